package kernel

import (
	"math"
	"testing"
)

// TestChunkedKernels runs the vector kernels over lengths around and
// across the call chunk, where one run becomes several calls, and checks
// every element against the scalar definition.
func TestChunkedKernels(t *testing.T) {
	for _, n := range []int{callChunk - 1, callChunk, callChunk + 5, 3*callChunk + 13} {
		a := make([]float64, n)
		b := make([]float64, n)
		for i := range a {
			a[i] = math.Sin(float64(i)) * 3
			b[i] = math.Cos(float64(i)*0.7) + 2
		}
		a[n-1] = math.NaN()
		d := make([]float64, n)
		ArithVV(Div, d, a, b)
		for i := range d {
			if w := a[i] / b[i]; d[i] != w && !(d[i] != d[i] && w != w) {
				t.Fatalf("n=%d: ArithVV element %d = %v, want %v", n, i, d[i], w)
			}
		}
		ArithVS(Sub, d, a, 0.5)
		for i := range d {
			if w := a[i] - 0.5; d[i] != w && !(d[i] != d[i] && w != w) {
				t.Fatalf("n=%d: ArithVS element %d = %v, want %v", n, i, d[i], w)
			}
		}
		m := make([]bool, n)
		Compare(CmpGreater, m, 0, 1, a, 0, 1, []float64{0.25}, 0, 0, n)
		for i := range m {
			if m[i] != (a[i] > 0.25) {
				t.Fatalf("n=%d: Compare element %d = %v", n, i, m[i])
			}
		}
		ClipRun(d, 0, 1, a, 0, 1, n, -1, 1)
		for i := range d {
			w := math.Min(math.Max(a[i], -1), 1)
			if a[i] != a[i] {
				w = a[i]
			}
			if d[i] != w && !(d[i] != d[i] && w != w) {
				t.Fatalf("n=%d: ClipRun element %d = %v, want %v", n, i, d[i], w)
			}
		}
		copy(d, b)
		ExtremeVV(true, d, a)
		for i := range d {
			if w := b[i]; Better(true, w, a[i]) {
				w = a[i]
				if d[i] != w && !(d[i] != d[i] && w != w) {
					t.Fatalf("n=%d: ExtremeVV element %d = %v, want %v", n, i, d[i], w)
				}
			} else if d[i] != w {
				t.Fatalf("n=%d: ExtremeVV element %d = %v, want %v", n, i, d[i], w)
			}
		}
		Reverse(d, b, false)
		for i := range d {
			if d[i] != b[n-1-i] {
				t.Fatalf("n=%d: Reverse element %d = %v, want %v", n, i, d[i], b[n-1-i])
			}
		}
	}
}
