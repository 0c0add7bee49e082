package tensor

import (
	"math"
	"math/bits"
)

// DefaultMaxWork is the work cap of the exact overlap tests when the caller
// passes a cap of 0 or less: for [SharesMemory], NumPy's max_work (the
// solution candidates ruled out before the test gives up and reports
// [ErrTooHard]); for [Layout.SelfOverlap], the search nodes visited.
const DefaultMaxWork = 1 << 20

type overlapResult uint8

const (
	overlapNo overlapResult = iota
	overlapYes
	overlapUnknown
)

// fastNoOverlap is the sufficient test of rstsr's check_strides: sort the
// axes of length > 1 by |stride|; if each |stride| exceeds the extent covered
// by the smaller ones, no two indices share an address. With ignoreZero,
// stride-0 axes are left out (a broadcast is allowed). A false result proves
// nothing.
func fastNoOverlap(shape, st []int, ignoreZero bool) bool {
	if isEmpty(shape) {
		return true
	}
	var buf [MaxRank]int
	ax := buf[:0]
	if len(shape) > MaxRank {
		ax = make([]int, 0, len(shape))
	}
	for k, d := range shape {
		if d <= 1 || (ignoreZero && st[k] == 0) {
			continue
		}
		// Insertion sort by |stride|.
		a := absU(st[k])
		j := len(ax)
		ax = append(ax, k)
		for j > 0 && absU(st[ax[j-1]]) > a {
			ax[j] = ax[j-1]
			j--
		}
		ax[j] = k
	}
	var covered uint64 // extent covered so far, saturating
	for _, k := range ax {
		a := absU(st[k])
		if a <= covered {
			return false
		}
		span := a * uint64(shape[k]-1)
		if span/uint64(shape[k]-1) != a || covered+span < covered {
			covered = math.MaxUint64
		} else {
			covered += span
		}
	}
	return true
}

// selfOverlap answers exactly whether two distinct indices of the layout
// share an address, giving up after maxWork search nodes (DefaultMaxWork if
// maxWork <= 0). With ignoreZero, stride-0 axes are treated as length 1.
// The search works with exact addresses, so strides and extents near the
// limits of an int give the right answer or overlapUnknown, never a wrong
// one.
func selfOverlap(shape, st []int, ignoreZero bool, maxWork int) overlapResult {
	if fastNoOverlap(shape, st, ignoreZero) {
		return overlapNo
	}
	var p dioph
	for k, d := range shape {
		if d <= 1 {
			continue
		}
		if st[k] == 0 {
			if ignoreZero {
				continue
			}
			return overlapYes
		}
		if p.n == len(p.a) {
			return overlapUnknown
		}
		// z_k = x_k - y_k ranges over [-(d-1), d-1]; the sign of the stride
		// does not matter because the range is symmetric.
		p.add(absU(st[k]), -(d - 1), d-1)
	}
	p.nonzero = true
	return p.solve(int128{}, maxWork)
}

// mayShare reports whether distinct indices of a layout may share an
// address (yes, or too hard to tell): such a view is read-only.
func mayShare(shape, st []int) bool {
	return selfOverlap(shape, st, false, 0) != overlapNo
}

// sharesMemory answers exactly whether some index of layout a and some index
// of layout b have the same address, as NumPy's solve_may_share_memory does:
// the same bounds check first, the same simplified problem, the same search
// and the same count of work, so that it gives up (overlapUnknown) exactly
// where np.shares_memory with max_work = maxWork raises TooHardError
// ([DefaultMaxWork] if maxWork <= 0) and answers as NumPy does everywhere
// else. Layouts whose extent does not fit in an int (the public entry points
// report [ErrOverflow] first) go to the search of selfOverlap, which works
// with exact 128-bit addresses and counts its own nodes.
//
// NumPy's problem is in bytes: every coefficient is multiplied by the item
// size s, and for s > 1 a term of coefficient 1 and bound 2s-2 (the byte
// within each item) is added, which its search takes first. That node has
// at most one candidate, the byte offset s-1, and rules out exactly what
// the first node of the problem in elements rules out (rhs not a multiple
// of the gcd of the coefficients, or beyond what they reach), so the
// answers and the work at which NumPy gives up do not depend on the item
// size, and this search is in elements.
func sharesMemory(sa, ta []int, oa int, sb, tb []int, ob int, maxWork int) overlapResult {
	if isEmpty(sa) || isEmpty(sb) {
		return overlapNo
	}
	loA, hiA, okA := extent(sa, ta, oa)
	loB, hiB, okB := extent(sb, tb, ob)
	if !okA || !okB {
		return sharesMemoryWide(sa, ta, oa, sb, tb, ob, maxWork)
	}
	// NumPy's fast path: address ranges that do not meet.
	if hiA < loB || hiB < loA {
		return overlapNo
	}
	if maxWork <= 0 {
		maxWork = DefaultMaxWork
	}
	// Mapping every variable so that its stride is positive turns the
	// problem into Σ |st_k|·x_k = rhs with 0 <= x_k <= d_k-1 over the axes
	// of both layouts: rhs is from the lowest address of one layout to the
	// highest of the other, the smaller of the two ways round.
	var buf [2 * MaxRank]shareTerm
	t := shareTerms(shareTerms(buf[:0], sa, ta), sb, tb)
	rhs := min(uint64(hiB)-uint64(loA), uint64(hiA)-uint64(loB))
	return solveShares(simplifyShares(t, rhs), rhs, maxWork)
}

// sharesMemoryWide decides sharesMemory for layouts whose extent does not
// fit in an int: Σ ta_k x_k - Σ tb_k y_k = ob - oa with 0 <= x_k < da_k,
// 0 <= y_k < db_k, solved by the search of selfOverlap.
func sharesMemoryWide(sa, ta []int, oa int, sb, tb []int, ob int, maxWork int) overlapResult {
	var p dioph
	addSide := func(shape, st []int, sign int) bool {
		for k, d := range shape {
			if d <= 1 || st[k] == 0 {
				continue
			}
			if p.n == len(p.a) {
				return false
			}
			if (st[k] < 0) != (sign < 0) {
				p.add(absU(st[k]), -(d - 1), 0)
			} else {
				p.add(absU(st[k]), 0, d-1)
			}
		}
		return true
	}
	if !addSide(sa, ta, 1) || !addSide(sb, tb, -1) {
		return overlapUnknown
	}
	return p.solve(i128(ob).sub(i128(oa)), maxWork)
}

// shareTerm is a term a·x of Σ a·x = rhs with 0 <= x <= ub.
type shareTerm struct{ a, ub uint64 }

// shareTerms appends a term for every axis of length > 1 and non-zero
// stride (NumPy's strides_to_terms with skip_empty).
func shareTerms(t []shareTerm, shape, st []int) []shareTerm {
	for k, d := range shape {
		if d > 1 && st[k] != 0 {
			t = append(t, shareTerm{absU(st[k]), uint64(d - 1)})
		}
	}
	return t
}

// simplifyShares is diophantine_simplify: it sorts the terms by decreasing
// coefficient, merges equal coefficients, bounds every x by rhs/a and drops
// the terms whose x can then only be 0.
func simplifyShares(t []shareTerm, rhs uint64) []shareTerm {
	for i := 1; i < len(t); i++ { // insertion sort, decreasing a
		for j := i; j > 0 && t[j-1].a < t[j].a; j-- {
			t[j-1], t[j] = t[j], t[j-1]
		}
	}
	n := 0
	for _, e := range t {
		if n > 0 && t[n-1].a == e.a {
			t[n-1].ub = addSat(t[n-1].ub, e.ub) // cut to rhs/a below
			continue
		}
		t[n] = e
		n++
	}
	m := 0
	for _, e := range t[:n] {
		if e.ub = min(e.ub, rhs/e.a); e.ub != 0 {
			t[m] = e
			m++
		}
	}
	return t[:m]
}

// solveShares is solve_diophantine for the simplified terms t (decreasing
// coefficients): one or no term is decided at once, more by the search.
func solveShares(t []shareTerm, rhs uint64, maxWork int) overlapResult {
	n := len(t)
	switch n {
	case 0:
		return overlapResultOf(rhs == 0)
	case 1:
		return overlapResultOf(rhs%t[0].a == 0 && rhs/t[0].a <= t[0].ub)
	}
	// diophantine_precompute. The bounds saturate at 2^64-1, where NumPy's
	// int64 arithmetic (in bytes) overflows and gives no answer: a bound
	// that large is still above every value its variable can take, at most
	// rhs.
	var buf [2 * 2 * MaxRank]uint64
	gu := buf[:]
	if 2*(n-1) > len(gu) {
		gu = make([]uint64, 2*(n-1))
	}
	p := shareSearch{t: t, g: gu[:n-1], u: gu[n-1 : 2*(n-1)], max: maxWork}
	a, ub := t[0].a, t[0].ub
	for j := 1; j < n; j++ {
		g := gcdU(a, t[j].a)
		a, ub = g, addSat(mulSat(ub, a/g), mulSat(t[j].ub, t[j].a/g))
		p.g[j-1], p.u[j-1] = a, ub
	}
	return p.dfs(n-1, rhs)
}

// shareSearch is the search of NumPy's bounded Diophantine problem of two
// layouts (mem_overlap.c: diophantine_dfs) in element units, with the
// arithmetic done so that it never overflows: rhs is below 2^64, every
// coefficient is at most 2^63 and, once simplified, every a·ub is at most
// rhs; the value b left to the terms of a node is at most rhs.
type shareSearch struct {
	t     []shareTerm // decreasing a
	g, u  []uint64    // g[j] = gcd(a_0, …, a_{j+1}); u[j] bounds Σ_{i<=j+1} (a_i/g[j])·x_i (NumPy's Ep)
	count int         // the work: NumPy's count of candidates ruled out
	max   int
}

func overlapResultOf(yes bool) overlapResult {
	if yes {
		return overlapYes
	}
	return overlapNo
}

// dfs is diophantine_dfs: the equation a1·x1 + a2·x2 = b, where x2 is the
// variable of term v and x1 combines those of terms 0 … v-1 (coefficient
// g[v-2], bound u[v-2]), has its solutions at x1 ≡ (b/g)·(a1/g)⁻¹ modulo
// a2/g, g = gcd(a1, a2). Each x1 in range, in increasing order (NumPy's
// t), leaves a1·x1 to the terms 0 … v-1. A node entered after max
// candidates were ruled out gives up; every node that answers no counts
// one.
func (p *shareSearch) dfs(v int, b uint64) overlapResult {
	if p.count >= p.max {
		return overlapUnknown
	}
	a1, u1 := p.t[0].a, p.t[0].ub
	if v > 1 {
		a1, u1 = p.g[v-2], p.u[v-2]
	}
	a2, u2 := p.t[v].a, p.t[v].ub
	g := p.g[v-1]
	if b%g != 0 {
		p.count++
		return overlapNo
	}
	c1, c2 := a2/g, a1/g
	r := mulMod((b/g)%c1, modInverse(c2%c1, c1), c1)
	// 0 <= x1 <= u1 and 0 <= x2 <= u2, where a2·x2 = b - a1·x1 and
	// a2·u2 <= rhs.
	hi := min(u1, b/a1)
	var lo uint64
	if m := a2 * u2; b > m {
		lo = (b - m) / a1
		if (b-m)%a1 != 0 {
			lo++
		}
	}
	var d uint64 // from lo to the first x1 ≡ r
	if l := lo % c1; r >= l {
		d = r - l
	} else {
		d = c1 - (l - r)
	}
	if lo > hi || d > hi-lo {
		p.count++
		return overlapNo
	}
	x1 := lo + d
	if v == 1 {
		return overlapYes
	}
	for {
		if res := p.dfs(v-1, a1*x1); res != overlapNo {
			return res
		}
		if hi-x1 < c1 {
			break
		}
		x1 += c1
	}
	p.count++
	return overlapNo
}

func mulSat(x, y uint64) uint64 {
	hi, lo := bits.Mul64(x, y)
	if hi != 0 {
		return math.MaxUint64
	}
	return lo
}

func addSat(x, y uint64) uint64 {
	s, carry := bits.Add64(x, y, 0)
	if carry != 0 {
		return math.MaxUint64
	}
	return s
}

// modInverse returns y in [0, m) with x·y ≡ 1 (mod m), for x and m coprime
// and 0 < m <= 2^63.
func modInverse(x, m uint64) uint64 {
	if m == 1 {
		return 0
	}
	// Extended Euclid: |t0| stays at most m/2; only the last t1, never
	// used, can reach m and wrap.
	r0, r1 := m, x
	t0, t1 := int64(0), int64(1)
	for r1 != 0 {
		q := r0 / r1
		r0, r1 = r1, r0-q*r1
		t0, t1 = t1, t0-int64(q)*t1
	}
	if t0 < 0 {
		return m - uint64(-t0)
	}
	return uint64(t0)
}

// mulMod returns x·y mod m for x, y < m.
func mulMod(x, y, m uint64) uint64 {
	hi, lo := bits.Mul64(x, y)
	_, r := bits.Div64(hi, lo, m)
	return r
}

// dioph is a bounded linear Diophantine problem Σ a_i z_i = t with
// 0 < a_i <= 2^63 and lo_i <= 0 <= hi_i, solved by depth-first search with
// interval and gcd pruning. With nonzero it looks for a solution other than
// z = 0 and, the problem being symmetric, only for one whose first non-zero
// z_i is positive.
//
// The arithmetic is exact, so strides, extents and offsets at the limits of
// an int give the right answer or overlapUnknown, never a wrong one: a
// coefficient is a uint64 (a stride of math.MinInt has magnitude 2^63), and
// targets and bounds are 128-bit. A term a_i·z_i is below 2^126 in
// magnitude; the reach of the later terms saturates at reachMax, and a
// partial target beyond it makes the answer unknown. A coefficient larger
// than what the later terms can reach leaves at most two values of its
// z_i (one if t = 0), so a huge stride costs nothing.
type dioph struct {
	a        [2 * MaxRank]uint64 // decreasing
	lo, hi   [2 * MaxRank]int
	n        int
	up, down [2*MaxRank + 1]int128 // Σ_{j>=i} a_j·hi_j and Σ_{j>=i} a_j·(-lo_j), at most reachMax
	g        [2*MaxRank + 1]uint64 // gcd of a_i … a_{n-1}; 0 for none
	nonzero  bool
	work     int
	max      int
}

// reachMax (2^126) stands for any reach at least that large: such a bound
// never prunes, and partial targets stay below it in magnitude, so that
// t - a·z cannot overflow 128 bits.
var reachMax = int128{1 << 62, 0}

func (p *dioph) add(a uint64, lo, hi int) {
	// Insert keeping a in decreasing order: large coefficients first prune best.
	j := p.n
	p.n++
	for j > 0 && p.a[j-1] < a {
		p.a[j], p.lo[j], p.hi[j] = p.a[j-1], p.lo[j-1], p.hi[j-1]
		j--
	}
	p.a[j], p.lo[j], p.hi[j] = a, lo, hi
}

// solve looks for a solution with Σ a_i z_i = t; |t| must be below 2^64.
func (p *dioph) solve(t int128, maxWork int) overlapResult {
	if maxWork <= 0 {
		maxWork = DefaultMaxWork
	}
	p.max = maxWork
	for i := p.n - 1; i >= 0; i-- {
		p.up[i] = minI128(reachMax, p.up[i+1].add(mul128(p.a[i], p.hi[i])))
		p.down[i] = minI128(reachMax, p.down[i+1].sub(mul128(p.a[i], p.lo[i])))
		p.g[i] = gcdU(p.a[i], p.g[i+1])
	}
	return p.dfs(0, t, true)
}

func (p *dioph) dfs(i int, t int128, allZero bool) overlapResult {
	if i == p.n {
		if t == (int128{}) && !(p.nonzero && allZero) {
			return overlapYes
		}
		return overlapNo
	}
	p.work++
	if p.work > p.max {
		return overlapUnknown
	}
	if p.up[i].less(t) || t.less(p.down[i].neg()) {
		return overlapNo
	}
	if g := p.g[i]; g > 1 {
		if _, r := t.divMod(g); r != 0 {
			return overlapNo
		}
	}
	// The later terms sum to t - a·z, which must lie in [-down, up]:
	// ceil((t-up)/a) <= z <= floor((t+down)/a).
	a, up, down := p.a[i], p.up[i+1], p.down[i+1]
	zlo, zhi := p.lo[i], p.hi[i]
	if up != reachMax {
		q, r := t.sub(up).divMod(a)
		if r != 0 {
			q = q.add(i128(1))
		}
		zlo = clampInt(q, zlo, zhi+1)
	}
	if down != reachMax {
		q, _ := t.add(down).divMod(a)
		zhi = clampInt(q, zlo-1, zhi)
	}
	if p.nonzero && allZero {
		zlo = max(zlo, 0)
		if i == p.n-1 {
			zlo = max(zlo, 1)
		}
	}
	for z := zlo; z <= zhi; z++ {
		next := t.sub(mul128(a, z))
		if !next.less(reachMax) || !reachMax.neg().less(next) {
			return overlapUnknown // only where a reach saturated
		}
		switch p.dfs(i+1, next, allZero && z == 0) {
		case overlapYes:
			return overlapYes
		case overlapUnknown:
			return overlapUnknown
		}
	}
	return overlapNo
}

// int128 is a two's-complement 128-bit integer. The search keeps its values
// below 2^127 in magnitude, so its operations need no overflow checks.
type int128 struct{ hi, lo uint64 }

func i128(v int) int128 { return int128{uint64(v >> 63), uint64(v)} }

// mul128 returns a·z.
func mul128(a uint64, z int) int128 {
	hi, lo := bits.Mul64(a, absU(z))
	if z < 0 {
		return int128{hi, lo}.neg()
	}
	return int128{hi, lo}
}

func (x int128) add(y int128) int128 {
	lo, carry := bits.Add64(x.lo, y.lo, 0)
	hi, _ := bits.Add64(x.hi, y.hi, carry)
	return int128{hi, lo}
}

func (x int128) sub(y int128) int128 { return x.add(y.neg()) }

func (x int128) neg() int128 {
	lo, borrow := bits.Sub64(0, x.lo, 0)
	hi, _ := bits.Sub64(0, x.hi, borrow)
	return int128{hi, lo}
}

func (x int128) less(y int128) bool {
	return int64(x.hi) < int64(y.hi) || x.hi == y.hi && x.lo < y.lo
}

func minI128(x, y int128) int128 {
	if y.less(x) {
		return y
	}
	return x
}

// divMod returns q and r with x = q·a + r and 0 <= r < a, for a > 0.
func (x int128) divMod(a uint64) (int128, uint64) {
	neg := int64(x.hi) < 0
	if neg {
		x = x.neg()
	}
	q, r := int128{0, x.lo / a}, x.lo%a
	if x.hi != 0 {
		qhi, rhi := bits.Div64(0, x.hi, a)
		qlo, rlo := bits.Div64(rhi, x.lo, a)
		q, r = int128{qhi, qlo}, rlo
	}
	if !neg {
		return q, r
	}
	if q = q.neg(); r != 0 {
		q, r = q.sub(i128(1)), a-r
	}
	return q, r
}

// clampInt returns x clamped to [lo, hi] as an int.
func clampInt(x int128, lo, hi int) int {
	switch {
	case x.less(i128(lo)):
		return lo
	case i128(hi).less(x):
		return hi
	}
	return int(x.lo)
}

func gcdU(a, b uint64) uint64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}
