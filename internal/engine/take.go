package engine

import (
	"github.com/fixedrank/tensor/internal/cursor"
	"github.com/fixedrank/tensor/internal/kernel"
)

// TakeMode is np.take's mode: what an index out of range does.
type TakeMode uint8

// The modes of np.take.
const (
	TakeRaise TakeMode = kernel.IndexRaise // an error wrapping ErrIndex
	TakeWrap  TakeMode = kernel.IndexWrap  // taken modulo the length
	TakeClip  TakeMode = kernel.IndexClip  // clipped to the first or last element
)

// ParseTakeMode returns the mode NumPy names mode ("" is "raise"), or an
// error wrapping ErrValue.
func ParseTakeMode(op, mode string) (TakeMode, error) {
	switch mode {
	case "", "raise":
		return TakeRaise, nil
	case "wrap":
		return TakeWrap, nil
	case "clip":
		return TakeClip, nil
	}
	return 0, Errorf(ErrValue, "%s: mode %q is not \"raise\", \"wrap\" or \"clip\"", op, mode)
}

// TakeShape writes into out the shape of np.take of an array of shape
// shape by indices of shape ishape along axis (shape[:axis] + ishape +
// shape[axis+1:]) and returns it with the axis in range. It returns an
// error wrapping ErrAxis or ErrRank.
func TakeShape(op string, shape, ishape []int, axis int, out []int) ([]int, int, error) {
	a, err := NormAxis(op, axis, len(shape))
	if err != nil {
		return nil, 0, err
	}
	if len(shape)-1+len(ishape) > MaxRank {
		return nil, 0, Errorf(ErrRank, "%s: a result of rank %d", op, len(shape)-1+len(ishape))
	}
	out = append(append(append(out[:0], shape[:a]...), ishape...), shape[a+1:]...)
	return out, a, nil
}

// resolve returns idx's elements in C order as positions in [0, n) under
// mode, or an error wrapping ErrIndex. With borrow, C-contiguous indices
// that are all in [0, n) already are returned as idx's own elements rather
// than a copy: the caller only reads them and writes nothing that could
// share memory with idx.
func resolve(op string, idx Strided[int], n int, mode TakeMode, borrow bool) ([]int, error) {
	if m := sizeIfData(idx); borrow && m > 0 && n > 0 && IsContig(idx.Shape, idx.St, C) {
		k := idx.Data[idx.Off : idx.Off+m]
		if _, ok := kernel.InRange(k, 0, 1, m, 0, n); ok {
			return k, nil
		}
	}
	var st [MaxRank]int
	k, err := CloneData(op, idx, C, st[:len(idx.Shape)])
	if err != nil {
		return nil, err
	}
	if len(k) > 0 && n == 0 {
		return nil, Errorf(ErrIndex, "%s: a take from an empty axis", op)
	}
	if v, ok := kernel.Resolve(k, n, int(mode)); !ok {
		return nil, Errorf(ErrIndex, "%s: index %d out of range for an axis of length %d", op, v, n)
	}
	return k, nil
}

// TakeInto stores np.take(a, idx, axis, mode) into r, a new C-contiguous
// result of TakeShape's shape (axis in range); r is unchanged on error.
func TakeInto[T any](op string, r, a Strided[T], idx Strided[int], axis int, mode TakeMode) error {
	outer := 1
	for _, d := range a.Shape[:axis] {
		outer *= d
	}
	if outer == 0 {
		return nil // NumPy checks the indices as it takes, so never here
	}
	pos, err := resolve(op, idx, a.Shape[axis], mode, true) // r is new: pos is only read
	if err != nil || len(pos) == 0 || r.HasNone() {
		return err
	}
	takePositions(r, a, axis, pos)
	return nil
}

// takePositions stores into r, a new C-contiguous array of a's shape with
// axis replaced by the len(pos) axes ending r's, the elements of a at
// positions pos (in [0, n)) along axis.
func takePositions[T any](r, a Strided[T], axis int, pos []int) {
	// r seen as (outer, len(pos), inner): the positions' axes merged.
	nr := len(a.Shape)
	var os, ost, rst [MaxRank]int
	inner, rk := 1, 1
	for k := axis + 1; k < nr; k++ {
		inner *= a.Shape[k]
	}
	rk = inner // r is C-contiguous: the stride of one index
	for k := range axis {
		os[k], ost[k], rst[k] = a.Shape[k], a.St[k], r.St[k]
	}
	var idxc [MaxRank]int
	out := cursor.Cursor{Idx: idxc[:axis], Shape: os[:axis], St: [3][]int{rst[:axis], ost[:axis]}, Off: [3]int{r.Off, a.Off}, Ops: 2}
	ish, ist := a.Shape[axis+1:], a.St[axis+1:]
	rsh, rsts := r.Shape[len(r.Shape)-(nr-axis-1):], r.St[len(r.Shape)-(nr-axis-1):]
	for {
		ro, ao := out.Off[0], out.Off[1]
		if inner == 1 {
			kernel.Gather(r.Data, ro, rk, a.Data, ao, a.St[axis], pos)
		} else {
			for k, p := range pos {
				CopyStrided(Strided[T]{Data: r.Data, Shape: rsh, St: rsts, Off: ro + k*rk},
					Strided[T]{Data: a.Data, Shape: ish, St: ist, Off: ao + p*a.St[axis]})
			}
		}
		if !out.Next() {
			return
		}
	}
}

// AlongShape writes into out the shape of np.take_along_axis(a, idx,
// axis): idx's along axis, a's and idx's broadcast elsewhere; both must
// have one rank. It returns the axis in range, or an error wrapping
// ErrRank, ErrAxis or ErrBroadcast.
func AlongShape(op string, shape, ishape []int, axis int, out []int) ([]int, int, error) {
	if len(shape) != len(ishape) {
		return nil, 0, Errorf(ErrRank, "%s: indices of rank %d for an array of rank %d", op, len(ishape), len(shape))
	}
	a, err := NormAxis(op, axis, len(shape))
	if err != nil {
		return nil, 0, err
	}
	out = out[:len(shape)]
	for k := range shape {
		switch {
		case k == a:
			out[k] = ishape[k]
		case shape[k] == ishape[k] || ishape[k] == 1:
			out[k] = shape[k]
		case shape[k] == 1:
			out[k] = ishape[k]
		default:
			return nil, 0, Errorf(ErrBroadcast, "%s: shapes %s and %s do not broadcast along axis %d", op, FmtInts(shape), FmtInts(ishape), k)
		}
	}
	return out, a, nil
}

// TakeAlongInto stores np.take_along_axis(a, idx, axis) into r (of
// AlongShape's shape), r unchanged on error: ErrIndex for an index
// outside [-n, n), unless the result is empty.
func TakeAlongInto[T any](op string, r, a Strided[T], idx Strided[int], axis int) error {
	if r.HasNone() {
		return nil // NumPy's fancy indexing checks no index for an empty result
	}
	n := a.Shape[axis]
	if v, in := firstOut(idx, n); !in {
		return Errorf(ErrIndex, "%s: index %d out of range for an axis of length %d", op, v, n)
	}
	nr := len(r.Shape)
	var ast, ist [MaxRank]int
	for k := range nr {
		if k != axis {
			if a.Shape[k] != 1 {
				ast[k] = a.St[k]
			}
			if idx.Shape[k] != 1 {
				ist[k] = idx.St[k]
			}
		} else {
			ist[k] = idx.St[k]
		}
	}
	// Walk every axis but the last with the cursor; the kernel runs along
	// the last (moving through a unless the last is the indexed axis).
	last := nr - 1
	var cidx [MaxRank]int
	c := cursor.Cursor{Idx: cidx[:last], Shape: r.Shape[:last], St: [3][]int{r.St[:last], ast[:last], ist[:last]}, Off: [3]int{r.Off, a.Off, idx.Off}, Ops: 3}
	xstep := ast[last]
	if last == axis {
		xstep = 0
	}
	for {
		kernel.GatherStrided(r.Data, c.Off[0], r.St[last], a.Data, c.Off[1], xstep, a.St[axis], n, idx.Data, c.Off[2], ist[last], r.Shape[last])
		if !c.Next() {
			return nil
		}
	}
}

// firstOut returns the first index of idx outside [-n, n), if any.
func firstOut(idx Strided[int], n int) (int, bool) {
	var p Plan
	if !ElemPlan(&p, idx.Data, idx.Shape, idx.St, idx.Off) {
		return 0, true
	}
	m, st := p.Inner()
	bad, in := 0, true
	Walk(&p, 1, func(o, _, _ int) bool {
		bad, in = kernel.InRange(idx.Data, o, st[0], m, -n, n)
		return in
	})
	return bad, in
}
