package dyn

import (
	"github.com/fixedrank/tensor/internal/engine"
	"github.com/fixedrank/tensor/internal/kernel"
)

// IsNaN returns whether each element of t is a NaN (np.isnan); see the
// root package's IsNaN.
func IsNaN[T Real](t Tensor[T]) (Tensor[bool], error) {
	return classNew("dyn.IsNaN", t, kernel.ClassNaN)
}

// IsInf returns whether each element of t is infinite (np.isinf).
func IsInf[T Real](t Tensor[T]) (Tensor[bool], error) {
	return classNew("dyn.IsInf", t, kernel.ClassInf)
}

// IsFinite returns whether each element of t is neither NaN nor infinite
// (np.isfinite).
func IsFinite[T Real](t Tensor[T]) (Tensor[bool], error) {
	return classNew("dyn.IsFinite", t, kernel.ClassFinite)
}

func classNew[T Real](name string, t Tensor[T], c kernel.Class) (Tensor[bool], error) {
	r, err := empty[bool](name, t.layout.shape...)
	if err == nil {
		err = engine.ClassTo(name, c, r.strided(), t.strided())
	}
	if err != nil {
		return Tensor[bool]{}, err
	}
	return r, nil
}

// Round returns t rounded to decimals decimal places, half to even, as
// np.round computes it; see the root package's Round.
func Round[T Real](t Tensor[T], decimals int) (Tensor[T], error) {
	r, err := empty[T]("dyn.Round", t.layout.shape...)
	if err == nil {
		err = engine.RoundTo("dyn.Round", r.strided(), t.strided(), decimals)
	}
	if err != nil {
		return Tensor[T]{}, err
	}
	return r, nil
}

// RoundTo stores [Round] of t into dst (np.round(t, decimals, out=dst));
// on error dst is unchanged.
func RoundTo[T Real](dst, t Tensor[T], decimals int) error {
	return engine.RoundTo("dyn.RoundTo", dst.strided(), t.strided(), decimals)
}

// IsClose returns NumPy's isclose(a, b, rtol, atol, equal_nan); see the
// root package's IsClose.
func IsClose[T Real](a Tensor[T], b any, rtol, atol float64, equalNaN bool) (Tensor[bool], error) {
	bs, err := operand[T]("dyn.IsClose", b)
	if err != nil {
		return Tensor[bool]{}, err
	}
	r, err := resultFor[bool]("dyn.IsClose", a.layout.shape, bs.Shape)
	if err == nil {
		err = engine.IsCloseTo("dyn.IsClose", r.strided(), a.strided(), bs, rtol, atol, equalNaN)
	}
	if err != nil {
		return Tensor[bool]{}, err
	}
	return r, nil
}

// AllClose reports whether every element of [IsClose] is true (NumPy's
// allclose).
func AllClose[T Real](a Tensor[T], b any, rtol, atol float64, equalNaN bool) (bool, error) {
	c, err := IsClose(a, b, rtol, atol, equalNaN)
	if err != nil {
		return false, err
	}
	return AllNonzero(c), nil
}
