package dyn

import (
	"github.com/fixedrank/tensor/internal/engine"
	"github.com/fixedrank/tensor/internal/kernel"
)

// PartFunc names a real function of a complex number, for [Part] and
// [PartTo]; the functions are those of package tensor's PartFunc.
type PartFunc uint8

// The real functions of a complex number, by NumPy's names (see
// tensor.PartFunc).
const (
	RealPart  = PartFunc(kernel.PartReal)
	ImagPart  = PartFunc(kernel.PartImag)
	AbsPart   = PartFunc(kernel.PartAbs)
	AnglePart = PartFunc(kernel.PartAngle)
)

// String returns NumPy's name of f.
func (f PartFunc) String() string { return kernel.Part(f).String() }

// Part returns f of every element of the complex tensor t in a new
// C-contiguous tensor of t's part type R (float64 for complex128, float32
// for complex64), as tensor.Part. It returns an error wrapping [ErrValue]
// for an unknown f, [ErrType] when R is not C's part type, or the errors
// of [Zeros].
func Part[R Float, C Complex](f PartFunc, t Tensor[C]) (Tensor[R], error) {
	r, err := empty[R]("dyn.Part", t.layout.shape...)
	if err == nil {
		err = engine.PartTo("dyn.Part", kernel.Part(f), r.strided(), t.strided())
	}
	if err != nil {
		return Tensor[R]{}, err
	}
	return r, nil
}

// PartTo stores f of every element of t into dst, t broadcast to dst's
// shape. It returns an error wrapping [ErrValue], [ErrType], [ErrBroadcast]
// or [ErrReadOnly]; on error dst is unchanged.
func PartTo[R Float, C Complex](dst Tensor[R], f PartFunc, t Tensor[C]) error {
	return engine.PartTo("dyn.PartTo", kernel.Part(f), dst.strided(), t.strided())
}
