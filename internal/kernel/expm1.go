package kernel

import "math"

// Expm1, Sinh and Cosh from Exp's tables, within one ULP of the correctly
// rounded result. Where e^x and the 1 (or e^-x) nearly cancel, a Taylor
// polynomial: below 0.25 in magnitude for expm1, 1 for sinh and 0.5 for
// cosh. Elsewhere e^x = (hi + yl)·2^m unrounded (expSplit): expm1 is hi·2^m
// - 1 summed exactly (twoSum) with yl·2^m, and sinh and cosh are e^|x|/2
// ± e^-|x|/2 with 1/(hi + yl) carried in two parts, so that the only
// errors of note are the last rounding and the smaller term's. Every
// operation is the vector kernels', in their order.

// invFact[n] is 1/n! rounded to a double, for the Taylor polynomials.
var invFact = [20]float64{
	2:  0x1.0000000000000p-1,
	3:  0x1.5555555555555p-3,
	4:  0x1.5555555555555p-5,
	5:  0x1.1111111111111p-7,
	6:  0x1.6c16c16c16c17p-10,
	7:  0x1.a01a01a01a01ap-13,
	8:  0x1.a01a01a01a01ap-16,
	9:  0x1.71de3a556c734p-19,
	10: 0x1.27e4fb7789f5cp-22,
	11: 0x1.ae64567f544e4p-26,
	12: 0x1.1eed8eff8d898p-29,
	13: 0x1.6124613a86d09p-33,
	14: 0x1.93974a8c07c9dp-37,
	15: 0x1.ae7f3e733b81fp-41,
	16: 0x1.ae7f3e733b81fp-45,
	17: 0x1.952c77030ad4ap-49,
	19: 0x1.2f49b46814157p-57,
}

// The bounds below which the Taylor polynomials serve, and their degrees:
// expm1's last term is x^13/13!, sinh's x^19/19! and cosh's x^16/16!, each
// leaving under 2^-60 of the result inside its bound.
const (
	expm1Small = 0.25
	sinhSmall  = 1.0
	coshSmall  = 0.5
)

// horner is c[0] + z·(c[step] + z·(c[2·step] + …)) over c[lo:hi+1], by
// fused multiply-adds from the last coefficient (invFact's entries lo,
// lo+step, …, hi).
func horner(z float64, lo, hi, step int) float64 {
	p := invFact[hi]
	for n := hi - step; n >= lo; n -= step {
		p = math.FMA(p, z, invFact[n])
	}
	return p
}

// expSplit returns hi, yl and m with e^x = (hi + yl)·2^m to about 2^-57
// relative, for |x| <= expFast: Exp64's reduction and expParts, unrounded.
func expSplit(x float64) (hi, yl float64, m int64) {
	k, kf, r := expReduce(x)
	hi, yl = expParts(k, math.FMA(-kf, expLn2NLo, r))
	return hi, yl, k >> 4
}

// Expm1 is e^x - 1, within one ULP of the correctly rounded result: x +
// x²·(1/2 + x/6 + … + x^11/13!) below 0.25 in magnitude (±0 stays), and
// above, hi·2^m - 1 = s + e exactly and s + (e + yl·2^m), with hi, yl and m
// from expSplit; Exp64 past 704 and -1 below -704. It is the Go twin of
// the vector kernels, which stop at groups holding an argument past ±704
// or a NaN and perform every other operation in this order.
func Expm1(x float64) float64 {
	a := math.Abs(x)
	switch {
	case !(a <= expFast):
		if x < 0 {
			return -1 // e^x is below 2^-1015
		}
		return Exp64(x) // +Inf and NaN too
	case x == 0:
		return x
	case a < expm1Small:
		return math.FMA(float64(x*x), horner(x, 2, 13, 1), x)
	}
	hi, yl, m := expSplit(x)
	p := pow2(int32(m))
	s, e := twoSum(float64(hi*p), -1)
	return s + (e + float64(yl*p))
}

// expPair is e^a/2 + e^-a/2 (e^a/2 - e^-a/2 when minus) for 0.5 <= a <=
// 704: with e^a = (hi + yl)·2^m from expSplit, 1/(hi + yl) as q + q·e (e
// the residual 1 - q·(hi + yl), the first product fused), and the four
// parts scaled by 2^(m-1) and 2^(-m-1) and summed from the smallest.
func expPair(a float64, minus bool) float64 {
	hi, yl, m := expSplit(a)
	p1, p2 := pow2(int32(m-1)), pow2(int32(-m-1))
	q := 1 / (hi + yl)
	e := math.FMA(-q, hi, 1) - float64(q*yl)
	big, bl := float64(hi*p1), float64(yl*p1)
	sm, sl := float64(q*p2), float64(float64(q*e)*p2)
	if minus {
		return big + ((bl - sl) - sm)
	}
	return big + ((bl + sl) + sm)
}

// Sinh is the hyperbolic sine, within one ULP of the correctly rounded
// result: |x| + |x|³·(1/3! + x²/5! + … + x^16/19!) below 1, expPair above,
// with x's sign (±0 stays), and ±e^|x|/2 past 704 (finite up to 710.47).
// It is the Go twin of the vector kernels, which stop at groups holding an
// argument past ±704 or a NaN.
func Sinh(x float64) float64 {
	a := math.Abs(x)
	var r float64
	switch {
	case !(a <= expFast):
		if x != x {
			return x
		}
		r = expHalf(a)
	case a < sinhSmall:
		z := float64(a * a)
		r = math.FMA(float64(a*z), horner(z, 3, 19, 2), a)
	default:
		r = expPair(a, true)
	}
	return math.Copysign(r, x)
}

// Cosh is the hyperbolic cosine, within one ULP of the correctly rounded
// result: 1 + x²·(1/2 + x²/4! + … + x^14/16!) below 0.5 in magnitude,
// expPair above, and e^|x|/2 past 704 (finite up to 710.47). It is the Go
// twin of the vector kernels, which stop at groups holding an argument past
// ±704 or a NaN.
func Cosh(x float64) float64 {
	a := math.Abs(x)
	switch {
	case !(a <= expFast):
		if x != x {
			return x
		}
		return expHalf(a)
	case a < coshSmall:
		z := float64(a * a)
		return math.FMA(z, horner(z, 2, 16, 2), 1)
	}
	return expPair(a, false)
}
