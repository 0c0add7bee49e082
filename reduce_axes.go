package tensor

import (
	"math/bits"

	"github.com/fixedrank/tensor/internal/kernel"
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
	return reduceAxes[E]("SumAxes", t, axes, false, false, sumAxisInto[T])
}

// SumKeepDims returns the sums over axes with the reduced axes kept with
// length 1 (NumPy's sum(axis=axes, keepdims=True)), a tensor of t's rank
// that broadcasts against t; with no axes it sums every axis. It returns
// the errors of [SumAxes].
func SumKeepDims[T Number, D Dim](t Tensor[T, D], axes ...int) (Tensor[T, D], error) {
	return reduceAxes[D]("SumKeepDims", t, axes, true, false, sumAxisInto[T])
}

// ProdAxis returns the products along axis (NumPy's prod(axis=axis)) in a
// new C-contiguous tensor of rank E = rank D - 1, multiplied one element
// at a time in the order NumPy multiplies; narrow integers are multiplied
// in 64 bits, with an error wrapping [ErrOverflow] if a product does not
// fit in T, and 64-bit integers wrap around, as [Prod] does. The product
// of an empty axis is 1. It returns the errors of
// [SumAxis].
func ProdAxis[E Dim, T Number, D Dim](t Tensor[T, D], axis int) (Tensor[T, E], error) {
	return reduceAxes[E]("ProdAxis", t, []int{axis}, false, false, prodAxisInto[T])
}

// ProdAxes returns the products over axes; see [ProdAxis] and [SumAxes].
func ProdAxes[E Dim, T Number, D Dim](t Tensor[T, D], axes ...int) (Tensor[T, E], error) {
	return reduceAxes[E]("ProdAxes", t, axes, false, false, prodAxisInto[T])
}

// ProdKeepDims returns the products over axes with the reduced axes kept
// with length 1; see [ProdAxis] and [SumKeepDims].
func ProdKeepDims[T Number, D Dim](t Tensor[T, D], axes ...int) (Tensor[T, D], error) {
	return reduceAxes[D]("ProdKeepDims", t, axes, true, false, prodAxisInto[T])
}

// MeanAxes returns the means over axes as float64, computed as
// [MeanAxis] computes them (NaN where no element is reduced); see
// [SumAxes] for the axes and errors, except that, as for MeanAxis, naming
// an axis of a rank-0 t is an error wrapping [ErrAxis].
func MeanAxes[E Dim, T Real, D Dim](t Tensor[T, D], axes ...int) (Tensor[float64, E], error) {
	return reduceCounted[E]("MeanAxes", t, axes, false, false, meanAxisInto[T])
}

// MeanKeepDims returns the means over axes with the reduced axes kept with
// length 1, so that t minus them broadcasts (NumPy's mean(axis=axes,
// keepdims=True)); see [MeanAxes].
func MeanKeepDims[T Real, D Dim](t Tensor[T, D], axes ...int) (Tensor[float64, D], error) {
	return reduceCounted[D]("MeanKeepDims", t, axes, true, false, meanAxisInto[T])
}

// MinAxes returns the minima over axes; NaN propagates. It returns an
// error wrapping [ErrShape] if a reduced axis is empty (before allocating
// anything), or the errors of [SumAxes].
func MinAxes[E Dim, T Real, D Dim](t Tensor[T, D], axes ...int) (Tensor[T, E], error) {
	return reduceAxes[E]("MinAxes", t, axes, false, true, minAxisInto[T])
}

// MinKeepDims returns the minima over axes with the reduced axes kept with
// length 1; see [MinAxes].
func MinKeepDims[T Real, D Dim](t Tensor[T, D], axes ...int) (Tensor[T, D], error) {
	return reduceAxes[D]("MinKeepDims", t, axes, true, true, minAxisInto[T])
}

// MaxAxes returns the maxima over axes; see [MinAxes].
func MaxAxes[E Dim, T Real, D Dim](t Tensor[T, D], axes ...int) (Tensor[T, E], error) {
	return reduceAxes[E]("MaxAxes", t, axes, false, true, maxAxisInto[T])
}

// MaxKeepDims returns the maxima over axes with the reduced axes kept with
// length 1; see [MinAxes].
func MaxKeepDims[T Real, D Dim](t Tensor[T, D], axes ...int) (Tensor[T, D], error) {
	return reduceAxes[D]("MaxKeepDims", t, axes, true, true, maxAxisInto[T])
}

// VarAxes returns the variances over axes with ddof delta degrees of
// freedom, computed as [VarAxis] computes them with n the number of
// elements each result reduces; see [MeanAxes] for the axes and errors.
func VarAxes[E Dim, T Real, D Dim](t Tensor[T, D], ddof int, axes ...int) (Tensor[float64, E], error) {
	return reduceCounted[E]("VarAxes", t, axes, false, false, varInto[T](ddof, false))
}

// VarKeepDims returns the variances over axes with the reduced axes kept
// with length 1; see [VarAxes].
func VarKeepDims[T Real, D Dim](t Tensor[T, D], ddof int, axes ...int) (Tensor[float64, D], error) {
	return reduceCounted[D]("VarKeepDims", t, axes, true, false, varInto[T](ddof, false))
}

// StdAxes returns the standard deviations over axes, the square roots of
// [VarAxes].
func StdAxes[E Dim, T Real, D Dim](t Tensor[T, D], ddof int, axes ...int) (Tensor[float64, E], error) {
	return reduceCounted[E]("StdAxes", t, axes, false, false, varInto[T](ddof, true))
}

// StdKeepDims returns the standard deviations over axes with the reduced
// axes kept with length 1, so that (t - mean) / std broadcasts (NumPy's
// std(axis=axes, keepdims=True)); see [StdAxes].
func StdKeepDims[T Real, D Dim](t Tensor[T, D], ddof int, axes ...int) (Tensor[float64, D], error) {
	return reduceCounted[D]("StdKeepDims", t, axes, true, false, varInto[T](ddof, true))
}

// SumAxesDyn is [SumAxes] for a dynamic-rank tensor: the result has rank
// t.Rank() - len(axes).
func SumAxesDyn[T Number](t DynTensor[T], axes ...int) (DynTensor[T], error) {
	return reduceAxesDyn("SumAxesDyn", t, axes, false, false, sumAxisInto[T])
}

// SumKeepDimsDyn is [SumKeepDims] for a dynamic-rank tensor.
func SumKeepDimsDyn[T Number](t DynTensor[T], axes ...int) (DynTensor[T], error) {
	return reduceAxesDyn("SumKeepDimsDyn", t, axes, true, false, sumAxisInto[T])
}

// ProdAxisDyn is [ProdAxis] for a dynamic-rank tensor.
func ProdAxisDyn[T Number](t DynTensor[T], axis int) (DynTensor[T], error) {
	return reduceAxesDyn("ProdAxisDyn", t, []int{axis}, false, false, prodAxisInto[T])
}

// ProdAxesDyn is [ProdAxes] for a dynamic-rank tensor.
func ProdAxesDyn[T Number](t DynTensor[T], axes ...int) (DynTensor[T], error) {
	return reduceAxesDyn("ProdAxesDyn", t, axes, false, false, prodAxisInto[T])
}

// ProdKeepDimsDyn is [ProdKeepDims] for a dynamic-rank tensor.
func ProdKeepDimsDyn[T Number](t DynTensor[T], axes ...int) (DynTensor[T], error) {
	return reduceAxesDyn("ProdKeepDimsDyn", t, axes, true, false, prodAxisInto[T])
}

// MeanAxesDyn is [MeanAxes] for a dynamic-rank tensor.
func MeanAxesDyn[T Real](t DynTensor[T], axes ...int) (DynTensor[float64], error) {
	return reduceCountedDyn("MeanAxesDyn", t, axes, false, false, meanAxisInto[T])
}

// MeanKeepDimsDyn is [MeanKeepDims] for a dynamic-rank tensor.
func MeanKeepDimsDyn[T Real](t DynTensor[T], axes ...int) (DynTensor[float64], error) {
	return reduceCountedDyn("MeanKeepDimsDyn", t, axes, true, false, meanAxisInto[T])
}

// MinAxesDyn is [MinAxes] for a dynamic-rank tensor.
func MinAxesDyn[T Real](t DynTensor[T], axes ...int) (DynTensor[T], error) {
	return reduceAxesDyn("MinAxesDyn", t, axes, false, true, minAxisInto[T])
}

// MinKeepDimsDyn is [MinKeepDims] for a dynamic-rank tensor.
func MinKeepDimsDyn[T Real](t DynTensor[T], axes ...int) (DynTensor[T], error) {
	return reduceAxesDyn("MinKeepDimsDyn", t, axes, true, true, minAxisInto[T])
}

// MaxAxesDyn is [MaxAxes] for a dynamic-rank tensor.
func MaxAxesDyn[T Real](t DynTensor[T], axes ...int) (DynTensor[T], error) {
	return reduceAxesDyn("MaxAxesDyn", t, axes, false, true, maxAxisInto[T])
}

// MaxKeepDimsDyn is [MaxKeepDims] for a dynamic-rank tensor.
func MaxKeepDimsDyn[T Real](t DynTensor[T], axes ...int) (DynTensor[T], error) {
	return reduceAxesDyn("MaxKeepDimsDyn", t, axes, true, true, maxAxisInto[T])
}

// VarAxesDyn is [VarAxes] for a dynamic-rank tensor.
func VarAxesDyn[T Real](t DynTensor[T], ddof int, axes ...int) (DynTensor[float64], error) {
	return reduceCountedDyn("VarAxesDyn", t, axes, false, false, varInto[T](ddof, false))
}

// VarKeepDimsDyn is [VarKeepDims] for a dynamic-rank tensor.
func VarKeepDimsDyn[T Real](t DynTensor[T], ddof int, axes ...int) (DynTensor[float64], error) {
	return reduceCountedDyn("VarKeepDimsDyn", t, axes, true, false, varInto[T](ddof, false))
}

// StdAxesDyn is [StdAxes] for a dynamic-rank tensor.
func StdAxesDyn[T Real](t DynTensor[T], ddof int, axes ...int) (DynTensor[float64], error) {
	return reduceCountedDyn("StdAxesDyn", t, axes, false, false, varInto[T](ddof, true))
}

// StdKeepDimsDyn is [StdKeepDims] for a dynamic-rank tensor.
func StdKeepDimsDyn[T Real](t DynTensor[T], ddof int, axes ...int) (DynTensor[float64], error) {
	return reduceCountedDyn("StdKeepDimsDyn", t, axes, true, false, varInto[T](ddof, true))
}

// foldAxes is the computation of a reduction over the axes in mask into
// r, a new C-contiguous tensor of the result's shape (with or without the
// reduced axes).
type foldAxes[V, T any] func(op string, r strided[V], t strided[T], mask uint64) error

func minAxisInto[T Real](_ string, r, t strided[T], mask uint64) error {
	extremeAxisInto(r, t, mask, false)
	return nil
}

func maxAxisInto[T Real](_ string, r, t strided[T], mask uint64) error {
	extremeAxisInto(r, t, mask, true)
	return nil
}

func varInto[T Real](ddof int, sqrt bool) foldAxes[float64, T] {
	return func(op string, r strided[float64], t strided[T], mask uint64) error {
		return varAxisInto(op, r, t, mask, ddof, sqrt)
	}
}

// axesShape writes into out the shape of a reduction of shape over axes
// (every axis when there are none): shape without them, or, with keep,
// with them of length 1. It returns that shape and the set of reduced
// axes. With nonEmpty (minima and maxima), a reduced axis of length 0 is
// an error wrapping [ErrShape].
func axesShape(op string, shape, axes []int, keep, nonEmpty bool, out *[MaxRank]int) ([]int, uint64, error) {
	n := len(shape)
	var mask uint64
	if len(axes) == 0 {
		mask = 1<<n - 1
	} else {
		var err error
		if mask, err = axisMask(op, axes, n); err != nil {
			return nil, 0, err
		}
	}
	r := out[:0]
	for k, d := range shape {
		switch {
		case mask&(1<<k) == 0:
			r = append(r, d)
		case nonEmpty && d == 0:
			return nil, 0, nonEmptyAxis(op, d, k)
		case keep:
			r = append(r, 1)
		}
	}
	return r, mask, nil
}

// reduceAxes runs a reduction over axes of a fixed-rank tensor into a new
// tensor of rank E.
func reduceAxes[E Dim, V, T any, D Dim](op string, t Tensor[T, D], axes []int, keep, nonEmpty bool, fold foldAxes[V, T]) (Tensor[V, E], error) {
	var buf [MaxRank]int
	var lane [2]int
	s, shape, mask, err := axesOperand(op, t.strided(), axes, keep, nonEmpty, &buf, &lane)
	if err != nil {
		return Tensor[V, E]{}, err
	}
	e, ok := dimOf[E](shape)
	if !ok {
		return Tensor[V, E]{}, rankError(op, len(e), len(shape))
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

// reduceAxesDyn runs a reduction over axes of a dynamic-rank tensor.
func reduceAxesDyn[V, T any](op string, t DynTensor[T], axes []int, keep, nonEmpty bool, fold foldAxes[V, T]) (DynTensor[V], error) {
	var buf [MaxRank]int
	var lane [2]int
	s, shape, mask, err := axesOperand(op, t.strided(), axes, keep, nonEmpty, &buf, &lane)
	if err != nil {
		return DynTensor[V]{}, err
	}
	r, err := ZerosDyn[V](shape...)
	if err == nil {
		err = fold(op, r.strided(), s, mask)
	}
	if err != nil {
		return DynTensor[V]{}, err
	}
	return r, nil
}

// CountNonzeroAxes returns the number of elements that are not the zero
// value of T over axes (NumPy's count_nonzero(axis=axes)) in a new
// C-contiguous tensor of rank E = rank D - len(axes); with no axes it
// counts over every axis. It returns the errors of [SumAxes].
func CountNonzeroAxes[E Dim, T comparable, D Dim](t Tensor[T, D], axes ...int) (Tensor[int, E], error) {
	return reduceAxes[E]("CountNonzeroAxes", t, axes, false, false, countAxesInto[T])
}

// CountNonzeroKeepDims is [CountNonzeroAxes] with the reduced axes kept
// with length 1 (NumPy's count_nonzero(axis=axes, keepdims=True)).
func CountNonzeroKeepDims[T comparable, D Dim](t Tensor[T, D], axes ...int) (Tensor[int, D], error) {
	return reduceAxes[D]("CountNonzeroKeepDims", t, axes, true, false, countAxesInto[T])
}

// AnyNonzeroAxes reports over axes whether some element is not the zero
// value of T (NumPy's any(axis=axes)); see [CountNonzeroAxes].
func AnyNonzeroAxes[E Dim, T comparable, D Dim](t Tensor[T, D], axes ...int) (Tensor[bool, E], error) {
	return reduceAxes[E]("AnyNonzeroAxes", t, axes, false, false, anyAxesInto[T])
}

// AnyNonzeroKeepDims is [AnyNonzeroAxes] with the reduced axes kept with
// length 1.
func AnyNonzeroKeepDims[T comparable, D Dim](t Tensor[T, D], axes ...int) (Tensor[bool, D], error) {
	return reduceAxes[D]("AnyNonzeroKeepDims", t, axes, true, false, anyAxesInto[T])
}

// AllNonzeroAxes reports over axes whether every element is not the zero
// value of T (NumPy's all(axis=axes)); see [CountNonzeroAxes].
func AllNonzeroAxes[E Dim, T comparable, D Dim](t Tensor[T, D], axes ...int) (Tensor[bool, E], error) {
	return reduceAxes[E]("AllNonzeroAxes", t, axes, false, false, allAxesInto[T])
}

// AllNonzeroKeepDims is [AllNonzeroAxes] with the reduced axes kept with
// length 1.
func AllNonzeroKeepDims[T comparable, D Dim](t Tensor[T, D], axes ...int) (Tensor[bool, D], error) {
	return reduceAxes[D]("AllNonzeroKeepDims", t, axes, true, false, allAxesInto[T])
}

// ArgMinKeepDims is [ArgMinAxis] with the axis kept with length 1 (NumPy's
// argmin(axis=axis, keepdims=True)), so the result broadcasts against t.
func ArgMinKeepDims[T Real, D Dim](t Tensor[T, D], axis int) (Tensor[int, D], error) {
	return reduceAxes[D]("ArgMinKeepDims", t, []int{axis}, true, true, argInto[T](false))
}

// ArgMaxKeepDims is [ArgMaxAxis] with the axis kept with length 1; see
// [ArgMinKeepDims].
func ArgMaxKeepDims[T Real, D Dim](t Tensor[T, D], axis int) (Tensor[int, D], error) {
	return reduceAxes[D]("ArgMaxKeepDims", t, []int{axis}, true, true, argInto[T](true))
}

// CountNonzeroAxesDyn is [CountNonzeroAxes] for a dynamic-rank tensor.
func CountNonzeroAxesDyn[T comparable](t DynTensor[T], axes ...int) (DynTensor[int], error) {
	return reduceAxesDyn("CountNonzeroAxesDyn", t, axes, false, false, countAxesInto[T])
}

// CountNonzeroKeepDimsDyn is [CountNonzeroKeepDims] for a dynamic-rank
// tensor.
func CountNonzeroKeepDimsDyn[T comparable](t DynTensor[T], axes ...int) (DynTensor[int], error) {
	return reduceAxesDyn("CountNonzeroKeepDimsDyn", t, axes, true, false, countAxesInto[T])
}

// AnyNonzeroAxesDyn is [AnyNonzeroAxes] for a dynamic-rank tensor.
func AnyNonzeroAxesDyn[T comparable](t DynTensor[T], axes ...int) (DynTensor[bool], error) {
	return reduceAxesDyn("AnyNonzeroAxesDyn", t, axes, false, false, anyAxesInto[T])
}

// AnyNonzeroKeepDimsDyn is [AnyNonzeroKeepDims] for a dynamic-rank tensor.
func AnyNonzeroKeepDimsDyn[T comparable](t DynTensor[T], axes ...int) (DynTensor[bool], error) {
	return reduceAxesDyn("AnyNonzeroKeepDimsDyn", t, axes, true, false, anyAxesInto[T])
}

// AllNonzeroAxesDyn is [AllNonzeroAxes] for a dynamic-rank tensor.
func AllNonzeroAxesDyn[T comparable](t DynTensor[T], axes ...int) (DynTensor[bool], error) {
	return reduceAxesDyn("AllNonzeroAxesDyn", t, axes, false, false, allAxesInto[T])
}

// AllNonzeroKeepDimsDyn is [AllNonzeroKeepDims] for a dynamic-rank tensor.
func AllNonzeroKeepDimsDyn[T comparable](t DynTensor[T], axes ...int) (DynTensor[bool], error) {
	return reduceAxesDyn("AllNonzeroKeepDimsDyn", t, axes, true, false, allAxesInto[T])
}

// ArgMinKeepDimsDyn is [ArgMinKeepDims] for a dynamic-rank tensor.
func ArgMinKeepDimsDyn[T Real](t DynTensor[T], axis int) (DynTensor[int], error) {
	return reduceAxesDyn("ArgMinKeepDimsDyn", t, []int{axis}, true, true, argInto[T](false))
}

// ArgMaxKeepDimsDyn is [ArgMaxKeepDims] for a dynamic-rank tensor.
func ArgMaxKeepDimsDyn[T Real](t DynTensor[T], axis int) (DynTensor[int], error) {
	return reduceAxesDyn("ArgMaxKeepDimsDyn", t, []int{axis}, true, true, argInto[T](true))
}

func argInto[T Real](max bool) foldAxes[int, T] {
	return func(op string, r strided[int], t strided[T], mask uint64) error {
		return argAxisInto(op, r.data, t, bits.TrailingZeros64(mask), max)
	}
}

func countAxesInto[T comparable](_ string, r strided[int], t strided[T], mask uint64) error {
	var zero T
	nonzeroAxesInto(r, t, mask, kernel.CountNonzero[T], 0, func(c int, v T) int {
		if v != zero {
			c++
		}
		return c
	})
	return nil
}

func anyAxesInto[T comparable](_ string, r strided[bool], t strided[T], mask uint64) error {
	var zero T
	nonzeroAxesInto(r, t, mask, kernel.AnyNonzero[T], false, func(a bool, v T) bool { return a || v != zero })
	return nil
}

func allAxesInto[T comparable](_ string, r strided[bool], t strided[T], mask uint64) error {
	var zero T
	nonzeroAxesInto(r, t, mask, kernel.AllNonzero[T], true, func(a bool, v T) bool { return a && v != zero })
	return nil
}

// nonzeroAxesInto stores into r, a new C-contiguous result, the count, any
// or all of t over the axes in mask: lane by lane with lane when one axis
// is reduced (any and all stop at the first element that decides), or by
// folding each element into its result with step, from init.
func nonzeroAxesInto[V, T any](r strided[V], t strided[T], mask uint64, lane func(x []T, o, s, n int) V, init V, step func(V, T) V) {
	if bits.OnesCount64(mask) == 1 {
		laneInto(r.data, t, bits.TrailingZeros64(mask), lane)
		return
	}
	kernel.Fill(r.data, init)
	p, ok := reducePlan(r, t, mask)
	if !ok {
		return
	}
	n, st := p.inner()
	walk(&p, 1, func(d, s, _ int) bool {
		kernel.FoldRun(r.data, d, st[0], t.data, s, st[1], n, step)
		return true
	})
}

// SumAxesTo stores the sums over axes into dst (NumPy's sum(axis=axes,
// out=dst)), which may have the result's shape without the reduced axes or
// with them of length 1 (keepdims); dst may be any writable view and may
// share memory with t (the result is then computed into a temporary
// first). It returns the errors of [SumAxes], [ErrShape] if dst has
// neither shape and [ErrReadOnly] if dst is read-only; on error dst is
// unchanged.
func SumAxesTo[T Number, D, E Dim](dst Tensor[T, E], t Tensor[T, D], axes ...int) error {
	return reduceAxesTo("SumAxesTo", dst.strided(), t.strided(), axes, false, sumAxisInto[T])
}

// ProdAxesTo stores the products over axes into dst; see [ProdAxes] and
// [SumAxesTo].
func ProdAxesTo[T Number, D, E Dim](dst Tensor[T, E], t Tensor[T, D], axes ...int) error {
	return reduceAxesTo("ProdAxesTo", dst.strided(), t.strided(), axes, false, prodAxisInto[T])
}

// MeanAxesTo stores the means over axes into dst; see [MeanAxes] and
// [SumAxesTo].
func MeanAxesTo[T Real, D, E Dim](dst Tensor[float64, E], t Tensor[T, D], axes ...int) error {
	return reduceCountedTo("MeanAxesTo", dst.strided(), t.strided(), axes, false, meanAxisInto[T])
}

// MinAxesTo stores the minima over axes into dst; see [MinAxes] and
// [SumAxesTo].
func MinAxesTo[T Real, D, E Dim](dst Tensor[T, E], t Tensor[T, D], axes ...int) error {
	return reduceAxesTo("MinAxesTo", dst.strided(), t.strided(), axes, true, minAxisInto[T])
}

// MaxAxesTo stores the maxima over axes into dst; see [MaxAxes] and
// [SumAxesTo].
func MaxAxesTo[T Real, D, E Dim](dst Tensor[T, E], t Tensor[T, D], axes ...int) error {
	return reduceAxesTo("MaxAxesTo", dst.strided(), t.strided(), axes, true, maxAxisInto[T])
}

// SumAxesToDyn is [SumAxesTo] for dynamic-rank tensors.
func SumAxesToDyn[T Number](dst, t DynTensor[T], axes ...int) error {
	return reduceAxesTo("SumAxesToDyn", dst.strided(), t.strided(), axes, false, sumAxisInto[T])
}

// ProdAxesToDyn is [ProdAxesTo] for dynamic-rank tensors.
func ProdAxesToDyn[T Number](dst, t DynTensor[T], axes ...int) error {
	return reduceAxesTo("ProdAxesToDyn", dst.strided(), t.strided(), axes, false, prodAxisInto[T])
}

// MeanAxesToDyn is [MeanAxesTo] for dynamic-rank tensors.
func MeanAxesToDyn[T Real](dst DynTensor[float64], t DynTensor[T], axes ...int) error {
	return reduceCountedTo("MeanAxesToDyn", dst.strided(), t.strided(), axes, false, meanAxisInto[T])
}

// MinAxesToDyn is [MinAxesTo] for dynamic-rank tensors.
func MinAxesToDyn[T Real](dst, t DynTensor[T], axes ...int) error {
	return reduceAxesTo("MinAxesToDyn", dst.strided(), t.strided(), axes, true, minAxisInto[T])
}

// MaxAxesToDyn is [MaxAxesTo] for dynamic-rank tensors.
func MaxAxesToDyn[T Real](dst, t DynTensor[T], axes ...int) error {
	return reduceAxesTo("MaxAxesToDyn", dst.strided(), t.strided(), axes, true, maxAxisInto[T])
}

// reduceAxesTo runs a reduction over axes into dst, whose shape is the
// result's with or without the reduced axes. The folds it takes work on
// any layout of their destination; dst is replaced by a temporary when it
// shares memory with t.
func reduceAxesTo[V, T any](op string, dst strided[V], t strided[T], axes []int, nonEmpty bool, fold foldAxes[V, T]) error {
	keepDims := len(dst.shape) == len(t.shape) // otherwise the reduced axes are dropped
	var buf [MaxRank]int
	var lane [2]int
	t, shape, mask, err := axesOperand(op, t, axes, keepDims, nonEmpty, &buf, &lane)
	if err != nil {
		return err
	}
	if err := checkAxisDst(op, dst, shape); err != nil {
		return err
	}
	var st [MaxRank]int
	r, tmp, err := reduceDst(op, dst, t, st[:])
	if err == nil {
		err = fold(op, r, t, mask)
	}
	return reduced(op, dst, r, tmp, err)
}
