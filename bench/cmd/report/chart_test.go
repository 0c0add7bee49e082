package main

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// TestCharts checks the bars each chart draws from csvSample: which
// benchmarks, in which series and order, at which speed, with which targets
// (the target's speed on the chart's axis, + met, - missed).
func TestCharts(t *testing.T) {
	res, err := parse(strings.NewReader(csvSample))
	if err != nil {
		t.Fatal(err)
	}
	np := map[string]float64{
		"Copy/128MiB/permute(2,1,0)-256^3": 1.0e9,
		"Copy/128MiB/transpose-4096^2":     4.0e9,
		"Reduce/sum-16M/tensor":            7.0e9,
	}
	want := map[string][]string{
		"copy": {
			// 0.01/0.02; NumPy moves 1e9 B/s where we move 6.71e9: 0.5 × 1/6.71.
			// Targets: 70 % of copy(), 3x NumPy.
			"permute(2,1,0)-256^3 | fixedrank/tensor | 0.500 | 0.700- 0.224+",
			" | NumPy | 0.075 |",
			"permute(1,0,2)-256^3 | fixedrank/tensor | 0.800 | 0.700+",
			// Targets: 70 % of copy(), 2x gonum (2 × 0.01/0.06), 3x NumPy.
			"transpose-4096^2 | fixedrank/tensor | 0.667 | 0.700- 0.333+ 0.894-",
			" | NumPy | 0.298 |",
			" | gonum | 0.167 |",
			"transpose-float32-4096x8192 | fixedrank/tensor | 0.667 | 0.500+",
			"reverse-last-axis-256^3 | fixedrank/tensor | 0.800 | 0.700+",
		},
		"reduce": {
			"min-axis2-128^3 | fixedrank/tensor | 2.000 |",
			"sum-16M | fixedrank/tensor | 4.000 | 3.756+", // 1.8x NumPy
			" | NumPy | 2.086 |",
		},
		"index": {
			// Speed ≥ 1/1.10 and ≥ 0.90 of hand-written.
			"16^3 unchecked | fixedrank/tensor | 0.800 | 0.909-",
			"16^3 Index3 | fixedrank/tensor | 0.952 | 0.900+",
			"4x4x4x8x8 Ptr5 | fixedrank/tensor | 0.800 | 0.900-",
		},
	}
	specs := charts(res, np)
	var files []string
	for _, s := range specs {
		files = append(files, s.file)
		var got []string
		for _, b := range s.bars {
			line := fmt.Sprintf("%s | %s | %.3f |", b.label, b.series, b.speed)
			for _, tg := range b.targets {
				line += fmt.Sprintf(" %.3f%s", tg.at, map[bool]string{true: "+", false: "-"}[tg.met])
			}
			got = append(got, line)
		}
		if !slices.Equal(got, want[s.file]) {
			t.Errorf("%s chart:\n%s\nwant:\n%s", s.file, strings.Join(got, "\n"), strings.Join(want[s.file], "\n"))
		}
	}
	if want := []string{"copy", "reduce", "index"}; !slices.Equal(files, want) {
		t.Errorf("charts %v, want %v", files, want)
	}
}

func TestSeries(t *testing.T) {
	for impl, want := range map[string]series{
		"tensor":                               ours,
		"permute(2,1,0)-256^3":                 ours,
		"Index3":                               ours,
		"generated-linearizer":                 ours,
		"gonum":                                gonum,
		"gonum-copy-transpose-4096^2":          gonum,
		"arrow-go":                             arrowGo,
		"gomlx-iter":                           gomlx,
		"handwritten":                          handWritten,
		"handwritten-const":                    handWritten,
		"handwritten-blocked-transpose-4096^2": handWritten,
		"naive-odometer":                       naive,
	} {
		if got := seriesOf(impl); got != want {
			t.Errorf("seriesOf(%q) = %v, want %v", impl, got, want)
		}
	}
	// Every series has its own colour.
	for i := range nSeries {
		for j := range i {
			if seriesColors[i] == seriesColors[j] {
				t.Errorf("%v and %v share a colour", i, j)
			}
		}
	}
}

func TestLegend(t *testing.T) {
	s := chartSpec{bars: []bar{
		{series: ours, targets: []target{{0.7, false}}},
		{series: numPy},
		{series: gonum},
	}}
	var got []string
	for _, e := range legend(s) {
		got = append(got, e.name)
	}
	if want := []string{"fixedrank/tensor", "NumPy", "gonum", "target, missed"}; !slices.Equal(got, want) {
		t.Errorf("legend %q, want %q", got, want)
	}
}

func TestTicks(t *testing.T) {
	for _, c := range []struct {
		max  float64
		want []string
	}{
		{1.3, []string{"0", "0.2", "0.4", "0.6", "0.8", "1", "1.2"}},
		{1.7, []string{"0", "0.25", "0.5", "0.75", "1", "1.25", "1.5"}},
		{11.2, []string{"0", "2", "4", "6", "8", "10"}},
	} {
		var got []string
		for _, tk := range ticks1(0, c.max) {
			if tk.Label != "" {
				got = append(got, tk.Label)
			}
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("ticks1(0, %v) = %q, want %q", c.max, got, c.want)
		}
	}
}
