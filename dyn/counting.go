package dyn

import (
	"github.com/fixedrank/tensor/internal/engine"
	"golang.org/x/exp/constraints"
)

// Bincount returns how many times each value from 0 to the largest in
// the 1-D x occurs in it (np.bincount(x, minlength=minlength)); see the
// root package's Bincount. An x of another rank is an error wrapping
// [ErrRank].
func Bincount[I constraints.Integer](x Tensor[I], minlength int) (Tensor[int], error) {
	c, err := engine.Bincount("dyn.Bincount", x.strided(), minlength)
	if err != nil {
		return Tensor[int]{}, err
	}
	return vector(c), nil
}

// BincountWeighted returns the sums of the weights of each value of the
// 1-D x (np.bincount(x, weights, minlength)), in float64 and in NumPy's
// order; see the root package's BincountWeighted. An x or (for a
// non-empty x) weights of another rank is an error wrapping [ErrRank].
func BincountWeighted[I constraints.Integer, W Real](x Tensor[I], weights Tensor[W], minlength int) (Tensor[float64], error) {
	s, err := engine.BincountWeighted("dyn.BincountWeighted", x.strided(), weights.strided(), minlength)
	if err != nil {
		return Tensor[float64]{}, err
	}
	return vector(s), nil
}

// Histogram returns the histogram of t's elements in bins equal bins over
// their range and the bins+1 edges (np.histogram(t, bins)); see the root
// package's Histogram.
func Histogram[T Real](t Tensor[T], bins int) (counts Tensor[int], edges Tensor[float64], err error) {
	c, e, err := engine.Histogram("dyn.Histogram", t.strided(), bins, nil)
	if err != nil {
		return Tensor[int]{}, Tensor[float64]{}, err
	}
	return vector(c), vector(e), nil
}

// HistogramRange returns the histogram of t's elements in bins equal bins
// over [lo, hi] and the edges (np.histogram(t, bins, range=(lo, hi))); see
// the root package's HistogramRange.
func HistogramRange[T Real](t Tensor[T], bins int, lo, hi float64) (counts Tensor[int], edges Tensor[float64], err error) {
	c, e, err := engine.Histogram("dyn.HistogramRange", t.strided(), bins, &[2]float64{lo, hi})
	if err != nil {
		return Tensor[int]{}, Tensor[float64]{}, err
	}
	return vector(c), vector(e), nil
}

// HistogramEdges returns the histogram of t's elements in the bins
// between consecutive edges (np.histogram(t, bins=edges)[0]); see the
// root package's HistogramEdges. Edges of a rank other than 1 are an
// error wrapping [ErrRank] (NumPy raises ValueError).
func HistogramEdges[T Real](t Tensor[T], edges Tensor[float64]) (Tensor[int], error) {
	c, err := engine.HistogramEdges("dyn.HistogramEdges", t.strided(), edges.strided())
	if err != nil {
		return Tensor[int]{}, err
	}
	return vector(c), nil
}

// Digitize returns the index of the bin of each element of x
// (np.digitize(x, bins, right)) in a new tensor of x's shape; see the
// root package's Digitize. Bins of a rank other than 1 are an error
// wrapping [ErrRank] (NumPy raises ValueError).
func Digitize[T Real](x, bins Tensor[T], right bool) (Tensor[int], error) {
	r, err := empty[int]("dyn.Digitize", x.layout.shape...) // written whole
	if err == nil {
		err = engine.Digitize("dyn.Digitize", r.strided(), x.strided(), bins.strided(), right)
	}
	if err != nil {
		return Tensor[int]{}, err
	}
	return r, nil
}

// IsIn reports whether each element of element equals an element of test
// (np.isin(element, test)) in a new tensor of element's shape; see the
// root package's IsIn.
func IsIn[T Real](element, test Tensor[T]) (Tensor[bool], error) {
	r, err := empty[bool]("dyn.IsIn", element.layout.shape...) // written whole
	if err == nil {
		err = engine.IsIn("dyn.IsIn", r.strided(), element.strided(), test.strided())
	}
	if err != nil {
		return Tensor[bool]{}, err
	}
	return r, nil
}

// LexSort returns the indices that sort the columns of the (k, n) keys by
// the last key, then the one before, and so on, stably (np.lexsort(keys));
// see the root package's LexSort. Keys of a rank other than 2 are an
// error wrapping [ErrRank] (NumPy sorts keys of other ranks along their
// last axis; stack 1-D keys, or take the lanes one at a time).
func LexSort[T Real](keys Tensor[T]) (Tensor[int], error) {
	idx, err := engine.LexSort("dyn.LexSort", keys.strided())
	if err != nil {
		return Tensor[int]{}, err
	}
	return vector(idx), nil
}
