package tensor

import (
	"github.com/fixedrank/tensor/internal/engine"
)

// Cumulative sums and products (NumPy's cumsum and cumprod), for Tensor and
// DynTensor, written once on the strided operand.

// CumSumAxis returns the cumulative sums along axis (NumPy's
// cumsum(axis=axis)) in a new C-contiguous tensor of t's shape: element j
// of a lane is the sum of its elements 0 to j, added one at a time in
// order starting from element 0 itself (not from 0, so a leading -0 stays
// -0), as NumPy accumulates. Where NumPy would widen integers narrower
// than 64 bits to int64, CumSumAxis keeps T and returns an error wrapping
// [ErrOverflow] if a partial sum does not fit (as [Sum] does). Axis 0 or
// -1 of a rank-0 t is accepted, as NumPy accepts it, and gives t's element
// in a new rank-0 tensor (NumPy returns it with shape (1,), which a rank-0
// Tensor cannot hold; [CumSumAxisDyn] does). It returns an error wrapping
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

// CumSumAxisDyn is [CumSumAxis] for a dynamic-rank tensor; for axis 0 or
// -1 of a rank-0 t it returns NumPy's result, t's element with shape (1,).
func CumSumAxisDyn[T Number](t DynTensor[T], axis int) (DynTensor[T], error) {
	return cumAxisDyn("CumSumAxisDyn", t, axis, false)
}

// CumProdAxisDyn is [CumProdAxis] for a dynamic-rank tensor; see
// [CumSumAxisDyn].
func CumProdAxisDyn[T Number](t DynTensor[T], axis int) (DynTensor[T], error) {
	return cumAxisDyn("CumProdAxisDyn", t, axis, true)
}

// CumSumDyn is [CumSum] for a dynamic-rank tensor.
func CumSumDyn[T Number](t DynTensor[T]) (DynTensor[T], error) {
	data, err := engine.CumFlat("CumSumDyn", t.strided(), false)
	if err != nil {
		return DynTensor[T]{}, err
	}
	return FromSliceDyn(data, len(data))
}

// CumProdDyn is [CumProd] for a dynamic-rank tensor.
func CumProdDyn[T Number](t DynTensor[T]) (DynTensor[T], error) {
	data, err := engine.CumFlat("CumProdDyn", t.strided(), true)
	if err != nil {
		return DynTensor[T]{}, err
	}
	return FromSliceDyn(data, len(data))
}

func cumAxis[T Number, D Dim](name string, t Tensor[T, D], axis int, mul bool) (Tensor[T, D], error) {
	if engine.ScalarAxis(len(t.layout.shape), axis) {
		// The lane holding t's element, kept at rank 0 (NumPy's result has
		// shape (1,), which a Tensor of rank 0 cannot hold).
		if len(t.data) == 0 {
			return Tensor[T, D]{}, nil
		}
		var tl, rl [2]int
		r, err := Zeros[T](t.layout.shape)
		if err == nil {
			err = engine.CumInto(name, engine.ScalarLane(r.strided(), &rl), engine.ScalarLane(t.strided(), &tl), 0, mul)
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
		err = engine.CumInto(name, r.strided(), t.strided(), k, mul)
	}
	if err != nil {
		return Tensor[T, D]{}, err
	}
	return r, nil
}

func cumAxisDyn[T Number](name string, t DynTensor[T], axis int, mul bool) (DynTensor[T], error) {
	if engine.ScalarAxis(len(t.layout.shape), axis) {
		// NumPy's result: the lane holding t's element, of shape (1,).
		var lane [2]int
		s := engine.ScalarLane(t.strided(), &lane)
		r, err := ZerosDyn[T](s.Shape...)
		if err == nil {
			err = engine.CumInto(name, r.strided(), s, 0, mul)
		}
		if err != nil {
			return DynTensor[T]{}, err
		}
		return r, nil
	}
	k, err := engine.NormAxis(name, axis, len(t.layout.shape))
	if err != nil {
		return DynTensor[T]{}, err
	}
	r, err := ZerosDyn[T](t.layout.shape...)
	if err == nil {
		err = engine.CumInto(name, r.strided(), t.strided(), k, mul)
	}
	if err != nil {
		return DynTensor[T]{}, err
	}
	return r, nil
}

// cumFlat accumulates t's elements in C order.
func cumFlat[T Number](name string, t engine.Strided[T], mul bool) (Tensor[T, [1]int], error) {
	data, err := engine.CumFlat(name, t, mul)
	if err != nil {
		return Tensor[T, [1]int]{}, err
	}
	return FromSlice(data, [1]int{len(data)})
}
