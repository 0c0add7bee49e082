package tensor_test

import (
	"fmt"
	"math"

	"github.com/fixedrank/tensor"
)

func ExampleLess() {
	m, _ := tensor.FromSlice([]float64{1, 5, math.NaN(), 4, 2, 6}, [2]int{2, 3})
	row, _ := tensor.FromSlice([]float64{3, 3, 5}, [1]int{3})
	lt, _ := tensor.Less(m, row) // row broadcast over m's rows
	ne, _ := tensor.NotEqual(m, m)
	fmt.Println(lt)
	fmt.Println(ne) // NaN differs from itself
	// Output:
	// [[ True False False]
	//  [False  True False]]
	// [[False False  True]
	//  [False False False]]
}

func ExampleWhere() {
	x, _ := tensor.FromSlice([]int{-2, 7, 0, -5, 3, 1}, [2]int{2, 3})
	zero, _ := tensor.FromSlice([]int{0}, [0]int{})
	pos, _ := tensor.Greater(x, zero)
	r, _ := tensor.Where(pos, x, zero) // np.where(x > 0, x, 0)
	fmt.Println(r)
	// Output:
	// [[0 7 0]
	//  [0 3 1]]
}

func ExampleMasked() {
	x, _ := tensor.FromSlice([]int{4, -1, 9, 0, -3, 2}, [2]int{2, 3})
	zero, _ := tensor.FromSlice([]int{0}, [0]int{})
	neg, _ := tensor.Less(x, zero)
	sel, _ := tensor.Masked(x, neg) // x[x < 0]
	fmt.Println(sel)
	_ = tensor.SetMasked(x, neg, 0) // x[x < 0] = 0
	fmt.Println(x)
	// Output:
	// [-1 -3]
	// [[4 0 9]
	//  [0 0 2]]
}

func ExampleClip() {
	x, _ := tensor.FromSlice([]float64{-3, 0.5, math.NaN(), 8}, [1]int{4})
	c, _ := tensor.Clip(x, -1, 1)
	fmt.Println(c)
	_ = tensor.ClipTo(x, x, 0, 5) // in place
	fmt.Println(x)
	// Output:
	// [-1.   0.5  nan  1. ]
	// [0.  0.5 nan 5. ]
}
