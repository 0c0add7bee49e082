package kernel

import "reflect"

// pointerFree reports whether T holds no pointers, so that its elements may
// be moved as raw 8-byte words by the vector kernels (moving pointers
// behind the garbage collector's back would be unsafe). The numbers are
// answered by a type switch, without reflection: copies and fills ask once
// for every run they move.
func pointerFree[T any]() bool {
	var z T
	switch any(z).(type) {
	case float64, float32, complex128, complex64, int, int64, int32, int16, int8,
		uint, uint64, uint32, uint16, uint8, uintptr, bool:
		return true
	}
	return flat(reflect.TypeFor[T]())
}

func flat(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64,
		reflect.Float32, reflect.Float64, reflect.Complex64, reflect.Complex128:
		return true
	case reflect.Array:
		return flat(t.Elem())
	case reflect.Struct:
		for i := range t.NumField() {
			if !flat(t.Field(i).Type) {
				return false
			}
		}
		return true
	}
	return false
}
