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
	r, err := empty[T]("dyn.Matmul", shape...) // MatmulTo writes it whole
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
// the plan and the errors. subscripts is a string or a plan that
// [EinsumPath] made for operands of these shapes.
func Einsum[T Number, S Subscripts](subscripts S, operands ...Tensor[T]) (Tensor[T], error) {
	ops, p, err := einsumOperands("dyn.Einsum", subscripts, operands)
	if err != nil {
		return Tensor[T]{}, err
	}
	return contractNew("dyn.Einsum", p, ops...)
}

// EinsumTo stores [Einsum] into dst, which must have exactly the output's
// shape; on error dst is unchanged.
func EinsumTo[T Number, S Subscripts](dst Tensor[T], subscripts S, operands ...Tensor[T]) error {
	ops, p, err := einsumOperands("dyn.EinsumTo", subscripts, operands)
	if err != nil {
		return err
	}
	return engine.EinsumTo("dyn.EinsumTo", dst.strided(), p, ops)
}

// Subscripts is what [Einsum] takes to name a contraction: NumPy's
// subscripts as a string, or a plan that [EinsumPath] made from them.
type Subscripts interface{ string | *EinsumPlan }

// EinsumPlan is an einsum planned before it computes, for operands of
// given shapes: NumPy's einsum_path. [Einsum] takes it in place of the
// subscripts and then runs its path without planning again; operands of
// other shapes are an error wrapping [ErrShape]. A plan is immutable and
// safe for concurrent use.
type EinsumPlan engine.EinsumPlan

// EinsumPath plans the einsum of subscripts over operands of the given
// shapes, as NumPy's einsum_path(subscripts, *operands, optimize=...)
// does: for up to five operands the cheapest order of pairwise
// contractions (optimize="optimal"), beyond that NumPy's greedy order
// (optimize="greedy"), each under NumPy's default memory limit (no
// intermediate larger than the largest operand or the output). The path
// is NumPy's for the same subscripts and shapes. It returns the errors of
// [Einsum] that do not need the elements.
func EinsumPath(subscripts string, shapes ...[]int) (*EinsumPlan, error) {
	p, err := engine.PlanEinsum("dyn.EinsumPath", subscripts, shapes)
	return (*EinsumPlan)(p), err
}

// Path returns the contraction path as NumPy's einsum_path lists it
// (without its "einsum_path" head): each step names the positions of the
// operands it contracts in the current list, from which they are removed,
// their result appended at the end. [[0 1]] is one contraction of two
// operands; [[1 2] [0 1]] contracts the last two of three first.
func (p *EinsumPlan) Path() [][]int { return (*engine.EinsumPlan)(p).Path() }

// Shape returns the shape of the einsum's output.
func (p *EinsumPlan) Shape() []int { return (*engine.EinsumPlan)(p).Shape() }

// String returns NumPy's einsum_path report: the complete contraction,
// the naive and optimized scaling and FLOP counts, the largest
// intermediate and one line per contraction. The axes under "..." are
// named by the last letters the subscripts do not use, in alphabetical
// order (NumPy's choice of letters there varies from run to run).
func (p *EinsumPlan) String() string { return (*engine.EinsumPlan)(p).Report() }

func einsumOperands[T Number, S Subscripts](op string, subscripts S, operands []Tensor[T]) ([]engine.Strided[T], *engine.EinsumPlan, error) {
	ops := make([]engine.Strided[T], len(operands))
	shapes := make([][]int, len(operands))
	for i := range operands {
		ops[i], shapes[i] = operands[i].strided(), operands[i].layout.shape
	}
	p, err := engine.PlanFor(op, planArg(subscripts), shapes)
	return ops, p, err
}

// planArg returns subscripts as engine.PlanFor takes them.
func planArg[S Subscripts](subscripts S) any {
	if p, ok := any(subscripts).(*EinsumPlan); ok {
		return (*engine.EinsumPlan)(p)
	}
	return subscripts
}

// contractNew evaluates the einsum that p plans over ops into a new
// C-contiguous tensor.
func contractNew[T Number](op string, p *engine.EinsumPlan, ops ...engine.Strided[T]) (Tensor[T], error) {
	r, err := empty[T](op, p.Shape()...) // EinsumTo writes it whole
	if err != nil {
		return Tensor[T]{}, err
	}
	if err := engine.EinsumTo(op, r.strided(), p, ops); err != nil {
		return Tensor[T]{}, err
	}
	return r, nil
}

// contractSpec evaluates the einsum spec over ops into a new C-contiguous
// tensor.
func contractSpec[T Number](op string, spec engine.EinsumSpec, ops ...engine.Strided[T]) (Tensor[T], error) {
	shapes := make([][]int, len(ops))
	for i := range ops {
		shapes[i] = ops[i].Shape
	}
	p, err := engine.PlanSpec(op, spec, shapes)
	if err != nil {
		return Tensor[T]{}, err
	}
	return contractNew(op, p, ops...)
}

// Tensordot returns NumPy's tensordot(a, b, axes=(aAxes, bAxes)); see the
// root package's Tensordot.
func Tensordot[T Number](a, b Tensor[T], aAxes, bAxes []int) (Tensor[T], error) {
	spec, err := engine.TensordotSpec("dyn.Tensordot", len(a.layout.shape), len(b.layout.shape), aAxes, bAxes)
	if err != nil {
		return Tensor[T]{}, err
	}
	return contractSpec("dyn.Tensordot", spec, a.strided(), b.strided())
}

// Dot returns NumPy's dot(a, b); see the root package's Dot.
func Dot[T Number](a, b Tensor[T]) (Tensor[T], error) {
	spec, err := engine.DotSpec("dyn.Dot", len(a.layout.shape), len(b.layout.shape))
	if err != nil {
		return Tensor[T]{}, err
	}
	return contractSpec("dyn.Dot", spec, a.strided(), b.strided())
}

// Inner returns NumPy's inner(a, b); see the root package's Inner.
func Inner[T Number](a, b Tensor[T]) (Tensor[T], error) {
	spec, err := engine.InnerSpec("dyn.Inner", len(a.layout.shape), len(b.layout.shape))
	if err != nil {
		return Tensor[T]{}, err
	}
	return contractSpec("dyn.Inner", spec, a.strided(), b.strided())
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
	return contractSpec("dyn.Outer", spec, x.strided(), y.strided())
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
