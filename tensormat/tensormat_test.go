package tensormat

import (
	"errors"
	"testing"

	"github.com/fixedrank/tensor"
	"gonum.org/v1/gonum/mat"
)

func TestDenseShares(t *testing.T) {
	x, _ := tensor.FromFunc([2]int{4, 6}, func(i [2]int) float64 { return float64(10*i[0] + i[1]) })
	// A crop keeps rows contiguous with row stride 6: shared.
	crop, _ := tensor.SubscriptLayout[[2]int](x.Layout(), tensor.Range(1, 3), tensor.Range(2, 5))
	cv, _ := tensor.ViewOf(x, crop)
	m, shared, err := ToDense(cv)
	if err != nil || !shared {
		t.Fatalf("crop: shared=%v err=%v", shared, err)
	}
	if r, c := m.Dims(); r != 2 || c != 3 || m.At(1, 2) != 24 {
		t.Fatalf("dims %dx%d, At(1,2) = %v", r, c, m.At(1, 2))
	}
	m.Set(0, 0, -1) // writes through to x[1,2]
	if v, _ := x.At(1, 2); v != -1 || &m.RawMatrix().Data[0] != &x.Data()[8] {
		t.Fatalf("write through gonum: x[1,2] = %v", v)
	}
	// A transpose cannot be a Dense: copied, values right.
	m2, shared, err := ToDense(x.Transpose())
	if err != nil || shared {
		t.Fatalf("transpose: shared=%v err=%v", shared, err)
	}
	if !mat.Equal(m2, mat.DenseCopyOf(mat.NewDense(4, 6, x.Clone().Data()).T())) {
		t.Fatalf("transpose copied wrong:\n%v", mat.Formatted(m2))
	}
	// Negative strides: copied.
	f, _ := x.Flip(1)
	m3, shared, _ := ToDense(f)
	if shared || m3.At(0, 0) != 5 {
		t.Fatalf("flip: shared=%v At(0,0)=%v", shared, m3.At(0, 0))
	}
	// Back: a gonum matrix with a stride becomes a view.
	g := mat.NewDense(3, 4, []float64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11})
	sub := g.Slice(1, 3, 1, 3).(*mat.Dense)
	tv, err := FromDense(sub)
	if err != nil {
		t.Fatal(err)
	}
	if tv.Layout().Strides() != [2]int{4, 1} || tv.Shape() != [2]int{2, 2} {
		t.Fatalf("FromDense layout %v", tv.Layout())
	}
	if v, _ := tv.At(1, 1); v != 10 {
		t.Fatalf("FromDense At(1,1) = %v", v)
	}
	_ = tv.Set(-5, 0, 0)
	if g.At(1, 1) != -5 {
		t.Fatal("FromDense does not share memory")
	}
	empty, _ := tensor.Zeros[float64]([2]int{0, 3})
	if _, _, err := ToDense(empty); !errors.Is(err, tensor.ErrShape) {
		t.Fatalf("empty: %v", err)
	}
}

func TestVecDense(t *testing.T) {
	x, _ := tensor.Arange(0.0, 10, 1)
	ev, _ := x.Slice(0, tensor.Colon().By(3)) // 0 3 6 9
	v, shared, err := ToVecDense(ev)
	if err != nil || !shared || v.Len() != 4 || v.AtVec(3) != 9 {
		t.Fatalf("strided: shared=%v err=%v", shared, err)
	}
	v.SetVec(1, 30)
	if got, _ := x.At(3); got != 30 {
		t.Fatal("ToVecDense does not share memory")
	}
	rev, _ := x.Flip(0)
	v2, shared, _ := ToVecDense(rev)
	if shared || v2.AtVec(0) != 9 {
		t.Fatalf("reversed: shared=%v AtVec(0)=%v", shared, v2.AtVec(0))
	}
	back, err := FromVecDense(v)
	if err != nil || back.Layout().Strides() != [1]int{3} {
		t.Fatalf("FromVecDense: %v %v", back.Layout(), err)
	}
	if got, _ := back.At(1); got != 30 {
		t.Fatalf("FromVecDense Index(1) = %v", got)
	}
}
