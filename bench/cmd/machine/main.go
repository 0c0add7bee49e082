// Command machine prints what the library chose for the machine it runs
// on (the vector kernels, the caches they were tuned for, the store kind
// threshold and the GEMM blocks) and the number of workers, so that every
// figure make bench prints comes with the choices behind it.
package main

import (
	"fmt"

	"github.com/fixedrank/tensor"
)

func main() {
	fmt.Printf("%s; %d workers\n", tensor.Machine(), tensor.Workers())
}
