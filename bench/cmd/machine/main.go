// Command machine prints what the library chose for the machine it runs
// on: the GEMM micro-kernels, the cache sizes they were blocked for and the
// block sizes. make bench prints it before the results, so that every
// figure comes with the choices behind it.
package main

import (
	"fmt"

	"github.com/fixedrank/tensor/internal/kernel"
)

func main() {
	c := kernel.MachineCaches()
	b := kernel.GemmBlocking()
	fmt.Printf("GEMM micro-kernels: %s; caches L1d %d KiB, L2 %d KiB, L3 %d MiB; float64 blocks MC %d, KC %d, NC %d\n",
		kernel.GemmISA(), c.L1>>10, c.L2>>10, c.L3>>20, b.MC, b.KC, b.NC)
}
