package tensor_test

import (
	"errors"
	"fmt"

	"github.com/fixedrank/tensor"
	"github.com/fixedrank/tensor/dyn"
	"github.com/fixedrank/tensor/linear"
)

func ExampleContiguous() {
	l, err := tensor.Contiguous([3]int{2, 3, 4}, tensor.C)
	if err != nil {
		panic(err)
	}
	fmt.Println(l)
	fmt.Println(l.IsCContiguous(), l.IsFContiguous(), l.Size())
	// Output:
	// {shape=[2 3 4] strides=[12 4 1] offset=0}
	// true false 24
}

func ExampleNew() {
	// A valid layout with a negative stride: its lowest address is 617.
	l, err := tensor.New([3]int{3, 2, 6}, [3]int{3, -300, 15}, 917)
	fmt.Println(l, err)
	lo, hi, _ := l.Bounds()
	fmt.Println(lo, hi)

	// The same strides at offset 0 would reach address -300.
	_, err = tensor.New([3]int{3, 2, 6}, [3]int{3, -300, 15}, 0)
	fmt.Println(errors.Is(err, tensor.ErrBounds))

	// Two indices sharing an address is an error...
	_, err = tensor.New([2]int{3, 2}, [2]int{1, 2}, 0)
	fmt.Println(errors.Is(err, tensor.ErrOverlap))
	// ...unless it comes from a zero stride (a broadcast).
	_, err = tensor.New([2]int{4, 3}, [2]int{0, 1}, 0)
	fmt.Println(err)
	// Output:
	// {shape=[3 2 6] strides=[3 -300 15] offset=917} <nil>
	// 617 999
	// true
	// true
	// <nil>
}

func ExampleLayout_Index() {
	l, _ := tensor.Contiguous([2]int{3, 4}, tensor.C)
	a, _ := l.Index(1, 2)
	b, _ := l.Index(-1, -1)
	_, err := l.Index(3, 0)
	fmt.Println(a, b, errors.Is(err, tensor.ErrIndex))
	// Output: 6 11 true
}

func ExampleLayout_IndexUnchecked() {
	l, _ := tensor.Contiguous([3]int{2, 3, 4}, tensor.F)
	sum := 0
	var idx [3]int
	for idx[0] = 0; idx[0] < 2; idx[0]++ {
		for idx[1] = 0; idx[1] < 3; idx[1]++ {
			for idx[2] = 0; idx[2] < 4; idx[2]++ {
				sum += l.IndexUnchecked(&idx)
			}
		}
	}
	fmt.Println(sum) // 0 + 1 + … + 23
	// Output: 276
}

func ExampleLayout_SelfOverlap() {
	// Shape [3 2] with strides [2 3] addresses 0 3 2 5 4 7: no overlap,
	// although the fast test cannot prove it.
	l := tensor.Unchecked([2]int{3, 2}, [2]int{2, 3}, 0)
	overlap, err := l.SelfOverlap(0)
	fmt.Println(l.NonOverlappingFast(), overlap, err)
	// Output: false false <nil>
}

func ExampleLayout_Permute() {
	l, _ := tensor.Contiguous([3]int{2, 3, 4}, tensor.C)
	p, _ := l.Permute([3]int{2, 0, 1})
	fmt.Println(p)
	fmt.Println(l.Transpose())
	f, _ := l.Flip(-1)
	fmt.Println(f)
	// Output:
	// {shape=[4 2 3] strides=[1 12 4] offset=0}
	// {shape=[4 3 2] strides=[1 4 12] offset=0}
	// {shape=[2 3 4] strides=[12 4 -1] offset=3}
}

func ExampleFromDyn() {
	d, _ := dyn.Contiguous([]int{2, 5}, tensor.F)
	l, err := tensor.FromDynLayout[[2]int](d)
	fmt.Println(l, err)
	_, err = tensor.FromDynLayout[[3]int](d)
	fmt.Println(errors.Is(err, tensor.ErrRank))
	// Output:
	// {shape=[2 5] strides=[1 2] offset=0} <nil>
	// true
}

func ExampleNewRuntimeShape() {
	// ndshape's F order: i = x + X*y + X*Y*z.
	s, _ := linear.NewRuntimeShape[uint32]([3]uint32{16, 16, 16}, tensor.F)
	i := s.Linearize([3]uint32{1, 2, 3})
	fmt.Println(i, s.Delinearize(i), s.Size())
	_, err := s.LinearizeChecked([3]uint32{16, 0, 0})
	fmt.Println(errors.Is(err, tensor.ErrIndex))
	// Output:
	// 801 [1 2 3] 4096
	// true
}

func ExampleLayout_Slice() {
	l, _ := tensor.Contiguous([1]int{10}, tensor.C)
	a, _ := l.Slice(0, tensor.Range(1, 8).By(3)) // [1:8:3]
	b, _ := l.Slice(0, tensor.Colon().By(-1))    // [::-1]
	c, _ := l.Slice(0, tensor.From(-2).By(-4))   // [-2::-4]
	d, _ := l.Slice(0, tensor.Until(-1).By(-1))  // [:-1:-1] is empty, as in NumPy
	fmt.Println(a)
	fmt.Println(b)
	fmt.Println(c)
	fmt.Println(d)
	_, err := l.Slice(0, tensor.Colon().By(0))
	fmt.Println(errors.Is(err, tensor.ErrStep))
	// Output:
	// {shape=[3] strides=[3] offset=1}
	// {shape=[10] strides=[-1] offset=9}
	// {shape=[3] strides=[-4] offset=8}
	// {shape=[0] strides=[1] offset=0}
	// true
}

func ExampleSubscriptLayout() {
	l, _ := tensor.Contiguous([3]int{2, 3, 4}, tensor.C)
	// NumPy: a[1, ::-1, None, 1:3]
	v, err := tensor.SubscriptLayout[[3]int](l, tensor.Index(1), tensor.Colon().By(-1), tensor.NewAxis(), tensor.Range(1, 3))
	fmt.Println(v, err)
	// NumPy: a[..., 0]; the rank follows from the items in the dynamic form.
	d, _ := l.Dyn().Subscript(tensor.Ellipsis(), tensor.Index(0))
	fmt.Println(d)
	// Output:
	// {shape=[3 1 2] strides=[-4 0 1] offset=21} <nil>
	// {shape=[2 3] strides=[12 4] offset=0}
}

func ExampleSelectLayout() {
	l, _ := tensor.Contiguous([3]int{2, 3, 4}, tensor.C)
	row, _ := tensor.SelectLayout[[2]int](l, 1, -1) // a[:, -1, :]
	fmt.Println(row)
	_, err := tensor.SelectLayout[[3]int](l, 0, 0)
	fmt.Println(errors.Is(err, tensor.ErrRank))
	// Output:
	// {shape=[2 4] strides=[12 1] offset=8}
	// true
}

func ExampleExpandDimsLayout() {
	l, _ := tensor.Contiguous([2]int{3, 4}, tensor.C)
	col, _ := tensor.ExpandDimsLayout[[3]int](l, -1)
	fmt.Println(col)
	back, _ := tensor.SqueezeLayout[[2]int](col, 2)
	fmt.Println(back)
	// Output:
	// {shape=[3 4 1] strides=[4 1 1] offset=0}
	// {shape=[3 4] strides=[4 1] offset=0}
}

func ExampleDiagonalLayout() {
	l, _ := tensor.Contiguous([2]int{3, 5}, tensor.C) // a wide matrix
	for _, k := range []int{0, 2, -1, 5} {
		d, _ := tensor.DiagonalLayout[[1]int](l, k, 0, 1)
		fmt.Println(k, d)
	}
	// Output:
	// 0 {shape=[3] strides=[6] offset=0}
	// 2 {shape=[3] strides=[6] offset=2}
	// -1 {shape=[2] strides=[6] offset=5}
	// 5 {shape=[0] strides=[6] offset=5}
}

func ExampleBroadcastToLayout() {
	row, _ := tensor.Contiguous([1]int{4}, tensor.C)
	b, _ := tensor.BroadcastToLayout(row, [2]int{3, 4})
	fmt.Println(b, b.IsBroadcast())
	s, err := dyn.BroadcastShapes([]int{3, 1}, []int{2, 1, 5}, tensor.C)
	fmt.Println(s, err)
	_, err = dyn.BroadcastShapes([]int{3}, []int{4}, tensor.C)
	fmt.Println(errors.Is(err, tensor.ErrBroadcast))
	// Output:
	// {shape=[3 4] strides=[0 1] offset=0} true
	// [2 3 5] <nil>
	// true
}

func ExampleReshapeLayout() {
	l, _ := tensor.Contiguous([3]int{2, 3, 4}, tensor.C)
	r, _ := tensor.ReshapeLayout(l, [2]int{-1, 4}, tensor.C)
	fmt.Println(r)
	// A transpose has no C-order view as a flat vector: the caller must copy.
	_, err := tensor.ReshapeLayout(l.Transpose(), [1]int{24}, tensor.C)
	fmt.Println(errors.Is(err, tensor.ErrNotView))
	f, _ := tensor.ReshapeLayout(l.Transpose(), [1]int{24}, tensor.F)
	fmt.Println(f)
	// Output:
	// {shape=[6 4] strides=[4 1] offset=0}
	// true
	// {shape=[24] strides=[1] offset=0}
}

func ExampleSlidingWindowLayout() {
	l, _ := tensor.Contiguous([1]int{7}, tensor.C)
	w, _ := tensor.SlidingWindowLayout[[2]int](l, [1]int{3}, [1]int{2})
	fmt.Println(w)
	for i := range w.Shape()[0] {
		a, _ := w.Index(i, 0)
		b, _ := w.Index(i, 2)
		fmt.Println(a, "..", b)
	}
	// Output:
	// {shape=[3 3] strides=[2 1] offset=0}
	// 0 .. 2
	// 2 .. 4
	// 4 .. 6
}

func ExampleSplitAtLayout() {
	l, _ := tensor.Contiguous([3]int{2, 3, 4}, tensor.C)
	outer, inner, _ := tensor.SplitAtLayout[[1]int, [2]int](l, 1)
	fmt.Println(outer, inner)
	// Output: {shape=[2] strides=[12] offset=0} {shape=[3 4] strides=[4 1] offset=0}
}

func ExampleViewOf() {
	t, _ := tensor.Zeros[int]([2]int{3, 3})
	l, _ := tensor.DiagonalLayout[[1]int](t.Layout(), 0, 0, 1)
	d, _ := tensor.ViewOf(t, l)
	_ = d.Fill(1) // diagonal views are writable
	fmt.Println(t.Data())
	// Output: [1 0 0 0 1 0 0 0 1]
}

func ExampleAssign() {
	t, _ := tensor.Zeros[int]([2]int{2, 3})
	row, _ := tensor.FromSlice([]int{1, 2, 3}, [1]int{3})
	_ = tensor.Assign(t, row) // t[...] = row
	fmt.Println(t.Data())
	tr := t.Transpose().Clone() // materialise a view in C order
	fmt.Println(tr.Shape(), tr.Data())
	// Output:
	// [1 2 3 1 2 3]
	// [3 2] [1 1 2 2 3 3]
}

func ExampleTensor_String() {
	x, _ := tensor.Arange(0, 12, 1)
	m, _ := tensor.FromSlice(x.Data(), [3]int{2, 2, 3})
	fmt.Println(m)
	f, _ := tensor.FromSlice([]float64{0.5, 1.25, -3, 100}, [2]int{2, 2})
	fmt.Println(f)
	fmt.Printf("%.1f\n", f)
	// Output:
	// [[[ 0  1  2]
	//   [ 3  4  5]]
	//
	//  [[ 6  7  8]
	//   [ 9 10 11]]]
	// [[  0.5    1.25]
	//  [ -3.   100.  ]]
	// [[  0.5   1.2]
	//  [ -3.0 100.0]]
}

func ExampleSumAxes_oneAxis() {
	x, _ := tensor.Arange(0.0, 6, 1)
	m, _ := tensor.FromSlice(x.Data(), [2]int{2, 3})
	cols, _ := tensor.SumAxes[[1]int](m, 0)
	rows, _ := tensor.MaxAxes[[1]int](m, -1)
	total, _ := tensor.Sum(m)
	fmt.Println(cols, rows, total, tensor.Mean(m))
	// Output: [3. 5. 7.] [2. 5.] 15 2.5
}

func ExampleAdd() {
	m, _ := tensor.FromFunc([2]int{2, 3}, func(i [2]int) int { return 10 * i[0] })
	row, _ := tensor.FromSlice([]int{1, 2, 3}, [1]int{3})
	s, _ := tensor.Add(m, row) // broadcasting: [2 3] + [3]
	fmt.Println(s)
	// Output:
	// [[ 1  2  3]
	//  [11 12 13]]
}

func ExampleLinspace() {
	x, _ := tensor.Linspace(0.0, 1, 5, true)
	y, _ := tensor.Linspace(0.0, 1, 4, false)
	fmt.Println(x, y)
	// Output: [0.   0.25 0.5  0.75 1.  ] [0.   0.25 0.5  0.75]
}

func ExampleZerosLike() {
	f, _ := tensor.Contiguous([2]int{2, 3}, tensor.F)
	z, _ := tensor.ZerosLike[float64](f) // keeps the F order, as NumPy's zeros_like
	e, _ := tensor.Eye[int](2, 3, 1)
	fmt.Println(z.Layout(), e)
	// Output: {shape=[2 3] strides=[1 2] offset=0} [[0 1 0]
	//  [0 0 1]]
}

func ExampleTensor_Addressing() {
	t, _ := tensor.FromSlice([]float64{1, 2, 3, 4, 5, 6}, [2]int{2, 3})
	tr := t.Transpose() // shape [3 2], a view
	data, off, s := tr.Addressing()
	s0, s1 := s[0], s[1] // the strides in locals, as a hand-written loop keeps them
	sum := 0.0
	for i := range 3 {
		for j := range 2 {
			sum += float64(i+1) * data[off+i*s0+j*s1]
		}
	}
	fmt.Println(sum) // 1*(1+4) + 2*(2+5) + 3*(3+6)
	// Output: 46
}

func Example() {
	a, _ := tensor.Arange(0.0, 24, 1)
	t, _ := tensor.Reshape(a, [3]int{2, 3, 4})                                     // a.reshape(2, 3, 4)
	v, _ := t.Subscript(tensor.Colon(), tensor.Range(1, 3), tensor.Colon().By(-1)) // t[:, 1:3, ::-1]
	row, _ := tensor.Select[[2]int](t, 0, -1)                                      // t[-1]
	s, _ := tensor.SumAxes[[2]int](v, 2)                                           // v.sum(axis=2)
	fmt.Println(row.Shape())
	fmt.Println(s)
	// Output:
	// [3 4]
	// [[22. 38.]
	//  [70. 86.]]
}

func ExampleSelect() {
	m, _ := tensor.FromSlice([]int{0, 1, 2, 3, 4, 5}, [2]int{2, 3})
	col, err := tensor.Select[[1]int](m, 1, -1) // m[:, -1]
	fmt.Println(col, err)
	_, err = tensor.Select[[2]int](m, 0, 0) // the result has rank 1, not 2
	fmt.Println(errors.Is(err, tensor.ErrRank))
	// Output:
	// [2 5] <nil>
	// true
}

func ExampleSubscript() {
	a, _ := tensor.Arange(0, 24, 1)
	t, _ := tensor.Reshape(a, [3]int{2, 3, 4})
	v, err := tensor.Subscript[[2]int](t, tensor.Ellipsis(), tensor.Index(1), tensor.From(2)) // t[..., 1, 2:]
	fmt.Println(v, err)
	// Output:
	// [[ 6  7]
	//  [18 19]] <nil>
}

func ExampleTensor_Subscript() {
	a, _ := tensor.Arange(0, 12, 1)
	m, _ := tensor.Reshape(a, [2]int{3, 4})
	v, err := m.Subscript(tensor.Colon().By(2), tensor.Range(1, -1).By(-1)) // m[::2, 1:-1:-1] is empty
	fmt.Println(v.Shape(), err)
	v, err = m.Subscript(tensor.Colon().By(-2), tensor.Range(1, -1)) // m[::-2, 1:-1]
	fmt.Println(v, err)
	// Output:
	// [2 0] <nil>
	// [[ 9 10]
	//  [ 1  2]] <nil>
}

func ExampleReshape() {
	a, _ := tensor.Arange(0, 6, 1)
	m, err := tensor.Reshape(a, [2]int{2, -1}) // a view: the rank comes from the shape
	fmt.Println(m, err)
	// Output:
	// [[0 1 2]
	//  [3 4 5]] <nil>
}

func ExampleReshapeOrder() {
	a, _ := tensor.Arange(0, 6, 1)
	m, _ := tensor.Reshape(a, [2]int{2, 3})
	// m.T has no C-order view of shape (6,): CopyNever says so, CopyIfNeeded copies.
	_, _, err := tensor.ReshapeOrder(m.Transpose(), [1]int{6}, tensor.C, tensor.CopyNever)
	fmt.Println(errors.Is(err, tensor.ErrNotView))
	r, copied, err := tensor.ReshapeOrder(m.Transpose(), [1]int{6}, tensor.C, tensor.CopyIfNeeded)
	fmt.Println(r, copied, err)
	// In F order m.T's elements are a view.
	r, copied, err = tensor.ReshapeOrder(m.Transpose(), [1]int{6}, tensor.F, tensor.CopyIfNeeded)
	fmt.Println(r, copied, err)
	// Output:
	// true
	// [0 3 1 4 2 5] true <nil>
	// [0 1 2 3 4 5] false <nil>
}

func ExampleSqueeze() {
	a, _ := tensor.FromSlice([]int{1, 2, 3}, [4]int{1, 3, 1, 1})
	all, _ := tensor.Squeeze[[1]int](a)      // np.squeeze(a)
	some, _ := tensor.Squeeze[[3]int](a, -1) // np.squeeze(a, -1)
	fmt.Println(all.Shape(), some.Shape())
	_, err := tensor.Squeeze[[3]int](a, 1) // axis 1 has length 3
	fmt.Println(errors.Is(err, tensor.ErrShape))
	// Output:
	// [3] [1 3 1]
	// true
}

func ExampleExpandDims() {
	a, _ := tensor.FromSlice([]int{1, 2, 3}, [1]int{3})
	e, err := tensor.ExpandDims[[3]int](a, 0, -1) // np.expand_dims(a, (0, -1))
	fmt.Println(e.Shape(), err)
	// Output:
	// [1 3 1] <nil>
}

func ExampleBroadcastTo() {
	x, _ := tensor.Arange(0, 3, 1)
	b, err := tensor.BroadcastTo(x, [2]int{2, 3})
	fmt.Println(b, err)
	fmt.Println(b.ReadOnly(), errors.Is(b.Fill(0), tensor.ErrReadOnly))
	// Output:
	// [[0 1 2]
	//  [0 1 2]] <nil>
	// true true
}

func ExampleSlidingWindowAxes() {
	x, _ := tensor.Arange(0, 5, 1)
	w, err := tensor.SlidingWindowAxes[[2]int](x, []int{3}, []int{0}) // sliding_window_view(x, 3)
	fmt.Println(w, err)
	// Output:
	// [[0 1 2]
	//  [1 2 3]
	//  [2 3 4]] <nil>
}

func ExampleTensor_MoveAxis() {
	t, _ := tensor.Zeros[uint8]([3]int{480, 640, 3}) // an image, channels last
	chw, err := t.MoveAxis(-1, 0)                    // np.moveaxis(t, -1, 0)
	fmt.Println(chw.Shape(), chw.Layout().Strides(), err)
	// Output:
	// [3 480 640] [1 1920 3] <nil>
}

func ExampleTensor_Dyn() {
	a, _ := tensor.Arange(0, 24, 1)
	t, _ := tensor.Reshape(a, [3]int{2, 3, 4})
	d := t.Dyn() // what npy.ReadDyn returns: the rank is known at run time
	v, err := d.Subscript(tensor.Index(-1), tensor.NewAxis(), tensor.Colon().By(-1))
	fmt.Println(v.Layout().Shape(), err)
	fmt.Println(v)
	// Output:
	// [1 3 4] <nil>
	// [[[20 21 22 23]
	//   [16 17 18 19]
	//   [12 13 14 15]]]
}

// Sums of any view are NumPy's to the last bit: a reversed view is summed
// in its own order, as np.sum(a[::-1]) sums it.
func ExampleSum_flipped() {
	a, _ := tensor.FromSlice([]float64{0.1, 0.2, 0.3}, [1]int{3})
	r, _ := a.Flip()
	s, _ := tensor.Sum(a)
	sr, _ := tensor.Sum(r)
	fmt.Println(s, sr)
	// Output: 0.6000000000000001 0.6
}

// NumPy's a > 0, x / 255 and np.where(m > 0, m, 0) take one call each: the
// second operand may be a Go number, converted to the element type as NumPy
// casts a Python scalar, and the result has the first operand's rank.
func ExampleWhere_scalars() {
	img, _ := tensor.FromSlice([]float32{-51, 0, 102, 255}, [2]int{2, 2})
	pos, _ := tensor.Greater(img, 0)
	scaled, _ := tensor.Divide(img, 255)
	relu, _ := tensor.Where(pos, scaled, 0)
	fmt.Println(pos)
	fmt.Println(relu)
	// Output:
	// [[False False]
	//  [ True  True]]
	// [[0.  0. ]
	//  [0.4 1. ]]
}
