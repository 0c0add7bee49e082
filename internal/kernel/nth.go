package kernel

import (
	"math"
	"math/bits"
	"slices"
	"unsafe"
)

// NthKey rearranges k so that k[i] holds the key a sort of k would put
// there, with no larger key before it and no smaller one after it (NumPy's
// partition of keys): introselect, a quickselect with the median of three
// keys as the pivot and a three-way partition (so that runs of equal keys,
// such as the zeros and NaNs of a float lane, end the search), which sorts
// the range left when it has not shrunk enough after 2·log2(len(k))
// partitions.
func NthKey(k []uint64, i int) {
	lo, hi := 0, len(k)
	budget := 2 * bits.Len(uint(len(k)))
	for hi-lo > 24 {
		if budget == 0 {
			slices.Sort(k[lo:hi])
			return
		}
		budget--
		p := median3(k[lo], k[lo+(hi-lo)/2], k[hi-1])
		lt, gt := partition3(k[lo:hi], p)
		switch {
		case i < lo+lt:
			hi = lo + lt
		case i >= lo+gt:
			lo += gt
		default:
			return // k[i] == p, between the smaller and the larger keys
		}
	}
	slices.Sort(k[lo:hi])
}

// median3 returns the middle one of a, b and c.
func median3(a, b, c uint64) uint64 {
	if a > b {
		a, b = b, a
	}
	if b > c {
		b = c
	}
	return max(a, b)
}

// partition3 rearranges k into the keys below p, those equal to it and
// those above it, and returns where the second and third parts start.
func partition3(k []uint64, p uint64) (lt, gt int) {
	lt, i, gt := 0, 0, len(k)
	for i < gt {
		switch v := k[i]; {
		case v < p:
			k[lt], k[i] = v, k[lt]
			lt++
			i++
		case v > p:
			gt--
			k[gt], k[i] = v, k[gt]
		default:
			i++
		}
	}
	return lt, gt
}

// NthRun stores into out[0] the element that a sort of x in the order of
// kind (see [Keys]) puts at position i and, when out has a second element,
// into out[1] the one at i+1, without sorting: x's keys, in b's key
// buffer, are selected ([NthKey]) and turned back by the sort's own
// [word]. A float zero's key does not tell its sign: negZero chooses -0.
// x is left as it was.
func NthRun[W Word](kind KeyKind, x []W, i int, negZero bool, out []W, b *SortBuf) {
	n := len(x)
	b.k = grow(b.k, n)
	k := b.k[:n]
	keys(kind, k, x, 0, 1, n)
	NthKey(k, i)
	elem := func(key uint64) W {
		if kind == KeyFloat && negZero && word[W](kind, key) == 0 {
			return W(1) << (unsafe.Sizeof(W(0))*8 - 1) // the zero key: -0
		}
		return word[W](kind, key)
	}
	out[0] = elem(k[i])
	if len(out) > 1 {
		out[1] = elem(slices.Min(k[i+1:]))
	}
}

// LaneScan is what [Scan] finds in a lane: its NaNs, and whether it holds
// a +0 and a -0.
type LaneScan struct {
	NaNs             int
	PosZero, NegZero bool
}

// Scan returns the NaN count and zero signs of x, in one pass (none for
// integers).
func Scan[T Real](x []T) LaneScan {
	var s LaneScan
	if one := T(1); one/2 == 0 { // an integer type: no NaN, one zero
		return s
	}
	for _, v := range x {
		switch {
		case v != v:
			s.NaNs++
		case v == 0 && math.Signbit(float64(v)):
			s.NegZero = true
		case v == 0:
			s.PosZero = true
		}
	}
	return s
}
