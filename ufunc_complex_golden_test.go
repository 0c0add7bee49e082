//go:build !race

package tensor

import (
	"encoding/json"
	"math"
	"strconv"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// ufuncComplexRecord is one function and complex type of
// testdata/ufunc_complex.jsonl (scripts/golden_ufunc_complex.py): the
// arguments, the correctly rounded parts and NumPy's results, each a pair
// of hex bit patterns.
type ufuncComplexRecord struct {
	Func  string
	Dtype string
	Kind  string
	X, Y  [][2]string
	CR    [][2]string `json:"cr"`
	NP    json.RawMessage
	Part  []string
}

// complexMaxULP is the largest error of each part of each complex
// function, in units in the last place of the correctly rounded part, for
// complex128 and complex64: what the package documentation promises.
var complexMaxULP = map[string][2]float64{
	"exp": {2, 1}, "exp2": {2, 1}, "log": {2, 1}, "log2": {2, 1}, "log10": {2, 1}, "log1p": {2, 1},
	"sqrt": {2, 1}, "sin": {3, 1}, "cos": {3, 1}, "sinh": {3, 1}, "cosh": {3, 1}, "tan": {4, 1},
	"tanh": {4, 1}, "arcsin": {4, 1}, "arccos": {4, 1}, "arctan": {4, 1},
}

// complexUnbounded reports the arguments at which a function's parts have
// no bound in ULPs: expm1's real part (NumPy's formula cancels), power (its
// error grows with |b·log a|) and exp2 with an imaginary part of 2^26 or
// more (the angle y·ln 2 is rounded, as NumPy rounds it). The test logs
// their largest errors.
func complexUnbounded(f string, x complex128) bool {
	return f == "expm1" || f == "power" || f == "exp2" && math.Abs(imag(x)) >= 0x1p26
}

// TestUnaryComplexGolden replays testdata/ufunc_complex.jsonl through
// Unary, UnaryTo into a strided destination and dyn.Unary (Binary for
// power, maximum, minimum, fmax and fmin): the parts of "cr" records within
// the function's bound of the correctly rounded parts (a zero, infinite or
// NaN part exactly that, the sign of a zero included), "special" records
// NumPy's C99 values (any NaN for a NaN) and "exact" records NumPy's bits.
func TestUnaryComplexGolden(t *testing.T) {
	goldenLines(t, "testdata/ufunc_complex.jsonl", 80, func(r ufuncComplexRecord) {
		switch {
		case r.Kind == "part" && r.Dtype == "complex128":
			partGoldenCheck[float64, complex128](t, r, 64)
		case r.Kind == "part":
			partGoldenCheck[float32, complex64](t, r, 32)
		case r.Dtype == "complex128":
			complexGoldenCheck[complex128](t, r, 64)
		default:
			complexGoldenCheck[complex64](t, r, 32)
		}
	})
}

// partMaxULP is the largest error of each real function of a complex
// number, for complex128 and complex64, in ULPs of the correctly rounded
// result.
var partMaxULP = map[string][2]float64{"absolute": {1, 1}, "angle": {2, 1}, "real": {0, 0}, "imag": {0, 0}}

// partGoldenCheck replays a "part" record through Part, PartTo into a
// strided destination and dyn.Part: within the bound of the correctly
// rounded result, a zero, infinity or NaN exactly.
func partGoldenCheck[R Float, C Complex](t *testing.T, r ufuncComplexRecord, width int) {
	t.Helper()
	var f PartFunc
	switch r.Func {
	case "absolute":
		f = AbsPart
	case "angle":
		f = AnglePart
	case "real":
		f = RealPart
	default:
		f = ImagPart
	}
	num := func(s string) float64 {
		v, err := strconv.ParseUint(s, 16, 64)
		if err != nil {
			t.Fatal(err)
		}
		if width == 64 {
			return math.Float64frombits(v)
		}
		return float64(math.Float32frombits(uint32(v)))
	}
	toBits := func(v float64) uint64 {
		if width == 64 {
			return math.Float64bits(v)
		}
		return uint64(math.Float32bits(float32(v)))
	}
	xs := make([]C, len(r.X))
	for i, p := range r.X {
		xs[i] = C(complex(num(p[0]), num(p[1])))
	}
	n := len(xs)
	x, _ := FromSlice(xs, [1]int{n})
	got, err := Part[R](f, x)
	dst, _ := Zeros[R]([1]int{2 * n})
	col, _ := dst.Slice(0, Colon().By(2))
	errTo := PartTo(col, f, x)
	dgot, errDyn := dyn.Part[R](dyn.PartFunc(f), x.Dyn())
	if err != nil || errTo != nil || errDyn != nil {
		t.Fatalf("%s %s: %v, %v, %v", r.Dtype, r.Func, err, errTo, errDyn)
	}
	bound := partMaxULP[r.Func][0]
	if width == 32 {
		bound = partMaxULP[r.Func][1]
	}
	worst := 0.0
	for i := range n {
		g, _ := got.At(i)
		s, _ := col.At(i)
		d, _ := dgot.At(i)
		gv := float64(g)
		if toBits(gv) != toBits(float64(s)) || toBits(gv) != toBits(float64(d)) {
			t.Fatalf("%s %s(%v): Part %v, PartTo %v, dyn.Part %v", r.Dtype, r.Func, xs[i], g, s, d)
		}
		c := num(r.Part[i])
		if c != c || c == 0 || math.IsInf(c, 0) {
			if !(c != c && gv != gv) && toBits(gv) != toBits(c) {
				t.Errorf("%s %s(%v) = %v, want %v", r.Dtype, r.Func, xs[i], gv, c)
			}
			continue
		}
		e := math.Abs(float64(ulpOrder(toBits(gv), width) - ulpOrder(toBits(c), width)))
		worst = max(worst, e)
		if e > bound {
			t.Errorf("%s %s(%v) = %v, %v ULP from the correctly rounded %v (bound %v)", r.Dtype, r.Func, xs[i], gv, e, c, bound)
		}
	}
	t.Logf("%s %s: largest error %v ULP over %d arguments", r.Dtype, r.Func, worst, n)
}

func complexGoldenCheck[C complex64 | complex128](t *testing.T, r ufuncComplexRecord, width int) {
	t.Helper()
	part := func(s string) uint64 {
		v, err := strconv.ParseUint(s, 16, 64)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	fromBits := func(b uint64) float64 {
		if width == 64 {
			return math.Float64frombits(b)
		}
		return float64(math.Float32frombits(uint32(b)))
	}
	toBits := func(v float64) uint64 {
		if width == 64 {
			return math.Float64bits(v)
		}
		return uint64(math.Float32bits(float32(v)))
	}
	pair := func(p [2]string) C {
		return C(complex(fromBits(part(p[0])), fromBits(part(p[1]))))
	}
	load := func(ps [][2]string) Tensor[C, [1]int] {
		vs := make([]C, len(ps))
		for i, p := range ps {
			vs[i] = pair(p)
		}
		x, _ := FromSlice(vs, [1]int{len(vs)})
		return x
	}
	var nps [][2]string
	if err := json.Unmarshal(r.NP, &nps); err != nil {
		t.Fatal(err)
	}
	n := len(r.X)
	x := load(r.X)
	var got, dgotT Tensor[C, [1]int]
	var err, errTo, errDyn error
	dst, _ := Zeros[C]([1]int{3 * n})
	dcol, _ := dst.Slice(0, Colon().By(3))
	var dgot dyn.Tensor[C]
	if r.Y == nil {
		f, ok := unaryByName[r.Func]
		if !ok {
			t.Fatalf("unknown function %q", r.Func)
		}
		got, err = Unary(f, x)
		errTo = UnaryTo(dcol, f, x)
		dgot, errDyn = dyn.Unary(dyn.UnaryFunc(f), x.Dyn())
	} else {
		f, ok := binaryByName[r.Func]
		if !ok {
			t.Fatalf("unknown function %q", r.Func)
		}
		y := load(r.Y)
		got, err = Binary(f, x, y)
		errTo = BinaryTo(dcol, f, x, y)
		dgot, errDyn = dyn.Binary(dyn.BinaryFunc(f), x.Dyn(), y.Dyn())
	}
	if err != nil || errTo != nil || errDyn != nil {
		t.Fatalf("%s %s: %v, %v, %v", r.Dtype, r.Func, err, errTo, errDyn)
	}
	dgotT, _ = FromDyn[[1]int](dgot)
	bound := complexMaxULP[r.Func][0]
	if width == 32 {
		bound = complexMaxULP[r.Func][1]
	}
	same := func(a, b float64) bool { return a != a && b != b || toBits(a) == toBits(b) }
	worst, worstNP := 0.0, 0.0
	for i := range n {
		g, _ := got.At(i)
		s, _ := dcol.At(i)
		d, _ := dgotT.At(i)
		gr, gi := float64(real(complex128(g))), float64(imag(complex128(g)))
		if !same(gr, float64(real(complex128(s)))) || !same(gi, float64(imag(complex128(s)))) ||
			!same(gr, float64(real(complex128(d)))) || !same(gi, float64(imag(complex128(d)))) {
			t.Fatalf("%s %s(%v): Unary %v, UnaryTo on a strided view %v, dyn %v", r.Dtype, r.Func, pair(r.X[i]), g, s, d)
		}
		np := [2]float64{fromBits(part(nps[i][0])), fromBits(part(nps[i][1]))}
		args := func() string {
			if r.Y != nil {
				return strconv.FormatComplex(complex128(pair(r.X[i])), 'g', -1, width*2) + ", " +
					strconv.FormatComplex(complex128(pair(r.Y[i])), 'g', -1, width*2)
			}
			return strconv.FormatComplex(complex128(pair(r.X[i])), 'g', -1, width*2)
		}
		if r.Kind == "exact" {
			if !same(gr, np[0]) || !same(gi, np[1]) {
				t.Errorf("%s %s %s(%s) = (%v, %v), NumPy (%v, %v)", r.Kind, r.Dtype, r.Func, args(), gr, gi, np[0], np[1])
			}
			continue
		}
		if r.Kind == "special" {
			// Zeros, infinities and NaN exactly; a finite part (π/4 of
			// log(∞ + i∞)) within the bound, NumPy computing complex64 in
			// float32 with roundings of its own.
			for k, gv := range [2]float64{gr, gi} {
				c := np[k]
				fin := c == c && c != 0 && !math.IsInf(c, 0)
				if fin && math.Abs(float64(ulpOrder(toBits(gv), width)-ulpOrder(toBits(c), width))) > max(bound, 2) || !fin && !same(gv, c) {
					t.Errorf("special %s %s(%s) = (%v, %v), NumPy (%v, %v)", r.Dtype, r.Func, args(), gr, gi, np[0], np[1])
				}
			}
			continue
		}
		cr := [2]float64{fromBits(part(r.CR[i][0])), fromBits(part(r.CR[i][1]))}
		for k, gv := range [2]float64{gr, gi} {
			c := cr[k]
			free := complexUnbounded(r.Func, complex128(pair(r.X[i])))
			if (c != c || c == 0 || math.IsInf(c, 0)) && !free {
				if !same(gv, c) {
					t.Errorf("%s %s(%s) part %d = %v, want %v", r.Dtype, r.Func, args(), k, gv, c)
				}
				continue
			}
			e := math.Abs(float64(ulpOrder(toBits(gv), width) - ulpOrder(toBits(c), width)))
			if gv != gv {
				e = math.Inf(1)
			}
			if free {
				continue
			}
			worst = max(worst, e)
			if np[k] == np[k] {
				worstNP = max(worstNP, math.Abs(float64(ulpOrder(toBits(np[k]), width)-ulpOrder(toBits(c), width))))
			}
			if e > bound {
				t.Errorf("%s %s(%s) part %d = %v, %v ULP from the correctly rounded %v (bound %v)", r.Dtype, r.Func, args(), k, gv, e, c, bound)
			}
		}
	}
	if r.Kind == "cr" {
		t.Logf("%s %s: largest error %v ULP (NumPy's %v) over %d arguments", r.Dtype, r.Func, worst, worstNP, n)
	}
}
