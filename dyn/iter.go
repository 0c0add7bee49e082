package dyn

import (
	"iter"

	"github.com/fixedrank/tensor/internal/engine"
)

// All returns an iterator over the indices and elements of t in C order
// (last index fastest). The index slice is reused: it holds the current
// index only until the loop body returns, so copy it to keep it (it costs
// no allocation per element). For hot loops prefer [Tensor.Values] or
// [Tensor.Runs].
func (t Tensor[T]) All() iter.Seq2[[]int, T] {
	return func(yield func([]int, T) bool) {
		if len(t.data) == 0 || engine.IsEmpty(t.layout.shape) {
			return
		}
		idx := make([]int, len(t.layout.shape))
		c, n, s, _ := engine.IndexCursor(idx, t.layout.shape, t.layout.strides, t.layout.offset) // not empty
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

// Runs returns the runs that together cover every element of t exactly
// once, in an order chosen for memory locality; see [Tensor.Runs].
func (t Tensor[T]) Runs() iter.Seq[Run] {
	return engine.Runs(t.data, t.layout.shape, t.layout.strides, t.layout.offset)
}

// Values returns an iterator over the elements of t in C order; see
// [Tensor.Values].
func (t Tensor[T]) Values() iter.Seq[T] {
	return engine.Values(t.data, t.layout.shape, t.layout.strides, t.layout.offset)
}
