package tensor

import (
	"slices"

	"github.com/fixedrank/tensor/internal/kernel"
)

// condValue pairs a condition with the value Where takes when it holds.
type condValue[T any] struct {
	c bool
	v T
}

// whereTo stores cond ? a : b into dst, broadcasting the three operands to
// dst's shape. cond and a are first zipped into a fresh buffer of pairs, so
// that whatever dst shares with them, the result is the one a temporary
// would give; zipTo then guards dst against b.
func whereTo[T any](name string, dst strided[T], cond strided[bool], a, b strided[T]) error {
	if dst.readOnly {
		return errorf(ErrReadOnly, "%s", name)
	}
	if d, c, x, y, ok := whereFlat(dst, cond, a, b); ok {
		kernel.Select(d, c, x, y)
		return nil
	}
	var ps, pst [MaxRank]int
	n := max(len(cond.shape), len(a.shape)) // each at most MaxRank
	if err := broadcastShapes(name, cond.shape, a.shape, C, ps[:n]); err != nil {
		return errorf(ErrBroadcast, "%s: condition shape %s and shape %s do not broadcast together", name, fmtInts(cond.shape), fmtInts(a.shape))
	}
	pair, err := newC[condValue[T]](name, ps[:n], pst[:n])
	if err != nil {
		return err
	}
	if err := zipTo(name, pair, cond, a, func(c bool, x T) condValue[T] { return condValue[T]{c, x} }); err != nil {
		return err
	}
	return zipTo(name, dst, pair, b, func(p condValue[T], y T) T {
		if p.c {
			return p.v
		}
		return y
	})
}

// whereFlat returns the four operands of whereTo as slices of equal length
// when they need no broadcasting and are all C-contiguous, and no input
// has to be copied before dst is written (mustCopyAny: dst shares no
// memory with it, or only element for element), so that the kernel can
// select in one pass.
func whereFlat[T any](dst strided[T], cond strided[bool], a, b strided[T]) (d []T, c []bool, x, y []T, ok bool) {
	n, _ := sizeOf("", dst.shape) // dst's shape has its data
	if n == 0 || len(dst.data) == 0 {
		return nil, nil, nil, nil, false
	}
	d, ok1 := flatRun(dst, dst.shape, n)
	c, ok2 := flatRun(cond, dst.shape, n)
	x, ok3 := flatRun(a, dst.shape, n)
	y, ok4 := flatRun(b, dst.shape, n)
	if !ok1 || !ok2 || !ok3 || !ok4 || mustCopyAny(dst.data, dst.shape, dst.st, dst.off, cond.data, cond.st, cond.off) ||
		mustCopyAny(dst.data, dst.shape, dst.st, dst.off, a.data, a.st, a.off) ||
		mustCopyAny(dst.data, dst.shape, dst.st, dst.off, b.data, b.st, b.off) {
		return nil, nil, nil, nil, false
	}
	return d, c, x, y, true
}

// flatRun returns the n elements of s as one slice when s has the given
// shape and is C-contiguous.
func flatRun[T any](s strided[T], shape []int, n int) ([]T, bool) {
	if !slices.Equal(s.shape, shape) || !isContig(s.shape, s.st, C) || len(s.data) < s.off+n {
		return nil, false
	}
	return s.data[s.off : s.off+n], true
}

// broadcast3 writes into out (of length the largest rank) the broadcast of
// the shapes of cond, a and b.
func broadcast3(name string, c, a, b, out []int) error {
	var ca [MaxRank]int
	m := max(len(c), len(a))
	if broadcastShapes(name, c, a, C, ca[:m]) != nil || broadcastShapes(name, ca[:m], b, C, out) != nil {
		return errorf(ErrBroadcast, "%s: shapes %s, %s and %s do not broadcast together", name, fmtInts(c), fmtInts(a), fmtInts(b))
	}
	return nil
}

// Where returns a new C-contiguous tensor of rank F holding, elementwise,
// a where cond is true and b elsewhere (NumPy's np.where(cond, a, b)), with
// the three operands broadcast together:
//
//	r, err := tensor.Where[[2]int](mask, x, zero)
//
// It returns an error wrapping [ErrBroadcast] naming the shapes, or
// [ErrRank] if F is not the broadcast rank. [WhereTo] stores into an
// existing tensor.
func Where[F Dim, T any, C, D, E Dim](cond Tensor[bool, C], a Tensor[T, D], b Tensor[T, E]) (Tensor[T, F], error) {
	var shape F
	cs, as, bs := ints(&cond.layout.shape), ints(&a.layout.shape), ints(&b.layout.shape)
	if n := max(len(cs), len(as), len(bs)); n != len(shape) {
		return Tensor[T, F]{}, rankError("Where", len(shape), n)
	}
	if err := broadcast3("Where", cs, as, bs, ints(&shape)); err != nil {
		return Tensor[T, F]{}, err
	}
	r, err := Zeros[T](shape)
	if err != nil {
		return r, err
	}
	return r, whereTo("Where", r.strided(), cond.strided(), a.strided(), b.strided())
}

// WhereTo stores into dst, elementwise, a where cond is true and b
// elsewhere, broadcasting the three operands to dst's shape. dst may share
// memory with a or b in any way (the result is what a temporary would
// give). It returns an error wrapping [ErrBroadcast] or [ErrReadOnly], or
// an allocation error.
func WhereTo[T any, F, C, D, E Dim](dst Tensor[T, F], cond Tensor[bool, C], a Tensor[T, D], b Tensor[T, E]) error {
	return whereTo("WhereTo", dst.strided(), cond.strided(), a.strided(), b.strided())
}

// WhereDyn is [Where] for DynTensor: the result has the broadcast rank.
func WhereDyn[T any](cond DynTensor[bool], a, b DynTensor[T]) (DynTensor[T], error) {
	cs, as, bs := cond.layout.shape, a.layout.shape, b.layout.shape
	var buf [MaxRank]int
	if err := broadcast3("WhereDyn", cs, as, bs, buf[:max(len(cs), len(as), len(bs))]); err != nil {
		return DynTensor[T]{}, err
	}
	r, err := ZerosDyn[T](buf[:max(len(cs), len(as), len(bs))]...)
	if err != nil {
		return r, err
	}
	return r, whereTo("WhereDyn", r.strided(), cond.strided(), a.strided(), b.strided())
}

// WhereToDyn is [WhereTo] for DynTensor.
func WhereToDyn[T any](dst DynTensor[T], cond DynTensor[bool], a, b DynTensor[T]) error {
	return whereTo("WhereToDyn", dst.strided(), cond.strided(), a.strided(), b.strided())
}

// checkMask returns an error wrapping ErrShape unless mask has t's shape.
func checkMask(name string, shape, mask []int) error {
	if !slices.Equal(shape, mask) {
		return errorf(ErrShape, "%s: mask shape %s differs from the tensor's %s", name, fmtInts(mask), fmtInts(shape))
	}
	return nil
}

// masked returns the elements of t where mask holds, in C order.
func masked[T any](name string, t strided[T], mask strided[bool]) ([]T, error) {
	if err := checkMask(name, t.shape, mask.shape); err != nil {
		return nil, err
	}
	if t.hasNone() || mask.hasNone() {
		return []T{}, nil
	}
	n, _ := sizeOf(name, t.shape) // the shape of existing data
	var st [MaxRank]int
	md, ok := flatRun(mask, mask.shape, n)
	if !ok {
		var err error
		if md, err = cloneData(name, mask, C, st[:len(mask.shape)]); err != nil {
			return nil, err
		}
	}
	td, ok := flatRun(t, t.shape, n)
	if !ok {
		var err error
		if td, err = cloneData(name, t, C, st[:len(t.shape)]); err != nil {
			return nil, err
		}
	}
	k := kernel.CountTrue(md)
	out, err := makeBuf[T](name, k+1) // Compress stores one past the last kept element
	if err != nil {
		return nil, err
	}
	kernel.Compress(out, td, md)
	return out[:k:k], nil
}

// Masked returns the elements of t where mask is true, in C (row-major)
// order, in a new rank-1 tensor: NumPy's t[mask] for a boolean mask of t's
// shape, which is also np.extract(mask, t). mask must have t's shape
// exactly, with no broadcasting; otherwise the error wraps [ErrShape].
// NumPy accepts more: t[mask] with a mask over t's leading axes selects
// whole sub-arrays, and np.extract reads a mask of any shape in flat
// order; Masked accepts neither.
func Masked[T any, D Dim](t Tensor[T, D], mask Tensor[bool, D]) (Tensor[T, [1]int], error) {
	out, err := masked("Masked", t.strided(), mask.strided())
	if err != nil {
		return Tensor[T, [1]int]{}, err
	}
	return FromSlice(out, [1]int{len(out)})
}

// MaskedDyn is [Masked] for DynTensor.
func MaskedDyn[T any](t DynTensor[T], mask DynTensor[bool]) (DynTensor[T], error) {
	out, err := masked("MaskedDyn", t.strided(), mask.strided())
	if err != nil {
		return DynTensor[T]{}, err
	}
	return FromSliceDyn(out, len(out))
}

// setMasked sets the elements of t where mask holds to v.
func setMasked[T any](name string, t strided[T], mask strided[bool], v T) error {
	if t.readOnly {
		return errorf(ErrReadOnly, "%s", name)
	}
	if err := checkMask(name, t.shape, mask.shape); err != nil {
		return err
	}
	// t is written through its own layout only, and mask (a bool buffer)
	// cannot share t's memory, so no copy is made.
	return zipTo(name, t, t, mask, func(x T, m bool) T {
		if m {
			return v
		}
		return x
	})
}

// SetMasked sets the elements of t where mask is true to v: NumPy's
// t[mask] = v (np.putmask(t, mask, v) with a scalar). t may be a view, and
// the write goes through to the memory it shares. mask must have t's
// shape exactly (ErrShape otherwise; NumPy also accepts a mask over t's
// leading axes, which SetMasked does not); a read-only t gives
// [ErrReadOnly].
func SetMasked[T any, D Dim](t Tensor[T, D], mask Tensor[bool, D], v T) error {
	return setMasked("SetMasked", t.strided(), mask.strided(), v)
}

// SetMaskedDyn is [SetMasked] for DynTensor.
func SetMaskedDyn[T any](t DynTensor[T], mask DynTensor[bool], v T) error {
	return setMasked("SetMaskedDyn", t.strided(), mask.strided(), v)
}

// clipValue is NumPy 1.24's np.clip(x, lo, hi) for scalar bounds. A NaN
// bound is first replaced by the infinity of its side (NumPy's _clip does
// so, with a DeprecationWarning), so it bounds nothing. Then it is
// minimum(maximum(x, lo), hi) with the maximum and minimum of NumPy's
// clip.cpp, _NPY_MAX(a, b) = isnan(a) || a > b ? a : b and _NPY_MIN(a, b)
// = isnan(a) || a < b ? a : b: a NaN x is returned as it is, a bound equal
// to x (such as 0 against -0) replaces it, and lo > hi gives hi.
func clipValue[T Real](x, lo, hi T) T {
	if x != x {
		return x
	}
	if !(x > lo) && lo == lo {
		x = lo
	}
	if !(x < hi) && hi == hi {
		x = hi
	}
	return x
}

// clipTo stores t clipped to [lo, hi] into dst.
func clipTo[T Real](name string, dst, t strided[T], lo, hi T) error {
	var one [1]T // a rank-0 operand that broadcasts anywhere
	return zipTo(name, dst, t, strided[T]{data: one[:]}, func(x, _ T) T { return clipValue(x, lo, hi) })
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
	r, err := Zeros[T](t.layout.shape)
	if err != nil {
		return r, err
	}
	return r, clipTo("Clip", r.strided(), t.strided(), lo, hi)
}

// ClipTo stores t clipped to [lo, hi] into dst (np.clip(t, lo, hi,
// out=dst)), broadcasting t to dst's shape; ClipTo(t, t, lo, hi) clips in
// place. It has the guarantees and errors of [ZipTo].
func ClipTo[T Real, F, D Dim](dst Tensor[T, F], t Tensor[T, D], lo, hi T) error {
	return clipTo("ClipTo", dst.strided(), t.strided(), lo, hi)
}

// ClipDyn is [Clip] for DynTensor.
func ClipDyn[T Real](t DynTensor[T], lo, hi T) (DynTensor[T], error) {
	r, err := ZerosDyn[T](t.layout.shape...)
	if err != nil {
		return r, err
	}
	return r, clipTo("ClipDyn", r.strided(), t.strided(), lo, hi)
}

// ClipToDyn is [ClipTo] for DynTensor.
func ClipToDyn[T Real](dst, t DynTensor[T], lo, hi T) error {
	return clipTo("ClipToDyn", dst.strided(), t.strided(), lo, hi)
}
