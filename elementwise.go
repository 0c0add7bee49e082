package tensor

import (
	"github.com/fixedrank/tensor/internal/engine"
)

// Elementwise work runs on the copy engine's normaliser (newPlan): the
// operands are broadcast to the destination's shape, axes are flipped,
// sorted, merged, and the innermost axis runs a loop specialised for unit
// and zero strides.

// Map returns a new C-contiguous tensor whose elements are f of t's. It
// panics if the result cannot be allocated (see [Zeros]), which can happen
// only for a view whose elements share memory (a broadcast, or
// overlapping sliding windows).
func Map[U, T any, D Dim](t Tensor[T, D], f func(T) U) Tensor[U, D] {
	if len(t.data) == 0 {
		return Tensor[U, D]{layout: t.layout} // no element to map
	}
	r, err := empty[U]("Map", t.layout.shape) // written whole below
	if err != nil {
		panic(err)
	}
	engine.MapTo(r.strided(), t.strided(), f)
	return r
}

// Apply replaces every element x of t by f(x), in place. It returns an error
// wrapping [ErrReadOnly] for a read-only view.
func (t Tensor[T, D]) Apply(f func(T) T) error { return engine.Apply(t.strided(), f) }

// ZipTo stores f(a, b) into dst elementwise, broadcasting a and b to dst's
// shape (NumPy rules). dst may share memory with a or b in any way: the
// result is what computing into a temporary and copying would give (an
// input that overlaps dst other than through dst's own layout is copied
// first; one with dst's layout, as in ZipTo(a, a, b, f), is not). It
// returns an error wrapping [ErrBroadcast] or [ErrReadOnly], or the
// allocation errors of [Zeros] if an input that dst overlaps cannot be
// copied; dst is then unchanged.
func ZipTo[T, U, V any, F, D, E Dim](dst Tensor[V, F], a Tensor[T, D], b Tensor[U, E], f func(T, U) V) error {
	return engine.ZipTo("ZipTo", dst.strided(), a.strided(), b.strided(), f)
}

// Zip returns a new C-contiguous tensor of a's rank holding f(a, b), with
// a and b broadcast together (NumPy rules):
//
//	c, err := tensor.Zip(m, row, func(x, y float64) float64 { return x * y })
//
// It returns an error wrapping [ErrBroadcast], or [ErrRank] if b's rank is
// above a's ([ZipTo] stores into a destination of that rank).
func Zip[T, U, V any, D, E Dim](a Tensor[T, D], b Tensor[U, E], f func(T, U) V) (Tensor[V, D], error) {
	r, err := resultFor[V, D]("Zip", ints(&a.layout.shape), ints(&b.layout.shape))
	if err == nil {
		err = ZipTo(r, a, b, f)
	}
	if err != nil {
		return Tensor[V, D]{}, err
	}
	return r, nil
}

// AddTo stores a + b into dst elementwise, broadcasting a and b to dst's
// shape as NumPy's np.add(a, b, out=dst) does: dst need not have a and b's
// broadcast shape, only a shape each of them broadcasts to (more leading
// axes, or length n where they have length 1), but dst itself is never
// broadcast, so a dst too small for a or b is an error. dst may share
// memory with a or b in any way: the result is what computing into a
// temporary and copying would give, and the in-place form AddTo(a, a, b)
// neither copies nor allocates. It returns an error wrapping
// [ErrBroadcast] or [ErrReadOnly], or the allocation errors of [Zeros] if
// an input that dst overlaps cannot be copied; dst is then unchanged.
func AddTo[T Number, F, D, E Dim](dst Tensor[T, F], a Tensor[T, D], b Tensor[T, E]) error {
	return engine.ArithTo("AddTo", engine.OpAdd, dst.strided(), a.strided(), b.strided())
}

// SubtractTo stores a - b into dst; see [AddTo].
func SubtractTo[T Number, F, D, E Dim](dst Tensor[T, F], a Tensor[T, D], b Tensor[T, E]) error {
	return engine.ArithTo("SubtractTo", engine.OpSub, dst.strided(), a.strided(), b.strided())
}

// MultiplyTo stores a * b into dst; see [AddTo].
func MultiplyTo[T Number, F, D, E Dim](dst Tensor[T, F], a Tensor[T, D], b Tensor[T, E]) error {
	return engine.ArithTo("MultiplyTo", engine.OpMul, dst.strided(), a.strided(), b.strided())
}

// DivideTo stores a / b into dst; see [AddTo]. For integer types it is Go's
// division, which truncates toward zero (NumPy's floor_divide rounds toward
// minus infinity, and NumPy's divide of integers returns floats), and the
// most negative value divided by -1 gives the most negative value again
// (two's-complement wrap-around, as in Go and in NumPy's floor_divide). An
// integer divisor with a zero element gives an error wrapping
// [ErrDivideByZero], found before anything is written, so dst is unchanged.
// Float division by zero gives ±Inf or NaN, as IEEE 754 says.
func DivideTo[T Number, F, D, E Dim](dst Tensor[T, F], a Tensor[T, D], b Tensor[T, E]) error {
	return engine.ArithTo("DivideTo", engine.OpDiv, dst.strided(), a.strided(), b.strided())
}

func arithNew[T Number, D Dim](name string, op engine.BinOp, a Tensor[T, D], b any) (Tensor[T, D], error) {
	bs, err := operand[T](name, b)
	if err != nil {
		return Tensor[T, D]{}, err
	}
	r, err := resultFor[T, D](name, ints(&a.layout.shape), bs.Shape)
	if err == nil {
		err = engine.ArithNew(name, op, r.strided(), a.strided(), bs)
	}
	if err != nil {
		return Tensor[T, D]{}, err
	}
	return r, nil
}

// Add returns a + b in a new C-contiguous tensor of a's rank (NumPy's
// a + b). b is a scalar or a tensor broadcast against a:
//
//	y, err := tensor.Add(x, 1)      // x + 1
//	z, err := tensor.Add(m, row)    // m + row, row of rank 1 or 2
//
// A scalar is any Go number, converted to T as NumPy casts a Python scalar
// to an array's dtype: an integer must fit in an integer T (an error
// wrapping [ErrOverflow] otherwise, where NumPy 1.24 would widen the
// result), and a float scalar with an integer tensor is an error wrapping
// [ErrType], where NumPy would compute in floats. A tensor is a Tensor[T, E]
// of any rank up to a's, a dyn.Tensor[T], or a Tensor of another real type
// that NumPy's promotion with T gives T (converted first; see "Mixed
// element types" in the package documentation); an operand of higher rank is
// an error wrapping [ErrRank] ([AddTo] stores into a destination of that
// rank), and any other value one wrapping [ErrType]. It returns an error
// wrapping [ErrBroadcast] if the shapes do not broadcast.
func Add[T Number, D Dim](a Tensor[T, D], b any) (Tensor[T, D], error) {
	return arithNew("Add", engine.OpAdd, a, b)
}

// Subtract returns a - b; see [Add] for b.
func Subtract[T Number, D Dim](a Tensor[T, D], b any) (Tensor[T, D], error) {
	return arithNew("Subtract", engine.OpSub, a, b)
}

// Multiply returns a * b; see [Add] for b.
func Multiply[T Number, D Dim](a Tensor[T, D], b any) (Tensor[T, D], error) {
	return arithNew("Multiply", engine.OpMul, a, b)
}

// Divide returns a / b; see [Add] for b and, for integers, [DivideTo].
func Divide[T Number, D Dim](a Tensor[T, D], b any) (Tensor[T, D], error) {
	return arithNew("Divide", engine.OpDiv, a, b)
}

// Scale multiplies every element of t by c in place. It returns an error
// wrapping [ErrReadOnly] for a read-only view.
func Scale[T Number, D Dim](t Tensor[T, D], c T) error {
	// t = t * c through the arithmetic kernel: c is a rank-0 tensor
	// broadcast to t, which takes the vector-times-scalar inner loop.
	return engine.Scale("Scale", t.strided(), c)
}
