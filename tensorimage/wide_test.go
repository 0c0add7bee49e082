package tensorimage

import (
	"errors"
	"image"
	"image/color"
	"math"
	"testing"

	"github.com/fixedrank/tensor"
)

func TestGray16(t *testing.T) {
	g := image.NewGray16(image.Rect(-1, 5, 3, 8))
	for y := 5; y < 8; y++ {
		for x := -1; x < 3; x++ {
			g.SetGray16(x, y, color.Gray16{uint16(0x1000*y + 0x10*x + 0x0102)})
		}
	}
	sub := g.SubImage(image.Rect(0, 6, 3, 8)).(*image.Gray16)
	x, err := FromGray16(sub)
	if err != nil {
		t.Fatal(err)
	}
	want := [][]uint16{{0x6102, 0x6112, 0x6122}, {0x7102, 0x7112, 0x7122}}
	if x.Shape() != [2]int{2, 3} {
		t.Fatalf("shape %v", x.Shape())
	}
	for i, row := range want {
		for j, w := range row {
			if v, _ := x.At(i, j); v != w {
				t.Errorf("[%d %d] = %#x, want %#x", i, j, v, w)
			}
		}
	}
	// A copy: writing to it leaves the image alone.
	_ = x.Set(0xffff, 0, 0)
	if g.Gray16At(0, 6).Y != 0x6102 {
		t.Error("FromGray16 shares the image's pixels")
	}
	// Back from a flipped view: the copy takes any layout.
	f, _ := x.Flip(1)
	back, err := ToGray16(f)
	if err != nil {
		t.Fatal(err)
	}
	if back.Bounds() != image.Rect(0, 0, 3, 2) || back.Stride != 6 {
		t.Fatalf("ToGray16 bounds %v stride %d", back.Bounds(), back.Stride)
	}
	if got := back.Gray16At(0, 0).Y; got != 0x6122 {
		t.Errorf("ToGray16(flip) (0, 0) = %#x, want 0x6122", got)
	}
	if got := back.Gray16At(2, 0).Y; got != 0xffff {
		t.Errorf("ToGray16(flip) (2, 0) = %#x, want 0xffff", got)
	}
	if got := back.Pix[6:8]; got[0] != 0x71 || got[1] != 0x22 {
		t.Errorf("ToGray16 row 1 starts with bytes %x, want 71 22 (big-endian)", got)
	}
}

func TestRGBA64AndNRGBA64(t *testing.T) {
	m := image.NewRGBA64(image.Rect(2, 3, 4, 4))
	m.SetRGBA64(3, 3, color.RGBA64{0x0102, 0x0304, 0x0506, 0x0708})
	x, err := FromRGBA64(m)
	if err != nil || x.Shape() != [3]int{1, 2, 4} {
		t.Fatalf("FromRGBA64 = %v, %v", x.Layout(), err)
	}
	for k, w := range []uint16{0x0102, 0x0304, 0x0506, 0x0708} {
		if v, _ := x.At(0, 1, k); v != w {
			t.Errorf("[0 1 %d] = %#x, want %#x", k, v, w)
		}
	}
	tr, _ := x.Permute([3]int{1, 0, 2}) // [2 1 4]
	back, err := ToRGBA64(tr)
	if err != nil || back.Bounds() != image.Rect(0, 0, 1, 2) || back.RGBA64At(0, 1) != m.RGBA64At(3, 3) {
		t.Fatalf("ToRGBA64(transpose) = %v, %v", back.Bounds(), err)
	}
	n := image.NewNRGBA64(image.Rect(0, 0, 1, 1))
	n.SetNRGBA64(0, 0, color.NRGBA64{0xffff, 1, 2, 3})
	nx, err := FromNRGBA64(n)
	if v, _ := nx.At(0, 0, 0); err != nil || v != 0xffff {
		t.Fatalf("FromNRGBA64 = %v, %v", v, err)
	}
	nb, err := ToNRGBA64(nx)
	if err != nil || nb.NRGBA64At(0, 0) != n.NRGBA64At(0, 0) {
		t.Fatalf("ToNRGBA64 = %v, %v", nb.NRGBA64At(0, 0), err)
	}
	// A broadcast reads each source pixel many times.
	one, _ := tensor.Full([3]int{1, 1, 4}, uint16(7))
	b, _ := tensor.BroadcastTo(one, [3]int{3, 2, 4})
	if bi, err := ToNRGBA64(b); err != nil || bi.NRGBA64At(1, 2) != (color.NRGBA64{7, 7, 7, 7}) {
		t.Fatalf("ToNRGBA64(broadcast): %v", err)
	}
}

func TestWideErrors(t *testing.T) {
	r22 := image.Rect(0, 0, 2, 2)
	if _, err := FromGray16(nil); !errors.Is(err, tensor.ErrShape) {
		t.Errorf("FromGray16(nil): %v", err)
	}
	if _, err := FromRGBA64(nil); !errors.Is(err, tensor.ErrShape) {
		t.Errorf("FromRGBA64(nil): %v", err)
	}
	if _, err := FromNRGBA64(nil); !errors.Is(err, tensor.ErrShape) {
		t.Errorf("FromNRGBA64(nil): %v", err)
	}
	tests := []struct {
		name string
		img  *image.Gray16
		want error
	}{
		{"Pix too short", &image.Gray16{Pix: make([]uint8, 7), Stride: 4, Rect: r22}, tensor.ErrBounds},
		{"stride shorter than a row", &image.Gray16{Pix: make([]uint8, 8), Stride: 3, Rect: r22}, tensor.ErrShape},
		{"huge stride", &image.Gray16{Pix: make([]uint8, 8), Stride: math.MaxInt, Rect: r22}, tensor.ErrOverflow},
		{"one huge row", &image.Gray16{Pix: make([]uint8, 8), Stride: 4, Rect: image.Rect(0, 0, math.MaxInt/2+1, 1)}, tensor.ErrOverflow},
		{"Min beyond Max", &image.Gray16{Rect: image.Rectangle{Min: image.Pt(1, 0)}}, tensor.ErrShape},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if x, err := FromGray16(tt.img); !errors.Is(err, tt.want) {
				t.Errorf("FromGray16 = %v, %v; want an error wrapping %v", x.Layout(), err, tt.want)
			}
			m := &image.RGBA64{Pix: tt.img.Pix, Stride: tt.img.Stride * 4, Rect: tt.img.Rect}
			if tt.img.Stride == math.MaxInt {
				m.Stride = math.MaxInt
			}
			if x, err := FromRGBA64(m); !errors.Is(err, tt.want) {
				t.Errorf("FromRGBA64 = %v, %v; want an error wrapping %v", x.Layout(), err, tt.want)
			}
		})
	}
	// Empty images: no pixels, whatever the stride.
	if x, err := FromGray16(&image.Gray16{Stride: -9, Rect: image.Rect(4, 4, 4, 9)}); err != nil || x.Shape() != [2]int{5, 0} {
		t.Errorf("FromGray16(empty) = %v, %v", x.Layout(), err)
	}
	three, _ := tensor.Zeros[uint16]([3]int{2, 2, 3})
	if _, err := ToRGBA64(three); !errors.Is(err, tensor.ErrShape) {
		t.Errorf("ToRGBA64(3 channels): %v", err)
	}
	if _, err := ToNRGBA64(three); !errors.Is(err, tensor.ErrShape) {
		t.Errorf("ToNRGBA64(3 channels): %v", err)
	}
	empty, _ := tensor.BroadcastTo(tensor.Tensor[uint16, [2]int]{}, [2]int{0, 0})
	if _, err := ToGray16(empty); err != nil {
		t.Errorf("ToGray16(empty): %v", err)
	}
	one, _ := tensor.Zeros[uint16]([2]int{1, 1})
	for _, n := range []int{1 << 31, 1 << 22} { // 2^63 bytes, 2^45 bytes
		big, err := tensor.BroadcastTo(one, [2]int{n, n})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ToGray16(big); !errors.Is(err, tensor.ErrOverflow) && !errors.Is(err, tensor.ErrTooLarge) {
			t.Errorf("ToGray16(broadcast [%d %d]): %v", n, n, err)
		}
	}
	neg, err := tensor.View(make([]uint16, 8), tensor.Unchecked([2]int{-2, 2}, [2]int{2, 1}, 0))
	if err == nil {
		if _, err := ToGray16(neg); !errors.Is(err, tensor.ErrShape) {
			t.Errorf("ToGray16(shape [-2 2]): %v", err)
		}
	}
}
