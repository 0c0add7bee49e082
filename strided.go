package tensor

// strided is a tensor seen through slices: its buffer, shape, strides and
// offset, and whether writes through it are refused. It is the form in
// which the algorithms shared by Tensor and DynTensor (copies, fills,
// elementwise work, reductions, iteration) take their operands, as the
// layout algorithms of core.go take shapes and strides: a Tensor hands in
// slices that alias its arrays (see ints), a DynTensor its own slices. No
// function retains a strided it is given, so a Tensor's arrays stay on the
// stack.
type strided[T any] struct {
	data     []T
	shape    []int
	st       []int
	off      int
	readOnly bool

	// out and isOut describe the result operand of a reduction: out holds
	// the strides of the destination the caller gave (NumPy's out=), which
	// take part in choosing NumPy's iteration order, and isOut says that
	// this operand is that destination rather than a temporary.
	out   []int
	isOut bool
}

// strided returns t as a strided operand that aliases t's layout.
func (t *Tensor[T, D]) strided() strided[T] {
	return strided[T]{data: t.data, shape: ints(&t.layout.shape), st: ints(&t.layout.strides), off: t.layout.offset, readOnly: t.readOnly}
}

// strided returns t as a strided operand that aliases t's layout.
func (t DynTensor[T]) strided() strided[T] {
	return strided[T]{data: t.data, shape: t.layout.shape, st: t.layout.strides, off: t.layout.offset, readOnly: t.readOnly}
}

// hasNone reports whether s has no element to visit: an empty shape, or no
// buffer (the zero value of a rank-0 Tensor and the zero DynTensor).
func (s *strided[T]) hasNone() bool { return len(s.data) == 0 || isEmpty(s.shape) }

// newC returns a zeroed C-contiguous operand of shape (a valid shape), with
// its strides written into st (len(shape) long). It returns the allocation
// errors of [Zeros].
func newC[T any](op string, shape, st []int) (strided[T], error) {
	_ = contigStrides(op, shape, st, C) // cannot fail: the shape is valid
	n, err := sizeOf(op, shape)
	if err != nil {
		return strided[T]{}, err
	}
	data, err := makeBuf[T](op, n)
	if err != nil {
		return strided[T]{}, err
	}
	return strided[T]{data: data, shape: shape, st: st}, nil
}

// cloneData copies s into a new buffer contiguous in order (C unless order
// is F) and writes the buffer's strides into st. A source without a buffer
// (a zero value) gives none.
func cloneData[T any](op string, s strided[T], order Order, st []int) ([]T, error) {
	if order != F {
		order = C
	}
	_ = contigStrides(op, s.shape, st, order) // cannot fail: the shape is valid
	if len(s.data) == 0 {
		return nil, nil
	}
	n, _ := sizeOf(op, s.shape)
	data, err := makeBuf[T](op, n)
	if err != nil {
		return nil, err
	}
	copyStrided(strided[T]{data: data, shape: s.shape, st: st}, s)
	return data, nil
}

// fill sets every element of s to v.
func fill[T any](op string, s strided[T], v T) error {
	if s.readOnly {
		return errorf(ErrReadOnly, "%s", op)
	}
	var zero [MaxRank]int // stride 0 everywhere: one source element
	src := [1]T{v}
	copyStrided(s, strided[T]{data: src[:], shape: s.shape, st: zero[:len(s.shape)]})
	return nil
}

// assign copies src into dst as NumPy's dst[...] = src: src broadcast to
// dst's shape after dropping extra leading axes of length 1, through a
// temporary when dst overlaps src other than through its own layout.
func assign[T any](op string, dst, src strided[T]) error {
	var sst, cst [MaxRank]int
	b, ok, err := assignSource(op, dst, src, &sst, &cst)
	if ok {
		copyStrided(dst, b)
	}
	return err
}

// assignSource prepares the source of an assignment (assign, or ConvertTo's
// converting copy): src broadcast to dst's shape with NumPy's assignment
// rule (strides in sst), or a copy of it (strides in cst) when dst overlaps
// it other than through its own layout. ok is false when nothing is to be
// written: err then says why, or is nil for an empty destination.
func assignSource[U, T any](op string, dst strided[U], src strided[T], sst, cst *[MaxRank]int) (b strided[T], ok bool, err error) {
	if dst.readOnly {
		return b, false, errorf(ErrReadOnly, "%s", op)
	}
	b = src
	b.shape, b.st = dst.shape, sst[:len(dst.shape)]
	if err := assignStrides(op, src.shape, src.st, dst.shape, b.st); err != nil {
		return b, false, err
	}
	if dst.hasNone() {
		return b, false, nil // nothing to write (an empty or zero-value dst)
	}
	if len(src.data) == 0 {
		return b, false, errorf(ErrBroadcast, "%s: the source is a zero-value tensor without elements", op)
	}
	if mustCopyAny(dst.data, dst.shape, dst.st, dst.off, src.data, b.st, b.off) {
		data, err := cloneData(op, src, C, cst[:len(src.shape)])
		if err != nil {
			return b, false, err
		}
		b.data, b.off = data, 0
		_ = assignStrides(op, src.shape, cst[:len(src.shape)], dst.shape, b.st) // src's shape broadcast before
	}
	return b, true, nil
}

// assignStrides writes into out the strides of (shape, st) broadcast to
// target with NumPy's assignment rule: extra leading axes of length 1 are
// dropped first.
func assignStrides(op string, shape, st, target, out []int) error {
	if extra := len(shape) - len(target); extra > 0 {
		for k := range extra {
			if shape[k] != 1 {
				return errorf(ErrBroadcast, "%s: shape %s into %s (extra leading axis %d has length %d, not 1)", op, fmtInts(shape), fmtInts(target), k, shape[k])
			}
		}
		shape, st = shape[extra:], st[extra:]
	}
	return broadcastStrides(op, shape, st, target, out)
}

// broadcastStrides writes into out the strides of (shape, st) broadcast to
// target (NumPy's rule, axes aligned at the right).
func broadcastStrides(op string, shape, st, target, out []int) error {
	var os [MaxRank]int
	if len(target) > MaxRank {
		return errorf(ErrRank, "%s: rank %d exceeds %d", op, len(target), MaxRank)
	}
	return broadcastTo(op, shape, st, target, C, os[:len(target)], out)
}

// equalData reports whether a and b have the same shape and equal
// elements, comparing in place.
func equalData[T comparable](a, b strided[T]) bool {
	if len(a.shape) != len(b.shape) {
		return false
	}
	for k := range a.shape {
		if a.shape[k] != b.shape[k] {
			return false
		}
	}
	if len(a.data) == 0 || len(b.data) == 0 { // empty, or a zero value without elements
		return isEmpty(a.shape) || len(a.data) == len(b.data)
	}
	// An axis with stride 0 in both compares the same pair again: visit it
	// once, so broadcasts of any size compare in the time of their data.
	var buf [MaxRank]int
	shape := buf[:len(a.shape)]
	for k, d := range a.shape {
		if a.st[k] == 0 && b.st[k] == 0 && d > 1 {
			d = 1
		}
		shape[k] = d
	}
	p, ok := newPlan(shape, 2, [3][]int{a.st, b.st}, [3]int{a.off, b.off})
	if !ok {
		return true
	}
	n, st := p.inner()
	return walk(&p, 1, func(x, y, _ int) bool {
		for range n {
			if a.data[x] != b.data[y] {
				return false
			}
			x += st[0]
			y += st[1]
		}
		return true
	})
}
