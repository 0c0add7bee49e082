package kernel

// The sums of squared magnitudes behind the 2-norm and the Frobenius norm:
// NumPy's sums of a buffer holding float64(|x|)² for every element, made
// here without that buffer.

// SqPairwise returns [Pairwise]'s sum of float64(|x[off+i]|)² for i < n
// (n at most BufSize): the leaves kernel squares as it adds where the
// chunk is a perfect tree of leaves (128·2^j elements) and T has one, and
// the squares are made in buf (at least n long) otherwise.
func SqPairwise[T Real](x []T, off, n int, buf []float64) float64 {
	if n >= pwBlock && n <= BufSize && n&(n-1) == 0 {
		var leaves [BufSize / pwBlock]float64
		l := leaves[:n/pwBlock]
		if sqLeavesFast(x[off:off+n], l) {
			return foldLeaves(l)
		}
	}
	b := buf[:n]
	SquaresRun(b, x, off)
	return pairwise(b)
}

// SquaresRun stores float64(|x[off+i]|)² into d[i] for i < len(d).
func SquaresRun[T Real](d []float64, x []T, off int) {
	AbsRun(d, 0, 1, x, off, 1, len(d))
	ArithVV(Mul, d, d, d)
}

// SqChunkSums stores into sums[c] the sum of the squared magnitudes of the
// chunk x[c*BufSize : (c+1)*BufSize] (len(x) == BufSize*len(sums)), as
// [SqPairwise] sums it, taking the chunks four at a time from the quarters
// of x, as [ChunkSums] does, where the vector kernel serves. buf is as
// SqPairwise's.
func SqChunkSums[T Real](x []T, sums, buf []float64) {
	c := 0
	if q := len(sums) / sumStreams; q > 0 && haveSqLeaves[T]() {
		var leaves [sumStreams * BufSize / pwBlock]float64
		const nb = BufSize / pwBlock
		for i := range q {
			sqLeaves4Fast(x[i*BufSize:], q*BufSize, leaves[:])
			for s := range sumStreams {
				sums[s*q+i] = foldLeaves(leaves[s*nb : (s+1)*nb])
			}
		}
		c = sumStreams * q
	}
	for ; c < len(sums); c++ {
		sums[c] = SqPairwise(x, c*BufSize, BufSize, buf)
	}
}

// haveSqLeaves reports whether the squares' leaves kernels serve T.
func haveSqLeaves[T Real]() bool {
	var one [pwBlock]T
	var out [1]float64
	return sqLeavesFast(one[:], out[:])
}

// SqSumRows adds to dst[do+r] the sum of the squared magnitudes of the row
// x[so+r*n : so+(r+1)*n] for r < nrows (n at most BufSize), each as
// [SqPairwise] sums it; rows of 128·2^j elements have their leaves summed
// many rows to a call, as [SumRows128] does, and other rows are squared
// into buf (at least n long) as many at a time as it holds.
func SqSumRows[T Real](dst []float64, do int, x []T, so, n, nrows int, buf []float64) {
	if n >= pwBlock && n&(n-1) == 0 && n <= BufSize && haveSqLeaves[T]() {
		var lbuf [BufSize / pwBlock]float64
		leaves := n / pwBlock
		batch := len(lbuf) / leaves
		for r0 := 0; r0 < nrows; r0 += batch {
			b := min(batch, nrows-r0)
			l := lbuf[:b*leaves]
			sqLeavesFast(x[so+r0*n:so+(r0+b)*n], l)
			for r := range b {
				dst[do+r0+r] += foldLeaves(l[r*leaves : (r+1)*leaves])
			}
		}
		return
	}
	g := max(1, len(buf)/n)
	for r0 := 0; r0 < nrows; r0 += g {
		b := min(g, nrows-r0)
		sq := buf[:b*n]
		SquaresRun(sq, x, so+r0*n)
		SumRows128(dst, do+r0, 1, sq, 0, n, b)
	}
}
