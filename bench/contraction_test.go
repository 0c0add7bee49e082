package bench

import (
	"fmt"
	"math"
	"runtime"
	"testing"

	"github.com/fixedrank/tensor"
	"github.com/fixedrank/tensor/structured"
	"gonum.org/v1/gonum/blas"
	"gonum.org/v1/gonum/blas/blas64"
)

// BenchmarkContraction times matrix products on one core: C = A·B of n×n
// float64 and float32 matrices into an existing C (np.matmul(a, b, out=c)),
// the same product of a transposed and of a sliced view, and a batch of
// 256 products of 32×32 matrices. SetBytes counts the floating-point
// operations, 2·m·n·k, so the MB/s column reads as MFLOP/s; each case also
// reports GFLOPS. The baseline is gonum's pure-Go blas64.Gemm (Dgemm) on
// the same float64 matrices; NumPy runs OpenBLAS pinned to one thread. The
// group runs with GOMAXPROCS 1, since gonum's Dgemm would otherwise spread
// over the cores (the library's products use one).
func BenchmarkContraction(b *testing.B) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	run := func(name string, flops int64, f func() error) {
		b.Run(name, func(b *testing.B) {
			b.SetBytes(flops)
			b.ReportAllocs()
			for b.Loop() {
				if err := f(); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(flops)*float64(b.N)/b.Elapsed().Seconds()/1e9, "GFLOPS")
		})
	}
	fill := func(i [2]int) float64 { return math.Sin(float64(i[0]*7+i[1]*3) * 0.01) }
	for _, n := range []int{256, 1024, 2048} {
		flops := int64(2 * n * n * n)
		a, _ := tensor.FromFunc([2]int{n, n}, fill)
		c, _ := tensor.FromFunc([2]int{n, n}, func(i [2]int) float64 { return fill([2]int{i[1], i[0]}) })
		d := zeros[float64]([2]int{n, n})
		run(fmt.Sprintf("gemm-f64-%d/tensor", n), flops, func() error { return tensor.MatmulTo(d, a, c) })
		a32, _ := tensor.Convert[float32](a)
		c32, _ := tensor.Convert[float32](c)
		d32 := zeros[float32]([2]int{n, n})
		run(fmt.Sprintf("gemm-f32-%d/tensor", n), flops, func() error { return tensor.MatmulTo(d32, a32, c32) })
		if n <= 1024 {
			ga := blas64.General{Rows: n, Cols: n, Stride: n, Data: a.Data()}
			gc := blas64.General{Rows: n, Cols: n, Stride: n, Data: c.Data()}
			gd := blas64.General{Rows: n, Cols: n, Stride: n, Data: d.Data()}
			run(fmt.Sprintf("gemm-f64-%d/gonum", n), flops, func() error {
				blas64.Gemm(blas.NoTrans, blas.NoTrans, 1, ga, gc, 0, gd)
				return nil
			})
		}
		if n == 1024 {
			run("gemm-f64-1024-transposed/tensor", flops, func() error { return tensor.MatmulTo(d, a.Transpose(), c) })
			big, _ := tensor.FromFunc([2]int{n + 64, 2 * n}, fill)
			s, _ := tensor.Subscript[[2]int](big, tensor.Range(32, 32+n), tensor.Colon().By(2))
			run("gemm-f64-1024-sliced/tensor", flops, func() error { return tensor.MatmulTo(d, s, c) })
		}
	}
	const nb, m = 256, 32
	p, _ := tensor.FromFunc([3]int{nb, m, m}, func(i [3]int) float64 { return fill([2]int{i[0] + i[1], i[2]}) })
	q, _ := tensor.FromFunc([3]int{nb, m, m}, func(i [3]int) float64 { return fill([2]int{i[2], i[0] - i[1]}) })
	r := zeros[float64]([3]int{nb, m, m})
	run("batched-256x32^3/tensor", 2*nb*m*m*m, func() error { return tensor.MatmulTo(r, p, q) })

	// The einsum suite, each into a new result as np.einsum(...,
	// optimize=True) returns one; flops count a multiply-add as two.
	mat := func(r, c int) tensor.Tensor[float64, [2]int] {
		t, _ := tensor.FromFunc([2]int{r, c}, func(i [2]int) float64 { return fill([2]int{i[0] + 3*r, i[1] - c}) })
		return t
	}
	vec := func(n int) tensor.Tensor[float64, [1]int] {
		t, _ := tensor.FromFunc([1]int{n}, func(i [1]int) float64 { return fill([2]int{i[0], 5}) })
		return t
	}
	x, y, z := mat(256, 256), mat(256, 256), mat(256, 256)
	run("einsum-ij,jk,kl->il-256/tensor", 2*2*256*256*256, func() error {
		_, err := tensor.Einsum[[2]int]("ij,jk,kl->il", x, y, z)
		return err
	})
	a4, _ := tensor.FromFunc([4]int{16, 16, 32, 32}, func(i [4]int) float64 { return fill([2]int{i[0] + i[1], i[2] - i[3]}) })
	b4, _ := tensor.FromFunc([4]int{32, 32, 16, 16}, func(i [4]int) float64 { return fill([2]int{i[0] - i[1], i[2] + i[3]}) })
	run("einsum-abcd,cdef->abef/tensor", 2*256*1024*256, func() error {
		_, err := tensor.Einsum[[4]int]("abcd,cdef->abef", a4, b4)
		return err
	})
	run("einsum-bij,bjk->bik-256x32^3/tensor", 2*nb*m*m*m, func() error {
		_, err := tensor.Einsum[[3]int]("bij,bjk->bik", p, q)
		return err
	})
	u, v := mat(1024, 1024), mat(1024, 1024)
	run("einsum-ij,ij->i-1024^2/tensor", 2*1024*1024, func() error {
		_, err := tensor.Einsum[[1]int]("ij,ij->i", u, v)
		return err
	})
	w := mat(4096, 4096)
	run("einsum-ii->-4096/tensor", 4096, func() error {
		_, err := tensor.Einsum[[0]int]("ii->", w)
		return err
	})
	// A diagonal matrix times a dense one, n = 4096: on the diagonal's
	// payload (structured.Einsum) and, as the baseline, through the
	// dense diagonal matrix (Matmul into an existing result).
	const nd = 4096
	diag := make([]float64, nd)
	for i := range diag {
		diag[i] = fill([2]int{i, 1})
	}
	ds, _ := structured.Diagonal(diag, 2)
	dm, _ := structured.ToTensor[[2]int](ds, tensor.C)
	md := mat(nd, nd)
	ms, _ := structured.FromTensor(md)
	out := zeros[float64]([2]int{nd, nd})
	run("diag-dense-4096/tensor", nd*nd, func() error {
		_, err := structured.Einsum("ij,jk->ik", ds, ms)
		return err
	})
	run("diag-dense-4096/dense", nd*nd, func() error { return tensor.MatmulTo(out, dm, md) })
	e, f := vec(2048), vec(2048)
	run("einsum-i,j->ij-2048/tensor", 2048*2048, func() error {
		_, err := tensor.Einsum[[2]int]("i,j->ij", e, f)
		return err
	})
}
