package dyn

import (
	"slices"

	"github.com/fixedrank/tensor/internal/engine"
)

// Layout is a layout whose rank is known only at run time: a shape read
// from a file, or the result of NumPy-style indexing whose rank depends on
// the items. It has the same semantics as [Layout] and shares every
// algorithm with it; only the storage differs (slices instead of arrays), so
// its operations allocate the result's shape and strides.
//
// A Layout is immutable: constructors copy the slices they are given and
// accessors return copies. Convert with [Layout.Dyn] and [From].
type Layout struct {
	shape   []int
	strides []int
	offset  int
}

// Contiguous returns the contiguous layout of shape in order; see
// [Contiguous]. It also returns an error wrapping [ErrRank] if len(shape)
// exceeds [MaxRank].
func Contiguous(shape []int, order Order) (Layout, error) {
	if len(shape) > MaxRank {
		return Layout{}, engine.Errorf(ErrRank, "dyn.Contiguous: rank %d exceeds %d", len(shape), MaxRank)
	}
	d := Layout{shape: slices.Clone(shape), strides: make([]int, len(shape))}
	if err := engine.ContigStrides("dyn.Contiguous", d.shape, d.strides, order); err != nil {
		return Layout{}, err
	}
	if _, err := engine.SizeOf("dyn.Contiguous", d.shape); err != nil {
		return Layout{}, err
	}
	return d, nil
}

// New returns the checked layout with the given shape, strides and
// offset; see [New]. It also returns an error wrapping [ErrRank] if the
// lengths of shape and strides differ or exceed [MaxRank].
func New(shape, strides []int, offset int) (Layout, error) {
	if err := engine.Validate("dyn.New", shape, strides, offset); err != nil {
		return Layout{}, err
	}
	if _, err := engine.SizeOf("dyn.New", shape); err != nil {
		return Layout{}, err
	}
	return Layout{shape: slices.Clone(shape), strides: slices.Clone(strides), offset: offset}, nil
}

// Unchecked returns the layout with the given shape, strides and offset
// without the checks of [New]; see [Unchecked]. It panics if the lengths
// of shape and strides differ.
func Unchecked(shape, strides []int, offset int) Layout {
	if len(shape) != len(strides) {
		panic("tensor: UncheckedDyn: shape and strides differ in length")
	}
	return Layout{shape: slices.Clone(shape), strides: slices.Clone(strides), offset: offset}
}

// Shape returns a copy of the length of each axis.
func (d Layout) Shape() []int { return slices.Clone(d.shape) }

// Strides returns a copy of the stride of each axis in elements.
func (d Layout) Strides() []int { return slices.Clone(d.strides) }

// Offset returns the address of the element at index 0.
func (d Layout) Offset() int { return d.offset }

// Rank returns the number of axes.
func (d Layout) Rank() int { return len(d.shape) }

// Size returns the number of elements.
func (d Layout) Size() int {
	n, _ := engine.SizeOf("", d.shape)
	return n
}

// SizeNoBroadcast returns the size with stride-0 axes counted as length 1.
func (d Layout) SizeNoBroadcast() int { return engine.SizeNoBroadcast(d.shape, d.strides) }

// String returns the layout as "{shape=[2 3] strides=[3 1] offset=0}".
func (d Layout) String() string { return engine.Format(d.shape, d.strides, d.offset) }

// IsCContiguous reports NumPy's relaxed C-contiguity; see [Layout.IsCContiguous].
func (d Layout) IsCContiguous() bool { return engine.IsContig(d.shape, d.strides, C) }

// IsFContiguous reports NumPy's relaxed F-contiguity; see [Layout.IsFContiguous].
func (d Layout) IsFContiguous() bool { return engine.IsContig(d.shape, d.strides, F) }

// IsCPrefer reports C-prefer; see [Layout.IsCPrefer].
func (d Layout) IsCPrefer() bool { return engine.Prefers(d.shape, d.strides, C) }

// IsFPrefer reports F-prefer; see [Layout.IsFPrefer].
func (d Layout) IsFPrefer() bool { return engine.Prefers(d.shape, d.strides, F) }

// NDimCContig returns the number of trailing contiguous axes; see [Layout.NDimCContig].
func (d Layout) NDimCContig() int { return engine.NContig(d.shape, d.strides, C) }

// NDimFContig returns the number of leading contiguous axes; see [Layout.NDimFContig].
func (d Layout) NDimFContig() int { return engine.NContig(d.shape, d.strides, F) }

// IsBroadcast reports whether an axis of length > 1 has stride 0.
func (d Layout) IsBroadcast() bool { return engine.IsBroadcast(d.shape, d.strides) }

// Index returns the address of the element at idx; see [Layout.Index].
func (d Layout) Index(idx ...int) (int, error) {
	return engine.Index("Index", d.shape, d.strides, d.offset, idx)
}

// IndexUnchecked returns offset + Σ idx[k]*strides[k] without checks. It
// panics if idx is shorter than the rank.
func (d Layout) IndexUnchecked(idx []int) int {
	addr := d.offset
	idx = idx[:len(d.strides)]
	for k, s := range d.strides {
		addr += idx[k] * s
	}
	return addr
}

// Bounds returns the address range [min, max); see [Layout.Bounds].
func (d Layout) Bounds() (min, max int, err error) {
	return engine.Bounds("Bounds", d.shape, d.strides, d.offset)
}

// Within checks every address against a buffer of length n; see [Layout.Within].
func (d Layout) Within(n int) error {
	return engine.Within("Within", d.shape, d.strides, d.offset, n)
}

// NonOverlappingFast runs the fast sufficient no-overlap test; see
// [Layout.NonOverlappingFast].
func (d Layout) NonOverlappingFast() bool { return engine.FastNoOverlap(d.shape, d.strides, false) }

// SelfOverlap reports exactly whether two indices share an address; see
// [Layout.SelfOverlap].
func (d Layout) SelfOverlap(maxWork int) (bool, error) {
	return engine.OverlapAnswer("SelfOverlap", engine.SelfOverlap(d.shape, d.strides, false, maxWork))
}

// Equal reports layout equality; see [Layout.Equal].
func (d Layout) Equal(e Layout) bool {
	return engine.Equal(d.shape, d.strides, d.offset, e.shape, e.strides, e.offset)
}

// Permute returns the view whose axis j is axis axes[j] of d; see
// [Layout.Permute]. It also returns an error wrapping [ErrRank] if len(axes)
// is not the rank.
func (d Layout) Permute(axes ...int) (Layout, error) {
	r := d.alloc(len(d.shape))
	if err := engine.Permute("Permute", d.shape, d.strides, axes, r.shape, r.strides); err != nil {
		return Layout{}, err
	}
	return r, nil
}

// Transpose returns the view with the axes reversed.
func (d Layout) Transpose() Layout {
	r := d.alloc(len(d.shape))
	n := len(d.shape)
	for k := range n {
		r.shape[k], r.strides[k] = d.shape[n-1-k], d.strides[n-1-k]
	}
	return r
}

// SwapAxes returns the view with axes a and b exchanged; see [Layout.SwapAxes].
func (d Layout) SwapAxes(a, b int) (Layout, error) {
	n := len(d.shape)
	i, err := engine.NormAxis("SwapAxes", a, n)
	if err != nil {
		return Layout{}, err
	}
	j, err := engine.NormAxis("SwapAxes", b, n)
	if err != nil {
		return Layout{}, err
	}
	r := d.clone()
	r.shape[i], r.shape[j] = r.shape[j], r.shape[i]
	r.strides[i], r.strides[j] = r.strides[j], r.strides[i]
	return r, nil
}

// Flip returns the view with the named axes reversed, or every axis when
// none is named; see [Layout.Flip].
func (d Layout) Flip(axes ...int) (Layout, error) {
	r := d.clone()
	off, err := engine.FlipAxes("Flip", r.shape, r.strides, r.offset, axes)
	if err != nil {
		return Layout{}, err
	}
	r.offset = off
	return r, nil
}

// Rot90 returns the view rotated by k quarter turns in the plane of axes
// a and b (NumPy's rot90(m, k, axes=(a, b))); see the root package's
// Layout.Rot90.
func (d Layout) Rot90(k, a, b int) (Layout, error) {
	r := d.clone()
	off, err := engine.Rot90("Rot90", r.shape, r.strides, r.offset, k, a, b)
	if err != nil {
		return Layout{}, err
	}
	r.offset = off
	return r, nil
}

// alloc returns a layout of rank n with d's offset and fresh slices.
func (d Layout) alloc(n int) Layout {
	buf := make([]int, 2*n)
	return Layout{shape: buf[:n:n], strides: buf[n:], offset: d.offset}
}

func (d Layout) clone() Layout {
	r := d.alloc(len(d.shape))
	copy(r.shape, d.shape)
	copy(r.strides, d.strides)
	return r
}
