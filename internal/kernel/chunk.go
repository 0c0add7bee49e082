package kernel

// callChunk is the most elements one call of a vector kernel takes. Go does
// not preempt assembly, so a garbage collection that has to stop the world
// waits until a call returns, while the runtime signals the thread again
// and again; calls of at most 16K elements (128 KiB of float64), with a
// [SafePoint] between them, keep that wait short and cost one more call
// per chunk. Measured on a 2-core Intel Xeon with AVX-512: Greater of 1M
// float64 into a fresh result took 500 µs as one call and 420 µs in chunks
// (NumPy: 365 µs).
const callChunk = 1 << 14

// chunked calls fast on the ranges [i, j) of at most callChunk elements
// that cover [0, n), in order, with a SafePoint between two calls. fast
// returns the length of the prefix of its range that it handled (a
// multiple of its vector width); chunked stops at the first range not
// handled whole and returns the length handled in all.
func chunked(n int, fast func(i, j int) int) int {
	for i := 0; i < n; {
		if i > 0 {
			SafePoint()
		}
		j := min(i+callChunk, n)
		i += fast(i, j)
		if i < j {
			return i
		}
	}
	return n
}

// SafePoint is a point where the runtime can stop the goroutine: a call
// whose prologue checks for a pending preemption request. Go stops a
// goroutine that runs Go code by a signal (asynchronous preemption), but
// not one that runs assembly, and a loop that calls a kernel again and
// again spends almost all its time inside the kernel: the garbage
// collector, which must stop the goroutine to scan its stack, then sends
// a signal every few microseconds until one lands between two calls, and
// the thread spends the loop handling signals. Loops over chunks of a
// kernel call SafePoint between chunks, so that a request is met at the
// next chunk. (The compiler leaves the check out of small leaf functions,
// hence the call of safePointHook.)
//
//go:noinline
func SafePoint() { safePointHook() }

// safePointHook is what SafePoint calls: nothing, but a call the compiler
// cannot see through (the tests count the calls with it).
var safePointHook = func() {}
