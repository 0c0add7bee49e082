package tensor

import (
	"github.com/fixedrank/tensor/internal/engine"
)

// Matmul returns the matrix product of a and b as NumPy's matmul (a @ b)
// computes it, in a new C-contiguous tensor of rank E:
//
//	c, err := tensor.Matmul[[2]int](a, b)    // (m, k) @ (k, n) -> (m, n)
//	y, err := tensor.Matmul[[1]int](a, x)    // (m, k) @ (k,) -> (m,)
//	z, err := tensor.Matmul[[3]int](p, q)    // (b, m, k) @ (b, k, n) -> (b, m, n)
//
// Operands of rank 3 or more are stacks of matrices in their last two axes,
// and their leading (batch) axes broadcast against each other. A rank-1 a
// is a row (its length the contracted one) and a rank-1 b a column; the
// axis that promotion added is removed from the result. The operands may
// be any views: transposed, reversed, sliced or broadcast operands are read
// through their strides, never copied first.
//
// Floats multiply through a cache-blocked kernel with vector micro-kernels
// (AVX2 and FMA, or AVX-512, chosen for the running CPU); each element is a
// sum of k products, within the error bound of any BLAS (NumPy's BLAS adds
// them in another order, so the last bits can differ). NaN and Inf
// propagate as in IEEE arithmetic. Integers wrap around, as in NumPy and
// Go; complex numbers multiply as complex numbers.
//
// It returns an error wrapping [ErrRank] for an operand of rank 0 (NumPy
// needs an axis; see [Multiply]) or when E is not the result's rank,
// [ErrShape] when a's last axis and b's contracted axis differ in length,
// [ErrBroadcast] when the batch axes do not broadcast, or the errors of
// [Zeros].
func Matmul[E Dim, T Number, D1, D2 Dim](a Tensor[T, D1], b Tensor[T, D2]) (Tensor[T, E], error) {
	var buf [MaxRank]int
	shape, err := engine.MatmulShape("Matmul", ints(&a.layout.shape), ints(&b.layout.shape), &buf)
	if err != nil {
		return Tensor[T, E]{}, err
	}
	var e E
	if len(shape) != len(e) {
		return Tensor[T, E]{}, engine.Errorf(ErrRank, "Matmul: the product has rank %d, not %d (shape %v)", len(shape), len(e), shape)
	}
	copy(ints(&e), shape)
	r, err := Zeros[T](e)
	if err != nil {
		return Tensor[T, E]{}, err
	}
	if err := engine.MatmulTo("Matmul", r.strided(), a.strided(), b.strided()); err != nil {
		return Tensor[T, E]{}, err
	}
	return r, nil
}

// MatmulTo stores [Matmul] of a and b into dst (NumPy's matmul(a, b,
// out=dst)), which must have exactly the product's shape. When dst shares
// memory with a or b, the product is computed into a temporary first, so
// the result is the one a new tensor would hold. It returns the errors of
// Matmul, [ErrShape] for a dst of another shape and [ErrReadOnly] for a
// read-only dst; on error dst is unchanged.
func MatmulTo[T Number, E, D1, D2 Dim](dst Tensor[T, E], a Tensor[T, D1], b Tensor[T, D2]) error {
	return engine.MatmulTo("MatmulTo", dst.strided(), a.strided(), b.strided())
}
