package tensor

import (
	"errors"
	"math"
	"testing"

	"github.com/fixedrank/tensor/dyn"

	"github.com/fixedrank/tensor/internal/engine"

	"github.com/google/go-cmp/cmp"
)

// fuzzView builds a rank-2 view of a buffer of length n from fuzz bytes:
// shape in [0, 3], strides in [-4, 4], an offset that keeps it inside.
func fuzzView(b []byte, n int) (Layout[[2]int], bool) {
	if len(b) < 5 {
		return Layout[[2]int]{}, false
	}
	shape := [2]int{int(b[0] % 4), int(b[1] % 4)}
	st := [2]int{int(b[2]%9) - 4, int(b[3]%9) - 4}
	l := Unchecked(shape, st, 0)
	lo, hi, err := l.Bounds()
	if err != nil || hi-lo > n {
		return l, false
	}
	off := -lo + int(b[4])%(n-(hi-lo)+1)
	l = Unchecked(shape, st, off)
	return l, l.Within(n) == nil
}

// FuzzWriteAliasing: dst and both inputs are random views of one small
// buffer; every function that writes into dst must give what computing
// into a fresh tensor and assigning gives (NumPy's out= guarantee).
func FuzzWriteAliasing(f *testing.F) {
	f.Add([]byte{3, 3, 3, 1, 0, 3, 3, 1, 3, 0, 3, 3, 3, 1, 0}, uint8(0))
	f.Add([]byte{1, 4, 0, 1, 1, 1, 4, 0, 1, 0, 1, 4, 0, 1, 0}, uint8(1))
	f.Add([]byte{2, 2, 2, 1, 6, 2, 2, 8, 3, 9, 1, 2, 0, 1, 2}, uint8(2))
	f.Add([]byte{3, 2, 6, 7, 20, 3, 1, 1, 0, 5, 1, 2, 4, 1, 3}, uint8(3))
	f.Fuzz(func(t *testing.T, b []byte, op uint8) {
		const n = 24
		if len(b) < 15 {
			return
		}
		buf := make([]int64, n)
		for i := range buf {
			buf[i] = int64(i%7) - 2 + int64(b[i%len(b)]%3)
		}
		dl, ok1 := fuzzView(b[0:5], n)
		al, ok2 := fuzzView(b[5:10], n)
		bl, ok3 := fuzzView(b[10:15], n)
		if !ok1 || !ok2 || !ok3 {
			return
		}
		dst, err := View(buf, dl)
		if err != nil || dst.ReadOnly() {
			return
		}
		a, _ := View(buf, al)
		bt, _ := View(buf, bl)
		// The inputs broadcast to dst's shape, or the call must fail
		// without writing.
		before := append([]int64(nil), buf...)
		want := append([]int64(nil), buf...)
		wantErr := expectedWrite(want, dl, a, bt, op)
		var got error
		switch op % 6 {
		case 0:
			got = AddTo(dst, a, bt)
		case 1:
			got = SubtractTo(dst, a, bt)
		case 2:
			got = MultiplyTo(dst, a, bt)
		case 3:
			got = DivideTo(dst, a, bt)
		case 4:
			got = ZipTo(dst, a, bt, func(x, y int64) int64 { return 3*x - y })
		default:
			got = Assign(dst, a)
		}
		if (got == nil) != (wantErr == nil) || (got != nil && !errors.Is(got, wantErr)) {
			t.Fatalf("op %d dst %v a %v b %v: error %v, want %v", op%6, dl, al, bl, got, wantErr)
		}
		if got != nil {
			want = before
		}
		if diff := cmp.Diff(want, buf); diff != "" {
			t.Fatalf("op %d dst %v a %v b %v (-want +got):\n%s", op%6, dl, al, bl, diff)
		}
	})
}

// expectedWrite computes the operation into a fresh tensor and assigns it
// to dst's layout in want; it returns the sentinel the call must report.
func expectedWrite(want []int64, dl Layout[[2]int], a, b Tensor[int64, [2]int], op uint8) error {
	dst, _ := View(want, dl)
	ac := a.Clone()
	bc := b.Clone()
	if op%6 == 5 {
		src, err := BroadcastToLayout(ac.layout, dl.shape)
		if err != nil {
			return ErrBroadcast
		}
		tmp := Tensor[int64, [2]int]{data: ac.data, layout: src}
		c := Tensor[int64, [2]int]{data: tmp.Clone().data, layout: Layout[[2]int]{shape: dl.shape, strides: mustStrides(dl.shape)}}
		engine.CopyStrided(dst.strided(), c.strided())
		return nil
	}
	al, err1 := BroadcastToLayout(ac.layout, dl.shape)
	bl, err2 := BroadcastToLayout(bc.layout, dl.shape)
	if err1 != nil || err2 != nil {
		return ErrBroadcast
	}
	r, _ := Zeros[int64](dl.shape)
	i := 0
	for x := range dl.shape[0] {
		for y := range dl.shape[1] {
			p, q := ac.data[al.IndexUnchecked(&[2]int{x, y})], bc.data[bl.IndexUnchecked(&[2]int{x, y})]
			var v int64
			switch op % 6 {
			case 0:
				v = p + q
			case 1:
				v = p - q
			case 2:
				v = p * q
			case 3:
				if q == 0 {
					return ErrDivideByZero
				}
				v = p / q
			case 4:
				v = 3*p - q
			}
			r.data[i] = v
			i++
		}
	}
	engine.CopyStrided(dst.strided(), r.strided())
	return nil
}

func mustStrides(shape [2]int) [2]int {
	l, err := Contiguous(shape, C)
	if err != nil {
		panic(err)
	}
	st := l.Strides()
	return st
}

func TestSharesMemory(t *testing.T) {
	x, _ := Arange[int](0, 24, 1)
	m, _ := FromSlice(x.Data(), [2]int{4, 6})
	even, _ := m.Slice(1, engine.All().By(2))
	odd, _ := m.Slice(1, engine.From(1).By(2))
	cases := []struct {
		name      string
		a, b      Tensor[int, [2]int]
		may, exct bool
	}{
		{"self", m, m, true, true},
		{"even vs odd columns", even, odd, true, false},
		{"even vs transpose", even, m.Transpose(), true, true},
		{"other buffer", m, m.Clone(), false, false},
	}
	for _, c := range cases {
		if got := MayShareMemory(c.a, c.b); got != c.may {
			t.Errorf("%s: MayShareMemory = %v, want %v", c.name, got, c.may)
		}
		got, err := SharesMemory(c.a, c.b, 0)
		if err != nil || got != c.exct {
			t.Errorf("%s: SharesMemory = %v, %v; want %v", c.name, got, err, c.exct)
		}
		got, err = c.a.Dyn().SharesMemory(c.b.Dyn(), 0)
		if err != nil || got != c.exct || c.a.Dyn().MayShareMemory(c.b.Dyn()) != c.may {
			t.Errorf("%s: DynTensor.SharesMemory = %v, %v", c.name, got, err)
		}
	}
	// Two slices of one array that do not meet share nothing.
	lo, _ := FromSlice(x.Data()[:12], [1]int{12})
	hi, _ := FromSlice(x.Data()[12:], [1]int{12})
	if MayShareMemory(lo, hi) {
		t.Error("disjoint halves may share")
	}
	// Layouts of one buffer, including a too-hard case.
	if ok, err := LayoutsShareMemory(even.Layout(), odd.Layout(), 0); ok || err != nil {
		t.Errorf("LayoutsShareMemory(even, odd) = %v, %v", ok, err)
	}
	if !LayoutsMayShareMemory(even.Layout(), odd.Layout()) {
		t.Error("LayoutsMayShareMemory(even, odd) = false")
	}
	hard := Unchecked([4]int{1000, 1000, 1000, 1000}, [4]int{1_000_003, 1_000_033, 1_000_037, 1_000_039}, 0)
	hard2 := Unchecked([1]int{1}, [1]int{1}, 1_500_001_500)
	if _, err := LayoutsShareMemory(hard, hard2, 1000); !errors.Is(err, ErrTooHard) {
		t.Errorf("work cap: %v, want ErrTooHard", err)
	}
	big := Unchecked([2]int{math.MaxInt / 2, 4}, [2]int{4, 1}, 0)
	if _, err := LayoutsShareMemory(big, hard2, 0); !errors.Is(err, ErrOverflow) {
		t.Errorf("extent overflow: %v", err)
	}
}

// TestSharesMemoryBruteForce compares the exact test with enumeration on
// random views of one buffer.
func TestSharesMemoryBruteForce(t *testing.T) {
	const n = 30
	buf := make([]int, n)
	seed := uint32(1)
	next := func() byte { seed = seed*1664525 + 1013904223; return byte(seed >> 24) }
	for range 3000 {
		var b [10]byte
		for i := range b {
			b[i] = next()
		}
		la, ok1 := fuzzView(b[:5], n)
		lb, ok2 := fuzzView(b[5:], n)
		if !ok1 || !ok2 {
			continue
		}
		want := false
		seen := map[int]bool{}
		for i := range la.shape[0] {
			for j := range la.shape[1] {
				seen[la.IndexUnchecked(&[2]int{i, j})] = true
			}
		}
		for i := range lb.shape[0] {
			for j := range lb.shape[1] {
				want = want || seen[lb.IndexUnchecked(&[2]int{i, j})]
			}
		}
		ta := Tensor[int, [2]int]{data: buf, layout: la}
		tb := Tensor[int, [2]int]{data: buf, layout: lb}
		got, err := SharesMemory(ta, tb, 0)
		if err != nil || got != want {
			t.Fatalf("%v vs %v: SharesMemory = %v, %v; brute force %v", la, lb, got, err, want)
		}
		if want && !MayShareMemory(ta, tb) {
			t.Fatalf("%v vs %v: share but MayShareMemory is false", la, lb)
		}
	}
}

func TestZeroValues(t *testing.T) {
	var s Tensor[float64, [0]int]
	if _, err := s.At(); !errors.Is(err, ErrBounds) {
		t.Errorf("zero rank-0 At: %v", err)
	}
	if err := s.Set(1); !errors.Is(err, ErrBounds) {
		t.Errorf("zero rank-0 Set: %v", err)
	}
	if v, err := Sum(s); v != 0 || err != nil || !math.IsNaN(Mean(s)) || s.String() != "[]" {
		t.Errorf("zero rank-0: Sum %v %v, Mean %v, String %q", v, err, Mean(s), s.String())
	}
	if _, err := Max(s); !errors.Is(err, ErrShape) {
		t.Errorf("zero rank-0 Max: %v", err)
	}
	for range s.Values() {
		t.Error("zero rank-0 yields a value")
	}
	for range s.Runs() {
		t.Error("zero rank-0 yields a run")
	}
	if err := s.Fill(2); err != nil {
		t.Errorf("Fill: %v", err)
	}
	one, _ := Full([0]int{}, 3.0)
	if err := AddTo(s, s, one); err != nil {
		t.Errorf("AddTo into zero rank-0: %v", err)
	}
	if c := s.Clone(); len(c.Data()) != 0 || Map(s, func(x float64) int { return int(x) }).String() != "[]" {
		t.Errorf("Clone/Map of zero rank-0")
	}
	var d dyn.Tensor[int]
	if _, err := d.At(); !errors.Is(err, ErrBounds) {
		t.Errorf("zero DynTensor At: %v", err)
	}
	if d.String() != "[]" {
		t.Errorf("zero DynTensor String %q", d.String())
	}
	var m Tensor[int, [2]int] // rank >= 1: an empty tensor of shape [0 0]
	if m.Size() != 0 || m.String() != "[]" {
		t.Errorf("zero rank-2: size %d %q", m.Size(), m.String())
	}
}

func TestViewValidation(t *testing.T) {
	buf := make([]int, 10)
	if _, err := View(buf, Unchecked([2]int{-1, 3}, [2]int{3, 1}, 0)); !errors.Is(err, ErrShape) {
		t.Errorf("negative dimension: %v", err)
	}
	if _, err := View(buf, Unchecked([2]int{math.MaxInt, 3}, [2]int{0, 0}, 0)); !errors.Is(err, ErrOverflow) {
		t.Errorf("size overflow: %v", err)
	}
	shape := make([]int, 33)
	st := make([]int, 33)
	for k := range shape {
		shape[k] = 1
	}
	if _, err := dyn.View(buf, dyn.Unchecked(shape, st, 0)); !errors.Is(err, ErrRank) {
		t.Errorf("rank 33: %v", err)
	}
	if _, err := dyn.View(buf, dyn.Unchecked([]int{-2}, []int{1}, 0)); !errors.Is(err, ErrShape) {
		t.Errorf("DynView negative dimension: %v", err)
	}
}

// TestHugeAllocations: element counts that fit in an int but whose bytes do
// not, or exceed the machine's memory, are errors and never reach make.
func TestHugeAllocations(t *testing.T) {
	huge := [2]int{1 << 31, 1 << 31}
	if _, err := Zeros[float64](huge); !errors.Is(err, ErrOverflow) {
		t.Errorf("Zeros of 2^62 float64: %v", err)
	}
	if _, err := Full(huge, 1.0); !errors.Is(err, ErrOverflow) {
		t.Errorf("Full: %v", err)
	}
	if _, err := Zeros[byte]([2]int{1 << 25, 1 << 25}); !errors.Is(err, ErrTooLarge) {
		t.Errorf("Zeros of 2^50 bytes: %v", err)
	}
	if _, err := FromFunc([1]int{1 << 50}, func([1]int) int8 { return 0 }); !errors.Is(err, ErrTooLarge) {
		t.Errorf("FromFunc: %v", err)
	}
	// Broadcasting arithmetic results and reductions.
	col, _ := View([]float64{1}, Unchecked([2]int{1 << 31, 1}, [2]int{0, 0}, 0))
	row, _ := View([]float64{1}, Unchecked([2]int{1, 1 << 31}, [2]int{0, 0}, 0))
	if _, err := Add(col, row); !errors.Is(err, ErrOverflow) {
		t.Errorf("Add of broadcast views: %v", err)
	}
	wide, _ := View([]float64{1}, Unchecked([3]int{2, 1 << 30, 1 << 30}, [3]int{0, 0, 0}, 0))
	if _, err := SumAxes[[2]int](wide, 0); !errors.Is(err, ErrOverflow) {
		t.Errorf("SumAxes: %v", err)
	}
	if _, err := MaxAxes[[2]int](wide, 0); !errors.Is(err, ErrOverflow) {
		t.Errorf("MaxAxes: %v", err)
	}
	if _, err := MeanAxes[[2]int](wide, 0); !errors.Is(err, ErrOverflow) {
		t.Errorf("MeanAxes: %v", err)
	}
	// An empty axis is refused before the result is allocated.
	empty, _ := View([]float64{}, Unchecked([3]int{0, 1 << 31, 1 << 31}, [3]int{0, 0, 0}, 0))
	if _, err := MinAxes[[2]int](empty, 0); !errors.Is(err, ErrShape) {
		t.Errorf("MinAxes over an empty axis: %v", err)
	}
}

// FuzzHugeShapes: constructors and reductions with extreme shapes never
// panic, and every error wraps a sentinel.
func FuzzHugeShapes(f *testing.F) {
	f.Add(int64(1<<31), int64(1<<31), uint8(0))
	f.Add(int64(-1), int64(3), uint8(1))
	f.Add(int64(math.MaxInt64), int64(0), uint8(2))
	f.Add(int64(1<<40), int64(1), uint8(3))
	f.Add(int64(0), int64(1<<62), uint8(4))
	f.Fuzz(func(t *testing.T, a, b int64, which uint8) {
		shape := [2]int{int(a), int(b)}
		n, err := Size(shape)
		small := err == nil && n <= 1<<16
		check := func(err error) {
			if err != nil && !errors.Is(err, ErrShape) && !errors.Is(err, ErrOverflow) && !errors.Is(err, ErrTooLarge) {
				t.Fatalf("shape %v: error without a sentinel: %v", shape, err)
			}
		}
		switch which % 4 {
		case 0:
			if small || err != nil {
				_, err := Zeros[int32](shape)
				check(err)
			} else {
				check(engine.CheckAlloc[int32]("Zeros", n))
			}
		case 1:
			// A broadcast view of one element to shape, reduced.
			v, err := View([]float64{2}, Unchecked(shape, [2]int{}, 0))
			check(err)
			axis := int(which>>2) % 2
			// Reduce only where it is cheap, or where the result cannot be
			// allocated (an error is then expected, not a long run).
			if err == nil && (small || engine.CheckAlloc[float64]("", shape[1-axis]) != nil) {
				_, err = SumAxes[[1]int](v, axis)
				check(err)
				_, err = MaxAxes[[1]int](v, axis)
				check(err)
				if small {
					s, err := Sum(v)
					if err != nil || s != float64(2*n) {
						t.Fatalf("Sum of %v twos = %v, %v", shape, s, err)
					}
				}
			}
		case 2:
			_, err := Contiguous(shape, C)
			check(err)
			_, err = Contiguous(shape, F)
			check(err)
		default:
			v, err := View([]int8{1}, Unchecked(shape, [2]int{}, 0))
			check(err)
			if err == nil && small {
				s, err := Sum(v)
				if n > 127 && !errors.Is(err, ErrOverflow) || n <= 127 && (err != nil || int(s) != n) {
					t.Fatalf("Sum of %d int8 ones = %v, %v", n, s, err)
				}
			}
		}
	})
}
