package linear

import (
	"math/bits"

	"github.com/fixedrank/tensor"

	"github.com/fixedrank/tensor/internal/engine"

	"golang.org/x/exp/constraints"
)

// RuntimeShape linearizes coordinates of type P (an array of the integer
// type I) for a shape known at run time, like ndshape's RuntimeShape. In C
// order the last coordinate varies fastest (NumPy: i = (x·Y + y)·Z + z); in F
// order the first does (ndshape: i = x + X·y + X·Y·z).
//
// Linearize and Delinearize are exact inverses on coordinates in range
// (0 <= p[k] < dims[k]) and linear indices in [0, Size()). Out of range,
// Linearize still returns Σ p[k]·strides[k] computed in I (it may alias
// another coordinate or wrap), and Delinearize of an index outside
// [0, Size()) returns the out-of-range digits described at
// [RuntimeShape.Delinearize]. The checked forms return errors instead.
type RuntimeShape[I constraints.Integer, P Coord[I]] struct {
	dims    P
	strides P
	size    I
	order   tensor.Order
}

// NewRuntimeShape returns the linearizer for dims in order. The first type
// argument names the coordinate type and the second is inferred:
//
//	s, err := linear.NewRuntimeShape[uint32]([3]uint32{16, 16, 16}, tensor.F)
//
// It returns an error wrapping [tensor.ErrShape] if a dimension is less than 1 or
// the order is invalid, and one wrapping [tensor.ErrOverflow] if the size does not
// fit in I.
func NewRuntimeShape[I constraints.Integer, P Coord[I]](dims P, order tensor.Order) (RuntimeShape[I, P], error) {
	s := RuntimeShape[I, P]{dims: dims, order: order}
	if !order.Valid() {
		return RuntimeShape[I, P]{}, engine.Errorf(tensor.ErrShape, "NewRuntimeShape: invalid order %d", order)
	}
	limit := engine.MaxOf[I]()
	n := len(dims)
	acc := uint64(1)
	for j := range n {
		k := engine.FastAxis(order, j, n)
		d := dims[k]
		if d < 1 {
			return RuntimeShape[I, P]{}, engine.Errorf(tensor.ErrShape, "NewRuntimeShape: dimension %d on axis %d, want >= 1", d, k)
		}
		s.strides[k] = I(acc)
		hi, lo := bits.Mul64(acc, uint64(d))
		if hi != 0 || lo > limit {
			return RuntimeShape[I, P]{}, engine.Errorf(tensor.ErrOverflow, "NewRuntimeShape: size of %v does not fit in %T", dims, d)
		}
		acc = lo
	}
	s.size = I(acc)
	return s, nil
}

// Dims returns the length of each axis.
func (s *RuntimeShape[I, P]) Dims() P { return s.dims }

// Strides returns the multiplier of each coordinate.
func (s *RuntimeShape[I, P]) Strides() P { return s.strides }

// Size returns the number of elements, the product of the dimensions.
func (s *RuntimeShape[I, P]) Size() I { return s.size }

// tensor.Order returns the order the shape linearizes in.
func (s *RuntimeShape[I, P]) Order() tensor.Order { return s.order }

// Linearize returns the linear index of p: Σ p[k]·strides[k], computed in I
// without checks (see the type's doc for out-of-range coordinates).
func (s *RuntimeShape[I, P]) Linearize(p P) I {
	var i I
	for k := range len(p) {
		i += p[k] * s.strides[k]
	}
	return i
}

// Delinearize returns the coordinates of the linear index i; it is the
// inverse of [RuntimeShape.Linearize] for i in [0, Size()).
//
// For any i it returns the mixed-radix digits of i without checks. From the
// fastest axis outward (the last in C order, the first in tensor.F), every axis k
// but the slowest gets p[k] = i % dims[k] and then i = i / dims[k], with
// Go's division and remainder, which truncate toward zero; the slowest axis
// (the first in C order, the last in tensor.F) gets the remaining quotient as it
// is. So, for rank 1 or more, Linearize(Delinearize(i)) == i for every i,
// and out of range:
//   - an index i >= Size() gives the faster coordinates in range and a
//     slowest coordinate >= its dim: with dims [2 3 4], Delinearize(24) is
//     [2 0 0] in C order and [0 0 4] in F order;
//   - a negative index (for a signed I) gives coordinates that are all
//     <= 0, the faster ones in (-dims[k], 0]: with dims [2 3 4],
//     Delinearize(-1) is [0 0 -1] in C order and [-1 0 0] in F order.
//
// At rank 0 it returns the empty coordinate whatever i is.
func (s *RuntimeShape[I, P]) Delinearize(i I) P {
	var p P
	n := len(p)
	first, last := 0, n-1 // variables: p[0] does not compile for [0]I
	if s.order == tensor.C {
		for k := n - 1; k > 0; k-- {
			p[k] = i % s.dims[k]
			i /= s.dims[k]
		}
		if n > 0 {
			p[first] = i
		}
	} else {
		for k := range n - 1 {
			p[k] = i % s.dims[k]
			i /= s.dims[k]
		}
		if n > 0 {
			p[last] = i
		}
	}
	return p
}

// LinearizeChecked returns the linear index of p, or an error wrapping
// [tensor.ErrIndex] if a coordinate is outside [0, dims[k]).
func (s *RuntimeShape[I, P]) LinearizeChecked(p P) (I, error) {
	for k := range len(p) {
		if p[k] < 0 || p[k] >= s.dims[k] {
			return 0, engine.Errorf(tensor.ErrIndex, "Linearize: coordinate %d out of range for axis %d with size %d", p[k], k, s.dims[k])
		}
	}
	return s.Linearize(p), nil
}

// DelinearizeChecked returns the coordinates of i, or an error wrapping
// [tensor.ErrIndex] if i is outside [0, Size()).
func (s *RuntimeShape[I, P]) DelinearizeChecked(i I) (P, error) {
	if i < 0 || i >= s.size {
		var p P
		return p, engine.Errorf(tensor.ErrIndex, "Delinearize: index %d out of range for size %d", i, s.size)
	}
	return s.Delinearize(i), nil
}
