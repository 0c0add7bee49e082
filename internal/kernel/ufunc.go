package kernel

import (
	"math"
	"strconv"
	"unsafe"
)

// Func1 is one of NumPy's elementwise functions of one float argument.
type Func1 uint8

// The functions of one argument, in NumPy's names.
const (
	FExp Func1 = iota + 1
	FExp2
	FExpm1
	FLog
	FLog2
	FLog10
	FLog1p
	FSqrt
	FCbrt
	FSquare
	FReciprocal
	FSin
	FCos
	FTan
	FArcsin
	FArccos
	FArctan
	FSinh
	FCosh
	FTanh
	FAbs
	FNegative
	FSign
	FFloor
	FCeil
	FTrunc
	FRint
	FConjugate
	FInvert
	FLogicalNot
	func1End
)

// Valid reports whether f names a function.
func (f Func1) Valid() bool { return f > 0 && f < func1End }

var func1Names = [...]string{"", "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "sqrt", "cbrt", "square",
	"reciprocal", "sin", "cos", "tan", "arcsin", "arccos", "arctan", "sinh", "cosh", "tanh", "absolute", "negative",
	"sign", "floor", "ceil", "trunc", "rint", "conjugate", "invert", "logical_not"}

// String returns NumPy's name of f.
func (f Func1) String() string {
	if !f.Valid() {
		return "Func1(" + strconv.Itoa(int(f)) + ")"
	}
	return func1Names[f]
}

// StoresNT reports whether [Func1RunNT] stores f non-temporally: the
// functions of a few operations an element, whose cost over a large
// destination is its memory.
func (f Func1) StoresNT() bool { return f.simple() }

// simple reports whether f is exact and elementary: rounding, the sign
// bit, a product or quotient, or sign; its vector kernel is one
// instruction or two per vector, AVX2 only (memory bounds it).
func (f Func1) simple() bool {
	switch f {
	case FFloor, FCeil, FTrunc, FRint, FAbs, FNegative, FSquare, FReciprocal, FSign:
		return true
	}
	return false
}

// ForFloats reports whether floats have f: every function but the bitwise
// and logical ones.
func (f Func1) ForFloats() bool { return f.Valid() && f < FInvert }

// ForIntegers reports whether integers have f, that is whether NumPy has an
// integer loop of it (the others, exp or floor of an integer, NumPy
// computes in a float type).
func (f Func1) ForIntegers() bool {
	switch f {
	case FAbs, FNegative, FSign, FSquare, FReciprocal, FConjugate, FInvert:
		return true
	}
	return false
}

// ForBool reports whether bool has f: absolute (itself), invert and
// logical_not (both not).
func (f Func1) ForBool() bool { return f == FAbs || f == FInvert || f == FLogicalNot }

// ufuncBuf is how many elements a strided run gathers at a time into a
// contiguous buffer for the contiguous kernels.
const ufuncBuf = 256

// Func1Run stores f(x[xo+i*xs]) into d[do+i*ds] for i < n. Runs of unit
// stride go straight to the contiguous kernel; others are gathered into a
// buffer a block at a time, so every function has one kernel.
func Func1Run[F Float](f Func1, d []F, do, ds int, x []F, xo, xs, n int) {
	if ds == 1 && xs == 1 {
		Func1Contig(f, d[do:do+n], x[xo:xo+n])
		return
	}
	var in, out [ufuncBuf]F
	for n > 0 {
		m := min(n, ufuncBuf)
		for i := range m {
			in[i] = x[xo]
			xo += xs
		}
		Func1Contig(f, out[:m], in[:m])
		for _, v := range out[:m] {
			d[do] = v
			do += ds
		}
		n -= m
	}
}

// Func1RunNT is Func1Run for a destination larger than the caches
// ([Tuning.NtBytes]): a unit-stride run of floor, ceil, trunc, rint,
// abs, negative, square, reciprocal or sign is stored by the vector
// kernel with non-temporal stores, which do not read the destination's
// lines first and leave the result out of the caches. The bits are
// Func1Run's. The caller calls [Fence] once after its last non-temporal
// call, on the same goroutine.
func Func1RunNT[F Float](f Func1, d []F, do, ds int, x []F, xo, xs, n int) {
	if ds != 1 || xs != 1 {
		Func1Run(f, d, do, ds, x, xo, xs, n)
		return
	}
	d, x = d[do:do+n], x[xo:xo+n]
	k := alignPeel(d)
	Func1Contig(f, d[:k], x[:k])
	d, x = d[k:], x[k:]
	k = func1FastNT(f, d, x)
	Func1Contig(f, d[k:], x[k:])
}

// Func1Contig stores f(x[i]) into d[i] for i < len(d); x is at least as
// long. The vector kernels take the longest prefix they can, their Go
// twins (the same operations in the same order, so the same bits) the rest.
func Func1Contig[F Float](f Func1, d, x []F) {
	x = x[:len(d)]
	if k := func1Fast(f, d, x); k > 0 { // exp, log, sqrt, sin, cos, tanh
		d, x = d[k:], x[k:]
	}
	if len(d) == 0 {
		return
	}
	var z F
	if unsafe.Sizeof(z) == 4 {
		func1F32(f, as[float32](d), as[float32](x))
		return
	}
	func1F64(f, as[float64](d), as[float64](x))
}

// func1F64 is the Go loop of every function of one float64 argument.
func func1F64(f Func1, d, x []float64) {
	switch f {
	case FExp:
		for i, v := range x {
			d[i] = Exp64(v)
		}
	case FLog:
		for i, v := range x {
			d[i] = Log64(v)
		}
	default:
		unaryMath(f, d, x)
	}
}

// func1F32 is the loop of every function of one float32 argument without
// a float32 kernel of its own: the functions with float32 kernels have
// their Go twins here, and the others compute in float64 (through float64's
// kernels, a block at a time) and round once to float32.
func func1F32(f Func1, d, x []float32) {
	switch f {
	case FAbs, FNegative, FSign, FSquare, FReciprocal:
		exact32(f, d, x)
		return
	case FLog:
		for i, v := range x {
			d[i] = log32(v)
		}
		return
	case FExp:
		for i, v := range x {
			d[i] = exp32(v)
		}
		return
	case FExp2:
		for i, v := range x {
			d[i] = exp2Float32(v)
		}
		return
	case FLog2:
		for i, v := range x {
			d[i] = log2Float32(v)
		}
		return
	case FLog10:
		for i, v := range x {
			d[i] = log10Float32(v)
		}
		return
	case FTanh:
		for i, v := range x {
			d[i] = tanh32(v)
		}
		return
	case FSin:
		for i, v := range x {
			d[i] = sin32(v)
		}
		return
	case FCos:
		for i, v := range x {
			d[i] = cos32(v)
		}
		return
	}
	// Widen a block at a time, so that no conversion waits on a math call:
	// a scalar conversion writes only part of its register, which chains
	// each element's conversion to the previous element's result (a loop of
	// float32(math.Tan(float64(v))) ran 3-5x slower than the float64 loop).
	var buf [ufuncBuf]float64
	for len(d) > 0 {
		m := min(len(d), ufuncBuf)
		b := buf[:m]
		for i, v := range x[:m] {
			b[i] = float64(v)
		}
		// Through float64's vector kernels where f has one, whose Go twins
		// unaryMath also calls: float32 ops through float64 round once, the
		// same bits either way.
		Func1Contig(f, b, b)
		for i, v := range b {
			d[i] = float32(v)
		}
		d, x = d[m:], x[m:]
	}
}

// unaryMath is the loop of the functions other than exp and log: each
// element through float64 and this package's or Go's math functions (or an
// exact operation), rounded once to F.
func unaryMath[F Float](f Func1, d, x []F) {
	switch f {
	case FExp2:
		for i, v := range x {
			d[i] = F(Exp2(float64(v)))
		}
	case FExpm1:
		for i, v := range x {
			d[i] = F(Expm1(float64(v)))
		}
	case FLog2:
		for i, v := range x {
			d[i] = F(Log2(float64(v)))
		}
	case FLog10:
		for i, v := range x {
			d[i] = F(Log10(float64(v)))
		}
	case FLog1p:
		for i, v := range x {
			d[i] = F(Log1p(float64(v)))
		}
	case FSqrt:
		for i, v := range x {
			d[i] = F(math.Sqrt(float64(v))) // exact for float32 too: 53 >= 2*24+2 bits
		}
	case FCbrt:
		for i, v := range x {
			d[i] = F(Cbrt(float64(v)))
		}
	case FSquare:
		for i, v := range x {
			d[i] = v * v
		}
	case FReciprocal:
		for i, v := range x {
			d[i] = 1 / v
		}
	case FSin:
		for i, v := range x {
			d[i] = F(Sin(float64(v)))
		}
	case FCos:
		for i, v := range x {
			d[i] = F(Cos(float64(v)))
		}
	case FTan:
		for i, v := range x {
			d[i] = F(Tan(float64(v)))
		}
	case FArcsin:
		for i, v := range x {
			d[i] = F(Asin(float64(v)))
		}
	case FArccos:
		for i, v := range x {
			d[i] = F(Acos(float64(v)))
		}
	case FArctan:
		for i, v := range x {
			d[i] = F(Atan(float64(v)))
		}
	case FSinh:
		for i, v := range x {
			d[i] = F(Sinh(float64(v)))
		}
	case FCosh:
		for i, v := range x {
			d[i] = F(Cosh(float64(v)))
		}
	case FTanh:
		for i, v := range x {
			d[i] = F(Tanh(float64(v)))
		}
	case FAbs:
		for i, v := range x {
			d[i] = F(math.Abs(float64(v)))
		}
	case FNegative:
		for i, v := range x {
			d[i] = -v
		}
	case FSign:
		for i, v := range x {
			switch {
			case v > 0:
				d[i] = 1
			case v < 0:
				d[i] = -1
			case v == 0:
				d[i] = 0 // +0 for -0 too, NumPy's sign
			default:
				d[i] = v // a NaN keeps its bits, a signalling one too
			}
		}
	case FFloor:
		for i, v := range x {
			d[i] = F(math.Floor(float64(v)))
		}
	case FCeil:
		for i, v := range x {
			d[i] = F(math.Ceil(float64(v)))
		}
	case FTrunc:
		for i, v := range x {
			d[i] = F(math.Trunc(float64(v)))
		}
	case FRint:
		for i, v := range x {
			d[i] = F(math.RoundToEven(float64(v)))
		}
	case FConjugate: // a real number is its own conjugate
		copy(d, x)
	}
}

// The constants of Exp64 and exp64For32 (Tang's table-driven method with
// 16 entries): the shifter 1.5·2^52, whose sum with a number below 2^51
// in magnitude holds the number rounded to an integer in its low bits;
// 16/ln 2; ln 2/16 split into a double and the double nearest the rest;
// and the bounds of the fast paths, inside which 2^(k/16) stays a normal
// number for every argument.
const (
	expShift   = 0x1.8p52
	expInvLn2N = 23.083120654223414
	expLn2NHi  = 0.04332169878499658
	expLn2NLo  = 1.4494042586539372e-18
	expFast    = 704.0  // |x| <= 704: e^x and its scale are normal doubles
	expClamp   = 1100.0 // past ±1100, exp is +Inf or 0 however it is computed
	expFast32  = 120.0  // a float32 argument past ±120 gives +Inf or 0 in float32
)

// ln 2 split into a double and the double nearest the rest, for cExp2.
const (
	expLn2Hi = 0.6931471805599453
	expLn2Lo = 2.3190468138462996e-17
)

// expTabHi[j] is 2^(j/16) rounded to a double and expTabLo[j] the double
// nearest the rest (scripts/gen_exp_table.py prints both from mpmath).
var expTabHi = [16]float64{
	0x1p+00, 0x1.0b5586cf9890fp+00, 0x1.172b83c7d517bp+00, 0x1.2387a6e756238p+00,
	0x1.306fe0a31b715p+00, 0x1.3dea64c123422p+00, 0x1.4bfdad5362a27p+00, 0x1.5ab07dd485429p+00,
	0x1.6a09e667f3bcdp+00, 0x1.7a11473eb0187p+00, 0x1.8ace5422aa0dbp+00, 0x1.9c49182a3f09p+00,
	0x1.ae89f995ad3adp+00, 0x1.c199bdd85529cp+00, 0x1.d5818dcfba487p+00, 0x1.ea4afa2a490dap+00,
}

var expTabLo = [16]float64{
	0, 0x1.8a62e4adc610bp-54, -0x1.19041b9d78a76p-55, 0x1.9b07eb6c70573p-54,
	0x1.6f46ad23182e4p-55, 0x1.ada0911f09ebcp-55, 0x1.d4397afec42e2p-56, 0x1.6324c054647adp-54,
	-0x1.bdd3413b26456p-54, -0x1.41577ee04992fp-55, 0x1.6e9f156864b27p-54, 0x1.c7c46b071f2bep-56,
	0x1.7a1cd345dcc81p-54, 0x1.11065895048ddp-55, 0x1.2ed02d75b3707p-55, -0x1.e9c23179c2893p-54,
}

// expC are the Taylor coefficients 1/k! of e^r for k = 7 down to 2.
var expC = [...]float64{1.0 / 5040, 1.0 / 720, 1.0 / 120, 1.0 / 24, 1.0 / 6, 1.0 / 2}

// expReduce rounds x·16/ln 2 to the integer k (through the shifter, as
// the kernels do) and returns k and r = x - k·ln 2/16, reduced in two
// fused steps, |r| <= ln 2/32 plus a rounding.
func expReduce(x float64) (k int64, kf, r float64) {
	t := math.FMA(x, expInvLn2N, expShift)
	kf = t - expShift
	k = int64(math.Float64bits(t)) - int64(math.Float64bits(expShift))
	r = math.FMA(-kf, expLn2NHi, x)
	return k, kf, r
}

// expCore returns y and m with e^x = y·2^m for |x| <= expClamp: y is
// 2^(j/16)·e^r for k = 16m + j (k from expReduce), to well under an ULP
// (expTail).
func expCore(x float64) (y float64, m int64) {
	k, kf, r := expReduce(x)
	return expTail(k, math.FMA(-kf, expLn2NLo, r))
}

// expTail returns y = 2^(j/16)·e^r and m = k>>4 for k = 16m + j and |r| <=
// ln 2/32: expParts's hi + yl, rounded; y lies in [0.97, 2).
func expTail(k int64, r float64) (y float64, m int64) {
	hi, yl := expParts(k, r)
	return hi + yl, k >> 4
}

// expParts returns hi = 2^(j/16) from the table and yl = hi·p + lo for k =
// 16m + j and |r| <= ln 2/32, so that 2^(j/16)·e^r = hi + yl to about
// 2^-57: lo is the table's low part, and p = e^r - 1 = r + r²·q(r), q of
// degree 5 by Estrin's scheme (three pairs, then two steps in r²) with
// fused multiply-adds.
func expParts(k int64, r float64) (hi, yl float64) {
	r2 := float64(r * r)
	a := math.FMA(expC[4], r, expC[5])
	b := math.FMA(expC[2], r, expC[3])
	c := math.FMA(expC[0], r, expC[1])
	q := math.FMA(math.FMA(c, r2, b), r2, a)
	p := math.FMA(q, r2, r)
	hi = expTabHi[k&15]
	return hi, math.FMA(hi, p, expTabLo[k&15])
}

// exp2Fast bounds the arguments whose 2^x Exp2 scales in one step: 2^x
// and 2^(k>>4) are normal doubles.
const exp2Fast = 1015.0

// Exp2 is 2^x, within one ULP of the correctly rounded result: k =
// round(16x), x - k/16 (exact) times ln 2, and expTail, so that 2^x =
// y·2^m, exact inside ±1015 and, outside, with x clamped to ±1100, in two
// halves rounded once, where 2^x overflows or is subnormal. It is the Go
// twin of the vector kernels, which stop at groups holding arguments past
// ±1015 or a NaN and perform every other operation in this order.
func Exp2(x float64) float64 {
	if !(math.Abs(x) <= exp2Fast) {
		if x != x {
			return x
		}
		x = max(-expClamp, min(x, expClamp))
		y, m := exp2Core(x)
		m1 := m >> 1
		return y * pow2(int32(m1)) * pow2(int32(m-m1))
	}
	y, m := exp2Core(x)
	return y * pow2(int32(m))
}

// exp2Core is expCore for 2^x: t = 16x + 1.5·2^52 holds k = round(16x) in
// its low bits, x - k/16 is exact (below 1/32, on x's grid), and r is it
// times ln 2, rounded once.
func exp2Core(x float64) (y float64, m int64) {
	t := math.FMA(x, 16, expShift)
	kf := t - expShift
	k := int64(math.Float64bits(t)) - int64(math.Float64bits(expShift))
	return expTail(k, float64(math.FMA(-kf, 1.0/16, x)*math.Ln2))
}

// Exp64 is e^x, within one unit in the last place of the correctly
// rounded result (the golden vectors check it): Tang's table-driven method
// with 16 entries (expCore), y·2^m exact inside ±704 and rounded once outside, where the
// result overflows to +Inf or underflows to a subnormal or 0. It is the
// Go twin of the vector kernels: every operation is theirs, in their
// order, so the bits are the same.
func Exp64(x float64) float64 {
	if math.Abs(x) <= expFast {
		y, m := expCore(x)
		return y * pow2(int32(m))
	}
	if x != x {
		return x
	}
	return expScaled(x, 0)
}

// expScaled is e^x·2^s for |x| past expFast: x clamped to ±expClamp,
// expCore, and y·2^(m+s) as two exact powers of two in turn (|m+s| up to
// 1588), so that the product is rounded once.
func expScaled(x float64, s int64) float64 {
	x = max(-expClamp, min(x, expClamp))
	y, m := expCore(x)
	m += s
	m1 := m >> 1
	return y * pow2(int32(m1)) * pow2(int32(m-m1))
}

// expHalf is e^x / 2 for x >= 0 as Exp64 computes e^x, with 2^(m-1) for
// 2^m, so that it stays finite where e^x overflows and e^x / 2 does not:
// sinh and cosh of |x| above 709.78.
func expHalf(x float64) float64 { return expScaled(x, -1) }

// 1/ln 2 and 1/ln 10 as double-doubles, for Log2 and Log10.
const (
	invLn2Hi  = 0x1.71547652b82fep+0
	invLn2Lo  = 0x1.777d0ffda0d24p-56
	invLn10Hi = 0x1.bcb7b1526e50ep-2
	invLn10Lo = 0x1.95355baaafad3p-57
)

// The tables of the float32 log (scripts/gen_log_table.py): for j < 16, c
// is the float32 whose bits are logOff32 + (2j+1)·2^18 (1 for j = 10),
// logInvC32[j] is 1/c in float32, and logC32[j] + logCLo32[j] is
// -log(logInvC32[j]), logC32[j] a multiple of 2^-17, as logLn2Hi32 is of ln
// 2, so that k·logLn2Hi32 + logC32[j] is exact in float32.
const (
	logOff32   = 0x3f2c0000
	logLn2Hi32 = float32(0x1.62e4p-01)
	logLn2Lo32 = float32(0x1.7f7d1cp-20)
)

var logInvC32 = [16]float32{
	0x1.745d18p+00, 0x1.642c86p+00, 0x1.555556p+00, 0x1.47ae14p+00, 0x1.3b13b2p+00, 0x1.2f684cp+00, 0x1.24924ap+00, 0x1.1a7b96p+00,
	0x1.111112p+00, 0x1.08421p+00, 0x1p+00, 0x1.e1e1e2p-01, 0x1.c71c72p-01, 0x1.af286cp-01, 0x1.99999ap-01, 0x1.861862p-01,
}

var logC32 = [16]float32{
	-0x1.7fbp-02, -0x1.522ap-02, -0x1.2696p-02, -0x1.f99p-03, -0x1.a94p-03, -0x1.5bf4p-03, -0x1.1178p-03, -0x1.9338p-04,
	-0x1.0858p-04, -0x1.041p-05, 0, 0x1.f0ap-05, 0x1.e27p-04, 0x1.5ff4p-03, 0x1.c9p-03, 0x1.1676p-02,
}

var logCLo32 = [16]float32{
	0x1.6909fap-20, -0x1.c36714p-19, -0x1.189a6ep-21, -0x1.c3cb3cp-19, 0x1.273752p-19, -0x1.ed50f6p-25, -0x1.dc44fcp-20, 0x1.0d9536p-19,
	-0x1.9959e4p-20, -0x1.72279ep-19, 0, 0x1.85008cp-20, 0x1.d38abcp-22, -0x1.f3eb0ep-20, -0x1.0b0cacp-20, -0x1.b42a2cp-21,
}

// logA32 are the Taylor coefficients of (r - log(1+r))/r² from r⁴'s down
// to the constant 1/2, in float32.
var logA32 = [...]float32{1.0 / 6, -1.0 / 5, 1.0 / 4, -1.0 / 3, 1.0 / 2}

// log32 is the natural logarithm of a float32 in float32 arithmetic,
// within one ULP of the correctly rounded result (TestLog32Accuracy):
// Log64's method with float32 tables: x = 2^k·z (the split on logOff32),
// z·c⁻¹ - 1 exactly as r + pl, k·ln 2 + log c as an exact fused
// multiply-add plus a tail, r added by Fast2Sum, pl·(1-r), and log(1+r) - r
// = -r²·(degree 4 in r, Horner's form with every product rounded, |r| <=
// 1/32). The only fused multiply-adds are exact, so float64's give their
// bits. A subnormal x is scaled by 2^23 first; log(±0) is -Inf, a negative
// x gives NaN, +Inf and NaN stay. It is the Go twin of the float32 log
// kernels, which stop at groups holding those arguments.
func log32(x float32) float32 {
	if !(x >= 0x1p-126 && x <= math.MaxFloat32) {
		if v, ok := logSpecial(float64(x)); ok {
			return float32(v)
		}
	}
	hi, lo := log32Sum(x)
	return hi + lo
}

// log2Float32 and log10Float32 are the base-2 and base-10 logarithms of a
// float32, within one ULP of the correctly rounded float32: log32's
// unevaluated sum hi + lo times 1/ln 2 or 1/ln 10 in two float32 parts,
// as Log2 does in float64 (log32Scaled). Exact powers of two give their
// exponent; the special arguments give what log32 gives. They are the Go
// twins of the float32 log2 and log10 kernels.
func log2Float32(x float32) float32 { return log32Base(x, invLn2Hi32, invLn2Lo32) }

func log10Float32(x float32) float32 { return log32Base(x, invLn10Hi32, invLn10Lo32) }

// log32Base is logBase in float32, as log2Float32 and log10Float32
// compute it.
func log32Base(x, ch, cl float32) float32 {
	if !(x >= 0x1p-126 && x <= math.MaxFloat32) {
		if v, ok := logSpecial(float64(x)); ok {
			return float32(v)
		}
	}
	hi, lo := log32Sum(x)
	return log32Scaled(hi, lo, ch, cl)
}

// 1/ln 2 and 1/ln 10 in two float32 parts.
const (
	invLn2Hi32  = float32(0x1.715476p+00)
	invLn2Lo32  = float32(0x1.4ae0cp-26)
	invLn10Hi32 = float32(0x1.bcb7b2p-02)
	invLn10Lo32 = float32(-0x1.5b235ep-27)
)

// log32Scaled is (hi + lo)·(ch + cl) in float32 for |lo| far below |hi|:
// hi·ch = p + pe exactly, and p + ((pe + hi·cl) + lo·ch), fused (fma32).
func log32Scaled(hi, lo, ch, cl float32) float32 {
	p := float32(hi * ch)
	pe := fma32(hi, ch, -p) // exact
	return p + fma32(lo, ch, fma32(hi, cl, pe))
}

// log32Sum returns log x as hi + lo, log32's last sum unevaluated, for a
// positive finite float32 (a subnormal one scaled by 2^23 first).
func log32Sum(x float32) (hi, lo float32) {
	adj := float32(0)
	if x < 0x1p-126 {
		x = float32(x * 0x1p23)
		adj = -23
	}
	ix := math.Float32bits(x)
	tmp := ix - logOff32
	kf := float32(int32(tmp)>>23) + adj
	z := math.Float32frombits(ix - tmp&0xff800000)
	j := tmp >> 19 & 15
	ic := logInvC32[j]
	ph := float32(z * ic)
	pl := float32(math.FMA(float64(z), float64(ic), -float64(ph)))                // exact
	r := ph - 1                                                                   // exact
	t1 := float32(math.FMA(float64(kf), float64(logLn2Hi32), float64(logC32[j]))) // exact
	t2 := t1 + r
	e2 := (t1 - t2) + r
	l := (float32(kf*logLn2Lo32) + logCLo32[j] + e2) + (pl - float32(pl*r))
	p := logA32[0]
	for _, a := range logA32[1:] {
		p = float32(p*r) + a
	}
	q := float32(p * float32(r*r))
	return t2, l - q
}

// logSpecial returns log's value at the special arguments (NaN and +Inf
// stay, a negative x is NaN, ±0 is -Inf) and whether x is one.
func logSpecial(x float64) (float64, bool) {
	switch {
	case x != x || x > math.MaxFloat64:
		return x, true
	case x < 0:
		return logNaN, true
	case x == 0:
		return math.Inf(-1), true
	}
	return 0, false
}

// Log2 is the base-2 logarithm of x, within one ULP of the correctly
// rounded result: log x as Log64's unevaluated sum hi + lo (logSum), times
// 1/ln 2 held in two parts (logScaled). Exact powers of two give their
// exponent; the special arguments give what Log64 gives. It is the Go twin
// of the vector kernels, which stop where Log64's do.
func Log2(x float64) float64 { return logBase(x, invLn2Hi, invLn2Lo) }

// Log10 is the base-10 logarithm of x, as Log2 with 1/ln 10.
func Log10(x float64) float64 { return logBase(x, invLn10Hi, invLn10Lo) }

// logBase is log x times ch + cl (1/ln b in two parts), as Log2 and Log10
// compute it.
func logBase(x, ch, cl float64) float64 {
	if !(x >= 0x1p-1022 && x <= math.MaxFloat64) {
		if v, ok := logSpecial(x); ok {
			return v
		}
	}
	hi, lo := logSum(x)
	return logScaled(hi, lo, ch, cl)
}

// logScaled is (hi + lo)·(ch + cl) for |lo| far below |hi|: hi·ch = p + pe
// exactly, and p + ((pe + hi·cl) + lo·ch), fused.
func logScaled(hi, lo, ch, cl float64) float64 {
	p := float64(hi * ch)
	pe := math.FMA(hi, ch, -p)
	return p + math.FMA(lo, ch, math.FMA(hi, cl, pe))
}

// pow2 returns 2^k for k in [-1022, 1023].
func pow2(k int32) float64 { return math.Float64frombits(uint64(int64(k)+1023) << 52) }

// The float32 exp's table and constants (scripts/gen_exp_table.py):
// 2^(j/16) as a float32 and the float32 nearest the rest; 16/ln 2; ln 2/16
// as a float32 of 12 significant bits (so that k·expLn2NHi32 is exact) and
// the rest; the fast path's bound, inside which e^x and its scale are
// normal float32s.
var (
	expTabHi32 = [16]float32{
		0x1p+00, 0x1.0b5586p+00, 0x1.172b84p+00, 0x1.2387a6p+00, 0x1.306fep+00, 0x1.3dea64p+00, 0x1.4bfdaep+00, 0x1.5ab07ep+00,
		0x1.6a09e6p+00, 0x1.7a1148p+00, 0x1.8ace54p+00, 0x1.9c4918p+00, 0x1.ae89fap+00, 0x1.c199bep+00, 0x1.d5818ep+00, 0x1.ea4afap+00,
	}
	expTabLo32 = [16]float32{
		0, 0x1.9f3122p-25, -0x1.c15742p-27, 0x1.ceac48p-25, 0x1.4636e2p-25, 0x1.824684p-25, -0x1.593abcp-25, -0x1.5bd5ecp-27,
		0x1.9fcef4p-26, -0x1.829fdp-25, 0x1.15506ep-27, 0x1.51f848p-27, -0x1.a94b14p-26, -0x1.3d56b2p-27, -0x1.822dbcp-27, 0x1.52486cp-27,
	}
)

const (
	expInvLn2N32 = float32(0x1.715476p+04)
	expLn2NHi32  = float32(0x1.62ep-05)
	expLn2NLo32  = float32(0x1.0bfbe8p-19)
	expFast32f   = float32(87)
)

// exp32 is e^x for a float32 in float32 arithmetic, within one ULP of the
// correctly rounded result (TestExp32Accuracy): k = x·16/ln 2
// rounded to an integer, r = x - k·ln 2/16 (the first product exact, its
// subtraction an exact fused multiply-add), e^r - 1 by its Taylor series to
// degree 4 (every product rounded), 2^(j/16)·e^r from the table's two parts
// for j = k mod 16, and the scale by 2^(k>>4), exact. Past ±87, and for
// NaN, it is exp64For32 rounded once. It is the Go twin of the float32 exp
// kernels, which stop at groups holding those arguments.
func exp32(x float32) float32 {
	if !(x <= expFast32f && x >= -expFast32f) {
		return float32(exp64For32(float64(x)))
	}
	kf := float32(math.RoundToEven(float64(float32(x * expInvLn2N32))))
	r := float32(math.FMA(float64(-kf), float64(expLn2NHi32), float64(x))) // exact
	return exp32Tail(int32(kf), r-float32(kf*expLn2NLo32))
}

// exp32Tail is 2^(k>>4)·2^((k&15)/16)·e^r in float32 for |r| <= ln 2/32,
// as exp32 and exp2Float32 finish: e^r - 1 = r + r²·(1/2 + r·(1/6 + r/24)),
// the table's two parts, and k>>4 added to the exponent field (the result
// normal).
func exp32Tail(k int32, r float32) float32 {
	q := float32(float32(1.0/24)*r) + 1.0/6
	q = float32(q*r) + 0.5
	p := float32(q*float32(r*r)) + r
	hi := expTabHi32[k&15]
	y := hi + (float32(hi*p) + expTabLo32[k&15])
	return math.Float32frombits(math.Float32bits(y) + uint32(k>>4)<<23)
}

// exp2Fast32 bounds the float32 arguments exp2Float32 takes itself: 2^x is a
// normal float32 inside ±125.
const exp2Fast32 = float32(125)

// exp2Float32 is 2^x for a float32, within one ULP of the correctly rounded
// float32: exp32's method with k = round(16x) and r = (x - k/16)·ln 2 (the
// difference exact), and past ±125 (or for NaN) the float64 Exp2 rounded.
// It is the Go twin of the float32 exp2 kernels.
func exp2Float32(x float32) float32 {
	if !(x <= exp2Fast32 && x >= -exp2Fast32) {
		return float32(Exp2(float64(x)))
	}
	kf := float32(math.RoundToEven(float64(float32(x * 16))))
	return exp32Tail(int32(kf), float32(float32(x-float32(kf*(1.0/16)))*float32(math.Ln2)))
}

// expC32 are the Taylor coefficients 1/k! for k = 4 down to 2, for
// exp64For32.
var expC32 = [...]float64{1.0 / 24, 1.0 / 6, 1.0 / 2}

// exp64For32 is e^x for a float32 argument x, computed in float64 with
// Exp64's reduction in one step (r = x - k·ln 2/16, the rest of ln 2/16
// left out), its table's high parts and the Taylor series of e^r to
// degree 4 (relative error below 2^-33), so that rounding it to float32 is
// within one unit of the correctly rounded float32. x is clamped to ±120,
// past float32's range, where 2^(k/16) (|k| < 2800) is an exact power of
// two times the table's entry.
func exp64For32(x float64) float64 {
	if !(math.Abs(x) <= expFast32) {
		if x != x {
			return x
		}
		x = max(-expFast32, min(x, expFast32))
	}
	k, _, r := expReduce(x)
	q := math.FMA(expC32[0], r, expC32[1])
	q = math.FMA(q, r, expC32[2])
	q = math.FMA(q, r, 1)
	q = math.FMA(q, r, 1)
	return float64(expTabHi[k&15]*q) * pow2(int32(k>>4))
}

// logNaN is the NaN the log kernel gives for a negative argument.
var logNaN = math.Float64frombits(0x7ff8000000000000)

// The tables of Log64 (scripts/gen_log_table.py, from
// mpmath): for j < 16, c is the double whose bits are logOff + (2j+1)·2^47
// (1 for j = 10), logInvC[j] is 1/c rounded, and logC[j] + logCLo[j] is
// -log(logInvC[j]), logC[j] a multiple of 2^-42. logLn2Hi42 is ln 2
// rounded to a multiple of 2^-42 and logLn2Lo42 the double nearest the
// rest, so that k·logLn2Hi42 + logC[j] is exact for |k| < 2^11.
const (
	logOff     = 0x3fe5800000000000
	logLn2Hi42 = 0x1.62e42fefa38p-01
	logLn2Lo42 = 0x1.ef35793c7673p-45
)

var logInvC = [16]float64{
	0x1.745d1745d1746p+00, 0x1.642c8590b2164p+00, 0x1.5555555555555p+00, 0x1.47ae147ae147bp+00,
	0x1.3b13b13b13b14p+00, 0x1.2f684bda12f68p+00, 0x1.2492492492492p+00, 0x1.1a7b9611a7b96p+00,
	0x1.1111111111111p+00, 0x1.0842108421084p+00, 0x1p+00, 0x1.e1e1e1e1e1e1ep-01,
	0x1.c71c71c71c71cp-01, 0x1.af286bca1af28p-01, 0x1.999999999999ap-01, 0x1.8618618618618p-01,
}

var logC = [16]float64{
	-0x1.7fafa3bd81p-02, -0x1.522ae0738ap-02, -0x1.269621134ep-02, -0x1.f991c6cb3cp-03,
	-0x1.a93ed3c8aep-03, -0x1.5bf406b544p-03, -0x1.1178e8227ep-03, -0x1.9335e5d594p-04,
	-0x1.08598b59e4p-04, -0x1.0415d89e78p-05, 0, 0x1.f0a30c0118p-05,
	0x1.e27076e2bp-04, 0x1.5ff3070a7ap-03, 0x1.c8ff7c79aap-03, 0x1.1675cababap-02,
}

var logCLo = [16]float64{
	-0x1.471b79bf6d4cbp-44, -0x1.eba708164c759p-45, 0x1.1ba1f10522625p-44, 0x1.90b84cd7cc834p-44,
	0x1.86a4350562169p-45, 0x1.28023eb68981cp-46, -0x1.1e778ce2d07f2p-45, -0x1.30f5c3abd47dap-45,
	0x1.7e9dd7009902cp-46, 0x1.ddfc7f461c516p-44, 0, -0x1.d579e83368e91p-45,
	-0x1.a2c2c2af0003cp-45, -0x1.8546f183bebf2p-44, -0x1.7814f689f8434p-45, 0x1.83c0e731f55c4p-44,
}

// logA are the coefficients of a near-minimax polynomial of degree 8 for
// (r - log(1+r))/r² over Log64's reduced arguments, highest degree first
// (scripts/gen_log_table.py: its error times |r| is below 2^-61.5).
var logA = [...]float64{
	0x1.98e3b47f9e59p-04, -0x1.c7e7c203a5549p-04, 0x1.00003d5df7566p-03, -0x1.249236a45cebfp-03,
	0x1.5555554c46669p-03, -0x1.9999999ad905ap-03, 0x1.0000000000324p-02, -0x1.5555555555527p-02, 0x1p-01,
}

// logSplit splits a positive normal x as the kernels do: tmp = bits(x) -
// logOff, k its top 12 bits as a signed integer, j the next 4, and z = x/2^k
// in [0.671875, 1.34375), in the subinterval j of 16 whose center (in the
// bits) is 1/logInvC[j].
func logSplit(x float64) (kf, z float64, j uint64) {
	ix := math.Float64bits(x)
	tmp := ix - logOff
	return float64(int64(tmp) >> 52), math.Float64frombits(ix - tmp&(0xfff<<52)), tmp >> 48 & 15
}

// Log64 is the natural logarithm of x, within 0.55 ULP of the
// correctly rounded result, division-free: x = 2^k·z (logSplit), z·c⁻¹ - 1
// exactly as r + pl (the product's error pl by a fused multiply-add, and
// the subtraction of 1 exact), log x = k·ln 2 - log c⁻¹ + log(1+r) +
// pl·(1-r), the first two as an exact sum plus a tail (the tables), r
// added by Fast2Sum, and log(1+r) - r = -r²·(a polynomial of degree 8,
// logA, |r| <= 1/32) in Horner's form with fused multiply-adds. Subnormal x is scaled
// by 2^54 first. log(±0) is -Inf, a negative x gives NaN, +Inf and NaN
// stay. It is the Go twin of the vector kernels, which stop at groups
// holding those arguments and perform every other operation in this order.
func Log64(x float64) float64 {
	if !(x >= 0x1p-1022 && x <= math.MaxFloat64) {
		if v, ok := logSpecial(x); ok {
			return v
		}
	}
	hi, lo := logSum(x)
	return hi + lo
}

// logSum returns log x as hi + lo, Log64's last sum unevaluated, for a
// positive finite x (a subnormal one scaled by 2^54 first).
func logSum(x float64) (hi, lo float64) {
	adj := 0.0
	if x < 0x1p-1022 {
		x = float64(x * 0x1p54)
		adj = -54
	}
	kf, z, j := logSplit(x)
	r, pl := logReduce(z, j)
	return logTail(kf+adj, j, r, pl)
}

// logReduce returns z·c⁻¹ - 1 as r + pl exactly: the product's error pl by
// a fused multiply-add, and the subtraction of 1 exact, the product being
// within 2^-4 of 1.
func logReduce(z float64, j uint64) (r, pl float64) {
	ph := float64(z * logInvC[j])
	return ph - 1, math.FMA(z, logInvC[j], -ph)
}

// logTail returns log(2^k·c·(1 + r + pl)) as hi + lo: k·ln 2 - log c⁻¹
// exact plus a tail (the tables), r added by Fast2Sum, log(1+r+pl) ≈
// log(1+r) + pl·(1-r), and log(1+r) - r = -r²·logA(r).
func logTail(kf float64, j uint64, r, pl float64) (hi, lo float64) {
	t1 := math.FMA(kf, logLn2Hi42, logC[j])
	t2 := t1 + r
	e2 := (t1 - t2) + r // t1 == 0 or |t1| > |r|: Fast2Sum
	l := math.FMA(kf, logLn2Lo42, logCLo[j]) + e2 + math.FMA(-pl, r, pl)
	p := logA[0]
	for _, a := range logA[1:] {
		p = math.FMA(p, r, a)
	}
	q := float64(p * float64(r*r))
	return t2, l - q
}

// Log1p is log(1+x), within one ULP of the correctly rounded result: u =
// 1 + x and its rounding error c exactly (twoSum), and log u as Log64
// computes it with c/u joining z·c⁻¹'s low part: pl += c·2^-k·c⁻¹ (k
// clamped to 60, which keeps the scaling exact, and past which c/u is far
// below the result's ULP), which the term pl·(1-r) divides by 1 + r. Below
// 2^-7 in magnitude, where u is in the table's entry of 1 (c = 1, k = 0),
// r is x itself and pl is 0. Zeros stay (with their sign), -1 gives -Inf,
// below -1 NaN, +Inf and NaN stay. It is the Go twin of the vector
// kernels, which stop at groups holding arguments not above -1, +Inf or a
// NaN.
func Log1p(x float64) float64 {
	switch {
	case x == -1:
		return math.Inf(-1)
	case x < -1:
		return logNaN
	case !(x <= math.MaxFloat64) || x == 0:
		return x // NaN, +Inf, ±0
	}
	u, c := twoSum(1, x)
	kf, z, j := logSplit(u)
	r, pl := logReduce(z, j)
	pl = math.FMA(float64(c*pow2(int32(-min(kf, 60)))), logInvC[j], pl)
	if math.Abs(x) < 0x1p-7 {
		r, pl = x, 0
	}
	hi, lo := logTail(kf, j, r, pl)
	return hi + lo
}

// The rational approximation of tanh on [0, 0.625] (Cephes's, Go's
// math.Tanh's): tanh x = x + x·s·P(s)/Q(s) with s = x².
const (
	tanhP0, tanhP1, tanhP2 = -9.64399179425052238628e-1, -9.92877231001918586564e1, -1.61468768441708447952e3
	tanhQ0, tanhQ1, tanhQ2 = 1.12811678491632931402e2, 2.23548839060100448583e3, 4.84406305325125486048e3
	tanhSmall              = 0.625
	tanhTiny               = 0x1p-27 // below it tanh x rounds to x
)

// tanhPQ returns s = x² and the rational form's P(s) and Q(s), every
// product rounded before its sum, as the vector kernels compute them.
func tanhPQ(x float64) (s, p, q float64) {
	s = float64(x * x)
	p = float64(float64(tanhP0*s) + tanhP1)
	p = float64(float64(p*s) + tanhP2)
	q = s + tanhQ0
	q = float64(float64(q*s) + tanhQ1)
	q = float64(float64(q*s) + tanhQ2)
	return s, p, q
}

// Tanh is the hyperbolic tangent as Go's math.Tanh computes it, with every
// product rounded before its sum (so that no build fuses them) and Exp64
// for e^(2|x|), so that the vector kernel, which performs the same
// operations, gives the same bits: x itself below 2^-27 (zeros and NaN
// included), the rational form below 0.625, and 1 - 2/(e^(2|x|)+1) with
// x's sign above (±1 once e^(2|x|) overflows).
func Tanh(x float64) float64 {
	z := math.Abs(x)
	switch {
	case !(z >= tanhTiny): // NaN too
		return x
	case z < tanhSmall:
		s, p, q := tanhPQ(x)
		return x + float64(float64(float64(x*s)*p)/q)
	}
	e := Exp64(min(2*z, expFast)) // tanh is 1 long before the clamp
	return math.Copysign(1-2/(e+1), x)
}

// exact32 computes the float32 functions that NumPy's float32 loops
// compute in float32, as the vector kernels do: the absolute value by its
// sign bit (a NaN's payload untouched), and negative, sign, the square and
// the reciprocal in float32 (unaryMath's loops for F = float32; 1/x
// through float64 would round twice).
func exact32(f Func1, d, x []float32) {
	if f != FAbs {
		unaryMath(f, d, x)
		return
	}
	for i, v := range x {
		d[i] = math.Float32frombits(math.Float32bits(v) &^ (1 << 31))
	}
}
