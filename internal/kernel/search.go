package kernel

import "unsafe"

// The searches of SearchSorted, Digitize, IsIn and Interp, where the array
// searched is known sorted: keys (see [keyOf]) of the array made once,
// then each value's position found by a binary search without a branch
// on the comparison (a mask made of it), four values in step. NumPy's
// binsearch branches on every comparison, which random values mispredict
// about every other step; its positions are the same wherever the array
// is sorted, which is where these run (an unsorted array, which NumPy does
// not check, keeps NumPy's own search: see [SearchRun], [BinSearch],
// [Interp]). 1 M random float64 against 1000 sorted ones, on a 2-core AMD
// EPYC (Zen 4) VM: np.searchsorted 63 ms, the branching search 99 ms, this
// one 12.7 ms.

// searchChunk is how many values a lockstep search takes at a time: their
// keys and positions stay on the stack.
const searchChunk = 256

// SortedKeys stores into ka the keys of the len(ka) words a[ao+j*as] of
// the given kind and reports whether they never decrease (the array is
// sorted in NumPy's order).
func SortedKeys[W Word](kind KeyKind, ka []uint64, a []W, ao, as int) bool {
	keys(kind, ka, a, ao, as, len(ka))
	down := false
	for j := 1; j < len(ka); j++ {
		down = down || ka[j] < ka[j-1]
	}
	return !down
}

// lowerBounds stores into pos[i], for i < len(kv), how many keys of the
// sorted ka are below kv[i]: the searches run four in step, each halving
// its range by a mask made of the comparison (a branch there, which Go
// would emit for an if, mispredicts on random values).
func lowerBounds(pos []int, ka, kv []uint64) {
	pos = pos[:len(kv)]
	n := len(ka)
	if n == 0 {
		clear(pos)
		return
	}
	i := 0
	for ; i+4 <= len(kv); i += 4 {
		k0, k1, k2, k3 := kv[i], kv[i+1], kv[i+2], kv[i+3]
		b0, b1, b2, b3 := 0, 0, 0, 0
		for m := n; m > 1; {
			h := m >> 1
			b0 += h & -b2i(ka[b0+h] < k0)
			b1 += h & -b2i(ka[b1+h] < k1)
			b2 += h & -b2i(ka[b2+h] < k2)
			b3 += h & -b2i(ka[b3+h] < k3)
			m -= h
		}
		pos[i] = b0 + b2i(ka[b0] < k0)
		pos[i+1] = b1 + b2i(ka[b1] < k1)
		pos[i+2] = b2 + b2i(ka[b2] < k2)
		pos[i+3] = b3 + b2i(ka[b3] < k3)
	}
	for ; i < len(kv); i++ {
		k, b := kv[i], 0
		for m := n; m > 1; {
			h := m >> 1
			b += h & -b2i(ka[b+h] < k)
			m -= h
		}
		pos[i] = b + b2i(ka[b] < k)
	}
}

// valueKeys stores into kv the keys of the len(kv) words v[vo+i*vs], each
// plus one where right is set, so that a lower bound of it is the upper
// bound of the key. Only the largest key wraps, to 0, which no key plus
// one is: the caller reads a 0 with right as the largest key, at or below
// which every key lies.
func valueKeys[W Word](kind KeyKind, right bool, kv []uint64, v []W, vo, vs int) {
	keys(kind, kv, v, vo, vs, len(kv))
	if right {
		for i := range kv {
			kv[i]++
		}
	}
}

// SearchKeysRun stores into d[do+i*ds], for i < n, the position at which
// the word v[vo+i*vs] would be inserted into the array whose keys are the
// sorted ka to keep it sorted: the first such position, or with right the
// last; with from, len(ka) minus it. It is [SearchRun] (and [BinSearch]
// for from) where the array is sorted.
func SearchKeysRun[W Word](kind KeyKind, right, from bool, d []int, do, ds int, ka []uint64, v []W, vo, vs, n int) {
	var kv [searchChunk]uint64
	var pos [searchChunk]int
	na := len(ka)
	for n > 0 {
		c := min(n, searchChunk)
		valueKeys(kind, right, kv[:c], v, vo, vs)
		lowerBounds(pos[:c], ka, kv[:c])
		for i, p := range pos[:c] {
			if right && kv[i] == 0 { // the largest key, wrapped
				p = na
			}
			if from {
				p = na - p
			}
			d[do] = p
			do += ds
		}
		n -= c
		vo += c * vs
	}
}

// InKeysRun stores into d[do+i*ds], for i < n, whether the word
// x[xo+i*xs] equals an element of the array whose keys are the sorted ks:
// its key is found there, NaN's excepted (a NaN equals nothing; -0.0 and
// 0.0 share a key and are equal).
func InKeysRun[W Word](kind KeyKind, d []bool, do, ds int, ks []uint64, x []W, xo, xs, n int) {
	var kv [searchChunk]uint64
	var pos [searchChunk]int
	nb := uint(unsafe.Sizeof(W(0)) * 8)
	nan := ^uint64(0) >> (64 - nb) // the key of every NaN, for floats
	ns := len(ks)
	for n > 0 {
		c := min(n, searchChunk)
		valueKeys(kind, false, kv[:c], x, xo, xs)
		lowerBounds(pos[:c], ks, kv[:c])
		for i, p := range pos[:c] {
			k := kv[i]
			d[do] = p < ns && ks[p] == k && (kind != KeyFloat || k != nan)
			do += ds
		}
		n -= c
		xo += c * xs
	}
}

// InFewMax is the longest test array that [InFewRun] serves: up to it,
// comparing a chunk with each test element in turn (a vector comparison
// and an OR per element) beats a search per element. NumPy's isin makes
// the same choice, for test arrays shorter than 10·n^0.145 (74 for a
// million elements). 1 M float64 on a 2-core AMD EPYC (Zen 4) VM: 64 test
// values 9.9 ms compared in turn, 13.5 ms searched.
const InFewMax = 64

// InFewRun stores into d[do+i*ds], for i < n, whether x[xo+i*xs] equals
// (==) an element of s (len(s) at most InFewMax is where it pays): a chunk
// of x is compared with each element of s in turn by the comparison
// kernels, the answers OR-ed. A NaN equals nothing; -0.0 equals 0.0.
func InFewRun[T Real](d []bool, do, ds int, s []T, x []T, xo, xs, n int) {
	const chunk = 1024
	// The answers in words, eight bools each, OR-ed a word at a time.
	var accW, tmpW [chunk / 8]uint64
	acc := unsafe.Slice((*bool)(unsafe.Pointer(&accW[0])), chunk)
	tmp := unsafe.Slice((*bool)(unsafe.Pointer(&tmpW[0])), chunk)
	for n > 0 {
		c := min(n, chunk)
		if len(s) == 0 {
			clear(acc[:c])
		}
		for j := range s {
			if j == 0 {
				Compare(CmpEqual, acc[:c], 0, 1, x, xo, xs, s, 0, 0, c)
				continue
			}
			Compare(CmpEqual, tmp[:c], 0, 1, x, xo, xs, s, j, 0, c)
			for i := range (c + 7) / 8 {
				accW[i] |= tmpW[i]
			}
		}
		if ds == 1 {
			copy(d[do:do+c], acc[:c])
			do += c
		} else {
			for _, b := range acc[:c] {
				d[do] = b
				do += ds
			}
		}
		n -= c
		xo += c * xs
	}
}
