package tensor

import "github.com/fixedrank/tensor/internal/engine"

// Take returns the elements of t at the given indices along axis (NumPy's
// np.take(t, indices, axis, mode); t[..., indices, ...] with an integer
// index array, m[idx] for axis 0 and m[:, idx] for axis 1) in a new
// C-contiguous tensor of rank E = rank D - 1 + rank I: t's axes before
// axis, then indices' axes, then t's axes after axis. mode is NumPy's:
// "raise" (or "") takes negative indices from the end and refuses others
// out of range, "wrap" takes them modulo the length, "clip" clips them to
// the ends. For np.take(t, idx) with no axis, take from [Ravel] of t
// along 0.
//
// It returns an error wrapping [ErrIndex] for an index out of range (mode
// "raise") or any index into an empty axis, [ErrValue] for another mode,
// [ErrAxis] for an axis out of range, [ErrRank] if E is not the result's
// rank, or the errors of [Zeros].
func Take[E Dim, T any, D, I Dim](t Tensor[T, D], indices Tensor[int, I], axis int, mode string) (Tensor[T, E], error) {
	const op = "Take"
	m, err := engine.ParseTakeMode(op, mode)
	if err != nil {
		return Tensor[T, E]{}, err
	}
	var buf [MaxRank]int
	shape, a, err := engine.TakeShape(op, ints(&t.layout.shape), ints(&indices.layout.shape), axis, buf[:0])
	if err != nil {
		return Tensor[T, E]{}, err
	}
	e, ok := dimOf[E](shape)
	if !ok {
		return Tensor[T, E]{}, engine.RankError(op, len(e), len(shape))
	}
	r, err := empty[T](op, e) // TakeInto writes every element
	if err == nil {
		err = engine.TakeInto(op, r.strided(), t.strided(), indices.strided(), a, m)
	}
	if err != nil {
		return Tensor[T, E]{}, err
	}
	return r, nil
}

// TakeAlongAxis returns np.take_along_axis(t, indices, axis): the element
// of t at position indices[p] along axis, for every position p of the
// result, in a new C-contiguous tensor; indices has t's rank, and the
// lengths of the other axes broadcast (one of them 1, or equal). It pairs
// with [ArgSort] and [ArgMaxKeepDims]: TakeAlongAxis(t, ArgSort(t, 1), 1)
// is [Sort] of t along 1. Negative indices count from the end. It returns
// an error wrapping [ErrIndex] for an index outside [-n, n) (as in NumPy,
// none is checked when the result is empty),
// [ErrBroadcast] for other lengths that do not broadcast, [ErrAxis], or
// the errors of [Zeros].
func TakeAlongAxis[T any, D Dim](t Tensor[T, D], indices Tensor[int, D], axis int) (Tensor[T, D], error) {
	const op = "TakeAlongAxis"
	var shape D
	_, a, err := engine.AlongShape(op, ints(&t.layout.shape), ints(&indices.layout.shape), axis, ints(&shape))
	if err != nil {
		return Tensor[T, D]{}, err
	}
	r, err := empty[T](op, shape) // written whole
	if err == nil {
		err = engine.TakeAlongInto(op, r.strided(), t.strided(), indices.strided(), a)
	}
	if err != nil {
		return Tensor[T, D]{}, err
	}
	return r, nil
}
