package tensor

import (
	"github.com/fixedrank/tensor/dyn"
	"github.com/fixedrank/tensor/internal/engine"
)

// Dyn returns t as a runtime-rank tensor of package dyn sharing its elements
// (read-only if t is). [FromDyn] converts back.
func (t Tensor[T, D]) Dyn() dyn.Tensor[T] {
	r, err := dyn.View(t.data, t.layout.Dyn())
	if err != nil {
		// Only the zero Tensor of rank 0 (one element, no data) fails the
		// check: it becomes the zero dyn.Tensor, of rank 0 and no data too.
		return dyn.Tensor[T]{}
	}
	if t.readOnly {
		r = r.ReadOnlyView()
	}
	return r
}

// A Tensor is a [dyn.AnyRank]: functions of other packages that take one
// accept either kind of tensor.
var _ dyn.AnyRank[float64] = Tensor[float64, [2]int]{}

// FromDyn returns the runtime-rank tensor t as a Tensor of rank D sharing
// its elements (read-only if t is). It returns an error wrapping [ErrRank]
// if the ranks differ. [Tensor.Dyn] converts the other way.
func FromDyn[D Dim, T any](t dyn.Tensor[T]) (Tensor[T, D], error) {
	l, err := FromDynLayout[D](t.Layout())
	if err != nil {
		return Tensor[T, D]{}, err
	}
	return Tensor[T, D]{data: t.Data(), layout: l, readOnly: t.ReadOnly()}, nil
}

// Dyn returns l as a runtime-rank layout of package dyn. It always
// succeeds. [FromDynLayout] converts back.
func (l Layout[D]) Dyn() dyn.Layout {
	return dyn.Unchecked(ints(&l.shape), ints(&l.strides), l.offset)
}

// FromDynLayout converts a runtime-rank layout to the fixed rank D. It
// returns an error wrapping [ErrRank] if the ranks differ.
func FromDynLayout[D Dim](d dyn.Layout) (Layout[D], error) {
	var l Layout[D]
	if d.Rank() != len(l.shape) {
		return l, engine.Errorf(ErrRank, "FromDynLayout: layout of rank %d to rank %d", d.Rank(), len(l.shape))
	}
	copy(ints(&l.shape), d.Shape())
	copy(ints(&l.strides), d.Strides())
	l.offset = d.Offset()
	return l, nil
}
