package tensor

import (
	"reflect"
	"unsafe"
)

// numKind classifies a numeric element type by its underlying kind, so that
// generic code over [Number] can pick a kernel keyed by width and
// signedness (named types such as `type Pixel uint8` included).
type numKind uint8

const (
	kindSigned numKind = iota
	kindUnsigned
	kindFloat
	kindComplex
)

// kindOf returns the kind and the size in bytes of T. It looks at T's
// reflect.Kind once per call of a reduction, never per element.
func kindOf[T Number]() (numKind, uintptr) {
	var z T
	size := unsafe.Sizeof(z)
	switch reflect.TypeFor[T]().Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return kindSigned, size
	case reflect.Float32, reflect.Float64:
		return kindFloat, size
	case reflect.Complex64, reflect.Complex128:
		return kindComplex, size
	}
	return kindUnsigned, size
}

// reinterpret returns data's memory as a slice of S. The caller guarantees
// that T and S have the same size and representation (T's underlying type
// is S, or S is the part type of complex T with twice the length).
func reinterpret[S, T any](data []T) []S {
	var s S
	var t T
	n := len(data) * int(unsafe.Sizeof(t)) / int(unsafe.Sizeof(s))
	return unsafe.Slice((*S)(unsafe.Pointer(unsafe.SliceData(data))), n)
}

// bitsAs returns the value v reinterpreted as T; S and T have the same
// size and representation.
func bitsAs[T, S any](v S) T { return *(*T)(unsafe.Pointer(&v)) }

// kindSize returns the size of v's type in bytes.
func kindSize[T any](v T) uintptr { return unsafe.Sizeof(v) }
