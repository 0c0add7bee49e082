package linear

import (
	"errors"
	"testing"

	"github.com/fixedrank/tensor"
)

func TestRuntimeShapeC(t *testing.T) {
	s, err := NewRuntimeShape[int]([3]int{2, 3, 4}, tensor.C)
	if err != nil {
		t.Fatal(err)
	}
	if s.Size() != 24 || s.Strides() != [3]int{12, 4, 1} || s.Dims() != [3]int{2, 3, 4} || s.Order() != tensor.C {
		t.Fatalf("shape = %+v", s)
	}
	i := 0
	for x := range 2 {
		for y := range 3 {
			for z := range 4 {
				p := [3]int{x, y, z}
				if got := s.Linearize(p); got != i {
					t.Errorf("Linearize(%v) = %d, want %d", p, got, i)
				}
				if got := s.Delinearize(i); got != p {
					t.Errorf("Delinearize(%d) = %v, want %v", i, got, p)
				}
				i++
			}
		}
	}
}

func TestRuntimeShapeF(t *testing.T) {
	// ndshape's formula: x + X*y + X*Y*z.
	s, err := NewRuntimeShape[uint32]([3]uint32{5, 6, 7}, tensor.F)
	if err != nil {
		t.Fatal(err)
	}
	for z := range uint32(7) {
		for y := range uint32(6) {
			for x := range uint32(5) {
				p := [3]uint32{x, y, z}
				want := x + 5*y + 5*6*z
				if got := s.Linearize(p); got != want {
					t.Fatalf("Linearize(%v) = %d, want %d", p, got, want)
				}
				if got := s.Delinearize(want); got != p {
					t.Fatalf("Delinearize(%d) = %v, want %v", want, got, p)
				}
			}
		}
	}
}

func TestRuntimeShapeErrors(t *testing.T) {
	if _, err := NewRuntimeShape[uint16]([2]uint16{256, 256}, tensor.C); !errors.Is(err, tensor.ErrOverflow) {
		t.Errorf("256x256 in uint16: error = %v, want tensor.ErrOverflow", err)
	}
	if s, err := NewRuntimeShape[uint16]([2]uint16{256, 255}, tensor.C); err != nil || s.Size() != 65280 {
		t.Errorf("256x255 in uint16: %v, %v", s.Size(), err)
	}
	if _, err := NewRuntimeShape[int8]([2]int8{12, 11}, tensor.C); !errors.Is(err, tensor.ErrOverflow) {
		t.Errorf("12x11 in int8: error = %v, want tensor.ErrOverflow", err)
	}
	if _, err := NewRuntimeShape[int8]([2]int8{3, -1}, tensor.C); !errors.Is(err, tensor.ErrShape) {
		t.Errorf("negative dim: error = %v, want tensor.ErrShape", err)
	}
	if _, err := NewRuntimeShape[int]([2]int{3, 0}, tensor.C); !errors.Is(err, tensor.ErrShape) {
		t.Errorf("zero dim: error = %v, want tensor.ErrShape", err)
	}
	if _, err := NewRuntimeShape[uint64]([2]uint64{1 << 32, 1 << 32}, tensor.F); !errors.Is(err, tensor.ErrOverflow) {
		t.Errorf("2^64 in uint64: error = %v, want tensor.ErrOverflow", err)
	}
	if _, err := NewRuntimeShape[int]([1]int{3}, tensor.Order(2)); !errors.Is(err, tensor.ErrShape) {
		t.Errorf("bad order: error = %v, want tensor.ErrShape", err)
	}
	s, _ := NewRuntimeShape[int16]([2]int16{10, 20}, tensor.C)
	for _, p := range [][2]int16{{-1, 0}, {10, 0}, {0, 20}, {0, -3}} {
		if _, err := s.LinearizeChecked(p); !errors.Is(err, tensor.ErrIndex) {
			t.Errorf("LinearizeChecked(%v) error = %v, want tensor.ErrIndex", p, err)
		}
	}
	if i, err := s.LinearizeChecked([2]int16{9, 19}); i != 199 || err != nil {
		t.Errorf("LinearizeChecked([9 19]) = %d, %v", i, err)
	}
	for _, i := range []int16{-1, 200} {
		if _, err := s.DelinearizeChecked(i); !errors.Is(err, tensor.ErrIndex) {
			t.Errorf("DelinearizeChecked(%d) error = %v, want tensor.ErrIndex", i, err)
		}
	}
	if p := s.Delinearize(205); p != [2]int16{10, 5} {
		t.Errorf("Delinearize(205) = %v, want [10 5]: the first (tensor.C) coordinate out of range", p)
	}
	if p, err := s.DelinearizeChecked(199); p != [2]int16{9, 19} || err != nil {
		t.Errorf("DelinearizeChecked(199) = %v, %v", p, err)
	}
	s0, _ := NewRuntimeShape[int]([0]int{}, tensor.C)
	if s0.Size() != 1 || s0.Linearize([0]int{}) != 0 {
		t.Errorf("rank-0 shape: size %d", s0.Size())
	}
}

func TestRuntimeShapeRoundTripAllRanks(t *testing.T) {
	check := func(t *testing.T, lin func(int) int, size int) {
		for i := range size {
			if got := lin(i); got != i {
				t.Fatalf("round trip of %d gave %d", i, got)
			}
		}
	}
	for _, o := range []tensor.Order{tensor.C, tensor.F} {
		s1, _ := NewRuntimeShape[int8]([1]int8{7}, o)
		check(t, func(i int) int { return int(s1.Linearize(s1.Delinearize(int8(i)))) }, 7)
		s4, _ := NewRuntimeShape[uint32]([4]uint32{3, 5, 2, 7}, o)
		check(t, func(i int) int { return int(s4.Linearize(s4.Delinearize(uint32(i)))) }, 210)
		s8, _ := NewRuntimeShape[int64]([8]int64{2, 3, 2, 1, 2, 3, 2, 2}, o)
		check(t, func(i int) int { return int(s8.Linearize(s8.Delinearize(int64(i)))) }, 288)
	}
}

// TestDelinearizeOutOfRange pins the documented digits for indices outside
// [0, Size()): truncated division and remainder from the fastest axis out,
// the slowest axis taking the rest of the quotient.
func TestDelinearizeOutOfRange(t *testing.T) {
	tests := []struct {
		order tensor.Order
		i     int
		want  [3]int
	}{
		{tensor.C, -1, [3]int{0, 0, -1}},
		{tensor.C, -5, [3]int{0, -1, -1}},
		{tensor.C, -24, [3]int{-2, 0, 0}},
		{tensor.C, -30, [3]int{-2, -1, -2}},
		{tensor.C, 24, [3]int{2, 0, 0}},
		{tensor.C, 100, [3]int{8, 1, 0}},
		{tensor.F, -1, [3]int{-1, 0, 0}},
		{tensor.F, -7, [3]int{-1, 0, -1}},
		{tensor.F, -24, [3]int{0, 0, -4}},
		{tensor.F, 24, [3]int{0, 0, 4}},
		{tensor.F, 100, [3]int{0, 2, 16}},
	}
	for _, tt := range tests {
		s, err := NewRuntimeShape[int]([3]int{2, 3, 4}, tt.order)
		if err != nil {
			t.Fatal(err)
		}
		if got := s.Delinearize(tt.i); got != tt.want {
			t.Errorf("order %v: Delinearize(%d) = %v, want %v", tt.order, tt.i, got, tt.want)
		}
		if got := s.Linearize(s.Delinearize(tt.i)); got != tt.i {
			t.Errorf("order %v: Linearize(Delinearize(%d)) = %d", tt.order, tt.i, got)
		}
		if _, err := s.DelinearizeChecked(tt.i); !errors.Is(err, tensor.ErrIndex) {
			t.Errorf("order %v: DelinearizeChecked(%d) error = %v, want tensor.ErrIndex", tt.order, tt.i, err)
		}
	}
	// Unsigned: only too-large indices exist; the slowest coordinate grows.
	u, _ := NewRuntimeShape[uint32]([3]uint32{5, 6, 7}, tensor.F)
	if got, want := u.Delinearize(210), [3]uint32{0, 0, 7}; got != want {
		t.Errorf("uint32 F: Delinearize(210) = %v, want %v", got, want)
	}
	uc, _ := NewRuntimeShape[uint32]([3]uint32{5, 6, 7}, tensor.C)
	if got, want := uc.Delinearize(211), [3]uint32{5, 0, 1}; got != want {
		t.Errorf("uint32 C: Delinearize(211) = %v, want %v", got, want)
	}
	// The extremes of a small signed type round-trip without wrapping.
	s8, _ := NewRuntimeShape[int8]([2]int8{3, 5}, tensor.C)
	for _, i := range []int8{-128, 127} {
		if got := s8.Linearize(s8.Delinearize(i)); got != i {
			t.Errorf("int8: Linearize(Delinearize(%d)) = %d (via %v)", i, got, s8.Delinearize(i))
		}
	}
	if got, want := s8.Delinearize(-128), [2]int8{-25, -3}; got != want {
		t.Errorf("int8 C: Delinearize(-128) = %v, want %v", got, want)
	}
	s0, _ := NewRuntimeShape[int]([0]int{}, tensor.F)
	if got := s0.Delinearize(-9); got != [0]int{} {
		t.Errorf("rank 0: Delinearize(-9) = %v", got)
	}
}
