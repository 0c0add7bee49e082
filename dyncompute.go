package tensor

import (
	"fmt"
	"iter"
	"slices"

	"github.com/fixedrank/tensor/internal/engine"

	"github.com/fixedrank/tensor/internal/kernel"
)

// The computations of a DynTensor. Each runs the code of its Tensor
// counterpart (the algorithms take their operands as strided values, which
// either type hands in without copying), so the results, the errors and
// the aliasing rules are the same; only the rank bookkeeping differs.
// Functions carry a Dyn suffix because the constraints they need (Number,
// Real, comparable) cannot be added by methods.

var _ fmt.Formatter = DynTensor[int]{}

// ZerosDyn returns a new C-contiguous tensor of shape filled with the zero
// value: ZerosDyn[float64](2, 3). It returns the errors of [Zeros], and an
// error wrapping [ErrRank] if len(shape) exceeds [MaxRank].
func ZerosDyn[T any](shape ...int) (DynTensor[T], error) {
	l, err := ContiguousDyn(shape, C)
	if err != nil {
		return DynTensor[T]{}, err
	}
	data, err := engine.MakeBuf[T]("ZerosDyn", l.Size())
	if err != nil {
		return DynTensor[T]{}, err
	}
	return DynTensor[T]{data: data, layout: l}, nil
}

// FullDyn returns a new C-contiguous tensor of shape with every element v:
// FullDyn(1.5, 2, 3). The value comes first so that the shape can be
// listed after it. It returns the errors of [ZerosDyn].
func FullDyn[T any](v T, shape ...int) (DynTensor[T], error) {
	t, err := ZerosDyn[T](shape...)
	kernel.Fill(t.data, v)
	return t, err
}

// FromSliceDyn returns the C-contiguous tensor of shape over data, which it
// shares (no copy). It returns the errors of [FromSlice], and an error
// wrapping [ErrRank] if len(shape) exceeds [MaxRank].
func FromSliceDyn[T any](data []T, shape ...int) (DynTensor[T], error) {
	l, err := ContiguousDyn(shape, C)
	if err != nil {
		return DynTensor[T]{}, err
	}
	if n := l.Size(); n != len(data) {
		return DynTensor[T]{}, engine.Errorf(ErrShape, "FromSliceDyn: %d elements for shape %s of size %d", len(data), engine.FmtInts(shape), n)
	}
	return DynTensor[T]{data: data, layout: l}, nil
}

// Shape returns a copy of the length of each axis.
func (t DynTensor[T]) Shape() []int { return slices.Clone(t.layout.shape) }

// Rank returns the number of axes.
func (t DynTensor[T]) Rank() int { return len(t.layout.shape) }

// Size returns the number of elements.
func (t DynTensor[T]) Size() int { return t.layout.Size() }

// Clone returns a copy of t in a new C-contiguous buffer. It panics as
// [Tensor.Clone] does.
func (t DynTensor[T]) Clone() DynTensor[T] { return t.CloneOrder(C) }

// CloneOrder returns a copy of t in a new buffer, contiguous in order (C if
// order is not F). It panics as [Tensor.Clone] does.
func (t DynTensor[T]) CloneOrder(order Order) DynTensor[T] {
	r, err := t.cloneOrder("Clone", order)
	if err != nil {
		panic(err)
	}
	return r
}

// cloneOrder is CloneOrder with the allocation error returned.
func (t DynTensor[T]) cloneOrder(op string, order Order) (DynTensor[T], error) {
	r := DynTensor[T]{layout: DynLayout{}.alloc(len(t.layout.shape))}
	copy(r.layout.shape, t.layout.shape)
	var err error
	if r.data, err = engine.CloneData(op, t.strided(), order, r.layout.strides); err != nil {
		return DynTensor[T]{}, err
	}
	return r, nil
}

// Fill sets every element of t to v. It returns an error wrapping
// [ErrReadOnly] for a read-only view.
func (t DynTensor[T]) Fill(v T) error { return engine.Fill("Fill", t.strided(), v) }

// Apply replaces every element x of t by f(x), in place. It returns an
// error wrapping [ErrReadOnly] for a read-only view.
func (t DynTensor[T]) Apply(f func(T) T) error { return engine.Apply(t.strided(), f) }

// All returns an iterator over the indices and elements of t in C order
// (last index fastest). The index slice is reused: it holds the current
// index only until the loop body returns, so copy it to keep it (it costs
// no allocation per element). For hot loops prefer [DynTensor.Values] or
// [DynTensor.Runs].
func (t DynTensor[T]) All() iter.Seq2[[]int, T] {
	return func(yield func([]int, T) bool) {
		if len(t.data) == 0 || engine.IsEmpty(t.layout.shape) {
			return
		}
		idx := make([]int, len(t.layout.shape))
		var r engine.Rows
		r.Start(idx, t.layout.shape, t.layout.strides, t.layout.offset)
		k, n, s := len(idx)-1, r.N, r.S
		for {
			for i, a := 0, r.O.Off; i < n; i, a = i+1, a+s {
				if k >= 0 {
					idx[k] = i
				}
				if !yield(idx, t.data[a]) {
					return
				}
			}
			if !r.O.Next() {
				return
			}
		}
	}
}

// Runs returns the runs that together cover every element of t exactly
// once, in an order chosen for memory locality; see [Tensor.Runs].
func (t DynTensor[T]) Runs() iter.Seq[Run] {
	return engine.Runs(t.data, t.layout.shape, t.layout.strides, t.layout.offset)
}

// Format implements [fmt.Formatter] as [Tensor.Format] does.
func (t DynTensor[T]) Format(f fmt.State, verb rune) {
	if verb == 'v' || verb == 's' {
		_, _ = f.Write([]byte(t.String()))
		return
	}
	engine.FormatVerb(f, verb, t.data, t.layout.shape, t.layout.strides, t.layout.offset)
}

// AssignDyn copies src into dst as NumPy's dst[...] = src does; see
// [Assign] for the broadcasting, aliasing and error rules.
func AssignDyn[T any](dst, src DynTensor[T]) error {
	return engine.Assign("AssignDyn", dst.strided(), src.strided())
}

// ArrayEqualDyn reports whether a and b have the same shape (rank included) and
// equal elements; see [ArrayEqual].
func ArrayEqualDyn[T comparable](a, b DynTensor[T]) bool {
	return engine.EqualData(a.strided(), b.strided())
}

// MapDyn returns a new C-contiguous tensor whose elements are f of t's. It
// panics as [Map] does.
func MapDyn[U, T any](t DynTensor[T], f func(T) U) DynTensor[U] {
	if len(t.data) == 0 {
		return DynTensor[U]{layout: t.layout} // no element to map
	}
	r, err := ZerosDyn[U](t.layout.shape...)
	if err != nil {
		panic(err)
	}
	engine.MapTo(r.strided(), t.strided(), f)
	return r
}

// ZipToDyn stores f(a, b) into dst elementwise, broadcasting a and b to
// dst's shape; see [ZipTo].
func ZipToDyn[T, U, V any](dst DynTensor[V], a DynTensor[T], b DynTensor[U], f func(T, U) V) error {
	return engine.ZipTo("ZipToDyn", dst.strided(), a.strided(), b.strided(), f)
}

// ZipDyn returns a new C-contiguous tensor holding f(a, b), with a and b
// broadcast together; its rank is the larger of theirs. It returns an
// error wrapping [ErrBroadcast], or the errors of [ZerosDyn].
func ZipDyn[T, U, V any](a DynTensor[T], b DynTensor[U], f func(T, U) V) (DynTensor[V], error) {
	r, err := zerosBroadcastDyn[V](a.layout, b.layout)
	if err != nil {
		return r, err
	}
	return r, engine.ZipTo("ZipDyn", r.strided(), a.strided(), b.strided(), f)
}

// zerosBroadcastDyn returns a zero C-contiguous tensor of the broadcast
// shape of a and b.
func zerosBroadcastDyn[V any](a, b DynLayout) (DynTensor[V], error) {
	shape, err := BroadcastShapes(a.shape, b.shape, C)
	if err != nil {
		return DynTensor[V]{}, err
	}
	return ZerosDyn[V](shape...)
}

// AddToDyn stores a + b into dst elementwise, broadcasting a and b to dst's
// shape; see [AddTo]. The in-place form AddToDyn(a, a, b) neither copies
// nor allocates.
func AddToDyn[T Number](dst, a, b DynTensor[T]) error {
	return engine.ArithTo("AddToDyn", engine.OpAdd, dst.strided(), a.strided(), b.strided())
}

// SubtractToDyn stores a - b into dst; see [AddTo].
func SubtractToDyn[T Number](dst, a, b DynTensor[T]) error {
	return engine.ArithTo("SubtractToDyn", engine.OpSub, dst.strided(), a.strided(), b.strided())
}

// MultiplyToDyn stores a * b into dst; see [AddTo].
func MultiplyToDyn[T Number](dst, a, b DynTensor[T]) error {
	return engine.ArithTo("MultiplyToDyn", engine.OpMul, dst.strided(), a.strided(), b.strided())
}

// DivideToDyn stores a / b into dst; see [AddTo] and, for integers and
// division by zero, [DivideTo].
func DivideToDyn[T Number](dst, a, b DynTensor[T]) error {
	return engine.ArithTo("DivideToDyn", engine.OpDiv, dst.strided(), a.strided(), b.strided())
}

func arithNewDyn[T Number](name string, op engine.BinOp, a, b DynTensor[T]) (DynTensor[T], error) {
	r, err := zerosBroadcastDyn[T](a.layout, b.layout)
	if err != nil {
		return r, err
	}
	return r, engine.ArithTo(name, op, r.strided(), a.strided(), b.strided())
}

// AddDyn returns a + b in a new C-contiguous tensor of the broadcast shape,
// whose rank is the larger of a's and b's. It returns an error wrapping
// [ErrBroadcast], or the errors of [ZerosDyn].
func AddDyn[T Number](a, b DynTensor[T]) (DynTensor[T], error) {
	return arithNewDyn("AddDyn", engine.OpAdd, a, b)
}

// SubtractDyn returns a - b; see [AddDyn].
func SubtractDyn[T Number](a, b DynTensor[T]) (DynTensor[T], error) {
	return arithNewDyn("SubtractDyn", engine.OpSub, a, b)
}

// MultiplyDyn returns a * b; see [AddDyn].
func MultiplyDyn[T Number](a, b DynTensor[T]) (DynTensor[T], error) {
	return arithNewDyn("MultiplyDyn", engine.OpMul, a, b)
}

// DivideDyn returns a / b; see [AddDyn] and, for integers, [DivideTo].
func DivideDyn[T Number](a, b DynTensor[T]) (DynTensor[T], error) {
	return arithNewDyn("DivideDyn", engine.OpDiv, a, b)
}

// ScaleDyn multiplies every element of t by c in place. It returns an
// error wrapping [ErrReadOnly] for a read-only view.
func ScaleDyn[T Number](t DynTensor[T], c T) error {
	return engine.Scale("ScaleDyn", t.strided(), c)
}

// SumDyn returns the sum of the elements of t as [Sum] computes it.
func SumDyn[T Number](t DynTensor[T]) (T, error) {
	return engine.SumAll("SumDyn", t.data, t.layout.shape, t.layout.strides, t.layout.offset)
}

// MeanDyn returns the arithmetic mean of the elements of t as a float64;
// see [Mean].
func MeanDyn[T Real](t DynTensor[T]) float64 {
	return engine.MeanAll(t.data, t.layout.shape, t.layout.strides, t.layout.offset)
}

// MinDyn returns the smallest element of t; see [Min].
func MinDyn[T Real](t DynTensor[T]) (T, error) {
	return engine.Extreme("MinDyn", t.strided(), false)
}

// MaxDyn returns the largest element of t; see [Min].
func MaxDyn[T Real](t DynTensor[T]) (T, error) {
	return engine.Extreme("MaxDyn", t.strided(), true)
}

// axisShapeDyn returns the shape of an axis reduction of t (t's shape
// without the axis), in buf, and the normalised axis.
func axisShapeDyn[T any](name string, t DynTensor[T], axis int, buf *[MaxRank]int) ([]int, int, error) {
	shape := buf[:max(len(t.layout.shape)-1, 0)]
	k, err := engine.ReduceShape(name, t.layout.shape, axis, shape)
	return shape, k, err
}

// SumAxisDyn returns the sums along axis in a new C-contiguous tensor of
// rank one less than t's (rank 0 for axis 0 or -1 of a rank-0 t, as in
// NumPy); see [SumAxis]. It returns an error wrapping [ErrAxis] or the
// errors of [ZerosDyn].
func SumAxisDyn[T Number](t DynTensor[T], axis int) (DynTensor[T], error) {
	var buf [MaxRank]int
	var lane [2]int
	shape, s, k, err := engine.ReduceAxisDyn("SumAxisDyn", t.strided(), axis, &buf, &lane)
	if err != nil {
		return DynTensor[T]{}, err
	}
	r, err := ZerosDyn[T](shape...)
	if err != nil {
		return DynTensor[T]{}, err
	}
	if err := engine.SumAxisInto("SumAxisDyn", r.strided(), s, 1<<k); err != nil {
		return DynTensor[T]{}, err
	}
	return r, nil
}

// SumAxisToDyn stores the sums along axis into dst, which must have t's
// shape without the axis; see [SumAxisTo] for the aliasing and error
// rules.
func SumAxisToDyn[T Number](dst, t DynTensor[T], axis int) error {
	var buf [MaxRank]int
	var lane [2]int
	shape, s, k, err := engine.ReduceAxisDyn("SumAxisToDyn", t.strided(), axis, &buf, &lane)
	if err != nil {
		return err
	}
	return engine.SumAxisTo("SumAxisToDyn", dst.strided(), s, shape, k)
}

// MeanAxisDyn returns the means along axis as float64; see [MeanAxis] and
// [SumAxisDyn].
func MeanAxisDyn[T Real](t DynTensor[T], axis int) (DynTensor[float64], error) {
	var buf [MaxRank]int
	shape, k, err := axisShapeDyn("MeanAxisDyn", t, axis, &buf)
	if err != nil {
		return DynTensor[float64]{}, err
	}
	r, err := ZerosDyn[float64](shape...)
	if err != nil {
		return DynTensor[float64]{}, err
	}
	if err := engine.MeanAxisInto("MeanAxisDyn", r.strided(), t.strided(), 1<<k); err != nil {
		return DynTensor[float64]{}, err
	}
	return r, nil
}

// MeanAxisToDyn stores the means along axis into dst; see [MeanAxis] and
// [SumAxisTo].
func MeanAxisToDyn[T Real](dst DynTensor[float64], t DynTensor[T], axis int) error {
	var buf [MaxRank]int
	shape, k, err := axisShapeDyn("MeanAxisToDyn", t, axis, &buf)
	if err != nil {
		return err
	}
	return engine.MeanAxisTo("MeanAxisToDyn", dst.strided(), t.strided(), shape, k)
}

// MinAxisDyn returns the minima along axis; see [MinAxis] and [SumAxisDyn].
func MinAxisDyn[T Real](t DynTensor[T], axis int) (DynTensor[T], error) {
	return extremeAxisDyn("MinAxisDyn", t, axis, false)
}

// MaxAxisDyn returns the maxima along axis; see [MinAxisDyn].
func MaxAxisDyn[T Real](t DynTensor[T], axis int) (DynTensor[T], error) {
	return extremeAxisDyn("MaxAxisDyn", t, axis, true)
}

// MinAxisToDyn stores the minima along axis into dst; see [MinAxis] and
// [SumAxisTo].
func MinAxisToDyn[T Real](dst, t DynTensor[T], axis int) error {
	return extremeAxisToDyn("MinAxisToDyn", dst, t, axis, false)
}

// MaxAxisToDyn stores the maxima along axis into dst; see [MinAxisToDyn].
func MaxAxisToDyn[T Real](dst, t DynTensor[T], axis int) error {
	return extremeAxisToDyn("MaxAxisToDyn", dst, t, axis, true)
}

func extremeAxisDyn[T Real](name string, t DynTensor[T], axis int, max bool) (DynTensor[T], error) {
	var buf [MaxRank]int
	var lane [2]int
	shape, s, k, err := engine.ReduceAxisDyn(name, t.strided(), axis, &buf, &lane)
	if err != nil {
		return DynTensor[T]{}, err
	}
	if err := engine.NonEmptyAxis(name, s.Shape[k], k); err != nil {
		return DynTensor[T]{}, err
	}
	r, err := ZerosDyn[T](shape...)
	if err != nil {
		return DynTensor[T]{}, err
	}
	engine.ExtremeAxisInto(r.strided(), s, 1<<k, max)
	return r, nil
}

func extremeAxisToDyn[T Real](name string, dst, t DynTensor[T], axis int, max bool) error {
	var buf [MaxRank]int
	var lane [2]int
	shape, s, k, err := engine.ReduceAxisDyn(name, t.strided(), axis, &buf, &lane)
	if err != nil {
		return err
	}
	return engine.ExtremeAxisTo(name, dst.strided(), s, shape, k, max)
}
