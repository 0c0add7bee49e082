package tensor

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestReduceMiddleAxisSets reduces the middle axis of (m, rows, n) tensors,
// whose sets of rows the kernels fold four at a time (rows of 64 to 512
// elements), and the last axis, whose runs they reduce four at a time, and
// compares every result element, bit for bit, with the
// rows folded one after another: sums from 0, minima and maxima under
// NumPy's rule (the first NaN; of equal values, the first). Set counts
// around the groups of four, row lengths around the vector widths.
func TestReduceMiddleAxisSets(t *testing.T) {
	testMiddleAxisSets[float64](t)
	testMiddleAxisSets[float32](t)
}

func testMiddleAxisSets[F float32 | float64](t *testing.T) {
	r := rand.New(rand.NewPCG(41, 42))
	bits := func(v F) uint64 {
		if x, ok := any(v).(float32); ok {
			return uint64(math.Float32bits(x))
		}
		return math.Float64bits(float64(v))
	}
	for _, m := range []int{3, 4, 5, 9} {
		for _, rows := range []int{1, 3, 7} {
			for _, n := range []int{63, 64, 100, 128, 512, 513} {
				data := make([]F, m*rows*n)
				for i := range data {
					data[i] = F(math.Round(r.NormFloat64()*1e4) / 64)
					switch r.IntN(300) {
					case 0:
						data[i] = F(math.NaN())
					case 1:
						data[i] = F(math.Inf(1 - 2*r.IntN(2)))
					}
				}
				x, err := FromSlice(data, [3]int{m, rows, n})
				if err != nil {
					t.Fatal(err)
				}
				sum, err := SumAxes[[2]int](x, 1)
				if err != nil {
					t.Fatal(err)
				}
				lo, err := MinAxes[[2]int](x, 1)
				if err != nil {
					t.Fatal(err)
				}
				hi, err := MaxAxes[[2]int](x, 1)
				if err != nil {
					t.Fatal(err)
				}
				better := func(max bool, acc, v F) bool {
					if acc != acc {
						return false
					}
					if v != v {
						return true
					}
					if max {
						return v > acc
					}
					return v < acc
				}
				// Along the last axis: runs of n into results along a kept
				// axis, which the kernels reduce four at a time.
				lastLo, err := MinAxes[[2]int](x, 2)
				if err != nil {
					t.Fatal(err)
				}
				lastHi, err := MaxAxes[[2]int](x, 2)
				if err != nil {
					t.Fatal(err)
				}
				for i := range m * rows {
					run := data[i*n : (i+1)*n]
					mn, mx := run[0], run[0]
					for _, v := range run {
						if better(false, mn, v) {
							mn = v
						}
						if better(true, mx, v) {
							mx = v
						}
					}
					if g, _ := lastLo.At(i/rows, i%rows); bits(g) != bits(mn) {
						t.Fatalf("(%d,%d,%d) min along the last axis [%d,%d] = %v, in order %v", m, rows, n, i/rows, i%rows, g, mn)
					}
					if g, _ := lastHi.At(i/rows, i%rows); bits(g) != bits(mx) {
						t.Fatalf("(%d,%d,%d) max along the last axis [%d,%d] = %v, in order %v", m, rows, n, i/rows, i%rows, g, mx)
					}
				}
				for i := range m {
					for j := range n {
						var s F
						mn, mx := data[i*rows*n+j], data[i*rows*n+j]
						for k := range rows {
							v := data[(i*rows+k)*n+j]
							s += v
							if better(false, mn, v) {
								mn = v
							}
							if better(true, mx, v) {
								mx = v
							}
						}
						g, _ := sum.At(i, j)
						if bits(g) != bits(s) && !(g != g && s != s) {
							t.Fatalf("(%d,%d,%d) sum[%d,%d] = %v, rows in order %v", m, rows, n, i, j, g, s)
						}
						if g, _ = lo.At(i, j); bits(g) != bits(mn) {
							t.Fatalf("(%d,%d,%d) min[%d,%d] = %v, rows in order %v", m, rows, n, i, j, g, mn)
						}
						if g, _ = hi.At(i, j); bits(g) != bits(mx) {
							t.Fatalf("(%d,%d,%d) max[%d,%d] = %v, rows in order %v", m, rows, n, i, j, g, mx)
						}
					}
				}
			}
		}
	}
}

// TestExtremeLongRun takes Max and Min of runs of several 65536-element
// blocks, which the kernels reduce four at a time, with a NaN, or zeros of
// both signs as the extreme, placed in one block, against the fold in
// order, bit for bit, with one worker and with two.
func TestExtremeLongRun(t *testing.T) {
	const block = 1 << 16
	r := rand.New(rand.NewPCG(43, 44))
	for _, n := range []int{4 * block, 5*block + 77, 9 * block} {
		for _, draw := range []string{"plain", "nan", "zeros"} {
			data := make([]float64, n)
			for i := range data {
				data[i] = r.NormFloat64()
			}
			switch draw {
			case "nan":
				data[r.IntN(n)] = math.Float64frombits(0x7ff8000000000000 | uint64(r.IntN(1000))<<20)
			case "zeros":
				for i := range data {
					data[i] = math.Abs(data[i]) + 1
				}
				lo, hi := r.IntN(n), r.IntN(n)
				data[lo], data[hi] = math.Copysign(0, -1), 0
			}
			x, _ := FromSlice(data, [1]int{n})
			for _, workers := range []int{1, 2} {
				prev := SetWorkers(workers)
				lo, err1 := Min(x)
				hi, err2 := Max(x)
				SetWorkers(prev)
				if err1 != nil || err2 != nil {
					t.Fatal(err1, err2)
				}
				mn, mx := data[0], data[0]
				for _, v := range data {
					if mn == mn && (v != v || v < mn) {
						mn = v
					}
					if mx == mx && (v != v || v > mx) {
						mx = v
					}
				}
				if math.Float64bits(lo) != math.Float64bits(mn) || math.Float64bits(hi) != math.Float64bits(mx) {
					t.Fatalf("n=%d %s, %d workers: Min %v Max %v, in order %v %v", n, draw, workers, lo, hi, mn, mx)
				}
			}
		}
	}
}
