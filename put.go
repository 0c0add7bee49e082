package tensor

import "github.com/fixedrank/tensor/internal/engine"

// Put stores values into t at the flat positions indices, counted in C
// (row-major) order whatever t's layout: NumPy's np.put(t, indices,
// values, mode). t may be any writable view, and the write goes through
// to the memory it shares. indices and values are read in C order
// whatever their shapes; values is a scalar or a tensor as [Add] takes
// it, repeated cyclically when it is shorter than indices and cut when it
// is longer, and with no values nothing is stored or checked, as in
// NumPy. Of two equal positions the later in indices wins. mode is
// [Take]'s: "raise" (or "") takes negative indices from the end and
// refuses others out of range, "wrap" takes them modulo t's size, "clip"
// clips them to the ends.
//
// It returns an error wrapping [ErrReadOnly] for a read-only t, [ErrIndex]
// for an index out of range (mode "raise") or any index into an empty t,
// [ErrValue] for another mode, or [ErrType] for values. A failed call
// leaves t unchanged: where NumPy has stored the values before the first
// index it refuses, Put stores none; and where NumPy 1.24, with an empty t
// and mode "wrap" or "clip", never returns or stores nothing, Put returns
// ErrIndex, as later NumPy versions do. values that share memory with t
// are read as a copy of them would be.
func Put[T any, D, I Dim](t Tensor[T, D], indices Tensor[int, I], values any, mode string) error {
	const op = "Put"
	v, err := operand[T](op, values)
	if err != nil {
		return err
	}
	return engine.Put(op, t.strided(), indices.strided(), v, mode)
}

// PutAxis is the assignment form of [Take]: it stores values into t at
// the given indices along axis, NumPy's t[..., indices, ...] = values with
// an integer index array (m[idx] = v for axis 0, m[:, idx] = v for axis
// 1). values is a scalar or a tensor as [Add] takes it, broadcast by
// NumPy's assignment rule (extra leading axes of length 1 are dropped) to
// the shape Take(t, indices, axis, mode) returns: t's axes before axis,
// then indices' axes, then t's axes after axis. Of two indices naming one
// element, the later in C order wins. mode is Take's; NumPy's assignment
// is mode "raise" (or ""). t may be any writable view, and the write goes
// through to the memory it shares; values that share memory with t are
// read as a copy of them would be.
//
// It returns an error wrapping [ErrReadOnly], [ErrAxis] for an axis out
// of range, [ErrBroadcast] if values does not broadcast, [ErrIndex] for an
// index out of range (mode "raise") or any index into an empty axis,
// [ErrValue] for another mode, [ErrType] for values, or [ErrRank] for a
// selection of a rank above [MaxRank]. A failed call leaves t unchanged.
// An index out of range is refused even when the selection is empty, as
// NumPy announces (NumPy 1.24 only warns then).
func PutAxis[T any, D, I Dim](t Tensor[T, D], indices Tensor[int, I], values any, axis int, mode string) error {
	const op = "PutAxis"
	v, err := operand[T](op, values)
	if err != nil {
		return err
	}
	return engine.PutAxis(op, t.strided(), indices.strided(), v, axis, mode)
}

// PutAlongAxis stores values into t at the positions indices names along
// axis: NumPy's np.put_along_axis(t, indices, values, axis), the inverse
// of [TakeAlongAxis]. indices has t's rank, and the lengths of the other
// axes broadcast (one of them 1, or equal); values is a scalar or a tensor
// as [Add] takes it, broadcast by NumPy's assignment rule to that shape.
// For every position p of it, t's element at indices[p] along axis (and p
// along the other axes) becomes values[p]; negative indices count from the
// end, and of two naming one element the later in C order wins. t may be
// any writable view; values that share memory with t are read as a copy
// of them would be.
//
// It returns an error wrapping [ErrReadOnly], [ErrAxis], [ErrBroadcast] if
// the shapes of t and indices (NumPy's IndexError) or of values (NumPy's
// ValueError) do not broadcast, [ErrIndex] for an index outside [-n, n),
// or [ErrType] for values. A failed call leaves t unchanged. As in NumPy,
// no index is checked when the broadcast shape is empty.
func PutAlongAxis[T any, D Dim](t Tensor[T, D], indices Tensor[int, D], values any, axis int) error {
	const op = "PutAlongAxis"
	v, err := operand[T](op, values)
	if err != nil {
		return err
	}
	return engine.PutAlongAxis(op, t.strided(), indices.strided(), v, axis)
}
