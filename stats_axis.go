package tensor

import (
	"github.com/fixedrank/tensor/internal/engine"
)

// Statistics along one axis, for Tensor and DynTensor, written once on the
// strided operand.

func argAxis[E Dim, T Real, D Dim](name string, t Tensor[T, D], axis int, max bool) (Tensor[int, E], error) {
	var lane [2]int
	shape, s, k, err := reduceAxis[E](name, t.strided(), axis, &lane)
	if err != nil {
		return Tensor[int, E]{}, err
	}
	if err := engine.NonEmptyAxis(name, s.Shape[k], k); err != nil {
		return Tensor[int, E]{}, err
	}
	r, err := Zeros[int](shape)
	if err != nil {
		return Tensor[int, E]{}, err
	}
	if err := engine.ArgAxisInto(name, r.data, s, k, max); err != nil {
		return Tensor[int, E]{}, err
	}
	return r, nil
}
