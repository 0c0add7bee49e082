package dyn

import "github.com/fixedrank/tensor/internal/engine"

// NaN-aware reductions (NumPy's nansum, nanmean, nanmin, nanmax,
// nanargmin, nanargmax, nanvar, nanstd, nanmedian and nanquantile), in the
// reduction family's four forms, and the NaN-aware cumulative sums and
// products (nancumsum, nancumprod): NaNs are left out, as if they were not
// there; for integer tensors, which hold no NaN, each is its plain verb.

// NanSum returns the sum of t's elements with NaNs as 0 (np.nansum(t)),
// summed as [Sum] sums them over NumPy's copy without NaNs (so bit for bit
// np.nansum). It returns the errors of Sum.
func NanSum[T Real](t Tensor[T]) (T, error) {
	return engine.NanSumAll("dyn.NanSum", t.strided())
}

// NanSumAxes returns the sums over axes with NaNs as 0 (np.nansum(t,
// axis=axes)); see [SumAxes] for the axes, the result and the errors.
func NanSumAxes[T Real](t Tensor[T], axes ...int) (Tensor[T], error) {
	return reduceAxes("dyn.NanSumAxes", t, axes, false, false, engine.NanSumAxisInto[T])
}

// NanSumKeepDims is [NanSumAxes] with the reduced axes kept with length 1.
func NanSumKeepDims[T Real](t Tensor[T], axes ...int) (Tensor[T], error) {
	return reduceAxes("dyn.NanSumKeepDims", t, axes, true, false, engine.NanSumAxisInto[T])
}

// NanSumTo stores [NanSumAxes] into dst (np.nansum(t, axis, out=dst)),
// accumulating in dst's type as [SumTo] does, with its errors.
func NanSumTo[U Number, T Real](dst Tensor[U], t Tensor[T], axes ...int) error {
	return engine.NanSumTo("dyn.NanSumTo", dst.strided(), t.strided(), axes)
}

// NanMean returns the mean of t's elements that are not NaN
// (np.nanmean(t)): their sum as [NanSum] takes it, divided by their
// number (float32 data in float32, as NumPy returns them, widened); NaN
// when there are none. See [NanMeanAxes].
func NanMean[T Real](t Tensor[T]) (float64, error) {
	r, err := reduceCounted("dyn.NanMean", t, nil, false, false, engine.NanMeanAxisInto[T])
	if err != nil {
		return 0, err
	}
	return r.data[r.layout.offset], nil
}

// NanMeanAxes returns the means over axes of the elements that are not
// NaN (np.nanmean(t, axis=axes)), computed as NumPy computes them: the
// sums with NaNs as 0 (as [MeanAxes] sums), divided in float64 by the
// counts and rounded to the data's float type; NaN for a lane of NaNs only.
// The axes, the result and the errors are those of MeanAxes.
func NanMeanAxes[T Real](t Tensor[T], axes ...int) (Tensor[float64], error) {
	return reduceCounted("dyn.NanMeanAxes", t, axes, false, false, engine.NanMeanAxisInto[T])
}

// NanMeanKeepDims is [NanMeanAxes] with the reduced axes kept with length 1.
func NanMeanKeepDims[T Real](t Tensor[T], axes ...int) (Tensor[float64], error) {
	return reduceCounted("dyn.NanMeanKeepDims", t, axes, true, false, engine.NanMeanAxisInto[T])
}

// NanMeanTo stores [NanMeanAxes] into dst (np.nanmean(t, axis,
// out=dst)), summed in dst's type as [MeanTo] sums, with its errors.
func NanMeanTo[U ~float32 | ~float64, T Real](dst Tensor[U], t Tensor[T], axes ...int) error {
	return engine.ReduceCountedTo("dyn.NanMeanTo", dst.strided(), t.strided(), axes, false, engine.NanMeanAs[U, T]())
}

// NanMin returns the least element of t that is not NaN (np.nanmin(t)),
// NaN if all are NaN. It returns an error wrapping [ErrShape] for an empty
// t, as [Min] does.
func NanMin[T Real](t Tensor[T]) (T, error) {
	return engine.NanExtreme("dyn.NanMin", t.strided(), false)
}

// NanMinAxes returns the minima over axes of the elements that are not
// NaN (np.nanmin(t, axis=axes)), NaN for a lane of NaNs only; see
// [MinAxes] for the axes, the result and the errors.
func NanMinAxes[T Real](t Tensor[T], axes ...int) (Tensor[T], error) {
	return reduceAxes("dyn.NanMinAxes", t, axes, false, true, engine.NanExtremeAxisInto[T](false))
}

// NanMinKeepDims is [NanMinAxes] with the reduced axes kept with length 1.
func NanMinKeepDims[T Real](t Tensor[T], axes ...int) (Tensor[T], error) {
	return reduceAxes("dyn.NanMinKeepDims", t, axes, true, true, engine.NanExtremeAxisInto[T](false))
}

// NanMinTo stores [NanMinAxes] into dst (np.nanmin(t, axis, out=dst));
// see [MinTo].
func NanMinTo[T Real](dst Tensor[T], t Tensor[T], axes ...int) error {
	return engine.ReduceAxesTo("dyn.NanMinTo", dst.strided(), t.strided(), axes, true, engine.NanExtremeAxisInto[T](false))
}

// NanMax returns the greatest element of t that is not NaN
// (np.nanmax(t)); see [NanMin].
func NanMax[T Real](t Tensor[T]) (T, error) {
	return engine.NanExtreme("dyn.NanMax", t.strided(), true)
}

// NanMaxAxes returns the maxima over axes of the elements that are not
// NaN (np.nanmax(t, axis=axes)); see [NanMinAxes].
func NanMaxAxes[T Real](t Tensor[T], axes ...int) (Tensor[T], error) {
	return reduceAxes("dyn.NanMaxAxes", t, axes, false, true, engine.NanExtremeAxisInto[T](true))
}

// NanMaxKeepDims is [NanMaxAxes] with the reduced axes kept with length 1.
func NanMaxKeepDims[T Real](t Tensor[T], axes ...int) (Tensor[T], error) {
	return reduceAxes("dyn.NanMaxKeepDims", t, axes, true, true, engine.NanExtremeAxisInto[T](true))
}

// NanMaxTo stores [NanMaxAxes] into dst (np.nanmax(t, axis, out=dst)).
func NanMaxTo[T Real](dst Tensor[T], t Tensor[T], axes ...int) error {
	return engine.ReduceAxesTo("dyn.NanMaxTo", dst.strided(), t.strided(), axes, true, engine.NanExtremeAxisInto[T](true))
}

// NanMedian returns the median of t's elements that are not NaN
// (np.nanmedian(t)), NaN if there are none; see [Median].
func NanMedian[T Real](t Tensor[T]) (float64, error) {
	r, err := reduceCounted("dyn.NanMedian", t, nil, false, false, engine.NanMedianAxisInto[T])
	if err != nil {
		return 0, err
	}
	return r.data[r.layout.offset], nil
}

// NanMedianAxes returns the medians over axes of the elements that are
// not NaN (np.nanmedian(t, axis=axes)), NaN for a lane of NaNs only; see
// [MedianAxes].
func NanMedianAxes[T Real](t Tensor[T], axes ...int) (Tensor[float64], error) {
	return reduceCounted("dyn.NanMedianAxes", t, axes, false, false, engine.NanMedianAxisInto[T])
}

// NanMedianKeepDims is [NanMedianAxes] with the reduced axes kept with
// length 1.
func NanMedianKeepDims[T Real](t Tensor[T], axes ...int) (Tensor[float64], error) {
	return reduceCounted("dyn.NanMedianKeepDims", t, axes, true, false, engine.NanMedianAxisInto[T])
}

// NanMedianTo stores [NanMedianAxes] into dst (np.nanmedian(t, axis,
// out=dst)); see [MedianTo].
func NanMedianTo[U ~float32 | ~float64, T Real](dst Tensor[U], t Tensor[T], axes ...int) error {
	return engine.ReduceCountedTo("dyn.NanMedianTo", dst.strided(), t.strided(), axes, false, engine.MedianAs[U, T](true))
}

// NanQuantile returns the q-th quantile of t's elements that are not NaN
// (np.nanquantile(t, q, method=method); np.nanpercentile(t, p) is
// NanQuantile(t, p/100, method)), NaN if there are none; see [Quantile].
func NanQuantile[T Real](t Tensor[T], q float64, method string) (float64, error) {
	r, err := NanQuantileAxes(t, q, method)
	if err != nil {
		return 0, err
	}
	return r.data[r.layout.offset], nil
}

// NanQuantileAxes returns the q-th quantiles over axes of the elements
// that are not NaN (np.nanquantile(t, q, axis=axes, method=method)), NaN
// for a lane of NaNs only (and for an empty lane, where [QuantileAxes]
// fails); see QuantileAxes for the methods and the errors.
func NanQuantileAxes[T Real](t Tensor[T], q float64, method string, axes ...int) (Tensor[float64], error) {
	m, err := engine.QuantileArgs("dyn.NanQuantileAxes", q, method)
	if err != nil {
		return Tensor[float64]{}, err
	}
	return reduceCounted("dyn.NanQuantileAxes", t, axes, false, false, engine.QuantileAs[float64, T](q, m, true))
}

// NanQuantileKeepDims is [NanQuantileAxes] with the reduced axes kept
// with length 1.
func NanQuantileKeepDims[T Real](t Tensor[T], q float64, method string, axes ...int) (Tensor[float64], error) {
	m, err := engine.QuantileArgs("dyn.NanQuantileKeepDims", q, method)
	if err != nil {
		return Tensor[float64]{}, err
	}
	return reduceCounted("dyn.NanQuantileKeepDims", t, axes, true, false, engine.QuantileAs[float64, T](q, m, true))
}

// NanQuantileTo stores [NanQuantileAxes] into dst, rounded to dst's type;
// see [QuantileTo].
func NanQuantileTo[U ~float32 | ~float64, T Real](dst Tensor[U], t Tensor[T], q float64, method string, axes ...int) error {
	m, err := engine.QuantileArgs("dyn.NanQuantileTo", q, method)
	if err != nil {
		return err
	}
	return engine.ReduceCountedTo("dyn.NanQuantileTo", dst.strided(), t.strided(), axes, false, engine.QuantileAs[U, T](q, m, true))
}

// NanArgMin returns the index in C order of the least element of t that
// is not NaN (np.nanargmin(t)): [ArgMin] of t with NaNs as +Inf, so the
// first NaN is the answer when +Inf is the least number, as in NumPy. It
// returns an error wrapping [ErrValue] when every element is NaN (NumPy's
// "All-NaN slice encountered"), or [ErrShape] for an empty t.
func NanArgMin[T Real](t Tensor[T]) (int, error) {
	return engine.NanArgExtreme("dyn.NanArgMin", t.strided(), false)
}

// NanArgMinAxes returns np.nanargmin(t, axis) along the one axis named:
// [ArgMinAxes] with NaNs as +Inf, and an error wrapping [ErrValue] if a
// lane holds only NaNs; see ArgMinAxes for the axis and the other errors.
func NanArgMinAxes[T Real](t Tensor[T], axes ...int) (Tensor[int], error) {
	if err := engine.OneAxis("dyn.NanArgMinAxes", axes); err != nil {
		return Tensor[int]{}, err
	}
	return reduceAxes("dyn.NanArgMinAxes", t, axes, false, true, engine.NanArgInto[T](false))
}

// NanArgMinKeepDims is [NanArgMinAxes] with the reduced axis kept with
// length 1.
func NanArgMinKeepDims[T Real](t Tensor[T], axes ...int) (Tensor[int], error) {
	if err := engine.OneAxis("dyn.NanArgMinKeepDims", axes); err != nil {
		return Tensor[int]{}, err
	}
	return reduceAxes("dyn.NanArgMinKeepDims", t, axes, true, true, engine.NanArgInto[T](false))
}

// NanArgMinTo stores [NanArgMinAxes] into dst (np.nanargmin(t, axis,
// out=dst)), dst unchanged on error; see [ArgMinTo].
func NanArgMinTo[T Real](dst Tensor[int], t Tensor[T], axes ...int) error {
	if err := engine.OneAxis("dyn.NanArgMinTo", axes); err != nil {
		return err
	}
	return engine.ReduceAxesTo("dyn.NanArgMinTo", dst.strided(), t.strided(), axes, true, engine.NanArgInto[T](false))
}

// NanArgMax returns the index in C order of the greatest element of t
// that is not NaN (np.nanargmax(t)); see [NanArgMin].
func NanArgMax[T Real](t Tensor[T]) (int, error) {
	return engine.NanArgExtreme("dyn.NanArgMax", t.strided(), true)
}

// NanArgMaxAxes returns np.nanargmax(t, axis) along the one axis named;
// see [NanArgMinAxes].
func NanArgMaxAxes[T Real](t Tensor[T], axes ...int) (Tensor[int], error) {
	if err := engine.OneAxis("dyn.NanArgMaxAxes", axes); err != nil {
		return Tensor[int]{}, err
	}
	return reduceAxes("dyn.NanArgMaxAxes", t, axes, false, true, engine.NanArgInto[T](true))
}

// NanArgMaxKeepDims is [NanArgMaxAxes] with the reduced axis kept with
// length 1.
func NanArgMaxKeepDims[T Real](t Tensor[T], axes ...int) (Tensor[int], error) {
	if err := engine.OneAxis("dyn.NanArgMaxKeepDims", axes); err != nil {
		return Tensor[int]{}, err
	}
	return reduceAxes("dyn.NanArgMaxKeepDims", t, axes, true, true, engine.NanArgInto[T](true))
}

// NanArgMaxTo stores [NanArgMaxAxes] into dst (np.nanargmax(t, axis,
// out=dst)); see [NanArgMinTo].
func NanArgMaxTo[T Real](dst Tensor[int], t Tensor[T], axes ...int) error {
	if err := engine.OneAxis("dyn.NanArgMaxTo", axes); err != nil {
		return err
	}
	return engine.ReduceAxesTo("dyn.NanArgMaxTo", dst.strided(), t.strided(), axes, true, engine.NanArgInto[T](true))
}

// NanVar returns the variance of t's elements that are not NaN with ddof
// delta degrees of freedom (np.nanvar(t, ddof=ddof)); see [NanVarAxes].
func NanVar[T Real](t Tensor[T], ddof int) (float64, error) {
	r, err := reduceCounted("dyn.NanVar", t, nil, false, false, engine.NanVarInto[T](ddof, false))
	if err != nil {
		return 0, err
	}
	return r.data[r.layout.offset], nil
}

// NanVarAxes returns the variances over axes of the elements that are not
// NaN (np.nanvar(t, axis=axes, ddof=ddof)), computed as NumPy computes
// them: the means with NaNs as 0 divided by each lane's count of numbers,
// the deviations of the numbers squared and summed as [SumAxes] sums
// (float32 data in float32, widened), divided by count - ddof; NaN where
// that is not positive (a lane of NaNs only, say). The axes, the result
// and the errors are those of [VarAxes]. Integers hold no NaN: their
// result is VarAxes's.
func NanVarAxes[T Real](t Tensor[T], ddof int, axes ...int) (Tensor[float64], error) {
	return reduceCounted("dyn.NanVarAxes", t, axes, false, false, engine.NanVarInto[T](ddof, false))
}

// NanVarKeepDims is [NanVarAxes] with the reduced axes kept with length 1.
func NanVarKeepDims[T Real](t Tensor[T], ddof int, axes ...int) (Tensor[float64], error) {
	return reduceCounted("dyn.NanVarKeepDims", t, axes, true, false, engine.NanVarInto[T](ddof, false))
}

// NanVarTo stores [NanVarAxes] into dst (np.nanvar(t, axis, ddof=ddof,
// out=dst)), the squared deviations summed in dst's type as [VarTo] sums
// them, with its errors.
func NanVarTo[U ~float32 | ~float64, T Real](dst Tensor[U], t Tensor[T], ddof int, axes ...int) error {
	return engine.ReduceCountedTo("dyn.NanVarTo", dst.strided(), t.strided(), axes, false, engine.NanVarAs[U, T](ddof, false))
}

// NanStd returns the standard deviation of t's elements that are not NaN
// (np.nanstd(t, ddof=ddof)): the square root of [NanVar], taken in
// float32 for float32 data as NumPy takes it.
func NanStd[T Real](t Tensor[T], ddof int) (float64, error) {
	r, err := reduceCounted("dyn.NanStd", t, nil, false, false, engine.NanVarInto[T](ddof, true))
	if err != nil {
		return 0, err
	}
	return r.data[r.layout.offset], nil
}

// NanStdAxes returns the square roots of [NanVarAxes] (np.nanstd(t,
// axis=axes, ddof=ddof)).
func NanStdAxes[T Real](t Tensor[T], ddof int, axes ...int) (Tensor[float64], error) {
	return reduceCounted("dyn.NanStdAxes", t, axes, false, false, engine.NanVarInto[T](ddof, true))
}

// NanStdKeepDims is [NanStdAxes] with the reduced axes kept with length 1.
func NanStdKeepDims[T Real](t Tensor[T], ddof int, axes ...int) (Tensor[float64], error) {
	return reduceCounted("dyn.NanStdKeepDims", t, axes, true, false, engine.NanVarInto[T](ddof, true))
}

// NanStdTo stores [NanStdAxes] into dst (np.nanstd(t, axis, ddof=ddof,
// out=dst)); see [NanVarTo].
func NanStdTo[U ~float32 | ~float64, T Real](dst Tensor[U], t Tensor[T], ddof int, axes ...int) error {
	return engine.ReduceCountedTo("dyn.NanStdTo", dst.strided(), t.strided(), axes, false, engine.NanVarAs[U, T](ddof, true))
}

// NanCumSumAxis returns the cumulative sums along axis with NaNs as 0
// (np.nancumsum(t, axis)); see [CumSumAxis].
func NanCumSumAxis[T Real](t Tensor[T], axis int) (Tensor[T], error) {
	return cumAxisWith("dyn.NanCumSumAxis", t, axis, false, engine.NanCumInto[T])
}

// NanCumProdAxis returns the cumulative products along axis with NaNs as
// 1 (np.nancumprod(t, axis)); see [CumSumAxis].
func NanCumProdAxis[T Real](t Tensor[T], axis int) (Tensor[T], error) {
	return cumAxisWith("dyn.NanCumProdAxis", t, axis, true, engine.NanCumInto[T])
}

// NanCumSum returns the cumulative sums of t's elements in C order with
// NaNs as 0 (np.nancumsum(t)) as a rank-1 tensor; see [CumSum].
func NanCumSum[T Real](t Tensor[T]) (Tensor[T], error) {
	return cumFlat("dyn.NanCumSum", t, false, engine.NanCumFlat[T])
}

// NanCumProd returns the cumulative products of t's elements in C order
// with NaNs as 1 (np.nancumprod(t)) as a rank-1 tensor; see [CumProd].
func NanCumProd[T Real](t Tensor[T]) (Tensor[T], error) {
	return cumFlat("dyn.NanCumProd", t, true, engine.NanCumFlat[T])
}
