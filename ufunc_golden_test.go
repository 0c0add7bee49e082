//go:build !race

package tensor

import (
	"encoding/json"
	"math"
	"strconv"
	"testing"
	"unsafe"

	"golang.org/x/exp/constraints"

	"github.com/fixedrank/tensor/dyn"
)

// ufuncRecord is one function and float type of testdata/ufunc.jsonl:
// arguments, correctly rounded results and NumPy's results, as hex bits.
type ufuncRecord struct {
	Func  string
	Dtype string
	X, Y  []json.RawMessage
	CR    []string          `json:"cr"`
	NP    []json.RawMessage `json:"np"`
	Exact bool
}

// hexOf returns the hex string of a float's bits in a record.
func hexOf(t *testing.T, m json.RawMessage) string {
	var s string
	if err := json.Unmarshal(m, &s); err != nil {
		t.Fatal(err)
	}
	return s
}

// unaryByName maps NumPy's names to the functions.
var unaryByName = map[string]UnaryFunc{}

func init() {
	for f := Exp; f <= LogicalNot; f++ {
		unaryByName[f.String()] = f
	}
}

// ufuncMaxULP is the largest error each function may have, in units in the
// last place of the correctly rounded result, for float64 and for float32
// arguments: what the package documentation promises.
var ufuncMaxULP = map[string][2]float64{
	"exp": {1, 1}, "log": {1, 1}, "sqrt": {0, 0},
	"exp2": {1, 1}, "expm1": {1, 1}, "log2": {1, 1}, "log10": {1, 1}, "log1p": {1, 1}, "cbrt": {1, 1},
	"sin": {1, 1}, "cos": {1, 1}, "tan": {1, 1}, "arcsin": {1, 1}, "arccos": {1, 1}, "arctan": {1, 1},
	"sinh": {1, 1}, "cosh": {1, 1}, "tanh": {1, 1},
}

// ulpOrder maps a float's bits to an integer whose order is the floats'
// order, adjacent floats differing by one.
func ulpOrder(b uint64, width int) int64 {
	sign := uint64(1) << (width - 1)
	if b&sign != 0 {
		return -int64(b &^ sign)
	}
	return int64(b)
}

// TestUnaryGolden replays testdata/ufunc.jsonl (scripts/golden_ufunc.py)
// through Unary, UnaryTo over a strided view and dyn.Unary: a result that
// is NaN, ±0 or ±Inf must be exactly that (the sign of a zero included),
// any other within the function's bound of the correctly rounded result.
// It logs each function's largest error beside NumPy's.
func TestUnaryGolden(t *testing.T) {
	goldenLines(t, "testdata/ufunc.jsonl", 40, func(r ufuncRecord) {
		if r.Y != nil {
			return // functions of two arguments: TestBinaryGolden
		}
		f, ok := unaryByName[r.Func]
		if !ok {
			t.Fatalf("unknown function %q", r.Func)
		}
		switch {
		case r.Exact && r.Dtype == "float64":
			unaryExactCheck[float64](t, f, r)
		case r.Exact:
			unaryExactCheck[float32](t, f, r)
		case r.Dtype == "float64":
			unaryGoldenCheck[float64](t, f, r, 64)
		default:
			unaryGoldenCheck[float32](t, f, r, 32)
		}
	})
}

// floatFromBits and bitsOfFloat convert between a float T and its bit
// pattern; hexWord reads a record's hex bit pattern.
func floatFromBits[T Float](b uint64) T {
	var z T
	if unsafe.Sizeof(z) == 8 {
		return T(math.Float64frombits(b))
	}
	return T(math.Float32frombits(uint32(b)))
}

func bitsOfFloat[T Float](v T) uint64 {
	if unsafe.Sizeof(v) == 8 {
		return math.Float64bits(float64(v))
	}
	return uint64(math.Float32bits(float32(v)))
}

func hexWord(t *testing.T, m json.RawMessage) uint64 {
	v, err := strconv.ParseUint(hexOf(t, m), 16, 64)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// unaryThreeWays returns a record's arguments and f of them through Unary,
// through UnaryTo from a strided view (every other element of a longer
// buffer) into a strided destination, and through dyn.Unary.
func unaryThreeWays[T Float](t *testing.T, f UnaryFunc, r ufuncRecord) (xs []T, got, strided, viaDyn func(int) T) {
	t.Helper()
	n := len(r.X)
	xs = make([]T, n)
	for i, m := range r.X {
		xs[i] = floatFromBits[T](hexWord(t, m))
	}
	x, _ := FromSlice(xs, [1]int{n})
	g, err := Unary(f, x)
	if err != nil {
		t.Fatal(err)
	}
	wide, _ := Zeros[T]([1]int{2 * n})
	col, _ := wide.Slice(0, Colon().By(2))
	if err := Assign(col, x); err != nil {
		t.Fatal(err)
	}
	dst, _ := Zeros[T]([1]int{3 * n})
	dcol, _ := dst.Slice(0, Colon().By(3))
	if err := UnaryTo(dcol, f, col); err != nil {
		t.Fatal(err)
	}
	d, err := dyn.Unary(dyn.UnaryFunc(f), x.Dyn())
	if err != nil {
		t.Fatal(err)
	}
	at := func(get func(...int) (T, error)) func(int) T {
		return func(i int) T { v, _ := get(i); return v }
	}
	return xs, at(g.At), at(dcol.At), at(d.At)
}

// unaryExactCheck checks a function that rounds at most once (square,
// reciprocal, abs, negative, sign, floor, ceil, trunc, rint, conjugate)
// against NumPy's results bit for bit, a NaN's sign and a zero's included,
// through Unary, UnaryTo over a strided view and dyn.Unary.
func unaryExactCheck[T Float](t *testing.T, f UnaryFunc, r ufuncRecord) {
	t.Helper()
	xs, got, strided, viaDyn := unaryThreeWays[T](t, f, r)
	bad := 0
	for i := range xs {
		want := hexWord(t, r.NP[i])
		for _, v := range []struct {
			how string
			got T
		}{{"Unary", got(i)}, {"UnaryTo", strided(i)}, {"dyn.Unary", viaDyn(i)}} {
			if bitsOfFloat(v.got) != want && bad < 10 {
				bad++
				t.Errorf("%s %s %s(%v) = %v (%#x), NumPy %v (%#x)", v.how, r.Dtype, r.Func, xs[i], v.got, bitsOfFloat(v.got), floatFromBits[T](want), want)
			}
		}
	}
}

func unaryGoldenCheck[T Float](t *testing.T, f UnaryFunc, r ufuncRecord, width int) {
	t.Helper()
	xs, got, strided, viaDyn := unaryThreeWays[T](t, f, r)
	n := len(xs)
	toBits, fromBits := bitsOfFloat[T], floatFromBits[T]
	bits := func(s string) uint64 {
		v, err := strconv.ParseUint(s, 16, 64)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	maxULP := ufuncMaxULP[r.Func][0]
	if width == 32 {
		maxULP = ufuncMaxULP[r.Func][1]
	}
	worst, worstNP := 0.0, 0.0
	for i := range n {
		g, s, d := got(i), strided(i), viaDyn(i)
		if toBits(s) != toBits(g) || toBits(d) != toBits(g) {
			t.Fatalf("%s %s(%v): Unary %v, UnaryTo on a strided view %v, dyn.Unary %v", r.Dtype, r.Func, xs[i], g, s, d)
		}
		cr := fromBits(bits(r.CR[i]))
		np := fromBits(bits(hexOf(t, r.NP[i])))
		if cr != cr || cr == 0 || math.IsInf(float64(cr), 0) {
			if g == g && toBits(g) != toBits(cr) || g != g && cr == cr {
				t.Errorf("%s %s(%v) = %v, want %v", r.Dtype, r.Func, xs[i], g, cr)
			}
			continue
		}
		e := math.Abs(float64(ulpOrder(toBits(g), width) - ulpOrder(toBits(cr), width)))
		if g != g {
			e = math.Inf(1)
		}
		worst = max(worst, e)
		worstNP = max(worstNP, math.Abs(float64(ulpOrder(toBits(np), width)-ulpOrder(toBits(cr), width))))
		if e > maxULP {
			t.Errorf("%s %s(%v) = %v, %v ULP from the correctly rounded %v (bound %v)", r.Dtype, r.Func, xs[i], g, e, cr, maxULP)
		}
	}
	t.Logf("%s %s: largest error %v ULP (NumPy's %v) over %d arguments", r.Dtype, r.Func, worst, worstNP, n)
}

// binaryByName maps NumPy's names to the functions of two arguments.
var binaryByName = map[string]BinaryFunc{}

func init() {
	for f := Arctan2; f <= Over; f++ {
		binaryByName[f.String()] = f
	}
}

// TestBinaryGolden replays the functions of two arguments of
// testdata/ufunc.jsonl through Binary, BinaryTo into a strided destination
// and dyn.Binary: arctan2, hypot and power within their bound of the
// correctly rounded result (special values exactly), and the exact
// functions bit for bit NumPy's, for float64, float32 and eight integer
// types.
func TestBinaryGolden(t *testing.T) {
	goldenLines(t, "testdata/ufunc.jsonl", 40, func(r ufuncRecord) {
		if r.Y == nil {
			return
		}
		f, ok := binaryByName[r.Func]
		if !ok {
			t.Fatalf("unknown function %q", r.Func)
		}
		switch r.Dtype {
		case "float64":
			binaryGoldenCheck(t, f, r, func(m json.RawMessage) float64 { return math.Float64frombits(ufuncHexBits(t, m)) },
				func(v float64) uint64 { return math.Float64bits(v) }, 64)
		case "float32":
			binaryGoldenCheck(t, f, r, func(m json.RawMessage) float32 { return math.Float32frombits(uint32(ufuncHexBits(t, m))) },
				func(v float32) uint64 { return uint64(math.Float32bits(v)) }, 32)
		case "int8":
			binaryGoldenInt[int8](t, f, r)
		case "int16":
			binaryGoldenInt[int16](t, f, r)
		case "int32":
			binaryGoldenInt[int32](t, f, r)
		case "int64":
			binaryGoldenInt[int64](t, f, r)
		case "uint8":
			binaryGoldenInt[uint8](t, f, r)
		case "uint16":
			binaryGoldenInt[uint16](t, f, r)
		case "uint32":
			binaryGoldenInt[uint32](t, f, r)
		case "uint64":
			binaryGoldenInt[uint64](t, f, r)
		default:
			t.Fatalf("dtype %q", r.Dtype)
		}
	})
}

func ufuncHexBits(t *testing.T, m json.RawMessage) uint64 {
	v, err := strconv.ParseUint(hexOf(t, m), 16, 64)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// binaryRun computes f(a, b) three ways and checks that they agree bit
// for bit: Binary, BinaryTo into every third element of a longer buffer,
// and dyn.Binary.
func binaryRun[T Real](t *testing.T, f BinaryFunc, xs, ys []T, bitsOf func(T) uint64) Tensor[T, [1]int] {
	t.Helper()
	n := len(xs)
	a, _ := FromSlice(xs, [1]int{n})
	b, _ := FromSlice(ys, [1]int{n})
	got, err := Binary(f, a, b)
	if err != nil {
		t.Fatalf("%s: %v", f, err)
	}
	buf, _ := Zeros[T]([1]int{3 * n})
	col, _ := buf.Slice(0, Colon().By(3))
	if err := BinaryTo(col, f, a, b); err != nil {
		t.Fatal(err)
	}
	dg, err := dyn.Binary(dyn.BinaryFunc(f), a.Dyn(), b.Dyn())
	if err != nil {
		t.Fatal(err)
	}
	for i := range n {
		g, _ := got.At(i)
		s, _ := col.At(i)
		d, _ := dg.At(i)
		if bitsOf(s) != bitsOf(g) || bitsOf(d) != bitsOf(g) {
			t.Fatalf("%s(%v, %v): Binary %v, BinaryTo strided %v, dyn.Binary %v", f, xs[i], ys[i], g, s, d)
		}
	}
	return got
}

func binaryGoldenCheck[T Float](t *testing.T, f BinaryFunc, r ufuncRecord, parse func(json.RawMessage) T, bitsOf func(T) uint64, width int) {
	n := len(r.X)
	xs, ys := make([]T, n), make([]T, n)
	for i := range n {
		xs[i], ys[i] = parse(r.X[i]), parse(r.Y[i])
	}
	got := binaryRun(t, f, xs, ys, bitsOf)
	worst, worstNP := 0.0, 0.0
	for i := range n {
		g, _ := got.At(i)
		np := parse(r.NP[i])
		if r.Exact {
			if bitsOf(g) != bitsOf(np) && !(g != g && np != np) {
				t.Errorf("%s %s(%v, %v) = %v, NumPy %v", r.Dtype, r.Func, xs[i], ys[i], g, np)
			}
			continue
		}
		cr := parse(json.RawMessage(strconv.Quote(r.CR[i])))
		if cr != cr || cr == 0 || math.IsInf(float64(cr), 0) {
			if g == g && bitsOf(g) != bitsOf(cr) || g != g && cr == cr {
				t.Errorf("%s %s(%v, %v) = %v, want %v", r.Dtype, r.Func, xs[i], ys[i], g, cr)
			}
			continue
		}
		e := math.Abs(float64(ulpOrder(bitsOf(g), width) - ulpOrder(bitsOf(cr), width)))
		if g != g {
			e = math.Inf(1)
		}
		worst = max(worst, e)
		worstNP = max(worstNP, math.Abs(float64(ulpOrder(bitsOf(np), width)-ulpOrder(bitsOf(cr), width))))
		if e > 1 {
			t.Errorf("%s %s(%v, %v) = %v, %v ULP from the correctly rounded %v", r.Dtype, r.Func, xs[i], ys[i], g, e, cr)
		}
	}
	if !r.Exact {
		t.Logf("%s %s: largest error %v ULP (NumPy's %v) over %d arguments", r.Dtype, r.Func, worst, worstNP, n)
	}
}

func binaryGoldenInt[T constraints.Integer](t *testing.T, f BinaryFunc, r ufuncRecord) {
	n := len(r.X)
	parse := func(m json.RawMessage) T {
		if s := string(m); s[0] == '-' {
			v, err := strconv.ParseInt(s, 10, 64)
			if err != nil {
				t.Fatal(err)
			}
			return T(v)
		}
		v, err := strconv.ParseUint(string(m), 10, 64)
		if err != nil {
			t.Fatal(err)
		}
		return T(v)
	}
	xs, ys := make([]T, n), make([]T, n)
	for i := range n {
		xs[i], ys[i] = parse(r.X[i]), parse(r.Y[i])
	}
	got := binaryRun(t, f, xs, ys, func(v T) uint64 { return uint64(v) })
	for i := range n {
		g, _ := got.At(i)
		if want := parse(r.NP[i]); g != want {
			t.Errorf("%s %s(%v, %v) = %v, NumPy %v", r.Dtype, r.Func, xs[i], ys[i], g, want)
		}
	}
}
