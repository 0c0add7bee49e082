package tensor

import "github.com/fixedrank/tensor/internal/engine"

// Sort returns a copy of t sorted along axis (negative counts from the
// end), as NumPy's np.sort(t, axis, kind="stable") returns it, in a new
// C-contiguous tensor. The order is NumPy's: integers by value; floats by
// value with NaNs last, -0.0 and 0.0 equal (kept in their input order, as
// every equal pair is: the sort is stable). NumPy's default kind,
// "quicksort", orders equal values, -0.0 and 0.0 included, as its
// algorithm happens to; the values are the same. For np.sort(t,
// axis=None) sort [Ravel] of t along 0.
//
// Float64 and float32 (and every integer type) are sorted by a
// least-significant-digit radix sort on order-preserving keys, one pass
// per byte (six 11-bit passes for lanes of 64 K or more 8-byte elements),
// lanes of up to 32 elements by insertion. It returns an error wrapping
// [ErrAxis] for an axis out of range (a rank-0 t has none, as in NumPy),
// or the errors of [Zeros].
func Sort[T Real, D Dim](t Tensor[T, D], axis int) (Tensor[T, D], error) {
	r, err := empty[T]("Sort", t.layout.shape)
	if err == nil {
		err = engine.SortAxis("Sort", r.strided(), t.strided(), axis)
	}
	if err != nil {
		return Tensor[T, D]{}, err
	}
	return r, nil
}

// ArgSort returns the indices that sort t along axis, stably (NumPy's
// np.argsort(t, axis, kind="stable")): element i of each lane of the
// result is the position in the lane of t of its i-th smallest element,
// equal elements in input order. The order is [Sort]'s. It returns the
// errors of Sort.
func ArgSort[T Real, D Dim](t Tensor[T, D], axis int) (Tensor[int, D], error) {
	r, err := empty[int]("ArgSort", t.layout.shape)
	if err == nil {
		err = engine.ArgSortAxis("ArgSort", r.strided(), t.strided(), axis)
	}
	if err != nil {
		return Tensor[int, D]{}, err
	}
	return r, nil
}

// Partition returns a copy of t in which, along axis, the element at each
// position in kth is the one a sort would put there, no element before it
// is greater and none after it is smaller (NumPy's np.partition(t, kth,
// axis)); negative positions count from the end. Each lane is selected,
// not sorted: its sort keys are partitioned in place around each position
// in turn (introselect, as NumPy's), so the other elements are in an order
// of the selection's own, which is not NumPy's; only the elements at kth
// and the partition property are NumPy's. NaNs go last, as in [Sort]. It
// returns an error wrapping [ErrIndex] for a kth outside the axis, or the
// errors of Sort.
func Partition[T Real, D Dim](t Tensor[T, D], kth []int, axis int) (Tensor[T, D], error) {
	if err := engine.CheckKth("Partition", ints(&t.layout.shape), kth, axis); err != nil {
		return Tensor[T, D]{}, err
	}
	r, err := empty[T]("Partition", t.layout.shape)
	if err == nil {
		err = engine.PartitionAxis("Partition", r.strided(), t.strided(), axis, kth)
	}
	if err != nil {
		return Tensor[T, D]{}, err
	}
	return r, nil
}

// ArgPartition returns the indices that partition t along axis around
// each position in kth (NumPy's np.argpartition): the element at each kth
// index is the one a sort puts there, none before it is greater and none
// after it smaller. Each lane's keys are selected around each kth in turn
// and split, with their indices, into those below, equal and above (in
// input order within each); the order within the parts is not NumPy's,
// which leaves it unspecified too. With more than eight distinct kth a
// lane is sorted instead ([ArgSort]'s indices, which meet the same
// contract). It returns the errors of Partition.
func ArgPartition[T Real, D Dim](t Tensor[T, D], kth []int, axis int) (Tensor[int, D], error) {
	if err := engine.CheckKth("ArgPartition", ints(&t.layout.shape), kth, axis); err != nil {
		return Tensor[int, D]{}, err
	}
	r, err := empty[int]("ArgPartition", t.layout.shape)
	if err == nil {
		err = engine.ArgPartitionAxis("ArgPartition", r.strided(), t.strided(), axis, kth)
	}
	if err != nil {
		return Tensor[int, D]{}, err
	}
	return r, nil
}
