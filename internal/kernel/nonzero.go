package kernel

import "golang.org/x/exp/constraints"

// CountNonzero returns how many of x[o+i*s], i < n, are not the zero value
// of T.
func CountNonzero[T comparable](x []T, o, s, n int) int {
	var zero T
	c := 0
	for range n {
		if x[o] != zero {
			c++
		}
		o += s
	}
	return c
}

// AnyNonzero reports whether some x[o+i*s], i < n, is not the zero value of
// T; it stops at the first that is.
func AnyNonzero[T comparable](x []T, o, s, n int) bool {
	var zero T
	for range n {
		if x[o] != zero {
			return true
		}
		o += s
	}
	return false
}

// AllNonzero reports whether every x[o+i*s], i < n, is not the zero value
// of T; it stops at the first that is.
func AllNonzero[T comparable](x []T, o, s, n int) bool {
	var zero T
	for range n {
		if x[o] == zero {
			return false
		}
		o += s
	}
	return true
}

// ConvRun stores x[xo+i*xs], converted to A, into d[do+i*ds] for i < n.
func ConvRun[A, S Real](d []A, do, ds int, x []S, xo, xs, n int) {
	if ds == 1 && xs == 1 && n > 0 {
		k := convFast(d[do:do+n], x[xo:xo+n])
		do, xo, n = do+k, xo+k, n-k
	}
	for range n {
		d[do] = A(x[xo])
		do += ds
		xo += xs
	}
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
