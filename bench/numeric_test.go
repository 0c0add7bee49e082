package bench

import (
	"math"
	"testing"

	"github.com/fixedrank/tensor"
)

// BenchmarkNumeric times the numeric operations NumPy users reach for on a
// 1024x1024 float64 array (8 MiB): joining two of them along each axis
// (into a new array, and into an existing one as np.concatenate(out=) does),
// argmax along each axis, the variance, the comparison a > 0 into a new
// bool array, where(a > 0, a, b), selection by a boolean mask (about half
// true) and np.pad(a, 16, "reflect"). The baseline is hand-written loops
// over the same buffers, allocating their results as the library does.
// SetBytes counts the float64 sources: both arrays for concatenate and
// where, one for the others.
func BenchmarkNumeric(b *testing.B) {
	const n = 1024
	a, _ := tensor.FromFunc([2]int{n, n}, func(i [2]int) float64 { return math.Sin(float64(i[0]*n+i[1]) * 0.37) })
	c, _ := tensor.FromFunc([2]int{n, n}, func(i [2]int) float64 { return float64(i[0] - i[1]) })
	ad, cd := a.Data(), c.Data()
	zero, _ := tensor.Full([2]int{1, 1}, 0.0)
	mask, _ := tensor.Greater(a, zero)
	md := mask.Data()
	const mb = n * n * 8

	run := func(name string, bytes int64, f func() error) { runBytes(b, name, bytes, f) }

	run("concatenate-axis0-2x1024^2/handwritten", 2*mb, func() error {
		out := make([]float64, 2*n*n)
		copy(out, ad)
		copy(out[n*n:], cd)
		numericSink = out[len(out)-1]
		return nil
	})
	run("concatenate-axis0-2x1024^2/tensor", 2*mb, func() error {
		r, err := tensor.Concatenate(0, a, c)
		numericSink = r.Data()[0]
		return err
	})
	run("concatenate-axis1-2x1024^2/handwritten", 2*mb, func() error {
		out := make([]float64, 2*n*n)
		for i := range n {
			copy(out[2*n*i:], ad[n*i:n*i+n])
			copy(out[2*n*i+n:], cd[n*i:n*i+n])
		}
		numericSink = out[len(out)-1]
		return nil
	})
	run("concatenate-axis1-2x1024^2/tensor", 2*mb, func() error {
		r, err := tensor.Concatenate(1, a, c)
		numericSink = r.Data()[0]
		return err
	})

	joined := buffer[float64](2 * n * n)
	into, _ := tensor.FromSlice(joined, [2]int{n, 2 * n})
	run("concatenate-into-axis1-2x1024^2/handwritten", 2*mb, func() error {
		for i := range n {
			copy(joined[2*n*i:], ad[n*i:n*i+n])
			copy(joined[2*n*i+n:], cd[n*i:n*i+n])
		}
		return nil
	})
	run("concatenate-into-axis1-2x1024^2/tensor", 2*mb, func() error {
		return tensor.ConcatenateTo(into, 1, a, c)
	})

	run("argmax-axis0-1024^2/handwritten", mb, func() error {
		best := make([]float64, n)
		at := make([]int, n)
		copy(best, ad[:n])
		for i := 1; i < n; i++ {
			row := ad[i*n : i*n+n]
			for j, v := range row {
				if v > best[j] {
					best[j], at[j] = v, i
				}
			}
		}
		numericSink = float64(at[0])
		return nil
	})
	run("argmax-axis0-1024^2/tensor", mb, func() error {
		_, err := tensor.ArgMaxAxes[[1]int](a, 0)
		return err
	})
	run("argmax-axis1-1024^2/handwritten", mb, func() error {
		at := make([]int, n)
		for i := range n {
			row := ad[i*n : i*n+n]
			best := row[0]
			for j, v := range row {
				if v > best {
					best, at[i] = v, j
				}
			}
		}
		numericSink = float64(at[0])
		return nil
	})
	run("argmax-axis1-1024^2/tensor", mb, func() error {
		_, err := tensor.ArgMaxAxes[[1]int](a, 1)
		return err
	})

	run("var-1024^2/handwritten", mb, func() error {
		var s float64
		for _, v := range ad {
			s += v
		}
		m := s / float64(len(ad))
		var q float64
		for _, v := range ad {
			q += (v - m) * (v - m)
		}
		numericSink = q / float64(len(ad))
		return nil
	})
	run("var-1024^2/tensor", mb, func() (err error) {
		numericSink, err = tensor.Var(a, 0)
		return err
	})

	run("greater-1024^2/handwritten", mb, func() error {
		out := make([]bool, n*n)
		for i, v := range ad {
			out[i] = v > 0
		}
		numericSink = float64(len(out))
		return nil
	})
	run("greater-1024^2/tensor", mb, func() error {
		_, err := tensor.Greater(a, 0)
		return err
	})

	run("count-nonzero-1024^2/handwritten", n*n, func() error {
		k := 0
		for _, m := range md {
			if m {
				k++
			}
		}
		numericSink = float64(k)
		return nil
	})
	run("count-nonzero-1024^2/tensor", n*n, func() error {
		numericSink = float64(tensor.CountNonzero(mask))
		return nil
	})
	run("all-axis1-1024^2/handwritten", mb, func() error {
		out := make([]bool, n)
		for i := range out {
			all := true
			for _, v := range ad[i*n : i*n+n] {
				if v == 0 {
					all = false
					break
				}
			}
			out[i] = all
		}
		numericSink = float64(len(out))
		return nil
	})
	run("all-axis1-1024^2/tensor", mb, func() error {
		_, err := tensor.AllNonzeroAxes[[1]int](a, 1)
		return err
	})

	run("clip-1024^2/handwritten", mb, func() error {
		out := make([]float64, n*n)
		for i, v := range ad {
			out[i] = min(max(v, -0.5), 0.5)
		}
		numericSink = out[0]
		return nil
	})
	run("clip-1024^2/tensor", mb, func() error {
		_, err := tensor.Clip(a, -0.5, 0.5)
		return err
	})

	run("where-1024^2/handwritten", 2*mb, func() error {
		out := make([]float64, n*n)
		for i, m := range md {
			if m {
				out[i] = ad[i]
			} else {
				out[i] = cd[i]
			}
		}
		numericSink = out[len(out)-1]
		return nil
	})
	run("where-1024^2/tensor", 2*mb, func() error {
		_, err := tensor.Where(mask, a, c)
		return err
	})

	run("mask-select-1024^2/handwritten", mb, func() error {
		k := 0
		for _, m := range md {
			if m {
				k++
			}
		}
		out := make([]float64, 0, k)
		for i, m := range md {
			if m {
				out = append(out, ad[i])
			}
		}
		numericSink = out[len(out)-1]
		return nil
	})
	run("mask-select-1024^2/tensor", mb, func() error {
		_, err := tensor.Masked(a, mask)
		return err
	})
	// np.pad(a, 16, "reflect"): a 1056x1056 result whose borders mirror
	// a's about its edge rows and columns.
	const w, pn = 16, n + 32
	run("pad-reflect-1024^2/handwritten", mb, func() error {
		out := make([]float64, pn*pn)
		for i := range pn {
			si := i - w
			if si < 0 {
				si = -si
			} else if si >= n {
				si = 2*(n-1) - si
			}
			row, src := out[i*pn:(i+1)*pn], ad[si*n:(si+1)*n]
			copy(row[w:], src)
			for j := range w {
				row[w-1-j] = src[j+1]
				row[w+n+j] = src[n-2-j]
			}
		}
		numericSink = out[0]
		return nil
	})
	widths := [][2]int{{w, w}}
	run("pad-reflect-1024^2/tensor", mb, func() error {
		r, err := tensor.Pad(a, widths, "reflect")
		numericSink = r.Data()[0]
		return err
	})
	intNumeric(b)
}

// numericSink keeps the results of the numeric benchmarks alive.
var numericSink float64
