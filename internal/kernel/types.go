package kernel

import "reflect"

// pointerFree reports whether T holds no pointers, so that its elements may
// be moved as raw 8-byte words by the vector kernels (moving pointers
// behind the garbage collector's back would be unsafe).
func pointerFree[T any]() bool {
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
