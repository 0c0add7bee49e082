package linear

import (
	"errors"
	"testing"

	"github.com/fixedrank/tensor"
)

// checkPow2 compares a power-of-two shape with the runtime linearizer of
// the same dims on every coordinate.
func checkPow2[P Coord[uint32]](t *testing.T, bits P, order tensor.Order) {
	t.Helper()
	p2, err := NewPow2Shape[uint32](bits, order)
	if err != nil {
		t.Fatal(err)
	}
	rt, err := NewRuntimeShape[uint32](p2.Dims(), order)
	if err != nil {
		t.Fatal(err)
	}
	if p2.Size() != rt.Size() {
		t.Fatalf("bits %v: size %d, runtime %d", bits, p2.Size(), rt.Size())
	}
	for i := range p2.Size() {
		p := rt.Delinearize(i)
		if got := p2.Linearize(p); got != i {
			t.Fatalf("bits %v %v: Linearize(%v) = %d, want %d", bits, order, p, got, i)
		}
		if got := p2.Delinearize(i); got != p {
			t.Fatalf("bits %v %v: Delinearize(%d) = %v, want %v", bits, order, i, got, p)
		}
	}
}

// TestPow2EveryRank covers ranks 1 to 8 in both orders (ndshape's 4-D
// runtime power-of-two shape drops its fourth term; this one must not).
func TestPow2EveryRank(t *testing.T) {
	for _, o := range []tensor.Order{tensor.C, tensor.F} {
		checkPow2(t, [1]uint32{5}, o)
		checkPow2(t, [2]uint32{2, 3}, o)
		checkPow2(t, [3]uint32{1, 2, 3}, o)
		checkPow2(t, [4]uint32{1, 2, 1, 3}, o)
		checkPow2(t, [5]uint32{1, 0, 2, 1, 2}, o)
		checkPow2(t, [6]uint32{1, 1, 2, 1, 1, 2}, o)
		checkPow2(t, [7]uint32{1, 1, 1, 2, 1, 1, 1}, o)
		checkPow2(t, [8]uint32{1, 1, 1, 1, 2, 1, 1, 1}, o)
	}
}

func TestPow2Masking(t *testing.T) {
	s, _ := NewPow2Shape[int32]([3]int32{4, 4, 4}, tensor.F) // 16x16x16, x fastest
	if got := s.Linearize([3]int32{1, 2, 3}); got != 1+16*2+256*3 {
		t.Errorf("Linearize([1 2 3]) = %d", got)
	}
	// Out of range wraps within its own field instead of spilling.
	if got := s.Linearize([3]int32{17, 0, 0}); got != 1 {
		t.Errorf("Linearize([17 0 0]) = %d, want 1 (masked)", got)
	}
	if got := s.Linearize([3]int32{-1, 0, 0}); got != 15 {
		t.Errorf("Linearize([-1 0 0]) = %d, want 15 (masked)", got)
	}
	if _, err := s.LinearizeChecked([3]int32{16, 0, 0}); !errors.Is(err, tensor.ErrIndex) {
		t.Errorf("LinearizeChecked([16 0 0]) error = %v", err)
	}
	if _, err := s.LinearizeChecked([3]int32{0, -1, 0}); !errors.Is(err, tensor.ErrIndex) {
		t.Errorf("LinearizeChecked([0 -1 0]) error = %v", err)
	}
	if got, want := s.Delinearize(4096+5), s.Delinearize(5); got != want {
		t.Errorf("Delinearize(4101) = %v, want %v (wraps modulo the size)", got, want)
	}
	if _, err := s.DelinearizeChecked(4096); !errors.Is(err, tensor.ErrIndex) {
		t.Errorf("DelinearizeChecked(4096) error = %v", err)
	}
	if p, err := s.DelinearizeChecked(4095); p != [3]int32{15, 15, 15} || err != nil {
		t.Errorf("DelinearizeChecked(4095) = %v, %v", p, err)
	}
	if s.Dims() != [3]int32{16, 16, 16} || s.Bits() != [3]int32{4, 4, 4} || s.Order() != tensor.F {
		t.Errorf("accessors: %v %v %v", s.Dims(), s.Bits(), s.Order())
	}
}

func TestPow2Errors(t *testing.T) {
	if _, err := NewPow2Shape[uint8]([2]uint8{4, 4}, tensor.C); !errors.Is(err, tensor.ErrOverflow) {
		t.Errorf("8 bits in uint8 (size 256): %v, want tensor.ErrOverflow", err)
	}
	if s, err := NewPow2Shape[uint8]([2]uint8{4, 3}, tensor.C); err != nil || s.Size() != 128 {
		t.Errorf("7 bits in uint8: %v, %v", s.Size(), err)
	}
	if _, err := NewPow2Shape[int8]([1]int8{7}, tensor.C); !errors.Is(err, tensor.ErrOverflow) {
		t.Errorf("7 bits in int8 (size 128): %v, want tensor.ErrOverflow", err)
	}
	if _, err := NewPow2Shape[int]([2]int{3, -1}, tensor.C); !errors.Is(err, tensor.ErrShape) {
		t.Errorf("negative bits: %v, want tensor.ErrShape", err)
	}
	if _, err := NewPow2Shape[uint64]([1]uint64{1 << 40}, tensor.C); !errors.Is(err, tensor.ErrOverflow) {
		t.Errorf("huge bits: %v, want tensor.ErrOverflow", err)
	}
	if _, err := NewPow2Shape[int]([1]int{1}, tensor.Order(3)); !errors.Is(err, tensor.ErrShape) {
		t.Errorf("bad order: %v, want tensor.ErrShape", err)
	}
}
