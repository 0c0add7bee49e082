package tensor_test

import (
	"fmt"

	"github.com/fixedrank/tensor"
)

// Elementwise math is one call with the function named by value: np.exp(x)
// is tensor.Unary(tensor.Exp, x), and np.log(x, out=x) is
// tensor.UnaryTo(x, tensor.Log, x).
func ExampleUnary() {
	x, _ := tensor.FromSlice([]float64{0, 1, -1, 2}, [1]int{4})
	y, _ := tensor.Unary(tensor.Exp, x)
	fmt.Printf("%.6f\n", y.Data())
	_ = tensor.UnaryTo(y, tensor.Log, y) // in place
	fmt.Println(y.Data())
	s, _ := tensor.Unary(tensor.Sin, x)
	fmt.Printf("%.4f %s\n", s.Data(), tensor.Sin)
	// Output:
	// [1.000000 2.718282 0.367879 7.389056]
	// [0 1 -1 2]
	// [0.0000 0.8415 -0.8415 0.9093] sin
}
