package tensor

import (
	"github.com/fixedrank/tensor/internal/engine"
)

// Reductions over several axes at once, and their keepdims forms, for
// Tensor and DynTensor: NumPy's sum(axis=(i, j)) and sum(axis=…,
// keepdims=True). They run the one-axis reductions' code, which folds over
// a set of axes: the result is seen with stride 0 on every reduced axis,
// as NumPy's iterator sees it, and float sums, means, products and
// variances run NumPy's iteration, so they are NumPy's to the last bit.
//
// The …Axes forms drop the reduced axes, so the result's rank is named as
// the leading type argument; the …KeepDims forms keep them with length 1,
// so the result has t's rank and broadcasts back against t. Naming no axis
// reduces every axis (NumPy's axis=None).

// SumAxes returns the sums over axes (NumPy's sum(axis=axes)) in a new
// C-contiguous tensor of rank E = rank D - len(axes), accumulated as
// [SumAxis] accumulates. With no axes it sums every axis, into a rank-0
// tensor. A rank-0 t accepts one axis, 0 or -1, as NumPy's axis=0 (its
// axis=(0,) is an error, which a list of axes cannot tell apart), with a
// rank-0 result, keepdims or not. It returns an error wrapping [ErrAxis]
// for an axis out of range or repeated, [ErrRank] if E is not that rank,
// [ErrOverflow] as [Sum] does, or the errors of [Zeros].
func SumAxes[E Dim, T Number, D Dim](t Tensor[T, D], axes ...int) (Tensor[T, E], error) {
	return reduceAxes[E]("SumAxes", t, axes, false, false, engine.SumAxisInto[T])
}

// SumKeepDims returns the sums over axes with the reduced axes kept with
// length 1 (NumPy's sum(axis=axes, keepdims=True)), a tensor of t's rank
// that broadcasts against t; with no axes it sums every axis. It returns
// the errors of [SumAxes].
func SumKeepDims[T Number, D Dim](t Tensor[T, D], axes ...int) (Tensor[T, D], error) {
	return reduceAxes[D]("SumKeepDims", t, axes, true, false, engine.SumAxisInto[T])
}

// ProdAxis returns the products along axis (NumPy's prod(axis=axis)) in a
// new C-contiguous tensor of rank E = rank D - 1, multiplied one element
// at a time in the order NumPy multiplies; narrow integers are multiplied
// in 64 bits, with an error wrapping [ErrOverflow] if a product does not
// fit in T, and 64-bit integers wrap around, as [Prod] does. The product
// of an empty axis is 1. It returns the errors of
// [SumAxis].
func ProdAxis[E Dim, T Number, D Dim](t Tensor[T, D], axis int) (Tensor[T, E], error) {
	return reduceAxes[E]("ProdAxis", t, []int{axis}, false, false, engine.ProdAxisInto[T])
}

// ProdAxes returns the products over axes; see [ProdAxis] and [SumAxes].
func ProdAxes[E Dim, T Number, D Dim](t Tensor[T, D], axes ...int) (Tensor[T, E], error) {
	return reduceAxes[E]("ProdAxes", t, axes, false, false, engine.ProdAxisInto[T])
}

// ProdKeepDims returns the products over axes with the reduced axes kept
// with length 1; see [ProdAxis] and [SumKeepDims].
func ProdKeepDims[T Number, D Dim](t Tensor[T, D], axes ...int) (Tensor[T, D], error) {
	return reduceAxes[D]("ProdKeepDims", t, axes, true, false, engine.ProdAxisInto[T])
}

// MeanAxes returns the means over axes as float64, computed as
// [MeanAxis] computes them (NaN where no element is reduced); see
// [SumAxes] for the axes and errors, except that, as for MeanAxis, naming
// an axis of a rank-0 t is an error wrapping [ErrAxis].
func MeanAxes[E Dim, T Real, D Dim](t Tensor[T, D], axes ...int) (Tensor[float64, E], error) {
	return reduceCounted[E]("MeanAxes", t, axes, false, false, engine.MeanAxisInto[T])
}

// MeanKeepDims returns the means over axes with the reduced axes kept with
// length 1, so that t minus them broadcasts (NumPy's mean(axis=axes,
// keepdims=True)); see [MeanAxes].
func MeanKeepDims[T Real, D Dim](t Tensor[T, D], axes ...int) (Tensor[float64, D], error) {
	return reduceCounted[D]("MeanKeepDims", t, axes, true, false, engine.MeanAxisInto[T])
}

// MinAxes returns the minima over axes; NaN propagates. It returns an
// error wrapping [ErrShape] if a reduced axis is empty (before allocating
// anything), or the errors of [SumAxes].
func MinAxes[E Dim, T Real, D Dim](t Tensor[T, D], axes ...int) (Tensor[T, E], error) {
	return reduceAxes[E]("MinAxes", t, axes, false, true, engine.MinAxisInto[T])
}

// MinKeepDims returns the minima over axes with the reduced axes kept with
// length 1; see [MinAxes].
func MinKeepDims[T Real, D Dim](t Tensor[T, D], axes ...int) (Tensor[T, D], error) {
	return reduceAxes[D]("MinKeepDims", t, axes, true, true, engine.MinAxisInto[T])
}

// MaxAxes returns the maxima over axes; see [MinAxes].
func MaxAxes[E Dim, T Real, D Dim](t Tensor[T, D], axes ...int) (Tensor[T, E], error) {
	return reduceAxes[E]("MaxAxes", t, axes, false, true, engine.MaxAxisInto[T])
}

// MaxKeepDims returns the maxima over axes with the reduced axes kept with
// length 1; see [MinAxes].
func MaxKeepDims[T Real, D Dim](t Tensor[T, D], axes ...int) (Tensor[T, D], error) {
	return reduceAxes[D]("MaxKeepDims", t, axes, true, true, engine.MaxAxisInto[T])
}

// VarAxes returns the variances over axes with ddof delta degrees of
// freedom, computed as [VarAxis] computes them with n the number of
// elements each result reduces; see [MeanAxes] for the axes and errors.
func VarAxes[E Dim, T Real, D Dim](t Tensor[T, D], ddof int, axes ...int) (Tensor[float64, E], error) {
	return reduceCounted[E]("VarAxes", t, axes, false, false, engine.VarInto[T](ddof, false))
}

// VarKeepDims returns the variances over axes with the reduced axes kept
// with length 1; see [VarAxes].
func VarKeepDims[T Real, D Dim](t Tensor[T, D], ddof int, axes ...int) (Tensor[float64, D], error) {
	return reduceCounted[D]("VarKeepDims", t, axes, true, false, engine.VarInto[T](ddof, false))
}

// StdAxes returns the standard deviations over axes, the square roots of
// [VarAxes].
func StdAxes[E Dim, T Real, D Dim](t Tensor[T, D], ddof int, axes ...int) (Tensor[float64, E], error) {
	return reduceCounted[E]("StdAxes", t, axes, false, false, engine.VarInto[T](ddof, true))
}

// StdKeepDims returns the standard deviations over axes with the reduced
// axes kept with length 1, so that (t - mean) / std broadcasts (NumPy's
// std(axis=axes, keepdims=True)); see [StdAxes].
func StdKeepDims[T Real, D Dim](t Tensor[T, D], ddof int, axes ...int) (Tensor[float64, D], error) {
	return reduceCounted[D]("StdKeepDims", t, axes, true, false, engine.VarInto[T](ddof, true))
}

// reduceAxes runs a reduction over axes of a fixed-rank tensor into a new
// tensor of rank E.
func reduceAxes[E Dim, V, T any, D Dim](op string, t Tensor[T, D], axes []int, keep, nonEmpty bool, fold engine.FoldAxes[V, T]) (Tensor[V, E], error) {
	var buf [MaxRank]int
	var lane [2]int
	s, shape, mask, err := engine.AxesOperand(op, t.strided(), axes, keep, nonEmpty, &buf, &lane)
	if err != nil {
		return Tensor[V, E]{}, err
	}
	e, ok := dimOf[E](shape)
	if !ok {
		return Tensor[V, E]{}, engine.RankError(op, len(e), len(shape))
	}
	r, err := Zeros[V](e)
	if err == nil {
		err = fold(op, r.strided(), s, mask)
	}
	if err != nil {
		return Tensor[V, E]{}, err
	}
	return r, nil
}

// CountNonzeroAxes returns the number of elements that are not the zero
// value of T over axes (NumPy's count_nonzero(axis=axes)) in a new
// C-contiguous tensor of rank E = rank D - len(axes); with no axes it
// counts over every axis. It returns the errors of [SumAxes].
func CountNonzeroAxes[E Dim, T comparable, D Dim](t Tensor[T, D], axes ...int) (Tensor[int, E], error) {
	return reduceAxes[E]("CountNonzeroAxes", t, axes, false, false, engine.CountAxesInto[T])
}

// CountNonzeroKeepDims is [CountNonzeroAxes] with the reduced axes kept
// with length 1 (NumPy's count_nonzero(axis=axes, keepdims=True)).
func CountNonzeroKeepDims[T comparable, D Dim](t Tensor[T, D], axes ...int) (Tensor[int, D], error) {
	return reduceAxes[D]("CountNonzeroKeepDims", t, axes, true, false, engine.CountAxesInto[T])
}

// AnyNonzeroAxes reports over axes whether some element is not the zero
// value of T (NumPy's any(axis=axes)); see [CountNonzeroAxes].
func AnyNonzeroAxes[E Dim, T comparable, D Dim](t Tensor[T, D], axes ...int) (Tensor[bool, E], error) {
	return reduceAxes[E]("AnyNonzeroAxes", t, axes, false, false, engine.AnyAxesInto[T])
}

// AnyNonzeroKeepDims is [AnyNonzeroAxes] with the reduced axes kept with
// length 1.
func AnyNonzeroKeepDims[T comparable, D Dim](t Tensor[T, D], axes ...int) (Tensor[bool, D], error) {
	return reduceAxes[D]("AnyNonzeroKeepDims", t, axes, true, false, engine.AnyAxesInto[T])
}

// AllNonzeroAxes reports over axes whether every element is not the zero
// value of T (NumPy's all(axis=axes)); see [CountNonzeroAxes].
func AllNonzeroAxes[E Dim, T comparable, D Dim](t Tensor[T, D], axes ...int) (Tensor[bool, E], error) {
	return reduceAxes[E]("AllNonzeroAxes", t, axes, false, false, engine.AllAxesInto[T])
}

// AllNonzeroKeepDims is [AllNonzeroAxes] with the reduced axes kept with
// length 1.
func AllNonzeroKeepDims[T comparable, D Dim](t Tensor[T, D], axes ...int) (Tensor[bool, D], error) {
	return reduceAxes[D]("AllNonzeroKeepDims", t, axes, true, false, engine.AllAxesInto[T])
}

// ArgMinKeepDims is [ArgMinAxis] with the axis kept with length 1 (NumPy's
// argmin(axis=axis, keepdims=True)), so the result broadcasts against t.
func ArgMinKeepDims[T Real, D Dim](t Tensor[T, D], axis int) (Tensor[int, D], error) {
	return reduceAxes[D]("ArgMinKeepDims", t, []int{axis}, true, true, engine.ArgInto[T](false))
}

// ArgMaxKeepDims is [ArgMaxAxis] with the axis kept with length 1; see
// [ArgMinKeepDims].
func ArgMaxKeepDims[T Real, D Dim](t Tensor[T, D], axis int) (Tensor[int, D], error) {
	return reduceAxes[D]("ArgMaxKeepDims", t, []int{axis}, true, true, engine.ArgInto[T](true))
}

// SumAxesTo stores the sums over axes into dst (NumPy's sum(axis=axes,
// out=dst)), which may have the result's shape without the reduced axes or
// with them of length 1 (keepdims); dst may be any writable view and may
// share memory with t (the result is then computed into a temporary
// first). It returns the errors of [SumAxes], [ErrShape] if dst has
// neither shape and [ErrReadOnly] if dst is read-only; on error dst is
// unchanged.
func SumAxesTo[T Number, D, E Dim](dst Tensor[T, E], t Tensor[T, D], axes ...int) error {
	return engine.ReduceAxesTo("SumAxesTo", dst.strided(), t.strided(), axes, false, engine.SumAxisInto[T])
}

// ProdAxesTo stores the products over axes into dst; see [ProdAxes] and
// [SumAxesTo].
func ProdAxesTo[T Number, D, E Dim](dst Tensor[T, E], t Tensor[T, D], axes ...int) error {
	return engine.ReduceAxesTo("ProdAxesTo", dst.strided(), t.strided(), axes, false, engine.ProdAxisInto[T])
}

// MeanAxesTo stores the means over axes into dst; see [MeanAxes] and
// [SumAxesTo].
func MeanAxesTo[T Real, D, E Dim](dst Tensor[float64, E], t Tensor[T, D], axes ...int) error {
	return engine.ReduceCountedTo("MeanAxesTo", dst.strided(), t.strided(), axes, false, engine.MeanAxisInto[T])
}

// MinAxesTo stores the minima over axes into dst; see [MinAxes] and
// [SumAxesTo].
func MinAxesTo[T Real, D, E Dim](dst Tensor[T, E], t Tensor[T, D], axes ...int) error {
	return engine.ReduceAxesTo("MinAxesTo", dst.strided(), t.strided(), axes, true, engine.MinAxisInto[T])
}

// MaxAxesTo stores the maxima over axes into dst; see [MaxAxes] and
// [SumAxesTo].
func MaxAxesTo[T Real, D, E Dim](dst Tensor[T, E], t Tensor[T, D], axes ...int) error {
	return engine.ReduceAxesTo("MaxAxesTo", dst.strided(), t.strided(), axes, true, engine.MaxAxisInto[T])
}
