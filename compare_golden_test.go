//go:build !race

package tensor

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"testing"

	"github.com/fixedrank/tensor/dyn"

	"github.com/fixedrank/tensor/internal/engine"
)

// The comparisons, Where, boolean masks and Clip replayed against NumPy:
// testdata/numeric.jsonl is written by scripts/golden_numeric.py.

type cmpArr struct {
	Shape []int  `json:"shape"`
	Vals  []any  `json:"vals"`
	Error string `json:"error"`
}

type cmpView struct {
	Dtype     string `json:"dtype"`
	Shape     []int  `json:"shape"`
	Vals      []any  `json:"vals"`
	Perm      []int  `json:"perm"`
	Steps     []int  `json:"steps"`
	Broadcast []int  `json:"broadcast"`
}

type numCmpRec struct {
	View         cmpView `json:"view"`
	Other        cmpArr  `json:"other"`
	Less         cmpArr  `json:"less"`
	GreaterEqual cmpArr  `json:"greater_equal"`
	Equal        cmpArr  `json:"equal"`
	Where        cmpArr  `json:"where"`
	Mask         struct {
		Thr    float64 `json:"thr"`
		Select cmpArr  `json:"select"`
		Assign *cmpArr `json:"assign"` // null: NumPy's view is read-only
	} `json:"mask"`
	Clip struct {
		Lo  float64 `json:"lo"`
		Hi  float64 `json:"hi"`
		Out cmpArr  `json:"out"`
	} `json:"clip"`
}

// numValue decodes a golden number ("nan", "inf" and "-inf" are strings).
func numValue[T Real](x any) T {
	switch v := x.(type) {
	case float64:
		return T(v)
	case string:
		f, err := strconv.ParseFloat(v, 64)
		if err != nil {
			panic(err)
		}
		return T(f)
	}
	panic(fmt.Sprintf("golden value %v", x))
}

func numValues[T Real](xs []any) []T {
	out := make([]T, len(xs))
	for i, x := range xs {
		out[i] = numValue[T](x)
	}
	return out
}

func boolValue(x any) bool { return x.(bool) }

// numBuild rebuilds the golden view: base, permutation, steps, broadcast.
func numBuild[T Real](v cmpView) dyn.Tensor[T] {
	d, err := dyn.FromSlice(numValues[T](v.Vals), v.Shape...)
	if err == nil {
		d, err = d.Permute(v.Perm...)
	}
	if err == nil {
		items := make([]Item, len(v.Steps))
		for k, s := range v.Steps {
			items[k] = engine.All().By(s)
		}
		d, err = d.Subscript(items...)
	}
	if err == nil && v.Broadcast != nil {
		d, err = d.BroadcastTo(v.Broadcast...)
	}
	if err != nil {
		panic(err)
	}
	return d
}

// numThreshold is the value that v > thr compares with: NumPy compares an
// integer array with the float thr exactly, which is v > floor(thr).
func numThreshold[T Real](thr float64) T {
	var one T = 1
	if one/2 == 0 { // integer T
		return T(math.Floor(thr))
	}
	return T(thr)
}

// checkNum compares got (and err) with a golden array: exact shape, values
// equal or both NaN.
func checkNum[X comparable](t *testing.T, what string, got dyn.Tensor[X], err error, want cmpArr, conv func(any) X) {
	t.Helper()
	if want.Error != "" {
		if err == nil {
			t.Errorf("%s: NumPy raises %s, we give %v", what, want.Error, got)
		}
		return
	}
	if err != nil {
		t.Errorf("%s: %v", what, err)
		return
	}
	if !slices.Equal(got.Shape(), want.Shape) {
		t.Errorf("%s: shape %v, want %v", what, got.Shape(), want.Shape)
		return
	}
	g := got.Clone().Data()
	for i, x := range want.Vals {
		w := conv(x)
		if g[i] != w && !(g[i] != g[i] && w != w) {
			t.Errorf("%s: element %d is %v, want %v (got %v)", what, i, g[i], w, g)
			return
		}
	}
}

var numCounts = map[string]int{}

func TestCompareWhereGolden(t *testing.T) {
	recs := readJSONL[numCmpRec](t, "testdata/numeric.jsonl")
	clear(numCounts)
	for i, r := range recs {
		switch r.View.Dtype {
		case "f8":
			numCheckRec[float64](t, i, r)
		case "i8":
			numCheckRec[int](t, i, r)
		default:
			t.Fatalf("#%d: dtype %s", i, r.View.Dtype)
		}
	}
	t.Logf("%d records; checks: %v", len(recs), numCounts)
}

func numCheckRec[T Real](t *testing.T, i int, r numCmpRec) {
	v := numBuild[T](r.View)
	w, err := dyn.FromSlice(numValues[T](r.Other.Vals), r.Other.Shape...)
	if err != nil {
		t.Fatalf("#%d: other: %v", i, err)
	}
	thr := numThreshold[T](r.Mask.Thr)
	tag := fmt.Sprintf("#%d dyn", i)
	numCheckDyn(t, tag, r, v, w, thr)
	numDispatchV(t, fmt.Sprintf("#%d tensor", i), r, v, w, thr)
}

// numCheckDyn checks the DynTensor functions.
func numCheckDyn[T Real](t *testing.T, tag string, r numCmpRec, v, w dyn.Tensor[T], thr T) {
	got, err := dyn.Less(v, w)
	checkNum(t, tag+" less", got, err, r.Less, boolValue)
	got, err = dyn.GreaterEqual(v, w)
	checkNum(t, tag+" greater_equal", got, err, r.GreaterEqual, boolValue)
	got, err = dyn.Equal(v, w)
	checkNum(t, tag+" equal", got, err, r.Equal, boolValue)
	zero, _ := dyn.FromSlice([]T{0})
	cond, err := dyn.Greater(v, zero)
	if err != nil {
		t.Fatalf("%s: v > 0: %v", tag, err)
	}
	wh, err := dyn.Where(cond, v, w)
	checkNum(t, tag+" where", wh, err, r.Where, numValue[T])

	th, _ := dyn.FromSlice([]T{thr})
	mask, err := dyn.Greater(v, th)
	if err != nil {
		t.Fatalf("%s: v > thr: %v", tag, err)
	}
	sel, err := dyn.Masked(v, mask)
	checkNum(t, tag+" mask select", sel, err, r.Mask.Select, numValue[T])
	fresh := numBuild[T](r.View) // a view of its own base, written through
	err = dyn.SetMasked(fresh, mask, 7)
	if r.Mask.Assign == nil {
		numReadOnly(t, tag, r, fresh.ReadOnly(), err)
	} else {
		checkNum(t, tag+" mask assign", fresh, err, *r.Mask.Assign, numValue[T])
	}

	// NumPy promotes an integer array clipped to float bounds to float64.
	vf := dyn.Map(v, func(x T) float64 { return float64(x) })
	cl, err := dyn.Clip(vf, r.Clip.Lo, r.Clip.Hi)
	checkNum(t, tag+" clip", cl, err, r.Clip.Out, numValue[float64])
	numCounts["dyn"]++
}

func numDispatchV[T Real](t *testing.T, tag string, r numCmpRec, v, w dyn.Tensor[T], thr T) {
	switch v.Rank() {
	case 1:
		numDispatchW[T, [1]int](t, tag, r, v, w, thr)
	case 2:
		numDispatchW[T, [2]int](t, tag, r, v, w, thr)
	case 3:
		numDispatchW[T, [3]int](t, tag, r, v, w, thr)
	case 4:
		numDispatchW[T, [4]int](t, tag, r, v, w, thr)
	default:
		t.Fatalf("%s: rank %d", tag, v.Rank())
	}
}

func numDispatchW[T Real, D Dim](t *testing.T, tag string, r numCmpRec, v, w dyn.Tensor[T], thr T) {
	switch w.Rank() {
	case 0:
		numCheckTensor[T, D, [0]int](t, tag, r, v, w, thr)
	case 1:
		numCheckTensor[T, D, [1]int](t, tag, r, v, w, thr)
	case 2:
		numCheckTensor[T, D, [2]int](t, tag, r, v, w, thr)
	case 3:
		numCheckTensor[T, D, [3]int](t, tag, r, v, w, thr)
	case 4:
		numCheckTensor[T, D, [4]int](t, tag, r, v, w, thr)
	default:
		t.Fatalf("%s: other rank %d", tag, w.Rank())
	}
}

// numCheckTensor checks the fixed-rank functions; the broadcast rank is
// v's (the other operand's rank is at most v's).
func numCheckTensor[T Real, D, E Dim](t *testing.T, tag string, r numCmpRec, vd, wd dyn.Tensor[T], thr T) {
	v, err := FromDyn[D](vd)
	if err != nil {
		t.Fatal(err)
	}
	w, err := FromDyn[E](wd)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Less(v, w)
	checkNum(t, tag+" less", got.Dyn(), err, r.Less, boolValue)
	got, err = GreaterEqual(v, w)
	checkNum(t, tag+" greater_equal", got.Dyn(), err, r.GreaterEqual, boolValue)
	got, err = Equal(v, w)
	checkNum(t, tag+" equal", got.Dyn(), err, r.Equal, boolValue)

	zero, _ := FromSlice([]T{0}, [0]int{})
	cond, err := Greater(v, zero)
	if err != nil {
		t.Fatalf("%s: v > 0: %v", tag, err)
	}
	wh, err := Where(cond, v, w)
	checkNum(t, tag+" where", wh.Dyn(), err, r.Where, numValue[T])

	th, _ := FromSlice([]T{thr}, [0]int{})
	mask, err := Greater(v, th)
	if err != nil {
		t.Fatalf("%s: v > thr: %v", tag, err)
	}
	sel, err := Masked(v, mask)
	checkNum(t, tag+" mask select", sel.Dyn(), err, r.Mask.Select, numValue[T])
	fresh, err := FromDyn[D](numBuild[T](r.View))
	if err != nil {
		t.Fatal(err)
	}
	err = SetMasked(fresh, mask, 7)
	if r.Mask.Assign == nil {
		numReadOnly(t, tag, r, fresh.ReadOnly(), err)
	} else {
		checkNum(t, tag+" mask assign", fresh.Dyn(), err, *r.Mask.Assign, numValue[T])
	}

	vf := Map(v, func(x T) float64 { return float64(x) })
	cl, err := Clip(vf, r.Clip.Lo, r.Clip.Hi)
	checkNum(t, tag+" clip", cl.Dyn(), err, r.Clip.Out, numValue[float64])
	// In place through a copy of the view's layout (ClipTo(c, c, …)).
	if !v.ReadOnly() {
		c := numBuild[float64](r.View)
		if r.View.Dtype == "i8" {
			c = dyn.Map(numBuild[int](r.View), func(x int) float64 { return float64(x) })
		}
		cf, err := FromDyn[D](c)
		if err != nil {
			t.Fatal(err)
		}
		err = ClipTo(cf, cf, r.Clip.Lo, r.Clip.Hi)
		checkNum(t, tag+" clip in place", cf.Dyn(), err, r.Clip.Out, numValue[float64])
	}
	numCounts["tensor"]++
}

// numReadOnly checks SetMasked on a view that NumPy refuses to write:
// np.broadcast_to returns a read-only view even when it repeats no element
// (only new or matching axes); ours is read-only only when elements repeat,
// and then SetMasked must refuse.
func numReadOnly(t *testing.T, tag string, r numCmpRec, readOnly bool, err error) {
	t.Helper()
	switch {
	case readOnly && !errors.Is(err, ErrReadOnly):
		t.Errorf("%s mask assign: read-only view, we give %v", tag, err)
	case !readOnly && (r.View.Broadcast == nil || err != nil):
		t.Errorf("%s mask assign: NumPy's view is read-only, ours is writable (%v)", tag, err)
	case !readOnly:
		numCounts["writable broadcast_to views (NumPy: read-only)"]++
	}
}
