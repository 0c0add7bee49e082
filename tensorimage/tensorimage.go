// Package tensorimage views the standard library's *image.RGBA,
// *image.NRGBA and *image.Gray as tensors of github.com/fixedrank/tensor
// without copying, and turns tensors back into images where the layout
// allows.
//
// An RGBA or NRGBA image of width W and height H becomes a
// Tensor[uint8, [3]int] of shape [H, W, 4] (row, column, channel) with
// strides [Stride, 4, 1] over Pix; a Gray image becomes a
// Tensor[uint8, [2]int] of shape [H, W] with strides [Stride, 1]. Views of
// those tensors (crops, flips, transposes, channel selections) share the
// image's pixels, so writing through them changes the image.
//
// Going back shares memory too and so needs the layout an image can
// describe: channels contiguous, pixels 4 (or 1) apart, rows at a positive
// stride at least as wide as a row. A flipped or transposed view gives an
// error wrapping tensor.ErrNotView; Clone it first to get a copy that
// converts.
package tensorimage

import (
	"fmt"
	"image"

	"github.com/fixedrank/tensor"
)

func view3(pix []uint8, stride int, r image.Rectangle) (tensor.Tensor[uint8, [3]int], error) {
	l, err := tensor.New([3]int{r.Dy(), r.Dx(), 4}, [3]int{stride, 4, 1}, 0)
	if err != nil {
		return tensor.Tensor[uint8, [3]int]{}, fmt.Errorf("tensorimage: %w", err)
	}
	return tensor.View(pix, l)
}

// FromRGBA returns img's pixels as a [H, W, 4] tensor sharing img.Pix.
func FromRGBA(img *image.RGBA) (tensor.Tensor[uint8, [3]int], error) {
	return view3(img.Pix, img.Stride, img.Rect)
}

// FromNRGBA returns img's pixels as a [H, W, 4] tensor sharing img.Pix.
func FromNRGBA(img *image.NRGBA) (tensor.Tensor[uint8, [3]int], error) {
	return view3(img.Pix, img.Stride, img.Rect)
}

// FromGray returns img's pixels as a [H, W] tensor sharing img.Pix.
func FromGray(img *image.Gray) (tensor.Tensor[uint8, [2]int], error) {
	l, err := tensor.New([2]int{img.Rect.Dy(), img.Rect.Dx()}, [2]int{img.Stride, 1}, 0)
	if err != nil {
		return tensor.Tensor[uint8, [2]int]{}, fmt.Errorf("tensorimage: %w", err)
	}
	return tensor.View(img.Pix, l)
}

// pixels returns the part of t's buffer an image with t's rows would use,
// and the row stride, if t's layout is one an image can describe.
func pixels(name string, data []uint8, readOnly bool, h, w, px, rowStride, pxStride, chStride, off int) ([]uint8, int, error) {
	if readOnly {
		return nil, 0, fmt.Errorf("tensorimage: %s of a read-only view: %w", name, tensor.ErrReadOnly)
	}
	if h == 0 || w == 0 {
		return nil, 0, nil
	}
	if h == 1 {
		rowStride = w * px
	}
	if (px > 1 && chStride != 1) || (w > 1 && pxStride != px) || rowStride < w*px {
		return nil, 0, fmt.Errorf("tensorimage: %s: strides [%d %d %d] are not an image's rows: %w",
			name, rowStride, pxStride, chStride, tensor.ErrNotView)
	}
	n := (h-1)*rowStride + w*px
	if off < 0 || off+n > len(data) {
		return nil, 0, fmt.Errorf("tensorimage: %s: view outside its buffer: %w", name, tensor.ErrBounds)
	}
	return data[off : off+n : off+n], rowStride, nil
}

func rgba(name string, t tensor.Tensor[uint8, [3]int]) ([]uint8, int, image.Rectangle, error) {
	l := t.Layout()
	s, st := l.Shape(), l.Strides()
	if s[2] != 4 {
		return nil, 0, image.Rectangle{}, fmt.Errorf("tensorimage: %s: shape %v has %d channels, want 4: %w", name, s, s[2], tensor.ErrShape)
	}
	pix, stride, err := pixels(name, t.Data(), t.ReadOnly(), s[0], s[1], 4, st[0], st[1], st[2], l.Offset())
	return pix, stride, image.Rect(0, 0, s[1], s[0]), err
}

// ToRGBA returns an *image.RGBA sharing t's elements; see the package doc
// for the layouts it accepts.
func ToRGBA(t tensor.Tensor[uint8, [3]int]) (*image.RGBA, error) {
	pix, stride, r, err := rgba("ToRGBA", t)
	if err != nil {
		return nil, err
	}
	return &image.RGBA{Pix: pix, Stride: stride, Rect: r}, nil
}

// ToNRGBA returns an *image.NRGBA sharing t's elements; see the package
// doc for the layouts it accepts.
func ToNRGBA(t tensor.Tensor[uint8, [3]int]) (*image.NRGBA, error) {
	pix, stride, r, err := rgba("ToNRGBA", t)
	if err != nil {
		return nil, err
	}
	return &image.NRGBA{Pix: pix, Stride: stride, Rect: r}, nil
}

// ToGray returns an *image.Gray sharing t's elements; see the package doc
// for the layouts it accepts.
func ToGray(t tensor.Tensor[uint8, [2]int]) (*image.Gray, error) {
	l := t.Layout()
	s, st := l.Shape(), l.Strides()
	pix, stride, err := pixels("ToGray", t.Data(), t.ReadOnly(), s[0], s[1], 1, st[0], st[1], 1, l.Offset())
	if err != nil {
		return nil, err
	}
	return &image.Gray{Pix: pix, Stride: stride, Rect: image.Rect(0, 0, s[1], s[0])}, nil
}
