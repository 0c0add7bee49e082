package engine

import (
	"github.com/fixedrank/tensor/internal/reduceplan"
)

// The iteration holds as many axes as a tensor may have.
var _ [reduceplan.MaxRank - MaxRank]int

var _ [MaxRank - reduceplan.MaxRank]int

// OneRun reports whether the memory-order plan p of one operand whose
// strides were st is a single run that no flip reversed, and returns it:
// NumPy's iteration of a full reduction of such an operand is that run.
func (p *Plan) OneRun(st []int) (off, n, s int, ok bool) {
	if p.N > 1 {
		return 0, 0, 0, false
	}
	if p.N == 0 {
		return p.Off[0], 1, 0, true
	}
	for _, v := range st {
		if v < 0 {
			return 0, 0, 0, false
		}
	}
	return p.Off[0], p.Shape[0], p.St[0][0], true
}

// NpFull returns NumPy's iteration for reducing every axis of a source
// with shape, strides st and offset off into one element (offset 0).
func NpFull(shape, st []int, off int) (reduceplan.Iter, bool) {
	var zero [MaxRank]int
	return reduceplan.New(shape, zero[:len(shape)], st, 0, off, nil, true)
}

// NpPlan returns NumPy's iteration for reducing t over the axes in mask
// into r (with or without the reduced axes); false when there is nothing
// to visit.
func NpPlan[V, T any](r Strided[V], t Strided[T], mask uint64) (reduceplan.Iter, bool) {
	if len(t.Data) == 0 {
		return reduceplan.Iter{}, false
	}
	var rb, ob [MaxRank]int
	rs := rb[:len(t.Shape)]
	ReducedStrides(r.St, mask, rs)
	var sortSt []int
	if r.Out != nil {
		sortSt = ob[:len(t.Shape)]
		ReducedStrides(r.Out, mask, sortSt)
	}
	return reduceplan.New(t.Shape, rs, t.St, r.Off, t.Off, sortSt, !r.IsOut)
}
