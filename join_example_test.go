package tensor_test

import (
	"fmt"

	"github.com/fixedrank/tensor"
)

func ExampleConcatenate() {
	a, _ := tensor.FromSlice([]int{1, 2, 3, 4}, [2]int{2, 2})
	b, _ := tensor.FromSlice([]int{5, 6}, [2]int{1, 2})
	rows, _ := tensor.Concatenate(0, a, b) // np.concatenate([a, b])
	fmt.Println(rows)
	// Any views join: here a with its columns reversed, along the last axis.
	f, _ := a.Flip(1)
	cols, _ := tensor.Concatenate(-1, a, f)
	fmt.Println(cols)
	_, err := tensor.Concatenate(1, a, b)
	fmt.Println(err)
	// Output:
	// [[1 2]
	//  [3 4]
	//  [5 6]]
	// [[1 2 2 1]
	//  [3 4 4 3]]
	// tensor: Concatenate: input 1 has shape [1 2], input 0 [2 2]: they differ on axis 0, not only on the joining axis 1: invalid shape
}

func ExampleStack() {
	a, _ := tensor.FromSlice([]int{1, 2, 3}, [1]int{3})
	b, _ := tensor.FromSlice([]int{4, 5, 6}, [1]int{3})
	s0, _ := tensor.Stack[[2]int](0, a, b) // np.stack([a, b])
	s1, _ := tensor.Stack[[2]int](1, a, b) // np.stack([a, b], axis=1)
	fmt.Println(s0)
	fmt.Println(s1)
	// Output:
	// [[1 2 3]
	//  [4 5 6]]
	// [[1 4]
	//  [2 5]
	//  [3 6]]
}

func ExampleSplit() {
	a, _ := tensor.Arange(0, 7, 1)
	parts, _ := tensor.Split(a, 0, 3) // np.array_split(a, 3)
	fmt.Println(parts)
	at, _ := tensor.SplitIndices(a, 0, 2, 5) // np.split(a, [2, 5])
	fmt.Println(at)
	// The parts are views: writing through one writes a.
	_ = parts[2].Fill(0)
	fmt.Println(a)
	// Output:
	// [[0 1 2] [3 4] [5 6]]
	// [[0 1] [2 3 4] [5 6]]
	// [0 1 2 3 4 0 0]
}

func ExampleConvert() {
	f, _ := tensor.FromSlice([]float64{-2.7, 0.5, 2.7, 300}, [1]int{4})
	i, _ := tensor.Convert[int32](f) // f.astype(np.int32): truncates toward zero
	u, _ := tensor.Convert[uint8](i) // i.astype(np.uint8): narrowing wraps
	fmt.Println(i, u)
	// Into an existing tensor, broadcasting like Assign.
	dst, _ := tensor.Zeros[float32]([2]int{2, 4})
	_ = tensor.ConvertTo(dst, u)
	fmt.Println(dst)
	// Output:
	// [ -2   0   2 300] [254   0   2  44]
	// [[254.   0.   2.  44.]
	//  [254.   0.   2.  44.]]
}
