package tensor

// Joining and splitting (NumPy's concatenate, stack, array_split and
// split). Each is written once on strided operands and shapes; the Tensor
// and DynTensor functions only gather their operands and hold the result's
// shape. The copies run on the copy engine (copyStrided), one per input,
// into the part of the new C-contiguous result that the input fills.

// Concatenate returns a new C-contiguous tensor holding ts joined along
// axis (NumPy's concatenate); a negative axis counts from the end. The
// inputs may be any views (broadcast, flipped, strided); their shapes must
// be equal except along axis. It returns an error wrapping [ErrShape] for
// no input or for shapes that differ elsewhere than on axis (naming the
// input), [ErrRank] for rank 0 (NumPy: zero-dimensional arrays cannot be
// concatenated), [ErrAxis] for an axis out of range, and the allocation
// errors of [Zeros].
func Concatenate[T any, D Dim](axis int, ts ...Tensor[T, D]) (Tensor[T, D], error) {
	ins := stridedOf(ts)
	var r Tensor[T, D]
	data, err := concatenate("Concatenate", axis, ins, ints(&r.layout.shape), ints(&r.layout.strides))
	if err != nil {
		return Tensor[T, D]{}, err
	}
	r.data = data
	return r, nil
}

// ConcatenateTo stores ts joined along axis into dst, which must have
// the joined shape (NumPy's concatenate with out=); dst may be any
// writable view, and may share memory with the inputs (the result is then
// computed into a temporary first). Joining into an existing tensor
// skips allocating and zeroing a new result (only the list of inputs is
// allocated). It returns the errors of [Concatenate], [ErrShape] if dst's
// shape is not the joined shape and [ErrReadOnly] if dst is read-only; on
// error dst is unchanged.
func ConcatenateTo[T any, D Dim](dst Tensor[T, D], axis int, ts ...Tensor[T, D]) error {
	return concatenateTo("ConcatenateTo", dst.strided(), axis, stridedOf(ts))
}

// ConcatenateToDyn is [ConcatenateTo] for dynamic-rank tensors.
func ConcatenateToDyn[T any](dst DynTensor[T], axis int, ts ...DynTensor[T]) error {
	ins, _ := dynStridedOf(ts)
	return concatenateTo("ConcatenateToDyn", dst.strided(), axis, ins)
}

// ConcatenateDyn is [Concatenate] for dynamic-rank tensors; inputs of
// different ranks give an error wrapping [ErrRank].
func ConcatenateDyn[T any](axis int, ts ...DynTensor[T]) (DynTensor[T], error) {
	ins, r := dynStridedOf(ts)
	l := DynLayout{shape: make([]int, r), strides: make([]int, r)}
	data, err := concatenate("ConcatenateDyn", axis, ins, l.shape, l.strides)
	if err != nil {
		return DynTensor[T]{}, err
	}
	return DynTensor[T]{data: data, layout: l}, nil
}

// Stack returns a new C-contiguous tensor of rank E = len(D)+1 holding ts
// along a new axis at position axis of the result (NumPy's stack); a
// negative axis counts from the end of the result's axes. It returns an
// error wrapping [ErrRank] if E's rank is not len(D)+1, [ErrShape] for no
// input or for shapes that differ (naming the input), [ErrAxis] for an axis
// out of range, and the allocation errors of [Zeros].
func Stack[E Dim, T any, D Dim](axis int, ts ...Tensor[T, D]) (Tensor[T, E], error) {
	ins := stridedOf(ts)
	var r Tensor[T, E]
	data, err := stack("Stack", axis, Rank[D](), ins, ints(&r.layout.shape), ints(&r.layout.strides))
	if err != nil {
		return Tensor[T, E]{}, err
	}
	r.data = data
	return r, nil
}

// StackDyn is [Stack] for dynamic-rank tensors: the result has one axis
// more than the inputs, which must all have the same shape; a result rank
// above [MaxRank] gives an error wrapping [ErrRank].
func StackDyn[T any](axis int, ts ...DynTensor[T]) (DynTensor[T], error) {
	ins, r := dynStridedOf(ts)
	if r+1 > MaxRank {
		return DynTensor[T]{}, errorf(ErrRank, "StackDyn: result rank %d exceeds %d", r+1, MaxRank)
	}
	l := DynLayout{shape: make([]int, r+1), strides: make([]int, r+1)}
	data, err := stack("StackDyn", axis, r, ins, l.shape, l.strides)
	if err != nil {
		return DynTensor[T]{}, err
	}
	return DynTensor[T]{data: data, layout: l}, nil
}

// concatenate checks the inputs, allocates the result (its shape and
// strides written into shape and st, of the inputs' rank) and copies each
// input into its part.
func concatenate[T any](op string, axis int, ins []strided[T], shape, st []int) ([]T, error) {
	ax, err := concatShape(op, axis, ins, shape)
	if err != nil {
		return nil, err
	}
	out, err := newC[T](op, shape, st)
	if err != nil {
		return nil, err
	}
	concatInto(out, ax, ins)
	return out.data, nil
}

// concatShape checks the inputs of a concatenation along axis and writes
// the result's shape into shape (of the inputs' rank); it returns the
// normalised axis.
func concatShape[T any](op string, axis int, ins []strided[T], shape []int) (int, error) {
	if len(ins) == 0 {
		return 0, errorf(ErrShape, "%s: need at least one tensor", op)
	}
	r := len(ins[0].shape)
	if r == 0 {
		return 0, errorf(ErrRank, "%s: rank-0 tensors cannot be concatenated", op)
	}
	ax, err := normAxis(op, axis, r)
	if err != nil {
		return 0, err
	}
	total := 0
	for i, s := range ins {
		if len(s.shape) != r {
			return 0, errorf(ErrRank, "%s: input %d has rank %d, input 0 rank %d", op, i, len(s.shape), r)
		}
		for k := range r {
			if k != ax && s.shape[k] != ins[0].shape[k] {
				return 0, errorf(ErrShape, "%s: input %d has shape %s, input 0 %s: they differ on axis %d, not only on the joining axis %d", op, i, fmtInts(s.shape), fmtInts(ins[0].shape), k, ax)
			}
		}
		var ok bool
		if total, ok = addInt(total, s.shape[ax]); !ok {
			return 0, errorf(ErrOverflow, "%s: the lengths along axis %d", op, ax)
		}
	}
	copy(shape, ins[0].shape)
	shape[ax] = total
	return ax, nil
}

// concatInto copies each input into its part of dst along axis ax.
func concatInto[T any](dst strided[T], ax int, ins []strided[T]) {
	part := dst
	var sh [MaxRank]int
	part.shape = sh[:len(dst.shape)]
	for _, s := range ins {
		copy(part.shape, s.shape)
		copyStrided(part, s)
		part.off += s.shape[ax] * dst.st[ax]
	}
}

// concatenateTo stores the concatenation of ins along axis into dst, which
// must have the result's shape; when dst shares memory with an input, the
// result is computed into a temporary first.
func concatenateTo[T any](op string, dst strided[T], axis int, ins []strided[T]) error {
	var shape, st [MaxRank]int
	n := len(dst.shape)
	if len(ins) > 0 {
		n = len(ins[0].shape)
	}
	ax, err := concatShape(op, axis, ins, shape[:n])
	if err != nil {
		return err
	}
	if err := checkAxisDst(op, dst, shape[:n]); err != nil {
		return err
	}
	for _, s := range ins {
		if mustCopyWhole(dst, s) {
			tmp, err := newC[T](op, shape[:n], st[:n])
			if err != nil {
				return err
			}
			concatInto(tmp, ax, ins)
			return assign(op, dst, tmp)
		}
	}
	concatInto(dst, ax, ins)
	return nil
}

// stack checks the inputs of rank r, allocates the result (its shape and
// strides written into shape and st, which must be r+1 long) and copies
// input i into the result's index i along axis.
func stack[T any](op string, axis, r int, ins []strided[T], shape, st []int) ([]T, error) {
	if len(shape) != r+1 {
		return nil, errorf(ErrRank, "%s: stacking rank-%d tensors gives rank %d, not %d", op, r, r+1, len(shape))
	}
	if len(ins) == 0 {
		return nil, errorf(ErrShape, "%s: need at least one tensor", op)
	}
	ax, err := normAxis(op, axis, r+1)
	if err != nil {
		return nil, err
	}
	in0 := ins[0].shape
	for i, s := range ins {
		same := len(s.shape) == len(in0)
		for k := 0; same && k < len(in0); k++ {
			same = s.shape[k] == in0[k]
		}
		if !same {
			return nil, errorf(ErrShape, "%s: input %d has shape %s, input 0 %s: all must be equal", op, i, fmtInts(s.shape), fmtInts(in0))
		}
	}
	copy(shape, in0[:ax])
	shape[ax] = len(ins)
	copy(shape[ax+1:], in0[ax:])
	out, err := newC[T](op, shape, st)
	if err != nil {
		return nil, err
	}
	var dst_ [MaxRank]int // the result's strides without axis
	copy(dst_[:], st[:ax])
	copy(dst_[ax:], st[ax+1:])
	dst := out
	dst.shape, dst.st = in0, dst_[:r]
	for _, s := range ins {
		copyStrided(dst, s)
		dst.off += st[ax]
	}
	return out.data, nil
}

// Split returns t cut along axis into sections views (NumPy's
// array_split): with n = t's length along axis, the first n%sections views
// have length n/sections+1 and the others n/sections, so some are empty
// when sections exceeds n. The views share t's elements. It returns an
// error wrapping [ErrShape] if sections < 1, [ErrAxis] for an axis out of
// range, and the allocation errors of [Zeros] for the slice of views.
func Split[T any, D Dim](t Tensor[T, D], axis, sections int) ([]Tensor[T, D], error) {
	return splitParts("Split", ints(&t.layout.shape), axis, sections, nil, false, t.Slice)
}

// SplitIndices returns t cut along axis before each of indices (NumPy's
// split with a list of indices): the views t[:i0], t[i0:i1], …, t[ik:]
// along axis, each bound clamped and counted from the end when negative as
// in Python's slicing, so indices out of order give empty views exactly as
// NumPy's do. The views share t's elements. It returns an error wrapping
// [ErrAxis] for an axis out of range.
func SplitIndices[T any, D Dim](t Tensor[T, D], axis int, indices ...int) ([]Tensor[T, D], error) {
	return splitParts("SplitIndices", ints(&t.layout.shape), axis, 0, indices, true, t.Slice)
}

// Split is [Split] for a dynamic-rank tensor.
func (t DynTensor[T]) Split(axis, sections int) ([]DynTensor[T], error) {
	return splitParts("Split", t.layout.shape, axis, sections, nil, false, t.Slice)
}

// SplitIndices is [SplitIndices] for a dynamic-rank tensor.
func (t DynTensor[T]) SplitIndices(axis int, indices ...int) ([]DynTensor[T], error) {
	return splitParts("SplitIndices", t.layout.shape, axis, 0, indices, true, t.Slice)
}

// splitParts cuts a tensor of shape along axis with slice, its Slice
// method: at indices if byIndex, else into sections parts.
func splitParts[V any](op string, shape []int, axis, sections int, indices []int, byIndex bool, slice func(int, Item) (V, error)) ([]V, error) {
	ax, err := normAxis(op, axis, len(shape))
	if err != nil {
		return nil, err
	}
	n := shape[ax]
	parts := len(indices) + 1
	if !byIndex {
		if sections < 1 {
			return nil, errorf(ErrShape, "%s: %d sections; the number of sections must be at least 1", op, sections)
		}
		parts = sections
	}
	out, err := makeBuf[V](op, parts)
	if err != nil {
		return nil, err
	}
	each, extra := n/max(sections, 1), n%max(sections, 1)
	for j := range out {
		var lo, hi int
		if !byIndex {
			lo = j*each + min(j, extra)
			hi = lo + each
			if j < extra {
				hi++
			}
		} else {
			lo, hi = 0, n
			if j > 0 {
				lo = indices[j-1]
			}
			if j < len(indices) {
				hi = indices[j]
			}
		}
		if out[j], err = slice(ax, Range(lo, hi)); err != nil {
			return nil, err // cannot happen: the axis is valid and the step 1
		}
	}
	return out, nil
}

// stridedOf returns the inputs of a join as strided operands.
func stridedOf[T any, D Dim](ts []Tensor[T, D]) []strided[T] {
	ins := make([]strided[T], len(ts))
	for i := range ts {
		ins[i] = ts[i].strided()
	}
	return ins
}

// dynStridedOf returns the inputs of a join as strided operands, and the
// rank of the first (0 for none).
func dynStridedOf[T any](ts []DynTensor[T]) ([]strided[T], int) {
	ins := make([]strided[T], len(ts))
	for i := range ts {
		ins[i] = ts[i].strided()
	}
	if len(ts) == 0 {
		return ins, 0
	}
	return ins, len(ts[0].layout.shape)
}
