package kernel

// Scatter stores x[xo+i*xs] into d[do+idx[i]*ds] for i < len(idx), in
// order, so that of two equal positions the later one's element stays:
// the inverse of [Gather] (NumPy's put and integer-array assignment along
// one axis). The positions are in range.
func Scatter[T any](d []T, do, ds int, idx []int, x []T, xo, xs int) {
	for _, k := range idx {
		d[do+k*ds] = x[xo]
		xo += xs
	}
}

// ScatterStrided stores x[xo+i*xs] into d[do+i*dstep+p*ds] for i < n, in
// order, p the index ix[io+i*is] (negative counting from na, the length of
// the indexed axis): the inverse of [GatherStrided], NumPy's
// put_along_axis along a run, which moves through d by dstep (0 when the
// run is the indexed axis itself). The indices are in range.
func ScatterStrided[T any](d []T, do, dstep, ds, na int, ix []int, io, is int, x []T, xo, xs, n int) {
	for range n {
		p := ix[io]
		if p < 0 {
			p += na
		}
		d[do+p*ds] = x[xo]
		do, io, xo = do+dstep, io+is, xo+xs
	}
}

// Addresses rewrites each position p of pos, a flat C-order position in
// [0, size) of a layout with the given shape, strides and offset, as the
// address of its element: off + Σ i_k·st_k, i the coordinates of p.
func Addresses(pos []int, shape, st []int, off int) {
	if len(shape) == 1 {
		for i, p := range pos {
			pos[i] = off + p*st[0]
		}
		return
	}
	for i, p := range pos {
		a := off
		for k := len(shape) - 1; k >= 0; k-- {
			if d := shape[k]; d > 1 {
				a += p % d * st[k]
				p /= d
			}
		}
		pos[i] = a
	}
}
