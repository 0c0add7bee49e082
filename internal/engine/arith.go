package engine

import (
	"math"
	"math/bits"
	"unsafe"

	"golang.org/x/exp/constraints"
)

// MulInt returns a*b and reports whether the product fits in an int.
func MulInt(a, b int) (int, bool) {
	neg := (a < 0) != (b < 0)
	hi, lo := bits.Mul64(AbsU(a), AbsU(b))
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

// AddInt returns a+b and reports whether the sum fits in an int.
func AddInt(a, b int) (int, bool) {
	c := a + b
	if (c > a) != (b > 0) {
		return 0, false
	}
	return c, true
}

// AbsU returns |a| as a uint64; it is exact for math.MinInt.
func AbsU(a int) uint64 {
	if a < 0 {
		return -uint64(a)
	}
	return uint64(a)
}

// MaxOf returns the largest value of I as a uint64.
func MaxOf[I constraints.Integer]() uint64 {
	var z I
	w := uint(unsafe.Sizeof(z)) * 8
	if ^z < 0 { // signed
		return 1<<(w-1) - 1
	}
	return 1<<w - 1 // w == 64 wraps to MaxUint64 as intended
}
