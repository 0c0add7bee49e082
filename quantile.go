package tensor

import "github.com/fixedrank/tensor/internal/engine"

// Median returns the median of every element of t (NumPy's np.median(t)):
// the middle element of the sorted elements, or the mean of the two middle
// ones, NaN if any element is NaN or t is empty. See [MedianAxes]. It
// returns the allocation errors of [Zeros].
func Median[T Real, D Dim](t Tensor[T, D]) (float64, error) {
	r, err := reduceCounted[[0]int]("Median", t, nil, false, false, engine.MedianAxisInto[T])
	if err != nil {
		return 0, err
	}
	return r.data[0], nil
}

// MedianAxes returns the medians over axes as float64 (NumPy's
// median(axis=axes)): each lane sorted in [Sort]'s order, its middle
// element or the mean of its two middle ones (added and halved as [Mean]
// does: float32 data in float32, as NumPy returns them, widened exactly;
// integers in float64), NaN where the lane holds a NaN (NumPy's result)
// or is empty. The axes, the result's rank and the errors are those of
// [MeanAxes].
func MedianAxes[E Dim, T Real, D Dim](t Tensor[T, D], axes ...int) (Tensor[float64, E], error) {
	return reduceCounted[E]("MedianAxes", t, axes, false, false, engine.MedianAxisInto[T])
}

// MedianKeepDims is [MedianAxes] with the reduced axes kept with length 1
// (NumPy's keepdims=True).
func MedianKeepDims[T Real, D Dim](t Tensor[T, D], axes ...int) (Tensor[float64, D], error) {
	return reduceCounted[D]("MedianKeepDims", t, axes, true, false, engine.MedianAxisInto[T])
}

// MedianTo stores [MedianAxes] into dst (NumPy's out=dst), which has the
// result's shape without the reduced axes or with them of length 1, in
// dst's type as np.median(t, axis, out=dst) computes it (the mean of the
// middle elements as [MeanTo] takes it). A float64 tensor into a float32
// dst is an error wrapping [ErrType]. It returns the errors of MedianAxes,
// [ErrShape] if dst has neither shape and [ErrReadOnly] if dst is
// read-only; on error dst is unchanged.
func MedianTo[U ~float32 | ~float64, T Real, D, E Dim](dst Tensor[U, E], t Tensor[T, D], axes ...int) error {
	return engine.ReduceCountedTo("MedianTo", dst.strided(), t.strided(), axes, false, engine.MedianAs[U, T](false))
}

// Quantile returns the q-th quantile of every element of t (NumPy's
// np.quantile(t, q, method=method)), q in [0, 1]. np.percentile(t, p) is
// Quantile(t, p/100, method), bit for bit (NumPy divides by 100 first).
// See [QuantileAxes]. It returns the errors of QuantileAxes.
func Quantile[T Real, D Dim](t Tensor[T, D], q float64, method string) (float64, error) {
	r, err := QuantileAxes[[0]int](t, q, method)
	if err != nil {
		return 0, err
	}
	return r.data[0], nil
}

// QuantileAxes returns the q-th quantiles over axes as float64 (NumPy's
// np.quantile(t, q, axis=axes, method=method)), computed as NumPy 1.24
// computes them: each lane sorted in [Sort]'s order, then the element at
// the method's index, or two neighbours blended by NumPy's _lerp (b - a in
// the element type, so integers wrap there as in NumPy, the rest in
// float64); NaN where the lane holds a NaN. method is NumPy's name:
// "linear" (also ""), "lower", "higher", "midpoint", "nearest",
// "inverted_cdf", "averaged_inverted_cdf", "closest_observation",
// "interpolated_inverted_cdf", "hazen", "weibull", "median_unbiased" or
// "normal_unbiased". The discrete methods return an element (NumPy keeps
// an integer tensor's type there; here it is converted to float64).
//
// It returns an error wrapping [ErrValue] for q outside [0, 1] or an
// unknown method, [ErrShape] for an empty lane (NumPy raises IndexError),
// or the errors of [MeanAxes].
func QuantileAxes[E Dim, T Real, D Dim](t Tensor[T, D], q float64, method string, axes ...int) (Tensor[float64, E], error) {
	m, err := engine.QuantileArgs("QuantileAxes", q, method)
	if err != nil {
		return Tensor[float64, E]{}, err
	}
	return reduceCounted[E]("QuantileAxes", t, axes, false, false, engine.QuantileAs[float64, T](q, m, false))
}

// QuantileKeepDims is [QuantileAxes] with the reduced axes kept with
// length 1 (NumPy's keepdims=True).
func QuantileKeepDims[T Real, D Dim](t Tensor[T, D], q float64, method string, axes ...int) (Tensor[float64, D], error) {
	m, err := engine.QuantileArgs("QuantileKeepDims", q, method)
	if err != nil {
		return Tensor[float64, D]{}, err
	}
	return reduceCounted[D]("QuantileKeepDims", t, axes, true, false, engine.QuantileAs[float64, T](q, m, false))
}

// QuantileTo stores [QuantileAxes] into dst (NumPy's out=dst), rounded to
// dst's type; a float64 tensor into a float32 dst is an error wrapping
// [ErrType]. It returns the errors of QuantileAxes, [ErrShape] if dst has
// neither shape and [ErrReadOnly] if dst is read-only; on error dst is
// unchanged.
func QuantileTo[U ~float32 | ~float64, T Real, D, E Dim](dst Tensor[U, E], t Tensor[T, D], q float64, method string, axes ...int) error {
	m, err := engine.QuantileArgs("QuantileTo", q, method)
	if err != nil {
		return err
	}
	return engine.ReduceCountedTo("QuantileTo", dst.strided(), t.strided(), axes, false, engine.QuantileAs[U, T](q, m, false))
}
