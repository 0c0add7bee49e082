package dyn

import (
	"github.com/fixedrank/tensor/internal/engine"
)

// CountNonzero is tensor.CountNonzero for a runtime-rank tensor.
func CountNonzero[T comparable](t Tensor[T]) int { return engine.CountNonzero(t.strided()) }

// AnyNonzero is tensor.AnyNonzero for a runtime-rank tensor.
func AnyNonzero[T comparable](t Tensor[T]) bool { return engine.AnyNonzero(t.strided()) }

// AllNonzero is tensor.AllNonzero for a runtime-rank tensor.
func AllNonzero[T comparable](t Tensor[T]) bool { return engine.AllNonzero(t.strided()) }

// Prod is tensor.Prod for a runtime-rank tensor.
func Prod[T Number](t Tensor[T]) (T, error) { return engine.Prod("dyn.Prod", t.strided()) }

// ArgMin is tensor.ArgMin for a runtime-rank tensor.
func ArgMin[T Real](t Tensor[T]) (int, error) {
	return engine.ArgExtreme("dyn.ArgMin", t.strided(), false)
}

// ArgMax is tensor.ArgMax for a runtime-rank tensor.
func ArgMax[T Real](t Tensor[T]) (int, error) {
	return engine.ArgExtreme("dyn.ArgMax", t.strided(), true)
}

// Var is tensor.Var for a runtime-rank tensor.
func Var[T Real](t Tensor[T], ddof int) (float64, error) {
	return engine.Variance("dyn.Var", t.strided(), ddof)
}

// Std is tensor.Std for a runtime-rank tensor.
func Std[T Real](t Tensor[T], ddof int) (float64, error) {
	return engine.StdDev("dyn.Std", t.strided(), ddof)
}

// ArgWhere is tensor.ArgWhere for a runtime-rank tensor.
func ArgWhere[T comparable](t Tensor[T]) (Tensor[int], error) {
	data, n, err := engine.ArgWhere("dyn.ArgWhere", t.strided())
	if err != nil {
		return Tensor[int]{}, err
	}
	return FromSlice(data, n, len(t.layout.shape))
}
