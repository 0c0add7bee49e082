//go:build !race

package tensor

import (
	"errors"
	"math"
	"testing"
)

// fuzzBroadcast2 is the broadcast of rank-2 shapes, computed directly.
func fuzzBroadcast2(shapes ...[2]int) ([2]int, bool) {
	out := [2]int{1, 1}
	for _, s := range shapes {
		for k := range 2 {
			if s[k] == 1 {
				continue
			}
			if out[k] != 1 && out[k] != s[k] {
				return out, false
			}
			out[k] = s[k]
		}
	}
	return out, true
}

// fuzzAt reads t at (x, y) of a broadcast shape.
func fuzzAt[T any](t Tensor[T, [2]int], x, y int) T {
	s := t.Shape()
	if s[0] == 1 {
		x = 0
	}
	if s[1] == 1 {
		y = 0
	}
	v, err := t.At(x, y)
	if err != nil {
		panic(err)
	}
	return v
}

// FuzzCompareWhere: a, b, dst and the condition are random views of small
// buffers (a, b and dst of one float buffer holding NaNs). Less, Where,
// WhereTo, Clip and Masked never panic and agree with scalar loops; WhereTo
// into an overlapping dst gives what a temporary gives.
func FuzzCompareWhere(f *testing.F) {
	f.Add([]byte{3, 3, 3, 1, 0, 3, 3, 1, 3, 0, 3, 3, 3, 1, 0, 3, 3, 3, 1, 0}, float64(0), float64(1))
	f.Add([]byte{1, 4, 0, 1, 1, 1, 4, 0, 1, 0, 1, 4, 0, 1, 0, 2, 2, 7, 1, 3}, float64(-1), float64(-2))
	f.Add([]byte{2, 2, 2, 1, 6, 2, 2, 8, 3, 9, 1, 2, 0, 1, 2, 2, 1, 1, 0, 4}, math.NaN(), float64(3))
	f.Add([]byte{3, 2, 6, 7, 20, 3, 1, 1, 0, 5, 1, 2, 4, 1, 3, 3, 2, 2, 5, 1}, float64(2), math.Inf(1))
	f.Add([]byte{0, 3, 1, 1, 0, 1, 3, 0, 1, 2, 0, 1, 4, 4, 0, 1, 1, 0, 0, 0}, float64(-3), float64(3))
	f.Fuzz(func(t *testing.T, b []byte, lo, hi float64) {
		const n = 24
		if len(b) < 20 {
			return
		}
		buf := make([]float64, n)
		bools := make([]bool, n)
		for i := range buf {
			c := b[i%len(b)]
			buf[i] = float64(int(c%7)) - 3
			if c%11 == 0 {
				buf[i] = math.NaN()
			}
			bools[i] = (c>>3)%2 == 1
		}
		al, ok1 := fuzzView(b[0:5], n)
		bl, ok2 := fuzzView(b[5:10], n)
		dl, ok3 := fuzzView(b[10:15], n)
		cl, ok4 := fuzzView(b[15:20], n)
		if !ok1 || !ok2 || !ok3 || !ok4 {
			return
		}
		a, _ := View(buf, al)
		bt, _ := View(buf, bl)
		cond, _ := View(bools, cl)

		// Less against a scalar loop.
		shape, ok := fuzzBroadcast2(a.Shape(), bt.Shape())
		lt, err := Less(a, bt)
		if ok != (err == nil) {
			t.Fatalf("Less %v %v: err %v, broadcastable %v", a.Shape(), bt.Shape(), err, ok)
		}
		if err != nil && !errors.Is(err, ErrBroadcast) {
			t.Fatalf("Less: %v", err)
		}
		if ok {
			if lt.Shape() != shape {
				t.Fatalf("Less shape %v, want %v", lt.Shape(), shape)
			}
			for x := range shape[0] {
				for y := range shape[1] {
					if got, want := fuzzAt(lt, x, y), fuzzAt(a, x, y) < fuzzAt(bt, x, y); got != want {
						t.Fatalf("Less at (%d, %d) = %v, want %v", x, y, got, want)
					}
				}
			}
		}

		// Where against a scalar loop.
		shape, ok = fuzzBroadcast2(cond.Shape(), a.Shape(), bt.Shape())
		wh, err := Where(cond, a, bt)
		if ok != (err == nil) {
			t.Fatalf("Where %v %v %v: err %v, broadcastable %v", cond.Shape(), a.Shape(), bt.Shape(), err, ok)
		}
		if err != nil && !errors.Is(err, ErrBroadcast) {
			t.Fatalf("Where: %v", err)
		}
		want, _ := Zeros[float64](shape)
		if ok {
			for x := range shape[0] {
				for y := range shape[1] {
					w := fuzzAt(bt, x, y)
					if fuzzAt(cond, x, y) {
						w = fuzzAt(a, x, y)
					}
					_ = want.Set(w, x, y)
					if got := fuzzAt(wh, x, y); !sameFloat(got, w) {
						t.Fatalf("Where at (%d, %d) = %v, want %v", x, y, got, w)
					}
				}
			}
		}

		// WhereTo into a dst that may overlap a and b.
		dst, _ := View(buf, dl)
		if !dst.ReadOnly() {
			wantBuf := append([]float64(nil), buf...)
			_, okd := fuzzBroadcast2(dst.Shape(), cond.Shape(), a.Shape(), bt.Shape())
			if okd {
				okd = func() bool { s, _ := fuzzBroadcast2(dst.Shape(), shape); return s == dst.Shape() }()
			}
			if okd {
				wd, _ := View(wantBuf, dl)
				tmp, _ := Where(cond, a.Clone(), bt.Clone())
				if err := Assign(wd, tmp); err != nil {
					okd = false
				}
			}
			before := append([]float64(nil), buf...)
			err := WhereTo(dst, cond, a, bt)
			if okd != (err == nil) {
				t.Fatalf("WhereTo %v ← %v %v %v: err %v, want ok %v", dst.Shape(), cond.Shape(), a.Shape(), bt.Shape(), err, okd)
			}
			if err != nil {
				wantBuf = before
			}
			for i := range buf {
				if !sameFloat(buf[i], wantBuf[i]) {
					t.Fatalf("WhereTo: buffer %v, want %v", buf, wantBuf)
				}
			}
			a, _ = View(buf, al) // unchanged layouts over the written buffer
		}

		// Clip and Masked against scalar loops.
		c, err := Clip(a, lo, hi)
		if err != nil {
			t.Fatalf("Clip: %v", err)
		}
		s := a.Shape()
		var sel []float64
		for x := range s[0] {
			for y := range s[1] {
				v := fuzzAt(a, x, y)
				w := numpyClip(v, lo, hi)
				if got := fuzzAt(c, x, y); !sameBits(got, w) {
					t.Fatalf("Clip(%v, %v, %v) = %v, want %v", v, lo, hi, got, w)
				}
				if cond.Shape() == s && fuzzAt(cond, x, y) {
					sel = append(sel, v)
				}
			}
		}
		m, err := Masked(a, cond)
		if (err == nil) != (cond.Shape() == s) {
			t.Fatalf("Masked %v %v: %v", s, cond.Shape(), err)
		}
		if err == nil {
			if m.Size() != len(sel) {
				t.Fatalf("Masked: %d elements, want %d", m.Size(), len(sel))
			}
			for i, w := range sel {
				if got := m.Data()[i]; !sameFloat(got, w) {
					t.Fatalf("Masked[%d] = %v, want %v", i, got, w)
				}
			}
		}
	})
}

// numpyClip is NumPy 1.24's np.clip(v, lo, hi) for scalar bounds, written
// from its definition: a NaN bound is replaced by the infinity of its side,
// then minimum(maximum(v, lo), hi) with clip.cpp's _NPY_MAX and _NPY_MIN,
// which return their first operand when it is NaN or strictly beyond the
// second, and the second otherwise.
func numpyClip(v, lo, hi float64) float64 {
	if math.IsNaN(lo) {
		lo = math.Inf(-1)
	}
	if math.IsNaN(hi) {
		hi = math.Inf(1)
	}
	npMax := func(a, b float64) float64 {
		if math.IsNaN(a) || a > b {
			return a
		}
		return b
	}
	npMin := func(a, b float64) float64 {
		if math.IsNaN(a) || a < b {
			return a
		}
		return b
	}
	return npMin(npMax(v, lo), hi)
}
