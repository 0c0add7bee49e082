package tensor

import (
	"github.com/fixedrank/tensor/dyn"
	"github.com/fixedrank/tensor/internal/engine"
)

// operand returns b as an operand of element type T for the elementwise
// functions that take one: a Tensor[T, E] of any rank, a dyn.Tensor[T], a
// Tensor of another real element type that NumPy's promotion with T gives
// T (converted first, engine.Promote), or a Go number converted to T as
// NumPy casts a Python scalar (engine.Scalar).
func operand[T any](op string, b any) (engine.Strided[T], error) {
	switch x := b.(type) {
	case stridedOperand[T]:
		return x.operandStrided(), nil
	case dyn.Tensor[T]:
		l := x.Layout()
		return engine.Strided[T]{Data: x.Data(), Shape: l.Shape(), St: l.Strides(), Off: l.Offset()}, nil
	case erasedOperand:
		return engine.Promote[T](op, x.operandErased())
	}
	v, ok, err := engine.Scalar[T](op, b)
	if err != nil {
		return engine.Strided[T]{}, err
	}
	if !ok {
		var z T
		return engine.Strided[T]{}, engine.Errorf(ErrType, "%s: operand of type %T is neither a tensor of %T nor a number", op, b, z)
	}
	return engine.ScalarStrided(v), nil
}

// stridedOperand is satisfied by Tensor[T, E] of every rank E.
type stridedOperand[T any] interface{ operandStrided() engine.Strided[T] }

func (t Tensor[T, D]) operandStrided() engine.Strided[T] { return t.strided() }

// erasedOperand is satisfied by Tensor[U, E] of every element type and
// rank, for an operand of another element type.
type erasedOperand interface{ operandErased() engine.Erased }

func (t Tensor[T, D]) operandErased() engine.Erased {
	s := t.strided()
	return engine.Erased{Data: s.Data, Shape: s.Shape, St: s.St, Off: s.Off, IsNone: s.HasNone()}
}

// resultFor returns a new C-contiguous tensor of rank D, for a result the
// caller writes whole (see empty), holding the
// broadcast of the operand shapes, or an error wrapping [ErrRank] if an
// operand has a higher rank than D (the To forms take a destination of that
// rank), [ErrBroadcast] or the errors of [Zeros].
func resultFor[V any, D Dim](op string, shapes ...[]int) (Tensor[V, D], error) {
	var zero Tensor[V, D]
	var shape D
	n := 0
	for _, s := range shapes {
		n = max(n, len(s))
	}
	if n > len(shape) {
		return Tensor[V, D]{}, engine.Errorf(ErrRank, "%s: an operand of rank %d is above the first operand's rank %d; store into a destination of rank %d with the To form", op, n, len(shape), n)
	}
	var buf, out [MaxRank]int
	res := out[:len(shape)]
	for i := range res {
		res[i] = 1
	}
	if len(shapes) == 3 { // one message naming the three shapes
		if err := engine.Broadcast3(op, shapes[0], shapes[1], shapes[2], res); err != nil {
			return zero, err
		}
		shapes = nil
	}
	for _, s := range shapes {
		copy(buf[:], res)
		if err := engine.BroadcastShapes(op, buf[:len(res)], s, C, res); err != nil {
			return Tensor[V, D]{}, err
		}
	}
	copy(ints(&shape), res)
	return empty[V](op, shape)
}
