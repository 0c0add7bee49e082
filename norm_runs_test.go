package tensor

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/fixedrank/tensor/dyn"
	"github.com/fixedrank/tensor/internal/par"
)

// TestNormRunsSameBits: the norms that sum magnitudes (Fro, 2, 1 and
// other p) of a C-contiguous tensor over its trailing or its leading axes,
// which are summed from t's buffer a chunk or a block of rows at a time,
// are bit for bit those of the same values in Fortran order, which go
// through a buffer of every magnitude and the general sum (as do other
// sets of axes, checked too); for runs shorter and longer than a chunk
// (8192), of power-of-two lengths (whose rows' leaves are summed
// together), wide and narrow rows, with
// NaNs, infinities and zeros of both signs, at an offset in the buffer,
// for float64, float32 and int32 elements.
func TestNormRunsSameBits(t *testing.T) {
	shapes := [][]int{{3}, {1000}, {8192}, {20000}, {5, 300}, {2, 9000}, {3, 4, 5}, {64, 128}, {1, 17000}, {7, 1, 2048}, {3, 2, 16385}, {5000, 3}, {3, 700, 5}, {9000, 1, 2}}
	for i, sh := range shapes {
		normRunsCheck[float64](t, sh, uint64(i), func(v float64) float64 { return v })
		normRunsCheck[float32](t, sh, uint64(i), func(v float64) float32 { return float32(v) })
		normRunsCheck[int32](t, sh, uint64(i), func(v float64) int32 { return int32(v * 1000) })
	}
}

func normRunsCheck[T Real](t *testing.T, shape []int, seed uint64, conv func(float64) T) {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 7))
	n := 1
	for _, d := range shape {
		n *= d
	}
	// The values sit in the second half of a buffer (a view at an offset).
	buf := make([]T, 2*n)
	v := buf[n:]
	for i := range v {
		x := r.NormFloat64() * 100
		switch r.IntN(50) {
		case 0:
			x = math.NaN()
		case 1:
			x = math.Inf(1 - 2*r.IntN(2))
		case 2:
			x = math.Copysign(0, -1)
		}
		v[i] = conv(x)
	}
	if r.IntN(2) == 0 {
		// Half the time, no special values.
		for i := range v {
			v[i] = conv(r.NormFloat64() * 100)
		}
	}
	whole, err := dyn.FromSlice(buf, append([]int{2}, shape...)...)
	if err != nil {
		t.Fatal(err)
	}
	c, err := whole.Select(0, 1)
	if err != nil {
		t.Fatal(err)
	}
	f := c.CloneOrder(F)
	rank := len(shape)
	for _, ord := range []float64{Fro, 2, 1, 3, 0.5, -1} {
		for set := 1; set < 1<<rank; set++ {
			var axes []int
			for k := range rank {
				if set&(1<<k) != 0 {
					axes = append(axes, k)
				}
			}
			if ord != Fro && len(axes) != 1 {
				continue
			}
			name := fmt.Sprintf("%T %v ord %g axes %v", v[0], shape, ord, axes)
			want, err := dyn.Norm(f, ord, false, axes...)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			got, err := dyn.Norm(c, ord, false, axes...)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if !slices.Equal(got.Shape(), want.Shape()) || !slices.Equal(floatBits(got.Data()), floatBits(want.Data())) {
				t.Errorf("%s: %v, through a buffer %v", name, head(got.Data()), head(want.Data()))
			}
		}
	}
}

func head(v []float64) []float64 { return v[:min(len(v), 4)] }

// FuzzNorm: for fuzzed shapes (rank 1 to 3, lengths to 40 and one long
// axis to 20000), values, sets of axes and ords, Norm of a C-contiguous
// tensor (summed from its buffer where its layout allows) is bit for bit
// Norm of the same values in Fortran order (through a buffer of every
// magnitude), and the same with 3 workers and small grains as with one.
func FuzzNorm(f *testing.F) {
	f.Add(uint8(3), uint8(5), uint8(7), uint16(0), uint64(1), uint8(1), uint8(0), true)
	f.Add(uint8(1), uint8(0), uint8(0), uint16(20000), uint64(2), uint8(1), uint8(1), false)
	f.Add(uint8(40), uint8(3), uint8(0), uint16(0), uint64(3), uint8(2), uint8(2), true)
	f.Fuzz(func(t *testing.T, d0, d1, d2 uint8, long uint16, seed uint64, axes, ordSel uint8, special bool) {
		shape := []int{int(d0%41) + 1}
		if d1 > 0 {
			shape = append(shape, int(d1%41)+1)
		}
		if d2 > 0 {
			shape = append(shape, int(d2%41)+1)
		}
		if long > 0 {
			shape[int(seed%uint64(len(shape)))] = int(long%20000) + 1
		}
		n := 1
		for _, d := range shape {
			n *= d
		}
		if n > 1<<20 {
			return
		}
		r := rand.New(rand.NewPCG(seed, 11))
		v := make([]float64, n)
		for i := range v {
			v[i] = r.NormFloat64() * 10
			if special && r.IntN(200) == 0 {
				v[i] = []float64{math.NaN(), math.Inf(1), math.Inf(-1), math.Copysign(0, -1)}[r.IntN(4)]
			}
		}
		c, err := dyn.FromSlice(v, shape...)
		if err != nil {
			t.Fatal(err)
		}
		var ax []int
		for k := range shape {
			if axes&(1<<k) != 0 {
				ax = append(ax, k)
			}
		}
		ord := []float64{Fro, 2, 1, 3, 0.5, -2}[ordSel%6]
		if len(ax) != 1 {
			ord = Fro
		}
		defer SetWorkers(SetWorkers(1))
		want, werr := dyn.Norm(c.CloneOrder(F), ord, false, ax...)
		got, err := dyn.Norm(c, ord, false, ax...)
		if (err == nil) != (werr == nil) || err == nil && !slices.Equal(floatBits(got.Data()), floatBits(want.Data())) {
			t.Fatalf("%v ord %g axes %v: %v (%v), through a buffer %v (%v)", shape, ord, ax, head(got.Data()), err, head(want.Data()), werr)
		}
		if err != nil {
			return
		}
		defer par.SetTestGrain(par.SetTestGrain(64))
		SetWorkers(3)
		par3, err := dyn.Norm(c, ord, false, ax...)
		if err != nil || !slices.Equal(floatBits(par3.Data()), floatBits(got.Data())) {
			t.Fatalf("%v ord %g axes %v: 3 workers %v (%v), one %v", shape, ord, ax, head(par3.Data()), err, head(got.Data()))
		}
	})
}
