package engine

import (
	"math"

	"github.com/fixedrank/tensor/internal/kernel"
	"github.com/fixedrank/tensor/internal/reduceplan"
)

// Means and variances over axes, as NumPy's _mean and _var compute them
// (numpy/core/_methods.py), with NumPy's dtype and out= rules:
//
//   - mean: the sum in the accumulation type, rounded to the result's type,
//     then divided by the count in float64 and rounded again (NumPy's
//     true_divide by a Python int: for a float32 result the same as a
//     float32 division while the count is below 2^24). Floats accumulate in
//     the result's type (out= decides NumPy's dtype), integers in float64
//     (NumPy's dtype='f8').
//   - var: the means (NumPy's arrmean, a result of its own) in F, the
//     tensor's own precision for floats and float64 for integers; the
//     squared deviations in F, laid out as NumPy lays out arr - arrmean;
//     their sums as for mean's sums; the division by max(n-ddof, 0) as
//     mean's division, and for std the square root in the result's type.
//
// The result r is float32 or float64. A float tensor wider than r is
// refused with ErrType (NumPy's out= would cast it unsafely), as SumTo
// refuses it.

// MeanAll implements Mean for both ranks.
func MeanAll[T Real](data []T, shape, st []int, off int) float64 {
	n, _ := SizeOf("", shape)
	if len(data) == 0 || n == 0 {
		return math.NaN()
	}
	kind, size := KindOf[T]()
	var p Plan
	if kind == KindFloat && ElemPlan(&p, data, shape, st, off) {
		if o, m, s, ok := p.OneRun(st); ok {
			// One run forwards: NumPy's iteration too, cut every 8192.
			if size == 4 {
				return float64(float32(float64(kernel.SumRun(0, Reinterpret[float32](data), o, m, s)) / float64(n)))
			}
			return kernel.SumRun(0, Reinterpret[float64](data), o, m, s) / float64(n)
		}
	}
	var it reduceplan.Iter
	NpFull(&it, shape, st, off)
	switch {
	case kind == KindFloat && size == 4:
		// NumPy divides the float32 total in float64 and rounds the quotient
		// to float32, which differs from a float32 division once n > 2^24.
		return float64(float32(float64(SumFloat(&it, Reinterpret[float32](data))) / float64(n)))
	case kind == KindFloat:
		return SumFloat(&it, Reinterpret[float64](data)) / float64(n)
	}
	var acc [1]float64
	reduceplan.SumConv(&it, acc[:], data)
	return acc[0] / float64(n)
}

// StdDev is the square root of the variance, in float32 for float32
// tensors, as NumPy takes it.
func StdDev[T Real](op string, s Strided[T], ddof int) (float64, error) {
	v, err := Variance(op, s, ddof)
	if kind, size := KindOf[T](); kind == KindFloat && size == 4 {
		return float64(float32(math.Sqrt(v))), err
	}
	return math.Sqrt(v), err
}

func Variance[T Real](op string, s Strided[T], ddof int) (float64, error) {
	n, err := SizeOf(op, s.Shape)
	if err != nil {
		return 0, err
	}
	if len(s.Data) == 0 {
		n = 0 // a zero value has no element
	}
	if n == 0 {
		// NumPy divides the empty sum 0 by max(-ddof, 0): NaN, or 0 for a
		// negative ddof.
		return 0 / DdofCount(0, ddof), nil
	}
	mean := MeanAll(s.Data, s.Shape, s.St, s.Off)
	if kind, size := KindOf[T](); kind == KindFloat && size == 4 {
		// NumPy stays in float32: the deviations, their squares, their sum
		// and the division are float32 operations.
		sum, err := SumSquaredDeviations[float32](op, s, mean, n)
		return float64(float32(float64(sum) / DdofCount(n, ddof))), err
	}
	if v, ok := VarianceRun(s, mean, n); ok {
		return v / DdofCount(n, ddof), nil
	}
	sum, err := SumSquaredDeviations[float64](op, s, mean, n)
	return sum / DdofCount(n, ddof), err
}

// SumSquaredDeviations returns the sum of (t - mean)² computed in F, as
// NumPy sums it: in a temporary laid out as NumPy lays out arr - arrmean,
// which is contiguous, so one run.
func SumSquaredDeviations[F kernel.Float, T Real](op string, s Strided[T], mean float64, n int) (F, error) {
	var xs, zero [MaxRank]int
	m := Strided[float64]{Data: []float64{mean}, Shape: s.Shape, St: zero[:len(s.Shape)]}
	x, release, err := SquaredDeviations[F](op, s, m, &xs, false)
	if err != nil {
		return 0, err
	}
	defer release()
	return kernel.SumRun(0, x.Data, 0, n, 1), nil
}

// VarianceRun returns the sum of the squared deviations of s from mean,
// computed without the buffer squaredDeviations allocates, when s is a
// float64 tensor whose n elements, in the order squaredDeviations lays
// them out, are one unit-stride run of memory: the run is cut into the
// chunks kernel.SumRun cuts it into, and each chunk's squares are summed
// pairwise as they would be in the buffer, so the result is the same.
func VarianceRun[T Real](s Strided[T], mean float64, n int) (float64, bool) {
	var perm [MaxRank]int
	r := len(s.Shape)
	KeepOrder(s.St, perm[:r])
	want := 1
	for j := r - 1; j >= 0; j-- {
		ax := perm[j]
		if s.Shape[ax] > 1 && s.St[ax] != want {
			return 0, false
		}
		want *= s.Shape[ax]
	}
	x, ok := any(s.Data).([]float64)
	if !ok {
		return 0, false
	}
	x = x[s.Off : s.Off+n]
	var buf [kernel.BufSize]float64
	var acc float64
	for len(x) > 0 {
		c := buf[:min(len(x), kernel.BufSize)]
		kernel.ArithVS(kernel.Sub, c, x, mean)
		kernel.ArithVV(kernel.Mul, c, c, c)
		acc = kernel.SumRun(acc, c, 0, len(c), 1)
		x = x[len(c):]
	}
	return acc, true
}

// DdofCount is NumPy's divisor for a variance of n elements: max(n-ddof, 0).
func DdofCount(n, ddof int) float64 { return float64(max(n-ddof, 0)) }

// SquaredDeviations returns (t - m)², computed in F, in a temporary buffer
// laid out as NumPy lays out arr - arrmean: contiguous in the axis order of
// keepOrder, strides written into xs. m holds the means broadcast to t's
// shape (exact in F: float32 means for float32 tensors). With skipNaN a
// NaN of t gives 0, as np.nanvar zeroes the deviations of its NaNs. The
// buffer comes from the pool of temporaries (see nanReplaced): the caller
// calls release once it has read x for the last time.
func SquaredDeviations[F kernel.Float, T Real](op string, t Strided[T], m Strided[float64], xs *[MaxRank]int, skipNaN bool) (x Strided[F], release func(), err error) {
	n := len(t.Shape)
	var perm [MaxRank]int
	KeepOrder(t.St, perm[:n])
	acc := 1
	for j := n - 1; j >= 0; j-- {
		ax := perm[j]
		xs[ax] = acc
		acc *= max(t.Shape[ax], 1)
	}
	size, err := SizeOf(op, t.Shape)
	if err != nil {
		return Strided[F]{}, func() {}, err
	}
	sc := scratchPool.Get().(*scratch)
	release = func() { putScratch(sc) }
	data, err := scratchOf[F](op, sc, size) // the walk below writes every deviation
	if err != nil {
		release()
		return Strided[F]{}, func() {}, err
	}
	x = Strided[F]{Data: data, Shape: t.Shape, St: xs[:n]}
	var p Plan
	td, md, ok, err := BinaryPlan(&p, op, x, t, m)
	if !ok {
		return x, release, err
	}
	k, st := p.Inner()
	Walk(&p, 1, func(d, a, b int) bool {
		if skipNaN {
			kernel.NanSqDevRun(x.Data, d, st[0], td, a, st[1], md, b, st[2], k)
		} else {
			kernel.SqDevRun(x.Data, d, st[0], td, a, st[1], md, b, st[2], k)
		}
		return true
	})
	return x, release, nil
}

// KeepOrder writes into perm (outermost axis first) the axis order NumPy's
// iterator chooses for one operand with strides st when it allocates a
// result in order 'K' (npyiter_find_best_axis_ordering): a stable
// insertion sort by decreasing |stride| in which an axis of stride 0 casts
// no vote and so keeps its C position relative to the axes it meets. No
// axis is reversed.
func KeepOrder(st []int, perm []int) {
	n := len(st)
	// NumPy sorts its axis data, which runs from the last axis to the
	// first, from the smallest stride to the largest.
	var in [MaxRank]int
	for a := range n {
		in[a] = n - 1 - a
	}
	for i0 := 1; i0 < n; i0++ {
		ax0 := in[i0]
		pos := i0
		for i1 := i0 - 1; i1 >= 0; i1-- {
			s0, s1 := st[ax0], st[in[i1]]
			if s0 == 0 || s1 == 0 {
				continue // ambiguous: look further
			}
			if Abs(s1) <= Abs(s0) {
				break
			}
			pos = i1
		}
		copy(in[pos+1:i0+1], in[pos:i0])
		in[pos] = ax0
	}
	for j := range n {
		perm[j] = in[n-1-j]
	}
}

// MeanAxisInto stores the means of t over the axes in mask into r (NumPy's
// np.mean(t, axis), widened to float64 exactly: a float32 tensor's means are
// computed in float32). r is writable and does not overlap t.
func MeanAxisInto[T Real](op string, r Strided[float64], t Strided[T], mask uint64) error {
	if kind, size := KindOf[T](); kind != KindFloat || size == 8 {
		return MeanAxisAs(op, r, t, mask)
	}
	var st [MaxRank]int
	r32, err := NewC[float32](op, r.Shape, st[:len(r.Shape)]) // before r is written
	if err == nil {
		err = MeanAxisAs(op, r32, t, mask)
	}
	if err != nil {
		return err
	}
	return ConvertTo(op, r, r32)
}

// MeanAxisAs stores into r the means of t over the axes in mask as
// np.mean(t, axis, out=r) computes them (see the top of this file). r is
// writable and does not overlap t; it is unchanged on error.
func MeanAxisAs[U kernel.Float, T Real](op string, r Strided[U], t Strided[T], mask uint64) error {
	kind, _ := KindOf[T]()
	if err := sumMean(op, r, t, mask, kind != KindFloat); err != nil {
		return err
	}
	divide(r, float64(LaneLength(t.Shape, mask)), false)
	return nil
}

// sumMean stores into r the sums of t over the axes in mask in the type
// np.mean and np.var accumulate them in: a float tensor in U, each element
// converted to U first; with acc64 (the data were integers: NumPy's
// dtype='f8'), in float64, rounded to U.
func sumMean[U kernel.Float, T Real](op string, r Strided[U], t Strided[T], mask uint64, acc64 bool) error {
	if !acc64 {
		s, err := AsType[U](op, t)
		if err != nil {
			return err
		}
		return SumAxisInto(op, r, s, mask)
	}
	if _, size := KindOf[U](); size == 8 {
		r64 := Strided[float64]{Data: Reinterpret[float64](r.Data), Shape: r.Shape, St: r.St, Off: r.Off, Out: r.Out, IsOut: r.IsOut}
		return sum64(op, r64, t, mask)
	}
	// A float64 temporary standing in for r: laid out as r is, so that
	// NumPy's iteration over it is its iteration over r.
	var st [MaxRank]int
	LikeStrides(r.Shape, r.St, st[:len(r.Shape)])
	n, err := SizeOf(op, r.Shape)
	if err != nil {
		return err
	}
	buf, err := MakeBuf[float64](op, n)
	if err != nil {
		return err
	}
	r64 := Strided[float64]{Data: buf, Shape: r.Shape, St: st[:len(r.Shape)], Out: r.Out, IsOut: r.IsOut}
	if r.Out == nil {
		r64.Out = r.St
	}
	if err := sum64(op, r64, t, mask); err != nil {
		return err
	}
	return ConvertTo(op, r, r64)
}

// sum64 stores into r the sums of t over the axes in mask in float64, in
// NumPy's order: integers each converted first, float64 elements as they
// are.
func sum64[T Real](op string, r Strided[float64], t Strided[T], mask uint64) error {
	if kind, _ := KindOf[T](); kind == KindFloat {
		s, err := AsType[float64](op, t)
		if err != nil {
			return err
		}
		return SumAxisInto(op, r, s, mask)
	}
	_ = Fill(op, r, 0) // r is writable
	var it reduceplan.Iter
	if NpPlan(&it, r, t, mask) {
		reduceplan.SumConv(&it, r.Data, t.Data)
	}
	return nil
}

// VarAxisInto stores the variances (or, with sqrt, the standard
// deviations) of t over the axes in mask into r (NumPy's np.var(t, axis,
// ddof=ddof), widened to float64 exactly: a float32 tensor's are computed
// in float32). r is writable and does not overlap t.
func VarAxisInto[T Real](op string, r Strided[float64], t Strided[T], mask uint64, ddof int, sqrt bool) error {
	if kind, size := KindOf[T](); kind != KindFloat || size == 8 {
		return VarAxisAs(op, r, t, mask, ddof, sqrt)
	}
	var st [MaxRank]int
	r32, err := NewC[float32](op, r.Shape, st[:len(r.Shape)]) // before r is written
	if err == nil {
		err = VarAxisAs(op, r32, t, mask, ddof, sqrt)
	}
	if err != nil {
		return err
	}
	return ConvertTo(op, r, r32)
}

// VarAxisAs stores into r the variances (or, with sqrt, the standard
// deviations) of t over the axes in mask as np.var(t, axis, ddof=ddof,
// out=r) computes them (see the top of this file). r is writable and does
// not overlap t; it is unchanged on error.
func VarAxisAs[U kernel.Float, T Real](op string, r Strided[U], t Strided[T], mask uint64, ddof int, sqrt bool) error {
	if kind, size := KindOf[T](); kind == KindFloat && size == 4 {
		return varAxisIn[float32](op, r, t, mask, ddof, sqrt)
	}
	return varAxisIn[float64](op, r, t, mask, ddof, sqrt)
}

// varAxisIn is VarAxisAs with the means and squared deviations in F.
func varAxisIn[F, U kernel.Float, T Real](op string, r Strided[U], t Strided[T], mask uint64, ddof int, sqrt bool) error {
	kind, _ := KindOf[T]()
	if kind == KindFloat && !SafeCast[F, U]() {
		var f F
		var u U
		return Errorf(ErrType, "%s: %T deviations cannot accumulate in %T without loss (NumPy's safe casting)", op, f, u)
	}
	div := DdofCount(LaneLength(t.Shape, mask), ddof)
	if len(t.Data) == 0 {
		// No element: each sum of squared deviations is the empty sum 0,
		// divided as below (NaN, or 0 for ddof < 0 on an empty axis).
		if err := Fill(op, r, 0); err != nil {
			return err
		}
		divide(r, div, sqrt)
		return nil
	}
	// NumPy's arrmean is a result of its own, not out=.
	var mst [MaxRank]int
	m, err := NewC[float64](op, r.Shape, mst[:len(r.Shape)])
	if err == nil {
		err = MeanAxisInto(op, m, t, mask) // exact in F
	}
	if err != nil {
		return err
	}
	var xs, ms [MaxRank]int
	ReducedStrides(m.St, mask, ms[:len(t.Shape)]) // the means, broadcast
	mb := Strided[float64]{Data: m.Data, Shape: t.Shape, St: ms[:len(t.Shape)], ReadOnly: true}
	x, release, err := SquaredDeviations[F](op, t, mb, &xs, false)
	if err == nil {
		err = sumMean(op, r, x, mask, kind != KindFloat)
	}
	release()
	if err != nil {
		return err
	}
	divide(r, div, sqrt)
	return nil
}

// divide divides the sums in r by div (in float64, rounded to U, as NumPy
// divides a mean or variance by its count) and, with sqrt, takes their
// square roots in U.
func divide[U kernel.Float](r Strided[U], div float64, sqrt bool) {
	var p Plan
	if !ElemPlan(&p, r.Data, r.Shape, r.St, r.Off) {
		return
	}
	n, st := p.Inner()
	Walk(&p, 1, func(o, _, _ int) bool {
		kernel.DivRun(r.Data, o, st[0], n, div, sqrt)
		return true
	})
}

// MeanTo is ReduceCountedTo with MeanAxisAs.
func MeanTo[U kernel.Float, T Real](op string, dst Strided[U], t Strided[T], axes []int) error {
	if err := CountedAxes(op, len(t.Shape), axes); err != nil {
		return err
	}
	var buf, st [MaxRank]int
	var lane [2]int
	r, tmp, s, mask, err := axesTo(op, dst, t, axes, false, &buf, &lane, &st)
	if err == nil {
		err = MeanAxisAs(op, r, s, mask)
	}
	return Reduced(op, dst, r, tmp, err)
}

// VarInto returns the fold of VarAxes (StdAxes with sqrt).
func VarInto[T Real](ddof int, sqrt bool) FoldAxes[float64, T] {
	return func(op string, r Strided[float64], t Strided[T], mask uint64) error {
		return VarAxisInto(op, r, t, mask, ddof, sqrt)
	}
}

// VarAs returns the fold of VarTo and StdTo (with sqrt) into a
// destination of element type U.
func VarAs[U kernel.Float, T Real](ddof int, sqrt bool) FoldAxes[U, T] {
	return func(op string, r Strided[U], t Strided[T], mask uint64) error {
		return VarAxisAs(op, r, t, mask, ddof, sqrt)
	}
}
