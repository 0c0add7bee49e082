package engine

import (
	"fmt"
	"testing"
)

// TestCopyStreamedOrder runs copies whose inner axis is contiguous in
// both operands with non-temporal stores forced on, so that the outer axes
// are walked in the source's memory order (sourceOrder) and each run is
// streamed: permutations that keep the last axis, at ranks 3 and 4, with a
// reversed outer axis, and runs on either side of the streamed length.
// Every destination element is checked against the source element its
// index names, and sourceOrder against the order it must leave.
func TestCopyStreamedOrder(t *testing.T) {
	cases := []struct {
		shape []int // the source's shape, C order
		perm  []int // destination axis k is source axis perm[k]
		flip  int   // a source axis read backwards, or -1
	}{
		{[]int{5, 7, 64}, []int{1, 0, 2}, -1},
		{[]int{5, 7, 63}, []int{1, 0, 2}, -1},
		{[]int{3, 4, 65}, []int{1, 0, 2}, 0},
		{[]int{3, 4, 5, 100}, []int{2, 0, 1, 3}, 1},
		{[]int{2, 3, 4, 64}, []int{3, 1, 0, 2}, -1}, // inner axis moves: a transpose
		{[]int{4, 6, 200}, []int{0, 1, 2}, 2},       // reversed rows
	}
	for _, c := range cases {
		t.Run(fmt.Sprint(c.shape, c.perm, c.flip), func(t *testing.T) {
			n := len(c.shape)
			sst := make([]int, n) // source strides, C order
			s := 1
			for k := n - 1; k >= 0; k-- {
				sst[k] = s
				s *= c.shape[k]
			}
			src := make([]float64, s)
			for i := range src {
				src[i] = float64(i)
			}
			off := 0
			if c.flip >= 0 {
				off = (c.shape[c.flip] - 1) * sst[c.flip]
				sst[c.flip] = -sst[c.flip]
			}
			shape, st := make([]int, n), make([]int, n)
			for k, a := range c.perm {
				shape[k], st[k] = c.shape[a], sst[a]
			}
			dst := make([]float64, s)
			dstSt := make([]int, n)
			d := 1
			for k := n - 1; k >= 0; k-- {
				dstSt[k] = d
				d *= shape[k]
			}
			var p Plan
			if !p.Init(shape, 2, [3][]int{dstSt, st}, [3]int{0, off}) {
				t.Fatal("no plan")
			}
			runCopy(dst, src, &p, true)
			idx := make([]int, n)
			for i := range dst {
				want := off
				for k := range n {
					want += idx[k] * st[k]
				}
				if dst[i] != src[want] {
					t.Fatalf("element %d (index %v) = %v, want %v", i, idx, dst[i], src[want])
				}
				for k := n - 1; k >= 0; k-- {
					if idx[k]++; idx[k] < shape[k] {
						break
					}
					idx[k] = 0
				}
			}
		})
	}

	// sourceOrder sorts every axis but the inner one by decreasing
	// |source stride| and leaves the inner one in place.
	p := Plan{N: 4, Ops: 2}
	p.Shape = [MaxRank]int{2, 3, 4, 5}
	p.St[0] = [MaxRank]int{60, 20, 5, 1}
	p.St[1] = [MaxRank]int{5, -60, 10, 1}
	sourceOrder(&p)
	if got := [4]int(p.St[1][:4]); got != [4]int{-60, 10, 5, 1} {
		t.Errorf("source strides after sourceOrder: %v", got)
	}
	if got := [4]int(p.Shape[:4]); got != [4]int{3, 4, 2, 5} {
		t.Errorf("shape after sourceOrder: %v", got)
	}
	if got := [4]int(p.St[0][:4]); got != [4]int{20, 5, 60, 1} {
		t.Errorf("destination strides after sourceOrder: %v", got)
	}
}
