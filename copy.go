package tensor

import (
	"unsafe"

	"github.com/fixedrank/tensor/internal/kernel"
)

// The strided-copy engine. Every kernel goes through one normaliser:
//  1. drop axes of length 1 (an empty shape copies nothing);
//  2. flip axes whose strides are negative in every operand, together;
//  3. order axes by the destination's |stride|, largest outside;
//  4. merge neighbouring axes that are contiguous in every operand;
//  5. run the innermost axis through the kernel layer: copy() for unit
//     strides, a fill for a zero source stride, a vector reverse for -1, a
//     strided loop otherwise; when the destination's inner axis is
//     unit-stride but the source's unit-stride axis is another one (a
//     transpose), hand those two axes to the transpose kernel (4x8 or 8x16
//     micro-blocks, one destination line per row; tiles for other strides).

// plan is a normalised iteration over up to three operands sharing one
// shape: op 0 is the destination, ops 1 and 2 are sources.
type plan struct {
	n, ops int
	shape  [MaxRank]int
	st     [3][MaxRank]int
	off    [3]int
}

// newPlan normalises an iteration of the given shape over ops operands
// (strides st[i], offsets off[i]), with axes sorted by the destination's
// strides; it reports false when there is nothing to do.
func newPlan(shape []int, ops int, st [3][]int, off [3]int) (plan, bool) {
	return newPlanKey(shape, ops, 0, st, off)
}

// newPlanKey is newPlan with the axes sorted by operand key's strides
// (reductions sort by the source so that reads are sequential).
func newPlanKey(shape []int, ops, key int, st [3][]int, off [3]int) (plan, bool) {
	other := 1 - min(key, 1)
	p := plan{ops: ops, off: off}
	for k, d := range shape {
		if d == 0 {
			return p, false
		}
		if d == 1 {
			continue
		}
		var s [3]int
		neg, pos := false, false
		for i := range ops {
			s[i] = st[i][k]
			neg = neg || s[i] < 0
			pos = pos || s[i] > 0
		}
		if neg && !pos { // flip together: every operand steps backwards
			for i := range ops {
				p.off[i] += s[i] * (d - 1)
				s[i] = -s[i]
			}
		}
		// Insertion sort: descending |dst stride| (ties: descending |src stride|).
		j := p.n
		p.n++
		for j > 0 && less(p.st[key][j-1], p.st[other][j-1], s[key], s[other]) {
			p.shape[j] = p.shape[j-1]
			for i := range ops {
				p.st[i][j] = p.st[i][j-1]
			}
			j--
		}
		p.shape[j] = d
		for i := range ops {
			p.st[i][j] = s[i]
		}
	}
	p.merge()
	return p, true
}

// cPlan is the plan of one operand in C order: length-1 axes dropped and
// neighbours merged, nothing reordered or flipped, so walking it visits the
// elements in C order (last index fastest). It reports false when the shape
// is empty.
func cPlan(shape, strides []int, offset int) (plan, bool) {
	p := plan{ops: 1, off: [3]int{offset}}
	for k, d := range shape {
		if d == 0 {
			return p, false
		}
		if d > 1 {
			p.shape[p.n], p.st[0][p.n] = d, strides[k]
			p.n++
		}
	}
	p.merge()
	return p, true
}

// less orders axes: a before b (outer) when a's dst stride is larger.
func less(da, sa, db, sb int) bool {
	ad, bd := abs(da), abs(db)
	if ad != bd {
		return ad < bd
	}
	return abs(sa) < abs(sb)
}

func abs(a int) int {
	if a < 0 {
		return -a
	}
	return a
}

// merge joins axis k-1 (outer) with k (inner) when, in every operand,
// stride[k-1] == stride[k]*shape[k].
func (p *plan) merge() {
	if p.n < 2 {
		return
	}
	m := 0
	for k := 1; k < p.n; k++ {
		ok := true
		for i := range p.ops {
			ok = ok && p.st[i][m] == p.st[i][k]*p.shape[k]
		}
		if ok {
			p.shape[m] *= p.shape[k]
			for i := range p.ops {
				p.st[i][m] = p.st[i][k]
			}
			continue
		}
		m++
		p.shape[m] = p.shape[k]
		for i := range p.ops {
			p.st[i][m] = p.st[i][k]
		}
	}
	p.n = m + 1
}

// inner returns the length of the innermost axis and each operand's stride
// along it. A plan with no axes (a single element) reads as one run of
// length 1, so kernels need no special case for it: walk with keep 1 then
// calls the body once at the plan's offsets.
func (p *plan) inner() (n int, st [3]int) {
	if p.n == 0 {
		return 1, st
	}
	k := p.n - 1
	return p.shape[k], [3]int{p.st[0][k], p.st[1][k], p.st[2][k]}
}

// swap exchanges axes a and b of the plan.
func (p *plan) swap(a, b int) {
	p.shape[a], p.shape[b] = p.shape[b], p.shape[a]
	for i := range p.ops {
		p.st[i][a], p.st[i][b] = p.st[i][b], p.st[i][a]
	}
}

// copyStrided copies src (strides already broadcast to dst's shape) into
// dst.
func copyStrided[T any](dst, src strided[T]) {
	if len(dst.data) == 0 || len(src.data) == 0 {
		return // nothing to copy, or a zero-value tensor without elements
	}
	p, ok := newPlan(dst.shape, 2, [3][]int{dst.st, src.st}, [3]int{dst.off, src.off})
	if !ok {
		return
	}
	runCopy(dst.data, src.data, &p)
}

func runCopy[T any](dst, src []T, p *plan) {
	n, st := p.inner()
	ds, ss := st[0], st[1]
	// A transpose: unit-stride destination inner axis, but the source is
	// unit-stride along an outer axis. Move that axis next to the inner one
	// and hand the pair to the transpose kernel.
	if p.n >= 2 && ds == 1 && ss != 1 {
		for j := p.n - 2; j >= 0; j-- {
			if abs(p.st[1][j]) != 1 {
				continue
			}
			p.swap(j, p.n-2)
			m, nb := p.shape[p.n-2], p.shape[p.n-1]
			ld, sa, ls := p.st[0][p.n-2], p.st[1][p.n-2], p.st[1][p.n-1]
			if ld > 0 && sa == 1 && ls > 0 {
				nt := planBytes[T](p) >= ntBytes
				outer(p, 2, func(d, s int) { kernel.Transpose(dst, d, ld, src, s, ls, m, nb, nt) })
				if nt {
					kernel.Fence()
				}
				return
			}
			outer(p, 2, func(d, s int) { kernel.TransposeStrided(dst, d, ld, src, s, sa, ls, m, nb) })
			return
		}
	}
	outer(p, 1, func(d, s int) { kernel.Copy(dst, d, ds, src, s, ss, n) })
}

// ntBytes is the destination size from which transposing copies use
// non-temporal stores: below it the result should stay in cache for its
// reader; above it, ordinary stores would pay a read of every destination
// line. Measured on a float64 transpose followed by one pass that reads
// the result (times per copy+read, ordinary vs non-temporal): 4 MiB 2.3 vs
// 4.9 ms, 8 MiB 5.0 vs 4.8 ms, 32 MiB 28 vs 21 ms; so from 8 MiB.
const ntBytes = 8 << 20

// planBytes returns the size in bytes of the plan's iteration space for
// elements of type T.
func planBytes[T any](p *plan) int {
	var z T
	n := int(unsafe.Sizeof(z))
	for k := range p.n {
		n *= p.shape[k]
	}
	return n
}

// outer calls body with the offsets of operands 0 and 1 at every position
// of the axes outside the last keep ones, in order.
func outer(p *plan, keep int, body func(d, s int)) {
	walk(p, keep, func(d, s, _ int) bool { body(d, s); return true })
}

// walk calls body with the offsets of every operand at every position of
// the axes outside the last keep ones, in order, until body returns false;
// it reports whether it visited every position.
func walk(p *plan, keep int, body func(o0, o1, o2 int) bool) bool {
	m := p.n - keep
	off := p.off
	if m <= 0 {
		return body(off[0], off[1], off[2])
	}
	var idx [MaxRank]int
	for {
		if !body(off[0], off[1], off[2]) {
			return false
		}
		k := m - 1
		for ; k >= 0; k-- {
			idx[k]++
			for i := range p.ops {
				off[i] += p.st[i][k]
			}
			if idx[k] < p.shape[k] {
				break
			}
			for i := range p.ops {
				off[i] -= p.st[i][k] * p.shape[k]
			}
			idx[k] = 0
		}
		if k < 0 {
			return true
		}
	}
}
