//go:build amd64 && !purego

package kernel

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestCPUFamily: CPUID's family is the one Linux reports as "cpu family"
// in /proc/cpuinfo.
func TestCPUFamily(t *testing.T) {
	f, err := os.Open("/proc/cpuinfo")
	if err != nil {
		t.Skip("no /proc/cpuinfo")
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), ":")
		if !ok || strings.TrimSpace(k) != "cpu family" {
			continue
		}
		want, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil {
			t.Fatalf("cpu family %q: %v", v, err)
		}
		if got := cpuFamily(); got != want {
			t.Errorf("cpuFamily() = %d, /proc/cpuinfo says %d", got, want)
		}
		return
	}
	t.Skip("/proc/cpuinfo has no cpu family line")
}
