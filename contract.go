package tensor

import (
	"github.com/fixedrank/tensor/dyn"
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

// Einsum evaluates NumPy's einsum over operands of any ranks (fixed-rank
// tensors of any rank, or dyn tensors, mixed) into a new C-contiguous
// tensor of rank E:
//
//	c, err := tensor.Einsum[[2]int]("ij,jk->ik", a, b)       // a @ b
//	t, err := tensor.Einsum[[0]int]("ii", m)                  // trace
//	d, err := tensor.Einsum[[1]int]("ij,ij->i", x, y)         // row-wise dot
//	o, err := tensor.Einsum[[2]int]("i,j", u, v)              // outer product
//	y, err := tensor.Einsum[[3]int]("...ij,...jk", p, q)      // batched matmul
//
// The subscripts are NumPy's: a term of letters per operand, each axis one
// letter, "..." for any number of leading (or inner) axes, which broadcast
// across operands, and "->" with the output's term; without it the output
// is the ellipsis axes, then the letters that appear once, in alphabetical
// order (upper case first). A letter repeated within an operand takes its
// diagonal; letters missing from the output are summed.
//
// Einsum plans before it computes: each operand's repeated letters become
// a diagonal view and its letters that no other operand nor the output has
// are summed first; then the pair of operands whose result is smallest
// against its inputs is contracted (opt_einsum's greedy order), as one
// batched product through the kernel of [Matmul], until one remains. The
// numerics are Matmul's; sums of one operand are [Sum]'s.
//
// It returns an error wrapping [ErrSubscripts] for malformed subscripts
// (naming the letter or character), [ErrRank] when an operand's rank does
// not match its term or E is not the output's rank, [ErrShape] when a
// letter's lengths differ (a length of 1 broadcasts), [ErrType] for a nil
// operand, or the errors of [Zeros].
func Einsum[E Dim, T Number](subscripts string, operands ...dyn.AnyRank[T]) (Tensor[T, E], error) {
	ops, spec, err := einsumOperands("Einsum", subscripts, operands)
	if err != nil {
		return Tensor[T, E]{}, err
	}
	var e E
	if len(spec.Out) != len(e) {
		return Tensor[T, E]{}, engine.Errorf(ErrRank, "Einsum: %q has an output of rank %d, not %d", subscripts, len(spec.Out), len(e))
	}
	shapes := make([][]int, len(ops))
	for i := range ops {
		shapes[i] = ops[i].Shape
	}
	if _, err := engine.EinsumSizes("Einsum", spec, shapes, ints(&e)); err != nil {
		return Tensor[T, E]{}, err
	}
	r, err := Zeros[T](e)
	if err != nil {
		return Tensor[T, E]{}, err
	}
	if err := engine.EinsumTo("Einsum", r.strided(), spec, ops); err != nil {
		return Tensor[T, E]{}, err
	}
	return r, nil
}

// EinsumTo stores [Einsum] into dst (NumPy's einsum(..., out=dst)), which
// must have exactly the output's shape; whatever dst shares with the
// operands, the result is the one a new tensor would hold. It returns the
// errors of Einsum, [ErrShape] for a dst of another shape and
// [ErrReadOnly] for a read-only dst; on error dst is unchanged.
func EinsumTo[T Number, E Dim](dst Tensor[T, E], subscripts string, operands ...dyn.AnyRank[T]) error {
	ops, spec, err := einsumOperands("EinsumTo", subscripts, operands)
	if err != nil {
		return err
	}
	return engine.EinsumTo("EinsumTo", dst.strided(), spec, ops)
}

// einsumOperands returns the operands as strided values and the parsed
// subscripts.
func einsumOperands[T Number](op, subscripts string, operands []dyn.AnyRank[T]) ([]engine.Strided[T], engine.EinsumSpec, error) {
	ops := make([]engine.Strided[T], len(operands))
	ranks := make([]int, len(operands))
	for i, o := range operands {
		s, err := operand[T](op, o)
		if err != nil || o == nil {
			return nil, engine.EinsumSpec{}, engine.Errorf(ErrType, "%s: operand %d is not a tensor of %T", op, i, *new(T))
		}
		ops[i], ranks[i] = s, len(s.Shape)
	}
	spec, err := engine.ParseEinsum(op, subscripts, ranks)
	return ops, spec, err
}
