package tensor

import (
	"errors"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// TestComplexErrors checks the complex functions' errors: a function NumPy
// has no complex loop of, absolute (whose result is real: Part), a part
// type that is not the complex type's, an unknown part, and a destination
// that is read-only or of the wrong shape, left unchanged.
func TestComplexErrors(t *testing.T) {
	z, _ := FromSlice([]complex128{1 + 2i, -3, 4i}, [1]int{3})
	for _, f := range []UnaryFunc{Abs, Floor, Ceil, Trunc, Cbrt, Invert, LogicalNot} {
		if _, err := Unary(f, z); !errors.Is(err, ErrType) {
			t.Errorf("Unary(%s) of complex128: %v, want ErrType", f, err)
		}
	}
	for _, f := range []BinaryFunc{Arctan2, Hypot, Fmod, Remainder, FloorDivide, BitwiseAnd, LeftShift, LogicalAnd} {
		if _, err := Binary(f, z, z); !errors.Is(err, ErrType) {
			t.Errorf("Binary(%s) of complex128: %v, want ErrType", f, err)
		}
	}
	if _, err := Part[float32](AbsPart, z); !errors.Is(err, ErrType) {
		t.Errorf("Part[float32] of complex128: %v, want ErrType", err)
	}
	if _, err := dyn.Part[float64](dyn.AbsPart, z.Dyn()); err != nil {
		t.Errorf("dyn.Part: %v", err)
	}
	if _, err := Part[float64](PartFunc(9), z); !errors.Is(err, ErrValue) {
		t.Errorf("Part(9): %v, want ErrValue", err)
	}
	dst, _ := FromSlice([]float64{7, 7, 7}, [1]int{3})
	if err := PartTo(dst.ReadOnlyView(), AbsPart, z); !errors.Is(err, ErrReadOnly) {
		t.Errorf("PartTo into a read-only view: %v, want ErrReadOnly", err)
	}
	short, _ := FromSlice([]float64{7, 7}, [1]int{2})
	if err := PartTo(short, RealPart, z); !errors.Is(err, ErrBroadcast) {
		t.Errorf("PartTo into a shorter dst: %v, want ErrBroadcast", err)
	}
	if dst.Data()[0] != 7 || short.Data()[0] != 7 {
		t.Errorf("dst changed: %v %v", dst.Data(), short.Data())
	}
	b, _ := FromSlice([]bool{true}, [1]int{1})
	if _, err := Unary(Conjugate, b); !errors.Is(err, ErrType) {
		t.Errorf("Unary(Conjugate) of bool: %v, want ErrType", err)
	}
	if RealPart.String() != "real" || AbsPart.String() != "absolute" || Conjugate.String() != "conjugate" {
		t.Errorf("names: %q %q %q", RealPart, AbsPart, Conjugate)
	}
}

// TestConjugateReal checks that Conjugate of a real number is the number,
// for floats and integers, as NumPy's conjugate of a real array.
func TestConjugateReal(t *testing.T) {
	f, _ := FromSlice([]float64{-1.5, 0, 2}, [1]int{3})
	g, err := Unary(Conjugate, f)
	if err != nil || g.Data()[0] != -1.5 || g.Data()[2] != 2 {
		t.Errorf("Conjugate of float64: %v, %v", g.Data(), err)
	}
	i, _ := FromSlice([]int16{-7, 3}, [1]int{2})
	j, err := Unary(Conjugate, i)
	if err != nil || j.Data()[0] != -7 || j.Data()[1] != 3 {
		t.Errorf("Conjugate of int16: %v, %v", j.Data(), err)
	}
	z, _ := FromSlice([]complex64{1 + 2i}, [1]int{1})
	c, err := Unary(Conjugate, z)
	if err != nil || c.Data()[0] != 1-2i {
		t.Errorf("Conjugate of complex64: %v, %v", c.Data(), err)
	}
}

// TestPartBroadcast checks that PartTo broadcasts its source: the absolute
// value of one complex number into a 2×3 destination.
func TestPartBroadcast(t *testing.T) {
	z, _ := FromSlice([]complex128{3 + 4i}, [1]int{1})
	dst, _ := Zeros[float64]([2]int{2, 3})
	if err := PartTo(dst, AbsPart, z); err != nil {
		t.Fatal(err)
	}
	for _, v := range dst.Data() {
		if v != 5 {
			t.Fatalf("|3+4i| broadcast: %v", dst.Data())
		}
	}
}
