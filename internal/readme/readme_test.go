package readme

import (
	"bufio"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// root is the directory of the tensor module.
var root, _ = filepath.Abs("../..")

// knownImports maps the package names that README blocks may use to their
// import paths.
var knownImports = map[string]string{
	"tensor":      "github.com/fixedrank/tensor",
	"dyn":         "github.com/fixedrank/tensor/dyn",
	"linear":      "github.com/fixedrank/tensor/linear",
	"structured":  "github.com/fixedrank/tensor/structured",
	"npy":         "github.com/fixedrank/tensor/npy",
	"random":      "github.com/fixedrank/tensor/random",
	"tensormat":   "github.com/fixedrank/tensor/tensormat",
	"tensorimage": "github.com/fixedrank/tensor/tensorimage",
	"ranks":       "github.com/fixedrank/tensor/ranks",
	"mat":         "gonum.org/v1/gonum/mat",
	"fmt":         "fmt",
	"math":        "math",
	"errors":      "errors",
	"os":          "os",
	"log":         "log",
	"image":       "image",
	"color":       "image/color",
	"json":        "encoding/json",
	"strings":     "strings",
	"slices":      "slices",
}

// block is a README code block, with the markers before its fence.
type block struct {
	line      int // of the first line of code, counted from 1
	code      string
	setup     []string
	continue_ bool // appended to the program of the block before
	skip      bool
}

// blocks returns the ```go blocks of a README, without the skipped ones.
func blocks(readme string) ([]block, error) {
	var out []block
	var markers []string
	var cur *block
	sc := bufio.NewScanner(strings.NewReader(readme))
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		switch {
		case cur != nil && strings.TrimSpace(line) == "```":
			out = append(out, *cur)
			cur = nil
		case cur != nil:
			cur.code += line + "\n"
		case strings.TrimSpace(line) == "```go":
			b := block{line: n + 1}
			skip := false
			for _, m := range markers {
				switch verb, arg, _ := strings.Cut(m, " "); verb {
				case "setup":
					b.setup = append(b.setup, arg)
				case "continue":
					b.continue_ = true
				case "skip":
					skip = true
				default:
					return nil, fmt.Errorf("README.md:%d: unknown marker %q", n-1, m)
				}
			}
			markers = nil
			b.skip = skip
			cur = &b
		default:
			t := strings.TrimSpace(line)
			if m, ok := strings.CutPrefix(t, "<!-- readme-test:"); ok && strings.HasSuffix(m, "-->") {
				markers = append(markers, strings.TrimSpace(strings.TrimSuffix(m, "-->")))
			} else {
				markers = nil
			}
		}
	}
	if cur != nil {
		return nil, fmt.Errorf("README.md: unterminated block at line %d", cur.line)
	}
	return slices.DeleteFunc(out, func(b block) bool { return b.skip }), sc.Err()
}

// program returns the source of a package main built from bs (a block and
// the blocks that continue it), with //line directives that point compile
// errors at the README.
func program(bs []block) (string, error) {
	var top, body strings.Builder
	isTop := true
	for _, b := range bs {
		src := "package main\n" + b.code
		if _, err := parser.ParseFile(token.NewFileSet(), "", src, parser.SkipObjectResolution); err != nil || len(b.setup) > 0 {
			isTop = false
		}
	}
	for _, b := range bs {
		if isTop {
			fmt.Fprintf(&top, "//line README.md:%d\n%s", b.line, b.code)
			continue
		}
		for _, s := range b.setup {
			fmt.Fprintf(&body, "//line README.md:%d\n", b.line-1)
			for _, st := range strings.Split(s, ";") {
				body.WriteString(strings.TrimSpace(st) + "\n")
			}
		}
		fmt.Fprintf(&body, "//line README.md:%d\n%s", b.line, b.code)
	}
	src := "package main\n\n" + top.String()
	if !isTop {
		src += "func main() {\n" + body.String() + "}\n"
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "README.md", src, 0)
	if err != nil {
		return "", err
	}
	// Imports: the known package names that resolve to nothing in the file.
	var imports []string
	ast.Inspect(f, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok {
			if id, ok := sel.X.(*ast.Ident); ok && id.Obj == nil {
				if path, ok := knownImports[id.Name]; ok && !slices.Contains(imports, path) {
					imports = append(imports, path)
				}
			}
		}
		return true
	})
	slices.Sort(imports)
	// Uses of every variable main declares at its top level.
	var uses strings.Builder
	var seen []string
	use := func(id *ast.Ident) {
		if id.Name != "_" && !slices.Contains(seen, id.Name) {
			seen = append(seen, id.Name)
			fmt.Fprintf(&uses, "\t_ = %s\n", id.Name)
		}
	}
	for _, d := range f.Decls {
		fn, ok := d.(*ast.FuncDecl)
		if !ok || fn.Name.Name != "main" || fn.Body == nil {
			continue
		}
		for _, s := range fn.Body.List {
			switch s := s.(type) {
			case *ast.AssignStmt:
				if s.Tok == token.DEFINE {
					for _, e := range s.Lhs {
						if id, ok := e.(*ast.Ident); ok {
							use(id)
						}
					}
				}
			case *ast.DeclStmt:
				if g, ok := s.Decl.(*ast.GenDecl); ok && g.Tok == token.VAR {
					for _, sp := range g.Specs {
						for _, id := range sp.(*ast.ValueSpec).Names {
							use(id)
						}
					}
				}
			}
		}
	}
	var head strings.Builder
	head.WriteString("// Code generated from README.md by the readme test; DO NOT EDIT.\n\npackage main\n\n")
	for _, p := range imports {
		fmt.Fprintf(&head, "import %q\n", p)
	}
	if isTop {
		hasMain := false
		for _, d := range f.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok && fn.Name.Name == "main" && fn.Recv == nil {
				hasMain = true
			}
		}
		src = head.String() + "\n" + top.String()
		if !hasMain {
			src += "\nfunc main() {}\n"
		}
		return src, nil
	}
	return head.String() + "\n" + top.String() + "func main() {\n" + body.String() + "//line README.md (uses added by the test):1\n" + uses.String() + "}\n", nil
}

// programs groups the blocks into programs.
func programs(bs []block) ([]string, error) {
	var groups [][]block
	for _, b := range bs {
		if b.continue_ && len(groups) > 0 {
			groups[len(groups)-1] = append(groups[len(groups)-1], b)
		} else {
			groups = append(groups, []block{b})
		}
	}
	var out []string
	for _, g := range groups {
		src, err := program(g)
		if err != nil {
			return nil, err
		}
		out = append(out, src)
	}
	return out, nil
}

// TestREADME compiles (and vets) every Go block of README.md.
func TestREADME(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	bs, err := blocks(string(readme))
	if err != nil {
		t.Fatal(err)
	}
	srcs, err := programs(bs)
	if err != nil {
		t.Fatalf("a README block does not parse: %v", err)
	}
	if len(srcs) < 4 {
		t.Fatalf("found %d programs in README.md", len(srcs))
	}
	// Inside the module, so that its packages resolve to this checkout; the
	// leading underscore keeps the directory out of ./... patterns, so a go vet
	// ./... running meanwhile does not see it.
	dir, err := os.MkdirTemp(root, "_readmetest")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	args := []string{"vet"}
	for i, src := range srcs {
		args = append(args, "./"+filepath.Join(filepath.Base(dir), fmt.Sprint("p", i)))
		if err := os.MkdirAll(filepath.Join(dir, fmt.Sprint("p", i)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprint("p", i), "main.go"), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command("go", args...) // each package by name: ./... skips _ directories
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOWORK=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("README.md blocks do not compile: %v\n%s", err, out)
		for i, src := range srcs {
			t.Logf("program p%d:\n%s", i, src)
		}
	}
}

// TestMarkers checks how blocks become programs: the markers, the choice
// between top-level code and the body of main, the imports and the uses.
func TestMarkers(t *testing.T) {
	const readme = "# x\n\n```go\nv := math.Pi\n```\n\n" +
		"<!-- readme-test: continue -->\n```go\nfmt.Println(v)\n```\n\n" +
		"<!-- readme-test: skip -->\n```go\nthis is not Go\n```\n\n" +
		"```sh\ngo build\n```\n\n" +
		"<!-- readme-test: setup l, _ := tensor.NewC([1]int{3}); n := 2 -->\n```go\ni, _ := l.Index(n)\n```\n\n" +
		"```go\n//go:generate go tool tensorgen -ranks 9\n```\n" +
		"```go\nfunc f() error { return errors.ErrUnsupported }\n```\n"
	bs, err := blocks(readme)
	if err != nil {
		t.Fatal(err)
	}
	srcs, err := programs(bs)
	if err != nil {
		t.Fatal(err)
	}
	want := [][]string{
		{`import "fmt"`, `import "math"`, "//line README.md:4\nv := math.Pi\n//line README.md:9\nfmt.Println(v)\n", "\t_ = v\n"},
		{`import "github.com/fixedrank/tensor"`, "//line README.md:22\nl, _ := tensor.NewC([1]int{3})\nn := 2\n//line README.md:23\ni, _ := l.Index(n)\n", "\t_ = l\n\t_ = n\n\t_ = i\n"},
		{"//line README.md:27\n//go:generate go tool tensorgen -ranks 9\n", "func main() {}"},
		{`import "errors"`, "func f() error", "func main() {}"},
	}
	if len(srcs) != len(want) {
		t.Fatalf("%d programs, want %d:\n%s", len(srcs), len(want), strings.Join(srcs, "\n----\n"))
	}
	for i, parts := range want {
		for _, p := range parts {
			if !strings.Contains(srcs[i], p) {
				t.Errorf("program %d has no %q:\n%s", i, p, srcs[i])
			}
		}
	}
	if _, err := blocks("<!-- readme-test: frobnicate -->\n```go\nx\n```\n"); err == nil {
		t.Error("an unknown marker is no error")
	}
}
