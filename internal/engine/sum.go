package engine

import (
	"github.com/fixedrank/tensor/internal/kernel"
	"github.com/fixedrank/tensor/internal/reduceplan"
	"golang.org/x/exp/constraints"
)

// SumAll implements Sum for both ranks: it picks the accumulator by the
// kind and width of T.
func SumAll[T Number](op string, data []T, shape, st []int, off int) (T, error) {
	var zero T
	var p Plan
	if !ElemPlan(&p, data, shape, st, off) {
		return zero, nil
	}
	kind, size := KindOf[T]()
	if o, n, s, ok := p.OneRun(st); ok && (kind == KindFloat || kind == KindComplex) {
		// One run forwards: NumPy's iteration too, cut every 8192.
		switch {
		case kind == KindFloat && size == 4:
			return BitsAs[T](SumRun(Reinterpret[float32](data), o, n, s)), nil
		case kind == KindFloat:
			return BitsAs[T](SumRun(Reinterpret[float64](data), o, n, s)), nil
		case size == 8:
			re, im := kernel.SumComplexRun(0, 0, Reinterpret[float32](data), o, n, s)
			return BitsAs[T](complex(re, im)), nil
		}
		re, im := kernel.SumComplexRun(0, 0, Reinterpret[float64](data), o, n, s)
		return BitsAs[T](complex(re, im)), nil
	}
	if kind == KindFloat || kind == KindComplex {
		var it reduceplan.Iter
		NpFull(&it, shape, st, off)
		switch {
		case kind == KindFloat && size == 4:
			return BitsAs[T](SumFloat(&it, Reinterpret[float32](data))), nil
		case kind == KindFloat:
			return BitsAs[T](SumFloat(&it, Reinterpret[float64](data))), nil
		case size == 8:
			re, im := SumComplex(&it, Reinterpret[float32](data))
			return BitsAs[T](complex(re, im)), nil
		}
		re, im := SumComplex(&it, Reinterpret[float64](data))
		return BitsAs[T](complex(re, im)), nil
	}
	switch {
	case size == 8:
		return SumSame(data, &p), nil // 64-bit integers wrap, as in NumPy
	}
	// A narrower integer: add in 64 bits, then check that the total fits.
	var v T
	var fits bool
	if kind == KindSigned {
		v, fits = NarrowSigned[T](SumWide[int64](data, &p, size, true, false))
	} else {
		v, fits = NarrowUnsigned[T](SumWide[uint64](data, &p, size, false, false))
	}
	if !fits {
		return zero, Errorf(ErrOverflow, "%s: the total of %s does not fit in the element type; sum a wider copy", op, FmtInts(shape))
	}
	return v, nil
}

// SumFloat is NumPy's float sum of every element of a full reduction.
func SumFloat[F kernel.Float](it *reduceplan.Iter, x []F) F {
	var acc [1]F
	reduceplan.Sum(it, acc[:], x)
	return acc[0]
}

// SumComplex is NumPy's complex sum of every element of a full reduction;
// x holds the interleaved parts.
func SumComplex[F kernel.Float](it *reduceplan.Iter, x []F) (F, F) {
	var acc [2]F
	reduceplan.SumComplex(it, acc[:], x)
	return acc[0], acc[1]
}

// SumSame adds the elements in T itself.
//
// Integers wrap, so the parts of a large plan are summed in parallel and
// added in any order with the same result.
func SumSame[T Number](x []T, p *Plan) T {
	if ax, parts := Parts(p, x); parts > 1 {
		return foldParts(p, x, ax, parts, sumSame[T], func(a, b T) T { return a + b })
	}
	return sumSame(p, x)
}

func sumSame[T Number](p *Plan, x []T) T {
	n, st := p.Inner()
	var acc T
	Walk(p, 1, func(o, _, _ int) bool {
		acc = kernel.AddRun(acc, x, o, st[0], n)
		return true
	})
	return acc
}

// SumWide adds integers of the given width in the 64-bit accumulator A;
// with mul set it multiplies them (starting from 1) instead.
func SumWide[A int64 | uint64, T Number](data []T, p *Plan, size uintptr, signed, mul bool) A {
	switch {
	case signed && size == 1:
		return FoldInto[A](Reinterpret[int8](data), p, mul)
	case signed && size == 2:
		return FoldInto[A](Reinterpret[int16](data), p, mul)
	case signed:
		return FoldInto[A](Reinterpret[int32](data), p, mul)
	case size == 1:
		return FoldInto[A](Reinterpret[uint8](data), p, mul)
	case size == 2:
		return FoldInto[A](Reinterpret[uint16](data), p, mul)
	}
	return FoldInto[A](Reinterpret[uint32](data), p, mul)
}

// FoldInto adds (or, with mul, multiplies) the elements of p's runs in the
// accumulator A.
//
// The 64-bit accumulators wrap, and wrapping sums and products are the
// same in any grouping and order, so the parts of a large plan are folded
// in parallel.
func FoldInto[A int64 | uint64, S constraints.Integer](x []S, p *Plan, mul bool) A {
	if ax, parts := Parts(p, x); parts > 1 {
		fold := func(q *Plan, x []S) A { return foldInto[A](q, x, mul) }
		if mul {
			return foldParts(p, x, ax, parts, fold, func(a, b A) A { return a * b })
		}
		return foldParts(p, x, ax, parts, fold, func(a, b A) A { return a + b })
	}
	return foldInto[A](p, x, mul)
}

func foldInto[A int64 | uint64, S constraints.Integer](p *Plan, x []S, mul bool) A {
	n, st := p.Inner()
	var acc A
	if mul {
		acc = 1
	}
	Walk(p, 1, func(o, _, _ int) bool {
		acc = kernel.FoldIntRun(acc, x, o, st[0], n, mul)
		return true
	})
	return acc
}

// NarrowSigned returns v as the signed integer type T (1, 2 or 4 bytes)
// and whether it fits.
func NarrowSigned[T Number](v int64) (T, bool) {
	var z T
	switch KindSize(z) {
	case 1:
		return BitsAs[T](int8(v)), v == int64(int8(v))
	case 2:
		return BitsAs[T](int16(v)), v == int64(int16(v))
	}
	return BitsAs[T](int32(v)), v == int64(int32(v))
}

// NarrowUnsigned is narrowSigned for unsigned types.
func NarrowUnsigned[T Number](v uint64) (T, bool) {
	var z T
	switch KindSize(z) {
	case 1:
		return BitsAs[T](uint8(v)), v == uint64(uint8(v))
	case 2:
		return BitsAs[T](uint16(v)), v == uint64(uint16(v))
	}
	return BitsAs[T](uint32(v)), v == uint64(uint32(v))
}

// SumAxisInto sums t over the axes in mask into r, which does not overlap
// t. r's elements are set to zero first unless the sum cannot be stored
// (narrow integers that overflow), in which case r is unchanged.
func SumAxisInto[T Number](op string, r, t Strided[T], mask uint64) error {
	kind, size := KindOf[T]()
	if kind != KindFloat && kind != KindComplex && size < 8 {
		return FoldNarrow(op, r, t, mask, kind == KindSigned, size, false)
	}
	var zero T
	if err := Fill(op, r, zero); err != nil {
		return err
	}
	if kind != KindFloat && kind != KindComplex {
		// Integer sums are exact (or wrap) in any order.
		var p Plan
		if ReducePlan(&p, r, t, mask) {
			AddAxis(r.Data, t.Data, &p)
		}
		return nil
	}
	var it reduceplan.Iter
	if !NpPlan(&it, r, t, mask) {
		return nil
	}
	switch {
	case kind == KindFloat && size == 4:
		ReduceSum(&it, Reinterpret[float32](r.Data), Reinterpret[float32](t.Data))
	case kind == KindFloat:
		ReduceSum(&it, Reinterpret[float64](r.Data), Reinterpret[float64](t.Data))
	case size == 8:
		reduceplan.SumComplex(&it, Reinterpret[float32](r.Data), Reinterpret[float32](t.Data))
	default:
		reduceplan.SumComplex(&it, Reinterpret[float64](r.Data), Reinterpret[float64](t.Data))
	}
	return nil
}

// ProdAxisInto multiplies t over the axes in mask into r, which does not
// overlap t, one element at a time in the order of the iteration, which is
// how NumPy's multiply.reduce multiplies; narrow integers as
// [sumAxisInto] adds them.
func ProdAxisInto[T Number](op string, r, t Strided[T], mask uint64) error {
	kind, size := KindOf[T]()
	if kind != KindFloat && kind != KindComplex && size < 8 {
		return FoldNarrow(op, r, t, mask, kind == KindSigned, size, true)
	}
	if err := Fill(op, r, T(1)); err != nil {
		return err
	}
	var it reduceplan.Iter
	if NpPlan(&it, r, t, mask) {
		reduceplan.Prod(&it, r.Data, t.Data)
	}
	return nil
}

// AddAxis adds each source element of p into its destination element:
// the vector kernel's dst += src on unit-stride runs (the rows of an
// outer-axis sum), the strided loop otherwise.
func AddAxis[T Number](dst, src []T, p *Plan) {
	if ax, parts := Parts(p, dst); parts > 1 {
		Split(p, ax, parts, dst, src, src, func(q *Plan, d, s, _ []T) { addAxis(d, s, q) })
		return
	}
	addAxis(dst, src, p)
}

func addAxis[T Number](dst, src []T, p *Plan) {
	n, st := p.Inner()
	if rows, ls, ok := p.FoldsRows(); ok {
		if m, ds, ss, ok := p.RowSets(); ok {
			Walk(p, 3, func(d, s, _ int) bool {
				kernel.SumRowsSets(dst, d, ds, n, src, s, ss, ls, rows, m)
				return true
			})
			return
		}
		Walk(p, 2, func(d, s, _ int) bool {
			kernel.SumRows(dst[d:d+n], src, s, ls, rows)
			return true
		})
		return
	}
	Walk(p, 1, func(d, s, _ int) bool {
		if st[0] == 1 && st[1] == 1 {
			kernel.ArithVV(kernel.Add, dst[d:d+n], dst[d:d+n], src[s:s+n])
		} else {
			kernel.ArithStrided(kernel.Add, dst, d, st[0], dst, d, st[0], src, s, st[1], n)
		}
		return true
	})
}

// FoldNarrow sums (or, with mul, multiplies) integers narrower than 64
// bits over the axes in mask in a 64-bit buffer laid out as r (C order
// over r's shape) and, if every result fits in T, stores them into r;
// otherwise it reports the first that does not and leaves r unchanged.
func FoldNarrow[T Number](op string, r, t Strided[T], mask uint64, signed bool, size uintptr, mul bool) error {
	var st [MaxRank]int
	acc, err := NewC[T](op, r.Shape, st[:len(r.Shape)])
	if err != nil {
		return err
	}
	var p Plan
	ok := ReducePlan(&p, acc, t, mask)
	var q *Plan
	if ok {
		q = &p
	}
	var bad int
	switch {
	case signed && size == 1:
		bad, err = foldNarrowAs[int64](op, Reinterpret[int8](acc.Data), Reinterpret[int8](t.Data), q, mul)
	case signed && size == 2:
		bad, err = foldNarrowAs[int64](op, Reinterpret[int16](acc.Data), Reinterpret[int16](t.Data), q, mul)
	case signed:
		bad, err = foldNarrowAs[int64](op, Reinterpret[int32](acc.Data), Reinterpret[int32](t.Data), q, mul)
	case size == 1:
		bad, err = foldNarrowAs[uint64](op, Reinterpret[uint8](acc.Data), Reinterpret[uint8](t.Data), q, mul)
	case size == 2:
		bad, err = foldNarrowAs[uint64](op, Reinterpret[uint16](acc.Data), Reinterpret[uint16](t.Data), q, mul)
	default:
		bad, err = foldNarrowAs[uint64](op, Reinterpret[uint32](acc.Data), Reinterpret[uint32](t.Data), q, mul)
	}
	if err != nil {
		return err
	}
	if bad >= 0 {
		what := "total"
		if mul {
			what = "product"
		}
		return Errorf(ErrOverflow, "%s: the %s at flat index %d does not fit in the element type; reduce a wider copy", op, what, bad)
	}
	return Assign(op, r, acc)
}

// foldNarrowAs folds x over the plan q (nil: nothing to fold) into a W
// buffer the length of acc, then narrows it into acc if every value fits;
// it returns the index of the first that does not, or -1.
func foldNarrowAs[W int64 | uint64, S int8 | int16 | int32 | uint8 | uint16 | uint32](op string, acc, x []S, q *Plan, mul bool) (int, error) {
	buf, err := MakeBuf[W](op, len(acc))
	if err != nil {
		return 0, err
	}
	if mul {
		kernel.Fill(buf, 1)
	}
	if q != nil {
		FoldConv(buf, x, q, mul)
	}
	return kernel.NarrowRun(acc, buf), nil
}

// FoldConv adds (or, with mul, multiplies) each source element of p,
// converted to A, into its destination element.
func FoldConv[A Real, S Real](dst []A, src []S, p *Plan, mul bool) {
	n, st := p.Inner()
	Walk(p, 1, func(d, s, _ int) bool {
		if mul {
			kernel.MulConvRun(dst, d, st[0], src, s, st[1], n)
		} else {
			kernel.AddConvRun(dst, d, st[0], src, s, st[1], n)
		}
		return true
	})
}

// SumTo is ReduceAxesTo with SumAxisInto.
func SumTo[T Number](op string, dst, t Strided[T], axes []int) error {
	var buf, st [MaxRank]int
	var lane [2]int
	r, tmp, s, mask, err := axesTo(op, dst, t, axes, false, &buf, &lane, &st)
	if err == nil {
		err = SumAxisInto(op, r, s, mask)
	}
	return Reduced(op, dst, r, tmp, err)
}

// ProdTo is ReduceAxesTo with ProdAxisInto.
func ProdTo[T Number](op string, dst, t Strided[T], axes []int) error {
	var buf, st [MaxRank]int
	var lane [2]int
	r, tmp, s, mask, err := axesTo(op, dst, t, axes, false, &buf, &lane, &st)
	if err == nil {
		err = ProdAxisInto(op, r, s, mask)
	}
	return Reduced(op, dst, r, tmp, err)
}

func Prod[T Number](op string, s Strided[T]) (T, error) {
	kind, size := KindOf[T]()
	var p Plan
	if !ElemPlan(&p, s.Data, s.Shape, s.St, s.Off) {
		return T(1), nil
	}
	if kind == KindSigned && size < 8 {
		acc := SumWide[int64](s.Data, &p, size, true, true)
		r, fits := NarrowSigned[T](acc)
		if !fits {
			return r, Errorf(ErrOverflow, "%s: product %d does not fit the element type", op, acc)
		}
		return r, nil
	}
	if kind == KindUnsigned && size < 8 {
		acc := SumWide[uint64](s.Data, &p, size, false, true)
		r, fits := NarrowUnsigned[T](acc)
		if !fits {
			return r, Errorf(ErrOverflow, "%s: product %d does not fit the element type", op, acc)
		}
		return r, nil
	}
	var it reduceplan.Iter
	NpFull(&it, s.Shape, s.St, s.Off)
	acc := [1]T{1}
	reduceplan.Prod(&it, acc[:], s.Data)
	return acc[0], nil
}
