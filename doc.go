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
// with [Layout.Dyn], [FromDyn] and [AsRankLayout].
//
// A view that changes the rank names its result's rank at the call site,
// Select[[2]int](t, 0, 1), and checks it at run time; where the rank
// follows from an argument, as in [ReshapeLayout], it is inferred. The
// package [github.com/fixedrank/tensor/ranks] spells both ranks out for
// ranks 1 to 8 (ranks.Select3(t, 0, 1) of a rank-2 t does not compile) and
// holds the per-rank addressing below; the tensorgen command
// (gen/tensorgen) writes the same helpers for other ranks, and constant
// shapes, into your own package.
//
// # Addressing
//
// The element at index (i0, …, in-1) of a layout lives at
//
//	offset + i0*stride0 + … + in-1*stride(n-1)
//
// The checked [Layout.Index] accepts negative indices, which count from the
// end of their axis as in NumPy. For hot loops, [Layout.IndexUnchecked] and
// [Tensor.Ptr] take the index as an array and work at every rank;
// ranks.Index1 to ranks.Index8 and ranks.Ptr1 to ranks.Ptr7 take it as
// arguments,
//
//	for i := range n0 {
//		for j := range n1 {
//			sum += *ranks.Ptr2(&t, i, j)
//		}
//	}
//
// and inline into callers in any package, where they run within about 10 %
// of the sum written out by hand; the array form, held in memory, runs at
// 0.4 to 0.9 of it. Ptr{n} also loads the tensor's buffer at each call,
// which d[ranks.Index2(&l, i, j)] with d := t.Data() and l := t.Layout()
// taken out of the loop does not. None of them checks the index. They are
// written over [Layout.Addressing] and [Tensor.Addressing], which give the
// offset and the strides in place, for loops of your own. Layouts of a
// named dimension type (type Voxel [3]int) use the array form. To visit
// every element, [Tensor.Values] (C order) and [Tensor.Runs] (memory order)
// are as fast as nested loops and need no index at all.
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
// # Writes into shared memory
//
// Every function that writes into a caller's tensor ([Assign], [AddTo],
// [SubtractTo], [MultiplyTo], [DivideTo], [ZipTo], [Scale]) gives the result
// of computing into a temporary and copying, whatever the destination
// shares with its inputs, as NumPy guarantees for out= and assignment:
// AddTo(a, a, a.Transpose()) is NumPy's a += a.T. The decision uses the
// exact two-layout overlap test, and only an input that overlaps the
// destination other than through the destination's own layout is copied;
// the in-place form AddTo(a, a, b), where element k reads only element k,
// never copies or allocates. A write that fails leaves the destination as
// it was (integer division checks every divisor first). [SharesMemory] and
// [MayShareMemory] (NumPy's np.shares_memory and np.may_share_memory)
// answer the same question for callers, for tensors and for layouts of one
// buffer ([LayoutsShareMemory]).
//
// # Reductions
//
// [Sum] follows np.sum: integers narrower than 64 bits are added in a
// 64-bit accumulator, floats with NumPy's pairwise summation over chunks of
// 8192 elements, so a contiguous float sum is bit for bit NumPy's. Where
// NumPy would return a wider integer type, Sum and [SumAxis] return the
// element type and report [ErrOverflow] if the total does not fit (200 int8
// ones): sum a wider copy instead. [Mean] and [MeanAxis] return float64 for
// every real element type, as np.mean does for integers (a float32 mean is
// computed in float32 as NumPy does and widened exactly).
//
// # Zero values
//
// The zero value of a Tensor of rank 1 or more is an empty tensor (every
// dimension 0). The zero value of a rank-0 Tensor, and the zero DynTensor,
// have a rank-0 layout but no buffer, so no element: every operation treats
// them as empty (iterators yield nothing, Sum is 0, Fill does nothing,
// String prints "[]"), and At and Set, which name the missing element,
// return an error wrapping [ErrBounds].
//
// # Errors
//
// Functions that take values known only at run time (shapes, strides, axes,
// indices) return an error that wraps one of the exported sentinels
// ([ErrRank], [ErrShape], [ErrAxis], [ErrIndex], [ErrStep], [ErrOverlap],
// [ErrTooHard], [ErrBounds], [ErrBroadcast], [ErrOverflow], [ErrNotView],
// [ErrReadOnly], [ErrDivideByZero], [ErrTooLarge], [ErrFormat]), so callers
// use [errors.Is]. Messages start with "tensor: " and name the operation and
// the values. No function that returns an error panics; sizes, extents and
// offsets are computed with overflow checks, so a shape such as [1<<40,
// 1<<40] is an [ErrOverflow], not a wrap-around. Every allocation checks its
// byte count first: one that does not fit in an int is an [ErrOverflow],
// one larger than the machine's physical memory plus swap an [ErrTooLarge]
// (Go cannot recover from running out of memory). Unchecked element access
// ([Layout.IndexUnchecked], [Tensor.Ptr], ranks.Index3, …) is for hot loops
// and says so.
//
// # Where results differ from NumPy on purpose
//
//   - Integer [Divide] truncates toward zero (Go's division); NumPy's
//     divide of integers returns floats and floor_divide rounds down.
//     Dividing by an integer zero is an [ErrDivideByZero], not a warning.
//   - Integer sums that do not fit the element type are an [ErrOverflow]
//     instead of a wider result (see Reductions).
//   - Diagonal views are writable and constructors check their input.
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
