package engine

import (
	"unsafe"

	"github.com/fixedrank/tensor/internal/kernel"
	"github.com/fixedrank/tensor/internal/par"
)

// Concatenate checks the inputs, allocates the result (its shape and
// strides written into shape and st, of the inputs' rank) and copies each
// input into its part.
func Concatenate[T any](op string, axis int, ins []Strided[T], shape, st []int) ([]T, error) {
	ax, err := ConcatShape(op, axis, ins, shape)
	if err != nil {
		return nil, err
	}
	out, err := NewResultC[T](op, shape, st) // the inputs' parts cover it
	if err != nil {
		return nil, err
	}
	ConcatInto(out, ax, ins, true)
	return out.Data, nil
}

// ConcatShape checks the inputs of a concatenation along axis and writes
// the result's shape into shape (of the inputs' rank); it returns the
// normalised axis.
func ConcatShape[T any](op string, axis int, ins []Strided[T], shape []int) (int, error) {
	if len(ins) == 0 {
		return 0, Errorf(ErrShape, "%s: need at least one tensor", op)
	}
	r := len(ins[0].Shape)
	if r == 0 {
		return 0, Errorf(ErrRank, "%s: rank-0 tensors cannot be concatenated", op)
	}
	ax, err := NormAxis(op, axis, r)
	if err != nil {
		return 0, err
	}
	total := 0
	for i, s := range ins {
		if len(s.Shape) != r {
			return 0, Errorf(ErrRank, "%s: input %d has rank %d, input 0 rank %d", op, i, len(s.Shape), r)
		}
		for k := range r {
			if k != ax && s.Shape[k] != ins[0].Shape[k] {
				return 0, Errorf(ErrShape, "%s: input %d has shape %s, input 0 %s: they differ on axis %d, not only on the joining axis %d", op, i, FmtInts(s.Shape), FmtInts(ins[0].Shape), k, ax)
			}
		}
		var ok bool
		if total, ok = AddInt(total, s.Shape[ax]); !ok {
			return 0, Errorf(ErrOverflow, "%s: the lengths along axis %d", op, ax)
		}
	}
	copy(shape, ins[0].Shape)
	shape[ax] = total
	return ax, nil
}

// ConcatInto copies each input into its part of dst along axis ax; fresh
// tells a new result from the caller's destination (see streamsInto).
func ConcatInto[T any](dst Strided[T], ax int, ins []Strided[T], fresh bool) {
	if concatRows(dst, ax, ins, fresh) {
		return
	}
	part := dst
	var sh [MaxRank]int
	part.Shape = sh[:len(dst.Shape)]
	for _, s := range ins {
		copy(part.Shape, s.Shape)
		copyStrided(part, s, fresh)
		part.Off += s.Shape[ax] * dst.St[ax]
	}
}

// concatRows is ConcatInto along an inner axis (ax > 0) of a C-contiguous
// dst from C-contiguous inputs, on one worker: each input holds one run of
// every row of dst (the elements under one index of the axes before ax),
// and the runs are copied row by row, every input in turn, so that dst is
// written once from front to back. Copying each input in a pass of its
// own took 1.3x as long (1024² float64 pairs on a 2-core AMD EPYC VM: 725
// against 560 µs). A destination that streams (see streamsInto: a new
// result from the non-temporal threshold) takes the runs with
// non-temporal stores, as a copy does: copy() stores runs of a row's
// length through the caches, reading each line of the new buffer from
// memory first. It reports false, having done nothing, in every other
// case, which ConcatInto copies input by input.
func concatRows[T any](dst Strided[T], ax int, ins []Strided[T], fresh bool) bool {
	if ax == 0 || len(dst.Data) == 0 || !IsContig(dst.Shape, dst.St, C) {
		return false
	}
	for _, s := range ins {
		if !IsContig(s.Shape, s.St, C) {
			return false
		}
	}
	rows, inner := 1, 1
	for _, n := range dst.Shape[:ax] {
		rows *= n
	}
	for _, n := range dst.Shape[ax+1:] {
		inner *= n
	}
	width := dst.Shape[ax] * inner
	if par.Parts(rows*width, par.Grain) > 1 {
		return false // CopyStrided splits each input's copy among the workers
	}
	var z T
	bytes := rows * width * int(unsafe.Sizeof(z))
	nt := streamsInto(bytes, bytes, fresh)
	for i := range rows {
		o := dst.Off + i*width
		for _, s := range ins {
			l := s.Shape[ax] * inner
			if l == 0 {
				continue // an empty input: its offset may lie past its buffer (a flipped one's)
			}
			if nt {
				kernel.Copy(dst.Data, o, 1, s.Data, s.Off+i*l, 1, l, true)
			} else {
				copy(dst.Data[o:o+l], s.Data[s.Off+i*l:s.Off+i*l+l])
			}
			o += l
		}
	}
	if nt {
		kernel.Fence()
	}
	return true
}

// ConcatenateTo stores the concatenation of ins along axis into dst, which
// must have the result's shape; when dst shares memory with an input, the
// result is computed into a temporary first.
func ConcatenateTo[T any](op string, dst Strided[T], axis int, ins []Strided[T]) error {
	var shape, st [MaxRank]int
	n := len(dst.Shape)
	if len(ins) > 0 {
		n = len(ins[0].Shape)
	}
	ax, err := ConcatShape(op, axis, ins, shape[:n])
	if err != nil {
		return err
	}
	if err := CheckAxisDst(op, dst, shape[:n]); err != nil {
		return err
	}
	for _, s := range ins {
		if MustCopy(dst, s, nil, 0, Whole) {
			tmp, err := NewResultC[T](op, shape[:n], st[:n])
			if err != nil {
				return err
			}
			ConcatInto(tmp, ax, ins, true)
			return Assign(op, dst, tmp)
		}
	}
	ConcatInto(dst, ax, ins, false)
	return nil
}

// Stack checks the inputs of rank r, allocates the result (its shape and
// strides written into shape and st, which must be r+1 long) and copies
// input i into the result's index i along axis.
func Stack[T any](op string, axis, r int, ins []Strided[T], shape, st []int) ([]T, error) {
	if len(shape) != r+1 {
		return nil, Errorf(ErrRank, "%s: stacking rank-%d tensors gives rank %d, not %d", op, r, r+1, len(shape))
	}
	if len(ins) == 0 {
		return nil, Errorf(ErrShape, "%s: need at least one tensor", op)
	}
	ax, err := NormAxis(op, axis, r+1)
	if err != nil {
		return nil, err
	}
	in0 := ins[0].Shape
	for i, s := range ins {
		same := len(s.Shape) == len(in0)
		for k := 0; same && k < len(in0); k++ {
			same = s.Shape[k] == in0[k]
		}
		if !same {
			return nil, Errorf(ErrShape, "%s: input %d has shape %s, input 0 %s: all must be equal", op, i, FmtInts(s.Shape), FmtInts(in0))
		}
	}
	copy(shape, in0[:ax])
	shape[ax] = len(ins)
	copy(shape[ax+1:], in0[ax:])
	out, err := NewResultC[T](op, shape, st) // one input per index along axis
	if err != nil {
		return nil, err
	}
	var dst_ [MaxRank]int // the result's strides without axis
	copy(dst_[:], st[:ax])
	copy(dst_[ax:], st[ax+1:])
	dst := out
	dst.Shape, dst.St = in0, dst_[:r]
	for _, s := range ins {
		CopyStrided(dst, s)
		dst.Off += st[ax]
	}
	return out.Data, nil
}

// splitParts cuts a tensor of shape along axis with slice, its Slice
// method: at indices if byIndex, else into sections parts.
func SplitParts[V any](op string, shape []int, axis, sections int, indices []int, byIndex bool, slice func(int, Item) (V, error)) ([]V, error) {
	ax, err := NormAxis(op, axis, len(shape))
	if err != nil {
		return nil, err
	}
	n := shape[ax]
	parts := len(indices) + 1
	if !byIndex {
		if sections < 1 {
			return nil, Errorf(ErrShape, "%s: %d sections; the number of sections must be at least 1", op, sections)
		}
		parts = sections
	}
	out, err := MakeBuf[V](op, parts)
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
