package tensor

import (
	"errors"
	"slices"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// FuzzShapeOps feeds Roll, Diff and DiffWith fuzzed shapes, shifts, orders
// and axes: no call panics, errors wrap sentinels, rolling back restores
// the tensor, and a first difference is each element minus the one before
// it, with DiffWith's numbers before and after the lane.
func FuzzShapeOps(f *testing.F) {
	f.Add(uint8(3), uint8(4), int16(5), int8(1), int8(1))
	f.Fuzz(func(t *testing.T, r0, r1 uint8, shift int16, n, axis int8) {
		rows, cols := int(r0%6), int(r1%6)
		data := make([]int16, rows*cols)
		for i := range data {
			data[i] = int16(i*7919) ^ int16(shift)
		}
		x, _ := dyn.FromSlice(data, rows, cols)
		ax := int(axis % 3)
		r, err := dyn.Roll(x, int(shift), ax)
		if err != nil {
			if !errors.Is(err, ErrAxis) {
				t.Fatal(err)
			}
			return
		}
		back, err := dyn.Roll(r, -int(shift), ax)
		if err != nil || !slices.Equal(back.Data(), data) {
			t.Fatalf("Roll by %d then back along %d: %v, %v; want %v", shift, ax, back.Data(), err, data)
		}
		d, err := dyn.Diff(x, int(n%4), ax)
		if err != nil {
			if !errors.Is(err, ErrAxis) && !errors.Is(err, ErrValue) {
				t.Fatal(err)
			}
			return
		}
		// With a number before and after: the differences of the lane
		// extended by them, so the first is x[0] - pre and the last post -
		// x[len-1] along the axis.
		dw, err := dyn.DiffWith(x, int(n%4), ax, int16(shift), -int16(shift))
		if err != nil {
			t.Fatalf("DiffWith: %v", err)
		}
		if n%4 == 1 {
			a := (ax + 2) % 2
			for p, v := range dw.All() {
				q := slices.Clone(p)
				k := p[a] // position in the extended lane
				get := func(j int) int16 {
					switch {
					case j == 0:
						return shift
					case j == x.Layout().Shape()[a]+1:
						return -shift
					}
					q[a] = j - 1
					e, _ := x.At(q...)
					return e
				}
				if want := get(k+1) - get(k); v != want {
					t.Fatalf("DiffWith at %v = %d, want %d", p, v, want)
				}
			}
		}
		if n%4 == 1 {
			for p, v := range d.All() {
				q := slices.Clone(p)
				q[(ax+2)%2]++
				hi, _ := x.At(q...)
				lo, _ := x.At(p...)
				if v != hi-lo {
					t.Fatalf("Diff at %v = %d, want %d", p, v, hi-lo)
				}
			}
		}
	})
}
