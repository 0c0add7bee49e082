package tensor

import (
	"errors"
	"math"
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/fixedrank/tensor/internal/engine"

	"github.com/google/go-cmp/cmp"
)

func TestReductionsRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for iter := range 500 {
		shape := [3]int{1 + r.IntN(4), 1 + r.IntN(5), 1 + r.IntN(9)}
		l, n := randomView(r, shape)
		buf := make([]float64, n)
		for i := range buf {
			buf[i] = float64(r.IntN(100) - 50)
		}
		x, err := View(buf, l)
		if err != nil {
			t.Fatal(err)
		}
		var vals []float64
		for _, v := range x.All() {
			vals = append(vals, v)
		}
		var sum float64
		lo, hi := math.Inf(1), math.Inf(-1)
		for _, v := range vals {
			sum += v
			lo, hi = min(lo, v), max(hi, v)
		}
		if got, err := Sum(x); err != nil || got != sum {
			t.Fatalf("iter %d: Sum = %v, want %v", iter, got, sum)
		}
		if got, _ := Min(x); got != lo {
			t.Fatalf("iter %d: Min = %v, want %v", iter, got, lo)
		}
		if got, _ := Max(x); got != hi {
			t.Fatalf("iter %d: Max = %v, want %v", iter, got, hi)
		}
		for axis := -3; axis < 3; axis++ {
			k := (axis + 3) % 3
			s, err := SumAxes[[2]int](x, axis)
			if err != nil {
				t.Fatal(err)
			}
			mn, _ := MinAxes[[2]int](x, axis)
			mx, _ := MaxAxes[[2]int](x, axis)
			mean, _ := MeanAxes[[2]int](x, axis)
			for idx, got := range s.All() {
				var want, wlo, whi float64 = 0, math.Inf(1), math.Inf(-1)
				for i := range shape[k] {
					full := [3]int{}
					for j, o := 0, 0; j < 3; j++ {
						if j == k {
							full[j] = i
						} else {
							full[j] = idx[o]
							o++
						}
					}
					v, _ := x.At(full[:]...)
					want += v
					wlo, whi = min(wlo, v), max(whi, v)
				}
				if got != want {
					t.Fatalf("iter %d: SumAxes(%d)%v = %v, want %v", iter, axis, idx, got, want)
				}
				if v, _ := mn.At(idx[:]...); v != wlo {
					t.Fatalf("iter %d: MinAxes(%d)%v = %v, want %v", iter, axis, idx, v, wlo)
				}
				if v, _ := mx.At(idx[:]...); v != whi {
					t.Fatalf("iter %d: MaxAxes(%d)%v = %v, want %v", iter, axis, idx, v, whi)
				}
				if v, _ := mean.At(idx[:]...); v != want/float64(shape[k]) {
					t.Fatalf("iter %d: MeanAxes(%d)%v = %v", iter, axis, idx, v)
				}
			}
		}
	}
}

func TestReductionEdges(t *testing.T) {
	e, _ := Zeros[float64]([2]int{0, 3})
	if s, err := Sum(e); err != nil || s != 0 || !math.IsNaN(Mean(e)) {
		t.Errorf("Sum, Mean of empty = %v (%v), %v", s, err, Mean(e))
	}
	if _, err := Min(e); !errors.Is(err, ErrShape) {
		t.Errorf("Min of empty: %v", err)
	}
	if _, err := MaxAxes[[1]int](e, 0); !errors.Is(err, ErrShape) {
		t.Errorf("MaxAxes over an empty axis: %v", err)
	}
	s, err := SumAxes[[1]int](e, 0)
	if err != nil || !cmp.Equal(s.Data(), []float64{0, 0, 0}) {
		t.Errorf("SumAxes over an empty axis = %v, %v", s.Data(), err)
	}
	if _, err := SumAxes[[2]int](e, 0); !errors.Is(err, ErrRank) {
		t.Errorf("SumAxes wrong rank: %v", err)
	}
	if _, err := SumAxes[[1]int](e, 2); !errors.Is(err, ErrAxis) {
		t.Errorf("SumAxes axis 2: %v", err)
	}
	nan, _ := FromSlice([]float64{1, math.NaN(), -1}, [1]int{3})
	if v, _ := Min(nan); !math.IsNaN(v) {
		t.Errorf("Min with NaN = %v, want NaN", v)
	}
	m, _ := MaxAxes[[0]int](nan, 0)
	if v, _ := m.At(); !math.IsNaN(v) {
		t.Errorf("MaxAxes with NaN = %v, want NaN", v)
	}
	ints3, _ := Arange(0, 6, 1)
	if s, err := Sum(ints3); err != nil || s != 15 {
		t.Errorf("Sum of 0..5 = %d, %v", s, err)
	}
}

func TestIterators(t *testing.T) {
	x, _ := FromFunc([2]int{2, 3}, func(i [2]int) int { return 10*i[0] + i[1] })
	tr := x.Transpose()
	var got []int
	var idxs [][2]int
	for idx, v := range tr.All() {
		idxs = append(idxs, idx)
		got = append(got, v)
	}
	if diff := cmp.Diff([]int{0, 10, 1, 11, 2, 12}, got); diff != "" {
		t.Errorf("All of a transpose (-want +got):\n%s", diff)
	}
	if idxs[3] != [2]int{1, 1} {
		t.Errorf("All index 3 = %v", idxs[3])
	}
	var vals []int
	for v := range tr.Values() {
		vals = append(vals, v)
		if len(vals) == 4 {
			break
		}
	}
	if diff := cmp.Diff([]int{0, 10, 1, 11}, vals); diff != "" {
		t.Errorf("Values with break (-want +got):\n%s", diff)
	}
	// Runs cover every element once.
	f, _ := x.Flip(1)
	seen := map[int]int{}
	nruns := 0
	for r := range f.Runs() {
		nruns++
		for i := range r.Count {
			seen[r.Offset+i*r.Stride]++
		}
	}
	if len(seen) != 6 || nruns != 1 {
		t.Errorf("Runs of a flipped contiguous tensor: %d runs, %v", nruns, seen)
	}
	s, _ := x.Slice(1, engine.To(2))
	nruns = 0
	for r := range s.Runs() {
		nruns++
		if r.Count != 2 || r.Stride != 1 {
			t.Errorf("run %+v", r)
		}
	}
	if nruns != 2 {
		t.Errorf("%d runs, want 2", nruns)
	}
}

func BenchmarkIterate(b *testing.B) {
	x, _ := Zeros[float64]([3]int{64, 64, 64})
	v, _ := x.Permute([3]int{2, 0, 1})
	b.Run("runs", func(b *testing.B) {
		data := v.Data()
		var sum float64
		for b.Loop() {
			for r := range v.Runs() {
				for i := range r.Count {
					sum += data[r.Offset+i*r.Stride]
				}
			}
		}
		_ = sum
	})
	b.Run("all", func(b *testing.B) {
		var sum float64
		for b.Loop() {
			for _, e := range v.All() {
				sum += e
			}
		}
		_ = sum
	})
	b.Run("nested", func(b *testing.B) {
		var sum float64
		var idx [3]int
		s := v.Shape()
		for b.Loop() {
			for idx[0] = 0; idx[0] < s[0]; idx[0]++ {
				for idx[1] = 0; idx[1] < s[1]; idx[1]++ {
					for idx[2] = 0; idx[2] < s[2]; idx[2]++ {
						sum += *v.Ptr(&idx)
					}
				}
			}
		}
		_ = sum
	})
}

type reduceRec struct {
	Shape []int     `json:"shape"`
	Vals  []float64 `json:"vals"`
	Perm  []int     `json:"perm"`
	Steps []int     `json:"steps"`
	Sum   float64   `json:"sum"`
	Min   float64   `json:"min"`
	Max   float64   `json:"max"`
	Mean  float64   `json:"mean"`
	Axes  []struct {
		Sum, Min, Max, Mean []float64
	} `json:"axes"`
}

// TestReduceGolden compares reductions of strided views with NumPy
// (testdata/reduce.jsonl, written by scripts/golden_reduce.py).
func TestReduceGolden(t *testing.T) {
	for i, r := range readJSONL[reduceRec](t, "testdata/reduce.jsonl") {
		switch len(r.Shape) {
		case 1:
			checkReduce[[1]int, [0]int](t, i, r)
		case 2:
			checkReduce[[2]int, [1]int](t, i, r)
		case 3:
			checkReduce[[3]int, [2]int](t, i, r)
		}
	}
}

func checkReduce[D, E Dim](t *testing.T, i int, r reduceRec) {
	t.Helper()
	shape, _ := ToDim[D](r.Shape)
	perm, _ := ToDim[D](r.Perm)
	x, _ := FromSlice(r.Vals, shape)
	v, err := x.Permute(perm)
	if err != nil {
		t.Fatal(err)
	}
	for k, s := range r.Steps {
		if v, err = v.Slice(k, engine.All().By(s)); err != nil {
			t.Fatal(err)
		}
	}
	mn, _ := Min(v)
	mx, _ := Max(v)
	sum, _ := Sum(v)
	if got := []float64{sum, mn, mx, Mean(v)}; !cmp.Equal(got, []float64{r.Sum, r.Min, r.Max, r.Mean}) {
		t.Errorf("#%d: sum min max mean = %v, NumPy %v", i, got, []float64{r.Sum, r.Min, r.Max, r.Mean})
	}
	for k, want := range r.Axes {
		s, _ := SumAxes[E](v, k)
		lo, _ := MinAxes[E](v, k)
		hi, _ := MaxAxes[E](v, k)
		me, _ := MeanAxes[E](v, k)
		for name, pair := range map[string][2][]float64{
			"sum": {want.Sum, s.Data()}, "min": {want.Min, lo.Data()}, "max": {want.Max, hi.Data()}, "mean": {want.Mean, me.Data()},
		} {
			if diff := cmp.Diff(pair[0], pair[1]); diff != "" {
				t.Errorf("#%d axis %d %s (-numpy +got):\n%s", i, k, name, diff)
			}
		}
	}
}

// BenchmarkReduce sums and takes minima of a 1024x1024 float64 tensor along
// each axis; Sum over all elements is the bandwidth baseline.
func BenchmarkReduce(b *testing.B) {
	const n = 1024
	x, _ := Arange(0.0, n*n, 1)
	m, _ := FromSlice(x.Data(), [2]int{n, n})
	b.Run("Sum", func(b *testing.B) {
		b.SetBytes(n * n * 8)
		for b.Loop() {
			_, _ = Sum(m)
		}
	})
	for axis := range 2 {
		b.Run("SumAxes"+strconv.Itoa(axis), func(b *testing.B) {
			b.SetBytes(n * n * 8)
			for b.Loop() {
				_, _ = SumAxes[[1]int](m, axis)
			}
		})
		b.Run("MinAxes"+strconv.Itoa(axis), func(b *testing.B) {
			b.SetBytes(n * n * 8)
			for b.Loop() {
				_, _ = MinAxes[[1]int](m, axis)
			}
		})
	}
}

// TestValuesCOrder checks Values (fixed and dynamic rank) against All's
// C-order walk on random strided views, broadcasts, empty and 0-d tensors.
func TestValuesCOrder(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	check := func(x Tensor[int, [3]int]) {
		t.Helper()
		var want []int
		for _, v := range x.All() {
			want = append(want, v)
		}
		var got, dyn []int
		for v := range x.Values() {
			got = append(got, v)
		}
		for v := range x.Dyn().Values() {
			dyn = append(dyn, v)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("Values of %v (-All +Values):\n%s", x.Layout(), diff)
		}
		if diff := cmp.Diff(want, dyn); diff != "" {
			t.Fatalf("DynTensor.Values of %v (-All +Values):\n%s", x.Layout(), diff)
		}
	}
	for range 300 {
		shape := [3]int{r.IntN(4), r.IntN(4), r.IntN(4)}
		l, n := randomView(r, shape)
		data := make([]int, n)
		for i := range data {
			data[i] = i
		}
		x, err := View(data, l)
		if err != nil {
			t.Fatal(err)
		}
		check(x)
		if shape[1] > 0 {
			row, _ := SubscriptLayout[[3]int](l, engine.All(), engine.Range(0, 1), engine.All())
			b, _ := BroadcastToLayout(row, [3]int{shape[0], 3, shape[2]})
			check(Tensor[int, [3]int]{data: data, layout: b, readOnly: true})
		}
	}
	s, _ := FromSlice([]float64{2.5}, [0]int{})
	var got []float64
	for v := range s.Values() {
		got = append(got, v)
	}
	if len(got) != 1 || got[0] != 2.5 {
		t.Fatalf("Values of a 0-d tensor = %v", got)
	}
}
