package npy

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/fixedrank/tensor"
	"github.com/fixedrank/tensor/dyn"
)

// TestStringsGolden reads NumPy's string and byte-string files
// (scripts/golden_npy_strings.py) to their values, in the file's shape and
// order, and writes the C-ordered ones back to the same bytes np.save
// wrote.
func TestStringsGolden(t *testing.T) {
	raw, err := os.ReadFile("testdata/str_manifest.json")
	if err != nil {
		t.Fatal(err)
	}
	var manifest map[string]struct {
		Dtype     string
		Shape     []int
		Fortran   bool
		Values    []string
		SameBytes bool `json:"same_bytes"`
	}
	if err := json.Unmarshal(raw, &manifest); err != nil {
		t.Fatal(err)
	}
	if len(manifest) < 10 {
		t.Fatalf("%d cases", len(manifest))
	}
	for name, c := range manifest {
		path := filepath.Join("testdata", name+".npy")
		got, err := LoadStringsDyn(path)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		want := c.Values
		isBytes := c.Dtype[1] == 'S'
		if isBytes {
			want = nil
			for _, h := range c.Values {
				b, _ := hex.DecodeString(h)
				want = append(want, string(b))
			}
		}
		vals := slices.Collect(got.Values())
		if fmt.Sprint(got.Shape()) != fmt.Sprint(c.Shape) || !slices.Equal(vals, want) {
			t.Errorf("%s: %v %q, NumPy %v %q", name, got.Shape(), vals, c.Shape, want)
		}
		if c.Fortran && !got.Layout().IsFContiguous() {
			t.Errorf("%s: a Fortran-order file did not give an F layout", name)
		}
		if !c.SameBytes {
			continue
		}
		var b bytes.Buffer
		if isBytes {
			err = WriteBytes(&b, got)
		} else {
			err = WriteStrings(&b, got)
		}
		file, _ := os.ReadFile(path)
		if err != nil || !bytes.Equal(b.Bytes(), file) {
			t.Errorf("%s: written %q (%v), NumPy wrote %q", name, b.Bytes(), err, file)
		}
	}
	// The fixed-rank reader.
	m, err := LoadStrings[[2]int]("testdata/str_u_2d.npy")
	if v, _ := m.At(1, 0); err != nil || v != "😀x" {
		t.Errorf("LoadStrings[[2]int]: %q, %v", v, err)
	}
	if _, err := LoadStrings[[1]int]("testdata/str_u_2d.npy"); !errors.Is(err, tensor.ErrRank) {
		t.Errorf("rank mismatch: %v", err)
	}
}

// TestStringsErrors checks what the string readers and writers refuse: a
// numeric file, a truncated one, a UTF-32 unit that is not a code point,
// invalid UTF-8 or a trailing NUL to write (the file left as it was).
func TestStringsErrors(t *testing.T) {
	if _, err := LoadStringsDyn("testdata/f8_c.npy"); !errors.Is(err, ErrDtype) {
		t.Errorf("a float64 file: %v, want ErrDtype", err)
	}
	file, _ := os.ReadFile("testdata/str_u_1d.npy")
	if _, err := ReadStringsDyn(bytes.NewReader(file[:len(file)-3])); !errors.Is(err, ErrFormat) {
		t.Errorf("a truncated file: %v, want ErrFormat", err)
	}
	bad := slices.Clone(file)
	copy(bad[len(bad)-4:], []byte{0x00, 0xd8, 0x00, 0x00}) // a lone surrogate, U+D800
	if _, err := ReadStringsDyn(bytes.NewReader(bad)); !errors.Is(err, ErrFormat) {
		t.Errorf("a surrogate: %v, want ErrFormat", err)
	}
	path := filepath.Join(t.TempDir(), "keep.npy")
	os.WriteFile(path, []byte("old"), 0o644)
	for _, s := range []string{"ok\xff", "nul\x00"} {
		x, _ := dyn.FromSlice([]string{"a", s}, 2)
		if err := SaveStrings(path, x); !errors.Is(err, tensor.ErrValue) {
			t.Errorf("SaveStrings(%q): %v, want ErrValue", s, err)
		}
	}
	if b, _ := os.ReadFile(path); string(b) != "old" {
		t.Errorf("the file changed to %q", b)
	}
}

// FuzzReadStrings reads arbitrary bytes as a .npy file of strings: no
// panic, and every error wraps ErrFormat, ErrDtype or a tensor sentinel.
func FuzzReadStrings(f *testing.F) {
	for _, name := range []string{"str_u_1d", "str_u_2d", "str_s_1d", "str_u_big", "str_u_fortran"} {
		b, _ := os.ReadFile(filepath.Join("testdata", name+".npy"))
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		x, err := ReadStringsDyn(bytes.NewReader(b))
		if err != nil {
			if !errors.Is(err, ErrFormat) && !errors.Is(err, ErrDtype) && !errors.Is(err, tensor.ErrRank) && !errors.Is(err, tensor.ErrOverflow) {
				t.Fatalf("error wraps no sentinel: %v", err)
			}
			return
		}
		var w bytes.Buffer
		if err := WriteStrings(&w, x); err != nil && !errors.Is(err, tensor.ErrValue) {
			t.Fatalf("writing back: %v", err)
		}
	})
}
