//go:build !race

package tensor

import (
	"errors"
	"slices"
	"testing"

	"github.com/fixedrank/tensor/dyn"

	"github.com/fixedrank/tensor/internal/engine"
)

// fuzzCheckLimit bounds the number of elements whose addresses the fuzz
// target walks: a broadcast may name far more elements than it has.
const fuzzCheckLimit = 1 << 12

// fuzzParent builds a strided tensor of rank ≤ 4 over an arange (so each
// element's value is its address): each axis of length dims[k]%5 is cut
// from a longer contiguous axis with a step of ±1…3, then the axes are
// permuted and some flipped, as prep says. The parent is marked read-only
// when prep's top bit is set.
func fuzzParent(rank uint8, dims [4]uint8, prep uint32) dyn.Tensor[int] {
	n := int(rank % 5)
	full := make([]int, n)
	items := make([]Item, n)
	for k := range n {
		step := 1 + int(prep>>(2*k)&3)%3
		full[k] = int(dims[k]%5) * step
		if prep>>(8+k)&1 != 0 {
			step = -step
		}
		items[k] = engine.All().By(step)
	}
	p, err := arangeDyn(0, full).Subscript(items...)
	if err != nil {
		panic(err)
	}
	perm := make([]int, n)
	for k := range n {
		perm[k] = k
	}
	r := prep >> 12
	for k := n - 1; k > 0; k-- {
		j := int(r % uint32(k+1))
		r /= uint32(k + 1)
		perm[k], perm[j] = perm[j], perm[k]
	}
	if p, err = p.Permute(perm...); err != nil {
		panic(err)
	}
	var flips []int
	for k := range n {
		if prep>>(20+k)&1 != 0 {
			flips = append(flips, k)
		}
	}
	if len(flips) > 0 {
		if p, err = p.Flip(flips...); err != nil {
			panic(err)
		}
	}
	if prep>>31 != 0 {
		p = p.ReadOnlyView()
	}
	return p
}

// fuzzViewItem maps two fuzzed numbers to an index item.
func fuzzViewItem(kind, v int) viewItem {
	switch uint(kind) % 5 {
	case 0:
		return viewItem{T: "i", I: v}
	case 1:
		return viewItem{T: "n"}
	case 2:
		return viewItem{T: "e"}
	case 3:
		step := kind % 4
		return viewItem{T: "s", Start: &v, Step: &step}
	}
	return viewItem{T: "s", Stop: &v}
}

// fuzzTVOp maps fuzzed numbers to one golden-format view operation on a
// tensor of rank n. Small arguments are taken modulo 6 (keeping their
// sign, so axes and indices run a little out of range); raw ones test the
// overflow checks.
func fuzzTVOp(kind uint8, n int, a, b, c, e int) tvOp {
	args := []int{a, b, c, e}
	small := func(v int) int { return v % 6 }
	// list returns k%5 small numbers, drawn from the arguments from the
	// one at off on.
	list := func(k, off int) []int {
		out := make([]int, uint(k)%5)
		for j := range out {
			out[j] = small(args[(j+off)%4] >> (4 * (j / 4)))
		}
		return out
	}
	// lengths returns k%6 lengths in [-1, 5] (-1 is reshape's unknown
	// length and a broadcast error); with raw the first is a raw number.
	lengths := func(k int, raw bool) []int {
		out := make([]int, uint(k)%6)
		for j := range out {
			v := args[j%4] >> (4 * (j / 4))
			if raw && j == 0 {
				out[j] = v
				continue
			}
			if out[j] = small(v); out[j] < -1 {
				out[j] = -out[j]
			}
		}
		return out
	}
	switch kind % 13 {
	case 0:
		items := make([]viewItem, uint(e)%5)
		for j := range items {
			items[j] = fuzzViewItem(args[j], small(args[(j+1)%4]))
		}
		return tvOp{Op: "sub", Items: items}
	case 1:
		if a%3 == 0 {
			return tvOp{Op: "flip"}
		}
		return tvOp{Op: "flip", Axes: list(b, 2)}
	case 2:
		if c%2 == 0 {
			return tvOp{Op: "moveaxis", Ints: true, Src: []int{small(a)}, Dst: []int{small(b)}}
		}
		return tvOp{Op: "moveaxis", Src: list(e, 0), Dst: list(e+int(uint(c)%2)*int(uint(a)%2), 2)}
	case 3:
		if a%3 == 0 {
			return tvOp{Op: "squeeze"}
		}
		return tvOp{Op: "squeeze", Axes: list(b, 0)}
	case 4:
		return tvOp{Op: "expand", Axes: list(int(uint(e)%4), 0)}
	case 5:
		if n <= 3 && a%2 == 0 {
			w, s := make([]int, n), make([]int, n)
			for k := range n {
				w[k] = small(args[(k+1)%4])
				s[k] = small(args[(k+2)%4]) % 4
			}
			if e%7 == 0 {
				w = append(w, 1) // one window too many
			}
			return tvOp{Op: "window", Window: w, Step: s}
		}
		k := 1 + int(uint(e)%3)
		w, axes := make([]int, k), make([]int, k)
		for j := range k {
			w[j] = small(args[(j+1)%4])
			axes[j] = small(args[(j+2)%4])
		}
		if c%7 == 0 {
			axes = axes[1:]
		}
		return tvOp{Op: "window", Window: w, Axes: axes}
	case 6:
		return tvOp{Op: "broadcast_to", Shape: lengths(n+int(uint(e)%3), e%5 == 0)}
	case 7:
		shape := lengths(int(uint(e)%5), false)
		for j := range shape {
			shape[j] = max(shape[j], 0) % 4
		}
		return tvOp{Op: "broadcast", Shape: shape}
	case 8:
		return tvOp{Op: "diagonal", K: small(a), A1: small(b), A2: small(c)}
	case 9:
		if e%4 == 0 {
			return tvOp{Op: "transpose"}
		}
		return tvOp{Op: "transpose", Axes: list(n+int(uint(e)%7)/6, 1)}
	case 10:
		return tvOp{Op: "swapaxes", A: small(a), B: small(b)}
	case 11:
		order := "C"
		if c%2 != 0 {
			order = "F"
		}
		shape := lengths(int(uint(e)%6), e%11 == 0)
		if uint(a)%3 == 0 {
			// A factorisation of the parent's size is more likely to succeed.
			shape = []int{-1}
			if b%3 != 0 {
				shape = append(shape, int(uint(b)%3)+1)
			}
		}
		return tvOp{Op: "reshape", Shape: shape, Order: order}
	}
	return tvOp{Op: "ravel"}
}

// inOrder returns t's values read in order: C (last index fastest) or F.
func inOrder(t dyn.Tensor[int], order Order) []int {
	if order == F {
		t = t.Transpose()
	}
	return append([]int{}, slices.Collect(t.Values())...)
}

// FuzzTensorViews applies one view operation with fuzzed arguments to a
// strided tensor, through the DynTensor methods and through the
// fixed-rank functions. No input may panic; the two APIs must agree (both
// fail, or give the same shape, values, read-only flag and copied flag);
// a view reads the parent's buffer at addresses of the parent; a reshape
// holds the parent's elements in its order; read-only marking follows its
// rule.
func FuzzTensorViews(f *testing.F) {
	f.Add(uint8(3), uint8(2), uint8(3), uint8(4), uint8(0), uint32(0), uint8(0), 1, 2, 3, 4)          // indexing
	f.Add(uint8(3), uint8(2), uint8(3), uint8(4), uint8(0), uint32(0x00305), uint8(11), 3, 1, 0, 2)   // reshape of a strided tensor copies
	f.Add(uint8(2), uint8(4), uint8(1), uint8(0), uint8(0), uint32(0x1f0f0f), uint8(11), 0, 1, 1, 2)  // F-order reshape
	f.Add(uint8(3), uint8(2), uint8(2), uint8(3), uint8(0), uint32(0x7003a5), uint8(5), 2, 1, 2, 1)   // sliding windows with steps
	f.Add(uint8(4), uint8(2), uint8(2), uint8(3), uint8(1), uint32(0x7003a5), uint8(5), 1, 2, 1, 1)   // windows of windows along one axis
	f.Add(uint8(2), uint8(3), uint8(1), uint8(0), uint8(0), uint32(0x80000000), uint8(6), 2, 4, 3, 1) // broadcast of a read-only tensor
	f.Add(uint8(3), uint8(1), uint8(3), uint8(1), uint8(0), uint32(0x12345), uint8(3), 1, 1, 0, 0)    // squeeze
	f.Add(uint8(2), uint8(3), uint8(3), uint8(0), uint8(0), uint32(0x100), uint8(8), 1, 0, 1, 0)      // diagonal
	f.Add(uint8(3), uint8(2), uint8(3), uint8(2), uint8(0), uint32(0x200155), uint8(12), 0, 0, 0, 0)  // ravel copies
	f.Add(uint8(1), uint8(4), uint8(0), uint8(0), uint8(0), uint32(0), uint8(7), 3, 1, 0, 2)          // broadcast_arrays
	f.Add(uint8(2), uint8(4), uint8(4), uint8(0), uint8(0), uint32(0), uint8(6), 1<<40, 4, 4, 10)     // huge broadcast
	f.Add(uint8(2), uint8(4), uint8(4), uint8(0), uint8(0), uint32(0), uint8(6), 1<<62, 4, 4, 10)     // broadcast size overflows
	f.Add(uint8(3), uint8(2), uint8(3), uint8(4), uint8(0), uint32(0x3000), uint8(2), 0, 2, 1, 2)     // moveaxes
	f.Add(uint8(0), uint8(0), uint8(0), uint8(0), uint8(0), uint32(0), uint8(4), 0, 1, 2, 3)          // expand a scalar
	f.Add(uint8(3), uint8(2), uint8(3), uint8(4), uint8(0), uint32(0x500000), uint8(1), 1, 2, 0, 2)   // flip
	f.Add(uint8(4), uint8(2), uint8(3), uint8(1), uint8(2), uint32(0x4000), uint8(9), 2, 1, 0, 3)     // transpose
	f.Fuzz(func(t *testing.T, rank, d0, d1, d2, d3 uint8, prep uint32, kind uint8, a, b, c, e int) {
		p := fuzzParent(rank, [4]uint8{d0, d1, d2, d3}, prep)
		n := p.Layout().Rank()
		op := fuzzTVOp(kind, n, a, b, c, e)
		got, err := tvApplyDyn(p, op)

		// The fixed-rank functions, at the result's rank (or the rank
		// the result would have had).
		out, ok := tvResultRank(op, p)
		if err == nil {
			out, ok = got.r.Layout().Rank(), true
		}
		if ok && out < 8 {
			fg, ferr := tvTable[n][out](p, op)
			switch {
			case errors.Is(ferr, errInexpressible):
			case (err == nil) != (ferr == nil):
				t.Fatalf("%v on %v: DynTensor error %v, fixed rank error %v", op, p.Layout(), err, ferr)
			case err != nil:
				if s, fs := sentinelOf(err), sentinelOf(ferr); s != fs {
					t.Fatalf("%v on %v: DynTensor error %v, fixed rank %v", op, p.Layout(), err, ferr)
				}
			default:
				if !slices.Equal(fg.r.Layout().Shape(), got.r.Layout().Shape()) || fg.r.ReadOnly() != got.r.ReadOnly() || fg.copied != got.copied ||
					sameBuffer(fg.r.Data(), p.Data()) != sameBuffer(got.r.Data(), p.Data()) {
					t.Fatalf("%v on %v: fixed rank %v (read-only %v, copied %v), DynTensor %v (read-only %v, copied %v)",
						op, p.Layout(), fg.r.Layout(), fg.r.ReadOnly(), fg.copied, got.r.Layout(), got.r.ReadOnly(), got.copied)
				}
				if got.r.Layout().Size() <= fuzzCheckLimit && !slices.Equal(inOrder(fg.r, C), inOrder(got.r, C)) {
					t.Fatalf("%v on %v: fixed rank values %v, DynTensor %v", op, p.Layout(), inOrder(fg.r, C), inOrder(got.r, C))
				}
			}
		}
		if err != nil {
			if errors.Is(err, ErrNotView) {
				t.Fatalf("%v on %v: ErrNotView with the copy allowed: %v", op, p.Layout(), err)
			}
			return
		}
		r := got.r
		copied := got.copied
		if op.Op != "reshape" && op.Op != "ravel" && copied {
			t.Fatalf("%v on %v: copied", op, p.Layout())
		}
		if r.Layout().Size() > fuzzCheckLimit {
			return
		}
		if copied {
			if r.ReadOnly() || (r.Layout().Size() > 0 && sameBuffer(r.Data(), p.Data())) {
				t.Fatalf("%v on %v: copy %v read-only %v, shares the buffer %v", op, p.Layout(), r.Layout(), r.ReadOnly(), sameBuffer(r.Data(), p.Data()))
			}
			if o := op.order(); !engine.IsContig(r.Layout().Shape(), r.Layout().Strides(), o) {
				t.Fatalf("%v on %v: copy %v not contiguous in %v order", op, p.Layout(), r.Layout(), o)
			}
		} else {
			// A view reads the parent's buffer at addresses of the parent:
			// with an arange buffer, values are addresses.
			if len(r.Data()) != len(p.Data()) || (len(p.Data()) > 0 && !sameBuffer(r.Data(), p.Data())) {
				t.Fatalf("%v on %v: view over another buffer", op, p.Layout())
			}
			have := map[int]bool{}
			for _, x := range addrsC(p.Layout()) {
				have[x] = true
			}
			addrs := addrsC(r.Layout())
			for _, x := range addrs {
				if !have[x] {
					t.Fatalf("%v on %v: view %v reads address %d, not one of the parent's", op, p.Layout(), r.Layout(), x)
				}
			}
			if vals := inOrder(r, C); !slices.Equal(vals, addrs) {
				t.Fatalf("%v on %v: view %v values %v at addresses %v", op, p.Layout(), r.Layout(), vals, addrs)
			}
			// Read-only marking: the parent's, or (for the views that can
			// make indices meet) whether they do.
			check := op.Op == "window" || op.Op == "broadcast_to" || op.Op == "broadcast"
			if want := p.ReadOnly() || check && bruteOverlap(r.Layout()); r.ReadOnly() != want {
				t.Fatalf("%v on %v: view %v read-only %v, want %v", op, p.Layout(), r.Layout(), r.ReadOnly(), want)
			}
		}
		switch op.Op {
		case "reshape":
			if o := op.order(); !slices.Equal(inOrder(r, o), inOrder(p, o)) {
				t.Fatalf("%v on %v: %v holds %v in %v order, parent %v", op, p.Layout(), r.Layout(), inOrder(r, o), o, inOrder(p, o))
			}
		case "ravel":
			if !slices.Equal(inOrder(r, C), inOrder(p, C)) || !r.Layout().IsCContiguous() {
				t.Fatalf("%v on %v: %v holds %v, parent %v", op, p.Layout(), r.Layout(), inOrder(r, C), inOrder(p, C))
			}
		}
		// AsContiguous of the parent: its elements, contiguous.
		for _, o := range []Order{C, F} {
			ac, err := p.AsContiguous(o)
			if err != nil || !engine.IsContig(ac.Layout().Shape(), ac.Layout().Strides(), o) || !slices.Equal(inOrder(ac, C), inOrder(p, C)) {
				t.Fatalf("AsContiguous(%v) of %v = %v, %v", o, p.Layout(), ac.Layout(), err)
			}
		}
	})
}

// sentinelOf returns the first sentinel that err wraps, so that two errors
// can be compared by kind.
func sentinelOf(err error) error {
	for _, s := range []error{ErrRank, ErrShape, ErrAxis, ErrIndex, ErrStep, ErrBroadcast, ErrOverflow, ErrNotView, ErrTooLarge, ErrBounds, ErrOverlap, ErrReadOnly, ErrDivideByZero} {
		if errors.Is(err, s) {
			return s
		}
	}
	return err
}
