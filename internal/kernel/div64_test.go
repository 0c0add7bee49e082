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
			checkDiv64(t, kind, xs, y, false)
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
			checkDiv64(t, kind, xs, y, true)
		}
	}
}

// checkDiv64 divides xs by y as kind says with divInt64, and xs and y
// read as uint64 with divUint64, into new slices or (inPlace) into the
// dividends' own, against refDiv and refDivUint.
func checkDiv64(t *testing.T, kind int, xs []int64, y int64, inPlace bool) {
	t.Helper()
	d, src := make([]int64, len(xs)), xs
	if inPlace {
		copy(d, xs)
		src = d
	}
	divInt64(kind, d, src, y)
	for i, x := range xs {
		if want := refDiv(kind, x, y); d[i] != want {
			t.Fatalf("int64 %d by %d, kind %d, in place %v: %d, want %d", x, y, kind, inPlace, d[i], want)
		}
	}
	u, usrc := make([]uint64, len(xs)), make([]uint64, len(xs))
	for i, x := range xs {
		usrc[i] = uint64(x)
	}
	if inPlace {
		copy(u, usrc)
		usrc = u
	}
	divUint64(kind, u, usrc, uint64(y))
	for i, x := range xs {
		if want := refDivUint(kind, uint64(x), uint64(y)); u[i] != want {
			t.Fatalf("uint64 %d by %d, kind %d, in place %v: %d, want %d", uint64(x), uint64(y), kind, inPlace, u[i], want)
		}
	}
}
