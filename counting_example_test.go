package tensor_test

import (
	"fmt"
	"math"

	"github.com/fixedrank/tensor"
)

func ExampleBincount() {
	x, _ := tensor.FromSlice([]uint8{0, 1, 1, 3, 2, 1, 7}, [1]int{7})
	c, _ := tensor.Bincount(x, 0) // np.bincount(x)
	fmt.Println(c)
	w, _ := tensor.FromSlice([]float64{0.3, 0.5, 0.2, 0.7, 1, -0.6, 0.25}, [1]int{7})
	s, _ := tensor.BincountWeighted(x, w, 10) // np.bincount(x, weights=w, minlength=10)
	fmt.Println(s)
	// Output:
	// [1 3 1 1 0 0 0 1]
	// [0.3  0.1  1.   0.7  0.   0.   0.   0.25 0.   0.  ]
}

func ExampleHistogram() {
	x, _ := tensor.FromSlice([]float64{1, 2, 1, 4, 2.5, 3, 0.5, 4}, [2]int{2, 4})
	counts, edges, _ := tensor.Histogram(x, 4) // np.histogram(x, 4)
	fmt.Println(counts)
	fmt.Println(edges)
	// Over a range: elements outside it, NaNs among them, are not counted.
	y, _ := tensor.FromSlice([]float64{-1, 0, 0.5, 1, math.NaN()}, [1]int{5})
	counts, edges, _ = tensor.HistogramRange(y, 2, 0, 1) // np.histogram(y, 2, range=(0, 1))
	fmt.Println(counts, edges)
	// Output:
	// [3 1 2 2]
	// [0.5   1.375 2.25  3.125 4.   ]
	// [1 2] [0.  0.5 1. ]
}

func ExampleHistogramEdges() {
	x, _ := tensor.FromSlice([]int{1, 2, 1, 4, 2, 3, 0, 4, 9}, [1]int{9})
	edges, _ := tensor.FromSlice([]float64{0, 1, 2, 4}, [1]int{4})
	counts, _ := tensor.HistogramEdges(x, edges) // np.histogram(x, bins=[0, 1, 2, 4])[0]
	fmt.Println(counts)
	// Output:
	// [1 2 5]
}

func ExampleDigitize() {
	x, _ := tensor.FromSlice([]float64{0.2, 6.4, 3.0, 1.6}, [1]int{4})
	bins, _ := tensor.FromSlice([]float64{0, 1, 2.5, 4, 10}, [1]int{5})
	i, _ := tensor.Digitize(x, bins, false) // np.digitize(x, bins)
	fmt.Println(i)
	down, _ := bins.Flip(0) // decreasing bins count from the other end
	j, _ := tensor.Digitize(x, down, true)
	fmt.Println(j)
	// Output:
	// [1 4 3 2]
	// [4 1 2 3]
}

func ExampleIsIn() {
	x, _ := tensor.FromSlice([]float64{0, 2, 4, 6, -0.0, math.NaN()}, [2]int{2, 3})
	test, _ := tensor.FromSlice([]float64{1, 2, 4, 8, 0, math.NaN()}, [1]int{6})
	in, _ := tensor.IsIn(x, test) // np.isin(x, test): NaN is in nothing
	fmt.Println(in)
	// Output:
	// [[ True  True  True]
	//  [False  True False]]
}

func ExampleLexSort() {
	// Sort by last name, then by first name: np.lexsort((first, last)).
	first, _ := tensor.FromSlice([]int{4, 1, 3, 2, 5}, [1]int{5}) // first names, as ranks
	last, _ := tensor.FromSlice([]int{2, 1, 2, 3, 1}, [1]int{5})
	keys, _ := tensor.Stack[[2]int](0, first, last)
	idx, _ := tensor.LexSort(keys)
	fmt.Println(idx)
	// Output:
	// [1 4 2 0 3]
}
