package kernel

import (
	"bytes"
	"unsafe"

	"golang.org/x/exp/constraints"
)

// The strided runs below are the inner loops of the operations whose
// iteration the engine plans: each visits n elements, operand k starting at
// offset ko and stepping ks. The callers decide the iteration; these only
// loop. Unit-stride runs take a loop without index arithmetic.

// ClipRun stores s[so+i*ss] clipped to [lo, hi] into d[do+i*ds] for i < n,
// as NumPy 1.24's clip computes it: a NaN element stays NaN, an element
// equal to a bound becomes that bound (so -0 clipped to [0, 1] is 0), and a
// NaN bound bounds nothing.
func ClipRun[T Real](d []T, do, ds int, s []T, so, ss, n int, lo, hi T) {
	clipLo, clipHi := lo == lo, hi == hi // false for a NaN bound
	if ds == 1 && ss == 1 {
		d, s = d[do:do+n], s[so:so+n]
		k := chunked(n, func(i, j int) int { return clipFast(d[i:j], s[i:j], lo, hi) })
		d, s = d[k:], s[k:len(d)]
		for i, x := range s {
			if x == x { // NaN stays NaN
				if clipLo && !(x > lo) {
					x = lo
				}
				if clipHi && !(x < hi) {
					x = hi
				}
			}
			d[i] = x
		}
		return
	}
	for range n {
		x := s[so]
		if x == x {
			if clipLo && !(x > lo) {
				x = lo
			}
			if clipHi && !(x < hi) {
				x = hi
			}
		}
		d[do] = x
		do += ds
		so += ss
	}
}

// clipFast runs the vector clip kernel of T, if it has one, over the
// longest prefix it takes, and returns that prefix's length.
func clipFast[T Real](d, s []T, lo, hi T) int {
	var z T
	switch any(z).(type) {
	case float64:
		return clipRunF64(as[float64](d), as[float64](s), *(*float64)(unsafe.Pointer(&lo)), *(*float64)(unsafe.Pointer(&hi)))
	case float32:
		return clipRunF32(as[float32](d), as[float32](s), *(*float32)(unsafe.Pointer(&lo)), *(*float32)(unsafe.Pointer(&hi)))
	}
	return 0
}

// CountFoldRun adds to d[do+i*ds] one for each x[xo+i*xs] that is not the
// zero value, for i < n, without a branch.
func CountFoldRun[T comparable](d []int, do, ds int, x []T, xo, xs, n int) {
	var zero T
	if ds == 1 && xs == 1 && n > 0 {
		dd := d[do : do+n]
		for i, v := range x[xo : xo+n] {
			dd[i] += b2i(v != zero)
		}
		return
	}
	for range n {
		d[do] += b2i(x[xo] != zero)
		do += ds
		xo += xs
	}
}

// AnyFoldRun sets d[do+i*ds] where x[xo+i*xs] is not the zero value, for
// i < n, without a branch.
func AnyFoldRun[T comparable](d []bool, do, ds int, x []T, xo, xs, n int) {
	foldBits(d, do, ds, x, xo, xs, n, false)
}

// AllFoldRun clears d[do+i*ds] where x[xo+i*xs] is the zero value, for
// i < n, without a branch.
func AllFoldRun[T comparable](d []bool, do, ds int, x []T, xo, xs, n int) {
	foldBits(d, do, ds, x, xo, xs, n, true)
}

// foldBits is AnyFoldRun (all false) and AllFoldRun (all true): d's bools
// are read as bytes of 0 or 1 and ORed with x's element being nonzero, or
// ANDed.
func foldBits[T comparable](d []bool, do, ds int, x []T, xo, xs, n int, all bool) {
	var zero T
	db := as[uint8](d)
	if ds == 1 && xs == 1 && n > 0 {
		dd := db[do : do+n]
		if all {
			for i, v := range x[xo : xo+n] {
				dd[i] &= uint8(b2i(v != zero))
			}
		} else {
			for i, v := range x[xo : xo+n] {
				dd[i] |= uint8(b2i(v != zero))
			}
		}
		return
	}
	for range n {
		if all {
			db[do] &= uint8(b2i(x[xo] != zero))
		} else {
			db[do] |= uint8(b2i(x[xo] != zero))
		}
		do += ds
		xo += xs
	}
}

// SelectRun stores a[ao+i*as] into d[do+i*ds] where c[co+i*cs] is true,
// for i < n, and leaves the other elements of d as they are. Unit-stride
// runs go through [Select] with d as its own b (each element read before
// it is written), which chooses numbers without a branch.
func SelectRun[T any](d []T, do, ds int, c []bool, co, cs int, a []T, ao, as, n int) {
	if ds == 1 && cs == 1 && as == 1 && n > 0 {
		dd := d[do : do+n]
		Select(dd, c[co:co+n], a[ao:ao+n], dd)
		return
	}
	for range n {
		if c[co] {
			d[do] = a[ao]
		}
		do += ds
		co += cs
		ao += as
	}
}

// MapRun stores f(s[so+i*ss]) into d[do+i*ds] for i < n: the loop of Map
// and Apply, whose function is the caller's.
func MapRun[U, T any](d []U, do, ds int, s []T, so, ss, n int, f func(T) U) {
	if ds == 1 && ss == 1 {
		d, s = d[do:do+n], s[so:so+n]
		for i, x := range s {
			d[i] = f(x)
		}
		return
	}
	for range n {
		d[do] = f(s[so])
		do += ds
		so += ss
	}
}

// ZipRun stores f(a[ao+i*as], b[bo+i*bs]) into d[do+i*ds] for i < n: the
// loop of Zip, whose function is the caller's.
func ZipRun[V, T, U any](d []V, do, ds int, a []T, ao, as int, b []U, bo, bs, n int, f func(T, U) V) {
	for range n {
		d[do] = f(a[ao], b[bo])
		do += ds
		ao += as
		bo += bs
	}
}

// FoldIntRun adds (or, with mul, multiplies) x[xo+i*xs], i < n, into the
// 64-bit accumulator acc and returns it: the loop of integer sums and
// products, which NumPy accumulates in 64 bits.
func FoldIntRun[A int64 | uint64, S constraints.Integer](acc A, x []S, xo, xs, n int, mul bool) A {
	if mul {
		for range n {
			acc *= A(x[xo])
			xo += xs
		}
		return acc
	}
	if xs == 1 {
		k, s := intSumRun(x[xo : xo+n])
		acc += A(s) // wraps at 64 bits, as the loop does
		xo, n = xo+k, n-k
	}
	for range n {
		acc += A(x[xo])
		xo += xs
	}
	return acc
}

// AddRun adds x[xo+i*xs], i < n, to acc in T itself and returns it.
func AddRun[T Number](acc T, x []T, xo, xs, n int) T {
	if xs == 1 {
		if k, s := intSumRun(x[xo : xo+n]); k > 0 { // integers: the low bits of the 64-bit sum
			acc += *(*T)(unsafe.Pointer(&s))
			xo, n = xo+k, n-k
		}
	}
	for range n {
		acc += x[xo]
		xo += xs
	}
	return acc
}

// EqualRun reports whether a[ao+i*as] == b[bo+i*bs] for every i < n.
func EqualRun[T comparable](a []T, ao, as int, b []T, bo, bs, n int) bool {
	if as == 1 && bs == 1 && n > 0 {
		if eq, ok := equalUnit(a[ao:ao+n], b[bo:bo+n]); ok {
			return eq
		}
	}
	for range n {
		if a[ao] != b[bo] {
			return false
		}
		ao += as
		bo += bs
	}
	return true
}

// equalUnit reports whether a and b, of one length, are equal element by
// element, and whether it could tell: bools and integers by their bytes
// (the runtime's vector comparison of memory), floats (whose NaN differs
// from itself and whose zeros are equal) by the comparison kernels a chunk
// at a time, the chunk's answers counted by the zero-counting kernel; ok
// is false for other types.
func equalUnit[T comparable](a, b []T) (eq, ok bool) {
	switch c, w := bitClass[T](); {
	case c == classFloat && w == 3:
		return equalFloats(as[float64](a), as[float64](b)), true
	case c == classFloat:
		return equalFloats(as[float32](a), as[float32](b)), true
	case c == classBits:
		return bytes.Equal(bytesOf(a, len(a)), bytesOf(b, len(b))), true
	}
	return false, false
}

// equalFloats is equalUnit for floats.
func equalFloats[F Float](a, b []F) bool {
	var buf [1024]bool
	for len(a) > 0 {
		d := buf[:min(len(a), len(buf))]
		Compare(CmpEqual, d, 0, 1, a, 0, 1, b, 0, 1, len(d))
		if decideUnit(d, true) {
			return false // an element differs
		}
		a, b = a[len(d):], b[len(d):]
	}
	return true
}

// ComplexRun stores the elements of s converted into d (complex64 to
// complex128 or back, part by part as Go converts them), for i < len(d).
func ComplexRun[A, S complex64 | complex128](d []A, s []S) {
	s = s[:len(d)]
	for i, v := range s {
		d[i] = A(v)
	}
}

// RealToComplexRun stores re[i] + 0i into d[i] for i < len(d).
func RealToComplexRun[A complex64 | complex128](d []A, re []float64) {
	re = re[:len(d)]
	for i, v := range re {
		d[i] = A(complex(v, 0))
	}
}

// ArangeFill stores NumPy's arange into d: start, start+step, then
// start + i*delta with delta = (start+step) - start computed in T, as NumPy
// fills them. The product is converted before the addition, which stops
// the compiler from fusing the two (arm64, GOAMD64=v3): NumPy rounds twice.
// For integers the arithmetic wraps in T, which gives the exact value when
// every element lies between start and the stop the caller sized d for.
func ArangeFill[T constraints.Integer | constraints.Float](d []T, start, step T) {
	n := len(d)
	if n > 0 {
		d[0] = start
	}
	if n > 1 {
		d[1] = start + step
	}
	delta := (start + step) - start
	for i := 2; i < n; i++ {
		d[i] = start + T(T(i)*delta)
	}
}

// LinspaceFill stores NumPy's linspace values into d: i*step + start in
// float64 with step = (stop-start)/div, or i/div*(stop-start) when step
// underflows to zero, or i*(stop-start) when div <= 0, each product rounded
// before the addition as NumPy rounds twice, then converted to T.
func LinspaceFill[T constraints.Float](d []T, start, stop float64, div int) {
	delta := stop - start
	step := delta / float64(div)
	switch {
	case div <= 0:
		linspaceMul(d, delta, start)
	case step == 0:
		for i := range d {
			d[i] = T(float64(float64(float64(i)/float64(div))*delta) + start)
		}
	default:
		linspaceMul(d, step, start)
	}
}

// linspaceMul stores i*step + start into d[i], the product rounded before
// the addition. The index is counted in float64 (exact below 2^53, beyond
// any slice of float32 or float64).
func linspaceMul[T constraints.Float](d []T, step, start float64) {
	x := 0.0
	for i := range d {
		d[i] = T(float64(x*step) + start)
		x++
	}
}

// FillStrided stores v into d[o+i*s] for i < n.
func FillStrided[T any](d []T, o, s, n int, v T) {
	for range n {
		d[o] = v
		o += s
	}
}

// NarrowRun stores w[i] converted to S into d[i] for i < len(d) if every
// one fits in S (S and W both signed or both unsigned) and returns -1;
// otherwise it writes nothing and returns the index of the first that does
// not fit.
func NarrowRun[S, W constraints.Integer](d []S, w []W) int {
	w = w[:len(d)]
	for i, v := range w {
		if W(S(v)) != v {
			return i
		}
	}
	for i, v := range w {
		d[i] = S(v)
	}
	return -1
}
