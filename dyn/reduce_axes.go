package dyn

import (
	"github.com/fixedrank/tensor/internal/engine"
)

// reduceAxes runs a reduction over axes of a runtime-rank tensor.
func reduceAxes[V, T any](op string, t Tensor[T], axes []int, keep, nonEmpty bool, fold engine.FoldAxes[V, T]) (Tensor[V], error) {
	var buf [MaxRank]int
	var lane [2]int
	s, shape, mask, err := engine.AxesOperand(op, t.strided(), axes, keep, nonEmpty, &buf, &lane)
	if err != nil {
		return Tensor[V]{}, err
	}
	r, err := Zeros[V](shape...)
	if err == nil {
		err = fold(op, r.strided(), s, mask)
	}
	if err != nil {
		return Tensor[V]{}, err
	}
	return r, nil
}
