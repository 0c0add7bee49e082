//go:build !race

package tensor

import (
	"encoding/json"
	"errors"
	"slices"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// severalRecord is NumPy's reductions over a pair of axes, or over every
// axis (Axes nil), with keepdims=True.
type severalRecord struct {
	Axes []int           `json:"axes"`
	Sum  numArr          `json:"sum"`
	Prod numArr          `json:"prod"`
	Mean numArr          `json:"mean"`
	Max  json.RawMessage `json:"max"`
	Min  json.RawMessage `json:"min"`
	Var  []numArr        `json:"var"`
	Std  []numArr        `json:"std"`
	// Count, Any and All are NumPy's count_nonzero, any and all.
	Count numArr `json:"count_nonzero"`
	Any   numArr `json:"any"`
	All   numArr `json:"all"`
}

type reduceAxesRecord struct {
	View  numView         `json:"view"`
	Pairs []severalRecord `json:"pairs"`
	Every severalRecord   `json:"every"`
	Axes  []struct {
		Prod       numArr          `json:"prod"`
		ArgMinKeep json.RawMessage `json:"argmin_keep"`
	} `json:"axes"`
}

// TestReduceAxesGolden checks the reductions over several axes, in their
// keepdims and dropped-axes forms, and ProdAxes over one axis, against NumPy on the
// golden views through DynTensor, and the fixed-rank forms against the
// Dyn ones.
func TestReduceAxesGolden(t *testing.T) {
	recs := readJSONL[reduceAxesRecord](t, "testdata/numeric.jsonl")
	n := 0
	for i, r := range recs {
		if r.View.Dtype == "i8" {
			n += checkReduceAxes(t, i, r, buildNumView[int64](t, r.View))
		} else {
			n += checkReduceAxes(t, i, r, buildNumView[float64](t, r.View))
		}
	}
	if n < 27000 {
		t.Errorf("only %d checks", n)
	}
}

// axesReduction is one reduction over several axes, its result seen as
// float64: the keepdims and dropped-axes Dyn forms.
type axesReduction[T Real] struct {
	name       string
	keep, drop func(dyn.Tensor[T], ...int) (dyn.Tensor[float64], error)
}

func asFloat[T Real](f func(dyn.Tensor[T], ...int) (dyn.Tensor[T], error)) func(dyn.Tensor[T], ...int) (dyn.Tensor[float64], error) {
	return func(d dyn.Tensor[T], axes ...int) (dyn.Tensor[float64], error) {
		r, err := f(d, axes...)
		return dyn.Map(r, func(v T) float64 { return realPart(v) }), err
	}
}

func asFloatOf[T Real, V any](f func(dyn.Tensor[T], ...int) (dyn.Tensor[V], error), conv func(V) float64) func(dyn.Tensor[T], ...int) (dyn.Tensor[float64], error) {
	return func(d dyn.Tensor[T], axes ...int) (dyn.Tensor[float64], error) {
		r, err := f(d, axes...)
		return dyn.Map(r, conv), err
	}
}

func boolFloat(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

func withDdof[T Real](f func(dyn.Tensor[T], int, ...int) (dyn.Tensor[float64], error), ddof int) func(dyn.Tensor[T], ...int) (dyn.Tensor[float64], error) {
	return func(d dyn.Tensor[T], axes ...int) (dyn.Tensor[float64], error) { return f(d, ddof, axes...) }
}

func axesReductions[T Real]() []axesReduction[T] {
	return []axesReduction[T]{
		{"sum", asFloat(dyn.SumKeepDims[T]), asFloat(dyn.SumAxes[T])},
		{"prod", asFloat(dyn.ProdKeepDims[T]), asFloat(dyn.ProdAxes[T])},
		{"mean", dyn.MeanKeepDims[T], dyn.MeanAxes[T]},
		{"max", asFloat(dyn.MaxKeepDims[T]), asFloat(dyn.MaxAxes[T])},
		{"min", asFloat(dyn.MinKeepDims[T]), asFloat(dyn.MinAxes[T])},
		{"var0", withDdof(dyn.VarKeepDims[T], 0), withDdof(dyn.VarAxes[T], 0)},
		{"var1", withDdof(dyn.VarKeepDims[T], 1), withDdof(dyn.VarAxes[T], 1)},
		{"std0", withDdof(dyn.StdKeepDims[T], 0), withDdof(dyn.StdAxes[T], 0)},
		{"std1", withDdof(dyn.StdKeepDims[T], 1), withDdof(dyn.StdAxes[T], 1)},
		{"count", asFloatOf(dyn.CountNonzeroKeepDims[T], func(c int) float64 { return float64(c) }), asFloatOf(dyn.CountNonzeroAxes[T], func(c int) float64 { return float64(c) })},
		{"any", asFloatOf(dyn.AnyNonzeroKeepDims[T], boolFloat), asFloatOf(dyn.AnyNonzeroAxes[T], boolFloat)},
		{"all", asFloatOf(dyn.AllNonzeroKeepDims[T], boolFloat), asFloatOf(dyn.AllNonzeroAxes[T], boolFloat)},
	}
}

// want returns NumPy's result for the reduction named name, or ok false
// when NumPy refused it (a maximum over an empty axis).
func (s severalRecord) want(name string) (numArr, bool) {
	var raw json.RawMessage
	switch name {
	case "sum":
		return s.Sum, true
	case "prod":
		return s.Prod, true
	case "mean":
		return s.Mean, true
	case "count":
		return s.Count, true
	case "any":
		return s.Any, true
	case "all":
		return s.All, true
	case "var0", "var1":
		return s.Var[name[3]-'0'], true
	case "std0", "std1":
		return s.Std[name[3]-'0'], true
	case "max":
		raw = s.Max
	default:
		raw = s.Min
	}
	var a numArr
	if json.Unmarshal(raw, &a) != nil || a.Shape == nil {
		return a, false
	}
	return a, true
}

func checkReduceAxes[T Real](t *testing.T, i int, r reduceAxesRecord, d dyn.Tensor[T]) int {
	t.Helper()
	checks := 0
	cases := append(slices.Clone(r.Pairs), r.Every)
	for _, c := range cases {
		var mask uint64 = 1<<d.Rank() - 1
		if c.Axes != nil {
			mask = 1<<c.Axes[0] | 1<<c.Axes[1]
		}
		for _, red := range axesReductions[T]() {
			want, ok := c.want(red.name)
			got, err := red.keep(d, c.Axes...)
			dropped, derr := red.drop(d, c.Axes...)
			if !ok {
				if !errors.Is(err, ErrShape) || !errors.Is(derr, ErrShape) {
					t.Errorf("record %d: %s(axis=%v) of an empty axis: %v, %v", i, red.name, c.Axes, err, derr)
				}
				continue
			}
			if err != nil || !sameArr(got, want) {
				t.Errorf("record %d: %s(axis=%v, keepdims) = %v, %v, want %v %v", i, red.name, c.Axes, got, err, want.Shape, want.Vals)
			}
			var shape []int
			for k, n := range want.Shape {
				if mask&(1<<k) == 0 {
					shape = append(shape, n)
				}
			}
			if derr != nil || !sameArr(dropped, numArr{Shape: shape, Vals: want.Vals}) {
				t.Errorf("record %d: %s(axis=%v) = %v, %v, want %v %v", i, red.name, c.Axes, dropped, derr, shape, want.Vals)
			}
			checks += 2
		}
		switch d.Rank() {
		case 2:
			checks += reduceAxesFixed[[2]int, [0]int](t, i, d, c.Axes)
		case 3:
			if c.Axes == nil {
				checks += reduceAxesFixed[[3]int, [0]int](t, i, d, c.Axes)
			} else {
				checks += reduceAxesFixed[[3]int, [1]int](t, i, d, c.Axes)
			}
		}
	}
	for k, a := range r.Axes {
		var want numArr
		am, err := dyn.ArgMinKeepDims(d, k)
		if json.Unmarshal(a.ArgMinKeep, &want) != nil || want.Shape == nil {
			if !errors.Is(err, ErrShape) {
				t.Errorf("record %d: argmin(axis=%d, keepdims) of an empty axis: %v", i, k, err)
			}
		} else if err != nil || !sameArr(dyn.Map(am, func(v int) float64 { return float64(v) }), want) {
			t.Errorf("record %d: argmin(axis=%d, keepdims) = %v, %v, want %v", i, k, am, err, want.Vals)
		}
		got, err := dyn.ProdAxes(d, k)
		if err != nil || !sameArr(dyn.Map(got, func(v T) float64 { return realPart(v) }), a.Prod) {
			t.Errorf("record %d: prod(axis=%d) = %v, %v, want %v", i, k, got, err, a.Prod.Vals)
		}
		checks++
	}
	return checks
}

// reduceAxesFixed checks the fixed-rank forms against the Dyn ones.
func reduceAxesFixed[D, E Dim, T Real](t *testing.T, i int, d dyn.Tensor[T], axes []int) int {
	t.Helper()
	x, err := FromDyn[D](d)
	if err != nil {
		t.Fatal(err)
	}
	check := func(name string, fixed dyn.Tensor[float64], ferr error, dv dyn.Tensor[float64], derr error) {
		t.Helper()
		if (ferr == nil) != (derr == nil) || (ferr != nil && !errors.Is(ferr, ErrShape)) {
			t.Errorf("record %d: %s(axis=%v) fixed error %v, Dyn error %v", i, name, axes, ferr, derr)
			return
		}
		if ferr == nil && !dyn.ArrayEqual(fixed, dv) && !sameArr(fixed, numArr{Shape: dv.Shape(), Vals: toNumVals(dv)}) {
			t.Errorf("record %d: %s(axis=%v) fixed %v, Dyn %v", i, name, axes, fixed, dv)
		}
	}
	f := func(v T) float64 { return realPart(v) }
	{
		a, err1 := SumKeepDims(x, axes...)
		b, err2 := dyn.SumKeepDims(d, axes...)
		check("SumKeepDims", dyn.Map(a.Dyn(), f), err1, dyn.Map(b, f), err2)
		c, err3 := SumAxes[E](x, axes...)
		e, err4 := dyn.SumAxes(d, axes...)
		check("SumAxes", dyn.Map(c.Dyn(), f), err3, dyn.Map(e, f), err4)
	}
	{
		a, err1 := ProdAxes[E](x, axes...)
		b, err2 := dyn.ProdAxes(d, axes...)
		check("ProdAxes", dyn.Map(a.Dyn(), f), err1, dyn.Map(b, f), err2)
		c, err3 := ProdKeepDims(x, axes...)
		e, err4 := dyn.ProdKeepDims(d, axes...)
		check("ProdKeepDims", dyn.Map(c.Dyn(), f), err3, dyn.Map(e, f), err4)
	}
	{
		a, err1 := MeanKeepDims(x, axes...)
		b, err2 := dyn.MeanKeepDims(d, axes...)
		check("MeanKeepDims", a.Dyn(), err1, b, err2)
		c, err3 := MeanAxes[E](x, axes...)
		e, err4 := dyn.MeanAxes(d, axes...)
		check("MeanAxes", c.Dyn(), err3, e, err4)
	}
	{
		a, err1 := MaxAxes[E](x, axes...)
		b, err2 := dyn.MaxAxes(d, axes...)
		check("MaxAxes", dyn.Map(a.Dyn(), f), err1, dyn.Map(b, f), err2)
		c, err3 := MinKeepDims(x, axes...)
		e, err4 := dyn.MinKeepDims(d, axes...)
		check("MinKeepDims", dyn.Map(c.Dyn(), f), err3, dyn.Map(e, f), err4)
		g, err5 := MaxKeepDims(x, axes...)
		h, err6 := dyn.MaxKeepDims(d, axes...)
		check("MaxKeepDims", dyn.Map(g.Dyn(), f), err5, dyn.Map(h, f), err6)
		m, err7 := MinAxes[E](x, axes...)
		n, err8 := dyn.MinAxes(d, axes...)
		check("MinAxes", dyn.Map(m.Dyn(), f), err7, dyn.Map(n, f), err8)
	}
	{
		a, err1 := VarKeepDims(x, 1, axes...)
		b, err2 := dyn.VarKeepDims(d, 1, axes...)
		check("VarKeepDims", a.Dyn(), err1, b, err2)
		c, err3 := StdAxes[E](x, 0, axes...)
		e, err4 := dyn.StdAxes(d, 0, axes...)
		check("StdAxes", c.Dyn(), err3, e, err4)
		g, err5 := VarAxes[E](x, 0, axes...)
		h, err6 := dyn.VarAxes(d, 0, axes...)
		check("VarAxes", g.Dyn(), err5, h, err6)
		m, err7 := StdKeepDims(x, 1, axes...)
		n, err8 := dyn.StdKeepDims(d, 1, axes...)
		check("StdKeepDims", m.Dyn(), err7, n, err8)
	}
	{
		a, err1 := CountNonzeroKeepDims(x, axes...)
		b, err2 := dyn.CountNonzeroKeepDims(d, axes...)
		conv := func(v int) float64 { return float64(v) }
		check("CountNonzeroKeepDims", dyn.Map(a.Dyn(), conv), err1, dyn.Map(b, conv), err2)
		c, err3 := AnyNonzeroAxes[E](x, axes...)
		e, err4 := dyn.AnyNonzeroAxes(d, axes...)
		check("AnyNonzeroAxes", dyn.Map(c.Dyn(), boolFloat), err3, dyn.Map(e, boolFloat), err4)
		g, err5 := AllNonzeroKeepDims(x, axes...)
		h, err6 := dyn.AllNonzeroKeepDims(d, axes...)
		check("AllNonzeroKeepDims", dyn.Map(g.Dyn(), boolFloat), err5, dyn.Map(h, boolFloat), err6)
		m, err7 := CountNonzeroAxes[E](x, axes...)
		n, err8 := dyn.CountNonzeroAxes(d, axes...)
		check("CountNonzeroAxes", dyn.Map(m.Dyn(), conv), err7, dyn.Map(n, conv), err8)
		if axes != nil {
			p, err9 := ArgMaxKeepDims(x, axes[1])
			q, err10 := dyn.ArgMaxKeepDims(d, axes[1])
			check("ArgMaxKeepDims", dyn.Map(p.Dyn(), conv), err9, dyn.Map(q, conv), err10)
		}
	}
	if x.Rank() >= 1 {
		var k int
		if axes != nil {
			k = axes[0]
		}
		if x.Rank() == 2 {
			a, err1 := ProdAxes[[1]int](x, k)
			b, err2 := dyn.ProdAxes(d, k)
			check("ProdAxes", dyn.Map(a.Dyn(), f), err1, dyn.Map(b, f), err2)
		}
	}
	return 1
}

// TestArgWhereGolden checks ArgWhere (NumPy's argwhere) on the golden
// views, NaN counting as nonzero, through DynTensor and at fixed rank.
func TestArgWhereGolden(t *testing.T) {
	type rec struct {
		View     numView `json:"view"`
		ArgWhere numArr  `json:"argwhere"`
	}
	n := 0
	for i, r := range readJSONL[rec](t, "testdata/numeric.jsonl") {
		var got dyn.Tensor[int]
		var fixed dyn.Tensor[int]
		var err, ferr error
		if r.View.Dtype == "i8" {
			d := buildNumView[int64](t, r.View)
			got, err = dyn.ArgWhere(d)
			fixed, ferr = argWhereFixed(d)
		} else {
			d := buildNumView[float64](t, r.View)
			got, err = dyn.ArgWhere(d)
			fixed, ferr = argWhereFixed(d)
		}
		conv := func(v int) float64 { return float64(v) }
		if err != nil || !sameArr(dyn.Map(got, conv), r.ArgWhere) {
			t.Errorf("record %d: argwhere = %v, %v, want %v %v", i, got, err, r.ArgWhere.Shape, r.ArgWhere.Vals)
		}
		if ferr != nil || !dyn.ArrayEqual(fixed, got) {
			t.Errorf("record %d: ArgWhere fixed %v (%v), Dyn %v", i, fixed, ferr, got)
		}
		n += len(r.ArgWhere.Vals)
	}
	if n < 1000 {
		t.Errorf("only %d index values checked", n)
	}
}

func argWhereFixed[T Real](d dyn.Tensor[T]) (dyn.Tensor[int], error) {
	var w Tensor[int, [2]int]
	var err error
	switch d.Rank() {
	case 1:
		x, _ := FromDyn[[1]int](d)
		w, err = ArgWhere(x)
	case 2:
		x, _ := FromDyn[[2]int](d)
		w, err = ArgWhere(x)
	case 3:
		x, _ := FromDyn[[3]int](d)
		w, err = ArgWhere(x)
	default:
		x, _ := FromDyn[[4]int](d)
		w, err = ArgWhere(x)
	}
	return w.Dyn(), err
}
