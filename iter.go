package tensor

import "iter"

// Run is a stretch of elements of a tensor's buffer: Data()[Offset +
// i*Stride] for i in [0, Count).
type Run struct {
	Offset, Stride, Count int
}

// Runs returns the runs that together cover every element of t exactly
// once, in an order chosen for memory locality (not C order). It is the
// fast way to visit every element: one call per run instead of one per
// element, with the inner loop left to the caller:
//
//	for r := range t.Runs() {
//		for i := range r.Count {
//			sum += data[r.Offset+i*r.Stride]
//		}
//	}
func (t Tensor[T, D]) Runs() iter.Seq[Run] {
	return func(yield func(Run) bool) {
		p, ok := elemPlan(t.data, ints(&t.layout.shape), ints(&t.layout.strides), t.layout.offset)
		if !ok {
			return
		}
		n, st := p.inner()
		s := st[0]
		if p.n == 0 {
			s = 1 // a single element is reported with stride 1
		}
		walk(&p, 1, func(off, _, _ int) bool { return yield(Run{off, s, n}) })
	}
}

// All returns an iterator over the indices and elements of t in C order
// (last index fastest). It yields the index array by value, which costs a
// copy per element: for hot loops prefer [Tensor.Runs] or nested loops with
// [Tensor.Ptr].
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

// Values returns an iterator over the elements of t in C order. It costs
// one function call per element (the address is a running sum along the
// innermost contiguous-or-strided axis); see [Tensor.Runs] for the fast
// form.
func (t Tensor[T, D]) Values() iter.Seq[T] {
	return func(yield func(T) bool) {
		cValues(t.data, ints(&t.layout.shape), ints(&t.layout.strides), t.layout.offset, yield)
	}
}

// Values returns an iterator over the elements of t in C order; see
// [Tensor.Values].
func (t DynTensor[T]) Values() iter.Seq[T] {
	return func(yield func(T) bool) {
		cValues(t.data, t.layout.shape, t.layout.strides, t.layout.offset, yield)
	}
}
