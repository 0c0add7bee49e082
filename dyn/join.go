package dyn

import (
	"github.com/fixedrank/tensor/internal/engine"
)

// ConcatenateTo is [ConcatenateTo] for runtime-rank tensors.
func ConcatenateTo[T any](dst Tensor[T], axis int, ts ...Tensor[T]) error {
	ins, _ := dynStridedOf(ts)
	return engine.ConcatenateTo("dyn.ConcatenateTo", dst.strided(), axis, ins)
}

// Concatenate is [Concatenate] for runtime-rank tensors; inputs of
// different ranks give an error wrapping [ErrRank].
func Concatenate[T any](axis int, ts ...Tensor[T]) (Tensor[T], error) {
	ins, r := dynStridedOf(ts)
	l := Layout{shape: make([]int, r), strides: make([]int, r)}
	data, err := engine.Concatenate("dyn.Concatenate", axis, ins, l.shape, l.strides)
	if err != nil {
		return Tensor[T]{}, err
	}
	return Tensor[T]{data: data, layout: l}, nil
}

// Stack is [Stack] for runtime-rank tensors: the result has one axis
// more than the inputs, which must all have the same shape; a result rank
// above [MaxRank] gives an error wrapping [ErrRank].
func Stack[T any](axis int, ts ...Tensor[T]) (Tensor[T], error) {
	ins, r := dynStridedOf(ts)
	if r+1 > MaxRank {
		return Tensor[T]{}, engine.Errorf(ErrRank, "dyn.Stack: result rank %d exceeds %d", r+1, MaxRank)
	}
	l := Layout{shape: make([]int, r+1), strides: make([]int, r+1)}
	data, err := engine.Stack("dyn.Stack", axis, r, ins, l.shape, l.strides)
	if err != nil {
		return Tensor[T]{}, err
	}
	return Tensor[T]{data: data, layout: l}, nil
}

// Split is tensor.Split for a runtime-rank tensor.
func (t Tensor[T]) Split(axis, sections int) ([]Tensor[T], error) {
	return engine.SplitParts("Split", t.layout.shape, axis, sections, nil, false, t.Slice)
}

// SplitIndices is tensor.SplitIndices for a runtime-rank tensor.
func (t Tensor[T]) SplitIndices(axis int, indices ...int) ([]Tensor[T], error) {
	return engine.SplitParts("SplitIndices", t.layout.shape, axis, 0, indices, true, t.Slice)
}

// dynStridedOf returns the inputs of a join as strided operands, and the
// rank of the first (0 for none).
func dynStridedOf[T any](ts []Tensor[T]) ([]engine.Strided[T], int) {
	ins := make([]engine.Strided[T], len(ts))
	for i := range ts {
		ins[i] = ts[i].strided()
	}
	if len(ts) == 0 {
		return ins, 0
	}
	return ins, len(ts[0].layout.shape)
}
