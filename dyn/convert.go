package dyn

import (
	"github.com/fixedrank/tensor/internal/engine"
)

// Convert is tensor.Convert for a runtime-rank tensor.
func Convert[U, T Real](t Tensor[T]) (Tensor[U], error) {
	shape := t.layout.shape
	if len(t.data) == 0 && !engine.IsEmpty(shape) {
		return Tensor[U]{}, nil // the zero value: no element to convert
	}
	l := Layout{shape: append([]int(nil), shape...), strides: make([]int, len(shape))}
	out, err := engine.NewResultC[U]("dyn.Convert", l.shape, l.strides)
	if err != nil {
		return Tensor[U]{}, err
	}
	engine.ConvertRun(out, t.strided())
	return Tensor[U]{data: out.Data, layout: l}, nil
}

// ConvertTo is [ConvertTo] for runtime-rank tensors.
func ConvertTo[U, T Real](dst Tensor[U], src Tensor[T]) error {
	return engine.ConvertTo("dyn.ConvertTo", dst.strided(), src.strided())
}
