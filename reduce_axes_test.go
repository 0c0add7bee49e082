package tensor

import (
	"errors"
	"slices"
	"testing"

	"github.com/fixedrank/tensor/dyn"

	"github.com/fixedrank/tensor/internal/engine"
)

// TestReduceAxesTo stores reductions over several axes into strided,
// keepdims and overlapping destinations, and checks the refusals.
func TestReduceAxesTo(t *testing.T) {
	x, _ := Arange(0, 24, 1)
	a, _ := Reshape(x, [3]int{2, 3, 4})

	// Into a flipped rank-1 view: sums over axes 0 and 2 are [60 92 124].
	buf, _ := Zeros[int]([1]int{3})
	rev, _ := buf.Flip()
	if err := SumTo(rev, a, 0, 2); err != nil || !slices.Equal(buf.Data(), []int{124, 92, 60}) {
		t.Fatalf("SumTo into a flipped view: %v, %v", buf.Data(), err)
	}
	// Into a keepdims destination of shape [1 3 1].
	k, _ := Zeros[int]([3]int{1, 3, 1})
	if err := MaxTo(k, a, 0, -1); err != nil || !slices.Equal(k.Data(), []int{15, 19, 23}) {
		t.Fatalf("MaxTo keepdims: %v, %v", k.Data(), err)
	}
	m, _ := dyn.Zeros[float64](3)
	if err := dyn.MeanTo(m, a.Dyn(), 0, 2); err != nil || !slices.Equal(m.Data(), []float64{7.5, 11.5, 15.5}) {
		t.Fatalf("MeanAxesToDyn: %v, %v", m.Data(), err)
	}
	// Into a view of t itself: the minima over axes 1 and 2 of each
	// [3 4] block, stored into its first row's first two elements.
	y, _ := Arange(0, 24, 1)
	b, _ := Reshape(y, [3]int{2, 3, 4})
	over, _ := Subscript[[1]int](b, engine.At(0), engine.At(0), engine.Range(0, 2))
	want, _ := MinAxes[[1]int](b, 1, 2)
	if err := MinTo(over, b, 1, 2); err != nil || !slices.Equal(y.Data()[:2], want.Data()) {
		t.Fatalf("MinTo into t itself: %v, want %v (%v)", y.Data()[:2], want.Data(), err)
	}
	// Refusals leave dst as it was.
	bad, _ := Zeros[int]([2]int{3, 1})
	if err := ProdTo(bad, a, 0, 2); !errors.Is(err, ErrShape) || !slices.Equal(bad.Data(), []int{0, 0, 0}) {
		t.Fatalf("ProdTo into [3 1]: %v, %v", err, bad.Data())
	}
	ro := buf.ReadOnlyView()
	if err := SumTo(ro, a, 0, 2); !errors.Is(err, ErrReadOnly) {
		t.Fatalf("SumTo into a read-only view: %v", err)
	}
	if err := SumTo(buf, a, 0, 0); !errors.Is(err, ErrAxis) {
		t.Fatalf("SumTo over a repeated axis: %v", err)
	}
	i8, _ := Full([2]int{2, 100}, int8(2))
	s8, _ := FromSlice([]int8{7, 7}, [1]int{2})
	if err := SumTo(s8, i8, 1); !errors.Is(err, ErrOverflow) || !slices.Equal(s8.Data(), []int8{7, 7}) {
		t.Fatalf("SumTo of int8 that overflows: %v, %v", err, s8.Data())
	}
	e, _ := Zeros[float64]([2]int{2, 0})
	d, _ := Zeros[float64]([1]int{2})
	if err := MaxTo(d, e, 1); !errors.Is(err, ErrShape) {
		t.Fatalf("MaxTo over an empty axis: %v", err)
	}
}
