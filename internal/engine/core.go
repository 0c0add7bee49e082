package engine

import (
	"errors"
	"math"
	"math/big"
	"strconv"
	"strings"

	"golang.org/x/exp/constraints"
)

// NormAxis maps axis in [-n, n) to [0, n).
func NormAxis(op string, axis, n int) (int, error) {
	if axis < -n || axis >= n {
		return 0, Errorf(ErrAxis, "%s: axis %d out of range for rank %d", op, axis, n)
	}
	if axis < 0 {
		axis += n
	}
	return axis, nil
}

// SizeOf returns the product of shape with checks for negative dimensions and
// overflow. A zero dimension gives size 0 whatever the others are.
func SizeOf(op string, shape []int) (int, error) {
	size := 1
	zero := false
	for k, d := range shape {
		if d < 0 {
			return 0, Errorf(ErrShape, "%s: negative dimension %d on axis %d", op, d, k)
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
		if size, ok = MulInt(size, d); !ok {
			return 0, Errorf(ErrOverflow, "%s: size of shape %s", op, FmtInts(shape))
		}
	}
	return size, nil
}

// ContigStrides writes into st the contiguous strides of shape in order.
// Dimensions of length 0 count as 1, as in NumPy's _array_fill_strides
// (which reshape uses).
func ContigStrides(op string, shape, st []int, order Order) error {
	if !order.Valid() {
		return Errorf(ErrShape, "%s: invalid order %d", op, order)
	}
	n := len(shape)
	for k, d := range shape {
		if d < 0 {
			return Errorf(ErrShape, "%s: negative dimension %d on axis %d", op, d, k)
		}
	}
	acc := 1
	for j := range n {
		k := FastAxis(order, j, n)
		st[k] = acc
		if d := shape[k]; d > 1 {
			var ok bool
			if acc, ok = MulInt(acc, d); !ok {
				return Errorf(ErrOverflow, "%s: strides of shape %s", op, FmtInts(shape))
			}
		}
	}
	return nil
}

// Extent returns the lowest and the highest address of a non-empty layout,
// with overflow checks. The caller handles empty layouts.
func Extent(shape, st []int, offset int) (lo, hi int, ok bool) {
	lo, hi = offset, offset
	for k, d := range shape {
		if d <= 1 {
			continue
		}
		span, ok := MulInt(st[k], d-1)
		if !ok {
			return 0, 0, false
		}
		if span < 0 {
			lo, ok = AddInt(lo, span)
		} else {
			hi, ok = AddInt(hi, span)
		}
		if !ok {
			return 0, 0, false
		}
	}
	return lo, hi, true
}

func IsEmpty(shape []int) bool {
	for _, d := range shape {
		if d == 0 {
			return true
		}
	}
	return false
}

// Bounds returns the half-open address range [min, max) of a layout; an
// empty layout gives [offset, offset).
func Bounds(op string, shape, st []int, offset int) (int, int, error) {
	if IsEmpty(shape) {
		return offset, offset, nil
	}
	lo, hi, ok := Extent(shape, st, offset)
	if ok {
		hi, ok = AddInt(hi, 1)
	}
	if !ok {
		return 0, 0, Errorf(ErrOverflow, "%s: extent of shape %s strides %s offset %d", op, FmtInts(shape), FmtInts(st), offset)
	}
	return lo, hi, nil
}

// IsContig implements NumPy's relaxed contiguity rule for order.
func IsContig(shape, st []int, order Order) bool {
	return NContig(shape, st, order) == len(shape)
}

// NContig returns how many axes, counted from the fast end of order, are
// densely packed from stride 1. Length-1 axes count and are skipped; an empty
// layout counts every axis.
func NContig(shape, st []int, order Order) int {
	n := len(shape)
	if IsEmpty(shape) {
		return n
	}
	acc := 1
	for j := range n {
		k := FastAxis(order, j, n)
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

// Prefers reports whether the layout is C-prefer (order C) or F-prefer: the
// innermost axis of length > 1 has stride 1 and, over the axes of length > 1,
// strides do not decrease going outward. Padding between rows is allowed.
func Prefers(shape, st []int, order Order) bool {
	if IsEmpty(shape) {
		return true
	}
	n := len(shape)
	last := 0
	first := true
	for j := range n {
		k := FastAxis(order, j, n)
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

// IsBroadcast reports whether some axis of length > 1 has stride 0.
func IsBroadcast(shape, st []int) bool {
	for k, d := range shape {
		if d > 1 && st[k] == 0 {
			return true
		}
	}
	return false
}

// SizeNoBroadcast returns the number of distinct elements: the size with
// stride-0 axes counted as length 1.
func SizeNoBroadcast(shape, st []int) int {
	size := 1
	for k, d := range shape {
		if st[k] != 0 || d == 0 {
			size *= d
		}
	}
	return size
}

// Index computes the address of idx, accepting negative indices.
func Index(op string, shape, st []int, offset int, idx []int) (int, error) {
	if len(idx) != len(shape) {
		return 0, Errorf(ErrRank, "%s: %d indices for rank %d", op, len(idx), len(shape))
	}
	addr := offset
	for k, i := range idx {
		var err error
		if addr, err = Step(op, addr, k, i, shape[k], st[k]); err != nil {
			return 0, err
		}
	}
	return addr, nil
}

// Step returns offset moved to index i (negative counts from the end) of
// axis k, which has length d and stride s, with range and overflow checks.
func Step(op string, offset, k, i, d, s int) (int, error) {
	if i < -d || i >= d {
		return 0, Errorf(ErrIndex, "%s: index %d out of range for axis %d with size %d", op, i, k, d)
	}
	if i < 0 {
		i += d
	}
	term, ok := MulInt(i, s)
	if ok {
		offset, ok = AddInt(offset, term)
	}
	if !ok {
		return 0, Errorf(ErrOverflow, "%s: offset of index %d on axis %d", op, i, k)
	}
	return offset, nil
}

// Equal implements layout equality: same rank, shape and offset, strides
// compared on axes of length > 1 only (even when another axis is empty).
func Equal(s1, t1 []int, o1 int, s2, t2 []int, o2 int) bool {
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

// Permute writes into os, ot the axes of shape, st in the order axes names.
func Permute(op string, shape, st, axes, os, ot []int) error {
	n := len(shape)
	if len(axes) != n {
		return Errorf(ErrRank, "%s: %d axes for rank %d", op, len(axes), n)
	}
	// A permutation is a split that takes every axis and leaves no rest.
	return SplitAxes(op, shape, st, axes, os, ot, nil, nil)
}

// Flip reverses axis k in place of a layout whose shape and strides have been
// copied to shape, st; it returns the new offset.
func Flip(op string, shape, st []int, offset, axis int) (int, error) {
	k, err := NormAxis(op, axis, len(shape))
	if err != nil {
		return 0, err
	}
	if d := shape[k]; d > 1 {
		span, ok := MulInt(st[k], d-1)
		if ok {
			offset, ok = AddInt(offset, span)
		}
		if !ok {
			return 0, Errorf(ErrOverflow, "%s: offset after flipping axis %d", op, axis)
		}
	}
	if shape[k] > 0 {
		st[k] = -st[k]
	}
	return offset, nil
}

// Validate checks what the checked constructors promise: dimensions >= 0,
// offset >= 0, no overflow in the extent, minimum address >= 0, and no
// self-overlap other than from zero strides.
func Validate(op string, shape, st []int, offset int) error {
	if len(shape) != len(st) {
		return Errorf(ErrRank, "%s: shape of rank %d with strides of rank %d", op, len(shape), len(st))
	}
	if len(shape) > MaxRank {
		return Errorf(ErrRank, "%s: rank %d exceeds %d", op, len(shape), MaxRank)
	}
	for k, d := range shape {
		if d < 0 {
			return Errorf(ErrShape, "%s: negative dimension %d on axis %d", op, d, k)
		}
	}
	if offset < 0 {
		return Errorf(ErrBounds, "%s: negative offset %d", op, offset)
	}
	lo, _, err := Bounds(op, shape, st, offset)
	if err != nil {
		return err
	}
	if lo < 0 {
		return Errorf(ErrBounds, "%s: shape %s strides %s offset %d reaches address %d", op, FmtInts(shape), FmtInts(st), offset, lo)
	}
	switch SelfOverlap(shape, st, true, 0) {
	case OverlapYes:
		return Errorf(ErrOverlap, "%s: shape %s strides %s", op, FmtInts(shape), FmtInts(st))
	case OverlapUnknown:
		return Errorf(ErrOverlap, "%s: shape %s strides %s: %w", op, FmtInts(shape), FmtInts(st), ErrTooHard)
	}
	return nil
}

// FmtInts formats s as "[1 2 3]" without retaining s (passing a slice that
// aliases a Layout's array to fmt would move the Layout to the heap).
func FmtInts(s []int) string {
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

// Format writes a layout as "shape=[2 3] strides=[3 1] offset=0".
func Format(shape, st []int, offset int) string {
	return "{shape=" + FmtInts(shape) + " strides=" + FmtInts(st) + " offset=" + strconv.Itoa(offset) + "}"
}

// MaxRank is the largest rank a [Dim] can have, and the largest rank of a
// [DynLayout]. It matches NumPy 1.x.
const MaxRank = 32

// Order is a memory order for contiguous layouts, reshapes and linearizers.
type Order uint8

const (
	// C is row-major order: the last index varies fastest. It is NumPy's
	// default and the default of this package.
	C Order = iota
	// F is column-major (Fortran) order: the first index varies fastest.
	F
)

// String returns "C" or "F".
func (o Order) String() string {
	switch o {
	case C:
		return "C"
	case F:
		return "F"
	}
	return "Order(" + strconv.Itoa(int(o)) + ")"
}

func (o Order) Valid() bool { return o == C || o == F }

// FastAxis returns the axis visited j-th when the n axes of a layout in
// order are walked from the fastest-varying outwards: the last axis first in
// C order, the first in F order.
func FastAxis(order Order, j, n int) int {
	if order == C {
		return n - 1 - j
	}
	return j
}

// ErrReadOnly reports a write through a view whose distinct indices share
// elements (a broadcast or overlapping sliding windows), or through a
// tensor marked by [Tensor.ReadOnlyView] (such as a memory-mapped file).
var ErrReadOnly = errors.New("view is read-only")

// Number is a constraint that permits the integer, floating-point and
// complex types: the element types of the arithmetic functions.
type Number interface {
	constraints.Integer | constraints.Float | constraints.Complex
}

// CheckView validates what a tensor is built from: a rank within
// [MaxRank], dimensions >= 0 with a size that fits in an int, and every
// address inside a buffer of length n.
func CheckView(op string, n int, shape, st []int, offset int) error {
	if len(shape) > MaxRank {
		return Errorf(ErrRank, "%s: rank %d exceeds %d", op, len(shape), MaxRank)
	}
	if _, err := SizeOf(op, shape); err != nil {
		return err
	}
	return Within(op, shape, st, offset, n)
}

// ArangeLen returns NumPy's arange length for start, stop, step.
func ArangeLen[T constraints.Integer | constraints.Float](start, stop, step T) (int, error) {
	if step == 0 {
		return 0, Errorf(ErrStep, "Arange: step 0")
	}
	var one, minus T = 1, 0
	minus--
	if one/2 == 0 { // an integer type: exact arithmetic
		toBig := func(v T) *big.Int {
			if minus < 0 {
				return big.NewInt(int64(v))
			}
			return new(big.Int).SetUint64(uint64(v))
		}
		span := new(big.Int).Sub(toBig(stop), toBig(start))
		st := toBig(step)
		if span.Sign() == 0 || span.Sign() != st.Sign() {
			return 0, nil
		}
		// NumPy divides the exact span by the step with Python's true
		// division (correctly rounded to float64) and takes the ceiling,
		// so a length beyond 2^53 can be one less than the exact one.
		qf, _ := new(big.Rat).SetFrac(span, st).Float64()
		return CeilLen(qf)
	}
	delta := float64(stop) - float64(start)
	q := delta / float64(step)
	switch {
	case math.IsNaN(q):
		return 0, Errorf(ErrShape, "Arange: cannot compute the length of start %v, stop %v, step %v", start, stop, step)
	case q == 0 && delta != 0: // underflow, or an infinite step
		if math.Signbit(q) {
			return 0, nil
		}
		return 1, nil
	}
	return CeilLen(q)
}

// CeilLen is NumPy's _arange_safe_ceil_to_intp: the ceiling of q as a
// length, 0 for q <= 0, and ErrOverflow when it does not fit in an int.
func CeilLen(q float64) (int, error) {
	if q <= 0 {
		return 0, nil
	}
	c := math.Ceil(q)
	if c >= math.MaxInt { // also +Inf
		return 0, Errorf(ErrOverflow, "Arange: length %v does not fit in an int", c)
	}
	return int(c), nil
}

// InBuffer checks an address computed by a checked index against the
// buffer; it fails only for a tensor without a buffer (a zero value).
func InBuffer(op string, a, n int) error {
	if uint(a) >= uint(n) {
		return Errorf(ErrBounds, "%s: address %d outside a buffer of length %d (a zero-value tensor has no element)", op, a, n)
	}
	return nil
}

// LikeStrides writes into out the dense strides of NumPy's order='K': C
// strides for a C-contiguous layout, F strides for an F-contiguous one
// (both under the relaxed rule, so axes of length 1 do not count), and
// otherwise the strides that order the axes as st orders them (NumPy's
// PyArray_CreateSortedStridePerm, then contiguous strides along that
// permutation).
func LikeStrides(shape, st, out []int) {
	switch {
	case IsContig(shape, st, C):
		_ = ContigStrides("", shape, out, C)
		return
	case IsContig(shape, st, F):
		_ = ContigStrides("", shape, out, F)
		return
	}
	var buf [MaxRank]int
	perm := buf[:0]
	for k := range shape { // stable insertion sort, |stride| descending
		j := len(perm)
		perm = append(perm, k)
		for j > 0 && AbsU(st[perm[j-1]]) < AbsU(st[k]) {
			perm[j] = perm[j-1]
			j--
		}
		perm[j] = k
	}
	acc := 1
	for j := len(perm) - 1; j >= 0; j-- {
		out[perm[j]] = acc
		acc *= max(shape[perm[j]], 1)
	}
}
