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

// sortRecord is one call of testdata/sort.jsonl.
type sortRecord struct {
	Dtype   string
	A       goldenOperand
	Axis    int
	Sort    []json.RawMessage
	ArgSort []int
	Error   string
}

// TestSortGolden replays NumPy's sort and argsort with kind="stable"
// (scripts/golden_sort.py) along every axis of views of every real dtype,
// through dyn.Sort and dyn.ArgSort and the fixed-rank Sort and ArgSort:
// sorted values bit for bit (the sign of a zero and NaN's place
// included), indices exactly, and ErrAxis where NumPy raised.
func TestSortGolden(t *testing.T) {
	goldenLines(t, "testdata/sort.jsonl", 1000, func(r sortRecord) {
		switch r.Dtype {
		case "float64":
			sortCheck[float64](t, r)
		case "float32":
			sortCheck[float32](t, r)
		case "int64":
			sortCheck[int64](t, r)
		case "int32":
			sortCheck[int32](t, r)
		case "int16":
			sortCheck[int16](t, r)
		case "int8":
			sortCheck[int8](t, r)
		case "uint64":
			sortCheck[uint64](t, r)
		case "uint32":
			sortCheck[uint32](t, r)
		case "uint16":
			sortCheck[uint16](t, r)
		case "uint8":
			sortCheck[uint8](t, r)
		default:
			t.Fatalf("dtype %s", r.Dtype)
		}
	})
}

func sortCheck[T Real](t *testing.T, r sortRecord) {
	t.Helper()
	x := matmulView[T](t, matmulArray{Shape: r.A.Shape, Data: r.A.Data}, r.A.View)
	name := r.Dtype + " " + fmtShape(x.Layout().Shape()) + " " + r.A.View + " axis " + strconv.Itoa(r.Axis)
	s, serr := dyn.Sort(x, r.Axis)
	a, aerr := dyn.ArgSort(x, r.Axis)
	if r.Error != "" {
		if !errors.Is(serr, ErrAxis) || !errors.Is(aerr, ErrAxis) {
			t.Errorf("%s: errors %v, %v; want ErrAxis (NumPy raised)", name, serr, aerr)
		}
		return
	}
	if serr != nil || aerr != nil {
		t.Fatalf("%s: %v, %v", name, serr, aerr)
	}
	if !slices.Equal(s.Layout().Shape(), x.Layout().Shape()) || len(s.Data()) != len(r.Sort) {
		t.Fatalf("%s: sorted shape %v", name, s.Layout().Shape())
	}
	for i, raw := range r.Sort {
		if want := dtypeValue[T](t, raw); !sameBits(s.Data()[i], want) {
			t.Errorf("%s: sorted element %d = %v, NumPy %v", name, i, s.Data()[i], want)
			return
		}
	}
	if !slices.Equal(a.Data(), r.ArgSort) {
		t.Errorf("%s: argsort %v, NumPy %v", name, a.Data(), r.ArgSort)
	}
	// The fixed-rank functions give the same, for ranks 1 and 2.
	switch len(x.Layout().Shape()) {
	case 1:
		fixedSortCheck[T, [1]int](t, name, x, r.Axis, s, a)
	case 2:
		fixedSortCheck[T, [2]int](t, name, x, r.Axis, s, a)
	}
}

func fixedSortCheck[T Real, D Dim](t *testing.T, name string, x dyn.Tensor[T], axis int, s dyn.Tensor[T], a dyn.Tensor[int]) {
	t.Helper()
	f, err := FromDyn[D](x)
	if err != nil {
		t.Fatal(err)
	}
	fs, err := Sort(f, axis)
	if err != nil || !slices.EqualFunc(fs.Data(), s.Data(), sameBits[T]) {
		t.Errorf("%s: Sort = %v, %v; dyn.Sort %v", name, fs.Data(), err, s.Data())
	}
	fa, err := ArgSort(f, axis)
	if err != nil || !slices.Equal(fa.Data(), a.Data()) {
		t.Errorf("%s: ArgSort = %v, %v; dyn.ArgSort %v", name, fa.Data(), err, a.Data())
	}
}
