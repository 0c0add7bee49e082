// Package par is the library's one pool of workers: the kernels and the
// engine split large work into parts and run them here, on the calling
// goroutine and on long-lived worker goroutines (no goroutine is started
// per call).
//
// Parallel results never depend on the number of workers or on
// scheduling: every caller splits its work so that each part writes its
// own outputs, and anything combined across parts (the partial sums of a
// float reduction, the first index of an arg-reduction) is combined in a
// fixed order after the parts are done.
package par

import (
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

// Grain is the fewest elements a part gets: work smaller than twice the
// grain stays on the calling goroutine. Measured on a 2-core Intel Xeon VM
// with polling workers (float64, one worker against two): an add of 64K
// elements took 10.5 µs on one goroutine and 12.3 µs split in two, of 128K
// elements 34 µs against 19 µs; a sum of 64K 4.0 µs against 5.5 µs, of
// 128K 7.9 µs against 7.2 µs. So parts of 64K elements, twice PyTorch's
// 32 768.
const Grain = 1 << 16

// grainScale divides every grain; tests raise it (see SetTestGrain) so that
// small inputs take the parallel paths.
var grainScale atomic.Int64

// SetTestGrain makes every grain g times smaller (g >= 1; 1 restores the
// grains) and returns the previous divisor. It exists for tests that
// compare parallel results with one worker's on small inputs.
func SetTestGrain(g int) int {
	return int(grainScale.Swap(int64(max(g, 1))))
}

// setting is the worker count the caller chose; 0 means GOMAXPROCS.
var setting atomic.Int64

// SetWorkers sets how many goroutines (the caller's included) large
// operations use and returns the previous setting. n <= 0 restores the
// default, runtime.GOMAXPROCS(0) at the time of each call; 1 runs
// everything on the calling goroutine.
func SetWorkers(n int) int {
	if n < 0 {
		n = 0
	}
	return int(setting.Swap(int64(n)))
}

// Workers returns the number of goroutines large operations use now.
func Workers() int {
	if n := int(setting.Load()); n > 0 {
		return n
	}
	return runtime.GOMAXPROCS(0)
}

// Parts returns how many parts work of total elements should be split
// into: at most Workers(), and none smaller than grain elements. Work
// below two grains returns 1 before asking for Workers(), whose
// runtime.GOMAXPROCS takes the scheduler's lock.
func Parts(total, grain int) int {
	if d := grainScale.Load(); d > 1 {
		grain = max(1, grain/int(d))
	}
	if total < 2*grain {
		return 1
	}
	w := Workers()
	if w <= 1 {
		return 1
	}
	return min(w, total/grain)
}

// job is one call of Run: its parts are claimed in order by whichever
// goroutine asks next, the caller's included, so a call made from inside
// a part (or while every worker is busy) still finishes on the caller.
type job struct {
	f     func(i int)
	n     int64
	next  atomic.Int64
	left  atomic.Int64 // parts not finished
	done  sync.WaitGroup
	mu    sync.Mutex
	panic any
}

func (j *job) work() {
	for {
		i := j.next.Add(1) - 1
		if i >= j.n {
			return
		}
		j.part(int(i))
	}
}

func (j *job) part(i int) {
	defer j.done.Done()
	defer j.left.Add(-1)
	defer func() {
		if r := recover(); r != nil {
			j.mu.Lock()
			if j.panic == nil {
				j.panic = r
			}
			j.mu.Unlock()
		}
	}()
	j.f(i)
}

var (
	queue   = make(chan *job, 256)
	started atomic.Int64
	startMu sync.Mutex
)

// ensure starts worker goroutines until n are running.
func ensure(n int) {
	if int(started.Load()) >= n {
		return
	}
	startMu.Lock()
	defer startMu.Unlock()
	for int(started.Load()) < n {
		started.Add(1)
		go worker()
	}
}

// spinFor is how long an idle worker, and a caller waiting for its parts,
// polls (yielding the processor now and then) before it blocks, so that
// the parts of operations issued back to back start at once. A goroutine
// that blocks is woken through the OS: on a 2-core Intel Xeon VM, a
// 256K-element float64 add split in two took 143 µs against 109 µs on one
// goroutine with blocking workers, and 1.8x faster than one goroutine at
// 128K elements (34 µs against 19 µs) with polling ones. OpenMP runtimes spin far longer
// (200 ms by default).
const spinFor = 50 * time.Microsecond

// poll calls ready until it reports true or spinFor has passed, yielding
// the processor every 64 calls; it reports whether ready did.
func poll(ready func() bool) bool {
	start := time.Now()
	for i := 1; ; i++ {
		if ready() {
			return true
		}
		if i%64 == 0 {
			if time.Since(start) > spinFor {
				return false
			}
			runtime.Gosched()
		}
	}
}

func worker() {
	for {
		var j *job
		poll(func() bool {
			select {
			case j = <-queue:
				return true
			default:
				return false
			}
		})
		if j == nil {
			j = <-queue
		}
		j.work()
	}
}

// Run calls f(i) for every i in [0, parts), on the caller and on up to
// parts-1 workers, and returns when every call has returned. A panic in a
// part is raised again on the caller once all parts are done.
func Run(parts int, f func(i int)) {
	if parts <= 1 {
		if parts == 1 {
			f(0)
		}
		return
	}
	j := &job{f: f, n: int64(parts)}
	j.left.Store(int64(parts))
	j.done.Add(parts)
	// Helpers beyond the processors would only take turns with the
	// caller; the parts are shared among those there are.
	helpers := min(parts, Workers(), runtime.GOMAXPROCS(0)) - 1
	ensure(helpers)
	for range helpers {
		select {
		case queue <- j:
		default: // every worker is busy: the caller takes the parts
		}
	}
	j.work()
	// The caller polls before it blocks, as the workers do (see spinFor).
	poll(func() bool { return j.left.Load() == 0 })
	j.done.Wait()
	if j.panic != nil {
		panic(j.panic)
	}
}
