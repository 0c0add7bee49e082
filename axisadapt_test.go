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

// bin adapts an elementwise function whose second operand is any value to
// the two-tensor signature the table-driven tests were written against.
func bin[A, B, R any](f func(A, any) (R, error)) func(A, B) (R, error) {
	return func(a A, b B) (R, error) { return f(a, b) }
}

// newTo returns the new-result form of an elementwise To function whose
// first operand has the lower rank: the result has the second operand's rank.
func newTo[T Number, D, E Dim](name string, to func(Tensor[T, D], Tensor[T, E], Tensor[T, D]) error) func(Tensor[T, E], Tensor[T, D]) (Tensor[T, D], error) {
	return func(b Tensor[T, E], a Tensor[T, D]) (Tensor[T, D], error) {
		r, err := resultFor[T, D](name, ints(&b.layout.shape), ints(&a.layout.shape))
		if err == nil {
			err = to(r, b, a)
		}
		if err != nil {
			return Tensor[T, D]{}, err
		}
		return r, nil
	}
}
