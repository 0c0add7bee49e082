package kernel

// Gather stores x[xo+idx[i]*xs] into d[do+i*ds] for i < len(idx): the
// elements of a strided run at the given positions (NumPy's take along one
// axis). The positions are in range.
func Gather[T any](d []T, do, ds int, x []T, xo, xs int, idx []int) {
	for _, k := range idx {
		d[do] = x[xo+k*xs]
		do += ds
	}
}

// GatherStrided stores x[xo+i*xstep+p*xs] into d[do+i*ds] for i < n, p
// the index ix[io+i*is] (negative counting from na, the length of the
// indexed axis): NumPy's take_along_axis along a run, which moves through
// x by xstep (0 when the run is the indexed axis itself). The indices are
// in range.
func GatherStrided[T any](d []T, do, ds int, x []T, xo, xstep, xs, na int, ix []int, io, is, n int) {
	for range n {
		p := ix[io]
		if p < 0 {
			p += na
		}
		d[do] = x[xo+p*xs]
		do, xo, io = do+ds, xo+xstep, io+is
	}
}

// InRange reports whether every ix[io+i*is], i < n, lies in [lo, hi), and
// returns the first that does not.
func InRange(ix []int, io, is, n, lo, hi int) (int, bool) {
	for range n {
		if v := ix[io]; v < lo || v >= hi {
			return v, false
		}
		io += is
	}
	return 0, true
}

// The index modes of [Resolve], NumPy's take modes.
const (
	IndexRaise = iota // an index outside [-n, n) is refused
	IndexWrap         // taken modulo n
	IndexClip         // clipped to [0, n-1]
)

// Resolve rewrites each index of k as a position in [0, n) under mode,
// negative ones counting from n in IndexRaise; it stops at and returns
// the first index IndexRaise refuses (k partly rewritten), ok false. n
// must be positive.
func Resolve(k []int, n, mode int) (bad int, ok bool) {
	for i, v := range k {
		switch {
		case v >= 0 && v < n:
		case mode == IndexWrap:
			v %= n
			if v < 0 {
				v += n
			}
		case mode == IndexClip:
			v = max(0, min(v, n-1))
		case v < -n || v >= n:
			return v, false
		default:
			v += n
		}
		k[i] = v
	}
	return 0, true
}
