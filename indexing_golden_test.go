//go:build !race

package tensor

import (
	"errors"
	"slices"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// indexingInts is an int array of testdata/indexing.jsonl.
type indexingInts struct {
	Shape []int
	Data  []int
}

// indexingRecord is one call of testdata/indexing.jsonl.
type indexingRecord struct {
	Dtype  string
	Op     string
	A      goldenOperand
	Ro     bool
	Idx    indexingInts
	V      matmulArray
	Mask   indexingInts
	Coords []indexingInts
	Dims   []int
	Axis   int
	Mode   string
	Order  string
	Out    *matmulArray
	Iout   *indexingInts
	Iouts  []indexingInts
	Error  string
}

var indexingSentinels = map[string]error{
	"index": ErrIndex, "axis": ErrAxis, "broadcast": ErrBroadcast, "rank": ErrRank,
	"readonly": ErrReadOnly, "overflow": ErrOverflow, "shape": ErrShape,
}

// TestIndexingGolden replays NumPy's put, integer-array assignment along
// an axis, put_along_axis, nonzero, flatnonzero, unravel_index,
// ravel_multi_index and boolean masks over leading axes
// (scripts/golden_indexing.py) through the dyn functions and, for rank-2
// operands, the fixed-rank ones: results exactly (the whole base of the
// view after a write), the sentinel for what NumPy raised, and a base left
// unchanged by a write that fails.
func TestIndexingGolden(t *testing.T) {
	goldenLines(t, "testdata/indexing.jsonl", 1500, func(r indexingRecord) {
		switch r.Dtype {
		case "float64":
			indexingCheck[float64](t, r)
		case "int16":
			indexingCheck[int16](t, r)
		case "bool":
			data := make([]bool, len(r.A.Data))
			for i, raw := range r.A.Data {
				data[i] = string(raw) != "0"
			}
			nonzeroCheck(t, r, goldenView(t, data, r.A.Shape, r.A.View))
		case "":
			indexCheck(t, r)
		default:
			t.Fatalf("dtype %s", r.Dtype)
		}
	})
}

func indexingInt(t *testing.T, a indexingInts) dyn.Tensor[int] {
	t.Helper()
	if a.Shape == nil {
		return dyn.Tensor[int]{} // not in the record
	}
	x, err := dyn.FromSlice(slices.Clone(a.Data), a.Shape...)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

func indexingCheck[T Real](t *testing.T, r indexingRecord) {
	t.Helper()
	base := make([]T, len(r.A.Data))
	for i, raw := range r.A.Data {
		base[i] = dtypeValue[T](t, raw)
	}
	fresh := func() dyn.Tensor[T] {
		x := goldenView(t, base, r.A.Shape, r.A.View)
		if r.Ro {
			x = x.ReadOnlyView()
		}
		return x
	}
	x := fresh()
	name := r.Dtype + " " + r.Op + " " + fmtShape(x.Layout().Shape()) + " " + r.A.View
	if r.Op == "nonzero" || r.Op == "flatnonzero" {
		nonzeroCheck(t, r, x)
		return
	}
	var v dyn.Tensor[T]
	if r.V.Shape != nil {
		v = matmulView[T](t, r.V, "c")
	}
	idx, mask := indexingInt(t, r.Idx), indexingMask(t, r.Mask)
	if r.Op == "maskget" {
		got, err := dyn.MaskedRows(x, mask)
		if !indexingErr(t, name+" mask "+fmtShape(r.Mask.Shape), err, r.Error) {
			return
		}
		indexingSame(t, name, got, r.Out)
		if len(r.A.Shape) == 2 && len(r.Mask.Shape) == 1 {
			f, fm := tensorOf[[2]int](t, x), tensorOf[[1]int](t, mask)
			fg, err := MaskedRows[[2]int](f, fm)
			if err != nil || !sameSlice(fg.Data(), got.Data()) || fg.Shape() != [2]int(got.Shape()) {
				t.Errorf("%s: fixed-rank MaskedRows = %v, %v", name, fg, err)
			}
		}
		return
	}
	// A write: through dyn, then for rank-2 operands through the
	// fixed-rank function into a fresh base, both compared with NumPy's
	// base afterwards (or the base unchanged on an error).
	write := func(x dyn.Tensor[T]) error {
		switch r.Op {
		case "put":
			return dyn.Put(x, idx, v, r.Mode)
		case "putaxis":
			return dyn.PutAxis(x, idx, v, r.Axis, r.Mode)
		case "along":
			return dyn.PutAlongAxis(x, idx, v, r.Axis)
		case "maskset":
			return dyn.SetMaskedRows(x, mask, v)
		}
		t.Fatalf("op %s", r.Op)
		return nil
	}
	fixed := func(x dyn.Tensor[T]) (error, bool) {
		if len(r.A.Shape) != 2 {
			return nil, false
		}
		f := tensorOf[[2]int](t, x)
		switch {
		case r.Op == "put" && len(r.Idx.Shape) == 1:
			return Put(f, tensorOf[[1]int](t, idx), v, r.Mode), true
		case r.Op == "putaxis" && len(r.Idx.Shape) == 1:
			return PutAxis(f, tensorOf[[1]int](t, idx), v, r.Axis, r.Mode), true
		case r.Op == "along" && len(r.Idx.Shape) == 2:
			return PutAlongAxis(f, tensorOf[[2]int](t, idx), v, r.Axis), true
		case r.Op == "maskset" && len(r.Mask.Shape) == 1:
			return SetMaskedRows(f, tensorOf[[1]int](t, mask), v), true
		}
		return nil, false
	}
	name += " idx " + fmtShape(r.Idx.Shape) + " v " + fmtShape(r.V.Shape) + " " + r.Mode
	err := write(x)
	indexingWritten(t, name, x, base, err, r)
	y := fresh()
	if err, ok := fixed(y); ok {
		indexingWritten(t, name+" (fixed rank)", y, base, err, r)
	}
}

// indexingWritten checks a write into x (a view of a copy of base):
// NumPy's base afterwards, or the sentinel and base unchanged.
func indexingWritten[T Real](t *testing.T, name string, x dyn.Tensor[T], base []T, err error, r indexingRecord) {
	t.Helper()
	want := base
	if indexingErr(t, name, err, r.Error) {
		want = make([]T, len(r.Out.Data))
		for i, raw := range r.Out.Data {
			want[i] = dtypeValue[T](t, raw)
		}
	}
	if !sameSlice(x.Data(), want) {
		t.Errorf("%s axis %d: base %v, want %v (error %v)", name, r.Axis, x.Data(), want, err)
	}
}

// indexingErr checks err against the sentinel named want and reports
// whether the call was to succeed.
func indexingErr(t *testing.T, name string, err error, want string) bool {
	t.Helper()
	if want != "" {
		if s := indexingSentinels[want]; !errors.Is(err, s) {
			t.Errorf("%s: error %v, want %v", name, err, s)
		}
		return false
	}
	if err != nil {
		t.Errorf("%s: %v", name, err)
		return false
	}
	return true
}

func indexingSame[T Real](t *testing.T, name string, got dyn.Tensor[T], want *matmulArray) {
	t.Helper()
	if !slices.Equal(got.Layout().Shape(), want.Shape) {
		t.Errorf("%s: shape %v, NumPy %v", name, got.Layout().Shape(), want.Shape)
		return
	}
	for i, raw := range want.Data {
		if w := dtypeValue[T](t, raw); !sameBits(got.Data()[i], w) {
			t.Errorf("%s: element %d = %v, NumPy %v", name, i, got.Data()[i], w)
			return
		}
	}
}

func indexingMask(t *testing.T, m indexingInts) dyn.Tensor[bool] {
	t.Helper()
	if m.Shape == nil {
		return dyn.Tensor[bool]{} // not in the record
	}
	data := make([]bool, len(m.Data))
	for i, b := range m.Data {
		data[i] = b != 0
	}
	x, err := dyn.FromSlice(data, m.Shape...)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

func indexingIntsEqual(got dyn.Tensor[int], want indexingInts) bool {
	return slices.Equal(got.Layout().Shape(), want.Shape) && slices.Equal(got.Clone().Data(), want.Data)
}

func nonzeroCheck[T comparable](t *testing.T, r indexingRecord, x dyn.Tensor[T]) {
	t.Helper()
	name := r.Dtype + " " + r.Op + " " + fmtShape(x.Layout().Shape()) + " " + r.A.View
	if r.Op == "flatnonzero" {
		got, err := dyn.FlatNonzero(x)
		if err != nil || !indexingIntsEqual(got, *r.Iout) {
			t.Errorf("%s = %v, %v; NumPy %v", name, got, err, r.Iout.Data)
		}
		return
	}
	got, err := dyn.Nonzero(x)
	if err != nil || len(got) != len(r.Iouts) {
		t.Fatalf("%s = %v, %v; NumPy %d arrays", name, got, err, len(r.Iouts))
	}
	for k := range got {
		if !indexingIntsEqual(got[k], r.Iouts[k]) {
			t.Errorf("%s axis %d = %v; NumPy %v", name, k, got[k], r.Iouts[k].Data)
		}
	}
	if len(r.A.Shape) == 2 {
		fg, err := Nonzero(tensorOf[[2]int](t, x))
		if err != nil || len(fg) != 2 || !slices.Equal(fg[0].Data(), got[0].Data()) || !slices.Equal(fg[1].Data(), got[1].Data()) {
			t.Errorf("%s: fixed-rank Nonzero = %v, %v", name, fg, err)
		}
	}
}

// indexCheck replays unravel_index and ravel_multi_index.
func indexCheck(t *testing.T, r indexingRecord) {
	t.Helper()
	order := C
	if r.Order == "F" {
		order = F
	}
	name := r.Op + " dims " + fmtShape(r.Dims) + " " + r.Order + " " + r.Mode
	switch r.Op {
	case "unravel":
		idx := indexingInt(t, r.Idx)
		got, err := dyn.UnravelIndex(idx, r.Dims, order)
		if !indexingErr(t, name+" idx "+fmtShape(r.Idx.Shape), err, r.Error) {
			return
		}
		if len(got) != len(r.Iouts) {
			t.Fatalf("%s: %d tensors, NumPy %d", name, len(got), len(r.Iouts))
		}
		for k := range got {
			if !indexingIntsEqual(got[k], r.Iouts[k]) {
				t.Errorf("%s axis %d = %v; NumPy %v", name, k, got[k], r.Iouts[k].Data)
			}
		}
		if len(r.Dims) == 2 && len(r.Idx.Shape) == 1 {
			fg, err := UnravelIndex(tensorOf[[1]int](t, idx), [2]int(r.Dims), order)
			if err != nil || len(fg) != 2 || !slices.Equal(fg[0].Data(), got[0].Data()) || !slices.Equal(fg[1].Data(), got[1].Data()) {
				t.Errorf("%s: fixed-rank UnravelIndex = %v, %v", name, fg, err)
			}
		}
	case "ravel":
		coords := make([]dyn.Tensor[int], len(r.Coords))
		rank1 := len(r.Dims) == 2 && len(r.Coords) == 2
		for k, c := range r.Coords {
			coords[k] = indexingInt(t, c)
			rank1 = rank1 && len(c.Shape) == 1
		}
		got, err := dyn.RavelMultiIndex(coords, r.Dims, r.Mode, order)
		if rank1 && len(r.Dims) == 2 {
			fc := []Tensor[int, [1]int]{tensorOf[[1]int](t, coords[0]), tensorOf[[1]int](t, coords[1])}
			fg, ferr := RavelMultiIndex(fc, [2]int(r.Dims), r.Mode, order)
			if (ferr == nil) != (err == nil) || err == nil && !slices.Equal(fg.Data(), got.Data()) {
				t.Errorf("%s: fixed-rank RavelMultiIndex = %v, %v; dyn %v, %v", name, fg, ferr, got, err)
			}
		}
		if !indexingErr(t, name, err, r.Error) {
			return
		}
		if !indexingIntsEqual(got, *r.Iout) {
			t.Errorf("%s = %v; NumPy %v", name, got, r.Iout.Data)
		}
	default:
		t.Fatalf("op %s", r.Op)
	}
}
