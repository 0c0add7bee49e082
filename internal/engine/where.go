package engine

import (
	"runtime"
	"slices"
	"unsafe"

	"github.com/fixedrank/tensor/internal/kernel"
	"github.com/fixedrank/tensor/internal/par"
)

// CondValue pairs a condition with the value Where takes when it holds.
type CondValue[T any] struct {
	C bool
	V T
}

// WhereTo stores cond ? a : b into dst, broadcasting the three operands to
// dst's shape: in one pass where the four are runs of one layout that dst
// may overwrite as it reads them (WhereFlat), else in two (whereRuns), as
// if through a temporary whatever dst shares with the others.
func WhereTo[T any](name string, dst Strided[T], cond Strided[bool], a, b Strided[T]) error {
	return whereTo(name, dst, cond, a, b, false)
}

// WhereNew is WhereTo into r, a new result the caller has just made (see
// streamsInto).
func WhereNew[T any](name string, r Strided[T], cond Strided[bool], a, b Strided[T]) error {
	return whereTo(name, r, cond, a, b, true)
}

func whereTo[T any](name string, dst Strided[T], cond Strided[bool], a, b Strided[T], fresh bool) error {
	if err := Writable(name, dst); err != nil {
		return err
	}
	if d, c, x, y, ok := WhereFlat(dst, cond, a, b); ok {
		selectFlat(d, c, x, y, fresh)
		return nil
	}
	return whereRuns(name, dst, cond, a, b, fresh)
}

// selectFlat is kernel.Select over equal-length slices, with non-temporal
// stores for a destination larger than the caches (see streamsInto), in
// parallel parts when it is long.
func selectFlat[T any](d []T, c []bool, x, y []T, fresh bool) {
	size := int(unsafe.Sizeof(*new(T)))
	nt := streamsInto(len(d)*size, len(c)+(len(x)+len(y))*size, fresh)
	parts := par.Parts(len(d), par.Grain)
	if parts <= 1 {
		selectNT(d, c, x, y, nt)
		return
	}
	at := flat(0, len(d))
	out := target(d, &at)
	dm, cm, xm, ym := hide(out), source(c), source(x), source(y)
	n := len(d)
	par.Run(parts, func(i int) {
		lo, hi := i*n/parts, (i+1)*n/parts
		selectNT(dm.slice()[lo:hi], cm.slice()[lo:hi], xm.slice()[lo:hi], ym.slice()[lo:hi], nt)
	})
	untarget(d, out, &at)
	runtime.KeepAlive(out)
	runtime.KeepAlive(c)
	runtime.KeepAlive(x)
	runtime.KeepAlive(y)
}

// selectNT is kernel.SelectNT, fenced, with nt, kernel.Select without.
func selectNT[T any](d []T, c []bool, x, y []T, nt bool) {
	if nt {
		kernel.SelectNT(d, c, x, y)
		kernel.Fence()
	} else {
		kernel.Select(d, c, x, y)
	}
}

// WhereFlat returns the four operands of whereTo as slices of equal length
// when they need no broadcasting and are all C-contiguous, and no input
// has to be copied before dst is written (mustCopyAny: dst shares no
// memory with it, or only element for element), so that the kernel can
// select in one pass.
func WhereFlat[T any](dst Strided[T], cond Strided[bool], a, b Strided[T]) (d []T, c []bool, x, y []T, ok bool) {
	n, _ := SizeOf("", dst.Shape) // dst's shape has its data
	if n == 0 || len(dst.Data) == 0 {
		return nil, nil, nil, nil, false
	}
	d, ok1 := FlatRun(dst, dst.Shape, n)
	c, ok2 := FlatRun(cond, dst.Shape, n)
	x, ok3 := FlatRun(a, dst.Shape, n)
	y, ok4 := FlatRun(b, dst.Shape, n)
	if !ok1 || !ok2 || !ok3 || !ok4 || MustCopy(dst, cond, cond.St, cond.Off, InStep) ||
		MustCopy(dst, a, a.St, a.Off, InStep) || MustCopy(dst, b, b.St, b.Off, InStep) {
		return nil, nil, nil, nil, false
	}
	return d, c, x, y, true
}

// FlatRun returns the n elements of s as one slice when s has the given
// shape and is C-contiguous.
func FlatRun[T any](s Strided[T], shape []int, n int) ([]T, bool) {
	if !slices.Equal(s.Shape, shape) || !IsContig(s.Shape, s.St, C) || len(s.Data) < s.Off+n {
		return nil, false
	}
	return s.Data[s.Off : s.Off+n], true
}

// Broadcast3 writes into out (of length the largest rank) the broadcast of
// the shapes of cond, a and b.
func Broadcast3(name string, c, a, b, out []int) error {
	var ca [MaxRank]int
	m := max(len(c), len(a))
	if BroadcastShapes(name, c, a, C, ca[:m]) != nil || BroadcastShapes(name, ca[:m], b, C, out) != nil {
		return Errorf(ErrBroadcast, "%s: shapes %s, %s and %s do not broadcast together", name, FmtInts(c), FmtInts(a), FmtInts(b))
	}
	return nil
}

// CheckMask returns an error wrapping ErrShape unless mask has t's shape.
func CheckMask(name string, shape, mask []int) error {
	if !slices.Equal(shape, mask) {
		return Errorf(ErrShape, "%s: mask shape %s differs from the tensor's %s", name, FmtInts(mask), FmtInts(shape))
	}
	return nil
}

// Masked returns the elements of t where mask holds, in C order.
func Masked[T any](name string, t Strided[T], mask Strided[bool]) ([]T, error) {
	if err := CheckMask(name, t.Shape, mask.Shape); err != nil {
		return nil, err
	}
	if t.HasNone() || mask.HasNone() {
		return []T{}, nil
	}
	n, _ := SizeOf(name, t.Shape) // the shape of existing data
	var st [MaxRank]int
	md, ok := FlatRun(mask, mask.Shape, n)
	if !ok {
		var err error
		if md, err = CloneData(name, mask, C, st[:len(mask.Shape)]); err != nil {
			return nil, err
		}
	}
	td, ok := FlatRun(t, t.Shape, n)
	if !ok {
		var err error
		if td, err = CloneData(name, t, C, st[:len(t.Shape)]); err != nil {
			return nil, err
		}
	}
	if parts := par.Parts(n, par.Grain); parts > 1 {
		return maskedPar(name, source(td), source(md), n, parts)
	}
	k := kernel.CountTrue(md)
	out, err := MakeResult[T](name, k+1) // Compress stores one past the last kept element; out[k] is cut off
	if err != nil {
		return nil, err
	}
	kernel.Compress(out, td, md)
	return out[:k:k], nil
}

// maskedPar is Masked's selection in parallel parts: each part counts its
// kept elements, and then stores them from the sum of the earlier parts'
// counts on, so that the result is the one pass's.
func maskedPar[T any](name string, tm mem[T], mm mem[bool], n, parts int) ([]T, error) {
	count := make([]int, parts+1)
	par.Run(parts, func(i int) {
		count[i+1] = kernel.CountTrue(mm.slice()[i*n/parts : (i+1)*n/parts])
	})
	for i := range parts {
		count[i+1] += count[i]
	}
	k := count[parts]
	out, err := MakeResult[T](name, k+1) // the parts store out[:k]; out[k] is cut off
	if err != nil {
		return nil, err
	}
	par.Run(parts, func(i int) {
		td, md := tm.slice(), mm.slice()
		lo, last := i*n/parts, (i+1)*n/parts-1
		for last >= lo && !md[last] {
			last--
		}
		if last < lo {
			return // nothing kept in this part
		}
		// Compress stores one past its last kept element: up to the part's
		// last kept element that is the part's own last slot, which the
		// element itself then fills.
		o := count[i]
		kernel.Compress(out[o:count[i+1]], td[lo:last], md[lo:last])
		out[count[i+1]-1] = td[last]
	})
	return out[:k:k], nil
}

// SetMasked sets the elements of t where mask holds to v.
func SetMasked[T any](name string, t Strided[T], mask Strided[bool], v T) error {
	if err := Writable(name, t); err != nil {
		return err
	}
	if err := CheckMask(name, t.Shape, mask.Shape); err != nil {
		return err
	}
	// t is written through its own layout only; a mask that shares t's
	// memory (t of bools) is read as a copy, as the write plan reads any
	// input.
	var p Plan
	md, _, ok, err := BinaryPlan(&p, name, t, mask, mask)
	if !ok {
		return err
	}
	RunsPar(&p, t.Data, md, md, fillWhereRunner[T]{v})
	return nil
}

// fillWhereRunner stores v where one run of the mask is true.
type fillWhereRunner[T any] struct{ v T }

func (r fillWhereRunner[T]) Run(d []T, c, _ []bool, o0, o1, _, n int, st [3]int) {
	kernel.FillWhere(d, o0, st[0], c, o1, st[1], n, r.v)
}

// ClipTo stores t clipped to [lo, hi] into dst.
func ClipTo[T Real](name string, dst, t Strided[T], lo, hi T) error {
	var one [1]T // a rank-0 operand that broadcasts anywhere
	var p Plan
	td, _, ok, err := BinaryPlan(&p, name, dst, t, Strided[T]{Data: one[:]})
	if !ok {
		return err
	}
	RunsPar(&p, dst.Data, td, td, clipRunner[T]{lo, hi})
	return nil
}

// clipRunner clips one run to [lo, hi].
type clipRunner[T Real] struct{ lo, hi T }

func (r clipRunner[T]) Run(d, t, _ []T, o0, o1, _, n int, st [3]int) {
	kernel.ClipRun(d, o0, st[0], t, o1, st[1], n, r.lo, r.hi)
}

// whereRuns is WhereTo for any layouts, in two passes through the write
// plan's pieces: dst = b, then dst = a where cond. cond and a are read
// after dst has been written, so they are copied first if they share any
// memory with dst; b is detached as any input is.
func whereRuns[T any](name string, dst Strided[T], cond Strided[bool], a, b Strided[T], fresh bool) error {
	var cst, ast, bst [MaxRank]int // strides broadcast to dst's shape
	n := len(dst.Shape)
	for _, x := range []struct {
		shape, st, out []int
	}{{cond.Shape, cond.St, cst[:n]}, {a.Shape, a.St, ast[:n]}, {b.Shape, b.St, bst[:n]}} {
		if err := BroadcastStrides(name, x.shape, x.st, dst.Shape, x.out); err != nil {
			return err
		}
	}
	if dst.HasNone() {
		return nil
	}
	if len(cond.Data) == 0 || len(a.Data) == 0 || len(b.Data) == 0 {
		return Errorf(ErrBroadcast, "%s: an input is a zero-value tensor without elements", name)
	}
	cd, coff, err := Detach(name, dst, cond, cst[:n], cond.Off, Whole)
	if err != nil {
		return err
	}
	ad, aoff, err := Detach(name, dst, a, ast[:n], a.Off, Whole)
	if err != nil {
		return err
	}
	bd, boff, err := Detach(name, dst, b, bst[:n], b.Off, InStep)
	if err != nil {
		return err
	}
	copyStrided(dst, Strided[T]{Data: bd, Shape: dst.Shape, St: bst[:n], Off: boff}, fresh)
	var p Plan
	if !p.Init(dst.Shape, 3, [3][]int{dst.St, cst[:n], ast[:n]}, [3]int{dst.Off, coff, aoff}) {
		return nil
	}
	RunsPar(&p, dst.Data, cd, ad, selectRunner[T]{})
	return nil
}

// selectRunner stores a where one run of the condition is true.
type selectRunner[T any] struct{}

func (selectRunner[T]) Run(d []T, c []bool, a []T, o0, o1, o2, n int, st [3]int) {
	kernel.SelectRun(d, o0, st[0], c, o1, st[1], a, o2, st[2], n)
}
