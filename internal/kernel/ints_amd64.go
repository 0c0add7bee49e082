//go:build !purego

package kernel

import "golang.org/x/sys/cpu"

// intVVRaw runs the kernel of op for elements of 1<<w bytes over the
// bytes of d, a and b (whole vectors) and reports whether it did; nt
// selects the non-temporal kernel (d 32-byte aligned, the caller fences).
// The kernels are called directly, not through function values, so that
// the slices do not escape.
func intVVRaw(op intOp, w int, signed bool, d, a, b []byte, nt bool) bool {
	if !haveAVX2 {
		return false
	}
	switch {
	case op == iAdd && nt:
		addVVIntNT(d, a, b, w)
	case op == iAdd:
		addVVInt(d, a, b, w)
	case op == iSub && nt:
		subVVIntNT(d, a, b, w)
	case op == iSub:
		subVVInt(d, a, b, w)
	case op == iMul && nt:
		mulVVIntNT(d, a, b, w)
	case op == iMul:
		mulVVInt(d, a, b, w)
	case op == iAnd && nt:
		andVVBitsNT(d, a, b)
	case op == iAnd:
		andVVBits(d, a, b)
	case op == iOr && nt:
		orVVBitsNT(d, a, b)
	case op == iOr:
		orVVBits(d, a, b)
	case op == iXor && nt:
		xorVVBitsNT(d, a, b)
	case op == iXor:
		xorVVBits(d, a, b)
	case op == iMax && signed && nt:
		maxsVVIntNT(d, a, b, w)
	case op == iMax && signed:
		maxsVVInt(d, a, b, w)
	case op == iMax && nt:
		maxuVVIntNT(d, a, b, w)
	case op == iMax:
		maxuVVInt(d, a, b, w)
	case op == iMin && signed && nt:
		minsVVIntNT(d, a, b, w)
	case op == iMin && signed:
		minsVVInt(d, a, b, w)
	case op == iMin && nt:
		minuVVIntNT(d, a, b, w)
	case op == iMin:
		minuVVInt(d, a, b, w)
	case op == iShl && nt:
		shlVVIntNT(d, a, b, w)
	case op == iShl:
		shlVVInt(d, a, b, w)
	case op == iShr && signed && nt:
		sarVVIntNT(d, a, b, w)
	case op == iShr && signed:
		sarVVInt(d, a, b, w)
	case op == iShr && nt:
		shrVVIntNT(d, a, b, w)
	case op == iShr:
		shrVVInt(d, a, b, w)
	default:
		return false
	}
	return true
}

// intVSRaw is intVVRaw with y, one number repeated across 64 bits, for b.
// The reversed subtraction has no non-temporal kernel: with nt it runs
// nothing and reports false.
func intVSRaw(op intOp, w int, signed bool, d, a []byte, y uint64, nt bool) bool {
	if !haveAVX2 {
		return false
	}
	switch {
	case op == iAdd && nt:
		addVSIntNT(d, a, y, w)
	case op == iAdd:
		addVSInt(d, a, y, w)
	case op == iSub && nt:
		subVSIntNT(d, a, y, w)
	case op == iSub:
		subVSInt(d, a, y, w)
	case op == iMul && nt:
		mulVSIntNT(d, a, y, w)
	case op == iMul:
		mulVSInt(d, a, y, w)
	case op == iRsub && !nt:
		rsubVSInt(d, a, y, w)
	case op == iAnd && nt:
		andVSBitsNT(d, a, y)
	case op == iAnd:
		andVSBits(d, a, y)
	case op == iOr && nt:
		orVSBitsNT(d, a, y)
	case op == iOr:
		orVSBits(d, a, y)
	case op == iXor && nt:
		xorVSBitsNT(d, a, y)
	case op == iXor:
		xorVSBits(d, a, y)
	case op == iMax && signed && nt:
		maxsVSIntNT(d, a, y, w)
	case op == iMax && signed:
		maxsVSInt(d, a, y, w)
	case op == iMax && nt:
		maxuVSIntNT(d, a, y, w)
	case op == iMax:
		maxuVSInt(d, a, y, w)
	case op == iMin && signed && nt:
		minsVSIntNT(d, a, y, w)
	case op == iMin && signed:
		minsVSInt(d, a, y, w)
	case op == iMin && nt:
		minuVSIntNT(d, a, y, w)
	case op == iMin:
		minuVSInt(d, a, y, w)
	case op == iShl && nt:
		shlVSIntNT(d, a, y, w)
	case op == iShl:
		shlVSInt(d, a, y, w)
	case op == iShr && signed && nt:
		sarVSIntNT(d, a, y, w)
	case op == iShr && signed:
		sarVSInt(d, a, y, w)
	case op == iShr && nt:
		shrVSIntNT(d, a, y, w)
	case op == iShr:
		shrVSInt(d, a, y, w)
	default:
		return false
	}
	return true
}

// intAbsRaw runs the absolute value kernel of a signed width.
func intAbsRaw(w int, d, a []byte) bool {
	if !haveAVX2 {
		return false
	}
	absVInt(d, a, w)
	return true
}

// extremeRunIntRaw runs the extreme-of-a-run kernel of a width and kind.
func extremeRunIntRaw(max, signed bool, w int, x []byte, r *[32]byte) bool {
	if !haveAVX2 {
		return false
	}
	switch {
	case max && signed:
		maxsRunInt(x, r, w)
	case max:
		maxuRunInt(x, r, w)
	case signed:
		minsRunInt(x, r, w)
	default:
		minuRunInt(x, r, w)
	}
	return true
}

// zerosIntRaw runs the zero-counting kernel over x's whole vectors and
// reports whether it did.
func zerosIntRaw(w int, x []byte, m uint64) (int, bool) {
	if !haveAVX2 {
		return 0, false
	}
	return zerosInt(x, w, m), true
}

// sumRunIntRaw runs the widening sum kernel of a width and kind.
func sumRunIntRaw(signed bool, w int, x []byte, r *[4]uint64) bool {
	if !haveAVX2 {
		return false
	}
	if signed {
		sumRunInt(x, r, w)
	} else {
		sumRunUint(x, r, w)
	}
	return true
}

// intCmpVVRaw runs the integer comparison kernel of a kind (cmpGt or
// cmpEq) element by element.
func intCmpVVRaw(kind int, d []bool, a, b []byte, w int, flip, inv uint64) bool {
	if !haveAVX2 {
		return false
	}
	if kind == cmpEq {
		cmpeqVVInt(d, a, b, w, flip, inv)
	} else {
		cmpgtVVInt(d, a, b, w, flip, inv)
	}
	return true
}

// intCmpVSRaw runs the integer comparison kernel of a kind with one
// number.
func intCmpVSRaw(kind int, d []bool, a []byte, y uint64, w int, flip, inv uint64) bool {
	if !haveAVX2 {
		return false
	}
	switch kind {
	case cmpGt:
		cmpgtVSInt(d, a, y, w, flip, inv)
	case cmpLt:
		cmpltVSInt(d, a, y, w, flip, inv)
	default:
		cmpeqVSInt(d, a, y, w, flip, inv)
	}
	return true
}

// convF64Raw and convF32Raw run the conversion kernels (with nt, the
// non-temporal ones: d 32-byte aligned, the caller fences).
func convF64Raw(d []float64, s []byte, kind int, nt bool) bool {
	if !haveAVX2 {
		return false
	}
	if nt {
		convF64NT(d, s, kind)
	} else {
		convF64(d, s, kind)
	}
	return true
}

func convF32Raw(d []float32, s []byte, kind int, nt bool) bool {
	if !haveAVX2 {
		return false
	}
	if nt {
		convF32NT(d, s, kind)
	} else {
		convF32(d, s, kind)
	}
	return true
}

// divWide selects the AVX-512 division kernels: twice the lanes. One
// worker on a 2-core AMD EPYC (Zen 5) VM, 1 M elements by 7, AVX2 →
// AVX-512: floor division int8 0.13 → 0.070 ms, int16 0.10 → 0.060,
// int32 0.27 → 0.16; NumPy's remainder int8 0.20 → 0.10, uint16 0.11 →
// 0.070, int32 0.37 → 0.20; Go's / of int32 0.36 → 0.19.
var divWide = haveAVX512 && cpu.X86.HasAVX512BW && cpu.X86.HasAVX512DQ

// intDivRaw runs the division kernels, AVX-512 over the longest prefix
// they take where divWide says, AVX2 over the rest: signed floor division
// (floor) by NumPy's formula, without the remainder.
func intDivRaw(signed, floor bool, d, a []byte, w int, p *[8]uint64) bool {
	if !haveAVX2 {
		return false
	}
	if divWide {
		k := len(d) &^ 63 // the AVX-512 kernels' steps: 64 bytes, 32 for w 0 but in floor division
		if w == 0 && !(signed && floor) {
			k = len(d) &^ 31
		}
		switch {
		case signed && floor:
			divFloorVSIntAvx512(d[:k], a[:k], w, p)
		case signed:
			divVSIntAvx512(d[:k], a[:k], w, p)
		default:
			divVSUintAvx512(d[:k], a[:k], w, p)
		}
		d, a = d[k:], a[k:]
	}
	switch {
	case signed && floor:
		divFloorVSInt(d, a, w, p)
	case signed:
		divVSInt(d, a, w, p)
	default:
		divVSUint(d, a, w, p)
	}
	return true
}
