package tensor

import (
	"sync"
	"testing"
)

// TestConcurrentViews reads shared read-only views from many goroutines and
// writes disjoint views of one buffer concurrently; make test runs it under
// the race detector.
func TestConcurrentViews(t *testing.T) {
	x, _ := FromFunc([2]int{8, 64}, func(i [2]int) float64 { return float64(i[0]*64 + i[1]) })
	bl, _ := BroadcastToLayout(x.Layout(), [3]int{4, 8, 64})
	b, _ := ViewOf(x, bl)
	var wg sync.WaitGroup
	sums := make([]float64, 8)
	for g := range 8 {
		wg.Go(func() {
			tr := b.Transpose()
			sums[g], _ = Sum(tr)
		})
	}
	wg.Wait()
	total, _ := Sum(x)
	for g, s := range sums {
		if s != 4*total {
			t.Fatalf("reader %d: sum %v", g, s)
		}
	}
	dst, _ := Zeros[float64]([2]int{8, 64})
	for row := range 8 {
		wg.Go(func() {
			l, _ := SelectLayout[[1]int](dst.Layout(), 0, row)
			v, _ := ViewOf(dst, l)
			src, _ := SelectLayout[[1]int](x.Layout(), 0, row)
			s, _ := ViewOf(x, src)
			if err := Assign(v, s); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if !ArrayEqual(dst, x) {
		t.Fatal("disjoint concurrent writes lost data")
	}
}
