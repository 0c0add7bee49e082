package tensor

import (
	"github.com/fixedrank/tensor/internal/engine"
)

// Statistics along one axis, for Tensor and DynTensor, written once on the
// strided operand.

// ArgMinAxis returns the index along axis of the smallest element of each
// lane (NumPy's argmin(axis=axis)), in a new C-contiguous tensor of rank E
// = rank D - 1: the first one when several are equal, the first NaN when
// there is one. As in NumPy, axis 0 or -1 of a rank-0 t is accepted and
// gives 0 in a rank-0 result. It returns an error wrapping [ErrShape] if
// the axis is empty, [ErrAxis] or [ErrRank], or the errors of [Zeros].
func ArgMinAxis[E Dim, T Real, D Dim](t Tensor[T, D], axis int) (Tensor[int, E], error) {
	return argAxis[E]("ArgMinAxis", t, axis, false)
}

// ArgMaxAxis returns the index along axis of the largest element of each
// lane; see [ArgMinAxis].
func ArgMaxAxis[E Dim, T Real, D Dim](t Tensor[T, D], axis int) (Tensor[int, E], error) {
	return argAxis[E]("ArgMaxAxis", t, axis, true)
}

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

// VarAxis returns the variances along axis with ddof delta degrees of
// freedom (NumPy's var(axis=axis, ddof=ddof)) as float64, in a new
// C-contiguous tensor of rank E = rank D - 1, computed as NumPy computes
// them: the means as [MeanAxis], the squared deviations laid out as NumPy
// lays them out, summed along the axis as [SumAxis] sums, divided by
// max(n-ddof, 0) (so +Inf or NaN when that is 0, as NumPy gives with a
// warning; an empty axis with ddof < 0 gives 0, the empty sum divided by
// -ddof, as in NumPy). Float32 tensors are computed in float32, as NumPy
// computes them, and the results widened exactly. It returns the errors of
// [MeanAxis].
func VarAxis[E Dim, T Real, D Dim](t Tensor[T, D], axis int, ddof int) (Tensor[float64, E], error) {
	shape, k, err := axisShape[E]("VarAxis", t, axis)
	if err != nil {
		return Tensor[float64, E]{}, err
	}
	r, err := Zeros[float64](shape)
	if err == nil {
		err = engine.VarAxisInto("VarAxis", r.strided(), t.strided(), 1<<k, ddof, false)
	}
	if err != nil {
		return Tensor[float64, E]{}, err
	}
	return r, nil
}

// StdAxis returns the standard deviations along axis, the square roots of
// [VarAxis].
func StdAxis[E Dim, T Real, D Dim](t Tensor[T, D], axis int, ddof int) (Tensor[float64, E], error) {
	shape, k, err := axisShape[E]("StdAxis", t, axis)
	if err != nil {
		return Tensor[float64, E]{}, err
	}
	r, err := Zeros[float64](shape)
	if err == nil {
		err = engine.VarAxisInto("StdAxis", r.strided(), t.strided(), 1<<k, ddof, true)
	}
	if err != nil {
		return Tensor[float64, E]{}, err
	}
	return r, nil
}
