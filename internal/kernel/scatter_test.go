package kernel

import (
	"slices"
	"testing"
)

func TestScatter(t *testing.T) {
	d := make([]int, 8)
	// Positions 1, 3, 1 of a run of stride 2 from 1, taking 50, 30, 10
	// (x read backwards): the later 1 wins.
	Scatter(d, 1, 2, []int{1, 3, 1}, []int{10, 20, 30, 40, 50}, 4, -2)
	if want := []int{0, 0, 0, 10, 0, 0, 0, 30}; !slices.Equal(d, want) {
		t.Errorf("Scatter = %v, want %v", d, want)
	}
	// Gather of what Scatter stored gives the values back.
	g := make([]int, 2)
	Gather(g, 0, 1, d, 1, 2, []int{3, 1})
	if !slices.Equal(g, []int{30, 10}) {
		t.Errorf("Gather after Scatter = %v", g)
	}
}

func TestScatterStrided(t *testing.T) {
	// A 2×3 destination, row-major; along axis 1 with indices -1, 0 for
	// row 0 and 1, 1 for row 1 (the later wins), one run per row.
	d := make([]int, 6)
	ix := []int{-1, 0, 1, 1}
	x := []int{1, 2, 3, 4}
	for r := range 2 {
		ScatterStrided(d, 3*r, 0, 1, 3, ix, 2*r, 1, x, 2*r, 1, 2)
	}
	if want := []int{2, 0, 1, 0, 4, 0}; !slices.Equal(d, want) {
		t.Errorf("ScatterStrided = %v, want %v", d, want)
	}
}

func TestAddresses(t *testing.T) {
	// The transpose of a 2×3 C-contiguous array: shape [3 2], strides [1 3].
	pos := []int{0, 1, 2, 3, 4, 5}
	Addresses(pos, []int{3, 2}, []int{1, 3}, 0)
	if want := []int{0, 3, 1, 4, 2, 5}; !slices.Equal(pos, want) {
		t.Errorf("Addresses = %v, want %v", pos, want)
	}
	pos = []int{0, 2}
	Addresses(pos, []int{3}, []int{-2}, 5)
	if want := []int{5, 1}; !slices.Equal(pos, want) {
		t.Errorf("Addresses of a reversed run = %v, want %v", pos, want)
	}
}

func TestUnravel(t *testing.T) {
	out := make([]int, 6)
	Unravel(out, []int{5, 0, 11}, []int{3, 4}, false)
	if want := []int{1, 0, 2, 1, 0, 3}; !slices.Equal(out, want) {
		t.Errorf("Unravel C = %v, want %v", out, want)
	}
	Unravel(out, []int{5, 0, 11}, []int{3, 4}, true)
	if want := []int{2, 0, 2, 1, 0, 3}; !slices.Equal(out, want) {
		t.Errorf("Unravel F = %v, want %v", out, want)
	}
}

func TestRavelRun(t *testing.T) {
	for _, c := range []struct {
		mode int
		want []int
		ok   bool
	}{
		{IndexRaise, nil, false},
		{IndexWrap, []int{8, 0, 4, 8}, true},
		{IndexClip, []int{8, 0, 8, 8}, true},
	} {
		d := make([]int, 4)
		bad, ok := RavelRun(d, 0, 1, []int{2, -3, 7, 5}, 0, 1, 4, 3, 4, c.mode)
		if ok != c.ok || ok && !slices.Equal(d, c.want) || !ok && bad != -3 {
			t.Errorf("RavelRun mode %d = %v, %d, %v; want %v, %v", c.mode, d, bad, ok, c.want, c.ok)
		}
	}
}

func TestNonzeroOffsets(t *testing.T) {
	out := make([]int, 4)
	n := NonzeroOffsets(out, []float64{0, 1, -0.0, 2, 3}, 4, -1, 5, 10, 3)
	if want := []int{10, 13, 19}; n != 3 || !slices.Equal(out[:n], want) {
		t.Errorf("NonzeroOffsets = %v, want %v", out[:n], want)
	}
}
