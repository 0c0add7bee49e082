//go:build !race

package tensor

import (
	"encoding/json"
	"strconv"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// floatopsRecord is one call of testdata/floatops.jsonl.
type floatopsRecord struct {
	Dtype    string
	A        goldenOperand
	Op       string
	Decimals int
	B        json.RawMessage
	Rtol     string
	Atol     string
	EqualNaN bool `json:"equal_nan"`
	Out      []json.RawMessage
}

// TestFloatOpsGolden replays NumPy's round, isnan, isinf, isfinite and
// isclose (scripts/golden_floatops.py) over views of float and integer
// data through the dyn functions, and for ranks 1 and 2 the fixed-rank
// ones: rounded values bit for bit (half to even, NumPy's artifacts
// included), booleans exactly.
func TestFloatOpsGolden(t *testing.T) {
	goldenLines(t, "testdata/floatops.jsonl", 1000, func(r floatopsRecord) {
		switch r.Dtype {
		case "float64":
			floatopsCheck[float64](t, r)
		case "float32":
			floatopsCheck[float32](t, r)
		case "int64":
			floatopsCheck[int64](t, r)
		case "int32":
			floatopsCheck[int32](t, r)
		case "int8":
			floatopsCheck[int8](t, r)
		case "uint8":
			floatopsCheck[uint8](t, r)
		default:
			t.Fatalf("dtype %s", r.Dtype)
		}
	})
}

func floatopsCheck[T Real](t *testing.T, r floatopsRecord) {
	t.Helper()
	x := matmulView[T](t, matmulArray{Shape: r.A.Shape, Data: r.A.Data}, r.A.View)
	name := r.Dtype + " " + fmtShape(x.Layout().Shape()) + " " + r.A.View + " " + r.Op
	var bools dyn.Tensor[bool]
	var err error
	switch r.Op {
	case "round":
		got, err := dyn.Round(x, r.Decimals)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for i, raw := range r.Out {
			if want := dtypeValue[T](t, raw); !sameBits(got.Data()[i], want) {
				t.Errorf("%s %d: element %d = %v, NumPy %v", name, r.Decimals, i, got.Data()[i], want)
				return
			}
		}
		// In place, through RoundTo.
		c := x.Clone()
		if err := dyn.RoundTo(c, c, r.Decimals); err != nil || !sameSlice(c.Data(), got.Data()) {
			t.Errorf("%s %d: RoundTo in place = %v, %v; want %v", name, r.Decimals, c.Data(), err, got.Data())
		}
		if len(x.Layout().Shape()) == 1 {
			f, _ := FromDyn[[1]int](x)
			fr, err := Round(f, r.Decimals)
			if err != nil || !sameSlice(fr.Data(), got.Data()) {
				t.Errorf("%s %d: Round = %v, %v; want %v", name, r.Decimals, fr.Data(), err, got.Data())
			}
		}
		return
	case "isnan":
		bools, err = dyn.IsNaN(x)
	case "isinf":
		bools, err = dyn.IsInf(x)
	case "isfinite":
		bools, err = dyn.IsFinite(x)
	case "isclose":
		rtol, _ := strconv.ParseFloat(r.Rtol, 64)
		atol, _ := strconv.ParseFloat(r.Atol, 64)
		var b any
		var row matmulArray
		if json.Unmarshal(r.B, &row) == nil && row.Shape != nil {
			b = matmulView[T](t, row, "c")
		} else {
			b = dtypeValue[T](t, r.B)
		}
		bools, err = dyn.IsClose(x, b, rtol, atol, r.EqualNaN)
		if err == nil {
			all, aerr := dyn.AllClose(x, b, rtol, atol, r.EqualNaN)
			want := true
			for _, v := range r.Out {
				want = want && string(v) == "1"
			}
			if aerr != nil || all != want {
				t.Errorf("%s: AllClose = %v, %v; NumPy %v", name, all, aerr, want)
			}
		}
	default:
		t.Fatalf("op %s", r.Op)
	}
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if len(bools.Data()) != len(r.Out) {
		t.Fatalf("%s: %d results, NumPy %d", name, len(bools.Data()), len(r.Out))
	}
	for i, v := range r.Out {
		if bools.Data()[i] != (string(v) == "1") {
			t.Errorf("%s: element %d = %v, NumPy %s", name, i, bools.Data()[i], v)
			return
		}
	}
}
