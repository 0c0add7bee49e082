package kernel

import (
	"reflect"
	"unsafe"
)

// Select stores a[i] where c[i] is true and b[i] elsewhere into d[i], for
// i < len(d); c, a and b must be at least as long. Numbers and bools of 1,
// 2, 4 or 8 bytes are chosen without a branch, as bit masks, so that a
// condition without a pattern costs no mispredictions; other types (which
// may hold pointers, never to be written as bits) are copied with a
// branch.
func Select[T any](d []T, c []bool, a, b []T) { selectWith(d, c, a, b, false) }

// SelectNT is Select for a destination larger than the caches
// ([Tuning.NtBytes]): the vector kernel stores with non-temporal stores.
// The result is Select's. The caller calls [Fence] once after its last
// non-temporal call, on the same goroutine.
func SelectNT[T any](d []T, c []bool, a, b []T) {
	k := alignPeel(d)
	selectWith(d[:k], c[:k], a[:k], b[:k], false)
	selectWith(d[k:], c[k:len(d)], a[k:len(d)], b[k:len(d)], true)
}

func selectWith[T any](d []T, c []bool, a, b []T, nt bool) {
	c, a, b = c[:len(d)], a[:len(d)], b[:len(d)]
	if k := chunked(len(d), func(i, j int) int { return selectFast(d[i:j], c[i:j], a[i:j], b[i:j], nt) }); k > 0 {
		d, c, a, b = d[k:], c[k:], a[k:], b[k:]
	}
	var z T
	size := unsafe.Sizeof(z)
	if !plainBits[T]() {
		size = 0
	}
	switch size {
	case 8:
		selectBits(as[uint64](d), c, as[uint64](a), as[uint64](b))
	case 4:
		selectBits(as[uint32](d), c, as[uint32](a), as[uint32](b))
	case 2:
		selectBits(as[uint16](d), c, as[uint16](a), as[uint16](b))
	case 1:
		selectBits(as[uint8](d), c, as[uint8](a), as[uint8](b))
	default:
		for i := range d {
			if c[i] {
				d[i] = a[i]
			} else {
				d[i] = b[i]
			}
		}
	}
}

func selectBits[U uint8 | uint16 | uint32 | uint64](d []U, c []bool, a, b []U) {
	cb := as[uint8](c[:len(d)])
	a, b = a[:len(d)], b[:len(d)]
	for i := range d {
		m := -U(cb[i]) // all ones where c[i]
		d[i] = a[i]&m | b[i]&^m
	}
}

// plainBits reports whether T is a boolean or numeric type: bits without
// pointers.
func plainBits[T any]() bool {
	switch reflect.TypeFor[T]().Kind() {
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64, reflect.Complex64:
		return true
	}
	return false
}

// CountTrue returns the number of true elements of c.
func CountTrue(c []bool) int {
	bytes := as[uint8](c)
	n := 0
	for len(bytes) >= 8 {
		// Eight bools of 0 or 1: their sum is the top byte of the
		// product with 0x0101…01.
		w := uint64(bytes[0]) | uint64(bytes[1])<<8 | uint64(bytes[2])<<16 | uint64(bytes[3])<<24 |
			uint64(bytes[4])<<32 | uint64(bytes[5])<<40 | uint64(bytes[6])<<48 | uint64(bytes[7])<<56
		n += int(w * 0x0101010101010101 >> 56)
		bytes = bytes[8:]
	}
	for _, v := range bytes {
		n += int(v)
	}
	return n
}

// Compress stores the elements src[i] with c[i] true into d, in order, and
// returns how many it stored; c must be at least as long as src, and d must
// be one element longer than that count (the loop stores each element at
// the next free place whether or not it is kept, so that a condition
// without a pattern costs no mispredictions). Pointer-free elements of 8 or
// 4 bytes go through a vector kernel, a group of 4 or 8 a step, while d has
// room for a whole vector past the kept elements.
func Compress[T any](d, src []T, c []bool) int {
	i, k := compressFast(d, src, c)
	cb := as[uint8](c[i:len(src)])
	for j, v := range src[i:] {
		d[k] = v
		k += int(cb[j])
	}
	return k
}

// FillWhere stores v into d[do+i*ds] where c[co+i*cs] holds, for i < n:
// a[mask] = v along one run.
func FillWhere[T any](d []T, do, ds int, c []bool, co, cs, n int, v T) {
	if n <= 0 {
		return
	}
	if ds == 1 && cs == 1 {
		dd, cc := d[do:do+n], c[co:co+n]
		for i, m := range cc {
			if m {
				dd[i] = v
			}
		}
		return
	}
	for range n {
		if c[co] {
			d[do] = v
		}
		do += ds
		co += cs
	}
}
