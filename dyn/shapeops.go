package dyn

import "github.com/fixedrank/tensor/internal/engine"

// Diff returns the n-th differences along axis (np.diff(t, n, axis)); see
// the root package's Diff.
func Diff[T Number](t Tensor[T], n, axis int) (Tensor[T], error) {
	shape := make([]int, len(t.layout.shape))
	a, err := engine.DiffShape("dyn.Diff", t.layout.shape, n, axis, shape)
	if err != nil {
		return Tensor[T]{}, err
	}
	r, err := Zeros[T](shape...)
	if err == nil {
		err = engine.DiffInto("dyn.Diff", r.strided(), t.strided(), n, a)
	}
	if err != nil {
		return Tensor[T]{}, err
	}
	return r, nil
}

// Roll returns t rolled by shift along axis (np.roll(t, shift, axis)); see
// the root package's Roll.
func Roll[T any](t Tensor[T], shift, axis int) (Tensor[T], error) {
	r, err := Zeros[T](t.layout.shape...)
	if err == nil {
		err = engine.RollInto("dyn.Roll", r.strided(), t.strided(), shift, axis)
	}
	if err != nil {
		return Tensor[T]{}, err
	}
	return r, nil
}
