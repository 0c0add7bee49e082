package engine

import (
	"math"
	"slices"

	"github.com/fixedrank/tensor/internal/kernel"
	"github.com/fixedrank/tensor/internal/par"
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
	// A norm that sums (powers of) magnitudes.
	sums := ord == Fro || len(ax) == 1 && ord != 0 && !math.IsInf(ord, 0)
	if sums {
		if kept, normed, inner, ok := normedLayout(t.Shape, t.St, mask); ok {
			// Sum the magnitudes a chunk at a time, without a buffer
			// of t's size.
			r, err := newR(rshape)
			if err != nil {
				return Strided[float64]{}, nil, err
			}
			if inner {
				normRuns(r.Data, t.Data, t.Off, kept, normed, ord)
			} else {
				normOuter(r.Data, t.Data, t.Off, normed, kept, ord)
			}
			normRoots(r, ord)
			return normShape(op, r, t.Shape, rshape, mask, keep, shape)
		}
	}
	// The magnitudes, C-contiguous.
	xst := make([]int, n)
	x, err := NewResultC[float64](op, t.Shape, xst) // written whole below
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
	if sums {
		normRoots(r, ord)
	}
	return normShape(op, r, t.Shape, rshape, mask, keep, shape)
}

// normShape gives r, the norms, t's shape without the normed axes in mask
// (rshape), or with them as length 1 when keep is set; shape receives it.
func normShape(op string, r Strided[float64], tshape, rshape []int, mask uint64, keep bool, shape []int) (Strided[float64], []int, error) {
	n := len(tshape)
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

// normRoots turns the sums of a sum-type vector norm (or Fro) in r into the
// norms: their square roots for Fro and 2, their 1/ord-th powers for an
// ord other than 1.
func normRoots(r Strided[float64], ord float64) {
	switch {
	case ord == Fro || ord == 2:
		divide(r, 1, true)
	case ord != 1:
		var p Plan
		if ElemPlan(&p, r.Data, r.Shape, r.St, r.Off) {
			m, st := p.Inner()
			Walk(&p, 1, func(d, _, _ int) bool { kernel.PowRun(r.Data, d, st[0], m, 1/ord); return true })
		}
	}
}

// normedLayout reports whether t (of this shape and these strides) is
// C-contiguous (axes of length 1 aside) with its normed axes (in mask) all
// inside its kept ones or all outside them, and returns the number of
// elements the kept axes span (kept) and the normed axes (normed), and
// whether the normed axes are the inner ones. Each norm is then one run
// of t's buffer (inner), or the norms are a row of kept elements summed
// over normed rows (outer). An empty t is not.
func normedLayout(shape, st []int, mask uint64) (kept, normed int, inner, ok bool) {
	if IsEmpty(shape) {
		return 0, 0, false, false
	}
	kept, normed = 1, 1
	acc, seenKept, seenNormed := 1, false, false
	for k := len(shape) - 1; k >= 0; k-- {
		d := shape[k]
		if d == 1 {
			continue
		}
		if st[k] != acc {
			return 0, 0, false, false
		}
		acc *= d
		if mask&(1<<k) == 0 {
			if seenNormed && !inner {
				return 0, 0, false, false // kept, normed, kept
			}
			seenKept = true
			kept *= d
			continue
		}
		switch {
		case !seenKept:
			inner = true
		case inner:
			return 0, 0, false, false // normed, kept, normed
		}
		seenNormed = true
		normed *= d
	}
	return kept, normed, inner || !seenKept, true
}

// normOuter stores into r[j] the sum over i < rows, in order, of the
// magnitudes (ord 1), their squares (Fro, 2) or their ord-th powers of
// x[off+i*w+j], for j < w, r cleared: as SumAxisInto adds the leading
// axes of a C-contiguous buffer of them, each result element row after
// row (NumPy's order for a reduction that is not the inner loop's). The
// magnitudes are made a block of rows at a time in a buffer that stays in
// the caches; parts take ranges of the columns (see colCut).
func normOuter[T Real](r []float64, x []T, off, rows, w int, ord float64) {
	const bs = kernel.BufSize
	parts := min(par.Parts(rows*w, par.Grain), max(1, w/256))
	xm, rm := source(x), hide(r)
	par.Run(parts, func(i int) {
		x, r := xm.slice(), rm.slice()
		j0, j1 := colCut(i, w, parts), colCut(i+1, w, parts)
		cw := j1 - j0
		g := max(1, bs/cw) // rows a block
		buf := make([]float64, min(rows, g)*cw)
		for i0 := 0; i0 < rows; i0 += g {
			nr := min(g, rows-i0)
			b := buf[:nr*cw]
			if cw == w {
				normMags(b, x, off+i0*w, ord) // the block is one run
			} else {
				for k := range nr {
					normMags(b[k*cw:(k+1)*cw], x, off+(i0+k)*w+j0, ord)
				}
			}
			kernel.SumRows(r[j0:j1], b, 0, cw, nr)
		}
	})
}

// colCut is where part i of parts starts in a row of w columns: a multiple
// of 32, so that every column is folded by the same code (a vector
// kernel's lanes or the loop after them) as with one part, which matters
// for the NaN kept when two meet; w itself for the last.
func colCut(i, w, parts int) int {
	if i == parts {
		return w
	}
	return i * w / parts &^ 31
}

// normMags stores into d the magnitudes (ord 1), their squares (Fro, 2) or
// their ord-th powers of x[off+i], i < len(d).
func normMags[T Real](d []float64, x []T, off int, ord float64) {
	switch {
	case ord == Fro || ord == 2:
		kernel.SquaresRun(d, x, off)
	case ord == 1:
		kernel.AbsRun(d, 0, 1, x, off, 1, len(d))
	default:
		kernel.AbsRun(d, 0, 1, x, off, 1, len(d))
		kernel.PowRun(d, 0, 1, len(d), ord)
	}
}

// normRuns stores into r[i] the sum of the magnitudes (ord 1), their
// squares (Fro, 2) or their ord-th powers of x[off+i*L : off+(i+1)*L] for
// i < rows, r cleared, added as SumAxisInto adds a C-contiguous buffer of
// them: NumPy's pairwise sums of 8192-element chunks, in order. The
// squares are summed as they are made (kernel.SqSumRows,
// kernel.SqChunkSums), the other magnitudes made a chunk (or a few whole
// runs) at a time in a buffer that stays in the caches. Long work is
// split into parts at chunk boundaries; every chunk's sum is the same
// bits, and they are added in order, so the result does not depend on the
// number of workers.
func normRuns[T Real](r []float64, x []T, off, rows, L int, ord float64) {
	const bs = kernel.BufSize
	sq := ord == Fro || ord == 2
	total := rows * L
	xm := source(x)
	if L <= bs {
		// Pieces of g whole runs.
		g := bs / L
		pieces := (rows + g - 1) / g
		parts := min(par.Parts(total, par.Grain), pieces)
		rm := hide(r)
		par.Run(parts, func(i int) {
			r, x := rm.slice(), xm.slice()
			buf := make([]float64, min(total, g*L))
			lo, hi := i*pieces/parts*g, min(rows, (i+1)*pieces/parts*g)
			if sq {
				kernel.SqSumRows(r, lo, x, off+lo*L, L, hi-lo, buf)
				return
			}
			for r0 := lo; r0 < hi; r0 += g {
				nr := min(g, hi-r0)
				b := buf[:nr*L]
				normMags(b, x, off+r0*L, ord)
				kernel.SumRows128(r, r0, 1, b, 0, L, nr)
			}
		})
		return
	}
	// Runs longer than a chunk: every chunk's sum, then each run's in order.
	cpr := (L + bs - 1) / bs
	sums := make([]float64, rows*cpr)
	pieces := len(sums)
	parts := min(par.Parts(total, par.Grain), pieces)
	par.Run(parts, func(i int) {
		x := xm.slice()
		buf := make([]float64, bs)
		for p, hi := i*pieces/parts, (i+1)*pieces/parts; p < hi; {
			row, c := p/cpr, p%cpr
			at := off + row*L + c*bs
			switch full := min(hi-p, L/bs-c); {
			case sq && full > 0:
				// The row's whole chunks in this part, side by side.
				kernel.SqChunkSums(x[at:at+full*bs], sums[p:p+full], buf)
				p += full
			case sq:
				sums[p] = kernel.SqPairwise(x, at, L-c*bs, buf)
				p++
			default:
				b := buf[:min(bs, L-c*bs)]
				normMags(b, x, at, ord)
				sums[p] = kernel.Pairwise(b, 0, len(b), 1)
				p++
			}
		}
	})
	for row := range rows {
		acc := r[row]
		for _, v := range sums[row*cpr : (row+1)*cpr] {
			acc += v
		}
		r[row] = acc
	}
}
