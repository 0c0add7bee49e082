package bench

import (
	"math"
	"testing"

	"github.com/fixedrank/tensor"
	"github.com/gomlx/gomlx/pkg/core/dtypes"
	"github.com/gomlx/gomlx/pkg/core/shapes"
)

// BenchmarkIterate visits every element of a strided view (every other
// row of a 128x128x128 float64 array: shape 128x64x128, runs of 128) and
// sums the bits of each element. The baseline is three nested loops with
// the strides in variables.
func BenchmarkIterate(b *testing.B) {
	const n = 128
	x, _ := tensor.Arange(0.0, n*n*n, 1)
	x3, _ := tensor.FromSlice(x.Data(), [3]int{n, n, n})
	v, _ := x3.Slice(1, tensor.All().By(2))
	data := v.Data()
	l := v.Layout()
	shape, st, off := l.Shape(), l.Strides(), l.Offset()
	bytes := int64(v.Size() * 8)

	b.Run("128x64x128/nested-loops", func(b *testing.B) {
		b.SetBytes(bytes)
		b.ReportAllocs()
		for b.Loop() {
			var sum uint64
			for i := range shape[0] {
				for j := range shape[1] {
					base := off + i*st[0] + j*st[1]
					for k := range shape[2] {
						sum += math.Float64bits(data[base+k*st[2]])
					}
				}
			}
			sink = sum
		}
	})
	b.Run("128x64x128/runs", func(b *testing.B) {
		b.SetBytes(bytes)
		b.ReportAllocs()
		for b.Loop() {
			var sum uint64
			for r := range v.Runs() {
				for i := range r.Count {
					sum += math.Float64bits(data[r.Offset+i*r.Stride])
				}
			}
			sink = sum
		}
	})
	b.Run("128x64x128/values", func(b *testing.B) {
		b.SetBytes(bytes)
		b.ReportAllocs()
		for b.Loop() {
			var sum uint64
			for x := range v.Values() {
				sum += math.Float64bits(x)
			}
			sink = sum
		}
	})
	b.Run("128x64x128/all-seq2", func(b *testing.B) {
		b.SetBytes(bytes)
		b.ReportAllocs()
		for b.Loop() {
			var sum uint64
			for _, x := range v.All() {
				sum += math.Float64bits(x)
			}
			sink = sum
		}
	})
	od := Odometer{Shape: shape[:], Strides: st[:], Offset: off}
	b.Run("128x64x128/naive-odometer", func(b *testing.B) {
		b.SetBytes(bytes)
		b.ReportAllocs()
		for b.Loop() {
			var sum uint64
			od.Each(func(a int) { sum += math.Float64bits(data[a]) })
			sink = sum
		}
	})
	// gomlx's shapes.Shape iterates indices as iter.Seq2[int, []int]; the
	// address comes from the view's strides.
	gs := shapes.Make(dtypes.Float64, shape[:]...)
	b.Run("128x64x128/gomlx-iter", func(b *testing.B) {
		b.SetBytes(bytes)
		b.ReportAllocs()
		for b.Loop() {
			var sum uint64
			for _, idx := range gs.Iter() {
				sum += math.Float64bits(data[off+idx[0]*st[0]+idx[1]*st[1]+idx[2]*st[2]])
			}
			sink = sum
		}
	})
}
