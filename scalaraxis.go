package tensor

import (
	"github.com/fixedrank/tensor/internal/engine"
)

// Axis 0 and -1 of a rank-0 tensor. NumPy's reductions accept them on a
// 0-d array for backwards compatibility (PyArray_ConvertMultiAxis lets an
// integer axis 0 or -1 through, and PyArray_CheckAxis, behind argmin,
// argmax, cumsum and cumprod, makes the array 1-d): np.sum(np.array(5.),
// axis=0) is 5.0, np.argmin gives 0 and np.cumsum gives [5.]. Sum, prod,
// min, max, any, all, count_nonzero, argmin, argmax, cumsum and cumprod
// accept them, with or without keepdims. Mean, var and std, which count
// the reduced elements with normalize_axis_index first, raise AxisError,
// as every reduction does for axis 1 or -2, and for axis=(0,).
//
// Here such an axis reduces the lane that holds the tensor's one element,
// a rank-1 operand of length 1, into a rank-0 result: the same values as
// NumPy's (0 + x for a sum, 1 * x for a product, x for the others, index
// 0 for argmin and argmax).

// reduceAxis checks the output rank E and the axis of a one-axis
// reduction of s that accepts axis 0 or -1 of a rank-0 tensor, and returns
// the result's shape (s's shape without the axis), the operand to reduce
// along axis k (s itself, or for such an axis the lane of scalarLane, whose
// reduction has rank 0) and k.
func reduceAxis[E Dim, T any](name string, s engine.Strided[T], axis int, lane *[2]int) (E, engine.Strided[T], int, error) {
	var shape E
	if engine.ScalarAxis(len(s.Shape), axis) {
		if len(shape) != 0 {
			return shape, s, 0, engine.RankError(name, len(shape), 0)
		}
		return shape, engine.ScalarLane(s, lane), 0, nil
	}
	if want := max(len(s.Shape)-1, 0); len(shape) != want {
		return shape, s, 0, engine.RankError(name, len(shape), want)
	}
	k, err := engine.ReduceShape(name, s.Shape, axis, ints(&shape))
	return shape, s, k, err
}

// reduceCounted is reduceAxes for mean, var and std: see countedAxes.
func reduceCounted[E Dim, V, T any, D Dim](op string, t Tensor[T, D], axes []int, keep, nonEmpty bool, fold engine.FoldAxes[V, T]) (Tensor[V, E], error) {
	if err := engine.CountedAxes(op, len(t.layout.shape), axes); err != nil {
		return Tensor[V, E]{}, err
	}
	return reduceAxes[E](op, t, axes, keep, nonEmpty, fold)
}
