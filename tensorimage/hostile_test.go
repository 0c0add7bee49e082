package tensorimage

import (
	"errors"
	"image"
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
