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
