package linear

import (
	"errors"
	"testing"

	"github.com/fixedrank/tensor"
)

// FuzzLinearize round-trips the runtime linearizers, C and tensor.F, and the
// power-of-two ones (FuzzGeneratedShapes covers the generated ones). In
// range, Delinearize inverts Linearize and the checked forms agree; out of
// range, the checked forms return tensor.ErrIndex.
func FuzzLinearize(f *testing.F) {
	f.Add(uint8(5), uint8(6), uint8(7), 1, 2, 3, uint8(0))
	f.Add(uint8(0), uint8(6), uint8(7), 0, 0, 0, uint8(1))
	f.Add(uint8(255), uint8(255), uint8(255), -1, 1<<40, 3, uint8(2))
	f.Fuzz(func(t *testing.T, n0, n1, n2 uint8, x, y, z int, order uint8) {
		o := tensor.Order(order % 2)
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
				if !errors.Is(err, tensor.ErrShape) {
					t.Fatalf("NewRuntimeShape(%v): %v, want tensor.ErrShape", dims, err)
				}
				return
			}
			t.Fatalf("NewRuntimeShape(%v): %v", dims, err)
		}
		i, err := rs.LinearizeChecked(p)
		if inRange != (err == nil) {
			t.Fatalf("runtime %v LinearizeChecked(%v) err %v, in range %v", dims, p, err, inRange)
		}
		if err != nil && !errors.Is(err, tensor.ErrIndex) {
			t.Fatalf("runtime: %v, want tensor.ErrIndex", err)
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
			if _, err := rs.DelinearizeChecked(bad); !errors.Is(err, tensor.ErrIndex) {
				t.Fatalf("runtime %v DelinearizeChecked(%d): %v, want tensor.ErrIndex", dims, bad, err)
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
