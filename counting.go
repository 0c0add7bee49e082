package tensor

import (
	"github.com/fixedrank/tensor/internal/engine"
	"golang.org/x/exp/constraints"
)

// Bincount returns how many times each value from 0 to the largest in x
// occurs in x (NumPy's np.bincount(x, minlength=minlength)): a new vector
// of length max(x)+1, or minlength if that is longer; an empty x gives
// minlength zeros. x may hold any integer type (NumPy refuses uint64
// arrays, which do not cast safely to its index type; here any value that
// fits counts). It returns an error wrapping [ErrValue] for a negative
// value in x or a negative minlength, [ErrTooLarge] for a value too large
// to count, or the errors of [Zeros].
func Bincount[I constraints.Integer](x Tensor[I, [1]int], minlength int) (Tensor[int, [1]int], error) {
	c, err := engine.Bincount("Bincount", x.strided(), minlength)
	if err != nil {
		return Tensor[int, [1]int]{}, err
	}
	return vector(c), nil
}

// BincountWeighted returns, for each value from 0 to the largest in x,
// the sum of the weights at the positions of x that hold it (NumPy's
// np.bincount(x, weights, minlength)): the weights converted to float64
// and added in x's order, as NumPy adds them, so the sums are NumPy's bit
// for bit. The result has [Bincount]'s length; an empty x gives minlength
// zeros whatever weights holds (NumPy returns them as integers). It
// returns an error wrapping [ErrShape] if weights is not as long as x
// (NumPy raises ValueError), or the errors of Bincount.
func BincountWeighted[I constraints.Integer, W Real](x Tensor[I, [1]int], weights Tensor[W, [1]int], minlength int) (Tensor[float64, [1]int], error) {
	s, err := engine.BincountWeighted("BincountWeighted", x.strided(), weights.strided(), minlength)
	if err != nil {
		return Tensor[float64, [1]int]{}, err
	}
	return vector(s), nil
}

// Histogram returns the histogram of t's elements in bins equal bins
// from t's least to its greatest element, and the bins+1 edges: NumPy
// 1.24's np.histogram(t, bins) with an integer bins, bit for bit. Bin i
// counts the elements x with edges[i] <= x < edges[i+1]; the last bin
// also counts its right edge. If every element is equal, the range is
// widened by 0.5 each way; an empty t takes the range [0, 1].
//
// The edges are np.linspace(first, last, bins+1) rounded to the type
// NumPy computes them in: float32 for float32 data, float64 for every
// other type (returned as float64 values either way). The bin of an
// element is found as NumPy's fast path finds it: (x - first) * norm,
// with norm = bins/(last - first), in that type (in float64 where NumPy's
// value-based casting takes a norm too large for float32 as float64),
// truncated and corrected by comparing x with the edges, so elements on
// or next to an edge, or between edges that float32 rounds to one value,
// fall where NumPy puts them. NumPy's density and weights options are
// not offered.
//
// It returns an error wrapping [ErrValue] if bins < 1 or t holds a NaN or
// an infinity (NumPy's "autodetected range is not finite"), [ErrIndex] or
// [ErrValue] where NumPy's index computation fails (a range whose width
// overflows to infinity: NumPy's IndexError or ValueError), or the errors
// of [Zeros].
func Histogram[T Real, D Dim](t Tensor[T, D], bins int) (counts Tensor[int, [1]int], edges Tensor[float64, [1]int], err error) {
	c, e, err := engine.Histogram("Histogram", t.strided(), bins, nil)
	if err != nil {
		return Tensor[int, [1]int]{}, Tensor[float64, [1]int]{}, err
	}
	return vector(c), vector(e), nil
}

// HistogramRange returns [Histogram]'s counts and edges over the range
// [lo, hi] instead of t's (NumPy's np.histogram(t, bins, range=(lo, hi))
// with lo and hi Python floats): elements outside it, NaNs among them,
// are not counted, and lo == hi is widened by 0.5 each way. As in NumPy,
// for float32 data the elements are compared with lo and hi rounded to
// float32, and the edges are computed in float32 (in float64 if lo or hi
// is too large for float32: NumPy's value-based casting). It returns an
// error wrapping [ErrValue] if bins < 1, lo > hi, or lo or hi is not
// finite, or the other errors of Histogram.
func HistogramRange[T Real, D Dim](t Tensor[T, D], bins int, lo, hi float64) (counts Tensor[int, [1]int], edges Tensor[float64, [1]int], err error) {
	c, e, err := engine.Histogram("HistogramRange", t.strided(), bins, &[2]float64{lo, hi})
	if err != nil {
		return Tensor[int, [1]int]{}, Tensor[float64, [1]int]{}, err
	}
	return vector(c), vector(e), nil
}

// HistogramEdges returns the histogram of t's elements in the bins
// between consecutive edges (NumPy's np.histogram(t, bins=edges)[0]):
// len(edges)-1 counts (none for fewer than two edges), bin i counting the
// elements x with edges[i] <= x < edges[i+1], the last bin closed. The
// elements are compared with the edges in float64 in NumPy's sort order,
// so a NaN is counted only if the last edge is a NaN, and NaN edges
// (which NumPy's monotonicity test lets through) give the counts NumPy
// gives, negative ones included. Integers beyond 2^53 are rounded to
// float64 first, as NumPy rounds them against float64 edges. It returns
// an error wrapping [ErrValue] if an edge is greater than the next one,
// or the errors of [Zeros].
func HistogramEdges[T Real, D Dim](t Tensor[T, D], edges Tensor[float64, [1]int]) (Tensor[int, [1]int], error) {
	c, err := engine.HistogramEdges("HistogramEdges", t.strided(), edges.strided())
	if err != nil {
		return Tensor[int, [1]int]{}, err
	}
	return vector(c), nil
}

// Digitize returns, for each element of x, the index of the bin it falls
// in (NumPy's np.digitize(x, bins, right)), in a new tensor of x's shape.
// For increasing bins, the index i satisfies bins[i-1] <= x < bins[i]
// (with right, bins[i-1] < x <= bins[i]); for decreasing bins, bins[i-1]
// > x >= bins[i] (with right, bins[i-1] >= x > bins[i]); 0 and len(bins)
// mark the values beyond the ends. The bins are searched as NumPy's
// searchsorted searches them, in NumPy's sort order (a NaN after every
// number), one search starting from where the last ended, so even NaN
// bins give NumPy's indices. It returns an error wrapping [ErrValue] if
// bins neither increase nor decrease (NumPy's test, in float64, which
// lets NaNs through), or the errors of [Zeros].
func Digitize[T Real, D Dim](x Tensor[T, D], bins Tensor[T, [1]int], right bool) (Tensor[int, D], error) {
	r, err := empty[int]("Digitize", x.layout.shape) // written whole
	if err == nil {
		err = engine.Digitize("Digitize", r.strided(), x.strided(), bins.strided(), right)
	}
	if err != nil {
		return Tensor[int, D]{}, err
	}
	return r, nil
}

// IsIn reports, for each element of element, whether it equals (==) an
// element of test (NumPy's np.isin(element, test)), in a new tensor of
// element's shape: test's shape does not matter. A NaN is in nothing (as
// NumPy compares with ==), and -0.0 is in a test holding 0.0. test is
// sorted once and each element found by binary search. NumPy's invert
// and assume_unique are not offered ([NotEqual] of the result and true
// inverts it). It returns the errors of [Zeros].
func IsIn[T Real, D, E Dim](element Tensor[T, D], test Tensor[T, E]) (Tensor[bool, D], error) {
	r, err := empty[bool]("IsIn", element.layout.shape) // written whole
	if err == nil {
		err = engine.IsIn("IsIn", r.strided(), element.strided(), test.strided())
	}
	if err != nil {
		return Tensor[bool, D]{}, err
	}
	return r, nil
}

// LexSort returns the indices that sort the n columns of keys, a (k, n)
// tensor of k keys, by the last key, ties by the key before it, and so
// on (NumPy's np.lexsort(keys); np.lexsort((b, a)) sorts by a, then b,
// and is LexSort of [Stack] of b and a). Each key is in [Sort]'s order
// (NaNs last, -0.0 and 0.0 equal) and the sort is stable, as NumPy's
// is: k stable argsorts, the first key first. It returns an error
// wrapping [ErrShape] for no key (k = 0, NumPy's TypeError), or the
// errors of [Zeros].
func LexSort[T Real](keys Tensor[T, [2]int]) (Tensor[int, [1]int], error) {
	idx, err := engine.LexSort("LexSort", keys.strided())
	if err != nil {
		return Tensor[int, [1]int]{}, err
	}
	return vector(idx), nil
}
