package dyn

import "github.com/fixedrank/tensor/internal/engine"

// Sentinel errors. Every error returned by this package wraps at least one of
// them, so callers can test with [errors.Is]; the message names the operation
// and the offending values. They are the same values as the sentinels of
// package tensor, so one errors.Is test serves both packages.
var (
	// ErrRank reports a rank mismatch: a wrong number of indices, axes or
	// dimensions, or a rank above [MaxRank].
	ErrRank = engine.ErrRank
	// ErrShape reports an invalid shape: a negative dimension or a size that
	// does not match.
	ErrShape = engine.ErrShape
	// ErrAxis reports an axis number out of range or repeated.
	ErrAxis = engine.ErrAxis
	// ErrIndex reports an index out of range or a malformed index item.
	ErrIndex = engine.ErrIndex
	// ErrStep reports a slice step of zero.
	ErrStep = engine.ErrStep
	// ErrOverlap reports a layout in which two distinct indices share an
	// address where that is not allowed.
	ErrOverlap = engine.ErrOverlap
	// ErrTooHard reports that the exact overlap test gave up after its work
	// cap; the answer is unknown, not "no".
	ErrTooHard = engine.ErrTooHard
	// ErrBounds reports an address outside the allowed range: a negative
	// minimum address or one at or beyond the buffer length.
	ErrBounds = engine.ErrBounds
	// ErrBroadcast reports shapes that cannot be broadcast together.
	ErrBroadcast = engine.ErrBroadcast
	// ErrOverflow reports an integer overflow in a size, extent, stride or
	// offset computation.
	ErrOverflow = engine.ErrOverflow
	// ErrNotView reports that a result cannot be expressed as a view of the
	// same elements; the caller must copy.
	ErrNotView = engine.ErrNotView
	// ErrTooLarge reports an allocation larger than this machine's memory
	// (physical memory plus swap).
	ErrTooLarge = engine.ErrTooLarge
	// ErrDivideByZero reports an integer division by zero.
	ErrDivideByZero = engine.ErrDivideByZero
	// ErrFormat reports malformed encoded input.
	ErrFormat = engine.ErrFormat
	// ErrReadOnly reports a write through a view whose distinct indices share
	// elements (a broadcast or overlapping sliding windows), or through a
	// tensor marked by [Tensor.ReadOnlyView].
	ErrReadOnly = engine.ErrReadOnly
	// ErrType reports an operand of a type the operation cannot take: neither a
	// tensor of the element type nor a Go number, or a number NumPy would
	// promote to another type (a float scalar with an integer tensor).
	ErrType = engine.ErrType
	// ErrSubscripts reports malformed einsum subscripts: a character that
	// is not a letter, a "." outside "...", a number of terms that differs
	// from the number of operands, an output letter that no operand has or
	// that repeats.
	ErrSubscripts = engine.ErrSubscripts
	// ErrValue reports an argument outside its domain, where NumPy raises
	// ValueError: a quantile outside [0, 1], an unknown method.
	ErrValue = engine.ErrValue
)
