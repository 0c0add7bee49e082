package tensor

import (
	"github.com/fixedrank/tensor/internal/engine"
)

// Joining and splitting (NumPy's concatenate, stack, array_split and
// split). Each is written once on strided operands and shapes; the Tensor
// and dyn.Tensor functions only gather their operands and hold the result's
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
	data, err := engine.Concatenate("Concatenate", axis, ins, ints(&r.layout.shape), ints(&r.layout.strides))
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
	return engine.ConcatenateTo("ConcatenateTo", dst.strided(), axis, stridedOf(ts))
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
	data, err := engine.Stack("Stack", axis, rank[D](), ins, ints(&r.layout.shape), ints(&r.layout.strides))
	if err != nil {
		return Tensor[T, E]{}, err
	}
	r.data = data
	return r, nil
}

// Split returns t cut along axis into sections views (NumPy's
// array_split): with n = t's length along axis, the first n%sections views
// have length n/sections+1 and the others n/sections, so some are empty
// when sections exceeds n. The views share t's elements. It returns an
// error wrapping [ErrShape] if sections < 1, [ErrAxis] for an axis out of
// range, and the allocation errors of [Zeros] for the slice of views.
func Split[T any, D Dim](t Tensor[T, D], axis, sections int) ([]Tensor[T, D], error) {
	return engine.SplitParts("Split", ints(&t.layout.shape), axis, sections, nil, false, t.Slice)
}

// SplitIndices returns t cut along axis before each of indices (NumPy's
// split with a list of indices): the views t[:i0], t[i0:i1], …, t[ik:]
// along axis, each bound clamped and counted from the end when negative as
// in Python's slicing, so indices out of order give empty views exactly as
// NumPy's do. The views share t's elements. It returns an error wrapping
// [ErrAxis] for an axis out of range.
func SplitIndices[T any, D Dim](t Tensor[T, D], axis int, indices ...int) ([]Tensor[T, D], error) {
	return engine.SplitParts("SplitIndices", ints(&t.layout.shape), axis, 0, indices, true, t.Slice)
}

// stridedOf returns the inputs of a join as strided operands.
func stridedOf[T any, D Dim](ts []Tensor[T, D]) []engine.Strided[T] {
	ins := make([]engine.Strided[T], len(ts))
	for i := range ts {
		ins[i] = ts[i].strided()
	}
	return ins
}
