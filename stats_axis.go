package tensor

import (
	"math"

	"github.com/fixedrank/tensor/internal/kernel"
)

// Statistics along one axis, for Tensor and DynTensor, written once on the
// strided operand.

// ArgMinAxis returns the index along axis of the smallest element of each
// lane (NumPy's argmin(axis=axis)), in a new C-contiguous tensor of rank E
// = rank D - 1: the first one when several are equal, the first NaN when
// there is one. As in NumPy, axis 0 or -1 of a rank-0 t is accepted and
// gives 0 in a rank-0 result. It returns an error wrapping [ErrShape] if
// the axis is empty, [ErrAxis] or [ErrRank], or the errors of [Zeros].
func ArgMinAxis[E Dim, T Real, D Dim](t Tensor[T, D], axis int) (Tensor[int, E], error) {
	return argAxis[E]("ArgMinAxis", t, axis, false)
}

// ArgMaxAxis returns the index along axis of the largest element of each
// lane; see [ArgMinAxis].
func ArgMaxAxis[E Dim, T Real, D Dim](t Tensor[T, D], axis int) (Tensor[int, E], error) {
	return argAxis[E]("ArgMaxAxis", t, axis, true)
}

func argAxis[E Dim, T Real, D Dim](name string, t Tensor[T, D], axis int, max bool) (Tensor[int, E], error) {
	var lane [2]int
	shape, s, k, err := reduceAxis[E](name, t.strided(), axis, &lane)
	if err != nil {
		return Tensor[int, E]{}, err
	}
	if err := nonEmptyAxis(name, s.shape[k], k); err != nil {
		return Tensor[int, E]{}, err
	}
	r, err := Zeros[int](shape)
	if err != nil {
		return Tensor[int, E]{}, err
	}
	if err := argAxisInto(name, r.data, s, k, max); err != nil {
		return Tensor[int, E]{}, err
	}
	return r, nil
}

// ArgMinAxisDyn is [ArgMinAxis] for a dynamic-rank tensor.
func ArgMinAxisDyn[T Real](t DynTensor[T], axis int) (DynTensor[int], error) {
	return argAxisDyn("ArgMinAxisDyn", t, axis, false)
}

// ArgMaxAxisDyn is [ArgMaxAxis] for a dynamic-rank tensor.
func ArgMaxAxisDyn[T Real](t DynTensor[T], axis int) (DynTensor[int], error) {
	return argAxisDyn("ArgMaxAxisDyn", t, axis, true)
}

func argAxisDyn[T Real](name string, t DynTensor[T], axis int, max bool) (DynTensor[int], error) {
	var buf [MaxRank]int
	var lane [2]int
	shape, s, k, err := reduceAxisDyn(name, t.strided(), axis, &buf, &lane)
	if err != nil {
		return DynTensor[int]{}, err
	}
	if err := nonEmptyAxis(name, s.shape[k], k); err != nil {
		return DynTensor[int]{}, err
	}
	r, err := ZerosDyn[int](shape...)
	if err != nil {
		return DynTensor[int]{}, err
	}
	if err := argAxisInto(name, r.data, s, k, max); err != nil {
		return DynTensor[int]{}, err
	}
	return r, nil
}

// lanes calls f(i, o) for each lane of t along axis k: i counts the lanes
// in C order of the other axes and o is the address of the lane's first
// element.
func lanes[T any](t strided[T], k int, f func(i, o int)) {
	if t.hasNone() {
		return
	}
	var ls, lt [MaxRank]int
	n := len(t.shape) - 1
	copy(ls[:], t.shape[:k])
	copy(ls[k:], t.shape[k+1:])
	copy(lt[:], t.st[:k])
	copy(lt[k:], t.st[k+1:])
	var c cursor
	if !c.start(cPlan(ls[:n], lt[:n], t.off)) {
		return
	}
	i := 0
	for {
		o := c.off
		for range c.count {
			f(i, o)
			i++
			o += c.stride
		}
		if !c.next() {
			return
		}
	}
}

// argAxisInto writes into dst (C order) the position of the extreme of
// each lane of t along axis k, which is not empty. When the lanes are the
// contiguous direction of t, each is searched as one run; otherwise the
// slices along k are folded one after another into running extremes, so
// that t is read in memory order.
func argAxisInto[T Real](op string, dst []int, t strided[T], k int, max bool) error {
	n, s := t.shape[k], t.st[k]
	if !laneIsInner(t, k) {
		return argAxisFold(op, dst, t, k, max)
	}
	lanes(t, k, func(i, o int) {
		dst[i] = kernel.ArgExtremeRun(max, t.data, o, s, n)
	})
	return nil
}

// laneIsInner reports whether axis k has the smallest stride of t's axes
// longer than 1, so that its lanes are best read one at a time.
func laneIsInner[T any](t strided[T], k int) bool {
	for j, d := range t.shape {
		if j != k && d > 1 && abs(t.st[j]) < abs(t.st[k]) {
			return false
		}
	}
	return true
}

// argAxisFold is argAxisInto by slices: the slice at index 0 of axis k is
// copied into a buffer of running extremes (positions 0), and each later
// slice is folded in by the kernel.
func argAxisFold[T Real](op string, dst []int, t strided[T], k int, max bool) error {
	var fsh, fst, bst [MaxRank]int
	m := len(t.shape) - 1
	first := strided[T]{data: t.data, shape: fsh[:m], st: fst[:m]}
	first.off, _ = selectAxis(op, t.shape, t.st, t.off, k, 0, first.shape, first.st) // index 0 exists
	best, err := newC[T](op, first.shape, bst[:m])
	if err != nil {
		return err
	}
	copyStrided(best, first)
	clear(dst)
	p, ok := newPlanKey(first.shape, 2, 1, [3][]int{best.st, first.st}, [3]int{0, first.off})
	if !ok {
		return nil
	}
	n, st := p.inner()
	for i := 1; i < t.shape[k]; i++ {
		shift := i * t.st[k]
		walk(&p, 1, func(d, s, _ int) bool {
			kernel.ArgExtremeFold(max, best.data, dst, d, st[0], t.data, s+shift, st[1], n, i)
			return true
		})
	}
	return nil
}

// VarAxis returns the variances along axis with ddof delta degrees of
// freedom (NumPy's var(axis=axis, ddof=ddof)) as float64, in a new
// C-contiguous tensor of rank E = rank D - 1, computed as NumPy computes
// them: the means as [MeanAxis], the squared deviations laid out as NumPy
// lays them out, summed along the axis as [SumAxis] sums, divided by
// max(n-ddof, 0) (so +Inf or NaN when that is 0, as NumPy gives with a
// warning; an empty axis with ddof < 0 gives 0, the empty sum divided by
// -ddof, as in NumPy). Float32 tensors are computed in float32, as NumPy
// computes them, and the results widened exactly. It returns the errors of
// [MeanAxis].
func VarAxis[E Dim, T Real, D Dim](t Tensor[T, D], axis int, ddof int) (Tensor[float64, E], error) {
	shape, k, err := axisShape[E]("VarAxis", t, axis)
	if err != nil {
		return Tensor[float64, E]{}, err
	}
	r, err := Zeros[float64](shape)
	if err == nil {
		err = varAxisInto("VarAxis", r.strided(), t.strided(), 1<<k, ddof, false)
	}
	if err != nil {
		return Tensor[float64, E]{}, err
	}
	return r, nil
}

// StdAxis returns the standard deviations along axis, the square roots of
// [VarAxis].
func StdAxis[E Dim, T Real, D Dim](t Tensor[T, D], axis int, ddof int) (Tensor[float64, E], error) {
	shape, k, err := axisShape[E]("StdAxis", t, axis)
	if err != nil {
		return Tensor[float64, E]{}, err
	}
	r, err := Zeros[float64](shape)
	if err == nil {
		err = varAxisInto("StdAxis", r.strided(), t.strided(), 1<<k, ddof, true)
	}
	if err != nil {
		return Tensor[float64, E]{}, err
	}
	return r, nil
}

// VarAxisDyn is [VarAxis] for a dynamic-rank tensor.
func VarAxisDyn[T Real](t DynTensor[T], axis int, ddof int) (DynTensor[float64], error) {
	return varAxisDyn("VarAxisDyn", t, axis, ddof, false)
}

// StdAxisDyn is [StdAxis] for a dynamic-rank tensor.
func StdAxisDyn[T Real](t DynTensor[T], axis int, ddof int) (DynTensor[float64], error) {
	return varAxisDyn("StdAxisDyn", t, axis, ddof, true)
}

func varAxisDyn[T Real](name string, t DynTensor[T], axis, ddof int, sqrt bool) (DynTensor[float64], error) {
	var buf [MaxRank]int
	shape, k, err := axisShapeDyn(name, t, axis, &buf)
	if err != nil {
		return DynTensor[float64]{}, err
	}
	r, err := ZerosDyn[float64](shape...)
	if err == nil {
		err = varAxisInto(name, r.strided(), t.strided(), 1<<k, ddof, sqrt)
	}
	if err != nil {
		return DynTensor[float64]{}, err
	}
	return r, nil
}

// varAxisInto stores the variances (or, with sqrt, the standard
// deviations) of t over the axes in mask into r, as NumPy's var computes
// them: the means, then the squared deviations from them in a temporary
// laid out as NumPy lays out arr - arrmean, summed over the axes, divided
// by max(n-ddof, 0). Float32 tensors are computed in float32, as NumPy
// does, and the results widened.
func varAxisInto[T Real](op string, r strided[float64], t strided[T], mask uint64, ddof int, sqrt bool) error {
	// NumPy's arrmean is a result of its own, not out=.
	m := r
	m.out, m.isOut = nil, false
	if err := meanAxisInto(op, m, t, mask); err != nil {
		return err
	}
	if len(t.data) == 0 {
		// No element: each sum of squared deviations is the empty sum 0,
		// divided as below (NaN, or 0 for ddof < 0 on an empty axis).
		v := 0 / ddofCount(laneLength(t.shape, mask), ddof)
		if sqrt {
			v = math.Sqrt(v)
		}
		kernel.Fill(r.data, v)
		return nil
	}
	div := ddofCount(laneLength(t.shape, mask), ddof)
	if kind, size := kindOf[T](); kind == kindFloat && size == 4 {
		var st [MaxRank]int
		r32, err := newC[float32](op, r.shape, st[:len(r.shape)])
		if err != nil {
			return err
		}
		r32.out = r.out
		if err := sumDeviationsInto(op, r32, r, t, mask); err != nil {
			return err
		}
		d := float32(div)
		for i, v := range r32.data {
			v /= d
			if sqrt {
				v = float32(math.Sqrt(float64(v)))
			}
			r32.data[i] = v
		}
		return convertTo(op, r, r32)
	}
	if err := sumDeviationsInto(op, r, r, t, mask); err != nil {
		return err
	}
	for i := range r.data {
		v := r.data[i] / div
		if sqrt {
			v = math.Sqrt(v)
		}
		r.data[i] = v
	}
	return nil
}

// sumDeviationsInto stores into s the sums over the axes in mask of the
// squared deviations of t from the means in mean (of the result's shape),
// computed in F.
func sumDeviationsInto[F kernel.Float, T Real](op string, s strided[F], mean strided[float64], t strided[T], mask uint64) error {
	var xs, ms [MaxRank]int
	reducedStrides(mean.st, mask, ms[:len(t.shape)]) // the means, broadcast
	m := strided[float64]{data: mean.data, shape: t.shape, st: ms[:len(t.shape)], off: mean.off, readOnly: true}
	x, err := squaredDeviations[F](op, t, m, &xs)
	if err != nil {
		return err
	}
	return sumAxisInto(op, s, x, mask)
}
