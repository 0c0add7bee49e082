package tensor

import (
	"github.com/fixedrank/tensor/internal/engine"
	"github.com/fixedrank/tensor/internal/kernel"
)

// Counting, any/all and products along one axis, for Tensor and DynTensor.

// CountNonzeroAxis returns the number of elements that are not the zero
// value of T along axis (NumPy's count_nonzero(axis=axis)), in a new
// C-contiguous tensor of rank E = rank D - 1. As in NumPy, axis 0 or -1
// of a rank-0 t is accepted and counts its one element into a rank-0
// result. It returns an error wrapping [ErrAxis] or [ErrRank], or the
// errors of [Zeros].
func CountNonzeroAxis[E Dim, T comparable, D Dim](t Tensor[T, D], axis int) (Tensor[int, E], error) {
	return laneAxis[E]("CountNonzeroAxis", t, axis, kernel.CountNonzero[T])
}

// AnyNonzeroAxis reports along axis whether some element is not the zero
// value of T (NumPy's any(axis=axis)); see [CountNonzeroAxis].
func AnyNonzeroAxis[E Dim, T comparable, D Dim](t Tensor[T, D], axis int) (Tensor[bool, E], error) {
	return laneAxis[E]("AnyNonzeroAxis", t, axis, kernel.AnyNonzero[T])
}

// AllNonzeroAxis reports along axis whether every element is not the zero
// value of T (NumPy's all(axis=axis)); see [CountNonzeroAxis].
func AllNonzeroAxis[E Dim, T comparable, D Dim](t Tensor[T, D], axis int) (Tensor[bool, E], error) {
	return laneAxis[E]("AllNonzeroAxis", t, axis, kernel.AllNonzero[T])
}

// laneAxis computes f over each lane of t along axis into a new tensor.
func laneAxis[E Dim, V, T any, D Dim](name string, t Tensor[T, D], axis int, f func(x []T, o, s, n int) V) (Tensor[V, E], error) {
	var lane [2]int
	shape, s, k, err := reduceAxis[E](name, t.strided(), axis, &lane)
	if err != nil {
		return Tensor[V, E]{}, err
	}
	r, err := Zeros[V](shape)
	if err != nil {
		return Tensor[V, E]{}, err
	}
	engine.LaneInto(r.data, s, k, f)
	return r, nil
}
