package tensor

import (
	"github.com/fixedrank/tensor/internal/engine"
	"github.com/fixedrank/tensor/internal/kernel"
	"golang.org/x/exp/constraints"
)

// ZerosLike returns a new tensor of zeros with l's shape whose memory order
// follows l's, as NumPy's zeros_like(a) (order='K') and rstsr's
// zeros(layout) do: a C-contiguous l (NumPy's relaxed rule) gives a
// C-contiguous result, an F-contiguous one an F-contiguous result, and any
// other l a result whose axes are laid out outermost to innermost in the
// order of l's strides, largest magnitude first (ties keep the axis
// order), with positive strides and no gaps. Pass
// t.Layout() for a tensor t. It returns the allocation errors of [Zeros].
func ZerosLike[T any, D Dim](l Layout[D]) (Tensor[T, D], error) {
	r := Tensor[T, D]{layout: Layout[D]{shape: l.shape}}
	n, err := engine.SizeOf("ZerosLike", ints(&l.shape))
	if err != nil {
		return Tensor[T, D]{}, err
	}
	if r.data, err = engine.MakeBuf[T]("ZerosLike", n); err != nil {
		return Tensor[T, D]{}, err
	}
	engine.LikeStrides(ints(&l.shape), ints(&l.strides), ints(&r.layout.strides))
	return r, nil
}

// FullLike returns a new tensor with l's shape and memory order (see
// [ZerosLike]) with every element v.
func FullLike[T any, D Dim](l Layout[D], v T) (Tensor[T, D], error) {
	r, err := ZerosLike[T](l)
	kernel.Fill(r.data, v)
	return r, err
}

// Ones returns a new C-contiguous tensor of shape with every element 1. It
// returns the errors of [Zeros].
func Ones[T Number, D Dim](shape D) (Tensor[T, D], error) { return Full(shape, T(1)) }

// Eye returns a new n x m tensor with ones on diagonal k and zeros
// elsewhere, as NumPy's eye(n, m, k): k > 0 is above the main diagonal, k <
// 0 below. It returns an error wrapping [ErrShape] for a negative n or m,
// and the allocation errors of [Zeros].
func Eye[T Number](n, m, k int) (Tensor[T, [2]int], error) {
	t, err := Zeros[T]([2]int{n, m})
	if err != nil {
		return t, err
	}
	// Row i has its one at column i+k: rows max(0, -k) on, while the
	// column stays below m.
	i0 := max(0, -k)
	if count := min(n-i0, m-(i0+k)); count > 0 {
		kernel.FillStrided(t.data, i0*m+i0+k, m+1, count, 1)
	}
	return t, nil
}

// Identity returns the n x n identity matrix (NumPy's identity); see [Eye].
func Identity[T Number](n int) (Tensor[T, [2]int], error) { return Eye[T](n, n, 0) }

// Linspace returns num evenly spaced values from start to stop, as NumPy's
// linspace(start, stop, num, endpoint, dtype=T): computed in float64 as
// i*step + start with step = (stop-start)/div (div = num-1 with the
// endpoint, num without), the last value set to stop exactly when the
// endpoint is included, then rounded to T. A step that underflows to zero
// is computed as i/div*(stop-start), as NumPy does. It returns an error
// wrapping [ErrShape] for a negative num, and the allocation errors of
// [Zeros].
func Linspace[T constraints.Float](start, stop T, num int, endpoint bool) (Tensor[T, [1]int], error) {
	if num < 0 {
		return Tensor[T, [1]int]{}, engine.Errorf(ErrShape, "Linspace: %d samples", num)
	}
	t, err := empty[T]("Linspace", [1]int{num}) // written whole below
	if err != nil {
		return t, err
	}
	div := num
	if endpoint {
		div = num - 1
	}
	kernel.LinspaceFill(t.data, float64(start), float64(stop), div)
	if endpoint && num > 1 {
		t.data[num-1] = stop
	}
	return t, nil
}
