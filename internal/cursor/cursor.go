// Package cursor holds the one stepper of the tensor packages: an odometer
// over the positions of a shape that keeps the address of up to three
// operands at each position. The plans of the engine (elementwise, copies,
// reductions in NumPy's order) decide which axes are walked and in what
// order; a Cursor only steps through them, and the kernels loop over the
// innermost run at each position.
package cursor

// Cursor steps through the positions of Shape in C order (the last axis
// fastest), keeping in Off the address of each of the first Ops operands,
// whose strides along each axis are St. Idx holds the current position;
// it is the caller's slice (len(Shape) long, all zero at the start), so an
// iterator that reports positions reads it in place.
//
// A Cursor over no axes has one position.
type Cursor struct {
	Idx, Shape []int
	St         [3][]int
	Off        [3]int
	Ops        int
}

// Next moves c one position on and reports whether there is one. The step
// of one operand within the last axis (the iterators' case) is small
// enough to inline into the caller's loop; anything else takes a call.
func (c *Cursor) Next() bool {
	if j := len(c.Shape) - 1; c.Ops == 1 && j >= 0 && c.Idx[j]+1 < c.Shape[j] {
		c.Idx[j]++
		c.Off[0] += c.St[0][j]
		return true
	}
	return c.Advance(1)
}

// Advance moves c k positions on along its last axis, with k at most
// [Cursor.Rem], carrying into the axes before it, and reports whether c is
// still inside the shape. Once it reports false, c is back at the first
// position.
func (c *Cursor) Advance(k int) bool {
	j := len(c.Shape) - 1
	if j < 0 {
		return false
	}
	c.Idx[j] += k
	for i := range c.Ops {
		c.Off[i] += k * c.St[i][j]
	}
	for c.Idx[j] >= c.Shape[j] {
		for i := range c.Ops {
			c.Off[i] -= c.St[i][j] * c.Shape[j]
		}
		c.Idx[j] = 0
		if j--; j < 0 {
			return false
		}
		c.Idx[j]++
		for i := range c.Ops {
			c.Off[i] += c.St[i][j]
		}
	}
	return true
}

// Rem returns the number of positions left along the last axis, the
// current one included (1 for a Cursor over no axes).
func (c *Cursor) Rem() int {
	j := len(c.Shape) - 1
	if j < 0 {
		return 1
	}
	return c.Shape[j] - c.Idx[j]
}
