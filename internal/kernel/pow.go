package kernel

import "math"

// Pow is x to the power y, within one ULP of the correctly rounded result:
// e^(y·log x) with log x in double-double (about 2^-65 relative) and the
// product y·log x carried as a double-double into the exponential, so that
// a large |y·log x| loses no digits. Go's math.Pow was up to 242 ULP off
// (it multiplies y by a single-precision log). Special values are C99's
// (Go's math.Pow for them), as NumPy's power gives them: x^±0 = 1, 1^y = 1,
// a negative x to a non-integer y is NaN, and the sign of a negative x to
// an odd integer is kept.
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
	zh := y * lh
	zl := math.FMA(y, lh, -zh) + float64(y*ll)
	r := expDD(zh, zl)
	if neg {
		return -r
	}
	return r
}

// The tail coefficients of 2·atanh(u) = 2u + 2u³/3 + u⁵·(2/5 + u²·(2/7 + …)),
// highest degree first.
var atanhTail = [...]float64{2.0 / 27, 2.0 / 25, 2.0 / 23, 2.0 / 21, 2.0 / 19, 2.0 / 17, 2.0 / 15, 2.0 / 13,
	2.0 / 11, 2.0 / 9, 2.0 / 7, 2.0 / 5}

// twoThirds is 2/3 as a double-double.
const (
	twoThirdsHi = 2.0 / 3
	twoThirdsLo = 3.700743415417188e-17 // 2/3 - twoThirdsHi
)

// logDD returns log x as hi + lo for a positive finite x: x = 2^k·m with m
// in [√2/2, √2], f = m - 1 (exact), u = f/(2+f) in double-double, log m =
// 2·atanh(u) with its first two terms in double-double, and k·ln 2 with
// ln 2 in fdlibm's two parts (k·ln2hi is exact).
func logDD(x float64) (hi, lo float64) {
	k := 0
	if x < 0x1p-1022 {
		x *= 0x1p54
		k = -54
	}
	b := math.Float64bits(x)
	k += int(b>>52) - 1023
	m := math.Float64frombits(b&(1<<52-1) | 1023<<52)
	if m > math.Sqrt2 {
		m *= 0.5
		k++
	}
	f := m - 1
	dh := 2 + f
	dl := (2 - dh) + f // 2 + f = dh + dl exactly
	uh := f / dh
	ul := (math.FMA(-uh, dh, f) - float64(uh*dl)) / dh
	// u² and u³ in double-double.
	u2h := uh * uh
	u2l := math.FMA(uh, uh, -u2h) + float64(2*uh*ul)
	u3h := u2h * uh
	u3l := math.FMA(u2h, uh, -u3h) + float64(u2h*ul) + float64(u2l*uh)
	t3h := u3h * twoThirdsHi
	t3l := math.FMA(u3h, twoThirdsHi, -t3h) + float64(u3h*twoThirdsLo) + float64(u3l*twoThirdsHi)
	q := atanhTail[0]
	for _, c := range atanhTail[1:] {
		q = float64(q*u2h) + c
	}
	tail := float64(float64(u3h*u2h) * q)
	sh, sl := twoSum(2*uh, t3h)
	sl += 2*ul + t3l + tail
	kf := float64(k)
	th, tl := twoSum(float64(kf*logLn2Hi), sh)
	tl += sl + float64(kf*logLn2Lo)
	hi = th + tl
	return hi, (th - hi) + tl
}

// expDD returns e^(zh + zl) for a double-double argument, as Exp64
// computes e^x: k = round(zh·log2 e), r = zh + zl - k·ln 2 as rh + rl
// (k·ln2hi exact, fdlibm's split), the Taylor series of e^rh - 1 to degree
// 13 over rh, rl added before the final 1, and the scale by 2^k in two
// halves.
func expDD(zh, zl float64) float64 {
	if zh > expClamp {
		zh, zl = expClamp, 0
	}
	if zh < -expClamp {
		zh, zl = -expClamp, 0
	}
	k := math.RoundToEven(zh * expLog2e)
	t := zh - float64(k*logLn2Hi) // exact: k·ln2hi is, and it is within a factor 2 of zh
	rh, rl := twoSum(t, zl-float64(k*logLn2Lo))
	p := expDDC[0]
	for _, c := range expDDC[1:] {
		p = math.FMA(p, rh, c)
	}
	p = math.FMA(p, rh, 1)                              // (e^rh - 1)/rh
	v := math.FMA(p, rh, float64(rl*(1+float64(p*rh)))) // e^(rh+rl) - 1
	ki := int32(k)
	k1 := ki >> 1
	return (1 + v) * pow2(k1) * pow2(ki-k1)
}
