package engine

import (
	"math/bits"

	"github.com/fixedrank/tensor/internal/kernel"
)

// FoldAxes is the computation of a reduction over the axes in mask into
// r, a new C-contiguous tensor of the result's shape (with or without the
// reduced axes).
type FoldAxes[V, T any] func(op string, r Strided[V], t Strided[T], mask uint64) error

func MinAxisInto[T Real](_ string, r, t Strided[T], mask uint64) error {
	ExtremeAxisInto(r, t, mask, false)
	return nil
}

func MaxAxisInto[T Real](_ string, r, t Strided[T], mask uint64) error {
	ExtremeAxisInto(r, t, mask, true)
	return nil
}

// AxesShape writes into out the shape of a reduction of shape over axes
// (every axis when there are none): shape without them, or, with keep,
// with them of length 1. It returns that shape and the set of reduced
// axes. With nonEmpty (minima and maxima), a reduced axis of length 0 is
// an error wrapping [ErrShape].
func AxesShape(op string, shape, axes []int, keep, nonEmpty bool, out *[MaxRank]int) ([]int, uint64, error) {
	n := len(shape)
	var mask uint64
	if len(axes) == 0 {
		mask = 1<<n - 1
	} else {
		var err error
		if mask, err = AxisMask(op, axes, n); err != nil {
			return nil, 0, err
		}
	}
	r := out[:0]
	for k, d := range shape {
		switch {
		case mask&(1<<k) == 0:
			r = append(r, d)
		case nonEmpty && d == 0:
			return nil, 0, NonEmptyAxis(op, d, k)
		case keep:
			r = append(r, 1)
		}
	}
	return r, mask, nil
}

func ArgInto[T Real](max bool) FoldAxes[int, T] {
	return func(op string, r Strided[int], t Strided[T], mask uint64) error {
		return ArgAxisInto(op, r.Data, t, bits.TrailingZeros64(mask), max)
	}
}

func CountAxesInto[T comparable](_ string, r Strided[int], t Strided[T], mask uint64) error {
	NonzeroAxesInto(r, t, mask, kernel.CountNonzero[T], 0, kernel.CountFoldRun[T])
	return nil
}

func AnyAxesInto[T comparable](_ string, r Strided[bool], t Strided[T], mask uint64) error {
	NonzeroAxesInto(r, t, mask, kernel.AnyNonzero[T], false, kernel.AnyFoldRun[T])
	return nil
}

func AllAxesInto[T comparable](_ string, r Strided[bool], t Strided[T], mask uint64) error {
	NonzeroAxesInto(r, t, mask, kernel.AllNonzero[T], true, kernel.AllFoldRun[T])
	return nil
}

// NonzeroAxesInto stores into r, a new C-contiguous result, the count, any
// or all of t over the axes in mask: lane by lane with lane when one axis
// is reduced (any and all stop at the first element that decides), or by
// folding each element into its result with step, from init.
func NonzeroAxesInto[V, T any](r Strided[V], t Strided[T], mask uint64, lane func(x []T, o, s, n int) V, init V, fold func(d []V, do, ds int, x []T, xo, xs, n int)) {
	if bits.OnesCount64(mask) == 1 {
		LaneInto(r.Data, t, bits.TrailingZeros64(mask), lane)
		return
	}
	kernel.Fill(r.Data, init)
	p, ok := ReducePlan(r, t, mask)
	if !ok {
		return
	}
	n, st := p.Inner()
	Walk(&p, 1, func(d, s, _ int) bool {
		fold(r.Data, d, st[0], t.Data, s, st[1], n)
		return true
	})
}

// ReduceAxesTo runs a reduction over axes into dst, whose shape is the
// result's with or without the reduced axes. The folds it takes work on
// any layout of their destination; dst is replaced by a temporary when it
// shares memory with t. SumTo, ProdTo, MinTo, MaxTo and MeanTo are the same
// with the fold called directly, so that nothing escapes to the heap and
// repeated reductions into one dst allocate nothing.
func ReduceAxesTo[V, T any](op string, dst Strided[V], t Strided[T], axes []int, nonEmpty bool, fold FoldAxes[V, T]) error {
	var buf, st [MaxRank]int
	var lane [2]int
	r, tmp, s, mask, err := axesTo(op, dst, t, axes, nonEmpty, &buf, &lane, &st)
	if err == nil {
		err = fold(op, r, s, mask)
	}
	return Reduced(op, dst, r, tmp, err)
}

// axesTo plans a reduction over axes into dst: the destination (or the
// temporary standing in for it), the operand seen through its reduced axes
// and their mask. The results point into buf, lane and st.
func axesTo[V, T any](op string, dst Strided[V], t Strided[T], axes []int, nonEmpty bool, buf *[MaxRank]int, lane *[2]int, st *[MaxRank]int) (r Strided[V], tmp bool, s Strided[T], mask uint64, err error) {
	keepDims := len(dst.Shape) == len(t.Shape) // otherwise the reduced axes are dropped
	s, shape, mask, err := AxesOperand(op, t, axes, keepDims, nonEmpty, buf, lane)
	if err == nil {
		err = CheckAxisDst(op, dst, shape)
	}
	if err != nil {
		return r, tmp, s, 0, err
	}
	r, tmp, err = ReduceDst(op, dst, s, st[:])
	return r, tmp, s, mask, err
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

// ExtremeTo is ReduceAxesTo with MinAxisInto, or MaxAxisInto if max.
func ExtremeTo[T Real](op string, dst, t Strided[T], axes []int, max bool) error {
	var buf, st [MaxRank]int
	var lane [2]int
	r, tmp, s, mask, err := axesTo(op, dst, t, axes, true, &buf, &lane, &st)
	if err == nil {
		ExtremeAxisInto(r, s, mask, max)
	}
	return Reduced(op, dst, r, tmp, err)
}

// OneAxis returns an error wrapping ErrAxis unless axes names exactly one
// axis, as NumPy's argmin and argmax take.
func OneAxis(op string, axes []int) error {
	if len(axes) != 1 {
		return Errorf(ErrAxis, "%s: takes exactly one axis, not %d", op, len(axes))
	}
	return nil
}
