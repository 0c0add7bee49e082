package dyn

import "github.com/fixedrank/tensor/internal/engine"

// Median returns the median of every element of t (np.median(t)); see the
// root package's Median.
func Median[T Real](t Tensor[T]) (float64, error) {
	r, err := reduceCounted("dyn.Median", t, nil, false, false, engine.MedianAxisInto[T])
	if err != nil {
		return 0, err
	}
	return r.data[r.layout.offset], nil
}

// MedianAxes returns the medians over axes as float64 (NumPy's
// median(axis=axes)); see the root package's MedianAxes.
func MedianAxes[T Real](t Tensor[T], axes ...int) (Tensor[float64], error) {
	return reduceCounted("dyn.MedianAxes", t, axes, false, false, engine.MedianAxisInto[T])
}

// MedianKeepDims is [MedianAxes] with the reduced axes kept with length 1.
func MedianKeepDims[T Real](t Tensor[T], axes ...int) (Tensor[float64], error) {
	return reduceCounted("dyn.MedianKeepDims", t, axes, true, false, engine.MedianAxisInto[T])
}

// MedianTo stores [MedianAxes] into dst (NumPy's out=dst) in dst's type;
// see the root package's MedianTo.
func MedianTo[U ~float32 | ~float64, T Real](dst Tensor[U], t Tensor[T], axes ...int) error {
	return engine.ReduceCountedTo("dyn.MedianTo", dst.strided(), t.strided(), axes, false, engine.MedianAs[U, T](false))
}

// Quantile returns the q-th quantile of every element of t
// (np.quantile(t, q, method=method)); see the root package's Quantile.
func Quantile[T Real](t Tensor[T], q float64, method string) (float64, error) {
	r, err := QuantileAxes(t, q, method)
	if err != nil {
		return 0, err
	}
	return r.data[r.layout.offset], nil
}

// QuantileAxes returns the q-th quantiles over axes as float64
// (np.quantile(t, q, axis=axes, method=method)); see the root package's
// QuantileAxes for the methods, the numerics and the errors.
func QuantileAxes[T Real](t Tensor[T], q float64, method string, axes ...int) (Tensor[float64], error) {
	m, err := engine.QuantileArgs("dyn.QuantileAxes", q, method)
	if err != nil {
		return Tensor[float64]{}, err
	}
	return reduceCounted("dyn.QuantileAxes", t, axes, false, false, engine.QuantileAs[float64, T](q, m, false))
}

// QuantileKeepDims is [QuantileAxes] with the reduced axes kept with
// length 1.
func QuantileKeepDims[T Real](t Tensor[T], q float64, method string, axes ...int) (Tensor[float64], error) {
	m, err := engine.QuantileArgs("dyn.QuantileKeepDims", q, method)
	if err != nil {
		return Tensor[float64]{}, err
	}
	return reduceCounted("dyn.QuantileKeepDims", t, axes, true, false, engine.QuantileAs[float64, T](q, m, false))
}

// QuantileTo stores [QuantileAxes] into dst (NumPy's out=dst), rounded to
// dst's type; see the root package's QuantileTo.
func QuantileTo[U ~float32 | ~float64, T Real](dst Tensor[U], t Tensor[T], q float64, method string, axes ...int) error {
	m, err := engine.QuantileArgs("dyn.QuantileTo", q, method)
	if err != nil {
		return err
	}
	return engine.ReduceCountedTo("dyn.QuantileTo", dst.strided(), t.strided(), axes, false, engine.QuantileAs[U, T](q, m, false))
}
