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

// Complex tensors take the same calls (np.exp(z), np.conj(z)); the real
// functions of a complex number, np.abs(z), np.angle(z), np.real(z) and
// np.imag(z), are Part with the part type named.
func ExamplePart() {
	z, _ := tensor.FromSlice([]complex128{3 + 4i, -1, 1i}, [1]int{3})
	mag, _ := tensor.Part[float64](tensor.AbsPart, z)
	ang, _ := tensor.Part[float64](tensor.AnglePart, z)
	fmt.Println(mag.Data())
	fmt.Printf("%.4f\n", ang.Data())
	c, _ := tensor.Unary(tensor.Conjugate, z)
	fmt.Println(c.Data())
	e, _ := tensor.Unary(tensor.Exp, z)
	fmt.Printf("%.4f\n", e.Data())
	// Output:
	// [5 1 1]
	// [0.9273 3.1416 1.5708]
	// [(3-4i) (-1-0i) (0-1i)]
	// [(-13.1288-15.2008i) (0.3679+0.0000i) (0.5403+0.8415i)]
}
