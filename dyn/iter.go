package dyn

import (
	"iter"

	"github.com/fixedrank/tensor/internal/engine"
)

// Values returns an iterator over the elements of t in C order; see
// [Tensor.Values].
func (t Tensor[T]) Values() iter.Seq[T] {
	return engine.Values(t.data, t.layout.shape, t.layout.strides, t.layout.offset)
}
