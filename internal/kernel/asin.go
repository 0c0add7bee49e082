package kernel

import "math"

// Arcsine and arccosine by fdlibm's algorithms (e_asin.c, e_acos.c), within
// one ULP: a rational approximation of asin on [0, 0.5], and for larger
// arguments asin(x) = π/2 - 2·asin(√((1-x)/2)) with π/2 and the square root
// each carried in two parts. Go's math.Asin and math.Acos go through
// atan(x/√(1-x²)), which was 3 and 8 ULP off near ±1.

const (
	asinPio2Hi = 1.57079632679489655800e+00
	asinPio2Lo = 6.12323399573676603587e-17
	asinPio4Hi = 7.85398163397448278999e-01
	asinPi     = 3.14159265358979311600e+00
	asinPS0    = 1.66666666666666657415e-01
	asinPS1    = -3.25565818622400915405e-01
	asinPS2    = 2.01212532134862925881e-01
	asinPS3    = -4.00555345006794114027e-02
	asinPS4    = 7.91534994289814532176e-04
	asinPS5    = 3.47933107596021167570e-05
	asinQS1    = -2.40339491173441421878e+00
	asinQS2    = 2.02094576023350569471e+00
	asinQS3    = -6.88283971605453293030e-01
	asinQS4    = 7.70381505559019352791e-02
)

// asinRatio returns fdlibm's p(t)/q(t), asin(√t)/√t - 1 over t.
func asinRatio(t float64) float64 {
	p := float64(t * (asinPS0 + float64(t*(asinPS1+float64(t*(asinPS2+float64(t*(asinPS3+float64(t*(asinPS4+float64(t*asinPS5)))))))))))
	q := 1 + float64(t*(asinQS1+float64(t*(asinQS2+float64(t*(asinQS3+float64(t*asinQS4)))))))
	return p / q
}

// hiWord returns x with its low 32 bits cleared.
func hiWord(x float64) float64 { return math.Float64frombits(math.Float64bits(x) &^ 0xffffffff) }

// Asin is the arcsine of x: NaN outside [-1, 1], ±0 stays.
func Asin(x float64) float64 {
	ax := math.Abs(x)
	switch {
	case ax > 1 || x != x:
		return math.NaN()
	case ax == 1:
		return float64(x*asinPio2Hi) + float64(x*asinPio2Lo)
	case ax < 0.5:
		if ax < 0x1p-27 {
			return x
		}
		return x + float64(x*asinRatio(float64(x*x)))
	}
	t := (1 - ax) * 0.5
	s := math.Sqrt(t)
	var r float64
	if ax >= 0.975 {
		r = asinPio2Hi - (2*(s+float64(s*asinRatio(t))) - asinPio2Lo)
	} else {
		w := hiWord(s)
		c := (t - float64(w*w)) / (s + w)
		p := float64(2*float64(s*asinRatio(t))) - (asinPio2Lo - 2*c)
		q := asinPio4Hi - 2*w
		r = asinPio4Hi - (p - q)
	}
	return math.Copysign(r, x)
}

// Acos is the arccosine of x: NaN outside [-1, 1].
func Acos(x float64) float64 {
	ax := math.Abs(x)
	switch {
	case ax > 1 || x != x:
		return math.NaN()
	case x == 1:
		return 0
	case x == -1:
		return asinPi + 2*asinPio2Lo
	case ax < 0.5:
		if ax <= 0x1p-57 {
			return asinPio2Hi + asinPio2Lo
		}
		return asinPio2Hi - (x - (asinPio2Lo - float64(x*asinRatio(float64(x*x)))))
	case x < 0:
		z := (1 + x) * 0.5
		s := math.Sqrt(z)
		w := float64(asinRatio(z)*s) - asinPio2Lo
		return asinPi - 2*(s+w)
	}
	z := (1 - x) * 0.5
	s := math.Sqrt(z)
	df := hiWord(s)
	c := (z - float64(df*df)) / (s + df)
	w := float64(asinRatio(z)*s) + c
	return 2 * (df + w)
}
