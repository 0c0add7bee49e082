package engine

import (
	"math"
	"slices"

	"github.com/fixedrank/tensor/internal/cursor"
	"github.com/fixedrank/tensor/internal/kernel"
)

// QuantileMethod is one of NumPy's methods of estimating a quantile from
// a sample (np.quantile's method=); the zero value is NumPy's default,
// "linear".
type QuantileMethod uint8

// NumPy's quantile methods, in the order of its documentation: the nine of
// Hyndman and Fan, then the four others.
const (
	Linear QuantileMethod = iota
	InvertedCDF
	AveragedInvertedCDF
	ClosestObservation
	InterpolatedInvertedCDF
	Hazen
	Weibull
	MedianUnbiased
	NormalUnbiased
	Lower
	Higher
	Midpoint
	Nearest
	numMethods
)

var methodNames = [numMethods]string{
	"linear", "inverted_cdf", "averaged_inverted_cdf", "closest_observation",
	"interpolated_inverted_cdf", "hazen", "weibull", "median_unbiased",
	"normal_unbiased", "lower", "higher", "midpoint", "nearest",
}

// ParseQuantileMethod returns the method NumPy names name ("" is
// "linear"), or an error wrapping ErrValue.
func ParseQuantileMethod(op, name string) (QuantileMethod, error) {
	if name == "" {
		return Linear, nil
	}
	for m, s := range methodNames {
		if s == name {
			return QuantileMethod(m), nil
		}
	}
	return 0, Errorf(ErrValue, "%s: %q is not one of NumPy's quantile methods", op, name)
}

// QuantileArgs checks a quantile's arguments as NumPy does, before the
// axes: the method by name (ParseQuantileMethod), then q in [0, 1].
func QuantileArgs(op string, q float64, method string) (QuantileMethod, error) {
	m, err := ParseQuantileMethod(op, method)
	if err == nil {
		err = CheckQuantile(op, q, m)
	}
	return m, err
}

// String returns NumPy's name of the method.
func (m QuantileMethod) String() string {
	if m < numMethods {
		return methodNames[m]
	}
	return "QuantileMethod(" + itoa(int(m)) + ")"
}

// discrete reports whether the method picks an element of the sample (an
// integer index, NumPy's take) rather than interpolating.
func (m QuantileMethod) discrete() bool {
	switch m {
	case InvertedCDF, ClosestObservation, Lower, Higher, Nearest:
		return true
	}
	return false
}

// quantileIndex returns, as NumPy's _quantile computes them for a sorted
// lane of n elements, the index of a discrete method's element, or the
// indices of the two elements an interpolating method blends and the
// weight gamma of the second.
func quantileIndex(m QuantileMethod, n int, q float64) (lo, hi int, gamma float64) {
	fn := float64(n)
	boundaries := func(index float64, pick func(gamma, index float64) bool) int {
		prev := math.Floor(index)
		res := prev + 1
		if pick(index-prev, index) {
			res = prev
		}
		if res < 0 {
			return 0
		}
		return int(res)
	}
	var v float64
	switch m {
	case InvertedCDF:
		i := boundaries(float64(fn*q)-1, func(g, _ float64) bool { return g == 0 })
		return i, i, 0
	case ClosestObservation:
		i := boundaries(float64(fn*q)-1-0.5, func(g, index float64) bool { return g == 0 && math.Mod(math.Floor(index), 2) == 0 })
		return i, i, 0
	case Lower:
		i := int(math.Floor(float64(n-1) * q))
		return i, i, 0
	case Higher:
		i := int(math.Ceil(float64(n-1) * q))
		return i, i, 0
	case Nearest:
		i := int(math.RoundToEven(float64(n-1) * q))
		return i, i, 0
	case AveragedInvertedCDF:
		v = float64(fn*q) - 1
	case Midpoint:
		v = 0.5 * (math.Floor(float64(n-1)*q) + math.Ceil(float64(n-1)*q))
	case InterpolatedInvertedCDF:
		v = virtualIndex(fn, q, 0, 1)
	case Hazen:
		v = virtualIndex(fn, q, 0.5, 0.5)
	case Weibull:
		v = virtualIndex(fn, q, 0, 0)
	case MedianUnbiased:
		v = virtualIndex(fn, q, 1/3.0, 1/3.0)
	case NormalUnbiased:
		v = virtualIndex(fn, q, 3/8.0, 3/8.0)
	default: // Linear
		v = float64(n-1) * q
	}
	// NumPy's _get_indexes, then _get_gamma on the adjusted indices.
	prev := math.Floor(v)
	next := prev + 1
	switch {
	case v >= float64(n-1):
		prev, next = -1, -1
	case v < 0:
		prev, next = 0, 0
	}
	gamma = v - prev
	switch m {
	case AveragedInvertedCDF:
		if gamma == 0 {
			gamma = 0.5
		} else {
			gamma = 1
		}
	case Midpoint:
		if math.Mod(v, 1) == 0 {
			gamma = 0
		} else {
			gamma = 0.5
		}
	}
	lo, hi = int(prev), int(next)
	if lo < 0 {
		lo += n
	}
	if hi < 0 {
		hi += n
	}
	return lo, hi, gamma
}

// virtualIndex is NumPy's _compute_virtual_index. The conversions keep
// each product rounded on its own, as NumPy computes it: Go may otherwise
// fuse a multiply and an add (GOAMD64=v3, arm64) and round once.
func virtualIndex(n, q, alpha, beta float64) float64 {
	return float64(n*q) + (alpha + float64(q*(1-alpha-beta))) - 1
}

// lerp is NumPy's _lerp of a and b (diff = b - a, computed in the
// elements' type) by t, in float64.
func lerp(a, b, diff, t float64) float64 {
	if t >= 0.5 {
		return b - float64(diff*(1-t))
	}
	return a + float64(diff*t)
}

// laneFold calls f with every lane of t over the axes in mask, gathered
// into a buffer in C order, and the offset in r (r's shape is t's
// without those axes or with them of length 1) of its result.
func laneFold[V, T any](r Strided[V], t Strided[T], mask uint64, f func(ro int, lane []T)) {
	laneFoldOf(r, t, mask, false, f)
}

// laneRead is laneFold for an f that only reads its lane: a lane that is
// C-contiguous in t is passed as t's own elements, not copied.
func laneRead[V, T any](r Strided[V], t Strided[T], mask uint64, f func(ro int, lane []T)) {
	laneFoldOf(r, t, mask, true, f)
}

func laneFoldOf[V, T any](r Strided[V], t Strided[T], mask uint64, read bool, f func(ro int, lane []T)) {
	n := len(t.Shape)
	var ds, os, ost, ors, is, ist, oidx [MaxRank]int
	ReducedStrides(r.St, mask, ds[:n])
	no, ni, size := 0, 0, 1
	for k := range n {
		if mask&(1<<k) != 0 {
			is[ni], ist[ni] = t.Shape[k], t.St[k]
			size *= t.Shape[k]
			ni++
		} else {
			os[no], ost[no], ors[no] = t.Shape[k], t.St[k], ds[k]
			no++
		}
	}
	direct := read && size > 0 && IsContig(is[:ni], ist[:ni], C)
	var buf []T
	if !direct {
		buf = make([]T, size)
	}
	var bst [MaxRank]int
	_ = ContigStrides("", is[:ni], bst[:ni], C) // cannot fail: a part of t's shape
	dst := Strided[T]{Data: buf, Shape: is[:ni], St: bst[:ni]}
	out := cursor.Cursor{Idx: oidx[:no], Shape: os[:no], St: [3][]int{ors[:no], ost[:no]}, Off: [3]int{r.Off, t.Off}, Ops: 2}
	for {
		switch {
		case direct:
			buf = t.Data[out.Off[1] : out.Off[1]+size]
		case size > 0:
			CopyStrided(dst, Strided[T]{Data: t.Data, Shape: is[:ni], St: ist[:ni], Off: out.Off[1]})
		}
		f(out.Off[0], buf)
		if !out.Next() {
			return
		}
	}
}

// sortLane sorts lane in place in NumPy's order.
func sortLane[T Real](lane []T, b *kernel.SortBuf) {
	if len(lane) < 2 {
		return
	}
	kind := keyKind[T]()
	switch _, size := KindOf[T](); size {
	case 1:
		x := Reinterpret[uint8](lane)
		kernel.SortRun(kind, x, 0, 1, x, 0, 1, len(x), b)
	case 2:
		x := Reinterpret[uint16](lane)
		kernel.SortRun(kind, x, 0, 1, x, 0, 1, len(x), b)
	case 4:
		x := Reinterpret[uint32](lane)
		kernel.SortRun(kind, x, 0, 1, x, 0, 1, len(x), b)
	default:
		x := Reinterpret[uint64](lane)
		kernel.SortRun(kind, x, 0, 1, x, 0, 1, len(x), b)
	}
}

// laneScan returns kernel.Scan of lane, found while the lane's sort keys
// are made into b for orderStats (kernel.KeysScan: one pass for both).
func laneScan[T Real](lane []T, b *kernel.SortBuf) kernel.LaneScan {
	kind := keyKind[T]()
	switch _, size := KindOf[T](); size {
	case 1:
		return kernel.KeysScan(kind, Reinterpret[uint8](lane), b)
	case 2:
		return kernel.KeysScan(kind, Reinterpret[uint16](lane), b)
	case 4:
		return kernel.KeysScan(kind, Reinterpret[uint32](lane), b)
	}
	return kernel.KeysScan(kind, Reinterpret[uint64](lane), b)
}

// orderStats returns the elements that sortLane would put at position i
// of lane and, with two, at i+1, without sorting it or writing to it: the
// lane's keys, which laneScan made into b, are selected instead
// (kernel.NthKeys, linear time where the sort's passes are not; once per
// laneScan). It reports false for a float lane holding zeros of both signs
// (as scan found), which share one key and which the sort keeps in the
// lane's order: the caller sorts those.
func orderStats[T Real](lane []T, i int, two bool, scan kernel.LaneScan, b *kernel.SortBuf) (x, y T, ok bool) {
	if scan.PosZero && scan.NegZero {
		return x, y, false
	}
	kind, n := keyKind[T](), len(lane)
	var res [2]T
	out := res[:1]
	if two {
		out = res[:2]
	}
	switch _, size := KindOf[T](); size {
	case 1:
		kernel.NthKeys(kind, n, i, scan.NegZero, Reinterpret[uint8](out), b)
	case 2:
		kernel.NthKeys(kind, n, i, scan.NegZero, Reinterpret[uint16](out), b)
	case 4:
		kernel.NthKeys(kind, n, i, scan.NegZero, Reinterpret[uint32](out), b)
	default:
		kernel.NthKeys(kind, n, i, scan.NegZero, Reinterpret[uint64](out), b)
	}
	return res[0], res[1], true
}

// laneStats returns the elements at positions i and, with two, i+1 of
// lane in NumPy's sorted order, leaving lane as it was: by orderStats, or
// by sorting a copy where it cannot tell. scan is laneScan of lane, made
// with b.
func laneStats[T Real](lane []T, i int, two bool, scan kernel.LaneScan, b *kernel.SortBuf) (x, y T) {
	if x, y, ok := orderStats(lane, i, two, scan, b); ok {
		return x, y
	}
	c := slices.Clone(lane)
	sortLane(c, b)
	if two {
		y = c[i+1]
	}
	return c[i], y
}

// narrowing returns an error wrapping ErrType for float data of T into a
// narrower float U (float64 into float32), which NumPy's out= would cast
// unsafely, as MeanTo refuses it.
func narrowing[U kernel.Float, T Real](op string) error {
	if kt, _ := KindOf[T](); kt == KindFloat && !SafeCast[T, U]() {
		var u U
		var t T
		return Errorf(ErrType, "%s: %T data into a %T destination (NumPy's safe casting)", op, t, u)
	}
	return nil
}

// CheckQuantile returns an error wrapping ErrValue unless q is in [0, 1]
// and m is one of the methods.
func CheckQuantile(op string, q float64, m QuantileMethod) error {
	if !(0 <= q && q <= 1) {
		return Errorf(ErrValue, "%s: quantile %v outside [0, 1]", op, q)
	}
	if m >= numMethods {
		return Errorf(ErrValue, "%s: unknown quantile method %d", op, m)
	}
	return nil
}

// QuantileAs returns the fold of the quantile q by method m over the
// reduced axes, as np.quantile(t, q, axis, method=m) computes it, rounded
// to U: the lane sorted, its element at the method's index or the blend
// of two (NumPy's _lerp: b - a in the elements' type, the rest in
// float64); NaN where the lane holds a NaN. An empty lane is an error
// wrapping ErrShape (NumPy raises IndexError). With skipNaN it is
// np.nanquantile: each lane's NaNs left out, NaN for a lane without
// anything else.
func QuantileAs[U kernel.Float, T Real](q float64, m QuantileMethod, skipNaN bool) FoldAxes[U, T] {
	return func(op string, r Strided[U], t Strided[T], mask uint64) error {
		if err := CheckQuantile(op, q, m); err != nil {
			return err
		}
		if err := narrowing[U, T](op); err != nil {
			return err
		}
		n := LaneLength(t.Shape, mask)
		if n == 0 && !IsEmpty(r.Shape) && !skipNaN {
			return Errorf(ErrShape, "%s: the quantile of an empty lane", op)
		}
		if IsEmpty(r.Shape) {
			return nil
		}
		lo, hi, gamma := quantileIndex(m, n, q)
		// np.nanquantile along an axis goes lane by lane through
		// apply_along_axis, whose output takes the type of the first
		// lane's result: float32 (a NaN of the data's type) when that lane
		// holds only NaNs, so that every result of float32 data is then
		// rounded to float32.
		kind, size := KindOf[T]()
		maybe32 := skipNaN && kind == KindFloat && size == 4 && mask != 1<<len(t.Shape)-1
		round32, first := false, true
		b := kernel.GetSortBuf()
		defer kernel.PutSortBuf(b)
		laneRead(r, t, mask, func(ro int, lane []T) {
			k := len(lane)
			scan := laneScan(lane, b)
			nans := scan.NaNs
			if skipNaN {
				k -= nans // the NaNs sort last: the others' order statistics are the lane's
				lo, hi, gamma = quantileIndex(m, k, q)
			}
			var v float64
			switch {
			case k == 0 || !skipNaN && nans > 0:
				v = math.NaN()
			case m.discrete():
				a, _ := laneStats(lane, lo, false, scan, b)
				v = float64(a)
			default:
				a, c := laneStats(lane, lo, hi > lo, scan, b)
				if hi == lo {
					c = a
				}
				v = lerp(float64(a), float64(c), float64(c-a), gamma)
			}
			if first {
				round32, first = maybe32 && k == 0, false
			}
			if round32 {
				v = float64(float32(v))
			}
			r.Data[ro] = U(v)
		})
		return nil
	}
}

// MedianAs returns the fold of np.median over the reduced axes into a
// result of type U, computed as np.median(t, axis, out=r) computes it:
// the mean of the lane's middle element or two (NumPy's mean: float
// elements added in U, integers in float64; divided as [MeanAxisAs]
// divides), NaN for a lane holding a NaN or an empty one. With skipNaN it
// is np.nanmedian: each lane's NaNs left out (the middle two added in U
// and halved there, as NumPy's masked median does), NaN for a lane
// without anything else.
func MedianAs[U kernel.Float, T Real](skipNaN bool) FoldAxes[U, T] {
	return func(op string, r Strided[U], t Strided[T], mask uint64) error {
		if err := narrowing[U, T](op); err != nil {
			return err
		}
		if IsEmpty(r.Shape) {
			return nil
		}
		n := LaneLength(t.Shape, mask)
		kind, _ := KindOf[T]()
		skip := skipNaN && kind == KindFloat
		b := kernel.GetSortBuf()
		defer kernel.PutSortBuf(b)
		laneRead(r, t, mask, func(ro int, lane []T) {
			k := n
			scan := laneScan(lane, b)
			nans := scan.NaNs
			if skip {
				k -= nans // the NaNs sort last: the others' middle is the lane's
			}
			var v U
			switch {
			case k == 0 && skip:
				v = U(math.NaN())
			case k == 0:
				v = 0 // 0/0 below
			case !skip && nans > 0:
				v = U(math.NaN())
			case k%2 == 1:
				a, _ := laneStats(lane, k/2, false, scan, b)
				v = U(a)
			case kind != KindFloat:
				a, c := laneStats(lane, k/2-1, true, scan, b)
				v = U(float64(a) + float64(c))
			default:
				a, c := laneStats(lane, k/2-1, true, scan, b)
				v = U(a) + U(c)
			}
			if skip && k%2 == 0 && k > 0 {
				v /= 2
			}
			r.Data[ro] = v
		})
		if !skip {
			divide(r, float64(min(n, 2-n%2)), false)
		}
		return nil
	}
}

// MedianAxisInto is the fold of MedianAxes into float64: float32 data are
// taken in float32, as np.median returns them, and widened.
func MedianAxisInto[T Real](op string, r Strided[float64], t Strided[T], mask uint64) error {
	return medianInto[T](false)(op, r, t, mask)
}

// NanMedianAxisInto is MedianAxisInto for np.nanmedian.
func NanMedianAxisInto[T Real](op string, r Strided[float64], t Strided[T], mask uint64) error {
	return medianInto[T](true)(op, r, t, mask)
}

func medianInto[T Real](skipNaN bool) FoldAxes[float64, T] {
	return func(op string, r Strided[float64], t Strided[T], mask uint64) error {
		if kind, size := KindOf[T](); kind != KindFloat || size == 8 {
			return MedianAs[float64, T](skipNaN)(op, r, t, mask)
		}
		var st [MaxRank]int
		r32, err := NewC[float32](op, r.Shape, st[:len(r.Shape)])
		if err == nil {
			err = MedianAs[float32, T](skipNaN)(op, r32, t, mask)
		}
		if err != nil {
			return err
		}
		return ConvertTo(op, r, r32)
	}
}
