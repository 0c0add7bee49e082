//go:build !race

package tensor

import (
	"encoding/json"
	"errors"
	"math"
	"math/big"
	"strconv"
	"testing"

	"github.com/fixedrank/tensor/internal/engine"

	"golang.org/x/exp/constraints"
)

type sumAxisRec struct {
	Sum  []string `json:"sum"`
	Mean []string `json:"mean"`
}

type sumRec struct {
	Dtype string        `json:"dtype"`
	Shape []int         `json:"shape"`
	Seed  uint64        `json:"seed"`
	Lo    json.Number   `json:"lo"`
	Hi    json.Number   `json:"hi"`
	Scale float64       `json:"scale"`
	Sum   string        `json:"sum"`
	Mean  string        `json:"mean"`
	Axes  []*sumAxisRec `json:"axes"`
}

// goldenU is the generator of scripts/golden_sums.py.
func goldenU(i int, seed uint64) uint64 { return (uint64(i)*2654435761 + seed) % (1 << 32) }

func bitsOf(n json.Number) uint64 {
	b, ok := new(big.Int).SetString(string(n), 10)
	if !ok {
		panic("bad number " + string(n))
	}
	if b.Sign() < 0 {
		return uint64(b.Int64())
	}
	return b.Uint64()
}

func goldenInts[T constraints.Integer](r sumRec, n int) []T {
	lo, hi := bitsOf(r.Lo), bitsOf(r.Hi)
	m := hi - lo + 1 // wraps to 0 for the full 64-bit range
	if m == 0 || m > 1<<32 {
		m = 1 << 32
	}
	out := make([]T, n)
	for i := range out {
		out[i] = T(lo + goldenU(i, r.Seed)%m)
	}
	return out
}

func goldenFloats[T constraints.Float](r sumRec, n int) []T {
	out := make([]T, n)
	for i := range out {
		out[i] = T((float64(goldenU(i, r.Seed))/(1<<32) - 0.5) * r.Scale)
	}
	return out
}

// TestSumsGolden checks Sum, Mean, SumAxes and MeanAxes against NumPy
// (testdata/sums.jsonl, written by scripts/golden_sums.py) for every
// integer type (64-bit accumulation, ErrOverflow where NumPy's total does
// not fit the element type) and bit for bit for float32 and float64
// (pairwise summation in chunks of 8192).
func TestSumsGolden(t *testing.T) {
	recs := readJSONL[sumRec](t, "testdata/sums.jsonl")
	seen := map[string]int{}
	for i, r := range recs {
		seen[r.Dtype]++
		switch r.Dtype {
		case "int8":
			checkSumsRank(t, i, r, goldenInts[int8])
		case "int16":
			checkSumsRank(t, i, r, goldenInts[int16])
		case "int32":
			checkSumsRank(t, i, r, goldenInts[int32])
		case "int64":
			checkSumsRank(t, i, r, goldenInts[int64])
		case "uint8":
			checkSumsRank(t, i, r, goldenInts[uint8])
		case "uint16":
			checkSumsRank(t, i, r, goldenInts[uint16])
		case "uint32":
			checkSumsRank(t, i, r, goldenInts[uint32])
		case "uint64":
			checkSumsRank(t, i, r, goldenInts[uint64])
		case "float32":
			checkSumsRank(t, i, r, goldenFloats[float32])
		case "float64":
			checkSumsRank(t, i, r, goldenFloats[float64])
		default:
			t.Fatalf("#%d: dtype %s", i, r.Dtype)
		}
	}
	if len(seen) != 10 {
		t.Errorf("dtypes covered: %v", seen)
	}
}

func checkSumsRank[T Real](t *testing.T, i int, r sumRec, gen func(sumRec, int) []T) {
	switch len(r.Shape) {
	case 1:
		checkSums[T, [1]int, [0]int](t, i, r, gen)
	case 2:
		checkSums[T, [2]int, [1]int](t, i, r, gen)
	case 3:
		checkSums[T, [3]int, [2]int](t, i, r, gen)
	}
}

// wantValue parses NumPy's total and converts it to T; fits reports
// whether T holds it exactly.
func wantValue[T Real](s string) (v T, fits bool) {
	var kind, _ = engine.KindOf[T]()
	if kind == engine.KindFloat {
		f, err := strconv.ParseFloat(s, 64)
		if err != nil {
			panic(err)
		}
		return T(f), true
	}
	b, _ := new(big.Int).SetString(s, 10)
	var bits uint64
	if b.Sign() < 0 {
		bits = uint64(b.Int64())
	} else {
		bits = b.Uint64()
	}
	v = T(bits)
	var back *big.Int
	if kind == engine.KindSigned {
		back = big.NewInt(int64(v))
	} else {
		back = new(big.Int).SetUint64(uint64(v))
	}
	return v, back.Cmp(b) == 0
}

func checkSums[T Real, D, E Dim](t *testing.T, i int, r sumRec, gen func(sumRec, int) []T) {
	t.Helper()
	shape, _ := ToDim[D](r.Shape)
	n, _ := Size(shape)
	x, err := FromSlice(gen(r, n), shape)
	if err != nil {
		t.Fatal(err)
	}
	want, fits := wantValue[T](r.Sum)
	got, err := Sum(x)
	switch {
	case !fits && !errors.Is(err, ErrOverflow):
		t.Errorf("#%d %s %v: Sum = %v, %v; NumPy's total %s does not fit, want ErrOverflow", i, r.Dtype, r.Shape, got, err, r.Sum)
	case fits && (err != nil || got != want):
		t.Errorf("#%d %s %v: Sum = %v, %v; NumPy %s", i, r.Dtype, r.Shape, got, err, r.Sum)
	}
	wantMean, _ := strconv.ParseFloat(r.Mean, 64)
	if m := Mean(x); m != wantMean {
		t.Errorf("#%d %s %v: Mean = %v, NumPy %v", i, r.Dtype, r.Shape, m, wantMean)
	}
	for k, ax := range r.Axes {
		if ax == nil {
			continue
		}
		s, err := SumAxes[E](x, k)
		allFit := true
		for j, w := range ax.Sum {
			v, ok := wantValue[T](w)
			allFit = allFit && ok
			if ok && err == nil && s.data[j] != v {
				t.Errorf("#%d %s %v: SumAxes(%d)[%d] = %v, NumPy %s", i, r.Dtype, r.Shape, k, j, s.data[j], w)
				break
			}
		}
		if allFit != (err == nil) {
			t.Errorf("#%d %s %v: SumAxes(%d) error %v, every total fits: %v", i, r.Dtype, r.Shape, k, err, allFit)
		}
		me, err := MeanAxes[E](x, k)
		if err != nil {
			t.Fatal(err)
		}
		for j, w := range ax.Mean {
			f, _ := strconv.ParseFloat(w, 64)
			if me.data[j] != f && !(math.IsNaN(f) && math.IsNaN(me.data[j])) {
				t.Errorf("#%d %s %v: MeanAxes(%d)[%d] = %v, NumPy %v", i, r.Dtype, r.Shape, k, j, me.data[j], f)
				break
			}
		}
	}
}
