package bench

import (
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
	dst, _ := tensor.Zeros[float64]([2]int{n, n})
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
}

// BenchmarkReduce sums a 128^3 float64 array along each axis into a
// preallocated-size result, against hand-written loops that read memory in
// the best order for that axis (the baseline).
func BenchmarkReduce(b *testing.B) {
	const n = 128
	x, _ := tensor.FromFunc([3]int{n, n, n}, func(i [3]int) float64 { return float64(i[0] + 2*i[1] - i[2]) })
	xd := x.Data()
	out := make([]float64, n*n)
	hand := [3]func(){
		func() { // out[j,k] = Σ_i x[i,j,k]
			clear(out)
			for i := range n {
				src := xd[i*n*n : (i+1)*n*n]
				for jk := range out {
					out[jk] += src[jk]
				}
			}
		},
		func() { // out[i,k] = Σ_j x[i,j,k]
			clear(out)
			for i := range n {
				o := out[i*n : (i+1)*n]
				for j := range n {
					src := xd[(i*n+j)*n : (i*n+j+1)*n]
					for k := range o {
						o[k] += src[k]
					}
				}
			}
		},
		func() { // out[i,j] = Σ_k x[i,j,k]
			for ij := range out {
				var s float64
				for _, v := range xd[ij*n : (ij+1)*n] {
					s += v
				}
				out[ij] = s
			}
		},
	}
	for axis := range 3 {
		name := "sum-axis" + string(rune('0'+axis)) + "-128^3"
		b.Run(name+"/handwritten", func(b *testing.B) {
			b.SetBytes(n * n * n * 8)
			b.ReportAllocs()
			for b.Loop() {
				hand[axis]()
			}
		})
		b.Run(name+"/tensor", func(b *testing.B) {
			b.SetBytes(n * n * n * 8)
			b.ReportAllocs()
			for b.Loop() {
				if _, err := tensor.SumAxis[[2]int](x, axis); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
	// The hand-written results must agree with the library's.
	for axis := range 3 {
		hand[axis]()
		got, _ := tensor.SumAxis[[2]int](x, axis)
		want, _ := tensor.FromSlice(out, [2]int{n, n})
		if !tensor.Equal(got, want) {
			b.Fatalf("axis %d: hand-written sum differs from SumAxis", axis)
		}
	}
}
