package dyn

import (
	"github.com/fixedrank/tensor/internal/engine"
)

// CumSumAxis is tensor.CumSumAxis for a runtime-rank tensor; for axis 0 or
// -1 of a rank-0 t it returns NumPy's result, t's element with shape (1,).
func CumSumAxis[T Number](t Tensor[T], axis int) (Tensor[T], error) {
	return cumAxis("dyn.CumSumAxis", t, axis, false)
}

// CumProdAxis is tensor.CumProdAxis for a runtime-rank tensor; see
// [CumSumAxis].
func CumProdAxis[T Number](t Tensor[T], axis int) (Tensor[T], error) {
	return cumAxis("dyn.CumProdAxis", t, axis, true)
}

// CumSum is tensor.CumSum for a runtime-rank tensor.
func CumSum[T Number](t Tensor[T]) (Tensor[T], error) {
	return cumFlat("dyn.CumSum", t, false, engine.CumFlat[T])
}

// CumProd is tensor.CumProd for a runtime-rank tensor.
func CumProd[T Number](t Tensor[T]) (Tensor[T], error) {
	return cumFlat("dyn.CumProd", t, true, engine.CumFlat[T])
}

// cumFlat accumulates t's elements in C order with cum: engine.CumFlat or
// engine.NanCumFlat.
func cumFlat[T Number](name string, t Tensor[T], mul bool, cum func(string, engine.Strided[T], bool) ([]T, error)) (Tensor[T], error) {
	data, err := cum(name, t.strided(), mul)
	if err != nil {
		return Tensor[T]{}, err
	}
	return FromSlice(data, len(data))
}

func cumAxis[T Number](name string, t Tensor[T], axis int, mul bool) (Tensor[T], error) {
	return cumAxisWith(name, t, axis, mul, engine.CumInto[T])
}

// cumAxisWith is cumAxis with the accumulation cum: engine.CumInto, or
// engine.NanCumInto.
func cumAxisWith[T Number](name string, t Tensor[T], axis int, mul bool, cum func(string, engine.Strided[T], engine.Strided[T], int, bool) error) (Tensor[T], error) {
	if engine.ScalarAxis(len(t.layout.shape), axis) {
		// NumPy's result: the lane holding t's element, of shape (1,).
		var lane [2]int
		s := engine.ScalarLane(t.strided(), &lane)
		r, err := Zeros[T](s.Shape...)
		if err == nil {
			err = cum(name, r.strided(), s, 0, mul)
		}
		if err != nil {
			return Tensor[T]{}, err
		}
		return r, nil
	}
	k, err := engine.NormAxis(name, axis, len(t.layout.shape))
	if err != nil {
		return Tensor[T]{}, err
	}
	r, err := Zeros[T](t.layout.shape...)
	if err == nil {
		err = cum(name, r.strided(), t.strided(), k, mul)
	}
	if err != nil {
		return Tensor[T]{}, err
	}
	return r, nil
}
