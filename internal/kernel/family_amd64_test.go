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
