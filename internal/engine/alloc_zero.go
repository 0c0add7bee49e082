//go:build !gc || purego

package engine

// makeNoZero is make where the runtime's uncleared allocation is not
// reached (other compilers, and the purego build, which the tests use as
// the reference).
func makeNoZero[T any](n int) []T { return make([]T, n) }

// placesBuffers is false: alignedHuge cannot place a buffer.
const placesBuffers = false

// alignedHuge is nil: without the runtime's allocator the package cannot
// place a buffer (see the gc version).
func alignedHuge[T any](int, bool) []T { return nil }
