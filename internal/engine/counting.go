package engine

import (
	"math"

	"github.com/fixedrank/tensor/internal/kernel"
	"golang.org/x/exp/constraints"
)

// The counting operations of NumPy 1.24: bincount, histogram, digitize,
// isin and lexsort.

// bincountSize checks np.bincount's arguments in NumPy's order (x's rank,
// minlength, x's values) and returns the length of its result:
// max(x)+1, at least minlength. It returns an error wrapping ErrRank,
// ErrValue, or ErrTooLarge for a value too large to count.
func bincountSize[I constraints.Integer](op string, x Strided[I], minlength int) (int, error) {
	if len(x.Shape) != 1 {
		return 0, Errorf(ErrRank, "%s: x has rank %d, not 1", op, len(x.Shape))
	}
	if minlength < 0 {
		return 0, Errorf(ErrValue, "%s: minlength %d is negative", op, minlength)
	}
	if x.HasNone() {
		return minlength, nil
	}
	lo, hi := kernel.IntRange(x.Data, x.Off, x.St[0], x.Shape[0])
	if lo < 0 {
		return 0, Errorf(ErrValue, "%s: x holds the negative value %d", op, lo)
	}
	if uint64(hi) >= math.MaxInt {
		return 0, Errorf(ErrTooLarge, "%s: x holds the value %d", op, hi)
	}
	return max(int(hi)+1, minlength), nil
}

// Bincount returns np.bincount(x, minlength=minlength) of the 1-D x: how
// many times each value from 0 to its length-1 occurs in x.
func Bincount[I constraints.Integer](op string, x Strided[I], minlength int) ([]int, error) {
	n, err := bincountSize(op, x, minlength)
	if err != nil {
		return nil, err
	}
	c, err := MakeBuf[int](op, n)
	if err != nil {
		return nil, err
	}
	if !x.HasNone() {
		kernel.BincountRun(c, x.Data, x.Off, x.St[0], x.Shape[0])
	}
	return c, nil
}

// BincountWeighted returns np.bincount(x, weights=w, minlength=minlength):
// for each value, the sum of the weights (as float64, in x's order) of
// the positions that hold it. An empty x gives minlength zeros whatever w
// is, as in NumPy; otherwise w must be 1-D (ErrRank) and as long as x
// (ErrShape).
func BincountWeighted[I constraints.Integer, W Real](op string, x Strided[I], w Strided[W], minlength int) ([]float64, error) {
	n, err := bincountSize(op, x, minlength)
	if err != nil {
		return nil, err
	}
	if !x.HasNone() {
		if len(w.Shape) != 1 {
			return nil, Errorf(ErrRank, "%s: weights of rank %d, not 1", op, len(w.Shape))
		}
		if w.Shape[0] != x.Shape[0] || len(w.Data) == 0 {
			return nil, Errorf(ErrShape, "%s: %d weights for %d values", op, w.Shape[0], x.Shape[0])
		}
	}
	s, err := MakeBuf[float64](op, n)
	if err != nil {
		return nil, err
	}
	if !x.HasNone() {
		kernel.BincountWeightedRun(s, x.Data, x.Off, x.St[0], w.Data, w.Off, w.St[0], x.Shape[0])
	}
	return s, nil
}

// histogramBlock is the number of elements NumPy's histogram handles at a
// time; it decides which error NumPy raises first.
const histogramBlock = 65536

// single reports whether NumPy's min_scalar_type of the float v is float16
// or float32 rather than float64 (it is for a magnitude below 3.4e38, an
// infinity or a NaN), so that NumPy 1.24's value-based casting computes
// v with a float32 array in float32.
func single(v float64) bool { return math.IsInf(v, 0) || !(v <= -3.4e38 || v >= 3.4e38) }

// Histogram returns NumPy 1.24's np.histogram(t, bins, range) of t's
// elements with bins equal bins: the counts and the bins+1 edges, rng
// nil for range=None. It reproduces NumPy's rounding: the bounds (t's
// least and greatest elements, or rng, widened by 0.5 each way when
// equal); the type of the edges, of the elements' differences from the
// first edge and of their products with norm = bins/(last - first)
// (float32 for float32 data, by value-based casting, unless a bound of
// rng, or norm for the product, is too large for float32; float64
// otherwise); the elements counted (within the bounds, compared in
// NumPy's type for each); and the bin of each, the product truncated and
// corrected against the edges. It returns an error wrapping ErrValue for
// bins < 1, a decreasing or non-finite rng, or (with no rng) elements
// whose range is not finite (a NaN or an infinity), and the errors NumPy
// raises when its index computation fails: ErrIndex (NumPy's IndexError)
// or ErrValue.
func Histogram[T Real](op string, t Strided[T], bins int, rng *[2]float64) ([]int, []float64, error) {
	b, err := histogramBins(op, t, bins, rng)
	if err != nil {
		return nil, nil, err
	}
	c, err := MakeBuf[int](op, bins)
	if err != nil {
		return nil, nil, err
	}
	flags := 0
	Scan(t, func(o, st, n int) bool {
		flags |= kernel.HistogramRun(c, t.Data, o, st, n, &b)
		return true
	})
	if flags != 0 {
		return nil, nil, histogramError(op, t, &b)
	}
	return c, b.Edges, nil
}

// histogramBins returns the plan of Histogram's bins, edges included.
func histogramBins[T Real](op string, t Strided[T], bins int, rng *[2]float64) (kernel.Bins, error) {
	var b kernel.Bins
	if bins < 1 {
		return b, Errorf(ErrValue, "%s: %d bins; the number must be positive", op, bins)
	}
	if bins == math.MaxInt {
		return b, Errorf(ErrTooLarge, "%s: %d bins", op, bins)
	}
	// scalars: the bounds are float64 values (NumPy: Python floats, or
	// the elements widened), not elements of t.
	var first, last, norm float64
	scalars := true
	switch {
	case rng != nil:
		first, last = rng[0], rng[1]
		if first > last {
			return b, Errorf(ErrValue, "%s: range [%v, %v] decreases", op, first, last)
		}
		if math.IsInf(first, 0) || math.IsInf(last, 0) || first != first || last != last {
			return b, Errorf(ErrValue, "%s: range [%v, %v] is not finite", op, first, last)
		}
	case t.HasNone():
		first, last = 0, 1
	default:
		lo, _ := Extreme(op, t, false) // a NaN if t holds one
		hi, _ := Extreme(op, t, true)
		first, last = float64(lo), float64(hi)
		if math.IsInf(first, 0) || math.IsInf(last, 0) || first != first || last != last {
			return b, Errorf(ErrValue, "%s: autodetected range [%v, %v] is not finite", op, first, last)
		}
		if lo != hi {
			scalars = false
			norm = float64(bins) / width(lo, hi)
		}
	}
	if scalars {
		if first == last {
			first, last = first-0.5, last+0.5
		}
		norm = float64(bins) / (last - first)
	}
	kind, size := KindOf[T]()
	f32 := kind == KindFloat && size == 4
	b.Lo, b.Hi = math.Inf(-1), math.Inf(1) // t's elements all lie between its extremes
	if scalars {
		b.Lo, b.Hi = first, last
		if f32 {
			if single(first) {
				b.Lo = float64(float32(first))
			}
			if single(last) {
				b.Hi = float64(float32(last))
			}
			f32 = single(first) && single(last)
		}
	}
	edges, err := MakeResult[float64](op, bins+1)
	if err != nil {
		return b, err
	}
	kernel.HistogramEdges(edges, first, last, f32)
	// norm is a float64 scalar in NumPy whatever the bounds were: it
	// multiplies float32 differences in float32 only if it is single.
	b.N, b.First, b.Norm, b.Edges = bins, first, norm, edges
	b.F32, b.MulF32 = f32, f32 && single(norm)
	return b, nil
}

// width returns hi - lo as NumPy's histogram computes it for elements lo
// and hi of t: in T for floats, exactly (as an unsigned difference) for
// integers, then converted to float64.
func width[T Real](lo, hi T) float64 {
	if k, _ := KindOf[T](); k == KindFloat {
		return float64(T(hi - lo))
	}
	return float64(uint64(hi) - uint64(lo))
}

// histogramError returns the error NumPy raises first for the histogram
// of t under b, which it computes in blocks of histogramBlock elements in
// C order: in the first block that fails, an IndexError (ErrIndex) from
// an index outside the edges before the ValueError (ErrValue) of a
// negative bin.
func histogramError[T Real](op string, t Strided[T], b *kernel.Bins) error {
	var st [MaxRank]int
	data, err := CloneData(op, t, C, st[:len(t.Shape)])
	if err != nil {
		return err
	}
	scratch := make([]int, b.N)
	for i := 0; i < len(data); i += histogramBlock {
		n := min(histogramBlock, len(data)-i)
		flags := kernel.HistogramRun(scratch, data, i, 1, n, b)
		switch {
		case flags&kernel.BinsIndexError != 0:
			return Errorf(ErrIndex, "%s: NumPy's bin index of an element is outside the %d edges", op, b.N+1)
		case flags&kernel.BinsNegative != 0:
			return Errorf(ErrValue, "%s: NumPy's bin index of an element is negative", op)
		}
	}
	return nil
}

// HistogramEdges returns the counts of np.histogram(t, edges) for the 1-D
// edges (increasing, as NumPy checks; a NaN compares false): the number
// of elements x with edges[i] <= x < edges[i+1], the last bin closed,
// compared in float64 in NumPy's sort order (so a NaN falls in no bin
// unless the last edge is a NaN). It returns an error wrapping ErrRank
// for edges of another rank, ErrValue for decreasing edges, or the
// allocation errors.
func HistogramEdges[T Real](op string, t Strided[T], edges Strided[float64]) ([]int, error) {
	if len(edges.Shape) != 1 {
		return nil, Errorf(ErrRank, "%s: edges of rank %d, not 1", op, len(edges.Shape))
	}
	m, eo, es := edges.Shape[0], edges.Off, edges.St[0]
	if len(edges.Data) == 0 {
		m = 0
	}
	if kernel.Descends(edges.Data, eo, es, m) {
		return nil, Errorf(ErrValue, "%s: the edges must increase", op)
	}
	if m < 2 {
		return []int{}, nil
	}
	// NumPy sorts the elements and searches them for each edge (the
	// elements converted to float64, the edges' type, to compare).
	var st [MaxRank]int
	_ = ContigStrides(op, t.Shape, st[:len(t.Shape)], C)
	n := 0
	if !t.HasNone() {
		n, _ = SizeOf(op, t.Shape)
	}
	data, err := MakeBuf[float64](op, n)
	if err != nil {
		return nil, err
	}
	if n > 0 {
		ConvertRun(Strided[float64]{Data: data, Shape: t.Shape, St: st[:len(t.Shape)]}, t)
		b := kernel.GetSortBuf()
		defer kernel.PutSortBuf(b)
		if err := reserve(op, b, n, false); err != nil {
			return nil, err
		}
		sortLane(data, b)
	}
	cum, err := MakeBuf[int](op, m)
	if err != nil {
		return nil, err
	}
	sorted, e := Reinterpret[uint64](data), Reinterpret[uint64](edges.Data)
	kernel.SearchRun(kernel.KeyFloat, false, cum, 0, 1, sorted, 0, 1, n, e, eo, es, m-1)
	kernel.SearchRun(kernel.KeyFloat, true, cum, m-1, 1, sorted, 0, 1, n, e, eo+(m-1)*es, es, 1)
	c := make([]int, m-1)
	kernel.DiffInts(c, cum)
	return c, nil
}

// Digitize stores into dst, a new C-contiguous result of x's shape,
// np.digitize(x, bins, right): for each element, the index of the bin of
// the 1-D bins it falls in, found by NumPy's searchsorted (on the side
// opposite right) in the bins, or in the bins reversed when they
// decrease. It returns an error wrapping ErrRank for bins of another
// rank, ErrValue for bins that neither increase nor decrease (NumPy's
// test, in float64), or ErrBroadcast for a zero-value x without
// elements.
func Digitize[T Real](op string, dst Strided[int], x, bins Strided[T], right bool) error {
	if len(bins.Shape) != 1 {
		return Errorf(ErrRank, "%s: bins of rank %d, not 1", op, len(bins.Shape))
	}
	nb, bo, bs := bins.Shape[0], bins.Off, bins.St[0]
	if len(bins.Data) == 0 {
		nb = 0
	}
	mono := kernel.Monotonicity(bins.Data, bo, bs, nb)
	if mono == 0 {
		return Errorf(ErrValue, "%s: bins must increase or decrease", op)
	}
	if dst.HasNone() {
		return nil
	}
	if len(x.Data) == 0 {
		return Errorf(ErrBroadcast, "%s: x is a zero-value tensor without elements", op)
	}
	// NumPy searches for x's elements in C order, each search starting
	// from where the last one ended.
	var st [MaxRank]int
	v, err := CloneData(op, x, C, st[:len(x.Shape)])
	if err != nil {
		return err
	}
	if mono < 0 && nb > 0 {
		bo, bs = bo+(nb-1)*bs, -bs
	}
	d := dst.Data[dst.Off : dst.Off+len(v)]
	if ka := sortedKeys(bins.Data, bo, bs, nb, len(v)); ka != nil {
		searchKeys(!right, mono < 0, d, 0, 1, ka, v, 0, 1, len(v))
		return nil
	}
	kernel.BinSearch(d, bins.Data, bo, bs, nb, v, !right, mono < 0)
	return nil
}

// IsIn stores into dst (x's shape) np.isin(x, test): whether each element
// of x equals (==) an element of test, found by comparing with each
// element of a short test in turn, as NumPy does, or by binary search in
// the keys of a longer test's elements sorted. A NaN is in nothing, and
// -0.0 is in a test holding 0.0. It returns ErrBroadcast for a zero-value
// x without elements, or the allocation errors.
func IsIn[T Real](op string, dst Strided[bool], x, test Strided[T]) error {
	var p Plan
	xd, _, ok, err := BinaryPlan(&p, op, dst, x, x)
	if !ok {
		return err
	}
	var st [MaxRank]int
	s, err := CloneData(op, test, C, st[:len(test.Shape)])
	if err != nil {
		return err
	}
	n, pst := p.Inner()
	if len(s) <= kernel.InFewMax {
		Walk(&p, 1, func(d, o, _ int) bool {
			kernel.InFewRun(dst.Data, d, pst[0], s, xd, o, pst[1], n)
			return true
		})
		return nil
	}
	if len(s) > 1 {
		b := kernel.GetSortBuf()
		defer kernel.PutSortBuf(b)
		if err := reserve(op, b, len(s), false); err != nil {
			return err
		}
		sortLane(s, b)
	}
	// s is sorted in NumPy's order, so its keys are.
	ks, err := MakeBuf[uint64](op, len(s))
	if err != nil {
		return err
	}
	makeKeys(ks, s, 0, 1)
	kind := keyKind[T]()
	Walk(&p, 1, func(d, o, _ int) bool {
		switch _, size := KindOf[T](); size {
		case 1:
			kernel.InKeysRun(kind, dst.Data, d, pst[0], ks, Reinterpret[uint8](xd), o, pst[1], n)
		case 2:
			kernel.InKeysRun(kind, dst.Data, d, pst[0], ks, Reinterpret[uint16](xd), o, pst[1], n)
		case 4:
			kernel.InKeysRun(kind, dst.Data, d, pst[0], ks, Reinterpret[uint32](xd), o, pst[1], n)
		default:
			kernel.InKeysRun(kind, dst.Data, d, pst[0], ks, Reinterpret[uint64](xd), o, pst[1], n)
		}
		return true
	})
	return nil
}

// LexSort returns np.lexsort(keys) of the (k, n) keys: the indices that
// sort the n columns by the last key, then ties by the one before, and so
// on, stably, each key in NumPy's sort order: k stable argsorts, the
// first key first. It returns an error wrapping ErrRank for keys of
// another rank, ErrShape for no key (k = 0), or the allocation errors.
func LexSort[T Real](op string, keys Strided[T]) ([]int, error) {
	if len(keys.Shape) != 2 {
		return nil, Errorf(ErrRank, "%s: keys of rank %d, not 2", op, len(keys.Shape))
	}
	k, n := keys.Shape[0], keys.Shape[1]
	if k == 0 {
		return nil, Errorf(ErrShape, "%s: keys of shape %s hold no key", op, FmtInts(keys.Shape))
	}
	if n == 0 || len(keys.Data) == 0 {
		return []int{}, nil
	}
	idx, err := MakeResult[int](op, n)
	if err != nil {
		return nil, err
	}
	tmp, err := MakeBuf[int](op, n)
	if err != nil {
		return nil, err
	}
	perm, err := MakeBuf[int](op, n)
	if err != nil {
		return nil, err
	}
	vals, err := MakeBuf[T](op, n)
	if err != nil {
		return nil, err
	}
	b := kernel.GetSortBuf()
	defer kernel.PutSortBuf(b)
	if err := reserve(op, b, n, true); err != nil {
		return nil, err
	}
	kernel.ArangeFill(idx, 0, 1)
	out := idx
	for i := range k {
		// The key's elements in the order sorted so far, sorted stably.
		kernel.Gather(vals, 0, 1, keys.Data, keys.Off+i*keys.St[0], keys.St[1], idx)
		argSortFlat(vals, perm, b)
		kernel.Gather(tmp, 0, 1, idx, 0, 1, perm)
		idx, tmp = tmp, idx
	}
	if &idx[0] != &out[0] {
		copy(out, idx)
	}
	return out, nil
}
