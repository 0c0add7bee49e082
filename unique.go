package tensor

import "github.com/fixedrank/tensor/internal/engine"

// Unique returns the sorted distinct elements of t, flattened in C order
// (NumPy 1.24's np.unique(t)): in [Sort]'s order, every NaN one value
// after the others (NumPy's equal_nan=True), -0.0 and 0.0 one value (the
// first in input order; NumPy keeps whichever its quicksort puts first).
// It returns the allocation errors of [Zeros].
func Unique[T Real, D Dim](t Tensor[T, D]) (Tensor[T, [1]int], error) {
	u, err := engine.UniqueOf("Unique", t.strided(), false)
	if err != nil {
		return Tensor[T, [1]int]{}, err
	}
	return vector(u.Values), nil
}

// Uniques holds np.unique's four outputs (NumPy's return_index,
// return_inverse and return_counts; the array API's unique_all): of
// [UniqueAll], where D is [1]int, or of [UniqueAllAxis], where the values
// are slices of t and the indices count along the axis.
type Uniques[T any, D Dim] struct {
	Values  Tensor[T, D]        // the sorted distinct elements (or slices)
	Indices Tensor[int, [1]int] // the index of each value's first occurrence (C order, or along the axis)
	Inverse Tensor[int, [1]int] // for every element (or slice) in order, its value's index in Values
	Counts  Tensor[int, [1]int] // how many elements (or slices) equal each value
}

// UniqueAll returns [Unique] with the index of each value's first
// occurrence, the inverse (Values indexed by Inverse gives t's elements in
// C order) and the counts, as np.unique(t, return_index=True,
// return_inverse=True, return_counts=True) returns them. It returns the
// errors of Unique.
func UniqueAll[T Real, D Dim](t Tensor[T, D]) (Uniques[T, [1]int], error) {
	u, err := engine.UniqueOf("UniqueAll", t.strided(), true)
	if err != nil {
		return Uniques[T, [1]int]{}, err
	}
	return Uniques[T, [1]int]{Values: vector(u.Values), Indices: vector(u.Indices), Inverse: vector(u.Inverse), Counts: vector(u.Counts)}, nil
}

// UniqueAxis returns the distinct slices of t along axis, sorted (NumPy
// 1.24's np.unique(t, axis=axis): the distinct rows of a matrix for axis
// 0), in a new C-contiguous tensor of t's rank: slices ordered
// lexicographically, element by element in [Sort]'s order. Slices are
// equal when all their elements are (==), as NumPy compares them: unlike
// [Unique], a slice holding a NaN equals no other, even its copy; -0.0
// equals 0.0, and the first such slice in input order is kept. It returns
// an error wrapping [ErrAxis], or the errors of [Zeros].
func UniqueAxis[T Real, D Dim](t Tensor[T, D], axis int) (Tensor[T, D], error) {
	u, err := UniqueAllAxis(t, axis)
	return u.Values, err
}

// UniqueAllAxis returns [UniqueAxis] with the index along axis of each
// value's first occurrence, the inverse (t's slices are Values's at
// Inverse) and the counts, as np.unique(t, axis=axis, return_index=True,
// return_inverse=True, return_counts=True) returns them. It returns the
// errors of UniqueAxis.
func UniqueAllAxis[T Real, D Dim](t Tensor[T, D], axis int) (Uniques[T, D], error) {
	u, a, n, err := engine.UniqueAxisOf("UniqueAllAxis", t.strided(), axis)
	if err != nil {
		return Uniques[T, D]{}, err
	}
	shape := t.layout.shape
	ints(&shape)[a] = n
	v, err := FromSlice(u.Values, shape)
	if err != nil {
		return Uniques[T, D]{}, err
	}
	return Uniques[T, D]{Values: v, Indices: vector(u.Indices), Inverse: vector(u.Inverse), Counts: vector(u.Counts)}, nil
}

// vector returns the contiguous vector over data.
func vector[T any](data []T) Tensor[T, [1]int] {
	t, _ := FromSlice(data, [1]int{len(data)}) // cannot fail: the length is the shape
	return t
}

// SearchSorted returns, for each element of v, the position at which it
// would be inserted into a (sorted ascending in [Sort]'s order, as NumPy
// assumes without checking) to keep a sorted: NumPy's searchsorted(a, v,
// side) with side "left" (or "", the first such position) or "right" (the
// last). The result has v's shape. It returns an error wrapping [ErrValue]
// for another side, or the errors of [Zeros].
func SearchSorted[T Real, D Dim](a Tensor[T, [1]int], v Tensor[T, D], side string) (Tensor[int, D], error) {
	right, err := engine.ParseSide("SearchSorted", side)
	if err != nil {
		return Tensor[int, D]{}, err
	}
	r, err := empty[int]("SearchSorted", v.layout.shape)
	if err == nil {
		err = engine.SearchSorted("SearchSorted", r.strided(), a.strided(), v.strided(), right)
	}
	if err != nil {
		return Tensor[int, D]{}, err
	}
	return r, nil
}
