package kernel

import (
	"github.com/fixedrank/tensor/internal/par"
	"math"
	"sync"
	"unsafe"
)

// Mat is a strided matrix operand of [Gemm]: element (i, j) is
// Data[Off + i*RS + j*CS]. Strides may have either sign, so a transposed,
// reversed or sliced view is read where it lies, never copied first.
type Mat[T any] struct {
	Data       []T
	Off        int
	RS, CS     int
	Rows, Cols int
}

// at returns the address of element (i, j).
func (x *Mat[T]) at(i, j int) int { return x.Off + i*x.RS + j*x.CS }

// Gemm stores A·B into C (C = A·B, not added to), for A of a.Rows×a.Cols, B
// of a.Cols×b.Cols and C of a.Rows×b.Cols; C must not overlap A or B. It
// is BLIS's algorithm: C is cut into NC-wide column blocks, the
// contraction into KC-deep slices and A into MC-tall row blocks; each
// slice of B and block of A is packed (read through its strides, any sign)
// into micro-panels that the micro-kernel streams, and the micro-kernel
// keeps an MR×NR tile of C in registers. The block sizes come from the
// running machine's caches ([GemmBlocking]). Products with little work
// (below [gemmSmall] multiply-adds) skip the packing.
//
// Each element of C is a sum of its k products in order of p, or for a
// single column of C (n = 1) blocks of sixteen interleaved partial sums ([Dot]):
// a different order than NumPy's BLAS, within the same error bound. A
// product with k = 1 (an outer product) is the elementwise one. NaN and Inf
// propagate as in IEEE arithmetic, and integers wrap.
func Gemm[T Number](a, b, c Mat[T]) {
	m, k, n := a.Rows, a.Cols, b.Cols
	if m == 0 || n == 0 {
		return
	}
	if k == 0 {
		zeroMat(c)
		return
	}
	if k == 1 {
		gemmOuter(a, b, c)
		return
	}
	if n == 1 {
		gemmDots(a, b, c)
		return
	}
	if m*n <= gemmSmall && m*n*k <= gemmSmall || (m < 4 && n < 4) { // m*n fits: C exists
		gemmSmallGo(a, b, c)
		return
	}
	g := gemmFor[T]()
	if g.vec != nil && b.CS == 1 && m*n <= gemmDirect && m*n*k <= gemmDirect*gemmDirectK {
		gemmDirectRun(&g, a, b, c)
		return
	}
	bl := gemmBlocking(g.mr, g.nr, int(unsafe.Sizeof(*new(T))))
	// In parallel, the parts share each packed slice of B and compute a
	// band of C's rows each (or, for a C of few rows, of its columns from
	// their own slices of B), cut at whole micro-tiles, with the same
	// loops: every element of C is the same sum whatever the split.
	parts := par.Parts(m*n*k/gemmGrain, 1)
	switch {
	case parts > 1 && m >= parts*g.mr:
		gemmBlocked(&g, bl, a, b, c, parts)
	case parts > 1 && n >= parts*g.nr:
		gp := &gemmKernel[T]{} // the parts' copy: g itself stays off the heap
		*gp = g
		tiles := (n + g.nr - 1) / g.nr
		par.Run(parts, func(i int) {
			c0, c1 := min(i*tiles/parts*gp.nr, n), min((i+1)*tiles/parts*gp.nr, n)
			gemmBlocked(gp, bl, a, sub(b, 0, c0, k, c1-c0), sub(c, 0, c0, m, c1-c0), 1)
		})
	default:
		gemmBlocked(&g, bl, a, b, c, 1)
	}
}

// gemmGrain is the number of multiply-adds below which a product stays on
// one goroutine.
const gemmGrain = 1 << 18

// gemmBlocked runs BLIS's five loops around the micro-kernel (see [Gemm]),
// in parts parts (1: all on the calling goroutine). Each KC×NC slice of B
// is packed once, its micro-panels shared out among the parts, and then
// each part computes a band of C's rows, cut at whole micro-tiles, from
// the whole packed slice. Packing B in every part instead cost each of two
// workers a whole pass over B (GEMM n = 1024 on both cores of a 2-core
// Zen 3 VM: 1.76x one worker).
func gemmBlocked[T Number](g *gemmKernel[T], bl Blocking, a, b, c Mat[T], parts int) {
	m, k, n := a.Rows, a.Cols, b.Cols
	bufp := gemmBufs.Get().(*gemmBuf)
	defer gemmBufs.Put(bufp)
	bp := growBuf[T](&bufp.b, bl.KC*bl.NC)
	tiles := (m + g.mr - 1) / g.mr
	for jc := 0; jc < n; jc += bl.NC {
		nc := min(bl.NC, n-jc)
		for pc := 0; pc < k; pc += bl.KC {
			kc := min(bl.KC, k-pc)
			if parts == 1 {
				packB(bp, &b, pc, jc, kc, nc, g)
				gemmRows(g, bl, bufp, a, c, bp, 0, m, pc, kc, jc, nc)
				continue
			}
			gemmSlice(g, bl, a, b, c, bp, parts, tiles, pc, kc, jc, nc)
		}
	}
}

// gemmSlice is one slice of gemmBlocked in parts parts: B's rows pc… (kc)
// and columns jc… (nc) packed into bp, the micro-panels shared out, then
// each part's band of rows computed from them. It is a function of its own
// so that the one-part loop above builds no closures (their captured
// variables would escape to the heap on every product).
func gemmSlice[T Number](g0 *gemmKernel[T], bl Blocking, a, b, c Mat[T], bp []T, parts, tiles, pc, kc, jc, nc int) {
	g := new(gemmKernel[T]) // the parts' copy: the caller's stays off the heap
	*g = *g0
	m := a.Rows
	panels := (nc + g.nr - 1) / g.nr
	par.Run(parts, func(i int) {
		s0, s1 := i*panels/parts*g.nr, min((i+1)*panels/parts*g.nr, nc)
		if s0 < s1 {
			packB(bp[s0*kc:], &b, pc, jc+s0, kc, s1-s0, g)
		}
	})
	par.Run(parts, func(i int) {
		r0, r1 := min(i*tiles/parts*g.mr, m), min((i+1)*tiles/parts*g.mr, m)
		own := gemmBufs.Get().(*gemmBuf)
		gemmRows(g, bl, own, a, c, bp, r0, r1, pc, kc, jc, nc)
		gemmBufs.Put(own)
	})
}

// gemmRows computes rows [r0, r1) of C's columns jc… (nc) from the packed
// slice bp of B's rows pc… (kc): A's rows in MC-tall blocks packed into
// buf, each block against every micro-panel of bp.
func gemmRows[T Number](g *gemmKernel[T], bl Blocking, buf *gemmBuf, a, c Mat[T], bp []T, r0, r1, pc, kc, jc, nc int) {
	ap := growBuf[T](&buf.a, bl.MC*bl.KC+g.mr*g.nr)
	tile := growBuf[T](&buf.tile, gemmMaxTile)
	add := pc > 0
	for ic := r0; ic < r1; ic += bl.MC {
		mc := min(bl.MC, r1-ic)
		packA(ap, &a, ic, pc, mc, kc, g.mr)
		for jr := 0; jr < nc; jr += g.nr {
			nr := min(g.nr, nc-jr)
			kern, w := g.edge(nr)
			bpan := bp[jr*kc : jr*kc+w*kc]
			for ir := 0; ir < mc; ir += g.mr {
				mr := min(g.mr, mc-ir)
				apan := ap[ir*kc : ir*kc+g.mr*kc]
				ci := c.at(ic+ir, jc+jr)
				if mr == g.mr && nr == w && c.CS == 1 && c.RS > 0 {
					gemmRun(g, kern, kc, apan, 0, 1, g.mr, bpan, 0, w, c.Data, ci, c.RS, add)
					continue
				}
				// An edge tile, or C not row-major: the tile goes
				// through a buffer.
				t := tile[:g.mr*w]
				gemmRun(g, kern, kc, apan, 0, 1, g.mr, bpan, 0, w, t, 0, w, false)
				storeTile(&c, ic+ir, jc+jr, t, w, mr, nr, add)
			}
		}
	}
}

// gemmSmall is the number of multiply-adds below which [Gemm] multiplies
// directly, without packing: there the packing costs more than it saves.
const gemmSmall = 16 * 16 * 16

// gemmDirect and gemmDirectK bound the products that the vector kernels
// run on the operands as they lie, without packing (m·n and k): there the
// packing would cost about as much as the arithmetic. B must have unit
// column stride; A any strides.
const (
	gemmDirect  = 64 * 64
	gemmDirectK = 64
)

// gemmDirectRun multiplies without packing: the micro-kernels read A
// through its strides and B's rows in place, tile by tile. The rows below
// the last whole tile are the last mr rows' tile again (its repeated rows
// get the same bits); the columns no kernel width fits, and all of a
// product shorter than a tile, take the Go path, where a batch of 32×32
// products spent 1.03 of its 1.91 s of products in a profile (2 of 32
// rows, scalar).
func gemmDirectRun[T Number](g *gemmKernel[T], a, b, c Mat[T]) {
	m, k, n := a.Rows, a.Cols, b.Cols
	var tile []T // for a C that is not row-major
	mFull := m - m%g.mr
	for j0 := 0; j0 < n; {
		w := g.directWidth(n - j0)
		kern, kw := g.edge(w)
		if kw != w {
			// No kernel is exactly this narrow: the Go path takes the rest.
			gemmSmallGo(a, sub(b, 0, j0, k, n-j0), sub(c, 0, j0, m, n-j0))
			return
		}
		last := mFull // the rows the kernels cover
		if m >= g.mr {
			last = m
		}
		for i0 := 0; i0 < last; i0 += g.mr {
			// Rows below the last whole tile: the kernel over the last mr
			// rows, whose first ones it computed already (the same bits).
			i0 = min(i0, m-g.mr)
			ao, bo := a.at(i0, 0), b.at(0, j0)
			if c.CS == 1 && c.RS > 0 {
				gemmRun(g, kern, k, a.Data, ao, a.RS, a.CS, b.Data, bo, b.RS, c.Data, c.at(i0, j0), c.RS, false)
				continue
			}
			if tile == nil {
				tile = make([]T, gemmMaxTile)
			}
			t := tile[:g.mr*w]
			gemmRun(g, kern, k, a.Data, ao, a.RS, a.CS, b.Data, bo, b.RS, t, 0, w, false)
			storeTile(&c, i0, j0, t, w, g.mr, w, false)
		}
		if last < m {
			gemmSmallGo(sub(a, last, 0, m-last, k), sub(b, 0, j0, k, w), sub(c, last, j0, m-last, w))
		}
		j0 += w
	}
}

// gemmOuter stores the outer product of A's only column and B's only row
// into C: each row of C is B's row times one element of A.
func gemmOuter[T Number](a, b, c Mat[T]) {
	n := b.Cols
	var z T
	// A C larger than the caches is stored past them (Tuning.NtBytes):
	// its lines are not read first, and the rows of B stay cached.
	nt := a.Rows*n*int(unsafe.Sizeof(z)) >= Tune().NtBytes
	for i := range a.Rows {
		x := a.Data[a.at(i, 0)]
		co, bo := c.at(i, 0), b.at(0, 0)
		switch {
		case c.CS == 1 && b.CS == 1 && nt:
			ArithVSNT(Mul, c.Data[co:co+n], b.Data[bo:bo+n], x)
		case c.CS == 1 && b.CS == 1:
			ArithVS(Mul, c.Data[co:co+n], b.Data[bo:bo+n], x)
		default:
			ArithStrided(Mul, c.Data, co, c.CS, a.Data, a.at(i, 0), 0, b.Data, bo, b.CS, n)
		}
	}
	if nt {
		Fence()
	}
}

// gemmDots stores the product of A and B's only column into C's only
// column: one dot product per row of A, the rows shared out among the
// workers when there are enough of them (a row is the same sum on any
// goroutine), otherwise each row's dot product in parallel blocks.
func gemmDots[T Number](a, b, c Mat[T]) {
	m, k := a.Rows, a.Cols
	if parts := par.Parts(m*k, par.Grain); parts > 1 && m >= parts {
		gemmDotsPar(a, b, c, parts)
		return
	}
	for i := range m {
		c.Data[c.at(i, 0)] = Dot(a.Data, a.at(i, 0), a.CS, b.Data, b.at(0, 0), b.RS, k)
	}
}

// gemmDotsPar is gemmDots' rows in parts parts. Its closure lives here, so
// that gemmDots on one goroutine allocates nothing.
func gemmDotsPar[T Number](a, b, c Mat[T], parts int) {
	m, k := a.Rows, a.Cols
	par.Run(parts, func(i int) {
		for r := i * m / parts; r < (i+1)*m/parts; r++ {
			c.Data[c.at(r, 0)] = dotBlocks(a.Data, a.at(r, 0), a.CS, b.Data, b.at(0, 0), b.RS, k)
		}
	})
}

// DotBlock is the length of the blocks that [Dot] sums a long run of
// unit strides in: the blocks' sums do not depend on how many workers
// compute them, so neither does the dot product.
const DotBlock = 1 << 14

// Dot returns Σ a[ao+i*as]·b[bo+i*bs] over i < n, each product rounded to
// T before it is added. Where both strides are 1 the run is cut into
// blocks of [DotBlock] elements, whose sums are added in order, the first
// to the second and so on (a run of one block is its sum), and the
// blocks are summed in parallel when the run is long enough for several
// workers. A block keeps sixteen partial sums, of its elements i ≡ k (mod
// 16) each (the lanes of the vector kernel where T has one), adds them as
// (s0+s1)+(s2+s3) with sj = (acc[j]+acc[4+j]) + (acc[8+j]+acc[12+j]), and
// the rest after in order. With other strides it adds in order.
func Dot[T Number](a []T, ao, as int, b []T, bo, bs, n int) T {
	blocks := (n + DotBlock - 1) / DotBlock
	parts := min(par.Parts(n, par.Grain), blocks)
	if as != 1 || bs != 1 || parts <= 1 {
		return dotBlocks(a, ao, as, b, bo, bs, n)
	}
	sums := dotPar(a, ao, b, bo, n, blocks, parts)
	s := sums[0]
	for _, v := range sums[1:] {
		s += v
	}
	return s
}

// dotPar returns the sums of Dot's blocks, computed in parts parts.
func dotPar[T Number](a []T, ao int, b []T, bo, n, blocks, parts int) []T {
	sums := make([]T, blocks)
	par.Run(parts, func(i int) {
		for k := i * blocks / parts; k < (i+1)*blocks/parts; k++ {
			lo := k * DotBlock
			sums[k] = dotRun(a, ao+lo, b, bo+lo, min(DotBlock, n-lo))
		}
	})
	return sums
}

// dotBlocks is Dot on the calling goroutine.
func dotBlocks[T Number](a []T, ao, as int, b []T, bo, bs, n int) T {
	if as != 1 || bs != 1 {
		var s T
		for range n {
			s += T(a[ao] * b[bo])
			ao += as
			bo += bs
		}
		return s
	}
	if n <= DotBlock {
		return dotRun(a, ao, b, bo, n)
	}
	s := dotRun(a, ao, b, bo, DotBlock)
	for lo := DotBlock; lo < n; lo += DotBlock {
		s += dotRun(a, ao+lo, b, bo+lo, min(DotBlock, n-lo))
	}
	return s
}

// dotRun is the sum of one block of Dot: sixteen partial sums, combined.
func dotRun[T Number](a []T, ao int, b []T, bo, n int) T {
	x, y := a[ao:ao+n], b[bo:bo+n]
	m := n &^ 15
	var acc [16]T
	if m > 0 && !dotBlockFast(x[:m], y[:m], &acc) {
		dotBlockGo(x[:m], y[:m], &acc)
	}
	var t [4]T
	for j := range t {
		t[j] = (acc[j] + acc[4+j]) + (acc[8+j] + acc[12+j])
	}
	s := (t[0] + t[1]) + (t[2] + t[3])
	for i := m; i < n; i++ {
		s += T(x[i] * y[i])
	}
	return s
}

// dotBlockGo is the Go twin of the dotBlock kernels: acc[k] += x[i]·y[i]
// for every i ≡ k (mod 16), in order, len(x) a multiple of 16.
func dotBlockGo[T Number](x, y []T, acc *[16]T) {
	y = y[:len(x)]
	for i := 0; i+16 <= len(x); i += 16 {
		for k := range 16 {
			acc[k] += T(x[i+k] * y[i+k])
		}
	}
}

// sub returns the rows×cols block of x at (i, j).
func sub[T any](x Mat[T], i, j, rows, cols int) Mat[T] {
	x.Off = x.at(i, j)
	x.Rows, x.Cols = rows, cols
	return x
}

// gemmMaxTile bounds MR×NR of every micro-kernel (AVX-512 float32: 8×48).
const gemmMaxTile = 8 * 48

// gemmKernel is a family of micro-kernels of mr rows. Kernel i stores
// C[r*ldc+j] (= or, with add, +=) Σ_p a[p*mr+r]·b[p*w+j] for r < mr, j < w
// = its width, from packed micro-panels k deep. The widths decrease from
// nr; a product's last columns take the narrowest kernel that covers them,
// so that little of its work is padding. vec holds the assembly kernels;
// without it the Go kernel, of width nr, serves.
type gemmKernel[T any] struct {
	mr, nr int
	vec    *vecFamily
}

// kern64 and kern32 are the assembly micro-kernels' signature.
type (
	kern64 = func(k int, a, b, c *float64, rsa, csa, ldb, ldc int, add bool)
	kern32 = func(k int, a, b, c *float32, rsa, csa, ldb, ldc int, add bool)
)

// vecFamily is a family of assembly micro-kernels: n of them, widths nrs.
type vecFamily struct {
	mr, n int
	nrs   [3]int
	k64   [3]kern64
	k32   [3]kern32
}

// directWidth is the width of the next panel of a direct product with r
// columns left: nr, except where that would leave the narrowest kernel's
// width alone at the end, which then runs alongside a second widest one
// (32 float64 columns as 24 and 8) at a worse rate per multiply-add than
// the middle kernel twice (16 and 16).
func (g *gemmKernel[T]) directWidth(r int) int {
	if g.vec == nil || r <= g.nr || g.vec.n < 3 {
		return min(g.nr, r)
	}
	mid, narrow := g.vec.nrs[1], g.vec.nrs[2]
	if r%g.nr == narrow && r >= 2*mid {
		return mid
	}
	return g.nr
}

// edge returns the index and width of the kernel for a panel of w <= nr
// columns.
func (g *gemmKernel[T]) edge(w int) (int, int) {
	if g.vec == nil {
		return 0, g.nr
	}
	i := 0
	for i+1 < g.vec.n && g.vec.nrs[i+1] >= w {
		i++
	}
	return i, g.vec.nrs[i]
}

// gemmRun calls kernel i of g over k updates: C[co+r*ldc+j] (= or, with
// add, +=) Σ_p A[ao+r*rsa+p*csa]·B[bo+p*ldb+j] for r < mr, j < the
// kernel's width. Packed micro-panels have rsa 1, csa mr and ldb the width.
func gemmRun[T Number](g *gemmKernel[T], i, k int, a []T, ao, rsa, csa int, b []T, bo, ldb int, c []T, co, ldc int, add bool) {
	switch {
	case g.vec == nil:
		gemmKernGo(g.mr, g.nr, k, a, ao, rsa, csa, b, bo, ldb, c, co, ldc, add)
	case g.vec.k64[i] != nil:
		g.vec.k64[i](k, (*float64)(unsafe.Pointer(&a[ao])), (*float64)(unsafe.Pointer(&b[bo])), (*float64)(unsafe.Pointer(&c[co])), rsa, csa, ldb, ldc, add)
	default:
		g.vec.k32[i](k, (*float32)(unsafe.Pointer(&a[ao])), (*float32)(unsafe.Pointer(&b[bo])), (*float32)(unsafe.Pointer(&c[co])), rsa, csa, ldb, ldc, add)
	}
}

// gemmFor returns the micro-kernel for T on this machine: a vector one
// for float32 and float64 where the CPU has one (see gemmVector), and the
// generic Go kernel otherwise.
func gemmFor[T Number]() gemmKernel[T] {
	if g, ok := gemmVector[T](); ok {
		return g
	}
	return gemmKernel[T]{mr: 4, nr: 4}
}

// gemmKernGo is the reference micro-kernel of any mr×nr tile:
// C[co+r*ldc+j] (= or, with add, +=) Σ_p A[ao+r*rsa+p*csa]·B[bo+p*ldb+j]
// for r < mr, j < nr.
func gemmKernGo[T Number](mr, nr, k int, a []T, ao, rsa, csa int, b []T, bo, ldb int, c []T, co, ldc int, add bool) {
	var acc [gemmMaxTile]T
	for p := range k {
		bp := b[bo+p*ldb : bo+p*ldb+nr]
		for r := range mr {
			x := a[ao+r*rsa+p*csa]
			row := acc[r*nr : r*nr+nr]
			for j, y := range bp {
				row[j] += x * y
			}
		}
	}
	for r := range mr {
		ci := c[co+r*ldc : co+r*ldc+nr]
		row := acc[r*nr : r*nr+nr]
		if add {
			for j := range ci {
				ci[j] += row[j]
			}
		} else {
			copy(ci, row)
		}
	}
}

// packA copies rows ic… (mc of them) and columns pc… (kc) of a into ap as
// micro-panels of mr rows: panel r holds, for each p, the mr elements of
// column pc+p in rows ic+r*mr…, zero past the last row. The panel is
// written in order; a row-major block of a is transposed into it, a
// column-major one a column at a time.
func packA[T any](ap []T, a *Mat[T], ic, pc, mc, kc, mr int) {
	var zero T
	for r := 0; r < mc; r += mr {
		panel := ap[r*kc : r*kc+mr*kc]
		n := min(mr, mc-r)
		switch {
		case a.CS == 1 && n == mr && a.RS > 0 && (mr == 6 || mr == 8 && unsafe.Sizeof(zero) == 4):
			packRows(panel, a.Data, a.at(ic+r, pc), a.RS, kc, mr)
		case a.CS == 1 && n == mr && a.RS > 0:
			// A transpose of the mr×kc block.
			Transpose(panel, 0, mr, a.Data, a.at(ic+r, pc), a.RS, kc, mr, false)
		case a.RS == 1 && n == mr:
			for p := range kc {
				src := a.at(ic+r, pc+p)
				copy(panel[p*mr:p*mr+mr], a.Data[src:src+mr])
			}
		default:
			for p := range kc {
				dst := panel[p*mr : p*mr+mr]
				src := a.at(ic+r, pc+p)
				for i := range dst {
					if i < n {
						dst[i] = a.Data[src]
						src += a.RS
					} else {
						dst[i] = zero
					}
				}
			}
		}
	}
}

// packB copies rows pc… (kc) and columns jc… (nc) of b into bp as
// micro-panels: panel s holds, for each p, the elements of row pc+p in
// columns jc+s…, g.nr of them, or for the last columns the width of the
// kernel that takes them (see gemmKernel.edge), zero past the last column.
func packB[T any](bp []T, b *Mat[T], pc, jc, kc, nc int, g *gemmKernel[T]) {
	s0 := 0
	if b.CS == 1 && b.RS > 0 {
		s0 = packLines(bp, b.Data, b.at(pc, jc), b.RS, kc, nc, g.nr)
	}
	for s := s0; s < nc; s += g.nr {
		cols := min(g.nr, nc-s)
		_, nr := g.edge(cols)
		panel := bp[s*kc : s*kc+nr*kc]
		if b.CS == 1 && cols == nr {
			for p := range kc {
				src := b.at(pc+p, jc+s)
				copy(panel[p*nr:p*nr+nr], b.Data[src:src+nr])
			}
			continue
		}
		for p := range kc {
			dst := panel[p*nr : p*nr+nr]
			src := b.at(pc+p, jc+s)
			var zero T
			for j := range dst {
				if j < cols {
					dst[j] = b.Data[src]
					src += b.CS
				} else {
					dst[j] = zero
				}
			}
		}
	}
}

// packRows stores src[so+i*ls+p] into dst[p*mr+i] for i < mr (6 or 8)
// and p < kc: mr rows of a row-major block of A made a micro-panel. Each
// row is read along its length and each column of the panel written
// whole. [Transpose]'s vector blocks are wider than six columns, or eight
// of four-byte elements, and its scalar edge loop took 9% of a float32
// product of 1024² (2-core Zen 3 VM, one worker).
func packRows[T any](dst, src []T, so, ls, kc, mr int) {
	if kc <= 0 {
		return
	}
	_ = dst[kc*mr-1]
	r0 := src[so : so+kc]
	r1 := src[so+ls:][:len(r0)]
	r2 := src[so+2*ls:][:len(r0)]
	r3 := src[so+3*ls:][:len(r0)]
	r4 := src[so+4*ls:][:len(r0)]
	r5 := src[so+5*ls:][:len(r0)]
	if mr == 6 {
		for p := range r0 {
			d := dst[p*6 : p*6+6 : p*6+6]
			d[0], d[1], d[2], d[3], d[4], d[5] = r0[p], r1[p], r2[p], r3[p], r4[p], r5[p]
		}
		return
	}
	r6 := src[so+6*ls:][:len(r0)]
	r7 := src[so+7*ls:][:len(r0)]
	for p := range r0 {
		d := dst[p*8 : p*8+8 : p*8+8]
		d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7] = r0[p], r1[p], r2[p], r3[p], r4[p], r5[p], r6[p], r7[p]
	}
}

// packLines packs the whole nr-wide panels of a row-major slice of B:
// dst[s*kc+p*nr+j] = src[so+p*ls+s+j] for p < kc, j < nr and s a multiple
// of nr below nc; it returns the columns it packed. Where a panel row is
// whole 64-byte lines it copies them inline, eight rows of B at a time
// across all panels, so that B is read along its rows (a panel at a time,
// every row began a new line 1 KiB or more from the last, and each went
// through a call to memmove: 7% of a float32 product of 1024², 2-core
// Zen 3 VM, one worker). Other widths take no panels.
func packLines[T any](dst, src []T, so, ls, kc, nc, nr int) int {
	var z T
	size := int(unsafe.Sizeof(z))
	if nr*size%64 != 0 || kc <= 0 || nc < nr {
		return 0
	}
	whole := nc - nc%nr
	_ = dst[whole*kc-1]
	_ = src[so+(kc-1)*ls+whole-1]
	lines := nr * size / 64
	type line = [64]byte
	for p0 := 0; p0 < kc; p0 += 8 {
		for s := 0; s < whole; s += nr {
			d := unsafe.Pointer(&dst[s*kc+p0*nr])
			for p := p0; p < min(p0+8, kc); p++ {
				sp := unsafe.Pointer(&src[so+p*ls+s])
				for l := range lines {
					v := *(*line)(unsafe.Add(sp, l*64)) // copied inline, not by a memmove call
					*(*line)(unsafe.Add(d, l*64)) = v
				}
				d = unsafe.Add(d, nr*size)
			}
		}
	}
	return whole
}

// storeTile stores (or, with add, adds) the mr×nr corner of the tile t
// (row stride ldt) into C at (i0, j0).
func storeTile[T Number](c *Mat[T], i0, j0 int, t []T, ldt, mr, nr int, add bool) {
	for i := range mr {
		o := c.at(i0+i, j0)
		row := t[i*ldt : i*ldt+nr]
		for _, v := range row {
			if add {
				c.Data[o] += v
			} else {
				c.Data[o] = v
			}
			o += c.CS
		}
	}
}

// zeroMat sets every element of c to zero (a product over k = 0).
func zeroMat[T Number](c Mat[T]) {
	var zero T
	for i := range c.Rows {
		o := c.at(i, 0)
		for range c.Cols {
			c.Data[o] = zero
			o += c.CS
		}
	}
}

// gemmSmallGo multiplies without packing: each row of C is built from the
// rows of B scaled by the row of A, so that the innermost loop runs along
// B's and C's columns.
func gemmSmallGo[T Number](a, b, c Mat[T]) {
	m, k, n := a.Rows, a.Cols, b.Cols
	var buf [64]T
	var row []T
	if n <= len(buf) {
		row = buf[:n]
	} else {
		row = make([]T, n)
	}
	for i := range m {
		clear(row)
		ao := a.at(i, 0)
		for p := range k {
			x := a.Data[ao]
			ao += a.CS
			bo := b.at(p, 0)
			if b.CS == 1 {
				for j, y := range b.Data[bo : bo+n] {
					row[j] += x * y
				}
				continue
			}
			for j := range row {
				row[j] += x * b.Data[bo]
				bo += b.CS
			}
		}
		co := c.at(i, 0)
		for _, v := range row {
			c.Data[co] = v
			co += c.CS
		}
	}
}

// gemmBuf holds the packing buffers of one Gemm call; a pool lends them
// out, so that repeated products allocate nothing.
type gemmBuf struct{ a, b, tile any }

var gemmBufs = sync.Pool{New: func() any { return new(gemmBuf) }}

// growBuf returns *p as a []T of at least n elements, replacing it when it
// is of another type or too short.
func growBuf[T any](p *any, n int) []T {
	if s, ok := (*p).([]T); ok && len(s) >= n {
		return s[:n]
	}
	s := make([]T, n)
	*p = s
	return s
}

// Vdot returns Σ conj(a[i])·b[i] over i < len(a) (len(b) at least
// len(a)): for complex types added in order; for the others it is [Dot],
// blocks of sixteen partial sums in the vector kernel's lanes. NumPy's vdot of real
// vectors is BLAS's dot, whose order is its kernel's too.
func Vdot[T Number](a, b []T) T {
	b = b[:len(a)]
	switch x := any(a).(type) {
	case []complex128:
		y := any(b).([]complex128)
		var c complex128
		for i, v := range x {
			c += complex(real(v), -imag(v)) * y[i]
		}
		return any(c).(T)
	case []complex64:
		y := any(b).([]complex64)
		var c complex64
		for i, v := range x {
			c += complex(real(v), -imag(v)) * y[i]
		}
		return any(c).(T)
	}
	return Dot(a, 0, 1, b, 0, 1, len(a))
}

// AbsRun stores |x[xo+i*xs]| as a float64 into d[do+i*ds] for i < n.
// Unit-stride runs are converted by the conversion kernels and their signs
// cleared by np.absolute's.
func AbsRun[T Real](d []float64, do, ds int, x []T, xo, xs, n int) {
	if ds == 1 && xs == 1 && n > 0 {
		dd := d[do : do+n]
		if x, ok := any(x).([]float64); ok {
			Func1Contig(FAbs, dd, x[xo:xo+n])
			return
		}
		ConvRun(dd, 0, 1, x, xo, 1, n)
		Func1Contig(FAbs, dd, dd)
		return
	}
	for range n {
		d[do] = math.Abs(float64(x[xo]))
		do, xo = do+ds, xo+xs
	}
}

// PowRun replaces d[o+i*s] by d[o+i*s]^p for i < n (math.Pow's rules).
func PowRun(d []float64, o, s, n int, p float64) {
	for range n {
		d[o] = math.Pow(d[o], p)
		o += s
	}
}
