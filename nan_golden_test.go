//go:build !race

package tensor

import (
	"encoding/json"
	"errors"
	"math"
	"slices"
	"strconv"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// nanRecord is one call of testdata/nan.jsonl.
type nanRecord struct {
	Dtype  string
	A      goldenOperand
	Op     string
	Axes   []int
	Q      string
	Method string
	Ddof   int
	Out    []json.RawMessage
	Error  string
}

// TestNanGolden replays NumPy 1.24's nansum, nanmean, nanmin, nanmax,
// nanmedian, nanquantile, nanvar, nanstd, nanargmin, nanargmax, nancumsum
// and nancumprod (scripts/golden_nan.py) through the dyn
// functions, the plain forms over every axis: every result bit for bit
// (but for the sign of a zero that a median, quantile, nanmin or nanmax
// picks among zeros of both signs; see the package doc), NaN for lanes of
// NaNs only, ErrValue where NumPy raised for a lane of NaNs only and
// ErrShape where it raised on an empty reduction (either for an empty
// nanargmin, which NumPy calls all-NaN).
func TestNanGolden(t *testing.T) {
	goldenLines(t, "testdata/nan.jsonl", 1000, func(r nanRecord) {
		switch r.Dtype {
		case "float64":
			nanCheck[float64](t, r)
		case "float32":
			nanCheck[float32](t, r)
		case "int64":
			nanCheck[int64](t, r)
		default:
			t.Fatalf("dtype %s", r.Dtype)
		}
	})
}

func nanCheck[T Real](t *testing.T, r nanRecord) {
	t.Helper()
	x := matmulView[T](t, matmulArray{Shape: r.A.Shape, Data: r.A.Data}, r.A.View)
	name := r.Dtype + " " + fmtShape(x.Layout().Shape()) + " " + r.A.View + " " + r.Op + " axes " + fmtShape(r.Axes)
	q, _ := strconv.ParseFloat(r.Q, 64)
	all := r.Axes == nil
	var got []float64
	var err error
	asF := func(v []T) []float64 {
		out := make([]float64, len(v))
		for i, e := range v {
			out[i] = float64(e)
		}
		return out
	}
	one := func(v float64, e error) ([]float64, error) { return []float64{v}, e }
	oneT := func(v T, e error) ([]float64, error) { return []float64{float64(v)}, e }
	switch {
	case r.Op == "nansum" && all:
		got, err = oneT(dyn.NanSum(x))
	case r.Op == "nansum":
		var s dyn.Tensor[T]
		s, err = dyn.NanSumAxes(x, r.Axes...)
		got = asF(s.Data())
	case r.Op == "nanmean" && all:
		got, err = one(dyn.NanMean(x))
	case r.Op == "nanmean":
		var s dyn.Tensor[float64]
		s, err = dyn.NanMeanAxes(x, r.Axes...)
		got = s.Data()
	case r.Op == "nanmin" && all:
		got, err = oneT(dyn.NanMin(x))
	case r.Op == "nanmin":
		var s dyn.Tensor[T]
		s, err = dyn.NanMinAxes(x, r.Axes...)
		got = asF(s.Data())
	case r.Op == "nanmax" && all:
		got, err = oneT(dyn.NanMax(x))
	case r.Op == "nanmax":
		var s dyn.Tensor[T]
		s, err = dyn.NanMaxAxes(x, r.Axes...)
		got = asF(s.Data())
	case r.Op == "nanmedian" && all:
		got, err = one(dyn.NanMedian(x))
	case r.Op == "nanmedian":
		var s dyn.Tensor[float64]
		s, err = dyn.NanMedianAxes(x, r.Axes...)
		got = s.Data()
	case r.Op == "nanquantile" && all:
		got, err = one(dyn.NanQuantile(x, q, r.Method))
	case r.Op == "nanquantile":
		var s dyn.Tensor[float64]
		s, err = dyn.NanQuantileAxes(x, q, r.Method, r.Axes...)
		got = s.Data()
	case (r.Op == "nanvar" || r.Op == "nanstd") && all:
		f := map[bool]func(dyn.Tensor[T], int) (float64, error){true: dyn.NanVar[T], false: dyn.NanStd[T]}[r.Op == "nanvar"]
		got, err = one(f(x, r.Ddof))
	case r.Op == "nanvar" || r.Op == "nanstd":
		f := map[bool]func(dyn.Tensor[T], int, ...int) (dyn.Tensor[float64], error){true: dyn.NanVarAxes[T], false: dyn.NanStdAxes[T]}[r.Op == "nanvar"]
		var s dyn.Tensor[float64]
		s, err = f(x, r.Ddof, r.Axes...)
		got = s.Data()
	case (r.Op == "nanargmin" || r.Op == "nanargmax") && all:
		f := map[bool]func(dyn.Tensor[T]) (int, error){true: dyn.NanArgMin[T], false: dyn.NanArgMax[T]}[r.Op == "nanargmin"]
		var i int
		i, err = f(x)
		got = []float64{float64(i)}
	case r.Op == "nanargmin" || r.Op == "nanargmax":
		f := map[bool]func(dyn.Tensor[T], ...int) (dyn.Tensor[int], error){true: dyn.NanArgMinAxes[T], false: dyn.NanArgMaxAxes[T]}[r.Op == "nanargmin"]
		var s dyn.Tensor[int]
		s, err = f(x, r.Axes...)
		for _, v := range s.Data() {
			got = append(got, float64(v))
		}
	case (r.Op == "nancumsum" || r.Op == "nancumprod") && all:
		f := map[bool]func(dyn.Tensor[T]) (dyn.Tensor[T], error){true: dyn.NanCumSum[T], false: dyn.NanCumProd[T]}[r.Op == "nancumsum"]
		var s dyn.Tensor[T]
		s, err = f(x)
		got = asF(s.Data())
	case r.Op == "nancumsum" || r.Op == "nancumprod":
		f := map[bool]func(dyn.Tensor[T], int) (dyn.Tensor[T], error){true: dyn.NanCumSumAxis[T], false: dyn.NanCumProdAxis[T]}[r.Op == "nancumsum"]
		var s dyn.Tensor[T]
		s, err = f(x, r.Axes[0])
		got = asF(s.Data())
	default:
		t.Fatalf("op %s", r.Op)
	}
	if r.Error != "" {
		want := map[string]error{"shape": ErrShape, "value": ErrValue}[r.Error]
		empty := x.Size() == 0 && errors.Is(err, ErrShape)
		if !errors.Is(err, want) && !empty {
			t.Errorf("%s: error %v, want %v (NumPy raised)", name, err, want)
		}
		return
	}
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if len(got) != len(r.Out) {
		t.Fatalf("%s: %d results, NumPy %d", name, len(got), len(r.Out))
	}
	// The sign of a zero result where a lane holds both zeros follows the
	// sort (medians, quantiles) or Min's rule (nanmin, nanmax: NumPy's
	// fmin keeps the first zero along a lane and the later one across
	// lanes); see the package doc.
	picks := r.Op == "nanmin" || r.Op == "nanmax" || r.Op == "nanmedian" || r.Op == "nanquantile"
	for i, raw := range r.Out {
		w := dtypeValue[float64](t, raw)
		if g := got[i]; !sameBits(g, w) && !(picks && g == 0 && w == 0) {
			t.Errorf("%s: element %d = %v, NumPy %v", name, i, g, w)
			return
		}
	}
}

// TestNanForms checks that the KeepDims and To forms of the NaN-aware
// reductions, and the fixed-rank functions, give what the Axes forms give.
func TestNanForms(t *testing.T) {
	nan := math.NaN()
	x, _ := FromSlice([]float64{1, nan, 3, nan, nan, nan, -2, 0.5, nan}, [2]int{3, 3})
	eq := func(name string, a, b []float64) {
		t.Helper()
		if !sameSlice(a, b) {
			t.Errorf("%s: %v, want %v", name, a, b)
		}
	}
	for _, axis := range []int{0, 1} {
		s, _ := NanSumAxes[[1]int](x, axis)
		sk, _ := NanSumKeepDims(x, axis)
		eq("NanSumKeepDims", sk.Data(), s.Data())
		d, _ := Zeros[float64]([1]int{3})
		if err := NanSumTo(d, x, axis); err != nil {
			t.Fatal(err)
		}
		eq("NanSumTo", d.Data(), s.Data())
		m, _ := NanMeanAxes[[1]int](x, axis)
		if err := NanMeanTo(d, x, axis); err != nil {
			t.Fatal(err)
		}
		eq("NanMeanTo", d.Data(), m.Data())
		md, _ := NanMedianAxes[[1]int](x, axis)
		if err := NanMedianTo(d, x, axis); err != nil {
			t.Fatal(err)
		}
		eq("NanMedianTo", d.Data(), md.Data())
		q, _ := NanQuantileAxes[[1]int](x, 0.25, "", axis)
		if err := NanQuantileTo(d, x, 0.25, "linear", axis); err != nil {
			t.Fatal(err)
		}
		eq("NanQuantileTo", d.Data(), q.Data())
		mn, _ := NanMinAxes[[1]int](x, axis)
		if err := NanMinTo(d, x, axis); err != nil {
			t.Fatal(err)
		}
		eq("NanMinTo", d.Data(), mn.Data())
		mx, _ := NanMaxKeepDims(x, axis)
		if err := NanMaxTo(d, x, axis); err != nil {
			t.Fatal(err)
		}
		eq("NanMaxTo", d.Data(), mx.Data())
		v, _ := NanVarAxes[[1]int](x, 0, axis)
		vk, _ := NanVarKeepDims(x, 0, axis)
		eq("NanVarKeepDims", vk.Data(), v.Data())
		if err := NanVarTo(d, x, 0, axis); err != nil {
			t.Fatal(err)
		}
		eq("NanVarTo", d.Data(), v.Data())
		sd, _ := NanStdAxes[[1]int](x, 1, axis)
		sdk, _ := NanStdKeepDims(x, 1, axis)
		eq("NanStdKeepDims", sdk.Data(), sd.Data())
		if err := NanStdTo(d, x, 1, axis); err != nil {
			t.Fatal(err)
		}
		eq("NanStdTo", d.Data(), sd.Data())
		c, _ := NanCumSumAxis(x, axis)
		cp, _ := NanCumProdAxis(x, axis)
		if axis == 0 {
			eq("NanCumSumAxis", c.Data(), []float64{1, 0, 3, 1, 0, 3, -1, 0.5, 3})
			eq("NanCumProdAxis", cp.Data(), []float64{1, 1, 3, 1, 1, 3, -2, 0.5, 3})
		}
	}
	// Arg-reductions along axis 0 (no lane of NaNs only there), in every
	// form; along axis 1 lane 1 is all NaN, which is an error that leaves
	// the destination unchanged.
	amin, _ := NanArgMinAxes[[1]int](x, 0)
	amax, _ := NanArgMaxKeepDims(x, 0)
	if !slices.Equal(amin.Data(), []int{2, 2, 0}) || !slices.Equal(amax.Data(), []int{0, 2, 0}) {
		t.Errorf("NanArgMinAxes, NanArgMaxKeepDims along 0 = %v, %v", amin.Data(), amax.Data())
	}
	di, _ := Full([1]int{3}, 7)
	if err := NanArgMaxTo(di, x, 1); !errors.Is(err, ErrValue) || !slices.Equal(di.Data(), []int{7, 7, 7}) {
		t.Errorf("NanArgMaxTo along 1 = %v, %v; want ErrValue, unchanged", di.Data(), err)
	}
	if err := NanArgMinTo(di, x, 0); err != nil || !slices.Equal(di.Data(), amin.Data()) {
		t.Errorf("NanArgMinTo along 0 = %v, %v", di.Data(), err)
	}
	if i, err := NanArgMin(x); err != nil || i != 6 {
		t.Errorf("NanArgMin = %d, %v", i, err)
	}
	if i, err := NanArgMax(x); err != nil || i != 2 {
		t.Errorf("NanArgMax = %d, %v", i, err)
	}
	if cs, err := NanCumSum(x); err != nil || !sameSlice(cs.Data(), []float64{1, 1, 4, 4, 4, 4, 2, 2.5, 2.5}) {
		t.Errorf("NanCumSum = %v, %v", cs.Data(), err)
	}
	if v, err := NanVar(x, 0); err != nil || v != 3.171875 { // np.nanvar(x)
		t.Errorf("NanVar = %v, %v", v, err)
	}
	// Lane 1 of axis 1 holds only NaNs.
	want := map[string][]float64{
		"sum": {4, 0, -1.5}, "mean": {2, nan, -0.75}, "min": {1, nan, -2}, "max": {3, nan, 0.5}, "median": {2, nan, -0.75},
	}
	s, _ := NanSumAxes[[1]int](x, 1)
	m, _ := NanMeanAxes[[1]int](x, 1)
	mn, _ := NanMinAxes[[1]int](x, 1)
	mx, _ := NanMaxAxes[[1]int](x, 1)
	md, _ := NanMedianAxes[[1]int](x, 1)
	eq("NanSumAxes", s.Data(), want["sum"])
	eq("NanMeanAxes", m.Data(), want["mean"])
	eq("NanMinAxes", mn.Data(), want["min"])
	eq("NanMaxAxes", mx.Data(), want["max"])
	eq("NanMedianAxes", md.Data(), want["median"])
	if v, err := NanMin(x); err != nil || v != -2 {
		t.Errorf("NanMin = %v, %v", v, err)
	}
	all, _ := FromSlice([]float64{nan, nan}, [1]int{2})
	if v, err := NanMax(all); err != nil || !math.IsNaN(v) {
		t.Errorf("NanMax of NaNs = %v, %v; want NaN", v, err)
	}
	if _, err := NanArgMin(all); !errors.Is(err, ErrValue) {
		t.Errorf("NanArgMin of NaNs: %v, want ErrValue", err)
	}
	if v, err := NanStd(all, 0); err != nil || !math.IsNaN(v) {
		t.Errorf("NanStd of NaNs = %v, %v; want NaN", v, err)
	}
}

// TestNanSumLong checks NanSum of long runs (several of NumPy's 8192-
// element chunks, forwards, stepped and reversed) against Sum of the same
// elements with their NaNs replaced by 0, which is np.nansum's definition:
// the same bits.
func TestNanSumLong(t *testing.T) {
	const n = 3*8192 + 77
	v := make([]float64, n)
	for i := range v {
		v[i] = math.Sin(float64(i)*0.7) * 1e3
		if i%13 == 4 {
			v[i] = math.NaN()
		}
	}
	x, _ := FromSlice(v, [1]int{n})
	stepped, _ := Subscript[[1]int](x, Colon().By(3))
	reversed, _ := x.Flip()
	for _, view := range []Tensor[float64, [1]int]{x, stepped, reversed} {
		got, err := NanSum(view)
		if err != nil {
			t.Fatal(err)
		}
		zeroed := view.Clone()
		for i, e := range zeroed.Data() {
			if e != e {
				zeroed.Data()[i] = 0
			}
		}
		want, _ := Sum(zeroed)
		if !sameBits(got, want) {
			t.Errorf("NanSum = %v, Sum without NaNs %v", got, want)
		}
	}
}
