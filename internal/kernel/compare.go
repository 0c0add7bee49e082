package kernel

import "unsafe"

// CmpOp is a comparison operator.
type CmpOp uint8

// The operators of the comparison kernels. Go's float comparisons are
// IEEE 754's, as NumPy's: every comparison with NaN is false except !=.
const (
	CmpLess CmpOp = iota
	CmpLessEqual
	CmpGreater
	CmpGreaterEqual
	CmpEqual
	CmpNotEqual
)

// Compare stores a[ao+i*as] op b[bo+i*bs] into d[do+i*ds] for i < n; the
// operator is chosen outside the loop.
func Compare[T Real](op CmpOp, d []bool, do, ds int, a []T, ao, as int, b []T, bo, bs, n int) {
	if ds == 1 && as == 1 && (bs == 0 || bs == 1) && n > 0 {
		compareUnit(op, d[do:do+n], a[ao:ao+n], b[bo:bo+1+(n-1)*bs], bs == 0)
		return
	}
	switch op {
	case CmpLess:
		for range n {
			d[do] = a[ao] < b[bo]
			do, ao, bo = do+ds, ao+as, bo+bs
		}
	case CmpLessEqual:
		for range n {
			d[do] = a[ao] <= b[bo]
			do, ao, bo = do+ds, ao+as, bo+bs
		}
	case CmpGreater:
		for range n {
			d[do] = a[ao] > b[bo]
			do, ao, bo = do+ds, ao+as, bo+bs
		}
	case CmpGreaterEqual:
		for range n {
			d[do] = a[ao] >= b[bo]
			do, ao, bo = do+ds, ao+as, bo+bs
		}
	default:
		compareEqLoop(op, d, do, ds, a, ao, as, b, bo, bs, n)
	}
}

// CompareEq is [Compare] for CmpEqual and CmpNotEqual, over any comparable
// type.
func CompareEq[T comparable](op CmpOp, d []bool, do, ds int, a []T, ao, as int, b []T, bo, bs, n int) {
	if !compareEqReal(op, d, do, ds, a, ao, as, b, bo, bs, n) {
		compareEqLoop(op, d, do, ds, a, ao, as, b, bo, bs, n)
	}
}

// compareEqLoop is CompareEq one element at a time.
func compareEqLoop[T comparable](op CmpOp, d []bool, do, ds int, a []T, ao, as int, b []T, bo, bs, n int) {
	ne := op == CmpNotEqual
	for range n {
		d[do] = (a[ao] == b[bo]) != ne
		do, ao, bo = do+ds, ao+as, bo+bs
	}
}

// compareUnit is Compare over unit-stride runs: b is one value (scalar) or
// as long as d.
func compareUnit[T Real](op CmpOp, d []bool, a, b []T, scalar bool) {
	if scalar {
		y := b[0]
		if k := chunked(len(a), func(i, j int) int { return cmpFast(op, d[i:j], a[i:j], y) }); k > 0 {
			d, a = d[k:], a[k:]
		}
		switch op {
		case CmpLess:
			for i, v := range a {
				d[i] = v < y
			}
		case CmpLessEqual:
			for i, v := range a {
				d[i] = v <= y
			}
		case CmpGreater:
			for i, v := range a {
				d[i] = v > y
			}
		case CmpGreaterEqual:
			for i, v := range a {
				d[i] = v >= y
			}
		case CmpEqual:
			for i, v := range a {
				d[i] = v == y
			}
		default:
			for i, v := range a {
				d[i] = v != y
			}
		}
		return
	}
	b = b[:len(a)]
	d = d[:len(a)]
	if k := chunked(len(a), func(i, j int) int { return cmpVVFast(op, d[i:j], a[i:j], b[i:j]) }); k > 0 {
		d, a, b = d[k:], a[k:], b[k:]
	}
	switch op {
	case CmpLess:
		for i, v := range a {
			d[i] = v < b[i]
		}
	case CmpLessEqual:
		for i, v := range a {
			d[i] = v <= b[i]
		}
	case CmpGreater:
		for i, v := range a {
			d[i] = v > b[i]
		}
	case CmpGreaterEqual:
		for i, v := range a {
			d[i] = v >= b[i]
		}
	case CmpEqual:
		for i, v := range a {
			d[i] = v == b[i]
		}
	default:
		for i, v := range a {
			d[i] = v != b[i]
		}
	}
}

// cmpVVFast runs the assembly comparison of two float64, float32 or
// integer runs over a prefix of d and returns its length (0 for other
// types or without the assembly).
func cmpVVFast[T Real](op CmpOp, d []bool, a, b []T) int {
	var z T
	switch any(z).(type) {
	case float64:
		return cmpVVF64(op, d, as[float64](a), as[float64](b))
	case float32:
		return cmpVVF32(op, d, as[float32](a), as[float32](b))
	}
	return intCmpVV(op, d, a, b) // 0 unless T is an integer type
}

// cmpFast runs the assembly comparison of float64, float32 or integer runs
// with a scalar over a prefix of d and returns its length (0 for other
// types or without the assembly).
func cmpFast[T Real](op CmpOp, d []bool, a []T, y T) int {
	var z T
	switch any(z).(type) {
	case float64:
		return cmpF64(op, d, as[float64](a), *(*float64)(unsafe.Pointer(&y)))
	case float32:
		return cmpF32(op, d, as[float32](a), *(*float32)(unsafe.Pointer(&y)))
	}
	return intCmpVS(op, d, a, y) // 0 unless T is an integer type
}

// compareEqReal runs CompareEq as [Compare] does, with its vector kernels,
// when T is a float, a bool or an integer (named types too: bools and
// integers as unsigned words of their size, whose equality is their
// bits'), and reports whether it did.
func compareEqReal[T comparable](op CmpOp, d []bool, do, ds int, a []T, ao, sa int, b []T, bo, sb, n int) bool {
	switch c, w := bitClass[T](); {
	case c == classFloat && w == 3:
		Compare(op, d, do, ds, as[float64](a), ao, sa, as[float64](b), bo, sb, n)
	case c == classFloat:
		Compare(op, d, do, ds, as[float32](a), ao, sa, as[float32](b), bo, sb, n)
	case c == classBits && w == 0:
		Compare(op, d, do, ds, as[uint8](a), ao, sa, as[uint8](b), bo, sb, n)
	case c == classBits && w == 1:
		Compare(op, d, do, ds, as[uint16](a), ao, sa, as[uint16](b), bo, sb, n)
	case c == classBits && w == 2:
		Compare(op, d, do, ds, as[uint32](a), ao, sa, as[uint32](b), bo, sb, n)
	case c == classBits:
		Compare(op, d, do, ds, as[uint64](a), ao, sa, as[uint64](b), bo, sb, n)
	default:
		return false
	}
	return true
}
