package kernel

import (
	"math/bits"
	"sync"
	"unsafe"

	"github.com/fixedrank/tensor/internal/par"
)

// Word is the unsigned integer type of an element's bits: the sort kernels
// are keyed by element width, one instance per width for every element
// type of that width.
type Word interface {
	~uint8 | ~uint16 | ~uint32 | ~uint64
}

// KeyKind tells how an element's bits map to its sort key.
type KeyKind uint8

// The kinds of sort key.
const (
	KeyUnsigned KeyKind = iota // the bits as they are
	KeySigned                  // two's complement: the sign bit flipped
	KeyFloat                   // IEEE 754, in NumPy's order (below)
)

// Sort order. Keys are unsigned integers of the element's width whose
// order is NumPy's sort order: integers by value; floats by value with
// -Inf first, -0.0 and 0.0 equal (one key, so a stable sort keeps them in
// input order, as NumPy's stable sort does) and every NaN after +Inf, NaNs
// equal to each other. The sorts are stable: equal keys keep their input
// order. The radix sort makes one pass per byte of the width (skipping a
// byte that every key shares); lanes of up to insertionMax elements are
// sorted by insertion instead.
const insertionMax = 32

// keyOf returns the key of the element bits u of nb bits of the given
// kind (one element; [keys] loops over a run with the kind switched once).
func keyOf(kind KeyKind, u uint64, nb uint) uint64 {
	switch kind {
	case KeySigned:
		return u ^ 1<<(nb-1)
	case KeyFloat:
		return floatKey(u, nb)
	}
	return u
}

// floatKey returns the key of the float bits u of a float of nb bits.
func floatKey(u uint64, nb uint) uint64 {
	sign := uint64(1) << (nb - 1)
	all := ^uint64(0) >> (64 - nb)
	mag := u &^ sign
	inf := (all >> 1) &^ (all >> uint(expBits(nb)+1)) // exponent all ones
	switch {
	case mag > inf: // NaN
		return all
	case mag == 0: // ±0
		return sign
	}
	// A negative float's bits inverted, a positive one's sign set: by a
	// mask made of the sign, not a branch on it (which random signs would
	// mispredict every other element).
	neg := -(u >> (nb - 1) & 1)
	return (u ^ (neg | sign)) & all
}

// floatKeysUnit stores floatKey of each element of x (floats of nb bits,
// 64 or 32) into k, in a loop of its own for either width: the constants
// known, the sign handled by a mask, the rare NaNs and zeros by branches
// that random data does not take. It returns what [Scan] finds in x, which
// those branches see.
func floatKeysUnit[W Word](k []uint64, x []W, nb uint) LaneScan {
	k = k[:len(x)]
	var s LaneScan
	if nb == 64 {
		const sign, inf = 1 << 63, 0x7ff0000000000000
		for i, v := range x {
			u := uint64(v)
			key := u ^ (-(u >> 63) | sign)
			if mag := u &^ sign; mag == 0 {
				key = sign
				s.zero(u != 0)
			} else if mag > inf {
				key = 1<<64 - 1
				s.NaNs++
			}
			k[i] = key
		}
		return s
	}
	const sign, inf, all = 1 << 31, 0x7f800000, 1<<32 - 1
	for i, v := range x {
		u := uint64(v) & all
		key := (u ^ (-(u >> 31) | sign)) & all
		if mag := u &^ sign; mag == 0 {
			key = sign
			s.zero(u != 0)
		} else if mag > inf {
			key = all
			s.NaNs++
		}
		k[i] = key
	}
	return s
}

// expBits returns the exponent width of the float of nb bits.
func expBits(nb uint) int {
	switch nb {
	case 64:
		return 11
	case 32:
		return 8
	}
	return 5
}

// keys writes the keys of x[xo+i*xs], i < n, into k.
func keys[W Word](kind KeyKind, k []uint64, x []W, xo, xs, n int) LaneScan {
	nb := uint(unsafe.Sizeof(W(0)) * 8)
	k = k[:n]
	var s LaneScan
	switch kind {
	case KeySigned:
		flip := uint64(1) << (nb - 1)
		for i := range k {
			k[i] = uint64(x[xo]) ^ flip
			xo += xs
		}
	case KeyFloat:
		if xs == 1 && (nb == 64 || nb == 32) {
			return floatKeysUnit(k, x[xo:xo+n], nb)
		}
		zero, nan := uint64(1)<<(nb-1), ^uint64(0)>>(64-nb)
		for i := range k {
			u := uint64(x[xo])
			key := floatKey(u, nb)
			if key == zero {
				s.zero(u != 0)
			} else if key == nan {
				s.NaNs++
			}
			k[i] = key
			xo += xs
		}
	default:
		for i := range k {
			k[i] = uint64(x[xo])
			xo += xs
		}
	}
	return s
}

// word returns the element whose key is k. For floats the key of every
// zero is that of +0.0 and the key of every NaN that of one NaN: callers
// restore those elements' own bits.
func word[W Word](kind KeyKind, k uint64) W {
	nb := uint(unsafe.Sizeof(W(0)) * 8)
	sign := uint64(1) << (nb - 1)
	switch kind {
	case KeySigned:
		return W(k ^ sign)
	case KeyFloat:
		// A key with the sign bit set is a positive float's bits with the
		// sign set; one without, a negative float's bits inverted: undone
		// by a mask made of that bit, not a branch on it (partitioned keys
		// have no order a branch could learn).
		all := ^uint64(0) >> (64 - nb)
		pos := k >> (nb - 1) & 1
		return W(k ^ ((pos-1)&all | sign))
	}
	return W(k)
}

// SortBuf holds the scratch buffers of the sort kernels, reused from lane
// to lane.
type SortBuf struct {
	k, k2       []uint64
	i, i2       []int
	zeros, nans []uint64 // a float lane's zeros and NaNs, in input order
}

var sortBufs = sync.Pool{New: func() any { return new(SortBuf) }}

// Reserve gives b room for lanes of n elements (with indices too for
// argsorts), new buffers made by keys and ints, which need not clear
// them: the kernels write every element they read.
func (b *SortBuf) Reserve(n int, withIdx bool, keys func(int) []uint64, ints func(int) []int) {
	if cap(b.k) < n {
		b.k = keys(n)
	}
	if n > insertionMax && cap(b.k2) < n {
		b.k2 = keys(n)
	}
	if withIdx && cap(b.i) < n {
		b.i = ints(n)
	}
	if withIdx && n > insertionMax && cap(b.i2) < n {
		b.i2 = ints(n)
	}
}

// GetSortBuf returns scratch buffers from a pool; PutSortBuf returns them.
func GetSortBuf() *SortBuf { return sortBufs.Get().(*SortBuf) }

// PutSortBuf returns b to the pool.
func PutSortBuf(b *SortBuf) { sortBufs.Put(b) }

func grow[E any](s []E, n int) []E {
	if cap(s) < n {
		return make([]E, n)
	}
	return s[:n]
}

// SortRun writes the n elements x[xo+i*xs] in NumPy's sort order (stable)
// into d[do+i*ds]. d and x may be the same lane.
func SortRun[W Word](kind KeyKind, d []W, do, ds int, x []W, xo, xs, n int, b *SortBuf) {
	if n == 0 {
		return
	}
	b.k = grow(b.k, n)
	scan := keys(kind, b.k, x, xo, xs, n)
	k := b.k
	if n <= insertionMax {
		insertionKeys(k, nil)
	} else {
		b.k2 = grow(b.k2, n)
		k, _ = radix(k, b.k2, nil, nil, uint(unsafe.Sizeof(W(0))))
	}
	keysBack(kind, k, x, xo, xs, d, do, ds, b, scan)
}

// PartitionRun writes the n elements x[xo+i*xs] into d[do+i*ds]
// partitioned around each position of kth (ascending, distinct, below n):
// the element at each is the one [SortRun] puts there, none before it is
// greater and none after it smaller (np.partition). The lane's keys are
// selected in place ([NthKey]) for each position in turn, among the keys
// after the one before, and turned back as SortRun turns its sorted keys
// (keysBack: a float lane's zeros and NaNs from x in input order, into
// the places of their keys). d and x may be the same lane.
func PartitionRun[W Word](kind KeyKind, d []W, do, ds int, x []W, xo, xs, n int, kth []int, b *SortBuf) {
	if n == 0 {
		return
	}
	b.k = grow(b.k, n)
	scan := keys(kind, b.k, x, xo, xs, n)
	k := b.k[:n]
	lo := 0
	for _, i := range kth {
		NthKey(k[lo:], i-lo)
		lo = i + 1
	}
	keysBack(kind, k, x, xo, xs, d, do, ds, b, scan)
}

// keysBack writes the elements whose keys are k, in order, into d[do+i*ds]:
// floats through restoreFloats (scan is what the keys' pass found in the
// lane x[xo+i*xs]), the other kinds by their word.
func keysBack[W Word](kind KeyKind, k []uint64, x []W, xo, xs int, d []W, do, ds int, b *SortBuf, scan LaneScan) {
	if kind == KeyFloat {
		restoreFloats(k, x, xo, xs, d, do, ds, b, scan)
		return
	}
	for _, v := range k {
		d[do] = word[W](kind, v)
		do += ds
	}
}

// restoreFloats writes the elements of the sorted (or partitioned) keys k
// into d, taking the zeros and NaNs, whose keys do not tell their bits,
// from x in input order (the sort is stable, so the i-th zero of the
// output is the i-th zero of the input). They are collected before d is written, so d may be
// x's lane.
func restoreFloats[W Word](k []uint64, x []W, xo, xs int, d []W, do, ds int, b *SortBuf, scan LaneScan) {
	if scan.NaNs == 0 && !scan.NegZero {
		// Every zero is +0, the zero key's word, and there is no NaN.
		for _, v := range k {
			d[do] = word[W](KeyFloat, v)
			do += ds
		}
		return
	}
	nb := uint(unsafe.Sizeof(W(0)) * 8)
	zero, nan := uint64(1)<<(nb-1), ^uint64(0)>>(64-nb)
	b.zeros, b.nans = b.zeros[:0], b.nans[:0]
	for range k {
		switch u := uint64(x[xo]); floatKey(u, nb) {
		case zero:
			b.zeros = append(b.zeros, u)
		case nan:
			b.nans = append(b.nans, u)
		}
		xo += xs
	}
	z, q := 0, 0
	o := do
	for _, v := range k {
		switch v {
		case zero:
			d[o] = W(b.zeros[z])
			z++
		case nan:
			d[o] = W(b.nans[q])
			q++
		default:
			d[o] = word[W](KeyFloat, v)
		}
		o += ds
	}
}

// ArgSortRun writes into d[do+i*ds] the indices (0 to n-1) that sort the n
// elements x[xo+i*xs] in NumPy's order, stably: NumPy's
// argsort(kind="stable").
func ArgSortRun[W Word](kind KeyKind, d []int, do, ds int, x []W, xo, xs, n int, b *SortBuf) {
	if n == 0 {
		return
	}
	b.k, b.i = grow(b.k, n), grow(b.i, n)
	keys(kind, b.k, x, xo, xs, n)
	idx := b.i
	for i := range idx {
		idx[i] = i
	}
	if n <= insertionMax {
		insertionKeys(b.k, idx)
	} else {
		b.k2, b.i2 = grow(b.k2, n), grow(b.i2, n)
		_, idx = radix(b.k, b.k2, idx, b.i2, uint(unsafe.Sizeof(W(0))))
	}
	for _, i := range idx {
		d[do] = i
		do += ds
	}
}

// insertionKeys sorts k stably by insertion, moving idx along when it is
// not nil.
func insertionKeys(k []uint64, idx []int) {
	for i := 1; i < len(k); i++ {
		v := k[i]
		j := i
		if idx == nil {
			for ; j > 0 && k[j-1] > v; j-- {
				k[j] = k[j-1]
			}
			k[j] = v
			continue
		}
		x := idx[i]
		for ; j > 0 && k[j-1] > v; j-- {
			k[j], idx[j] = k[j-1], idx[j-1]
		}
		k[j], idx[j] = v, x
	}
}

// radix sorts the keys k (of width significant bytes) stably by
// least-significant-digit radix sort with k2 as scratch, moving idx along
// (with i2 as its scratch) when idx is not nil: one pass per 8-bit digit
// (long lanes split by their leading digit first, see radixMSD), a pass
// skipped where every key has the same digit. It returns the slices
// holding the sorted keys (k or k2) and the indices (idx or i2).
func radix(k, k2 []uint64, idx, i2 []int, width uint) ([]uint64, []int) {
	n := len(k)
	if n >= msdMin() {
		return radixMSD(k, k2, idx, i2)
	}
	const bitsPer = 8
	passes := width
	mask := uint64(1)<<bitsPer - 1
	var count [8][256]uint32
	for _, v := range k {
		for p := range passes {
			count[p][(v>>(bitsPer*p))&mask]++
		}
	}
	src, dst := k, k2
	isrc, idst := idx, i2
	for p := range passes {
		c := count[p][:]
		shift := bitsPer * p
		if int(c[(src[0]>>shift)&mask]) == n {
			continue // every key has this digit
		}
		var sum uint32
		for b := range c {
			c[b], sum = sum, sum+c[b]
		}
		dst = dst[:n]
		if isrc == nil {
			for _, v := range src {
				b := (v >> shift) & mask
				dst[c[b]] = v
				c[b]++
			}
		} else {
			idst = idst[:n]
			for i, v := range src {
				b := (v >> shift) & mask
				dst[c[b]], idst[c[b]] = v, isrc[i]
				c[b]++
			}
			isrc, idst = idst, isrc
		}
		src, dst = dst, src
	}
	return src, isrc
}

// Keys writes into k the sort keys (see [SortRun]) of x[xo+i*xs], i < n:
// equal keys for equal elements in NumPy's order (-0.0 and 0.0, every
// NaN), a key order that is the sort order.
func Keys[W Word](kind KeyKind, k []uint64, x []W, xo, xs, n int) { _ = keys(kind, k, x, xo, xs, n) }

// RunStarts appends to starts the positions in the sorted keys k where a
// run of equal keys begins (0 first, for a non-empty k) and returns it:
// np.unique's mask, with every NaN one value as in NumPy 1.24
// (equal_nan=True).
func RunStarts(k []uint64, starts []int) []int {
	for i, v := range k {
		if i == 0 || v != k[i-1] {
			starts = append(starts, i)
		}
	}
	return starts
}

// SearchRun stores into d[do+i*ds] for i < n the position at which
// v[vo+i*vs] would be inserted into the sorted a[ao+j*as], j < na, to keep
// it sorted in NumPy's order: the first such position (NumPy's
// side="left") or, with right, the last.
func SearchRun[W Word](kind KeyKind, right bool, d []int, do, ds int, a []W, ao, as, na int, v []W, vo, vs, n int) {
	nb := uint(unsafe.Sizeof(W(0)) * 8)
	// As NumPy's binsearch: each search starts from the bounds the last
	// one left, kept on the side a larger value cannot cross, so that
	// sorted values cost a few steps each; the positions are the same.
	lo, hi := 0, na
	var last uint64
	for i := range n {
		kv := keyOf(kind, uint64(v[vo]), nb)
		if i > 0 && last < kv {
			hi = na
		} else {
			lo, hi = 0, min(hi+1, na)
		}
		last = kv
		for lo < hi {
			mid := int(uint(lo+hi) >> 1)
			ka := keyOf(kind, uint64(a[ao+mid*as]), nb)
			if ka < kv || right && ka == kv {
				lo = mid + 1
			} else {
				hi = mid
			}
		}
		d[do] = lo
		do, vo = do+ds, vo+vs
	}
}

// msdMin is the lane length from which radix first splits the keys by
// their leading digit (see radixMSD): below it a lane's keys and their
// scratch fit in the L2 cache and the plain passes run there. It is the
// machine's [Tuning.SortSplit].
func msdMin() int { return Tune().SortSplit }

// msdBits is the width of radixMSD's leading digit: 2048 buckets, whose
// write positions stay in the L1 cache during the scatter.
const msdBits = 11

// radixMSD is radix for long lanes. A pass over the keys finds the bits
// that every key shares; one stable pass then scatters the keys (and
// indices) into buckets by the msdBits bits below those, so that each
// bucket, some thousands of keys, fits in cache; each bucket is then
// sorted by radix on the bits below the digit, in cache, and left where
// the scatter put it. It returns the slices holding the result (k2 and
// i2).
// sortBucket sorts the keys k2 (and their indices i2, unless nil) of one
// bucket on their low width bytes, with k (and idx) as scratch.
func sortBucket(k, k2 []uint64, idx, i2 []int, width uint) {
	m := len(k2)
	switch {
	case m <= 1 || width == 0:
	case m <= insertionMax:
		insertionKeys(k2, i2)
	case idx == nil:
		if r, _ := radix(k2, k, nil, nil, width); &r[0] != &k2[0] {
			copy(k2, r)
		}
	default:
		if r, ri := radix(k2, k, i2, idx, width); &r[0] != &k2[0] {
			copy(k2, r)
			copy(i2, ri)
		}
	}
}

func radixMSD(k, k2 []uint64, idx, i2 []int) ([]uint64, []int) {
	n := len(k)
	lo, hi := k[0], k[0]
	for _, v := range k {
		lo, hi = min(lo, v), max(hi, v)
	}
	if lo == hi {
		return k, idx // every key is the same: already sorted
	}
	top := 64 - bits.LeadingZeros64(lo^hi) // keys agree above bit top-1
	shift := max(top-msdBits, 0)
	const mask = 1<<msdBits - 1
	var start [1 << msdBits]int
	for _, v := range k {
		start[(v>>shift)&mask]++
	}
	sum := 0
	for b, c := range start {
		start[b], sum = sum, sum+c
	}
	k2 = k2[:n]
	if idx == nil {
		for _, v := range k {
			b := (v >> shift) & mask
			k2[start[b]] = v
			start[b]++
		}
	} else {
		i2 = i2[:n]
		for i, v := range k {
			b := (v >> shift) & mask
			k2[start[b]], i2[start[b]] = v, idx[i]
			start[b]++
		}
	}
	// start[b] is now the end of bucket b. The buckets are sorted one by
	// one, each in its own range of k2 (k's range as scratch): in parallel
	// groups of consecutive buckets when the lane is long, with the same
	// result.
	width := uint(shift+7) / 8
	sortBuckets := func(b0, b1 int) {
		from := 0
		if b0 > 0 {
			from = start[b0-1]
		}
		for _, end := range start[b0:b1] {
			var ib, ib2 []int
			if idx != nil {
				ib, ib2 = idx[from:end], i2[from:end]
			}
			sortBucket(k[from:end], k2[from:end], ib, ib2, width)
			from = end
		}
	}
	parts := min(par.Parts(n, par.Grain), 63)
	if parts <= 1 {
		sortBuckets(0, len(start))
		return k2, i2
	}
	// Group the buckets into parts of about n/parts elements each.
	var cut [64]int
	cut[parts] = len(start)
	g := 1
	for b := 0; b < len(start) && g < parts; b++ {
		if start[b] >= g*n/parts {
			cut[g] = b + 1
			g++
		}
	}
	for ; g < parts; g++ {
		cut[g] = len(start)
	}
	par.Run(parts, func(i int) { sortBuckets(cut[i], cut[i+1]) })
	return k2, i2
}

// RowStarts appends to starts the positions i in perm where row perm[i] of
// the n×m rows differs from row perm[i-1] (and 0): the first of each run
// of equal rows, rows compared element by element with Go's != (NumPy's
// for the rows of unique(axis=)): a NaN differs from everything, -0.0
// equals 0.0.
func RowStarts[T Real](rows []T, m int, perm []int, starts []int) []int {
	for i, p := range perm {
		if i == 0 {
			starts = append(starts, 0)
			continue
		}
		a, b := rows[p*m:p*m+m], rows[perm[i-1]*m:perm[i-1]*m+m]
		for j := range a {
			if a[j] != b[j] {
				starts = append(starts, i)
				break
			}
		}
	}
	return starts
}
