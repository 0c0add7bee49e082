package bench

import (
	"testing"

	"github.com/fixedrank/tensor"
	"gonum.org/v1/gonum/mat"
)

// BenchmarkCopy materialises strided views into contiguous destinations.
// Every case moves 128 MiB (256^3 = 64^4 = 4096^2 float64 elements, or
// 4096x8192 float32 ones), so copy() of the same bytes is the ceiling and
// the baseline for all of them. Throughput (MB/s) is the figure to compare.
func BenchmarkCopy(b *testing.B) {
	const n3, n4, n2 = 256, 64, 4096
	const size = n3 * n3 * n3
	const bytes = size * 8
	src := buffer[float64](size)
	for i := range src {
		src[i] = float64(i)
	}
	x3, _ := tensor.FromSlice(src, [3]int{n3, n3, n3})
	x4, _ := tensor.FromSlice(src, [4]int{n4, n4, n4, n4})
	x2, _ := tensor.FromSlice(src, [2]int{n2, n2})
	d3 := zeros[float64]([3]int{n3, n3, n3})
	dst := d3.Data()
	d4, _ := tensor.FromSlice(dst, [4]int{n4, n4, n4, n4})
	d2, _ := tensor.FromSlice(dst, [2]int{n2, n2})

	run := func(name string, f func() error) { runBytes(b, name, bytes, f) }
	run("128MiB/copy()", func() error { copy(dst, src); return nil })
	for _, p := range [][3]int{{2, 1, 0}, {1, 0, 2}, {0, 2, 1}} {
		v, _ := x3.Permute(p)
		run("128MiB/permute"+fmtPerm(p[:])+"-256^3", func() error { return tensor.Assign(d3, v) })
	}
	v4, _ := x4.Permute([4]int{3, 1, 2, 0})
	run("128MiB/permute(3,1,2,0)-64^4", func() error { return tensor.Assign(d4, v4) })
	run("128MiB/transpose-4096^2", func() error { return tensor.Assign(d2, x2.Transpose()) })
	// float32: a [4096,8192] matrix transposed into a [8192,4096] one.
	const r32, c32 = n2, 2 * n2
	src32 := buffer[float32](r32 * c32)
	for i := range src32 {
		src32[i] = float32(i)
	}
	x32, _ := tensor.FromSlice(src32, [2]int{r32, c32})
	d32 := zeros[float32]([2]int{c32, r32})
	run("128MiB/transpose-float32-4096x8192", func() error { return tensor.Assign(d32, x32.Transpose()) })
	// Reversed axes: a[:, :, ::-1] and a[::-1, :, ::-1].
	rev, _ := x3.Flip(2)
	run("128MiB/reverse-last-axis-256^3", func() error { return tensor.Assign(d3, rev) })
	neg, _ := rev.Flip(0)
	run("128MiB/negative-strides-256^3", func() error { return tensor.Assign(d3, neg) })
	row, _ := tensor.FromSlice(src[:n3], [1]int{n3})
	run("128MiB/broadcast-fill-256^3", func() error { return tensor.Assign(d3, row) })
	run("128MiB/fill-256^3", func() error { return d3.Fill(1) })

	// What a person writes by hand in Go: a 16x16-blocked transpose.
	run("128MiB/handwritten-blocked-transpose-4096^2", func() error {
		const bs = 16
		for i0 := 0; i0 < n2; i0 += bs {
			for j0 := 0; j0 < n2; j0 += bs {
				for i := i0; i < i0+bs; i++ {
					row := dst[i*n2+j0 : i*n2+j0+bs]
					for j := range row {
						row[j] = src[(j0+j)*n2+i]
					}
				}
			}
		}
		return nil
	})
	// gonum: Dense.Copy of a transposed matrix (mat.Transpose).
	g := mat.NewDense(n2, n2, src)
	gd := mat.NewDense(n2, n2, dst)
	run("128MiB/gonum-copy-transpose-4096^2", func() error { gd.Copy(g.T()); return nil })

	// The naive odometer copying the (2,1,0) permutation element by element.
	run("128MiB/naive-odometer-permute(2,1,0)-256^3", func() error {
		NaiveCopy(dst, Odometer{Shape: []int{n3, n3, n3}, Strides: []int{n3 * n3, n3, 1}},
			src, Odometer{Shape: []int{n3, n3, n3}, Strides: []int{1, n3, n3 * n3}})
		return nil
	})
}

// fmtPerm formats an axis permutation as (a,b,c).
func fmtPerm(p []int) string {
	s := "("
	for i, a := range p {
		if i > 0 {
			s += ","
		}
		s += string(rune('0' + a))
	}
	return s + ")"
}
