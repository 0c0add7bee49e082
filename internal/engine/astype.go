package engine

import (
	"reflect"

	"github.com/fixedrank/tensor/internal/kernel"
)

// AsType returns t's elements as the element type U, for a reduction that
// accumulates in U (NumPy's dtype=, which defaults to out='s type): t
// itself (reinterpreted, no copy) when U is T, and otherwise a copy
// converted element by element in t's own memory order, so that a
// reduction visits the copy in the order NumPy's cast buffers visit t.
// U must hold every value of T as NumPy's safe casting says (uint8 into
// int16 or float32, int32 into int64 or float64, float32 into float64 or
// complex64, never a float into an integer, a signed into an unsigned or a
// wider type into a narrower one); otherwise AsType returns an error
// wrapping ErrType: NumPy's out= casts there unsafely, or computes in the
// wider type and rounds the result.
func AsType[U, T Number](op string, t Strided[T]) (Strided[U], error) {
	if reflect.TypeFor[U]() == reflect.TypeFor[T]() {
		return Strided[U]{Data: Reinterpret[U](t.Data), Shape: t.Shape, St: t.St, Off: t.Off, ReadOnly: t.ReadOnly}, nil
	}
	if !SafeCast[T, U]() {
		var u U
		var z T
		return Strided[U]{}, Errorf(ErrType, "%s: %T elements cannot accumulate in %T without loss (NumPy's safe casting)", op, z, u)
	}
	n, err := SizeOf(op, t.Shape)
	if err != nil {
		return Strided[U]{}, err
	}
	if len(t.Data) == 0 {
		n = 0
	}
	st := make([]int, len(t.Shape))
	LikeStrides(t.Shape, t.St, st)
	same, err := MakeResult[T](op, n) // both written whole below
	if err != nil {
		return Strided[U]{}, err
	}
	out, err := MakeResult[U](op, n)
	if err != nil {
		return Strided[U]{}, err
	}
	CopyStrided(Strided[T]{Data: same, Shape: t.Shape, St: st}, t)
	convertNumbers(canonical(out), canonical(same))
	return Strided[U]{Data: out, Shape: t.Shape, St: st}, nil
}

// SafeCast reports whether every value of T converts to U exactly as
// NumPy's np.can_cast(T, U, "safe") says: within a kind to the same or a
// larger size, unsigned to a larger signed type, integers of up to 16 bits
// to float32 and complex64, any integer to float64 and complex128 (NumPy
// counts int64 into float64 as safe), floats to floats at least as wide
// and to complex types whose parts are, complex to wider complex.
func SafeCast[T, U Number]() bool {
	kt, st := KindOf[T]()
	ku, su := KindOf[U]()
	switch ku {
	case KindSigned:
		return kt == KindSigned && su >= st || kt == KindUnsigned && su > st
	case KindUnsigned:
		return kt == KindUnsigned && su >= st
	case KindFloat:
		switch kt {
		case KindFloat:
			return su >= st
		case KindSigned, KindUnsigned:
			return su == 8 || st <= 2
		}
	case KindComplex:
		switch kt {
		case KindComplex:
			return su >= st
		case KindFloat:
			return su >= 2*st
		default:
			return su == 16 || st <= 2
		}
	}
	return false
}

// canonical returns x as a slice of the predeclared type with x's kind and
// size (a []Pixel of type Pixel uint8 as a []uint8), so that one switch
// covers named element types too.
func canonical[T Number](x []T) any {
	k, size := KindOf[T]()
	switch {
	case k == KindSigned && size == 1:
		return Reinterpret[int8](x)
	case k == KindSigned && size == 2:
		return Reinterpret[int16](x)
	case k == KindSigned && size == 4:
		return Reinterpret[int32](x)
	case k == KindSigned:
		return Reinterpret[int64](x)
	case k == KindUnsigned && size == 1:
		return Reinterpret[uint8](x)
	case k == KindUnsigned && size == 2:
		return Reinterpret[uint16](x)
	case k == KindUnsigned && size == 4:
		return Reinterpret[uint32](x)
	case k == KindUnsigned:
		return Reinterpret[uint64](x)
	case k == KindFloat && size == 4:
		return Reinterpret[float32](x)
	case k == KindFloat:
		return Reinterpret[float64](x)
	case k == KindComplex && size == 8:
		return Reinterpret[complex64](x)
	}
	return Reinterpret[complex128](x)
}

// convertNumbers stores the elements of s converted into d, both canonical
// slices of one length; a complex s goes only into a complex d.
func convertNumbers(d, s any) {
	switch d := d.(type) {
	case []int8:
		convertReal(d, s)
	case []int16:
		convertReal(d, s)
	case []int32:
		convertReal(d, s)
	case []int64:
		convertReal(d, s)
	case []uint8:
		convertReal(d, s)
	case []uint16:
		convertReal(d, s)
	case []uint32:
		convertReal(d, s)
	case []uint64:
		convertReal(d, s)
	case []float32:
		convertReal(d, s)
	case []float64:
		convertReal(d, s)
	case []complex64:
		convertComplex(d, s)
	case []complex128:
		convertComplex(d, s)
	}
}

func convertReal[U Real](d []U, s any) {
	n := len(d)
	switch s := s.(type) {
	case []int8:
		kernel.ConvRun(d, 0, 1, s, 0, 1, n)
	case []int16:
		kernel.ConvRun(d, 0, 1, s, 0, 1, n)
	case []int32:
		kernel.ConvRun(d, 0, 1, s, 0, 1, n)
	case []int64:
		kernel.ConvRun(d, 0, 1, s, 0, 1, n)
	case []uint8:
		kernel.ConvRun(d, 0, 1, s, 0, 1, n)
	case []uint16:
		kernel.ConvRun(d, 0, 1, s, 0, 1, n)
	case []uint32:
		kernel.ConvRun(d, 0, 1, s, 0, 1, n)
	case []uint64:
		kernel.ConvRun(d, 0, 1, s, 0, 1, n)
	case []float32:
		kernel.ConvRun(d, 0, 1, s, 0, 1, n)
	case []float64:
		kernel.ConvRun(d, 0, 1, s, 0, 1, n)
	}
}

func convertComplex[U complex64 | complex128](d []U, s any) {
	switch s := s.(type) {
	case []complex64:
		kernel.ComplexRun(d, s)
	case []complex128:
		kernel.ComplexRun(d, s)
	default: // a real s: its parts are the values and zeros
		re := make([]float64, len(d))
		convertReal(re, s)
		kernel.RealToComplexRun(d, re)
	}
}
