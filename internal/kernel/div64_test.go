package kernel

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestMagic64Boundaries divides 64-bit numbers next to multiples of each
// divisor (q·d − 1, q·d, q·d + 1, where a wrong magic number or shift
// shows first) by magic64, against Go's operators, for the four kinds.
func TestMagic64Boundaries(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 64))
	divs := []int64{1, -1, 2, -2, 3, -3, 5, 7, -7, 10, 641, 1 << 32, 1<<32 + 1, 1<<62 - 1, 1 << 62, 1<<62 + 1,
		math.MaxInt64, math.MinInt64, math.MinInt64 + 1}
	for e := range 63 {
		divs = append(divs, int64(1)<<e-1, int64(1)<<e+1, -(int64(1)<<e + 1))
	}
	for range 300 {
		divs = append(divs, int64(rng.Uint64()), int64(rng.Uint64()>>uint(rng.IntN(64))))
	}
	var xs []int64
	for _, y := range divs {
		if y == 0 {
			continue
		}
		xs = xs[:0]
		for _, q := range []int64{0, 1, -1, 2, math.MaxInt64 / y, math.MinInt64 / y, int64(rng.Uint64()) / y, rng.Int64N(1 << 20)} {
			for _, dx := range []int64{-1, 0, 1} {
				xs = append(xs, q*y+dx)
			}
		}
		xs = append(xs, math.MinInt64, math.MaxInt64, math.MinInt64+1)
		for kind := divTrunc; kind <= divMod; kind++ {
			got := make([]int64, len(xs))
			divInt64(kind, got, xs, y)
			for i, x := range xs {
				if want := refDiv(kind, x, y); got[i] != want {
					t.Fatalf("int64 %d by %d, kind %d: %d, want %d", x, y, kind, got[i], want)
				}
			}
			ux := make([]uint64, len(xs))
			for i, x := range xs {
				ux[i] = uint64(x)
			}
			ug := make([]uint64, len(xs))
			divUint64(kind, ug, ux, uint64(y))
			for i, x := range ux {
				if want := refDivUint(kind, x, uint64(y)); ug[i] != want {
					t.Fatalf("uint64 %d by %d, kind %d: %d, want %d", x, uint64(y), kind, ug[i], want)
				}
			}
		}
	}
}

// refDivUint is refDiv for unsigned numbers, whose floor is the truncation.
func refDivUint(kind int, x, y uint64) uint64 {
	if kind == divRem || kind == divMod {
		return x % y
	}
	return x / y
}

// refDiv is x divided by y as kind says, with Go's operators.
func refDiv(kind int, x, y int64) int64 {
	q, r := x/y, x%y
	floor := r != 0 && (r < 0) != (y < 0)
	switch kind {
	case divTrunc:
		return q
	case divRem:
		return r
	case divFloor:
		if floor {
			q--
		}
		return q
	}
	if floor {
		r += y
	}
	return r
}

// TestMagic64InPlace divides a slice into itself (d is a), each kind.
func TestMagic64InPlace(t *testing.T) {
	xs := []int64{-9, -7, -1, 0, 1, 6, 7, 8, math.MinInt64, math.MaxInt64}
	for _, y := range []int64{7, -7, 1, -1, 2} {
		for kind := divTrunc; kind <= divMod; kind++ {
			d := append([]int64(nil), xs...)
			divInt64(kind, d, d, y)
			for i, x := range xs {
				if want := refDiv(kind, x, y); d[i] != want {
					t.Errorf("in place, %d by %d, kind %d: %d, want %d", x, y, kind, d[i], want)
				}
			}
			u := make([]uint64, len(xs))
			for i, x := range xs {
				u[i] = uint64(x)
			}
			divUint64(kind, u, u, uint64(y))
			for i, x := range xs {
				if want := refDivUint(kind, uint64(x), uint64(y)); u[i] != want {
					t.Errorf("in place, uint64 %d by %d, kind %d: %d, want %d", uint64(x), uint64(y), kind, u[i], want)
				}
			}
		}
	}
}
