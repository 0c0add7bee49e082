package tensor

import (
	"errors"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// FuzzTake feeds Take and TakeAlongAxis fuzzed shapes, axes, modes and
// indices (in and out of range): no call panics, every error wraps a
// sentinel, and every element of a result is the element of the source it
// names.
func FuzzTake(f *testing.F) {
	f.Add(uint8(3), uint8(4), int8(1), []byte{0, 1, 255, 7}, uint8(0))
	f.Add(uint8(0), uint8(2), int8(-1), []byte{5}, uint8(2))
	f.Fuzz(func(t *testing.T, r0, r1 uint8, axis int8, raw []byte, mode uint8) {
		rows, cols := int(r0%5), int(r1%5)
		data := make([]int, rows*cols)
		for i := range data {
			data[i] = i * 10
		}
		x, _ := dyn.FromSlice(data, rows, cols)
		idx := make([]int, len(raw)%9)
		for i := range idx {
			idx[i] = int(int8(raw[i])) % 8
		}
		ix, _ := dyn.FromSlice(idx, len(idx))
		ax := int(axis % 4)
		m := []string{"raise", "wrap", "clip", "bad"}[mode%4]
		sentinel := func(err error) {
			if err != nil && !errors.Is(err, ErrIndex) && !errors.Is(err, ErrAxis) && !errors.Is(err, ErrValue) && !errors.Is(err, ErrRank) && !errors.Is(err, ErrBroadcast) {
				t.Fatalf("error %v wraps no sentinel", err)
			}
		}
		got, err := dyn.Take(x, ix, ax, m)
		sentinel(err)
		if err == nil {
			a := (ax + 2) % 2
			n := x.Layout().Shape()[a]
			for p, v := range got.All() {
				k := idx[p[a]]
				switch {
				case m == "wrap":
					k = ((k % n) + n) % n
				case m == "clip":
					k = max(0, min(k, n-1))
				case k < 0:
					k += n
				}
				src := []int{p[0], k}
				if a == 0 {
					src = []int{k, p[1]}
				}
				if want, _ := x.At(src...); v != want {
					t.Fatalf("Take(%v, axis %d, %s) at %v = %d, want %d", idx, ax, m, p, v, want)
				}
			}
		}
		// Along an axis, with indices of x's rank.
		if len(idx) > 0 && -2 <= ax && ax < 2 {
			shape := []int{rows, cols}
			shape[(ax+2)%2] = 1
			if shape[0]*shape[1] > 0 {
				ii, _ := dyn.Full(idx[0], shape...)
				g, err := dyn.TakeAlongAxis(x, ii, ax)
				sentinel(err)
				if err == nil {
					a := (ax + 2) % 2
					n := x.Layout().Shape()[a]
					k := idx[0]
					if k < 0 {
						k += n
					}
					for p, v := range g.All() {
						src := []int{p[0], k}
						if a == 0 {
							src = []int{k, p[1]}
						}
						if want, _ := x.At(src...); v != want {
							t.Fatalf("TakeAlongAxis(%d, axis %d) at %v = %d, want %d", idx[0], ax, p, v, want)
						}
					}
				}
			}
		}
	})
}
