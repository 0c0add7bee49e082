//go:build linux

package npy

import (
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"syscall"
	"testing"

	"github.com/fixedrank/tensor"
)

// TestMapLarge maps a sparse 1 GiB file, sums a strided view of it that
// touches every 4096th element and checks that the Go heap stays small.
func TestMapLarge(t *testing.T) {
	if testing.Short() {
		t.Skip("writes a sparse 1 GiB file")
	}
	dir := t.TempDir()
	const n = 1 << 27 // float64 elements: 1 GiB
	if st := (syscall.Statfs_t{}); syscall.Statfs(dir, &st) != nil || uint64(st.Bavail)*uint64(st.Bsize) < 2<<30 {
		t.Skip("the temporary directory lacks 2 GiB of free space")
	}
	path := filepath.Join(dir, "big.npy")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := writeHeader(f, Header{Descr: "<f8", Shape: []int{n / 4096, 4096}}); err != nil {
		t.Fatal(err)
	}
	const off = 128
	if err := f.Truncate(off + 8*n); err != nil {
		t.Skipf("cannot make a 1 GiB file: %v", err)
	}
	// Element k*4096 holds k for a few k, the rest are zeros (holes).
	ks := []int{0, 1, 7, 1000, n/4096 - 1}
	var want float64
	for _, k := range ks {
		if _, err := f.WriteAt(binary.LittleEndian.AppendUint64(nil, math.Float64bits(float64(k))), off+8*int64(k)*4096); err != nil {
			t.Fatal(err)
		}
		want += float64(k)
	}
	// One value off the strided view, which the sum must not see.
	f.WriteAt(binary.LittleEndian.AppendUint64(nil, math.Float64bits(1e9)), off+8*4097)
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	var ms runtime.MemStats
	peak := uint64(0)
	heap := func() {
		runtime.ReadMemStats(&ms)
		peak = max(peak, ms.HeapAlloc, ms.HeapInuse)
	}
	heap()
	m, err := Map[float64, [2]int](path)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	heap()
	if !m.ZeroCopy() {
		t.Fatalf("not mapped: %s", m.Reason())
	}
	col, err := tensor.Select[[1]int](m.Tensor(), 1, 0) // every 4096th element
	if err != nil {
		t.Fatal(err)
	}
	var sum float64
	for v := range col.Values() {
		sum += v
	}
	heap()
	if sum != want {
		t.Errorf("sum of every 4096th element = %v, want %v", sum, want)
	}
	if v, _ := m.Tensor().At(1, 1); v != 1e9 {
		t.Errorf("element 4097 = %v, want 1e9", v)
	}
	if peak >= 64<<20 {
		t.Errorf("heap reached %d bytes, want < 64 MiB", peak)
	}
}
