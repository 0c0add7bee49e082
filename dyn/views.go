package dyn

import (
	"math/bits"

	"github.com/fixedrank/tensor/internal/engine"
)

// derive returns the tensor that reads t's elements through l, a view of
// t's layout; see the fixed-rank derive.
func (t Tensor[T]) derive(l Layout, err error, check bool) (Tensor[T], error) {
	if err != nil {
		return Tensor[T]{}, err
	}
	ro := t.readOnly
	if check && !ro {
		ro = engine.MayShare(l.shape, l.strides)
	}
	return Tensor[T]{data: t.data, layout: l, readOnly: ro}, nil
}

// Transpose returns the view with the axes reversed (NumPy's a.T).
func (t Tensor[T]) Transpose() Tensor[T] {
	t.layout = t.layout.Transpose()
	return t
}

// Permute returns the view whose axis j is axis axes[j] of t; see
// [Layout.Permute].
func (t Tensor[T]) Permute(axes ...int) (Tensor[T], error) {
	l, err := t.layout.Permute(axes...)
	return t.derive(l, err, false)
}

// SwapAxes returns the view with axes a and b exchanged.
func (t Tensor[T]) SwapAxes(a, b int) (Tensor[T], error) {
	l, err := t.layout.SwapAxes(a, b)
	return t.derive(l, err, false)
}

// MoveAxis returns the view with axis src moved to position dst (NumPy's
// moveaxis).
func (t Tensor[T]) MoveAxis(src, dst int) (Tensor[T], error) {
	l, err := t.layout.MoveAxis(src, dst)
	return t.derive(l, err, false)
}

// MoveAxes returns the view with axes src[j] moved to positions dst[j].
func (t Tensor[T]) MoveAxes(src, dst []int) (Tensor[T], error) {
	l, err := t.layout.MoveAxes(src, dst)
	return t.derive(l, err, false)
}

// Flip returns the view with the named axes reversed, or every axis when
// none is named (NumPy's flip).
func (t Tensor[T]) Flip(axes ...int) (Tensor[T], error) {
	l, err := t.layout.Flip(axes...)
	return t.derive(l, err, false)
}

// Rot90 returns the view rotated by k quarter turns in the plane of axes
// a and b (NumPy's rot90(t, k, axes=(a, b))); see [Layout.Rot90].
func (t Tensor[T]) Rot90(k, a, b int) (Tensor[T], error) {
	l, err := t.layout.Rot90(k, a, b)
	return t.derive(l, err, false)
}

// Slice returns the view with axis sliced by s; see [Layout.Slice].
func (t Tensor[T]) Slice(axis int, s Item) (Tensor[T], error) {
	l, err := t.layout.Slice(axis, s)
	return t.derive(l, err, false)
}

// Subscript applies a NumPy-style index (slices, [Index], [NewAxis], one
// [Ellipsis]); the result's rank follows from the items. See [SubscriptLayout].
func (t Tensor[T]) Subscript(items ...Item) (Tensor[T], error) {
	l, err := t.layout.Subscript(items...)
	return t.derive(l, err, false)
}

// Select returns the view with axis fixed at index i, the axis removed.
func (t Tensor[T]) Select(axis, i int) (Tensor[T], error) {
	l, err := t.layout.Select(axis, i)
	return t.derive(l, err, false)
}

// Squeeze returns the view without the named axes (each of length 1), or
// without every axis of length 1 when none is named.
func (t Tensor[T]) Squeeze(axes ...int) (Tensor[T], error) {
	l, err := t.layout.Squeeze(axes...)
	return t.derive(l, err, false)
}

// ExpandDims returns the view with axes of length 1 at the positions axes
// of the result (NumPy's expand_dims).
func (t Tensor[T]) ExpandDims(axes ...int) (Tensor[T], error) {
	l, err := t.layout.ExpandDims(axes...)
	return t.derive(l, err, false)
}

// Diagonal returns NumPy's diagonal(offset=k, axis1, axis2) as a writable
// view, the diagonal as the last axis.
func (t Tensor[T]) Diagonal(k, axis1, axis2 int) (Tensor[T], error) {
	l, err := t.layout.Diagonal(k, axis1, axis2)
	return t.derive(l, err, false)
}

// BroadcastTo returns the read-only view of t broadcast to shape (NumPy's
// broadcast_to).
func (t Tensor[T]) BroadcastTo(shape ...int) (Tensor[T], error) {
	l, err := t.layout.BroadcastTo(shape, C)
	return t.derive(l, err, true)
}

// SlidingWindow returns the sliding-window view over every axis; see
// [SlidingWindow]. Overlapping windows are read-only.
func (t Tensor[T]) SlidingWindow(window, step []int) (Tensor[T], error) {
	l, err := t.layout.SlidingWindow(window, step)
	return t.derive(l, err, true)
}

// SlidingWindowAxes returns NumPy's sliding_window_view(t, window,
// axis=axes); see [SlidingWindowAxes].
func (t Tensor[T]) SlidingWindowAxes(window, axes []int) (Tensor[T], error) {
	l, err := t.layout.SlidingWindowAxes(window, axes)
	return t.derive(l, err, true)
}

// Reshape returns t with the given shape read in C order: a view when one
// exists, otherwise a C-contiguous copy; see [Reshape].
func (t Tensor[T]) Reshape(shape ...int) (Tensor[T], error) {
	r, _, err := t.ReshapeOrder(shape, C, CopyIfNeeded)
	return r, err
}

// ReshapeOrder returns t with the given shape, read and placed in order,
// a view or a copy as mode says; copied reports which. See [ReshapeOrder].
func (t Tensor[T]) ReshapeOrder(shape []int, order Order, mode Copy) (r Tensor[T], copied bool, err error) {
	if len(shape) > MaxRank {
		return Tensor[T]{}, false, engine.Errorf(ErrRank, "Reshape: rank %d exceeds %d", len(shape), MaxRank)
	}
	l := Layout{offset: t.layout.offset}.alloc(len(shape))
	copied, err = engine.ReshapeView(t.layout.shape, t.layout.strides, shape, order, mode, l.shape, l.strides)
	if err != nil {
		return Tensor[T]{}, false, err
	}
	if !copied {
		r, err := t.derive(l, nil, false)
		return r, false, err
	}
	var cst [MaxRank]int // the copy's strides for t's shape
	data, err := engine.CloneData("Reshape", t.strided(), order, cst[:len(t.layout.shape)])
	if err != nil {
		return Tensor[T]{}, false, err
	}
	l.offset = 0
	_ = engine.ContigStrides("Reshape", l.shape, l.strides, order) // the shape is valid
	return Tensor[T]{data: data, layout: l}, true, nil
}

// Ravel returns t's elements in C order as a contiguous rank-1 tensor: a
// view of t if t is C-contiguous, otherwise a copy; see [Ravel].
func (t Tensor[T]) Ravel() (Tensor[T], error) {
	r, _, err := t.ReshapeOrder([]int{-1}, C, engine.RavelMode(t.layout.shape, t.layout.strides))
	return r, err
}

// AsContiguous returns t itself if its layout is contiguous in order (C if
// order is not F), and otherwise a contiguous copy (NumPy's
// ascontiguousarray and asfortranarray).
func (t Tensor[T]) AsContiguous(order Order) (Tensor[T], error) {
	if order != F {
		order = C
	}
	if engine.IsContig(t.layout.shape, t.layout.strides, order) {
		return t, nil
	}
	return t.cloneOrder("AsContiguous", order)
}

// Slice returns the view with axis sliced by s; see [Layout.Slice].
func (d Layout) Slice(axis int, s Item) (Layout, error) {
	k, err := engine.NormAxis("Slice", axis, len(d.shape))
	if err != nil {
		return Layout{}, err
	}
	r := d.clone()
	if r.offset, err = engine.SliceAxis("Slice", r.shape, r.strides, r.offset, k, s); err != nil {
		return Layout{}, err
	}
	return r, nil
}

// Subscript applies a NumPy-style index; see [SubscriptLayout]. The result's rank follows from
// the items.
func (d Layout) Subscript(items ...Item) (Layout, error) {
	n, err := engine.SubRank("Subscript", len(d.shape), items)
	if err != nil {
		return Layout{}, err
	}
	r := d.alloc(n)
	if r.offset, err = engine.Sub("Subscript", d.shape, d.strides, d.offset, items, r.shape, r.strides); err != nil {
		return Layout{}, err
	}
	return r, nil
}

// Select returns the view with axis fixed at index i; see [SelectLayout].
func (d Layout) Select(axis, i int) (Layout, error) {
	if len(d.shape) == 0 {
		return Layout{}, engine.Errorf(ErrAxis, "Select: rank-0 layout has no axis %d", axis)
	}
	r := d.alloc(len(d.shape) - 1)
	var err error
	if r.offset, err = engine.SelectAxis("Select", d.shape, d.strides, d.offset, axis, i, r.shape, r.strides); err != nil {
		return Layout{}, err
	}
	return r, nil
}

// ExpandDims returns the view with axes of length 1 inserted at the
// positions axes of the result; see [ExpandDimsLayout]. It also returns an
// error wrapping [ErrRank] if the result would exceed [MaxRank].
func (d Layout) ExpandDims(axes ...int) (Layout, error) {
	n := len(d.shape) + len(axes)
	if n > MaxRank {
		return Layout{}, engine.Errorf(ErrRank, "ExpandDims: rank %d exceeds %d", n, MaxRank)
	}
	r := d.alloc(n)
	if err := engine.ExpandDims("ExpandDims", d.shape, d.strides, axes, r.shape, r.strides); err != nil {
		return Layout{}, err
	}
	return r, nil
}

// Squeeze returns the view without the named axes (each of length 1), or
// without every axis of length 1 when none is named; see [SqueezeLayout].
// As NumPy does for backward compatibility, a rank-0 layout accepts axis 0
// or -1 and is returned unchanged.
func (d Layout) Squeeze(axes ...int) (Layout, error) {
	m, err := engine.SqueezeMask("Squeeze", d.shape, axes)
	if err != nil {
		return Layout{}, err
	}
	r := d.alloc(len(d.shape) - bits.OnesCount64(m))
	engine.DropAxes(d.shape, d.strides, m, r.shape, r.strides)
	return r, nil
}

// SlidingWindowAxes returns NumPy's sliding_window_view(x, window,
// axis=axes); see [SlidingWindowAxesLayout]. It also returns an error
// wrapping [ErrRank] if the result would exceed [MaxRank].
func (d Layout) SlidingWindowAxes(window, axes []int) (Layout, error) {
	n := len(d.shape) + len(axes)
	if n > MaxRank {
		return Layout{}, engine.Errorf(ErrRank, "SlidingWindowAxes: rank %d exceeds %d", n, MaxRank)
	}
	r := d.alloc(n)
	if err := engine.WindowAxes("SlidingWindowAxes", d.shape, d.strides, window, axes, r.shape, r.strides); err != nil {
		return Layout{}, err
	}
	return r, nil
}

// MoveAxis returns the view with axis src moved to position dst; see
// [Layout.MoveAxis].
func (d Layout) MoveAxis(src, dst int) (Layout, error) {
	return d.MoveAxes([]int{src}, []int{dst})
}

// MoveAxes returns the view with axes src[j] moved to positions dst[j]; see
// [Layout.MoveAxes].
func (d Layout) MoveAxes(src, dst []int) (Layout, error) {
	perm := make([]int, len(d.shape))
	if err := engine.MoveAxes("MoveAxes", len(perm), src, dst, perm); err != nil {
		return Layout{}, err
	}
	return d.Permute(perm...)
}

// SqueezeAll returns the view without the axes of length 1.
func (d Layout) SqueezeAll() Layout { return squeezeAll(d.shape, d.strides, d.offset) }

// SplitAt splits the layout before axis; see [SplitAtLayout].
func (d Layout) SplitAt(axis int) (Layout, Layout, error) {
	n := len(d.shape)
	k, err := engine.SplitPoint("SplitAt", axis, n)
	if err != nil {
		return Layout{}, Layout{}, err
	}
	a, b := d.alloc(k), Layout{}.alloc(n-k)
	copy(a.shape, d.shape[:k])
	copy(a.strides, d.strides[:k])
	copy(b.shape, d.shape[k:])
	copy(b.strides, d.strides[k:])
	return a, b, nil
}

// SplitAxes splits the named axes from the rest; see [SplitAxesLayout].
func (d Layout) SplitAxes(axes ...int) (Layout, Layout, error) {
	n := len(d.shape)
	if len(axes) > n {
		return Layout{}, Layout{}, engine.Errorf(ErrAxis, "SplitAxes: %d axes of rank %d", len(axes), n)
	}
	a, b := d.alloc(len(axes)), Layout{}.alloc(n-len(axes))
	if err := engine.SplitAxes("SplitAxes", d.shape, d.strides, axes, a.shape, a.strides, b.shape, b.strides); err != nil {
		return Layout{}, Layout{}, err
	}
	return a, b, nil
}

// Diagonal returns NumPy's diagonal(offset=k, axis1, axis2) as a view; see
// [DiagonalLayout].
func (d Layout) Diagonal(k, axis1, axis2 int) (Layout, error) {
	if len(d.shape) < 2 {
		return Layout{}, engine.Errorf(ErrAxis, "Diagonal: rank %d has fewer than two axes", len(d.shape))
	}
	r := d.alloc(len(d.shape) - 1)
	var err error
	if r.offset, err = engine.Diagonal("Diagonal", d.shape, d.strides, d.offset, k, axis1, axis2, r.shape, r.strides); err != nil {
		return Layout{}, err
	}
	return r, nil
}

// BroadcastTo returns the view broadcast to shape; see [BroadcastToLayout]. Order
// C aligns the axes at the right (NumPy); order F at the left.
func (d Layout) BroadcastTo(shape []int, order Order) (Layout, error) {
	if len(shape) > MaxRank {
		return Layout{}, engine.Errorf(ErrRank, "BroadcastTo: rank %d exceeds %d", len(shape), MaxRank)
	}
	r := d.alloc(len(shape))
	if err := engine.BroadcastTo("BroadcastTo", d.shape, d.strides, shape, order, r.shape, r.strides); err != nil {
		return Layout{}, err
	}
	return r, nil
}

// Reshape returns a view with the given shape in order, or an error
// wrapping [ErrNotView] if none exists; see [ReshapeLayout].
func (d Layout) Reshape(shape []int, order Order) (Layout, error) {
	if len(shape) > MaxRank {
		return Layout{}, engine.Errorf(ErrRank, "Reshape: rank %d exceeds %d", len(shape), MaxRank)
	}
	r := d.alloc(len(shape))
	if err := engine.Reshape("Reshape", d.shape, d.strides, shape, order, r.shape, r.strides); err != nil {
		return Layout{}, err
	}
	return r, nil
}

// SlidingWindow returns the sliding-window view; see [SlidingWindowLayout]. It
// returns an error wrapping [ErrRank] if window or step does not have one
// entry per axis.
func (d Layout) SlidingWindow(window, step []int) (Layout, error) {
	if 2*len(d.shape) > MaxRank {
		return Layout{}, engine.Errorf(ErrRank, "SlidingWindow: result rank %d exceeds %d", 2*len(d.shape), MaxRank)
	}
	r := d.alloc(2 * len(d.shape))
	if err := engine.WindowView("SlidingWindow", d.shape, d.strides, window, step, r.shape, r.strides); err != nil {
		return Layout{}, err
	}
	return r, nil
}
