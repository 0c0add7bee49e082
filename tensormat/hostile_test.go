package tensormat

import (
	"errors"
	"math"
	"testing"

	"github.com/fixedrank/tensor"
	"gonum.org/v1/gonum/blas/blas64"
	"gonum.org/v1/gonum/mat"
)

func rawDense(g blas64.General) *mat.Dense {
	m := &mat.Dense{}
	m.SetRawMatrix(g)
	return m
}

func rawVec(v blas64.Vector) *mat.VecDense {
	x := &mat.VecDense{}
	x.SetRawVector(v)
	return x
}

func TestFromDenseHostile(t *testing.T) {
	tests := []struct {
		name string
		m    *mat.Dense
		want error
	}{
		{"nil", nil, tensor.ErrShape},
		{"negative rows", rawDense(blas64.General{Rows: -1, Cols: 2, Stride: 2, Data: make([]float64, 4)}), tensor.ErrShape},
		{"negative columns", rawDense(blas64.General{Rows: 2, Cols: -2, Stride: 2, Data: make([]float64, 4)}), tensor.ErrShape},
		{"stride shorter than a row", rawDense(blas64.General{Rows: 2, Cols: 3, Stride: 2, Data: make([]float64, 6)}), tensor.ErrShape},
		{"zero stride", rawDense(blas64.General{Rows: 2, Cols: 3, Stride: 0, Data: make([]float64, 6)}), tensor.ErrShape},
		{"negative stride", rawDense(blas64.General{Rows: 2, Cols: 3, Stride: -3, Data: make([]float64, 6)}), tensor.ErrShape},
		{"data too short", rawDense(blas64.General{Rows: 2, Cols: 3, Stride: 4, Data: make([]float64, 6)}), tensor.ErrBounds},
		{"nil data", rawDense(blas64.General{Rows: 2, Cols: 3, Stride: 3}), tensor.ErrBounds},
		{"huge stride", rawDense(blas64.General{Rows: 3, Cols: 3, Stride: math.MaxInt, Data: make([]float64, 9)}), tensor.ErrOverflow},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if x, err := FromDense(tt.m); !errors.Is(err, tt.want) {
				t.Errorf("FromDense = %v, %v; want an error wrapping %v", x.Layout(), err, tt.want)
			}
		})
	}
	x, err := FromDense(&mat.Dense{})
	if err != nil || x.Shape() != [2]int{0, 0} {
		t.Errorf("FromDense(zero Dense) = %v, %v; want shape [0 0]", x.Layout(), err)
	}
	// One row: the stride is never used.
	x, err = FromDense(rawDense(blas64.General{Rows: 1, Cols: 3, Stride: 3, Data: []float64{1, 2, 3}}))
	if v, _ := x.At(0, 2); err != nil || v != 3 {
		t.Errorf("FromDense(1×3) At(0, 2) = %v, %v", v, err)
	}
}

func TestFromVecDenseHostile(t *testing.T) {
	tests := []struct {
		name string
		v    *mat.VecDense
		want error
	}{
		{"nil", nil, tensor.ErrShape},
		{"negative length", rawVec(blas64.Vector{N: -1, Inc: 1, Data: make([]float64, 3)}), tensor.ErrShape},
		{"zero increment", rawVec(blas64.Vector{N: 3, Inc: 0, Data: make([]float64, 3)}), tensor.ErrShape},
		{"negative increment", rawVec(blas64.Vector{N: 3, Inc: -1, Data: make([]float64, 3)}), tensor.ErrShape},
		{"data too short", rawVec(blas64.Vector{N: 3, Inc: 2, Data: make([]float64, 4)}), tensor.ErrBounds},
		{"huge increment", rawVec(blas64.Vector{N: 3, Inc: math.MaxInt, Data: make([]float64, 3)}), tensor.ErrOverflow},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if x, err := FromVecDense(tt.v); !errors.Is(err, tt.want) {
				t.Errorf("FromVecDense = %v, %v; want an error wrapping %v", x.Layout(), err, tt.want)
			}
		})
	}
	x, err := FromVecDense(&mat.VecDense{})
	if err != nil || x.Shape() != [1]int{0} {
		t.Errorf("FromVecDense(zero VecDense) = %v, %v; want shape [0]", x.Layout(), err)
	}
}

// TestCopyTooLarge converts broadcast views with far more elements than
// their one-element buffer: the copy must be refused, not attempted.
func TestCopyTooLarge(t *testing.T) {
	one, _ := tensor.Full([2]int{1, 1}, 7.0)
	for _, tt := range []struct {
		shape [2]int
		want  error
	}{
		{[2]int{1 << 31, 1 << 31}, tensor.ErrOverflow}, // 2^62 elements, 2^65 bytes
		{[2]int{1 << 25, 1 << 25}, tensor.ErrTooLarge}, // 2^53 bytes
	} {
		l, err := tensor.BroadcastToLayout(one.Layout(), tt.shape)
		if err != nil {
			t.Fatal(err)
		}
		b, err := tensor.ViewOf(one, l)
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := ToDense(b); !errors.Is(err, tt.want) {
			t.Errorf("ToDense(broadcast to %v) error = %v, want %v", tt.shape, err, tt.want)
		}
	}
	scalar, _ := tensor.Full([1]int{1}, 7.0)
	for _, tt := range []struct {
		n    int
		want error
	}{
		{1 << 61, tensor.ErrOverflow},
		{1 << 50, tensor.ErrTooLarge},
	} {
		l, _ := tensor.BroadcastToLayout(scalar.Layout(), [1]int{tt.n})
		b, err := tensor.ViewOf(scalar, l)
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := ToVecDense(b); !errors.Is(err, tt.want) {
			t.Errorf("ToVecDense(broadcast to %d) error = %v, want %v", tt.n, err, tt.want)
		}
	}
	// A small broadcast is copied.
	l, _ := tensor.BroadcastToLayout(one.Layout(), [2]int{2, 3})
	b, _ := tensor.ViewOf(one, l)
	m, shared, err := ToDense(b)
	if err != nil || shared || m.At(1, 2) != 7 {
		t.Errorf("ToDense(small broadcast) = %v, %v, %v", m, shared, err)
	}
}

// TestNegativeDims converts views of unchecked layouts with negative
// dimensions, which tensor.View accepts: an error, not a panic.
func TestNegativeDims(t *testing.T) {
	data := make([]float64, 10)
	x, err := tensor.View(data, tensor.Unchecked([2]int{-3, 2}, [2]int{2, 1}, 0))
	if err != nil {
		t.Skipf("tensor.View refuses negative dimensions: %v", err)
	}
	if _, _, err := ToDense(x); !errors.Is(err, tensor.ErrShape) {
		t.Errorf("ToDense(shape [-3 2]) error = %v, want ErrShape", err)
	}
	v, err := tensor.View(data, tensor.Unchecked([1]int{-3}, [1]int{1}, 0))
	if err != nil {
		t.Skipf("tensor.View refuses negative dimensions: %v", err)
	}
	if _, _, err := ToVecDense(v); !errors.Is(err, tensor.ErrShape) {
		t.Errorf("ToVecDense(shape [-3]) error = %v, want ErrShape", err)
	}
}
