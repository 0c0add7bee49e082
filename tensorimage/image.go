package tensorimage

import (
	"fmt"
	"image"
	"image/color"

	"github.com/fixedrank/tensor"
	"github.com/fixedrank/tensor/dyn"
)

// FromImage returns img's pixels as a tensor of shape [H, W] for a
// single-channel image and [H, W, 4] for a colour one, with index [0, 0]
// at img.Bounds().Min, and reports whether it copied them; the package doc
// lists which image types it views and how it converts the others (as
// color.NRGBAModel does, into non-premultiplied R, G, B, A). It returns an
// error wrapping tensor.ErrShape if img is nil, its bounds have Min beyond
// Max or, for an image of the standard library, its Stride is shorter than
// a row; tensor.ErrOverflow if the size of its bounds (an *image.Uniform's
// are nearly infinite) or the extent of its rows does not fit in an int;
// tensor.ErrBounds if its Pix (or Y, Cb, Cr or A planes) are shorter than
// its bounds and strides need; tensor.ErrIndex if a paletted image has a
// pixel beyond its palette; and tensor.ErrTooLarge if a copy is larger
// than the machine's memory.
func FromImage(img image.Image) (t dyn.Tensor[uint8], copied bool, err error) {
	if t, copied, err = fromImage(img); err != nil {
		return dyn.Tensor[uint8]{}, false, err
	}
	return t, copied, nil
}

func fromImage(img image.Image) (t dyn.Tensor[uint8], copied bool, err error) {
	switch m := img.(type) {
	case nil:
		return t, false, errNil("FromImage")
	case *image.RGBA:
		if m == nil {
			return t, false, errNil("FromImage")
		}
		x, err := view3("FromImage", m.Pix, m.Stride, m.Rect)
		return x.Dyn(), false, err
	case *image.NRGBA:
		if m == nil {
			return t, false, errNil("FromImage")
		}
		x, err := view3("FromImage", m.Pix, m.Stride, m.Rect)
		return x.Dyn(), false, err
	case *image.Gray:
		if m == nil {
			return t, false, errNil("FromImage")
		}
		x, err := view2("FromImage", m.Pix, m.Stride, m.Rect)
		return x.Dyn(), false, err
	case *image.Alpha:
		if m == nil {
			return t, false, errNil("FromImage")
		}
		x, err := view2("FromImage", m.Pix, m.Stride, m.Rect)
		return x.Dyn(), false, err
	case *image.Gray16:
		if m == nil {
			return t, false, errNil("FromImage")
		}
		x, err := from16("FromImage", m.Pix, m.Stride, m.Rect, 1)
		return high(x), true, err
	case *image.Alpha16:
		if m == nil {
			return t, false, errNil("FromImage")
		}
		x, err := from16("FromImage", m.Pix, m.Stride, m.Rect, 1)
		return high(x), true, err
	case *image.Paletted:
		x, err := fromPaletted(m)
		return x.Dyn(), true, err
	case *image.YCbCr:
		x, err := fromYCbCr(m, false, nil, 0)
		return x.Dyn(), true, err
	case *image.NYCbCrA:
		if m == nil {
			return t, false, errNil("FromImage")
		}
		x, err := fromYCbCr(&m.YCbCr, true, m.A, m.AStride)
		return x.Dyn(), true, err
	case *image.RGBA64:
		if m == nil {
			return t, false, errNil("FromImage")
		}
		err = checkPix(m.Pix, m.Stride, m.Rect, 8)
	case *image.NRGBA64:
		if m == nil {
			return t, false, errNil("FromImage")
		}
		err = checkPix(m.Pix, m.Stride, m.Rect, 8)
	case *image.CMYK:
		if m == nil {
			return t, false, errNil("FromImage")
		}
		err = checkPix(m.Pix, m.Stride, m.Rect, 4)
	case *image.Uniform:
		if m == nil || m.C == nil {
			return t, false, errNil("FromImage")
		}
	}
	if err != nil {
		return t, false, err
	}
	x, err := fromAny(img)
	return x.Dyn(), true, err
}

func checkPix(pix []uint8, stride int, r image.Rectangle, px int) error {
	_, _, err := checked("FromImage", pix, stride, r, px)
	return err
}

// high returns the high bytes of the samples of a [H, W, 1] tensor as a
// new [H, W] tensor.
func high(x tensor.Tensor[uint16, [3]int]) dyn.Tensor[uint8] {
	s := x.Shape()
	out := make([]uint8, len(x.Data()))
	for i, v := range x.Data() {
		out[i] = uint8(v >> 8)
	}
	t, _ := dyn.FromSlice(out, s[0], s[1]) // the size is x's
	return t
}

// newNRGBA returns a new [H, W, 4] tensor for an image with bounds r, after
// checking r.
func newNRGBA(r image.Rectangle) (tensor.Tensor[uint8, [3]int], error) {
	h, w, err := dims("FromImage", 4*r.Dx(), r, 4) // the stride is not checked here
	if err == nil {
		var t tensor.Tensor[uint8, [3]int]
		if t, err = tensor.Zeros[uint8]([3]int{h, w, 4}); err == nil {
			return t, nil
		}
		err = fmt.Errorf("tensorimage: FromImage: %w", err)
	}
	return tensor.Tensor[uint8, [3]int]{}, err
}

// setNRGBA stores at p the non-premultiplied 8-bit form of the
// premultiplied 16-bit colour c, as color.NRGBAModel converts it.
func setNRGBA(p []uint8, c color.RGBA64) {
	r, g, b, a := uint32(c.R), uint32(c.G), uint32(c.B), uint32(c.A)
	switch a {
	case 0xffff:
	case 0:
		r, g, b = 0, 0, 0
	default:
		r, g, b = r*0xffff/a, g*0xffff/a, b*0xffff/a
	}
	p[0], p[1], p[2], p[3] = uint8(r>>8), uint8(g>>8), uint8(b>>8), uint8(a>>8)
}

// fromAny converts img pixel by pixel: through RGBA64At for the standard
// library's types, whose colours color.NRGBAModel converts from that
// value, and through color.NRGBAModel for any other image, which can hold
// color.NRGBA values that the model keeps as they are.
func fromAny(img image.Image) (tensor.Tensor[uint8, [3]int], error) {
	r := img.Bounds()
	t, err := newNRGBA(r)
	if err != nil || t.Size() == 0 {
		return t, err
	}
	d, i := t.Data(), 0
	var m image.RGBA64Image
	switch img := img.(type) {
	case *image.RGBA64, *image.NRGBA64, *image.CMYK, *image.Uniform:
		m = img.(image.RGBA64Image)
	}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if m != nil {
				setNRGBA(d[i:i+4:i+4], m.RGBA64At(x, y))
			} else {
				c := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
				d[i], d[i+1], d[i+2], d[i+3] = c.R, c.G, c.B, c.A
			}
			i += 4
		}
	}
	return t, nil
}

// fromPaletted converts m through a table of its palette's colours.
func fromPaletted(m *image.Paletted) (tensor.Tensor[uint8, [3]int], error) {
	if m == nil {
		return tensor.Tensor[uint8, [3]int]{}, errNil("FromImage")
	}
	h, w, err := checked("FromImage", m.Pix, m.Stride, m.Rect, 1)
	if err != nil {
		return tensor.Tensor[uint8, [3]int]{}, err
	}
	t, err := newNRGBA(m.Rect)
	if err != nil || t.Size() == 0 {
		return t, err
	}
	var table [256][4]uint8
	for k, c := range m.Palette[:min(len(m.Palette), 256)] {
		if c != nil {
			n := color.NRGBAModel.Convert(c).(color.NRGBA)
			table[k] = [4]uint8{n.R, n.G, n.B, n.A}
		}
	}
	d := t.Data()
	for y := range h {
		row := m.Pix[y*m.Stride : y*m.Stride+w]
		for x, k := range row {
			if int(k) >= len(m.Palette) {
				return tensor.Tensor[uint8, [3]int]{}, fmt.Errorf("tensorimage: FromImage: pixel (%d,%d) has index %d in a palette of %d colours: %w",
					m.Rect.Min.X+x, m.Rect.Min.Y+y, k, len(m.Palette), tensor.ErrIndex)
			}
			copy(d[(y*w+x)*4:], table[k][:])
		}
	}
	return t, nil
}

// chroma returns the subsampling of x (or y) for the chroma planes of
// ratio: the chroma column (row) of x is x/q - Min/q.
func chroma(ratio image.YCbCrSubsampleRatio) (qx, qy int) {
	switch ratio {
	case image.YCbCrSubsampleRatio422:
		return 2, 1
	case image.YCbCrSubsampleRatio420:
		return 2, 2
	case image.YCbCrSubsampleRatio440:
		return 1, 2
	case image.YCbCrSubsampleRatio411:
		return 4, 1
	case image.YCbCrSubsampleRatio410:
		return 4, 2
	}
	return 1, 1 // 4:4:4, also image.YCbCr's default
}

// fromYCbCr converts m, and the alpha plane a with stride as if alpha,
// reading the planes as m.YOffset and m.COffset address them, after
// checking that they hold every pixel of m.Rect.
func fromYCbCr(m *image.YCbCr, alpha bool, a []uint8, as int) (tensor.Tensor[uint8, [3]int], error) {
	if m == nil {
		return tensor.Tensor[uint8, [3]int]{}, errNil("FromImage")
	}
	r := m.Rect
	h, w, err := dims("FromImage", m.YStride, r, 1)
	if err != nil {
		return tensor.Tensor[uint8, [3]int]{}, err
	}
	t, err := newNRGBA(r)
	if err != nil || t.Size() == 0 {
		return t, err
	}
	qx, qy := chroma(m.SubsampleRatio)
	// Max > Min here, so Max-1 does not wrap.
	cw := (r.Max.X-1)/qx - r.Min.X/qx + 1
	ch := (r.Max.Y-1)/qy - r.Min.Y/qy + 1
	planes := []struct {
		name      string
		pix       []uint8
		stride, h int
		w         int
	}{{"Y", m.Y, m.YStride, h, w}, {"Cb", m.Cb, m.CStride, ch, cw}, {"Cr", m.Cr, m.CStride, ch, cw}, {"A", a, as, h, w}}
	if !alpha {
		planes = planes[:3]
	}
	for _, p := range planes {
		if p.h > 1 && p.stride < p.w {
			return tensor.Tensor[uint8, [3]int]{}, fmt.Errorf("tensorimage: FromImage: %s stride %d is shorter than a row of %d samples: %w", p.name, p.stride, p.w, tensor.ErrShape)
		}
		if _, err := view("FromImage: "+p.name, p.pix, [2]int{p.h, p.w}, [2]int{p.stride, 1}); err != nil {
			return tensor.Tensor[uint8, [3]int]{}, err
		}
	}
	d, i := t.Data(), 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		yo := (y - r.Min.Y) * m.YStride
		co := (y/qy - r.Min.Y/qy) * m.CStride
		for x := r.Min.X; x < r.Max.X; x++ {
			c := co + x/qx - r.Min.X/qx
			px := color.YCbCr{Y: m.Y[yo+x-r.Min.X], Cb: m.Cb[c], Cr: m.Cr[c]}
			var cr, cg, cb, ca uint32
			if alpha {
				cr, cg, cb, ca = color.NYCbCrA{YCbCr: px, A: a[(y-r.Min.Y)*as+x-r.Min.X]}.RGBA()
			} else {
				cr, cg, cb, ca = px.RGBA()
			}
			setNRGBA(d[i:i+4:i+4], color.RGBA64{uint16(cr), uint16(cg), uint16(cb), uint16(ca)})
			i += 4
		}
	}
	return t, nil
}
