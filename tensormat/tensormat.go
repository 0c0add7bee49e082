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
package tensormat

import (
	"fmt"

	"github.com/fixedrank/tensor"
	"gonum.org/v1/gonum/blas/blas64"
	"gonum.org/v1/gonum/mat"
)

// ToDense returns a *mat.Dense with t's values and whether it shares t's
// memory (see the package doc for when it does).
func ToDense(t tensor.Tensor[float64, [2]int]) (m *mat.Dense, shared bool, err error) {
	l := t.Layout()
	s, st := l.Shape(), l.Strides()
	if s[0] == 0 || s[1] == 0 {
		return nil, false, fmt.Errorf("tensormat: ToDense of shape %v: gonum has no empty matrices: %w", s, tensor.ErrShape)
	}
	if !t.ReadOnly() && (st[1] == 1 || s[1] == 1) && (st[0] >= s[1] || s[0] == 1) {
		stride := st[0]
		if s[0] == 1 {
			stride = s[1]
		}
		lo := l.Offset()
		n := (s[0]-1)*stride + s[1]
		if data := t.Data(); lo >= 0 && lo+n <= len(data) {
			m = &mat.Dense{}
			m.SetRawMatrix(blas64.General{Rows: s[0], Cols: s[1], Stride: stride, Data: data[lo : lo+n]})
			return m, true, nil
		}
	}
	c := t.Clone()
	return mat.NewDense(s[0], s[1], c.Data()), false, nil
}

// FromDense returns a rank-2 tensor view of m's elements (no copy).
func FromDense(m *mat.Dense) (tensor.Tensor[float64, [2]int], error) {
	raw := m.RawMatrix()
	l, err := tensor.New([2]int{raw.Rows, raw.Cols}, [2]int{raw.Stride, 1}, 0)
	if err != nil {
		return tensor.Tensor[float64, [2]int]{}, err
	}
	return tensor.View(raw.Data, l)
}

// ToVecDense returns a *mat.VecDense with t's values and whether it
// shares t's memory (it does when t's stride is positive).
func ToVecDense(t tensor.Tensor[float64, [1]int]) (v *mat.VecDense, shared bool, err error) {
	l := t.Layout()
	n, inc := l.Shape()[0], l.Strides()[0]
	if n == 0 {
		return nil, false, fmt.Errorf("tensormat: ToVecDense of length 0: gonum has no empty vectors: %w", tensor.ErrShape)
	}
	if n == 1 {
		inc = 1
	}
	if !t.ReadOnly() && inc > 0 {
		lo := l.Offset()
		end := lo + (n-1)*inc + 1
		if data := t.Data(); lo >= 0 && end <= len(data) {
			v = &mat.VecDense{}
			v.SetRawVector(blas64.Vector{N: n, Inc: inc, Data: data[lo:end]})
			return v, true, nil
		}
	}
	c := t.Clone()
	return mat.NewVecDense(n, c.Data()), false, nil
}

// FromVecDense returns a rank-1 tensor view of v's elements (no copy).
func FromVecDense(v *mat.VecDense) (tensor.Tensor[float64, [1]int], error) {
	raw := v.RawVector()
	l, err := tensor.New([1]int{raw.N}, [1]int{raw.Inc}, 0)
	if err != nil {
		return tensor.Tensor[float64, [1]int]{}, err
	}
	return tensor.View(raw.Data, l)
}
