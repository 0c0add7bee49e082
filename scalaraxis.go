package tensor

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

// scalarAxis reports whether axis is one that NumPy's reductions accept
// on a tensor of the given rank although the tensor has no axis: 0 or -1
// of a rank-0 tensor.
func scalarAxis(rank, axis int) bool { return rank == 0 && (axis == 0 || axis == -1) }

// scalarLane returns the rank-0 operand s as the rank-1 lane that holds
// its element: of length 1, or 0 for a tensor without a buffer (the zero
// value of a rank-0 Tensor). lane holds the lane's shape and stride.
func scalarLane[T any](s strided[T], lane *[2]int) strided[T] {
	lane[0], lane[1] = 1, 1
	if len(s.data) == 0 {
		lane[0] = 0
	}
	s.shape, s.st = lane[:1], lane[1:]
	return s
}

// reduceAxis checks the output rank E and the axis of a one-axis
// reduction of s that accepts axis 0 or -1 of a rank-0 tensor, and returns
// the result's shape (s's shape without the axis), the operand to reduce
// along axis k (s itself, or for such an axis the lane of scalarLane, whose
// reduction has rank 0) and k.
func reduceAxis[E Dim, T any](name string, s strided[T], axis int, lane *[2]int) (E, strided[T], int, error) {
	var shape E
	if scalarAxis(len(s.shape), axis) {
		if len(shape) != 0 {
			return shape, s, 0, rankError(name, len(shape), 0)
		}
		return shape, scalarLane(s, lane), 0, nil
	}
	if want := max(len(s.shape)-1, 0); len(shape) != want {
		return shape, s, 0, rankError(name, len(shape), want)
	}
	k, err := reduceShape(name, s.shape, axis, ints(&shape))
	return shape, s, k, err
}

// reduceAxisDyn is reduceAxis for a dynamic-rank result, whose shape is
// written into buf.
func reduceAxisDyn[T any](name string, s strided[T], axis int, buf *[MaxRank]int, lane *[2]int) ([]int, strided[T], int, error) {
	if scalarAxis(len(s.shape), axis) {
		return buf[:0], scalarLane(s, lane), 0, nil
	}
	shape := buf[:max(len(s.shape)-1, 0)]
	k, err := reduceShape(name, s.shape, axis, shape)
	return shape, s, k, err
}

// axesOperand is axesShape for a reduction over axes of s that accepts
// axis 0 or -1 of a rank-0 tensor named alone (NumPy's axis=0; NumPy
// refuses axis=(0,), which a list of axes cannot tell apart from it). It
// also returns the operand to reduce over the axes in the mask: s itself,
// or for such an axis the lane of scalarLane, reduced over its one axis
// into a rank-0 result (with keep too, as NumPy's keepdims result of a 0-d
// array is 0-d).
func axesOperand[T any](op string, s strided[T], axes []int, keep, nonEmpty bool, out *[MaxRank]int, lane *[2]int) (strided[T], []int, uint64, error) {
	if len(axes) == 1 && scalarAxis(len(s.shape), axes[0]) {
		s = scalarLane(s, lane)
		if nonEmpty && s.shape[0] == 0 {
			return s, nil, 0, nonEmptyAxis(op, 0, 0)
		}
		return s, out[:0], 1, nil
	}
	shape, mask, err := axesShape(op, s.shape, axes, keep, nonEmpty, out)
	return s, shape, mask, err
}

// countedAxes refuses, as NumPy's mean, var and std do, axis 0 or -1 of
// a rank-0 tensor: those reductions count the reduced elements with
// normalize_axis_index, which raises AxisError for any axis of a 0-d
// array.
func countedAxes(op string, rank int, axes []int) error {
	if rank == 0 && len(axes) > 0 {
		_, err := normAxis(op, axes[0], 0) // out of range for rank 0
		return err
	}
	return nil
}

// reduceCounted is reduceAxes for mean, var and std: see countedAxes.
func reduceCounted[E Dim, V, T any, D Dim](op string, t Tensor[T, D], axes []int, keep, nonEmpty bool, fold foldAxes[V, T]) (Tensor[V, E], error) {
	if err := countedAxes(op, len(t.layout.shape), axes); err != nil {
		return Tensor[V, E]{}, err
	}
	return reduceAxes[E](op, t, axes, keep, nonEmpty, fold)
}

// reduceCountedDyn is reduceAxesDyn for mean, var and std: see
// countedAxes.
func reduceCountedDyn[V, T any](op string, t DynTensor[T], axes []int, keep, nonEmpty bool, fold foldAxes[V, T]) (DynTensor[V], error) {
	if err := countedAxes(op, len(t.layout.shape), axes); err != nil {
		return DynTensor[V]{}, err
	}
	return reduceAxesDyn(op, t, axes, keep, nonEmpty, fold)
}

// reduceCountedTo is reduceAxesTo for mean: see countedAxes.
func reduceCountedTo[V, T any](op string, dst strided[V], t strided[T], axes []int, nonEmpty bool, fold foldAxes[V, T]) error {
	if err := countedAxes(op, len(t.shape), axes); err != nil {
		return err
	}
	return reduceAxesTo(op, dst, t, axes, nonEmpty, fold)
}
