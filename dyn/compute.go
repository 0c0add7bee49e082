package dyn

import (
	"fmt"
	"iter"
	"slices"

	"github.com/fixedrank/tensor/internal/engine"
	"github.com/fixedrank/tensor/internal/kernel"
)

var _ fmt.Formatter = Tensor[int]{}

// Zeros returns a new C-contiguous tensor of shape filled with the zero
// value: Zeros[float64](2, 3). It returns the errors of [Zeros], and an
// error wrapping [ErrRank] if len(shape) exceeds [MaxRank].
func Zeros[T any](shape ...int) (Tensor[T], error) {
	l, err := Contiguous(shape, C)
	if err != nil {
		return Tensor[T]{}, err
	}
	data, err := engine.MakeBuf[T]("dyn.Zeros", l.Size())
	if err != nil {
		return Tensor[T]{}, err
	}
	return Tensor[T]{data: data, layout: l}, nil
}

// Full returns a new C-contiguous tensor of shape with every element v:
// Full(1.5, 2, 3). The value comes first so that the shape can be
// listed after it. It returns the errors of [Zeros].
func Full[T any](v T, shape ...int) (Tensor[T], error) {
	t, err := Zeros[T](shape...)
	kernel.Fill(t.data, v)
	return t, err
}

// FromSlice returns the C-contiguous tensor of shape over data, which it
// shares (no copy). It returns the errors of [FromSlice], and an error
// wrapping [ErrRank] if len(shape) exceeds [MaxRank].
func FromSlice[T any](data []T, shape ...int) (Tensor[T], error) {
	l, err := Contiguous(shape, C)
	if err != nil {
		return Tensor[T]{}, err
	}
	if n := l.Size(); n != len(data) {
		return Tensor[T]{}, engine.Errorf(ErrShape, "dyn.FromSlice: %d elements for shape %s of size %d", len(data), engine.FmtInts(shape), n)
	}
	return Tensor[T]{data: data, layout: l}, nil
}

// Shape returns a copy of the length of each axis.
func (t Tensor[T]) Shape() []int { return slices.Clone(t.layout.shape) }

// Rank returns the number of axes.
func (t Tensor[T]) Rank() int { return len(t.layout.shape) }

// Size returns the number of elements.
func (t Tensor[T]) Size() int { return t.layout.Size() }

// Clone returns a copy of t in a new C-contiguous buffer. It panics as
// [Tensor.Clone] does.
func (t Tensor[T]) Clone() Tensor[T] { return t.CloneOrder(C) }

// CloneOrder returns a copy of t in a new buffer, contiguous in order (C if
// order is not F). It panics as [Tensor.Clone] does.
func (t Tensor[T]) CloneOrder(order Order) Tensor[T] {
	r, err := t.cloneOrder("Clone", order)
	if err != nil {
		panic(err)
	}
	return r
}

// cloneOrder is CloneOrder with the allocation error returned.
func (t Tensor[T]) cloneOrder(op string, order Order) (Tensor[T], error) {
	r := Tensor[T]{layout: Layout{}.alloc(len(t.layout.shape))}
	copy(r.layout.shape, t.layout.shape)
	var err error
	if r.data, err = engine.CloneData(op, t.strided(), order, r.layout.strides); err != nil {
		return Tensor[T]{}, err
	}
	return r, nil
}

// Fill sets every element of t to v. It returns an error wrapping
// [ErrReadOnly] for a read-only view.
func (t Tensor[T]) Fill(v T) error { return engine.Fill("Fill", t.strided(), v) }

// Apply replaces every element x of t by f(x), in place. It returns an
// error wrapping [ErrReadOnly] for a read-only view.
func (t Tensor[T]) Apply(f func(T) T) error { return engine.Apply(t.strided(), f) }

// All returns an iterator over the indices and elements of t in C order
// (last index fastest). The index slice is reused: it holds the current
// index only until the loop body returns, so copy it to keep it (it costs
// no allocation per element). For hot loops prefer [Tensor.Values] or
// [Tensor.Runs].
func (t Tensor[T]) All() iter.Seq2[[]int, T] {
	return func(yield func([]int, T) bool) {
		if len(t.data) == 0 || engine.IsEmpty(t.layout.shape) {
			return
		}
		idx := make([]int, len(t.layout.shape))
		c, n, s, _ := engine.IndexCursor(idx, t.layout.shape, t.layout.strides, t.layout.offset) // not empty
		k := len(idx) - 1
		for {
			for i, a := 0, c.Off[0]; i < n; i, a = i+1, a+s {
				if k >= 0 {
					idx[k] = i
				}
				if !yield(idx, t.data[a]) {
					return
				}
			}
			if !c.Next() {
				return
			}
		}
	}
}

// Runs returns the runs that together cover every element of t exactly
// once, in an order chosen for memory locality; see [Tensor.Runs].
func (t Tensor[T]) Runs() iter.Seq[Run] {
	return engine.Runs(t.data, t.layout.shape, t.layout.strides, t.layout.offset)
}

// Format implements [fmt.Formatter] as [Tensor.Format] does.
func (t Tensor[T]) Format(f fmt.State, verb rune) {
	if verb == 'v' || verb == 's' {
		_, _ = f.Write([]byte(t.String()))
		return
	}
	engine.FormatVerb(f, verb, t.data, t.layout.shape, t.layout.strides, t.layout.offset)
}

// Assign copies src into dst as NumPy's dst[...] = src does; see
// [Assign] for the broadcasting, aliasing and error rules.
func Assign[T any](dst, src Tensor[T]) error {
	return engine.Assign("dyn.Assign", dst.strided(), src.strided())
}

// ArrayEqual reports whether a and b have the same shape (rank included) and
// equal elements; see [ArrayEqual].
func ArrayEqual[T comparable](a, b Tensor[T]) bool {
	return engine.EqualData(a.strided(), b.strided())
}

// Map returns a new C-contiguous tensor whose elements are f of t's. It
// panics as [Map] does.
func Map[U, T any](t Tensor[T], f func(T) U) Tensor[U] {
	if len(t.data) == 0 {
		return Tensor[U]{layout: t.layout} // no element to map
	}
	r, err := Zeros[U](t.layout.shape...)
	if err != nil {
		panic(err)
	}
	engine.MapTo(r.strided(), t.strided(), f)
	return r
}

// ZipTo stores f(a, b) into dst elementwise, broadcasting a and b to
// dst's shape; see [ZipTo].
func ZipTo[T, U, V any](dst Tensor[V], a Tensor[T], b Tensor[U], f func(T, U) V) error {
	return engine.ZipTo("dyn.ZipTo", dst.strided(), a.strided(), b.strided(), f)
}

// Zip returns a new C-contiguous tensor holding f(a, b), with a and b
// broadcast together; its rank is the larger of theirs. It returns an
// error wrapping [ErrBroadcast], or the errors of [Zeros].
func Zip[T, U, V any](a Tensor[T], b Tensor[U], f func(T, U) V) (Tensor[V], error) {
	r, err := zerosFor[V]("dyn.Zip", a.layout.shape, b.layout.shape)
	if err != nil {
		return r, err
	}
	return r, engine.ZipTo("dyn.Zip", r.strided(), a.strided(), b.strided(), f)
}

// AddTo stores a + b into dst elementwise, broadcasting a and b to dst's
// shape; see [AddTo]. The in-place form AddTo(a, a, b) neither copies
// nor allocates.
func AddTo[T Number](dst, a, b Tensor[T]) error {
	return engine.ArithTo("dyn.AddTo", engine.OpAdd, dst.strided(), a.strided(), b.strided())
}

// SubtractTo stores a - b into dst; see [AddTo].
func SubtractTo[T Number](dst, a, b Tensor[T]) error {
	return engine.ArithTo("dyn.SubtractTo", engine.OpSub, dst.strided(), a.strided(), b.strided())
}

// MultiplyTo stores a * b into dst; see [AddTo].
func MultiplyTo[T Number](dst, a, b Tensor[T]) error {
	return engine.ArithTo("dyn.MultiplyTo", engine.OpMul, dst.strided(), a.strided(), b.strided())
}

// DivideTo stores a / b into dst; see [AddTo] and, for integers and
// division by zero, [DivideTo].
func DivideTo[T Number](dst, a, b Tensor[T]) error {
	return engine.ArithTo("dyn.DivideTo", engine.OpDiv, dst.strided(), a.strided(), b.strided())
}

func arithNew[T Number](name string, op engine.BinOp, a Tensor[T], b any) (Tensor[T], error) {
	bs, err := operand[T](name, b)
	if err != nil {
		return Tensor[T]{}, err
	}
	r, err := zerosFor[T](name, a.layout.shape, bs.Shape)
	if err != nil {
		return r, err
	}
	return r, engine.ArithTo(name, op, r.strided(), a.strided(), bs)
}

// Add returns a + b in a new C-contiguous tensor of the broadcast shape,
// whose rank is the larger of a's and b's. b is a scalar (any Go number,
// converted to T as NumPy casts a Python scalar; see tensor.Add), a Tensor[T]
// or a fixed-rank tensor of element type T. It returns an error wrapping
// [ErrBroadcast], [ErrType], [ErrOverflow] for a scalar that does not fit in
// T, or the errors of [Zeros].
func Add[T Number](a Tensor[T], b any) (Tensor[T], error) {
	return arithNew("dyn.Add", engine.OpAdd, a, b)
}

// Subtract returns a - b; see [Add].
func Subtract[T Number](a Tensor[T], b any) (Tensor[T], error) {
	return arithNew("dyn.Subtract", engine.OpSub, a, b)
}

// Multiply returns a * b; see [Add].
func Multiply[T Number](a Tensor[T], b any) (Tensor[T], error) {
	return arithNew("dyn.Multiply", engine.OpMul, a, b)
}

// Divide returns a / b; see [Add] and, for integers, [DivideTo].
func Divide[T Number](a Tensor[T], b any) (Tensor[T], error) {
	return arithNew("dyn.Divide", engine.OpDiv, a, b)
}

// Scale multiplies every element of t by c in place. It returns an
// error wrapping [ErrReadOnly] for a read-only view.
func Scale[T Number](t Tensor[T], c T) error {
	return engine.Scale("dyn.Scale", t.strided(), c)
}

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
