package tensor

import "iter"

// Run is a stretch of elements of a tensor's buffer: Data()[Offset +
// i*Stride] for i in [0, Count).
type Run struct {
	Offset, Stride, Count int
}

// Runs returns the runs that together cover every element of t exactly
// once, in an order chosen for memory locality (not C order). It is the
// fast way to visit every element when the order does not matter: the
// inner loop is the caller's, and the iterator inlines into the caller
// together with the body of a range loop over it:
//
//	for r := range t.Runs() {
//		for i := range r.Count {
//			sum += data[r.Offset+i*r.Stride]
//		}
//	}
func (t Tensor[T, D]) Runs() iter.Seq[Run] {
	return func(yield func(Run) bool) {
		var c cursor
		if !c.start(elemPlan(t.data, ints(&t.layout.shape), ints(&t.layout.strides), t.layout.offset)) {
			return
		}
		s := c.stride
		if c.p.n == 0 {
			s = 1 // a single element is reported with stride 1
		}
		for yield(Run{c.off, s, c.count}) && c.next() {
		}
	}
}

// All returns an iterator over the indices and elements of t in C order
// (last index fastest). It yields the index array by value, which costs a
// copy per element: for hot loops prefer [Tensor.Values], [Tensor.Runs] or
// nested loops with ranks.Ptr3 and its siblings (or [Tensor.Ptr]).
func (t Tensor[T, D]) All() iter.Seq2[D, T] {
	return func(yield func(D, T) bool) {
		if t.Size() == 0 || len(t.data) == 0 {
			return
		}
		var idx D
		n := len(idx)
		for {
			if !yield(idx, t.data[t.layout.IndexUnchecked(&idx)]) {
				return
			}
			k := n - 1
			for ; k >= 0; k-- {
				idx[k]++
				if idx[k] < t.layout.shape[k] {
					break
				}
				idx[k] = 0
			}
			if k < 0 {
				return
			}
		}
	}
}

// Values returns an iterator over the elements of t in C order. The loop
// over each run of the innermost axis (merged with the axes contiguous with
// it) is part of the iterator, and the compiler inlines the iterator and the
// body of a range loop over it into the caller: an element costs about what
// it costs in nested loops written by hand (the benchmarks in bench/ measure
// 1.0 to 1.5 times their speed), plus a call per run. Where the range is not
// inlined (the iterator called through a variable or iter.Pull, or a range
// written directly inside a "for b.Loop()" benchmark loop, whose variables Go
// keeps alive) every element costs a call, a third of the speed of nested
// loops. [Tensor.Runs] visits the elements in memory order, which is faster
// when the axes of t are not in C order; nested loops with ranks.Ptr3 and its
// siblings give the indices as well.
func (t Tensor[T, D]) Values() iter.Seq[T] {
	return values(t.data, ints(&t.layout.shape), ints(&t.layout.strides), t.layout.offset)
}

// Values returns an iterator over the elements of t in C order; see
// [Tensor.Values].
func (t DynTensor[T]) Values() iter.Seq[T] {
	return values(t.data, t.layout.shape, t.layout.strides, t.layout.offset)
}

// values implements Values for both ranks.
func values[T any](data []T, shape, strides []int, offset int) iter.Seq[T] {
	return func(yield func(T) bool) {
		var c cursor
		if len(data) == 0 || !c.start(cPlan(shape, strides, offset)) {
			return
		}
		for {
			off, s := c.off, c.stride // locals stay in registers in the loop
			for range c.count {
				if !yield(data[off]) {
					return
				}
				off += s
			}
			if !c.next() {
				return
			}
		}
	}
}

// cursor steps through the runs of a plan's operand 0: each run is the
// plan's innermost axis at one position of the axes outside it, which
// advance as an odometer (the last fastest), as walk visits them. It is the
// pull form of walk, so that the loop over a run can sit in an iterator
// that inlines into its caller.
type cursor struct {
	p             plan
	idx           [MaxRank]int
	off           int // address of the current run's first element
	count, stride int // length and stride of every run
}

// start moves c to the first run of p and reports whether there is one;
// ok false means p is empty, so that c.start(cPlan(…)) is one call.
func (c *cursor) start(p plan, ok bool) bool {
	if !ok {
		return false
	}
	c.p = p
	n, st := p.inner()
	c.count, c.stride, c.off = n, st[0], p.off[0]
	return true
}

// next moves c to the next run and reports whether there is one.
func (c *cursor) next() bool {
	for k := c.p.n - 2; k >= 0; k-- {
		c.idx[k]++
		c.off += c.p.st[0][k]
		if c.idx[k] < c.p.shape[k] {
			return true
		}
		c.idx[k] = 0
		c.off -= c.p.st[0][k] * c.p.shape[k]
	}
	return false
}
