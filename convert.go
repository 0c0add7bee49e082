package tensor

import (
	"github.com/fixedrank/tensor/internal/engine"
)

// Conversion between element types (NumPy's astype), by Go's conversion
// U(x) applied elementwise on the copy engine's normaliser (newPlan).
//
// The elements are [Real] on both sides: complex types are excluded, as
// sources (NumPy's astype from complex to real discards the imaginary part
// with a ComplexWarning; convert with [Map] and real() to do that) and as
// destinations (Go has no conversion from a real to a complex type; use
// [Map] with complex()).
//
// Go's conversions agree with NumPy's casts (astype with the default
// casting="unsafe") where both are defined:
//   - integer to integer keeps the low bits (narrowing wraps, int8(300) is
//     44, uint8(-1) is 255), as in NumPy;
//   - float to integer truncates toward zero (-2.7 gives -2), as in NumPy;
//   - integer to float and float64 to float32 round to nearest even, and a
//     float64 beyond float32's range becomes ±Inf, as in NumPy.
//
// They differ where neither is defined: a NaN, an infinity or a float out
// of the integer type's range converted to an integer gives an
// implementation-defined value in Go, and NumPy's result is undefined too
// (it warns "invalid value encountered in cast"). On amd64 Go gives the
// hardware's "integer indefinite" for int64, int and int32 (math.MinInt64
// or math.MinInt32), 0 for int8 and int16 (the low bits of the int32
// result), the low bits of the int64 conversion for uint8, uint16 and
// uint32 (0 for NaN, ±Inf and floats beyond int64; -1.0 gives 255 for
// uint8), and 1<<63 for uint64; TestConvertUndefined records these. NumPy
// on x86-64 gives the same for int64 and int32 from float64. Code that may
// meet such values should test for them first (math.IsNaN, math.IsInf, a
// range check).
//
// Contiguous runs of integers converted to float64 or float32 (64-bit
// integers to float64 only), and of float64 to float32 and back, run AVX2
// kernels that give the bits of Go's conversion (one rounding to nearest
// even, as above).

// Convert returns a new C-contiguous tensor of t's shape holding U(x) for
// every element x of t (NumPy's t.astype(U)); see the rules above. It
// returns only the allocation errors of [Zeros]. The zero value of a
// tensor converts to the zero value.
func Convert[U, T Real, D Dim](t Tensor[T, D]) (Tensor[U, D], error) {
	if len(t.data) == 0 && !engine.IsEmpty(ints(&t.layout.shape)) {
		return Tensor[U, D]{}, nil // a zero value: no element to convert
	}
	r := Tensor[U, D]{layout: Layout[D]{shape: t.layout.shape}}
	out, err := engine.NewResultC[U]("Convert", ints(&r.layout.shape), ints(&r.layout.strides))
	if err != nil {
		return Tensor[U, D]{}, err
	}
	r.data = out.Data
	engine.ConvertRun(out, t.strided())
	return r, nil
}

// ConvertTo stores U(x) for every element x of src into dst, src broadcast
// to dst's shape as [Assign] does (extra leading axes of length 1 are
// dropped). When U is T, dst may share memory with src as in Assign (the
// result is that of converting through a temporary); buffers of different
// element types are taken not to share memory, which they can only through
// unsafe. It returns the errors of [Assign]; dst is then unchanged.
func ConvertTo[U, T Real, D, E Dim](dst Tensor[U, D], src Tensor[T, E]) error {
	return engine.ConvertTo("ConvertTo", dst.strided(), src.strided())
}
