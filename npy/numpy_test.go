package npy

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/fixedrank/tensor"
)

// python is Debian's interpreter, where apt's python3-numpy lives.
const python = "/usr/bin/python3"

// jsonValues renders elements as make_npy.py's values() does.
func jsonValues[T Elem](vals []T) []any {
	out := make([]any, len(vals))
	for i, v := range vals {
		switch x := any(v).(type) {
		case float32:
			out[i] = pyRepr(float64(x), 32)
		case float64:
			out[i] = pyRepr(x, 64)
		case complex64:
			out[i] = []string{pyRepr(float64(real(x)), 32), pyRepr(float64(imag(x)), 32)}
		case complex128:
			out[i] = []string{pyRepr(real(x), 64), pyRepr(imag(x), 64)}
		default:
			out[i] = x
		}
	}
	return out
}

// pyRepr formats a float exactly (shortest round-trip digits of the value
// as a float64, which is what NumPy's tolist() gives for float32 too);
// check_npy.py compares floats by value.
func pyRepr(v float64, _ int) string {
	return strconv.FormatFloat(v, 'g', -1, 64)
}

type expectation struct {
	Dtype   string `json:"dtype"`
	Fortran bool   `json:"fortran"`
	Shape   []int  `json:"shape"`
	Values  []any  `json:"values"`
}

// writeCases writes a C-order, an F-order and a strided view of one sample
// tensor of T, recording what NumPy must read.
func writeCases[T Elem](t *testing.T, dir, tag string, f func(i int) T, expect map[string]expectation) {
	x, _ := tensor.FromFunc([3]int{2, 3, 4}, func(i [3]int) T { return f(12*i[0] + 4*i[1] + i[2]) })
	fx := x.CloneOrder(tensor.F)
	sv, _ := x.Slice(2, tensor.All().By(-3))
	sv = sv.Transpose()
	for _, c := range []struct {
		name    string
		t       tensor.Tensor[T, [3]int]
		fortran bool
	}{{"c", x, false}, {"f", fx, true}, {"strided", sv, false}} {
		name := fmt.Sprintf("%s_%s.npy", tag, c.name)
		if err := Save(filepath.Join(dir, name), c.t); err != nil {
			t.Fatal(err)
		}
		var vals []T
		for v := range c.t.Values() {
			vals = append(vals, v)
		}
		s := c.t.Shape()
		expect[name] = expectation{Descr[T](), c.fortran, s[:], jsonValues(vals)}
	}
}

// TestNumPyReadsOurFiles writes every dtype in C order, F order and as a
// strided view, and has NumPy load them. It skips when Debian's
// python3-numpy is not installed.
func TestNumPyReadsOurFiles(t *testing.T) {
	if err := exec.Command(python, "-c", "import numpy").Run(); err != nil {
		t.Skipf("NumPy not available under %s (apt-get install python3-numpy): %v", python, err)
	}
	dir := t.TempDir()
	expect := map[string]expectation{}
	writeCases(t, dir, "b1", func(i int) bool { return i%3 == 0 }, expect)
	writeCases(t, dir, "i1", func(i int) int8 { return int8(i*37 - 100) }, expect)
	writeCases(t, dir, "i2", func(i int) int16 { return int16(i*1001 - 9000) }, expect)
	writeCases(t, dir, "i4", func(i int) int32 { return int32(i*100001 - 1<<20) }, expect)
	writeCases(t, dir, "i8", func(i int) int64 { return int64(i)*1e15 - 1<<62 }, expect)
	writeCases(t, dir, "u1", func(i int) uint8 { return uint8(i * 11) }, expect)
	writeCases(t, dir, "u2", func(i int) uint16 { return uint16(i * 2731) }, expect)
	writeCases(t, dir, "u4", func(i int) uint32 { return uint32(i) * 178956970 }, expect)
	writeCases(t, dir, "u8", func(i int) uint64 { return uint64(i) * 768614336404564650 }, expect)
	writeCases(t, dir, "f4", func(i int) float32 { return float32(i)/7 - 1 }, expect)
	writeCases(t, dir, "f8", func(i int) float64 { return float64(i)*123456.789/7 - 1e-300 }, expect)
	writeCases(t, dir, "c8", func(i int) complex64 { return complex(float32(i)/3, -float32(i)/7) }, expect)
	writeCases(t, dir, "c16", func(i int) complex128 { return complex(float64(i)/3, 1e300/float64(i+1)) }, expect)
	b, err := json.Marshal(expect)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "expect.json"), b, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(python, "testdata/check_npy.py", dir).CombinedOutput()
	if err != nil {
		t.Fatalf("NumPy disagrees:\n%s", out)
	}
	t.Logf("%s", out)
}
