package tensor

import (
	"math"
	"math/bits"
)

// mulInt returns a*b and reports whether the product fits in an int.
func mulInt(a, b int) (int, bool) {
	neg := (a < 0) != (b < 0)
	hi, lo := bits.Mul64(absU(a), absU(b))
	if hi != 0 {
		return 0, false
	}
	if neg {
		if lo > uint64(math.MaxInt)+1 {
			return 0, false
		}
		return int(-lo), true
	}
	if lo > math.MaxInt {
		return 0, false
	}
	return int(lo), true
}

// addInt returns a+b and reports whether the sum fits in an int.
func addInt(a, b int) (int, bool) {
	c := a + b
	if (c > a) != (b > 0) {
		return 0, false
	}
	return c, true
}

// absU returns |a| as a uint64; it is exact for math.MinInt.
func absU(a int) uint64 {
	if a < 0 {
		return -uint64(a)
	}
	return uint64(a)
}
