package tensor

import (
	"encoding/json"
	"go/doc"
	"go/parser"
	"go/token"
	"os"
	"strings"
	"testing"
)

// TestNumPyPage ties the "Coming from NumPy" page to NumPy: every
// Example_numpy<Name> in numpy_example_test.go must have as its Output the
// text NumPy prints for the row (testdata/numpy_page.json, written by
// scripts/golden_numpy_page.py), every row must have its example, and every
// row's NumPy expression must appear in the table of the package doc. go
// test runs the examples, so our output equals NumPy's.
func TestNumPyPage(t *testing.T) {
	var rows map[string]struct {
		NumPy  string `json:"numpy"`
		Output string `json:"output"`
	}
	b, err := os.ReadFile("testdata/numpy_page.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &rows); err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "numpy_example_test.go", nil, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	pkgDoc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, ex := range doc.Examples(f) {
		name, ok := strings.CutPrefix(ex.Name, "_numpy")
		if !ok {
			continue
		}
		seen[name] = true
		row, ok := rows[name]
		if !ok {
			t.Errorf("Example_numpy%s has no NumPy row", name)
			continue
		}
		if got, want := strings.TrimSpace(ex.Output), strings.TrimSpace(row.Output); got != want {
			t.Errorf("Example_numpy%s: Output\n%s\nNumPy prints\n%s", name, got, want)
		}
	}
	for name, row := range rows {
		if !seen[name] {
			t.Errorf("NumPy row %s (%s) has no Example_numpy%s", name, row.NumPy, name)
		}
		if !strings.Contains(string(pkgDoc), row.NumPy) {
			t.Errorf("the package doc's NumPy table lacks %q", row.NumPy)
		}
	}
	if len(seen) < 40 {
		t.Errorf("%d NumPy examples, want at least 40", len(seen))
	}
}
