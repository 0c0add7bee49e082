package engine

import (
	"github.com/fixedrank/tensor/internal/cursor"
	"github.com/fixedrank/tensor/internal/kernel"
)

// The assignment forms of take: np.put, integer-array assignment along an
// axis (t[..., idx, ...] = v) and np.put_along_axis. Each follows the
// write plan: a read-only destination is refused first, then the shapes
// are checked, every index is resolved and the values are broadcast, and
// only then is the first element stored, so that a failed call leaves the
// destination as it was. Values that share memory with the destination are
// read from a copy (they are read in an order of their own, Whole), and so
// are indices when the destination is a tensor of int. Of two indices that
// name one element, the later in C order wins, as in NumPy.

// Put stores the values v, taken in C order and repeated cyclically, into
// t at the flat C-order positions idx under mode (np.put(t, idx, v,
// mode), the mode as ParseTakeMode reads it). It returns an error
// wrapping ErrValue for another mode, ErrReadOnly, or ErrIndex for an
// index out of range (mode raise) or any index into an empty t.
func Put[T any](op string, t Strided[T], idx Strided[int], v Strided[T], modeName string) error {
	mode, err := ParseTakeMode(op, modeName)
	if err != nil {
		return err
	}
	if err := Writable(op, t); err != nil {
		return err
	}
	ni, nv := sizeIfData(idx), sizeIfData(v)
	if ni == 0 || nv == 0 {
		return nil // NumPy stores nothing and checks nothing without values
	}
	size := sizeIfData(t)
	if size == 0 {
		return Errorf(ErrIndex, "%s: %d indices into an empty tensor", op, ni)
	}
	var ist, vst [MaxRank]int
	pos, err := CloneData(op, idx, C, ist[:len(idx.Shape)])
	if err != nil {
		return err
	}
	if bad, ok := kernel.Resolve(pos, size, int(mode)); !ok {
		return Errorf(ErrIndex, "%s: index %d out of range for a tensor of size %d", op, bad, size)
	}
	if IsContig(t.Shape, t.St, C) {
		kernel.Addresses(pos, []int{size}, []int{1}, t.Off)
	} else {
		kernel.Addresses(pos, t.Shape, t.St, t.Off)
	}
	vals, ok := FlatRun(v, v.Shape, nv)
	if !ok || MustCopy(t, v, nil, 0, Whole) {
		if vals, err = CloneData(op, v, C, vst[:len(v.Shape)]); err != nil {
			return err
		}
	}
	if nv == 1 {
		kernel.Scatter(t.Data, 0, 1, pos, vals, 0, 0)
		return nil
	}
	for i := 0; i < len(pos); i += nv {
		kernel.Scatter(t.Data, 0, 1, pos[i:min(i+nv, len(pos))], vals, 0, 1)
	}
	return nil
}

// PutAxis stores v into t at the positions idx along axis under mode (as
// ParseTakeMode reads it; another is ErrValue): the
// assignment form of TakeInto, t[..., idx, ...] = v with v broadcast to
// TakeShape's shape (NumPy's assignment rule). It returns an error
// wrapping ErrReadOnly, ErrAxis, ErrRank, ErrBroadcast, or ErrIndex for an
// index out of range (mode raise), checked even when nothing is selected,
// or any index into an empty axis.
func PutAxis[T any](op string, t Strided[T], idx Strided[int], v Strided[T], axis int, modeName string) error {
	mode, err := ParseTakeMode(op, modeName)
	if err != nil {
		return err
	}
	if err := Writable(op, t); err != nil {
		return err
	}
	var sbuf, vst [MaxRank]int
	shape, a, err := TakeShape(op, t.Shape, idx.Shape, axis, sbuf[:0])
	if err != nil {
		return err
	}
	// NumPy checks an array of indices after the values, and a scalar
	// index (basic indexing) before them.
	var pos []int
	if len(idx.Shape) == 0 {
		if pos, err = axisPositions(op, t, idx, a, mode); err != nil {
			return err
		}
	}
	if err := AssignStrides(op, v.Shape, v.St, shape, vst[:len(shape)]); err != nil {
		return err
	}
	if len(idx.Shape) > 0 {
		if pos, err = axisPositions(op, t, idx, a, mode); err != nil {
			return err
		}
	}
	if len(pos) == 0 || IsEmpty(shape) {
		return nil
	}
	vs, err := values(op, t, v, shape, vst[:len(shape)])
	if err != nil {
		return err
	}
	// The axes of idx become one axis of len(pos) positions: the values
	// must step through them with one stride, or be copied so that they do.
	m := len(idx.Shape)
	sk, ok := mergeStride(shape[a:a+m], vs.St[a:a+m])
	if !ok {
		var cst [MaxRank]int
		data, err := CloneData(op, vs, C, cst[:len(shape)])
		if err != nil {
			return err
		}
		vs = Strided[T]{Data: data, Shape: shape, St: cst[:len(shape)]}
		sk, _ = mergeStride(shape[a:a+m], vs.St[a:a+m])
	}
	var psh, pst [MaxRank]int
	n := len(t.Shape)
	copy(psh[:], t.Shape)
	copy(pst[:], vs.St[:a])
	psh[a], pst[a] = len(pos), sk
	copy(pst[a+1:], vs.St[a+m:])
	putPositions(t, Strided[T]{Data: vs.Data, Shape: psh[:n], St: pst[:n], Off: vs.Off}, a, pos)
	return nil
}

// PutAlongAxis stores v into t as np.put_along_axis(t, idx, v, axis): v
// broadcast (NumPy's assignment rule) to AlongShape's shape, and each
// element stored at the position its index names along axis. It returns
// an error wrapping ErrReadOnly, ErrAxis, ErrRank, ErrBroadcast, or
// ErrIndex for an index outside [-n, n); as NumPy, it checks no index when
// the broadcast shape is empty.
func PutAlongAxis[T any](op string, t Strided[T], idx Strided[int], v Strided[T], axis int) error {
	if err := Writable(op, t); err != nil {
		return err
	}
	if _, err := NormAxis(op, axis, len(t.Shape)); err != nil {
		return err
	}
	var sbuf, vst [MaxRank]int
	shape, a, err := AlongShape(op, t.Shape, idx.Shape, axis, sbuf[:])
	if err != nil {
		return err
	}
	if err := AssignStrides(op, v.Shape, v.St, shape, vst[:len(shape)]); err != nil {
		return err
	}
	if IsEmpty(shape) || len(idx.Data) == 0 {
		return nil
	}
	n := t.Shape[a]
	if bad, in := firstOut(idx, n); !in {
		return Errorf(ErrIndex, "%s: index %d out of range for an axis of length %d", op, bad, n)
	}
	vs, err := values(op, t, v, shape, vst[:len(shape)])
	if err != nil {
		return err
	}
	if MustCopy(t, idx, nil, 0, Whole) {
		var cst [MaxRank]int
		data, err := CloneData(op, idx, C, cst[:len(idx.Shape)])
		if err != nil {
			return err
		}
		idx = Strided[int]{Data: data, Shape: idx.Shape, St: cst[:len(idx.Shape)]}
	}
	nr := len(shape)
	var tst, ist [MaxRank]int // t's and idx's strides over shape
	for k := range nr {
		if k != a && t.Shape[k] != 1 {
			tst[k] = t.St[k]
		}
		if k == a || idx.Shape[k] != 1 {
			ist[k] = idx.St[k]
		}
	}
	// Walk every axis but the last in C order (so that the later of two
	// indices naming one element wins); the kernel runs along the last.
	last := nr - 1
	var cidx [MaxRank]int
	c := cursor.Cursor{Idx: cidx[:last], Shape: shape[:last], St: [3][]int{tst[:last], ist[:last], vs.St[:last]}, Off: [3]int{t.Off, idx.Off, vs.Off}, Ops: 3}
	for {
		kernel.ScatterStrided(t.Data, c.Off[0], tst[last], t.St[a], n, idx.Data, c.Off[1], ist[last], vs.Data, c.Off[2], vs.St[last], shape[last])
		if !c.Next() {
			return nil
		}
	}
}

// axisPositions returns the elements of idx in C order as positions
// along axis a of t under mode, or an error wrapping ErrIndex.
func axisPositions[T any](op string, t Strided[T], idx Strided[int], a int, mode TakeMode) ([]int, error) {
	ni := sizeIfData(idx)
	if ni == 0 {
		return nil, nil
	}
	if t.Shape[a] == 0 {
		return nil, Errorf(ErrIndex, "%s: %d indices into axis %d of length 0", op, ni, a)
	}
	return resolve(op, idx, t.Shape[a], mode, false) // t may share memory with idx
}

// putPositions stores v, of t's shape with axis replaced by one of length
// len(pos) (strides of any sign, 0 for a broadcast), into the elements of
// t at positions pos (in range) along axis, in C order: the inverse of
// takePositions. Nothing may be empty.
func putPositions[T any](t, v Strided[T], axis int, pos []int) {
	nr := len(t.Shape)
	inner := 1
	for k := axis + 1; k < nr; k++ {
		inner *= t.Shape[k]
	}
	var idxc [MaxRank]int
	out := cursor.Cursor{Idx: idxc[:axis], Shape: t.Shape[:axis], St: [3][]int{t.St[:axis], v.St[:axis]}, Off: [3]int{t.Off, v.Off}, Ops: 2}
	ish, tst, vst := t.Shape[axis+1:], t.St[axis+1:], v.St[axis+1:]
	ts, vs := t.St[axis], v.St[axis]
	for {
		to, vo := out.Off[0], out.Off[1]
		if inner == 1 {
			kernel.Scatter(t.Data, to, ts, pos, v.Data, vo, vs)
		} else {
			for k, p := range pos {
				CopyInto(Strided[T]{Data: t.Data, Shape: ish, St: tst, Off: to + p*ts},
					Strided[T]{Data: v.Data, Shape: ish, St: vst, Off: vo + k*vs})
			}
		}
		if !out.Next() {
			return
		}
	}
}

// values returns v seen over shape, its strides broadcast to it in vst,
// to be written into t: read from a C-contiguous copy when it shares
// memory with t. A v without elements (a zero value) is an error wrapping
// ErrBroadcast.
func values[T any](op string, t, v Strided[T], shape, vst []int) (Strided[T], error) {
	if len(v.Data) == 0 {
		return Strided[T]{}, Errorf(ErrBroadcast, "%s: the values are a zero-value tensor without elements", op)
	}
	if MustCopy(t, v, nil, 0, Whole) {
		var cst [MaxRank]int
		data, err := CloneData(op, v, C, cst[:len(v.Shape)])
		if err != nil {
			return Strided[T]{}, err
		}
		_ = AssignStrides(op, v.Shape, cst[:len(v.Shape)], shape, vst) // v's shape was broadcast before
		return Strided[T]{Data: data, Shape: shape, St: vst}, nil
	}
	return Strided[T]{Data: v.Data, Shape: shape, St: vst, Off: v.Off}, nil
}

// mergeStride returns the stride s with which the elements of the
// non-empty layout (shape, st) lie at s·k from the first, k their C-order
// position, if there is one.
func mergeStride(shape, st []int) (int, bool) {
	s, acc := 0, 0
	for k := len(shape) - 1; k >= 0; k-- {
		switch d := shape[k]; {
		case d == 1:
		case acc == 0:
			s, acc = st[k], d
		case st[k] != s*acc:
			return 0, false
		default:
			acc *= d
		}
	}
	return s, true
}

// sizeIfData returns the number of elements of s: 0 for a zero value
// without a buffer, whatever its shape says.
func sizeIfData[T any](s Strided[T]) int {
	if len(s.Data) == 0 {
		return 0
	}
	n, _ := SizeOf("", s.Shape) // the shape of existing data
	return n
}
