package kernel

import (
	"math"
	"testing"
)

// TestCumRunStartsFromFirst checks that a running sum or product starts
// as the first element, as NumPy's accumulate does: cumsum([-0., 1.]) is
// [-0., 1.], cumsum([-0., -0.]) is [-0., -0.], and NaN payloads and
// strides are kept.
func TestCumRunStartsFromFirst(t *testing.T) {
	negZero := math.Copysign(0, -1)
	cases := []struct {
		x    []float64
		mul  bool
		want []float64
	}{
		{[]float64{negZero, 1}, false, []float64{negZero, 1}},
		{[]float64{negZero, negZero}, false, []float64{negZero, negZero}},
		{[]float64{negZero}, true, []float64{negZero}},
		{[]float64{negZero, 2}, true, []float64{negZero, negZero}},
		{[]float64{1.5, 2, -3}, false, []float64{1.5, 3.5, 0.5}},
		{[]float64{1.5, 2, -3}, true, []float64{1.5, 3, -9}},
		{nil, false, nil},
	}
	for _, c := range cases {
		d := make([]float64, len(c.x))
		CumRun(d, 0, 1, c.x, 0, 1, len(c.x), c.mul)
		for i := range d {
			if math.Float64bits(d[i]) != math.Float64bits(c.want[i]) {
				t.Errorf("CumRun(%v, mul=%v) = %v, want %v", c.x, c.mul, d, c.want)
				break
			}
		}
	}
	// Strided and reversed: x read backwards with stride -2, d written
	// with stride 3.
	x := []float64{9, 1, 9, 2, 9, negZero}
	d := make([]float64, 9)
	CumRun(d, 0, 3, x, 5, -2, 3, false)
	for i, w := range []float64{negZero, 2, 3} {
		if math.Float64bits(d[3*i]) != math.Float64bits(w) {
			t.Errorf("strided CumRun: d[%d] = %v, want %v", 3*i, d[3*i], w)
		}
	}
	nan := math.Float64frombits(0x7ff8000000000123)
	d = make([]float64, 2)
	CumRun(d, 0, 1, []float64{nan, 1}, 0, 1, 2, false)
	if math.Float64bits(d[0]) != 0x7ff8000000000123 {
		t.Errorf("CumRun(NaN) first = %#x, want the input's bits", math.Float64bits(d[0]))
	}
}

// TestSqDevRun: squared deviations are computed in the destination's type
// from strided elements and strided (here broadcast) means.
func TestSqDevRun(t *testing.T) {
	x := []int16{1, -7, 3, 9, 5}
	m := []float64{2.5}
	d := make([]float32, 5)
	SqDevRun(d, 4, -2, x, 0, 2, m, 0, 0, 3) // x[0], x[2], x[4] into d[4], d[2], d[0]
	want := []float32{6.25, 0, 0.25, 0, 2.25}
	for i := range want {
		if d[i] != want[i] {
			t.Fatalf("d = %v, want %v", d, want)
		}
	}
	// In float32, the deviation is rounded to float32 before it is squared.
	big := []float64{16777217}
	f := make([]float32, 1)
	SqDevRun(f, 0, 1, big, 0, 1, []float64{0}, 0, 1, 1)
	if f[0] != float32(16777216)*float32(16777216) {
		t.Errorf("float32 square of 16777217 = %v", f[0])
	}
}

// TestCompare checks every operator on strided, unit-stride and broadcast
// operands against Go's own comparisons, NaN included.
func TestCompare(t *testing.T) {
	nan := math.NaN()
	a := []float64{1, 2, nan, -0.0, 5, 3, 0, nan}
	b := []float64{2, 2, 1, 0, nan, 1, -1, nan}
	ref := func(op CmpOp, x, y float64) bool {
		switch op {
		case CmpLess:
			return x < y
		case CmpLessEqual:
			return x <= y
		case CmpGreater:
			return x > y
		case CmpGreaterEqual:
			return x >= y
		case CmpEqual:
			return x == y
		}
		return x != y
	}
	for op := CmpLess; op <= CmpNotEqual; op++ {
		for _, c := range []struct{ ds, as, bs, n int }{{1, 1, 1, 8}, {1, 1, 0, 8}, {-1, 2, 1, 4}, {2, -1, 0, 4}} {
			d := make([]bool, 8)
			do, ao := 0, 0
			if c.ds < 0 {
				do = c.n - 1
			}
			if c.as < 0 {
				ao = c.n - 1
			}
			Compare(op, d, do, c.ds, a, ao, c.as, b, 0, c.bs, c.n)
			for i := range c.n {
				want := ref(op, a[ao+i*c.as], b[i*c.bs])
				if got := d[do+i*c.ds]; got != want {
					t.Errorf("op %d strides %+v: element %d = %v, want %v", op, c, i, got, want)
				}
			}
		}
	}
}

// TestSqDevRunUnit checks SqDevRun's unit-stride loops (one mean, and a
// run of means) against its strided loop, run by run through stride 2
// copies, bit for bit in float64 and float32, at an offset, with the
// elements outside the run untouched.
func TestSqDevRunUnit(t *testing.T) {
	x := make([]float64, 40)
	m := make([]float64, 40)
	for i := range x {
		x[i] = math.Sin(float64(i)) * 1e3
		m[i] = math.Cos(float64(i))
	}
	x2, m2 := make([]float64, 80), make([]float64, 80)
	for i := range x {
		x2[2*i], m2[2*i] = x[i], m[i]
	}
	for _, ms := range []int{0, 1} {
		got, want := make([]float64, 42), make([]float64, 84)
		SqDevRun(got, 1, 1, x, 2, 1, m, 3, ms, 37)
		SqDevRun(want, 2, 2, x2, 4, 2, m2, 6, 2*ms, 37)
		for i := range got {
			w := 0.0
			if i >= 1 && i < 38 {
				w = want[2*i]
			}
			if math.Float64bits(got[i]) != math.Float64bits(w) {
				t.Fatalf("ms %d: d[%d] = %v, want %v", ms, i, got[i], w)
			}
		}
		g32, w32 := make([]float32, 42), make([]float32, 84)
		SqDevRun(g32, 1, 1, x, 2, 1, m, 3, ms, 37)
		SqDevRun(w32, 2, 2, x2, 4, 2, m2, 6, 2*ms, 37)
		for i := 1; i < 38; i++ {
			if math.Float32bits(g32[i]) != math.Float32bits(w32[2*i]) {
				t.Fatalf("float32 ms %d: d[%d] = %v, want %v", ms, i, g32[i], w32[2*i])
			}
		}
	}
}
