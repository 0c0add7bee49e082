package tensor

import (
	"encoding/json"
	"errors"
	"slices"
	"testing"
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
// keepdims and dropped-axes forms, and ProdAxis, against NumPy on the
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
	keep, drop func(DynTensor[T], ...int) (DynTensor[float64], error)
}

func asFloat[T Real](f func(DynTensor[T], ...int) (DynTensor[T], error)) func(DynTensor[T], ...int) (DynTensor[float64], error) {
	return func(d DynTensor[T], axes ...int) (DynTensor[float64], error) {
		r, err := f(d, axes...)
		return MapDyn(r, func(v T) float64 { return realPart(v) }), err
	}
}

func asFloatOf[T Real, V any](f func(DynTensor[T], ...int) (DynTensor[V], error), conv func(V) float64) func(DynTensor[T], ...int) (DynTensor[float64], error) {
	return func(d DynTensor[T], axes ...int) (DynTensor[float64], error) {
		r, err := f(d, axes...)
		return MapDyn(r, conv), err
	}
}

func boolFloat(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

func withDdof[T Real](f func(DynTensor[T], int, ...int) (DynTensor[float64], error), ddof int) func(DynTensor[T], ...int) (DynTensor[float64], error) {
	return func(d DynTensor[T], axes ...int) (DynTensor[float64], error) { return f(d, ddof, axes...) }
}

func axesReductions[T Real]() []axesReduction[T] {
	return []axesReduction[T]{
		{"sum", asFloat(SumKeepDimsDyn[T]), asFloat(SumAxesDyn[T])},
		{"prod", asFloat(ProdKeepDimsDyn[T]), asFloat(ProdAxesDyn[T])},
		{"mean", MeanKeepDimsDyn[T], MeanAxesDyn[T]},
		{"max", asFloat(MaxKeepDimsDyn[T]), asFloat(MaxAxesDyn[T])},
		{"min", asFloat(MinKeepDimsDyn[T]), asFloat(MinAxesDyn[T])},
		{"var0", withDdof(VarKeepDimsDyn[T], 0), withDdof(VarAxesDyn[T], 0)},
		{"var1", withDdof(VarKeepDimsDyn[T], 1), withDdof(VarAxesDyn[T], 1)},
		{"std0", withDdof(StdKeepDimsDyn[T], 0), withDdof(StdAxesDyn[T], 0)},
		{"std1", withDdof(StdKeepDimsDyn[T], 1), withDdof(StdAxesDyn[T], 1)},
		{"count", asFloatOf(CountNonzeroKeepDimsDyn[T], func(c int) float64 { return float64(c) }), asFloatOf(CountNonzeroAxesDyn[T], func(c int) float64 { return float64(c) })},
		{"any", asFloatOf(AnyNonzeroKeepDimsDyn[T], boolFloat), asFloatOf(AnyNonzeroAxesDyn[T], boolFloat)},
		{"all", asFloatOf(AllNonzeroKeepDimsDyn[T], boolFloat), asFloatOf(AllNonzeroAxesDyn[T], boolFloat)},
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

func checkReduceAxes[T Real](t *testing.T, i int, r reduceAxesRecord, d DynTensor[T]) int {
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
		am, err := ArgMinKeepDimsDyn(d, k)
		if json.Unmarshal(a.ArgMinKeep, &want) != nil || want.Shape == nil {
			if !errors.Is(err, ErrShape) {
				t.Errorf("record %d: argmin(axis=%d, keepdims) of an empty axis: %v", i, k, err)
			}
		} else if err != nil || !sameArr(MapDyn(am, func(v int) float64 { return float64(v) }), want) {
			t.Errorf("record %d: argmin(axis=%d, keepdims) = %v, %v, want %v", i, k, am, err, want.Vals)
		}
		got, err := ProdAxisDyn(d, k)
		if err != nil || !sameArr(MapDyn(got, func(v T) float64 { return realPart(v) }), a.Prod) {
			t.Errorf("record %d: prod(axis=%d) = %v, %v, want %v", i, k, got, err, a.Prod.Vals)
		}
		checks++
	}
	return checks
}

// reduceAxesFixed checks the fixed-rank forms against the Dyn ones.
func reduceAxesFixed[D, E Dim, T Real](t *testing.T, i int, d DynTensor[T], axes []int) int {
	t.Helper()
	x, err := TensorOf[D](d)
	if err != nil {
		t.Fatal(err)
	}
	check := func(name string, fixed DynTensor[float64], ferr error, dyn DynTensor[float64], derr error) {
		t.Helper()
		if (ferr == nil) != (derr == nil) || (ferr != nil && !errors.Is(ferr, ErrShape)) {
			t.Errorf("record %d: %s(axis=%v) fixed error %v, Dyn error %v", i, name, axes, ferr, derr)
			return
		}
		if ferr == nil && !ArrayEqualDyn(fixed, dyn) && !sameArr(fixed, numArr{Shape: dyn.Shape(), Vals: toNumVals(dyn)}) {
			t.Errorf("record %d: %s(axis=%v) fixed %v, Dyn %v", i, name, axes, fixed, dyn)
		}
	}
	f := func(v T) float64 { return realPart(v) }
	{
		a, err1 := SumKeepDims(x, axes...)
		b, err2 := SumKeepDimsDyn(d, axes...)
		check("SumKeepDims", MapDyn(a.Dyn(), f), err1, MapDyn(b, f), err2)
		c, err3 := SumAxes[E](x, axes...)
		e, err4 := SumAxesDyn(d, axes...)
		check("SumAxes", MapDyn(c.Dyn(), f), err3, MapDyn(e, f), err4)
	}
	{
		a, err1 := ProdAxes[E](x, axes...)
		b, err2 := ProdAxesDyn(d, axes...)
		check("ProdAxes", MapDyn(a.Dyn(), f), err1, MapDyn(b, f), err2)
		c, err3 := ProdKeepDims(x, axes...)
		e, err4 := ProdKeepDimsDyn(d, axes...)
		check("ProdKeepDims", MapDyn(c.Dyn(), f), err3, MapDyn(e, f), err4)
	}
	{
		a, err1 := MeanKeepDims(x, axes...)
		b, err2 := MeanKeepDimsDyn(d, axes...)
		check("MeanKeepDims", a.Dyn(), err1, b, err2)
		c, err3 := MeanAxes[E](x, axes...)
		e, err4 := MeanAxesDyn(d, axes...)
		check("MeanAxes", c.Dyn(), err3, e, err4)
	}
	{
		a, err1 := MaxAxes[E](x, axes...)
		b, err2 := MaxAxesDyn(d, axes...)
		check("MaxAxes", MapDyn(a.Dyn(), f), err1, MapDyn(b, f), err2)
		c, err3 := MinKeepDims(x, axes...)
		e, err4 := MinKeepDimsDyn(d, axes...)
		check("MinKeepDims", MapDyn(c.Dyn(), f), err3, MapDyn(e, f), err4)
		g, err5 := MaxKeepDims(x, axes...)
		h, err6 := MaxKeepDimsDyn(d, axes...)
		check("MaxKeepDims", MapDyn(g.Dyn(), f), err5, MapDyn(h, f), err6)
		m, err7 := MinAxes[E](x, axes...)
		n, err8 := MinAxesDyn(d, axes...)
		check("MinAxes", MapDyn(m.Dyn(), f), err7, MapDyn(n, f), err8)
	}
	{
		a, err1 := VarKeepDims(x, 1, axes...)
		b, err2 := VarKeepDimsDyn(d, 1, axes...)
		check("VarKeepDims", a.Dyn(), err1, b, err2)
		c, err3 := StdAxes[E](x, 0, axes...)
		e, err4 := StdAxesDyn(d, 0, axes...)
		check("StdAxes", c.Dyn(), err3, e, err4)
		g, err5 := VarAxes[E](x, 0, axes...)
		h, err6 := VarAxesDyn(d, 0, axes...)
		check("VarAxes", g.Dyn(), err5, h, err6)
		m, err7 := StdKeepDims(x, 1, axes...)
		n, err8 := StdKeepDimsDyn(d, 1, axes...)
		check("StdKeepDims", m.Dyn(), err7, n, err8)
	}
	{
		a, err1 := CountNonzeroKeepDims(x, axes...)
		b, err2 := CountNonzeroKeepDimsDyn(d, axes...)
		conv := func(v int) float64 { return float64(v) }
		check("CountNonzeroKeepDims", MapDyn(a.Dyn(), conv), err1, MapDyn(b, conv), err2)
		c, err3 := AnyNonzeroAxes[E](x, axes...)
		e, err4 := AnyNonzeroAxesDyn(d, axes...)
		check("AnyNonzeroAxes", MapDyn(c.Dyn(), boolFloat), err3, MapDyn(e, boolFloat), err4)
		g, err5 := AllNonzeroKeepDims(x, axes...)
		h, err6 := AllNonzeroKeepDimsDyn(d, axes...)
		check("AllNonzeroKeepDims", MapDyn(g.Dyn(), boolFloat), err5, MapDyn(h, boolFloat), err6)
		m, err7 := CountNonzeroAxes[E](x, axes...)
		n, err8 := CountNonzeroAxesDyn(d, axes...)
		check("CountNonzeroAxes", MapDyn(m.Dyn(), conv), err7, MapDyn(n, conv), err8)
		if axes != nil {
			p, err9 := ArgMaxKeepDims(x, axes[1])
			q, err10 := ArgMaxKeepDimsDyn(d, axes[1])
			check("ArgMaxKeepDims", MapDyn(p.Dyn(), conv), err9, MapDyn(q, conv), err10)
		}
	}
	if x.Rank() >= 1 {
		var k int
		if axes != nil {
			k = axes[0]
		}
		if x.Rank() == 2 {
			a, err1 := ProdAxis[[1]int](x, k)
			b, err2 := ProdAxisDyn(d, k)
			check("ProdAxis", MapDyn(a.Dyn(), f), err1, MapDyn(b, f), err2)
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
		var got DynTensor[int]
		var fixed DynTensor[int]
		var err, ferr error
		if r.View.Dtype == "i8" {
			d := buildNumView[int64](t, r.View)
			got, err = ArgWhereDyn(d)
			fixed, ferr = argWhereFixed(d)
		} else {
			d := buildNumView[float64](t, r.View)
			got, err = ArgWhereDyn(d)
			fixed, ferr = argWhereFixed(d)
		}
		conv := func(v int) float64 { return float64(v) }
		if err != nil || !sameArr(MapDyn(got, conv), r.ArgWhere) {
			t.Errorf("record %d: argwhere = %v, %v, want %v %v", i, got, err, r.ArgWhere.Shape, r.ArgWhere.Vals)
		}
		if ferr != nil || !ArrayEqualDyn(fixed, got) {
			t.Errorf("record %d: ArgWhere fixed %v (%v), Dyn %v", i, fixed, ferr, got)
		}
		n += len(r.ArgWhere.Vals)
	}
	if n < 1000 {
		t.Errorf("only %d index values checked", n)
	}
}

func argWhereFixed[T Real](d DynTensor[T]) (DynTensor[int], error) {
	var w Tensor[int, [2]int]
	var err error
	switch d.Rank() {
	case 1:
		x, _ := TensorOf[[1]int](d)
		w, err = ArgWhere(x)
	case 2:
		x, _ := TensorOf[[2]int](d)
		w, err = ArgWhere(x)
	case 3:
		x, _ := TensorOf[[3]int](d)
		w, err = ArgWhere(x)
	default:
		x, _ := TensorOf[[4]int](d)
		w, err = ArgWhere(x)
	}
	return w.Dyn(), err
}
