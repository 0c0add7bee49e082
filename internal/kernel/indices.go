package kernel

// NonzeroOffsets stores base+i*step into out, in order, for each i < n
// whose x[xo+i*xs] is not the zero value of T, and returns how many it
// stored; out must have room for them. With step 1 and base the flat
// position of the run's first element it lists np.flatnonzero's indices;
// with base an address and step a stride, the addresses of the elements a
// mask run selects.
func NonzeroOffsets[T comparable](out []int, x []T, xo, xs, n, base, step int) int {
	var zero T
	c := 0
	for range n {
		if x[xo] != zero {
			out[c] = base
			c++
		}
		xo += xs
		base += step
	}
	return c
}

// Unravel stores the coordinates in a shape dims of each flat position
// k[j] (in [0, Π dims)) into out[a*len(k)+j], a the axis: NumPy's
// unravel_index, in C order (the last coordinate fastest) or, with
// fortran, F order.
func Unravel(out, k, dims []int, fortran bool) {
	n := len(k)
	for j, v := range k {
		if fortran {
			for a, d := range dims {
				out[a*n+j] = v % d
				v /= d
			}
			continue
		}
		for a := len(dims) - 1; a >= 0; a-- {
			d := dims[a]
			out[a*n+j] = v % d
			v /= d
		}
	}
}

// RavelRun adds j*stride to d[do+i*ds] for i < n, j the coordinate
// x[xo+i*xs] along an axis of length dim > 0 under mode, as NumPy's
// ravel_multi_index takes it: IndexRaise refuses a coordinate outside
// [0, dim) (negative ones too) and returns the first it refuses, ok false;
// IndexWrap takes it modulo dim; IndexClip clips it to [0, dim-1].
func RavelRun(d []int, do, ds int, x []int, xo, xs, n, dim, stride, mode int) (bad int, ok bool) {
	for range n {
		j := x[xo]
		if j < 0 || j >= dim {
			switch mode {
			case IndexWrap:
				if j %= dim; j < 0 {
					j += dim
				}
			case IndexClip:
				j = max(0, min(j, dim-1))
			default:
				return j, false
			}
		}
		d[do] += j * stride
		do, xo = do+ds, xo+xs
	}
	return 0, true
}
