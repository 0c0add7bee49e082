package tensor

import (
	"reflect"
	"unsafe"
)

// Every function that writes into a caller's dst gives what computing into
// a temporary and copying would give, whatever dst shares with its inputs
// (NumPy's guarantee for out= and for assignment). This file decides, per
// input, whether dst has to be computed away from it: mustCopy for an input
// read element by element in dst's shape (elementwise work, where, clip,
// assignment), mustCopyWhole for one read in a shape of its own
// (reductions, joins).

// bufferShift returns the position of src's first element counted in
// elements from dst's first element, and whether the two buffers' memory
// ranges meet at all (if they do not, no layout can make them alias).
func bufferShift[T any](dst, src []T) (shift int, meet bool) {
	if len(dst) == 0 || len(src) == 0 {
		return 0, false
	}
	var z T
	size := unsafe.Sizeof(z)
	if size == 0 {
		return 0, false
	}
	dp := uintptr(unsafe.Pointer(unsafe.SliceData(dst)))
	sp := uintptr(unsafe.Pointer(unsafe.SliceData(src)))
	dEnd, sEnd := dp+uintptr(len(dst))*size, sp+uintptr(len(src))*size
	if dEnd <= sp || sEnd <= dp {
		return 0, false
	}
	return int((int64(sp) - int64(dp)) / int64(size)), true
}

// mustCopy reports whether an input (src, already broadcast to dst's shape:
// strides sst, offset soff) has to be copied before dst (shape, dst, doff)
// is written: it shares an address with dst (or the exact test cannot rule
// that out), unless its layout is dst's own, where element k is read only
// to compute element k (NumPy's a += b), which needs no copy.
func mustCopy[T any](dst []T, shape, dst_ []int, doff int, src []T, sst []int, soff int) bool {
	shift, meet := bufferShift(dst, src)
	if !meet || isEmpty(shape) {
		return false
	}
	soff, ok := addInt(soff, shift)
	if !ok {
		return true
	}
	if equal(shape, dst_, doff, shape, sst, soff) {
		return false
	}
	return sharesMemory(shape, dst_, doff, shape, sst, soff, 0) != overlapNo
}

// mustCopyAny is mustCopy for an input whose element type may differ from
// dst's: buffers of different Go types cannot share memory without unsafe.
func mustCopyAny[V, T any](dst []V, shape, dst_ []int, doff int, src []T, sst []int, soff int) bool {
	if reflect.TypeFor[V]() != reflect.TypeFor[T]() {
		return false
	}
	return mustCopy(dst, shape, dst_, doff, reinterpret[V](src), sst, soff)
}

// mustCopyWhole reports whether writing into dst could change elements of
// t before they are read, when t is read in a shape of its own (a
// reduction reads many elements for each one it writes; a join writes each
// input into part of dst): the exact test of [SharesMemory], with "cannot
// tell" counted as yes. Buffers of different element types cannot share
// memory without unsafe.
func mustCopyWhole[V, T any](dst strided[V], t strided[T]) bool {
	if reflect.TypeFor[V]() != reflect.TypeFor[T]() {
		return false
	}
	shares, err := sharesData("", dst.data, dst.shape, dst.st, dst.off, reinterpret[V](t.data), t.shape, t.st, t.off, 0)
	return shares || err != nil
}
