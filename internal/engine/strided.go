package engine

import "github.com/fixedrank/tensor/internal/kernel"

// Strided is a tensor seen through slices: its buffer, shape, strides and
// offset, and whether writes through it are refused. It is the form in
// which the algorithms shared by Tensor and DynTensor (copies, fills,
// elementwise work, reductions, iteration) take their operands, as the
// layout algorithms of core.go take shapes and strides: a Tensor hands in
// slices that alias its arrays (see ints), a DynTensor its own slices. No
// function retains a strided it is given, so a Tensor's arrays stay on the
// stack.
type Strided[T any] struct {
	Data     []T
	Shape    []int
	St       []int
	Off      int
	ReadOnly bool

	// out and isOut describe the result operand of a reduction: out holds
	// the strides of the destination the caller gave (NumPy's out=), which
	// take part in choosing NumPy's iteration order, and isOut says that
	// this operand is that destination rather than a temporary.
	Out   []int
	IsOut bool
}

// HasNone reports whether s has no element to visit: an empty shape, or no
// buffer (the zero value of a rank-0 Tensor and the zero DynTensor).
func (s *Strided[T]) HasNone() bool { return len(s.Data) == 0 || IsEmpty(s.Shape) }

// NewC returns a zeroed C-contiguous operand of shape (a valid shape), with
// its strides written into st (len(shape) long). It returns the allocation
// errors of [Zeros].
func NewC[T any](op string, shape, st []int) (Strided[T], error) {
	_ = ContigStrides(op, shape, st, C) // cannot fail: the shape is valid
	n, err := SizeOf(op, shape)
	if err != nil {
		return Strided[T]{}, err
	}
	data, err := MakeBuf[T](op, n)
	if err != nil {
		return Strided[T]{}, err
	}
	return Strided[T]{Data: data, Shape: shape, St: st}, nil
}

// NewResultC is [NewC] for a result that the caller writes whole before
// anyone reads it: the buffer comes from [MakeResult], so a large one is
// not cleared first.
func NewResultC[T any](op string, shape, st []int) (Strided[T], error) {
	_ = ContigStrides(op, shape, st, C) // cannot fail: the shape is valid
	n, err := SizeOf(op, shape)
	if err != nil {
		return Strided[T]{}, err
	}
	data, err := MakeResult[T](op, n)
	if err != nil {
		return Strided[T]{}, err
	}
	return Strided[T]{Data: data, Shape: shape, St: st}, nil
}

// CloneData copies s into a new buffer contiguous in order (C unless order
// is F) and writes the buffer's strides into st. A source without a buffer
// (a zero value) gives none.
func CloneData[T any](op string, s Strided[T], order Order, st []int) ([]T, error) {
	if order != F {
		order = C
	}
	_ = ContigStrides(op, s.Shape, st, order) // cannot fail: the shape is valid
	if len(s.Data) == 0 {
		return nil, nil
	}
	n, _ := SizeOf(op, s.Shape)
	data, err := MakeResult[T](op, n) // CopyStrided writes every element
	if err != nil {
		return nil, err
	}
	CopyStrided(Strided[T]{Data: data, Shape: s.Shape, St: st}, s)
	return data, nil
}

// Fill sets every element of s to v.
func Fill[T any](op string, s Strided[T], v T) error {
	if err := Writable(op, s); err != nil {
		return err
	}
	var zero [MaxRank]int // stride 0 everywhere: one source element
	src := [1]T{v}
	CopyStrided(s, Strided[T]{Data: src[:], Shape: s.Shape, St: zero[:len(s.Shape)]})
	return nil
}

// Assign copies src into dst as NumPy's dst[...] = src: src broadcast to
// dst's shape after dropping extra leading axes of length 1, through a
// temporary when dst overlaps src other than through its own layout.
func Assign[T any](op string, dst, src Strided[T]) error {
	var sst, cst [MaxRank]int
	b, ok, err := AssignSource(op, dst, src, &sst, &cst)
	if ok {
		CopyInto(dst, b)
	}
	return err
}

// AssignStrides writes into out the strides of (shape, st) broadcast to
// target with NumPy's assignment rule: extra leading axes of length 1 are
// dropped first.
func AssignStrides(op string, shape, st, target, out []int) error {
	if extra := len(shape) - len(target); extra > 0 {
		for k := range extra {
			if shape[k] != 1 {
				return Errorf(ErrBroadcast, "%s: shape %s into %s (extra leading axis %d has length %d, not 1)", op, FmtInts(shape), FmtInts(target), k, shape[k])
			}
		}
		shape, st = shape[extra:], st[extra:]
	}
	return BroadcastStrides(op, shape, st, target, out)
}

// BroadcastStrides writes into out the strides of (shape, st) broadcast to
// target (NumPy's rule, axes aligned at the right).
func BroadcastStrides(op string, shape, st, target, out []int) error {
	var os [MaxRank]int
	if len(target) > MaxRank {
		return Errorf(ErrRank, "%s: rank %d exceeds %d", op, len(target), MaxRank)
	}
	return BroadcastTo(op, shape, st, target, C, os[:len(target)], out)
}

// EqualData reports whether a and b have the same shape and equal
// elements, comparing in place.
func EqualData[T comparable](a, b Strided[T]) bool {
	if len(a.Shape) != len(b.Shape) {
		return false
	}
	for k := range a.Shape {
		if a.Shape[k] != b.Shape[k] {
			return false
		}
	}
	if len(a.Data) == 0 || len(b.Data) == 0 { // empty, or a zero value without elements
		return IsEmpty(a.Shape) || len(a.Data) == len(b.Data)
	}
	// An axis with stride 0 in both compares the same pair again: visit it
	// once, so broadcasts of any size compare in the time of their data.
	var buf [MaxRank]int
	shape := buf[:len(a.Shape)]
	for k, d := range a.Shape {
		if a.St[k] == 0 && b.St[k] == 0 && d > 1 {
			d = 1
		}
		shape[k] = d
	}
	var p Plan
	if !p.Init(shape, 2, [3][]int{a.St, b.St}, [3]int{a.Off, b.Off}) {
		return true
	}
	n, st := p.Inner()
	return Walk(&p, 1, func(x, y, _ int) bool { return kernel.EqualRun(a.Data, x, st[0], b.Data, y, st[1], n) })
}
