package ranks_test

import (
	"fmt"

	"github.com/fixedrank/tensor"
	"github.com/fixedrank/tensor/ranks"
)

func ExampleIndex3() {
	l, _ := tensor.Contiguous([3]int{2, 3, 4}, tensor.F)
	sum := 0
	for i := range 2 {
		for j := range 3 {
			for k := range 4 {
				sum += ranks.Index3(&l, i, j, k)
			}
		}
	}
	fmt.Println(sum) // 0 + 1 + … + 23
	// Output: 276
}

func ExamplePtr2() {
	t, _ := tensor.FromSlice([]float64{1, 2, 3, 4, 5, 6}, [2]int{2, 3})
	tr := t.Transpose() // shape [3 2], a view
	for i := range 3 {
		for j := range 2 {
			*ranks.Ptr2(&tr, i, j) *= 10
		}
	}
	fmt.Println(t.Data())
	// Output: [10 20 30 40 50 60]
}

func ExampleSelect3() {
	t, _ := tensor.FromFunc([3]int{2, 3, 4}, func(i [3]int) int { return 100*i[0] + 10*i[1] + i[2] })
	// t[:, 1, :]; the result is a Tensor[int, [2]int], which the compiler knows.
	m, _ := ranks.Select3(t, 1, 1)
	fmt.Println(m.Shape())
	fmt.Println(m)
	// Output:
	// [2 4]
	// [[ 10  11  12  13]
	//  [110 111 112 113]]
}

func ExampleSplit3At1() {
	l, _ := tensor.Contiguous([3]int{2, 3, 4}, tensor.C)
	// An index (i, j, k) of l addresses a.Index(i) + b.Index(j, k).
	a, b := ranks.Split3At1(l)
	fmt.Println(a)
	fmt.Println(b)
	// Output:
	// {shape=[2] strides=[12] offset=0}
	// {shape=[3 4] strides=[4 1] offset=0}
}
