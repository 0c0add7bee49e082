//go:build !gc || purego

package engine

// makeNoZero is make where the runtime's uncleared allocation is not
// reached (other compilers, and the purego build, which the tests use as
// the reference).
func makeNoZero[T any](n int) []T { return make([]T, n) }
