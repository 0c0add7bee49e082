package reduceplan

import (
	"slices"
	"testing"
)

// TestCallSizes checks the inner loop calls against what NumPy 1.24's
// np.sum was seen to do (its results match only with these cuts).
func TestCallSizes(t *testing.T) {
	tests := []struct {
		name          string
		shape, rs, ss []int
		want          []int
	}{
		// np.sum(a, axis=1), a C-contiguous (3, 10000): each row in two
		// calls, cut at the buffer size.
		{"rows", []int{3, 10000}, []int{1, 0}, []int{10000, 1}, []int{8192, 1808, 8192, 1808, 8192, 1808}},
		// np.sum(a[:, :5000]) of a (3, 10000): buffered chunks of the whole
		// iteration, across rows.
		{"buffered", []int{3, 5000}, []int{0, 0}, []int{10000, 1}, []int{8192, 6808}},
		// np.sum(a, axis=1) of (4, 100): one call per row.
		{"short rows", []int{4, 100}, []int{1, 0}, []int{100, 1}, []int{100, 100, 100, 100}},
		// A reversed vector is one axis, cut every 8192, never flipped.
		{"reversed", []int{20000}, []int{0}, []int{-1}, []int{8192, 8192, 3616}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var it Iter
			ok := it.Init(tt.shape, tt.rs, tt.ss, 0, 0, nil, true)
			if !ok || !it.InnerReduced() {
				t.Fatalf("New: ok %v, inner reduced %v", ok, it.InnerReduced())
			}
			if got := slices.Collect(it.CallSizes()); !slices.Equal(got, tt.want) {
				t.Errorf("calls %v, want %v", got, tt.want)
			}
		})
	}
}

// TestAxisOrder checks NumPy's insertion sort: by |stride|, innermost
// first, with no vote from zero strides and length-1 axes.
func TestAxisOrder(t *testing.T) {
	tests := []struct {
		shape []int
		ops   [][]int
		want  []int
	}{
		{[]int{2, 3, 4}, [][]int{{12, 4, 1}}, []int{2, 1, 0}},
		{[]int{2, 3, 4}, [][]int{{1, 2, 6}}, []int{0, 1, 2}},
		{[]int{2, 3, 4}, [][]int{{-12, 4, -1}}, []int{2, 1, 0}},
		{[]int{3, 4}, [][]int{{0, 1}}, []int{1, 0}}, // broadcast axis: no vote
		{[]int{3, 1, 4}, [][]int{{1, 99, 3}}, []int{0, 2, 1}},
		{[]int{3, 4}, [][]int{{1, 3}, {4, 1}}, []int{1, 0}}, // conflict: C order wins
	}
	for _, tt := range tests {
		perm := make([]int, len(tt.shape))
		axisOrder(tt.shape, tt.ops, perm)
		if !slices.Equal(perm, tt.want) {
			t.Errorf("axisOrder(%v, %v) = %v, want %v", tt.shape, tt.ops, perm, tt.want)
		}
	}
}

// TestSumNoAlloc: a sum over a C-contiguous iteration allocates nothing.
func TestSumNoAlloc(t *testing.T) {
	src := make([]float64, 64*300)
	dst := make([]float64, 64)
	n := testing.AllocsPerRun(20, func() {
		var it Iter
		it.Init([]int{64, 300}, []int{1, 0}, []int{300, 1}, 0, 0, nil, true)
		Sum(&it, dst, src)
	})
	if n != 0 {
		t.Errorf("%v allocations", n)
	}
}
