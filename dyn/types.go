package dyn

import (
	"github.com/fixedrank/tensor/internal/engine"
	"golang.org/x/exp/constraints"
)

// MaxRank is the largest rank of a [Layout]. It matches NumPy 1.x.
const MaxRank = engine.MaxRank

// DefaultMaxWork is the work cap of the exact overlap tests when the caller
// passes a cap of 0 or less.
const DefaultMaxWork = engine.DefaultMaxWork

// Order is a memory order for contiguous layouts and reshapes: [C]
// (row-major, NumPy's default) or [F] (column-major). It is the same type
// as tensor.Order.
type Order = engine.Order

const (
	// C is row-major order: the last index varies fastest.
	C = engine.C
	// F is column-major (Fortran) order: the first index varies fastest.
	F = engine.F
)

// Copy says whether a reshape may copy, as the copy argument of NumPy's
// reshape does.
type Copy = engine.Copy

const (
	// CopyIfNeeded returns a view when one exists and a copy otherwise.
	CopyIfNeeded = engine.CopyIfNeeded
	// CopyNever returns a view or an error wrapping [ErrNotView].
	CopyNever = engine.CopyNever
	// CopyAlways returns a copy.
	CopyAlways = engine.CopyAlways
)

// Number is a constraint that permits the integer, floating-point and
// complex types: the element types of the arithmetic functions.
type Number interface {
	constraints.Integer | constraints.Float | constraints.Complex
}

// Real is a constraint that permits the integer and floating-point types:
// the element types with an order.
type Real interface {
	constraints.Integer | constraints.Float
}

// Item is one entry of a NumPy-style index for [Tensor.Subscript]; it is
// the same type as tensor.Item.
type Item = engine.Item

// Colon returns the full slice ":".
func Colon() Item { return engine.All() }

// Range returns the slice start:stop.
func Range(start, stop int) Item { return engine.Range(start, stop) }

// From returns the slice start:.
func From(start int) Item { return engine.From(start) }

// Until returns the slice :stop.
func Until(stop int) Item { return engine.To(stop) }

// Index returns the integer index i, which removes its axis.
func Index(i int) Item { return engine.At(i) }

// NewAxis returns the item that inserts an axis of length 1.
func NewAxis() Item { return engine.NewAxis() }

// Ellipsis returns the item that stands for as many full slices as needed.
func Ellipsis() Item { return engine.Ellipsis() }

// Run is a stretch of elements of a tensor's buffer: Data()[Offset +
// i*Stride] for i in [0, Count).
type Run = engine.Run
