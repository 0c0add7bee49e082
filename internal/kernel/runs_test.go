package kernel

import (
	"math"
	"testing"
)

// TestClipRun checks NumPy 1.24's clip on the cases that decide it: NaN
// elements stay NaN, ties go to the bound (so signed zeros follow the
// bound), a NaN bound bounds nothing, and strided runs equal unit ones.
func TestClipRun(t *testing.T) {
	nan, negz := math.NaN(), math.Copysign(0, -1)
	x := []float64{-2, -1, negz, 0, 0.5, 1, 2, nan}
	for _, c := range []struct {
		lo, hi float64
		want   []float64
	}{
		{-1, 1, []float64{-1, -1, negz, 0, 0.5, 1, 1, nan}},
		{0, 1, []float64{0, 0, 0, 0, 0.5, 1, 1, nan}},                    // -0 == 0 is a tie: the bound
		{-1, negz, []float64{-1, -1, negz, negz, negz, negz, negz, nan}}, // 0 ties -0 too
		{nan, 1, []float64{-2, -1, negz, 0, 0.5, 1, 1, nan}},             // no lower bound
		{-1, nan, []float64{-1, -1, negz, 0, 0.5, 1, 2, nan}},            // no upper bound
		{nan, nan, x},
	} {
		for _, stride := range []int{1, 2} {
			src := make([]float64, len(x)*stride)
			for i, v := range x {
				src[i*stride] = v
			}
			got := make([]float64, len(x)*stride)
			ClipRun(got, 0, stride, src, 0, stride, len(x), c.lo, c.hi)
			for i, w := range c.want {
				g := got[i*stride]
				if math.Float64bits(g) != math.Float64bits(w) && !(g != g && w != w) {
					t.Errorf("clip(%v, %v, %v) stride %d = %v, want %v", x[i], c.lo, c.hi, stride, g, w)
				}
			}
		}
	}
	ints := []int8{-128, -3, 0, 3, 127}
	got := make([]int8, len(ints))
	ClipRun(got, 0, 1, ints, 0, 1, len(ints), -2, 2)
	for i, w := range []int8{-2, -2, 0, 2, 2} {
		if got[i] != w {
			t.Errorf("int8 clip: got %v", got)
		}
	}
}

func TestFoldRuns(t *testing.T) {
	x := []float64{0, 1, math.Copysign(0, -1), math.NaN(), 0, 2}
	// Two lanes of three elements each, interleaved (stride 2).
	counts := []int{5, 7}
	CountFoldRun(counts, 0, 1, x, 0, 1, 2) // x[0]=0, x[1]=1 into counts[0], counts[1]
	if counts[0] != 5 || counts[1] != 8 {
		t.Errorf("CountFoldRun = %v, want [5 8]", counts)
	}
	n := []int{0}
	CountFoldRun(n, 0, 0, x, 0, 1, len(x)) // -0 is zero; NaN is not
	if n[0] != 3 {
		t.Errorf("CountFoldRun over %v = %d, want 3", x, n[0])
	}
	anyv, allv := []bool{false}, []bool{true}
	AnyFoldRun(anyv, 0, 0, x, 0, 2, 3) // 0, -0, 0
	AllFoldRun(allv, 0, 0, x, 1, 2, 3) // 1, NaN, 2
	if anyv[0] || !allv[0] {
		t.Errorf("AnyFoldRun = %v, AllFoldRun = %v, want false, true", anyv[0], allv[0])
	}
	AllFoldRun(allv, 0, 0, x, 0, 1, len(x))
	if allv[0] {
		t.Errorf("AllFoldRun over %v = true", x)
	}
}

func TestSelectMapZipRuns(t *testing.T) {
	d := []int{9, 9, 9, 9}
	SelectRun(d, 0, 1, []bool{true, false, true, false}, 0, 1, []int{1, 2, 3, 4}, 0, 1, 4)
	if d[0] != 1 || d[1] != 9 || d[2] != 3 || d[3] != 9 {
		t.Errorf("SelectRun = %v, want [1 9 3 9]", d)
	}
	SelectRun(d, 3, -1, []bool{true}, 0, 0, []int{5, 6, 7, 8}, 0, 1, 4) // reversed dst, broadcast cond
	if d[0] != 8 || d[1] != 7 || d[2] != 6 || d[3] != 5 {
		t.Errorf("SelectRun reversed = %v, want [8 7 6 5]", d)
	}
	m := make([]float64, 3)
	MapRun(m, 0, 1, []int{1, 2, 3}, 0, 1, 3, func(v int) float64 { return float64(v) / 2 })
	if m[0] != 0.5 || m[1] != 1 || m[2] != 1.5 {
		t.Errorf("MapRun = %v", m)
	}
	MapRun(m, 2, -1, []int{4, 0, 6}, 0, 2, 2, func(v int) float64 { return float64(v) })
	if m[2] != 4 || m[1] != 6 || m[0] != 0.5 {
		t.Errorf("MapRun strided = %v, want [0.5 6 4]", m)
	}
	z := make([]string, 2)
	ZipRun(z, 0, 1, []string{"a", "b"}, 0, 1, []int{1, 2}, 0, 0, 2, func(s string, k int) string { return s + string(rune('0'+k)) })
	if z[0] != "a1" || z[1] != "b1" {
		t.Errorf("ZipRun = %v, want [a1 b1]", z)
	}
}

func TestIntAndEqualRuns(t *testing.T) {
	x := []int8{100, 100, -7, 3}
	if s := FoldIntRun(int64(0), x, 0, 1, 4, false); s != 196 {
		t.Errorf("FoldIntRun sum = %d, want 196", s)
	}
	if p := FoldIntRun(int64(1), x, 0, 1, 4, true); p != -210000 {
		t.Errorf("FoldIntRun product = %d, want -210000", p)
	}
	if s := AddRun(int8(0), x, 0, 1, 2); s != -56 { // wraps in int8, as the caller asks
		t.Errorf("AddRun int8 = %d, want -56", s)
	}
	if !EqualRun([]int{1, 2, 3}, 0, 1, []int{3, 2, 1}, 2, -1, 3) || EqualRun([]int{1, 2}, 0, 1, []int{1, 3}, 0, 1, 2) {
		t.Errorf("EqualRun wrong")
	}
}

// clipRef is NumPy 1.24's clip of one element, the reference of ClipRun.
func clipRef[T float32 | float64](x, lo, hi T) T {
	if x != x {
		return x
	}
	if !(x > lo) && lo == lo {
		x = lo
	}
	if !(x < hi) && hi == hi {
		x = hi
	}
	return x
}

// TestClipRunLengths runs the vector kernels (where the machine has them)
// over every length up to 40 and every offset of a pattern holding NaN,
// signed zeros and the bounds themselves, against the scalar reference.
func TestClipRunLengths(t *testing.T) {
	testClipLengths[float64](t)
	testClipLengths[float32](t)
}

func testClipLengths[T float32 | float64](t *testing.T) {
	nan, negz := T(math.NaN()), T(math.Copysign(0, -1))
	pattern := []T{-2, 0.25, negz, nan, 0, -0.5, 0.5, 3, -0.75, 1}
	bounds := [][2]T{{-0.5, 0.5}, {0, 1}, {-1, negz}, {nan, 0}, {0, nan}, {1, -1}}
	for n := range 41 {
		src := make([]T, n+3)
		for i := range src {
			src[i] = pattern[i%len(pattern)]
		}
		for _, b := range bounds {
			for off := range 3 {
				if off+n > len(src) {
					continue
				}
				got := make([]T, n)
				ClipRun(got, 0, 1, src, off, 1, n, b[0], b[1])
				for i, g := range got {
					w := clipRef(src[off+i], b[0], b[1])
					if math.Float64bits(float64(g)) != math.Float64bits(float64(w)) && !(g != g && w != w) {
						t.Fatalf("%T n=%d off=%d clip(%v, %v, %v) = %v, want %v", g, n, off, src[off+i], b[0], b[1], g, w)
					}
				}
			}
		}
	}
}

func TestNarrowRun(t *testing.T) {
	d := []int8{9, 9, 9}
	if i := NarrowRun(d, []int64{-128, 127, 128}); i != 2 || d[0] != 9 {
		t.Errorf("NarrowRun overflow = %d, d = %v; want 2, d unchanged", i, d)
	}
	if i := NarrowRun(d, []int64{-128, 0, 127}); i != -1 || d[0] != -128 || d[2] != 127 {
		t.Errorf("NarrowRun = %d, d = %v; want -1, [-128 0 127]", i, d)
	}
	u := []uint16{0}
	if i := NarrowRun(u, []uint64{1 << 16}); i != 0 {
		t.Errorf("NarrowRun uint16 overflow = %d, want 0", i)
	}
}

// TestDivRun divides in float64 and rounds: for float32 the quotient of a
// count below 2^24 is the float32 division's, and above it the float64
// division's rounding; sqrt is taken after the rounding.
func TestDivRun(t *testing.T) {
	d := []float32{1, 0.3, 7, 2, -0}
	DivRun(d, 0, 1, 3, 3, false)
	for i, want := range []float32{float32(1) / 3, float32(0.3) / 3, float32(7) / 3} {
		if d[i] != want {
			t.Errorf("element %d = %v, want %v", i, d[i], want)
		}
	}
	big := []float32{1}
	DivRun(big, 0, 1, 1, 1<<24+3, false) // float32(2^24+3) would round the count
	if want := float32(5.9604634e-08); big[0] != want {
		t.Errorf("1 / (2^24+3) = %v, want %v (NumPy's)", big[0], want)
	}
	e := []float64{8, 4, 2, 1}
	DivRun(e, 0, 2, 2, 2, true) // elements 0 and 2
	if e[0] != 2 || e[1] != 4 || e[2] != 1 || e[3] != 1 {
		t.Errorf("sqrt(x/2) with stride 2 = %v, want [2 4 1 1]", e)
	}
}
