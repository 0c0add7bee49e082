package engine

import (
	"errors"
	"math"
	"reflect"

	"github.com/fixedrank/tensor/internal/kernel"
)

// ErrType reports an operand of a type the operation cannot take: a value
// that is neither a tensor of the element type nor a Go number, or a number
// that NumPy would promote to another type (a float scalar with an integer
// tensor, a complex scalar with a real one).
var ErrType = errors.New("operand of the wrong type")

// Scalar converts b, a Go number standing for a NumPy Python scalar, to the
// element type T as NumPy casts a Python scalar to an array's dtype: an
// integer must fit in an integer T exactly (an error wrapping ErrOverflow
// otherwise, where NumPy 1.24 would promote to a wider type), any integer
// or float converts to a float T by rounding, and any number to a complex
// T. A float for an integer T, a complex for a real T, or a value of another
// type is an error wrapping ErrType. ok is false if b is not a number and
// not a T, so the caller may try it as a tensor.
func Scalar[T any](op string, b any) (v T, ok bool, err error) {
	if v, ok := b.(T); ok {
		return v, true, nil
	}
	var (
		i    int64
		u    uint64
		f    float64
		c    complex128
		kind byte // 'i' signed, 'u' unsigned, 'f' float, 'c' complex
	)
	switch x := b.(type) {
	case int:
		i, kind = int64(x), 'i'
	case int8:
		i, kind = int64(x), 'i'
	case int16:
		i, kind = int64(x), 'i'
	case int32:
		i, kind = int64(x), 'i'
	case int64:
		i, kind = x, 'i'
	case uint:
		u, kind = uint64(x), 'u'
	case uint8:
		u, kind = uint64(x), 'u'
	case uint16:
		u, kind = uint64(x), 'u'
	case uint32:
		u, kind = uint64(x), 'u'
	case uint64:
		u, kind = x, 'u'
	case uintptr:
		u, kind = uint64(x), 'u'
	case float32:
		f, kind = float64(x), 'f'
	case float64:
		f, kind = x, 'f'
	case complex64:
		c, kind = complex128(x), 'c'
	case complex128:
		c, kind = x, 'c'
	default:
		return v, false, nil
	}
	if kind == 'i' && i >= 0 {
		u, i, kind = uint64(i), 0, 'u'
	}
	bad := func(s error) (T, bool, error) {
		var z T
		return z, true, Errorf(s, "%s: scalar %v (%T) as %T", op, b, b, z)
	}
	// fits reports whether the integer operand lies in [lo, hi].
	fits := func(lo int64, hi uint64) bool {
		if kind == 'u' {
			return u <= hi
		}
		return i >= lo
	}
	switch p := any(&v).(type) {
	case *int, *int8, *int16, *int32, *int64, *uint, *uint8, *uint16, *uint32, *uint64, *uintptr:
		if kind == 'f' || kind == 'c' {
			return bad(ErrType)
		}
		var lo int64
		var hi uint64
		switch p.(type) {
		case *int8:
			lo, hi = math.MinInt8, math.MaxInt8
		case *int16:
			lo, hi = math.MinInt16, math.MaxInt16
		case *int32:
			lo, hi = math.MinInt32, math.MaxInt32
		case *int, *int64:
			lo, hi = math.MinInt64, math.MaxInt64
		case *uint8:
			hi = math.MaxUint8
		case *uint16:
			hi = math.MaxUint16
		case *uint32:
			hi = math.MaxUint32
		default: // uint, uint64, uintptr
			hi = math.MaxUint64
		}
		if !fits(lo, hi) {
			return bad(ErrOverflow)
		}
		switch p := p.(type) {
		case *int:
			*p = int(i) + int(u)
		case *int8:
			*p = int8(i) + int8(u)
		case *int16:
			*p = int16(i) + int16(u)
		case *int32:
			*p = int32(i) + int32(u)
		case *int64:
			*p = i + int64(u)
		case *uint:
			*p = uint(u)
		case *uint8:
			*p = uint8(u)
		case *uint16:
			*p = uint16(u)
		case *uint32:
			*p = uint32(u)
		case *uint64:
			*p = u
		case *uintptr:
			*p = uintptr(u)
		}
		return v, true, nil
	case *float32, *float64:
		if kind == 'c' {
			return bad(ErrType)
		}
		r := f
		switch kind {
		case 'i':
			r = float64(i)
		case 'u':
			r = float64(u)
		}
		if q, ok := p.(*float32); ok {
			*q = float32(r)
		} else {
			*p.(*float64) = r
		}
		return v, true, nil
	case *complex64, *complex128:
		r := c
		switch kind {
		case 'i':
			r = complex(float64(i), 0)
		case 'u':
			r = complex(float64(u), 0)
		case 'f':
			r = complex(f, 0)
		}
		if q, ok := p.(*complex64); ok {
			*q = complex64(r)
		} else {
			*p.(*complex128) = r
		}
		return v, true, nil
	}
	return bad(ErrType)
}

// ScalarStrided returns v as a rank-0 operand.
func ScalarStrided[T any](v T) Strided[T] {
	return Strided[T]{Data: []T{v}}
}

// IntCompare rewrites the comparison of an integer tensor with a float
// number b as NumPy computes it (both as float64) into an exact comparison
// with an integer bound of T, or into a result that is the same for every
// element (constant 1: all true, -1: all false). ok is false when T is not
// an integer type or b is not a float32 or float64, so the caller goes on
// with b as an ordinary operand. For 64-bit integers, whose float64 images
// round above 2^53, a float of magnitude 2^53 or more is an error wrapping
// ErrType: the rewrite would not be NumPy's there.
func IntCompare[T any](op string, cmp kernel.CmpOp, b any) (bound T, out kernel.CmpOp, constant int8, ok bool, err error) {
	var x float64
	switch v := b.(type) {
	case float64:
		x = v
	case float32:
		x = float64(v)
	default:
		return bound, cmp, 0, false, nil
	}
	var lo, hi float64
	size := KindSize(bound)
	switch reflect.TypeFor[T]().Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		lo, hi = -math.Ldexp(1, int(8*size-1)), math.Ldexp(1, int(8*size-1))-1
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		lo, hi = 0, math.Ldexp(1, int(8*size))-1
	default:
		return bound, cmp, 0, false, nil
	}
	if x != x { // NaN: only != holds
		if cmp == kernel.CmpNotEqual {
			return bound, cmp, 1, true, nil
		}
		return bound, cmp, -1, true, nil
	}
	if size == 8 && math.Abs(x) >= 1<<53 && !math.IsInf(x, 0) {
		return bound, cmp, 0, true, Errorf(ErrType, "%s: a %T tensor compared with %v, beyond the integers float64 holds exactly", op, bound, x)
	}
	all := func(v bool) (T, kernel.CmpOp, int8, bool, error) {
		if v {
			return bound, cmp, 1, true, nil
		}
		return bound, cmp, -1, true, nil
	}
	var t float64 // the integer bound, exact in float64 (below 2^53, or of a narrow type)
	switch cmp {
	case kernel.CmpEqual, kernel.CmpNotEqual: // only an integral x in range can be met
		if x != math.Trunc(x) || x < lo || x > hi {
			return all(cmp == kernel.CmpNotEqual)
		}
		t = x
	default:
		// a < x ⟺ a < ceil(x) and a >= x ⟺ a >= ceil(x); a <= x ⟺ a <= floor(x)
		// and a > x ⟺ a > floor(x). A bound past T's largest value makes the
		// "less" operators true everywhere, one before its smallest the others.
		less := cmp == kernel.CmpLess || cmp == kernel.CmpLessEqual
		above, below := false, false
		if cmp == kernel.CmpLess || cmp == kernel.CmpGreaterEqual {
			t = math.Ceil(x)
			above, below = t > hi, t <= lo
		} else {
			t = math.Floor(x)
			above, below = t >= hi, t < lo
		}
		if above {
			return all(less)
		}
		if below {
			return all(!less)
		}
	}
	if t < 0 {
		bound, _, err = Scalar[T](op, int64(t))
	} else {
		bound, _, err = Scalar[T](op, uint64(t))
	}
	return bound, cmp, 0, true, err
}
