package kernel

import (
	"math"
	"math/big"
	"math/rand/v2"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
)

// ufuncArgs returns n arguments for the exp and log kernels: special
// values, subnormals, values around the overflow and underflow thresholds
// and around 1, and random magnitudes of both signs.
func ufuncArgs(rng *rand.Rand, n int) []float64 {
	sp := []float64{0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN(), -math.NaN(), 1, -1, 2, 0.5,
		math.MaxFloat64, -math.MaxFloat64, 0x1p-1022, 0x1p-1074, 3e-320, -3e-320, 709.782712893384, 709.7827128933841,
		-745.1332191019411, -745.1332191019412, -708.4, 88.72283, 88.72284, -103.97, -87.3, 1 + 0x1p-52, 1 - 0x1p-53,
		math.Sqrt2 / 2, math.Sqrt2, 1100, -1100, 1e300, -1e-300, math.Float64frombits(0x7ff4000000000001),
		0.625, -0.625, 0.6249999999999999, 0x1p-27, -0x1p-27, 0x1.fffffffffffffp-28, 19.06, -22, 354.9, 355,
		2.5, -2.5, 0.5, -0.5, 1.5, -0.49999999999999994, 0x1p52 - 0.5, -0x1p52 + 0.5, 0x1p52 + 1,
		704, -704, 704.0000000000001, -704.0000000000001, 120, -120, 120.00001, -120.00001, 352, 352.00000000000006, 60, 60.000004,
		1015, -1015, 1015.0000000000001, -1015.0000000000001, 1024, 1023.9999999999999, -1074, -1075, -1022.5, 10, 1000, 1e22,
		0x1p-7, -0x1p-7, 0x1.fffffffffffffp-8, -0.9999999999999999, 0x1p54, 0x1p60, 0x1p61, 1e300, -0.5, 0.015625}
	x := make([]float64, n)
	for i := range x {
		switch r := rng.IntN(5); {
		case r == 4: // where tanh changes form, and sin and cos's first quadrants
			x[i] = (rng.Float64()*2 - 1) * 3
		case r == 0:
			x[i] = sp[rng.IntN(len(sp))]
		case r == 1:
			x[i] = (rng.Float64()*2 - 1) * 800
		case r == 2:
			x[i] = 1 + (rng.Float64()*2-1)*math.Pow(10, -rng.Float64()*16)
		default:
			x[i] = math.Pow(10, rng.Float64()*600-300) * float64(1-2*rng.IntN(2))
		}
	}
	return x
}

// unitArgs returns n arguments for the functions of [-1, 1]: mostly inside,
// around its ends, 0.5 and 0.975 (where arcsin and arccos change form) and
// 0, with an argument from ufuncArgs (often outside) one time in forty.
func unitArgs(rng *rand.Rand, n int) []float64 {
	x := make([]float64, n)
	for i := range x {
		sgn := float64(1 - 2*rng.IntN(2))
		switch r := rng.IntN(40); {
		case r == 0:
			x[i] = ufuncArgs(rng, 1)[0]
		case r < 8:
			x[i] = sgn * (1 - math.Pow(2, -1-rng.Float64()*52))
		case r < 12:
			x[i] = sgn * []float64{0.5, 0.975, 1, 0, 0x1p-27, 0x1p-57, 0x1p-1074}[rng.IntN(7)] * (1 + float64(rng.IntN(3)-1)*0x1p-52)
		case r < 16:
			x[i] = sgn * math.Pow(2, -rng.Float64()*60)
		default:
			x[i] = rng.Float64()*2 - 1
		}
	}
	return x
}

// twin64 and twin32 are the Go twins of the vector kernels of f.
func twin64(f Func1, v float64) float64 {
	if f.simple() {
		d := []float64{0}
		unaryMath(f, d, []float64{v})
		return d[0]
	}
	switch f {
	case FLog:
		return Log64(v)
	case FSqrt:
		return math.Sqrt(v)
	case FSin:
		return Sin(v)
	case FCos:
		return Cos(v)
	case FTanh:
		return Tanh(v)
	case FExp2:
		return Exp2(v)
	case FLog2:
		return Log2(v)
	case FLog10:
		return Log10(v)
	case FLog1p:
		return Log1p(v)
	case FArctan:
		return Atan(v)
	case FArcsin:
		return Asin(v)
	case FArccos:
		return Acos(v)
	case FExpm1:
		return Expm1(v)
	case FSinh:
		return Sinh(v)
	case FCosh:
		return Cosh(v)
	case FCbrt:
		return Cbrt(v)
	case FTan:
		return Tan(v)
	}
	return Exp64(v)
}

func twin32(f Func1, v float32) float32 {
	if f.simple() {
		d := []float32{0}
		func1F32(f, d, []float32{v})
		return d[0]
	}
	switch f {
	case FExp:
		return exp32(v)
	case FExp2:
		return exp2Float32(v)
	case FLog:
		return log32(v)
	case FLog2:
		return log2Float32(v)
	case FLog10:
		return log10Float32(v)
	case FSin:
		return sin32(v)
	case FCos:
		return cos32(v)
	case FTanh:
		return tanh32(v)
	}
	return float32(twin64(f, float64(v)))
}

// vectorFuncs are the functions with vector kernels of one argument.
var vectorFuncs = []Func1{FExp, FLog, FExp2, FLog2, FLog10, FLog1p, FSqrt, FSin, FCos, FTanh, FArctan, FArcsin, FArccos,
	FExpm1, FSinh, FCosh, FCbrt, FTan,
	FFloor, FCeil, FTrunc, FRint, FAbs, FNegative, FSquare, FReciprocal, FSign}

// TestFunc1Kernels checks the vector kernels of one argument against their Go
// twins bit for bit (NaN payloads and signs included), float64 and
// float32, at every length up to 40 and every offset into the buffers, so
// that the kernel's prefix and the Go tail meet anywhere.
func TestFunc1Kernels(t *testing.T) {
	if !haveAVX2 || !haveFMA {
		t.Skip("no vector kernels here")
	}
	forEachWidth(&ufuncWide, func() { testFunc1Kernels(t) })
}

func testFunc1Kernels(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 1))
	for _, f := range vectorFuncs {
		for trial := range 300 {
			n, off := trial%41, trial%5
			x := ufuncArgs(rng, n+off)
			if f == FArcsin || f == FArccos {
				x = unitArgs(rng, n+off)
			}
			d := make([]float64, n+off)
			Func1Contig(f, d[off:], x[off:])
			x32 := make([]float32, n+off)
			for i, v := range x {
				x32[i] = float32(v)
			}
			d32 := make([]float32, n+off)
			Func1Contig(f, d32[off:], x32[off:])
			for i := off; i < n+off; i++ {
				want, want32 := twin64(f, x[i]), twin32(f, x32[i])
				if math.Float64bits(d[i]) != math.Float64bits(want) {
					t.Fatalf("%s(%v) (%#x): kernel %v (%#x), Go twin %v (%#x)", f, x[i], math.Float64bits(x[i]), d[i], math.Float64bits(d[i]), want, math.Float64bits(want))
				}
				if math.Float32bits(d32[i]) != math.Float32bits(want32) {
					t.Fatalf("float32 %s(%v): kernel %v (%#x), Go twin %v (%#x)", f, x32[i], d32[i], math.Float32bits(d32[i]), want32, math.Float32bits(want32))
				}
			}
		}
	}
}

// TestFunc1Strided checks that a strided run gives the contiguous kernel's
// results, across the gather buffer's edge.
func TestFunc1Strided(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 2))
	n := 3*ufuncBuf + 7
	x := ufuncArgs(rng, 2*n)
	want := make([]float64, n)
	xs := make([]float64, n)
	for i := range xs {
		xs[i] = x[2*i+1]
	}
	got := make([]float64, 3*n)
	for _, f := range vectorFuncs {
		Func1Contig(f, want, xs)
		Func1Run(f, got, 2, 3, x, 1, 2, n)
		for i := range n {
			if math.Float64bits(got[2+3*i]) != math.Float64bits(want[i]) {
				t.Fatalf("%s strided [%d] = %v, contiguous %v", f, i, got[2+3*i], want[i])
			}
		}
	}
}

// FuzzFunc1Kernels compares the vector kernels of one argument with their
// Go twins bit for bit on arbitrary float64 and float32 bit patterns.
func FuzzFunc1Kernels(f *testing.F) {
	f.Add([]byte{0, 0, 0, 0, 0, 0, 0xf0, 0x7f, 1, 2, 3, 4, 5, 6, 7, 8, 0x40, 0x86, 0x2e, 0x42, 0xfe, 0xfa, 0x39, 0xef})
	f.Add([]byte("\x00\x00\x00\x00\x00\x00\x00\x80\xff\xff\xff\xff\xff\xff\xef\x7f\x01\x00\x00\x00\x00\x00\x00\x00"))
	f.Add([]byte("\x00\x00\x00\x00\x00\x00\xf0\x7f\x00\x00\x00\x00\x00\x00\xe4\x3f\x18\x2d\x44\x54\xfb\x21\x09\x40" +
		"\x00\x00\x00\x00\x00\x00\x00\x80\x00\x00\x00\x00\x00\x00\xf0\x3f\x00\x00\x00\x00\x00\x00\xf8\x7f" +
		"\x00\x00\x00\x00\x00\x00\x34\x40\x9a\x99\x99\x99\x99\x99\xb9\xbf\x01")) // odd length: the AVX-512 kernels
	f.Fuzz(func(t *testing.T, b []byte) {
		n := len(b) / 8
		x := make([]float64, n)
		for i := range x {
			var u uint64
			for k := range 8 {
				u |= uint64(b[8*i+k]) << (8 * k)
			}
			x[i] = math.Float64frombits(u)
		}
		x32 := make([]float32, len(b)/4)
		for i := range x32 {
			x32[i] = math.Float32frombits(uint32(b[4*i]) | uint32(b[4*i+1])<<8 | uint32(b[4*i+2])<<16 | uint32(b[4*i+3])<<24)
		}
		d, d32 := make([]float64, n), make([]float32, len(x32))
		wide := ufuncWide
		defer func() { ufuncWide = wide }()
		for _, f := range vectorFuncs {
			ufuncWide = wide && len(b)%2 == 1 // either width, by the input's parity
			Func1Contig(f, d, x)
			Func1Contig(f, d32, x32)
			for i, v := range x {
				if want := twin64(f, v); math.Float64bits(d[i]) != math.Float64bits(want) {
					t.Fatalf("%s(%v): %v, Go twin %v", f, v, d[i], want)
				}
			}
			for i, v := range x32 {
				if want := twin32(f, v); math.Float32bits(d32[i]) != math.Float32bits(want) {
					t.Fatalf("float32 %s(%v): %v, Go twin %v", f, v, d32[i], want)
				}
			}
		}
	})
}

// TestPowKernel checks the vector power kernel against Pow bit for bit,
// with b a vector and a broadcast number, over bases near 1, subnormal,
// huge and ordinary, exponents small, large, integral and negative, and
// special lanes (which hand their four elements to Go) among them.
func TestPowKernel(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 3))
	const n = 4099
	a, b := make([]float64, n), make([]float64, n)
	for i := range a {
		switch rng.IntN(5) {
		case 0:
			a[i] = 1 + (rng.Float64()*2-1)*math.Pow(10, -rng.Float64()*15)
		case 1:
			a[i] = math.Pow(10, rng.Float64()*616-308)
		case 2:
			a[i] = rng.Float64() * 1e-310
		case 3:
			a[i] = ufuncArgs(rng, 1)[0] // specials among them
		default:
			a[i] = rng.Float64() * 100
		}
		b[i] = (rng.Float64()*2 - 1) * math.Pow(10, rng.Float64()*5-2)
		if rng.IntN(4) == 0 {
			b[i] = float64(rng.IntN(41) - 20)
		}
	}
	forEachWidth(&ufuncWide, func() { checkFunc2(t, FPower, a, b) })
}

// pow32Args returns n pairs of float32 arguments for the float32 power:
// bases near 1 to large exponents, over the whole range (subnormals
// too), ordinary, and special (zeros, negatives, infinities, NaN, which
// hand their group to Go); exponents small, large, integral, 2, and
// special.
func pow32Args(rng *rand.Rand, n int) (a, b []float32) {
	a, b = make([]float32, n), make([]float32, n)
	special := []float32{0, float32(math.Copysign(0, -1)), -1, -2.5, float32(math.Inf(1)), float32(math.Inf(-1)),
		float32(math.NaN()), 1, 0x1p-149, math.MaxFloat32}
	for i := range a {
		switch rng.IntN(6) {
		case 0:
			a[i] = float32(1 + (rng.Float64()*2-1)*math.Pow(2, -rng.Float64()*24))
			b[i] = float32((rng.Float64()*2 - 1) * math.Pow(10, rng.Float64()*9))
			continue
		case 1:
			a[i] = math.Float32frombits(rng.Uint32() & 0x7fffffff) // NaNs and +Inf among them
		case 2:
			a[i] = special[rng.IntN(len(special))]
		default:
			a[i] = float32(rng.Float64() * 100)
		}
		switch rng.IntN(5) {
		case 0:
			b[i] = float32(rng.IntN(81) - 40)
		case 1:
			b[i] = 2
		case 2:
			b[i] = special[rng.IntN(len(special))]
		default:
			b[i] = float32((rng.Float64()*2 - 1) * math.Pow(10, rng.Float64()*4-2))
		}
	}
	return a, b
}

// TestPow32Kernel checks the float32 power kernels against pow32 bit for
// bit, with b a vector and a broadcast number, at both widths.
func TestPow32Kernel(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 40))
	a, b := pow32Args(rng, 4099)
	forEachWidth(&ufuncWide, func() { checkPow32(t, a, b) })
}

// checkPow32 compares the power of the float32s a and b through
// Func2FloatRun (the vector kernel where there is one) with pow32 bit for
// bit, b read as a vector and as one broadcast number.
func checkPow32(t *testing.T, a, b []float32) {
	t.Helper()
	d := make([]float32, len(a))
	for _, bs := range []int{1, 0} {
		Func2FloatRun(FPower, d, 0, 1, a, 0, 1, b, 0, bs, len(a))
		for i, x := range a {
			want := pow32(x, b[i*bs])
			if math.Float32bits(d[i]) != math.Float32bits(want) && !(d[i] != d[i] && want != want) {
				t.Fatalf("float32 power(%v, %v): kernel %v, Go twin %v", x, b[i*bs], d[i], want)
			}
		}
	}
}

// TestPow32Accuracy checks pow32 against Pow's float64 result (within one
// float64 ULP of the exact power, so exact enough at float32's scale):
// at most 0.5 + 2^-10 of a float32 ULP from it, and 0 or ±Inf exactly
// where Pow's rounds to them, but for a result within that margin of the
// boundary; and x^2 is float32's x·x.
func TestPow32Accuracy(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 41))
	n := 400000
	if testing.Short() {
		n = 40000
	}
	a, b := pow32Args(rng, n)
	worst := 0.0
	for i, x := range a {
		y := b[i]
		g, v := pow32(x, y), Pow(float64(x), float64(y))
		if y == 2 && g != x*x && !(g != g && x != x) {
			t.Fatalf("pow32(%v, 2) = %v, x·x %v", x, g, x*x)
		}
		want := float32(v)
		if v != v {
			if g == g {
				t.Fatalf("pow32(%v, %v) = %v, Pow NaN", x, y, g)
			}
			continue
		}
		var err float64
		if gi, wi := math.IsInf(float64(g), 0) || g == 0, math.IsInf(float64(want), 0) || want == 0; gi || wi {
			if math.Float32bits(g) == math.Float32bits(want) {
				continue
			}
			// One side of the boundary between MaxFloat32 and +Inf, or
			// between 0 and 2^-149, each the other: the exact value must be
			// within the margin of the point halfway between them.
			lim, ulp := math.MaxFloat32+0x1p103, 0x1p104
			if math.Abs(v) < 1 {
				lim, ulp = 0x1p-150, 0x1p-149
			}
			err = 0.5 + math.Abs(math.Abs(v)-lim)/ulp
		} else {
			_, e := math.Frexp(v)
			err = math.Abs(float64(g)-v) / math.Ldexp(1, max(e-24, -149))
		}
		if y != 2 { // x·x is exactly 0.5 off at a halfway square
			worst = max(worst, err)
		}
		if err > 0.5+0x1p-10 {
			t.Fatalf("pow32(%v, %v) = %v, %v ULP from Pow's %v", x, y, g, err, v)
		}
	}
	t.Logf("largest error %.7f ULP", worst)
}

// TestHypotKernel checks the vector hypot kernel against Hypot bit for
// bit, with b a vector and a broadcast number, over arguments of every
// size, zeros, equal magnitudes, and those Hypot scales (past 2^450, below
// 2^-450) or that are special, which hand their group to Go.
func TestHypotKernel(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 13))
	const n = 4099
	a, b := make([]float64, n), make([]float64, n)
	for i := range a {
		a[i] = (rng.Float64()*2 - 1) * math.Pow(10, rng.Float64()*40-20)
		switch rng.IntN(8) {
		case 0:
			b[i] = 0
		case 1:
			b[i] = -a[i]
		case 2:
			b[i] = ufuncArgs(rng, 1)[0] // specials, huge and tiny among them
		case 3:
			b[i] = math.Ldexp(rng.Float64(), rng.IntN(2100)-1075)
		default:
			b[i] = (rng.Float64()*2 - 1) * math.Pow(10, rng.Float64()*40-20)
		}
	}
	forEachWidth(&ufuncWide, func() { checkFunc2(t, FHypot, a, b) })
}

// TestAtan2Kernel checks the vector arctan2 kernel against Atan2 bit for
// bit over every quadrant, ratios tiny to huge, and lanes the kernel hands
// to Go (zeros, infinities, NaN, magnitudes outside [2^-500, 2^500]).
func TestAtan2Kernel(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 17))
	const n = 4099
	a, b := make([]float64, n), make([]float64, n)
	for i := range a {
		b[i] = (rng.Float64()*2 - 1) * math.Pow(10, rng.Float64()*40-20)
		switch rng.IntN(10) {
		case 0:
			a[i] = ufuncArgs(rng, 1)[0]
		case 1:
			a[i] = math.Ldexp(rng.Float64(), rng.IntN(2100)-1075)
		case 2:
			a[i] = b[i] * []float64{0.4375, 0.6875, 1.1875, 2.4375, 1, -1}[rng.IntN(6)]
		default:
			a[i] = (rng.Float64()*2 - 1) * math.Pow(10, rng.Float64()*40-20)
		}
	}
	forEachWidth(&ufuncWide, func() { checkFunc2(t, FArctan2, a, b) })
}

// TestFunc2Widened checks arctan2 and hypot of float32 and of strided
// float64 runs, which go through float64 buffers, against their Go twins
// rounded once, and the power of strided runs against Pow and, for
// float32, pow32.
func TestFunc2Widened(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 18))
	const n = 3*ufuncBuf + 5
	a, b := ufuncArgs(rng, 2*n), ufuncArgs(rng, n)
	for i := range a {
		if i%3 != 0 {
			a[i] = rng.Float64() * 4 // ordinary arguments, so that the kernels run
		}
	}
	a32, b32 := make([]float32, len(a)), make([]float32, len(b))
	for i, v := range a {
		a32[i] = float32(v)
	}
	for i, v := range b {
		b32[i] = float32(math.Abs(v))
	}
	for _, f := range []Func2{FArctan2, FHypot, FPower} {
		twin := map[Func2]func(x, y float64) float64{FPower: Pow, FHypot: Hypot, FArctan2: Atan2}[f]
		d32 := make([]float32, 2*n)
		Func2FloatRun(f, d32, 1, 2, a32, 0, 2, b32, 0, 1, n)
		d := make([]float64, n)
		Func2FloatRun(f, d, 0, 1, a, 1, 2, b, 0, 1, n)
		for i := range n {
			want32 := float32(twin(float64(a32[2*i]), float64(b32[i])))
			if f == FPower {
				want32 = pow32(a32[2*i], b32[i])
			}
			if got := d32[1+2*i]; math.Float32bits(got) != math.Float32bits(want32) && !(got != got && want32 != want32) {
				t.Fatalf("float32 %v(%v, %v) = %v, want %v", f, a32[2*i], b32[i], got, want32)
			}
			if want := twin(a[1+2*i], b[i]); math.Float64bits(d[i]) != math.Float64bits(want) && !(d[i] != d[i] && want != want) {
				t.Fatalf("strided %v(%v, %v) = %v, want %v", f, a[1+2*i], b[i], d[i], want)
			}
		}
	}
	// The float32 power of strided runs with b broadcast (step 0) and read
	// backwards (step -1).
	for _, bs := range []int{0, -1} {
		d32 := make([]float32, 2*n)
		bo := max(0, -bs*(n-1))
		Func2FloatRun(FPower, d32, 1, 2, a32, 0, 2, b32, bo, bs, n)
		for i := range n {
			y := b32[bo+i*bs]
			want := pow32(a32[2*i], y)
			if got := d32[1+2*i]; math.Float32bits(got) != math.Float32bits(want) && !(got != got && want != want) {
				t.Fatalf("float32 power(%v, %v), b step %d: %v, want %v", a32[2*i], y, bs, got, want)
			}
		}
	}
}

// TestHypotAccuracy checks Hypot against √(x² + y²) in math/big.
func TestHypotAccuracy(t *testing.T) {
	r := rand.New(rand.NewPCG(26, 14))
	worst := 0.0
	for i := range 20000 {
		x := math.Ldexp(r.Float64()+0.5, r.IntN(200)-100)
		y := x * math.Ldexp(r.Float64()+0.5, -r.IntN(60))
		if i%3 == 0 {
			y = math.Ldexp(r.Float64()+0.5, r.IntN(2000)-1000)
		}
		bx, by := new(big.Float).SetPrec(bigPrec).SetFloat64(x), new(big.Float).SetPrec(bigPrec).SetFloat64(y)
		s := new(big.Float).SetPrec(bigPrec).Mul(bx, bx)
		s.Add(s, by.Mul(by, by))
		e := ulpError(Hypot(x, y), s.Sqrt(s))
		worst = max(worst, e)
		if e > 0.51 {
			t.Fatalf("Hypot(%v, %v) = %v, %.3f ULP off", x, y, Hypot(x, y), e)
		}
	}
	t.Logf("largest error %.3f ULP", worst)
}

// checkFunc2 compares f of a and b through Func2FloatRun (the vector
// kernel where there is one) with its Go twin (Pow, Hypot, Atan2, or
// extremeRef for maximum, minimum, fmax and fmin) bit for bit,
// b read as a vector and as one broadcast number.
func checkFunc2(t *testing.T, f Func2, a, b []float64) {
	t.Helper()
	twin := map[Func2]func(x, y float64) float64{FPower: Pow, FHypot: Hypot, FArctan2: Atan2}[f]
	if twin == nil {
		twin = func(x, y float64) float64 { return extremeRef(f, x, y) }
	}
	n := len(a)
	d := make([]float64, n)
	for _, bs := range []int{1, 0} {
		Func2FloatRun(f, d, 0, 1, a, 0, 1, b, 0, bs, n)
		for i := range n {
			want := twin(a[i], b[i*bs])
			if math.Float64bits(d[i]) != math.Float64bits(want) && !(d[i] != d[i] && want != want) {
				t.Fatalf("%v(%v, %v): kernel %v, Go twin %v", f, a[i], b[i*bs], d[i], want)
			}
		}
		if f != FMaximum && f != FMinimum && f != FFmax && f != FFmin {
			continue
		}
		// The non-temporal twins, from an offset that needs the peel
		// before the first 32-byte boundary: the same bits, float64 and
		// float32.
		for off := range 3 {
			dn := make([]float64, n+off)
			Func2FloatRunNT(f, dn, off, 1, a, 0, 1, b, 0, bs, n)
			Fence()
			if !sameBits(dn[off:], d) {
				t.Fatalf("%v NT at offset %d (b step %d): %v, want %v", f, off, bs, dn[off:], d)
			}
			a32, b32 := make([]float32, n), make([]float32, n)
			for i := range n {
				a32[i], b32[i] = float32(a[i]), float32(b[i])
			}
			want32, got32 := make([]float32, n), make([]float32, n+off)
			Func2FloatRun(f, want32, 0, 1, a32, 0, 1, b32, 0, bs, n)
			Func2FloatRunNT(f, got32, off, 1, a32, 0, 1, b32, 0, bs, n)
			Fence()
			if !sameBits(got32[off:], want32) {
				t.Fatalf("%v float32 NT at offset %d (b step %d): %v, want %v", f, off, bs, got32[off:], want32)
			}
		}
	}
}

// TestPowAccuracy checks Pow (the vector kernel's twin) against math/big:
// bases near 1 and over the whole range, normal and subnormal, with
// exponents that carry |y·log x| up to 700, where an error in log x is
// multiplied most; results in the subnormal range; and exact powers.
func TestPowAccuracy(t *testing.T) {
	r := rand.New(rand.NewPCG(26, 7))
	n := 30000
	if testing.Short() {
		n = 3000
	}
	worst, worstSub := 0.0, 0.0
	for i := range n {
		x := logArg(r, i)
		if i%4 == 3 {
			x = math.Ldexp(r.Float64(), -1022) // subnormal bases
		}
		if x == 1 || x == 0 {
			continue
		}
		l := math.Log(x)
		var z float64
		switch i % 5 {
		case 0:
			z = r.Float64()*2 - 1
		case 1:
			z = -708 - r.Float64()*37 // subnormal results
		default:
			z = (r.Float64()*2 - 1) * 700
		}
		y := z / l
		got, ref := Pow(x, y), bigPow(x, y)
		if z < -708 {
			e := subnormalError(got, ref)
			worstSub = max(worstSub, e)
			if e > 0.9 { // y·2^m rounds twice, as Exp2's does
				t.Fatalf("Pow(%v, %v) = %v, %.3f subnormal ULP from %v", x, y, got, e, ref)
			}
			continue
		}
		e := ulpError(got, ref)
		worst = max(worst, e)
		if e > 0.6 {
			t.Fatalf("Pow(%v, %v) = %v, %.3f ULP from %v", x, y, got, e, ref)
		}
	}
	t.Logf("largest error %.3f ULP, %.3f on subnormal results", worst, worstSub)
	for b := int64(2); b <= 30; b++ {
		p := int64(1)
		for k := 0; p < 1<<53; k++ {
			if got := Pow(float64(b), float64(k)); got != float64(p) {
				t.Fatalf("Pow(%d, %d) = %v, want %d", b, k, got, p)
			}
			p *= b
		}
	}
	for k := -1074; k <= 1023; k++ {
		if got := Pow(2, float64(k)); got != math.Ldexp(1, k) {
			t.Fatalf("Pow(2, %d) = %v", k, got)
		}
		if got := Pow(0.5, float64(-k)); got != math.Ldexp(1, k) {
			t.Fatalf("Pow(0.5, %d) = %v", -k, got)
		}
	}
}

// FuzzFunc2Kernels compares the vector power and hypot kernels with Pow
// and Hypot bit for bit on arbitrary bit patterns of both arguments, the
// second read as a vector and as one broadcast number, and the float32
// power kernel with pow32 on the same bits read as float32s.
func FuzzFunc2Kernels(f *testing.F) {
	f.Add([]byte("\x00\x00\x00\x00\x00\x00\xf0\x3f\x00\x00\x00\x00\x00\x00\x08\x40\x9a\x99\x99\x99\x99\x99\xb9\x3f\x00\x00\x00\x00\x00\x00\x00\xc0"))
	f.Add([]byte("\x00\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\xe0\x3f" + strings.Repeat("\x9a\x99\x99\x99\x99\x99\x01\x40\x00\x00\x00\x00\x00\x00\x04\xc0", 9) + "\x01"))
	f.Fuzz(func(t *testing.T, raw []byte) {
		n := len(raw) / 16
		a, b := make([]float64, n), make([]float64, n)
		for i := range n {
			var u, v uint64
			for k := range 8 {
				u |= uint64(raw[16*i+k]) << (8 * k)
				v |= uint64(raw[16*i+8+k]) << (8 * k)
			}
			a[i], b[i] = math.Float64frombits(u), math.Float64frombits(v)
		}
		wide := ufuncWide
		defer func() { ufuncWide = wide }()
		ufuncWide = wide && len(raw)%2 == 1 // either width, by the input's parity
		checkFunc2(t, FPower, a, b)
		checkFunc2(t, FHypot, a, b)
		checkFunc2(t, FArctan2, a, b)
		a32, b32 := make([]float32, 2*n), make([]float32, 2*n) // each float64's two halves as float32s
		for i := range 2 * n {
			a32[i] = math.Float32frombits(uint32(math.Float64bits(a[i/2]) >> (32 * (i % 2))))
			b32[i] = math.Float32frombits(uint32(math.Float64bits(b[i/2]) >> (32 * (i % 2))))
		}
		checkPow32(t, a32, b32)
		for _, f := range []Func2{FMaximum, FMinimum, FFmax, FFmin} {
			checkFunc2(t, f, a, b)
		}
	})
}

// TestExpTable checks exp's table against 2^j: (hi+lo)^16 is 2^j to
// within 2^-100 relative, and hi is the double nearest 2^(j/16) (|lo| at
// most half an ULP of hi).
func TestExpTable(t *testing.T) {
	for j := range 16 {
		hi, lo := expTabHi[j], expTabLo[j]
		if math.Abs(lo) > math.Nextafter(hi, 2)-hi {
			t.Errorf("j=%d: lo %g is not below an ULP of hi %g", j, lo, hi)
		}
		v := new(big.Float).SetPrec(400).SetFloat64(hi)
		v.Add(v, new(big.Float).SetFloat64(lo))
		p := new(big.Float).SetPrec(400).SetFloat64(1)
		for range 16 {
			p.Mul(p, v)
		}
		want := new(big.Float).SetPrec(400).SetMantExp(big.NewFloat(1), j)
		rel := new(big.Float).SetPrec(400).Quo(new(big.Float).SetPrec(400).Sub(p, want), want)
		if r, _ := rel.Float64(); math.Abs(r) > 0x1p-100 {
			t.Errorf("j=%d: (hi+lo)^16 is 2^%d·(1%+g)", j, j, r)
		}
	}
}

// TestLogTable checks log's tables: logInvC[j] is 1/c rounded, c the
// double whose bits are logOff + (2j+1)·2^47; logC[j] is a multiple of
// 2^-42 and logC[j] + logCLo[j] is -log(logInvC[j]) to within 2^-96
// (against math/big: logCLo[j] is rounded once); ln 2's parts are a multiple of 2^-42 and the
// rest.
func TestLogTable(t *testing.T) {
	for j := range 16 {
		c := math.Float64frombits(logOff + uint64(2*j+1)<<47)
		if logInvC[j] != 1/c {
			t.Errorf("j=%d: logInvC %v, want 1/%v = %v", j, logInvC[j], c, 1/c)
		}
		if s := logC[j] * 0x1p42; s != math.Trunc(s) {
			t.Errorf("j=%d: logC %v is not a multiple of 2^-42", j, logC[j])
		}
		sum := bigLog(logInvC[j])
		sum.Add(sum, big.NewFloat(logC[j]))
		sum.Add(sum, big.NewFloat(logCLo[j]))
		if d, _ := sum.Abs(sum).Float64(); d > 0x1p-96 {
			t.Errorf("j=%d: logC + logCLo is %g from -log(logInvC)", j, d)
		}
	}
	if s := logLn2Hi42 * 0x1p42; s != math.Trunc(s) || math.Abs(logLn2Hi42+logLn2Lo42-math.Ln2) > 0x1p-53 {
		t.Errorf("ln 2's parts %v %v", logLn2Hi42, logLn2Lo42)
	}
}

// TestLog32Accuracy checks the float32 log (float32 arithmetic) on a
// million random float32 arguments against the double-double logDD rounded
// to float32: at most one ULP apart (on all 2^32 arguments it is too; that
// check takes a minute and is not run here).
func TestLog32Accuracy(t *testing.T) {
	r := rand.New(rand.NewPCG(32, 1))
	for range 1000000 {
		x := math.Float32frombits(r.Uint32() >> 1) // positive
		if x == 0 || math.IsInf(float64(x), 0) || x != x {
			continue
		}
		h, l := logDD(float64(x))
		got, want := log32(x), float32(h+l)
		if d := int64(math.Float32bits(got)) - int64(math.Float32bits(want)); d > 1 || d < -1 {
			t.Fatalf("log32(%v) = %v, want %v (%d ULP)", x, got, want, d)
		}
	}
}

// TestExp32Accuracy checks the float32 exp (float32 arithmetic) on a
// million random float32 arguments of magnitude up to 100 against Exp64
// rounded to float32: at most one ULP apart (on all 2^32 arguments it is
// too).
func TestExp32Accuracy(t *testing.T) {
	r := rand.New(rand.NewPCG(32, 2))
	for range 1000000 {
		x := float32((r.Float64()*2 - 1) * 100)
		if r.IntN(4) == 0 {
			x = float32((r.Float64()*2 - 1) * 0.05)
		}
		got, want := exp32(x), float32(Exp64(float64(x)))
		if d := int64(math.Float32bits(got)) - int64(math.Float32bits(want)); d > 1 || d < -1 {
			t.Fatalf("exp32(%v) = %v, want %v (%d ULP)", x, got, want, d)
		}
	}
}

// TestLog64Accuracy checks Log64 on a million random arguments (near 1,
// across the exponent range, and random bits) against the double-double
// logDD (about 2^-68 relative): the error stays below 0.55 ULP of the
// reference.
func TestLog64Accuracy(t *testing.T) {
	r := rand.New(rand.NewPCG(64, 1))
	for i := range 1000000 {
		var x float64
		switch i % 3 {
		case 0:
			x = 1 + (r.Float64()*2-1)*0.1
		case 1:
			x = math.Exp(r.Float64()*1400 - 700)
		default:
			x = math.Float64frombits(r.Uint64() >> 1)
			if x == 0 || math.IsInf(x, 0) || x != x {
				continue
			}
		}
		hi, lo := logDD(x)
		ref := hi + lo
		ulp := math.Nextafter(math.Abs(ref), math.Inf(1)) - math.Abs(ref)
		if e := math.Abs((Log64(x)-hi)-lo) / ulp; e > 0.55 {
			t.Fatalf("Log64(%v) = %v, %.3f ULP from %v", x, Log64(x), e, ref)
		}
	}
}

// sinCosBig is sin x (cos x when cos is set) to about 2^-150 relative, for
// |x| < 2^30, from math/big alone: x - j·π/2 with π/2 to 1344 bits, then
// the Taylor series of the reduced argument at 192 bits. It shares nothing
// with Sin and Cos but the value of π/2.
func sinCosBig(x float64, cos bool) *big.Float {
	const prec = 192
	X := new(big.Float).SetPrec(400).SetFloat64(x)
	J, _ := new(big.Float).SetPrec(400).Quo(X, pio2Big()).Float64()
	j := math.RoundToEven(J)
	R := new(big.Float).SetPrec(400).Mul(new(big.Float).SetFloat64(j), pio2Big())
	R.Sub(X, R).SetPrec(prec)
	q := int(int64(j)) & 3
	if cos {
		q = (q + 1) & 3
	}
	r2 := new(big.Float).SetPrec(prec).Mul(R, R)
	term := new(big.Float).SetPrec(prec).Set(R) // sin: r, r³/3!, …
	k := 1
	if q&1 == 1 {
		term.SetFloat64(1) // cos: 1, r²/2!, …
		k = 0
	}
	sum := new(big.Float).SetPrec(prec).Set(term)
	for n := 0; n < 40; n++ {
		term.Mul(term, r2)
		term.Quo(term, new(big.Float).SetInt64(int64(-(k+1)*(k+2))))
		k += 2
		sum.Add(sum, term)
	}
	if q&2 != 0 {
		sum.Neg(sum)
	}
	return sum
}

// ulpError is |got - ref| in units in the last place of ref rounded to
// float64.
func ulpError(got float64, ref *big.Float) float64 {
	r, _ := ref.Float64()
	ulp := math.Nextafter(math.Abs(r), math.Inf(1)) - math.Abs(r)
	d := new(big.Float).SetPrec(ref.Prec()).Sub(new(big.Float).SetFloat64(got), ref)
	e, _ := d.Abs(d).Float64()
	return e / ulp
}

// TestSinCosAccuracy checks Sin and Cos (the vector kernels' twins) below
// 2^30 against sinCosBig: random arguments up to 10 and up to 2^30, and the
// doubles nearest multiples of π/2, where the reduction cancels most.
func TestSinCosAccuracy(t *testing.T) {
	r := rand.New(rand.NewPCG(26, 3))
	n := 60000
	if testing.Short() {
		n = 6000
	}
	worst := 0.0
	for i := range n {
		var x float64
		switch i % 3 {
		case 0:
			x = (r.Float64()*2 - 1) * 10
		case 1:
			x = math.Ldexp(r.Float64()+0.5, r.IntN(60)-30)
		default:
			k := float64(r.Int64N(1 << 29))
			x = math.Nextafter(k*(math.Pi/2), math.Inf(int(r.IntN(2))*2-1))
			for range r.IntN(3) {
				x = math.Nextafter(x, 0)
			}
		}
		if r.IntN(2) == 0 {
			x = -x
		}
		for _, cos := range []bool{false, true} {
			got, ref := Sin(x), sinCosBig(x, cos)
			if cos {
				got = Cos(x)
			}
			e := ulpError(got, ref)
			worst = max(worst, e)
			if e > 0.75 {
				t.Fatalf("cos %v of %v = %v, %.3f ULP from %v", cos, x, got, e, ref)
			}
		}
	}
	t.Logf("largest error %.3f ULP", worst)
}

// bigPrec is the precision of the math/big references below.
const bigPrec = 256

// bigAtanh2 is 2·atanh(u) by its series, for |u| <= 1/5.
func bigAtanh2(u *big.Float) *big.Float {
	u2 := new(big.Float).SetPrec(bigPrec).Mul(u, u)
	pow := new(big.Float).SetPrec(bigPrec).Set(u)
	sum := new(big.Float).SetPrec(bigPrec).Set(u)
	for k := int64(3); k < 400; k += 2 {
		pow.Mul(pow, u2)
		term := new(big.Float).SetPrec(bigPrec).Quo(pow, new(big.Float).SetInt64(k))
		if term.Sign() == 0 || term.MantExp(nil)-sum.MantExp(nil) < -bigPrec-8 {
			break
		}
		sum.Add(sum, term)
	}
	return sum.Mul(sum, big.NewFloat(2))
}

// bigLn2 is ln 2 = 2·atanh(1/3).
var bigLn2 = func() *big.Float {
	return bigAtanh2(new(big.Float).SetPrec(bigPrec).Quo(big.NewFloat(1), big.NewFloat(3)))
}()

// bigLog is log x for a positive finite x, from math/big alone: x = 2^k·m
// with m in [√2/2, √2), log m = 2·atanh((m-1)/(m+1)).
func bigLog(x float64) *big.Float {
	return bigLogOf(new(big.Float).SetPrec(bigPrec).SetFloat64(x))
}

// bigLogOf is bigLog of a positive big.Float.
func bigLogOf(x *big.Float) *big.Float {
	m := new(big.Float).SetPrec(bigPrec)
	e := x.MantExp(m) // x = m·2^e, m in [0.5, 1)
	if m.Cmp(big.NewFloat(math.Sqrt2/2)) < 0 {
		m.SetMantExp(m, 1)
		e--
	}
	u := new(big.Float).SetPrec(bigPrec).Sub(m, big.NewFloat(1))
	u.Quo(u, new(big.Float).SetPrec(bigPrec).Add(m, big.NewFloat(1)))
	s := bigAtanh2(u)
	k := new(big.Float).SetPrec(bigPrec).Mul(new(big.Float).SetInt64(int64(e)), bigLn2)
	return s.Add(s, k)
}

// bigExp2 is 2^x, from math/big alone (bigExp2Of).
func bigExp2(x float64) *big.Float {
	return bigExp2Of(new(big.Float).SetPrec(bigPrec).SetFloat64(x))
}

// bigExp2Of is 2^u for |u| below 2^60: 2^k times e^(f·ln 2), f = u - k
// in [-1/2, 1/2], by the Taylor series.
func bigExp2Of(u *big.Float) *big.Float {
	uf, _ := u.Float64()
	k := math.RoundToEven(uf)
	y := new(big.Float).SetPrec(bigPrec).Sub(u, new(big.Float).SetFloat64(k))
	y.Mul(y, bigLn2)
	term := new(big.Float).SetPrec(bigPrec).SetFloat64(1)
	sum := new(big.Float).SetPrec(bigPrec).SetFloat64(1)
	for n := int64(1); n < 80; n++ {
		term.Mul(term, y)
		term.Quo(term, new(big.Float).SetInt64(n))
		sum.Add(sum, term)
	}
	return sum.SetMantExp(sum, int(k))
}

// bigPow is x^y for a positive finite x, from math/big alone: 2 to the
// power y·log x / ln 2.
func bigPow(x, y float64) *big.Float {
	u := bigLog(x)
	u.Mul(u, new(big.Float).SetFloat64(y))
	return bigExp2Of(u.Quo(u, bigLn2))
}

// subnormalError is the distance from got to ref in units of 2^-1074, the
// spacing of the subnormals (ulpError's unit where ref is one).
func subnormalError(got float64, ref *big.Float) float64 {
	d := new(big.Float).SetPrec(bigPrec).Sub(new(big.Float).SetFloat64(got), ref)
	e, _ := d.SetMantExp(d.Abs(d), 1074).Float64()
	return e
}

// logArg draws a positive finite float64 for the log tests: near 1, over
// the whole exponent range, or any bits (subnormals too).
func logArg(r *rand.Rand, i int) float64 {
	for {
		var x float64
		switch i % 3 {
		case 0:
			x = 1 + (r.Float64()*2-1)*0.1
		case 1:
			x = math.Exp(r.Float64()*1400 - 700)
		default:
			x = math.Float64frombits(r.Uint64() >> 1)
		}
		if x > 0 && x <= math.MaxFloat64 {
			return x
		}
	}
}

// TestLog2Log10Accuracy checks Log2 and Log10 (the vector kernels' twins)
// against math/big, and their exact cases: log2(2^k) = k, log10(10^k) = k
// for the powers of ten a double holds exactly.
func TestLog2Log10Accuracy(t *testing.T) {
	r := rand.New(rand.NewPCG(2, 10))
	n := 40000
	if testing.Short() {
		n = 4000
	}
	ln10 := bigLog(10)
	worst := [2]float64{}
	for i := range n {
		x := logArg(r, i)
		l := bigLog(x)
		ref2 := new(big.Float).SetPrec(bigPrec).Quo(l, bigLn2)
		ref10 := new(big.Float).SetPrec(bigPrec).Quo(l, ln10)
		for k, c := range []struct {
			got float64
			ref *big.Float
		}{{Log2(x), ref2}, {Log10(x), ref10}} {
			e := ulpError(c.got, c.ref)
			worst[k] = max(worst[k], e)
			if e > 0.55 {
				t.Fatalf("log%d(%v) = %v, %.3f ULP from %v", []int{2, 10}[k], x, c.got, e, c.ref)
			}
		}
	}
	t.Logf("largest error: log2 %.3f ULP, log10 %.3f ULP", worst[0], worst[1])
	for k := -1074; k <= 1023; k++ {
		if got := Log2(math.Ldexp(1, k)); got != float64(k) {
			t.Fatalf("Log2(2^%d) = %v", k, got)
		}
	}
	p := 1.0
	for k := 0; k <= 22; k++ {
		if got := Log10(p); got != float64(k) {
			t.Fatalf("Log10(1e%d) = %v", k, got)
		}
		p *= 10
	}
}

// TestExp2Accuracy checks Exp2 (the vector kernels' twin) against
// math/big, and that it is exact at integers.
func TestExp2Accuracy(t *testing.T) {
	r := rand.New(rand.NewPCG(2, 2))
	n := 40000
	if testing.Short() {
		n = 4000
	}
	worst := 0.0
	for i := range n {
		var x float64
		switch i % 3 {
		case 0:
			x = r.Float64()*2 - 1
		case 1:
			x = r.Float64()*2046 - 1022 // normal results
		default:
			x = -1022 - r.Float64()*52 // subnormal results
		}
		e, bound := ulpError(Exp2(x), bigExp2(x)), 0.6
		if x < -1022 {
			// A subnormal's ULP is 2^-1074 whatever its size, and y·2^m
			// rounds y twice: to 53 bits, then to the subnormal's.
			e, bound = subnormalError(Exp2(x), bigExp2(x)), 0.9
		} else {
			worst = max(worst, e)
		}
		if e > bound {
			t.Fatalf("Exp2(%v) = %v, %.3f ULP from %v", x, Exp2(x), e, bigExp2(x))
		}
	}
	t.Logf("largest error %.3f ULP (normal results)", worst)
	for k := -1074; k <= 1023; k++ {
		if got := Exp2(float64(k)); got != math.Ldexp(1, k) {
			t.Fatalf("Exp2(%d) = %v", k, got)
		}
	}
	for _, c := range [][2]float64{{1024, math.Inf(1)}, {-1075, 0}, {math.Inf(-1), 0}, {math.Inf(1), math.Inf(1)}} {
		if got := Exp2(c[0]); got != c[1] {
			t.Fatalf("Exp2(%v) = %v, want %v", c[0], got, c[1])
		}
	}
}

// TestFma32 checks fma32 against math/big: a·b + c rounded once to
// float32, on random operands whose sums cancel, tie and underflow.
func TestFma32(t *testing.T) {
	r := rand.New(rand.NewPCG(32, 1))
	f := func() float32 {
		v := math.Float32frombits(r.Uint32())
		if v != v || math.IsInf(float64(v), 0) {
			return 1
		}
		return v
	}
	for i := range 1000000 {
		a, b, c := f(), f(), f()
		switch i % 4 {
		case 1: // c cancels most of a·b
			c = -float32(float64(a) * float64(b))
		case 2: // a·b and c of like size: ties and carries
			a, b = float32(r.IntN(1<<12)), float32(r.IntN(1<<12))
			c = float32(r.IntN(1<<24)) * 0x1p-1
		case 3: // small operands: subnormal results
			a, b, c = a*0x1p-100, b*0x1p-40, c*0x1p-140
		}
		exact := new(big.Float).SetPrec(200).Mul(big.NewFloat(float64(a)), big.NewFloat(float64(b)))
		exact.Add(exact, big.NewFloat(float64(c)))
		want, _ := exact.Float32()
		if got := fma32(a, b, c); got != want && !(math.IsInf(float64(want), 0) && got == want) {
			t.Fatalf("fma32(%v, %v, %v) = %v, want %v", a, b, c, got, want)
		}
	}
}

// TestTanh32Accuracy checks tanh32 (the float32 tanh kernels' twin)
// against the float64 Tanh, itself within 0.55 float64 ULP: random
// arguments of every magnitude and a dense grid to 10, within 0.75 float32
// ULP (TestTanh32All checks every float32), with ±0, ±Inf and NaN as
// NumPy gives them.
func TestTanh32Accuracy(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 5))
	var args []float32
	for range 500000 {
		args = append(args, float32(math.Pow(2, rng.Float64()*45-40)))
	}
	for v := float32(0); v <= 10; v += 1.0 / 16384 {
		args = append(args, v)
	}
	worst := 0.0
	for _, x := range args {
		for _, x := range []float32{x, -x} {
			e := tanh32Error(x)
			worst = max(worst, e)
			if got := tanh32(x); e > 0.75 || (got < 0) != (x < 0) {
				t.Fatalf("tanh32(%v) = %v, %.3f ULP from %v", x, got, e, Tanh(float64(x)))
			}
		}
	}
	t.Logf("largest error %.4f ULP over %d arguments", worst, 2*len(args))
	for _, c := range [][2]float32{{0, 0}, {float32(math.Copysign(0, -1)), float32(math.Copysign(0, -1))},
		{float32(math.Inf(1)), 1}, {float32(math.Inf(-1)), -1}, {0x1p-149, 0x1p-149}} {
		if got := tanh32(c[0]); math.Float32bits(got) != math.Float32bits(c[1]) {
			t.Fatalf("tanh32(%v) = %v, want %v", c[0], got, c[1])
		}
	}
	if got := tanh32(float32(math.NaN())); got == got {
		t.Fatalf("tanh32(NaN) = %v", got)
	}
}

// tanh32Error is tanh32(x)'s distance from the float64 Tanh in float32
// ULPs of the result.
// err32 is |got - ref| in float32 ULPs of ref rounded to float32 (the
// spacing above it), for the float32 accuracy tests.
func err32(got float32, ref float64) float64 {
	r32 := float32(math.Abs(ref))
	return math.Abs(float64(got)-ref) / float64(math.Nextafter32(r32, float32(math.Inf(1)))-r32)
}

func tanh32Error(x float32) float64 {
	got, ref := tanh32(x), Tanh(float64(x))
	if float32(math.Abs(ref)) == 1 {
		return math.Abs(float64(got)-ref) / 0x1p-24 // the spacing below 1: |tanh| never passes it
	}
	return err32(got, ref)
}

// TestTanh32All checks tanh32 on every non-negative float32 (tanh32 is odd
// by construction: the sign bit is or'd in) within 0.75 ULP. It takes
// about a minute on two cores, so it runs only with TENSOR_EXHAUSTIVE=1.
func TestTanh32All(t *testing.T) {
	if os.Getenv("TENSOR_EXHAUSTIVE") == "" {
		t.Skip("set TENSOR_EXHAUSTIVE=1 to check every float32")
	}
	worst, worstX := scanFloat32(0x7f800000, false, tanh32Error)
	if worst > 0.75 {
		t.Fatalf("tanh32(%v) is %.4f ULP off", worstX, worst)
	}
	t.Logf("largest error %.4f ULP, at %v", worst, worstX)
}

// scanFloat32 runs errf on every float32 whose bits are in [0, top] (and on
// its negation when both is set), eight goroutines abreast, and returns
// the largest error and where it was; the exhaustive tests use it.
func scanFloat32(top uint32, both bool, errf func(float32) float64) (worst float64, worstX float32) {
	var mu sync.Mutex
	var wg sync.WaitGroup
	const parts = 8
	for g := range uint32(parts) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w, wx := 0.0, float32(0)
			for b := g; b <= top; b += parts {
				x := math.Float32frombits(b)
				if e := errf(x); e > w {
					w, wx = e, x
				}
				if both {
					if e := errf(-x); e > w {
						w, wx = e, -x
					}
				}
			}
			mu.Lock()
			if w > worst {
				worst, worstX = w, wx
			}
			mu.Unlock()
		}()
	}
	wg.Wait()
	return worst, worstX
}

// sinCos32Error is sin32(x)'s (cos32's when cos is set) distance from the
// float64 Sin (Cos), itself within 0.73 float64 ULP, in float32 ULPs of the
// result, and whether it is more than one float32 from that rounded.
func sinCos32Error(x float32, cos bool) (float64, bool) {
	got, ref := sin32(x), Sin(float64(x))
	if cos {
		got, ref = cos32(x), Cos(float64(x))
	}
	d := order32(got) - order32(float32(ref))
	return err32(got, ref), d > 1 || d < -1
}

// order32 maps a float32 to an integer whose order is the floats', adjacent
// floats differing by one.
func order32(v float32) int64 {
	b := math.Float32bits(v)
	if b&(1<<31) != 0 {
		return -int64(b &^ (1 << 31))
	}
	return int64(b)
}

// TestSinCos32Accuracy checks sin32 and cos32 (the float32 kernels' twins)
// against the float64 Sin and Cos: random arguments of every magnitude to
// 2^24 and a dense grid near 0, within 0.81 float32 ULP and never two
// floats from the float64 function rounded (TestSinCos32All checks every
// float32 below 2^20, the kernels' range).
func TestSinCos32Accuracy(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 6))
	var args []float32
	for range 300000 {
		m := float32(math.Pow(2, rng.Float64()*54-30))
		if rng.IntN(2) == 0 {
			m = -m
		}
		args = append(args, m)
	}
	for v := float32(-8); v <= 8; v += 1.0 / 4096 {
		args = append(args, v)
	}
	for _, cos := range []bool{false, true} {
		worst := 0.0
		for _, x := range args {
			e, far := sinCos32Error(x, cos)
			worst = max(worst, e)
			if e > 0.81 || far {
				t.Fatalf("cos %v of %v: %.3f ULP off", cos, x, e)
			}
		}
		t.Logf("cos %v: largest error %.4f ULP over %d arguments", cos, worst, len(args))
	}
	for _, x := range []float32{0, float32(math.Copysign(0, -1)), 0x1p-149, -0x1p-149} {
		if got := sin32(x); math.Float32bits(got) != math.Float32bits(x) {
			t.Fatalf("sin32(%v) = %v", x, got)
		}
		if got := cos32(x); got != 1 {
			t.Fatalf("cos32(%v) = %v", x, got)
		}
	}
	for _, x := range []float32{float32(math.Inf(1)), float32(math.Inf(-1)), float32(math.NaN())} {
		if s, c := sin32(x), cos32(x); s == s || c == c {
			t.Fatalf("sin32, cos32 of %v = %v, %v", x, s, c)
		}
	}
}

// TestSinCos32All checks sin32 and cos32 on every non-negative float32
// below 2^20 (they are odd and even by construction), as
// TestSinCos32Accuracy. It takes about two minutes on two cores, so it
// runs only with TENSOR_EXHAUSTIVE=1.
func TestSinCos32All(t *testing.T) {
	if os.Getenv("TENSOR_EXHAUSTIVE") == "" {
		t.Skip("set TENSOR_EXHAUSTIVE=1 to check every float32")
	}
	for _, cos := range []bool{false, true} {
		var far atomic.Int64
		worst, worstX := scanFloat32(math.Float32bits(sinCos32Fast)-1, false, func(x float32) float64 {
			e, isFar := sinCos32Error(x, cos)
			if isFar {
				far.Add(1)
			}
			return e
		})
		if worst > 0.81 || far.Load() > 0 {
			t.Fatalf("cos %v: %.4f ULP off at %v; %d two floats off", cos, worst, worstX, far.Load())
		}
		t.Logf("cos %v: largest error %.4f ULP, at %v", cos, worst, worstX)
	}
}

// TestLog1pAccuracy checks Log1p (the vector kernels' twin) against
// math/big: tiny, small and large arguments of both signs above -1, and
// its special values.
func TestLog1pAccuracy(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 1))
	n := 40000
	if testing.Short() {
		n = 4000
	}
	worst := 0.0
	for i := range n {
		var x float64
		switch i % 4 {
		case 0:
			x = math.Ldexp(r.Float64()+0.5, -r.IntN(60)) * float64(1-2*r.IntN(2))
		case 1:
			x = r.Float64()*2 - 1 // to -1
		case 2:
			x = math.Exp(r.Float64() * 700)
		default:
			x = -1 + math.Ldexp(r.Float64()+0.5, -r.IntN(53)) // near -1
		}
		if !(x > -1) {
			continue
		}
		u := new(big.Float).SetPrec(bigPrec).SetFloat64(x)
		u.Add(u, big.NewFloat(1))
		e := ulpError(Log1p(x), bigLogOf(u))
		worst = max(worst, e)
		if e > 0.55 {
			t.Fatalf("Log1p(%v) = %v, %.3f ULP from %v", x, Log1p(x), e, bigLogOf(u))
		}
	}
	t.Logf("largest error %.3f ULP", worst)
	for _, c := range [][2]float64{{0, 0}, {math.Copysign(0, -1), math.Copysign(0, -1)}, {-1, math.Inf(-1)},
		{math.Inf(1), math.Inf(1)}, {0x1p-1074, 0x1p-1074}, {-0x1p-60, -0x1p-60}, {math.MaxFloat64, 709.782712893384}} {
		if got := Log1p(c[0]); math.Float64bits(got) != math.Float64bits(c[1]) {
			t.Fatalf("Log1p(%v) = %v, want %v", c[0], got, c[1])
		}
	}
	for _, x := range []float64{-1.5, math.Inf(-1), math.NaN()} {
		if got := Log1p(x); got == got {
			t.Fatalf("Log1p(%v) = %v, want NaN", x, got)
		}
	}
}

// exp2Float32Error is exp2Float32(x)'s distance from the float64 Exp2 in
// float32 ULPs of the result.
func exp2Float32Error(x float32) float64 { return err32(exp2Float32(x), Exp2(float64(x))) }

// TestExp2Float32Accuracy checks exp2Float32 (the float32 exp2 kernels'
// twin) against the float64 Exp2 on a million random float32 arguments
// across its range: within 0.56 float32 ULP (TestExp2Float32All checks
// every float32 in ±125).
func TestExp2Float32Accuracy(t *testing.T) {
	r := rand.New(rand.NewPCG(2, 32))
	worst := 0.0
	for range 1000000 {
		x := float32(r.Float64()*250 - 125)
		e := exp2Float32Error(x)
		worst = max(worst, e)
		if e > 0.56 {
			t.Fatalf("exp2Float32(%v) = %v, %.4f ULP from %v", x, exp2Float32(x), e, Exp2(float64(x)))
		}
	}
	t.Logf("largest error %.4f ULP", worst)
	for k := -149; k <= 127; k++ {
		if got := exp2Float32(float32(k)); float64(got) != math.Ldexp(1, k) {
			t.Fatalf("exp2Float32(%d) = %v", k, got)
		}
	}
}

// TestExp2Float32All checks exp2Float32 on every float32 in ±125, as
// TestExp2Float32Accuracy; it runs only with TENSOR_EXHAUSTIVE=1.
func TestExp2Float32All(t *testing.T) {
	if os.Getenv("TENSOR_EXHAUSTIVE") == "" {
		t.Skip("set TENSOR_EXHAUSTIVE=1 to check every float32")
	}
	worst, worstX := scanFloat32(math.Float32bits(exp2Fast32), true, exp2Float32Error)
	if worst > 0.56 {
		t.Fatalf("exp2Float32(%v) is %.4f ULP off", worstX, worst)
	}
	t.Logf("largest error %.4f ULP, at %v", worst, worstX)
}

// log2Log10Float32Error is log2Float32(x)'s (log10Float32's when ten is
// set) distance from the float64 Log2 (Log10) in float32 ULPs of the
// result.
func log2Log10Float32Error(x float32, ten bool) float64 {
	if ten {
		return err32(log10Float32(x), Log10(float64(x)))
	}
	return err32(log2Float32(x), Log2(float64(x)))
}

// TestLog2Log10Float32Accuracy checks log2Float32 and log10Float32 (the
// float32 kernels' twins) against the float64 Log2 and Log10 on a million
// random float32 arguments (near 1, and any positive bits): within 0.54
// float32 ULP (TestLog2Log10Float32All checks every float32), exact at
// powers of two, and the special values as log32's.
func TestLog2Log10Float32Accuracy(t *testing.T) {
	r := rand.New(rand.NewPCG(2, 10))
	for _, ten := range []bool{false, true} {
		worst := 0.0
		for i := range 1000000 {
			x := float32(1 + (r.Float64()*2-1)*0.1)
			if i%2 == 0 {
				x = math.Float32frombits(r.Uint32() >> 1)
				if x == 0 || x > math.MaxFloat32 || x != x {
					continue
				}
			}
			e := log2Log10Float32Error(x, ten)
			worst = max(worst, e)
			if e > 0.54 {
				t.Fatalf("ten %v: log(%v) %.4f ULP off", ten, x, e)
			}
		}
		t.Logf("ten %v: largest error %.4f ULP", ten, worst)
	}
	for k := -149; k <= 127; k++ {
		if got := log2Float32(float32(math.Ldexp(1, k))); got != float32(k) {
			t.Fatalf("log2Float32(2^%d) = %v", k, got)
		}
	}
	for _, x := range []float32{0, float32(math.Copysign(0, -1)), -1, float32(math.Inf(1)), float32(math.NaN())} {
		for _, f := range []func(float32) float32{log2Float32, log10Float32} {
			if got, want := f(x), log32(x); math.Float32bits(got) != math.Float32bits(want) && !(got != got && want != want) {
				t.Fatalf("log2/log10 of %v = %v, log32 %v", x, got, want)
			}
		}
	}
}

// TestLog2Log10Float32All checks log2Float32 and log10Float32 on every
// positive finite float32, as TestLog2Log10Float32Accuracy; it runs only
// with TENSOR_EXHAUSTIVE=1.
func TestLog2Log10Float32All(t *testing.T) {
	if os.Getenv("TENSOR_EXHAUSTIVE") == "" {
		t.Skip("set TENSOR_EXHAUSTIVE=1 to check every float32")
	}
	for _, ten := range []bool{false, true} {
		worst, worstX := scanFloat32(0x7f7fffff, false, func(x float32) float64 {
			if x == 0 {
				return 0
			}
			return log2Log10Float32Error(x, ten)
		})
		if worst > 0.54 {
			t.Fatalf("ten %v: %.4f ULP off at %v", ten, worst, worstX)
		}
		t.Logf("ten %v: largest error %.4f ULP, at %v", ten, worst, worstX)
	}
}

// bigAtanOf is atan y for |y| <= 1, from math/big alone: six halvings y /
// (1 + √(1 + y²)), then the Taylor series.
func bigAtanOf(y *big.Float) *big.Float {
	y = new(big.Float).SetPrec(bigPrec).Set(y)
	one := big.NewFloat(1)
	for range 6 {
		s := new(big.Float).SetPrec(bigPrec).Mul(y, y)
		s.Add(s, one).Sqrt(s).Add(s, one)
		y.Quo(y, s)
	}
	y2 := new(big.Float).SetPrec(bigPrec).Mul(y, y)
	sum := new(big.Float).SetPrec(bigPrec).Set(y)
	pow := new(big.Float).SetPrec(bigPrec).Set(y)
	for k := int64(1); ; k++ {
		pow.Mul(pow, y2).Neg(pow)
		term := new(big.Float).SetPrec(bigPrec).Quo(pow, new(big.Float).SetInt64(2*k+1))
		if term.Sign() == 0 || term.MantExp(nil)-sum.MantExp(nil) < -bigPrec-8 {
			break
		}
		sum.Add(sum, term)
	}
	return sum.SetMantExp(sum, 6)
}

// bigAtan is atan x for a finite x: atan2(x, 1).
func bigAtan(x float64) *big.Float { return bigAtan2(x, 1) }

// TestAtanAccuracy checks Atan (the vector kernels' twin) against math/big
// on arguments over every interval of its reduction, near their bounds,
// tiny and huge, and its special values.
func TestAtanAccuracy(t *testing.T) {
	r := rand.New(rand.NewPCG(26, 11))
	n := 30000
	if testing.Short() {
		n = 3000
	}
	bounds := []float64{0.4375, 0.6875, 1.1875, 2.4375}
	worst := 0.0
	for i := range n {
		var x float64
		switch i % 4 {
		case 0:
			x = r.Float64()*6 - 3
		case 1:
			x = math.Ldexp(r.Float64()+0.5, r.IntN(80)-40)
		case 2:
			b := bounds[r.IntN(len(bounds))]
			x = math.Nextafter(b, math.Inf(1-2*r.IntN(2))) + (r.Float64()-0.5)*0x1p-30
		default:
			x = math.Ldexp(r.Float64()+0.5, r.IntN(2000)-1000)
		}
		if r.IntN(2) == 0 {
			x = -x
		}
		e := ulpError(Atan(x), bigAtan(x))
		worst = max(worst, e)
		if e > 0.9 {
			t.Fatalf("Atan(%v) = %v, %.3f ULP from %v", x, Atan(x), e, bigAtan(x))
		}
	}
	t.Logf("largest error %.3f ULP", worst)
	for _, c := range [][2]float64{{0, 0}, {math.Inf(1), math.Pi / 2}, {math.Inf(-1), -math.Pi / 2}, {1e300, math.Pi / 2}, {0x1p-1074, 0x1p-1074}} {
		if got := Atan(c[0]); got != c[1] {
			t.Fatalf("Atan(%v) = %v, want %v", c[0], got, c[1])
		}
	}
	if got := Atan(math.Copysign(0, -1)); got != 0 || !math.Signbit(got) {
		t.Fatalf("Atan(-0) = %v", got)
	}
	if got := Atan(math.NaN()); got == got {
		t.Fatalf("Atan(NaN) = %v", got)
	}
}

// bigAsin is asin x for |x| <= 1: atan(x/√(1-x²)) up to 1/√2 and π/2 -
// atan(√(1-x²)/|x|) above, signed.
func bigAsin(x float64) *big.Float {
	X := new(big.Float).SetPrec(bigPrec).SetFloat64(math.Abs(x))
	s := new(big.Float).SetPrec(bigPrec).Mul(X, X)
	s.Sub(big.NewFloat(1), s).Sqrt(s)
	var r *big.Float
	if math.Abs(x) <= 0.7 {
		r = bigAtanOf(new(big.Float).SetPrec(bigPrec).Quo(X, s))
	} else {
		r = bigAtanOf(big.NewFloat(1))
		r.SetMantExp(r, 1)
		r.Sub(r, bigAtanOf(s.Quo(s, X)))
	}
	if x < 0 {
		r.Neg(r)
	}
	return r
}

// bigAcos is acos x = π/2 - asin x.
func bigAcos(x float64) *big.Float {
	r := bigAtanOf(big.NewFloat(1))
	r.SetMantExp(r, 1)
	return r.Sub(r, bigAsin(x))
}

// TestAsinAcosAccuracy checks Asin and Acos (the vector kernels' twins)
// against math/big on [-1, 1]: uniform, near ±1, 0.5 and 0.975 (where
// they change form), tiny, and at the ends.
func TestAsinAcosAccuracy(t *testing.T) {
	r := rand.New(rand.NewPCG(26, 12))
	n := 20000
	if testing.Short() {
		n = 2000
	}
	x := unitArgs(r, n)
	worst := [2]float64{}
	for _, v := range x {
		if math.Abs(v) > 1 || v != v || v == 0 {
			continue
		}
		for k, f := range []func(float64) float64{Asin, Acos} {
			ref := bigAsin(v)
			if k == 1 {
				ref = bigAcos(v)
			}
			got := f(v)
			e := ulpError(got, ref)
			if k == 0 && math.Abs(v) < 0x1p-1000 {
				e = subnormalError(got, ref)
			}
			worst[k] = max(worst[k], e)
			if e > 0.85 {
				t.Fatalf("%s(%v) = %v, %.3f ULP from %v", []string{"Asin", "Acos"}[k], v, got, e, ref)
			}
		}
	}
	t.Logf("largest error: Asin %.3f ULP, Acos %.3f ULP", worst[0], worst[1])
	for _, c := range [][3]float64{{1, math.Pi / 2, 0}, {-1, -math.Pi / 2, math.Pi}, {0, 0, math.Pi / 2}} {
		if Asin(c[0]) != c[1] || Acos(c[0]) != c[2] {
			t.Fatalf("Asin(%v) = %v, Acos = %v; want %v, %v", c[0], Asin(c[0]), Acos(c[0]), c[1], c[2])
		}
	}
	if got := Asin(math.Copysign(0, -1)); got != 0 || !math.Signbit(got) {
		t.Fatalf("Asin(-0) = %v", got)
	}
	for _, v := range []float64{math.NaN(), 1 + 0x1p-52, -2, math.Inf(1)} {
		if Asin(v) == Asin(v) || Acos(v) == Acos(v) {
			t.Fatalf("Asin(%v) = %v, Acos = %v; want NaN", v, Asin(v), Acos(v))
		}
	}
}

// bigExpOf is e^u for |u| below 2^50 (bigExp2Of of u/ln 2).
func bigExpOf(u *big.Float) *big.Float {
	v := new(big.Float).SetPrec(bigPrec).Quo(u, bigLn2)
	return bigExp2Of(v)
}

// bigSeries is the sum of u^n/n! for n = first, first+step, … until the
// terms are negligible: e^u - 1 (1, 1), sinh u (1, 2) and cosh u - 1 (2, 2)
// for |u| <= 2, without cancellation.
func bigSeries(u *big.Float, first, step int64) *big.Float {
	term := new(big.Float).SetPrec(bigPrec).SetFloat64(1)
	for n := int64(1); n <= first; n++ {
		term.Mul(term, u)
		term.Quo(term, new(big.Float).SetInt64(n))
	}
	sum := new(big.Float).SetPrec(bigPrec).Set(term)
	for n := first + 1; n < 400; n += step {
		for k := n; k < n+step; k++ {
			term.Mul(term, u)
			term.Quo(term, new(big.Float).SetInt64(k))
		}
		if term.Sign() == 0 || term.MantExp(nil)-sum.MantExp(nil) < -bigPrec-8 {
			break
		}
		sum.Add(sum, term)
	}
	return sum
}

// bigExpm1Hyp is e^x - 1 (fn 0), sinh x (1) or cosh x (2) for a finite x
// below 704 in magnitude: the series up to 2, and from e^|x| above.
func bigExpm1Hyp(fn int, x float64) *big.Float {
	u := new(big.Float).SetPrec(bigPrec).SetFloat64(x)
	if math.Abs(x) <= 2 {
		switch fn {
		case 0:
			return bigSeries(u, 1, 1)
		case 1:
			return bigSeries(u, 1, 2)
		}
		s := bigSeries(u, 2, 2)
		return s.Add(s, big.NewFloat(1))
	}
	e := bigExpOf(u)
	if fn == 0 {
		return e.Sub(e, big.NewFloat(1))
	}
	inv := new(big.Float).SetPrec(bigPrec).Quo(big.NewFloat(1), e)
	if fn == 1 {
		e.Sub(e, inv)
	} else {
		e.Add(e, inv)
	}
	return e.SetMantExp(e, -1)
}

// TestExpm1SinhCoshAccuracy checks Expm1, Sinh and Cosh (the vector
// kernels' twins) against math/big over ±704: near the bounds where they
// change form, tiny, ordinary and large arguments.
func TestExpm1SinhCoshAccuracy(t *testing.T) {
	r := rand.New(rand.NewPCG(26, 13))
	n := 20000
	if testing.Short() {
		n = 2000
	}
	names := []string{"Expm1", "Sinh", "Cosh"}
	fns := []func(float64) float64{Expm1, Sinh, Cosh}
	bounds := []float64{expm1Small, sinhSmall, coshSmall}
	var worst [3]float64
	var worstX [3]float64
	for i := range n {
		for fn := range 3 {
			var x float64
			switch i % 4 {
			case 0:
				x = r.Float64()*6 - 3
			case 1:
				x = math.Ldexp(r.Float64()+0.5, r.IntN(70)-60)
			case 2:
				x = bounds[fn] * (1 + (r.Float64()-0.5)*0x1p-20)
			default:
				x = r.Float64() * 704
			}
			if r.IntN(2) == 0 {
				x = -x
			}
			got := fns[fn](x)
			e := ulpError(got, bigExpm1Hyp(fn, x))
			if e > worst[fn] {
				worst[fn], worstX[fn] = e, x
			}
			if e > 0.9 {
				t.Fatalf("%s(%v) = %v, %.3f ULP from %v", names[fn], x, got, e, bigExpm1Hyp(fn, x))
			}
		}
	}
	for fn := range 3 {
		t.Logf("%s: largest error %.3f ULP, at %v", names[fn], worst[fn], worstX[fn])
	}
	negZero, inf := math.Copysign(0, -1), math.Inf(1)
	for _, c := range []struct {
		fn      int
		x, want float64
	}{
		{0, negZero, negZero}, {0, 0, 0}, {0, -inf, -1}, {0, inf, inf}, {0, -800, -1}, {0, 0x1p-1074, 0x1p-1074},
		{0, 710, inf}, {1, negZero, negZero}, {1, inf, inf}, {1, -inf, -inf}, {1, -0x1p-1074, -0x1p-1074},
		{1, 711, inf}, {2, 0, 1}, {2, negZero, 1}, {2, -inf, inf}, {2, 0x1p-1074, 1}, {2, 711, inf},
	} {
		if got := fns[c.fn](c.x); got != c.want || math.Signbit(got) != math.Signbit(c.want) {
			t.Errorf("%s(%v) = %v, want %v", names[c.fn], c.x, got, c.want)
		}
	}
	// Finite up to their overflow thresholds: e^709.78 - 1, sinh and cosh
	// of 710.47 (e^x/2), as the correctly rounded references give them.
	for _, c := range []struct {
		fn int
		x  float64
	}{{0, 709.78}, {1, 710.47}, {2, -710.47}, {1, 705}, {2, 709.9}} {
		ref := new(big.Float).SetPrec(bigPrec).SetFloat64(math.Abs(c.x))
		ref = bigExpOf(ref)
		if c.fn > 0 {
			ref.SetMantExp(ref, -1)
		}
		if c.fn == 1 && c.x < 0 {
			ref.Neg(ref)
		}
		if got := fns[c.fn](c.x); math.IsInf(got, 0) || ulpError(got, ref) > 0.9 {
			t.Errorf("%s(%v) = %v, want %v", names[c.fn], c.x, got, ref)
		}
	}
	for fn := range 3 {
		if got := fns[fn](math.NaN()); got == got {
			t.Errorf("%s(NaN) = %v", names[fn], got)
		}
	}
}

// bigCbrt is the cube root of a finite x, by Newton's method in math/big
// from math.Cbrt's guess.
func bigCbrt(x float64) *big.Float {
	X := new(big.Float).SetPrec(bigPrec).SetFloat64(x)
	y := new(big.Float).SetPrec(bigPrec).SetFloat64(math.Cbrt(x))
	three := big.NewFloat(3)
	for range 6 { // y = y - (y³ - x)/(3y²)
		y2 := new(big.Float).SetPrec(bigPrec).Mul(y, y)
		num := new(big.Float).SetPrec(bigPrec).Mul(y2, y)
		num.Sub(num, X)
		y2.Mul(y2, three)
		y.Sub(y, num.Quo(num, y2))
	}
	return y
}

// TestCbrtAccuracy checks Cbrt (the vector kernels' twin) against math/big
// over every binade, subnormals included, and its special values.
func TestCbrtAccuracy(t *testing.T) {
	r := rand.New(rand.NewPCG(26, 14))
	n := 20000
	if testing.Short() {
		n = 2000
	}
	worst := 0.0
	for i := range n {
		x := math.Ldexp(r.Float64()+0.5, r.IntN(2098)-1074)
		if i%7 == 0 {
			x = math.Ldexp(float64(1+r.IntN(1<<20)), r.IntN(60)) // exact cubes among them
		}
		if r.IntN(2) == 0 {
			x = -x
		}
		if x == 0 || math.IsInf(x, 0) {
			continue
		}
		got := Cbrt(x)
		e := ulpError(got, bigCbrt(x))
		worst = max(worst, e)
		if e > 0.7 {
			t.Fatalf("Cbrt(%v) = %v, %.3f ULP from %v", x, got, e, bigCbrt(x))
		}
	}
	t.Logf("largest error %.3f ULP", worst)
	for _, v := range []float64{8, 27, 1e-300, 0x1p-1074, 1e300, 1 << 60, 0.001} {
		for _, s := range []float64{1, -1} {
			x := s * v * v * v
			if v*v*v != math.Inf(1) && x != 0 && Cbrt(x) != s*v && ulpError(Cbrt(x), bigCbrt(x)) > 0.5 {
				t.Errorf("Cbrt(%v) = %v, want %v", x, Cbrt(x), s*v)
			}
		}
	}
	negZero := math.Copysign(0, -1)
	for _, c := range [][2]float64{{0, 0}, {negZero, negZero}, {math.Inf(1), math.Inf(1)}, {math.Inf(-1), math.Inf(-1)}, {-8, -2}, {0x1p-1071, 0x1p-357}, {-0x1p-1068, -0x1p-356}} {
		if got := Cbrt(c[0]); got != c[1] || math.Signbit(got) != math.Signbit(c[1]) {
			t.Errorf("Cbrt(%v) = %v, want %v", c[0], got, c[1])
		}
	}
	if got := Cbrt(math.NaN()); got == got {
		t.Errorf("Cbrt(NaN) = %v", got)
	}
}

// TestTanAccuracy checks Tan (the vector kernels' twin) against math/big:
// sin/cos of the big reduction, over small and large arguments, near
// multiples of π/2 and fdlibm's bound 0.6744 on the reduced argument.
func TestTanAccuracy(t *testing.T) {
	r := rand.New(rand.NewPCG(26, 15))
	n := 20000
	if testing.Short() {
		n = 2000
	}
	worst, worstX := 0.0, 0.0
	for i := range n {
		var x float64
		switch i % 5 {
		case 0:
			x = r.Float64()*8 - 4
		case 1:
			x = math.Ldexp(r.Float64()+0.5, r.IntN(80)-60)
		case 2:
			x = math.Ldexp(r.Float64()+0.5, r.IntN(40))
		case 3:
			k := float64(r.IntN(1 << 20))
			x = k*math.Pi/2 + (r.Float64()-0.5)*math.Ldexp(1, -r.IntN(40))
		default:
			k := float64(r.IntN(1 << 10))
			x = k*math.Pi/2 + (tanBig+(r.Float64()-0.5)*0x1p-20)*float64(1-2*r.IntN(2))
		}
		if r.IntN(2) == 0 {
			x = -x
		}
		s, c := sinCosBig(x, false), sinCosBig(x, true)
		ref := new(big.Float).SetPrec(192).Quo(s, c)
		got := Tan(x)
		e := ulpError(got, ref)
		if e > worst {
			worst, worstX = e, x
		}
		if e > 0.9 {
			t.Fatalf("Tan(%v) = %v, %.3f ULP from %v", x, got, e, ref)
		}
	}
	t.Logf("largest error %.3f ULP, at %v", worst, worstX)
	negZero := math.Copysign(0, -1)
	for _, c := range [][2]float64{{0, 0}, {negZero, negZero}, {0x1p-1074, 0x1p-1074}, {-0x1p-1074, -0x1p-1074}, {1e-10, 1e-10}} {
		if got := Tan(c[0]); got != c[1] || math.Signbit(got) != math.Signbit(c[1]) {
			t.Errorf("Tan(%v) = %v, want %v", c[0], got, c[1])
		}
	}
	for _, v := range []float64{math.NaN(), math.Inf(1), math.Inf(-1)} {
		if got := Tan(v); got == got {
			t.Errorf("Tan(%v) = %v, want NaN", v, got)
		}
	}
}

// bigAtan2 is atan2(y, x) for a finite y and a finite nonzero x: atan(|y|/|x|) in
// math/big, π minus it for a negative x, with y's sign.
func bigAtan2(y, x float64) *big.Float {
	Y := new(big.Float).SetPrec(bigPrec).SetFloat64(math.Abs(y))
	X := new(big.Float).SetPrec(bigPrec).SetFloat64(math.Abs(x))
	halfPi := bigAtanOf(big.NewFloat(1))
	halfPi.SetMantExp(halfPi, 1)
	var r *big.Float
	if Y.Cmp(X) <= 0 {
		r = bigAtanOf(Y.Quo(Y, X))
	} else {
		r = new(big.Float).SetPrec(bigPrec).Sub(halfPi, bigAtanOf(X.Quo(X, Y)))
	}
	if x < 0 {
		r.Sub(halfPi.SetMantExp(halfPi, 1), r)
	}
	if y < 0 {
		r.Neg(r)
	}
	return r
}

// TestAtan2Accuracy checks Atan2 (the vector kernels' twin) against
// math/big in every quadrant, over ratios across every interval of atan's
// reduction, tiny and huge ones, and arguments outside [2^-500, 2^500].
func TestAtan2Accuracy(t *testing.T) {
	r := rand.New(rand.NewPCG(26, 16))
	n := 30000
	if testing.Short() {
		n = 3000
	}
	worst, wy, wx := 0.0, 0.0, 0.0
	for i := range n {
		x := math.Ldexp(r.Float64()+0.5, r.IntN(40)-20)
		var q float64
		switch i % 4 {
		case 0:
			q = r.Float64() * 3
		case 1:
			q = math.Ldexp(r.Float64()+0.5, r.IntN(120)-60)
		case 2:
			b := []float64{0.4375, 0.6875, 1.1875, 2.4375}[r.IntN(4)]
			q = b * (1 + (r.Float64()-0.5)*0x1p-30)
		default:
			q = r.Float64() * 3
			x = math.Ldexp(r.Float64()+0.5, r.IntN(2000)-1000)
		}
		y := q * x
		if y == 0 || math.IsInf(y, 0) {
			continue
		}
		if r.IntN(2) == 0 {
			x = -x
		}
		if r.IntN(2) == 0 {
			y = -y
		}
		got := Atan2(y, x)
		e := ulpError(got, bigAtan2(y, x))
		if math.Abs(got) < 0x1p-1000 {
			e = subnormalError(got, bigAtan2(y, x))
		}
		if e > worst {
			worst, wy, wx = e, y, x
		}
		if e > 0.9 {
			t.Fatalf("Atan2(%v, %v) = %v, %.3f ULP from %v", y, x, got, e, bigAtan2(y, x))
		}
	}
	t.Logf("largest error %.3f ULP, at (%v, %v)", worst, wy, wx)
	pi := math.Pi
	for _, c := range [][3]float64{{0, 1, 0}, {0, -1, pi}, {1, 0, pi / 2}, {-1, 0, -pi / 2}, {1, 1, pi / 4}, {-1, -1, -3 * pi / 4},
		{math.Inf(1), math.Inf(-1), 3 * pi / 4}, {1e-320, -1, pi}, {-1e-320, -1, -pi}, {1, -1e-320, pi / 2}} {
		if got := Atan2(c[0], c[1]); got != c[2] {
			t.Errorf("Atan2(%v, %v) = %v, want %v", c[0], c[1], got, c[2])
		}
	}
}

// extremeRef is NumPy's maximum, minimum, fmax or fmin of x and y, one
// element at a time: NaN in x kept by maximum and minimum, a NaN y
// ignored by fmax and fmin, and y on ties.
func extremeRef(f Func2, x, y float64) float64 {
	switch f {
	case FMaximum:
		if x == x && !(x > y) {
			x = y
		}
	case FMinimum:
		if x == x && !(x < y) {
			x = y
		}
	case FFmax:
		if y == y && !(x > y) {
			x = y
		}
	default:
		if y == y && !(x < y) {
			x = y
		}
	}
	return x
}

// TestExtremeFunc2Kernels checks the vector maximum, minimum, fmax and
// fmin (float64 and float32, b a vector or one number) against extremeRef
// bit for bit, NaN payloads and the signs of zeros included, at every
// length up to 40 and several offsets.
func TestExtremeFunc2Kernels(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 19))
	vals := []float64{0, math.Copysign(0, -1), 1, -1, 2, math.Inf(1), math.Inf(-1), math.NaN(),
		math.Float64frombits(0x7ff8000000000123), 0x1p-1074, -3.5}
	pick := func() float64 {
		if rng.IntN(3) == 0 {
			return rng.NormFloat64()
		}
		return vals[rng.IntN(len(vals))]
	}
	for _, f := range []Func2{FMaximum, FMinimum, FFmax, FFmin} {
		for trial := range 400 {
			n, off, bs := trial%41, trial%3, trial%2
			a, b := make([]float64, n+off), make([]float64, n+off)
			for i := range a {
				a[i], b[i] = pick(), pick()
			}
			d := make([]float64, n+off)
			Func2FloatRun(f, d, off, 1, a, off, 1, b, off, bs, n)
			a32, b32, d32 := make([]float32, n+off), make([]float32, n+off), make([]float32, n+off)
			for i := range a {
				a32[i], b32[i] = float32(a[i]), float32(b[i])
			}
			Func2FloatRun(f, d32, off, 1, a32, off, 1, b32, off, bs, n)
			for i := off; i < n+off; i++ {
				y, y32 := b[off+(i-off)*bs], b32[off+(i-off)*bs]
				want := extremeRef(f, a[i], y)
				if math.Float64bits(d[i]) != math.Float64bits(want) {
					t.Fatalf("%v(%v, %v) = %v (%#x), want %v (%#x)", f, a[i], y, d[i], math.Float64bits(d[i]), want, math.Float64bits(want))
				}
				want32 := float32(extremeRef(f, float64(a32[i]), float64(y32)))
				if math.Float32bits(d32[i]) != math.Float32bits(want32) {
					t.Fatalf("float32 %v(%v, %v) = %v (%#x), want %v (%#x)", f, a32[i], y32, d32[i], math.Float32bits(d32[i]), want32, math.Float32bits(want32))
				}
			}
		}
	}
}

// TestPartKernels checks the absolute value and the angle of complex128 and
// complex64 runs (strided, across the buffer's blocks), which go through
// the hypot and arctan2 kernels, against Hypot and Atan2 element by
// element, bit for bit.
func TestPartKernels(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 20))
	const n = 2*ufuncBuf + 9
	re, im := ufuncArgs(rng, 2*n), ufuncArgs(rng, 2*n)
	for i := range re {
		if i%4 != 0 {
			re[i], im[i] = rng.NormFloat64(), rng.NormFloat64()*1e3
		}
	}
	x := make([]complex128, 2*n)
	x64 := make([]complex64, 2*n)
	for i := range x {
		x[i], x64[i] = complex(re[i], im[i]), complex64(complex(re[i], im[i]))
	}
	forEachWidth(&ufuncWide, func() {
		for _, p := range []Part{PartAbs, PartAngle} {
			d := make([]float64, 3*n)
			PartRun(p, d, 1, 3, x, 1, 2, n)
			d32 := make([]float32, n)
			PartRun(p, d32, 0, 1, x64, 0, 2, n)
			for i := range n {
				v, v32 := x[1+2*i], x64[2*i]
				want := Hypot(real(v), imag(v))
				want32 := float32(Hypot(float64(real(v32)), float64(imag(v32))))
				if p == PartAngle {
					want = Atan2(imag(v), real(v))
					want32 = float32(Atan2(float64(imag(v32)), float64(real(v32))))
				}
				if got := d[1+3*i]; math.Float64bits(got) != math.Float64bits(want) && !(got != got && want != want) {
					t.Fatalf("%v(%v) = %v, want %v", p, v, got, want)
				}
				if got := d32[i]; math.Float32bits(got) != math.Float32bits(want32) && !(got != got && want32 != want32) {
					t.Fatalf("%v(%v) = %v, want %v", p, v32, got, want32)
				}
			}
		}
	})
}

// TestPowNegativeBases checks the power of negative bases against the Go
// twin bit for bit: integer exponents, odd and even, small, large and from
// 2^53 on (all even), whose vectors the kernel takes, and fractional ones
// among them (NaN), whose vectors it leaves to Go; an exponent array and
// one exponent, both widths. Independently of the twin, (-x)^k is x^k
// negated for odd k and x^k for even k.
func TestPowNegativeBases(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 5))
	const n = 4099
	a, b := make([]float64, n), make([]float64, n)
	for i := range a {
		a[i] = -math.Pow(10, rng.Float64()*20-10)
		if rng.IntN(3) == 0 {
			a[i] = -a[i]
		}
		switch rng.IntN(8) {
		case 0:
			b[i] = 0x1p53 + 2*float64(rng.IntN(100))
		case 1:
			b[i] = 0.5 + float64(rng.IntN(10))
		default:
			b[i] = float64(rng.IntN(61) - 30)
		}
	}
	forEachWidth(&ufuncWide, func() { checkFunc2(t, FPower, a, b) })
	d := make([]float64, n)
	Func2FloatRun(FPower, d, 0, 1, a, 0, 1, b, 0, 1, n)
	for i, x := range a {
		y := b[i]
		if x > 0 || y != math.Trunc(y) {
			continue
		}
		want := Pow(-x, y)
		if math.Abs(y) < 0x1p53 && math.Mod(y, 2) != 0 {
			want = -want
		}
		if math.Float64bits(d[i]) != math.Float64bits(want) {
			t.Fatalf("(%v)^%v = %v, want %v", x, y, d[i], want)
		}
	}
}

// TestFunc1RunNT checks the non-temporal run of the simple functions
// against their Go twins bit for bit, float64 and float32, at every length
// up to 80 and past several call chunks, from every offset up to 7 (so
// that the aligned body starts anywhere), and that the elements around the
// run keep their values.
func TestFunc1RunNT(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 3))
	lengths := []int{}
	for n := range 81 {
		lengths = append(lengths, n)
	}
	lengths = append(lengths, 3*callChunk+13)
	const sentinel = -12345.5
	for _, f := range vectorFuncs {
		if !f.StoresNT() {
			continue
		}
		for _, n := range lengths {
			off := n % 8
			x := ufuncArgs(rng, n+off)
			x32 := make([]float32, len(x))
			for i, v := range x {
				x32[i] = float32(v)
			}
			d, d32 := make([]float64, n+off+3), make([]float32, n+off+3)
			for i := range d {
				d[i], d32[i] = sentinel, sentinel
			}
			Func1RunNT(f, d, off, 1, x, off, 1, n)
			Func1RunNT(f, d32, off, 1, x32, off, 1, n)
			Fence()
			for i := range d {
				want, want32 := float64(sentinel), float32(sentinel)
				if i >= off && i < off+n {
					want, want32 = twin64(f, x[i]), twin32(f, x32[i])
				}
				if math.Float64bits(d[i]) != math.Float64bits(want) {
					t.Fatalf("%s n=%d off=%d: element %d = %v (%#x), want %v (%#x)", f, n, off, i, d[i], math.Float64bits(d[i]), want, math.Float64bits(want))
				}
				if math.Float32bits(d32[i]) != math.Float32bits(want32) {
					t.Fatalf("float32 %s n=%d off=%d: element %d = %v, want %v", f, n, off, i, d32[i], want32)
				}
			}
		}
	}
}
