package tensor

// Addressing returns the terms of l's addressing formula: the element at
// index i lives at offset + i[0]*strides[0] + … + i[n-1]*strides[n-1].
// The strides are l's own, not a copy: the result is for reading, and
// writing through the pointer changes l.
//
// It serves hot loops written outside this package, such as the per-rank
// functions of package [github.com/fixedrank/tensor/ranks]
// (ranks.Index3(&l, i, j, k)): called on a pointer, it copies nothing, and a
// function that calls it still inlines into its own callers and reads the
// strides in place, as hand-written code would. [Layout.Offset] and
// [Layout.Strides] have value receivers and return the array by value: in
// a hot loop each call copies the layout, which measures ten times slower.
func (l *Layout[D]) Addressing() (offset int, strides *D) {
	return l.offset, &l.strides
}

// Addressing returns t's buffer (shared with t, as [Tensor.Data] returns
// it) and the terms of its layout's addressing formula: the element at
// index i is data[offset + i[0]*strides[0] + … + i[n-1]*strides[n-1]]. The
// strides are t's own, not a copy: the result is for reading, and writing
// through the pointer changes t's layout. Like [Tensor.Ptr], it ignores
// read-only marking.
//
// It is [Layout.Addressing] for tensors, in one call: ranks.Ptr3(&t, i, j,
// k) is written over it, and one call with three results keeps Ptr1 to
// Ptr7 within Go's inlining budget where a call for the buffer and another
// for the layout would not.
func (t *Tensor[T, D]) Addressing() (data []T, offset int, strides *D) {
	return t.data, t.layout.offset, &t.layout.strides
}
