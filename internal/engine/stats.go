package engine

import (
	"math"

	"github.com/fixedrank/tensor/internal/kernel"
	"github.com/fixedrank/tensor/internal/reduceplan"
)

// Scan calls f on each run of s in memory order until f returns false, and
// reports whether every call returned true.
func Scan[T any](s Strided[T], f func(o, st, n int) bool) bool {
	p, ok := ElemPlan(s.Data, s.Shape, s.St, s.Off)
	if !ok {
		return true
	}
	n, st := p.Inner()
	return Walk(&p, 1, func(o, _, _ int) bool { return f(o, st[0], n) })
}

// countNonzero, anyNonzero and allNonzero run the lane functions of the
// axis forms (kernel.CountNonzero, AnyNonzero, AllNonzero) over the runs of s.
func CountNonzero[T comparable](s Strided[T]) int {
	c := 0
	Scan(s, func(o, st, n int) bool {
		c += kernel.CountNonzero(s.Data, o, st, n)
		return true
	})
	return c
}

func AnyNonzero[T comparable](s Strided[T]) bool {
	return !Scan(s, func(o, st, n int) bool { return !kernel.AnyNonzero(s.Data, o, st, n) })
}

func AllNonzero[T comparable](s Strided[T]) bool {
	return Scan(s, func(o, st, n int) bool { return kernel.AllNonzero(s.Data, o, st, n) })
}

func Prod[T Number](op string, s Strided[T]) (T, error) {
	kind, size := KindOf[T]()
	p, ok := ElemPlan(s.Data, s.Shape, s.St, s.Off)
	if !ok {
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
	it, _ := NpFull(s.Shape, s.St, s.Off)
	acc := [1]T{1}
	reduceplan.Prod(&it, acc[:], s.Data)
	return acc[0], nil
}

func ArgExtreme[T Real](op string, s Strided[T], max bool) (int, error) {
	if s.HasNone() {
		return 0, Errorf(ErrShape, "%s: empty tensor", op)
	}
	best, at, i := T(0), -1, 0
	for v := range Values(s.Data, s.Shape, s.St, s.Off) {
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

// StdDev is the square root of the variance, in float32 for float32
// tensors, as NumPy takes it.
func StdDev[T Real](op string, s Strided[T], ddof int) (float64, error) {
	v, err := Variance(op, s, ddof)
	if kind, size := KindOf[T](); kind == KindFloat && size == 4 {
		return float64(float32(math.Sqrt(v))), err
	}
	return math.Sqrt(v), err
}

func Variance[T Real](op string, s Strided[T], ddof int) (float64, error) {
	n, err := SizeOf(op, s.Shape)
	if err != nil {
		return 0, err
	}
	if len(s.Data) == 0 {
		n = 0 // a zero value has no element
	}
	if n == 0 {
		// NumPy divides the empty sum 0 by max(-ddof, 0): NaN, or 0 for a
		// negative ddof.
		return 0 / DdofCount(0, ddof), nil
	}
	mean := MeanAll(s.Data, s.Shape, s.St, s.Off)
	if kind, size := KindOf[T](); kind == KindFloat && size == 4 {
		// NumPy stays in float32: the deviations, their squares, their sum
		// and the division are float32 operations.
		sum, err := SumSquaredDeviations[float32](op, s, mean, n)
		return float64(float32(float64(sum) / DdofCount(n, ddof))), err
	}
	if v, ok := VarianceRun(s, mean, n); ok {
		return v / DdofCount(n, ddof), nil
	}
	sum, err := SumSquaredDeviations[float64](op, s, mean, n)
	return sum / DdofCount(n, ddof), err
}

// SumSquaredDeviations returns the sum of (t - mean)² computed in F, as
// NumPy sums it: in a temporary laid out as NumPy lays out arr - arrmean,
// which is contiguous, so one run.
func SumSquaredDeviations[F kernel.Float, T Real](op string, s Strided[T], mean float64, n int) (F, error) {
	var xs, zero [MaxRank]int
	m := Strided[float64]{Data: []float64{mean}, Shape: s.Shape, St: zero[:len(s.Shape)]}
	x, err := SquaredDeviations[F](op, s, m, &xs)
	if err != nil {
		return 0, err
	}
	return kernel.SumRun(0, x.Data, 0, n, 1), nil
}

// VarianceRun returns the sum of the squared deviations of s from mean,
// computed without the buffer squaredDeviations allocates, when s is a
// float64 tensor whose n elements, in the order squaredDeviations lays
// them out, are one unit-stride run of memory: the run is cut into the
// chunks kernel.SumRun cuts it into, and each chunk's squares are summed
// pairwise as they would be in the buffer, so the result is the same.
func VarianceRun[T Real](s Strided[T], mean float64, n int) (float64, bool) {
	var perm [MaxRank]int
	r := len(s.Shape)
	KeepOrder(s.St, perm[:r])
	want := 1
	for j := r - 1; j >= 0; j-- {
		ax := perm[j]
		if s.Shape[ax] > 1 && s.St[ax] != want {
			return 0, false
		}
		want *= s.Shape[ax]
	}
	x, ok := any(s.Data).([]float64)
	if !ok {
		return 0, false
	}
	x = x[s.Off : s.Off+n]
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

// DdofCount is NumPy's divisor for a variance of n elements: max(n-ddof, 0).
func DdofCount(n, ddof int) float64 { return float64(max(n-ddof, 0)) }

// SquaredDeviations returns (t - m)², computed in F, in a new buffer laid
// out as NumPy lays out arr - arrmean: contiguous in the axis order of
// keepOrder, strides written into xs. m holds the means broadcast to t's
// shape (exact in F: float32 means for float32 tensors).
func SquaredDeviations[F kernel.Float, T Real](op string, t Strided[T], m Strided[float64], xs *[MaxRank]int) (Strided[F], error) {
	n := len(t.Shape)
	var perm [MaxRank]int
	KeepOrder(t.St, perm[:n])
	acc := 1
	for j := n - 1; j >= 0; j-- {
		ax := perm[j]
		xs[ax] = acc
		acc *= max(t.Shape[ax], 1)
	}
	size, err := SizeOf(op, t.Shape)
	if err != nil {
		return Strided[F]{}, err
	}
	data, err := MakeBuf[F](op, size)
	if err != nil {
		return Strided[F]{}, err
	}
	x := Strided[F]{Data: data, Shape: t.Shape, St: xs[:n]}
	p, td, md, ok, err := BinaryPlan(op, x, t, m)
	if !ok {
		return x, err
	}
	k, st := p.Inner()
	Walk(&p, 1, func(d, a, b int) bool {
		kernel.SqDevRun(x.Data, d, st[0], td, a, st[1], md, b, st[2], k)
		return true
	})
	return x, nil
}

// KeepOrder writes into perm (outermost axis first) the axis order NumPy's
// iterator chooses for one operand with strides st when it allocates a
// result in order 'K' (npyiter_find_best_axis_ordering): a stable
// insertion sort by decreasing |stride| in which an axis of stride 0 casts
// no vote and so keeps its C position relative to the axes it meets. No
// axis is reversed.
func KeepOrder(st []int, perm []int) {
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
			if Abs(s1) <= Abs(s0) {
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

// ArgWhere returns the C-order indices of the nonzero elements of s, one
// after another in a flat slice, and how many there are.
func ArgWhere[T comparable](op string, s Strided[T]) ([]int, int, error) {
	n := 0
	if !s.HasNone() {
		n = CountNonzero(s)
	}
	r := len(s.Shape)
	size, ok := MulInt(n, r)
	if !ok {
		return nil, 0, Errorf(ErrTooLarge, "%s: %d indices of rank %d", op, n, r)
	}
	out, err := MakeBuf[int](op, size)
	if err != nil || n == 0 || r == 0 {
		return out, n, err
	}
	var buf [MaxRank]int
	idx := buf[:r]
	c, m, st, _ := IndexCursor(idx, s.Shape, s.St, s.Off) // the shape has an element
	var zero T
	k, j := r-1, 0
	for {
		for i, a := 0, c.Off[0]; i < m; i, a = i+1, a+st {
			if s.Data[a] != zero {
				idx[k] = i
				j += copy(out[j:], idx)
			}
		}
		if !c.Next() {
			return out, n, nil
		}
	}
}
