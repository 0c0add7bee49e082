package kernel

import "math"

// The float32 tanh: below 0.625, tanh x = x + x·z·P(z) with z = x²; from
// 0.625, sixteen intervals of |x|, each with its own polynomial of degree
// 6 in y = |x| - m (m the interval's middle) whose constant term is held
// in two float32 parts, the index from the bits of |x| as NumPy's float32
// tanh (after SVML) takes it. |x| is clamped to 9.5: tanh rounds to 1 past
// 9.01. Every operation is a float32 one, sixteen lanes to an AVX-512
// vector, the fused multiply-adds rounded once (fma32), so that the Go
// twin tanh32 gives the kernels' bits. scripts/gen_tanh32_table.py prints
// the polynomials.

// tanh32Off is the float32 bits of 0.625, where the intervals begin:
// interval i holds the |x| whose bits minus tanh32Off, shifted right by 21,
// are i (three intervals in [0.625, 1), four in each binade to 8, and [8,
// 10)).
const tanh32Off = 0x3f200000

// tanh32Clamp bounds |x| before the interval's polynomial.
const tanh32Clamp = 9.5

// tanh32Small is P, highest degree first.
var tanh32Small = [...]float32{0x1.2c83cp-09, -0x1.116a16p-07, 0x1.64a976p-06, -0x1.ba08c4p-05, 0x1.1110eap-03, -0x1.555556p-02}

var (
	// tanh32Mid are the intervals' middles m; tanh32C0Hi + tanh32C0Lo is
	// their tanh(m).
	tanh32Mid = [...]float32{
		0x1.6p-01, 0x1.ap-01, 0x1.ep-01, 0x1.2p+00,
		0x1.6p+00, 0x1.ap+00, 0x1.ep+00, 0x1.2p+01,
		0x1.6p+01, 0x1.ap+01, 0x1.ep+01, 0x1.2p+02,
		0x1.6p+02, 0x1.ap+02, 0x1.ep+02, 0x1.2p+03,
	}
	tanh32C0Hi = [...]float32{
		0x1.3157ep-01, 0x1.5789p-01, 0x1.77d838p-01, 0x1.9e5cb6p-01,
		0x1.c278a6p-01, 0x1.d9c6fap-01, 0x1.e8789ep-01, 0x1.f4bfd6p-01,
		0x1.fbd50ap-01, 0x1.fe767ap-01, 0x1.ff6f18p-01, 0x1.ffdfa8p-01,
		0x1.fffbap-01, 0x1.ffff68p-01, 0x1.ffffecp-01, 0x1.fffffep-01,
	}
	tanh32C0Lo = [...]float32{
		-0x1.608ea4p-29, -0x1.de5accp-26, 0x1.c680bp-26, -0x1.16eca6p-27,
		-0x1.ab6372p-26, 0x1.fcc39p-26, 0x1.9d81bcp-26, 0x1.85bfa4p-26,
		-0x1.46147p-27, -0x1.45958cp-26, -0x1.62ae24p-27, -0x1.bd58dp-26,
		-0x1.a07c2ep-26, 0x1.3fb26ep-27, -0x1.0eb872p-26, 0x1.f4b3aep-26,
	}
)

// tanh32C are the intervals' coefficients of y¹ to y⁶, c1 first.
var tanh32C = [6][16]float32{
	{
		0x1.49e6cp-01, 0x1.197fcep-01, 0x1.d834d2p-02, 0x1.615002p-02,
		0x1.cea744p-03, 0x1.265e34p-03, 0x1.6fcfa6p-04, 0x1.64108ap-05,
		0x1.09a7a6p-06, 0x1.88ef68p-08, 0x1.21a7aep-09, 0x1.02bec8p-11,
		0x1.1832dcp-14, 0x1.2f5ffap-17, 0x1.4875bcp-20, 0x1.05a628p-24,
	},
	{
		-0x1.897d28p-02, -0x1.79c0ep-02, -0x1.5aa21cp-02, -0x1.1defacp-02,
		-0x1.970e08p-03, -0x1.10646ep-03, -0x1.5ee892p-04, -0x1.5c3d9p-05,
		-0x1.077e0cp-06, -0x1.87c164p-08, -0x1.2155b4p-09, -0x1.02ae7p-11,
		-0x1.183078p-14, -0x1.2f5fap-17, -0x1.4875bp-20, -0x1.05a628p-24,
	},
	{
		0x1.d691d4p-07, 0x1.071ffep-04, 0x1.84400ep-04, 0x1.c68fcp-04,
		0x1.97d94ep-04, 0x1.33de1p-04, 0x1.a85d78p-05, 0x1.bbcdb4p-06,
		0x1.599652p-07, 0x1.039854p-08, 0x1.80eb24p-10, 0x1.589c34p-12,
		0x1.756b8cp-15, 0x1.94575cp-18, 0x1.b5c7ccp-21, 0x1.5aa3a6p-25,
	},
	{
		0x1.e98234p-04, 0x1.4716d2p-04, 0x1.6269f4p-05, 0x1.ac31f8p-09,
		-0x1.5dd59ep-06, -0x1.9d29e8p-06, -0x1.55d5f4p-06, -0x1.93c836p-07,
		-0x1.4e3bccp-08, -0x1.00787ep-09, -0x1.7f37dep-11, -0x1.5855bep-13,
		-0x1.7570d4p-16, -0x1.94692cp-19, -0x1.b5dcb2p-22, -0x1.5bc48p-26,
	},
	{
		-0x1.cd0bb4p-05, -0x1.ecef28p-05, -0x1.c4fc3cp-05, -0x1.0755ecp-05,
		-0x1.39a33p-07, 0x1.7be49ep-10, 0x1.2b6a82p-08, 0x1.04c822p-08,
		0x1.f51f9ap-10, 0x1.930718p-11, 0x1.31fa6ep-12, 0x1.1b29ecp-14,
		0x1.33b944p-17, 0x1.4d5786p-20, 0x1.68ebc2p-23, 0x1.3a3a42p-27,
	},
	{
		-0x1.7bd26cp-07, 0x1.db6a34p-08, 0x1.167572p-06, 0x1.2f48b6p-06,
		0x1.6757p-07, 0x1.0d1a18p-08, 0x1.50fc3ep-11, -0x1.7c4f7ap-11,
		-0x1.1dee1cp-11, -0x1.fd78ap-13, -0x1.8fe2d4p-14, -0x1.7537fp-16,
		-0x1.970c28p-19, -0x1.b92396p-22, -0x1.ddad62p-25, -0x1.96de0ap-29,
	},
}

// fma32 is a·b + c rounded once to float32, the float32 fused
// multiply-add: the product is exact in float64, the sum is rounded to odd
// there (to the neighbour with an odd last bit when it is inexact), and
// rounding that to float32 is then correct, 53 bits being more than
// float32's 24 plus two.
func fma32(a, b, c float32) float32 {
	p := float64(float64(a) * float64(b))
	s, e := twoSum(p, float64(c))
	if e != 0 && math.Float64bits(s)&1 == 0 {
		s = math.Nextafter(s, math.Copysign(math.Inf(1), e))
	}
	return float32(s)
}

// tanh32 is the hyperbolic tangent of a float32, within one ULP of the
// correctly rounded float32, as the float32 tanh kernels compute it (see
// above): NaN stays, ±Inf gives ±1, and the sign of x is the result's.
func tanh32(x float32) float32 {
	a := math.Float32frombits(math.Float32bits(x) &^ (1 << 31))
	if a != a {
		return x
	}
	var r float32
	if a < 0.625 {
		z := float32(a * a)
		p := tanh32Small[0]
		for _, c := range tanh32Small[1:] {
			p = fma32(p, z, c)
		}
		r = fma32(float32(a*z), p, a)
	} else {
		a = min(a, tanh32Clamp)
		i := (math.Float32bits(a) - tanh32Off) >> 21
		y := a - tanh32Mid[i]
		p := tanh32C[5][i]
		for k := 4; k >= 0; k-- {
			p = fma32(p, y, tanh32C[k][i])
		}
		r = tanh32C0Hi[i] + fma32(y, p, tanh32C0Lo[i])
	}
	return math.Float32frombits(math.Float32bits(r) | math.Float32bits(x)&(1<<31))
}
