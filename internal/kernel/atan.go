package kernel

import "math"

// Arctangent by fdlibm's algorithm (s_atan.c): |x| reduced to one of five
// intervals around 0, 0.5, 1, 1.5 and ∞ (x itself, (2x-1)/(2+x),
// (x-1)/(x+1), (x-1.5)/(1+1.5x) and -1/x), an odd polynomial of degree 21
// in the reduced argument, and atan of the interval's point in two parts.
// Our form fuses the products of the polynomial and 1 + 1.5x, and folds
// the first interval into the others with a point of 0, so that the vector
// kernels run one path for every lane.

// atanHi and atanLo are atan of the intervals' points 0, 0.5, 1, 1.5 and
// ∞ in two parts (fdlibm's atanhi and atanlo, after a zero).
var (
	atanHi = [5]float64{0, 4.63647609000806093515e-01, 7.85398163397448278999e-01, 9.82793723247329054082e-01, 1.57079632679489655800e+00}
	atanLo = [5]float64{0, 2.26987774529616870924e-17, 3.06161699786838301793e-17, 1.39033110312309984516e-17, 6.12323399573676603587e-17}
)

// atanT are fdlibm's coefficients aT[0] to aT[10].
var atanT = [11]float64{
	3.33333333333329318027e-01, -1.99999999998764832476e-01, 1.42857142725034663711e-01, -1.11111104054623557880e-01,
	9.09088713343650656196e-02, -7.69187620504482999495e-02, 6.66107313738753120669e-02, -5.83357013379057348645e-02,
	4.97687799461593236017e-02, -3.65315727442169155270e-02, 1.62858201153657823623e-02,
}

// Atan is the arctangent of x, within one ULP of the correctly rounded
// result: ±0 stays, ±Inf gives ±π/2 rounded, NaN stays. It is the Go twin
// of the vector kernels, which stop at groups holding a NaN and perform
// every other operation in this order.
func Atan(x float64) float64 {
	if x != x {
		return x
	}
	h, t := atanParts(math.Abs(x), 0)
	return math.Copysign(h-t, x)
}

// atanParts returns h and t with atan(a + c) = h - t for a >= 0 (not NaN)
// and c far below a: h is atan of a's interval's point (atanHi), and t the
// rest, t·s - (atanLo + c) - t for the reduced argument t, rounded twice;
// c/(1 + a²) moves atan a by c to first order, so c here is that.
func atanParts(a, c float64) (h, t float64) {
	// The interval: its point's index, and the reduced argument num/den.
	id, num, den := 0, a, 1.0
	switch {
	case a < 0.4375:
	case a < 0.6875:
		id, num, den = 1, math.FMA(2, a, -1), 2+a
	case a < 1.1875:
		id, num, den = 2, a-1, a+1
	case a < 2.4375:
		id, num, den = 3, a-1.5, math.FMA(1.5, a, 1)
	default:
		id, num, den = 4, -1, a
	}
	r := num / den
	z := float64(r * r)
	w := float64(z * z)
	s1 := math.FMA(w, atanT[10], atanT[8])
	s1 = math.FMA(w, s1, atanT[6])
	s1 = math.FMA(w, s1, atanT[4])
	s1 = math.FMA(w, s1, atanT[2])
	s1 = math.FMA(w, s1, atanT[0])
	s2 := math.FMA(w, atanT[9], atanT[7])
	s2 = math.FMA(w, s2, atanT[5])
	s2 = math.FMA(w, s2, atanT[3])
	s2 = math.FMA(w, s2, atanT[1])
	s := math.FMA(z, s1, float64(w*s2)) // z·s1 + w·s2
	return atanHi[id], math.FMA(r, s, -(atanLo[id]+c)) - r
}
