package tensor

import (
	"errors"
	"slices"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// indexingFuzzErr fails unless err is nil or wraps a sentinel.
func indexingFuzzErr(t *testing.T, err error) {
	t.Helper()
	for _, s := range []error{ErrIndex, ErrAxis, ErrValue, ErrRank, ErrBroadcast, ErrShape, ErrOverflow, ErrReadOnly, ErrType} {
		if errors.Is(err, s) {
			return
		}
	}
	if err != nil {
		t.Fatalf("error %v wraps no sentinel", err)
	}
}

// putFuzzView returns view k (itself, transposed, last axis reversed, every
// other element of the last axis) of a new rows×cols tensor holding
// 1, 11, 21, … in C order.
func putFuzzView(t *testing.T, rows, cols int, k uint8) dyn.Tensor[int] {
	t.Helper()
	data := make([]int, rows*cols)
	for i := range data {
		data[i] = 10*i + 1
	}
	x, _ := dyn.FromSlice(data, rows, cols)
	var err error
	switch k % 4 {
	case 1:
		x = x.Transpose()
	case 2:
		x, err = x.Flip(-1)
	case 3:
		x, err = x.Slice(-1, Colon().By(2))
	}
	if err != nil {
		t.Fatal(err)
	}
	return x
}

// indexingEach calls f with every position of shape in C order.
func indexingEach(shape []int, f func(p []int)) {
	for _, d := range shape {
		if d == 0 {
			return
		}
	}
	p := make([]int, len(shape))
	for {
		f(p)
		k := len(shape) - 1
		for ; k >= 0; k-- {
			if p[k]++; p[k] < shape[k] {
				break
			}
			p[k] = 0
		}
		if k < 0 {
			return
		}
	}
}

// putFuzzResolve resolves index i into an axis of length n under mode as
// np.take does, reporting false where mode raise refuses it.
func putFuzzResolve(i, n int, mode string) (int, bool) {
	switch {
	case n == 0:
		return 0, false
	case mode == "wrap":
		return ((i % n) + n) % n, true
	case mode == "clip":
		return max(0, min(i, n-1)), true
	case i < -n || i >= n:
		return 0, false
	case i < 0:
		return i + n, true
	}
	return i, true
}

// FuzzPut feeds Put, PutAxis and PutAlongAxis fuzzed views, indices (in
// and out of range, of rank 1 and 2), values and modes: no call panics,
// every error wraps a sentinel and leaves the destination unchanged, and
// every result is what a loop storing one element at a time gives.
func FuzzPut(f *testing.F) {
	f.Add(uint8(3), uint8(4), uint8(0), []byte{0, 1, 255, 7, 1, 1}, uint8(2), uint8(0), int8(1), uint8(0))
	f.Add(uint8(3), uint8(4), uint8(1), []byte{3, 2, 2, 0}, uint8(1), uint8(1), int8(0), uint8(1))
	f.Add(uint8(2), uint8(5), uint8(2), []byte{1, 0, 4, 4}, uint8(3), uint8(2), int8(-1), uint8(2))
	f.Add(uint8(0), uint8(2), uint8(3), []byte{5}, uint8(4), uint8(2), int8(1), uint8(1))
	f.Fuzz(func(t *testing.T, r0, r1, vk uint8, raw []byte, nv, mk uint8, axis int8, op uint8) {
		x := putFuzzView(t, int(r0%5), int(r1%5), vk)
		shape := x.Layout().Shape()
		size := shape[0] * shape[1]
		base := slices.Clone(x.Data())
		mode := []string{"raise", "wrap", "clip", "bad"}[mk%4]
		idx := make([]int, len(raw)%7)
		for i := range idx {
			idx[i] = int(int8(raw[i])) % 9
		}
		ishape := []int{len(idx)}
		if len(idx) >= 2 && len(idx)%2 == 0 && raw[0]%2 == 1 {
			ishape = []int{2, len(idx) / 2}
		}
		ix, _ := dyn.FromSlice(idx, ishape...)
		// want is x stored into one element at a time, over a copy.
		want := slices.Clone(base)
		w, _ := dyn.View(want, x.Layout())
		ok := true
		var err error
		switch op % 3 {
		case 0:
			vals := make([]int, nv%5)
			for i := range vals {
				vals[i] = 100 + i
			}
			v, _ := dyn.FromSlice(vals, len(vals))
			err = dyn.Put(x, ix, v, mode)
			ok = mode != "bad"
			if ok && len(vals) > 0 && len(idx) > 0 {
				for i, k := range idx {
					p, in := putFuzzResolve(k, size, mode)
					if ok = ok && in; ok {
						_ = w.Set(vals[i%len(vals)], p/shape[1], p%shape[1])
					}
				}
			}
		case 1:
			a := (int(axis)%3 + 2) % 2
			rshape := append(append(slices.Clone(shape[:a]), ishape...), shape[a+1:]...)
			n := 1
			for _, d := range rshape {
				n *= d
			}
			vals := make([]int, n)
			for i := range vals {
				vals[i] = 100 + i
			}
			v, _ := dyn.FromSlice(vals, rshape...)
			var vs any = v
			if nv%4 == 0 {
				vs = 7 // a scalar, broadcast
			}
			err = dyn.PutAxis(x, ix, vs, int(axis)%3, mode)
			if int(axis)%3 == 2 || mode == "bad" {
				ok = false
				break
			}
			for _, k := range idx {
				_, in := putFuzzResolve(k, shape[a], mode)
				ok = ok && in
			}
			if !ok {
				break
			}
			j := 0
			indexingEach(rshape, func(p []int) {
				m := len(ishape)
				pi := 0 // C-order position of p[a:a+m] in ishape
				for q := range m {
					pi = pi*ishape[q] + p[a+q]
				}
				k, _ := putFuzzResolve(idx[pi], shape[a], mode)
				dst := append(append(slices.Clone(p[:a]), k), p[a+m:]...)
				val := 7
				if nv%4 != 0 {
					val = vals[j]
				}
				_ = w.Set(val, dst...)
				j++
			})
		case 2:
			a := (int(axis)%2 + 2) % 2
			ish := slices.Clone(shape)
			ish[a] = len(idx)
			if nv%2 == 1 {
				ish[1-a] = 1
			}
			n := ish[0] * ish[1]
			full := make([]int, n)
			for i := range full {
				if len(idx) > 0 {
					full[i] = idx[i%len(idx)]
				}
			}
			ii, _ := dyn.FromSlice(full, ish...)
			rshape := slices.Clone(ish)
			rshape[1-a] = shape[1-a]
			if shape[1-a] == 1 {
				rshape[1-a] = ish[1-a]
			}
			err = dyn.PutAlongAxis(x, ii, 5, int(axis)%2)
			indexingEach(rshape, func(p []int) {
				q := slices.Clone(p)
				if ish[1-a] == 1 {
					q[1-a] = 0
				}
				k := full[q[0]*ish[1]+q[1]]
				if k < -shape[a] || k >= shape[a] {
					ok = false
				}
			})
			if !ok {
				break
			}
			indexingEach(rshape, func(p []int) {
				q := slices.Clone(p)
				if ish[1-a] == 1 {
					q[1-a] = 0
				}
				k, _ := putFuzzResolve(full[q[0]*ish[1]+q[1]], shape[a], "raise")
				dst := slices.Clone(p)
				dst[a] = k
				_ = w.Set(5, dst...)
			})
		}
		indexingFuzzErr(t, err)
		if err != nil || !ok {
			if err == nil || !slices.Equal(x.Data(), base) {
				t.Fatalf("op %d %s idx %v: error %v, data %v (was %v)", op%3, mode, idx, err, x.Data(), base)
			}
			return
		}
		if !slices.Equal(x.Data(), want) {
			t.Fatalf("op %d %s idx %v shape %v axis %d: %v, want %v", op%3, mode, idx, ishape, axis, x.Data(), want)
		}
	})
}

// FuzzMasks feeds MaskedRows, SetMaskedRows, Nonzero and FlatNonzero
// fuzzed masks over the leading axes of views of a rank-3 tensor: no call
// panics, errors wrap sentinels and leave the destination unchanged, and
// results match loops over the mask.
func FuzzMasks(f *testing.F) {
	f.Add(uint8(2), uint8(3), uint8(4), uint8(0), uint8(1), []byte{1, 0, 1, 1, 0, 0})
	f.Add(uint8(3), uint8(0), uint8(2), uint8(2), uint8(2), []byte{1, 1, 1})
	f.Add(uint8(1), uint8(2), uint8(2), uint8(1), uint8(0), []byte{0})
	f.Add(uint8(2), uint8(2), uint8(3), uint8(3), uint8(3), []byte{1, 0, 1, 0, 1, 1})
	f.Fuzz(func(t *testing.T, d0, d1, d2, vk, k uint8, bits []byte) {
		dims := []int{int(d0 % 4), int(d1 % 4), int(d2 % 4)}
		n := dims[0] * dims[1] * dims[2]
		data := make([]int, n)
		for i := range data {
			if i < len(bits) && bits[i]%3 == 0 {
				continue // some zeros for Nonzero
			}
			data[i] = i + 1
		}
		x, _ := dyn.FromSlice(data, dims...)
		switch vk % 3 {
		case 1:
			x, _ = x.SwapAxes(0, 2)
		case 2:
			x, _ = x.Flip(1)
		}
		shape := x.Layout().Shape()
		kk := int(k % 4)
		mshape := slices.Clone(shape[:kk])
		if len(bits) > 0 && bits[0] == 7 && kk > 0 {
			mshape[0]++ // a mask that does not match
		}
		mn := 1
		for _, d := range mshape {
			mn *= d
		}
		mb := make([]bool, mn)
		for i := range mb {
			mb[i] = len(bits) > 0 && bits[i%len(bits)]%2 == 1
		}
		mask, _ := dyn.FromSlice(mb, mshape...)
		base := slices.Clone(x.Data())

		// MaskedRows against a loop over the mask.
		got, err := dyn.MaskedRows(x, mask)
		indexingFuzzErr(t, err)
		match := slices.Equal(mshape, shape[:kk])
		if (err == nil) != match {
			t.Fatalf("MaskedRows mask %v of %v: %v", mshape, shape, err)
		}
		var want []int
		rows := 0
		indexingEach(mshape, func(p []int) {
			if on, _ := mask.At(p...); !on {
				return
			}
			rows++
			indexingEach(shape[kk:], func(q []int) {
				v, _ := x.At(append(slices.Clone(p), q...)...)
				want = append(want, v)
			})
		})
		if err == nil {
			if gs := got.Layout().Shape(); gs[0] != rows || !slices.Equal(gs[1:], shape[kk:]) || !slices.Equal(got.Data(), want) {
				t.Fatalf("MaskedRows %v mask %v: %v %v, want %d rows %v", shape, mb, gs, got.Data(), rows, want)
			}
		}

		// SetMaskedRows of a scalar, then of got negated (read back as a
		// copy), and of got itself: x unchanged by the last.
		err = dyn.SetMaskedRows(x, mask, -1)
		indexingFuzzErr(t, err)
		if err != nil {
			if !slices.Equal(x.Data(), base) {
				t.Fatalf("SetMaskedRows failed (%v) but wrote", err)
			}
			return
		}
		back, _ := dyn.MaskedRows(x, mask)
		for _, v := range back.Data() {
			if v != -1 {
				t.Fatalf("SetMaskedRows -1: read back %v", back.Data())
			}
		}
		if err := dyn.SetMaskedRows(x, mask, got); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(x.Data(), base) {
			t.Fatalf("SetMaskedRows of MaskedRows: %v, want %v", x.Data(), base)
		}

		// Nonzero and FlatNonzero against loops in C order.
		nz, err := dyn.Nonzero(x)
		indexingFuzzErr(t, err)
		flat, err2 := dyn.FlatNonzero(x)
		indexingFuzzErr(t, err2)
		if err != nil || err2 != nil {
			t.Fatal(err, err2)
		}
		j, pos := 0, 0
		indexingEach(shape, func(p []int) {
			if v, _ := x.At(p...); v != 0 {
				for a := range p {
					if nz[a].Data()[j] != p[a] {
						t.Fatalf("Nonzero %v: axis %d entry %d = %d, want %d", shape, a, j, nz[a].Data()[j], p[a])
					}
				}
				if flat.Data()[j] != pos {
					t.Fatalf("FlatNonzero %v: entry %d = %d, want %d", shape, j, flat.Data()[j], pos)
				}
				j++
			}
			pos++
		})
		if nz[0].Size() != j || flat.Size() != j {
			t.Fatalf("Nonzero: %d and %d found, want %d", nz[0].Size(), flat.Size(), j)
		}
	})
}

// FuzzRavel feeds UnravelIndex and RavelMultiIndex fuzzed shapes (with
// zeros, negative and huge dimensions), positions and modes: no call
// panics, errors wrap sentinels, and results match the arithmetic done
// one position at a time.
func FuzzRavel(f *testing.F) {
	f.Add([]byte{3, 4}, []byte{1, 5, 11, 12}, uint8(0), false)
	f.Add([]byte{2, 0, 4}, []byte{0}, uint8(1), true)
	f.Add([]byte{255, 3}, []byte{1, 200}, uint8(2), false)
	f.Add([]byte{}, []byte{0}, uint8(0), false)
	f.Fuzz(func(t *testing.T, rawDims, rawIdx []byte, mk uint8, fortran bool) {
		if len(rawDims) > 5 {
			rawDims = rawDims[:5]
		}
		dims := make([]int, len(rawDims))
		for k, b := range rawDims {
			dims[k] = int(int8(b)) % 6
			if b == 0xf0 {
				dims[k] = 1 << 40
			}
		}
		order := C
		if fortran {
			order = F
		}
		idx := make([]int, len(rawIdx)%8)
		for i := range idx {
			idx[i] = int(int8(rawIdx[i]))
		}
		ix, _ := dyn.FromSlice(idx, len(idx))
		size, neg, over := 1, false, false
		for _, d := range dims {
			neg = neg || d < 0
		}
		for _, d := range dims {
			if d == 0 {
				size = 0
				break
			}
			if size > (1<<62)/max(d, 1) {
				over = true
				break
			}
			size *= d
		}
		bad := false
		for _, p := range idx {
			bad = bad || p < 0 || p >= size
		}
		coords, err := dyn.UnravelIndex(ix, dims, order)
		indexingFuzzErr(t, err)
		switch {
		case neg:
			if !errors.Is(err, ErrShape) {
				t.Fatalf("UnravelIndex dims %v: %v, want ErrShape", dims, err)
			}
			return
		case over:
			if !errors.Is(err, ErrOverflow) {
				t.Fatalf("UnravelIndex dims %v: %v, want ErrOverflow", dims, err)
			}
			return
		case len(dims) == 0:
			if !errors.Is(err, ErrRank) {
				t.Fatalf("UnravelIndex of rank-1 indices into shape (): %v, want ErrRank", err)
			}
			return
		case bad:
			if !errors.Is(err, ErrIndex) {
				t.Fatalf("UnravelIndex(%v, %v): %v, want ErrIndex", idx, dims, err)
			}
			return
		case err != nil:
			t.Fatalf("UnravelIndex(%v, %v): %v", idx, dims, err)
		}
		for i, p := range idx {
			// Ravel the coordinates back by hand.
			flat, mul := 0, 1
			for j := range dims {
				a := len(dims) - 1 - j
				if order == F {
					a = j
				}
				c := coords[a].Data()[i]
				if c < 0 || c >= dims[a] {
					t.Fatalf("UnravelIndex(%d, %v) axis %d = %d", p, dims, a, c)
				}
				flat += c * mul
				mul *= dims[a]
			}
			if flat != p {
				t.Fatalf("UnravelIndex(%d, %v, %v) = %d back", p, dims, order, flat)
			}
		}
		// RavelMultiIndex of the coordinates shifted out of range by the
		// mode's byte: refused (raise) or brought back (wrap, clip).
		mode := []string{"raise", "wrap", "clip"}[mk%3]
		shift := int(mk / 3 % 3)
		moved := make([]dyn.Tensor[int], len(coords))
		for a, c := range coords {
			d := slices.Clone(c.Data())
			for i := range d {
				d[i] += shift * dims[a]
			}
			moved[a], _ = dyn.FromSlice(d, len(d))
		}
		r, err := dyn.RavelMultiIndex(moved, dims, mode, order)
		indexingFuzzErr(t, err)
		if errors.Is(err, ErrOverflow) {
			return // the product from the fast end can overflow where unravel's did not
		}
		if mode == "raise" && shift > 0 && len(idx) > 0 {
			if !errors.Is(err, ErrIndex) {
				t.Fatalf("RavelMultiIndex raise shifted: %v", err)
			}
			return
		}
		if err != nil {
			t.Fatalf("RavelMultiIndex %v %s: %v", dims, mode, err)
		}
		for i, p := range idx {
			want := p
			if mode == "clip" && shift > 0 {
				continue // clipped to the last along every axis moved
			}
			if r.Data()[i] != want {
				t.Fatalf("RavelMultiIndex %v %s shift %d: %v, want %v", dims, mode, shift, r.Data(), idx)
			}
		}
	})
}
