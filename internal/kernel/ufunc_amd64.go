//go:build !purego

package kernel

import "unsafe"

// func1Fast runs the vector kernel of f for F, if it has one and the
// machine has AVX2 and FMA, over the longest prefix of d whose length is a
// multiple of 4, and returns that length.
func func1Fast[F Float](f Func1, d, x []F) int {
	if !haveAVX2 || !haveFMA || len(d) < 4 || f != FExp && f != FLog && f != FSqrt {
		return 0
	}
	var z F
	if unsafe.Sizeof(z) == 4 {
		d32, x32 := as[float32](d), as[float32](x)
		return chunked(len(d), func(i, j int) int {
			switch f {
			case FExp:
				expF32(d32[i:j], x32[i:j])
			case FLog:
				logF32(d32[i:j], x32[i:j])
			default:
				sqrtF32(d32[i:j], x32[i:j])
			}
			return (j - i) &^ 3
		})
	}
	d64, x64 := as[float64](d), as[float64](x)
	return chunked(len(d), func(i, j int) int {
		switch f {
		case FExp:
			expF64(d64[i:j], x64[i:j])
		case FLog:
			logF64(d64[i:j], x64[i:j])
		default:
			sqrtF64(d64[i:j], x64[i:j])
		}
		return (j - i) &^ 3
	})
}
