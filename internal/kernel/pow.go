package kernel

import "math"

// Pow is x to the power y, within one ULP of the correctly rounded result:
// e^(y·log x) with log x in double-double to about 2^-68 relative (logDD)
// and the product y·log x carried as a double-double into Tang's
// exponential (expDD), so that a large |y·log x| loses no digits. Go's
// math.Pow was up to 242 ULP off (it multiplies y by a single-precision
// log). Special values are C99's (Go's math.Pow for them), as NumPy's
// power gives them: x^±0 = 1, 1^y = 1, a negative x to a non-integer y is
// NaN, and the sign of a negative x to an odd integer is kept. It is the
// Go twin of the vector kernels, which stop at groups holding a base
// outside [2^-1022, +Inf), an infinite or NaN exponent, or a product
// |y·log x| past 704, and perform every other operation in this order.
func Pow(x, y float64) float64 {
	switch {
	case y == 0 || x == 1:
		return 1
	case x == 0 || x-x != 0 || y-y != 0: // zeros, infinities, NaN
		return math.Pow(x, y)
	}
	neg := false
	if x < 0 {
		if y != math.Trunc(y) {
			return math.NaN()
		}
		neg = math.Abs(y) < 0x1p53 && math.Mod(y, 2) != 0
		x = -x
	}
	lh, ll := logDD(x)
	zh := float64(y * lh)
	zl := math.FMA(y, ll, math.FMA(y, lh, -zh))
	r := expDD(zh, zl)
	if neg {
		return -r
	}
	return r
}

// logDDQ are the Taylor coefficients of (log(1+r) - r + r²/2 - r³/3)/(r⁴/4)
// = -1 + 4r/5 - 4r²/6 + … + 4r⁹/13, highest degree first: for |r| <= 1/32
// the first term left out, 4r¹⁰/14, is below 2^-50.8 of the sum's first,
// so r⁴/4 times the sum errs by less than 2^-68 of r.
var logDDQ = [...]float64{4.0 / 13, -4.0 / 12, 4.0 / 11, -4.0 / 10, 4.0 / 9, -4.0 / 8, 4.0 / 7, -4.0 / 6, 4.0 / 5, -1}

// mTwoThirdsHi + mTwoThirdsLo is -2/3 as a double-double.
const (
	mTwoThirdsHi = -2.0 / 3
	mTwoThirdsLo = -3.700743415417188e-17 // -2/3 - mTwoThirdsHi
)

// logDD returns log x as hi + lo, to about 2^-68 relative, for a positive
// finite x (a subnormal one scaled by 2^54 first): Log64's reduction x =
// 2^k·c·(1 + r + pl), r + pl = z·c⁻¹ - 1 exactly and |r| <= 1/32; then
// k·ln 2 - log c⁻¹ + r (an exact sum and Fast2Sum's error), -r²/2 (exact
// as a product and its error, then Fast2Sum), r³/3 (-r²/2 times r, and
// that times -2/3, each a double-double, then Fast2Sum), r⁴/4 times
// logDDQ (pairs in r, then Horner's form in r²), and pl/(1+r) as pl·(1-r)·(1+r²). The low parts
// sum in one double (its rounding is below 2^-69 of log x), and a last
// Fast2Sum makes lo at most half an ULP of hi.
func logDD(x float64) (hi, lo float64) {
	adj := 0.0
	if x < 0x1p-1022 {
		x = float64(x * 0x1p54)
		adj = -54
	}
	kf, z, j := logSplit(x)
	kf += adj
	r, pl := logReduce(z, j)
	t1 := math.FMA(kf, logLn2Hi42, logC[j]) // exact
	t2 := t1 + r
	e2 := (t1 - t2) + r // t1 == 0 or |t1| > |r|: Fast2Sum
	ar := float64(-0.5 * r)
	ah := float64(r * ar)
	al := math.FMA(r, ar, -ah) // -r²/2 = ah + al exactly
	h1 := t2 + ah
	e3 := (t2 - h1) + ah // |t2| > |ah|
	bh := float64(r * ah)
	bl := math.FMA(r, al, math.FMA(r, ah, -bh)) // -r³/2 = bh + bl
	ch := float64(bh * mTwoThirdsHi)
	cl := math.FMA(bl, mTwoThirdsHi, math.FMA(bh, mTwoThirdsLo, math.FMA(bh, mTwoThirdsHi, -ch))) // r³/3 = ch + cl
	h2 := h1 + ch
	e4 := (h1 - h2) + ch // |h1| > |ch|
	r2 := float64(r * r)
	q := math.FMA(logDDQ[0], r, logDDQ[1])
	for i := 2; i < len(logDDQ); i += 2 {
		q = math.FMA(q, r2, math.FMA(logDDQ[i], r, logDDQ[i+1]))
	}
	p := float64(float64(ah*ah) * q) // r⁴/4 times the sum
	plc := float64(math.FMA(-pl, r, pl) * math.FMA(r, r, 1))
	lo = math.FMA(kf, logLn2Lo42, logCLo[j]) + e2 + al + e3 + cl + e4 + plc + p
	hi = h2 + lo
	return hi, (h2 - hi) + lo
}

// expDD returns e^(zh + zl) for a double-double argument (|zl| at most
// about an ULP of zh) as Exp64 computes e^x, with zl added to the reduced
// argument: k = round(zh·16/ln 2), r = zh - k·ln 2/16 in two fused steps,
// plus zl, and expTail, y·2^m exact inside ±704 and, outside, with zh
// clamped to ±1100, in two halves rounded once, where the result overflows
// to +Inf or underflows to a subnormal or 0.
func expDD(zh, zl float64) float64 {
	if !(math.Abs(zh) <= expFast) {
		if zh > expClamp {
			zh, zl = expClamp, 0
		}
		if zh < -expClamp {
			zh, zl = -expClamp, 0
		}
		y, m := expDDCore(zh, zl)
		m1 := m >> 1
		return y * pow2(int32(m1)) * pow2(int32(m-m1))
	}
	y, m := expDDCore(zh, zl)
	return y * pow2(int32(m))
}

// expDDCore is expCore for zh + zl: zh - k·ln2hi/16 is exact (its
// fused multiply-add's result is on zh's grid or on ln2hi/16's, within
// 2^53 steps of it), and zl - k·ln2lo/16, both small, is added rounded
// once.
func expDDCore(zh, zl float64) (y float64, m int64) {
	k, kf, r := expReduce(zh)
	return expTail(k, r+math.FMA(-kf, expLn2NLo, zl))
}
