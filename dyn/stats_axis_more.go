package dyn

import (
	"github.com/fixedrank/tensor/internal/engine"
	"github.com/fixedrank/tensor/internal/kernel"
)

// CountNonzeroAxis is tensor.CountNonzeroAxis for a runtime-rank tensor.
func CountNonzeroAxis[T comparable](t Tensor[T], axis int) (Tensor[int], error) {
	return laneAxis("dyn.CountNonzeroAxis", t, axis, kernel.CountNonzero[T])
}

// AnyNonzeroAxis is tensor.AnyNonzeroAxis for a runtime-rank tensor.
func AnyNonzeroAxis[T comparable](t Tensor[T], axis int) (Tensor[bool], error) {
	return laneAxis("dyn.AnyNonzeroAxis", t, axis, kernel.AnyNonzero[T])
}

// AllNonzeroAxis is tensor.AllNonzeroAxis for a runtime-rank tensor.
func AllNonzeroAxis[T comparable](t Tensor[T], axis int) (Tensor[bool], error) {
	return laneAxis("dyn.AllNonzeroAxis", t, axis, kernel.AllNonzero[T])
}

func laneAxis[V, T any](name string, t Tensor[T], axis int, f func(x []T, o, s, n int) V) (Tensor[V], error) {
	var buf [MaxRank]int
	var lane [2]int
	shape, s, k, err := engine.ReduceAxisDyn(name, t.strided(), axis, &buf, &lane)
	if err != nil {
		return Tensor[V]{}, err
	}
	r, err := Zeros[V](shape...)
	if err != nil {
		return Tensor[V]{}, err
	}
	engine.LaneInto(r.data, s, k, f)
	return r, nil
}
