package tensor

import "github.com/fixedrank/tensor/internal/engine"

// Diff returns the n-th differences along axis (NumPy's np.diff(t, n,
// axis)): t[i+1] - t[i] along axis, n times over, in a new C-contiguous
// tensor whose axis is n shorter (empty once n reaches its length).
// Integers wrap as in NumPy (an unsigned difference below zero wraps); n
// = 0 gives a copy of t, whatever the axis. It returns an error wrapping
// [ErrValue] for n < 0, [ErrAxis] for an axis out of range, or the errors
// of [Zeros].
func Diff[T Number, D Dim](t Tensor[T, D], n, axis int) (Tensor[T, D], error) {
	var shape D
	a, err := engine.DiffShape("Diff", ints(&t.layout.shape), n, axis, ints(&shape))
	if err != nil {
		return Tensor[T, D]{}, err
	}
	r, err := Zeros[T](shape)
	if err == nil {
		err = engine.DiffInto("Diff", r.strided(), t.strided(), n, a)
	}
	if err != nil {
		return Tensor[T, D]{}, err
	}
	return r, nil
}

// Roll returns t with its elements rolled by shift along axis (NumPy's
// np.roll(t, shift, axis)): the element at i moves to (i + shift) mod n,
// negative shifts rolling the other way, in a new C-contiguous tensor. For
// np.roll(t, shift) with no axis, roll [Ravel] of t along 0 and reshape.
// It returns an error wrapping [ErrAxis] for an axis out of range, or the
// errors of [Zeros].
func Roll[T any, D Dim](t Tensor[T, D], shift, axis int) (Tensor[T, D], error) {
	r, err := Zeros[T](t.layout.shape)
	if err == nil {
		err = engine.RollInto("Roll", r.strided(), t.strided(), shift, axis)
	}
	if err != nil {
		return Tensor[T, D]{}, err
	}
	return r, nil
}
