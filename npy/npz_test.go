package npy

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/fixedrank/tensor"
	"github.com/x448/float16"
)

// writeNPZ writes three arrays of different types and ranks.
func writeNPZ(t *testing.T, w *NPZWriter) {
	t.Helper()
	a, _ := tensor.FromFunc([2]int{3, 4}, func(i [2]int) float64 { return float64(10*i[0] + i[1]) })
	b, _ := tensor.FromSlice([]int32{7, -8, 9}, [1]int{3})
	h, _ := tensor.FromSlice([]float16.Float16{0x3c00, 0xc000}, [1]int{2})
	if err := AddNPZ(w, "a", a.Transpose()); err != nil {
		t.Fatal(err)
	}
	if err := AddNPZ(w, "arr_0", b); err != nil {
		t.Fatal(err)
	}
	if err := AddNPZ(w, "half", h.Dyn()); err != nil {
		t.Fatal(err)
	}
	if err := AddNPZ(w, "a", b); !errors.Is(err, ErrDuplicate) {
		t.Fatalf("second array a: %v, want ErrDuplicate", err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
}

// TestNPZRoundTrip writes stored and compressed archives and reads every
// array back, lazily and by name.
func TestNPZRoundTrip(t *testing.T) {
	for _, compressed := range []bool{false, true} {
		path := filepath.Join(t.TempDir(), "x.npz")
		w, err := CreateNPZ(path, compressed)
		if err != nil {
			t.Fatal(err)
		}
		writeNPZ(t, w)
		z, err := OpenNPZ(path)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := z.Names(), []string{"a", "arr_0", "half"}; !slices.Equal(got, want) {
			t.Errorf("Names() = %v, want %v", got, want)
		}
		a, err := LoadNPZ[float64, [2]int](z, "a")
		if err != nil {
			t.Fatal(err)
		}
		if v, _ := a.At(3, 2); a.Shape() != [2]int{4, 3} || v != 23 {
			t.Errorf("a: shape %v, a[3,2] = %v; want [4 3], 23", a.Shape(), v)
		}
		b, err := LoadNPZDyn[int32](z, "arr_0")
		if err != nil || !slices.Equal(b.Data(), []int32{7, -8, 9}) {
			t.Errorf("arr_0 = %v, %v", b.Data(), err)
		}
		h, err := LoadNPZ[float32, [1]int](z, "half")
		if err != nil || !slices.Equal(h.Data(), []float32{1, -2}) {
			t.Errorf("half as float32 = %v, %v", h.Data(), err)
		}
		if hd, err := z.Header("half"); err != nil || hd.Descr != "<f2" {
			t.Errorf("Header(half) = %+v, %v", hd, err)
		}
		if _, err := LoadNPZ[float64, [2]int](z, "missing"); !errors.Is(err, ErrNotFound) {
			t.Errorf("missing array: %v, want ErrNotFound", err)
		}
		if _, err := z.Header("missing"); !errors.Is(err, ErrNotFound) {
			t.Errorf("Header of a missing array: %v, want ErrNotFound", err)
		}
		if _, err := LoadNPZ[float32, [2]int](z, "a"); !errors.Is(err, ErrDtype) {
			t.Errorf("a as float32: %v, want ErrDtype", err)
		}
		if err := z.Close(); err != nil {
			t.Fatal(err)
		}
		zr, err := zip.OpenReader(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range zr.File {
			if want := map[bool]uint16{false: zip.Store, true: zip.Deflate}[compressed]; f.Method != want {
				t.Errorf("%s: method %d, want %d", f.Name, f.Method, want)
			}
		}
		zr.Close()
	}
}

// zipOf builds an archive of stored members from name/content pairs.
func zipOf(t *testing.T, members ...string) []byte {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for i := 0; i < len(members); i += 2 {
		w, err := zw.CreateHeader(&zip.FileHeader{Name: members[i], Method: zip.Store})
		if err != nil {
			t.Fatal(err)
		}
		w.Write([]byte(members[i+1]))
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestNPZMalformed opens broken archives: each gives an error wrapping
// the right sentinel.
func TestNPZMalformed(t *testing.T) {
	good, _ := os.ReadFile("testdata/f8_c.npy")
	npyOf := string(good)
	if _, err := NewNPZ(bytes.NewReader([]byte("not a zip")), 9); !errors.Is(err, ErrFormat) {
		t.Errorf("not a zip: %v, want ErrFormat", err)
	}
	dup := zipOf(t, "x.npy", npyOf, "x.npy", npyOf)
	if _, err := NewNPZ(bytes.NewReader(dup), int64(len(dup))); !errors.Is(err, ErrDuplicate) || !errors.Is(err, ErrFormat) {
		t.Errorf("duplicate member: %v, want ErrFormat and ErrDuplicate", err)
	}
	arch := zipOf(t, "short.npy", npyOf[:len(npyOf)-3], "long.npy", npyOf+"xyz", "notes.txt", "hello", "ok.npy", npyOf)
	z, err := NewNPZ(bytes.NewReader(arch), int64(len(arch)))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := z.Names(), []string{"short", "long", "ok"}; !slices.Equal(got, want) {
		t.Errorf("Names() = %v, want %v (other members left out)", got, want)
	}
	for _, name := range []string{"short", "long"} {
		if _, err := LoadNPZDyn[float64](z, name); !errors.Is(err, ErrFormat) {
			t.Errorf("%s: %v, want ErrFormat", name, err)
		}
	}
	if _, err := LoadNPZDyn[float64](z, "ok"); err != nil {
		t.Errorf("ok: %v", err)
	}
	if err := z.Close(); err != nil {
		t.Errorf("Close of a NewNPZ archive: %v", err)
	}
	// A corrupted byte in a stored member's data fails the CRC check.
	i := bytes.LastIndex(arch, good[len(good)-8:])
	bad := bytes.Clone(arch)
	bad[i] ^= 0xff
	z, err = NewNPZ(bytes.NewReader(bad), int64(len(bad)))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := LoadNPZDyn[float64](z, "ok"); !errors.Is(err, ErrFormat) {
		t.Errorf("bad checksum: %v, want ErrFormat", err)
	}
	if _, err := OpenNPZ(filepath.Join(t.TempDir(), "missing.npz")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing file: %v", err)
	}
}

// FuzzNPZ opens arbitrary bytes as an archive and loads every array: no
// input panics.
func FuzzNPZ(f *testing.F) {
	good, _ := os.ReadFile("testdata/f8_c.npy")
	for _, compressed := range []bool{false, true} {
		var buf bytes.Buffer
		w := NewNPZWriter(&buf, compressed)
		x, _ := tensor.FromSlice([]float64{1, 2, 3, 4}, [2]int{2, 2})
		AddNPZ(w, "x", x)
		AddNPZ(w, "arr_0", x.Transpose())
		w.Close()
		f.Add(buf.Bytes())
	}
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	m, _ := zw.Create("g.npy")
	m.Write(good)
	zw.Close()
	f.Add(buf.Bytes())
	f.Fuzz(func(t *testing.T, in []byte) {
		z, err := NewNPZ(bytes.NewReader(in), int64(len(in)))
		if err != nil {
			return
		}
		for _, name := range z.Names() {
			z.Header(name)
			LoadNPZDyn[float64](z, name)
			LoadNPZ[float32, [2]int](z, name)
		}
	})
}

// checkNPZArray reads one array of a NumPy archive as T and compares it
// with the manifest.
func checkNPZArray[T Elem](t *testing.T, z *NPZ, name string, e entry) {
	t.Helper()
	got, err := LoadNPZDyn[T](z, name)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	l := got.Layout()
	if !slices.Equal(l.Shape(), e.Shape) {
		t.Fatalf("%s: shape %v, want %v", name, l.Shape(), e.Shape)
	}
	if f := !l.IsCContiguous() && l.IsFContiguous(); f != e.Fortran {
		t.Errorf("%s: Fortran order %v, want %v", name, f, e.Fortran)
	}
	if g, w := slices.Collect(got.Values()), want[T](t, e); !slices.Equal(g, w) {
		t.Errorf("%s: values\n%v\nwant\n%v", name, g, w)
	}
}

// TestReadNumPyNPZ reads the archives np.savez and np.savez_compressed
// wrote (testdata/make_npy.py): names in archive order and every array.
func TestReadNumPyNPZ(t *testing.T) {
	b, err := os.ReadFile("testdata/npz_manifest.json")
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]struct {
		Names  []string
		Arrays map[string]entry
	}
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	if len(m) != 2 {
		t.Fatalf("npz manifest has %d archives, want 2", len(m))
	}
	for file, arch := range m {
		t.Run(file, func(t *testing.T) {
			z, err := OpenNPZ(filepath.Join("testdata", file))
			if err != nil {
				t.Fatal(err)
			}
			defer z.Close()
			if got := z.Names(); !slices.Equal(got, arch.Names) {
				t.Fatalf("Names() = %v, want %v", got, arch.Names)
			}
			for name, e := range arch.Arrays {
				switch e.Dtype[1:] {
				case "b1":
					checkNPZArray[bool](t, z, name, e)
				case "i4":
					checkNPZArray[int32](t, z, name, e)
				case "i8":
					checkNPZArray[int64](t, z, name, e)
				case "u1":
					checkNPZArray[uint8](t, z, name, e)
				case "u2":
					checkNPZArray[uint16](t, z, name, e)
				case "f2":
					checkNPZArray[float16.Float16](t, z, name, e)
					checkNPZArray[float32](t, z, name, e)
				case "f4":
					checkNPZArray[float32](t, z, name, e)
				case "f8":
					checkNPZArray[float64](t, z, name, e)
				case "c8":
					checkNPZArray[complex64](t, z, name, e)
				default:
					t.Fatalf("%s: no Go type for %s", name, e.Dtype)
				}
			}
		})
	}
}

// TestNPZConcurrent loads the arrays of one archive from several
// goroutines at once (run with -race).
func TestNPZConcurrent(t *testing.T) {
	z, err := OpenNPZ("testdata/savez_compressed.npz")
	if err != nil {
		t.Fatal(err)
	}
	defer z.Close()
	want, err := LoadNPZDyn[float64](z, "x")
	if err != nil {
		t.Fatal(err)
	}
	errs := make(chan error, 8)
	for range 8 {
		go func() {
			got, err := LoadNPZDyn[float64](z, "x")
			if err == nil && !slices.Equal(got.Data(), want.Data()) {
				err = errors.New("values differ")
			}
			errs <- err
		}()
	}
	for range 8 {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}
