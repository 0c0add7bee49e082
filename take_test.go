package tensor

import (
	"slices"
	"testing"
)

// TestTakeIndexViews takes with index tensors that are views, not
// C-contiguous buffers (transposed, reversed, sliced from an offset), all
// in range and mixed with negative ones, and checks each element against
// the position it names; and checks that the indices are left as they
// were.
func TestTakeIndexViews(t *testing.T) {
	x, _ := FromFunc([1]int{10}, func(i [1]int) float64 { return float64(100 + i[0]) })
	base, _ := FromSlice([]int{0, 9, 3, 7, 1, 8, 2, 6}, [2]int{2, 4})
	tr := base.Transpose()               // [[0 1] [9 8] [3 2] [7 6]] in C order
	row, _ := Select[[1]int](base, 0, 1) // [1 8 2 6]
	rev, _ := row.Flip(0)
	off, _ := row.Subscript(Range(1, 4))
	neg, _ := FromSlice([]int{-1, 2, -10, 5}, [1]int{4})
	negRev, _ := neg.Flip(0)
	for _, c := range []struct {
		name string
		idx  []int // the view's elements in C order
		got  func() (Tensor[float64, [2]int], error)
	}{
		{"transposed", []int{0, 1, 9, 8, 3, 2, 7, 6}, func() (Tensor[float64, [2]int], error) { return Take[[2]int](x, tr, 0, "raise") }},
	} {
		r, err := c.got()
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if want := takeWant(c.idx); !slices.Equal(r.Data(), want) {
			t.Errorf("%s: %v, want %v", c.name, r.Data(), want)
		}
	}
	for _, c := range []struct {
		name string
		idx  Tensor[int, [1]int]
		want []int
	}{
		{"reversed", rev, []int{6, 2, 8, 1}},
		{"offset", off, []int{8, 2, 6}},
		{"negative reversed", negRev, []int{5, 0, 2, 9}},
		{"negative", neg, []int{9, 2, 0, 5}},
	} {
		r, err := Take[[1]int](x, c.idx, 0, "raise")
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if want := takeWant(c.want); !slices.Equal(r.Data(), want) {
			t.Errorf("%s: %v, want %v", c.name, r.Data(), want)
		}
	}
	if !slices.Equal(base.Data(), []int{0, 9, 3, 7, 1, 8, 2, 6}) || !slices.Equal(neg.Data(), []int{-1, 2, -10, 5}) {
		t.Errorf("indices changed: %v, %v", base.Data(), neg.Data())
	}
}

// takeWant is 100 + p for each position p: x's element there.
func takeWant(pos []int) []float64 {
	w := make([]float64, len(pos))
	for i, p := range pos {
		w[i] = float64(100 + p)
	}
	return w
}
