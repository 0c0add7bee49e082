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
// on a 2 MiB boundary, cleared where zero is set, for a buffer of at
// least HugeAdviceBytes where the kernel hands out transparent huge pages;
// otherwise nil. Go's large allocations start on 8 KiB boundaries, so the
// part of a buffer before its first whole huge page, and after its last,
// was backed by 4 KiB pages, each its own page fault: new 16 MiB results
// (Concatenate of two 1024² float64) took 2.5-3.8 ms in a benchmark run,
// with 19-23 thousand page faults in the run, and 1.1-1.4 ms with 2-6
// thousand when aligned (2-core Zen 5 VM, huge pages on advice). The
// allocation holds up to 2 MiB - 8 KiB more, around the buffer, which no
// kernel touches and the collector does not scan. The runtime is asked
// for it uncleared, and where zero is set the n elements alone are
// cleared here, not the up to 2 MiB around them: Zeros of 1024² float64
// in a loop took 376-495 µs with the runtime clearing the whole
// allocation against 296-323 µs (2-core Zen 4 VM, one worker, the two
// builds alternated eight times). Should the runtime ever hand out a large
// allocation off its 8 KiB pages, a buffer that would not fit is refused
// (nil) rather than placed.
func alignedHuge[T any](n int, zero bool) []T {
	var z T
	size := uintptr(n) * unsafe.Sizeof(z)
	if size < HugeAdviceBytes || !hugePagesOn() || !plainKind[T]() {
		return nil
	}
	const page = 8 << 10 // the runtime's page: a large allocation's alignment
	raw := mallocgc(size+hugePage-page, nil, false)
	off := -uintptr(raw) & (hugePage - 1)
	if off > hugePage-page {
		return nil
	}
	p := unsafe.Add(raw, off)
	adviseHuge(p, size)
	b := unsafe.Slice((*T)(p), n)
	if zero {
		clear(b)
	}
	return b
}
