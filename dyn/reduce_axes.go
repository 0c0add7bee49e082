package dyn

import (
	"github.com/fixedrank/tensor/internal/engine"
)

// SumAxes is tensor.SumAxes for a runtime-rank tensor: the result has rank
// t.Rank() - len(axes).
func SumAxes[T Number](t Tensor[T], axes ...int) (Tensor[T], error) {
	return reduceAxes("dyn.SumAxes", t, axes, false, false, engine.SumAxisInto[T])
}

// SumKeepDims is tensor.SumKeepDims for a runtime-rank tensor.
func SumKeepDims[T Number](t Tensor[T], axes ...int) (Tensor[T], error) {
	return reduceAxes("dyn.SumKeepDims", t, axes, true, false, engine.SumAxisInto[T])
}

// ProdAxis is tensor.ProdAxis for a runtime-rank tensor.
func ProdAxis[T Number](t Tensor[T], axis int) (Tensor[T], error) {
	return reduceAxes("dyn.ProdAxis", t, []int{axis}, false, false, engine.ProdAxisInto[T])
}

// ProdAxes is tensor.ProdAxes for a runtime-rank tensor.
func ProdAxes[T Number](t Tensor[T], axes ...int) (Tensor[T], error) {
	return reduceAxes("dyn.ProdAxes", t, axes, false, false, engine.ProdAxisInto[T])
}

// ProdKeepDims is tensor.ProdKeepDims for a runtime-rank tensor.
func ProdKeepDims[T Number](t Tensor[T], axes ...int) (Tensor[T], error) {
	return reduceAxes("dyn.ProdKeepDims", t, axes, true, false, engine.ProdAxisInto[T])
}

// MeanAxes is tensor.MeanAxes for a runtime-rank tensor.
func MeanAxes[T Real](t Tensor[T], axes ...int) (Tensor[float64], error) {
	return reduceCounted("dyn.MeanAxes", t, axes, false, false, engine.MeanAxisInto[T])
}

// MeanKeepDims is tensor.MeanKeepDims for a runtime-rank tensor.
func MeanKeepDims[T Real](t Tensor[T], axes ...int) (Tensor[float64], error) {
	return reduceCounted("dyn.MeanKeepDims", t, axes, true, false, engine.MeanAxisInto[T])
}

// MinAxes is tensor.MinAxes for a runtime-rank tensor.
func MinAxes[T Real](t Tensor[T], axes ...int) (Tensor[T], error) {
	return reduceAxes("dyn.MinAxes", t, axes, false, true, engine.MinAxisInto[T])
}

// MinKeepDims is tensor.MinKeepDims for a runtime-rank tensor.
func MinKeepDims[T Real](t Tensor[T], axes ...int) (Tensor[T], error) {
	return reduceAxes("dyn.MinKeepDims", t, axes, true, true, engine.MinAxisInto[T])
}

// MaxAxes is tensor.MaxAxes for a runtime-rank tensor.
func MaxAxes[T Real](t Tensor[T], axes ...int) (Tensor[T], error) {
	return reduceAxes("dyn.MaxAxes", t, axes, false, true, engine.MaxAxisInto[T])
}

// MaxKeepDims is tensor.MaxKeepDims for a runtime-rank tensor.
func MaxKeepDims[T Real](t Tensor[T], axes ...int) (Tensor[T], error) {
	return reduceAxes("dyn.MaxKeepDims", t, axes, true, true, engine.MaxAxisInto[T])
}

// VarAxes is tensor.VarAxes for a runtime-rank tensor.
func VarAxes[T Real](t Tensor[T], ddof int, axes ...int) (Tensor[float64], error) {
	return reduceCounted("dyn.VarAxes", t, axes, false, false, engine.VarInto[T](ddof, false))
}

// VarKeepDims is tensor.VarKeepDims for a runtime-rank tensor.
func VarKeepDims[T Real](t Tensor[T], ddof int, axes ...int) (Tensor[float64], error) {
	return reduceCounted("dyn.VarKeepDims", t, axes, true, false, engine.VarInto[T](ddof, false))
}

// StdAxes is tensor.StdAxes for a runtime-rank tensor.
func StdAxes[T Real](t Tensor[T], ddof int, axes ...int) (Tensor[float64], error) {
	return reduceCounted("dyn.StdAxes", t, axes, false, false, engine.VarInto[T](ddof, true))
}

// StdKeepDims is tensor.StdKeepDims for a runtime-rank tensor.
func StdKeepDims[T Real](t Tensor[T], ddof int, axes ...int) (Tensor[float64], error) {
	return reduceCounted("dyn.StdKeepDims", t, axes, true, false, engine.VarInto[T](ddof, true))
}

// reduceAxes runs a reduction over axes of a runtime-rank tensor.
func reduceAxes[V, T any](op string, t Tensor[T], axes []int, keep, nonEmpty bool, fold engine.FoldAxes[V, T]) (Tensor[V], error) {
	var buf [MaxRank]int
	var lane [2]int
	s, shape, mask, err := engine.AxesOperand(op, t.strided(), axes, keep, nonEmpty, &buf, &lane)
	if err != nil {
		return Tensor[V]{}, err
	}
	r, err := Zeros[V](shape...)
	if err == nil {
		err = fold(op, r.strided(), s, mask)
	}
	if err != nil {
		return Tensor[V]{}, err
	}
	return r, nil
}

// CountNonzeroAxes is tensor.CountNonzeroAxes for a runtime-rank tensor.
func CountNonzeroAxes[T comparable](t Tensor[T], axes ...int) (Tensor[int], error) {
	return reduceAxes("dyn.CountNonzeroAxes", t, axes, false, false, engine.CountAxesInto[T])
}

// CountNonzeroKeepDims is tensor.CountNonzeroKeepDims for a runtime-rank
// tensor.
func CountNonzeroKeepDims[T comparable](t Tensor[T], axes ...int) (Tensor[int], error) {
	return reduceAxes("dyn.CountNonzeroKeepDims", t, axes, true, false, engine.CountAxesInto[T])
}

// AnyNonzeroAxes is tensor.AnyNonzeroAxes for a runtime-rank tensor.
func AnyNonzeroAxes[T comparable](t Tensor[T], axes ...int) (Tensor[bool], error) {
	return reduceAxes("dyn.AnyNonzeroAxes", t, axes, false, false, engine.AnyAxesInto[T])
}

// AnyNonzeroKeepDims is tensor.AnyNonzeroKeepDims for a runtime-rank tensor.
func AnyNonzeroKeepDims[T comparable](t Tensor[T], axes ...int) (Tensor[bool], error) {
	return reduceAxes("dyn.AnyNonzeroKeepDims", t, axes, true, false, engine.AnyAxesInto[T])
}

// AllNonzeroAxes is tensor.AllNonzeroAxes for a runtime-rank tensor.
func AllNonzeroAxes[T comparable](t Tensor[T], axes ...int) (Tensor[bool], error) {
	return reduceAxes("dyn.AllNonzeroAxes", t, axes, false, false, engine.AllAxesInto[T])
}

// AllNonzeroKeepDims is tensor.AllNonzeroKeepDims for a runtime-rank tensor.
func AllNonzeroKeepDims[T comparable](t Tensor[T], axes ...int) (Tensor[bool], error) {
	return reduceAxes("dyn.AllNonzeroKeepDims", t, axes, true, false, engine.AllAxesInto[T])
}

// ArgMinKeepDims is tensor.ArgMinKeepDims for a runtime-rank tensor.
func ArgMinKeepDims[T Real](t Tensor[T], axis int) (Tensor[int], error) {
	return reduceAxes("dyn.ArgMinKeepDims", t, []int{axis}, true, true, engine.ArgInto[T](false))
}

// ArgMaxKeepDims is tensor.ArgMaxKeepDims for a runtime-rank tensor.
func ArgMaxKeepDims[T Real](t Tensor[T], axis int) (Tensor[int], error) {
	return reduceAxes("dyn.ArgMaxKeepDims", t, []int{axis}, true, true, engine.ArgInto[T](true))
}

// SumAxesTo is [SumAxesTo] for runtime-rank tensors.
func SumAxesTo[T Number](dst, t Tensor[T], axes ...int) error {
	return engine.ReduceAxesTo("dyn.SumAxesTo", dst.strided(), t.strided(), axes, false, engine.SumAxisInto[T])
}

// ProdAxesTo is [ProdAxesTo] for runtime-rank tensors.
func ProdAxesTo[T Number](dst, t Tensor[T], axes ...int) error {
	return engine.ReduceAxesTo("dyn.ProdAxesTo", dst.strided(), t.strided(), axes, false, engine.ProdAxisInto[T])
}

// MeanAxesTo is [MeanAxesTo] for runtime-rank tensors.
func MeanAxesTo[T Real](dst Tensor[float64], t Tensor[T], axes ...int) error {
	return engine.ReduceCountedTo("dyn.MeanAxesTo", dst.strided(), t.strided(), axes, false, engine.MeanAxisInto[T])
}

// MinAxesTo is [MinAxesTo] for runtime-rank tensors.
func MinAxesTo[T Real](dst, t Tensor[T], axes ...int) error {
	return engine.ReduceAxesTo("dyn.MinAxesTo", dst.strided(), t.strided(), axes, true, engine.MinAxisInto[T])
}

// MaxAxesTo is [MaxAxesTo] for runtime-rank tensors.
func MaxAxesTo[T Real](dst, t Tensor[T], axes ...int) error {
	return engine.ReduceAxesTo("dyn.MaxAxesTo", dst.strided(), t.strided(), axes, true, engine.MaxAxisInto[T])
}
