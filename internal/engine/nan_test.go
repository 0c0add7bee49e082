package engine

import (
	"math"
	"math/rand/v2"
	"sync"
	"testing"
)

// nanSumWant is np.nansum(t, axes) the long way: a copy of t made by
// CopyStrided with its NaNs replaced by 0 one by one, summed by
// SumAxisInto into a new C-ordered result.
func nanSumWant[T float32 | float64](t *testing.T, s Strided[T], shape []int, mask uint64) []T {
	t.Helper()
	st := make([]int, len(s.Shape))
	LikeStrides(s.Shape, s.St, st)
	n := 1
	for _, v := range s.Shape {
		n *= v
	}
	c := Strided[T]{Data: make([]T, n), Shape: s.Shape, St: st}
	CopyStrided(c, s)
	for i, v := range c.Data {
		if v != v {
			c.Data[i] = 0
		}
	}
	r := newC[T](shape)
	if err := SumAxisInto("want", r, c, mask); err != nil {
		t.Fatal(err)
	}
	return r.Data
}

func newC[T any](shape []int) Strided[T] {
	st := make([]int, len(shape))
	n := 1
	for k := len(shape) - 1; k >= 0; k-- {
		st[k] = n
		n *= shape[k]
	}
	return Strided[T]{Data: make([]T, n), Shape: shape, St: st}
}

// TestNanSumScratch checks NanSumAxisInto, whose copy without NaNs is a
// pooled temporary (nanReplaced), against the copy made the long way: C-
// ordered tensors (the copy in one pass) and transposed ones (CopyStrided),
// float64 and float32, one after another in sizes that make the pooled
// buffer grow and be reused, and from eight goroutines at once; every
// buffer is filled with NaNs as it is given back, so that one given back
// while a sum still reads it gives wrong sums.
func TestNanSumScratch(t *testing.T) {
	testPoisonScratch = true // a buffer read after its release reads NaNs
	defer func() { testPoisonScratch = false }()
	check := func(seed uint64, rounds int) {
		r := rand.New(rand.NewPCG(seed, 3))
		for range rounds {
			m, n := 1+r.IntN(300), 1+r.IntN(300)
			data := make([]float64, m*n)
			data32 := make([]float32, m*n)
			for i := range data {
				data[i] = r.NormFloat64()
				if r.IntN(7) == 0 {
					data[i] = math.NaN()
				}
				data32[i] = float32(data[i])
			}
			for _, tr := range []bool{false, true} {
				s := Strided[float64]{Data: data, Shape: []int{m, n}, St: []int{n, 1}}
				s32 := Strided[float32]{Data: data32, Shape: []int{m, n}, St: []int{n, 1}}
				if tr {
					s = Strided[float64]{Data: data, Shape: []int{n, m}, St: []int{1, n}}
					s32 = Strided[float32]{Data: data32, Shape: []int{n, m}, St: []int{1, n}}
				}
				for axis := range 2 {
					shape := []int{s.Shape[1-axis]}
					got, got32 := newC[float64](shape), newC[float32](shape)
					if err := NanSumAxisInto("NanSum", got, s, 1<<axis); err != nil {
						t.Fatal(err)
					}
					if err := NanSumAxisInto("NanSum", got32, s32, 1<<axis); err != nil {
						t.Fatal(err)
					}
					want, want32 := nanSumWant(t, s, shape, 1<<axis), nanSumWant(t, s32, shape, 1<<axis)
					for i := range want {
						if math.Float64bits(got.Data[i]) != math.Float64bits(want[i]) || math.Float32bits(got32.Data[i]) != math.Float32bits(want32[i]) {
							t.Errorf("%dx%d transposed %v axis %d: element %d is %v (float32 %v), want %v (%v)", m, n, tr, axis, i, got.Data[i], got32.Data[i], want[i], want32[i])
							return
						}
					}
				}
			}
		}
	}
	check(1, 20)
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			check(uint64(10+g), 40)
		}()
	}
	wg.Wait()
}

// TestScratchRelease runs the reductions whose temporaries come from the
// pool (NaN-replaced copies, squared deviations) again with every buffer
// filled with NaNs as it is given back, one goroutine and then eight at
// once, against their first results, bit for bit: a buffer given back
// while its reduction still reads it gives other sums.
func TestScratchRelease(t *testing.T) {
	type job struct {
		s, clean Strided[float64] // clean: s without NaNs, for the plain variance
		mask     uint64
		want     [4][]float64
	}
	r := rand.New(rand.NewPCG(31, 32))
	run := func(j *job) [4][]float64 {
		shape := []int{j.s.Shape[0]}
		if j.mask == 1 {
			shape = []int{j.s.Shape[1]}
		}
		var out [4][]float64
		for k, f := range []FoldAxes[float64, float64]{NanVarAs[float64, float64](1, false), NanVarAs[float64, float64](0, true), VarAs[float64, float64](0, false), NanMeanAs[float64, float64]()} {
			d, s := newC[float64](shape), j.s
			if k == 2 {
				s = j.clean
			}
			if err := f("test", d, s, j.mask); err != nil {
				t.Error(err)
			}
			out[k] = d.Data
		}
		return out
	}
	jobs := make([]*job, 12)
	for i := range jobs {
		m, n := 200+r.IntN(400), 200+r.IntN(400)
		data, clean := make([]float64, m*n), make([]float64, m*n)
		for k := range data {
			data[k] = r.NormFloat64()
			clean[k] = data[k]
			if r.IntN(9) == 0 {
				data[k] = math.NaN()
			}
		}
		st := []int{n, 1}
		jobs[i] = &job{s: Strided[float64]{Data: data, Shape: []int{m, n}, St: st}, clean: Strided[float64]{Data: clean, Shape: []int{m, n}, St: st}, mask: uint64(1 + i%2)}
		jobs[i].want = run(jobs[i])
	}
	testPoisonScratch = true
	defer func() { testPoisonScratch = false }()
	check := func(g int, j *job) bool {
		got := run(j)
		for k := range got {
			for i := range got[k] {
				if math.Float64bits(got[k][i]) != math.Float64bits(j.want[k][i]) && !(got[k][i] != got[k][i] && j.want[k][i] != j.want[k][i]) {
					t.Errorf("goroutine %d, reduction %d: element %d is %v, before %v", g, k, i, got[k][i], j.want[k][i])
					return false
				}
			}
		}
		return true
	}
	for _, j := range jobs {
		if !check(-1, j) {
			return
		}
	}
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for round := range 16 {
				if !check(g, jobs[(g+round)%len(jobs)]) {
					return
				}
			}
		}()
	}
	wg.Wait()
}

// TestNanArgExtremeRun checks NanArgExtreme of C-ordered tensors, searched
// in place, against the definition: the first position of the extreme
// with every NaN taken for -Inf (+Inf for a minimum), an error wrapping
// ErrValue where every element is NaN. The elements are drawn from few
// values, infinities and NaNs among them, so that ties, NaNs before the
// infinities they stand for and NaN-only tensors all occur.
func TestNanArgExtremeRun(t *testing.T) {
	r := rand.New(rand.NewPCG(41, 42))
	vals := []float64{math.NaN(), math.Inf(1), math.Inf(-1), 0, 1, -1}
	for trial := range 400 {
		n := 1 + r.IntN(3000)
		if trial%4 == 0 {
			n = 1 + r.IntN(9)
		}
		data := make([]float64, n+3)
		for i := range data {
			data[i] = vals[r.IntN(len(vals))]
			if trial%5 == 0 && r.IntN(4) > 0 {
				data[i] = math.NaN()
			}
		}
		s := Strided[float64]{Data: data, Shape: []int{n}, St: []int{1}, Off: 3}
		for _, max := range []bool{false, true} {
			inf := math.Inf(1)
			if max {
				inf = -inf
			}
			want, best, numbers := 0, inf, 0
			for i, v := range data[3:] {
				if v == v {
					numbers++
				} else {
					v = inf
				}
				if max && v > best || !max && v < best {
					want, best = i, v
				}
			}
			got, err := NanArgExtreme("NanArg", s, max)
			if numbers == 0 {
				if err == nil {
					t.Fatalf("n=%d max %v: every element NaN, no error", n, max)
				}
				continue
			}
			if err != nil || got != want {
				t.Fatalf("n=%d max %v: %d, %v; want %d", n, max, got, err, want)
			}
		}
	}
}
