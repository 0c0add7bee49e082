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
"Copy/128MiB/permute(1,0,2)-256^3-2",0.0125,±3%
Copy/128MiB/transpose-4096^2-2,0.015,±3%
Copy/128MiB/transpose-float32-4096x8192-2,0.015,±3%
Copy/128MiB/reverse-last-axis-256^3-2,0.0125,±3%
Copy/128MiB/gonum-copy-transpose-4096^2-2,0.06,±3%
Reduce/min-axis2-128^3/handwritten-2,0.004,±1%
Reduce/min-axis2-128^3/tensor-2,0.002,±1%
Reduce/sum-16M/handwritten-2,0.04,±1%
Reduce/sum-16M/tensor-2,0.01,±1%
Views/64^3/permute-2,4.0e-08,±1%
geomean,1.0e-03,

,bench.txt,
,B/s,CI
Copy/128MiB/copy()-2,1.342e+10,±3%
"Copy/128MiB/permute(2,1,0)-256^3-2",6.71e+09,±3%
"Copy/128MiB/permute(1,0,2)-256^3-2",1.0737e+10,±3%
Copy/128MiB/transpose-4096^2-2,8.95e+09,±3%
Copy/128MiB/transpose-float32-4096x8192-2,8.95e+09,±3%
Copy/128MiB/reverse-last-axis-256^3-2,1.0737e+10,±3%
Reduce/min-axis2-128^3/tensor-2,8.4e+09,±1%
Reduce/sum-16M/tensor-2,1.342e+10,±3%
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
	if err := os.WriteFile(np, []byte(`{
		"Copy/128MiB/permute(2,1,0)-256^3": 1.0e9,
		"Copy/128MiB/permute(1,0,2)-256^3": 1.0e10,
		"Copy/128MiB/transpose-4096^2": 4.0e9,
		"Copy/128MiB/reverse-last-axis-256^3": 5.0e9,
		"Reduce/min-axis2-128^3/tensor": 1.0e10,
		"Reduce/sum-16M/tensor": 7.0e9
	}`), 0o644); err != nil {
		t.Fatal(err)
	}
	md := filepath.Join(dir, "r.md")
	var stdout strings.Builder
	// The same results as the all-workers run: every speedup is 1.
	if err := run(&stdout, in, md, dir, np, "test machine", "2026-01-02", in); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(md)
	if err != nil {
		t.Fatal(err)
	}
	got := string(b)
	for _, want := range []string{
		"Machine: test machine.",
		"## Every group with all workers",
		"| Reduce/sum-16M/tensor | 10.00ms | 10.00ms | 1.00 |",
		"Date: 2026-01-02.",
		// 2.0µs / 2.5µs = 0.80 < 1/1.10: missed.
		"| Index/16^3/unchecked | 2.50µs |  |  | handwritten | 0.80 | ≤ 1.10x hand-written time | **MISSED** |",
		// 2.0µs / 2.1µs = 0.95 >= 0.90: met; 2.0µs / 2.5µs = 0.80: missed.
		"| Index/16^3/Index3 | 2.10µs |  |  | handwritten | 0.95 | ≥ 0.90 of hand-written | yes |",
		"| Index/4x4x4x8x8/Ptr5 | 2.50µs |  |  | handwritten | 0.80 | ≥ 0.90 of hand-written | **MISSED** |",
		// 0.01 / 0.02 = 0.50 < 0.70: missed.
		"| Copy/128MiB/permute(2,1,0)-256^3 | 20.00ms | 6710 |  | copy() | 0.50 | ≥ 70 % of copy() | **MISSED** |",
		// 0.01 / 0.0125 = 0.80 >= 0.70: met.
		"| Copy/128MiB/permute(1,0,2)-256^3 | 12.50ms | 10737 |  | copy() | 0.80 | ≥ 70 % of copy() | yes |",
		// 0.01 / 0.015 = 0.67 < 0.70: missed.
		"| Copy/128MiB/transpose-4096^2 | 15.00ms | 8950 |  | copy() | 0.67 | ≥ 70 % of copy() | **MISSED** |",
		// 0.01 / 0.015 = 0.67 >= 0.50: met.
		"| Copy/128MiB/transpose-float32-4096x8192 | 15.00ms | 8950 |  | copy() | 0.67 | ≥ 50 % of copy() | yes |",
		"| Copy/128MiB/reverse-last-axis-256^3 | 12.50ms | 10737 |  | copy() | 0.80 | ≥ 70 % of copy() | yes |",
		// 0.06 / 0.015 = 4 >= 2: met.
		"| Copy/128MiB/transpose-4096^2 | 15.00ms | 8950 |  | gonum-copy-transpose-4096^2 | 4.00 | ≥ 2x gonum Dense.Copy(T()) | yes |",
		// Reductions against hand-written loops have no target.
		"| Reduce/min-axis2-128^3/tensor | 2.00ms | 8400 |  | handwritten | 2.00 |  |  |",
		"| Reduce/sum-16M/tensor | 10.00ms | 13420 |  | handwritten | 4.00 |  |  |",
		"| Views/64^3/permute (allocs) | 40.0ns | | 1 | | | 0 allocs/op | **MISSED** |",
		"| Copy/128MiB/permute(2,1,0)-256^3 | 6710 | 1000 | 6.71 | ≥ 3x NumPy | yes |",
		// permute(1,0,2) moves whole rows: no target against NumPy.
		"| Copy/128MiB/permute(1,0,2)-256^3 | 10737 | 10000 | 1.07 |  |  |",
		"| Copy/128MiB/transpose-4096^2 | 8950 | 4000 | 2.24 | ≥ 3x NumPy | **MISSED** |",
		"| Copy/128MiB/reverse-last-axis-256^3 | 10737 | 5000 | 2.15 |  |  |",
		"| Reduce/min-axis2-128^3/tensor | 8400 | 10000 | 0.84 | ≥ 1x min(axis=k) | **MISSED** |",
		"| Reduce/sum-16M/tensor | 13420 | 7000 | 1.92 | ≥ 1.8x np.sum | yes |",
		"Targets missed: 7.",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("report lacks %q; got:\n%s", want, got)
		}
	}
	s, err := os.ReadFile(filepath.Join(dir, "copy.svg"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(s), "<?xml") || !strings.Contains(string(s), "transpose-4096^2") ||
		!strings.Contains(string(s), "@font-face") || !strings.Contains(string(s), "test machine, 2026-01-02") {
		t.Errorf("chart is not an SVG with embedded fonts naming the cases and the machine: %.200s", s)
	}
	for _, name := range []string{"copy", "index", "reduce"} {
		p, err := os.ReadFile(filepath.Join(dir, name+".png"))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(string(p), "\x89PNG") {
			t.Errorf("%s.png is not a PNG", name)
		}
	}
	// The sample has no Elementwise, Numeric or Iterate results: no chart.
	for _, name := range []string{"elementwise", "numeric", "iterate"} {
		if _, err := os.Stat(filepath.Join(dir, name+".svg")); err == nil {
			t.Errorf("%s.svg drawn without results", name)
		}
	}
	for _, want := range []string{
		"Index/16^3/unchecked handwritten 0.80 ≤ 1.10x hand-written time MISSED",
		"Reduce/sum-16M/tensor NumPy 1.92 ≥ 1.8x np.sum yes",
		"Views/64^3/permute allocs/op 1 0 allocs/op MISSED",
		"Targets missed: 7.",
	} {
		// The columns are aligned with spaces: compare with single spaces.
		if !strings.Contains(strings.Join(strings.Fields(stdout.String()), " "), want) {
			t.Errorf("summary lacks %q; got:\n%s", want, stdout.String())
		}
	}
}

func TestTargets(t *testing.T) {
	for _, c := range []struct {
		name     string
		copy, np float64
	}{
		{"Copy/128MiB/copy()", 0, 0},
		{"Copy/128MiB/permute(2,1,0)-256^3", 0.70, 3},
		{"Copy/128MiB/permute(1,0,2)-256^3", 0.70, 0},
		{"Copy/128MiB/permute(0,2,1)-256^3", 0.70, 3},
		{"Copy/128MiB/permute(3,1,2,0)-64^4", 0.70, 3},
		{"Copy/128MiB/transpose-4096^2", 0.70, 3},
		{"Copy/128MiB/transpose-float32-4096x8192", 0.50, 3},
		{"Copy/128MiB/reverse-last-axis-256^3", 0.70, 0},
		{"Copy/128MiB/negative-strides-256^3", 0.70, 0},
		{"Copy/128MiB/fill-256^3", 0, 0},
		{"Copy/128MiB/naive-odometer-permute(2,1,0)-256^3", 0, 0},
		{"Copy/128MiB/handwritten-blocked-transpose-4096^2", 0, 0},
		{"Elementwise/add-1024^2+1024^2/tensor", 0, 0.95},
		{"Elementwise/broadcast-add-1024^2+1024/tensor", 0, 1},
		{"Elementwise/add-transposed-1024^2/tensor", 0, 0},
		{"Reduce/sum-16M/tensor", 0, 1.8},
		{"Reduce/sum-32K/tensor", 0, 2.5},
		{"Reduce/sum-axis0-128^3/tensor", 0, 1},
		{"Reduce/min-axis1-128^3/tensor", 0, 1},
		{"Reduce/max-axis2-128^3/tensor", 0, 1},
		{"Reduce/max-axis2-128^3/handwritten", 0, 0},
	} {
		var copyMin float64
		if g, _, impl := split(c.name); g == "Copy" {
			copyMin, _ = copyTarget(impl)
		}
		npMin, _ := numpyTarget(c.name)
		if copyMin != c.copy || npMin != c.np {
			t.Errorf("%s: targets %v of copy(), %vx NumPy; want %v, %v", c.name, copyMin, npMin, c.copy, c.np)
		}
	}
}

func TestParseErrors(t *testing.T) {
	if _, err := parse(strings.NewReader("goos: linux\n")); err == nil {
		t.Fatal("parse accepted input without a sec/op section")
	}
}
