package engine

import (
	"runtime"
	"slices"
	"unsafe"

	"github.com/fixedrank/tensor/internal/kernel"
	"github.com/fixedrank/tensor/internal/par"
	"github.com/fixedrank/tensor/internal/reduceplan"
)

// Size returns the number of positions p iterates over.
func (p *Plan) Size() int {
	n := 1
	for k := range p.N {
		n *= p.Shape[k]
	}
	return n
}

// A parallel part runs on another goroutine, so whatever it reads must be
// on the heap: a goroutine's stack moves when it grows or shrinks. The
// escape analysis, which cannot tell one field of a Strided from another,
// would otherwise move every shape and stride array of every caller to the
// heap because a part holds a Strided's data. So the operands of a part
// travel as a slice header the analysis does not follow ([mem]), and only
// memory that cannot be on a stack does: operands whose buffers are larger
// than any variable the compiler places on a stack as they are, smaller
// ones (a reduction's destination, a broadcast row) as heap copies, the
// destination's copied back when the parts are done.

// maxStackVar is the size in bytes of the largest variable Go's compiler
// places on a goroutine's stack (cmd/compile's MaxStackVarSize); a larger
// backing array is on the heap.
const maxStackVar = 128 << 10

// mem is a slice header with its pointer held as an integer, and, for a
// heap copy that source made, the copy itself: the integer does not keep
// memory alive, so a copy that nothing else references would otherwise be
// freed while the parts read it.
type mem[T any] struct {
	h    hdr
	keep []T
}

// hdr is a slice header with its pointer held as an integer.
type hdr struct {
	p    uintptr
	n, c int
}

func hide[T any](s []T) mem[T] { return mem[T]{h: *(*hdr)(unsafe.Pointer(&s))} }

func (m mem[T]) slice() []T { return *(*[]T)(unsafe.Pointer(&m.h)) }

// onHeap reports whether s's backing array is too large for a stack.
func onHeap[T any](s []T) bool {
	var z T
	return uintptr(cap(s))*unsafe.Sizeof(z) > maxStackVar
}

// target returns the buffer parts may write for the destination d, whose
// positions they write are at: d itself, or, when d might be on a stack, a
// heap buffer of d's length holding d's values at at, which [untarget]
// copies back into d when the parts are done, at at only. Elements of d
// between and around those positions are neither read nor written (an
// out= view's neighbours may belong to another goroutine).
func target[T any](d []T, at *Plan) []T {
	if onHeap(d) {
		return d
	}
	out := make([]T, len(d))
	copyAt(out, d, at)
	return out
}

// untarget copies the parts' results back from out, target's buffer for
// d, when it is a copy.
func untarget[T any](d, out []T, at *Plan) {
	if !onHeap(d) {
		copyAt(d, out, at)
	}
}

// copyAt copies src's elements at the positions at (a plan whose two
// operands step alike) into dst's.
func copyAt[T any](dst, src []T, at *Plan) {
	n, st := at.Inner()
	Outer(at, 1, func(o, _ int) { kernel.Copy(dst, o, st[0], src, o, st[0], n, false) })
}

// destOf returns the positions p's operand 0 (a destination) takes, as a
// plan of two operands with its strides and offset, for [target]: the
// axes along which it steps, each once (a reduced axis, stride 0, is
// dropped).
func destOf(p *Plan) Plan {
	return destAxes(p.Shape[:p.N], p.St[0][:p.N], p.Off[0])
}

// destAxes is destOf for a destination of the given shape, strides and
// offset.
func destAxes(shape, st []int, off int) Plan {
	q := Plan{Ops: 2, Off: [3]int{off, off}}
	for k, d := range shape {
		if st[k] == 0 || d == 1 {
			continue
		}
		q.Shape[q.N], q.St[0][q.N], q.St[1][q.N] = d, st[k], st[k]
		q.N++
	}
	return q
}

// flat is the positions d[lo:hi], for [target].
func flat(lo, hi int) Plan {
	return destAxes([]int{hi - lo}, []int{1}, lo)
}

// source returns s as a part may read it: s itself, or a heap copy.
func source[T any](s []T) mem[T] {
	if !onHeap(s) {
		c := slices.Clone(s)
		return mem[T]{h: *(*hdr)(unsafe.Pointer(&c)), keep: c}
	}
	return hide(s)
}

// Parts returns the axis to cut p along and into how many parts, for a
// destination dst: one part when p is small or when the destination does
// not step along any axis (a full reduction).
// Cutting along the outermost axis the destination steps along gives every
// destination element to one part, which visits its sources in p's order,
// so that results are the same for any number of parts.
func Parts[T any](p *Plan, dst []T) (ax, parts int) {
	return PartsOf(p, dst, p.Size())
}

// PartsOf is Parts for a plan whose positions stand for total elements
// of work in all (the lanes of a sort, each a whole lane).
func PartsOf[T any](p *Plan, dst []T, total int) (ax, parts int) {
	for ax < p.N && p.St[0][ax] == 0 {
		ax++
	}
	if ax == p.N {
		return 0, 1
	}
	return ax, min(par.Parts(total, par.Grain), p.Shape[ax])
}

// Split runs run on parts of p cut along axis ax (from [Parts]), in
// parallel, with the operands d, a and b as the parts read them (d is
// written; a and b are copied first if they might be on a stack). Call it
// only when parts > 1, with run created in that branch: run escapes.
func Split[D, A, B any](p *Plan, ax, parts int, d []D, a []A, b []B, run func(q *Plan, d []D, a []A, b []B)) {
	splitAt(destOf(p), p, ax, parts, d, a, b, run)
}

// splitAt is Split for parts that write d at the positions at rather than
// at p's operand 0 (a sort writes whole lanes from each position).
func splitAt[D, A, B any](at Plan, p *Plan, ax, parts int, d []D, a []A, b []B, run func(q *Plan, d []D, a []A, b []B)) {
	out := target(d, &at) // a reduction's small destination may be on a stack
	dm, am, bm := hide(out), source(a), source(b)
	base, n := *p, p.Shape[ax]
	par.Run(parts, func(i int) {
		lo, hi := i*n/parts, (i+1)*n/parts
		q := base
		q.Shape[ax] = hi - lo
		for op := range q.Ops {
			q.Off[op] += lo * q.St[op][ax]
		}
		run(&q, dm.slice(), am.slice(), bm.slice())
	})
	untarget(d, out, &at)
	runtime.KeepAlive(out)
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
}

// EachRun calls body with the offsets, length and strides of every inner
// run of p.
func EachRun(p *Plan, body func(o0, o1, o2, n int, st [3]int)) {
	n, st := p.Inner()
	Walk(p, 1, func(o0, o1, o2 int) bool { body(o0, o1, o2, n, st); return true })
}

// SumRun is kernel.SumRun(0, x, o, n, s) (NumPy's sum of one run: the
// pairwise sums of consecutive 8192-element chunks, added in order) with
// the chunks' pairwise sums computed in parallel when the run is long.
// They are added in NumPy's order afterwards, so the bits are the same for
// any number of workers.
func SumRun[F kernel.Float](x []F, o, n, s int) F {
	chunks := (n + kernel.BufSize - 1) / kernel.BufSize
	parts := min(par.Parts(n, par.Grain), chunks)
	if parts <= 1 {
		return kernel.SumRun(0, x, o, n, s)
	}
	return sumRunPar(source(x), o, n, s, chunks, parts)
}

func sumRunPar[F kernel.Float](xm mem[F], o, n, s, chunks, parts int) F {
	sums := make([]F, chunks)
	par.Run(parts, func(i int) {
		x := xm.slice()
		lo, hi := i*chunks/parts, (i+1)*chunks/parts
		if full := min(hi, n/kernel.BufSize); s == 1 && full > lo {
			// The part's whole chunks, read a few streams at a time.
			kernel.ChunkSums(x[o+lo*kernel.BufSize:o+full*kernel.BufSize], sums[lo:full])
			lo = full
		}
		for c := lo; c < hi; c++ {
			at := c * kernel.BufSize
			sums[c] = kernel.Pairwise(x, o+at*s, min(kernel.BufSize, n-at), s)
		}
	})
	var acc F
	for _, v := range sums {
		acc += v
	}
	return acc
}

// extremeBlock is the length of the blocks a long run's minimum or maximum
// is taken over, before the blocks' extremes are folded in order. The
// blocks do not depend on the number of workers, so neither does the
// result (which of 0 and -0 wins a tie included).
const extremeBlock = 1 << 16

// ExtremeRun is kernel.ExtremeRun(max, acc, x, o, s, n) taken over blocks
// of extremeBlock elements, in parallel when there are several.
func ExtremeRun[T Real](max bool, acc T, x []T, o, s, n int) T {
	blocks := (n + extremeBlock - 1) / extremeBlock
	if blocks <= 1 {
		return kernel.ExtremeRun(max, acc, x, o, s, n)
	}
	xm := hide(x) // read on this goroutine only
	if par.Parts(n, par.Grain) > 1 {
		xm = source(x)
	}
	best := extremeBlocks(max, xm, o, s, n, blocks)
	for _, v := range best {
		if kernel.Better(max, acc, v) {
			acc = v
		}
	}
	return acc
}

func extremeBlocks[T Real](max bool, xm mem[T], o, s, n, blocks int) []T {
	best := make([]T, blocks)
	parts := min(par.Parts(n, par.Grain), blocks)
	par.Run(parts, func(i int) {
		lo, hi := i*blocks/parts, (i+1)*blocks/parts
		x := xm.slice()
		if full := min(hi, n/extremeBlock); s == 1 && full > lo {
			// The part's whole blocks, several read side by side.
			for b := lo; b < full; b++ {
				best[b] = x[o+b*extremeBlock]
			}
			kernel.ExtremeSets(max, best, lo, 1, x, o+lo*extremeBlock, extremeBlock, extremeBlock, full-lo)
			lo = full
		}
		for b := lo; b < hi; b++ {
			at := o + b*extremeBlock*s
			best[b] = kernel.ExtremeRun(max, x[at], x, at, s, min(extremeBlock, n-b*extremeBlock))
		}
	})
	return best
}

// ArgExtremeRun is kernel.ArgExtremeRun with the run cut into parts
// searched in parallel; the parts' answers are combined in order (the
// first NaN, else the first position of the extreme), which is the
// answer of one search.
func ArgExtremeRun[T Real](max bool, x []T, o, s, n int) int {
	parts := par.Parts(n, par.Grain)
	if parts <= 1 {
		return kernel.ArgExtremeRun(max, x, o, s, n)
	}
	at := argParts(max, source(x), o, s, n, parts)
	best := at[0]
	for _, i := range at {
		v, b := x[o+i*s], x[o+best*s]
		switch {
		case b != b:
			return best
		case v != v:
			return i
		case max && v > b, !max && v < b:
			best = i
		}
	}
	return best
}

func argParts[T Real](max bool, xm mem[T], o, s, n, parts int) []int {
	at := make([]int, parts)
	par.Run(parts, func(i int) {
		lo, hi := i*n/parts, (i+1)*n/parts
		at[i] = lo + kernel.ArgExtremeRun(max, xm.slice(), o+lo*s, s, hi-lo)
	})
	return at
}

// A Runner is the kernel of one inner run, as a value: Run stores the
// results of the run of n elements at the offsets o0 (into d), o1 and o2
// with the strides st. Its fields are what the kernel needs besides the
// operands (the function, an operator), copied into the parallel parts.
type Runner[D, A, B any] interface {
	Run(d []D, a []A, b []B, o0, o1, o2, n int, st [3]int)
}

// RunsPar calls r.Run with the operands and the offsets, length and strides
// of every inner run of p (operand 0, d, is written), in parallel parts
// when p is large (see [Parts] and [Split]). r is a value, copied into the
// parts only when there are parts, so that a call on one goroutine
// allocates nothing.
func RunsPar[D, A, B any, R Runner[D, A, B]](p *Plan, d []D, a []A, b []B, r R) {
	runsPar(p, d, a, b, r, false)
}

// RunsParNT is RunsPar for a runner whose kernels store non-temporally:
// each part, and the single run on the calling goroutine, calls
// [kernel.Fence] once after its last run, on the goroutine that stored.
func RunsParNT[D, A, B any, R Runner[D, A, B]](p *Plan, d []D, a []A, b []B, r R) {
	runsPar(p, d, a, b, r, true)
}

func runsPar[D, A, B any, R Runner[D, A, B]](p *Plan, d []D, a []A, b []B, r R, fence bool) {
	if ax, parts := Parts(p, d); parts > 1 {
		Split(p, ax, parts, d, a, b, func(q *Plan, d []D, a []A, b []B) { eachRunOf(q, d, a, b, r, fence) })
		return
	}
	// The operands pass through mem so that calling r.Run, through R's
	// dictionary, does not move them to the heap.
	eachRunOf(p, hide(d).slice(), hide(a).slice(), hide(b).slice(), r, fence)
}

func eachRunOf[D, A, B any, R Runner[D, A, B]](p *Plan, d []D, a []A, b []B, r R, fence bool) {
	n, st := p.Inner()
	Walk(p, 1, func(o0, o1, o2 int) bool { r.Run(d, a, b, o0, o1, o2, n, st); return true })
	if fence {
		kernel.Fence()
	}
}

// ReduceSum is reduceplan.Sum, run in parallel parts of the iteration
// when NumPy's calls allow it (see reduceplan.Iter.SplitAxis): every result
// element is summed by one part in NumPy's order, so the bits are the
// same for any number of workers.
func ReduceSum[F kernel.Float](it *reduceplan.Iter, dst, src []F) {
	if ax, n, unit, ok := it.SplitAxis(); ok {
		blocks := (n + unit - 1) / unit
		if parts := min(par.Parts(it.Size(), par.Grain), blocks); parts > 1 {
			reduceSumParts(*it, ax, n, unit, parts, dst, src)
			return
		}
	}
	reduceplan.Sum(it, dst, src)
}

// reduceSumParts runs Sum on parts of it cut along axis ax (n long) at
// multiples of unit positions.
func reduceSumParts[F kernel.Float](it reduceplan.Iter, ax, n, unit, parts int, dst, src []F) {
	at := destAxes(it.Result())
	out := target(dst, &at)
	dm, sm := hide(out), source(src)
	blocks := (n + unit - 1) / unit
	par.Run(parts, func(i int) {
		q := it.Part(ax, min(n, i*blocks/parts*unit), min(n, (i+1)*blocks/parts*unit))
		reduceplan.Sum(&q, dm.slice(), sm.slice())
	})
	untarget(dst, out, &at)
	runtime.KeepAlive(out)
	runtime.KeepAlive(src)
}

// foldParts folds the parts of p (a plan over one operand, x) cut along
// axis ax with fold, in parallel, and combines their results in order
// with combine. Call it only when parts > 1 (see [Parts]), for a fold
// whose result does not depend on how the plan is cut (wrapping integer
// sums and products).
func foldParts[A, S any](p *Plan, x []S, ax, parts int, fold func(q *Plan, x []S) A, combine func(a, b A) A) A {
	xm, base, n := source(x), *p, p.Shape[ax]
	res := make([]A, parts)
	par.Run(parts, func(i int) {
		lo, hi := i*n/parts, (i+1)*n/parts
		q := base
		q.Shape[ax] = hi - lo
		q.Off[0] += lo * q.St[0][ax]
		res[i] = fold(&q, xm.slice())
	})
	runtime.KeepAlive(x)
	acc := res[0]
	for _, r := range res[1:] {
		acc = combine(acc, r)
	}
	return acc
}
