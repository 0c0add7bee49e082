package engine

import (
	"math"

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
// integer type.
func nanReplaced[T Real](op string, t Strided[T], v T) (Strided[T], error) {
	if !isFloat[T]() || t.HasNone() {
		return t, nil
	}
	n := len(t.Shape)
	st := make([]int, n)
	LikeStrides(t.Shape, t.St, st)
	size, err := SizeOf(op, t.Shape)
	if err != nil {
		return t, err
	}
	data, err := MakeResult[T](op, size)
	if err != nil {
		return t, err
	}
	c := Strided[T]{Data: data, Shape: t.Shape, St: st}
	CopyStrided(c, t)
	kernel.ReplaceNaN(data, v)
	return c, nil
}

// NanSumAll is SumAll over t with NaNs as 0 (np.nansum(t)). One run of
// floats is summed chunk by chunk as NumPy sums its copy without NaNs,
// without the copy.
func NanSumAll[T Real](op string, t Strided[T]) (T, error) {
	if p, ok := ElemPlan(t.Data, t.Shape, t.St, t.Off); ok && isFloat[T]() {
		if o, n, st, ok := p.OneRun(t.St); ok {
			if _, size := KindOf[T](); size == 4 {
				var buf [kernel.BufSize]float32
				return BitsAs[T](kernel.NanSumRun(0, Reinterpret[float32](t.Data), o, n, st, buf[:])), nil
			}
			buf := make([]float64, min(n, kernel.BufSize))
			return BitsAs[T](kernel.NanSumRun(0, Reinterpret[float64](t.Data), o, n, st, buf)), nil
		}
	}
	s, err := nanReplaced(op, t, 0)
	if err != nil {
		return 0, err
	}
	return SumAll(op, s.Data, s.Shape, s.St, s.Off)
}

// NanSumAxisInto is SumAxisInto over t with NaNs as 0 (np.nansum).
func NanSumAxisInto[T Real](op string, r, t Strided[T], mask uint64) error {
	s, err := nanReplaced(op, t, 0)
	if err != nil {
		return err
	}
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
		s, err := nanReplaced(op, t, 0)
		if err != nil {
			return err
		}
		if err := sumMean(op, r, s, mask, false); err != nil {
			return err
		}
		if IsEmpty(r.Shape) {
			return nil
		}
		laneFold(r, t, mask, func(ro int, lane []T) {
			r.Data[ro] = U(float64(r.Data[ro]) / float64(kernel.CountNotNaN(lane)))
		})
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
		inf := T(math.Inf(1))
		if max {
			inf = T(math.Inf(-1))
		}
		s, err := nanReplaced(op, t, inf)
		if err != nil {
			return err
		}
		ExtremeAxisInto(r, s, mask, max)
		if IsEmpty(r.Shape) {
			return nil
		}
		laneFold(r, t, mask, func(ro int, lane []T) {
			if kernel.CountNotNaN(lane) == 0 {
				r.Data[ro] = T(math.NaN())
			}
		})
		return nil
	}
}

// NanSumTo stores np.nansum(t, axes, out=dst): t with NaNs as 0,
// converted to U as SumTo converts it, summed into dst.
func NanSumTo[U Number, T Real](op string, dst Strided[U], t Strided[T], axes []int) error {
	s, err := nanReplaced(op, t, 0)
	if err != nil {
		return err
	}
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
		return Extreme(op, t, max)
	}
	inf := T(math.Inf(1))
	if max {
		inf = T(math.Inf(-1))
	}
	s, err := nanReplaced(op, t, inf)
	if err != nil {
		return 0, err
	}
	v, err := Extreme(op, s, max)
	if err == nil && v == inf {
		// Every element may have been a NaN: count them in t.
		var st [MaxRank]int
		c, cerr := CloneData(op, t, C, st[:len(t.Shape)])
		if cerr != nil {
			return 0, cerr
		}
		if kernel.CountNotNaN(c) == 0 {
			return T(math.NaN()), nil
		}
	}
	return v, err
}
