package kernel

import (
	"math"
	"strconv"
	"unsafe"
)

// Func2 is one of NumPy's elementwise functions of two arguments.
type Func2 uint8

// The functions of two arguments, in NumPy's names.
const (
	FArctan2 Func2 = iota + 1
	FHypot
	FPower
	FMaximum
	FMinimum
	FFmax
	FFmin
	FFmod
	FRemainder
	FFloorDivide
	FBitwiseAnd
	FBitwiseOr
	FBitwiseXor
	FLeftShift
	FRightShift
	FLogicalAnd
	FLogicalOr
	FLogicalXor
	FAdd
	FSubtract
	FMultiply
	FTrueDivide
	func2End
)

var func2Names = [...]string{"", "arctan2", "hypot", "power", "maximum", "minimum", "fmax", "fmin", "fmod",
	"remainder", "floor_divide", "bitwise_and", "bitwise_or", "bitwise_xor", "left_shift", "right_shift",
	"logical_and", "logical_or", "logical_xor", "add", "subtract", "multiply", "true_divide"}

// Valid reports whether f names a function.
func (f Func2) Valid() bool { return f > 0 && f < func2End }

// String returns NumPy's name of f.
func (f Func2) String() string {
	if !f.Valid() {
		return "Func2(" + strconv.Itoa(int(f)) + ")"
	}
	return func2Names[f]
}

// FloatOnly reports whether f is defined for floats only (NumPy computes it
// in floats for integer arguments).
func (f Func2) FloatOnly() bool { return f == FArctan2 || f == FHypot || f == FTrueDivide }

// IntegerOnly reports whether f is defined for integers (and bool) only:
// the bitwise functions and shifts.
func (f Func2) IntegerOnly() bool { return f >= FBitwiseAnd && f < FLogicalAnd }

// Logical reports whether f is logical_and, logical_or or logical_xor,
// which the package defines for bool only (NumPy's give bool for any
// argument type).
func (f Func2) Logical() bool { return f >= FLogicalAnd && f <= FLogicalXor }

// Arith reports whether f is one of the four arithmetic operations, which
// run through the arithmetic kernels (engine.ArithTo), not Func2's.
func (f Func2) Arith() bool { return f >= FAdd && f < func2End }

// ForBool reports whether bool has f: the logical and bitwise functions
// and maximum, minimum, fmax and fmin (or and and). Bool runs as uint8
// holding 0 or 1 through Func2IntRun, where each of them keeps 0 or 1.
func (f Func2) ForBool() bool {
	switch f {
	case FMaximum, FMinimum, FFmax, FFmin, FBitwiseAnd, FBitwiseOr, FBitwiseXor:
		return true
	}
	return f.Logical()
}

// Divides reports whether f divides by its second argument, so that an
// integer zero there is an error.
func (f Func2) Divides() bool { return f == FFmod || f == FRemainder || f == FFloorDivide }

// Func2FloatRun stores f(a[ao+i*as], b[bo+i*bs]) into d[do+i*ds] for
// i < n, for a function that FloatOnly or that floats have. Arctan2 and
// hypot of float32 compute in float64 and round once, power as pow32 does
// (in float64 too); the others
// compute in F, as NumPy does, so that remainder and floor_divide are
// NumPy's bit for bit.
func Func2FloatRun[F Float](f Func2, d []F, do, ds int, a []F, ao, as int, b []F, bo, bs, n int) {
	func2FloatRun(f, d, do, ds, a, ao, as, b, bo, bs, n, false)
}

// Func2FloatRunNT is Func2FloatRun for a destination larger than the
// caches ([Tuning.NtBytes]): a unit-stride run's vector kernel of maximum,
// minimum, fmax or fmin stores non-temporally, from the first 32-byte
// boundary of the run's destination (the other functions, which compute
// for longer than they store, store as Func2FloatRun does). The bits are
// Func2FloatRun's. The caller calls [Fence] once after its last call, on
// the same goroutine, before the result is handed on.
func Func2FloatRunNT[F Float](f Func2, d []F, do, ds int, a []F, ao, as int, b []F, bo, bs, n int) {
	runNT(func2FloatRun[F], f, d, do, ds, a, ao, as, b, bo, bs, n)
}

// runNT runs run (func2FloatRun or func2IntRun) with non-temporal stores:
// a unit-stride destination's elements before its first 32-byte boundary
// with ordinary ones first, as the NT kernels need an aligned start.
func runNT[T any](run func(Func2, []T, int, int, []T, int, int, []T, int, int, int, bool), f Func2, d []T, do, ds int, a []T, ao, as int, b []T, bo, bs, n int) {
	if ds == 1 && n > 0 {
		k := alignPeel(d[do : do+n])
		run(f, d, do, ds, a, ao, as, b, bo, bs, k, false)
		do, ao, bo, n = do+k, ao+k*as, bo+k*bs, n-k
	}
	run(f, d, do, ds, a, ao, as, b, bo, bs, n, true)
}

// func2FloatRun is Func2FloatRun, the extremes' vector kernels storing
// non-temporally with nt (d[do] 32-byte aligned).
func func2FloatRun[F Float](f Func2, d []F, do, ds int, a []F, ao, as int, b []F, bo, bs, n int, nt bool) {
	if f == FPower && unsafe.Sizeof(F(0)) == 4 {
		pow32Run(as32(d), do, ds, as32(a), ao, as, as32(b), bo, bs, n)
		return
	}
	switch f {
	case FArctan2, FHypot, FPower:
		if unsafe.Sizeof(F(0)) == 8 && ds == 1 && as == 1 && (bs == 0 || bs == 1) {
			k := func2Fast(f, asF64(d[do:do+n]), asF64(a[ao:ao+n]), asF64(b[bo:]), bs)
			do, ao, bo, n = do+k, ao+k, bo+k*bs, n-k
			for range n {
				d[do] = F(func2Twin(f, float64(a[ao]), float64(b[bo])))
				do, ao, bo = do+ds, ao+as, bo+bs
			}
			return
		}
		func2Widened(f, d, do, ds, a, ao, as, b, bo, bs, n)
		return
	}
	if f == FMaximum || f == FMinimum || f == FFmax || f == FFmin {
		if ds == 1 && as == 1 && (bs == 0 || bs == 1) {
			k := extremeFunc2Fast(f, d[do:do+n], a[ao:ao+n], b[bo:], bs, nt)
			do, ao, bo, n = do+k, ao+k, bo+k*bs, n-k
		}
	}
	switch f {
	case FMaximum:
		for range n {
			x, y := a[ao], b[bo]
			if x == x && !(x > y) { // NaN x stays; y on ties, as NumPy's vector loop
				x = y
			}
			d[do] = x
			do, ao, bo = do+ds, ao+as, bo+bs
		}
	case FMinimum:
		for range n {
			x, y := a[ao], b[bo]
			if x == x && !(x < y) {
				x = y
			}
			d[do] = x
			do, ao, bo = do+ds, ao+as, bo+bs
		}
	case FFmax:
		for range n {
			x, y := a[ao], b[bo]
			if y == y && !(x > y) { // a NaN y gives x; y on ties
				x = y
			}
			d[do] = x
			do, ao, bo = do+ds, ao+as, bo+bs
		}
	case FFmin:
		for range n {
			x, y := a[ao], b[bo]
			if y == y && !(x < y) {
				x = y
			}
			d[do] = x
			do, ao, bo = do+ds, ao+as, bo+bs
		}
	case FFmod:
		for range n {
			d[do] = F(math.Mod(float64(a[ao]), float64(b[bo]))) // exact, so float32 through float64 is float32's
			do, ao, bo = do+ds, ao+as, bo+bs
		}
	case FRemainder:
		for range n {
			x, y := a[ao], b[bo]
			if y == 0 {
				d[do] = F(math.Mod(float64(x), float64(y)))
			} else {
				_, d[do] = divmod(x, y)
			}
			do, ao, bo = do+ds, ao+as, bo+bs
		}
	case FFloorDivide:
		for range n {
			x, y := a[ao], b[bo]
			if y == 0 {
				d[do] = x / y
			} else {
				d[do], _ = divmod(x, y)
			}
			do, ao, bo = do+ds, ao+as, bo+bs
		}
	}
}

// divmod is NumPy's npy_divmod for y != 0: the floored quotient and the
// remainder with y's sign, from fmod, computed in F.
func divmod[F Float](x, y F) (div, mod F) {
	mod = F(math.Mod(float64(x), float64(y)))
	div = (x - mod) / y
	if mod != 0 {
		if (y < 0) != (mod < 0) {
			mod += y
			div -= 1
		}
	} else {
		mod = F(math.Copysign(0, float64(y)))
	}
	if div != 0 {
		fl := F(math.Floor(float64(div)))
		if div-fl > 0.5 {
			fl += 1
		}
		return fl, mod
	}
	return F(math.Copysign(0, float64(x/y))), mod
}

// Func2IntRun stores f(a[ao+i*as], b[bo+i*bs]) into d[do+i*ds] for i < n,
// for an integer type and a function that integers have. The caller has
// checked that no divisor is zero and that no exponent is negative.
// Arithmetic wraps, as in Go and NumPy: MinInt // -1 is MinInt and
// MinInt % -1 is 0. Shifts follow NumPy: a count at or past the width (or
// negative) shifts every bit out, giving 0, or -1 for a negative number
// shifted right.
func Func2IntRun[T Integer](f Func2, d []T, do, ds int, a []T, ao, as int, b []T, bo, bs, n int) {
	func2IntRun(f, d, do, ds, a, ao, as, b, bo, bs, n, false)
}

// Func2IntRunNT is Func2IntRun for a destination larger than the caches
// ([Tuning.NtBytes]): a unit-stride run's vector kernel (maximum, minimum,
// the bitwise functions and shifts) stores non-temporally, from the first
// 32-byte boundary of the run's destination. The bits of the result are
// Func2IntRun's. The caller calls [Fence] once after its last call, on the
// same goroutine, before the result is handed on.
func Func2IntRunNT[T Integer](f Func2, d []T, do, ds int, a []T, ao, as int, b []T, bo, bs, n int) {
	runNT(func2IntRun[T], f, d, do, ds, a, ao, as, b, bo, bs, n)
}

// func2IntRun is Func2IntRun, its vector kernels storing non-temporally
// with nt (d[do] 32-byte aligned).
func func2IntRun[T Integer](f Func2, d []T, do, ds int, a []T, ao, as int, b []T, bo, bs, n int, nt bool) {
	width := uint64(unsafe.Sizeof(T(0)) * 8)
	if ds == 1 && (as == 1 || as == 0) && (bs == 1 || bs == 0) {
		k := func2IntFast(f, d[do:], a[ao:], as, b[bo:], bs, n, nt)
		do, ao, bo, n = do+k, ao+k*as, bo+k*bs, n-k
	}
	if ds == 1 && as == 1 && bs == 0 && n > 0 && f.Divides() {
		kind := divFloor
		switch f {
		case FRemainder:
			kind = divMod
		case FFmod:
			kind = divRem
		}
		k := intDivVS(kind, d[do:do+n], a[ao:ao+n], b[bo])
		do, ao, n = do+k, ao+k, n-k
	}
	switch f {
	case FMaximum, FFmax:
		for range n {
			d[do] = max(a[ao], b[bo])
			do, ao, bo = do+ds, ao+as, bo+bs
		}
	case FMinimum, FFmin:
		for range n {
			d[do] = min(a[ao], b[bo])
			do, ao, bo = do+ds, ao+as, bo+bs
		}
	case FFmod:
		for range n {
			d[do] = a[ao] % b[bo]
			do, ao, bo = do+ds, ao+as, bo+bs
		}
	case FRemainder:
		for range n {
			x, y := a[ao], b[bo]
			r := x % y
			if r != 0 && (r < 0) != (y < 0) {
				r += y
			}
			d[do] = r
			do, ao, bo = do+ds, ao+as, bo+bs
		}
	case FFloorDivide:
		for range n {
			x, y := a[ao], b[bo]
			q := x / y
			if x%y != 0 && (x < 0) != (y < 0) {
				q--
			}
			d[do] = q
			do, ao, bo = do+ds, ao+as, bo+bs
		}
	case FPower:
		for range n {
			x, e := a[ao], uint64(b[bo]) // e >= 0: checked
			r := T(1)
			for e > 0 {
				if e&1 != 0 {
					r *= x
				}
				x *= x
				e >>= 1
			}
			d[do] = r
			do, ao, bo = do+ds, ao+as, bo+bs
		}
	case FBitwiseAnd:
		for range n {
			d[do] = a[ao] & b[bo]
			do, ao, bo = do+ds, ao+as, bo+bs
		}
	case FBitwiseOr:
		for range n {
			d[do] = a[ao] | b[bo]
			do, ao, bo = do+ds, ao+as, bo+bs
		}
	case FBitwiseXor:
		for range n {
			d[do] = a[ao] ^ b[bo]
			do, ao, bo = do+ds, ao+as, bo+bs
		}
	case FLogicalAnd, FLogicalOr, FLogicalXor:
		for range n {
			x, y := a[ao] != 0, b[bo] != 0
			var r bool
			switch f {
			case FLogicalAnd:
				r = x && y
			case FLogicalOr:
				r = x || y
			default:
				r = x != y
			}
			d[do] = 0
			if r {
				d[do] = 1
			}
			do, ao, bo = do+ds, ao+as, bo+bs
		}
	case FLeftShift:
		for range n {
			c := uint64(b[bo]) // a negative count is huge, as NumPy casts it
			if c < width {
				d[do] = a[ao] << c
			} else {
				d[do] = 0
			}
			do, ao, bo = do+ds, ao+as, bo+bs
		}
	case FRightShift:
		for range n {
			x, c := a[ao], uint64(b[bo])
			switch {
			case c < width:
				d[do] = x >> c
			case x < 0:
				d[do] = ^T(0) // -1: only signed types are negative
			default:
				d[do] = 0
			}
			do, ao, bo = do+ds, ao+as, bo+bs
		}
	}
}

// Atan2 is the angle of the point (x, y) (arguments y, x, as C's atan2),
// within one ULP of the correctly rounded result: with q = |y|/|x| and its
// rounding error c = (|y| - q·|x|)/|x| (exact by a fused multiply-add),
// atan(q + c) from atanParts as h - t, π - (h - t) for a negative x with π
// - h summed exactly, and y's sign. The special values (zeros, infinities,
// NaN) are C99's (Go's math.Atan2). It is the Go twin of the vector
// kernels, which stop at groups holding an argument outside [2^-500,
// 2^500] in magnitude (zeros, infinities and NaN among them).
func Atan2(y, x float64) float64 {
	if y == 0 || x == 0 || x-x != 0 || y-y != 0 {
		return math.Atan2(y, x) // zeros, infinities and NaN
	}
	ay, ax := math.Abs(y), math.Abs(x)
	q := ay / ax
	h, t := atanParts(q, atan2Low(ay, ax, q))
	r := h - t
	if x < 0 {
		s, e := twoSum(asinPi, -h)
		r = s + (e + (2*asinPio2Lo + t))
	}
	return math.Copysign(r, y)
}

// atan2Low is c/(1 + q²) for q = ay/ax rounded and c its rounding error,
// (ay - q·ax)/ax, the remainder exact: ay and ax scaled by one power of two
// (exactly) when either lies outside [2^-500, 2^500], and 0 when q does,
// where c cannot move atan q.
func atan2Low(ay, ax, q float64) float64 {
	const lo, hi = 0x1p-500, 0x1p500
	if !(ay >= lo && ay <= hi && ax >= lo && ax <= hi) {
		if !(q >= lo && q <= hi) {
			return 0
		}
		_, k := math.Frexp(ax)
		ay, ax = math.Ldexp(ay, -k), math.Ldexp(ax, -k)
	}
	return math.FMA(-q, ax, ay) / ax / (1 + float64(q*q))
}

// func2Widened is Func2FloatRun of arctan2 or hypot for float32, and of
// those and power for strided float64 runs (float32's power is
// pow32Run's): a block at a time gathered into float64 buffers, the
// float64 vector kernel and its twin on them, and the results rounded
// once into d.
func func2Widened[F Float](f Func2, d []F, do, ds int, a []F, ao, as int, b []F, bo, bs, n int) {
	var ab, bb, db [ufuncBuf]float64
	for n > 0 {
		m := min(n, ufuncBuf)
		for i := range m {
			ab[i], bb[i] = float64(a[ao]), float64(b[bo])
			ao, bo = ao+as, bo+bs
		}
		func2Block(f, db[:m], ab[:m], bb[:m], 1)
		for _, v := range db[:m] {
			d[do] = F(v)
			do += ds
		}
		n -= m
	}
}

// func2Block stores f(a[i], b[i·bstep]) into d[i] (the float64 buffers
// of a widened run, or float32 power's operands): the vector kernel where
// it applies, the Go twin elsewhere.
func func2Block[F Float](f Func2, d, a, b []F, bstep int) {
	for i := func2Fast(f, d, a, b, bstep); i < len(d); i++ {
		d[i] = func2TwinOf(f, a[i], b[i*bstep])
	}
}

// func2TwinOf is func2Twin for F: pow32 for float32 (whose power alone
// has a kernel of its own).
func func2TwinOf[F Float](f Func2, x, y F) F {
	if unsafe.Sizeof(x) == 4 {
		return F(pow32(float32(x), float32(y)))
	}
	return F(func2Twin(f, float64(x), float64(y)))
}

// func2Twin is Hypot, Atan2 or Pow, the Go twins of the binary vector
// kernels.
func func2Twin(f Func2, x, y float64) float64 {
	switch f {
	case FHypot:
		return Hypot(x, y)
	case FArctan2:
		return Atan2(x, y)
	}
	return Pow(x, y)
}

// pow32Run is Func2FloatRun's power of float32s, pow32 bit for bit: the
// vector kernel over a contiguous run (b contiguous or one number), and
// over a strided one a block at a time gathered into buffers.
func pow32Run(d []float32, do, ds int, a []float32, ao, as int, b []float32, bo, bs, n int) {
	if ds == 1 && as == 1 && (bs == 0 || bs == 1) {
		func2Block(FPower, d[do:do+n], a[ao:ao+n], b[bo:], bs)
		return
	}
	var ab, bb, db [ufuncBuf]float32
	bstep := 1
	if bs == 0 {
		bstep = 0 // a broadcast b stays one number
	}
	for n > 0 {
		m := min(n, ufuncBuf)
		for i := range m {
			ab[i] = a[ao]
			ao += as
		}
		bm := b[bo:]
		if bstep == 1 {
			for i := range m {
				bb[i] = b[bo]
				bo += bs
			}
			bm = bb[:m]
		}
		func2Block(FPower, db[:m], ab[:m], bm, bstep)
		for _, v := range db[:m] {
			d[do] = v
			do += ds
		}
		n -= m
	}
}

// as32 returns a float32 slice (of a type whose size is 4) as []float32.
func as32[F Float](s []F) []float32 { return as[float32](s) }

// asF64 returns a float64 slice (of a type whose size is 8) as []float64.
func asF64[F Float](s []F) []float64 { return as[float64](s) }

// Func1IntRun stores f(x[xo+i*xs]) into d[do+i*ds] for i < n, for a
// function that ForIntegers, or for logical_not of bool held as uint8 0 or
// 1. Arithmetic wraps as Go's and NumPy's: the absolute value and the
// negative of the most negative value are that value, and an unsigned
// negative wraps. Reciprocal is NumPy's: 1/x truncated (1 for 1, -1 for
// -1, 0 otherwise); a zero x is the caller's error to report.
func Func1IntRun[T Integer](f Func1, d []T, do, ds int, x []T, xo, xs, n int) {
	if ds == 1 && xs == 1 && n > 0 {
		k := 0
		dd, xx := d[do:do+n], x[xo:xo+n]
		switch f {
		case FAbs:
			k = intAbs(dd, xx)
		case FNegative:
			k = intVS(iRsub, dd, xx, 0, false)
		case FSquare:
			k = intVV(iMul, dd, xx, xx, false)
		case FInvert:
			k = intVS(iXor, dd, xx, ^T(0), false)
		case FLogicalNot:
			k = intVS(iXor, dd, xx, 1, false)
		case FConjugate:
			k = copy(dd, xx)
		}
		do, xo, n = do+k, xo+k, n-k
	}
	switch f {
	case FAbs:
		for range n {
			v := x[xo]
			if v < 0 {
				v = -v
			}
			d[do] = v
			do, xo = do+ds, xo+xs
		}
	case FNegative:
		for range n {
			d[do] = -x[xo]
			do, xo = do+ds, xo+xs
		}
	case FSign:
		one := T(1)
		for range n {
			v := x[xo]
			switch {
			case v > 0:
				v = one
			case v < 0:
				v = -one
			}
			d[do] = v
			do, xo = do+ds, xo+xs
		}
	case FSquare:
		for range n {
			d[do] = x[xo] * x[xo]
			do, xo = do+ds, xo+xs
		}
	case FReciprocal:
		for range n {
			d[do] = 1 / x[xo]
			do, xo = do+ds, xo+xs
		}
	case FConjugate: // an integer is its own conjugate
		for range n {
			d[do] = x[xo]
			do, xo = do+ds, xo+xs
		}
	case FInvert:
		for range n {
			d[do] = ^x[xo]
			do, xo = do+ds, xo+xs
		}
	case FLogicalNot:
		for range n {
			d[do] = x[xo] ^ 1
			do, xo = do+ds, xo+xs
		}
	}
}
