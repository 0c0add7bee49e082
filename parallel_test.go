package tensor

import (
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"

	"github.com/fixedrank/tensor/internal/par"
)

// parallelOps are the operations that split their work among the workers,
// each reduced to the bits of its result, for an m×n float64 matrix x (and
// its transposed and flipped views).
var parallelOps = []struct {
	name string
	run  func(x Tensor[float64, [2]int]) ([]uint64, error)
}{
	{"copy transposed", func(x Tensor[float64, [2]int]) ([]uint64, error) {
		v, err := x.MoveAxis(0, 1)
		if err != nil {
			return nil, err
		}
		return floatBits(v.Clone().Data()), nil
	}},
	{"copy flipped", func(x Tensor[float64, [2]int]) ([]uint64, error) {
		v, err := x.Flip(0, 1)
		if err != nil {
			return nil, err
		}
		return floatBits(v.Clone().Data()), nil
	}},
	{"add, row broadcast", func(x Tensor[float64, [2]int]) ([]uint64, error) {
		row, err := Select[[1]int](x, 0, 0)
		if err != nil {
			return nil, err
		}
		r, err := Add(x, row)
		return floatBits(r.Data()), err
	}},
	{"divide by a scalar", func(x Tensor[float64, [2]int]) ([]uint64, error) {
		r, err := Divide(x, 3.0)
		return floatBits(r.Data()), err
	}},
	{"multiply transposed", func(x Tensor[float64, [2]int]) ([]uint64, error) {
		v, _ := x.MoveAxis(0, 1)
		w := v.Clone()
		r, err := Multiply(v, w)
		return floatBits(r.Data()), err
	}},
	{"greater", func(x Tensor[float64, [2]int]) ([]uint64, error) {
		r, err := Greater(x, 0.25)
		return boolBits(r.Data()), err
	}},
	{"isnan", func(x Tensor[float64, [2]int]) ([]uint64, error) {
		r, err := IsNaN(x)
		return boolBits(r.Data()), err
	}},
	{"round", func(x Tensor[float64, [2]int]) ([]uint64, error) {
		r, err := Round(x, 1)
		return floatBits(r.Data()), err
	}},
	{"isclose", func(x Tensor[float64, [2]int]) ([]uint64, error) {
		r, err := IsClose(x, 0.5, 1e-1, 1e-2, true)
		return boolBits(r.Data()), err
	}},
	{"clip", func(x Tensor[float64, [2]int]) ([]uint64, error) {
		r, err := Clip(x, -0.5, 0.5)
		return floatBits(r.Data()), err
	}},
	{"where", func(x Tensor[float64, [2]int]) ([]uint64, error) {
		c, err := Greater(x, 0.0)
		if err != nil {
			return nil, err
		}
		r, err := Where(c, x, -1.0)
		return floatBits(r.Data()), err
	}},
	{"where of equal shapes", func(x Tensor[float64, [2]int]) ([]uint64, error) {
		c, err := Greater(x, 0.0)
		if err != nil {
			return nil, err
		}
		y, _ := x.Flip(0)
		d, err := ZerosLike[float64](x.Layout())
		if err != nil {
			return nil, err
		}
		err = WhereTo(d, c, x, y.Clone())
		return floatBits(d.Data()), err
	}},
	{"masked and set masked", func(x Tensor[float64, [2]int]) ([]uint64, error) {
		c, err := Greater(x, 0.5)
		if err != nil {
			return nil, err
		}
		m, err := Masked(x, c)
		if err != nil {
			return nil, err
		}
		y := x.Clone()
		err = SetMasked(y, c, 7.0)
		return append(floatBits(m.Data()), floatBits(y.Data())...), err
	}},
	{"concatenate", func(x Tensor[float64, [2]int]) ([]uint64, error) {
		v, _ := x.Flip(0)
		r, err := Concatenate(1, x, v)
		return floatBits(r.Data()), err
	}},
	{"convert to float32", func(x Tensor[float64, [2]int]) ([]uint64, error) {
		r, err := Convert[float32](x)
		b := make([]uint64, len(r.Data()))
		for i, v := range r.Data() {
			b[i] = uint64(math.Float32bits(v))
		}
		return b, err
	}},
	{"sum", func(x Tensor[float64, [2]int]) ([]uint64, error) {
		s, err := Sum(x)
		return []uint64{sumBits(s)}, err
	}},
	{"integer sums and products", func(x Tensor[float64, [2]int]) ([]uint64, error) {
		c, err := Clip(x, -100, 100)
		if err != nil {
			return nil, err
		}
		r, err := Round(c, 0)
		if err != nil {
			return nil, err
		}
		i64, err := Convert[int64](r)
		if err != nil {
			return nil, err
		}
		i16, err := Convert[int16](r)
		if err != nil {
			return nil, err
		}
		a, err := Sum(i64)
		if err != nil {
			return nil, err
		}
		b, errB := Sum(i16) // may overflow int16: the error must agree too
		p, errP := Prod(i16)
		out := []uint64{uint64(a), uint64(b), uint64(p)}
		if errB != nil {
			out = append(out, 1)
		}
		if errP != nil {
			out = append(out, 2)
		}
		return out, nil
	}},
	{"sum of the transposed view", func(x Tensor[float64, [2]int]) ([]uint64, error) {
		v, _ := x.MoveAxis(0, 1)
		s, err := Sum(v)
		return []uint64{sumBits(s)}, err
	}},
	{"min and max", func(x Tensor[float64, [2]int]) ([]uint64, error) {
		lo, err := Min(x)
		if err != nil {
			return nil, err
		}
		hi, err := Max(x)
		return []uint64{math.Float64bits(lo), math.Float64bits(hi)}, err
	}},
	{"argmin and argmax", func(x Tensor[float64, [2]int]) ([]uint64, error) {
		lo, err := ArgMin(x)
		if err != nil {
			return nil, err
		}
		hi, err := ArgMax(x)
		return []uint64{uint64(lo), uint64(hi)}, err
	}},
	{"argmin and argmax along each axis", func(x Tensor[float64, [2]int]) ([]uint64, error) {
		a, err := ArgMinAxes[[1]int](x, 1)
		if err != nil {
			return nil, err
		}
		b, err := ArgMaxAxes[[1]int](x, 0)
		if err != nil {
			return nil, err
		}
		v, _ := x.MoveAxis(0, 1)
		c, err := ArgMaxAxes[[1]int](v, 1)
		return append(append(intBits(a.Data()), intBits(b.Data())...), intBits(c.Data())...), err
	}},
	{"sum along each axis", func(x Tensor[float64, [2]int]) ([]uint64, error) {
		a, err := SumAxes[[1]int](x, 0)
		if err != nil {
			return nil, err
		}
		b, err := SumAxes[[1]int](x, 1)
		return append(floatBits(a.Data()), floatBits(b.Data())...), err
	}},
	{"norms of the rows, the columns and everything", func(x Tensor[float64, [2]int]) ([]uint64, error) {
		var bits []uint64
		for _, ord := range []float64{Fro, 2, 1, 3} {
			for ax := range 2 {
				n, err := Norm[[1]int](x, ord, ax)
				if err != nil {
					return nil, err
				}
				bits = append(bits, floatBits(n.Data())...)
			}
		}
		all, err := Norm[[0]int](x, Fro)
		return append(bits, floatBits(all.Data())...), err
	}},
	{"mean over axes of a 3-d view", func(x Tensor[float64, [2]int]) ([]uint64, error) {
		m, n := x.Shape()[0], x.Shape()[1]
		if m%2 != 0 {
			m--
		}
		v, err := x.Subscript(Range(0, m), Colon())
		if err != nil {
			return nil, err
		}
		c := v.Clone()
		t3, err := Reshape(c, [3]int{2, m / 2, n})
		if err != nil || m == 0 {
			return nil, err
		}
		a, err := MeanAxes[[1]int](t3, 0, 2)
		if err != nil {
			return nil, err
		}
		b, err := SumAxes[[2]int](t3, 1)
		return append(floatBits(a.Data()), floatBits(b.Data())...), err
	}},
	{"max and min along each axis", func(x Tensor[float64, [2]int]) ([]uint64, error) {
		a, err := MaxAxes[[1]int](x, 0)
		if err != nil {
			return nil, err
		}
		b, err := MinAxes[[1]int](x, 1)
		return append(floatBits(a.Data()), floatBits(b.Data())...), err
	}},
	{"max and min of integers along axis 0", func(x Tensor[float64, [2]int]) ([]uint64, error) {
		var out []uint64
		ax, err := Unary(Abs, x)
		if err != nil {
			return nil, err
		}
		// Each scale once as is and once negative (every column below 0,
		// where a part's maximum must not start from 0), and positive.
		for _, scale := range []float64{1, 1e3, 1e12, -100, 100} {
			y, err := Multiply(x, scale)
			if scale == -100 || scale == 100 {
				y, err = Multiply(ax, scale)
				if err == nil {
					y, err = Add(y, scale/100)
				}
			}
			if err != nil {
				return nil, err
			}
			i8, _ := Convert[int8](y)
			u16, _ := Convert[uint16](y)
			i64, _ := Convert[int64](y)
			a, _ := MaxAxes[[1]int](i8, 0)
			b, _ := MinAxes[[1]int](i8, 0)
			c, _ := MaxAxes[[1]int](u16, 0)
			d, _ := MinAxes[[1]int](u16, 0)
			e, _ := MaxAxes[[1]int](i64, 0)
			f, err := MinAxes[[1]int](i64, 0)
			if err != nil {
				return nil, err
			}
			for _, v := range a.Data() {
				out = append(out, uint64(v))
			}
			for _, v := range b.Data() {
				out = append(out, uint64(v))
			}
			for _, v := range c.Data() {
				out = append(out, uint64(v))
			}
			for _, v := range d.Data() {
				out = append(out, uint64(v))
			}
			out = append(out, intBits(toInts(e.Data()))...)
			out = append(out, intBits(toInts(f.Data()))...)
		}
		return out, nil
	}},
	{"sort along each axis", func(x Tensor[float64, [2]int]) ([]uint64, error) {
		a, err := Sort(x, 0)
		if err != nil {
			return nil, err
		}
		b, err := Sort(x, 1)
		return append(floatBits(a.Data()), floatBits(b.Data())...), err
	}},
	{"argsort along axis 0", func(x Tensor[float64, [2]int]) ([]uint64, error) {
		a, err := ArgSort(x, 0)
		b := make([]uint64, len(a.Data()))
		for i, v := range a.Data() {
			b[i] = uint64(v)
		}
		return b, err
	}},
	{"matmul with the transpose", func(x Tensor[float64, [2]int]) ([]uint64, error) {
		v, _ := x.MoveAxis(0, 1)
		r, err := Matmul[[2]int](x, v)
		return floatBits(r.Data()), err
	}},
	{"matmul with a vector", func(x Tensor[float64, [2]int]) ([]uint64, error) {
		v, err := Ones[float64]([1]int{x.Shape()[1]})
		if err != nil {
			return nil, err
		}
		r, err := Matmul[[1]int](x, v)
		return floatBits(r.Data()), err
	}},
	{"vdot with itself", func(x Tensor[float64, [2]int]) ([]uint64, error) {
		s, err := Vdot(x, x)
		return []uint64{sumBits(s)}, err
	}},
}

// sumBits is the bits of a sum, any NaN as the default NaN: which NaN a
// sum of several returns is not specified (the package doc says so).
func sumBits(s float64) uint64 {
	if s != s {
		return math.Float64bits(math.NaN())
	}
	return math.Float64bits(s)
}

func floatBits(v []float64) []uint64 {
	b := make([]uint64, len(v))
	for i, x := range v {
		b[i] = math.Float64bits(x)
	}
	return b
}

func intBits(v []int) []uint64 {
	b := make([]uint64, len(v))
	for i, x := range v {
		b[i] = uint64(x)
	}
	return b
}

// hashBits folds v into one word (FNV-1a over the words), for comparing
// long results in one line.
func hashBits(v []uint64) uint64 {
	h := uint64(14695981039346656037)
	for _, x := range v {
		h = (h ^ x) * 1099511628211
	}
	return h
}

func boolBits(v []bool) []uint64 {
	b := make([]uint64, len(v))
	for i, x := range v {
		if x {
			b[i] = 1
		}
	}
	return b
}

// parallelData returns m·n values drawn from seed, with NaNs, infinities,
// signed zeros and repeated extremes among them when special is set.
func parallelData(m, n int, seed uint64, special bool) []float64 {
	r := rand.New(rand.NewPCG(seed, 7))
	v := make([]float64, m*n)
	for i := range v {
		v[i] = r.NormFloat64()
		if special {
			switch r.IntN(64) {
			case 0: // a NaN of its own sign and payload
				v[i] = math.Float64frombits(0x7ff8000000000000 | uint64(i+1) | uint64(r.IntN(2))<<63)
			case 1:
				v[i] = math.Inf(1 - 2*r.IntN(2))
			case 2:
				v[i] = math.Copysign(0, float64(1-2*r.IntN(2)))
			case 3:
				v[i] = 4 // a repeated maximum
			}
		}
	}
	return v
}

// checkParallel runs every parallel operation on x with one worker and
// with each count in workers, and reports any result that differs in a bit.
func checkParallel(t *testing.T, x Tensor[float64, [2]int], workers ...int) {
	t.Helper()
	defer SetWorkers(SetWorkers(1))
	for _, op := range parallelOps {
		SetWorkers(1)
		want, werr := op.run(x)
		for _, w := range workers {
			SetWorkers(w)
			got, err := op.run(x)
			if (err == nil) != (werr == nil) || !slices.Equal(got, want) {
				t.Errorf("%s of %v with %d workers differs from one worker's (errors %v, %v)", op.name, x.Shape(), w, err, werr)
			}
		}
	}
}

// TestParallelSameBits: every operation that splits its work returns the
// same bits with 2, 3 and 5 workers as with one, on shapes that leave
// uneven parts and on data with NaNs, infinities and signed zeros. The
// grains are made small so that these shapes are split, and one large
// case runs at the real grains.
func TestParallelSameBits(t *testing.T) {
	defer par.SetTestGrain(par.SetTestGrain(256))
	shapes := [][2]int{{1, 1000}, {1000, 1}, {37, 53}, {129, 70}, {300, 301}, {45, 1001}}
	for i, s := range shapes {
		for _, special := range []bool{false, true} {
			x, err := FromSlice(parallelData(s[0], s[1], uint64(i), special), s)
			if err != nil {
				t.Fatal(err)
			}
			checkParallel(t, x, 2, 3, 5)
		}
	}
	par.SetTestGrain(1)
	x, _ := FromSlice(parallelData(600, 500, 99, true), [2]int{600, 500})
	checkParallel(t, x, 2, 4)
}

// TestParallelLongRuns: a sum, a minimum, an argmax, a sort and an argsort
// of runs longer than one block each (where the blocks' results are
// combined, and a sort's buckets are sorted in parallel) agree with one
// worker's, and the argmax is the first of equal maxima.
func TestParallelLongRuns(t *testing.T) {
	defer SetWorkers(SetWorkers(1))
	n := 3<<16 + 5
	v := parallelData(1, n, 5, false)
	v[n-1], v[1<<16+3] = 9, 9 // equal maxima in different blocks
	x, _ := FromSlice(v, [1]int{n})
	var want [5]uint64
	for i, w := range []int{1, 2, 3, 7} {
		SetWorkers(w)
		s, _ := Sum(x)
		lo, _ := Min(x)
		at, _ := ArgMax(x)
		sorted, _ := Sort(x, 0)
		order, _ := ArgSort(x, 0)
		got := [5]uint64{math.Float64bits(s), math.Float64bits(lo), uint64(at), hashBits(floatBits(sorted.Data())), hashBits(intBits(order.Data()))}
		if i == 0 {
			want = got
			if at != 1<<16+3 {
				t.Errorf("ArgMax = %d, want the first maximum %d", at, 1<<16+3)
			}
			continue
		}
		if got != want {
			t.Errorf("%d workers: sum, min, argmax, sort and argsort bits %v, one worker %v", w, got, want)
		}
	}
}

// FuzzParallel compares every parallel operation with 3 workers against
// one worker, bit for bit, on fuzzed shapes and values.
func FuzzParallel(f *testing.F) {
	f.Add(uint8(17), uint8(40), uint64(1), true)
	f.Add(uint8(200), uint8(3), uint64(2), false)
	f.Add(uint8(1), uint8(255), uint64(3), true)
	f.Fuzz(func(t *testing.T, m, n uint8, seed uint64, special bool) {
		if m == 0 || n == 0 {
			return
		}
		defer par.SetTestGrain(par.SetTestGrain(512))
		x, err := FromSlice(parallelData(int(m), int(n), seed, special), [2]int{int(m), int(n)})
		if err != nil {
			t.Fatal(err)
		}
		checkParallel(t, x, 3)
	})
}

func TestSetWorkers(t *testing.T) {
	prev := SetWorkers(3)
	defer SetWorkers(prev)
	if got := Workers(); got != 3 {
		t.Errorf("Workers() = %d after SetWorkers(3)", got)
	}
	if got := SetWorkers(0); got != 3 {
		t.Errorf("SetWorkers returned %d, want the previous 3", got)
	}
	if got, want := Workers(), runtime.GOMAXPROCS(0); got != want {
		t.Errorf("Workers() = %d by default, want GOMAXPROCS %d", got, want)
	}
	if m := Machine(); m == "" {
		t.Error("Machine() is empty")
	}
}

// TestParallelHeapCopiesLive runs parallel parts over operands small enough
// to be copied to the heap for the parts (a bool mask of 70 000 elements, a
// broadcast row) while the garbage collector runs beside them: the copies
// must stay alive until the parts finish (the race detector's pointer
// checks report a freed one), and the results must be exact.
func TestParallelHeapCopiesLive(t *testing.T) {
	defer SetWorkers(SetWorkers(3))
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		for {
			select {
			case <-stop:
				return
			default:
				junk := make([]bool, 70000) // reuses a freed copy's memory, if any
				for i := range junk {
					junk[i] = true
				}
				runtime.GC()
			}
		}
	}()
	defer func() { close(stop); <-done }()
	const n = 70000
	x, _ := FromFunc([1]int{n}, func(i [1]int) float64 { return float64(i[0]) })
	mask, _ := FromFunc([1]int{n}, func(i [1]int) bool { return i[0]%3 == 0 })
	m, _ := FromFunc([2]int{700, 100}, func(i [2]int) float64 { return float64(i[0]) })
	row, _ := FromFunc([1]int{100}, func(i [1]int) float64 { return float64(i[0]) * 0.5 })
	for range 20 {
		got, err := Masked(x, mask)
		if err != nil {
			t.Fatal(err)
		}
		for k := range got.Size() {
			if v, _ := got.At(k); v != float64(3*k) {
				t.Fatalf("Masked[%d] = %v, want %v", k, v, float64(3*k))
			}
		}
		s, err := Add(m, row)
		if err != nil {
			t.Fatal(err)
		}
		for i := range 700 {
			for j := range 100 {
				if v, _ := s.At(i, j); v != float64(i)+float64(j)*0.5 {
					t.Fatalf("Add[%d][%d] = %v", i, j, v)
				}
			}
		}
	}
}

// toInts converts int64s to ints.
func toInts(v []int64) []int {
	out := make([]int, len(v))
	for i, x := range v {
		out[i] = int(x)
	}
	return out
}

// TestParallelOutNeighbours reduces in parallel parts into out= views that
// share one small buffer (small destinations are copied to the heap for
// the parts) from two goroutines at once: one into the even columns of a
// row, one into the odd columns. A part's copy must be written back at the
// view's own positions only; writing back the whole buffer would put
// stale values over the other goroutine's results (and the race detector
// reports the overlapping accesses).
func TestParallelOutNeighbours(t *testing.T) {
	defer SetWorkers(SetWorkers(2))
	const m, n = 300, 512 // at least two grains of work in each reduction
	x, _ := FromFunc([2]int{m, n}, func(i [2]int) float64 { return float64(i[0]%7) - float64(i[1]%5)/4 })
	buf, _ := Zeros[float64]([2]int{3, 2 * n})
	ibuf, _ := Zeros[int]([2]int{3, 2 * n})
	ops := []struct {
		name string
		run  func(k int) error // reduce x (scaled by k+1) into buffer column parity k
	}{
		{"SumTo", func(k int) error {
			v, _ := buf.Slice(1, From(k).By(2))
			row, _ := Select[[1]int](v, 0, 0)
			return SumTo(row, x, 0)
		}},
		{"MaxTo", func(k int) error {
			v, _ := buf.Slice(1, From(k).By(2))
			row, _ := Select[[1]int](v, 0, 1)
			return MaxTo(row, x, 0)
		}},
		{"ArgMaxTo", func(k int) error {
			xt, _ := x.MoveAxis(0, 1) // lanes along the contiguous axis
			v, _ := ibuf.Slice(1, From(k).By(2))
			row, _ := Select[[1]int](v, 0, 2)
			return ArgMaxTo(row, xt, 1)
		}},
	}
	for _, op := range ops {
		done := make(chan error, 2)
		for k := range 2 {
			go func() {
				var err error
				for range 20 {
					if err = op.run(k); err != nil {
						break
					}
				}
				done <- err
			}()
		}
		for range 2 {
			if err := <-done; err != nil {
				t.Fatalf("%s: %v", op.name, err)
			}
		}
	}
	sums, _ := SumAxes[[1]int](x, 0)
	maxs, _ := MaxAxes[[1]int](x, 0)
	args, _ := ArgMaxAxes[[1]int](x, 0)
	for j := range 2 * n {
		s, _ := sums.At(j / 2)
		mx, _ := maxs.At(j / 2)
		a, _ := args.At(j / 2)
		gs, _ := buf.At(0, j)
		gm, _ := buf.At(1, j)
		ga, _ := ibuf.At(2, j)
		if gs != s || gm != mx || ga != a {
			t.Fatalf("column %d: sum %v, max %v, argmax %d; want %v, %v, %d", j, gs, gm, ga, s, mx, a)
		}
	}
}
