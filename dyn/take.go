package dyn

import "github.com/fixedrank/tensor/internal/engine"

// Take returns the elements of t at the given indices along axis
// (np.take(t, indices, axis, mode)); see the root package's Take.
func Take[T any](t Tensor[T], indices Tensor[int], axis int, mode string) (Tensor[T], error) {
	const op = "dyn.Take"
	m, err := engine.ParseTakeMode(op, mode)
	if err != nil {
		return Tensor[T]{}, err
	}
	shape, a, err := engine.TakeShape(op, t.layout.shape, indices.layout.shape, axis, make([]int, 0, MaxRank))
	if err != nil {
		return Tensor[T]{}, err
	}
	r, err := empty[T](op, shape...) // TakeInto writes every element
	if err == nil {
		err = engine.TakeInto(op, r.strided(), t.strided(), indices.strided(), a, m)
	}
	if err != nil {
		return Tensor[T]{}, err
	}
	return r, nil
}

// TakeAlongAxis returns np.take_along_axis(t, indices, axis); see the root
// package's TakeAlongAxis. indices of another rank than t's is an error
// wrapping [ErrRank].
func TakeAlongAxis[T any](t Tensor[T], indices Tensor[int], axis int) (Tensor[T], error) {
	const op = "dyn.TakeAlongAxis"
	shape, a, err := engine.AlongShape(op, t.layout.shape, indices.layout.shape, axis, make([]int, MaxRank))
	if err != nil {
		return Tensor[T]{}, err
	}
	r, err := empty[T](op, shape...) // written whole
	if err == nil {
		err = engine.TakeAlongInto(op, r.strided(), t.strided(), indices.strided(), a)
	}
	if err != nil {
		return Tensor[T]{}, err
	}
	return r, nil
}
