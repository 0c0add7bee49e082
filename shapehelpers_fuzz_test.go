package tensor

import (
	"errors"
	"slices"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// FuzzShapeHelpers feeds Pad, Repeat, Tile, Triu, Tril, FillDiagonal and
// Rot90 fuzzed shapes, views and arguments: no call panics, every error
// wraps a sentinel, and every element of a result is the one the
// operation's index rule names: for Pad, each axis maps a padded position
// to a source position on its own (edge clamps, wrap is periodic, reflect
// and symmetric mirror with periods 2(n-1) and 2n), and a constant lands
// where the last padded axis says. NumPy 1.24's wrap of pads wider than
// the axis is not periodic; the NumPy goldens cover it.
func FuzzShapeHelpers(f *testing.F) {
	f.Add([]byte{3, 4, 0, 1, 2, 3, 4, 5, 6, 7})
	f.Add([]byte{1, 5, 2, 9, 9, 0, 1})
	f.Add([]byte{2, 1, 3, 0, 0, 7, 2, 3, 1, 1, 4})
	f.Fuzz(func(t *testing.T, raw []byte) {
		at := func(i int) int {
			if i < len(raw) {
				return int(raw[i])
			}
			return 0
		}
		rank := 1 + at(0)%3
		shape := make([]int, rank)
		size := 1
		for k := range shape {
			shape[k] = at(1+k) % 5
			size *= shape[k]
		}
		data := make([]int, size)
		for i := range data {
			data[i] = i + 1
		}
		x, _ := dyn.FromSlice(data, shape...)
		if at(4)%2 == 1 {
			x, _ = x.Flip(-1)
		}
		sentinel := func(err error) {
			for _, s := range []error{ErrValue, ErrAxis, ErrBroadcast, ErrRank, ErrShape, ErrType, ErrOverflow, ErrReadOnly} {
				if errors.Is(err, s) {
					return
				}
			}
			if err != nil {
				t.Fatalf("error %v wraps no sentinel", err)
			}
		}
		arg := func(i int) int { return int(int8(at(i))) % 9 }
		switch at(5) % 6 {
		case 0: // Pad
			mode := []string{"constant", "edge", "reflect", "symmetric", "wrap", "bogus"}[at(6)%6]
			widths := make([][2]int, rank)
			for k := range widths {
				widths[k] = [2]int{arg(7+2*k) % 7, arg(8+2*k) % 7}
			}
			vals := make([]int, 2*rank)
			for k := range vals {
				vals[k] = -100 - k
			}
			got, err := dyn.Pad(x, widths, mode, vals...)
			sentinel(err)
			if err != nil {
				return
			}
			for p, v := range got.All() {
				src := make([]int, rank)
				want, last := 0, -1
				for k, i := range p {
					n, j := shape[k], i-widths[k][0]
					switch {
					case j >= 0 && j < n:
					case mode == "constant":
						last, want = k, vals[2*k]
						if j >= n {
							want = vals[2*k+1]
						}
					case mode == "edge" || n == 1:
						j = max(0, min(j, n-1))
					case mode == "wrap" && max(widths[k][0], widths[k][1]) > n:
						return // NumPy 1.24's wrap is not periodic here; the goldens check it
					case mode == "wrap":
						j = ((j % n) + n) % n
					case mode == "reflect":
						per := 2 * (n - 1)
						if j = ((j % per) + per) % per; j >= n {
							j = per - j
						}
					default: // symmetric
						per := 2 * n
						if j = ((j % per) + per) % per; j >= n {
							j = per - 1 - j
						}
					}
					src[k] = j
				}
				if last < 0 {
					want, _ = x.At(src...)
				}
				if v != want {
					t.Fatalf("Pad(%v, %v, %s) at %v = %d, want %d", shape, widths, mode, p, v, want)
				}
			}
		case 1: // Repeat
			reps := []int{arg(6) % 4}
			if at(7)%2 == 0 && rank > 0 {
				reps = make([]int, shape[0])
				for k := range reps {
					reps[k] = arg(8+k) % 4
				}
			}
			got, err := dyn.Repeat(x, reps, 0)
			sentinel(err)
			if err != nil {
				return
			}
			var from []int
			for k := range shape[0] {
				for range reps[min(k, len(reps)-1)] {
					from = append(from, k)
				}
			}
			for p, v := range got.All() {
				src := append([]int{from[p[0]]}, p[1:]...)
				if want, _ := x.At(src...); v != want {
					t.Fatalf("Repeat(%v, %v) at %v = %d, want %d", shape, reps, p, v, want)
				}
			}
		case 2: // Tile
			reps := make([]int, at(6)%4)
			for k := range reps {
				reps[k] = arg(7+k) % 4
			}
			got, err := dyn.Tile(x, reps)
			sentinel(err)
			if err != nil {
				return
			}
			for p, v := range got.All() {
				off := len(p) - rank
				src := make([]int, rank)
				for k := range src {
					src[k] = p[off+k] % shape[k]
				}
				if want, _ := x.At(src...); v != want {
					t.Fatalf("Tile(%v, %v) at %v = %d, want %d", shape, reps, p, v, want)
				}
			}
		case 3, 4: // Triu, Tril
			k := arg(6)
			upper := at(5)%6 == 3
			got, err := dyn.Triu(x, k)
			if !upper {
				got, err = dyn.Tril(x, k)
			}
			sentinel(err)
			if err != nil {
				return
			}
			for p, v := range got.All() {
				want, _ := x.At(p...)
				i, j := p[rank-2], p[rank-1]
				if upper && j < i+k || !upper && j > i+k {
					want = 0
				}
				if v != want {
					t.Fatalf("Triu/Tril(%v, %d, upper %v) at %v = %d, want %d", shape, k, upper, p, v, want)
				}
			}
		case 5: // FillDiagonal and Rot90
			c := x.Clone()
			err := dyn.FillDiagonal(c, -1, at(6)%2 == 1)
			sentinel(err)
			r, err := x.Rot90(arg(7), arg(8)%4, arg(9)%4)
			sentinel(err)
			if err == nil && r.Size() != x.Size() {
				t.Fatalf("Rot90 of %v has %d elements", shape, r.Size())
			}
		}
	})
}

// FuzzInterp feeds Interp fuzzed sample points (sorted), values and x of
// small integers: no call panics, every error wraps a sentinel, and every
// result is the bound beyond the points, the value at a point, or lies
// between the values of the two points around x.
func FuzzInterp(f *testing.F) {
	f.Add([]byte{3, 1, 5, 9, 2, 7, 4}, []byte{0, 4, 10, 255})
	f.Add([]byte{1, 0}, []byte{})
	f.Fuzz(func(t *testing.T, pts, xs []byte) {
		m := len(pts) / 2
		xp, fp := make([]float64, m), make([]float64, m)
		for i := range m {
			xp[i], fp[i] = float64(int8(pts[i])), float64(int8(pts[m+i]))
		}
		slices.Sort(xp)
		x := make([]float64, len(xs))
		for i, b := range xs {
			x[i] = float64(int8(b)) / 2
		}
		tx, _ := dyn.FromSlice(x, len(x))
		txp, _ := dyn.FromSlice(xp, m)
		tfp, _ := dyn.FromSlice(fp, m)
		got, err := dyn.Interp(tx, txp, tfp, -1000, 1000)
		if m == 0 {
			if !errors.Is(err, ErrValue) {
				t.Fatalf("Interp with no points: %v, want ErrValue", err)
			}
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		for i, v := range x {
			g := got.Data()[i]
			j, _ := slices.BinarySearch(xp, v)
			switch {
			case v < xp[0]:
				if g != -1000 {
					t.Fatalf("x %v below %v gives %v", v, xp, g)
				}
			case v > xp[m-1]:
				if g != 1000 {
					t.Fatalf("x %v above %v gives %v", v, xp, g)
				}
			case j < m && xp[j] == v:
				// At a point: the value of the last equal point.
				k := j
				for k+1 < m && xp[k+1] == v {
					k++
				}
				if g != fp[k] {
					t.Fatalf("x %v at a point of %v gives %v, want %v", v, xp, g, fp[k])
				}
			default:
				lo, hi := min(fp[j-1], fp[j]), max(fp[j-1], fp[j])
				if g < lo || g > hi {
					t.Fatalf("x %v between %v and %v gives %v outside [%v, %v]", v, xp[j-1], xp[j], g, lo, hi)
				}
			}
		}
	})
}
