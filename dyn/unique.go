package dyn

import "github.com/fixedrank/tensor/internal/engine"

// Unique returns the sorted distinct elements of t, flattened in C order
// (np.unique(t)); see the root package's Unique.
func Unique[T Real](t Tensor[T]) (Tensor[T], error) {
	u, err := engine.UniqueOf("dyn.Unique", t.strided(), false)
	if err != nil {
		return Tensor[T]{}, err
	}
	return vector(u.Values), nil
}

// Uniques holds np.unique's four outputs; see the root package's Uniques.
type Uniques[T any] struct {
	Values  Tensor[T]   // the sorted distinct elements
	Indices Tensor[int] // the C-order index of each value's first occurrence
	Inverse Tensor[int] // for every element in C order, its value's index in Values
	Counts  Tensor[int] // how many elements equal each value
}

// UniqueAll returns [Unique] with the first indices, the inverse and the
// counts; see the root package's UniqueAll.
func UniqueAll[T Real](t Tensor[T]) (Uniques[T], error) {
	u, err := engine.UniqueOf("dyn.UniqueAll", t.strided(), true)
	if err != nil {
		return Uniques[T]{}, err
	}
	return Uniques[T]{Values: vector(u.Values), Indices: vector(u.Indices), Inverse: vector(u.Inverse), Counts: vector(u.Counts)}, nil
}

// UniqueAxis returns the distinct slices of t along axis, sorted
// (np.unique(t, axis=axis)); see the root package's UniqueAxis.
func UniqueAxis[T Real](t Tensor[T], axis int) (Tensor[T], error) {
	u, err := UniqueAllAxis(t, axis)
	return u.Values, err
}

// UniqueAllAxis returns [UniqueAxis] with the first indices along axis,
// the inverse and the counts; see the root package's UniqueAllAxis.
func UniqueAllAxis[T Real](t Tensor[T], axis int) (Uniques[T], error) {
	u, a, n, err := engine.UniqueAxisOf("dyn.UniqueAllAxis", t.strided(), axis)
	if err != nil {
		return Uniques[T]{}, err
	}
	shape := append([]int(nil), t.layout.shape...)
	shape[a] = n
	v, err := FromSlice(u.Values, shape...)
	if err != nil {
		return Uniques[T]{}, err
	}
	return Uniques[T]{Values: v, Indices: vector(u.Indices), Inverse: vector(u.Inverse), Counts: vector(u.Counts)}, nil
}

// vector returns the contiguous vector over data.
func vector[T any](data []T) Tensor[T] {
	t, _ := FromSlice(data, len(data)) // cannot fail: the length is the shape
	return t
}

// SearchSorted returns the insertion positions of v's elements into the
// sorted 1-D a (np.searchsorted(a, v, side)); see the root package's
// SearchSorted. An a of another rank is an error wrapping [ErrRank].
func SearchSorted[T Real](a, v Tensor[T], side string) (Tensor[int], error) {
	right, err := engine.ParseSide("dyn.SearchSorted", side)
	if err != nil {
		return Tensor[int]{}, err
	}
	r, err := empty[int]("dyn.SearchSorted", v.layout.shape...)
	if err == nil {
		err = engine.SearchSorted("dyn.SearchSorted", r.strided(), a.strided(), v.strided(), right)
	}
	if err != nil {
		return Tensor[int]{}, err
	}
	return r, nil
}
