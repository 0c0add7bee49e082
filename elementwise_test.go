package tensor

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/fixedrank/tensor/internal/engine"

	"github.com/fixedrank/tensor/internal/kernel"
	"github.com/google/go-cmp/cmp"
)

func TestArithRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for iter := range 1000 {
		shape := [3]int{r.IntN(4), 1 + r.IntN(5), 1 + r.IntN(20)}
		al, an := randomView(r, shape)
		// b is a broadcastable [1 or d1, d2] operand, maybe flipped.
		bs := [2]int{shape[1], shape[2]}
		if r.IntN(2) == 0 {
			bs[0] = 1
		}
		if r.IntN(3) == 0 {
			bs[1] = 1
		}
		b, _ := FromFunc(bs, func(i [2]int) float64 { return float64(100*i[0] + i[1] + 1) })
		if r.IntN(2) == 0 {
			b, _ = b.Flip(1)
		}
		abuf := make([]float64, an)
		for i := range abuf {
			abuf[i] = float64(i) * 0.5
		}
		a, err := View(abuf, al)
		if err != nil {
			t.Fatal(err)
		}
		for _, op := range []engine.BinOp{engine.OpAdd, engine.OpSub, engine.OpMul, engine.OpDiv} {
			var got Tensor[float64, [3]int]
			switch op {
			case engine.OpAdd:
				got, err = Add(a, b)
			case engine.OpSub:
				got, err = Subtract(a, b)
			case engine.OpMul:
				got, err = Multiply(a, b)
			default:
				got, err = Divide(a, b)
			}
			if err != nil {
				t.Fatal(err)
			}
			want := make([]float64, 0, a.Size())
			for i := range shape[0] {
				for j := range shape[1] {
					for k := range shape[2] {
						x, _ := a.At(i, j, k)
						y, _ := b.At(min(j, bs[0]-1), min(k, bs[1]-1))
						want = append(want, kernel.Apply(op, x, y))
					}
				}
			}
			if diff := cmp.Diff(want, got.Data()); diff != "" && len(want) > 0 {
				t.Fatalf("iter %d op %d: %v with %v (-want +got):\n%s", iter, op, a.Layout(), b.Layout(), diff)
			}
		}
	}
}

func TestMapZipApply(t *testing.T) {
	x, _ := FromFunc([2]int{2, 3}, func(i [2]int) int { return 3*i[0] + i[1] })
	sq := Map(x.Transpose(), func(v int) float64 { return float64(v * v) })
	if diff := cmp.Diff([]float64{0, 9, 1, 16, 4, 25}, sq.Data()); diff != "" || sq.Shape() != [2]int{3, 2} {
		t.Errorf("Map of a transpose (-want +got):\n%s", diff)
	}
	col, _ := FromSlice([]int{10, 20}, [2]int{2, 1})
	z, err := Zip(x, col, func(a, b int) string { return string(rune('a'+a)) + string(rune('0'+b/10)) })
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"a1", "b1", "c1", "d2", "e2", "f2"}, z.Data()); diff != "" {
		t.Errorf("Zip (-want +got):\n%s", diff)
	}
	if _, err := Zip(x, Must(Zeros[int]([1]int{2})), func(a, b int) int { return a }); !errors.Is(err, ErrBroadcast) {
		t.Errorf("Zip [2 3] with [2]: %v, want ErrBroadcast", err)
	}
	if err := x.Apply(func(v int) int { return -v }); err != nil {
		t.Fatal(err)
	}
	if err := Scale(x, 2); err != nil || x.Data()[5] != -10 {
		t.Errorf("Apply then Scale: %v %v", x.Data(), err)
	}
	dst, _ := Zeros[int]([2]int{2, 3})
	if err := AddTo(dst, x, col); err != nil || !cmp.Equal(dst.Data(), []int{10, 8, 6, 14, 12, 10}) {
		t.Errorf("AddTo = %v, %v", dst.Data(), err)
	}
	rb, _ := ViewOf(col, Must(BroadcastToLayout(col.Layout(), [2]int{2, 3})))
	if err := AddTo(rb, x, col); !errors.Is(err, ErrReadOnly) {
		t.Errorf("AddTo a broadcast: %v, want ErrReadOnly", err)
	}
}

// Must returns v and panics if err is not nil; for tests.
func Must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// BenchmarkBroadcastAdd compares [1024 1024] + [1024] with a hand-written
// loop in the same run (target: >= 0.8x the loop's throughput).
func BenchmarkBroadcastAdd(b *testing.B) {
	const n = 1024
	m, _ := Arange(0.0, n*n, 1)
	a, _ := FromSlice(m.Data(), [2]int{n, n})
	row, _ := Arange(0.0, n, 1)
	dst, _ := Zeros[float64]([2]int{n, n})
	b.Run("tensor", func(b *testing.B) {
		b.SetBytes(n * n * 8)
		b.ReportAllocs()
		for b.Loop() {
			if err := AddTo(dst, a, row); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("handwritten", func(b *testing.B) {
		b.SetBytes(n * n * 8)
		b.ReportAllocs()
		for b.Loop() {
			handAdd(dst.Data(), a.Data(), row.Data(), n)
		}
	})
}

// handAdd is the loop a person would write for d = x + y with x of shape
// [len(d)/n, n] and y of length n.
func handAdd(d, x, y []float64, n int) {
	y = y[:n]
	for i := 0; i+n <= len(d); i += n {
		dr := d[i : i+n]
		xr := x[i : i+n]
		for j := range dr {
			dr[j] = xr[j] + y[j]
		}
	}
}
