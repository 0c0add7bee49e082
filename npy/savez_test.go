package npy

import (
	"encoding/binary"
	"errors"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/fixedrank/tensor"
)

// TestSaveNPZ writes arrays of three element types and ranks in one call
// and reads each back; positional arrays are arr_0, arr_1.
func TestSaveNPZ(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a.npz")
	w, _ := tensor.FromSlice([]float64{1.5, -2, 3}, [1]int{3})
	m, _ := tensor.FromSlice([]int16{1, 2, 3, 4, 5, 6}, [2]int{2, 3})
	b, _ := tensor.FromSlice([]bool{true, false}, [1]int{2})
	for _, compressed := range []bool{false, true} {
		if err := SaveNPZ(path, compressed, Array("weights", w), Array("", m.Transpose()), Array("", b)); err != nil {
			t.Fatal(err)
		}
		z, err := OpenNPZ(path)
		if err != nil {
			t.Fatal(err)
		}
		gw, err1 := LoadNPZ[float64, [1]int](z, "weights")
		gm, err2 := LoadNPZ[int16, [2]int](z, "arr_0")
		gb, err3 := LoadNPZ[bool, [1]int](z, "arr_1")
		if err := errors.Join(err1, err2, err3); err != nil {
			t.Fatal(err)
		}
		if v, _ := gw.At(1); v != -2 {
			t.Errorf("weights[1] = %v", v)
		}
		if v, _ := gm.At(2, 1); v != 6 || gm.Shape() != [2]int{3, 2} {
			t.Errorf("arr_0 %v, [2 1] = %v", gm.Shape(), v)
		}
		if v, _ := gb.At(0); !v {
			t.Errorf("arr_1[0] = %v", v)
		}
		z.Close()
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("temporary files left: %v", entries)
	}
}

// TestSaveNPZFailure checks that a failed SaveNPZ leaves the file it would
// have replaced as it was.
func TestSaveNPZFailure(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "keep.npz")
	if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	w, _ := tensor.FromSlice([]float64{1}, [1]int{1})
	if err := SaveNPZ(path, false, Array("a", w), Array("a", w)); !errors.Is(err, ErrDuplicate) {
		t.Errorf("a repeated name: %v, want ErrDuplicate", err)
	}
	var nilT *tensor.Tensor[float64, [1]int]
	if err := SaveNPZ(path, false, Array("a", w), Array[float64]("b", nilT)); !errors.Is(err, tensor.ErrType) {
		t.Errorf("a nil tensor: %v, want ErrType", err)
	}
	if err := SaveNPZ(filepath.Join(dir, "no", "such", "dir.npz"), false, Array("a", w)); err == nil {
		t.Error("a missing directory: no error")
	}
	if b, _ := os.ReadFile(path); string(b) != "old" {
		t.Errorf("the file changed to %q", b)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("temporary files left: %v", entries)
	}
}

// TestToFileFromFile checks the raw files of ToFile (C order,
// little-endian, as NumPy's tofile writes on x86) and FromFile's count,
// offset and errors.
func TestToFileFromFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "raw.bin")
	x, _ := tensor.FromSlice([]float64{1, 2, 3, 4, 5, 6}, [2]int{2, 3})
	if err := ToFile(path, x.Transpose()); err != nil {
		t.Fatal(err)
	}
	raw, _ := os.ReadFile(path)
	want := []float64{1, 4, 2, 5, 3, 6}
	if len(raw) != 48 {
		t.Fatalf("%d bytes", len(raw))
	}
	for i, v := range want {
		if got := math.Float64frombits(binary.LittleEndian.Uint64(raw[8*i:])); got != v {
			t.Errorf("element %d = %v, want %v", i, got, v)
		}
	}
	all, err := FromFile[float64](path, -1, 0)
	if err != nil || all.Shape() != [1]int{6} || all.Data()[1] != 4 {
		t.Errorf("FromFile all: %v %v", all.Data(), err)
	}
	part, err := FromFile[float64](path, 2, 16)
	if err != nil || part.Data()[0] != 2 || part.Data()[1] != 5 {
		t.Errorf("FromFile(count 2, offset 16): %v %v", part.Data(), err)
	}
	if _, err := FromFile[float64](path, 7, 0); !errors.Is(err, ErrFormat) {
		t.Errorf("count past the end: %v", err)
	}
	if _, err := FromFile[float64](path, -1, 4); !errors.Is(err, ErrFormat) {
		t.Errorf("a partial element: %v", err)
	}
	if _, err := FromFile[float64](path, -1, 100); !errors.Is(err, ErrFormat) {
		t.Errorf("offset past the end: %v", err)
	}
	i16, err := FromFile[int16](path, 4, 8)
	if err != nil || i16.Data()[3] != 0x4010 {
		t.Errorf("int16 view of 4.0: %v %v", i16.Data(), err)
	}
}
