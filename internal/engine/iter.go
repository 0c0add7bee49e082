package engine

import (
	"iter"

	"github.com/fixedrank/tensor/internal/cursor"
)

// IndexCursor returns a cursor over the axes of shape but the last, in C
// order, with the address of one operand (strides st, offset off): the All
// iterators walk it and loop over the last axis themselves, writing its
// index. idx (len(shape) long, zero) receives the position; at rank 0 the
// cursor has one position and the last axis is taken as one element. It
// reports false when the shape has no element.
func IndexCursor(idx, shape, st []int, off int) (c cursor.Cursor, n, s int, ok bool) {
	if IsEmpty(shape) {
		return c, 0, 0, false
	}
	k := len(shape) - 1
	if k < 0 {
		return cursor.Cursor{Off: [3]int{off}, Ops: 1}, 1, 0, true
	}
	c = cursor.Cursor{Idx: idx[:k], Shape: shape[:k], St: [3][]int{st[:k]}, Off: [3]int{off}, Ops: 1}
	return c, shape[k], st[k], true
}

// Values implements Values for both ranks.
func Values[T any](data []T, shape, strides []int, offset int) iter.Seq[T] {
	return func(yield func(T) bool) {
		var p Plan
		if !p.InitC(shape, strides, offset) || len(data) == 0 {
			return
		}
		// The two innermost axes loop here, so that the cursor's call comes
		// once per block of rows, not once per row.
		var idx [MaxRank]int
		c := p.Cursor(2, idx[:])
		n, st := p.Inner()
		m, s2 := 1, 0
		if p.N >= 2 {
			m, s2 = p.Shape[p.N-2], p.St[0][p.N-2]
		}
		for {
			row := c.Off[0]
			for range m {
				off, s := row, st[0] // locals stay in registers in the loop
				for range n {
					if !yield(data[off]) {
						return
					}
					off += s
				}
				row += s2
			}
			if !c.Next() {
				return
			}
		}
	}
}

// Run is a stretch of elements of a tensor's buffer: Data()[Offset +
// i*Stride] for i in [0, Count).
type Run struct {
	Offset, Stride, Count int
}

// runs implements Runs for both ranks.
func Runs[T any](data []T, shape, strides []int, offset int) iter.Seq[Run] {
	return func(yield func(Run) bool) {
		var p Plan
		if !ElemPlan(&p, data, shape, strides, offset) {
			return
		}
		var idx [MaxRank]int
		c := p.Cursor(1, idx[:])
		n, st := p.Inner()
		s := st[0]
		if p.N == 0 {
			s = 1 // a single element is reported with stride 1
		}
		for yield(Run{c.Off[0], s, n}) && c.Next() {
		}
	}
}
