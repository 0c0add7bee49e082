//go:build !race

package tensor

import (
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// interpRecord is one call of testdata/interp.jsonl.
type interpRecord struct {
	Dtype  string
	X      goldenOperand
	Xp, Fp []json.RawMessage
	Bounds []string
	Out    *matmulArray
	Error  string
}

// TestInterpGolden replays NumPy 1.24's interp (scripts/golden_interp.py)
// through dyn.Interp and, for rank-2 x, the fixed-rank Interp: shapes and
// elements bit for bit, and the sentinel for what NumPy raised.
func TestInterpGolden(t *testing.T) {
	goldenLines(t, "testdata/interp.jsonl", 1000, func(r interpRecord) {
		switch r.Dtype {
		case "float64":
			interpCheck[float64](t, r)
		case "float32":
			interpCheck[float32](t, r)
		case "int16":
			interpCheck[int16](t, r)
		default:
			t.Fatalf("dtype %s", r.Dtype)
		}
	})
}

func interpCheck[T Real](t *testing.T, r interpRecord) {
	t.Helper()
	x := matmulView[T](t, matmulArray{Shape: r.X.Shape, Data: r.X.Data}, r.X.View)
	xp := matmulView[T](t, matmulArray{Shape: []int{len(r.Xp)}, Data: r.Xp}, "c")
	fp := matmulView[T](t, matmulArray{Shape: []int{len(r.Fp)}, Data: r.Fp}, "c")
	var bounds []float64
	for _, b := range r.Bounds {
		v, _ := strconv.ParseFloat(b, 64)
		bounds = append(bounds, v)
	}
	name := r.Dtype + " " + fmtShape(x.Layout().Shape()) + " " + r.X.View + " points " + strconv.Itoa(len(r.Xp))
	got, err := dyn.Interp(x, xp, fp, bounds...)
	if r.Error != "" {
		want := map[string]error{"value": ErrValue, "shape": ErrShape}[r.Error]
		if !errors.Is(err, want) {
			t.Errorf("%s: error %v, want %v", name, err, want)
		}
		return
	}
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if !slices.Equal(got.Layout().Shape(), r.Out.Shape) {
		t.Fatalf("%s: shape %v, NumPy %v", name, got.Layout().Shape(), r.Out.Shape)
	}
	for i, raw := range r.Out.Data {
		if w := dtypeValue[float64](t, raw); !sameBits(got.Data()[i], w) {
			t.Errorf("%s: element %d = %v, NumPy %v (x %v, xp %v, fp %v)", name, i, got.Data()[i], w, x, xp, fp)
			return
		}
	}
	if len(x.Layout().Shape()) == 2 {
		f, _ := FromDyn[[2]int](x)
		fxp, _ := FromDyn[[1]int](xp)
		ffp, _ := FromDyn[[1]int](fp)
		fg, err := Interp(f, fxp, ffp, bounds...)
		if err != nil || !sameSlice(fg.Data(), got.Data()) {
			t.Errorf("%s: fixed-rank Interp = %v, %v", name, fg.Data(), err)
		}
	}
}
