package tensor

import (
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// BenchmarkSmall times calls on small tensors, where the per-call work
// (broadcasting, overlap tests, the plan) outweighs the inner loops.
func BenchmarkSmall(b *testing.B) {
	a, _ := Full([2]int{4, 4}, 1.5)
	c, _ := Full([2]int{4, 4}, 2.5)
	row, _ := Full([1]int{4}, 0.5)
	x, _ := Full([2]int{8, 8}, 1.0)
	d8, _ := Zeros[float64]([1]int{8})
	at := a.Transpose()
	run := func(name string, f func()) {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				f()
			}
		})
	}
	run("AddTo-4x4-inplace", func() { _ = AddTo(a, a, c) })
	run("AddTo-4x4+4", func() { _ = AddTo(a, c, row) })
	run("AddTo-4x4-transposed", func() { _ = AddTo(c, at, row) })
	run("Add-4x4+4", func() { _, _ = Add(c, row) })
	run("Assign-4x4-transposed", func() { _ = Assign(c, at) })
	run("Clone-4x4-transposed", func() { _ = at.Clone() })
	run("Equal-4x4", func() { _ = ArrayEqual(a, c) })
	run("Sum-8x8", func() { _, _ = Sum(x) })
	run("SumTo-8x8", func() { _ = SumTo(d8, x, 0) })
	run("MaxTo-8x8", func() { _ = MaxTo(d8, x, 1) })
	run("SumAxes-8x8", func() { _, _ = SumAxes[[1]int](x, 1) })
	run("All-8x8", func() {
		for _, v := range x.All() {
			_ = v
		}
	})
}

// BenchmarkSmallDyn is BenchmarkSmall for DynTensor, the same code with
// slices for shapes and strides.
func BenchmarkSmallDyn(b *testing.B) {
	a, _ := dyn.Full(1.5, 4, 4)
	c, _ := dyn.Full(2.5, 4, 4)
	row, _ := dyn.Full(0.5, 4)
	x, _ := dyn.Full(1.0, 8, 8)
	d8, _ := dyn.Zeros[float64](8)
	at := a.Transpose()
	run := func(name string, f func()) {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				f()
			}
		})
	}
	run("AddTo-4x4-inplace", func() { _ = dyn.AddTo(a, a, c) })
	run("AddTo-4x4+4", func() { _ = dyn.AddTo(a, c, row) })
	run("AddTo-4x4-transposed", func() { _ = dyn.AddTo(c, at, row) })
	run("Add-4x4+4", func() { _, _ = dyn.Add(c, row) })
	run("Assign-4x4-transposed", func() { _ = dyn.Assign(c, at) })
	run("Clone-4x4-transposed", func() { _ = at.Clone() })
	run("Equal-4x4", func() { _ = dyn.ArrayEqual(a, c) })
	run("Sum-8x8", func() { _, _ = dyn.Sum(x) })
	run("SumTo-8x8", func() { _ = dyn.SumTo(d8, x, 0) })
	run("MaxTo-8x8", func() { _ = dyn.MaxTo(d8, x, 1) })
	run("SumAxes-8x8", func() { _, _ = dyn.SumAxes(x, 1) })
	run("All-8x8", func() {
		for _, v := range x.All() {
			_ = v
		}
	})
}
