package engine

// ScalarAxis reports whether axis is one that NumPy's reductions accept
// on a tensor of the given rank although the tensor has no axis: 0 or -1
// of a rank-0 tensor.
func ScalarAxis(rank, axis int) bool { return rank == 0 && (axis == 0 || axis == -1) }

// ScalarLane returns the rank-0 operand s as the rank-1 lane that holds
// its element: of length 1, or 0 for a tensor without a buffer (the zero
// value of a rank-0 Tensor). lane holds the lane's shape and stride.
func ScalarLane[T any](s Strided[T], lane *[2]int) Strided[T] {
	lane[0], lane[1] = 1, 1
	if len(s.Data) == 0 {
		lane[0] = 0
	}
	s.Shape, s.St = lane[:1], lane[1:]
	return s
}

// AxesOperand is axesShape for a reduction over axes of s that accepts
// axis 0 or -1 of a rank-0 tensor named alone (NumPy's axis=0; NumPy
// refuses axis=(0,), which a list of axes cannot tell apart from it). It
// also returns the operand to reduce over the axes in the mask: s itself,
// or for such an axis the lane of scalarLane, reduced over its one axis
// into a rank-0 result (with keep too, as NumPy's keepdims result of a 0-d
// array is 0-d).
func AxesOperand[T any](op string, s Strided[T], axes []int, keep, nonEmpty bool, out *[MaxRank]int, lane *[2]int) (Strided[T], []int, uint64, error) {
	if len(axes) == 1 && ScalarAxis(len(s.Shape), axes[0]) {
		s = ScalarLane(s, lane)
		if nonEmpty && s.Shape[0] == 0 {
			return s, nil, 0, NonEmptyAxis(op, 0, 0)
		}
		return s, out[:0], 1, nil
	}
	shape, mask, err := AxesShape(op, s.Shape, axes, keep, nonEmpty, out)
	return s, shape, mask, err
}

// CountedAxes refuses, as NumPy's mean, var and std do, axis 0 or -1 of
// a rank-0 tensor: those reductions count the reduced elements with
// normalize_axis_index, which raises AxisError for any axis of a 0-d
// array.
func CountedAxes(op string, rank int, axes []int) error {
	if rank == 0 && len(axes) > 0 {
		_, err := NormAxis(op, axes[0], 0) // out of range for rank 0
		return err
	}
	return nil
}

// ReduceCountedTo is reduceAxesTo for mean: see countedAxes.
func ReduceCountedTo[V, T any](op string, dst Strided[V], t Strided[T], axes []int, nonEmpty bool, fold FoldAxes[V, T]) error {
	if err := CountedAxes(op, len(t.Shape), axes); err != nil {
		return err
	}
	return ReduceAxesTo(op, dst, t, axes, nonEmpty, fold)
}
