package engine

import (
	"runtime"
	"testing"
)

// TestSourceCopyLive checks that the heap copy source makes of a small
// operand lives as long as the mem that refers to it: the collector runs,
// memory of the same size is allocated and written, and the copy must still
// hold the operand.
func TestSourceCopyLive(t *testing.T) {
	small := make([]int64, 1000) // 8 KB: copied for the parts
	for i := range small {
		small[i] = int64(i)
	}
	m := source(small)
	for range 5 {
		runtime.GC()
		for range 64 {
			junk := make([]int64, 1000)
			for i := range junk {
				junk[i] = -1
			}
			sink = junk
		}
	}
	for i, v := range m.slice() {
		if v != int64(i) {
			t.Fatalf("the copy's element %d is %d: the copy was freed and reused", i, v)
		}
	}
	runtime.KeepAlive(m)
}

var sink []int64
