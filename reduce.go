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
