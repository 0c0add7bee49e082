package engine

import (
	"slices"

	"github.com/fixedrank/tensor/internal/kernel"
)

// keyKind returns the sort key kind of T.
func keyKind[T Real]() kernel.KeyKind {
	switch k, _ := KindOf[T](); k {
	case KindSigned:
		return kernel.KeySigned
	case KindFloat:
		return kernel.KeyFloat
	}
	return kernel.KeyUnsigned
}

// reserve gives b uncleared room for lanes of n elements, or returns the
// allocation's error (a lane of narrow elements needs 8 bytes of key
// each).
func reserve(op string, b *kernel.SortBuf, n int, withIdx bool) error {
	if err := CheckAlloc[uint64](op, 2*n); err != nil {
		return err
	}
	if withIdx {
		if err := CheckAlloc[int](op, 2*n); err != nil {
			return err
		}
	}
	b.Reserve(n, withIdx, func(m int) []uint64 {
		k, _ := MakeResult[uint64](op, m) // checked above
		return k
	}, func(m int) []int {
		k, _ := MakeResult[int](op, m)
		return k
	})
	return nil
}

// sortPrep checks a sort of src into dst (same shape) along axis and
// returns the axis in range, or an error wrapping ErrAxis or ErrShape;
// ok is false when there is nothing to sort.
func sortPrep[V, T any](op string, dst Strided[V], src Strided[T], axis int) (int, bool, error) {
	a, err := NormAxis(op, axis, len(src.Shape))
	if err != nil {
		return 0, false, err
	}
	if !equalInts(dst.Shape, src.Shape) {
		return 0, false, Errorf(ErrShape, "%s: dst of shape %s for a source of shape %s", op, FmtInts(dst.Shape), FmtInts(src.Shape))
	}
	if dst.HasNone() || src.HasNone() {
		return a, false, nil
	}
	return a, true, nil
}

// gatherLast is the lane length from which a sort along an axis whose
// elements are not adjacent in memory first copies the source with that
// axis last (the copy engine moves it in cache-sized tiles) and sorts the
// copy's contiguous lanes, instead of gathering each lane through its
// stride, a cache line per element.
const gatherLast = 64

// axisLast returns s with axis moved to the end, copied C-contiguous
// (its strides written into st), when s's lanes along axis are long and
// not contiguous; ok is false otherwise.
func axisLast[T any](op string, s Strided[T], axis int, st []int) (Strided[T], bool, error) {
	n := len(s.Shape)
	if s.St[axis] == 1 || s.Shape[axis] < gatherLast || n < 2 {
		return Strided[T]{}, false, nil
	}
	perm := make([]int, 0, n)
	for k := range n {
		if k != axis {
			perm = append(perm, k)
		}
	}
	perm = append(perm, axis)
	v := s
	v.Shape, v.St = make([]int, n), make([]int, n)
	if err := Permute(op, s.Shape, s.St, perm, v.Shape, v.St); err != nil {
		return Strided[T]{}, false, err
	}
	data, err := CloneData(op, v, C, st)
	if err != nil {
		return Strided[T]{}, false, err
	}
	return Strided[T]{Data: data, Shape: v.Shape, St: st}, true, nil
}

// backFrom returns the view of t (src's shape with axis moved last) in
// src's axis order.
func backFrom[T any](t Strided[T], axis int) Strided[T] {
	n := len(t.Shape)
	v := t
	v.Shape, v.St = make([]int, n), make([]int, n)
	copy(v.Shape[:axis], t.Shape[:axis])
	copy(v.St[:axis], t.St[:axis])
	v.Shape[axis], v.St[axis] = t.Shape[n-1], t.St[n-1]
	copy(v.Shape[axis+1:], t.Shape[axis:n-1])
	copy(v.St[axis+1:], t.St[axis:n-1])
	return v
}

// SortAxis stores src sorted along axis into dst, of src's shape and not
// overlapping it: NumPy's sort(src, axis, kind="stable") (see
// kernel.SortRun for the order).
func SortAxis[T Real](op string, dst, src Strided[T], axis int) error {
	return sortLanes(op, dst, src, axis, nil)
}

// PartitionAxis stores src partitioned along axis into dst, of src's shape
// and not overlapping it: in each lane, the element at each position of
// kth (checked by CheckKth; negative ones count from the end) is the one
// SortAxis puts there, none before it is greater and none after it
// smaller (np.partition; see kernel.PartitionRun for the order of the
// others).
func PartitionAxis[T Real](op string, dst, src Strided[T], axis int, kth []int) error {
	ks, err := sortedKth(op, src.Shape, axis, kth)
	if err != nil {
		return err
	}
	return sortLanes(op, dst, src, axis, ks)
}

// sortedKth returns the positions of kth along axis of shape (checked by
// CheckKth) with the negative ones counted from the end, sorted and
// without repeats, as the lanes' kernels take them.
func sortedKth(op string, shape []int, axis int, kth []int) ([]int, error) {
	a, err := NormAxis(op, axis, len(shape))
	if err != nil {
		return nil, err
	}
	n := shape[a]
	ks := make([]int, 0, len(kth))
	for _, k := range kth {
		if k < 0 {
			k += n
		}
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return slices.Compact(ks), nil
}

// sortLanes is SortAxis, or PartitionAxis around the sorted positions kth
// when kth is not nil.
func sortLanes[T Real](op string, dst, src Strided[T], axis int, kth []int) error {
	a, ok, err := sortPrep(op, dst, src, axis)
	if !ok {
		return err
	}
	var st [MaxRank]int
	t, moved, err := axisLast(op, src, a, st[:len(src.Shape)])
	if err != nil {
		return err
	}
	if moved {
		if err := sortLanes(op, t, t, len(t.Shape)-1, kth); err != nil {
			return err
		}
		return Assign(op, dst, backFrom(t, a))
	}
	switch _, size := KindOf[T](); size {
	case 1:
		return sortAxisW[uint8](op, dst, src, a, keyKind[T](), kth)
	case 2:
		return sortAxisW[uint16](op, dst, src, a, keyKind[T](), kth)
	case 4:
		return sortAxisW[uint32](op, dst, src, a, keyKind[T](), kth)
	}
	return sortAxisW[uint64](op, dst, src, a, keyKind[T](), kth)
}

func sortAxisW[W kernel.Word, T Real](op string, dst, src Strided[T], axis int, kind kernel.KeyKind, kth []int) error {
	d, x := Reinterpret[W](dst.Data), Reinterpret[W](src.Data)
	n, ds, xs := src.Shape[axis], dst.St[axis], src.St[axis]
	b := kernel.GetSortBuf()
	defer kernel.PutSortBuf(b)
	if err := reserve(op, b, n, false); err != nil {
		return err
	}
	eachLane(src.Shape, dst.St, src.St, dst.Off, src.Off, axis, d, x, b, false,
		func(d, x []W, do, xo int, b *kernel.SortBuf) {
			if kth != nil {
				kernel.PartitionRun(kind, d, do, ds, x, xo, xs, n, kth, b)
			} else {
				kernel.SortRun(kind, d, do, ds, x, xo, xs, n, b)
			}
		})
	return nil
}

// eachLane calls f for every lane along axis of a destination d and a
// source x of one shape (strides dst and src), with the lanes' offsets and
// a sort buffer of the lane's length: b on this goroutine, or, when there
// are lanes enough to split, in parallel parts of consecutive lanes, each
// with a buffer of its own. Lanes are sorted independently, so the result
// does not depend on the split.
func eachLane[D, X any](shape, dst, src []int, doff, xoff, axis int, d []D, x []X, b *kernel.SortBuf, withIdx bool, f func(d []D, x []X, do, xo int, b *kernel.SortBuf)) {
	var sh, sd, sx [MaxRank]int
	r := 0
	for k := range shape {
		if k != axis {
			sh[r], sd[r], sx[r] = shape[k], dst[k], src[k]
			r++
		}
	}
	var p Plan
	if !p.Init(sh[:r], 2, [3][]int{sd[:r], sx[:r]}, [3]int{doff, xoff}) {
		return
	}
	n := shape[axis]
	if ax, parts := PartsOf(&p, d, p.Size()*n); parts > 1 {
		splitAt(destAxes(shape, dst, doff), &p, ax, parts, d, x, x, func(q *Plan, d []D, x, _ []X) {
			qb := kernel.GetSortBuf()
			defer kernel.PutSortBuf(qb)
			_ = reserve("", qb, n, withIdx) // the caller's reserve of the same size succeeded
			Walk(q, 0, func(do, xo, _ int) bool { f(d, x, do, xo, qb); return true })
		})
		return
	}
	dd, xx := hide(d).slice(), hide(x).slice() // f is a function value: keep d and x off the heap
	Walk(&p, 0, func(do, xo, _ int) bool { f(dd, xx, do, xo, b); return true })
}

// ArgSortAxis stores into dst (of src's shape) the indices along axis that
// sort src stably: NumPy's argsort(src, axis, kind="stable").
func ArgSortAxis[T Real](op string, dst Strided[int], src Strided[T], axis int) error {
	return argSortLanes(op, dst, src, axis, nil)
}

// ArgPartitionAxis stores into dst (of src's shape) indices along axis
// that partition src around each position of kth (checked by CheckKth):
// NumPy's argpartition(src, kth, axis), by kernel.ArgPartitionRun.
func ArgPartitionAxis[T Real](op string, dst Strided[int], src Strided[T], axis int, kth []int) error {
	ks, err := sortedKth(op, src.Shape, axis, kth)
	if err != nil {
		return err
	}
	return argSortLanes(op, dst, src, axis, ks)
}

// argSortLanes is ArgSortAxis, or ArgPartitionAxis around the sorted
// positions kth when kth is not nil.
func argSortLanes[T Real](op string, dst Strided[int], src Strided[T], axis int, kth []int) error {
	a, ok, err := sortPrep(op, dst, src, axis)
	if !ok {
		return err
	}
	var st, ist [MaxRank]int
	t, moved, err := axisLast(op, src, a, st[:len(src.Shape)])
	if err != nil {
		return err
	}
	if moved {
		_ = ContigStrides(op, t.Shape, ist[:len(t.Shape)], C)
		idx, err := MakeResult[int](op, len(t.Data))
		if err != nil {
			return err
		}
		it := Strided[int]{Data: idx, Shape: t.Shape, St: ist[:len(t.Shape)]}
		if err := argSortLanes(op, it, t, len(t.Shape)-1, kth); err != nil {
			return err
		}
		return Assign(op, dst, backFrom(it, a))
	}
	switch _, size := KindOf[T](); size {
	case 1:
		return argSortAxisW[uint8](op, dst, src, a, keyKind[T](), kth)
	case 2:
		return argSortAxisW[uint16](op, dst, src, a, keyKind[T](), kth)
	case 4:
		return argSortAxisW[uint32](op, dst, src, a, keyKind[T](), kth)
	}
	return argSortAxisW[uint64](op, dst, src, a, keyKind[T](), kth)
}

func argSortAxisW[W kernel.Word, T Real](op string, dst Strided[int], src Strided[T], axis int, kind kernel.KeyKind, kth []int) error {
	x := Reinterpret[W](src.Data)
	n, ds, xs := src.Shape[axis], dst.St[axis], src.St[axis]
	b := kernel.GetSortBuf()
	defer kernel.PutSortBuf(b)
	if err := reserve(op, b, n, true); err != nil {
		return err
	}
	eachLane(src.Shape, dst.St, src.St, dst.Off, src.Off, axis, dst.Data, x, b, true,
		func(d []int, x []W, do, xo int, b *kernel.SortBuf) {
			if kth != nil {
				kernel.ArgPartitionRun(kind, d, do, ds, x, xo, xs, n, kth, b)
			} else {
				kernel.ArgSortRun(kind, d, do, ds, x, xo, xs, n, b)
			}
		})
	return nil
}

// CheckKth returns an error wrapping ErrAxis for an axis out of range or
// ErrIndex for a position of kth outside it (negative ones count from
// the end), as np.partition checks them.
func CheckKth(op string, shape, kth []int, axis int) error {
	a, err := NormAxis(op, axis, len(shape))
	if err != nil {
		return err
	}
	n := shape[a]
	for _, k := range kth {
		if k < -n || k >= n {
			return Errorf(ErrIndex, "%s: kth %d out of range for an axis of length %d", op, k, n)
		}
	}
	return nil
}
