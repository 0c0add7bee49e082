package engine

import (
	"strconv"
	"strings"
)

// Item is one entry of a NumPy-style index: a slice start:stop:step, an
// integer index, a new axis or an ellipsis. Build items with [All], [Range],
// [From], [To], [Item.By], [At], [NewAxis] and [Ellipsis]. The zero Item is
// the full slice ":".
type Item struct {
	kind              ItemKind
	has               uint8
	start, stop, step int
}

// All returns the full slice ":".
func All() Item { return Item{} }

// Range returns the slice start:stop.
func Range(start, stop int) Item {
	return Item{start: start, stop: stop, has: HasStart | HasStop}
}

// From returns the slice start: (to the end of the axis in the direction of
// the step).
func From(start int) Item { return Item{start: start, has: HasStart} }

// To returns the slice :stop.
func To(stop int) Item { return Item{stop: stop, has: HasStop} }

// By returns the slice it with step step: All().By(-1) is ::-1 and
// Range(1, 7).By(2) is 1:7:2. A step of 0 makes the slice invalid
// ([ErrStep] when used); By on a non-slice item gives an item that is
// rejected with [ErrIndex] when used.
func (it Item) By(step int) Item {
	it.step = step
	it.has |= HasStep
	return it
}

// At returns the integer index i, which removes its axis. Negative values
// count from the end of the axis.
func At(i int) Item { return Item{kind: KindIndex, start: i} }

// NewAxis returns the item that inserts an axis of length 1 (np.newaxis).
func NewAxis() Item { return Item{kind: KindNewAxis} }

// Ellipsis returns the item that stands for as many full slices as needed
// (Python's ...). An index may hold at most one.
func Ellipsis() Item { return Item{kind: KindEllipsis} }

// String returns the item as Python writes it: "1:7:2", "::-1", ":", "3",
// "None" for a new axis and "..." for an ellipsis.
func (it Item) String() string {
	switch it.kind {
	case KindIndex:
		if it.has&HasStep != 0 {
			return strconv.Itoa(it.start) + "(invalid step)"
		}
		return strconv.Itoa(it.start)
	case KindNewAxis:
		return "None"
	case KindEllipsis:
		return "..."
	}
	var b strings.Builder
	if it.has&HasStart != 0 {
		b.WriteString(strconv.Itoa(it.start))
	}
	b.WriteByte(':')
	if it.has&HasStop != 0 {
		b.WriteString(strconv.Itoa(it.stop))
	}
	if it.has&HasStep != 0 {
		b.WriteByte(':')
		b.WriteString(strconv.Itoa(it.step))
	}
	return b.String()
}

// indices resolves a slice against an axis of length d with Python's
// slice.indices rules and returns the first index, the step and the number
// of elements. Following NumPy, an empty result has start 0 and step 1.
func (it Item) Indices(op string, d int) (start, step, n int, err error) {
	step = 1
	if it.has&HasStep != 0 {
		step = it.step
	}
	if step == 0 {
		return 0, 0, 0, Errorf(ErrStep, "%s: slice %s", op, it)
	}
	lower, upper := 0, d
	if step < 0 {
		lower, upper = -1, d-1
	}
	clamp := func(v int) int {
		if v < 0 {
			v += d // no overflow: v < 0 <= d
			if v < lower {
				v = lower
			}
		} else if v > upper {
			v = upper
		}
		return v
	}
	start, stop := lower, upper
	if step < 0 {
		start, stop = upper, lower
	}
	if it.has&HasStart != 0 {
		start = clamp(it.start)
	}
	if it.has&HasStop != 0 {
		stop = clamp(it.stop)
	}
	// start and stop lie in [-1, d], so the differences cannot overflow.
	if step > 0 && stop > start {
		n = int(uint64(stop-start-1)/uint64(step)) + 1
	} else if step < 0 && start > stop {
		n = int(uint64(start-stop-1)/AbsU(step)) + 1
	}
	if n == 0 {
		return 0, 1, 0, nil
	}
	return start, step, n, nil
}

// sliceAxis applies a slice item to axis k of shape/st in place and returns
// the new offset.
func SliceAxis(op string, shape, st []int, offset, k int, it Item) (int, error) {
	if it.kind != KindSlice {
		return 0, Errorf(ErrIndex, "%s: item %s is not a slice", op, it)
	}
	start, step, n, err := it.Indices(op, shape[k])
	if err != nil {
		return 0, err
	}
	off, ok := MulInt(start, st[k])
	if ok {
		off, ok = AddInt(offset, off)
	}
	var ns int
	if ok {
		ns, ok = MulInt(st[k], step)
	}
	if !ok {
		return 0, Errorf(ErrOverflow, "%s: slice %s of axis %d", op, it, k)
	}
	shape[k], st[k] = n, ns
	return off, nil
}

// subRank returns the rank of the result of indexing a rank-n layout with
// items, after checking the items' structure.
func SubRank(op string, n int, items []Item) (int, error) {
	consumed, added, ell := 0, 0, false
	for _, it := range items {
		switch it.kind {
		case KindSlice:
			consumed++
			added++
		case KindIndex:
			if it.has&HasStep != 0 {
				return 0, Errorf(ErrIndex, "%s: step on integer index %d", op, it.start)
			}
			consumed++
		case KindNewAxis:
			if it.has&HasStep != 0 {
				return 0, Errorf(ErrIndex, "%s: step on a new axis", op)
			}
			added++
		case KindEllipsis:
			if it.has&HasStep != 0 {
				return 0, Errorf(ErrIndex, "%s: step on an ellipsis", op)
			}
			if ell {
				return 0, Errorf(ErrIndex, "%s: an index can only have a single ellipsis", op)
			}
			ell = true
		default:
			return 0, Errorf(ErrIndex, "%s: invalid item", op)
		}
	}
	if consumed > n {
		return 0, Errorf(ErrIndex, "%s: too many indices: rank is %d but %d were indexed", op, n, consumed)
	}
	if r := added + (n - consumed); r > MaxRank {
		return 0, Errorf(ErrRank, "%s: result rank %d exceeds %d", op, r, MaxRank)
	}
	return added + (n - consumed), nil
}

// sub applies items to the layout shape/st/offset and writes the result
// (of the rank subRank returned) into os/ot.
func Sub(op string, shape, st []int, offset int, items []Item, os, ot []int) (int, error) {
	n := len(shape)
	consumed := 0
	for _, it := range items {
		if it.kind == KindSlice || it.kind == KindIndex {
			consumed++
		}
	}
	k, j := 0, 0 // next input axis, next output axis
	var err error
	for _, it := range items {
		switch it.kind {
		case KindSlice:
			os[j], ot[j] = shape[k], st[k]
			if offset, err = SliceAxis(op, os, ot, offset, j, it); err != nil {
				return 0, err
			}
			k++
			j++
		case KindIndex:
			if offset, err = Step(op, offset, k, it.start, shape[k], st[k]); err != nil {
				return 0, err
			}
			k++
		case KindNewAxis:
			os[j], ot[j] = 1, 0 // stride 0, as NumPy gives it
			j++
		case KindEllipsis:
			for range n - consumed {
				os[j], ot[j] = shape[k], st[k]
				k++
				j++
			}
		}
	}
	for ; k < n; k++ {
		os[j], ot[j] = shape[k], st[k]
		j++
	}
	return offset, nil
}
