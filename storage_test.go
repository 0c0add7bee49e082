package tensor

import (
	"errors"
	"testing"

	"github.com/fixedrank/tensor/dyn"

	"github.com/google/go-cmp/cmp"
)

// logicalRef computes the logical dense tensor of s element by element.
func logicalRef[T any](s Structured[T], idx []int) T {
	var zero T
	pidx := make([]int, len(s.dims))
	set := make([]bool, len(s.dims))
	for k, c := range s.classes {
		if set[c] && pidx[c] != idx[k] {
			return zero
		}
		pidx[c], set[c] = idx[k], true
	}
	a, err := dyn.Unchecked(s.dims, s.strides, s.offset).Index(pidx...)
	if err != nil {
		panic(err)
	}
	return s.data[a]
}

func checkDense(t *testing.T, s Structured[int]) {
	t.Helper()
	for _, order := range []Order{C, F} {
		d, err := ToTensor[[3]int](s, order)
		if err != nil {
			t.Fatal(err)
		}
		for idx, v := range d.All() {
			if want := logicalRef(s, idx[:]); v != want {
				t.Fatalf("classes %v order %v: element %v = %d, want %d", s.classes, order, idx, v, want)
			}
		}
	}
}

func TestStructured(t *testing.T) {
	diag, err := DiagonalStructured([]int{1, 2, 3}, 3)
	if err != nil || !diag.IsDiagonal() || diag.IsDense() {
		t.Fatalf("DiagonalStructured: %v", err)
	}
	if diff := cmp.Diff([]int{3, 3, 3}, diag.LogicalDims()); diff != "" {
		t.Errorf("LogicalDims (-want +got):\n%s", diff)
	}
	checkDense(t, diag)
	d3, _ := ToTensor[[3]int](diag, C)
	if v, _ := d3.At(1, 1, 1); v != 2 || *must(Sum(d3)) != 6 {
		t.Errorf("diagonal tensor: [1 1 1] = %d, sum %d", v, *must(Sum(d3)))
	}
	// General classes [0 1 0]: element (i, j, k) = payload[i, j] if i == k.
	payload := []int{1, 2, 3, 4, 5, 6}
	g, err := NewStructured(payload, []int{2, 3}, []int{3, 1}, 0, []int{0, 1, 0})
	if err != nil {
		t.Fatal(err)
	}
	checkDense(t, g)
	dense, _ := DenseStructured(payload, []int{1, 2, 3}, F)
	if !dense.IsDense() || dense.IsDiagonal() {
		t.Errorf("dense flags")
	}
	checkDense(t, dense)
	data, l, ok := dense.DenseView()
	if !ok || &data[0] != &payload[0] || !l.Equal(Unchecked([3]int{1, 2, 3}, [3]int{1, 1, 2}, 0).Dyn()) {
		t.Errorf("DenseView = %v, %v", l, ok)
	}
	if _, _, ok := g.DenseView(); ok {
		t.Errorf("DenseView of [0 1 0] storage should fail")
	}
	if diff := cmp.Diff([]int{1, 4, 2, 5, 3, 6}, g.PayloadContiguous(F)); diff != "" {
		t.Errorf("PayloadContiguous(F) (-want +got):\n%s", diff)
	}
	m := MapStructured(g, func(v int) float64 { return float64(v) / 2 })
	if diff := cmp.Diff([]float64{0.5, 1, 1.5, 2, 2.5, 3}, m.PayloadContiguous(C)); diff != "" || !cmp.Equal(m.Classes(), []int{0, 1, 0}) {
		t.Errorf("MapStructured (-want +got):\n%s", diff)
	}
}

// TestPermuteLogical checks every permutation of rank-3 storages with every
// canonical class pattern against permuting the dense tensor.
func TestPermuteLogical(t *testing.T) {
	patterns := []struct {
		classes []int
		dims    []int
	}{
		{[]int{0, 1, 2}, []int{2, 3, 4}},
		{[]int{0, 0, 0}, []int{3}},
		{[]int{0, 1, 0}, []int{2, 3}},
		{[]int{0, 0, 1}, []int{3, 2}},
		{[]int{0, 1, 1}, []int{2, 3}},
	}
	perms := [][]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	for _, p := range patterns {
		pl, _ := dyn.Contiguous(p.dims, C)
		data := make([]int, pl.Size())
		for i := range data {
			data[i] = i + 1
		}
		s, err := NewStructured(data, pl.Shape(), pl.Strides(), 0, p.classes)
		if err != nil {
			t.Fatal(err)
		}
		want0, _ := ToTensor[[3]int](s, C)
		for _, perm := range perms {
			r, err := s.PermuteLogical(perm...)
			if err != nil {
				t.Fatalf("classes %v perm %v: %v", p.classes, perm, err)
			}
			if _, err := NewStructured(r.data, r.dims, r.strides, r.offset, r.classes); err != nil {
				t.Fatalf("classes %v perm %v gave invalid storage: %v", p.classes, perm, err)
			}
			got, _ := ToTensor[[3]int](r, C)
			pv, _ := want0.Permute([3]int{perm[0], perm[1], perm[2]})
			if !ArrayEqual(got, pv) {
				t.Errorf("classes %v perm %v: permuted storage differs:\n%v\nwant\n%v", p.classes, perm, got, pv.Clone())
			}
		}
	}
	s, _ := DenseStructured([]int{1, 2, 3, 4, 5, 6}, []int{2, 3}, C)
	tr, err := s.PermuteLogical(1, 0)
	if err != nil || !cmp.Equal(tr.Classes(), []int{0, 1}) || !cmp.Equal(tr.LogicalDims(), []int{3, 2}) {
		t.Errorf("transpose of dense storage = %v %v, %v", tr.Classes(), tr.LogicalDims(), err)
	}
	if _, err := s.PermuteLogical(0, 0); !errors.Is(err, ErrAxis) {
		t.Errorf("PermuteLogical(0, 0): %v", err)
	}
	if _, err := s.PermuteLogical(0); !errors.Is(err, ErrRank) {
		t.Errorf("PermuteLogical(0): %v", err)
	}
}

func TestStructuredErrors(t *testing.T) {
	data := make([]int, 6)
	tests := []struct {
		name    string
		dims    []int
		strides []int
		off     int
		classes []int
		err     error
	}{
		{"not first appearance", []int{2, 3}, []int{3, 1}, 0, []int{1, 0}, ErrAxis},
		{"skipped class", []int{2, 3}, []int{3, 1}, 0, []int{0, 2}, ErrAxis},
		{"negative class", []int{2}, []int{1}, 0, []int{-1}, ErrAxis},
		{"unused payload axis", []int{2, 3}, []int{3, 1}, 0, []int{0, 0}, ErrAxis},
		{"strides rank", []int{2, 3}, []int{1}, 0, []int{0, 1}, ErrRank},
		{"data too short", []int{3, 3}, []int{3, 1}, 0, []int{0, 1}, ErrBounds},
		{"negative dim", []int{-2}, []int{1}, 0, []int{0}, ErrShape},
		{"overflow", []int{1 << 40, 1 << 40}, []int{1 << 40, 1}, 0, []int{0, 1}, ErrOverflow},
		{"overlap", []int{3, 2}, []int{1, 1}, 0, []int{0, 1}, ErrOverlap},
		{"negative offset", []int{2}, []int{1}, -1, []int{0}, ErrBounds},
	}
	for _, tt := range tests {
		if _, err := NewStructured(data, tt.dims, tt.strides, tt.off, tt.classes); !errors.Is(err, tt.err) {
			t.Errorf("%s: error %v, want %v", tt.name, err, tt.err)
		}
	}
	if _, err := DenseStructured(data, []int{2, 2}, C); !errors.Is(err, ErrShape) {
		t.Errorf("DenseStructured size mismatch: %v", err)
	}
	if _, err := DiagonalStructured(data, 0); !errors.Is(err, ErrShape) {
		t.Errorf("DiagonalStructured rank 0 with 6 elements: %v, want ErrShape", err)
	}
	if _, err := DiagonalStructured(data, -1); !errors.Is(err, ErrRank) {
		t.Errorf("DiagonalStructured rank -1: %v, want ErrRank", err)
	}
	s, _ := DiagonalStructured([]int{1, 2}, 2)
	if _, err := ToTensor[[3]int](s, C); !errors.Is(err, ErrRank) {
		t.Errorf("ToTensor wrong rank: %v", err)
	}
}

func TestFromTensor(t *testing.T) {
	x, _ := FromFunc([2]int{2, 3}, func(i [2]int) int { return 10*i[0] + i[1] })
	v, _ := x.Transpose().Flip(0)
	s, err := FromTensor(v)
	if err != nil {
		t.Fatal(err)
	}
	back, _ := ToTensor[[2]int](s, C)
	if !ArrayEqual(back, v) {
		t.Errorf("FromTensor/ToTensor round trip:\n%v\nwant\n%v", back, v.Clone())
	}
	b, _ := ViewOf(x, Must(BroadcastToLayout(x.Layout(), [3]int{2, 2, 3})))
	if _, err := FromTensor(b); err != nil {
		t.Errorf("FromTensor of a broadcast: %v (zero strides are allowed in a payload)", err)
	}
}

func must[T any](v T, err error) *T {
	if err != nil {
		panic(err)
	}
	return &v
}
