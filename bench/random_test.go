package bench

import (
	"math/rand/v2"
	"testing"

	"github.com/fixedrank/tensor"
	"github.com/fixedrank/tensor/random"
)

// BenchmarkRandom times 10 M draws into an existing float64 tensor, NumPy's
// rng.standard_normal(out=d) and rng.random(out=d) against
// random.StandardNormal and random.Random (the same numbers as NumPy's);
// the baseline is the loop a person would write with math/rand/v2's PCG
// (other numbers). SetBytes counts the result.
func BenchmarkRandom(b *testing.B) {
	const n = 10_000_000
	d := buffer[float64](n)
	dt, _ := tensor.FromSlice(d, [1]int{n})
	src := rand.New(rand.NewPCG(1, 2))
	g := random.New(1)
	runBytes(b, "normal-f64-10M/handwritten", 8*n, func() error {
		for i := range d {
			d[i] = src.NormFloat64()
		}
		return nil
	})
	runBytes(b, "normal-f64-10M/tensor", 8*n, func() error { return random.StandardNormal(g, dt) })
	runBytes(b, "random-f64-10M/handwritten", 8*n, func() error {
		for i := range d {
			d[i] = src.Float64()
		}
		return nil
	})
	runBytes(b, "random-f64-10M/tensor", 8*n, func() error { return random.Random(g, dt) })
}
