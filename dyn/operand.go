package dyn

import "github.com/fixedrank/tensor/internal/engine"

// operand returns b as an operand of element type T for the elementwise
// functions that take one: a Tensor[T], a fixed-rank tensor (anything with a
// Dyn method returning a Tensor[T], as tensor.Tensor has), or a Go number
// converted to T as NumPy casts a Python scalar.
func operand[T any](op string, b any) (engine.Strided[T], error) {
	switch x := b.(type) {
	case Tensor[T]:
		return x.strided(), nil
	case AnyRank[T]:
		d := x.Dyn()
		return d.strided(), nil
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

// resultFor returns a new C-contiguous tensor of the broadcast of the
// operand shapes, for a result the caller writes whole (see empty).
func resultFor[V any](op string, shapes ...[]int) (Tensor[V], error) {
	var zero Tensor[V]
	var buf, out [MaxRank]int
	n := 0
	for _, s := range shapes {
		if len(s) > MaxRank {
			return Tensor[V]{}, engine.Errorf(ErrRank, "%s: rank %d exceeds %d", op, len(s), MaxRank)
		}
		n = max(n, len(s))
	}
	res := out[:n]
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
		if err := engine.BroadcastShapes(op, buf[:n], s, C, res); err != nil {
			return Tensor[V]{}, err
		}
	}
	return empty[V](op, res...)
}

// erasedOperand is satisfied by Tensor[U] of every element type, for an
// operand of another element type that NumPy's promotion converts
// (engine.Promote).
type erasedOperand interface{ operandErased() engine.Erased }

func (t Tensor[T]) operandErased() engine.Erased {
	s := t.strided()
	return engine.Erased{Data: s.Data, Shape: s.Shape, St: s.St, Off: s.Off, IsNone: s.HasNone()}
}
