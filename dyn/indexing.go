package dyn

import "github.com/fixedrank/tensor/internal/engine"

// Nonzero returns np.nonzero(t): the indices of t's elements that are not
// the zero value of T, one rank-1 tensor per axis (one for rank 0, as in
// NumPy 1.24); see the root package's Nonzero.
func Nonzero[T comparable](t Tensor[T]) ([]Tensor[int], error) {
	data, n, err := engine.Nonzero("dyn.Nonzero", t.strided())
	if err != nil {
		return nil, err
	}
	r := make([]Tensor[int], max(len(t.layout.shape), 1))
	for k := range r {
		if r[k], err = FromSlice(data[k*n:(k+1)*n:(k+1)*n], n); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// FlatNonzero returns np.flatnonzero(t), the flat C-order positions of
// t's elements that are not the zero value of T; see the root package's
// FlatNonzero.
func FlatNonzero[T comparable](t Tensor[T]) (Tensor[int], error) {
	data, err := engine.FlatNonzero("dyn.FlatNonzero", t.strided())
	if err != nil {
		return Tensor[int]{}, err
	}
	return FromSlice(data, len(data))
}

// UnravelIndex returns np.unravel_index(indices, shape, order): one new
// tensor of indices' shape per axis of shape; see the root package's
// UnravelIndex, whose errors it has, and [ErrRank] for more than
// [MaxRank] dimensions.
func UnravelIndex(indices Tensor[int], shape []int, order Order) ([]Tensor[int], error) {
	data, n, err := engine.UnravelIndex("dyn.UnravelIndex", indices.strided(), shape, order)
	if err != nil {
		return nil, err
	}
	r := make([]Tensor[int], len(shape))
	for k := range r {
		if r[k], err = FromSlice(data[k*n:(k+1)*n:(k+1)*n], indices.layout.shape...); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// RavelMultiIndex returns np.ravel_multi_index(multiIndex, dims, mode,
// order) in a new C-contiguous tensor of the coordinates' broadcast shape
// (of any ranks); see the root package's RavelMultiIndex, whose errors it
// has.
func RavelMultiIndex(multiIndex []Tensor[int], dims []int, mode string, order Order) (Tensor[int], error) {
	const op = "dyn.RavelMultiIndex"
	m, err := engine.ParseTakeMode(op, mode)
	if err != nil {
		return Tensor[int]{}, err
	}
	coords := make([]engine.Strided[int], len(multiIndex))
	for k, c := range multiIndex {
		coords[k] = c.strided()
	}
	var buf [MaxRank]int
	data, shape, err := engine.RavelMultiIndex(op, coords, dims, m, order, buf[:])
	if err != nil {
		return Tensor[int]{}, err
	}
	return FromSlice(data, shape...)
}

// MaskedRows returns NumPy's t[mask] for a boolean mask over t's leading
// axes: the selected sub-tensors stacked along a new first axis, of shape
// (count, the rest of t's shape); see the root package's MaskedRows, whose
// errors it has but for the rank of the result, which is not checked.
func MaskedRows[T any](t Tensor[T], mask Tensor[bool]) (Tensor[T], error) {
	const op = "dyn.MaskedRows"
	if err := engine.CheckLeadingMask(op, t.layout.shape, mask.layout.shape); err != nil {
		return Tensor[T]{}, err
	}
	var buf [MaxRank]int
	data, shape, err := engine.MaskedRows(op, t.strided(), mask.strided(), buf[:])
	if err != nil {
		return Tensor[T]{}, err
	}
	return FromSlice(data, shape...)
}

// SetMaskedRows stores values into the sub-tensors of t where mask, over
// t's leading axes, holds: NumPy's t[mask] = values; see the root
// package's SetMaskedRows, whose semantics and errors it has.
func SetMaskedRows[T any](t Tensor[T], mask Tensor[bool], values any) error {
	const op = "dyn.SetMaskedRows"
	v, err := operand[T](op, values)
	if err != nil {
		return err
	}
	return engine.SetMaskedRows(op, t.strided(), mask.strided(), v)
}
