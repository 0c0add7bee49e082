package dyn

import (
	"slices"

	"github.com/fixedrank/tensor/internal/engine"
)

// Shape returns a copy of the length of each axis.
func (t Tensor[T]) Shape() []int { return slices.Clone(t.layout.shape) }

// Rank returns the number of axes.
func (t Tensor[T]) Rank() int { return len(t.layout.shape) }

// Size returns the number of elements.
func (t Tensor[T]) Size() int { return t.layout.Size() }

// Clone returns a copy of t in a new C-contiguous buffer. It panics as
// [Tensor.Clone] does.
func (t Tensor[T]) Clone() Tensor[T] { return t.CloneOrder(C) }

// CloneOrder returns a copy of t in a new buffer, contiguous in order (C if
// order is not F). It panics as [Tensor.Clone] does.
func (t Tensor[T]) CloneOrder(order Order) Tensor[T] {
	r, err := t.cloneOrder("Clone", order)
	if err != nil {
		panic(err)
	}
	return r
}

// cloneOrder is CloneOrder with the allocation error returned.
func (t Tensor[T]) cloneOrder(op string, order Order) (Tensor[T], error) {
	r := Tensor[T]{layout: Layout{}.alloc(len(t.layout.shape))}
	copy(r.layout.shape, t.layout.shape)
	var err error
	if r.data, err = engine.CloneData(op, t.strided(), order, r.layout.strides); err != nil {
		return Tensor[T]{}, err
	}
	return r, nil
}

// Fill sets every element of t to v. It returns an error wrapping
// [ErrReadOnly] for a read-only view.
func (t Tensor[T]) Fill(v T) error { return engine.Fill("Fill", t.strided(), v) }

// Apply replaces every element x of t by f(x), in place. It returns an
// error wrapping [ErrReadOnly] for a read-only view.
func (t Tensor[T]) Apply(f func(T) T) error { return engine.Apply(t.strided(), f) }

// Tensor is a tensor whose rank is known only at run time: a shared
// buffer plus a [Layout]. It converts to and from package tensor's
// fixed-rank Tensor without copying the elements (tensor.Tensor.Dyn,
// tensor.FromDyn). It computes as that Tensor does, with the same code and
// the same rules: methods of the same names (Clone, Fill, Apply, All,
// Values, Runs, Format) and functions of the same names ([Zeros],
// [Assign], [Add], [AddTo], [SumAxes], …) whose results have the rank that
// follows from their arguments.
type Tensor[T any] struct {
	data     []T
	layout   Layout
	readOnly bool
}

// View returns the runtime-rank tensor with layout l over data, which it
// shares. It returns an error wrapping [ErrRank] if l's rank exceeds
// [MaxRank], [ErrShape] if a dimension is negative, [ErrOverflow] if the
// size or extent does not fit in an int (layouts made by [Unchecked] can
// be anything) and [ErrBounds] if an address of l is outside data; the view
// is read-only if distinct indices share elements.
func View[T any](data []T, l Layout) (Tensor[T], error) {
	if err := engine.CheckView("dyn.View", len(data), l.shape, l.strides, l.offset); err != nil {
		return Tensor[T]{}, err
	}
	return Tensor[T]{data: data, layout: l, readOnly: engine.MayShare(l.shape, l.strides)}, nil
}

// Layout returns the tensor's layout.
func (t Tensor[T]) Layout() Layout { return t.layout }

// Data returns the underlying buffer, shared with t.
func (t Tensor[T]) Data() []T { return t.data }

// ReadOnly reports whether writes through t are refused.
func (t Tensor[T]) ReadOnly() bool { return t.readOnly }

// ReadOnlyView returns t marked read-only; see [Tensor.ReadOnlyView]. The
// result shares elements with t.
func (t Tensor[T]) ReadOnlyView() Tensor[T] {
	t.readOnly = true
	return t
}

// At returns the element at idx; see [Tensor.At]. The zero Tensor is
// rank 0 without an element: At reports [ErrBounds] for it.
func (t Tensor[T]) At(idx ...int) (T, error) {
	a, err := t.layout.Index(idx...)
	if err == nil {
		err = engine.InBuffer("At", a, len(t.data))
	}
	if err != nil {
		var z T
		return z, err
	}
	return t.data[a], nil
}

// Set stores v at idx; see [Tensor.Set].
func (t Tensor[T]) Set(v T, idx ...int) error {
	if t.readOnly {
		return engine.Errorf(ErrReadOnly, "Set")
	}
	a, err := t.layout.Index(idx...)
	if err == nil {
		err = engine.InBuffer("Set", a, len(t.data))
	}
	if err != nil {
		return err
	}
	t.data[a] = v
	return nil
}

// String returns t formatted as NumPy prints it; see [Tensor.String].
func (t Tensor[T]) String() string {
	return engine.Str(t.data, t.layout.shape, t.layout.strides, t.layout.offset)
}
