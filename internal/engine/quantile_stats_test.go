package engine

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/fixedrank/tensor/internal/kernel"
)

// TestLaneStats checks laneStats, which selects instead of sorting,
// against the sort (sortLane) for every position of lanes of float64,
// float32, int8, uint16 and int64 with many repeated values, zeros of one
// sign or of both (where laneStats sorts a copy), NaNs, and infinities:
// bit for bit, the sign of a zero included; that neither changes the lane
// (it may be the tensor's own elements); and that orderStats declines
// only a lane with zeros of both signs.
func TestLaneStats(t *testing.T) {
	r := rand.New(rand.NewPCG(37, 3))
	testLaneStats(t, r, func(r *rand.Rand, zs float64) float64 {
		switch r.IntN(8) {
		case 0:
			return math.Copysign(0, zs)
		case 1:
			return math.NaN()
		case 2:
			return math.Inf(1 - 2*r.IntN(2))
		}
		return float64(r.IntN(9) - 4)
	}, func(a, b float64) bool { return math.Float64bits(a) == math.Float64bits(b) || a != a && b != b })
	testLaneStats(t, r, func(r *rand.Rand, zs float64) float32 {
		switch r.IntN(12) {
		case 0, 1:
			return float32(math.Copysign(0, zs))
		case 2:
			return float32(math.NaN())
		}
		return float32(r.NormFloat64())
	}, func(a, b float32) bool { return math.Float32bits(a) == math.Float32bits(b) || a != a && b != b })
	eq := func(a, b int8) bool { return a == b }
	testLaneStats(t, r, func(r *rand.Rand, _ float64) int8 { return int8(r.IntN(256) - 128) }, eq)
	testLaneStats(t, r, func(r *rand.Rand, _ float64) uint16 { return uint16(r.IntN(5) * 16000) }, func(a, b uint16) bool { return a == b })
	testLaneStats(t, r, func(r *rand.Rand, _ float64) int64 { return r.Int64() - math.MaxInt64/2 }, func(a, b int64) bool { return a == b })
}

func testLaneStats[T Real](t *testing.T, r *rand.Rand, val func(*rand.Rand, float64) T, same func(a, b T) bool) {
	b := kernel.GetSortBuf()
	defer kernel.PutSortBuf(b)
	for _, n := range []int{1, 2, 5, 30, 200, 1001} {
		for _, mixed := range []bool{false, true} {
			lane := make([]T, n)
			for i := range lane {
				zs := -1.0
				if mixed && i%2 == 0 {
					zs = 1
				}
				lane[i] = val(r, zs)
			}
			sorted := slices.Clone(lane)
			sortLane(sorted, b)
			for i := range n {
				two := i+1 < n
				c := slices.Clone(lane)
				scan := laneScan(c, b)
				if want := kernel.Scan(c); scan != want {
					t.Fatalf("%T n=%d: the keys' pass found %+v, Scan %+v", c[0], n, scan, want)
				}
				x, y := laneStats(c, i, two, scan, b)
				for j := range c {
					if !same(c[j], lane[j]) {
						t.Fatalf("%T n=%d: laneStats changed the lane", x, n)
					}
				}
				if !same(x, sorted[i]) || two && !same(y, sorted[i+1]) {
					t.Fatalf("%T n=%d mixed %v: positions %d, %d = %v, %v; sorted %v, %v", x, n, mixed, i, i+1, x, y, sorted[i], sorted[min(i+1, n-1)])
				}
				c = slices.Clone(lane)
				if _, _, ok := orderStats(c, i, two, laneScan(c, b), b); ok {
					for j := range c {
						if !same(c[j], lane[j]) {
							t.Fatalf("%T n=%d: orderStats changed the lane", x, n)
						}
					}
				} else if s := kernel.Scan(lane); !s.PosZero || !s.NegZero {
					t.Fatalf("%T n=%d: orderStats declined a lane without zeros of both signs", x, n)
				}
			}
		}
	}
}
