package kernel

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
)

// sqInputs returns n values of T at offset off in a longer slice: mostly
// normal draws over a wide range of magnitudes, and, when special, a few
// NaNs of both signs, infinities and zeros of both signs.
func sqInputs[T Real](r *rand.Rand, off, n int, special bool) []T {
	x := make([]T, off+n+3)
	for i := range x {
		v := r.NormFloat64() * math.Pow(10, float64(r.IntN(8)-4))
		if special {
			switch r.IntN(3000) {
			case 0:
				v = math.NaN()
			case 1:
				v = math.Copysign(math.NaN(), -1)
			case 2, 3:
				v = math.Inf(1 - 2*r.IntN(2))
			case 4, 5, 6:
				v = math.Copysign(0, -1)
			}
		}
		if _, isInt := any(T(0)).(int32); isInt {
			v = math.Round(v * 1000)
			if math.IsNaN(v) || math.IsInf(v, 0) {
				v = -7
			}
		}
		x[i] = T(v)
	}
	return x
}

// sqRef returns the sum the squares' buffer gives: float64(|x|)² of each
// element, then SumRun's pairwise sums.
func sqRef[T Real](x []T, off, n int) float64 {
	b := make([]float64, n)
	for i := range b {
		m := math.Abs(float64(x[off+i]))
		b[i] = m * m
	}
	var s float64
	withGo(func() { s = SumRun(0, b, 0, n, 1) })
	return s
}

// TestSqSums: the sums of squared magnitudes (the vector leaves kernels
// that square as they add, and the buffer they replace) are bit for bit
// the pairwise sums of a buffer of the squares, NaN's sign included, for
// float64, float32 (widened) and int32 elements, at an offset, for lengths
// around the leaves' (128) and the chunk's (8192), rows of every kind and
// chunks in numbers around the four streams; with the assembly and
// without.
func TestSqSums(t *testing.T) {
	testSqSums[float64](t)
	testSqSums[float32](t)
	testSqSums[int32](t)
}

func testSqSums[T Real](t *testing.T) {
	r := rand.New(rand.NewPCG(31, 5))
	same := func(what string, got, want float64) {
		t.Helper()
		if math.Float64bits(got) != math.Float64bits(want) {
			t.Fatalf("%T %s = %v (%#x), want %v (%#x)", T(0), what, got, math.Float64bits(got), want, math.Float64bits(want))
		}
	}
	for _, goOnly := range []bool{false, true} {
		run := func(f func()) {
			if goOnly {
				withGo(f)
			} else {
				f()
			}
		}
		buf := make([]float64, BufSize)
		for _, n := range []int{1, 7, 8, 100, 127, 128, 129, 256, 1000, 1024, 4096, 8191, 8192} {
			for _, special := range []bool{false, true} {
				x := sqInputs[T](r, 3, n, special)
				var got float64
				run(func() { got = SqPairwise(x, 3, n, buf) })
				same(fmt.Sprintf("SqPairwise n=%d special=%v go=%v", n, special, goOnly), got, sqRef(x, 3, n))
			}
		}
		for _, c := range []int{1, 3, 4, 5, 8, 9} {
			x := sqInputs[T](r, 0, c*BufSize, c == 5)[:c*BufSize]
			sums := make([]float64, c)
			run(func() { SqChunkSums(x, sums, buf) })
			for k, v := range sums {
				same(fmt.Sprintf("SqChunkSums of %d chunks: chunk %d go=%v", c, k, goOnly), v, sqRef(x, k*BufSize, BufSize))
			}
		}
		for _, n := range []int{3, 100, 128, 256, 1024, 1000, 8192} {
			for _, nrows := range []int{1, 3, 64, 70} {
				x := sqInputs[T](r, 5, n*nrows, nrows == 3)
				dst := make([]float64, 2+nrows)
				for i := range dst {
					dst[i] = 0.25
				}
				small := make([]float64, 2*n+1) // room for two rows and a part of one
				run(func() { SqSumRows(dst, 1, x, 5, n, nrows, small) })
				for row := range nrows {
					same(fmt.Sprintf("SqSumRows n=%d rows=%d row %d go=%v", n, nrows, row, goOnly), dst[1+row], 0.25+sqRef(x, 5+row*n, n))
				}
				if dst[0] != 0.25 || dst[1+nrows] != 0.25 {
					t.Fatalf("SqSumRows n=%d rows=%d wrote outside its rows: %v, %v", n, nrows, dst[0], dst[1+nrows])
				}
			}
		}
	}
}
