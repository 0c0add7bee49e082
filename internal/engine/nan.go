package engine

import (
	"math"
	"math/bits"
	"slices"
	"sync"

	"github.com/fixedrank/tensor/internal/kernel"
)

// isFloat reports whether T is a floating-point type, the only kind with
// NaNs.
func isFloat[T Real]() bool {
	kind, _ := KindOf[T]()
	return kind == KindFloat
}

// nanReplaced returns t with every NaN replaced by v: NumPy's
// _replace_nan, a copy laid out in t's memory order (so that NumPy's
// reduction order over it is its order over t), or t itself for an
// integer type or an empty t. The copy is a temporary: the caller
// calls release once it has read it for the last time (a no-op where t
// itself is returned). Its buffer comes from a pool, so that a call after
// another finds it mapped and in the caches: a new buffer of several MiB
// each call cost more in page faults and cold lines than the reduction
// itself. The pool keeps as many buffers as calls have held at once,
// each of the largest size it served, until the collector's next cycles
// drop them.
func nanReplaced[T Real](op string, t Strided[T], v T) (c Strided[T], release func(), err error) {
	if !isFloat[T]() || t.HasNone() {
		return t, func() {}, nil
	}
	n := len(t.Shape)
	st := make([]int, n)
	LikeStrides(t.Shape, t.St, st)
	size, err := SizeOf(op, t.Shape)
	if err != nil {
		return t, func() {}, err
	}
	sc := scratchPool.Get().(*scratch)
	data, err := scratchOf[T](op, sc, size)
	if err != nil {
		putScratch(sc)
		return t, func() {}, err
	}
	c = Strided[T]{Data: data, Shape: t.Shape, St: st}
	switch _, esize := KindOf[T](); {
	case size > 0 && IsContig(t.Shape, t.St, C) && esize == 8:
		// Dense in C order from t.Off, as c is: one pass, ordinary stores
		// (the copy is read again at once).
		kernel.NanGather(Reinterpret[float64](data), Reinterpret[float64](t.Data), t.Off, 1, BitsAs[float64](v))
	case size > 0 && IsContig(t.Shape, t.St, C):
		kernel.NanGather(Reinterpret[float32](data), Reinterpret[float32](t.Data), t.Off, 1, BitsAs[float32](v))
	default:
		CopyStrided(c, t)
		kernel.ReplaceNaN(data, v)
	}
	return c, func() { putScratch(sc) }, nil
}

// scratch holds a temporary buffer of float64 or float32 elements (any
// float type of that size, reinterpreted) that an operation drops before
// it returns; scratchPool keeps them between calls.
type scratch struct {
	f64 []float64
	f32 []float32
}

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

// testPoisonScratch, set by tests, fills a temporary with NaNs as it is
// given back, so that a read after its release gives wrong results at
// once rather than when another goroutine happens to take it.
var testPoisonScratch bool

// putScratch gives sc back to the pool.
func putScratch(sc *scratch) {
	if testPoisonScratch {
		kernel.Fill(sc.f64[:cap(sc.f64)], math.NaN())
		kernel.Fill(sc.f32[:cap(sc.f32)], float32(math.NaN()))
	}
	scratchPool.Put(sc)
}

// scratchOf returns n elements of the float type T from sc, whose buffer
// for T's size grows (as MakeResult makes a buffer) where it is shorter.
func scratchOf[T Real](op string, sc *scratch, n int) ([]T, error) {
	if _, size := KindOf[T](); size == 4 {
		if cap(sc.f32) < n {
			b, err := MakeResult[float32](op, n)
			if err != nil {
				return nil, err
			}
			sc.f32 = b
		}
		return Reinterpret[T](sc.f32[:n]), nil
	}
	if cap(sc.f64) < n {
		b, err := MakeResult[float64](op, n)
		if err != nil {
			return nil, err
		}
		sc.f64 = b
	}
	return Reinterpret[T](sc.f64[:n]), nil
}

// NanSumAll is SumAll over t with NaNs as 0 (np.nansum(t)). One run of
// floats is summed chunk by chunk as NumPy sums its copy without NaNs,
// without the copy.
func NanSumAll[T Real](op string, t Strided[T]) (T, error) {
	if sum, _, _, _, ok := nanSumRun(t); ok {
		return sum, nil
	}
	s, release, err := nanReplaced(op, t, 0)
	if err != nil {
		return 0, err
	}
	defer release()
	return SumAll(op, s.Data, s.Shape, s.St, s.Off)
}

// nanSumRun returns np.nansum(t) where t's elements are floats in one run
// (ok), found as NanSumAll finds it, with the run: n elements from o,
// stride st.
func nanSumRun[T Real](t Strided[T]) (sum T, o, n, st int, ok bool) {
	var p Plan
	if !ElemPlan(&p, t.Data, t.Shape, t.St, t.Off) || !isFloat[T]() {
		return 0, 0, 0, 0, false
	}
	if o, n, st, ok = p.OneRun(t.St); !ok {
		return 0, 0, 0, 0, false
	}
	if _, size := KindOf[T](); size == 4 {
		var buf [kernel.BufSize]float32
		return BitsAs[T](kernel.NanSumRun(0, Reinterpret[float32](t.Data), o, n, st, buf[:])), o, n, st, true
	}
	buf := make([]float64, min(n, kernel.BufSize))
	return BitsAs[T](kernel.NanSumRun(0, Reinterpret[float64](t.Data), o, n, st, buf)), o, n, st, true
}

// NanSumAxisInto is SumAxisInto over t with NaNs as 0 (np.nansum).
func NanSumAxisInto[T Real](op string, r, t Strided[T], mask uint64) error {
	s, release, err := nanReplaced(op, t, 0)
	if err != nil {
		return err
	}
	defer release()
	return SumAxisInto(op, r, s, mask)
}

// NanMeanAs returns the fold of np.nanmean into U: the sums of t with
// NaNs as 0 as np.mean accumulates them (MeanAxisAs), divided by the
// number of elements that are not NaN, in float64 and rounded to U (NumPy's
// _divide_by_count); NaN for a lane of NaNs only. Integers are np.mean's.
func NanMeanAs[U kernel.Float, T Real]() FoldAxes[U, T] {
	return func(op string, r Strided[U], t Strided[T], mask uint64) error {
		if !isFloat[T]() {
			return MeanAxisAs(op, r, t, mask)
		}
		if err := narrowing[U, T](op); err != nil {
			return err
		}
		// The mean of every element of one contiguous run, in T: NanSum's
		// sum of the run without a copy, over the count of its numbers.
		if rd, same := any(r.Data).([]T); same && mask == 1<<len(t.Shape)-1 {
			if sum, o, n, st, ok := nanSumRun(t); ok && st == 1 && n > 0 {
				c := kernel.CountNotNaN(t.Data[o : o+n])
				rd[r.Off] = T(float64(sum) / float64(c))
				return nil
			}
		}
		// The counts first: nothing fails once r is written.
		cnt, err := notNaNCounts(op, r.Shape, t, mask)
		if err != nil {
			return err
		}
		s, release, err := nanReplaced(op, t, 0)
		if err != nil {
			return err
		}
		err = sumMean(op, r, s, mask, false)
		release()
		if err != nil {
			return err
		}
		for i, c := range cnt {
			r.Data[i] = U(float64(r.Data[i]) / float64(c))
		}
		return nil
	}
}

// NanMeanAxisInto is the fold of NanMeanAxes into float64: float32 data
// in float32, as np.nanmean returns them, widened.
func NanMeanAxisInto[T Real](op string, r Strided[float64], t Strided[T], mask uint64) error {
	if kind, size := KindOf[T](); kind != KindFloat || size == 8 {
		return NanMeanAs[float64, T]()(op, r, t, mask)
	}
	var st [MaxRank]int
	r32, err := NewC[float32](op, r.Shape, st[:len(r.Shape)])
	if err == nil {
		err = NanMeanAs[float32, T]()(op, r32, t, mask)
	}
	if err != nil {
		return err
	}
	return ConvertTo(op, r, r32)
}

// NanExtremeAxisInto is the fold of np.nanmin (np.nanmax with max): the
// extreme of the elements that are not NaN (NaNs replaced by +Inf, or
// -Inf, which never wins against a number), NaN for a lane of NaNs only.
func NanExtremeAxisInto[T Real](max bool) FoldAxes[T, T] {
	return func(op string, r, t Strided[T], mask uint64) error {
		if !isFloat[T]() {
			ExtremeAxisInto(r, t, mask, max)
			return nil
		}
		// One pass that skips NaNs, whether t holds any or not: trying the
		// extremes with NaNs propagated first paid only where it held none.
		// 1024² float64, one worker, 2-core AMD EPYC (Zen 4) VM: along
		// axis 1 that try took 113 µs without NaNs, and 457 µs with a NaN
		// in every thousand elements, before the NaN-skipping pass; this
		// pass takes 107-112 µs either way (NumPy's nanmax 169 and 206).
		// Along axis 0, 122 and 282-288 µs against 119-126 (NumPy 164).
		inf := nanInf[T](max)
		var err error
		switch _, size := KindOf[T](); size {
		case 4:
			err = nanExtremeAxes(op, max, retype[float32](r), retype[float32](t), mask)
		default:
			err = nanExtremeAxes(op, max, retype[float64](r), retype[float64](t), mask)
		}
		if err != nil {
			return err
		}
		if IsEmpty(r.Shape) || !slices.Contains(r.Data, inf) {
			return nil // no lane of NaNs only: each would have given inf
		}
		laneRead(r, t, mask, func(ro int, lane []T) {
			if r.Data[ro] == inf && kernel.CountNotNaN(lane) == 0 {
				r.Data[ro] = T(math.NaN())
			}
		})
		return nil
	}
}

// nanExtremeAxes stores into r the extremes of t over the axes in mask
// with every NaN taken for -Inf (+Inf for a minimum), in one pass over t:
// r starts at that infinity and the rows of an outer-axis reduction are
// folded in by kernel.NanExtremeRows, as extremeRuns folds them, every
// other run of the reduce plan by kernel.NanExtremeInto (in place where
// the run is contiguous, through a buffer that replaces its NaNs
// otherwise). The
// values are those of the plain extremes of t with its NaNs replaced: a
// fold keeps the earlier value on ties, and the infinity it starts from
// loses to or ties with every element.
func nanExtremeAxes[F kernel.Float](op string, max bool, r, t Strided[F], mask uint64) error {
	inf := F(math.Inf(1))
	if max {
		inf = -inf
	}
	if err := Fill(op, r, inf); err != nil {
		return err
	}
	var p Plan
	if !ReducePlan(&p, r, t, mask) {
		return nil
	}
	n, st := p.Inner()
	if rows, ls, ok := p.FoldsRows(); ok {
		Walk(&p, 2, func(d, s, _ int) bool {
			kernel.NanExtremeRows(max, r.Data[d:d+n], t.Data, s, ls, rows)
			return true
		})
		return nil
	}
	buf := make([]F, min(p.Size(), kernel.BufSize))
	Walk(&p, 1, func(d, s, _ int) bool {
		kernel.NanExtremeInto(max, r.Data, d, st[0], t.Data, s, st[1], n, buf)
		return true
	})
	return nil
}

// NanSumTo stores np.nansum(t, axes, out=dst): t with NaNs as 0,
// converted to U as SumTo converts it, summed into dst.
func NanSumTo[U Number, T Real](op string, dst Strided[U], t Strided[T], axes []int) error {
	s, release, err := nanReplaced(op, t, 0)
	if err != nil {
		return err
	}
	defer release()
	u, err := AsType[U](op, s)
	if err != nil {
		return err
	}
	return SumTo(op, dst, u, axes)
}

// NanExtreme is Extreme over the elements of t that are not NaN
// (np.nanmin, np.nanmax with max): NaN when there are none but NaNs, an
// error wrapping ErrShape for an empty t.
func NanExtreme[T Real](op string, t Strided[T], max bool) (T, error) {
	if !isFloat[T]() || t.HasNone() {
		return Extreme(op, t, max) // integers, and the empty tensor's error
	}
	// One pass that skips NaNs, whether t holds any or not (as
	// NanExtremeAxisInto): trying Extreme first cost a second pass over a
	// t that held a NaN. 1 M float64, one worker, 2-core AMD EPYC (Zen 4)
	// VM: 180-184 µs with a NaN in every thousand elements, 87 µs so
	// (NumPy's nanmax 128); without NaNs 88 µs either way.
	if _, size := KindOf[T](); size == 4 {
		r := nanExtremeRuns(max, Strided[float32]{Data: Reinterpret[float32](t.Data), Shape: t.Shape, St: t.St, Off: t.Off})
		return BitsAs[T](r), nil
	}
	r := nanExtremeRuns(max, Strided[float64]{Data: Reinterpret[float64](t.Data), Shape: t.Shape, St: t.St, Off: t.Off})
	return BitsAs[T](r), nil
}

// nanExtremeRuns is NanExtreme of a t that holds a NaN: its numbers folded
// in the order Extreme folds them, the NaNs as inf, which never wins; inf
// is the answer only when t holds no number but infinities of that sign,
// and NaN when it holds no number.
func nanExtremeRuns[F kernel.Float](max bool, t Strided[F]) F {
	inf := F(math.Inf(1))
	if max {
		inf = -inf
	}
	var p Plan
	ElemPlan(&p, t.Data, t.Shape, t.St, t.Off) // t is not empty
	n, st := p.Inner()
	buf := make([]F, min(n, kernel.BufSize))
	v := inf
	Walk(&p, 1, func(o, _, _ int) bool {
		v = kernel.NanExtremeRun(max, v, t.Data, o, n, st[0], buf)
		return true
	})
	allNaN := v == inf && Scan(t, func(o, s, n int) bool { return !kernel.AnyNumber(t.Data, o, s, n) })
	if allNaN {
		return F(math.NaN())
	}
	return v
}

// nanInf returns the replacement of NaN that never wins an extreme: +Inf
// for a minimum, -Inf for a maximum.
func nanInf[T Real](max bool) T {
	if max {
		return T(math.Inf(-1))
	}
	return T(math.Inf(1))
}

// NanArgExtreme is ArgExtreme over t with NaNs as +Inf (-Inf with max), as
// np.nanargmin (np.nanargmax) computes it: an error wrapping ErrValue when
// every element is NaN (NumPy's "All-NaN slice"), ErrShape for an empty t.
func NanArgExtreme[T Real](op string, t Strided[T], max bool) (int, error) {
	i, err := ArgExtreme(op, t, max)
	if !isFloat[T]() || t.HasNone() || err != nil {
		return i, err
	}
	if v := t.Data[flatOffset(t, i)]; v == v {
		return i, nil // the first NaN would have been the answer: t has none
	}
	if size, _ := SizeOf(op, t.Shape); IsContig(t.Shape, t.St, C) { // (ArgExtreme checked the size)
		// One run in C order: searched in place, chunk by chunk with its
		// NaNs replaced, as ArgExtreme searches the copy below.
		var at int
		var none bool
		if _, esize := KindOf[T](); esize == 8 {
			at, none = nanArgRun(max, Reinterpret[float64](t.Data), t.Off, 1, size, nil)
		} else {
			at, none = nanArgRun(max, Reinterpret[float32](t.Data), t.Off, 1, size, nil)
		}
		if none {
			return 0, Errorf(ErrValue, "%s: every element is NaN", op)
		}
		return at, nil
	}
	n := len(t.Shape)
	var st [MaxRank]int
	c, err := CloneData(op, t, C, st[:n])
	if err != nil {
		return 0, err
	}
	if kernel.CountNotNaN(c) == 0 {
		return 0, Errorf(ErrValue, "%s: every element is NaN", op)
	}
	kernel.ReplaceNaN(c, nanInf[T](max))
	return ArgExtreme(op, Strided[T]{Data: c, Shape: t.Shape, St: st[:n]}, max)
}

// nanArgRun returns np.nanargmax (np.nanargmin without max) of the n
// elements x[o+i*s] (kernel.NanArgExtremeRun, with buf its buffer, or a
// new one where buf is nil), and whether the run has no number, where
// NumPy raises. A NaN's position answers only where every number is the
// infinity the NaNs stand for, or where there is no number.
func nanArgRun[F kernel.Float](max bool, x []F, o, s, n int, buf []F) (at int, none bool) {
	if buf == nil {
		buf = make([]F, min(n, kernel.BufSize))
	}
	at = kernel.NanArgExtremeRun(max, x, o, s, n, buf)
	v := x[o+at*s]
	return at, v != v && !kernel.AnyNumber(x, o, s, n)
}

// flatOffset returns the offset in t.Data of t's element at index i in C
// order.
func flatOffset[T any](t Strided[T], i int) int {
	o := t.Off
	for k := len(t.Shape) - 1; k >= 0; k-- {
		o += i % t.Shape[k] * t.St[k]
		i /= t.Shape[k]
	}
	return o
}

// NanArgInto returns the fold of np.nanargmin (np.nanargmax with max)
// along one axis: ArgInto over t with NaNs as +Inf (-Inf), so a lane's
// first NaN can be the answer where an infinity of the lane is its
// extreme, as in NumPy; a lane of NaNs only is an error wrapping ErrValue
// (r unchanged).
func NanArgInto[T Real](max bool) FoldAxes[int, T] {
	arg := ArgInto[T](max)
	return func(op string, r Strided[int], t Strided[T], mask uint64) error {
		if !isFloat[T]() || r.HasNone() {
			return arg(op, r, t, mask)
		}
		// The plain positions first, into a buffer: a lane whose element
		// there is not NaN holds no NaN (its first NaN would have been the
		// answer), and its position stands; the others are searched again
		// with their NaNs taken for the infinity that never wins.
		var st [MaxRank]int
		tmp, err := NewC[int](op, r.Shape, st[:len(r.Shape)])
		if err != nil {
			return err
		}
		// Lanes contiguous in t are searched once, NaNs and all: the plain
		// positions first paid where no lane held a NaN and cost a second
		// search of every lane that did. 1024² float64 along axis 1, one
		// worker, 2-core AMD EPYC (Zen 4) VM: without NaNs 167-177 µs
		// plain first, 276-283 so; with a NaN in most rows 999-1036 µs
		// against 280-281 (NumPy's nanargmax 711 and 723).
		every := bits.OnesCount64(mask) == 1 && t.St[bits.TrailingZeros64(mask)] == 1
		if !every {
			if err := arg(op, tmp, t, mask); err != nil {
				return err
			}
		}
		switch _, size := KindOf[T](); size {
		case 4:
			err = nanArgLanes(op, max, tmp, retype[float32](t), mask, every)
		default:
			err = nanArgLanes(op, max, tmp, retype[float64](t), mask, every)
		}
		if err != nil {
			return err
		}
		CopyStrided(r, tmp)
		return nil
	}
}

// nanArgLanes replaces in r (C-contiguous) each lane's position of t's
// plain extreme along the one axis in mask, where the element there is
// NaN, by the lane's position of the extreme with NaNs taken for ∓Inf
// (kernel.NanArgExtremeRun). Only that element of a lane is read unless
// it is NaN; the lanes are read in place, through their stride. It
// returns an error wrapping ErrValue if a lane holds only NaNs.
func nanArgLanes[F kernel.Float](op string, max bool, r Strided[int], t Strided[F], mask uint64, every bool) error {
	k := bits.TrailingZeros64(mask)
	n, ls := t.Shape[k], t.St[k]
	nr := len(t.Shape)
	var rd, sh, sd, st [MaxRank]int
	ReducedStrides(r.St, mask, rd[:nr])
	m := 0
	for a := range nr {
		if a != k {
			sh[m], sd[m], st[m] = t.Shape[a], rd[a], t.St[a]
			m++
		}
	}
	var p Plan
	if n == 0 || !p.Init(sh[:m], 2, [3][]int{sd[:m], st[:m]}, [3]int{r.Off, t.Off}) {
		return nil
	}
	allNaN := false
	var buf []F
	Walk(&p, 0, func(ro, to, _ int) bool {
		if every {
			if buf == nil {
				buf = make([]F, min(n, kernel.BufSize))
			}
			r.Data[ro], allNaN = nanArgRun(max, t.Data, to, ls, n, buf)
			return !allNaN
		}
		if v := t.Data[to+r.Data[ro]*ls]; v == v {
			return true
		}
		if !kernel.AnyNumber(t.Data, to, ls, n) {
			allNaN = true
			return false
		}
		if buf == nil {
			buf = make([]F, min(n, kernel.BufSize))
		}
		r.Data[ro] = kernel.NanArgExtremeRun(max, t.Data, to, ls, n, buf)
		return true
	})
	if allNaN {
		return Errorf(ErrValue, "%s: a lane holds only NaNs", op)
	}
	return nil
}

// NanVarAs returns the fold of np.nanvar (np.nanstd with sqrt) into U with
// ddof delta degrees of freedom, computed as NumPy computes it: the means
// of t with NaNs as 0 summed in t's float type and divided by each lane's
// count of numbers; the deviations, 0 at the NaNs, squared in that type;
// their sums (in U) divided by count - ddof, NaN where that is not
// positive. Integers, which hold no NaN, give np.var's.
func NanVarAs[U kernel.Float, T Real](ddof int, sqrt bool) FoldAxes[U, T] {
	return func(op string, r Strided[U], t Strided[T], mask uint64) error {
		if !isFloat[T]() {
			return VarAxisAs(op, r, t, mask, ddof, sqrt)
		}
		if _, size := KindOf[T](); size == 4 {
			return nanVarIn[float32](op, r, t, mask, ddof, sqrt)
		}
		return nanVarIn[float64](op, r, t, mask, ddof, sqrt)
	}
}

// NanVarInto is the fold of NanVarAxes (NanStdAxes with sqrt) into
// float64: float32 data in float32, as np.nanvar returns them, widened.
func NanVarInto[T Real](ddof int, sqrt bool) FoldAxes[float64, T] {
	return func(op string, r Strided[float64], t Strided[T], mask uint64) error {
		if kind, size := KindOf[T](); kind != KindFloat || size == 8 {
			return NanVarAs[float64, T](ddof, sqrt)(op, r, t, mask)
		}
		var st [MaxRank]int
		r32, err := NewC[float32](op, r.Shape, st[:len(r.Shape)])
		if err == nil {
			err = NanVarAs[float32, T](ddof, sqrt)(op, r32, t, mask)
		}
		if err != nil {
			return err
		}
		return ConvertTo(op, r, r32)
	}
}

// nanVarIn is NanVarAs of float data with the means and deviations in F.
func nanVarIn[F, U kernel.Float, T Real](op string, r Strided[U], t Strided[T], mask uint64, ddof int, sqrt bool) error {
	if !SafeCast[F, U]() {
		var f F
		var u U
		return Errorf(ErrType, "%s: %T deviations cannot accumulate in %T without loss (NumPy's safe casting)", op, f, u)
	}
	if r.HasNone() {
		return nil
	}
	n := len(t.Shape)
	s, release, err := nanReplaced(op, t, 0)
	if err != nil {
		return err
	}
	// NumPy's avg: a result of its own, summed in F, divided by the counts
	// in float64 and rounded to F.
	var ast, mst, ms, xs [MaxRank]int
	avg, err := NewC[F](op, r.Shape, ast[:len(r.Shape)])
	if err == nil {
		err = sumMean(op, avg, s, mask, false)
	}
	release()
	if err != nil {
		return err
	}
	cnt, err := notNaNCounts(op, r.Shape, t, mask)
	if err != nil {
		return err
	}
	for i, c := range cnt {
		avg.Data[i] = F(float64(avg.Data[i]) / float64(c))
	}
	m, err := NewC[float64](op, r.Shape, mst[:len(r.Shape)])
	if err == nil {
		err = ConvertTo(op, m, avg) // exact
	}
	if err != nil {
		return err
	}
	ReducedStrides(m.St, mask, ms[:n])
	mb := Strided[float64]{Data: m.Data, Shape: t.Shape, St: ms[:n], ReadOnly: true}
	x, release, err := SquaredDeviations[F](op, t, mb, &xs, true)
	if err == nil {
		err = sumMean(op, r, x, mask, false)
	}
	release()
	if err != nil {
		return err
	}
	for i, c := range cnt {
		dof := c - ddof
		v := U(math.NaN())
		if dof > 0 {
			v = U(float64(r.Data[i]) / float64(dof))
			if sqrt {
				v = U(math.Sqrt(float64(v)))
			}
		}
		r.Data[i] = v
	}
	return nil
}

// notNaNCounts returns, for each element of a C-contiguous result of
// shape shape (t's shape without the axes in mask, or with them of length
// 1), in C order, the number of elements of t over those axes that are
// not NaN: t read once in the reduce plan's order (kernel.CountNotNaNInto),
// rather than lane by lane, which gathers every lane that is not
// contiguous.
func notNaNCounts[T Real](op string, shape []int, t Strided[T], mask uint64) ([]int, error) {
	var st [MaxRank]int
	c, err := NewC[int](op, shape, st[:len(shape)])
	if err != nil {
		return nil, err
	}
	var p Plan
	if ReducePlan(&p, c, t, mask) {
		n, pst := p.Inner()
		Walk(&p, 1, func(d, s, _ int) bool {
			kernel.CountNotNaNInto(c.Data, d, pst[0], t.Data, s, pst[1], n)
			return true
		})
	}
	return c.Data, nil
}

// NanCumInto is CumInto over t with NaNs as 0, or as 1 for products
// (np.nancumsum, np.nancumprod along axis k).
func NanCumInto[T Real](name string, r, t Strided[T], k int, mul bool) error {
	s, release, err := nanReplaced(name, t, cumOne[T](mul))
	if err != nil {
		return err
	}
	defer release()
	return CumInto(name, r, s, k, mul)
}

// NanCumFlat is CumFlat over t with NaNs as 0, or as 1 for products.
func NanCumFlat[T Real](name string, t Strided[T], mul bool) ([]T, error) {
	s, release, err := nanReplaced(name, t, cumOne[T](mul))
	if err != nil {
		return nil, err
	}
	defer release()
	return CumFlat(name, s, mul)
}

// cumOne returns the identity of the accumulation: 1 for products, 0 for
// sums.
func cumOne[T Real](mul bool) T {
	if mul {
		return 1
	}
	return 0
}
