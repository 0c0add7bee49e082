//go:build !race

package tensor

import (
	"encoding/json"
	"errors"
	"slices"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// shapeHelperRecord is one call of testdata/shapehelpers.jsonl.
type shapeHelperRecord struct {
	Dtype    string
	Op       string
	A        goldenOperand
	Xs       [][]json.RawMessage
	Repeats  []int
	Axis     int
	Reps     []int
	Widths   [][2]int
	Mode     string
	Values   []json.RawMessage
	Indexing string
	Sparse   bool
	K        int
	Axes     [2]int
	Wrap     bool
	V        json.RawMessage
	Out      *matmulArray
	Outs     []matmulArray
	Error    string
}

// TestShapeHelpersGolden replays NumPy's repeat, tile, pad, meshgrid,
// triu, tril, fill_diagonal and rot90 (scripts/golden_shapehelpers.py)
// through the dyn functions and, for rank-2 operands, the fixed-rank
// ones: shapes and elements bit for bit, and the sentinel for what NumPy
// raised.
func TestShapeHelpersGolden(t *testing.T) {
	goldenLines(t, "testdata/shapehelpers.jsonl", 4000, func(r shapeHelperRecord) {
		switch r.Dtype {
		case "float64":
			shapeHelperCheck[float64](t, r)
		case "float32":
			shapeHelperCheck[float32](t, r)
		case "int16":
			shapeHelperCheck[int16](t, r)
		case "uint8":
			shapeHelperCheck[uint8](t, r)
		default:
			t.Fatalf("dtype %s", r.Dtype)
		}
	})
}

func shapeHelperCheck[T Real](t *testing.T, r shapeHelperRecord) {
	t.Helper()
	if r.Op == "meshgrid" {
		meshgridCheck[T](t, r)
		return
	}
	x := matmulView[T](t, matmulArray{Shape: r.A.Shape, Data: r.A.Data}, r.A.View)
	name := r.Dtype + " " + r.Op + " " + fmtShape(x.Layout().Shape()) + " " + r.A.View
	vals := make([]T, len(r.Values))
	for i, raw := range r.Values {
		vals[i] = dtypeValue[T](t, raw)
	}
	var got dyn.Tensor[T]
	var err error
	var fixed func(Tensor[T, [2]int]) (Tensor[T, [2]int], error)
	switch r.Op {
	case "repeat":
		name += " repeats " + fmtShape(r.Repeats)
		got, err = dyn.Repeat(x, r.Repeats, r.Axis)
		fixed = func(f Tensor[T, [2]int]) (Tensor[T, [2]int], error) { return Repeat(f, r.Repeats, r.Axis) }
	case "tile":
		name += " reps " + fmtShape(r.Reps)
		got, err = dyn.Tile(x, r.Reps)
		if len(r.Reps) <= 2 {
			fixed = func(f Tensor[T, [2]int]) (Tensor[T, [2]int], error) { return Tile[[2]int](f, r.Reps) }
		}
	case "pad":
		name += " " + r.Mode
		if r.Mode == "maximum" { // not implemented, as Pad documents
			if _, err := dyn.Pad(x, r.Widths, r.Mode); !errors.Is(err, ErrValue) {
				t.Errorf("%s: error %v, want ErrValue", name, err)
			}
			return
		}
		got, err = dyn.Pad(x, r.Widths, r.Mode, vals...)
		fixed = func(f Tensor[T, [2]int]) (Tensor[T, [2]int], error) { return Pad(f, r.Widths, r.Mode, vals...) }
	case "triu", "tril":
		op := map[bool]func(dyn.Tensor[T], int) (dyn.Tensor[T], error){true: dyn.Triu[T], false: dyn.Tril[T]}[r.Op == "triu"]
		got, err = op(x, r.K)
		fixed = func(f Tensor[T, [2]int]) (Tensor[T, [2]int], error) {
			if r.Op == "triu" {
				return Triu(f, r.K)
			}
			return Tril(f, r.K)
		}
	case "fill_diagonal":
		v := dtypeValue[T](t, r.V)
		got = x.Clone()
		err = dyn.FillDiagonal(got, v, r.Wrap)
		fixed = func(f Tensor[T, [2]int]) (Tensor[T, [2]int], error) {
			c := f.Clone()
			return c, FillDiagonal(c, v, r.Wrap)
		}
	case "rot90":
		name += " axes " + fmtShape(r.Axes[:])
		got, err = x.Rot90(r.K, r.Axes[0], r.Axes[1])
		if err == nil {
			got = got.Clone()
		}
		fixed = func(f Tensor[T, [2]int]) (Tensor[T, [2]int], error) {
			v, err := f.Rot90(r.K, r.Axes[0], r.Axes[1])
			return v.Clone(), err
		}
	default:
		t.Fatalf("op %s", r.Op)
	}
	if r.Error != "" {
		want := map[string]error{"axis": ErrAxis, "value": ErrValue, "broadcast": ErrBroadcast, "rank": ErrRank}[r.Error]
		switch {
		case r.Op == "rot90":
			want = ErrAxis // NumPy's ValueError for axes out of range or equal
		case r.Op == "fill_diagonal" && r.Error == "value":
			want = ErrShape // NumPy's ValueError for unequal lengths
		}
		if !errors.Is(err, want) {
			t.Errorf("%s: error %v, want %v", name, err, want)
		}
		return
	}
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	shapeHelperCompare(t, name, got, *r.Out)
	if len(x.Layout().Shape()) == 2 && fixed != nil {
		f, _ := FromDyn[[2]int](x)
		fg, err := fixed(f)
		if err != nil || !sameSlice(fg.Data(), got.Data()) || fg.Shape() != [2]int(got.Shape()) {
			t.Errorf("%s: fixed-rank = %v %v, %v; dyn %v", name, fg.Shape(), fg.Data(), err, got.Data())
		}
	}
}

func shapeHelperCompare[T Real](t *testing.T, name string, got dyn.Tensor[T], want matmulArray) {
	t.Helper()
	if !slices.Equal(got.Layout().Shape(), want.Shape) {
		t.Fatalf("%s: shape %v, NumPy %v", name, got.Layout().Shape(), want.Shape)
	}
	i := 0
	for _, v := range got.All() {
		if w := dtypeValue[T](t, want.Data[i]); !sameBits(v, w) {
			t.Errorf("%s: element %d = %v, NumPy %v", name, i, v, w)
			return
		}
		i++
	}
}

func meshgridCheck[T Real](t *testing.T, r shapeHelperRecord) {
	t.Helper()
	xs := make([]dyn.Tensor[T], len(r.Xs))
	for i, raw := range r.Xs {
		xs[i] = matmulView[T](t, matmulArray{Shape: []int{len(raw)}, Data: raw}, "c")
	}
	name := r.Dtype + " meshgrid " + r.Indexing
	got, err := dyn.Meshgrid(xs, r.Indexing, r.Sparse)
	if r.Error != "" {
		if !errors.Is(err, ErrValue) {
			t.Errorf("%s: error %v, want ErrValue", name, err)
		}
		return
	}
	if err != nil || len(got) != len(r.Outs) {
		t.Fatalf("%s: %d outputs, %v; NumPy %d", name, len(got), err, len(r.Outs))
	}
	for i := range got {
		shapeHelperCompare(t, name, got[i], r.Outs[i])
	}
	if len(xs) == 2 {
		var fx []Tensor[T, [1]int]
		for _, x := range xs {
			f, _ := FromDyn[[1]int](x)
			fx = append(fx, f)
		}
		fg, err := Meshgrid[[2]int](fx, r.Indexing, r.Sparse)
		if err != nil || len(fg) != 2 || !sameSlice(fg[0].Data(), got[0].Data()) || !sameSlice(fg[1].Data(), got[1].Data()) {
			t.Errorf("%s: fixed-rank Meshgrid = %v, %v", name, fg, err)
		}
	}
}
