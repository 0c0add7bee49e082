package npy

import (
	"bytes"
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/fixedrank/tensor"
	"github.com/fixedrank/tensor/dyn"
	"github.com/x448/float16"
)

// halves returns the float16 values 1.5, -0.25, 65504, the smallest
// subnormal, -Inf and 0x3c01 (just above 1).
func halves() []float16.Float16 {
	return []float16.Float16{0x3e00, 0xb400, 0x7bff, 0x0001, 0xfc00, 0x3c01}
}

// TestFloat16RoundTrip writes a float16 tensor and reads it back as
// float16 (raw), float32 and float64 (widened exactly).
func TestFloat16RoundTrip(t *testing.T) {
	h, _ := tensor.FromSlice(halves(), [2]int{2, 3})
	var buf bytes.Buffer
	if err := Write(&buf, h); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "'descr': '<f2'") {
		t.Fatalf("header %q, want descr <f2", buf.String()[:64])
	}
	raw := buf.Bytes()
	back, err := Read[float16.Float16, [2]int](bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(back.Data(), halves()) {
		t.Errorf("float16 read back %v, want %v", back.Data(), halves())
	}
	f32, err := Read[float32, [2]int](bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	f64, err := ReadDyn[float64](bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range halves() {
		if f32.Data()[i] != v.Float32() || f64.Data()[i] != float64(v.Float32()) {
			t.Errorf("element %d: float32 %v, float64 %v, want %v", i, f32.Data()[i], f64.Data()[i], v.Float32())
		}
	}
	// Big-endian: the same values with each element's bytes swapped.
	be := bytes.Replace(bytes.Clone(raw), []byte("'<f2'"), []byte("'>f2'"), 1)
	off := len(be) - 2*6
	swapBytes(be[off:], 2, false)
	for _, read := range []func() ([]float32, error){
		func() ([]float32, error) { x, err := ReadDyn[float32](bytes.NewReader(be)); return x.Data(), err },
		func() ([]float32, error) {
			x, err := ReadDyn[float16.Float16](bytes.NewReader(be))
			out := make([]float32, len(x.Data()))
			for i, v := range x.Data() {
				out[i] = v.Float32()
			}
			return out, err
		},
	} {
		got, err := read()
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got, f32.Data()) {
			t.Errorf(">f2 read as %v, want %v", got, f32.Data())
		}
	}
}

// TestFloat16Dtype checks that float16 and uint16 never match each
// other's files, and that only float16 widens.
func TestFloat16Dtype(t *testing.T) {
	h, _ := tensor.FromSlice(halves(), [1]int{6})
	u, _ := tensor.FromSlice([]uint16{1, 2, 3}, [1]int{3})
	f8, _ := tensor.FromSlice([]float64{1, 2, 3}, [1]int{3})
	f4, _ := tensor.FromSlice([]float32{1, 2, 3}, [1]int{3})
	file := func(write func(*bytes.Buffer) error) []byte {
		var b bytes.Buffer
		if err := write(&b); err != nil {
			t.Fatal(err)
		}
		return b.Bytes()
	}
	f2File := file(func(b *bytes.Buffer) error { return Write(b, h) })
	u2File := file(func(b *bytes.Buffer) error { return Write(b, u) })
	f8File := file(func(b *bytes.Buffer) error { return Write(b, f8) })
	f4File := file(func(b *bytes.Buffer) error { return Write(b, f4) })
	for _, c := range []struct {
		name string
		read func() error
	}{
		{"<u2 as float16", func() error { _, err := ReadDyn[float16.Float16](bytes.NewReader(u2File)); return err }},
		{"<f2 as uint16", func() error { _, err := ReadDyn[uint16](bytes.NewReader(f2File)); return err }},
		{"<f2 as int16", func() error { _, err := ReadDyn[int16](bytes.NewReader(f2File)); return err }},
		{"<f2 as complex64", func() error { _, err := ReadDyn[complex64](bytes.NewReader(f2File)); return err }},
		{"<f8 as float32", func() error { _, err := ReadDyn[float32](bytes.NewReader(f8File)); return err }},
		{"<f4 as float64", func() error { _, err := ReadDyn[float64](bytes.NewReader(f4File)); return err }},
		{"<f4 as float16", func() error { _, err := ReadDyn[float16.Float16](bytes.NewReader(f4File)); return err }},
	} {
		if err := c.read(); !errors.Is(err, ErrDtype) {
			t.Errorf("%s: %v, want ErrDtype", c.name, err)
		}
	}
	if got := Descr[float16.Float16](); got != "<f2" {
		t.Errorf("Descr[float16.Float16]() = %q, want <f2", got)
	}
	if got := Descr[uint16](); got != "<u2" {
		t.Errorf("Descr[uint16]() = %q, want <u2", got)
	}
}

// TestToFloat16 checks the rounding of WriteFloat16 at every tie between
// two finite float16 values: the tie goes to the even one, the float64 one
// step either side of it to the nearer one (rounding through float32 would
// send those to the tie and then to even), and overflow gives ±Inf.
func TestToFloat16(t *testing.T) {
	for b := uint16(0); b < 0x7bff; b++ {
		lo, hi := float16.Frombits(b), float16.Frombits(b+1)
		mid := (float64(lo.Float32()) + float64(hi.Float32())) / 2
		even := lo
		if b&1 == 1 {
			even = hi
		}
		for _, sign := range []float64{1, -1} {
			s := func(f float16.Float16) float16.Float16 {
				if sign < 0 {
					return f ^ 0x8000
				}
				return f
			}
			for _, c := range []struct {
				x    float64
				want float16.Float16
			}{
				{sign * mid, s(even)},
				{sign * math.Nextafter(mid, 0), s(lo)},
				{sign * math.Nextafter(mid, math.Inf(1)), s(hi)},
				{sign * float64(lo.Float32()), s(lo)},
			} {
				if got := toFloat16(c.x); got != c.want {
					t.Fatalf("toFloat16(%v) = %#04x, want %#04x", c.x, uint16(got), uint16(c.want))
				}
			}
		}
	}
	for _, c := range []struct {
		x    float64
		want float16.Float16
	}{
		{65504, 0x7bff},
		{math.Nextafter(65520, 0), 0x7bff},
		{65520, 0x7c00},
		{-1e300, 0xfc00},
		{math.Inf(1), 0x7c00},
		{1e-300, 0},
		{-1e-300, 0x8000},
		{0x1p-25, 0},                                 // a tie with 0: even
		{math.Nextafter(0x1p-25, 1), 1},              // just above it
		{math.Copysign(0, -1), 0x8000},               // -0 keeps its sign
		{float64(math.MaxFloat32) * 2, 0x7c00},       // beyond float32 too
		{float64(math.SmallestNonzeroFloat32), 0x00}, // far below float16
	} {
		if got := toFloat16(c.x); got != c.want {
			t.Errorf("toFloat16(%v) = %#04x, want %#04x", c.x, uint16(got), uint16(c.want))
		}
	}
	if !toFloat16(math.NaN()).IsNaN() {
		t.Errorf("toFloat16(NaN) is not NaN")
	}
}

// TestWriteFloat16 writes float32 and float64 tensors (a strided view
// among them) as float16 and reads the values back.
func TestWriteFloat16(t *testing.T) {
	x, _ := tensor.FromFunc([2]int{3, 4}, func(i [2]int) float64 { return float64(i[0]*4+i[1])/3 - 1 })
	v := x.Transpose()
	var buf bytes.Buffer
	if err := WriteFloat16(&buf, v); err != nil {
		t.Fatal(err)
	}
	back, err := Read[float16.Float16, [2]int](&buf)
	if err != nil {
		t.Fatal(err)
	}
	if back.Shape() != v.Shape() {
		t.Fatalf("shape %v, want %v", back.Shape(), v.Shape())
	}
	want := slices.Collect(v.Values())
	for i, h := range slices.Collect(back.Values()) {
		if h != toFloat16(want[i]) {
			t.Errorf("element %d = %v, want %v", i, h, toFloat16(want[i]))
		}
	}
	path := t.TempDir() + "/h.npy"
	f32, _ := tensor.FromSlice([]float32{1, 1e5, -2.5}, [1]int{3})
	if err := SaveFloat16(path, f32); err != nil {
		t.Fatal(err)
	}
	got, err := Load[float32, [1]int](path)
	if err != nil {
		t.Fatal(err)
	}
	if d := got.Data(); d[0] != 1 || !math.IsInf(float64(d[1]), 1) || d[2] != -2.5 {
		t.Errorf("SaveFloat16 then Load[float32] = %v, want [1 +Inf -2.5]", d)
	}
	var zero dyn.Tensor[float64]
	if err := WriteFloat16(&buf, zero); !errors.Is(err, tensor.ErrBounds) {
		t.Errorf("writing the zero dyn.Tensor: %v, want ErrBounds", err)
	}
}
