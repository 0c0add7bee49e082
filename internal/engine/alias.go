package engine

import (
	"reflect"
	"unsafe"
)

// BufferShift returns the position of src's first element counted in
// elements from dst's first element, and whether the two buffers' memory
// ranges meet at all (if they do not, no layout can make them alias).
func BufferShift[T any](dst, src []T) (shift int, meet bool) {
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

// MustCopy reports whether an input (src, already broadcast to dst's shape:
// strides sst, offset soff) has to be copied before dst (shape, dst, doff)
// is written: it shares an address with dst (or the exact test cannot rule
// that out), unless its layout is dst's own, where element k is read only
// to compute element k (NumPy's a += b), which needs no copy.
func MustCopy[T any](dst []T, shape, dst_ []int, doff int, src []T, sst []int, soff int) bool {
	shift, meet := BufferShift(dst, src)
	if !meet || IsEmpty(shape) {
		return false
	}
	soff, ok := AddInt(soff, shift)
	if !ok {
		return true
	}
	if Equal(shape, dst_, doff, shape, sst, soff) {
		return false
	}
	return SharesMemory(shape, dst_, doff, shape, sst, soff, 0) != OverlapNo
}

// MustCopyAny is mustCopy for an input whose element type may differ from
// dst's: buffers of different Go types cannot share memory without unsafe.
func MustCopyAny[V, T any](dst []V, shape, dst_ []int, doff int, src []T, sst []int, soff int) bool {
	if reflect.TypeFor[V]() != reflect.TypeFor[T]() {
		return false
	}
	return MustCopy(dst, shape, dst_, doff, Reinterpret[V](src), sst, soff)
}

// MustCopyWhole reports whether writing into dst could change elements of
// t before they are read, when t is read in a shape of its own (a
// reduction reads many elements for each one it writes; a join writes each
// input into part of dst): the exact test of [SharesMemory], with "cannot
// tell" counted as yes. Buffers of different element types cannot share
// memory without unsafe.
func MustCopyWhole[V, T any](dst Strided[V], t Strided[T]) bool {
	if reflect.TypeFor[V]() != reflect.TypeFor[T]() {
		return false
	}
	shares, err := SharesData("", dst.Data, dst.Shape, dst.St, dst.Off, Reinterpret[V](t.Data), t.Shape, t.St, t.Off, 0)
	return shares || err != nil
}
