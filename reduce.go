package tensor

import (
	"math"
	"math/bits"

	"github.com/fixedrank/tensor/internal/kernel"
	"github.com/fixedrank/tensor/internal/reduceplan"
	"golang.org/x/exp/constraints"
)

// Real is a constraint that permits the integer and floating-point types:
// the element types with an order, for Min and Max.
type Real interface {
	constraints.Integer | constraints.Float
}

// Sum returns the sum of the elements of t (0 for an empty tensor), as
// NumPy's np.sum computes it:
//   - Integers narrower than 64 bits are added in a 64-bit accumulator
//     (int64 for signed types, uint64 for unsigned ones), as NumPy does;
//     where NumPy would then return that 64-bit total, Sum returns it in T
//     and reports an error wrapping [ErrOverflow] if it does not fit (200
//     int8 ones are 200, which is not an int8). Sum a wider copy to get the
//     total. 64-bit integers wrap around, as in NumPy and Go.
//   - Floats use NumPy's pairwise summation in NumPy's order: the elements
//     are visited as NumPy's iterator visits them (axes sorted by |stride|,
//     none reversed, neighbours merged), cut into chunks of at most 8192,
//     each chunk is summed pairwise (eight accumulators over blocks of 128,
//     halving above), and the chunk sums are added in order. The result is
//     bit for bit np.sum's on every view (see the package doc).
//   - Complex values use NumPy's complex pairwise summation in the same way.
func Sum[T Number, D Dim](t Tensor[T, D]) (T, error) {
	return sumAll("Sum", t.data, ints(&t.layout.shape), ints(&t.layout.strides), t.layout.offset)
}

// Mean returns the arithmetic mean of the elements of t as a float64, NaN
// for an empty tensor (as NumPy, without the warning). Float tensors are
// summed as [Sum] sums them, in their own precision, and divided in it (so
// a float32 mean is NumPy's float32 result, widened exactly); integer
// tensors are converted to float64 in chunks of 8192 and summed pairwise,
// as np.mean does.
func Mean[T Real, D Dim](t Tensor[T, D]) float64 {
	return meanAll(t.data, ints(&t.layout.shape), ints(&t.layout.strides), t.layout.offset)
}

// Min returns the smallest element of t; a NaN element makes the result
// NaN, as in NumPy. When the smallest value is a zero present as both 0
// and -0, which of them is returned is not specified (NumPy's vectorised
// reductions make no promise either). It returns an error wrapping
// [ErrShape] for an empty tensor.
func Min[T Real, D Dim](t Tensor[T, D]) (T, error) { return extreme("Min", t.strided(), false) }

// Max returns the largest element of t; see [Min].
func Max[T Real, D Dim](t Tensor[T, D]) (T, error) { return extreme("Max", t.strided(), true) }

// elemPlan returns the memory-order plan over one operand; ok is false when
// there is no element to visit (an empty shape, or a tensor without a
// buffer such as the zero value of a rank-0 Tensor).
func elemPlan[T any](data []T, shape, st []int, off int) (plan, bool) {
	if len(data) == 0 {
		return plan{}, false
	}
	return newPlan(shape, 1, [3][]int{st}, [3]int{off})
}

// sumAll implements Sum for both ranks: it picks the accumulator by the
// kind and width of T.
func sumAll[T Number](op string, data []T, shape, st []int, off int) (T, error) {
	var zero T
	p, ok := elemPlan(data, shape, st, off)
	if !ok {
		return zero, nil
	}
	kind, size := kindOf[T]()
	if o, n, s, ok := p.oneRun(st); ok && (kind == kindFloat || kind == kindComplex) {
		// One run forwards: NumPy's iteration too, cut every 8192.
		switch {
		case kind == kindFloat && size == 4:
			return bitsAs[T](kernel.SumRun(0, reinterpret[float32](data), o, n, s)), nil
		case kind == kindFloat:
			return bitsAs[T](kernel.SumRun(0, reinterpret[float64](data), o, n, s)), nil
		case size == 8:
			re, im := kernel.SumComplexRun(0, 0, reinterpret[float32](data), o, n, s)
			return bitsAs[T](complex(re, im)), nil
		}
		re, im := kernel.SumComplexRun(0, 0, reinterpret[float64](data), o, n, s)
		return bitsAs[T](complex(re, im)), nil
	}
	if kind == kindFloat || kind == kindComplex {
		it, _ := npFull(shape, st, off)
		switch {
		case kind == kindFloat && size == 4:
			return bitsAs[T](sumFloat(&it, reinterpret[float32](data))), nil
		case kind == kindFloat:
			return bitsAs[T](sumFloat(&it, reinterpret[float64](data))), nil
		case size == 8:
			re, im := sumComplex(&it, reinterpret[float32](data))
			return bitsAs[T](complex(re, im)), nil
		}
		re, im := sumComplex(&it, reinterpret[float64](data))
		return bitsAs[T](complex(re, im)), nil
	}
	switch {
	case size == 8:
		return sumSame(data, &p), nil // 64-bit integers wrap, as in NumPy
	}
	// A narrower integer: add in 64 bits, then check that the total fits.
	var v T
	var fits bool
	if kind == kindSigned {
		v, fits = narrowSigned[T](sumWide[int64](data, &p, size, true, false))
	} else {
		v, fits = narrowUnsigned[T](sumWide[uint64](data, &p, size, false, false))
	}
	if !fits {
		return zero, errorf(ErrOverflow, "%s: the total of %s does not fit in the element type; sum a wider copy", op, fmtInts(shape))
	}
	return v, nil
}

// sumFloat is NumPy's float sum of every element of a full reduction.
func sumFloat[F kernel.Float](it *reduceplan.Iter, x []F) F {
	var acc [1]F
	reduceplan.Sum(it, acc[:], x)
	return acc[0]
}

// sumComplex is NumPy's complex sum of every element of a full reduction;
// x holds the interleaved parts.
func sumComplex[F kernel.Float](it *reduceplan.Iter, x []F) (F, F) {
	var acc [2]F
	reduceplan.SumComplex(it, acc[:], x)
	return acc[0], acc[1]
}

// sumSame adds the elements in T itself.
func sumSame[T Number](x []T, p *plan) T {
	n, st := p.inner()
	var acc T
	walk(p, 1, func(o, _, _ int) bool {
		a := acc
		for range n {
			a += x[o]
			o += st[0]
		}
		acc = a
		return true
	})
	return acc
}

// sumWide adds integers of the given width in the 64-bit accumulator A;
// with mul set it multiplies them (starting from 1) instead.
func sumWide[A int64 | uint64, T Number](data []T, p *plan, size uintptr, signed, mul bool) A {
	switch {
	case signed && size == 1:
		return foldInto[A](reinterpret[int8](data), p, mul)
	case signed && size == 2:
		return foldInto[A](reinterpret[int16](data), p, mul)
	case signed:
		return foldInto[A](reinterpret[int32](data), p, mul)
	case size == 1:
		return foldInto[A](reinterpret[uint8](data), p, mul)
	case size == 2:
		return foldInto[A](reinterpret[uint16](data), p, mul)
	}
	return foldInto[A](reinterpret[uint32](data), p, mul)
}

// foldInto adds (or, with mul, multiplies) the elements of p's runs in the
// accumulator A.
func foldInto[A int64 | uint64, S constraints.Integer](x []S, p *plan, mul bool) A {
	n, st := p.inner()
	var acc A
	if mul {
		acc = 1
	}
	walk(p, 1, func(o, _, _ int) bool {
		a := acc
		if mul {
			for range n {
				a *= A(x[o])
				o += st[0]
			}
		} else {
			for range n {
				a += A(x[o])
				o += st[0]
			}
		}
		acc = a
		return true
	})
	return acc
}

// narrowSigned returns v as the signed integer type T (1, 2 or 4 bytes)
// and whether it fits.
func narrowSigned[T Number](v int64) (T, bool) {
	var z T
	switch kindSize(z) {
	case 1:
		return bitsAs[T](int8(v)), v == int64(int8(v))
	case 2:
		return bitsAs[T](int16(v)), v == int64(int16(v))
	}
	return bitsAs[T](int32(v)), v == int64(int32(v))
}

// narrowUnsigned is narrowSigned for unsigned types.
func narrowUnsigned[T Number](v uint64) (T, bool) {
	var z T
	switch kindSize(z) {
	case 1:
		return bitsAs[T](uint8(v)), v == uint64(uint8(v))
	case 2:
		return bitsAs[T](uint16(v)), v == uint64(uint16(v))
	}
	return bitsAs[T](uint32(v)), v == uint64(uint32(v))
}

// meanAll implements Mean for both ranks.
func meanAll[T Real](data []T, shape, st []int, off int) float64 {
	n, _ := sizeOf("", shape)
	if len(data) == 0 || n == 0 {
		return math.NaN()
	}
	kind, size := kindOf[T]()
	if p, _ := elemPlan(data, shape, st, off); kind == kindFloat {
		if o, m, s, ok := p.oneRun(st); ok {
			// One run forwards: NumPy's iteration too, cut every 8192.
			if size == 4 {
				return float64(float32(float64(kernel.SumRun(0, reinterpret[float32](data), o, m, s)) / float64(n)))
			}
			return kernel.SumRun(0, reinterpret[float64](data), o, m, s) / float64(n)
		}
	}
	it, _ := npFull(shape, st, off)
	switch {
	case kind == kindFloat && size == 4:
		// NumPy divides the float32 total in float64 and rounds the quotient
		// to float32, which differs from a float32 division once n > 2^24.
		return float64(float32(float64(sumFloat(&it, reinterpret[float32](data))) / float64(n)))
	case kind == kindFloat:
		return sumFloat(&it, reinterpret[float64](data)) / float64(n)
	}
	var acc [1]float64
	reduceplan.SumConv(&it, acc[:], data)
	return acc[0] / float64(n)
}

// extreme implements Min and Max for both ranks.
func extreme[T Real](name string, t strided[T], max bool) (T, error) {
	var best T
	p, ok := elemPlan(t.data, t.shape, t.st, t.off)
	if !ok {
		return best, errorf(ErrShape, "%s: empty tensor", name)
	}
	n, st := p.inner()
	best = t.data[p.off[0]]
	walk(&p, 1, func(o, _, _ int) bool {
		best = kernel.ExtremeRun(max, best, t.data, o, st[0], n)
		return true
	})
	return best, nil
}

// reducePlan returns the iteration that reduces t (operand 1) over the
// axes in mask into dst (operand 0, seen with stride 0 on the reduced
// axes), with the axes ordered by t's strides so that reads are
// sequential, as NumPy's iterator orders a reduction.
func reducePlan[V, T any](dst strided[V], t strided[T], mask uint64) (plan, bool) {
	var buf [MaxRank]int
	ds := buf[:len(t.shape)]
	reducedStrides(dst.st, mask, ds)
	if len(t.data) == 0 {
		return plan{}, false
	}
	return newPlanKey(t.shape, 2, 1, [3][]int{ds, t.st}, [3]int{dst.off, t.off})
}

// reducedStrides writes into ds (one stride per axis of the reduced
// tensor) the strides st of a reduction's result seen over the reduced
// tensor's shape: 0 on the axes in mask, the result's own on the others.
// The result has the reduced tensor's shape without the axes in mask, or
// with them of length 1 (NumPy's keepdims).
func reducedStrides(st []int, mask uint64, ds []int) {
	keep := len(st) == len(ds)
	j := 0
	for i := range ds {
		if mask&(1<<i) != 0 {
			ds[i] = 0
			if keep {
				j++
			}
			continue
		}
		ds[i] = st[j]
		j++
	}
}

// laneLength returns the number of elements each result element of a
// reduction of shape over the axes in mask folds together.
func laneLength(shape []int, mask uint64) int {
	n := 1
	for i, d := range shape {
		if mask&(1<<i) != 0 {
			n *= d
		}
	}
	return n
}

// axisShape checks the output rank and axis of an axis reduction and
// returns the result's shape (t's shape without the axis) and the axis.
// A rank-0 t has no axis: an error wrapping [ErrAxis] (see reduceAxis for
// the reductions that accept axis 0 or -1 there).
func axisShape[E Dim, T any, D Dim](name string, t Tensor[T, D], axis int) (E, int, error) {
	var shape E
	if want := max(len(t.layout.shape)-1, 0); len(shape) != want {
		return shape, 0, rankError(name, len(shape), want)
	}
	k, err := reduceShape(name, ints(&t.layout.shape), axis, ints(&shape))
	return shape, k, err
}

// reduceShape normalises the axis of a reduction of shape and writes the
// shape without it into out (len(shape)-1 long).
func reduceShape(name string, shape []int, axis int, out []int) (int, error) {
	k, err := normAxis(name, axis, len(shape))
	if err != nil {
		return 0, err
	}
	copy(out, shape[:k])
	copy(out[k:], shape[k+1:])
	return k, nil
}

// SumAxis returns the sums along axis (NumPy's sum(axis=axis)): a new
// C-contiguous tensor of rank E = rank D - 1. Each result element is
// accumulated as [Sum] accumulates: narrow integers in 64 bits (an error
// wrapping [ErrOverflow] if a total does not fit in T), floats in NumPy's
// order, bit for bit np.sum's: pairwise in chunks when the summed axis is
// the innermost of NumPy's iteration (the last axis of a C-contiguous
// tensor) and otherwise one element at a time along the axis. As in
// NumPy, axis 0 or -1 of a rank-0 t is accepted and reduces its one
// element into a rank-0 result (E = [0]int); any other axis of a rank-0 t
// is an error. It returns an error wrapping [ErrAxis] or [ErrRank], or the
// errors of [Zeros].
func SumAxis[E Dim, T Number, D Dim](t Tensor[T, D], axis int) (Tensor[T, E], error) {
	var lane [2]int
	shape, s, k, err := reduceAxis[E]("SumAxis", t.strided(), axis, &lane)
	if err != nil {
		return Tensor[T, E]{}, err
	}
	r, err := Zeros[T](shape)
	if err != nil {
		return Tensor[T, E]{}, err
	}
	if err := sumAxisInto("SumAxis", r.strided(), s, 1<<k); err != nil {
		return Tensor[T, E]{}, err
	}
	return r, nil
}

// SumAxisTo stores the sums along axis into dst, which must have t's shape
// without the axis, as [SumAxis] computes them; repeated reductions into
// one dst allocate nothing (for floats and 64-bit integers). dst may share
// memory with t: the result is then computed into a temporary first. It
// returns the errors of SumAxis, [ErrShape] if dst's shape is wrong and
// [ErrReadOnly] if dst is read-only; on error dst is unchanged.
func SumAxisTo[E Dim, T Number, D Dim](dst Tensor[T, E], t Tensor[T, D], axis int) error {
	var lane [2]int
	shape, s, k, err := reduceAxis[E]("SumAxisTo", t.strided(), axis, &lane)
	if err != nil {
		return err
	}
	return sumAxisTo("SumAxisTo", dst.strided(), s, ints(&shape), k)
}

// sumAxisTo implements SumAxisTo for both ranks; shape is the result's.
func sumAxisTo[T Number](name string, dst, t strided[T], shape []int, k int) error {
	if err := checkAxisDst(name, dst, shape); err != nil {
		return err
	}
	var st [MaxRank]int
	r, tmp, err := reduceDst(name, dst, t, st[:])
	if err == nil {
		err = sumAxisInto(name, r, t, 1<<k)
	}
	return reduced(name, dst, r, tmp, err)
}

// checkAxisDst checks the destination of an axis reduction's To form,
// whose result has shape.
func checkAxisDst[V any](name string, dst strided[V], shape []int) error {
	if dst.readOnly {
		return errorf(ErrReadOnly, "%s", name)
	}
	same := len(dst.shape) == len(shape)
	for k := 0; same && k < len(shape); k++ {
		same = dst.shape[k] == shape[k]
	}
	if !same {
		return errorf(ErrShape, "%s: dst of shape %s for a result of shape %s", name, fmtInts(dst.shape), fmtInts(shape))
	}
	return nil
}

// reduceDst returns the destination into which a reduction of t that
// writes into dst computes, one that does not overlap t: dst itself, or,
// when dst shares memory with t, a temporary of dst's shape (tmp true)
// whose strides are written into st (MaxRank long). The caller passes what
// it computed to reduced.
func reduceDst[V, T any](name string, dst strided[V], t strided[T], st []int) (r strided[V], tmp bool, err error) {
	if !mustCopyWhole(dst, t) {
		dst.out, dst.isOut = dst.st, true
		return dst, false, nil
	}
	r, err = newC[V](name, dst.shape, st[:len(dst.shape)])
	r.out = dst.st
	return r, true, err
}

// reduced finishes a reduction into dst computed into r by reduceDst: a
// temporary is assigned to dst unless the reduction failed (err).
func reduced[V any](name string, dst, r strided[V], tmp bool, err error) error {
	if err != nil || !tmp {
		return err
	}
	return assign(name, dst, r)
}

// sumAxisInto sums t over the axes in mask into r, which does not overlap
// t. r's elements are set to zero first unless the sum cannot be stored
// (narrow integers that overflow), in which case r is unchanged.
func sumAxisInto[T Number](op string, r, t strided[T], mask uint64) error {
	kind, size := kindOf[T]()
	if kind != kindFloat && kind != kindComplex && size < 8 {
		return foldNarrow(op, r, t, mask, kind == kindSigned, size, false)
	}
	var zero T
	if err := fill(op, r, zero); err != nil {
		return err
	}
	if kind != kindFloat && kind != kindComplex {
		// Integer sums are exact (or wrap) in any order.
		if p, ok := reducePlan(r, t, mask); ok {
			addAxis(r.data, t.data, &p)
		}
		return nil
	}
	it, ok := npPlan(r, t, mask)
	if !ok {
		return nil
	}
	switch {
	case kind == kindFloat && size == 4:
		reduceplan.Sum(&it, reinterpret[float32](r.data), reinterpret[float32](t.data))
	case kind == kindFloat:
		reduceplan.Sum(&it, reinterpret[float64](r.data), reinterpret[float64](t.data))
	case size == 8:
		reduceplan.SumComplex(&it, reinterpret[float32](r.data), reinterpret[float32](t.data))
	default:
		reduceplan.SumComplex(&it, reinterpret[float64](r.data), reinterpret[float64](t.data))
	}
	return nil
}

// prodAxisInto multiplies t over the axes in mask into r, which does not
// overlap t, one element at a time in the order of the iteration, which is
// how NumPy's multiply.reduce multiplies; narrow integers as
// [sumAxisInto] adds them.
func prodAxisInto[T Number](op string, r, t strided[T], mask uint64) error {
	kind, size := kindOf[T]()
	if kind != kindFloat && kind != kindComplex && size < 8 {
		return foldNarrow(op, r, t, mask, kind == kindSigned, size, true)
	}
	if err := fill(op, r, T(1)); err != nil {
		return err
	}
	if it, ok := npPlan(r, t, mask); ok {
		reduceplan.Prod(&it, r.data, t.data)
	}
	return nil
}

// addAxis adds each source element of p into its destination element:
// the vector kernel's dst += src on unit-stride runs (the rows of an
// outer-axis sum), the strided loop otherwise.
func addAxis[T Number](dst, src []T, p *plan) {
	n, st := p.inner()
	if rows, ls, ok := p.foldsRows(); ok {
		walk(p, 2, func(d, s, _ int) bool {
			kernel.SumRows(dst[d:d+n], src, s, ls, rows)
			return true
		})
		return
	}
	walk(p, 1, func(d, s, _ int) bool {
		if st[0] == 1 && st[1] == 1 {
			kernel.ArithVV(kernel.Add, dst[d:d+n], dst[d:d+n], src[s:s+n])
		} else {
			kernel.ArithStrided(kernel.Add, dst, d, st[0], dst, d, st[0], src, s, st[1], n)
		}
		return true
	})
}

// foldNarrow sums (or, with mul, multiplies) integers narrower than 64
// bits over the axes in mask in a 64-bit buffer laid out as r (C order
// over r's shape) and, if every result fits in T, stores them into r;
// otherwise it reports the first that does not and leaves r unchanged.
func foldNarrow[T Number](op string, r, t strided[T], mask uint64, signed bool, size uintptr, mul bool) error {
	var st [MaxRank]int
	acc, err := newC[T](op, r.shape, st[:len(r.shape)])
	if err != nil {
		return err
	}
	what := "total"
	if mul {
		what = "product"
	}
	n := len(acc.data)
	p, ok := reducePlan(acc, t, mask)
	wide := func(fold func(q *plan), check func(i int) (T, bool)) error {
		if ok {
			fold(&p)
		}
		for i := range n {
			if _, fits := check(i); !fits {
				return errorf(ErrOverflow, "%s: the %s at flat index %d does not fit in the element type; reduce a wider copy", op, what, i)
			}
		}
		for i := range n {
			acc.data[i], _ = check(i)
		}
		return assign(op, r, acc)
	}
	if signed {
		buf, err := makeBuf[int64](op, n)
		if err != nil {
			return err
		}
		if mul {
			kernel.Fill(buf, 1)
		}
		return wide(func(q *plan) {
			switch size {
			case 1:
				foldConv(buf, reinterpret[int8](t.data), q, mul)
			case 2:
				foldConv(buf, reinterpret[int16](t.data), q, mul)
			default:
				foldConv(buf, reinterpret[int32](t.data), q, mul)
			}
		}, func(i int) (T, bool) { return narrowSigned[T](buf[i]) })
	}
	buf, err := makeBuf[uint64](op, n)
	if err != nil {
		return err
	}
	if mul {
		kernel.Fill(buf, 1)
	}
	return wide(func(q *plan) {
		switch size {
		case 1:
			foldConv(buf, reinterpret[uint8](t.data), q, mul)
		case 2:
			foldConv(buf, reinterpret[uint16](t.data), q, mul)
		default:
			foldConv(buf, reinterpret[uint32](t.data), q, mul)
		}
	}, func(i int) (T, bool) { return narrowUnsigned[T](buf[i]) })
}

// foldConv adds (or, with mul, multiplies) each source element of p,
// converted to A, into its destination element.
func foldConv[A Real, S Real](dst []A, src []S, p *plan, mul bool) {
	n, st := p.inner()
	walk(p, 1, func(d, s, _ int) bool {
		if mul {
			kernel.MulConvRun(dst, d, st[0], src, s, st[1], n)
		} else {
			kernel.AddConvRun(dst, d, st[0], src, s, st[1], n)
		}
		return true
	})
}

// MeanAxis returns the means along axis as float64 (NumPy's
// mean(axis=axis)); NaN where the axis is empty. Float tensors are summed
// as [SumAxis] sums them and divided in their own precision; integer
// tensors are summed in float64 (pairwise along an innermost run, in chunks
// of 8192), as np.mean does. It returns the errors of [SumAxis], except
// that every axis of a rank-0 t is an error wrapping [ErrAxis], as np.mean
// raises AxisError there (it counts the reduced elements first).
func MeanAxis[E Dim, T Real, D Dim](t Tensor[T, D], axis int) (Tensor[float64, E], error) {
	shape, k, err := axisShape[E]("MeanAxis", t, axis)
	if err != nil {
		return Tensor[float64, E]{}, err
	}
	r, err := Zeros[float64](shape)
	if err != nil {
		return Tensor[float64, E]{}, err
	}
	if err := meanAxisInto("MeanAxis", r.strided(), t.strided(), 1<<k); err != nil {
		return Tensor[float64, E]{}, err
	}
	return r, nil
}

// MeanAxisTo stores the means along axis into dst; see [MeanAxis] and
// [SumAxisTo] for the shape, aliasing and error rules.
func MeanAxisTo[E Dim, T Real, D Dim](dst Tensor[float64, E], t Tensor[T, D], axis int) error {
	shape, k, err := axisShape[E]("MeanAxisTo", t, axis)
	if err != nil {
		return err
	}
	return meanAxisTo("MeanAxisTo", dst.strided(), t.strided(), ints(&shape), k)
}

// meanAxisTo implements MeanAxisTo for both ranks; shape is the result's.
func meanAxisTo[T Real](name string, dst strided[float64], t strided[T], shape []int, k int) error {
	if err := checkAxisDst(name, dst, shape); err != nil {
		return err
	}
	var st [MaxRank]int
	r, tmp, err := reduceDst(name, dst, t, st[:])
	if err == nil {
		err = meanAxisInto(name, r, t, 1<<k)
	}
	return reduced(name, dst, r, tmp, err)
}

// meanAxisInto stores the means of t over the axes in mask into r, which
// is writable and does not overlap t.
func meanAxisInto[T Real](op string, r strided[float64], t strided[T], mask uint64) error {
	n := laneLength(t.shape, mask)
	kind, size := kindOf[T]()
	if kind == kindFloat && size == 4 {
		// The float32 sums first: their allocation may fail, and r must
		// stay as it was. Each mean is divided in float64 and rounded to
		// float32, as NumPy does; 0/0 is NaN for an empty axis.
		var st [MaxRank]int
		s, err := newC[T](op, r.shape, st[:len(r.shape)])
		if err == nil {
			err = sumAxisInto(op, s, t, mask)
		}
		if err != nil {
			return err
		}
		mapTo(r, s, func(v T) float64 { return float64(float32(float64(v) / float64(n))) })
		return nil
	}
	if err := fill(op, r, 0); err != nil {
		return err
	}
	if it, ok := npPlan(r, t, mask); ok {
		if kind == kindFloat {
			reduceplan.Sum(&it, r.data, reinterpret[float64](t.data))
		} else {
			reduceplan.SumConv(&it, r.data, t.data)
		}
	}
	return arithTo(op, opDiv, r, r, strided[float64]{data: []float64{float64(n)}})
}

// MinAxis returns the minima along axis; NaN propagates. It returns an
// error wrapping [ErrShape] if the axis is empty (before allocating
// anything), [ErrAxis] or [ErrRank].
func MinAxis[E Dim, T Real, D Dim](t Tensor[T, D], axis int) (Tensor[T, E], error) {
	return extremeAxis[E](t, "MinAxis", axis, false)
}

// MaxAxis returns the maxima along axis; see [MinAxis].
func MaxAxis[E Dim, T Real, D Dim](t Tensor[T, D], axis int) (Tensor[T, E], error) {
	return extremeAxis[E](t, "MaxAxis", axis, true)
}

// MinAxisTo stores the minima along axis into dst; see [MinAxis] and
// [SumAxisTo] for the shape, aliasing and error rules.
func MinAxisTo[E Dim, T Real, D Dim](dst Tensor[T, E], t Tensor[T, D], axis int) error {
	return extremeAxisToTensor("MinAxisTo", dst, t, axis, false)
}

// MaxAxisTo stores the maxima along axis into dst; see [MinAxisTo].
func MaxAxisTo[E Dim, T Real, D Dim](dst Tensor[T, E], t Tensor[T, D], axis int) error {
	return extremeAxisToTensor("MaxAxisTo", dst, t, axis, true)
}

func extremeAxis[E Dim, T Real, D Dim](t Tensor[T, D], name string, axis int, max bool) (Tensor[T, E], error) {
	var lane [2]int
	shape, s, k, err := reduceAxis[E](name, t.strided(), axis, &lane)
	if err != nil {
		return Tensor[T, E]{}, err
	}
	if err := nonEmptyAxis(name, s.shape[k], k); err != nil {
		return Tensor[T, E]{}, err
	}
	r, err := Zeros[T](shape)
	if err != nil {
		return Tensor[T, E]{}, err
	}
	extremeAxisInto(r.strided(), s, 1<<k, max)
	return r, nil
}

func extremeAxisToTensor[E Dim, T Real, D Dim](name string, dst Tensor[T, E], t Tensor[T, D], axis int, max bool) error {
	var lane [2]int
	shape, s, k, err := reduceAxis[E](name, t.strided(), axis, &lane)
	if err != nil {
		return err
	}
	return extremeAxisTo(name, dst.strided(), s, ints(&shape), k, max)
}

// extremeAxisTo implements MinAxisTo and MaxAxisTo for both ranks;
// shape is the result's.
func extremeAxisTo[T Real](name string, dst, t strided[T], shape []int, k int, max bool) error {
	if err := checkAxisDst(name, dst, shape); err != nil {
		return err
	}
	if err := nonEmptyAxis(name, t.shape[k], k); err != nil {
		return err
	}
	var st [MaxRank]int
	r, tmp, err := reduceDst(name, dst, t, st[:])
	if err == nil {
		extremeAxisInto(r, t, 1<<k, max)
	}
	return reduced(name, dst, r, tmp, err)
}

// nonEmptyAxis reports the error of a minimum or maximum along an empty
// axis k of length d.
func nonEmptyAxis(name string, d, k int) error {
	if d == 0 {
		return errorf(ErrShape, "%s: axis %d is empty", name, k)
	}
	return nil
}

// extremeAxisInto stores the minima or maxima of t over the axes in mask,
// none of them empty, into r, which does not overlap t: the first element
// of each lane, then the others folded in (for one axis, the lanes from
// index 1; for several, whole lanes, the first element again included).
func extremeAxisInto[T Real](r, t strided[T], mask uint64, max bool) {
	var fst [MaxRank]int
	n := len(t.shape)
	first := strided[T]{data: t.data, shape: r.shape, st: fst[:len(r.shape)], off: t.off}
	keep := len(r.shape) == n
	j := 0
	for i := range n {
		if mask&(1<<i) == 0 || keep {
			fst[j] = t.st[i] // index 0 of a reduced axis adds nothing
			j++
		}
	}
	copyStrided(r, first)
	rest := t
	var rsh, rst [MaxRank]int
	if bits.OnesCount64(mask) == 1 {
		k := bits.TrailingZeros64(mask)
		rest = strided[T]{data: t.data, shape: rsh[:n], st: rst[:n]}
		copy(rest.shape, t.shape)
		copy(rest.st, t.st)
		rest.off, _ = sliceAxis("", rest.shape, rest.st, t.off, k, From(1)) // within t
	}
	p, ok := reducePlan(r, rest, mask)
	if !ok {
		return
	}
	switch kind, size := kindOf[T](); {
	case kind == kindFloat && size == 8:
		extremeRuns(max, &p, reinterpret[float64](r.data), reinterpret[float64](t.data))
	case kind == kindFloat:
		extremeRuns(max, &p, reinterpret[float32](r.data), reinterpret[float32](t.data))
	default:
		extremeRuns(max, &p, r.data, t.data)
	}
}

// extremeRuns folds p's source into its destination: a run with
// destination stride 0 is one output element, unit-stride runs (the rows
// of an outer-axis reduction) go to the vector kernel.
func extremeRuns[T Real](max bool, p *plan, dst, src []T) {
	n, st := p.inner()
	if rows, ls, ok := p.foldsRows(); ok {
		walk(p, 2, func(d, s, _ int) bool {
			kernel.ExtremeRows(max, dst[d:d+n], src, s, ls, rows)
			return true
		})
		return
	}
	walk(p, 1, func(d, s, _ int) bool {
		switch {
		case st[0] == 0:
			dst[d] = kernel.ExtremeRun(max, dst[d], src, s, st[1], n)
		case st[0] == 1 && st[1] == 1:
			kernel.ExtremeVV(max, dst[d:d+n], src[s:s+n])
		default:
			kernel.ExtremeStrided(max, dst, d, st[0], src, s, st[1], n)
		}
		return true
	})
}

// foldsRows reports whether the two innermost axes of a reduction plan are
// short rows folded into one destination row: the inner axis unit-stride
// in both operands and at most kernel.FoldRowsMax elements long, the next one
// reduced (destination stride 0) with a positive source stride. It returns
// that axis's length and source stride. Long rows are better streamed one
// at a time: the rows kernel keeps a chunk of the destination in registers
// while it visits every row, which for long rows jumps between far-apart
// pages faster than the hardware prefetches them.
func (p *plan) foldsRows() (rows, ls int, ok bool) {
	if p.n < 2 {
		return 0, 0, false
	}
	n, st := p.inner()
	k := p.n - 2
	if n > kernel.FoldRowsMax || st[0] != 1 || st[1] != 1 || p.st[0][k] != 0 || p.st[1][k] <= 0 {
		return 0, 0, false
	}
	return p.shape[k], p.st[1][k], true
}
