package engine

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
	"unsafe"
)

// vmFlags returns the VmFlags line of the mapping that holds address a in
// /proc/self/smaps.
func vmFlags(t *testing.T, a uintptr) string {
	t.Helper()
	f, err := os.Open("/proc/self/smaps")
	if err != nil {
		t.Skip("no /proc/self/smaps:", err)
	}
	defer f.Close()
	in := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if lo, hi, ok := strings.Cut(strings.Fields(line)[0], "-"); ok && !strings.HasSuffix(strings.Fields(line)[0], ":") {
			l, err1 := strconv.ParseUint(lo, 16, 64)
			h, err2 := strconv.ParseUint(hi, 16, 64)
			in = err1 == nil && err2 == nil && uint64(a) >= l && uint64(a) < h
			continue
		}
		if in && strings.HasPrefix(line, "VmFlags:") {
			return line
		}
	}
	t.Fatalf("no mapping holds %#x", a)
	return ""
}

// TestAdviseHuge checks that a large buffer's whole 2 MiB pages are
// advised for huge pages ("hg" among the mapping's flags) where the kernel
// takes the advice, for the cleared and the uncleared allocations.
func TestAdviseHuge(t *testing.T) {
	if hugePageMode() != "madvise" {
		t.Skipf("transparent huge pages are %q here, not madvise", hugePageMode())
	}
	for name, make := range map[string]func() ([]float64, error){
		"MakeBuf":    func() ([]float64, error) { return MakeBuf[float64]("t", 3<<20) },
		"MakeResult": func() ([]float64, error) { return MakeResult[float64]("t", 3<<20) },
	} {
		b, err := make()
		if err != nil {
			t.Fatal(err)
		}
		p := uintptr(unsafe.Pointer(&b[0]))
		lo := (p + hugePage - 1) &^ (hugePage - 1)
		if flags := vmFlags(t, lo); !strings.Contains(flags, " hg") {
			t.Errorf("%s: the 24 MiB buffer's first whole huge page is not advised: %s", name, flags)
		}
		if flags := vmFlags(t, (p+uintptr(len(b))*8)&^(hugePage-1)-1); !strings.Contains(flags, " hg") {
			t.Errorf("%s: the 24 MiB buffer's last whole huge page is not advised: %s", name, flags)
		}
	}
	if HugePages() != "huge pages advised from 4 MiB" {
		t.Errorf("HugePages() = %q", HugePages())
	}
}
