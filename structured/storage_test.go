package structured

import (
	"errors"
	"testing"

	"github.com/fixedrank/tensor"

	"github.com/fixedrank/tensor/dyn"

	"github.com/google/go-cmp/cmp"
)

// logicalRef computes the logical dense tensor of s element by element.
func logicalRef[T any](s Storage[T], idx []int) T {
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

func checkDense(t *testing.T, s Storage[int]) {
	t.Helper()
	for _, order := range []tensor.Order{tensor.C, tensor.F} {
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
	diag, err := Diagonal([]int{1, 2, 3}, 3)
	if err != nil || !diag.IsDiagonal() || diag.IsDense() {
		t.Fatalf("Diagonal: %v", err)
	}
	if diff := cmp.Diff([]int{3, 3, 3}, diag.LogicalDims()); diff != "" {
		t.Errorf("LogicalDims (-want +got):\n%s", diff)
	}
	checkDense(t, diag)
	d3, _ := ToTensor[[3]int](diag, tensor.C)
	if v, _ := d3.At(1, 1, 1); v != 2 || *must(tensor.Sum(d3)) != 6 {
		t.Errorf("diagonal tensor: [1 1 1] = %d, sum %d", v, *must(tensor.Sum(d3)))
	}
	// General classes [0 1 0]: element (i, j, k) = payload[i, j] if i == k.
	payload := []int{1, 2, 3, 4, 5, 6}
	g, err := New(payload, []int{2, 3}, []int{3, 1}, 0, []int{0, 1, 0})
	if err != nil {
		t.Fatal(err)
	}
	checkDense(t, g)
	dense, _ := Dense(payload, []int{1, 2, 3}, tensor.F)
	if !dense.IsDense() || dense.IsDiagonal() {
		t.Errorf("dense flags")
	}
	checkDense(t, dense)
	data, l, ok := dense.DenseView()
	if !ok || &data[0] != &payload[0] || !l.Equal(tensor.Unchecked([3]int{1, 2, 3}, [3]int{1, 1, 2}, 0).Dyn()) {
		t.Errorf("DenseView = %v, %v", l, ok)
	}
	if _, _, ok := g.DenseView(); ok {
		t.Errorf("DenseView of [0 1 0] storage should fail")
	}
	if diff := cmp.Diff([]int{1, 4, 2, 5, 3, 6}, g.PayloadContiguous(tensor.F)); diff != "" {
		t.Errorf("PayloadContiguous(tensor.F) (-want +got):\n%s", diff)
	}
	m := Map(g, func(v int) float64 { return float64(v) / 2 })
	if diff := cmp.Diff([]float64{0.5, 1, 1.5, 2, 2.5, 3}, m.PayloadContiguous(tensor.C)); diff != "" || !cmp.Equal(m.Classes(), []int{0, 1, 0}) {
		t.Errorf("Map (-want +got):\n%s", diff)
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
		pl, _ := dyn.Contiguous(p.dims, tensor.C)
		data := make([]int, pl.Size())
		for i := range data {
			data[i] = i + 1
		}
		s, err := New(data, pl.Shape(), pl.Strides(), 0, p.classes)
		if err != nil {
			t.Fatal(err)
		}
		want0, _ := ToTensor[[3]int](s, tensor.C)
		for _, perm := range perms {
			r, err := s.PermuteLogical(perm...)
			if err != nil {
				t.Fatalf("classes %v perm %v: %v", p.classes, perm, err)
			}
			if _, err := New(r.data, r.dims, r.strides, r.offset, r.classes); err != nil {
				t.Fatalf("classes %v perm %v gave invalid storage: %v", p.classes, perm, err)
			}
			got, _ := ToTensor[[3]int](r, tensor.C)
			pv, _ := want0.Permute([3]int{perm[0], perm[1], perm[2]})
			if !tensor.ArrayEqual(got, pv) {
				t.Errorf("classes %v perm %v: permuted storage differs:\n%v\nwant\n%v", p.classes, perm, got, pv.Clone())
			}
		}
	}
	s, _ := Dense([]int{1, 2, 3, 4, 5, 6}, []int{2, 3}, tensor.C)
	tr, err := s.PermuteLogical(1, 0)
	if err != nil || !cmp.Equal(tr.Classes(), []int{0, 1}) || !cmp.Equal(tr.LogicalDims(), []int{3, 2}) {
		t.Errorf("transpose of dense storage = %v %v, %v", tr.Classes(), tr.LogicalDims(), err)
	}
	if _, err := s.PermuteLogical(0, 0); !errors.Is(err, tensor.ErrAxis) {
		t.Errorf("PermuteLogical(0, 0): %v", err)
	}
	if _, err := s.PermuteLogical(0); !errors.Is(err, tensor.ErrRank) {
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
		{"not first appearance", []int{2, 3}, []int{3, 1}, 0, []int{1, 0}, tensor.ErrAxis},
		{"skipped class", []int{2, 3}, []int{3, 1}, 0, []int{0, 2}, tensor.ErrAxis},
		{"negative class", []int{2}, []int{1}, 0, []int{-1}, tensor.ErrAxis},
		{"unused payload axis", []int{2, 3}, []int{3, 1}, 0, []int{0, 0}, tensor.ErrAxis},
		{"strides rank", []int{2, 3}, []int{1}, 0, []int{0, 1}, tensor.ErrRank},
		{"data too short", []int{3, 3}, []int{3, 1}, 0, []int{0, 1}, tensor.ErrBounds},
		{"negative dim", []int{-2}, []int{1}, 0, []int{0}, tensor.ErrShape},
		{"overflow", []int{1 << 40, 1 << 40}, []int{1 << 40, 1}, 0, []int{0, 1}, tensor.ErrOverflow},
		{"overlap", []int{3, 2}, []int{1, 1}, 0, []int{0, 1}, tensor.ErrOverlap},
		{"negative offset", []int{2}, []int{1}, -1, []int{0}, tensor.ErrBounds},
	}
	for _, tt := range tests {
		if _, err := New(data, tt.dims, tt.strides, tt.off, tt.classes); !errors.Is(err, tt.err) {
			t.Errorf("%s: error %v, want %v", tt.name, err, tt.err)
		}
	}
	if _, err := Dense(data, []int{2, 2}, tensor.C); !errors.Is(err, tensor.ErrShape) {
		t.Errorf("Dense size mismatch: %v", err)
	}
	if _, err := Diagonal(data, 0); !errors.Is(err, tensor.ErrShape) {
		t.Errorf("Diagonal rank 0 with 6 elements: %v, want tensor.ErrShape", err)
	}
	if _, err := Diagonal(data, -1); !errors.Is(err, tensor.ErrRank) {
		t.Errorf("Diagonal rank -1: %v, want tensor.ErrRank", err)
	}
	s, _ := Diagonal([]int{1, 2}, 2)
	if _, err := ToTensor[[3]int](s, tensor.C); !errors.Is(err, tensor.ErrRank) {
		t.Errorf("ToTensor wrong rank: %v", err)
	}
}

func TestFromTensor(t *testing.T) {
	x, _ := tensor.FromFunc([2]int{2, 3}, func(i [2]int) int { return 10*i[0] + i[1] })
	v, _ := x.Transpose().Flip(0)
	s, err := FromTensor(v)
	if err != nil {
		t.Fatal(err)
	}
	back, _ := ToTensor[[2]int](s, tensor.C)
	if !tensor.ArrayEqual(back, v) {
		t.Errorf("FromTensor/ToTensor round trip:\n%v\nwant\n%v", back, v.Clone())
	}
	b, _ := tensor.ViewOf(x, Must(tensor.BroadcastToLayout[[3]int](x.Layout(), [3]int{2, 2, 3})))
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
