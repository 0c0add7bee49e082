package kernel

import (
	"math"
	"strconv"
	"unsafe"
)

// Complex is the constraint of the complex kernels: complex64 and
// complex128 and the types defined over them.
type Complex interface{ ~complex64 | ~complex128 }

// ForComplex reports whether NumPy has a complex loop of f with a complex
// result: every function but cbrt, the roundings other than rint, the
// bitwise and logical ones, and absolute (whose result is real: see
// PartRun).
func (f Func1) ForComplex() bool {
	switch f {
	case FCbrt, FAbs, FFloor, FCeil, FTrunc, FInvert, FLogicalNot:
		return false
	}
	return f.Valid()
}

// Func1ComplexRun stores f(x[xo+i*xs]) into d[do+i*ds] for i < n, for f
// with ForComplex. The functions NumPy computes with a few exact-formula
// operations (square, reciprocal, negative, conjugate, sign, rint) use
// NumPy's formulas in the element type, so they give NumPy's bits; the
// others compute complex64 arguments in complex128 and round each part
// once.
func Func1ComplexRun[C Complex](f Func1, d []C, do, ds int, x []C, xo, xs, n int) {
	if f == FSquare && ds == 1 && xs == 1 && n > 0 {
		// The product kernel's formula is cMul's: x·x rounded as NumPy's square.
		k := vvFast(Mul, d[do:do+n], x[xo:xo+n], x[xo:xo+n], false)
		do, xo, n = do+k, xo+k, n-k
	}
	var z C
	if unsafe.Sizeof(z) == 8 {
		d, x := as[complex64](d), as[complex64](x)
		for range n {
			d[do] = cFunc64(f, x[xo])
			do, xo = do+ds, xo+xs
		}
		return
	}
	dd, xx := as[complex128](d), as[complex128](x)
	for range n {
		dd[do] = cFunc128(f, xx[xo])
		do, xo = do+ds, xo+xs
	}
}

// cFunc128 is f(z) for complex128.
func cFunc128(f Func1, z complex128) complex128 {
	if r, i, ok := cExact(f, real(z), imag(z)); ok {
		return complex(r, i)
	}
	return cMath(f, z)
}

// cFunc64 is f(z) for complex64: the exact functions in float32, the others
// through complex128.
func cFunc64(f Func1, z complex64) complex64 {
	if r, i, ok := cExact(f, real(z), imag(z)); ok {
		return complex(r, i)
	}
	return complex64(cMath(f, complex128(z)))
}

// cExact is f(x + iy) for the functions NumPy computes by exact formulas in
// the part type F; ok is false for the others.
func cExact[F Float](f Func1, x, y F) (re, im F, ok bool) {
	switch f {
	case FSquare:
		re, im = cMul(x, y, x, y)
	case FReciprocal:
		re, im = cRecip(x, y)
	case FNegative:
		re, im = -x, -y
	case FConjugate:
		re, im = x, -y
	case FSign:
		re = cSign(x, y)
	case FRint:
		re, im = F(math.RoundToEven(float64(x))), F(math.RoundToEven(float64(y)))
	default:
		return 0, 0, false
	}
	return re, im, true
}

// cMath is f(z) for the functions that round: each within a few units in
// the last place of the correctly rounded part (the package documentation
// states each bound), with C99's Annex G special values.
func cMath(f Func1, z complex128) complex128 {
	switch f {
	case FExp:
		return CExp(z)
	case FExp2:
		return cExp2(z)
	case FExpm1:
		return CExpm1(z)
	case FLog:
		return CLog(z)
	case FLog2:
		l := CLog(z)
		return complex(real(l)*math.Log2E, imag(l)*math.Log2E)
	case FLog10:
		l := CLog(z)
		return complex(real(l)*math.Log10E, imag(l)*math.Log10E)
	case FLog1p:
		return CLog1p(z)
	case FSqrt:
		return CSqrt(z)
	case FSin: // sin z = -i sinh(iz)
		if math.IsInf(imag(z), 0) && !finite(real(z)) {
			return complex(nan, math.Inf(1)) // glibc's choice of C99's unspecified sign
		}
		w := CSinh(complex(-imag(z), real(z)))
		return complex(imag(w), -real(w))
	case FCos: // cos z = cosh(iz)
		return CCosh(complex(-imag(z), real(z)))
	case FTan: // tan z = -i tanh(iz)
		w := CTanh(complex(-imag(z), real(z)))
		return complex(imag(w), -real(w))
	case FArcsin: // asin z = -i asinh(iz), as asinh of (y, x) with the parts swapped back
		w := CAsinh(complex(imag(z), real(z)))
		return complex(imag(w), real(w))
	case FArccos:
		return CAcos(z)
	case FArctan:
		w := CAtanh(complex(imag(z), real(z)))
		return complex(imag(w), real(w))
	case FSinh:
		return CSinh(z)
	case FCosh:
		return CCosh(z)
	case FTanh:
		return CTanh(z)
	}
	return complex(math.NaN(), math.NaN())
}

// cMul is (ar + i·ai)(br + i·bi) by the schoolbook formula, as NumPy
// computes a complex product; each product is rounded on its own (no fused
// multiply-add), as NumPy's C is compiled.
func cMul[F Float](ar, ai, br, bi F) (F, F) {
	return F(ar*br) - F(ai*bi), F(ar*bi) + F(ai*br)
}

// cRecip is 1/(x + i·y) by Smith's algorithm, as NumPy's reciprocal loop
// computes it (a zero argument gives NaN parts, as NumPy's does).
func cRecip[F Float](x, y F) (F, F) {
	if math.Abs(float64(y)) <= math.Abs(float64(x)) {
		r := y / x
		d := x + F(y*r)
		return 1 / d, -r / d
	}
	r := x / y
	d := F(x*r) + y
	return r / d, -1 / d
}

// cSign is NumPy 1.24's sign of a complex number: the sign of the real
// part, or of the imaginary part when the real part is zero, and NaN for a
// NaN part (the imaginary part of the result is 0).
func cSign[F Float](x, y F) F {
	switch {
	case x != x || y != y:
		return F(math.NaN())
	case x > 0 || x == 0 && y > 0:
		return 1
	case x < 0 || x == 0 && y < 0:
		return -1
	}
	return 0
}

// finite reports whether v is neither infinite nor NaN.
func finite(v float64) bool { return v-v == 0 }

var nan = math.NaN()

// CExp is e^z: e^x·(cos y + i sin y) with this package's exp, sin and cos
// (see expMul), C99's special values.
func CExp(z complex128) complex128 { return cexpDD(real(z), 0, imag(z), 0) }

// cExp2 is 2^z, e^(z·ln 2) with the product z·ln 2 in double-double, so
// that its rounding does not move the result by more than an ULP or so
// while |Im z·ln 2| < 2^26. Past that the angle is NumPy's, the rounded
// product.
func cExp2(z complex128) complex128 {
	x, y := real(z), imag(z)
	xh := x * expLn2Hi
	yh := y * expLn2Hi
	var xl, yl float64
	if finite(xh) && xh != 0 {
		xl = math.FMA(x, expLn2Hi, -xh) + x*expLn2Lo
	}
	if finite(yh) && yh != 0 {
		yl = math.FMA(y, expLn2Hi, -yh) + y*expLn2Lo
	}
	return cexpDD(xh, xl, yh, yl)
}

// cexpDD is e^((xh + xl) + i(yh + yl)) for a double-double argument whose
// low parts are tiny beside the high ones.
func cexpDD(x, xl, y, yl float64) complex128 {
	switch {
	case y == 0 && !math.IsNaN(y):
		return complex(expMul(x, xl, 1, 0), y)
	case math.IsNaN(x):
		return complex(x, nan)
	case math.IsInf(x, 1):
		if !finite(y) {
			return complex(x, nan)
		}
		return complex(math.Copysign(x, Cos(y)), math.Copysign(x, Sin(y)))
	case math.IsInf(x, -1):
		if !finite(y) {
			return complex(0, math.Copysign(0, y))
		}
		return complex(math.Copysign(0, Cos(y)), math.Copysign(0, Sin(y)))
	case !finite(y):
		return complex(nan, nan)
	}
	s, c := Sin(y), Cos(y)
	if yl != 0 && math.Abs(y) < 0x1p26 {
		s, c = math.FMA(c, yl, s), math.FMA(-s, yl, c)
	}
	return complex(expMul(x, xl, c, 0), expMul(x, xl, s, 0))
}

// expMul is e^(x+xl)·m·2^s for a finite x, xl tiny beside x and a finite
// m of magnitude at most 1: e^x is scaled by 2^-n first where it would
// overflow or underflow (x - n·ln 2 exact, ln 2 in two parts), so that a
// product that is finite and nonzero (e^1000·sin(1e-300)) comes out right,
// rounded once more at the end.
func expMul(x, xl, m float64, s int) float64 {
	var n float64
	switch {
	case m == 0:
		return m
	case x > 1455: // e^x·2^-1074 overflows
		return math.Copysign(math.Inf(1), m)
	case x < -1100:
		return math.Copysign(0, m)
	case x > 1386:
		n = 1500
	case x > 708:
		n = 1000
	case x < -708:
		n = -1000
	}
	e := Exp64(x - n*ln2Hi)
	if xl != 0 || n != 0 {
		e = math.FMA(e, Expm1(xl-n*ln2Lo), e)
	}
	if n == 0 && s == 0 {
		return e * m
	}
	return math.Ldexp(e*m, int(n)+s)
}

// sinhMul and coshMul are sinh x·m and cosh x·m for a finite x and |m| <=
// 1, finite where the product is though sinh x or cosh x overflows.
func sinhMul(x, m float64) float64 {
	if math.Abs(x) > 709 {
		return math.Copysign(1, x) * expMul(math.Abs(x), 0, m, -1)
	}
	return Sinh(x) * m
}

func coshMul(x, m float64) float64 {
	if math.Abs(x) > 709 {
		return expMul(math.Abs(x), 0, m, -1)
	}
	return Cosh(x) * m
}

// CExpm1 is e^z - 1 by NumPy's formula, (expm1(x)·cos y - 2 sin²(y/2))
// + i e^x sin y, whose real part cancels where the two terms are close;
// its special values are that formula's. The real part is computed as
// -(2 sin²(y/2) - expm1(x)·cos y), which gives the sign of a zero that
// underflows (cos y - 1 < 0 for a tiny y).
func CExpm1(z complex128) complex128 {
	x, y := real(z), imag(z)
	if y == 0 && finite(x) {
		return complex(Expm1(x), y)
	}
	a := Sin(y / 2)
	re := -(float64(2*a*a) - float64(Expm1(x)*Cos(y)))
	if !finite(x) || !finite(y) {
		return complex(re, Exp64(x)*Sin(y))
	}
	return complex(re, expMul(x, 0, Sin(y), 0))
}

// ln2Hi and ln2Lo split ln 2: ln2Hi has 32 significant bits, so k·ln2Hi
// is exact for |k| < 2^21.
const (
	ln2Hi = 6.93147180369123816490e-01
	ln2Lo = 1.90821492927058770002e-10
)

// CLog is the principal logarithm, log|z| + i arg z. The real part is
// log1p(x² + y² - 1)/2 near the unit circle, with x² + y² - 1 summed
// exactly from the double-double squares, and otherwise log of the scaled
// x² + y² in double-double plus k·ln 2.
func CLog(z complex128) complex128 {
	x, y := real(z), imag(z)
	switch {
	case math.IsInf(x, 0) || math.IsInf(y, 0):
		if math.IsNaN(x) || math.IsNaN(y) {
			return complex(math.Inf(1), nan)
		}
		return complex(math.Inf(1), Atan2(y, x))
	case math.IsNaN(x) || math.IsNaN(y):
		return complex(nan, nan)
	case x == 0 && y == 0:
		return complex(math.Inf(-1), Atan2(y, x))
	}
	return complex(logHypot(math.Abs(x), math.Abs(y)), Atan2(y, x))
}

// logHypot is log √(a² + b²) for finite a, b >= 0, not both 0.
func logHypot(a, b float64) float64 {
	if a < b {
		a, b = b, a
	}
	if b == 0 {
		return Log64(a)
	}
	_, k := math.Frexp(a)  // a in [2^(k-1), 2^k)
	if k >= -1 && k <= 1 { // a in [1/4, 2): |z| in [1/4, 2√2)
		return math.Log1p(sumSquaresM1(a, b)) / 2
	}
	a, b = math.Ldexp(a, -k), math.Ldexp(b, -k) // a in [1/2, 1)
	p1 := float64(a * a)                        // rounded on its own: no fused multiply-add, which would break the error-free sums
	e1 := math.FMA(a, a, -p1)
	p2 := float64(b * b)
	e2 := math.FMA(b, b, -p2)
	h, l := twoSum(p1, p2)
	l += e1 + e2
	h, l = twoSum(h, l) // a² + b² = h + l, h in [1/4, 2)
	return (float64(k)*ln2Hi + Log64(h)/2) + (float64(k)*ln2Lo + l/(2*h))
}

// sumSquaresM1 is a² + b² - 1, from the exact squares (fused
// multiply-adds give each rounding error) summed with error-free additions.
func sumSquaresM1(a, b float64) float64 {
	p1 := float64(a * a) // rounded on its own: no fused multiply-add, which would break the error-free sums
	e1 := math.FMA(a, a, -p1)
	p2 := float64(b * b)
	e2 := math.FMA(b, b, -p2)
	s, t := twoSum(p1, -1)
	s, u := twoSum(s, p2)
	return s + (t + u + e1 + e2)
}

// CLog1p is log(1 + z): log of 1 + z as CLog computes it, except near 0,
// where the real part is log1p(2x + x² + y²)/2 with the sum in
// double-double, so that small arguments keep their accuracy.
func CLog1p(z complex128) complex128 {
	x, y := real(z), imag(z)
	if !finite(x) || !finite(y) {
		return CLog(complex(x+1, y))
	}
	ax, ay := math.Abs(x), math.Abs(y)
	if ax < 0.5 && ay < 0.5 {
		// |1+z|² - 1 = 2x + x² + y², each term exact in double-double.
		p1 := float64(x * x)
		e1 := math.FMA(x, x, -p1)
		p2 := float64(y * y)
		e2 := math.FMA(y, y, -p2)
		s, t := twoSum(2*x, p1)
		s, u := twoSum(s, p2)
		re := math.Log1p(s+(t+u+e1+e2)) / 2
		return complex(re, Atan2(y, 1+x))
	}
	// 1 + x rounds, which moves the argument by at most half an ULP of 1 + x.
	xp, xe := twoSum(x, 1)
	if xe == 0 {
		return CLog(complex(xp, y))
	}
	// log|1+z|: the exact 1 + x is xp + xe; a² + b² of it in double-double.
	w := CLog(complex(xp, y))
	r2 := xp*xp + y*y
	re, im := real(w)+xp*xe/r2, imag(w)
	if y != 0 {
		im -= y * xe / r2
	}
	return complex(re, im)
}

// CSqrt is the principal square root: t = √((|x| + |z|)/2), then (t,
// y/(2t)) for x >= 0 and (|y|/(2t), ±t) for x < 0, the arguments scaled by
// a power of 4 where |z| would overflow or lose its last bits.
func CSqrt(z complex128) complex128 {
	x, y := real(z), imag(z)
	switch {
	case math.IsInf(y, 0):
		return complex(math.Inf(1), y)
	case math.IsNaN(x):
		return complex(x, nan)
	case math.IsInf(x, 1):
		if math.IsNaN(y) {
			return complex(x, y)
		}
		return complex(x, math.Copysign(0, y))
	case math.IsInf(x, -1):
		if math.IsNaN(y) {
			return complex(nan, math.Inf(1))
		}
		return complex(0, math.Copysign(math.Inf(1), y))
	case math.IsNaN(y):
		return complex(nan, nan)
	case x == 0 && y == 0:
		return complex(0, y)
	}
	ax, ay := math.Abs(x), math.Abs(y)
	scale := 0
	switch {
	case ax > 0x1p1020 || ay > 0x1p1020:
		ax, ay, scale = ax/4, ay/4, 1
	case ax < 0x1p-1000 && ay < 0x1p-1000:
		ax, ay, scale = math.Ldexp(ax, 600), math.Ldexp(ay, 600), -300
	}
	t := math.Sqrt((ax + Hypot(ax, ay)) / 2)
	u := ay / (2 * t)
	if scale != 0 {
		t, u = math.Ldexp(t, scale), math.Ldexp(u, scale)
	}
	if x >= 0 {
		return complex(t, math.Copysign(u, y))
	}
	return complex(u, math.Copysign(t, y))
}

// CSinh is sinh x cos y + i cosh x sin y, with C99's special values.
func CSinh(z complex128) complex128 {
	x, y := real(z), imag(z)
	switch {
	case y == 0:
		return complex(Sinh(x), y)
	case x == 0:
		if !finite(y) {
			return complex(x, nan)
		}
		return complex(x*Cos(y), Sin(y))
	case math.IsInf(x, 0):
		if !finite(y) {
			return complex(math.Inf(1), nan) // glibc's choice of C99's unspecified sign
		}
		return complex(x*Cos(y), math.Inf(1)*Sin(y))
	case !finite(x) || !finite(y):
		return complex(nan, nan)
	}
	return complex(sinhMul(x, Cos(y)), coshMul(x, Sin(y)))
}

// CCosh is cosh x cos y + i sinh x sin y, with C99's special values.
func CCosh(z complex128) complex128 {
	x, y := real(z), imag(z)
	switch {
	case y == 0:
		if math.IsNaN(x) {
			return complex(x, y)
		}
		return complex(Cosh(x), math.Copysign(0, x)*y)
	case x == 0:
		if !finite(y) {
			return complex(nan, 0)
		}
		return complex(Cos(y), x*Sin(y))
	case math.IsInf(x, 0):
		if !finite(y) {
			return complex(math.Inf(1), nan)
		}
		return complex(math.Inf(1)*Cos(y), x*Sin(y))
	case !finite(x) || !finite(y):
		return complex(nan, nan)
	}
	return complex(coshMul(x, Cos(y)), sinhMul(x, Sin(y)))
}

// CTanh is tanh z by Kahan's formula: with t = tan y, β = 1 + t², s =
// sinh x and ρ = √(1 + s²), tanh z = (βρs + i t) / (1 + βs²); past |x| =
// 22 the real part is ±1 and the imaginary part 4 sin y cos y e^-2|x|.
func CTanh(z complex128) complex128 {
	x, y := real(z), imag(z)
	switch {
	case math.IsNaN(x):
		if y == 0 {
			return complex(x, y)
		}
		return complex(x, nan)
	case math.IsInf(x, 0):
		if !finite(y) {
			return complex(math.Copysign(1, x), math.Copysign(0, y))
		}
		return complex(math.Copysign(1, x), math.Copysign(0, Sin(y)*Cos(y)))
	case !finite(y):
		if x == 0 {
			return complex(x, nan)
		}
		return complex(nan, nan)
	case y == 0:
		return complex(Tanh(x), y)
	case math.Abs(x) >= 22:
		e := Exp64(-math.Abs(x))
		return complex(math.Copysign(1, x), 4*Sin(y)*Cos(y)*e*e)
	}
	t := Tan(y)
	beta := 1 + t*t
	s := Sinh(x)
	rho := math.Sqrt(1 + s*s)
	den := 1 + beta*s*s
	return complex(beta*rho*s/den, t/den)
}

// The constants of the inverse functions (Hull, Fairgrieve and Tang's
// algorithm for asin and acos, 1997).
const (
	aCross       = 10     // past A = 10, log(A + √(A²-1)) is accurate
	bCross       = 0.6417 // past B = 0.6417, asin(B) loses accuracy
	eps          = 0x1p-52
	recipEps     = 1 / eps
	fourSqrtMin  = 0x1p-509
	sqrtMin      = 0x1p-511
	sqrt6Eps4    = 3.6500241499888571e-8 / 4
	sqrt3Eps2    = 2.5809568279517849e-8 / 2
	pio2Hi       = 1.5707963267948966
	pio2Lo       = 6.1232339957367659e-17
	quarterSqrtM = 0x1p509
)

// halfGap is (√(a² + b²) - b)/2 given h = √(a² + b²), without the
// cancellation of the difference when b > 0.
func halfGap(a, b, h float64) float64 {
	switch {
	case b < 0:
		return (h - b) / 2
	case b == 0:
		return a / 2
	}
	return a * a / (h + b) / 2
}

// asinhParts computes, for 0 <= x, y < 1/eps, the real part of asinh(x +
// iy) (rx) and what its imaginary part asin(B) = atan2(y, √(A² - y²))
// needs: B = y/A when usable, else √(A² - y²) and y, both rescaled where
// they would underflow. A = (|z+i| + |z-i|)/2, the algorithm's notation.
func asinhParts(x, y float64) (rx float64, bUsable bool, b, sqrtA2my2, newY float64) {
	r := Hypot(x, y+1)
	s := Hypot(x, y-1)
	a := max((r+s)/2, 1)
	if a < aCross {
		switch {
		case y == 1 && x < eps*eps/128:
			rx = math.Sqrt(x)
		case x >= eps*math.Abs(y-1):
			am1 := halfGap(x, 1+y, r) + halfGap(x, 1-y, s)
			rx = math.Log1p(am1 + math.Sqrt(am1*(a+1)))
		case y < 1:
			rx = x / math.Sqrt((1-y)*(1+y))
		default:
			rx = math.Log1p((y - 1) + math.Sqrt((y-1)*(y+1)))
		}
	} else {
		rx = Log64(a + math.Sqrt(a*a-1))
	}
	newY = y
	if y < fourSqrtMin {
		return rx, false, 0, a * (2 / eps), y * (2 / eps)
	}
	b = y / a
	if b <= bCross {
		return rx, true, b, 0, newY
	}
	switch {
	case y == 1 && x < eps/128:
		sqrtA2my2 = math.Sqrt(x) * math.Sqrt((a+y)/2)
	case x >= eps*math.Abs(y-1):
		amy := halfGap(x, y+1, r) + halfGap(x, y-1, s)
		sqrtA2my2 = math.Sqrt(amy * (a + y))
	case y > 1:
		sqrtA2my2 = x * (4 / eps / eps) * y / math.Sqrt((y+1)*(y-1))
		newY = y * (4 / eps / eps)
	default:
		sqrtA2my2 = math.Sqrt((1 - y) * (1 + y))
	}
	return rx, false, b, sqrtA2my2, newY
}

// logLarge is log z for a finite z of magnitude past about 1/eps, where
// x² + y² would overflow or the small part not matter.
func logLarge(x, y float64) complex128 {
	ax, ay := math.Abs(x), math.Abs(y)
	if ax < ay {
		ax, ay = ay, ax
	}
	if ax > math.MaxFloat64/2 {
		return complex(Log64(Hypot(x/math.E, y/math.E))+1, Atan2(y, x))
	}
	if ax > quarterSqrtM || ay < sqrtMin {
		return complex(Log64(Hypot(x, y)), Atan2(y, x))
	}
	return complex(Log64(ax*ax+ay*ay)/2, Atan2(y, x))
}

// CAsinh is the principal inverse hyperbolic sine, by Hull, Fairgrieve and
// Tang's algorithm; asin is computed from it with the parts swapped.
func CAsinh(z complex128) complex128 {
	x, y := real(z), imag(z)
	ax, ay := math.Abs(x), math.Abs(y)
	if math.IsNaN(x) || math.IsNaN(y) {
		switch {
		case math.IsInf(x, 0):
			return complex(x, nan)
		case math.IsInf(y, 0):
			return complex(math.Inf(1), nan) // glibc's choice of C99's unspecified sign
		case y == 0:
			return complex(nan, y)
		}
		return complex(nan, nan)
	}
	if ax > recipEps || ay > recipEps {
		var w complex128
		if math.Signbit(x) {
			w = logLarge(-x, -y)
		} else {
			w = logLarge(x, y)
		}
		return complex(math.Copysign(real(w)+math.Ln2, x), math.Copysign(imag(w), y))
	}
	if x == 0 && y == 0 {
		return z
	}
	if ax < sqrt6Eps4 && ay < sqrt6Eps4 {
		return z
	}
	rx, usable, b, sqrtA2my2, newY := asinhParts(ax, ay)
	var ry float64
	if usable {
		ry = Asin(b)
	} else {
		ry = Atan2(newY, sqrtA2my2)
	}
	return complex(math.Copysign(rx, x), math.Copysign(ry, y))
}

// CAcos is the principal inverse cosine, by the same algorithm, accurate
// near 1 where π/2 - asin z would cancel.
func CAcos(z complex128) complex128 {
	x, y := real(z), imag(z)
	sx, sy := math.Signbit(x), math.Signbit(y)
	ax, ay := math.Abs(x), math.Abs(y)
	if math.IsNaN(x) || math.IsNaN(y) {
		switch {
		case math.IsInf(x, 0):
			return complex(nan, math.Inf(-1))
		case math.IsInf(y, 0):
			return complex(nan, -y)
		case x == 0:
			return complex(pio2Hi, nan)
		}
		return complex(nan, nan)
	}
	if ax > recipEps || ay > recipEps {
		w := logLarge(x, y)
		rx := math.Abs(imag(w))
		ry := real(w) + math.Ln2
		if !sy {
			ry = -ry
		}
		return complex(rx, ry)
	}
	if x == 1 && y == 0 {
		return complex(0, -y)
	}
	if ax < sqrt6Eps4 && ay < sqrt6Eps4 {
		return complex(pio2Hi-(x-pio2Lo), -y)
	}
	ry, usable, b, sqrtA2mx2, newX := asinhParts(ay, ax)
	var rx float64
	switch {
	case usable && !sx:
		rx = Acos(b)
	case usable:
		rx = Acos(-b)
	case !sx:
		rx = Atan2(sqrtA2mx2, newX)
	default:
		rx = Atan2(sqrtA2mx2, -newX)
	}
	if !sy {
		ry = -ry
	}
	return complex(rx, ry)
}

// CAtanh is the principal inverse hyperbolic tangent: log1p(4|x| / ((|x| -
// 1)² + y²))/4 + i atan2(2|y|, (1 - |x|)(1 + |x|) - y²)/2 with the signs of
// x and y, and its limits near 0 and ∞; atan is computed from it with the
// parts swapped.
func CAtanh(z complex128) complex128 {
	x, y := real(z), imag(z)
	ax, ay := math.Abs(x), math.Abs(y)
	if y == 0 && ax <= 1 {
		return complex(math.Atanh(x), y)
	}
	if x == 0 {
		return complex(x, math.Atan(y))
	}
	if math.IsNaN(x) || math.IsNaN(y) {
		switch {
		case math.IsInf(x, 0):
			return complex(math.Copysign(0, x), nan)
		case math.IsInf(y, 0):
			return complex(math.Copysign(0, x), math.Copysign(pio2Hi, y))
		}
		return complex(nan, nan)
	}
	if ax > recipEps || ay > recipEps {
		return complex(realRecip(x, y), math.Copysign(pio2Hi, y))
	}
	if ax < sqrt3Eps2 && ay < sqrt3Eps2 {
		return z
	}
	var rx, ry float64
	if ax == 1 && ay < eps {
		rx = (math.Ln2 - Log64(ay)) / 2
	} else {
		d := ax - 1
		ss := d * d
		if ay >= sqrtMin {
			ss += ay * ay
		}
		rx = math.Log1p(4*ax/ss) / 4
	}
	switch {
	case ax == 1:
		ry = Atan2(2, -ay) / 2
	case ay < eps:
		ry = Atan2(2*ay, (1-ax)*(1+ax)) / 2
	default:
		ry = Atan2(2*ay, (1-ax)*(1+ax)-ay*ay) / 2
	}
	return complex(math.Copysign(rx, x), math.Copysign(ry, y))
}

// realRecip is the real part of 1/(x + iy), x/(x² + y²), for one part past
// 1/eps, without the overflow or underflow of the squares.
func realRecip(x, y float64) float64 {
	switch {
	case math.IsInf(x, 0):
		return 1 / x
	case math.IsInf(y, 0):
		return math.Copysign(0, x)
	}
	_, ex := math.Frexp(x)
	_, ey := math.Frexp(y)
	switch {
	case ex-ey >= 27:
		return 1 / x
	case ey-ex >= 27:
		return x / y / y
	}
	// Scale both by 2^-ex so that the squares neither overflow nor
	// underflow; x/(x² + y²) scales by 2^ex back.
	sx, sy := math.Ldexp(x, -ex), math.Ldexp(y, -ex)
	return math.Ldexp(sx/(sx*sx+sy*sy), -ex)
}

// ForComplex reports whether NumPy has a complex loop of f: power, the
// arithmetic, and maximum, minimum, fmax and fmin, which order complex
// numbers lexicographically.
func (f Func2) ForComplex() bool {
	switch f {
	case FPower, FMaximum, FMinimum, FFmax, FFmin, FAdd, FSubtract, FMultiply, FTrueDivide:
		return true
	}
	return false
}

// Func2ComplexRun stores f(a[ao+i*as], b[bo+i*bs]) into d[do+i*ds] for
// i < n, for f with ForComplex.
func Func2ComplexRun[C Complex](f Func2, d []C, do, ds int, a []C, ao, as int, b []C, bo, bs, n int) {
	var z C
	if unsafe.Sizeof(z) == 8 {
		d, a, b := asC64(d), asC64(a), asC64(b)
		for range n {
			d[do] = cFunc2_64(f, a[ao], b[bo])
			do, ao, bo = do+ds, ao+as, bo+bs
		}
		return
	}
	dd, aa, bb := asC128(d), asC128(a), asC128(b)
	for range n {
		dd[do] = cFunc2_128(f, aa[ao], bb[bo])
		do, ao, bo = do+ds, ao+as, bo+bs
	}
}

func asC64[C Complex](s []C) []complex64   { return as[complex64](s) }
func asC128[C Complex](s []C) []complex128 { return as[complex128](s) }

func cFunc2_128(f Func2, a, b complex128) complex128 {
	if f == FPower {
		if r, i, ok := cPowExact(real(a), imag(a), real(b), imag(b)); ok {
			return complex(r, i)
		}
		return CPow(a, b)
	}
	r, i := cPick(f, real(a), imag(a), real(b), imag(b))
	return complex(r, i)
}

func cFunc2_64(f Func2, a, b complex64) complex64 {
	if f == FPower {
		if r, i, ok := cPowExact(real(a), imag(a), real(b), imag(b)); ok {
			return complex(r, i)
		}
		return complex64(CPow(complex128(a), complex128(b)))
	}
	r, i := cPick(f, real(a), imag(a), real(b), imag(b))
	return complex(r, i)
}

// cPick is NumPy's maximum, minimum, fmax or fmin of two complex numbers:
// the lexicographic order (real parts first), a NaN part propagating
// (maximum, minimum) or ignored in favour of the other argument (fmax,
// fmin).
func cPick[F Float](f Func2, ar, ai, br, bi F) (F, F) {
	nanA := ar != ar || ai != ai
	nanB := br != br || bi != bi
	var keepA bool
	switch f {
	case FMaximum:
		keepA = nanA || cGE(ar, ai, br, bi)
	case FMinimum:
		keepA = nanA || cGE(br, bi, ar, ai)
	case FFmax:
		keepA = nanB || cGE(ar, ai, br, bi)
	default: // FFmin
		keepA = nanB || cGE(br, bi, ar, ai)
	}
	if keepA {
		return ar, ai
	}
	return br, bi
}

// cGE is NumPy's lexicographic a >= b of complex numbers.
func cGE[F Float](ar, ai, br, bi F) bool {
	return ar > br && ai == ai && bi == bi || ar == br && ai >= bi
}

// cPowExact is NumPy's power for the exponents it handles without
// logarithms: b = 0 gives 1, a = 0 gives 0 for a positive real b and NaN
// otherwise, and a real integer b with |b| < 100 gives repeated products
// (the reciprocal of them, by Smith's division, for b < 0). ok is false
// for the other exponents.
func cPowExact[F Float](ar, ai, br, bi F) (F, F, bool) {
	switch {
	case br == 0 && bi == 0:
		return 1, 0, true
	case ar == 0 && ai == 0:
		if br > 0 && bi == 0 {
			return 0, 0, true
		}
		n := F(math.NaN())
		return n, n, true
	case bi != 0 || br != F(math.Trunc(float64(br))) || math.Abs(float64(br)) >= 100:
		return 0, 0, false
	}
	n := int(br)
	switch n {
	case 1:
		return ar, ai, true
	case 2:
		r, i := cMul(ar, ai, ar, ai)
		return r, i, true
	case 3:
		r, i := cMul(ar, ai, ar, ai)
		r, i = cMul(ar, ai, r, i)
		return r, i, true
	}
	if n < 0 {
		n = -n
	}
	rr, ri := F(1), F(0)
	pr, pi := ar, ai
	for mask := 1; ; mask <<= 1 {
		if n&mask != 0 {
			rr, ri = cMul(rr, ri, pr, pi)
		}
		if n < mask<<1 {
			break
		}
		pr, pi = cMul(pr, pi, pr, pi)
	}
	if br < 0 {
		rr, ri = cDiv(1, 0, rr, ri) // 1/(rr + i·ri), NumPy's division
	}
	return rr, ri, true
}

// cDiv is (ar + i·ai)/(br + i·bi) by Smith's algorithm as NumPy's complex
// division loop computes it, each product rounded (a zero divisor gives
// Inf or NaN parts, the dividend's parts over +0).
func cDiv[F Float](ar, ai, br, bi F) (F, F) {
	abr, abi := F(math.Abs(float64(br))), F(math.Abs(float64(bi)))
	if abr >= abi {
		if abr == 0 && abi == 0 {
			return ar / abr, ai / abr
		}
		rat := bi / br
		scl := 1 / (br + F(bi*rat))
		return (ar + F(ai*rat)) * scl, (ai - F(ar*rat)) * scl
	}
	rat := br / bi
	scl := 1 / (bi + F(br*rat))
	return (F(ar*rat) + ai) * scl, (F(ai*rat) - ar) * scl
}

// CPow is a^b = e^(b·log a), the formula of C's cpow that NumPy calls for
// exponents that are not small real integers: its error grows with |b·log
// a|, as every such formula's does.
func CPow(a, b complex128) complex128 {
	l := CLog(a)
	r, i := cMul(real(l), imag(l), real(b), imag(b))
	return CExp(complex(r, i))
}

// Hypot is √(x² + y²) from the double-double squares of x and y scaled
// near 1, with one Newton correction of the square root: within about half
// a unit in the last place, never overflowing or underflowing early. An
// infinite argument gives +Inf, even beside a NaN. It is the Go twin of
// the vector kernels, which stop at groups holding a NaN, an x past 2^450
// or a nonzero y below 2^-450 (the scaled cases) and perform every other
// operation in this order.
func Hypot(x, y float64) float64 {
	x, y = math.Abs(x), math.Abs(y)
	switch {
	case math.IsInf(x, 0) || math.IsInf(y, 0):
		return math.Inf(1)
	case x != x || y != y:
		return nan
	}
	if x < y {
		x, y = y, x
	}
	if y == 0 {
		return x
	}
	k := 0
	if x > 0x1p450 || y < 0x1p-450 { // scale, so that the squares and their errors stay normal
		_, k = math.Frexp(x)
		x, y = math.Ldexp(x, -k), math.Ldexp(y, -k) // x in [1/2, 1)
	}
	p1 := float64(x * x)
	e1 := math.FMA(x, x, -p1)
	p2 := float64(y * y)
	e2 := math.FMA(y, y, -p2)
	sh, sl := twoSum(p1, p2)
	sl += e1 + e2
	h := math.Sqrt(sh)
	h += (math.FMA(-h, h, sh) + sl) / (2 * h)
	if k == 0 {
		return h
	}
	return math.Ldexp(h, k)
}

// Part is a real function of a complex number: its real or imaginary part,
// its absolute value or its angle.
type Part uint8

// The parts, by NumPy's names.
const (
	PartReal  Part = iota + 1 // np.real
	PartImag                  // np.imag
	PartAbs                   // np.absolute
	PartAngle                 // np.angle
	partEnd
)

// Valid reports whether p names a part.
func (p Part) Valid() bool { return p > 0 && p < partEnd }

// String returns NumPy's name of p.
func (p Part) String() string {
	if !p.Valid() {
		return "Part(" + strconv.Itoa(int(p)) + ")"
	}
	return [...]string{"", "real", "imag", "absolute", "angle"}[p]
}

// PartRun stores p of x[xo+i*xs] into d[do+i*ds] for i < n; F is the part
// type of C (float32 for complex64). The absolute value and the angle of a
// complex64 are computed in float64 and rounded once.
//
// The absolute value and the angle go through the float64 hypot and arctan2
// vector kernels a block at a time (partWidened); their Go twins give the
// same bits.
func PartRun[F Float, C Complex](p Part, d []F, do, ds int, x []C, xo, xs, n int) {
	if p == PartAbs || p == PartAngle {
		partWidened(p, d, do, ds, x, xo, xs, n)
		return
	}
	var z C
	if unsafe.Sizeof(z) == 8 {
		d, x := as[float32](d), as[complex64](x)
		for range n {
			v := x[xo]
			if p == PartReal {
				d[do] = real(v)
			} else {
				d[do] = imag(v)
			}
			do, xo = do+ds, xo+xs
		}
		return
	}
	dd, xx := as[float64](d), as[complex128](x)
	for range n {
		v := xx[xo]
		if p == PartReal {
			dd[do] = real(v)
		} else {
			dd[do] = imag(v)
		}
		do, xo = do+ds, xo+xs
	}
}

// partWidened is PartRun of the absolute value (hypot of the real and
// imaginary parts) or the angle (arctan2 of the imaginary and real parts):
// a block of parts gathered into float64 buffers, the vector kernel and its
// Go twin over them, and the results rounded once into d.
func partWidened[F Float, C Complex](p Part, d []F, do, ds int, x []C, xo, xs, n int) {
	f := FHypot
	if p == PartAngle {
		f = FArctan2
	}
	var z C
	var ab, bb, db [ufuncBuf]float64
	for n > 0 {
		m := min(n, ufuncBuf)
		if unsafe.Sizeof(z) == 8 {
			xx := as[complex64](x)
			for i := range m {
				ab[i], bb[i] = float64(real(xx[xo])), float64(imag(xx[xo]))
				xo += xs
			}
		} else {
			xx := as[complex128](x)
			for i := range m {
				ab[i], bb[i] = real(xx[xo]), imag(xx[xo])
				xo += xs
			}
		}
		a, b := ab[:m], bb[:m]
		if p == PartAngle {
			a, b = b, a // atan2(imaginary, real)
		}
		func2Block(f, db[:m], a, b, 1)
		for _, v := range db[:m] {
			d[do] = F(v)
			do += ds
		}
		n -= m
	}
}
