package kernel

import (
	"cmp"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestSortLongLanes checks SortRun and ArgSortRun on lanes long enough
// for the leading-digit split (radixMSD) against a stable comparison
// sort in NumPy's order: uniform floats, floats with NaNs, signed zeros
// and infinities, few distinct values, keys that differ only in their
// low bits, negative integers, and a lane of one repeated value.
func TestSortLongLanes(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 24))
	gens := map[string]func(i int) float64{
		"uniform": func(int) float64 { return rng.Float64() },
		"specials": func(int) float64 {
			return []float64{math.NaN(), math.Inf(1), math.Inf(-1), 0, math.Copysign(0, -1), rng.NormFloat64()}[rng.IntN(6)]
		},
		"few":      func(int) float64 { return float64(rng.IntN(5)) },
		"low-bits": func(int) float64 { return math.Float64frombits(0x3ff0000000000000 | uint64(rng.IntN(1<<12))) },
		"constant": func(int) float64 { return 2.5 },
		"wide":     func(int) float64 { return math.Ldexp(rng.NormFloat64(), rng.IntN(400)-200) },
	}
	for name, gen := range gens {
		for _, n := range []int{msdMin(), msdMin() + 7, 3 * msdMin()} {
			v := make([]float64, n)
			for i := range v {
				v[i] = gen(i)
			}
			order := make([]int, n)
			for i := range order {
				order[i] = i
			}
			key := func(x float64) uint64 { return floatKey(math.Float64bits(x), 64) }
			slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(key(v[a]), key(v[b])) })
			bits := make([]uint64, n)
			for i, x := range v {
				bits[i] = math.Float64bits(x)
			}
			var buf SortBuf
			got := make([]uint64, n)
			SortRun(KeyFloat, got, 0, 1, bits, 0, 1, n, &buf)
			idx := make([]int, n)
			ArgSortRun(KeyFloat, idx, 0, 1, bits, 0, 1, n, &buf)
			for i, o := range order {
				if got[i] != bits[o] || idx[i] != o {
					t.Fatalf("%s n=%d: position %d holds %x (index %d), want %x (index %d)", name, n, i, got[i], idx[i], bits[o], o)
				}
			}
		}
	}
	// Signed integers, 8 bytes and 4.
	n := 2*msdMin() + 3
	w := make([]uint64, n)
	h := make([]uint32, n)
	for i := range w {
		w[i] = uint64(rng.Int64N(1<<40) - 1<<39)
		h[i] = uint32(int32(rng.Int64N(1<<20) - 1<<19))
	}
	var buf SortBuf
	gw, gh := make([]uint64, n), make([]uint32, n)
	SortRun(KeySigned, gw, 0, 1, w, 0, 1, n, &buf)
	SortRun(KeySigned, gh, 0, 1, h, 0, 1, n, &buf)
	if !slices.IsSortedFunc(gw, func(a, b uint64) int { return cmp.Compare(int64(a), int64(b)) }) ||
		!slices.IsSortedFunc(gh, func(a, b uint32) int { return cmp.Compare(int32(a), int32(b)) }) {
		t.Fatal("signed long lanes are not sorted")
	}
	slices.SortFunc(w, func(a, b uint64) int { return cmp.Compare(int64(a), int64(b)) })
	if !slices.Equal(gw, w) {
		t.Fatal("sorted int64 lane is not a permutation of the input")
	}
}
