package kernel

import (
	"math"
	"math/big"
	"sync"
)

// Go's math.Sin, Cos and Tan reduce their argument with π/4 in three parts
// (and Payne-Hanek past 2^29), which leaves up to 7 ULP near multiples of
// π/2 (sin(π)) and wrong digits at some huge arguments (cos(5.3e255) was
// 3 % off). Here the argument is reduced to r = x - j·π/2 in double-double
// (hi + lo) before Go's kernels run on |r| <= π/4, where they are accurate:
// with π/2 in three float64 parts and exact products (fused multiply-adds)
// below 2^30, and exactly with math/big above.

// π/2 in three float64 parts, and 2/π.
var (
	pio2_1    = 0x1.921fb54442d18p+0
	pio2_2    = 0x1.1a62633145c07p-54
	pio2_3    = -0x1.f1976b7ed8fbcp-110
	twoOverPi = 2 / math.Pi
)

// pio2Big is π/2 to 1344 bits, for the reduction of huge arguments.
var pio2Big = sync.OnceValue(func() *big.Float {
	n, _ := new(big.Int).SetString("c90fdaa22168c234c4c6628b80dc1cd129024e088a67cc74020bbea63b139b22514a08798e3404ddef9519b3cd3a431b302b0a6df25f14374fe1356d6d51c245e485b576625e7ec6f44c42e9a637ed6b0bff5cb6f406b7edee386bfb5a899fa5ae9f24117c4b1fe649286651ece45b3dc2007cb8a163bf0598da48361c55d39a69163fa8fd24cf5f83655d23dca3ad961c62f356208552bb9ed529077096966d670c354e4abc9804", 16)
	f := new(big.Float).SetPrec(1344).SetInt(n)
	return f.SetMantExp(f, -1343)
})

// twoSum returns a + b as s + e exactly (Knuth's branch-free form).
func twoSum(a, b float64) (s, e float64) {
	s = a + b
	bb := s - a
	return s, (a - (s - bb)) + (b - bb)
}

// roundShifter rounds to an integer: fma(v, c, roundShifter) - roundShifter
// is v·c rounded to the nearest integer, ties to even, while |v·c| < 2^51,
// and the sum's low mantissa bits are that integer's in two's complement.
const roundShifter = 0x1.8p52

// trigReduce returns hi + lo = x - j·π/2 (|hi + lo| about π/4 at most)
// and j mod 4, for finite x. Below 2^30 it is off by at most 2^-106·|hi| +
// 2^-129 (exact above), and it is the vector kernels' reduction: x -
// j·pio2_1 is exact (j·pio2_1 and x lie on the grid of 2^-53 wherever j is
// not 0, and the difference is below 1), so one fused multiply-add gives
// it; j·pio2_2 is split exactly into t2 + e2, and the tail j·pio2_3 + e2 is
// rounded once.
func trigReduce(x float64) (hi, lo float64, q int) {
	if math.Abs(x) < 0x1p30 {
		t := math.FMA(x, twoOverPi, roundShifter)
		j := t - roundShifter
		a := math.FMA(-j, pio2_1, x)
		t2 := float64(j * pio2_2)
		e2 := math.FMA(j, pio2_2, -t2)
		hi, l1 := twoSum(a, -t2)
		return hi, l1 - math.FMA(j, pio2_3, e2), int(math.Float64bits(t) & 3)
	}
	const prec = 2600 // exact products of a 1024-bit integer and π/2
	X := new(big.Float).SetPrec(prec).SetFloat64(x)
	Q := new(big.Float).SetPrec(prec).Quo(X, pio2Big())
	J, _ := Q.Int(nil) // toward zero
	frac := new(big.Float).SetPrec(prec).Sub(Q, new(big.Float).SetInt(J))
	if h, _ := frac.Float64(); h > 0.5 {
		J.Add(J, big.NewInt(1))
	} else if h < -0.5 {
		J.Sub(J, big.NewInt(1))
	}
	R := new(big.Float).SetPrec(prec).Mul(new(big.Float).SetPrec(prec).SetInt(J), pio2Big())
	R.Sub(X, R)
	hi, _ = R.Float64()
	lo, _ = R.Sub(R, new(big.Float).SetFloat64(hi)).Float64()
	return hi, lo, int(new(big.Int).And(J, big.NewInt(3)).Int64())
}

// fdlibm's polynomials for sin and cos on [-π/4, π/4] (k_sin.c, k_cos.c).
const (
	sinS1 = -1.66666666666666324348e-01
	sinS2 = 8.33333333332248946124e-03
	sinS3 = -1.98412698298579493134e-04
	sinS4 = 2.75573137070700676789e-06
	sinS5 = -2.50507602534068634195e-08
	sinS6 = 1.58969099521155010221e-10
	cosC1 = 4.16666666666666019037e-02
	cosC2 = -1.38888888888741095749e-03
	cosC3 = 2.48015872894767294178e-05
	cosC4 = -2.75573143513906633035e-07
	cosC5 = 2.08757232129817482790e-09
	cosC6 = -1.13596475577881948265e-11
)

// kSin is sin(x + y) for |x| <= π/4 and y a tail far below x, fdlibm's
// __kernel_sin, x - ((z·(y/2 - v·r) - y) - v·S1) with z = x², v = z·x and
// r = S2 + z·S3 + … + z⁴·S6 by Estrin's scheme, (S2 + z·S3) + z²·((S4 +
// z·S5) + z²·S6), its products fused into its sums as the vector kernels
// compute it. For x = ±0 it is x itself, and it is x for every |x|
// below 2^-27, where x³/6 is under half an ULP of x.
func kSin(x, y float64) float64 {
	z := float64(x * x)
	zz := float64(z * z)
	v := float64(z * x)
	r := math.FMA(math.FMA(sinS6, zz, math.FMA(sinS5, z, sinS4)), zz, math.FMA(sinS3, z, sinS2))
	u := math.FMA(-v, r, float64(0.5*y))
	u = math.FMA(z, u, -y)
	return x - math.FMA(-v, sinS1, u)
}

// kCos is cos(x + y), fdlibm's __kernel_cos, w + (((1 - w) - z/2) + (z²·c -
// x·y)) with w = 1 - z/2 and c = C1 + z·C2 + … + z⁵·C6 by Estrin's
// scheme, (C1 + z·C2) + z²·((C3 + z·C4) + z²·(C5 + z·C6)), fused as kSin.
func kCos(x, y float64) float64 {
	z := float64(x * x)
	zz := float64(z * z)
	c := math.FMA(math.FMA(math.FMA(cosC6, z, cosC5), zz, math.FMA(cosC4, z, cosC3)), zz, math.FMA(cosC2, z, cosC1))
	w := math.FMA(-0.5, z, 1)
	return w + math.FMA(zz, c, math.FMA(-x, y, math.FMA(-0.5, z, 1-w)))
}

// sinCosQ returns sin or cos (cos when shift is 1) of x from its reduction:
// quadrant q+shift picks the kernel and the sign.
func sinCosQ(x float64, shift int) float64 {
	hi, lo, q := trigReduce(x)
	switch (q + shift) & 3 {
	case 0:
		return kSin(hi, lo)
	case 1:
		return kCos(hi, lo)
	case 2:
		return -kSin(hi, lo)
	}
	return -kCos(hi, lo)
}

// Sin is the sine of x: x reduced to hi + lo = x - j·π/2 in double-double
// by trigReduce, then fdlibm's kernels, within one ULP. It is the Go twin
// of the vector kernel for |x| < 2^30. Infinities give NaN; NaN stays.
func Sin(x float64) float64 {
	if x-x != 0 {
		return x - x // NaN: Inf - Inf, or x's own NaN
	}
	return sinCosQ(x, 0)
}

// Cos is the cosine of x, as Sin.
func Cos(x float64) float64 {
	if x-x != 0 {
		return x - x
	}
	return sinCosQ(x, 1)
}

// fdlibm's coefficients of tan on [-0.6744, 0.6744] (k_tan.c), and π/4
// in two parts.
var tanT = [13]float64{
	3.33333333333334091986e-01, 1.33333333333201242699e-01, 5.39682539762260521377e-02, 2.18694882948595424599e-02,
	8.86323982359930005737e-03, 3.59207910759131235356e-03, 1.45620945432529025516e-03, 5.88041240820264096874e-04,
	2.46463134818469906812e-04, 7.81794442939557092300e-05, 7.14072491382608190305e-05, -1.85586374855275456654e-05,
	2.59073051863633712884e-05,
}

const (
	tanPio4   = 7.85398163397448278999e-01
	tanPio4Lo = 3.06161699786838301793e-17
	tanBig    = 0x1.594280p-1 // 0.6744…: fdlibm's bound 0x3fe59428 on the high word
)

// kTan is tan(x + y), or -1/tan(x + y) when odd, for |x| about π/4 at
// most and y a tail far below x: fdlibm's __kernel_tan, its polynomials'
// products fused. From 0.6744 it takes tan(π/4 - |x|), and the result
// from it by tan(π/4 - u) = (1 - tan u)/(1 + tan u) in fdlibm's form;
// -1/tan below splits the quotient, so that it is accurate too.
func kTan(x, y float64, odd bool) float64 {
	big, neg := math.Abs(x) >= tanBig, x < 0
	if big {
		if neg {
			x, y = -x, -y
		}
		z := tanPio4 - x
		w := tanPio4Lo - y
		x, y = z+w, 0
	}
	z := float64(x * x)
	w := float64(z * z)
	r := math.FMA(math.FMA(math.FMA(math.FMA(math.FMA(tanT[11], w, tanT[9]), w, tanT[7]), w, tanT[5]), w, tanT[3]), w, tanT[1])
	v := math.FMA(math.FMA(math.FMA(math.FMA(math.FMA(tanT[12], w, tanT[10]), w, tanT[8]), w, tanT[6]), w, tanT[4]), w, tanT[2])
	v = float64(z * v)
	s := float64(z * x)
	r = y + float64(z*(float64(s*(r+v))+y))
	r += float64(tanT[0] * s)
	w = x + r
	if big {
		sv := 1.0
		if odd {
			sv = -1
		}
		t := sv - 2*(x-(float64(w*w)/(w+sv)-r))
		if neg {
			return -t
		}
		return t
	}
	if !odd {
		return w
	}
	// -1/(x + r): a = -1/w, and t + a·(1 + t·z + t·v) with z and t the
	// high words of w and a and v = r - (z - x), so that z + v = x + r.
	z = hiWord(w)
	v = r - (z - x)
	a := -1 / w
	t := hiWord(a)
	s = 1 + float64(t*z)
	return t + float64(a*(s+float64(t*v)))
}

// Tan is the tangent of x: x reduced to hi + lo = x - j·π/2 by trigReduce,
// then fdlibm's kernel, tan(hi + lo) for even j and -1/tan(hi + lo) for
// odd. ±0 stays; infinities give NaN; NaN stays. It is the Go twin of the
// vector kernels for |x| < 2^30.
func Tan(x float64) float64 {
	switch {
	case x == 0:
		return x
	case x-x != 0:
		return x - x // NaN: Inf - Inf, or x's own NaN
	}
	hi, lo, q := trigReduce(x)
	return kTan(hi, lo, q&1 == 1)
}
