package engine

import (
	"reflect"
	"unsafe"
)

// The write plan: every operation that writes into a caller's destination
// (the To forms, Assign and the in-place forms, joins, Where, reductions
// with a destination) takes its steps from this file, in this order:
//
//  1. [Writable]: a read-only destination is refused before anything else.
//  2. Broadcasting: each input's strides are stretched to dst's shape
//     ([BroadcastStrides]; an assignment also drops extra leading axes of
//     length 1, [AssignStrides]).
//  3. The one overlap decision, [MustCopy]: an input is copied to a
//     temporary ([Detach]), or a reduction or join computes into one
//     ([ReduceDst], [ConcatenateTo]), only when the exact two-layout test
//     says the input meets dst in a way that matters (NumPy's
//     copy-if-overlap, as its iterator decides it).
//  4. The normalised iteration over dst and its inputs ([NewPlan], walked by
//     the one cursor), or the reduction plan.
//
// A write that fails leaves dst unchanged: every check above runs before
// the first element is stored.

// Reading says how an input is read while dst is written, which decides
// whether sharing memory with dst forces a copy.
type Reading uint8

const (
	// InStep: element k of the input (broadcast to dst's shape) is read only
	// to compute element k of dst, as in elementwise operations and copies.
	// An input laid out exactly as dst is safe (NumPy's a += b); any other
	// shared address needs a copy.
	InStep Reading = iota
	// Whole: the input is read in a shape of its own (a reduction reads many
	// elements for each it writes; a join writes each input into part of
	// dst) or after dst has been written (Where's second pass): any shared
	// address needs a copy.
	Whole
)

// Writable returns an error wrapping ErrReadOnly when dst may not be
// written.
func Writable[V any](name string, dst Strided[V]) error {
	if dst.ReadOnly {
		return Errorf(ErrReadOnly, "%s", name)
	}
	return nil
}

// MustCopy is the one overlap decision of the write plan. It reports
// whether input x has to be copied (or the result computed into a
// temporary) before dst is written. For InStep, xst and xoff are x's
// strides broadcast to dst's shape and its offset; for Whole, x is read
// through its own layout and xst, xoff are not used. Buffers of different
// element types cannot share memory without unsafe. When the exact test
// cannot tell (its work cap), the answer is yes.
func MustCopy[V, T any](dst Strided[V], x Strided[T], xst []int, xoff int, r Reading) bool {
	if reflect.TypeFor[V]() != reflect.TypeFor[T]() {
		return false
	}
	src := Reinterpret[V](x.Data)
	shift, meet := BufferShift(dst.Data, src)
	if !meet || IsEmpty(dst.Shape) {
		return false
	}
	if r == Whole {
		if IsEmpty(x.Shape) {
			return false
		}
		soff, ok := AddInt(x.Off, shift)
		return !ok || SharesMemory(dst.Shape, dst.St, dst.Off, x.Shape, x.St, soff, 0) != OverlapNo
	}
	soff, ok := AddInt(xoff, shift)
	if !ok {
		return true
	}
	if Equal(dst.Shape, dst.St, dst.Off, dst.Shape, xst, soff) {
		return false
	}
	return SharesMemory(dst.Shape, dst.St, dst.Off, dst.Shape, xst, soff, 0) != OverlapNo
}

// Detach returns the buffer and offset through which input x, whose
// strides broadcast to dst's shape are xst, is read while dst is written:
// x's own, or, when [MustCopy] says so, a C-contiguous copy's, whose
// broadcast strides then replace xst.
func Detach[V, T any](name string, dst Strided[V], x Strided[T], xst []int, xoff int, r Reading) ([]T, int, error) {
	if !MustCopy(dst, x, xst, xoff, r) {
		return x.Data, xoff, nil
	}
	var cst [MaxRank]int
	c, err := CloneData(name, x, C, cst[:len(x.Shape)])
	if err != nil {
		return nil, 0, err
	}
	_ = AssignStrides(name, x.Shape, cst[:len(x.Shape)], dst.Shape, xst) // x's shape was broadcast before
	return c, 0, nil
}

// BinaryPlan is the write plan of an elementwise operation with two
// inputs: it broadcasts a and b to dst's shape, detaches an input that dst
// overlaps, and sets p to the normalised three-operand iteration; it
// returns the buffers to read a and b from (their own, or copies). ok is
// false when there is nothing to do: err then says why, or is nil for an
// empty destination.
func BinaryPlan[V, T, U any](p *Plan, name string, dst Strided[V], a Strided[T], b Strided[U]) (ad []T, bd []U, ok bool, err error) {
	if err := Writable(name, dst); err != nil {
		return nil, nil, false, err
	}
	var ast, bst [MaxRank]int // a's and b's strides broadcast to dst's shape
	n := len(dst.Shape)       // at most MaxRank, as for every tensor
	if err := BroadcastStrides(name, a.Shape, a.St, dst.Shape, ast[:n]); err != nil {
		return nil, nil, false, err
	}
	if err := BroadcastStrides(name, b.Shape, b.St, dst.Shape, bst[:n]); err != nil {
		return nil, nil, false, err
	}
	if dst.HasNone() {
		return nil, nil, false, nil // nothing to write (an empty or zero-value dst)
	}
	if len(a.Data) == 0 || len(b.Data) == 0 {
		// Only the zero value of a rank-0 tensor has a non-empty shape and
		// no buffer: it has no element to broadcast.
		return nil, nil, false, Errorf(ErrBroadcast, "%s: an input is a zero-value tensor without elements", name)
	}
	aoff, boff := a.Off, b.Off
	if ad, aoff, err = Detach(name, dst, a, ast[:n], aoff, InStep); err != nil {
		return nil, nil, false, err
	}
	if bd, boff, err = Detach(name, dst, b, bst[:n], boff, InStep); err != nil {
		return nil, nil, false, err
	}
	ok = p.Init(dst.Shape, 3, [3][]int{dst.St, ast[:n], bst[:n]}, [3]int{dst.Off, aoff, boff})
	return ad, bd, ok, nil
}

// AssignSource is the write plan of an assignment (Assign, or ConvertTo's
// converting copy): src broadcast to dst's shape with NumPy's assignment
// rule (strides in sst), detached when dst overlaps it (the copy's
// strides in cst). ok is false when nothing is to be written: err then
// says why, or is nil for an empty destination.
func AssignSource[U, T any](op string, dst Strided[U], src Strided[T], sst, cst *[MaxRank]int) (b Strided[T], ok bool, err error) {
	if err := Writable(op, dst); err != nil {
		return b, false, err
	}
	b = src
	b.Shape, b.St = dst.Shape, sst[:len(dst.Shape)]
	if err := AssignStrides(op, src.Shape, src.St, dst.Shape, b.St); err != nil {
		return b, false, err
	}
	if dst.HasNone() {
		return b, false, nil // nothing to write (an empty or zero-value dst)
	}
	if len(src.Data) == 0 {
		return b, false, Errorf(ErrBroadcast, "%s: the source is a zero-value tensor without elements", op)
	}
	b.Data, b.Off, err = Detach(op, dst, src, b.St, b.Off, InStep)
	return b, err == nil, err
}

// ReduceDst returns the destination into which a reduction of t that
// writes into dst computes, one that does not overlap t: dst itself, or,
// when [MustCopy] says t is read Whole through memory dst shares, a
// temporary of dst's shape (tmp true) whose strides are written into st
// (MaxRank long). The caller passes what it computed to [Reduced].
func ReduceDst[V, T any](name string, dst Strided[V], t Strided[T], st []int) (r Strided[V], tmp bool, err error) {
	if !MustCopy(dst, t, nil, 0, Whole) {
		dst.Out, dst.IsOut = dst.St, true
		return dst, false, nil
	}
	r, err = NewC[V](name, dst.Shape, st[:len(dst.Shape)])
	r.Out = dst.St
	return r, true, err
}

// Reduced finishes a reduction into dst computed into r by [ReduceDst]: a
// temporary is assigned to dst unless the reduction failed (err).
func Reduced[V any](name string, dst, r Strided[V], tmp bool, err error) error {
	if err != nil || !tmp {
		return err
	}
	return Assign(name, dst, r)
}

// BufferShift returns the position of src's first element counted in
// elements from dst's first element, and whether the two buffers' memory
// ranges meet at all (if they do not, no layout can make them alias).
func BufferShift[T any](dst, src []T) (shift int, meet bool) {
	if len(dst) == 0 || len(src) == 0 {
		return 0, false
	}
	var z T
	size := unsafe.Sizeof(z)
	if size == 0 {
		return 0, false
	}
	dp := uintptr(unsafe.Pointer(unsafe.SliceData(dst)))
	sp := uintptr(unsafe.Pointer(unsafe.SliceData(src)))
	dEnd, sEnd := dp+uintptr(len(dst))*size, sp+uintptr(len(src))*size
	if dEnd <= sp || sEnd <= dp {
		return 0, false
	}
	return int((int64(sp) - int64(dp)) / int64(size)), true
}
