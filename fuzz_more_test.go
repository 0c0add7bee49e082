package tensor

import (
	"errors"
	"slices"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// fuzzLayout3 makes a rank-3 layout from fuzz bytes: dims 0..3, strides
// -9..9, offset 0..63, or an error from New.
func fuzzLayout3(dims [3]uint8, st [3]int8, off uint8) (Layout[[3]int], error) {
	var s, t [3]int
	for i := range 3 {
		s[i] = int(dims[i] % 4)
		t[i] = int(st[i] % 10)
	}
	return New(s, t, int(off%64))
}

// FuzzAssign assigns one random view of a 128-element buffer to another
// view of the same buffer (often overlapping it) and compares the buffer
// with a naive copy through a temporary. Source layouts may broadcast.
func FuzzAssign(f *testing.F) {
	f.Add(uint8(3), uint8(3), uint8(3), int8(9), int8(3), int8(1), uint8(0), int8(1), int8(9), int8(3), uint8(1), uint8(0))
	f.Add(uint8(2), uint8(3), uint8(2), int8(-6), int8(2), int8(1), uint8(20), int8(6), int8(-2), int8(-1), uint8(30), uint8(1))
	f.Add(uint8(1), uint8(3), uint8(3), int8(0), int8(3), int8(1), uint8(4), int8(0), int8(0), int8(1), uint8(5), uint8(2))
	f.Fuzz(func(t *testing.T, d0, d1, d2 uint8, a0, a1, a2 int8, aoff uint8, b0, b1, b2 int8, boff uint8, mode uint8) {
		dl, err := fuzzLayout3([3]uint8{d0, d1, d2}, [3]int8{a0, a1, a2}, aoff)
		if err != nil {
			return
		}
		if _, hi, _ := dl.Bounds(); hi > 128 {
			return
		}
		// The source has the same shape, or (mode odd) a length-1 middle
		// axis that broadcasts.
		sshape := dl.Shape()
		if mode%2 == 1 && sshape[1] > 0 {
			sshape[1] = 1
		}
		sl := Unchecked(sshape, [3]int{int(b0 % 10), int(b1 % 10), int(b2 % 10)}, int(boff%64))
		if lo, hi, berr := sl.Bounds(); berr != nil || lo < 0 || hi > 128 {
			return
		}
		buf := make([]float64, 128)
		for i := range buf {
			buf[i] = float64(i)
		}
		want := slices.Clone(buf)
		bsl, err := BroadcastToLayout(sl, dl.Shape())
		if err != nil {
			t.Fatalf("broadcast %v to %v: %v", sl, dl.Shape(), err)
		}
		naiveAssign(want, dl, slices.Clone(buf), bsl)
		dst, err := View(buf, dl)
		if err != nil {
			t.Fatalf("View(%v): %v", dl, err)
		}
		src := Tensor[float64, [3]int]{data: buf, layout: sl}
		if err := Assign(dst, src); err != nil {
			if errors.Is(err, ErrReadOnly) {
				return
			}
			t.Fatalf("Assign(%v <- %v): %v", dl, sl, err)
		}
		if !slices.Equal(buf, want) {
			t.Fatalf("Assign(%v <- %v):\n got %v\nwant %v", dl, sl, buf, want)
		}
	})
}

// FuzzDynConversion converts fuzzed dynamic layouts to fixed rank and
// back: the rank must match exactly (ErrRank otherwise, never truncation)
// and a round trip preserves shape, strides and offset.
func FuzzDynConversion(f *testing.F) {
	f.Add(uint8(3), 2, 3, 4, -1, 5, 0)
	f.Add(uint8(0), 0, 0, 0, 0, 0, 0)
	f.Fuzz(func(t *testing.T, rank uint8, a, b, c, s, u, off int) {
		r := int(rank % 5)
		shape := []int{a % 5, b % 5, c % 5, a % 3, b % 3}[:r]
		strides := []int{s % 50, u % 50, s % 7, u % 11, 1}[:r]
		d, err := dyn.New(shape, strides, off%1000)
		if err != nil {
			return
		}
		l3, err := FromDynLayout[[3]int](d)
		if (r == 3) != (err == nil) || (err != nil && !errors.Is(err, ErrRank)) {
			t.Fatalf("FromDynLayout[[3]int] of rank %d: %v", r, err)
		}
		if err == nil {
			back := l3.Dyn()
			if !slices.Equal(back.Shape(), d.Shape()) || !slices.Equal(back.Strides(), d.Strides()) || back.Offset() != d.Offset() {
				t.Fatalf("round trip %v -> %v -> %v", d, l3, back)
			}
		}
	})
}
