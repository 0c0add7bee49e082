package dyn

import (
	"fmt"

	"github.com/fixedrank/tensor/internal/engine"
)

// Format implements [fmt.Formatter] as [Tensor.Format] does.
func (t Tensor[T]) Format(f fmt.State, verb rune) {
	if verb == 'v' || verb == 's' {
		_, _ = f.Write([]byte(t.String()))
		return
	}
	engine.FormatVerb(f, verb, t.data, t.layout.shape, t.layout.strides, t.layout.offset)
}

var _ fmt.Formatter = Tensor[int]{}
