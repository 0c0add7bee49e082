package engine

import (
	"iter"
)

// Rows steps an index through a shape in C order a row at a time, for the
// All iterators: the loop in the iterator visits a row (the innermost axis:
// n elements from address o.off with stride s, writing the last index
// itself) and then calls o.next, which moves the outer axes on.
type Rows struct {
	O    Odometer // the outer axes
	N, S int      // length and stride of the innermost axis (1 and 0 at rank 0)
}

// Start places r on the first row of the layout shape/st/off, whose index
// is written into idx (zero, len(shape) long), and reports whether the
// layout has an element.
func (r *Rows) Start(idx, shape, st []int, off int) bool {
	if IsEmpty(shape) {
		return false
	}
	k := len(shape) - 1
	r.N, r.S = 1, 0
	if k >= 0 {
		r.N, r.S = shape[k], st[k]
	} else {
		k = 0
	}
	r.O = Odometer{Idx: idx[:k], Shape: shape[:k], St: st[:k], Off: off}
	return true
}

// Odometer steps an index through a shape in C order (last index fastest)
// and keeps the address of the element it names.
type Odometer struct {
	Idx, Shape, St []int
	Off            int
}

// Next moves o to the next index and reports whether there is one.
func (o *Odometer) Next() bool {
	for k := len(o.Idx) - 1; k >= 0; k-- {
		o.Idx[k]++
		o.Off += o.St[k]
		if o.Idx[k] < o.Shape[k] {
			return true
		}
		o.Idx[k] = 0
		o.Off -= o.St[k] * o.Shape[k]
	}
	return false
}

// Values implements Values for both ranks.
func Values[T any](data []T, shape, strides []int, offset int) iter.Seq[T] {
	return func(yield func(T) bool) {
		var c Cursor
		if len(data) == 0 || !c.Start(CPlan(shape, strides, offset)) {
			return
		}
		for {
			off, s := c.Off, c.Stride // locals stay in registers in the loop
			for range c.Count {
				if !yield(data[off]) {
					return
				}
				off += s
			}
			if !c.Next() {
				return
			}
		}
	}
}

// Cursor steps through the runs of a plan's operand 0: each run is the
// plan's innermost axis at one position of the axes outside it, which
// advance as an odometer (the last fastest), as walk visits them. It is the
// pull form of walk, so that the loop over a run can sit in an iterator
// that inlines into its caller.
type Cursor struct {
	P             Plan
	Idx           [MaxRank]int
	Off           int // address of the current run's first element
	Count, Stride int // length and stride of every run
}

// Start moves c to the first run of p and reports whether there is one;
// ok false means p is empty, so that c.start(cPlan(…)) is one call.
func (c *Cursor) Start(p Plan, ok bool) bool {
	if !ok {
		return false
	}
	c.P = p
	n, st := p.Inner()
	c.Count, c.Stride, c.Off = n, st[0], p.Off[0]
	return true
}

// Next moves c to the next run and reports whether there is one.
func (c *Cursor) Next() bool {
	for k := c.P.N - 2; k >= 0; k-- {
		c.Idx[k]++
		c.Off += c.P.St[0][k]
		if c.Idx[k] < c.P.Shape[k] {
			return true
		}
		c.Idx[k] = 0
		c.Off -= c.P.St[0][k] * c.P.Shape[k]
	}
	return false
}

// Run is a stretch of elements of a tensor's buffer: Data()[Offset +
// i*Stride] for i in [0, Count).
type Run struct {
	Offset, Stride, Count int
}

// runs implements Runs for both ranks.
func Runs[T any](data []T, shape, strides []int, offset int) iter.Seq[Run] {
	return func(yield func(Run) bool) {
		var c Cursor
		if !c.Start(ElemPlan(data, shape, strides, offset)) {
			return
		}
		s := c.Stride
		if c.P.N == 0 {
			s = 1 // a single element is reported with stride 1
		}
		for yield(Run{c.Off, s, c.Count}) && c.Next() {
		}
	}
}
