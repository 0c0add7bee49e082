package tensorimage

import (
	"fmt"
	"image"
	"image/color"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// fill sets every byte of pix (or plane) to a pseudo-random value.
func fill(r *rand.Rand, bs ...[]uint8) {
	for _, b := range bs {
		for i := range b {
			b[i] = uint8(r.IntN(256))
		}
	}
}

// custom is an image type of the caller's, with neither Pix nor RGBA64At.
type custom struct{ r image.Rectangle }

func (c custom) ColorModel() color.Model { return color.RGBAModel }
func (c custom) Bounds() image.Rectangle { return c.r }
func (c custom) At(x, y int) color.Color {
	return color.RGBA{uint8(x) / 2, uint8(y) / 2, 0, 128}
}

// TestFromImageTypes converts every image type of the standard library,
// each a SubImage with a non-zero Min, and compares each element with what
// color.NRGBAModel (or the type's own single-channel accessor) gives.
func TestFromImageTypes(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	big := image.Rect(-3, 2, 9, 9)
	sub := image.Rect(-2, 3, 6, 8) // odd Min.X and Min.Y for the subsampled chroma
	pal := image.NewPaletted(big, color.Palette{color.RGBA{255, 0, 0, 255}, color.NRGBA{0, 0, 255, 128}, color.Gray{7}})
	for i := range pal.Pix {
		pal.Pix[i] = uint8(r.IntN(3))
	}
	imgs := []struct {
		name   string
		img    image.Image
		copied bool
	}{
		{"Gray", image.NewGray(big), false},
		{"Alpha", image.NewAlpha(big), false},
		{"RGBA", image.NewRGBA(big), false},
		{"NRGBA", image.NewNRGBA(big), false},
		{"Gray16", image.NewGray16(big), true},
		{"Alpha16", image.NewAlpha16(big), true},
		{"RGBA64", image.NewRGBA64(big), true},
		{"NRGBA64", image.NewNRGBA64(big), true},
		{"CMYK", image.NewCMYK(big), true},
		{"Paletted", pal, true},
		{"custom", custom{big}, true},
	}
	for _, ratio := range []image.YCbCrSubsampleRatio{image.YCbCrSubsampleRatio444, image.YCbCrSubsampleRatio422,
		image.YCbCrSubsampleRatio420, image.YCbCrSubsampleRatio440, image.YCbCrSubsampleRatio411, image.YCbCrSubsampleRatio410} {
		y := image.NewYCbCr(image.Rect(-4, 2, 9, 9), ratio) // even Min: NewYCbCr sizes negative odd Min short
		fill(r, y.Y, y.Cb, y.Cr)
		imgs = append(imgs, struct {
			name   string
			img    image.Image
			copied bool
		}{"YCbCr" + ratio.String(), y, true})
		a := image.NewNYCbCrA(image.Rect(-4, 2, 9, 9), ratio)
		fill(r, a.Y, a.Cb, a.Cr, a.A)
		imgs = append(imgs, struct {
			name   string
			img    image.Image
			copied bool
		}{"NYCbCrA" + ratio.String(), a, true})
	}
	for _, tt := range imgs {
		t.Run(tt.name, func(t *testing.T) {
			var pix []uint8
			switch m := tt.img.(type) {
			case *image.Gray:
				pix = m.Pix
			case *image.Alpha:
				pix = m.Pix
			case *image.Gray16:
				pix = m.Pix
			case *image.Alpha16:
				pix = m.Pix
			case *image.RGBA:
				pix = m.Pix
			case *image.NRGBA:
				pix = m.Pix
			case *image.RGBA64:
				pix = m.Pix
			case *image.NRGBA64:
				pix = m.Pix
			case *image.CMYK:
				pix = m.Pix
			}
			fill(r, pix)
			img := tt.img
			if s, ok := img.(interface {
				SubImage(image.Rectangle) image.Image
			}); ok {
				img = s.SubImage(sub)
			}
			b := img.Bounds()
			x, copied, err := FromImage(img)
			if err != nil {
				t.Fatal(err)
			}
			if copied != tt.copied {
				t.Errorf("copied = %v, want %v", copied, tt.copied)
			}
			want := []int{b.Dy(), b.Dx(), 4}
			if len(expected(img, b.Min.X, b.Min.Y)) == 1 {
				want = want[:2]
			}
			if got := x.Shape(); !slices.Equal(got, want) {
				t.Fatalf("shape %v, want %v", got, want)
			}
			if err := agrees(x, img); err != nil {
				t.Fatal(err)
			}
			if !copied {
				var p *uint8
				switch m := img.(type) {
				case *image.Gray:
					p = &m.Pix[0]
				case *image.Alpha:
					p = &m.Pix[0]
				case *image.RGBA:
					p = &m.Pix[0]
				case *image.NRGBA:
					p = &m.Pix[0]
				}
				if &x.Data()[x.Layout().Offset()] != p {
					t.Error("a view does not share Pix")
				}
			}
		})
	}
}

// expected returns the pixel at (x, y) as FromImage should give it: the
// sample of a single-channel image, the RGBA bytes of an *image.RGBA as it
// holds them, and otherwise what color.NRGBAModel makes of img.At.
func expected(img image.Image, x, y int) []uint8 {
	switch m := img.(type) {
	case *image.Gray:
		return []uint8{m.GrayAt(x, y).Y}
	case *image.Alpha:
		return []uint8{m.AlphaAt(x, y).A}
	case *image.Gray16:
		return []uint8{uint8(m.Gray16At(x, y).Y >> 8)}
	case *image.Alpha16:
		return []uint8{uint8(m.Alpha16At(x, y).A >> 8)}
	case *image.RGBA:
		c := m.RGBAAt(x, y)
		return []uint8{c.R, c.G, c.B, c.A}
	}
	c := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
	return []uint8{c.R, c.G, c.B, c.A}
}

// agrees reports how x differs from the pixels of img, or nil.
func agrees(x dyn.Tensor[uint8], img image.Image) error {
	b := img.Bounds()
	for py := b.Min.Y; py < b.Max.Y; py++ {
		for px := b.Min.X; px < b.Max.X; px++ {
			for k, w := range expected(img, px, py) {
				idx := []int{py - b.Min.Y, px - b.Min.X, k}[:x.Rank()]
				if v, err := x.At(idx...); v != w || err != nil {
					return fmt.Errorf("%T: %v = %d, %v; want %d (pixel %v)", img, idx, v, err, w, img.At(px, py))
				}
			}
		}
	}
	return nil
}

// TestFromImageValues checks conversions against values worked out by
// hand.
func TestFromImageValues(t *testing.T) {
	// Premultiplied half-transparent red becomes full red at alpha 128.
	rgba64 := image.NewRGBA64(image.Rect(0, 0, 1, 1))
	rgba64.SetRGBA64(0, 0, color.RGBA64{0x8000, 0, 0, 0x8000})
	// A palette of two colours; pixel (1, 0) uses the second.
	pal := image.NewPaletted(image.Rect(0, 0, 2, 1), color.Palette{color.Gray{9}, color.NRGBA{1, 2, 3, 4}})
	pal.Pix[1] = 1
	// CMYK of pure cyan.
	cmyk := image.NewCMYK(image.Rect(0, 0, 1, 1))
	cmyk.Pix[0] = 255
	// Transparent pixels come out as zeros.
	u := image.NewUniform(color.RGBA{0, 0, 0, 0})
	tests := []struct {
		name string
		img  image.Image
		want []uint8
	}{
		{"RGBA64", rgba64, []uint8{255, 0, 0, 128}},
		{"Paletted", pal, []uint8{9, 9, 9, 255, 1, 2, 3, 4}},
		{"CMYK", cmyk, []uint8{0, 255, 255, 255}},
		{"Uniform crop", croppedUniform{u, image.Rect(5, 5, 6, 6)}, []uint8{0, 0, 0, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			x, copied, err := FromImage(tt.img)
			if err != nil || !copied {
				t.Fatalf("FromImage: copied %v, %v", copied, err)
			}
			var got []uint8
			for v := range x.Values() {
				got = append(got, v)
			}
			if string(got) != string(tt.want) {
				t.Errorf("values %v, want %v", got, tt.want)
			}
		})
	}
	g := image.NewGray16(image.Rect(0, 0, 2, 1))
	g.Pix = []uint8{0x12, 0x34, 0xff, 0x01}
	x, copied, err := FromImage(g)
	if v, _ := x.At(0, 1); err != nil || !copied || x.Shape()[1] != 2 || v != 0xff {
		t.Errorf("FromImage(Gray16) = %v, %v, %v", x, copied, err)
	}
}

// croppedUniform is a Uniform with finite bounds.
type croppedUniform struct {
	*image.Uniform
	r image.Rectangle
}

func (c croppedUniform) Bounds() image.Rectangle { return c.r }
