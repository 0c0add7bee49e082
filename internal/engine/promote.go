package engine

import "reflect"

// Erased is a strided operand whose element type is not the operation's,
// for Promote: Data is a []U of a real type U.
type Erased struct {
	Data   any
	Shape  []int
	St     []int
	Off    int
	IsNone bool // the zero value: no element
}

// Promote returns the operand e converted to the operation's element type
// T, where NumPy's type promotion of T with e's type gives T (numpy
// can_cast(U, T, "safe")): an integer to a float (int8, int16 and their
// unsigned forms to float32; every integer to float64), float32 to
// float64, and an integer to a wider one (unsigned to a wider signed); a
// complex T takes only its own type (Convert first). The conversion is a new
// C-contiguous buffer of e's shape. Otherwise NumPy would compute in
// another type, and the error, wrapping ErrType, says which.
func Promote[T any](op string, e Erased) (Strided[T], error) { return castErased[T](op, e, true) }

// CastTo returns the operand e converted to T as NumPy casts operands to a
// loop's type named by dtype=, under its "same_kind" rule: any real type to
// a float (float64 to float32 too), an integer to a signed integer of any
// width, an unsigned one to an unsigned integer of any width, wrapping as
// NumPy's casts do. The conversion is a new C-contiguous buffer of e's
// shape. A float to an integer, a signed integer to an unsigned one, or
// any operand to a complex T (complex operands are taken only in their own
// type) is an error wrapping ErrType.
func CastTo[T any](op string, e Erased) (Strided[T], error) { return castErased[T](op, e, false) }

func castErased[T any](op string, e Erased, safe bool) (Strided[T], error) {
	switch d := e.Data.(type) {
	case []float64:
		return promoteFrom[T](op, e, d, safe)
	case []float32:
		return promoteFrom[T](op, e, d, safe)
	case []int:
		return promoteFrom[T](op, e, d, safe)
	case []int8:
		return promoteFrom[T](op, e, d, safe)
	case []int16:
		return promoteFrom[T](op, e, d, safe)
	case []int32:
		return promoteFrom[T](op, e, d, safe)
	case []int64:
		return promoteFrom[T](op, e, d, safe)
	case []uint:
		return promoteFrom[T](op, e, d, safe)
	case []uint8:
		return promoteFrom[T](op, e, d, safe)
	case []uint16:
		return promoteFrom[T](op, e, d, safe)
	case []uint32:
		return promoteFrom[T](op, e, d, safe)
	case []uint64:
		return promoteFrom[T](op, e, d, safe)
	}
	var z T
	return Strided[T]{}, Errorf(ErrType, "%s: an operand of %T elements with %T ones", op, e.Data, z)
}

// kindOfAny returns the kind and size of a number type by reflection:
// 'i', 'u', 'f' or 'c', or 0 for another type.
func kindOfAny(t reflect.Type) (byte, uintptr) {
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return 'i', t.Size()
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return 'u', t.Size()
	case reflect.Float32, reflect.Float64:
		return 'f', t.Size()
	case reflect.Complex64, reflect.Complex128:
		return 'c', t.Size()
	}
	return 0, 0
}

// safeCast is numpy.can_cast(from, to, "safe") for real kinds and sizes of
// kindOfAny (false for a complex target, which Promote does not fill).
func safeCast(fk byte, fs uintptr, tk byte, ts uintptr) bool {
	switch tk {
	case 'i':
		return fk == 'i' && ts >= fs || fk == 'u' && ts > fs
	case 'u':
		return fk == 'u' && ts >= fs
	case 'f':
		return fk == 'f' && ts >= fs || (fk == 'i' || fk == 'u') && (ts == 8 || fs <= 2)
	}
	return false // a complex T takes only its own type
}

// sameKind is numpy.can_cast(from, to, "same_kind") for real kinds of
// kindOfAny: to a float from any real type, to a signed integer from any
// integer, to an unsigned one from an unsigned one.
func sameKind(fk, tk byte) bool {
	return tk == 'f' || tk == 'i' && fk != 'f' || tk == 'u' && fk == 'u'
}

// promoted names the type NumPy computes a mix of the two in, for the
// error: the wider float for a float and an integer, float64 for integers
// of different signs that no integer holds.
func promoted(fk byte, fs uintptr, tk byte, ts uintptr) string {
	switch {
	case fk == 'c' || tk == 'c':
		return "complex128"
	case fk == 'f' || tk == 'f':
		if fk == 'f' && tk == 'f' || max(fs, ts) <= 2 && (fk == 'f' && fs == 4 || tk == 'f' && ts == 4) {
			return "float" + bitsName(8*max(fs, ts))
		}
		return "float64"
	case fk == tk:
		return string(map[byte]string{'i': "int", 'u': "uint"}[fk]) + bitsName(8*max(fs, ts))
	}
	s := max(fs, ts)
	if fk == 'u' && fs >= ts || tk == 'u' && ts >= fs {
		s *= 2
	}
	if s > 8 {
		return "float64"
	}
	return "int" + bitsName(8*s)
}

func bitsName(n uintptr) string {
	return map[uintptr]string{8: "8", 16: "16", 32: "32", 64: "64", 128: "128"}[n]
}

func promoteFrom[T any, U Real](op string, e Erased, d []U, safe bool) (Strided[T], error) {
	var z T
	var u U
	fk, fs := kindOfAny(reflect.TypeFor[U]())
	tk, ts := kindOfAny(reflect.TypeFor[T]())
	if tk == 0 || tk == 'c' {
		return Strided[T]{}, Errorf(ErrType, "%s: an operand of %T elements with %T ones: a complex type takes only operands of its own type", op, u, z)
	}
	if safe && !safeCast(fk, fs, tk, ts) {
		return Strided[T]{}, Errorf(ErrType, "%s: NumPy computes %T with %T in %s; Convert the operands to it or put the wider operand first (BinaryAs computes a function of two arguments in a named type)", op, z, u, promoted(fk, fs, tk, ts))
	}
	if !safe && !sameKind(fk, tk) {
		return Strided[T]{}, Errorf(ErrType, "%s: NumPy does not cast %T to %T under its same_kind rule; Convert the operand first", op, u, z)
	}
	if e.IsNone {
		// A zero-value tensor stays one, for the operation to refuse as
		// it refuses one of its own type (not a tensor of zeros).
		return Strided[T]{Shape: e.Shape, St: e.St, Off: e.Off}, nil
	}
	src := Strided[U]{Data: d, Shape: e.Shape, St: e.St, Off: e.Off}
	st := make([]int, len(e.Shape))
	out, err := NewC[T](op, append([]int(nil), e.Shape...), st)
	if err != nil || src.HasNone() {
		return out, err
	}
	switch tk {
	case 'f':
		if ts == 8 {
			err = ConvertTo(op, retype[float64](out), src)
		} else {
			err = ConvertTo(op, retype[float32](out), src)
		}
	default:
		err = convertInt(op, out, src, tk, ts)
	}
	return out, err
}

// retype returns s's memory as a Strided of F, a type of the same size.
func retype[F, T any](s Strided[T]) Strided[F] {
	return Strided[F]{Data: Reinterpret[F](s.Data), Shape: s.Shape, St: s.St, Off: s.Off, ReadOnly: s.ReadOnly}
}

func convertInt[T any, U Real](op string, out Strided[T], src Strided[U], tk byte, ts uintptr) error {
	switch {
	case tk == 'i' && ts == 1:
		return ConvertTo(op, retype[int8](out), src)
	case tk == 'i' && ts == 2:
		return ConvertTo(op, retype[int16](out), src)
	case tk == 'i' && ts == 4:
		return ConvertTo(op, retype[int32](out), src)
	case tk == 'i':
		return ConvertTo(op, retype[int64](out), src)
	case ts == 1:
		return ConvertTo(op, retype[uint8](out), src)
	case ts == 2:
		return ConvertTo(op, retype[uint16](out), src)
	case ts == 4:
		return ConvertTo(op, retype[uint32](out), src)
	}
	return ConvertTo(op, retype[uint64](out), src)
}
