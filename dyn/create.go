package dyn

import (
	"github.com/fixedrank/tensor/internal/engine"
	"github.com/fixedrank/tensor/internal/kernel"
)

// Zeros returns a new C-contiguous tensor of shape filled with the zero
// value: Zeros[float64](2, 3). It returns the errors of [Zeros], and an
// error wrapping [ErrRank] if len(shape) exceeds [MaxRank].
func Zeros[T any](shape ...int) (Tensor[T], error) {
	l, err := Contiguous(shape, C)
	if err != nil {
		return Tensor[T]{}, err
	}
	data, err := engine.MakeBuf[T]("dyn.Zeros", l.Size())
	if err != nil {
		return Tensor[T]{}, err
	}
	return Tensor[T]{data: data, layout: l}, nil
}

// empty returns a new C-contiguous tensor of shape for a result that the
// caller writes whole before returning it (engine.MakeResult: not cleared
// first), or drops on error.
func empty[T any](op string, shape ...int) (Tensor[T], error) {
	l, err := Contiguous(shape, C)
	if err != nil {
		return Tensor[T]{}, err
	}
	data, err := engine.MakeResult[T](op, l.Size())
	if err != nil {
		return Tensor[T]{}, err
	}
	return Tensor[T]{data: data, layout: l}, nil
}

// Full returns a new C-contiguous tensor of shape with every element v:
// Full(1.5, 2, 3). The value comes first so that the shape can be
// listed after it. It returns the errors of [Zeros].
func Full[T any](v T, shape ...int) (Tensor[T], error) {
	t, err := empty[T]("dyn.Full", shape...) // every element is written below
	kernel.Fill(t.data, v)
	return t, err
}

// FromSlice returns the C-contiguous tensor of shape over data, which it
// shares (no copy). It returns the errors of [FromSlice], and an error
// wrapping [ErrRank] if len(shape) exceeds [MaxRank].
func FromSlice[T any](data []T, shape ...int) (Tensor[T], error) {
	l, err := Contiguous(shape, C)
	if err != nil {
		return Tensor[T]{}, err
	}
	if n := l.Size(); n != len(data) {
		return Tensor[T]{}, engine.Errorf(ErrShape, "dyn.FromSlice: %d elements for shape %s of size %d", len(data), engine.FmtInts(shape), n)
	}
	return Tensor[T]{data: data, layout: l}, nil
}
