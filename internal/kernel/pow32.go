package kernel

import "math"

// The float32 power's tables and polynomials (scripts/gen_pow32_table.py):
// c⁻¹ and log2 c for the 16 intervals of z in [0.703125, 1.40625), entry 9
// the one holding 1 (c⁻¹ = 1, log2 c = 0); log2(1+r) = r·L(r) and 2^r =
// 1 + r·E(r) for |r| <= 1/32, lowest degree first, relative errors about
// 2^-44 and 2^-46.6.
var (
	pow32InvC = [16]float64{
		0x1.642c8590b2164p+00, 0x1.5555555555555p+00, 0x1.47ae147ae147bp+00, 0x1.3b13b13b13b14p+00,
		0x1.2f684bda12f68p+00, 0x1.2492492492492p+00, 0x1.1a7b9611a7b96p+00, 0x1.1111111111111p+00,
		0x1.0842108421084p+00, 0x1p+00, 0x1.e1e1e1e1e1e1ep-01, 0x1.c71c71c71c71cp-01,
		0x1.af286bca1af28p-01, 0x1.999999999999ap-01, 0x1.8618618618618p-01, 0x1.745d1745d1746p-01,
	}
	pow32Log2C = [16]float64{
		-0x1.e7df5fe538ab3p-02, -0x1.a8ff971810a5dp-02, -0x1.6cb0f6865c8ebp-02, -0x1.32bfee370ee6ap-02,
		-0x1.f5fd8a9063e32p-03, -0x1.8a8980abfbd3p-03, -0x1.22dadc2ab3496p-03, -0x1.7d60496cfbb4bp-04,
		-0x1.77394c9d958dp-05, 0, 0x1.663f6fac91318p-04, 0x1.5c01a39fbd68bp-03,
		0x1.fbc16b902680dp-03, 0x1.49a784bcd1b8ap-02, 0x1.91bba891f170ap-02, 0x1.d6753e032ea0ep-02,
	}
	pow32L = [7]float64{
		0x1.71547652b82fep+00, -0x1.71547652e0a34p-01, 0x1.ec709dc3e82ap-02, -0x1.71546c361fe5ap-02,
		0x1.2776bc11ef99ap-02, -0x1.ed125b25e54dp-03, 0x1.a6a7284209efp-03,
	}
	pow32E = [5]float64{
		0x1.62e42fefa39efp-01, 0x1.ebfbdff6988c8p-03, 0x1.c6b08d6faa1bep-05, 0x1.3b2c4ac7da565p-07,
		0x1.5d893e58acc63p-10,
	}
)

const (
	// pow32Off is bits(0.703125): bits(x) - pow32Off holds k in its top 12
	// bits and the table index in the next 4.
	pow32Off = 0x3fe6800000000000
	// pow32Max bounds |y·log2 x| for the float64 exponential: 2^±1000 is
	// a normal float64, and far past float32's range.
	pow32Max = 1000
)

// pow32 is x^y for float32s, within one ULP of the correctly rounded result
// (within about 0.5 + 2^-13 of a float32 ULP of the exact result, the
// error of log2 x carried by |t| up to about 150): 2^t, t = y·log2 x, in
// float64, with log2 x to about 2^-44 relative (pow32Log2) and the
// exponential to about 2^-46 (pow32Exp2), rounded once to float32. Powers
// of two stay exact (log2 2^k is k, and 2^t of an integer t is exact), so
// 2^-150 rounds to 0 as the exact value does; and x^2 is x·x in float64
// (exact) rounded once, the correctly rounded square, as Square gives it
// (the exponential rounds an exact square that lies halfway between two
// float32s either way). A base outside (0, +Inf) (float32's subnormals
// are float64 normals) or an exponent that is not finite takes Pow's
// float64 result rounded to float32 (its special values are NumPy's), and
// so does |t| past pow32Max, where that result is 0 or +Inf. It is the Go
// twin of the vector kernels, which stop at groups holding such a base or
// exponent, and give the same 0 or +Inf past pow32Max: the AVX2 kernel
// from t clamped to ±pow32Max, the AVX-512 one from 2^t unbounded
// (VSCALEFPD overflows or underflows exactly).
func pow32(x, y float32) float32 {
	xf, yf := float64(x), float64(y)
	if yf == 2 {
		return float32(xf * xf)
	}
	if xf >= 0x1p-1022 && xf <= math.MaxFloat64 && math.Abs(yf) <= math.MaxFloat64 {
		if t := yf * pow32Log2(xf); math.Abs(t) <= pow32Max {
			return float32(pow32Exp2(t))
		}
	}
	return float32(Pow(xf, yf))
}

// pow32Log2 is log2 x for a positive normal x: x = 2^k·z, r = z·c⁻¹ - 1
// (one rounding), and (k + log2 c) + r·L(r), L by Horner's rule.
func pow32Log2(x float64) float64 {
	b := math.Float64bits(x)
	tmp := b - pow32Off
	k := float64(int64(tmp) >> 52)
	i := tmp >> 48 & 15
	z := math.Float64frombits(b - tmp&(0xfff<<52))
	r := math.FMA(z, pow32InvC[i], -1)
	p := pow32L[6]
	for j := 5; j >= 0; j-- {
		p = math.FMA(p, r, pow32L[j])
	}
	return math.FMA(r, p, k+pow32Log2C[i])
}

// pow32Exp2 is 2^t for |t| <= pow32Max: k = round(16t), r = t - k/16
// (exact), 2^(k mod 16 / 16) from expTabHi times 1 + r·E(r), and 2^(k>>4)
// applied exactly.
func pow32Exp2(t float64) float64 {
	u := math.FMA(t, 16, expShift)
	kf := u - expShift
	r := math.FMA(kf, -1.0/16, t)
	p := pow32E[4]
	for j := 3; j >= 0; j-- {
		p = math.FMA(p, r, pow32E[j])
	}
	hi := expTabHi[math.Float64bits(u)&15]
	p *= r
	return math.FMA(hi, p, hi) * pow2(int32(int64(kf)>>4))
}
