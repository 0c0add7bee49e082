package engine

import (
	"math"
	"math/bits"
	"runtime"
	"unsafe"

	"github.com/fixedrank/tensor/internal/kernel"
	"github.com/fixedrank/tensor/internal/par"
)

// Extreme implements Min and Max for both ranks.
func Extreme[T Real](name string, t Strided[T], max bool) (T, error) {
	var best T
	var p Plan
	if !ElemPlan(&p, t.Data, t.Shape, t.St, t.Off) {
		return best, Errorf(ErrShape, "%s: empty tensor", name)
	}
	n, st := p.Inner()
	best = t.Data[p.Off[0]]
	Walk(&p, 1, func(o, _, _ int) bool {
		best = ExtremeRun(max, best, t.Data, o, st[0], n)
		return true
	})
	return best, nil
}

// NonEmptyAxis reports the error of a minimum or maximum along an empty
// axis k of length d.
func NonEmptyAxis(name string, d, k int) error {
	if d == 0 {
		return Errorf(ErrShape, "%s: axis %d is empty", name, k)
	}
	return nil
}

// ExtremeAxisInto stores the minima or maxima of t over the axes in mask,
// none of them empty, into r, which does not overlap t: the first element
// of each lane, then the others folded in (for one axis, the lanes from
// index 1; for several, whole lanes, the first element again included).
func ExtremeAxisInto[T Real](r, t Strided[T], mask uint64, max bool) {
	var fst [MaxRank]int
	n := len(t.Shape)
	first := Strided[T]{Data: t.Data, Shape: r.Shape, St: fst[:len(r.Shape)], Off: t.Off}
	keep := len(r.Shape) == n
	j := 0
	for i := range n {
		if mask&(1<<i) == 0 || keep {
			fst[j] = t.St[i] // index 0 of a reduced axis adds nothing
			j++
		}
	}
	CopyStrided(r, first)
	rest := t
	var rsh, rst [MaxRank]int
	if bits.OnesCount64(mask) == 1 {
		k := bits.TrailingZeros64(mask)
		rest = Strided[T]{Data: t.Data, Shape: rsh[:n], St: rst[:n]}
		copy(rest.Shape, t.Shape)
		copy(rest.St, t.St)
		// rest is t without index 0 of axis k (the caller saw t.shape[k] > 0).
		rest.Shape[k]--
		rest.Off = t.Off + t.St[k]
	}
	var p Plan
	if !ReducePlan(&p, r, rest, mask) {
		return
	}
	switch kind, size := KindOf[T](); {
	case kind == KindFloat && size == 8:
		ExtremeRuns(max, &p, Reinterpret[float64](r.Data), Reinterpret[float64](t.Data))
	case kind == KindFloat:
		ExtremeRuns(max, &p, Reinterpret[float32](r.Data), Reinterpret[float32](t.Data))
	default:
		ExtremeRuns(max, &p, r.Data, t.Data)
	}
}

// ExtremeRuns folds p's source into its destination: a run with
// destination stride 0 is one output element, unit-stride runs (the rows
// of an outer-axis reduction) go to the vector kernel.
func ExtremeRuns[T Real](max bool, p *Plan, dst, src []T) {
	if ax, parts := Parts(p, dst); parts > 1 {
		if lo, hi, ok := dstSpan(p); ok && ax > 0 && hi-lo <= splitReducedMax && p.Shape[0] >= 2*parts {
			extremeSplitReduced(max, p, parts, lo, hi, dst, src)
			return
		}
		Split(p, ax, parts, dst, src, src, func(q *Plan, d, s, _ []T) { extremeRuns(max, q, d, s) })
		return
	}
	extremeRuns(max, p, dst, src)
}

// splitReducedMax is the largest destination (in elements) that
// extremeSplitReduced copies for each part.
const splitReducedMax = 1 << 16

// extremeSplitReduced is ExtremeRuns in parts cut along p's outermost
// axis, which is reduced (the destination does not step along it): part 0
// folds its share into dst, every other part into a buffer of its own that
// starts at the identity (-Inf or the type's minimum for a maximum), and
// the buffers are folded into dst in the parts' order. Each part then reads
// a contiguous share of the source; cut along the destination's axis
// instead, the parts read halves of every row, which on a 2-core AMD EPYC
// (Zen 5) VM ran no faster than one worker (4096² float64 along axis 0:
// 5.8 ms in halves of rows, 5.8 ms on one goroutine, 3.1 ms in halves of
// the rows' range). The destination's positions are dst[lo:hi], all of
// them (dstSpan): the buffers stand for that range, and the final folds
// write only there. The values are one worker's: a fold keeps the earlier
// value on ties and the earlier NaN, and folding a part's result into the
// earlier parts' does too.
func extremeSplitReduced[T Real](max bool, p *Plan, parts, lo, hi int, dst, src []T) {
	bufs := make([][]T, parts-1)
	id := extremeIdentity[T](max)
	for i := range bufs {
		bufs[i] = make([]T, hi-lo)
		for j := range bufs[i] {
			bufs[i][j] = id
		}
	}
	at := flat(lo, hi)
	out := target(dst, &at)
	dm, sm := hide(out), source(src)
	base, n := *p, p.Shape[0]
	par.Run(parts, func(i int) {
		r0, r1 := i*n/parts, (i+1)*n/parts // the part's share of the reduced axis
		q := base
		q.Shape[0] = r1 - r0
		for op := range q.Ops {
			q.Off[op] += r0 * q.St[op][0]
		}
		d := dm.slice()
		if i > 0 {
			d = bufs[i-1]
			q.Off[0] -= lo // the buffer holds dst[lo:hi]
		}
		extremeRuns(max, &q, d, sm.slice())
	})
	untarget(dst, out, &at)
	runtime.KeepAlive(out)
	runtime.KeepAlive(src)
	for _, b := range bufs {
		kernel.ExtremeVV(max, dst[lo:hi], b)
	}
}

// dstSpan reports whether p's destination positions are every element of
// one range dst[lo:hi] (strides not negative, and as many positions as
// elements in the range), and the range.
func dstSpan(p *Plan) (lo, hi int, ok bool) {
	lo, hi = p.Off[0], p.Off[0]
	count := 1
	for k := range p.N {
		s := p.St[0][k]
		switch {
		case s < 0:
			return 0, 0, false
		case s > 0:
			hi += (p.Shape[k] - 1) * s
			count *= p.Shape[k]
		}
	}
	return lo, hi + 1, hi+1-lo == count
}

// extremeIdentity returns the value no element loses to: -Inf or the
// type's least value for a maximum, +Inf or its greatest for a minimum.
func extremeIdentity[T Real](max bool) T {
	var z T
	switch any(z).(type) {
	case float32, float64:
		if max {
			return T(math.Inf(-1))
		}
		return T(math.Inf(1))
	}
	bits := unsafe.Sizeof(z) * 8
	signed := z-1 < z
	var v uint64 // the identity's bits: T(v) keeps the low ones
	switch {
	case max && signed:
		v = 1 << (bits - 1)
	case max:
		v = 0
	case signed:
		v = 1<<(bits-1) - 1
	default:
		v = ^uint64(0)
	}
	return T(v)
}

func extremeRuns[T Real](max bool, p *Plan, dst, src []T) {
	n, st := p.Inner()
	if rows, ls, ok := p.FoldsRows(); ok {
		if m, ds, ss, ok := p.RowSets(); ok {
			Walk(p, 3, func(d, s, _ int) bool {
				kernel.ExtremeRowsSets(max, dst, d, ds, n, src, s, ss, ls, rows, m)
				return true
			})
			return
		}
		Walk(p, 2, func(d, s, _ int) bool {
			kernel.ExtremeRows(max, dst[d:d+n], src, s, ls, rows)
			return true
		})
		return
	}
	if k := p.N - 2; k >= 0 && st[0] == 0 && st[1] == 1 && p.St[0][k] != 0 && p.St[1][k] > 0 {
		// Runs into results along a kept axis: several reduced side by side.
		m, dd, ls := p.Shape[k], p.St[0][k], p.St[1][k]
		Walk(p, 2, func(d, s, _ int) bool {
			kernel.ExtremeSets(max, dst, d, dd, src, s, ls, n, m)
			return true
		})
		return
	}
	Walk(p, 1, func(d, s, _ int) bool {
		switch {
		case st[0] == 0:
			dst[d] = kernel.ExtremeRun(max, dst[d], src, s, st[1], n)
		case st[0] == 1 && st[1] == 1:
			kernel.ExtremeVV(max, dst[d:d+n], src[s:s+n])
		default:
			kernel.ExtremeStrided(max, dst, d, st[0], src, s, st[1], n)
		}
		return true
	})
}

func MinAxisInto[T Real](_ string, r, t Strided[T], mask uint64) error {
	ExtremeAxisInto(r, t, mask, false)
	return nil
}

func MaxAxisInto[T Real](_ string, r, t Strided[T], mask uint64) error {
	ExtremeAxisInto(r, t, mask, true)
	return nil
}

func ArgInto[T Real](max bool) FoldAxes[int, T] {
	return func(op string, r Strided[int], t Strided[T], mask uint64) error {
		return ArgAxisInto(op, r.Data, t, bits.TrailingZeros64(mask), max)
	}
}

// ExtremeTo is ReduceAxesTo with MinAxisInto, or MaxAxisInto if max.
func ExtremeTo[T Real](op string, dst, t Strided[T], axes []int, max bool) error {
	var buf, st [MaxRank]int
	var lane [2]int
	r, tmp, s, mask, err := axesTo(op, dst, t, axes, true, &buf, &lane, &st)
	if err == nil {
		ExtremeAxisInto(r, s, mask, max)
	}
	return Reduced(op, dst, r, tmp, err)
}

func ArgExtreme[T Real](op string, s Strided[T], max bool) (int, error) {
	if s.HasNone() {
		return 0, Errorf(ErrShape, "%s: empty tensor", op)
	}
	var p Plan
	if p.InitC(s.Shape, s.St, s.Off) && p.N <= 1 {
		// One run in C order (positions count in C order).
		n, st := p.Inner()
		return ArgExtremeRun(max, s.Data, p.Off[0], st[0], n), nil
	}
	best, at, i := T(0), -1, 0
	for v := range Values(s.Data, s.Shape, s.St, s.Off) {
		if v != v { // the first NaN wins, as in NumPy
			return i, nil
		}
		if at < 0 || (max && v > best) || (!max && v < best) {
			best, at = v, i
		}
		i++
	}
	return at, nil
}

// ArgAxisInto writes into dst (C order) the position of the extreme of
// each lane of t along axis k, which is not empty. When the lanes are the
// contiguous direction of t, each is searched as one run; otherwise the
// slices along k are folded one after another into running extremes, so
// that t is read in memory order.
func ArgAxisInto[T Real](op string, dst []int, t Strided[T], k int, max bool) error {
	n, s := t.Shape[k], t.St[k]
	if !LaneIsInner(t, k) {
		return ArgAxisFold(op, dst, t, k, max)
	}
	if argLanesPar(max, dst, t, k) {
		return nil
	}
	Lanes(t, k, func(i, o int) {
		dst[i] = kernel.ArgExtremeRun(max, t.Data, o, s, n)
	})
	return nil
}

// argLanesPar is ArgAxisInto's search of the lanes in parallel parts, each
// a range of lanes in C order (every lane's answer is its own); it
// reports false, doing nothing, when the lanes are too few or too short to
// split.
func argLanesPar[T Real](max bool, dst []int, t Strided[T], k int) bool {
	if t.HasNone() || len(t.Shape) < 2 {
		return false
	}
	var p Plan
	if !lanePlan(&p, t, k) || p.N == 0 {
		return false
	}
	n := t.Shape[k]
	parts := min(par.Parts(p.Size()*n, par.Grain), p.Shape[0])
	if parts <= 1 {
		return false
	}
	at := flat(0, p.Size())
	out := target(dst, &at)
	argLanesRun(max, hide(out), source(t.Data), p, n, t.St[k], parts)
	untarget(dst, out, &at)
	runtime.KeepAlive(out)
	return true
}

func argLanesRun[T Real](max bool, dm mem[int], xm mem[T], p Plan, n, s, parts int) {
	rest := p.Size() / p.Shape[0] // lanes per position of the outermost axis
	par.Run(parts, func(i int) {
		lo, hi := i*p.Shape[0]/parts, (i+1)*p.Shape[0]/parts
		q := p
		q.Shape[0] = hi - lo
		q.Off[0] += lo * p.St[0][0]
		dst, x := dm.slice(), xm.slice()
		walkLanes(&q, lo*rest, func(j, o int) { dst[j] = kernel.ArgExtremeRun(max, x, o, s, n) })
	})
}

// ArgAxisFold is argAxisInto by slices: the slice at index 0 of axis k is
// copied into a buffer of running extremes (positions 0), and each later
// slice is folded in by the kernel.
func ArgAxisFold[T Real](op string, dst []int, t Strided[T], k int, max bool) error {
	var fsh, fst, bst [MaxRank]int
	m := len(t.Shape) - 1
	first := Strided[T]{Data: t.Data, Shape: fsh[:m], St: fst[:m]}
	first.Off, _ = SelectAxis(op, t.Shape, t.St, t.Off, k, 0, first.Shape, first.St) // index 0 exists
	best, err := NewC[T](op, first.Shape, bst[:m])
	if err != nil {
		return err
	}
	CopyStrided(best, first)
	clear(dst)
	var p Plan
	if !p.InitKey(first.Shape, 2, 1, [3][]int{best.St, first.St}, [3]int{0, first.Off}) {
		return nil
	}
	n, st := p.Inner()
	for i := 1; i < t.Shape[k]; i++ {
		shift := i * t.St[k]
		Walk(&p, 1, func(d, s, _ int) bool {
			kernel.ArgExtremeFold(max, best.Data, dst, d, st[0], t.Data, s+shift, st[1], n, i)
			return true
		})
	}
	return nil
}
