package tensor_test

import (
	"errors"
	"fmt"

	"github.com/fixedrank/tensor"
)

func ExampleNewC() {
	l, err := tensor.NewC([3]int{2, 3, 4})
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
	l, _ := tensor.NewC([2]int{3, 4})
	a, _ := l.Index(1, 2)
	b, _ := l.Index(-1, -1)
	_, err := l.Index(3, 0)
	fmt.Println(a, b, errors.Is(err, tensor.ErrIndex))
	// Output: 6 11 true
}

func ExampleLayout_IndexUnchecked() {
	l, _ := tensor.NewF([3]int{2, 3, 4})
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
	l, _ := tensor.NewC([3]int{2, 3, 4})
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
	d, _ := tensor.ContiguousDyn([]int{2, 5}, tensor.F)
	l, err := tensor.FromDyn[[2]int](d)
	fmt.Println(l, err)
	_, err = tensor.FromDyn[[3]int](d)
	fmt.Println(errors.Is(err, tensor.ErrRank))
	// Output:
	// {shape=[2 5] strides=[1 2] offset=0} <nil>
	// true
}

func ExampleNewRuntimeShape() {
	// ndshape's F order: i = x + X*y + X*Y*z.
	s, _ := tensor.NewRuntimeShape[uint32]([3]uint32{16, 16, 16}, tensor.F)
	i := s.Linearize([3]uint32{1, 2, 3})
	fmt.Println(i, s.Delinearize(i), s.Size())
	_, err := s.LinearizeChecked([3]uint32{16, 0, 0})
	fmt.Println(errors.Is(err, tensor.ErrIndex))
	// Output:
	// 801 [1 2 3] 4096
	// true
}
