package tensor

import (
	"math"

	"golang.org/x/exp/constraints"
)

// Real is a constraint that permits the integer and floating-point types:
// the element types with an order, for Min and Max.
type Real interface {
	constraints.Integer | constraints.Float
}

// Sum returns the sum of the elements of t (0 for an empty tensor).
func Sum[T Number, D Dim](t Tensor[T, D]) T {
	var acc T
	for r := range t.Runs() {
		if r.Stride == 1 {
			for _, v := range t.data[r.Offset : r.Offset+r.Count] {
				acc += v
			}
			continue
		}
		for i := range r.Count {
			acc += t.data[r.Offset+i*r.Stride]
		}
	}
	return acc
}

// Mean returns the arithmetic mean of the elements of t, NaN for an empty
// tensor (as NumPy, without the warning).
func Mean[T constraints.Float, D Dim](t Tensor[T, D]) T {
	n := t.Size()
	if n == 0 {
		return T(math.NaN())
	}
	return Sum(t) / T(n)
}

// Min returns the smallest element of t; a NaN element makes the result
// NaN, as in NumPy. It returns an error wrapping [ErrShape] for an empty
// tensor.
func Min[T Real, D Dim](t Tensor[T, D]) (T, error) { return extreme(t, "Min", false) }

// Max returns the largest element of t; see [Min].
func Max[T Real, D Dim](t Tensor[T, D]) (T, error) { return extreme(t, "Max", true) }

// better reports whether v replaces cur as the running minimum (or maximum
// when max is set); a NaN always replaces and is never replaced.
func better[T Real](max bool, cur, v T) bool {
	switch {
	case cur != cur:
		return false
	case v != v:
		return true
	case max:
		return v > cur
	}
	return v < cur
}

func extreme[T Real, D Dim](t Tensor[T, D], name string, max bool) (T, error) {
	var best T
	if t.Size() == 0 {
		return best, errorf(ErrShape, "%s: empty tensor", name)
	}
	first := true
	for r := range t.Runs() {
		for i := range r.Count {
			if v := t.data[r.Offset+i*r.Stride]; first || better(max, best, v) {
				best, first = v, false
			}
		}
	}
	return best, nil
}

// reducePlan returns the iteration that reduces t (operand 1) into dst
// (operand 0, t's shape without axis k, seen with stride 0 on axis k), with
// the axes ordered by t's strides so that reads are sequential.
func reducePlan[T any, D, E Dim](dst *Tensor[T, E], t *Tensor[T, D], k int) (plan, bool) {
	var ds D // dst strides with a 0 on the reduced axis
	for j := range len(ds) {
		switch {
		case j < k:
			ds[j] = dst.layout.strides[j]
		case j > k:
			ds[j] = dst.layout.strides[j-1]
		}
	}
	return newPlanKey(ints(&t.layout.shape), 2, 1, [3][]int{ints(&ds), ints(&t.layout.strides)}, [3]int{dst.layout.offset, t.layout.offset})
}

// axisResult checks the output rank and axis of an axis reduction and
// returns a zero result of t's shape without axis.
func axisResult[E Dim, T any, D Dim](name string, t Tensor[T, D], axis int) (Tensor[T, E], int, error) {
	var r Tensor[T, E]
	if len(r.layout.shape) != len(t.layout.shape)-1 {
		return r, 0, rankError(name, len(r.layout.shape), len(t.layout.shape)-1)
	}
	k, err := normAxis(name, axis, len(t.layout.shape))
	if err != nil {
		return r, 0, err
	}
	var shape E
	for j := range len(shape) {
		if j < k {
			shape[j] = t.layout.shape[j]
		} else {
			shape[j] = t.layout.shape[j+1]
		}
	}
	r, err = Zeros[T](shape)
	return r, k, err
}

// SumAxis returns the sums along axis (NumPy's sum(axis=axis)): a new
// C-contiguous tensor of rank E = rank D - 1. It returns an error wrapping
// [ErrAxis] or [ErrRank].
func SumAxis[E Dim, T Number, D Dim](t Tensor[T, D], axis int) (Tensor[T, E], error) {
	r, k, err := axisResult[E]("SumAxis", t, axis)
	if err != nil {
		return r, err
	}
	p, ok := reducePlan(&r, &t, k)
	if !ok {
		return r, nil
	}
	n, st := p.inner()
	walk(&p, 1, func(d, s, _ int) bool {
		for range n {
			r.data[d] += t.data[s]
			d += st[0]
			s += st[1]
		}
		return true
	})
	return r, nil
}

// MeanAxis returns the means along axis; NaN where the axis is empty.
func MeanAxis[E Dim, T constraints.Float, D Dim](t Tensor[T, D], axis int) (Tensor[T, E], error) {
	r, err := SumAxis[E](t, axis)
	if err != nil {
		return r, err
	}
	k, _ := normAxis("MeanAxis", axis, len(t.layout.shape)) // valid: SumAxis checked it
	n := T(t.layout.shape[k])
	for i := range r.data {
		r.data[i] /= n // 0/0 is NaN for an empty axis, as in NumPy
	}
	return r, nil
}

// MinAxis returns the minima along axis; NaN propagates. It returns an
// error wrapping [ErrShape] if the axis is empty, [ErrAxis] or [ErrRank].
func MinAxis[E Dim, T Real, D Dim](t Tensor[T, D], axis int) (Tensor[T, E], error) {
	return extremeAxis[E](t, "MinAxis", axis, false)
}

// MaxAxis returns the maxima along axis; see [MinAxis].
func MaxAxis[E Dim, T Real, D Dim](t Tensor[T, D], axis int) (Tensor[T, E], error) {
	return extremeAxis[E](t, "MaxAxis", axis, true)
}

func extremeAxis[E Dim, T Real, D Dim](t Tensor[T, D], name string, axis int, max bool) (Tensor[T, E], error) {
	r, k, err := axisResult[E](name, t, axis)
	if err != nil {
		return r, err
	}
	if t.layout.shape[k] == 0 {
		return Tensor[T, E]{}, errorf(ErrShape, "%s: axis %d is empty", name, k)
	}
	first, _ := Select[E](t.layout, k, 0)
	if err := Assign(r, Tensor[T, E]{data: t.data, layout: first}); err != nil {
		return Tensor[T, E]{}, err
	}
	rest, _ := t.Slice(k, From(1))
	p, ok := reducePlan(&r, &rest, k)
	if !ok {
		return r, nil
	}
	n, st := p.inner()
	walk(&p, 1, func(d, s, _ int) bool {
		for range n {
			if v := t.data[s]; better(max, r.data[d], v) {
				r.data[d] = v
			}
			d += st[0]
			s += st[1]
		}
		return true
	})
	return r, nil
}
