package kernel

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
	"unsafe"
)

// withGo runs f with the assembly kernels switched off, so that the
// pure-Go kernels (the reference) run on the same machine.
func withGo(f func()) {
	saved, magic := haveAVX2, magicDiv64
	haveAVX2, magicDiv64 = false, false
	defer func() { haveAVX2, magicDiv64 = saved, magic }()
	f()
}

func randFloats[F Float](r *rand.Rand, n int) []F {
	out := make([]F, n)
	for i := range out {
		switch r.IntN(20) {
		case 0:
			out[i] = F(math.NaN())
		case 1:
			out[i] = F(math.Inf(1 - 2*r.IntN(2)))
		case 2:
			out[i] = 0
		default:
			out[i] = F((r.Float64() - 0.5) * math.Pow(10, float64(r.IntN(12)-6)))
		}
	}
	return out
}

func sameBits[F Float](a, b []F) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if math.Float64bits(float64(a[i])) != math.Float64bits(float64(b[i])) && !(a[i] != a[i] && b[i] != b[i]) {
			return false
		}
	}
	return true
}

// TestArithMatchesGo compares the vector arithmetic with the Go loops on
// every length up to 70 and at every start offset of a vector (so every
// alignment and every tail length below a vector).
func TestArithMatchesGo(t *testing.T) {
	testArith[float64](t)
	testArith[float32](t)
}

func testArith[F Float](t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for n := 0; n <= 70; n++ {
		for off := range 8 {
			a := randFloats[F](r, n+off)[off:]
			b := randFloats[F](r, n+off)[off:]
			y := randFloats[F](r, 1)[0]
			for op := Add; op <= Div; op++ {
				got, want := make([]F, n), make([]F, n)
				ArithVV(op, got, a, b)
				withGo(func() { ArithVV(op, want, a, b) })
				if !sameBits(got, want) {
					t.Fatalf("ArithVV(%d) n=%d off=%d: %v, want %v", op, n, off, got, want)
				}
				ArithVS(op, got, a, y)
				withGo(func() { ArithVS(op, want, a, y) })
				if !sameBits(got, want) {
					t.Fatalf("ArithVS(%d) n=%d off=%d: %v, want %v", op, n, off, got, want)
				}
				// Non-temporal stores, into a destination at every
				// alignment: the same bits.
				buf := make([]F, n+8)
				for doff := range 8 {
					d := buf[doff : doff+n]
					ArithVVNT(op, d, a, b)
					withGo(func() { ArithVV(op, want, a, b) })
					if !sameBits(d, want) {
						t.Fatalf("ArithVVNT(%d) n=%d off=%d/%d: %v, want %v", op, n, off, doff, d, want)
					}
					ArithVSNT(op, d, a, y)
					withGo(func() { ArithVS(op, want, a, y) })
					if !sameBits(d, want) {
						t.Fatalf("ArithVSNT(%d) n=%d off=%d/%d: %v, want %v", op, n, off, doff, d, want)
					}
				}
				// In place: d is a (what SumAxes and a += b use).
				got = slices.Clone(a)
				want = slices.Clone(a)
				ArithVV(op, got, got, b)
				withGo(func() { ArithVV(op, want, want, b) })
				if !sameBits(got, want) {
					t.Fatalf("in-place ArithVV(%d) n=%d: %v, want %v", op, n, got, want)
				}
			}
		}
	}
}

// TestSumMatchesGo: the vector block sums give the pure-Go pairwise sum
// bit for bit, for every length around the block and chunk boundaries,
// and ChunkSums gives each chunk's own pairwise sum.
func TestSumMatchesGo(t *testing.T) {
	testSum[float64](t)
	testSum[float32](t)
}

func testSum[F Float](t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	// From 4 chunks of 8192 up, SumRun sums chunks four at a time
	// (ChunkSums), up to 256 chunks a group: lengths around those edges.
	lengths := []int{0, 1, 7, 8, 9, 15, 16, 17, 127, 128, 129, 255, 256, 1000, 8191, 8192, 8193, 20000,
		4*8192 - 1, 4 * 8192, 5*8192 + 17, 100003, 256*8192 + 3*8192 + 5, 263 * 8192}
	for _, n := range lengths {
		for off := range 3 {
			x := make([]F, n+off)
			for i := range x {
				x[i] = F((r.Float64() - 0.5) * 1e3)
			}
			got := SumRun(0, x, off, n, 1)
			var want F
			withGo(func() { want = SumRun(0, x, off, n, 1) })
			if got != want {
				t.Fatalf("SumRun n=%d off=%d: %v, want %v", n, off, got, want)
			}
		}
	}
	for _, c := range []int{1, 3, 4, 7, 9} {
		x := make([]F, c*BufSize)
		for i := range x {
			x[i] = F((r.Float64() - 0.5) * 1e3)
		}
		sums := make([]F, c)
		ChunkSums(x, sums)
		for k, v := range sums {
			if want := Pairwise(x, k*BufSize, BufSize, 1); v != want {
				t.Fatalf("ChunkSums of %d chunks: chunk %d %v, want %v", c, k, v, want)
			}
		}
	}
}

// TestReverseRows checks ReverseRows against Copy with a reversed source
// row by row, and the vector path against the Go one: rows shorter and
// longer than a vector, rows ascending and descending in the source,
// padded destination rows, and both store kinds.
func TestReverseRows(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 7))
	for _, n := range []int{1, 3, 4, 7, 8, 13, 64, 301} {
		for _, ls := range []int{n, n + 3, -n, -n - 5} {
			for _, nt := range []bool{false, true} {
				m, ld := 1+r.IntN(6), n+r.IntN(3)*4
				src := randFloats[float64](r, m*abs(ls)+n+8)
				so := n - 1 + r.IntN(4) // the first row's last element
				if ls < 0 {
					so += (m - 1) * -ls
				}
				do := r.IntN(5)
				got, twin, want := make([]float64, do+m*ld), make([]float64, do+m*ld), make([]float64, do+m*ld)
				ReverseRows(got, do, ld, src, so, ls, m, n, nt)
				Fence()
				withGo(func() { ReverseRows(twin, do, ld, src, so, ls, m, n, nt) })
				for i := range m {
					Copy(want, do+i*ld, 1, src, so+i*ls, -1, n, false)
				}
				if !sameBits(got, want) || !sameBits(twin, want) {
					t.Fatalf("n=%d ls=%d m=%d nt=%v: ReverseRows %v, Go %v, want %v", n, ls, m, nt, got, twin, want)
				}
			}
		}
	}
}

func abs(x int) int { return max(x, -x) }

func TestReverseMatchesGo(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for n := 0; n <= 40; n++ {
		for off := range 8 {
			nt := off >= 4 // the non-temporal kernel where the destination is 32-byte aligned
			src := randFloats[float64](r, n+off)[off%4:]
			got, want := make([]float64, n), make([]float64, n)
			Reverse(got, src, nt)
			Fence()
			withGo(func() { Reverse(want, src, nt) })
			if !sameBits(got, want) {
				t.Fatalf("Reverse n=%d: %v, want %v", n, got, want)
			}
			for i := range n {
				if math.Float64bits(want[i]) != math.Float64bits(src[n-1-i]) {
					t.Fatalf("Reverse n=%d: element %d", n, i)
				}
			}
		}
	}
	// Other 8-byte types move as raw words; strings must not.
	ints := []int64{1, 2, 3, 4, 5, 6, 7}
	out := make([]int64, 7)
	Reverse(out, ints, false)
	if !slices.Equal(out, []int64{7, 6, 5, 4, 3, 2, 1}) {
		t.Errorf("Reverse int64 = %v", out)
	}
	if pointerFree[string]() || pointerFree[*int]() || !pointerFree[struct{ A, B int32 }]() {
		t.Error("pointerFree")
	}
}

// TestTransposeMatchesGo covers every shape up to 13x19, strides with
// padding, start offsets that move the destination off 32- and 64-byte
// alignment, and both store kinds, with each transpose kernel.
func TestTransposeMatchesGo(t *testing.T) {
	forEachWidth(&transposeWide, func() { testTransposeMatchesGo(t) })
}

func testTransposeMatchesGo(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for m := 1; m <= 13; m++ {
		for n := 1; n <= 19; n++ {
			for _, nt := range []bool{false, true} {
				ld := n + r.IntN(3)*4 + r.IntN(2)
				ls := m + r.IntN(5)
				do, so := r.IntN(5), r.IntN(5)
				checkTranspose(t, r, m, n, ld, ls, do, so, nt)
			}
		}
	}
	checkTranspose(t, r, 128, 96, 96, 128, 0, 0, true)
	checkTranspose(t, r, 64, 64, 68, 70, 3, 1, true)
	for do := range 9 { // rows 64-byte aligned: every start within a line
		checkTranspose(t, r, 40, 72, 80, 41, do, 2, true)
		checkTranspose(t, r, wideRowsMin+9, 72, 80, wideRowsMin+11, do, 2, true) // the AVX-512 kernel's
		checkTranspose(t, r, wideRowsMin+9, 37, 40, wideRowsMin+10, do, 1, false)
	}
	// 4-byte elements: 8x16 blocks.
	for m := 1; m <= 20; m++ {
		for n := 1; n <= 35; n += 2 {
			for _, nt := range []bool{false, true} {
				checkTranspose32(t, r, m, n, n+r.IntN(3)*8+r.IntN(2), m+r.IntN(5), r.IntN(9), r.IntN(5), nt)
			}
		}
	}
	checkTranspose32(t, r, 64, 128, 136, 64, 0, 0, true)
	for do := range 17 { // rows 64-byte aligned: every start within a line
		checkTranspose32(t, r, 40, 80, 96, 41, do, 2, true)
		checkTranspose32(t, r, 33, 47, 64, 35, do, 1, false)
		checkTranspose32(t, r, wideRowsMin+15, 80, 96, wideRowsMin+17, do, 2, true) // the AVX-512 kernel's
		checkTranspose32(t, r, wideRowsMin+15, 47, 64, wideRowsMin+16, do, 1, false)
	}
}

// TestTransposeTiles runs each vector kernel in tiles of each size a CPU
// may get (Tuning.TransposeTile), and smaller and odd ones, on heights
// and widths that leave partial last tiles.
func TestTransposeTiles(t *testing.T) {
	forEachWidth(&transposeWide, func() { testTransposeTiles(t) })
}

func testTransposeTiles(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 9))
	defer func() { testTransposeTile = nil }()
	for _, b := range []Tile{{}, {4, 8}, {8, 16}, {16, 0}, {0, 24}, {32, 128}, {256, 128}, {12, 40}} {
		testTransposeTile = &b
		for _, nt := range []bool{false, true} {
			checkTranspose(t, r, 100, 40, 40, 101, 0, 0, nt)
			checkTranspose(t, r, 77, 33, 36, 80, 2, 3, nt)
			checkTranspose32(t, r, 200, 48, 48, 203, 0, 0, nt)
			checkTranspose32(t, r, 91, 37, 40, 95, 5, 1, nt)
			checkTranspose(t, r, 70, 300, 300, 72, 1, 0, nt)
			checkTranspose32(t, r, 70, 300, 304, 72, 0, 0, nt)
			checkTranspose(t, r, wideRowsMin+37, 300, 304, wideRowsMin+40, 0, 0, nt) // AVX-512 where there is
			checkTranspose32(t, r, wideRowsMin+75, 150, 160, wideRowsMin+80, 3, 0, nt)
		}
	}
}

func checkTranspose32(t *testing.T, r *rand.Rand, m, n, ld, ls, do, so int, nt bool) {
	t.Helper()
	src := make([]float32, so+(n-1)*ls+m)
	for i := range src {
		src[i] = r.Float32()
	}
	got := make([]float32, do+(m-1)*ld+n+1)
	want := slices.Clone(got)
	Transpose(got, do, ld, src, so, ls, m, n, nt)
	Fence()
	withGo(func() { Transpose(want, do, ld, src, so, ls, m, n, nt) })
	for i := range m {
		for j := range n {
			if want[do+i*ld+j] != src[so+j*ls+i] || got[do+i*ld+j] != want[do+i*ld+j] {
				t.Fatalf("Transpose float32 m=%d n=%d ld=%d ls=%d do=%d so=%d nt=%v wrong at %d,%d", m, n, ld, ls, do, so, nt, i, j)
			}
		}
	}
	if !slices.Equal(got, want) {
		t.Fatalf("Transpose float32 m=%d n=%d: writes outside the matrix", m, n)
	}
}

func checkTranspose(t *testing.T, r *rand.Rand, m, n, ld, ls, do, so int, nt bool) {
	t.Helper()
	src := make([]int64, so+(n-1)*ls+m)
	for i := range src {
		src[i] = r.Int64()
	}
	got := make([]int64, do+(m-1)*ld+n+1)
	want := slices.Clone(got)
	Transpose(got, do, ld, src, so, ls, m, n, nt)
	Fence()
	withGo(func() { Transpose(want, do, ld, src, so, ls, m, n, nt) })
	for i := range m {
		for j := range n {
			if want[do+i*ld+j] != src[so+j*ls+i] {
				t.Fatalf("Go reference wrong at %d,%d", i, j)
			}
		}
	}
	if !slices.Equal(got, want) {
		t.Fatalf("Transpose m=%d n=%d ld=%d ls=%d do=%d so=%d nt=%v differs from Go (dst base %% 32 = %d)",
			m, n, ld, ls, do, so, nt, uintptr(unsafe.Pointer(&got[0]))%32)
	}
}

// FuzzTranspose compares the vector transpose with the Go one on fuzzed
// shapes, strides and offsets.
func FuzzTranspose(f *testing.F) {
	f.Add(uint8(8), uint8(8), uint8(0), uint8(0), uint8(0), uint8(0), true)
	f.Add(uint8(13), uint8(17), uint8(3), uint8(1), uint8(2), uint8(5), false)
	f.Fuzz(func(t *testing.T, m, n, padD, padS, do, so uint8, nt bool) {
		M, N := int(m%40)+1, int(n%40)+1
		r := rand.New(rand.NewPCG(uint64(m), uint64(n)))
		checkTranspose(t, r, M, N, N+int(padD%9), M+int(padS%9), int(do%7), int(so%7), nt)
	})
}

// FuzzArith compares the vector arithmetic with the Go loops on fuzzed
// lengths, offsets and values.
func FuzzArith(f *testing.F) {
	f.Add(uint16(33), uint8(1), uint8(2), uint64(9))
	f.Fuzz(func(t *testing.T, n uint16, off, op uint8, seed uint64) {
		r := rand.New(rand.NewPCG(seed, 1))
		N, o, p := int(n%300), int(off%8), Op(op%4)
		a := randFloats[float32](r, N+o)[o:]
		b := randFloats[float32](r, N+o)[o:]
		got, want := make([]float32, N), make([]float32, N)
		ArithVV(p, got, a, b)
		withGo(func() { ArithVV(p, want, a, b) })
		if !sameBits(got, want) {
			t.Fatalf("ArithVV(%d) n=%d: %v, want %v", p, N, got, want)
		}
	})
}

// TestExtremeMatchesGo: the vector min/max keep NumPy's NaN rule and the
// tie rule (d kept) exactly as the Go loop does.
func TestExtremeMatchesGo(t *testing.T) {
	forEachWidth(&reduceWide, func() {
		testExtreme[float64](t)
		testExtreme[float32](t)
	})
}

// forEachWidth runs test with the AVX-512 kernels that *wide selects
// where the machine has them, then with *wide off (the AVX2 kernels, or
// Go).
func forEachWidth(wide *bool, test func()) {
	saved := *wide
	defer func() { *wide = saved }()
	for _, w := range []bool{saved, false} {
		*wide = w
		test()
	}
}

func testExtreme[F Float](t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for n := 0; n <= 70; n++ {
		for off := range 8 {
			d0 := randFloats[F](r, n+off)[off:]
			s := randFloats[F](r, n+off)[off:]
			for i := range d0 { // ties and signed zeros
				if r.IntN(6) == 0 {
					s[i] = d0[i]
				}
				if r.IntN(8) == 0 {
					d0[i], s[i] = F(math.Copysign(0, -1)), 0
				}
			}
			for _, max := range []bool{false, true} {
				got, want := slices.Clone(d0), slices.Clone(d0)
				ExtremeVV(max, got, s)
				withGo(func() { ExtremeVV(max, want, s) })
				if !sameBits(got, want) {
					t.Fatalf("ExtremeVV(max=%v) n=%d off=%d:\n d %v\n s %v\n got %v\n want %v", max, n, off, d0, s, got, want)
				}
			}
		}
	}
}

// TestExtremeRunMatchesGo: the vector run reduction finds the Go loop's
// extreme (equal as numbers: which of 0 and -0 is not specified) and NaN
// whenever the run holds one.
func TestExtremeRunMatchesGo(t *testing.T) {
	testExtremeRun[float64](t)
	testExtremeRun[float32](t)
}

func testExtremeRun[F Float](t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	for n := 1; n <= 90; n++ {
		for off := range 8 {
			x := randFloats[F](r, n+off)
			if r.IntN(3) > 0 { // many runs without NaN
				for i := range x {
					if x[i] != x[i] {
						x[i] = 1
					}
				}
			}
			for _, max := range []bool{false, true} {
				acc := x[off]
				got := ExtremeRun(max, acc, x, off, 1, n)
				var want F
				withGo(func() { want = ExtremeRun(max, acc, x, off, 1, n) })
				if got != want && !(got != got && want != want) {
					t.Fatalf("ExtremeRun(max=%v) n=%d off=%d = %v, want %v", max, n, off, got, want)
				}
			}
		}
	}
}

// TestRowsMatchesGo: folding rows with the vector kernel gives the
// row-by-row Go loop bit for bit.
func TestRowsMatchesGo(t *testing.T) {
	forEachWidth(&reduceWide, func() {
		testRows[float64](t)
		testRows[float32](t)
	})
}

func testRows[F Float](t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	for _, n := range []int{1, 5, 15, 16, 17, 31, 32, 33, 64, 100, 129, FoldRowsMax + 1, 1000} {
		for _, nrows := range []int{1, 2, 7, sumRowsGroup + 1, 3*sumRowsGroup - 1} {
			ls := n + r.IntN(5)
			so := r.IntN(4)
			src := randFloats[F](r, so+nrows*ls+n)
			d0 := randFloats[F](r, n)
			got, want := slices.Clone(d0), slices.Clone(d0)
			SumRows(got, src, so, ls, nrows)
			withGo(func() { SumRows(want, src, so, ls, nrows) })
			if !sameBits(got, want) {
				t.Fatalf("SumRows n=%d rows=%d: %v, want %v", n, nrows, got, want)
			}
			loop := slices.Clone(d0) // the row-by-row loop whose order SumRows keeps
			for k := range nrows {
				for j := range loop {
					loop[j] += src[so+k*ls+j]
				}
			}
			if !sameBits(got, loop) {
				t.Fatalf("SumRows n=%d rows=%d: %v, row by row %v", n, nrows, got, loop)
			}
			// The rows as drawn (a NaN in most chunks), without NaNs (ties
			// of 0 and -0 in their place: the kernels' first pass alone),
			// and with rare NaNs of distinct payloads (chunks of both kinds,
			// the first NaN kept).
			clean, rare := slices.Clone(src), slices.Clone(src)
			for i, v := range src {
				if v != v {
					clean[i] = F(math.Copysign(0, float64(r.IntN(2))-0.5))
					rare[i] = clean[i]
				}
			}
			for i := range rare {
				if r.IntN(200) == 0 {
					rare[i] = F(math.Float64frombits(0x7ff8000000000000 | uint64(r.IntN(1000))<<20 | uint64(r.IntN(2))<<63))
				}
			}
			for _, rows := range [][]F{src, clean, rare} {
				for _, max := range []bool{false, true} {
					got, want := slices.Clone(d0), slices.Clone(d0)
					ExtremeRows(max, got, rows, so, ls, nrows)
					withGo(func() { ExtremeRows(max, want, rows, so, ls, nrows) })
					if !sameBits(got, want) {
						t.Fatalf("ExtremeRows(max=%v) n=%d rows=%d: %v, want %v", max, n, nrows, got, want)
					}
					loop := slices.Clone(d0) // row by row, Better's rule
					for k := range nrows {
						for j := range loop {
							if v := rows[so+k*ls+j]; Better(max, loop[j], v) {
								loop[j] = v
							}
						}
					}
					for j := range loop { // the same bits, a NaN's payload included
						if math.Float64bits(float64(got[j])) != math.Float64bits(float64(loop[j])) {
							t.Fatalf("ExtremeRows(max=%v) n=%d rows=%d: [%d] %v, row by row %v", max, n, nrows, j, got[j], loop[j])
						}
					}
				}
			}
		}
	}
}

// TestRowsSets: SumRowsSets and ExtremeRowsSets give, bit for bit (a NaN's
// payload included), each set folded by itself with SumRows and
// ExtremeRows: set counts around the groups of four, rows around the
// lengths the four-set kernels take and the vector width, padded
// destinations and sources, NaNs, infinities and signed zeros.
func TestRowsSets(t *testing.T) {
	testRowsSets[float64](t)
	testRowsSets[float32](t)
}

func testRowsSets[F Float](t *testing.T) {
	r := rand.New(rand.NewPCG(17, 18))
	exact := func(a, b []F) bool {
		for i := range a {
			if math.Float64bits(float64(a[i])) != math.Float64bits(float64(b[i])) {
				return false
			}
		}
		return true
	}
	for _, n := range []int{setRowsMin - 1, setRowsMin, 65, 100, 128, FoldRowsMax, FoldRowsMax + 1} {
		for _, m := range []int{1, 3, 4, 5, 8, 11} {
			for _, nrows := range []int{1, 3, 17} {
				ls := n + r.IntN(3)
				ss := nrows*ls + r.IntN(5)
				ds := n + r.IntN(4)
				so, do := r.IntN(4), r.IntN(3)
				src := randFloats[F](r, so+m*ss+n)
				d0 := randFloats[F](r, do+m*ds+n)
				for _, kind := range []string{"sum", "min", "max"} {
					got, want := slices.Clone(d0), slices.Clone(d0)
					for k := range m {
						dk := want[do+k*ds : do+k*ds+n]
						switch kind {
						case "sum":
							SumRows(dk, src, so+k*ss, ls, nrows)
						default:
							ExtremeRows(kind == "max", dk, src, so+k*ss, ls, nrows)
						}
					}
					switch kind {
					case "sum":
						SumRowsSets(got, do, ds, n, src, so, ss, ls, nrows, m)
					default:
						ExtremeRowsSets(kind == "max", got, do, ds, n, src, so, ss, ls, nrows, m)
					}
					if !exact(got, want) {
						t.Fatalf("%s sets n=%d m=%d rows=%d: %v, set by set %v", kind, n, m, nrows, got, want)
					}
				}
			}
		}
	}
}

// TestExtremeSets: ExtremeSets gives, bit for bit, ExtremeRun of each run
// (the first NaN with its payload, the first of 0 and -0), with the vector
// kernels and without: set counts around the groups of four, runs around
// the vector widths, padded runs and results, NaNs in one run of four.
func TestExtremeSets(t *testing.T) {
	testExtremeSets[float64](t)
	testExtremeSets[float32](t)
}

func testExtremeSets[F Float](t *testing.T) {
	r := rand.New(rand.NewPCG(19, 20))
	for _, n := range []int{15, 16, 17, 31, 64, 100, 1000} {
		for _, m := range []int{1, 3, 4, 5, 8, 9} {
			for _, draw := range []string{"mixed", "zeros", "rare-nan"} {
				ls, dd := n+r.IntN(3), 1+r.IntN(3)
				so, do := r.IntN(4), r.IntN(3)
				x := randFloats[F](r, so+m*ls+n)
				for i, v := range x {
					switch {
					case draw == "zeros" && (v != v || r.IntN(3) == 0):
						x[i] = F(math.Copysign(0, float64(r.IntN(2))-0.5))
					case draw == "rare-nan" && v != v:
						x[i] = 1
					}
				}
				if draw == "rare-nan" {
					k := r.IntN(m)
					x[so+k*ls+r.IntN(n)] = F(math.Float64frombits(0x7ff8000000000000 | uint64(r.IntN(1000))<<20))
				}
				d0 := randFloats[F](r, do+m*dd+1)
				for i, v := range d0 {
					if v != v {
						d0[i] = 0
					}
				}
				for _, max := range []bool{false, true} {
					want := slices.Clone(d0)
					for k := range m {
						want[do+k*dd] = ExtremeRun(max, want[do+k*dd], x, so+k*ls, 1, n)
					}
					loop := slices.Clone(d0) // the fold in order, Better's rule
					for k := range m {
						for _, v := range x[so+k*ls : so+k*ls+n] {
							if Better(max, loop[do+k*dd], v) {
								loop[do+k*dd] = v
							}
						}
					}
					got, twin := slices.Clone(d0), slices.Clone(d0)
					ExtremeSets(max, got, do, dd, x, so, ls, n, m)
					withGo(func() { ExtremeSets(max, twin, do, dd, x, so, ls, n, m) })
					for i := range got {
						g, w, o, l := math.Float64bits(float64(got[i])), math.Float64bits(float64(want[i])), math.Float64bits(float64(twin[i])), math.Float64bits(float64(loop[i]))
						if g != w || o != w || l != w {
							t.Fatalf("ExtremeSets(max=%v) %s n=%d m=%d: [%d] %v, Go %v, ExtremeRun %v, in order %v", max, draw, n, m, i, got[i], twin[i], want[i], loop[i])
						}
					}
				}
			}
		}
	}
}

// TestStreamRead: the read reference visits every element once: over ones,
// its result is the last four-quarter call's first leaf (128) plus the
// tail's first running sum (one per 8 elements past the quarters).
func TestStreamRead(t *testing.T) {
	for _, n := range []int{0, 8, 4*BufSize - 8, 4 * BufSize, 4*BufSize + 8, 12*BufSize + 4096} {
		x := make([]float64, n)
		for i := range x {
			x[i] = 1
		}
		q := n / 4 / BufSize * BufSize
		want := float64((n - 4*q) / 8)
		if q > 0 && haveAVX2 {
			want += pwBlock
		} else if n >= 8 {
			want = float64(n / 8)
		}
		if got := StreamRead(x); got != want {
			t.Fatalf("StreamRead of %d ones = %v, want %v", n, got, want)
		}
	}
}

// TestSumRows128: batched row sums equal SumRun of each row, bit for bit.
func TestSumRows128(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 16))
	for _, n := range []int{1, 3, 7, 8, 100, 128, 256, 1024, 8192, 16384} {
		for _, nrows := range []int{1, 3, 64, 70} {
			x := make([]float64, 5+n*nrows)
			for i := range x {
				x[i] = (r.Float64() - 0.5) * 1e3
			}
			got := make([]float64, 2*nrows)
			SumRows128(got, 1, 2, x, 5, n, nrows)
			for row := range nrows {
				if want := SumRun(0, x, 5+row*n, n, 1); got[1+2*row] != want {
					t.Fatalf("SumRows128 n=%d rows=%d: row %d = %v, want %v", n, nrows, row, got[1+2*row], want)
				}
			}
		}
	}
}

// TestCompareScalarKernels checks the assembly comparisons with a scalar,
// and of two runs, against the pure-Go loops and Go's operators for every
// operator, both float types and every length up to 70 (prefixes of 32 in
// assembly, tails in Go), with NaN, infinities, zeros of both signs and
// ties.
func TestCompareScalarKernels(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 1))
	testCompareScalar[float64](t, r)
	testCompareScalar[float32](t, r)
}

func testCompareScalar[F Float](t *testing.T, r *rand.Rand) {
	for n := range 71 {
		a := randFloats[F](r, n)
		for _, y := range []F{0, F(math.Copysign(0, -1)), F(math.NaN()), 1.5, F(math.Inf(1))} {
			for i := range a {
				if r.IntN(5) == 0 {
					a[i] = y // ties
				}
			}
			for op := CmpLess; op <= CmpNotEqual; op++ {
				got := make([]bool, n+1)
				Compare(op, got, 0, 1, a, 0, 1, []F{y}, 0, 0, n)
				want := make([]bool, n+1)
				withGo(func() { Compare(op, want, 0, 1, a, 0, 1, []F{y}, 0, 0, n) })
				if !slices.Equal(got, want) {
					t.Fatalf("%T op %d n %d y %v: got %v, want %v", y, op, n, y, got, want)
				}
				for i, v := range got {
					if b := *(*uint8)(unsafe.Pointer(&v)); b > 1 {
						t.Fatalf("bool %d holds byte %d", i, b)
					}
				}
				// Two runs: b's elements a's where a tie is drawn. The
				// equality forms through CompareEq too, checked against
				// its loop.
				b := randFloats[F](r, n)
				for i := range b {
					if r.IntN(4) == 0 {
						b[i] = a[i]
					}
				}
				Compare(op, got, 0, 1, a, 0, 1, b, 0, 1, n)
				withGo(func() { Compare(op, want, 0, 1, a, 0, 1, b, 0, 1, n) })
				ref := make([]bool, n+1)
				for i := range n {
					ref[i] = [...]bool{a[i] < b[i], a[i] <= b[i], a[i] > b[i], a[i] >= b[i], a[i] == b[i], a[i] != b[i]}[op]
				}
				if !slices.Equal(got, ref) || !slices.Equal(want, ref) {
					t.Fatalf("%T op %d n %d: runs compare to %v, Go %v, want %v", y, op, n, got, want, ref)
				}
				if op == CmpEqual || op == CmpNotEqual {
					CompareEq(op, got, 0, 1, a, 0, 1, b, 0, 1, n)
					if !slices.Equal(got, ref) {
						t.Fatalf("%T op %d n %d: CompareEq %v, want %v", y, op, n, got, ref)
					}
				}
			}
		}
	}
}

// TestNanSumRun checks NanSumRun, NanExtremeRun, NanExtremeInto (into a
// vector, strides 1 and 2, chunks of 37) and NanArgExtremeRun (chunks of
// 37) with the NaN-replacing and NaN-skipping
// kernels against the Go loop bit for bit, and both against SumRun of the
// run with its NaNs replaced by 0 by hand and the extremes folded by hand:
// lengths around a vector and past a buffer, NaNs, signed zeros and
// infinities among the elements, and runs of zeros and NaNs alone,
// contiguous and strided.
func TestNanSumRun(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 4))
	testNanSumRun(t, r, randFloats[float64])
	testNanSumRun(t, r, randFloats[float32])
	// Only zeros of both signs and NaNs: every extreme is a tie between
	// zeros, which the fold breaks by their order, and some runs hold no
	// number.
	zeros := func(r *rand.Rand, n int) []float64 {
		out := make([]float64, n)
		for i := range out {
			out[i] = [...]float64{math.NaN(), 0, math.Copysign(0, -1)}[r.IntN(3)]
		}
		return out
	}
	testNanSumRun(t, r, zeros)
	testNanSumRun(t, r, func(r *rand.Rand, n int) []float32 {
		out := make([]float32, n)
		for i, v := range zeros(r, n) {
			out[i] = float32(v)
		}
		return out
	})
}

func testNanSumRun[F Float](t *testing.T, r *rand.Rand, gen func(*rand.Rand, int) []F) {
	t.Helper()
	buf := make([]F, BufSize)
	for _, n := range []int{0, 1, 3, 4, 7, 8, 9, 31, 100, BufSize + 13, 2*BufSize + 5} {
		for _, s := range []int{1, 2} {
			off := r.IntN(3)
			x := gen(r, off+n*s+1)
			x[off] = F(math.NaN())
			clean := make([]F, n)
			for i := range clean {
				if v := x[off+i*s]; v == v {
					clean[i] = v
				}
			}
			want := SumRun(F(0.5), clean, 0, n, 1)
			got := NanSumRun(F(0.5), x, off, n, s, buf)
			var twin F
			withGo(func() { twin = NanSumRun(F(0.5), x, off, n, s, buf) })
			if !sameBits([]F{got}, []F{want}) || !sameBits([]F{twin}, []F{want}) {
				t.Fatalf("n=%d s=%d: NanSumRun %v, Go %v, want %v", n, s, got, twin, want)
			}
			// The extremes: the NaNs as the infinity that never wins,
			// folded from acc by hand in order (the first of equal ones
			// kept, so -0 and 0 in their order).
			for _, max := range []bool{false, true} {
				inf := F(math.Inf(1))
				if max {
					inf = -inf
				}
				for _, acc := range []F{inf, 0, F(math.Copysign(0, -1)), 0.25} {
					want := acc
					for i := range n {
						v := x[off+i*s]
						if v != v {
							v = inf
						}
						if max && v > want || !max && v < want {
							want = v
						}
					}
					got := NanExtremeRun(max, acc, x, off, n, s, buf)
					withGo(func() { twin = NanExtremeRun(max, acc, x, off, n, s, buf) })
					if !sameBits([]F{got}, []F{want}) || !sameBits([]F{twin}, []F{want}) {
						t.Fatalf("n=%d s=%d max %v acc %v: NanExtremeRun %v, Go %v, want %v", n, s, max, acc, got, twin, want)
					}
					// The position: the first of the extreme, NaNs as inf.
					if n > 0 && acc == inf {
						at, best := 0, inf
						for i := range n {
							v := x[off+i*s]
							if v != v {
								v = inf
							}
							if i == 0 || max && v > best || !max && v < best {
								at, best = i, v
							}
						}
						if got := NanArgExtremeRun(max, x, off, s, n, buf[:37]); got != at {
							t.Fatalf("n=%d s=%d max %v: NanArgExtremeRun %d, want %d", n, s, max, got, at)
						}
					}
					// Folded elementwise into a vector of acc (strides 1
					// and 2), through a buffer of 37 (chunks and tails).
					for _, ds := range []int{1, 2} {
						d := make([]F, n*ds+1)
						for i := range n {
							d[i*ds] = acc
						}
						NanExtremeInto(max, d, 0, ds, x, off, s, n, buf[:37])
						for i := range n {
							v, w := x[off+i*s], acc
							if v != v {
								v = inf
							}
							if max && v > w || !max && v < w {
								w = v
							}
							if !sameBits([]F{d[i*ds]}, []F{w}) {
								t.Fatalf("n=%d s=%d ds=%d max %v acc %v: NanExtremeInto element %d = %v, want %v", n, s, ds, max, acc, i, d[i*ds], w)
							}
						}
					}
				}
			}
		}
	}
}

// TestArithComplexKernels checks complex addition and subtraction, which
// run the float kernels over the real and imaginary parts, and
// multiplication, which runs its own, against complexRef element by
// element, b a run (ordinary and non-temporal stores) or one number, at
// every length up to 40 and several offsets.
func TestArithComplexKernels(t *testing.T) {
	testArithComplex[complex128](t)
	testArithComplex[complex64](t)
}

func testArithComplex[T complex64 | complex128](t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 3))
	for _, op := range []Op{Add, Sub, Mul} {
		for n := range 41 {
			for off := range 3 {
				a, b := make([]T, n+off), make([]T, n+off)
				for i := range a {
					a[i] = T(complex(rng.NormFloat64(), rng.NormFloat64()*1e3))
					b[i] = T(complex(rng.NormFloat64()*1e-3, rng.NormFloat64()))
				}
				for _, nt := range []bool{false, true} {
					d := make([]T, n+off)
					if nt {
						ArithVVNT(op, d[off:], a[off:], b[off:])
						Fence()
					} else {
						ArithVV(op, d[off:], a[off:], b[off:])
					}
					for i := off; i < n+off; i++ {
						if want := complexRef(op, a[i], b[i]); d[i] != want {
							t.Fatalf("%T op %d n=%d off=%d nt=%v: element %d = %v, want %v", d[i], op, n, off, nt, i, d[i], want)
						}
					}
				}
				// One number for b.
				if n+off == 0 {
					continue
				}
				d, y := make([]T, n+off), b[0]
				ArithVS(op, d[off:], a[off:], y)
				for i := off; i < n+off; i++ {
					if want := complexRef(op, a[i], y); d[i] != want {
						t.Fatalf("%T op %d n=%d off=%d: a[%d] op %v = %v, want %v", d[i], op, n, off, i, y, d[i], want)
					}
				}
			}
		}
	}
}

// complexRef is x op y for Add, Sub and Mul, the product's four products
// each rounded before their sums.
func complexRef[T complex64 | complex128](op Op, x, y T) T {
	switch op {
	case Add:
		return x + y
	case Sub:
		return x - y
	}
	xr, xi, yr, yi := real(complex128(x)), imag(complex128(x)), real(complex128(y)), imag(complex128(y))
	if _, ok := any(x).(complex64); ok {
		f := func(v float64) float64 { return float64(float32(v)) }
		return T(complex(f(f(xr*yr)-f(xi*yi)), f(f(xi*yr)+f(xr*yi))))
	}
	return T(complex(float64(xr*yr)-float64(xi*yi), float64(xi*yr)+float64(xr*yi)))
}

// TestClassKernels checks the isnan, isinf and isfinite kernels (through
// ClassRun's unit-stride path) element by element against the definitions
// and the pure-Go loop, for both float types, every length up to 100 at
// offsets 0 to 3, with NaNs of both signs and other payloads, infinities,
// the largest finite values, subnormals and zeros of both signs, and
// nothing written outside the run.
func TestClassKernels(t *testing.T) {
	r := rand.New(rand.NewPCG(23, 1))
	testClassKernels[float64](t, r, []uint64{0x7ff8000000000001, 0xfff8000000000000, 0x7ff0000000000001, 0xfff0000000000000, 0x7fefffffffffffff, 0x8000000000000001, 0x8000000000000000})
	testClassKernels[float32](t, r, []uint64{0x7fc00001, 0xffc00000, 0x7f800001, 0xff800000, 0x7f7fffff, 0x80000001, 0x80000000})
}

func testClassKernels[F Float](t *testing.T, r *rand.Rand, special []uint64) {
	var z F
	from := func(b uint64) F {
		if unsafe.Sizeof(z) == 4 {
			return F(math.Float32frombits(uint32(b)))
		}
		return F(math.Float64frombits(b))
	}
	want := func(c Class, v F) bool {
		f := float64(v)
		switch c {
		case ClassNaN:
			return math.IsNaN(f)
		case ClassInf:
			return math.IsInf(f, 0)
		}
		return !math.IsNaN(f) && !math.IsInf(f, 0)
	}
	for n := range 101 {
		for off := range 4 {
			x := randFloats[F](r, off+n)
			for i := range x {
				if r.IntN(4) == 0 {
					x[i] = from(special[r.IntN(len(special))])
				}
			}
			for c := ClassNaN; c <= ClassFinite; c++ {
				got := make([]bool, off+n+1)
				ClassRun(c, got, off, 1, x, off, 1, n)
				ref := make([]bool, off+n+1)
				withGo(func() { ClassRun(c, ref, off, 1, x, off, 1, n) })
				for i := range got {
					w := i >= off && i < off+n && want(c, x[i])
					if got[i] != w || ref[i] != w {
						t.Fatalf("%T class %d n %d off %d: element %d (%v) got %v, Go loop %v, want %v", z, c, n, off, i, x[min(i, len(x)-1)], got[i], ref[i], w)
					}
					if b := *(*uint8)(unsafe.Pointer(&got[i])); b > 1 {
						t.Fatalf("bool %d holds byte %d", i, b)
					}
				}
			}
		}
	}
}

// TestRoundKernels checks RoundRun's vector kernels (rint, rint(x·p)/p and
// rint(x/p)·p) against its Go loop bit for bit, signed zeros and NaNs
// included, for both float types, decimals from -3 to 320, every length up
// to 70 at offsets 0 to 2, with nothing written outside the run; and a few
// results against their values.
func TestRoundKernels(t *testing.T) {
	r := rand.New(rand.NewPCG(29, 1))
	testRoundKernels[float64](t, r)
	testRoundKernels[float32](t, r)
	for _, c := range []struct {
		x        float64
		decimals int
		want     float64
	}{{2.5, 0, 2}, {-0.5, 0, math.Copysign(0, -1)}, {0.125, 2, 0.12}, {0.375, 2, 0.38}, {-1250, -2, -1200}, {1350, -2, 1400}, {-0.001, 1, math.Copysign(0, -1)}} {
		x := make([]float64, 40)
		for i := range x {
			x[i] = c.x
		}
		d := make([]float64, 40)
		RoundRun(d, 0, 1, x, 0, 1, 40, c.decimals)
		for i, v := range d {
			if math.Float64bits(v) != math.Float64bits(c.want) {
				t.Fatalf("round(%v, %d) element %d = %v, want %v", c.x, c.decimals, i, v, c.want)
			}
		}
	}
}

func testRoundKernels[F Float](t *testing.T, r *rand.Rand) {
	for _, decimals := range []int{-3, -1, 0, 1, 2, 5, 17, 25, 320} {
		for n := range 71 {
			for off := range 3 {
				x := randFloats[F](r, off+n)
				for i := range x {
					if r.IntN(6) == 0 {
						x[i] = F(float64(r.IntN(4001)-2000) / 8) // ties at several scales
					}
				}
				got := make([]F, off+n+1)
				RoundRun(got, off, 1, x, off, 1, n, decimals)
				want := make([]F, off+n+1)
				withGo(func() { RoundRun(want, off, 1, x, off, 1, n, decimals) })
				if !sameBits(got, want) {
					t.Fatalf("%T decimals %d n %d off %d: got %v, want %v", x[0:0], decimals, n, off, got, want)
				}
				for i := range got {
					if (i < off || i >= off+n) && got[i] != 0 {
						t.Fatalf("element %d outside the run written", i)
					}
				}
			}
		}
	}
}

// TestMulRun checks MulRun's unit-stride runs, which the vector kernels
// multiply, against the element loop of its strided runs (the same
// elements one apart in a buffer twice as long), bit for bit, for
// float64, float32 with NaNs, infinities and zeros of both signs, and for
// int64 and int32, whose products wrap.
func TestMulRun(t *testing.T) {
	r := rand.New(rand.NewPCG(51, 52))
	testMulRun(t, r, randFloats[float64])
	testMulRun(t, r, randFloats[float32])
	testMulRun(t, r, func(r *rand.Rand, n int) []int64 {
		out := make([]int64, n)
		for i := range out {
			out[i] = int64(r.Uint64())
		}
		return out
	})
	testMulRun(t, r, func(r *rand.Rand, n int) []int32 {
		out := make([]int32, n)
		for i := range out {
			out[i] = int32(r.Uint32())
		}
		return out
	})
}

func testMulRun[T Real](t *testing.T, r *rand.Rand, gen func(*rand.Rand, int) []T) {
	for _, n := range []int{0, 1, 3, 4, 7, 8, 31, 100, 1027} {
		d, x := gen(r, n+2), gen(r, n+1)
		got := append([]T(nil), d...)
		MulRun(got, 2, 1, x, 1, 1, n)
		// The strided twin: every other element of buffers twice as long.
		ds, xs := make([]T, 2*len(d)), make([]T, 2*len(x))
		for i, v := range d {
			ds[2*i] = v
		}
		for i, v := range x {
			xs[2*i] = v
		}
		MulRun(ds, 4, 2, xs, 2, 2, n)
		for i := range d {
			want := ds[2*i]
			if i < 2 {
				want = d[i] // before the run: untouched
			}
			same := got[i] == want && math.Signbit(float64(got[i])) == math.Signbit(float64(want))
			if !same && !(got[i] != got[i] && want != want) {
				t.Fatalf("%T n=%d: element %d is %v, strided %v", got[i], n, i, got[i], want)
			}
		}
	}
}

// TestCountNotNaN checks CountNotNaN, whose vector kernel counts the NaNs
// of float64 and float32 runs, and CountNotNaNInto along a row (the
// kernel that adds one to each count for a number) against counts
// element by element, at
// every length up to 70 and past the unrolled loop, from several offsets,
// with NaNs of both signs and other payloads, infinities and zeros.
func TestCountNotNaN(t *testing.T) {
	r := rand.New(rand.NewPCG(61, 62))
	testCountNotNaN(t, r, randFloats[float64])
	testCountNotNaN(t, r, randFloats[float32])
}

func testCountNotNaN[F Float](t *testing.T, r *rand.Rand, gen func(*rand.Rand, int) []F) {
	for n := range 300 {
		if n > 70 && n%37 != 0 {
			continue
		}
		x := gen(r, n+3)
		for i := range x {
			switch r.IntN(6) {
			case 0:
				x[i] = F(math.Float64frombits(0xfff8000000000001)) // a negative NaN with a payload
			case 1:
				x[i] = F(math.NaN())
			}
		}
		for off := range 3 {
			want := 0
			for _, v := range x[off : off+n] {
				if v == v {
					want++
				}
			}
			if got := CountNotNaN(x[off : off+n]); got != want {
				t.Fatalf("%T n=%d off=%d: %d, want %d", x[0], n, off, got, want)
			}
			// Folded into a row of counts, from 2 (the vector kernel),
			// as into the counts of a reduction along rows.
			d := make([]int, n+3)
			for i := range d {
				d[i] = 5 + i
			}
			CountNotNaNInto(d, 2, 1, x, off, 1, n)
			for i := range d {
				w := 5 + i
				if j := i - 2; j >= 0 && j < n && x[off+j] == x[off+j] {
					w++
				}
				if d[i] != w {
					t.Fatalf("%T n=%d off=%d: CountNotNaNInto count %d is %d, want %d", x[0], n, off, i, d[i], w)
				}
			}
		}
	}
}
