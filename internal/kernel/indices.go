package kernel

import "reflect"

// NonzeroOffsets stores base+i*step into out, in order, for each i < n
// whose x[xo+i*xs] is not the zero value of T, and returns how many it
// stored; out must have room for them. Slots of out past the ones it
// stores may be written (each step stores its offset before it knows
// whether to keep it); it stops once out is full. With step 1 and base the flat
// position of the run's first element it lists np.flatnonzero's indices;
// with base an address and step a stride, the addresses of the elements a
// mask run selects.
func NonzeroOffsets[T comparable](out []int, x []T, xo, xs, n, base, step int) int {
	c := 0
	if xs == 1 && n >= 8 && reflect.TypeFor[T]().Kind() == reflect.Bool {
		// Eight bools (bytes of 0 or 1) at a time: each offset stored and
		// the count advanced by the byte, with no branch on the elements,
		// while out has room for eight more.
		b := as[uint8](x[xo : xo+n])
		i := 0
		for ; i+8 <= n && c+8 <= len(out); i += 8 {
			o, v := out[c:c+8:c+8], b[i:i+8:i+8]
			o0 := base + i*step
			o[0] = o0
			k := int(v[0])
			o[k] = o0 + step
			k += int(v[1])
			o[k] = o0 + 2*step
			k += int(v[2])
			o[k] = o0 + 3*step
			k += int(v[3])
			o[k] = o0 + 4*step
			k += int(v[4])
			o[k] = o0 + 5*step
			k += int(v[5])
			o[k] = o0 + 6*step
			k += int(v[6])
			o[k] = o0 + 7*step
			c += k + int(v[7])
		}
		xo, n, base = xo+i, n-i, base+i*step
	}
	var zero T
	for range n {
		if c == len(out) {
			break // every nonzero element has its place: the rest are zero
		}
		out[c] = base // kept only when the element is not zero
		c += b2i(x[xo] != zero)
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
