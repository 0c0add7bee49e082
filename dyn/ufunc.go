package dyn

import (
	"github.com/fixedrank/tensor/internal/engine"
	"github.com/fixedrank/tensor/internal/kernel"
)

// Float is a constraint that permits the floating-point types: the element
// types of most elementwise math functions ([Unary]) and the result types
// of [TrueDivide].
type Float interface{ ~float32 | ~float64 }

// Complex is a constraint that permits the complex types: the element
// types of [Part].
type Complex interface{ ~complex64 | ~complex128 }

// Scalar is a constraint that permits the number types and bool: the
// element types of [Unary] and [Binary] (see tensor.UnaryFunc and
// tensor.BinaryFunc for which function each type has).
type Scalar interface{ Real | Complex | ~bool }

// UnaryFunc names one of NumPy's elementwise functions of one argument, for
// [Unary] and [UnaryTo]; the functions, their accuracy and their special
// values are those of package tensor's UnaryFunc.
type UnaryFunc uint8

// The functions of one argument, by NumPy's names (see tensor.UnaryFunc).
const (
	Exp        = UnaryFunc(kernel.FExp)
	Exp2       = UnaryFunc(kernel.FExp2)
	Expm1      = UnaryFunc(kernel.FExpm1)
	Log        = UnaryFunc(kernel.FLog)
	Log2       = UnaryFunc(kernel.FLog2)
	Log10      = UnaryFunc(kernel.FLog10)
	Log1p      = UnaryFunc(kernel.FLog1p)
	Sqrt       = UnaryFunc(kernel.FSqrt)
	Cbrt       = UnaryFunc(kernel.FCbrt)
	Square     = UnaryFunc(kernel.FSquare)
	Reciprocal = UnaryFunc(kernel.FReciprocal)
	Sin        = UnaryFunc(kernel.FSin)
	Cos        = UnaryFunc(kernel.FCos)
	Tan        = UnaryFunc(kernel.FTan)
	Arcsin     = UnaryFunc(kernel.FArcsin)
	Arccos     = UnaryFunc(kernel.FArccos)
	Arctan     = UnaryFunc(kernel.FArctan)
	Sinh       = UnaryFunc(kernel.FSinh)
	Cosh       = UnaryFunc(kernel.FCosh)
	Tanh       = UnaryFunc(kernel.FTanh)
	Abs        = UnaryFunc(kernel.FAbs)
	Negative   = UnaryFunc(kernel.FNegative)
	Sign       = UnaryFunc(kernel.FSign)
	Floor      = UnaryFunc(kernel.FFloor)
	Ceil       = UnaryFunc(kernel.FCeil)
	Trunc      = UnaryFunc(kernel.FTrunc)
	Rint       = UnaryFunc(kernel.FRint)
	Conjugate  = UnaryFunc(kernel.FConjugate)
	Invert     = UnaryFunc(kernel.FInvert)
	LogicalNot = UnaryFunc(kernel.FLogicalNot)
)

// String returns NumPy's name of f.
func (f UnaryFunc) String() string { return kernel.Func1(f).String() }

// Unary returns f of every element of t in a new C-contiguous tensor
// (NumPy's f(t)). It returns an error wrapping [ErrValue] for an unknown
// f, [ErrType] for a function T does not have, [ErrDivideByZero] for the
// integer Reciprocal of 0, or the errors of [Zeros].
func Unary[T Scalar](f UnaryFunc, t Tensor[T]) (Tensor[T], error) {
	r, err := empty[T]("dyn.Unary", t.layout.shape...)
	if err == nil {
		err = engine.Func1New("dyn.Unary", kernel.Func1(f), r.strided(), t.strided())
	}
	if err != nil {
		return Tensor[T]{}, err
	}
	return r, nil
}

// UnaryTo stores f of t into dst (NumPy's f(t, out=dst)), t broadcast to
// dst's shape; dst may share memory with t in any way. It returns an error
// wrapping [ErrValue], [ErrType], [ErrDivideByZero], [ErrBroadcast] or
// [ErrReadOnly]; on error dst is unchanged.
func UnaryTo[T Scalar](dst Tensor[T], f UnaryFunc, t Tensor[T]) error {
	return engine.Func1To("dyn.UnaryTo", kernel.Func1(f), dst.strided(), t.strided())
}

// BinaryFunc names one of NumPy's elementwise functions of two arguments,
// for [Binary] and [BinaryTo]; the functions and their rules are those of
// package tensor's BinaryFunc.
type BinaryFunc uint8

// The functions of two arguments, by NumPy's names (see tensor.BinaryFunc).
const (
	Arctan2     = BinaryFunc(kernel.FArctan2)
	Hypot       = BinaryFunc(kernel.FHypot)
	Power       = BinaryFunc(kernel.FPower)
	Maximum     = BinaryFunc(kernel.FMaximum)
	Minimum     = BinaryFunc(kernel.FMinimum)
	Fmax        = BinaryFunc(kernel.FFmax)
	Fmin        = BinaryFunc(kernel.FFmin)
	Fmod        = BinaryFunc(kernel.FFmod)
	Remainder   = BinaryFunc(kernel.FRemainder)
	FloorDivide = BinaryFunc(kernel.FFloorDivide)
	BitwiseAnd  = BinaryFunc(kernel.FBitwiseAnd)
	BitwiseOr   = BinaryFunc(kernel.FBitwiseOr)
	BitwiseXor  = BinaryFunc(kernel.FBitwiseXor)
	LeftShift   = BinaryFunc(kernel.FLeftShift)
	RightShift  = BinaryFunc(kernel.FRightShift)
	LogicalAnd  = BinaryFunc(kernel.FLogicalAnd)
	LogicalOr   = BinaryFunc(kernel.FLogicalOr)
	LogicalXor  = BinaryFunc(kernel.FLogicalXor)
	Plus        = BinaryFunc(kernel.FAdd)
	Minus       = BinaryFunc(kernel.FSubtract)
	Times       = BinaryFunc(kernel.FMultiply)
	Over        = BinaryFunc(kernel.FTrueDivide)
)

// String returns NumPy's name of f.
func (f BinaryFunc) String() string { return kernel.Func2(f).String() }

// Binary returns f(a, b) in a new C-contiguous tensor of the broadcast
// shape (NumPy's f(a, b)); b is a number or a tensor, as [Add] takes it.
// It returns the errors of [BinaryTo].
func Binary[T Scalar](f BinaryFunc, a Tensor[T], b any) (Tensor[T], error) {
	bs, err := operand[T]("dyn.Binary", b)
	if err != nil {
		return Tensor[T]{}, err
	}
	r, err := resultFor[T]("dyn.Binary", a.layout.shape, bs.Shape)
	if err == nil {
		err = engine.Func2New("dyn.Binary", kernel.Func2(f), r.strided(), a.strided(), bs)
	}
	if err != nil {
		return Tensor[T]{}, err
	}
	return r, nil
}

// BinaryTo stores f(a, b) into dst (NumPy's f(a, b, out=dst)), a and b
// broadcast to dst's shape. It returns an error wrapping [ErrValue],
// [ErrType], [ErrDivideByZero], [ErrBroadcast] or [ErrReadOnly]; on error
// dst is unchanged.
func BinaryTo[T Scalar](dst Tensor[T], f BinaryFunc, a, b Tensor[T]) error {
	return engine.Func2To("dyn.BinaryTo", kernel.Func2(f), dst.strided(), a.strided(), b.strided())
}

// UnaryAs returns f of t computed in the element type R, NumPy's f(t,
// dtype=R): t is converted to R first under NumPy's "same_kind" rule, as
// package tensor's UnaryAs does. It returns an error wrapping [ErrType]
// for a t that does not cast to R, and the errors of [Unary].
func UnaryAs[R, T Scalar](f UnaryFunc, t Tensor[T]) (Tensor[R], error) {
	const name = "dyn.UnaryAs"
	ts, err := operandAs[R](name, t)
	if err != nil {
		return Tensor[R]{}, err
	}
	r, err := empty[R](name, t.layout.shape...)
	if err == nil {
		err = engine.Func1New(name, kernel.Func1(f), r.strided(), ts)
	}
	if err != nil {
		return Tensor[R]{}, err
	}
	return r, nil
}

// BinaryAs returns f(a, b) computed in the element type R, NumPy's f(a, b,
// dtype=R), a and b broadcast together and converted to R first under
// NumPy's "same_kind" rule, as package tensor's BinaryAs does: with R the
// type NumPy promotes the operands to, NumPy's f(a, b) for any mix of
// element types. b is a number or a Tensor of any real element type or of
// R. It returns an error wrapping [ErrType] for an operand that does not
// cast to R, and the errors of [Binary].
func BinaryAs[R, T Scalar](f BinaryFunc, a Tensor[T], b any) (Tensor[R], error) {
	const name = "dyn.BinaryAs"
	as, err := operandAs[R](name, a)
	if err != nil {
		return Tensor[R]{}, err
	}
	bs, err := operandAs[R](name, b)
	if err != nil {
		return Tensor[R]{}, err
	}
	r, err := resultFor[R](name, a.layout.shape, bs.Shape)
	if err == nil {
		err = engine.Func2New(name, kernel.Func2(f), r.strided(), as, bs)
	}
	if err != nil {
		return Tensor[R]{}, err
	}
	return r, nil
}

// operandAs is operand for an operand computed in R under NumPy's
// "same_kind" rule: a Tensor of another real element type is converted to
// R (engine.CastTo), anything else is taken as operand takes it.
func operandAs[R any](name string, b any) (engine.Strided[R], error) {
	if x, ok := b.(erasedOperand); ok && !isTensorOf[R](b) {
		return engine.CastTo[R](name, x.operandErased())
	}
	return operand[R](name, b)
}

// TrueDivide returns a / b computed in the float type R, NumPy's a / b
// (float64 for integer tensors; np.true_divide(a, b, dtype=R)): both
// operands are converted to R first, so a zero divisor gives ±Inf or NaN.
// b is a number or a Tensor of any real element type. It returns the errors
// of [Add] for b and the shapes.
func TrueDivide[R Float, T Real](a Tensor[T], b any) (Tensor[R], error) {
	const name = "dyn.TrueDivide"
	bs, err := operandAs[R](name, b)
	if err != nil {
		return Tensor[R]{}, err
	}
	r, err := resultFor[R](name, a.layout.shape, bs.Shape)
	if err == nil {
		err = engine.TrueDivideTo(name, r.strided(), a.strided(), bs)
	}
	if err != nil {
		return Tensor[R]{}, err
	}
	return r, nil
}

// TrueDivideTo stores a / b into dst computed in dst's float type R, a and
// b of any real element types broadcast to dst's shape; see [TrueDivide].
// It returns an error wrapping [ErrBroadcast] or [ErrReadOnly]; on error
// dst is unchanged.
func TrueDivideTo[R Float, T, U Real](dst Tensor[R], a Tensor[T], b Tensor[U]) error {
	return engine.TrueDivideTo("dyn.TrueDivideTo", dst.strided(), a.strided(), b.strided())
}

// isTensorOf reports whether b is a Tensor of element type T.
func isTensorOf[T any](b any) bool {
	_, ok := b.(Tensor[T])
	return ok
}
