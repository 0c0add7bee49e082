package tensor

import (
	"github.com/fixedrank/tensor/internal/engine"
	"github.com/fixedrank/tensor/internal/kernel"
	"github.com/fixedrank/tensor/internal/par"
)

// SetWorkers sets how many goroutines, the caller's included, one large
// operation may use, for both this package and package dyn, and returns
// the previous setting. n <= 0 restores the default: runtime.GOMAXPROCS(0)
// at the time of each operation. SetWorkers(1) runs every operation on the
// calling goroutine, as before the library had workers.
//
// The workers are one pool of long-lived goroutines, started on first use;
// no operation starts a goroutine of its own. An idle worker polls for
// about 50 µs before it sleeps. Copies and transposes, elementwise
// arithmetic, comparisons and conversions, where, clip and masks, sums,
// minima and maxima and their positions, matrix products and sorts split
// their work among them in parts of at least 65 536 elements (for
// products, about a quarter of a million multiply-adds); smaller work stays
// on the caller.
//
// Results never depend on the setting: every part writes its own
// elements, float sums keep NumPy's pairwise order exactly (the 8192-element
// chunks NumPy adds one after another are summed in parallel and added in
// NumPy's order), and arg-reductions return the first position. Functions
// that call a function of yours per element (Map, Apply, ZipTo, …) call it
// on the calling goroutine only.
func SetWorkers(n int) int { return par.SetWorkers(n) }

// Workers returns how many goroutines one large operation uses now: the
// number set by [SetWorkers], or runtime.GOMAXPROCS(0).
func Workers() int { return par.Workers() }

// Machine describes what the kernels chose for the running machine, from
// what its CPU reports: the vector instruction set, the data cache sizes,
// the sizes from which copies and fills store past the caches, the tiles
// transposing copies walk, the matrix product's block sizes, and whether
// the buffers the package allocates get huge pages. make bench prints it
// in its header.
//
// On Linux, a buffer of 4 MiB or more that the package allocates is
// advised for transparent huge pages (madvise MADV_HUGEPAGE over the whole
// 2 MiB pages inside it), as NumPy advises its arrays: where the kernel
// gives huge pages only to advised memory (the common "madvise" setting),
// kernels that stream through such a buffer then miss the TLB once per
// 2 MiB instead of once per 4 KiB. A buffer of bool or a number type also
// starts on a 2 MiB boundary where the kernel gives huge pages ("aligned"
// in the text), so that its first touch faults in huge pages from its
// first byte rather than 4 KiB pages up to the first boundary; the
// allocation holds up to 2 MiB more, around the buffer, which is never
// touched by the kernels (the runtime clears it with the buffer when it
// reuses memory for Zeros). Memory you pass in with FromSlice is left as
// it is.
func Machine() string { return kernel.Tune().String() + "; " + engine.HugePages() }
