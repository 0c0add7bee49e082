package tensor

import (
	"bufio"
	"encoding/json"
	"os"
	"slices"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// goldenLines calls f with each line of the JSON-lines file path decoded
// as an R, and fails the test unless the file held at least min lines, so
// that a truncated golden file cannot pass by checking nothing.
func goldenLines[R any](t *testing.T, path string, min int, f func(R)) {
	t.Helper()
	file, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	sc := bufio.NewScanner(file)
	sc.Buffer(nil, 1<<24)
	n := 0
	for sc.Scan() {
		var r R
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("%s line %d: %v", path, n+1, err)
		}
		f(r)
		n++
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if n < min {
		t.Fatalf("%s: only %d records, want at least %d", path, n, min)
	}
}

// goldenOperand is an operand of a golden record: a C-contiguous base
// array (its shape and elements in C order) and the view taken of it
// ("c" itself, "r" its last axis reversed, "t" its transpose).
type goldenOperand struct {
	Shape []int
	View  string
	Data  []json.RawMessage
}

// goldenView returns view v of a copy of data, a C-contiguous base of
// the given shape, as golden_common.view takes it.
func goldenView[T any](t *testing.T, data []T, shape []int, v string) dyn.Tensor[T] {
	t.Helper()
	x, err := dyn.FromSlice(slices.Clone(data), shape...)
	if err != nil {
		t.Fatal(err)
	}
	r := len(shape)
	switch {
	case v == "t" && r >= 2:
		x, err = x.SwapAxes(-1, -2)
	case v == "r" && r >= 1:
		x, err = x.Flip(-1)
	case v == "s" && r >= 1:
		x, err = x.Slice(-1, Colon().By(2))
	}
	if err != nil {
		t.Fatal(err)
	}
	return x
}
