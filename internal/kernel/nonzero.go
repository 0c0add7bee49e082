package kernel

import (
	"math/bits"
	"reflect"
	"unsafe"

	"golang.org/x/exp/constraints"
)

// CountNonzero returns how many of x[o+i*s], i < n, are not the zero value
// of T. A unit-stride run of bools, integers or floats is counted by the
// vector kernel (zerosPrefix); every other element without a branch.
func CountNonzero[T comparable](x []T, o, s, n int) int {
	c := 0
	if s == 1 && n > 0 {
		k, z := zerosPrefix(x[o : o+n])
		c, o, n = k-z, o+k, n-k
	}
	var zero T
	for range n {
		c += b2i(x[o] != zero)
		o += s
	}
	return c
}

// AnyNonzero reports whether some x[o+i*s], i < n, is not the zero value of
// T; it stops at the first that is (a unit-stride run: within the chunk of
// nonzeroChunk elements holding it).
func AnyNonzero[T comparable](x []T, o, s, n int) bool {
	if s == 1 && n > 0 {
		return decideUnit(x[o:o+n], false)
	}
	return decideStrided(x, o, s, n, false)
}

// AllNonzero reports whether every x[o+i*s], i < n, is not the zero value
// of T; it stops at the first that is (a unit-stride run: within the chunk
// of nonzeroChunk elements holding it).
func AllNonzero[T comparable](x []T, o, s, n int) bool {
	if s == 1 && n > 0 {
		return !decideUnit(x[o:o+n], true)
	}
	return !decideStrided(x, o, s, n, true)
}

// decideStrided is decideUnit for x[o+i*s], i < n, one element at a time.
func decideStrided[T comparable](x []T, o, s, n int, zero bool) bool {
	var z T
	for range n {
		if (x[o] == z) == zero {
			return true
		}
		o += s
	}
	return false
}

// decideUnit reports whether x holds an element that is not T's zero value
// (zero false) or one that is (zero true), a chunk of nonzeroChunk
// elements at a time with the vector kernel, the last elements one by one.
func decideUnit[T comparable](x []T, zero bool) bool {
	for len(x) > 0 {
		k, z := zerosPrefix(x[:min(len(x), nonzeroChunk)])
		if zero && z > 0 || !zero && z < k {
			return true
		}
		if k == 0 {
			break // the last elements, fewer than a vector, or no kernel
		}
		x = x[k:]
	}
	var z T
	for _, v := range x {
		if (v == z) == zero {
			return true
		}
	}
	return false
}

// nonzeroChunk is how many elements AnyNonzero and AllNonzero count at a
// time before they look whether the answer is known: a multiple of every
// vector's elements, small enough that a decision in the first elements
// costs little, large enough that the calls cost little.
const nonzeroChunk = 4096

// zerosPrefix counts the elements of x equal to T's zero value over its
// longest prefix of whole 32-byte vectors, in calls of at most callChunk
// elements, with the vector kernel where T is a bool, an integer or a
// float (zeroBits); it returns the prefix's length k (0 without a kernel)
// and the count.
func zerosPrefix[T any](x []T) (k, zeros int) {
	w, m, ok := zeroBits[T]()
	if !ok {
		return 0, 0
	}
	n := len(x) &^ (32>>w - 1)
	for k < n {
		SafePoint()
		j := min(k+callChunk, n)
		z, ok := zerosIntRaw(w, bytesOf(x[k:], j-k), m)
		if !ok {
			return 0, 0
		}
		k, zeros = j, zeros+z
	}
	return k, zeros
}

// zeroBits tells how T's zero value shows in its bits: an element of 1<<w
// bytes equals it exactly when its bits ANDed with m (repeated across 64
// bits) are zero. That holds for bools and integers with every bit in m,
// and for floats with the sign bit left out (-0 equals 0; a NaN has
// exponent bits). ok is false for other types (complex numbers, strings,
// arrays, structs), which are compared element by element.
func zeroBits[T any]() (w int, m uint64, ok bool) {
	switch c, w := bitClass[T](); c {
	case classFloat:
		if w == 2 {
			return w, 0x7fffffff7fffffff, true
		}
		return w, 1<<63 - 1, true
	case classBits:
		return w, ^uint64(0), true
	}
	return 0, 0, false
}

// The classes of bitClass.
const (
	classOther = iota // compared element by element
	classFloat        // float32 or float64: NaN and the zeros' signs
	classBits         // a bool or an integer: equal exactly when its bits are
)

// bitClass classifies T, named types by their kind, for the kernels that
// read elements by their bits, with w the log2 of T's size in bytes.
func bitClass[T any]() (class, w int) {
	var z T
	w = bits.TrailingZeros(uint(unsafe.Sizeof(z)))
	switch k := reflect.TypeFor[T]().Kind(); {
	case k == reflect.Float32 || k == reflect.Float64:
		return classFloat, w
	case k == reflect.Bool:
		return classBits, w
	}
	if iw, _ := intKind[T](); iw >= 0 {
		return classBits, iw
	}
	return classOther, w
}

// b2i is 1 for true and 0 for false, without a branch.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// ConvRun stores x[xo+i*xs], converted to A, into d[do+i*ds] for i < n.
func ConvRun[A, S Real](d []A, do, ds int, x []S, xo, xs, n int) {
	if ds == 1 && xs == 1 && n > 0 {
		k := convFast(d[do:do+n], x[xo:xo+n], false)
		do, xo, n = do+k, xo+k, n-k
	}
	for range n {
		d[do] = A(x[xo])
		do += ds
		xo += xs
	}
}

// ConvRunNT is ConvRun for a destination larger than the caches
// ([Tuning.NtBytes]): a unit-stride run converted to a float type by the
// vector kernel is stored with non-temporal stores, which do not read the
// destination's lines first and leave the result out of the caches. The
// bits are ConvRun's. The caller calls [Fence] once after its last
// non-temporal call, on the same goroutine.
func ConvRunNT[A, S Real](d []A, do, ds int, x []S, xo, xs, n int) {
	if ds != 1 || xs != 1 || n == 0 {
		ConvRun(d, do, ds, x, xo, xs, n)
		return
	}
	k := alignPeel(d[do : do+n])
	ConvRun(d, do, 1, x, xo, 1, k)
	do, xo, n = do+k, xo+k, n-k
	k = convFast(d[do:do+n], x[xo:xo+n], true)
	ConvRun(d, do+k, 1, x, xo+k, 1, n-k)
}

// AddConvRun adds x[xo+i*xs], converted to A, into d[do+i*ds] for i < n:
// the accumulation of narrow integers in 64 bits, or of any real type in
// float64.
func AddConvRun[A, S Real](d []A, do, ds int, x []S, xo, xs, n int) {
	for range n {
		d[do] += A(x[xo])
		do += ds
		xo += xs
	}
}

// SqDevRun stores the squared deviation (F(x[xo+i*xs]) - F(m[mo+i*ms]))²,
// computed in F, into d[do+i*ds] for i < n: the terms of a variance, m
// holding the means (exact in F).
func SqDevRun[F Float, S Real](d []F, do, ds int, x []S, xo, xs int, m []float64, mo, ms, n int) {
	if ds == 1 && xs == 1 && (ms == 0 || ms == 1) && n > 0 {
		// Unit strides, one mean or a run of them: loops without the
		// offsets' bookkeeping or bounds checks.
		dd, xx := d[do:do+n], x[xo:xo+n]
		if ms == 0 {
			mv := F(m[mo])
			for i, v := range xx {
				e := F(v) - mv
				dd[i] = e * e
			}
			return
		}
		mm := m[mo : mo+n]
		for i, v := range xx {
			e := F(v) - F(mm[i])
			dd[i] = e * e
		}
		return
	}
	for range n {
		v := F(x[xo]) - F(m[mo])
		d[do] = v * v
		do += ds
		xo += xs
		mo += ms
	}
}

// NanSqDevRun is SqDevRun with 0 for every NaN of x: np.nanvar's
// deviations, taken from its copy with NaNs as 0 and then zeroed where the
// NaNs were.
func NanSqDevRun[F Float, S Real](d []F, do, ds int, x []S, xo, xs int, m []float64, mo, ms, n int) {
	for range n {
		var v F
		if x[xo] == x[xo] {
			v = F(x[xo]) - F(m[mo])
		}
		d[do] = v * v
		do += ds
		xo += xs
		mo += ms
	}
}

// MulConvRun multiplies d[do+i*ds] by x[xo+i*xs] converted to A, for
// i < n.
func MulConvRun[A, S Real](d []A, do, ds int, x []S, xo, xs, n int) {
	for range n {
		d[do] *= A(x[xo])
		do += ds
		xo += xs
	}
}

// CumRun stores the running sums (or, with mul, products) of x[xo+i*xs]
// into d[do+i*ds], for i < n. The running value starts as the first
// element itself, not as 0 + x[0] or 1 * x[0], as NumPy's accumulate
// starts: a leading -0 stays -0 (0 + -0 is +0).
func CumRun[T Number](d []T, do, ds int, x []T, xo, xs, n int, mul bool) {
	if n <= 0 {
		return
	}
	acc := x[xo]
	d[do] = acc
	var z T
	switch any(z).(type) {
	case complex64, complex128:
		if mul {
			// Complex products rounded as ProdRun rounds them.
			for range n - 1 {
				do += ds
				xo += xs
				acc = ProdRun(acc, x, xo, 1, xs)
				d[do] = acc
			}
			return
		}
	}
	for range n - 1 {
		do += ds
		xo += xs
		if mul {
			acc *= x[xo]
		} else {
			acc += x[xo]
		}
		d[do] = acc
	}
}

// CumWideRun is CumRun for integers narrower than 64 bits, accumulated in
// A (int64 or uint64) and stored truncated to S; it reports whether every
// running value fits in S.
func CumWideRun[A int64 | uint64, S constraints.Integer](d []S, do, ds int, x []S, xo, xs, n int, mul bool) bool {
	var acc A
	if mul {
		acc = 1
	}
	fits := true
	for range n {
		if mul {
			acc *= A(x[xo])
		} else {
			acc += A(x[xo])
		}
		v := S(acc)
		fits = fits && A(v) == acc
		d[do] = v
		do += ds
		xo += xs
	}
	return fits
}
