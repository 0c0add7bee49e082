//go:build !race

package tensor

import (
	"errors"
	"slices"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// takeRecord is one call of testdata/take.jsonl.
type takeRecord struct {
	Dtype string
	Op    string
	A     goldenOperand
	Idx   struct {
		Shape []int
		Data  []int
	}
	Axis  int
	Mode  string
	Out   *matmulArray
	Error string
}

// TestTakeGolden replays NumPy's take (every mode) and take_along_axis
// (scripts/golden_take.py) through dyn.Take and dyn.TakeAlongAxis, and for
// rank-2 operands the fixed-rank functions: shapes and elements exactly,
// and the sentinel for what NumPy raised.
func TestTakeGolden(t *testing.T) {
	goldenLines(t, "testdata/take.jsonl", 800, func(r takeRecord) {
		switch r.Dtype {
		case "float64":
			takeCheck[float64](t, r)
		case "int16":
			takeCheck[int16](t, r)
		default:
			t.Fatalf("dtype %s", r.Dtype)
		}
	})
}

func takeCheck[T Real](t *testing.T, r takeRecord) {
	t.Helper()
	x := matmulView[T](t, matmulArray{Shape: r.A.Shape, Data: r.A.Data}, r.A.View)
	idx, err := dyn.FromSlice(slices.Clone(r.Idx.Data), r.Idx.Shape...)
	if err != nil {
		t.Fatal(err)
	}
	name := r.Dtype + " " + r.Op + " " + fmtShape(x.Layout().Shape()) + " " + r.A.View + " idx " + fmtShape(r.Idx.Shape) + " " + r.Mode
	var got dyn.Tensor[T]
	if r.Op == "take" {
		got, err = dyn.Take(x, idx, r.Axis, r.Mode)
	} else {
		got, err = dyn.TakeAlongAxis(x, idx, r.Axis)
	}
	if r.Error != "" {
		want := map[string]error{"axis": ErrAxis, "index": ErrIndex, "broadcast": ErrBroadcast}[r.Error]
		if !errors.Is(err, want) {
			t.Errorf("%s axis %d: error %v, want %v", name, r.Axis, err, want)
		}
		return
	}
	if err != nil {
		t.Fatalf("%s axis %d: %v", name, r.Axis, err)
	}
	if !slices.Equal(got.Layout().Shape(), r.Out.Shape) {
		t.Fatalf("%s axis %d: shape %v, NumPy %v", name, r.Axis, got.Layout().Shape(), r.Out.Shape)
	}
	for i, raw := range r.Out.Data {
		if want := dtypeValue[T](t, raw); !sameBits(got.Data()[i], want) {
			t.Errorf("%s axis %d: element %d = %v, NumPy %v", name, r.Axis, i, got.Data()[i], want)
			return
		}
	}
	if len(x.Layout().Shape()) == 2 && r.Op == "along" {
		f, _ := FromDyn[[2]int](x)
		fi, _ := FromDyn[[2]int](idx)
		fg, err := TakeAlongAxis(f, fi, r.Axis)
		if err != nil || !sameSlice(fg.Data(), got.Data()) {
			t.Errorf("%s: fixed-rank TakeAlongAxis = %v, %v", name, fg.Data(), err)
		}
	}
	if len(x.Layout().Shape()) == 2 && r.Op == "take" && len(r.Idx.Shape) == 1 {
		f, _ := FromDyn[[2]int](x)
		fi, _ := FromDyn[[1]int](idx)
		fg, err := Take[[2]int](f, fi, r.Axis, r.Mode)
		if err != nil || !sameSlice(fg.Data(), got.Data()) {
			t.Errorf("%s: fixed-rank Take = %v, %v", name, fg.Data(), err)
		}
	}
}

// TestTakeAlongAxisEmpty checks NumPy's rule for an empty result: no index
// is checked, so np.take_along_axis(zeros((0, 3)), full((1, 2), 7),
// axis=1) is an empty (0, 2) array, not an IndexError.
func TestTakeAlongAxisEmpty(t *testing.T) {
	a, _ := dyn.Zeros[float64](0, 3)
	for _, shape := range [][]int{{1, 2}, {0, 1}} {
		idx, _ := dyn.Full(7, shape...)
		r, err := dyn.TakeAlongAxis(a, idx, 1)
		if err != nil || !slices.Equal(r.Layout().Shape(), []int{0, shape[1]}) {
			t.Errorf("indices %v: shape %v, %v; NumPy (0, %d)", shape, r.Layout().Shape(), err, shape[1])
		}
	}
	b, _ := dyn.Zeros[float64](2, 3)
	idx, _ := dyn.Full(7, 2, 1)
	if _, err := dyn.TakeAlongAxis(b, idx, 1); !errors.Is(err, ErrIndex) {
		t.Errorf("index 7 into length 3: %v, want ErrIndex", err)
	}
}
