package bench

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/fixedrank/tensor"
)

// BenchmarkSort times sorting float64 data drawn uniformly from [0, 1):
// 1 M elements, and each axis of a 1024x1024 array, with Sort and
// ArgSort into new results; TakeAlongAxis of the array by its argsort along
// axis 1; and Unique of 1 M int64 drawn from [0, 1e5). The baseline is Go's slices.Sort (pdqsort) on
// a copy of the same elements, each lane of the array gathered, sorted and
// put back; NumPy runs np.sort and np.argsort with their default kind.
// SetBytes counts the source's bytes.
func BenchmarkSort(b *testing.B) {
	rng := rand.New(rand.NewPCG(24, 1))
	const n = 1 << 20
	v := make([]float64, n)
	for i := range v {
		v[i] = rng.Float64()
	}
	x, _ := tensor.FromSlice(v, [1]int{n})
	m, _ := tensor.FromSlice(slices.Clone(v), [2]int{1024, 1024})
	run := func(name string, f func() error) { runBytes(b, name, 8*n, f) }

	run("sort-1M/handwritten", func() error {
		s := slices.Clone(v)
		slices.Sort(s)
		sortSink = s[0]
		return nil
	})
	run("sort-1M/tensor", func() error {
		s, err := tensor.Sort(x, 0)
		sortSink = s.Data()[0]
		return err
	})
	run("argsort-1M/tensor", func() error {
		s, err := tensor.ArgSort(x, 0)
		sortSink = float64(s.Data()[0])
		return err
	})
	iv := make([]int64, n)
	for i := range iv {
		iv[i] = rng.Int64N(100000)
	}
	ix, _ := tensor.FromSlice(iv, [1]int{n})
	run("unique-1M-int64/tensor", func() error {
		u, err := tensor.Unique(ix)
		sortSink = float64(u.Data()[0])
		return err
	})
	order, _ := tensor.ArgSort(m, 1)
	run("take-along-axis1-1024^2/tensor", func() error {
		s, err := tensor.TakeAlongAxis(m, order, 1)
		sortSink = s.Data()[0]
		return err
	})
	md := m.Data()
	run("sort-axis0-1024^2/handwritten", func() error {
		out := make([]float64, n)
		lane := make([]float64, 1024)
		for j := range 1024 {
			for i := range 1024 {
				lane[i] = md[i*1024+j]
			}
			slices.Sort(lane)
			for i := range 1024 {
				out[i*1024+j] = lane[i]
			}
		}
		sortSink = out[0]
		return nil
	})
	run("sort-axis1-1024^2/handwritten", func() error {
		out := slices.Clone(md)
		for i := range 1024 {
			slices.Sort(out[i*1024 : i*1024+1024])
		}
		sortSink = out[0]
		return nil
	})
	for _, axis := range []int{0, 1} {
		name := []string{"axis0", "axis1"}[axis]
		run("sort-"+name+"-1024^2/tensor", func() error {
			s, err := tensor.Sort(m, axis)
			sortSink = s.Data()[0]
			return err
		})
		run("argsort-"+name+"-1024^2/tensor", func() error {
			s, err := tensor.ArgSort(m, axis)
			sortSink = float64(s.Data()[0])
			return err
		})
	}
}

var sortSink float64
