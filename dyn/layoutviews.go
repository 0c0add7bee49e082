package dyn

import (
	"math/bits"

	"github.com/fixedrank/tensor/internal/engine"
)

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
