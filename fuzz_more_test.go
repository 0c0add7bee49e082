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

// FuzzLinearize round-trips the runtime linearizers, C and F, and the
// power-of-two ones (FuzzGeneratedShapes covers the generated ones). In
// range, Delinearize inverts Linearize and the checked forms agree; out of
// range, the checked forms return ErrIndex.
func FuzzLinearize(f *testing.F) {
	f.Add(uint8(5), uint8(6), uint8(7), 1, 2, 3, uint8(0))
	f.Add(uint8(0), uint8(6), uint8(7), 0, 0, 0, uint8(1))
	f.Add(uint8(255), uint8(255), uint8(255), -1, 1<<40, 3, uint8(2))
	f.Fuzz(func(t *testing.T, n0, n1, n2 uint8, x, y, z int, order uint8) {
		o := Order(order % 2)
		dims := [3]int{int(n0), int(n1), int(n2)}
		p := [3]int{x, y, z}
		inRange := true
		for i := range 3 {
			if p[i] < 0 || p[i] >= dims[i] {
				inRange = false
			}
		}
		rs, err := NewRuntimeShape[int](dims, o)
		if err != nil {
			if dims[0] == 0 || dims[1] == 0 || dims[2] == 0 {
				if !errors.Is(err, ErrShape) {
					t.Fatalf("NewRuntimeShape(%v): %v, want ErrShape", dims, err)
				}
				return
			}
			t.Fatalf("NewRuntimeShape(%v): %v", dims, err)
		}
		i, err := rs.LinearizeChecked(p)
		if inRange != (err == nil) {
			t.Fatalf("runtime %v LinearizeChecked(%v) err %v, in range %v", dims, p, err, inRange)
		}
		if err != nil && !errors.Is(err, ErrIndex) {
			t.Fatalf("runtime: %v, want ErrIndex", err)
		}
		if inRange {
			if i != rs.Linearize(p) || rs.Delinearize(i) != p || i < 0 || i >= rs.Size() {
				t.Fatalf("runtime %v: %v -> %d -> %v", dims, p, i, rs.Delinearize(i))
			}
			if q, err := rs.DelinearizeChecked(i); err != nil || q != p {
				t.Fatalf("runtime DelinearizeChecked(%d) = %v, %v", i, q, err)
			}
		}
		for _, bad := range []int{-1, rs.Size(), rs.Size() + max(0, x%3)} {
			if _, err := rs.DelinearizeChecked(bad); !errors.Is(err, ErrIndex) {
				t.Fatalf("runtime %v DelinearizeChecked(%d): %v, want ErrIndex", dims, bad, err)
			}
		}
		// Power of two: bits 0..5 per axis.
		bits := [3]int{int(n0 % 6), int(n1 % 6), int(n2 % 6)}
		ps, err := NewPow2Shape[int](bits, o)
		if err != nil {
			t.Fatalf("NewPow2Shape(%v): %v", bits, err)
		}
		pd := ps.Dims()
		pin := true
		for k := range 3 {
			if p[k] < 0 || p[k] >= pd[k] {
				pin = false
			}
		}
		j, err := ps.LinearizeChecked(p)
		if pin != (err == nil) {
			t.Fatalf("pow2 %v LinearizeChecked(%v) err %v", bits, p, err)
		}
		if pin && (ps.Delinearize(j) != p || j != ps.Linearize(p)) {
			t.Fatalf("pow2 %v: %v -> %d -> %v", bits, p, j, ps.Delinearize(j))
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
