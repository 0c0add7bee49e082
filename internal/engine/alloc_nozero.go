//go:build gc && !purego

package engine

import "unsafe"

// mallocgc is the Go runtime's allocator. Its signature is kept stable for
// the packages that link to it (go.dev/issue/67401), and the standard
// library's strings.Builder reaches the same uncleared allocation through
// internal/bytealg.MakeNoZero.
//
//go:linkname mallocgc runtime.mallocgc
func mallocgc(size uintptr, typ unsafe.Pointer, needzero bool) unsafe.Pointer

// makeNoZero returns n elements of T that the runtime has not cleared. T
// holds no pointers (MakeResult checks), so the garbage collector never
// reads them; n elements fit in memory (CheckAlloc).
func makeNoZero[T any](n int) []T {
	var z T
	return unsafe.Slice((*T)(mallocgc(uintptr(n)*unsafe.Sizeof(z), nil, false)), n)
}
