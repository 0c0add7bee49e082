package tensor

import (
	"errors"
	"slices"

	"golang.org/x/exp/constraints"
)

// ErrReadOnly reports a write through a view whose distinct indices share
// elements (a broadcast or overlapping sliding windows).
var ErrReadOnly = errors.New("view is read-only")

// Tensor is a rank-len(D) array of T: a shared element buffer plus a
// [Layout]. Element i lives at Data()[Layout().IndexUnchecked(&i)].
//
// Views (Transpose, Permute, Slice, [ViewOf] of any layout view) share
// elements with their parent and allocate nothing beyond the header. A view
// whose indices share elements (broadcast, overlapping windows) is
// read-only: writes through it return [ErrReadOnly].
type Tensor[T any, D Dim] struct {
	data     []T
	layout   Layout[D]
	readOnly bool
}

// Number is a constraint that permits the integer, floating-point and
// complex types: the element types of the arithmetic functions.
type Number interface {
	constraints.Integer | constraints.Float | constraints.Complex
}

// FromSlice returns the C-contiguous tensor of shape over data, which it
// shares (no copy). It returns an error wrapping [ErrShape] if len(data) is
// not the size of shape (or a dimension is negative) and [ErrOverflow] if
// the size does not fit in an int.
func FromSlice[T any, D Dim](data []T, shape D) (Tensor[T, D], error) {
	l, err := NewC(shape)
	if err != nil {
		return Tensor[T, D]{}, err
	}
	if n := l.Size(); n != len(data) {
		return Tensor[T, D]{}, errorf(ErrShape, "FromSlice: %d elements for shape %s of size %d", len(data), fmtInts(ints(&shape)), n)
	}
	return Tensor[T, D]{data: data, layout: l}, nil
}

// View returns the tensor with layout l over data, which it shares. It
// returns an error wrapping [ErrBounds] if an address of l is outside data.
// The view is read-only if distinct indices of l share an address.
func View[T any, D Dim](data []T, l Layout[D]) (Tensor[T, D], error) {
	if err := l.Within(len(data)); err != nil {
		return Tensor[T, D]{}, err
	}
	return Tensor[T, D]{data: data, layout: l, readOnly: mayShare(ints(&l.shape), ints(&l.strides))}, nil
}

// Zeros returns a new C-contiguous tensor of shape filled with the zero
// value. It returns the errors of [NewC].
func Zeros[T any, D Dim](shape D) (Tensor[T, D], error) {
	l, err := NewC(shape)
	if err != nil {
		return Tensor[T, D]{}, err
	}
	return Tensor[T, D]{data: make([]T, l.Size()), layout: l}, nil
}

// Full returns a new C-contiguous tensor of shape with every element v.
func Full[T any, D Dim](shape D, v T) (Tensor[T, D], error) {
	t, err := Zeros[T](shape)
	for i := range t.data {
		t.data[i] = v
	}
	return t, err
}

// FromFunc returns a new C-contiguous tensor of shape whose element at idx
// is f(idx), called in C order.
func FromFunc[T any, D Dim](shape D, f func(idx D) T) (Tensor[T, D], error) {
	t, err := Zeros[T](shape)
	if err != nil || len(t.data) == 0 {
		return t, err
	}
	var idx D
	for i := range t.data {
		t.data[i] = f(idx)
		for k := len(idx) - 1; k >= 0; k-- {
			idx[k]++
			if idx[k] < shape[k] {
				break
			}
			idx[k] = 0
		}
	}
	return t, nil
}

// Arange returns the rank-1 tensor start, start+step, … up to but not
// including stop, as NumPy's arange. It returns an error wrapping [ErrStep]
// if step is zero and [ErrShape] if the length is not finite or too large.
func Arange[T constraints.Integer | constraints.Float](start, stop, step T) (Tensor[T, [1]int], error) {
	if step == 0 {
		return Tensor[T, [1]int]{}, errorf(ErrStep, "Arange: step 0")
	}
	n := 0
	if (step > 0 && stop > start) || (step < 0 && stop < start) {
		span := float64(stop-start) / float64(step)
		if !(span < 1<<48) { // also rejects NaN
			return Tensor[T, [1]int]{}, errorf(ErrShape, "Arange: length %v too large", span)
		}
		n = int(span)
		if float64(n) < span {
			n++
		}
	}
	data := make([]T, n)
	// NumPy fills with start + i*delta where delta = (start+step) - start,
	// which differs from step in the last bits for floats.
	delta := (start + step) - start
	for i := range data {
		data[i] = start + T(i)*delta
	}
	return FromSlice(data, [1]int{n})
}

// Layout returns the tensor's layout.
func (t Tensor[T, D]) Layout() Layout[D] { return t.layout }

// Shape returns the length of each axis.
func (t Tensor[T, D]) Shape() D { return t.layout.shape }

// Size returns the number of elements.
func (t Tensor[T, D]) Size() int { return t.layout.Size() }

// Data returns the underlying buffer, shared with t; the tensor's elements
// are at the addresses of its layout.
func (t Tensor[T, D]) Data() []T { return t.data }

// ReadOnly reports whether writes through t are refused because distinct
// indices share elements.
func (t Tensor[T, D]) ReadOnly() bool { return t.readOnly }

// At returns the element at idx; negative indices count from the end. It
// returns an error wrapping [ErrRank] or [ErrIndex].
func (t Tensor[T, D]) At(idx ...int) (T, error) {
	a, err := t.layout.Index(idx...)
	if err != nil {
		var z T
		return z, err
	}
	return t.data[a], nil
}

// Set stores v at idx; negative indices count from the end. It returns an
// error wrapping [ErrRank], [ErrIndex] or [ErrReadOnly].
func (t Tensor[T, D]) Set(v T, idx ...int) error {
	if t.readOnly {
		return errorf(ErrReadOnly, "Set")
	}
	a, err := t.layout.Index(idx...)
	if err != nil {
		return err
	}
	t.data[a] = v
	return nil
}

// Ptr returns a pointer to the element at *idx without checking the index;
// it panics like slice indexing if the address is outside the buffer. It is
// the fast path for hot loops and ignores read-only marking.
func (t *Tensor[T, D]) Ptr(idx *D) *T { return &t.data[t.layout.IndexUnchecked(idx)] }

// ViewOf returns the tensor that reads t's elements through l, a layout
// derived from t.Layout() by any layout view, rank-changing ones included:
//
//	l, err := tensor.Select[[2]int](t.Layout(), 0, 1)
//	row, err := tensor.ViewOf(t, l)
//
// The result shares elements with t. It returns an error wrapping
// [ErrBounds] if l addresses memory outside t's buffer. The view is
// read-only if t is or if distinct indices of l share elements.
func ViewOf[E Dim, T any, D Dim](t Tensor[T, D], l Layout[E]) (Tensor[T, E], error) {
	v, err := View(t.data, l)
	v.readOnly = v.readOnly || t.readOnly
	return v, err
}

// Transpose returns the view with the axes reversed. The result shares
// elements with t.
func (t Tensor[T, D]) Transpose() Tensor[T, D] {
	t.layout = t.layout.Transpose()
	return t
}

// Permute returns the view whose axis j is axis axes[j] of t; see
// [Layout.Permute]. The result shares elements with t.
func (t Tensor[T, D]) Permute(axes D) (Tensor[T, D], error) {
	l, err := t.layout.Permute(axes)
	t.layout = l
	return t, err
}

// SwapAxes returns the view with axes a and b exchanged. The result shares
// elements with t.
func (t Tensor[T, D]) SwapAxes(a, b int) (Tensor[T, D], error) {
	l, err := t.layout.SwapAxes(a, b)
	t.layout = l
	return t, err
}

// Flip returns the view with axis reversed. The result shares elements with t.
func (t Tensor[T, D]) Flip(axis int) (Tensor[T, D], error) {
	l, err := t.layout.Flip(axis)
	t.layout = l
	return t, err
}

// Slice returns the view with axis sliced by s; see [Layout.Slice]. The
// result shares elements with t.
func (t Tensor[T, D]) Slice(axis int, s Item) (Tensor[T, D], error) {
	l, err := t.layout.Slice(axis, s)
	t.layout = l
	return t, err
}

// Clone returns a copy of t in a new C-contiguous buffer.
func (t Tensor[T, D]) Clone() Tensor[T, D] { return t.CloneOrder(C) }

// CloneOrder returns a copy of t in a new buffer, contiguous in order (C if
// order is not F).
func (t Tensor[T, D]) CloneOrder(order Order) Tensor[T, D] {
	if order != F {
		order = C
	}
	l, _ := Contiguous(t.layout.shape, order) // cannot fail: the shape is valid
	r := Tensor[T, D]{data: make([]T, l.Size()), layout: l}
	copyStrided(r.data, &r.layout, t.data, &t.layout)
	return r
}

// Fill sets every element of t to v. It returns an error wrapping
// [ErrReadOnly] for a read-only view.
func (t Tensor[T, D]) Fill(v T) error {
	if t.readOnly {
		return errorf(ErrReadOnly, "Fill")
	}
	var zero Layout[D]
	zero.shape = t.layout.shape // stride 0 everywhere: one source element
	src := [1]T{v}
	copyStrided(t.data, &t.layout, src[:], &zero)
	return nil
}

// Assign copies src into dst, broadcasting src to dst's shape as NumPy's
// dst[...] = src does. When src and dst share memory the result equals
// copying through a temporary. It returns an error wrapping [ErrBroadcast]
// if the shapes do not broadcast to dst's and [ErrReadOnly] if dst is
// read-only.
func Assign[T any, D, E Dim](dst Tensor[T, D], src Tensor[T, E]) error {
	if dst.readOnly {
		return errorf(ErrReadOnly, "Assign")
	}
	sl, err := BroadcastTo(src.layout, dst.layout.shape)
	if err != nil {
		return err
	}
	srcData := src.data
	if mayAlias(dst.data, &dst.layout, src.data, &sl) {
		tmp := src.Clone()
		srcData = tmp.data
		sl, _ = BroadcastTo(tmp.layout, dst.layout.shape)
	}
	copyStrided(dst.data, &dst.layout, srcData, &sl)
	return nil
}

// Equal reports whether a and b have the same shape and equal elements
// (compared with ==, so NaN differs from itself).
func Equal[T comparable, D Dim](a, b Tensor[T, D]) bool {
	if a.layout.shape != b.layout.shape {
		return false
	}
	return slices.Equal(a.Clone().data, b.Clone().data)
}
