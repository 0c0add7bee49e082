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
// return_inverse and return_counts; the array API's unique_all).
type Uniques[T any] struct {
	Values  Tensor[T, [1]int]   // the sorted distinct elements
	Indices Tensor[int, [1]int] // the C-order index of each value's first occurrence
	Inverse Tensor[int, [1]int] // for every element in C order, its value's index in Values
	Counts  Tensor[int, [1]int] // how many elements equal each value
}

// UniqueAll returns [Unique] with the index of each value's first
// occurrence, the inverse (Values indexed by Inverse gives t's elements in
// C order) and the counts, as np.unique(t, return_index=True,
// return_inverse=True, return_counts=True) returns them. It returns the
// errors of Unique.
func UniqueAll[T Real, D Dim](t Tensor[T, D]) (Uniques[T], error) {
	u, err := engine.UniqueOf("UniqueAll", t.strided(), true)
	if err != nil {
		return Uniques[T]{}, err
	}
	return Uniques[T]{Values: vector(u.Values), Indices: vector(u.Indices), Inverse: vector(u.Inverse), Counts: vector(u.Counts)}, nil
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
