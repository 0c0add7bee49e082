package engine

import (
	"github.com/fixedrank/tensor/internal/kernel"
)

// Lanes calls f(i, o) for each lane of t along axis k: i counts the lanes
// in C order of the other axes and o is the address of the lane's first
// element.
func Lanes[T any](t Strided[T], k int, f func(i, o int)) {
	if t.HasNone() {
		return
	}
	var ls, lt [MaxRank]int
	n := len(t.Shape) - 1
	copy(ls[:], t.Shape[:k])
	copy(ls[k:], t.Shape[k+1:])
	copy(lt[:], t.St[:k])
	copy(lt[k:], t.St[k+1:])
	p, ok := CPlan(ls[:n], lt[:n], t.Off)
	if !ok {
		return
	}
	var idx [MaxRank]int
	c := p.Cursor(1, idx[:])
	m, st := p.Inner()
	i := 0
	for {
		o := c.Off[0]
		for range m {
			f(i, o)
			i++
			o += st[0]
		}
		if !c.Next() {
			return
		}
	}
}

// ArgAxisInto writes into dst (C order) the position of the extreme of
// each lane of t along axis k, which is not empty. When the lanes are the
// contiguous direction of t, each is searched as one run; otherwise the
// slices along k are folded one after another into running extremes, so
// that t is read in memory order.
func ArgAxisInto[T Real](op string, dst []int, t Strided[T], k int, max bool) error {
	n, s := t.Shape[k], t.St[k]
	if !LaneIsInner(t, k) {
		return ArgAxisFold(op, dst, t, k, max)
	}
	Lanes(t, k, func(i, o int) {
		dst[i] = kernel.ArgExtremeRun(max, t.Data, o, s, n)
	})
	return nil
}

// LaneIsInner reports whether axis k has the smallest stride of t's axes
// longer than 1, so that its lanes are best read one at a time.
func LaneIsInner[T any](t Strided[T], k int) bool {
	for j, d := range t.Shape {
		if j != k && d > 1 && Abs(t.St[j]) < Abs(t.St[k]) {
			return false
		}
	}
	return true
}

// ArgAxisFold is argAxisInto by slices: the slice at index 0 of axis k is
// copied into a buffer of running extremes (positions 0), and each later
// slice is folded in by the kernel.
func ArgAxisFold[T Real](op string, dst []int, t Strided[T], k int, max bool) error {
	var fsh, fst, bst [MaxRank]int
	m := len(t.Shape) - 1
	first := Strided[T]{Data: t.Data, Shape: fsh[:m], St: fst[:m]}
	first.Off, _ = SelectAxis(op, t.Shape, t.St, t.Off, k, 0, first.Shape, first.St) // index 0 exists
	best, err := NewC[T](op, first.Shape, bst[:m])
	if err != nil {
		return err
	}
	CopyStrided(best, first)
	clear(dst)
	p, ok := NewPlanKey(first.Shape, 2, 1, [3][]int{best.St, first.St}, [3]int{0, first.Off})
	if !ok {
		return nil
	}
	n, st := p.Inner()
	for i := 1; i < t.Shape[k]; i++ {
		shift := i * t.St[k]
		Walk(&p, 1, func(d, s, _ int) bool {
			kernel.ArgExtremeFold(max, best.Data, dst, d, st[0], t.Data, s+shift, st[1], n, i)
			return true
		})
	}
	return nil
}

// SumDeviationsInto stores into s the sums over the axes in mask of the
// squared deviations of t from the means in mean (of the result's shape),
// computed in F.
func SumDeviationsInto[F kernel.Float, T Real](op string, s Strided[F], mean Strided[float64], t Strided[T], mask uint64) error {
	var xs, ms [MaxRank]int
	ReducedStrides(mean.St, mask, ms[:len(t.Shape)]) // the means, broadcast
	m := Strided[float64]{Data: mean.Data, Shape: t.Shape, St: ms[:len(t.Shape)], Off: mean.Off, ReadOnly: true}
	x, err := SquaredDeviations[F](op, t, m, &xs)
	if err != nil {
		return err
	}
	return SumAxisInto(op, s, x, mask)
}

// LaneInto writes f of each lane of t along axis k into dst, in C order of
// the other axes. An empty axis gives f of an empty lane (0, false, true).
func LaneInto[V, T any](dst []V, t Strided[T], k int, f func(x []T, o, s, n int) V) {
	n, s := t.Shape[k], t.St[k]
	if n == 0 {
		for i := range dst {
			dst[i] = f(nil, 0, 0, 0)
		}
		return
	}
	Lanes(t, k, func(i, o int) { dst[i] = f(t.Data, o, s, n) })
}
