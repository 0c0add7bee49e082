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
	return runs(t.data, ints(&t.layout.shape), ints(&t.layout.strides), t.layout.offset)
}

// runs implements Runs for both ranks.
func runs[T any](data []T, shape, strides []int, offset int) iter.Seq[Run] {
	return func(yield func(Run) bool) {
		var c cursor
		if !c.start(elemPlan(data, shape, strides, offset)) {
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
		var idx D
		var r rows
		if len(t.data) == 0 || !r.start(ints(&idx), ints(&t.layout.shape), ints(&t.layout.strides), t.layout.offset) {
			return
		}
		k, n, s := len(idx)-1, r.n, r.s
		for {
			for i, a := 0, r.o.off; i < n; i, a = i+1, a+s {
				if k >= 0 {
					idx[k] = i
				}
				if !yield(idx, t.data[a]) {
					return
				}
			}
			if !r.o.next() {
				return
			}
		}
	}
}

// rows steps an index through a shape in C order a row at a time, for the
// All iterators: the loop in the iterator visits a row (the innermost axis:
// n elements from address o.off with stride s, writing the last index
// itself) and then calls o.next, which moves the outer axes on.
type rows struct {
	o    odometer // the outer axes
	n, s int      // length and stride of the innermost axis (1 and 0 at rank 0)
}

// start places r on the first row of the layout shape/st/off, whose index
// is written into idx (zero, len(shape) long), and reports whether the
// layout has an element.
func (r *rows) start(idx, shape, st []int, off int) bool {
	if isEmpty(shape) {
		return false
	}
	k := len(shape) - 1
	r.n, r.s = 1, 0
	if k >= 0 {
		r.n, r.s = shape[k], st[k]
	} else {
		k = 0
	}
	r.o = odometer{idx: idx[:k], shape: shape[:k], st: st[:k], off: off}
	return true
}

// odometer steps an index through a shape in C order (last index fastest)
// and keeps the address of the element it names.
type odometer struct {
	idx, shape, st []int
	off            int
}

// next moves o to the next index and reports whether there is one.
func (o *odometer) next() bool {
	for k := len(o.idx) - 1; k >= 0; k-- {
		o.idx[k]++
		o.off += o.st[k]
		if o.idx[k] < o.shape[k] {
			return true
		}
		o.idx[k] = 0
		o.off -= o.st[k] * o.shape[k]
	}
	return false
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
