package tensorimage

import (
	"errors"
	"image"
	"image/color"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/fixedrank/tensor"
)

func TestFromHostileImages(t *testing.T) {
	r22 := image.Rect(0, 0, 2, 2)
	tests := []struct {
		name string
		img  *image.RGBA
		want error
	}{
		{"Min beyond Max", &image.RGBA{Pix: make([]uint8, 64), Stride: 16, Rect: image.Rectangle{Min: image.Pt(4, 4), Max: image.Pt(0, 0)}}, tensor.ErrShape},
		{"width wraps", &image.RGBA{Pix: make([]uint8, 64), Stride: 16, Rect: image.Rectangle{Min: image.Pt(math.MinInt, 0), Max: image.Pt(math.MaxInt, 1)}}, tensor.ErrOverflow},
		{"stride shorter than a row", &image.RGBA{Pix: make([]uint8, 64), Stride: 4, Rect: r22}, tensor.ErrShape},
		{"zero stride", &image.RGBA{Pix: make([]uint8, 64), Stride: 0, Rect: r22}, tensor.ErrShape},
		{"negative stride", &image.RGBA{Pix: make([]uint8, 64), Stride: -8, Rect: r22}, tensor.ErrShape},
		{"Pix too short", &image.RGBA{Pix: make([]uint8, 15), Stride: 8, Rect: r22}, tensor.ErrBounds},
		{"nil Pix", &image.RGBA{Stride: 8, Rect: r22}, tensor.ErrBounds},
		{"huge stride", &image.RGBA{Pix: make([]uint8, 64), Stride: math.MaxInt, Rect: r22}, tensor.ErrOverflow},
		{"huge rectangle", &image.RGBA{Pix: make([]uint8, 64), Stride: 1 << 42, Rect: image.Rect(0, 0, 1<<40, 1<<40)}, tensor.ErrOverflow},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if x, err := FromRGBA(tt.img); !errors.Is(err, tt.want) {
				t.Errorf("FromRGBA = %v, %v; want an error wrapping %v", x.Layout(), err, tt.want)
			}
			n := &image.NRGBA{Pix: tt.img.Pix, Stride: tt.img.Stride, Rect: tt.img.Rect}
			if x, err := FromNRGBA(n); !errors.Is(err, tt.want) {
				t.Errorf("FromNRGBA = %v, %v; want an error wrapping %v", x.Layout(), err, tt.want)
			}
			g := &image.Gray{Pix: tt.img.Pix, Stride: tt.img.Stride / 4, Rect: tt.img.Rect}
			if tt.img.Stride == math.MaxInt {
				g.Stride = math.MaxInt
			}
			if tt.name == "Pix too short" || tt.name == "nil Pix" {
				g.Pix = g.Pix[:min(3, len(g.Pix))]
			}
			if x, err := FromGray(g); !errors.Is(err, tt.want) {
				t.Errorf("FromGray = %v, %v; want an error wrapping %v", x.Layout(), err, tt.want)
			}
		})
	}
	if _, err := FromRGBA(nil); !errors.Is(err, tensor.ErrShape) {
		t.Errorf("FromRGBA(nil) error = %v, want ErrShape", err)
	}
	if _, err := FromNRGBA(nil); !errors.Is(err, tensor.ErrShape) {
		t.Errorf("FromNRGBA(nil) error = %v, want ErrShape", err)
	}
	if _, err := FromGray(nil); !errors.Is(err, tensor.ErrShape) {
		t.Errorf("FromGray(nil) error = %v, want ErrShape", err)
	}
	// One row: the stride is never used. An empty rectangle: no pixels.
	one := &image.RGBA{Pix: []uint8{1, 2, 3, 4, 5, 6, 7, 8}, Stride: -5, Rect: image.Rect(3, 7, 5, 8)}
	if x, err := FromRGBA(one); err != nil || x.Shape() != [3]int{1, 2, 4} {
		t.Errorf("FromRGBA(one row, stride -5) = %v, %v", x.Layout(), err)
	} else if v, _ := x.At(0, 1, 2); v != one.RGBAAt(4, 7).B {
		t.Errorf("FromRGBA(one row) At(0, 1, 2) = %d, want %d", v, one.RGBAAt(4, 7).B)
	}
	if x, err := FromGray(&image.Gray{Stride: -1, Rect: image.Rect(5, 5, 5, 9)}); err != nil || x.Size() != 0 {
		t.Errorf("FromGray(empty) = %v, %v", x.Layout(), err)
	}
}

// TestFromRandomImages builds images with random, mostly inconsistent
// fields. No conversion may panic, and a tensor that is returned must hold
// the image's pixels.
func TestFromRandomImages(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	pick := func() int {
		switch r.IntN(4) {
		case 0:
			return math.MaxInt - r.IntN(3)
		case 1:
			return math.MinInt + r.IntN(3)
		}
		return r.IntN(13) - 4
	}
	ok := 0
	for range 20000 {
		img := &image.RGBA{
			Pix:    make([]uint8, r.IntN(80)),
			Stride: pick(),
			Rect:   image.Rectangle{Min: image.Pt(pick(), pick()), Max: image.Pt(pick(), pick())},
		}
		for i := range img.Pix {
			img.Pix[i] = uint8(i)
		}
		x, err := FromRGBA(img)
		if err != nil {
			if !errors.Is(err, tensor.ErrShape) && !errors.Is(err, tensor.ErrOverflow) && !errors.Is(err, tensor.ErrBounds) {
				t.Fatalf("FromRGBA(%v, stride %d, %d bytes): unexpected error %v", img.Rect, img.Stride, len(img.Pix), err)
			}
			continue
		}
		ok++
		s := x.Shape()
		if x.Size() == 0 {
			continue // s[0] may be huge with s[1] = 0
		}
		for y := range s[0] {
			for c := range s[1] {
				for ch := range 4 {
					v, _ := x.At(y, c, ch)
					if want := img.Pix[img.PixOffset(img.Rect.Min.X+c, img.Rect.Min.Y+y)+ch]; v != want {
						t.Fatalf("FromRGBA(%v, stride %d): [%d %d %d] = %d, want %d", img.Rect, img.Stride, y, c, ch, v, want)
					}
				}
			}
		}
	}
	if ok == 0 {
		t.Error("no random image converted")
	}
}

// TestToNegativeDims converts views of unchecked layouts with negative
// dimensions, which tensor.View accepts: an error, not a panic.
func TestToNegativeDims(t *testing.T) {
	data := make([]uint8, 64)
	x, err := tensor.View(data, tensor.Unchecked([3]int{-2, 2, 4}, [3]int{8, 4, 1}, 0))
	if err != nil {
		t.Skipf("tensor.View refuses negative dimensions: %v", err)
	}
	if _, err := ToRGBA(x); !errors.Is(err, tensor.ErrShape) {
		t.Errorf("ToRGBA(shape [-2 2 4]) error = %v, want ErrShape", err)
	}
	g, err := tensor.View(data, tensor.Unchecked([2]int{2, -2}, [2]int{2, 1}, 0))
	if err != nil {
		t.Skipf("tensor.View refuses negative dimensions: %v", err)
	}
	if _, err := ToGray(g); !errors.Is(err, tensor.ErrShape) {
		t.Errorf("ToGray(shape [2 -2]) error = %v, want ErrShape", err)
	}
}

func TestFromImageHostile(t *testing.T) {
	r22 := image.Rect(0, 0, 2, 2)
	ycc := func(f func(*image.YCbCr)) *image.YCbCr {
		m := image.NewYCbCr(r22, image.YCbCrSubsampleRatio420)
		f(m)
		return m
	}
	tests := []struct {
		name string
		img  image.Image
		want error
	}{
		{"nil", nil, tensor.ErrShape},
		{"nil RGBA", (*image.RGBA)(nil), tensor.ErrShape},
		{"nil NRGBA", (*image.NRGBA)(nil), tensor.ErrShape},
		{"nil Gray", (*image.Gray)(nil), tensor.ErrShape},
		{"nil Alpha", (*image.Alpha)(nil), tensor.ErrShape},
		{"nil Gray16", (*image.Gray16)(nil), tensor.ErrShape},
		{"nil Alpha16", (*image.Alpha16)(nil), tensor.ErrShape},
		{"nil RGBA64", (*image.RGBA64)(nil), tensor.ErrShape},
		{"nil NRGBA64", (*image.NRGBA64)(nil), tensor.ErrShape},
		{"nil CMYK", (*image.CMYK)(nil), tensor.ErrShape},
		{"nil Paletted", (*image.Paletted)(nil), tensor.ErrShape},
		{"nil YCbCr", (*image.YCbCr)(nil), tensor.ErrShape},
		{"nil NYCbCrA", (*image.NYCbCrA)(nil), tensor.ErrShape},
		{"nil Uniform", (*image.Uniform)(nil), tensor.ErrShape},
		{"Uniform of nil", &image.Uniform{}, tensor.ErrShape},
		{"Uniform", image.NewUniform(color.White), tensor.ErrOverflow},
		{"RGBA short Pix", &image.RGBA{Pix: make([]uint8, 15), Stride: 8, Rect: r22}, tensor.ErrBounds},
		{"Alpha short Stride", &image.Alpha{Pix: make([]uint8, 15), Stride: 1, Rect: r22}, tensor.ErrShape},
		{"Gray16 short Pix", &image.Gray16{Pix: make([]uint8, 7), Stride: 4, Rect: r22}, tensor.ErrBounds},
		{"Alpha16 Min beyond Max", &image.Alpha16{Pix: make([]uint8, 8), Stride: 4, Rect: image.Rectangle{Min: image.Pt(2, 2)}}, tensor.ErrShape},
		{"RGBA64 short Stride", &image.RGBA64{Pix: make([]uint8, 64), Stride: 8, Rect: r22}, tensor.ErrShape},
		{"NRGBA64 short Pix", &image.NRGBA64{Pix: make([]uint8, 31), Stride: 16, Rect: r22}, tensor.ErrBounds},
		{"CMYK huge Stride", &image.CMYK{Pix: make([]uint8, 16), Stride: math.MaxInt, Rect: r22}, tensor.ErrOverflow},
		{"Paletted index", &image.Paletted{Pix: []uint8{0, 1, 2, 0}, Stride: 2, Rect: r22, Palette: color.Palette{color.Black, color.White}}, tensor.ErrIndex},
		{"Paletted empty palette", &image.Paletted{Pix: make([]uint8, 4), Stride: 2, Rect: r22}, tensor.ErrIndex},
		{"Paletted short Pix", &image.Paletted{Pix: make([]uint8, 3), Stride: 2, Rect: r22, Palette: color.Palette{color.Black}}, tensor.ErrBounds},
		{"YCbCr short Y", ycc(func(m *image.YCbCr) { m.Y = m.Y[:3] }), tensor.ErrBounds},
		{"YCbCr short Cr", ycc(func(m *image.YCbCr) { m.Cr = nil }), tensor.ErrBounds},
		{"YCbCr short YStride", ycc(func(m *image.YCbCr) { m.YStride = 1 }), tensor.ErrShape},
		{"YCbCr 4:2:0 wide", ycc(func(m *image.YCbCr) { m.Rect.Max.X = 3 }), tensor.ErrShape},
		{"YCbCr huge CStride", ycc(func(m *image.YCbCr) { m.Rect.Max.Y = 4; m.YStride = 2; m.Y = make([]uint8, 8); m.CStride = math.MaxInt }), tensor.ErrOverflow},
		{"NYCbCrA nil A", &image.NYCbCrA{YCbCr: *image.NewYCbCr(r22, image.YCbCrSubsampleRatio444), AStride: 2}, tensor.ErrBounds},
		{"NYCbCrA negative AStride", &image.NYCbCrA{YCbCr: *image.NewYCbCr(r22, image.YCbCrSubsampleRatio444), A: make([]uint8, 4), AStride: -2}, tensor.ErrShape},
		{"custom huge", custom{image.Rect(math.MinInt, 0, math.MaxInt, 1)}, tensor.ErrOverflow},
		{"custom Min beyond Max", custom{image.Rectangle{Min: image.Pt(1, 1)}}, tensor.ErrShape},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if x, copied, err := FromImage(tt.img); !errors.Is(err, tt.want) {
				t.Errorf("FromImage = %v, %v, %v; want an error wrapping %v", x.Shape(), copied, err, tt.want)
			}
		})
	}
}

// TestFromImageRandom gives FromImage images of each standard type whose
// fields are random and mostly inconsistent: no panic, and every error
// wraps a sentinel.
func TestFromImageRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	pick := func() int {
		switch r.IntN(5) {
		case 0:
			return math.MaxInt - r.IntN(3)
		case 1:
			return math.MinInt + r.IntN(3)
		}
		return r.IntN(13) - 4
	}
	bytes := func() []uint8 { return make([]uint8, r.IntN(80)) }
	ok := 0
	for range 20000 {
		rect := image.Rectangle{Min: image.Pt(pick(), pick()), Max: image.Pt(pick(), pick())}
		if r.IntN(2) == 0 { // small, consistent-looking rectangles too
			rect = image.Rect(r.IntN(9)-4, r.IntN(9)-4, r.IntN(9)-4, r.IntN(9)-4)
		}
		var img image.Image
		switch r.IntN(9) {
		case 0:
			img = &image.Gray16{Pix: bytes(), Stride: pick(), Rect: rect}
		case 1:
			img = &image.Alpha{Pix: bytes(), Stride: pick(), Rect: rect}
		case 2:
			img = &image.Alpha16{Pix: bytes(), Stride: pick(), Rect: rect}
		case 3:
			img = &image.RGBA64{Pix: bytes(), Stride: pick(), Rect: rect}
		case 4:
			img = &image.NRGBA64{Pix: bytes(), Stride: pick(), Rect: rect}
		case 5:
			img = &image.CMYK{Pix: bytes(), Stride: pick(), Rect: rect}
		case 6:
			img = &image.Paletted{Pix: bytes(), Stride: pick(), Rect: rect, Palette: color.Palette{color.Black, color.White}}
		case 7:
			img = &image.YCbCr{Y: bytes(), Cb: bytes(), Cr: bytes(), YStride: pick(), CStride: pick(), Rect: rect,
				SubsampleRatio: image.YCbCrSubsampleRatio(r.IntN(7))}
		case 8:
			img = &image.NYCbCrA{YCbCr: image.YCbCr{Y: bytes(), Cb: bytes(), Cr: bytes(), YStride: pick(), CStride: pick(), Rect: rect,
				SubsampleRatio: image.YCbCrSubsampleRatio(r.IntN(7))}, A: bytes(), AStride: pick()}
		}
		x, _, err := FromImage(img)
		if err == nil && x.Size() > 0 {
			if err := agrees(x, img); err != nil {
				t.Fatal(err)
			}
		}
		if err != nil {
			if !errors.Is(err, tensor.ErrShape) && !errors.Is(err, tensor.ErrOverflow) && !errors.Is(err, tensor.ErrBounds) &&
				!errors.Is(err, tensor.ErrIndex) && !errors.Is(err, tensor.ErrTooLarge) {
				t.Fatalf("FromImage(%T %v): unexpected error %v", img, rect, err)
			}
			continue
		}
		if x.Size() > 0 {
			ok++
		}
	}
	if ok == 0 {
		t.Error("no random image converted")
	}
}

// FuzzFromImage builds an image of each standard type from the fuzzer's
// fields and bytes (most of them inconsistent): FromImage must not panic,
// its errors must wrap a sentinel, and a tensor it returns must hold the
// image's pixels.
func FuzzFromImage(f *testing.F) {
	f.Add(uint8(0), 2, 1, 0, 0, 2, 2, uint8(0), []byte{1, 2, 3, 4})
	f.Add(uint8(4), 4, 1, -1, 3, 1, 5, uint8(0), []byte{1, 2, 3, 4, 5, 6, 7, 8})
	f.Add(uint8(9), 2, 1, 0, 0, 2, 2, uint8(0), []byte{0, 1, 1, 0})
	f.Add(uint8(10), 3, 2, -1, -1, 2, 1, uint8(2), []byte{9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 1, 2, 3, 4, 5})
	f.Add(uint8(11), 2, 1, 0, 0, 2, 2, uint8(1), make([]byte, 20))
	f.Fuzz(func(t *testing.T, kind uint8, stride, cstride, x0, y0, x1, y1 int, ratio uint8, pix []byte) {
		r := image.Rectangle{Min: image.Pt(x0, y0), Max: image.Pt(x1, y1)}
		third := len(pix) / 3
		ycc := image.YCbCr{Y: pix[:third], Cb: pix[third : 2*third], Cr: pix[2*third:], YStride: stride, CStride: cstride,
			Rect: r, SubsampleRatio: image.YCbCrSubsampleRatio(ratio % 7)}
		var img image.Image
		switch kind % 12 {
		case 0:
			img = &image.Gray{Pix: pix, Stride: stride, Rect: r}
		case 1:
			img = &image.Alpha{Pix: pix, Stride: stride, Rect: r}
		case 2:
			img = &image.RGBA{Pix: pix, Stride: stride, Rect: r}
		case 3:
			img = &image.NRGBA{Pix: pix, Stride: stride, Rect: r}
		case 4:
			img = &image.Gray16{Pix: pix, Stride: stride, Rect: r}
		case 5:
			img = &image.Alpha16{Pix: pix, Stride: stride, Rect: r}
		case 6:
			img = &image.RGBA64{Pix: pix, Stride: stride, Rect: r}
		case 7:
			img = &image.NRGBA64{Pix: pix, Stride: stride, Rect: r}
		case 8:
			img = &image.CMYK{Pix: pix, Stride: stride, Rect: r}
		case 9:
			img = &image.Paletted{Pix: pix, Stride: stride, Rect: r, Palette: color.Palette{color.Black, color.Opaque, color.Transparent}}
		case 10:
			img = &ycc
		case 11:
			img = &image.NYCbCrA{YCbCr: ycc, A: ycc.Y, AStride: stride}
		}
		x, _, err := FromImage(img)
		if err != nil {
			for _, s := range []error{tensor.ErrShape, tensor.ErrOverflow, tensor.ErrBounds, tensor.ErrIndex, tensor.ErrTooLarge} {
				if errors.Is(err, s) {
					return
				}
			}
			t.Fatalf("FromImage(%T %v): unexpected error %v", img, r, err)
		}
		if x.Size() > 0 {
			if err := agrees(x, img); err != nil {
				t.Fatal(err)
			}
		}
	})
}
