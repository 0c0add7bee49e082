package engine

import "errors"

// Copy says whether a reshape may copy, as the copy argument of NumPy's
// reshape does.
type Copy uint8

const (
	CopyIfNeeded Copy = iota
	CopyNever
	CopyAlways
)

// ReshapeView decides NumPy's reshape of shape/st to want in order under
// mode: os receives the resolved shape, and ot the view's strides unless
// copy is true (the caller then copies the elements, contiguous in order).
func ReshapeView(shape, st, want []int, order Order, mode Copy, os, ot []int) (copy bool, err error) {
	if !order.Valid() {
		return false, Errorf(ErrShape, "Reshape: invalid order %d", order)
	}
	size, err := SizeOf("Reshape", shape)
	if err != nil {
		return false, err
	}
	if err := ResolveShape("Reshape", size, want, os); err != nil {
		return false, err // a bad shape is found before anything is copied
	}
	if mode == CopyAlways {
		return true, nil
	}
	err = Reshape("Reshape", shape, st, want, order, os, ot)
	if err == nil {
		return false, nil
	}
	if mode == CopyNever || !errors.Is(err, ErrNotView) {
		return false, err
	}
	return true, nil
}

// RavelMode returns the copy mode of NumPy's ravel in C order: a view only
// of a C-contiguous layout.
func RavelMode(shape, st []int) Copy {
	if IsContig(shape, st, C) {
		return CopyNever
	}
	return CopyAlways
}
