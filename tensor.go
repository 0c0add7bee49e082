package tensor

import (
	"github.com/fixedrank/tensor/internal/engine"

	"github.com/fixedrank/tensor/internal/kernel"

	"golang.org/x/exp/constraints"
)

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

// FromSlice returns the C-contiguous tensor of shape over data, which it
// shares (no copy). It returns an error wrapping [ErrShape] if len(data) is
// not the size of shape (or a dimension is negative) and [ErrOverflow] if
// the size does not fit in an int.
func FromSlice[T any, D Dim](data []T, shape D) (Tensor[T, D], error) {
	l, err := Contiguous(shape, C)
	if err != nil {
		return Tensor[T, D]{}, err
	}
	if n := l.Size(); n != len(data) {
		return Tensor[T, D]{}, engine.Errorf(ErrShape, "FromSlice: %d elements for shape %s of size %d", len(data), engine.FmtInts(ints(&shape)), n)
	}
	return Tensor[T, D]{data: data, layout: l}, nil
}

// View returns the tensor with layout l over data, which it shares. It
// returns an error wrapping [ErrShape] if a dimension of l is negative,
// [ErrOverflow] if its size or extent does not fit in an int (layouts made
// by [Unchecked] can be anything), and [ErrBounds] if an address of l is
// outside data. The view is read-only if distinct indices of l share an
// address.
func View[T any, D Dim](data []T, l Layout[D]) (Tensor[T, D], error) {
	if err := engine.CheckView("View", len(data), ints(&l.shape), ints(&l.strides), l.offset); err != nil {
		return Tensor[T, D]{}, err
	}
	return Tensor[T, D]{data: data, layout: l, readOnly: engine.MayShare(ints(&l.shape), ints(&l.strides))}, nil
}

// Zeros returns a new C-contiguous tensor of shape filled with the zero
// value. It returns the errors of [Contiguous], and an error wrapping
// [ErrOverflow] if the buffer's size in bytes does not fit in an int or
// [ErrTooLarge] if it exceeds the machine's memory (physical memory plus
// swap), which Go could only answer with a fatal out-of-memory error.
func Zeros[T any, D Dim](shape D) (Tensor[T, D], error) {
	l, err := Contiguous(shape, C)
	if err != nil {
		return Tensor[T, D]{}, err
	}
	data, err := engine.MakeBuf[T]("Zeros", l.Size())
	if err != nil {
		return Tensor[T, D]{}, err
	}
	return Tensor[T, D]{data: data, layout: l}, nil
}

// empty returns a new C-contiguous tensor of shape for a result that the
// caller writes whole before returning it (engine.MakeResult: not cleared
// first), or drops on error.
func empty[T any, D Dim](op string, shape D) (Tensor[T, D], error) {
	l, err := Contiguous(shape, C)
	if err != nil {
		return Tensor[T, D]{}, err
	}
	data, err := engine.MakeResult[T](op, l.Size())
	if err != nil {
		return Tensor[T, D]{}, err
	}
	return Tensor[T, D]{data: data, layout: l}, nil
}

// Full returns a new C-contiguous tensor of shape with every element v. It
// returns the errors of [Zeros].
func Full[T any, D Dim](shape D, v T) (Tensor[T, D], error) {
	t, err := empty[T]("Full", shape) // every element is written below
	kernel.Fill(t.data, v)
	return t, err
}

// FromFunc returns a new C-contiguous tensor of shape whose element at idx
// is f(idx), called in C order. It returns the errors of [Zeros].
func FromFunc[T any, D Dim](shape D, f func(idx D) T) (Tensor[T, D], error) {
	t, err := Zeros[T](shape)
	if err != nil || len(t.data) == 0 {
		return t, err
	}
	i := 0 // t is C-contiguous: its indices in C order are its elements in order
	for idx := range t.All() {
		t.data[i] = f(idx)
		i++
	}
	return t, nil
}

// Arange returns the rank-1 tensor start, start+step, … up to but not
// including stop, as NumPy's arange. The length is ceil((stop-start)/step)
// computed as NumPy computes it: for integer types the span is exact (never
// computed in the element type, so Arange[int8](-128, 127, 50) has 6
// elements) and divided by the step with correct rounding to float64; for floats the
// span and the quotient are float64, and a quotient that underflows to zero
// gives one element when it is positive (an infinite step gives [start]).
// (Beyond 2^53 the rounded quotient can differ from the exact one by one in
// either direction, as in NumPy.)
// The elements are start, start+step, and then start + i*delta with delta
// = (start+step) - start computed in T, as NumPy fills them.
//
// It returns an error wrapping [ErrStep] if step is zero, [ErrShape] if the
// length cannot be computed (a NaN bound or step), [ErrOverflow] if it is
// infinite or does not fit in an int, and the allocation errors of
// [Zeros].
func Arange[T constraints.Integer | constraints.Float](start, stop, step T) (Tensor[T, [1]int], error) {
	n, err := engine.ArangeLen(start, stop, step)
	if err != nil {
		return Tensor[T, [1]int]{}, err
	}
	data, err := engine.MakeResult[T]("Arange", n) // ArangeFill writes every element
	if err != nil {
		return Tensor[T, [1]int]{}, err
	}
	kernel.ArangeFill(data, start, step)
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

// ReadOnly reports whether writes through t are refused: distinct indices
// share elements, or t was marked by [Tensor.ReadOnlyView].
func (t Tensor[T, D]) ReadOnly() bool { return t.readOnly }

// ReadOnlyView returns t marked read-only (NumPy's writeable = False):
// writes through it and through its views return [ErrReadOnly]; copies of
// it are writable. The result shares elements with t. Data and Ptr still
// reach the buffer; they ignore the mark.
func (t Tensor[T, D]) ReadOnlyView() Tensor[T, D] {
	t.readOnly = true
	return t
}

// At returns the element at idx; negative indices count from the end. It
// returns an error wrapping [ErrRank] or [ErrIndex], or [ErrBounds] for the
// zero value of a rank-0 Tensor, which has no element.
func (t Tensor[T, D]) At(idx ...int) (T, error) {
	a, err := t.layout.Index(idx...)
	if err == nil {
		err = engine.InBuffer("At", a, len(t.data))
	}
	if err != nil {
		var z T
		return z, err
	}
	return t.data[a], nil
}

// Set stores v at idx; negative indices count from the end. It returns an
// error wrapping [ErrRank], [ErrIndex] or [ErrReadOnly], or [ErrBounds] for
// the zero value of a rank-0 Tensor.
func (t Tensor[T, D]) Set(v T, idx ...int) error {
	if t.readOnly {
		return engine.Errorf(ErrReadOnly, "Set")
	}
	a, err := t.layout.Index(idx...)
	if err == nil {
		err = engine.InBuffer("Set", a, len(t.data))
	}
	if err != nil {
		return err
	}
	t.data[a] = v
	return nil
}

// Ptr returns a pointer to the element at *idx without checking the index;
// it panics like slice indexing if the address is outside the buffer. It is
// the fast path for hot loops and ignores read-only marking. For a
// Tensor[T, [n]int] with n from 1 to 7, the per-rank ranks.Ptr1 to ranks.Ptr7, which
// take the index as arguments, are faster still (see [Layout.IndexUnchecked]).
func (t *Tensor[T, D]) Ptr(idx *D) *T { return &t.data[t.layout.IndexUnchecked(idx)] }

// ViewOf returns the tensor that reads t's elements through l, a layout
// derived from t.Layout() by any layout view, rank-changing ones included:
//
//	l, err := tensor.SelectLayout[[2]int](t.Layout(), 0, 1)
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

// Flip returns the view with the named axes reversed, or every axis when
// none is named (NumPy's flip); see [Layout.Flip]. The result shares
// elements with t.
func (t Tensor[T, D]) Flip(axes ...int) (Tensor[T, D], error) {
	l, err := t.layout.Flip(axes...)
	t.layout = l
	return t, err
}

// Rot90 returns the view rotated by k quarter turns in the plane of axes
// a and b (NumPy's rot90(t, k, axes=(a, b)), a view as in NumPy); see
// [Layout.Rot90]. t.Rot90(1, 0, 1) turns a matrix counterclockwise. The
// result shares elements with t.
func (t Tensor[T, D]) Rot90(k, a, b int) (Tensor[T, D], error) {
	l, err := t.layout.Rot90(k, a, b)
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

// Clone returns a copy of t in a new C-contiguous buffer. It panics if the
// copy cannot be allocated (see [Zeros]), which can happen only for a view
// whose elements share memory (a broadcast, or overlapping sliding
// windows): those may far outnumber the buffer's.
func (t Tensor[T, D]) Clone() Tensor[T, D] { return t.CloneOrder(C) }

// CloneOrder returns a copy of t in a new buffer, contiguous in order (C if
// order is not F). It panics as [Tensor.Clone] does.
func (t Tensor[T, D]) CloneOrder(order Order) Tensor[T, D] {
	r, err := t.cloneOrder("Clone", order)
	if err != nil {
		panic(err)
	}
	return r
}

// cloneOrder is CloneOrder with the allocation error returned. The zero
// value of a rank-0 Tensor clones to itself.
func (t Tensor[T, D]) cloneOrder(op string, order Order) (Tensor[T, D], error) {
	r := Tensor[T, D]{layout: Layout[D]{shape: t.layout.shape}}
	var err error
	if r.data, err = engine.CloneData(op, t.strided(), order, ints(&r.layout.strides)); err != nil {
		return Tensor[T, D]{}, err
	}
	return r, nil
}

// Fill sets every element of t to v. It returns an error wrapping
// [ErrReadOnly] for a read-only view.
func (t Tensor[T, D]) Fill(v T) error { return engine.Fill("Fill", t.strided(), v) }

// Assign copies src into dst as NumPy's dst[...] = src does: src is
// broadcast to dst's shape, and a src with more axes than dst is accepted
// when the extra leading axes have length 1 (a (1, 3, 2) src into a (3, 2)
// dst). When src and dst share memory the result equals copying through a
// temporary. It returns an error wrapping [ErrBroadcast] if the shapes do
// not broadcast to dst's (a zero-value source has no element to broadcast),
// [ErrReadOnly] if dst is read-only, and the allocation errors of [Zeros]
// if a source that dst overlaps cannot be copied; dst is then unchanged.
func Assign[T any, D, E Dim](dst Tensor[T, D], src Tensor[T, E]) error {
	return engine.Assign("Assign", dst.strided(), src.strided())
}

// ArrayEqual reports whether a and b have the same shape and equal elements
// (compared with ==, so NaN differs from itself), as NumPy's np.array_equal
// except that the shapes must match exactly (no broadcasting). It allocates
// nothing. For the elementwise comparison (np.equal) see [Equal].
func ArrayEqual[T comparable, D Dim](a, b Tensor[T, D]) bool {
	return engine.EqualData(a.strided(), b.strided())
}
