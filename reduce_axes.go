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
