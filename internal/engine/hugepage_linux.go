package engine

import (
	"bytes"
	"os"
	"sync"
	"unsafe"

	"golang.org/x/sys/unix"
)

// hugePageMode reads how the kernel hands out transparent huge pages:
// "always", "madvise" (only to memory advised with MADV_HUGEPAGE), "never",
// or "" where the setting cannot be read.
var hugePageMode = sync.OnceValue(func() string {
	b, err := os.ReadFile("/sys/kernel/mm/transparent_hugepage/enabled")
	if err != nil {
		return ""
	}
	// The line reads "always [madvise] never": the bracketed word is the mode.
	i, j := bytes.IndexByte(b, '['), bytes.IndexByte(b, ']')
	if i < 0 || j < i {
		return ""
	}
	return string(b[i+1 : j])
})

// hugePagesOn reports whether the kernel backs memory with transparent
// huge pages, on advice or always.
func hugePagesOn() bool { m := hugePageMode(); return m == "madvise" || m == "always" }

// adviseHuge asks the kernel to back the whole 2 MiB pages inside the
// bytes at p with transparent huge pages, as NumPy does for its arrays of
// 4 MiB or more: a buffer that has not been touched yet is then faulted in
// 2 MiB at a time, which spares the TLB a miss every 4 KiB when a kernel
// streams through it (a sum of 128 MiB ran in about half the time on a
// 2-core Intel Xeon VM). Only the pages wholly inside the buffer are
// advised, so no memory beside it changes. A failed advice changes
// nothing, so its error is dropped.
func adviseHuge(p unsafe.Pointer, n uintptr) {
	if n < HugeAdviceBytes || hugePageMode() != "madvise" {
		return
	}
	lo := (uintptr(p) + hugePage - 1) &^ (hugePage - 1)
	hi := (uintptr(p) + n) &^ (hugePage - 1)
	if hi <= lo {
		return
	}
	_ = unix.Madvise(unsafe.Slice((*byte)(unsafe.Add(p, lo-uintptr(p))), hi-lo), unix.MADV_HUGEPAGE)
}

// HugePages says how buffers the package allocates are backed, for
// [tensor.Machine]: "huge pages advised and aligned from 4 MiB" where the
// kernel gives huge pages to advised memory, "huge pages always" (with
// "aligned from 4 MiB") where it gives them to all memory, and "no huge
// pages" otherwise. Buffers are aligned where the build can place them
// (see alignedHuge).
func HugePages() string {
	aligned := ""
	if placesBuffers {
		aligned = " and aligned"
	}
	switch hugePageMode() {
	case "madvise":
		return "huge pages advised" + aligned + " from 4 MiB"
	case "always":
		if placesBuffers {
			return "huge pages always, aligned from 4 MiB"
		}
		return "huge pages always"
	}
	return "no huge pages"
}
