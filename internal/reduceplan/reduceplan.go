// Package reduceplan runs reductions in NumPy's order.
//
// np.add.reduce and the other ufunc reductions (NumPy 1.24's reduction.c)
// run one iterator, nditer, over the result (operand 0, seen with stride 0
// on the reduced axes) and the source (operand 1), in order 'K', buffered,
// and with NPY_ITER_DONT_NEGATE_STRIDES: no axis is ever reversed, so a
// flipped view is summed in its own (logical) order. The iterator
//  1. lists the axes from the last to the first and sorts them by a stable
//     insertion sort on |stride| (npyiter_find_best_axis_ordering), where
//     an axis of length 1 or an operand with stride 0 casts no vote;
//  2. when it allocates the result, lays it out contiguous in that order;
//  3. merges neighbouring axes that are contiguous in every operand
//     (npyiter_coalesce_axes);
//  4. hands the inner loop calls of at most 8192 elements (the buffer
//     size), cut by npyiter_checkreducesize and npyiter_copy_to_buffers so
//     that one call never mixes result elements.
//
// A call whose result stride is 0 adds the pairwise sum of its elements to
// one result element (a call that spans several axes is gathered into a
// buffer first, as NumPy's buffering does); otherwise each source element
// is added to its own result element. Every float and complex sum, mean and
// variance of the tensor packages goes through an [Iter], so their bits are
// NumPy's on every view: reversed, transposed, broadcast, sliced, several axes
// at once.
package reduceplan

import (
	"iter"

	"github.com/fixedrank/tensor/internal/cursor"
	"github.com/fixedrank/tensor/internal/kernel"
)

// MaxRank is the largest rank an [Iter] holds (the tensor packages' MaxRank).
const MaxRank = 32

func abs(a int) int {
	if a < 0 {
		return -a
	}
	return a
}

// Iter is the iteration of a reduction as NumPy's iterator runs it.
// Axes are listed innermost first, as NumPy's axis data are.
type Iter struct {
	// The axes that are walked: NumPy's, merged only where the result's
	// real strides also allow it.
	n     int
	shape [MaxRank]int
	st    [2][MaxRank]int // 0: the result (0 on reduced axes), 1: the source
	off   [2]int
	size  int

	// The walked axes from the outermost in, as the cursor steps them.
	cshape [MaxRank]int
	cst    [2][MaxRank]int

	// The axes NumPy's iterator has after merging, which decide the calls.
	sn     int
	sshape [MaxRank]int
	sred   [MaxRank]bool // the result's stride is 0 (a reduced axis)
}

// axisOrder writes into perm the axes of shape in the order in which
// NumPy's iterator visits them, innermost first, for operands with strides
// ops: npyiter_find_best_axis_ordering, a stable insertion sort of the axes
// (listed from the last to the first) by |stride| in which an operand whose
// stride is 0 on either axis casts no vote, a comparison nobody votes in is
// skipped, and any operand that finds the pair in order keeps it.
func axisOrder(shape []int, ops [][]int, perm []int) {
	n := len(shape)
	for i := range n {
		perm[i] = n - 1 - i
	}
	stride := func(op []int, ax int) int {
		if shape[ax] == 1 {
			return 0
		}
		return op[ax]
	}
	for i0 := 1; i0 < n; i0++ {
		ax0 := perm[i0]
		pos := i0
		for i1 := i0 - 1; i1 >= 0; i1-- {
			ax1 := perm[i1]
			ambig, swap := true, false
			for _, op := range ops {
				s0, s1 := stride(op, ax0), stride(op, ax1)
				if s0 == 0 || s1 == 0 {
					continue
				}
				if abs(s1) <= abs(s0) {
					swap = false
				} else if ambig {
					swap = true
				}
				ambig = false
			}
			if ambig {
				continue
			}
			if !swap {
				break
			}
			pos = i1
		}
		copy(perm[pos+1:i0+1], perm[pos:i0])
		perm[pos] = ax0
	}
}

// coalesce merges neighbouring axes (innermost first) as
// npyiter_coalesce_axes does: axes i and i+1 merge when, in every operand,
// one of them has length 1 and stride 0 or stride[i]*shape[i] ==
// stride[i+1]; a merged stride of 0 takes its neighbour's. It returns the
// number of axes left.
func coalesce(n int, shape *[MaxRank]int, ops ...*[MaxRank]int) int {
	if n <= 1 {
		return n
	}
	c := 0
	for i := 1; i < n; i++ {
		ok := true
		for _, s := range ops {
			if !((shape[c] == 1 && s[c] == 0) || (shape[i] == 1 && s[i] == 0)) && s[c]*shape[c] != s[i] {
				ok = false
				break
			}
		}
		if ok {
			shape[c] *= shape[i]
			for _, s := range ops {
				if s[c] == 0 {
					s[c] = s[i]
				}
			}
			continue
		}
		c++
		shape[c] = shape[i]
		for _, s := range ops {
			s[c] = s[i]
		}
	}
	return c + 1
}

// Init sets it to NumPy's iteration for reducing a source of the given
// shape and strides sst into a result seen over that shape with strides rst
// (0 on the reduced axes). sortSt are the strides of a destination the
// caller gave (NumPy's out=), which take part in choosing the axis order,
// or nil for a result the reduction allocates; virtual says that NumPy
// would lay the result out itself (allocated, or a temporary for an out=
// that overlaps the source), contiguous in its iteration order, and merges
// axes as that layout allows. It reports false when the shape is empty.
// An Iter is built in place: it holds its axes three times over, MaxRank
// each, some two kilobytes that returning it by value would copy.
func (it *Iter) Init(shape, rst, sst []int, roff, soff int, sortSt []int, virtual bool) bool {
	*it = Iter{off: [2]int{roff, soff}, size: 1}
	r := len(shape)
	for _, d := range shape {
		if d == 0 {
			return false
		}
		it.size *= d
	}
	var perm [MaxRank]int
	opsBuf := [2][]int{sst}
	ops := opsBuf[:1]
	if sortSt != nil {
		opsBuf = [2][]int{sortSt, sst}
		ops = opsBuf[:]
	}
	axisOrder(shape, ops, perm[:r])

	// The axes in NumPy's order go straight into it: their lengths into
	// shape and sshape, the result's and the source's strides into st;
	// vst is the result as NumPy sees it, and sv and sss are the copies of
	// vst and the source's strides that the merge into NumPy's axes takes.
	var vst, sv, sss [MaxRank]int
	v := 1
	for i := range r {
		a := perm[i]
		d := shape[a]
		it.shape[i], it.sshape[i] = d, d
		if d == 1 {
			continue
		}
		it.st[0][i], it.st[1][i] = rst[a], sst[a]
		sss[i] = sst[a]
		if !virtual {
			vst[i] = rst[a]
		} else if rst[a] != 0 {
			vst[i] = v
			v *= d
		}
		sv[i] = vst[i]
	}
	if r == 0 {
		it.shape[0], it.sshape[0], r = 1, 1, 1
	}

	it.sn = coalesce(r, &it.sshape, &sv, &sss)
	for i := range it.sn {
		it.sred[i] = sv[i] == 0
	}
	it.n = coalesce(r, &it.shape, &vst, &it.st[0], &it.st[1])
	for k := range it.n {
		j := it.n - 1 - k
		it.cshape[j], it.cst[0][j], it.cst[1][j] = it.shape[k], it.st[0][k], it.st[1][k]
	}
	return true
}

// Result returns the axes the result steps along: their lengths, the
// result's strides (0 on reduced axes) and its offset.
func (it *Iter) Result() (shape, st []int, off int) {
	return it.shape[:it.n], it.st[0][:it.n], it.off[0]
}

// InnerReduced reports whether NumPy's inner loop reduces: its innermost
// axis is a reduced one, so each call folds a run into one result element.
func (it *Iter) InnerReduced() bool { return it.sred[0] }

// eachRun calls body with the offsets of the result and the source at the
// start of every run of the innermost walked axis, in NumPy's order; the
// run has it.shape[0] elements and the strides it.st[0][0], it.st[1][0].
func (it *Iter) eachRun(body func(d, s int)) { it.eachOuter(1, body) }

// eachRows calls body with the offsets at the start of every block of rows
// of the two innermost walked axes (it.n >= 2): it.shape[1] rows of
// it.shape[0] elements.
func (it *Iter) eachRows(body func(d, s int)) { it.eachOuter(2, body) }

// eachOuter calls body with the offsets of the result and the source at
// every position of the walked axes from keep outwards, in NumPy's order.
func (it *Iter) eachOuter(keep int, body func(d, s int)) {
	var idx [MaxRank]int
	c := it.cursor(keep, idx[:])
	for {
		body(c.Off[0], c.Off[1])
		if !c.Next() {
			return
		}
	}
}

// cursor returns the cursor over the walked axes from keep outwards, with
// its position in idx (MaxRank long, zero). The cursor steps its last axis
// fastest, so it is given them from the outermost in.
func (it *Iter) cursor(keep int, idx []int) cursor.Cursor {
	m := max(it.n-keep, 0)
	return cursor.Cursor{
		Idx:   idx[:m],
		Shape: it.cshape[:m],
		St:    [3][]int{it.cst[0][:m], it.cst[1][:m]},
		Off:   [3]int{it.off[0], it.off[1]},
		Ops:   2,
	}
}

// calls walks NumPy's inner loop calls when the inner loop reduces (see
// InnerReduced):
//
//	var idx [MaxRank]int
//	w := calls{c: it.cursor(0, idx[:])}
//	w.start(it)
//	for w.next(it) {
//		for s, k, ok := w.run(it); ok; s, k, ok = w.run(it) {
//			// k source elements from offset s, stride it.st[1][0],
//			// folded into the result element at offset w.d.
//		}
//	}
type calls struct {
	c    cursor.Cursor // over every walked axis, element by element
	sc   schedule
	d, n int // the result offset the call folds into, and its size
	left int
}

func (w *calls) start(it *Iter) {
	w.sc.start(it)
	w.left = 0
}

// next moves to the next call and reports whether there is one; the
// current call's runs must all have been taken.
func (w *calls) next(it *Iter) bool {
	n, ok := w.sc.next(it)
	if !ok {
		return false
	}
	w.d, w.n, w.left = w.c.Off[0], n, n
	return true
}

// run returns the next run of the current call: its source offset and
// length; false when the call has no more.
func (w *calls) run(it *Iter) (s, k int, ok bool) {
	if w.left == 0 {
		return 0, 0, false
	}
	k = min(w.left, w.c.Rem())
	s = w.c.Off[1]
	w.c.Advance(k)
	w.left -= k
	return s, k, true
}

// schedule yields the sizes of NumPy's inner loop calls for a reduction
// whose inner loop reduces: the state of the buffered reduce iterator
// (npyiter_copy_to_buffers, npyiter_checkreducesize and
// npyiter_buffered_reduce_iternext) reduced to what decides the sizes.
type schedule struct {
	idx                [MaxRank]int
	index, buf         int
	inner, outer, pos  int
	outerdim           int
	reuse, begun, done bool
}

func (sc *schedule) start(it *Iter) {
	*sc = schedule{buf: min(kernel.BufSize, it.size)}
}

// next returns the size of the next call, or false after the last.
func (sc *schedule) next(it *Iter) (int, bool) {
	switch {
	case sc.done:
		return 0, false
	case !sc.begun:
		sc.begun = true
		sc.toBuffers(it, false)
	default:
		sc.index += sc.inner
		sc.pos++
		if sc.pos >= sc.outer {
			if sc.index >= it.size {
				sc.done = true
				return 0, false
			}
			sc.gotoIndex(it, sc.index)
			sc.toBuffers(it, true)
		}
	}
	if sc.inner <= 0 {
		sc.done = true
		return 0, false
	}
	// NumPy never hands a call past the end; the clamp only guards.
	return min(sc.inner, it.size-sc.index), true
}

// gotoIndex sets the multi-index for iteration index i
// (npyiter_goto_iterindex).
func (sc *schedule) gotoIndex(it *Iter, i int) {
	sc.index = i
	for k := range it.sn {
		sc.idx[k] = i % it.sshape[k]
		i /= it.sshape[k]
	}
}

// toBuffers is the sizing half of npyiter_copy_to_buffers for a
// reduction: the inner call size and how many calls the outer reduce loop
// makes before the buffers are refilled.
func (sc *schedule) toBuffers(it *Iter, prev bool) {
	transfer := min(sc.buf, it.size-sc.index)
	sc.pos = 0
	if prev && sc.reuse {
		sc.outer = it.sshape[sc.outerdim] - sc.idx[sc.outerdim]
		if sc.outer*sc.inner > sc.buf {
			sc.outer = transfer / sc.inner
		}
		return
	}
	transfer, sc.inner, sc.outerdim = sc.checkReduceSize(it, transfer)
	if sc.inner == 0 {
		sc.outer = 0
		return
	}
	sc.outer = transfer / sc.inner
}

// checkReduceSize is npyiter_checkreducesize: for a transfer of count
// elements from the current position, it returns the transfer size, the
// inner call size (a call must not cross a change between reduced and
// kept axes) and the axis of the outer reduce loop, and sets whether the
// next transfer may reuse this structure.
func (sc *schedule) checkReduceSize(it *Iter, count int) (transfer, inner, outerdim int) {
	if it.sn == 1 || count == 0 {
		return count, count, 0
	}
	red0 := it.sred[0]
	shape, coord := it.sshape[0], sc.idx[0]
	space := shape - coord
	factor := shape
	nonzero := coord != 0
	idim := 1
	for ; idim < it.sn && space < count; idim++ {
		if it.sred[idim] != red0 {
			if count <= space {
				sc.reuse = true
				return count, count, 0
			}
			if nonzero {
				count = min(count, space)
				sc.reuse = false
				return count, count, 0
			}
			break
		}
		shape, coord = it.sshape[idim], sc.idx[idim]
		if coord != 0 {
			nonzero = true
		}
		space += (shape - coord - 1) * factor
		factor *= shape
	}
	if nonzero || count < space || idim == it.sn {
		sc.reuse = false
		count = min(count, space)
		return count, count, 0
	}
	coord = sc.idx[idim]
	sc.reuse = coord == 0
	inner = space
	count /= space
	outerdim = idim
	red0 = it.sred[idim]
	shape = it.sshape[idim]
	space = shape - coord
	factor = shape
	for idim++; idim < it.sn && space < count; idim++ {
		if it.sred[idim] != red0 {
			if count <= space {
				return count * inner, inner, outerdim
			}
			return space * inner, inner, outerdim
		}
		shape, coord = it.sshape[idim], sc.idx[idim]
		space += (shape - coord - 1) * factor
		factor *= shape
	}
	count = min(count, space)
	return count * inner, inner, outerdim
}

// Sum adds the elements of src into the result elements of dst as
// NumPy's np.add.reduce does for floats: see the top of this file.
func Sum[F kernel.Float](it *Iter, dst, src []F) {
	ss := it.st[1][0]
	if !it.InnerReduced() {
		addEach(it, dst, src)
		return
	}
	if it.wholeRows() {
		// Each call is one whole row of the innermost axis.
		n := it.shape[0]
		if ss == 1 && it.st[1][1] == n {
			rows := it.shape[1]
			it.eachRows(func(d, s int) { kernel.SumRows128(dst, d, it.st[0][1], src, s, n, rows) })
			return
		}
		it.eachRun(func(d, s int) { dst[d] = kernel.SumRun(dst[d], src, s, n, ss) })
		return
	}
	var buf []F
	var idx [MaxRank]int
	w := calls{c: it.cursor(0, idx[:])}
	w.start(it)
	for w.next(it) {
		s, k, _ := w.run(it)
		if k == w.n {
			dst[w.d] = kernel.SumRun(dst[w.d], src, s, k, ss)
			continue
		}
		if buf == nil {
			buf = make([]F, kernel.BufSize)
		}
		j := 0
		for ok := true; ok; s, k, ok = w.run(it) {
			kernel.Copy(buf, j, 1, src, s, ss, k, false)
			j += k
		}
		dst[w.d] = kernel.SumRun(dst[w.d], buf, 0, j, 1)
	}
}

// addEach adds every source element into its own result element, run by
// run in NumPy's order (a reduction whose inner loop does not reduce).
func addEach[T kernel.Number](it *Iter, dst, src []T) {
	n, ds, ss := it.shape[0], it.st[0][0], it.st[1][0]
	if ds == 1 && ss == 1 && it.n >= 2 && it.st[0][1] == 0 {
		// Rows folded into one row of results, in order (long ones a few
		// at a time).
		ls := it.st[1][1]
		rows := it.shape[1]
		if it.n >= 3 && it.st[0][2] >= n && it.st[1][2] > 0 {
			// Sets of rows along a kept axis, folded side by side.
			m, ds, ss := it.shape[2], it.st[0][2], it.st[1][2]
			it.eachOuter(3, func(d, s int) { kernel.SumRowsSets(dst, d, ds, n, src, s, ss, ls, rows, m) })
			return
		}
		it.eachRows(func(d, s int) { kernel.SumRows(dst[d:d+n], src, s, ls, rows) })
		return
	}
	if ds == 1 && ss == 1 {
		it.eachRun(func(d, s int) { kernel.ArithVV(kernel.Add, dst[d:d+n], dst[d:d+n], src[s:s+n]) })
		return
	}
	it.eachRun(func(d, s int) { kernel.ArithStrided(kernel.Add, dst, d, ds, dst, d, ds, src, s, ss, n) })
}

// SumComplex is Sum for complex elements given as interleaved parts.
func SumComplex[F kernel.Float](it *Iter, dst, src []F) {
	ss := it.st[1][0]
	if !it.InnerReduced() {
		// The real and the imaginary parts are two interleaved runs.
		n, ds := it.shape[0], it.st[0][0]
		it.eachRun(func(d, s int) {
			kernel.ArithStrided(kernel.Add, dst, 2*d, 2*ds, dst, 2*d, 2*ds, src, 2*s, 2*ss, n)
			kernel.ArithStrided(kernel.Add, dst, 2*d+1, 2*ds, dst, 2*d+1, 2*ds, src, 2*s+1, 2*ss, n)
		})
		return
	}
	var buf []F
	var idx [MaxRank]int
	w := calls{c: it.cursor(0, idx[:])}
	w.start(it)
	for w.next(it) {
		d := w.d
		s, k, _ := w.run(it)
		if k == w.n {
			dst[2*d], dst[2*d+1] = kernel.SumComplexRun(dst[2*d], dst[2*d+1], src, s, k, ss)
			continue
		}
		if buf == nil {
			buf = make([]F, 2*kernel.BufSize)
		}
		j := 0
		for ok := true; ok; s, k, ok = w.run(it) {
			kernel.Copy(buf, 2*j, 2, src, 2*s, 2*ss, k, false)
			kernel.Copy(buf, 2*j+1, 2, src, 2*s+1, 2*ss, k, false)
			j += k
		}
		dst[2*d], dst[2*d+1] = kernel.SumComplexRun(dst[2*d], dst[2*d+1], buf, 0, j, 1)
	}
}

// SumConv is Sum for a source converted to float64 (np.mean of
// integers: NumPy casts each call's elements into its buffer and sums them
// pairwise there).
func SumConv[T kernel.Real](it *Iter, dst []float64, src []T) {
	ss := it.st[1][0]
	if !it.InnerReduced() {
		n, ds := it.shape[0], it.st[0][0]
		it.eachRun(func(d, s int) { kernel.AddConvRun(dst, d, ds, src, s, ss, n) })
		return
	}
	buf := make([]float64, min(it.size, kernel.BufSize))
	var idx [MaxRank]int
	w := calls{c: it.cursor(0, idx[:])}
	w.start(it)
	for w.next(it) {
		j := 0
		for s, k, ok := w.run(it); ok; s, k, ok = w.run(it) {
			kernel.ConvRun(buf, j, 1, src, s, ss, k)
			j += k
		}
		dst[w.d] = kernel.SumRun(dst[w.d], buf, 0, j, 1)
	}
}

// Prod multiplies the elements of src into the result elements of dst
// one at a time in NumPy's order, as np.multiply.reduce does.
func Prod[T kernel.Number](it *Iter, dst, src []T) {
	n, ds, ss := it.shape[0], it.st[0][0], it.st[1][0]
	if ds == 0 {
		it.eachRun(func(d, s int) { dst[d] = kernel.ProdRun(dst[d], src, s, n, ss) })
		return
	}
	it.eachRun(func(d, s int) { kernel.MulRun(dst, d, ds, src, s, ss, n) })
}

// Size returns the number of elements the iteration visits.
func (it *Iter) Size() int { return it.size }

// At returns the offsets of the result element and the source element at
// iteration index i, found from i alone (slowly: for tests).
func (it *Iter) At(i int) (d, s int) {
	d, s = it.off[0], it.off[1]
	for k := range it.n {
		c := i % it.shape[k]
		i /= it.shape[k]
		d += c * it.st[0][k]
		s += c * it.st[1][k]
	}
	return d, s
}

// CallSizes yields the sizes of NumPy's inner loop calls, in order, when
// the inner loop reduces (see [Iter.InnerReduced]).
func (it *Iter) CallSizes() iter.Seq[int] {
	return func(yield func(int) bool) {
		var sc schedule
		sc.start(it)
		for {
			n, ok := sc.next(it)
			if !ok || !yield(n) {
				return
			}
		}
	}
}

// SplitAxis returns the walked axis along which [Sum] may be run on
// separate parts of it with the same bits, its length, and the multiple
// of positions at which it may be cut: the outermost walked axis, other
// than the innermost run, that the result steps along (every result
// element then belongs to one part, which adds into it in the order the
// whole does), cut anywhere; or else the innermost run itself when it is
// not reduced (a sum over outer axes into one row) and at least
// kernel.FoldRowsMax long, cut at multiples of [ColumnUnit] columns, each
// range still added into row by row (narrower rows stay whole: parts of a
// few columns would each read every line of the source). ok is
// false when Sum takes NumPy's buffered path, whose calls depend on the
// whole iteration, or when no axis qualifies.
func (it *Iter) SplitAxis() (axis, n, unit int, ok bool) {
	if it.InnerReduced() && !it.wholeRows() {
		return 0, 0, 0, false
	}
	for k := it.n - 1; k >= 1; k-- {
		if it.st[0][k] != 0 {
			return k, it.shape[k], 1, true
		}
	}
	if it.n >= 1 && !it.InnerReduced() && it.shape[0] >= kernel.FoldRowsMax {
		return 0, it.shape[0], ColumnUnit, true
	}
	return 0, 0, 0, false
}

// ColumnUnit is the multiple of columns at which SplitAxis cuts a row of
// sums: a multiple of every rows kernel's width, so that each column
// falls to the vector kernel or to the Go loop (whose NaNs may differ) as
// it does for one worker, and parts never share a cache line of results.
const ColumnUnit = 32

// wholeRows reports whether each of Sum's calls is one whole row of the
// innermost axis (the rows path of Sum).
func (it *Iter) wholeRows() bool {
	return it.n >= 2 && it.sshape[0] == it.shape[0] && it.shape[0] <= kernel.BufSize && !it.sred[1]
}

// Part returns the iteration over positions [lo, hi) of walked axis axis
// (from SplitAxis), the rest as it is.
func (it *Iter) Part(axis, lo, hi int) Iter {
	q := *it
	q.shape[axis] = hi - lo
	q.cshape[it.n-1-axis] = hi - lo
	q.off[0] += lo * it.st[0][axis]
	q.off[1] += lo * it.st[1][axis]
	return q
}
