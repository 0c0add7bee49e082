package bench

import (
	"fmt"
	"math"
	"testing"

	"github.com/fixedrank/tensor"
	"github.com/gomlx/gomlx/pkg/core/dtypes"
	"github.com/gomlx/gomlx/pkg/core/shapes"
)

// BenchmarkIterate visits every element of a strided view (every other
// row of an n x n x n float64 array: shape n x n/2 x n, runs of n) and
// sums the bits of each element. The baseline is three nested loops with
// the strides in variables. The 32x16x32 view (128 KiB) stays in cache and
// measures the loops; the 128x64x128 one (8 MiB of a 16 MiB array) adds
// memory traffic.
//
// Each loop is a function of its own that is not inlined, as a loop in user
// code is: Go keeps the body of a testing.B.Loop loop as written, so a
// range over an iterator there would call its body per element where user
// code inlines it, and a running sum would live in memory.
func BenchmarkIterate(b *testing.B) {
	for _, n := range []int{32, 128} {
		x, _ := tensor.Arange(0.0, float64(n*n*n), 1)
		x3, _ := tensor.FromSlice(x.Data(), [3]int{n, n, n})
		v, _ := x3.Slice(1, tensor.Colon().By(2))
		data := v.Data()
		l := v.Layout()
		shape, st, off := l.Shape(), l.Strides(), l.Offset()
		od := Odometer{Shape: shape[:], Strides: st[:], Offset: off}
		gs := shapes.Make(dtypes.Float64, shape[:]...)
		run := func(impl string, f func() uint64) {
			b.Run(fmt.Sprintf("%dx%dx%d/%s", n, n/2, n, impl), func(b *testing.B) {
				b.SetBytes(int64(v.Size() * 8))
				b.ReportAllocs()
				for b.Loop() {
					sink = f()
				}
			})
		}
		run("nested-loops", func() uint64 { return nestedLoops(data, &shape, &st, off) })
		run("runs", func() uint64 { return runs(v) })
		run("values", func() uint64 { return values(v) })
		run("all-seq2", func() uint64 { return allSeq2(v) })
		run("naive-odometer", func() uint64 { return odometerEach(data, &od) })
		run("gomlx-iter", func() uint64 { return gomlxIter(data, gs, &st, off) })
	}
}

//go:noinline
func nestedLoops(data []float64, shape, st *[3]int, off int) (sum uint64) {
	s0, s1, s2 := st[0], st[1], st[2]
	for i := range shape[0] {
		for j := range shape[1] {
			base := off + i*s0 + j*s1
			for k := range shape[2] {
				sum += math.Float64bits(data[base+k*s2])
			}
		}
	}
	return sum
}

//go:noinline
func runs(v tensor.Tensor[float64, [3]int]) (sum uint64) {
	data := v.Data()
	for r := range v.Runs() {
		for i := range r.Count {
			sum += math.Float64bits(data[r.Offset+i*r.Stride])
		}
	}
	return sum
}

//go:noinline
func values(v tensor.Tensor[float64, [3]int]) (sum uint64) {
	for x := range v.Values() {
		sum += math.Float64bits(x)
	}
	return sum
}

//go:noinline
func allSeq2(v tensor.Tensor[float64, [3]int]) (sum uint64) {
	for _, x := range v.All() {
		sum += math.Float64bits(x)
	}
	return sum
}

//go:noinline
func odometerEach(data []float64, od *Odometer) (sum uint64) {
	od.Each(func(a int) { sum += math.Float64bits(data[a]) })
	return sum
}

// gomlxIter uses gomlx's shapes.Shape, which iterates indices as
// iter.Seq2[int, []int]; the address comes from the view's strides.
//
//go:noinline
func gomlxIter(data []float64, gs shapes.Shape, st *[3]int, off int) (sum uint64) {
	for _, idx := range gs.Iter() {
		sum += math.Float64bits(data[off+idx[0]*st[0]+idx[1]*st[1]+idx[2]*st[2]])
	}
	return sum
}
