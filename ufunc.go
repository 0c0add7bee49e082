package tensor

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
// element types of [Unary] and [Binary], each function defined for the
// types NumPy has a loop of it for (exp for floats and complex numbers,
// invert for integers and bool, logical_and for bool).
type Scalar interface{ Real | Complex | ~bool }

// UnaryFunc names one of NumPy's elementwise functions of one argument (its
// ufuncs), for [Unary] and [UnaryTo]: tensor.Unary(tensor.Exp, x) is
// np.exp(x). The functions are values rather than a function each, so one
// pair of calls, with broadcasting, a destination and fixed or runtime
// rank, serves all of them.
//
// For floats, every function but Invert and LogicalNot. Every float64
// function is within one unit in the last place (ULP) of the correctly
// rounded result, and every float32 function within one ULP of the
// correctly rounded float32 (it computes in float64 and rounds once);
// Sqrt, Square, Reciprocal, Abs, Negative, Sign, Floor, Ceil, Trunc and
// Rint are exact. Exp, Exp2, Log, Log2, Log10, Log1p, Sin, Cos, Tanh and
// the exact ones run vector kernels (AVX2 and FMA, or AVX-512) whose Go
// twins give the same bits elsewhere.
// Special values (±0, ±Inf, NaN, subnormals) give what NumPy gives. The
// package documentation ("Elementwise math") says how each bound is met
// and tested.
//
// For complex numbers: every function but Abs (see [Part]), Cbrt, Floor,
// Ceil, Trunc, Invert and LogicalNot, with the accuracy the package
// documentation ("Complex numbers") states per function.
//
// For integers: Abs, Negative, Sign, Square, Reciprocal, Conjugate and Invert, as
// NumPy's integer loops compute them: arithmetic wraps (the absolute value
// of the most negative value is itself), Reciprocal is 1/x truncated (0
// for |x| > 1) and a zero element is an error wrapping [ErrDivideByZero].
// Abs and Negative of contiguous integers run AVX2 kernels.
// For bool: Abs (itself), Invert and LogicalNot (both not). NumPy computes
// the other functions of an integer (np.exp, np.floor, …) in a float
// type, and logical_not of a number gives bool: those calls are errors
// wrapping [ErrType]; Convert first, or compare with [Equal].
type UnaryFunc uint8

// The functions of one argument, by NumPy's names.
const (
	Exp        = UnaryFunc(kernel.FExp)        // e^x (np.exp)
	Exp2       = UnaryFunc(kernel.FExp2)       // 2^x (np.exp2)
	Expm1      = UnaryFunc(kernel.FExpm1)      // e^x - 1 (np.expm1)
	Log        = UnaryFunc(kernel.FLog)        // natural logarithm (np.log)
	Log2       = UnaryFunc(kernel.FLog2)       // base-2 logarithm (np.log2)
	Log10      = UnaryFunc(kernel.FLog10)      // base-10 logarithm (np.log10)
	Log1p      = UnaryFunc(kernel.FLog1p)      // log(1 + x) (np.log1p)
	Sqrt       = UnaryFunc(kernel.FSqrt)       // square root (np.sqrt)
	Cbrt       = UnaryFunc(kernel.FCbrt)       // cube root (np.cbrt)
	Square     = UnaryFunc(kernel.FSquare)     // x·x (np.square)
	Reciprocal = UnaryFunc(kernel.FReciprocal) // 1/x (np.reciprocal)
	Sin        = UnaryFunc(kernel.FSin)        // sine (np.sin)
	Cos        = UnaryFunc(kernel.FCos)        // cosine (np.cos)
	Tan        = UnaryFunc(kernel.FTan)        // tangent (np.tan)
	Arcsin     = UnaryFunc(kernel.FArcsin)     // inverse sine (np.arcsin)
	Arccos     = UnaryFunc(kernel.FArccos)     // inverse cosine (np.arccos)
	Arctan     = UnaryFunc(kernel.FArctan)     // inverse tangent (np.arctan)
	Sinh       = UnaryFunc(kernel.FSinh)       // hyperbolic sine (np.sinh)
	Cosh       = UnaryFunc(kernel.FCosh)       // hyperbolic cosine (np.cosh)
	Tanh       = UnaryFunc(kernel.FTanh)       // hyperbolic tangent (np.tanh)
	Abs        = UnaryFunc(kernel.FAbs)        // |x|, -0 to 0 (np.abs)
	Negative   = UnaryFunc(kernel.FNegative)   // -x (np.negative)
	Sign       = UnaryFunc(kernel.FSign)       // -1, 0 or 1; +0 for ±0, NaN stays (np.sign)
	Floor      = UnaryFunc(kernel.FFloor)      // round down (np.floor)
	Ceil       = UnaryFunc(kernel.FCeil)       // round up (np.ceil)
	Trunc      = UnaryFunc(kernel.FTrunc)      // round toward zero (np.trunc)
	Rint       = UnaryFunc(kernel.FRint)       // round to nearest, ties to even (np.rint)
	Conjugate  = UnaryFunc(kernel.FConjugate)  // complex conjugate; a real number itself (np.conjugate, np.conj)
	Invert     = UnaryFunc(kernel.FInvert)     // ^x, bitwise not; not for bool (np.invert, ~x)
	LogicalNot = UnaryFunc(kernel.FLogicalNot) // not, of bool (np.logical_not)
)

// String returns NumPy's name of f.
func (f UnaryFunc) String() string { return kernel.Func1(f).String() }

// Unary returns f of every element of t in a new C-contiguous tensor
// (NumPy's f(t)):
//
//	y, err := tensor.Unary(tensor.Exp, x) // np.exp(x)
//
// It returns an error wrapping [ErrValue] if f is not one of the
// functions above, [ErrType] if T does not have it, [ErrDivideByZero] for
// the integer Reciprocal of 0, or the errors of [Zeros].
func Unary[T Scalar, D Dim](f UnaryFunc, t Tensor[T, D]) (Tensor[T, D], error) {
	r, err := empty[T]("Unary", t.layout.shape)
	if err == nil {
		err = engine.Func1New("Unary", kernel.Func1(f), r.strided(), t.strided())
	}
	if err != nil {
		return Tensor[T, D]{}, err
	}
	return r, nil
}

// UnaryTo stores f of t into dst (NumPy's f(t, out=dst)), t broadcast to
// dst's shape; dst may share memory with t in any way (UnaryTo(x,
// tensor.Exp, x) works in place). It returns an error wrapping [ErrValue]
// for an unknown f, [ErrType] or [ErrDivideByZero] as [Unary] does,
// [ErrBroadcast] when t does not broadcast to dst's shape, or
// [ErrReadOnly] for a read-only dst; on error dst is unchanged.
func UnaryTo[T Scalar, D, E Dim](dst Tensor[T, E], f UnaryFunc, t Tensor[T, D]) error {
	return engine.Func1To("UnaryTo", kernel.Func1(f), dst.strided(), t.strided())
}

// BinaryFunc names one of NumPy's elementwise functions of two arguments,
// for [Binary] and [BinaryTo]: tensor.Binary(tensor.Maximum, a, b) is
// np.maximum(a, b).
//
// For floats: Arctan2, Hypot and Power compute in float64 (float32 rounds
// once at the end); Maximum and Minimum propagate NaN and Fmax and Fmin
// ignore it, as NumPy's do; Fmod is C's fmod (the sign of a), Remainder
// and FloorDivide are Python's % and // (the sign of b, the floor), NumPy's
// results bit for bit, and by a zero they give NaN or ±Inf as NumPy does.
//
// For integers: Maximum, Minimum, Fmax, Fmin, Fmod, Remainder,
// FloorDivide, Power and the bitwise functions. A zero divisor is an error
// wrapping [ErrDivideByZero] and a negative exponent one wrapping
// [ErrValue] (NumPy warns and gives 0, or raises), found before anything
// is written. Arithmetic wraps, as Go's and NumPy's: FloorDivide of the
// most negative value by -1 is that value. Shifts by a count at or past the
// type's width, or negative, shift every bit out (0, or -1 for a negative
// number shifted right), as NumPy's do; Go would panic on a negative count.
// Maximum, Minimum, Fmax, Fmin and the bitwise functions of every integer
// width, and the shifts of 32- and 64-bit integers, run AVX2 kernels over
// contiguous runs (b a run or one number), as do Add, Subtract and
// Multiply of integers, and FloorDivide, Fmod and Remainder (and Divide) of
// 8-, 16- and 32-bit integers by one number, through a multiplication by
// a magic number; their Go twins give the same bits.
// Arctan2 and Hypot of integers, and the bitwise functions of floats, are
// errors wrapping [ErrType].
//
// For complex numbers: Power, and Maximum, Minimum, Fmax and Fmin, which
// order complex numbers lexicographically as NumPy's do (see "Complex
// numbers" in the package documentation).
//
// Plus, Minus, Times and Over are the arithmetic of [Add], [Subtract],
// [Multiply] and NumPy's true division as functions of two arguments, for
// [BinaryAs] above all: BinaryAs[float64](Minus, ints, mean) is NumPy's
// ints - mean in one call. Over is defined for floats and complex numbers
// (an integer type is an error wrapping [ErrType]: [TrueDivide] computes
// in floats); the other three for every number type, as Add's.
//
// For bool: LogicalAnd, LogicalOr and LogicalXor, the bitwise functions
// (the same, as NumPy's & | ^ of masks), and Maximum and Fmax (or),
// Minimum and Fmin (and). NumPy's logical_and of numbers gives bool; here
// that is an error wrapping [ErrType]: compare first ([NotEqual] with 0)
// and combine the masks.
type BinaryFunc uint8

// The functions of two arguments, by NumPy's names.
const (
	Arctan2     = BinaryFunc(kernel.FArctan2)     // the angle of (b, a) (np.arctan2)
	Hypot       = BinaryFunc(kernel.FHypot)       // √(a² + b²) (np.hypot)
	Power       = BinaryFunc(kernel.FPower)       // a^b (np.power)
	Maximum     = BinaryFunc(kernel.FMaximum)     // the larger, NaN if either is (np.maximum)
	Minimum     = BinaryFunc(kernel.FMinimum)     // the smaller, NaN if either is (np.minimum)
	Fmax        = BinaryFunc(kernel.FFmax)        // the larger, ignoring a NaN (np.fmax)
	Fmin        = BinaryFunc(kernel.FFmin)        // the smaller, ignoring a NaN (np.fmin)
	Fmod        = BinaryFunc(kernel.FFmod)        // remainder with a's sign (np.fmod)
	Remainder   = BinaryFunc(kernel.FRemainder)   // remainder with b's sign, Python's % (np.remainder, np.mod)
	FloorDivide = BinaryFunc(kernel.FFloorDivide) // the floored quotient, Python's // (np.floor_divide)
	BitwiseAnd  = BinaryFunc(kernel.FBitwiseAnd)  // a & b (np.bitwise_and)
	BitwiseOr   = BinaryFunc(kernel.FBitwiseOr)   // a | b (np.bitwise_or)
	BitwiseXor  = BinaryFunc(kernel.FBitwiseXor)  // a ^ b (np.bitwise_xor)
	LeftShift   = BinaryFunc(kernel.FLeftShift)   // a << b (np.left_shift)
	RightShift  = BinaryFunc(kernel.FRightShift)  // a >> b (np.right_shift)
	LogicalAnd  = BinaryFunc(kernel.FLogicalAnd)  // a and b, of bool (np.logical_and)
	LogicalOr   = BinaryFunc(kernel.FLogicalOr)   // a or b, of bool (np.logical_or)
	LogicalXor  = BinaryFunc(kernel.FLogicalXor)  // a != b, of bool (np.logical_xor)
	Plus        = BinaryFunc(kernel.FAdd)         // a + b, as Add (np.add)
	Minus       = BinaryFunc(kernel.FSubtract)    // a - b, as Subtract (np.subtract)
	Times       = BinaryFunc(kernel.FMultiply)    // a * b, as Multiply (np.multiply)
	Over        = BinaryFunc(kernel.FTrueDivide)  // a / b of floats or complex numbers, as Divide (np.true_divide, np.divide)
)

// String returns NumPy's name of f.
func (f BinaryFunc) String() string { return kernel.Func2(f).String() }

// Binary returns f(a, b) in a new C-contiguous tensor of a's rank, a and b
// broadcast together (NumPy's f(a, b)). b is a number or a tensor, as
// [Add] takes it:
//
//	m, err := tensor.Binary(tensor.Maximum, x, 0.0) // np.maximum(x, 0)
//	r, err := tensor.Binary(tensor.Remainder, i, 3) // i % 3, Python's sign rule
//	both, err := tensor.Binary(tensor.LogicalAnd, m1, m2) // m1 & m2 of masks
//
// It returns the errors of [BinaryTo] and of [Add]'s operand.
func Binary[T Scalar, D Dim](f BinaryFunc, a Tensor[T, D], b any) (Tensor[T, D], error) {
	bs, err := operand[T]("Binary", b)
	if err != nil {
		return Tensor[T, D]{}, err
	}
	r, err := resultFor[T, D]("Binary", ints(&a.layout.shape), bs.Shape)
	if err == nil {
		err = engine.Func2New("Binary", kernel.Func2(f), r.strided(), a.strided(), bs)
	}
	if err != nil {
		return Tensor[T, D]{}, err
	}
	return r, nil
}

// BinaryTo stores f(a, b) into dst (NumPy's f(a, b, out=dst)), a and b
// broadcast to dst's shape; dst may share memory with a or b in any way.
// It returns an error wrapping [ErrValue] for an unknown f or a negative
// integer exponent, [ErrType] for a function the element type does not
// have, [ErrDivideByZero], [ErrBroadcast] or [ErrReadOnly]; on error dst is
// unchanged.
func BinaryTo[T Scalar, F, D, E Dim](dst Tensor[T, F], f BinaryFunc, a Tensor[T, D], b Tensor[T, E]) error {
	return engine.Func2To("BinaryTo", kernel.Func2(f), dst.strided(), a.strided(), b.strided())
}

// UnaryAs returns f of t computed in the element type R, NumPy's f(t,
// dtype=R): t is converted to R first under NumPy's "same_kind" rule (any
// real type to a float, an integer to a signed integer, an unsigned one to
// an unsigned integer), so that
//
//	r, err := tensor.UnaryAs[float64](tensor.Sqrt, ints) // np.sqrt(ints)
//
// is NumPy's result for int32 and int64 tensors, which NumPy computes in
// float64 (for 8- and 16-bit integers NumPy picks float16 and float32;
// name float32 or float64 here, which NumPy gives with dtype=). R == T is
// [Unary]. It returns an error wrapping [ErrType] for a t that does not
// cast to R (a float to an integer, a signed integer to an unsigned one;
// bool and complex tensors are taken only as their own type), and the
// errors of [Unary].
func UnaryAs[R, T Scalar, D Dim](f UnaryFunc, t Tensor[T, D]) (Tensor[R, D], error) {
	const name = "UnaryAs"
	ts, err := operandAs[R](name, t)
	if err != nil {
		return Tensor[R, D]{}, err
	}
	r, err := empty[R](name, t.layout.shape)
	if err == nil {
		err = engine.Func1New(name, kernel.Func1(f), r.strided(), ts)
	}
	if err != nil {
		return Tensor[R, D]{}, err
	}
	return r, nil
}

// BinaryAs returns f(a, b) computed in the element type R, NumPy's f(a, b,
// dtype=R), a and b broadcast together: both operands are converted to R
// first under NumPy's "same_kind" rule (see [UnaryAs]), so that with R the
// type NumPy promotes the operands to, it is NumPy's f(a, b) for any mix
// of element types, in one call:
//
//	p, err := tensor.BinaryAs[float64](tensor.Power, ints, floats) // np.power(ints, floats)
//	d, err := tensor.BinaryAs[float64](tensor.Minus, ints, mean)  // ints - mean
//	m, err := tensor.BinaryAs[int16](tensor.Maximum, i8, u8)      // np.maximum(i8, u8)
//	h, err := tensor.BinaryAs[float32](tensor.Times, img, 0.5)    // img * 0.5 in float32
//
// b is a number (converted to R as [Add] converts one to its type: an
// integer must fit an integer R, else an error wrapping [ErrOverflow]), or
// a tensor of any rank up to a's with any real element type, or R (bool
// and complex tensors are taken only as their own type). It returns an
// error wrapping [ErrType] for an operand that does not cast to R, and the
// errors of [Binary].
func BinaryAs[R, T Scalar, D Dim](f BinaryFunc, a Tensor[T, D], b any) (Tensor[R, D], error) {
	const name = "BinaryAs"
	as, err := operandAs[R](name, a)
	if err != nil {
		return Tensor[R, D]{}, err
	}
	bs, err := operandAs[R](name, b)
	if err != nil {
		return Tensor[R, D]{}, err
	}
	r, err := resultFor[R, D](name, ints(&a.layout.shape), bs.Shape)
	if err == nil {
		err = engine.Func2New(name, kernel.Func2(f), r.strided(), as, bs)
	}
	if err != nil {
		return Tensor[R, D]{}, err
	}
	return r, nil
}

// operandAs is [operand] for an operand computed in R under NumPy's
// "same_kind" rule: a Tensor of another real element type is converted to
// R (engine.CastTo), anything else is taken as operand takes it.
func operandAs[R any](name string, b any) (engine.Strided[R], error) {
	if x, ok := b.(erasedOperand); ok && !isOperand[R](b) {
		return engine.CastTo[R](name, x.operandErased())
	}
	return operand[R](name, b)
}

// TrueDivide returns a / b computed in the float type R, NumPy's a / b:
// for integer tensors NumPy's / gives float64, and
//
//	q, err := tensor.TrueDivide[float64](i, j) // i / j of int tensors
//
// is that, in one call (np.true_divide(i, j, dtype=R) for another R). Both
// operands are converted to R first, as NumPy casts them to the loop's
// type, so a zero divisor gives ±Inf or NaN as float division does, never
// an error. b is a number or a Tensor of any real element type; the shapes
// broadcast as [Add]'s. It returns the errors of [Add] for b and the
// shapes.
func TrueDivide[R Float, T Real, D Dim](a Tensor[T, D], b any) (Tensor[R, D], error) {
	const name = "TrueDivide"
	bs, err := operandAs[R](name, b)
	if err != nil {
		return Tensor[R, D]{}, err
	}
	r, err := resultFor[R, D](name, ints(&a.layout.shape), bs.Shape)
	if err == nil {
		err = engine.TrueDivideTo(name, r.strided(), a.strided(), bs)
	}
	if err != nil {
		return Tensor[R, D]{}, err
	}
	return r, nil
}

// TrueDivideTo stores a / b into dst computed in dst's float type R
// (NumPy's np.true_divide(a, b, out=dst)), a and b of any real element
// types broadcast to dst's shape; see [TrueDivide]. It returns an error
// wrapping [ErrBroadcast] or [ErrReadOnly]; on error dst is unchanged.
func TrueDivideTo[R Float, T, U Real, F, D, E Dim](dst Tensor[R, F], a Tensor[T, D], b Tensor[U, E]) error {
	return engine.TrueDivideTo("TrueDivideTo", dst.strided(), a.strided(), b.strided())
}

// isOperand reports whether b is a Tensor of element type T.
func isOperand[T any](b any) bool {
	_, ok := b.(stridedOperand[T])
	return ok
}
