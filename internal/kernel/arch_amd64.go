//go:build !purego

package kernel

import (
	"reflect"
	"unsafe"

	"golang.org/x/sys/cpu"
)

// haveAVX2 selects the assembly kernels; it is a variable so that tests can
// run the pure-Go paths on the same machine.
var haveAVX2 = cpu.X86.HasAVX2

func vvF64(op Op, d, a, b []float64, nt bool) int {
	if !haveAVX2 || len(d) < 4 {
		return 0
	}
	switch op {
	case Add:
		if nt {
			addVVF64NT(d, a, b)
		} else {
			addVVF64(d, a, b)
		}
	case Sub:
		if nt {
			subVVF64NT(d, a, b)
		} else {
			subVVF64(d, a, b)
		}
	case Mul:
		if nt {
			mulVVF64NT(d, a, b)
		} else {
			mulVVF64(d, a, b)
		}
	default:
		if nt {
			divVVF64NT(d, a, b)
		} else {
			divVVF64(d, a, b)
		}
	}
	return len(d) &^ 3
}

func vvF32(op Op, d, a, b []float32, nt bool) int {
	if !haveAVX2 || len(d) < 8 {
		return 0
	}
	switch op {
	case Add:
		if nt {
			addVVF32NT(d, a, b)
		} else {
			addVVF32(d, a, b)
		}
	case Sub:
		if nt {
			subVVF32NT(d, a, b)
		} else {
			subVVF32(d, a, b)
		}
	case Mul:
		if nt {
			mulVVF32NT(d, a, b)
		} else {
			mulVVF32(d, a, b)
		}
	default:
		if nt {
			divVVF32NT(d, a, b)
		} else {
			divVVF32(d, a, b)
		}
	}
	return len(d) &^ 7
}

func vsF64(op Op, d, a []float64, y float64, nt bool) int {
	if !haveAVX2 || len(d) < 4 {
		return 0
	}
	switch op {
	case Add:
		if nt {
			addVSF64NT(d, a, y)
		} else {
			addVSF64(d, a, y)
		}
	case Sub:
		if nt {
			subVSF64NT(d, a, y)
		} else {
			subVSF64(d, a, y)
		}
	case Mul:
		if nt {
			mulVSF64NT(d, a, y)
		} else {
			mulVSF64(d, a, y)
		}
	default:
		if nt {
			divVSF64NT(d, a, y)
		} else {
			divVSF64(d, a, y)
		}
	}
	return len(d) &^ 3
}

func vsF32(op Op, d, a []float32, y float32, nt bool) int {
	if !haveAVX2 || len(d) < 8 {
		return 0
	}
	switch op {
	case Add:
		if nt {
			addVSF32NT(d, a, y)
		} else {
			addVSF32(d, a, y)
		}
	case Sub:
		if nt {
			subVSF32NT(d, a, y)
		} else {
			subVSF32(d, a, y)
		}
	case Mul:
		if nt {
			mulVSF32NT(d, a, y)
		} else {
			mulVSF32(d, a, y)
		}
	default:
		if nt {
			divVSF32NT(d, a, y)
		} else {
			divVSF32(d, a, y)
		}
	}
	return len(d) &^ 7
}

func extremeF64(max bool, d, s []float64) int {
	if !haveAVX2 || len(d) < 4 {
		return 0
	}
	switch {
	case reduceWide && len(d) >= 8:
		if max {
			maxVVF64Avx512(d, s)
		} else {
			minVVF64Avx512(d, s)
		}
		return len(d) &^ 7
	case max:
		maxVVF64(d, s)
	default:
		minVVF64(d, s)
	}
	return len(d) &^ 3
}

func extremeF32(max bool, d, s []float32) int {
	if !haveAVX2 || len(d) < 8 {
		return 0
	}
	if max {
		maxVVF32(d, s)
	} else {
		minVVF32(d, s)
	}
	return len(d) &^ 7
}

func extremeRunF64(max bool, x []float64) (int, float64, bool) {
	k := len(x) &^ 3
	if !haveAVX2 || k == 0 {
		return 0, 0, false
	}
	var r float64
	var nan bool
	if max {
		r, nan = maxRunF64(x[:k])
	} else {
		r, nan = minRunF64(x[:k])
	}
	return k, r, nan
}

// countNaNFast counts the NaNs of the longest prefix of x that fills
// whole vectors with the kernel for T's float type: the prefix's length and
// the count (0, 0 where none serves).
func countNaNFast[T Real](x []T) (k, nans int) {
	var z T
	if !haveAVX2 {
		return 0, 0
	}
	switch any(z).(type) {
	case float64:
		k = len(x) &^ 3
		if k > 0 {
			nans = countNaNF64(as[float64](x)[:k])
		}
	case float32:
		f := as[float32](x)
		for k+8 <= len(f) {
			c := min(len(f)-k, 1<<30) &^ 7 // the kernel's 32-bit counters
			nans += countNaNF32(f[k : k+c])
			k += c
		}
	}
	return k, nans
}

// addNotNaNFast runs the kernel that adds one to d[i] for each x[i] that
// is not NaN over the longest prefix that fills whole vectors, for T's
// float type, and returns its length (0 where none serves).
func addNotNaNFast[T Real](d []int, x []T) int {
	var z T
	if !haveAVX2 {
		return 0
	}
	switch any(z).(type) {
	case float64:
		k := len(d) &^ 3
		if k > 0 {
			addNotNaNF64(d[:k], as[float64](x))
		}
		return k
	case float32:
		k := len(d) &^ 7
		if k > 0 {
			addNotNaNF32(d[:k], as[float32](x))
		}
		return k
	}
	return 0
}

// nanExtremeRunF64 runs the NaN-skipping run kernel over the longest
// prefix of x that fills whole vectors: its length (0 without AVX2) and
// the extreme of its numbers (-Inf or +Inf where there is none; of equal
// ones any).
func nanExtremeRunF64(max bool, x []float64) (int, float64) {
	k := len(x) &^ 3
	if !haveAVX2 || k == 0 {
		return 0, 0
	}
	if max {
		return k, nanMaxRunF64(x[:k])
	}
	return k, nanMinRunF64(x[:k])
}

func nanExtremeRunF32(max bool, x []float32) (int, float32) {
	k := len(x) &^ 7
	if !haveAVX2 || k == 0 {
		return 0, 0
	}
	if max {
		return k, nanMaxRunF32(x[:k])
	}
	return k, nanMinRunF32(x[:k])
}

func extremeRunF32(max bool, x []float32) (int, float32, bool) {
	k := len(x) &^ 7
	if !haveAVX2 || k == 0 {
		return 0, 0, false
	}
	var r float32
	var nan bool
	if max {
		r, nan = maxRunF32(x[:k])
	} else {
		r, nan = minRunF32(x[:k])
	}
	return k, r, nan
}

func rowsF64(kind rowsKind, d, src []float64, ls, nrows int) int {
	if k := len(d) &^ 31; haveAVX2 && reduceWide && k > 0 {
		switch kind {
		case rowsAdd:
			addRowsF64Avx512(d[:k], &src[0], ls, nrows)
		case rowsMin:
			minRowsF64Avx512(d[:k], &src[0], ls, nrows)
		case rowsNanMin:
			nanminRowsF64Avx512(d[:k], &src[0], ls, nrows)
		case rowsNanMax:
			nanmaxRowsF64Avx512(d[:k], &src[0], ls, nrows)
		default:
			maxRowsF64Avx512(d[:k], &src[0], ls, nrows)
		}
		return k
	}
	k := len(d) &^ 15
	if !haveAVX2 || k == 0 {
		return 0
	}
	switch kind {
	case rowsAdd:
		addRowsF64(d[:k], &src[0], ls, nrows)
	case rowsMin:
		minRowsF64(d[:k], &src[0], ls, nrows)
	case rowsNanMin:
		nanminRowsF64(d[:k], &src[0], ls, nrows)
	case rowsNanMax:
		nanmaxRowsF64(d[:k], &src[0], ls, nrows)
	default:
		maxRowsF64(d[:k], &src[0], ls, nrows)
	}
	return k
}

// extremeRun4Fast runs the four-run extreme kernel over x[s*gap:][:k],
// s < 4, k = n rounded down to the vector width (the caller checked the
// bounds): it returns k (0 if no kernel serves T) and the mask of runs
// holding a NaN, and stores the runs' extremes into r.
func extremeRun4Fast[T Real](max bool, x []T, gap, n int, r *[4]T) (int, int) {
	var z T
	if !haveAVX2 {
		return 0, 0
	}
	switch any(z).(type) {
	case float64:
		k := n &^ 3
		p, out := as[float64](x), (*[4]float64)(unsafe.Pointer(r))
		if max {
			return k, maxRun4F64(p, gap, k, out)
		}
		return k, minRun4F64(p, gap, k, out)
	case float32:
		k := n &^ 7
		p, out := as[float32](x), (*[4]float32)(unsafe.Pointer(r))
		if max {
			return k, maxRun4F32(p, gap, k, out)
		}
		return k, minRun4F32(p, gap, k, out)
	}
	return 0, 0
}

// fold4Fast runs the fold4 kernel of kind over four rows, d[b*ds:][:len(d)]
// and s[b*ss:][:len(d)] for b < 4 (the caller checked the bounds), and
// returns the columns it folded: 0 if no kernel serves T.
func fold4Fast[T any](kind rowsKind, d []T, ds int, s []T, ss int) int {
	var z T
	if !haveAVX2 || kind == rowsNanMin || kind == rowsNanMax {
		return 0 // no NaN-skipping fold4 kernels
	}
	switch any(z).(type) {
	case float64:
		d, s := as[float64](d), &as[float64](s)[0]
		switch kind {
		case rowsAdd:
			add4F64(d, ds, s, ss)
		case rowsMin:
			min4F64(d, ds, s, ss)
		default:
			max4F64(d, ds, s, ss)
		}
		return len(d) &^ 7
	case float32:
		d, s := as[float32](d), &as[float32](s)[0]
		switch kind {
		case rowsAdd:
			add4F32(d, ds, s, ss)
		case rowsMin:
			min4F32(d, ds, s, ss)
		default:
			max4F32(d, ds, s, ss)
		}
		return len(d) &^ 15
	}
	return 0
}

func rowsF32(kind rowsKind, d, src []float32, ls, nrows int) int {
	k := len(d) &^ 31
	if !haveAVX2 || k == 0 {
		return 0
	}
	switch kind {
	case rowsAdd:
		addRowsF32(d[:k], &src[0], ls, nrows)
	case rowsMin:
		minRowsF32(d[:k], &src[0], ls, nrows)
	case rowsNanMin:
		nanminRowsF32(d[:k], &src[0], ls, nrows)
	case rowsNanMax:
		nanmaxRowsF32(d[:k], &src[0], ls, nrows)
	default:
		maxRowsF32(d[:k], &src[0], ls, nrows)
	}
	return k
}

// sumBlockFast computes the eight pairwise accumulators of a block (len(a)
// a positive multiple of 8) with the vector kernel; it reports false when
// there is none for F.
func sumBlockFast[F Float](a []F, r *[8]F) bool {
	if !haveAVX2 {
		return false
	}
	var z F
	switch any(z).(type) {
	case float64:
		sumBlockF64(as[float64](a), (*[8]float64)(unsafe.Pointer(r)))
		return true
	case float32:
		sumBlockF32(as[float32](a), (*[8]float32)(unsafe.Pointer(r)))
		return true
	}
	return false
}

// nanToFast stores s[i] into d[i], a NaN as v, over the longest prefix of
// d the vector kernel takes, and returns its length (0 without one).
func nanToFast[F Float](d, s []F, v F) int {
	if !haveAVX2 {
		return 0
	}
	var z F
	switch any(z).(type) {
	case float64:
		if len(d) >= 4 {
			nanToF64(as[float64](d), as[float64](s), float64(v))
			return len(d) &^ 3
		}
	case float32:
		if len(d) >= 8 {
			nanToF32(as[float32](d), as[float32](s), float32(v))
			return len(d) &^ 7
		}
	}
	return 0
}

// dotBlockFast stores the sixteen partial sums of the dot product of x and
// y (len(x) a multiple of 16) into acc with the vector kernel; it reports
// false when T has none.
func dotBlockFast[T any](x, y []T, acc *[16]T) bool {
	if !haveAVX2 {
		return false
	}
	var z T
	switch any(z).(type) {
	case float64:
		dotBlockF64(as[float64](x), as[float64](y), (*[16]float64)(unsafe.Pointer(acc)))
		return true
	case float32:
		dotBlockF32(as[float32](x), as[float32](y), (*[16]float32)(unsafe.Pointer(acc)))
		return true
	}
	return false
}

// sumLeavesFast stores the pairwise sums of the 128-element blocks of a
// into out with the vector kernel; it reports false when there is none.
// sumLeaves4Fast runs the four-stream leaves kernel: out[s*nb+b], nb =
// len(out)/4, the sum of leaf b of x[s*gap:] (len(x) >= 3*gap+128*nb).
func sumLeaves4Fast[F Float](x []F, gap int, out []F) bool {
	if !haveAVX2 {
		return false
	}
	_ = x[3*gap+pwBlock*(len(out)/4)-1]
	var z F
	switch any(z).(type) {
	case float64:
		sumLeaves4F64(as[float64](x), gap, as[float64](out))
		return true
	case float32:
		sumLeaves4F32(as[float32](x), gap, as[float32](out))
		return true
	}
	return false
}

// sqLeavesFast stores the leaf sums of x's squared magnitudes (see
// sqLeavesF64) into out with the vector kernel; sqLeaves4Fast is its
// four-stream form, as sumLeaves4Fast. Both report false when there is
// none for T.
func sqLeavesFast[T Real](x []T, out []float64) bool {
	if !haveAVX2 {
		return false
	}
	_ = x[pwBlock*len(out)-1]
	switch x := any(x).(type) {
	case []float64:
		sqLeavesF64(x, out)
		return true
	case []float32:
		sqLeavesF32(x, out)
		return true
	}
	return false
}

func sqLeaves4Fast[T Real](x []T, gap int, out []float64) bool {
	if !haveAVX2 {
		return false
	}
	_ = x[3*gap+pwBlock*(len(out)/4)-1]
	switch x := any(x).(type) {
	case []float64:
		sqLeaves4F64(x, gap, out)
		return true
	case []float32:
		sqLeaves4F32(x, gap, out)
		return true
	}
	return false
}

func sumLeavesFast[F Float](a, out []F) bool {
	if !haveAVX2 {
		return false
	}
	var z F
	switch any(z).(type) {
	case float64:
		sumLeavesF64(as[float64](a), as[float64](out))
		return true
	case float32:
		sumLeavesF32(as[float32](a), as[float32](out))
		return true
	}
	return false
}

// indexFast runs the first-match kernel of float64 or float32 over the
// whole vectors of x: it returns the position of the first element equal
// to v (with nan, of the first NaN) among the first k, and k; the
// position is k where none of them matches (0, 0 for other types or
// without AVX2).
func indexFast[T Real](x []T, v T, nan bool) (at, k int) {
	if !haveAVX2 {
		return 0, 0
	}
	switch x := any(x).(type) {
	case []float64:
		k = len(x) &^ 3
		if nan {
			return firstNaNF64(x), k
		}
		return firstEqF64(x, any(v).(float64)), k
	case []float32:
		k = len(x) &^ 7
		if nan {
			return firstNaNF32(x), k
		}
		return firstEqF32(x, any(v).(float32)), k
	}
	return 0, 0
}

// reverseFast reverses a prefix of dst (from the end of src) for 8-byte
// elements without pointers; it returns the prefix's length.
func reverseFast[T any](dst, src []T, nt bool) int {
	var z T
	if !haveAVX2 || unsafe.Sizeof(z) != 8 || len(dst) < 4 || !pointerFree[T]() {
		return 0
	}
	reverseWords(as[float64](dst), as[float64](src), nt)
	return len(dst) &^ 3
}

// reverseWords runs the reversing kernel over 8-byte words, with
// non-temporal stores when nt is set and dst is 32-byte aligned.
func reverseWords(dst, src []float64, nt bool) {
	if nt && uintptr(unsafe.Pointer(&dst[0]))%32 == 0 {
		reverseF64NT(dst, src)
	} else {
		reverseF64(dst, src)
	}
}

// fillFast fills d with v by the vector kernel and reports whether it did,
// for a pointer-free T whose size divides 32 bytes. The kernel stores a
// 32-byte pattern of v from d's first 32-byte boundary (non-temporal where
// nt is set), in calls of at most callChunk·8 bytes so that the runtime
// can stop the goroutine between them; the bytes before that boundary and
// after the last whole 32 are stored as 32 unaligned bytes of the pattern
// at each end, so every byte gets v's bytes whatever the alignment.
func fillFast[T any](d []T, v T, nt bool) bool {
	var z T
	size := int(unsafe.Sizeof(z))
	if !haveAVX2 || size == 0 || 32%size != 0 || len(d)*size < fillMin || !pointerFree[T]() {
		return false
	}
	b := unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(d))), len(d)*size)
	vb := unsafe.Slice((*byte)(unsafe.Pointer(&v)), size)
	// head is v repeated from byte 0; body, from the boundary, is head
	// rotated by skip (the pattern's period, size, divides 32).
	var head, body [32]byte
	for k := copy(head[:], vb); k < 32; k *= 2 {
		copy(head[k:], head[:k])
	}
	skip := int(-uintptr(unsafe.Pointer(&b[0])) & 31) // bytes to the boundary
	copy(body[copy(body[:], head[skip:]):], head[:skip])
	copy(b, head[:])
	copy(b[len(b)-32:], head[:]) // len(b) is a multiple of size, so is 32
	m := b[skip : skip+(len(b)-skip)&^31]
	for len(m) > 0 {
		k := min(len(m), callChunk*8)
		SafePoint()
		if nt {
			fill32NT(m[:k], &body)
		} else {
			fill32(m[:k], &body)
		}
		m = m[k:]
	}
	return true
}

// StreamsRuns reports whether [Copy] with nt stores unit-stride runs of n
// elements of T non-temporally rather than through copy(). Such a copy
// should read its source in memory order: streamed stores scatter
// cheaply, while runs read from far-apart places leave the prefetchers
// behind (a permutation (1,0,2) of 256³ float64 took 6.7-8.3 ms reading
// its source in order against 14-15 ms in the destination's order, and
// 9.4-11 ms through copy() in either order; 2-core AMD Zen 5 VM).
func StreamsRuns[T any](n int) bool {
	var z T
	nb := n * int(unsafe.Sizeof(z))
	return haveAVX2 && nb >= copyNtMin && nb < copyNtMax && pointerFree[T]()
}

// copyFast copies src into dst (of equal length) with non-temporal stores
// and reports whether it did, for a pointer-free T and a run of copyNtMin
// to copyNtMax bytes; the caller fences. The bytes up to dst's first
// 64-byte boundary and after the last whole 64 go through copy(), so
// that every streamed line is written whole.
func copyFast[T any](dst, src []T) bool {
	if !StreamsRuns[T](len(dst)) {
		return false
	}
	var z T
	nb := len(dst) * int(unsafe.Sizeof(z))
	d := unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(dst))), nb)
	s := unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(src))), nb)
	skip := int(-uintptr(unsafe.Pointer(&d[0])) & 63)
	end := skip + (nb-skip)&^63
	copy(d[:skip], s[:skip])
	for i := skip; i < end; {
		k := min(end-i, callChunk*8)
		SafePoint()
		copy32NT(d[i:i+k], s[i:i+k])
		i += k
	}
	copy(d[end:], s[end:])
	return true
}

// reverseRowsFast runs the reversing kernel over the first n&^3 elements of
// each of the m rows of ReverseRows (n at most callChunk) and reports
// whether it did; it does nothing for a T it has no kernel for, or n < 4.
func reverseRowsFast[T any](dst []T, do, ld int, src []T, so, ls, m, n int, nt bool) bool {
	var z T
	if !haveAVX2 || unsafe.Sizeof(z) != 8 || n < 4 || !pointerFree[T]() {
		return false
	}
	d, s := as[float64](dst), as[float64](src)
	v := n &^ 3
	for i := range m {
		reverseWords(d[do+i*ld:do+i*ld+v], s[so+i*ls-v+1:so+i*ls+1], nt)
	}
	return true
}

// selectFast runs the select kernel for T's width (8 or 4 bytes, plain
// bits) over the longest prefix of d it takes, returning its length.
func selectFast[T any](d []T, c []bool, a, b []T, nt bool) int {
	var z T
	if !haveAVX2 || !plainBits[T]() {
		return 0
	}
	switch unsafe.Sizeof(z) {
	case 8:
		if len(d) < 4 {
			return 0
		}
		if nt {
			select64NT(as[uint64](d), c, as[uint64](a), as[uint64](b))
		} else {
			select64(as[uint64](d), c, as[uint64](a), as[uint64](b))
		}
		return len(d) &^ 3
	case 4:
		if len(d) < 8 {
			return 0
		}
		if nt {
			select32NT(as[uint32](d), c, as[uint32](a), as[uint32](b))
		} else {
			select32(as[uint32](d), c, as[uint32](a), as[uint32](b))
		}
		return len(d) &^ 7
	}
	return 0
}

// reduceWide selects the AVX-512 kernels of float64 reductions (the
// arg-extreme runs and the min/max folds); the tests turn it off to check
// the AVX2 ones on the same machine.
var reduceWide = haveAVX512

// transposeWide selects the AVX-512 transpose kernels (a variable so that
// tests can reach the AVX2 ones too). Through Assign, one worker, 2-core
// Zen 5 VM, alternating runs: float64 4096² 8.8-9.1 ms → 8.3-8.4 ms,
// permute(2,1,0) of 256³ 10.2-10.4 ms → 9.3-9.6 ms, float32 4096x8192
// 12-23 ms → 10.8-10.9 ms.
var transposeWide = haveAVX512

// wideRowsMin is the fewest destination rows the AVX-512 transpose kernels
// take (see transposeFast).
const wideRowsMin = 128

// argRunFast finds the first position of the maximum (or minimum) of
// x[:k], k = len(x) rounded down to a multiple of 16 (of 32 for the
// AVX-512 kernel, which takes runs of 32 or more), with the vector
// kernel in one call (ArgExtremeRun hands it at most argVectorMax
// elements); ok is false (k meaningless) when there is no kernel for T or
// x[:k] holds a NaN.
func argRunFast[T Real](max bool, x []T) (k, at int, ok bool) {
	var z T
	if _, f64 := any(z).(float64); !f64 || !haveAVX2 || len(x) < 16 {
		return 0, 0, false
	}
	var nan bool
	if reduceWide && len(x) >= 32 {
		k = len(x) &^ 31
		if max {
			at, nan = argMaxRunF64Avx512(as[float64](x[:k]))
		} else {
			at, nan = argMinRunF64Avx512(as[float64](x[:k]))
		}
		return k, at, !nan
	}
	k = len(x) &^ 15
	f := as[float64](x[:k])
	var best [4]float64
	var block [4]int
	if max {
		nan = argMaxRunF64(f, &best, &block)
	} else {
		nan = argMinRunF64(f, &best, &block)
	}
	if nan {
		return 0, 0, false
	}
	// The extreme, the first block where a lane holds it (-0 and 0
	// equal, as NumPy's comparisons see them), and its first position
	// in that block.
	m := best[0]
	for _, v := range best[1:] {
		if better(max, v, m) {
			m = v
		}
	}
	b := len(f) / 16
	for l, v := range best {
		if v == m {
			b = min(b, block[l])
		}
	}
	for i := 16 * b; i < min(16*b+16, len(f)); i++ {
		if f[i] == m {
			return k, i, true
		}
	}
	return 0, 0, false // not reached: block b holds m
}

// better reports whether v is strictly better than cur (neither a NaN).
func better(max bool, v, cur float64) bool {
	if max {
		return v > cur
	}
	return v < cur
}

// transposeFast runs the vector kernel for T's width over rows [0, mr)
// (mr a multiple of the block's rows) and the widest band of columns
// [j0, j1) it can take (a multiple of the block's columns, aligned to 32
// bytes in every destination row when nt is set, 64 for the AVX-512
// kernels), tile by tile (Tuning.TransposeTile); mr == 0 when it did
// nothing. The AVX-512 kernels take matrices of wideRowsMin rows or more:
// their taller blocks leave up to 7 (float64) or 15 (float32) rows to the
// Go loop, which in a smaller matrix the AVX2 kernel would have taken.
func transposeFast[T any](dst []T, do, ld int, src []T, so, ls, m, n int, nt bool) (mr, j0, j1 int) {
	var z T
	size := int(unsafe.Sizeof(z))
	if !haveAVX2 || (size != 8 && size != 4) || !pointerFree[T]() {
		return 0, 0, 0
	}
	base := uintptr(unsafe.Pointer(&dst[do]))
	// The AVX-512 kernel's non-temporal stores need 64-byte aligned rows;
	// where they cannot have them, the AVX2 kernel streams in halves.
	wide := transposeWide && m >= wideRowsMin && (!nt || (ld*size)%64 == 0 && base%uintptr(size) == 0)
	rows, cols, align := 4, 8, uintptr(32) // one 64-byte destination line per row of a block
	if size == 4 {
		rows, cols = 8, 16
	}
	if wide {
		rows, align = cols, 64
	}
	mr = m - m%rows
	if mr == 0 || n < cols {
		return 0, 0, 0
	}
	if nt && ((ld*size)%int(align) != 0 || base%uintptr(size) != 0) {
		nt = false
	}
	if nt {
		j0 = int((align - base%align) % align / uintptr(size)) // first column on an aligned boundary
	}
	j1 = j0 + (n-j0)/cols*cols
	if j1 <= j0 {
		return 0, 0, 0
	}
	// Bands of tile.Cols columns, each walked down tile.Rows rows at a
	// time (Tuning.TransposeTile).
	tile := Tune().TransposeTile
	if testTransposeTile != nil {
		tile = *testTransposeTile
	}
	th, tw := mr, cols
	if tile.Rows > 0 {
		th = max(rows, tile.Rows/rows*rows)
	}
	if tile.Cols > 0 {
		tw = max(cols, tile.Cols/cols*cols)
	}
	for j := j0; j < j1; j += tw {
		w := min(tw, j1-j)
		for i := 0; i < mr; i += th {
			h := min(th, mr-i)
			// Direct calls, not a kernel picked once as a func value: the
			// kernels' noescape holds only for direct calls, and through a
			// func value the operands escape (the no-allocation tests fail).
			if wide && size == 4 {
				d, s := as[float32](dst), as[float32](src)
				transpose16x16F32Avx512(&d[do+i*ld+j], ld, &s[so+j*ls+i], ls, h, w, nt)
			} else if wide {
				d, s := as[float64](dst), as[float64](src)
				transpose8x8F64Avx512(&d[do+i*ld+j], ld, &s[so+j*ls+i], ls, h, w, nt)
			} else if size == 8 {
				d, s := as[float64](dst), as[float64](src)
				transpose4x8F64(&d[do+i*ld+j], ld, &s[so+j*ls+i], ls, h, w, nt)
			} else {
				d, s := as[float32](dst), as[float32](src)
				transpose8x16F32(&d[do+i*ld+j], ld, &s[so+j*ls+i], ls, h, w, nt)
			}
		}
	}
	return mr, j0, j1
}

// Fence orders the non-temporal stores made so far on this goroutine's
// thread before later stores: call it once after the last non-temporal
// kernel of an operation (a copy that passed nt to [Copy], [Transpose] or
// [ReverseRows], [ArithVVNT], [ArithVSNT], [SelectNT]), on the goroutine
// that stored.
func Fence() {
	if haveAVX2 {
		sfence()
	}
}

// cmpF64 runs a comparison with a scalar over the longest prefix of d that
// is a multiple of 32, returning its length.
func cmpF64(op CmpOp, d []bool, a []float64, y float64) int {
	if !haveAVX2 || len(d) < 32 {
		return 0
	}
	switch op {
	case CmpLess:
		ltVSF64(d, a, y)
	case CmpLessEqual:
		leVSF64(d, a, y)
	case CmpGreater:
		gtVSF64(d, a, y)
	case CmpGreaterEqual:
		geVSF64(d, a, y)
	case CmpEqual:
		eqVSF64(d, a, y)
	default:
		neVSF64(d, a, y)
	}
	return len(d) &^ 31
}

// cmpVVF64 runs a comparison of two runs over the longest prefix of d that
// is a multiple of 32, returning its length.
func cmpVVF64(op CmpOp, d []bool, a, b []float64) int {
	if !haveAVX2 || len(d) < 32 {
		return 0
	}
	switch op {
	case CmpLess:
		ltVVF64(d, a, b)
	case CmpLessEqual:
		leVVF64(d, a, b)
	case CmpGreater:
		gtVVF64(d, a, b)
	case CmpGreaterEqual:
		geVVF64(d, a, b)
	case CmpEqual:
		eqVVF64(d, a, b)
	default:
		neVVF64(d, a, b)
	}
	return len(d) &^ 31
}

// cmpVVF32 is cmpVVF64 for float32.
func cmpVVF32(op CmpOp, d []bool, a, b []float32) int {
	if !haveAVX2 || len(d) < 32 {
		return 0
	}
	switch op {
	case CmpLess:
		ltVVF32(d, a, b)
	case CmpLessEqual:
		leVVF32(d, a, b)
	case CmpGreater:
		gtVVF32(d, a, b)
	case CmpGreaterEqual:
		geVVF32(d, a, b)
	case CmpEqual:
		eqVVF32(d, a, b)
	default:
		neVVF32(d, a, b)
	}
	return len(d) &^ 31
}

// classFast runs the class kernel (isnan, isinf, isfinite) of float64 or
// float32 over the longest prefix of d that is a multiple of 32 and
// returns its length (0 for other types, short runs or without AVX2).
func classFast[T Real](c Class, d []bool, x []T) int {
	if !haveAVX2 || len(d) < 32 {
		return 0
	}
	var z T
	switch any(z).(type) {
	case float64:
		a := as[float64](x)
		switch c {
		case ClassNaN:
			isnanF64(d, a)
		case ClassInf:
			isinfF64(d, a)
		default:
			isfiniteF64(d, a)
		}
	case float32:
		a := as[float32](x)
		switch c {
		case ClassNaN:
			isnanF32(d, a)
		case ClassInf:
			isinfF32(d, a)
		default:
			isfiniteF32(d, a)
		}
	default:
		return 0
	}
	return len(d) &^ 31
}

// roundFast runs RoundRun's vector kernel over the longest prefix of d (x
// as long) whose length is a multiple of the lanes and returns its length
// (0 for a named float type or without AVX2): rint(x) where div is false
// and p is 1, rint(x·p)/p where div is false, rint(x/p)·p where it is set.
func roundFast[F Float](d, x []F, p F, div bool) int {
	if !haveAVX2 {
		return 0
	}
	switch any(p).(type) {
	case float64:
		d, x, p := as[float64](d), as[float64](x), float64(p)
		switch {
		case p == 1:
			rintF64(d, x)
		case div:
			roundDivF64(d, x, p)
		default:
			roundMulF64(d, x, p)
		}
		return len(d) &^ 3
	case float32:
		d, x, p := as[float32](d), as[float32](x), float32(p)
		switch {
		case p == 1:
			rintF32(d, x)
		case div:
			roundDivF32(d, x, p)
		default:
			roundMulF32(d, x, p)
		}
		return len(d) &^ 7
	}
	return 0
}

// compressFast runs the compress kernel of T's width (8 or 4 bytes,
// pointer-free) over a prefix of src, a chunk of callChunk elements a call,
// and returns how many elements of src it consumed and how many it stored
// into d (0, 0 for other types or without AVX2).
func compressFast[T any](d, src []T, c []bool) (i, k int) {
	var z T
	if !haveAVX2 || !pointerFree[T]() || (unsafe.Sizeof(z) != 8 && unsafe.Sizeof(z) != 4) {
		return 0, 0
	}
	for i < len(src) {
		if i > 0 {
			SafePoint()
		}
		j := min(i+callChunk, len(src))
		var a, b int
		if unsafe.Sizeof(z) == 8 {
			a, b = compress64(as[uint64](d[k:]), as[uint64](src[i:j]), c[i:j])
		} else {
			a, b = compress32(as[uint32](d[k:]), as[uint32](src[i:j]), c[i:j])
		}
		i, k = i+a, k+b
		if i < j {
			break // the chunk's last group, or no room left in d
		}
	}
	return i, k
}

// cmpF32 is cmpF64 for float32.
func cmpF32(op CmpOp, d []bool, a []float32, y float32) int {
	if !haveAVX2 || len(d) < 32 {
		return 0
	}
	switch op {
	case CmpLess:
		ltVSF32(d, a, y)
	case CmpLessEqual:
		leVSF32(d, a, y)
	case CmpGreater:
		gtVSF32(d, a, y)
	case CmpGreaterEqual:
		geVSF32(d, a, y)
	case CmpEqual:
		eqVSF32(d, a, y)
	default:
		neVSF32(d, a, y)
	}
	return len(d) &^ 31
}

// clipRunF64 clips the longest prefix of d whose length is a multiple of 4
// with the AVX2 kernel and returns that length (0 without AVX2).
func clipRunF64(d, s []float64, lo, hi float64) int {
	if !haveAVX2 || len(d) < 4 {
		return 0
	}
	clipF64(d, s[:len(d)], lo, hi)
	return len(d) &^ 3
}

// clipRunF32 is clipRunF64 for float32, 8 lanes.
func clipRunF32(d, s []float32, lo, hi float32) int {
	if !haveAVX2 || len(d) < 8 {
		return 0
	}
	clipF32(d, s[:len(d)], lo, hi)
	return len(d) &^ 7
}

// haveAVX512 selects the AVX-512 GEMM micro-kernels; like haveAVX2 it is a
// variable so that tests can run the other paths on the same machine.
var haveAVX512 = cpu.X86.HasAVX512F

// haveFMA gates the AVX2 GEMM micro-kernels, which multiply-add in one
// instruction.
var haveFMA = cpu.X86.HasFMA

// The vector micro-kernel families, widest first: 8×24, 8×16, 8×8
// (float64) or 8×48, 8×32, 8×16 (float32) with AVX-512; 6×8, 6×4 or 6×16,
// 6×8 with AVX2 and FMA.
var (
	gemmAvx512F64 = vecFamily{mr: 8, n: 3, nrs: [3]int{24, 16, 8}, k64: [3]kern64{gemmAvx5128x24F64, gemmAvx5128x16F64, gemmAvx5128x8F64}}
	gemmAvx2F64   = vecFamily{mr: 6, n: 2, nrs: [3]int{8, 4}, k64: [3]kern64{gemmAvx26x8F64, gemmAvx26x4F64}}
	gemmAvx512F32 = vecFamily{mr: 8, n: 3, nrs: [3]int{48, 32, 16}, k32: [3]kern32{gemmAvx5128x48F32, gemmAvx5128x32F32, gemmAvx5128x16F32}}
	gemmAvx2F32   = vecFamily{mr: 6, n: 2, nrs: [3]int{16, 8}, k32: [3]kern32{gemmAvx26x16F32, gemmAvx26x8F32}}
)

// gemmVector returns the vector micro-kernels for float32 or float64
// (named float types too) on this CPU.
func gemmVector[T Number]() (gemmKernel[T], bool) {
	kind := reflect.TypeFor[T]().Kind()
	if kind != reflect.Float64 && kind != reflect.Float32 || !haveAVX2 || !haveFMA {
		return gemmKernel[T]{}, false
	}
	f := &gemmAvx2F32
	switch {
	case kind == reflect.Float64 && haveAVX512:
		f = &gemmAvx512F64
	case kind == reflect.Float64:
		f = &gemmAvx2F64
	case haveAVX512:
		f = &gemmAvx512F32
	}
	return gemmKernel[T]{mr: f.mr, nr: f.nrs[0], vec: f}, true
}

// GemmISA names the micro-kernels this build and machine use.
func GemmISA() string {
	switch {
	case haveAVX2 && haveFMA && haveAVX512:
		return "AVX-512 (float64 8x24, float32 8x48)"
	case haveAVX2 && haveFMA:
		return "AVX2+FMA (float64 6x8, float32 6x16)"
	}
	return "Go (4x4)"
}

// cpuidCaches returns the data cache sizes that CPUID reports, 0 for a
// level it does not: the deterministic cache parameters (leaf 0x8000001D
// on AMD, 4 on others), and where a hypervisor leaves those empty, the
// older extended leaves: L2 from 0x80000006, and on AMD L1d from
// 0x80000005 (not L3, which 0x80000006 gives for the whole package: 508
// MiB on a Zen 5 EPYC whose cores share 32 MiB). It is the fallback where
// Linux's sysfs has no cache directory, as in some virtual machines.
func cpuidCaches() Caches {
	var c Caches
	maxLeaf, b, cx, d := cpuid(0, 0)
	amd := b == 0x68747541 && cx == 0x444d4163 && d == 0x69746e65 // "AuthenticAMD"
	maxExt, _, _, _ := cpuid(0x80000000, 0)
	leaf := uint32(4)
	if amd {
		leaf = 0x8000001d
	}
	if (amd && maxExt >= leaf) || (!amd && maxLeaf >= leaf) {
		for sub := range uint32(16) {
			a, b, cx, _ := cpuid(leaf, sub)
			level, size, ok := cacheLevel(a, b, cx)
			if !ok {
				break
			}
			c = c.with(level, size)
		}
	}
	if c != (Caches{}) || maxExt < 0x80000006 {
		return c
	}
	_, _, l2, _ := cpuid(0x80000006, 0)
	c.L2 = int(l2>>16) << 10
	if amd {
		_, _, l1, _ := cpuid(0x80000005, 0)
		c.L1 = int(l1>>24) << 10
	}
	return c
}

// cpuFamily returns the CPU's family as CPUID leaf 1 reports it (the
// base family, plus the extended family where the base is 0xF): 6 for
// Intel's cores, 25 for AMD Zen 3 and Zen 4, 26 for Zen 5.
func cpuFamily() int {
	a, _, _, _ := cpuid(1, 0)
	f := int(a>>8) & 0xF
	if f == 0xF {
		f += int(a>>20) & 0xFF
	}
	return f
}

// cmulF64 and cmulF32 run the complex product kernel over the longest
// prefix of d's (real, imaginary) parts that fills whole vectors, and
// return its length in parts.
func cmulF64(d, a, b []float64) int {
	if !haveAVX2 || len(d) < 4 {
		return 0
	}
	cmulVVF64(d, a, b)
	return len(d) &^ 3
}

func cmulF32(d, a, b []float32) int {
	if !haveAVX2 || len(d) < 8 {
		return 0
	}
	cmulVVF32(d, a, b)
	return len(d) &^ 7
}

// cmulSF64 and cmulSF32 are cmulF64 and cmulF32 with every b the complex
// number yr + yi·i.
func cmulSF64(d, a []float64, yr, yi float64) int {
	if !haveAVX2 || len(d) < 4 {
		return 0
	}
	cmulVSF64(d, a, yr, yi)
	return len(d) &^ 3
}

func cmulSF32(d, a []float32, yr, yi float32) int {
	if !haveAVX2 || len(d) < 8 {
		return 0
	}
	cmulVSF32(d, a, yr, yi)
	return len(d) &^ 7
}
