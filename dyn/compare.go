package dyn

import (
	"github.com/fixedrank/tensor/internal/engine"
	"github.com/fixedrank/tensor/internal/kernel"
)

// ArrayEqual reports whether a and b have the same shape (rank included) and
// equal elements; see [ArrayEqual].
func ArrayEqual[T comparable](a, b Tensor[T]) bool {
	return engine.EqualData(a.strided(), b.strided())
}

// compareNew is compareNew for Tensor.
func compareNew[T any](name string, a Tensor[T], b any, op kernel.CmpOp, mk func(kernel.CmpOp) engine.CmpTo[T]) (Tensor[bool], error) {
	if v, nop, c, ok, err := engine.IntCompare[T](name, op, b); ok {
		if err != nil {
			return Tensor[bool]{}, err
		}
		if c != 0 { // every element compares alike
			r, err := Zeros[bool](a.layout.shape...)
			if err == nil && c > 0 {
				kernel.Fill(r.data, true)
			}
			return r, err
		}
		b, op = v, nop
	}
	bs, err := operand[T](name, b)
	if err != nil {
		return Tensor[bool]{}, err
	}
	r, err := resultFor[bool](name, a.layout.shape, bs.Shape)
	if err == nil {
		err = mk(op)(name, r.strided(), a.strided(), bs)
	}
	if err != nil {
		return Tensor[bool]{}, err
	}
	return r, nil
}

// Less returns a < b elementwise; see [Less].
func Less[T Real](a Tensor[T], b any) (Tensor[bool], error) {
	return compareNew("dyn.Less", a, b, kernel.CmpLess, engine.Ordered[T])
}

// LessEqual returns a <= b elementwise; see [LessEqual].
func LessEqual[T Real](a Tensor[T], b any) (Tensor[bool], error) {
	return compareNew("dyn.LessEqual", a, b, kernel.CmpLessEqual, engine.Ordered[T])
}

// Greater returns a > b elementwise; see [Greater].
func Greater[T Real](a Tensor[T], b any) (Tensor[bool], error) {
	return compareNew("dyn.Greater", a, b, kernel.CmpGreater, engine.Ordered[T])
}

// GreaterEqual returns a >= b elementwise; see [GreaterEqual].
func GreaterEqual[T Real](a Tensor[T], b any) (Tensor[bool], error) {
	return compareNew("dyn.GreaterEqual", a, b, kernel.CmpGreaterEqual, engine.Ordered[T])
}

// Equal returns a == b elementwise; see [Equal]. For np.array_equal see
// [ArrayEqual].
func Equal[T comparable](a Tensor[T], b any) (Tensor[bool], error) {
	return compareNew("dyn.Equal", a, b, kernel.CmpEqual, engine.Equality[T])
}

// NotEqual returns a != b elementwise; see [NotEqual].
func NotEqual[T comparable](a Tensor[T], b any) (Tensor[bool], error) {
	return compareNew("dyn.NotEqual", a, b, kernel.CmpNotEqual, engine.Equality[T])
}

// LessTo stores a < b into dst; see [LessTo].
func LessTo[T Real](dst Tensor[bool], a, b Tensor[T]) error {
	return engine.Ordered[T](kernel.CmpLess)("dyn.LessTo", dst.strided(), a.strided(), b.strided())
}

// LessEqualTo stores a <= b into dst; see [LessTo].
func LessEqualTo[T Real](dst Tensor[bool], a, b Tensor[T]) error {
	return engine.Ordered[T](kernel.CmpLessEqual)("dyn.LessEqualTo", dst.strided(), a.strided(), b.strided())
}

// GreaterTo stores a > b into dst; see [LessTo].
func GreaterTo[T Real](dst Tensor[bool], a, b Tensor[T]) error {
	return engine.Ordered[T](kernel.CmpGreater)("dyn.GreaterTo", dst.strided(), a.strided(), b.strided())
}

// GreaterEqualTo stores a >= b into dst; see [LessTo].
func GreaterEqualTo[T Real](dst Tensor[bool], a, b Tensor[T]) error {
	return engine.Ordered[T](kernel.CmpGreaterEqual)("dyn.GreaterEqualTo", dst.strided(), a.strided(), b.strided())
}

// EqualTo stores a == b into dst; see [LessTo].
func EqualTo[T comparable](dst Tensor[bool], a, b Tensor[T]) error {
	return engine.Equality[T](kernel.CmpEqual)("dyn.EqualTo", dst.strided(), a.strided(), b.strided())
}

// NotEqualTo stores a != b into dst; see [LessTo].
func NotEqualTo[T comparable](dst Tensor[bool], a, b Tensor[T]) error {
	return engine.Equality[T](kernel.CmpNotEqual)("dyn.NotEqualTo", dst.strided(), a.strided(), b.strided())
}
