package tensor

import (
	"github.com/fixedrank/tensor/internal/engine"
	"github.com/fixedrank/tensor/internal/kernel"
)

// IsNaN returns whether each element of t is a NaN (np.isnan), in a new
// C-contiguous bool tensor; never for an integer type. It returns the
// errors of [Zeros].
func IsNaN[T Real, D Dim](t Tensor[T, D]) (Tensor[bool, D], error) {
	return classNew("IsNaN", t, kernel.ClassNaN)
}

// IsInf returns whether each element of t is +Inf or -Inf (np.isinf). It
// returns the errors of [Zeros].
func IsInf[T Real, D Dim](t Tensor[T, D]) (Tensor[bool, D], error) {
	return classNew("IsInf", t, kernel.ClassInf)
}

// IsFinite returns whether each element of t is neither NaN nor infinite
// (np.isfinite). It returns the errors of [Zeros].
func IsFinite[T Real, D Dim](t Tensor[T, D]) (Tensor[bool, D], error) {
	return classNew("IsFinite", t, kernel.ClassFinite)
}

func classNew[T Real, D Dim](name string, t Tensor[T, D], c kernel.Class) (Tensor[bool, D], error) {
	r, err := empty[bool](name, t.layout.shape)
	if err == nil {
		err = engine.ClassTo(name, c, r.strided(), t.strided())
	}
	if err != nil {
		return Tensor[bool, D]{}, err
	}
	return r, nil
}

// Round returns t rounded to decimals decimal places (np.round(t,
// decimals), np.around), half to even as NumPy rounds: [0.5 1.5 2.5]
// rounds to [0 2 2], where math.Round would give [1 2 3]. It computes as
// NumPy does: a float tensor multiplied by 10**decimals in its own
// precision, rounded to the nearest integer (ties to even), divided back
// (for negative decimals divided, rounded, multiplied), so the results are
// NumPy's bit for bit, artifacts of the scaling included (np.round(2.675,
// 2) is 2.68, though the float64 2.675 lies below 2.675, because 2.675·100
// rounds to 267.5); an integer tensor is unchanged
// for decimals >= 0 and rounded through float64 to a multiple of
// 10**-decimals otherwise (wrapping where NumPy's cast back wraps). It
// returns the errors of [Zeros].
func Round[T Real, D Dim](t Tensor[T, D], decimals int) (Tensor[T, D], error) {
	r, err := empty[T]("Round", t.layout.shape)
	if err == nil {
		err = engine.RoundTo("Round", r.strided(), t.strided(), decimals)
	}
	if err != nil {
		return Tensor[T, D]{}, err
	}
	return r, nil
}

// RoundTo stores [Round] of t into dst (np.round(t, decimals, out=dst)),
// t broadcast to dst's shape; dst may be t itself. It returns an error
// wrapping [ErrBroadcast] when t does not broadcast to dst's shape or
// [ErrReadOnly] for a read-only dst; on error dst is unchanged.
func RoundTo[T Real, D, E Dim](dst Tensor[T, E], t Tensor[T, D], decimals int) error {
	return engine.RoundTo("RoundTo", dst.strided(), t.strided(), decimals)
}

// IsClose returns whether a and b are equal within a tolerance, element by
// element (NumPy's isclose(a, b, rtol, atol, equal_nan); NumPy's defaults
// are rtol 1e-5, atol 1e-8): |a - b| <= atol + rtol·|b| where both are
// finite (not symmetric in a and b, as in NumPy), a == b where either is
// infinite, and two NaNs close only with equalNaN. It is computed in
// float32 for float32 tensors, as NumPy does, and in float64 otherwise. b
// is a tensor of T broadcast against a, or a number, as [Add] takes it.
// It returns the errors of [Greater].
func IsClose[T Real, D Dim](a Tensor[T, D], b any, rtol, atol float64, equalNaN bool) (Tensor[bool, D], error) {
	bs, err := operand[T]("IsClose", b)
	if err != nil {
		return Tensor[bool, D]{}, err
	}
	r, err := resultFor[bool, D]("IsClose", ints(&a.layout.shape), bs.Shape)
	if err == nil {
		err = engine.IsCloseTo("IsClose", r.strided(), a.strided(), bs, rtol, atol, equalNaN)
	}
	if err != nil {
		return Tensor[bool, D]{}, err
	}
	return r, nil
}

// AllClose reports whether every element of [IsClose] is true (NumPy's
// allclose). It returns the errors of IsClose.
func AllClose[T Real, D Dim](a Tensor[T, D], b any, rtol, atol float64, equalNaN bool) (bool, error) {
	c, err := IsClose(a, b, rtol, atol, equalNaN)
	if err != nil {
		return false, err
	}
	return AllNonzero(c), nil
}
