package tensor

import (
	"errors"
	"math"
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

// TestReduceToViews stores every reduction with an out= form into views
// of a larger buffer that are not contiguous (every other element, and
// reversed) along each axis of a 2-D operand, and checks each against the
// same reduction stored into a contiguous destination, and the buffer's
// other elements against their old values.
func TestReduceToViews(t *testing.T) {
	x, _ := FromFunc([2]int{7, 12}, func(i [2]int) float64 {
		v := float64((i[0]*5+i[1]*3)%11) - 4.5
		if i[0] == 3 && i[1]%4 == 1 {
			v = math.NaN() // the Nan reductions skip it, the others meet it
		}
		return v
	})
	xi, _ := FromFunc([2]int{7, 12}, func(i [2]int) int { return (i[0]*5 + i[1]*3) % 11 })
	floats := []struct {
		name string
		run  func(dst Tensor[float64, [1]int], axis int) error
	}{
		{"SumTo", func(d Tensor[float64, [1]int], k int) error { return SumTo(d, x, k) }},
		{"ProdTo", func(d Tensor[float64, [1]int], k int) error { return ProdTo(d, x, k) }},
		{"MeanTo", func(d Tensor[float64, [1]int], k int) error { return MeanTo(d, x, k) }},
		{"MinTo", func(d Tensor[float64, [1]int], k int) error { return MinTo(d, x, k) }},
		{"MaxTo", func(d Tensor[float64, [1]int], k int) error { return MaxTo(d, x, k) }},
		{"VarTo", func(d Tensor[float64, [1]int], k int) error { return VarTo(d, x, 1, k) }},
		{"StdTo", func(d Tensor[float64, [1]int], k int) error { return StdTo(d, x, 0, k) }},
		{"MedianTo", func(d Tensor[float64, [1]int], k int) error { return MedianTo(d, x, k) }},
		{"QuantileTo", func(d Tensor[float64, [1]int], k int) error { return QuantileTo(d, x, 0.3, "linear", k) }},
		{"NanSumTo", func(d Tensor[float64, [1]int], k int) error { return NanSumTo(d, x, k) }},
		{"NanMeanTo", func(d Tensor[float64, [1]int], k int) error { return NanMeanTo(d, x, k) }},
		{"NanMinTo", func(d Tensor[float64, [1]int], k int) error { return NanMinTo(d, x, k) }},
		{"NanMaxTo", func(d Tensor[float64, [1]int], k int) error { return NanMaxTo(d, x, k) }},
		{"NanVarTo", func(d Tensor[float64, [1]int], k int) error { return NanVarTo(d, x, 0, k) }},
		{"NanStdTo", func(d Tensor[float64, [1]int], k int) error { return NanStdTo(d, x, 1, k) }},
		{"NanMedianTo", func(d Tensor[float64, [1]int], k int) error { return NanMedianTo(d, x, k) }},
		{"NanQuantileTo", func(d Tensor[float64, [1]int], k int) error { return NanQuantileTo(d, x, 0.7, "nearest", k) }},
	}
	ints := []struct {
		name string
		run  func(dst Tensor[int, [1]int], axis int) error
	}{
		{"ArgMinTo", func(d Tensor[int, [1]int], k int) error { return ArgMinTo(d, x, k) }},
		{"ArgMaxTo", func(d Tensor[int, [1]int], k int) error { return ArgMaxTo(d, x, k) }},
		{"NanArgMinTo", func(d Tensor[int, [1]int], k int) error { return NanArgMinTo(d, x, k) }},
		{"NanArgMaxTo", func(d Tensor[int, [1]int], k int) error { return NanArgMaxTo(d, x, k) }},
		{"CountNonzeroTo", func(d Tensor[int, [1]int], k int) error { return CountNonzeroTo(d, xi, k) }},
		{"SumTo int", func(d Tensor[int, [1]int], k int) error { return SumTo(d, xi, k) }},
		{"MaxTo int", func(d Tensor[int, [1]int], k int) error { return MaxTo(d, xi, k) }},
	}
	for k := range 2 {
		n := x.Shape()[1-k]
		for _, op := range floats {
			checkReduceToViews(t, op.name, k, n, -1.25, op.run)
		}
		for _, op := range ints {
			checkReduceToViews(t, op.name, k, n, -7, op.run)
		}
	}
	bools := []struct {
		name string
		run  func(dst Tensor[bool, [1]int], axis int) error
	}{
		{"AnyNonzeroTo", func(d Tensor[bool, [1]int], k int) error { return AnyNonzeroTo(d, xi, k) }},
		{"AllNonzeroTo", func(d Tensor[bool, [1]int], k int) error { return AllNonzeroTo(d, xi, k) }},
	}
	for k := range 2 {
		for _, op := range bools {
			for _, fill := range []bool{false, true} {
				checkReduceToViews(t, op.name, k, x.Shape()[1-k], fill, op.run)
			}
		}
	}
}

// checkReduceToViews runs run into a contiguous destination of length n
// and into views of a 3×(2n) buffer filled with fill (every other element
// of row 1, and that reversed), comparing their elements and checking the
// rest of the buffer.
func checkReduceToViews[V comparable](t *testing.T, name string, axis, n int, fill V, run func(Tensor[V, [1]int], int) error) {
	t.Helper()
	want, _ := Zeros[V]([1]int{n})
	if err := run(want, axis); err != nil {
		t.Fatalf("%s axis %d into a contiguous destination: %v", name, axis, err)
	}
	same := func(a, b V) bool { return a == b || a != a && b != b } // NaN matches NaN
	for _, rev := range []bool{false, true} {
		buf, _ := Zeros[V]([2]int{3, 2 * n})
		_ = buf.Fill(fill)
		v, _ := buf.Slice(1, From(1).By(2))
		row, _ := Select[[1]int](v, 0, 1)
		if rev {
			row, _ = row.Flip()
		}
		if err := run(row, axis); err != nil {
			t.Fatalf("%s axis %d into a view: %v", name, axis, err)
		}
		for i := range n {
			got, _ := row.At(i)
			w, _ := want.At(i)
			if !same(got, w) {
				t.Errorf("%s axis %d (reversed %v): element %d is %v, want %v", name, axis, rev, i, got, w)
			}
		}
		for j, e := range buf.Data() {
			if (j < 2*n || j >= 4*n || j%2 == 0) && e != fill {
				t.Errorf("%s axis %d (reversed %v): buffer element %d is %v, not its old %v", name, axis, rev, j, e, fill)
			}
		}
	}
}
