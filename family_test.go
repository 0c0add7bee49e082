package tensor

import (
	"math"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// TestReductionFamilyTo checks that every verb's To form stores exactly
// what its Axes and KeepDims forms return, into a destination with and
// without the reduced axes, at fixed rank and in package dyn.
func TestReductionFamilyTo(t *testing.T) {
	vals := make([]float64, 24)
	for i := range vals {
		vals[i] = float64((i*7)%11) / 2 // halves: every sum and mean is exact
	}
	vals[5] = 0
	x, _ := FromSlice(vals, [3]int{2, 3, 4})
	xr, _ := x.Flip(1) // a strided view
	type axesF = func(Tensor[float64, [3]int], ...int) (Tensor[float64, [2]int], error)
	type keepF = func(Tensor[float64, [3]int], ...int) (Tensor[float64, [3]int], error)
	type toF2 = func(Tensor[float64, [2]int], Tensor[float64, [3]int], ...int) error
	type toF3 = func(Tensor[float64, [3]int], Tensor[float64, [3]int], ...int) error
	ddof := func(f func(Tensor[float64, [3]int], int, ...int) (Tensor[float64, [2]int], error)) axesF {
		return func(t Tensor[float64, [3]int], axes ...int) (Tensor[float64, [2]int], error) { return f(t, 1, axes...) }
	}
	ddofK := func(f func(Tensor[float64, [3]int], int, ...int) (Tensor[float64, [3]int], error)) keepF {
		return func(t Tensor[float64, [3]int], axes ...int) (Tensor[float64, [3]int], error) { return f(t, 1, axes...) }
	}
	ddofTo2 := func(f func(Tensor[float64, [2]int], Tensor[float64, [3]int], int, ...int) error) toF2 {
		return func(d Tensor[float64, [2]int], t Tensor[float64, [3]int], axes ...int) error {
			return f(d, t, 1, axes...)
		}
	}
	ddofTo3 := func(f func(Tensor[float64, [3]int], Tensor[float64, [3]int], int, ...int) error) toF3 {
		return func(d Tensor[float64, [3]int], t Tensor[float64, [3]int], axes ...int) error {
			return f(d, t, 1, axes...)
		}
	}
	for _, v := range []struct {
		name string
		axes axesF
		keep keepF
		to2  toF2
		to3  toF3
	}{
		{"Sum", SumAxes[[2]int, float64, [3]int], SumKeepDims[float64, [3]int], SumTo[float64, float64, [3]int, [2]int], SumTo[float64, float64, [3]int, [3]int]},
		{"Prod", ProdAxes[[2]int, float64, [3]int], ProdKeepDims[float64, [3]int], ProdTo[float64, float64, [3]int, [2]int], ProdTo[float64, float64, [3]int, [3]int]},
		{"Mean", MeanAxes[[2]int, float64, [3]int], MeanKeepDims[float64, [3]int], MeanTo[float64, float64, [3]int, [2]int], MeanTo[float64, float64, [3]int, [3]int]},
		{"Min", MinAxes[[2]int, float64, [3]int], MinKeepDims[float64, [3]int], MinTo[float64, [3]int, [2]int], MinTo[float64, [3]int, [3]int]},
		{"Max", MaxAxes[[2]int, float64, [3]int], MaxKeepDims[float64, [3]int], MaxTo[float64, [3]int, [2]int], MaxTo[float64, [3]int, [3]int]},
		{"Var", ddof(VarAxes[[2]int, float64, [3]int]), ddofK(VarKeepDims[float64, [3]int]), ddofTo2(VarTo[float64, float64, [3]int, [2]int]), ddofTo3(VarTo[float64, float64, [3]int, [3]int])},
		{"Std", ddof(StdAxes[[2]int, float64, [3]int]), ddofK(StdKeepDims[float64, [3]int]), ddofTo2(StdTo[float64, float64, [3]int, [2]int]), ddofTo3(StdTo[float64, float64, [3]int, [3]int])},
	} {
		for _, src := range []Tensor[float64, [3]int]{x, xr} {
			for axis := range 3 {
				want, err := v.axes(src, axis)
				if err != nil {
					t.Fatalf("%sAxes: %v", v.name, err)
				}
				d2, _ := Zeros[float64](want.Shape())
				if err := v.to2(d2, src, axis); err != nil || !sameFloats(d2.Data(), want.Data()) {
					t.Errorf("%sTo axis %d = %v, %v; want %v", v.name, axis, d2, err, want)
				}
				wantK, _ := v.keep(src, axis)
				d3, _ := Zeros[float64](wantK.Shape())
				if err := v.to3(d3, src, axis); err != nil || !sameFloats(d3.Data(), wantK.Data()) {
					t.Errorf("%sTo keepdims axis %d = %v, %v; want %v", v.name, axis, d3, err, wantK)
				}
				dd := d2.Dyn()
				var derr error
				switch v.name {
				case "Sum":
					derr = dyn.SumTo(dd, src.Dyn(), axis)
				case "Prod":
					derr = dyn.ProdTo(dd, src.Dyn(), axis)
				case "Mean":
					derr = dyn.MeanTo(dd, src.Dyn(), axis)
				case "Min":
					derr = dyn.MinTo(dd, src.Dyn(), axis)
				case "Max":
					derr = dyn.MaxTo(dd, src.Dyn(), axis)
				case "Var":
					derr = dyn.VarTo(dd, src.Dyn(), 1, axis)
				case "Std":
					derr = dyn.StdTo(dd, src.Dyn(), 1, axis)
				}
				if derr != nil || !sameFloats(d2.Data(), want.Data()) {
					t.Errorf("dyn.%sTo axis %d = %v, %v; want %v", v.name, axis, d2, derr, want)
				}
			}
		}
	}
	// Counts, any, all and the arg-reductions, with their one axis.
	for axis := range 3 {
		cw, _ := CountNonzeroAxes[[2]int](xr, axis)
		c, _ := Zeros[int](cw.Shape())
		if err := CountNonzeroTo(c, xr, axis); err != nil || !ArrayEqual(c, cw) {
			t.Errorf("CountNonzeroTo axis %d = %v, %v; want %v", axis, c, err, cw)
		}
		if err := dyn.CountNonzeroTo(c.Dyn(), xr.Dyn(), axis); err != nil || !ArrayEqual(c, cw) {
			t.Errorf("dyn.CountNonzeroTo axis %d = %v, %v; want %v", axis, c, err, cw)
		}
		aw, _ := AnyNonzeroAxes[[2]int](xr, axis)
		lw, _ := AllNonzeroAxes[[2]int](xr, axis)
		b, _ := Zeros[bool](aw.Shape())
		if err := AnyNonzeroTo(b, xr, axis); err != nil || !ArrayEqual(b, aw) {
			t.Errorf("AnyNonzeroTo axis %d = %v, %v; want %v", axis, b, err, aw)
		}
		if err := AllNonzeroTo(b, xr, axis); err != nil || !ArrayEqual(b, lw) {
			t.Errorf("AllNonzeroTo axis %d = %v, %v; want %v", axis, b, err, lw)
		}
		if err := dyn.AnyNonzeroTo(b.Dyn(), xr.Dyn(), axis); err != nil || !ArrayEqual(b, aw) {
			t.Errorf("dyn.AnyNonzeroTo axis %d = %v, %v; want %v", axis, b, err, aw)
		}
		if err := dyn.AllNonzeroTo(b.Dyn(), xr.Dyn(), axis); err != nil || !ArrayEqual(b, lw) {
			t.Errorf("dyn.AllNonzeroTo axis %d = %v, %v; want %v", axis, b, err, lw)
		}
		mw, _ := ArgMinAxes[[2]int](xr, axis)
		xw, _ := ArgMaxKeepDims(xr, axis)
		i2, _ := Zeros[int](mw.Shape())
		i3, _ := Zeros[int](xw.Shape())
		if err := ArgMinTo(i2, xr, axis); err != nil || !ArrayEqual(i2, mw) {
			t.Errorf("ArgMinTo axis %d = %v, %v; want %v", axis, i2, err, mw)
		}
		if err := ArgMaxTo(i3, xr, axis); err != nil || !ArrayEqual(i3, xw) {
			t.Errorf("ArgMaxTo keepdims axis %d = %v, %v; want %v", axis, i3, err, xw)
		}
		if err := dyn.ArgMinTo(i2.Dyn(), xr.Dyn(), axis); err != nil || !ArrayEqual(i2, mw) {
			t.Errorf("dyn.ArgMinTo axis %d = %v, %v; want %v", axis, i2, err, mw)
		}
		if err := dyn.ArgMaxTo(i3.Dyn(), xr.Dyn(), axis); err != nil || !ArrayEqual(i3, xw) {
			t.Errorf("dyn.ArgMaxTo axis %d = %v, %v; want %v", axis, i3, err, xw)
		}
		if err := ArgMinTo(i2, xr, 0, 1); err == nil {
			t.Errorf("ArgMinTo over two axes: no error")
		}
	}
}

// sameFloats reports whether a and b hold the same bits, NaN equal to NaN.
func sameFloats(a, b []float64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if math.Float64bits(a[i]) != math.Float64bits(b[i]) && !(a[i] != a[i] && b[i] != b[i]) {
			return false
		}
	}
	return true
}

// TestDynComparisonsAndItems runs the comparisons' To forms, WhereTo and the
// index items of package dyn against the fixed-rank results.
func TestDynComparisonsAndItems(t *testing.T) {
	x, _ := FromSlice([]float64{3, -1, 0, 2, math.NaN(), 5}, [2]int{2, 3})
	row, _ := FromSlice([]float64{0, -1, 2}, [1]int{3})
	for _, c := range []struct {
		name  string
		fixed func(Tensor[float64, [2]int], any) (Tensor[bool, [2]int], error)
		dynTo func(dyn.Tensor[bool], dyn.Tensor[float64], dyn.Tensor[float64]) error
		to    func(Tensor[bool, [2]int], Tensor[float64, [2]int], Tensor[float64, [1]int]) error
		dn    func(dyn.Tensor[float64], any) (dyn.Tensor[bool], error)
	}{
		{"Less", Less[float64, [2]int], dyn.LessTo[float64], LessTo[float64, [2]int, [2]int, [1]int], dyn.Less[float64]},
		{"LessEqual", LessEqual[float64, [2]int], dyn.LessEqualTo[float64], LessEqualTo[float64, [2]int, [2]int, [1]int], dyn.LessEqual[float64]},
		{"Greater", Greater[float64, [2]int], dyn.GreaterTo[float64], GreaterTo[float64, [2]int, [2]int, [1]int], dyn.Greater[float64]},
		{"GreaterEqual", GreaterEqual[float64, [2]int], dyn.GreaterEqualTo[float64], GreaterEqualTo[float64, [2]int, [2]int, [1]int], dyn.GreaterEqual[float64]},
		{"Equal", Equal[float64, [2]int], dyn.EqualTo[float64], EqualTo[float64, [2]int, [2]int, [1]int], dyn.Equal[float64]},
		{"NotEqual", NotEqual[float64, [2]int], dyn.NotEqualTo[float64], NotEqualTo[float64, [2]int, [2]int, [1]int], dyn.NotEqual[float64]},
	} {
		want, err := c.fixed(x, row)
		if err != nil {
			t.Fatal(err)
		}
		got, _ := Zeros[bool]([2]int{2, 3})
		if err := c.to(got, x, row); err != nil || !ArrayEqual(got, want) {
			t.Errorf("%sTo = %v, %v; want %v", c.name, got, err, want)
		}
		got2, _ := Zeros[bool]([2]int{2, 3})
		if err := c.dynTo(got2.Dyn(), x.Dyn(), row.Dyn()); err != nil || !ArrayEqual(got2, want) {
			t.Errorf("dyn.%sTo = %v, %v; want %v", c.name, got2, err, want)
		}
		d, err := c.dn(x.Dyn(), row)
		if g, _ := FromDyn[[2]int](d); err != nil || !ArrayEqual(g, want) {
			t.Errorf("dyn.%s = %v, %v; want %v", c.name, d, err, want)
		}
	}
	cond, _ := Greater(x, 0)
	w, _ := Where(cond, x, row)
	wd, _ := Zeros[float64]([2]int{2, 3})
	if err := dyn.WhereTo(wd.Dyn(), cond.Dyn(), x.Dyn(), row.Dyn()); err != nil || !sameFloats(wd.Data(), w.Data()) {
		t.Errorf("dyn.WhereTo = %v, %v; want %v", wd, err, w)
	}
	v, err := x.Dyn().Subscript(dyn.Index(-1), dyn.Range(0, 3).By(2))
	if err != nil || v.String() != "[2. 5.]" {
		t.Errorf("dyn items: %v, %v; want [2. 5.]", v, err)
	}
	v, err = x.Dyn().Subscript(dyn.Colon(), dyn.NewAxis(), dyn.Until(1))
	if err != nil || v.Layout().Rank() != 3 || v.Layout().Size() != 2 {
		t.Errorf("dyn.Colon/NewAxis/Until: %v, %v", v, err)
	}
	v, err = x.Dyn().Subscript(dyn.Ellipsis(), dyn.From(2))
	if err != nil || v.String() != "[[0.]\n [5.]]" {
		t.Errorf("dyn.Ellipsis/From: %q, %v", v.String(), err)
	}
}
