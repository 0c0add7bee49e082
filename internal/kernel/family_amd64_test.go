//go:build amd64 && !purego

package kernel

import (
	"strconv"
	"testing"
)

// TestCPUFamily: CPUID's family is the one Linux reports as "cpu family"
// in /proc/cpuinfo.
func TestCPUFamily(t *testing.T) {
	v := cpuinfo("cpu family")
	if v == "" {
		t.Skip("no cpu family in /proc/cpuinfo")
	}
	want, err := strconv.Atoi(v)
	if err != nil {
		t.Fatalf("cpu family %q: %v", v, err)
	}
	if got := cpuFamily(); got != want {
		t.Errorf("cpuFamily() = %d, /proc/cpuinfo says %d", got, want)
	}
}

// TestPowKernelTakesNegativeBases: the float64 power kernel itself takes
// vectors of negative bases with integer exponents (rather than leaving
// them to Go), at every width this CPU has.
func TestPowKernelTakesNegativeBases(t *testing.T) {
	if !haveAVX2 || !haveFMA {
		t.Skip("no AVX2 and FMA")
	}
	a, b := make([]float64, 64), make([]float64, 64)
	for i := range a {
		a[i], b[i] = -1.5-float64(i), float64(i%7-3)
	}
	d := make([]float64, 64)
	forEachWidth(&ufuncWide, func() {
		if k := func2Kernel(FPower, d, a, b, 1); k != len(d) {
			t.Errorf("wide %v: the kernel stored %d of %d", ufuncWide, k, len(d))
		}
		if k := func2Kernel(FPower, d, a, []float64{3}, 0); k != len(d) {
			t.Errorf("wide %v, one exponent: the kernel stored %d of %d", ufuncWide, k, len(d))
		}
	})
}
