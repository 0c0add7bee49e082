//go:build !race

package tensor

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/fixedrank/tensor/dyn"

	"github.com/fixedrank/tensor/internal/engine"

	"github.com/google/go-cmp/cmp"
)

// The tensor views replayed against NumPy: testdata/tensorviews.jsonl is
// written by scripts/golden_tensorviews.py.

type tvOp struct {
	Op     string     `json:"op"`
	Items  []viewItem `json:"items"`
	Axes   []int      `json:"axes"` // null (nil) is NumPy's axis=None
	Int    bool       `json:"int"`  // squeeze: the axis was passed as an int
	Src    []int      `json:"src"`
	Dst    []int      `json:"dst"`
	Ints   bool       `json:"ints"` // moveaxis: ints, not sequences
	Window []int      `json:"window"`
	Step   []int      `json:"step"`
	Shape  []int      `json:"shape"`
	K      int        `json:"k"`
	A1     int        `json:"a1"`
	A2     int        `json:"a2"`
	A      int        `json:"a"`
	B      int        `json:"b"`
	Order  string     `json:"order"`
}

type tvResult struct {
	Shape []int `json:"shape"`
	V     []int `json:"v"`
	View  *bool `json:"view"` // shares memory with the base (non-empty only)
	Copy  *bool `json:"copy"` // reshape and ravel copied (non-empty only)
	RO    bool  `json:"ro"`
	V2    []int `json:"v2"` // broadcast_arrays: the second result
}

type tvStep struct {
	Op     tvOp      `json:"op"`
	Error  string    `json:"error"`
	Why    string    `json:"why"`
	Result *tvResult `json:"result"`
}

type tvChain struct {
	Shape []int    `json:"shape"`
	Steps []tvStep `json:"steps"`
}

// otherBase is where the values of broadcast_arrays' second operand start
// (OTHER in the script).
const otherBase = 1000

func (op tvOp) String() string {
	switch op.Op {
	case "sub":
		return fmt.Sprintf("sub%v", op.items())
	case "flip", "transpose", "expand":
		return fmt.Sprintf("%s(%v)", op.Op, op.Axes)
	case "squeeze":
		return fmt.Sprintf("squeeze(%v, int=%v)", op.Axes, op.Int)
	case "moveaxis":
		return fmt.Sprintf("moveaxis(%v, %v, ints=%v)", op.Src, op.Dst, op.Ints)
	case "window":
		return fmt.Sprintf("window(%v, axis=%v, step=%v)", op.Window, op.Axes, op.Step)
	case "broadcast_to", "broadcast":
		return fmt.Sprintf("%s(%v)", op.Op, op.Shape)
	case "diagonal":
		return fmt.Sprintf("diagonal(%d, %d, %d)", op.K, op.A1, op.A2)
	case "swapaxes":
		return fmt.Sprintf("swapaxes(%d, %d)", op.A, op.B)
	case "reshape":
		return fmt.Sprintf("reshape(%v, order=%s)", op.Shape, op.Order)
	}
	return op.Op
}

func (op tvOp) items() []Item { return viewOp{Items: op.Items}.items() }

func (op tvOp) order() Order {
	if op.Order == "F" {
		return F
	}
	return C
}

// tvOut is one application of a golden operation: the result, the second
// result of broadcast_arrays and, for reshape, the copied flag.
type tvOut struct {
	r, second dyn.Tensor[int]
	copied    bool
}

// errInexpressible marks a NumPy case that the fixed-rank API cannot state
// (an argument whose length is fixed by the type).
var errInexpressible = errors.New("test: not expressible at a fixed rank")

// arangeDyn returns the C-contiguous tensor of shape holding start,
// start+1, ….
func arangeDyn(start int, shape []int) dyn.Tensor[int] {
	l, err := dyn.Contiguous(shape, C)
	if err != nil {
		panic(err)
	}
	data := make([]int, l.Size())
	for i := range data {
		data[i] = start + i
	}
	d, err := dyn.View(data, l)
	if err != nil {
		panic(err)
	}
	return d
}

// tvApplyDyn runs a golden operation through the DynTensor methods.
func tvApplyDyn(d dyn.Tensor[int], op tvOp) (tvOut, error) {
	var o tvOut
	var err error
	switch op.Op {
	case "sub":
		o.r, err = d.Subscript(op.items()...)
	case "flip":
		o.r, err = d.Flip(op.Axes...)
	case "moveaxis":
		if op.Ints {
			o.r, err = d.MoveAxis(op.Src[0], op.Dst[0])
		} else {
			o.r, err = d.MoveAxes(op.Src, op.Dst)
		}
	case "squeeze":
		o.r, err = d.Squeeze(op.Axes...)
	case "expand":
		o.r, err = d.ExpandDims(op.Axes...)
	case "window":
		if op.Axes == nil {
			o.r, err = d.SlidingWindow(op.Window, op.Step)
		} else {
			o.r, err = d.SlidingWindowAxes(op.Window, op.Axes)
		}
	case "broadcast_to":
		o.r, err = d.BroadcastTo(op.Shape...)
	case "broadcast":
		b := arangeDyn(otherBase, op.Shape)
		var shape []int
		if shape, err = dyn.BroadcastShapes(d.Layout().Shape(), op.Shape, C); err == nil {
			if o.r, err = d.BroadcastTo(shape...); err == nil {
				o.second, err = b.BroadcastTo(shape...)
			}
		}
	case "diagonal":
		o.r, err = d.Diagonal(op.K, op.A1, op.A2)
	case "transpose":
		if op.Axes == nil {
			o.r = d.Transpose()
		} else {
			o.r, err = d.Permute(op.Axes...)
		}
	case "swapaxes":
		o.r, err = d.SwapAxes(op.A, op.B)
	case "reshape":
		o.r, o.copied, err = d.ReshapeOrder(op.Shape, op.order(), CopyIfNeeded)
	case "ravel":
		o.r, err = d.Ravel()
		o.copied = copiedFrom(o.r.Data(), d.Data())
	default:
		panic("unknown op " + op.Op)
	}
	return o, err
}

// tvFixed runs a golden operation on a tensor of rank D through the
// fixed-rank functions and methods, with the result's rank E.
func tvFixed[D, E Dim](d dyn.Tensor[int], op tvOp) (tvOut, error) {
	var o tvOut
	x, err := FromDyn[D](d)
	if err != nil {
		return o, err
	}
	var r Tensor[int, E]
	// same converts the result of a rank-keeping method to E.
	same := func(v Tensor[int, D], err error) (Tensor[int, E], error) {
		if err != nil {
			return Tensor[int, E]{}, err
		}
		return AsRank[E](v)
	}
	switch op.Op {
	case "sub":
		r, err = Subscript[E](x, op.items()...)
		var dz D
		var ez E
		if len(dz) == len(ez) {
			// The rank-keeping method must agree with the function.
			m, merr := x.Subscript(op.items()...)
			if (merr == nil) != (err == nil) || err == nil && !tvSame(m.Dyn(), r.Dyn()) {
				return o, fmt.Errorf("test: Tensor.Sub = %v, %v; Sub = %v, %v", m.Dyn(), merr, r.Dyn(), err)
			}
		}
	case "flip":
		r, err = same(x.Flip(op.Axes...))
	case "moveaxis":
		if op.Ints {
			r, err = same(x.MoveAxis(op.Src[0], op.Dst[0]))
		} else {
			r, err = same(x.MoveAxes(op.Src, op.Dst))
		}
	case "squeeze":
		r, err = Squeeze[E](x, op.Axes...)
	case "expand":
		r, err = ExpandDims[E](x, op.Axes...)
	case "window":
		if op.Axes != nil {
			r, err = SlidingWindowAxes[E](x, op.Window, op.Axes)
			break
		}
		var w, s D
		if len(op.Window) != len(w) || len(op.Step) != len(s) {
			return o, errInexpressible // window and step have the type D
		}
		copy(ints(&w), op.Window)
		copy(ints(&s), op.Step)
		r, err = SlidingWindow[E](x, w, s)
	case "broadcast_to":
		var shape E
		if len(op.Shape) != len(shape) {
			return o, errInexpressible
		}
		copy(ints(&shape), op.Shape)
		r, err = BroadcastTo(x, shape)
	case "broadcast":
		b := arangeDyn(otherBase, op.Shape)
		var sb dyn.Tensor[int]
		switch len(op.Shape) {
		case 0:
			r, sb, err = tvBroadcast[E, D, [0]int](x, b)
		case 1:
			r, sb, err = tvBroadcast[E, D, [1]int](x, b)
		case 2:
			r, sb, err = tvBroadcast[E, D, [2]int](x, b)
		case 3:
			r, sb, err = tvBroadcast[E, D, [3]int](x, b)
		case 4:
			r, sb, err = tvBroadcast[E, D, [4]int](x, b)
		case 5:
			r, sb, err = tvBroadcast[E, D, [5]int](x, b)
		default:
			return o, errInexpressible // beyond the table of this test
		}
		o.second = sb
	case "diagonal":
		r, err = Diagonal[E](x, op.K, op.A1, op.A2)
	case "transpose":
		if op.Axes == nil {
			r, err = same(x.Transpose(), nil)
			break
		}
		var axes D
		if len(op.Axes) != len(axes) {
			return o, errInexpressible // the permutation has the type D
		}
		copy(ints(&axes), op.Axes)
		r, err = same(x.Permute(axes))
	case "swapaxes":
		r, err = same(x.SwapAxes(op.A, op.B))
	case "reshape":
		var shape E
		if len(op.Shape) != len(shape) {
			return o, errInexpressible
		}
		copy(ints(&shape), op.Shape)
		r, o.copied, err = ReshapeOrder(x, shape, op.order(), CopyIfNeeded)
		if op.order() == C {
			// Reshape is ReshapeOrder in C order, the copy allowed.
			s, serr := Reshape(x, shape)
			if (serr == nil) != (err == nil) || err == nil && !tvSame(s.Dyn(), r.Dyn()) {
				return o, fmt.Errorf("test: Reshape = %v, %v; ReshapeOrder = %v, %v", s.Dyn(), serr, r.Dyn(), err)
			}
		}
	case "ravel":
		var f Tensor[int, [1]int]
		if f, err = Ravel(x); err == nil {
			r, err = AsRank[E](f)
			o.copied = copiedFrom(f.Data(), x.Data())
		}
	default:
		panic("unknown op " + op.Op)
	}
	o.r = r.Dyn()
	return o, err
}

func tvBroadcast[E, D, F Dim](x Tensor[int, D], b dyn.Tensor[int]) (Tensor[int, E], dyn.Tensor[int], error) {
	y, err := FromDyn[F](b)
	if err != nil {
		return Tensor[int, E]{}, dyn.Tensor[int]{}, err
	}
	ra, rb, err := Broadcast[E](x, y)
	return ra, rb.Dyn(), err
}

type tvFunc func(dyn.Tensor[int], tvOp) (tvOut, error)

func tvRow[D Dim]() [8]tvFunc {
	return [8]tvFunc{
		tvFixed[D, [0]int], tvFixed[D, [1]int], tvFixed[D, [2]int], tvFixed[D, [3]int],
		tvFixed[D, [4]int], tvFixed[D, [5]int], tvFixed[D, [6]int], tvFixed[D, [7]int],
	}
}

// tvTable holds tvFixed for input rank i and result rank j at [i][j].
var tvTable = [8][8]tvFunc{
	tvRow[[0]int](), tvRow[[1]int](), tvRow[[2]int](), tvRow[[3]int](),
	tvRow[[4]int](), tvRow[[5]int](), tvRow[[6]int](), tvRow[[7]int](),
}

// sameBuffer reports whether a and b start at the same element.
func sameBuffer(a, b []int) bool { return len(a) > 0 && len(b) > 0 && &a[0] == &b[0] }

// copiedFrom reports whether the buffer r is a copy, not parent itself.
// An empty parent buffer cannot tell; its tensors are empty, and Ravel
// never copies an empty tensor (it is contiguous).
func copiedFrom(r, parent []int) bool { return len(parent) > 0 && !sameBuffer(r, parent) }

// tvSame reports whether a and b have the same shape, values (in C order)
// and read-only flag.
func tvSame(a, b dyn.Tensor[int]) bool {
	return slices.Equal(a.Layout().Shape(), b.Layout().Shape()) && a.ReadOnly() == b.ReadOnly() &&
		slices.Equal(slices.Collect(a.Values()), slices.Collect(b.Values()))
}

// tvResultRank returns the rank the operation's result would have on a
// tensor of rank n, for running the fixed-rank functions on the inputs
// NumPy refused; ok is false where no rank can be named.
func tvResultRank(op tvOp, d dyn.Tensor[int]) (int, bool) {
	n := d.Layout().Rank()
	switch op.Op {
	case "sub":
		r, err := engine.SubRank("Subscript", n, op.items())
		if err != nil {
			return n, true // the items are refused before the rank is looked at
		}
		return r, true
	case "flip", "moveaxis", "transpose", "swapaxes":
		return n, true
	case "squeeze":
		if op.Axes == nil {
			return len(d.Layout().SqueezeAll().Shape()), true
		}
		return max(n-len(op.Axes), 0), true
	case "expand":
		return n + len(op.Axes), true
	case "window":
		if op.Axes == nil {
			return 2 * n, true
		}
		return n + len(op.Axes), true
	case "broadcast_to":
		return len(op.Shape), true
	case "broadcast":
		return max(n, len(op.Shape)), true
	case "diagonal":
		return n - 1, n >= 1
	case "reshape":
		return len(op.Shape), true
	case "ravel":
		return 1, true
	}
	return 0, false
}

// tvWantErr returns the sentinel an error must wrap where NumPy raised:
// why is the script's tag for NumPy's message.
func tvWantErr(op tvOp, why string) error {
	switch why {
	case "axis", "repeat", "diag2":
		return ErrAxis // out of range, repeated, or a diagonal of fewer than two axes
	case "len":
		switch {
		case op.Op == "moveaxis":
			return ErrAxis // as Layout.MoveAxes documents
		case op.Op == "window" && op.Axes == nil:
			return ErrRank // one window length per axis: SlidingWindow's rank check
		}
		return ErrShape
	case "perm":
		return ErrRank // a permutation of the wrong length
	case "squeeze", "window", "reshape", "bcastneg":
		return ErrShape
	case "bcast":
		return ErrBroadcast
	case "index":
		return ErrIndex
	case "step":
		return ErrStep
	}
	panic("unknown error tag " + why)
}

// tvCheck compares a result with NumPy's: shape, values, whether it shares
// the base's elements, and read-only marking.
func tvCheck(t *testing.T, where string, got tvOut, want *tvResult, base []int, numpyRO bool) {
	t.Helper()
	if !slices.Equal(want.Shape, got.r.Layout().Shape()) {
		t.Errorf("%s: shape %v, NumPy %v", where, got.r.Layout().Shape(), want.Shape)
		return
	}
	if diff := cmp.Diff(want.V, append([]int{}, slices.Collect(got.r.Values())...)); diff != "" {
		t.Errorf("%s: values (-numpy +got):\n%s", where, diff)
	}
	if want.View != nil && *want.View != sameBuffer(got.r.Data(), base) {
		t.Errorf("%s: shares the base's elements %v, NumPy %v", where, !*want.View, *want.View)
	}
	if want.V2 != nil {
		if diff := cmp.Diff(want.V2, append([]int{}, slices.Collect(got.second.Values())...)); diff != "" {
			t.Errorf("%s: second broadcast (-numpy +got):\n%s", where, diff)
		}
	}
	// Read-only marking differs from NumPy's on purpose: diagonals are
	// writable, and broadcasts and sliding windows are read-only only where
	// indices meet (NumPy marks them all). So only one direction holds:
	// what Go refuses to write, NumPy refuses too.
	if got.r.ReadOnly() && !numpyRO {
		t.Errorf("%s: read-only, NumPy's is writable", where)
	}
}

func TestTensorViewsGolden(t *testing.T) {
	chains := readJSONL[tvChain](t, "testdata/tensorviews.jsonl")
	var steps, errs, fixed, skipped, differ int
	for ci, ch := range chains {
		d := arangeDyn(0, ch.Shape)
		base := d.Data()
		// After broadcast_arrays NumPy 1.24 leaves its results writable
		// (with a warning on write) while Go marks repeated elements
		// read-only; read-only checks stop there.
		bcastArrays := false
		for si, st := range ch.Steps {
			steps++
			where := fmt.Sprintf("chain %d step %d: %v on shape %v strides %v", ci, si, st.Op, d.Layout().Shape(), d.Layout().Strides())
			got, err := tvApplyDyn(d, st.Op)
			if st.Error != "" {
				errs++
				if st.Op.Op == "squeeze" && !st.Op.Int && d.Layout().Rank() == 0 {
					// NumPy refuses squeeze(a, (0,)) of a 0-d array but takes
					// squeeze(a, 0); Go cannot tell the two apart and takes both.
					skipped++
					break
				}
				tvCheckErr(t, where, "DynTensor", err, st)
				if ferr := tvFixedErr(d, st.Op); ferr != nil {
					fixed++
					tvCheckErr(t, where, "fixed rank", ferr, st)
				}
				break
			}
			if tvNegativeLength(st.Op) {
				// NumPy 1.24 reads any negative length as the unknown one;
				// Go takes only -1 and refuses the others.
				differ++
				if !errors.Is(err, ErrShape) {
					t.Errorf("%s: %v; want an error wrapping ErrShape for a length below -1", where, err)
				}
				if ferr := tvFixedErr(d, st.Op); ferr != nil && !errors.Is(ferr, ErrShape) {
					t.Errorf("%s: fixed rank: %v; want an error wrapping ErrShape for a length below -1", where, ferr)
				}
				break
			}
			if err != nil {
				t.Errorf("%s: %v; NumPy gave shape %v", where, err, st.Result.Shape)
				break
			}
			bcastArrays = bcastArrays || st.Op.Op == "broadcast"
			numpyRO := st.Result.RO || bcastArrays
			tvCheck(t, where+" (DynTensor)", got, st.Result, base, numpyRO)
			if st.Result.Copy != nil && got.copied != *st.Result.Copy {
				t.Errorf("%s: copied %v, NumPy %v", where, got.copied, *st.Result.Copy)
			}
			if st.Op.Op == "reshape" {
				tvCheckReshapeModes(t, where, d, st.Op, got)
			}
			if n := got.r.Layout().Rank(); d.Layout().Rank() < 8 && n < 8 {
				fg, ferr := tvTable[d.Layout().Rank()][n](d, st.Op)
				switch {
				case errors.Is(ferr, errInexpressible):
					skipped++
				case ferr != nil:
					t.Errorf("%s: fixed rank: %v", where, ferr)
				default:
					fixed++
					tvCheck(t, where+" (fixed rank)", fg, st.Result, base, numpyRO)
					if !tvSame(fg.r, got.r) || fg.copied != got.copied {
						t.Errorf("%s: fixed rank %v (read-only %v, copied %v), DynTensor %v (read-only %v, copied %v)",
							where, fg.r.Layout(), fg.r.ReadOnly(), fg.copied, got.r.Layout(), got.r.ReadOnly(), got.copied)
					}
				}
			}
			d = got.r
		}
	}
	t.Logf("%d chains, %d steps (%d NumPy errors, %d lengths below -1 refused on purpose); %d steps also at fixed rank, %d not expressible there",
		len(chains), steps, errs, differ, fixed, skipped)
}

// tvNegativeLength reports whether op is a reshape to a length below -1.
func tvNegativeLength(op tvOp) bool {
	return op.Op == "reshape" && slices.IndexFunc(op.Shape, func(d int) bool { return d < -1 }) >= 0
}

// tvFixedErr runs op, which NumPy refused, through the fixed-rank API at
// the rank the result would have had and returns its error, or an error
// wrapping no sentinel if it succeeded. It returns nil if the case cannot
// be stated at a fixed rank.
func tvFixedErr(d dyn.Tensor[int], op tvOp) error {
	n, ok := tvResultRank(op, d)
	if !ok || d.Layout().Rank() >= 8 || n >= 8 {
		return nil
	}
	_, err := tvTable[d.Layout().Rank()][n](d, op)
	if errors.Is(err, errInexpressible) {
		return nil
	}
	if err == nil {
		return errors.New("test: fixed rank succeeded")
	}
	return err
}

// tvCheckErr checks that err is the error NumPy raised for step st.
func tvCheckErr(t *testing.T, where, api string, err error, st tvStep) {
	t.Helper()
	if err == nil {
		t.Errorf("%s: %s succeeded; NumPy raised %s (%s)", where, api, st.Error, st.Why)
		return
	}
	if want := tvWantErr(st.Op, st.Why); !errors.Is(err, want) {
		t.Errorf("%s: %s: %v does not wrap %v; NumPy raised %s (%s)", where, api, err, want, st.Error, st.Why)
	}
	if errors.Is(err, ErrNotView) {
		t.Errorf("%s: %s: ErrNotView with the copy allowed: %v", where, api, err)
	}
}

// tvCheckReshapeModes checks the other copy modes against the copy
// allowed one: CopyNever fails exactly when a copy was needed, CopyAlways
// always copies, and both give the same elements.
func tvCheckReshapeModes(t *testing.T, where string, d dyn.Tensor[int], op tvOp, got tvOut) {
	t.Helper()
	never, copied, err := d.ReshapeOrder(op.Shape, op.order(), CopyNever)
	switch {
	case got.copied && !errors.Is(err, ErrNotView):
		t.Errorf("%s: CopyNever = %v, %v; want ErrNotView", where, never.Layout(), err)
	case !got.copied && (err != nil || copied || !tvSame(never, got.r)):
		t.Errorf("%s: CopyNever = %v, copied %v, %v; want the view %v", where, never.Layout(), copied, err, got.r.Layout())
	}
	always, copied, err := d.ReshapeOrder(op.Shape, op.order(), CopyAlways)
	if err != nil || !copied || always.ReadOnly() || sameBuffer(always.Data(), d.Data()) {
		t.Errorf("%s: CopyAlways copied %v, read-only %v, %v", where, copied, always.ReadOnly(), err)
		return
	}
	if diff := cmp.Diff(slices.Collect(got.r.Values()), slices.Collect(always.Values())); diff != "" {
		t.Errorf("%s: CopyAlways values (-view +copy):\n%s", where, diff)
	}
	if wantC := op.order() == C; (wantC && !always.Layout().IsCContiguous()) || (!wantC && !always.Layout().IsFContiguous()) {
		t.Errorf("%s: CopyAlways layout %v not contiguous in order %s", where, always.Layout(), op.Order)
	}
}
