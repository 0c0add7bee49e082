package tensor_test

import (
	"errors"
	"fmt"

	"github.com/fixedrank/tensor"
)

func ExamplePut() {
	a, _ := tensor.FromSlice([]int{0, 1, 2, 3, 4, 5}, [2]int{2, 3})
	idx, _ := tensor.FromSlice([]int{0, -1, 4}, [1]int{3})
	v, _ := tensor.FromSlice([]int{10, 20}, [1]int{2})
	_ = tensor.Put(a, idx, v, "raise") // np.put(a, [0, -1, 4], [10, 20]): values repeat
	fmt.Println(a)
	bad, _ := tensor.FromSlice([]int{1, 9}, [1]int{2})
	err := tensor.Put(a, bad, 7, "raise") // index 9 is out of range: nothing is written
	fmt.Println(errors.Is(err, tensor.ErrIndex), a.Data())
	_ = tensor.Put(a, bad, 7, "clip") // 9 clipped to 5
	fmt.Println(a)
	// Output:
	// [[10  1  2]
	//  [ 3 10 20]]
	// true [10 1 2 3 10 20]
	// [[10  7  2]
	//  [ 3 10  7]]
}

func ExamplePutAxis() {
	m, _ := tensor.Zeros[int]([2]int{3, 4})
	cols, _ := tensor.FromSlice([]int{3, 0}, [1]int{2})
	v, _ := tensor.FromSlice([]int{1, 2}, [1]int{2})
	_ = tensor.PutAxis(m, cols, v, 1, "") // m[:, [3, 0]] = [1, 2]
	rows, _ := tensor.FromSlice([]int{-1}, [1]int{1})
	_ = tensor.PutAxis(m, rows, 9, 0, "") // m[[-1]] = 9
	fmt.Println(m)
	// Output:
	// [[2 0 0 1]
	//  [2 0 0 1]
	//  [9 9 9 9]]
}

func ExamplePutAlongAxis() {
	a, _ := tensor.FromSlice([]float64{3, 1, 2, 9, 7, 8}, [2]int{2, 3})
	arg, _ := tensor.ArgMaxKeepDims(a, 1)
	_ = tensor.PutAlongAxis(a, arg, 0.0, 1) // zero each row's largest
	fmt.Println(a)
	// Output:
	// [[0. 1. 2.]
	//  [0. 7. 8.]]
}

func ExampleNonzero() {
	a, _ := tensor.FromSlice([]int{0, 3, 0, 5, 0, 6}, [2]int{2, 3})
	nz, _ := tensor.Nonzero(a) // one tensor per axis
	fmt.Println(nz[0], nz[1])
	flat, _ := tensor.FlatNonzero(a)
	fmt.Println(flat)
	// Output:
	// [0 1 1] [1 0 2]
	// [1 3 5]
}

func ExampleUnravelIndex() {
	flat, _ := tensor.FromSlice([]int{1, 5, 11}, [1]int{3})
	ij, _ := tensor.UnravelIndex(flat, [2]int{3, 4}, tensor.C)
	fmt.Println(ij[0], ij[1])
	back, _ := tensor.RavelMultiIndex(ij, [2]int{3, 4}, "raise", tensor.C)
	fmt.Println(back)
	// Output:
	// [0 1 2] [1 1 3]
	// [ 1  5 11]
}

func ExampleRavelMultiIndex() {
	i, _ := tensor.FromSlice([]int{0, 2, 5}, [1]int{3})
	j, _ := tensor.FromSlice([]int{1, -1, 3}, [1]int{3})
	dims := [2]int{3, 4}
	_, err := tensor.RavelMultiIndex([]tensor.Tensor[int, [1]int]{i, j}, dims, "raise", tensor.C)
	fmt.Println(errors.Is(err, tensor.ErrIndex)) // 5 and -1 are out of range
	w, _ := tensor.RavelMultiIndex([]tensor.Tensor[int, [1]int]{i, j}, dims, "wrap", tensor.C)
	c, _ := tensor.RavelMultiIndex([]tensor.Tensor[int, [1]int]{i, j}, dims, "clip", tensor.F)
	fmt.Println(w, c)
	// Output:
	// true
	// [ 1 11 11] [ 3  2 11]
}

func ExampleMaskedRows() {
	x, _ := tensor.FromSlice([]int{1, 2, 7, 8, 3, 4, 9, 0}, [2]int{4, 2})
	first, _ := tensor.Select[[1]int](x, 1, 0) // x[:, 0]
	big, _ := tensor.Greater(first, 5)
	rows, _ := tensor.MaskedRows[[2]int](x, big) // x[x[:, 0] > 5]
	fmt.Println(rows)
	_, err := tensor.MaskedRows[[1]int](x, big) // the result has rank 2
	fmt.Println(errors.Is(err, tensor.ErrRank))
	// Output:
	// [[7 8]
	//  [9 0]]
	// true
}

func ExampleSetMaskedRows() {
	x, _ := tensor.FromSlice([]int{1, 2, 7, 8, 3, 4, 9, 0}, [2]int{4, 2})
	first, _ := tensor.Select[[1]int](x, 1, 0)
	big, _ := tensor.Greater(first, 5)
	row, _ := tensor.FromSlice([]int{-1, -2}, [1]int{2})
	_ = tensor.SetMaskedRows(x, big, row) // x[x[:, 0] > 5] = [-1, -2]
	fmt.Println(x)
	// Output:
	// [[ 1  2]
	//  [-1 -2]
	//  [ 3  4]
	//  [-1 -2]]
}
