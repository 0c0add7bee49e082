package tensorimage

import (
	"errors"
	"image"
	"image/color"
	"testing"

	"github.com/fixedrank/tensor"
)

func TestRGBAViews(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 5, 3))
	for y := range 3 {
		for x := range 5 {
			img.SetRGBA(x, y, color.RGBA{uint8(10*y + x), 0, 0, 255})
		}
	}
	x, err := FromRGBA(img)
	if err != nil {
		t.Fatal(err)
	}
	if x.Shape() != [3]int{3, 5, 4} || x.Layout().Strides() != [3]int{20, 4, 1} {
		t.Fatalf("layout %v", x.Layout())
	}
	if &x.Data()[0] != &img.Pix[0] {
		t.Fatal("FromRGBA copied the pixels")
	}
	// Flip left-right through a view and write the green channel: the
	// image shows it at the mirrored columns.
	flip, _ := x.Flip(1)
	if err := flip.Set(200, 0, 0, 1); err != nil { // view column 0 = image column 4
		t.Fatal(err)
	}
	if got := img.RGBAAt(4, 0); got.G != 200 || got.R != 4 {
		t.Fatalf("pixel (4,0) = %v", got)
	}
	// Transpose rows and columns: view [c, r] is image pixel (c, r).
	tr, _ := x.Permute([3]int{1, 0, 2})
	p := tr.Ptr(&[3]int{4, 2, 2}) // column 4, row 2, blue
	*p = 77
	if p != &img.Pix[img.PixOffset(4, 2)+2] || img.RGBAAt(4, 2).B != 77 {
		t.Fatal("transpose view does not alias the pixel")
	}
	// A crop converts back to an image sharing the pixels.
	crop, _ := tensor.SubscriptLayout[[3]int](x.Layout(), tensor.Range(1, 3), tensor.Range(2, 5), tensor.Colon())
	cv, _ := tensor.ViewOf(x, crop)
	ci, err := ToRGBA(cv)
	if err != nil {
		t.Fatal(err)
	}
	if ci.Bounds() != image.Rect(0, 0, 3, 2) || &ci.Pix[0] != &img.Pix[img.PixOffset(2, 1)] {
		t.Fatalf("crop bounds %v", ci.Bounds())
	}
	if ci.RGBAAt(2, 1) != img.RGBAAt(4, 2) {
		t.Fatalf("crop pixel %v, want %v", ci.RGBAAt(2, 1), img.RGBAAt(4, 2))
	}
	// Flips and transposes cannot be images; their clones can.
	if _, err := ToRGBA(flip); !errors.Is(err, tensor.ErrNotView) {
		t.Fatalf("flip: %v", err)
	}
	if _, err := ToRGBA(tr); !errors.Is(err, tensor.ErrNotView) {
		t.Fatalf("transpose: %v", err)
	}
	rot, err := ToRGBA(tr.Clone())
	if err != nil || rot.Bounds() != image.Rect(0, 0, 3, 5) || rot.RGBAAt(2, 4) != img.RGBAAt(4, 2) {
		t.Fatalf("rotated clone: %v %v", rot.Bounds(), err)
	}
	sel, _ := tensor.SubscriptLayout[[3]int](x.Layout(), tensor.Colon(), tensor.Colon(), tensor.Range(0, 3))
	sv, _ := tensor.ViewOf(x, sel)
	if _, err := ToRGBA(sv); !errors.Is(err, tensor.ErrShape) {
		t.Fatalf("3 channels: %v", err)
	}
}

func TestGrayAndNRGBA(t *testing.T) {
	g := image.NewGray(image.Rect(0, 0, 4, 4))
	sub := g.SubImage(image.Rect(1, 1, 3, 4)).(*image.Gray)
	x, err := FromGray(sub)
	if err != nil || x.Shape() != [2]int{3, 2} || x.Layout().Strides() != [2]int{4, 1} {
		t.Fatalf("FromGray: %v %v", x.Layout(), err)
	}
	_ = x.Set(9, 2, 1)
	if g.GrayAt(2, 3).Y != 9 {
		t.Fatal("FromGray does not share pixels")
	}
	back, err := ToGray(x)
	if err != nil || &back.Pix[0] != &g.Pix[g.PixOffset(1, 1)] || back.GrayAt(1, 2).Y != 9 {
		t.Fatalf("ToGray: %v", err)
	}
	n := image.NewNRGBA(image.Rect(0, 0, 2, 2))
	nx, _ := FromNRGBA(n)
	_ = nx.Set(128, 1, 1, 3)
	if n.NRGBAAt(1, 1).A != 128 {
		t.Fatal("FromNRGBA does not share pixels")
	}
	if ni, err := ToNRGBA(nx); err != nil || &ni.Pix[0] != &n.Pix[0] {
		t.Fatalf("ToNRGBA: %v", err)
	}
}
