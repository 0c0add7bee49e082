package bench

import (
	"os"
	"testing"

	"github.com/fixedrank/tensor"
)

// The groups run with one worker unless BENCH_WORKERS is "all" (every
// core: make bench's second pass), so that the comparisons with NumPy,
// which runs these operations on one thread, are like for like. The
// Workers group sets the count itself, case by case.
func init() {
	if os.Getenv("BENCH_WORKERS") == "all" {
		tensor.SetWorkers(0)
	} else {
		tensor.SetWorkers(1)
	}
}

// runBytes runs f as the sub-benchmark name with b.Loop, reporting bytes
// per call (SetBytes) and allocations; an error from f stops it.
func runBytes(b *testing.B, name string, bytes int64, f func() error) {
	b.Run(name, func(b *testing.B) {
		b.SetBytes(bytes)
		b.ReportAllocs()
		for b.Loop() {
			if err := f(); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// buffer returns n zeros from the library's allocator, as a tensor's data
// comes to a user from Zeros, Full or a load, so that inputs are backed as
// NumPy's are (the library advises buffers of 4 MiB or more for huge pages,
// as NumPy does; see tensor.Machine). The hand-written baselines and the
// streaming ceilings read the same buffers. The buffer is written once, so
// that no case pays for the first touch of its pages.
func buffer[T any](n int) []T { return zeros[T]([1]int{n}).Data() }

// zeros is tensor.Zeros with its pages touched, for destinations that the
// cases write over and over: the first touch of a large buffer's pages
// (page faults, and on a VM the host's own) would otherwise fall on the
// first case that writes it.
func zeros[T any, D tensor.Dim](shape D) tensor.Tensor[T, D] {
	t, err := tensor.Zeros[T](shape)
	if err != nil {
		panic(err)
	}
	clear(t.Data())
	return t
}
