package tensor

import "github.com/fixedrank/tensor/internal/engine"

// Nonzero returns the indices of the elements of t that are not the zero
// value of T, one tensor per axis: NumPy's np.nonzero(t). The k-th tensor
// holds the coordinates along axis k, in C (row-major) order of the
// elements, so that t's element (r[0][i], r[1][i], …) is the i-th one
// found; [ArgWhere] is the same indices as the rows of one tensor. Floats
// equal to zero (-0 too) count as zero and NaN does not. For a rank-0 t
// it returns one tensor, of length 0 or 1, as NumPy 1.24 does (with a
// DeprecationWarning; NumPy 2 refuses rank 0). It returns an error
// wrapping [ErrTooLarge] if the result cannot be allocated.
func Nonzero[T comparable, D Dim](t Tensor[T, D]) ([]Tensor[int, [1]int], error) {
	data, n, err := engine.Nonzero("Nonzero", t.strided())
	if err != nil {
		return nil, err
	}
	r := make([]Tensor[int, [1]int], max(len(t.layout.shape), 1))
	for k := range r {
		if r[k], err = FromSlice(data[k*n:(k+1)*n:(k+1)*n], [1]int{n}); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// FlatNonzero returns the flat C-order positions of the elements of t
// that are not the zero value of T, whatever t's layout, in a new rank-1
// tensor: NumPy's np.flatnonzero(t), the positions [Put] takes. It
// returns an error wrapping [ErrTooLarge] if the result cannot be
// allocated.
func FlatNonzero[T comparable, D Dim](t Tensor[T, D]) (Tensor[int, [1]int], error) {
	data, err := engine.FlatNonzero("FlatNonzero", t.strided())
	if err != nil {
		return Tensor[int, [1]int]{}, err
	}
	return FromSlice(data, [1]int{len(data)})
}

// UnravelIndex returns the coordinates in a tensor of the given shape of
// each flat position in indices: NumPy's np.unravel_index(indices, shape,
// order), one new tensor of indices' shape per axis of shape, the k-th
// holding the coordinates along axis k. order C counts positions in
// row-major order (the last coordinate fastest), F in column-major order.
//
// It returns an error wrapping [ErrIndex] for a position outside
// [0, size) (NumPy's ValueError), [ErrShape] for a negative dimension
// (NumPy reports the positions out of range for a negative size instead),
// [ErrOverflow] if the size of shape overflows an int (by NumPy's rule:
// the product from the first dimension up to the first 0), [ErrRank] for
// indices of rank above 0 with a rank-0 shape (NumPy's ValueError),
// [ErrValue] for another order, or [ErrTooLarge].
func UnravelIndex[D, I Dim](indices Tensor[int, I], shape D, order Order) ([]Tensor[int, I], error) {
	data, n, err := engine.UnravelIndex("UnravelIndex", indices.strided(), ints(&shape), order)
	if err != nil {
		return nil, err
	}
	r := make([]Tensor[int, I], len(shape))
	for k := range r {
		if r[k], err = FromSlice(data[k*n:(k+1)*n:(k+1)*n], indices.layout.shape); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// RavelMultiIndex returns the flat positions in a tensor of shape dims of
// the coordinates in multiIndex, one tensor per axis of dims broadcast
// together: NumPy's np.ravel_multi_index(multiIndex, dims, mode, order),
// in a new C-contiguous tensor of the broadcast shape. order C counts
// positions in row-major order, F in column-major order. mode says what a
// coordinate outside [0, d) does: "raise" (or "") refuses it, negative
// ones too (unlike [Take]'s), "wrap" takes it modulo d, "clip" clips it
// to [0, d-1]. NumPy also takes one mode per dimension; RavelMultiIndex
// takes one for all.
//
// It returns an error wrapping [ErrShape] for a negative dimension (which
// NumPy does not check), [ErrOverflow] if the size of dims overflows an
// int (by NumPy's rule: the running product of the dimensions from the
// fast end of order), [ErrRank] if len(multiIndex) is not the rank of dims
// (NumPy's ValueError) or the result's rank is not I's (with no tensors at
// all), [ErrBroadcast] if the shapes do not broadcast, [ErrIndex] for a
// coordinate refused (mode "raise") or any coordinate along a dimension of
// length 0 (NumPy's ValueError), or [ErrValue] for another mode or order.
func RavelMultiIndex[D, I Dim](multiIndex []Tensor[int, I], dims D, mode string, order Order) (Tensor[int, I], error) {
	const op = "RavelMultiIndex"
	m, err := engine.ParseTakeMode(op, mode)
	if err != nil {
		return Tensor[int, I]{}, err
	}
	coords := make([]engine.Strided[int], len(multiIndex))
	for k := range multiIndex {
		coords[k] = multiIndex[k].strided()
	}
	var buf [MaxRank]int
	data, shape, err := engine.RavelMultiIndex(op, coords, ints(&dims), m, order, buf[:])
	if err != nil {
		return Tensor[int, I]{}, err
	}
	e, ok := dimOf[I](shape)
	if !ok {
		return Tensor[int, I]{}, engine.RankError(op, len(e), len(shape))
	}
	return FromSlice(data, e)
}

// MaskedRows returns NumPy's t[mask] for a boolean mask over t's leading
// axes (mask's shape is the shape of t's first k axes): the sub-tensors
// t[i], i a position where mask holds, in C order, stacked along a new
// first axis into a new C-contiguous tensor of shape (count, the rest of
// t's shape). Its rank E = 1 + rank D - rank M is named at the call site
// and checked at run time:
//
//	rows, err := tensor.MaskedRows[[2]int](x, firstCol) // x[x[:, 0] > 5]
//
// A mask of t's whole shape selects elements, as [Masked] does; a rank-0
// mask gives t with a new first axis of length 1 or 0 (NumPy's t[True]
// and t[False]). It returns an error wrapping both [ErrIndex] (NumPy's
// IndexError) and [ErrShape] (as Masked reports it) if mask's shape is
// not the shape of t's leading axes, [ErrRank] if E is not the result's
// rank, or [ErrTooLarge].
func MaskedRows[E Dim, T any, D, M Dim](t Tensor[T, D], mask Tensor[bool, M]) (Tensor[T, E], error) {
	const op = "MaskedRows"
	if err := engine.CheckLeadingMask(op, ints(&t.layout.shape), ints(&mask.layout.shape)); err != nil {
		return Tensor[T, E]{}, err
	}
	var e E
	if r := 1 + len(t.layout.shape) - len(mask.layout.shape); len(e) != r {
		return Tensor[T, E]{}, engine.RankError(op, len(e), r)
	}
	var buf [MaxRank]int
	data, shape, err := engine.MaskedRows(op, t.strided(), mask.strided(), buf[:])
	if err != nil {
		return Tensor[T, E]{}, err
	}
	e, _ = dimOf[E](shape)
	return FromSlice(data, e)
}

// SetMaskedRows stores values into the sub-tensors of t where mask, a
// boolean mask over t's leading axes, holds: NumPy's t[mask] = values.
// values is a scalar or a tensor as [Add] takes it, broadcast by NumPy's
// assignment rule to the shape of [MaskedRows] of t, (count, the rest of
// t's shape), and stored in C order:
//
//	err := tensor.SetMaskedRows(x, firstCol, row) // x[x[:, 0] > 5] = row
//
// With a mask of t's whole shape NumPy takes only values of rank 0 or 1
// (one value, or one per selected element), and so does SetMaskedRows
// ([SetMasked] is the scalar form). t may be any writable view, and the
// write goes through to the memory it shares. values that share memory
// with t are read as a copy of them would be; NumPy 1.24 reads them as it
// writes, so that x[m] = x[::-1][...] can differ there.
//
// It returns an error wrapping [ErrReadOnly], both [ErrIndex] and
// [ErrShape] if mask's shape is not the shape of t's leading axes,
// [ErrRank] for values of rank above 1 with a mask of t's whole shape
// (NumPy's TypeError), [ErrBroadcast] if values does not broadcast
// (NumPy's ValueError), or [ErrType] for values. A failed call leaves t
// unchanged.
func SetMaskedRows[T any, D, M Dim](t Tensor[T, D], mask Tensor[bool, M], values any) error {
	const op = "SetMaskedRows"
	v, err := operand[T](op, values)
	if err != nil {
		return err
	}
	return engine.SetMaskedRows(op, t.strided(), mask.strided(), v)
}
