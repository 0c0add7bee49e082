package tensor

import (
	"github.com/fixedrank/tensor/internal/engine"
)

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

// Sum returns the sum of the elements of t (0 for an empty tensor), as
// NumPy's np.sum computes it:
//   - Integers narrower than 64 bits are added in a 64-bit accumulator
//     (int64 for signed types, uint64 for unsigned ones), as NumPy does;
//     where NumPy would then return that 64-bit total, Sum returns it in T
//     and reports an error wrapping [ErrOverflow] if it does not fit (200
//     int8 ones are 200, which is not an int8). Sum a wider copy to get the
//     total. 64-bit integers wrap around, as in NumPy and Go.
//   - Floats use NumPy's pairwise summation in NumPy's order: the elements
//     are visited as NumPy's iterator visits them (axes sorted by |stride|,
//     none reversed, neighbours merged), cut into chunks of at most 8192,
//     each chunk is summed pairwise (eight accumulators over blocks of 128,
//     halving above), and the chunk sums are added in order. The result is
//     bit for bit np.sum's on every view (see the package doc).
//   - Complex values use NumPy's complex pairwise summation in the same way.
func Sum[T Number, D Dim](t Tensor[T, D]) (T, error) {
	return engine.SumAll("Sum", t.data, ints(&t.layout.shape), ints(&t.layout.strides), t.layout.offset)
}

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
// shape without the reduced axes or with them of length 1. dst's element
// type is the one the sums accumulate in, as NumPy's dtype= defaults to
// out's: a uint8 image's total in an int64, float32 data summed in
// float64, each element converted first, bit for bit np.sum(x, out=dst).
// Where NumPy's out= would cast unsafely (a float into an integer, a signed
// integer into an unsigned one, a complex into a real) SumTo returns an
// error wrapping [ErrType] instead. It returns the errors of SumAxes,
// [ErrShape] if dst has neither shape and [ErrReadOnly] if dst is
// read-only; on error dst is unchanged.
func SumTo[U, T Number, D, E Dim](dst Tensor[U, E], t Tensor[T, D], axes ...int) error {
	s, err := engine.AsType[U]("SumTo", t.strided())
	if err != nil {
		return err
	}
	return engine.SumTo("SumTo", dst.strided(), s, axes)
}

// Prod returns the product of the elements of t (1 for an empty tensor),
// as NumPy's prod computes it: integers narrower than 64 bits are
// multiplied in a 64-bit accumulator (int64 or uint64) and the result is
// an error wrapping [ErrOverflow] if it does not fit in T, as for [Sum];
// 64-bit integers wrap around as in NumPy and Go; floats and complex
// values are multiplied one at a time in the order NumPy's iterator visits
// them, as np.multiply.reduce does, so the product is NumPy's to the last
// bit.
func Prod[T Number, D Dim](t Tensor[T, D]) (T, error) { return engine.Prod("Prod", t.strided()) }

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
// result's shape without the reduced axes or with them of length 1; the
// products accumulate in dst's element type, as for [SumTo]. It returns
// the errors of ProdAxes and SumTo; on error dst is unchanged.
func ProdTo[U, T Number, D, E Dim](dst Tensor[U, E], t Tensor[T, D], axes ...int) error {
	s, err := engine.AsType[U]("ProdTo", t.strided())
	if err != nil {
		return err
	}
	return engine.ProdTo("ProdTo", dst.strided(), s, axes)
}

// Mean returns the arithmetic mean of the elements of t as a float64, NaN
// for an empty tensor (as NumPy, without the warning). Float tensors are
// summed as [Sum] sums them, in their own precision, and divided in it (so
// a float32 mean is NumPy's float32 result, widened exactly); integer
// tensors are converted to float64 in chunks of 8192 and summed pairwise,
// as np.mean does.
func Mean[T Real, D Dim](t Tensor[T, D]) float64 {
	return engine.MeanAll(t.data, ints(&t.layout.shape), ints(&t.layout.strides), t.layout.offset)
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
// result's shape without the reduced axes or with them of length 1. dst's
// element type, float32 or float64, is the result type NumPy's out= (or
// dtype=) gives, computed as np.mean(t, axis, out=dst) computes it: a
// float tensor is summed in dst's type, each element converted first (so a
// float32 mean stays float32, and float32 data into a float64 dst is
// summed in float64); an integer tensor is summed in float64 and rounded to
// dst's type; the division by the count is NumPy's (in float64, rounded to
// dst's type). A float64 tensor into
// a float32 dst is an error wrapping [ErrType] (NumPy's out= would cast
// it unsafely). It returns the errors of MeanAxes, [ErrShape] if dst has
// neither shape and [ErrReadOnly] if dst is read-only; on error dst is
// unchanged.
func MeanTo[U ~float32 | ~float64, T Real, D, E Dim](dst Tensor[U, E], t Tensor[T, D], axes ...int) error {
	return engine.MeanTo("MeanTo", dst.strided(), t.strided(), axes)
}

// Min returns the smallest element of t; a NaN element makes the result
// NaN, as in NumPy. When the smallest value is a zero present as both 0
// and -0, which of them is returned is not specified (NumPy's vectorised
// reductions make no promise either). It returns an error wrapping
// [ErrShape] for an empty tensor.
func Min[T Real, D Dim](t Tensor[T, D]) (T, error) {
	return engine.Extreme("Min", t.strided(), false)
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

// Max returns the largest element of t; see [Min].
func Max[T Real, D Dim](t Tensor[T, D]) (T, error) {
	return engine.Extreme("Max", t.strided(), true)
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

// Var returns the variance of the elements of t with ddof delta degrees of
// freedom (NumPy's var(ddof=ddof)): the mean of the squared deviations from
// the mean, divided by max(n-ddof, 0) instead of n. It computes as NumPy
// does: the mean as [Mean], then the squared deviations into a temporary
// laid out as NumPy lays out arr - mean, summed as [Sum] sums, so the
// result is bit for bit NumPy's on every view. Integer and float64 tensors
// are computed in float64; float32 tensors in float32, as NumPy computes
// them, and the float32 result is returned widened exactly. As in NumPy
// (without its warning), ddof >= n divides by 0: +Inf, or NaN when the
// squared deviations sum to 0 (equal elements, or none). An empty tensor
// with ddof < 0 has variance 0, the empty sum divided by -ddof, as in
// NumPy. It returns the allocation errors of [Zeros].
func Var[T Real, D Dim](t Tensor[T, D], ddof int) (float64, error) {
	return engine.Variance("Var", t.strided(), ddof)
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
// shape without the reduced axes or with them of length 1. dst's element
// type, float32 or float64, is the result type, computed as np.var(t, axis,
// ddof=ddof, out=dst) computes it: the means and squared deviations in t's
// precision (float32 for float32, float64 otherwise), their sums in dst's
// type (in float64 and rounded for an integer tensor), the division as
// [MeanTo] divides. A float64 tensor into a float32 dst is an error wrapping
// [ErrType]. It returns the errors of VarAxes, [ErrShape] if dst has
// neither shape and [ErrReadOnly] if dst is read-only; on error dst is
// unchanged.
func VarTo[U ~float32 | ~float64, T Real, D, E Dim](dst Tensor[U, E], t Tensor[T, D], ddof int, axes ...int) error {
	return engine.ReduceCountedTo("VarTo", dst.strided(), t.strided(), axes, false, engine.VarAs[U, T](ddof, false))
}

// Std returns the standard deviation, the square root of [Var] (taken in
// float32 for float32 tensors, as NumPy does).
func Std[T Real, D Dim](t Tensor[T, D], ddof int) (float64, error) {
	return engine.StdDev("Std", t.strided(), ddof)
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

// StdTo stores [StdAxes] into dst (NumPy's out=dst) as [VarTo] stores the
// variances, with the square root taken in dst's type, as np.std(t, axis,
// ddof=ddof, out=dst) takes it. It returns the errors of VarTo; on error
// dst is unchanged.
func StdTo[U ~float32 | ~float64, T Real, D, E Dim](dst Tensor[U, E], t Tensor[T, D], ddof int, axes ...int) error {
	return engine.ReduceCountedTo("StdTo", dst.strided(), t.strided(), axes, false, engine.VarAs[U, T](ddof, true))
}

// CountNonzero returns the number of elements of t that are not the zero
// value of T (NumPy's count_nonzero): false for bool, 0 for numbers, so a
// NaN counts and -0 does not.
func CountNonzero[T comparable, D Dim](t Tensor[T, D]) int { return engine.CountNonzero(t.strided()) }

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

// AnyNonzero reports whether some element of t is not the zero value of T
// (NumPy's any; true somewhere for a bool tensor); it is false for an
// empty tensor. It is not named Any because [Tensor.All] is the iterator over elements.
func AnyNonzero[T comparable, D Dim](t Tensor[T, D]) bool { return engine.AnyNonzero(t.strided()) }

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

// AllNonzero reports whether every element of t is not the zero value of T
// (NumPy's all; true everywhere for a bool tensor); it is true for an
// empty tensor.
func AllNonzero[T comparable, D Dim](t Tensor[T, D]) bool { return engine.AllNonzero(t.strided()) }

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

// ArgMin returns the index of the smallest element of t in C order, as if
// t were flattened (NumPy's argmin): the first one when several are equal,
// and the first NaN when there is one. It returns an error wrapping
// [ErrShape] for an empty tensor.
func ArgMin[T Real, D Dim](t Tensor[T, D]) (int, error) {
	return engine.ArgExtreme("ArgMin", t.strided(), false)
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

// ArgMax returns the index of the largest element of t in C order; see
// [ArgMin].
func ArgMax[T Real, D Dim](t Tensor[T, D]) (int, error) {
	return engine.ArgExtreme("ArgMax", t.strided(), true)
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

// reduceCounted is reduceAxes for mean, var and std: see countedAxes.
func reduceCounted[E Dim, V, T any, D Dim](op string, t Tensor[T, D], axes []int, keep, nonEmpty bool, fold engine.FoldAxes[V, T]) (Tensor[V, E], error) {
	if err := engine.CountedAxes(op, len(t.layout.shape), axes); err != nil {
		return Tensor[V, E]{}, err
	}
	return reduceAxes[E](op, t, axes, keep, nonEmpty, fold)
}
