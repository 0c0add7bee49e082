package tensor

import (
	"iter"

	"github.com/fixedrank/tensor/internal/engine"
)

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
	return engine.Runs(t.data, ints(&t.layout.shape), ints(&t.layout.strides), t.layout.offset)
}

// All returns an iterator over the indices and elements of t in C order
// (last index fastest). It yields the index array by value, which costs a
// copy per element: for hot loops prefer [Tensor.Values], [Tensor.Runs] or
// nested loops with ranks.Ptr3 and its siblings (or [Tensor.Ptr]).
func (t Tensor[T, D]) All() iter.Seq2[D, T] {
	return func(yield func(D, T) bool) {
		var idx D
		c, n, s, ok := engine.IndexCursor(ints(&idx), ints(&t.layout.shape), ints(&t.layout.strides), t.layout.offset)
		if len(t.data) == 0 || !ok {
			return
		}
		k := len(idx) - 1
		for {
			for i, a := 0, c.Off[0]; i < n; i, a = i+1, a+s {
				if k >= 0 {
					idx[k] = i
				}
				if !yield(idx, t.data[a]) {
					return
				}
			}
			if !c.Next() {
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
	return engine.Values(t.data, ints(&t.layout.shape), ints(&t.layout.strides), t.layout.offset)
}
