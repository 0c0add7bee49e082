package dyn_test

import (
	"errors"
	"fmt"

	"github.com/fixedrank/tensor"
	"github.com/fixedrank/tensor/dyn"
)

func ExampleFromSlice() {
	// A rank known only at run time, such as one read from a file.
	shape := []int{2, 3}
	t, err := dyn.FromSlice([]float64{1, 2, 3, 4, 5, 6}, shape...)
	if err != nil {
		panic(err)
	}
	fmt.Println(t.Rank(), t.Shape(), t.Size())
	fmt.Println(t)
	z, _ := dyn.Zeros[int](3)
	f, _ := dyn.Full(0.5, 1, 2)
	fmt.Println(z, f)
	// Output:
	// 2 [2 3] 6
	// [[1. 2. 3.]
	//  [4. 5. 6.]]
	// [0 0 0] [[0.5 0.5]]
}

func ExampleTensor_Clone() {
	t, _ := dyn.FromSlice([]int{0, 1, 2, 3, 4, 5}, 2, 3)
	tt := t.Transpose()
	c := tt.Clone() // C order
	f := tt.CloneOrder(tensor.F)
	fmt.Println(c.Data(), c.Layout())
	fmt.Println(f.Data(), f.Layout())
	fmt.Println(dyn.ArrayEqual(c, tt), dyn.ArrayEqual(f, tt))
	// Output:
	// [0 3 1 4 2 5] {shape=[3 2] strides=[2 1] offset=0}
	// [0 1 2 3 4 5] {shape=[3 2] strides=[1 3] offset=0}
	// true true
}

func ExampleTensor_All() {
	t, _ := dyn.FromSlice([]string{"a", "b", "c", "d"}, 2, 2)
	var kept [][]int
	for idx, v := range t.All() {
		fmt.Println(idx, v)
		kept = append(kept, append([]int(nil), idx...)) // idx is reused: copy it to keep it
	}
	fmt.Println(kept)
	// Output:
	// [0 0] a
	// [0 1] b
	// [1 0] c
	// [1 1] d
	// [[0 0] [0 1] [1 0] [1 1]]
}

func ExampleAssign() {
	dst, _ := dyn.Zeros[int](2, 3)
	row, _ := dyn.FromSlice([]int{7, 8, 9}, 1, 1, 3) // extra leading axes of length 1
	if err := dyn.Assign(dst, row); err != nil {
		panic(err)
	}
	fmt.Println(dst)
	// Output:
	// [[7 8 9]
	//  [7 8 9]]
}

func ExampleAdd() {
	m, _ := dyn.FromSlice([]float64{0, 1, 2, 3, 4, 5}, 2, 3)
	row, _ := dyn.FromSlice([]float64{10, 20, 30}, 3)
	sum, err := dyn.Add(m, row) // rank 2: the larger of 2 and 1
	fmt.Println(sum, err)
	col, _ := dyn.FromSlice([]float64{1, 2, 3}, 3, 1)
	_, err = dyn.Multiply(m, col)
	fmt.Println(errors.Is(err, tensor.ErrBroadcast))
	// Output:
	// [[10. 21. 32.]
	//  [13. 24. 35.]] <nil>
	// true
}

func ExampleAddTo() {
	// NumPy's a += a.T: the transpose is read as it was before the write.
	a, _ := dyn.FromSlice([]int{0, 1, 2, 3, 4, 5, 6, 7, 8}, 3, 3)
	if err := dyn.AddTo(a, a, a.Transpose()); err != nil {
		panic(err)
	}
	fmt.Println(a)
	// Output:
	// [[ 0  4  8]
	//  [ 4  8 12]
	//  [ 8 12 16]]
}

func ExampleZip() {
	names, _ := dyn.FromSlice([]string{"x", "y"}, 2, 1)
	counts, _ := dyn.FromSlice([]int{1, 2, 3}, 3)
	z, _ := dyn.Zip(names, counts, func(s string, n int) string { return fmt.Sprint(s, n) })
	fmt.Println(z)
	// Output:
	// [[x1 x2 x3]
	//  [y1 y2 y3]]
}

func ExampleSumAxes() {
	t, _ := dyn.FromSlice([]int32{0, 1, 2, 3, 4, 5}, 2, 3)
	s0, _ := dyn.SumAxes(t, 0)
	m1, _ := dyn.MeanAxes(t, -1)
	x1, _ := dyn.MaxAxes(t, 1)
	total, _ := dyn.Sum(t)
	fmt.Println(s0, m1, x1, total)
	_, err := dyn.SumAxes(t, 2)
	fmt.Println(errors.Is(err, tensor.ErrAxis))
	// Output:
	// [3 5 7] [1. 4.] [2 5] 15
	// true
}
