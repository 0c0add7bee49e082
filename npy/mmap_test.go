package npy

import (
	"bytes"
	"encoding/binary"
	"errors"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/fixedrank/tensor"
)

// TestMap maps NumPy's files: C and F order little-endian files map
// without a copy; the big-endian file is read, and says so.
func TestMap(t *testing.T) {
	m, err := Map[float64, [3]int]("testdata/f8_f.npy")
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	if m.ZeroCopy() != littleEndian || (m.Reason() == "") != littleEndian {
		t.Errorf("f8_f.npy: ZeroCopy %v, Reason %q; want a mapping", m.ZeroCopy(), m.Reason())
	}
	x := m.Tensor()
	want, _ := Load[float64, [3]int]("testdata/f8_f.npy")
	if x.Layout() != want.Layout() || !tensor.ArrayEqual(x, want) {
		t.Errorf("mapped %v\nwant %v", x, want)
	}
	if err := x.Set(1, 0, 0, 0); !errors.Is(err, tensor.ErrReadOnly) {
		t.Errorf("Set through a mapping: %v, want ErrReadOnly", err)
	}
	if err := x.Transpose().Fill(0); !errors.Is(err, tensor.ErrReadOnly) {
		t.Errorf("Fill through a view of a mapping: %v, want ErrReadOnly", err)
	}
	if err := m.Close(); err != nil {
		t.Fatal(err)
	}
	if err := m.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}

	be, err := MapDyn[float64]("testdata/f8_big.npy")
	if err != nil {
		t.Fatal(err)
	}
	defer be.Close()
	if be.ZeroCopy() || !strings.Contains(be.Reason(), "byte order") {
		t.Errorf("f8_big.npy: ZeroCopy %v, Reason %q; want a copy for the byte order", be.ZeroCopy(), be.Reason())
	}
	bw, _ := LoadDyn[float64]("testdata/f8_big.npy")
	if !slices.Equal(slices.Collect(be.Tensor().Values()), slices.Collect(bw.Values())) || !be.Tensor().ReadOnly() {
		t.Errorf("big-endian mapped as %v (read-only %v), want %v", be.Tensor(), be.Tensor().ReadOnly(), bw)
	}

	for _, c := range []struct {
		name string
		map_ func() error
		want error
	}{
		{"rank", func() error { _, err := Map[float64, [2]int]("testdata/f8_f.npy"); return err }, tensor.ErrRank},
		{"dtype", func() error { _, err := Map[float32, [3]int]("testdata/f8_f.npy"); return err }, ErrDtype},
		{"missing", func() error { _, err := MapDyn[float32]("testdata/missing.npy"); return err }, os.ErrNotExist},
	} {
		if err := c.map_(); !errors.Is(err, c.want) {
			t.Errorf("%s: %v, want %v", c.name, err, c.want)
		}
	}
}

// misaligned returns a .npy file of vals whose data starts at byte 130.
func misaligned(vals []float64) []byte {
	dict := "{'descr': '<f8', 'fortran_order': False, 'shape': (" + strconv.Itoa(len(vals)) + ",), }"
	pad := 130 - 10 - len(dict) - 1
	hdr := dict + strings.Repeat(" ", pad) + "\n"
	b := []byte("\x93NUMPY\x01\x00")
	b = binary.LittleEndian.AppendUint16(b, uint16(len(hdr)))
	b = append(b, hdr...)
	for _, v := range vals {
		b = binary.LittleEndian.AppendUint64(b, math.Float64bits(v))
	}
	return b
}

// TestMapFallbacks maps files that cannot be views: a data offset that is
// not aligned, float16 widened to float32, bools other than 0 and 1, and a
// file shorter than its header claims.
func TestMapFallbacks(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "mis.npy")
	if err := os.WriteFile(path, misaligned([]float64{1.5, -2, 3}), 0o644); err != nil {
		t.Fatal(err)
	}
	m, err := Map[float64, [1]int](path)
	if err != nil {
		t.Fatal(err)
	}
	if m.ZeroCopy() || !strings.Contains(m.Reason(), "offset 130") {
		t.Errorf("misaligned: ZeroCopy %v, Reason %q", m.ZeroCopy(), m.Reason())
	}
	if got := m.Tensor().Data(); !slices.Equal(got, []float64{1.5, -2, 3}) {
		t.Errorf("misaligned read %v", got)
	}
	m.Close()
	// int8 has alignment 1: the same header maps.
	i8 := misaligned(nil)
	i8 = bytes.Replace(i8, []byte("'<f8'"), []byte("'|i1'"), 1)
	i8 = bytes.Replace(i8, []byte("(0,)"), []byte("(3,)"), 1)
	i8 = append(i8, 1, 0xff, 3)
	if err := os.WriteFile(path, i8, 0o644); err != nil {
		t.Fatal(err)
	}
	mi, err := MapDyn[int8](path)
	if err != nil {
		t.Fatal(err)
	}
	if !mi.ZeroCopy() || !slices.Equal(mi.Tensor().Data(), []int8{1, -1, 3}) {
		t.Errorf("int8 at offset 130: ZeroCopy %v (%s), data %v", mi.ZeroCopy(), mi.Reason(), mi.Tensor().Data())
	}
	mi.Close()
	// Bools: a byte 2 cannot be a Go bool, so the file is read.
	b1 := bytes.Replace(i8, []byte("'|i1'"), []byte("'|b1'"), 1)
	b1[len(b1)-2] = 2 // bytes 1, 2, 3
	os.WriteFile(path, b1, 0o644)
	mb, err := MapDyn[bool](path)
	if err != nil {
		t.Fatal(err)
	}
	if mb.ZeroCopy() || !slices.Equal(mb.Tensor().Data(), []bool{true, true, true}) {
		t.Errorf("bools with a 2: ZeroCopy %v, data %v", mb.ZeroCopy(), mb.Tensor().Data())
	}
	mb.Close()
	b1[len(b1)-2], b1[len(b1)-1] = 0, 1
	os.WriteFile(path, b1, 0o644)
	if mb, err = MapDyn[bool](path); err != nil || !mb.ZeroCopy() || !slices.Equal(mb.Tensor().Data(), []bool{true, false, true}) {
		t.Errorf("bools 0/1: %v, ZeroCopy %v, data %v", err, mb.ZeroCopy(), mb.Tensor().Data())
	}
	mb.Close()
	// Truncated data.
	os.WriteFile(path, i8[:len(i8)-1], 0o644)
	if _, err := MapDyn[int8](path); !errors.Is(err, ErrFormat) {
		t.Errorf("truncated: %v, want ErrFormat", err)
	}
	// float16 widened.
	h := filepath.Join(dir, "h.npy")
	x, _ := tensor.FromSlice([]float32{0.5, 2}, [1]int{2})
	if err := SaveFloat16(h, x); err != nil {
		t.Fatal(err)
	}
	mh, err := Map[float32, [1]int](h)
	if err != nil {
		t.Fatal(err)
	}
	if mh.ZeroCopy() || !strings.Contains(mh.Reason(), "float16") || !slices.Equal(mh.Tensor().Data(), []float32{0.5, 2}) {
		t.Errorf("float16 as float32: ZeroCopy %v, Reason %q, data %v", mh.ZeroCopy(), mh.Reason(), mh.Tensor().Data())
	}
	mh.Close()
	// An empty array maps.
	e := filepath.Join(dir, "e.npy")
	z, _ := tensor.Zeros[float64]([2]int{0, 3})
	Save(e, z)
	me, err := Map[float64, [2]int](e)
	if err != nil || !me.ZeroCopy() || me.Tensor().Shape() != [2]int{0, 3} {
		t.Fatalf("empty: %v, ZeroCopy %v", err, me.ZeroCopy())
	}
	me.Close()
}

// FuzzMap maps arbitrary bytes written to a file: no input panics, and
// what maps has the values ReadDyn reads.
func FuzzMap(f *testing.F) {
	for _, name := range []string{"f8_c.npy", "f8_f.npy", "f8_big.npy", "b1_c.npy", "f2_c.npy", "f8_empty.npy"} {
		b, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, in []byte) {
		path := filepath.Join(dir, "fuzz.npy")
		if err := os.WriteFile(path, in, 0o644); err != nil {
			t.Fatal(err)
		}
		if mb, err := MapDyn[bool](path); err == nil {
			mb.Close()
		}
		m, err := MapDyn[float64](path)
		r, rerr := ReadDyn[float64](bytes.NewReader(in))
		if (err == nil) != (rerr == nil) {
			t.Fatalf("MapDyn error %v, ReadDyn error %v", err, rerr)
		}
		if err != nil {
			return
		}
		defer m.Close()
		a, b := slices.Collect(m.Tensor().Values()), slices.Collect(r.Values())
		if len(a) != len(b) {
			t.Fatalf("mapped %d elements, read %d", len(a), len(b))
		}
		for i := range a {
			if math.Float64bits(a[i]) != math.Float64bits(b[i]) {
				t.Fatalf("element %d: mapped %v, read %v", i, a[i], b[i])
			}
		}
	})
}
