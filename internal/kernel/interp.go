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
// last, computed as NumPy's arr_interp computes it (the search guess
// carried from element to element, the slope's NaN retried from the right
// point). len(xp) == len(fp) >= 1.
func Interp[T Real](d []float64, do, ds int, x []T, xo, xs, n int, xp, fp []float64, lval, rval float64) {
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
	m := len(xp)
	j := 0
	for range n {
		v := float64(x[xo])
		switch {
		case v != v:
			d[do] = v
		default:
			j = searchGuess(v, xp, j)
			switch {
			case j == -1:
				d[do] = lval
			case j == m:
				d[do] = rval
			case j == m-1 || xp[j] == v:
				d[do] = fp[j]
			default:
				slope := (fp[j+1] - fp[j]) / (xp[j+1] - xp[j])
				r := float64(slope*(v-xp[j])) + fp[j]
				if r != r {
					r = float64(slope*(v-xp[j+1])) + fp[j+1]
					if r != r && fp[j] == fp[j+1] {
						r = fp[j]
					}
				}
				d[do] = r
			}
		}
		do, xo = do+ds, xo+xs
	}
}
