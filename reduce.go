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

// runs calls f with every inner run of t: offset, stride and count, in an
// order chosen for memory locality.
func runs[T any, D Dim](t *Tensor[T, D], f func(off, stride, n int)) {
	p, ok := newPlan(ints(&t.layout.shape), 1, [3][]int{ints(&t.layout.strides)}, [3]int{t.layout.offset})
	if !ok {
		return
	}
	if p.n == 0 {
		f(p.off[0], 1, 1)
		return
	}
	n, s := p.shape[p.n-1], p.st[0][p.n-1]
	outer(&p, 1, func(d, _ int) { f(d, s, n) })
}

// Sum returns the sum of the elements of t (0 for an empty tensor).
func Sum[T Number, D Dim](t Tensor[T, D]) T {
	var acc T
	runs(&t, func(off, s, n int) {
		if s == 1 {
			for _, v := range t.data[off : off+n] {
				acc += v
			}
			return
		}
		for range n {
			acc += t.data[off]
			off += s
		}
	})
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
func Min[T Real, D Dim](t Tensor[T, D]) (T, error) {
	return extreme(t, "Min", func(a, b T) bool { return b < a })
}

// Max returns the largest element of t; see [Min].
func Max[T Real, D Dim](t Tensor[T, D]) (T, error) {
	return extreme(t, "Max", func(a, b T) bool { return b > a })
}

func extreme[T Real, D Dim](t Tensor[T, D], name string, better func(a, b T) bool) (T, error) {
	var best T
	if t.Size() == 0 {
		return best, errorf(ErrShape, "%s: empty tensor", name)
	}
	first, nan := true, false
	runs(&t, func(off, s, n int) {
		for range n {
			v := t.data[off]
			off += s
			switch {
			case v != v:
				nan, best = true, v
			case nan:
			case first || better(best, v):
				best = v
			}
			first = false
		}
	})
	return best, nil
}

// reduceInto accumulates t into dst (the shape of t without axis k) with
// acc(dst element, t element), walking t in memory order.
func reduceInto[T any, D, E Dim](dst Tensor[T, E], t *Tensor[T, D], k int, acc func(d *T, v T)) {
	var ds D // dst strides with a 0 on the reduced axis
	for j := range len(ds) {
		switch {
		case j < k:
			ds[j] = dst.layout.strides[j]
		case j > k:
			ds[j] = dst.layout.strides[j-1]
		}
	}
	p, ok := newPlanKey(ints(&t.layout.shape), 2, 1, [3][]int{ints(&ds), ints(&t.layout.strides)}, [3]int{dst.layout.offset, t.layout.offset})
	if !ok {
		return
	}
	if p.n == 0 {
		acc(&dst.data[p.off[0]], t.data[p.off[1]])
		return
	}
	n, sd, ss := p.shape[p.n-1], p.st[0][p.n-1], p.st[1][p.n-1]
	outer(&p, 1, func(d, s int) {
		for range n {
			acc(&dst.data[d], t.data[s])
			d += sd
			s += ss
		}
	})
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
	reduceInto(r, &t, k, func(d *T, v T) { *d += v })
	return r, nil
}

// MeanAxis returns the means along axis; NaN where the axis is empty.
func MeanAxis[E Dim, T constraints.Float, D Dim](t Tensor[T, D], axis int) (Tensor[T, E], error) {
	r, err := SumAxis[E](t, axis)
	if err != nil {
		return r, err
	}
	n := T(t.layout.shape[normAxisMust(axis, len(t.layout.shape))])
	for i := range r.data {
		r.data[i] /= n // 0/0 is NaN for an empty axis, as in NumPy
	}
	return r, nil
}

func normAxisMust(axis, n int) int {
	if axis < 0 {
		return axis + n
	}
	return axis
}

// MinAxis returns the minima along axis; NaN propagates. It returns an
// error wrapping [ErrShape] if the axis is empty, [ErrAxis] or [ErrRank].
func MinAxis[E Dim, T Real, D Dim](t Tensor[T, D], axis int) (Tensor[T, E], error) {
	return extremeAxis[E](t, "MinAxis", axis, func(a, b T) bool { return b < a })
}

// MaxAxis returns the maxima along axis; see [MinAxis].
func MaxAxis[E Dim, T Real, D Dim](t Tensor[T, D], axis int) (Tensor[T, E], error) {
	return extremeAxis[E](t, "MaxAxis", axis, func(a, b T) bool { return b > a })
}

func extremeAxis[E Dim, T Real, D Dim](t Tensor[T, D], name string, axis int, better func(a, b T) bool) (Tensor[T, E], error) {
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
	reduceInto(r, &rest, k, func(d *T, v T) {
		switch {
		case *d != *d: // already NaN
		case v != v || better(*d, v):
			*d = v
		}
	})
	return r, nil
}
