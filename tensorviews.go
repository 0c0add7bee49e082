package tensor

import (
	"github.com/fixedrank/tensor/internal/engine"
)

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
	var cst [MaxRank]int // the copy's strides for t's shape
	r.data, err = engine.CloneData("Reshape", t.strided(), order, cst[:len(t.layout.shape)])
	if err != nil {
		return Tensor[T, E]{}, false, err
	}
	r.layout.offset = 0
	_ = engine.ContigStrides("Reshape", ints(&r.layout.shape), ints(&r.layout.strides), order) // the shape is valid
	return r, true, nil
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
