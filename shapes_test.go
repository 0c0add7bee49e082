package tensor_test

import (
	"testing"

	"github.com/fixedrank/tensor"
	"github.com/fixedrank/tensor/linear"
)

// The constant shapes Chunk16, Shape5x6x7 and Shape2x8x4 are written by
// tensorgen (see generate.go) into this package's tests: they are
// demonstrations of the generator, not API.

// TestGeneratedShapes checks the constant shapes written by tensorgen
// against the runtime linearizers on every coordinate.
func TestGeneratedShapes(t *testing.T) {
	agreeShape(t, Chunk16{}, must(linear.NewRuntimeShape[uint32](Chunk16{}.Dims(), tensor.F)))
	agreeShape(t, Chunk16{}, must(linear.NewPow2Shape[uint32]([3]uint32{4, 4, 4}, tensor.F)))
	agreeShape(t, Shape5x6x7{}, must(linear.NewRuntimeShape[int](Shape5x6x7{}.Dims(), tensor.C)))
	agreeShape(t, Shape2x8x4{}, must(linear.NewRuntimeShape[int](Shape2x8x4{}.Dims(), tensor.C)))
	if _, err := (Chunk16{}).LinearizeChecked([3]uint32{0, 16, 0}); err == nil {
		t.Error("Chunk16.LinearizeChecked accepted y = 16")
	}
	if _, err := (Shape5x6x7{}).LinearizeChecked([3]int{0, 0, -1}); err == nil {
		t.Error("Shape5x6x7.LinearizeChecked accepted z = -1")
	}
}

// FuzzGeneratedShapes round-trips the generated constant shapes: in range,
// Delinearize inverts Linearize and matches the formula; out of range,
// LinearizeChecked returns an error.
func FuzzGeneratedShapes(f *testing.F) {
	f.Add(1, 2, 3)
	f.Add(-1, 1<<40, 3)
	f.Add(4, 5, 6)
	f.Fuzz(func(t *testing.T, x, y, z int) {
		p := [3]int{x, y, z}
		// Generated 5x6x7 (C order).
		var g Shape5x6x7
		gin := x >= 0 && x < 5 && y >= 0 && y < 6 && z >= 0 && z < 7
		k, err := g.LinearizeChecked(p)
		if gin != (err == nil) {
			t.Fatalf("Shape5x6x7.LinearizeChecked(%v) err %v", p, err)
		}
		if gin && (g.Delinearize(k) != p || k != 42*x+7*y+z) {
			t.Fatalf("Shape5x6x7: %v -> %d -> %v", p, k, g.Delinearize(k))
		}
		// Generated Chunk16 (Fortran order, uint32).
		var c Chunk16
		u := [3]uint32{uint32(x), uint32(y), uint32(z)}
		cin := u[0] < 16 && u[1] < 16 && u[2] < 16
		m, err := c.LinearizeChecked(u)
		if cin != (err == nil) {
			t.Fatalf("Chunk16.LinearizeChecked(%v) err %v", u, err)
		}
		if cin && (c.Delinearize(m) != u || m != u[0]+16*u[1]+256*u[2]) {
			t.Fatalf("Chunk16: %v -> %d -> %v", u, m, c.Delinearize(m))
		}
	})
}

func must[T any](v T, err error) *T {
	if err != nil {
		panic(err)
	}
	return &v
}

func agreeShape[I interface{ ~int | ~uint32 }, P linear.Coord[I]](t *testing.T, g, rt linear.Shape[I, P]) {
	t.Helper()
	if g.Size() != rt.Size() || g.Dims() != rt.Dims() {
		t.Fatalf("size %d dims %v, runtime %d %v", g.Size(), g.Dims(), rt.Size(), rt.Dims())
	}
	for i := I(0); i < g.Size(); i++ {
		p := rt.Delinearize(i)
		if got := g.Linearize(p); got != i {
			t.Fatalf("%T.Linearize(%v) = %d, want %d", g, p, got, i)
		}
		if got := g.Delinearize(i); got != p {
			t.Fatalf("%T.Delinearize(%d) = %v, want %v", g, i, got, p)
		}
	}
}

// The linearizer benchmarks visit every coordinate of a 16x16x16 (power of
// two) and a 5x6x7 shape. Each variant has its own loop with a direct call,
// so the compiler may inline each as it would in user code; the sum keeps
// the work from being optimised away.

var sinkU32 uint32

// handLinearize16 masks each coordinate as the generated code does, so both
// have the same meaning for out-of-range coordinates.
func handLinearize16(p [3]uint32) uint32 { return p[0]&15 | (p[1]&15)<<4 | (p[2]&15)<<8 }

func handLinearize567(p [3]int) int { return p[0]*42 + p[1]*7 + p[2] }

func handDelinearize567(i int) [3]int { return [3]int{i / 42, i / 7 % 6, i % 7} }

func BenchmarkLinearize16(b *testing.B) {
	b.Run("generated", func(b *testing.B) {
		var g Chunk16
		var sum uint32
		for b.Loop() {
			for z := range uint32(16) {
				for y := range uint32(16) {
					for x := range uint32(16) {
						sum += g.Linearize([3]uint32{x, y, z})
					}
				}
			}
		}
		sinkU32 = sum
	})
	b.Run("handwritten", func(b *testing.B) {
		var sum uint32
		for b.Loop() {
			for z := range uint32(16) {
				for y := range uint32(16) {
					for x := range uint32(16) {
						sum += handLinearize16([3]uint32{x, y, z})
					}
				}
			}
		}
		sinkU32 = sum
	})
	b.Run("pow2", func(b *testing.B) {
		s := must(linear.NewPow2Shape[uint32]([3]uint32{4, 4, 4}, tensor.F))
		var sum uint32
		for b.Loop() {
			for z := range uint32(16) {
				for y := range uint32(16) {
					for x := range uint32(16) {
						sum += s.Linearize([3]uint32{x, y, z})
					}
				}
			}
		}
		sinkU32 = sum
	})
	b.Run("runtime", func(b *testing.B) {
		s := must(linear.NewRuntimeShape[uint32]([3]uint32{16, 16, 16}, tensor.F))
		var sum uint32
		for b.Loop() {
			for z := range uint32(16) {
				for y := range uint32(16) {
					for x := range uint32(16) {
						sum += s.Linearize([3]uint32{x, y, z})
					}
				}
			}
		}
		sinkU32 = sum
	})
}

func BenchmarkLinearize567(b *testing.B) {
	b.Run("generated", func(b *testing.B) {
		var g Shape5x6x7
		var sum int
		for b.Loop() {
			for x := range 5 {
				for y := range 6 {
					for z := range 7 {
						sum += g.Linearize([3]int{x, y, z})
					}
				}
			}
		}
		sinkU32 = uint32(sum)
	})
	b.Run("handwritten", func(b *testing.B) {
		var sum int
		for b.Loop() {
			for x := range 5 {
				for y := range 6 {
					for z := range 7 {
						sum += handLinearize567([3]int{x, y, z})
					}
				}
			}
		}
		sinkU32 = uint32(sum)
	})
	b.Run("runtime", func(b *testing.B) {
		s := must(linear.NewRuntimeShape[int]([3]int{5, 6, 7}, tensor.C))
		var sum int
		for b.Loop() {
			for x := range 5 {
				for y := range 6 {
					for z := range 7 {
						sum += s.Linearize([3]int{x, y, z})
					}
				}
			}
		}
		sinkU32 = uint32(sum)
	})
}

func BenchmarkDelinearize567(b *testing.B) {
	b.Run("generated", func(b *testing.B) {
		var g Shape5x6x7
		var sum int
		for b.Loop() {
			for i := range 210 {
				p := g.Delinearize(i)
				sum += p[0] + p[1] + p[2]
			}
		}
		sinkU32 = uint32(sum)
	})
	b.Run("handwritten", func(b *testing.B) {
		var sum int
		for b.Loop() {
			for i := range 210 {
				p := handDelinearize567(i)
				sum += p[0] + p[1] + p[2]
			}
		}
		sinkU32 = uint32(sum)
	})
	b.Run("runtime", func(b *testing.B) {
		s := must(linear.NewRuntimeShape[int]([3]int{5, 6, 7}, tensor.C))
		var sum int
		for b.Loop() {
			for i := range 210 {
				p := s.Delinearize(i)
				sum += p[0] + p[1] + p[2]
			}
		}
		sinkU32 = uint32(sum)
	})
}
