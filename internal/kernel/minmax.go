package kernel

import (
	"unsafe"

	"golang.org/x/exp/constraints"
)

// Real is a constraint that permits the integer and floating-point types.
type Real interface {
	constraints.Integer | constraints.Float
}

// Better reports whether v replaces cur as the running minimum (or maximum
// when max is set), NumPy's rule: a NaN replaces anything and is never
// replaced, and on a tie the current value stays.
func Better[T Real](max bool, cur, v T) bool {
	switch {
	case cur != cur:
		return false
	case v != v:
		return true
	case max:
		return v > cur
	}
	return v < cur
}

// ExtremeVV keeps in d[i] the minimum (or maximum) of d[i] and s[i] under
// [Better]'s rule, for i < len(d); s must be at least as long.
func ExtremeVV[T Real](max bool, d, s []T) {
	s = s[:len(d)]
	if k := chunked(len(d), func(i, j int) int { return extremeFast(max, d[i:j], s[i:j]) }); k > 0 {
		d, s = d[k:], s[k:]
	}
	for i, v := range s {
		if Better(max, d[i], v) {
			d[i] = v
		}
	}
}

// ExtremeRun returns the minimum (or maximum) of acc and x[o+i*s] for
// i < n under [Better]'s rule: the first of equal values (0 or -0) and the
// first NaN, bit for bit the fold in order.
func ExtremeRun[T Real](max bool, acc T, x []T, o, s, n int) T {
	if s == 1 {
		k, r, nan := extremeRunFast(max, x[o:o+n])
		return finishRun(max, acc, x[o:o+n], k, r, nan)
	}
	for range n {
		if v := x[o]; Better(max, acc, v) {
			acc = v
		}
		o += s
	}
	return acc
}

// finishRun returns the extreme of acc and the run x, given the vector
// kernel's answer for its first k elements (none if k is 0): r, or a NaN
// among them if nan is set.
func finishRun[T Real](max bool, acc T, x []T, k int, r T, nan bool) T {
	if k > 0 {
		if nan {
			return firstNaN(max, acc, x)
		}
		if r == 0 {
			// The vector kernel compares lanes, so which zero it
			// returns is its own; the fold keeps the first.
			r = firstEqual(r, x[:k])
		}
		if Better(max, acc, r) {
			acc = r
		}
	}
	for _, v := range x[k:] {
		if Better(max, acc, v) {
			acc = v
		}
	}
	return acc
}

// ExtremeSets stores into d[do+k*dd] the minimum (or maximum) of itself
// and the contiguous run x[so+k*ls:][:n], for k < m: [ExtremeRun] of each
// run, bit for bit. Where the vector kernel serves, four runs a quarter of
// the sets apart are reduced side by side, so four distant regions of
// memory are read in step (see SumRowsSets).
func ExtremeSets[T Real](max bool, d []T, do, dd int, x []T, so, ls, n, m int) {
	k := 0
	if q := m / 4; q > 0 && ls > 0 && n >= 16 {
		_ = x[so+(m-1)*ls+n-1]
		for i := range q {
			var r [4]T
			kv, nans := extremeRun4Fast(max, x[so+i*ls:], q*ls, n, &r)
			if kv == 0 {
				break
			}
			for s := range 4 {
				j, at := do+(s*q+i)*dd, so+(s*q+i)*ls
				d[j] = finishRun(max, d[j], x[at:at+n], kv, r[s], nans&(1<<s) != 0)
			}
			k = 4 * q
		}
	}
	for ; k < m; k++ {
		d[do+k*dd] = ExtremeRun(max, d[do+k*dd], x, so+k*ls, 1, n)
	}
}

// firstNaN returns the extreme of acc and x, which holds a NaN: the NaN a
// fold in order keeps (with its sign and payload), acc if it is one, or
// else the first NaN of x.
func firstNaN[T Real](max bool, acc T, x []T) T {
	if acc != acc {
		return acc
	}
	for _, v := range x {
		if v != v {
			return v
		}
	}
	for _, v := range x { // not reached: the kernel saw a NaN
		if Better(max, acc, v) {
			acc = v
		}
	}
	return acc
}

// firstEqual returns the first element of x equal to v, which one is (or
// v itself if none is).
func firstEqual[T Real](v T, x []T) T {
	for _, e := range x {
		if e == v {
			return e
		}
	}
	return v
}

// ExtremeStrided keeps in d[do+i*ds] the minimum (or maximum) of itself and
// x[so+i*ss] for i < n.
func ExtremeStrided[T Real](max bool, d []T, do, ds int, x []T, so, ss, n int) {
	for range n {
		if v := x[so]; Better(max, d[do], v) {
			d[do] = v
		}
		do += ds
		so += ss
	}
}

// extremeRunFast reduces a prefix of x with the vector kernel; it returns
// the prefix's length (0 if it did nothing), its extreme, and whether it
// held a NaN, in which case r is meaningless. Which of 0 and -0 it returns for a
// tie between them is not specified (ExtremeRun looks for the first).
func extremeRunFast[T Real](max bool, x []T) (k int, r T, nan bool) {
	var z T
	switch any(z).(type) {
	case float64:
		k, v, nan := extremeRunF64(max, as[float64](x))
		return k, *(*T)(unsafe.Pointer(&v)), nan
	case float32:
		k, v, nan := extremeRunF32(max, as[float32](x))
		return k, *(*T)(unsafe.Pointer(&v)), nan
	}
	k, v := intExtremeRun(max, x) // 0 unless T is an integer type
	return k, v, false
}

// nanExtremeRunFast runs the NaN-skipping run kernel for F over a prefix
// of x: its length (0 where none serves) and the extreme of its numbers,
// the infinity that never wins where there is none, of equal ones any.
func nanExtremeRunFast[F Float](max bool, x []F) (int, F) {
	var z F
	switch any(z).(type) {
	case float64:
		k, v := nanExtremeRunF64(max, as[float64](x))
		return k, F(v)
	case float32:
		k, v := nanExtremeRunF32(max, as[float32](x))
		return k, F(v)
	}
	return 0, 0
}

func extremeFast[T Real](max bool, d, s []T) int {
	var z T
	switch any(z).(type) {
	case float64:
		return extremeF64(max, as[float64](d), as[float64](s))
	case float32:
		return extremeF32(max, as[float32](d), as[float32](s))
	}
	return intVV(extremeInt(max), d, d, s, false)
}

// extremeInt returns the integer kernel of max or min.
func extremeInt(max bool) intOp {
	if max {
		return iMax
	}
	return iMin
}

// FoldRowsMax is the longest row (in elements) that [SumRows] and
// [ExtremeRows] visit all at once, a chunk of results kept in registers
// while they visit every row: for longer rows that jumps between far-apart
// pages faster than the hardware prefetches them, so they take longer rows
// a few at a time.
const FoldRowsMax = 512

// sumRowsGroup is how many rows at a time SumRows folds when they are
// longer than FoldRowsMax: each chunk of results is then read and written
// once for four rows instead of once a row, and four streams are few
// enough for the prefetchers. Summing 4096 rows of 4096 float64 into one
// row took 4.2 ms four rows at a time and 5.3-5.6 ms one row at a time in
// the same run (Zen 5 VM, one worker); two, eight, sixteen and more rows
// at a time were no faster than four.
const sumRowsGroup = 4

// SumRows adds nrows rows of src into d, row by row in order: d[j] +=
// src[so+r*ls+j] for r < nrows, j < len(d). Each element gets the same
// additions in the same order as one ArithVV per row, so the result is
// bit for bit that of the row-by-row loop (NumPy's order for a sum over an
// outer axis).
func SumRows[T Number](d, src []T, so, ls, nrows int) {
	if nrows <= 0 || len(d) == 0 {
		return
	}
	_ = src[so+(nrows-1)*ls+len(d)-1]
	if len(d) > FoldRowsMax && nrows > sumRowsGroup {
		for r := 0; r < nrows; r += sumRowsGroup {
			sumRows(d, src, so+r*ls, ls, min(sumRowsGroup, nrows-r))
		}
		return
	}
	sumRows(d, src, so, ls, nrows)
}

// sumRows is SumRows for rows visited all at once.
func sumRows[T Number](d, src []T, so, ls, nrows int) {
	if k := rowsFast(rowsAdd, d, src, so, ls, nrows); k > 0 {
		d, so = d[k:], so+k
	}
	for r := range nrows {
		row := src[so+r*ls : so+r*ls+len(d)]
		for j, v := range row {
			d[j] += v
		}
	}
}

// setRowsMin is the shortest row that [SumRowsSets] and [ExtremeRowsSets]
// fold four sets at a time. Summing 128 rows of 128 float64 into one row,
// 128 times over 16 MiB (np.sum(x, axis=1) of 128³): 2.6-3.0 ms a set at a
// time down the rows, 3.0 ms a set at a time row by row, 1.0-1.5 ms four
// sets side by side, a row of each a call (2-core Zen 3 VM, AVX2, one
// worker). Shorter rows are faster down the rows (see extremeRowByRow);
// rows longer than FoldRowsMax are folded several at a time already.
const setRowsMin = 64

// SumRowsSets is [SumRows] for m sets of rows: set k folds its nrows rows
// src[so+k*ss+r*ls:][:n] into d[do+k*ds:][:n]. Sets of rows from
// setRowsMin to FoldRowsMax elements, laid out forwards (ds >= n, ss and ls
// positive), are folded four at a time where a vector kernel serves: a row
// of each of the four sets per call, so four distant regions of memory
// are read in step where one set at a time reads one. Every set still
// sees its rows in order, so the bits are those of SumRows.
func SumRowsSets[T Number](d []T, do, ds, n int, src []T, so, ss, ls, nrows, m int) {
	k, kd := foldSets(rowsAdd, d, do, ds, n, src, so, ss, ls, nrows, m)
	for j := 0; j < k && kd < n; j++ { // the columns past the kernel's
		sumRows(d[do+j*ds+kd:do+j*ds+n], src, so+j*ss+kd, ls, nrows)
	}
	for ; k < m; k++ {
		SumRows(d[do+k*ds:do+k*ds+n], src, so+k*ss, ls, nrows)
	}
}

// ExtremeRowsSets is [ExtremeRows] for m sets of rows, as [SumRowsSets]
// is SumRows for them.
func ExtremeRowsSets[T Real](max bool, d []T, do, ds, n int, src []T, so, ss, ls, nrows, m int) {
	kind := rowsMin
	if max {
		kind = rowsMax
	}
	k, kd := foldSets(kind, d, do, ds, n, src, so, ss, ls, nrows, m)
	for j := 0; j < k && kd < n; j++ { // the columns past the kernel's
		extremeRowsKind(kind, d[do+j*ds+kd:do+j*ds+n], src, so+j*ss+kd, ls, nrows)
	}
	for ; k < m; k++ {
		ExtremeRows(max, d[do+k*ds:do+k*ds+n], src, so+k*ss, ls, nrows)
	}
}

// foldSets folds sets of rows four at a time with the fold4 kernels (see
// SumRowsSets), their first kd columns, and returns how many sets it
// folded (0 where the rows are out of its range or no kernel serves T) and
// kd; the caller folds the columns from kd on.
func foldSets[T any](kind rowsKind, d []T, do, ds, n int, src []T, so, ss, ls, nrows, m int) (sets, kd int) {
	if m < 4 || nrows <= 0 || n < setRowsMin || n > FoldRowsMax || ds < n || ss <= 0 || ls <= 0 {
		return 0, 0
	}
	g := m &^ 3
	_ = d[do+(g-1)*ds+n-1]
	_ = src[so+(g-1)*ss+(nrows-1)*ls+n-1]
	for k := 0; k < g; k += 4 {
		dk, sk := do+k*ds, so+k*ss
		for r := range nrows {
			if kd = fold4Fast(kind, d[dk:dk+n], ds, src[sk+r*ls:], ss); kd == 0 {
				return 0, 0 // no kernel for T: nothing was folded
			}
		}
	}
	return g, kd
}

// ExtremeRows folds nrows rows of src into d with [Better]'s rule, row by
// row in order: d[j] = min or max of d[j] and src[so+r*ls+j]. Rows longer
// than FoldRowsMax are folded four at a time, as SumRows folds them; each
// element sees the same rows in the same order either way. The maximum of
// 4096 rows of 4096 float64 into one row took 5.6-6.2 ms four rows at a
// time against 8.6 ms a row at a time in the same run (Zen 5 VM, one
// worker, AVX-512). Rows from extremeRowByRow elements up to FoldRowsMax
// are folded one at a time (see extremeRowByRow).
func ExtremeRows[T Real](max bool, d, src []T, so, ls, nrows int) {
	kind := rowsMin
	if max {
		kind = rowsMax
	}
	foldExtremeRows(kind, d, src, so, ls, nrows)
}

// NanExtremeRows is [ExtremeRows] that skips NaNs (np.nanmax's fold,
// np.nanmin's without max): d[j] takes src[so+r*ls+j] only where that is
// strictly greater (less), so a NaN element leaves d[j] as it is, as an
// equal one does. d must hold no NaN. The rows are walked as ExtremeRows
// walks them, by the NaN-skipping rows kernels.
func NanExtremeRows[F Float](max bool, d, src []F, so, ls, nrows int) {
	kind := rowsNanMin
	if max {
		kind = rowsNanMax
	}
	foldExtremeRows(kind, d, src, so, ls, nrows)
}

// foldExtremeRows is ExtremeRows for a fold of kind rowsMin, rowsMax,
// rowsNanMin or rowsNanMax.
func foldExtremeRows[T Real](kind rowsKind, d, src []T, so, ls, nrows int) {
	if nrows <= 0 || len(d) == 0 {
		return
	}
	_ = src[so+(nrows-1)*ls+len(d)-1]
	switch {
	case len(d) > FoldRowsMax && nrows > sumRowsGroup:
		for r := 0; r < nrows; r += sumRowsGroup {
			extremeRowsKind(kind, d, src, so+r*ls, ls, min(sumRowsGroup, nrows-r))
		}
	case len(d) >= extremeRowByRow && len(d) <= FoldRowsMax:
		for r := range nrows {
			extremeRowsKind(kind, d, src, so+r*ls, ls, 1)
		}
	default:
		extremeRowsKind(kind, d, src, so, ls, nrows)
	}
}

// extremeRowByRow is the shortest row that ExtremeRows folds into d one row
// at a time, reading the source in order, rather than a chunk of d's
// columns at a time down all the rows. Down the rows, each step loads a
// chunk from a new row (rows 1 KiB or more apart) and the fold's compare
// and blend leave few of those loads in flight; summing, with one
// instruction a vector, keeps more. The maximum of 128 rows of 128 float64
// into one, 128 times over 16 MiB (as np.max(x, axis=1) of 128³): 3.4-4.5
// GB/s down the rows, 4.0-6.3 a row at a time; rows of 256 and 512: 2.2-3.1
// against 4.8-5.6; rows of 64 alike; rows of 16 and 32 faster down the rows
// (2-core Zen 3 VM, AVX2, one worker). Folding two or four rows a call was
// slower than either (2.4-3.3).
const extremeRowByRow = 64

// extremeRowsKind is foldExtremeRows for rows visited all at once.
func extremeRowsKind[T Real](kind rowsKind, d, src []T, so, ls, nrows int) {
	if k := rowsFast(kind, d, src, so, ls, nrows); k > 0 {
		d, so = d[k:], so+k
	}
	max := kind == rowsMax || kind == rowsNanMax
	skip := kind == rowsNanMin || kind == rowsNanMax
	for r := range nrows {
		row := src[so+r*ls : so+r*ls+len(d)]
		for j, v := range row {
			if skip && (max && v > d[j] || !max && v < d[j]) || !skip && Better(max, d[j], v) {
				d[j] = v
			}
		}
	}
}

type rowsKind uint8

const (
	rowsAdd rowsKind = iota
	rowsMin
	rowsMax
	rowsNanMin // NaN elements skipped (NanExtremeRows)
	rowsNanMax
)

// rowsFast runs the vector rows kernel over a prefix of d's columns and
// returns its length (0 if there is no kernel for T).
func rowsFast[T any](kind rowsKind, d, src []T, so, ls, nrows int) int {
	if ls <= 0 {
		return 0
	}
	var z T
	switch any(z).(type) {
	case float64:
		return rowsF64(kind, as[float64](d), as[float64](src)[so:], ls, nrows)
	case float32:
		return rowsF32(kind, as[float32](d), as[float32](src)[so:], ls, nrows)
	}
	// Integers: a row at a time into d, whose columns stay in the caches
	// (every row covers the same prefix of them).
	op := iAdd
	if kind != rowsAdd {
		op = extremeInt(kind == rowsMax || kind == rowsNanMax)
	}
	k := 0
	for r := range nrows {
		row := src[so+r*ls : so+r*ls+len(d)]
		if k = intVV(op, d, d, row, false); k == 0 {
			return 0 // not an integer type: nothing was done
		}
	}
	return k
}

// ArgExtremeRun returns the position i < n (n ≥ 1) of the minimum (or
// maximum) of x[o+i*s] under [Better]'s rule: the first NaN if there is
// one, otherwise the first element equal to the extreme (NumPy's argmin and
// argmax). A contiguous run is reduced block by block by the vector
// kernel; only a block whose extreme beats the running one is searched for
// the first element equal to it, while it is still in the cache.
func ArgExtremeRun[T Real](max bool, x []T, o, s, n int) int {
	if s != 1 {
		return argStrided(max, x, o, s, n)
	}
	run := x[o : o+n]
	if n > argVectorMax {
		return argBlocks(max, run)
	}
	if k, at, ok := argRunFast(max, run); ok {
		// No NaN in the vector part: the tail can only improve on it
		// strictly, or hold the first NaN.
		best := run[at]
		for i, v := range run[k:] {
			if v != v {
				return k + i
			}
			if (max && v > best) || (!max && v < best) {
				best, at = v, k+i
			}
		}
		return at
	}
	return argBlocks(max, run)
}

// argVectorMax is the longest run ArgExtremeRun searches with the vector
// kernel that keeps running extremes and where they were reached (their
// positions with AVX-512, their blocks of 16 with AVX2); longer runs take
// argBlocks. Measured on a 2-core Intel Xeon with AVX-512 (float64, GB/s,
// vector kernel against blocks): 1024 elements 33 against 14, 16 K 37
// against 49, 1 M 25 against 30, 16 M 7.6 against 10.4.
const argVectorMax = 4096

// argBlocks finds the first NaN or the first position of the extreme of
// run: the extreme of each 4096-element block with the vector kernel, and
// a search of a block (32 KiB of float64) only when it improves on the
// best so far. Blocks of 256 spent more on the calls than on the reads:
// ArgMax of 16 M float64 took 7-9 ms with them, and 3.2-3.6 with 4096
// (2048: 3.6-4.1), on a 2-core AMD EPYC (Zen 5) VM whose read stream of
// the same 128 MiB took 3.1-4.1 in the same runs. The blocks' extremes are
// taken argGroup at a time by [ExtremeSets] (four blocks read side by
// side); a group is 512 KiB of float64, read just before one of its blocks
// is searched.
func argBlocks[T Real](max bool, run []T) int {
	n := len(run)
	const block = 4096
	best, at := run[0], 0
	if best != best {
		return 0
	}
	var ext [argGroup]T
	for g := 0; g < n; g += argGroup * block {
		full := min(argGroup, (n-g)/block) // whole blocks in the group
		for j := range full {
			ext[j] = run[g+j*block]
		}
		ExtremeSets(max, ext[:], 0, 1, run, g, block, block, full)
		nb := full
		if rest := n - g - full*block; full < argGroup && rest > 0 {
			o := g + full*block // the run's last, shorter block
			ext[full] = ExtremeRun(max, run[o], run, o, 1, rest)
			nb++
		}
		for j, m := range ext[:nb] {
			b := g + j*block
			blk := run[b:min(b+block, n)]
			if m != m {
				if i := indexNaN(blk); i < len(blk) {
					return b + i
				}
			}
			if (max && m > best) || (!max && m < best) {
				best = m
				at = b + indexEqual(blk, m)
			}
		}
	}
	return at
}

// indexEqual returns the position of the first element of x equal to v
// (-0 and 0 equal, as NumPy's comparisons see them), len(x) if there is
// none; indexNaN that of the first NaN. The vector kernel searches the
// whole vectors, a loop the rest.
func indexEqual[T Real](x []T, v T) int {
	at, k := indexFast(x, v, false)
	if at < k {
		return at
	}
	for i := k; i < len(x); i++ {
		if x[i] == v {
			return i
		}
	}
	return len(x)
}

func indexNaN[T Real](x []T) int {
	var z T
	at, k := indexFast(x, z, true)
	if at < k {
		return at
	}
	for i := k; i < len(x); i++ {
		if x[i] != x[i] {
			return i
		}
	}
	return len(x)
}

// argGroup is how many blocks argBlocks reduces at a time.
const argGroup = 16

// argStrided is ArgExtremeRun for a run of stride s != 1.
func argStrided[T Real](max bool, x []T, o, s, n int) int {
	best, at := x[o], 0
	for i := 1; i < n && best == best; i++ {
		o += s
		if v := x[o]; Better(max, best, v) {
			best, at = v, i
		}
	}
	return at
}

// ArgExtremeFold folds one more slice, number idx along the reduced axis,
// into running extremes and their positions: for i < n, where
// x[xo+i*xs] is [Better] than best[bo+i*bs], it replaces it and
// at[bo+i*bs] becomes idx.
func ArgExtremeFold[T Real](max bool, best []T, at []int, bo, bs int, x []T, xo, xs, n, idx int) {
	if bs == 1 && xs == 1 {
		b, a, v := best[bo:bo+n], at[bo:bo+n], x[xo:xo+n]
		b, a = b[:len(v)], a[:len(v)]
		// Better, spelled out per direction: a NaN replaces a number.
		if max {
			for i, y := range v {
				if c := b[i]; y > c || (y != y && c == c) {
					b[i], a[i] = y, idx
				}
			}
			return
		}
		for i, y := range v {
			if c := b[i]; y < c || (y != y && c == c) {
				b[i], a[i] = y, idx
			}
		}
		return
	}
	for range n {
		if y := x[xo]; Better(max, best[bo], y) {
			best[bo], at[bo] = y, idx
		}
		bo += bs
		xo += xs
	}
}
