package main

import (
	"bytes"
	"errors"
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

// userModule creates a module as the README's recipe does with a local
// copy of the tensor module (go mod init; go mod edit -replace … -tool …;
// go mod tidy). Its callers write packages into it and build them with
// goCmd, whose -mod=mod adds the go.sum entries that the recipe's second
// go mod tidy would; TestREADMERecipe runs the whole recipe without it.
func userModule(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for _, args := range [][]string{
		{"mod", "init", "example.com/user"},
		{"mod", "edit", "-replace", tensorPath + "=" + root, "-tool", tensorPath + "/gen/tensorgen"},
		{"mod", "tidy"},
	} {
		if out, err := goCmd(t, dir, args...); err != nil {
			t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
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
	agree.WriteString("package user\n\nimport (\n\t\"errors\"\n\t\"testing\"\n\n\t\"github.com/fixedrank/tensor\"\n\t\"github.com/fixedrank/tensor/linear\"\n)\n\n")
	for _, s := range e2eShapes {
		src := runGen(t, "-pkg", "user", "-shape", s.name+"="+s.dims, "-order", s.order, "-coord", s.coord)
		write(t, dir, "user/"+strings.ToLower(s.name)+"_gen.go", string(src))
		fmt.Fprintf(&agree, "func Test%s(t *testing.T) {\n\tvar g %s\n", s.name, s.name)
		fmt.Fprintf(&agree, "\trt, err := linear.NewRuntimeShape[%s](g.Dims(), tensor.%s)\n\tif err != nil {\n\t\tt.Fatal(err)\n\t}\n", s.coord, s.order)
		fmt.Fprintf(&agree, "\tagree[%s](t, g, &rt)\n}\n\n", s.coord)
	}
	agree.WriteString(`func agree[I interface{ ~int8 | ~int16 | ~int32 | ~int64 | ~int | ~uint16 | ~uint32 | ~uint64 | ~uint }, P linear.Coord[I]](t *testing.T, g, rt linear.Shape[I, P]) {
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
	l, err := tensor.Contiguous(shape, tensor.C)
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
	c, err := tensor.Contiguous(shape, tensor.C)
	if err != nil {
		t.Fatal(err)
	}
	x, err := tensor.FromFunc(shape, func(i D) int { return c.IndexUnchecked(&i) })
	if err == nil {
		x, err = x.Flip(0)
	}
	if err == nil {
		x, err = x.Slice(len(shape)-1, tensor.Colon().By(2))
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

// TestMain runs the command itself when TENSORGEN_MAIN is set, so tests
// can check its exit status: the test binary, run with that variable,
// is tensorgen.
func TestMain(m *testing.M) {
	if os.Getenv("TENSORGEN_MAIN") == "1" {
		os.Args = append([]string{"tensorgen"}, os.Args[1:]...)
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// runMain runs tensorgen with args in dir and returns its exit status,
// standard output and standard error.
func runMain(t *testing.T, dir string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "TENSORGEN_MAIN=1", "GOPACKAGE=")
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	err = cmd.Run()
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		t.Fatal(err)
	}
	return cmd.ProcessState.ExitCode(), o.String(), e.String()
}

// flagNames returns the names of the command's flags.
func flagNames() []string {
	var cfg config
	var ranks string
	var names []string
	newFlagSet(&cfg, &ranks, io.Discard).VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
	return names
}

// TestHelp runs tensorgen -h, -help and --help: the usage lists every flag
// on standard error, nothing reaches standard output, and the status is 0.
// It also checks that the command's doc comment lists exactly the flags
// that exist, so the two cannot drift apart.
func TestHelp(t *testing.T) {
	names := flagNames()
	for _, h := range []string{"-h", "-help", "--help"} {
		code, stdout, stderr := runMain(t, t.TempDir(), h)
		if code != 0 || stdout != "" {
			t.Errorf("tensorgen %s: status %d, stdout %q", h, code, stdout)
		}
		for _, name := range append(names, "h", "help") {
			if !strings.Contains(stderr, "-"+name) {
				t.Errorf("tensorgen %s does not list -%s:\n%s", h, name, stderr)
			}
		}
	}
	f, err := parser.ParseFile(token.NewFileSet(), "main.go", nil, parser.ParseComments|parser.PackageClauseOnly)
	if err != nil {
		t.Fatal(err)
	}
	doc := f.Doc.Text()
	_, list, ok := strings.Cut(doc, "The flags are:\n")
	if list, _, ok2 := strings.Cut(list, "\n\n"); ok && ok2 {
		var documented []string
		for _, line := range strings.Split(list, "\n") {
			if rest, ok := strings.CutPrefix(line, "\t-"); ok {
				documented = append(documented, strings.FieldsFunc(rest, func(r rune) bool { return r == ' ' || r == ',' })[0])
			}
		}
		want := append(slices.Clone(names), "h")
		slices.Sort(want)
		slices.Sort(documented)
		if !slices.Equal(documented, want) {
			t.Errorf("the doc comment lists the flags %v, want %v", documented, want)
		}
	} else {
		t.Fatalf("no flag list in the doc comment:\n%s", doc)
	}
}

// TestExitStatus checks the status of a malformed command line (2), of a
// generation error (1) and of success (0), and that the code goes to
// standard output with nothing on standard error.
func TestExitStatus(t *testing.T) {
	tests := []struct {
		args []string
		code int
	}{
		{[]string{"-nosuchflag"}, 2},
		{[]string{"-pkg", "x", "-order", "K", "-shape", "A=2"}, 2},
		{[]string{"-ranks", "1"}, 2}, // no -pkg outside go generate
		{[]string{"-pkg", "x", "-shape", "A=3x4", "-pow2"}, 1},
		{[]string{"-pkg", "x", "-shape", "A=2", "-out", "no/such/dir/a.go"}, 1},
		{[]string{"-pkg", "x", "-shape", "A=2"}, 0},
	}
	for _, tt := range tests {
		code, stdout, stderr := runMain(t, t.TempDir(), tt.args...)
		if code != tt.code {
			t.Errorf("tensorgen %s: status %d, want %d; stderr:\n%s", strings.Join(tt.args, " "), code, tt.code, stderr)
		}
		if code == 0 && (stderr != "" || !strings.Contains(stdout, "type A struct")) {
			t.Errorf("tensorgen %s: stdout %q, stderr %q", strings.Join(tt.args, " "), stdout, stderr)
		}
	}
}

// TestHint checks the advice printed after writing a file, for modules in
// each state.
func TestHint(t *testing.T) {
	sums := "golang.org/x/exp v0.1.0 h1:x=\ngolang.org/x/exp v0.1.0/go.mod h1:y=\ngolang.org/x/sys v0.2.0 h1:z=\n"
	tests := []struct {
		name, gomod, gosum string
		want               string // a substring, or "" for no hint
	}{
		{"not required", "module m\n\ngo 1.26\n", "", "go get github.com/fixedrank/tensor"},
		{"only replaced", "module m\n\nreplace github.com/fixedrank/tensor v1.0.0 => ../t\n", "", "go get github.com/fixedrank/tensor"},
		{"no go.sum", "module m\n\nrequire github.com/fixedrank/tensor v1.0.0\n", "", "run go mod tidy"},
		{"no tensor sum", "module m\n\nrequire (\n\tgithub.com/fixedrank/tensor v1.0.0\n)\n", sums, "no entry for github.com/fixedrank/tensor"},
		{"only go.mod sum", "module m\n\nrequire github.com/fixedrank/tensor v1.0.0\n", "github.com/fixedrank/tensor v1.0.0 h1:a=\ngolang.org/x/exp v0.1.0/go.mod h1:y=\ngolang.org/x/sys v0.2.0 h1:z=\n", "no entry for golang.org/x/exp"},
		{"ready", "module m\n\nrequire github.com/fixedrank/tensor v1.0.0\n", "github.com/fixedrank/tensor v1.0.0 h1:a=\n" + sums, ""},
		{"replaced and ready", "module m\n\nrequire github.com/fixedrank/tensor v0.0.0\n\nreplace (\n\tgithub.com/fixedrank/tensor => ../t\n)\n", sums, ""},
		{"the tensor module", "module github.com/fixedrank/tensor\n", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			write(t, dir, "go.mod", tt.gomod)
			if tt.gosum != "" {
				write(t, dir, "go.sum", tt.gosum)
			}
			sub := filepath.Join(dir, "a", "b")
			if err := os.MkdirAll(sub, 0o755); err != nil {
				t.Fatal(err)
			}
			got := hint(sub)
			if (tt.want == "") != (got == "") || !strings.Contains(got, tt.want) {
				t.Errorf("hint = %q, want %q", got, tt.want)
			}
		})
	}
	if got := hint(string(filepath.Separator)); got != "" {
		t.Errorf("hint outside any module = %q", got)
	}
}

// TestTensorDeps checks tensorDeps against the modules that the tensor
// package and the ranks package build with.
func TestTensorDeps(t *testing.T) {
	out, err := goCmd(t, root, "list", "-deps", "-f", "{{with .Module}}{{.Path}}{{end}}", ".", "./ranks")
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	var got []string
	for _, m := range strings.Fields(out) {
		if m != tensorPath && !slices.Contains(got, m) {
			got = append(got, m)
		}
	}
	slices.Sort(got)
	if !slices.Equal(got, tensorDeps) {
		t.Errorf("the tensor package builds with %v; tensorDeps is %v", got, tensorDeps)
	}
}

// TestREADMERecipe follows the README's recipe for generating code into a
// module of one's own, step by step and in its order, with the local form
// of the go get that the README gives: it reads the commands and the
// //go:generate lines from the README, runs them in a fresh module with
// go.mod and go.sum read-only to the build (no -mod=mod), and checks that
// the module builds, that tensorgen advised go mod tidy before it was run
// and says nothing after.
func TestREADMERecipe(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a module")
	}
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, section, _ := strings.Cut(string(readme), "\n## Generated code")
	section, _, _ = strings.Cut(section, "\n## ")
	var cmds, directives []string
	for i, block := range strings.Split(section, "```")[1:] {
		if i%2 != 0 {
			continue // text between blocks
		}
		lang, body, _ := strings.Cut(block, "\n")
		for _, line := range strings.Split(body, "\n") {
			line = strings.TrimSpace(line)
			switch {
			case lang == "sh" && line != "" && !strings.HasPrefix(line, "#"):
				cmds = append(cmds, line)
			case lang == "go" && strings.HasPrefix(line, "//go:generate go tool tensorgen "):
				directives = append(directives, line)
			}
		}
	}
	const get = "go get -tool github.com/fixedrank/tensor/gen/tensorgen@latest"
	want := []string{get, "go generate ./...", "go mod tidy", "go build ./..."}
	if !slices.Equal(cmds, want) || len(directives) == 0 {
		t.Fatalf("the README's recipe runs %q with directives %q; this test follows %q", cmds, directives, want)
	}
	const local = "go mod edit -replace github.com/fixedrank/tensor=../tensor -tool github.com/fixedrank/tensor/gen/tensorgen"
	if !strings.Contains(strings.Join(strings.Fields(section), " "), "`"+local+"` and `go mod tidy`") {
		t.Fatalf("the README no longer gives the local form %q of the go get", local)
	}

	dir := t.TempDir()
	goRO := func(args ...string) string {
		t.Helper()
		cmd := exec.Command("go", args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GOFLAGS=", "GOWORK=off")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	goRO("mod", "init", "example.com/user")
	write(t, dir, "user/doc.go", "// Package user holds generated code.\npackage user\n\n"+strings.Join(directives, "\n")+"\n")
	var advice string
	for _, c := range cmds {
		args := strings.Fields(c)[1:]
		switch c {
		case get:
			localArgs := strings.Fields(strings.Replace(local, "../tensor", root, 1))[1:]
			goRO(localArgs...)
			goRO("mod", "tidy")
		case "go generate ./...":
			advice = goRO(args...)
		default:
			goRO(args...)
		}
	}
	if !strings.Contains(advice, "run go mod tidy") {
		t.Errorf("go generate before go mod tidy printed %q; want the advice to run go mod tidy", advice)
	}
	if again := goRO("generate", "./..."); again != "" {
		t.Errorf("go generate in a ready module printed %q", again)
	}
	goRO("vet", "./...")
}
