package dyn

import (
	"github.com/fixedrank/tensor/internal/engine"
)

// Where is [Where] for Tensor: the result has the broadcast rank.
func Where[T any](cond Tensor[bool], a Tensor[T], b any) (Tensor[T], error) {
	bs, err := operand[T]("dyn.Where", b)
	if err != nil {
		return Tensor[T]{}, err
	}
	r, err := resultFor[T]("dyn.Where", cond.layout.shape, a.layout.shape, bs.Shape)
	if err == nil {
		err = engine.WhereNew("dyn.Where", r.strided(), cond.strided(), a.strided(), bs)
	}
	if err != nil {
		return Tensor[T]{}, err
	}
	return r, nil
}

// WhereTo is [WhereTo] for Tensor.
func WhereTo[T any](dst Tensor[T], cond Tensor[bool], a, b Tensor[T]) error {
	return engine.WhereTo("dyn.WhereTo", dst.strided(), cond.strided(), a.strided(), b.strided())
}

// Masked is [Masked] for Tensor.
func Masked[T any](t Tensor[T], mask Tensor[bool]) (Tensor[T], error) {
	out, err := engine.Masked("dyn.Masked", t.strided(), mask.strided())
	if err != nil {
		return Tensor[T]{}, err
	}
	return FromSlice(out, len(out))
}

// SetMasked is [SetMasked] for Tensor.
func SetMasked[T any](t Tensor[T], mask Tensor[bool], v T) error {
	return engine.SetMasked("dyn.SetMasked", t.strided(), mask.strided(), v)
}

// Clip is [Clip] for Tensor.
func Clip[T Real](t Tensor[T], lo, hi T) (Tensor[T], error) {
	r, err := empty[T]("dyn.Clip", t.layout.shape...)
	if err == nil {
		err = engine.ClipTo("dyn.Clip", r.strided(), t.strided(), lo, hi)
	}
	if err != nil {
		return Tensor[T]{}, err
	}
	return r, nil
}

// ClipTo is [ClipTo] for Tensor.
func ClipTo[T Real](dst, t Tensor[T], lo, hi T) error {
	return engine.ClipTo("dyn.ClipTo", dst.strided(), t.strided(), lo, hi)
}

// ArgWhere is tensor.ArgWhere for a runtime-rank tensor.
func ArgWhere[T comparable](t Tensor[T]) (Tensor[int], error) {
	data, n, err := engine.ArgWhere("dyn.ArgWhere", t.strided())
	if err != nil {
		return Tensor[int]{}, err
	}
	return FromSlice(data, n, len(t.layout.shape))
}
