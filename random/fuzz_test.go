package random

import (
	"math"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// FuzzArguments calls the draws with arbitrary bounds, scales, sizes and
// probabilities: no call panics, every error wraps a sentinel of package
// dyn, and every value drawn is within its bounds.
func FuzzArguments(f *testing.F) {
	f.Add(uint64(1), int64(0), int64(10), true, 0.5, 3, 5, 0.25)
	f.Add(uint64(7), int64(-128), int64(127), false, -1.0, 0, 0, math.NaN())
	f.Add(uint64(9), int64(math.MinInt64), int64(math.MaxInt64), true, math.Inf(1), 40000, 900, 1.0)
	f.Fuzz(func(t *testing.T, seed uint64, lo, hi int64, endpoint bool, scale float64, n, size int, p0 float64) {
		g := New(seed)
		size = size % 2000
		if size < 0 {
			size = -size
		}
		i8, _ := dyn.Zeros[int8](size)
		if err := Integers(g, i8, lo, hi, endpoint); err == nil {
			top := hi
			if !endpoint {
				top--
			}
			for _, v := range i8.Data() {
				if int64(v) < lo || int64(v) > top {
					t.Fatalf("int8 %d outside [%d, %d]", v, lo, top)
				}
			}
		}
		u64, _ := dyn.Zeros[uint64](size)
		if err := Integers(g, u64, lo, hi, endpoint); err == nil {
			for _, v := range u64.Data() {
				if v < uint64(lo) {
					t.Fatalf("uint64 %d below %d", v, lo)
				}
			}
		}
		fl, _ := dyn.Zeros[float64](size)
		if err := Uniform(g, fl, scale, scale+1); err == nil && !math.IsNaN(scale) {
			for _, v := range fl.Data() {
				if v < scale || v > scale+1 {
					t.Fatalf("uniform %v outside [%v, %v]", v, scale, scale+1)
				}
			}
		}
		_ = Normal(g, fl, 0, scale)
		_ = Exponential(g, fl, scale)
		n = n % 50000
		idx, _ := dyn.Zeros[int](size)
		var p []float64
		if n > 0 && n < 100 {
			p = make([]float64, n)
			p[0] = p0
			for i := 1; i < n; i++ {
				p[i] = (1 - p0) / float64(n-1)
			}
		}
		for _, replace := range []bool{true, false} {
			for _, pp := range [][]float64{nil, p} {
				if err := Choice(g, idx, n, replace, pp); err == nil {
					seen := map[int]bool{}
					for _, v := range idx.Data() {
						if v < 0 || v >= n {
							t.Fatalf("choice %d outside [0, %d)", v, n)
						}
						if !replace && seen[v] {
							t.Fatalf("choice without replacement repeated %d", v)
						}
						seen[v] = true
					}
				}
			}
		}
		if n >= 0 && n < 5000 {
			perm, err := Permutation(g, n)
			if err != nil {
				t.Fatal(err)
			}
			seen := make([]bool, n)
			for _, v := range perm.Data() {
				if seen[v] {
					t.Fatalf("permutation repeated %d", v)
				}
				seen[v] = true
			}
		}
	})
}
