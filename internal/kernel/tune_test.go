package kernel

import "testing"

// TestTuningFromCaches: the choices follow the caches a CPU reports, on
// the machines the suite runs on and on a laptop.
func TestTuningFromCaches(t *testing.T) {
	for _, c := range []struct {
		name           string
		caches         Caches
		vendor         string
		family         int
		ntBytes, split int
		fillNtBytes    int
	}{
		// 2-core Intel Xeon VM (Sapphire Rapids class), 2 MiB L2.
		{name: "Intel Xeon", caches: Caches{L1: 48 << 10, L2: 2 << 20, L3: 480 << 20}, vendor: "GenuineIntel", family: 6, ntBytes: 8 << 20, split: 64 << 10, fillNtBytes: 240 << 20},
		// 2-core AMD EPYC (Zen 3) VM: 512 KiB L2, 32 MiB L3.
		{name: "AMD EPYC Zen 3", caches: Caches{L1: 32 << 10, L2: 512 << 10, L3: 32 << 20}, vendor: "AuthenticAMD", family: 25, ntBytes: 4 << 20, split: 16 << 10, fillNtBytes: 16 << 20},
		// 2-core AMD EPYC (Zen 5) VM: 1 MiB L2, 8 MiB L3 reported.
		{name: "AMD EPYC Zen 5", caches: Caches{L1: 48 << 10, L2: 1 << 20, L3: 8 << 20}, vendor: "AuthenticAMD", family: 26, ntBytes: 4 << 20, split: 32 << 10, fillNtBytes: 64 << 20},
		// A laptop's Intel core: 1.25 MiB L2, 12 MiB L3 (a quarter: 3 MiB).
		{name: "laptop", caches: Caches{L1: 48 << 10, L2: 1280 << 10, L3: 12 << 20}, vendor: "GenuineIntel", family: 6, ntBytes: 4 << 20, split: 40 << 10, fillNtBytes: 6 << 20},
		// A server with a large L2 and L3: four L2s.
		{name: "large L2", caches: Caches{L1: 48 << 10, L2: 4 << 20, L3: 256 << 20}, ntBytes: 16 << 20, split: 128 << 10, fillNtBytes: 128 << 20},
	} {
		if got := ntBytesFor(c.caches); got != c.ntBytes {
			t.Errorf("%s: non-temporal from %d bytes, want %d", c.name, got, c.ntBytes)
		}
		if got := fillNtBytesFor(c.caches, c.vendor, c.family); got != c.fillNtBytes {
			t.Errorf("%s: fills non-temporal from %d bytes, want %d", c.name, got, c.fillNtBytes)
		}
		if got := sortSplitFor(c.caches); got != c.split {
			t.Errorf("%s: sort split at %d, want %d", c.name, got, c.split)
		}
	}
	for _, c := range []struct {
		vendor string
		family int
		wide   bool
		want   Tile
	}{
		{"AuthenticAMD", 25, true, Tile{256, 128}}, // Zen 4
		{"AuthenticAMD", 25, false, Tile{32, 128}}, // Zen 3, or Zen 4 on AVX2
		{"AuthenticAMD", 26, true, Tile{32, 128}},  // Zen 5
		{"GenuineIntel", 6, true, Tile{}},
		{"", 0, false, Tile{}},
	} {
		if got := transposeTileFor(c.vendor, c.family, c.wide); got != c.want {
			t.Errorf("vendor %q family %d wide %v: transposes in tiles of %v, want %v", c.vendor, c.family, c.wide, got, c.want)
		}
	}
	if s := Tune().String(); s == "" {
		t.Error("Tune().String() is empty")
	}
}

// TestCacheLevel decodes CPUID cache parameters as leaf 4 and AMD's
// 0x8000001D give them: a 48 KiB 12-way L1d, a 2 MiB 16-way unified L2,
// an instruction cache (skipped) and the end of the list.
func TestCacheLevel(t *testing.T) {
	for _, c := range []struct {
		eax, ebx, ecx uint32
		level, size   int
		ok            bool
	}{
		{1<<5 | 1, 11<<22 | 63, 63, 1, 48 << 10, true},
		{2<<5 | 3, 15<<22 | 63, 2047, 2, 2 << 20, true},
		{3<<5 | 3, 11<<22 | 1<<12 | 63, 16383, 3, 24 << 20, true},
		{1<<5 | 2, 7<<22 | 63, 63, 0, 0, true},
		{0, 0, 0, 0, 0, false},
	} {
		level, size, ok := cacheLevel(c.eax, c.ebx, c.ecx)
		if level != c.level || size != c.size || ok != c.ok {
			t.Errorf("cacheLevel(%#x, %#x, %#x) = %d, %d, %v; want %d, %d, %v", c.eax, c.ebx, c.ecx, level, size, ok, c.level, c.size, c.ok)
		}
	}
	got := Caches{L1: 32 << 10, L2: 1 << 20, L3: 8 << 20}.merge(Caches{L1: 48 << 10, L3: 32 << 20})
	if want := (Caches{L1: 48 << 10, L2: 1 << 20, L3: 32 << 20}); got != want {
		t.Errorf("merge = %+v, want %+v", got, want)
	}
	if c := MachineCaches(); c.L1 < 8<<10 || c.L2 < c.L1 || c.L3 < 1<<20 {
		t.Errorf("MachineCaches() = %+v", c)
	}
}
