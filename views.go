package tensor

import (
	"math/bits"

	"github.com/fixedrank/tensor/dyn"

	"github.com/fixedrank/tensor/internal/engine"
)

// Rank-changing views cannot infer their output type in Go, so they are
// generic functions whose leading type argument names the output rank at the
// call site, with the input inferred:
//
//	row, err := tensor.SelectLayout[[2]int](l, 0, 1)
//
// The output rank is checked at run time and a mismatch is an error
// wrapping ErrRank. Every view on fixed ranks allocates nothing.

// Slice returns the view of l with axis sliced by s, a slice item such as
// Range(1, 7).By(2) or Colon().By(-1). Slicing follows Python's
// slice.indices rules: omitted bounds depend on the sign of the step,
// negative bounds count from the end, bounds are clamped, and an empty result
// leaves the offset where NumPy leaves it. It returns an error wrapping
// [ErrAxis] for a bad axis, [ErrStep] for a zero step and [ErrIndex] if s is
// not a slice.
func (l Layout[D]) Slice(axis int, s Item) (Layout[D], error) {
	k, err := engine.NormAxis("Slice", axis, len(l.shape))
	if err != nil {
		return Layout[D]{}, err
	}
	off, err := engine.SliceAxis("Slice", ints(&l.shape), ints(&l.strides), l.offset, k, s)
	if err != nil {
		return Layout[D]{}, err
	}
	l.offset = off
	return l, nil
}

// SubscriptLayout applies a NumPy-style index to l: each item is a slice (keeps its
// axis), an integer index (removes it), a new axis (inserts one of length 1)
// or an ellipsis (stands for as many full slices as needed; at most one).
// Axes not named by the items are kept whole. E names the result's rank:
//
//	v, err := tensor.SubscriptLayout[[2]int](l, tensor.Index(0), tensor.Colon().By(-1), tensor.NewAxis())
//
// It returns an error wrapping [ErrIndex] for too many indices, a second
// ellipsis or an index out of range, [ErrStep] for a zero step and [ErrRank]
// if the result's rank is not that of E. Use [DynLayout.Subscript] when the rank
// is not known in advance.
func SubscriptLayout[E, D Dim](l Layout[D], items ...Item) (Layout[E], error) {
	var r Layout[E]
	n, err := engine.SubRank("Subscript", len(l.shape), items)
	if err != nil {
		return r, err
	}
	if n != len(r.shape) {
		return r, engine.RankError("Subscript", len(r.shape), n)
	}
	off, err := engine.Sub("Subscript", ints(&l.shape), ints(&l.strides), l.offset, items, ints(&r.shape), ints(&r.strides))
	if err != nil {
		return Layout[E]{}, err
	}
	r.offset = off
	return r, nil
}

// SelectLayout returns the view of l with axis fixed at index i (NumPy's
// a[..., i, ...]); the axis is removed. Negative axis and i count from the
// end. It returns an error wrapping [ErrAxis], [ErrIndex], or [ErrRank] if E
// does not have rank len(D)-1.
func SelectLayout[E, D Dim](l Layout[D], axis, i int) (Layout[E], error) {
	var r Layout[E]
	if len(r.shape) != len(l.shape)-1 {
		return r, engine.RankError("Select", len(r.shape), len(l.shape)-1)
	}
	off, err := engine.SelectAxis("Select", ints(&l.shape), ints(&l.strides), l.offset, axis, i, ints(&r.shape), ints(&r.strides))
	if err != nil {
		return Layout[E]{}, err
	}
	r.offset = off
	return r, nil
}

// ExpandDimsLayout returns the view of l with axes of length 1 inserted at
// the positions axes of the result (NumPy's expand_dims; positions count in
// the result's rank, negative ones from its end, so -1 appends). Like
// expand_dims it behaves as a C-order reshape, which always has a view: the
// new axes get the strides that keep a C-contiguous layout C-contiguous. It
// returns an error wrapping [ErrAxis] for a position out of range or
// repeated, or [ErrRank] if E does not have rank len(D)+len(axes).
func ExpandDimsLayout[E, D Dim](l Layout[D], axes ...int) (Layout[E], error) {
	var r Layout[E]
	if len(r.shape) != len(l.shape)+len(axes) {
		return r, engine.RankError("ExpandDims", len(r.shape), len(l.shape)+len(axes))
	}
	if err := engine.ExpandDims("ExpandDims", ints(&l.shape), ints(&l.strides), axes, ints(&r.shape), ints(&r.strides)); err != nil {
		return Layout[E]{}, err
	}
	r.offset = l.offset
	return r, nil
}

// SqueezeLayout returns the view of l without the named axes, each of which
// must have length 1, or without every axis of length 1 when no axis is
// named (NumPy's squeeze). It returns an error wrapping [ErrAxis] for an
// axis out of range or repeated, [ErrShape] if a named axis does not have
// length 1, or [ErrRank] if E does not have the result's rank.
func SqueezeLayout[E, D Dim](l Layout[D], axes ...int) (Layout[E], error) {
	var r Layout[E]
	m, err := engine.SqueezeMask("Squeeze", ints(&l.shape), axes)
	if err != nil {
		return r, err
	}
	if n := len(l.shape) - bits.OnesCount64(m); n != len(r.shape) {
		return r, engine.RankError("Squeeze", len(r.shape), n)
	}
	engine.DropAxes(ints(&l.shape), ints(&l.strides), m, ints(&r.shape), ints(&r.strides))
	r.offset = l.offset
	return r, nil
}

// SqueezeAll returns the view of l without its axes of length 1. Its rank
// depends on the shape, so the result is dynamic.
func (l Layout[D]) SqueezeAll() dyn.Layout {
	return l.Dyn().SqueezeAll()
}

// SplitAtLayout splits l into its axes before axis (A) and from axis on (B), like
// the slices shape[:axis] and shape[axis:]: axis may be 0 or the rank, and a
// negative axis counts from the end (-1 splits off the last axis). An index of
// l is an index of the first part followed by one of the second, and its
// address is the sum of the two parts' addresses: the first part keeps the
// offset and the second has offset 0. It returns an error wrapping [ErrAxis]
// or [ErrRank] if A and B do not have the ranks of the two parts.
func SplitAtLayout[A, B, D Dim](l Layout[D], axis int) (Layout[A], Layout[B], error) {
	var a Layout[A]
	var b Layout[B]
	n := len(l.shape)
	k, err := engine.SplitPoint("SplitAt", axis, n)
	if err != nil {
		return a, b, err
	}
	if len(a.shape) != k || len(b.shape) != n-k {
		return a, b, engine.Errorf(ErrRank, "SplitAt: parts of rank %d and %d, output types of rank %d and %d", k, n-k, len(a.shape), len(b.shape))
	}
	copy(ints(&a.shape), ints(&l.shape)[:k])
	copy(ints(&a.strides), ints(&l.strides)[:k])
	copy(ints(&b.shape), ints(&l.shape)[k:])
	copy(ints(&b.strides), ints(&l.strides)[k:])
	a.offset = l.offset
	return a, b, nil
}

// SplitAxesLayout splits l into the axes named in axes, in that order (A), and the
// remaining axes in their order (B). As with [SplitAtLayout], the first part keeps
// the offset, the second has offset 0, and addresses add. It returns an
// error wrapping [ErrAxis] for an axis out of range or repeated, or [ErrRank]
// if A and B do not have the ranks of the two parts.
func SplitAxesLayout[A, B, D Dim](l Layout[D], axes ...int) (Layout[A], Layout[B], error) {
	var a Layout[A]
	var b Layout[B]
	n := len(l.shape)
	if len(a.shape) != len(axes) || len(b.shape) != n-len(axes) {
		return a, b, engine.Errorf(ErrRank, "SplitAxes: %d axes of rank %d, output types of rank %d and %d", len(axes), n, len(a.shape), len(b.shape))
	}
	if err := engine.SplitAxes("SplitAxes", ints(&l.shape), ints(&l.strides), axes, ints(&a.shape), ints(&a.strides), ints(&b.shape), ints(&b.strides)); err != nil {
		return Layout[A]{}, Layout[B]{}, err
	}
	a.offset = l.offset
	return a, b, nil
}

// DiagonalLayout returns NumPy's diagonal(offset=k, axis1, axis2) as a view: both
// axes are removed and the diagonal is appended as the last axis with stride
// s1+s2. For k >= 0 the diagonal starts at (0, k), for k < 0 at (-k, 0); its
// length is max(0, min(d1-max(0,-k), d2-max(0,k))), empty when k is out of
// range. Unlike NumPy's, the view is writable through a tensor. It returns
// an error wrapping [ErrAxis] if the axes are out of range or equal, or
// [ErrRank] if E does not have rank len(D)-1.
func DiagonalLayout[E, D Dim](l Layout[D], k, axis1, axis2 int) (Layout[E], error) {
	var r Layout[E]
	if len(r.shape) != len(l.shape)-1 {
		return r, engine.RankError("Diagonal", len(r.shape), len(l.shape)-1)
	}
	off, err := engine.Diagonal("Diagonal", ints(&l.shape), ints(&l.strides), l.offset, k, axis1, axis2, ints(&r.shape), ints(&r.strides))
	if err != nil {
		return Layout[E]{}, err
	}
	r.offset = off
	return r, nil
}

// BroadcastShape returns the broadcast of shapes a and b under NumPy's rule:
// align at the right; lengths must be equal or one of them 1, which
// stretches to the other (so 0 against 1 gives 0). E must have rank
// max(len(A), len(B)). It returns an error wrapping [ErrBroadcast] if the
// shapes are incompatible, [ErrShape] for a negative dimension or [ErrRank].
func BroadcastShape[E, A, B Dim](a A, b B) (E, error) {
	var out E
	if n := max(len(a), len(b)); len(out) != n {
		return out, engine.RankError("BroadcastShape", len(out), n)
	}
	err := engine.BroadcastShapes("BroadcastShape", ints(&a), ints(&b), C, ints(&out))
	return out, err
}

// BroadcastToLayout returns the view of l broadcast to shape (NumPy's
// broadcast_to): axes align at the right, and new leading axes and axes of
// length 1 (stretched or not) get stride 0, as NumPy gives them. The result repeats elements and is meant to
// be read, not written. It returns an error wrapping [ErrBroadcast] if l
// cannot be broadcast to shape (including when E has a lower rank than D),
// or [ErrShape] for a negative dimension.
func BroadcastToLayout[E, D Dim](l Layout[D], shape E) (Layout[E], error) {
	return broadcastToOrder(l, shape, C)
}

func broadcastToOrder[E, D Dim](l Layout[D], shape E, order Order) (Layout[E], error) {
	r := Layout[E]{offset: l.offset}
	if err := engine.BroadcastTo("BroadcastTo", ints(&l.shape), ints(&l.strides), ints(&shape), order, ints(&r.shape), ints(&r.strides)); err != nil {
		return Layout[E]{}, err
	}
	return r, nil
}

// broadcastLayouts broadcasts two layouts against each other (NumPy's
// broadcast_arrays): both results have the broadcast shape, of rank E. It
// returns the errors of [BroadcastShape].
func broadcastLayouts[E, A, B Dim](a Layout[A], b Layout[B]) (Layout[E], Layout[E], error) {
	shape, err := BroadcastShape[E](a.shape, b.shape)
	if err != nil {
		return Layout[E]{}, Layout[E]{}, err
	}
	ra, err := BroadcastToLayout(a, shape)
	if err != nil {
		return Layout[E]{}, Layout[E]{}, err
	}
	rb, err := BroadcastToLayout(b, shape)
	if err != nil {
		return Layout[E]{}, Layout[E]{}, err
	}
	return ra, rb, nil
}

// ReshapeLayout returns a view of l with the given shape, reading and writing the
// elements in order (C: last index fastest), as NumPy's reshape does when it
// can avoid a copy. One dimension may be -1 and is inferred. It returns an
// error wrapping [ErrShape] if the sizes differ or the shape is malformed,
// and [ErrNotView] if no view exists (the caller must copy, for example
// with a tensor's Clone); it never copies silently.
func ReshapeLayout[E, D Dim](l Layout[D], shape E, order Order) (Layout[E], error) {
	r := Layout[E]{offset: l.offset}
	if err := engine.Reshape("Reshape", ints(&l.shape), ints(&l.strides), ints(&shape), order, ints(&r.shape), ints(&r.strides)); err != nil {
		return Layout[E]{}, err
	}
	return r, nil
}

// SlidingWindowLayout returns the sliding-window view of l (NumPy's
// sliding_window_view, PyTorch's unfold): the first len(D) axes choose a
// window, every step[k]-th along axis k, and the last len(D) axes index
// within it, so window positions have length (d-w)/step+1 (d-w+1 for step
// 1, as in NumPy; a window of length 0 gives an empty result). Every
// address of the result is an address of l. Windows may overlap: the
// result is read-only by convention. It returns an error wrapping
// [ErrShape] if a window is negative or longer than its axis, [ErrStep] for
// a step below 1, [ErrRank] if E does not have rank 2·len(D), or
// [ErrOverflow] if a count of positions, a stride times its step (on an
// axis with more than one position) or the size of the result does not
// fit in an int.
func SlidingWindowLayout[E, D Dim](l Layout[D], window, step D) (Layout[E], error) {
	r := Layout[E]{offset: l.offset}
	if len(r.shape) != 2*len(l.shape) {
		return Layout[E]{}, engine.RankError("SlidingWindow", len(r.shape), 2*len(l.shape))
	}
	if err := engine.WindowView("SlidingWindow", ints(&l.shape), ints(&l.strides), ints(&window), ints(&step), ints(&r.shape), ints(&r.strides)); err != nil {
		return Layout[E]{}, err
	}
	return r, nil
}

// SlidingWindowAxesLayout returns NumPy's sliding_window_view(x, window,
// axis=axes) of l: each axis axes[j] keeps only its window positions, and
// one axis per window, of length window[j], is appended. An axis may be
// named twice, as NumPy allows. It returns an error wrapping [ErrShape] if
// window and axes differ in length or a window is negative or longer than
// its axis, [ErrAxis] for an axis out of range, [ErrRank] if E does not have
// rank len(D)+len(axes), or [ErrOverflow].
func SlidingWindowAxesLayout[E, D Dim](l Layout[D], window, axes []int) (Layout[E], error) {
	r := Layout[E]{offset: l.offset}
	if len(r.shape) != len(l.shape)+len(axes) {
		return Layout[E]{}, engine.RankError("SlidingWindowAxes", len(r.shape), len(l.shape)+len(axes))
	}
	if err := engine.WindowAxes("SlidingWindowAxes", ints(&l.shape), ints(&l.strides), window, axes, ints(&r.shape), ints(&r.strides)); err != nil {
		return Layout[E]{}, err
	}
	return r, nil
}

// Views of tensors. Each is the layout view of the same name (with the
// Layout suffix for the rank-changing ones) applied to the tensor's layout,
// returning a tensor that shares the elements: one call, one error.
//
// Rank-keeping views are methods. Rank-changing views are generic
// functions: Go methods cannot take type parameters, so the result's rank
// is the leading type argument, named once at the call site and checked at
// run time, while the element type and the input rank are inferred:
//
//	row, err := tensor.Select[[1]int](m, 0, 1)       // m[1]
//	v, err := tensor.Subscript[[2]int](t, tensor.Index(0), tensor.Colon().By(-1), tensor.NewAxis())
//
// Where the result's rank follows from an argument (the shape of Reshape
// and BroadcastTo), nothing is named:
//
//	r, err := tensor.Reshape(t, [2]int{3, -1})
//
// A view is read-only if its parent is, or if it can reach one element
// through two indices (BroadcastTo, overlapping sliding windows). Views of
// fixed-rank tensors allocate nothing.

// derive returns the tensor that reads t's elements through l, a view of
// t's layout. Views that cannot make two indices meet keep t's read-only
// flag; the others (broadcasts, windows) are checked.
func derive[E Dim, T any, D Dim](t Tensor[T, D], l Layout[E], check bool) Tensor[T, E] {
	ro := t.readOnly
	if check && !ro {
		ro = engine.MayShare(ints(&l.shape), ints(&l.strides))
	}
	return Tensor[T, E]{data: t.data, layout: l, readOnly: ro}
}

// Rank returns the number of axes, len(D).
func (t Tensor[T, D]) Rank() int { return len(t.layout.shape) }

// Subscript applies a NumPy-style index that keeps the rank: t[::2, 1:-1, ::-1]
// is
//
//	v, err := t.Subscript(tensor.Colon().By(2), tensor.Range(1, -1), tensor.Colon().By(-1))
//
// See [Layout.Subscript]; the rank-changing form is [Subscript].
func (t Tensor[T, D]) Subscript(items ...Item) (Tensor[T, D], error) {
	l, err := t.layout.Subscript(items...)
	t.layout = l
	return t, err
}

// MoveAxis returns the view with axis src moved to position dst (NumPy's
// moveaxis); see [Layout.MoveAxis].
func (t Tensor[T, D]) MoveAxis(src, dst int) (Tensor[T, D], error) {
	l, err := t.layout.MoveAxis(src, dst)
	t.layout = l
	return t, err
}

// MoveAxes returns the view with axes src[j] moved to positions dst[j];
// see [Layout.MoveAxes].
func (t Tensor[T, D]) MoveAxes(src, dst []int) (Tensor[T, D], error) {
	l, err := t.layout.MoveAxes(src, dst)
	t.layout = l
	return t, err
}

// Subscript applies a NumPy-style index whose items may change the rank: slices
// (keep an axis), [Index] (removes it), [NewAxis] (inserts one of length 1)
// and one [Ellipsis]. E names the result's rank. NumPy's a[0, ::-1, None]
// is
//
//	v, err := tensor.Subscript[[2]int](a, tensor.Index(0), tensor.Colon().By(-1), tensor.NewAxis())
//
// It returns the errors of [SubscriptLayout].
func Subscript[E Dim, T any, D Dim](t Tensor[T, D], items ...Item) (Tensor[T, E], error) {
	l, err := SubscriptLayout[E](t.layout, items...)
	return derive(t, l, false), err
}

// Select returns the view with axis fixed at index i, the axis removed
// (NumPy's a[i] for axis 0, a[:, i] for axis 1); negative axis and i count
// from the end. It returns the errors of [SelectLayout].
func Select[E Dim, T any, D Dim](t Tensor[T, D], axis, i int) (Tensor[T, E], error) {
	l, err := SelectLayout[E](t.layout, axis, i)
	return derive(t, l, false), err
}

// Squeeze returns the view without the named axes, each of length 1, or
// without every axis of length 1 when none is named (NumPy's squeeze). It
// returns the errors of [SqueezeLayout].
func Squeeze[E Dim, T any, D Dim](t Tensor[T, D], axes ...int) (Tensor[T, E], error) {
	l, err := SqueezeLayout[E](t.layout, axes...)
	return derive(t, l, false), err
}

// ExpandDims returns the view with axes of length 1 at the positions axes
// of the result (NumPy's expand_dims and a[None]). It returns the errors
// of [ExpandDimsLayout].
func ExpandDims[E Dim, T any, D Dim](t Tensor[T, D], axes ...int) (Tensor[T, E], error) {
	l, err := ExpandDimsLayout[E](t.layout, axes...)
	return derive(t, l, false), err
}

// Diagonal returns NumPy's diagonal(offset=k, axis1, axis2) as a view, the
// diagonal as the last axis. Unlike NumPy's it is writable (when t is). It
// returns the errors of [DiagonalLayout].
func Diagonal[E Dim, T any, D Dim](t Tensor[T, D], k, axis1, axis2 int) (Tensor[T, E], error) {
	l, err := DiagonalLayout[E](t.layout, k, axis1, axis2)
	return derive(t, l, false), err
}

// BroadcastTo returns the read-only view of t broadcast to shape (NumPy's
// broadcast_to); the result's rank is that of shape. It returns the errors
// of [BroadcastToLayout].
func BroadcastTo[E Dim, T any, D Dim](t Tensor[T, D], shape E) (Tensor[T, E], error) {
	l, err := BroadcastToLayout(t.layout, shape)
	return derive(t, l, true), err
}

// Broadcast returns a and b broadcast against each other (NumPy's
// broadcast_arrays), both of the broadcast shape, of rank E. Each result is
// read-only where broadcasting repeats its elements. It returns the errors
// of [BroadcastShape].
func Broadcast[E Dim, T, U any, D, F Dim](a Tensor[T, D], b Tensor[U, F]) (Tensor[T, E], Tensor[U, E], error) {
	la, lb, err := broadcastLayouts[E](a.layout, b.layout)
	if err != nil {
		return Tensor[T, E]{}, Tensor[U, E]{}, err
	}
	return derive(a, la, true), derive(b, lb, true), nil
}

// SlidingWindow returns the sliding-window view of t over every axis
// (NumPy's sliding_window_view with a step): the first len(D) axes choose
// the window, the last len(D) index within it, so E has rank 2·len(D). The
// windows overlap unless the steps keep them apart, and overlapping windows
// are read-only. It returns the errors of [SlidingWindowLayout].
func SlidingWindow[E Dim, T any, D Dim](t Tensor[T, D], window, step D) (Tensor[T, E], error) {
	l, err := SlidingWindowLayout[E](t.layout, window, step)
	return derive(t, l, true), err
}

// SlidingWindowAxes returns NumPy's sliding_window_view(t, window,
// axis=axes): each named axis keeps its window positions and one axis per
// window is appended, so E has rank len(D)+len(axes). It returns the
// errors of [SlidingWindowAxesLayout].
func SlidingWindowAxes[E Dim, T any, D Dim](t Tensor[T, D], window, axes []int) (Tensor[T, E], error) {
	l, err := SlidingWindowAxesLayout[E](t.layout, window, axes)
	return derive(t, l, true), err
}

// AsRank returns t with the dimension type E, of the same rank (between
// [3]int and a named type Voxel [3]int, say). It returns an error wrapping
// [ErrRank] if the ranks differ.
func AsRank[E Dim, T any, D Dim](t Tensor[T, D]) (Tensor[T, E], error) {
	l, err := AsRankLayout[E](t.layout)
	return derive(t, l, false), err
}

// Copy says whether a reshape may copy, as the copy argument of NumPy's
// reshape does.
type Copy = engine.Copy

const (
	// CopyIfNeeded returns a view when one exists and a copy otherwise
	// (NumPy's copy=None, the default of a.reshape).
	CopyIfNeeded = engine.CopyIfNeeded
	// CopyNever returns a view or an error wrapping [ErrNotView] (NumPy's
	// copy=False).
	CopyNever = engine.CopyNever
	// CopyAlways returns a copy (NumPy's copy=True).
	CopyAlways = engine.CopyAlways
)

// Reshape returns t with the given shape, read in C order (NumPy's
// a.reshape(shape)): a view sharing t's elements when one exists, otherwise
// a new C-contiguous copy. One dimension may be -1 and is inferred. The
// result's rank is that of shape:
//
//	m, err := tensor.Reshape(v, [2]int{3, -1})
//
// [ReshapeOrder] chooses the order, refuses or forces the copy and says
// which happened. Reshape returns the errors of [ReshapeLayout] other than
// [ErrNotView], and the allocation errors of [Zeros].
func Reshape[E Dim, T any, D Dim](t Tensor[T, D], shape E) (Tensor[T, E], error) {
	r, _, err := ReshapeOrder(t, shape, C, CopyIfNeeded)
	return r, err
}

// ReshapeOrder returns t with the given shape, its elements read and placed
// in order (NumPy's reshape(a, shape, order, copy)). mode says whether a view
// is required (CopyNever: [ErrNotView] when none exists), preferred
// (CopyIfNeeded) or refused (CopyAlways); copied reports whether the result
// is a new buffer, contiguous in order. A copy of a read-only view is
// writable. It returns the errors of [ReshapeLayout] and the allocation
// errors of [Zeros].
func ReshapeOrder[E Dim, T any, D Dim](t Tensor[T, D], shape E, order Order, mode Copy) (r Tensor[T, E], copied bool, err error) {
	r.layout.offset = t.layout.offset
	copied, err = engine.ReshapeView(ints(&t.layout.shape), ints(&t.layout.strides), ints(&shape), order, mode, ints(&r.layout.shape), ints(&r.layout.strides))
	if err != nil {
		return Tensor[T, E]{}, false, err
	}
	if !copied {
		return derive(t, r.layout, false), false, nil
	}
	r.data, err = reshapeCopy(t, order)
	if err != nil {
		return Tensor[T, E]{}, false, err
	}
	r.layout.offset = 0
	_ = engine.ContigStrides("Reshape", ints(&r.layout.shape), ints(&r.layout.strides), order) // the shape is valid
	return r, true, nil
}

// reshapeCopy is the copy of ReshapeOrder, in a function of its own: the
// copy's operands escape (the copy may run on the workers), and t must not
// move to the heap on the view path.
func reshapeCopy[T any, D Dim](t Tensor[T, D], order Order) ([]T, error) {
	var cst [MaxRank]int // the copy's strides for t's shape
	return engine.CloneData("Reshape", t.strided(), order, cst[:len(t.layout.shape)])
}

// Ravel returns t's elements in C order as a contiguous rank-1 tensor
// (NumPy's ravel): a view of t if t is C-contiguous, otherwise a copy, as
// NumPy copies any other layout. Reshape(t, [1]int{-1}) returns a view in
// more cases (whenever one stride walks the elements in C order), not
// always contiguous. Ravel returns the allocation errors of [Zeros].
func Ravel[T any, D Dim](t Tensor[T, D]) (Tensor[T, [1]int], error) {
	r, _, err := ReshapeOrder(t, [1]int{-1}, C, engine.RavelMode(ints(&t.layout.shape), ints(&t.layout.strides)))
	return r, err
}

// AsContiguous returns t itself if its layout is contiguous in order (C if
// order is not F), and otherwise a contiguous copy (NumPy's
// ascontiguousarray and asfortranarray). It returns the allocation errors of
// [Zeros].
func (t Tensor[T, D]) AsContiguous(order Order) (Tensor[T, D], error) {
	if order != F {
		order = C
	}
	if engine.IsContig(ints(&t.layout.shape), ints(&t.layout.strides), order) {
		return t, nil
	}
	return t.cloneOrder("AsContiguous", order)
}
