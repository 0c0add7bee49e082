package engine

import (
	"math"
	"math/bits"
)

// DefaultMaxWork is the work cap of the exact overlap tests when the caller
// passes a cap of 0 or less: for [SharesMemory], NumPy's max_work (the
// solution candidates ruled out before the test gives up and reports
// [ErrTooHard]); for [Layout.SelfOverlap], the search nodes visited.
const DefaultMaxWork = 1 << 20

type OverlapResult uint8

const (
	OverlapNo OverlapResult = iota
	OverlapYes
	OverlapUnknown
)

// FastNoOverlap is the sufficient test of rstsr's check_strides: sort the
// axes of length > 1 by |stride|; if each |stride| exceeds the extent covered
// by the smaller ones, no two indices share an address. With ignoreZero,
// stride-0 axes are left out (a broadcast is allowed). A false result proves
// nothing.
func FastNoOverlap(shape, st []int, ignoreZero bool) bool {
	if IsEmpty(shape) {
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
		a := AbsU(st[k])
		j := len(ax)
		ax = append(ax, k)
		for j > 0 && AbsU(st[ax[j-1]]) > a {
			ax[j] = ax[j-1]
			j--
		}
		ax[j] = k
	}
	var covered uint64 // extent covered so far, saturating
	for _, k := range ax {
		a := AbsU(st[k])
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

// SelfOverlap answers exactly whether two distinct indices of the layout
// share an address, giving up after maxWork search nodes (DefaultMaxWork if
// maxWork <= 0). With ignoreZero, stride-0 axes are treated as length 1.
// The search works with exact addresses, so strides and extents near the
// limits of an int give the right answer or overlapUnknown, never a wrong
// one.
func SelfOverlap(shape, st []int, ignoreZero bool, maxWork int) OverlapResult {
	if FastNoOverlap(shape, st, ignoreZero) {
		return OverlapNo
	}
	var p Dioph
	for k, d := range shape {
		if d <= 1 {
			continue
		}
		if st[k] == 0 {
			if ignoreZero {
				continue
			}
			return OverlapYes
		}
		if p.N == len(p.A) {
			return OverlapUnknown
		}
		// z_k = x_k - y_k ranges over [-(d-1), d-1]; the sign of the stride
		// does not matter because the range is symmetric.
		p.Add(AbsU(st[k]), -(d - 1), d-1)
	}
	p.Nonzero = true
	return p.Solve(Int128{}, maxWork)
}

// MayShare reports whether distinct indices of a layout may share an
// address (yes, or too hard to tell): such a view is read-only.
func MayShare(shape, st []int) bool {
	return SelfOverlap(shape, st, false, 0) != OverlapNo
}

// SharesMemory answers exactly whether some index of layout a and some index
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
func SharesMemory(sa, ta []int, oa int, sb, tb []int, ob int, maxWork int) OverlapResult {
	if IsEmpty(sa) || IsEmpty(sb) {
		return OverlapNo
	}
	loA, hiA, okA := Extent(sa, ta, oa)
	loB, hiB, okB := Extent(sb, tb, ob)
	if !okA || !okB {
		return SharesMemoryWide(sa, ta, oa, sb, tb, ob, maxWork)
	}
	// NumPy's fast path: address ranges that do not meet.
	if hiA < loB || hiB < loA {
		return OverlapNo
	}
	if maxWork <= 0 {
		maxWork = DefaultMaxWork
	}
	// Mapping every variable so that its stride is positive turns the
	// problem into Σ |st_k|·x_k = rhs with 0 <= x_k <= d_k-1 over the axes
	// of both layouts: rhs is from the lowest address of one layout to the
	// highest of the other, the smaller of the two ways round.
	var buf [2 * MaxRank]ShareTerm
	t := ShareTerms(ShareTerms(buf[:0], sa, ta), sb, tb)
	rhs := min(uint64(hiB)-uint64(loA), uint64(hiA)-uint64(loB))
	return SolveShares(SimplifyShares(t, rhs), rhs, maxWork)
}

// SharesMemoryWide decides sharesMemory for layouts whose extent does not
// fit in an int: Σ ta_k x_k - Σ tb_k y_k = ob - oa with 0 <= x_k < da_k,
// 0 <= y_k < db_k, solved by the search of selfOverlap.
func SharesMemoryWide(sa, ta []int, oa int, sb, tb []int, ob int, maxWork int) OverlapResult {
	var p Dioph
	addSide := func(shape, st []int, sign int) bool {
		for k, d := range shape {
			if d <= 1 || st[k] == 0 {
				continue
			}
			if p.N == len(p.A) {
				return false
			}
			if (st[k] < 0) != (sign < 0) {
				p.Add(AbsU(st[k]), -(d - 1), 0)
			} else {
				p.Add(AbsU(st[k]), 0, d-1)
			}
		}
		return true
	}
	if !addSide(sa, ta, 1) || !addSide(sb, tb, -1) {
		return OverlapUnknown
	}
	return p.Solve(I128(ob).Sub(I128(oa)), maxWork)
}

// ShareTerm is a term a·x of Σ a·x = rhs with 0 <= x <= ub.
type ShareTerm struct{ A, Ub uint64 }

// ShareTerms appends a term for every axis of length > 1 and non-zero
// stride (NumPy's strides_to_terms with skip_empty).
func ShareTerms(t []ShareTerm, shape, st []int) []ShareTerm {
	for k, d := range shape {
		if d > 1 && st[k] != 0 {
			t = append(t, ShareTerm{AbsU(st[k]), uint64(d - 1)})
		}
	}
	return t
}

// SimplifyShares is diophantine_simplify: it sorts the terms by decreasing
// coefficient, merges equal coefficients, bounds every x by rhs/a and drops
// the terms whose x can then only be 0.
func SimplifyShares(t []ShareTerm, rhs uint64) []ShareTerm {
	for i := 1; i < len(t); i++ { // insertion sort, decreasing a
		for j := i; j > 0 && t[j-1].A < t[j].A; j-- {
			t[j-1], t[j] = t[j], t[j-1]
		}
	}
	n := 0
	for _, e := range t {
		if n > 0 && t[n-1].A == e.A {
			t[n-1].Ub = AddSat(t[n-1].Ub, e.Ub) // cut to rhs/a below
			continue
		}
		t[n] = e
		n++
	}
	m := 0
	for _, e := range t[:n] {
		if e.Ub = min(e.Ub, rhs/e.A); e.Ub != 0 {
			t[m] = e
			m++
		}
	}
	return t[:m]
}

// SolveShares is solve_diophantine for the simplified terms t (decreasing
// coefficients): one or no term is decided at once, more by the search.
func SolveShares(t []ShareTerm, rhs uint64, maxWork int) OverlapResult {
	n := len(t)
	switch n {
	case 0:
		return OverlapResultOf(rhs == 0)
	case 1:
		return OverlapResultOf(rhs%t[0].A == 0 && rhs/t[0].A <= t[0].Ub)
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
	p := ShareSearch{T: t, G: gu[:n-1], U: gu[n-1 : 2*(n-1)], Max: maxWork}
	a, ub := t[0].A, t[0].Ub
	for j := 1; j < n; j++ {
		g := GcdU(a, t[j].A)
		a, ub = g, AddSat(MulSat(ub, a/g), MulSat(t[j].Ub, t[j].A/g))
		p.G[j-1], p.U[j-1] = a, ub
	}
	return p.Dfs(n-1, rhs)
}

// ShareSearch is the search of NumPy's bounded Diophantine problem of two
// layouts (mem_overlap.c: diophantine_dfs) in element units, with the
// arithmetic done so that it never overflows: rhs is below 2^64, every
// coefficient is at most 2^63 and, once simplified, every a·ub is at most
// rhs; the value b left to the terms of a node is at most rhs.
type ShareSearch struct {
	T     []ShareTerm // decreasing a
	G, U  []uint64    // g[j] = gcd(a_0, …, a_{j+1}); u[j] bounds Σ_{i<=j+1} (a_i/g[j])·x_i (NumPy's Ep)
	Count int         // the work: NumPy's count of candidates ruled out
	Max   int
}

func OverlapResultOf(yes bool) OverlapResult {
	if yes {
		return OverlapYes
	}
	return OverlapNo
}

// Dfs is diophantine_dfs: the equation a1·x1 + a2·x2 = b, where x2 is the
// variable of term v and x1 combines those of terms 0 … v-1 (coefficient
// g[v-2], bound u[v-2]), has its solutions at x1 ≡ (b/g)·(a1/g)⁻¹ modulo
// a2/g, g = gcd(a1, a2). Each x1 in range, in increasing order (NumPy's
// t), leaves a1·x1 to the terms 0 … v-1. A node entered after max
// candidates were ruled out gives up; every node that answers no counts
// one.
func (p *ShareSearch) Dfs(v int, b uint64) OverlapResult {
	if p.Count >= p.Max {
		return OverlapUnknown
	}
	a1, u1 := p.T[0].A, p.T[0].Ub
	if v > 1 {
		a1, u1 = p.G[v-2], p.U[v-2]
	}
	a2, u2 := p.T[v].A, p.T[v].Ub
	g := p.G[v-1]
	if b%g != 0 {
		p.Count++
		return OverlapNo
	}
	c1, c2 := a2/g, a1/g
	r := MulMod((b/g)%c1, ModInverse(c2%c1, c1), c1)
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
		p.Count++
		return OverlapNo
	}
	x1 := lo + d
	if v == 1 {
		return OverlapYes
	}
	for {
		if res := p.Dfs(v-1, a1*x1); res != OverlapNo {
			return res
		}
		if hi-x1 < c1 {
			break
		}
		x1 += c1
	}
	p.Count++
	return OverlapNo
}

func MulSat(x, y uint64) uint64 {
	hi, lo := bits.Mul64(x, y)
	if hi != 0 {
		return math.MaxUint64
	}
	return lo
}

func AddSat(x, y uint64) uint64 {
	s, carry := bits.Add64(x, y, 0)
	if carry != 0 {
		return math.MaxUint64
	}
	return s
}

// ModInverse returns y in [0, m) with x·y ≡ 1 (mod m), for x and m coprime
// and 0 < m <= 2^63.
func ModInverse(x, m uint64) uint64 {
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

// MulMod returns x·y mod m for x, y < m.
func MulMod(x, y, m uint64) uint64 {
	hi, lo := bits.Mul64(x, y)
	_, r := bits.Div64(hi, lo, m)
	return r
}

// Dioph is a bounded linear Diophantine problem Σ a_i z_i = t with
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
type Dioph struct {
	A        [2 * MaxRank]uint64 // decreasing
	Lo, Hi   [2 * MaxRank]int
	N        int
	Up, Down [2*MaxRank + 1]Int128 // Σ_{j>=i} a_j·hi_j and Σ_{j>=i} a_j·(-lo_j), at most reachMax
	G        [2*MaxRank + 1]uint64 // gcd of a_i … a_{n-1}; 0 for none
	Nonzero  bool
	Work     int
	Max      int
}

// ReachMax (2^126) stands for any reach at least that large: such a bound
// never prunes, and partial targets stay below it in magnitude, so that
// t - a·z cannot overflow 128 bits.
var ReachMax = Int128{1 << 62, 0}

func (p *Dioph) Add(a uint64, lo, hi int) {
	// Insert keeping a in decreasing order: large coefficients first prune best.
	j := p.N
	p.N++
	for j > 0 && p.A[j-1] < a {
		p.A[j], p.Lo[j], p.Hi[j] = p.A[j-1], p.Lo[j-1], p.Hi[j-1]
		j--
	}
	p.A[j], p.Lo[j], p.Hi[j] = a, lo, hi
}

// Solve looks for a solution with Σ a_i z_i = t; |t| must be below 2^64.
func (p *Dioph) Solve(t Int128, maxWork int) OverlapResult {
	if maxWork <= 0 {
		maxWork = DefaultMaxWork
	}
	p.Max = maxWork
	for i := p.N - 1; i >= 0; i-- {
		p.Up[i] = MinI128(ReachMax, p.Up[i+1].Add(Mul128(p.A[i], p.Hi[i])))
		p.Down[i] = MinI128(ReachMax, p.Down[i+1].Sub(Mul128(p.A[i], p.Lo[i])))
		p.G[i] = GcdU(p.A[i], p.G[i+1])
	}
	return p.Dfs(0, t, true)
}

func (p *Dioph) Dfs(i int, t Int128, allZero bool) OverlapResult {
	if i == p.N {
		if t == (Int128{}) && !(p.Nonzero && allZero) {
			return OverlapYes
		}
		return OverlapNo
	}
	p.Work++
	if p.Work > p.Max {
		return OverlapUnknown
	}
	if p.Up[i].Less(t) || t.Less(p.Down[i].Neg()) {
		return OverlapNo
	}
	if g := p.G[i]; g > 1 {
		if _, r := t.DivMod(g); r != 0 {
			return OverlapNo
		}
	}
	// The later terms sum to t - a·z, which must lie in [-down, up]:
	// ceil((t-up)/a) <= z <= floor((t+down)/a).
	a, up, down := p.A[i], p.Up[i+1], p.Down[i+1]
	zlo, zhi := p.Lo[i], p.Hi[i]
	if up != ReachMax {
		q, r := t.Sub(up).DivMod(a)
		if r != 0 {
			q = q.Add(I128(1))
		}
		zlo = ClampInt(q, zlo, zhi+1)
	}
	if down != ReachMax {
		q, _ := t.Add(down).DivMod(a)
		zhi = ClampInt(q, zlo-1, zhi)
	}
	if p.Nonzero && allZero {
		zlo = max(zlo, 0)
		if i == p.N-1 {
			zlo = max(zlo, 1)
		}
	}
	for z := zlo; z <= zhi; z++ {
		next := t.Sub(Mul128(a, z))
		if !next.Less(ReachMax) || !ReachMax.Neg().Less(next) {
			return OverlapUnknown // only where a reach saturated
		}
		switch p.Dfs(i+1, next, allZero && z == 0) {
		case OverlapYes:
			return OverlapYes
		case OverlapUnknown:
			return OverlapUnknown
		}
	}
	return OverlapNo
}

// Int128 is a two's-complement 128-bit integer. The search keeps its values
// below 2^127 in magnitude, so its operations need no overflow checks.
type Int128 struct{ Hi, Lo uint64 }

func I128(v int) Int128 { return Int128{uint64(v >> 63), uint64(v)} }

// Mul128 returns a·z.
func Mul128(a uint64, z int) Int128 {
	hi, lo := bits.Mul64(a, AbsU(z))
	if z < 0 {
		return Int128{hi, lo}.Neg()
	}
	return Int128{hi, lo}
}

func (x Int128) Add(y Int128) Int128 {
	lo, carry := bits.Add64(x.Lo, y.Lo, 0)
	hi, _ := bits.Add64(x.Hi, y.Hi, carry)
	return Int128{hi, lo}
}

func (x Int128) Sub(y Int128) Int128 { return x.Add(y.Neg()) }

func (x Int128) Neg() Int128 {
	lo, borrow := bits.Sub64(0, x.Lo, 0)
	hi, _ := bits.Sub64(0, x.Hi, borrow)
	return Int128{hi, lo}
}

func (x Int128) Less(y Int128) bool {
	return int64(x.Hi) < int64(y.Hi) || x.Hi == y.Hi && x.Lo < y.Lo
}

func MinI128(x, y Int128) Int128 {
	if y.Less(x) {
		return y
	}
	return x
}

// DivMod returns q and r with x = q·a + r and 0 <= r < a, for a > 0.
func (x Int128) DivMod(a uint64) (Int128, uint64) {
	neg := int64(x.Hi) < 0
	if neg {
		x = x.Neg()
	}
	q, r := Int128{0, x.Lo / a}, x.Lo%a
	if x.Hi != 0 {
		qhi, rhi := bits.Div64(0, x.Hi, a)
		qlo, rlo := bits.Div64(rhi, x.Lo, a)
		q, r = Int128{qhi, qlo}, rlo
	}
	if !neg {
		return q, r
	}
	if q = q.Neg(); r != 0 {
		q, r = q.Sub(I128(1)), a-r
	}
	return q, r
}

// ClampInt returns x clamped to [lo, hi] as an int.
func ClampInt(x Int128, lo, hi int) int {
	switch {
	case x.Less(I128(lo)):
		return lo
	case I128(hi).Less(x):
		return hi
	}
	return int(x.Lo)
}

func GcdU(a, b uint64) uint64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}
