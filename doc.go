// Package tensor provides NumPy-style strided tensors whose rank the Go
// compiler checks, in the spirit of NumPy's strides, C++ std::mdspan and the
// Rust crates rstsr and ndshape.
//
// A [Tensor] is a shared element buffer plus a [Layout]. Both take a
// fixed-size array type as their dimension parameter: Tensor[float64,
// [3]int] is a rank-3 tensor of float64, and passing it where a rank-2
// tensor is expected does not compile. Views (slicing with steps,
// transposes, broadcasting, reshapes, diagonals, sliding windows, …) share
// the elements and, on fixed ranks, allocate nothing; strided copies,
// elementwise arithmetic with broadcasting and reductions run on SIMD
// kernels:
//
//	a, _ := tensor.Arange(0.0, 24, 1)
//	t, _ := tensor.Reshape(a, [3]int{2, 3, 4})              // a.reshape(2, 3, 4)
//	v, _ := t.Subscript(tensor.Colon(), tensor.Range(1, 3), tensor.Colon().By(-1)) // t[:, 1:3, ::-1]
//	row, _ := tensor.Select[[2]int](t, 0, -1)               // t[-1]
//	s, _ := tensor.SumAxes[[2]int](v, 2)                     // v.sum(axis=2)
//	big, _ := tensor.Greater(s, 20)                          // s > 20: numbers are operands too
//	z, _ := tensor.Where(big, s, 0)                          // np.where(s > 20, s, 0)
//	fmt.Println(z)                                           // printed as NumPy prints it
//
// Errors are ignored above for brevity only: every function that takes
// shapes, axes or indices returns an error (see Errors). For ranks known
// only at run time (a .npy file of unknown rank) there is package
// [github.com/fixedrank/tensor/dyn]: dyn.Tensor and dyn.Layout with the same
// verbs and no suffix (dyn.Sum, dyn.Add); both packages share one engine, and
// [Tensor.Dyn] and [FromDyn] convert without copying. The section Coming
// from NumPy at the end of this page lists NumPy expressions with their Go
// equivalents.
//
// # Views
//
// Every view exists for tensors and for layouts, with the same arguments.
// Views that keep the rank are methods: [Tensor.Transpose],
// [Tensor.Permute], [Tensor.SwapAxes], [Tensor.MoveAxis], [Tensor.Flip]
// (several axes at once), [Tensor.Slice] (one axis) and [Tensor.Subscript]
// (several axes: a[::2, 1:-1, ::-1]). Views that change the rank cannot be
// methods, because Go methods take no type parameters: they are generic
// functions whose leading type argument names the result's rank, once, at
// the call site, with the element type and input rank inferred and the
// rank checked at run time ([ErrRank]):
//
//	col, err := tensor.Select[[1]int](m, 1, 0)           // m[:, 0]
//	v, err := tensor.Subscript[[3]int](t, tensor.Index(0), tensor.NewAxis(), tensor.Ellipsis())
//
// These are [Subscript], [Select], [Squeeze], [ExpandDims], [Diagonal],
// [SlidingWindow], [SlidingWindowAxes], [Broadcast] and [AsRank]. Where an
// argument fixes the result's rank, nothing is named: [Reshape] and
// [BroadcastTo] take the target shape as an array, so Reshape(t,
// [2]int{3, -1}) is a rank-2 tensor. We chose generic functions over a
// builder type (tensor.Into[[2]int](t).Select(…)) because they read like
// NumPy's functions, compose without intermediate values and keep the
// layout and tensor forms symmetric: the layout form of each has the same
// arguments and the suffix Layout ([SelectLayout], [ReshapeLayout], …), as
// layouts are the lower-level type. dyn.Tensor and dyn.Layout have every
// view as a method, the result's rank following from the arguments.
// Rank-specific helpers that the compiler checks live in the subpackage
// [github.com/fixedrank/tensor/ranks] for ranks 1 to 8 (ranks.Select3 of a
// rank-2 tensor does not compile; ranks.Index3 addresses an element, see
// Addressing). The tensorgen command (gen/tensorgen) writes them into your
// own package for other ranks.
//
// A view is read-only when its parent is, or when two of its indices reach
// one element (a broadcast, overlapping sliding windows): writes through it
// return [ErrReadOnly].
//
// [Reshape] follows NumPy's a.reshape: a view when one exists
// (NumPy's _attempt_nocopy_reshape), otherwise a C-contiguous copy.
// [ReshapeOrder] takes the order and NumPy's copy argument ([CopyIfNeeded],
// [CopyNever], which fails with [ErrNotView], or [CopyAlways]) and reports
// whether it copied. [ReshapeLayout] never copies. [Ravel] follows NumPy's
// ravel: a view of a C-contiguous tensor, a contiguous copy of any other.
//
// # Layouts
//
// A [Layout] holds a shape, signed strides and an offset, all counted in
// elements. Layouts are values that describe where the elements of a
// tensor sit in a flat buffer, usable without any tensor (to address your
// own slices, or to plan I/O). For ranks known only at run time (a shape
// read from a file, NumPy-style indexing whose result rank depends on the
// items) there is dyn.Layout, in package dyn, with the same semantics and
// the same algorithms. Convert with [Layout.Dyn], [FromDynLayout] and
// [AsRankLayout].
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
// wherever an order matters: [Contiguous], reshapes, the linearizers.
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
// A dyn.Layout copies the slices given to its constructors and its
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
// [SubtractTo], [MultiplyTo], [DivideTo], [ZipTo], [Scale], the To forms of
// the reductions, and their dyn forms) gives the result
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
// 8192 elements in NumPy's order, so a float sum is bit for bit NumPy's. Where
// NumPy would return a wider integer type, Sum and [SumAxes] return the
// element type and report [ErrOverflow] if the total does not fit (200 int8
// ones): sum a wider copy instead. [Mean] and [MeanAxes] return float64 for
// every real element type, as np.mean does for integers (a float32 mean is
// computed in float32 as NumPy does and widened exactly). [Prod],
// [CumSum] and [CumSumAxis] (and CumProd) follow the same integer rule.
// [Var] and [Std] (and [VarAxes], [StdAxes]) take NumPy's ddof and compute
// as NumPy does, in float64 for float64 and integer tensors and in float32
// for float32 ones: the squared deviations are laid out in the order
// NumPy's iterator gives them and summed as Sum sums. [ArgMin] and [ArgMax] return the flat C-order
// index NumPy returns, the first NaN winning; [ArgMinAxes] and
// [ArgMaxAxes] work along an axis. [CountNonzero], [AnyNonzero] and
// [AllNonzero] are NumPy's count_nonzero, any and all for bool and numeric
// tensors (Any and All would clash with the slice item [Colon]).
//
// Every reduction verb — Sum, Prod, Mean, Min, Max, Var, Std,
// CountNonzero, AnyNonzero, AllNonzero, ArgMin, ArgMax — has the same four
// forms, NumPy's axis=, keepdims= and out=: [Sum](t) over every element,
// [SumAxes][E](t, axes...) dropping the reduced axes (E names the result's
// rank), [SumKeepDims](t, axes...) keeping them with length 1 (t's rank, no
// type argument, broadcasts back against t: (a - mean) / std is
// [MeanKeepDims], [StdKeepDims], [Subtract], [Divide]) and [SumTo](dst, t,
// axes...) into an existing tensor of either shape. Var and Std take ddof
// before the axes; ArgMin and ArgMax take exactly one axis, as NumPy's do.
// Naming no axis reduces them all (axis=None). [SumTo] and [ProdTo]
// accumulate in their destination's element type, NumPy's dtype=: a uint8
// image's total is SumTo into a rank-0 int64 tensor. [MeanTo], [VarTo] and
// [StdTo] take a float32 or float64 destination and compute in its type as
// NumPy's out= does, so a float32 mean into a float32 tensor stays float32.
//
// # Contraction
//
// [Matmul] is NumPy's a @ b: stacks of matrices in the last two axes with
// their batch axes broadcast, a vector taken as a row or a column. [Einsum]
// takes NumPy's subscripts over operands of any ranks, fixed or dyn, and
// plans before it computes: diagonals as views, lone letters summed, then
// pairs contracted in the order of NumPy's einsum_path (the cheapest order
// for up to five operands, NumPy's greedy one beyond); dyn.EinsumPath
// makes that plan once, to inspect (its Path and NumPy's report) and to
// pass to Einsum in place of the subscripts. Package structured contracts
// diagonal and other structured operands on their compact payloads
// (structured.Einsum). [Tensordot], [Dot], [Inner],
// [Outer], [Vdot] and [Trace] are NumPy's functions of those names, and
// [Norm] is linalg.norm (vector norms of any ord, matrix norms Fro, ±1 and
// ±Inf). Every
// contraction reads its operands through their strides (a transposed or
// sliced operand is not copied first) and runs on one GEMM engine: BLIS's
// cache blocking sized from this machine's caches and register-blocked
// micro-kernels for float32 and float64 (AVX2 with FMA, or AVX-512), a Go
// kernel for the other types. Float results are within the error bound of
// any BLAS, not bit for bit NumPy's (the products are added in another
// order); integers wrap as in NumPy.
//
// # Sorting
//
// [Sort] and [ArgSort] sort along one axis of any view, in NumPy's order
// (NaNs last, -0.0 equal to 0.0) and stably, as np.sort and np.argsort
// with kind="stable" do: a radix sort on order-preserving keys, one pass
// per byte (lanes of 64 K or more elements are first split by their
// leading 11 bits into buckets that are then sorted in cache).
//
// [Diff] and [Roll] are np.diff and np.roll along one axis ([DiffWith]
// takes diff's prepend and append). [Repeat], [Tile], [Pad] (six
// of NumPy's modes), [Meshgrid], [Triu], [Tril], [FillDiagonal] and the
// view [Tensor.Rot90] are np.repeat, np.tile, np.pad, np.meshgrid,
// np.triu, np.tril, np.fill_diagonal and np.rot90, and [Interp] is
// np.interp.
//
// [Take] is np.take (an integer index array along one axis, m[idx] and
// m[:, idx]) and [TakeAlongAxis] is np.take_along_axis, which applies the
// indices of [ArgSort] or [ArgMaxKeepDims]; [PutAxis], [Put] and
// [PutAlongAxis] are their assignment forms (m[idx] = v, np.put,
// np.put_along_axis). [Nonzero], [FlatNonzero], [UnravelIndex] and
// [RavelMultiIndex] are NumPy's; [MaskedRows] and [SetMaskedRows] are
// x[mask] and x[mask] = values for a mask over x's leading axes
// (x[x[:, 0] > 5]).
//
// [Unique] and [UniqueAll] are np.unique (with its indices, inverse and
// counts), [UniqueAxis] and [UniqueAllAxis] its axis= form (the distinct
// rows of a matrix), and [SearchSorted] is np.searchsorted, in the same
// order. [Bincount], [BincountWeighted], [Histogram], [HistogramRange],
// [HistogramEdges], [Digitize], [IsIn] and [LexSort] are np.bincount,
// np.histogram (with NumPy's edges and bin choice, bit for bit),
// np.digitize, np.isin and np.lexsort.
//
// [MedianAxes] and [QuantileAxes] (NumPy's median, quantile with its 13
// methods, and percentile as a quantile of p/100) join the reduction
// family, with the same four forms, as do the NaN-aware [NanSumAxes],
// [NanMeanAxes], [NanMinAxes], [NanMaxAxes], [NanArgMinAxes],
// [NanArgMaxAxes], [NanVarAxes], [NanStdAxes], [NanMedianAxes] and
// [NanQuantileAxes]; [NanCumSumAxis] and [NanCumProdAxis] are
// np.nancumsum and np.nancumprod.
//
// # Operands: numbers and lower ranks
//
// NumPy's a > 0, x / 255, np.where(m > 0, m, 0) and a + b take one call each:
// [Add], [Subtract], [Multiply], [Divide], the comparisons and [Where] take
// their last operand as a value of type any, which is a Go number, a
// Tensor[T, E] of any rank, or a dyn.Tensor[T]. The result has the first
// operand's rank, so no type argument is written: tensor.Greater(a, 0) is a
// Tensor[bool, D] for a Tensor[T, D]. A number is converted to T as NumPy
// 1.24 casts a Python scalar to an array's dtype (0.1 for a float32 tensor
// is float32(0.1)); where NumPy would instead widen the result's type — an
// integer that does not fit in T (uint8 + 300), a float with an integer
// tensor, a complex with a real one — the call returns an error wrapping
// [ErrOverflow] or [ErrType] rather than a wrong number. An operand of a
// higher rank than the first is an [ErrRank] error: the To forms ([AddTo],
// [GreaterTo], [WhereTo]) store into a destination of that rank. The
// comparisons take a float number for an integer tensor too, with NumPy's
// answer (both compared as float64: ints > 0.5 is ints > 0, uint8 < 300.5 is
// all true), found by an exact integer bound; for 64-bit integers a float of
// magnitude 2^53 or more is an [ErrType] error, where float64 can no longer
// tell the integers apart.
//
// Mixed element types: the last operand may be a Tensor of another real
// element type when NumPy's promotion of the two types gives the first
// operand's type (numpy.can_cast(b, a, "safe")): tensor.Add(f64, i32) is
// np.add for float64 and int32 tensors, tensor.Divide(f64, ints) divides by
// the integers as floats, tensor.Add(i16, u8) widens the uint8 to int16.
// The operand is converted to a temporary first. Where NumPy would compute
// in another type — an integer tensor first and a float one second, int32
// with float32 (NumPy: float64), uint8 with int8 (int16) — the call returns
// an error wrapping [ErrType] that names NumPy's type; [BinaryAs] takes that
// type and any mix of operands in one call, as NumPy's f(a, b, dtype=R)
// does: tensor.BinaryAs[float64](tensor.Minus, ints, floats) is NumPy's
// ints - floats, tensor.BinaryAs[int16](tensor.Maximum, i8, u8) its
// np.maximum(i8, u8), tensor.BinaryAs[float32](tensor.Times, img, 0.5)
// its np.multiply(img, 0.5, dtype=np.float32) ([Plus], [Minus], [Times] and
// [Over] are the arithmetic as functions of two arguments). [UnaryAs] is the
// same for one argument: tensor.UnaryAs[float64](tensor.Sqrt, ints) is
// np.sqrt(ints) for int32 and int64 tensors. The operands are cast under
// NumPy's "same_kind" rule (to a float from any real type, to a signed
// integer from any integer, to an unsigned one from an unsigned one); a
// float operand with an integer result type is an error wrapping
// [ErrType], as NumPy's dtype= refuses it. Bool and complex tensors are
// taken only as their own element type, and a number operand converts as
// [Add] converts it. Within one package, a
// dyn.Tensor of another element type is taken the same way by package
// dyn's functions.
//
// Integer division: NumPy's a / b of integer tensors is true division
// into float64, which is [TrueDivide][float64](a, b) (one call, any two
// real element types, a zero divisor giving ±Inf or NaN as in NumPy);
// [Divide] of integer tensors is Go's /, which truncates toward zero
// (NumPy's np.trunc(a / b)). NumPy's a // b and a % b are
// Binary(FloorDivide, a, b) and Binary(Remainder, a, b), which floor
// (-7 // 2 is -4 and -7 % 2 is 1, where Go's -7 / 2 is -3 and -7 % 2 is
// -1); Go's % is [Fmod]. A zero integer divisor is an error wrapping
// [ErrDivideByZero] in Divide and these three, where NumPy warns and gives
// 0.
//
// Why any: Go has no overloading and no union of a type parameter with a
// tensor type, so the alternatives were a second family of names (AddScalar,
// GreaterScalar, …) or a wrapper built by hand for every number; one
// operand type keeps one name per operation, and a mistaken operand is still
// an error, never a silent conversion. The To forms keep typed tensor
// operands, so the in-place a += b (AddTo(a, a, b)) stays free of
// allocations, and [Scale] multiplies in place by a number.
//
// # Comparisons, masks, joins and conversion
//
// [Equal], [NotEqual], [Less], [LessEqual], [Greater] and [GreaterEqual]
// compare a tensor with a number or a tensor into a new Tensor[bool]
// (NumPy's a < b, a > 0); their To forms write into an existing one.
// [Where] is np.where(cond, a, b) with the three broadcast together; [Masked] is a[mask] (a new rank-1 tensor in
// C order), [SetMasked] is a[mask] = v, [ArgWhere] is np.argwhere (and,
// transposed, np.nonzero), and [Clip] is np.clip. [Concatenate], [Stack],
// [Split] and [SplitIndices] join and split along an axis (the splits are
// views); [ConcatenateTo] joins into an existing tensor, as
// concatenate(out=). [Convert] is astype, with Go's conversion rules.
//
// # Elementwise math
//
// NumPy's math ufuncs of one argument are values of [UnaryFunc], applied by
// [Unary] (np.exp(x) is Unary(Exp, x)) and [UnaryTo] (np.exp(x, out=dst),
// with broadcasting and any overlap between dst and x), for float32 and
// float64 tensors: [Exp], [Exp2], [Expm1], [Log], [Log2], [Log10], [Log1p],
// [Sqrt], [Cbrt], [Square], [Reciprocal], [Sin], [Cos], [Tan], [Arcsin],
// [Arccos], [Arctan], [Sinh], [Cosh], [Tanh], [Abs], [Negative], [Sign],
// [Floor], [Ceil], [Trunc] and [Rint]. The functions of two arguments are
// values of [BinaryFunc], applied by [Binary] and [BinaryTo] with NumPy's
// broadcasting (b a tensor or a number, as [Add] takes it): [Arctan2],
// [Hypot], [Power], [Maximum] and [Minimum] (NaN wins), [Fmax] and [Fmin]
// (NaN loses), [Fmod] (C's sign rule), [Remainder] and [FloorDivide]
// (Python's % and //, NumPy's results bit for bit), and for integers the
// bitwise functions and shifts. np.mod is Remainder; Go's % is Fmod.
// Integer tensors have NumPy's integer functions ([Abs], [Negative],
// [Sign], [Square], [Reciprocal], [Invert], the functions of two arguments
// but [Arctan2] and [Hypot]); bool tensors, masks, have [LogicalAnd],
// [LogicalOr], [LogicalXor], [LogicalNot] and [Invert] (NumPy's &, |, ^
// and ~ of masks). Where NumPy computes a function of integers in another
// type (np.exp of an int array is float64, np.logical_and of numbers is
// bool) the call is an error wrapping [ErrType] that says so: name the
// result type with [UnaryAs] or [BinaryAs] (tensor.UnaryAs[float64](Exp,
// ints) is np.exp(ints)), or compare. [TrueDivide] is NumPy's / of
// integers. Your own
// function still goes through [Map] or [Tensor.Apply].
//
// Accuracy is stated against the correctly rounded result and tested on
// random, special and hard arguments against a 320-bit reference
// (testdata/ufunc.jsonl, from mpmath): every float64 function is within
// one unit in the last place (ULP); NumPy 1.24 on glibc measured up to 2
// ULP for sin, tan, arcsin and arccos and 3 for cos on the same
// arguments. Exp, Exp2, Log, Log2, Log10, Log1p, Sqrt, Sin, Cos, Tanh, the exact
// functions (Floor, Ceil, Trunc, Rint, Abs, Negative, Square, Reciprocal,
// Sign), and Power, Hypot, Arctan, Arctan2, Tan, Arcsin, Arccos, Expm1,
// Sinh, Cosh and Cbrt of float64, run vector kernels (AVX2 and FMA, four
// float64 lanes, or AVX-512, eight, where the CPU has AVX512F and
// AVX512DQ) whose Go twins give the same bits on every machine; so do
// Maximum, Minimum, Fmax and Fmin of float64 and float32 (a max or min
// instruction, which returns its second operand on ties and NaN, and a
// blend for the other NaN), and integer addition, subtraction,
// multiplication, Maximum, Minimum, the bitwise functions, Abs and
// Negative of every width, shifts of 32 and 64 bits, comparisons, and the
// integer sums, maxima and minima of reductions (AVX2, 32 bytes a vector; NumPy's
// integer loops are vectorized too). Exp, Exp2
// and Log are table-driven (16 entries, Tang's methods, Log without a
// division; float64 log is within 0.55 ULP on a million random arguments,
// TestLog64Accuracy); Log2 and Log10 are Log's unrounded double-double sum
// times 1/ln 2 or 1/ln 10 in two parts (within 0.55 ULP against math/big,
// TestLog2Log10Accuracy, and exact at powers of two and of ten), Log1p
// is Log's with 1 + x's rounding error in its low part (within 0.55 ULP,
// TestLog1pAccuracy), and Exp2 reduces x - round(16x)/16 exactly (within
// 0.6 ULP for normal results, TestExp2Accuracy).
// Hypot is AbsPart's double-double hypot (the squares and their errors
// summed exactly, one correction of the square root), within 0.5 ULP
// against math/big (TestHypotAccuracy).
// Arctan is fdlibm's algorithm with its products fused and one path for
// every lane (the reduced argument and atan of the interval's point chosen
// by blends), within 0.82 ULP against math/big (TestAtanAccuracy).
// Arcsin and Arccos are fdlibm's algorithms (a rational approximation
// below 0.5 in magnitude, and from the square root of (1 - |x|)/2 above),
// every branch computed and each lane's own picked by blends, within 0.83
// ULP against math/big (TestAsinAcosAccuracy). Expm1, Sinh and Cosh
// take e^x from Exp's tables unrounded, as (hi + lo)·2^m: expm1 is hi·2^m
// - 1 summed exactly with lo·2^m, sinh and cosh e^|x|/2 ± e^-|x|/2 with
// 1/(hi + lo) in two parts, and Taylor polynomials below 0.25, 1 and 0.5
// in magnitude, where the terms nearly cancel: within 0.61, 0.68 and 0.64
// ULP against math/big (TestExpm1SinhCoshAccuracy). Cbrt is FreeBSD's
// algorithm (a guess from the exponent over three, a polynomial step to 23
// bits, one Newton step), within 0.67 ULP against math/big
// (TestCbrtAccuracy). Arctan2 carries the rounding error of |y|/|x|
// (exact by a fused multiply-add) into Arctan's last sum, and π - atan for
// a negative x with π - atan's point summed exactly, within 0.77 ULP
// against math/big (TestAtan2Accuracy); it keeps y's sign when y/x
// underflows, where Go's math.Atan2 gives +π. Tan is fdlibm's kernel (its polynomials' products
// fused) on the double-double reduction of sin and cos, its three ends
// blended, within 0.82 ULP against math/big (TestTanAccuracy). The float32
// functions
// without float32 kernels of their own (arctan, arcsin, arccos, expm1,
// sinh, cosh, cbrt and tan among them; arctan2 and hypot likewise) run
// float64's kernels on the widened arguments and round. Float32 power has
// a kernel of its own, still in float64 lanes: 2^(y·log2 x) with log2 x to
// about 2^-44 relative and 2^t to 2^-46 (a 16-entry table each), rounded
// once, so that it is within 0.5 + 2^-10 ULP of the exact result
// (TestPow32Accuracy asserts that and logged 0.4999984 ULP as the largest
// error on its 400 000 arguments); powers of two are exact, x^2 is x·x (NumPy's float32 power
// rounds a square that lies halfway between two float32s either way), and
// a base that is not positive and finite, or an exponent that is not
// finite, takes the float64 Power.
// The others run Go code: Go's math package where it holds the bound, and
// otherwise our own ports of fdlibm (the sin and cos
// kernels, with their products fused and their polynomials by Estrin's scheme; sin and cos within 0.73 ULP against
// math/big, TestSinCosAccuracy), a double-double argument reduction for
// sin, cos and tan (exact through math/big above 2^30, where the vector
// kernels hand over to Go),
// and a power that carries log x and
// y·log x in double-double (Log's tables and Exp's, within 0.54 ULP
// against math/big, TestPowAccuracy; Go's math.Pow was up to 242 ULP off). A float32 function
// computes in float64 and rounds once, so it is within one ULP of the
// correctly rounded float32 (no error was found on the test arguments,
// where NumPy's float32 functions were up to 2 ULP off). Float32 exp, exp2,
// log, log2, log10, sin, cos and tanh are the exceptions to computing in
// float64: they run in float32 arithmetic, sixteen lanes to an AVX-512
// vector, whose Go twins give the same bits (exp, exp2 and log use only
// exact fused multiply-adds; the others' are rounded once in Go too, by
// fma32). Exp and log are within one ULP of the correctly rounded float32
// on a million random arguments each (TestExp32Accuracy,
// TestLog32Accuracy); against the exact result, log2 and log10 are within
// 0.54 ULP and exp2 within 0.56 on a million each, tanh within 0.75 on 1.3
// million and sin and cos within 0.81 on 365 000
// (TestLog2Log10Float32Accuracy, TestExp2Float32Accuracy,
// TestTanh32Accuracy, TestSinCos32Accuracy), and opt-in tests check every
// float32 argument. Float32 sin and cos reduce x - j·π/2 as a pair of
// float32s below 2^20 (the float64 functions, rounded, take larger
// arguments); float32 tanh follows NumPy's float32 loop in form: a
// polynomial below 0.625, and one of sixteen polynomials, picked by the
// bits of |x|, above. Special values
// are NumPy's: NaN stays NaN, log(±0) is -Inf, log of a negative number,
// arcsin outside [-1, 1] and sin(±Inf) are NaN, the sign of a zero result
// is IEEE 754's.
//
// # Complex numbers
//
// complex64 and complex128 tensors take the same calls where NumPy has a
// complex loop: [Unary] with every function but Abs, Cbrt, Floor, Ceil and
// Trunc (and the bitwise ones), plus [Conjugate] (np.conj, the number
// itself for a real tensor); [Binary] with [Power] and with [Maximum],
// [Minimum], [Fmax] and [Fmin], which order complex numbers
// lexicographically (real parts first) as NumPy does; the arithmetic and
// comparisons of the operators. np.abs of a complex array is real, and so
// are np.angle, np.real and np.imag: they are [Part] with [AbsPart],
// [AnglePart], [RealPart] and [ImagPart], the result's part type named
// once (Part[float64](AbsPart, z) for a complex128 z). Part copies where
// NumPy's real and imag return views.
//
// Square, Reciprocal, Negative, Conjugate, Sign, Rint, the lexicographic
// functions and Power to a real integer exponent below 100 in magnitude use
// NumPy's formulas in the element type (Power by repeated products, then
// Smith's division for a negative exponent), so they give NumPy's bits
// (testdata/ufunc_complex.jsonl, "exact" records); Sign is NumPy 1.24's,
// the sign of the real part, or of the imaginary part when the real part
// is 0. The other functions compute complex64 in complex128 and round
// each part once, and are stated per part against the correctly rounded
// part from a high-precision reference (mpmath at 4000 bits, zero parts of
// an argument moved off the axis by their sign so that a branch cut is
// approached from the side the signed zero stands for): for complex128
// within 2 ULP for exp, exp2 (|Im z| below 2^26), log, log2, log10, log1p
// and sqrt, 3 for sin, cos, sinh and cosh, 4 for tan, tanh, arcsin, arccos
// and arctan; complex64 within 1 ULP. AbsPart is within one ULP (a
// double-double hypot), AnglePart within one (Arctan2 of the parts). The methods: exp with e^x
// scaled by 2^∓1000 past ±708 so that e^x·sin y stays finite where it is,
// log with |z|² - 1 summed exactly near the unit circle, log1p with |1 +
// z|² - 1 in double-double near 0 (NumPy's formula loses small arguments),
// Kahan's tanh, and Hull, Fairgrieve and Tang's arcsin and arccos (the
// algorithm FreeBSD's libm uses). Not bounded: expm1's real part, which is
// NumPy's formula (expm1(x)·cos y - 2 sin²(y/2)) and cancels; power to other
// exponents, e^(b·log a), whose error grows with |b·log a| as C's cpow's
// does; exp2 with |Im z| at or past 2^26, whose angle y·ln 2 is rounded as
// NumPy rounds it. Special values (infinite or NaN parts, and the poles)
// are C99's Annex G as glibc gives them, which NumPy calls; where C99
// leaves a sign unspecified the package gives glibc's.
//
// # Workers
//
// Large operations use every core: copies and transposes, elementwise
// arithmetic, comparisons, conversions, rounding, [Where], [Clip],
// [Masked] and [SetMasked], full sums, minima, maxima and their
// positions, reductions along axes, sorts, joins and matrix products split
// their work among one pool of long-lived workers, [Workers] of them
// (GOMAXPROCS unless [SetWorkers] says fewer; the setting covers package
// dyn too). Work is split only into parts of at least 65 536 elements;
// anything smaller stays on the calling goroutine. Idle workers poll for
// about 50 µs before they sleep, so that operations issued back to back
// start at once. The result never depends on the number of workers or on
// scheduling: every part writes its own elements, a float sum adds
// NumPy's 8192-element chunks in NumPy's order whoever summed them, and an
// arg-reduction returns the first position, and a minimum or maximum over
// elements that hold NaNs returns the first of them in NumPy's order, its
// sign and payload too (as np.maximum does element by element; NumPy's
// reductions may return the default NaN instead). Which NaN a sum or
// other arithmetic over several NaNs returns is not specified (the
// processor's addition keeps one operand's, and which one is the first
// operand differs between kernels); that it is a NaN is. Functions that call a function of
// yours per element ([Map], [Tensor.Apply], [ZipTo]) call it
// on the calling goroutine only. [Machine] says what the kernels chose for
// the running CPU (vector instructions, caches, the size from which
// results are stored past the caches, the product's block sizes, the
// sort's split length).
//
// In a loop, prefer the To forms into a tensor allocated once: a function
// that returns a new large result (Add, Where, Concatenate, Clip, …) hands
// each call fresh memory from Go's heap, and at the default GOGC the
// collector then runs every few calls and the runtime returns and refaults
// pages, which can cost more than the computation (make bench's
// Numeric/concatenate-axis1 and concatenate-into-axis1 cases show the
// difference). NumPy's malloc hands the same freed block back, warm.
//
// # Zero values
//
// The zero value of a Tensor of rank 1 or more is an empty tensor (every
// dimension 0). The zero value of a rank-0 Tensor, and the zero dyn.Tensor,
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
//     Broadcasts and sliding windows are read-only only where two indices
//     reach one element; NumPy marks all of them read-only.
//   - A reshape infers only a length of -1; NumPy 1.24 infers any
//     negative length, so that a.reshape(-2, 3) works there.
//   - Contractions add their products in the GEMM kernel's order, so float
//     results can differ from NumPy's in the last bits (within the bound
//     any BLAS keeps); a sum that [Einsum] takes over one operand's lone
//     letter is [Sum]'s, so narrow integers there report [ErrOverflow]
//     where NumPy would wrap.
//   - [MedianAxes] and [QuantileAxes] sort each lane where NumPy
//     partitions it; the values picked are the same, but where a lane
//     holds both -0.0 and 0.0 a zero result takes the sign of the zero
//     the sort places there, NumPy's the one its introselect leaves. The
//     discrete quantile methods return float64 where NumPy keeps an
//     integer tensor's type.
//   - [NanMinAxes] and [NanMaxAxes] keep [MinAxes]'s rule for a tie of
//     -0.0 and 0.0; NumPy's fmin and fmax keep the first zero along a
//     contiguous lane and the later one across lanes.
//   - Sorts are stable. NumPy's default kind, "quicksort", leaves equal
//     elements, -0.0 and 0.0 among them, in an order of its algorithm's
//     making; the sorted values are the same.
//
// # Linearizers
//
// Package [github.com/fixedrank/tensor/linear] maps coordinates of any
// integer type to linear indices and back, in C or F order (ndshape's
// x + X*y + X*Y*z is F order), for shapes known at run time, power-of-two
// shapes and the constant shapes tensorgen writes.
//
// # Encoding and neighbours
//
// Layouts implement encoding/json and encoding.BinaryMarshaler: JSON is
// {"shape":[…],"strides":[…],"offset":n}; the binary form is 'L', a
// version byte, the rank and signed varints. Decoding checks the result as
// [New] (or dyn.New) does and leaves the receiver unchanged on error;
// both forms move freely between a Layout[D] and a dyn.Layout of the same
// rank. Tensors themselves are encoded as NumPy .npy files by the
// subpackage npy. The subpackages tensormat (gonum matrices and vectors)
// and tensorimage (image.RGBA, NRGBA and Gray) convert without copies
// where the other side can describe the layout, and say when they copied
// or why they cannot.
//
// # Coming from NumPy
//
// Each row below is a testable example (Example_numpy… in this package's
// examples) whose output is checked against what NumPy prints
// (scripts/golden_numpy_page.py). a, m and t are tensors, x a rank-1
// tensor; errors are returned as err and omitted here.
//
//	NumPy                                    Go
//	np.arange(6).reshape(2, 3)               a, err := tensor.Arange(0, 6, 1); m, err := tensor.Reshape(a, [2]int{2, 3})
//	np.array([[1, 2], [3, 4]])               tensor.FromSlice([]int{1, 2, 3, 4}, [2]int{2, 2})
//	np.zeros((2, 3))                         tensor.Zeros[float64]([2]int{2, 3})
//	np.ones((2, 2), dtype=int)               tensor.Ones[int]([2]int{2, 2})
//	np.full((2, 3), 7)                       tensor.Full([2]int{2, 3}, 7)
//	np.zeros_like(a.T)                       tensor.ZerosLike[float64](a.Transpose().Layout())
//	np.eye(3, k=1)                           tensor.Eye[float64](3, 3, 1)
//	np.linspace(0, 1, 5)                     tensor.Linspace(0.0, 1.0, 5, true)
//	a.shape, a.ndim, a.size                  a.Shape(), a.Rank(), a.Size()
//	a[1, 2, -1]                              a.At(1, 2, -1)
//	a[0, 1] = 9                              a.Set(9, 0, 1)
//	a[-1]                                    tensor.Select[[1]int](a, 0, -1)
//	a[:, 1]                                  tensor.Select[[1]int](a, 1, 1)
//	a[::2, 1:-1, ::-1]                       a.Subscript(tensor.Colon().By(2), tensor.Range(1, -1), tensor.Colon().By(-1))
//	a[0, ::-1, None]                         tensor.Subscript[[3]int](a, tensor.Index(0), tensor.Colon().By(-1), tensor.NewAxis())
//	a[..., 0]                                tensor.Subscript[[2]int](a, tensor.Ellipsis(), tensor.Index(0))
//	a[None].shape                            tensor.ExpandDims[[3]int](a, 0)
//	a.T                                      a.Transpose()
//	a.transpose(1, 0, 2).shape               a.Permute([3]int{1, 0, 2})
//	a.swapaxes(0, 2).shape                   a.SwapAxes(0, 2)
//	np.moveaxis(a, 0, -1).shape              a.MoveAxis(0, -1)   (a.MoveAxes for sequences)
//	a.diagonal()                             tensor.Diagonal[[1]int](a, 0, 0, 1)
//	np.fill_diagonal(a, 1)                   d, err := tensor.Diagonal[[1]int](a, 0, 0, 1); d.Fill(1)
//	np.broadcast_to(np.arange(3), (2, 3))    tensor.BroadcastTo(x, [2]int{2, 3})
//	a.reshape(3, -1)                         tensor.Reshape(a, [2]int{3, -1})   (a view when one exists)
//	a.T.reshape(6)                           tensor.ReshapeOrder(a.Transpose(), [1]int{6}, tensor.C, tensor.CopyIfNeeded)
//	a.reshape(3, 2, order='F')               tensor.ReshapeOrder(a, [2]int{3, 2}, tensor.F, tensor.CopyIfNeeded)
//	a.T.ravel()                              tensor.Ravel(a.Transpose())
//	np.squeeze(a)                            tensor.Squeeze[[1]int](a)   (or with axes)
//	np.expand_dims(a, (0, 2)).shape          tensor.ExpandDims[[4]int](a, 0, 2)
//	np.flip(a, 1)                            a.Flip(1)
//	np.flip(a)                               a.Flip()
//	sliding_window_view(x, 3)                tensor.SlidingWindow[[2]int](x, [1]int{3}, [1]int{1})
//	sliding_window_view(a, 2, axis=1)        tensor.SlidingWindowAxes[[3]int](a, []int{2}, []int{1})
//	np.ascontiguousarray(a.T)                a.Transpose().AsContiguous(tensor.C)
//	np.asfortranarray(a)                     a.AsContiguous(tensor.F)
//	a.flags.c_contiguous, a.T.flags.c_contiguous  a.Layout().IsCContiguous(), …
//	b = a.copy()                             b := a.Clone()
//	a[...] = b                               tensor.Assign(a, b)   (b broadcasts)
//	a[:, ::2] = 0                            v, err := a.Slice(1, tensor.Colon().By(2)); v.Fill(0)
//	a += b                                   tensor.AddTo(a, a, b)
//	a + b, a + 1                             tensor.Add(a, b), tensor.Add(a, 1)   (b of a's rank or lower, or a number)
//	a - b                                    tensor.Subtract(a, b)
//	ints - floats, np.power(ints, floats)    tensor.BinaryAs[float64](tensor.Minus, ints, floats), …(tensor.Power, ints, floats)
//	a * b                                    tensor.Multiply(a, b)
//	a / b                                    tensor.Divide(a, b)   (of integers: TrueDivide, below)
//	a *= 2                                   tensor.Scale(a, 2)
//	a.sum()                                  tensor.Sum(a)
//	a.sum(axis=0)                            tensor.SumAxes[[1]int](a, 0)
//	a.mean(axis=1)                           tensor.MeanAxes[[1]int](a, 1)
//	a.min(), a.max(axis=0)                   tensor.Min(a), tensor.MaxAxes[[1]int](a, 0)
//	a.std(), a.var(ddof=1)                   tensor.Std(a, 0), tensor.Var(a, 1)
//	a.std(axis=0)                            tensor.StdAxes[[1]int](a, 0, 0)   (VarAxes too)
//	a.sum(axis=(0, 2)), a.max(axis=(0, 1), keepdims=True)
//	                                         tensor.SumAxes[[1]int](a, 0, 2), tensor.MaxKeepDims(a, 0, 1)
//	                                         (…Axes and …KeepDims of Sum, Prod, Mean, Min, Max, Var, Std)
//	(a - a.mean(axis=0, keepdims=True)) / a.std(axis=0, keepdims=True)
//	                                         m, _ := tensor.MeanKeepDims(a, 0); s, _ := tensor.StdKeepDims(a, 0, 0)
//	                                         d, _ := tensor.Subtract(a, m); tensor.Divide(d, s)
//	a.prod(axis=1)                           tensor.ProdAxes[[1]int](a, 1)
//	np.count_nonzero(a, axis=(0, 1)), a.argmax(axis=1, keepdims=True)
//	                                         tensor.CountNonzeroAxes[[1]int](a, 0, 1), tensor.ArgMaxKeepDims(a, 1)
//	a.argmax(), a.argmin(axis=1)             tensor.ArgMax(a), tensor.ArgMinAxes[[1]int](a, 1)
//	np.argwhere(a > 2), np.nonzero(a > 2)[1] w, _ := tensor.ArgWhere(m); tensor.Select[[1]int](w.Transpose(), 0, 1)   (m: a > 2)
//	np.count_nonzero(a), a.any(), a.all()    tensor.CountNonzero(a), tensor.AnyNonzero(a), tensor.AllNonzero(a)
//	a.prod()                                 tensor.Prod(a)
//	img.sum(dtype=np.int64)                  total, _ := tensor.Zeros[int64]([0]int{}); tensor.SumTo(total, img)
//	x32.mean(axis=0) (stays float32)         m, _ := tensor.Zeros[float32]([1]int{3}); tensor.MeanTo(m, x32, 0)
//	a @ b.T, a @ x                           tensor.Matmul[[2]int](a, b.Transpose()), tensor.Matmul[[1]int](a, x)
//	np.matmul(t, m) (batched, broadcast)     tensor.Matmul[[3]int](t, m)   (MatmulTo(dst, t, m) for out=)
//	np.einsum('ij,kj->ik', a, b), np.einsum('ii', m)
//	                                         tensor.Einsum[[2]int]("ij,kj->ik", a, b), tensor.Einsum[[0]int]("ii", m)
//	np.einsum_path('ij,jk,kl->il', a, b, c, optimize='optimal'), then np.einsum(..., optimize=path)
//	                                         p, _ := dyn.EinsumPath("ij,jk,kl->il", a.Dyn().Shape(), b.Dyn().Shape(), c.Dyn().Shape())
//	                                         p.Path(), tensor.Einsum[[2]int](p, a, b, c)
//	np.sort(m, axis=0), np.argsort(x, kind='stable')
//	                                         tensor.Sort(m, 0), tensor.ArgSort(x, 0)   (np.sort(a, axis=None): Sort(Ravel(a)))
//	np.median(m, axis=0), np.percentile(m, 90)
//	                                         tensor.MedianAxes[[1]int](m, 0), tensor.Quantile(m, 90.0/100, "linear")
//	np.round([0.5, 1.5, 2.5]), np.round(x, 2), np.isnan(y), np.allclose(x, y)
//	                                         tensor.Round(h, 0), tensor.Round(x, 2), tensor.IsNaN(y), tensor.AllClose(x, y, 1e-5, 1e-8, false)
//	np.unique(x, return_counts=True), np.searchsorted(a, v)
//	                                         u, _ := tensor.UniqueAll(x); u.Values, u.Counts; tensor.SearchSorted(a, v, "left")
//	np.pad(m, 1, mode='reflect'), np.repeat(x, 2), np.tile(x, (2, 1))
//	                                         tensor.Pad(m, [][2]int{{1, 1}}, "reflect"), tensor.Repeat(x, []int{2}, 0), tensor.Tile[[2]int](x, []int{2, 1})
//	np.meshgrid(x, y), np.triu(m, 1), np.rot90(m)
//	                                         tensor.Meshgrid[[2]int]([]tensor.Tensor[int, [1]int]{x, y}, "xy", false), tensor.Triu(m, 1), m.Rot90(1, 0, 1)
//	np.nanvar(x), np.nanargmin(x), np.nancumsum(x)
//	                                         tensor.NanVar(x, 0), tensor.NanArgMin(x), tensor.NanCumSum(x)
//	np.bincount(x), np.histogram(a, bins=4), np.digitize(a, bins), np.isin(x, [1, 3])
//	                                         tensor.Bincount(x, 0), tensor.Histogram(a, 4), tensor.Digitize(a, bins, false), tensor.IsIn(x, test)
//	np.interp(x, xp, fp), np.unique(m, axis=0)
//	                                         tensor.Interp(x, xp, fp), tensor.UniqueAxis(m, 0)
//	x[x[:, 0] > 5], m[:, [3, 0]] = v, np.nonzero(a), np.unravel_index(5, (3, 4))
//	                                         tensor.MaskedRows[[2]int](x, mask), tensor.PutAxis(m, idx, v, 1, "raise"), tensor.Nonzero(a), tensor.UnravelIndex(flat, [2]int{3, 4}, tensor.C)
//	np.atleast_2d(x).shape, np.atleast_3d(x).shape
//	                                         tensor.ExpandDims[[2]int](x, 0), tensor.ExpandDims[[3]int](x, 0, 2)   (the rank is in the type)
//	np.tensordot(t, t, axes=([1, 2], [1, 2]))  tensor.Tensordot[[2]int](t, t, []int{1, 2}, []int{1, 2})
//	np.dot(x, x), np.outer(x, x), np.trace(m)  tensor.Dot[[0]int](x, x), tensor.Outer(x, x), tensor.Trace[[0]int](m, 0, 0, 1)
//	np.linalg.norm(m), np.linalg.norm(m, axis=1), np.linalg.norm(m, np.inf)
//	                                         tensor.Norm[[0]int](m, tensor.Fro), tensor.Norm[[1]int](m, 2, 1), tensor.Norm[[0]int](m, math.Inf(1), 0, 1)
//	np.concatenate([a, b], axis=1)           tensor.Concatenate(1, a, b)   (ConcatenateTo(dst, 1, a, b) for out=)
//	np.stack([a, b]).shape                   tensor.Stack[[3]int](0, a, b)
//	np.array_split(x, 3)                     tensor.Split(x, 0, 3)   (views; SplitIndices for np.split at indices)
//	a.astype(np.float32) / 4                 f, err := tensor.Convert[float32](a); tensor.Divide(f, 4)
//	a < b, a > 0                             tensor.Less(a, b), tensor.Greater(a, 0)   (Equal, NotEqual, …)
//	np.where(a > 2, a, -1)                   m, _ := tensor.Greater(a, 2); tensor.Where(m, a, -1)
//	a[a > 2]; a[a > 2] = 0                   tensor.Masked(a, mask); tensor.SetMasked(a, mask, 0)
//	np.clip(a, 1, 4)                         tensor.Clip(a, 1, 4)
//	np.sqrt(a)                               tensor.Unary(tensor.Sqrt, a)   (Map(a, f) for a function of yours)
//	np.abs(a)                                tensor.Unary(tensor.Abs, a)   (UnaryTo(a, tensor.Abs, a) in place)
//	np.exp(a)                                tensor.Unary(tensor.Exp, a)
//	np.sqrt(i32), np.exp(a, dtype=np.float32)  tensor.UnaryAs[float64](tensor.Sqrt, i32), tensor.UnaryAs[float32](tensor.Exp, a)
//	i / j (integers)                         tensor.TrueDivide[float64](i, j)
//	i // j, i % j                            tensor.Binary(tensor.FloorDivide, i, j), tensor.Binary(tensor.Remainder, i, j)
//	(a > 1) & (a < 4), ~m                    tensor.Binary(tensor.LogicalAnd, gt, lt), tensor.Unary(tensor.LogicalNot, m)
//	np.shares_memory(a, b)                   tensor.SharesMemory(a, b, 0)
//	np.shares_memory(a, b, max_work=20)      tensor.SharesMemory(a, b, 20)   (ErrTooHard where NumPy raises TooHardError)
//	np.may_share_memory(a, b)                tensor.MayShareMemory(a, b)
//	np.save(f, a); np.load(f)                npy.Save(f, a); npy.Load[int64, [2]int](f)
//	np.load(f) of unknown rank, then b.sum(axis=-1)  b, err := npy.LoadDyn[float64](f); dyn.SumAxes(b, -1)
package tensor
