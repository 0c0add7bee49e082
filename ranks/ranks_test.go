package ranks_test

import (
	"errors"
	"testing"

	"github.com/fixedrank/tensor"
	"github.com/fixedrank/tensor/ranks"
)

// TestAddressing checks Index1…Index8 and Ptr1…Ptr7 against
// IndexUnchecked on every element of a view with a flipped first axis and
// a stepped last one (negative and non-unit strides, non-zero offset).
func TestAddressing(t *testing.T) {
	agree(t, [1]int{5}, func(l *tensor.Layout[[1]int], x *tensor.Tensor[int, [1]int], i [1]int) (int, *int) {
		return ranks.Index1(l, i[0]), ranks.Ptr1(x, i[0])
	})
	agree(t, [2]int{2, 5}, func(l *tensor.Layout[[2]int], x *tensor.Tensor[int, [2]int], i [2]int) (int, *int) {
		return ranks.Index2(l, i[0], i[1]), ranks.Ptr2(x, i[0], i[1])
	})
	agree(t, [3]int{2, 3, 5}, func(l *tensor.Layout[[3]int], x *tensor.Tensor[int, [3]int], i [3]int) (int, *int) {
		return ranks.Index3(l, i[0], i[1], i[2]), ranks.Ptr3(x, i[0], i[1], i[2])
	})
	agree(t, [4]int{2, 3, 1, 5}, func(l *tensor.Layout[[4]int], x *tensor.Tensor[int, [4]int], i [4]int) (int, *int) {
		return ranks.Index4(l, i[0], i[1], i[2], i[3]), ranks.Ptr4(x, i[0], i[1], i[2], i[3])
	})
	agree(t, [5]int{2, 3, 2, 2, 5}, func(l *tensor.Layout[[5]int], x *tensor.Tensor[int, [5]int], i [5]int) (int, *int) {
		return ranks.Index5(l, i[0], i[1], i[2], i[3], i[4]), ranks.Ptr5(x, i[0], i[1], i[2], i[3], i[4])
	})
	agree(t, [6]int{2, 1, 3, 2, 2, 5}, func(l *tensor.Layout[[6]int], x *tensor.Tensor[int, [6]int], i [6]int) (int, *int) {
		return ranks.Index6(l, i[0], i[1], i[2], i[3], i[4], i[5]), ranks.Ptr6(x, i[0], i[1], i[2], i[3], i[4], i[5])
	})
	agree(t, [7]int{2, 2, 3, 1, 2, 2, 5}, func(l *tensor.Layout[[7]int], x *tensor.Tensor[int, [7]int], i [7]int) (int, *int) {
		return ranks.Index7(l, i[0], i[1], i[2], i[3], i[4], i[5], i[6]), ranks.Ptr7(x, i[0], i[1], i[2], i[3], i[4], i[5], i[6])
	})
	agree(t, [8]int{2, 2, 3, 1, 2, 2, 3, 5}, func(l *tensor.Layout[[8]int], x *tensor.Tensor[int, [8]int], i [8]int) (int, *int) {
		a := ranks.Index8(l, i[0], i[1], i[2], i[3], i[4], i[5], i[6], i[7])
		return a, &x.Data()[a]
	})

	x, _ := tensor.Zeros[int]([2]int{2, 3})
	defer func() {
		if recover() == nil {
			t.Error("Ptr2(x, 2, 0) of a 2x3 tensor did not panic")
		}
	}()
	_ = ranks.Ptr2(&x, 2, 0)
}

// agree calls f, which addresses an element of the layout and of the
// tensor, on every element of a view of shape whose first axis is flipped
// and whose last axis takes every other element.
func agree[D tensor.Dim](t *testing.T, shape D, f func(*tensor.Layout[D], *tensor.Tensor[int, D], D) (int, *int)) {
	t.Helper()
	c, err := tensor.Contiguous(shape, tensor.C)
	if err != nil {
		t.Fatal(err)
	}
	x, err := tensor.FromFunc(shape, func(i D) int { return c.IndexUnchecked(&i) })
	if err == nil {
		x, err = x.Flip(0)
	}
	if err == nil {
		x, err = x.Slice(len(shape)-1, tensor.Colon().By(2))
	}
	if err != nil {
		t.Fatal(err)
	}
	l := x.Layout()
	n := 0
	for idx, v := range x.All() {
		a, p := f(&l, &x, idx)
		if want := l.IndexUnchecked(&idx); a != want {
			t.Fatalf("rank %d: Index(%v) = %d, want %d (layout %v)", len(idx), idx, a, want, l)
		}
		if *p != v {
			t.Fatalf("rank %d: *Ptr(%v) = %d, want %d (layout %v)", len(idx), idx, *p, v, l)
		}
		n++
	}
	if n != x.Size() || n == 0 {
		t.Fatalf("rank %d: visited %d elements of %d", len(shape), n, x.Size())
	}
}

// TestViews checks that each wrapper gives what its generic form gives.
func TestViews(t *testing.T) {
	x, err := tensor.FromFunc([3]int{2, 1, 4}, func(i [3]int) int { return 100*i[0] + 10*i[1] + i[2] })
	if err != nil {
		t.Fatal(err)
	}
	l := x.Layout()
	check := func(name string, got, want any, gotErr, wantErr error) {
		t.Helper()
		if got != want || gotErr != nil || wantErr != nil {
			t.Errorf("%s = %v, %v; want %v, %v", name, got, gotErr, want, wantErr)
		}
	}
	layout := func(x tensor.Tensor[int, [2]int], err error) (tensor.Layout[[2]int], error) { return x.Layout(), err }
	{
		got, err := ranks.SelectLayout3(l, 2, -1)
		want, wantErr := tensor.SelectLayout[[2]int](l, 2, -1)
		check("SelectLayout3", got, want, err, wantErr)
		gotT, err := layout(ranks.Select3(x, 2, -1))
		check("Select3", gotT, want, err, nil)
	}
	{
		got, err := ranks.SqueezeLayout3(l, 1)
		want, wantErr := tensor.SqueezeLayout[[2]int](l, 1)
		check("SqueezeLayout3", got, want, err, wantErr)
		gotT, err := layout(ranks.Squeeze3(x, 1))
		check("Squeeze3", gotT, want, err, nil)
	}
	{
		got, err := ranks.DiagonalLayout3(l, 1, 0, 2)
		want, wantErr := tensor.DiagonalLayout[[2]int](l, 1, 0, 2)
		check("DiagonalLayout3", got, want, err, wantErr)
		gotT, err := layout(ranks.Diagonal3(x, 1, 0, 2))
		check("Diagonal3", gotT, want, err, nil)
	}
	{
		got, err := ranks.ExpandDimsLayout3(l, -1)
		want, wantErr := tensor.ExpandDimsLayout[[4]int](l, -1)
		check("ExpandDimsLayout3", got, want, err, wantErr)
		gotT, err := ranks.ExpandDims3(x, -1)
		check("ExpandDims3", gotT.Layout(), want, err, nil)
	}
	{
		w, s := [3]int{1, 1, 2}, [3]int{1, 1, 2}
		got, err := ranks.SlidingWindowLayout3(l, w, s)
		want, wantErr := tensor.SlidingWindowLayout[[6]int](l, w, s)
		check("SlidingWindowLayout3", got, want, err, wantErr)
		gotT, err := ranks.SlidingWindow3(x, w, s)
		check("SlidingWindow3", gotT.Layout(), want, err, nil)
	}
	{
		a, b := ranks.Split3At1(l)
		wa, wb, wantErr := tensor.SplitAtLayout[[1]int, [2]int](l, 1)
		check("Split3At1 (first)", a, wa, nil, wantErr)
		check("Split3At1 (second)", b, wb, nil, nil)
	}
	{
		got, err := ranks.FromDyn3(l.Dyn())
		check("FromDyn3", got, l, err, nil)
		if _, err := ranks.FromDyn2(l.Dyn()); !errors.Is(err, tensor.ErrRank) {
			t.Errorf("FromDyn2 of a rank-3 layout: %v, want ErrRank", err)
		}
	}

	// Errors come from the generic forms: a squeezed axis of length 4, an
	// index out of range.
	if _, err := ranks.Squeeze3(x, 2); !errors.Is(err, tensor.ErrShape) {
		t.Errorf("Squeeze3 of an axis of length 4: %v, want ErrShape", err)
	}
	if _, err := ranks.SelectLayout3(l, 0, 2); !errors.Is(err, tensor.ErrIndex) {
		t.Errorf("SelectLayout3 at index 2 of 2: %v, want ErrIndex", err)
	}
	// A view shares elements with its tensor.
	row, _ := ranks.Select3(x, 0, 1)
	if err := row.Set(-1, 0, 3); err != nil {
		t.Fatal(err)
	}
	if v, _ := x.At(1, 0, 3); v != -1 {
		t.Errorf("a write through Select3's view did not reach the tensor: %d", v)
	}
}

// TestAllocs: views on a fixed rank allocate nothing, including the
// wrappers that pass their axis on as a variadic argument.
func TestAllocs(t *testing.T) {
	x, _ := tensor.Zeros[float32]([4]int{2, 3, 1, 5})
	l := x.Layout()
	n := testing.AllocsPerRun(10, func() {
		_, _ = ranks.Select4(x, 1, 2)
		_, _ = ranks.Squeeze4(x, 2)
		_, _ = ranks.ExpandDims4(x, 0)
		_, _ = ranks.Diagonal4(x, 0, 0, 1)
		_, _ = ranks.SlidingWindow4(x, [4]int{1, 2, 1, 2}, [4]int{1, 1, 1, 1})
		_ = ranks.Ptr4(&x, 1, 2, 0, 4)
		_, _ = ranks.SelectLayout4(l, 1, 2)
		_, _ = ranks.SqueezeLayout4(l, 2)
		_, _ = ranks.ExpandDimsLayout4(l, 0)
		_, _ = ranks.DiagonalLayout4(l, 0, 0, 1)
		_, _ = ranks.SlidingWindowLayout4(l, [4]int{1, 2, 1, 2}, [4]int{1, 1, 1, 1})
		_, _ = ranks.Split4At2(l)
		_ = ranks.Index4(&l, 1, 2, 0, 4)
	})
	if n != 0 {
		t.Errorf("the helpers allocate %v times per run", n)
	}
}
