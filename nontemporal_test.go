package tensor

import (
	"math/rand/v2"
	"runtime"
	"testing"
	"unsafe"

	"github.com/fixedrank/tensor/internal/kernel"
)

// TestNonTemporalIntFuncs: the integer functions of two arguments whose
// vector kernels store non-temporally into a destination larger than the
// caches give the Go loop's results, for operands of the same length and
// for one number on either side, into a destination that starts 8 bytes
// past a 32-byte boundary, with one worker and with several. BinaryTo
// streams into the caller's destination when it is past
// kernel.Tuning.NtBytes and it and its operands exceed half the L3: the
// destination here is a third of that, so that with either operand it is
// past half.
func TestNonTemporalIntFuncs(t *testing.T) {
	defer SetWorkers(SetWorkers(1))
	n := max(kernel.Tune().NtBytes, kernel.Tune().Caches.L3/2/3)/8 + 37
	rng := rand.New(rand.NewPCG(3, 9))
	av, bv := make([]int64, n), make([]int64, n)
	for i := range av {
		av[i] = int64(rng.Uint64())
		bv[i] = int64(rng.IntN(72)) - 4 // shift counts past the width and negative ones
		if i%3 == 0 {
			bv[i] = int64(rng.Uint64())
		}
	}
	x, _ := FromSlice(av, [1]int{n})
	y, _ := FromSlice(bv, [1]int{n})
	one, _ := Full([1]int{1}, int64(5))
	buf, err := Zeros[int64]([1]int{n + 4}) // the library's allocation: 32-byte aligned
	if err != nil {
		t.Fatal(err)
	}
	d, err := buf.Slice(0, Range(1, n+1))
	if err != nil {
		t.Fatal(err)
	}
	if p := uintptr(unsafe.Pointer(&d.Data()[1])); p%32 != 8 {
		t.Fatalf("the destination starts %d bytes past a 32-byte boundary, want 8 (the kernels' peel is not reached)", p%32)
	}
	ref := func(f BinaryFunc, a, b int64) int64 {
		switch f {
		case Maximum:
			return max(a, b)
		case Minimum:
			return min(a, b)
		case BitwiseAnd:
			return a & b
		case BitwiseOr:
			return a | b
		case BitwiseXor:
			return a ^ b
		case LeftShift:
			if uint64(b) >= 64 {
				return 0
			}
			return a << b
		}
		if uint64(b) >= 64 {
			return a >> 63
		}
		return a >> b
	}
	for _, w := range []int{1, max(2, runtime.GOMAXPROCS(0))} {
		SetWorkers(w)
		for _, f := range []BinaryFunc{Maximum, Minimum, BitwiseAnd, BitwiseOr, BitwiseXor, LeftShift, RightShift} {
			for form, args := range [][2]Tensor[int64, [1]int]{{x, y}, {x, one}, {one, y}} {
				if err := BinaryTo(d, f, args[0], args[1]); err != nil {
					t.Fatalf("%d workers: %s: %v", w, f, err)
				}
				got := d.Data()[1:]
				for i := range n {
					a, b := av[i], bv[i]
					switch form {
					case 1:
						b = 5
					case 2:
						a = 5
					}
					if want := ref(f, a, b); got[i] != want {
						t.Fatalf("%d workers: %s form %d: element %d of %d, %d: %d, want %d", w, f, form, i, a, b, got[i], want)
					}
				}
			}
		}
	}
}

// TestNonTemporalConcat: a concatenation along an inner axis into a new
// result larger than the caches, on one worker (its rows' runs stored
// non-temporally, the second input's from an offset that is not a
// multiple of 32 bytes, runs whose length is not one either), holds each
// input's elements in their places; so does one into an existing tensor,
// which is not streamed.
func TestNonTemporalConcat(t *testing.T) {
	defer SetWorkers(SetWorkers(1))
	rows, c0, c1 := 64, 1003, 517
	cols := c0 + c1
	for cols*rows*8 < kernel.Tune().NtBytes {
		rows *= 2
	}
	a, _ := FromFunc([2]int{rows, c0}, func(i [2]int) float64 { return float64(i[0]*c0+i[1]) + 0.5 })
	b, _ := FromFunc([2]int{rows, c1}, func(i [2]int) float64 { return -float64(i[0]*c1 + i[1]) })
	r, err := Concatenate(1, a, b)
	if err != nil {
		t.Fatal(err)
	}
	into, _ := Full([2]int{rows, cols}, 7.0)
	if err := ConcatenateTo(into, 1, a, b); err != nil {
		t.Fatal(err)
	}
	for name, got := range map[string][]float64{"new": r.Data(), "into": into.Data()} {
		for i := range rows {
			for j := range cols {
				want := float64(i*c0+j) + 0.5
				if j >= c0 {
					want = -float64(i*c1 + j - c0)
				}
				if g := got[i*cols+j]; g != want {
					t.Fatalf("%s: [%d,%d] = %v, want %v", name, i, j, g, want)
				}
			}
		}
	}
}

// TestNonTemporalPad: a pad whose new result is larger than the caches
// (its rows' middles stored non-temporally, from an offset that is not a
// multiple of 32 bytes) holds NumPy's reflected, symmetric and wrapped
// values, against index maps written out here.
func TestNonTemporalPad(t *testing.T) {
	rows := 64
	cols := kernel.Tune().NtBytes/8/rows + 11 // a result past the threshold
	data := make([]float64, rows*cols)
	for i := range data {
		data[i] = float64(i%9973) - 0.25
	}
	x, _ := FromSlice(data, [2]int{rows, cols})
	w := [][2]int{{3, 5}, {7, 2}} // the middle of each row 7 elements (56 bytes) in
	maps := map[string]func(i, n int) int{
		"reflect": func(i, n int) int {
			if i < 0 {
				return -i
			}
			if i >= n {
				return 2*(n-1) - i
			}
			return i
		},
		"symmetric": func(i, n int) int {
			if i < 0 {
				return -i - 1
			}
			if i >= n {
				return 2*n - 1 - i
			}
			return i
		},
		"wrap": func(i, n int) int { return ((i % n) + n) % n },
	}
	for mode, m := range maps {
		p, err := Pad(x, w, mode)
		if err != nil {
			t.Fatal(err)
		}
		got := p.Data()
		pc := cols + w[1][0] + w[1][1]
		for i := range rows + w[0][0] + w[0][1] {
			si := m(i-w[0][0], rows)
			for j := range pc {
				want := data[si*cols+m(j-w[1][0], cols)]
				if g := got[i*pc+j]; g != want {
					t.Fatalf("%s: [%d,%d] = %v, want %v", mode, i, j, g, want)
				}
			}
		}
	}
}
