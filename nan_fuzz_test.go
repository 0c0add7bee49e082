//go:build !race

package tensor

import (
	"encoding/binary"
	"errors"
	"math"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// checkNanExtremes checks NanMin, NanMax, NanArgMin and NanArgMax of v
// (as one run, and every other element from the end) against a fold in
// order with NaNs as the infinity that never wins, the first of equal
// extremes kept (so the sign of a zero is the first one's): NaN, and an
// error wrapping ErrValue for the arg forms, when v holds no number.
func checkNanExtremes(t *testing.T, v []float64) {
	t.Helper()
	x, _ := dyn.FromSlice(v, len(v))
	views := []dyn.Tensor[float64]{x}
	if len(v) > 1 {
		rev, err := x.Slice(0, dyn.Colon().By(-2))
		if err != nil {
			t.Fatal(err)
		}
		views = append(views, rev)
	}
	for _, w := range views {
		lo, hi, ilo, ihi, count := math.Inf(1), math.Inf(-1), 0, 0, 0
		for k := range w.Size() {
			e, _ := w.At(k)
			if e != e {
				continue
			}
			if count == 0 || e < lo {
				lo, ilo = e, k
			}
			if count == 0 || e > hi {
				hi, ihi = e, k
			}
			count++
		}
		gmin, errMin := dyn.NanMin(w)
		gmax, errMax := dyn.NanMax(w)
		amin, errAmin := dyn.NanArgMin(w)
		amax, errAmax := dyn.NanArgMax(w)
		switch {
		case w.Size() == 0:
			if !errors.Is(errMin, ErrShape) || !errors.Is(errMax, ErrShape) {
				t.Fatalf("NanMin/NanMax of nothing: errors %v, %v", errMin, errMax)
			}
		case count == 0:
			if !math.IsNaN(gmin) || !math.IsNaN(gmax) || !errors.Is(errAmin, ErrValue) || !errors.Is(errAmax, ErrValue) {
				t.Fatalf("NanMin/NanMax/NanArgMin/NanArgMax of NaNs only = %v, %v, %v, %v", gmin, gmax, errAmin, errAmax)
			}
		default:
			if errMin != nil || errMax != nil || errAmin != nil || errAmax != nil {
				t.Fatalf("errors %v %v %v %v", errMin, errMax, errAmin, errAmax)
			}
			if !sameBits(gmin, lo) || !sameBits(gmax, hi) || amin != ilo || amax != ihi {
				t.Fatalf("NanMin, NanMax, NanArgMin, NanArgMax of %v = %v %v %d %d, want %v %v %d %d", w.Data(), gmin, gmax, amin, amax, lo, hi, ilo, ihi)
			}
		}
	}
}

// FuzzNanReductions feeds the NaN-aware reductions float64 data of any
// bits (NaNs, infinities, signed zeros), shapes with empty axes and axes
// in and out of range: no call panics, every error wraps a sentinel, and
// the results match lane-by-lane references: NanCumSumAxis adds the
// numbers of a lane in order (bit for bit), NanArgMinAxes and
// NanArgMaxAxes give the first position of the extreme with NaNs as ∓Inf
// and an error wrapping ErrValue exactly when a lane holds only NaNs,
// NanVarAxes is NaN when a lane has no more numbers than ddof and is never
// negative, NanMinAxes and NanMaxAxes are those extremes' values (NaN for a
// lane of NaNs only); and the whole-tensor forms as checkNanExtremes checks
// them; NanMean of the tensor is the same bits read contiguous or strided.
func FuzzNanReductions(f *testing.F) {
	f.Add([]byte{0, 0, 0, 0, 0, 0, 0xf8, 0x7f, 1, 2, 3, 4, 5, 6, 7, 8}, uint8(2), int8(1), uint8(1))
	f.Add([]byte{}, uint8(0), int8(-3), uint8(0))
	f.Add([]byte{1, 0, 0, 0, 0, 0, 0xf8, 0x7f, 2, 0, 0, 0, 0, 0, 0xf8, 0xff}, uint8(1), int8(0), uint8(0)) // NaNs only
	f.Add([]byte{0, 0, 0, 0, 0, 0, 0xf0, 0xff, 0, 0, 0, 0, 0, 0, 0xf8, 0x7f}, uint8(1), int8(0), uint8(0)) // -Inf and a NaN
	f.Fuzz(func(t *testing.T, raw []byte, rows uint8, axis int8, ddof uint8) {
		n := len(raw) / 8
		r := int(rows % 4)
		if r == 0 || n%r != 0 {
			r, n = 1, 0
		}
		v := make([]float64, n)
		for i := range v {
			v[i] = math.Float64frombits(binary.LittleEndian.Uint64(raw[8*i:]))
		}
		x, err := dyn.FromSlice(v, r, n/r)
		if err != nil {
			t.Fatal(err)
		}
		ax, dd := int(axis%4), int(ddof%3)
		sentinel := func(e error) {
			if e != nil && !errors.Is(e, ErrValue) && !errors.Is(e, ErrAxis) && !errors.Is(e, ErrShape) {
				t.Fatalf("error %v wraps no sentinel", e)
			}
		}
		cs, err := dyn.NanCumSumAxis(x, ax)
		sentinel(err)
		vr, verr := dyn.NanVarAxes(x, dd, ax)
		sentinel(verr)
		amin, minErr := dyn.NanArgMinAxes(x, ax)
		sentinel(minErr)
		amax, maxErr := dyn.NanArgMaxAxes(x, ax)
		sentinel(maxErr)
		nmin, nminErr := dyn.NanMinAxes(x, ax)
		sentinel(nminErr)
		nmax, nmaxErr := dyn.NanMaxAxes(x, ax)
		sentinel(nmaxErr)
		checkNanExtremes(t, v)
		// NanMean of the contiguous tensor (NanSum's sum of the run and a
		// count) against the same numbers read through a stride of 2 (the
		// copy with NaNs replaced, then the mean's sum): the same bits.
		if n > 0 {
			wide := make([]float64, 2*n)
			for i, e := range v {
				wide[2*i] = e
			}
			w, _ := dyn.FromSlice(wide, 2*n)
			sv, _ := w.Slice(0, dyn.Range(0, 2*n).By(2))
			m1, err1 := dyn.NanMean(x)
			m2, err2 := dyn.NanMean(sv)
			if err1 != nil || err2 != nil || math.Float64bits(m1) != math.Float64bits(m2) && !(m1 != m1 && m2 != m2) {
				t.Fatalf("NanMean %v (%v) contiguous, %v (%v) strided", m1, err1, m2, err2)
			}
		}
		for _, e := range []error{func() error { _, e := dyn.NanArgMin(x); return e }(), func() error { _, e := dyn.NanStd(x, dd); return e }(),
			func() error { _, e := dyn.NanCumProd(x); return e }()} {
			sentinel(e)
		}
		if err != nil {
			return // the axis is out of range
		}
		a := (ax + 2) % 2
		shape := x.Layout().Shape()
		lanes, m := shape[1-a], shape[a]
		allNaN := false
		for i := range lanes {
			at := func(k int) []int {
				if a == 0 {
					return []int{k, i}
				}
				return []int{i, k}
			}
			acc, count := 0.0, 0
			first := true
			lo, hi, ilo, ihi := 0.0, 0.0, -1, -1
			for k := range m {
				e, _ := x.At(at(k)...)
				if e == e {
					count++
				}
				add := e
				if e != e {
					add = 0
				}
				if first {
					acc, first = add, false
				} else {
					acc += add
				}
				if g, _ := cs.At(at(k)...); !sameBits(g, acc) {
					t.Fatalf("NanCumSumAxis(axis %d) lane %d at %d = %v, want %v", ax, i, k, g, acc)
				}
				emin, emax := e, e
				if e != e {
					emin, emax = math.Inf(1), math.Inf(-1)
				}
				if ilo < 0 || emin < lo {
					lo, ilo = emin, k
				}
				if ihi < 0 || emax > hi {
					hi, ihi = emax, k
				}
			}
			if m > 0 && count == 0 {
				allNaN = true
			}
			if verr == nil {
				g := vr.Data()[i]
				if count-dd <= 0 && !math.IsNaN(g) || g < 0 {
					t.Fatalf("NanVarAxes(ddof %d, axis %d) lane %d = %v with %d numbers", dd, ax, i, g, count)
				}
			}
			if count == 0 {
				lo, hi = math.NaN(), math.NaN()
			}
			if nminErr == nil && m > 0 && (!sameBits(nmin.Data()[i], lo) || !sameBits(nmax.Data()[i], hi)) {
				t.Fatalf("NanMin/MaxAxes(axis %d) lane %d = %v, %v; want %v, %v", ax, i, nmin.Data()[i], nmax.Data()[i], lo, hi)
			}
			if minErr == nil && m > 0 && (amin.Data()[i] != ilo || amax.Data()[i] != ihi) {
				t.Fatalf("NanArgMin/MaxAxes(axis %d) lane %d = %d, %d; want %d, %d", ax, i, amin.Data()[i], amax.Data()[i], ilo, ihi)
			}
		}
		if m > 0 && lanes > 0 && allNaN != errors.Is(minErr, ErrValue) {
			t.Fatalf("NanArgMinAxes(axis %d): error %v with a lane of NaNs only %v", ax, minErr, allNaN)
		}
	})
}
