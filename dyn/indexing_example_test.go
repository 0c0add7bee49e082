package dyn_test

import (
	"fmt"

	"github.com/fixedrank/tensor/dyn"
)

func ExampleMaskedRows() {
	x, _ := dyn.FromSlice([]float64{1, 2, 7, 8, 3, 4, 9, 0}, 4, 2)
	first, _ := x.Select(1, 0) // x[:, 0]
	big, _ := dyn.Greater(first, 5)
	rows, _ := dyn.MaskedRows(x, big) // x[x[:, 0] > 5]
	fmt.Println(rows)
	_ = dyn.SetMaskedRows(x, big, 0) // x[x[:, 0] > 5] = 0
	fmt.Println(x)
	// Output:
	// [[7. 8.]
	//  [9. 0.]]
	// [[1. 2.]
	//  [0. 0.]
	//  [3. 4.]
	//  [0. 0.]]
}

func ExamplePutAxis() {
	m, _ := dyn.Zeros[int](2, 3)
	idx, _ := dyn.FromSlice([]int{2, 0, 2}, 3)
	v, _ := dyn.FromSlice([]int{1, 2, 3}, 3)
	_ = dyn.PutAxis(m, idx, v, 1, "") // m[:, [2, 0, 2]] = [1, 2, 3]: the last 2 wins
	fmt.Println(m)
	// Output:
	// [[2 0 3]
	//  [2 0 3]]
}

func ExampleUnravelIndex() {
	flat, _ := dyn.FromSlice([]int{7, 22}, 2)
	ijk, _ := dyn.UnravelIndex(flat, []int{2, 3, 4}, dyn.C)
	fmt.Println(ijk[0], ijk[1], ijk[2])
	back, _ := dyn.RavelMultiIndex(ijk, []int{2, 3, 4}, "", dyn.C)
	fmt.Println(back)
	// Output:
	// [0 1] [1 2] [3 2]
	// [ 7 22]
}
