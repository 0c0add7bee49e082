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
// keys as the pivot, which sorts the range left when it has not shrunk
// enough after 2·log2(len(k)) partitions. Each partition splits the keys
// below the pivot from the rest without a branch per key (partitionBelow);
// when few keys are below, the rest is split again into the keys equal to
// the pivot and those above, so that runs of equal keys, such as the
// zeros and NaNs of a float lane, end the search.
func NthKey(k []uint64, i int) {
	lo, hi := 0, len(k)
	budget := 2 * bits.Len(uint(len(k)))
	for hi-lo > 24 {
		if budget == 0 {
			slices.Sort(k[lo:hi])
			return
		}
		budget--
		n := hi - lo
		p := median3(k[lo], k[lo+n/2], k[hi-1])
		lt := partitionBelow(k[lo:hi], p)
		if i < lo+lt {
			hi = lo + lt
			continue
		}
		lo += lt
		if lt >= n/8 {
			continue
		}
		// Few keys below the pivot: take out those equal to it.
		if p == math.MaxUint64 {
			return // every key left is p (and p+1 would wrap)
		}
		eq := partitionBelow(k[lo:hi], p+1)
		if i < lo+eq {
			return // k[i] == p
		}
		lo += eq
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

// partitionBelow moves the keys of k below p to its front, in no
// particular order, and returns how many there are: Lomuto's partition
// with the swap made whether or not the key moves and the count advanced
// by the comparison, so that the loop has no branch that depends on the
// keys.
func partitionBelow(k []uint64, p uint64) int {
	lt := 0
	for i, v := range k {
		k[i] = k[lt]
		k[lt] = v
		_, below := bits.Sub64(v, p, 0) // 1 if v < p: a borrow, not a branch
		lt += int(below)
	}
	return lt
}

// KeysScan stores the sort keys of x in the order of kind into b's key
// buffer, for [NthKeys], and returns what [Scan] finds in x, found in the
// same pass (a float lane's NaNs and zero signs; nothing for integers).
func KeysScan[W Word](kind KeyKind, x []W, b *SortBuf) LaneScan {
	n := len(x)
	b.k = grow(b.k, n)
	k := b.k[:n]
	nb := uint(unsafe.Sizeof(W(0)) * 8)
	if kind != KeyFloat {
		keys(kind, k, x, 0, 1, n)
		return LaneScan{}
	}
	return floatKeysUnit(k, x, nb) // float32 or float64, the Real floats
}

// NthKeys stores into out[0] the element that a sort of a lane of n words
// in the order of kind (see [Keys]) puts at position i and, when out has a
// second element, into out[1] the one at i+1, without sorting: the lane's
// keys, which [KeysScan] stored into b, are selected in place ([NthKey],
// so once per KeysScan) and turned back by the sort's own [word]. A float
// zero's key does not tell its sign: negZero chooses -0.
func NthKeys[W Word](kind KeyKind, n, i int, negZero bool, out []W, b *SortBuf) {
	k := b.k[:n]
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

// zero records a zero of the sign neg.
func (s *LaneScan) zero(neg bool) {
	if neg {
		s.NegZero = true
	} else {
		s.PosZero = true
	}
}

// Scan returns the NaN count and zero signs of x, in one pass (none for
// integers): the plain form of what [KeysScan] finds while it makes keys,
// and its reference in the tests.
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

// argPartitionMax is the most positions ArgPartitionRun selects one after
// another; for more, one sort (ArgSortRun) partitions the lane around
// all of them at once for less.
const argPartitionMax = 8

// ArgPartitionRun stores into d[do+j*ds], j < n, indices that partition
// the lane x[xo+i*xs] around each position of kth (sorted, distinct, each
// below n; np.argpartition): the element at index d[kth[m]] is the one a
// sort in NumPy's order (see [keys]) puts there, none before it is greater
// and none after it smaller. For each position in turn, from the last
// one's end on, its key is selected ([NthKey], on a copy of the keys) and
// the keys with their indices are split into those below it, equal to it
// and above it. More than argPartitionMax positions take
// [ArgSortRun]'s sort, which meets the same contract.
func ArgPartitionRun[W Word](kind KeyKind, d []int, do, ds int, x []W, xo, xs, n int, kth []int, b *SortBuf) {
	if n == 0 {
		return
	}
	if len(kth) > argPartitionMax {
		ArgSortRun(kind, d, do, ds, x, xo, xs, n, b)
		return
	}
	b.k, b.i = grow(b.k, n), grow(b.i, n)
	b.k2, b.i2 = grow(b.k2, n), grow(b.i2, n)
	k, idx := b.k[:n], b.i[:n]
	keys(kind, k, x, xo, xs, n)
	for i := range idx {
		idx[i] = i
	}
	lo := 0
	for _, p := range kth {
		seg, si := k[lo:], idx[lo:]
		tk, ti := b.k2[:len(seg)], b.i2[:len(seg)]
		copy(tk, seg)
		NthKey(tk, p-lo)
		pivot := tk[p-lo]
		// Split the keys below the pivot from the rest (into tk and ti),
		// then the rest into those equal and those above (back into seg and
		// si), each pass without a branch per key: a key is stored at both
		// ends of its output and the end of its class advances.
		f := splitKeys(tk, ti, seg, si, pivot, false)
		splitKeys(seg[f:], si[f:], tk[f:], ti[f:], pivot, true)
		copy(seg[:f], tk[:f])
		copy(si[:f], ti[:f])
		lo = p + 1
	}
	for _, i := range idx {
		d[do] = i
		do += ds
	}
}

// splitKeys stores the keys of k below pivot (with eq, equal to it), with
// their indices, at the front of dk and di (in order), the others at the
// back (in reverse order), and returns how many are below (equal). Each key
// is stored at both ends and only its end advances, so that no branch
// depends on the key.
func splitKeys(dk []uint64, di []int, k []uint64, idx []int, pivot uint64, eq bool) int {
	dk, di, idx = dk[:len(k)], di[:len(k)], idx[:len(k)]
	f, b := 0, len(k)-1
	for j, v := range k {
		var c int
		if eq {
			c = b2i(v == pivot)
		} else {
			c = b2i(v < pivot)
		}
		dk[f], di[f] = v, idx[j]
		dk[b], di[b] = v, idx[j]
		f += c
		b -= 1 - c
	}
	return f
}
