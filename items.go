package tensor

import "github.com/fixedrank/tensor/internal/engine"

// Item is one entry of a NumPy-style index for [Subscript]: a slice
// start:stop:step, an integer index, a new axis or an ellipsis. Build items
// with [Colon], [Range], [From], [Until], [Item.By], [Index], [NewAxis] and
// [Ellipsis]. The zero Item is the full slice ":". Its String method returns
// the item as Python writes it ("1:7:2", "::-1", ":", "3", "None", "...").
type Item = engine.Item

// Colon returns the full slice ":".
func Colon() Item { return engine.All() }

// Range returns the slice start:stop.
func Range(start, stop int) Item { return engine.Range(start, stop) }

// From returns the slice start: (to the end of the axis in the direction of
// the step).
func From(start int) Item { return engine.From(start) }

// Until returns the slice :stop.
func Until(stop int) Item { return engine.To(stop) }

// Index returns the integer index i, which removes its axis. Negative values
// count from the end of the axis.
func Index(i int) Item { return engine.At(i) }

// NewAxis returns the item that inserts an axis of length 1 (np.newaxis).
func NewAxis() Item { return engine.NewAxis() }

// Ellipsis returns the item that stands for as many full slices as needed
// (Python's ...). An index may hold at most one.
func Ellipsis() Item { return engine.Ellipsis() }

// Run is a stretch of elements of a tensor's buffer: Data()[Offset +
// i*Stride] for i in [0, Count). [Tensor.Runs] yields them.
type Run = engine.Run
