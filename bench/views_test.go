package bench

import (
	"testing"

	"github.com/fixedrank/tensor"
)

// BenchmarkViews makes views of a 64x64x64 tensor. Views are headers over
// the parent's buffer: the figure that matters is 0 allocs/op. The baseline
// is copying the tensor header, the least a view can cost.
func BenchmarkViews(b *testing.B) {
	x, _ := tensor.Zeros[float64]([3]int{64, 64, 64})
	var t3 tensor.Tensor[float64, [3]int]
	var t2 tensor.Tensor[float64, [2]int]
	var t4 tensor.Tensor[float64, [4]int]
	b.Run("64^3/header-copy", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			t3 = x
		}
	})
	check := func(b *testing.B, err error) {
		if err != nil {
			b.Fatal(err)
		}
	}
	b.Run("64^3/permute", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			var err error
			t3, err = x.Permute([3]int{2, 0, 1})
			check(b, err)
		}
	})
	b.Run("64^3/slice-step", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			var err error
			t3, err = x.Slice(1, tensor.Range(60, 2).By(-3))
			check(b, err)
		}
	})
	b.Run("64^3/select", func(b *testing.B) {
		b.ReportAllocs()
		l := x.Layout()
		for b.Loop() {
			s, err := tensor.SelectLayout[[2]int](l, 1, -1)
			check(b, err)
			t2, err = tensor.ViewOf(x, s)
			check(b, err)
		}
	})
	b.Run("64^3/diagonal", func(b *testing.B) {
		b.ReportAllocs()
		l := x.Layout()
		for b.Loop() {
			d, err := tensor.DiagonalLayout[[2]int](l, 1, 0, 2)
			check(b, err)
			t2, err = tensor.ViewOf(x, d)
			check(b, err)
		}
	})
	b.Run("64^3/broadcast", func(b *testing.B) {
		b.ReportAllocs()
		l := x.Layout()
		for b.Loop() {
			d, err := tensor.BroadcastToLayout(l, [4]int{8, 64, 64, 64})
			check(b, err)
			t4, err = tensor.ViewOf(x, d)
			check(b, err)
		}
	})
	b.Run("64^3/reshape", func(b *testing.B) {
		b.ReportAllocs()
		l := x.Layout()
		for b.Loop() {
			d, err := tensor.ReshapeLayout(l, [2]int{4096, 64}, tensor.C)
			check(b, err)
			t2, err = tensor.ViewOf(x, d)
			check(b, err)
		}
	})
	_, _, _ = t2, t3, t4
}
