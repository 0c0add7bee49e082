package dyn

import "github.com/fixedrank/tensor/internal/engine"

// Assign copies src into dst as NumPy's dst[...] = src does; see
// [Assign] for the broadcasting, aliasing and error rules.
func Assign[T any](dst, src Tensor[T]) error {
	return engine.Assign("dyn.Assign", dst.strided(), src.strided())
}

// Map returns a new C-contiguous tensor whose elements are f of t's. It
// panics as [Map] does.
func Map[U, T any](t Tensor[T], f func(T) U) Tensor[U] {
	if len(t.data) == 0 {
		return Tensor[U]{layout: t.layout} // no element to map
	}
	r, err := empty[U]("dyn.Map", t.layout.shape...) // written whole below
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
	r, err := resultFor[V]("dyn.Zip", a.layout.shape, b.layout.shape)
	if err == nil {
		err = engine.ZipTo("dyn.Zip", r.strided(), a.strided(), b.strided(), f)
	}
	if err != nil {
		return Tensor[V]{}, err
	}
	return r, nil
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
	r, err := resultFor[T](name, a.layout.shape, bs.Shape)
	if err == nil {
		err = engine.ArithNew(name, op, r.strided(), a.strided(), bs)
	}
	if err != nil {
		return Tensor[T]{}, err
	}
	return r, nil
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
