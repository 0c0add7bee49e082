package tensor

import (
	"github.com/fixedrank/tensor/internal/engine"
)

// DynTensor is a tensor whose rank is known only at run time: a shared
// buffer plus a [DynLayout]. It converts to and from [Tensor] without
// copying the elements ([Tensor.Dyn], [TensorOf]). It computes as Tensor
// does, with the same code and the same rules: methods of the same names
// (Clone, Fill, Apply, All, Values, Runs, Format) and functions with a Dyn
// suffix ([ZerosDyn], [AssignDyn], [AddDyn], [AddToDyn], [SumAxisDyn], …)
// whose results have the rank that follows from their arguments.
type DynTensor[T any] struct {
	data     []T
	layout   DynLayout
	readOnly bool
}

// DynView returns the dynamic-rank tensor with layout l over data, which it
// shares. It returns an error wrapping [ErrRank] if l's rank exceeds
// [MaxRank], [ErrShape] if a dimension is negative, [ErrOverflow] if the
// size or extent does not fit in an int (layouts made by [UncheckedDyn] can
// be anything) and [ErrBounds] if an address of l is outside data; the view
// is read-only if distinct indices share elements.
func DynView[T any](data []T, l DynLayout) (DynTensor[T], error) {
	if err := engine.CheckView("DynView", len(data), l.shape, l.strides, l.offset); err != nil {
		return DynTensor[T]{}, err
	}
	return DynTensor[T]{data: data, layout: l, readOnly: engine.MayShare(l.shape, l.strides)}, nil
}

// Layout returns the tensor's layout.
func (t DynTensor[T]) Layout() DynLayout { return t.layout }

// Data returns the underlying buffer, shared with t.
func (t DynTensor[T]) Data() []T { return t.data }

// ReadOnly reports whether writes through t are refused.
func (t DynTensor[T]) ReadOnly() bool { return t.readOnly }

// ReadOnlyView returns t marked read-only; see [Tensor.ReadOnlyView]. The
// result shares elements with t.
func (t DynTensor[T]) ReadOnlyView() DynTensor[T] {
	t.readOnly = true
	return t
}

// At returns the element at idx; see [Tensor.At]. The zero DynTensor is
// rank 0 without an element: At reports [ErrBounds] for it.
func (t DynTensor[T]) At(idx ...int) (T, error) {
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
func (t DynTensor[T]) Set(v T, idx ...int) error {
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

// Dyn returns t as a dynamic-rank tensor sharing its elements.
func (t Tensor[T, D]) Dyn() DynTensor[T] {
	return DynTensor[T]{data: t.data, layout: t.layout.Dyn(), readOnly: t.readOnly}
}

// TensorOf returns the dynamic-rank tensor t as a Tensor of rank D sharing
// its elements. It returns an error wrapping [ErrRank] if the ranks differ.
func TensorOf[D Dim, T any](t DynTensor[T]) (Tensor[T, D], error) {
	l, err := FromDyn[D](t.layout)
	if err != nil {
		return Tensor[T, D]{}, err
	}
	return Tensor[T, D]{data: t.data, layout: l, readOnly: t.readOnly}, nil
}

// String returns t formatted as NumPy prints it; see [Tensor.String].
func (t DynTensor[T]) String() string {
	return engine.Str(t.data, t.layout.shape, t.layout.strides, t.layout.offset)
}
