package engine

import (
	"github.com/fixedrank/tensor/internal/cursor"
	"github.com/fixedrank/tensor/internal/kernel"
)

// matmulPlan is NumPy's matmul of a and b seen as a batch of matrix
// products: every operand with exactly rank(batch)+2 axes (a 1-D operand
// promoted, NumPy's rule, with a length-1 axis of stride 0), the batch
// axes of a and b broadcast to the batch shape.
type matmulPlan struct {
	m, k, n      int
	batch        [MaxRank]int
	nb           int             // batch rank
	st           [3][MaxRank]int // batch strides of the result, a and b
	ars, acs     int             // a's matrix strides
	brs, bcs     int
	rank         int  // the result's rank
	dropM, dropN bool // a or b was 1-D: the result has no m or no n axis
}

// MatmulShape writes into out the shape of NumPy's matmul of operands of
// shapes as and bs and returns it: the batch axes broadcast, then m and
// n, without m when a is 1-D and without n when b is 1-D. It returns an
// error wrapping ErrRank for an operand of rank 0 (NumPy needs at least
// one axis), ErrShape when a's last axis and b's second-to-last (its only
// one when 1-D) differ in length, and ErrBroadcast when the batch axes do
// not broadcast.
func MatmulShape(op string, as, bs []int, out *[MaxRank]int) ([]int, error) {
	var p matmulPlan
	if err := p.shapes(op, as, bs); err != nil {
		return nil, err
	}
	r := copy(out[:], p.batch[:p.nb])
	if !p.dropM {
		out[r] = p.m
		r++
	}
	if !p.dropN {
		out[r] = p.n
		r++
	}
	return out[:r], nil
}

// shapes fills the plan's lengths and batch shape from the operands'
// shapes.
func (p *matmulPlan) shapes(op string, as, bs []int) error {
	if len(as) == 0 || len(bs) == 0 {
		return Errorf(ErrRank, "%s: operands need at least one axis, not shapes %s and %s (use Multiply for a scalar)", op, FmtInts(as), FmtInts(bs))
	}
	p.dropM, p.dropN = len(as) == 1, len(bs) == 1
	if p.dropM {
		p.m, p.k = 1, as[0]
	} else {
		p.m, p.k = as[len(as)-2], as[len(as)-1]
	}
	kb := bs[0]
	if p.dropN {
		p.n = 1
	} else {
		kb, p.n = bs[len(bs)-2], bs[len(bs)-1]
	}
	if p.k != kb {
		return Errorf(ErrShape, "%s: shapes %s and %s: a's last axis has length %d, b's contracted axis %d", op, FmtInts(as), FmtInts(bs), p.k, kb)
	}
	ab, bb := batchOf(as), batchOf(bs)
	p.nb = max(len(ab), len(bb))
	if p.nb+2 > MaxRank {
		return Errorf(ErrRank, "%s: a batch of rank %d leaves no room for the matrix axes", op, p.nb)
	}
	if err := BroadcastShapes(op, ab, bb, C, p.batch[:p.nb]); err != nil {
		return err
	}
	p.rank = p.nb + 2
	if p.dropM {
		p.rank--
	}
	if p.dropN {
		p.rank--
	}
	return nil
}

// batchOf returns the batch axes of a matmul operand's shape.
func batchOf(s []int) []int {
	if len(s) <= 2 {
		return nil
	}
	return s[:len(s)-2]
}

// MatmulTo stores NumPy's matmul a @ b into dst, which must have exactly
// the result's shape (NumPy's out= for matmul does not broadcast). When
// dst shares memory with a or b, the product is computed into a temporary
// first. Each matrix of the batch is one [kernel.Gemm].
func MatmulTo[T Number](op string, dst, a, b Strided[T]) error {
	if err := Writable(op, dst); err != nil {
		return err
	}
	var p matmulPlan
	if err := p.shapes(op, a.Shape, b.Shape); err != nil {
		return err
	}
	var want [MaxRank]int
	shape, _ := MatmulShape(op, a.Shape, b.Shape, &want) // checked above
	if !equalInts(dst.Shape, shape) {
		return Errorf(ErrShape, "%s: dst of shape %s for a product of shape %s", op, FmtInts(dst.Shape), FmtInts(shape))
	}
	if dst.HasNone() {
		return nil
	}
	if MustCopy(dst, a, nil, 0, Whole) || MustCopy(dst, b, nil, 0, Whole) {
		var st [MaxRank]int
		tmp, err := NewC[T](op, dst.Shape, st[:len(dst.Shape)])
		if err != nil {
			return err
		}
		matmulInto(&p, tmp, a, b)
		return Assign(op, dst, tmp)
	}
	matmulInto(&p, dst, a, b)
	return nil
}

// matmulInto runs the planned product into r, which has the result's
// shape and does not overlap a or b.
func matmulInto[T Number](p *matmulPlan, r, a, b Strided[T]) {
	nb := p.nb
	// The matrix strides, a 1-D operand's missing axis stride 0.
	ra, rb := len(a.Shape), len(b.Shape)
	if p.dropM {
		p.ars, p.acs = 0, a.St[0]
	} else {
		p.ars, p.acs = a.St[ra-2], a.St[ra-1]
	}
	if p.dropN {
		p.brs, p.bcs = b.St[0], 0
	} else {
		p.brs, p.bcs = b.St[rb-2], b.St[rb-1]
	}
	rr := len(r.Shape)
	crs, ccs := 0, 0
	switch {
	case p.dropM && p.dropN: // a scalar result
	case p.dropM:
		ccs = r.St[rr-1]
	case p.dropN:
		crs = r.St[rr-1]
	default:
		crs, ccs = r.St[rr-2], r.St[rr-1]
	}
	// The batch strides: r's own, a's and b's broadcast to the batch.
	copy(p.st[0][:nb], r.St[:nb])
	_ = BroadcastStrides("", batchOf(a.Shape), a.St[:max(ra-2, 0)], p.batch[:nb], p.st[1][:nb])
	_ = BroadcastStrides("", batchOf(b.Shape), b.St[:max(rb-2, 0)], p.batch[:nb], p.st[2][:nb])
	var idx [MaxRank]int
	c := cursor.Cursor{
		Idx: idx[:nb], Shape: p.batch[:nb],
		St:  [3][]int{p.st[0][:nb], p.st[1][:nb], p.st[2][:nb]},
		Off: [3]int{r.Off, a.Off, b.Off}, Ops: 3,
	}
	for {
		kernel.Gemm(
			kernel.Mat[T]{Data: a.Data, Off: c.Off[1], RS: p.ars, CS: p.acs, Rows: p.m, Cols: p.k},
			kernel.Mat[T]{Data: b.Data, Off: c.Off[2], RS: p.brs, CS: p.bcs, Rows: p.k, Cols: p.n},
			kernel.Mat[T]{Data: r.Data, Off: c.Off[0], RS: crs, CS: ccs, Rows: p.m, Cols: p.n},
		)
		if !c.Next() {
			return
		}
	}
}

// equalInts reports whether a and b hold the same lengths.
func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
