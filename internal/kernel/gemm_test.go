package kernel

import (
	"math"
	"math/rand/v2"
	"testing"
	"unsafe"

	"github.com/fixedrank/tensor/internal/par"
)

// gemmNaive is the definition: c[i][j] = Σ_p a[i][p]·b[p][j], in float64.
func gemmNaive[T Number](a, b Mat[T]) []float64 {
	m, k, n := a.Rows, a.Cols, b.Cols
	out := make([]float64, m*n)
	for i := range m {
		for j := range n {
			var s float64
			for p := range k {
				s += toF64(a.Data[a.at(i, p)]) * toF64(b.Data[b.at(p, j)])
			}
			out[i*n+j] = s
		}
	}
	return out
}

func toF64[T Number](x T) float64 {
	switch v := any(x).(type) {
	case float64:
		return v
	case float32:
		return float64(v)
	case int64:
		return float64(v)
	case int32:
		return float64(v)
	}
	panic("type")
}

// strided returns an m×n matrix of random small integers (exact in every
// type) laid out with the given orientation: row-major, column-major, or
// reversed rows, inside a larger buffer.
func stridedMat[T float32 | float64 | int64](rng *rand.Rand, m, n int, layout string) Mat[T] {
	data := make([]T, (m+1)*(n+3)+5)
	for i := range data {
		data[i] = T(rng.IntN(17) - 8)
	}
	switch layout {
	case "col":
		return Mat[T]{Data: data, Off: 2, RS: 1, CS: m + 1, Rows: m, Cols: n}
	case "rev":
		return Mat[T]{Data: data, Off: 1 + (n+2)*(m-1) + n - 1, RS: -(n + 2), CS: -1, Rows: m, Cols: n}
	}
	return Mat[T]{Data: data, Off: 3, RS: n + 2, CS: 1, Rows: m, Cols: n}
}

// TestGemmMatchesNaive multiplies matrices whose sizes cross the micro-tile
// and the cache blocks (with the block sizes made small, so that every
// loop of the blocking runs several times and ends on a partial block),
// in row-major, column-major and reversed layouts, with every micro-kernel
// this machine has and the Go one, for float64, float32 and int64. The
// operands are small integers, so every sum is exact and the results must
// be equal.
func TestGemmMatchesNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	saved512, savedFMA := haveAVX512, haveFMA
	defer func() { haveAVX512, haveFMA, testBlocking = saved512, savedFMA, nil }()
	testBlocking = func(mr, nr int) Blocking { return Blocking{MC: 3 * mr, KC: 24, NC: 2 * nr} }
	for _, isa := range []struct {
		name        string
		avx512, fma bool
	}{{"avx512", saved512, savedFMA}, {"avx2", false, savedFMA}, {"go", false, false}} {
		haveAVX512, haveFMA = isa.avx512, isa.fma
		for _, sz := range [][3]int{{1, 1, 1}, {37, 1, 45}, {50, 70, 1}, {1, 300, 1}, {5, 7, 3}, {13, 17, 29}, {32, 32, 32}, {8, 40, 56}, {16, 20, 64}, {40, 33, 70}, {97, 130, 75}, {200, 9, 260}} {
			m, k, n := sz[0], sz[1], sz[2]
			for _, la := range []string{"row", "col", "rev"} {
				for _, lb := range []string{"row", "col"} { // row-major B is multiplied in place when small
					for _, lc := range []string{"row", "col"} {
						gemmCheck[float64](t, rng, m, k, n, la, lb, lc, isa.name)
						gemmCheck[float32](t, rng, m, k, n, la, lb, lc, isa.name)
						gemmCheck[int64](t, rng, m, k, n, la, lb, lc, isa.name)
					}
				}
			}
		}
	}
}

func gemmCheck[T float32 | float64 | int64](t *testing.T, rng *rand.Rand, m, k, n int, la, lb, lc, isa string) {
	t.Helper()
	a := stridedMat[T](rng, m, k, la)
	b := stridedMat[T](rng, k, n, lb)
	c := stridedMat[T](rng, m, n, lc)
	want := gemmNaive(a, b)
	Gemm(a, b, c)
	for i := range m {
		for j := range n {
			if got := toF64(c.Data[c.at(i, j)]); got != want[i*n+j] {
				var z T
				t.Fatalf("%s %T %dx%dx%d a %s b %s c %s: c[%d][%d] = %v, want %v", isa, z, m, k, n, la, lb, lc, i, j, got, want[i*n+j])
			}
		}
	}
}

// TestGemmDirectSplitSameBits: a small product multiplied in place
// splits its columns into panels of the kernels' widths (directWidth);
// every element must get the bits it gets in a product of its 8 or 16
// columns alone, which the narrowest kernel serves: each kernel sums an
// element's products in the same order.
func TestGemmDirectSplitSameBits(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, n := range []int{32, 40, 56, 64, 80} {
		m, k := 24, 29
		a := Mat[float64]{Data: make([]float64, m*k), RS: k, CS: 1, Rows: m, Cols: k}
		b := Mat[float64]{Data: make([]float64, k*n), RS: n, CS: 1, Rows: k, Cols: n}
		a32 := Mat[float32]{Data: make([]float32, m*k), RS: k, CS: 1, Rows: m, Cols: k}
		b32 := Mat[float32]{Data: make([]float32, k*2*n), RS: 2 * n, CS: 1, Rows: k, Cols: 2 * n}
		for i := range a.Data {
			a.Data[i] = rng.NormFloat64()
			a32.Data[i] = float32(rng.NormFloat64())
		}
		for i := range b.Data {
			b.Data[i] = rng.NormFloat64()
		}
		for i := range b32.Data {
			b32.Data[i] = float32(rng.NormFloat64())
		}
		c := Mat[float64]{Data: make([]float64, m*n), RS: n, CS: 1, Rows: m, Cols: n}
		Gemm(a, b, c)
		c32 := Mat[float32]{Data: make([]float32, m*2*n), RS: 2 * n, CS: 1, Rows: m, Cols: 2 * n}
		Gemm(a32, b32, c32)
		for j0 := 0; j0 < n; j0 += 8 {
			part := Mat[float64]{Data: make([]float64, m*8), RS: 8, CS: 1, Rows: m, Cols: 8}
			Gemm(a, sub(b, 0, j0, k, 8), part)
			part32 := Mat[float32]{Data: make([]float32, m*16), RS: 16, CS: 1, Rows: m, Cols: 16}
			Gemm(a32, sub(b32, 0, 2*j0, k, 16), part32)
			for i := range m {
				for j := range 8 {
					if got, want := c.Data[i*n+j0+j], part.Data[i*8+j]; math.Float64bits(got) != math.Float64bits(want) {
						t.Fatalf("float64 n=%d: c[%d][%d] = %v, alone %v", n, i, j0+j, got, want)
					}
				}
				for j := range 16 {
					if got, want := c32.Data[i*2*n+2*j0+j], part32.Data[i*16+j]; math.Float32bits(got) != math.Float32bits(want) {
						t.Fatalf("float32 n=%d: c[%d][%d] = %v, alone %v", 2*n, i, 2*j0+j, got, want)
					}
				}
			}
		}
	}
}

// TestGemmSpecialValues: NaN and Inf propagate, and k = 0 gives zeros.
func TestGemmSpecialValues(t *testing.T) {
	n := 40
	a := Mat[float64]{Data: make([]float64, n*n), RS: n, CS: 1, Rows: n, Cols: n}
	b := Mat[float64]{Data: make([]float64, n*n), RS: n, CS: 1, Rows: n, Cols: n}
	c := Mat[float64]{Data: make([]float64, n*n), RS: n, CS: 1, Rows: n, Cols: n}
	for i := range a.Data {
		a.Data[i], b.Data[i] = 1, 1
	}
	a.Data[3*n+5] = math.NaN()
	b.Data[7*n+2] = math.Inf(1)
	Gemm(a, b, c)
	for i := range n {
		for j := range n {
			v := c.Data[i*n+j]
			switch {
			case i == 3:
				if !math.IsNaN(v) {
					t.Fatalf("row of the NaN: c[%d][%d] = %v", i, j, v)
				}
			case j == 2:
				if !math.IsInf(v, 1) {
					t.Fatalf("column of the Inf: c[%d][%d] = %v", i, j, v)
				}
			case v != float64(n):
				t.Fatalf("c[%d][%d] = %v, want %d", i, j, v, n)
			}
		}
	}
	z := Mat[float64]{Data: c.Data, RS: n, CS: 1, Rows: n, Cols: n}
	Gemm(Mat[float64]{Rows: n, Cols: 0}, Mat[float64]{Rows: 0, Cols: n}, z)
	for _, v := range z.Data {
		if v != 0 {
			t.Fatalf("k = 0: %v, want 0", v)
		}
	}
}

// TestBlockingFor: the block sizes follow the caches and stay within
// their bounds.
func TestBlockingFor(t *testing.T) {
	for _, tc := range []struct {
		c            Caches
		mr, nr, size int
		want         Blocking
	}{
		{Caches{48 << 10, 2 << 20, 480 << 20}, 8, 24, 8, Blocking{MC: 384, KC: 256, NC: 8184}},
		{Caches{32 << 10, 512 << 10, 32 << 20}, 6, 8, 8, Blocking{MC: 60, KC: 384, NC: 2728}},
		{Caches{1, 1, 1}, 6, 16, 4, Blocking{MC: 6, KC: 64, NC: 16}},
	} {
		if got := blockingFor(tc.c, tc.mr, tc.nr, tc.size); got != tc.want {
			t.Errorf("blockingFor(%+v, %d×%d, %d) = %+v, want %+v", tc.c, tc.mr, tc.nr, tc.size, got, tc.want)
		}
	}
}

// TestDotMatchesGo checks Dot's vector kernels against the Go twin bit for
// bit, and both against the documented order written out here, for every
// length up to 80 and offsets into longer slices.
func TestDotMatchesGo(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 16))
	checkDot(t, r, randFloats[float64])
	checkDot(t, r, randFloats[float32])
}

func checkDot[F Float](t *testing.T, r *rand.Rand, gen func(*rand.Rand, int) []F) {
	t.Helper()
	for n := 0; n <= 80; n++ {
		a, b := gen(r, n+7), gen(r, n+5)
		ao, bo := r.IntN(8), r.IntN(6)
		got := Dot(a, ao, 1, b, bo, 1, n)
		var twin F
		withGo(func() { twin = Dot(a, ao, 1, b, bo, 1, n) })
		var acc [16]F
		m := n &^ 15
		for i := range m {
			acc[i%16] += F(a[ao+i] * b[bo+i])
		}
		var s4 [4]F
		for j := range s4 {
			s4[j] = (acc[j] + acc[4+j]) + (acc[8+j] + acc[12+j])
		}
		want := (s4[0] + s4[1]) + (s4[2] + s4[3])
		for i := m; i < n; i++ {
			want += F(a[ao+i] * b[bo+i])
		}
		if !sameBits([]F{got}, []F{twin}) || !sameBits([]F{got}, []F{want}) {
			t.Fatalf("n=%d: Dot %v, Go twin %v, in order %v", n, got, twin, want)
		}
	}
}

// TestGemmPartsSameBits: a product split among 2, 3 and 5 workers (the
// parts sharing each packed slice of B, the last micro-panels split unevenly
// among them) is bit for bit the one worker's, on float64 data whose sums
// round, with block sizes small enough that every loop of the blocking runs
// several times, and at this machine's block sizes.
func TestGemmPartsSameBits(t *testing.T) {
	defer par.SetWorkers(par.SetWorkers(1))
	defer func() { testBlocking = nil }()
	rng := rand.New(rand.NewPCG(3, 4))
	for _, small := range []bool{true, false} {
		testBlocking = nil
		if small {
			testBlocking = func(mr, nr int) Blocking { return Blocking{MC: 2 * mr, KC: 20, NC: 5 * nr} }
		}
		for _, sz := range [][3]int{{97, 130, 75}, {64, 90, 200}, {300, 70, 41}, {31, 400, 250}} {
			m, k, n := sz[0], sz[1], sz[2]
			a := Mat[float64]{Data: make([]float64, m*k), RS: k, CS: 1, Rows: m, Cols: k}
			b := Mat[float64]{Data: make([]float64, k*n), RS: n, CS: 1, Rows: k, Cols: n}
			for i := range a.Data {
				a.Data[i] = rng.NormFloat64()
			}
			for i := range b.Data {
				b.Data[i] = rng.NormFloat64() / 3
			}
			var want []float64
			for _, w := range []int{1, 2, 3, 5} {
				par.SetWorkers(w)
				c := Mat[float64]{Data: make([]float64, m*n), RS: n, CS: 1, Rows: m, Cols: n}
				Gemm(a, b, c)
				if w == 1 {
					want = c.Data
					continue
				}
				for i := range want {
					if math.Float64bits(c.Data[i]) != math.Float64bits(want[i]) {
						t.Fatalf("small blocks %v, %dx%dx%d, %d workers: c[%d] = %v, one worker %v", small, m, k, n, w, i, c.Data[i], want[i])
					}
				}
			}
		}
	}
}

// TestGemmOneWorkerNoAlloc: a product blocked and packed on one goroutine
// allocates nothing once its packing buffers are in the pool (the
// parallel path's closures live in a function of their own).
func TestGemmOneWorkerNoAlloc(t *testing.T) {
	defer par.SetWorkers(par.SetWorkers(1))
	n := 200
	mat := func() Mat[float64] {
		return Mat[float64]{Data: make([]float64, n*n), RS: n, CS: 1, Rows: n, Cols: n}
	}
	a, b, c := mat(), mat(), mat()
	Gemm(a, b, c)
	if got := testing.AllocsPerRun(5, func() { Gemm(a, b, c) }); got != 0 {
		t.Errorf("Gemm of %d² with one worker: %v allocations, want 0", n, got)
	}
}

// TestPackPanels checks the packing of row-major operands against its
// definition, every element: packRows (6 and 8 rows of A, depths around
// the 8-row blocks) and packLines (whole panels of 8, 16, 24 and 48
// elements, a partial last panel left to the caller), for float32 and
// float64.
func TestPackPanels(t *testing.T) {
	testPackPanels[float32](t)
	testPackPanels[float64](t)
}

func testPackPanels[T float32 | float64](t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	src := make([]T, 64*211)
	for i := range src {
		src[i] = T(r.IntN(1 << 20))
	}
	const ls = 211
	for _, mr := range []int{6, 8} {
		for _, kc := range []int{1, 7, 8, 9, 64, 133} {
			so := r.IntN(20)
			dst := make([]T, kc*mr+5)
			for i := range dst {
				dst[i] = -1
			}
			packRows(dst, src, so, ls, kc, mr)
			for p := range kc {
				for i := range mr {
					if got, want := dst[p*mr+i], src[so+i*ls+p]; got != want {
						t.Fatalf("packRows mr %d kc %d: dst[%d] = %v, want %v", mr, kc, p*mr+i, got, want)
					}
				}
			}
			for i := kc * mr; i < len(dst); i++ {
				if dst[i] != -1 {
					t.Fatalf("packRows mr %d kc %d wrote dst[%d] past the panel", mr, kc, i)
				}
			}
		}
	}
	size := int(unsafe.Sizeof(T(0)))
	for _, nr := range []int{8, 16, 24, 48} {
		for _, kc := range []int{1, 7, 8, 17, 40} {
			for _, nc := range []int{nr - 1, nr, 2*nr + 3, 4 * nr} {
				if nc > ls-20 {
					continue
				}
				so := r.IntN(20)
				dst := make([]T, kc*nc+5)
				for i := range dst {
					dst[i] = -1
				}
				got := packLines(dst, src, so, ls, kc, nc, nr)
				want := 0
				if nr*size%64 == 0 {
					want = nc - nc%nr
				}
				if got != want {
					t.Fatalf("packLines nr %d nc %d: packed %d columns, want %d", nr, nc, got, want)
				}
				for i := range dst {
					s, p, j := i/(kc*nr)*nr, i%(kc*nr)/nr, i%nr
					w := T(-1)
					if s < want {
						w = src[so+p*ls+s+j]
					}
					if dst[i] != w {
						t.Fatalf("packLines nr %d kc %d nc %d: dst[%d] = %v, want %v", nr, kc, nc, i, dst[i], w)
					}
				}
			}
		}
	}
}

// TestGemmOuterNonTemporal checks an outer product (k = 1) whose C is
// past Tuning.NtBytes, stored with non-temporal stores, element by
// element: rows of an odd length, so that they start at every alignment,
// and C a view with a column past each row.
func TestGemmOuterNonTemporal(t *testing.T) {
	const n = 1001
	m := Tune().NtBytes/(8*n) + 7
	r := rand.New(rand.NewPCG(9, 4))
	a, b := make([]float64, m), make([]float64, n)
	for i := range a {
		a[i] = r.NormFloat64()
	}
	for j := range b {
		b[j] = r.NormFloat64()
	}
	c := make([]float64, m*(n+1))
	Gemm(Mat[float64]{Data: a, RS: 1, CS: 1, Rows: m, Cols: 1},
		Mat[float64]{Data: b, RS: n, CS: 1, Rows: 1, Cols: n},
		Mat[float64]{Data: c, RS: n + 1, CS: 1, Rows: m, Cols: n})
	for i := range m {
		for j := range n {
			if got, want := c[i*(n+1)+j], a[i]*b[j]; got != want {
				t.Fatalf("c[%d][%d] = %v, want %v", i, j, got, want)
			}
		}
		if c[i*(n+1)+n] != 0 {
			t.Fatalf("row %d: the column past the view was written", i)
		}
	}
}

// TestDotBlocks checks Dot past one block against the documented order
// written out here (each block's sixteen partial sums, the blocks' sums
// added in order), bit for bit, with one worker and with 2, 3 and 5 (the
// blocks shared out unevenly), and gemmDots' rows shared out among the
// workers against each row's Dot; one worker allocates nothing.
func TestDotBlocks(t *testing.T) {
	defer par.SetWorkers(par.SetWorkers(1))
	defer par.SetTestGrain(par.SetTestGrain(64))
	r := rand.New(rand.NewPCG(3, 17))
	blockSum := func(a, b []float64) float64 {
		var acc [16]float64
		m := len(a) &^ 15
		for i := range m {
			acc[i%16] += a[i] * b[i]
		}
		var s4 [4]float64
		for j := range s4 {
			s4[j] = (acc[j] + acc[4+j]) + (acc[8+j] + acc[12+j])
		}
		s := (s4[0] + s4[1]) + (s4[2] + s4[3])
		for i := m; i < len(a); i++ {
			s += a[i] * b[i]
		}
		return s
	}
	for _, n := range []int{DotBlock - 1, DotBlock, DotBlock + 1, 3*DotBlock + 17, 7 * DotBlock} {
		a, b := make([]float64, n+3), make([]float64, n+1)
		for i := range a {
			a[i] = r.NormFloat64() * 1e3
		}
		for i := range b {
			b[i] = r.NormFloat64()
		}
		x, y := a[3:], b[1:]
		want := blockSum(x[:min(n, DotBlock)], y[:min(n, DotBlock)])
		for lo := DotBlock; lo < n; lo += DotBlock {
			hi := min(lo+DotBlock, n)
			want += blockSum(x[lo:hi], y[lo:hi])
		}
		for _, w := range []int{1, 2, 3, 5} {
			par.SetWorkers(w)
			if got := Dot(a, 3, 1, b, 1, 1, n); math.Float64bits(got) != math.Float64bits(want) {
				t.Fatalf("n=%d, %d workers: Dot %v, in order %v", n, w, got, want)
			}
		}
	}
	// A matrix times a vector: rows shared out.
	const m, k = 7, 3*DotBlock + 5
	a := Mat[float64]{Data: make([]float64, m*k), RS: k, CS: 1, Rows: m, Cols: k}
	v := Mat[float64]{Data: make([]float64, k), RS: 1, CS: 1, Rows: k, Cols: 1}
	for i := range a.Data {
		a.Data[i] = r.NormFloat64()
	}
	for i := range v.Data {
		v.Data[i] = r.NormFloat64()
	}
	for _, w := range []int{1, 2, 3, 5} {
		par.SetWorkers(w)
		c := Mat[float64]{Data: make([]float64, m), RS: 1, CS: 1, Rows: m, Cols: 1}
		Gemm(a, v, c)
		par.SetWorkers(1)
		for i := range m {
			if want := Dot(a.Data, i*k, 1, v.Data, 0, 1, k); math.Float64bits(c.Data[i]) != math.Float64bits(want) {
				t.Fatalf("%d workers: row %d = %v, its Dot %v", w, i, c.Data[i], want)
			}
		}
	}
	par.SetWorkers(1)
	x, y := make([]float64, 5*DotBlock), make([]float64, 5*DotBlock)
	c := Mat[float64]{Data: make([]float64, m), RS: 1, CS: 1, Rows: m, Cols: 1}
	if n := testing.AllocsPerRun(5, func() { Dot(x, 0, 1, y, 0, 1, len(x)); Gemm(a, v, c) }); n != 0 {
		t.Errorf("one worker: %v allocations a call", n)
	}
}
