package tensor

import (
	"errors"
	"math"
	"math/big"
	"strconv"
	"testing"

	"github.com/fixedrank/tensor/internal/engine"

	"golang.org/x/exp/constraints"
)

type arangeRec struct {
	Dtype             string    `json:"dtype"`
	Start, Stop, Step string    `json:"-"`
	StartS            string    `json:"start"`
	StopS             string    `json:"stop"`
	StepS             string    `json:"step"`
	Len               int       `json:"len"`
	Want              *[]string `json:"want"`
}

// TestArangeGolden compares Arange with np.arange for every integer and
// float type (testdata/arange.jsonl, written by scripts/golden_arange.py):
// lengths, elements bit for bit, and an error where NumPy raises.
func TestArangeGolden(t *testing.T) {
	recs := readJSONL[arangeRec](t, "testdata/arange.jsonl")
	for i, r := range recs {
		switch r.Dtype {
		case "int8":
			checkArange[int8](t, i, r)
		case "int16":
			checkArange[int16](t, i, r)
		case "int32":
			checkArange[int32](t, i, r)
		case "int64":
			checkArange[int64](t, i, r)
		case "uint8":
			checkArange[uint8](t, i, r)
		case "uint16":
			checkArange[uint16](t, i, r)
		case "uint32":
			checkArange[uint32](t, i, r)
		case "uint64":
			checkArange[uint64](t, i, r)
		case "float32":
			checkArange[float32](t, i, r)
		case "float64":
			checkArange[float64](t, i, r)
		}
	}
}

// parseAs parses a Python repr into T (integers through big.Int, floats
// with ParseFloat, which knows nan and inf).
func parseAs[T constraints.Integer | constraints.Float](s string) T {
	var one T = 1
	if one/2 == 0 {
		b, ok := new(big.Int).SetString(s, 10)
		if !ok {
			panic(s)
		}
		if b.Sign() < 0 {
			return T(b.Int64())
		}
		return T(b.Uint64())
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		panic(err)
	}
	return T(f)
}

func checkArange[T constraints.Integer | constraints.Float](t *testing.T, i int, r arangeRec) {
	t.Helper()
	start, stop, step := parseAs[T](r.StartS), parseAs[T](r.StopS), parseAs[T](r.StepS)
	if r.Len > 1<<20 { // NumPy made it; the length is what matters
		n, err := engine.ArangeLen(start, stop, step)
		if err != nil || n != r.Len {
			t.Errorf("#%d %s arange(%s, %s, %s): length %d, %v; NumPy %d", i, r.Dtype, r.StartS, r.StopS, r.StepS, n, err, r.Len)
		}
		return
	}
	got, err := Arange(start, stop, step)
	if r.Len < 0 {
		if err == nil {
			t.Errorf("#%d %s arange(%s, %s, %s): NumPy raises, got %v", i, r.Dtype, r.StartS, r.StopS, r.StepS, got)
		} else if !errors.Is(err, ErrShape) && !errors.Is(err, ErrOverflow) && !errors.Is(err, ErrStep) {
			t.Errorf("#%d: error without a sentinel: %v", i, err)
		}
		return
	}
	if err != nil || got.Size() != r.Len {
		t.Errorf("#%d %s arange(%s, %s, %s): %d elements, %v; NumPy %d", i, r.Dtype, r.StartS, r.StopS, r.StepS, got.Size(), err, r.Len)
		return
	}
	if r.Want == nil {
		return
	}
	for j, w := range *r.Want {
		if v := got.data[j]; v != parseAs[T](w) {
			t.Errorf("#%d %s arange(%s, %s, %s)[%d] = %v, NumPy %s", i, r.Dtype, r.StartS, r.StopS, r.StepS, j, v, w)
			break
		}
	}
}

func TestArangeErrors(t *testing.T) {
	if _, err := Arange(0, 10, 0); !errors.Is(err, ErrStep) {
		t.Errorf("step 0: %v", err)
	}
	if _, err := Arange(0.0, math.NaN(), 1); !errors.Is(err, ErrShape) {
		t.Errorf("NaN stop: %v", err)
	}
	// Under the int cap but far beyond memory: refused, not a fatal error.
	if _, err := Arange[int64](0, math.MaxInt64, 1); !errors.Is(err, ErrOverflow) && !errors.Is(err, ErrTooLarge) {
		t.Errorf("2^63 elements: %v", err)
	}
	if _, err := Arange[int64](0, 1<<50, 1); !errors.Is(err, ErrTooLarge) {
		t.Errorf("2^50 elements: %v", err)
	}
	if _, err := Arange(0.0, 1e300, 1e-10); !errors.Is(err, ErrOverflow) {
		t.Errorf("1e310 elements: %v", err)
	}
}

// FuzzArange compares Arange's length for every integer type with the exact
// ceil((stop-start)/step) computed with big integers, and checks that the
// elements are start + i*step.
func FuzzArange(f *testing.F) {
	f.Add(int64(-100), int64(100), int64(1), uint8(0))
	f.Add(int64(-128), int64(127), int64(50), uint8(0))
	f.Add(int64(math.MinInt64), int64(math.MaxInt64), int64(1)<<60, uint8(3))
	f.Add(int64(0), int64(-1), int64(-1), uint8(7))
	f.Add(int64(5), int64(1000), int64(0), uint8(2))
	f.Fuzz(func(t *testing.T, a, b, s int64, which uint8) {
		switch which % 8 {
		case 0:
			fuzzArange(t, int8(a), int8(b), int8(s))
		case 1:
			fuzzArange(t, int16(a), int16(b), int16(s))
		case 2:
			fuzzArange(t, int32(a), int32(b), int32(s))
		case 3:
			fuzzArange(t, a, b, s)
		case 4:
			fuzzArange(t, uint8(a), uint8(b), uint8(s))
		case 5:
			fuzzArange(t, uint16(a), uint16(b), uint16(s))
		case 6:
			fuzzArange(t, uint32(a), uint32(b), uint32(s))
		default:
			fuzzArange(t, uint64(a), uint64(b), uint64(s))
		}
	})
}

func fuzzArange[T constraints.Integer](t *testing.T, start, stop, step T) {
	toBig := func(v T) *big.Int {
		var m T
		m--
		if m < 0 {
			return big.NewInt(int64(v))
		}
		return new(big.Int).SetUint64(uint64(v))
	}
	// NumPy's length: the exact span over the step, rounded to the nearest
	// float64 (Python's true division), then the ceiling.
	want := new(big.Int)
	if step != 0 {
		span := new(big.Int).Sub(toBig(stop), toBig(start))
		if span.Sign() == toBig(step).Sign() && span.Sign() != 0 {
			q, _ := new(big.Rat).SetFrac(span, toBig(step)).Float64()
			new(big.Float).SetFloat64(math.Ceil(q)).Int(want)
		}
	}
	if want.Cmp(big.NewInt(1<<16)) > 0 { // keep fuzzing cheap: check the length only
		n, err := engine.ArangeLen(start, stop, step)
		if err == nil && big.NewInt(int64(n)).Cmp(want) != 0 {
			t.Fatalf("arange(%v, %v, %v) length %d, want %v", start, stop, step, n, want)
		}
		return
	}
	x, err := Arange(start, stop, step)
	if step == 0 {
		if !errors.Is(err, ErrStep) {
			t.Fatalf("step 0: %v", err)
		}
		return
	}
	if err != nil {
		t.Fatalf("arange(%v, %v, %v): %v", start, stop, step, err)
	}
	if int64(x.Size()) != want.Int64() {
		t.Fatalf("arange(%v, %v, %v) has %d elements, want %v", start, stop, step, x.Size(), want)
	}
	v := toBig(start)
	for i, e := range x.data {
		if toBig(e).Cmp(v) != 0 {
			t.Fatalf("arange(%v, %v, %v)[%d] = %v, want %v", start, stop, step, i, e, v)
		}
		v.Add(v, toBig(step))
	}
}

// FuzzArangeFloat checks Arange for float32 and float64: no panic, errors
// that wrap a sentinel, and a length equal to NumPy's ceil(delta/step) with
// the quotient recomputed in big.Float arithmetic (53-bit, nearest-even,
// which is IEEE division) from the float64 span.
func FuzzArangeFloat(f *testing.F) {
	f.Add(0.0, 10.0, math.Inf(1), false)
	f.Add(0.0, 1e-300, 1e300, false)
	f.Add(-1.0, 1.0, 0.3, true)
	f.Add(0.0, math.NaN(), 1.0, false)
	f.Add(1.0, 0.0, -0.1, true)
	f.Fuzz(func(t *testing.T, a, b, s float64, f32 bool) {
		if f32 {
			fuzzArangeFloat(t, float32(a), float32(b), float32(s))
		} else {
			fuzzArangeFloat(t, a, b, s)
		}
	})
}

func fuzzArangeFloat[T constraints.Float](t *testing.T, start, stop, step T) {
	n, err := engine.ArangeLen(start, stop, step)
	if err != nil {
		if !errors.Is(err, ErrStep) && !errors.Is(err, ErrShape) && !errors.Is(err, ErrOverflow) {
			t.Fatalf("error without a sentinel: %v", err)
		}
		return
	}
	delta := float64(stop) - float64(start)
	s := float64(step)
	want := 0
	switch {
	case delta == 0:
	case math.IsInf(s, 0) || math.IsInf(delta, 0):
		if q := delta / s; q == 0 && !math.Signbit(q) {
			want = 1
		}
	default:
		q, _ := new(big.Float).SetPrec(53).Quo(big.NewFloat(delta), big.NewFloat(s)).Float64()
		switch {
		case q == 0 && !math.Signbit(q):
			want = 1
		case q > 0:
			want = int(math.Ceil(q))
		}
	}
	if n != want {
		t.Fatalf("arange(%v, %v, %v): length %d, want %d", start, stop, step, n, want)
	}
	if n <= 1<<12 {
		x, err := Arange(start, stop, step)
		if err != nil || x.Size() != n || (n > 0 && x.data[0] != start) {
			t.Fatalf("arange(%v, %v, %v) = %v, %v", start, stop, step, x, err)
		}
	}
}
