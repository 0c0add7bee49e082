package tensor

import (
	"github.com/fixedrank/tensor/internal/engine"
)

// Counting, any/all and products along one axis, for Tensor and DynTensor.

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
