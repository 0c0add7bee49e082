//go:build !race

package tensor

import (
	"errors"
	"testing"

	"github.com/fixedrank/tensor/dyn"

	"github.com/fixedrank/tensor/internal/engine"

	"github.com/google/go-cmp/cmp"
)

type viewItem struct {
	T     string `json:"t"`
	Start *int   `json:"start"`
	Stop  *int   `json:"stop"`
	Step  *int   `json:"step"`
	I     int    `json:"i"`
}

type viewOp struct {
	Op    string     `json:"op"`
	Items []viewItem `json:"items"`
	Axes  []int      `json:"axes"`
	A     int        `json:"a"`
	B     int        `json:"b"`
	K     int        `json:"k"`
	A1    int        `json:"a1"`
	A2    int        `json:"a2"`
	Shape []int      `json:"shape"`
	Axis  int        `json:"axis"`
	Order string     `json:"order"`
}

type viewResult struct {
	Shape   []int `json:"shape"`
	Strides []int `json:"strides"`
	Offset  int   `json:"offset"`
	Addrs   []int `json:"addrs"`
}

type viewChain struct {
	Base struct {
		Shape     []int `json:"shape"`
		Transpose bool  `json:"transpose"`
		Flip      int   `json:"flip"`
	} `json:"base"`
	Steps []struct {
		Op     viewOp      `json:"op"`
		Error  string      `json:"error"`
		Result *viewResult `json:"result"`
	} `json:"steps"`
}

func (v viewItem) item() Item {
	var it Item
	switch v.T {
	case "i":
		return engine.At(v.I)
	case "n":
		return engine.NewAxis()
	case "e":
		return engine.Ellipsis()
	}
	switch {
	case v.Start != nil && v.Stop != nil:
		it = engine.Range(*v.Start, *v.Stop)
	case v.Start != nil:
		it = engine.From(*v.Start)
	case v.Stop != nil:
		it = engine.To(*v.Stop)
	default:
		it = engine.All()
	}
	if v.Step != nil {
		it = it.By(*v.Step)
	}
	return it
}

func (op viewOp) items() []Item {
	items := make([]Item, len(op.Items))
	for i, v := range op.Items {
		items[i] = v.item()
	}
	return items
}

func (op viewOp) order() Order {
	if op.Order == "F" {
		return F
	}
	return C
}

// applyDyn runs one golden operation on a dynamic layout.
func applyDyn(d dyn.Layout, op viewOp) (dyn.Layout, error) {
	switch op.Op {
	case "sub":
		return d.Subscript(op.items()...)
	case "transpose":
		return d.Permute(op.Axes...)
	case "swapaxes":
		return d.SwapAxes(op.A, op.B)
	case "diagonal":
		return d.Diagonal(op.K, op.A1, op.A2)
	case "broadcast_to":
		return d.BroadcastTo(op.Shape, C)
	case "squeeze":
		return d.Squeeze(op.Axis)
	case "expand_dims":
		return d.ExpandDims(op.Axis)
	case "reshape":
		return d.Reshape(op.Shape, op.order())
	case "window":
		return d.SlidingWindow(op.Shape, op.Axes)
	}
	panic("unknown op " + op.Op)
}

// fixedOp runs one golden operation through the fixed-rank generic API.
func fixedOp[D, E Dim](d dyn.Layout, op viewOp) (dyn.Layout, error) {
	l, err := FromDynLayout[D](d)
	if err != nil {
		return dyn.Layout{}, err
	}
	var r Layout[E]
	switch op.Op {
	case "sub":
		r, err = SubscriptLayout[E](l, op.items()...)
	case "transpose":
		var axes D
		if len(op.Axes) != len(axes) {
			return dyn.Layout{}, engine.Errorf(ErrRank, "test: axes")
		}
		copy(ints(&axes), op.Axes)
		var p Layout[D]
		p, err = l.Permute(axes)
		if err == nil {
			r, err = AsRankLayout[E](p)
		}
	case "swapaxes":
		var p Layout[D]
		p, err = l.SwapAxes(op.A, op.B)
		if err == nil {
			r, err = AsRankLayout[E](p)
		}
	case "diagonal":
		r, err = DiagonalLayout[E](l, op.K, op.A1, op.A2)
	case "broadcast_to":
		var shape E
		if len(op.Shape) != len(shape) {
			return dyn.Layout{}, engine.Errorf(ErrRank, "test: shape")
		}
		copy(ints(&shape), op.Shape)
		r, err = BroadcastToLayout(l, shape)
	case "squeeze":
		r, err = SqueezeLayout[E](l, op.Axis)
	case "expand_dims":
		r, err = ExpandDimsLayout[E](l, op.Axis)
	case "reshape":
		var shape E
		if len(op.Shape) != len(shape) {
			return dyn.Layout{}, engine.Errorf(ErrRank, "test: shape")
		}
		copy(ints(&shape), op.Shape)
		r, err = ReshapeLayout(l, shape, op.order())
	case "window":
		var w, s D
		copy(ints(&w), op.Shape)
		copy(ints(&s), op.Axes)
		r, err = SlidingWindowLayout[E](l, w, s)
	}
	if err != nil {
		return dyn.Layout{}, err
	}
	return r.Dyn(), nil
}

var fixedTable = map[[2]int]func(dyn.Layout, viewOp) (dyn.Layout, error){
	{0, 0}: fixedOp[[0]int, [0]int],
	{0, 1}: fixedOp[[0]int, [1]int],
	{0, 2}: fixedOp[[0]int, [2]int],
	{0, 3}: fixedOp[[0]int, [3]int],
	{0, 4}: fixedOp[[0]int, [4]int],
	{0, 5}: fixedOp[[0]int, [5]int],
	{0, 6}: fixedOp[[0]int, [6]int],
	{0, 7}: fixedOp[[0]int, [7]int],
	{1, 0}: fixedOp[[1]int, [0]int],
	{1, 1}: fixedOp[[1]int, [1]int],
	{1, 2}: fixedOp[[1]int, [2]int],
	{1, 3}: fixedOp[[1]int, [3]int],
	{1, 4}: fixedOp[[1]int, [4]int],
	{1, 5}: fixedOp[[1]int, [5]int],
	{1, 6}: fixedOp[[1]int, [6]int],
	{1, 7}: fixedOp[[1]int, [7]int],
	{2, 0}: fixedOp[[2]int, [0]int],
	{2, 1}: fixedOp[[2]int, [1]int],
	{2, 2}: fixedOp[[2]int, [2]int],
	{2, 3}: fixedOp[[2]int, [3]int],
	{2, 4}: fixedOp[[2]int, [4]int],
	{2, 5}: fixedOp[[2]int, [5]int],
	{2, 6}: fixedOp[[2]int, [6]int],
	{2, 7}: fixedOp[[2]int, [7]int],
	{3, 0}: fixedOp[[3]int, [0]int],
	{3, 1}: fixedOp[[3]int, [1]int],
	{3, 2}: fixedOp[[3]int, [2]int],
	{3, 3}: fixedOp[[3]int, [3]int],
	{3, 4}: fixedOp[[3]int, [4]int],
	{3, 5}: fixedOp[[3]int, [5]int],
	{3, 6}: fixedOp[[3]int, [6]int],
	{3, 7}: fixedOp[[3]int, [7]int],
	{4, 0}: fixedOp[[4]int, [0]int],
	{4, 1}: fixedOp[[4]int, [1]int],
	{4, 2}: fixedOp[[4]int, [2]int],
	{4, 3}: fixedOp[[4]int, [3]int],
	{4, 4}: fixedOp[[4]int, [4]int],
	{4, 5}: fixedOp[[4]int, [5]int],
	{4, 6}: fixedOp[[4]int, [6]int],
	{4, 7}: fixedOp[[4]int, [7]int],
	{5, 0}: fixedOp[[5]int, [0]int],
	{5, 1}: fixedOp[[5]int, [1]int],
	{5, 2}: fixedOp[[5]int, [2]int],
	{5, 3}: fixedOp[[5]int, [3]int],
	{5, 4}: fixedOp[[5]int, [4]int],
	{5, 5}: fixedOp[[5]int, [5]int],
	{5, 6}: fixedOp[[5]int, [6]int],
	{5, 7}: fixedOp[[5]int, [7]int],
}

func TestViewsGolden(t *testing.T) {
	chains := readJSONL[viewChain](t, "testdata/views.jsonl")
	steps, errs, fixed := 0, 0, 0
	for ci, ch := range chains {
		d, err := dyn.Contiguous(ch.Base.Shape, C)
		if err != nil {
			t.Fatal(err)
		}
		if ch.Base.Transpose {
			d = d.Transpose()
		}
		if ch.Base.Flip >= 0 {
			if d, err = d.Flip(ch.Base.Flip); err != nil {
				t.Fatal(err)
			}
		}
		for si, st := range ch.Steps {
			got, err := applyDyn(d, st.Op)
			steps++
			if st.Error != "" {
				errs++
				if err == nil {
					t.Errorf("chain %d step %d: %v on %v = %v; NumPy raised %s", ci, si, st.Op, d, got, st.Error)
				} else if (st.Error == "NotView") != errors.Is(err, ErrNotView) {
					t.Errorf("chain %d step %d: %v on %v: error %v; NumPy %s", ci, si, st.Op, d, err, st.Error)
				}
				break
			}
			if err != nil {
				t.Errorf("chain %d step %d: %v on %v: %v; NumPy gave %+v", ci, si, st.Op, d, err, *st.Result)
				break
			}
			want := dyn.Unchecked(st.Result.Shape, st.Result.Strides, st.Result.Offset)
			if !got.Equal(want) {
				t.Errorf("chain %d step %d: %v on %v = %v; NumPy %v", ci, si, st.Op, d, got, want)
				break
			}
			if diff := cmp.Diff(st.Result.Addrs, addrsC(got)); diff != "" {
				t.Errorf("chain %d step %d: addresses (-numpy +got):\n%s", ci, si, diff)
			}
			if f := fixedTable[[2]int{d.Rank(), got.Rank()}]; f != nil && !(st.Op.Op == "squeeze" && d.Rank() == 0) {
				fg, err := f(d, st.Op)
				if err != nil || !fg.Equal(got) {
					t.Errorf("chain %d step %d: fixed-rank %v on %v = %v, %v; want %v", ci, si, st.Op, d, fg, err, got)
				}
				fixed++
			}
			d = got
		}
	}
	t.Logf("%d chains, %d steps (%d NumPy errors), %d steps also through the fixed-rank API", len(chains), steps, errs, fixed)
}
