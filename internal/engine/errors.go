package engine

import (
	"errors"
	"fmt"
)

// Sentinel errors. Every error returned by this package wraps at least one of
// them, so callers can test with [errors.Is]; the message names the operation
// and the offending values.
var (
	// ErrRank reports a rank mismatch: a wrong number of indices, axes or
	// dimensions, or a conversion between layouts of different rank.
	ErrRank = errors.New("rank mismatch")
	// ErrShape reports an invalid shape: a negative dimension or a size that
	// does not match.
	ErrShape = errors.New("invalid shape")
	// ErrAxis reports an axis number out of range or repeated.
	ErrAxis = errors.New("invalid axis")
	// ErrIndex reports an index out of range or a malformed index item.
	ErrIndex = errors.New("index out of range")
	// ErrStep reports a slice step of zero.
	ErrStep = errors.New("slice step cannot be zero")
	// ErrOverlap reports a layout in which two distinct indices share an
	// address where that is not allowed.
	ErrOverlap = errors.New("layout overlaps itself")
	// ErrTooHard reports that the exact overlap test gave up after its work
	// cap; the answer is unknown, not "no".
	ErrTooHard = errors.New("overlap problem too hard")
	// ErrBounds reports an address outside the allowed range: a negative
	// minimum address or one at or beyond the buffer length.
	ErrBounds = errors.New("address out of bounds")
	// ErrBroadcast reports shapes that cannot be broadcast together.
	ErrBroadcast = errors.New("shapes cannot be broadcast")
	// ErrOverflow reports an integer overflow in a size, extent, stride or
	// offset computation.
	ErrOverflow = errors.New("integer overflow")
	// ErrNotView reports that a result cannot be expressed as a view of the
	// same elements (a reshape, or a conversion to a type with a fixed
	// layout such as an image); the caller must copy.
	ErrNotView = errors.New("not expressible as a view; copy first")
	// ErrTooLarge reports an allocation larger than this machine's memory
	// (physical memory plus swap), which Go could only end with a fatal
	// out-of-memory error.
	ErrTooLarge = errors.New("allocation too large")
	// ErrDivideByZero reports an integer division by zero.
	ErrDivideByZero = errors.New("integer division by zero")
	// ErrFormat reports malformed encoded input: JSON or binary layouts that
	// are truncated, of the wrong type, or otherwise not what the encoder
	// writes.
	ErrFormat = errors.New("malformed encoding")
	// ErrValue reports an argument outside its domain, where NumPy raises
	// ValueError: a quantile outside [0, 1], an unknown method.
	ErrValue = errors.New("invalid value")
)

// Errorf returns an error whose message is "tensor: " followed by the
// formatted text and the sentinel's text, and which wraps sentinel (and any
// error the format itself wraps with %w).
func Errorf(sentinel error, format string, args ...any) error {
	return fmt.Errorf("tensor: "+format+": %w", append(args, sentinel)...)
}
