//go:build !purego

package kernel

import "testing"

// TestSafePoints checks that the loops that call a vector kernel chunk
// after chunk pass through SafePoint between chunks (see SafePoint): each
// is run over several chunks and SafePoint's calls are counted. Where a
// loop has no SafePoint the count is zero and the runtime cannot stop the
// goroutine until the whole loop returns.
func TestSafePoints(t *testing.T) {
	if !haveAVX2 {
		t.Skip("no vector kernels on this machine")
	}
	calls := 0
	old := safePointHook
	safePointHook = func() { calls++ }
	defer func() { safePointHook = old }()

	const n = 5*callChunk + 7 // six chunks of elements
	a, b, d := make([]float64, n), make([]float64, n), make([]float64, n)
	for i := range a {
		a[i], b[i] = float64(i%7)-3, float64(i%5)+1
	}
	m := make([]bool, n)
	for i := range m {
		m[i] = i%3 != 0
	}
	// A run of 1 MiB less 64 bytes: the most a non-temporal Copy streams
	// itself, eight chunks of callChunk·8 bytes.
	long, into := make([]float64, 1<<17), make([]float64, 1<<17)
	const run = 1<<17 - 8
	cases := []struct {
		name string
		min  int // chunks after the first
		f    func()
	}{
		{"ArithVV", 5, func() { ArithVV(Add, d, a, b) }},
		{"Compare", 5, func() { Compare(CmpGreater, m, 0, 1, a, 0, 1, []float64{0}, 0, 0, n) }},
		{"Compress", 5, func() { Compress(d, a, m) }},
		{"Fill", 5, func() { Fill(d, 2.5) }},
		{"Copy nt", 7, func() { Copy(into, 0, 1, long, 0, 1, run, true); Fence() }},
		{"CountNonzero", 5, func() { CountNonzero(a, 0, 1, n) }},
	}
	for _, c := range cases {
		calls = 0
		c.f()
		if calls < c.min {
			t.Errorf("%s over %d chunks: %d safe points, want at least %d", c.name, c.min+1, calls, c.min)
		}
	}
}
