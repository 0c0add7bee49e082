//go:build !race

package tensor

import (
	"errors"
	"slices"
	"strconv"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// quantileRecord is one call of testdata/quantile.jsonl.
type quantileRecord struct {
	Dtype         string
	A             goldenOperand
	Axes          []int
	Q             string
	Method        string
	Median        []string
	Quantile      []string
	MedianError   string `json:"median_error"`
	QuantileError string `json:"quantile_error"`
}

// TestQuantileGolden replays NumPy 1.24's median and quantile (every
// method; scripts/golden_quantile.py) over views of float and integer
// data, through dyn.MedianAxes and dyn.QuantileAxes (and Median and
// Quantile over every axis): every result bit for bit, NaN where NumPy
// gives NaN, and the sentinel for what NumPy raised.
func TestQuantileGolden(t *testing.T) {
	goldenLines(t, "testdata/quantile.jsonl", 1500, func(r quantileRecord) {
		switch r.Dtype {
		case "float64":
			quantileCheck[float64](t, r)
		case "float32":
			quantileCheck[float32](t, r)
		case "int64":
			quantileCheck[int64](t, r)
		case "int8":
			quantileCheck[int8](t, r)
		case "uint8":
			quantileCheck[uint8](t, r)
		default:
			t.Fatalf("dtype %s", r.Dtype)
		}
	})
}

func quantileSentinel(e string) error {
	switch e {
	case "axis":
		return ErrAxis
	case "index":
		return ErrShape
	}
	return ErrValue
}

func quantileCheck[T Real](t *testing.T, r quantileRecord) {
	t.Helper()
	x := matmulView[T](t, matmulArray{Shape: r.A.Shape, Data: r.A.Data}, r.A.View)
	q, err := strconv.ParseFloat(r.Q, 64)
	if err != nil {
		t.Fatal(err)
	}
	name := r.Dtype + " " + fmtShape(x.Layout().Shape()) + " " + r.A.View + " axes " + fmtShape(r.Axes) + " q " + r.Q + " " + r.Method
	check := func(what string, got dyn.Tensor[float64], err error, want []string, wantErr string) {
		if wantErr != "" {
			if s := quantileSentinel(wantErr); !errors.Is(err, s) {
				t.Errorf("%s: %s error %v, want %v (NumPy: %s)", name, what, err, s, wantErr)
			}
			return
		}
		if err != nil {
			t.Errorf("%s: %s: %v", name, what, err)
			return
		}
		if len(got.Data()) != len(want) {
			t.Errorf("%s: %s has %d elements, NumPy %d", name, what, len(got.Data()), len(want))
			return
		}
		for i, s := range want {
			w, _ := strconv.ParseFloat(s, 64)
			// The sign of a zero picked from a lane holding both zeros is
			// the one NumPy's introselect happens to leave in place (see
			// the package doc): only the value is compared there.
			if g := got.Data()[i]; !sameBits(g, w) && !(g == 0 && w == 0) {
				t.Errorf("%s: %s element %d = %v, NumPy %v", name, what, i, g, w)
				return
			}
		}
	}
	var m, qt dyn.Tensor[float64]
	var merr, qerr error
	if r.Axes == nil {
		var mv, qv float64
		mv, merr = dyn.Median(x)
		qv, qerr = dyn.Quantile(x, q, r.Method)
		m, _ = dyn.Full(mv)
		qt, _ = dyn.Full(qv)
	} else {
		m, merr = dyn.MedianAxes(x, r.Axes...)
		qt, qerr = dyn.QuantileAxes(x, q, r.Method, r.Axes...)
	}
	check("median", m, merr, r.Median, r.MedianError)
	check("quantile", qt, qerr, r.Quantile, r.QuantileError)
	// A float32 median stays float32 into a float32 destination.
	if _, ok := any(x.Data()).([]float32); ok && r.Axes != nil && r.MedianError == "" {
		d, _ := dyn.Zeros[float32](m.Layout().Shape()...)
		if err := dyn.MedianTo(d, x, r.Axes...); err != nil || !slices.EqualFunc(d.Data(), m.Data(), func(a float32, b float64) bool { return sameBits(float64(a), b) }) {
			t.Errorf("%s: MedianTo float32 = %v, %v; MedianAxes %v", name, d.Data(), err, m.Data())
		}
	}
}
