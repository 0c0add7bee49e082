package tensor

import (
	"github.com/fixedrank/tensor/internal/engine"
	"github.com/fixedrank/tensor/internal/kernel"
)

// Elementwise comparisons (np.less, np.greater, np.less_equal,
// np.greater_equal, np.equal, np.not_equal), np.where, boolean masks
// (a[mask] and a[mask] = v) and np.clip. Every one runs on the strided
// operand through the elementwise plan of elementwise.go (binaryPlan), so it
// broadcasts as NumPy does and writes into a dst that shares memory with an
// input as if through a temporary; the comparisons' loops are the kernel
// layer's.

// compareNew returns a op b in a new bool tensor of the broadcast shape.
func compareNew[T any, D Dim](name string, a Tensor[T, D], b any, op kernel.CmpOp, mk func(kernel.CmpOp) engine.CmpTo[T]) (Tensor[bool, D], error) {
	if v, nop, c, ok, err := engine.IntCompare[T](name, op, b); ok {
		if err != nil {
			return Tensor[bool, D]{}, err
		}
		if c != 0 { // every element compares alike
			r, err := Zeros[bool](a.layout.shape)
			if err == nil && c > 0 {
				kernel.Fill(r.data, true)
			}
			return r, err
		}
		b, op = v, nop
	}
	bs, err := operand[T](name, b)
	if err != nil {
		return Tensor[bool, D]{}, err
	}
	r, err := resultFor[bool, D](name, ints(&a.layout.shape), bs.Shape)
	if err == nil {
		err = mk(op)(name, r.strided(), a.strided(), bs)
	}
	if err != nil {
		return Tensor[bool, D]{}, err
	}
	return r, nil
}

// Less returns a < b elementwise (NumPy's np.less) in a new C-contiguous
// bool tensor of a's rank, b a scalar or a tensor broadcast against a as
// [Add] takes it:
//
//	m, err := tensor.Less(x, 0)     // x < 0
//	m, err = tensor.Less(x, row)    // x < row
//
// A comparison with NaN is false. It returns the errors of [Add]. The …To forms ([LessTo] and the others)
// store into an existing dst with the guarantees of [ZipTo].
func Less[T Real, D Dim](a Tensor[T, D], b any) (Tensor[bool, D], error) {
	return compareNew("Less", a, b, kernel.CmpLess, engine.Ordered[T])
}

// LessEqual returns a <= b elementwise (np.less_equal); see [Less].
func LessEqual[T Real, D Dim](a Tensor[T, D], b any) (Tensor[bool, D], error) {
	return compareNew("LessEqual", a, b, kernel.CmpLessEqual, engine.Ordered[T])
}

// Greater returns a > b elementwise (np.greater); see [Less].
func Greater[T Real, D Dim](a Tensor[T, D], b any) (Tensor[bool, D], error) {
	return compareNew("Greater", a, b, kernel.CmpGreater, engine.Ordered[T])
}

// GreaterEqual returns a >= b elementwise (np.greater_equal); see [Less].
func GreaterEqual[T Real, D Dim](a Tensor[T, D], b any) (Tensor[bool, D], error) {
	return compareNew("GreaterEqual", a, b, kernel.CmpGreaterEqual, engine.Ordered[T])
}

// Equal returns a == b elementwise (np.equal); see [Less]. NaN differs from
// itself. For one answer for the whole tensors (np.array_equal) see
// [ArrayEqual].
func Equal[T comparable, D Dim](a Tensor[T, D], b any) (Tensor[bool, D], error) {
	return compareNew("Equal", a, b, kernel.CmpEqual, engine.Equality[T])
}

// NotEqual returns a != b elementwise (np.not_equal); see [Less]. A
// comparison with NaN is true.
func NotEqual[T comparable, D Dim](a Tensor[T, D], b any) (Tensor[bool, D], error) {
	return compareNew("NotEqual", a, b, kernel.CmpNotEqual, engine.Equality[T])
}

// LessTo stores a < b into dst elementwise, broadcasting a and b to dst's
// shape, with the guarantees and errors of [ZipTo].
func LessTo[T Real, F, D, E Dim](dst Tensor[bool, F], a Tensor[T, D], b Tensor[T, E]) error {
	return engine.Ordered[T](kernel.CmpLess)("LessTo", dst.strided(), a.strided(), b.strided())
}

// LessEqualTo stores a <= b into dst; see [LessTo].
func LessEqualTo[T Real, F, D, E Dim](dst Tensor[bool, F], a Tensor[T, D], b Tensor[T, E]) error {
	return engine.Ordered[T](kernel.CmpLessEqual)("LessEqualTo", dst.strided(), a.strided(), b.strided())
}

// GreaterTo stores a > b into dst; see [LessTo].
func GreaterTo[T Real, F, D, E Dim](dst Tensor[bool, F], a Tensor[T, D], b Tensor[T, E]) error {
	return engine.Ordered[T](kernel.CmpGreater)("GreaterTo", dst.strided(), a.strided(), b.strided())
}

// GreaterEqualTo stores a >= b into dst; see [LessTo].
func GreaterEqualTo[T Real, F, D, E Dim](dst Tensor[bool, F], a Tensor[T, D], b Tensor[T, E]) error {
	return engine.Ordered[T](kernel.CmpGreaterEqual)("GreaterEqualTo", dst.strided(), a.strided(), b.strided())
}

// EqualTo stores a == b into dst; see [LessTo].
func EqualTo[T comparable, F, D, E Dim](dst Tensor[bool, F], a Tensor[T, D], b Tensor[T, E]) error {
	return engine.Equality[T](kernel.CmpEqual)("EqualTo", dst.strided(), a.strided(), b.strided())
}

// NotEqualTo stores a != b into dst; see [LessTo].
func NotEqualTo[T comparable, F, D, E Dim](dst Tensor[bool, F], a Tensor[T, D], b Tensor[T, E]) error {
	return engine.Equality[T](kernel.CmpNotEqual)("NotEqualTo", dst.strided(), a.strided(), b.strided())
}
