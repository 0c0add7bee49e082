package engine

import (
	"github.com/fixedrank/tensor/internal/cursor"
	"github.com/fixedrank/tensor/internal/kernel"
)

// Indices as data: np.nonzero and np.flatnonzero, np.unravel_index and
// np.ravel_multi_index, and boolean masks over the leading axes of a
// tensor (NumPy's t[mask] and t[mask] = v).

// Nonzero returns the C-order coordinates of the elements of s that are
// not the zero value of T, as np.nonzero gives them: one row of n per axis
// (one row for rank 0, which NumPy 1.24 treats as rank 1), one after
// another in a flat slice, and n.
func Nonzero[T comparable](op string, s Strided[T]) ([]int, int, error) {
	n := 0
	if !s.HasNone() {
		n = CountNonzero(s)
	}
	r := max(len(s.Shape), 1)
	size, ok := MulInt(n, r)
	if !ok {
		return nil, 0, Errorf(ErrTooLarge, "%s: %d indices of rank %d", op, n, r)
	}
	out, err := MakeResult[int](op, size) // every slot is written below
	if err != nil || n == 0 {
		return out, n, err
	}
	var buf [MaxRank]int
	idx := buf[:len(s.Shape)]
	c, m, st, _ := IndexCursor(idx, s.Shape, s.St, s.Off) // the shape has an element
	last := (r - 1) * n                                   // the row of the last axis
	j := 0
	for {
		k := kernel.NonzeroOffsets(out[last+j:], s.Data, c.Off[0], st, m, 0, 1)
		for a := range len(s.Shape) - 1 {
			kernel.Fill(out[a*n+j:a*n+j+k], idx[a])
		}
		j += k
		if !c.Next() {
			return out, n, nil
		}
	}
}

// FlatNonzero returns the flat C-order positions of the elements of s that
// are not the zero value of T (np.flatnonzero).
func FlatNonzero[T comparable](op string, s Strided[T]) ([]int, error) {
	n := 0
	if !s.HasNone() {
		n = CountNonzero(s)
	}
	out, err := MakeResult[int](op, n) // every slot is written below
	if err != nil || n == 0 {
		return out, err
	}
	var buf [MaxRank]int
	c, m, st, _ := IndexCursor(buf[:len(s.Shape)], s.Shape, s.St, s.Off) // the shape has an element
	j, flat := 0, 0
	for {
		j += kernel.NonzeroOffsets(out[j:], s.Data, c.Off[0], st, m, flat, 1)
		flat += m
		if !c.Next() {
			return out, nil
		}
	}
}

// UnravelIndex returns np.unravel_index(idx, dims, order): for each
// element of idx in C order its coordinates in a tensor of shape dims, one
// row of n per axis of dims, one after another in a flat slice, and n. It
// returns an error wrapping ErrShape for a negative dimension, ErrValue for
// another order, ErrOverflow when the size of dims overflows (NumPy's
// rule: the product taken from the first dimension up to the first 0),
// ErrRank for indices of rank above 0 into a rank-0 shape (NumPy's
// ValueError), ErrBroadcast for a zero value without elements, or ErrIndex
// for an index outside [0, size).
func UnravelIndex(op string, idx Strided[int], dims []int, order Order) ([]int, int, error) {
	if err := checkDims(op, dims, order); err != nil {
		return nil, 0, err
	}
	size := 1
	for _, d := range dims {
		if d == 0 {
			size = 0
			break
		}
		var ok bool
		if size, ok = MulInt(size, d); !ok {
			return nil, 0, Errorf(ErrOverflow, "%s: the size of shape %s", op, FmtInts(dims))
		}
	}
	if len(dims) == 0 && len(idx.Shape) > 0 {
		return nil, 0, Errorf(ErrRank, "%s: indices of rank %d into a rank-0 shape (NumPy takes only one index)", op, len(idx.Shape))
	}
	if len(idx.Data) == 0 && !IsEmpty(idx.Shape) {
		return nil, 0, Errorf(ErrBroadcast, "%s: the indices are a zero-value tensor without elements", op)
	}
	var st [MaxRank]int
	k, err := CloneData(op, idx, C, st[:len(idx.Shape)])
	if err != nil {
		return nil, 0, err
	}
	if bad, ok := kernel.InRange(k, 0, 1, len(k), 0, size); !ok {
		return nil, 0, Errorf(ErrIndex, "%s: index %d out of range for shape %s of size %d", op, bad, FmtInts(dims), size)
	}
	total, ok := MulInt(len(k), len(dims))
	if !ok {
		return nil, 0, Errorf(ErrTooLarge, "%s: %d indices of rank %d", op, len(k), len(dims))
	}
	out, err := MakeBuf[int](op, total)
	if err != nil {
		return nil, 0, err
	}
	kernel.Unravel(out, k, dims, order == F)
	return out, len(k), nil
}

// RavelMultiIndex returns np.ravel_multi_index(coords, dims, mode, order):
// the flat position in a tensor of shape dims of each coordinate tuple,
// coords broadcast together, in a new C-contiguous buffer whose shape it
// writes into out (MaxRank long). Coordinates refused under mode raise
// are those outside [0, d), negative ones included. It returns an error
// wrapping ErrRank if len(coords) differs from len(dims), ErrShape for a
// negative dimension, ErrValue for another order, ErrOverflow when the
// size of dims overflows (NumPy's rule: the running product of the
// dimensions, from the fast end of order), ErrBroadcast, or ErrIndex for
// a coordinate refused or any coordinate along a dimension of length 0.
func RavelMultiIndex(op string, coords []Strided[int], dims []int, mode TakeMode, order Order, out []int) ([]int, []int, error) {
	if err := checkDims(op, dims, order); err != nil {
		return nil, nil, err
	}
	var strides [MaxRank]int
	s := 1
	for j := range dims {
		k := FastAxis(order, j, len(dims))
		strides[k] = s
		var ok bool
		if s, ok = MulInt(s, dims[k]); !ok {
			return nil, nil, Errorf(ErrOverflow, "%s: the size of shape %s", op, FmtInts(dims))
		}
	}
	if len(coords) != len(dims) {
		return nil, nil, Errorf(ErrRank, "%s: %d coordinate tensors for %d dimensions", op, len(coords), len(dims))
	}
	shape := out[:0]
	for _, c := range coords {
		var buf [MaxRank]int
		m := max(len(shape), len(c.Shape))
		if err := BroadcastShapes(op, shape, c.Shape, C, buf[:m]); err != nil {
			return nil, nil, err
		}
		shape = append(shape[:0], buf[:m]...)
	}
	var rst, cst [MaxRank]int
	r, err := NewC[int](op, shape, rst[:len(shape)])
	if err != nil || IsEmpty(shape) {
		return r.Data, shape, err
	}
	for k, d := range dims {
		if d == 0 {
			return nil, nil, Errorf(ErrIndex, "%s: coordinates into shape %s, of length 0 along dimension %d", op, FmtInts(dims), k)
		}
	}
	for k, c := range coords {
		if len(c.Data) == 0 {
			return nil, nil, Errorf(ErrBroadcast, "%s: coordinate tensor %d is a zero value without elements", op, k)
		}
		_ = BroadcastStrides(op, c.Shape, c.St, shape, cst[:len(shape)]) // broadcast above
		var p Plan
		if !p.Init(shape, 2, [3][]int{r.St, cst[:len(shape)]}, [3]int{0, c.Off}) {
			continue
		}
		m, pst := p.Inner()
		bad := 0
		if !Walk(&p, 1, func(o, x, _ int) bool {
			var in bool
			bad, in = kernel.RavelRun(r.Data, o, pst[0], c.Data, x, pst[1], m, dims[k], strides[k], int(mode))
			return in
		}) {
			return nil, nil, Errorf(ErrIndex, "%s: coordinate %d out of range for dimension %d of length %d", op, bad, k, dims[k])
		}
	}
	return r.Data, shape, nil
}

// checkDims returns an error wrapping ErrShape for a negative dimension,
// ErrRank for more than MaxRank, or ErrValue for an order other than C and
// F.
func checkDims(op string, dims []int, order Order) error {
	if !order.Valid() {
		return Errorf(ErrValue, "%s: order %d is neither C nor F", op, order)
	}
	if len(dims) > MaxRank {
		return Errorf(ErrRank, "%s: %d dimensions exceed %d", op, len(dims), MaxRank)
	}
	for k, d := range dims {
		if d < 0 {
			return Errorf(ErrShape, "%s: negative dimension %d on axis %d", op, d, k)
		}
	}
	return nil
}

// CheckLeadingMask returns an error wrapping ErrIndex and ErrShape unless
// mask (its shape) is the shape of the leading axes of shape, and one
// wrapping ErrRank if the selection would have a rank above MaxRank.
func CheckLeadingMask(op string, shape, mask []int) error {
	if len(mask) > len(shape) {
		return Errorf(ErrIndex, "%s: a mask of rank %d for a tensor of rank %d: %w", op, len(mask), len(shape), ErrShape)
	}
	for k, d := range mask {
		if d != shape[k] {
			return Errorf(ErrIndex, "%s: mask shape %s differs from the leading axes of the tensor's %s along axis %d: %w", op, FmtInts(mask), FmtInts(shape), k, ErrShape)
		}
	}
	if r := 1 + len(shape) - len(mask); r > MaxRank {
		return Errorf(ErrRank, "%s: a selection of rank %d", op, r)
	}
	return nil
}

// MaskedRows returns NumPy's t[mask] for a mask over t's leading axes
// (checked by CheckLeadingMask): the sub-tensors of t where mask holds, in
// C order, stacked along a new first axis, in a new C-contiguous buffer
// whose shape it writes into out (MaxRank long).
func MaskedRows[T any](op string, t Strided[T], mask Strided[bool], out []int) ([]T, []int, error) {
	rows, err := maskRows(op, t, mask)
	if err != nil {
		return nil, nil, err
	}
	k := len(mask.Shape)
	shape := append(append(out[:0], len(rows)), t.Shape[k:]...)
	var st [MaxRank]int
	n, err := SizeOf(op, shape)
	if err == nil {
		err = ContigStrides(op, shape, st[:len(shape)], C)
	}
	if err != nil {
		return nil, nil, err
	}
	data, err := MakeResult[T](op, n)
	if err != nil || n == 0 {
		return data, shape, err
	}
	takePositions(Strided[T]{Data: data, Shape: shape, St: st[:len(shape)]}, rowsView(t, k), 0, rows)
	return data, shape, nil
}

// SetMaskedRows stores v into the sub-tensors of t where mask, over t's
// leading axes, holds: NumPy's t[mask] = v, v broadcast (NumPy's
// assignment rule) to the shape of t[mask]. With a mask of t's whole
// shape NumPy takes only values of rank 0 or 1: others are an error
// wrapping ErrRank. It returns an error wrapping ErrReadOnly, those of
// CheckLeadingMask, or ErrBroadcast.
func SetMaskedRows[T any](op string, t Strided[T], mask Strided[bool], v Strided[T]) error {
	if err := Writable(op, t); err != nil {
		return err
	}
	if err := CheckLeadingMask(op, t.Shape, mask.Shape); err != nil {
		return err
	}
	k := len(mask.Shape)
	if k == len(t.Shape) && len(v.Shape) > 1 {
		return Errorf(ErrRank, "%s: values of rank %d for a mask of the tensor's shape (rank 0 or 1)", op, len(v.Shape))
	}
	// The mask is read whole before the first store, so it may share
	// memory with t (a tensor of bool).
	rows, err := maskRows(op, t, mask)
	if err != nil {
		return err
	}
	var sbuf, vst [MaxRank]int
	shape := append(append(sbuf[:0], len(rows)), t.Shape[k:]...)
	if err := AssignStrides(op, v.Shape, v.St, shape, vst[:len(shape)]); err != nil {
		return err
	}
	if IsEmpty(shape) {
		return nil
	}
	vs, err := values(op, t, v, shape, vst[:len(shape)])
	if err != nil {
		return err
	}
	putPositions(rowsView(t, k), vs, 0, rows)
	return nil
}

// rowsView returns t with its first k axes replaced by one axis of
// addresses (stride 1 from 0), along which the addresses maskRows returns
// are positions.
func rowsView[T any](t Strided[T], k int) Strided[T] {
	var sh, st [MaxRank]int
	n := 1 + len(t.Shape) - k
	sh[0], st[0] = len(t.Data), 1
	copy(sh[1:], t.Shape[k:])
	copy(st[1:], t.St[k:])
	return Strided[T]{Data: t.Data, Shape: sh[:n:n], St: st[:n:n]}
}

// maskRows returns, in C order, the address in t of the first element of
// each sub-tensor t[i] (i a position of mask's shape, t's leading axes)
// where mask holds. mask is read whole.
func maskRows[T any](op string, t Strided[T], mask Strided[bool]) ([]int, error) {
	n := 0
	if len(mask.Data) > 0 && !IsEmpty(mask.Shape) {
		n = CountNonzero(mask)
	}
	rows, err := MakeBuf[int](op, n)
	if err != nil || n == 0 {
		return rows, err
	}
	if len(t.Data) == 0 && !IsEmpty(t.Shape) {
		return nil, Errorf(ErrIndex, "%s: a mask selects from a zero-value tensor without elements", op)
	}
	k := len(mask.Shape)
	m, ms, ts := 1, 0, 0 // the run along the mask's last axis
	if k > 0 {
		k--
		m, ms, ts = mask.Shape[k], mask.St[k], t.St[k]
	}
	var idx [MaxRank]int
	c := cursor.Cursor{Idx: idx[:k], Shape: mask.Shape[:k], St: [3][]int{mask.St[:k], t.St[:k]}, Off: [3]int{mask.Off, t.Off}, Ops: 2}
	j := 0
	for {
		j += kernel.NonzeroOffsets(rows[j:], mask.Data, c.Off[0], ms, m, c.Off[1], ts)
		if !c.Next() {
			return rows, nil
		}
	}
}
