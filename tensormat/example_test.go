package tensormat_test

import (
	"fmt"

	"github.com/fixedrank/tensor"
	"github.com/fixedrank/tensor/tensormat"
	"gonum.org/v1/gonum/mat"
)

// A tensor with contiguous rows becomes a *mat.Dense over the same
// elements: gonum's results land in the tensor.
func ExampleToDense() {
	a, _ := tensor.Arange(1.0, 7, 1)
	t, _ := tensor.Reshape(a, [2]int{2, 3}) // [[1 2 3] [4 5 6]]
	m, shared, _ := tensormat.ToDense(t)
	fmt.Println("shared:", shared)
	m.Scale(10, m)
	fmt.Println(t)

	// A transposed view has no gonum layout: ToDense copies it.
	mt, shared, _ := tensormat.ToDense(t.Transpose())
	fmt.Println("shared:", shared)
	fmt.Println(mat.Formatted(mt))
	// Output:
	// shared: true
	// [[10. 20. 30.]
	//  [40. 50. 60.]]
	// shared: false
	// ⎡10  40⎤
	// ⎢20  50⎥
	// ⎣30  60⎦
}

// A *mat.Dense becomes a tensor view of its data; tensor views of it (here
// every other column, reversed) still share gonum's elements.
func ExampleFromDense() {
	m := mat.NewDense(2, 4, []float64{
		1, 2, 3, 4,
		5, 6, 7, 8,
	})
	t, _ := tensormat.FromDense(m)
	v, _ := t.Subscript(tensor.Colon(), tensor.Colon().By(-2)) // t[:, ::-2]
	fmt.Println(v)
	_ = v.Fill(0)
	fmt.Println(mat.Formatted(m))
	// Output:
	// [[4. 2.]
	//  [8. 6.]]
	// ⎡1  0  3  0⎤
	// ⎣5  0  7  0⎦
}

// A column of a matrix is a strided rank-1 view, which *mat.VecDense
// describes with its increment: no copy either way.
func ExampleToVecDense() {
	m := mat.NewDense(3, 2, []float64{1, 2, 3, 4, 5, 6})
	t, _ := tensormat.FromDense(m)
	col, _ := tensor.Select[[1]int](t, 1, 1) // t[:, 1]
	v, shared, _ := tensormat.ToVecDense(col)
	fmt.Println("shared:", shared, "length:", v.Len(), "sum:", mat.Sum(v))
	back, _ := tensormat.FromVecDense(v)
	fmt.Println(back)
	// Output:
	// shared: true length: 3 sum: 12
	// [2. 4. 6.]
}
