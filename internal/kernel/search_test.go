package kernel

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestSearchKeysRun checks the branchless keyed searches against
// SearchRun (the positions into a sorted array are the same) for every
// width and kind: float64 and float32 with NaNs, both zeros and
// infinities, signed and unsigned integers up to their extremes (the
// largest key, where the right side's key wraps), arrays with runs of
// equal elements, value counts around the four searches in step and the
// 256-value chunk, strides 1, 3 and -1, and from (len(a) minus the
// position, BinSearch's form).
func TestSearchKeysRun(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 9))
	f64 := []float64{math.Inf(-1), -2, -1, math.Copysign(0, -1), 0, 0.5, 1, 3, math.Inf(1), math.NaN()}
	pick64 := func() uint64 { return math.Float64bits(f64[r.IntN(len(f64))]) }
	f32 := []float32{float32(math.Inf(-1)), -2, -0.5, float32(math.Copysign(0, -1)), 0, 1, 2, float32(math.NaN())}
	pick32 := func() uint32 { return math.Float32bits(f32[r.IntN(len(f32))]) }
	eq64 := func(x, y uint64) bool { return math.Float64frombits(x) == math.Float64frombits(y) }
	eq32 := func(x, y uint32) bool { return math.Float32frombits(x) == math.Float32frombits(y) }
	searchKeysCase(t, r, "float64", KeyFloat, pick64, eq64)
	searchKeysCase(t, r, "float32", KeyFloat, pick32, eq32)
	searchKeysCase(t, r, "int64", KeySigned, func() uint64 {
		return []uint64{1 << 63, 1<<63 - 1, 0, ^uint64(0), 5, 7}[r.IntN(6)]
	}, nil)
	searchKeysCase(t, r, "uint64", KeyUnsigned, func() uint64 {
		return []uint64{0, 1, 2, ^uint64(0), ^uint64(0) - 1}[r.IntN(5)]
	}, nil)
	searchKeysCase(t, r, "int8", KeySigned, func() uint8 { return uint8(r.IntN(256)) }, nil)
	searchKeysCase(t, r, "uint16", KeyUnsigned, func() uint16 { return uint16(r.IntN(8)) * 9000 }, nil)
}

// searchKeysCase runs TestSearchKeysRun's checks for one kind of word, and
// InKeysRun's against a scan with eq (the element type's ==; nil for
// integers, whose words compare as they are).
func searchKeysCase[W Word](t *testing.T, r *rand.Rand, name string, kind KeyKind, pick func() W, eq func(x, y W) bool) {
	t.Helper()
	nb := uint(0)
	for w := ^W(0); w != 0; w >>= 1 {
		nb++
	}
	for _, na := range []int{1, 2, 3, 7, 64, 300} {
		a := make([]W, na)
		for i := range a {
			a[i] = pick()
		}
		slices.SortStableFunc(a, func(x, y W) int {
			kx, ky := keyOf(kind, uint64(x), nb), keyOf(kind, uint64(y), nb)
			return int(b2i(kx > ky)) - int(b2i(kx < ky))
		})
		ka := make([]uint64, na)
		if !SortedKeys(kind, ka, a, 0, 1) {
			t.Fatalf("%s na=%d: sorted array reported unsorted", name, na)
		}
		// The same array read backwards through a negative stride.
		rev := slices.Clone(a)
		slices.Reverse(rev)
		kb := make([]uint64, na)
		if !SortedKeys(kind, kb, rev, na-1, -1) || !slices.Equal(ka, kb) {
			t.Fatalf("%s na=%d: keys through stride -1 differ", name, na)
		}
		for _, n := range []int{0, 1, 3, 4, 5, 255, 256, 257, 600} {
			for _, vs := range []int{1, 3, -1} {
				v := make([]W, n*abs(vs)+1)
				for i := range v {
					v[i] = pick()
				}
				vo := 0
				if vs < 0 {
					vo = len(v) - 1
				}
				for _, right := range []bool{false, true} {
					want := make([]int, n)
					SearchRun(kind, right, want, 0, 1, a, 0, 1, na, v, vo, vs, n)
					got := make([]int, 2*n)
					SearchKeysRun(kind, right, false, got, 1, 2, ka, v, vo, vs, n)
					for i := range n {
						if got[1+2*i] != want[i] {
							t.Fatalf("%s na=%d n=%d vs=%d right=%v: value %d (bits %#x) at %d, want %d", name, na, n, vs, right, i, v[vo+i*vs], got[1+2*i], want[i])
						}
					}
					if !right {
						in := make([]bool, n)
						InKeysRun(kind, in, 0, 1, ka, v, vo, vs, n)
						for i := range n {
							x := v[vo+i*vs]
							want := slices.ContainsFunc(a, func(y W) bool { return eq == nil && x == y || eq != nil && eq(x, y) })
							if in[i] != want {
								t.Fatalf("%s na=%d n=%d vs=%d: value %d (bits %#x) in %v, want %v", name, na, n, vs, i, x, in[i], want)
							}
						}
					}
					SearchKeysRun(kind, right, true, got, 0, 1, ka, v, vo, vs, n)
					for i := range n {
						if got[i] != na-want[i] {
							t.Fatalf("%s na=%d n=%d right=%v from: value %d at %d, want %d", name, na, n, right, i, got[i], na-want[i])
						}
					}
				}
			}
		}
		if na > 2 {
			// Two elements swapped: no longer sorted, unless they are equal.
			b := slices.Clone(a)
			b[0], b[na-1] = b[na-1], b[0]
			kb := make([]uint64, na)
			if keyOf(kind, uint64(b[0]), nb) != keyOf(kind, uint64(b[na-1]), nb) && SortedKeys(kind, kb, b, 0, 1) {
				t.Fatalf("%s na=%d: unsorted array reported sorted", name, na)
			}
		}
	}
}

// TestInterpKeyed checks Interp's keyed search against NumPy's search
// (kp nil) on sorted points without NaNs: repeated points, both zeros,
// infinities at the ends, fp with an infinity; elements below, on, between
// and above the points, NaN, both zeros; lengths around the 256-element
// chunk; strides 1 and -2; the same bits expected.
func TestInterpKeyed(t *testing.T) {
	r := rand.New(rand.NewPCG(12, 4))
	pool := []float64{math.Inf(-1), -3, -1, math.Copysign(0, -1), 0, 0.5, 1, 2, 2, 7, math.Inf(1)}
	for _, m := range []int{2, 3, 4, 5, 9, 40} {
		for trial := range 20 {
			xp := make([]float64, m)
			for i := range xp {
				xp[i] = pool[r.IntN(len(pool))]
			}
			slices.SortFunc(xp, func(a, b float64) int { return b2i(a > b) - b2i(a < b) })
			fp := make([]float64, m)
			for i := range fp {
				fp[i] = r.NormFloat64()
			}
			if trial%4 == 0 {
				fp[r.IntN(m)] = math.Inf(1)
			}
			kp := make([]uint64, m)
			if !SortedKeys(KeyFloat, kp, as[uint64](xp), 0, 1) {
				t.Fatalf("points %v: keys not sorted", xp)
			}
			for _, n := range []int{1, 7, 255, 256, 300} {
				for _, xs := range []int{1, -2} {
					x := make([]float64, n*abs(xs))
					for i := range x {
						switch r.IntN(4) {
						case 0:
							x[i] = xp[r.IntN(m)]
						case 1:
							x[i] = []float64{math.NaN(), math.Copysign(0, -1), 0, -10, 10}[r.IntN(5)]
						default:
							x[i] = r.Float64()*12 - 5
						}
					}
					xo := 0
					if xs < 0 {
						xo = len(x) - 1
					}
					want := make([]float64, n)
					got := make([]float64, n)
					Interp(want, 0, 1, x, xo, xs, n, xp, fp, nil, -100, 100)
					Interp(got, 0, 1, x, xo, xs, n, xp, fp, kp, -100, 100)
					for i := range n {
						if math.Float64bits(got[i]) != math.Float64bits(want[i]) {
							t.Fatalf("points %v, element %v: %v, NumPy's search gives %v", xp, x[xo+i*xs], got[i], want[i])
						}
					}
				}
			}
		}
	}
}

// TestInFewRun checks InFewRun against a scan with ==: float64 with NaNs
// and both zeros in the elements and the test values, int16, test arrays
// of 0, 1, 7 and 64 elements, lengths around the 1024-element chunk and
// its eight-bool words, element strides 1 and -3, result strides 1 and 2.
func TestInFewRun(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 6))
	vals := []float64{math.NaN(), math.Copysign(0, -1), 0, 1, -1, 2.5, math.Inf(1)}
	inFewCase(t, r, func() float64 { return vals[r.IntN(len(vals))] + float64(r.IntN(3)) })
	inFewCase(t, r, func() int16 { return int16(r.IntN(40) - 20) })
}

func inFewCase[T float64 | int16](t *testing.T, r *rand.Rand, pick func() T) {
	t.Helper()
	for _, k := range []int{0, 1, 7, 64} {
		s := make([]T, k)
		for i := range s {
			s[i] = pick()
		}
		for _, n := range []int{1, 9, 1023, 1024, 1025, 2500} {
			for _, xs := range []int{1, -3} {
				x := make([]T, n*abs(xs))
				for i := range x {
					x[i] = pick()
				}
				xo := 0
				if xs < 0 {
					xo = len(x) - 1
				}
				for _, ds := range []int{1, 2} {
					d := make([]bool, n*ds+1)
					for i := range d {
						d[i] = true // every slot written must be overwritten
					}
					InFewRun(d, 1, ds, s, x, xo, xs, n)
					for i := range n {
						v := x[xo+i*xs]
						if want := slices.Contains(s, v); d[1+i*ds] != want {
							t.Fatalf("%T k=%d n=%d xs=%d ds=%d: element %d (%v) in %v, want %v", v, k, n, xs, ds, i, v, d[1+i*ds], want)
						}
					}
				}
			}
		}
	}
}
