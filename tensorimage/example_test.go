package tensorimage_test

import (
	"fmt"
	"image"
	"image/color"

	"github.com/fixedrank/tensor"
	"github.com/fixedrank/tensor/tensorimage"
)

// FromImage gives what np.asarray gives for a PIL image: [H, W] for a
// gray image, viewed in place, and [H, W, 4] non-premultiplied RGBA for a
// paletted one, which it converts.
func ExampleFromImage() {
	g := image.NewGray(image.Rect(0, 0, 3, 2))
	g.Pix = []uint8{0, 1, 2, 10, 11, 12}
	t, copied, _ := tensorimage.FromImage(g)
	fmt.Println(t.Shape(), "copied:", copied)
	fmt.Println(t)

	p := image.NewPaletted(image.Rect(0, 0, 2, 1), color.Palette{color.Black, color.NRGBA{255, 0, 0, 128}})
	p.Pix[1] = 1
	t, copied, _ = tensorimage.FromImage(p)
	fmt.Println(t.Shape(), "copied:", copied)
	fmt.Println(t)
	// Output:
	// [2 3] copied: false
	// [[ 0  1  2]
	//  [10 11 12]]
	// [1 2 4] copied: true
	// [[[  0   0   0 255]
	//   [255   0   0 128]]]
}

// A crop of the tensor view is still an image over the same pixels, and
// writing through a flipped view changes the image, mirrored.
func ExampleFromRGBA() {
	img := image.NewRGBA(image.Rect(0, 0, 4, 3))
	t, _ := tensorimage.FromRGBA(img) // [3 4 4]: rows, columns, channels

	// Paint the red channel of the first column of the left-right flip:
	// that is the image's last column.
	flip, _ := t.Flip(1)
	col, _ := tensor.Subscript[[1]int](flip, tensor.Colon(), tensor.Index(0), tensor.Index(0)) // flip[:, 0, 0]
	_ = col.Fill(255)
	fmt.Println(img.RGBAAt(3, 0).R, img.RGBAAt(3, 2).R, img.RGBAAt(0, 0).R)

	// Rows 1-2, columns 2-3 as an *image.RGBA sharing img's pixels.
	crop, _ := t.Subscript(tensor.Range(1, 3), tensor.Range(2, 4), tensor.Colon())
	ci, _ := tensorimage.ToRGBA(crop)
	fmt.Println(ci.Bounds(), ci.RGBAAt(1, 1).R, &ci.Pix[0] == &img.Pix[img.PixOffset(2, 1)])

	// The flip itself is no image: convert a copy.
	if _, err := tensorimage.ToRGBA(flip); err != nil {
		c, _ := flip.AsContiguous(tensor.C)
		fi, _ := tensorimage.ToRGBA(c)
		fmt.Println(fi.RGBAAt(0, 0).R)
	}
	// Output:
	// 255 255 0
	// (0,0)-(2,2) 255 true
	// 255
}

// 16-bit samples are big-endian bytes in Pix: FromGray16 copies them into
// native uint16 values, and ToGray16 copies any view back into an image.
func ExampleFromGray16() {
	g := image.NewGray16(image.Rect(0, 0, 2, 2))
	g.SetGray16(0, 0, color.Gray16{0x1234})
	g.SetGray16(1, 1, color.Gray16{0xffff})
	t, _ := tensorimage.FromGray16(g)
	fmt.Println(t)

	rot, _ := t.Transpose().Flip(0) // rotated: a copy takes any layout
	tr, _ := tensorimage.ToGray16(rot)
	fmt.Printf("%#04x %#04x\n", tr.Gray16At(0, 1).Y, tr.Gray16At(1, 0).Y)
	// Output:
	// [[ 4660     0]
	//  [    0 65535]]
	// 0x1234 0xffff
}
