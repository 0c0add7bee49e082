package dyn

import (
	"github.com/fixedrank/tensor/internal/engine"
)

// The reduction family: every verb — Sum, Prod, Mean, Min, Max, Var, Std,
// CountNonzero, AnyNonzero, AllNonzero, ArgMin, ArgMax — has the forms of
// package tensor with the same argument order: V(t) over every element,
// VAxes(t, axes...) dropping the reduced axes, VKeepDims(t, axes...) keeping
// them with length 1, VTo(dst, t, axes...) into a destination. Var and Std
// take ddof before the axes; ArgMin and ArgMax take exactly one axis.

// Sum returns the sum of the elements of t as [Sum] computes it.
func Sum[T Number](t Tensor[T]) (T, error) {
	return engine.SumAll("dyn.Sum", t.data, t.layout.shape, t.layout.strides, t.layout.offset)
}

// Mean returns the arithmetic mean of the elements of t as a float64;
// see [Mean].
func Mean[T Real](t Tensor[T]) float64 {
	return engine.MeanAll(t.data, t.layout.shape, t.layout.strides, t.layout.offset)
}

// Min returns the smallest element of t; see [Min].
func Min[T Real](t Tensor[T]) (T, error) {
	return engine.Extreme("dyn.Min", t.strided(), false)
}

// Max returns the largest element of t; see [Min].
func Max[T Real](t Tensor[T]) (T, error) {
	return engine.Extreme("dyn.Max", t.strided(), true)
}

// SumAxes returns the sums over axes (NumPy's sum(axis=axes)). Each result
// element is accumulated as [Sum] accumulates: narrow integers in 64 bits
// (an error wrapping [ErrOverflow] if a total does not fit in T), floats in
// NumPy's order, bit for bit np.sum's. With no axes it reduces every axis
// into a rank-0 tensor.
func SumAxes[T Number](t Tensor[T], axes ...int) (Tensor[T], error) {
	return reduceAxes("SumAxes", t, axes, false, false, engine.SumAxisInto[T])
}

// SumKeepDims is [SumAxes] with the reduced axes kept with length 1.
func SumKeepDims[T Number](t Tensor[T], axes ...int) (Tensor[T], error) {
	return reduceAxes("SumKeepDims", t, axes, true, false, engine.SumAxisInto[T])
}

// SumTo stores [SumAxes] into dst, which has the result's shape without the
// reduced axes or with them of length 1; on error dst is unchanged.
func SumTo[U, T Number](dst Tensor[U], t Tensor[T], axes ...int) error {
	s, err := engine.AsType[U]("SumTo", t.strided())
	if err != nil {
		return err
	}
	return engine.SumTo("SumTo", dst.strided(), s, axes)
}

// Prod is tensor.Prod for a runtime-rank tensor.
func Prod[T Number](t Tensor[T]) (T, error) { return engine.Prod("dyn.Prod", t.strided()) }

// ProdAxes returns the products over axes (NumPy's prod(axis=axes)),
// multiplied in the order NumPy multiplies; narrow integers are multiplied
// in 64 bits, with an error wrapping [ErrOverflow] if a product does not fit
// in T, as [Prod] does. The product of no element is 1. With no axes it
// reduces every axis into a rank-0 tensor.
func ProdAxes[T Number](t Tensor[T], axes ...int) (Tensor[T], error) {
	return reduceAxes("ProdAxes", t, axes, false, false, engine.ProdAxisInto[T])
}

// ProdKeepDims is [ProdAxes] with the reduced axes kept with length 1.
func ProdKeepDims[T Number](t Tensor[T], axes ...int) (Tensor[T], error) {
	return reduceAxes("ProdKeepDims", t, axes, true, false, engine.ProdAxisInto[T])
}

// ProdTo stores [ProdAxes] into dst, which has the result's shape without
// the reduced axes or with them of length 1; on error dst is unchanged.
func ProdTo[U, T Number](dst Tensor[U], t Tensor[T], axes ...int) error {
	s, err := engine.AsType[U]("ProdTo", t.strided())
	if err != nil {
		return err
	}
	return engine.ProdTo("ProdTo", dst.strided(), s, axes)
}

// MeanAxes returns the means over axes as float64 (NumPy's mean(axis=axes)),
// NaN where no element is reduced. Float tensors are summed as [SumAxes]
// sums them and divided in their own precision; integer tensors are summed
// in float64, as np.mean does. Naming an axis of a rank-0 t is an error
// wrapping [ErrAxis], as np.mean raises there. With no axes it reduces every
// axis into a rank-0 tensor.
func MeanAxes[T Real](t Tensor[T], axes ...int) (Tensor[float64], error) {
	return reduceCounted("MeanAxes", t, axes, false, false, engine.MeanAxisInto[T])
}

// MeanKeepDims is [MeanAxes] with the reduced axes kept with length 1.
func MeanKeepDims[T Real](t Tensor[T], axes ...int) (Tensor[float64], error) {
	return reduceCounted("MeanKeepDims", t, axes, true, false, engine.MeanAxisInto[T])
}

// MeanTo stores [MeanAxes] into dst, which has the result's shape without
// the reduced axes or with them of length 1, in dst's element type as
// np.mean(t, axis, out=dst) computes it (see the root package's MeanTo);
// on error dst is unchanged.
func MeanTo[U ~float32 | ~float64, T Real](dst Tensor[U], t Tensor[T], axes ...int) error {
	return engine.MeanTo("MeanTo", dst.strided(), t.strided(), axes)
}

// MinAxes returns the minima over axes (NumPy's min(axis=axes)); NaN
// propagates. A reduced axis of length 0 is an error wrapping [ErrShape],
// found before anything is allocated. With no axes it reduces every axis
// into a rank-0 tensor.
func MinAxes[T Real](t Tensor[T], axes ...int) (Tensor[T], error) {
	return reduceAxes("MinAxes", t, axes, false, true, engine.MinAxisInto[T])
}

// MinKeepDims is [MinAxes] with the reduced axes kept with length 1.
func MinKeepDims[T Real](t Tensor[T], axes ...int) (Tensor[T], error) {
	return reduceAxes("MinKeepDims", t, axes, true, true, engine.MinAxisInto[T])
}

// MinTo stores [MinAxes] into dst, which has the result's shape without the
// reduced axes or with them of length 1; on error dst is unchanged.
func MinTo[T Real](dst Tensor[T], t Tensor[T], axes ...int) error {
	return engine.ExtremeTo("MinTo", dst.strided(), t.strided(), axes, false)
}

// MaxAxes returns the maxima over axes (NumPy's max(axis=axes)); see
// [MinAxes]. With no axes it reduces every axis into a rank-0 tensor.
func MaxAxes[T Real](t Tensor[T], axes ...int) (Tensor[T], error) {
	return reduceAxes("MaxAxes", t, axes, false, true, engine.MaxAxisInto[T])
}

// MaxKeepDims is [MaxAxes] with the reduced axes kept with length 1.
func MaxKeepDims[T Real](t Tensor[T], axes ...int) (Tensor[T], error) {
	return reduceAxes("MaxKeepDims", t, axes, true, true, engine.MaxAxisInto[T])
}

// MaxTo stores [MaxAxes] into dst, which has the result's shape without the
// reduced axes or with them of length 1; on error dst is unchanged.
func MaxTo[T Real](dst Tensor[T], t Tensor[T], axes ...int) error {
	return engine.ExtremeTo("MaxTo", dst.strided(), t.strided(), axes, true)
}

// Var is tensor.Var for a runtime-rank tensor.
func Var[T Real](t Tensor[T], ddof int) (float64, error) {
	return engine.Variance("dyn.Var", t.strided(), ddof)
}

// VarAxes returns the variances over axes with ddof delta degrees of freedom
// (NumPy's var(axis=axes, ddof=ddof)) as float64, computed as NumPy computes
// them: the means as [MeanAxes], the squared deviations summed as [SumAxes]
// sums, divided by max(n-ddof, 0) with n the number of elements each result
// reduces (+Inf or NaN when that is 0; no element with ddof < 0 gives 0, as
// in NumPy). Float32 tensors are computed in float32, as NumPy does, and the
// results widened exactly. The axes and errors are those of [MeanAxes]. With
// no axes it reduces every axis into a rank-0 tensor.
func VarAxes[T Real](t Tensor[T], ddof int, axes ...int) (Tensor[float64], error) {
	return reduceCounted("VarAxes", t, axes, false, false, engine.VarInto[T](ddof, false))
}

// VarKeepDims is [VarAxes] with the reduced axes kept with length 1.
func VarKeepDims[T Real](t Tensor[T], ddof int, axes ...int) (Tensor[float64], error) {
	return reduceCounted("VarKeepDims", t, axes, true, false, engine.VarInto[T](ddof, false))
}

// VarTo stores [VarAxes] into dst, which has the result's shape without the
// reduced axes or with them of length 1, in dst's element type as
// np.var(t, axis, ddof=ddof, out=dst) computes it (see the root package's
// VarTo); on error dst is unchanged.
func VarTo[U ~float32 | ~float64, T Real](dst Tensor[U], t Tensor[T], ddof int, axes ...int) error {
	return engine.ReduceCountedTo("VarTo", dst.strided(), t.strided(), axes, false, engine.VarAs[U, T](ddof, false))
}

// Std is tensor.Std for a runtime-rank tensor.
func Std[T Real](t Tensor[T], ddof int) (float64, error) {
	return engine.StdDev("dyn.Std", t.strided(), ddof)
}

// StdAxes returns the standard deviations over axes, the square roots of
// [VarAxes] (NumPy's std(axis=axes, ddof=ddof)). With no axes it reduces
// every axis into a rank-0 tensor.
func StdAxes[T Real](t Tensor[T], ddof int, axes ...int) (Tensor[float64], error) {
	return reduceCounted("StdAxes", t, axes, false, false, engine.VarInto[T](ddof, true))
}

// StdKeepDims is [StdAxes] with the reduced axes kept with length 1.
func StdKeepDims[T Real](t Tensor[T], ddof int, axes ...int) (Tensor[float64], error) {
	return reduceCounted("StdKeepDims", t, axes, true, false, engine.VarInto[T](ddof, true))
}

// StdTo stores [StdAxes] into dst, which has the result's shape without the
// reduced axes or with them of length 1, in dst's element type as
// np.std(t, axis, ddof=ddof, out=dst) computes it; on error dst is
// unchanged.
func StdTo[U ~float32 | ~float64, T Real](dst Tensor[U], t Tensor[T], ddof int, axes ...int) error {
	return engine.ReduceCountedTo("StdTo", dst.strided(), t.strided(), axes, false, engine.VarAs[U, T](ddof, true))
}

// CountNonzero is tensor.CountNonzero for a runtime-rank tensor.
func CountNonzero[T comparable](t Tensor[T]) int { return engine.CountNonzero(t.strided()) }

// CountNonzeroAxes returns the number of elements that are not the zero
// value of T over axes (NumPy's count_nonzero(axis=axes)). With no axes it
// reduces every axis into a rank-0 tensor.
func CountNonzeroAxes[T comparable](t Tensor[T], axes ...int) (Tensor[int], error) {
	return reduceAxes("CountNonzeroAxes", t, axes, false, false, engine.CountAxesInto[T])
}

// CountNonzeroKeepDims is [CountNonzeroAxes] with the reduced axes kept with
// length 1.
func CountNonzeroKeepDims[T comparable](t Tensor[T], axes ...int) (Tensor[int], error) {
	return reduceAxes("CountNonzeroKeepDims", t, axes, true, false, engine.CountAxesInto[T])
}

// CountNonzeroTo stores [CountNonzeroAxes] into dst, which has the result's
// shape without the reduced axes or with them of length 1; on error dst is
// unchanged.
func CountNonzeroTo[T comparable](dst Tensor[int], t Tensor[T], axes ...int) error {
	return engine.ReduceAxesTo("CountNonzeroTo", dst.strided(), t.strided(), axes, false, engine.CountAxesInto[T])
}

// AnyNonzero is tensor.AnyNonzero for a runtime-rank tensor.
func AnyNonzero[T comparable](t Tensor[T]) bool { return engine.AnyNonzero(t.strided()) }

// AnyNonzeroAxes returns whether some element over axes is not the zero
// value of T (NumPy's any(axis=axes)). With no axes it reduces every axis
// into a rank-0 tensor.
func AnyNonzeroAxes[T comparable](t Tensor[T], axes ...int) (Tensor[bool], error) {
	return reduceAxes("AnyNonzeroAxes", t, axes, false, false, engine.AnyAxesInto[T])
}

// AnyNonzeroKeepDims is [AnyNonzeroAxes] with the reduced axes kept with
// length 1.
func AnyNonzeroKeepDims[T comparable](t Tensor[T], axes ...int) (Tensor[bool], error) {
	return reduceAxes("AnyNonzeroKeepDims", t, axes, true, false, engine.AnyAxesInto[T])
}

// AnyNonzeroTo stores [AnyNonzeroAxes] into dst, which has the result's
// shape without the reduced axes or with them of length 1; on error dst is
// unchanged.
func AnyNonzeroTo[T comparable](dst Tensor[bool], t Tensor[T], axes ...int) error {
	return engine.ReduceAxesTo("AnyNonzeroTo", dst.strided(), t.strided(), axes, false, engine.AnyAxesInto[T])
}

// AllNonzero is tensor.AllNonzero for a runtime-rank tensor.
func AllNonzero[T comparable](t Tensor[T]) bool { return engine.AllNonzero(t.strided()) }

// AllNonzeroAxes returns whether every element over axes is not the zero
// value of T (NumPy's all(axis=axes)). With no axes it reduces every axis
// into a rank-0 tensor.
func AllNonzeroAxes[T comparable](t Tensor[T], axes ...int) (Tensor[bool], error) {
	return reduceAxes("AllNonzeroAxes", t, axes, false, false, engine.AllAxesInto[T])
}

// AllNonzeroKeepDims is [AllNonzeroAxes] with the reduced axes kept with
// length 1.
func AllNonzeroKeepDims[T comparable](t Tensor[T], axes ...int) (Tensor[bool], error) {
	return reduceAxes("AllNonzeroKeepDims", t, axes, true, false, engine.AllAxesInto[T])
}

// AllNonzeroTo stores [AllNonzeroAxes] into dst, which has the result's
// shape without the reduced axes or with them of length 1; on error dst is
// unchanged.
func AllNonzeroTo[T comparable](dst Tensor[bool], t Tensor[T], axes ...int) error {
	return engine.ReduceAxesTo("AllNonzeroTo", dst.strided(), t.strided(), axes, false, engine.AllAxesInto[T])
}

// ArgMin is tensor.ArgMin for a runtime-rank tensor.
func ArgMin[T Real](t Tensor[T]) (int, error) {
	return engine.ArgExtreme("dyn.ArgMin", t.strided(), false)
}

// ArgMinAxes returns the index along the one axis named of the smallest
// element of each lane (NumPy's argmin(axis=axis)): the first one when
// several are equal, the first NaN when there is one. As NumPy's argmin, it
// takes exactly one axis (an error wrapping [ErrAxis] otherwise); an empty
// axis is an error wrapping [ErrShape]. Axis 0 or -1 of a rank-0 t gives 0.
func ArgMinAxes[T Real](t Tensor[T], axes ...int) (Tensor[int], error) {
	if err := engine.OneAxis("ArgMinAxes", axes); err != nil {
		return Tensor[int]{}, err
	}
	return reduceAxes("ArgMinAxes", t, axes, false, true, engine.ArgInto[T](false))
}

// ArgMinKeepDims is [ArgMinAxes] with the reduced axes kept with length 1.
func ArgMinKeepDims[T Real](t Tensor[T], axes ...int) (Tensor[int], error) {
	if err := engine.OneAxis("ArgMinKeepDims", axes); err != nil {
		return Tensor[int]{}, err
	}
	return reduceAxes("ArgMinKeepDims", t, axes, true, true, engine.ArgInto[T](false))
}

// ArgMinTo stores [ArgMinAxes] into dst, which has the result's shape
// without the reduced axes or with them of length 1; on error dst is
// unchanged.
func ArgMinTo[T Real](dst Tensor[int], t Tensor[T], axes ...int) error {
	if err := engine.OneAxis("ArgMinTo", axes); err != nil {
		return err
	}
	return engine.ReduceAxesTo("ArgMinTo", dst.strided(), t.strided(), axes, true, engine.ArgInto[T](false))
}

// ArgMax is tensor.ArgMax for a runtime-rank tensor.
func ArgMax[T Real](t Tensor[T]) (int, error) {
	return engine.ArgExtreme("dyn.ArgMax", t.strided(), true)
}

// ArgMaxAxes returns the index along the one axis named of the largest
// element of each lane (NumPy's argmax(axis=axis)); see [ArgMinAxes].
func ArgMaxAxes[T Real](t Tensor[T], axes ...int) (Tensor[int], error) {
	if err := engine.OneAxis("ArgMaxAxes", axes); err != nil {
		return Tensor[int]{}, err
	}
	return reduceAxes("ArgMaxAxes", t, axes, false, true, engine.ArgInto[T](true))
}

// ArgMaxKeepDims is [ArgMaxAxes] with the reduced axes kept with length 1.
func ArgMaxKeepDims[T Real](t Tensor[T], axes ...int) (Tensor[int], error) {
	if err := engine.OneAxis("ArgMaxKeepDims", axes); err != nil {
		return Tensor[int]{}, err
	}
	return reduceAxes("ArgMaxKeepDims", t, axes, true, true, engine.ArgInto[T](true))
}

// ArgMaxTo stores [ArgMaxAxes] into dst, which has the result's shape
// without the reduced axes or with them of length 1; on error dst is
// unchanged.
func ArgMaxTo[T Real](dst Tensor[int], t Tensor[T], axes ...int) error {
	if err := engine.OneAxis("ArgMaxTo", axes); err != nil {
		return err
	}
	return engine.ReduceAxesTo("ArgMaxTo", dst.strided(), t.strided(), axes, true, engine.ArgInto[T](true))
}

// reduceAxes runs a reduction over axes of a runtime-rank tensor.
func reduceAxes[V, T any](op string, t Tensor[T], axes []int, keep, nonEmpty bool, fold engine.FoldAxes[V, T]) (Tensor[V], error) {
	var buf [MaxRank]int
	var lane [2]int
	s, shape, mask, err := engine.AxesOperand(op, t.strided(), axes, keep, nonEmpty, &buf, &lane)
	if err != nil {
		return Tensor[V]{}, err
	}
	r, err := Zeros[V](shape...)
	if err == nil {
		err = fold(op, r.strided(), s, mask)
	}
	if err != nil {
		return Tensor[V]{}, err
	}
	return r, nil
}

// reduceCounted is reduceAxes for mean, var and std: see
// countedAxes.
func reduceCounted[V, T any](op string, t Tensor[T], axes []int, keep, nonEmpty bool, fold engine.FoldAxes[V, T]) (Tensor[V], error) {
	if err := engine.CountedAxes(op, len(t.layout.shape), axes); err != nil {
		return Tensor[V]{}, err
	}
	return reduceAxes(op, t, axes, keep, nonEmpty, fold)
}
