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

// placesBuffers is true: alignedHuge can start a buffer on a huge page.
const placesBuffers = true

// alignedHuge returns n elements of T (bool or a number type) that start
// on a 2 MiB boundary, cleared where clear is set, for a buffer of at
// least HugeAdviceBytes where the kernel hands out transparent huge pages;
// otherwise nil. Go's large allocations start on 8 KiB boundaries, so the
// part of a buffer before its first whole huge page, and after its last,
// was backed by 4 KiB pages, each its own page fault: new 16 MiB results
// (Concatenate of two 1024² float64) took 2.0-3.0 ms with 31-45 thousand
// faults in a benchmark run, and 1.2-1.5 ms with 19-25 thousand when
// aligned (2-core Zen 5 VM, huge pages on advice; NumPy's large arrays
// come from mmap, which the kernel aligns to huge pages). The allocation
// holds up to 2 MiB - 8 KiB more, before the buffer, which nothing
// touches: the runtime clears an uncleared allocation only where clear is
// set and the memory is reused, and the collector does not scan it.
func alignedHuge[T any](n int, clear bool) []T {
	var z T
	size := uintptr(n) * unsafe.Sizeof(z)
	if size < HugeAdviceBytes || !hugePagesOn() || !plainKind[T]() {
		return nil
	}
	const page = 8 << 10 // the runtime's page: a large allocation's alignment
	raw := mallocgc(size+hugePage-page, nil, clear)
	p := unsafe.Add(raw, -uintptr(raw)&(hugePage-1))
	adviseHuge(p, size)
	return unsafe.Slice((*T)(p), n)
}
