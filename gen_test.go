package tensor

import "testing"

// TestGeneratedShapes checks the constant shapes written by tensorgen
// against the runtime linearizers on every coordinate.
func TestGeneratedShapes(t *testing.T) {
	agreeShape(t, Chunk16{}, must(NewRuntimeShape[uint32](Chunk16{}.Dims(), F)))
	agreeShape(t, Chunk16{}, must(NewPow2Shape[uint32]([3]uint32{4, 4, 4}, F)))
	agreeShape(t, Shape5x6x7{}, must(NewRuntimeShape[int](Shape5x6x7{}.Dims(), C)))
	agreeShape(t, Shape2x8x4{}, must(NewRuntimeShape[int](Shape2x8x4{}.Dims(), C)))
	if _, err := (Chunk16{}).LinearizeChecked([3]uint32{0, 16, 0}); err == nil {
		t.Error("Chunk16.LinearizeChecked accepted y = 16")
	}
	if _, err := (Shape5x6x7{}).LinearizeChecked([3]int{0, 0, -1}); err == nil {
		t.Error("Shape5x6x7.LinearizeChecked accepted z = -1")
	}
}

func must[T any](v T, err error) *T {
	if err != nil {
		panic(err)
	}
	return &v
}

func agreeShape[I interface{ ~int | ~uint32 }, P Coord[I]](t *testing.T, g, rt Shape[I, P]) {
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

func TestGeneratedHelpers(t *testing.T) {
	l, _ := NewC([3]int{2, 3, 4})
	s, err := Select3(l, 0, 1)
	if want := Unchecked([2]int{3, 4}, [2]int{4, 1}, 12); s != want || err != nil {
		t.Errorf("Select3 = %v, %v; want %v", s, err, want)
	}
	a, b := Split3At2(l)
	if a.Shape() != [2]int{2, 3} || b.Shape() != [1]int{4} {
		t.Errorf("Split3At2 = %v, %v", a, b)
	}
	r, err := Reshape3To1(l, [1]int{-1}, C)
	if r.Shape() != [1]int{24} || err != nil {
		t.Errorf("Reshape3To1 = %v, %v", r, err)
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
		s := must(NewPow2Shape[uint32]([3]uint32{4, 4, 4}, F))
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
		s := must(NewRuntimeShape[uint32]([3]uint32{16, 16, 16}, F))
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
		s := must(NewRuntimeShape[int]([3]int{5, 6, 7}, C))
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
		s := must(NewRuntimeShape[int]([3]int{5, 6, 7}, C))
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

// TestGeneratedAddressing checks Index1…Index8 and Ptr1…Ptr8 against
// IndexUnchecked and All on every element of a flipped, stepped view
// (negative and non-unit strides, non-zero offset).
func TestGeneratedAddressing(t *testing.T) {
	agreeAddress(t, [1]int{5},
		func(l *Layout[[1]int], i *[1]int) int { return Index1(l, i[0]) },
		func(x *Tensor[int, [1]int], i *[1]int) *int { return Ptr1(x, i[0]) })
	agreeAddress(t, [2]int{2, 5},
		func(l *Layout[[2]int], i *[2]int) int { return Index2(l, i[0], i[1]) },
		func(x *Tensor[int, [2]int], i *[2]int) *int { return Ptr2(x, i[0], i[1]) })
	agreeAddress(t, [3]int{2, 3, 5},
		func(l *Layout[[3]int], i *[3]int) int { return Index3(l, i[0], i[1], i[2]) },
		func(x *Tensor[int, [3]int], i *[3]int) *int { return Ptr3(x, i[0], i[1], i[2]) })
	agreeAddress(t, [4]int{2, 3, 1, 5},
		func(l *Layout[[4]int], i *[4]int) int { return Index4(l, i[0], i[1], i[2], i[3]) },
		func(x *Tensor[int, [4]int], i *[4]int) *int { return Ptr4(x, i[0], i[1], i[2], i[3]) })
	agreeAddress(t, [5]int{2, 3, 2, 2, 5},
		func(l *Layout[[5]int], i *[5]int) int { return Index5(l, i[0], i[1], i[2], i[3], i[4]) },
		func(x *Tensor[int, [5]int], i *[5]int) *int { return Ptr5(x, i[0], i[1], i[2], i[3], i[4]) })
	agreeAddress(t, [6]int{2, 1, 3, 2, 2, 5},
		func(l *Layout[[6]int], i *[6]int) int { return Index6(l, i[0], i[1], i[2], i[3], i[4], i[5]) },
		func(x *Tensor[int, [6]int], i *[6]int) *int { return Ptr6(x, i[0], i[1], i[2], i[3], i[4], i[5]) })
	agreeAddress(t, [7]int{2, 2, 3, 1, 2, 2, 5},
		func(l *Layout[[7]int], i *[7]int) int { return Index7(l, i[0], i[1], i[2], i[3], i[4], i[5], i[6]) },
		func(x *Tensor[int, [7]int], i *[7]int) *int { return Ptr7(x, i[0], i[1], i[2], i[3], i[4], i[5], i[6]) })
	agreeAddress(t, [8]int{2, 2, 3, 1, 2, 2, 3, 5},
		func(l *Layout[[8]int], i *[8]int) int {
			return Index8(l, i[0], i[1], i[2], i[3], i[4], i[5], i[6], i[7])
		},
		func(x *Tensor[int, [8]int], i *[8]int) *int {
			return Ptr8(x, i[0], i[1], i[2], i[3], i[4], i[5], i[6], i[7])
		})

	// A named dimension type goes through IndexUnchecked, which at rank 3
	// reads the layout as a Layout[[3]int].
	type voxel [3]int
	l, _ := NewC([3]int{2, 3, 5})
	l, _ = l.Flip(1)
	v := Unchecked(voxel(l.Shape()), voxel(l.Strides()), l.Offset())
	idx := voxel{1, 2, 3}
	if got, want := v.IndexUnchecked(&idx), Index3(&l, 1, 2, 3); got != want {
		t.Errorf("Layout[voxel].IndexUnchecked(%v) = %d, want %d", idx, got, want)
	}

	x, _ := Zeros[int]([2]int{2, 3})
	defer func() {
		if recover() == nil {
			t.Error("Ptr2(x, 2, 0) of a 2x3 tensor did not panic")
		}
	}()
	_ = Ptr2(&x, 2, 0)
}

// agreeAddress checks index and ptr, the per-rank functions with the index
// spread into arguments, on every element of a view of shape whose first
// axis is flipped and whose last axis takes every other element.
func agreeAddress[D Dim](t *testing.T, shape D, index func(*Layout[D], *D) int, ptr func(*Tensor[int, D], *D) *int) {
	t.Helper()
	c, err := NewC(shape)
	if err != nil {
		t.Fatal(err)
	}
	x, err := FromFunc(shape, func(i D) int { return c.IndexUnchecked(&i) })
	if err == nil {
		x, err = x.Flip(0)
	}
	if err == nil {
		x, err = x.Slice(len(shape)-1, All().By(2))
	}
	if err != nil {
		t.Fatal(err)
	}
	l := x.Layout()
	n := 0
	for idx, v := range x.All() {
		if got, want := index(&l, &idx), l.IndexUnchecked(&idx); got != want {
			t.Fatalf("rank %d: Index(%v) = %d, want %d (layout %v)", len(idx), idx, got, want, l)
		}
		if got := *ptr(&x, &idx); got != v {
			t.Fatalf("rank %d: *Ptr(%v) = %d, want %d (layout %v)", len(idx), idx, got, v, l)
		}
		n++
	}
	if n != x.Size() || n == 0 {
		t.Fatalf("rank %d: visited %d elements of %d", len(shape), n, x.Size())
	}
}
