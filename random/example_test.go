package random_test

import (
	"fmt"

	"github.com/fixedrank/tensor"
	"github.com/fixedrank/tensor/random"
)

// A generator seeded as np.random.default_rng(42) draws NumPy's numbers.
func Example() {
	rng := random.New(42) // np.random.default_rng(42)
	x, _ := tensor.Zeros[float64]([1]int{3})
	_ = random.Random(rng, x) // rng.random(3)
	fmt.Printf("%.8f\n", x.Data())
	n, _ := tensor.Zeros[float64]([2]int{2, 2})
	_ = random.StandardNormal(rng, n) // rng.standard_normal((2, 2))
	fmt.Printf("%.8f\n", n.Data())
	k, _ := tensor.Zeros[int64]([1]int{5})
	_ = random.Integers(rng, k, 0, 10, false) // rng.integers(0, 10, 5)
	fmt.Println(k.Data())
	p, _ := random.Permutation(rng, 5) // rng.permutation(5)
	fmt.Println(p.Data())
	// Output:
	// [0.77395605 0.43887844 0.85859792]
	// [0.94056472 -1.95103519 -1.30217951 0.12784040]
	// [7 7 5 1 8]
	// [3 0 2 4 1]
}
