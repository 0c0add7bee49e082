//go:build !race

package tensor

import (
	"errors"
	"math"
	"testing"

	"github.com/fixedrank/tensor/dyn"

	"github.com/fixedrank/tensor/internal/engine"
)

// TestVarEmptyNegativeDdof checks NumPy's variance of no element: the
// empty sum 0 divided by max(-ddof, 0), so 0 for ddof < 0 and NaN
// otherwise, for the flat, axis, axes and keepdims forms, on a new empty
// tensor and on an empty view of a non-empty buffer.
func TestVarEmptyNegativeDdof(t *testing.T) {
	base, _ := dyn.FromSlice([]float64{1, 2, 3, 4, 5, 6}, 3, 2)
	view, _ := base.Slice(1, engine.Range(0, 0)) // shape (3, 0), elements in memory
	fresh, _ := dyn.Zeros[float64](3, 0)
	for _, d := range []dyn.Tensor[float64]{view, fresh} {
		for _, ddof := range []int{-2, -1, 0, 1} {
			want := 0.0
			if ddof >= 0 {
				want = math.NaN()
			}
			check := func(name string, got []float64, err error, n int) {
				t.Helper()
				if err != nil || len(got) != n {
					t.Errorf("%s(ddof=%d) = %v, %v; want %d values", name, ddof, got, err, n)
					return
				}
				for _, g := range got {
					if !sameBits(g, want) {
						t.Errorf("%s(ddof=%d) = %v, want %v", name, ddof, got, want)
						return
					}
				}
			}
			v, err := dyn.Var(d, ddof)
			check("VarDyn", []float64{v}, err, 1)
			s, err := dyn.Std(d, ddof)
			check("StdDyn", []float64{s}, err, 1)
			a, err := dyn.VarAxes(d, ddof, 1)
			check("VarAxisDyn", a.Data(), err, 3)
			a, err = dyn.StdAxes(d, ddof, -1)
			check("StdAxisDyn", a.Data(), err, 3)
			a, err = dyn.VarAxes(d, ddof)
			check("VarAxesDyn", a.Data(), err, 1)
			a, err = dyn.StdKeepDims(d, ddof, 1)
			check("StdKeepDimsDyn", a.Data(), err, 3)
			f, err := FromDyn[[2]int](d)
			if err != nil {
				t.Fatal(err)
			}
			v, err = Var(f, ddof)
			check("Var", []float64{v}, err, 1)
			fa, err := StdAxes[[1]int](f, ddof, 1)
			check("StdAxis", fa.Data(), err, 3)
			fk, err := VarKeepDims(f, ddof, 0, 1)
			check("VarKeepDims", fk.Data(), err, 1)
		}
	}
}

// TestAddToOutputBroadcast checks the out= rule AddTo documents, NumPy's:
// a and b broadcast to dst's shape, which may be larger than their
// broadcast shape (np.add(ones(3), ones((1, 1)), out=zeros((2, 3))) is 2
// everywhere), but dst itself is never broadcast (out=zeros(3) for inputs
// of shape (2, 3) raises).
func TestAddToOutputBroadcast(t *testing.T) {
	a, _ := Full([1]int{3}, 1.0)
	b, _ := Full([2]int{1, 1}, 1.0)
	dst, _ := Zeros[float64]([2]int{2, 3})
	if err := AddTo(dst, a, b); err != nil {
		t.Fatal(err)
	}
	for i, v := range dst.Data() {
		if v != 2 {
			t.Fatalf("AddTo into (2, 3): element %d is %v, want 2", i, v)
		}
	}
	dd := dst.Dyn()
	if err := dyn.SubtractTo(dd, a.Dyn(), b.Dyn()); err != nil || dd.Data()[5] != 0 {
		t.Errorf("SubtractToDyn into (2, 3): %v, %v", dd, err)
	}
	small, _ := Zeros[float64]([1]int{3})
	if err := AddTo(small, dst, dst); !errors.Is(err, ErrBroadcast) {
		t.Errorf("AddTo into (3,) from (2, 3): %v, want ErrBroadcast", err)
	}
}

// TestMaskedLeadingAxes checks what Masked documents: NumPy's a[m] with m
// over a's leading axes (a of shape (2, 3), m of shape (2,)) is not
// accepted, by Masked or SetMasked.
func TestMaskedLeadingAxes(t *testing.T) {
	x, _ := dyn.FromSlice([]float64{1, 2, 3, 4, 5, 6}, 2, 3)
	m, _ := dyn.FromSlice([]bool{true, false}, 2)
	if _, err := dyn.Masked(x, m); !errors.Is(err, ErrShape) {
		t.Errorf("MaskedDyn with a leading-axes mask: %v, want ErrShape", err)
	}
	if err := dyn.SetMasked(x, m, 0); !errors.Is(err, ErrShape) || x.Data()[0] != 1 {
		t.Errorf("SetMaskedDyn with a leading-axes mask: %v (data %v), want ErrShape and no write", err, x.Data())
	}
}
