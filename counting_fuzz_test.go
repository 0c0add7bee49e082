//go:build !race

package tensor

import (
	"encoding/binary"
	"errors"
	"math"
	"slices"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// countingSentinel fails the test unless err is nil or wraps one of the
// sentinels the counting functions return.
func countingSentinel(t *testing.T, err error) {
	t.Helper()
	for _, s := range []error{ErrValue, ErrIndex, ErrShape, ErrRank, ErrTooLarge, ErrOverflow, ErrBroadcast} {
		if errors.Is(err, s) {
			return
		}
	}
	if err != nil {
		t.Fatalf("error %v wraps no sentinel", err)
	}
}

// fuzzFloats returns the fuzzer's bytes as float64 values: any bits, 8
// bytes each, or (small) multiples of 1/8 below 4096 in magnitude, 2 bytes
// each, with a NaN, an infinity or a negative zero for a few patterns.
func fuzzFloats(raw []byte, small bool) []float64 {
	if !small {
		v := make([]float64, len(raw)/8)
		for i := range v {
			v[i] = math.Float64frombits(binary.LittleEndian.Uint64(raw[8*i:]))
		}
		return v
	}
	v := make([]float64, len(raw)/2)
	for i := range v {
		k := int16(binary.LittleEndian.Uint16(raw[2*i:]))
		switch k {
		case 0x7fff:
			v[i] = math.NaN()
		case -0x8000:
			v[i] = math.Inf(-1)
		case 0x7ffe:
			v[i] = math.Copysign(0, -1)
		default:
			v[i] = float64(k) / 8
		}
	}
	return v
}

// FuzzHistogram feeds Histogram, HistogramRange, HistogramEdges and
// Digitize fuzzed data (any float64 bits, or small values with NaNs,
// infinities and signed zeros; as float64 or float32), bin counts and
// ranges: no call panics, every error wraps a sentinel, the counts add up
// to at most the number of elements, and for small data (whose bins are
// wide against the spacing of the floats) every element falls in the bin
// between the returned edges that holds it, as HistogramEdges finds it.
// Digitize of sorted bins (increasing or decreasing) is checked against
// counting the bins on each side of each element.
func FuzzHistogram(f *testing.F) {
	f.Add([]byte{8, 0, 16, 0, 24, 0, 255, 127, 0, 1, 8, 0}, uint8(3), int16(-8), int16(40), uint8(0))
	f.Add([]byte{0, 0, 0, 0, 0, 0, 0xf0, 0x7f, 1, 0, 0, 0, 0, 0, 0, 0x80}, uint8(7), int16(0), int16(0), uint8(1))
	f.Add([]byte{1, 0, 1, 0, 1, 0}, uint8(255), int16(5), int16(-5), uint8(6))
	f.Fuzz(func(t *testing.T, raw []byte, nbins uint8, lo, hi int16, flags uint8) {
		small := flags&1 == 0
		v := fuzzFloats(raw, small)
		if len(v) > 200 {
			v = v[:200]
		}
		bins := int(nbins%40) + 1
		if nbins == 255 {
			bins = 0
		}
		rng := [2]float64{float64(lo) / 4, float64(hi) / 4}
		if flags&2 != 0 {
			v32 := make([]float32, len(v))
			for i, e := range v {
				v32[i] = float32(e)
			}
			x, _ := dyn.FromSlice(v32, len(v32))
			histogramFuzzCheck(t, x, bins, rng, small)
			digitizeFuzzCheck(t, x, flags)
			return
		}
		x, _ := dyn.FromSlice(v, len(v))
		histogramFuzzCheck(t, x, bins, rng, small)
		digitizeFuzzCheck(t, x, flags)
	})
}

func histogramFuzzCheck[T float32 | float64](t *testing.T, x dyn.Tensor[T], bins int, rng [2]float64, small bool) {
	t.Helper()
	n := x.Layout().Size()
	for _, withRange := range []bool{false, true} {
		var c dyn.Tensor[int]
		var e dyn.Tensor[float64]
		var err error
		if withRange {
			c, e, err = dyn.HistogramRange(x, bins, rng[0], rng[1])
		} else {
			c, e, err = dyn.Histogram(x, bins)
		}
		countingSentinel(t, err)
		if err != nil {
			continue
		}
		counts, edges := c.Data(), e.Data()
		if len(counts) != bins || len(edges) != bins+1 {
			t.Fatalf("%d bins: %d counts, %d edges", bins, len(counts), len(edges))
		}
		total := 0
		for _, k := range counts {
			if k < 0 {
				t.Fatalf("negative count in %v", counts)
			}
			total += k
		}
		if total > n {
			t.Fatalf("counts %v add up to %d of %d elements", counts, total, n)
		}
		if !small {
			continue
		}
		// Small data: the bin between the returned edges holds each
		// element from edges[0] to edges[bins] (every element, without a
		// range), as HistogramEdges counts them.
		strict := true
		for i := 1; i < len(edges); i++ {
			strict = strict && edges[i-1] < edges[i]
		}
		if !strict {
			continue
		}
		ec, err := dyn.HistogramEdges(x, e)
		if err != nil || !slices.Equal(ec.Data(), counts) {
			t.Fatalf("Histogram(%v, %d, range %v: %v) = %v, edges %v; HistogramEdges %v, %v", x.Data(), bins, withRange, rng, counts, edges, ec.Data(), err)
		}
	}
}

func digitizeFuzzCheck[T float32 | float64](t *testing.T, x dyn.Tensor[T], flags uint8) {
	t.Helper()
	v := x.Data()
	nb := min(len(v), int(flags>>2)%9)
	b := slices.Clone(v[:nb])
	order := func(p, q T) int { return numpyLess(float64(p), float64(q)) }
	up := flags&2 == 0
	if flags&4 != 0 { // sorted, one way or the other
		slices.SortStableFunc(b, order)
		if !up {
			slices.Reverse(b)
		}
	}
	bins, _ := dyn.FromSlice(b, len(b))
	// The reference takes the direction NumPy finds only without NaNs
	// (NumPy's test calls [1, 1, NaN] decreasing): equal bins increase.
	check := flags&4 != 0 && !slices.ContainsFunc(b, func(e T) bool { return e != e })
	if len(b) == 0 || b[0] == b[len(b)-1] {
		up = true
	}
	for _, right := range []bool{false, true} {
		d, err := dyn.Digitize(x, bins, right)
		countingSentinel(t, err)
		if err != nil || !check {
			continue
		}
		// The index is the number of bins before the element (for
		// increasing bins) or the number not after it (decreasing).
		for i, e := range v {
			want := 0
			for _, s := range b {
				c := order(s, e)
				switch {
				case up && !right && c <= 0, up && right && c < 0,
					!up && !right && c > 0, !up && right && c >= 0:
					want++
				}
			}
			if d.Data()[i] != want {
				t.Fatalf("Digitize(%v, bins %v, right %v)[%d] = %d, want %d", v, b, right, i, d.Data()[i], want)
			}
		}
	}
}

// FuzzCounting feeds Bincount (with and without weights), IsIn and
// LexSort fuzzed data: no call panics, every error wraps a sentinel, and
// the results match simple references: counts and weighted sums added in
// order (bit for bit), a search of every test element with ==, and a
// stable sort of the column indices by the last key first.
func FuzzCounting(f *testing.F) {
	f.Add([]byte{0, 1, 1, 3, 0, 0, 0xf8, 0x7f, 0, 0, 0, 0, 0, 0, 0, 0x80}, int8(4), uint8(2))
	f.Add([]byte{255, 2, 7, 7, 7}, int8(-1), uint8(3))
	f.Add(make([]byte, 96), int8(0), uint8(1))
	f.Fuzz(func(t *testing.T, raw []byte, minlength int8, k uint8) {
		if len(raw) > 800 {
			raw = raw[:800]
		}
		// Bincount of the bytes as int8 (negative ones refused) and with
		// the fuzzed floats as weights.
		xs := make([]int8, len(raw))
		for i, b := range raw {
			xs[i] = int8(b)
			if k&1 == 0 {
				xs[i] = int8(b & 0x3f)
			}
		}
		x, _ := dyn.FromSlice(xs, len(xs))
		c, err := dyn.Bincount(x, int(minlength))
		countingSentinel(t, err)
		w := fuzzFloats(append(slices.Clone(raw), make([]byte, 8*len(raw))...), k&2 != 0)[:len(raw)]
		wt, _ := dyn.FromSlice(w, len(w))
		s, werr := dyn.BincountWeighted(x, wt, int(minlength))
		countingSentinel(t, werr)
		neg := slices.ContainsFunc(xs, func(e int8) bool { return e < 0 })
		if (err == nil) == (neg || minlength < 0) || (werr == nil) != (err == nil) {
			t.Fatalf("Bincount(%v, %d): %v, weighted %v", xs, minlength, err, werr)
		}
		if err == nil {
			want := make([]int, int(minlength))
			sums := make([]float64, int(minlength))
			for i, e := range xs {
				for int(e) >= len(want) {
					want, sums = append(want, 0), append(sums, 0)
				}
				want[e]++
				sums[e] += w[i]
			}
			if !slices.Equal(c.Data(), want) || !sameSlice(s.Data(), sums) {
				t.Fatalf("Bincount(%v, %d) = %v, %v; want %v, %v", xs, minlength, c.Data(), s.Data(), want, sums)
			}
		}

		// IsIn of float values (any bits or small ones) in a part of them.
		v := fuzzFloats(raw, k&4 != 0)
		m := min(len(v), int(k>>3))
		el, _ := dyn.FromSlice(v, len(v))
		test, _ := dyn.FromSlice(slices.Clone(v[len(v)-m:]), m)
		in, err := dyn.IsIn(el, test)
		if err != nil {
			t.Fatal(err)
		}
		for i, e := range v {
			if want := slices.Contains(test.Data(), e); in.Data()[i] != want {
				t.Fatalf("IsIn(%v, %v)[%d] = %v, want %v", v, test.Data(), i, in.Data()[i], want)
			}
		}

		// LexSort of the values as nk keys.
		nk := int(k%4) + 1
		cols := len(v) / nk
		keys, _ := dyn.FromSlice(slices.Clone(v[:nk*cols]), nk, cols)
		idx, err := dyn.LexSort(keys)
		if err != nil {
			t.Fatal(err)
		}
		want := make([]int, cols)
		for i := range want {
			want[i] = i
		}
		slices.SortStableFunc(want, func(a, b int) int {
			for r := nk - 1; r >= 0; r-- {
				if c := numpyLess(v[r*cols+a], v[r*cols+b]); c != 0 {
					return c
				}
			}
			return 0
		})
		if !slices.Equal(idx.Data(), want) {
			t.Fatalf("LexSort(%v as %d keys) = %v, want %v", v, nk, idx.Data(), want)
		}
	})
}
