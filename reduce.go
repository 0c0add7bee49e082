package tensor

import (
	"github.com/fixedrank/tensor/internal/engine"
)

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

// Mean returns the arithmetic mean of the elements of t as a float64, NaN
// for an empty tensor (as NumPy, without the warning). Float tensors are
// summed as [Sum] sums them, in their own precision, and divided in it (so
// a float32 mean is NumPy's float32 result, widened exactly); integer
// tensors are converted to float64 in chunks of 8192 and summed pairwise,
// as np.mean does.
func Mean[T Real, D Dim](t Tensor[T, D]) float64 {
	return engine.MeanAll(t.data, ints(&t.layout.shape), ints(&t.layout.strides), t.layout.offset)
}

// Min returns the smallest element of t; a NaN element makes the result
// NaN, as in NumPy. When the smallest value is a zero present as both 0
// and -0, which of them is returned is not specified (NumPy's vectorised
// reductions make no promise either). It returns an error wrapping
// [ErrShape] for an empty tensor.
func Min[T Real, D Dim](t Tensor[T, D]) (T, error) {
	return engine.Extreme("Min", t.strided(), false)
}

// Max returns the largest element of t; see [Min].
func Max[T Real, D Dim](t Tensor[T, D]) (T, error) {
	return engine.Extreme("Max", t.strided(), true)
}

// axisShape checks the output rank and axis of an axis reduction and
// returns the result's shape (t's shape without the axis) and the axis.
// A rank-0 t has no axis: an error wrapping [ErrAxis] (see reduceAxis for
// the reductions that accept axis 0 or -1 there).
func axisShape[E Dim, T any, D Dim](name string, t Tensor[T, D], axis int) (E, int, error) {
	var shape E
	if want := max(len(t.layout.shape)-1, 0); len(shape) != want {
		return shape, 0, engine.RankError(name, len(shape), want)
	}
	k, err := engine.ReduceShape(name, ints(&t.layout.shape), axis, ints(&shape))
	return shape, k, err
}

// SumAxis returns the sums along axis (NumPy's sum(axis=axis)): a new
// C-contiguous tensor of rank E = rank D - 1. Each result element is
// accumulated as [Sum] accumulates: narrow integers in 64 bits (an error
// wrapping [ErrOverflow] if a total does not fit in T), floats in NumPy's
// order, bit for bit np.sum's: pairwise in chunks when the summed axis is
// the innermost of NumPy's iteration (the last axis of a C-contiguous
// tensor) and otherwise one element at a time along the axis. As in
// NumPy, axis 0 or -1 of a rank-0 t is accepted and reduces its one
// element into a rank-0 result (E = [0]int); any other axis of a rank-0 t
// is an error. It returns an error wrapping [ErrAxis] or [ErrRank], or the
// errors of [Zeros].
func SumAxis[E Dim, T Number, D Dim](t Tensor[T, D], axis int) (Tensor[T, E], error) {
	var lane [2]int
	shape, s, k, err := reduceAxis[E]("SumAxis", t.strided(), axis, &lane)
	if err != nil {
		return Tensor[T, E]{}, err
	}
	r, err := Zeros[T](shape)
	if err != nil {
		return Tensor[T, E]{}, err
	}
	if err := engine.SumAxisInto("SumAxis", r.strided(), s, 1<<k); err != nil {
		return Tensor[T, E]{}, err
	}
	return r, nil
}

// SumAxisTo stores the sums along axis into dst, which must have t's shape
// without the axis, as [SumAxis] computes them; repeated reductions into
// one dst allocate nothing (for floats and 64-bit integers). dst may share
// memory with t: the result is then computed into a temporary first. It
// returns the errors of SumAxis, [ErrShape] if dst's shape is wrong and
// [ErrReadOnly] if dst is read-only; on error dst is unchanged.
func SumAxisTo[E Dim, T Number, D Dim](dst Tensor[T, E], t Tensor[T, D], axis int) error {
	var lane [2]int
	shape, s, k, err := reduceAxis[E]("SumAxisTo", t.strided(), axis, &lane)
	if err != nil {
		return err
	}
	return engine.SumAxisTo("SumAxisTo", dst.strided(), s, ints(&shape), k)
}

// MeanAxis returns the means along axis as float64 (NumPy's
// mean(axis=axis)); NaN where the axis is empty. Float tensors are summed
// as [SumAxis] sums them and divided in their own precision; integer
// tensors are summed in float64 (pairwise along an innermost run, in chunks
// of 8192), as np.mean does. It returns the errors of [SumAxis], except
// that every axis of a rank-0 t is an error wrapping [ErrAxis], as np.mean
// raises AxisError there (it counts the reduced elements first).
func MeanAxis[E Dim, T Real, D Dim](t Tensor[T, D], axis int) (Tensor[float64, E], error) {
	shape, k, err := axisShape[E]("MeanAxis", t, axis)
	if err != nil {
		return Tensor[float64, E]{}, err
	}
	r, err := Zeros[float64](shape)
	if err != nil {
		return Tensor[float64, E]{}, err
	}
	if err := engine.MeanAxisInto("MeanAxis", r.strided(), t.strided(), 1<<k); err != nil {
		return Tensor[float64, E]{}, err
	}
	return r, nil
}

// MeanAxisTo stores the means along axis into dst; see [MeanAxis] and
// [SumAxisTo] for the shape, aliasing and error rules.
func MeanAxisTo[E Dim, T Real, D Dim](dst Tensor[float64, E], t Tensor[T, D], axis int) error {
	shape, k, err := axisShape[E]("MeanAxisTo", t, axis)
	if err != nil {
		return err
	}
	return engine.MeanAxisTo("MeanAxisTo", dst.strided(), t.strided(), ints(&shape), k)
}

// MinAxis returns the minima along axis; NaN propagates. It returns an
// error wrapping [ErrShape] if the axis is empty (before allocating
// anything), [ErrAxis] or [ErrRank].
func MinAxis[E Dim, T Real, D Dim](t Tensor[T, D], axis int) (Tensor[T, E], error) {
	return extremeAxis[E](t, "MinAxis", axis, false)
}

// MaxAxis returns the maxima along axis; see [MinAxis].
func MaxAxis[E Dim, T Real, D Dim](t Tensor[T, D], axis int) (Tensor[T, E], error) {
	return extremeAxis[E](t, "MaxAxis", axis, true)
}

// MinAxisTo stores the minima along axis into dst; see [MinAxis] and
// [SumAxisTo] for the shape, aliasing and error rules.
func MinAxisTo[E Dim, T Real, D Dim](dst Tensor[T, E], t Tensor[T, D], axis int) error {
	return extremeAxisToTensor("MinAxisTo", dst, t, axis, false)
}

// MaxAxisTo stores the maxima along axis into dst; see [MinAxisTo].
func MaxAxisTo[E Dim, T Real, D Dim](dst Tensor[T, E], t Tensor[T, D], axis int) error {
	return extremeAxisToTensor("MaxAxisTo", dst, t, axis, true)
}

func extremeAxis[E Dim, T Real, D Dim](t Tensor[T, D], name string, axis int, max bool) (Tensor[T, E], error) {
	var lane [2]int
	shape, s, k, err := reduceAxis[E](name, t.strided(), axis, &lane)
	if err != nil {
		return Tensor[T, E]{}, err
	}
	if err := engine.NonEmptyAxis(name, s.Shape[k], k); err != nil {
		return Tensor[T, E]{}, err
	}
	r, err := Zeros[T](shape)
	if err != nil {
		return Tensor[T, E]{}, err
	}
	engine.ExtremeAxisInto(r.strided(), s, 1<<k, max)
	return r, nil
}

func extremeAxisToTensor[E Dim, T Real, D Dim](name string, dst Tensor[T, E], t Tensor[T, D], axis int, max bool) error {
	var lane [2]int
	shape, s, k, err := reduceAxis[E](name, t.strided(), axis, &lane)
	if err != nil {
		return err
	}
	return engine.ExtremeAxisTo(name, dst.strided(), s, ints(&shape), k, max)
}
