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
		gray   func(x, y int) uint8 // nil: a colour image
		copied bool
	}{
		{"Gray", image.NewGray(big), nil, false},
		{"Alpha", image.NewAlpha(big), nil, false},
		{"RGBA", image.NewRGBA(big), nil, false},
		{"NRGBA", image.NewNRGBA(big), nil, false},
		{"Gray16", image.NewGray16(big), nil, true},
		{"Alpha16", image.NewAlpha16(big), nil, true},
		{"RGBA64", image.NewRGBA64(big), nil, true},
		{"NRGBA64", image.NewNRGBA64(big), nil, true},
		{"CMYK", image.NewCMYK(big), nil, true},
		{"Paletted", pal, nil, true},
		{"custom", custom{big}, nil, true},
	}
	for _, ratio := range []image.YCbCrSubsampleRatio{image.YCbCrSubsampleRatio444, image.YCbCrSubsampleRatio422,
		image.YCbCrSubsampleRatio420, image.YCbCrSubsampleRatio440, image.YCbCrSubsampleRatio411, image.YCbCrSubsampleRatio410} {
		y := image.NewYCbCr(image.Rect(-4, 2, 9, 9), ratio) // even Min: NewYCbCr sizes negative odd Min short
		fill(r, y.Y, y.Cb, y.Cr)
		imgs = append(imgs, struct {
			name   string
			img    image.Image
			gray   func(x, y int) uint8
			copied bool
		}{"YCbCr" + ratio.String(), y, nil, true})
		a := image.NewNYCbCrA(image.Rect(-4, 2, 9, 9), ratio)
		fill(r, a.Y, a.Cb, a.Cr, a.A)
		imgs = append(imgs, struct {
			name   string
			img    image.Image
			gray   func(x, y int) uint8
			copied bool
		}{"NYCbCrA" + ratio.String(), a, nil, true})
	}
	for _, tt := range imgs {
		t.Run(tt.name, func(t *testing.T) {
			var pix []uint8
			switch m := tt.img.(type) {
			case *image.Gray:
				pix = m.Pix
				tt.gray = func(x, y int) uint8 { return m.GrayAt(x, y).Y }
			case *image.Alpha:
				pix = m.Pix
				tt.gray = func(x, y int) uint8 { return m.AlphaAt(x, y).A }
			case *image.Gray16:
				pix = m.Pix
				tt.gray = func(x, y int) uint8 { return uint8(m.Gray16At(x, y).Y >> 8) }
			case *image.Alpha16:
				pix = m.Pix
				tt.gray = func(x, y int) uint8 { return uint8(m.Alpha16At(x, y).A >> 8) }
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
			if tt.gray != nil {
				want = want[:2]
			}
			if got := x.Shape(); !equal(got, want) {
				t.Fatalf("shape %v, want %v", got, want)
			}
			for py := b.Min.Y; py < b.Max.Y; py++ {
				for px := b.Min.X; px < b.Max.X; px++ {
					i, j := py-b.Min.Y, px-b.Min.X
					if tt.gray != nil {
						if v, _ := x.At(i, j); v != tt.gray(px, py) {
							t.Fatalf("[%d %d] = %d, want %d", i, j, v, tt.gray(px, py))
						}
						continue
					}
					c := color.NRGBAModel.Convert(img.At(px, py)).(color.NRGBA)
					if m, ok := img.(*image.RGBA); ok { // viewed as it is: premultiplied
						c = color.NRGBA(m.RGBAAt(px, py))
					}
					for k, w := range []uint8{c.R, c.G, c.B, c.A} {
						if v, _ := x.At(i, j, k); v != w {
							t.Fatalf("[%d %d %d] = %d, want %d (pixel %v)", i, j, k, v, w, img.At(px, py))
						}
					}
				}
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

func equal(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
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
