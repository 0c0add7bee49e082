package tensor

import (
	"math"
	"testing"
)

// TestVarEmptyNegativeDdof checks NumPy's variance of no element: the
// empty sum 0 divided by max(-ddof, 0), so 0 for ddof < 0 and NaN
// otherwise, for the flat, axis, axes and keepdims forms, on a new empty
// tensor and on an empty view of a non-empty buffer.
func TestVarEmptyNegativeDdof(t *testing.T) {
	base, _ := FromSliceDyn([]float64{1, 2, 3, 4, 5, 6}, 3, 2)
	view, _ := base.Slice(1, Range(0, 0)) // shape (3, 0), elements in memory
	fresh, _ := ZerosDyn[float64](3, 0)
	for _, d := range []DynTensor[float64]{view, fresh} {
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
			v, err := VarDyn(d, ddof)
			check("VarDyn", []float64{v}, err, 1)
			s, err := StdDyn(d, ddof)
			check("StdDyn", []float64{s}, err, 1)
			a, err := VarAxisDyn(d, 1, ddof)
			check("VarAxisDyn", a.Data(), err, 3)
			a, err = StdAxisDyn(d, -1, ddof)
			check("StdAxisDyn", a.Data(), err, 3)
			a, err = VarAxesDyn(d, ddof)
			check("VarAxesDyn", a.Data(), err, 1)
			a, err = StdKeepDimsDyn(d, ddof, 1)
			check("StdKeepDimsDyn", a.Data(), err, 3)
			f, err := TensorOf[[2]int](d)
			if err != nil {
				t.Fatal(err)
			}
			v, err = Var(f, ddof)
			check("Var", []float64{v}, err, 1)
			fa, err := StdAxis[[1]int](f, 1, ddof)
			check("StdAxis", fa.Data(), err, 3)
			fk, err := VarKeepDims(f, ddof, 0, 1)
			check("VarKeepDims", fk.Data(), err, 1)
		}
	}
}
