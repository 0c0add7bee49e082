package kernel

import "math"

// Float is a constraint that permits the floating-point types.
type Float interface{ ~float32 | ~float64 }

// BufSize is NumPy's default ufunc buffer size in elements: a reduction over
// a long run adds the pairwise sums of consecutive chunks of this length in
// order, which is what np.add.reduce does.
const BufSize = 8192

// pwBlock is NumPy's PW_BLOCKSIZE: runs up to this length are summed with
// eight accumulators; longer runs are halved.
const pwBlock = 128

// SumRun returns acc plus the sum of x[off+i*s] for i in [0, n), added as
// NumPy's np.add.reduce adds a run: the run is cut into chunks of BufSize
// elements and acc += pairwise(chunk) for each chunk in order. The chunks
// of a long contiguous run are summed by [ChunkSums], up to 256 at a time.
func SumRun[F Float](acc F, x []F, off, n, s int) F {
	if s == 1 && n >= sumStreams*BufSize {
		var sums [256]F
		for n >= sumStreams*BufSize {
			c := min(n/BufSize, len(sums))
			ChunkSums(x[off:off+c*BufSize], sums[:c])
			for _, v := range sums[:c] {
				acc += v
			}
			off += c * BufSize
			n -= c * BufSize
		}
	}
	for n > 0 {
		k := min(n, BufSize)
		acc += Pairwise(x, off, k, s)
		off += k * s
		n -= k
	}
	return acc
}

// Pairwise is NumPy's pairwise_sum of x[off+i*s] for i in [0, n), one
// chunk of [SumRun].
func Pairwise[F Float](x []F, off, n, s int) F {
	if s == 1 {
		return pairwise(x[off : off+n : off+n])
	}
	return pairwiseStrided(x, off, n, s)
}

// sumStreams is how many distant regions of memory [ChunkSums] reads in
// step. One sequential stream leaves most of the memory system idle on
// some CPUs: on a 2-core Zen 3 VM (AVX2), reading 128 MiB of float64 as
// one stream ran at 6.5-8.4 GB/s and as four streams a quarter of the
// buffer apart at 11.1-12.8 GB/s; 16 MiB, 8.8-14 against 18-24 GB/s.
const sumStreams = 4

// ChunkSums stores into sums[c] the pairwise sum of the chunk
// x[c*BufSize : (c+1)*BufSize] (len(x) == BufSize*len(sums)), as
// [Pairwise] sums it. Where the vector kernel serves, the chunks are
// taken four at a time, one from each quarter of x, and their leaves
// summed side by side (see sumStreams); each chunk's sum is the same bits
// either way.
func ChunkSums[F Float](x, sums []F) {
	c := 0
	if q := len(sums) / sumStreams; q > 0 && haveLeaves[F]() {
		var leaves [sumStreams * BufSize / pwBlock]F
		const nb = BufSize / pwBlock
		for i := range q {
			sumLeaves4Fast(x[i*BufSize:], q*BufSize, leaves[:])
			for s := range sumStreams {
				sums[s*q+i] = foldLeaves(leaves[s*nb : (s+1)*nb])
			}
		}
		c = sumStreams * q
	}
	for ; c < len(sums); c++ {
		sums[c] = pairwise(x[c*BufSize : (c+1)*BufSize])
	}
}

// foldLeaves adds up the sums of a perfect tree's leaves (a power of two of
// them, overwritten) level by level, in the order of pairwise's recursion.
func foldLeaves[F Float](l []F) F {
	for len(l) > 1 {
		for i := range len(l) / 2 {
			l[i] = l[2*i] + l[2*i+1]
		}
		l = l[:len(l)/2]
	}
	return l[0]
}

// pairwise is NumPy's pairwise_sum for a contiguous run.
func pairwise[F Float](a []F) F {
	n := len(a)
	if n >= pwBlock && n <= BufSize && n&(n-1) == 0 {
		// 128·2^j elements (every full chunk): the recursion halves into a
		// perfect tree of 128-element leaves. Sum the leaves in one vector
		// call and add them up level by level, in the recursion's order.
		var buf [BufSize / pwBlock]F
		l := buf[:n/pwBlock]
		if sumLeavesFast(a, l) {
			return foldLeaves(l)
		}
	}
	switch {
	case n < 8:
		var res F
		for _, v := range a {
			res += v
		}
		return res
	case n <= pwBlock:
		var r [8]F
		m := n - n%8
		if !sumBlockFast(a[:m], &r) {
			sumBlockGo(a[:m], &r)
		}
		res := ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]))
		for _, v := range a[m:] {
			res += v
		}
		return res
	}
	n2 := n / 2
	n2 -= n2 % 8
	return pairwise(a[:n2]) + pairwise(a[n2:])
}

// sumBlockGo stores NumPy's eight accumulators over a block (len(a) a
// positive multiple of 8) into r: r[j] = a[j] + a[8+j] + … in order.
func sumBlockGo[F Float](a []F, r *[8]F) {
	r0, r1, r2, r3 := a[0], a[1], a[2], a[3]
	r4, r5, r6, r7 := a[4], a[5], a[6], a[7]
	for i := 8; i < len(a); i += 8 {
		b := a[i : i+8 : i+8]
		r0 += b[0]
		r1 += b[1]
		r2 += b[2]
		r3 += b[3]
		r4 += b[4]
		r5 += b[5]
		r6 += b[6]
		r7 += b[7]
	}
	*r = [8]F{r0, r1, r2, r3, r4, r5, r6, r7}
}

// pairwiseStrided is NumPy's pairwise_sum for x[off+i*s], i in [0, n).
func pairwiseStrided[F Float](x []F, off, n, s int) F {
	switch {
	case n < 8:
		var res F
		for i := range n {
			res += x[off+i*s]
		}
		return res
	case n <= pwBlock:
		var r [8]F
		for j := range 8 {
			r[j] = x[off+j*s]
		}
		i := 8
		for ; i < n-n%8; i += 8 {
			for j := range 8 {
				r[j] += x[off+(i+j)*s]
			}
		}
		res := ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]))
		for ; i < n; i++ {
			res += x[off+i*s]
		}
		return res
	}
	n2 := n / 2
	n2 -= n2 % 8
	return pairwiseStrided(x, off, n2, s) + pairwiseStrided(x, off+n2*s, n-n2, s)
}

// SumComplexRun is [SumRun] for complex elements given as interleaved
// (real, imaginary) pairs: x[2*(off+i*s)] and x[2*(off+i*s)+1] are the
// parts of element i. It follows NumPy's pairwise_sum for complex types,
// which counts scalars (two per element) and keeps four accumulators per
// part.
func SumComplexRun[F Float](accRe, accIm F, x []F, off, n, s int) (F, F) {
	for n > 0 {
		k := min(n, BufSize)
		re, im := pairwiseComplex(x, off, 2*k, s)
		accRe += re
		accIm += im
		off += k * s
		n -= k
	}
	return accRe, accIm
}

// pairwiseComplex mirrors NumPy's pairwise_sum_CDOUBLE: n counts scalars
// (twice the elements) and element e sits at x[2*(off+e*s)].
func pairwiseComplex[F Float](x []F, off, n, s int) (F, F) {
	at := func(i int) (F, F) { // i counts scalars and is even
		p := 2 * (off + (i/2)*s)
		return x[p], x[p+1]
	}
	switch {
	case n < 8:
		var rr, ri F
		for i := 0; i < n; i += 2 {
			re, im := at(i)
			rr += re
			ri += im
		}
		return rr, ri
	case n <= pwBlock:
		var r [8]F
		for j := 0; j < 8; j += 2 {
			r[j], r[j+1] = at(j)
		}
		i := 8
		for ; i < n-n%8; i += 8 {
			for j := 0; j < 8; j += 2 {
				re, im := at(i + j)
				r[j] += re
				r[j+1] += im
			}
		}
		rr := (r[0] + r[2]) + (r[4] + r[6])
		ri := (r[1] + r[3]) + (r[5] + r[7])
		for ; i < n; i += 2 {
			re, im := at(i)
			rr += re
			ri += im
		}
		return rr, ri
	}
	n2 := n / 2
	n2 -= n2 % 8
	rr1, ri1 := pairwiseComplex(x, off, n2, s)
	rr2, ri2 := pairwiseComplex(x, off+(n2/2)*s, n-n2, s)
	return rr1 + rr2, ri1 + ri2
}

// SumRows128 adds to dst[do+r*ds] the sum of the contiguous row
// x[so+r*n : so+(r+1)*n] for r < nrows, each summed as [SumRun] sums it
// (so bit for bit NumPy's sum of each row). When n is 128·2^j and at most
// BufSize, the leaves of many rows come from one vector call.
func SumRows128[F Float](dst []F, do, ds int, x []F, so, n, nrows int) {
	if n < 8 && n > 0 {
		// pairwise's loop for short runs, without the calls per row (an
		// empty row adds nothing, not even a zero that would turn -0 into
		// +0).
		for r := range nrows {
			var res F
			for _, v := range x[so+r*n : so+(r+1)*n] {
				res += v
			}
			dst[do+r*ds] += res
		}
		return
	}
	leaves := n / pwBlock
	if n < pwBlock || n > BufSize || n&(n-1) != 0 || !haveLeaves[F]() {
		for r := range nrows {
			dst[do+r*ds] = SumRun(dst[do+r*ds], x, so+r*n, n, 1)
		}
		return
	}
	var buf [BufSize / pwBlock]F
	batch := len(buf) / leaves // rows per vector call
	for r0 := 0; r0 < nrows; r0 += batch {
		b := min(batch, nrows-r0)
		l := buf[:b*leaves]
		sumLeavesFast(x[so+r0*n:so+(r0+b)*n], l)
		for r := range b {
			dst[do+(r0+r)*ds] += foldLeaves(l[r*leaves : (r+1)*leaves])
		}
	}
}

// haveLeaves reports whether sumLeavesFast has a vector kernel for F.
func haveLeaves[F Float]() bool {
	var one [pwBlock]F
	var out [1]F
	return sumLeavesFast(one[:], out[:])
}

// ProdRun returns acc times the product of x[off+i*s] for i in [0, n),
// multiplied one element at a time in order, as NumPy's np.multiply.reduce
// multiplies a run.
func ProdRun[T Number](acc T, x []T, off, n, s int) T {
	switch x := any(x).(type) {
	case []complex128:
		return any(prodComplex(any(acc).(complex128), x, off, n, s)).(T)
	case []complex64:
		return any(complex64(prodComplex(complex128(any(acc).(complex64)), x, off, n, s))).(T)
	}
	for range n {
		acc *= x[off]
		off += s
	}
	return acc
}

// MulRun multiplies d[do+i*ds] by x[xo+i*xs] for i < n, complex elements
// rounded as [ProdRun] rounds them; unit-stride runs by the vector
// kernels (the rows of a product along an outer axis: 1024² float64 along
// axis 0, one worker, 2-core AMD EPYC (Zen 4) VM, 1.0-1.2 ms element by
// element, against NumPy's 0.16 ms).
func MulRun[T Number](d []T, do, ds int, x []T, xo, xs, n int) {
	switch any(x).(type) {
	case []complex128, []complex64:
		for range n {
			d[do] = ProdRun(d[do], x, xo, 1, xs)
			do += ds
			xo += xs
		}
		return
	}
	if ds == 1 && xs == 1 {
		ArithVV(Mul, d[do:do+n], d[do:do+n], x[xo:xo+n])
		return
	}
	ArithStrided(Mul, d, do, ds, d, do, ds, x, xo, xs, n)
}

// prodComplex is ProdRun for complex elements, each product rounded as
// NumPy's loop rounds it: (ac - bd) + (ad + bc)i with every product and sum
// rounded on its own (the explicit conversions keep Go from fusing them
// into multiply-adds where the target has FMA). complex64 elements are
// multiplied in float32.
func prodComplex[C complex64 | complex128](acc complex128, x []C, off, n, s int) complex128 {
	if _, ok := any(x).([]complex64); ok {
		a, b := float32(real(acc)), float32(imag(acc))
		for range n {
			c, d := float32(real(complex128(x[off]))), float32(imag(complex128(x[off])))
			a, b = float32(a*c)-float32(b*d), float32(a*d)+float32(b*c)
			off += s
		}
		return complex(float64(a), float64(b))
	}
	a, b := real(acc), imag(acc)
	for range n {
		v := complex128(x[off])
		c, d := real(v), imag(v)
		a, b = float64(a*c)-float64(b*d), float64(a*d)+float64(b*c)
		off += s
	}
	return complex(a, b)
}

// DivRun replaces each of the n elements of d from offset o, stride s, by
// its quotient by div computed in float64 and rounded to F (NumPy divides
// a float32 mean or variance by its count so once the count needs more
// than 16 bits), and with sqrt by the square root of that, rounded in F.
// A float32 quotient of a count below 2^24 is the float32 division's.
func DivRun[F Float](d []F, o, s, n int, div float64, sqrt bool) {
	for range n {
		v := F(float64(d[o]) / div)
		if sqrt {
			v = F(math.Sqrt(float64(v)))
		}
		d[o] = v
		o += s
	}
}
