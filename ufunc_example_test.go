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

func ExampleBinaryAs() {
	// np.power(ints, floats) and ints - 0.5: NumPy computes a mix of int
	// and float in float64, and BinaryAs names that type once.
	ints, err := tensor.FromSlice([]int32{1, 4, 9}, [1]int{3})
	if err != nil {
		panic(err)
	}
	exps, err := tensor.FromSlice([]float64{2, 0.5, -1}, [1]int{3})
	if err != nil {
		panic(err)
	}
	p, err := tensor.BinaryAs[float64](tensor.Power, ints, exps)
	if err != nil {
		panic(err)
	}
	d, err := tensor.BinaryAs[float64](tensor.Minus, ints, 0.5)
	if err != nil {
		panic(err)
	}
	// np.maximum of int8 and uint8 is int16 in NumPy.
	s, _ := tensor.FromSlice([]int8{-100, 7}, [1]int{2})
	u, _ := tensor.FromSlice([]uint8{200, 3}, [1]int{2})
	m, err := tensor.BinaryAs[int16](tensor.Maximum, s, u)
	if err != nil {
		panic(err)
	}
	fmt.Println(p, d, m)
	// Output:
	// [1.         2.         0.11111111] [0.5 3.5 8.5] [200   7]
}

func ExampleUnaryAs() {
	// np.sqrt of an int array is float64.
	ints, err := tensor.FromSlice([]int{1, 2, 16}, [1]int{3})
	if err != nil {
		panic(err)
	}
	r, err := tensor.UnaryAs[float64](tensor.Sqrt, ints)
	if err != nil {
		panic(err)
	}
	fmt.Println(r)
	// Output:
	// [1.         1.41421356 4.        ]
}
