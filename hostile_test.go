package tensor

import (
	"errors"
	"math"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/fixedrank/tensor/internal/engine"
)

// Tests with hostile inputs: strides, extents and offsets at the limits of
// an int, where arithmetic that wraps would give wrong answers silently.

func TestSelfOverlapExtremeStrides(t *testing.T) {
	const M = math.MaxInt
	tests := []struct {
		name      string
		shape, st [3]int
		want      bool
		mayGiveUp bool // the answer may be ErrTooHard instead
	}{
		// (0,1,0) and (0,0,1) share address 1; the suffix sums of the old
		// search wrapped and it answered false.
		{"MaxInt beside two unit strides", [3]int{2, 2, 2}, [3]int{M, 1, 1}, true, false},
		{"MaxInt = (MaxInt-1) + 1", [3]int{2, 2, 2}, [3]int{M, M - 1, 1}, true, false},
		{"MaxInt, MaxInt-1, 2: all sums distinct", [3]int{2, 2, 2}, [3]int{M, M - 1, 2}, false, false},
		{"equal huge strides", [3]int{2, 2, 2}, [3]int{M, M, M}, true, false},
		{"MinInt and MaxInt", [3]int{2, 2, 1}, [3]int{math.MinInt, M, 0}, false, false},
		{"2·2^62 = |MinInt|", [3]int{3, 2, 1}, [3]int{1 << 62, math.MinInt, 1}, true, false},
		{"MinInt dominates small axes", [3]int{2, 100, 100}, [3]int{math.MinInt, 100, 1}, false, false},
		{"MinInt dominates overlapping small axes", [3]int{2, 100, 100}, [3]int{math.MinInt, 99, 1}, true, false},
		{"huge dims, unit and double strides", [3]int{M, 3, 1}, [3]int{2, 1, 0}, true, false},
		{"huge dims, no overlap", [3]int{M, 2, 1}, [3]int{2, 1, 0}, false, false},
		// M·z0 = (M-1)·z1 needs |z1| >= M, but the search gives up at -2M.
		{"huge dims, coprime huge strides", [3]int{M, M, 1}, [3]int{M, M - 1, 0}, false, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Unchecked(tt.shape, tt.st, 0).SelfOverlap(0)
			if err != nil {
				if !tt.mayGiveUp || !errors.Is(err, ErrTooHard) {
					t.Fatalf("SelfOverlap = %v, %v; want %v", got, err, tt.want)
				}
				return
			}
			if got != tt.want {
				t.Errorf("SelfOverlap = %v, want %v", got, tt.want)
			}
			if small := tt.shape[0]*tt.shape[1]*tt.shape[2] <= 1<<22; small && tt.shape[0] < M {
				if want := bigOverlap(tt.shape[:], tt.st[:]); want != tt.want {
					t.Errorf("table says %v, brute force %v", tt.want, want)
				}
			}
		})
	}
}

// bigAddrs returns the address of every index of the layout, computed
// exactly, in C order.
func bigAddrs(shape, st []int, offset int) []*big.Int {
	n := 1
	for _, d := range shape {
		n *= d
	}
	out := make([]*big.Int, 0, n)
	if n == 0 {
		return out
	}
	idx := make([]int, len(shape))
	for {
		a := big.NewInt(int64(offset))
		for k, i := range idx {
			a.Add(a, new(big.Int).Mul(big.NewInt(int64(i)), big.NewInt(int64(st[k]))))
		}
		out = append(out, a)
		k := len(idx) - 1
		for ; k >= 0; k-- {
			if idx[k]++; idx[k] < shape[k] {
				break
			}
			idx[k] = 0
		}
		if k < 0 {
			return out
		}
	}
}

// bigOverlap reports, by brute force over exact addresses, whether two
// distinct indices share an address.
func bigOverlap(shape, st []int) bool {
	seen := map[string]bool{}
	for _, a := range bigAddrs(shape, st, 0) {
		if seen[a.String()] {
			return true
		}
		seen[a.String()] = true
	}
	return false
}

// bigShares reports, by brute force over exact addresses, whether some index of a and
// some index of b have the same address.
func bigShares(sa, ta []int, oa int, sb, tb []int, ob int) bool {
	seen := map[string]bool{}
	for _, a := range bigAddrs(sa, ta, oa) {
		seen[a.String()] = true
	}
	for _, b := range bigAddrs(sb, tb, ob) {
		if seen[b.String()] {
			return true
		}
	}
	return false
}

// hostileStride returns a stride that is small, near ±MaxInt, near ±2^62,
// a small multiple of a shared large base, or random.
func hostileStride(r *rand.Rand, base int) int {
	switch r.IntN(7) {
	case 0, 1:
		return r.IntN(9) - 4
	case 2:
		return math.MaxInt - r.IntN(4)
	case 3:
		return math.MinInt + r.IntN(4)
	case 4:
		s := 1<<62 + r.IntN(5) - 2
		if r.IntN(2) == 0 {
			s = -s
		}
		return s
	case 5:
		return base * (r.IntN(7) - 3)
	}
	return int(r.Uint64())
}

func hostileLayout(r *rand.Rand, base int) (shape, st []int) {
	rank := 1 + r.IntN(4)
	shape, st = make([]int, rank), make([]int, rank)
	for k := range rank {
		shape[k] = r.IntN(4)
		st[k] = hostileStride(r, base)
	}
	return shape, st
}

// TestOverlapHostileBrute compares selfOverlap and sharesMemory with brute
// force over exact addresses on random small layouts with huge strides and
// offsets. Every term of these problems is below 2^66, far from where the
// search saturates, and the search trees are small: every answer must be
// exact, never unknown.
func TestOverlapHostileBrute(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		base := 1 << (40 + r.IntN(22))
		shape, st := hostileLayout(r, base)
		got := engine.SelfOverlap(shape, st, false, 0)
		want := bigOverlap(shape, st)
		if got == engine.OverlapUnknown || (got == engine.OverlapYes) != want {
			t.Fatalf("selfOverlap(%v, %v) = %d, brute force %v", shape, st, got, want)
		}
		if want && engine.FastNoOverlap(shape, st, false) {
			t.Fatalf("fastNoOverlap(%v, %v) claims no overlap", shape, st)
		}
		// With ignoreZero, stride-0 axes count as length 1.
		sq := append([]int(nil), shape...)
		for k := range sq {
			if st[k] == 0 {
				sq[k] = min(sq[k], 1)
			}
		}
		got = engine.SelfOverlap(shape, st, true, 0)
		if want := bigOverlap(sq, st); got == engine.OverlapUnknown || (got == engine.OverlapYes) != want {
			t.Fatalf("selfOverlap(%v, %v, ignoreZero) = %d, brute force %v", shape, st, got, want)
		}

		sb, tb := hostileLayout(r, base)
		oa, ob := r.IntN(9)-4, r.IntN(9)-4
		switch r.IntN(4) {
		case 0:
			oa, ob = math.MaxInt-r.IntN(3), math.MinInt+r.IntN(3)
		case 1:
			oa, ob = base*r.IntN(3), -base*r.IntN(3)
		}
		got = engine.SharesMemory(shape, st, oa, sb, tb, ob, 0)
		want = bigShares(shape, st, oa, sb, tb, ob)
		if got == engine.OverlapUnknown || (got == engine.OverlapYes) != want {
			t.Fatalf("sharesMemory(%v %v %d, %v %v %d) = %d, brute force %v", shape, st, oa, sb, tb, ob, got, want)
		}
	}
}

// FuzzSlidingWindow gives SlidingWindow rank-2 layouts with extreme
// dimensions, strides, windows and steps, made by Unchecked or by New. It
// must never panic; an error must wrap a sentinel; a result must have
// non-negative dimensions and a size that fits in an int, and for a layout
// made by New every address of the result must lie inside the parent's
// bounds, the last one being the parent's address of the last index a
// window reaches.
func FuzzSlidingWindow(f *testing.F) {
	const M, m = math.MaxInt, math.MinInt
	f.Add(M, 1, 1, 1, 0, 0, 1, 1, 1, false) // M+1 windows of length 0 wrapped to a negative length
	f.Add(M, 1, 1, 1, 0, 0, 1, 1, 1, true)
	f.Add(M, 1, 1, 0, 0, 0, 0, 1, 1, true)
	f.Add(M, 3, 3, 1, 0, M, 2, M, 1, true)
	f.Add(M, 3, 3, 1, 0, 1, 2, M, 1, true)                     // one position: stride times step overflows harmlessly
	f.Add(M, M, 1, 1, 0, 2, 1, M, m, false)                    // a step of MinInt
	f.Add(1<<31, 1<<31, 1<<31, 1, 0, 1<<30, 1<<30, 1, 1, true) // size of the result overflows
	f.Add(1<<31, 1<<31, 1<<31, 1, 0, 1<<30, 1<<30, 1, 1, false)
	f.Add(m, m, 1, 1, 0, 0, 0, 1, 1, false) // negative dimensions
	f.Add(5, 4, -4, 1, 16, 2, 3, 2, 1, true)
	f.Add(5, 4, m, M, 0, 2, 3, 2, 1, false)
	f.Add(4, 6, 6, 1, 0, m, M, 0, -1, true)
	f.Add(0, 0, 0, 0, 0, 0, 0, 1, 1, true)
	f.Fuzz(func(t *testing.T, d0, d1, s0, s1, off, w0, w1, p0, p1 int, checked bool) {
		shape, strides := [2]int{d0, d1}, [2]int{s0, s1}
		l := Unchecked(shape, strides, off)
		if checked {
			var err error
			if l, err = New(shape, strides, off); err != nil {
				return
			}
		}
		win, step := [2]int{w0, w1}, [2]int{p0, p1}
		r, err := SlidingWindowLayout[[4]int](l, win, step)
		if err != nil {
			for _, s := range []error{ErrShape, ErrStep, ErrOverflow, ErrRank} {
				if errors.Is(err, s) {
					return
				}
			}
			t.Fatalf("SlidingWindowLayout(%v, %v, %v) error %v wraps no expected sentinel", l, win, step, err)
		}
		rs := r.Shape()
		for k, d := range rs {
			if d < 0 {
				t.Fatalf("SlidingWindowLayout(%v, %v, %v) = %v: dimension %d is %d", l, win, step, r, k, d)
			}
		}
		if _, err := engine.SizeOf("", rs[:]); err != nil {
			t.Fatalf("SlidingWindowLayout(%v, %v, %v) = %v: size: %v", l, win, step, r, err)
		}
		if rs[0] != d0-w0+1 && p0 == 1 || rs[1] != d1-w1+1 && p1 == 1 {
			t.Fatalf("SlidingWindowLayout(%v, %v, %v) = %v: want d-w+1 windows for step 1", l, win, step, r)
		}
		_, _, _ = r.Bounds()
		_, _ = r.SelfOverlap(100)
		if !checked || r.Size() == 0 {
			return
		}
		plo, phi, err := l.Bounds()
		if err != nil {
			t.Fatalf("Bounds of %v: %v", l, err)
		}
		rlo, rhi, err := r.Bounds()
		if err != nil || rlo < plo || rhi > phi {
			t.Fatalf("SlidingWindowLayout(%v, %v, %v) = %v: bounds [%d, %d), %v; parent [%d, %d)", l, win, step, r, rlo, rhi, err, plo, phi)
		}
		last, err := r.Index(rs[0]-1, rs[1]-1, rs[2]-1, rs[3]-1)
		if err != nil {
			t.Fatal(err)
		}
		want, err := l.Index((rs[0]-1)*p0+rs[2]-1, (rs[1]-1)*p1+rs[3]-1)
		if err != nil || last != want {
			t.Fatalf("SlidingWindowLayout(%v, %v, %v) = %v: last address %d, parent's %d, %v", l, win, step, r, last, want, err)
		}
	})
}

// TestSharesMemoryHostileFit compares sharesMemory with brute force over
// exact addresses on random small layouts whose extents fit in an int but
// whose strides, offsets and address gaps reach its limits: NumPy's search,
// done in element units with 64-bit arithmetic, must answer exactly there.
func TestSharesMemoryHostileFit(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	n := 0
	for n < 20000 {
		base := 1 << (40 + r.IntN(22))
		sa, ta := hostileLayout(r, base)
		sb, tb := hostileLayout(r, base)
		oa, ob := r.IntN(9)-4, r.IntN(9)-4
		switch r.IntN(4) {
		case 0:
			oa, ob = math.MaxInt-r.IntN(3), math.MinInt+r.IntN(3)
		case 1:
			oa, ob = base*r.IntN(3), -base*r.IntN(3)
		case 2:
			oa, ob = int(r.Uint64()), int(r.Uint64())
		}
		if _, _, ok := engine.Extent(sa, ta, oa); !ok {
			continue
		}
		if _, _, ok := engine.Extent(sb, tb, ob); !ok {
			continue
		}
		n++
		got := engine.SharesMemory(sa, ta, oa, sb, tb, ob, 0)
		want := bigShares(sa, ta, oa, sb, tb, ob)
		if got == engine.OverlapUnknown || (got == engine.OverlapYes) != want {
			t.Fatalf("sharesMemory(%v %v %d, %v %v %d) = %d, brute force %v", sa, ta, oa, sb, tb, ob, got, want)
		}
	}
}
