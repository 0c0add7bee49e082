//go:build !race

package tensor

import (
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// normRecord is one call of testdata/norm.jsonl.
type normRecord struct {
	Dtype    string
	X        goldenOperand
	Ord      any
	Axis     []int
	Keepdims bool
	Out      *matmulArray
	Error    string
}

// TestNormGolden replays NumPy's linalg.norm (scripts/golden_norm.py):
// vector norms of every ord over one axis, matrix norms Fro, ±1 and ±Inf
// over two, the default over every axis, keepdims, contiguous, reversed
// and transposed views of float64, float32 and int64 data, through
// dyn.Norm, and the fixed-rank Norm for matrices; within a few ulps of
// NumPy's (whose float32 norms are float32 throughout). NumPy's errors
// must be ours, except that Fro without axes norms every axis of any rank
// (NumPy's default does; its 'fro' string refuses rank 3).
func TestNormGolden(t *testing.T) {
	goldenLines(t, "testdata/norm.jsonl", 800, func(r normRecord) {
		switch r.Dtype {
		case "float64":
			normCheck[float64](t, r)
		case "float32":
			normCheck[float32](t, r)
		case "int64":
			normCheck[int64](t, r)
		default:
			t.Fatalf("dtype %s", r.Dtype)
		}
	})
	m, _ := Zeros[float64]([2]int{2, 2})
	if _, err := Norm[[0]int](m, 2, 0, 1); !errors.Is(err, ErrType) {
		t.Errorf("matrix 2-norm: %v, want ErrType (not offered)", err)
	}
}

func normCheck[T Real](t *testing.T, r normRecord) {
	t.Helper()
	x := matmulView[T](t, matmulArray{Shape: r.X.Shape, Data: r.X.Data}, "c")
	switch {
	case r.X.View == "t":
		x = x.Transpose()
	case r.X.View == "r":
		x, _ = x.Flip(-1)
	}
	ord := Fro
	switch o := r.Ord.(type) {
	case float64:
		ord = o
	case string:
		switch o {
		case "inf":
			ord = math.Inf(1)
		case "-inf":
			ord = math.Inf(-1)
		}
	}
	name := r.Dtype + " " + r.X.View
	got, err := dyn.Norm(x, ord, r.Keepdims, r.Axis...)
	if r.Error != "" {
		if r.Ord == "fro" && r.Axis == nil && err == nil {
			return // Fro over every axis: NumPy's default, which its 'fro' refuses for rank 3
		}
		want := ErrAxis
		if r.Error == "shape" {
			want = ErrShape
		} else if !strings.HasPrefix(r.Error, "axis") {
			t.Fatalf("%s: NumPy raised %s", name, r.Error)
		}
		if !errors.Is(err, want) {
			t.Errorf("%s %v ord %v axis %v: error %v, want one wrapping %v (NumPy: %s)", name, r.X.Shape, r.Ord, r.Axis, err, want, r.Error)
		}
		return
	}
	if err != nil {
		t.Fatalf("%s %v ord %v axis %v: %v", name, r.X.Shape, r.Ord, r.Axis, err)
	}
	if !slices.Equal(got.Layout().Shape(), r.Out.Shape) {
		t.Fatalf("%s ord %v axis %v keep %v: shape %v, NumPy %v", name, r.Ord, r.Axis, r.Keepdims, got.Layout().Shape(), r.Out.Shape)
	}
	tol := 1e-13
	if r.Dtype == "float32" {
		tol = 1e-6
	}
	for i, raw := range r.Out.Data {
		want := dtypeValue[float64](t, raw)
		g := got.Data()[i]
		if !(g == want || math.Abs(g-want) <= tol*math.Abs(want) || (g != g && want != want)) {
			t.Errorf("%s ord %v axis %v: element %d = %v, NumPy %v", name, r.Ord, r.Axis, i, g, want)
			return
		}
	}
	if x.Layout().Rank() == 2 && len(r.Axis) == 2 && !r.Keepdims {
		m, _ := FromDyn[[2]int](x)
		v, err := Norm[[0]int](m, ord, r.Axis...)
		if err != nil || v.Data()[0] != got.Data()[0] {
			t.Errorf("%s: fixed-rank Norm = %v, %v; dyn %v", name, v, err, got.Data())
		}
	}
}
