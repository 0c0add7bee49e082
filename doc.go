// Package tensor provides strided tensor layouts whose rank the Go compiler
// checks, in the spirit of NumPy's strides, C++ std::mdspan and the Rust
// crates rstsr and ndshape.
//
// A [Layout] takes a fixed-size array type as its dimension parameter:
// Layout[[3]int] is a rank-3 layout, and passing it where a
// Layout[[2]int] is expected does not compile. The layout holds a shape,
// signed strides and an offset, all counted in elements. Views (permute,
// transpose, swap, flip, slicing with steps, broadcasting, …) return new
// layouts that address the same elements; on a fixed rank they allocate
// nothing.
//
// For ranks known only at run time (a shape read from a file, NumPy-style
// indexing whose result rank depends on the items) there is [DynLayout], a
// separate type with the same semantics and the same algorithms. Convert
// with [Layout.Dyn], [FromDyn] and [AsRank].
//
// # Addressing
//
// The element at index (i0, …, in-1) of a layout lives at
//
//	offset + i0*stride0 + … + in-1*stride(n-1)
//
// [Layout.IndexUnchecked] is the one implementation of that formula; the
// checked [Layout.Index] accepts negative indices, which count from the end
// of their axis as in NumPy.
//
// # Orders
//
// [C] (row-major, the last index varies fastest) is the default, as in
// NumPy. [F] (column-major, the first index varies fastest) is available
// wherever an order matters: [Contiguous], [RuntimeShape], reshapes.
// Contiguity follows NumPy's relaxed rule: axes of length 1 are ignored and
// a layout with an axis of length 0 is both C- and F-contiguous. Contiguous
// strides count dimensions of length 0 as 1, as NumPy's reshape does (a new
// empty NumPy array may instead have all-zero strides; no address differs).
//
// # Invariants
//
// A layout made by [New], [Contiguous] or any view of such a layout
// satisfies:
//   - every dimension is >= 0 and the size fits in an int;
//   - the offset and every address are >= 0, and the extent fits in an int;
//   - no two distinct indices share an address unless an axis of length > 1
//     has stride 0 (a broadcast, which is read-only by convention).
//
// [Unchecked] skips these checks for callers who already know them to hold.
// [Layout.Within] checks a layout against a buffer length.
//
// # Aliasing
//
// Layouts are values and never change: every method returns a new layout.
// A [DynLayout] copies the slices given to its constructors and its
// accessors return copies, so no caller can alias its internals.
//
// # Overlap
//
// [Layout.NonOverlappingFast] is rstsr's sufficient test (sort axes by
// |stride|; each stride must exceed the extent of the smaller ones). It
// rejects valid layouts such as shape [3 2] with strides [2 3].
// [Layout.SelfOverlap] is exact: after the fast test it searches the bounded
// linear Diophantine problem, as NumPy's mem_overlap.c does, and reports
// [ErrTooHard] rather than guessing when its work cap is reached.
//
// # Errors
//
// Functions that take values known only at run time (shapes, strides, axes,
// indices) return an error that wraps one of the exported sentinels
// ([ErrRank], [ErrShape], [ErrAxis], [ErrIndex], [ErrStep], [ErrOverlap],
// [ErrTooHard], [ErrBounds], [ErrBroadcast], [ErrOverflow], [ErrNotView]),
// so callers use [errors.Is]. Messages start with "tensor: " and name the
// operation and the values. No function that returns an error panics; sizes,
// extents and offsets are computed with overflow checks, so a shape such as
// [1<<40, 1<<40] is an [ErrOverflow], not a wrap-around. Unchecked element
// access ([Layout.IndexUnchecked]) is for hot loops and says so.
//
// # Linearizers
//
// [RuntimeShape] maps coordinates of any integer type to linear indices and
// back, in C or F order (ndshape's x + X*y + X*Y*z is F order).
//
// # Encoding and neighbours
//
// Layouts implement encoding/json and encoding.BinaryMarshaler: JSON is
// {"shape":[…],"strides":[…],"offset":n}; the binary form is 'L', a
// version byte, the rank and signed varints. Decoding checks the result as
// [New] (or [NewDyn]) does and leaves the receiver unchanged on error;
// both forms move freely between a Layout[D] and a DynLayout of the same
// rank. Tensors themselves are encoded as NumPy .npy files by the
// subpackage npy. The subpackages tensormat (gonum matrices and vectors)
// and tensorimage (image.RGBA, NRGBA and Gray) convert without copies
// where the other side can describe the layout, and say when they copied
// or why they cannot.
package tensor
