package dyn

import (
	"github.com/fixedrank/tensor/internal/engine"
)

// Matmul returns the matrix product of a and b as NumPy's matmul (a @ b)
// computes it, in a new C-contiguous tensor: stacks of matrices in the last
// two axes with the batch axes broadcast, a rank-1 a taken as a row and a
// rank-1 b as a column (their added axis removed from the result). See the
// root package's Matmul for the numerics and the errors.
func Matmul[T Number](a, b Tensor[T]) (Tensor[T], error) {
	var buf [MaxRank]int
	shape, err := engine.MatmulShape("dyn.Matmul", a.layout.shape, b.layout.shape, &buf)
	if err != nil {
		return Tensor[T]{}, err
	}
	r, err := Zeros[T](shape...)
	if err != nil {
		return Tensor[T]{}, err
	}
	if err := engine.MatmulTo("dyn.Matmul", r.strided(), a.strided(), b.strided()); err != nil {
		return Tensor[T]{}, err
	}
	return r, nil
}

// MatmulTo stores [Matmul] of a and b into dst, which must have exactly the
// product's shape; on error dst is unchanged.
func MatmulTo[T Number](dst, a, b Tensor[T]) error {
	return engine.MatmulTo("dyn.MatmulTo", dst.strided(), a.strided(), b.strided())
}

// Einsum evaluates NumPy's einsum over the operands into a new
// C-contiguous tensor; see the root package's Einsum for the subscripts,
// the plan and the errors.
func Einsum[T Number](subscripts string, operands ...Tensor[T]) (Tensor[T], error) {
	ops, spec, err := einsumOperands("dyn.Einsum", subscripts, operands)
	if err != nil {
		return Tensor[T]{}, err
	}
	return contractNew("dyn.Einsum", spec, ops...)
}

// EinsumTo stores [Einsum] into dst, which must have exactly the output's
// shape; on error dst is unchanged.
func EinsumTo[T Number](dst Tensor[T], subscripts string, operands ...Tensor[T]) error {
	ops, spec, err := einsumOperands("dyn.EinsumTo", subscripts, operands)
	if err != nil {
		return err
	}
	return engine.EinsumTo("dyn.EinsumTo", dst.strided(), spec, ops)
}

func einsumOperands[T Number](op, subscripts string, operands []Tensor[T]) ([]engine.Strided[T], engine.EinsumSpec, error) {
	ops := make([]engine.Strided[T], len(operands))
	ranks := make([]int, len(operands))
	for i := range operands {
		ops[i], ranks[i] = operands[i].strided(), len(operands[i].layout.shape)
	}
	spec, err := engine.ParseEinsum(op, subscripts, ranks)
	return ops, spec, err
}

// contractNew evaluates the einsum spec over ops into a new C-contiguous
// tensor.
func contractNew[T Number](op string, spec engine.EinsumSpec, ops ...engine.Strided[T]) (Tensor[T], error) {
	if len(spec.Out) > MaxRank {
		return Tensor[T]{}, engine.Errorf(ErrRank, "%s: a result of rank %d", op, len(spec.Out))
	}
	shapes := make([][]int, len(ops))
	for i := range ops {
		shapes[i] = ops[i].Shape
	}
	var buf [MaxRank]int
	if _, err := engine.EinsumSizes(op, spec, shapes, buf[:len(spec.Out)]); err != nil {
		return Tensor[T]{}, err
	}
	r, err := Zeros[T](buf[:len(spec.Out)]...)
	if err != nil {
		return Tensor[T]{}, err
	}
	if err := engine.EinsumTo(op, r.strided(), spec, ops); err != nil {
		return Tensor[T]{}, err
	}
	return r, nil
}

// Tensordot returns NumPy's tensordot(a, b, axes=(aAxes, bAxes)); see the
// root package's Tensordot.
func Tensordot[T Number](a, b Tensor[T], aAxes, bAxes []int) (Tensor[T], error) {
	spec, err := engine.TensordotSpec("dyn.Tensordot", len(a.layout.shape), len(b.layout.shape), aAxes, bAxes)
	if err != nil {
		return Tensor[T]{}, err
	}
	return contractNew("dyn.Tensordot", spec, a.strided(), b.strided())
}

// Dot returns NumPy's dot(a, b); see the root package's Dot.
func Dot[T Number](a, b Tensor[T]) (Tensor[T], error) {
	spec, err := engine.DotSpec("dyn.Dot", len(a.layout.shape), len(b.layout.shape))
	if err != nil {
		return Tensor[T]{}, err
	}
	return contractNew("dyn.Dot", spec, a.strided(), b.strided())
}

// Inner returns NumPy's inner(a, b); see the root package's Inner.
func Inner[T Number](a, b Tensor[T]) (Tensor[T], error) {
	spec, err := engine.InnerSpec("dyn.Inner", len(a.layout.shape), len(b.layout.shape))
	if err != nil {
		return Tensor[T]{}, err
	}
	return contractNew("dyn.Inner", spec, a.strided(), b.strided())
}

// Outer returns NumPy's outer(a, b): the matrix of every element of a (in C
// order) times every element of b.
func Outer[T Number](a, b Tensor[T]) (Tensor[T], error) {
	x, err := a.Ravel()
	if err != nil {
		return Tensor[T]{}, err
	}
	y, err := b.Ravel()
	if err != nil {
		return Tensor[T]{}, err
	}
	spec, _ := engine.TensordotSpec("dyn.Outer", 1, 1, nil, nil)
	return contractNew("dyn.Outer", spec, x.strided(), y.strided())
}

// Vdot returns NumPy's vdot(a, b): the sum of conj(a)·b over their
// elements in C order; see the root package's Vdot.
func Vdot[T Number](a, b Tensor[T]) (T, error) {
	return engine.Vdot("dyn.Vdot", a.strided(), b.strided())
}

// Trace returns NumPy's trace(t, offset, axis1, axis2): the sums along the
// diagonals over axis1 and axis2; see the root package's Trace.
func Trace[T Number](t Tensor[T], offset, axis1, axis2 int) (Tensor[T], error) {
	shape, err := engine.TraceShape("dyn.Trace", t.layout.shape, axis1, axis2, make([]int, 0, MaxRank))
	if err != nil {
		return Tensor[T]{}, err
	}
	r, err := Zeros[T](shape...)
	if err == nil {
		err = engine.TraceInto("dyn.Trace", r.strided(), t.strided(), offset, axis1, axis2)
	}
	if err != nil {
		return Tensor[T]{}, err
	}
	return r, nil
}

// Fro is the ord of [Norm]'s Frobenius norm (NumPy's ord='fro').
const Fro = engine.Fro

// Norm returns NumPy's linalg.norm(t, ord, axis=axes, keepdims=keep) as a
// new C-contiguous float64 tensor; see the root package's Norm.
func Norm[T Real](t Tensor[T], ord float64, keep bool, axes ...int) (Tensor[float64], error) {
	r, shape, err := engine.Norm("dyn.Norm", t.strided(), ord, axes, keep, make([]int, 0, MaxRank))
	if err != nil {
		return Tensor[float64]{}, err
	}
	l, err := Contiguous(shape, C)
	if err != nil {
		return Tensor[float64]{}, err
	}
	return Tensor[float64]{data: r.Data, layout: l}, nil
}
