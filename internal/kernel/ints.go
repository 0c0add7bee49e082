package kernel

import (
	"reflect"
	"unsafe"
)

// intOp names an integer vector kernel. Arithmetic wraps, as Go's and
// NumPy's; max, min and right shifts take the element type's signedness;
// shift counts are read unsigned, so a negative or too large count shifts
// every bit out (Func2IntRun's rule).
type intOp uint8

const (
	iAdd  intOp = iota // x + y
	iSub               // x - y
	iMul               // x · y
	iRsub              // y - x (one number y only)
	iAnd               // x & y
	iOr                // x | y
	iXor               // x ^ y
	iMax               // max(x, y)
	iMin               // min(x, y)
	iShl               // x << y (32 and 64 bits only)
	iShr               // x >> y (32 and 64 bits only)
)

// intKind returns the log2 of T's size in bytes and whether T is signed,
// for an integer type (named ones included); w is -1 for any other type.
func intKind[T any]() (w int, signed bool) {
	switch reflect.TypeFor[T]().Kind() {
	case reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64, reflect.Int:
		signed = true
	case reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uint, reflect.Uintptr:
	default:
		return -1, false
	}
	var z T
	switch unsafe.Sizeof(z) {
	case 1:
		return 0, signed
	case 2:
		return 1, signed
	case 4:
		return 2, signed
	}
	return 3, signed
}

// intPrefix returns how many of n elements of 1<<w bytes the integer
// kernels cover (whole 32-byte vectors), 0 where op has no kernel of that
// width.
func intPrefix(op intOp, w, n int) int {
	if w < 0 || (op >= iShl && w < 2) {
		return 0
	}
	return n &^ (32>>w - 1)
}

// intVVOnce stores a[i] op b[i] into d[i] with the integer vector kernel over
// the longest prefix of d it covers and returns the prefix's length (0
// when T is not an integer type or the machine has no kernel); a and b
// are at least as long as d. nt stores non-temporally (d 32-byte aligned;
// the caller fences).
func intVVOnce[T any](op intOp, d, a, b []T, nt bool) int {
	w, signed := intKind[T]()
	n := intPrefix(op, w, len(d))
	if n == 0 || !intVVRaw(op, w, signed, bytesOf(d, n), bytesOf(a, n), bytesOf(b, n), nt) {
		return 0
	}
	return n
}

// intVSOnce is intVVOnce with one number y for b.
func intVSOnce[T any](op intOp, d, a []T, y T, nt bool) int {
	w, signed := intKind[T]()
	n := intPrefix(op, w, len(d))
	if n == 0 || !intVSRaw(op, w, signed, bytesOf(d, n), bytesOf(a, n), repeat64(y, w), nt) {
		return 0
	}
	return n
}

// intAbsOnce stores |a[i]| into d[i] for a signed integer type, as intVV.
func intAbsOnce[T any](d, a []T) int {
	w, signed := intKind[T]()
	n := intPrefix(iAdd, w, len(d))
	if n == 0 || !signed || !intAbsRaw(w, bytesOf(d, n), bytesOf(a, n)) {
		return 0
	}
	return n
}

// bytesOf returns the bytes of s's first n elements.
func bytesOf[T any](s []T, n int) []byte {
	var z T
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(s))), n*int(unsafe.Sizeof(z)))
}

// repeat64 returns y's bits (1<<w bytes) repeated across 64 bits.
func repeat64[T any](y T, w int) uint64 {
	p := unsafe.Pointer(&y)
	switch w {
	case 0:
		return uint64(*(*uint8)(p)) * 0x0101010101010101
	case 1:
		return uint64(*(*uint16)(p)) * 0x0001000100010001
	case 2:
		return uint64(*(*uint32)(p)) * 0x0000000100000001
	}
	return *(*uint64)(p)
}

// func2IntOp returns the integer kernel of f, if it has one.
func func2IntOp(f Func2) (intOp, bool) {
	switch f {
	case FMaximum, FFmax:
		return iMax, true
	case FMinimum, FFmin:
		return iMin, true
	case FBitwiseAnd:
		return iAnd, true
	case FBitwiseOr:
		return iOr, true
	case FBitwiseXor:
		return iXor, true
	case FLeftShift:
		return iShl, true
	case FRightShift:
		return iShr, true
	}
	return 0, false
}

// commutes reports whether x op y is y op x.
func (op intOp) commutes() bool {
	return op == iAdd || op == iMul || (op >= iAnd && op <= iMin)
}

// func2IntFast runs f's integer kernel over a prefix of a contiguous run
// (d, a and b of n elements, or b one number at b[0] for bs 0, or a one
// number at a[0] for as 0 when f commutes) and returns the prefix's
// length; nt selects the non-temporal kernels (d 32-byte aligned).
func func2IntFast[T Integer](f Func2, d, a []T, as int, b []T, bs, n int, nt bool) int {
	op, ok := func2IntOp(f)
	switch {
	case !ok || n == 0:
		return 0
	case as == 1 && bs == 1:
		return intVV(op, d[:n], a[:n], b[:n], nt)
	case as == 1 && bs == 0:
		return intVS(op, d[:n], a[:n], b[0], nt)
	case as == 0 && bs == 1 && op.commutes():
		return intVS(op, d[:n], b[:n], a[0], nt)
	}
	return 0
}

// intExtremeRunOnce reduces a prefix of x (whole vectors) to its minimum (or
// maximum) with the vector kernel and returns the prefix's length (0 when
// there is no kernel) and the extreme.
func intExtremeRunOnce[T Real](max bool, x []T) (int, T) {
	w, signed := intKind[T]()
	k := intPrefix(iAdd, w, len(x))
	var r [4]uint64 // 8-byte aligned, for the lanes read as T
	if k == 0 || !extremeRunIntRaw(max, signed, w, bytesOf(x, k), (*[32]byte)(unsafe.Pointer(&r))) {
		return 0, 0
	}
	lanes := unsafe.Slice((*T)(unsafe.Pointer(&r)), 32>>w)
	v := lanes[0]
	for _, u := range lanes[1:] {
		if max && u > v || !max && u < v {
			v = u
		}
	}
	return k, v
}

// intSumRunOnce adds a prefix of x (whole vectors) with the vector kernel,
// each element sign- or zero-extended to 64 bits as T is signed, and
// returns the prefix's length (0 when there is no kernel) and the sum,
// which wraps at 64 bits.
func intSumRunOnce[T any](x []T) (int, uint64) {
	w, signed := intKind[T]()
	k := intPrefix(iAdd, w, len(x))
	var r [4]uint64
	if k == 0 || !sumRunIntRaw(signed, w, bytesOf(x, k), &r) {
		return 0, 0
	}
	return k, r[0] + r[1] + r[2] + r[3]
}

// intCmpVV stores a[i] op b[i] into d[i] with the integer comparison
// kernel over the longest prefix of d it covers (32 elements a step) and
// returns the prefix's length (0 when T is not an integer type or the
// machine has no kernel).
func intCmpVV[T any](op CmpOp, d []bool, a, b []T) int {
	w, signed := intKind[T]()
	n := len(d) &^ 31
	if w < 0 || n == 0 {
		return 0
	}
	flip, inv := cmpFlip(op, w, signed), cmpInv(op)
	kind := cmpKind(op)
	if kind == cmpLt { // a < b is b > a
		a, b, kind = b, a, cmpGt
	}
	if !intCmpVVRaw(kind, d[:n], bytesOf(a, n), bytesOf(b, n), w, flip, inv) {
		return 0
	}
	return n
}

// intCmpVS is intCmpVV with the one number y for b.
func intCmpVS[T any](op CmpOp, d []bool, a []T, y T) int {
	w, signed := intKind[T]()
	n := len(d) &^ 31
	if w < 0 || n == 0 {
		return 0
	}
	if !intCmpVSRaw(cmpKind(op), d[:n], bytesOf(a, n), repeat64(y, w), w, cmpFlip(op, w, signed), cmpInv(op)) {
		return 0
	}
	return n
}

// The comparisons the kernels compute, before inv negates them.
const (
	cmpGt = iota // x > y: >, and <= negated
	cmpLt        // x < y: <, and >= negated
	cmpEq        // x == y: ==, and != negated
)

func cmpKind(op CmpOp) int {
	switch op {
	case CmpGreater, CmpLessEqual:
		return cmpGt
	case CmpLess, CmpGreaterEqual:
		return cmpLt
	}
	return cmpEq
}

// cmpInv is the kernels' inv for op: all ones where op negates its kind.
func cmpInv(op CmpOp) uint64 {
	if op == CmpLessEqual || op == CmpGreaterEqual || op == CmpNotEqual {
		return ^uint64(0)
	}
	return 0
}

// cmpFlip is the kernels' flip: the sign bit of every element of 1<<w
// bytes for an unsigned order (which is the signed order of the numbers
// with that bit flipped), 0 for a signed one or equality.
func cmpFlip(op CmpOp, w int, signed bool) uint64 {
	if signed || cmpKind(op) == cmpEq {
		return 0
	}
	return repeat64(uint64(1)<<(8<<w-1), w)
}

// convFastOnce converts a prefix of x into d with the conversion kernels (to
// float64 or float32 from an integer type or the other float type) and
// returns its length: 0 for other pairs of types or without the kernels.
// The bits are Go's conversion's.
func convFastOnce[A, S Real](d []A, x []S, nt bool) int {
	var a A
	kind, ok := convKind[S]()
	if !ok {
		return 0
	}
	switch any(a).(type) {
	case float64:
		if kind == convFloat && !isFloat32[S]() {
			return 0 // float64 to float64 is a copy
		}
		n := len(d) &^ 3
		if n > 0 && convF64Raw(as[float64](d[:n]), bytesOf(x, n), kind, nt) {
			return n
		}
	case float32:
		if kind == convFloat && isFloat32[S]() || kind == 6 || kind == 7 {
			return 0 // a copy, or 64-bit integers (which float64 would round twice)
		}
		n := len(d) &^ 7
		if n > 0 && convF32Raw(as[float32](d[:n]), bytesOf(x, n), kind, nt) {
			return n
		}
	}
	return 0
}

// convFloat is the conversion kernels' kind for the other float type.
const convFloat = 8

// convKind returns the conversion kernels' kind for S: 0 to 7 for int8,
// uint8, int16, uint16, int32, uint32, int64 and uint64 (int, uint and
// uintptr by their size), convFloat for float32 and float64.
func convKind[S any]() (int, bool) {
	var z S
	switch any(z).(type) {
	case float32, float64:
		return convFloat, true
	}
	w, signed := intKind[S]()
	if w < 0 {
		return 0, false
	}
	k := 2 * w
	if !signed {
		k++
	}
	return k, true
}

func isFloat32[S any]() bool {
	var z S
	_, ok := any(z).(float32)
	return ok
}

// The divisions by one number that intDivVS computes.
const (
	divTrunc = iota // x / y, truncated (Go's /)
	divFloor        // NumPy's floor_divide
	divRem          // x % y, the sign of x (Go's %, NumPy's fmod)
	divMod          // NumPy's remainder: the sign of y
)

// intDivVSOnce stores the division kind of a[i] by y (not 0) into d[i] with
// the division kernel over the longest prefix of d it covers, and returns
// the prefix's length: 0 for types that are not integers, or without the
// kernels. The kernel multiplies by a magic number (Granlund and
// Montgomery's round-up method) in lanes of 16 bits (8- and 16-bit
// elements) or 32; 64-bit integers take the same method in Go (magic64),
// on every platform, since no vector instruction multiplies 64-bit lanes
// into their high halves.
func intDivVSOnce[T any](kind int, d, a []T, y T) int {
	w, signed := intKind[T]()
	switch {
	case w < 0:
		return 0
	case w == 3 && !magicDiv64:
		return 0
	case w == 3 && signed:
		divInt64(kind, as[int64](d), as[int64](a), *(*int64)(unsafe.Pointer(&y)))
		return len(d)
	case w == 3:
		divUint64(kind, as[uint64](d), as[uint64](a), *(*uint64)(unsafe.Pointer(&y)))
		return len(d)
	}
	step := 32 >> w // elements a step: 16 for 8-bit ones, 32 in signed floor division
	if w == 0 && !(signed && kind == divFloor) {
		step = 16
	}
	n := len(d) &^ (step - 1)
	if n == 0 {
		return 0
	}
	p := divParams(kind, w, signed, repeat64(y, w))
	if !intDivRaw(signed, kind == divFloor, bytesOf(d, n), bytesOf(a, n), w, &p) {
		return 0
	}
	return n
}

// divParams returns the division kernel's parameters for the divisor
// whose bits are the low 1<<w bytes of y: the magic number m = ⌊2^L·(2^l
// - D)/D⌋ + 1 for lanes of L bits (16 or 32), D = |y| (y read unsigned for
// an unsigned type) and l = ⌈log2 D⌉; the shifts min(l, 1) and max(l - 1,
// 0), as plain counts; y in the lanes (sign-extended from 8 bits for a
// signed type, zero-extended for an unsigned one); y's sign; and the floor
// and quotient masks of kind; for a signed type, the multiplier of the
// signed method the floor division kernels use.
// All but the shifts are 64-bit patterns of the lanes.
func divParams(kind, w int, signed bool, y uint64) [8]uint64 {
	bits := 8 << w
	lane := max(16, bits)
	v := int64(y << (64 - bits)) // y's value: sign-extended or not
	if signed {
		v >>= 64 - bits
	} else {
		v = int64(uint64(v) >> (64 - bits))
	}
	dabs := uint64(v)
	if v < 0 {
		dabs = uint64(-v)
	}
	l := 0
	for uint64(1)<<l < dabs {
		l++
	}
	m := (uint64(1)<<lane)*(uint64(1)<<l-dabs)/dabs + 1
	laneMask := uint64(1)<<lane - 1
	rep := func(x uint64) uint64 { // x's low lane bits in every lane
		x &= laneMask
		if lane == 16 {
			return x * 0x0001000100010001
		}
		return x * 0x0000000100000001
	}
	var p [8]uint64
	p[0] = rep(m)
	p[1], p[2] = uint64(min(l, 1)), uint64(max(l-1, 0))
	p[3] = rep(uint64(v))
	if v < 0 {
		p[4] = ^uint64(0)
	}
	if signed && (kind == divFloor || kind == divMod) {
		p[5] = ^uint64(0)
	}
	if kind == divTrunc || kind == divFloor {
		p[6] = ^uint64(0)
	}
	if signed {
		// Signed floor division divides x itself (NumPy's npyv_divc_s16 and
		// npyv_divc_s32) by the multiplier ⌊2^(L+s)/D⌋ + 1, s = max(l-1,
		// 0), less 2^L (its low L bits; 1 for D = 1), and the shift s.
		s := max(l-1, 0)
		p[7] = rep((uint64(1)<<(lane+s))/dabs + 1)
	}
	return p
}

// The entry points below are the Once functions a callChunk at a time
// (see chunked): Go does not preempt assembly. Each returns the length of
// the prefix done, as its Once function does.

// intVV is intVVOnce in chunks.
func intVV[T any](op intOp, d, a, b []T, nt bool) int {
	return chunked(len(d), func(i, j int) int { return intVVOnce(op, d[i:j], a[i:j], b[i:j], nt) })
}

// intVS is intVSOnce in chunks.
func intVS[T any](op intOp, d, a []T, y T, nt bool) int {
	return chunked(len(d), func(i, j int) int { return intVSOnce(op, d[i:j], a[i:j], y, nt) })
}

// intAbs is intAbsOnce in chunks.
func intAbs[T any](d, a []T) int {
	return chunked(len(d), func(i, j int) int { return intAbsOnce(d[i:j], a[i:j]) })
}

// intDivVS is intDivVSOnce in chunks.
func intDivVS[T any](kind int, d, a []T, y T) int {
	return chunked(len(d), func(i, j int) int { return intDivVSOnce(kind, d[i:j], a[i:j], y) })
}

// convFast is convFastOnce in chunks.
func convFast[A, S Real](d []A, x []S, nt bool) int {
	return chunked(len(d), func(i, j int) int { return convFastOnce(d[i:j], x[i:j], nt) })
}

// intSumRun is intSumRunOnce in chunks, their sums added.
func intSumRun[T any](x []T) (int, uint64) {
	var sum uint64
	k := chunked(len(x), func(i, j int) int {
		n, s := intSumRunOnce(x[i:j])
		sum += s
		return n
	})
	return k, sum
}

// intExtremeRun is intExtremeRunOnce in chunks, their extremes folded.
func intExtremeRun[T Real](max bool, x []T) (int, T) {
	var v T
	k := chunked(len(x), func(i, j int) int {
		n, u := intExtremeRunOnce(max, x[i:j])
		if n > 0 && (i == 0 || max && u > v || !max && u < v) {
			v = u
		}
		return n
	})
	return k, v
}
