package tensor

// axis1 adapts a reduction over axes to the one-axis signature the
// table-driven tests were written against.
func axis1[A, R any](f func(A, ...int) (R, error)) func(A, int) (R, error) {
	return func(a A, k int) (R, error) { return f(a, k) }
}

// axisTo1 adapts a reduction into a destination over axes to one axis.
func axisTo1[A, B any](f func(A, B, ...int) error) func(A, B, int) error {
	return func(dst A, b B, k int) error { return f(dst, b, k) }
}
