package kernel

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"sync"
)

// Tuning is what the kernels chose for the running machine, derived once
// from what the CPU reports: its vector extensions and its data caches.
// Nothing in it is one machine's constant.
type Tuning struct {
	// ISA names the widest vector kernels in use: "AVX-512", "AVX2+FMA",
	// "AVX2" or "Go".
	ISA string
	// Vendor is the CPU's vendor as Linux reports it (vendor_id in
	// /proc/cpuinfo: "GenuineIntel", "AuthenticAMD"), or "" where it
	// cannot be read.
	Vendor string
	// Family is the CPU's family as CPUID reports it (6 for Intel's
	// cores, 25 for AMD Zen 3 and Zen 4, 26 for Zen 5), 0 where it cannot
	// be read.
	Family int
	// Caches are the data cache sizes the block sizes come from.
	Caches Caches
	// NtBytes is the destination size from which transposing copies store
	// with non-temporal stores (which skip reading the destination's lines
	// and leave the result out of the caches). Below it, the result should
	// stay in the caches for its reader. It is four times the per-core L2
	// (a result that large leaves L2 and most of a share of L3), at least
	// 4 MiB and at most a quarter of L3. Measured on a 2-core Intel Xeon
	// with AVX-512 and 2 MiB of L2, a float64 transpose followed by one
	// read of the result (ordinary vs non-temporal stores): 4 MiB 2.3 vs
	// 4.9 ms, 8 MiB 5.0 vs 4.8 ms, 32 MiB 28 vs 21 ms, so 8 MiB there.
	NtBytes int
	// FillNtBytes is the destination size from which a fill of one value
	// stores non-temporally, at least NtBytes: half the L3 the CPU
	// reports, and on AMD's Zen 5 (family 26) and later eight times it. A
	// fill's only memory is its destination, so the caches keep a larger
	// one than they keep of a copy or an operation of two operands. Zen 5
	// writes whole lines with ordinary stores nearly as fast as with
	// non-temporal ones: on a 2-core Zen 5 VM reporting an 8 MiB L3,
	// float64 fills with ordinary and non-temporal stores took 97 vs 235
	// µs for 8 MiB, 0.72-0.82 vs 0.95-0.97 ms for 32 MiB, 2.1-2.6 vs
	// 1.9-2.0 ms for 64 MiB and 4.5-6.6 vs 3.7-4.0 ms for 128 MiB. Zen 3
	// reads each line before an ordinary store writes it: on a 2-core Zen
	// 3 VM reporting a 32 MiB L3, 0.16-0.20 vs 0.41-0.44 ms for 8 MiB,
	// 1.15-1.5 vs 0.83-0.86 ms for 16 MiB, 3.0-3.4 vs 1.6-1.8 ms for 32 MiB
	// and 13.2-14.3 vs 6.5-7.1 ms for 128 MiB. Intel's cores were not
	// measured under this rule; they take the Zen 3 one (on the Intel Xeon
	// VM, whose L3 reads 480 MiB, that is 240 MiB: ordinary stores).
	FillNtBytes int
	// TransposeTile is the destination tile a transposing copy walks:
	// the destination is covered in bands of Cols columns (Cols source
	// rows, read in step), each band down its rows Rows at a time. Zero
	// Rows is a whole band at once, zero Cols a band one vector block wide
	// (8 float64, 16 float32 columns). AMD CPUs get 32 rows by 128
	// columns: on a 2-core AMD EPYC (Zen 5) VM a float64 4096² transpose
	// took 9.0-9.2 ms against 11-12 ms in the strips of 32 destination
	// rows across all columns used before, and the float32 4096x8192 one
	// 11.7-13.8 ms against 17.6-21 ms (copy() of the same 128 MiB 7.4-10
	// ms, the cases alternated; huge pages; the kernel called on each tile
	// directly). AMD's family 25 with AVX-512 (Zen 4) gets 256 rows by 128
	// columns: there, reading each source row in short runs costs more than
	// writing each destination row in them (the 32x128 walk of a float64
	// 4096² transpose with the stores left out took 10.4 ms, with the
	// loads left out 5.0 ms), and taller tiles lengthen the reads. On a 2-core
	// AMD EPYC (Zen 4) VM, one worker, the two tiles' builds alternated
	// twice: float64 4096² 11.3 vs 9.5-9.7 ms, float32 4096x8192 15-20 vs
	// 11.4-11.7 ms, Permute(2, 1, 0) of 256³ 13.3-14.0 vs 11.2-11.7 ms
	// (copy() of the same bytes about 6 ms; 512, whole-band and 64-column
	// tiles within the noise of 256x128). Where the AVX-512 kernels do not
	// run (Zen 3, or Zen 4 with them turned off) AMD CPUs keep 32x128.
	// Others get {0, 0}, a single
	// pass down narrow bands: on a 2-core Intel Xeon with AVX-512 that ran
	// at 1.3x copy()'s speed.
	TransposeTile Tile
	// Gemm is the float64 GEMM block sizes (BLIS's MC, KC, NC).
	Gemm Blocking
	// SortSplit is the lane length from which a sort first splits the lane
	// into buckets by its keys' leading 11 bits and sorts each bucket in
	// cache: a lane whose 8-byte keys and their scratch (16 bytes an
	// element) would fill more than half of L2, at least 16 K elements.
	// On a 2 MiB L2 that is 64 K, where it was measured: a 1 M float64
	// sort took 33-35 ms split against 40-43 ms in six passes.
	SortSplit int
}

// Tune returns the machine's tuning; it is computed on first use.
var Tune = sync.OnceValue(func() Tuning {
	c := MachineCaches()
	v, f := cpuVendor(), cpuFamily()
	return Tuning{
		ISA:     isaName(),
		Vendor:  v,
		Family:  f,
		Caches:  c,
		NtBytes: ntBytesFor(c),
		Gemm:    GemmBlocking(),

		FillNtBytes: fillNtBytesFor(c, v, f),

		TransposeTile: transposeTileFor(v, f, transposeWide),

		SortSplit: sortSplitFor(c),
	}
})

// ntBytesFor is the non-temporal threshold for caches c (see
// [Tuning.NtBytes]).
func ntBytesFor(c Caches) int {
	return max(4<<20, min(4*c.L2, c.L3/4))
}

// fillNtBytesFor is the fills' non-temporal threshold for caches c on a
// CPU of vendor v and family f (see [Tuning.FillNtBytes]).
func fillNtBytesFor(c Caches, v string, f int) int {
	if v == "AuthenticAMD" && f >= 26 {
		return max(ntBytesFor(c), 8*c.L3)
	}
	return max(ntBytesFor(c), c.L3/2)
}

// sortSplitFor is the sort's split length for caches c (see
// [Tuning.SortSplit]).
func sortSplitFor(c Caches) int { return max(16<<10, c.L2/32) }

// transposeTileFor is the transposing copies' tile for a CPU of vendor v
// and family f, wide when the AVX-512 transpose kernels run (see
// [Tuning.TransposeTile]).
func transposeTileFor(v string, f int, wide bool) Tile {
	switch {
	case v == "AuthenticAMD" && f == 25 && wide: // Zen 4
		return Tile{Rows: 256, Cols: 128}
	case v == "AuthenticAMD":
		return Tile{Rows: 32, Cols: 128}
	}
	return Tile{}
}

// Tile is a block of a matrix in rows and columns.
type Tile struct{ Rows, Cols int }

// cpuVendor reads the first vendor_id line of /proc/cpuinfo; "" where
// there is none.
func cpuVendor() string { return cpuinfo("vendor_id") }

// cpuinfo returns the value of the first line of /proc/cpuinfo whose key
// is key, spaces trimmed; "" where there is none.
func cpuinfo(key string) string {
	f, err := os.Open("/proc/cpuinfo")
	if err != nil {
		return ""
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), ":")
		if ok && strings.TrimSpace(k) == key {
			return strings.TrimSpace(v)
		}
	}
	return ""
}

func isaName() string {
	switch {
	case haveAVX2 && haveFMA && haveAVX512:
		return "AVX-512"
	case haveAVX2 && haveFMA:
		return "AVX2+FMA"
	case haveAVX2:
		return "AVX2"
	}
	return "Go"
}

// String is Tuning in one line, as make bench's header prints it.
func (t Tuning) String() string {
	walk := "in one pass of narrow bands"
	if t.TransposeTile != (Tile{}) {
		walk = fmt.Sprintf("in tiles of %dx%d", t.TransposeTile.Rows, t.TransposeTile.Cols)
	}
	vendor := t.Vendor
	if vendor == "" {
		vendor = "vendor unknown"
	}
	if t.Family > 0 {
		vendor += fmt.Sprintf(" family %d", t.Family)
	}
	return fmt.Sprintf("%s kernels (%s); caches L1d %d KiB, L2 %d KiB, L3 %d MiB; non-temporal stores from %d MiB (fills from %d MiB); transposes %s; float64 GEMM blocks MC %d, KC %d, NC %d; sorts split lanes from %d K",
		t.ISA, vendor, t.Caches.L1>>10, t.Caches.L2>>10, t.Caches.L3>>20, t.NtBytes>>20, t.FillNtBytes>>20, walk, t.Gemm.MC, t.Gemm.KC, t.Gemm.NC, t.SortSplit>>10)
}

// StreamRead reads every element of x (len(x) a multiple of 8) and
// returns one of its running sums: the read-bandwidth reference that make
// bench measures the reductions against. It is not NumPy's sum. Where the
// vector kernels serve, it reads the four quarters of x side by side
// (sumLeaves4F64, BufSize elements of each a call), as the reductions'
// kernels do: on some CPUs one sequential stream leaves the memory idle
// (see sumStreams), and the ceiling is the faster way to read. The rest,
// and a whole x without the kernels, goes through the loop of eight
// running sums.
func StreamRead(x []float64) float64 {
	var r [8]float64
	if len(x) < 8 {
		return 0
	}
	q := len(x) / sumStreams / BufSize * BufSize // elements of each quarter
	var out [sumStreams * BufSize / pwBlock]float64
	if q > 0 && haveLeaves[float64]() { // as ChunkSums decides
		for i := 0; i < q; i += BufSize {
			sumLeaves4Fast(x[i:q*sumStreams], q, out[:])
		}
		x = x[q*sumStreams:]
	}
	if n := len(x) &^ 7; n > 0 && !sumBlockFast(x[:n], &r) {
		sumBlockGo(x[:n], &r)
	}
	return r[0] + out[0]
}
