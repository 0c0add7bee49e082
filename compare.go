package tensor

// Elementwise comparisons (np.less, np.greater, np.less_equal,
// np.greater_equal, np.equal, np.not_equal), np.where, boolean masks
// (a[mask] and a[mask] = v) and np.clip. Every one runs on the strided
// operand through the elementwise machinery of elementwise.go (zipTo), so it
// broadcasts as NumPy does and writes into a dst that shares memory with an
// input as if through a temporary.

// The comparison functions, chosen outside the loops. Go's float
// comparisons are IEEE 754's, as NumPy's: every comparison with NaN is
// false except != .
func cmpLess[T Real](x, y T) bool         { return x < y }
func cmpLessEqual[T Real](x, y T) bool    { return x <= y }
func cmpGreater[T Real](x, y T) bool      { return x > y }
func cmpGreaterEqual[T Real](x, y T) bool { return x >= y }
func cmpEqual[T comparable](x, y T) bool  { return x == y }
func cmpNotEqual[T comparable](x, y T) bool {
	return x != y
}

// compareNew returns f(a, b) in a new bool tensor of the broadcast shape.
func compareNew[F Dim, T any, D, E Dim](name string, a Tensor[T, D], b Tensor[T, E], f func(T, T) bool) (Tensor[bool, F], error) {
	r, err := zerosBroadcast[F, bool](a.layout, b.layout)
	if err != nil {
		return r, err
	}
	return r, zipTo(name, r.strided(), a.strided(), b.strided(), f)
}

// compareNewDyn is compareNew for DynTensor.
func compareNewDyn[T any](name string, a, b DynTensor[T], f func(T, T) bool) (DynTensor[bool], error) {
	r, err := zerosBroadcastDyn[bool](a.layout, b.layout)
	if err != nil {
		return r, err
	}
	return r, zipTo(name, r.strided(), a.strided(), b.strided(), f)
}

// Less returns a < b elementwise (NumPy's np.less) in a new C-contiguous
// bool tensor of rank F, with a and b broadcast together:
//
//	m, err := tensor.Less[[2]int](x, row)
//
// A comparison with NaN is false. It returns an error wrapping
// [ErrBroadcast] or [ErrRank]. The …To forms ([LessTo] and the others)
// store into an existing dst with the guarantees of [ZipTo].
func Less[F Dim, T Real, D, E Dim](a Tensor[T, D], b Tensor[T, E]) (Tensor[bool, F], error) {
	return compareNew[F]("Less", a, b, cmpLess[T])
}

// LessEqual returns a <= b elementwise (np.less_equal); see [Less].
func LessEqual[F Dim, T Real, D, E Dim](a Tensor[T, D], b Tensor[T, E]) (Tensor[bool, F], error) {
	return compareNew[F]("LessEqual", a, b, cmpLessEqual[T])
}

// Greater returns a > b elementwise (np.greater); see [Less].
func Greater[F Dim, T Real, D, E Dim](a Tensor[T, D], b Tensor[T, E]) (Tensor[bool, F], error) {
	return compareNew[F]("Greater", a, b, cmpGreater[T])
}

// GreaterEqual returns a >= b elementwise (np.greater_equal); see [Less].
func GreaterEqual[F Dim, T Real, D, E Dim](a Tensor[T, D], b Tensor[T, E]) (Tensor[bool, F], error) {
	return compareNew[F]("GreaterEqual", a, b, cmpGreaterEqual[T])
}

// Equal returns a == b elementwise (np.equal); see [Less]. NaN differs from
// itself. For one answer for the whole tensors (np.array_equal) see
// [ArrayEqual].
func Equal[F Dim, T comparable, D, E Dim](a Tensor[T, D], b Tensor[T, E]) (Tensor[bool, F], error) {
	return compareNew[F]("Equal", a, b, cmpEqual[T])
}

// NotEqual returns a != b elementwise (np.not_equal); see [Less]. A
// comparison with NaN is true.
func NotEqual[F Dim, T comparable, D, E Dim](a Tensor[T, D], b Tensor[T, E]) (Tensor[bool, F], error) {
	return compareNew[F]("NotEqual", a, b, cmpNotEqual[T])
}

// LessTo stores a < b into dst elementwise, broadcasting a and b to dst's
// shape, with the guarantees and errors of [ZipTo].
func LessTo[T Real, F, D, E Dim](dst Tensor[bool, F], a Tensor[T, D], b Tensor[T, E]) error {
	return zipTo("LessTo", dst.strided(), a.strided(), b.strided(), cmpLess[T])
}

// LessEqualTo stores a <= b into dst; see [LessTo].
func LessEqualTo[T Real, F, D, E Dim](dst Tensor[bool, F], a Tensor[T, D], b Tensor[T, E]) error {
	return zipTo("LessEqualTo", dst.strided(), a.strided(), b.strided(), cmpLessEqual[T])
}

// GreaterTo stores a > b into dst; see [LessTo].
func GreaterTo[T Real, F, D, E Dim](dst Tensor[bool, F], a Tensor[T, D], b Tensor[T, E]) error {
	return zipTo("GreaterTo", dst.strided(), a.strided(), b.strided(), cmpGreater[T])
}

// GreaterEqualTo stores a >= b into dst; see [LessTo].
func GreaterEqualTo[T Real, F, D, E Dim](dst Tensor[bool, F], a Tensor[T, D], b Tensor[T, E]) error {
	return zipTo("GreaterEqualTo", dst.strided(), a.strided(), b.strided(), cmpGreaterEqual[T])
}

// EqualTo stores a == b into dst; see [LessTo].
func EqualTo[T comparable, F, D, E Dim](dst Tensor[bool, F], a Tensor[T, D], b Tensor[T, E]) error {
	return zipTo("EqualTo", dst.strided(), a.strided(), b.strided(), cmpEqual[T])
}

// NotEqualTo stores a != b into dst; see [LessTo].
func NotEqualTo[T comparable, F, D, E Dim](dst Tensor[bool, F], a Tensor[T, D], b Tensor[T, E]) error {
	return zipTo("NotEqualTo", dst.strided(), a.strided(), b.strided(), cmpNotEqual[T])
}

// LessDyn returns a < b elementwise; see [Less].
func LessDyn[T Real](a, b DynTensor[T]) (DynTensor[bool], error) {
	return compareNewDyn("LessDyn", a, b, cmpLess[T])
}

// LessEqualDyn returns a <= b elementwise; see [LessEqual].
func LessEqualDyn[T Real](a, b DynTensor[T]) (DynTensor[bool], error) {
	return compareNewDyn("LessEqualDyn", a, b, cmpLessEqual[T])
}

// GreaterDyn returns a > b elementwise; see [Greater].
func GreaterDyn[T Real](a, b DynTensor[T]) (DynTensor[bool], error) {
	return compareNewDyn("GreaterDyn", a, b, cmpGreater[T])
}

// GreaterEqualDyn returns a >= b elementwise; see [GreaterEqual].
func GreaterEqualDyn[T Real](a, b DynTensor[T]) (DynTensor[bool], error) {
	return compareNewDyn("GreaterEqualDyn", a, b, cmpGreaterEqual[T])
}

// EqualDyn returns a == b elementwise; see [Equal]. For np.array_equal see
// [ArrayEqualDyn].
func EqualDyn[T comparable](a, b DynTensor[T]) (DynTensor[bool], error) {
	return compareNewDyn("EqualDyn", a, b, cmpEqual[T])
}

// NotEqualDyn returns a != b elementwise; see [NotEqual].
func NotEqualDyn[T comparable](a, b DynTensor[T]) (DynTensor[bool], error) {
	return compareNewDyn("NotEqualDyn", a, b, cmpNotEqual[T])
}

// LessToDyn stores a < b into dst; see [LessTo].
func LessToDyn[T Real](dst DynTensor[bool], a, b DynTensor[T]) error {
	return zipTo("LessToDyn", dst.strided(), a.strided(), b.strided(), cmpLess[T])
}

// LessEqualToDyn stores a <= b into dst; see [LessTo].
func LessEqualToDyn[T Real](dst DynTensor[bool], a, b DynTensor[T]) error {
	return zipTo("LessEqualToDyn", dst.strided(), a.strided(), b.strided(), cmpLessEqual[T])
}

// GreaterToDyn stores a > b into dst; see [LessTo].
func GreaterToDyn[T Real](dst DynTensor[bool], a, b DynTensor[T]) error {
	return zipTo("GreaterToDyn", dst.strided(), a.strided(), b.strided(), cmpGreater[T])
}

// GreaterEqualToDyn stores a >= b into dst; see [LessTo].
func GreaterEqualToDyn[T Real](dst DynTensor[bool], a, b DynTensor[T]) error {
	return zipTo("GreaterEqualToDyn", dst.strided(), a.strided(), b.strided(), cmpGreaterEqual[T])
}

// EqualToDyn stores a == b into dst; see [LessTo].
func EqualToDyn[T comparable](dst DynTensor[bool], a, b DynTensor[T]) error {
	return zipTo("EqualToDyn", dst.strided(), a.strided(), b.strided(), cmpEqual[T])
}

// NotEqualToDyn stores a != b into dst; see [LessTo].
func NotEqualToDyn[T comparable](dst DynTensor[bool], a, b DynTensor[T]) error {
	return zipTo("NotEqualToDyn", dst.strided(), a.strided(), b.strided(), cmpNotEqual[T])
}
