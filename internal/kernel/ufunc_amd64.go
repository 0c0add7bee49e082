//go:build !purego

package kernel

import "unsafe"

// func1Fast runs the vector kernel of f for F (exp, log, sqrt, tanh, and sin
// and cos through trigFast), if it has one and the
// machine has AVX2 and FMA, over the longest prefix of d whose length is a
// multiple of 4, and returns that length.
func func1Fast[F Float](f Func1, d, x []F) int {
	if !haveAVX2 || !haveFMA || len(d) < 4 {
		return 0
	}
	if f == FSin || f == FCos {
		return trigFast(f == FCos, d, x)
	}
	if f != FExp && f != FLog && f != FSqrt && f != FTanh {
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
			case FTanh:
				tanhF32(d32[i:j], x32[i:j])
			default:
				sqrtF32(d32[i:j], x32[i:j])
				return (j - i) &^ 7 // eight lanes
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
		case FTanh:
			tanhF64(d64[i:j], x64[i:j])
		default:
			sqrtF64(d64[i:j], x64[i:j])
		}
		return (j - i) &^ 3
	})
}

// trigFast runs the vector sin or cos kernel over the longest prefix of d
// whose length is a multiple of 4; four elements that the kernel leaves
// (an argument of magnitude 2^30 or more, an infinity or a NaN) take the
// Go twin, and the kernel goes on after them.
func trigFast[F Float](cos bool, d, x []F) int {
	n := len(d) &^ 3
	var z F
	for i := 0; i < n; {
		var k int
		if unsafe.Sizeof(z) == 4 {
			d32, x32 := as[float32](d[i:n]), as[float32](x[i:n])
			k = chunked(n-i, func(a, b int) int {
				if cos {
					return cosF32(d32[a:b], x32[a:b])
				}
				return sinF32(d32[a:b], x32[a:b])
			})
		} else {
			d64, x64 := as[float64](d[i:n]), as[float64](x[i:n])
			k = chunked(n-i, func(a, b int) int {
				if cos {
					return cosF64(d64[a:b], x64[a:b])
				}
				return sinF64(d64[a:b], x64[a:b])
			})
		}
		i += k
		if i < n {
			j := i + 4
			for ; i < j; i++ {
				if cos {
					d[i] = F(Cos(float64(x[i])))
				} else {
					d[i] = F(Sin(float64(x[i])))
				}
			}
		}
	}
	return n
}

// powFast runs the vector power kernel over the longest prefix of d whose
// length is a multiple of 4, b read at a stride of bstep (0 or 1); four
// elements the kernel leaves (a special argument of Pow) take the Go twin,
// and the kernel goes on after them.
func powFast(d, a, b []float64, bstep int) int {
	if !haveAVX2 || !haveFMA {
		return 0
	}
	n := len(d) &^ 3
	for i := 0; i < n; {
		i += chunked(n-i, func(s, e int) int { return powF64(d[i+s:i+e], a[i+s:i+e], b[(i+s)*bstep:], bstep) })
		if i < n {
			for j := i + 4; i < j; i++ {
				d[i] = Pow(a[i], b[i*bstep])
			}
		}
	}
	return n
}
