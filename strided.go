package tensor

import (
	"github.com/fixedrank/tensor/internal/engine"
)

// strided returns t as a strided operand that aliases t's layout.
func (t *Tensor[T, D]) strided() engine.Strided[T] {
	return engine.Strided[T]{Data: t.data, Shape: ints(&t.layout.shape), St: ints(&t.layout.strides), Off: t.layout.offset, ReadOnly: t.readOnly}
}
