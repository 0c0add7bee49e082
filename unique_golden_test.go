//go:build !race

package tensor

import (
	"encoding/json"
	"errors"
	"slices"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// uniqueRecord is one call of testdata/unique.jsonl.
type uniqueRecord struct {
	Dtype                  string
	Op                     string
	A, V                   goldenOperand
	Side                   string
	Values                 []json.RawMessage
	Index, Inverse, Counts []int
	Out                    []int
	Axis                   int
	Vshape                 []int
	Error                  string
}

// TestUniqueGolden replays NumPy 1.24's unique with all its outputs and
// searchsorted on both sides, and unique along an axis
// (scripts/golden_unique.py), through the dyn
// functions and, for rank-1 operands, the fixed-rank ones: values bit for
// bit (NaNs one value), indices, inverse, counts and positions exactly.
func TestUniqueGolden(t *testing.T) {
	goldenLines(t, "testdata/unique.jsonl", 100, func(r uniqueRecord) {
		switch r.Dtype {
		case "float64":
			uniqueCheck[float64](t, r)
		case "float32":
			uniqueCheck[float32](t, r)
		case "int64":
			uniqueCheck[int64](t, r)
		case "int8":
			uniqueCheck[int8](t, r)
		case "uint16":
			uniqueCheck[uint16](t, r)
		default:
			t.Fatalf("dtype %s", r.Dtype)
		}
	})
}

func uniqueCheck[T Real](t *testing.T, r uniqueRecord) {
	t.Helper()
	x := matmulView[T](t, matmulArray{Shape: r.A.Shape, Data: r.A.Data}, r.A.View)
	name := r.Dtype + " " + r.Op + " " + fmtShape(x.Layout().Shape()) + " " + r.A.View
	if r.Op == "searchsorted" {
		v := matmulView[T](t, matmulArray{Shape: r.V.Shape, Data: r.V.Data}, "c")
		got, err := dyn.SearchSorted(x, v, r.Side)
		if err != nil || !slices.Equal(got.Data(), r.Out) {
			t.Errorf("%s %s: %v, %v; NumPy %v", name, r.Side, got.Data(), err, r.Out)
		}
		if f, err := FromDyn[[1]int](x); err == nil && len(v.Layout().Shape()) == 1 {
			fv, _ := FromDyn[[1]int](v)
			fg, err := SearchSorted(f, fv, r.Side)
			if err != nil || !slices.Equal(fg.Data(), r.Out) {
				t.Errorf("%s %s: SearchSorted %v, %v; NumPy %v", name, r.Side, fg.Data(), err, r.Out)
			}
		}
		return
	}
	want := make([]T, len(r.Values))
	for i, raw := range r.Values {
		want[i] = dtypeValue[T](t, raw)
	}
	if r.Op == "unique_axis" {
		u, err := dyn.UniqueAllAxis(x, r.Axis)
		if r.Error != "" {
			if !errors.Is(err, ErrAxis) {
				t.Errorf("%s axis %d: error %v, want ErrAxis", name, r.Axis, err)
			}
			return
		}
		if err != nil {
			t.Fatalf("%s axis %d: %v", name, r.Axis, err)
		}
		if !slices.Equal(u.Values.Shape(), r.Vshape) || !sameSlice(u.Values.Data(), want) || !slices.Equal(u.Indices.Data(), r.Index) ||
			!slices.Equal(u.Inverse.Data(), r.Inverse) || !slices.Equal(u.Counts.Data(), r.Counts) {
			t.Errorf("%s axis %d: UniqueAllAxis = %v %v %v %v %v; NumPy %v %v %v %v %v", name, r.Axis, u.Values.Shape(), u.Values.Data(),
				u.Indices.Data(), u.Inverse.Data(), u.Counts.Data(), r.Vshape, want, r.Index, r.Inverse, r.Counts)
		}
		if len(x.Layout().Shape()) == 2 {
			f, _ := FromDyn[[2]int](x)
			fv, err := UniqueAxis(f, r.Axis)
			if err != nil || !sameSlice(fv.Data(), want) || !slices.Equal(fv.Dyn().Shape(), r.Vshape) {
				t.Errorf("%s axis %d: fixed-rank UniqueAxis = %v %v, %v", name, r.Axis, fv.Shape(), fv.Data(), err)
			}
		}
		return
	}
	u, err := dyn.UniqueAll(x)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if !sameSlice(u.Values.Data(), want) || !slices.Equal(u.Indices.Data(), r.Index) ||
		!slices.Equal(u.Inverse.Data(), r.Inverse) || !slices.Equal(u.Counts.Data(), r.Counts) {
		t.Errorf("%s: UniqueAll = %v %v %v %v; NumPy %v %v %v %v", name, u.Values.Data(), u.Indices.Data(),
			u.Inverse.Data(), u.Counts.Data(), want, r.Index, r.Inverse, r.Counts)
	}
	// Unique alone: the same values (a zero's sign may be another one
	// NumPy's quicksort happens to keep; here both are the first).
	v, err := dyn.Unique(x)
	if err != nil || !sameSlice(v.Data(), u.Values.Data()) {
		t.Errorf("%s: Unique = %v, %v; UniqueAll %v", name, v.Data(), err, u.Values.Data())
	}
	if len(x.Layout().Shape()) == 2 {
		f, _ := FromDyn[[2]int](x)
		fu, err := UniqueAll(f)
		if err != nil || !sameSlice(fu.Values.Data(), want) || !slices.Equal(fu.Counts.Data(), r.Counts) {
			t.Errorf("%s: fixed-rank UniqueAll = %v %v, %v", name, fu.Values.Data(), fu.Counts.Data(), err)
		}
	}
}
