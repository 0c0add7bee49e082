//go:build !purego

package kernel

import (
	"unsafe"

	"golang.org/x/sys/cpu"
)

// ufuncWide selects the AVX-512 math kernels, eight float64 lanes wide
// (they use AVX512DQ's mask and logic instructions besides AVX-512F); the
// tests turn it off to check the AVX2 kernels on the same machine.
var ufuncWide = haveAVX512 && cpu.X86.HasAVX512DQ

// vec64 runs the vector kernel of f over the longest prefix of d (x as
// long) whose length is a multiple of its width, and returns that length:
// 0 if f has no kernel. The kernels are called directly, not through
// function values, so that d and x do not escape.
func vec64(f Func1, d, x []float64) int {
	if f.simple() {
		return simple64(f, d, x, false)
	}
	if ufuncWide && f != FSqrt { // sqrt: see below
		switch f {
		case FTanh:
			tanhF64Avx512(d, x)
		default:
			return 0
		}
		return len(d) &^ 7
	}
	switch f { // AVX2; sqrt here on AVX-512 machines too, whose ZMM square root was no faster
	case FSqrt:
		sqrtF64(d, x)
	case FTanh:
		tanhF64(d, x)
	default:
		return 0
	}
	return len(d) &^ 3
}

// vec32 is vec64 for float32, in float32 lanes (eight to a YMM register,
// sixteen to a ZMM one).
func vec32(f Func1, d, x []float32) int {
	if f.simple() {
		return simple32(f, d, x, false)
	}
	switch {
	case f == FTanh && ufuncWide:
		tanhF32Avx512(d, x)
		return len(d) &^ 15
	case f == FTanh:
		tanhF32(d, x)
	case f == FSqrt:
		sqrtF32(d, x)
	default:
		return 0
	}
	return len(d) &^ 7
}

// simple64 runs the kernel of f, one of the simple functions, over the
// longest prefix of d whose length is a multiple of 4, and returns that
// length; with nt the non-temporal one (d 32-byte aligned).
func simple64(f Func1, d, x []float64, nt bool) int {
	switch {
	case f == FFloor && nt:
		floorF64NT(d, x)
	case f == FFloor:
		floorF64(d, x)
	case f == FCeil && nt:
		ceilF64NT(d, x)
	case f == FCeil:
		ceilF64(d, x)
	case f == FTrunc && nt:
		truncF64NT(d, x)
	case f == FTrunc:
		truncF64(d, x)
	case f == FRint && nt:
		rintF64NT(d, x)
	case f == FRint:
		rintF64(d, x)
	case f == FAbs && nt:
		absF64NT(d, x)
	case f == FAbs:
		absF64(d, x)
	case f == FNegative && nt:
		negativeF64NT(d, x)
	case f == FNegative:
		negativeF64(d, x)
	case f == FSquare && nt:
		squareF64NT(d, x)
	case f == FSquare:
		squareF64(d, x)
	case f == FReciprocal && nt:
		reciprocalF64NT(d, x)
	case f == FReciprocal:
		reciprocalF64(d, x)
	case f == FSign && nt:
		signF64NT(d, x)
	case f == FSign:
		signF64(d, x)
	default:
		return 0
	}
	return len(d) &^ 3
}

// simple32 is simple64 for float32 (a multiple of 8).
func simple32(f Func1, d, x []float32, nt bool) int {
	switch {
	case f == FFloor && nt:
		floorF32NT(d, x)
	case f == FFloor:
		floorF32(d, x)
	case f == FCeil && nt:
		ceilF32NT(d, x)
	case f == FCeil:
		ceilF32(d, x)
	case f == FTrunc && nt:
		truncF32NT(d, x)
	case f == FTrunc:
		truncF32(d, x)
	case f == FRint && nt:
		rintF32NT(d, x)
	case f == FRint:
		rintF32(d, x)
	case f == FAbs && nt:
		absF32NT(d, x)
	case f == FAbs:
		absF32(d, x)
	case f == FNegative && nt:
		negativeF32NT(d, x)
	case f == FNegative:
		negativeF32(d, x)
	case f == FSquare && nt:
		squareF32NT(d, x)
	case f == FSquare:
		squareF32(d, x)
	case f == FReciprocal && nt:
		reciprocalF32NT(d, x)
	case f == FReciprocal:
		reciprocalF32(d, x)
	case f == FSign && nt:
		signF32NT(d, x)
	case f == FSign:
		signF32(d, x)
	default:
		return 0
	}
	return len(d) &^ 7
}

// func1FastNT runs the non-temporal kernel of f (a simple function) for
// F over the longest prefix of d (32-byte aligned) whose length is a
// multiple of the vector width, a chunk a call, and returns that length:
// 0 where f has no such kernel or the machine lacks AVX2.
func func1FastNT[F Float](f Func1, d, x []F) int {
	if !haveAVX2 || !f.simple() {
		return 0
	}
	var z F
	if unsafe.Sizeof(z) == 4 {
		d32, x32 := as[float32](d), as[float32](x)
		return chunked(len(d), func(i, j int) int { return simple32(f, d32[i:j], x32[i:j], true) })
	}
	d64, x64 := as[float64](d), as[float64](x)
	return chunked(len(d), func(i, j int) int { return simple64(f, d64[i:j], x64[i:j], true) })
}

// func1Fast runs the vector kernel of f for F (sqrt, tanh, the exact
// functions, and the rest through stopFast), if it has one and the
// machine has AVX2 and FMA, over the longest prefix of d whose length is a
// multiple of the kernel's width, and returns that length.
func func1Fast[F Float](f Func1, d, x []F) int {
	if !haveAVX2 || !haveFMA || len(d) < 4 {
		return 0
	}
	switch f {
	case FSin, FCos, FExp, FLog, FExp2, FLog2, FLog10:
		return stopFast(f, d, x) // float32 in float32 lanes
	}
	if f.widens() {
		return stopFast(f, d, x)
	}
	var z F
	if unsafe.Sizeof(z) == 4 {
		d32, x32 := as[float32](d), as[float32](x)
		return chunked(len(d), func(i, j int) int { return vec32(f, d32[i:j], x32[i:j]) })
	}
	d64, x64 := as[float64](d), as[float64](x)
	return chunked(len(d), func(i, j int) int { return vec64(f, d64[i:j], x64[i:j]) })
}

// lanes is how many elements the selected math kernels take at a time.
func lanes() int {
	if ufuncWide {
		return 8
	}
	return 4
}

// stopFast runs the vector exp, log, exp2, log2, log10, log1p, sin, cos or
// (float64) tan, arctan, arcsin, arccos, expm1, sinh, cosh or cbrt kernel over the longest prefix of d whose length is a
// multiple of its width; a group of elements that the kernel leaves (one
// holds an argument outside the kernel's range: a NaN, an infinity, past
// ±704 for exp and ±1015 for exp2, below 2^-1022 for the logarithms and
// not above -1 for log1p, of magnitude 2^30 or more for sin, cos and tan, above
// 1 in magnitude for arcsin and arccos, past ±704 for expm1, sinh and
// cosh, subnormal or infinite for cbrt) takes
// the Go twin, and the kernel goes on after it.
func stopFast[F Float](f Func1, d, x []F) int {
	var z F
	w := lanes()
	if unsafe.Sizeof(z) == 4 && !f.widens() {
		w *= 2 // float32 lanes
	}
	n := len(d) &^ (w - 1)
	for i := 0; i < n; {
		var k int
		if unsafe.Sizeof(z) == 4 {
			d32, x32 := as[float32](d[i:n]), as[float32](x[i:n])
			k = chunked(n-i, func(a, b int) int { return stop32(f, d32[a:b], x32[a:b]) })
		} else {
			d64, x64 := as[float64](d[i:n]), as[float64](x[i:n])
			k = chunked(n-i, func(a, b int) int { return stop64(f, d64[a:b], x64[a:b]) })
		}
		i += k
		if i < n {
			j := i + w
			for ; i < j; i++ {
				d[i] = F(stopTwin(f, unsafe.Sizeof(z) == 4, float64(x[i])))
			}
		}
	}
	return n
}

// stop64 and stop32 run the stopping kernel of f of the selected width.
func stop64(f Func1, d, x []float64) int {
	if ufuncWide {
		switch f {
		case FExp:
			return expF64Avx512(d, x)
		case FLog:
			return logF64Avx512(d, x)
		case FExp2:
			return exp2F64Avx512(d, x)
		case FLog2:
			return log2F64Avx512(d, x)
		case FLog10:
			return log10F64Avx512(d, x)
		case FLog1p:
			return log1pF64Avx512(d, x)
		case FCos:
			return cosF64Avx512(d, x)
		case FArctan:
			return atanF64Avx512(d, x)
		case FArcsin:
			return asinF64Avx512(d, x)
		case FArccos:
			return acosF64Avx512(d, x)
		case FExpm1:
			return expm1F64Avx512(d, x)
		case FSinh:
			return sinhF64Avx512(d, x)
		case FCosh:
			return coshF64Avx512(d, x)
		case FCbrt:
			return cbrtF64Avx512(d, x)
		case FTan:
			return tanF64Avx512(d, x)
		}
		return sinF64Avx512(d, x)
	}
	switch f {
	case FExp:
		return expF64(d, x)
	case FLog:
		return logF64(d, x)
	case FExp2:
		return exp2F64(d, x)
	case FLog2:
		return log2F64(d, x)
	case FLog10:
		return log10F64(d, x)
	case FLog1p:
		return log1pF64(d, x)
	case FCos:
		return cosF64(d, x)
	case FArctan:
		return atanF64(d, x)
	case FArcsin:
		return asinF64(d, x)
	case FArccos:
		return acosF64(d, x)
	case FExpm1:
		return expm1F64(d, x)
	case FSinh:
		return sinhF64(d, x)
	case FCosh:
		return coshF64(d, x)
	case FCbrt:
		return cbrtF64(d, x)
	case FTan:
		return tanF64(d, x)
	}
	return sinF64(d, x)
}

func stop32(f Func1, d, x []float32) int {
	if ufuncWide {
		switch f {
		case FExp:
			return expF32Avx512(d, x)
		case FLog:
			return logF32Avx512(d, x)
		case FExp2:
			return exp2F32Avx512(d, x)
		case FLog2:
			return log2F32Avx512(d, x)
		case FLog10:
			return log10F32Avx512(d, x)
		case FLog1p:
			return log1pF32Avx512(d, x)
		case FCos:
			return cosF32Avx512(d, x)
		case FArctan:
			return atanF32Avx512(d, x)
		case FArcsin:
			return asinF32Avx512(d, x)
		case FArccos:
			return acosF32Avx512(d, x)
		case FExpm1:
			return expm1F32Avx512(d, x)
		case FSinh:
			return sinhF32Avx512(d, x)
		case FCosh:
			return coshF32Avx512(d, x)
		case FCbrt:
			return cbrtF32Avx512(d, x)
		case FTan:
			return tanF32Avx512(d, x)
		}
		return sinF32Avx512(d, x)
	}
	switch f {
	case FExp:
		return expF32(d, x)
	case FLog:
		return logF32(d, x)
	case FExp2:
		return exp2F32(d, x)
	case FLog2:
		return log2F32(d, x)
	case FLog10:
		return log10F32(d, x)
	case FLog1p:
		return log1pF32(d, x)
	case FCos:
		return cosF32(d, x)
	case FArctan:
		return atanF32(d, x)
	case FArcsin:
		return asinF32(d, x)
	case FArccos:
		return acosF32(d, x)
	case FExpm1:
		return expm1F32(d, x)
	case FSinh:
		return sinhF32(d, x)
	case FCosh:
		return coshF32(d, x)
	case FCbrt:
		return cbrtF32(d, x)
	case FTan:
		return tanF32(d, x)
	}
	return sinF32(d, x)
}

// func2Fast runs the vector kernel of f (power, hypot or arctan2 of
// float64; power of float32) over the longest prefix of d whose length is
// a multiple of its width, b read at a stride of bstep (0 or 1); a group
// of elements the kernel leaves (one holds a special argument of Pow or
// pow32, or a NaN, an infinity or an argument Hypot or Atan2 scales)
// takes the Go twin, and the kernel goes on after it.
func func2Fast[F Float](f Func2, d, a, b []F, bstep int) int {
	if !haveAVX2 || !haveFMA {
		return 0
	}
	w := lanes()
	n := len(d) &^ (w - 1)
	for i := 0; i < n; {
		i += chunked(n-i, func(s, e int) int { return func2Kernel(f, d[i+s:i+e], a[i+s:i+e], b[(i+s)*bstep:], bstep) })
		if i < n {
			for j := i + w; i < j; i++ {
				d[i] = func2TwinOf(f, a[i], b[i*bstep])
			}
		}
	}
	return n
}

// func2Kernel runs the power, hypot or arctan2 kernel of the selected
// width (for float32, only power has one).
func func2Kernel[F Float](f Func2, d, a, b []F, bstep int) int {
	if unsafe.Sizeof(F(0)) == 4 {
		d32, a32, b32 := as[float32](d), as[float32](a), as[float32](b)
		if ufuncWide {
			return powF32Avx512(d32, a32, b32, bstep)
		}
		return powF32(d32, a32, b32, bstep)
	}
	d64, a64, b64 := as[float64](d), as[float64](a), as[float64](b)
	switch {
	case f == FArctan2 && ufuncWide:
		return atan2F64Avx512(d64, a64, b64, bstep)
	case f == FArctan2:
		return atan2F64(d64, a64, b64, bstep)
	case f == FHypot && ufuncWide:
		return hypotF64Avx512(d64, a64, b64, bstep)
	case f == FHypot:
		return hypotF64(d64, a64, b64, bstep)
	case ufuncWide:
		return powF64Avx512(d64, a64, b64, bstep)
	}
	return powF64(d64, a64, b64, bstep)
}

// stopTwin is the Go twin of a stopping kernel for one element: exp32,
// exp2Float32, log32, log2Float32, log10Float32, sin32 or cos32 for a
// float32 argument, Exp64, Exp2, Log64, Log2, Log10, Sin or Cos for a
// float64 one, and for both Log1p, Atan, Asin, Acos, Expm1, Sinh, Cosh,
// Cbrt and Tan (their float32 kernels round the float64 result).
func stopTwin(f Func1, f32 bool, x float64) float64 {
	switch {
	case f == FLog && f32:
		return float64(log32(float32(x)))
	case f == FLog:
		return Log64(x)
	case f == FExp && f32:
		return float64(exp32(float32(x)))
	case f == FExp:
		return Exp64(x)
	case f == FExp2 && f32:
		return float64(exp2Float32(float32(x)))
	case f == FExp2:
		return Exp2(x)
	case f == FLog2 && f32:
		return float64(log2Float32(float32(x)))
	case f == FLog2:
		return Log2(x)
	case f == FLog10 && f32:
		return float64(log10Float32(float32(x)))
	case f == FLog10:
		return Log10(x)
	case f == FLog1p:
		return Log1p(x)
	case f == FArctan:
		return Atan(x)
	case f == FArcsin:
		return Asin(x)
	case f == FArccos:
		return Acos(x)
	case f == FExpm1:
		return Expm1(x)
	case f == FSinh:
		return Sinh(x)
	case f == FCosh:
		return Cosh(x)
	case f == FCbrt:
		return Cbrt(x)
	case f == FTan:
		return Tan(x)
	case f == FCos && f32:
		return float64(cos32(float32(x)))
	case f32:
		return float64(sin32(float32(x)))
	case f == FCos:
		return Cos(x)
	}
	return Sin(x)
}

// extremeFunc2Fast runs the vector kernel of maximum, minimum, fmax or fmin
// (f) for F over the longest prefix of d whose length is a multiple of
// the kernel's lanes, b read at a stride of bstep (0 or 1), and returns
// that length; with nt, its twin that stores non-temporally (d 32-byte
// aligned; the caller fences).
func extremeFunc2Fast[F Float](f Func2, d, a, b []F, bstep int, nt bool) int {
	if !haveAVX2 || len(d) < 8 {
		return 0
	}
	var z F
	if unsafe.Sizeof(z) == 4 {
		d32, a32, b32 := as[float32](d), as[float32](a), as[float32](b)
		return chunked(len(d)&^7, func(i, j int) int {
			if bstep == 0 {
				extremeVS32(f, d32[i:j], a32[i:j], b32[0], nt)
			} else {
				extremeVV32(f, d32[i:j], a32[i:j], b32[i:j], nt)
			}
			return j - i
		})
	}
	d64, a64, b64 := as[float64](d), as[float64](a), as[float64](b)
	return chunked(len(d)&^3, func(i, j int) int {
		if bstep == 0 {
			extremeVS64(f, d64[i:j], a64[i:j], b64[0], nt)
		} else {
			extremeVV64(f, d64[i:j], a64[i:j], b64[i:j], nt)
		}
		return j - i
	})
}

// extremeVV64, extremeVS64, extremeVV32 and extremeVS32 call f's kernel
// (its NT twin with nt) for the element type and the form of b.
func extremeVV64(f Func2, d, a, b []float64, nt bool) {
	switch {
	case f == FMaximum && nt:
		maximumVVF64NT(d, a, b)
	case f == FMaximum:
		maximumVVF64(d, a, b)
	case f == FMinimum && nt:
		minimumVVF64NT(d, a, b)
	case f == FMinimum:
		minimumVVF64(d, a, b)
	case f == FFmax && nt:
		fmaxVVF64NT(d, a, b)
	case f == FFmax:
		fmaxVVF64(d, a, b)
	case nt:
		fminVVF64NT(d, a, b)
	default:
		fminVVF64(d, a, b)
	}
}

func extremeVS64(f Func2, d, a []float64, y float64, nt bool) {
	switch {
	case f == FMaximum && nt:
		maximumVSF64NT(d, a, y)
	case f == FMaximum:
		maximumVSF64(d, a, y)
	case f == FMinimum && nt:
		minimumVSF64NT(d, a, y)
	case f == FMinimum:
		minimumVSF64(d, a, y)
	case f == FFmax && nt:
		fmaxVSF64NT(d, a, y)
	case f == FFmax:
		fmaxVSF64(d, a, y)
	case nt:
		fminVSF64NT(d, a, y)
	default:
		fminVSF64(d, a, y)
	}
}

func extremeVV32(f Func2, d, a, b []float32, nt bool) {
	switch {
	case f == FMaximum && nt:
		maximumVVF32NT(d, a, b)
	case f == FMaximum:
		maximumVVF32(d, a, b)
	case f == FMinimum && nt:
		minimumVVF32NT(d, a, b)
	case f == FMinimum:
		minimumVVF32(d, a, b)
	case f == FFmax && nt:
		fmaxVVF32NT(d, a, b)
	case f == FFmax:
		fmaxVVF32(d, a, b)
	case nt:
		fminVVF32NT(d, a, b)
	default:
		fminVVF32(d, a, b)
	}
}

func extremeVS32(f Func2, d, a []float32, y float32, nt bool) {
	switch {
	case f == FMaximum && nt:
		maximumVSF32NT(d, a, y)
	case f == FMaximum:
		maximumVSF32(d, a, y)
	case f == FMinimum && nt:
		minimumVSF32NT(d, a, y)
	case f == FMinimum:
		minimumVSF32(d, a, y)
	case f == FFmax && nt:
		fmaxVSF32NT(d, a, y)
	case f == FFmax:
		fmaxVSF32(d, a, y)
	case nt:
		fminVSF32NT(d, a, y)
	default:
		fminVSF32(d, a, y)
	}
}

// widens reports whether f's float32 kernel widens its arguments to
// float64 lanes, computes the float64 function and rounds (log1p, and the
// functions without a float32 algorithm of their own), rather than
// computing in float32 lanes.
func (f Func1) widens() bool {
	switch f {
	case FLog1p, FArctan, FArcsin, FArccos, FExpm1, FSinh, FCosh, FCbrt, FTan:
		return true
	}
	return false
}
