//go:build !amd64 || purego

package kernel

// Without assembly every kernel runs its pure-Go loop: the fast paths
// handle nothing.

func vvF64(Op, []float64, []float64, []float64, bool) int { return 0 }
func vvF32(Op, []float32, []float32, []float32, bool) int { return 0 }

// cmulF64 and cmulF32 handle nothing: complex products run their Go loops.
func cmulF64([]float64, []float64, []float64) int { return 0 }

func cmulF32([]float32, []float32, []float32) int         { return 0 }
func cmulSF64([]float64, []float64, float64, float64) int { return 0 }
func cmulSF32([]float32, []float32, float32, float32) int { return 0 }
func vsF64(Op, []float64, []float64, float64, bool) int   { return 0 }
func vsF32(Op, []float32, []float32, float32, bool) int   { return 0 }
func cmpF64(CmpOp, []bool, []float64, float64) int        { return 0 }
func cmpF32(CmpOp, []bool, []float32, float32) int        { return 0 }
func cmpVVF64(CmpOp, []bool, []float64, []float64) int    { return 0 }
func cmpVVF32(CmpOp, []bool, []float32, []float32) int    { return 0 }
func compressFast[T any](_, _ []T, _ []bool) (int, int)   { return 0, 0 }
func roundFast[F Float](_, _ []F, _ F, _ bool) int        { return 0 }
func classFast[T Real](Class, []bool, []T) int            { return 0 }

func extremeF64(bool, []float64, []float64) int { return 0 }
func extremeF32(bool, []float32, []float32) int { return 0 }

func rowsF64(rowsKind, []float64, []float64, int, int) int { return 0 }
func rowsF32(rowsKind, []float32, []float32, int, int) int { return 0 }

func fold4Fast[T any](rowsKind, []T, int, []T, int) int { return 0 }

func extremeRun4Fast[T Real](bool, []T, int, int, *[4]T) (int, int) { return 0, 0 }

func extremeRunF64(bool, []float64) (int, float64, bool) { return 0, 0, false }
func extremeRunF32(bool, []float32) (int, float32, bool) { return 0, 0, false }
func nanExtremeRunF64(bool, []float64) (int, float64)    { return 0, 0 }
func countNaNFast[T Real]([]T) (int, int)                { return 0, 0 }
func addNotNaNFast[T Real]([]int, []T) int               { return 0 }
func nanExtremeRunF32(bool, []float32) (int, float32)    { return 0, 0 }

func sumBlockFast[F Float]([]F, *[8]F) bool          { return false }
func sumLeavesFast[F Float](_, _ []F) bool           { return false }
func sumLeaves4Fast[F Float]([]F, int, []F) bool     { return false }
func sqLeavesFast[T Real]([]T, []float64) bool       { return false }
func sqLeaves4Fast[T Real]([]T, int, []float64) bool { return false }
func nanToFast[F Float](_, _ []F, _ F) int           { return 0 }
func dotBlockFast[T any](_, _ []T, _ *[16]T) bool    { return false }

func reverseFast[T any](_, _ []T, _ bool) int { return 0 }

func fillFast[T any](_ []T, _ T, _ bool) bool { return false }

func copyFast[T any](_, _ []T) bool { return false }

// StreamsRuns is false: without assembly [Copy] always uses copy().
func StreamsRuns[T any](int) bool { return false }

func reverseRowsFast[T any](_ []T, _, _ int, _ []T, _, _, _, _ int, _ bool) bool { return false }

func selectFast[T any](_ []T, _ []bool, _, _ []T, _ bool) int { return 0 }

func argRunFast[T Real](bool, []T) (int, int, bool) { return 0, 0, false }

// reduceWide is false: there is no AVX-512 kernel to select.
var reduceWide = false

// transposeWide is false: there is no AVX-512 transpose kernel.
var transposeWide = false

// wideRowsMin is the amd64 value, for the tests' shapes.
const wideRowsMin = 128

// divWide is false: there is no AVX-512 division kernel.
var divWide = false

func transposeFast[T any](_ []T, _, _ int, _ []T, _, _, _, _ int, _ bool) (int, int, int) {
	return 0, 0, 0
}

// Fence orders non-temporal stores; without assembly there are none.
func Fence() {}

// haveAVX2 is false: there is no assembly to select.
var haveAVX2 = false

func clipRunF64([]float64, []float64, float64, float64) int { return 0 }
func clipRunF32([]float32, []float32, float32, float32) int { return 0 }

// gemmVector reports that no vector GEMM micro-kernel exists here: every
// type multiplies with the Go micro-kernel.
func gemmVector[T Number]() (gemmKernel[T], bool) { return gemmKernel[T]{}, false }

// GemmISA names the micro-kernels this build and machine use.
func GemmISA() string { return "Go" }

// haveAVX512 and haveFMA are false: there is no assembly to select.
var haveAVX512, haveFMA = false, false

// func1Fast handles nothing: every function runs its Go loop.
func func1Fast[F Float](Func1, []F, []F) int { return 0 }

func func1FastNT[F Float](Func1, []F, []F) int { return 0 }

// func2Fast handles nothing: power, hypot and arctan2 run their Go loops.
func func2Fast[F Float](Func2, []F, []F, []F, int) int { return 0 }

// extremeFunc2Fast handles nothing: maximum, minimum, fmax and fmin run
// their Go loops.
func extremeFunc2Fast[F Float](Func2, []F, []F, []F, int, bool) int { return 0 }

// cpuFamily is 0 (unknown) off amd64 and with purego.
func cpuFamily() int { return 0 }

// cpuidCaches reports nothing: the sizes come from sysfs or the defaults.
func cpuidCaches() Caches { return Caches{} }

// ufuncWide is false: there are no AVX-512 math kernels to select.
var ufuncWide = false

func intVVRaw(intOp, int, bool, []byte, []byte, []byte, bool) bool      { return false }
func intVSRaw(intOp, int, bool, []byte, []byte, uint64, bool) bool      { return false }
func intAbsRaw(int, []byte, []byte) bool                                { return false }
func extremeRunIntRaw(bool, bool, int, []byte, *[32]byte) bool          { return false }
func sumRunIntRaw(bool, int, []byte, *[4]uint64) bool                   { return false }
func zerosIntRaw(int, []byte, uint64) (int, bool)                       { return 0, false }
func intCmpVVRaw(int, []bool, []byte, []byte, int, uint64, uint64) bool { return false }
func intCmpVSRaw(int, []bool, []byte, uint64, int, uint64, uint64) bool { return false }
func convF64Raw([]float64, []byte, int, bool) bool                      { return false }
func convF32Raw([]float32, []byte, int, bool) bool                      { return false }
func intDivRaw(bool, bool, []byte, []byte, int, *[8]uint64) bool        { return false }

func indexFast[T Real](_ []T, _ T, _ bool) (at, k int) { return 0, 0 }
