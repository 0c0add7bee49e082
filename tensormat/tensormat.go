// Package tensormat converts between tensors of github.com/fixedrank/tensor
// and gonum's *mat.Dense and *mat.VecDense.
//
// Memory is shared whenever gonum can describe the tensor's layout: a
// rank-2 tensor whose rows are contiguous (column stride 1) and whose row
// stride is at least the number of columns becomes a *mat.Dense over the
// same elements; a rank-1 tensor with a positive stride becomes a
// *mat.VecDense with that increment. Any other layout (transposed,
// negative or zero strides, overlapping rows) is copied, and the functions
// report which happened. gonum matrices always become tensor views over
// their own data. gonum has no empty matrices, so an empty tensor gives an
// error wrapping tensor.ErrShape.
//
// Every error wraps a sentinel of the tensor package, so callers test with
// errors.Is; each function's doc lists them. A nil matrix, or one whose raw
// fields are inconsistent, gives an error: no input panics or yields a
// tensor that reads outside the matrix's data.
package tensormat

import (
	"fmt"

	"github.com/fixedrank/tensor"
	"gonum.org/v1/gonum/blas/blas64"
	"gonum.org/v1/gonum/mat"
)

// copyOf returns a new C-contiguous copy of t's elements. Its allocation
// goes through tensor.Zeros, so a copy whose byte count does not fit in an
// int is an error wrapping tensor.ErrOverflow and one larger than the
// machine's memory one wrapping tensor.ErrTooLarge (a broadcast view can
// have far more elements than its buffer).
func copyOf[D tensor.Dim](op string, t tensor.Tensor[float64, D]) ([]float64, error) {
	c, err := tensor.Zeros[float64](t.Shape())
	if err == nil {
		err = tensor.Assign(c, t)
	}
	if err != nil {
		return nil, fmt.Errorf("tensormat: %s: %w", op, err)
	}
	return c.Data(), nil
}

// ToDense returns a *mat.Dense with t's values and whether it shares t's
// memory (see the package doc for when it does). It returns an error
// wrapping tensor.ErrShape if t is empty (or, viewing an unchecked layout,
// has a negative dimension), and for a copy one wrapping
// tensor.ErrOverflow if its byte count does not fit in an int or
// tensor.ErrTooLarge if it is larger than the machine's memory (a broadcast
// view can have far more elements than its buffer).
func ToDense(t tensor.Tensor[float64, [2]int]) (m *mat.Dense, shared bool, err error) {
	l := t.Layout()
	s, st := l.Shape(), l.Strides()
	if s[0] <= 0 || s[1] <= 0 { // negative only in a view of an unchecked layout
		return nil, false, fmt.Errorf("tensormat: ToDense of shape %v: gonum has no empty matrices: %w", s, tensor.ErrShape)
	}
	if !t.ReadOnly() && (st[1] == 1 || s[1] == 1) && (st[0] >= s[1] || s[0] == 1) {
		stride := st[0]
		if s[0] == 1 {
			stride = s[1]
		}
		lo := l.Offset()
		n := (s[0]-1)*stride + s[1] // within t's buffer: no overflow
		if data := t.Data(); lo >= 0 && lo+n <= len(data) {
			m = &mat.Dense{}
			m.SetRawMatrix(blas64.General{Rows: s[0], Cols: s[1], Stride: stride, Data: data[lo : lo+n]})
			return m, true, nil
		}
	}
	data, err := copyOf("ToDense", t)
	if err != nil {
		return nil, false, err
	}
	return mat.NewDense(s[0], s[1], data), false, nil
}

// FromDense returns a rank-2 tensor view of m's elements (no copy); the
// zero *mat.Dense gives an empty tensor of shape [0 0]. It returns an error
// wrapping tensor.ErrShape if m is nil or its raw matrix has a negative
// dimension or a stride shorter than a row, tensor.ErrOverflow if the
// extent of its rows does not fit in an int, and tensor.ErrBounds if its
// data is too short.
func FromDense(m *mat.Dense) (tensor.Tensor[float64, [2]int], error) {
	if m == nil {
		return tensor.Tensor[float64, [2]int]{}, fmt.Errorf("tensormat: FromDense of a nil matrix: %w", tensor.ErrShape)
	}
	raw := m.RawMatrix()
	if raw.Rows > 0 && raw.Cols > 0 && raw.Stride < raw.Cols {
		return tensor.Tensor[float64, [2]int]{}, fmt.Errorf("tensormat: FromDense: stride %d shorter than %d columns: %w", raw.Stride, raw.Cols, tensor.ErrShape)
	}
	return view("FromDense", raw.Data, [2]int{raw.Rows, raw.Cols}, [2]int{raw.Stride, 1})
}

// view returns the tensor over data with the given shape and strides.
func view[D tensor.Dim](op string, data []float64, shape, strides D) (tensor.Tensor[float64, D], error) {
	l, err := tensor.New(shape, strides, 0)
	if err == nil {
		var t tensor.Tensor[float64, D]
		if t, err = tensor.View(data, l); err == nil {
			return t, nil
		}
	}
	return tensor.Tensor[float64, D]{}, fmt.Errorf("tensormat: %s: %w", op, err)
}

// ToVecDense returns a *mat.VecDense with t's values and whether it
// shares t's memory (it does when t's stride is positive). It returns an
// error wrapping tensor.ErrShape if t is empty (or, viewing an unchecked
// layout, has a negative length), and for a copy the errors of [ToDense].
func ToVecDense(t tensor.Tensor[float64, [1]int]) (v *mat.VecDense, shared bool, err error) {
	l := t.Layout()
	n, inc := l.Shape()[0], l.Strides()[0]
	if n <= 0 { // negative only in a view of an unchecked layout
		return nil, false, fmt.Errorf("tensormat: ToVecDense of length %d: gonum has no empty vectors: %w", n, tensor.ErrShape)
	}
	if n == 1 {
		inc = 1
	}
	if !t.ReadOnly() && inc > 0 {
		lo := l.Offset()
		end := lo + (n-1)*inc + 1 // within t's buffer: no overflow
		if data := t.Data(); lo >= 0 && end <= len(data) {
			v = &mat.VecDense{}
			v.SetRawVector(blas64.Vector{N: n, Inc: inc, Data: data[lo:end]})
			return v, true, nil
		}
	}
	data, err := copyOf("ToVecDense", t)
	if err != nil {
		return nil, false, err
	}
	return mat.NewVecDense(n, data), false, nil
}

// FromVecDense returns a rank-1 tensor view of v's elements (no copy); the
// zero *mat.VecDense gives an empty tensor of shape [0]. It returns an
// error wrapping tensor.ErrShape if v is nil or its raw vector has a
// negative length or an increment below 1, tensor.ErrOverflow if its
// extent does not fit in an int, and tensor.ErrBounds if its data is too
// short.
func FromVecDense(v *mat.VecDense) (tensor.Tensor[float64, [1]int], error) {
	if v == nil {
		return tensor.Tensor[float64, [1]int]{}, fmt.Errorf("tensormat: FromVecDense of a nil vector: %w", tensor.ErrShape)
	}
	raw := v.RawVector()
	if raw.N > 0 && raw.Inc < 1 {
		return tensor.Tensor[float64, [1]int]{}, fmt.Errorf("tensormat: FromVecDense: increment %d, want >= 1: %w", raw.Inc, tensor.ErrShape)
	}
	return view("FromVecDense", raw.Data, [1]int{raw.N}, [1]int{raw.Inc})
}
