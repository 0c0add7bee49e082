package tensor

import "math"

// DefaultMaxWork is the work cap of the exact overlap tests when the caller
// passes a cap of 0 or less: the number of search nodes visited before the
// test gives up and reports [ErrTooHard].
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
		p.add(int(min(absU(st[k]), math.MaxInt)), -(d - 1), d-1)
	}
	p.nonzero = true
	return p.solve(0, maxWork)
}

// mayShare reports whether distinct indices of a layout may share an
// address (yes, or too hard to tell): such a view is read-only.
func mayShare(shape, st []int) bool {
	return selfOverlap(shape, st, false, 0) != overlapNo
}

// sharesMemory answers exactly whether some index of layout a and some index
// of layout b have the same address.
func sharesMemory(sa, ta []int, oa int, sb, tb []int, ob int, maxWork int) overlapResult {
	if isEmpty(sa) || isEmpty(sb) {
		return overlapNo
	}
	loA, hiA, okA := extent(sa, ta, oa)
	loB, hiB, okB := extent(sb, tb, ob)
	if !okA || !okB {
		return overlapUnknown
	}
	if hiA < loB || hiB < loA {
		return overlapNo
	}
	var p dioph
	// Σ ta_k x_k - Σ tb_k y_k = ob - oa with 0 <= x_k < da_k, 0 <= y_k < db_k.
	addSide := func(shape, st []int, sign int) bool {
		for k, d := range shape {
			if d <= 1 || st[k] == 0 {
				continue
			}
			if p.n == len(p.a) {
				return false
			}
			neg := (st[k] < 0) != (sign < 0)
			a := int(min(absU(st[k]), math.MaxInt))
			if neg {
				p.add(a, -(d - 1), 0)
			} else {
				p.add(a, 0, d-1)
			}
		}
		return true
	}
	if !addSide(sa, ta, 1) || !addSide(sb, tb, -1) {
		return overlapUnknown
	}
	t, ok := addInt(ob, -oa)
	if !ok {
		return overlapUnknown
	}
	return p.solve(t, maxWork)
}

// dioph is a bounded linear Diophantine problem Σ a_i z_i = t with a_i > 0
// and lo_i <= z_i <= hi_i, solved by depth-first search with interval and
// gcd pruning. With nonzero it looks for a solution other than z = 0 and,
// the problem being symmetric, only for one whose first non-zero z_i is
// positive.
type dioph struct {
	a, lo, hi    [2 * MaxRank]int
	n            int
	sufLo, sufHi [2*MaxRank + 1]int
	sufG         [2*MaxRank + 1]int
	nonzero      bool
	work, max    int
}

func (p *dioph) add(a, lo, hi int) {
	// Insert keeping a in decreasing order: large coefficients first prune best.
	j := p.n
	p.n++
	for j > 0 && p.a[j-1] < a {
		p.a[j], p.lo[j], p.hi[j] = p.a[j-1], p.lo[j-1], p.hi[j-1]
		j--
	}
	p.a[j], p.lo[j], p.hi[j] = a, lo, hi
}

func (p *dioph) solve(t, maxWork int) overlapResult {
	if maxWork <= 0 {
		maxWork = DefaultMaxWork
	}
	p.max = maxWork
	// Suffix ranges; give up honestly if they could overflow the search's
	// arithmetic.
	const limit = math.MaxInt / 4
	for i := p.n - 1; i >= 0; i-- {
		lo, ok1 := mulInt(p.a[i], p.lo[i])
		hi, ok2 := mulInt(p.a[i], p.hi[i])
		if !ok1 || !ok2 {
			return overlapUnknown
		}
		p.sufLo[i] = p.sufLo[i+1] + lo
		p.sufHi[i] = p.sufHi[i+1] + hi
		if p.sufLo[i] < -limit || p.sufHi[i] > limit {
			return overlapUnknown
		}
		p.sufG[i] = gcd(p.a[i], p.sufG[i+1])
	}
	if t < -limit || t > limit {
		return overlapUnknown
	}
	return p.dfs(0, t, true)
}

func (p *dioph) dfs(i, t int, allZero bool) overlapResult {
	if i == p.n {
		if t == 0 && !(p.nonzero && allZero) {
			return overlapYes
		}
		return overlapNo
	}
	p.work++
	if p.work > p.max {
		return overlapUnknown
	}
	if t < p.sufLo[i] || t > p.sufHi[i] || t%p.sufG[i] != 0 {
		return overlapNo
	}
	a := p.a[i]
	zlo := max(p.lo[i], ceilDiv(t-p.sufHi[i+1], a))
	zhi := min(p.hi[i], floorDiv(t-p.sufLo[i+1], a))
	if p.nonzero && allZero {
		zlo = max(zlo, 0)
		if i == p.n-1 {
			zlo = max(zlo, 1)
		}
	}
	for z := zlo; z <= zhi; z++ {
		switch p.dfs(i+1, t-a*z, allZero && z == 0) {
		case overlapYes:
			return overlapYes
		case overlapUnknown:
			return overlapUnknown
		}
	}
	return overlapNo
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func floorDiv(a, b int) int { // b > 0
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

func ceilDiv(a, b int) int { // b > 0
	q := a / b
	if a%b != 0 && a > 0 {
		q++
	}
	return q
}
