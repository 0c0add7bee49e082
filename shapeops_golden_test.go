//go:build !race

package tensor

import (
	"encoding/json"
	"errors"
	"slices"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// shapeopsRecord is one call of testdata/shapeops.jsonl.
type shapeopsRecord struct {
	Dtype    string
	Op       string
	A        goldenOperand
	N        int
	Axis     int
	Operands map[string]struct {
		Scalar json.RawMessage
		Shape  []int
		Data   []json.RawMessage
	}
	Out   *matmulArray
	Error string
}

// TestShapeOpsGolden replays NumPy's diff (with prepend and append) and
// roll (scripts/golden_shapeops.py) through dyn.Diff, dyn.DiffWith and
// dyn.Roll and, for
// rank-2 operands, the fixed-rank functions: shapes and elements exactly
// (NaN where NumPy's is NaN, wrapped integers), and the sentinel for what
// NumPy raised.
func TestShapeOpsGolden(t *testing.T) {
	goldenLines(t, "testdata/shapeops.jsonl", 500, func(r shapeopsRecord) {
		switch r.Dtype {
		case "float64":
			shapeopsCheck[float64](t, r)
		case "int8":
			shapeopsCheck[int8](t, r)
		case "uint8":
			shapeopsCheck[uint8](t, r)
		default:
			t.Fatalf("dtype %s", r.Dtype)
		}
	})
}

func shapeopsCheck[T Real](t *testing.T, r shapeopsRecord) {
	t.Helper()
	x := matmulView[T](t, matmulArray{Shape: r.A.Shape, Data: r.A.Data}, r.A.View)
	name := r.Dtype + " " + r.Op + " " + fmtShape(x.Layout().Shape()) + " " + r.A.View
	var got dyn.Tensor[T]
	var err error
	switch r.Op {
	case "diffwith":
		ops := [2]any{}
		for i, side := range []string{"prepend", "append"} {
			o, ok := r.Operands[side]
			switch {
			case !ok:
			case o.Scalar != nil:
				ops[i] = dtypeValue[T](t, o.Scalar)
			default:
				ops[i] = matmulView[T](t, matmulArray{Shape: o.Shape, Data: o.Data}, "c")
			}
		}
		got, err = dyn.DiffWith(x, r.N, r.Axis, ops[0], ops[1])
		if len(x.Layout().Shape()) == 2 && (r.Error == "") {
			f, _ := FromDyn[[2]int](x)
			fg, ferr := DiffWith(f, r.N, r.Axis, ops[0], ops[1])
			if ferr != nil || !sameSlice(fg.Data(), got.Data()) {
				t.Errorf("%s: fixed-rank DiffWith = %v, %v; dyn %v", name, fg.Data(), ferr, got.Data())
			}
		}
	case "diff":
		got, err = dyn.Diff(x, r.N, r.Axis)
	default:
		got, err = dyn.Roll(x, r.N, r.Axis)
	}
	if r.Error != "" {
		want := map[string]error{"axis": ErrAxis, "value": ErrValue, "shape": ErrShape}[r.Error]
		if !errors.Is(err, want) {
			t.Errorf("%s n %d axis %d: error %v, want %v", name, r.N, r.Axis, err, want)
		}
		return
	}
	if err != nil {
		t.Fatalf("%s n %d axis %d: %v", name, r.N, r.Axis, err)
	}
	if !slices.Equal(got.Layout().Shape(), r.Out.Shape) {
		t.Fatalf("%s n %d axis %d: shape %v, NumPy %v", name, r.N, r.Axis, got.Layout().Shape(), r.Out.Shape)
	}
	for i, raw := range r.Out.Data {
		if want := dtypeValue[T](t, raw); !sameBits(got.Data()[i], want) {
			t.Errorf("%s n %d axis %d: element %d = %v, NumPy %v", name, r.N, r.Axis, i, got.Data()[i], want)
			return
		}
	}
	if len(x.Layout().Shape()) == 2 && r.Op != "diffwith" {
		f, _ := FromDyn[[2]int](x)
		var fg Tensor[T, [2]int]
		if r.Op == "diff" {
			fg, err = Diff(f, r.N, r.Axis)
		} else {
			fg, err = Roll(f, r.N, r.Axis)
		}
		if err != nil || !sameSlice(fg.Data(), got.Data()) {
			t.Errorf("%s: fixed-rank = %v, %v; dyn %v", name, fg.Data(), err, got.Data())
		}
	}
}
