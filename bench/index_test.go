package bench

import (
	"math"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"
	arrowtensor "github.com/apache/arrow-go/v18/arrow/tensor"
	"github.com/fixedrank/tensor"
	"github.com/fixedrank/tensor/dyn"
	"github.com/fixedrank/tensor/linear"
	"github.com/fixedrank/tensor/ranks"
	"gonum.org/v1/gonum/mat"
)

// sink keeps results alive so the compiler cannot drop the work. Sums are
// taken over the bits of each element in integer arithmetic: a float64 sum
// would make every loop wait on the 4-cycle latency of the previous add and
// hide the cost of addressing.
var sink uint64

// BenchmarkIndex measures element addressing: every element of an array of
// 4096 float64 is read through an index computed by each implementation,
// one case per rank: 16x16x16, 64x64 and 4x4x4x8x8. The baseline is the
// hand-written offset + i*s0 + j*s1 + … with the strides in variables.
//
// Each loop nest is a function of its own that is not inlined, as a hot
// loop in user code is: written inside the benchmark's closure, the running
// sum lives in memory, and the latency of adding to it there hides the cost
// of addressing.
func BenchmarkIndex(b *testing.B) {
	data := make([]float64, 4096)
	for i := range data {
		data[i] = float64(i)
	}
	run := func(name string, f func() uint64) {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sink = f()
			}
		})
	}

	// Rank 3.
	l3, _ := tensor.Contiguous([3]int{16, 16, 16}, tensor.C)
	t3, _ := tensor.FromSlice(data, [3]int{16, 16, 16})
	s3 := l3.Strides()
	dl := l3.Dyn()
	rs, _ := linear.NewRuntimeShape[int]([3]int{16, 16, 16}, tensor.C)
	ps, _ := linear.NewPow2Shape[int]([3]int{4, 4, 4}, tensor.C)
	od := Odometer{Shape: []int{16, 16, 16}, Strides: s3[:], Offset: l3.Offset()}
	buf := memory.NewBufferBytes(arrow.Float64Traits.CastToBytes(data))
	ad := array.NewData(arrow.PrimitiveTypes.Float64, len(data), []*memory.Buffer{nil, buf}, nil, 0, 0)
	at := arrowtensor.NewFloat64(ad, []int64{16, 16, 16}, nil, nil)
	run("16^3/handwritten", func() uint64 { return handwritten3(data, l3.Offset(), s3[0], s3[1], s3[2]) })
	run("16^3/unchecked", func() uint64 { return unchecked3(data, &l3) })
	run("16^3/Index3", func() uint64 { return index3(data, &l3) })
	run("16^3/Ptr3", func() uint64 { return ptr3(&t3) })
	run("16^3/checked", func() uint64 { return checked3(data, l3) })
	run("16^3/dynamic", func() uint64 { return dynamic3(data, dl) })
	run("16^3/runtime-linearizer", func() uint64 { return runtimeLinearizer3(data, &rs) })
	run("16^3/pow2-linearizer", func() uint64 { return pow2Linearizer3(data, &ps) })
	run("16^3/generated-linearizer", func() uint64 { return generatedLinearizer3(data) })
	run("16^3/handwritten-const", func() uint64 { return handwrittenConst3(data) })
	run("16^3/naive-odometer", func() uint64 { return odometer3(data, &od) })
	run("16^3/arrow-go", func() uint64 { return arrow3(at) })

	// Rank 2, where gonum applies.
	l2, _ := tensor.Contiguous([2]int{64, 64}, tensor.C)
	t2, _ := tensor.FromSlice(data, [2]int{64, 64})
	s2 := l2.Strides()
	g := mat.NewDense(64, 64, data)
	run("64^2/handwritten", func() uint64 { return handwritten2(data, l2.Offset(), s2[0], s2[1]) })
	run("64^2/unchecked", func() uint64 { return unchecked2(data, &l2) })
	run("64^2/Index2", func() uint64 { return index2(data, &l2) })
	run("64^2/Ptr2", func() uint64 { return ptr2(&t2) })
	run("64^2/gonum", func() uint64 { return gonum2(g) })

	// Rank 5.
	l5, _ := tensor.Contiguous([5]int{4, 4, 4, 8, 8}, tensor.C)
	t5, _ := tensor.FromSlice(data, [5]int{4, 4, 4, 8, 8})
	s5 := l5.Strides()
	run("4x4x4x8x8/handwritten", func() uint64 { return handwritten5(data, l5.Offset(), &s5) })
	run("4x4x4x8x8/unchecked", func() uint64 { return unchecked5(data, &l5) })
	run("4x4x4x8x8/Index5", func() uint64 { return index5(data, &l5) })
	run("4x4x4x8x8/Ptr5", func() uint64 { return ptr5(&t5) })
}

//go:noinline
func handwritten3(data []float64, off, s0, s1, s2 int) (sum uint64) {
	for i := range 16 {
		for j := range 16 {
			for k := range 16 {
				sum += math.Float64bits(data[off+i*s0+j*s1+k*s2])
			}
		}
	}
	return sum
}

//go:noinline
func unchecked3(data []float64, l *tensor.Layout[[3]int]) (sum uint64) {
	var idx [3]int
	for idx[0] = 0; idx[0] < 16; idx[0]++ {
		for idx[1] = 0; idx[1] < 16; idx[1]++ {
			for idx[2] = 0; idx[2] < 16; idx[2]++ {
				sum += math.Float64bits(data[l.IndexUnchecked(&idx)])
			}
		}
	}
	return sum
}

//go:noinline
func index3(data []float64, l *tensor.Layout[[3]int]) (sum uint64) {
	for i := range 16 {
		for j := range 16 {
			for k := range 16 {
				sum += math.Float64bits(data[ranks.Index3(l, i, j, k)])
			}
		}
	}
	return sum
}

//go:noinline
func ptr3(t *tensor.Tensor[float64, [3]int]) (sum uint64) {
	for i := range 16 {
		for j := range 16 {
			for k := range 16 {
				sum += math.Float64bits(*ranks.Ptr3(t, i, j, k))
			}
		}
	}
	return sum
}

//go:noinline
func checked3(data []float64, l tensor.Layout[[3]int]) (sum uint64) {
	for i := range 16 {
		for j := range 16 {
			for k := range 16 {
				a, err := l.Index(i, j, k)
				if err != nil {
					panic(err)
				}
				sum += math.Float64bits(data[a])
			}
		}
	}
	return sum
}

//go:noinline
func dynamic3(data []float64, dl dyn.Layout) (sum uint64) {
	idx := make([]int, 3)
	for idx[0] = 0; idx[0] < 16; idx[0]++ {
		for idx[1] = 0; idx[1] < 16; idx[1]++ {
			for idx[2] = 0; idx[2] < 16; idx[2]++ {
				sum += math.Float64bits(data[dl.IndexUnchecked(idx)])
			}
		}
	}
	return sum
}

//go:noinline
func runtimeLinearizer3(data []float64, rs *linear.RuntimeShape[int, [3]int]) (sum uint64) {
	for i := range 16 {
		for j := range 16 {
			for k := range 16 {
				sum += math.Float64bits(data[rs.Linearize([3]int{i, j, k})])
			}
		}
	}
	return sum
}

//go:noinline
func pow2Linearizer3(data []float64, ps *linear.Pow2Shape[int, [3]int]) (sum uint64) {
	for i := range 16 {
		for j := range 16 {
			for k := range 16 {
				sum += math.Float64bits(data[ps.Linearize([3]int{i, j, k})])
			}
		}
	}
	return sum
}

// generatedLinearizer3 uses Chunk16, which tensorgen writes into this
// package (chunk_gen_test.go), in Fortran order: x + 16y + 256z.
//
//go:noinline
func generatedLinearizer3(data []float64) (sum uint64) {
	var c16 Chunk16
	for i := range uint32(16) {
		for j := range uint32(16) {
			for k := range uint32(16) {
				sum += math.Float64bits(data[c16.Linearize([3]uint32{k, j, i})])
			}
		}
	}
	return sum
}

//go:noinline
func handwrittenConst3(data []float64) (sum uint64) {
	for i := range uint32(16) {
		for j := range uint32(16) {
			for k := range uint32(16) {
				sum += math.Float64bits(data[i<<8|j<<4|k])
			}
		}
	}
	return sum
}

//go:noinline
func odometer3(data []float64, od *Odometer) (sum uint64) {
	idx := make([]int, 3)
	for idx[0] = 0; idx[0] < 16; idx[0]++ {
		for idx[1] = 0; idx[1] < 16; idx[1]++ {
			for idx[2] = 0; idx[2] < 16; idx[2]++ {
				sum += math.Float64bits(data[od.Index(idx)])
			}
		}
	}
	return sum
}

//go:noinline
func arrow3(at *arrowtensor.Float64) (sum uint64) {
	idx := make([]int64, 3)
	for idx[0] = 0; idx[0] < 16; idx[0]++ {
		for idx[1] = 0; idx[1] < 16; idx[1]++ {
			for idx[2] = 0; idx[2] < 16; idx[2]++ {
				sum += math.Float64bits(at.Value(idx))
			}
		}
	}
	return sum
}

//go:noinline
func handwritten2(data []float64, off, s0, s1 int) (sum uint64) {
	for i := range 64 {
		for j := range 64 {
			sum += math.Float64bits(data[off+i*s0+j*s1])
		}
	}
	return sum
}

//go:noinline
func unchecked2(data []float64, l *tensor.Layout[[2]int]) (sum uint64) {
	var idx [2]int
	for idx[0] = 0; idx[0] < 64; idx[0]++ {
		for idx[1] = 0; idx[1] < 64; idx[1]++ {
			sum += math.Float64bits(data[l.IndexUnchecked(&idx)])
		}
	}
	return sum
}

//go:noinline
func index2(data []float64, l *tensor.Layout[[2]int]) (sum uint64) {
	for i := range 64 {
		for j := range 64 {
			sum += math.Float64bits(data[ranks.Index2(l, i, j)])
		}
	}
	return sum
}

//go:noinline
func ptr2(t *tensor.Tensor[float64, [2]int]) (sum uint64) {
	for i := range 64 {
		for j := range 64 {
			sum += math.Float64bits(*ranks.Ptr2(t, i, j))
		}
	}
	return sum
}

//go:noinline
func gonum2(g *mat.Dense) (sum uint64) {
	for i := range 64 {
		for j := range 64 {
			sum += math.Float64bits(g.At(i, j))
		}
	}
	return sum
}

//go:noinline
func handwritten5(data []float64, off int, s *[5]int) (sum uint64) {
	s0, s1, s2, s3, s4 := s[0], s[1], s[2], s[3], s[4]
	for i := range 4 {
		for j := range 4 {
			for k := range 4 {
				for u := range 8 {
					for v := range 8 {
						sum += math.Float64bits(data[off+i*s0+j*s1+k*s2+u*s3+v*s4])
					}
				}
			}
		}
	}
	return sum
}

//go:noinline
func unchecked5(data []float64, l *tensor.Layout[[5]int]) (sum uint64) {
	var idx [5]int
	for idx[0] = 0; idx[0] < 4; idx[0]++ {
		for idx[1] = 0; idx[1] < 4; idx[1]++ {
			for idx[2] = 0; idx[2] < 4; idx[2]++ {
				for idx[3] = 0; idx[3] < 8; idx[3]++ {
					for idx[4] = 0; idx[4] < 8; idx[4]++ {
						sum += math.Float64bits(data[l.IndexUnchecked(&idx)])
					}
				}
			}
		}
	}
	return sum
}

//go:noinline
func index5(data []float64, l *tensor.Layout[[5]int]) (sum uint64) {
	for i := range 4 {
		for j := range 4 {
			for k := range 4 {
				for u := range 8 {
					for v := range 8 {
						sum += math.Float64bits(data[ranks.Index5(l, i, j, k, u, v)])
					}
				}
			}
		}
	}
	return sum
}

//go:noinline
func ptr5(t *tensor.Tensor[float64, [5]int]) (sum uint64) {
	for i := range 4 {
		for j := range 4 {
			for k := range 4 {
				for u := range 8 {
					for v := range 8 {
						sum += math.Float64bits(*ranks.Ptr5(t, i, j, k, u, v))
					}
				}
			}
		}
	}
	return sum
}
