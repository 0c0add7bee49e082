package tensor

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestReduceMiddleAxisSets reduces the middle axis of (m, rows, n) tensors,
// whose sets of rows the kernels fold four at a time (rows of 64 to 512
// elements), and compares every result element, bit for bit, with the
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
