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
	r, err := empty[T]("Matmul", e) // MatmulTo writes it whole
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
// Einsum plans before it computes, as NumPy's einsum(optimize=...) does:
// the order of pairwise contractions is NumPy's einsum_path, the cheapest
// order for up to five operands and NumPy's greedy one beyond (see
// dyn.EinsumPath). Each operand's repeated letters become a diagonal
// view, letters that nothing else needs are summed first, and each pair
// of operands is contracted as one batched product through the kernel of
// [Matmul]. The numerics are Matmul's; sums of one operand are [Sum]'s.
// subscripts is a string or a *dyn.EinsumPlan that dyn.EinsumPath made
// for operands of these shapes, which Einsum then runs without planning
// again:
//
//	p, err := dyn.EinsumPath("ij,jk,kl->il", a.Dyn().Shape(), b.Dyn().Shape(), c.Dyn().Shape())
//	d, err := tensor.Einsum[[2]int](p, a, b, c)
//
// It returns an error wrapping [ErrSubscripts] for malformed subscripts
// (naming the letter or character) or a nil plan, [ErrRank] when an
// operand's rank does not match its term or E is not the output's rank,
// [ErrShape] when a letter's lengths differ (a length of 1 broadcasts) or
// an operand's shape is not the plan's, [ErrType] for a nil operand, or
// the errors of [Zeros].
func Einsum[E Dim, T Number, S dyn.Subscripts](subscripts S, operands ...dyn.AnyRank[T]) (Tensor[T, E], error) {
	ops, p, err := einsumOperands("Einsum", subscripts, operands)
	if err != nil {
		return Tensor[T, E]{}, err
	}
	return contractNew[E]("Einsum", p, ops...)
}

// EinsumTo stores [Einsum] into dst (NumPy's einsum(..., out=dst)), which
// must have exactly the output's shape; whatever dst shares with the
// operands, the result is the one a new tensor would hold. It returns the
// errors of Einsum, [ErrShape] for a dst of another shape and
// [ErrReadOnly] for a read-only dst; on error dst is unchanged.
func EinsumTo[T Number, E Dim, S dyn.Subscripts](dst Tensor[T, E], subscripts S, operands ...dyn.AnyRank[T]) error {
	ops, p, err := einsumOperands("EinsumTo", subscripts, operands)
	if err != nil {
		return err
	}
	return engine.EinsumTo("EinsumTo", dst.strided(), p, ops)
}

// einsumOperands returns the operands as strided values and the plan.
func einsumOperands[T Number, S dyn.Subscripts](op string, subscripts S, operands []dyn.AnyRank[T]) ([]engine.Strided[T], *engine.EinsumPlan, error) {
	ops := make([]engine.Strided[T], len(operands))
	shapes := make([][]int, len(operands))
	for i, o := range operands {
		s, err := operand[T](op, o)
		if err != nil || o == nil {
			return nil, nil, engine.Errorf(ErrType, "%s: operand %d is not a tensor of %T", op, i, *new(T))
		}
		ops[i], shapes[i] = s, s.Shape
	}
	var sub any = subscripts
	if p, ok := sub.(*dyn.EinsumPlan); ok {
		sub = (*engine.EinsumPlan)(p)
	}
	p, err := engine.PlanFor(op, sub, shapes)
	return ops, p, err
}

// contractNew evaluates the einsum that p plans over ops into a new
// C-contiguous tensor of rank E.
func contractNew[E Dim, T Number](op string, p *engine.EinsumPlan, ops ...engine.Strided[T]) (Tensor[T, E], error) {
	var e E
	shape := p.Shape()
	if len(shape) != len(e) {
		return Tensor[T, E]{}, engine.Errorf(ErrRank, "%s: the result has rank %d, not %d", op, len(shape), len(e))
	}
	copy(ints(&e), shape)
	r, err := empty[T](op, e) // EinsumTo writes it whole
	if err != nil {
		return Tensor[T, E]{}, err
	}
	if err := engine.EinsumTo(op, r.strided(), p, ops); err != nil {
		return Tensor[T, E]{}, err
	}
	return r, nil
}

// contractSpec evaluates the einsum spec over ops into a new C-contiguous
// tensor of rank E.
func contractSpec[E Dim, T Number](op string, spec engine.EinsumSpec, ops ...engine.Strided[T]) (Tensor[T, E], error) {
	shapes := make([][]int, len(ops))
	for i := range ops {
		shapes[i] = ops[i].Shape
	}
	p, err := engine.PlanSpec(op, spec, shapes)
	if err != nil {
		return Tensor[T, E]{}, err
	}
	return contractNew[E](op, p, ops...)
}

// Tensordot returns NumPy's tensordot(a, b, axes=(aAxes, bAxes)) as a new
// C-contiguous tensor of rank E: axis aAxes[i] of a contracted with axis
// bAxes[i] of b (their lengths must match), the result's axes a's others
// then b's others, in order. NumPy's integer form axes=n is aAxes = the
// last n axes of a, bAxes = the first n of b:
//
//	c, err := tensor.Tensordot[[2]int](a, b, []int{1, 2}, []int{0, 1})  // axes=2 for rank-3 a
//
// It runs as [Einsum] runs a pair. It returns an error wrapping [ErrAxis]
// for lists of different lengths, an axis out of range or repeated,
// [ErrShape] for contracted axes of different lengths, [ErrRank] if E is
// not the result's rank, or the errors of [Zeros].
func Tensordot[E Dim, T Number, D1, D2 Dim](a Tensor[T, D1], b Tensor[T, D2], aAxes, bAxes []int) (Tensor[T, E], error) {
	spec, err := engine.TensordotSpec("Tensordot", len(a.layout.shape), len(b.layout.shape), aAxes, bAxes)
	if err != nil {
		return Tensor[T, E]{}, err
	}
	return contractSpec[E]("Tensordot", spec, a.strided(), b.strided())
}

// Dot returns NumPy's dot(a, b) as a new C-contiguous tensor of rank E: the
// product with a scalar when either has rank 0, the inner product of two
// vectors, the matrix product of two matrices, and in general the sum over
// a's last axis and b's second-to-last (its only one for a vector). For
// stacks of matrices [Matmul] is usually what is meant. It returns an
// error wrapping [ErrShape] for contracted axes of different lengths,
// [ErrRank] if E is not the result's rank, or the errors of [Zeros].
func Dot[E Dim, T Number, D1, D2 Dim](a Tensor[T, D1], b Tensor[T, D2]) (Tensor[T, E], error) {
	spec, err := engine.DotSpec("Dot", len(a.layout.shape), len(b.layout.shape))
	if err != nil {
		return Tensor[T, E]{}, err
	}
	return contractSpec[E]("Dot", spec, a.strided(), b.strided())
}

// Inner returns NumPy's inner(a, b) as a new C-contiguous tensor of rank
// E: the sum over the last axes of a and b (the product with a scalar when
// either has rank 0), the result's axes a's others then b's others. It
// returns the errors of [Dot].
func Inner[E Dim, T Number, D1, D2 Dim](a Tensor[T, D1], b Tensor[T, D2]) (Tensor[T, E], error) {
	spec, err := engine.InnerSpec("Inner", len(a.layout.shape), len(b.layout.shape))
	if err != nil {
		return Tensor[T, E]{}, err
	}
	return contractSpec[E]("Inner", spec, a.strided(), b.strided())
}

// Outer returns NumPy's outer(a, b): the matrix of every element of a (in C
// order) times every element of b. It returns the errors of [Zeros].
func Outer[T Number, D1, D2 Dim](a Tensor[T, D1], b Tensor[T, D2]) (Tensor[T, [2]int], error) {
	x, err := Ravel(a)
	if err != nil {
		return Tensor[T, [2]int]{}, err
	}
	y, err := Ravel(b)
	if err != nil {
		return Tensor[T, [2]int]{}, err
	}
	spec, _ := engine.TensordotSpec("Outer", 1, 1, nil, nil)
	return contractSpec[[2]int]("Outer", spec, x.strided(), y.strided())
}

// Vdot returns NumPy's vdot(a, b): the sum over the elements of a and b in
// C order of conj(a)·b (the conjugate only for complex types), for real
// types as [Dot] sums two contiguous vectors (a view that is not
// contiguous is copied first): blocks of 16384 elements, each in sixteen
// partial sums, the blocks' sums added in order, and computed in parallel
// on long vectors with the same bits for every number of workers; for
// complex ones in order. It returns an error wrapping [ErrShape] when a
// and b have different numbers of elements.
func Vdot[T Number, D1, D2 Dim](a Tensor[T, D1], b Tensor[T, D2]) (T, error) {
	return engine.Vdot("Vdot", a.strided(), b.strided())
}

// Trace returns NumPy's trace(t, offset, axis1, axis2) as a new
// C-contiguous tensor of rank E = rank D - 2: the sums along the diagonals
// of t over axis1 and axis2, offset above the main one (below when
// negative), summed as [Sum] sums:
//
//	tr, err := tensor.Trace[[0]int](m, 0, 0, 1)    // np.trace(m)
//
// It returns an error wrapping [ErrRank] for a t of rank below 2 or if E is
// not the result's rank, [ErrAxis] for axes out of range or equal, or the
// errors of [Zeros].
func Trace[E Dim, T Number, D Dim](t Tensor[T, D], offset, axis1, axis2 int) (Tensor[T, E], error) {
	var buf [MaxRank]int
	shape, err := engine.TraceShape("Trace", ints(&t.layout.shape), axis1, axis2, buf[:0])
	if err != nil {
		return Tensor[T, E]{}, err
	}
	e, ok := dimOf[E](shape)
	if !ok {
		return Tensor[T, E]{}, engine.RankError("Trace", len(e), len(shape))
	}
	r, err := Zeros[T](e)
	if err == nil {
		err = engine.TraceInto("Trace", r.strided(), t.strided(), offset, axis1, axis2)
	}
	if err != nil {
		return Tensor[T, E]{}, err
	}
	return r, nil
}

// Fro is the ord of [Norm]'s Frobenius norm (NumPy's ord='fro', and its
// default ord=None): the square root of the sum of squared magnitudes over
// the normed axes, every axis when none are named.
const Fro = engine.Fro

// Norm returns NumPy's linalg.norm(t, ord, axis=axes) as a new
// C-contiguous float64 tensor of rank E (E of t's rank keeps the normed
// axes with length 1, NumPy's keepdims=True):
//
//	n, err := tensor.Norm[[0]int](x, tensor.Fro)              // np.linalg.norm(x), any rank
//	r, err := tensor.Norm[[1]int](m, 2, 1)                     // norms of the rows
//	c, err := tensor.Norm[[0]int](m, math.Inf(1), 0, 1)        // np.linalg.norm(m, np.inf)
//
// One axis takes the vector norms: ±Inf (largest or smallest magnitude), 0
// (the number of nonzero elements), 1, 2 and any other p, (Σ|x|^p)^(1/p).
// Two axes take the matrix norms Fro, 1 and -1 (largest or smallest column
// sum of magnitudes) and ±Inf (row sums); NumPy's 2, -2 and 'nuc' need a
// singular value decomposition and are not offered. Without axes, Fro
// norms every axis, and another ord takes the vector or matrix norm of a
// tensor of rank 1 or 2. Every step is float64 (NumPy computes a float32
// tensor's norm in float32, so results can differ in the last bits). The
// squares are added pairwise, as NumPy's sums along axes add them; without
// axis, NumPy's default norm (and its ord 2 of a vector, 'fro' of a matrix)
// is instead BLAS's dot product of the flattened array with itself, whose
// order of additions is the BLAS's own, so there too the last bits can
// differ.
//
// It returns an error wrapping [ErrAxis] for an axis out of range or
// repeated or an ord with the wrong number of axes, [ErrType] for a matrix
// ord other than those above, [ErrShape] for ±Inf over an empty axis,
// [ErrRank] if E is not the result's rank, or the errors of [Zeros].
func Norm[E Dim, T Real, D Dim](t Tensor[T, D], ord float64, axes ...int) (Tensor[float64, E], error) {
	var e E
	keep := len(e) == len(t.layout.shape) && len(e) > 0
	var buf [MaxRank]int
	r, shape, err := engine.Norm("Norm", t.strided(), ord, axes, keep, buf[:0])
	if err != nil {
		return Tensor[float64, E]{}, err
	}
	if len(shape) != len(e) {
		return Tensor[float64, E]{}, engine.Errorf(ErrRank, "Norm: the result has rank %d, not %d", len(shape), len(e))
	}
	copy(ints(&e), shape)
	l, err := Contiguous(e, C)
	if err != nil {
		return Tensor[float64, E]{}, err
	}
	return Tensor[float64, E]{data: r.Data, layout: l}, nil
}
