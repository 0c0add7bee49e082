package engine

import (
	"bufio"
	"os"
	"runtime"
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
	want := "huge pages advised and aligned from 4 MiB"
	if !placesBuffers {
		want = "huge pages advised from 4 MiB"
	}
	if HugePages() != want {
		t.Errorf("HugePages() = %q, want %q", HugePages(), want)
	}
}

// TestAlignedHuge checks that buffers of 4 MiB or more of bool and the
// number types start on a huge page boundary where the kernel gives huge
// pages, that MakeBuf's are cleared when they follow, after a collection,
// buffers of the same size that were written (the runtime then reuses the
// memory; the test failed when MakeBuf asked for uncleared memory), and
// that smaller buffers and types that hold pointers come from make.
func TestAlignedHuge(t *testing.T) {
	if !hugePagesOn() {
		t.Skipf("transparent huge pages are %q here", hugePageMode())
	}
	if alignedHuge[float64](HugeAdviceBytes/8, false) == nil {
		t.Skip("this build cannot place buffers (purego, or not the gc toolchain)")
	}
	for round := range 4 {
		r, err := MakeResult[float64]("t", 5<<19) // 20 MiB
		if err != nil {
			t.Fatal(err)
		}
		if p := uintptr(unsafe.Pointer(&r[0])); p%hugePage != 0 {
			t.Fatalf("round %d: MakeResult's 20 MiB buffer starts at %#x, not on a huge page", round, p)
		}
		for i := range r {
			r[i] = -1
		}
		r = nil
		runtime.GC()
		b, err := MakeBuf[float64]("t", 5<<19)
		if err != nil {
			t.Fatal(err)
		}
		if p := uintptr(unsafe.Pointer(&b[0])); p%hugePage != 0 {
			t.Fatalf("round %d: MakeBuf's 20 MiB buffer starts at %#x, not on a huge page", round, p)
		}
		for i, v := range b {
			if v != 0 {
				t.Fatalf("round %d: MakeBuf's element %d is %v, want 0", round, i, v)
			}
		}
		for i := range b {
			b[i] = -2
		}
		runtime.GC()
	}
	bools, _ := MakeResult[bool]("t", 4<<20)
	if p := uintptr(unsafe.Pointer(&bools[0])); p%hugePage != 0 {
		t.Errorf("a 4 MiB bool buffer starts at %#x, not on a huge page", p)
	}
	if len(bools) != 4<<20 {
		t.Errorf("a 4 MiB bool buffer has len %d", len(bools))
	}
	if alignedHuge[float64](HugeAdviceBytes/8-1, true) != nil {
		t.Error("alignedHuge placed a buffer below HugeAdviceBytes")
	}
	if alignedHuge[*int](HugeAdviceBytes, true) != nil || alignedHuge[string](HugeAdviceBytes, true) != nil {
		t.Error("alignedHuge placed a buffer of a type that holds pointers")
	}
}
