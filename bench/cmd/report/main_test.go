package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// csvSample is benchstat -format csv output for a small run (the warnings
// benchstat prints go to stderr and are not part of it).
const csvSample = `goos: linux
goarch: amd64
pkg: github.com/fixedrank/tensor/bench
cpu: AMD EPYC
,bench.txt,
,sec/op,CI
Index/16^3/handwritten-2,2.0e-06,±1%
Index/16^3/unchecked-2,2.5e-06,±2%
Index/16^3/Index3-2,2.1e-06,±2%
Index/4x4x4x8x8/handwritten-2,2.0e-06,±1%
Index/4x4x4x8x8/Ptr5-2,2.5e-06,±2%
Copy/128MiB/copy()-2,0.01,±3%
"Copy/128MiB/permute(2,1,0)-256^3-2",0.02,±3%
Copy/128MiB/transpose-4096^2-2,0.015,±3%
Copy/128MiB/gonum-copy-transpose-4096^2-2,0.06,±3%
Views/64^3/permute-2,4.0e-08,±1%
geomean,1.0e-03,

,bench.txt,
,B/s,CI
Copy/128MiB/copy()-2,1.342e+10,±3%
"Copy/128MiB/permute(2,1,0)-256^3-2",6.71e+09,±3%
Copy/128MiB/transpose-4096^2-2,8.95e+09,±3%
geomean,1.0e+10,

,bench.txt,
,allocs/op,CI
Index/16^3/handwritten-2,0,∞
Views/64^3/permute-2,1,∞
`

func TestReport(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "b.csv")
	if err := os.WriteFile(in, []byte(csvSample), 0o644); err != nil {
		t.Fatal(err)
	}
	np := filepath.Join(dir, "np.json")
	if err := os.WriteFile(np, []byte(`{"Copy/128MiB/permute(2,1,0)-256^3": 1.0e9, "Copy/128MiB/transpose-4096^2": 4.0e9}`), 0o644); err != nil {
		t.Fatal(err)
	}
	md, svg := filepath.Join(dir, "r.md"), filepath.Join(dir, "c.svg")
	if err := run(in, md, svg, np, "test machine"); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(md)
	if err != nil {
		t.Fatal(err)
	}
	got := string(b)
	for _, want := range []string{
		"Machine: test machine.",
		// 2.0µs / 2.5µs = 0.80 < 1/1.10: missed.
		"| Index/16^3/unchecked | 2.50µs |  |  | handwritten | 0.80 | ≤ 1.10x hand-written time | **MISSED** |",
		// 2.0µs / 2.1µs = 0.95 >= 0.90: met; 2.0µs / 2.5µs = 0.80: missed.
		"| Index/16^3/Index3 | 2.10µs |  |  | handwritten | 0.95 | ≥ 0.90 of hand-written | yes |",
		"| Index/4x4x4x8x8/Ptr5 | 2.50µs |  |  | handwritten | 0.80 | ≥ 0.90 of hand-written | **MISSED** |",
		// 0.01 / 0.02 = 0.50 < 0.60: missed.
		"| Copy/128MiB/permute(2,1,0)-256^3 | 20.00ms | 6710 |  | copy() | 0.50 | ≥ 60 % of copy() | **MISSED** |",
		// 0.01 / 0.015 = 0.67 >= 0.50: met.
		"| Copy/128MiB/transpose-4096^2 | 15.00ms | 8950 |  | copy() | 0.67 | ≥ 50 % of copy() | yes |",
		// 0.06 / 0.015 = 4 >= 2: met.
		"| Copy/128MiB/transpose-4096^2 | 15.00ms | 8950 |  | gonum-copy-transpose-4096^2 | 4.00 | ≥ 2x gonum Dense.Copy(T()) | yes |",
		"| Views/64^3/permute (allocs) | 40.0ns | | 1 | | | 0 allocs/op | **MISSED** |",
		"| Copy/128MiB/permute(2,1,0)-256^3 | 6710 | 1000 | 6.71 | ≥ 3x ascontiguousarray | yes |",
		"| Copy/128MiB/transpose-4096^2 | 8950 | 4000 | 2.24 | ≥ 3x ascontiguousarray | **MISSED** |",
		"Targets missed: 5.",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("report lacks %q; got:\n%s", want, got)
		}
	}
	s, err := os.ReadFile(svg)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(s), "<?xml") || !strings.Contains(string(s), "transpose-4096^2") {
		t.Errorf("chart is not an SVG naming the cases: %.200s", s)
	}
}

func TestParseErrors(t *testing.T) {
	if _, err := parse(strings.NewReader("goos: linux\n")); err == nil {
		t.Fatal("parse accepted input without a sec/op section")
	}
}
