package dyn

import (
	"github.com/fixedrank/tensor/internal/engine"
)

// reduceCounted is reduceAxes for mean, var and std: see
// countedAxes.
func reduceCounted[V, T any](op string, t Tensor[T], axes []int, keep, nonEmpty bool, fold engine.FoldAxes[V, T]) (Tensor[V], error) {
	if err := engine.CountedAxes(op, len(t.layout.shape), axes); err != nil {
		return Tensor[V]{}, err
	}
	return reduceAxes(op, t, axes, keep, nonEmpty, fold)
}
