package tensor

import (
	"errors"
	"math"
	"testing"
)

// celsius is a named float type: the math functions must reach the float32
// kernels through it, not misread its memory as float64.
type celsius float32

// TestUnaryNamedFloat checks Unary on a named float32 type against float32.
func TestUnaryNamedFloat(t *testing.T) {
	xs := []celsius{0, 1, -2.5, 3, 100, -100, 0.125, 7}
	x, _ := FromSlice(xs, [1]int{len(xs)})
	for _, f := range []UnaryFunc{Exp, Log, Sqrt, Sin} {
		got, err := Unary(f, x)
		if err != nil {
			t.Fatal(err)
		}
		f32 := make([]float32, len(xs))
		for i, v := range xs {
			f32[i] = float32(v)
		}
		y, _ := FromSlice(f32, [1]int{len(xs)})
		want, _ := Unary(f, y)
		for i := range xs {
			g, _ := got.At(i)
			w, _ := want.At(i)
			if math.Float32bits(float32(g)) != math.Float32bits(w) {
				t.Errorf("%s(%v) = %v on the named type, %v on float32", f, xs[i], g, w)
			}
		}
	}
}

// TestUnaryErrors checks the errors of Unary and UnaryTo: an unknown
// function, a shape that does not broadcast, a read-only destination; dst
// is unchanged after each.
func TestUnaryErrors(t *testing.T) {
	x, _ := FromSlice([]float64{1, 2, 3}, [1]int{3})
	if _, err := Unary(UnaryFunc(0), x); !errors.Is(err, ErrValue) {
		t.Errorf("Unary(0): %v, want ErrValue", err)
	}
	if _, err := Unary(UnaryFunc(200), x); !errors.Is(err, ErrValue) {
		t.Errorf("Unary(200): %v, want ErrValue", err)
	}
	dst, _ := FromSlice([]float64{9, 9}, [1]int{2})
	if err := UnaryTo(dst, Exp, x); !errors.Is(err, ErrBroadcast) {
		t.Errorf("UnaryTo into a shorter dst: %v, want ErrBroadcast", err)
	}
	if v, _ := dst.At(0); v != 9 {
		t.Errorf("dst changed to %v", v)
	}
	if err := UnaryTo(x.ReadOnlyView(), Exp, x); !errors.Is(err, ErrReadOnly) {
		t.Errorf("UnaryTo into a read-only view: %v, want ErrReadOnly", err)
	}
	if v, _ := x.At(2); v != 3 {
		t.Errorf("read-only dst changed to %v", v)
	}
	if UnaryFunc(0).String() == "" || Exp.String() != "exp" || Abs.String() != "absolute" {
		t.Errorf("names: %q %q %q", UnaryFunc(0), Exp, Abs)
	}
}

// TestBinaryErrors checks what Binary and BinaryTo report before writing
// anything: a zero integer divisor, a negative integer exponent, a function
// the element type does not have, an unknown function.
func TestBinaryErrors(t *testing.T) {
	a, _ := FromSlice([]int32{7, -7, 9}, [1]int{3})
	b, _ := FromSlice([]int32{2, 0, 3}, [1]int{3})
	dst, _ := FromSlice([]int32{5, 5, 5}, [1]int{3})
	for _, f := range []BinaryFunc{FloorDivide, Remainder, Fmod} {
		if err := BinaryTo(dst, f, a, b); !errors.Is(err, ErrDivideByZero) {
			t.Errorf("%s by zero: %v, want ErrDivideByZero", f, err)
		}
	}
	e, _ := FromSlice([]int32{2, -1, 0}, [1]int{3})
	if err := BinaryTo(dst, Power, a, e); !errors.Is(err, ErrValue) {
		t.Errorf("power with a negative exponent: %v, want ErrValue", err)
	}
	for i, want := range []int32{5, 5, 5} {
		if v, _ := dst.At(i); v != want {
			t.Fatalf("dst[%d] = %d after failed calls, want %d", i, v, want)
		}
	}
	if _, err := Binary(Hypot, a, b); !errors.Is(err, ErrType) {
		t.Errorf("hypot of int32: %v, want ErrType", err)
	}
	x, _ := FromSlice([]float64{1, 2}, [1]int{2})
	if _, err := Binary(BitwiseAnd, x, x); !errors.Is(err, ErrType) {
		t.Errorf("bitwise_and of float64: %v, want ErrType", err)
	}
	if _, err := Binary(BinaryFunc(99), x, x); !errors.Is(err, ErrValue) {
		t.Errorf("unknown function: %v, want ErrValue", err)
	}
	// Unsigned exponents are never negative; a scalar operand broadcasts.
	u, _ := FromSlice([]uint8{3, 2, 0}, [1]int{3})
	p, err := Binary(Power, u, 5)
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []uint8{243, 32, 0} {
		if v, _ := p.At(i); v != want {
			t.Errorf("power(uint8)[%d] = %d, want %d", i, v, want)
		}
	}
	if Remainder.String() != "remainder" || BinaryFunc(0).String() == "" {
		t.Errorf("names: %q %q", Remainder, BinaryFunc(0))
	}
}

// TestToFormsAllocs checks that the destination forms of the math
// functions, conversion, rounding and clipping allocate nothing with
// one worker, in place too.
func TestToFormsAllocs(t *testing.T) {
	defer SetWorkers(SetWorkers(1))
	x, _ := Zeros[float64]([2]int{300, 200})
	d, _ := Zeros[float64]([2]int{300, 200})
	row, _ := Zeros[float64]([1]int{200})
	ix, _ := Full([2]int{300, 200}, int32(7))
	iy, _ := Full([2]int{300, 200}, int32(3))
	mb, _ := Full([2]int{300, 200}, true)
	f32, _ := Zeros[float32]([2]int{300, 200})
	for name, f := range map[string]func(){
		"BinaryTo int32":     func() { _ = BinaryTo(ix, Remainder, ix, iy) },
		"UnaryTo":            func() { _ = UnaryTo(d, Exp, x) },
		"UnaryTo in place":   func() { _ = UnaryTo(x, Sin, x) },
		"BinaryTo":           func() { _ = BinaryTo(d, Power, x, x) },
		"BinaryTo broadcast": func() { _ = BinaryTo(d, Maximum, x, row) },
		"UnaryTo int32":      func() { _ = UnaryTo(ix, Negative, iy) },
		"BinaryTo bool":      func() { _ = BinaryTo(mb, LogicalAnd, mb, mb) },
		"UnaryTo bool":       func() { _ = UnaryTo(mb, LogicalNot, mb) },
		"ConvertTo":          func() { _ = ConvertTo(f32, x) },
		"RoundTo":            func() { _ = RoundTo(d, x, 2) },
		"ClipTo":             func() { _ = ClipTo(d, x, 0, 1) },
	} {
		if n := testing.AllocsPerRun(10, f); n != 0 {
			t.Errorf("%s: %v allocations", name, n)
		}
	}
}
