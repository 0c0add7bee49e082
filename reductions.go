package tensor

import "github.com/fixedrank/tensor/internal/engine"

// The reduction family. Every verb — Sum, Prod, Mean, Min, Max, Var, Std,
// CountNonzero, AnyNonzero, AllNonzero, ArgMin, ArgMax — has the same four
// forms with the same argument order, NumPy's axis=, keepdims= and out=:
//
//	Sum(t)                  over every element, a scalar
//	SumAxes[E](t, axes...)  over axes, dropping them: E names the result's rank
//	SumKeepDims(t, axes...) over axes, keeping them with length 1 (t's rank)
//	SumTo(dst, t, axes...)  over axes, into dst, with or without the reduced axes
//
// Var and Std take ddof before the axes; ArgMin and ArgMax take exactly one
// axis, as NumPy's do. Naming no axis reduces every axis (axis=None). A rank-0
// t accepts axis 0 or -1 where NumPy does. Float sums, means, products and
// variances run NumPy's iteration, so they are NumPy's to the last bit on
// every view. The …To forms check dst before writing, accept a dst that
// shares memory with t (the result is computed into a temporary first) and
// leave dst unchanged on error.

// SumAxes returns the sums over axes (NumPy's sum(axis=axes)). Each result
// element is accumulated as [Sum] accumulates: narrow integers in 64 bits
// (an error wrapping [ErrOverflow] if a total does not fit in T), floats in
// NumPy's order, bit for bit np.sum's. The result is a new C-contiguous
// tensor of rank E = rank D - len(axes); with no axes it reduces every axis
// into a rank-0 tensor. It returns an error wrapping [ErrAxis] for an axis
// out of range or repeated, [ErrRank] if E is not the result's rank, or the
// errors of [Zeros].
func SumAxes[E Dim, T Number, D Dim](t Tensor[T, D], axes ...int) (Tensor[T, E], error) {
	return reduceAxes[E]("SumAxes", t, axes, false, false, engine.SumAxisInto[T])
}

// SumKeepDims is [SumAxes] with the reduced axes kept with length 1 (NumPy's
// keepdims=True): the result has t's rank and broadcasts against t.
func SumKeepDims[T Number, D Dim](t Tensor[T, D], axes ...int) (Tensor[T, D], error) {
	return reduceAxes[D]("SumKeepDims", t, axes, true, false, engine.SumAxisInto[T])
}

// SumTo stores [SumAxes] into dst (NumPy's out=dst), which has the result's
// shape without the reduced axes or with them of length 1. It returns the
// errors of SumAxes, [ErrShape] if dst has neither shape and [ErrReadOnly]
// if dst is read-only; on error dst is unchanged.
func SumTo[T Number, D, E Dim](dst Tensor[T, E], t Tensor[T, D], axes ...int) error {
	return engine.SumTo("SumTo", dst.strided(), t.strided(), axes)
}

// ProdAxes returns the products over axes (NumPy's prod(axis=axes)),
// multiplied in the order NumPy multiplies; narrow integers are multiplied
// in 64 bits, with an error wrapping [ErrOverflow] if a product does not fit
// in T, as [Prod] does. The product of no element is 1. The result is a new
// C-contiguous tensor of rank E = rank D - len(axes); with no axes it
// reduces every axis into a rank-0 tensor. It returns an error wrapping
// [ErrAxis] for an axis out of range or repeated, [ErrRank] if E is not the
// result's rank, or the errors of [Zeros].
func ProdAxes[E Dim, T Number, D Dim](t Tensor[T, D], axes ...int) (Tensor[T, E], error) {
	return reduceAxes[E]("ProdAxes", t, axes, false, false, engine.ProdAxisInto[T])
}

// ProdKeepDims is [ProdAxes] with the reduced axes kept with length 1
// (NumPy's keepdims=True): the result has t's rank and broadcasts against t.
func ProdKeepDims[T Number, D Dim](t Tensor[T, D], axes ...int) (Tensor[T, D], error) {
	return reduceAxes[D]("ProdKeepDims", t, axes, true, false, engine.ProdAxisInto[T])
}

// ProdTo stores [ProdAxes] into dst (NumPy's out=dst), which has the
// result's shape without the reduced axes or with them of length 1. It
// returns the errors of ProdAxes, [ErrShape] if dst has neither shape and
// [ErrReadOnly] if dst is read-only; on error dst is unchanged.
func ProdTo[T Number, D, E Dim](dst Tensor[T, E], t Tensor[T, D], axes ...int) error {
	return engine.ProdTo("ProdTo", dst.strided(), t.strided(), axes)
}

// MeanAxes returns the means over axes as float64 (NumPy's mean(axis=axes)),
// NaN where no element is reduced. Float tensors are summed as [SumAxes]
// sums them and divided in their own precision; integer tensors are summed
// in float64, as np.mean does. Naming an axis of a rank-0 t is an error
// wrapping [ErrAxis], as np.mean raises there. The result is a new
// C-contiguous tensor of rank E = rank D - len(axes); with no axes it
// reduces every axis into a rank-0 tensor. It returns an error wrapping
// [ErrAxis] for an axis out of range or repeated, [ErrRank] if E is not the
// result's rank, or the errors of [Zeros].
func MeanAxes[E Dim, T Real, D Dim](t Tensor[T, D], axes ...int) (Tensor[float64, E], error) {
	return reduceCounted[E]("MeanAxes", t, axes, false, false, engine.MeanAxisInto[T])
}

// MeanKeepDims is [MeanAxes] with the reduced axes kept with length 1
// (NumPy's keepdims=True): the result has t's rank and broadcasts against t.
func MeanKeepDims[T Real, D Dim](t Tensor[T, D], axes ...int) (Tensor[float64, D], error) {
	return reduceCounted[D]("MeanKeepDims", t, axes, true, false, engine.MeanAxisInto[T])
}

// MeanTo stores [MeanAxes] into dst (NumPy's out=dst), which has the
// result's shape without the reduced axes or with them of length 1. It
// returns the errors of MeanAxes, [ErrShape] if dst has neither shape and
// [ErrReadOnly] if dst is read-only; on error dst is unchanged.
func MeanTo[T Real, D, E Dim](dst Tensor[float64, E], t Tensor[T, D], axes ...int) error {
	return engine.MeanTo("MeanTo", dst.strided(), t.strided(), axes)
}

// MinAxes returns the minima over axes (NumPy's min(axis=axes)); NaN
// propagates. A reduced axis of length 0 is an error wrapping [ErrShape],
// found before anything is allocated. The result is a new C-contiguous
// tensor of rank E = rank D - len(axes); with no axes it reduces every axis
// into a rank-0 tensor. It returns an error wrapping [ErrAxis] for an axis
// out of range or repeated, [ErrRank] if E is not the result's rank, or the
// errors of [Zeros].
func MinAxes[E Dim, T Real, D Dim](t Tensor[T, D], axes ...int) (Tensor[T, E], error) {
	return reduceAxes[E]("MinAxes", t, axes, false, true, engine.MinAxisInto[T])
}

// MinKeepDims is [MinAxes] with the reduced axes kept with length 1 (NumPy's
// keepdims=True): the result has t's rank and broadcasts against t.
func MinKeepDims[T Real, D Dim](t Tensor[T, D], axes ...int) (Tensor[T, D], error) {
	return reduceAxes[D]("MinKeepDims", t, axes, true, true, engine.MinAxisInto[T])
}

// MinTo stores [MinAxes] into dst (NumPy's out=dst), which has the result's
// shape without the reduced axes or with them of length 1. It returns the
// errors of MinAxes, [ErrShape] if dst has neither shape and [ErrReadOnly]
// if dst is read-only; on error dst is unchanged.
func MinTo[T Real, D, E Dim](dst Tensor[T, E], t Tensor[T, D], axes ...int) error {
	return engine.ExtremeTo("MinTo", dst.strided(), t.strided(), axes, false)
}

// MaxAxes returns the maxima over axes (NumPy's max(axis=axes)); see
// [MinAxes]. The result is a new C-contiguous tensor of rank E = rank D -
// len(axes); with no axes it reduces every axis into a rank-0 tensor. It
// returns an error wrapping [ErrAxis] for an axis out of range or repeated,
// [ErrRank] if E is not the result's rank, or the errors of [Zeros].
func MaxAxes[E Dim, T Real, D Dim](t Tensor[T, D], axes ...int) (Tensor[T, E], error) {
	return reduceAxes[E]("MaxAxes", t, axes, false, true, engine.MaxAxisInto[T])
}

// MaxKeepDims is [MaxAxes] with the reduced axes kept with length 1 (NumPy's
// keepdims=True): the result has t's rank and broadcasts against t.
func MaxKeepDims[T Real, D Dim](t Tensor[T, D], axes ...int) (Tensor[T, D], error) {
	return reduceAxes[D]("MaxKeepDims", t, axes, true, true, engine.MaxAxisInto[T])
}

// MaxTo stores [MaxAxes] into dst (NumPy's out=dst), which has the result's
// shape without the reduced axes or with them of length 1. It returns the
// errors of MaxAxes, [ErrShape] if dst has neither shape and [ErrReadOnly]
// if dst is read-only; on error dst is unchanged.
func MaxTo[T Real, D, E Dim](dst Tensor[T, E], t Tensor[T, D], axes ...int) error {
	return engine.ExtremeTo("MaxTo", dst.strided(), t.strided(), axes, true)
}

// VarAxes returns the variances over axes with ddof delta degrees of freedom
// (NumPy's var(axis=axes, ddof=ddof)) as float64, computed as NumPy computes
// them: the means as [MeanAxes], the squared deviations summed as [SumAxes]
// sums, divided by max(n-ddof, 0) with n the number of elements each result
// reduces (+Inf or NaN when that is 0; no element with ddof < 0 gives 0, as
// in NumPy). Float32 tensors are computed in float32, as NumPy does, and the
// results widened exactly. The axes and errors are those of [MeanAxes]. The
// result is a new C-contiguous tensor of rank E = rank D - len(axes); with
// no axes it reduces every axis into a rank-0 tensor. It returns an error
// wrapping [ErrAxis] for an axis out of range or repeated, [ErrRank] if E is
// not the result's rank, or the errors of [Zeros].
func VarAxes[E Dim, T Real, D Dim](t Tensor[T, D], ddof int, axes ...int) (Tensor[float64, E], error) {
	return reduceCounted[E]("VarAxes", t, axes, false, false, engine.VarInto[T](ddof, false))
}

// VarKeepDims is [VarAxes] with the reduced axes kept with length 1 (NumPy's
// keepdims=True): the result has t's rank and broadcasts against t.
func VarKeepDims[T Real, D Dim](t Tensor[T, D], ddof int, axes ...int) (Tensor[float64, D], error) {
	return reduceCounted[D]("VarKeepDims", t, axes, true, false, engine.VarInto[T](ddof, false))
}

// VarTo stores [VarAxes] into dst (NumPy's out=dst), which has the result's
// shape without the reduced axes or with them of length 1. It returns the
// errors of VarAxes, [ErrShape] if dst has neither shape and [ErrReadOnly]
// if dst is read-only; on error dst is unchanged.
func VarTo[T Real, D, E Dim](dst Tensor[float64, E], t Tensor[T, D], ddof int, axes ...int) error {
	return engine.ReduceCountedTo("VarTo", dst.strided(), t.strided(), axes, false, engine.VarInto[T](ddof, false))
}

// StdAxes returns the standard deviations over axes, the square roots of
// [VarAxes] (NumPy's std(axis=axes, ddof=ddof)). The result is a new
// C-contiguous tensor of rank E = rank D - len(axes); with no axes it
// reduces every axis into a rank-0 tensor. It returns an error wrapping
// [ErrAxis] for an axis out of range or repeated, [ErrRank] if E is not the
// result's rank, or the errors of [Zeros].
func StdAxes[E Dim, T Real, D Dim](t Tensor[T, D], ddof int, axes ...int) (Tensor[float64, E], error) {
	return reduceCounted[E]("StdAxes", t, axes, false, false, engine.VarInto[T](ddof, true))
}

// StdKeepDims is [StdAxes] with the reduced axes kept with length 1 (NumPy's
// keepdims=True): the result has t's rank and broadcasts against t.
func StdKeepDims[T Real, D Dim](t Tensor[T, D], ddof int, axes ...int) (Tensor[float64, D], error) {
	return reduceCounted[D]("StdKeepDims", t, axes, true, false, engine.VarInto[T](ddof, true))
}

// StdTo stores [StdAxes] into dst (NumPy's out=dst), which has the result's
// shape without the reduced axes or with them of length 1. It returns the
// errors of StdAxes, [ErrShape] if dst has neither shape and [ErrReadOnly]
// if dst is read-only; on error dst is unchanged.
func StdTo[T Real, D, E Dim](dst Tensor[float64, E], t Tensor[T, D], ddof int, axes ...int) error {
	return engine.ReduceCountedTo("StdTo", dst.strided(), t.strided(), axes, false, engine.VarInto[T](ddof, true))
}

// CountNonzeroAxes returns the number of elements that are not the zero
// value of T over axes (NumPy's count_nonzero(axis=axes)). The result is a
// new C-contiguous tensor of rank E = rank D - len(axes); with no axes it
// reduces every axis into a rank-0 tensor. It returns an error wrapping
// [ErrAxis] for an axis out of range or repeated, [ErrRank] if E is not the
// result's rank, or the errors of [Zeros].
func CountNonzeroAxes[E Dim, T comparable, D Dim](t Tensor[T, D], axes ...int) (Tensor[int, E], error) {
	return reduceAxes[E]("CountNonzeroAxes", t, axes, false, false, engine.CountAxesInto[T])
}

// CountNonzeroKeepDims is [CountNonzeroAxes] with the reduced axes kept with
// length 1 (NumPy's keepdims=True): the result has t's rank and broadcasts
// against t.
func CountNonzeroKeepDims[T comparable, D Dim](t Tensor[T, D], axes ...int) (Tensor[int, D], error) {
	return reduceAxes[D]("CountNonzeroKeepDims", t, axes, true, false, engine.CountAxesInto[T])
}

// CountNonzeroTo stores [CountNonzeroAxes] into dst (NumPy's out=dst), which
// has the result's shape without the reduced axes or with them of length 1.
// It returns the errors of CountNonzeroAxes, [ErrShape] if dst has neither
// shape and [ErrReadOnly] if dst is read-only; on error dst is unchanged.
func CountNonzeroTo[T comparable, D, E Dim](dst Tensor[int, E], t Tensor[T, D], axes ...int) error {
	return engine.ReduceAxesTo("CountNonzeroTo", dst.strided(), t.strided(), axes, false, engine.CountAxesInto[T])
}

// AnyNonzeroAxes returns whether some element over axes is not the zero
// value of T (NumPy's any(axis=axes)). The result is a new C-contiguous
// tensor of rank E = rank D - len(axes); with no axes it reduces every axis
// into a rank-0 tensor. It returns an error wrapping [ErrAxis] for an axis
// out of range or repeated, [ErrRank] if E is not the result's rank, or the
// errors of [Zeros].
func AnyNonzeroAxes[E Dim, T comparable, D Dim](t Tensor[T, D], axes ...int) (Tensor[bool, E], error) {
	return reduceAxes[E]("AnyNonzeroAxes", t, axes, false, false, engine.AnyAxesInto[T])
}

// AnyNonzeroKeepDims is [AnyNonzeroAxes] with the reduced axes kept with
// length 1 (NumPy's keepdims=True): the result has t's rank and broadcasts
// against t.
func AnyNonzeroKeepDims[T comparable, D Dim](t Tensor[T, D], axes ...int) (Tensor[bool, D], error) {
	return reduceAxes[D]("AnyNonzeroKeepDims", t, axes, true, false, engine.AnyAxesInto[T])
}

// AnyNonzeroTo stores [AnyNonzeroAxes] into dst (NumPy's out=dst), which has
// the result's shape without the reduced axes or with them of length 1. It
// returns the errors of AnyNonzeroAxes, [ErrShape] if dst has neither shape
// and [ErrReadOnly] if dst is read-only; on error dst is unchanged.
func AnyNonzeroTo[T comparable, D, E Dim](dst Tensor[bool, E], t Tensor[T, D], axes ...int) error {
	return engine.ReduceAxesTo("AnyNonzeroTo", dst.strided(), t.strided(), axes, false, engine.AnyAxesInto[T])
}

// AllNonzeroAxes returns whether every element over axes is not the zero
// value of T (NumPy's all(axis=axes)). The result is a new C-contiguous
// tensor of rank E = rank D - len(axes); with no axes it reduces every axis
// into a rank-0 tensor. It returns an error wrapping [ErrAxis] for an axis
// out of range or repeated, [ErrRank] if E is not the result's rank, or the
// errors of [Zeros].
func AllNonzeroAxes[E Dim, T comparable, D Dim](t Tensor[T, D], axes ...int) (Tensor[bool, E], error) {
	return reduceAxes[E]("AllNonzeroAxes", t, axes, false, false, engine.AllAxesInto[T])
}

// AllNonzeroKeepDims is [AllNonzeroAxes] with the reduced axes kept with
// length 1 (NumPy's keepdims=True): the result has t's rank and broadcasts
// against t.
func AllNonzeroKeepDims[T comparable, D Dim](t Tensor[T, D], axes ...int) (Tensor[bool, D], error) {
	return reduceAxes[D]("AllNonzeroKeepDims", t, axes, true, false, engine.AllAxesInto[T])
}

// AllNonzeroTo stores [AllNonzeroAxes] into dst (NumPy's out=dst), which has
// the result's shape without the reduced axes or with them of length 1. It
// returns the errors of AllNonzeroAxes, [ErrShape] if dst has neither shape
// and [ErrReadOnly] if dst is read-only; on error dst is unchanged.
func AllNonzeroTo[T comparable, D, E Dim](dst Tensor[bool, E], t Tensor[T, D], axes ...int) error {
	return engine.ReduceAxesTo("AllNonzeroTo", dst.strided(), t.strided(), axes, false, engine.AllAxesInto[T])
}

// ArgMinAxes returns the index along the one axis named of the smallest
// element of each lane (NumPy's argmin(axis=axis)): the first one when
// several are equal, the first NaN when there is one. As NumPy's argmin, it
// takes exactly one axis (an error wrapping [ErrAxis] otherwise); an empty
// axis is an error wrapping [ErrShape]. Axis 0 or -1 of a rank-0 t gives 0.
// The result is a new C-contiguous tensor of rank E = rank D - 1. It returns
// an error wrapping [ErrRank] if E is not the result's rank, or the errors
// of [Zeros].
func ArgMinAxes[E Dim, T Real, D Dim](t Tensor[T, D], axes ...int) (Tensor[int, E], error) {
	if err := engine.OneAxis("ArgMinAxes", axes); err != nil {
		return Tensor[int, E]{}, err
	}
	return reduceAxes[E]("ArgMinAxes", t, axes, false, true, engine.ArgInto[T](false))
}

// ArgMinKeepDims is [ArgMinAxes] with the reduced axes kept with length 1
// (NumPy's keepdims=True): the result has t's rank and broadcasts against t.
func ArgMinKeepDims[T Real, D Dim](t Tensor[T, D], axes ...int) (Tensor[int, D], error) {
	if err := engine.OneAxis("ArgMinKeepDims", axes); err != nil {
		return Tensor[int, D]{}, err
	}
	return reduceAxes[D]("ArgMinKeepDims", t, axes, true, true, engine.ArgInto[T](false))
}

// ArgMinTo stores [ArgMinAxes] into dst (NumPy's out=dst), which has the
// result's shape without the reduced axes or with them of length 1. It
// returns the errors of ArgMinAxes, [ErrShape] if dst has neither shape and
// [ErrReadOnly] if dst is read-only; on error dst is unchanged.
func ArgMinTo[T Real, D, E Dim](dst Tensor[int, E], t Tensor[T, D], axes ...int) error {
	if err := engine.OneAxis("ArgMinTo", axes); err != nil {
		return err
	}
	return engine.ReduceAxesTo("ArgMinTo", dst.strided(), t.strided(), axes, true, engine.ArgInto[T](false))
}

// ArgMaxAxes returns the index along the one axis named of the largest
// element of each lane (NumPy's argmax(axis=axis)); see [ArgMinAxes]. The
// result is a new C-contiguous tensor of rank E = rank D - 1. It returns an
// error wrapping [ErrRank] if E is not the result's rank, or the errors of
// [Zeros].
func ArgMaxAxes[E Dim, T Real, D Dim](t Tensor[T, D], axes ...int) (Tensor[int, E], error) {
	if err := engine.OneAxis("ArgMaxAxes", axes); err != nil {
		return Tensor[int, E]{}, err
	}
	return reduceAxes[E]("ArgMaxAxes", t, axes, false, true, engine.ArgInto[T](true))
}

// ArgMaxKeepDims is [ArgMaxAxes] with the reduced axes kept with length 1
// (NumPy's keepdims=True): the result has t's rank and broadcasts against t.
func ArgMaxKeepDims[T Real, D Dim](t Tensor[T, D], axes ...int) (Tensor[int, D], error) {
	if err := engine.OneAxis("ArgMaxKeepDims", axes); err != nil {
		return Tensor[int, D]{}, err
	}
	return reduceAxes[D]("ArgMaxKeepDims", t, axes, true, true, engine.ArgInto[T](true))
}

// ArgMaxTo stores [ArgMaxAxes] into dst (NumPy's out=dst), which has the
// result's shape without the reduced axes or with them of length 1. It
// returns the errors of ArgMaxAxes, [ErrShape] if dst has neither shape and
// [ErrReadOnly] if dst is read-only; on error dst is unchanged.
func ArgMaxTo[T Real, D, E Dim](dst Tensor[int, E], t Tensor[T, D], axes ...int) error {
	if err := engine.OneAxis("ArgMaxTo", axes); err != nil {
		return err
	}
	return engine.ReduceAxesTo("ArgMaxTo", dst.strided(), t.strided(), axes, true, engine.ArgInto[T](true))
}
