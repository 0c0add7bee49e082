package kernel

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
	"unsafe"
)

// TestNthKey checks NthKey against a sort for every position of keys with
// few distinct values (long runs of equal keys), many, sorted, reversed
// and organ-pipe inputs, keys mostly the largest one, a few keys below
// many equal ones, and lengths around the insertion-sort cut: k[i]
// is the sorted key and the keys before and after it are on their sides.
func TestNthKey(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 2))
	for _, n := range []int{1, 2, 3, 24, 25, 26, 100, 1000, 3000} {
		for shape := range 7 {
			k := make([]uint64, n)
			for i := range k {
				switch shape {
				case 0:
					k[i] = uint64(r.IntN(3))
				case 1:
					k[i] = r.Uint64()
				case 2:
					k[i] = uint64(i)
				case 3:
					k[i] = uint64(n - i)
				case 4:
					k[i] = uint64(min(i, n-i))
				case 5: // mostly the largest key
					k[i] = math.MaxUint64 - uint64(r.IntN(40)/38)
				default: // a few keys below many equal ones
					k[i] = 1000 + uint64(r.IntN(50)/47)*uint64(r.IntN(1000))
				}
			}
			want := slices.Clone(k)
			slices.Sort(want)
			for i := range n {
				c := slices.Clone(k)
				NthKey(c, i)
				if c[i] != want[i] {
					t.Fatalf("n=%d shape %d: k[%d] = %d, want %d", n, shape, i, c[i], want[i])
				}
				for j, v := range c {
					if j < i && v > c[i] || j > i && v < c[i] {
						t.Fatalf("n=%d shape %d i=%d: k[%d] = %d on the wrong side of %d", n, shape, i, j, v, c[i])
					}
				}
				s := slices.Clone(c)
				slices.Sort(s)
				if !slices.Equal(s, want) {
					t.Fatalf("n=%d shape %d i=%d: keys lost or changed", n, shape, i)
				}
			}
		}
	}
}

// TestNthKeysElements checks the elements NthKeys gives back from keys: the
// keys of every kind round-trip through the sort's word (integers of each
// width and sign at their ends and between, floats of both widths, normal,
// subnormal and infinite), a lane's zero comes back as +0 or, with
// negZero, -0, and a NaN as a NaN.
func TestNthKeysElements(t *testing.T) {
	for _, nb := range []uint{8, 16, 32, 64} {
		all := ^uint64(0) >> (64 - nb)
		for _, u := range []uint64{0, 1, 2, all >> 1, all>>1 + 1, all - 1, all, 0x5a & all} {
			for _, kind := range []KeyKind{KeyUnsigned, KeySigned} {
				if got := wordOf(kind, keyOf(kind, u, nb), nb); got != u {
					t.Errorf("kind %d nb %d: %#x round-trips to %#x", kind, nb, u, got)
				}
			}
		}
	}
	f64 := []float64{1, -1, 0.5, -2.5e-310, math.MaxFloat64, -math.SmallestNonzeroFloat64, math.Inf(1), math.Inf(-1)}
	for _, v := range f64 {
		u := math.Float64bits(v)
		if got := wordOf(KeyFloat, keyOf(KeyFloat, u, 64), 64); got != u {
			t.Errorf("float64 %v round-trips to %v", v, math.Float64frombits(got))
		}
		u32 := uint64(math.Float32bits(float32(v)))
		if float32(v) == 0 {
			continue // rounded to a zero: the zero key's own case below
		}
		if got := wordOf(KeyFloat, keyOf(KeyFloat, u32, 32), 32); got != u32 {
			t.Errorf("float32 %v round-trips to %v", float32(v), math.Float32frombits(uint32(got)))
		}
	}
	b := GetSortBuf()
	defer PutSortBuf(b)
	zeros := []uint64{math.Float64bits(math.Copysign(0, -1)), math.Float64bits(math.NaN())}
	out := make([]uint64, 2)
	KeysScan(KeyFloat, zeros, b)
	NthKeys(KeyFloat, len(zeros), 0, false, out, b)
	if out[0] != 0 {
		t.Errorf("the zero key without negZero gives %#x, want +0", out[0])
	}
	KeysScan(KeyFloat, zeros, b)
	NthKeys(KeyFloat, len(zeros), 0, true, out, b)
	if out[0] != 1<<63 {
		t.Errorf("the zero key with negZero gives %#x, want -0", out[0])
	}
	if v := math.Float64frombits(out[1]); v == v {
		t.Errorf("the NaN key gives %v", v)
	}
}

// wordOf is word for elements of nb bits.
func wordOf(kind KeyKind, k uint64, nb uint) uint64 {
	switch nb {
	case 8:
		return uint64(word[uint8](kind, k))
	case 16:
		return uint64(word[uint16](kind, k))
	case 32:
		return uint64(word[uint32](kind, k))
	}
	return word[uint64](kind, k)
}

// TestSearchRunOrders checks SearchRun, whose searches start from the
// last one's bounds, against a linear scan for values sorted, reversed,
// random and repeated, both sides, into an array with runs of equal
// elements (and into an empty one).
func TestSearchRunOrders(t *testing.T) {
	r := rand.New(rand.NewPCG(43, 1))
	for _, na := range []int{0, 1, 7, 100} {
		a := make([]uint64, na)
		for i := range a {
			a[i] = uint64(r.IntN(20))
		}
		slices.Sort(a)
		for shape := range 4 {
			v := make([]uint64, 60)
			for i := range v {
				v[i] = uint64(r.IntN(22))
			}
			switch shape {
			case 0:
				slices.Sort(v)
			case 1:
				slices.Sort(v)
				slices.Reverse(v)
			case 2:
				for i := range v {
					v[i] = v[i/10*10] // runs of ten equal values
				}
			}
			for _, right := range []bool{false, true} {
				d := make([]int, len(v))
				SearchRun(KeyUnsigned, right, d, 0, 1, a, 0, 1, na, v, 0, 1, len(v))
				for i, x := range v {
					w := 0
					for w < na && (a[w] < x || right && a[w] == x) {
						w++
					}
					if d[i] != w {
						t.Fatalf("na=%d shape %d right %v: value %d at %d, want %d", na, shape, right, x, d[i], w)
					}
				}
			}
		}
	}
}

// TestArgPartitionRun checks ArgPartitionRun's indices: a permutation of
// the lane, whose key at each kth is the sorted keys' there, with no key
// before it greater and none after it smaller; for float64 lanes with
// NaNs, both zeros and runs of equal values, int32 lanes, one to twelve
// positions (more than argPartitionMax take the sort), lengths 1 to 3000,
// strides 1 and -2 in and 1 and 3 out.
func TestArgPartitionRun(t *testing.T) {
	r := rand.New(rand.NewPCG(17, 5))
	vals := []float64{math.NaN(), math.Copysign(0, -1), 0, 1, -1, 2, math.Inf(-1)}
	argPartitionCase(t, r, KeyFloat, func() uint64 {
		if r.IntN(2) == 0 {
			return math.Float64bits(vals[r.IntN(len(vals))])
		}
		return math.Float64bits(r.NormFloat64())
	})
	argPartitionCase(t, r, KeySigned, func() uint32 { return uint32(r.IntN(50) - 25) })
}

func argPartitionCase[W Word](t *testing.T, r *rand.Rand, kind KeyKind, pick func() W) {
	t.Helper()
	nb := uint(unsafe.Sizeof(W(0)) * 8)
	b := new(SortBuf)
	for _, n := range []int{1, 2, 5, 33, 100, 3000} {
		for _, nk := range []int{1, 2, 3, 8, 9, 12} {
			kth := make([]int, 0, nk)
			for range nk {
				kth = append(kth, r.IntN(n))
			}
			slices.Sort(kth)
			kth = slices.Compact(kth)
			for _, xs := range []int{1, -2} {
				x := make([]W, n*abs(xs))
				for i := range x {
					x[i] = pick()
				}
				xo := 0
				if xs < 0 {
					xo = len(x) - 1
				}
				key := func(i int) uint64 { return keyOf(kind, uint64(x[xo+i*xs]), nb) }
				sorted := make([]uint64, n)
				for i := range n {
					sorted[i] = key(i)
				}
				slices.Sort(sorted)
				for _, ds := range []int{1, 3} {
					d := make([]int, n*ds)
					ArgPartitionRun(kind, d, 0, ds, x, xo, xs, n, kth, b)
					seen := make([]bool, n)
					for j := range n {
						i := d[j*ds]
						if i < 0 || i >= n || seen[i] {
							t.Fatalf("n=%d kth %v: index %d at %d repeated or out of range", n, kth, i, j)
						}
						seen[i] = true
					}
					for _, p := range kth {
						pk := key(d[p*ds])
						if pk != sorted[p] {
							t.Fatalf("n=%d kth %v xs=%d: key at %d is %#x, sorted %#x", n, kth, xs, p, pk, sorted[p])
						}
						for j := range n {
							if k := key(d[j*ds]); j < p && k > pk || j > p && k < pk {
								t.Fatalf("n=%d kth %v: key %#x at %d on the wrong side of %#x at %d", n, kth, k, j, pk, p)
							}
						}
					}
				}
			}
		}
	}
}
