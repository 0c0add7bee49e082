package kernel

import (
	"math"
	"math/rand/v2"
	"testing"
)

// nanBits returns a NaN of float type F with a payload and sign of its
// own, for k > 0.
func nanBits[F Float](k int) F {
	var z F
	switch any(z).(type) {
	case float32:
		v := math.Float32frombits(0x7fc00000 | uint32(k)&0x3fffff | uint32(k&1)<<31)
		return F(v)
	}
	return F(math.Float64frombits(0x7ff8000000000000 | uint64(k)&0xfffffffffffff | uint64(k&1)<<63))
}

// floatsWithNaNs returns n values with, at random, NaNs of distinct
// payloads and signs, ±0 and ±Inf among ordinary values (some runs all
// zeros and NaN-free, where the extreme is a tie of zeros); tag keeps the
// payloads of two calls apart.
func floatsWithNaNs[F Float](r *rand.Rand, n, tag int) []F {
	x := make([]F, n)
	zeros := r.IntN(4) == 0
	for i := range x {
		if zeros {
			x[i] = F(math.Copysign(0, float64(r.IntN(2))-0.5))
			continue
		}
		switch r.IntN(12) {
		case 0:
			x[i] = nanBits[F](tag<<16 | i + 1)
		case 1:
			x[i] = F(math.Copysign(0, float64(r.IntN(2))-0.5))
		case 2:
			x[i] = F(math.Inf(1 - 2*r.IntN(2)))
		default:
			x[i] = F(r.NormFloat64())
		}
	}
	return x
}

func sameFloatBits[F Float](a, b F) bool {
	switch v := any(a).(type) {
	case float32:
		return math.Float32bits(v) == math.Float32bits(any(b).(float32))
	}
	return math.Float64bits(any(a).(float64)) == math.Float64bits(any(b).(float64))
}

// TestExtremeFirstNaN checks that the vector minimum and maximum kernels
// (elementwise, over a run, over rows; AVX2 and AVX-512) keep the NaN a
// fold in order keeps, bit for bit with their Go twins: the earlier
// operand's (the accumulator's) when both are NaN, with its sign and
// payload, and the first of a run; the first of equal zeros too.
func TestExtremeFirstNaN(t *testing.T) {
	testExtremeFirstNaN[float64](t)
	testExtremeFirstNaN[float32](t)
}

func testExtremeFirstNaN[F Float](t *testing.T) {
	wide := reduceWide
	defer func() { reduceWide = wide }()
	r := rand.New(rand.NewPCG(25, 26))
	for _, w := range []bool{false, wide} {
		reduceWide = w
		for _, n := range []int{1, 7, 8, 31, 64, 100, 515} {
			for _, max := range []bool{false, true} {
				for trial := range 20 {
					d := floatsWithNaNs[F](r, n, 2*trial+1)
					s := floatsWithNaNs[F](r, n, 2*trial+2)
					got, want := append([]F(nil), d...), append([]F(nil), d...)
					ExtremeVV(max, got, s)
					withGo(func() { ExtremeVV(max, want, s) })
					for i := range got {
						if !sameFloatBits(got[i], want[i]) {
							t.Fatalf("%T ExtremeVV max=%v wide=%v n=%d: element %d is %x, want %x (of %v and %v)", got[i], max, w, n, i, got[i], want[i], d[i], s[i])
						}
					}
					acc := d[0]
					a := ExtremeRun(max, acc, s, 0, 1, n)
					var b F
					withGo(func() { b = ExtremeRun(max, acc, s, 0, 1, n) })
					if !sameFloatBits(a, b) {
						t.Fatalf("%T ExtremeRun max=%v n=%d from %v: %v (%x), want %v (%x)", a, max, n, acc, a, a, b, b)
					}
					rows := 3
					src := floatsWithNaNs[F](r, rows*n, 2*trial+3)
					got, want = append([]F(nil), d...), append([]F(nil), d...)
					ExtremeRows(max, got, src, 0, n, rows)
					withGo(func() { ExtremeRows(max, want, src, 0, n, rows) })
					for i := range got {
						if !sameFloatBits(got[i], want[i]) {
							t.Fatalf("%T ExtremeRows max=%v wide=%v n=%d: element %d is %x, want %x", got[i], max, w, n, i, got[i], want[i])
						}
					}
				}
			}
		}
	}
}

// TestNanExtremeRows checks NanExtremeRows, with the AVX2 and the AVX-512
// rows kernels and in Go, against the fold by hand: each element takes a
// row's element only where that is strictly greater (less), so NaNs are
// skipped and the first of equal zeros kept; rows shorter than a vector,
// row by row (up to FoldRowsMax) and four at a time (longer), each number
// of rows around the group of four.
func TestNanExtremeRows(t *testing.T) {
	testNanExtremeRows[float64](t)
	testNanExtremeRows[float32](t)
}

func testNanExtremeRows[F Float](t *testing.T) {
	wide := reduceWide
	defer func() { reduceWide = wide }()
	r := rand.New(rand.NewPCG(27, 28))
	elem := func() F {
		switch r.IntN(8) {
		case 0:
			return F(math.NaN())
		case 1:
			return 0
		case 2:
			return F(math.Copysign(0, -1))
		case 3:
			return F(math.Inf(1 - 2*r.IntN(2)))
		}
		return F(r.NormFloat64())
	}
	for _, w := range []bool{false, wide} {
		reduceWide = w
		for _, n := range []int{1, 7, 31, 32, 64, 100, 515, 600} {
			for _, nrows := range []int{1, 3, 4, 5, 9} {
				for _, max := range []bool{false, true} {
					ls, so := n+3, 2
					src := make([]F, so+nrows*ls)
					for i := range src {
						src[i] = elem()
					}
					d := make([]F, n)
					for i := range d {
						if d[i] = elem(); d[i] != d[i] {
							d[i] = F(math.Copysign(0, -1)) // d holds no NaN
						}
					}
					want := append([]F(nil), d...)
					for row := range nrows {
						for j := range want {
							if v := src[so+row*ls+j]; max && v > want[j] || !max && v < want[j] {
								want[j] = v
							}
						}
					}
					got, twin := append([]F(nil), d...), append([]F(nil), d...)
					NanExtremeRows(max, got, src, so, ls, nrows)
					withGo(func() { NanExtremeRows(max, twin, src, so, ls, nrows) })
					for j := range want {
						if !sameFloatBits(got[j], want[j]) || !sameFloatBits(twin[j], want[j]) {
							t.Fatalf("%T NanExtremeRows max=%v wide=%v n=%d rows=%d: element %d is %v, Go %v, want %v", got[j], max, w, n, nrows, j, got[j], twin[j], want[j])
						}
					}
				}
			}
		}
	}
}
