package kernel

import "unsafe"

// Copy stores src[so+i*ss] into dst[do+i*ds] for i < n; unit strides use
// the built-in copy (or, with nt, a non-temporal vector copy for runs
// shorter than the built-in's own streaming threshold), a reversed or a
// repeated (stride 0) source a vector kernel where there is one. With nt,
// that kernel may use non-temporal stores (for destinations larger than
// the caches); the caller then calls [Fence] once when the whole copy is
// done.
func Copy[T any](dst []T, do, ds int, src []T, so, ss, n int, nt bool) {
	switch {
	case ds == 1 && ss == 1:
		if !nt || !copyFast(dst[do:do+n], src[so:so+n]) {
			copyRun(dst[do:do+n], src[so:so+n])
		}
	case ds == 1 && ss == 0:
		fill(dst[do:do+n], src[so], nt)
	case ds == 1 && ss == -1 && n > 0:
		Reverse(dst[do:do+n], src[so-n+1:so+1], nt)
	default:
		for range n {
			dst[do] = src[so]
			do += ds
			so += ss
		}
	}
}

// copyNtMin and copyNtMax bound the runs [Copy] streams with
// non-temporal stores: from copyNtMin bytes, where the aligned body
// outweighs the two unaligned ends, to below copyNtMax, from which Go's
// copy() streams by itself (runtime memmove switches to non-temporal
// stores at 1 MiB on amd64). Such runs come from copies whose inner
// axis is contiguous in both operands but whose outer axes are not, such
// as a permutation that keeps the last axis: with plain stores each
// destination line is read before it is written, a third stream.
const (
	copyNtMin = 512
	copyNtMax = 1 << 20
)

// copyRun is copy(d, s) in pieces of copyNtMax bytes, each behind a call,
// for runs of twice that or more. The runtime's memmove cannot be
// preempted: a garbage collection that starts during a long one signals
// the thread again and again (every few microseconds) until it returns,
// and the thread spends the copy handling the signals. Between pieces the
// collector stops the goroutine at the next call instead. Each piece is
// still long enough for memmove's own non-temporal path.
func copyRun[T any](d, s []T) {
	var z T
	size := int(unsafe.Sizeof(z))
	piece := copyNtMax / max(1, size)
	if size == 0 || piece == 0 || len(d) < 2*piece { // piece 0: an element larger than a piece
		copy(d, s)
		return
	}
	if a, b := uintptr(unsafe.Pointer(unsafe.SliceData(d))), uintptr(unsafe.Pointer(unsafe.SliceData(s))); a > b && a-b < uintptr(len(d)*size) {
		copy(d, s) // d starts inside s: a forward copy in pieces would overwrite s before reading it
		return
	}
	for len(d) >= 2*piece {
		copyPiece(d[:piece], s[:piece])
		d, s = d[piece:], s[piece:]
	}
	copy(d, s)
}

// copyPiece is copy() behind a call, where the collector can stop the
// goroutine (see copyRun).
//
//go:noinline
func copyPiece[T any](d, s []T) { copy(d, s) }

// Fill stores v into every element of d.
func Fill[T any](d []T, v T) { fill(d, v, false) }

// fillMin is the fewest bytes the vector fill takes: below it the element
// loop is as fast as the calls.
const fillMin = 256

// fill is Fill, with non-temporal stores where nt is set as for [Copy] (the
// caller then fences; [Tuning.FillNtBytes] is where a fill sets it). A
// pointer-free T whose size divides 32 bytes is stored by the vector
// kernel, a repeated 32-byte pattern of v: Fill of 128 MiB of float64 took
// 3.9-5.2 ms with non-temporal stores against 5.2-7.7 ms element by
// element (alternating benchmark binaries, 2-core Zen 5 VM, one worker;
// NumPy's fill 5.3 ms).
func fill[T any](d []T, v T, nt bool) {
	if fillFast(d, v, nt) {
		return
	}
	for i := range d {
		d[i] = v
	}
}

// ReverseRows stores src[so+i*ls-j] into dst[do+i*ld+j] for i < m, j < n:
// m rows, each the reverse of the n source elements that end at so+i*ls
// (as [Copy] with ds 1 and ss -1, row by row), with the checks made once
// for all rows. nt is as for [Copy].
func ReverseRows[T any](dst []T, do, ld int, src []T, so, ls, m, n int, nt bool) {
	if m <= 0 || n <= 0 {
		return
	}
	if n > callChunk || !reverseRowsFast(dst, do, ld, src, so, ls, m, n, nt) {
		for i := range m {
			Reverse(dst[do+i*ld:do+i*ld+n], src[so+i*ls-n+1:so+i*ls+1], nt)
		}
		return
	}
	v := n &^ 3 // the kernel's part of each row
	for i := range m {
		d, s := dst[do+i*ld+v:do+i*ld+n], src[so+i*ls-n+1:]
		for j := range d {
			d[j] = s[n-1-v-j]
		}
	}
}

// Reverse stores src[n-1-i] into dst[i] for n = len(dst); len(src) must
// be n. nt is as for [Copy].
func Reverse[T any](dst, src []T, nt bool) {
	src = src[:len(dst)]
	n := len(dst)
	if k := chunked(n, func(i, j int) int { return reverseFast(dst[i:j], src[n-j:n-i], nt) }); k > 0 {
		dst, src = dst[k:], src[:len(src)-k]
	}
	n = len(dst)
	for i := range dst {
		dst[i] = src[n-1-i]
	}
}

// Transpose stores src[so+j*ls+i] into dst[do+i*ld+j] for i < m, j < n:
// dst is an m x n matrix with row stride ld, src an n x m one with row
// stride ls. It works in micro-blocks of 4 destination rows by 8 columns
// for 8-byte elements and 8 by 16 for 4-byte ones (8 by 8 and 16 by 16
// with AVX-512), so that each destination row of a block fills a 64-byte
// line, and hands such blocks to a vector kernel where there is one.
// With nt, the vector kernel may use non-temporal stores (for destinations
// larger than the caches); the caller then calls [Fence] once when the
// whole copy is done.
func Transpose[T any](dst []T, do, ld int, src []T, so, ls, m, n int, nt bool) {
	if m <= 0 || n <= 0 {
		return
	}
	// Bounds: the last element of each operand must exist (the loops below
	// and the vector kernel index without checks beyond these).
	_ = dst[do+(m-1)*ld+n-1]
	_ = src[so+(n-1)*ls+m-1]
	if mr, j0, j1 := transposeFast(dst, do, ld, src, so, ls, m, n, nt); mr > 0 {
		// Columns [j0, j1) of rows [0, mr) are done; finish the rest.
		transposeGo(dst, do, ld, src, so, ls, 0, mr, 0, j0)
		transposeGo(dst, do, ld, src, so, ls, 0, mr, j1, n)
		transposeGo(dst, do, ld, src, so, ls, mr, m, 0, n)
		return
	}
	transposeGo(dst, do, ld, src, so, ls, 0, m, 0, n)
}

// testTransposeTile, when set by a test, replaces
// Tune().TransposeTile.
var testTransposeTile *Tile

// transposeGo is Transpose over rows [i0, i1) and columns [j0, j1) in pure
// Go, with the same 4x8 micro-blocks.
func transposeGo[T any](dst []T, do, ld int, src []T, so, ls, i0, i1, j0, j1 int) {
	i := i0
	for ; i+4 <= i1; i += 4 {
		j := j0
		for ; j+8 <= j1; j += 8 {
			for r := range 4 {
				w := dst[do+(i+r)*ld+j : do+(i+r)*ld+j+8 : do+(i+r)*ld+j+8]
				s := so + j*ls + i + r
				w[0], w[1], w[2], w[3] = src[s], src[s+ls], src[s+2*ls], src[s+3*ls]
				w[4], w[5], w[6], w[7] = src[s+4*ls], src[s+5*ls], src[s+6*ls], src[s+7*ls]
			}
		}
		for ; j < j1; j++ {
			for r := range 4 {
				dst[do+(i+r)*ld+j] = src[so+j*ls+i+r]
			}
		}
	}
	for ; i < i1; i++ {
		for j := j0; j < j1; j++ {
			dst[do+i*ld+j] = src[so+j*ls+i]
		}
	}
}

// TransposeStrided stores src[so+i*sa+j*sb] into dst[do+i*da+j] for i < m,
// j < n, for strides of either sign (a reversed source, say), walking
// 16x16 tiles so that both operands stay in cache.
func TransposeStrided[T any](dst []T, do, da int, src []T, so, sa, sb, m, n int) {
	const tile = 16
	for j0 := 0; j0 < n; j0 += tile {
		j1 := min(j0+tile, n)
		for i0 := 0; i0 < m; i0 += tile {
			i1 := min(i0+tile, m)
			for i := i0; i < i1; i++ {
				row := dst[do+i*da+j0 : do+i*da+j1]
				s := so + i*sa + j0*sb
				for k := range row {
					row[k] = src[s]
					s += sb
				}
			}
		}
	}
}
