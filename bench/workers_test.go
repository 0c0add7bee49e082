package bench

import (
	"os"
	"runtime"
	"sync"
	"testing"

	"github.com/fixedrank/tensor"
	"github.com/fixedrank/tensor/internal/kernel"
)

// BenchmarkWorkers runs memory-bound operations, a small one and a matrix
// product once with one worker (…/one) and once with all of them (…/all,
// GOMAXPROCS), beside the machine's streaming ceilings measured the same
// way: copy() of 128 MiB for operations that write, and an AVX2 read of
// the buffer's four quarters side by side (kernel.StreamRead: one
// sequential stream reads slower than memory delivers on some CPUs) for
// reductions, each on one goroutine and on one goroutine per core over its
// share. MB/s counts every byte read or written once, so a case and its
// ceiling compare as rates.
func BenchmarkWorkers(b *testing.B) {
	const n = 1 << 24 // 16M float64: 128 MiB
	const size = n * 8
	if os.Getenv("BENCH_WORKERS") == "all" {
		b.Skip("the Workers group compares the counts itself")
	}
	procs := runtime.GOMAXPROCS(0)
	src := buffer[float64](n)
	for i := range src {
		src[i] = float64(i%1000) - 500.5
	}
	dst := buffer[float64](n)
	both := func(name string, bytes int64, f func() error) {
		for _, w := range []struct {
			impl    string
			workers int
		}{{"one", 1}, {"all", procs}} {
			prev := tensor.SetWorkers(w.workers)
			runBytes(b, name+"/"+w.impl, bytes, f)
			tensor.SetWorkers(prev)
		}
	}
	// The ceilings: the same loop on one goroutine, or on one per core
	// over equal shares.
	shares := func(workers int, f func(lo, hi int)) {
		var wg sync.WaitGroup
		for i := range workers {
			wg.Go(func() { f(i*n/workers, (i+1)*n/workers) })
		}
		wg.Wait()
	}
	for _, w := range []struct {
		impl    string
		workers int
	}{{"one", 1}, {"all", procs}} {
		runBytes(b, "stream-copy-128MiB/"+w.impl, 2*size, func() error {
			shares(w.workers, func(lo, hi int) { copy(dst[lo:hi], src[lo:hi]) })
			return nil
		})
		var sink float64
		var mu sync.Mutex
		runBytes(b, "stream-read-128MiB/"+w.impl, size, func() error {
			shares(w.workers, func(lo, hi int) {
				s := kernel.StreamRead(src[lo:hi])
				mu.Lock()
				sink = s
				mu.Unlock()
			})
			return nil
		})
		_ = sink
	}

	x, _ := tensor.FromSlice(src, [1]int{n})
	d, _ := tensor.FromSlice(dst, [1]int{n})
	m, _ := tensor.FromSlice(src, [2]int{4096, 4096})
	md, _ := tensor.FromSlice(dst, [2]int{4096, 4096})
	both("mem-transpose-4096^2", 2*size, func() error { return tensor.Assign(md, m.Transpose()) })
	half := n / 2
	a, _ := tensor.FromSlice(src[:half], [1]int{half})
	c, _ := tensor.FromSlice(src[half:], [1]int{half})
	ad, _ := tensor.FromSlice(dst[:half], [1]int{half})
	both("mem-add-8M", 3*8*int64(half), func() error { return tensor.AddTo(ad, a, c) })
	both("mem-sum-16M", size, func() error { _, err := tensor.Sum(x); return err })
	row, _ := tensor.Zeros[float64]([1]int{4096})
	both("mem-max-axis0-4096^2", size, func() error { return tensor.MaxTo(row, m, 0) })
	both("mem-argmax-16M", size, func() error { _, err := tensor.ArgMax(x); return err })
	cond, _ := tensor.Greater(x, 0.0)
	both("mem-where-16M", 17*n, func() error { return tensor.WhereTo(d, cond, x, x) })

	// Below the grain: a 4K-element add must not slow down.
	s4, _ := tensor.FromSlice(src[:4096], [1]int{4096})
	d4, _ := tensor.FromSlice(dst[:4096], [1]int{4096})
	both("4K-add", 3*8*4096, func() error { return tensor.AddTo(d4, s4, s4) })

	// A float64 product of 1024² matrices.
	const k = 1024
	ga, _ := tensor.FromSlice(src[:k*k], [2]int{k, k})
	gb, _ := tensor.FromSlice(src[k*k:2*k*k], [2]int{k, k})
	gc := zeros[float64]([2]int{k, k})
	both("gemm-f64-1024", 3*8*k*k, func() error { return tensor.MatmulTo(gc, ga, gb) })
}
