package tensor

import (
	"fmt"

	"github.com/fixedrank/tensor/internal/engine"
)

var _ fmt.Formatter = Tensor[int, [1]int]{}

// String returns t formatted as NumPy prints an array: "[[0 1 2]\n [3 4
// 5]]". Floats print in NumPy's default style: the shortest representation
// that identifies the value at the element's precision (float32 0.1 prints
// as "0.1"), rounded to at most 8 decimals, "1." for integral values, and
// padded on both sides so that the decimal points align:
// "[0.1     1.30014 2.5    ]". Complex numbers print as in NumPy: each real
// part, aligned with the other real parts as floats are, followed by the
// imaginary part, aligned likewise, with an explicit sign and a "j":
// "[1. +2.j 3.5-4.j]". Other types use %v. A rank-0 tensor of floats or
// complex numbers prints as NumPy prints the scalar: "2.5", "1.0",
// "(1+2j)", "2j", in exponent form outside [1e-4, 1e16).
//
// Unlike NumPy, tensors of rank 1 and more never switch to exponent
// notation for very large or very small magnitudes; use a verb such as %g
// for those.
func (t Tensor[T, D]) String() string {
	return engine.Str(t.data, ints(&t.layout.shape), ints(&t.layout.strides), t.layout.offset)
}

// Format implements [fmt.Formatter]: %v and %s print like
// [Tensor.String]; any other verb, with its flags, width and precision,
// formats each element ("%.2f", "%5d", "%x"), inside the same brackets.
func (t Tensor[T, D]) Format(f fmt.State, verb rune) {
	if verb == 'v' || verb == 's' {
		_, _ = f.Write([]byte(t.String()))
		return
	}
	engine.FormatVerb(f, verb, t.data, ints(&t.layout.shape), ints(&t.layout.strides), t.layout.offset)
}
