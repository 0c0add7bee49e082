package dyn

import "github.com/fixedrank/tensor/internal/engine"

// Put stores values into t at the flat C-order positions indices
// (np.put(t, indices, values, mode)); see the root package's Put, whose
// semantics and errors it has.
func Put[T any](t Tensor[T], indices Tensor[int], values any, mode string) error {
	const op = "dyn.Put"
	v, err := operand[T](op, values)
	if err != nil {
		return err
	}
	return engine.Put(op, t.strided(), indices.strided(), v, mode)
}

// PutAxis is the assignment form of [Take], t[..., indices, ...] = values
// along axis; see the root package's PutAxis, whose semantics and errors
// it has.
func PutAxis[T any](t Tensor[T], indices Tensor[int], values any, axis int, mode string) error {
	const op = "dyn.PutAxis"
	v, err := operand[T](op, values)
	if err != nil {
		return err
	}
	return engine.PutAxis(op, t.strided(), indices.strided(), v, axis, mode)
}

// PutAlongAxis stores values into t as np.put_along_axis(t, indices,
// values, axis), the inverse of [TakeAlongAxis]; see the root package's
// PutAlongAxis. indices of another rank than t's is an error wrapping
// [ErrRank] (NumPy's ValueError).
func PutAlongAxis[T any](t Tensor[T], indices Tensor[int], values any, axis int) error {
	const op = "dyn.PutAlongAxis"
	v, err := operand[T](op, values)
	if err != nil {
		return err
	}
	return engine.PutAlongAxis(op, t.strided(), indices.strided(), v, axis)
}
