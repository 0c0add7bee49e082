// Command report turns benchstat's CSV summary of the bench suite into a
// Markdown table of ratios against each benchmark's baseline from the same
// run, and draws one chart per benchmark group (copies, elementwise,
// reductions, numeric routines, addressing, iteration): each case's speed
// relative to the group's baseline as horizontal bars, ours beside NumPy's
// and the peers', with the targets marked. With -numpy it adds our
// throughput over NumPy's for the cases the NumPy script timed. Rows with a
// target (see copyTarget and numpyTarget) say whether it was met, and the
// table ends with the number missed. On standard output it prints the rows
// that have a target.
//
//	go tool benchstat -format csv out/bench.txt > out/benchstat.csv
//	go run ./cmd/report -in out/benchstat.csv -md out/RESULTS.md -charts out
package main

import (
	"encoding/csv"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"
)

func main() {
	in := flag.String("in", "out/benchstat.csv", "benchstat -format csv output")
	md := flag.String("md", "", "write the Markdown table here")
	charts := flag.String("charts", "", "write the charts into this directory as <group>.svg and <group>.png")
	numpy := flag.String("numpy", "", "JSON from numpy_bench.py: case name -> bytes/s")
	machine := flag.String("machine", "", "machine description for the table header and the chart titles")
	date := flag.String("date", time.Now().UTC().Format(time.DateOnly), "date of the run, for the table header and the chart titles")
	all := flag.String("all", "", "benchstat -format csv output of the same groups run with every worker")
	flag.Parse()
	if err := run(os.Stdout, *in, *md, *charts, *numpy, *machine, *date, *all); err != nil {
		fmt.Fprintln(os.Stderr, "report:", err)
		os.Exit(1)
	}
}

func run(w io.Writer, in, md, chartDir, numpy, machine, date, allIn string) error {
	f, err := os.Open(in)
	if err != nil {
		return err
	}
	defer f.Close()
	res, err := parse(f)
	if err != nil {
		return err
	}
	var all results
	if allIn != "" {
		g, err := os.Open(allIn)
		if err != nil {
			return err
		}
		defer g.Close()
		if all, err = parse(g); err != nil {
			return fmt.Errorf("%s: %w", allIn, err)
		}
	}
	var np map[string]float64
	if numpy != "" {
		b, err := os.ReadFile(numpy)
		if err != nil {
			return err
		}
		if err := json.Unmarshal(b, &np); err != nil {
			return fmt.Errorf("%s: %w", numpy, err)
		}
		numpyMathSIMD = np["meta/numpy-math-simd"] == 1
	}
	if md != "" {
		if err := os.WriteFile(md, []byte(render(res, np, machine, date)+speedups(res, all)), 0o644); err != nil {
			return err
		}
	}
	summary(w, res, np)
	if md != "" {
		fmt.Fprintf(w, "Every row: %s\n", md)
	}
	if chartDir != "" {
		paths, err := writeCharts(charts(res, np), chartDir, machine, date)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "Charts: %s\n", strings.Join(paths, " "))
	}
	return nil
}

// results maps unit (sec/op, B/s, B/op, allocs/op) to benchmark name
// (without the -GOMAXPROCS suffix) to benchstat's summary value.
type results map[string]map[string]float64

// order is the order in which benchstat listed the benchmarks (the order
// they ran), used for the table.
var order = map[string]int{}

var procSuffix = regexp.MustCompile(`-\d+$`)

// parse reads benchstat's CSV: one section per unit, each a header row
// ",file," then ",unit,CI", then one row per benchmark, then geomean.
func parse(r io.Reader) (results, error) {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = -1
	res := results{}
	unit := ""
	for {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, err
		}
		if len(rec) < 2 {
			continue
		}
		switch {
		case rec[0] == "" && len(rec) >= 3 && rec[2] == "CI":
			unit = rec[1]
			res[unit] = map[string]float64{}
		case rec[0] == "" || rec[0] == "geomean" || unit == "":
		default:
			v, err := strconv.ParseFloat(rec[1], 64)
			if err != nil {
				continue // a row benchstat could not summarise
			}
			name := procSuffix.ReplaceAllString(rec[0], "")
			res[unit][name] = v
			if _, ok := order[name]; !ok {
				order[name] = len(order)
			}
		}
	}
	if len(res["sec/op"]) == 0 {
		return nil, errors.New("no sec/op section in the benchstat CSV")
	}
	return res, nil
}

// row is one line of the table: a benchmark, its baseline, and a target on
// the speed ratio (baseline time / our time, so higher is better).
type row struct {
	name, base string
	min        float64 // target: ratio >= min; 0 = no target
	note       string
	rate       bool // compare throughputs (MB/s) instead of times
}

// ratio is the row's speed: the baseline's time over ours, or with rate
// our throughput over the baseline's.
func (r row) ratio(res results) float64 {
	if r.rate {
		return res["B/s"][r.name] / res["B/s"][r.base]
	}
	return res["sec/op"][r.base] / res["sec/op"][r.name]
}

// rows lists the comparisons in the order the table shows them.
func rows(res results) []row {
	var out []row
	names := sortedNames(res["sec/op"])
	for _, n := range names {
		group, cs, impl := split(n)
		var base string
		switch {
		case group == "Copy":
			base = "Copy/128MiB/copy()"
		case group == "Index" && (impl == "generated-linearizer" || impl == "pow2-linearizer"):
			base = "Index/" + cs + "/handwritten-const"
		case group == "Index" || group == "Elementwise" || group == "Reduce" || group == "Numeric" || group == "Math" || group == "Random" || group == "Text":
			base = group + "/" + cs + "/handwritten"
		case group == "Iterate":
			base = group + "/" + cs + "/nested-loops"
		case group == "Contraction":
			base = group + "/" + cs + "/gonum"
			if _, ok := res["sec/op"][base]; !ok {
				base = "" // no gonum case at this size: NumPy is the comparison
			}
		case group == "Sort":
			base = group + "/" + cs + "/handwritten"
			if _, ok := res["sec/op"][base]; !ok {
				base = "" // NumPy is the comparison
			}
		case group == "Workers" && impl == "all" && !strings.HasPrefix(cs, "stream-"):
			base = group + "/" + cs + "/one" // the speedup of all workers
		}
		if base == n || base == "" {
			continue
		}
		r := row{name: n, base: base}
		switch {
		case group == "Index" && impl == "unchecked":
			r.min, r.note = 1/1.10, "≤ 1.10x hand-written time"
		case group == "Index" && perRank.MatchString(impl):
			r.min, r.note = 0.90, "≥ 0.90 of hand-written"
		case group == "Copy":
			r.min, r.note = copyTarget(impl)
		case group == "Elementwise" && strings.HasPrefix(cs, "broadcast-add") && impl == "tensor":
			r.min, r.note = 0.80, "≥ 0.8x hand-written"
		case group == "Contraction" && impl == "tensor":
			r.min, r.note = 7, "≥ 7x gonum Dgemm"
		case group == "Math" && strings.HasPrefix(cs, "map-") && impl == "tensor":
			r.min, r.note = 0.95, "no slower than the loop (≥ 0.95x)"
		case group == "Workers" && cs == "gemm-f64-1024":
			r.min, r.note = 1.8, "≥ 1.8x one worker"
		case group == "Workers" && cs == "4K-add":
			r.min, r.note = 0.97, "≥ 0.97x one worker (below the grain)"
		case group == "Workers":
			r.note = "speedup of all workers"
		}
		out = append(out, r)
	}
	// Memory-bound cases against the streaming ceilings of the same run:
	// copy() for writers, the AVX2 read loop for reductions.
	for _, n := range names {
		group, cs, impl := split(n)
		if group != "Workers" || !strings.HasPrefix(cs, "mem-") {
			continue
		}
		ceil := "stream-copy-128MiB"
		if strings.HasPrefix(cs, "mem-sum") || strings.HasPrefix(cs, "mem-max") || strings.HasPrefix(cs, "mem-argmax") {
			ceil = "stream-read-128MiB"
		}
		base := group + "/" + ceil + "/" + impl
		if _, ok := res["B/s"][base]; !ok {
			continue
		}
		r := row{name: n, base: base, rate: true, min: 0.9, note: "≥ 0.9 of the one-thread streaming ceiling"}
		if impl == "all" {
			r.min, r.note = 0.8, "≥ 0.8 of the all-core streaming ceiling"
		}
		out = append(out, r)
	}
	// Peer comparisons with targets of their own.
	peer := []row{
		{name: "Copy/128MiB/transpose-4096^2", base: "Copy/128MiB/gonum-copy-transpose-4096^2", min: 2, note: "≥ 2x gonum Dense.Copy(T())"},
		{name: "Copy/128MiB/permute(2,1,0)-256^3", base: "Copy/128MiB/naive-odometer-permute(2,1,0)-256^3", min: 5, note: "≥ 5x naive odometer"},
		{name: "Copy/128MiB/transpose-4096^2", base: "Copy/128MiB/handwritten-blocked-transpose-4096^2", min: 0, note: "vs a hand-written blocked transpose"},
		{name: "Elementwise/add-1024^2+1024^2/tensor", base: "Elementwise/add-1024^2+1024^2/gonum", min: 0, note: "vs gonum Dense.Add"},
		{name: "Elementwise/add-transposed-1024^2/tensor", base: "Elementwise/add-transposed-1024^2/gonum", min: 0, note: "vs gonum Dense.Add(T())"},
		{name: "Index/16^3/unchecked", base: "Index/16^3/arrow-go", min: 0, note: "vs arrow-go Float64.Value"},
		{name: "Iterate/128x64x128/runs", base: "Iterate/128x64x128/naive-odometer", min: 0, note: "vs naive odometer"},
		{name: "Iterate/128x64x128/runs", base: "Iterate/128x64x128/gomlx-iter", min: 0, note: "vs gomlx Shape.Iter"},
		{name: "Contraction/gemm-f64-1024-transposed/tensor", base: "Contraction/gemm-f64-1024/tensor", min: 0.9, note: "within 10 % of the contiguous product"},
		{name: "Contraction/gemm-f64-1024-sliced/tensor", base: "Contraction/gemm-f64-1024/tensor", min: 0.9, note: "within 10 % of the contiguous product"},
		{name: "Contraction/diag-dense-4096/tensor", base: "Contraction/diag-dense-4096/dense", min: 100, note: "≥ 100x the product through the dense tensor"},
	}
	for _, p := range peer {
		if _, ok := res["sec/op"][p.name]; ok {
			if _, ok := res["sec/op"][p.base]; ok {
				out = append(out, p)
			}
		}
	}
	return out
}

// copyTarget returns the target of the Copy case impl on its throughput
// relative to copy() of the same bytes, and the note that states it; 0 for
// none. Transposing float64 copies and reversed axes must reach 70 %, the
// float32 transpose 50 %.
func copyTarget(impl string) (float64, string) {
	switch {
	case impl == "transpose-float32-4096x8192":
		return 0.50, "≥ 50 % of copy()"
	case strings.HasPrefix(impl, "permute"), strings.HasPrefix(impl, "transpose"),
		impl == "reverse-last-axis-256^3", impl == "negative-strides-256^3":
		return 0.70, "≥ 70 % of copy()"
	}
	return 0, ""
}

// numpyMathSIMD records that NumPy's float64 math ufuncs run SIMD loops on
// the machine measured (numpy.json's "meta/numpy-math-simd"): the Math
// targets for float64 are then 1x NumPy, as for float32 and sqrt, rather
// than 2x its scalar calls.
var numpyMathSIMD bool

// numpyTarget returns the target on our throughput over NumPy's for the
// case named name, and the note that states it; 0 for none.
func numpyTarget(name string) (float64, string) {
	group, cs, impl := split(name)
	switch {
	case group == "Copy" && transposing(impl):
		return 3, "≥ 3x NumPy"
	case name == "Elementwise/add-1024^2+1024^2/tensor":
		return 0.95, "≥ 0.95x np.add(out=)"
	case (group == "Elementwise" || group == "Reduce") && strings.Contains(cs, "-int") && impl == "tensor":
		return 1, "≥ 1x NumPy"
	case group == "Elementwise" && strings.HasPrefix(cs, "broadcast-add") && impl == "tensor":
		return 1, "≥ 1x np.add(out=)"
	case name == "Reduce/sum-16M/tensor":
		return 1.8, "≥ 1.8x np.sum"
	case name == "Reduce/nansum-16M/tensor":
		return 1, "≥ 1x np.nansum"
	case name == "Reduce/sum-32K/tensor":
		return 2.5, "≥ 2.5x np.sum"
	case group == "Reduce" && impl == "tensor" && axisReduction.MatchString(cs):
		return 1, "≥ 1x " + cs[:3] + "(axis=k)"
	case group == "Numeric" && impl == "tensor":
		return 1, "≥ 1x NumPy"
	case group == "Math" && impl == "tensor" && strings.HasSuffix(cs, "-f64-1M") && !strings.HasPrefix(cs, "sqrt") && numpyMathSIMD:
		return 1, "≥ 1x NumPy (its SIMD loops)"
	case group == "Math" && impl == "tensor" && strings.HasSuffix(cs, "-f64-1M") && !strings.HasPrefix(cs, "sqrt"):
		return 2, "≥ 2x NumPy (scalar libm)"
	case group == "Math" && impl == "tensor":
		return 1, "≥ 1x NumPy"
	case group == "Random" && impl == "tensor":
		return 1, "≥ 1x NumPy's Generator"
	case name == "Text/loadtxt-50MB/tensor":
		return 3, "≥ 3x np.loadtxt"
	case name == "Text/savetxt-50MB/tensor":
		return 2, "≥ 2x np.savetxt"
	case group == "Contraction" && strings.HasPrefix(cs, "gemm") && impl == "tensor":
		return 0.9, "≥ 0.9x OpenBLAS (1 thread)"
	case group == "Contraction" && impl == "tensor" && (strings.HasPrefix(cs, "einsum-bij,") || strings.HasPrefix(cs, "einsum-i,j->")):
		return 2, "≥ 2x np.einsum(optimize=True)"
	case group == "Contraction" && impl == "tensor" && strings.HasPrefix(cs, "einsum-"):
		return 1, "≥ 1x np.einsum(optimize=True)"
	case group == "Contraction" && impl == "tensor":
		return 1, "≥ 1x np.matmul"
	case name == "Sort/sort-1M/tensor":
		return 2, "≥ 2x np.sort"
	case name == "Sort/take-along-axis1-1024^2/tensor":
		return 1, "≥ 1x np.take_along_axis"
	case group == "Sort" && impl == "tensor":
		return 1, "≥ 1x np." + cs[:strings.Index(cs, "-")]
	}
	return 0, ""
}

var (
	axisReduction = regexp.MustCompile(`^(sum|min|max)-axis\d`)
	permutation   = regexp.MustCompile(`^permute\(([\d,]+)\)`)
)

// transposing reports whether the Copy case impl moves the last axis, so
// that no run of the source is contiguous in the destination: a transpose,
// or a permute(…) whose last entry is not the last axis.
func transposing(impl string) bool {
	if strings.HasPrefix(impl, "transpose") {
		return true
	}
	m := permutation.FindStringSubmatch(impl)
	if m == nil {
		return false
	}
	axes := strings.Split(m[1], ",")
	return axes[len(axes)-1] != strconv.Itoa(len(axes)-1)
}

// perRank matches the generated per-rank addressing functions (Index3,
// Ptr5, …) as Index benchmarks name their implementations.
var perRank = regexp.MustCompile(`^(Index|Ptr)[0-9]+$`)

// split cuts Group/case/impl.
func split(name string) (group, cs, impl string) {
	parts := strings.SplitN(name, "/", 3)
	for len(parts) < 3 {
		parts = append(parts, "")
	}
	return parts[0], parts[1], parts[2]
}

// sortedNames lists the names of m in the order benchstat gave them.
func sortedNames(m map[string]float64) []string {
	names := make([]string, 0, len(m))
	for n := range m {
		names = append(names, n)
	}
	byRunOrder(names)
	return names
}

// byRunOrder sorts names into the order benchstat listed them (the order
// they ran); names benchstat did not list go last, alphabetically.
func byRunOrder(names []string) {
	slices.SortFunc(names, func(a, b string) int {
		oa, okA := order[a]
		ob, okB := order[b]
		switch {
		case okA && okB:
			return oa - ob
		case okA != okB:
			if okA {
				return -1
			}
			return 1
		}
		return strings.Compare(a, b)
	})
}

func render(res results, np map[string]float64, machine, date string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "## Benchmark results\n\n")
	if machine != "" {
		fmt.Fprintf(&b, "Machine: %s.\n\n", machine)
	}
	if date != "" {
		fmt.Fprintf(&b, "Date: %s.\n\n", date)
	}
	fmt.Fprintf(&b, "Speed is the baseline's time over ours, both from the same run (1.00 = as fast; higher is better). ")
	fmt.Fprintf(&b, "Times are benchstat medians.\n\n")
	fmt.Fprintf(&b, "| benchmark | time/op | MB/s | allocs/op | baseline | speed | target | met |\n")
	fmt.Fprintf(&b, "|---|---:|---:|---:|---|---:|---|---|\n")
	missed := 0
	for _, r := range rows(res) {
		t := res["sec/op"][r.name]
		speed := r.ratio(res)
		met := ""
		if r.min > 0 {
			met = "yes"
			if speed < r.min {
				met, missed = "**MISSED**", missed+1
			}
		}
		_, _, bimpl := split(r.base)
		if bg, bc, _ := split(r.base); bg != "" && !strings.HasPrefix(r.name, bg+"/"+bc+"/") {
			bimpl = bc + "/" + bimpl
		}
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %.2f | %s | %s |\n",
			r.name, dur(t), mbps(res, r.name), allocs(res, r.name), bimpl, speed, r.note, met)
	}
	// Views: the target is 0 allocs/op.
	for _, n := range sortedNames(res["sec/op"]) {
		if g, _, _ := split(n); g != "Views" {
			continue
		}
		a, ok := res["allocs/op"][n]
		if !ok {
			continue
		}
		met := "yes"
		if a != 0 {
			met, missed = "**MISSED**", missed+1
		}
		fmt.Fprintf(&b, "| %s (allocs) | %s | | %s | | | 0 allocs/op | %s |\n", n, dur(res["sec/op"][n]), allocs(res, n), met)
	}
	if len(np) > 0 {
		fmt.Fprintf(&b, "\n### Against NumPy\n\n")
		fmt.Fprintf(&b, "Our throughput over NumPy's for the same shapes and operations (NumPy timed by numpy_bench.py on the same machine, best of several runs). ")
		fmt.Fprintf(&b, "NumPy's copies are the faster of np.ascontiguousarray(view) and np.copyto(dst, view); its arithmetic writes into a preallocated out=; its reductions are np.sum(a) and a.sum/min/max(axis=k).\n\n")
		fmt.Fprintf(&b, "| case | ours MB/s | NumPy MB/s | ours / NumPy | target | met |\n|---|---:|---:|---:|---|---|\n")
		keys := make([]string, 0, len(np))
		for k := range np {
			keys = append(keys, k)
		}
		byRunOrder(keys)
		for _, k := range keys {
			ours, ok := res["B/s"][k]
			if !ok {
				continue
			}
			ratio := ours / np[k]
			target, note := numpyTarget(k)
			met := ""
			if target > 0 {
				met = "yes"
				if ratio < target {
					met, missed = "**MISSED**", missed+1
				}
			}
			fmt.Fprintf(&b, "| %s | %.0f | %.0f | %.2f | %s | %s |\n", k, ours/1e6, np[k]/1e6, ratio, note, met)
		}
	}
	fmt.Fprintf(&b, "\nTargets missed: %d.\n", missed)
	return b.String()
}

func dur(s float64) string {
	switch {
	case s >= 1:
		return fmt.Sprintf("%.2fs", s)
	case s >= 1e-3:
		return fmt.Sprintf("%.2fms", s*1e3)
	case s >= 1e-6:
		return fmt.Sprintf("%.2fµs", s*1e6)
	}
	return fmt.Sprintf("%.1fns", s*1e9)
}

func mbps(res results, name string) string {
	if v, ok := res["B/s"][name]; ok {
		return fmt.Sprintf("%.0f", v/1e6)
	}
	return ""
}

func allocs(res results, name string) string {
	if v, ok := res["allocs/op"][name]; ok {
		return strconv.FormatFloat(v, 'f', -1, 64)
	}
	return ""
}

// summary prints every comparison that has a target as an aligned table:
// case, baseline, speed, target, met; then the number missed.
func summary(w io.Writer, res results, np map[string]float64) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "case\tagainst\tratio\ttarget\tmet\n")
	missed := 0
	line := func(name, against string, ratio, min float64, note string) {
		met := "yes"
		if ratio < min {
			met, missed = "MISSED", missed+1
		}
		fmt.Fprintf(tw, "%s\t%s\t%.2f\t%s\t%s\n", name, against, ratio, note, met)
	}
	for _, r := range rows(res) {
		if r.min > 0 {
			_, _, bimpl := split(r.base)
			line(r.name, bimpl, r.ratio(res), r.min, r.note)
		}
	}
	for _, n := range sortedNames(res["sec/op"]) {
		if g, _, _ := split(n); g == "Views" {
			if a, ok := res["allocs/op"][n]; ok {
				met := "yes"
				if a != 0 {
					met, missed = "MISSED", missed+1
				}
				fmt.Fprintf(tw, "%s\tallocs/op\t%s\t0 allocs/op\t%s\n", n, allocs(res, n), met)
			}
		}
	}
	keys := make([]string, 0, len(np))
	for k := range np {
		keys = append(keys, k)
	}
	byRunOrder(keys)
	for _, k := range keys {
		ours, ok := res["B/s"][k]
		if min, note := numpyTarget(k); ok && min > 0 {
			line(k, "NumPy", ours/np[k], min, note)
		}
	}
	tw.Flush()
	fmt.Fprintf(w, "Targets missed: %d.\n", missed)
}

// speedups is the Markdown section that sets every case of the one-worker
// run beside the same case run with every worker: the two times and their
// ratio, with the machine's streaming ceilings on one core and on all
// (the Workers group's copy() and read loop) for reference. It is empty
// without the second run.
func speedups(one, all results) string {
	if len(all["sec/op"]) == 0 {
		return ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, "\n## Every group with all workers\n\n")
	for _, c := range []string{"stream-copy-128MiB", "stream-read-128MiB"} {
		o, a := one["B/s"]["Workers/"+c+"/one"], one["B/s"]["Workers/"+c+"/all"]
		if o > 0 && a > 0 {
			fmt.Fprintf(&b, "Streaming ceiling %s: %.0f MB/s on one core, %.0f MB/s on all (%.2fx).\n", c, o/1e6, a/1e6, a/o)
		}
	}
	fmt.Fprintf(&b, "\nThe same cases as above, run a second time with every worker (speedup = one worker's time over all workers'; below 128 K elements the work stays on one goroutine).\n\n")
	fmt.Fprintf(&b, "| benchmark | one worker | all workers | speedup |\n|---|---:|---:|---:|\n")
	n, sum := 0, 0.0
	for _, name := range sortedNames(all["sec/op"]) {
		t1, ok := one["sec/op"][name]
		if !ok {
			continue
		}
		ta := all["sec/op"][name]
		fmt.Fprintf(&b, "| %s | %s | %s | %.2f |\n", name, dur(t1), dur(ta), t1/ta)
		n, sum = n+1, sum+t1/ta
	}
	if n > 0 {
		fmt.Fprintf(&b, "\nMean speedup over %d cases: %.2f.\n", n, sum/float64(n))
	}
	return b.String()
}
