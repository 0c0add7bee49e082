package engine

import (
	"github.com/fixedrank/tensor/internal/reduceplan"
	"golang.org/x/exp/constraints"
)

// The iteration holds as many axes as a tensor may have.
var _ [reduceplan.MaxRank - MaxRank]int

var _ [MaxRank - reduceplan.MaxRank]int

// OneRun reports whether the memory-order plan p of one operand whose
// strides were st is a single run that no flip reversed, and returns it:
// NumPy's iteration of a full reduction of such an operand is that run.
func (p *Plan) OneRun(st []int) (off, n, s int, ok bool) {
	if p.N > 1 {
		return 0, 0, 0, false
	}
	if p.N == 0 {
		return p.Off[0], 1, 0, true
	}
	for _, v := range st {
		if v < 0 {
			return 0, 0, 0, false
		}
	}
	return p.Off[0], p.Shape[0], p.St[0][0], true
}

// Real is a constraint that permits the integer and floating-point types:
// the element types with an order, for Min and Max.
type Real interface {
	constraints.Integer | constraints.Float
}

// ElemPlan sets p to the memory-order plan over one operand; it reports
// false when there is no element to visit (an empty shape, or a tensor
// without a buffer such as the zero value of a rank-0 Tensor).
func ElemPlan[T any](p *Plan, data []T, shape, st []int, off int) bool {
	if len(data) == 0 {
		*p = Plan{}
		return false
	}
	return p.Init(shape, 1, [3][]int{st}, [3]int{off})
}

// ReducePlan sets p to the iteration that reduces t (operand 1) over the
// axes in mask into dst (operand 0, seen with stride 0 on the reduced
// axes), with the axes ordered by t's strides so that reads are
// sequential, as NumPy's iterator orders a reduction; it reports false
// when there is nothing to reduce.
func ReducePlan[V, T any](p *Plan, dst Strided[V], t Strided[T], mask uint64) bool {
	if len(t.Data) == 0 {
		*p = Plan{}
		return false
	}
	var buf [MaxRank]int
	ds := buf[:len(t.Shape)]
	ReducedStrides(dst.St, mask, ds)
	return p.InitKey(t.Shape, 2, 1, [3][]int{ds, t.St}, [3]int{dst.Off, t.Off})
}

// ReducedStrides writes into ds (one stride per axis of the reduced
// tensor) the strides st of a reduction's result seen over the reduced
// tensor's shape: 0 on the axes in mask, the result's own on the others.
// The result has the reduced tensor's shape without the axes in mask, or
// with them of length 1 (NumPy's keepdims).
func ReducedStrides(st []int, mask uint64, ds []int) {
	keep := len(st) == len(ds)
	j := 0
	for i := range ds {
		if mask&(1<<i) != 0 {
			ds[i] = 0
			if keep {
				j++
			}
			continue
		}
		ds[i] = st[j]
		j++
	}
}

// LaneLength returns the number of elements each result element of a
// reduction of shape over the axes in mask folds together.
func LaneLength(shape []int, mask uint64) int {
	n := 1
	for i, d := range shape {
		if mask&(1<<i) != 0 {
			n *= d
		}
	}
	return n
}

// CheckAxisDst checks the destination of an axis reduction's To form,
// whose result has shape.
func CheckAxisDst[V any](name string, dst Strided[V], shape []int) error {
	if err := Writable(name, dst); err != nil {
		return err
	}
	same := len(dst.Shape) == len(shape)
	for k := 0; same && k < len(shape); k++ {
		same = dst.Shape[k] == shape[k]
	}
	if !same {
		return Errorf(ErrShape, "%s: dst of shape %s for a result of shape %s", name, FmtInts(dst.Shape), FmtInts(shape))
	}
	return nil
}

// FoldsRows reports whether the two innermost axes of a reduction plan are
// rows folded into one destination row: the inner axis unit-stride in
// both operands, the next one reduced (destination stride 0) with a
// positive source stride. It returns that axis's length and source stride.
func (p *Plan) FoldsRows() (rows, ls int, ok bool) {
	if p.N < 2 {
		return 0, 0, false
	}
	_, st := p.Inner()
	k := p.N - 2
	if st[0] != 1 || st[1] != 1 || p.St[0][k] != 0 || p.St[1][k] <= 0 {
		return 0, 0, false
	}
	return p.Shape[k], p.St[1][k], true
}

// RowSets reports whether, outside the rows that FoldsRows found, the next
// axis is a kept one that lays the destination rows out forwards without
// overlap (stride at least the row length) and the sources forwards: sets
// of rows that kernel.SumRowsSets and kernel.ExtremeRowsSets fold side by
// side. It returns that axis's length and its two strides.
func (p *Plan) RowSets() (m, ds, ss int, ok bool) {
	if p.N < 3 {
		return 0, 0, 0, false
	}
	n, _ := p.Inner()
	k := p.N - 3
	if p.St[0][k] < n || p.St[1][k] <= 0 {
		return 0, 0, 0, false
	}
	return p.Shape[k], p.St[0][k], p.St[1][k], true
}

// FoldAxes is the computation of a reduction over the axes in mask into
// r, a new C-contiguous tensor of the result's shape (with or without the
// reduced axes).
type FoldAxes[V, T any] func(op string, r Strided[V], t Strided[T], mask uint64) error

// AxesShape writes into out the shape of a reduction of shape over axes
// (every axis when there are none): shape without them, or, with keep,
// with them of length 1. It returns that shape and the set of reduced
// axes. With nonEmpty (minima and maxima), a reduced axis of length 0 is
// an error wrapping [ErrShape].
func AxesShape(op string, shape, axes []int, keep, nonEmpty bool, out *[MaxRank]int) ([]int, uint64, error) {
	n := len(shape)
	var mask uint64
	if len(axes) == 0 {
		mask = 1<<n - 1
	} else {
		var err error
		if mask, err = AxisMask(op, axes, n); err != nil {
			return nil, 0, err
		}
	}
	r := out[:0]
	for k, d := range shape {
		switch {
		case mask&(1<<k) == 0:
			r = append(r, d)
		case nonEmpty && d == 0:
			return nil, 0, NonEmptyAxis(op, d, k)
		case keep:
			r = append(r, 1)
		}
	}
	return r, mask, nil
}

// ReduceAxesTo runs a reduction over axes into dst, whose shape is the
// result's with or without the reduced axes. The folds it takes write a
// C-contiguous result of their own (see [FoldAxes]): dst's own elements
// when dst is C-contiguous, otherwise, or when dst shares memory with t, a
// temporary assigned to dst afterwards. SumTo, ProdTo, MinTo, MaxTo and MeanTo are the same
// with the fold called directly, so that nothing escapes to the heap and
// repeated reductions into one dst allocate nothing.
func ReduceAxesTo[V, T any](op string, dst Strided[V], t Strided[T], axes []int, nonEmpty bool, fold FoldAxes[V, T]) error {
	var buf, st [MaxRank]int
	var lane [2]int
	r, tmp, s, mask, err := axesTo(op, dst, t, axes, nonEmpty, &buf, &lane, &st)
	if err == nil && !tmp {
		r, tmp, err = ownC(op, r, st[:])
	}
	if err == nil {
		err = fold(op, r, s, mask)
	}
	return Reduced(op, dst, r, tmp, err)
}

// ownC returns dst as a [FoldAxes] writes it: its own elements as a
// buffer of their own (offset 0, nothing beyond them) when dst is
// C-contiguous, or else a new C-contiguous temporary (strides in st) with
// tmp set.
func ownC[V any](op string, dst Strided[V], st []int) (r Strided[V], tmp bool, err error) {
	if !IsContig(dst.Shape, dst.St, C) {
		r, err = NewC[V](op, dst.Shape, st[:len(dst.Shape)])
		r.Out = dst.St
		return r, true, err
	}
	n := 1
	for _, d := range dst.Shape {
		n *= d
	}
	r = dst
	r.Data, r.Off = dst.Data[dst.Off:dst.Off+n:dst.Off+n], 0
	return r, false, nil
}

// axesTo plans a reduction over axes into dst: the destination (or the
// temporary standing in for it), the operand seen through its reduced axes
// and their mask. The results point into buf, lane and st.
func axesTo[V, T any](op string, dst Strided[V], t Strided[T], axes []int, nonEmpty bool, buf *[MaxRank]int, lane *[2]int, st *[MaxRank]int) (r Strided[V], tmp bool, s Strided[T], mask uint64, err error) {
	keepDims := len(dst.Shape) == len(t.Shape) // otherwise the reduced axes are dropped
	s, shape, mask, err := AxesOperand(op, t, axes, keepDims, nonEmpty, buf, lane)
	if err == nil {
		err = CheckAxisDst(op, dst, shape)
	}
	if err != nil {
		return r, tmp, s, 0, err
	}
	r, tmp, err = ReduceDst(op, dst, s, st[:])
	return r, tmp, s, mask, err
}

// OneAxis returns an error wrapping ErrAxis unless axes names exactly one
// axis, as NumPy's argmin and argmax take.
func OneAxis(op string, axes []int) error {
	if len(axes) != 1 {
		return Errorf(ErrAxis, "%s: takes exactly one axis, not %d", op, len(axes))
	}
	return nil
}

// Lanes calls f(i, o) for each lane of t along axis k: i counts the lanes
// in C order of the other axes and o is the address of the lane's first
// element.
func Lanes[T any](t Strided[T], k int, f func(i, o int)) {
	if t.HasNone() {
		return
	}
	var p Plan
	if lanePlan(&p, t, k) {
		walkLanes(&p, 0, f)
	}
}

// lanePlan sets p to the C-order plan over t's axes other than k: one
// position per lane along k, at the lane's offset.
func lanePlan[T any](p *Plan, t Strided[T], k int) bool {
	var ls, lt [MaxRank]int
	n := len(t.Shape) - 1
	copy(ls[:], t.Shape[:k])
	copy(ls[k:], t.Shape[k+1:])
	copy(lt[:], t.St[:k])
	copy(lt[k:], t.St[k+1:])
	return p.InitC(ls[:n], lt[:n], t.Off)
}

// walkLanes calls f with the number (from i, in C order) and the offset of
// every position of the lane plan p.
func walkLanes(p *Plan, i int, f func(i, o int)) {
	var idx [MaxRank]int
	c := p.Cursor(1, idx[:])
	m, st := p.Inner()
	for {
		o := c.Off[0]
		for range m {
			f(i, o)
			i++
			o += st[0]
		}
		if !c.Next() {
			return
		}
	}
}

// LaneIsInner reports whether axis k has the smallest stride of t's axes
// longer than 1, so that its lanes are best read one at a time.
func LaneIsInner[T any](t Strided[T], k int) bool {
	for j, d := range t.Shape {
		if j != k && d > 1 && Abs(t.St[j]) < Abs(t.St[k]) {
			return false
		}
	}
	return true
}

// LaneInto writes f of each lane of t along axis k into dst, in C order of
// the other axes. An empty axis gives f of an empty lane (0, false, true).
func LaneInto[V, T any](dst []V, t Strided[T], k int, f func(x []T, o, s, n int) V) {
	n, s := t.Shape[k], t.St[k]
	if n == 0 {
		for i := range dst {
			dst[i] = f(nil, 0, 0, 0)
		}
		return
	}
	Lanes(t, k, func(i, o int) { dst[i] = f(t.Data, o, s, n) })
}

// ScalarAxis reports whether axis is one that NumPy's reductions accept
// on a tensor of the given rank although the tensor has no axis: 0 or -1
// of a rank-0 tensor.
func ScalarAxis(rank, axis int) bool { return rank == 0 && (axis == 0 || axis == -1) }

// ScalarLane returns the rank-0 operand s as the rank-1 lane that holds
// its element: of length 1, or 0 for a tensor without a buffer (the zero
// value of a rank-0 Tensor). lane holds the lane's shape and stride.
func ScalarLane[T any](s Strided[T], lane *[2]int) Strided[T] {
	lane[0], lane[1] = 1, 1
	if len(s.Data) == 0 {
		lane[0] = 0
	}
	s.Shape, s.St = lane[:1], lane[1:]
	return s
}

// AxesOperand is axesShape for a reduction over axes of s that accepts
// axis 0 or -1 of a rank-0 tensor named alone (NumPy's axis=0; NumPy
// refuses axis=(0,), which a list of axes cannot tell apart from it). It
// also returns the operand to reduce over the axes in the mask: s itself,
// or for such an axis the lane of scalarLane, reduced over its one axis
// into a rank-0 result (with keep too, as NumPy's keepdims result of a 0-d
// array is 0-d).
func AxesOperand[T any](op string, s Strided[T], axes []int, keep, nonEmpty bool, out *[MaxRank]int, lane *[2]int) (Strided[T], []int, uint64, error) {
	if len(axes) == 1 && ScalarAxis(len(s.Shape), axes[0]) {
		s = ScalarLane(s, lane)
		if nonEmpty && s.Shape[0] == 0 {
			return s, nil, 0, NonEmptyAxis(op, 0, 0)
		}
		return s, out[:0], 1, nil
	}
	shape, mask, err := AxesShape(op, s.Shape, axes, keep, nonEmpty, out)
	return s, shape, mask, err
}

// CountedAxes refuses, as NumPy's mean, var and std do, axis 0 or -1 of
// a rank-0 tensor: those reductions count the reduced elements with
// normalize_axis_index, which raises AxisError for any axis of a 0-d
// array.
func CountedAxes(op string, rank int, axes []int) error {
	if rank == 0 && len(axes) > 0 {
		_, err := NormAxis(op, axes[0], 0) // out of range for rank 0
		return err
	}
	return nil
}

// ReduceCountedTo is reduceAxesTo for mean: see countedAxes.
func ReduceCountedTo[V, T any](op string, dst Strided[V], t Strided[T], axes []int, nonEmpty bool, fold FoldAxes[V, T]) error {
	if err := CountedAxes(op, len(t.Shape), axes); err != nil {
		return err
	}
	return ReduceAxesTo(op, dst, t, axes, nonEmpty, fold)
}

// NpFull sets it to NumPy's iteration for reducing every axis of a source
// with shape, strides st and offset off into one element (offset 0).
func NpFull(it *reduceplan.Iter, shape, st []int, off int) bool {
	var zero [MaxRank]int
	return it.Init(shape, zero[:len(shape)], st, 0, off, nil, true)
}

// NpPlan sets it to NumPy's iteration for reducing t over the axes in mask
// into r (with or without the reduced axes); false when there is nothing
// to visit.
func NpPlan[V, T any](it *reduceplan.Iter, r Strided[V], t Strided[T], mask uint64) bool {
	if len(t.Data) == 0 {
		*it = reduceplan.Iter{}
		return false
	}
	var rb, ob [MaxRank]int
	rs := rb[:len(t.Shape)]
	ReducedStrides(r.St, mask, rs)
	var sortSt []int
	if r.Out != nil {
		sortSt = ob[:len(t.Shape)]
		ReducedStrides(r.Out, mask, sortSt)
	}
	return it.Init(t.Shape, rs, t.St, r.Off, t.Off, sortSt, !r.IsOut)
}
