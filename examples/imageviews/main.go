// Command imageviews crops, flips and rotates an image through tensor
// views: no pixel is copied until the rotated view is cloned into a new
// image.
package main

import (
	"fmt"
	"image"
	"image/color"

	"github.com/fixedrank/tensor"
	"github.com/fixedrank/tensor/tensorimage"
)

func main() {
	img := image.NewGray(image.Rect(0, 0, 6, 4))
	for y := range 4 {
		for x := range 6 {
			img.SetGray(x, y, color.Gray{uint8(10*y + x)})
		}
	}
	t, _ := tensorimage.FromGray(img)
	fmt.Println("image as a tensor:")
	fmt.Println(t)

	// Crop rows 1..2, columns 2..4: a view that is still an image.
	cl, _ := tensor.SubscriptLayout[[2]int](t.Layout(), tensor.Range(1, 3), tensor.Range(2, 5))
	crop, _ := tensor.ViewOf(t, cl)
	ci, _ := tensorimage.ToGray(crop)
	fmt.Println("crop bounds:", ci.Bounds(), "shares pixels:", &ci.Pix[0] == &img.Pix[img.PixOffset(2, 1)])

	// Flip left-right and paint the first view column: the image's last
	// column changes.
	flip, _ := t.Flip(1)
	col, _ := tensor.SubscriptLayout[[1]int](flip.Layout(), tensor.Colon(), tensor.Index(0))
	cv, _ := tensor.ViewOf(flip, col)
	_ = cv.Fill(255)
	fmt.Println("image column 5 after painting the flipped view's column 0:",
		img.GrayAt(5, 0).Y, img.GrayAt(5, 1).Y, img.GrayAt(5, 2).Y, img.GrayAt(5, 3).Y)

	// Rotate 90° clockwise: transpose, then flip columns. A view first; an
	// image needs contiguous rows, so clone it.
	rot, _ := t.Transpose().Flip(1)
	if _, err := tensorimage.ToGray(rot); err != nil {
		fmt.Println("rotated view as an image:", err)
	}
	ri, _ := tensorimage.ToGray(rot.Clone())
	fmt.Println("rotated clone bounds:", ri.Bounds())
	fmt.Println(rot)
}
