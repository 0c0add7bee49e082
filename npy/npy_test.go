package npy

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/fixedrank/tensor"
	"github.com/fixedrank/tensor/dyn"
	"github.com/x448/float16"
)

// entry is one file of testdata/manifest.json (written by make_npy.py).
type entry struct {
	Dtype   string
	Fortran bool
	Shape   []int
	Values  []json.RawMessage
}

func manifest(t *testing.T) map[string]entry {
	t.Helper()
	b, err := os.ReadFile("testdata/manifest.json")
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]entry{}
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

func parseNum(t *testing.T, raw json.RawMessage, bits int) float64 {
	t.Helper()
	var s string
	if json.Unmarshal(raw, &s) == nil {
		v, err := strconv.ParseFloat(s, bits)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	var v float64
	if err := json.Unmarshal(raw, &v); err != nil {
		t.Fatal(err)
	}
	return v
}

// want converts the manifest's values to T.
func want[T Elem](t *testing.T, e entry) []T {
	out := make([]T, len(e.Values))
	for i, raw := range e.Values {
		switch p := any(&out[i]).(type) {
		case *bool:
			if err := json.Unmarshal(raw, p); err != nil {
				t.Fatal(err)
			}
		case *complex64:
			var pair [2]json.RawMessage
			if err := json.Unmarshal(raw, &pair); err != nil {
				t.Fatal(err)
			}
			*p = complex(float32(parseNum(t, pair[0], 32)), float32(parseNum(t, pair[1], 32)))
		case *complex128:
			var pair [2]json.RawMessage
			if err := json.Unmarshal(raw, &pair); err != nil {
				t.Fatal(err)
			}
			*p = complex(parseNum(t, pair[0], 64), parseNum(t, pair[1], 64))
		case *float16.Float16:
			*p = float16.Fromfloat32(float32(parseNum(t, raw, 32))) // exact: every float16 is a float32
		case *float32:
			*p = float32(parseNum(t, raw, 32))
		case *float64:
			*p = parseNum(t, raw, 64)
		default:
			var v json.Number
			if err := json.Unmarshal(raw, &v); err != nil {
				t.Fatal(err)
			}
			x, err := strconv.ParseInt(v.String(), 10, 64)
			if err != nil {
				u, uerr := strconv.ParseUint(v.String(), 10, 64)
				if uerr != nil {
					t.Fatal(err)
				}
				x = int64(u)
			}
			setInt(p, x)
		}
	}
	return out
}

func setInt(p any, x int64) {
	switch p := p.(type) {
	case *int8:
		*p = int8(x)
	case *int16:
		*p = int16(x)
	case *int32:
		*p = int32(x)
	case *int64:
		*p = x
	case *uint8:
		*p = uint8(x)
	case *uint16:
		*p = uint16(x)
	case *uint32:
		*p = uint32(x)
	case *uint64:
		*p = uint64(x)
	}
}

// checkFile reads a NumPy-written file as T, compares shape, order and
// values with the manifest, and checks that writing it back gives the
// file's bytes (for little-endian version 1.0 files, unless write is nil).
func checkFile[T comparable](t *testing.T, name string, e entry, read func([]byte) (dyn.Tensor[T], error), write func(*bytes.Buffer, dyn.Tensor[T]) error, wantVals []T) {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	got, err := read(raw)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	l := got.Layout()
	if !slices.Equal(l.Shape(), e.Shape) {
		t.Fatalf("%s: shape %v, want %v", name, l.Shape(), e.Shape)
	}
	if e.Fortran {
		f, _ := dyn.Contiguous(e.Shape, tensor.F)
		if !slices.Equal(l.Strides(), f.Strides()) {
			t.Fatalf("%s: strides %v, want F-contiguous %v", name, l.Strides(), f.Strides())
		}
	}
	if g := slices.Collect(got.Values()); !slices.Equal(g, wantVals) {
		t.Fatalf("%s: values\n%v\nwant\n%v", name, g, wantVals)
	}
	if raw[6] != 1 || strings.HasPrefix(e.Dtype, ">") || write == nil {
		return
	}
	var buf bytes.Buffer
	if err := write(&buf, got); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(buf.Bytes(), raw) {
		t.Fatalf("%s: writing it back differs from NumPy's bytes:\n%q\n%q", name, buf.Bytes()[:min(buf.Len(), 128)], raw[:min(len(raw), 128)])
	}
}

func check[T Elem](t *testing.T, name string, e entry) {
	read := func(b []byte) (dyn.Tensor[T], error) { return ReadDyn[T](bytes.NewReader(b)) }
	write := func(w *bytes.Buffer, x dyn.Tensor[T]) error { return Write(w, x) }
	checkFile(t, name, e, read, write, want[T](t, e))
}

// widened reads a NumPy float16 file as the wider float T.
func widened[T Elem](t *testing.T, name string, e entry) {
	read := func(b []byte) (dyn.Tensor[T], error) { return ReadDyn[T](bytes.NewReader(b)) }
	checkFile(t, name, e, read, nil, want[T](t, e))
}

// TestReadNumPyFiles reads every file NumPy wrote for the manifest.
func TestReadNumPyFiles(t *testing.T) {
	m := manifest(t)
	if len(m) < 30 {
		t.Fatalf("manifest has %d files, want the full set", len(m))
	}
	for name, e := range m {
		t.Run(name, func(t *testing.T) {
			switch e.Dtype[1:] {
			case "b1":
				check[bool](t, name, e)
			case "i1":
				check[int8](t, name, e)
			case "i2":
				check[int16](t, name, e)
			case "i4":
				check[int32](t, name, e)
			case "i8":
				check[int64](t, name, e)
			case "u1":
				check[uint8](t, name, e)
			case "u2":
				check[uint16](t, name, e)
			case "u4":
				check[uint32](t, name, e)
			case "u8":
				check[uint64](t, name, e)
			case "f2":
				check[float16.Float16](t, name, e)
				widened[float32](t, name, e)
				widened[float64](t, name, e)
			case "f4":
				check[float32](t, name, e)
			case "f8":
				check[float64](t, name, e)
			case "c8":
				check[complex64](t, name, e)
			case "c16":
				check[complex128](t, name, e)
			default:
				t.Fatalf("no Go type for %s", e.Dtype)
			}
		})
	}
}

// TestReadFixedRank reads a Fortran-order file into a fixed-rank tensor:
// an F layout over the file's data, no transpose.
func TestReadFixedRank(t *testing.T) {
	x, err := Load[float64, [3]int]("testdata/f8_f.npy")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := x.Layout().Strides(), [3]int{1, 2, 6}; got != want {
		t.Fatalf("strides %v, want %v", got, want)
	}
	// Element [1,2,3] of sample("f8", (2,3,4)) is base[23]/7 with
	// base = (23*37 % 101) - 50 = 1.
	v, err := x.At(1, 2, 3)
	if err != nil || v != (23*37%101-50)/7.0 {
		t.Fatalf("At(1,2,3) = %v, %v", v, err)
	}
	if _, err := Load[float64, [2]int]("testdata/f8_f.npy"); !errors.Is(err, tensor.ErrRank) {
		t.Fatalf("rank mismatch: %v, want ErrRank", err)
	}
	if _, err := Load[float32, [3]int]("testdata/f8_f.npy"); !errors.Is(err, ErrDtype) {
		t.Fatalf("dtype mismatch: %v, want ErrDtype", err)
	}
	if _, err := Load[int64, [3]int]("testdata/f8_f.npy"); !errors.Is(err, ErrDtype) {
		t.Fatalf("kind mismatch: %v, want ErrDtype", err)
	}
}

// TestWriteStrided writes views that are neither C- nor F-contiguous and
// reads them back.
func TestWriteStrided(t *testing.T) {
	x, _ := tensor.FromFunc([3]int{4, 5, 6}, func(i [3]int) float64 { return float64(100*i[0] + 10*i[1] + i[2]) })
	v, _ := x.Slice(1, tensor.Colon().By(-2))
	v, _ = v.Permute([3]int{2, 0, 1})
	var buf bytes.Buffer
	if err := Write(&buf, v); err != nil {
		t.Fatal(err)
	}
	back, err := Read[float64, [3]int](&buf)
	if err != nil {
		t.Fatal(err)
	}
	if back.Shape() != v.Shape() || !tensor.ArrayEqual(back, v) {
		t.Fatalf("round trip of a strided view:\n%v\nwant\n%v", back, v)
	}
	if !back.Layout().IsCContiguous() {
		t.Fatalf("a strided view is written in C order; read back as %v", back.Layout())
	}
	// A broadcast view is written with its repeated values.
	row, _ := tensor.FromSlice([]int32{1, 2, 3}, [1]int{3})
	bl, _ := tensor.BroadcastToLayout(row.Layout(), [2]int{2, 3})
	b, _ := tensor.ViewOf(row, bl)
	buf.Reset()
	if err := Write(&buf, b); err != nil {
		t.Fatal(err)
	}
	bb, err := Read[int32, [2]int](&buf)
	if err != nil {
		t.Fatal(err)
	}
	if got := bb.Data(); !slices.Equal(got, []int32{1, 2, 3, 1, 2, 3}) {
		t.Fatalf("broadcast written as %v", got)
	}
}

// TestHeaderLayout checks the header NumPy's format requires: version 1.0,
// a data offset that is a multiple of 64, a trailing newline.
func TestHeaderLayout(t *testing.T) {
	var buf bytes.Buffer
	x, _ := tensor.Zeros[uint16]([2]int{3, 1})
	if err := Write(&buf, x); err != nil {
		t.Fatal(err)
	}
	b := buf.Bytes()
	want := "\x93NUMPY\x01\x00v\x00{'descr': '<u2', 'fortran_order': False, 'shape': (3, 1), }"
	if !strings.HasPrefix(string(b), want) {
		t.Fatalf("header %q", b)
	}
	if len(b) != 128+6 || b[127] != '\n' {
		t.Fatalf("data must start at byte 128 after a newline; file is %d bytes, byte 127 = %q", len(b), b[127])
	}
	// A long shape needs version 2.0 (the 1.0 header length is 16 bits)…
	// not reachable with MaxRank dims, so check the padding arithmetic.
	for dict := range 200 {
		if (10+pad(10, dict))%64 != 0 || pad(10, dict) < dict+1 {
			t.Fatalf("pad(10, %d) = %d", dict, pad(10, dict))
		}
	}
}

// TestMalformed feeds broken streams: each must give an error wrapping the
// right sentinel, never a panic or an allocation of the claimed size.
func TestMalformed(t *testing.T) {
	good, _ := os.ReadFile("testdata/f8_c.npy")
	hdr := func(dict string) []byte {
		b := []byte("\x93NUMPY\x01\x00")
		b = append(b, byte(len(dict)), byte(len(dict)>>8))
		return append(b, dict...)
	}
	cases := []struct {
		name string
		in   []byte
		want error
	}{
		{"empty", nil, ErrFormat},
		{"magic", []byte("NUMPY\x01\x00\x00\x00"), ErrFormat},
		{"version", []byte("\x93NUMPY\x04\x00\x00\x00"), ErrFormat},
		{"short header", []byte("\x93NUMPY\x01\x00\xff\x00{"), ErrFormat},
		{"v2 huge header", []byte("\x93NUMPY\x02\x00\xff\xff\xff\xff"), ErrFormat},
		{"truncated data", good[:len(good)-1], ErrFormat},
		{"huge shape", hdr("{'descr': '<f8', 'fortran_order': False, 'shape': (1099511627776, 1099511627776), }"), tensor.ErrOverflow},
		{"big claim, no data", hdr("{'descr': '<f8', 'fortran_order': False, 'shape': (1099511627776,), }"), ErrFormat},
		{"int overflow", hdr("{'descr': '<f8', 'fortran_order': False, 'shape': (99999999999999999999,), }"), tensor.ErrOverflow},
		{"negative dim", hdr("{'descr': '<f8', 'fortran_order': False, 'shape': (-1, 2), }"), ErrFormat},
		{"structured dtype", hdr("{'descr': [('a', '<f8')], 'fortran_order': False, 'shape': (2, 3), }"), ErrDtype},
		{"string dtype", hdr("{'descr': '<U3', 'fortran_order': False, 'shape': (2, 3), }"), ErrDtype},
		{"missing key", hdr("{'descr': '<f8', 'shape': (2, 3), }"), ErrFormat},
		{"duplicate key", hdr("{'descr': '<f8', 'descr': '<f8', 'fortran_order': False, 'shape': (2, 3), }"), ErrFormat},
		{"unknown key", hdr("{'descr': '<f8', 'fortran_order': False, 'shape': (2, 3), 'x': 1}"), ErrFormat},
		{"bad bool", hdr("{'descr': '<f8', 'fortran_order': 0, 'shape': (2, 3), }"), ErrFormat},
		{"unterminated", hdr("{'descr': '<f8', 'fortran_order': False, 'shape': (2, 3"), ErrFormat},
		{"rank 33", hdr("{'descr': '<f8', 'fortran_order': False, 'shape': (" + strings.Repeat("1,", 33) + "), }"), tensor.ErrRank},
		{"byte order", hdr("{'descr': '!f8', 'fortran_order': False, 'shape': (2, 3), }"), ErrDtype},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ReadDyn[float64](bytes.NewReader(c.in))
			if !errors.Is(err, c.want) {
				t.Fatalf("err = %v, want %v", err, c.want)
			}
		})
	}
}

// FuzzRead feeds arbitrary bytes to the reader (as float64, float32 and
// float16): it never panics, and what it reads as float64 writes back and
// reads again to the same values.
func FuzzRead(f *testing.F) {
	for _, name := range []string{"f8_c.npy", "f8_f.npy", "i2_v2.npy", "f8_0d.npy", "f8_empty.npy", "f8_big.npy", "f2_c.npy", "f2_big.npy"} {
		b, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		ReadDyn[float16.Float16](bytes.NewReader(in))
		ReadDyn[float32](bytes.NewReader(in))
		x, err := ReadDyn[float64](bytes.NewReader(in))
		if err != nil {
			return
		}
		var buf bytes.Buffer
		if err := Write(&buf, x); err != nil {
			t.Fatalf("write back: %v", err)
		}
		y, err := ReadDyn[float64](&buf)
		if err != nil {
			t.Fatalf("re-read: %v", err)
		}
		a, b := slices.Collect(x.Values()), slices.Collect(y.Values())
		if !slices.Equal(y.Layout().Shape(), x.Layout().Shape()) || len(a) != len(b) {
			t.Fatalf("round trip changed shape %v -> %v", x.Layout().Shape(), y.Layout().Shape())
		}
		for i := range a {
			if a[i] != b[i] && !(a[i] != a[i] && b[i] != b[i]) { // NaN == NaN here
				t.Fatalf("element %d: %v -> %v", i, a[i], b[i])
			}
		}
	})
}

// TestLoadSaveDyn round-trips a file of a rank known only at run time.
func TestLoadSaveDyn(t *testing.T) {
	d, err := LoadDyn[float64]("testdata/f8_f.npy")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := d.Layout().Shape(), []int{2, 3, 4}; !slices.Equal(got, want) {
		t.Fatalf("shape %v, want %v", got, want)
	}
	if v, err := d.At(1, 2, 3); err != nil || v != (23*37%101-50)/7.0 {
		t.Fatalf("At(1,2,3) = %v, %v", v, err)
	}
	path := filepath.Join(t.TempDir(), "d.npy")
	flipped, err := d.Flip(0)
	if err != nil {
		t.Fatal(err)
	}
	if err := Save(path, flipped); err != nil {
		t.Fatal(err)
	}
	back, err := LoadDyn[float64](path)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(slices.Collect(back.Values()), slices.Collect(flipped.Values())) {
		t.Errorf("round trip changed the values")
	}
	if _, err := LoadDyn[float64](filepath.Join(t.TempDir(), "missing.npy")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing file: %v", err)
	}
}

// TestWriteEitherKind writes a fixed-rank tensor and its runtime-rank view
// through each writer, which must give the same bytes; nil tensors (a nil
// interface, nil pointers of both kinds) are ErrType before anything is
// written, and the zero values of both kinds write as they did.
func TestWriteEitherKind(t *testing.T) {
	x, _ := tensor.FromFunc([2]int{3, 4}, func(i [2]int) float64 { return float64(10*i[0]+i[1]) / 3 })
	v := x.Transpose()
	for _, w := range []struct {
		name  string
		fixed func(*bytes.Buffer) error
		dyn   func(*bytes.Buffer) error
	}{
		{"Write", func(b *bytes.Buffer) error { return Write(b, v) }, func(b *bytes.Buffer) error { return Write(b, v.Dyn()) }},
		{"WriteFloat16", func(b *bytes.Buffer) error { return WriteFloat16(b, v) }, func(b *bytes.Buffer) error { return WriteFloat16(b, v.Dyn()) }},
	} {
		var a, b bytes.Buffer
		if err := w.fixed(&a); err != nil {
			t.Fatalf("%s of a tensor.Tensor: %v", w.name, err)
		}
		if err := w.dyn(&b); err != nil {
			t.Fatalf("%s of a dyn.Tensor: %v", w.name, err)
		}
		if !bytes.Equal(a.Bytes(), b.Bytes()) {
			t.Errorf("%s: the two kinds of the same view write different bytes", w.name)
		}
	}

	var pf *tensor.Tensor[float64, [2]int]
	var pd *dyn.Tensor[float64]
	dir := t.TempDir()
	z := NewNPZWriter(new(bytes.Buffer), false)
	for _, n := range []struct {
		name string
		t    dyn.AnyRank[float64]
	}{{"nil interface", nil}, {"nil *tensor.Tensor", pf}, {"nil *dyn.Tensor", pd}} {
		var buf bytes.Buffer
		if err := Write(&buf, n.t); !errors.Is(err, tensor.ErrType) || buf.Len() != 0 {
			t.Errorf("Write of a %s: %v and %d bytes, want ErrType and none", n.name, err, buf.Len())
		}
		if err := WriteFloat16(&buf, n.t); !errors.Is(err, tensor.ErrType) || buf.Len() != 0 {
			t.Errorf("WriteFloat16 of a %s: %v and %d bytes, want ErrType and none", n.name, err, buf.Len())
		}
		path := filepath.Join(dir, "nil.npy")
		if err := Save(path, n.t); !errors.Is(err, tensor.ErrType) {
			t.Errorf("Save of a %s: %v, want ErrType", n.name, err)
		}
		if err := SaveFloat16(path, n.t); !errors.Is(err, tensor.ErrType) {
			t.Errorf("SaveFloat16 of a %s: %v, want ErrType", n.name, err)
		}
		if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("saving a %s created the file: %v", n.name, err)
		}
		if err := AddNPZ(z, "x", n.t); !errors.Is(err, tensor.ErrType) {
			t.Errorf("AddNPZ of a %s: %v, want ErrType", n.name, err)
		}
	}
	if err := AddNPZ(z, "x", x); err != nil {
		t.Errorf("AddNPZ after refusing nil tensors under the same name: %v", err)
	}

	var buf bytes.Buffer
	if err := Write(&buf, tensor.Tensor[float64, [2]int]{}); err != nil {
		t.Errorf("Write of the zero tensor.Tensor of rank 2: %v", err)
	} else if got, err := Read[float64, [2]int](&buf); err != nil || got.Shape() != [2]int{} {
		t.Errorf("the zero tensor.Tensor of rank 2 reads back as %v, %v; want shape (0, 0)", got.Shape(), err)
	}
	if err := Write(&buf, tensor.Tensor[float64, [0]int]{}); !errors.Is(err, tensor.ErrBounds) {
		t.Errorf("Write of the zero tensor.Tensor of rank 0: %v, want ErrBounds", err)
	}
	if err := Write(&buf, dyn.Tensor[float64]{}); !errors.Is(err, tensor.ErrBounds) {
		t.Errorf("Write of the zero dyn.Tensor: %v, want ErrBounds", err)
	}
}
