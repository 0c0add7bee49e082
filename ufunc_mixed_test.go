//go:build !race

package tensor

import (
	"encoding/json"
	"errors"
	"math"
	"strconv"
	"testing"
	"unsafe"

	"github.com/fixedrank/tensor/dyn"
)

// mixedRecord is one line of testdata/ufunc_mixed.jsonl
// (scripts/golden_mixed.py): a function of operands of different element
// types and NumPy's results in type R.
type mixedRecord struct {
	Func    string
	A, B, R string
	Dtype   bool
	X       []json.RawMessage
	Y       json.RawMessage   // a list, or one number for a scalar operand
	NP      []json.RawMessage `json:"np"`
	CR      []json.RawMessage `json:"cr"`
}

// want returns the results a record's Go call must give: the correctly
// rounded ones where the record has them, otherwise NumPy's.
func (r mixedRecord) want() []json.RawMessage {
	if r.CR != nil {
		return r.CR
	}
	return r.NP
}

// decodeAs reads JSON integers, or hex bit patterns for a float T.
func decodeAs[T Real](t *testing.T, raw []json.RawMessage) []T {
	t.Helper()
	out := make([]T, len(raw))
	var z T
	for i, m := range raw {
		switch any(z).(type) {
		case float64, float32:
			var s string
			if err := json.Unmarshal(m, &s); err != nil {
				t.Fatal(err)
			}
			b, err := strconv.ParseUint(s, 16, 64)
			if err != nil {
				t.Fatal(err)
			}
			if unsafe.Sizeof(z) == 8 {
				out[i] = T(math.Float64frombits(b))
			} else {
				out[i] = T(math.Float32frombits(uint32(b)))
			}
		default:
			if v, err := strconv.ParseInt(string(m), 10, 64); err == nil {
				out[i] = T(v)
				continue
			}
			v, err := strconv.ParseUint(string(m), 10, 64)
			if err != nil {
				t.Fatal(err)
			}
			out[i] = T(v)
		}
	}
	return out
}

// sameAs reports whether got matches want: the same value (a zero's sign
// included, a NaN matching any NaN), or where want is a correctly rounded
// finite nonzero result (rounded), at most one unit in the last place
// from it, the package's bound for those functions.
func sameAs[R Real](rounded bool, got, want R) bool {
	if got == want && (got != 0 || math.Signbit(float64(got)) == math.Signbit(float64(want))) {
		return true
	}
	if got != got && want != want {
		return true
	}
	if !rounded || got != got || want != want || want == 0 || math.IsInf(float64(want), 0) {
		return false
	}
	g, w := float64(got), float64(want)
	if unsafe.Sizeof(got) == 4 {
		return math.Nextafter32(float32(w), float32(math.Inf(1))) == float32(g) || math.Nextafter32(float32(w), float32(math.Inf(-1))) == float32(g)
	}
	return math.Nextafter(w, math.Inf(1)) == g || math.Nextafter(w, math.Inf(-1)) == g
}

// mixedBinary replays a record of a T tensor and a U tensor through
// BinaryAs[R] and dyn.BinaryAs[R].
func mixedBinary[T, U, R Real](t *testing.T, r mixedRecord) {
	var ys []json.RawMessage
	if err := json.Unmarshal(r.Y, &ys); err != nil {
		t.Fatal(err)
	}
	xs, yv, want := decodeAs[T](t, r.X), decodeAs[U](t, ys), decodeAs[R](t, r.want())
	f := binaryByName[r.Func]
	a, _ := FromSlice(xs, [1]int{len(xs)})
	b, _ := FromSlice(yv, [1]int{len(yv)})
	got, err := BinaryAs[R](f, a, b)
	if err != nil {
		t.Fatalf("%s(%s, %s) as %s: %v", r.Func, r.A, r.B, r.R, err)
	}
	gotDyn, err := dyn.BinaryAs[R](dyn.BinaryFunc(f), a.Dyn(), b.Dyn())
	if err != nil {
		t.Fatalf("dyn %s(%s, %s) as %s: %v", r.Func, r.A, r.B, r.R, err)
	}
	for i := range want {
		g, _ := got.At(i)
		d, _ := gotDyn.At(i)
		if !sameAs(r.CR != nil, g, want[i]) || !sameAs(r.CR != nil, d, want[i]) {
			t.Errorf("%s(%s %v, %s %v) as %s = %v (dyn %v), want %v", r.Func, r.A, xs[i], r.B, yv[i], r.R, g, d, want[i])
		}
	}
}

// mixedScalar replays a record of a T tensor and a Go number through
// BinaryAs[R].
func mixedScalar[T, R Real](t *testing.T, r mixedRecord) {
	xs, want := decodeAs[T](t, r.X), decodeAs[R](t, r.want())
	var y any
	if r.B == "float" {
		var v float64
		if err := json.Unmarshal(r.Y, &v); err != nil {
			t.Fatal(err)
		}
		y = v
	} else {
		var v int
		if err := json.Unmarshal(r.Y, &v); err != nil {
			t.Fatal(err)
		}
		y = v
	}
	a, _ := FromSlice(xs, [1]int{len(xs)})
	got, err := BinaryAs[R](binaryByName[r.Func], a, y)
	if err != nil {
		t.Fatalf("%s(%s, %v) as %s: %v", r.Func, r.A, y, r.R, err)
	}
	for i := range want {
		if g, _ := got.At(i); !sameAs(r.CR != nil, g, want[i]) {
			t.Errorf("%s(%s %v, %v) as %s = %v, want %v", r.Func, r.A, xs[i], y, r.R, g, want[i])
		}
	}
}

// mixedUnary replays a record of a T tensor through UnaryAs[R] and
// dyn.UnaryAs[R].
func mixedUnary[T, R Real](t *testing.T, r mixedRecord) {
	xs, want := decodeAs[T](t, r.X), decodeAs[R](t, r.want())
	f := unaryByName[r.Func]
	a, _ := FromSlice(xs, [1]int{len(xs)})
	got, err := UnaryAs[R](f, a)
	if err != nil {
		t.Fatalf("%s(%s) as %s: %v", r.Func, r.A, r.R, err)
	}
	gotDyn, err := dyn.UnaryAs[R](dyn.UnaryFunc(f), a.Dyn())
	if err != nil {
		t.Fatalf("dyn %s(%s) as %s: %v", r.Func, r.A, r.R, err)
	}
	for i := range want {
		g, _ := got.At(i)
		d, _ := gotDyn.At(i)
		if !sameAs(r.CR != nil, g, want[i]) || !sameAs(r.CR != nil, d, want[i]) {
			t.Errorf("%s(%s %v) as %s = %v (dyn %v), want %v", r.Func, r.A, xs[i], r.R, g, d, want[i])
		}
	}
}

// mixedCases maps "a,b,r" (b empty for one argument, "float" or "int" for
// a scalar) to the instantiation that replays it.
var mixedCases = map[string]func(*testing.T, mixedRecord){
	"int32,float64,float64":   mixedBinary[int32, float64, float64],
	"float32,int32,float64":   mixedBinary[float32, int32, float64],
	"int8,uint8,int16":        mixedBinary[int8, uint8, int16],
	"uint8,int8,int16":        mixedBinary[uint8, int8, int16],
	"uint8,float32,float32":   mixedBinary[uint8, float32, float32],
	"int64,float64,float64":   mixedBinary[int64, float64, float64],
	"int16,float32,float32":   mixedBinary[int16, float32, float32],
	"uint32,int32,int64":      mixedBinary[uint32, int32, int64],
	"uint16,int64,int64":      mixedBinary[uint16, int64, int64],
	"uint8,uint16,uint16":     mixedBinary[uint8, uint16, uint16],
	"int16,uint8,int16":       mixedBinary[int16, uint8, int16],
	"float64,float64,float32": mixedBinary[float64, float64, float32],
	"int64,int64,float32":     mixedBinary[int64, int64, float32],
	"int32,int8,int8":         mixedBinary[int32, int8, int8],
	"uint16,uint8,uint8":      mixedBinary[uint16, uint8, uint8],
	"int32,float32,float32":   mixedBinary[int32, float32, float32],
	"uint8,float,float64":     mixedScalar[uint8, float64],
	"int32,float,float64":     mixedScalar[int32, float64],
	"uint8,float,float32":     mixedScalar[uint8, float32],
	"int16,int,float32":       mixedScalar[int16, float32],
	"int32,float,float32":     mixedScalar[int32, float32],
	"int8,int,int16":          mixedScalar[int8, int16],
	"int32,,float64":          mixedUnary[int32, float64],
	"int64,,float64":          mixedUnary[int64, float64],
	"int16,,float32":          mixedUnary[int16, float32],
	"uint16,,float32":         mixedUnary[uint16, float32],
	"uint8,,float32":          mixedUnary[uint8, float32],
	"int8,,float64":           mixedUnary[int8, float64],
	"float64,,float32":        mixedUnary[float64, float32],
	"uint8,,int16":            mixedUnary[uint8, int16],
}

// TestMixedGolden replays testdata/ufunc_mixed.jsonl: BinaryAs and
// UnaryAs (and dyn's) with R NumPy's own result type, or the type NumPy was
// given as dtype=, match NumPy's results bit for bit, and for the
// functions that round an irrational value come within one unit in the
// last place of the correctly rounded result (special values exactly).
func TestMixedGolden(t *testing.T) {
	goldenLines(t, "testdata/ufunc_mixed.jsonl", 50, func(r mixedRecord) {
		run, ok := mixedCases[r.A+","+r.B+","+r.R]
		if !ok {
			t.Fatalf("no instantiation for %s(%s, %s) as %s", r.Func, r.A, r.B, r.R)
		}
		run(t, r)
	})
}

// TestMixedErrors checks the casts NumPy's same_kind rule refuses, and
// true division of integers, each an error wrapping ErrType.
func TestMixedErrors(t *testing.T) {
	f, _ := FromSlice([]float64{1.5, 2}, [1]int{2})
	i, _ := FromSlice([]int32{3, -4}, [1]int{2})
	s, _ := FromSlice([]int8{-1, 2}, [1]int{2})
	c, _ := FromSlice([]complex128{1, 2i}, [1]int{2})
	m, _ := FromSlice([]bool{true, false}, [1]int{2})
	for _, tc := range []struct {
		name string
		err  error
	}{
		{"float64 as int32", func() error { _, err := BinaryAs[int32](Minus, f, i); return err }()},
		{"int8 as uint8", func() error { _, err := BinaryAs[uint8](Plus, s, s); return err }()},
		{"int32 tensor, float64 scalar as int32", func() error { _, err := BinaryAs[int32](Times, i, 0.5); return err }()},
		{"true_divide as int32", func() error { _, err := BinaryAs[int32](Over, i, i); return err }()},
		{"complex as float64", func() error { _, err := UnaryAs[float64](Sqrt, c); return err }()},
		{"float64 as complex128", func() error { _, err := UnaryAs[complex128](Sqrt, f); return err }()},
		{"bool as float64", func() error { _, err := UnaryAs[float64](Sqrt, m); return err }()},
		{"dyn float64 as int32", func() error { _, err := dyn.BinaryAs[int32](dyn.Minus, f.Dyn(), i.Dyn()); return err }()},
	} {
		if !errors.Is(tc.err, ErrType) {
			t.Errorf("%s: %v, want ErrType", tc.name, tc.err)
		}
	}
	// A zero-value tensor of another element type is refused as one of
	// the operation's own type is, never taken as a tensor of zeros.
	row, _ := FromSlice([]float64{1, 2, 3}, [1]int{3})
	var zi Tensor[int32, [0]int]
	var dz dyn.Tensor[int32]
	for name, err := range map[string]error{
		"BinaryAs(row, zero)":   func() error { _, err := BinaryAs[float64](Plus, row, zi); return err }(),
		"BinaryAs(zero, 1)":     func() error { _, err := BinaryAs[float64](Plus, zi, 1.0); return err }(),
		"UnaryAs(zero)":         func() error { _, err := UnaryAs[float64](Exp, zi); return err }(),
		"Add(row, zero)":        func() error { _, err := Add(row, zi); return err }(),
		"TrueDivide(row, zero)": func() error { _, err := TrueDivide[float64](row, zi); return err }(),
		"dyn.UnaryAs(zero)":     func() error { _, err := dyn.UnaryAs[float64](dyn.Exp, dz); return err }(),
	} {
		if !errors.Is(err, ErrBroadcast) {
			t.Errorf("%s: %v, want ErrBroadcast (a zero-value tensor)", name, err)
		}
	}
	// Plus, Minus, Times and Over in Binary are Add, Subtract, Multiply and
	// float division; the same type needs no conversion.
	for _, op := range []struct {
		f    BinaryFunc
		want []float64
	}{{Plus, []float64{3.5, 2}}, {Minus, []float64{-0.5, 2}}, {Times, []float64{3, 0}}, {Over, []float64{0.75, math.Inf(1)}}} {
		b, _ := FromSlice([]float64{2, 0}, [1]int{2})
		got, err := Binary(op.f, f, b)
		if err != nil || got.Data()[0] != op.want[0] || got.Data()[1] != op.want[1] {
			t.Errorf("Binary(%v) = %v, %v, want %v", op.f, got.Data(), err, op.want)
		}
	}
}

// TestSignKeepsNaNBits checks that Sign returns a NaN's bits unchanged, a
// signalling NaN's too, as NumPy 1.24's np.sign does (0x7ff0000000000001
// stays so, not quieted to 0x7ff8000000000001), on the vector kernel's
// path (65 elements) and the Go twin's (2), and +0 for -0.
func TestSignKeepsNaNBits(t *testing.T) {
	for _, n := range []int{2, 65} {
		x64 := make([]float64, n)
		x32 := make([]float32, n)
		for i := range n {
			x64[i] = math.Float64frombits(0x7ff0000000000001)
			x32[i] = math.Float32frombits(0x7f800001)
		}
		x64[n-1], x32[n-1] = math.Copysign(0, -1), float32(math.Copysign(0, -1))
		a, _ := FromSlice(x64, [1]int{n})
		b, _ := FromSlice(x32, [1]int{n})
		ra, err1 := Unary(Sign, a)
		rb, err2 := Unary(Sign, b)
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		for i := range n - 1 {
			if g := math.Float64bits(ra.Data()[i]); g != 0x7ff0000000000001 {
				t.Errorf("n=%d float64 sign(sNaN) = %#x, want the same bits", n, g)
			}
			if g := math.Float32bits(rb.Data()[i]); g != 0x7f800001 {
				t.Errorf("n=%d float32 sign(sNaN) = %#x, want the same bits", n, g)
			}
		}
		if math.Float64bits(ra.Data()[n-1]) != 0 || math.Float32bits(rb.Data()[n-1]) != 0 {
			t.Errorf("n=%d sign(-0) = %v, %v, want +0", n, ra.Data()[n-1], rb.Data()[n-1])
		}
	}
}
