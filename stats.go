package tensor

import (
	"github.com/fixedrank/tensor/internal/engine"
)

// Whole-tensor statistics beyond Sum, Mean, Min and Max, written once on
// the strided operand for Tensor and DynTensor.

// CountNonzero returns the number of elements of t that are not the zero
// value of T (NumPy's count_nonzero): false for bool, 0 for numbers, so a
// NaN counts and -0 does not.
func CountNonzero[T comparable, D Dim](t Tensor[T, D]) int { return engine.CountNonzero(t.strided()) }

// AnyNonzero reports whether some element of t is not the zero value of T
// (NumPy's any; true somewhere for a bool tensor); it is false for an
// empty tensor. It is not named Any because [All] names the full slice.
func AnyNonzero[T comparable, D Dim](t Tensor[T, D]) bool { return engine.AnyNonzero(t.strided()) }

// AllNonzero reports whether every element of t is not the zero value of T
// (NumPy's all; true everywhere for a bool tensor); it is true for an
// empty tensor.
func AllNonzero[T comparable, D Dim](t Tensor[T, D]) bool { return engine.AllNonzero(t.strided()) }

// Prod returns the product of the elements of t (1 for an empty tensor),
// as NumPy's prod computes it: integers narrower than 64 bits are
// multiplied in a 64-bit accumulator (int64 or uint64) and the result is
// an error wrapping [ErrOverflow] if it does not fit in T, as for [Sum];
// 64-bit integers wrap around as in NumPy and Go; floats and complex
// values are multiplied one at a time in the order NumPy's iterator visits
// them, as np.multiply.reduce does, so the product is NumPy's to the last
// bit.
func Prod[T Number, D Dim](t Tensor[T, D]) (T, error) { return engine.Prod("Prod", t.strided()) }

// ArgMin returns the index of the smallest element of t in C order, as if
// t were flattened (NumPy's argmin): the first one when several are equal,
// and the first NaN when there is one. It returns an error wrapping
// [ErrShape] for an empty tensor.
func ArgMin[T Real, D Dim](t Tensor[T, D]) (int, error) {
	return engine.ArgExtreme("ArgMin", t.strided(), false)
}

// ArgMax returns the index of the largest element of t in C order; see
// [ArgMin].
func ArgMax[T Real, D Dim](t Tensor[T, D]) (int, error) {
	return engine.ArgExtreme("ArgMax", t.strided(), true)
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

// Std returns the standard deviation, the square root of [Var] (taken in
// float32 for float32 tensors, as NumPy does).
func Std[T Real, D Dim](t Tensor[T, D], ddof int) (float64, error) {
	return engine.StdDev("Std", t.strided(), ddof)
}

// ArgWhere returns the indices of the elements of t that are not the zero
// value of T, in C order, as the rows of a new n×rank tensor (NumPy's
// np.argwhere). NumPy's np.nonzero(t) is its transpose, one row per axis:
// Select[[1]int](w.Transpose(), 0, k) is the indices along axis k. It
// returns an error wrapping [ErrTooLarge] if the result cannot be
// allocated.
func ArgWhere[T comparable, D Dim](t Tensor[T, D]) (Tensor[int, [2]int], error) {
	data, n, err := engine.ArgWhere("ArgWhere", t.strided())
	if err != nil {
		return Tensor[int, [2]int]{}, err
	}
	return FromSlice(data, [2]int{n, len(t.layout.shape)})
}
