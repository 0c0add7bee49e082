package kernel

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
	"unsafe"
)

// intArgs returns n integers of T, a mix of small numbers, shift counts
// around the width, the extremes and random bits.
func intArgs[T Integer](r *rand.Rand, n int) []T {
	bits := int(unsafe.Sizeof(T(0)) * 8)
	out := make([]T, n)
	for i := range out {
		switch r.IntN(8) {
		case 0:
			out[i] = T(r.IntN(2*bits+8)) - 4 // counts from -4 past twice the width
		case 1:
			out[i] = T(r.IntN(7)) - 3
		case 2:
			out[i] = T(1) << (bits - 1) // the most negative, or the top bit
		case 3:
			out[i] = ^(T(1) << (bits - 1)) // the largest signed
		case 4:
			out[i] = ^T(0)
		default:
			out[i] = T(r.Uint64())
		}
	}
	return out
}

// intKernelCase runs one integer operation of the kernels, d from a, b and
// the number y (op names which).
type intKernelCase[T Integer] struct {
	name string
	run  func(d, a, b []T, y T)
}

func intKernelCases[T Integer]() []intKernelCase[T] {
	cs := []intKernelCase[T]{
		{"ArithVV add", func(d, a, b []T, _ T) { ArithVV(Add, d, a, b) }},
		{"ArithVV sub", func(d, a, b []T, _ T) { ArithVV(Sub, d, a, b) }},
		{"ArithVV mul", func(d, a, b []T, _ T) { ArithVV(Mul, d, a, b) }},
		{"ArithVS add", func(d, a, _ []T, y T) { ArithVS(Add, d, a, y) }},
		{"ArithVS sub", func(d, a, _ []T, y T) { ArithVS(Sub, d, a, y) }},
		{"ArithVS mul", func(d, a, _ []T, y T) { ArithVS(Mul, d, a, y) }},
		{"ArithSV sub", func(d, a, _ []T, y T) { ArithSV(Sub, d, y, a) }},
		{"ArithVVNT add", func(d, a, b []T, _ T) { ArithVVNT(Add, d, a, b); Fence() }},
		{"ArithVVNT sub", func(d, a, b []T, _ T) { ArithVVNT(Sub, d, a, b); Fence() }},
		{"ArithVVNT mul", func(d, a, b []T, _ T) { ArithVVNT(Mul, d, a, b); Fence() }},
		{"ArithVSNT add", func(d, a, _ []T, y T) { ArithVSNT(Add, d, a, y); Fence() }},
		{"ArithVSNT mul", func(d, a, _ []T, y T) { ArithVSNT(Mul, d, a, y); Fence() }},
		{"abs", func(d, a, _ []T, _ T) { Func1IntRun(FAbs, d, 0, 1, a, 0, 1, len(d)) }},
		{"negative", func(d, a, _ []T, _ T) { Func1IntRun(FNegative, d, 0, 1, a, 0, 1, len(d)) }},
		{"square", func(d, a, _ []T, _ T) { Func1IntRun(FSquare, d, 0, 1, a, 0, 1, len(d)) }},
		{"invert", func(d, a, _ []T, _ T) { Func1IntRun(FInvert, d, 0, 1, a, 0, 1, len(d)) }},
		{"logical_not", func(d, a, _ []T, _ T) { Func1IntRun(FLogicalNot, d, 0, 1, a, 0, 1, len(d)) }},
		{"conjugate", func(d, a, _ []T, _ T) { Func1IntRun(FConjugate, d, 0, 1, a, 0, 1, len(d)) }},
	}
	for _, f := range []Func2{FMaximum, FMinimum, FFmax, FFmin, FBitwiseAnd, FBitwiseOr, FBitwiseXor, FLeftShift, FRightShift} {
		cs = append(cs,
			intKernelCase[T]{f.String() + " VV", func(d, a, b []T, _ T) { Func2IntRun(f, d, 0, 1, a, 0, 1, b, 0, 1, len(d)) }},
			intKernelCase[T]{f.String() + " VS", func(d, a, _ []T, y T) { Func2IntRun(f, d, 0, 1, a, 0, 1, []T{y}, 0, 0, len(d)) }},
			intKernelCase[T]{f.String() + " SV", func(d, a, _ []T, y T) { Func2IntRun(f, d, 0, 1, []T{y}, 0, 0, a, 0, 1, len(d)) }},
			intKernelCase[T]{f.String() + " VV NT", func(d, a, b []T, _ T) { Func2IntRunNT(f, d, 0, 1, a, 0, 1, b, 0, 1, len(d)); Fence() }},
			intKernelCase[T]{f.String() + " VS NT", func(d, a, _ []T, y T) { Func2IntRunNT(f, d, 0, 1, a, 0, 1, []T{y}, 0, 0, len(d)); Fence() }},
			intKernelCase[T]{f.String() + " SV NT", func(d, a, _ []T, y T) { Func2IntRunNT(f, d, 0, 1, []T{y}, 0, 0, a, 0, 1, len(d)); Fence() }},
		)
	}
	return cs
}

// TestIntKernels checks every integer kernel, through the entry points
// that run them, bit for bit against the pure-Go loops, for every integer
// type, lengths across the vector edges and misaligned starts.
func TestIntKernels(t *testing.T) {
	testIntKernels[int8](t)
	testIntKernels[uint8](t)
	testIntKernels[int16](t)
	testIntKernels[uint16](t)
	testIntKernels[int32](t)
	testIntKernels[uint32](t)
	testIntKernels[int64](t)
	testIntKernels[uint64](t)
	testIntKernels[int](t)
	testIntKernels[uintptr](t)
	testIntKernels[namedInt16](t)
	testIntKernels[namedUint32](t)
}

// Named integer types run the same kernels as their underlying types.
type (
	namedInt16  int16
	namedUint32 uint32
)

func testIntKernels[T Integer](t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 7))
	for _, c := range intKernelCases[T]() {
		for trial := range 60 {
			n, off := trial*3+trial%7, trial%5
			a, b := intArgs[T](rng, n+off), intArgs[T](rng, n+off)
			y := intArgs[T](rng, 1)[0]
			checkIntCase(t, c, a[off:], b[off:], y)
		}
	}
}

// checkIntCase runs c with the kernels and with the Go loops and compares.
func checkIntCase[T Integer](t *testing.T, c intKernelCase[T], a, b []T, y T) {
	t.Helper()
	got, want := make([]T, len(a)), make([]T, len(a))
	c.run(got, a, b, y)
	withGo(func() { c.run(want, a, b, y) })
	if !slices.Equal(got, want) {
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("%T %s n=%d y=%v: element %d of %v, %v: %v, want %v", y, c.name, len(a), y, i, a[i], b[i], got[i], want[i])
			}
		}
	}
}

// FuzzIntKernels compares the integer kernels (elementwise, reductions,
// comparisons and conversions to floats) with the pure-Go loops on the
// fuzzer's bytes read as each integer type, and the float conversions on
// them read as floats.
func FuzzIntKernels(f *testing.F) {
	f.Add([]byte("\x80\x00\x00\x00\x00\x00\x00\x80\xff\xff\xff\xff\x7f\x01\x02\x03\x04\x05\x06\x07\x40\x3f\x20\x1f\x10\x0f\x08\x07\xfe\xfd\xfc\xfb\x00\x01\x80\x7f"))
	f.Fuzz(func(t *testing.T, raw []byte) {
		fuzzInts[int8](t, raw)
		fuzzInts[uint8](t, raw)
		fuzzInts[int16](t, raw)
		fuzzInts[uint16](t, raw)
		fuzzInts[int32](t, raw)
		fuzzInts[uint32](t, raw)
		fuzzInts[int64](t, raw)
		fuzzInts[uint64](t, raw)
		fuzzFloatConv[float64](t, raw)
		fuzzFloatConv[float32](t, raw)
	})
}

func fuzzInts[T Integer](t *testing.T, raw []byte) {
	size := int(unsafe.Sizeof(T(0)))
	n := len(raw) / size / 2
	if n == 0 {
		return
	}
	v := unsafe.Slice((*T)(unsafe.Pointer(unsafe.SliceData(slices.Clone(raw)))), 2*n)
	a, b := v[:n], v[n:]
	for _, c := range intKernelCases[T]() {
		checkIntCase(t, c, a, b, b[0])
	}
	checkIntReductions(t, v, 0, n)
	checkIntCompares(t, a, b, b[0])
	testConv(t, v, 0)
	if b[0] != 0 {
		checkIntDiv(t, a, b[0])
	}
}

// fuzzFloatConv checks the float64 to float32 and float32 to float64
// conversion kernels on the fuzzer's bytes read as floats.
func fuzzFloatConv[F Float](t *testing.T, raw []byte) {
	n := len(raw) / int(unsafe.Sizeof(F(0)))
	if n == 0 {
		return
	}
	testConv(t, unsafe.Slice((*F)(unsafe.Pointer(unsafe.SliceData(slices.Clone(raw)))), n), 0)
}

// TestIntReductionKernels checks the integer reductions that run vector
// kernels (extremes and sums of a run, of rows, and into a run) bit for
// bit against the pure-Go loops.
func TestIntReductionKernels(t *testing.T) {
	testIntReductions[int8](t)
	testIntReductions[uint8](t)
	testIntReductions[int16](t)
	testIntReductions[uint16](t)
	testIntReductions[int32](t)
	testIntReductions[uint32](t)
	testIntReductions[int64](t)
	testIntReductions[uint64](t)
	testIntReductions[int](t)
}

func testIntReductions[T Integer](t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 8))
	for trial := range 80 {
		n, off := trial*5+trial%9, trial%3
		x := intArgs[T](rng, n+off+3*(n+1))
		checkIntReductions(t, x, off, n)
	}
}

// checkIntReductions compares, kernels against Go loops: ExtremeRun,
// AddRun and FoldIntRun (sum and product) of x[off:off+n], and
// ExtremeVV, ExtremeRows and SumRows folding three rows of x after it.
func checkIntReductions[T Integer](t *testing.T, x []T, off, n int) {
	t.Helper()
	type result struct {
		max, min, sum T
		wide, prod    int64
		uwide         uint64
		vmax, rows    []T
		rmin, rmax    []T
	}
	run := func() result {
		var r result
		if n > 0 {
			r.max = ExtremeRun(true, x[off], x, off, 1, n)
			r.min = ExtremeRun(false, x[off], x, off, 1, n)
		}
		r.sum = AddRun(T(7), x, off, 1, n)
		r.wide = FoldIntRun(int64(-3), x, off, 1, n, false)
		r.uwide = FoldIntRun(uint64(5), x, off, 1, n, false)
		r.prod = FoldIntRun(int64(1), x, off, 1, n, true)
		rest := x[off+n:]
		m := len(rest) / 3
		r.vmax = slices.Clone(rest[:m])
		ExtremeVV(true, r.vmax, rest[m:2*m])
		r.rows = slices.Clone(rest[:m])
		r.rmin = slices.Clone(rest[:m])
		r.rmax = slices.Clone(rest[:m])
		if m > 0 {
			SumRows(r.rows, rest, m, m, 2)
			ExtremeRows(false, r.rmin, rest, m, m, 2)
			ExtremeRows(true, r.rmax, rest, m, m, 2)
		}
		return r
	}
	got := run()
	var want result
	withGo(func() { want = run() })
	if got.max != want.max || got.min != want.min || got.sum != want.sum || got.wide != want.wide ||
		got.uwide != want.uwide || got.prod != want.prod || !slices.Equal(got.vmax, want.vmax) ||
		!slices.Equal(got.rows, want.rows) || !slices.Equal(got.rmin, want.rmin) || !slices.Equal(got.rmax, want.rmax) {
		t.Fatalf("%T n=%d off=%d:\n got %+v\nwant %+v", x[0], n, off, got, want)
	}
}

// checkIntCompares compares every comparison of a with b, element by
// element and with the number y, kernels against the Go loops.
func checkIntCompares[T Integer](t *testing.T, a, b []T, y T) {
	t.Helper()
	n := len(a)
	for op := CmpLess; op <= CmpNotEqual; op++ {
		run := func() ([]bool, []bool) {
			vv, vs := make([]bool, n), make([]bool, n)
			Compare(op, vv, 0, 1, a, 0, 1, b, 0, 1, n)
			Compare(op, vs, 0, 1, a, 0, 1, []T{y}, 0, 0, n)
			return vv, vs
		}
		gotVV, gotVS := run()
		var wantVV, wantVS []bool
		withGo(func() { wantVV, wantVS = run() })
		if !slices.Equal(gotVV, wantVV) || !slices.Equal(gotVS, wantVS) {
			t.Fatalf("%T op %d n=%d y=%v:\na %v\nb %v\n got %v %v\nwant %v %v", y, op, n, y, a, b, gotVV, gotVS, wantVV, wantVS)
		}
	}
}

// TestIntCompareKernels checks the integer comparison kernels bit for bit
// against the Go loops for every integer type and operator.
func TestIntCompareKernels(t *testing.T) {
	testIntCompares[int8](t)
	testIntCompares[uint8](t)
	testIntCompares[int16](t)
	testIntCompares[uint16](t)
	testIntCompares[int32](t)
	testIntCompares[uint32](t)
	testIntCompares[int64](t)
	testIntCompares[uint64](t)
	testIntCompares[uintptr](t)
}

func testIntCompares[T Integer](t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 9))
	for trial := range 60 {
		n, off := trial*3+trial%7, trial%5
		a, b := intArgs[T](rng, n+off), intArgs[T](rng, n+off)
		for i := range b { // equal pairs too
			if rng.IntN(4) == 0 {
				b[i] = a[i]
			}
		}
		y := intArgs[T](rng, 1)[0]
		if n+off > 0 && trial%2 == 0 {
			y = a[rng.IntN(n+off)]
		}
		checkIntCompares(t, a[off:], b[off:], y)
	}
}

// TestConvKernels checks the conversion kernels (integers and the other
// float type to float64 and float32) bit for bit against Go's conversion.
func TestConvKernels(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 10))
	for trial := range 41 {
		n, off := trial*7+trial%5, trial%3
		if trial == 40 {
			n = 3*callChunk + 11 // several chunks
		}
		testConv(t, intArgs[int8](rng, n+off), off)
		testConv(t, intArgs[uint8](rng, n+off), off)
		testConv(t, intArgs[int16](rng, n+off), off)
		testConv(t, intArgs[uint16](rng, n+off), off)
		testConv(t, convInts[int32](rng, n+off), off)
		testConv(t, convInts[uint32](rng, n+off), off)
		testConv(t, convInts[int64](rng, n+off), off)
		testConv(t, convInts[uint64](rng, n+off), off)
		testConv(t, convInts[int](rng, n+off), off)
		testConv(t, convInts[uintptr](rng, n+off), off)
		testConv(t, randFloats[float64](rng, n+off), off)
		testConv(t, randFloats[float32](rng, n+off), off)
		f := make([]float64, n+off) // float32 rounding: ties, subnormals, overflow
		for i := range f {
			f[i] = float64(float32(rng.NormFloat64())) + math.Ldexp(float64(rng.IntN(3)-1), -24-rng.IntN(2))*math.Ldexp(1, rng.IntN(3)*100-150)
			if rng.IntN(6) == 0 {
				f[i] = math.Ldexp(rng.Float64(), rng.IntN(300)-170)
			}
		}
		testConv(t, f, off)
	}
}

// convInts returns intArgs mixed with numbers that float32 and float64
// must round: odd numbers past 2^24 and 2^53, and ties between two floats.
func convInts[T Integer](r *rand.Rand, n int) []T {
	x := intArgs[T](r, n)
	bits := int(unsafe.Sizeof(T(0)) * 8)
	for i := range x {
		if r.IntN(3) == 0 {
			e := 26 + r.IntN(bits-26)
			v := T(1)<<(e-1) | T(r.Uint64())&(T(1)<<(e-1)-1)
			if r.IntN(2) == 0 {
				v |= T(1) << (e - 25) // a tie for float32, or near one
			}
			x[i] = v
		}
	}
	return x
}

func testConv[S Real](t *testing.T, x []S, off int) {
	t.Helper()
	x = x[off:]
	check := func(name string, got, want any) {
		if !reflectDeepEqualBits(got, want) {
			t.Fatalf("%T to %s n=%d:\n got %v\nwant %v\n   x %v", x[0], name, len(x), got, want, x)
		}
	}
	run := func() ([]float64, []float32) {
		d64, d32 := make([]float64, len(x)), make([]float32, len(x))
		ConvRun(d64, 0, 1, x, 0, 1, len(x))
		ConvRun(d32, 0, 1, x, 0, 1, len(x))
		return d64, d32
	}
	g64, g32 := run()
	var w64 []float64
	var w32 []float32
	withGo(func() { w64, w32 = run() })
	check("float64", g64, w64)
	check("float32", g32, w32)
	// The non-temporal run, from an offset that moves the aligned body,
	// between two elements it must leave alone.
	const sentinel = -7.25
	do := len(x) % 8
	n64, n32 := make([]float64, len(x)+do+1), make([]float32, len(x)+do+1)
	for i := range n64 {
		n64[i], n32[i] = sentinel, sentinel
	}
	ConvRunNT(n64, do, 1, x, 0, 1, len(x))
	ConvRunNT(n32, do, 1, x, 0, 1, len(x))
	Fence()
	check("float64 (non-temporal)", n64[do:do+len(x)], w64)
	check("float32 (non-temporal)", n32[do:do+len(x)], w32)
	for _, i := range []int{do - 1, do + len(x)} {
		if i >= 0 && (n64[i] != sentinel || n32[i] != sentinel) {
			t.Fatalf("%T n=%d: ConvRunNT wrote element %d outside its run", x, len(x), i)
		}
	}
}

// reflectDeepEqualBits compares float slices bit for bit.
func reflectDeepEqualBits(a, b any) bool {
	switch a := a.(type) {
	case []float64:
		b := b.([]float64)
		for i := range a {
			if math.Float64bits(a[i]) != math.Float64bits(b[i]) {
				return false
			}
		}
		return len(a) == len(b)
	case []float32:
		b := b.([]float32)
		for i := range a {
			if math.Float32bits(a[i]) != math.Float32bits(b[i]) {
				return false
			}
		}
		return len(a) == len(b)
	}
	return false
}

// TestComplexSquareKernel checks that complex squares through the product
// kernel give the bits of NumPy's formula (cMul) in the Go loop.
func TestComplexSquareKernel(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 11))
	for n := range 40 {
		x := make([]complex128, n)
		x64 := make([]complex64, n)
		for i := range x {
			x[i] = complex(rng.NormFloat64()*1e3, rng.NormFloat64())
			x64[i] = complex64(x[i])
		}
		got, want := make([]complex128, n), make([]complex128, n)
		got64, want64 := make([]complex64, n), make([]complex64, n)
		Func1ComplexRun(FSquare, got, 0, 1, x, 0, 1, n)
		Func1ComplexRun(FSquare, got64, 0, 1, x64, 0, 1, n)
		withGo(func() {
			Func1ComplexRun(FSquare, want, 0, 1, x, 0, 1, n)
			Func1ComplexRun(FSquare, want64, 0, 1, x64, 0, 1, n)
		})
		for i := range x {
			if re, im := cMul(real(x[i]), imag(x[i]), real(x[i]), imag(x[i])); got[i] != want[i] || got[i] != complex(re, im) {
				t.Fatalf("n=%d: square(%v) = %v, Go loop %v, cMul %v", n, x[i], got[i], want[i], complex(re, im))
			}
			if got64[i] != want64[i] {
				t.Fatalf("n=%d: complex64 square(%v) = %v, Go loop %v", n, x64[i], got64[i], want64[i])
			}
		}
	}
}

// TestIntDivKernels checks integer division by one number (Go's / and %,
// NumPy's floor_divide and remainder) through the division kernel
// against the Go loops: every pair of 8-bit numbers, and 16-, 32- and
// 64-bit numbers over divisors near the powers of two, small ones and the
// extremes.
func TestIntDivKernels(t *testing.T) {
	wide := divWide
	defer func() { divWide = wide }()
	for _, w := range []bool{false, true} {
		if w && !wide {
			t.Log("no AVX-512 division kernel here")
			continue
		}
		divWide = w
		testIntDivKernels(t)
	}
}

func testIntDivKernels(t *testing.T) {
	all8 := func(signed bool) []uint64 {
		var v []uint64
		for i := range 256 {
			v = append(v, uint64(i))
		}
		return v
	}
	testIntDiv[int8](t, all8(true), all8(true))
	testIntDiv[uint8](t, all8(false), all8(false))
	// 309 elements: the AVX-512 kernels' steps of 64 (32), the AVX2
	// kernels' of 16 after them, and Go's last elements.
	odd := append(all8(true), all8(true)[:53]...)
	testIntDiv[int8](t, odd, []uint64{7, 1, 2, 128, 255, 249})
	testIntDiv[uint8](t, odd, []uint64{7, 1, 2, 128, 255, 249})
	rng := rand.New(rand.NewPCG(26, 12))
	for _, bits := range []int{16, 32, 64} {
		var divs []uint64
		for e := range bits {
			for _, k := range []int64{-3, -1, 0, 1, 3} {
				divs = append(divs, uint64(int64(1)<<e+k), uint64(-(int64(1)<<e + k)))
			}
		}
		for range 200 {
			divs = append(divs, rng.Uint64())
		}
		xs := make([]uint64, 4096)
		for i := range xs {
			switch i % 4 {
			case 0:
				xs[i] = uint64(i/4) - 512
			case 1:
				xs[i] = uint64(1)<<(bits-1) + uint64(i%7) - 3 // around the most negative
			default:
				xs[i] = rng.Uint64()
			}
		}
		switch bits {
		case 16:
			testIntDiv[int16](t, xs, divs)
			testIntDiv[uint16](t, xs, divs)
		case 64:
			divs = append(divs, 1<<63, 1<<63-1, 1<<63+1, ^uint64(0), ^uint64(1))
			testIntDiv[int64](t, xs, divs)
			testIntDiv[uint64](t, xs, divs)
			testIntDiv[int](t, xs, divs[:40])
		default:
			testIntDiv[int32](t, xs, divs)
			testIntDiv[uint32](t, xs, divs)
		}
	}
}

func testIntDiv[T Integer](t *testing.T, xs, divs []uint64) {
	x := make([]T, len(xs)+3)
	for i, v := range xs {
		x[i+3] = T(v)
	}
	x = x[3:] // a misaligned start
	for _, dv := range divs {
		if y := T(dv); y != 0 {
			checkIntDiv(t, x, y)
		}
	}
}

// checkIntDiv compares /, floor_divide, fmod and remainder of x by y
// (not 0), kernels against the Go loops.
func checkIntDiv[T Integer](t *testing.T, x []T, y T) {
	t.Helper()
	{
		run := func() [4][]T {
			var r [4][]T
			for i := range r {
				r[i] = make([]T, len(x))
			}
			ArithVS(Div, r[0], x, y)
			Func2IntRun(FFloorDivide, r[1], 0, 1, x, 0, 1, []T{y}, 0, 0, len(x))
			Func2IntRun(FFmod, r[2], 0, 1, x, 0, 1, []T{y}, 0, 0, len(x))
			Func2IntRun(FRemainder, r[3], 0, 1, x, 0, 1, []T{y}, 0, 0, len(x))
			return r
		}
		got := run()
		var want [4][]T
		withGo(func() { want = run() })
		for k := range got {
			for i := range got[k] {
				if got[k][i] != want[k][i] {
					t.Fatalf("%T %v by %v (op %d): got %v, want %v", y, x[i], y, k, got[k][i], want[k][i])
				}
			}
		}
	}
}

// TestIntKernelsLong runs the integer kernels over runs of several
// callChunk-element chunks, against the Go loops.
func TestIntKernelsLong(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 13))
	n := 3*callChunk + 37
	a, b := intArgs[int16](rng, n), intArgs[int16](rng, n)
	for _, c := range intKernelCases[int16]() {
		checkIntCase(t, c, a, b, b[0])
	}
	x := intArgs[int32](rng, 4*n)
	checkIntReductions(t, x, 1, n)
	testConv(t, x, 3)
	checkIntDiv(t, a, -7)
	checkIntDiv(t, x, 12345)
	// One maximum in the last chunk and one minimum in the second: the
	// chunks' extremes must be folded, not the first chunk's kept.
	y := make([]int16, n)
	for i := range y {
		y[i] = int16(i % 1000)
	}
	y[n-40], y[callChunk+5] = 5000, -5000
	if got := ExtremeRun(true, y[0], y, 0, 1, n); got != 5000 {
		t.Errorf("maximum of the long run: %d, want 5000", got)
	}
	if got := ExtremeRun(false, y[0], y, 0, 1, n); got != -5000 {
		t.Errorf("minimum of the long run: %d, want -5000", got)
	}
}
