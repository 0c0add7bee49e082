//go:build !race

package tensor

import (
	"errors"
	"math"
	"slices"
	"testing"

	"github.com/fixedrank/tensor/dyn"

	"github.com/fixedrank/tensor/internal/engine"
)

// fuzzView3 builds a rank-3 DynTensor over data from 8 bytes: a base shape
// (0 to 4 per axis), a permutation, a step per axis (1, 2, -1 or -2) and
// whether to broadcast a length-1 axis to 3.
func fuzzView3[T any](b []byte, fill func(i int) T) (dyn.Tensor[T], bool) {
	shape := []int{int(b[0] % 5), int(b[1] % 5), int(b[2] % 5)}
	data := make([]T, shape[0]*shape[1]*shape[2])
	for i := range data {
		data[i] = fill(i)
	}
	d, err := dyn.FromSlice(data, shape...)
	if err != nil {
		return d, false
	}
	perms := [][]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	if d, err = d.Permute(perms[int(b[3])%6]...); err != nil {
		return d, false
	}
	steps := []int{1, 2, -1, -2}
	for k := range 3 {
		if d, err = d.Slice(k, engine.All().By(steps[(int(b[4])>>(2*k))%4])); err != nil {
			return d, false
		}
	}
	if k := int(b[5]) % 4; k < 3 && d.Shape()[k] == 1 {
		s := d.Shape()
		s[k] = 3
		if d, err = d.BroadcastTo(s...); err != nil {
			return d, false
		}
	}
	return d, true
}

// fuzzFolds reduces d over the axes in mask by brute force: f folds each
// element, in C order, into the accumulator of its result element (keepdims
// C index).
func fuzzFolds[T, A any](d dyn.Tensor[T], mask uint64, init A, f func(A, T) A) []A {
	shape := d.Shape()
	out := make([]A, 1)
	var rs []int
	for k, n := range shape {
		if mask&(1<<k) != 0 {
			n = 1
		}
		rs = append(rs, n)
	}
	size := 1
	for _, n := range rs {
		size *= n
	}
	out = make([]A, size)
	for i := range out {
		out[i] = init
	}
	for idx, v := range d.All() {
		o := 0
		for k, n := range rs {
			i := idx[k]
			if mask&(1<<k) != 0 {
				i = 0
			}
			o = o*n + i
		}
		out[o] = f(out[o], v)
	}
	return out
}

// toFloats lists d's elements in C order.
func toFloats(d dyn.Tensor[float64]) []float64 { return slices.Collect(d.Values()) }

// FuzzReductions: the reductions over one axis, several axes and every
// axis never panic on strided, flipped, broadcast and empty rank-3 views;
// sums, products, means, minima and maxima equal a brute-force fold (the
// float values are exact in any order: halves, powers of two, NaN);
// so are counts and all; int8 totals that do not fit are ErrOverflow; the fixed-rank forms equal
// the Dyn ones; bad axes are ErrAxis.
func FuzzReductions(f *testing.F) {
	f.Add([]byte{2, 3, 4, 0, 0, 0, 3, 1})
	f.Add([]byte{4, 1, 3, 5, 0x1b, 1, 6, 2})
	f.Add([]byte{0, 3, 2, 2, 0x24, 3, 5, 7})
	f.Add([]byte{1, 1, 4, 1, 0x3f, 0, 0, 9})
	f.Add([]byte{3, 4, 4, 4, 0x11, 2, 1, 4})
	f.Fuzz(func(t *testing.T, b []byte) {
		if len(b) < 8 {
			return
		}
		vals := []float64{0, 0.5, -0.5, 1, -1, 2, -2, math.NaN()}
		fl, ok := fuzzView3(b, func(i int) float64 { return vals[int(b[(i+8)%len(b)]+byte(i))%8] })
		if !ok {
			return
		}
		in, _ := fuzzView3(b, func(i int) int8 { return int8(int(b[(i+8)%len(b)])*7 + i*13) })
		mask := uint64(b[6] % 8)
		var axes []int
		for k := range 3 {
			if mask&(1<<k) != 0 {
				axes = append(axes, k)
			}
		}
		if mask == 0 {
			mask = 7 // no axis: every axis
		}
		empty := false
		for k, n := range fl.Shape() {
			empty = empty || (mask&(1<<k) != 0 && n == 0)
		}

		sameF := func(name string, got dyn.Tensor[float64], err error, want []float64) {
			t.Helper()
			if err != nil {
				t.Fatalf("%s(%v): %v", name, axes, err)
			}
			i := 0
			for v := range got.Values() {
				if !sameFloat(v, want[i]) {
					t.Fatalf("%s(%v)[%d] = %v, want %v (view %v)", name, axes, i, v, want[i], fl)
				}
				i++
			}
			if i != len(want) {
				t.Fatalf("%s(%v): %d values, want %d", name, axes, i, len(want))
			}
		}
		sum, err := dyn.SumKeepDims(fl, axes...)
		sameF("SumKeepDims", sum, err, fuzzFolds(fl, mask, 0.0, func(a, v float64) float64 { return a + v }))
		// The same sums stored into a flipped keepdims destination.
		into, _ := dyn.Zeros[float64](sum.Shape()...)
		flipped, _ := into.Flip()
		if err := dyn.SumTo(flipped, fl, axes...); err != nil {
			t.Fatalf("SumTo(%v): %v", axes, err)
		}
		sameF("SumTo", flipped, nil, toFloats(sum))
		prod, err := dyn.ProdKeepDims(fl, axes...)
		sameF("ProdKeepDims", prod, err, fuzzFolds(fl, mask, 1.0, func(a, v float64) float64 { return a * v }))
		counts := fuzzFolds(fl, mask, 0.0, func(a, _ float64) float64 { return a + 1 })
		sums := fuzzFolds(fl, mask, 0.0, func(a, v float64) float64 { return a + v })
		for i := range sums {
			sums[i] /= counts[i]
		}
		mean, err := dyn.MeanAxes(fl, axes...)
		sameF("MeanAxes", mean, err, sums)
		cnt, err := dyn.CountNonzeroKeepDims(fl, axes...)
		sameF("CountNonzeroKeepDims", dyn.Map(cnt, func(c int) float64 { return float64(c) }), err,
			fuzzFolds(fl, mask, 0.0, func(a, v float64) float64 {
				if v != 0 {
					a++
				}
				return a
			}))
		all, err := dyn.AllNonzeroAxes(fl, axes...)
		sameF("AllNonzeroAxes", dyn.Map(all, boolFloat), err, fuzzFolds(fl, mask, 1.0, func(a, v float64) float64 {
			if v == 0 {
				a = 0
			}
			return a
		}))
		for _, max := range []bool{false, true} {
			name, fn := "MinKeepDims", dyn.MinKeepDims[float64]
			if max {
				name, fn = "MaxKeepDims", dyn.MaxKeepDims[float64]
			}
			got, err := fn(fl, axes...)
			if empty {
				if !errors.Is(err, ErrShape) {
					t.Fatalf("%s(%v) over an empty axis: %v", name, axes, err)
				}
				continue
			}
			sameF(name, got, err, fuzzFolds(fl, mask, math.Inf(map[bool]int{false: 1, true: -1}[max]), func(a, v float64) float64 {
				switch {
				case a != a || v != v:
					return math.NaN()
				case max:
					return math.Max(a, v)
				}
				return math.Min(a, v)
			}))
		}

		// int8: 64-bit totals, ErrOverflow when one does not fit.
		wide := fuzzFolds(in, mask, int64(0), func(a int64, v int8) int64 { return a + int64(v) })
		isum, err := dyn.SumAxes(in, axes...)
		fits := true
		for _, v := range wide {
			fits = fits && v == int64(int8(v))
		}
		switch {
		case !fits && !errors.Is(err, ErrOverflow):
			t.Fatalf("SumAxes int8 (%v) overflowed without ErrOverflow: %v", axes, err)
		case fits && err != nil:
			t.Fatalf("SumAxes int8 (%v): %v", axes, err)
		case fits:
			i := 0
			for v := range isum.Values() {
				if int64(v) != wide[i] {
					t.Fatalf("SumAxes int8 (%v)[%d] = %d, want %d", axes, i, v, wide[i])
				}
				i++
			}
		}

		// Fixed rank equals Dyn.
		x, err := FromDyn[[3]int](fl)
		if err != nil {
			t.Fatal(err)
		}
		fixed := func(name string, a dyn.Tensor[float64], aerr error, d dyn.Tensor[float64], derr error) {
			t.Helper()
			if (aerr == nil) != (derr == nil) {
				t.Fatalf("%s(%v): fixed error %v, Dyn error %v", name, axes, aerr, derr)
			}
			if aerr == nil && !sameArr(a, numArr{Shape: d.Shape(), Vals: toNumVals(d)}) {
				t.Fatalf("%s(%v): fixed %v, Dyn %v", name, axes, a, d)
			}
		}
		v1, e1 := VarKeepDims(x, int(b[7]%3), axes...)
		v2, e2 := dyn.VarKeepDims(fl, int(b[7]%3), axes...)
		fixed("VarKeepDims", v1.Dyn(), e1, v2, e2)
		s1, e1 := StdKeepDims(x, 1, axes...)
		s2, e2 := dyn.StdKeepDims(fl, 1, axes...)
		fixed("StdKeepDims", s1.Dyn(), e1, s2, e2)
		k := int(b[7]) % 3
		p1, e1 := ProdAxes[[2]int](x, k)
		p2, e2 := dyn.ProdAxes(fl, k)
		fixed("ProdAxes", p1.Dyn(), e1, p2, e2)
		m1, e1 := MaxKeepDims(x, axes...)
		m2, e2 := dyn.MaxKeepDims(fl, axes...)
		fixed("MaxKeepDims", m1.Dyn(), e1, m2, e2)
		if len(axes) == 2 {
			a1, e1 := SumAxes[[1]int](x, axes...)
			a2, e2 := dyn.SumAxes(fl, axes...)
			fixed("SumAxes", a1.Dyn(), e1, a2, e2)
		}
		if _, err := ArgMaxAxes[[2]int](x, k); err != nil && !errors.Is(err, ErrShape) {
			t.Fatalf("ArgMaxAxes(%d): %v", k, err)
		}
		if _, err := CumSumAxis(x, k); err != nil {
			t.Fatalf("CumSumAxis(%d): %v", k, err)
		}
		if _, err := CountNonzeroAxes[[2]int](x, k); err != nil {
			t.Fatalf("CountNonzeroAxes(%d): %v", k, err)
		}

		// Bad axes: out of range or repeated.
		bad := []int{int(int8(b[7])), int(b[7]) % 3}
		if bad[0] >= -3 && bad[0] < 3 && (bad[0]+3)%3 != bad[1] {
			bad = append(bad, bad[1]) // a repeat
		}
		if _, err := dyn.SumKeepDims(fl, bad...); !errors.Is(err, ErrAxis) {
			t.Fatalf("SumKeepDims(%v): %v, want ErrAxis", bad, err)
		}
		if _, err := MeanAxes[[1]int](x, bad...); !errors.Is(err, ErrAxis) {
			t.Fatalf("MeanAxes(%v): %v, want ErrAxis", bad, err)
		}
	})
}
