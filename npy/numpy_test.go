package npy

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/fixedrank/tensor"
	"github.com/x448/float16"
)

// python is Debian's interpreter, where apt's python3-numpy lives.
const python = "/usr/bin/python3"

// jsonValues renders elements as make_npy.py's values() does.
func jsonValues[T Elem](vals []T) []any {
	out := make([]any, len(vals))
	for i, v := range vals {
		switch x := any(v).(type) {
		case float16.Float16:
			out[i] = pyRepr(float64(x.Float32()), 16)
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
	sv, _ := x.Slice(2, tensor.Colon().By(-3))
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

// npzExpect is what check_npy.py checks of an archive.
type npzExpect struct {
	Names      []string `json:"names"`
	Compressed bool     `json:"compressed"`
}

// writeArchives writes a stored and a compressed .npz archive, recording
// their arrays for check_npy.py as ARCHIVE.npz/KEY.
func writeArchives(t *testing.T, dir string, expect map[string]expectation) map[string]npzExpect {
	a, _ := tensor.FromFunc([2]int{3, 4}, func(i [2]int) int64 { return int64(100*i[0] + i[1]) })
	h, _ := tensor.FromSlice([]float16.Float16{0x3c00, 0x7c00, 0x8001}, [1]int{3})
	f := a.CloneOrder(tensor.F)
	names := map[string]npzExpect{}
	for _, compressed := range []bool{false, true} {
		archive := "stored.npz"
		if compressed {
			archive = "compressed.npz"
		}
		w, err := CreateNPZ(filepath.Join(dir, archive), compressed)
		if err != nil {
			t.Fatal(err)
		}
		add := func(name string, err error, shape []int, fortran bool, dtype string, vals []any) {
			if err != nil {
				t.Fatal(err)
			}
			expect[strings.TrimSuffix(archive, ".npz")+".npz/"+name] = expectation{dtype, fortran, shape, vals}
		}
		add("weights", AddNPZ(w, "weights", a.Transpose()), []int{4, 3}, true, "<i8", jsonValues(slices.Collect(a.Transpose().Values())))
		add("arr_0", AddNPZ(w, "arr_0", h), []int{3}, false, "<f2", jsonValues(h.Data()))
		add("with space.x", AddNPZ(w, "with space.x", f), []int{3, 4}, true, "<i8", jsonValues(slices.Collect(f.Values())))
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
		names[archive] = npzExpect{[]string{"weights", "arr_0", "with space.x"}, compressed}
	}
	return names
}

// TestNumPyReadsOurFiles writes every dtype in C order, F order and as a
// strided view, float16 rounded from float64 and .npz archives, and has
// NumPy load them. It skips when Debian's
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
	writeCases(t, dir, "f2", func(i int) float16.Float16 { return float16.Fromfloat32(float32(i)/7 - 1) }, expect)
	writeCases(t, dir, "f4", func(i int) float32 { return float32(i)/7 - 1 }, expect)
	writeCases(t, dir, "f8", func(i int) float64 { return float64(i)*123456.789/7 - 1e-300 }, expect)
	writeCases(t, dir, "c8", func(i int) complex64 { return complex(float32(i)/3, -float32(i)/7) }, expect)
	writeCases(t, dir, "c16", func(i int) complex128 { return complex(float64(i)/3, 1e300/float64(i+1)) }, expect)
	// float16 rounded from float64, with overflow to ±Inf.
	x, _ := tensor.FromSlice([]float64{1.0 / 3, 65519.99, 65520, -1e6, 0x1p-25, math.Nextafter(0x1p-25, 1)}, [2]int{2, 3})
	if err := SaveFloat16(filepath.Join(dir, "rounded.npy"), x); err != nil {
		t.Fatal(err)
	}
	expect["rounded.npy"] = expectation{"<f2", false, []int{2, 3}, []any{"0.333251953125", "65504.0", "inf", "-inf", "0.0", "5.960464477539063e-08"}}
	npzNames := writeArchives(t, dir, expect)
	for name, v := range map[string]any{"expect.json": expect, "npz.json": npzNames} {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out, err := exec.Command(python, "testdata/check_npy.py", dir).CombinedOutput()
	if err != nil {
		t.Fatalf("NumPy disagrees:\n%s", out)
	}
	t.Logf("%s", out)
}

// haveNumPy skips the test when Debian's python3-numpy is not installed.
func haveNumPy(t *testing.T) {
	t.Helper()
	if err := exec.Command(python, "-c", "import numpy").Run(); err != nil {
		t.Skipf("NumPy not available under %s (apt-get install python3-numpy): %v", python, err)
	}
}

// runPython runs a script of testdata with the arguments and fails the
// test with its output on error.
func runPython(t *testing.T, args ...string) string {
	t.Helper()
	out, err := exec.Command(python, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("%s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// bitsOf returns the IEEE bits of a float32 or float64 as a uint64.
func bitsOf[T float32 | float64](v T) uint64 {
	if f, ok := any(v).(float32); ok {
		return uint64(math.Float32bits(f))
	}
	return math.Float64bits(float64(v))
}

// TestNumPyFloat16 reads the float16 files NumPy writes: every bit
// pattern, little- and big-endian, raw, widened (bit for bit as NumPy's
// astype widens, NaN payloads included, except that a signaling NaN
// becomes quiet) and mapped; and rounds float64 and
// float32 values to float16 as NumPy's astype does, file bytes included.
func TestNumPyFloat16(t *testing.T) {
	haveNumPy(t)
	dir := t.TempDir()
	runPython(t, "testdata/float16_oracle.py", dir)
	path := func(name string) string { return filepath.Join(dir, name) }
	f4, err := LoadDyn[float32](path("all_f4.npy"))
	if err != nil {
		t.Fatal(err)
	}
	f8, err := LoadDyn[float64](path("all_f8.npy"))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"all_le.npy", "all_be.npy"} {
		h, err := Load[float16.Float16, [1]int](path(name))
		if err != nil {
			t.Fatal(err)
		}
		for i, v := range h.Data() {
			if v != float16.Frombits(uint16(i)) {
				t.Fatalf("%s: element %d = %#04x", name, i, uint16(v))
			}
		}
		w4, err := Load[float32, [1]int](path(name))
		if err != nil {
			t.Fatal(err)
		}
		w8, err := Load[float64, [1]int](path(name))
		if err != nil {
			t.Fatal(err)
		}
		for i := range 65536 {
			want4, want8 := bitsOf(f4.Data()[i]), bitsOf(f8.Data()[i])
			if i&0x7c00 == 0x7c00 && i&0x3ff != 0 { // NaN: ours is always quiet
				want4 |= 1 << 22
				want8 |= 1 << 51
			}
			if bitsOf(w4.Data()[i]) != want4 || bitsOf(w8.Data()[i]) != want8 {
				t.Fatalf("%s: %#04x widens to %#x, %#x; NumPy gives %#x, %#x", name, i,
					bitsOf(w4.Data()[i]), bitsOf(w8.Data()[i]), want4, want8)
			}
		}
		m, err := MapDyn[float16.Float16](path(name))
		if err != nil {
			t.Fatal(err)
		}
		if zc := name == "all_le.npy" == littleEndian; m.ZeroCopy() != zc {
			t.Errorf("%s: ZeroCopy %v (%s), want %v", name, m.ZeroCopy(), m.Reason(), zc)
		}
		if !slices.Equal(m.Tensor().Data(), h.Data()) {
			t.Errorf("%s: mapped values differ from the read ones", name)
		}
		m.Close()
	}
	mf, err := Map[float16.Float16, [3]int](path("f2_f.npy"))
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := mf.Tensor().At(1, 2, 3); v != float16.Frombits(23) || mf.Tensor().Layout().Strides() != [3]int{1, 2, 6} {
		t.Errorf("Fortran-order map: [1,2,3] = %v, strides %v", v, mf.Tensor().Layout().Strides())
	}
	mf.Close()

	for _, c := range []struct{ x, h string }{{"x64.npy", "h64.npy"}, {"x32.npy", "h32.npy"}} {
		want, err := os.ReadFile(path(c.h))
		if err != nil {
			t.Fatal(err)
		}
		ours := path("ours_" + c.h)
		if c.x == "x64.npy" {
			x, err := LoadDyn[float64](path(c.x))
			if err != nil {
				t.Fatal(err)
			}
			if err := SaveFloat16(ours, x); err != nil {
				t.Fatal(err)
			}
		} else {
			x, err := LoadDyn[float32](path(c.x))
			if err != nil {
				t.Fatal(err)
			}
			if err := SaveFloat16(ours, x); err != nil {
				t.Fatal(err)
			}
		}
		got, err := os.ReadFile(ours)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			g, _ := LoadDyn[float16.Float16](ours)
			w, _ := LoadDyn[float16.Float16](path(c.h))
			x, _ := LoadDyn[float64](path("x64.npy"))
			for i := range w.Data() {
				if g.Data()[i] != w.Data()[i] {
					t.Fatalf("%s: element %d (%v as float64) rounds to %#04x, NumPy %#04x", c.x, i, x.Data()[i], uint16(g.Data()[i]), uint16(w.Data()[i]))
				}
			}
			t.Fatalf("%s: our file differs from NumPy's %s", c.x, c.h)
		}
	}
}
