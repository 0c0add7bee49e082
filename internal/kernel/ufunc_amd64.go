//go:build !purego

package kernel

// func1Fast runs the vector kernel of f for F, if it has one and the
// machine has AVX2 and FMA, over the longest prefix of d whose length is a
// multiple of 4, and returns that length.
func func1Fast[F Float](f Func1, d, x []F) int {
	if !haveAVX2 || !haveFMA || len(d) < 4 || f != FExp && f != FLog {
		return 0
	}
	var z F
	if _, ok := any(z).(float32); ok {
		d32, x32 := as[float32](d), as[float32](x)
		return chunked(len(d), func(i, j int) int {
			if f == FExp {
				expF32(d32[i:j], x32[i:j])
			} else {
				logF32(d32[i:j], x32[i:j])
			}
			return (j - i) &^ 3
		})
	}
	d64, x64 := as[float64](d), as[float64](x)
	return chunked(len(d), func(i, j int) int {
		if f == FExp {
			expF64(d64[i:j], x64[i:j])
		} else {
			logF64(d64[i:j], x64[i:j])
		}
		return (j - i) &^ 3
	})
}
