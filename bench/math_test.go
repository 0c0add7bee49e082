package bench

import (
	"math"
	"testing"

	"github.com/fixedrank/tensor"
)

// mathCases are the elementwise math functions of BenchmarkMath, each with
// the interval its arguments spread over (numpy_bench.py uses the same).
var mathCases = []struct {
	name   string
	f      tensor.UnaryFunc
	hand   func(float64) float64
	lo, hi float64
}{
	{"exp", tensor.Exp, math.Exp, -20, 20},
	{"log", tensor.Log, math.Log, 1e-3, 1e3},
	{"sin", tensor.Sin, math.Sin, -10, 10},
	{"tanh", tensor.Tanh, math.Tanh, -5, 5},
	{"sqrt", tensor.Sqrt, math.Sqrt, 0, 1e3},
}

// mathSink keeps the Map cases' results alive.
var mathSink []float64

// mathArgs returns n arguments spread over [lo, hi) in a scrambled order:
// element i is lo + (hi-lo)·((i·7919) mod n)/n.
func mathArgs[T float32 | float64](n int, lo, hi float64) []T {
	x := buffer[T](n)
	for i := range x {
		x[i] = T(lo + (hi-lo)*float64((i*7919)%n)/float64(n))
	}
	return x
}

// BenchmarkMath times NumPy's math ufuncs over 1 M float64 and float32
// elements into an existing result (np.exp(a, out=d) against
// tensor.UnaryTo(d, tensor.Exp, a)); the baseline is the loop a person
// would write with Go's math package (through float64 for float32).
// SetBytes counts the source.
func BenchmarkMath(b *testing.B) {
	const n = 1 << 20
	for _, c := range mathCases {
		x := mathArgs[float64](n, c.lo, c.hi)
		d := buffer[float64](n)
		xt, _ := tensor.FromSlice(x, [1]int{n})
		dt, _ := tensor.FromSlice(d, [1]int{n})
		runBytes(b, c.name+"-f64-1M/handwritten", 8*n, func() error {
			for i, v := range x {
				d[i] = c.hand(v)
			}
			return nil
		})
		runBytes(b, c.name+"-f64-1M/tensor", 8*n, func() error { return tensor.UnaryTo(dt, c.f, xt) })
		x32 := mathArgs[float32](n, c.lo, c.hi)
		d32 := buffer[float32](n)
		xt32, _ := tensor.FromSlice(x32, [1]int{n})
		dt32, _ := tensor.FromSlice(d32, [1]int{n})
		runBytes(b, c.name+"-f32-1M/handwritten", 4*n, func() error {
			for i, v := range x32 {
				d32[i] = float32(c.hand(float64(v)))
			}
			return nil
		})
		runBytes(b, c.name+"-f32-1M/tensor", 4*n, func() error { return tensor.UnaryTo(dt32, c.f, xt32) })
	}
	// Map with a known math function, into a new tensor, against the loop
	// a person writes into a new slice: Map must cost nothing over it.
	{
		x := mathArgs[float64](n, -20, 20)
		xt, _ := tensor.FromSlice(x, [1]int{n})
		runBytes(b, "map-exp-f64-1M/handwritten", 8*n, func() error {
			y := make([]float64, n)
			for i, v := range x {
				y[i] = math.Exp(v)
			}
			mathSink = y
			return nil
		})
		runBytes(b, "map-exp-f64-1M/tensor", 8*n, func() error {
			mathSink = tensor.Map(xt, math.Exp).Data()
			return nil
		})
	}
	// np.power(a, 2.37, out=d) over a in [0.1, 10), float64 and float32.
	x := mathArgs[float64](n, 0.1, 10)
	d := buffer[float64](n)
	xt, _ := tensor.FromSlice(x, [1]int{n})
	dt, _ := tensor.FromSlice(d, [1]int{n})
	e, _ := tensor.Full([1]int{1}, 2.37)
	runBytes(b, "power-f64-1M/handwritten", 8*n, func() error {
		for i, v := range x {
			d[i] = math.Pow(v, 2.37)
		}
		return nil
	})
	runBytes(b, "power-f64-1M/tensor", 8*n, func() error { return tensor.BinaryTo(dt, tensor.Power, xt, e) })
	// The same in float32 (np.power(a, np.float32(2.37), out=d)).
	x32 := mathArgs[float32](n, 0.1, 10)
	d32 := buffer[float32](n)
	xt32, _ := tensor.FromSlice(x32, [1]int{n})
	dt32, _ := tensor.FromSlice(d32, [1]int{n})
	e32, _ := tensor.Full([1]int{1}, float32(2.37))
	runBytes(b, "power-f32-1M/handwritten", 4*n, func() error {
		for i, v := range x32 {
			d32[i] = float32(math.Pow(float64(v), 2.37))
		}
		return nil
	})
	runBytes(b, "power-f32-1M/tensor", 4*n, func() error { return tensor.BinaryTo(dt32, tensor.Power, xt32, e32) })
}
