package engine

import (
	"reflect"
	"unsafe"
)

// NumKind classifies a numeric element type by its underlying kind, so that
// generic code over [Number] can pick a kernel keyed by width and
// signedness (named types such as `type Pixel uint8` included).
type NumKind uint8

const (
	KindSigned NumKind = iota
	KindUnsigned
	KindFloat
	KindComplex
)

// KindOf returns the kind and the size in bytes of T. It looks at T's
// reflect.Kind once per call of a reduction, never per element.
func KindOf[T Number]() (NumKind, uintptr) {
	var z T
	size := unsafe.Sizeof(z)
	switch reflect.TypeFor[T]().Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return KindSigned, size
	case reflect.Float32, reflect.Float64:
		return KindFloat, size
	case reflect.Complex64, reflect.Complex128:
		return KindComplex, size
	}
	return KindUnsigned, size
}

// Reinterpret returns data's memory as a slice of S. The caller guarantees
// that T and S have the same size and representation (T's underlying type
// is S, or S is the part type of complex T with twice the length).
func Reinterpret[S, T any](data []T) []S {
	var s S
	var t T
	n := len(data) * int(unsafe.Sizeof(t)) / int(unsafe.Sizeof(s))
	return unsafe.Slice((*S)(unsafe.Pointer(unsafe.SliceData(data))), n)
}

// BitsAs returns the value v reinterpreted as T; S and T have the same
// size and representation.
func BitsAs[T, S any](v S) T { return *(*T)(unsafe.Pointer(&v)) }

// KindSize returns the size of v's type in bytes.
func KindSize[T any](v T) uintptr { return unsafe.Sizeof(v) }
