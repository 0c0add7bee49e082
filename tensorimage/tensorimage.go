package tensorimage

import (
	"fmt"
	"image"

	"github.com/fixedrank/tensor"
)

// dims returns the height and width of an image with the given Stride and
// Rect and px bytes per pixel, checking that the fields are consistent; the
// View that follows checks the length of Pix.
func dims(name string, stride int, r image.Rectangle, px int) (h, w int, err error) {
	if r.Min.X > r.Max.X || r.Min.Y > r.Max.Y {
		return 0, 0, fmt.Errorf("tensorimage: %s: rectangle %v has Min beyond Max: %w", name, r, tensor.ErrShape)
	}
	h, w = r.Dy(), r.Dx()
	if h < 0 || w < 0 { // Max - Min wrapped
		return 0, 0, fmt.Errorf("tensorimage: %s: size of rectangle %v: %w", name, r, tensor.ErrOverflow)
	}
	// stride < w*px, without the product (which can overflow); a negative
	// stride is shorter too.
	if h > 1 && w > 0 && stride/px < w {
		return 0, 0, fmt.Errorf("tensorimage: %s: stride %d is shorter than a row of %d pixels of %d bytes: %w", name, stride, w, px, tensor.ErrShape)
	}
	return h, w, nil
}

func errNil(name string) error {
	return fmt.Errorf("tensorimage: %s of a nil image: %w", name, tensor.ErrShape)
}

// view returns the tensor over pix with the given shape and strides.
func view[D tensor.Dim](name string, pix []uint8, shape, strides D) (tensor.Tensor[uint8, D], error) {
	l, err := tensor.New(shape, strides, 0)
	if err == nil {
		var t tensor.Tensor[uint8, D]
		if t, err = tensor.View(pix, l); err == nil {
			return t, nil
		}
	}
	return tensor.Tensor[uint8, D]{}, fmt.Errorf("tensorimage: %s: %w", name, err)
}

func view3(name string, pix []uint8, stride int, r image.Rectangle) (tensor.Tensor[uint8, [3]int], error) {
	h, w, err := dims(name, stride, r, 4)
	if err != nil {
		return tensor.Tensor[uint8, [3]int]{}, err
	}
	return view(name, pix, [3]int{h, w, 4}, [3]int{stride, 4, 1})
}

// FromRGBA returns img's pixels as a [H, W, 4] tensor sharing img.Pix. It
// returns an error wrapping tensor.ErrShape if img is nil or its Rect has
// Min beyond Max or, with more than one row, its Stride is shorter than a
// row; tensor.ErrOverflow if the size of Rect or the extent of its rows
// does not fit in an int; and tensor.ErrBounds if Pix is shorter than Rect
// and Stride need.
func FromRGBA(img *image.RGBA) (tensor.Tensor[uint8, [3]int], error) {
	if img == nil {
		return tensor.Tensor[uint8, [3]int]{}, errNil("FromRGBA")
	}
	return view3("FromRGBA", img.Pix, img.Stride, img.Rect)
}

// FromNRGBA returns img's pixels as a [H, W, 4] tensor sharing img.Pix. It
// returns the errors of [FromRGBA].
func FromNRGBA(img *image.NRGBA) (tensor.Tensor[uint8, [3]int], error) {
	if img == nil {
		return tensor.Tensor[uint8, [3]int]{}, errNil("FromNRGBA")
	}
	return view3("FromNRGBA", img.Pix, img.Stride, img.Rect)
}

// FromGray returns img's pixels as a [H, W] tensor sharing img.Pix. It
// returns the errors of [FromRGBA].
func FromGray(img *image.Gray) (tensor.Tensor[uint8, [2]int], error) {
	if img == nil {
		return tensor.Tensor[uint8, [2]int]{}, errNil("FromGray")
	}
	return view2("FromGray", img.Pix, img.Stride, img.Rect)
}

func view2(name string, pix []uint8, stride int, r image.Rectangle) (tensor.Tensor[uint8, [2]int], error) {
	h, w, err := dims(name, stride, r, 1)
	if err != nil {
		return tensor.Tensor[uint8, [2]int]{}, err
	}
	return view(name, pix, [2]int{h, w}, [2]int{stride, 1})
}

// pixels returns the part of t's buffer an image with t's rows would use,
// and the row stride, if t's layout is one an image can describe.
func pixels(name string, data []uint8, readOnly bool, h, w, px, rowStride, pxStride, chStride, off int) ([]uint8, int, error) {
	if readOnly {
		return nil, 0, fmt.Errorf("tensorimage: %s of a read-only view: %w", name, tensor.ErrReadOnly)
	}
	if h < 0 || w < 0 { // only in a view of an unchecked layout
		return nil, 0, fmt.Errorf("tensorimage: %s: negative dimension in [%d %d]: %w", name, h, w, tensor.ErrShape)
	}
	if h == 0 || w == 0 {
		return nil, 0, nil
	}
	if h == 1 {
		rowStride = w * px
	}
	if (px > 1 && chStride != 1) || (w > 1 && pxStride != px) || rowStride < w*px {
		return nil, 0, fmt.Errorf("tensorimage: %s: strides [%d %d %d] are not an image's rows (t.AsContiguous(tensor.C) makes a copy that is): %w",
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

// ToRGBA returns an *image.RGBA sharing t's elements, which must be
// premultiplied by alpha as image.RGBA holds them; see the package doc for
// the layouts it accepts. It returns an error wrapping tensor.ErrReadOnly
// if t is read-only, tensor.ErrShape if t does not have 4 channels (or,
// viewing an unchecked layout, has a negative dimension), tensor.ErrNotView
// if t's strides are not an image's, and tensor.ErrBounds if t's view lies
// outside its buffer. For a flipped, transposed or read-only view, convert
// a copy: ToRGBA(t.Clone()), or t.AsContiguous(tensor.C), which copies only
// when t is not C-contiguous.
func ToRGBA(t tensor.Tensor[uint8, [3]int]) (*image.RGBA, error) {
	pix, stride, r, err := rgba("ToRGBA", t)
	if err != nil {
		return nil, err
	}
	return &image.RGBA{Pix: pix, Stride: stride, Rect: r}, nil
}

// ToNRGBA returns an *image.NRGBA sharing t's elements; see the package
// doc for the layouts it accepts. It returns the errors of [ToRGBA], which
// also says how to convert a flipped or transposed view.
func ToNRGBA(t tensor.Tensor[uint8, [3]int]) (*image.NRGBA, error) {
	pix, stride, r, err := rgba("ToNRGBA", t)
	if err != nil {
		return nil, err
	}
	return &image.NRGBA{Pix: pix, Stride: stride, Rect: r}, nil
}

// ToGray returns an *image.Gray sharing t's elements; see the package doc
// for the layouts it accepts. It returns an error wrapping
// tensor.ErrReadOnly if t is read-only, tensor.ErrShape if t has a negative
// dimension (possible only viewing an unchecked layout), tensor.ErrNotView
// if t's strides are not an image's, and tensor.ErrBounds if t's view lies
// outside its buffer. For a flipped, transposed or read-only view, convert
// a copy: ToGray(t.Clone()), or t.AsContiguous(tensor.C), which copies only
// when t is not C-contiguous.
func ToGray(t tensor.Tensor[uint8, [2]int]) (*image.Gray, error) {
	l := t.Layout()
	s, st := l.Shape(), l.Strides()
	pix, stride, err := pixels("ToGray", t.Data(), t.ReadOnly(), s[0], s[1], 1, st[0], st[1], 1, l.Offset())
	if err != nil {
		return nil, err
	}
	return &image.Gray{Pix: pix, Stride: stride, Rect: image.Rect(0, 0, s[1], s[0])}, nil
}
