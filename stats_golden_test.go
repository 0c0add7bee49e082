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

	"github.com/fixedrank/tensor/internal/engine"
)

// numVal is a number of testdata/numeric.jsonl: JSON numbers, the strings
// "nan", "inf" and "-inf", or a bool (1 or 0).
type numVal float64

func (v *numVal) UnmarshalJSON(b []byte) error {
	var t bool
	if json.Unmarshal(b, &t) == nil { // a bool result: 1 or 0
		*v = 0
		if t {
			*v = 1
		}
		return nil
	}
	var s string
	if json.Unmarshal(b, &s) == nil {
		f, err := strconv.ParseFloat(s, 64)
		*v = numVal(f)
		return err
	}
	var f float64
	err := json.Unmarshal(b, &f)
	*v = numVal(f)
	return err
}

// numView is the view a numeric golden record describes: a C-contiguous
// base, transposed by perm, stepped per axis, optionally broadcast.
type numView struct {
	Dtype     string   `json:"dtype"`
	Shape     []int    `json:"shape"`
	Vals      []numVal `json:"vals"`
	Perm      []int    `json:"perm"`
	Steps     []int    `json:"steps"`
	Broadcast []int    `json:"broadcast"`
}

// build returns the view over elements of type T.
func buildNumView[T Real](t *testing.T, v numView) dyn.Tensor[T] {
	t.Helper()
	data := make([]T, len(v.Vals))
	for i, x := range v.Vals {
		data[i] = T(x)
	}
	d, err := dyn.FromSlice(data, v.Shape...)
	if err == nil {
		d, err = d.Permute(v.Perm...)
	}
	for k, s := range v.Steps {
		if err == nil {
			d, err = d.Slice(k, engine.All().By(s))
		}
	}
	if err == nil && v.Broadcast != nil {
		d, err = d.BroadcastTo(v.Broadcast...)
	}
	if err != nil {
		t.Fatalf("building %+v: %v", v, err)
	}
	return d
}

type statsRecord struct {
	View         numView         `json:"view"`
	Prod         numVal          `json:"prod"`
	ArgMin       json.RawMessage `json:"argmin"`
	ArgMax       json.RawMessage `json:"argmax"`
	Var          []numVal        `json:"var"`
	Std          []numVal        `json:"std"`
	CountNonzero int             `json:"count_nonzero"`
	Any          bool            `json:"any"`
	All          bool            `json:"all"`
}

// sameFloat compares as NumPy's results are compared: NaN equals NaN.
func sameFloat(a, b float64) bool { return a == b || (math.IsNaN(a) && math.IsNaN(b)) }

// TestStatsGolden checks the whole-tensor statistics against NumPy on
// strided, flipped, broadcast and empty views, through DynTensor and at
// fixed rank.
func TestStatsGolden(t *testing.T) {
	recs := readJSONL[statsRecord](t, "testdata/numeric.jsonl")
	for i, r := range recs {
		if r.View.Dtype == "i8" {
			checkStats(t, i, r, buildNumView[int64](t, r.View))
		} else {
			checkStats(t, i, r, buildNumView[float64](t, r.View))
		}
	}
}

func checkStats[T Real](t *testing.T, i int, r statsRecord, d dyn.Tensor[T]) {
	t.Helper()
	fixed := func(name string, dyn, fix float64) {
		if !sameFloat(dyn, fix) {
			t.Errorf("record %d: %s Dyn %v, fixed rank %v", i, name, dyn, fix)
		}
	}
	p, err := dyn.Prod(d)
	if err != nil || !sameFloat(float64(p), float64(r.Prod)) {
		t.Errorf("record %d: prod %v, %v, want %v", i, p, err, r.Prod)
	}
	for name, f := range map[string]func(dyn.Tensor[T]) (int, error){"argmin": dyn.ArgMin[T], "argmax": dyn.ArgMax[T]} {
		raw := r.ArgMin
		if name == "argmax" {
			raw = r.ArgMax
		}
		got, err := f(d)
		var want int
		if json.Unmarshal(raw, &want) != nil { // NumPy raised: an empty view
			if !errors.Is(err, ErrShape) {
				t.Errorf("record %d: %s of an empty view: %d, %v", i, name, got, err)
			}
			continue
		}
		if err != nil || got != want {
			t.Errorf("record %d: %s %d, %v, want %d", i, name, got, err, want)
		}
	}
	for ddof := range 2 {
		v, err := dyn.Var(d, ddof)
		if err != nil || !sameFloat(v, float64(r.Var[ddof])) {
			t.Errorf("record %d: var(ddof=%d) %v, %v, want %v", i, ddof, v, err, r.Var[ddof])
		}
		s, err := dyn.Std(d, ddof)
		if err != nil || !sameFloat(s, float64(r.Std[ddof])) {
			t.Errorf("record %d: std(ddof=%d) %v, %v, want %v", i, ddof, s, err, r.Std[ddof])
		}
	}
	if got := dyn.CountNonzero(d); got != r.CountNonzero {
		t.Errorf("record %d: count_nonzero %d, want %d", i, got, r.CountNonzero)
	}
	if got := dyn.AnyNonzero(d); got != r.Any {
		t.Errorf("record %d: any %v, want %v", i, got, r.Any)
	}
	if got := dyn.AllNonzero(d); got != r.All {
		t.Errorf("record %d: all %v, want %v", i, got, r.All)
	}
	// The fixed-rank functions share the code; check that they are wired
	// to it at each rank the records use.
	switch d.Rank() {
	case 1:
		statsFixed[T, [1]int](t, d, fixed)
	case 2:
		statsFixed[T, [2]int](t, d, fixed)
	case 3:
		statsFixed[T, [3]int](t, d, fixed)
	case 4:
		statsFixed[T, [4]int](t, d, fixed)
	}
}

func statsFixed[T Real, D Dim](t *testing.T, d dyn.Tensor[T], same func(string, float64, float64)) {
	t.Helper()
	x, err := FromDyn[D](d)
	if err != nil {
		t.Fatal(err)
	}
	p1, _ := dyn.Prod(d)
	p2, _ := Prod(x)
	same("prod", float64(p1), float64(p2))
	a1, _ := dyn.ArgMax(d)
	a2, _ := ArgMax(x)
	same("argmax", float64(a1), float64(a2))
	a1, _ = dyn.ArgMin(d)
	a2, _ = ArgMin(x)
	same("argmin", float64(a1), float64(a2))
	v1, _ := dyn.Var(d, 1)
	v2, _ := Var(x, 1)
	same("var", v1, v2)
	s1, _ := dyn.Std(d, 0)
	s2, _ := Std(x, 0)
	same("std", s1, s2)
	same("count_nonzero", float64(dyn.CountNonzero(d)), float64(CountNonzero(x)))
	b1, b2 := dyn.AnyNonzero(d), AnyNonzero(x)
	c1, c2 := dyn.AllNonzero(d), AllNonzero(x)
	if b1 != b2 || c1 != c2 {
		t.Errorf("any/all Dyn %v %v, fixed %v %v", b1, c1, b2, c2)
	}
}

type numArr struct {
	Shape []int    `json:"shape"`
	Vals  []numVal `json:"vals"`
}

type statsAxisRecord struct {
	View numView `json:"view"`
	Axes []struct {
		ArgMin json.RawMessage `json:"argmin"`
		ArgMax json.RawMessage `json:"argmax"`
		Var    []numArr        `json:"var"`
		Std    []numArr        `json:"std"`
	} `json:"axes"`
}

// TestStatsAxisGolden checks ArgMin/ArgMax/Var/Std along each axis against
// NumPy, through DynTensor, and the fixed-rank forms against the Dyn ones.
func TestStatsAxisGolden(t *testing.T) {
	recs := readJSONL[statsAxisRecord](t, "testdata/numeric.jsonl")
	n := 0
	for i, r := range recs {
		if r.View.Dtype == "i8" {
			n += checkStatsAxis(t, i, r, buildNumView[int64](t, r.View))
		} else {
			n += checkStatsAxis(t, i, r, buildNumView[float64](t, r.View))
		}
	}
	if n < 500 {
		t.Errorf("only %d axis checks", n)
	}
}

func sameArr(got dyn.Tensor[float64], want numArr) bool {
	if !slices.Equal(got.Shape(), want.Shape) {
		return false
	}
	i := 0
	for v := range got.Values() {
		if !sameFloat(v, float64(want.Vals[i])) {
			return false
		}
		i++
	}
	return i == len(want.Vals)
}

func checkStatsAxis[T Real](t *testing.T, i int, r statsAxisRecord, d dyn.Tensor[T]) int {
	t.Helper()
	checks := 0
	for k, a := range r.Axes {
		for name, f := range map[string]func(dyn.Tensor[T], int) (dyn.Tensor[int], error){"argmin": axis1(dyn.ArgMinAxes[T]), "argmax": axis1(dyn.ArgMaxAxes[T])} {
			raw := a.ArgMin
			if name == "argmax" {
				raw = a.ArgMax
			}
			got, err := f(d, k)
			var want numArr
			if json.Unmarshal(raw, &want) != nil || want.Shape == nil {
				if !errors.Is(err, ErrShape) {
					t.Errorf("record %d: %s(axis=%d) of an empty axis: %v", i, name, k, err)
				}
				continue
			}
			if err != nil || !sameArr(dyn.Map(got, func(v int) float64 { return float64(v) }), want) {
				t.Errorf("record %d: %s(axis=%d) = %v, %v, want %v", i, name, k, got, err, want.Vals)
			}
			checks++
		}
		for ddof := range 2 {
			v, err := dyn.VarAxes(d, ddof, k)
			if err != nil || !sameArr(v, a.Var[ddof]) {
				t.Errorf("record %d: var(axis=%d, ddof=%d) = %v, %v, want %v", i, k, ddof, v, err, a.Var[ddof].Vals)
			}
			s, err := dyn.StdAxes(d, ddof, k)
			if err != nil || !sameArr(s, a.Std[ddof]) {
				t.Errorf("record %d: std(axis=%d, ddof=%d) = %v, %v, want %v", i, k, ddof, s, err, a.Std[ddof].Vals)
			}
			checks++
		}
		if d.Rank() == 2 {
			x, _ := FromDyn[[2]int](d)
			v1, err1 := VarAxes[[1]int](x, 1, k)
			v2, _ := dyn.VarAxes(d, 1, k)
			if err1 != nil || !sameArr(v1.Dyn(), numArr{Shape: v2.Shape(), Vals: toNumVals(v2)}) {
				t.Errorf("record %d: VarAxes fixed %v, Dyn %v (%v)", i, v1, v2, err1)
			}
			if d.Shape()[k] > 0 {
				a1, _ := ArgMaxAxes[[1]int](x, k)
				a2, _ := dyn.ArgMaxAxes(d, k)
				if !dyn.ArrayEqual(a1.Dyn(), a2) {
					t.Errorf("record %d: ArgMaxAxes fixed %v, Dyn %v", i, a1, a2)
				}
			}
		}
	}
	return checks
}

func toNumVals(d dyn.Tensor[float64]) []numVal {
	var out []numVal
	for v := range d.Values() {
		out = append(out, numVal(v))
	}
	return out
}

type cumRecord struct {
	View        numView `json:"view"`
	CumSumFlat  numArr  `json:"cumsum_flat"`
	CumProdFlat numArr  `json:"cumprod_flat"`
	Axes        []struct {
		CumSum  numArr `json:"cumsum"`
		CumProd numArr `json:"cumprod"`
	} `json:"axes"`
}

// TestCumulativeGolden checks CumSum/CumProd, flat and along each axis,
// against NumPy through DynTensor, and the fixed-rank forms at rank 2.
func TestCumulativeGolden(t *testing.T) {
	for i, r := range readJSONL[cumRecord](t, "testdata/numeric.jsonl") {
		if r.View.Dtype == "i8" {
			checkCum(t, i, r, buildNumView[int64](t, r.View))
		} else {
			checkCum(t, i, r, buildNumView[float64](t, r.View))
		}
	}
}

func checkCum[T Number](t *testing.T, i int, r cumRecord, d dyn.Tensor[T]) {
	t.Helper()
	asF := func(x dyn.Tensor[T]) dyn.Tensor[float64] {
		return dyn.Map(x, realPart[T])
	}
	for name, c := range map[string]struct {
		f    func(dyn.Tensor[T]) (dyn.Tensor[T], error)
		want numArr
	}{"cumsum": {dyn.CumSum[T], r.CumSumFlat}, "cumprod": {dyn.CumProd[T], r.CumProdFlat}} {
		got, err := c.f(d)
		if err != nil || !sameArr(asF(got), c.want) {
			t.Errorf("record %d: %s = %v, %v, want %v", i, name, got, err, c.want.Vals)
		}
	}
	for k, a := range r.Axes {
		got, err := dyn.CumSumAxis(d, k)
		if err != nil || !sameArr(asF(got), a.CumSum) {
			t.Errorf("record %d: cumsum(axis=%d) = %v, %v, want %v", i, k, got, err, a.CumSum.Vals)
		}
		got, err = dyn.CumProdAxis(d, k)
		if err != nil || !sameArr(asF(got), a.CumProd) {
			t.Errorf("record %d: cumprod(axis=%d) = %v, %v, want %v", i, k, got, err, a.CumProd.Vals)
		}
		if d.Rank() == 2 {
			x, _ := FromDyn[[2]int](d)
			f, err1 := CumSumAxis(x, k)
			g, err2 := dyn.CumSumAxis(d, k)
			if err1 != nil || err2 != nil || !slices.EqualFunc(slices.Collect(f.Values()), slices.Collect(g.Values()), func(a, b T) bool { return sameFloat(realPart(a), realPart(b)) }) {
				t.Errorf("record %d: CumSumAxis fixed %v, Dyn %v", i, f, g)
			}
		}
	}
}

// realPart converts a real element to float64 for comparison.
func realPart[T Number](v T) float64 {
	switch x := any(v).(type) {
	case int64:
		return float64(x)
	case float64:
		return x
	}
	panic("realPart: unexpected type")
}

type laneRecord struct {
	View numView `json:"view"`
	Axes []struct {
		CountNonzero numArr `json:"count_nonzero"`
		Any          numArr `json:"any"`
		All          numArr `json:"all"`
	} `json:"axes"`
}

// TestLaneAxisGolden checks count_nonzero, any and all along each axis
// against NumPy through DynTensor, and the fixed-rank forms at rank 2.
func TestLaneAxisGolden(t *testing.T) {
	for i, r := range readJSONL[laneRecord](t, "testdata/numeric.jsonl") {
		if r.View.Dtype == "i8" {
			checkLanes(t, i, r, buildNumView[int64](t, r.View))
		} else {
			checkLanes(t, i, r, buildNumView[float64](t, r.View))
		}
	}
}

func checkLanes[T Real](t *testing.T, i int, r laneRecord, d dyn.Tensor[T]) {
	t.Helper()
	b2f := func(v bool) float64 {
		if v {
			return 1
		}
		return 0
	}
	for k, a := range r.Axes {
		c, err := dyn.CountNonzeroAxes(d, k)
		if err != nil || !sameArr(dyn.Map(c, func(v int) float64 { return float64(v) }), a.CountNonzero) {
			t.Errorf("record %d: count_nonzero(axis=%d) = %v, %v, want %v", i, k, c, err, a.CountNonzero.Vals)
		}
		for name, f := range map[string]struct {
			f    func(dyn.Tensor[T], int) (dyn.Tensor[bool], error)
			want numArr
		}{"any": {axis1(dyn.AnyNonzeroAxes[T]), a.Any}, "all": {axis1(dyn.AllNonzeroAxes[T]), a.All}} {
			got, err := f.f(d, k)
			if err != nil || !sameArr(dyn.Map(got, b2f), f.want) {
				t.Errorf("record %d: %s(axis=%d) = %v, %v, want %v", i, name, k, got, err, f.want.Vals)
			}
		}
		if d.Rank() == 2 {
			x, _ := FromDyn[[2]int](d)
			c2, err := CountNonzeroAxes[[1]int](x, k)
			if err != nil || !dyn.ArrayEqual(c2.Dyn(), c) {
				t.Errorf("record %d: CountNonzeroAxes fixed %v, Dyn %v", i, c2, c)
			}
		}
	}
}

// TestVarDdofBeyondSize checks NumPy's divisor max(n-ddof, 0): np.var([1,
// 2, 3], ddof=5) and np.var([[1, 2], [3, 5]], axis=0, ddof=4) are inf.
func TestVarDdofBeyondSize(t *testing.T) {
	x, _ := FromSlice([]float64{1, 2, 3}, [1]int{3})
	if v, err := Var(x, 5); err != nil || !math.IsInf(v, 1) {
		t.Errorf("Var(ddof=5) = %v, %v, want +Inf", v, err)
	}
	m, _ := FromSlice([]float64{1, 2, 3, 5}, [2]int{2, 2})
	v, err := VarAxes[[1]int](m, 4, 0)
	if err != nil || !math.IsInf(v.Data()[0], 1) || !math.IsInf(v.Data()[1], 1) {
		t.Errorf("VarAxes(axis=0, ddof=4) = %v, %v, want [inf inf]", v, err)
	}
}

// TestVarChunks checks the variance of contiguous float64 data, whose
// squared deviations are summed chunk by chunk without a buffer, against
// the same values in a strided view, whose deviations go through the
// buffer: over several of the 8192-element chunks both must be NumPy's
// pairwise sums of the same chunks, bit for bit.
func TestVarChunks(t *testing.T) {
	const n = 3*8192 + 77
	wide := make([]float64, 2*n)
	for i := range n {
		v := math.Sin(float64(i)*0.731) * 1e3
		wide[2*i], wide[2*i+1] = v, math.NaN()
	}
	w, _ := FromSlice(wide, [1]int{2 * n})
	strided, err := w.Slice(0, engine.All().By(2))
	if err != nil {
		t.Fatal(err)
	}
	dense := strided.Clone()
	for _, ddof := range []int{0, 1} {
		a, err1 := Var(dense, ddof)
		b, err2 := Var(strided, ddof)
		if err1 != nil || err2 != nil || a != b || math.IsNaN(a) {
			t.Errorf("Var(ddof=%d): contiguous %v (%v), strided %v (%v)", ddof, a, err1, b, err2)
		}
	}
}

// TestArgWhereRank0 checks np.argwhere of 0-d arrays: shape (1, 0) for a
// nonzero value, (0, 0) for zero.
func TestArgWhereRank0(t *testing.T) {
	for v, n := range map[int]int{5: 1, 0: 0} {
		x, _ := Full([0]int{}, v)
		w, err := ArgWhere(x)
		if err != nil || w.Shape() != [2]int{n, 0} {
			t.Errorf("ArgWhere(%d) of rank 0: shape %v, %v, want [%d 0]", v, w.Shape(), err, n)
		}
	}
}
