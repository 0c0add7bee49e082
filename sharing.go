package tensor

import (
	"github.com/fixedrank/tensor/internal/engine"
)

// SharesMemory reports exactly whether some element of a and some element
// of b occupy the same memory, as NumPy's np.shares_memory does, with
// NumPy's algorithm: a bounds check, then a search of the bounded linear
// Diophantine problem of the two layouts (the test that writes use to
// decide whether to copy). The work cap maxWork counts what NumPy's
// max_work counts (the solution candidates the search has ruled out), so
// for every maxWork > 0 the answer is np.shares_memory(a, b,
// max_work=maxWork)'s, whatever the element type, and the error wraps
// [ErrTooHard] exactly where NumPy raises TooHardError. A maxWork <= 0
// means [DefaultMaxWork] (NumPy's max_work=0, the bounds check alone, is
// [MayShareMemory]). Where NumPy's 64-bit arithmetic overflows, the answer
// is still exact. Empty tensors share nothing.
func SharesMemory[T any, D, E Dim](a Tensor[T, D], b Tensor[T, E], maxWork int) (bool, error) {
	return engine.SharesData("SharesMemory", a.data, ints(&a.layout.shape), ints(&a.layout.strides), a.layout.offset,
		b.data, ints(&b.layout.shape), ints(&b.layout.strides), b.layout.offset, maxWork)
}

// MayShareMemory reports whether the memory ranges spanned by a and b
// overlap, as NumPy's np.may_share_memory does: a false result proves that
// no element is shared, a true one does not prove that one is (see
// [SharesMemory]).
func MayShareMemory[T any, D, E Dim](a Tensor[T, D], b Tensor[T, E]) bool {
	return engine.MayShareData(a.data, ints(&a.layout.shape), ints(&a.layout.strides), a.layout.offset,
		b.data, ints(&b.layout.shape), ints(&b.layout.strides), b.layout.offset)
}

// LayoutsShareMemory reports exactly whether layouts a and b of one buffer
// address a common element; see [SharesMemory] for maxWork and
// [ErrTooHard] (the answer is NumPy's for arrays of any element type with
// these layouts). It returns an error wrapping [ErrOverflow] if an extent
// does not fit in an int (layouts made by [Unchecked]).
func LayoutsShareMemory[D, E Dim](a Layout[D], b Layout[E], maxWork int) (bool, error) {
	return engine.SharesLayouts("LayoutsShareMemory", ints(&a.shape), ints(&a.strides), a.offset, ints(&b.shape), ints(&b.strides), b.offset, maxWork)
}

// LayoutsMayShareMemory reports whether the address ranges of layouts a and
// b of one buffer overlap (bounds only; see [MayShareMemory]). Layouts whose
// extent does not fit in an int are reported as possibly sharing.
func LayoutsMayShareMemory[D, E Dim](a Layout[D], b Layout[E]) bool {
	return engine.BoundsMeet(ints(&a.shape), ints(&a.strides), a.offset, ints(&b.shape), ints(&b.strides), b.offset)
}
