package kernel

import "math"

// RampAnyZero reports whether any step (F(x[xo+i*xs]) - start) / num of
// np.linspace from start to the n edge elements is zero: NumPy then
// computes every ramp of the plane as (i / num) * delta, not i * step.
func RampAnyZero[E Real, F Float](x []E, xo, xs, n int, start F, num int) bool {
	for range n {
		if (F(x[xo])-start)/F(num) == 0 {
			return true
		}
		xo += xs
	}
	return false
}

// Ramp writes np.pad's linear ramps of num elements for a run of n edge
// elements x[xo+j*xs]: np.linspace(start, edge, num, endpoint=False) in
// the working type F, floored for an integer E, element i at
// d[do+j*ds+i*as] (at position num-1-i if rev, the right pad's order).
func Ramp[E Real, F Float](d []E, do, ds, as int, x []E, xo, xs, n, num int, start F, anyZero, rev, integer bool) {
	fn := F(num)
	for range n {
		delta := F(x[xo]) - start
		step := delta / fn
		o := do
		if rev {
			o += (num - 1) * as
		}
		for i := range num {
			var y F
			if anyZero {
				y = F(F(i)/fn) * delta
			} else {
				y = F(i) * step
			}
			y = F(y) + start
			if integer {
				y = F(math.Floor(float64(y)))
			}
			d[o] = E(y)
			if rev {
				o -= as
			} else {
				o += as
			}
		}
		do += ds
		xo += xs
	}
}

// PadRow stores x[xo+idx[j]*xs] into d[do+j*ds] for j < len(idx), where
// idx[j] = j - lo for lo <= j < lo+n (the middle of a padded row, copied
// as one run, with non-temporal stores where nt is set: see [Copy]) and
// the other positions are gathered: one row of a pad whose source
// positions idx come from the pad's index map along the row.
func PadRow[T any](d []T, do, ds int, x []T, xo, xs int, idx []int, lo, n int, nt bool) {
	Gather(d, do, ds, x, xo, xs, idx[:lo])
	Copy(d, do+lo*ds, ds, x, xo, xs, n, nt)
	Gather(d, do+(lo+n)*ds, ds, x, xo, xs, idx[lo+n:])
}
