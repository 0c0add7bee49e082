package dyn

import "github.com/fixedrank/tensor/internal/engine"

// Sort returns a copy of t sorted along axis, NumPy's np.sort(t, axis,
// kind="stable"); see the root package's Sort for the order and the
// errors.
func Sort[T Real](t Tensor[T], axis int) (Tensor[T], error) {
	r, err := empty[T]("dyn.Sort", t.layout.shape...)
	if err == nil {
		err = engine.SortAxis("dyn.Sort", r.strided(), t.strided(), axis)
	}
	if err != nil {
		return Tensor[T]{}, err
	}
	return r, nil
}

// ArgSort returns the indices that sort t along axis, stably, NumPy's
// np.argsort(t, axis, kind="stable"); see the root package's ArgSort.
func ArgSort[T Real](t Tensor[T], axis int) (Tensor[int], error) {
	r, err := empty[int]("dyn.ArgSort", t.layout.shape...)
	if err == nil {
		err = engine.ArgSortAxis("dyn.ArgSort", r.strided(), t.strided(), axis)
	}
	if err != nil {
		return Tensor[int]{}, err
	}
	return r, nil
}

// Partition returns t partitioned along axis around each position in kth
// (np.partition); see the root package's Partition.
func Partition[T Real](t Tensor[T], kth []int, axis int) (Tensor[T], error) {
	if err := engine.CheckKth("dyn.Partition", t.layout.shape, kth, axis); err != nil {
		return Tensor[T]{}, err
	}
	r, err := empty[T]("dyn.Partition", t.layout.shape...)
	if err == nil {
		err = engine.PartitionAxis("dyn.Partition", r.strided(), t.strided(), axis, kth)
	}
	if err != nil {
		return Tensor[T]{}, err
	}
	return r, nil
}

// ArgPartition returns the indices that partition t along axis around
// each position in kth (np.argpartition); see the root package's
// ArgPartition.
func ArgPartition[T Real](t Tensor[T], kth []int, axis int) (Tensor[int], error) {
	if err := engine.CheckKth("dyn.ArgPartition", t.layout.shape, kth, axis); err != nil {
		return Tensor[int]{}, err
	}
	r, err := empty[int]("dyn.ArgPartition", t.layout.shape...)
	if err == nil {
		err = engine.ArgPartitionAxis("dyn.ArgPartition", r.strided(), t.strided(), axis, kth)
	}
	if err != nil {
		return Tensor[int]{}, err
	}
	return r, nil
}
