//go:build !race

package tensor

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// NumPy's results at the edges replayed bit for bit: signed zeros in
// running sums and products and in Clip, NaN clip bounds, the variance of
// no element with every ddof, and axis 0 or -1 of a rank-0 tensor for
// every reduction. testdata/edges.jsonl is written by
// scripts/golden_edges.py.

// edgeArr is an array of testdata/edges.jsonl: floats are strings (Python's
// repr), integers JSON numbers, bools JSON bools.
type edgeArr struct {
	Dtype string            `json:"dtype"`
	Shape []int             `json:"shape"`
	Vals  []json.RawMessage `json:"vals"`
}

type edgeRec struct {
	Op       string          `json:"op"`
	X        edgeArr         `json:"x"`
	Axis     json.RawMessage `json:"axis"` // null, an integer or a list
	Keepdims bool            `json:"keepdims"`
	Ddof     int             `json:"ddof"`
	Lo       json.RawMessage `json:"lo"`
	Hi       json.RawMessage `json:"hi"`
	Out      *edgeArr        `json:"out"`
	Error    string          `json:"error"`
}

// edgeValue decodes one golden element as a float64, exactly: a float's
// repr, an integer, or a bool as 1 or 0.
func edgeValue(t *testing.T, raw json.RawMessage) float64 {
	t.Helper()
	var s string
	if json.Unmarshal(raw, &s) == nil {
		f, err := strconv.ParseFloat(s, 64)
		if err != nil {
			t.Fatalf("golden float %s: %v", raw, err)
		}
		return f
	}
	var b bool
	if json.Unmarshal(raw, &b) == nil {
		if b {
			return 1
		}
		return 0
	}
	var i int64
	if err := json.Unmarshal(raw, &i); err != nil {
		t.Fatalf("golden value %s: %v", raw, err)
	}
	return float64(i)
}

// edgeInput builds the record's input, a C-contiguous DynTensor[T].
func edgeInput[T Real](t *testing.T, a edgeArr) dyn.Tensor[T] {
	t.Helper()
	data := make([]T, len(a.Vals))
	for i, raw := range a.Vals {
		data[i] = T(edgeValue(t, raw))
	}
	d, err := dyn.FromSlice(data, a.Shape...)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// edgeAxes decodes the record's axis: none (every axis), one, or a list.
func edgeAxes(t *testing.T, raw json.RawMessage) (axes []int, one, none bool) {
	t.Helper()
	if len(raw) == 0 || string(raw) == "null" {
		return nil, false, true
	}
	var k int
	if json.Unmarshal(raw, &k) == nil {
		return []int{k}, true, false
	}
	if err := json.Unmarshal(raw, &axes); err != nil {
		t.Fatalf("golden axis %s: %v", raw, err)
	}
	return axes, false, false
}

// edgeForm is one of our functions computing a record, with its result
// as float64.
type edgeForm struct {
	name string
	f    func() (dyn.Tensor[float64], error)
}

// asF64 converts a new C-contiguous result to float64, exactly for every
// element type the records use (bools as 1 and 0).
func asF64[V any](d dyn.Tensor[V], err error) (dyn.Tensor[float64], error) {
	if err != nil {
		return dyn.Tensor[float64]{}, err
	}
	out := make([]float64, len(d.Data()))
	for i, v := range d.Data() {
		switch x := any(v).(type) {
		case float64:
			out[i] = x
		case float32:
			out[i] = float64(x)
		case int64:
			out[i] = float64(x)
		case int:
			out[i] = float64(x)
		case bool:
			if x {
				out[i] = 1
			}
		default:
			panic(fmt.Sprintf("asF64: element type %T", v))
		}
	}
	return dyn.FromSlice(out, d.Shape()...)
}

// scalarF64 is asF64 for a whole-tensor result: a rank-0 tensor.
func scalarF64[V any](v V, err error) (dyn.Tensor[float64], error) {
	if err != nil {
		return dyn.Tensor[float64]{}, err
	}
	return asF64(dyn.Full(v))
}

// fixedF64 is asF64 for a fixed-rank result.
func fixedF64[V any, D Dim](t Tensor[V, D], err error) (dyn.Tensor[float64], error) {
	if err != nil {
		return dyn.Tensor[float64]{}, err
	}
	return asF64(t.Dyn(), nil)
}

// TestEdgesGolden checks every record against each form of the operation:
// whole-tensor, Axis, Axes, KeepDims and To forms, at fixed rank and for
// DynTensor, comparing element bits (so -0 differs from 0; NaN matches
// NaN) and the exception NumPy raised (AxisError is [ErrAxis]).
func TestEdgesGolden(t *testing.T) {
	recs := readJSONL[edgeRec](t, "testdata/edges.jsonl")
	if len(recs) < 1000 {
		t.Fatalf("%d records, want the whole file", len(recs))
	}
	checked := 0
	for i, r := range recs {
		switch r.X.Dtype {
		case "f8":
			checked += checkEdge(t, i, r, edgeInput[float64](t, r.X))
		case "f4":
			checked += checkEdge(t, i, r, edgeInput[float32](t, r.X))
		case "i8":
			checked += checkEdge(t, i, r, edgeInput[int64](t, r.X))
		default:
			t.Fatalf("record %d: dtype %q", i, r.X.Dtype)
		}
	}
	if checked < 3*len(recs) {
		t.Errorf("only %d calls checked for %d records", checked, len(recs))
	}
}

// checkEdge runs every form of record r on x and returns how many ran.
func checkEdge[T Real](t *testing.T, i int, r edgeRec, x dyn.Tensor[T]) int {
	t.Helper()
	axes, one, none := edgeAxes(t, r.Axis)
	forms := dynForms(t, r, x, axes, one, none)
	rank := x.Rank()
	res := 0 // the result's rank without keepdims
	switch {
	case none, rank == 0:
	default:
		res = rank - len(axes)
	}
	if r.Op == "cumsum" || r.Op == "cumprod" || r.Op == "clip" {
		res = rank
	}
	switch {
	case rank == 0:
		forms = append(forms, fixedForms[T, [0]int, [0]int](t, r, x, axes, one, none)...)
	case rank == 1 && res == 0:
		forms = append(forms, fixedForms[T, [1]int, [0]int](t, r, x, axes, one, none)...)
	case rank == 1 && res == 1:
		forms = append(forms, fixedForms[T, [1]int, [1]int](t, r, x, axes, one, none)...)
	case rank == 2 && res == 0:
		forms = append(forms, fixedForms[T, [2]int, [0]int](t, r, x, axes, one, none)...)
	case rank == 2 && res == 1:
		forms = append(forms, fixedForms[T, [2]int, [1]int](t, r, x, axes, one, none)...)
	case rank == 2 && res == 2:
		forms = append(forms, fixedForms[T, [2]int, [2]int](t, r, x, axes, one, none)...)
	case rank == 3 && res == 0:
		forms = append(forms, fixedForms[T, [3]int, [0]int](t, r, x, axes, one, none)...)
	case rank == 3 && res == 1:
		forms = append(forms, fixedForms[T, [3]int, [1]int](t, r, x, axes, one, none)...)
	case rank == 3 && res == 2:
		forms = append(forms, fixedForms[T, [3]int, [2]int](t, r, x, axes, one, none)...)
	case rank == 3 && res == 3:
		forms = append(forms, fixedForms[T, [3]int, [3]int](t, r, x, axes, one, none)...)
	default:
		t.Fatalf("record %d: no fixed ranks for rank %d to %d", i, rank, res)
	}
	if len(forms) == 0 {
		t.Fatalf("record %d: no form for %s axis %s keepdims %v", i, r.Op, r.Axis, r.Keepdims)
	}
	for _, fm := range forms {
		got, err := fm.f()
		checkEdgeResult(t, fmt.Sprintf("record %d (%s of %s %v %v, axis %s, keepdims %v, ddof %d, lo %s, hi %s): %s",
			i, r.Op, r.X.Dtype, r.X.Shape, rawVals(r.X.Vals), r.Axis, r.Keepdims, r.Ddof, r.Lo, r.Hi, fm.name), r, got, err)
	}
	return len(forms)
}

func rawVals(v []json.RawMessage) []string {
	out := make([]string, len(v))
	for i, x := range v {
		out[i] = string(x)
	}
	return out
}

// checkEdgeResult compares one result with NumPy's, bit for bit.
func checkEdgeResult(t *testing.T, what string, r edgeRec, got dyn.Tensor[float64], err error) {
	t.Helper()
	if r.Error != "" {
		want := map[string]error{"AxisError": ErrAxis, "ValueError": ErrShape}[r.Error]
		if want == nil {
			t.Fatalf("%s: NumPy raised %s, which no sentinel stands for", what, r.Error)
		}
		if !errors.Is(err, want) {
			t.Errorf("%s: %v, %v; want an error wrapping %v (NumPy's %s)", what, got, err, want, r.Error)
		}
		return
	}
	if err != nil {
		t.Errorf("%s: %v", what, err)
		return
	}
	wantShape := r.Out.Shape
	if len(r.X.Shape) == 0 && (strings.HasSuffix(what, ": CumSumAxis") || strings.HasSuffix(what, ": CumProdAxis")) {
		// NumPy's cumsum of a 0-d array has shape (1,), which a rank-0
		// Tensor cannot hold: the fixed-rank form keeps rank 0.
		wantShape = []int{}
	}
	if !slices.Equal(got.Shape(), wantShape) || len(got.Data()) != len(r.Out.Vals) {
		t.Errorf("%s: shape %v (%d elements), want %v (%d)", what, got.Shape(), len(got.Data()), wantShape, len(r.Out.Vals))
		return
	}
	for k, raw := range r.Out.Vals {
		w, g := edgeValue(t, raw), got.Data()[k]
		if math.Float64bits(w) != math.Float64bits(g) && !(math.IsNaN(w) && math.IsNaN(g)) {
			t.Errorf("%s: element %d is %v (%#x), want %v (%#x); got %v", what, k, g, math.Float64bits(g), w, math.Float64bits(w), got.Data())
			return
		}
	}
}

// dynForms returns the DynTensor forms of record r.
func dynForms[T Real](t *testing.T, r edgeRec, x dyn.Tensor[T], axes []int, one, none bool) []edgeForm {
	t.Helper()
	var fs []edgeForm
	add := func(name string, f func() (dyn.Tensor[float64], error)) { fs = append(fs, edgeForm{name, f}) }
	keep := r.Keepdims
	// dst returns a C-contiguous destination of NumPy's result shape (of
	// rank 0 when NumPy raised: the call must fail on the axis).
	dst := func() []int {
		if r.Out == nil {
			return nil
		}
		return r.Out.Shape
	}
	type axesFn[V any] func(dyn.Tensor[T], ...int) (dyn.Tensor[V], error)
	type axesToFn[V any] func(dyn.Tensor[V], dyn.Tensor[T], ...int) error
	type axisFn[V any] func(dyn.Tensor[T], int) (dyn.Tensor[V], error)
	type axisToFn[V any] func(dyn.Tensor[V], dyn.Tensor[T], int) error
	reduce := func(flat func() (dyn.Tensor[float64], error), axisF axisFn[T], axisTo axisToFn[T], axesF, keepF axesFn[T], axesTo axesToFn[T]) {
		switch {
		case none && !keep:
			add("flat", flat)
			add("AxesDyn()", func() (dyn.Tensor[float64], error) { return asF64(axesF(x)) })
		case none:
			add("KeepDimsDyn()", func() (dyn.Tensor[float64], error) { return asF64(keepF(x)) })
		case keep:
			add("KeepDimsDyn", func() (dyn.Tensor[float64], error) { return asF64(keepF(x, axes...)) })
		default:
			if one && axisF != nil {
				add("AxisDyn", func() (dyn.Tensor[float64], error) { return asF64(axisF(x, axes[0])) })
			}
			add("AxesDyn", func() (dyn.Tensor[float64], error) { return asF64(axesF(x, axes...)) })
		}
		if none {
			return
		}
		if axesTo != nil {
			add("AxesToDyn", func() (dyn.Tensor[float64], error) {
				d, err := dyn.Zeros[T](dst()...)
				if err != nil {
					return dyn.Tensor[float64]{}, err
				}
				if err := axesTo(d, x, axes...); err != nil {
					return dyn.Tensor[float64]{}, err
				}
				return asF64(d, nil)
			})
		}
		if one && !keep && axisTo != nil {
			add("AxisToDyn", func() (dyn.Tensor[float64], error) {
				d, err := dyn.Zeros[T](dst()...)
				if err != nil {
					return dyn.Tensor[float64]{}, err
				}
				if err := axisTo(d, x, axes[0]); err != nil {
					return dyn.Tensor[float64]{}, err
				}
				return asF64(d, nil)
			})
		}
	}
	floatAxes := func(flat func() (float64, error), axisF axisFn[float64], axisTo axisToFn[float64], axesF, keepF axesFn[float64], axesTo axesToFn[float64]) {
		switch {
		case none && !keep:
			add("flat", func() (dyn.Tensor[float64], error) { return scalarF64(flat()) })
			add("AxesDyn()", func() (dyn.Tensor[float64], error) { return axesF(x) })
		case none:
			add("KeepDimsDyn()", func() (dyn.Tensor[float64], error) { return keepF(x) })
		case keep:
			add("KeepDimsDyn", func() (dyn.Tensor[float64], error) { return keepF(x, axes...) })
		default:
			if one && axisF != nil {
				add("AxisDyn", func() (dyn.Tensor[float64], error) { return axisF(x, axes[0]) })
			}
			add("AxesDyn", func() (dyn.Tensor[float64], error) { return axesF(x, axes...) })
		}
		if none {
			return
		}
		if axesTo != nil {
			add("AxesToDyn", func() (dyn.Tensor[float64], error) {
				d, err := dyn.Zeros[float64](dst()...)
				if err == nil {
					err = axesTo(d, x, axes...)
				}
				return d, err
			})
		}
		if one && !keep && axisTo != nil {
			add("AxisToDyn", func() (dyn.Tensor[float64], error) {
				d, err := dyn.Zeros[float64](dst()...)
				if err == nil {
					err = axisTo(d, x, axes[0])
				}
				return d, err
			})
		}
	}
	ddof := r.Ddof
	withDdof := func(f func(dyn.Tensor[T], int, ...int) (dyn.Tensor[float64], error)) axesFn[float64] {
		return func(d dyn.Tensor[T], axes ...int) (dyn.Tensor[float64], error) { return f(d, ddof, axes...) }
	}
	withDdofAxis := func(f func(dyn.Tensor[T], int, ...int) (dyn.Tensor[float64], error)) axisFn[float64] {
		return func(d dyn.Tensor[T], axis int) (dyn.Tensor[float64], error) { return f(d, ddof, axis) }
	}
	nonzero := func(flat func() (dyn.Tensor[float64], error), axisF func(dyn.Tensor[T], int) (dyn.Tensor[float64], error), axesF, keepF func(dyn.Tensor[T], ...int) (dyn.Tensor[float64], error)) {
		switch {
		case none && !keep:
			add("flat", flat)
			add("AxesDyn()", func() (dyn.Tensor[float64], error) { return axesF(x) })
		case none:
			add("KeepDimsDyn()", func() (dyn.Tensor[float64], error) { return keepF(x) })
		case keep:
			add("KeepDimsDyn", func() (dyn.Tensor[float64], error) { return keepF(x, axes...) })
		default:
			if one {
				add("AxisDyn", func() (dyn.Tensor[float64], error) { return axisF(x, axes[0]) })
			}
			add("AxesDyn", func() (dyn.Tensor[float64], error) { return axesF(x, axes...) })
		}
	}
	switch r.Op {
	case "sum":
		reduce(func() (dyn.Tensor[float64], error) { return scalarF64(dyn.Sum(x)) },
			axis1(dyn.SumAxes[T]), axisTo1(dyn.SumTo[T, T]), dyn.SumAxes[T], dyn.SumKeepDims[T], dyn.SumTo[T, T])
	case "prod":
		reduce(func() (dyn.Tensor[float64], error) { return scalarF64(dyn.Prod(x)) },
			axis1(dyn.ProdAxes[T]), nil, dyn.ProdAxes[T], dyn.ProdKeepDims[T], dyn.ProdTo[T, T])
	case "min":
		reduce(func() (dyn.Tensor[float64], error) { return scalarF64(dyn.Min(x)) },
			axis1(dyn.MinAxes[T]), axisTo1(dyn.MinTo[T]), dyn.MinAxes[T], dyn.MinKeepDims[T], dyn.MinTo[T])
	case "max":
		reduce(func() (dyn.Tensor[float64], error) { return scalarF64(dyn.Max(x)) },
			axis1(dyn.MaxAxes[T]), axisTo1(dyn.MaxTo[T]), dyn.MaxAxes[T], dyn.MaxKeepDims[T], dyn.MaxTo[T])
	case "mean":
		floatAxes(func() (float64, error) { return dyn.Mean(x), nil },
			axis1(dyn.MeanAxes[T]), axisTo1(dyn.MeanTo[float64, T]), dyn.MeanAxes[T], dyn.MeanKeepDims[T], dyn.MeanTo[float64, T])
	case "var":
		floatAxes(func() (float64, error) { return dyn.Var(x, ddof) },
			withDdofAxis(dyn.VarAxes[T]), nil, withDdof(dyn.VarAxes[T]), withDdof(dyn.VarKeepDims[T]), nil)
	case "std":
		floatAxes(func() (float64, error) { return dyn.Std(x, ddof) },
			withDdofAxis(dyn.StdAxes[T]), nil, withDdof(dyn.StdAxes[T]), withDdof(dyn.StdKeepDims[T]), nil)
	case "argmin", "argmax":
		max := r.Op == "argmax"
		switch {
		case none && keep: // no KeepDims form without an axis
		case none:
			add("flat", func() (dyn.Tensor[float64], error) {
				if max {
					return scalarF64(dyn.ArgMax(x))
				}
				return scalarF64(dyn.ArgMin(x))
			})
		case keep:
			add("KeepDimsDyn", func() (dyn.Tensor[float64], error) {
				if max {
					return asF64(dyn.ArgMaxKeepDims(x, axes[0]))
				}
				return asF64(dyn.ArgMinKeepDims(x, axes[0]))
			})
		default:
			add("AxisDyn", func() (dyn.Tensor[float64], error) {
				if max {
					return asF64(dyn.ArgMaxAxes(x, axes[0]))
				}
				return asF64(dyn.ArgMinAxes(x, axes[0]))
			})
		}
	case "count_nonzero":
		nonzero(func() (dyn.Tensor[float64], error) { return scalarF64(dyn.CountNonzero(x), nil) },
			func(d dyn.Tensor[T], k int) (dyn.Tensor[float64], error) { return asF64(dyn.CountNonzeroAxes(d, k)) },
			func(d dyn.Tensor[T], a ...int) (dyn.Tensor[float64], error) {
				return asF64(dyn.CountNonzeroAxes(d, a...))
			},
			func(d dyn.Tensor[T], a ...int) (dyn.Tensor[float64], error) {
				return asF64(dyn.CountNonzeroKeepDims(d, a...))
			})
	case "any":
		nonzero(func() (dyn.Tensor[float64], error) { return scalarF64(dyn.AnyNonzero(x), nil) },
			func(d dyn.Tensor[T], k int) (dyn.Tensor[float64], error) { return asF64(dyn.AnyNonzeroAxes(d, k)) },
			func(d dyn.Tensor[T], a ...int) (dyn.Tensor[float64], error) {
				return asF64(dyn.AnyNonzeroAxes(d, a...))
			},
			func(d dyn.Tensor[T], a ...int) (dyn.Tensor[float64], error) {
				return asF64(dyn.AnyNonzeroKeepDims(d, a...))
			})
	case "all":
		nonzero(func() (dyn.Tensor[float64], error) { return scalarF64(dyn.AllNonzero(x), nil) },
			func(d dyn.Tensor[T], k int) (dyn.Tensor[float64], error) { return asF64(dyn.AllNonzeroAxes(d, k)) },
			func(d dyn.Tensor[T], a ...int) (dyn.Tensor[float64], error) {
				return asF64(dyn.AllNonzeroAxes(d, a...))
			},
			func(d dyn.Tensor[T], a ...int) (dyn.Tensor[float64], error) {
				return asF64(dyn.AllNonzeroKeepDims(d, a...))
			})
	case "cumsum", "cumprod":
		mul := r.Op == "cumprod"
		if none {
			add("CumDyn", func() (dyn.Tensor[float64], error) {
				if mul {
					return asF64(dyn.CumProd(x))
				}
				return asF64(dyn.CumSum(x))
			})
		} else {
			add("CumAxisDyn", func() (dyn.Tensor[float64], error) {
				if mul {
					return asF64(dyn.CumProdAxis(x, axes[0]))
				}
				return asF64(dyn.CumSumAxis(x, axes[0]))
			})
		}
	case "clip":
		lo, hi := T(edgeValue(t, r.Lo)), T(edgeValue(t, r.Hi))
		add("ClipDyn", func() (dyn.Tensor[float64], error) { return asF64(dyn.Clip(x, lo, hi)) })
		add("ClipToDyn", func() (dyn.Tensor[float64], error) {
			d, err := dyn.Zeros[T](x.Shape()...)
			if err == nil {
				err = dyn.ClipTo(d, x, lo, hi)
			}
			return asF64(d, err)
		})
		add("ClipToDyn in place", func() (dyn.Tensor[float64], error) {
			c := x.Clone()
			return asF64(c, dyn.ClipTo(c, c, lo, hi))
		})
	default:
		t.Fatalf("unknown op %q", r.Op)
	}
	return fs
}

// fixedForms returns the fixed-rank forms of record r: the input of rank
// D, the result of rank E without keepdims.
func fixedForms[T Real, D, E Dim](t *testing.T, r edgeRec, xd dyn.Tensor[T], axes []int, one, none bool) []edgeForm {
	t.Helper()
	x, err := FromDyn[D](xd)
	if err != nil {
		t.Fatal(err)
	}
	var fs []edgeForm
	add := func(name string, f func() (dyn.Tensor[float64], error)) { fs = append(fs, edgeForm{name, f}) }
	keep := r.Keepdims
	var e E
	dstE := func() (Tensor[T, E], error) {
		if r.Out == nil {
			return Zeros[T](e)
		}
		s, ok := dimOf[E](r.Out.Shape)
		if !ok {
			return Tensor[T, E]{}, fmt.Errorf("NumPy's shape %v is not of rank %d", r.Out.Shape, len(e))
		}
		return Zeros[T](s)
	}
	dstF := func() (Tensor[float64, E], error) {
		if r.Out == nil {
			return Zeros[float64](e)
		}
		s, ok := dimOf[E](r.Out.Shape)
		if !ok {
			return Tensor[float64, E]{}, fmt.Errorf("NumPy's shape %v is not of rank %d", r.Out.Shape, len(e))
		}
		return Zeros[float64](s)
	}
	type axesFn[V any] func(Tensor[T, D], ...int) (Tensor[V, E], error)
	type keepFn[V any] func(Tensor[T, D], ...int) (Tensor[V, D], error)
	type axisFn[V any] func(Tensor[T, D], int) (Tensor[V, E], error)
	generic := func(axisF axisFn[float64], axesF axesFn[float64], keepF keepFn[float64]) {
		switch {
		case none && !keep:
			add("Axes()", func() (dyn.Tensor[float64], error) { return fixedF64(axesF(x)) })
		case none:
			add("KeepDims()", func() (dyn.Tensor[float64], error) { return fixedF64(keepF(x)) })
		case keep:
			add("KeepDims", func() (dyn.Tensor[float64], error) { return fixedF64(keepF(x, axes...)) })
		default:
			if one && axisF != nil {
				add("Axis", func() (dyn.Tensor[float64], error) { return fixedF64(axisF(x, axes[0])) })
			}
			add("Axes", func() (dyn.Tensor[float64], error) { return fixedF64(axesF(x, axes...)) })
		}
	}
	// Same-type reductions: their results convert through asF64.
	same := func(flat func() (dyn.Tensor[float64], error), axisF axisFn[T], axisTo func(Tensor[T, E], Tensor[T, D], int) error,
		axesF axesFn[T], keepF keepFn[T], axesTo func(Tensor[T, E], Tensor[T, D], ...int) error) {
		if none && !keep {
			add("flat", flat)
		}
		var af axisFn[float64]
		if axisF != nil {
			af = func(x Tensor[T, D], k int) (Tensor[float64, E], error) {
				r, err := axisF(x, k)
				return convF64(r, err)
			}
		}
		generic(af,
			func(x Tensor[T, D], a ...int) (Tensor[float64, E], error) { return convF64(axesF(x, a...)) },
			func(x Tensor[T, D], a ...int) (Tensor[float64, D], error) { return convF64(keepF(x, a...)) })
		if none || keep {
			return
		}
		if axesTo != nil {
			add("AxesTo", func() (dyn.Tensor[float64], error) {
				d, err := dstE()
				if err == nil {
					err = axesTo(d, x, axes...)
				}
				return fixedF64(d, err)
			})
		}
		if one && axisTo != nil {
			add("AxisTo", func() (dyn.Tensor[float64], error) {
				d, err := dstE()
				if err == nil {
					err = axisTo(d, x, axes[0])
				}
				return fixedF64(d, err)
			})
		}
	}
	ddof := r.Ddof
	switch r.Op {
	case "sum":
		same(func() (dyn.Tensor[float64], error) { return scalarF64(Sum(x)) },
			axis1(SumAxes[E, T, D]), axisTo1(SumTo[T, T, D, E]), SumAxes[E, T, D], SumKeepDims[T, D], SumTo[T, T, D, E])
	case "prod":
		same(func() (dyn.Tensor[float64], error) { return scalarF64(Prod(x)) },
			axis1(ProdAxes[E, T, D]), nil, ProdAxes[E, T, D], ProdKeepDims[T, D], ProdTo[T, T, D, E])
	case "min":
		same(func() (dyn.Tensor[float64], error) { return scalarF64(Min(x)) },
			axis1(MinAxes[E, T, D]), axisTo1(MinTo[T, D, E]), MinAxes[E, T, D], MinKeepDims[T, D], MinTo[T, D, E])
	case "max":
		same(func() (dyn.Tensor[float64], error) { return scalarF64(Max(x)) },
			axis1(MaxAxes[E, T, D]), axisTo1(MaxTo[T, D, E]), MaxAxes[E, T, D], MaxKeepDims[T, D], MaxTo[T, D, E])
	case "mean":
		if none && !keep {
			add("flat", func() (dyn.Tensor[float64], error) { return scalarF64(Mean(x), nil) })
		}
		generic(axis1(MeanAxes[E, T, D]), MeanAxes[E, T, D], MeanKeepDims[T, D])
		if !none && !keep {
			add("AxesTo", func() (dyn.Tensor[float64], error) {
				d, err := dstF()
				if err == nil {
					err = MeanTo(d, x, axes...)
				}
				return fixedF64(d, err)
			})
			if one {
				add("AxisTo", func() (dyn.Tensor[float64], error) {
					d, err := dstF()
					if err == nil {
						err = MeanTo(d, x, axes[0])
					}
					return fixedF64(d, err)
				})
			}
		}
	case "var", "std":
		std := r.Op == "std"
		if none && !keep {
			add("flat", func() (dyn.Tensor[float64], error) {
				if std {
					return scalarF64(Std(x, ddof))
				}
				return scalarF64(Var(x, ddof))
			})
		}
		generic(func(x Tensor[T, D], k int) (Tensor[float64, E], error) {
			if std {
				return StdAxes[E](x, ddof, k)
			}
			return VarAxes[E](x, ddof, k)
		}, func(x Tensor[T, D], a ...int) (Tensor[float64, E], error) {
			if std {
				return StdAxes[E](x, ddof, a...)
			}
			return VarAxes[E](x, ddof, a...)
		}, func(x Tensor[T, D], a ...int) (Tensor[float64, D], error) {
			if std {
				return StdKeepDims(x, ddof, a...)
			}
			return VarKeepDims(x, ddof, a...)
		})
	case "argmin", "argmax":
		max := r.Op == "argmax"
		switch {
		case none && keep:
		case none:
			add("flat", func() (dyn.Tensor[float64], error) {
				if max {
					return scalarF64(ArgMax(x))
				}
				return scalarF64(ArgMin(x))
			})
		case keep:
			add("KeepDims", func() (dyn.Tensor[float64], error) {
				if max {
					return fixedF64(ArgMaxKeepDims(x, axes[0]))
				}
				return fixedF64(ArgMinKeepDims(x, axes[0]))
			})
		default:
			add("Axis", func() (dyn.Tensor[float64], error) {
				if max {
					return fixedF64(ArgMaxAxes[E](x, axes[0]))
				}
				return fixedF64(ArgMinAxes[E](x, axes[0]))
			})
		}
	case "count_nonzero":
		if none && !keep {
			add("flat", func() (dyn.Tensor[float64], error) { return scalarF64(CountNonzero(x), nil) })
		}
		generic(func(x Tensor[T, D], k int) (Tensor[float64, E], error) { return convF64(CountNonzeroAxes[E](x, k)) },
			func(x Tensor[T, D], a ...int) (Tensor[float64, E], error) {
				return convF64(CountNonzeroAxes[E](x, a...))
			},
			func(x Tensor[T, D], a ...int) (Tensor[float64, D], error) {
				return convF64(CountNonzeroKeepDims(x, a...))
			})
	case "any", "all":
		all := r.Op == "all"
		if none && !keep {
			add("flat", func() (dyn.Tensor[float64], error) {
				if all {
					return scalarF64(AllNonzero(x), nil)
				}
				return scalarF64(AnyNonzero(x), nil)
			})
		}
		generic(func(x Tensor[T, D], k int) (Tensor[float64, E], error) {
			if all {
				return convF64(AllNonzeroAxes[E](x, k))
			}
			return convF64(AnyNonzeroAxes[E](x, k))
		}, func(x Tensor[T, D], a ...int) (Tensor[float64, E], error) {
			if all {
				return convF64(AllNonzeroAxes[E](x, a...))
			}
			return convF64(AnyNonzeroAxes[E](x, a...))
		}, func(x Tensor[T, D], a ...int) (Tensor[float64, D], error) {
			if all {
				return convF64(AllNonzeroKeepDims(x, a...))
			}
			return convF64(AnyNonzeroKeepDims(x, a...))
		})
	case "cumsum", "cumprod":
		mul := r.Op == "cumprod"
		if none {
			add("Cum", func() (dyn.Tensor[float64], error) {
				if mul {
					return fixedF64(CumProd(x))
				}
				return fixedF64(CumSum(x))
			})
		} else if mul {
			add("CumProdAxis", func() (dyn.Tensor[float64], error) { return fixedF64(CumProdAxis(x, axes[0])) })
		} else {
			add("CumSumAxis", func() (dyn.Tensor[float64], error) { return fixedF64(CumSumAxis(x, axes[0])) })
		}
	case "clip":
		lo, hi := T(edgeValue(t, r.Lo)), T(edgeValue(t, r.Hi))
		add("Clip", func() (dyn.Tensor[float64], error) { return fixedF64(Clip(x, lo, hi)) })
		add("ClipTo", func() (dyn.Tensor[float64], error) {
			d, err := Zeros[T](x.Shape())
			if err == nil {
				err = ClipTo(d, x, lo, hi)
			}
			return fixedF64(d, err)
		})
		add("ClipTo in place", func() (dyn.Tensor[float64], error) {
			c := x.Clone()
			return fixedF64(c, ClipTo(c, c, lo, hi))
		})
	}
	return fs
}

// convF64 converts a fixed-rank result to float64 (bools as 1 and 0).
func convF64[V any, D Dim](t Tensor[V, D], err error) (Tensor[float64, D], error) {
	if err != nil {
		return Tensor[float64, D]{}, err
	}
	d, err := asF64(t.Dyn(), nil)
	if err != nil {
		return Tensor[float64, D]{}, err
	}
	return FromDyn[D](d)
}
