package dyn

import (
	"github.com/fixedrank/tensor/internal/engine"
)

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
