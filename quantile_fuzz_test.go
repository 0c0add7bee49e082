package tensor

import (
	"encoding/binary"
	"errors"
	"math"
	"slices"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

var quantileMethods = []string{"", "linear", "lower", "higher", "midpoint", "nearest", "inverted_cdf",
	"averaged_inverted_cdf", "closest_observation", "interpolated_inverted_cdf", "hazen", "weibull",
	"median_unbiased", "normal_unbiased", "bogus"}

// FuzzQuantile feeds Median and Quantile float64 data of any bits, shapes
// with empty axes, any q and method and axes in and out of range: no call
// may panic, every error wraps a sentinel, and every result of a lane
// of finite elements below 1e300 in magnitude lies between the lane's
// least and greatest elements.
func FuzzQuantile(f *testing.F) {
	f.Add([]byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16}, uint8(2), 0.5, uint8(1), int8(1))
	f.Add([]byte{}, uint8(0), 1.5, uint8(14), int8(-3))
	f.Fuzz(func(t *testing.T, raw []byte, rows uint8, q float64, method uint8, axis int8) {
		n := len(raw) / 8
		r := int(rows % 4)
		if r == 0 || n%r != 0 {
			r = 1
			n = 0
		}
		v := make([]float64, n)
		for i := range v {
			v[i] = math.Float64frombits(binary.LittleEndian.Uint64(raw[8*i:]))
		}
		x, err := dyn.FromSlice(v, r, n/r)
		if err != nil {
			t.Fatal(err)
		}
		m := quantileMethods[int(method)%len(quantileMethods)]
		ax := int(axis % 4)
		got, err := dyn.QuantileAxes(x, q, m, ax)
		med, merr := dyn.MedianAxes(x, ax)
		for _, e := range []error{err, merr} {
			if e != nil && !errors.Is(e, ErrValue) && !errors.Is(e, ErrAxis) && !errors.Is(e, ErrShape) {
				t.Fatalf("error %v wraps no sentinel", e)
			}
		}
		if err != nil || merr != nil {
			return
		}
		lanes := r
		if ax == 0 || ax == -2 {
			lanes = n / r
		}
		for i := range lanes {
			var lane []float64
			for k := range x.Layout().Shape()[(ax+2)%2] {
				idx := []int{i, k}
				if ax == 0 || ax == -2 {
					idx = []int{k, i}
				}
				e, _ := x.At(idx...)
				lane = append(lane, e)
			}
			if slices.ContainsFunc(lane, func(e float64) bool { return math.IsNaN(e) || math.Abs(e) > 1e300 }) {
				continue // NaN, or sums and differences that may overflow (as in NumPy)
			}
			lo, hi := slices.Min(lane), slices.Max(lane)
			g, md := got.Data()[i], med.Data()[i]
			if !math.IsNaN(g) && (g < lo || g > hi) || !math.IsNaN(md) && (md < lo || md > hi) {
				t.Fatalf("lane %v: quantile %v (%s) = %v, median %v, outside [%v, %v]", lane, q, m, g, md, lo, hi)
			}
		}
	})
}
