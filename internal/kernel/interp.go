package kernel

// likelyInCache is NumPy's LIKELY_IN_CACHE_SIZE: how far from its guess
// binary_search_with_guess first narrows the bisection.
const likelyInCache = 8

// searchGuess returns NumPy's binary_search_with_guess(key, a, len(a),
// guess) for a not NaN key: -1 below a[0], len(a) above a[len(a)-1],
// otherwise the i with a[i] <= key < a[i+1] (len(a)-1 for the last
// point), looked for first next to guess. len(a) >= 2.
func searchGuess(key float64, a []float64, guess int) int {
	n := len(a)
	if key > a[n-1] {
		return n
	} else if key < a[0] {
		return -1
	}
	if n <= 4 {
		i := 1
		for i < n && key >= a[i] {
			i++
		}
		return i - 1
	}
	guess = max(min(guess, n-3), 1)
	lo, hi := 0, n
	if key < a[guess] {
		if key >= a[guess-1] {
			return guess - 1
		}
		hi = guess - 1
		if guess > likelyInCache && key >= a[guess-likelyInCache] {
			lo = guess - likelyInCache
		}
	} else {
		if key < a[guess+1] {
			return guess
		}
		if key < a[guess+2] {
			return guess + 1
		}
		lo = guess + 2
		if guess < n-likelyInCache-1 && key < a[guess+likelyInCache] {
			hi = guess + likelyInCache
		}
	}
	for lo < hi {
		mid := lo + (hi-lo)>>1
		if key >= a[mid] {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo - 1
}

// Interp stores into d[do+i*ds] NumPy's interp of x[xo+i*xs], i < n, on
// the points (xp[j], fp[j]) with lval below xp[0] and rval above the
// last, computed as NumPy's arr_interp computes it (the slope's NaN
// retried from the right point). len(xp) == len(fp) >= 1. Where kp holds
// the keys of xp, sorted (see [SortedKeys]) and none a NaN's (NumPy's
// search compares a NaN point unlike its key), each element's interval is
// found by the branchless search of the sorted-array searches (the
// interval NumPy's search finds in such an xp: the last point at or below
// the element); otherwise (kp nil) by NumPy's search, its guess carried
// from element to element.
func Interp[T Real](d []float64, do, ds int, x []T, xo, xs, n int, xp, fp []float64, kp []uint64, lval, rval float64) {
	if len(xp) == 1 {
		for range n {
			v := float64(x[xo])
			switch {
			case v < xp[0]:
				d[do] = lval
			case v > xp[0]:
				d[do] = rval
			default:
				d[do] = fp[0]
			}
			do, xo = do+ds, xo+xs
		}
		return
	}
	if kp == nil {
		j := 0
		for range n {
			v := float64(x[xo])
			if v == v {
				j = searchGuess(v, xp, j)
			}
			d[do] = interpAt(v, j, xp, fp, lval, rval)
			do, xo = do+ds, xo+xs
		}
		return
	}
	var vb [searchChunk]float64
	var kv [searchChunk]uint64
	var pos [searchChunk]int
	m, last := len(xp), xp[len(xp)-1]
	for n > 0 {
		c := min(n, searchChunk)
		for i := range vb[:c] {
			vb[i] = float64(x[xo])
			xo += xs
		}
		// The upper bound of each key: the number of points at or below
		// the element.
		valueKeys(KeyFloat, true, kv[:c], as[uint64](vb[:c]), 0, 1)
		lowerBounds(pos[:c], kp, kv[:c])
		for i, v := range vb[:c] {
			j := pos[i] - 1
			if v > last {
				j = m
			}
			d[do] = interpAt(v, j, xp, fp, lval, rval)
			do += ds
		}
		n -= c
	}
}

// interpAt is NumPy's interp of v in the interval j that searchGuess
// finds for it (any j for a NaN v): -1 below the points, len(xp) above.
func interpAt(v float64, j int, xp, fp []float64, lval, rval float64) float64 {
	m := len(xp)
	switch {
	case v != v:
		return v
	case j == -1:
		return lval
	case j == m:
		return rval
	case j == m-1 || xp[j] == v:
		return fp[j]
	}
	slope := (fp[j+1] - fp[j]) / (xp[j+1] - xp[j])
	r := float64(slope*(v-xp[j])) + fp[j]
	if r != r {
		r = float64(slope*(v-xp[j+1])) + fp[j+1]
		if r != r && fp[j] == fp[j+1] {
			r = fp[j]
		}
	}
	return r
}
