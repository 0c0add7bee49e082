package kernel

import (
	"unsafe"

	"golang.org/x/exp/constraints"
)

// Number is a constraint that permits the integer, floating-point and
// complex types.
type Number interface {
	constraints.Integer | constraints.Float | constraints.Complex
}

// Op is an arithmetic operator.
type Op uint8

// The operators of the arithmetic kernels.
const (
	Add Op = iota
	Sub
	Mul
	Div
)

// Apply returns x op y.
func Apply[T Number](op Op, x, y T) T {
	switch op {
	case Add:
		return x + y
	case Sub:
		return x - y
	case Mul:
		var r [1]T
		mulRun(r[:], 0, 1, []T{x}, 0, 1, []T{y}, 0, 1, 1)
		return r[0]
	}
	var r [1]T
	divRun(r[:], 0, 1, []T{x}, 0, 1, []T{y}, 0, 1, 1)
	return r[0]
}

// ArithVV stores a[i] op b[i] into d[i] for i < len(d); a and b must be at
// least as long as d. Integer division by zero panics: the caller checks
// the divisor first.
func ArithVV[T Number](op Op, d, a, b []T) {
	a, b = a[:len(d)], b[:len(d)]
	if k := chunked(len(d), func(i, j int) int { return vvFast(op, d[i:j], a[i:j], b[i:j], false) }); k > 0 {
		d, a, b = d[k:], a[k:], b[k:]
	}
	switch op {
	case Add:
		for i := range d {
			d[i] = a[i] + b[i]
		}
	case Sub:
		for i := range d {
			d[i] = a[i] - b[i]
		}
	case Mul:
		mulRun(d, 0, 1, a, 0, 1, b, 0, 1, len(d))
	default:
		divRun(d, 0, 1, a, 0, 1, b, 0, 1, len(d))
	}
}

// ArithVS stores a[i] op y into d[i] for i < len(d).
func ArithVS[T Number](op Op, d, a []T, y T) {
	a = a[:len(d)]
	if k := chunked(len(d), func(i, j int) int { return vsFast(op, d[i:j], a[i:j], y, false) }); k > 0 {
		d, a = d[k:], a[k:]
	}
	switch op {
	case Add:
		for i := range d {
			d[i] = a[i] + y
		}
	case Sub:
		for i := range d {
			d[i] = a[i] - y
		}
	case Mul:
		mulRun(d, 0, 1, a, 0, 1, []T{y}, 0, 0, len(d))
	default:
		divRun(d, 0, 1, a, 0, 1, []T{y}, 0, 0, len(d))
	}
}

// ArithSV stores x op b[i] into d[i] for i < len(d).
func ArithSV[T Number](op Op, d []T, x T, b []T) {
	b = b[:len(d)]
	switch op {
	case Add:
		ArithVS(Add, d, b, x)
	case Mul:
		ArithVS(Mul, d, b, x)
	case Sub:
		k := intVS(iRsub, d, b, x, false)
		for i := k; i < len(d); i++ {
			d[i] = x - b[i]
		}
	default:
		divRun(d, 0, 1, []T{x}, 0, 0, b, 0, 1, len(d))
	}
}

// ArithStrided stores a[ao+i*as] op b[bo+i*bs] into d[do+i*ds] for i < n.
func ArithStrided[T Number](op Op, d []T, do, ds int, a []T, ao, as int, b []T, bo, bs, n int) {
	switch op {
	case Add:
		for range n {
			d[do] = a[ao] + b[bo]
			do, ao, bo = do+ds, ao+as, bo+bs
		}
	case Sub:
		for range n {
			d[do] = a[ao] - b[bo]
			do, ao, bo = do+ds, ao+as, bo+bs
		}
	case Mul:
		mulRun(d, do, ds, a, ao, as, b, bo, bs, n)
	default:
		divRun(d, do, ds, a, ao, as, b, bo, bs, n)
	}
}

// vvFast runs the vector kernel of the element type, if there is one, over
// a prefix of d and returns the prefix's length. The type switch is on a
// zero value, which converts to an interface without allocating.
//
// Complex addition and subtraction are the float operations on the real
// and imaginary parts, so complex128 and complex64 runs go to the float64
// and float32 kernels over twice as many floats.
func vvFast[T Number](op Op, d, a, b []T, nt bool) int {
	var z T
	switch any(z).(type) {
	case float64:
		return vvF64(op, as[float64](d), as[float64](a), as[float64](b), nt)
	case float32:
		return vvF32(op, as[float32](d), as[float32](a), as[float32](b), nt)
	case complex128:
		switch op {
		case Add, Sub:
			return vvF64(op, parts[float64](d), parts[float64](a), parts[float64](b), nt) / 2
		case Mul:
			return cmulF64(parts[float64](d), parts[float64](a), parts[float64](b)) / 2
		}
	case complex64:
		switch op {
		case Add, Sub:
			return vvF32(op, parts[float32](d), parts[float32](a), parts[float32](b), nt) / 2
		case Mul:
			return cmulF32(parts[float32](d), parts[float32](a), parts[float32](b)) / 2
		}
	}
	if op != Div {
		return intVV(arithInt(op), d, a, b, nt) // 0 unless T is an integer type
	}
	return 0
}

// arithInt returns the integer kernel of Add, Sub or Mul.
func arithInt(op Op) intOp {
	switch op {
	case Sub:
		return iSub
	case Mul:
		return iMul
	}
	return iAdd
}

// mulRun stores a[ao+i*sa]·b[bo+i*sb] into d[do+i*ds] for i < n. A
// complex product rounds each of its four products before their sums,
// (ar·br - ai·bi, ai·br + ar·bi), as NumPy's loop and the vector kernel
// compute it; Go's * leaves the compiler free to fuse them (it does one
// with GOAMD64=v3), which would make the bits depend on the build.
func mulRun[T Number](d []T, do, ds int, a []T, ao, sa int, b []T, bo, sb, n int) {
	var z T
	switch any(z).(type) {
	case complex128:
		mulRun128(as[complex128](d), do, ds, as[complex128](a), ao, sa, as[complex128](b), bo, sb, n)
		return
	case complex64:
		mulRun64(as[complex64](d), do, ds, as[complex64](a), ao, sa, as[complex64](b), bo, sb, n)
		return
	}
	for range n {
		d[do] = a[ao] * b[bo]
		do, ao, bo = do+ds, ao+sa, bo+sb
	}
}

func mulRun128(d []complex128, do, ds int, a []complex128, ao, sa int, b []complex128, bo, sb, n int) {
	for range n {
		xr, xi, yr, yi := real(a[ao]), imag(a[ao]), real(b[bo]), imag(b[bo])
		d[do] = complex(float64(xr*yr)-float64(xi*yi), float64(xi*yr)+float64(xr*yi))
		do, ao, bo = do+ds, ao+sa, bo+sb
	}
}

func mulRun64(d []complex64, do, ds int, a []complex64, ao, sa int, b []complex64, bo, sb, n int) {
	for range n {
		xr, xi, yr, yi := real(a[ao]), imag(a[ao]), real(b[bo]), imag(b[bo])
		d[do] = complex(float32(xr*yr)-float32(xi*yi), float32(xi*yr)+float32(xr*yi))
		do, ao, bo = do+ds, ao+sa, bo+sb
	}
}

// divRun stores a[ao+i*sa] / b[bo+i*sb] into d[do+i*ds] for i < n. A
// complex quotient is NumPy's: Smith's algorithm in the element's part
// type (float32 for complex64), each product rounded, so that the bits
// are NumPy's where Go's / (which divides complex64 in complex128, and by
// another formula) differs from them in the last place.
func divRun[T Number](d []T, do, ds int, a []T, ao, sa int, b []T, bo, sb, n int) {
	var z T
	switch any(z).(type) {
	case complex128:
		cDivRun(parts[float64](d), 2*do, 2*ds, parts[float64](a), 2*ao, 2*sa, parts[float64](b), 2*bo, 2*sb, n)
		return
	case complex64:
		cDivRun(parts[float32](d), 2*do, 2*ds, parts[float32](a), 2*ao, 2*sa, parts[float32](b), 2*bo, 2*sb, n)
		return
	}
	for range n {
		d[do] = a[ao] / b[bo]
		do, ao, bo = do+ds, ao+sa, bo+sb
	}
}

// cDivRun is divRun of complex numbers held as their parts (real at even,
// imaginary at odd positions; offsets and strides counted in parts).
func cDivRun[F Float](d []F, do, ds int, a []F, ao, sa int, b []F, bo, sb, n int) {
	for range n {
		d[do], d[do+1] = cDiv(a[ao], a[ao+1], b[bo], b[bo+1])
		do, ao, bo = do+ds, ao+sa, bo+sb
	}
}

// parts returns a slice of complex numbers as the slice of their real and
// imaginary parts, twice as long.
func parts[E, T any](s []T) []E {
	return unsafe.Slice((*E)(unsafe.Pointer(unsafe.SliceData(s))), 2*len(s))
}

func vsFast[T Number](op Op, d, a []T, y T, nt bool) int {
	var z T
	switch any(z).(type) {
	case float64:
		return vsF64(op, as[float64](d), as[float64](a), *(*float64)(unsafe.Pointer(&y)), nt)
	case float32:
		return vsF32(op, as[float32](d), as[float32](a), *(*float32)(unsafe.Pointer(&y)), nt)
	case complex128:
		if op == Mul {
			c := *(*complex128)(unsafe.Pointer(&y))
			return cmulSF64(parts[float64](d), parts[float64](a), real(c), imag(c)) / 2
		}
	case complex64:
		if op == Mul {
			c := *(*complex64)(unsafe.Pointer(&y))
			return cmulSF32(parts[float32](d), parts[float32](a), real(c), imag(c)) / 2
		}
	}
	if op != Div {
		return intVS(arithInt(op), d, a, y, nt)
	}
	return intDivVS(divTrunc, d, a, y) // y is not 0: the caller checked
}

// ArithVVNT is ArithVV for a destination larger than the caches
// ([Tuning.NtBytes]): the vector kernel stores with non-temporal stores,
// which do not read the destination's lines first and leave the result
// out of the caches. The bits of the result are ArithVV's. The caller
// calls [Fence] once after its last non-temporal call, on the same
// goroutine, before the result is handed on.
func ArithVVNT[T Number](op Op, d, a, b []T) {
	a, b = a[:len(d)], b[:len(d)]
	k := alignPeel(d)
	ArithVV(op, d[:k], a[:k], b[:k])
	d, a, b = d[k:], a[k:], b[k:]
	if k := chunked(len(d), func(i, j int) int { return vvFast(op, d[i:j], a[i:j], b[i:j], true) }); k > 0 {
		d, a, b = d[k:], a[k:], b[k:]
	}
	ArithVV(op, d, a, b)
}

// ArithVSNT is ArithVS with non-temporal stores (see ArithVVNT; the
// caller fences).
func ArithVSNT[T Number](op Op, d, a []T, y T) {
	a = a[:len(d)]
	k := alignPeel(d)
	ArithVS(op, d[:k], a[:k], y)
	d, a = d[k:], a[k:]
	if k := chunked(len(d), func(i, j int) int { return vsFast(op, d[i:j], a[i:j], y, true) }); k > 0 {
		d, a = d[k:], a[k:]
	}
	ArithVS(op, d, a, y)
}

// alignPeel returns how many leading elements of d lie before its first
// 32-byte boundary (all of d if no element starts on one).
func alignPeel[T any](d []T) int {
	if len(d) == 0 {
		return 0
	}
	var z T
	size := unsafe.Sizeof(z)
	p := uintptr(unsafe.Pointer(unsafe.SliceData(d)))
	if size == 0 || p%size != 0 || 32%size != 0 {
		return len(d)
	}
	return min(int((32-p%32)%32/size), len(d))
}

// as returns s's memory as a []E; the caller has checked that T is E.
func as[E, T any](s []T) []E {
	return unsafe.Slice((*E)(unsafe.Pointer(unsafe.SliceData(s))), len(s))
}
