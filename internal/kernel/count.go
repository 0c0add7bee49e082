package kernel

import "golang.org/x/exp/constraints"

// The loops of the counting operations: bincount, histogram, digitize,
// isin. Each visits n elements of a strided run, x[xo+i*xs] for i < n.

// IntRange returns the least and the greatest of the n > 0 integers
// x[xo+i*xs].
func IntRange[I constraints.Integer](x []I, xo, xs, n int) (lo, hi I) {
	lo, hi = x[xo], x[xo]
	if xs == 1 {
		for _, v := range x[xo : xo+n] {
			lo, hi = min(lo, v), max(hi, v)
		}
		return lo, hi
	}
	for range n {
		v := x[xo]
		lo, hi = min(lo, v), max(hi, v)
		xo += xs
	}
	return lo, hi
}

// BincountRun adds one to c[x[xo+i*xs]] for i < n: np.bincount's count.
// The values are in range.
func BincountRun[I constraints.Integer](c []int, x []I, xo, xs, n int) {
	if xs == 1 {
		for _, v := range x[xo : xo+n] {
			c[int(v)]++
		}
		return
	}
	for range n {
		c[int(x[xo])]++
		xo += xs
	}
}

// BincountWeightedRun adds float64(w[wo+i*ws]) to s[x[xo+i*xs]] for
// i < n, in that order: np.bincount with weights, which converts the
// weights to float64 and sums them in input order. The values are in
// range.
func BincountWeightedRun[I constraints.Integer, W Real](s []float64, x []I, xo, xs int, w []W, wo, ws, n int) {
	for range n {
		s[int(x[xo])] += float64(w[wo])
		xo, wo = xo+xs, wo+ws
	}
}

// Bins is the fast path of NumPy 1.24's np.histogram for equal bins, with
// every value already rounded as NumPy rounds it: an element x is counted
// when Lo <= x <= Hi (x, as float64, against bounds rounded to the type
// NumPy compares them in), its bin index is the integer part of
// (x - First) * Norm, the difference computed in float32 (F32) or
// float64 and the product in float32 (MulF32, which needs F32) or
// float64, and that index is then moved by at most one against Edges,
// the N+1 edges (rounded to float32 with F32).
type Bins struct {
	N           int
	Lo, Hi      float64
	First, Norm float64
	F32, MulF32 bool
	Edges       []float64
}

// The error flags of [HistogramRun].
const (
	BinsIndexError = 1 << iota // NumPy's IndexError: an index outside the edges
	BinsNegative               // NumPy's ValueError: a negative index for bincount
)

// HistogramRun adds into c (b.N long) the bin of each of the n elements
// x[xo+i*xs] that b counts, as NumPy's fast path finds it, and returns the
// error flags of the elements that NumPy refuses (which it leaves
// uncounted).
func HistogramRun[T Real](c []int, x []T, xo, xs, n int, b *Bins) int {
	if b.F32 {
		return histogramRun[float32](c, x, xo, xs, n, b)
	}
	return histogramRun[float64](c, x, xo, xs, n, b)
}

// histogramRun is HistogramRun with x and the edges in E. Each result is
// converted before the next operation, so no multiply is fused with the
// subtraction before it.
func histogramRun[E float32 | float64, T Real](c []int, x []T, xo, xs, n int, b *Bins) int {
	first, norm, norm32 := E(b.First), b.Norm, float32(b.Norm)
	mul32 := b.MulF32
	nb := b.N
	edges := b.Edges[:nb+1]
	lo, hi := float64(-nb-2), float64(nb+1)
	flags := 0
	for range n {
		v := x[xo]
		xo += xs
		if xf := float64(v); !(xf >= b.Lo && xf <= b.Hi) {
			continue
		}
		xe := E(v)
		d := E(xe - first)
		var f float64
		if mul32 {
			f = float64(float32(float32(d) * norm32))
		} else {
			f = float64(float64(d) * norm)
		}
		// NumPy converts f to an index as C does (NaN and out-of-range
		// values become the most negative one) and then indexes the edges
		// with it, negative indices counting from the end: outside
		// [-(N+1), N] that raises IndexError, and the truncation of f
		// lands there exactly when f is outside (-(N+2), N+1).
		if !(f > lo && f < hi) {
			flags |= BinsIndexError
			continue
		}
		i := int(f)
		if i == nb {
			i--
		}
		if float64(xe) < edgeAt(edges, i) {
			i--
		}
		if float64(xe) >= edgeAt(edges, i+1) && i != nb-1 {
			i++
		}
		if i < 0 {
			flags |= BinsNegative
			continue
		}
		c[i]++
	}
	return flags
}

// edgeAt returns edges[i], a negative i counting from the end as Python
// indexing does; i is in [-len(edges), len(edges)).
func edgeAt(edges []float64, i int) float64 {
	if i < 0 {
		i += len(edges)
	}
	return edges[i]
}

// HistogramEdges stores into d the N+1 = len(d) edges of NumPy's
// np.linspace(first, last, N+1) computed in float64 (the last one set to
// last), rounded to float32 when f32 is set.
func HistogramEdges(d []float64, first, last float64, f32 bool) {
	LinspaceFill(d, first, last, len(d)-1)
	d[len(d)-1] = last
	if f32 {
		for i, v := range d {
			d[i] = float64(float32(v))
		}
	}
}

// DiffInts stores c[i+1]-c[i] into d[i] for i < len(d).
func DiffInts(d, c []int) {
	c = c[:len(d)+1]
	for i := range d {
		d[i] = c[i+1] - c[i]
	}
}

// Descends reports whether some x[xo+i*xs] is greater than the next one,
// for i+1 < n (NaNs compare false, as NumPy's edges[:-1] > edges[1:]).
func Descends[T Real](x []T, xo, xs, n int) bool {
	for i := 1; i < n; i++ {
		if x[xo] > x[xo+xs] {
			return true
		}
		xo += xs
	}
	return false
}

// Monotonicity returns NumPy 1.24's check_array_monotonic of the n
// elements x[xo+i*xs] as float64: 1 when they increase (or are all equal,
// or n is 0), -1 when they decrease, 0 when neither. After the leading
// run of equal values, the first different pair decides the direction,
// and every later pair that goes the other way refutes it (NaNs compare
// false either way).
func Monotonicity[T Real](x []T, xo, xs, n int) int {
	if n == 0 {
		return 1
	}
	last := float64(x[xo])
	i := 1
	for ; i < n && float64(x[xo+i*xs]) == last; i++ {
	}
	if i == n {
		return 1
	}
	next := float64(x[xo+i*xs])
	up := last < next
	for i++; i < n; i++ {
		last, next = next, float64(x[xo+i*xs])
		if up && last > next || !up && last < next {
			return 0
		}
	}
	if up {
		return 1
	}
	return -1
}

// less is NumPy's sort order: by value, NaNs after everything else and
// equal to each other, -0.0 equal to 0.0.
func less[T Real](a, b T) bool { return a < b || b != b && a == a }

// before is NumPy's side_to_cmp: x comes before y in the search for y
// (less for the left side, less or equal for the right).
func before[T Real](x, y T, right bool) bool {
	if right {
		return !less(y, x)
	}
	return less(x, y)
}

// BinSearch stores into d[i], for the len(d) keys v[i] in order, the
// position at which v[i] would be inserted into the na elements
// a[ao+j*as] (sorted in NumPy's order) to keep them sorted: the first such
// position, or with right the last; with from, it stores na minus that.
// It is NumPy 1.24's binsearch, which starts each search from the bounds
// the previous key left when the keys increase, so that on an a that is
// not sorted (which NumPy does not check) it finds what NumPy finds.
func BinSearch[T Real](d []int, a []T, ao, as, na int, v []T, right, from bool) {
	if len(v) == 0 {
		return
	}
	v = v[:len(d)]
	lo, hi := 0, na
	last := v[0]
	for k, key := range v {
		if before(last, key, right) {
			hi = na
		} else {
			lo = 0
			if hi < na {
				hi++
			} else {
				hi = na
			}
		}
		last = key
		for lo < hi {
			mid := lo + (hi-lo)>>1
			if before(a[ao+mid*as], key, right) {
				lo = mid + 1
			} else {
				hi = mid
			}
		}
		if from {
			d[k] = na - lo
		} else {
			d[k] = lo
		}
	}
}
