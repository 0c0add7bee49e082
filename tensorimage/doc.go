// Package tensorimage views the standard library's images as tensors of
// github.com/fixedrank/tensor, without copying where the image's memory
// allows, and turns tensors back into images.
//
// # Views
//
// An *image.RGBA or *image.NRGBA of width W and height H becomes a
// Tensor[uint8, [3]int] of shape [H, W, 4] (row, column, channel) with
// strides [Stride, 4, 1] over Pix ([FromRGBA], [FromNRGBA]); an
// *image.Gray becomes a Tensor[uint8, [2]int] of shape [H, W] with strides
// [Stride, 1] ([FromGray]). Index [0, 0] is the pixel at Rect.Min, so a
// SubImage becomes a tensor of its own size over the parent's pixels.
// Views of those tensors (crops, flips, transposes, channel selections)
// share the image's pixels, so writing through them changes the image.
//
// Going back ([ToRGBA], [ToNRGBA], [ToGray]) shares memory too and so
// needs a layout an image can describe: channels contiguous, pixels 4 (or
// 1) apart, rows at a positive stride at least as wide as a row. A flipped
// or transposed view gives an error wrapping tensor.ErrNotView whose
// message names the remedy: t.AsContiguous(tensor.C) (or t.Clone()) makes
// a C-contiguous copy that converts.
//
// # Any image
//
// [FromImage] takes any image.Image and returns what NumPy's
// np.asarray(PIL.Image) gives: a tensor of shape [H, W] for a
// single-channel image and [H, W, 4] for a colour one, uint8 in both
// cases. Because the rank depends on the image's type, known only at run
// time, the result is a dyn.Tensor[uint8]; dyn.From converts
// it to a fixed rank. It reports whether it copied:
//   - *image.Gray and *image.Alpha become [H, W] views of Pix, and
//     *image.RGBA and *image.NRGBA [H, W, 4] views: no copy. The channels
//     of an *image.RGBA stay premultiplied by alpha, as Pix holds them.
//   - *image.Gray16 and *image.Alpha16 become [H, W] copies of the high
//     byte of each sample.
//   - Every other image (*image.YCbCr, *image.Paletted, *image.CMYK,
//     *image.RGBA64, *image.NRGBA64, *image.NYCbCrA, *image.Uniform, an
//     image of your own) becomes an [H, W, 4] copy in non-premultiplied
//     R, G, B, A order, each pixel converted as color.NRGBAModel converts
//     it: what PIL's "RGBA" mode and most image files hold. A paletted
//     image gives colours, not palette indices (those are its Pix, which
//     tensor.View can wrap as [H, W]).
//
// # 16-bit images
//
// *image.Gray16, *image.RGBA64 and *image.NRGBA64 hold each 16-bit sample
// as two big-endian bytes of Pix. A Tensor[uint16, …] cannot view those
// bytes on a little-endian machine (nearly every machine Go runs on), and a
// view of the raw bytes as uint8 pairs would be of little use, so
// [FromGray16], [FromRGBA64] and [FromNRGBA64] copy into native uint16
// tensors of shape [H, W] and [H, W, 4], and [ToGray16], [ToRGBA64] and
// [ToNRGBA64] copy back into new images. Being copies, the To forms accept
// any layout: flips, transposes and broadcasts included.
//
// # Errors
//
// Every error wraps a sentinel of the tensor package, so callers test with
// errors.Is; each function's doc lists them. An image whose fields are
// inconsistent (a nil image, Min beyond Max, a Stride shorter than a row,
// Pix too short, a palette index beyond the palette) gives an error: no
// input panics or yields a tensor that reads outside Pix. [FromImage]
// checks the fields of the standard library's image types before it reads
// them; an image type of your own is read through its At (or RGBA64At)
// method, whose behaviour is its own.
package tensorimage
