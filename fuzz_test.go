package tensor

import (
	"errors"
	"testing"

	"github.com/fixedrank/tensor/dyn"

	"github.com/fixedrank/tensor/internal/engine"
)

// FuzzNew feeds arbitrary shapes, strides and offsets to the checked
// constructor. It must never panic; a layout it accepts must have a
// non-negative minimum address, agree with brute force on overlap (when
// small), and survive every rank-preserving view.
func FuzzNew(f *testing.F) {
	f.Add(3, 2, 6, 3, -300, 15, 917)
	f.Add(3, 2, 6, 3, -300, 15, 0)
	f.Add(3, 2, 1, 2, 3, 1, 0)
	f.Add(1<<40, 1<<40, 1, 1, 1, 1, 0)
	f.Add(4, 1, 1, 1<<62, 0, 0, 0)
	f.Add(2, 2, 2, -1<<63, 1, 1, 1<<62)
	f.Add(0, 5, -1, 7, 0, 1, 3)
	f.Fuzz(func(t *testing.T, d0, d1, d2, s0, s1, s2, off int) {
		l, err := New([3]int{d0, d1, d2}, [3]int{s0, s1, s2}, off)
		if err != nil {
			for _, s := range []error{ErrShape, ErrBounds, ErrOverflow, ErrOverlap} {
				if errors.Is(err, s) {
					return
				}
			}
			t.Fatalf("New error %v wraps no expected sentinel", err)
		}
		lo, hi, err := l.Bounds()
		if err != nil || lo < 0 || hi < lo {
			t.Fatalf("%v: Bounds = %d, %d, %v", l, lo, hi, err)
		}
		if l.Size() <= 64 && l.Size() > 0 {
			d := squeezeZeroStrides(l.Dyn())
			if bruteOverlap(d) {
				t.Fatalf("%v accepted but overlaps", l)
			}
			for _, a := range addrsC(l.Dyn()) {
				if a < lo || a >= hi {
					t.Fatalf("%v: address %d outside [%d, %d)", l, a, lo, hi)
				}
			}
		}
		for axis := -4; axis < 4; axis++ {
			if v, err := l.Flip(axis); err == nil && l.Size() > 0 {
				if vlo, vhi, _ := v.Bounds(); vlo != lo || vhi != hi {
					t.Fatalf("Flip(%d) of %v moved bounds to [%d, %d)", axis, l, vlo, vhi)
				}
			}
		}
		_, _ = l.SelfOverlap(1000)
		_, _ = l.Permute([3]int{d0, s0, off})
		_, _ = l.SwapAxes(d1, s1)
		_, _ = l.Index(d0, d1, d2)
		_ = l.Within(hi)
	})
}

// FuzzOverlap checks the exact overlap test against brute force on small
// layouts.
func FuzzOverlap(f *testing.F) {
	f.Add(uint8(3), uint8(2), uint8(1), int8(2), int8(3), int8(1))
	f.Add(uint8(4), uint8(4), uint8(3), int8(5), int8(-7), int8(3))
	f.Fuzz(func(t *testing.T, d0, d1, d2 uint8, s0, s1, s2 int8) {
		shape := []int{int(d0 % 7), int(d1 % 7), int(d2 % 7)}
		st := []int{int(s0), int(s1), int(s2)}
		d := dyn.Unchecked(shape, st, 0)
		lo, _, _ := d.Bounds()
		d = dyn.Unchecked(shape, st, -lo)
		got, err := d.SelfOverlap(0)
		if err != nil {
			t.Fatalf("%v: %v", d, err)
		}
		if want := bruteOverlap(d); got != want {
			t.Fatalf("%v: SelfOverlap = %v, brute force %v", d, got, want)
		}
		if d.NonOverlappingFast() && got {
			t.Fatalf("%v: fast test wrong", d)
		}
	})
}

// FuzzViews applies one view operation with arbitrary arguments to a small
// strided layout. No input may panic, and every address of a successful
// view must be an address of its parent.
func FuzzViews(f *testing.F) {
	f.Add(uint8(3), uint8(4), uint8(5), int8(1), uint8(0), 1, 2, 3, -1)
	f.Add(uint8(3), uint8(1), uint8(5), int8(-2), uint8(3), -1, 0, 1, 0)
	f.Add(uint8(2), uint8(2), uint8(2), int8(0), uint8(5), 0, -1, -2, 2)
	f.Add(uint8(0), uint8(4), uint8(1), int8(2), uint8(6), 2, 6, 0, 0)
	f.Add(uint8(5), uint8(5), uint8(5), int8(3), uint8(9), -1<<63, 1<<63-1, 0, 1)
	f.Fuzz(func(t *testing.T, d0, d1, d2 uint8, flip int8, op uint8, a, b, c, e int) {
		l, err := Contiguous([3]int{int(d0 % 7), int(d1 % 7), int(d2 % 7)}, C)
		if err != nil {
			t.Fatal(err)
		}
		if v, err := l.Flip(int(flip) % 3); err == nil {
			l = v
		}
		if flip%2 == 0 {
			l = l.Transpose()
		}
		parent := l.Dyn()
		var got dyn.Layout
		switch op % 11 {
		case 0:
			got, err = parent.Slice(a, engine.Range(b, c).By(e))
		case 1:
			got, err = parent.Subscript(fuzzItem(a, b), fuzzItem(b, c), fuzzItem(c, e), fuzzItem(e, a))
		case 2:
			got, err = parent.Select(a, b)
		case 3:
			got, err = parent.Diagonal(a, b, c)
		case 4:
			got, err = parent.BroadcastTo([]int{a % 8, b % 8, c % 8, e % 8}, Order(op%3))
		case 5:
			got, err = parent.Reshape([]int{a % 10, b % 10, c % 10}, Order(op%3))
		case 6:
			got, err = parent.SlidingWindow([]int{a % 8, b % 8, c % 8}, []int{e % 4, b % 4, a % 4})
		case 7:
			got, err = parent.ExpandDims(a)
		case 8:
			got, err = parent.Squeeze(a)
		case 9:
			got, err = parent.Permute(a, b, c)
		case 10:
			got, err = parent.SwapAxes(a, b)
		}
		if err != nil {
			return
		}
		have := map[int]bool{}
		for _, x := range addrsC(parent) {
			have[x] = true
		}
		for _, x := range addrsC(got) {
			if !have[x] {
				t.Fatalf("op %d on %v gave %v with address %d not in the parent", op%11, parent, got, x)
			}
		}
	})
}

func fuzzItem(kind, v int) Item {
	switch uint(kind) % 5 {
	case 0:
		return engine.At(v)
	case 1:
		return engine.NewAxis()
	case 2:
		return engine.Ellipsis()
	case 3:
		return engine.From(v).By(kind % 4)
	}
	return engine.To(v)
}
