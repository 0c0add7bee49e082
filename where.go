package tensor

import (
	"github.com/fixedrank/tensor/internal/engine"
)

// Where returns a new C-contiguous tensor of a's rank holding, elementwise,
// a where cond is true and b elsewhere (NumPy's np.where(cond, a, b)), with
// the three operands broadcast together; b is a scalar or a tensor as [Add]
// takes it:
//
//	r, err := tensor.Where(mask, x, 0) // np.where(mask, x, 0)
//
// It returns an error wrapping [ErrBroadcast] naming the shapes, [ErrRank]
// if cond or b has a higher rank than a, or [ErrType] for b. [WhereTo]
// stores into an existing tensor.
func Where[T any, C, D Dim](cond Tensor[bool, C], a Tensor[T, D], b any) (Tensor[T, D], error) {
	bs, err := operand[T]("Where", b)
	if err != nil {
		return Tensor[T, D]{}, err
	}
	r, err := resultFor[T, D]("Where", ints(&cond.layout.shape), ints(&a.layout.shape), bs.Shape)
	if err == nil {
		err = engine.WhereNew("Where", r.strided(), cond.strided(), a.strided(), bs)
	}
	if err != nil {
		return Tensor[T, D]{}, err
	}
	return r, nil
}

// WhereTo stores into dst, elementwise, a where cond is true and b
// elsewhere, broadcasting the three operands to dst's shape. dst may share
// memory with a or b in any way (the result is what a temporary would
// give). It returns an error wrapping [ErrBroadcast] or [ErrReadOnly], or
// an allocation error.
func WhereTo[T any, F, C, D, E Dim](dst Tensor[T, F], cond Tensor[bool, C], a Tensor[T, D], b Tensor[T, E]) error {
	return engine.WhereTo("WhereTo", dst.strided(), cond.strided(), a.strided(), b.strided())
}

// Masked returns the elements of t where mask is true, in C (row-major)
// order, in a new rank-1 tensor: NumPy's t[mask] for a boolean mask of t's
// shape, which is also np.extract(mask, t). mask must have t's shape
// exactly, with no broadcasting; otherwise the error wraps [ErrShape].
// NumPy accepts more: t[mask] with a mask over t's leading axes selects
// whole sub-arrays, which [MaskedRows] does, and np.extract reads a mask
// of any shape in flat order, which Masked does not.
func Masked[T any, D Dim](t Tensor[T, D], mask Tensor[bool, D]) (Tensor[T, [1]int], error) {
	out, err := engine.Masked("Masked", t.strided(), mask.strided())
	if err != nil {
		return Tensor[T, [1]int]{}, err
	}
	return FromSlice(out, [1]int{len(out)})
}

// SetMasked sets the elements of t where mask is true to v: NumPy's
// t[mask] = v (np.putmask(t, mask, v) with a scalar). t may be a view, and
// the write goes through to the memory it shares. mask must have t's
// shape exactly (ErrShape otherwise; for NumPy's mask over t's leading
// axes, and for values from a tensor, see [SetMaskedRows]); a read-only t
// gives [ErrReadOnly].
func SetMasked[T any, D Dim](t Tensor[T, D], mask Tensor[bool, D], v T) error {
	return engine.SetMasked("SetMasked", t.strided(), mask.strided(), v)
}

// Clip returns a new C-contiguous tensor holding t's elements limited to
// [lo, hi], as NumPy 1.24's np.clip(t, lo, hi) with scalar bounds, which is
// minimum(maximum(t, lo), hi) with clip's own maximum and minimum:
//   - a NaN element of t stays NaN;
//   - an element equal to a bound becomes the bound, which matters for
//     zeros: Clip of -0 to [0, 1] is 0, and of 0 to [-1, -0] is -0;
//   - lo > hi gives hi everywhere;
//   - a NaN bound bounds nothing: NumPy 1.24 replaces it by -Inf (lo) or
//     +Inf (hi), warning that this is deprecated, so Clip(t, 0, NaN) is
//     Clip(t, 0, +Inf), t's elements below 0 raised to 0.
//
// It returns only allocation errors.
func Clip[T Real, D Dim](t Tensor[T, D], lo, hi T) (Tensor[T, D], error) {
	r, err := empty[T]("Clip", t.layout.shape)
	if err == nil {
		err = engine.ClipTo("Clip", r.strided(), t.strided(), lo, hi)
	}
	if err != nil {
		return Tensor[T, D]{}, err
	}
	return r, nil
}

// ClipTo stores t clipped to [lo, hi] into dst (np.clip(t, lo, hi,
// out=dst)), broadcasting t to dst's shape; ClipTo(t, t, lo, hi) clips in
// place. It has the guarantees and errors of [ZipTo].
func ClipTo[T Real, F, D Dim](dst Tensor[T, F], t Tensor[T, D], lo, hi T) error {
	return engine.ClipTo("ClipTo", dst.strided(), t.strided(), lo, hi)
}

// ArgWhere returns the indices of the elements of t that are not the zero
// value of T, in C order, as the rows of a new n×rank tensor (NumPy's
// np.argwhere). NumPy's np.nonzero(t) is its transpose, one row per axis:
// Select[[1]int](w.Transpose(), 0, k) is the indices along axis k. It
// returns an error wrapping [ErrTooLarge] if the result cannot be
// allocated.
func ArgWhere[T comparable, D Dim](t Tensor[T, D]) (Tensor[int, [2]int], error) {
	data, n, err := engine.ArgWhere("ArgWhere", t.strided())
	if err != nil {
		return Tensor[int, [2]int]{}, err
	}
	return FromSlice(data, [2]int{n, len(t.layout.shape)})
}
