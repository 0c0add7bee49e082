package main

import (
	"bytes"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// root is the directory of the tensor module.
var root, _ = filepath.Abs("../..")

func runGen(t *testing.T, args ...string) []byte {
	t.Helper()
	cfg, err := parseFlags(args, io.Discard)
	if err != nil {
		t.Fatalf("tensorgen %s: %v", strings.Join(args, " "), err)
	}
	src, err := generate(cfg)
	if err != nil {
		t.Fatalf("tensorgen %s: %v", strings.Join(args, " "), err)
	}
	return src
}

func TestGolden(t *testing.T) {
	tests := []struct {
		name string
		args []string
	}{
		{"shapes", []string{"-pkg", "voxel", "-shape", "Chunk=16x16x16", "-shape", "Box=5x6x7", "-order", "F", "-coord", "uint32"}},
		{"shapes_c_int8", []string{"-pkg", "small", "-shape", "Pair=3x5", "-shape", "Line=7", "-shape", "Scalar=", "-coord", "int8"}},
		{"pow2_c", []string{"-pkg", "p", "-shape", "Tile=8x4x2", "-pow2", "-coord", "int64"}},
		{"ranks", []string{"-pkg", "user", "-ranks", "0,2,3"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := runGen(t, tt.args...)
			path := filepath.Join("testdata", tt.name+".golden")
			if *update {
				if err := os.WriteFile(path, got, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("output differs from %s (run go test -update to accept):\n%s", path, got)
			}
		})
	}
}

// TestHelperSet checks which helpers each rank gets where the rules
// change: no Select, Squeeze or SlidingWindow at rank 0, no Diagonal below
// 2, Ptr up to 7, Index up to 8, SlidingWindow up to 16 (its result has
// twice the rank), no ExpandDims at 32, and never a helper whose generic
// form infers its output rank.
func TestHelperSet(t *testing.T) {
	src := runGen(t, "-pkg", "p", "-ranks", "0,1,2,7,8,9,16,17,32")
	f, err := parser.ParseFile(token.NewFileSet(), "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	have := map[string]bool{}
	for _, d := range f.Decls {
		if fn, ok := d.(*ast.FuncDecl); ok {
			have[fn.Name.Name] = true
		}
	}
	for _, n := range []int{0, 1, 2, 7, 8, 9, 16, 17, 32} {
		want := map[string]bool{
			"SelectLayout": n >= 1, "Select": n >= 1,
			"SqueezeLayout": n >= 1, "Squeeze": n >= 1,
			"ExpandDimsLayout": n < 32, "ExpandDims": n < 32,
			"DiagonalLayout": n >= 2, "Diagonal": n >= 2,
			"SlidingWindowLayout": n >= 1 && n <= 16, "SlidingWindow": n >= 1 && n <= 16,
			"Index": n >= 1 && n <= 8, "Ptr": n >= 1 && n <= 7,
			"FromDyn": true, "ToDyn": false, "Reshape": false,
		}
		for name, w := range want {
			if got := have[fmt.Sprint(name, n)]; got != w {
				t.Errorf("rank %d: %s%d generated %v, want %v", n, name, n, got, w)
			}
		}
		for k := 0; k <= n; k++ {
			if name := fmt.Sprintf("Split%dAt%d", n, k); !have[name] {
				t.Errorf("no %s", name)
			}
		}
	}
	for name := range have {
		if strings.HasPrefix(name, "Reshape") || strings.HasPrefix(name, "ToDyn") {
			t.Errorf("%s generated: its generic form infers the output rank", name)
		}
	}
}

func TestFlagErrors(t *testing.T) {
	for _, args := range [][]string{
		{"-pkg", "x"},
		{"-ranks", "1-8"},
		{"-pkg", "x", "-ranks", "0-33"},
		{"-pkg", "x", "-ranks", "5-3"},
		{"-pkg", "x", "-ranks", "a"},
		{"-pkg", "x", "-shape", "1bad=2x2"},
		{"-pkg", "x", "-shape", "A=2x0"},
		{"-pkg", "x", "-shape", "A=2x-3"},
		{"-pkg", "x", "-shape", "A=2", "-order", "K"},
		{"-pkg", "x", "-shape", "A=2", "-coord", "float64"},
		{"-pkg", "x", "-shape", "A=2", "extra"},
	} {
		t.Setenv("GOPACKAGE", "")
		if _, err := parseFlags(args, io.Discard); err == nil {
			t.Errorf("tensorgen %s: no error", strings.Join(args, " "))
		}
	}
	for _, args := range [][]string{
		{"-pkg", "x", "-shape", "A=16x16", "-coord", "uint8"},
		{"-pkg", "x", "-shape", "A=12x11", "-coord", "int8"},
		{"-pkg", "x", "-shape", "A=3x4", "-pow2"},
	} {
		cfg, err := parseFlags(args, io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := generate(cfg); err == nil {
			t.Errorf("tensorgen %s: no error", strings.Join(args, " "))
		}
	}
}

// TestGeneratedFilesCurrent regenerates every file named by a
// "//go:generate go run …/gen/tensorgen" line in the module and compares it
// with the checked-in copy.
func TestGeneratedFilesCurrent(t *testing.T) {
	var checked []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, line := range strings.Split(string(src), "\n") {
			cmd, ok := strings.CutPrefix(line, "//go:generate go run ")
			if !ok {
				continue
			}
			fields := strings.Fields(cmd)
			if len(fields) == 0 || !strings.HasSuffix(fields[0], "gen/tensorgen") {
				continue
			}
			cfg, err := parseFlags(fields[1:], io.Discard)
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			got, err := generate(cfg)
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			out := filepath.Join(filepath.Dir(path), cfg.out)
			have, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, have) {
				rel, _ := filepath.Rel(root, out)
				t.Errorf("%s is not current: run go generate ./... in the module root", rel)
			}
			checked = append(checked, filepath.ToSlash(out))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"ranks/ranks_gen.go", "examples/voxel/chunk_gen.go", "bench/chunk_gen_test.go"} {
		if !slices.ContainsFunc(checked, func(p string) bool { return strings.HasSuffix(p, "/"+want) }) {
			t.Errorf("%s was not checked; checked %v", want, checked)
		}
	}
}

// userModule creates a module that requires the tensor module through a
// replace directive pointing at this checkout.
func userModule(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	gomod := fmt.Sprintf("module example.com/user\n\ngo 1.26\n\nrequire github.com/fixedrank/tensor v0.0.0\n\nreplace github.com/fixedrank/tensor => %s\n", root)
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	// The tensor module's own requirements, so the user module needs no network
	// beyond what the tensor module already uses.
	mod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(mod), "\n") {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "golang.org/x/exp ") || strings.HasPrefix(line, "github.com/google/go-cmp ") {
			gomod += "require " + line + "\n"
		}
	}
	write(t, dir, "go.mod", gomod)
	write(t, dir, "go.sum", string(sum))
	return dir
}

func write(t *testing.T, dir, name, content string) {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func goCmd(t *testing.T, dir string, args ...string) (string, error) {
	t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off")
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// e2eShapes are the constant shapes the end-to-end test generates: ranks 1
// to 8 and 10, C and F, signed and unsigned, power-of-two and not.
var e2eShapes = []struct {
	name, dims, order, coord string
	rank                     int
}{
	{"R1", "7", "C", "int8", 1},
	{"R2", "5x9", "F", "uint16", 2},
	{"Chunk", "16x16x16", "F", "uint32", 3},
	{"Box", "5x6x7", "C", "int32", 3},
	{"R4", "2x8x4x2", "C", "uint64", 4},
	{"R5", "3x2x4x2x3", "F", "int", 5},
	{"R6", "2x2x2x2x2x2", "C", "int16", 6},
	{"R7", "2x3x2x1x2x3x2", "F", "uint", 7},
	{"R8", "2x2x3x2x2x1x2x2", "C", "int64", 8},
	{"R10", "2x3x2x2x1x2x2x3x2x2", "F", "uint32", 10},
}

// TestEndToEnd generates helpers for ranks 1-8 and 12 and the constant
// shapes above into a fresh module, builds it, and runs a test there that
// checks every generated linearizer against the runtime one on every
// coordinate, and that the rank-12 helpers work.
func TestEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a module")
	}
	dir := userModule(t)
	write(t, dir, "user/helpers_gen.go", string(runGen(t, "-pkg", "user", "-ranks", "1-8,12")))
	var agree strings.Builder
	agree.WriteString("package user\n\nimport (\n\t\"errors\"\n\t\"testing\"\n\n\t\"github.com/fixedrank/tensor\"\n)\n\n")
	for _, s := range e2eShapes {
		src := runGen(t, "-pkg", "user", "-shape", s.name+"="+s.dims, "-order", s.order, "-coord", s.coord)
		write(t, dir, "user/"+strings.ToLower(s.name)+"_gen.go", string(src))
		fmt.Fprintf(&agree, "func Test%s(t *testing.T) {\n\tvar g %s\n", s.name, s.name)
		fmt.Fprintf(&agree, "\trt, err := tensor.NewRuntimeShape[%s](g.Dims(), tensor.%s)\n\tif err != nil {\n\t\tt.Fatal(err)\n\t}\n", s.coord, s.order)
		fmt.Fprintf(&agree, "\tagree[%s](t, g, &rt)\n}\n\n", s.coord)
	}
	agree.WriteString(`func agree[I interface{ ~int8 | ~int16 | ~int32 | ~int64 | ~int | ~uint16 | ~uint32 | ~uint64 | ~uint }, P tensor.Coord[I]](t *testing.T, g, rt tensor.Shape[I, P]) {
	t.Helper()
	if g.Size() != rt.Size() || g.Dims() != rt.Dims() {
		t.Fatalf("size %d dims %v, runtime %d %v", g.Size(), g.Dims(), rt.Size(), rt.Dims())
	}
	for i := I(0); i < g.Size(); i++ {
		p := rt.Delinearize(i)
		if got := g.Linearize(p); got != i {
			t.Fatalf("Linearize(%v) = %d, runtime %d", p, got, i)
		}
		if got := g.Delinearize(i); got != p {
			t.Fatalf("Delinearize(%d) = %v, runtime %v", i, got, p)
		}
	}
	if c, ok := g.(interface{ LinearizeChecked(P) (I, error) }); ok {
		bad := g.Dims()
		if _, err := c.LinearizeChecked(bad); err == nil {
			t.Fatalf("LinearizeChecked(%v) accepted the dims themselves", bad)
		}
	}
}

func TestRank12(t *testing.T) {
	var shape [12]int
	for k := range shape {
		shape[k] = k%3 + 1
	}
	l, err := tensor.NewC(shape)
	if err != nil {
		t.Fatal(err)
	}
	s, err := SelectLayout12(l, 2, 1)
	if err != nil || s.Rank() != 11 {
		t.Fatalf("SelectLayout12 = %v, %v", s, err)
	}
	a, b := Split12At5(l)
	if a.Rank() != 5 || b.Rank() != 7 {
		t.Fatalf("Split12At5 ranks %d %d", a.Rank(), b.Rank())
	}
	d, err := FromDyn12(l.Dyn())
	if err != nil || d != l {
		t.Fatalf("dynamic round trip = %v, %v", d, err)
	}
	if _, err := FromDyn12(s.Dyn()); !errors.Is(err, tensor.ErrRank) {
		t.Fatalf("FromDyn12 of a rank-11 layout: %v", err)
	}

	v, err := tensor.FromFunc(shape, func(i [12]int) int { return l.IndexUnchecked(&i) })
	if err != nil {
		t.Fatal(err)
	}
	row, err := Select12(v, 2, 1)
	if err != nil || row.Layout() != s {
		t.Fatalf("Select12 = %v, %v; want layout %v", row.Layout(), err, s)
	}
	sq, err := Squeeze12(v, 0)
	if err != nil || sq.Rank() != 11 {
		t.Fatalf("Squeeze12 = %v, %v", sq.Layout(), err)
	}
	ex, err := ExpandDims12(v, -1)
	if err != nil || ex.Shape()[12] != 1 {
		t.Fatalf("ExpandDims12 = %v, %v", ex.Layout(), err)
	}
	dg, err := Diagonal12(v, 0, 1, 2)
	if err != nil || dg.Shape()[10] != 2 {
		t.Fatalf("Diagonal12 = %v, %v", dg.Layout(), err)
	}
	var one [12]int
	for k := range one {
		one[k] = 1
	}
	w, err := SlidingWindow12(v, one, one)
	if err != nil || w.Rank() != 24 {
		t.Fatalf("SlidingWindow12 = %v, %v", w.Layout(), err)
	}
}

// TestAddressing checks Index1…Index8 and Ptr1…Ptr7 against
// IndexUnchecked on every element of a view with a flipped first axis and
// a stepped last one (negative and non-unit strides, non-zero offset).
func TestAddressing(t *testing.T) {
	agreeAddress(t, [1]int{5}, func(l *tensor.Layout[[1]int], x *tensor.Tensor[int, [1]int], i [1]int) (int, *int) {
		return Index1(l, i[0]), Ptr1(x, i[0])
	})
	agreeAddress(t, [2]int{2, 5}, func(l *tensor.Layout[[2]int], x *tensor.Tensor[int, [2]int], i [2]int) (int, *int) {
		return Index2(l, i[0], i[1]), Ptr2(x, i[0], i[1])
	})
	agreeAddress(t, [3]int{2, 3, 5}, func(l *tensor.Layout[[3]int], x *tensor.Tensor[int, [3]int], i [3]int) (int, *int) {
		return Index3(l, i[0], i[1], i[2]), Ptr3(x, i[0], i[1], i[2])
	})
	agreeAddress(t, [4]int{2, 3, 1, 5}, func(l *tensor.Layout[[4]int], x *tensor.Tensor[int, [4]int], i [4]int) (int, *int) {
		return Index4(l, i[0], i[1], i[2], i[3]), Ptr4(x, i[0], i[1], i[2], i[3])
	})
	agreeAddress(t, [5]int{2, 3, 2, 2, 5}, func(l *tensor.Layout[[5]int], x *tensor.Tensor[int, [5]int], i [5]int) (int, *int) {
		return Index5(l, i[0], i[1], i[2], i[3], i[4]), Ptr5(x, i[0], i[1], i[2], i[3], i[4])
	})
	agreeAddress(t, [6]int{2, 1, 3, 2, 2, 5}, func(l *tensor.Layout[[6]int], x *tensor.Tensor[int, [6]int], i [6]int) (int, *int) {
		return Index6(l, i[0], i[1], i[2], i[3], i[4], i[5]), Ptr6(x, i[0], i[1], i[2], i[3], i[4], i[5])
	})
	agreeAddress(t, [7]int{2, 2, 3, 1, 2, 2, 5}, func(l *tensor.Layout[[7]int], x *tensor.Tensor[int, [7]int], i [7]int) (int, *int) {
		return Index7(l, i[0], i[1], i[2], i[3], i[4], i[5], i[6]), Ptr7(x, i[0], i[1], i[2], i[3], i[4], i[5], i[6])
	})
	agreeAddress(t, [8]int{2, 2, 3, 1, 2, 2, 3, 5}, func(l *tensor.Layout[[8]int], x *tensor.Tensor[int, [8]int], i [8]int) (int, *int) {
		a := Index8(l, i[0], i[1], i[2], i[3], i[4], i[5], i[6], i[7])
		return a, &x.Data()[a]
	})
}

func agreeAddress[D tensor.Dim](t *testing.T, shape D, f func(*tensor.Layout[D], *tensor.Tensor[int, D], D) (int, *int)) {
	t.Helper()
	c, err := tensor.NewC(shape)
	if err != nil {
		t.Fatal(err)
	}
	x, err := tensor.FromFunc(shape, func(i D) int { return c.IndexUnchecked(&i) })
	if err == nil {
		x, err = x.Flip(0)
	}
	if err == nil {
		x, err = x.Slice(len(shape)-1, tensor.All().By(2))
	}
	if err != nil {
		t.Fatal(err)
	}
	l := x.Layout()
	n := 0
	for idx, v := range x.All() {
		a, p := f(&l, &x, idx)
		if want := l.IndexUnchecked(&idx); a != want {
			t.Fatalf("rank %d: Index(%v) = %d, want %d (layout %v)", len(idx), idx, a, want, l)
		}
		if *p != v {
			t.Fatalf("rank %d: *Ptr(%v) = %d, want %d (layout %v)", len(idx), idx, *p, v, l)
		}
		n++
	}
	if n != x.Size() || n == 0 {
		t.Fatalf("rank %d: visited %d elements of %d", len(shape), n, x.Size())
	}
}
`)
	write(t, dir, "user/agree_test.go", agree.String())
	if out, err := goCmd(t, dir, "test", "-count=1", "./user"); err != nil {
		t.Fatalf("go test in the generated module: %v\n%s", err, out)
	}

	// Negative compile tests: a rank-2 layout or tensor passed where rank 3
	// is expected, or a result kept at the wrong rank, must not build.
	for name, body := range map[string]string{
		"layout":  "func Wrong(l tensor.Layout[[2]int]) {\n\t_, _ = user.SelectLayout3(l, 0, 0)\n}\n",
		"tensor":  "func Wrong(t tensor.Tensor[float64, [2]int]) {\n\t_, _ = user.Select3(t, 0, 0)\n}\n",
		"result":  "func Wrong(t tensor.Tensor[float64, [3]int]) (tensor.Tensor[float64, [3]int], error) {\n\treturn user.Squeeze3(t, 0)\n}\n",
		"address": "func Wrong(t tensor.Tensor[float64, [2]int]) *float64 {\n\treturn user.Ptr3(&t, 0, 0, 0)\n}\n",
	} {
		write(t, dir, "bad/bad.go", "package bad\n\nimport (\n\t\"example.com/user/user\"\n\t\"github.com/fixedrank/tensor\"\n)\n\n"+body)
		out, err := goCmd(t, dir, "build", "./bad")
		if err == nil {
			t.Errorf("%s: a rank mismatch compiled:\n%s", name, body)
		} else if !strings.Contains(out, "cannot use") && !strings.Contains(out, "does not match") {
			t.Errorf("%s: unexpected compiler output:\n%s", name, out)
		}
	}
}

// TestAddressingInlines builds a user module with -gcflags=-m=2 and checks
// that element addressing inlines into code outside the tensor package:
// ranks.Index{n} and ranks.Ptr{n} (for float64, through its generic shape)
// at every rank the package ships them, Layout.IndexUnchecked at ranks 2, 3
// (its written-out case) and 5 (its loop), and the body of a range loop
// over Tensor.Values or Tensor.Runs. It also checks the generator's limits:
// Index9 and Ptr8, written the same way, do not inline (if a new Go
// version inlines them, raise maxIndexRank and maxPtrRank). A benchmark
// inside the tensor package cannot see a missed inlining; this test can.
func TestAddressingInlines(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a module")
	}
	dir := userModule(t)
	var src strings.Builder
	src.WriteString("package hot\n\nimport (\n\t\"github.com/fixedrank/tensor\"\n\t\"github.com/fixedrank/tensor/ranks\"\n)\n\n")
	var want []string
	for _, n := range []int{2, 3, 5} {
		fmt.Fprintf(&src, "func Unchecked%d(l *tensor.Layout[[%d]int], data []float64, idx *[%d]int) float64 {\n\treturn data[l.IndexUnchecked(idx)]\n}\n\n", n, n, n)
		want = append(want, fmt.Sprintf("inlining call to tensor.(*Layout[go.shape.[%d]int]).IndexUnchecked", n))
	}
	call := func(pkg, fn string, n int, ptr bool) {
		list, _, _ := indexArgs(n)
		if ptr {
			fmt.Fprintf(&src, "func Call%s%d(t *tensor.Tensor[float64, [%d]int], %s int) float64 {\n\treturn *%s%s%d(t, %s)\n}\n\n", fn, n, n, list, pkg, fn, n, list)
		} else {
			fmt.Fprintf(&src, "func Call%s%d(l *tensor.Layout[[%d]int], data []float64, %s int) float64 {\n\treturn data[%s%s%d(l, %s)]\n}\n\n", fn, n, n, list, pkg, fn, n, list)
		}
	}
	for n := 1; n <= maxIndexRank; n++ {
		call("ranks.", "Index", n, false)
		want = append(want, fmt.Sprintf("inlining call to ranks.Index%d\n", n))
	}
	for n := 1; n <= maxPtrRank; n++ {
		call("ranks.", "Ptr", n, true)
		want = append(want, fmt.Sprintf("inlining call to ranks.Ptr%d[go.shape.float64]\n", n))
	}
	src.WriteString(`func Values(t tensor.Tensor[float64, [3]int]) (sum float64) {
	for x := range t.Values() {
		sum += x
	}
	return sum
}

func Runs(t tensor.Tensor[float64, [3]int]) (sum float64) {
	data := t.Data()
	for r := range t.Runs() {
		for i := range r.Count {
			sum += data[r.Offset+i*r.Stride]
		}
	}
	return sum
}

`)
	want = append(want, "inlining call to Values-range1\n", "inlining call to Runs-range1\n")

	// One rank past each limit, as the generator would write it.
	g := &gen{cfg: &config{}, w: &bytes.Buffer{}}
	g.index(maxIndexRank + 1)
	g.ptr(maxPtrRank + 1)
	src.WriteString(g.w.String())
	call("", "Index", maxIndexRank+1, false)
	call("", "Ptr", maxPtrRank+1, true)
	tooBig := []string{
		fmt.Sprintf("cannot inline Index%d: function too complex", maxIndexRank+1),
		fmt.Sprintf("cannot inline Ptr%d[go.shape.float64]: function too complex", maxPtrRank+1),
	}

	write(t, dir, "hot/hot.go", src.String())
	out, err := goCmd(t, dir, "build", "-gcflags=-m=2", "./hot")
	if err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	for _, w := range want {
		if !strings.Contains(out, w) {
			t.Errorf("no %q in the compiler's output", strings.TrimSpace(w))
		}
	}
	for _, w := range tooBig {
		if !strings.Contains(out, w) {
			t.Errorf("no %q in the compiler's output: raise the generator's limit", w)
		}
	}
	if t.Failed() {
		t.Logf("source:\n%s", src.String())
	}
}
