package tensor

import (
	"math"

	"github.com/fixedrank/tensor/internal/kernel"
	"github.com/fixedrank/tensor/internal/reduceplan"
)

// Whole-tensor statistics beyond Sum, Mean, Min and Max, written once on
// the strided operand for Tensor and DynTensor.

// CountNonzero returns the number of elements of t that are not the zero
// value of T (NumPy's count_nonzero): false for bool, 0 for numbers, so a
// NaN counts and -0 does not.
func CountNonzero[T comparable, D Dim](t Tensor[T, D]) int { return countNonzero(t.strided()) }

// CountNonzeroDyn is [CountNonzero] for a dynamic-rank tensor.
func CountNonzeroDyn[T comparable](t DynTensor[T]) int { return countNonzero(t.strided()) }

// AnyNonzero reports whether some element of t is not the zero value of T
// (NumPy's any; true somewhere for a bool tensor); it is false for an
// empty tensor. It is not named Any because [All] names the full slice.
func AnyNonzero[T comparable, D Dim](t Tensor[T, D]) bool { return anyNonzero(t.strided()) }

// AnyNonzeroDyn is [AnyNonzero] for a dynamic-rank tensor.
func AnyNonzeroDyn[T comparable](t DynTensor[T]) bool { return anyNonzero(t.strided()) }

// AllNonzero reports whether every element of t is not the zero value of T
// (NumPy's all; true everywhere for a bool tensor); it is true for an
// empty tensor.
func AllNonzero[T comparable, D Dim](t Tensor[T, D]) bool { return allNonzero(t.strided()) }

// AllNonzeroDyn is [AllNonzero] for a dynamic-rank tensor.
func AllNonzeroDyn[T comparable](t DynTensor[T]) bool { return allNonzero(t.strided()) }

// scan calls f on each run of s in memory order until f returns false, and
// reports whether every call returned true.
func scan[T any](s strided[T], f func(o, st, n int) bool) bool {
	p, ok := elemPlan(s.data, s.shape, s.st, s.off)
	if !ok {
		return true
	}
	n, st := p.inner()
	return walk(&p, 1, func(o, _, _ int) bool { return f(o, st[0], n) })
}

// countNonzero, anyNonzero and allNonzero run the lane functions of the
// axis forms (kernel.CountNonzero, AnyNonzero, AllNonzero) over the runs of s.
func countNonzero[T comparable](s strided[T]) int {
	c := 0
	scan(s, func(o, st, n int) bool {
		c += kernel.CountNonzero(s.data, o, st, n)
		return true
	})
	return c
}

func anyNonzero[T comparable](s strided[T]) bool {
	return !scan(s, func(o, st, n int) bool { return !kernel.AnyNonzero(s.data, o, st, n) })
}

func allNonzero[T comparable](s strided[T]) bool {
	return scan(s, func(o, st, n int) bool { return kernel.AllNonzero(s.data, o, st, n) })
}

// Prod returns the product of the elements of t (1 for an empty tensor),
// as NumPy's prod computes it: integers narrower than 64 bits are
// multiplied in a 64-bit accumulator (int64 or uint64) and the result is
// an error wrapping [ErrOverflow] if it does not fit in T, as for [Sum];
// 64-bit integers wrap around as in NumPy and Go; floats and complex
// values are multiplied one at a time in the order NumPy's iterator visits
// them, as np.multiply.reduce does, so the product is NumPy's to the last
// bit.
func Prod[T Number, D Dim](t Tensor[T, D]) (T, error) { return prod("Prod", t.strided()) }

// ProdDyn is [Prod] for a dynamic-rank tensor.
func ProdDyn[T Number](t DynTensor[T]) (T, error) { return prod("ProdDyn", t.strided()) }

func prod[T Number](op string, s strided[T]) (T, error) {
	kind, size := kindOf[T]()
	p, ok := elemPlan(s.data, s.shape, s.st, s.off)
	if !ok {
		return T(1), nil
	}
	if kind == kindSigned && size < 8 {
		acc := sumWide[int64](s.data, &p, size, true, true)
		r, fits := narrowSigned[T](acc)
		if !fits {
			return r, errorf(ErrOverflow, "%s: product %d does not fit the element type", op, acc)
		}
		return r, nil
	}
	if kind == kindUnsigned && size < 8 {
		acc := sumWide[uint64](s.data, &p, size, false, true)
		r, fits := narrowUnsigned[T](acc)
		if !fits {
			return r, errorf(ErrOverflow, "%s: product %d does not fit the element type", op, acc)
		}
		return r, nil
	}
	it, _ := npFull(s.shape, s.st, s.off)
	acc := [1]T{1}
	reduceplan.Prod(&it, acc[:], s.data)
	return acc[0], nil
}

// ArgMin returns the index of the smallest element of t in C order, as if
// t were flattened (NumPy's argmin): the first one when several are equal,
// and the first NaN when there is one. It returns an error wrapping
// [ErrShape] for an empty tensor.
func ArgMin[T Real, D Dim](t Tensor[T, D]) (int, error) {
	return argExtreme("ArgMin", t.strided(), false)
}

// ArgMax returns the index of the largest element of t in C order; see
// [ArgMin].
func ArgMax[T Real, D Dim](t Tensor[T, D]) (int, error) {
	return argExtreme("ArgMax", t.strided(), true)
}

// ArgMinDyn is [ArgMin] for a dynamic-rank tensor.
func ArgMinDyn[T Real](t DynTensor[T]) (int, error) {
	return argExtreme("ArgMinDyn", t.strided(), false)
}

// ArgMaxDyn is [ArgMax] for a dynamic-rank tensor.
func ArgMaxDyn[T Real](t DynTensor[T]) (int, error) {
	return argExtreme("ArgMaxDyn", t.strided(), true)
}

func argExtreme[T Real](op string, s strided[T], max bool) (int, error) {
	if s.hasNone() {
		return 0, errorf(ErrShape, "%s: empty tensor", op)
	}
	best, at, i := T(0), -1, 0
	for v := range values(s.data, s.shape, s.st, s.off) {
		if v != v { // the first NaN wins, as in NumPy
			return i, nil
		}
		if at < 0 || (max && v > best) || (!max && v < best) {
			best, at = v, i
		}
		i++
	}
	return at, nil
}

// Var returns the variance of the elements of t with ddof delta degrees of
// freedom (NumPy's var(ddof=ddof)): the mean of the squared deviations from
// the mean, divided by max(n-ddof, 0) instead of n. It computes as NumPy
// does: the mean as [Mean], then the squared deviations into a temporary
// laid out as NumPy lays out arr - mean, summed as [Sum] sums, so the
// result is bit for bit NumPy's on every view. Integer and float64 tensors
// are computed in float64; float32 tensors in float32, as NumPy computes
// them, and the float32 result is returned widened exactly. As in NumPy
// (without its warning), ddof >= n divides by 0: +Inf, or NaN when the
// squared deviations sum to 0 (equal elements, or none). An empty tensor
// with ddof < 0 has variance 0, the empty sum divided by -ddof, as in
// NumPy. It returns the allocation errors of [Zeros].
func Var[T Real, D Dim](t Tensor[T, D], ddof int) (float64, error) {
	return variance("Var", t.strided(), ddof)
}

// VarDyn is [Var] for a dynamic-rank tensor.
func VarDyn[T Real](t DynTensor[T], ddof int) (float64, error) {
	return variance("VarDyn", t.strided(), ddof)
}

// Std returns the standard deviation, the square root of [Var] (taken in
// float32 for float32 tensors, as NumPy does).
func Std[T Real, D Dim](t Tensor[T, D], ddof int) (float64, error) {
	return stdDev("Std", t.strided(), ddof)
}

// StdDyn is [Std] for a dynamic-rank tensor.
func StdDyn[T Real](t DynTensor[T], ddof int) (float64, error) {
	return stdDev("StdDyn", t.strided(), ddof)
}

// stdDev is the square root of the variance, in float32 for float32
// tensors, as NumPy takes it.
func stdDev[T Real](op string, s strided[T], ddof int) (float64, error) {
	v, err := variance(op, s, ddof)
	if kind, size := kindOf[T](); kind == kindFloat && size == 4 {
		return float64(float32(math.Sqrt(v))), err
	}
	return math.Sqrt(v), err
}

func variance[T Real](op string, s strided[T], ddof int) (float64, error) {
	n, err := sizeOf(op, s.shape)
	if err != nil {
		return 0, err
	}
	if len(s.data) == 0 {
		n = 0 // a zero value has no element
	}
	if n == 0 {
		// NumPy divides the empty sum 0 by max(-ddof, 0): NaN, or 0 for a
		// negative ddof.
		return 0 / ddofCount(0, ddof), nil
	}
	mean := meanAll(s.data, s.shape, s.st, s.off)
	if kind, size := kindOf[T](); kind == kindFloat && size == 4 {
		// NumPy stays in float32: the deviations, their squares, their sum
		// and the division are float32 operations.
		sum, err := sumSquaredDeviations[float32](op, s, mean, n)
		return float64(float32(float64(sum) / ddofCount(n, ddof))), err
	}
	if v, ok := varianceRun(s, mean, n); ok {
		return v / ddofCount(n, ddof), nil
	}
	sum, err := sumSquaredDeviations[float64](op, s, mean, n)
	return sum / ddofCount(n, ddof), err
}

// sumSquaredDeviations returns the sum of (t - mean)² computed in F, as
// NumPy sums it: in a temporary laid out as NumPy lays out arr - arrmean,
// which is contiguous, so one run.
func sumSquaredDeviations[F kernel.Float, T Real](op string, s strided[T], mean float64, n int) (F, error) {
	var xs, zero [MaxRank]int
	m := strided[float64]{data: []float64{mean}, shape: s.shape, st: zero[:len(s.shape)]}
	x, err := squaredDeviations[F](op, s, m, &xs)
	if err != nil {
		return 0, err
	}
	return kernel.SumRun(0, x.data, 0, n, 1), nil
}

// varianceRun returns the sum of the squared deviations of s from mean,
// computed without the buffer squaredDeviations allocates, when s is a
// float64 tensor whose n elements, in the order squaredDeviations lays
// them out, are one unit-stride run of memory: the run is cut into the
// chunks kernel.SumRun cuts it into, and each chunk's squares are summed
// pairwise as they would be in the buffer, so the result is the same.
func varianceRun[T Real](s strided[T], mean float64, n int) (float64, bool) {
	var perm [MaxRank]int
	r := len(s.shape)
	keepOrder(s.st, perm[:r])
	want := 1
	for j := r - 1; j >= 0; j-- {
		ax := perm[j]
		if s.shape[ax] > 1 && s.st[ax] != want {
			return 0, false
		}
		want *= s.shape[ax]
	}
	x, ok := any(s.data).([]float64)
	if !ok {
		return 0, false
	}
	x = x[s.off : s.off+n]
	var buf [kernel.BufSize]float64
	var acc float64
	for len(x) > 0 {
		c := buf[:min(len(x), kernel.BufSize)]
		kernel.ArithVS(kernel.Sub, c, x, mean)
		kernel.ArithVV(kernel.Mul, c, c, c)
		acc = kernel.SumRun(acc, c, 0, len(c), 1)
		x = x[len(c):]
	}
	return acc, true
}

// ddofCount is NumPy's divisor for a variance of n elements: max(n-ddof, 0).
func ddofCount(n, ddof int) float64 { return float64(max(n-ddof, 0)) }

// squaredDeviations returns (t - m)², computed in F, in a new buffer laid
// out as NumPy lays out arr - arrmean: contiguous in the axis order of
// keepOrder, strides written into xs. m holds the means broadcast to t's
// shape (exact in F: float32 means for float32 tensors).
func squaredDeviations[F kernel.Float, T Real](op string, t strided[T], m strided[float64], xs *[MaxRank]int) (strided[F], error) {
	n := len(t.shape)
	var perm [MaxRank]int
	keepOrder(t.st, perm[:n])
	acc := 1
	for j := n - 1; j >= 0; j-- {
		ax := perm[j]
		xs[ax] = acc
		acc *= max(t.shape[ax], 1)
	}
	size, err := sizeOf(op, t.shape)
	if err != nil {
		return strided[F]{}, err
	}
	data, err := makeBuf[F](op, size)
	if err != nil {
		return strided[F]{}, err
	}
	x := strided[F]{data: data, shape: t.shape, st: xs[:n]}
	p, td, md, ok, err := binaryPlan(op, x, t, m)
	if !ok {
		return x, err
	}
	k, st := p.inner()
	walk(&p, 1, func(d, a, b int) bool {
		kernel.SqDevRun(x.data, d, st[0], td, a, st[1], md, b, st[2], k)
		return true
	})
	return x, nil
}

// keepOrder writes into perm (outermost axis first) the axis order NumPy's
// iterator chooses for one operand with strides st when it allocates a
// result in order 'K' (npyiter_find_best_axis_ordering): a stable
// insertion sort by decreasing |stride| in which an axis of stride 0 casts
// no vote and so keeps its C position relative to the axes it meets. No
// axis is reversed.
func keepOrder(st []int, perm []int) {
	n := len(st)
	// NumPy sorts its axis data, which runs from the last axis to the
	// first, from the smallest stride to the largest.
	var in [MaxRank]int
	for a := range n {
		in[a] = n - 1 - a
	}
	for i0 := 1; i0 < n; i0++ {
		ax0 := in[i0]
		pos := i0
		for i1 := i0 - 1; i1 >= 0; i1-- {
			s0, s1 := st[ax0], st[in[i1]]
			if s0 == 0 || s1 == 0 {
				continue // ambiguous: look further
			}
			if abs(s1) <= abs(s0) {
				break
			}
			pos = i1
		}
		copy(in[pos+1:i0+1], in[pos:i0])
		in[pos] = ax0
	}
	for j := range n {
		perm[j] = in[n-1-j]
	}
}

// ArgWhere returns the indices of the elements of t that are not the zero
// value of T, in C order, as the rows of a new n×rank tensor (NumPy's
// np.argwhere). NumPy's np.nonzero(t) is its transpose, one row per axis:
// Select[[1]int](w.Transpose(), 0, k) is the indices along axis k. It
// returns an error wrapping [ErrTooLarge] if the result cannot be
// allocated.
func ArgWhere[T comparable, D Dim](t Tensor[T, D]) (Tensor[int, [2]int], error) {
	data, n, err := argWhere("ArgWhere", t.strided())
	if err != nil {
		return Tensor[int, [2]int]{}, err
	}
	return FromSlice(data, [2]int{n, len(t.layout.shape)})
}

// ArgWhereDyn is [ArgWhere] for a dynamic-rank tensor.
func ArgWhereDyn[T comparable](t DynTensor[T]) (DynTensor[int], error) {
	data, n, err := argWhere("ArgWhereDyn", t.strided())
	if err != nil {
		return DynTensor[int]{}, err
	}
	return FromSliceDyn(data, n, len(t.layout.shape))
}

// argWhere returns the C-order indices of the nonzero elements of s, one
// after another in a flat slice, and how many there are.
func argWhere[T comparable](op string, s strided[T]) ([]int, int, error) {
	n := 0
	if !s.hasNone() {
		n = countNonzero(s)
	}
	r := len(s.shape)
	size, ok := mulInt(n, r)
	if !ok {
		return nil, 0, errorf(ErrTooLarge, "%s: %d indices of rank %d", op, n, r)
	}
	out, err := makeBuf[int](op, size)
	if err != nil || n == 0 || r == 0 {
		return out, n, err
	}
	var buf [MaxRank]int
	idx := buf[:r]
	var rw rows
	rw.start(idx, s.shape, s.st, s.off)
	var zero T
	k, m, st, j := r-1, rw.n, rw.s, 0
	for {
		for i, a := 0, rw.o.off; i < m; i, a = i+1, a+st {
			if s.data[a] != zero {
				idx[k] = i
				j += copy(out[j:], idx)
			}
		}
		if !rw.o.next() {
			return out, n, nil
		}
	}
}
