package tensor

import (
	"unsafe"

	"github.com/fixedrank/tensor/internal/engine"

	"golang.org/x/exp/constraints"
)

// Dim is a constraint that permits the fixed-size int arrays [0]int through
// [32]int and the named types built on them. A Dim value holds one int per
// axis: a shape, the strides of a layout, or an index.
//
// In generic code len(d), d[k], for k := range len(d), d == e and var d D
// work on a value of a Dim type parameter; d[:] and D{} do not compile.
type Dim interface {
	~[0]int | ~[1]int | ~[2]int | ~[3]int | ~[4]int | ~[5]int | ~[6]int | ~[7]int |
		~[8]int | ~[9]int | ~[10]int | ~[11]int | ~[12]int | ~[13]int | ~[14]int | ~[15]int |
		~[16]int | ~[17]int | ~[18]int | ~[19]int | ~[20]int | ~[21]int | ~[22]int | ~[23]int |
		~[24]int | ~[25]int | ~[26]int | ~[27]int | ~[28]int | ~[29]int | ~[30]int | ~[31]int |
		~[32]int
}

// rank returns the number of axes of D.
func rank[D Dim]() int {
	var d D
	return len(d)
}

// Size returns the number of elements of shape: the product of its
// dimensions. It returns an error wrapping [ErrShape] if a dimension is
// negative and one wrapping [ErrOverflow] if the product does not fit in an
// int. A shape with a zero dimension has size 0.
func Size[D Dim](shape D) (int, error) {
	return engine.SizeOf("Size", ints(&shape))
}

// ints returns a slice that aliases the array *d. It is the only place where
// the package looks through a Dim to its elements as a slice; the algorithms
// shared by [Layout] and dyn.Layout work on such slices and never retain
// them.
func ints[D Dim](d *D) []int {
	return unsafe.Slice((*int)(unsafe.Pointer(d)), len(*d))
}

// dimOf copies s into a D. It reports false if the lengths differ.
func dimOf[D Dim](s []int) (D, bool) {
	var d D
	if len(s) != len(d) {
		return d, false
	}
	copy(ints(&d), s)
	return d, true
}

// ToDim converts a slice to the fixed-rank array type D. It returns an error
// wrapping [ErrRank] if len(s) differs from the rank of D; it never truncates
// or pads.
func ToDim[D Dim](s []int) (D, error) {
	d, ok := dimOf[D](s)
	if !ok {
		return d, engine.Errorf(ErrRank, "ToDim: %d values for rank %d", len(s), len(d))
	}
	return d, nil
}

// DimSlice returns the elements of d as a new slice.
func DimSlice[D Dim](d D) []int {
	return append([]int(nil), ints(&d)...)
}

// MaxRank is the largest rank a [Dim] can have, and the largest rank of a
// dyn.Layout. It matches NumPy 1.x.
const MaxRank = engine.MaxRank

// Order is a memory order for contiguous layouts, reshapes and linearizers:
// [C] (row-major, NumPy's default) or [F] (column-major). Its String method
// returns "C" or "F".
type Order = engine.Order

const (
	// C is row-major order: the last index varies fastest. It is NumPy's
	// default and the default of this package.
	C = engine.C
	// F is column-major (Fortran) order: the first index varies fastest.
	F = engine.F
)

// Number is a constraint that permits the integer, floating-point and
// complex types: the element types of the arithmetic functions.
type Number interface {
	constraints.Integer | constraints.Float | constraints.Complex
}

// Real is a constraint that permits the integer and floating-point types:
// the element types with an order, for Min and Max.
type Real interface {
	constraints.Integer | constraints.Float
}

// DefaultMaxWork is the work cap of the exact overlap tests when the caller
// passes a cap of 0 or less: for [SharesMemory], NumPy's max_work (the
// solution candidates ruled out before the test gives up and reports
// [ErrTooHard]); for [Layout.SelfOverlap], the search nodes visited.
const DefaultMaxWork = engine.DefaultMaxWork
