//go:build !race

package tensor

import (
	"errors"
	"math"
	"slices"
	"strconv"
	"testing"

	"github.com/fixedrank/tensor/dyn"

	"github.com/fixedrank/tensor/internal/engine"
)

// orderRecord is one case of testdata/reduce_order.jsonl: NumPy's float
// reductions of a view, as the hexadecimal bits of the results in C order.
type orderRecord struct {
	Dtype  string     `json:"dtype"`
	Shape  []int      `json:"shape"`
	Seed   uint64     `json:"seed"`
	Scale  float64    `json:"scale"`
	Perm   []int      `json:"perm"`
	Slices [][3]*int  `json:"slices"`
	BShape []int      `json:"bshape"`
	Axes   []int      `json:"axes"`
	Sum    []string   `json:"sum"`
	Mean   []string   `json:"mean"`
	Prod   []string   `json:"prod"`
	Var    [][]string `json:"var"`
	Std    [][]string `json:"std"`
	SumOut []string   `json:"sum_out"`
	Min    []string   `json:"min"`
	Max    []string   `json:"max"`
	ArgMin []int      `json:"argmin"`
	ArgMax []int      `json:"argmax"`
	CumSum []string   `json:"cumsum"`
	CumPrd []string   `json:"cumprod"`
}

// orderBase returns element i of a case's base as the script computes it.
func orderBase(n int, seed uint64, scale float64, prod bool) []float64 {
	x := make([]float64, n)
	for i := range x {
		u := (uint64(i)*2654435761 + seed) % (1 << 32)
		f := float64(u)/(1<<32) - 0.5
		if prod {
			x[i] = 1 + f/64
		} else {
			x[i] = f * scale
		}
	}
	return x
}

// orderView builds the case's view over data (the base in C order).
func orderView[T any](t *testing.T, r orderRecord, data []T) dyn.Tensor[T] {
	t.Helper()
	d, err := dyn.FromSlice(data, r.Shape...)
	if err == nil {
		d, err = d.Permute(r.Perm...)
	}
	for k, s := range r.Slices {
		if err != nil {
			break
		}
		it := engine.All()
		switch {
		case s[0] != nil && s[1] != nil:
			it = engine.Range(*s[0], *s[1])
		case s[0] != nil:
			it = engine.From(*s[0])
		case s[1] != nil:
			it = engine.To(*s[1])
		}
		d, err = d.Slice(k, it.By(*s[2]))
	}
	if err == nil && r.BShape != nil {
		d, err = d.BroadcastTo(r.BShape...)
	}
	if err != nil {
		t.Fatalf("building %+v: %v", r, err)
	}
	return d
}

func hexBits(t *testing.T, s string) uint64 {
	t.Helper()
	v, err := strconv.ParseUint(s, 16, 64)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestReduceOrderGolden checks Sum, Mean, Prod, Var and Std over one axis,
// several axes and all of them, of permuted, reversed, stepped and
// broadcast views with sizes that cross NumPy's buffer, bit for bit
// against NumPy, and SumTo into a destination laid out backwards.
func TestReduceOrderGolden(t *testing.T) {
	recs := readJSONL[orderRecord](t, "testdata/reduce_order.jsonl")
	checks := 0
	for i, r := range recs {
		n := 1
		for _, d := range r.Shape {
			n *= d
		}
		switch r.Dtype {
		case "float64":
			x := orderView(t, r, orderBase(n, r.Seed, r.Scale, false))
			p := orderView(t, r, orderBase(n, r.Seed, r.Scale, true))
			checks += checkOrder(t, i, r, x, p, math.Float64bits)
		case "float32":
			x := orderView(t, r, toF32(orderBase(n, r.Seed, r.Scale, false)))
			p := orderView(t, r, toF32(orderBase(n, r.Seed, r.Scale, true)))
			checks += checkOrder(t, i, r, x, p, func(v float32) uint64 { return uint64(math.Float32bits(v)) })
		case "complex128":
			re, im := orderBase(n, r.Seed, r.Scale, false), orderBase(n, r.Seed^0x5BD1E995, r.Scale, false)
			pr, pi := orderBase(n, r.Seed, r.Scale, true), orderBase(n, r.Seed^0x5BD1E995, r.Scale, true)
			xs, ps := make([]complex128, n), make([]complex128, n)
			for j := range xs {
				xs[j], ps[j] = complex(re[j], im[j]), complex(pr[j], pi[j])
			}
			x, p := orderView(t, r, xs), orderView(t, r, ps)
			s, err := dyn.SumAxes(x, r.Axes...)
			checks += compareBits(t, i, "complex sum", r.Sum, complexParts(s), err, math.Float64bits)
			if r.Axes == nil {
				v, err := dyn.Sum(x)
				sc, _ := dyn.FromSlice([]complex128{v})
				checks += compareBits(t, i, "flat complex sum", r.Sum, complexParts(sc), err, math.Float64bits)
			}
			pd, err := dyn.ProdAxes(p, r.Axes...)
			checks += compareBits(t, i, "complex prod", r.Prod, complexParts(pd), err, math.Float64bits)
			if r.CumPrd != nil {
				var cp dyn.Tensor[complex128]
				if r.Axes == nil {
					cp, err = dyn.CumProd(p)
				} else {
					cp, err = dyn.CumProdAxis(p, r.Axes[0])
				}
				checks += compareBits(t, i, "complex cumprod", r.CumPrd, complexParts(cp), err, math.Float64bits)
			}
		case "int16":
			data := make([]int16, n)
			for j := range data {
				u := (uint64(j)*2654435761 + r.Seed) % (1 << 32)
				data[j] = int16(int64(u%2001) - 1000)
			}
			x := orderView(t, r, data)
			m, err := dyn.MeanAxes(x, r.Axes...)
			checks += compareBits(t, i, "mean", r.Mean, m, err, math.Float64bits)
		}
	}
	t.Logf("%d values compared", checks)
	if checks < 100000 {
		t.Errorf("only %d checks", checks)
	}
}

func toF32(x []float64) []float32 {
	y := make([]float32, len(x))
	for i, v := range x {
		y[i] = float32(v)
	}
	return y
}

// checkOrder compares one float case; bits gives the bits of an element.
func checkOrder[F float32 | float64](t *testing.T, i int, r orderRecord, x, p dyn.Tensor[F], bits func(F) uint64) int {
	n := 0
	s, err := dyn.SumAxes(x, r.Axes...)
	n += compareBits(t, i, "sum", r.Sum, s, err, bits)
	if r.Axes == nil {
		v, err := dyn.Sum(x)
		sc, _ := dyn.FromSlice([]F{v})
		n += compareBits(t, i, "flat sum", r.Sum, sc, err, bits)
	}
	k, err := dyn.SumKeepDims(x, r.Axes...)
	n += compareBits(t, i, "sum keepdims", r.Sum, k, err, bits)
	m, err := dyn.MeanAxes(x, r.Axes...)
	mb := math.Float64bits
	if _, ok := any(F(0)).(float32); ok {
		mb = func(v float64) uint64 {
			if float64(float32(v)) != v && v == v {
				return 1 << 63 // not a widened float32: never NumPy's bits
			}
			return uint64(math.Float32bits(float32(v)))
		}
	}
	n += compareBits(t, i, "mean", r.Mean, m, err, mb)
	pr, err := dyn.ProdAxes(p, r.Axes...)
	n += compareBits(t, i, "prod", r.Prod, pr, err, bits)
	for ddof := range 2 {
		v, err := dyn.VarAxes(x, ddof, r.Axes...)
		n += compareBits(t, i, "var", r.Var[ddof], v, err, mb)
		v, err = dyn.StdKeepDims(x, ddof, r.Axes...)
		n += compareBits(t, i, "std", r.Std[ddof], v, err, mb)
		if r.Axes == nil {
			f, err := dyn.Var(x, ddof)
			sc, _ := dyn.FromSlice([]float64{f})
			n += compareBits(t, i, "flat var", r.Var[ddof], sc, err, mb)
			f, err = dyn.Std(x, ddof)
			sc, _ = dyn.FromSlice([]float64{f})
			n += compareBits(t, i, "flat std", r.Std[ddof], sc, err, mb)
		}
	}
	lo, err := dyn.MinAxes(x, r.Axes...)
	n += compareBits(t, i, "min", r.Min, lo, err, bits)
	hi, err := dyn.MaxAxes(x, r.Axes...)
	n += compareBits(t, i, "max", r.Max, hi, err, bits)
	if r.ArgMin != nil {
		var amin, amax dyn.Tensor[int]
		var cs, cp dyn.Tensor[F]
		var e1, e2, e3, e4 error
		if r.Axes == nil {
			a, e := dyn.ArgMin(x)
			amin, e1 = dyn.FromSlice([]int{a}, 1)
			e1 = errors.Join(e, e1)
			a, e = dyn.ArgMax(x)
			amax, e2 = dyn.FromSlice([]int{a}, 1)
			e2 = errors.Join(e, e2)
			cs, e3 = dyn.CumSum(x)
			cp, e4 = dyn.CumProd(p)
		} else {
			amin, e1 = dyn.ArgMinAxes(x, r.Axes[0])
			amax, e2 = dyn.ArgMaxAxes(x, r.Axes[0])
			cs, e3 = dyn.CumSumAxis(x, r.Axes[0])
			cp, e4 = dyn.CumProdAxis(p, r.Axes[0])
		}
		for _, c := range []struct {
			what string
			want []int
			got  dyn.Tensor[int]
			err  error
		}{{"argmin", r.ArgMin, amin, e1}, {"argmax", r.ArgMax, amax, e2}} {
			if c.err != nil {
				t.Errorf("case %d %s: %v", i, c.what, c.err)
				continue
			}
			if got := slices.Collect(c.got.Values()); !slices.Equal(got, c.want) {
				t.Errorf("case %d %s = %v, NumPy %v", i, c.what, got, c.want)
			}
			n += len(c.want)
		}
		if r.CumSum != nil {
			n += compareBits(t, i, "cumsum", r.CumSum, cs, e3, bits)
			n += compareBits(t, i, "cumprod", r.CumPrd, cp, e4, bits)
		}
	}
	if r.SumOut != nil {
		s, _ := dyn.SumAxes(x, r.Axes...)
		shape := s.Shape()
		rev := make([]int, len(shape))
		for j := range shape {
			rev[j] = shape[len(shape)-1-j]
		}
		o, err := dyn.Zeros[F](rev...)
		o = o.Transpose()
		if err == nil {
			o, err = o.Flip()
		}
		if err == nil {
			err = dyn.SumTo(o, x, r.Axes...)
		}
		n += compareBits(t, i, "sum out=", r.SumOut, o, err, bits)
	}
	return n
}

// compareBits compares got (in C order) with NumPy's bits.
func compareBits[V any](t *testing.T, i int, what string, want []string, got dyn.Tensor[V], err error, bits func(V) uint64) int {
	t.Helper()
	if err != nil {
		t.Errorf("case %d %s: %v", i, what, err)
		return 0
	}
	j := 0
	bad := 0
	for v := range got.Values() {
		if j >= len(want) {
			break
		}
		if w := hexBits(t, want[j]); bits(v) != w && !bothNaN(bits(v), w, len(want[j])) && bad < 3 {
			t.Errorf("case %d %s[%d]: got bits %x, NumPy %x", i, what, j, bits(v), w)
			bad++
		}
		j++
	}
	if j != len(want) {
		t.Errorf("case %d %s: %d values, NumPy %d", i, what, j, len(want))
	}
	return j
}

// bothNaN reports whether got and want are both NaNs of the width that
// want's hexadecimal digits give (NumPy's 0/0 is a NaN with the sign bit
// set on x86; the payload is not compared).
func bothNaN(got, want uint64, digits int) bool {
	if digits == 8 {
		return math.IsNaN(float64(math.Float32frombits(uint32(got)))) && math.IsNaN(float64(math.Float32frombits(uint32(want))))
	}
	return math.IsNaN(math.Float64frombits(got)) && math.IsNaN(math.Float64frombits(want))
}

// complexParts returns the real and imaginary parts of c's elements, in C
// order, as a rank-1 tensor.
func complexParts(c dyn.Tensor[complex128]) dyn.Tensor[float64] {
	var parts []float64
	for v := range c.Values() {
		parts = append(parts, real(v), imag(v))
	}
	d, _ := dyn.FromSlice(parts, len(parts))
	return d
}
