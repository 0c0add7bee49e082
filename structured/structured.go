package structured

import (
	"fmt"
	"slices"

	"github.com/fixedrank/tensor"
	"github.com/fixedrank/tensor/dyn"

	"github.com/fixedrank/tensor/internal/engine"
)

var _ fmt.Stringer = Storage[int]{}

// Storage is a tensor stored as a payload plus axis classes, after
// tensor4all's StructuredStorage: the payload is a strided array (dims,
// strides, offset into data) and classes maps each logical axis to a
// payload axis. Logical axes of one class move together: the logical
// element at idx is payload[idx of each class] when every axis of a class
// has the same index, and a structural zero otherwise. Dense storage has
// classes 0, 1, …, n-1; diagonal storage has logical rank at least 2 and
// all classes 0.
//
// Classes are in canonical first-appearance order: the first axis has
// class 0 and each axis has a class already seen or the next new one
// ([0 1 0] is canonical, [1 0] is not), and every payload axis is used.
//
// A Storage value shares its data; Map and the conversions to tensors
// allocate. The zero Storage has logical rank 0 and no payload element;
// use the constructors to make storage.
type Storage[T any] struct {
	data    []T
	dims    []int // payload dims
	strides []int // payload strides
	offset  int
	classes []int
}

// New returns the structured storage with the given payload
// (data, dims, strides, offset) and axis classes, after checking it. It
// returns an error wrapping [tensor.ErrRank] if dims and strides differ in length,
// [tensor.ErrAxis] if the classes are not canonical or leave a payload axis
// unused, and the errors of dyn.New and dyn.Layout.Within for the payload
// ([tensor.ErrShape], [tensor.ErrBounds], [tensor.ErrOverflow], [tensor.ErrOverlap]).
func New[T any](data []T, dims, strides []int, offset int, classes []int) (Storage[T], error) {
	if len(dims) != len(strides) {
		return Storage[T]{}, engine.Errorf(tensor.ErrRank, "New: payload dims of rank %d, strides of rank %d", len(dims), len(strides))
	}
	if len(classes) > tensor.MaxRank {
		return Storage[T]{}, engine.Errorf(tensor.ErrRank, "New: logical rank %d exceeds %d", len(classes), tensor.MaxRank)
	}
	next := 0
	for k, c := range classes {
		switch {
		case c < 0 || c > next:
			return Storage[T]{}, engine.Errorf(tensor.ErrAxis, "New: classes %s not in first-appearance order at axis %d", engine.FmtInts(classes), k)
		case c == next:
			next++
		}
	}
	if next != len(dims) {
		return Storage[T]{}, engine.Errorf(tensor.ErrAxis, "New: classes %s use %d payload axes, payload has rank %d", engine.FmtInts(classes), next, len(dims))
	}
	p, err := dyn.New(dims, strides, offset)
	if err != nil {
		return Storage[T]{}, err
	}
	if err := p.Within(len(data)); err != nil {
		return Storage[T]{}, err
	}
	return Storage[T]{data: data, dims: p.Shape(), strides: p.Strides(), offset: offset, classes: slices.Clone(classes)}, nil
}

// Dense returns dense structured storage over data, contiguous
// in order, with logical dims dims (classes 0, 1, …, n-1).
func Dense[T any](data []T, dims []int, order tensor.Order) (Storage[T], error) {
	p, err := dyn.Contiguous(dims, order)
	if err != nil {
		return Storage[T]{}, err
	}
	classes := make([]int, len(dims))
	for k := range classes {
		classes[k] = k
	}
	if n := p.Size(); n != len(data) {
		return Storage[T]{}, engine.Errorf(tensor.ErrShape, "Dense: %d elements for dims %s of size %d", len(data), engine.FmtInts(dims), n)
	}
	return New(data, p.Shape(), p.Strides(), 0, classes)
}

// Diagonal returns the storage of logical rank rank whose
// logical axes all have class 0 and length len(diag), with diag as the
// payload, after tensor4all's from_diag_col_major. For rank >= 2 it is
// diagonal storage ([Storage.IsDiagonal]); for rank 1 the classes are
// [0], which is dense storage of the vector diag. Rank 0 gives the scalar
// storage diag[0]: payload dims [] and classes [], which is dense.
//
// It returns an error wrapping [tensor.ErrRank] if rank is negative or exceeds
// [tensor.MaxRank], and one wrapping [tensor.ErrShape] if rank is 0 and len(diag) is not 1.
func Diagonal[T any](diag []T, rank int) (Storage[T], error) {
	if rank < 0 || rank > tensor.MaxRank {
		return Storage[T]{}, engine.Errorf(tensor.ErrRank, "Diagonal: rank %d", rank)
	}
	if rank == 0 {
		if len(diag) != 1 {
			return Storage[T]{}, engine.Errorf(tensor.ErrShape, "Diagonal: %d elements for rank 0, want 1", len(diag))
		}
		return New(diag, []int{}, []int{}, 0, []int{})
	}
	return New(diag, []int{len(diag)}, []int{1}, 0, make([]int, rank))
}

// Rank returns the logical rank.
func (s Storage[T]) Rank() int { return len(s.classes) }

// Classes returns a copy of the axis classes.
func (s Storage[T]) Classes() []int { return slices.Clone(s.classes) }

// LogicalDims returns the length of each logical axis: the payload length
// of its class.
func (s Storage[T]) LogicalDims() []int {
	d := make([]int, len(s.classes))
	for k, c := range s.classes {
		d[k] = s.dims[c]
	}
	return d
}

// Payload returns the payload's layout and data (shared).
func (s Storage[T]) Payload() (dyn.Layout, []T) {
	return dyn.Unchecked(s.dims, s.strides, s.offset), s.data
}

// IsDense reports whether every logical axis has its own class.
func (s Storage[T]) IsDense() bool {
	for k, c := range s.classes {
		if c != k {
			return false
		}
	}
	return true
}

// IsDiagonal reports whether the logical rank is at least 2 and all
// logical axes share class 0 (tensor4all's is_diag). Dense and diagonal
// storage are disjoint: rank 0 and rank 1 with classes [0] are dense.
func (s Storage[T]) IsDiagonal() bool {
	if len(s.classes) < 2 {
		return false
	}
	for _, c := range s.classes {
		if c != 0 {
			return false
		}
	}
	return true
}

// String returns s as "Structured{classes=[0 0] dims=[3] payload=[1 2 3]}":
// the axis classes, the payload dims and the payload elements in C order,
// printed as [Tensor.String] prints a tensor (on several lines for a
// payload of rank 2 or more), whatever the payload's strides and offset.
// The zero Storage prints its payload as <nil>.
func (s Storage[T]) String() string {
	payload := "<nil>"
	if s.hasPayload() {
		payload = engine.Str(s.data, s.dims, s.strides, s.offset)
	}
	return "Structured{classes=" + engine.FmtInts(s.classes) + " dims=" + engine.FmtInts(s.dims) + " payload=" + payload + "}"
}

// hasPayload reports whether every payload address lies in data, which
// the constructors ensure; only the zero Storage (a rank-0 payload with
// no element) fails.
func (s Storage[T]) hasPayload() bool {
	return len(s.dims) > 0 || s.offset < len(s.data)
}

// Equal reports whether a and b are the same structured storage:
// the same axis classes, the same payload dims, and payload elements that
// are equal (==) at every payload index. Payload strides and offsets do not
// matter, so storage over a transposed or reversed copy of a payload
// equals the original. Two zero Storage values are equal; a zero value
// equals no storage made by a constructor.
func Equal[T comparable](a, b Storage[T]) bool {
	if !slices.Equal(a.classes, b.classes) || !slices.Equal(a.dims, b.dims) {
		return false
	}
	if !a.hasPayload() || !b.hasPayload() {
		return a.hasPayload() == b.hasPayload()
	}
	return engine.EqualData(a.payloadTensor(), b.payloadTensor())
}

// PayloadContiguous returns the payload's elements in a new buffer,
// contiguous in order. It panics with an error wrapping [tensor.ErrOverflow] or
// [tensor.ErrTooLarge] if that buffer cannot be allocated (a payload with zero
// strides can describe more elements than memory holds).
func (s Storage[T]) PayloadContiguous(order tensor.Order) []T {
	var st [tensor.MaxRank]int
	data, err := engine.CloneData("Structured", s.payloadTensor(), order, st[:len(s.dims)])
	if err != nil {
		panic(err)
	}
	return data
}

// DenseView returns the logical tensor's data and layout without copying
// when the storage is dense (the payload is then the logical tensor); ok is
// false otherwise.
func (s Storage[T]) DenseView() (data []T, l dyn.Layout, ok bool) {
	if !s.IsDense() {
		return nil, dyn.Layout{}, false
	}
	return s.data, dyn.Unchecked(s.dims, s.strides, s.offset), true
}

// Map returns the storage with f applied to every payload element, in a
// new contiguous payload with the same classes. Structural zeros are not
// mapped: f should send the zero value to zero for the result to mean
// f applied elementwise. It panics as [Storage.PayloadContiguous] does.
func Map[U, T any](s Storage[T], f func(T) U) Storage[U] {
	vals := s.PayloadContiguous(tensor.C)
	out := make([]U, len(vals))
	for i, v := range vals {
		out[i] = f(v)
	}
	p, _ := dyn.Contiguous(s.dims, tensor.C)
	return Storage[U]{data: out, dims: p.Shape(), strides: p.Strides(), classes: slices.Clone(s.classes)}
}

// PermuteLogical returns the storage whose logical axis j is logical axis
// perm[j] of s. The classes are relabelled to first-appearance order and the
// payload axes permuted to match (no copy), so a plain transpose of dense
// storage works. It returns an error wrapping [tensor.ErrAxis] or [tensor.ErrRank] if
// perm is not a permutation of the logical axes.
func (s Storage[T]) PermuteLogical(perm ...int) (Storage[T], error) {
	n := len(s.classes)
	if len(perm) != n {
		return Storage[T]{}, engine.Errorf(tensor.ErrRank, "PermuteLogical: %d axes for rank %d", len(perm), n)
	}
	moved := make([]int, n)
	scratch := make([]int, n)
	if err := engine.Permute("PermuteLogical", s.classes, s.classes, perm, moved, scratch); err != nil {
		return Storage[T]{}, err
	}
	// Relabel: old class -> new label in order of first appearance.
	label := make([]int, len(s.dims))
	for i := range label {
		label[i] = -1
	}
	r := Storage[T]{data: s.data, offset: s.offset, dims: make([]int, len(s.dims)), strides: make([]int, len(s.dims)), classes: make([]int, n)}
	next := 0
	for j, c := range moved {
		if label[c] < 0 {
			label[c] = next
			r.dims[next], r.strides[next] = s.dims[c], s.strides[c]
			next++
		}
		r.classes[j] = label[c]
	}
	return r, nil
}

// payloadTensor returns the payload as a strided operand.
func (s Storage[T]) payloadTensor() engine.Strided[T] {
	return engine.Strided[T]{Data: s.data, Shape: s.dims, St: s.strides, Off: s.offset}
}

// denseInto writes the logical tensor into data, laid out by the logical
// layout (shape, strides, offset), which must be zeroed: the payload is
// assigned through a view of the dense buffer whose payload axis c has
// the sum of the strides of the logical axes of class c.
func (s Storage[T]) denseInto(data []T, lstrides []int, loff int) {
	vst := make([]int, len(s.dims))
	for k, c := range s.classes {
		vst[c] += lstrides[k]
	}
	engine.CopyStrided(engine.Strided[T]{Data: data, Shape: s.dims, St: vst, Off: loff}, s.payloadTensor())
}

// ToTensor returns the logical dense tensor of s in a new buffer,
// contiguous in order, with structural zeros filled in. D names the logical
// rank; a mismatch is an error wrapping [tensor.ErrRank]. A logical size that
// cannot be allocated is an error wrapping [tensor.ErrOverflow] or [tensor.ErrTooLarge]
// (a diagonal of n elements is n^rank logical ones).
func ToTensor[D tensor.Dim, T any](s Storage[T], order tensor.Order) (tensor.Tensor[T, D], error) {
	shape, err := tensor.ToDim[D](s.LogicalDims())
	if err != nil {
		return tensor.Tensor[T, D]{}, err
	}
	l, err := tensor.Contiguous(shape, order)
	if err != nil {
		return tensor.Tensor[T, D]{}, err
	}
	data, err := engine.MakeBuf[T]("ToTensor", l.Size())
	if err != nil {
		return tensor.Tensor[T, D]{}, err
	}
	if len(data) > 0 {
		s.denseInto(data, l.Dyn().Strides(), 0)
	}
	return tensor.View(data, l)
}

// FromTensor returns dense structured storage that shares t's buffer and
// layout as its payload. It returns an error wrapping [tensor.ErrOverlap] if
// distinct indices of t share elements through non-zero strides
// (overlapping windows); a broadcast's zero strides are allowed.
func FromTensor[T any, D tensor.Dim](t tensor.Tensor[T, D]) (Storage[T], error) {
	l := t.Layout().Dyn()
	classes := make([]int, l.Rank())
	for k := range classes {
		classes[k] = k
	}
	return New(t.Data(), l.Shape(), l.Strides(), l.Offset(), classes)
}
