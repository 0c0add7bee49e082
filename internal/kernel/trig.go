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

// trigReduce returns hi + lo = x - j·π/2 (|hi + lo| about π/4 at most,
// to about 2^-100 relative) and j mod 4, for finite x.
func trigReduce(x float64) (hi, lo float64, q int) {
	if math.Abs(x) < 0x1p30 {
		j := math.RoundToEven(x * twoOverPi)
		t1 := j * pio2_1
		e1 := math.FMA(j, pio2_1, -t1) // j·pio2_1 = t1 + e1 exactly
		s := x - t1                    // exact: t1 is within a factor 2 of x
		t2 := j * pio2_2
		e2 := math.FMA(j, pio2_2, -t2)
		hi, lo = twoSum(s, -t2)
		var l2 float64
		hi, l2 = twoSum(hi, -e1)
		lo += l2 - e2 - j*pio2_3
		hi, lo = twoSum(hi, lo)
		return hi, lo, int(int64(j) & 3)
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

// sinR and cosR are sin and cos of hi + lo, |hi| <= about π/4 and |lo| at
// most half an ULP of hi: one call of Go's kernel at hi, and lo times the
// derivative from its Taylor series (cos hi ≈ 1 - hi²/2, sin hi ≈ hi -
// hi³/6, whose errors, times lo, stay below a thousandth of an ULP).
func sinR(hi, lo float64) float64 {
	h2 := hi * hi
	return math.Sin(hi) + lo*(1-0.5*h2+h2*h2/24)
}

func cosR(hi, lo float64) float64 {
	h2 := hi * hi
	return math.Cos(hi) - lo*hi*(1-h2/6)
}

// Sin is the sine of x: Go's math.Sin on the argument reduced by
// trigReduce.
func Sin(x float64) float64 {
	if math.Abs(x) <= math.Pi/4 || x-x != 0 { // small, or Inf and NaN (NaN)
		return math.Sin(x)
	}
	hi, lo, q := trigReduce(x)
	switch q {
	case 0:
		return sinR(hi, lo)
	case 1:
		return cosR(hi, lo)
	case 2:
		return -sinR(hi, lo)
	}
	return -cosR(hi, lo)
}

// Cos is the cosine of x: Go's math.Cos on the argument reduced by
// trigReduce.
func Cos(x float64) float64 {
	if math.Abs(x) <= math.Pi/4 || x-x != 0 {
		return math.Cos(x)
	}
	hi, lo, q := trigReduce(x)
	switch q {
	case 0:
		return cosR(hi, lo)
	case 1:
		return -sinR(hi, lo)
	case 2:
		return -cosR(hi, lo)
	}
	return sinR(hi, lo)
}

// Tan is the tangent of x: Go's math.Tan on the argument reduced by
// trigReduce, and -1/tan, with the division's error corrected, for odd
// multiples of π/2.
func Tan(x float64) float64 {
	if math.Abs(x) <= math.Pi/4 || x-x != 0 {
		return math.Tan(x)
	}
	hi, lo, q := trigReduce(x)
	th := math.Tan(hi)
	tl := lo * (1 + th*th) // tan(hi + lo) = th + tl to first order
	if q&1 == 0 {
		return th + tl
	}
	// -1/(th + tl): the quotient q0 = -1/th and its correction q0·e, where
	// e = q0·th + 1 + q0·tl (the fused multiply-add gives the division's
	// own error exactly).
	q0 := -1 / th
	e := math.FMA(q0, th, 1) + q0*tl
	return q0 + q0*e
}
