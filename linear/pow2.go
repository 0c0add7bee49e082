package linear

import (
	mathbits "math/bits"

	"github.com/fixedrank/tensor"

	"github.com/fixedrank/tensor/internal/engine"

	"golang.org/x/exp/constraints"
)

// Shape is the interface that every linearizer satisfies: [RuntimeShape],
// [Pow2Shape] and the constant shapes written by the tensorgen command. P is
// the coordinate array type and I its integer type.
type Shape[I constraints.Integer, P Coord[I]] interface {
	// Linearize returns the linear index of the coordinates p.
	Linearize(p P) I
	// Delinearize returns the coordinates of the linear index i.
	Delinearize(i I) P
	// Size returns the number of elements.
	Size() I
	// Dims returns the length of each axis.
	Dims() P
}

var (
	_ Shape[uint32, [3]uint32] = (*RuntimeShape[uint32, [3]uint32])(nil)
	_ Shape[int, [2]int]       = (*Pow2Shape[int, [2]int])(nil)
)

// Pow2Shape linearizes coordinates for a shape whose dimensions are powers
// of two, with shifts and masks instead of multiplications and divisions
// (ndshape's ConstPow2Shape, but for any rank at run time). Axis k has
// length 1<<bits[k]. In C order the last coordinate occupies the lowest
// bits; in F order the first does.
//
// Linearize masks each coordinate to its own bit field, so an out-of-range
// coordinate wraps modulo its dimension and never spills into the next
// field (ndshape's unmasked OR does); negative coordinates of a signed type
// wrap the same way. [Pow2Shape.LinearizeChecked] returns an error instead.
// Delinearize masks every field, so an index outside [0, Size()) wraps
// modulo Size().
type Pow2Shape[I constraints.Integer, P Coord[I]] struct {
	bits   P
	shifts P
	masks  P
	size   I
	order  tensor.Order
}

// NewPow2Shape returns the power-of-two linearizer with 1<<bits[k] elements
// along axis k. The first type argument names the coordinate type and the
// second is inferred:
//
//	s, err := linear.NewPow2Shape[uint32]([3]uint32{4, 4, 4}, tensor.F) // 16x16x16
//
// It returns an error wrapping [tensor.ErrShape] for a negative bit count or an
// invalid order and one wrapping [tensor.ErrOverflow] if the total number of bits
// does not leave Size() representable in I.
func NewPow2Shape[I constraints.Integer, P Coord[I]](bits P, order tensor.Order) (Pow2Shape[I, P], error) {
	s := Pow2Shape[I, P]{bits: bits, order: order}
	if !order.Valid() {
		return Pow2Shape[I, P]{}, engine.Errorf(tensor.ErrShape, "NewPow2Shape: invalid order %d", order)
	}
	var z I
	width := mathbits.Len64(engine.MaxOf[I]()) // value bits: a signed I keeps its sign bit clear
	n := len(bits)
	total := 0
	for j := range n {
		k := engine.FastAxis(order, j, n)
		b := bits[k]
		if b < 0 {
			return Pow2Shape[I, P]{}, engine.Errorf(tensor.ErrShape, "NewPow2Shape: negative bit count %d on axis %d", b, k)
		}
		if uint64(b) >= uint64(width) || total+int(b) >= width {
			return Pow2Shape[I, P]{}, engine.Errorf(tensor.ErrOverflow, "NewPow2Shape: %v bits do not fit in %T", bits, z)
		}
		s.shifts[k] = I(total)
		s.masks[k] = I(1)<<b - 1
		total += int(b)
	}
	s.size = I(1) << total
	return s, nil
}

// Bits returns the number of bits of each axis.
func (s *Pow2Shape[I, P]) Bits() P { return s.bits }

// Dims returns the length of each axis, 1<<Bits()[k].
func (s *Pow2Shape[I, P]) Dims() P {
	var d P
	for k := range len(d) {
		d[k] = s.masks[k] + 1
	}
	return d
}

// Size returns the number of elements, 1 << (sum of the bits).
func (s *Pow2Shape[I, P]) Size() I { return s.size }

// tensor.Order returns the order the shape linearizes in.
func (s *Pow2Shape[I, P]) Order() tensor.Order { return s.order }

// Linearize returns the linear index of p with shifts; each coordinate is
// masked to its field first (see the type's doc).
func (s *Pow2Shape[I, P]) Linearize(p P) I {
	var i I
	for k := range len(p) {
		i |= (p[k] & s.masks[k]) << s.shifts[k]
	}
	return i
}

// Delinearize returns the coordinates of i with shifts and masks.
func (s *Pow2Shape[I, P]) Delinearize(i I) P {
	var p P
	for k := range len(p) {
		p[k] = i >> s.shifts[k] & s.masks[k]
	}
	return p
}

// LinearizeChecked returns the linear index of p, or an error wrapping
// [tensor.ErrIndex] if a coordinate is outside [0, Dims()[k]).
func (s *Pow2Shape[I, P]) LinearizeChecked(p P) (I, error) {
	for k := range len(p) {
		if p[k] < 0 || p[k] > s.masks[k] {
			return 0, engine.Errorf(tensor.ErrIndex, "Linearize: coordinate %d out of range for axis %d with size %d", p[k], k, s.masks[k]+1)
		}
	}
	return s.Linearize(p), nil
}

// DelinearizeChecked returns the coordinates of i, or an error wrapping
// [tensor.ErrIndex] if i is outside [0, Size()).
func (s *Pow2Shape[I, P]) DelinearizeChecked(i I) (P, error) {
	if i < 0 || i >= s.size {
		var p P
		return p, engine.Errorf(tensor.ErrIndex, "Delinearize: index %d out of range for size %d", i, s.size)
	}
	return s.Delinearize(i), nil
}
