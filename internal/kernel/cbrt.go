package kernel

import "math"

// Cube root by FreeBSD's s_cbrt.c (within 0.667 ULP): a first guess from
// the exponent divided by three (to 5 bits), a polynomial step to 23 bits,
// that rounded away from zero to 22 bits so that its square is exact, and
// one Newton step, rounded once.

const (
	cbrtB1 = 715094163 // (1023 - 1023/3 - 0.03306235651)·2^20
	cbrtB2 = 696219795 // (1023 - 1023/3 - 54/3 - 0.03306235651)·2^20
	cbrtP0 = 1.87595182427177009643
	cbrtP1 = -1.88497979543377169875
	cbrtP2 = 1.621429720105354466140
	cbrtP3 = -0.758397934778766047437
	cbrtP4 = 0.145996192886612446982
)

// Cbrt is the cube root of x: ±0, ±Inf and NaN stay. It is the Go twin of
// the vector kernels, which stop at groups holding a subnormal, an
// infinity or a NaN and perform every other operation in this order.
func Cbrt(x float64) float64 {
	a := math.Abs(x)
	if x == 0 || !(a <= math.MaxFloat64) {
		return x + x
	}
	sign := math.Float64bits(x) & (1 << 63)
	var t float64
	if a < 0x1p-1022 { // subnormal: scaled by 2^54 first
		h := uint32(math.Float64bits(float64(a*0x1p54)) >> 32)
		t = math.Float64frombits(sign | uint64(h/3+cbrtB2)<<32)
	} else {
		h := uint32(math.Float64bits(a) >> 32)
		t = math.Float64frombits(sign | uint64(h/3+cbrtB1)<<32)
	}
	// t to 23 bits: t·p(r), r = t³/x.
	r := float64(float64(t*t) * float64(t/x))
	p := cbrtP0 + float64(r*float64(cbrtP1+float64(r*cbrtP2)))
	q := float64(float64(float64(r*r)*r) * float64(cbrtP3+float64(r*cbrtP4)))
	t = float64(t * (p + q))
	// t rounded away from zero to 22 bits, so that t·t is exact.
	t = math.Float64frombits((math.Float64bits(t) + 0x80000000) & 0xffffffffc0000000)
	// One Newton step: t + t·(x/t² - t)/(2t + x/t²).
	s := float64(t * t)
	r = x / s
	w := t + t
	r = (r - t) / (w + r)
	return t + float64(t*r)
}
