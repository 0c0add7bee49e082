package tensor

import (
	"errors"
	"math"
	"testing"

	"github.com/fixedrank/tensor/dyn"
	"github.com/google/go-cmp/cmp"
)

func TestScalarOperands(t *testing.T) {
	x, _ := FromSlice([]float64{-2, -0.5, 0, 0.5, 3, 255}, [2]int{2, 3})
	gt, err := Greater(x, 0)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]bool{false, false, false, true, true, true}, gt.Data()); diff != "" {
		t.Errorf("Greater(x, 0) (-want +got):\n%s", diff)
	}
	q, err := Divide(x, 255)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]float64{-2.0 / 255, -0.5 / 255, 0, 0.5 / 255, 3.0 / 255, 1}, q.Data()); diff != "" {
		t.Errorf("Divide(x, 255) (-want +got):\n%s", diff)
	}
	w, err := Where(gt, x, 0)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]float64{0, 0, 0, 0.5, 3, 255}, w.Data()); diff != "" {
		t.Errorf("Where(x > 0, x, 0) (-want +got):\n%s", diff)
	}
	// A float32 tensor takes a float64 scalar rounded to float32, as NumPy
	// casts a Python float to the array's dtype.
	f, _ := FromSlice([]float32{1, 3}, [1]int{2})
	p, err := Multiply(f, 0.1)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]float32{float32(0.1), 3 * float32(0.1)}, p.Data()); diff != "" {
		t.Errorf("Multiply(float32, 0.1) (-want +got):\n%s", diff)
	}
	// Lower-rank tensors, fixed or dyn, broadcast; the result has a's rank.
	row, _ := FromSlice([]float64{1, 2, 3}, [1]int{3})
	s, err := Add(x, row)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]float64{-1, 1.5, 3, 1.5, 5, 258}, s.Data()); diff != "" {
		t.Errorf("Add(x, row) (-want +got):\n%s", diff)
	}
	s2, err := Add(x, row.Dyn())
	if err != nil || !ArrayEqual(s, s2) {
		t.Errorf("Add(x, row.Dyn()) = %v, %v, want %v", s2, err, s)
	}
	d, err := dyn.Subtract(x.Dyn(), row)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]float64{-3, -2.5, -3, -0.5, 1, 252}, d.Data()); diff != "" {
		t.Errorf("dyn.Subtract(x, fixed row) (-want +got):\n%s", diff)
	}
	dg, err := dyn.GreaterEqual(x.Dyn(), 0.5)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]bool{false, false, false, true, true, true}, dg.Data()); diff != "" {
		t.Errorf("dyn.GreaterEqual(x, 0.5) (-want +got):\n%s", diff)
	}

	img, _ := FromSlice([]uint8{0, 100, 200}, [1]int{3})
	i16, _ := FromSlice([]int16{-3, 7}, [1]int{2})
	c, _ := FromSlice([]complex128{1 + 1i}, [1]int{1})
	for _, e := range []struct {
		name string
		err  error
		want error
	}{
		{"uint8 + 300", second(Add(img, 300)), ErrOverflow},
		{"uint8 - (-1)", second(Subtract(img, -1)), ErrOverflow},
		{"int16 * 0.5", second(Multiply(i16, 0.5)), ErrType},
		{"float * 2i", second(Multiply(x, 2i)), ErrType},
		{"a string", second(Add(x, "1")), ErrType},
		{"a float32 tensor of another shape, promoted to float64", second(Add(x, f)), ErrBroadcast},
		{"a float64 tensor into uint8 (NumPy computes in float64)", second(Add(img, x)), ErrType},
		{"higher rank", second(Add(row, x)), ErrRank},
		{"a float32 dyn tensor", second(Add(x, f.Dyn())), ErrType},
		{"shapes", second(Add(x, i16.Dyn())), ErrType},
		{"broadcast", second(Add(x, [][]float64{})), ErrType},
		{"a float64 tensor into a float32 one", second(Add(f, x)), ErrType},
		{"Where b", second(Where(gt, x, "0")), ErrType},
		{"dyn uint8 + 256", second(dyn.Add(img.Dyn(), 256)), ErrOverflow},
	} {
		if !errors.Is(e.err, e.want) {
			t.Errorf("%s: error %v, want %v", e.name, e.err, e.want)
		}
	}
	// Integers that fit, and complex scalars for complex tensors.
	u, err := Add(img, 55)
	if err != nil || !cmp.Equal([]uint8{55, 155, 255}, u.Data()) {
		t.Errorf("Add(uint8, 55) = %v, %v", u, err)
	}
	n, err := Multiply(i16, int64(-2))
	if err != nil || !cmp.Equal([]int16{6, -14}, n.Data()) {
		t.Errorf("Multiply(int16, -2) = %v, %v", n, err)
	}
	cc, err := Multiply(c, 2i)
	if err != nil || !cmp.Equal([]complex128{-2 + 2i}, cc.Data()) {
		t.Errorf("Multiply(complex, 2i) = %v, %v", cc, err)
	}
	ce, err := Equal(c, 1+1i)
	if err != nil || !cmp.Equal([]bool{true}, ce.Data()) {
		t.Errorf("Equal(complex, 1+1i) = %v, %v", ce, err)
	}
}

// TestIntTensorFloatScalar compares integer tensors with float numbers as
// NumPy does (both as float64), through the exact integer bound the
// comparison is rewritten to, for every operator, at the types' edges.
func TestIntTensorFloatScalar(t *testing.T) {
	nan, inf := math.NaN(), math.Inf(1)
	xs := []float64{0.5, -0.5, 0, 2, 2.5, -2.5, -128.5, -128, 127, 127.5, 255.5, 256, -1, 1e9, -1e9, 3e9, nan, inf, -inf, 1 << 52}
	testIntFloat(t, []int8{-128, -3, -1, 0, 1, 2, 3, 126, 127}, xs)
	testIntFloat(t, []uint8{0, 1, 2, 3, 127, 128, 254, 255}, xs)
	testIntFloat(t, []int32{math.MinInt32, -1000000000, -3, 0, 2, 3, 1000000000, math.MaxInt32}, xs)
	testIntFloat(t, []int{math.MinInt64, -1 << 53, -3, -1, 0, 2, 3, 1 << 53, math.MaxInt64}, xs)
	testIntFloat(t, []uint64{0, 1, 2, 3, 1 << 53, math.MaxUint64}, xs)

	big, _ := FromSlice([]int64{1<<53 + 1}, [1]int{1})
	if _, err := Greater(big, float64(1<<53)); !errors.Is(err, ErrType) {
		t.Errorf("int64 compared with 2^53: error %v, want ErrType", err)
	}
	small, _ := FromSlice([]int32{1<<24 + 1}, [1]int{1})
	if g, err := Greater(small, float64(1<<24)); err != nil || !g.Data()[0] {
		t.Errorf("int32 > 2^24 = %v, %v; want [true]", g, err)
	}
}

func testIntFloat[T int8 | uint8 | int32 | int | uint64](t *testing.T, vals []T, xs []float64) {
	t.Helper()
	a, _ := FromSlice(vals, [1]int{len(vals)})
	ops := []struct {
		name  string
		fixed func(Tensor[T, [1]int], any) (Tensor[bool, [1]int], error)
		dn    func(dyn.Tensor[T], any) (dyn.Tensor[bool], error)
		ref   func(a, x float64) bool
	}{
		{"<", Less[T, [1]int], dyn.Less[T], func(a, x float64) bool { return a < x }},
		{"<=", LessEqual[T, [1]int], dyn.LessEqual[T], func(a, x float64) bool { return a <= x }},
		{">", Greater[T, [1]int], dyn.Greater[T], func(a, x float64) bool { return a > x }},
		{">=", GreaterEqual[T, [1]int], dyn.GreaterEqual[T], func(a, x float64) bool { return a >= x }},
		{"==", Equal[T, [1]int], dyn.Equal[T], func(a, x float64) bool { return a == x }},
		{"!=", NotEqual[T, [1]int], dyn.NotEqual[T], func(a, x float64) bool { return a != x }},
	}
	for _, x := range xs {
		for _, op := range ops {
			for _, xv := range []any{x, float32(x)} {
				xf := x
				if f, ok := xv.(float32); ok {
					xf = float64(f)
				}
				got, err := op.fixed(a, xv)
				if err != nil {
					t.Fatalf("%T %s %v: %v", vals[0], op.name, xv, err)
				}
				dg, err := op.dn(a.Dyn(), xv)
				if err != nil {
					t.Fatalf("dyn %T %s %v: %v", vals[0], op.name, xv, err)
				}
				for i, v := range vals {
					want := op.ref(float64(v), xf)
					if got.Data()[i] != want || dg.Data()[i] != want {
						t.Errorf("%T %v %s %v = %v (dyn %v), want %v", v, v, op.name, xv, got.Data()[i], dg.Data()[i], want)
					}
				}
			}
		}
	}
}
