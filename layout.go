package tensor

import (
	"unsafe"

	"github.com/fixedrank/tensor/internal/engine"
)

// Layout describes how the elements of a rank-len(D) tensor sit in a flat
// buffer. The element at index i lives at
//
//	Offset() + i[0]*Strides()[0] + … + i[n-1]*Strides()[n-1]
//
// [Layout.IndexUnchecked] computes that formula at every rank, and the
// generated ranks.Index1 to ranks.Index8 (package
// [github.com/fixedrank/tensor/ranks]) write it out for ranks 1 to 8.
// Strides are signed element counts (never bytes) and the offset is an
// element count.
//
// The zero Layout has every dimension 0 (rank 0: a scalar at offset 0).
// Layouts are values: every method returns a new Layout and never changes the
// receiver. Views (Permute, Transpose, SwapAxes, Flip, slicing, …) cost a
// few integer operations and allocate nothing.
type Layout[D Dim] struct {
	shape   D
	strides D
	offset  int
}

// Contiguous returns the contiguous layout of shape in order (C: last index
// fastest; F: first index fastest) at offset 0. Dimensions of length 0 count as
// 1 when the strides are computed, as in NumPy's reshape. It returns an error
// wrapping [ErrShape] for a negative dimension or an invalid order and one
// wrapping [ErrOverflow] if the size or a stride does not fit in an int.
func Contiguous[D Dim](shape D, order Order) (Layout[D], error) {
	l := Layout[D]{shape: shape}
	if err := engine.ContigStrides("Contiguous", ints(&l.shape), ints(&l.strides), order); err != nil {
		return Layout[D]{}, err
	}
	if _, err := engine.SizeOf("Contiguous", ints(&l.shape)); err != nil {
		return Layout[D]{}, err
	}
	return l, nil
}

// New returns the layout with the given shape, strides and offset after
// checking it. It returns an error wrapping
//   - [ErrShape] if a dimension is negative,
//   - [ErrBounds] if the offset or the lowest address is negative,
//   - [ErrOverflow] if the size, an address or the extent does not fit in an int,
//   - [ErrOverlap] if two distinct indices share an address, unless that
//     comes only from zero strides (a broadcast, which is allowed); when the
//     exact overlap test exceeds [DefaultMaxWork] the error wraps
//     [ErrTooHard] as well.
//
// Use [Layout.Within] to check the layout against a buffer length.
func New[D Dim](shape, strides D, offset int) (Layout[D], error) {
	l := Layout[D]{shape: shape, strides: strides, offset: offset}
	if err := engine.Validate("New", ints(&l.shape), ints(&l.strides), offset); err != nil {
		return Layout[D]{}, err
	}
	if _, err := engine.SizeOf("New", ints(&l.shape)); err != nil {
		return Layout[D]{}, err
	}
	return l, nil
}

// Unchecked returns the layout with the given shape, strides and offset
// without any check. The caller promises what [New] would check; with a
// layout that breaks those rules, sizes and addresses may be wrong or
// wrap around, and views may return errors or nonsense, but no method
// panics except the unchecked index.
func Unchecked[D Dim](shape, strides D, offset int) Layout[D] {
	return Layout[D]{shape: shape, strides: strides, offset: offset}
}

// Shape returns the length of each axis.
func (l Layout[D]) Shape() D { return l.shape }

// Strides returns the stride of each axis in elements.
func (l Layout[D]) Strides() D { return l.strides }

// Offset returns the address of the element at index 0 (or where it would be
// for an empty layout).
func (l Layout[D]) Offset() int { return l.offset }

// Rank returns the number of axes.
func (l Layout[D]) Rank() int { return len(l.shape) }

// Size returns the number of elements: the product of the shape.
func (l Layout[D]) Size() int {
	n, _ := engine.SizeOf("", ints(&l.shape))
	return n
}

// SizeNoBroadcast returns the number of distinct elements addressed: the
// size with axes of stride 0 counted as length 1.
func (l Layout[D]) SizeNoBroadcast() int {
	return engine.SizeNoBroadcast(ints(&l.shape), ints(&l.strides))
}

// String returns the layout as "{shape=[2 3] strides=[3 1] offset=0}".
func (l Layout[D]) String() string { return engine.Format(ints(&l.shape), ints(&l.strides), l.offset) }

// IsCContiguous reports whether the layout is C-contiguous under NumPy's
// relaxed rule: axes of length 1 are ignored, a layout with a length-0 axis
// is contiguous, and otherwise stride k equals the product of the lengths
// after k. The offset does not matter.
func (l Layout[D]) IsCContiguous() bool {
	return engine.IsContig(ints(&l.shape), ints(&l.strides), C)
}

// IsFContiguous reports whether the layout is F-contiguous under NumPy's
// relaxed rule (see [Layout.IsCContiguous]), with stride k the product of
// the lengths before k.
func (l Layout[D]) IsFContiguous() bool {
	return engine.IsContig(ints(&l.shape), ints(&l.strides), F)
}

// IsCPrefer reports whether the layout is C-prefer: ignoring axes of
// length 1, the last axis has stride 1 and strides do not decrease going
// outward, so rows may be padded. Empty and rank-0 layouts, and layouts
// whose axes all have length 1, are C-prefer.
//
// It is rstsr's c_prefer except when the last axis has length 1. rstsr
// (since 0.2.0) then counts that axis as the unit-stride one whatever its
// stride, and asks of the longer axes only strides of at least 1 that do
// not decrease outward; IsCPrefer skips the axis and still asks for stride
// 1 on the innermost axis of length greater than 1. So shape [3 1] with
// strides [2 1] is c_prefer in rstsr but not C-prefer here. Whenever
// IsCPrefer is true, rstsr's c_prefer is true.
func (l Layout[D]) IsCPrefer() bool {
	return engine.Prefers(ints(&l.shape), ints(&l.strides), C)
}

// IsFPrefer reports whether the layout is F-prefer: the mirror of
// [Layout.IsCPrefer] with the first axis innermost. It differs from
// rstsr's f_prefer in the mirrored way, when the first axis has length 1:
// shape [1 3] with strides [1 2] is f_prefer in rstsr but not F-prefer
// here.
func (l Layout[D]) IsFPrefer() bool {
	return engine.Prefers(ints(&l.shape), ints(&l.strides), F)
}

// NDimCContig returns the number of trailing axes that are densely packed
// from stride 1 (axes of length 1 count and are skipped). It equals the rank
// when the layout is C-contiguous.
func (l Layout[D]) NDimCContig() int {
	return engine.NContig(ints(&l.shape), ints(&l.strides), C)
}

// NDimFContig returns the number of leading axes that are densely packed
// from stride 1; the mirror of [Layout.NDimCContig].
func (l Layout[D]) NDimFContig() int {
	return engine.NContig(ints(&l.shape), ints(&l.strides), F)
}

// IsBroadcast reports whether some axis of length greater than 1 has stride
// 0, so that distinct indices share elements.
func (l Layout[D]) IsBroadcast() bool { return engine.IsBroadcast(ints(&l.shape), ints(&l.strides)) }

// Index returns the address of the element at idx. Negative indices count
// from the end of their axis, as in NumPy. It returns an error wrapping
// [ErrRank] if len(idx) is not the rank, [ErrIndex] if an index is out of
// range, or [ErrOverflow] if the address does not fit in an int.
func (l Layout[D]) Index(idx ...int) (int, error) {
	return engine.Index("Index", ints(&l.shape), ints(&l.strides), l.offset, idx)
}

// IndexUnchecked returns the address of the element at *idx without checking
// it: offset + Σ idx[k]*strides[k]. It is meant for hot loops; negative
// indices are not wrapped and out-of-range indices give addresses outside the
// layout, which panic only when used on a buffer. It works for every
// dimension type, named ones (type Voxel [3]int) included, and inlines into
// callers in any package; at ranks other than 3 it runs a loop over the
// strides. The per-rank ranks.Index1 to ranks.Index8, which take the index
// as arguments, are faster in hot loops over a Layout[[n]int]: the compiler
// keeps the indices in registers instead of an array in memory.
func (l *Layout[D]) IndexUnchecked(idx *D) int {
	// The body stays within Go's inlining budget (cost 77 of 80) so that it
	// inlines into callers in other packages too (gen/tensorgen's
	// TestAddressingInlines checks this from a user module). Rank 3, the
	// common case, is the straight-line sum of ranks.Index3; the branch folds
	// away because len is a constant in each instantiation, and D has the
	// memory layout of [3]int. A switch over more ranks would exceed the
	// budget and cost a call.
	if len(l.strides) == 3 {
		i := (*[3]int)(unsafe.Pointer(idx))
		s := (*[3]int)(unsafe.Pointer(&l.strides))
		return l.offset + i[0]*s[0] + i[1]*s[1] + i[2]*s[2]
	}
	addr := l.offset
	for k := range len(l.strides) {
		addr += (*idx)[k] * l.strides[k]
	}
	return addr
}

// Bounds returns the half-open range [min, max) of the addresses the layout
// uses; an empty layout gives [offset, offset). It returns an error wrapping
// [ErrOverflow] only for a layout made by [Unchecked] whose extent does not
// fit in an int.
func (l Layout[D]) Bounds() (min, max int, err error) {
	return engine.Bounds("Bounds", ints(&l.shape), ints(&l.strides), l.offset)
}

// Within returns nil if every address of the layout lies in [0, n), the
// valid indices of a buffer of length n, and an error wrapping [ErrBounds]
// (or [ErrOverflow]) otherwise. An empty layout has no address and is
// within any buffer.
func (l Layout[D]) Within(n int) error {
	return engine.Within("Within", ints(&l.shape), ints(&l.strides), l.offset, n)
}

// NonOverlappingFast reports whether a fast sufficient test proves that no
// two distinct indices share an address (rstsr's check_strides: axes sorted
// by |stride|, each stride larger than the extent of the smaller ones). A
// false result proves nothing: shape [3 2] with strides [2 3] does not
// overlap but fails this test. Use [Layout.SelfOverlap] for the exact answer.
func (l Layout[D]) NonOverlappingFast() bool {
	return engine.FastNoOverlap(ints(&l.shape), ints(&l.strides), false)
}

// SelfOverlap reports exactly whether two distinct indices share an address
// (broadcast axes count as overlap). It runs the fast test first and then a
// bounded search over the linear Diophantine problem; after maxWork search
// nodes ([DefaultMaxWork] if maxWork <= 0) it gives up and returns an error
// wrapping [ErrTooHard]: the answer is then unknown.
func (l Layout[D]) SelfOverlap(maxWork int) (bool, error) {
	return engine.OverlapAnswer("SelfOverlap", engine.SelfOverlap(ints(&l.shape), ints(&l.strides), false, maxWork))
}

// Equal reports whether l and m have the same shape and offset and the
// same strides on every axis of length greater than 1 (on the other axes
// a stride moves to no other element). Equal layouts address the same
// elements in the same index order.
//
// rstsr's layout equality (PartialEq for Layout) is the same rule since
// rstsr 0.7.3; earlier versions did not compare the offset, so layouts
// that differ only in their offset were equal there and are not equal here.
// NumPy has no layout equality to compare with.
func (l Layout[D]) Equal(m Layout[D]) bool {
	return engine.Equal(ints(&l.shape), ints(&l.strides), l.offset, ints(&m.shape), ints(&m.strides), m.offset)
}

// Permute returns the view whose axis j is axis axes[j] of l. Negative axes
// count from the end. It returns an error wrapping [ErrAxis] if axes is not a
// permutation. The result addresses the same elements as l.
func (l Layout[D]) Permute(axes D) (Layout[D], error) {
	r := Layout[D]{offset: l.offset}
	if err := engine.Permute("Permute", ints(&l.shape), ints(&l.strides), ints(&axes), ints(&r.shape), ints(&r.strides)); err != nil {
		return Layout[D]{}, err
	}
	return r, nil
}

// Transpose returns the view with the axes in reverse order (NumPy's .T).
func (l Layout[D]) Transpose() Layout[D] {
	r := Layout[D]{offset: l.offset}
	n := len(l.shape)
	for k := range n {
		r.shape[k], r.strides[k] = l.shape[n-1-k], l.strides[n-1-k]
	}
	return r
}

// SwapAxes returns the view with axes a and b exchanged; negative axes count
// from the end. It returns an error wrapping [ErrAxis] if an axis is out of
// range.
func (l Layout[D]) SwapAxes(a, b int) (Layout[D], error) {
	n := len(l.shape)
	i, err := engine.NormAxis("SwapAxes", a, n)
	if err != nil {
		return Layout[D]{}, err
	}
	j, err := engine.NormAxis("SwapAxes", b, n)
	if err != nil {
		return Layout[D]{}, err
	}
	l.shape[i], l.shape[j] = l.shape[j], l.shape[i]
	l.strides[i], l.strides[j] = l.strides[j], l.strides[i]
	return l, nil
}

// Flip returns the view with the named axes reversed, or every axis when
// none is named (NumPy's flip, a[..., ::-1, ...]): the offset moves to the
// last element of each axis and its stride changes sign. It returns an error
// wrapping [ErrAxis] if an axis is out of range or repeated.
func (l Layout[D]) Flip(axes ...int) (Layout[D], error) {
	off, err := engine.FlipAxes("Flip", ints(&l.shape), ints(&l.strides), l.offset, axes)
	if err != nil {
		return Layout[D]{}, err
	}
	l.offset = off
	return l, nil
}

// Rot90 returns the view rotated by k quarter turns in the plane of axes
// a and b, from a towards b (NumPy's rot90(m, k, axes=(a, b))); negative
// k turns the other way. It returns an error wrapping [ErrAxis] for an
// axis out of range or a and b naming one axis.
func (l Layout[D]) Rot90(k, a, b int) (Layout[D], error) {
	off, err := engine.Rot90("Rot90", ints(&l.shape), ints(&l.strides), l.offset, k, a, b)
	if err != nil {
		return Layout[D]{}, err
	}
	l.offset = off
	return l, nil
}

// MoveAxis returns the view with axis src moved to position dst and the
// other axes in their order (NumPy's moveaxis); negative axes count from
// the end. It returns an error wrapping [ErrAxis] if an axis is out of
// range.
func (l Layout[D]) MoveAxis(src, dst int) (Layout[D], error) {
	return l.MoveAxes([]int{src}, []int{dst})
}

// MoveAxes returns the view with axes src[j] moved to positions dst[j] and
// the other axes in their order (NumPy's moveaxis with sequences). It
// returns an error wrapping [ErrAxis] if an axis is out of range or
// repeated, or src and dst differ in length.
func (l Layout[D]) MoveAxes(src, dst []int) (Layout[D], error) {
	var perm D
	if err := engine.MoveAxes("MoveAxes", len(perm), src, dst, ints(&perm)); err != nil {
		return Layout[D]{}, err
	}
	return l.Permute(perm)
}

// Subscript applies a NumPy-style index that keeps the rank: slices of several
// axes at once (a[::2, 1:-1, ::-1] is l.Subscript(Colon().By(2), Range(1, -1),
// Colon().By(-1))), with at most one Ellipsis. It is [SubscriptLayout] with E = D;
// an integer index or a new axis changes the rank and is an [ErrRank] error.
func (l Layout[D]) Subscript(items ...Item) (Layout[D], error) {
	return SubscriptLayout[D](l, items...)
}

// AsRankLayout converts a layout between two fixed-rank types of the same rank
// (for example [3]int and a named type Voxel [3]int). It returns an error
// wrapping [ErrRank] if the ranks differ; it never truncates or pads.
func AsRankLayout[E, D Dim](l Layout[D]) (Layout[E], error) {
	var r Layout[E]
	if len(r.shape) != len(l.shape) {
		return r, engine.Errorf(ErrRank, "AsRank: layout of rank %d to rank %d", len(l.shape), len(r.shape))
	}
	copy(ints(&r.shape), ints(&l.shape))
	copy(ints(&r.strides), ints(&l.strides))
	r.offset = l.offset
	return r, nil
}
