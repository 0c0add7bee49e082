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

// TestTargetOwnPositions checks that target's heap copy of a small
// destination carries the destination's positions in and out and touches
// nothing else of the buffer: here every other element of rows 1 and 2 of
// a 4×10 buffer, and a reduction's plan (a stride-0 axis) over one row.
func TestTargetOwnPositions(t *testing.T) {
	cases := []struct {
		name string
		at   Plan
		own  func(i int) bool
	}{
		{"strided rows", destAxes([]int{2, 5}, []int{10, 2}, 10), func(i int) bool { return i >= 10 && i < 30 && i%2 == 0 }},
		{"reduced axis", destOf(&Plan{N: 2, Ops: 2, Shape: [MaxRank]int{7, 10}, St: [3][MaxRank]int{{0, 1}, {10, 1}}, Off: [3]int{20, 0}}),
			func(i int) bool { return i >= 20 && i < 30 }},
		{"flat", flat(3, 9), func(i int) bool { return i >= 3 && i < 9 }},
	}
	for _, c := range cases {
		d := make([]float64, 40)
		for i := range d {
			d[i] = float64(i)
		}
		at := c.at
		out := target(d, &at)
		for i, v := range out {
			if want := float64(i); c.own(i) && v != want || !c.own(i) && v != 0 {
				t.Fatalf("%s: the copy's element %d is %v", c.name, i, v)
			}
			out[i] = -1
		}
		untarget(d, out, &at)
		for i, v := range d {
			want := float64(i)
			if c.own(i) {
				want = -1
			}
			if v != want {
				t.Errorf("%s: element %d is %v after done, want %v", c.name, i, v, want)
			}
		}
	}
}
