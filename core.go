package tensor

import (
	"strconv"
	"strings"
)

// This file holds the algorithms shared by Layout[D] and DynLayout. They work
// on slices: a Layout[D] hands in slices that alias its arrays (see ints), a
// DynLayout its own slices. No function here retains a slice it is given.

// normAxis maps axis in [-n, n) to [0, n).
func normAxis(op string, axis, n int) (int, error) {
	if axis < -n || axis >= n {
		return 0, errorf(ErrAxis, "%s: axis %d out of range for rank %d", op, axis, n)
	}
	if axis < 0 {
		axis += n
	}
	return axis, nil
}

// sizeOf returns the product of shape with checks for negative dimensions and
// overflow. A zero dimension gives size 0 whatever the others are.
func sizeOf(op string, shape []int) (int, error) {
	size := 1
	zero := false
	for k, d := range shape {
		if d < 0 {
			return 0, errorf(ErrShape, "%s: negative dimension %d on axis %d", op, d, k)
		}
		if d == 0 {
			zero = true
		}
	}
	if zero {
		return 0, nil
	}
	for _, d := range shape {
		var ok bool
		if size, ok = mulInt(size, d); !ok {
			return 0, errorf(ErrOverflow, "%s: size of shape %s", op, fmtInts(shape))
		}
	}
	return size, nil
}

// contigStrides writes into st the contiguous strides of shape in order.
// Dimensions of length 0 count as 1, as in NumPy's _array_fill_strides
// (which reshape uses).
func contigStrides(op string, shape, st []int, order Order) error {
	if !order.valid() {
		return errorf(ErrShape, "%s: invalid order %d", op, order)
	}
	n := len(shape)
	for k, d := range shape {
		if d < 0 {
			return errorf(ErrShape, "%s: negative dimension %d on axis %d", op, d, k)
		}
	}
	acc := 1
	for j := range n {
		k := fastAxis(order, j, n)
		st[k] = acc
		if d := shape[k]; d > 1 {
			var ok bool
			if acc, ok = mulInt(acc, d); !ok {
				return errorf(ErrOverflow, "%s: strides of shape %s", op, fmtInts(shape))
			}
		}
	}
	return nil
}

// extent returns the lowest and the highest address of a non-empty layout,
// with overflow checks. The caller handles empty layouts.
func extent(shape, st []int, offset int) (lo, hi int, ok bool) {
	lo, hi = offset, offset
	for k, d := range shape {
		if d <= 1 {
			continue
		}
		span, ok := mulInt(st[k], d-1)
		if !ok {
			return 0, 0, false
		}
		if span < 0 {
			lo, ok = addInt(lo, span)
		} else {
			hi, ok = addInt(hi, span)
		}
		if !ok {
			return 0, 0, false
		}
	}
	return lo, hi, true
}

func isEmpty(shape []int) bool {
	for _, d := range shape {
		if d == 0 {
			return true
		}
	}
	return false
}

// bounds returns the half-open address range [min, max) of a layout; an
// empty layout gives [offset, offset).
func bounds(op string, shape, st []int, offset int) (int, int, error) {
	if isEmpty(shape) {
		return offset, offset, nil
	}
	lo, hi, ok := extent(shape, st, offset)
	if ok {
		hi, ok = addInt(hi, 1)
	}
	if !ok {
		return 0, 0, errorf(ErrOverflow, "%s: extent of shape %s strides %s offset %d", op, fmtInts(shape), fmtInts(st), offset)
	}
	return lo, hi, nil
}

// isContig implements NumPy's relaxed contiguity rule for order.
func isContig(shape, st []int, order Order) bool {
	return nContig(shape, st, order) == len(shape)
}

// nContig returns how many axes, counted from the fast end of order, are
// densely packed from stride 1. Length-1 axes count and are skipped; an empty
// layout counts every axis.
func nContig(shape, st []int, order Order) int {
	n := len(shape)
	if isEmpty(shape) {
		return n
	}
	acc := 1
	for j := range n {
		k := fastAxis(order, j, n)
		d := shape[k]
		if d == 1 {
			continue
		}
		if st[k] != acc {
			return j
		}
		acc *= d
	}
	return n
}

// prefers reports whether the layout is C-prefer (order C) or F-prefer: the
// innermost axis of length > 1 has stride 1 and, over the axes of length > 1,
// strides do not decrease going outward. Padding between rows is allowed.
func prefers(shape, st []int, order Order) bool {
	if isEmpty(shape) {
		return true
	}
	n := len(shape)
	last := 0
	first := true
	for j := range n {
		k := fastAxis(order, j, n)
		if shape[k] == 1 {
			continue
		}
		if first {
			if st[k] != 1 {
				return false
			}
			first = false
		} else if st[k] < last {
			return false
		}
		last = st[k]
	}
	return true
}

// isBroadcast reports whether some axis of length > 1 has stride 0.
func isBroadcast(shape, st []int) bool {
	for k, d := range shape {
		if d > 1 && st[k] == 0 {
			return true
		}
	}
	return false
}

// sizeNoBroadcast returns the number of distinct elements: the size with
// stride-0 axes counted as length 1.
func sizeNoBroadcast(shape, st []int) int {
	size := 1
	for k, d := range shape {
		if st[k] != 0 || d == 0 {
			size *= d
		}
	}
	return size
}

// index computes the address of idx, accepting negative indices.
func index(op string, shape, st []int, offset int, idx []int) (int, error) {
	if len(idx) != len(shape) {
		return 0, errorf(ErrRank, "%s: %d indices for rank %d", op, len(idx), len(shape))
	}
	addr := offset
	for k, i := range idx {
		var err error
		if addr, err = step(op, addr, k, i, shape[k], st[k]); err != nil {
			return 0, err
		}
	}
	return addr, nil
}

// step returns offset moved to index i (negative counts from the end) of
// axis k, which has length d and stride s, with range and overflow checks.
func step(op string, offset, k, i, d, s int) (int, error) {
	if i < -d || i >= d {
		return 0, errorf(ErrIndex, "%s: index %d out of range for axis %d with size %d", op, i, k, d)
	}
	if i < 0 {
		i += d
	}
	term, ok := mulInt(i, s)
	if ok {
		offset, ok = addInt(offset, term)
	}
	if !ok {
		return 0, errorf(ErrOverflow, "%s: offset of index %d on axis %d", op, i, k)
	}
	return offset, nil
}

// equal implements layout equality: same rank, shape and offset, strides
// compared on axes of length > 1 only (even when another axis is empty).
func equal(s1, t1 []int, o1 int, s2, t2 []int, o2 int) bool {
	if len(s1) != len(s2) || o1 != o2 {
		return false
	}
	for k := range s1 {
		if s1[k] != s2[k] {
			return false
		}
	}
	for k := range s1 {
		if s1[k] > 1 && t1[k] != t2[k] {
			return false
		}
	}
	return true
}

// permute writes into os, ot the axes of shape, st in the order axes names.
func permute(op string, shape, st, axes, os, ot []int) error {
	n := len(shape)
	if len(axes) != n {
		return errorf(ErrRank, "%s: %d axes for rank %d", op, len(axes), n)
	}
	// A permutation is a split that takes every axis and leaves no rest.
	return splitAxes(op, shape, st, axes, os, ot, nil, nil)
}

// flip reverses axis k in place of a layout whose shape and strides have been
// copied to shape, st; it returns the new offset.
func flip(op string, shape, st []int, offset, axis int) (int, error) {
	k, err := normAxis(op, axis, len(shape))
	if err != nil {
		return 0, err
	}
	if d := shape[k]; d > 1 {
		span, ok := mulInt(st[k], d-1)
		if ok {
			offset, ok = addInt(offset, span)
		}
		if !ok {
			return 0, errorf(ErrOverflow, "%s: offset after flipping axis %d", op, axis)
		}
	}
	if shape[k] > 0 {
		st[k] = -st[k]
	}
	return offset, nil
}

// validate checks what the checked constructors promise: dimensions >= 0,
// offset >= 0, no overflow in the extent, minimum address >= 0, and no
// self-overlap other than from zero strides.
func validate(op string, shape, st []int, offset int) error {
	if len(shape) != len(st) {
		return errorf(ErrRank, "%s: shape of rank %d with strides of rank %d", op, len(shape), len(st))
	}
	if len(shape) > MaxRank {
		return errorf(ErrRank, "%s: rank %d exceeds %d", op, len(shape), MaxRank)
	}
	for k, d := range shape {
		if d < 0 {
			return errorf(ErrShape, "%s: negative dimension %d on axis %d", op, d, k)
		}
	}
	if offset < 0 {
		return errorf(ErrBounds, "%s: negative offset %d", op, offset)
	}
	lo, _, err := bounds(op, shape, st, offset)
	if err != nil {
		return err
	}
	if lo < 0 {
		return errorf(ErrBounds, "%s: shape %s strides %s offset %d reaches address %d", op, fmtInts(shape), fmtInts(st), offset, lo)
	}
	switch selfOverlap(shape, st, true, 0) {
	case overlapYes:
		return errorf(ErrOverlap, "%s: shape %s strides %s", op, fmtInts(shape), fmtInts(st))
	case overlapUnknown:
		return errorf(ErrOverlap, "%s: shape %s strides %s: %w", op, fmtInts(shape), fmtInts(st), ErrTooHard)
	}
	return nil
}

// fmtInts formats s as "[1 2 3]" without retaining s (passing a slice that
// aliases a Layout's array to fmt would move the Layout to the heap).
func fmtInts(s []int) string {
	var b strings.Builder
	b.WriteByte('[')
	for k, v := range s {
		if k > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(v))
	}
	b.WriteByte(']')
	return b.String()
}

// format writes a layout as "shape=[2 3] strides=[3 1] offset=0".
func format(shape, st []int, offset int) string {
	return "{shape=" + fmtInts(shape) + " strides=" + fmtInts(st) + " offset=" + strconv.Itoa(offset) + "}"
}
