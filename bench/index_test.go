package bench

import (
	"math"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"
	arrowtensor "github.com/apache/arrow-go/v18/arrow/tensor"
	"github.com/fixedrank/tensor"
	"gonum.org/v1/gonum/mat"
)

// sink keeps results alive so the compiler cannot drop the work. Sums are
// taken over the bits of each element in integer arithmetic: a float64 sum
// would make every loop wait on the 4-cycle latency of the previous add and
// hide the cost of addressing.
var sink uint64

// BenchmarkIndex measures element addressing: every element of a 16x16x16
// array is read through an index computed by each implementation. The
// baseline is the hand-written offset + i*s0 + j*s1 + k*s2 with the strides
// in variables. 4096 elements per op.
func BenchmarkIndex(b *testing.B) {
	const n = 16
	data := make([]float64, n*n*n)
	for i := range data {
		data[i] = float64(i)
	}
	l, _ := tensor.NewC([3]int{n, n, n})
	s := l.Strides()
	s0, s1, s2, off := s[0], s[1], s[2], l.Offset()

	b.Run("16^3/handwritten", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			var sum uint64
			for i := range n {
				for j := range n {
					for k := range n {
						sum += math.Float64bits(data[off+i*s0+j*s1+k*s2])
					}
				}
			}
			sink = sum
		}
	})
	b.Run("16^3/unchecked", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			var sum uint64
			var idx [3]int
			for i := range n {
				idx[0] = i
				for j := range n {
					idx[1] = j
					for k := range n {
						idx[2] = k
						sum += math.Float64bits(data[l.IndexUnchecked(&idx)])
					}
				}
			}
			sink = sum
		}
	})
	b.Run("16^3/checked", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			var sum uint64
			for i := range n {
				for j := range n {
					for k := range n {
						a, err := l.Index(i, j, k)
						if err != nil {
							b.Fatal(err)
						}
						sum += math.Float64bits(data[a])
					}
				}
			}
			sink = sum
		}
	})
	dl := l.Dyn()
	b.Run("16^3/dynamic", func(b *testing.B) {
		b.ReportAllocs()
		idx := make([]int, 3)
		for b.Loop() {
			var sum uint64
			for idx[0] = 0; idx[0] < n; idx[0]++ {
				for idx[1] = 0; idx[1] < n; idx[1]++ {
					for idx[2] = 0; idx[2] < n; idx[2]++ {
						sum += math.Float64bits(data[dl.IndexUnchecked(idx)])
					}
				}
			}
			sink = sum
		}
	})
	rs, _ := tensor.NewRuntimeShape[int]([3]int{n, n, n}, tensor.C)
	b.Run("16^3/runtime-linearizer", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			var sum uint64
			for i := range n {
				for j := range n {
					for k := range n {
						sum += math.Float64bits(data[rs.Linearize([3]int{i, j, k})])
					}
				}
			}
			sink = sum
		}
	})
	ps, _ := tensor.NewPow2Shape[int]([3]int{4, 4, 4}, tensor.C)
	b.Run("16^3/pow2-linearizer", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			var sum uint64
			for i := range n {
				for j := range n {
					for k := range n {
						sum += math.Float64bits(data[ps.Linearize([3]int{i, j, k})])
					}
				}
			}
			sink = sum
		}
	})
	var c16 tensor.Chunk16 // generated, Fortran order: x + 16y + 256z
	b.Run("16^3/generated-linearizer", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			var sum uint64
			for i := range uint32(n) {
				for j := range uint32(n) {
					for k := range uint32(n) {
						sum += math.Float64bits(data[c16.Linearize([3]uint32{k, j, i})])
					}
				}
			}
			sink = sum
		}
	})
	b.Run("16^3/handwritten-const", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			var sum uint64
			for i := range uint32(n) {
				for j := range uint32(n) {
					for k := range uint32(n) {
						sum += math.Float64bits(data[i<<8|j<<4|k])
					}
				}
			}
			sink = sum
		}
	})
	od := Odometer{Shape: []int{n, n, n}, Strides: []int{s0, s1, s2}, Offset: off}
	b.Run("16^3/naive-odometer", func(b *testing.B) {
		b.ReportAllocs()
		idx := make([]int, 3)
		for b.Loop() {
			var sum uint64
			for idx[0] = 0; idx[0] < n; idx[0]++ {
				for idx[1] = 0; idx[1] < n; idx[1]++ {
					for idx[2] = 0; idx[2] < n; idx[2]++ {
						sum += math.Float64bits(data[od.Index(idx)])
					}
				}
			}
			sink = sum
		}
	})
	buf := memory.NewBufferBytes(arrow.Float64Traits.CastToBytes(data))
	ad := array.NewData(arrow.PrimitiveTypes.Float64, len(data), []*memory.Buffer{nil, buf}, nil, 0, 0)
	at := arrowtensor.NewFloat64(ad, []int64{n, n, n}, nil, nil)
	b.Run("16^3/arrow-go", func(b *testing.B) {
		b.ReportAllocs()
		idx := make([]int64, 3)
		for b.Loop() {
			var sum uint64
			for idx[0] = 0; idx[0] < n; idx[0]++ {
				for idx[1] = 0; idx[1] < n; idx[1]++ {
					for idx[2] = 0; idx[2] < n; idx[2]++ {
						sum += math.Float64bits(at.Value(idx))
					}
				}
			}
			sink = sum
		}
	})

	// 2-D, where gonum applies: 64x64 read through At.
	const m = 64
	l2, _ := tensor.NewC([2]int{m, m})
	t0, t1 := l2.Strides()[0], l2.Strides()[1]
	g := mat.NewDense(m, m, data[:m*m])
	b.Run("64^2/handwritten", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			var sum uint64
			for i := range m {
				for j := range m {
					sum += math.Float64bits(data[i*t0+j*t1])
				}
			}
			sink = sum
		}
	})
	b.Run("64^2/unchecked", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			var sum uint64
			var idx [2]int
			for idx[0] = 0; idx[0] < m; idx[0]++ {
				for idx[1] = 0; idx[1] < m; idx[1]++ {
					sum += math.Float64bits(data[l2.IndexUnchecked(&idx)])
				}
			}
			sink = sum
		}
	})
	b.Run("64^2/gonum", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			var sum uint64
			for i := range m {
				for j := range m {
					sum += math.Float64bits(g.At(i, j))
				}
			}
			sink = sum
		}
	})
}
