package cursor

import (
	"slices"
	"testing"
)

// TestCursorVisitsCOrder walks shapes with two operands and checks every
// position and address against the index arithmetic.
func TestCursorVisitsCOrder(t *testing.T) {
	for _, tc := range []struct {
		shape    []int
		st0, st1 []int
	}{
		{nil, nil, nil},
		{[]int{4}, []int{1}, []int{-2}},
		{[]int{2, 3}, []int{3, 1}, []int{1, 2}},
		{[]int{3, 1, 2}, []int{2, 7, 1}, []int{0, 5, -1}},
		{[]int{2, 2, 2, 2}, []int{8, 4, 2, 1}, []int{1, 2, 4, 8}},
	} {
		idx := make([]int, len(tc.shape))
		c := Cursor{Idx: idx, Shape: tc.shape, St: [3][]int{tc.st0, tc.st1}, Off: [3]int{10, 20}, Ops: 2}
		want := make([]int, len(tc.shape))
		n := 0
		for {
			if !slices.Equal(c.Idx, want) {
				t.Fatalf("%v: position %d is %v, want %v", tc.shape, n, c.Idx, want)
			}
			d, s := 10, 20
			for k, i := range want {
				d += i * tc.st0[k]
				s += i * tc.st1[k]
			}
			if c.Off[0] != d || c.Off[1] != s {
				t.Fatalf("%v at %v: offsets %d, %d, want %d, %d", tc.shape, want, c.Off[0], c.Off[1], d, s)
			}
			n++
			if !c.Next() {
				break
			}
			for k := len(want) - 1; k >= 0; k-- { // the next index in C order
				if want[k]++; want[k] < tc.shape[k] {
					break
				}
				want[k] = 0
			}
		}
		size := 1
		for _, d := range tc.shape {
			size *= d
		}
		if n != size {
			t.Errorf("%v: visited %d positions, want %d", tc.shape, n, size)
		}
		if c.Off != [3]int{10, 20} || slices.ContainsFunc(c.Idx, func(i int) bool { return i != 0 }) {
			t.Errorf("%v: after the end at %v, offsets %v, want the start", tc.shape, c.Idx, c.Off)
		}
	}
}

// TestCursorAdvance takes steps of several positions along the last axis.
func TestCursorAdvance(t *testing.T) {
	idx := make([]int, 2)
	c := Cursor{Idx: idx, Shape: []int{3, 5}, St: [3][]int{{5, 1}}, Ops: 1}
	var got []int
	for {
		got = append(got, c.Off[0])
		k := min(2, c.Rem())
		if !c.Advance(k) {
			break
		}
	}
	want := []int{0, 2, 4, 5, 7, 9, 10, 12, 14}
	if !slices.Equal(got, want) {
		t.Errorf("offsets %v, want %v", got, want)
	}
	var none Cursor
	if none.Rem() != 1 || none.Next() {
		t.Errorf("a cursor over no axes: Rem %d, Next true; want 1 and false", none.Rem())
	}
}
