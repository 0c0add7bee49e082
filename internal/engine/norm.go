package engine

import (
	"math"
	"slices"

	"github.com/fixedrank/tensor/internal/kernel"
)

// Fro is the ord of the Frobenius norm (NumPy's ord='fro', and what its
// default ord=None gives): the square root of the sum of squares over the
// normed axes, for any number of them. It is outside every other ord's
// range.
const Fro = math.MaxFloat64

// Norm returns NumPy's linalg.norm(t, ord, axis=axes, keepdims=keep) as a
// new C-contiguous float64 operand, its shape written into shape (t's
// rank long). Without axes the norm is over every axis for Fro, and the
// vector or matrix norm of a tensor of rank 1 or 2 otherwise. One axis
// takes the vector norms: ±Inf (largest or smallest magnitude), 0 (the
// count of nonzero elements), 1, 2 and any other p, (Σ|x|^p)^(1/p). Two
// axes take the matrix norms Fro, 1 and -1 (largest or smallest column sum
// of magnitudes), ±Inf (row sums). The magnitudes are float64 and so is
// every step.
func Norm[T Real](op string, t Strided[T], ord float64, axes []int, keep bool, shape []int) (Strided[float64], []int, error) {
	n := len(t.Shape)
	if len(axes) == 0 {
		switch {
		case ord == Fro:
			axes = make([]int, n)
			for k := range axes {
				axes[k] = k
			}
		case n == 1 || n == 2:
			axes = []int{0, 1}[:n]
		default:
			return Strided[float64]{}, nil, Errorf(ErrAxis, "%s: ord %g over a tensor of rank %d needs one or two axes", op, ord, n)
		}
	}
	ax := make([]int, len(axes))
	var mask uint64
	for i, a := range axes {
		k, err := NormAxis(op, a, n)
		if err != nil {
			return Strided[float64]{}, nil, err
		}
		if mask&(1<<k) != 0 {
			return Strided[float64]{}, nil, Errorf(ErrAxis, "%s: axis %d repeats", op, k)
		}
		mask |= 1 << k
		ax[i] = k
	}
	switch {
	case ord == Fro:
	case len(ax) == 1:
	case len(ax) == 2 && (ord == 1 || ord == -1 || math.IsInf(ord, 0)):
	case len(ax) == 2:
		return Strided[float64]{}, nil, Errorf(ErrType, "%s: matrix norm of ord %g (only Fro, 1, -1 and ±Inf; 2, -2 and the nuclear norm need a singular value decomposition)", op, ord)
	default:
		return Strided[float64]{}, nil, Errorf(ErrAxis, "%s: ord %g over %d axes (one for a vector norm, two for a matrix norm)", op, ord, len(ax))
	}
	// The magnitudes, C-contiguous.
	xst := make([]int, n)
	x, err := NewC[float64](op, t.Shape, xst)
	if err != nil {
		return Strided[float64]{}, nil, err
	}
	var p Plan
	if p.Init(t.Shape, 2, [3][]int{x.St, t.St}, [3]int{0, t.Off}) && len(t.Data) > 0 {
		m, st := p.Inner()
		Walk(&p, 1, func(d, s, _ int) bool {
			kernel.AbsRun(x.Data, d, st[0], t.Data, s, st[1], m)
			return true
		})
	}
	// The result's shape: t's without the normed axes.
	var rshape []int
	for k := range n {
		if mask&(1<<k) == 0 {
			rshape = append(rshape, t.Shape[k])
		}
	}
	newR := func(s []int) (Strided[float64], error) {
		st := make([]int, len(s))
		return NewC[float64](op, s, st)
	}
	each := func(f func(d []float64, o, s, m int)) {
		var p Plan
		if ElemPlan(&p, x.Data, x.Shape, x.St, x.Off) {
			m, st := p.Inner()
			Walk(&p, 1, func(d, _, _ int) bool { f(x.Data, d, st[0], m); return true })
		}
	}
	var r Strided[float64]
	switch {
	case ord == Fro || (len(ax) == 1 && ord == 2):
		each(func(d []float64, o, s, m int) { kernel.ArithStrided(kernel.Mul, d, o, s, d, o, s, d, o, s, m) })
		if r, err = newR(rshape); err == nil {
			err = SumAxisInto(op, r, x, mask)
		}
		if err == nil {
			divide(r, 1, true)
		}
	case len(ax) == 1 && math.IsInf(ord, 0):
		if t.Shape[ax[0]] == 0 {
			return Strided[float64]{}, nil, Errorf(ErrShape, "%s: ord %g over an empty axis", op, ord)
		}
		if r, err = newR(rshape); err == nil {
			ExtremeAxisInto(r, x, mask, ord > 0)
		}
	case len(ax) == 1 && ord == 0:
		// The count of nonzero elements.
		var c Strided[int]
		cst := make([]int, len(rshape))
		if c, err = NewC[int](op, rshape, cst); err == nil {
			err = CountAxesInto(op, c, x, mask)
		}
		if err == nil {
			if r, err = newR(rshape); err == nil {
				err = ConvertTo(op, r, c)
			}
		}
	case len(ax) == 1:
		if ord != 1 {
			each(func(d []float64, o, s, m int) { kernel.PowRun(d, o, s, m, ord) })
		}
		if r, err = newR(rshape); err == nil {
			err = SumAxisInto(op, r, x, mask)
		}
		if err == nil && ord != 1 {
			var p Plan
			if ElemPlan(&p, r.Data, r.Shape, r.St, r.Off) {
				m, st := p.Inner()
				Walk(&p, 1, func(d, _, _ int) bool { kernel.PowRun(r.Data, d, st[0], m, 1/ord); return true })
			}
		}
	default:
		// A matrix norm: the sums of magnitudes along one axis (columns for
		// ord ±1, rows for ±Inf), then their extreme along the other.
		sumAx, extAx := ax[0], ax[1]
		if math.IsInf(ord, 0) {
			sumAx, extAx = ax[1], ax[0]
		}
		if t.Shape[extAx] == 0 {
			return Strided[float64]{}, nil, Errorf(ErrShape, "%s: ord %g over an empty axis", op, ord)
		}
		var mid []int
		for k := range n {
			if k != sumAx {
				mid = append(mid, t.Shape[k])
			}
		}
		var sums Strided[float64]
		if sums, err = newR(mid); err == nil {
			err = SumAxisInto(op, sums, x, 1<<sumAx)
		}
		e := extAx
		if sumAx < extAx {
			e--
		}
		if err == nil {
			if r, err = newR(rshape); err == nil {
				ExtremeAxisInto(r, sums, 1<<e, ord > 0)
			}
		}
	}
	if err != nil {
		return Strided[float64]{}, nil, err
	}
	// The shape, with the normed axes kept as length 1 when asked.
	shape = shape[:0]
	j := 0
	for k := range n {
		switch {
		case mask&(1<<k) == 0:
			shape = append(shape, rshape[j])
			j++
		case keep:
			shape = append(shape, 1)
		}
	}
	r.Shape = slices.Clone(shape)
	r.St = make([]int, len(shape))
	_ = ContigStrides(op, r.Shape, r.St, C)
	return r, r.Shape, nil
}
