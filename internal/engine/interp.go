package engine

import "github.com/fixedrank/tensor/internal/kernel"

// InterpInto stores np.interp(x, xp, fp, left, right) into r (of x's
// shape): the piecewise-linear interpolant through the points (xp[j],
// fp[j]) at x, in float64, with fp[0] (or bounds[0]) below xp[0] and the
// last fp (or bounds[1]) above the last xp; NaN at a NaN of x. xp is
// assumed increasing, as NumPy assumes without checking. It returns an
// error wrapping ErrValue for no points or a bounds of another length than
// 0 or 2, ErrShape for xp and fp of different lengths.
func InterpInto[T Real](op string, r Strided[float64], x, xp, fp Strided[T], bounds []float64) error {
	if len(xp.Shape) != 1 || len(fp.Shape) != 1 {
		return Errorf(ErrRank, "%s: xp and fp of ranks %d and %d, not 1", op, len(xp.Shape), len(fp.Shape))
	}
	m := xp.Shape[0]
	if fp.Shape[0] != m {
		return Errorf(ErrShape, "%s: xp of length %d and fp of length %d", op, m, fp.Shape[0])
	}
	if m == 0 || len(xp.Data) == 0 {
		return Errorf(ErrValue, "%s: no sample points", op)
	}
	if len(bounds) != 0 && len(bounds) != 2 {
		return Errorf(ErrValue, "%s: %d bounds (want none, or left and right)", op, len(bounds))
	}
	pts := make([]float64, 2*m)
	px, pf := pts[:m], pts[m:]
	if err := ConvertTo(op, Strided[float64]{Data: px, Shape: []int{m}, St: []int{1}}, xp); err != nil {
		return err
	}
	if err := ConvertTo(op, Strided[float64]{Data: pf, Shape: []int{m}, St: []int{1}}, fp); err != nil {
		return err
	}
	lval, rval := pf[0], pf[m-1]
	if len(bounds) == 2 {
		lval, rval = bounds[0], bounds[1]
	}
	var p Plan
	xd, _, ok, err := BinaryPlan(&p, op, r, x, x)
	if !ok {
		return err
	}
	// Sorted points without NaNs (their keys never decrease, and the last
	// is not a NaN's, which NumPy's search compares unlike a key) take the
	// branchless search; NumPy's own search serves the others.
	kp := make([]uint64, m)
	if !kernel.SortedKeys(kernel.KeyFloat, kp, Reinterpret[uint64](px), 0, 1) || kp[m-1] == ^uint64(0) {
		kp = nil
	}
	n, st := p.Inner()
	Walk(&p, 1, func(d, xo, _ int) bool {
		kernel.Interp(r.Data, d, st[0], xd, xo, st[1], n, px, pf, kp, lval, rval)
		return true
	})
	return nil
}
