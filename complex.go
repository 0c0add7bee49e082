package tensor

import (
	"github.com/fixedrank/tensor/internal/engine"
	"github.com/fixedrank/tensor/internal/kernel"
)

// PartFunc names a real function of a complex number, for [Part] and
// [PartTo]: its real or imaginary part, its absolute value or its angle.
type PartFunc uint8

// The real functions of a complex number, by NumPy's names.
const (
	RealPart  = PartFunc(kernel.PartReal)  // the real part (np.real)
	ImagPart  = PartFunc(kernel.PartImag)  // the imaginary part (np.imag)
	AbsPart   = PartFunc(kernel.PartAbs)   // |z| = hypot(real, imag) (np.abs of a complex)
	AnglePart = PartFunc(kernel.PartAngle) // arg z = arctan2(imag, real) in radians (np.angle)
)

// String returns NumPy's name of f.
func (f PartFunc) String() string { return kernel.Part(f).String() }

// Part returns f of every element of the complex tensor t in a new
// C-contiguous tensor of t's part type R (float64 for complex128, float32
// for complex64):
//
//	mag, err := tensor.Part[float64](tensor.AbsPart, z) // np.abs(z)
//	re, err := tensor.Part[float64](tensor.RealPart, z) // np.real(z), a copy
//
// NumPy's np.real and np.imag return views; Part copies. AbsPart is within
// one unit in the last place, and so is AnglePart, which is Arctan2 of the
// parts (the package documentation, "Complex numbers", says how). It returns an error wrapping
// [ErrValue] for an unknown f, [ErrType] when R is not C's part type, or
// the errors of [Zeros].
func Part[R Float, C Complex, D Dim](f PartFunc, t Tensor[C, D]) (Tensor[R, D], error) {
	r, err := empty[R]("Part", t.layout.shape)
	if err == nil {
		err = engine.PartTo("Part", kernel.Part(f), r.strided(), t.strided())
	}
	if err != nil {
		return Tensor[R, D]{}, err
	}
	return r, nil
}

// PartTo stores f of every element of t into dst, t broadcast to dst's
// shape (NumPy's np.abs(t, out=dst) for AbsPart). It returns an error
// wrapping [ErrValue], [ErrType], [ErrBroadcast] or [ErrReadOnly]; on error
// dst is unchanged.
func PartTo[R Float, C Complex, D, E Dim](dst Tensor[R, E], f PartFunc, t Tensor[C, D]) error {
	return engine.PartTo("PartTo", kernel.Part(f), dst.strided(), t.strided())
}
