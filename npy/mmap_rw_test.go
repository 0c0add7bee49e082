//go:build unix

package npy

import (
	"errors"
	"os"
	"path/filepath"
	"runtime/debug"
	"testing"

	"github.com/fixedrank/tensor"
)

func copyFile(t *testing.T, src, dst string) {
	t.Helper()
	b, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dst, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestCreateMap writes through a new file's mapping (mode "w+") and reads
// the file back with Load: the header is NumPy's and the writes are the
// file's content.
func TestCreateMap(t *testing.T) {
	path := filepath.Join(t.TempDir(), "w.npy")
	m, err := CreateMap[float64](path, [2]int{3, 4})
	if err != nil {
		t.Fatal(err)
	}
	x := m.Tensor()
	if x.ReadOnly() {
		t.Fatal("the tensor of a writable map is read-only")
	}
	for i := range 3 {
		for j := range 4 {
			if err := x.Set(float64(10*i+j), i, j); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := m.Check(); err != nil {
		t.Fatal(err)
	}
	if err := m.Close(); err != nil {
		t.Fatal(err)
	}
	if err := m.Close(); err != nil {
		t.Fatalf("a second Close: %v", err)
	}
	y, err := Load[float64, [2]int](path)
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := y.At(2, 3); v != 23 || y.Shape() != [2]int{3, 4} {
		t.Errorf("read back %v, [2 3] = %v", y.Shape(), v)
	}
	d, err := CreateMapDyn[int16](filepath.Join(t.TempDir(), "e.npy"), 0, 5)
	if err != nil || d.Tensor().Size() != 0 {
		t.Fatalf("an empty map: %v", err)
	}
	d.Close()
}

// TestOpenMap changes a NumPy-written file in place (mode "r+"), C and
// Fortran order, and refuses what cannot be written in place.
func TestOpenMap(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"f8_c", "f8_f"} {
		path := filepath.Join(dir, name+".npy")
		copyFile(t, filepath.Join("testdata", name+".npy"), path)
		before, _ := Load[float64, [3]int](path)
		m, err := OpenMap[float64, [3]int](path)
		if err != nil {
			t.Fatal(err)
		}
		if err := m.Tensor().Set(-7.5, 1, 2, 3); err != nil {
			t.Fatal(err)
		}
		if err := m.Flush(); err != nil {
			t.Fatal(err)
		}
		m.Close()
		after, _ := Load[float64, [3]int](path)
		for i := range 2 {
			for j := range 3 {
				for k := range 4 {
					a, _ := after.At(i, j, k)
					b, _ := before.At(i, j, k)
					if i == 1 && j == 2 && k == 3 {
						b = -7.5
					}
					if a != b {
						t.Errorf("%s [%d %d %d] = %v, want %v", name, i, j, k, a, b)
					}
				}
			}
		}
	}
	cases := []struct {
		name string
		err  error
		want error
	}{
		{"big-endian", errOf(OpenMapDyn[float64](filepath.Join("testdata", "f8_big.npy"))), ErrDtype},
		{"float16 as float32", errOf(OpenMapDyn[float32](filepath.Join("testdata", "f2_c.npy"))), ErrDtype},
		{"wrong type", errOf(OpenMapDyn[int64](filepath.Join("testdata", "f8_c.npy"))), ErrDtype},
		{"wrong rank", errOf(OpenMap[float64, [2]int](filepath.Join("testdata", "f8_c.npy"))), tensor.ErrRank},
	}
	short := filepath.Join(dir, "short.npy")
	copyFile(t, filepath.Join("testdata", "f8_c.npy"), short)
	st, _ := os.Stat(short)
	os.Truncate(short, st.Size()-8)
	cases = append(cases, struct {
		name string
		err  error
		want error
	}{"short file", errOf(OpenMapDyn[float64](short)), ErrFormat})
	for _, c := range cases {
		if !errors.Is(c.err, c.want) {
			t.Errorf("%s: %v, want %v", c.name, c.err, c.want)
		}
	}
}

func errOf[M any](_ M, err error) error { return err }

// TestMapTruncated truncates a mapped file: Check reports it, and touching
// a lost page, with debug.SetPanicOnFault(true), is a panic that can be
// recovered, as the type's documentation says.
func TestMapTruncated(t *testing.T) {
	path := filepath.Join(t.TempDir(), "t.npy")
	const n = 1 << 16 // 512 KiB of data: many pages
	m, err := CreateMap[float64](path, [1]int{n})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	x := m.Tensor()
	x.Set(1, n-1)
	if err := os.Truncate(path, 128); err != nil {
		t.Fatal(err)
	}
	if err := m.Check(); !errors.Is(err, ErrFormat) {
		t.Fatalf("Check after truncation: %v, want ErrFormat", err)
	}
	panicked := func() (p bool) {
		defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
		defer func() { p = recover() != nil }()
		_, _ = x.At(n - 1)
		return false
	}()
	if !panicked {
		t.Fatal("touching a truncated page did not fault")
	}
}

// FuzzOpenMap maps arbitrary bytes as a .npy file for writing: no panic,
// errors wrap a sentinel, and a file that maps takes writes to every
// element that Load reads back.
func FuzzOpenMap(f *testing.F) {
	for _, name := range []string{"f8_c", "f8_f", "f8_0d", "f8_empty", "i2_v2"} {
		b, _ := os.ReadFile(filepath.Join("testdata", name+".npy"))
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		path := filepath.Join(t.TempDir(), "f.npy")
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
		m, err := OpenMapDyn[float64](path)
		if err != nil {
			if !errors.Is(err, ErrFormat) && !errors.Is(err, ErrDtype) && !errors.Is(err, tensor.ErrRank) &&
				!errors.Is(err, tensor.ErrOverflow) && !errors.Is(err, tensor.ErrTooLarge) {
				t.Fatalf("error wraps no sentinel: %v", err)
			}
			return
		}
		x := m.Tensor()
		if err := x.Fill(2.5); err != nil {
			t.Fatal(err)
		}
		if err := m.Close(); err != nil {
			t.Fatal(err)
		}
		y, err := LoadDyn[float64](path)
		if err != nil {
			t.Fatalf("reading back: %v", err)
		}
		for v := range y.Values() {
			if v != 2.5 {
				t.Fatalf("read back %v", v)
			}
		}
	})
}
