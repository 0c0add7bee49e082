package dyn

import (
	"github.com/fixedrank/tensor/internal/engine"
)

// SharesMemory reports exactly whether t and u have an element in common;
// see the function [SharesMemory].
func (t Tensor[T]) SharesMemory(u Tensor[T], maxWork int) (bool, error) {
	return engine.SharesData("SharesMemory", t.data, t.layout.shape, t.layout.strides, t.layout.offset,
		u.data, u.layout.shape, u.layout.strides, u.layout.offset, maxWork)
}

// MayShareMemory reports whether the memory ranges of t and u overlap; see
// the function [MayShareMemory].
func (t Tensor[T]) MayShareMemory(u Tensor[T]) bool {
	return engine.MayShareData(t.data, t.layout.shape, t.layout.strides, t.layout.offset,
		u.data, u.layout.shape, u.layout.strides, u.layout.offset)
}

// SharesMemory reports exactly whether d and e, layouts of one buffer,
// address a common element; see [LayoutsShareMemory].
func (d Layout) SharesMemory(e Layout, maxWork int) (bool, error) {
	return engine.SharesLayouts("SharesMemory", d.shape, d.strides, d.offset, e.shape, e.strides, e.offset, maxWork)
}

// MayShareMemory reports whether the address ranges of d and e overlap; see
// [LayoutsMayShareMemory].
func (d Layout) MayShareMemory(e Layout) bool {
	return engine.BoundsMeet(d.shape, d.strides, d.offset, e.shape, e.strides, e.offset)
}
