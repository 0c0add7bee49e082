package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
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
		{"ranks", []string{"-pkg", "user", "-ranks", "2,3"}},
		{"inside", []string{"-tensor=", "-pkg", "tensor", "-ranks", "1"}},
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

// TestGeneratedFilesCurrent regenerates every file named by a //go:generate
// line of the tensor package and compares it with the checked-in copy.
func TestGeneratedFilesCurrent(t *testing.T) {
	f, err := os.Open(filepath.Join(root, "generate.go"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	n := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line, ok := strings.CutPrefix(sc.Text(), "//go:generate go run ./gen/tensorgen ")
		if !ok {
			continue
		}
		args := strings.Fields(line)
		cfg, err := parseFlags(args, io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		got, err := generate(cfg)
		if err != nil {
			t.Fatal(err)
		}
		have, err := os.ReadFile(filepath.Join(root, cfg.out))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, have) {
			t.Errorf("%s is not current: run go generate in the module root", cfg.out)
		}
		n++
	}
	if n == 0 {
		t.Fatal("no //go:generate lines found")
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
	agree.WriteString("package user\n\nimport (\n\t\"testing\"\n\n\t\"github.com/fixedrank/tensor\"\n)\n\n")
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
	s, err := Select12(l, 2, 1)
	if err != nil || s.Rank() != 11 {
		t.Fatalf("Select12 = %v, %v", s, err)
	}
	a, b := Split12At5(l)
	if a.Rank() != 5 || b.Rank() != 7 {
		t.Fatalf("Split12At5 ranks %d %d", a.Rank(), b.Rank())
	}
	d, err := FromDyn12(ToDyn12(l))
	if err != nil || d != l {
		t.Fatalf("dynamic round trip = %v, %v", d, err)
	}
	r, err := Reshape12To2(l, [2]int{-1, 3}, tensor.C)
	if err != nil || r.Shape() != [2]int{l.Size() / 3, 3} {
		t.Fatalf("Reshape12To2 = %v, %v", r, err)
	}
	if _, err := Reshape12To12(l, shape, tensor.F); err != nil {
		t.Fatal(err)
	}
}
`)
	write(t, dir, "user/agree_test.go", agree.String())
	if out, err := goCmd(t, dir, "test", "-count=1", "./user"); err != nil {
		t.Fatalf("go test in the generated module: %v\n%s", err, out)
	}

	// Negative compile test: a rank-2 layout passed to Select3 must not build.
	write(t, dir, "bad/bad.go", `package bad

import (
	"example.com/user/user"
	"github.com/fixedrank/tensor"
)

func Wrong(l tensor.Layout[[2]int]) {
	_, _ = user.Select3(l, 0, 0)
}
`)
	out, err := goCmd(t, dir, "build", "./bad")
	if err == nil {
		t.Fatal("Select3 accepted a rank-2 layout")
	}
	if !strings.Contains(out, "cannot use l") {
		t.Fatalf("unexpected compiler output:\n%s", out)
	}
}

// TestAddressingInlines builds a user module with -gcflags=-m and checks
// that element addressing inlines into code outside the tensor package:
// Index{n} and Ptr{n} (for float64, through its generic shape) at every
// rank the package ships them, Layout.IndexUnchecked at ranks 2, 3 (its
// written-out case) and 5 (its loop), and the body of a range loop over
// Tensor.Values or Tensor.Runs. A benchmark inside the tensor package
// cannot see a missed inlining; this test can.
func TestAddressingInlines(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a module")
	}
	dir := userModule(t)
	var src strings.Builder
	src.WriteString("package hot\n\nimport \"github.com/fixedrank/tensor\"\n\n")
	var want []string
	for _, n := range []int{2, 3, 5} {
		fmt.Fprintf(&src, "func Unchecked%d(l *tensor.Layout[[%d]int], data []float64, idx *[%d]int) float64 {\n\treturn data[l.IndexUnchecked(idx)]\n}\n\n", n, n, n)
		want = append(want, fmt.Sprintf("inlining call to tensor.(*Layout[go.shape.[%d]int]).IndexUnchecked", n))
	}
	for n := 1; n <= maxAddrRank; n++ {
		args := make([]string, n)
		for k := range n {
			args[k] = fmt.Sprintf("i%d", k)
		}
		list := strings.Join(args, ", ")
		fmt.Fprintf(&src, "func Index%d(l *tensor.Layout[[%d]int], data []float64, %s int) float64 {\n\treturn data[tensor.Index%d(l, %s)]\n}\n\n", n, n, list, n, list)
		fmt.Fprintf(&src, "func Ptr%d(t *tensor.Tensor[float64, [%d]int], %s int) float64 {\n\treturn *tensor.Ptr%d(t, %s)\n}\n\n", n, n, list, n, list)
		want = append(want,
			fmt.Sprintf("inlining call to tensor.Index%d\n", n),
			fmt.Sprintf("inlining call to tensor.Ptr%d[go.shape.float64]\n", n))
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
	write(t, dir, "hot/hot.go", src.String())
	out, err := goCmd(t, dir, "build", "-gcflags=-m", "./hot")
	if err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	for _, w := range want {
		if !strings.Contains(out, w) {
			t.Errorf("no %q in the compiler's output", strings.TrimSpace(w))
		}
	}
	if t.Failed() {
		t.Logf("compiler output:\n%s\nsource:\n%s", out, src.String())
	}
}
