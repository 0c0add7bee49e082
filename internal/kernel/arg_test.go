package kernel

import (
	"math"
	"math/rand/v2"
	"testing"
)

// argRef is NumPy's argmax/argmin of a run: the first NaN, else the first
// position of the extreme (-0 and 0 equal).
func argRef(max bool, x []float64) int {
	at := 0
	for i, v := range x {
		if v != v {
			return i
		}
		if (max && v > x[at]) || (!max && v < x[at]) {
			at = i
		}
	}
	return at
}

// TestArgExtremeRun: the vector search gives NumPy's position on runs of
// every length up to 200 and past a call's chunk and argBlocks' groups,
// with ties (a few distinct values, with and without infinities), signed zeros, infinities and NaNs
// placed anywhere, and rising runs whose every block improves on the last,
// contiguous and strided.
func TestArgExtremeRun(t *testing.T) {
	forEachWidth(&reduceWide, func() { testArgExtremeRun(t) })
}

func testArgExtremeRun(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	vals := []float64{-1, 0, math.Copysign(0, -1), 2, 2, math.Inf(1), math.Inf(-1), 0.5}
	lengths := []int{}
	for n := 1; n <= 200; n++ {
		lengths = append(lengths, n)
	}
	lengths = append(lengths, argVectorMax-1, argVectorMax, argVectorMax+1, callChunk+5, 3*callChunk+2,
		argGroup*4096+5, 2*argGroup*4096, 2*argGroup*4096+4096*3+77)
	for _, n := range lengths {
		for trial := range 10 {
			x := make([]float64, n)
			for i := range x {
				switch {
				case trial >= 8:
					// Ties among finite values (the vector kernel's own
					// answer: a run with both infinities sends it to the
					// exact search).
					x[i] = vals[r.IntN(5)]
				case trial >= 6:
					// Rising in threes: every block improves on the last
					// (and for the minimum, none does).
					x[i] = float64(i / 3)
				case trial%2 == 0:
					x[i] = vals[r.IntN(len(vals))]
				default:
					x[i] = r.NormFloat64()
				}
			}
			if trial == 7 {
				x[r.IntN(n)] = math.Copysign(0, -1)
			}
			if trial == 4 || trial == 5 || trial == 9 {
				x[r.IntN(n)] = math.NaN()
			}
			for _, max := range []bool{false, true} {
				if got, want := ArgExtremeRun(max, x, 0, 1, n), argRef(max, x); got != want {
					t.Fatalf("n=%d trial=%d max=%v: %d, want %d (%v vs %v)", n, trial, max, got, want, x[got], x[want])
				}
				// Every second element, as a strided run.
				m := (n + 1) / 2
				y := make([]float64, m)
				for i := range y {
					y[i] = x[2*i]
				}
				if got, want := ArgExtremeRun(max, x, 0, 2, m), argRef(max, y); got != want {
					t.Fatalf("strided n=%d trial=%d max=%v: %d, want %d", n, trial, max, got, want)
				}
			}
		}
	}
}

// TestIndexMatch: the first-match search (the vector kernel over whole
// vectors, a loop over the rest) finds the first element equal to a value
// (-0 equal to 0, NaN equal to nothing) and the first NaN, for float64 and
// float32, at every position of runs of every length up to 300 and with
// none, against the loop by hand.
func TestIndexMatch(t *testing.T) {
	testIndexMatch[float64](t)
	testIndexMatch[float32](t)
}

func testIndexMatch[F Float](t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	negZero, nan := F(math.Copysign(0, -1)), F(math.NaN())
	payload := F(math.Float64frombits(0x7ff8000000000123))
	for n := range 301 {
		for trial := range 6 {
			x := make([]F, n)
			for i := range x {
				x[i] = F(r.IntN(50)) + 1 // no match below
			}
			v := F(0)
			if n > 0 && trial > 0 {
				at := r.IntN(n)
				switch trial {
				case 1:
					x[at] = 0
				case 2:
					x[at] = negZero // equal to 0
				case 3:
					x[at], x[r.IntN(n)] = 0, nan
				case 4:
					x[at], x[r.IntN(n)], x[r.IntN(n)] = nan, payload, 0
				case 5:
					v = x[at] // repeated values: the first of them
				}
			}
			wantEq, wantNaN := n, n
			for i := n - 1; i >= 0; i-- {
				if x[i] == v {
					wantEq = i
				}
				if x[i] != x[i] {
					wantNaN = i
				}
			}
			if got := indexEqual(x, v); got != wantEq {
				t.Fatalf("%T n=%d trial %d: indexEqual %d, want %d", v, n, trial, got, wantEq)
			}
			if got := indexNaN(x); got != wantNaN {
				t.Fatalf("%T n=%d trial %d: indexNaN %d, want %d", v, n, trial, got, wantNaN)
			}
		}
	}
}
