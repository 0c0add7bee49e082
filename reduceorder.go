package tensor

import "github.com/fixedrank/tensor/internal/reduceplan"

// The float reductions run NumPy's iteration (package internal/reduceplan);
// these build it from the tensors' strided operands.

// The iteration holds as many axes as a tensor may have.
var _ [reduceplan.MaxRank - MaxRank]int
var _ [MaxRank - reduceplan.MaxRank]int

// oneRun reports whether the memory-order plan p of one operand whose
// strides were st is a single run that no flip reversed, and returns it:
// NumPy's iteration of a full reduction of such an operand is that run.
func (p *plan) oneRun(st []int) (off, n, s int, ok bool) {
	if p.n > 1 {
		return 0, 0, 0, false
	}
	if p.n == 0 {
		return p.off[0], 1, 0, true
	}
	for _, v := range st {
		if v < 0 {
			return 0, 0, 0, false
		}
	}
	return p.off[0], p.shape[0], p.st[0][0], true
}

// npFull returns NumPy's iteration for reducing every axis of a source
// with shape, strides st and offset off into one element (offset 0).
func npFull(shape, st []int, off int) (reduceplan.Iter, bool) {
	var zero [MaxRank]int
	return reduceplan.New(shape, zero[:len(shape)], st, 0, off, nil, true)
}

// npPlan returns NumPy's iteration for reducing t over the axes in mask
// into r (with or without the reduced axes); false when there is nothing
// to visit.
func npPlan[V, T any](r strided[V], t strided[T], mask uint64) (reduceplan.Iter, bool) {
	if len(t.data) == 0 {
		return reduceplan.Iter{}, false
	}
	var rb, ob [MaxRank]int
	rs := rb[:len(t.shape)]
	reducedStrides(r.st, mask, rs)
	var sortSt []int
	if r.out != nil {
		sortSt = ob[:len(t.shape)]
		reducedStrides(r.out, mask, sortSt)
	}
	return reduceplan.New(t.shape, rs, t.st, r.off, t.off, sortSt, !r.isOut)
}
