package tensor

import (
	"errors"
	"math"
	"testing"
	"unsafe"
)

// FuzzMixed runs BinaryAs over random element types (int8, uint8, int32,
// float32, float64 for each operand and the result), functions (the valid
// ones and a few past them), shapes that broadcast or do not, and raw
// element bits (NaN, ±Inf, the integer extremes): it never panics, returns
// only errors wrapping the package's sentinels, refuses exactly the casts
// NumPy's "same_kind" rule refuses, and otherwise gives, bit for bit, what
// converting both operands to the result type and calling Binary gives.
func FuzzMixed(f *testing.F) {
	f.Add(uint8(0), uint8(4), uint8(4), uint8(Power), uint8(3), uint8(3), []byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
	f.Add(uint8(1), uint8(0), uint8(2), uint8(Minus), uint8(2), uint8(1), []byte{255, 0, 128, 127, 1, 2})
	f.Add(uint8(3), uint8(2), uint8(0), uint8(Over), uint8(4), uint8(0), []byte{0, 0, 192, 127, 0, 0, 128, 255})
	f.Fuzz(func(t *testing.T, ta, tb, tr, fn, na, nb uint8, raw []byte) {
		fuzzMixedA(t, ta%5, tb%5, tr%5, BinaryFunc(fn%uint8(Over+3)), int(na%6), int(nb%6), raw)
	})
}

func fuzzMixedA(t *testing.T, ta, tb, tr uint8, f BinaryFunc, na, nb int, raw []byte) {
	switch ta {
	case 0:
		fuzzMixedB[int8](t, tb, tr, f, na, nb, raw)
	case 1:
		fuzzMixedB[uint8](t, tb, tr, f, na, nb, raw)
	case 2:
		fuzzMixedB[int32](t, tb, tr, f, na, nb, raw)
	case 3:
		fuzzMixedB[float32](t, tb, tr, f, na, nb, raw)
	default:
		fuzzMixedB[float64](t, tb, tr, f, na, nb, raw)
	}
}

func fuzzMixedB[T Real](t *testing.T, tb, tr uint8, f BinaryFunc, na, nb int, raw []byte) {
	switch tb {
	case 0:
		fuzzMixedR[T, int8](t, tr, f, na, nb, raw)
	case 1:
		fuzzMixedR[T, uint8](t, tr, f, na, nb, raw)
	case 2:
		fuzzMixedR[T, int32](t, tr, f, na, nb, raw)
	case 3:
		fuzzMixedR[T, float32](t, tr, f, na, nb, raw)
	default:
		fuzzMixedR[T, float64](t, tr, f, na, nb, raw)
	}
}

func fuzzMixedR[T, U Real](t *testing.T, tr uint8, f BinaryFunc, na, nb int, raw []byte) {
	switch tr {
	case 0:
		fuzzMixedRun[T, U, int8](t, f, na, nb, raw)
	case 1:
		fuzzMixedRun[T, U, uint8](t, f, na, nb, raw)
	case 2:
		fuzzMixedRun[T, U, int32](t, f, na, nb, raw)
	case 3:
		fuzzMixedRun[T, U, float32](t, f, na, nb, raw)
	default:
		fuzzMixedRun[T, U, float64](t, f, na, nb, raw)
	}
}

// fromBytes fills n elements of T from raw's bytes, cycling through them.
func fromBytes[T Real](raw []byte, skip, n int) []T {
	out := make([]T, n)
	var z T
	size := int(unsafe.Sizeof(z))
	b := make([]byte, n*size)
	for i := range b {
		if len(raw) > 0 {
			b[i] = raw[(i+skip)%len(raw)]
		}
	}
	copy(unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(out))), n*size), b)
	return out
}

// kindOf returns 'i', 'u' or 'f' for the fuzzed element types.
func kindOf[T Real]() byte {
	var z T
	switch any(z).(type) {
	case float32, float64:
		return 'f'
	case uint8:
		return 'u'
	}
	return 'i'
}

func fuzzMixedRun[T, U, R Real](t *testing.T, f BinaryFunc, na, nb int, raw []byte) {
	a, _ := FromSlice(fromBytes[T](raw, 0, 2*na), [2]int{2, na})
	b, _ := FromSlice(fromBytes[U](raw, 7, nb), [1]int{nb})
	got, err := BinaryAs[R](f, a, b)
	for _, s := range []error{ErrType, ErrValue, ErrDivideByZero, ErrBroadcast} {
		if errors.Is(err, s) {
			err = s
		}
	}
	sameKind := func(k byte) bool {
		rk := kindOf[R]()
		return rk == 'f' || rk == 'i' && k != 'f' || rk == 'u' && k == 'u'
	}
	if !sameKind(kindOf[T]()) || !sameKind(kindOf[U]()) {
		if err != ErrType {
			t.Fatalf("%v of %T and %T as %T: %v, want ErrType (not a same_kind cast)", f, *new(T), *new(U), *new(R), err)
		}
		return
	}
	ca, err1 := Convert[R](a)
	cb, err2 := Convert[R](b)
	if err1 != nil || err2 != nil {
		t.Fatal(err1, err2)
	}
	want, werr := Binary(f, ca, cb)
	for _, s := range []error{ErrType, ErrValue, ErrDivideByZero, ErrBroadcast} {
		if errors.Is(werr, s) {
			werr = s
		}
	}
	if err != werr {
		t.Fatalf("%v of %T and %T as %T: %v, converting first: %v", f, *new(T), *new(U), *new(R), err, werr)
	}
	if err != nil {
		if err != ErrType && err != ErrValue && err != ErrDivideByZero && err != ErrBroadcast {
			t.Fatalf("%v: an error wrapping no sentinel: %v", f, err)
		}
		return
	}
	g, w := got.Data(), want.Data()
	if len(g) != len(w) {
		t.Fatalf("%v: %d results, want %d", f, len(g), len(w))
	}
	for i := range g {
		if math.Float64bits(float64(g[i])) != math.Float64bits(float64(w[i])) && !(g[i] != g[i] && w[i] != w[i]) {
			t.Fatalf("%v of %T and %T as %T, element %d: %v, converting first %v", f, *new(T), *new(U), *new(R), i, g[i], w[i])
		}
	}
}
