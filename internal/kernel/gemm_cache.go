package kernel

import (
	"os"
	"strconv"
	"strings"
	"sync"
)

// Blocking is the block sizes of the GEMM loops for one micro-kernel on
// this machine (BLIS's MC, KC and NC): a KC×NR micro-panel of B fills the
// L1 data cache (KC at most 384), an MC×KC block of A about 3/8 of L2, and
// a KC×NC slice of B a quarter of the last-level cache. Measured on a
// 2-core Intel Xeon with AVX-512 (48 KiB L1d, 2 MiB L2): float64 2048²
// products ran at 52 GFLOPS with half of L1 and of L2, 70 with these.
type Blocking struct{ MC, KC, NC int }

// Caches holds the data cache sizes in bytes that the blocking is derived
// from: L1 and L2 of one core, and the last level.
type Caches struct{ L1, L2, L3 int }

// MachineCaches returns the data cache sizes of this machine: read from
// Linux's /sys/devices/system/cpu/cpu0/cache, and where a size cannot be
// read there, from CPUID's cache parameters (x86-64), and failing both,
// that of a common x86-64 core (32 KiB, 1 MiB, 8 MiB).
var MachineCaches = sync.OnceValue(func() Caches {
	c := Caches{L1: 32 << 10, L2: 1 << 20, L3: 8 << 20}
	for _, f := range [...]Caches{cpuidCaches(), sysfsCaches()} {
		c = c.merge(f)
	}
	return c
})

// merge returns c with the sizes that o reports (nonzero) in place of c's.
func (c Caches) merge(o Caches) Caches {
	for level, n := range [...]int{1: o.L1, 2: o.L2, 3: o.L3} {
		if n > 0 {
			c = c.with(level, n)
		}
	}
	return c
}

// with returns c with the given level's size set to n.
func (c Caches) with(level, n int) Caches {
	switch level {
	case 1:
		c.L1 = n
	case 2:
		c.L2 = n
	case 3:
		c.L3 = n
	}
	return c
}

// sysfsCaches returns the data and unified cache sizes Linux reports for
// cpu0, 0 for a level it does not.
func sysfsCaches() Caches {
	var c Caches
	for i := range 8 {
		dir := "/sys/devices/system/cpu/cpu0/cache/index" + strconv.Itoa(i) + "/"
		level, err1 := os.ReadFile(dir + "level")
		kind, err2 := os.ReadFile(dir + "type")
		size, err3 := os.ReadFile(dir + "size")
		if err1 != nil || err2 != nil || err3 != nil {
			continue
		}
		if t := strings.TrimSpace(string(kind)); t != "Data" && t != "Unified" {
			continue
		}
		n := parseCacheSize(strings.TrimSpace(string(size)))
		l, err := strconv.Atoi(strings.TrimSpace(string(level)))
		if n <= 0 || err != nil {
			continue
		}
		c = c.with(l, n)
	}
	return c
}

// cacheLevel decodes one subleaf of CPUID's deterministic cache
// parameters (EAX, EBX, ECX of leaf 4, or AMD's 0x8000001D, which has the
// same layout): the cache's level and size in bytes (ways × partitions ×
// line size × sets), and whether it is a data or unified cache; ok is
// false at the end of the list (type 0). An instruction cache reports
// level 0.
func cacheLevel(eax, ebx, ecx uint32) (level, size int, ok bool) {
	typ := eax & 0x1f
	if typ == 0 {
		return 0, 0, false
	}
	if typ != 1 && typ != 3 { // 1 data, 2 instruction, 3 unified
		return 0, 0, true
	}
	ways := int(ebx>>22) + 1
	parts := int(ebx>>12&0x3ff) + 1
	line := int(ebx&0xfff) + 1
	sets := int(ecx) + 1
	return int(eax >> 5 & 7), ways * parts * line * sets, true
}

// parseCacheSize reads a size as sysfs writes it ("48K", "2048K", "30M").
func parseCacheSize(s string) int {
	mul := 1
	switch {
	case strings.HasSuffix(s, "K"):
		mul, s = 1<<10, s[:len(s)-1]
	case strings.HasSuffix(s, "M"):
		mul, s = 1<<20, s[:len(s)-1]
	case strings.HasSuffix(s, "G"):
		mul, s = 1<<30, s[:len(s)-1]
	}
	n, err := strconv.Atoi(s)
	if err != nil || n <= 0 || n > 1<<20 {
		return 0
	}
	return n * mul
}

// gemmBlocking returns the block sizes for an mr×nr micro-kernel of
// elements of size bytes on this machine's caches.
func gemmBlocking(mr, nr, size int) Blocking {
	if testBlocking != nil {
		return testBlocking(mr, nr)
	}
	return blockingFor(MachineCaches(), mr, nr, size)
}

// testBlocking, when set by a test, replaces the block sizes, so that small
// products run every loop of the blocking several times.
var testBlocking func(mr, nr int) Blocking

// blockingFor derives the block sizes from cache sizes (see [Blocking]),
// kept within bounds that leave every loop useful work on any cache.
func blockingFor(c Caches, mr, nr, size int) Blocking {
	kc := min(max(c.L1/(nr*size)&^7, 64), 384)
	mc := min(max(c.L2*3/8/(kc*size)/mr*mr, mr), 4096/mr*mr)
	nc := min(max(c.L3/4/(kc*size)/nr*nr, nr), 8192/nr*nr)
	return Blocking{MC: mc, KC: kc, NC: nc}
}

// GemmBlocking returns the block sizes float64 products use on this
// machine, for reports such as make bench's header.
func GemmBlocking() Blocking {
	g := gemmFor[float64]()
	return gemmBlocking(g.mr, g.nr, 8)
}
