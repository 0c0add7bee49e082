package engine

import (
	"math/bits"

	"github.com/fixedrank/tensor/internal/kernel"
)

func CountAxesInto[T comparable](_ string, r Strided[int], t Strided[T], mask uint64) error {
	NonzeroAxesInto(r, t, mask, kernel.CountNonzero[T], 0, kernel.CountFoldRun[T])
	return nil
}

func AnyAxesInto[T comparable](_ string, r Strided[bool], t Strided[T], mask uint64) error {
	NonzeroAxesInto(r, t, mask, kernel.AnyNonzero[T], false, kernel.AnyFoldRun[T])
	return nil
}

func AllAxesInto[T comparable](_ string, r Strided[bool], t Strided[T], mask uint64) error {
	NonzeroAxesInto(r, t, mask, kernel.AllNonzero[T], true, kernel.AllFoldRun[T])
	return nil
}

// NonzeroAxesInto stores into r, a new C-contiguous result, the count, any
// or all of t over the axes in mask: lane by lane with lane when one axis
// is reduced (any and all stop at the first element that decides), or by
// folding each element into its result with step, from init.
func NonzeroAxesInto[V, T any](r Strided[V], t Strided[T], mask uint64, lane func(x []T, o, s, n int) V, init V, fold func(d []V, do, ds int, x []T, xo, xs, n int)) {
	if bits.OnesCount64(mask) == 1 {
		LaneInto(r.Data, t, bits.TrailingZeros64(mask), lane)
		return
	}
	kernel.Fill(r.Data, init)
	var p Plan
	if !ReducePlan(&p, r, t, mask) {
		return
	}
	n, st := p.Inner()
	Walk(&p, 1, func(d, s, _ int) bool {
		fold(r.Data, d, st[0], t.Data, s, st[1], n)
		return true
	})
}

// Scan calls f on each run of s in memory order until f returns false, and
// reports whether every call returned true.
func Scan[T any](s Strided[T], f func(o, st, n int) bool) bool {
	var p Plan
	if !ElemPlan(&p, s.Data, s.Shape, s.St, s.Off) {
		return true
	}
	n, st := p.Inner()
	return Walk(&p, 1, func(o, _, _ int) bool { return f(o, st[0], n) })
}

// countNonzero, anyNonzero and allNonzero run the lane functions of the
// axis forms (kernel.CountNonzero, AnyNonzero, AllNonzero) over the runs of s.
func CountNonzero[T comparable](s Strided[T]) int {
	c := 0
	Scan(s, func(o, st, n int) bool {
		c += kernel.CountNonzero(s.Data, o, st, n)
		return true
	})
	return c
}

func AnyNonzero[T comparable](s Strided[T]) bool {
	return !Scan(s, func(o, st, n int) bool { return !kernel.AnyNonzero(s.Data, o, st, n) })
}

func AllNonzero[T comparable](s Strided[T]) bool {
	return Scan(s, func(o, st, n int) bool { return kernel.AllNonzero(s.Data, o, st, n) })
}

// ArgWhere returns the C-order indices of the nonzero elements of s, one
// after another in a flat slice, and how many there are.
func ArgWhere[T comparable](op string, s Strided[T]) ([]int, int, error) {
	n := 0
	if !s.HasNone() {
		n = CountNonzero(s)
	}
	r := len(s.Shape)
	size, ok := MulInt(n, r)
	if !ok {
		return nil, 0, Errorf(ErrTooLarge, "%s: %d indices of rank %d", op, n, r)
	}
	out, err := MakeBuf[int](op, size)
	if err != nil || n == 0 || r == 0 {
		return out, n, err
	}
	var buf [MaxRank]int
	idx := buf[:r]
	c, m, st, _ := IndexCursor(idx, s.Shape, s.St, s.Off) // the shape has an element
	var zero T
	k, j := r-1, 0
	for {
		for i, a := 0, c.Off[0]; i < m; i, a = i+1, a+st {
			if s.Data[a] != zero {
				idx[k] = i
				j += copy(out[j:], idx)
			}
		}
		if !c.Next() {
			return out, n, nil
		}
	}
}
