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
