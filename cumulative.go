package tensor

import (
	"github.com/fixedrank/tensor/internal/engine"
)

// Cumulative sums and products (NumPy's cumsum and cumprod), for Tensor and
// dyn.Tensor, written once in the engine on the strided operand.

// CumSumAxis returns the cumulative sums along axis (NumPy's
// cumsum(axis=axis)) in a new C-contiguous tensor of t's shape: element j
// of a lane is the sum of its elements 0 to j, added one at a time in
// order starting from element 0 itself (not from 0, so a leading -0 stays
// -0), as NumPy accumulates. Where NumPy would widen integers narrower
// than 64 bits to int64, CumSumAxis keeps T and returns an error wrapping
// [ErrOverflow] if a partial sum does not fit (as [Sum] does). Axis 0 or
// -1 of a rank-0 t is accepted, as NumPy accepts it, and gives t's element
// in a new rank-0 tensor (NumPy returns it with shape (1,), which a rank-0
// Tensor cannot hold; dyn.CumSumAxis does). It returns an error wrapping
// [ErrAxis] and the errors of [Zeros].
func CumSumAxis[T Number, D Dim](t Tensor[T, D], axis int) (Tensor[T, D], error) {
	return cumAxis("CumSumAxis", t, axis, false)
}

// CumProdAxis returns the cumulative products along axis (NumPy's
// cumprod(axis=axis)); see [CumSumAxis].
func CumProdAxis[T Number, D Dim](t Tensor[T, D], axis int) (Tensor[T, D], error) {
	return cumAxis("CumProdAxis", t, axis, true)
}

// CumSum returns the cumulative sums of t's elements in C order as a rank-1
// tensor (NumPy's cumsum with axis=None); see [CumSumAxis].
func CumSum[T Number, D Dim](t Tensor[T, D]) (Tensor[T, [1]int], error) {
	return cumFlat("CumSum", t.strided(), false)
}

// CumProd returns the cumulative products of t's elements in C order as a
// rank-1 tensor (NumPy's cumprod with axis=None); see [CumSumAxis].
func CumProd[T Number, D Dim](t Tensor[T, D]) (Tensor[T, [1]int], error) {
	return cumFlat("CumProd", t.strided(), true)
}

func cumAxis[T Number, D Dim](name string, t Tensor[T, D], axis int, mul bool) (Tensor[T, D], error) {
	return cumAxisWith(name, t, axis, mul, engine.CumInto[T])
}

// cumInto is the accumulation of cumAxisWith: engine.CumInto, or
// engine.NanCumInto.
type cumInto[T any] func(name string, r, t engine.Strided[T], k int, mul bool) error

func cumAxisWith[T Number, D Dim](name string, t Tensor[T, D], axis int, mul bool, cum cumInto[T]) (Tensor[T, D], error) {
	if engine.ScalarAxis(len(t.layout.shape), axis) {
		// The lane holding t's element, kept at rank 0 (NumPy's result has
		// shape (1,), which a Tensor of rank 0 cannot hold).
		if len(t.data) == 0 {
			return Tensor[T, D]{}, nil
		}
		var tl, rl [2]int
		r, err := Zeros[T](t.layout.shape)
		if err == nil {
			err = cum(name, engine.ScalarLane(r.strided(), &rl), engine.ScalarLane(t.strided(), &tl), 0, mul)
		}
		if err != nil {
			return Tensor[T, D]{}, err
		}
		return r, nil
	}
	k, err := engine.NormAxis(name, axis, len(t.layout.shape))
	if err != nil {
		return Tensor[T, D]{}, err
	}
	r, err := Zeros[T](t.layout.shape)
	if err == nil {
		err = cum(name, r.strided(), t.strided(), k, mul)
	}
	if err != nil {
		return Tensor[T, D]{}, err
	}
	return r, nil
}

// cumFlat accumulates t's elements in C order.
func cumFlat[T Number](name string, t engine.Strided[T], mul bool) (Tensor[T, [1]int], error) {
	return cumFlatWith(name, t, mul, engine.CumFlat[T])
}

// cumFlatWith accumulates t's elements in C order with cum: engine.CumFlat
// or engine.NanCumFlat.
func cumFlatWith[T Number](name string, t engine.Strided[T], mul bool, cum func(string, engine.Strided[T], bool) ([]T, error)) (Tensor[T, [1]int], error) {
	data, err := cum(name, t, mul)
	if err != nil {
		return Tensor[T, [1]int]{}, err
	}
	return FromSlice(data, [1]int{len(data)})
}
