package bench

import (
	"math"
	"testing"

	"github.com/fixedrank/tensor"
	"gonum.org/v1/gonum/mat"
)

// BenchmarkElementwise compares arithmetic on the copy engine with
// hand-written loops over the same buffers (the baseline) and, for the
// same-shape add, gonum's Dense.Add. SetBytes counts the destination.
func BenchmarkElementwise(b *testing.B) {
	const n = 1024
	a, _ := tensor.FromFunc([2]int{n, n}, func(i [2]int) float64 { return float64(i[0] - i[1]) })
	c, _ := tensor.FromFunc([2]int{n, n}, func(i [2]int) float64 { return float64(i[0] * 3) })
	row, _ := tensor.FromFunc([1]int{n}, func(i [1]int) float64 { return float64(i[0]) / 2 })
	dst := zeros[float64]([2]int{n, n})
	ad, cd, rd, dd := a.Data(), c.Data(), row.Data(), dst.Data()

	b.Run("broadcast-add-1024^2+1024/handwritten", func(b *testing.B) {
		b.SetBytes(n * n * 8)
		b.ReportAllocs()
		for b.Loop() {
			for i := range n {
				ar, dr := ad[i*n:(i+1)*n], dd[i*n:(i+1)*n]
				for j := range dr {
					dr[j] = ar[j] + rd[j]
				}
			}
		}
	})
	b.Run("broadcast-add-1024^2+1024/tensor", func(b *testing.B) {
		b.SetBytes(n * n * 8)
		b.ReportAllocs()
		for b.Loop() {
			if err := tensor.AddTo(dst, a, row); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("add-1024^2+1024^2/handwritten", func(b *testing.B) {
		b.SetBytes(n * n * 8)
		b.ReportAllocs()
		for b.Loop() {
			for i := range dd {
				dd[i] = ad[i] + cd[i]
			}
		}
	})
	b.Run("add-1024^2+1024^2/tensor", func(b *testing.B) {
		b.SetBytes(n * n * 8)
		b.ReportAllocs()
		for b.Loop() {
			if err := tensor.AddTo(dst, a, c); err != nil {
				b.Fatal(err)
			}
		}
	})
	ga, gc, gd := mat.NewDense(n, n, ad), mat.NewDense(n, n, cd), mat.NewDense(n, n, dd)
	b.Run("add-1024^2+1024^2/gonum", func(b *testing.B) {
		b.SetBytes(n * n * 8)
		b.ReportAllocs()
		for b.Loop() {
			gd.Add(ga, gc)
		}
	})
	at := a.Transpose()
	b.Run("add-transposed-1024^2/handwritten", func(b *testing.B) {
		b.SetBytes(n * n * 8)
		b.ReportAllocs()
		for b.Loop() {
			for i := range n {
				dr := dd[i*n : (i+1)*n]
				for j := range dr {
					dr[j] = ad[j*n+i] + cd[i*n+j]
				}
			}
		}
	})
	b.Run("add-transposed-1024^2/tensor", func(b *testing.B) {
		b.SetBytes(n * n * 8)
		b.ReportAllocs()
		for b.Loop() {
			if err := tensor.AddTo(dst, at, c); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("add-transposed-1024^2/gonum", func(b *testing.B) {
		b.SetBytes(n * n * 8)
		b.ReportAllocs()
		for b.Loop() {
			gd.Add(ga.T(), gc)
		}
	})
	intElementwise(b)
}

// BenchmarkReduce reduces float64 arrays: sums, minima and maxima of a
// 128^3 array along each axis (NumPy's sum, min and max with axis=k), and
// whole sums of 16 Mi elements (128 MiB, streamed from memory) and of 32 Ki
// elements (256 KiB, in L2). The baseline is hand-written loops over the
// same buffer: for an axis, loops that read memory in the best order for
// that axis into a preallocated result; for a whole sum, one accumulator.
// SetBytes counts the source.
func BenchmarkReduce(b *testing.B) {
	run := func(name string, bytes int64, f func() error) { runBytes(b, name, bytes, f) }

	const n = 128
	x, _ := tensor.FromFunc([3]int{n, n, n}, func(i [3]int) float64 { return float64(i[0] + 2*i[1] - i[2]) })
	xd := x.Data()
	out := make([]float64, n*n)
	ops := []struct {
		name string
		hand handReducer
		lib  func(axis int) (tensor.Tensor[float64, [2]int], error)
	}{
		{"sum", handSum, func(axis int) (tensor.Tensor[float64, [2]int], error) { return tensor.SumAxes[[2]int](x, axis) }},
		{"min", handMin, func(axis int) (tensor.Tensor[float64, [2]int], error) { return tensor.MinAxes[[2]int](x, axis) }},
		{"max", handMax, func(axis int) (tensor.Tensor[float64, [2]int], error) { return tensor.MaxAxes[[2]int](x, axis) }},
	}
	for _, op := range ops {
		for axis := range 3 {
			name := op.name + "-axis" + string(rune('0'+axis)) + "-128^3"
			run(name+"/handwritten", n*n*n*8, func() error { op.hand.axis(out, xd, n, axis); return nil })
			run(name+"/tensor", n*n*n*8, func() error { _, err := op.lib(axis); return err })
		}
	}
	// The hand-written results must agree with the library's.
	for _, op := range ops {
		for axis := range 3 {
			op.hand.axis(out, xd, n, axis)
			got, err := op.lib(axis)
			want, _ := tensor.FromSlice(out, [2]int{n, n})
			if err != nil || !tensor.ArrayEqual(got, want) {
				b.Fatalf("%s along axis %d: hand-written result differs from the library's (%v)", op.name, axis, err)
			}
		}
	}

	for _, c := range []struct {
		name string
		n    int
	}{{"sum-16M", 16 << 20}, {"sum-32K", 32 << 10}} {
		data := buffer[float64](c.n)
		for i := range data {
			data[i] = float64(i&1023) / 8
		}
		t, _ := tensor.FromSlice(data, [1]int{c.n})
		run(c.name+"/handwritten", int64(c.n)*8, func() error { reduceSink = handSum.fold(data); return nil })
		run(c.name+"/tensor", int64(c.n)*8, func() (err error) { reduceSink, err = tensor.Sum(t); return err })
	}
	// np.nansum of 16 M float64, one in 16 a NaN; the hand-written loop
	// skips the NaNs as it adds.
	const nn = 16 << 20
	nd := buffer[float64](nn)
	for i := range nd {
		nd[i] = float64(i&1023) / 8
		if i%16 == 5 {
			nd[i] = math.NaN()
		}
	}
	nt, _ := tensor.FromSlice(nd, [1]int{nn})
	run("nansum-16M/handwritten", nn*8, func() error {
		var s float64
		for _, v := range nd {
			if v == v {
				s += v
			}
		}
		reduceSink = s
		return nil
	})
	run("nansum-16M/tensor", nn*8, func() (err error) { reduceSink, err = tensor.NanSum(nt); return err })
	intReduce(b)
}

// reduceSink keeps the results of whole-array reductions alive.
var reduceSink float64

// handReducer is a reduction written by hand: rows combines a source row
// into an output row element by element, fold reduces a row to one value.
type handReducer struct {
	rows func(o, s []float64)
	fold func(s []float64) float64
}

var (
	handSum = handReducer{
		rows: func(o, s []float64) {
			s = s[:len(o)]
			for k := range o {
				o[k] += s[k]
			}
		},
		fold: func(s []float64) float64 {
			var r float64
			for _, v := range s {
				r += v
			}
			return r
		},
	}
	handMin = handReducer{
		rows: func(o, s []float64) {
			s = s[:len(o)]
			for k := range o {
				o[k] = min(o[k], s[k])
			}
		},
		fold: func(s []float64) float64 {
			r := s[0]
			for _, v := range s[1:] {
				r = min(r, v)
			}
			return r
		},
	}
	handMax = handReducer{
		rows: func(o, s []float64) {
			s = s[:len(o)]
			for k := range o {
				o[k] = max(o[k], s[k])
			}
		},
		fold: func(s []float64) float64 {
			r := s[0]
			for _, v := range s[1:] {
				r = max(r, v)
			}
			return r
		},
	}
)

// axis reduces the C-contiguous n x n x n array x along axis into the n x n
// result out, reading x once in memory order.
func (h handReducer) axis(out, x []float64, n, axis int) {
	switch axis {
	case 0: // out[j,k] = op_i x[i,j,k]: combine whole n x n planes.
		copy(out, x[:n*n])
		for i := 1; i < n; i++ {
			h.rows(out, x[i*n*n:(i+1)*n*n])
		}
	case 1: // out[i,k] = op_j x[i,j,k]: combine the rows of each plane.
		for i := range n {
			o := out[i*n : (i+1)*n]
			copy(o, x[i*n*n:])
			for j := 1; j < n; j++ {
				h.rows(o, x[(i*n+j)*n:(i*n+j+1)*n])
			}
		}
	case 2: // out[i,j] = op_k x[i,j,k]: fold each row.
		for ij := range out {
			out[ij] = h.fold(x[ij*n : (ij+1)*n])
		}
	}
}
