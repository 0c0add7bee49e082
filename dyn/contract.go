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
	var buf [MaxRank]int
	if len(spec.Out) > MaxRank {
		return Tensor[T]{}, engine.Errorf(ErrRank, "dyn.Einsum: an output of rank %d", len(spec.Out))
	}
	shapes := make([][]int, len(ops))
	for i := range ops {
		shapes[i] = ops[i].Shape
	}
	if _, err := engine.EinsumSizes("dyn.Einsum", spec, shapes, buf[:len(spec.Out)]); err != nil {
		return Tensor[T]{}, err
	}
	r, err := Zeros[T](buf[:len(spec.Out)]...)
	if err != nil {
		return Tensor[T]{}, err
	}
	if err := engine.EinsumTo("dyn.Einsum", r.strided(), spec, ops); err != nil {
		return Tensor[T]{}, err
	}
	return r, nil
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
