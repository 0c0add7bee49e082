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
