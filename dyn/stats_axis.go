package dyn

import (
	"github.com/fixedrank/tensor/internal/engine"
)

func argAxis[T Real](name string, t Tensor[T], axis int, max bool) (Tensor[int], error) {
	var buf [MaxRank]int
	var lane [2]int
	shape, s, k, err := engine.ReduceAxisDyn(name, t.strided(), axis, &buf, &lane)
	if err != nil {
		return Tensor[int]{}, err
	}
	if err := engine.NonEmptyAxis(name, s.Shape[k], k); err != nil {
		return Tensor[int]{}, err
	}
	r, err := Zeros[int](shape...)
	if err != nil {
		return Tensor[int]{}, err
	}
	if err := engine.ArgAxisInto(name, r.data, s, k, max); err != nil {
		return Tensor[int]{}, err
	}
	return r, nil
}

func varAxis[T Real](name string, t Tensor[T], axis, ddof int, sqrt bool) (Tensor[float64], error) {
	var buf [MaxRank]int
	shape, k, err := axisShape(name, t, axis, &buf)
	if err != nil {
		return Tensor[float64]{}, err
	}
	r, err := Zeros[float64](shape...)
	if err == nil {
		err = engine.VarAxisInto(name, r.strided(), t.strided(), 1<<k, ddof, sqrt)
	}
	if err != nil {
		return Tensor[float64]{}, err
	}
	return r, nil
}
