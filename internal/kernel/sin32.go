package kernel

import "math"

// The float32 sin and cos compute in float32 arithmetic, sixteen lanes to
// an AVX-512 vector, below sinCos32Fast in magnitude: j = round(x·2/π) by
// a shifter, x - j·π/2 as a float32 pair rh + rl (x - j·p1 exact in one
// fused multiply-add, j·p2 split exactly, the tail rounded once), and
// fdlibm's forms with float32 polynomials of degree 3 (sin rh + (rl·(1 -
// z/2) + rh·z·S(z)), cos w + ((((1 - w) - z/2) - rh·rl) + z²·C(z)), w = 1 -
// z/2, z = rh²). Their fused multiply-adds are rounded once in Go too
// (fma32), so the Go twins give the kernels' bits.
// scripts/gen_sincos32_poly.py prints the constants.

// π/2 in three float32 parts, and 2/π.
const (
	pio2F32a     float32 = 0x1.921fb6p+00
	pio2F32b     float32 = -0x1.777a5cp-25
	pio2F32c     float32 = -0x1.ee59dap-50
	twoOverPiF32 float32 = 0x1.45f306p-01
	shifterF32   float32 = 0x1.8p23 // rounds to an integer, as roundShifter
	sinCos32Fast float32 = 0x1p20   // the float32 kernels' range
	sinCos32Tiny float32 = 0x1p-12  // below it, sin x rounds to x
)

// sin32S and cos32C are S and C, highest degree first.
var (
	sin32S = [...]float32{0x1.6db388p-19, -0x1.a01388p-13, 0x1.11110ep-07, -0x1.555556p-03}
	cos32C = [...]float32{-0x1.251d4ap-22, 0x1.a015aep-16, -0x1.6c16cp-10, 0x1.555556p-05}
)

// twoSum32 is twoSum in float32.
func twoSum32(a, b float32) (s, e float32) {
	s = a + b
	bb := s - a
	return s, (a - (s - bb)) + (b - bb)
}

// sinCosF32 is sin x (cos x when shift is 1) for |x| below sinCos32Fast,
// as the float32 kernels compute it (see above).
func sinCosF32(x float32, shift uint32) float32 {
	t := fma32(x, twoOverPiF32, shifterF32)
	j := t - shifterF32
	a := fma32(-j, pio2F32a, x) // exact
	t2 := float32(j * pio2F32b)
	e2 := fma32(j, pio2F32b, -t2) // exact
	rh, l1 := twoSum32(a, -t2)
	rl := l1 - fma32(j, pio2F32c, e2)
	z := float32(rh * rh)
	q := math.Float32bits(t) + shift
	var v float32
	if q&1 == 0 {
		s := sin32S[0]
		for _, c := range sin32S[1:] {
			s = fma32(s, z, c)
		}
		v = rh + fma32(float32(rh*z), s, fma32(-0.5*z, rl, rl))
	} else {
		c := cos32C[0]
		for _, k := range cos32C[1:] {
			c = fma32(c, z, k)
		}
		w := fma32(-0.5, z, 1)
		v = w + fma32(float32(z*z), c, fma32(-rh, rl, fma32(-0.5, z, 1-w)))
	}
	if q&2 != 0 {
		v = -v
	}
	return v
}

// sin32 is the sine of a float32: x itself below 2^-12 (where it rounds to
// x, and -0 stays), sinCosF32 below 2^20, and Sin rounded to float32 above
// (its exact reduction), for infinities and for NaN.
func sin32(x float32) float32 {
	switch a := math.Float32frombits(math.Float32bits(x) &^ (1 << 31)); {
	case !(a < sinCos32Fast):
		return float32(Sin(float64(x)))
	case a < sinCos32Tiny:
		return x
	}
	return sinCosF32(x, 0)
}

// cos32 is the cosine of a float32, as sin32.
func cos32(x float32) float32 {
	if !(math.Float32frombits(math.Float32bits(x)&^(1<<31)) < sinCos32Fast) {
		return float32(Cos(float64(x)))
	}
	return sinCosF32(x, 1)
}
