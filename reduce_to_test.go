package tensor

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestAxisTo(t *testing.T) {
	x, _ := FromFunc([3]int{3, 4, 5}, func(i [3]int) float64 { return float64(i[0]*20 + i[1]*5 - i[2]*i[2]) })
	xt := x.Transpose()
	for axis := range 3 {
		want, _ := SumAxes[[2]int](xt, axis)
		dst, _ := Full(want.Shape(), 99.0)
		if err := SumTo(dst, xt, axis); err != nil || !ArrayEqual(dst, want) {
			t.Errorf("SumTo axis %d = %v, %v; want %v", axis, dst, err, want)
		}
		// A strided destination (a transposed view of a buffer).
		buf, _ := Zeros[float64]([2]int{want.Shape()[1], want.Shape()[0]})
		if err := SumTo(buf.Transpose(), xt, axis); err != nil || !ArrayEqual(buf.Transpose(), want) {
			t.Errorf("SumTo into a transposed dst, axis %d: %v", axis, err)
		}
		for _, f := range []struct {
			name string
			to   func(dst Tensor[float64, [2]int]) error
			ref  func() (Tensor[float64, [2]int], error)
		}{
			{"Min", func(d Tensor[float64, [2]int]) error { return MinTo(d, xt, axis) }, func() (Tensor[float64, [2]int], error) { return MinAxes[[2]int](xt, axis) }},
			{"Max", func(d Tensor[float64, [2]int]) error { return MaxTo(d, xt, axis) }, func() (Tensor[float64, [2]int], error) { return MaxAxes[[2]int](xt, axis) }},
			{"Mean", func(d Tensor[float64, [2]int]) error { return MeanTo(d, xt, axis) }, func() (Tensor[float64, [2]int], error) { return MeanAxes[[2]int](xt, axis) }},
		} {
			want, _ := f.ref()
			dst, _ := Full(want.Shape(), -1.0)
			if err := f.to(dst); err != nil || !ArrayEqual(dst, want) {
				t.Errorf("%sAxisTo axis %d = %v, %v; want %v", f.name, axis, dst, err, want)
			}
		}
	}
	// dst shares memory with t: the result is as if computed first.
	m, _ := FromSlice([]int64{1, 2, 3, 4, 5, 6, 7, 8, 9}, [2]int{3, 3})
	row, _ := SelectLayout[[1]int](m.Layout(), 0, 0)
	first, _ := ViewOf(m, row)
	if err := SumTo(first, m, 0); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]int64{12, 15, 18, 4, 5, 6, 7, 8, 9}, m.Data()); diff != "" {
		t.Errorf("m[0] = m.sum(axis=0) (-want +got):\n%s", diff)
	}
	col, _ := SelectLayout[[1]int](m.Layout(), 1, 2)
	last, _ := ViewOf(m, col)
	if err := MaxTo(last, m, 1); err != nil || !cmp.Equal(m.Data(), []int64{12, 15, 18, 4, 5, 6, 7, 8, 9}) {
		t.Errorf("m[:, 2] = m.max(axis=1): %v, %v", m.Data(), err)
	}
	// Errors leave dst unchanged.
	small, _ := Full([1]int{2}, int64(5))
	if err := SumTo(small, m, 0); !errors.Is(err, ErrShape) {
		t.Errorf("wrong shape: %v", err)
	}
	ones, _ := Full([2]int{200, 2}, int8(1))
	d8, _ := Full([1]int{2}, int8(7))
	if err := SumTo(d8, ones, 0); !errors.Is(err, ErrOverflow) || !cmp.Equal(d8.Data(), []int8{7, 7}) {
		t.Errorf("int8 overflow: %v, dst %v", err, d8.Data())
	}
	b, _ := BroadcastToLayout(small.Layout(), [2]int{3, 2})
	ro, _ := ViewOf(small, b)
	if err := SumTo(small, ro, 0); err != nil {
		t.Errorf("reading a broadcast view: %v", err)
	}
	cube, _ := Full([3]int{3, 2, 4}, int64(1))
	if err := SumTo(ro, cube, 2); !errors.Is(err, ErrReadOnly) {
		t.Errorf("read-only dst: %v", err)
	}
}

// TestAxisToNoAlloc: repeated float reductions into one dst allocate
// nothing.
func TestAxisToNoAlloc(t *testing.T) {
	x, _ := Full([3]int{16, 8, 32}, 1.5)
	for axis := range 3 {
		var shape [2]int
		for j, k := 0, 0; k < 3; k++ {
			if k != axis {
				shape[j] = x.Shape()[k]
				j++
			}
		}
		dst, _ := Zeros[float64](shape)
		if n := testing.AllocsPerRun(20, func() { _ = SumTo(dst, x, axis) }); n != 0 {
			t.Errorf("SumTo axis %d: %v allocations", axis, n)
		}
		if n := testing.AllocsPerRun(20, func() { _ = MaxTo(dst, x, axis) }); n != 0 {
			t.Errorf("MaxTo axis %d: %v allocations", axis, n)
		}
	}
}
