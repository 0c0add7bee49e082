package tensorimage

import (
	"fmt"
	"image"

	"github.com/fixedrank/tensor"
)

// checked returns the height and width of an image whose pixels are px
// bytes each, after checking that Rect, Stride and Pix are consistent: every
// byte of every pixel is then at (y*stride + x*px + k) in pix, for y and x
// counted from Rect.Min.
func checked(name string, pix []uint8, stride int, r image.Rectangle, px int) (h, w int, err error) {
	if h, w, err = dims(name, stride, r, px); err != nil {
		return 0, 0, err
	}
	if _, err = view(name, pix, [3]int{h, w, px}, [3]int{stride, px, 1}); err != nil {
		return 0, 0, err
	}
	return h, w, nil
}

// from16 copies the big-endian 16-bit samples of a checked image with ch
// channels into a new C-contiguous [H, W, ch] tensor.
func from16(name string, pix []uint8, stride int, r image.Rectangle, ch int) (tensor.Tensor[uint16, [3]int], error) {
	h, w, err := checked(name, pix, stride, r, 2*ch)
	if err != nil {
		return tensor.Tensor[uint16, [3]int]{}, err
	}
	t, err := tensor.Zeros[uint16]([3]int{h, w, ch})
	if err != nil {
		return tensor.Tensor[uint16, [3]int]{}, fmt.Errorf("tensorimage: %s: %w", name, err)
	}
	if h == 0 || w == 0 {
		return t, nil
	}
	dst, n := t.Data(), w*ch
	for y := range h {
		row := pix[y*stride : y*stride+2*n]
		out := dst[y*n : y*n+n]
		for i := range out {
			out[i] = uint16(row[2*i])<<8 | uint16(row[2*i+1])
		}
	}
	return t, nil
}

// to16 copies the samples of t, a tensor of shape [h, w, ch] (or [h, w]
// with ch 1), into new big-endian pixel bytes with rows of w*ch*2 bytes.
func to16[D tensor.Dim](name string, t tensor.Tensor[uint16, D], h, w, ch int) ([]uint8, image.Rectangle, error) {
	if h < 0 || w < 0 { // only in a view of an unchecked layout
		return nil, image.Rectangle{}, fmt.Errorf("tensorimage: %s: negative dimension in shape %v: %w", name, t.Shape(), tensor.ErrShape)
	}
	b, err := tensor.Zeros[uint8]([3]int{h, w, 2 * ch})
	if err != nil {
		return nil, image.Rectangle{}, fmt.Errorf("tensorimage: %s: %w", name, err)
	}
	pix, i := b.Data(), 0
	for v := range t.Values() {
		pix[i], pix[i+1] = uint8(v>>8), uint8(v)
		i += 2
	}
	return pix, image.Rect(0, 0, w, h), nil
}

// FromGray16 returns a copy of img's samples as a new [H, W] tensor of
// native uint16 values; the package doc says why it copies. It returns the
// errors of [FromRGBA], and one wrapping tensor.ErrTooLarge if the copy is
// larger than the machine's memory.
func FromGray16(img *image.Gray16) (tensor.Tensor[uint16, [2]int], error) {
	if img == nil {
		return tensor.Tensor[uint16, [2]int]{}, errNil("FromGray16")
	}
	t, err := from16("FromGray16", img.Pix, img.Stride, img.Rect, 1)
	if err != nil {
		return tensor.Tensor[uint16, [2]int]{}, err
	}
	s := t.Shape()
	return tensor.FromSlice(t.Data(), [2]int{s[0], s[1]})
}

// FromRGBA64 returns a copy of img's samples as a new [H, W, 4] tensor of
// native uint16 values, premultiplied by alpha as img holds them; the
// package doc says why it copies. It returns the errors of [FromGray16].
func FromRGBA64(img *image.RGBA64) (tensor.Tensor[uint16, [3]int], error) {
	if img == nil {
		return tensor.Tensor[uint16, [3]int]{}, errNil("FromRGBA64")
	}
	return from16("FromRGBA64", img.Pix, img.Stride, img.Rect, 4)
}

// FromNRGBA64 returns a copy of img's samples as a new [H, W, 4] tensor of
// native uint16 values; the package doc says why it copies. It returns the
// errors of [FromGray16].
func FromNRGBA64(img *image.NRGBA64) (tensor.Tensor[uint16, [3]int], error) {
	if img == nil {
		return tensor.Tensor[uint16, [3]int]{}, errNil("FromNRGBA64")
	}
	return from16("FromNRGBA64", img.Pix, img.Stride, img.Rect, 4)
}

// ToGray16 returns a new *image.Gray16 holding a copy of t's values, for a
// tensor of any layout (flipped, transposed, broadcast); the package doc
// says why it copies. It returns an error wrapping tensor.ErrShape if t
// has a negative dimension (possible only viewing an unchecked layout),
// tensor.ErrOverflow if the image's byte count does not fit in an int, and
// tensor.ErrTooLarge if it is larger than the machine's memory.
func ToGray16(t tensor.Tensor[uint16, [2]int]) (*image.Gray16, error) {
	s := t.Shape()
	pix, r, err := to16("ToGray16", t, s[0], s[1], 1)
	if err != nil {
		return nil, err
	}
	return &image.Gray16{Pix: pix, Stride: 2 * s[1], Rect: r}, nil
}

func shape4(name string, s [3]int) error {
	if s[2] != 4 {
		return fmt.Errorf("tensorimage: %s: shape %v has %d channels, want 4: %w", name, s, s[2], tensor.ErrShape)
	}
	return nil
}

// ToRGBA64 returns a new *image.RGBA64 holding a copy of t's values, which
// must be premultiplied by alpha as image.RGBA64 holds them, for a tensor
// of any layout; the package doc says why it copies. It returns the errors
// of [ToGray16], and one wrapping tensor.ErrShape if t does not have 4
// channels.
func ToRGBA64(t tensor.Tensor[uint16, [3]int]) (*image.RGBA64, error) {
	s := t.Shape()
	if err := shape4("ToRGBA64", s); err != nil {
		return nil, err
	}
	pix, r, err := to16("ToRGBA64", t, s[0], s[1], 4)
	if err != nil {
		return nil, err
	}
	return &image.RGBA64{Pix: pix, Stride: 8 * s[1], Rect: r}, nil
}

// ToNRGBA64 returns a new *image.NRGBA64 holding a copy of t's values, for
// a tensor of any layout; the package doc says why it copies. It returns
// the errors of [ToRGBA64].
func ToNRGBA64(t tensor.Tensor[uint16, [3]int]) (*image.NRGBA64, error) {
	s := t.Shape()
	if err := shape4("ToNRGBA64", s); err != nil {
		return nil, err
	}
	pix, r, err := to16("ToNRGBA64", t, s[0], s[1], 4)
	if err != nil {
		return nil, err
	}
	return &image.NRGBA64{Pix: pix, Stride: 8 * s[1], Rect: r}, nil
}
