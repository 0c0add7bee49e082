package engine

import (
	"unsafe"

	"github.com/fixedrank/tensor/internal/cursor"

	"github.com/fixedrank/tensor/internal/kernel"
)

// Plan is a normalised iteration over up to three operands sharing one
// shape: op 0 is the destination, ops 1 and 2 are sources.
type Plan struct {
	N, Ops int
	Shape  [MaxRank]int
	St     [3][MaxRank]int
	Off    [3]int
}

// Init sets p to the normalised iteration of the given shape over ops
// operands (strides st[i], offsets off[i]), with axes sorted by the
// destination's strides; it reports false when there is nothing to do.
// Plans are built in place: a Plan holds MaxRank axes for each operand,
// over a kilobyte, and copying one on every call cost a small operation
// more than its arithmetic.
func (p *Plan) Init(shape []int, ops int, st [3][]int, off [3]int) bool {
	return p.InitKey(shape, ops, 0, st, off)
}

// InitKey is Init with the axes sorted by operand key's strides
// (reductions sort by the source so that reads are sequential).
func (p *Plan) InitKey(shape []int, ops, key int, st [3][]int, off [3]int) bool {
	other := 1 - min(key, 1)
	p.reset(ops, off, len(shape))
	for k, d := range shape {
		if d == 0 {
			p.N = 0
			return false
		}
		if d == 1 {
			continue
		}
		var s [3]int
		neg, pos := false, false
		for i := range ops {
			s[i] = st[i][k]
			neg = neg || s[i] < 0
			pos = pos || s[i] > 0
		}
		if neg && !pos { // flip together: every operand steps backwards
			for i := range ops {
				p.Off[i] += s[i] * (d - 1)
				s[i] = -s[i]
			}
		}
		// Insertion sort: descending |dst stride| (ties: descending |src stride|).
		j := p.N
		p.N++
		for j > 0 && Less(p.St[key][j-1], p.St[other][j-1], s[key], s[other]) {
			p.Shape[j] = p.Shape[j-1]
			for i := range ops {
				p.St[i][j] = p.St[i][j-1]
			}
			j--
		}
		p.Shape[j] = d
		for i := range ops {
			p.St[i][j] = s[i]
		}
	}
	p.Merge()
	return true
}

// InitC sets p to the plan of one operand in C order: length-1 axes
// dropped and neighbours merged, nothing reordered or flipped, so walking
// it visits the elements in C order (last index fastest). It reports false
// when the shape is empty.
func (p *Plan) InitC(shape, strides []int, offset int) bool {
	p.reset(1, [3]int{offset}, len(shape))
	for k, d := range shape {
		if d == 0 {
			p.N = 0
			return false
		}
		if d > 1 {
			p.Shape[p.N], p.St[0][p.N] = d, strides[k]
			p.N++
		}
	}
	p.Merge()
	return true
}

// reset empties p for a plan of ops operands at offsets off over at most
// r axes. Only what the plan is built from is cleared, not the whole
// kilobyte: entries past N mean nothing (Merge leaves them so too), and
// the strides of the operands past ops, which read as 0 (Inner reports
// three), are cleared over the r axes the plan can use.
func (p *Plan) reset(ops int, off [3]int, r int) {
	p.N, p.Ops, p.Off = 0, ops, off
	for i := ops; i < 3; i++ {
		clear(p.St[i][:r])
	}
}

// Less orders axes: a before b (outer) when a's dst stride is larger.
func Less(da, sa, db, sb int) bool {
	ad, bd := Abs(da), Abs(db)
	if ad != bd {
		return ad < bd
	}
	return Abs(sa) < Abs(sb)
}

func Abs(a int) int {
	if a < 0 {
		return -a
	}
	return a
}

// Merge joins axis k-1 (outer) with k (inner) when, in every operand,
// stride[k-1] == stride[k]*shape[k].
func (p *Plan) Merge() {
	if p.N < 2 {
		return
	}
	m := 0
	for k := 1; k < p.N; k++ {
		ok := true
		for i := range p.Ops {
			ok = ok && p.St[i][m] == p.St[i][k]*p.Shape[k]
		}
		if ok {
			p.Shape[m] *= p.Shape[k]
			for i := range p.Ops {
				p.St[i][m] = p.St[i][k]
			}
			continue
		}
		m++
		p.Shape[m] = p.Shape[k]
		for i := range p.Ops {
			p.St[i][m] = p.St[i][k]
		}
	}
	p.N = m + 1
}

// Inner returns the length of the innermost axis and each operand's stride
// along it. A plan with no axes (a single element) reads as one run of
// length 1, so kernels need no special case for it: walk with keep 1 then
// calls the body once at the plan's offsets.
func (p *Plan) Inner() (n int, st [3]int) {
	if p.N == 0 {
		return 1, st
	}
	k := p.N - 1
	return p.Shape[k], [3]int{p.St[0][k], p.St[1][k], p.St[2][k]}
}

// Swap exchanges axes a and b of the plan.
func (p *Plan) Swap(a, b int) {
	p.Shape[a], p.Shape[b] = p.Shape[b], p.Shape[a]
	for i := range p.Ops {
		p.St[i][a], p.St[i][b] = p.St[i][b], p.St[i][a]
	}
}

// CopyStrided copies src (strides already broadcast to dst's shape) into
// dst, a new result or a buffer of the package's own, out of the caches
// (see streamsInto).
func CopyStrided[T any](dst, src Strided[T]) { copyStrided(dst, src, true) }

// CopyInto is CopyStrided into a destination the caller passed, which may
// be in the caches with src (see streamsInto).
func CopyInto[T any](dst, src Strided[T]) { copyStrided(dst, src, false) }

func copyStrided[T any](dst, src Strided[T], fresh bool) {
	if len(dst.Data) == 0 || len(src.Data) == 0 {
		return // nothing to copy, or a zero-value tensor without elements
	}
	var p Plan
	if !p.Init(dst.Shape, 2, [3][]int{dst.St, src.St}, [3]int{dst.Off, src.Off}) {
		return
	}
	RunCopy(dst.Data, src.Data, &p, fresh)
}

// RunCopy copies along p (dst is op 0, src op 1), in parallel parts when
// it is large; fresh tells a new result from the caller's destination
// (see streamsInto).
func RunCopy[T any](dst, src []T, p *Plan, fresh bool) {
	var nt bool
	if _, st := p.Inner(); st[1] == 0 {
		nt = PlanBytes[T](p) >= kernel.Tune().FillNtBytes // a fill: its only memory is dst
	} else {
		nt = streamsInto(PlanBytes[T](p), OpBytes[T](p, 1), fresh)
	}
	if ax, parts := Parts(p, dst); parts > 1 {
		Split(p, ax, parts, dst, src, src, func(q *Plan, d, s, _ []T) { runCopy(d, s, q, nt) })
		return
	}
	runCopy(dst, src, p, nt)
}

func runCopy[T any](dst, src []T, p *Plan, nt bool) {
	n, st := p.Inner()
	ds, ss := st[0], st[1]
	// A transpose: unit-stride destination inner axis, but the source is
	// unit-stride along an outer axis. Move that axis next to the inner one
	// and hand the pair to the transpose kernel.
	if p.N >= 2 && ds == 1 && ss != 1 {
		for j := p.N - 2; j >= 0; j-- {
			if Abs(p.St[1][j]) != 1 {
				continue
			}
			p.Swap(j, p.N-2)
			m, nb := p.Shape[p.N-2], p.Shape[p.N-1]
			ld, sa, ls := p.St[0][p.N-2], p.St[1][p.N-2], p.St[1][p.N-1]
			if ld > 0 && sa == 1 && ls > 0 {
				Outer(p, 2, func(d, s int) { kernel.Transpose(dst, d, ld, src, s, ls, m, nb, nt) })
				if nt {
					kernel.Fence() // on the goroutine that stored
				}
				return
			}
			Outer(p, 2, func(d, s int) { kernel.TransposeStrided(dst, d, ld, src, s, sa, ls, m, nb) })
			return
		}
	}
	if ds == 1 && ss == -1 && p.N >= 2 {
		// Reversed rows: the rows of the next axis in one call.
		m, ld, ls := p.Shape[p.N-2], p.St[0][p.N-2], p.St[1][p.N-2]
		Outer(p, 2, func(d, s int) { kernel.ReverseRows(dst, d, ld, src, s, ls, m, n, nt) })
	} else {
		if nt && ds == 1 && ss == 1 && kernel.StreamsRuns[T](n) {
			sourceOrder(p)
		}
		Outer(p, 1, func(d, s int) { kernel.Copy(dst, d, ds, src, s, ss, n, nt) })
	}
	if nt {
		kernel.Fence() // the streaming kernels' stores (Copy, ReverseRows), on the goroutine that stored
	}
}

// sourceOrder sorts the plan's outer axes (all but the inner one) by
// decreasing source stride, so that a copy of streamed runs (see
// [kernel.StreamsRuns]) reads its source in memory order and scatters its
// stores instead.
func sourceOrder(p *Plan) {
	for a := 1; a < p.N-1; a++ {
		for b := a; b > 0 && Abs(p.St[1][b]) > Abs(p.St[1][b-1]); b-- {
			p.Swap(b, b-1)
		}
	}
}

// PlanBytes returns the size in bytes of the plan's iteration space for
// elements of type T.
func PlanBytes[T any](p *Plan) int {
	var z T
	n := int(unsafe.Sizeof(z))
	for k := range p.N {
		n *= p.Shape[k]
	}
	return n
}

// OpBytes returns the size in bytes of the elements operand i of the plan
// reads, for elements of type T: the product of the lengths of the axes
// it moves along (along a broadcast axis, stride 0, it reads one).
func OpBytes[T any](p *Plan, i int) int {
	var z T
	n := int(unsafe.Sizeof(z))
	for k := range p.N {
		if p.St[i][k] != 0 {
			n *= p.Shape[k]
		}
	}
	return n
}

// streamsInto reports whether a destination of dst bytes whose operands
// hold src bytes is stored non-temporally, by the kernels that can store
// either way (copies, arithmetic, the elementwise functions, conversions,
// selections); every such path decides it here. A new result
// (fresh, just allocated, and out of the caches) streams from
// [kernel.Tuning.NtBytes]; a destination the caller passes may be in the
// caches with its operands, reused call after call, and then streams only
// when it and they exceed half the L3 together. On a 2-core AMD EPYC
// (Zen 4, 32 MiB L3), one worker: ConvertTo of 1 M uint8 into an existing
// float32 tensor took 58.6 µs with ordinary stores and about 150 with
// non-temporal ones (NumPy 80), while int32 to float64 of 1024² into a new
// tensor took 437 µs with ordinary stores and 315 with non-temporal ones.
func streamsInto(dst, src int, fresh bool) bool {
	if streamsHook != nil {
		streamsHook(dst, src, fresh)
	}
	if dst < kernel.Tune().NtBytes {
		return false
	}
	return fresh || dst+src > kernel.Tune().Caches.L3/2
}

// streamsHook, set by tests, sees every question put to streamsInto.
var streamsHook func(dst, src int, fresh bool)

// Outer calls body with the offsets of operands 0 and 1 at every position
// of the axes outside the last keep ones, in order.
func Outer(p *Plan, keep int, body func(d, s int)) {
	Walk(p, keep, func(d, s, _ int) bool { body(d, s); return true })
}

// Walk calls body with the offsets of every operand at every position of
// the axes outside the last keep ones, in order, until body returns false;
// it reports whether it visited every position.
func Walk(p *Plan, keep int, body func(o0, o1, o2 int) bool) bool {
	var idx [MaxRank]int
	c := p.Cursor(keep, idx[:])
	for body(c.Off[0], c.Off[1], c.Off[2]) {
		if !c.Next() {
			return true
		}
	}
	return false
}

// Cursor returns the cursor over p's axes outside the last keep ones, at
// the plan's offsets, with its position in idx (MaxRank long, zero).
func (p *Plan) Cursor(keep int, idx []int) cursor.Cursor {
	m := max(p.N-keep, 0)
	return cursor.Cursor{
		Idx:   idx[:m],
		Shape: p.Shape[:m],
		St:    [3][]int{p.St[0][:m], p.St[1][:m], p.St[2][:m]},
		Off:   p.Off,
		Ops:   p.Ops,
	}
}
