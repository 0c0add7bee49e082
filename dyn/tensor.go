package dyn

import (
	"github.com/fixedrank/tensor/internal/engine"
)

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
