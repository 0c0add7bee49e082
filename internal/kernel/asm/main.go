// Command asm generates the amd64 assembly of package kernel with avo
// (github.com/mmcloughlin/avo). It is its own module, so avo never becomes a
// dependency of the library. Run it from this directory:
//
//	go run . -out ../kernel_amd64.s -stubs ../stubs_amd64.go -pkg kernel
//
// (make generate does), and check the output in. A test of package kernel
// fails when the checked-in files differ from what this command writes.
//
// Every function here has a pure-Go twin in package kernel, which is the
// reference its tests compare against; the Go side handles what the
// assembly leaves out (tails shorter than a vector, unaligned edges).
package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

func main() {
	ConstraintExpr("!purego")
	for _, t := range []elemType{f64, f32} {
		for _, op := range ops {
			for _, nt := range []bool{false, true} {
				arithVV(t, op, nt)
				arithVS(t, op, nt)
			}
		}
		cmulVV(t, false)
		cmulVV(t, true)
		sumBlock(t)
		for _, sq := range []bool{false, true} {
			leaves(t, 1, sq)
			leaves(t, 4, sq)
		}
		dotBlock(t)
		nanTo(t)
		countNaN(t)
		addNotNaN(t)
		firstMatch(t, false)
		firstMatch(t, true)
	}
	for _, t := range []elemType{f64, f32} {
		for _, max := range []bool{false, true} {
			extremeVV(t, max)
			extremeRun(t, max)
			nanExtremeRun(t, max)
			extremeRun4(t, max)
		}
		for _, k := range []string{"add", "min", "max"} {
			rows(t, k)
			fold4(t, k)
		}
		rows(t, "nanmin")
		rows(t, "nanmax")
	}
	for _, t := range []elemType{f64, f32} {
		for _, c := range comparisons {
			cmpVS(t, c.name, c.pred)
			cmpVV(t, c.name, c.pred)
		}
		for _, c := range classes {
			classKernel(t, c.name, c.doc, c.abs, c.pred)
		}
		clip(t)
		for _, fn := range []string{"maximum", "minimum", "fmax", "fmin"} {
			for _, nt := range []bool{false, true} {
				extremeFunc2(t, fn, false, nt)
				extremeFunc2(t, fn, true, nt)
			}
		}
	}
	// GEMM micro-kernels: 6×8 and 6×16 on AVX2 (12 accumulators of 16
	// registers), 8×24 and 8×48 on AVX-512 (24 of 32), and the narrower
	// ones of each for a product's last columns.
	for nvec := 2; nvec >= 1; nvec-- {
		gemmKern(f64, 6, nvec, false)
		gemmKern(f32, 6, nvec, false)
	}
	for nvec := 3; nvec >= 1; nvec-- {
		gemmKern(f64, 8, nvec, true)
		gemmKern(f32, 8, nvec, true)
	}
	for _, size := range []int{8, 4} {
		for _, nt := range []bool{false, true} {
			selectKernel(size, nt)
		}
		compressKernel(size)
	}
	for _, fn := range simpleFuncs {
		for _, nt := range []bool{false, true} {
			simpleKernel(fn, f64, nt)
			simpleKernel(fn, f32, nt)
		}
	}
	for _, div := range []bool{false, true} {
		roundScaledKernel(f64, div)
		roundScaledKernel(f32, div)
	}
	for _, w := range []width{avx2, avx512} {
		expKernel(w)
		expKernel32(w, false)
		expKernel32(w, true)
		logKernel(w)
		for _, base := range []string{"", "2", "10"} {
			logKernel32(w, base)
		}
		for _, fn := range []string{"exp2", "log2", "log10", "log1p"} {
			float64Kernel(fn, f64, w)
			if fn == "log1p" { // float32 exp2, log2, log10: float32 lanes
				float64Kernel(fn, f32, w)
			}
		}
		for _, fn := range []string{"sqrt", "tanh"} {
			if fn == "sqrt" && w.wide() {
				continue // the square root unit is as wide as AVX2's: ZMM gained nothing
			}
			ufuncKernel(fn, f64, w)
			ufuncKernel(fn, f32, w)
		}
	}
	for _, w := range []width{avx2, avx512} {
		for _, cos := range []bool{false, true} {
			trigKernel(cos, w)
			trigKernel32(cos, w)
		}
		powF64(w)
		powF32(w)
		hypotF64(w)
		atan2Kernel(w)
		for _, t := range []elemType{f64, f32} {
			atanKernel(w, t)
			asinKernel(false, w, t)
			asinKernel(true, w, t)
			for _, fn := range []string{"expm1", "sinh", "cosh"} {
				expm1HypKernel(fn, w, t)
			}
			cbrtKernel(w, t)
			tanKernel(w, t)
		}
	}
	argRunF64(false)
	argRunF64(true)
	argRunF64Avx512(false)
	extremeVVAvx512(false)
	extremeVVAvx512(true)
	for _, k := range []string{"add", "min", "max", "nanmin", "nanmax"} {
		rowsAvx512(k)
	}
	argRunF64Avx512(true)
	transpose4x8F64()
	transpose8x8F64Avx512()
	transpose8x16F32()
	transpose16x16F32Avx512()
	reverseF64(false)
	reverseF64(true)
	fillBytes(false)
	fillBytes(true)
	copyBytesNT()
	intKernels()
	intRuns()
	intCompares()
	convKernels()
	divKernels()
	TEXT("sfence", NOSPLIT, "func()")
	Pragma("noescape")
	Doc("sfence orders the non-temporal stores before it before any later store (one per copy that used them).")
	SFENCE()
	RET()
	TEXT("cpuid", NOSPLIT, "func(leaf, sub uint32) (a, b, c, d uint32)")
	Doc("cpuid returns the registers CPUID fills for the leaf and subleaf (read once, for the cache sizes).")
	Load(Param("leaf"), EAX)
	Load(Param("sub"), ECX)
	CPUID()
	Store(EAX, Return("a"))
	Store(EBX, Return("b"))
	Store(ECX, Return("c"))
	Store(EDX, Return("d"))
	RET()
	Generate()
	rewriteOutput()
}

// elemType holds the instructions of one element type; op also holds min
// and max.
type elemType struct {
	name  string // Go type
	sfx   string // function suffix
	size  int    // bytes
	lanes int    // per YMM
	load  func(...Op)
	op    map[string]func(...Op)
	bcast func(...Op)
	cmp   func(...Op)
	or    func(...Op)
	blend func(mask, a, b, dst Op)
	nt    func(xyz, m Op) // non-temporal store of a whole vector (32-byte aligned)
	andn  func(...Op)     // andn(b, a, dst): dst = ^a & b
	and   func(...Op)
}

var f64 = elemType{"float64", "F64", 8, 4, VMOVUPD,
	map[string]func(...Op){"add": VADDPD, "sub": VSUBPD, "mul": VMULPD, "div": VDIVPD, "min": VMINPD, "max": VMAXPD},
	VBROADCASTSD, VCMPPD, VORPD, VBLENDVPD, VMOVNTPD, VANDNPD, VANDPD}
var f32 = elemType{"float32", "F32", 4, 8, VMOVUPS,
	map[string]func(...Op){"add": VADDPS, "sub": VSUBPS, "mul": VMULPS, "div": VDIVPS, "min": VMINPS, "max": VMAXPS},
	VBROADCASTSS, VCMPPS, VORPS, VBLENDVPS, VMOVNTPS, VANDNPS, VANDPS}

// sizeShift is log2 of the element size.
func (t elemType) sizeShift() int {
	if t.size == 8 {
		return 3
	}
	return 2
}

// minmax returns the name of the min or max instruction in op.
func minmax(max bool) string {
	if max {
		return "max"
	}
	return "min"
}

// fold emits dst = the min or max of acc and x under NumPy's rule (the
// first NaN wins): Intel's min/max return the second source (acc) when
// either is NaN or both are equal, so acc wins ties and keeps its own NaN,
// and a NaN in x is blended in where acc is not a NaN.
func (t elemType) fold(max bool, acc Op, x, dst VecVirtual) {
	m, nan, keep := YMM(), YMM(), YMM()
	t.op[minmax(max)](acc, x, m)
	t.cmp(U8(3), x, x, nan)  // unordered: x is NaN
	t.cmp(U8(3), m, m, keep) // m is NaN only where acc is
	t.andn(nan, keep, nan)   // x is NaN and acc is not
	t.blend(nan, x, m, dst)
}

var ops = []string{"add", "sub", "mul", "div"}

var symbol = map[string]string{"add": "+", "sub": "-", "mul": "*", "div": "/"}

// vectorLoops emits the loop of every streaming kernel: while n holds at
// least unroll vectors of lanes elements, emit(unroll) and move each
// pointer on by 32*unroll bytes (back for one marked down), first four
// vectors a turn, then one; the caller's Go finishes the tail.
func vectorLoops(n Register, lanes int, emit func(unroll int), ptrs ...ptr) {
	vectorLoopsAt("", n, lanes, emit, ptrs...)
}

// vectorLoopsAt is vectorLoops with its labels prefixed, for a function
// that holds more than one pair of loops.
func vectorLoopsAt(prefix string, n Register, lanes int, emit func(unroll int), ptrs ...ptr) {
	for _, unroll := range []int{4, 1} {
		label := fmt.Sprintf("%sloop%d", prefix, unroll)
		Label(label)
		CMPQ(n, U32(unroll*lanes))
		JL(LabelRef(label + "_end"))
		emit(unroll)
		for _, p := range ptrs {
			if p.down {
				SUBQ(U32(32*unroll), p.r)
			} else {
				ADDQ(U32(32*unroll), p.r)
			}
		}
		SUBQ(U32(unroll*lanes), n)
		JMP(LabelRef(label))
		Label(label + "_end")
	}
}

// comparisons are the comparison kernels and their VCMPPD/VCMPPS
// predicates: ordered (false on NaN) for <, <=, >, >= and ==, unordered
// (true on NaN) for !=, as Go and NumPy compare.
var comparisons = []struct {
	name string
	pred uint8
}{{"lt", 0x11}, {"le", 0x12}, {"gt", 0x1e}, {"ge", 0x1d}, {"eq", 0x00}, {"ne", 0x04}}

// cmpVS writes the bool a[i] op y into d[i] for i below len(d) rounded down
// to a multiple of 32 (see cmpLoop).
func cmpVS(t elemType, op string, pred uint8) {
	name := fmt.Sprintf("%sVS%s", op, t.sfx)
	TEXT(name, NOSPLIT, fmt.Sprintf("func(d []bool, a []%s, y %s)", t.name, t.name))
	Pragma("noescape")
	Doc(fmt.Sprintf("%s stores the bool a[i] %s y into d[i] for i below len(d) rounded down to a multiple of 32.", name, cmpSymbol[op]))
	y := YMM()
	t.bcast(Load(Param("y"), XMM()), y)
	cmpLoop(t, func(x VecVirtual, _ int) { t.cmp(U8(pred), y, x, x) })
}

// classes are the class kernels (NumPy's isnan, isinf and isfinite) as
// comparisons: x unordered with itself; |x| equal to +Inf; |x| below +Inf,
// ordered, so false for NaN. The absolute value clears the sign bit.
var classes = []struct {
	name, doc string
	abs       bool
	pred      uint8
}{
	{"isnan", "a[i] is NaN", false, 0x03},
	{"isinf", "a[i] is +Inf or -Inf", true, 0x00},
	{"isfinite", "a[i] is neither NaN nor infinite", true, 0x11},
}

// classKernel writes whether a[i] is of a class into d[i] for i below
// len(d) rounded down to a multiple of 32 (see cmpLoop).
func classKernel(t elemType, name, doc string, abs bool, pred uint8) {
	name += t.sfx
	TEXT(name, NOSPLIT, fmt.Sprintf("func(d []bool, a []%s)", t.name))
	Pragma("noescape")
	Doc(fmt.Sprintf("%s stores whether %s into d[i] for i below len(d) rounded down to a multiple of 32.", name, doc))
	if !abs {
		cmpLoop(t, func(x VecVirtual, _ int) { t.cmp(U8(pred), x, x, x) })
		return
	}
	inf, mask := qword(0x7ff0000000000000), qword(0x7fffffffffffffff)
	if t.size == 4 {
		inf, mask = qword(0x7f8000007f800000), qword(0x7fffffff7fffffff)
	}
	cmpLoop(t, func(x VecVirtual, _ int) {
		t.and(mask, x, x)
		t.cmp(U8(pred), inf, x, x)
	})
}

// cmpVV writes the bool a[i] op b[i] into d[i] for i below len(d)
// rounded down to a multiple of 32 (see cmpLoop); b is as long as d.
func cmpVV(t elemType, op string, pred uint8) {
	name := fmt.Sprintf("%sVV%s", op, t.sfx)
	TEXT(name, NOSPLIT, fmt.Sprintf("func(d []bool, a, b []%s)", t.name))
	Pragma("noescape")
	Doc(fmt.Sprintf("%s stores the bool a[i] %s b[i] into d[i] for i below len(d) rounded down to a multiple of 32; b is at least as long.", name, cmpSymbol[op]))
	b := Load(Param("b").Base(), GP64())
	cmpLoop(t, func(x VecVirtual, v int) { t.cmp(U8(pred), Mem{Base: b, Disp: 32 * v}, x, x) }, b)
}

// cmpLoop emits the loop of a comparison kernel func(d []bool, a []T, …)
// and its return: each 32 elements of a are loaded a vector at a time
// (the v-th of the 32) and turned into lane masks in place by lane, the
// masks packed into 32 bytes (maskBytes), masked to 0 or 1 and stored to
// d. The pointers more advance with a.
func cmpLoop(t elemType, lane func(x VecVirtual, v int), more ...Register) {
	d := Load(Param("d").Base(), GP64())
	a := Load(Param("a").Base(), GP64())
	n := Load(Param("d").Len(), GP64())
	ones := qword(0x0101010101010101)
	wd := map[int]int{4: 2, 8: 3}[t.size]
	order := maskOrder(wd)
	Label("loop")
	CMPQ(n, U32(32))
	JL(LabelRef("done"))
	masks := make([]VecVirtual, 32/t.lanes)
	for v := range masks {
		masks[v] = YMM()
		t.load(Mem{Base: a, Disp: 32 * v}, masks[v])
		lane(masks[v], v)
	}
	r := maskBytes(masks, wd, order)
	VPAND(ones, r, r)
	VMOVDQU(r, Mem{Base: d})
	ADDQ(U32(32*t.size), a)
	for _, r := range more {
		ADDQ(U32(32*t.size), r)
	}
	ADDQ(U32(32), d)
	SUBQ(U32(32), n)
	JMP(LabelRef("loop"))
	Label("done")
	VZEROUPPER()
	RET()
}

// clip writes s[i] clipped to [lo, hi] into d[i] for i below len(d)
// rounded down to a multiple of the lanes, as NumPy 1.24's clip: an element
// at or below lo (ordered <=, so a tie takes the bound, signed zero
// included) becomes lo, then one at or above hi becomes hi; NaN fails both
// ordered comparisons and stays, and a NaN bound matches nothing, so it
// bounds nothing.
func clip(t elemType) {
	name := "clip" + t.sfx
	TEXT(name, NOSPLIT, fmt.Sprintf("func(d, s []%s, lo, hi %s)", t.name, t.name))
	Pragma("noescape")
	Doc(fmt.Sprintf("%s stores s[i] clipped to [lo, hi] into d[i] for i below len(d) rounded down to a multiple of %d: at or below lo gives lo, at or above hi gives hi, NaN stays, and a NaN bound bounds nothing.", name, t.lanes))
	d := Load(Param("d").Base(), GP64())
	src := Load(Param("s").Base(), GP64())
	n := Load(Param("d").Len(), GP64())
	lo, hi := YMM(), YMM()
	t.bcast(Load(Param("lo"), XMM()), lo)
	t.bcast(Load(Param("hi"), XMM()), hi)
	vectorLoops(n, t.lanes, func(unroll int) {
		xs := make([]VecVirtual, unroll)
		for u := range xs {
			xs[u] = YMM()
			t.load(Mem{Base: src, Disp: 32 * u}, xs[u])
		}
		for u := range xs {
			m := YMM()
			t.cmp(U8(0x12), lo, xs[u], m) // x <= lo, ordered
			t.blend(m, lo, xs[u], xs[u])
			t.cmp(U8(0x1d), hi, xs[u], m) // x >= hi, ordered
			t.blend(m, hi, xs[u], xs[u])
		}
		for u := range xs {
			t.load(xs[u], Mem{Base: d, Disp: 32 * u})
		}
	}, ptr{r: src}, ptr{r: d})
	VZEROUPPER()
	RET()
}

// extremeFunc2 writes NumPy's maximum, minimum, fmax or fmin (fn) of a[i]
// and b[i] (of a[i] and y when scalar) into d[i] for i below len(d)
// rounded down to a multiple of the lanes, as Func2FloatRun's loops: max
// and min instructions return their second source (b) on ties and where
// either is NaN, which is NumPy's tie rule, its NaN rule for a NaN b in
// maximum and minimum and for a NaN a in fmax and fmin; the other NaN is
// blended back (a where a is NaN for maximum and minimum, a where b is for
// fmax and fmin). With nt, the "NT" twin stores non-temporally.
func extremeFunc2(t elemType, fn string, scalar, nt bool) {
	form, sig := "VV", fmt.Sprintf("func(d, a, b []%s)", t.name)
	if scalar {
		form, sig = "VS", fmt.Sprintf("func(d, a []%s, y %s)", t.name, t.name)
	}
	name := fn + form + t.sfx + ntSuffix(nt)
	TEXT(name, NOSPLIT, sig)
	Pragma("noescape")
	other := "b[i]"
	if scalar {
		other = "y"
	}
	Doc(fmt.Sprintf("%s stores NumPy's %s(a[i], %s) into d[i] for i below len(d) rounded down to a multiple of %d%s.", name, fn, other, t.lanes, ntDoc(nt)))
	d := Load(Param("d").Base(), GP64())
	a := Load(Param("a").Base(), GP64())
	n := Load(Param("d").Len(), GP64())
	var b Register
	var y VecVirtual
	if scalar {
		y = YMM()
		t.bcast(Load(Param("y"), XMM()), y)
	} else {
		b = Load(Param("b").Base(), GP64())
	}
	op := t.op["max"]
	if fn == "minimum" || fn == "fmin" {
		op = t.op["min"]
	}
	ptrs := []ptr{{r: a}, {r: d}}
	if !scalar {
		ptrs = append(ptrs, ptr{r: b})
	}
	vectorLoops(n, t.lanes, func(unroll int) {
		xs, ys, rs := make([]VecVirtual, unroll), make([]VecVirtual, unroll), make([]VecVirtual, unroll)
		for u := range xs {
			xs[u], rs[u] = YMM(), YMM()
			t.load(Mem{Base: a, Disp: 32 * u}, xs[u])
			if scalar {
				ys[u] = y
			} else {
				ys[u] = YMM()
				t.load(Mem{Base: b, Disp: 32 * u}, ys[u])
			}
		}
		for u := range xs {
			op(ys[u], xs[u], rs[u]) // a > b (a < b) ? a : b
			nan, m := xs[u], YMM()
			if fn == "fmax" || fn == "fmin" {
				nan = ys[u]
			}
			t.cmp(U8(3), nan, nan, m) // unordered: NaN
			t.blend(m, xs[u], rs[u], rs[u])
		}
		t.store(nt, rs, d)
	}, ptrs...)
	endStores(nt)
}

var cmpSymbol = map[string]string{"lt": "<", "le": "<=", "gt": ">", "ge": ">=", "eq": "==", "ne": "!="}

// ptr is a pointer register that vectorLoops moves, forward or down.
type ptr struct {
	r    Register
	down bool
}

// arithVV writes d[i] = a[i] op b[i] for i < len(d) rounded down to a
// multiple of the lanes; the caller finishes the tail.
func arithVV(t elemType, op string, nt bool) {
	name := fmt.Sprintf("%sVV%s%s", op, t.sfx, ntSuffix(nt))
	TEXT(name, NOSPLIT, fmt.Sprintf("func(d, a, b []%s)", t.name))
	Pragma("noescape")
	Doc(fmt.Sprintf("%s stores a[i] %s b[i] into d[i] for i below len(d) rounded down to a multiple of %d%s.", name, symbol[op], t.lanes, ntDoc(nt)))
	d := Load(Param("d").Base(), GP64())
	a := Load(Param("a").Base(), GP64())
	b := Load(Param("b").Base(), GP64())
	n := Load(Param("d").Len(), GP64())
	vectorLoops(n, t.lanes, func(unroll int) {
		xs := make([]VecVirtual, unroll)
		for u := range xs {
			xs[u] = YMM()
			t.load(Mem{Base: a, Disp: 32 * u}, xs[u])
		}
		for u := range xs {
			t.op[op](Mem{Base: b, Disp: 32 * u}, xs[u], xs[u])
		}
		t.store(nt, xs, d)
	}, ptr{r: a}, ptr{r: b}, ptr{r: d})
	endStores(nt)
}

// cmulVV writes the complex products d[i] = a[i]·b[i] for complex numbers
// stored as (real, imaginary) pairs of t, for i below len(d) rounded down
// to a multiple of the pairs in a vector: (ar·br - ai·bi, ai·br + ar·bi),
// each product rounded before its sum, as Go's loop without fused
// operations and NumPy's scalar loop compute them. b's real and imaginary
// parts are duplicated across each pair, a's pairs swapped, and ADDSUB
// takes the difference in the real lanes and the sum in the imaginary
// ones. The slices hold the pairs' parts, len(d) of them.
func cmulVV(t elemType, scalar bool) {
	form, sig := "VV", fmt.Sprintf("func(d, a, b []%s)", t.name)
	what := "a and b"
	if scalar {
		form, sig, what = "VS", fmt.Sprintf("func(d, a []%s, yr, yi %s)", t.name, t.name), "a and yr + yi·i"
	}
	name := "cmul" + form + t.sfx
	TEXT(name, NOSPLIT, sig)
	Pragma("noescape")
	Doc(fmt.Sprintf("%s stores the complex products of the (real, imaginary) pairs of %s into d's pairs, for the first len(d) parts rounded down to a multiple of %d.", name, what, t.lanes))
	d := Load(Param("d").Base(), GP64())
	a := Load(Param("a").Base(), GP64())
	n := Load(Param("d").Len(), GP64())
	var b Register
	var yr, yi VecVirtual
	ptrs := []ptr{{r: a}, {r: d}}
	if scalar {
		yr, yi = YMM(), YMM()
		t.bcast(Load(Param("yr"), XMM()), yr)
		t.bcast(Load(Param("yi"), XMM()), yi)
	} else {
		b = Load(Param("b").Base(), GP64())
		ptrs = append(ptrs, ptr{r: b})
	}
	vectorLoops(n, t.lanes, func(unroll int) {
		for u := range unroll {
			x, br, bi, xs := YMM(), YMM(), YMM(), YMM()
			in := func(r Register) Mem { return Mem{Base: r, Disp: 32 * u} }
			t.load(in(a), x)
			switch {
			case scalar:
				VMOVAPD(yr, br)
				VMOVAPD(yi, bi)
			case t.size == 8:
				VMOVDDUP(in(b), br)           // (br, br)
				VPERMILPD(U8(0xf), in(b), bi) // (bi, bi)
			default:
				VMOVSLDUP(in(b), br)
				VMOVSHDUP(in(b), bi)
			}
			if t.size == 8 {
				VPERMILPD(U8(0x5), x, xs) // (ai, ar)
				VMULPD(br, x, br)         // (ar·br, ai·br)
				VMULPD(bi, xs, bi)        // (ai·bi, ar·bi)
				VADDSUBPD(bi, br, x)      // (ar·br - ai·bi, ai·br + ar·bi)
			} else {
				VPERMILPS(U8(0xb1), x, xs)
				VMULPS(br, x, br)
				VMULPS(bi, xs, bi)
				VADDSUBPS(bi, br, x)
			}
			t.load(x, in(d))
		}
	}, ptrs...)
	VZEROUPPER()
	RET()
}

// arithVS writes d[i] = a[i] op y, as arithVV.
func arithVS(t elemType, op string, nt bool) {
	name := fmt.Sprintf("%sVS%s%s", op, t.sfx, ntSuffix(nt))
	TEXT(name, NOSPLIT, fmt.Sprintf("func(d, a []%s, y %s)", t.name, t.name))
	Pragma("noescape")
	Doc(fmt.Sprintf("%s stores a[i] %s y into d[i] for i below len(d) rounded down to a multiple of %d%s.", name, symbol[op], t.lanes, ntDoc(nt)))
	d := Load(Param("d").Base(), GP64())
	a := Load(Param("a").Base(), GP64())
	n := Load(Param("d").Len(), GP64())
	y := YMM()
	t.bcast(Load(Param("y"), XMM()), y)
	vectorLoops(n, t.lanes, func(unroll int) {
		xs := make([]VecVirtual, unroll)
		for u := range xs {
			xs[u] = YMM()
			t.load(Mem{Base: a, Disp: 32 * u}, xs[u])
		}
		for u := range xs {
			t.op[op](y, xs[u], xs[u])
		}
		t.store(nt, xs, d)
	}, ptr{r: a}, ptr{r: d})
	endStores(nt)
}

// selectKernel stores c[i] ? a[i] : b[i] into d[i] for elements of size
// bytes (8 or 4; any type of that width, as bits): each vector's bools are
// widened to lanes of 0 or 1, compared with zero, and the mask blends b's
// lanes over a's.
func selectKernel(size int, nt bool) {
	bits := 8 * size
	lanes := 32 / size
	name := fmt.Sprintf("select%d%s", bits, ntSuffix(nt))
	TEXT(name, NOSPLIT, fmt.Sprintf("func(d []uint%d, c []bool, a, b []uint%d)", bits, bits))
	Pragma("noescape")
	Doc(fmt.Sprintf("%s stores c[i] ? a[i] : b[i] into d[i] for i below len(d) rounded down to a multiple of %d%s.", name, lanes, ntDoc(nt)))
	d := Load(Param("d").Base(), GP64())
	c := Load(Param("c").Base(), GP64())
	a := Load(Param("a").Base(), GP64())
	b := Load(Param("b").Base(), GP64())
	n := Load(Param("d").Len(), GP64())
	zero := YMM()
	VPXOR(zero, zero, zero)
	// step selects the vector k vectors on, at each pointer's offset.
	step := func(k int) {
		m, x := YMM(), YMM()
		if size == 8 {
			VPMOVZXBQ(Mem{Base: c, Disp: k * lanes}, m)
			VPCMPEQQ(zero, m, m) // all ones where c[i] is false
		} else {
			VPMOVZXBD(Mem{Base: c, Disp: k * lanes}, m)
			VPCMPEQD(zero, m, m)
		}
		VMOVDQU(Mem{Base: a, Disp: 32 * k}, x)
		VPBLENDVB(m, Mem{Base: b, Disp: 32 * k}, x, x) // b's lanes where the mask is set
		if nt {
			VMOVNTDQ(x, Mem{Base: d, Disp: 32 * k})
		} else {
			VMOVDQU(x, Mem{Base: d, Disp: 32 * k})
		}
	}
	// Four vectors a turn (128 bytes of d), then one.
	for _, v := range []int{4, 1} {
		loop := fmt.Sprintf("loop%d", v)
		Label(loop)
		CMPQ(n, U32(v*lanes))
		JL(LabelRef(loop + "_end"))
		for k := range v {
			step(k)
		}
		ADDQ(U32(32*v), a)
		ADDQ(U32(32*v), b)
		ADDQ(U32(32*v), d)
		ADDQ(U32(v*lanes), c)
		SUBQ(U32(v*lanes), n)
		JMP(LabelRef(loop))
		Label(loop + "_end")
	}
	Label("done")
	endStores(nt)
}

// argRunF64 emits argMaxRunF64 or argMinRunF64: for x of a positive
// multiple of 16 elements, taken as blocks of 16 (four vectors, lane j of
// a block holding its elements j, 4+j, 8+j and 12+j), each of the four
// lanes' extreme over the blocks and the first block where the lane
// reached it, so that the caller finds the extreme, the first block that
// holds it, and its first position there with one search of 16 elements.
// A block costs three VMAXPD (or VMINPD) to fold its vectors, one
// comparison and one blend for the block index, the lane's new extreme,
// and two unordered comparisons for NaNs: 11 vector operations where
// keeping every lane's position took 24 (NumPy's argmax keeps block
// indices too). It reports whether x holds a NaN, in which case best and
// block mean nothing.
func argRunF64(max bool) {
	name := "argMinRunF64"
	pred := U8(0x11) // less than, ordered
	fold := VMINPD
	if max {
		name, pred, fold = "argMaxRunF64", U8(0x1e), VMAXPD // greater than, ordered
	}
	TEXT(name, NOSPLIT, "func(x []float64, best *[4]float64, block *[4]int) bool")
	Pragma("noescape")
	Doc(name + " stores into best and block each of four lanes' extreme of x, taken as blocks of 16 elements (lane j: elements j, 4+j, 8+j, 12+j of each), and the first block where the lane reached it, for len(x) a positive multiple of 16; it reports whether x holds a NaN, in which case best and block mean nothing.")
	x := Load(Param("x").Base(), GP64())
	n := Load(Param("x").Len(), GP64())
	bp := Load(Param("best"), GP64())
	kp := Load(Param("block"), GP64())
	acc, blk, cur, one, nan := YMM(), YMM(), YMM(), YMM(), YMM()
	// acc starts at the identity of the fold (-Inf for a maximum, +Inf
	// for a minimum): all ones shifted left 52 bits is -Inf's pattern,
	// shifted left 53 then right 1 +Inf's.
	VPCMPEQQ(one, one, one) // -1 in every lane: cur - one steps cur by 1
	if max {
		VPSLLQ(U8(52), one, acc)
	} else {
		VPSLLQ(U8(53), one, acc)
		VPSRLQ(U8(1), acc, acc)
	}
	VPXOR(blk, blk, blk)
	VPXOR(cur, cur, cur)
	VPXOR(nan, nan, nan)
	Label("loop")
	CMPQ(n, U32(16))
	JL(LabelRef("done"))
	v := [4]VecVirtual{YMM(), YMM(), YMM(), YMM()}
	for a := range v {
		VMOVUPD(Mem{Base: x, Disp: 32 * a}, v[a])
	}
	u0, u1 := YMM(), YMM()
	VCMPPD(U8(3), v[1], v[0], u0) // unordered: a NaN in v0 or v1
	VCMPPD(U8(3), v[3], v[2], u1)
	VORPD(u1, u0, u0)
	VORPD(u0, nan, nan)
	m0, m1 := YMM(), YMM()
	fold(v[1], v[0], m0)
	fold(v[3], v[2], m1)
	fold(m1, m0, m0)
	g := YMM()
	VCMPPD(pred, acc, m0, g) // the block's fold better than the lane's extreme
	VBLENDVPD(g, cur, blk, blk)
	VBLENDVPD(g, m0, acc, acc)
	VPSUBQ(one, cur, cur)
	ADDQ(U32(128), x)
	SUBQ(U32(16), n)
	JMP(LabelRef("loop"))
	Label("done")
	VMOVUPD(acc, Mem{Base: bp})
	VMOVDQU(blk, Mem{Base: kp})
	r := GP32()
	VMOVMSKPD(nan, r)
	TESTL(r, r)
	SETNE(r.As8())
	Store(r.As8(), ReturnIndex(0))
	VZEROUPPER()
	RET()
}

// argRunF64Avx512 is argRunF64 with AVX-512 and thirty-two lanes (lane
// j: the elements 32i+j) in four ZMM vectors, four independent chains,
// whose comparisons set mask registers, so that a better value and its
// position are taken by one masked blend each; the positions of the four
// chains come from one counter, and the NaN check is one addition a
// vector (a sum per chain). Against a counter per chain and a comparison
// and mask or per vector for the NaN check: ArgMaxAxes along the rows of a
// 1024² float64 155 → 114 µs (NumPy 144; 2-core AMD EPYC Zen 4 VM, where
// each 512-bit operation takes two of the four vector pipes' slots).
func argRunF64Avx512(max bool) {
	name := "argMinRunF64Avx512"
	pred := U8(0x11) // less than, ordered
	if max {
		name, pred = "argMaxRunF64Avx512", U8(0x1e) // greater than, ordered
	}
	if !max {
		GLOBL("argIota32", RODATA|NOPTR)
		for i := range 32 {
			DATA(8*i, U64(i))
		}
		DATA(256, U64(32))
	}
	TEXT(name, NOSPLIT, "func(x []float64) (at int, nan bool)")
	Pragma("noescape")
	Doc(name + " returns the first position of the " + map[bool]string{false: "minimum", true: "maximum"}[max] + " of x, len(x) a positive multiple of 32, as " + name[:len(name)-6] + " and its caller find it (-0 and 0 equal), or reports that x holds a NaN (at meaningless).")
	x := Load(Param("x").Base(), GP64())
	n := Load(Param("x").Len(), GP64())
	sym := Symbol{Name: "argIota32", Static: true}
	const chains = 4
	// idx[a] holds, per lane j, the position 32i+j of the loop step i
	// where chain a (the elements 32i+8a+j) last improved: cur, one
	// vector for the four chains, is 32i+j; 8a is added at the end. The
	// NaN check is a sum per chain: a NaN makes it NaN (so can +Inf and
	// -Inf together, a false alarm that sends the caller to its exact
	// search, as a NaN does).
	var b, idx, sum [chains]VecVirtual
	step, cur := ZMM(), ZMM()
	VPBROADCASTQ(NewDataAddr(sym, 256), step)
	VMOVDQU64(NewDataAddr(sym, 0), cur)
	for a := range chains {
		b[a], idx[a], sum[a] = ZMM(), ZMM(), ZMM()
		VMOVUPD(Mem{Base: x, Disp: 64 * a}, b[a])
		VMOVDQA64(cur, idx[a])
		VMOVAPD(b[a], sum[a])
	}
	VPADDQ(step, cur, cur)
	ADDQ(U32(256), x)
	SUBQ(U32(32), n)
	Label("loop")
	CMPQ(n, U32(32))
	JL(LabelRef("done"))
	for a := range chains {
		v, m := ZMM(), K()
		VMOVUPD(Mem{Base: x, Disp: 64 * a}, v)
		VCMPPD(pred, b[a], v, m) // v better than b
		VBLENDMPD(v, b[a], m, b[a])
		VPBLENDMQ(cur, idx[a], m, idx[a])
		VADDPD(v, sum[a], sum[a])
	}
	VPADDQ(step, cur, cur)
	ADDQ(U32(256), x)
	SUBQ(U32(32), n)
	JMP(LabelRef("loop"))
	Label("done")
	for a := 1; a < chains; a++ {
		off := ZMM()
		VPBROADCASTQ(NewDataAddr(sym, 64*a), off) // 8a
		VPADDQ(off, idx[a], idx[a])
	}
	for a := 1; a < chains; a++ {
		VADDPD(sum[a], sum[0], sum[0])
	}
	nan := K()
	VCMPPD(U8(3), sum[0], sum[0], nan) // unordered: a NaN
	// The extreme over the thirty-two lanes, in every lane of m (the four
	// vectors, then three butterfly steps), then the lowest position among
	// the lanes equal to it: the others' positions replaced by the largest
	// int, and the minimum taken the same way.
	ext := VMAXPD
	if !max {
		ext = VMINPD
	}
	m, t := ZMM(), ZMM()
	ext(b[1], b[0], m)
	for a := 2; a < chains; a++ {
		ext(b[a], m, m)
	}
	VSHUFF64X2(U8(0x4E), m, m, t) // swap the 256-bit halves
	ext(t, m, m)
	VPERMPD(U8(0x4E), m, t) // swap the 128-bit pairs in each half
	ext(t, m, m)
	VPERMILPD(U8(0x55), m, t) // swap neighbours
	ext(t, m, m)
	big := ZMM()
	VPTERNLOGQ(U8(0xff), big, big, big) // all ones
	VPSRLQ(U8(1), big, big)             // the largest int
	var cand [chains]VecVirtual
	for a := range chains {
		eq := K()
		VCMPPD(U8(0), m, b[a], eq) // equal, ordered: -0 and 0 are
		cand[a] = ZMM()
		VPBLENDMQ(idx[a], big, eq, cand[a])
	}
	VPMINSQ(cand[1], cand[0], m)
	for a := 2; a < chains; a++ {
		VPMINSQ(cand[a], m, m)
	}
	VSHUFI64X2(U8(0x4E), m, m, t)
	VPMINSQ(t, m, m)
	VPERMQ(U8(0x4E), m, t)
	VPMINSQ(t, m, m)
	VPSHUFD(U8(0x4E), m, t) // swap the 64-bit neighbours
	VPMINSQ(t, m, m)
	r := GP64()
	VMOVQ(m.AsX(), r)
	Store(r, ReturnIndex(0))
	f := GP32()
	KMOVW(nan, f)
	TESTL(f, f)
	SETNE(f.As8())
	Store(f.As8(), ReturnIndex(1))
	VZEROUPPER()
	RET()
}

// ntSuffix names the non-temporal variant of a kernel.
func ntSuffix(nt bool) string {
	if nt {
		return "NT"
	}
	return ""
}

func ntDoc(nt bool) string {
	if nt {
		return ", with non-temporal stores (d 32-byte aligned), which the caller fences (Fence) once after its last such call"
	}
	return ""
}

// store writes the vectors xs to d, d+32, …: ordinary stores, or
// non-temporal ones (which need d 32-byte aligned) with nt.
func (t elemType) store(nt bool, xs []VecVirtual, d Register) {
	for u := range xs {
		if nt {
			t.nt(xs[u], Mem{Base: d, Disp: 32 * u})
		} else {
			t.load(xs[u], Mem{Base: d, Disp: 32 * u})
		}
	}
}

// endStores ends a streaming kernel. Non-temporal stores are not fenced
// here: the caller fences once after its last call (Fence), on the
// goroutine that stored, so that an operation made of many calls (a row
// at a time) waits for its stores to drain once, not once a call.
func endStores(bool) {
	VZEROUPPER()
	RET()
}

// sumBlock computes NumPy's eight pairwise accumulators over a block:
// r[j] = x[j] + x[8+j] + x[16+j] + … in that order, for len(x) a positive
// multiple of 8.
func sumBlock(t elemType) {
	name := "sumBlock" + t.sfx
	TEXT(name, NOSPLIT, fmt.Sprintf("func(x []%s, r *[8]%s)", t.name, t.name))
	Pragma("noescape")
	Doc(name + " stores into r the eight accumulators of NumPy's pairwise sum over x, len(x) a positive multiple of 8: r[j] is x[j] + x[8+j] + x[16+j] + … added in that order.")
	x := Load(Param("x").Base(), GP64())
	n := Load(Param("x").Len(), GP64())
	r := Load(Param("r"), GP64())
	nv := 8 / t.lanes // vectors per 8 accumulators
	acc := make([]VecVirtual, nv)
	for v := range acc {
		acc[v] = YMM()
		t.load(Mem{Base: x, Disp: 32 * v}, acc[v])
	}
	ADDQ(U32(8*t.size), x) // past the first 8 elements
	SUBQ(U32(8), n)
	Label("loop")
	CMPQ(n, U32(8))
	JL(LabelRef("done"))
	for v := range acc {
		t.op["add"](Mem{Base: x, Disp: 32 * v}, acc[v], acc[v])
	}
	ADDQ(U32(8*t.size), x)
	SUBQ(U32(8), n)
	JMP(LabelRef("loop"))
	Label("done")
	for v := range acc {
		t.load(acc[v], Mem{Base: r, Disp: 32 * v})
	}
	VZEROUPPER()
	RET()
}

// nanTo stores s[i] into d[i], a NaN replaced by v (the sign of a zero
// and infinities kept), for i below len(d) rounded down to a vector's
// lanes: an ordered comparison of s with itself chooses.
func nanTo(t elemType) {
	name := "nanTo" + t.sfx
	TEXT(name, NOSPLIT, fmt.Sprintf("func(d, s []%s, v %s)", t.name, t.name))
	Pragma("noescape")
	Doc(fmt.Sprintf("%s stores s[i] into d[i], or v where s[i] is a NaN, for i below len(d) rounded down to a multiple of %d; len(s) must be at least len(d).", name, t.lanes))
	d := Load(Param("d").Base(), GP64())
	s := Load(Param("s").Base(), GP64())
	n := Load(Param("d").Len(), GP64())
	v := YMM()
	t.bcast(Load(Param("v"), XMM()), v)
	vectorLoops(n, t.lanes, func(unroll int) {
		for u := range unroll {
			x, m := YMM(), YMM()
			t.load(Mem{Base: s, Disp: 32 * u}, x)
			t.cmp(U8(7), x, x, m) // ordered: not a NaN
			t.blend(m, x, v, x)
			t.load(x, Mem{Base: d, Disp: 32 * u})
		}
	}, ptr{r: s}, ptr{r: d})
	VZEROUPPER()
	RET()
}

// countNaN returns how many elements of x are NaN, len(x) a multiple of
// the lanes: an unordered comparison of each vector with itself gives -1
// in a NaN's lane, subtracted from per-lane counters (two, for the
// unrolled loop), summed across lanes at the end. float32 counters are 32
// bits: the caller passes fewer than 1<<31 elements a call.
func countNaN(t elemType) {
	name := "countNaN" + t.sfx
	TEXT(name, NOSPLIT, fmt.Sprintf("func(x []%s) int", t.name))
	Pragma("noescape")
	Doc(fmt.Sprintf("%s returns how many elements of x are NaN, len(x) a multiple of %d.", name, t.lanes))
	x := Load(Param("x").Base(), GP64())
	n := Load(Param("x").Len(), GP64())
	acc := []VecVirtual{YMM(), YMM()}
	for _, a := range acc {
		VPXOR(a, a, a)
	}
	sub, add := VPSUBQ, VPADDQ
	if t.size == 4 {
		sub, add = VPSUBD, VPADDD
	}
	vectorLoops(n, t.lanes, func(unroll int) {
		for u := range unroll {
			v, m := YMM(), YMM()
			t.load(Mem{Base: x, Disp: 32 * u}, v)
			t.cmp(U8(3), v, v, m)      // unordered: all ones (-1) where v is NaN
			sub(m, acc[u%2], acc[u%2]) // the lane's count, plus one
		}
	}, ptr{r: x})
	add(acc[1], acc[0], acc[0])
	lo, hi := acc[0].AsX(), XMM()
	VEXTRACTI128(U8(1), acc[0], hi)
	add(hi, lo, lo)
	sw := XMM()
	VPSHUFD(U8(0x4E), lo, sw) // swap the 64-bit halves
	add(sw, lo, lo)
	r := GP64()
	if t.size == 4 {
		VPSHUFD(U8(0xB1), lo, sw) // swap neighbouring 32-bit lanes
		add(sw, lo, lo)
		VMOVD(lo, r.As32())
	} else {
		VMOVQ(lo, r)
	}
	Store(r, ReturnIndex(0))
	VZEROUPPER()
	RET()
}

// firstMatch returns the position of the first element of x equal to v
// (firstEq: an ordered comparison, so -0 equals 0 and no NaN equals
// anything) or the first NaN (firstNaN: an unordered comparison with 0),
// among the elements below len(x) rounded down to a multiple of the
// lanes; that length where none matches. Four vectors are compared a
// loop and their masks ORed, so the loop branches once per 128 bytes; a
// hit is then found among the four.
func firstMatch(t elemType, nan bool) {
	name, pred, what := "firstEq"+t.sfx, uint8(0x00), "equal to v (an ordered comparison: -0 equals 0, a NaN nothing)"
	sig := fmt.Sprintf("func(x []%s, v %s) int", t.name, t.name)
	if nan {
		name, pred, what = "firstNaN"+t.sfx, 0x03, "that is NaN"
		sig = fmt.Sprintf("func(x []%s) int", t.name)
	}
	TEXT(name, NOSPLIT, sig)
	Pragma("noescape")
	Doc(fmt.Sprintf("%s returns the position of the first element of x %s, among those below len(x) rounded down to a multiple of %d; that length if there is none.", name, what, t.lanes))
	x := Load(Param("x").Base(), GP64())
	n := Load(Param("x").Len(), GP64())
	ANDQ(I32(-int32(t.lanes)), n) // n rounded down
	v := YMM()
	if nan {
		VXORPD(v, v, v)
	} else {
		t.bcast(Load(Param("v"), XMM()), v)
	}
	i := GP64()
	XORQ(i, i)
	mask, bits := VMOVMSKPD, GP32()
	if t.size == 4 {
		mask = VMOVMSKPS
	}
	at := func(u int) Mem { return Mem{Base: x, Index: i, Scale: uint8(t.size), Disp: 32 * u} }
	// Four vectors a loop.
	end4 := GP64()
	MOVQ(n, end4)
	SUBQ(U32(4*t.lanes), end4)
	ms := []VecVirtual{YMM(), YMM(), YMM(), YMM()}
	Label("loop4")
	CMPQ(i, end4)
	JG(LabelRef("loop1"))
	for u, m := range ms {
		t.cmp(U8(pred), at(u), v, m)
	}
	o1, o2 := YMM(), YMM()
	VORPD(ms[1], ms[0], o1)
	VORPD(ms[3], ms[2], o2)
	VORPD(o2, o1, o1)
	VPTEST(o1, o1)
	JNZ(LabelRef("hit4"))
	ADDQ(U32(4*t.lanes), i)
	JMP(LabelRef("loop4"))
	Label("hit4")
	for u, m := range ms {
		mask(m, bits)
		TESTL(bits, bits)
		JNZ(LabelRef("found"))
		if u < 3 {
			ADDQ(U32(t.lanes), i)
		}
	}
	// One vector a loop for the rest.
	Label("loop1")
	CMPQ(i, n)
	JGE(LabelRef("none"))
	m := YMM()
	t.cmp(U8(pred), at(0), v, m)
	mask(m, bits)
	TESTL(bits, bits)
	JNZ(LabelRef("found"))
	ADDQ(U32(t.lanes), i)
	JMP(LabelRef("loop1"))
	Label("found")
	lane := GP32()
	BSFL(bits, lane) // bits is not 0
	ADDQ(lane.As64(), i)
	Label("none")
	Store(i, ReturnIndex(0))
	VZEROUPPER()
	RET()
}

// addNotNaN adds one to d[i] (an int) for each x[i] that is not NaN, for
// i below len(d) rounded down to a multiple of the lanes: an ordered
// comparison of each vector with itself gives -1 in a number's lane,
// widened to 64 bits for float32, subtracted from d's lanes.
func addNotNaN(t elemType) {
	name := "addNotNaN" + t.sfx
	TEXT(name, NOSPLIT, fmt.Sprintf("func(d []int, x []%s)", t.name))
	Pragma("noescape")
	Doc(fmt.Sprintf("%s adds one to d[i] for each x[i] that is not NaN, for i below len(d) rounded down to a multiple of %d; len(x) must be at least len(d).", name, t.lanes))
	d := Load(Param("d").Base(), GP64())
	x := Load(Param("x").Base(), GP64())
	n := Load(Param("d").Len(), GP64())
	Label("loop")
	CMPQ(n, U32(t.lanes))
	JL(LabelRef("done"))
	v, m := YMM(), YMM()
	t.load(Mem{Base: x}, v)
	t.cmp(U8(7), v, v, m) // ordered: all ones (-1) where v is a number
	halves := []VecVirtual{m}
	if t.size == 4 {
		hi, lo64, hi64 := XMM(), YMM(), YMM()
		VEXTRACTI128(U8(1), m, hi)
		VPMOVSXDQ(m.AsX(), lo64)
		VPMOVSXDQ(hi, hi64)
		halves = []VecVirtual{lo64, hi64}
	}
	for k, h := range halves {
		c := YMM()
		VMOVDQU(Mem{Base: d, Disp: 32 * k}, c)
		VPSUBQ(h, c, c)
		VMOVDQU(c, Mem{Base: d, Disp: 32 * k})
	}
	ADDQ(U32(32), x)
	ADDQ(U32(8*t.lanes), d)
	SUBQ(U32(t.lanes), n)
	JMP(LabelRef("loop"))
	Label("done")
	VZEROUPPER()
	RET()
}

// dotBlock computes the sixteen partial sums of a dot product (Dot in
// package kernel): r[k] is 0 + x[k]·y[k] + x[16+k]·y[16+k] + … in that
// order, each product rounded before it is added (no fused multiply-add).
func dotBlock(t elemType) {
	name := "dotBlock" + t.sfx
	TEXT(name, NOSPLIT, fmt.Sprintf("func(x, y []%s, r *[16]%s)", t.name, t.name))
	Pragma("noescape")
	Doc(name + " stores into r the sixteen partial sums of the dot product of x and y, len(x) a multiple of 16 and len(y) at least as long: r[k] is 0 + x[k]·y[k] + x[16+k]·y[16+k] + … added in that order, each product rounded first.")
	x := Load(Param("x").Base(), GP64())
	y := Load(Param("y").Base(), GP64())
	n := Load(Param("x").Len(), GP64())
	r := Load(Param("r"), GP64())
	nv := 16 / t.lanes // vectors per 16 sums
	acc := make([]VecVirtual, nv)
	for v := range acc {
		acc[v] = YMM()
		VXORPS(acc[v], acc[v], acc[v])
	}
	Label("loop")
	CMPQ(n, U32(16))
	JL(LabelRef("done"))
	for v := range acc {
		p := YMM()
		t.load(Mem{Base: x, Disp: 32 * v}, p)
		t.op["mul"](Mem{Base: y, Disp: 32 * v}, p, p)
		t.op["add"](p, acc[v], acc[v])
	}
	ADDQ(U32(16*t.size), x)
	ADDQ(U32(16*t.size), y)
	SUBQ(U32(16), n)
	JMP(LabelRef("loop"))
	Label("done")
	for v := range acc {
		t.load(acc[v], Mem{Base: r, Disp: 32 * v})
	}
	VZEROUPPER()
	RET()
}

// extremeVV keeps in d[i] the larger (max) or smaller of d[i] and s[i]
// with NumPy's rule: a NaN in either wins, and on a tie d[i] stays (so a
// -0.0 already in d is kept against 0.0).
func extremeVV(t elemType, max bool) {
	name, which := "minVV"+t.sfx, "smaller"
	if max {
		name, which = "maxVV"+t.sfx, "larger"
	}
	TEXT(name, NOSPLIT, fmt.Sprintf("func(d, s []%s)", t.name))
	Pragma("noescape")
	Doc(fmt.Sprintf("%s stores into d[i] the %s of d[i] and s[i], a NaN in either winning and d[i] kept on a tie, for i below len(d) rounded down to a multiple of %d.", name, which, t.lanes))
	d := Load(Param("d").Base(), GP64())
	s := Load(Param("s").Base(), GP64())
	n := Load(Param("d").Len(), GP64())
	vectorLoops(n, t.lanes, func(unroll int) {
		for u := range unroll {
			x, m := YMM(), YMM()
			t.load(Mem{Base: s, Disp: 32 * u}, x)
			t.fold(max, Mem{Base: d, Disp: 32 * u}, x, m)
			t.load(m, Mem{Base: d, Disp: 32 * u})
		}
	}, ptr{r: s}, ptr{r: d})
	VZEROUPPER()
	RET()
}

// extremeVVAvx512 is extremeVV with AVX-512F for float64: eight lanes a
// vector, four vectors a turn, the NaN test into a mask register and the
// NaN taken by one masked blend.
func extremeVVAvx512(max bool) {
	name := "minVVF64Avx512"
	op := VMINPD
	if max {
		name, op = "maxVVF64Avx512", VMAXPD
	}
	TEXT(name, NOSPLIT, "func(d, s []float64)")
	Pragma("noescape")
	Doc(fmt.Sprintf("%s is %s with AVX-512F, for i below len(d) rounded down to a multiple of 8.", name, name[:len(name)-6]))
	d := Load(Param("d").Base(), GP64())
	s := Load(Param("s").Base(), GP64())
	n := Load(Param("d").Len(), GP64())
	for _, unroll := range []int{4, 1} {
		label := fmt.Sprintf("loop%d", unroll)
		Label(label)
		CMPQ(n, U32(8*unroll))
		JL(LabelRef(label + "_end"))
		for u := range unroll {
			x, m, k, ko := ZMM(), ZMM(), K(), K()
			VMOVUPD(Mem{Base: s, Disp: 64 * u}, x)
			op(Mem{Base: d, Disp: 64 * u}, x, m) // d[i] on a tie or a NaN in it
			VCMPPD(U8(3), x, x, k)               // unordered: s[i] is a NaN
			VCMPPD(U8(7), m, m, ko)              // ordered: d[i] is not (m is d[i] there)
			KANDW(ko, k, k)
			VBLENDMPD(x, m, k, m)
			VMOVUPD(m, Mem{Base: d, Disp: 64 * u})
		}
		ADDQ(U32(64*unroll), s)
		ADDQ(U32(64*unroll), d)
		SUBQ(U32(8*unroll), n)
		JMP(LabelRef(label))
		Label(label + "_end")
	}
	VZEROUPPER()
	RET()
}

// rowsAvx512 is rows for float64 with AVX-512F: chunks of four ZMM
// vectors (32 elements) of d kept in registers across the rows. For min
// and max a first pass folds the chunk's rows with VMINPD/VMAXPD alone and
// only notes whether a row held a NaN: one ordered comparison for two
// vectors, written through the running mask of lanes without a NaN into
// that mask (an unordered comparison ORed into a mask by KORW took 5.2-5.6
// ms for the maximum of 4096² float64 along axis 0, this 4.5-4.8 ms, no
// check at all 4.4-4.9 ms; one worker, 2-core Zen 5 VM, alternating runs);
// only a chunk that met one is folded again from d, exactly, taking a
// row's NaN by a masked blend, so both passes give the same bits where
// there is no NaN. nanmin and nanmax are that first pass alone, without
// the check: it skips NaN elements (see rows).
func rowsAvx512(kind string) {
	name := kind + "RowsF64Avx512"
	TEXT(name, NOSPLIT, "func(d []float64, src *float64, ls int, nrows int)")
	Pragma("noescape")
	Doc(fmt.Sprintf("%s is %s with AVX-512F, for the elements of d below len(d) rounded down to a multiple of 32.", name, name[:len(name)-6]))
	d := Load(Param("d").Base(), GP64())
	n := Load(Param("d").Len(), GP64())
	src := Load(Param("src"), GP64())
	ls := Load(Param("ls"), GP64())
	SHLQ(U8(3), ls)
	op := map[string]func(...Op){"add": VADDPD, "min": VMINPD, "max": VMAXPD, "nanmin": VMINPD, "nanmax": VMAXPD}[kind]
	_, skipNaN := nanKind(kind)
	Label("chunk")
	CMPQ(n, U32(32))
	JL(LabelRef("done"))
	acc := []VecVirtual{ZMM(), ZMM(), ZMM(), ZMM()}
	loadAcc := func() {
		for k := range acc {
			VMOVUPD(Mem{Base: d, Disp: 64 * k}, acc[k])
		}
	}
	loadAcc()
	p := GP64()
	MOVQ(src, p)
	r := GP64()
	MOVQ(NewParamAddr("nrows", 40), r)
	var ok Register // lanes where no row has held a NaN so far
	if kind != "add" && !skipNaN {
		ok = K()
		KXNORW(ok, ok, ok)
	}
	Label("row")
	TESTQ(r, r)
	JE(LabelRef("rowsdone"))
	xs := make([]VecVirtual, len(acc))
	for k := range acc {
		if kind == "add" {
			VADDPD(Mem{Base: p, Disp: 64 * k}, acc[k], acc[k])
			continue
		}
		xs[k] = ZMM()
		VMOVUPD(Mem{Base: p, Disp: 64 * k}, xs[k])
		op(acc[k], xs[k], acc[k]) // the accumulator on a tie or a NaN in it
		if k%2 == 1 && !skipNaN {
			// Ordered (neither vector a NaN), masked by ok into ok: one
			// instruction for two vectors.
			VCMPPD(U8(7), xs[k], xs[k-1], ok, ok)
		}
	}
	ADDQ(ls, p)
	DECQ(r)
	JMP(LabelRef("row"))
	Label("rowsdone")
	if kind != "add" && !skipNaN {
		// A row held a NaN: fold the chunk again, exactly.
		flags := GP32()
		KMOVW(ok, flags)
		ANDL(U8(0xFF), flags) // eight lanes (no rows leaves the upper bits set)
		CMPL(flags, U8(0xFF))
		JE(LabelRef("store"))
		loadAcc()
		MOVQ(src, p)
		MOVQ(NewParamAddr("nrows", 40), r)
		Label("exact")
		TESTQ(r, r)
		JE(LabelRef("store"))
		for k := range acc {
			x, m, mo := ZMM(), K(), K()
			VMOVUPD(Mem{Base: p, Disp: 64 * k}, x)
			op(acc[k], x, acc[k])             // the accumulator on a tie or a NaN in it
			VCMPPD(U8(3), x, x, m)            // unordered: the row's element is a NaN
			VCMPPD(U8(7), acc[k], acc[k], mo) // ordered: the accumulator is not
			KANDW(mo, m, m)
			VBLENDMPD(x, acc[k], m, acc[k])
		}
		ADDQ(ls, p)
		DECQ(r)
		JMP(LabelRef("exact"))
	}
	Label("store")
	for k := range acc {
		VMOVUPD(acc[k], Mem{Base: d, Disp: 64 * k})
	}
	ADDQ(U32(256), d)
	ADDQ(U32(256), src)
	SUBQ(U32(32), n)
	JMP(LabelRef("chunk"))
	Label("done")
	VZEROUPPER()
	RET()
}

// leaves emits the kernels that store NumPy's pairwise sums of 128-element
// leaves, one stream (leaf b of x into out[b], len(x) == 128*len(out)) or
// four read side by side (leaf b of x[s*gap:] into out[s*len(out)/4+b],
// so that four distant regions of memory are in flight; see sumStreams in
// package kernel): eight accumulators, then ((r0+r1)+(r2+r3)) +
// ((r4+r5)+(r6+r7)). sumLeaves adds x's elements; sqLeaves (sq) adds
// float64(|x|)², each element widened, its sign cleared and squared as it
// is loaded, into float64 sums, as sumLeavesF64 sums a buffer of those
// squares.
func leaves(t elemType, streams int, sq bool) {
	out, kind := t, "sumLeaves"
	if sq {
		out, kind = f64, "sqLeaves"
	}
	name := kind + t.sfx
	args := fmt.Sprintf("x []%s, out []%s", t.name, out.name)
	what := "NumPy's pairwise sum of x[128*b : 128*b+128] (eight accumulators, combined as ((r0+r1)+(r2+r3)) + ((r4+r5)+(r6+r7)))"
	if sq {
		what = "NumPy's pairwise sum of float64(|x[i]|)² over the leaf x[128*b : 128*b+128], as sumLeavesF64 sums a buffer of those squares"
	}
	doc := name + " stores into out[b] " + what + "; len(x) must be 128*len(out)."
	if streams == 4 {
		name = kind + "4" + t.sfx
		args = fmt.Sprintf("x []%s, gap int, out []%s", t.name, out.name)
		if sq {
			doc = name + " stores into out[s*nb+b], nb = len(out)/4, the squares' leaf sum (as sqLeaves" + t.sfx + ") of x[s*gap+128*b:][:128] for s < 4 and b < nb; len(x) must be at least 3*gap+128*nb."
		} else {
			doc = name + " stores into out[s*nb+b], nb = len(out)/4, NumPy's pairwise sum of the 128-element leaf x[s*gap+128*b:][:128] for s < 4 and b < nb, as sumLeaves" + t.sfx + " sums one leaf; len(x) must be at least 3*gap+128*nb."
		}
	}
	TEXT(name, NOSPLIT, "func("+args+")")
	Pragma("noescape")
	Doc(doc)
	x := Load(Param("x").Base(), GP64())
	var g Register
	if streams == 4 {
		g = Load(Param("gap"), GP64())
	}
	o := Load(Param("out").Base(), GP64())
	nb := Load(Param("out").Len(), GP64())
	xs, os := []Register{x}, []Register{o}
	if streams == 4 {
		SHRQ(U8(2), nb)
		SHLQ(U8(t.sizeShift()), g)
		ob := GP64() // the distance between the streams' outputs, in bytes
		MOVQ(nb, ob)
		SHLQ(U8(out.sizeShift()), ob)
		for s := 1; s < 4; s++ {
			xs, os = append(xs, GP64()), append(os, GP64())
			LEAQ(Mem{Base: xs[s-1], Index: g, Scale: 1}, xs[s])
			LEAQ(Mem{Base: os[s-1], Index: ob, Scale: 1}, os[s])
		}
	}
	// Each group of eight elements is nv vectors of the sums' type, the
	// v-th at byte step·v of the group.
	nv, step := 8/t.lanes, 32
	var mask VecVirtual
	if sq {
		nv, step = 2, 4*t.size
		mask = qword(0x7fffffffffffffff)
	}
	// load loads the vector at m as the sums' type: as it is, or squared.
	load := func(m Mem, v VecVirtual) {
		if !sq {
			t.load(m, v)
			return
		}
		if t.size == 8 {
			VMOVUPD(m, v)
		} else {
			VCVTPS2PD(m, v)
		}
		VANDPD(mask, v, v)
		VMULPD(v, v, v)
	}
	Label("block")
	CMPQ(nb, U32(0))
	JE(LabelRef("done"))
	acc := make([][]VecVirtual, streams)
	for s := range acc {
		acc[s] = make([]VecVirtual, nv)
		for v := range nv {
			acc[s][v] = YMM()
			load(Mem{Base: xs[s], Disp: step * v}, acc[s][v])
		}
	}
	for k := 1; k < 16; k++ { // 15 more groups of 8, in order, stream by stream
		for s := range acc {
			for v := range nv {
				m := Mem{Base: xs[s], Disp: 8*t.size*k + step*v}
				if !sq {
					t.op["add"](m, acc[s][v], acc[s][v])
					continue
				}
				y := YMM()
				load(m, y)
				VADDPD(y, acc[s][v], acc[s][v])
			}
		}
	}
	for s := range acc {
		leafSum(out, acc[s], Mem{Base: os[s]})
		ADDQ(U32(128*t.size), xs[s])
		ADDQ(U32(out.size), os[s])
	}
	DECQ(nb)
	JMP(LabelRef("block"))
	Label("done")
	VZEROUPPER()
	RET()
}

// streamAt addresses stream b < 4 of four equally spaced ones, disp bytes
// in: streams 0 and 1 from b0, 2 and 3 from b2 (b0 plus two gaps), the odd
// ones a gap (in idx, bytes) further.
func streamAt(b0, b2, idx Register, b, disp int) Mem {
	m := Mem{Base: b0, Disp: disp}
	if b >= 2 {
		m.Base = b2
	}
	if b%2 == 1 {
		m.Index, m.Scale = idx, 1
	}
	return m
}

// fold4 folds four rows of s into four rows of d in one pass: d[b*ds+j] =
// d[b*ds+j] op s[b*ss+j] for b < 4, j below len(d) rounded down to two
// vectors, each element as the one-row kernels fold it (addVV, minVV,
// maxVV). Reading the four source rows side by side keeps four distant
// regions of memory in flight where one row at a time reads one (see
// foldSets in package kernel).
func fold4(t elemType, kind string) {
	name := kind + "4" + t.sfx
	TEXT(name, NOSPLIT, fmt.Sprintf("func(d []%s, ds int, s *%s, ss int)", t.name, t.name))
	Pragma("noescape")
	what := map[string]string{"add": "the sum of", "min": "the smaller of", "max": "the larger of"}[kind]
	Doc(fmt.Sprintf("%s stores into d[b*ds+j] %s d[b*ds+j] and s[b*ss+j] for b < 4 and j below len(d) rounded down to a multiple of %d, as the one-row kernels of %s do.", name, what, 2*t.lanes, kind))
	d0 := Load(Param("d").Base(), GP64())
	n := Load(Param("d").Len(), GP64())
	dsr := Load(Param("ds"), GP64())
	s0 := Load(Param("s"), GP64())
	ssr := Load(Param("ss"), GP64())
	SHLQ(U8(t.sizeShift()), dsr)
	SHLQ(U8(t.sizeShift()), ssr)
	d2, s2 := GP64(), GP64()
	LEAQ(Mem{Base: d0, Index: dsr, Scale: 2}, d2)
	LEAQ(Mem{Base: s0, Index: ssr, Scale: 2}, s2)
	Label("loop")
	CMPQ(n, U32(2*t.lanes))
	JL(LabelRef("done"))
	for v := range 2 {
		for b := range 4 {
			dm, sm := streamAt(d0, d2, dsr, b, 32*v), streamAt(s0, s2, ssr, b, 32*v)
			x := YMM()
			if kind == "add" {
				t.load(dm, x)
				t.op["add"](sm, x, x) // d + s, as addVV adds
				t.load(x, dm)
				continue
			}
			m := YMM()
			t.load(sm, x)
			t.fold(kind == "max", dm, x, m)
			t.load(m, dm)
		}
	}
	for _, r := range []Register{d0, d2, s0, s2} {
		ADDQ(U32(64), r)
	}
	SUBQ(U32(2*t.lanes), n)
	JMP(LabelRef("loop"))
	Label("done")
	VZEROUPPER()
	RET()
}

// leafSum stores NumPy's combination of a leaf's eight accumulators (in
// acc: one vector of float32 or two of float64) at out:
// ((r0+r1)+(r2+r3)) + ((r4+r5)+(r6+r7)).
func leafSum(t elemType, acc []VecVirtual, out Mem) {
	res := XMM()
	if t.size == 8 {
		// acc0 = r0..r3, acc1 = r4..r7.
		h := YMM()
		VHADDPD(acc[1], acc[0], h) // r0+r1, r4+r5, r2+r3, r6+r7
		hi := XMM()
		VEXTRACTF128(U8(1), h, hi)
		VADDPD(hi, h.AsX(), hi) // (r0+r1)+(r2+r3), (r4+r5)+(r6+r7)
		VPERMILPD(U8(1), hi, res)
		VADDSD(res, hi, res) // the left pair plus the right pair
		VMOVSD(res, out)
		return
	}
	h := YMM()
	VHADDPS(acc[0], acc[0], h) // r0+r1, r2+r3, ·, · | r4+r5, r6+r7, ·, ·
	VHADDPS(h, h, h)           // (r0+r1)+(r2+r3) … | (r4+r5)+(r6+r7) …
	hi := XMM()
	VEXTRACTF128(U8(1), h, hi)
	VADDSS(hi, h.AsX(), res)
	VMOVSS(res, out)
}

// extremeRun reduces x (len(x) a positive multiple of the lanes) to its
// minimum or maximum and reports whether x holds a NaN (the result is then
// meaningless and the caller returns NaN, NumPy's rule). Which of two equal
// values (0 and -0) is kept is not specified.
func extremeRun(t elemType, max bool) {
	name, which := "minRun"+t.sfx, "minimum"
	if max {
		name, which = "maxRun"+t.sfx, "maximum"
	}
	TEXT(name, NOSPLIT, fmt.Sprintf("func(x []%s) (%s, bool)", t.name, t.name))
	Pragma("noescape")
	Doc(fmt.Sprintf("%s returns the %s of x, len(x) a positive multiple of %d, and whether x holds a NaN (the value is then meaningless).", name, which, t.lanes))
	x := Load(Param("x").Base(), GP64())
	n := Load(Param("x").Len(), GP64())
	op, cmp, or := t.op[minmax(max)], t.cmp, t.or
	acc := []VecVirtual{YMM(), YMM()}
	nan := []VecVirtual{YMM(), YMM()}
	for k := range 2 {
		t.load(Mem{Base: x}, acc[k]) // the first vector twice: harmless for min/max
		VXORPD(nan[k], nan[k], nan[k])
	}
	vectorLoops(n, t.lanes, func(unroll int) {
		for u := range unroll {
			v, un := YMM(), YMM()
			t.load(Mem{Base: x, Disp: 32 * u}, v)
			cmp(U8(3), v, v, un)
			or(un, nan[u%2], nan[u%2])
			op(v, acc[u%2], acc[u%2])
		}
	}, ptr{r: x})
	op(acc[1], acc[0], acc[0])
	or(nan[1], nan[0], nan[0])
	// Lanes: fold the high half onto the low one, then within 128 bits.
	lo := foldLanes(t, max, acc[0])
	Store(lo, ReturnIndex(0))
	mask := GP32()
	if t.size == 8 {
		VMOVMSKPD(nan[0], mask)
	} else {
		VMOVMSKPS(nan[0], mask)
	}
	TESTL(mask, mask)
	has := GP8()
	SETNE(has)
	Store(has, ReturnIndex(1))
	VZEROUPPER()
	RET()
}

// nanExtremeRun is extremeRun that skips NaNs (np.nanmax's fold): four
// accumulators start at -Inf (+Inf for a minimum) and take each vector by
// a max (min) instruction with the accumulator as its second source, which
// it returns on a tie and where the element is NaN; so no accumulator ever
// holds a NaN, and a run of NaNs only gives the infinity.
func nanExtremeRun(t elemType, max bool) {
	name, which := "nanMinRun"+t.sfx, "minimum"
	if max {
		name, which = "nanMaxRun"+t.sfx, "maximum"
	}
	TEXT(name, NOSPLIT, fmt.Sprintf("func(x []%s) %s", t.name, t.name))
	Pragma("noescape")
	Doc(fmt.Sprintf("%s returns the %s of the elements of x that are not NaN, len(x) a positive multiple of %d, or %sInf where there is none; of equal elements (0 and -0) any.", name, which, t.lanes, map[bool]string{true: "-", false: "+"}[max]))
	x := Load(Param("x").Base(), GP64())
	n := Load(Param("x").Len(), GP64())
	op := t.op[minmax(max)]
	// The infinity: all ones shifted left by the exponent's position gives
	// -Inf; one bit further, then right by one, +Inf.
	inf := YMM()
	VPCMPEQQ(inf, inf, inf)
	shift, shl, shr := 52, VPSLLQ, VPSRLQ
	if t.size == 4 {
		shift, shl, shr = 23, VPSLLD, VPSRLD
	}
	if max {
		shl(U8(shift), inf, inf)
	} else {
		shl(U8(shift+1), inf, inf)
		shr(U8(1), inf, inf)
	}
	acc := []VecVirtual{inf, YMM(), YMM(), YMM()}
	for k := 1; k < 4; k++ {
		VMOVAPD(inf, acc[k])
	}
	vectorLoops(n, t.lanes, func(unroll int) {
		for u := range unroll {
			v := YMM()
			t.load(Mem{Base: x, Disp: 32 * u}, v)
			op(acc[u], v, acc[u]) // the accumulator on a tie or a NaN element
		}
	}, ptr{r: x})
	op(acc[1], acc[0], acc[0])
	op(acc[3], acc[2], acc[2])
	op(acc[2], acc[0], acc[0])
	Store(foldLanes(t, max, acc[0]), ReturnIndex(0))
	VZEROUPPER()
	RET()
}

// foldLanes folds the lanes of acc to its minimum or maximum in the low
// lane of the returned register (which lane wins a tie is not specified).
func foldLanes(t elemType, max bool, acc VecVirtual) Register {
	hi, lo := XMM(), acc.AsX()
	VEXTRACTF128(U8(1), acc, hi)
	if t.size == 8 {
		MINMAXSD := VMINPD
		if max {
			MINMAXSD = VMAXPD
		}
		MINMAXSD(hi, lo, lo)
		sw := XMM()
		VPERMILPD(U8(1), lo, sw)
		MINMAXSD(sw, lo, lo)
	} else {
		f := VMINPS
		if max {
			f = VMAXPS
		}
		f(hi, lo, lo)
		sw := XMM()
		VPERMILPS(U8(0x4E), lo, sw) // swap 64-bit halves
		f(sw, lo, lo)
		VPERMILPS(U8(0xB1), lo, sw) // swap neighbours
		f(sw, lo, lo)
	}
	return lo
}

// extremeRun4 is extremeRun over four runs of n elements (n a positive
// multiple of the lanes), x[s*gap:] for s < 4, side by side: their
// extremes go to r[s], and bit s of the result is set when run s holds a
// NaN (r[s] is then meaningless).
func extremeRun4(t elemType, max bool) {
	name, which := "minRun4"+t.sfx, "minima"
	if max {
		name, which = "maxRun4"+t.sfx, "maxima"
	}
	TEXT(name, NOSPLIT, fmt.Sprintf("func(x []%s, gap, n int, r *[4]%s) int", t.name, t.name))
	Pragma("noescape")
	Doc(fmt.Sprintf("%s stores into r[s] the %s of the runs x[s*gap:][:n] for s < 4, n a positive multiple of %d, and returns a mask whose bit s is set when run s holds a NaN (r[s] is then meaningless).", name, which, t.lanes))
	x := Load(Param("x").Base(), GP64())
	g := Load(Param("gap"), GP64())
	n := Load(Param("n"), GP64())
	out := Load(Param("r"), GP64())
	SHLQ(U8(t.sizeShift()), g)
	x2 := GP64()
	LEAQ(Mem{Base: x, Index: g, Scale: 2}, x2)
	at := func(s int) Mem { return streamAt(x, x2, g, s, 0) }
	op, cmp, or := t.op[minmax(max)], t.cmp, t.or
	var acc, nan [4]VecVirtual
	for s := range 4 {
		acc[s], nan[s] = YMM(), YMM()
		t.load(at(s), acc[s])
		VXORPD(nan[s], nan[s], nan[s])
	}
	Label("loop")
	for s := range 4 {
		v, un := YMM(), YMM()
		t.load(at(s), v)
		cmp(U8(3), v, v, un)
		or(un, nan[s], nan[s])
		op(v, acc[s], acc[s])
	}
	ADDQ(U32(32), x)
	ADDQ(U32(32), x2)
	SUBQ(U32(t.lanes), n)
	JNZ(LabelRef("loop"))
	flags := GP64()
	XORQ(flags, flags)
	for s := range 4 {
		lo := foldLanes(t, max, acc[s])
		if t.size == 8 {
			VMOVSD(lo, Mem{Base: out, Disp: 8 * s})
		} else {
			VMOVSS(lo, Mem{Base: out, Disp: 4 * s})
		}
		mask := GP64()
		if t.size == 8 {
			VMOVMSKPD(nan[s], mask.As32())
		} else {
			VMOVMSKPS(nan[s], mask.As32())
		}
		has := GP64()
		XORQ(has, has)
		TESTQ(mask, mask)
		SETNE(has.As8())
		if s > 0 {
			SHLQ(U8(s), has)
		}
		ORQ(has, flags)
	}
	Store(flags, ReturnIndex(0))
	VZEROUPPER()
	RET()
}

// rows folds rows of a matrix into d: for r < nrows, in order, d[j] =
// d[j] op src[r*ls+j] (op: add, or min/max with extremeVV's rule), for j
// below len(d) rounded down to 4 vectors. Each 4-vector chunk of d stays in
// registers across all the rows, so d is read and written once.
// nanKind reports whether a rows kernel's kind skips NaNs ("nanmin",
// "nanmax"), and then whether it is a maximum.
func nanKind(kind string) (max, ok bool) {
	return kind == "nanmax", kind == "nanmin" || kind == "nanmax"
}

// nanRowsDoc is the doc's sentence on NaNs for a rows kernel of kind.
func nanRowsDoc(kind string) string {
	if _, ok := nanKind(kind); ok {
		return " A NaN element is skipped (d's element kept), as is an equal one; d must hold no NaN."
	}
	return ""
}

func rows(t elemType, kind string) {
	name := kind + "Rows" + t.sfx
	TEXT(name, NOSPLIT, fmt.Sprintf("func(d []%s, src *%s, ls int, nrows int)", t.name, t.name))
	Pragma("noescape")
	Doc(fmt.Sprintf("%s folds nrows rows of src (row stride ls elements) into d with %s, row by row in order, for the elements of d below len(d) rounded down to a multiple of %d.%s", name, kind, 4*t.lanes, nanRowsDoc(kind)))
	d := Load(Param("d").Base(), GP64())
	n := Load(Param("d").Len(), GP64())
	src := Load(Param("src"), GP64())
	ls := Load(Param("ls"), GP64())
	if t.size == 8 {
		SHLQ(U8(3), ls)
	} else {
		SHLQ(U8(2), ls)
	}
	Label("chunk")
	CMPQ(n, U32(4*t.lanes))
	JL(LabelRef("done"))
	acc := []VecVirtual{YMM(), YMM(), YMM(), YMM()}
	for k := range acc {
		t.load(Mem{Base: d, Disp: 32 * k}, acc[k])
	}
	p := GP64()
	MOVQ(src, p)
	r := GP64()
	MOVQ(NewParamAddr("nrows", 40), r)
	Label("row")
	TESTQ(r, r)
	JE(LabelRef("rowsdone"))
	for k := range acc {
		if kind == "add" {
			t.op["add"](Mem{Base: p, Disp: 32 * k}, acc[k], acc[k])
			continue
		}
		x := YMM()
		t.load(Mem{Base: p, Disp: 32 * k}, x)
		if nan, ok := nanKind(kind); ok {
			t.op[minmax(nan)](acc[k], x, acc[k]) // the accumulator on a tie or a NaN element
			continue
		}
		t.fold(kind == "max", acc[k], x, acc[k])
	}
	ADDQ(ls, p)
	DECQ(r)
	JMP(LabelRef("row"))
	Label("rowsdone")
	for k := range acc {
		t.load(acc[k], Mem{Base: d, Disp: 32 * k})
	}
	ADDQ(U32(128), d)
	ADDQ(U32(128), src)
	SUBQ(U32(4*t.lanes), n)
	JMP(LabelRef("chunk"))
	Label("done")
	VZEROUPPER()
	RET()
}

// storeKind returns the name, the store and the doc phrase of a kernel
// that stores with plain stores or, where nt is set, with the
// non-temporal ones (its "NT" twin, whose destination dst must be 32-byte
// aligned).
func storeKind(name string, nt bool, plain, nontemporal func(x, m Op), dst string) (string, func(x, m Op), string) {
	if nt {
		return name + "NT", nontemporal, " with non-temporal stores (" + dst + " 32-byte aligned; the caller issues the SFENCE)"
	}
	return name, plain, ""
}

// reverseF64 writes dst[i] = src[len(dst)-1-i] for i below len(dst) rounded
// down to a multiple of 4; len(src) == len(dst). It reads src forward from
// the first element the vector part takes and stores dst from that part's
// end down, so that rows reversed one after another read memory as one
// ascending stream (the hardware prefetchers follow that; reading each
// row from its end instead ran 1.1-1.3x slower on AMD Zen 5).
func reverseF64(nt bool) {
	name, store, how := storeKind("reverseF64", nt, func(x, m Op) { VMOVUPD(x, m) }, VMOVNTPD, "dst")
	TEXT(name, NOSPLIT, "func(dst, src []float64)")
	Pragma("noescape")
	Doc(name + " stores src[n-1-i] into dst[i] for n = len(dst) and i below n rounded down to a multiple of 4 (VPERMPD reverses each vector), reading src upward" + how + "; len(src) must equal len(dst).")
	d := Load(Param("dst").Base(), GP64())
	s := Load(Param("src").Base(), GP64())
	n := Load(Param("dst").Len(), GP64())
	// s points at src[n mod 4], d past dst[n rounded down to 4 - 1]; each
	// step reads the 4 elements at s and stores them reversed below d.
	t := GP64()
	MOVQ(n, t)
	ANDQ(U8(3), t)
	LEAQ(Mem{Base: s, Index: t, Scale: 8}, s)
	MOVQ(n, t)
	ANDQ(I8(-4), t)
	LEAQ(Mem{Base: d, Index: t, Scale: 8}, d)
	vectorLoops(n, 4, func(unroll int) {
		xs := make([]VecVirtual, unroll)
		for u := range xs {
			xs[u] = YMM()
			VPERMPD(U8(0x1B), Mem{Base: s, Disp: 32 * u}, xs[u])
		}
		for u := range xs {
			store(xs[u], Mem{Base: d, Disp: -32 * (u + 1)})
		}
	}, ptr{r: s}, ptr{r: d, down: true})
	VZEROUPPER()
	RET()
}

// fillBytes stores a 32-byte pattern over d, len(d) a multiple of 32: the
// vector fill of every element width that divides 32.
func fillBytes(nt bool) {
	name, store, how := storeKind("fill32", nt, VMOVDQU, VMOVNTDQ, "d")
	TEXT(name, NOSPLIT, "func(d []byte, p *[32]byte)")
	Pragma("noescape")
	Doc(name + " stores the 32 bytes at p over d, 32 bytes at a time" + how + "; len(d) must be a multiple of 32.")
	d := Load(Param("d").Base(), GP64())
	n := Load(Param("d").Len(), GP64())
	p := Load(Param("p"), GP64())
	x := YMM()
	VMOVDQU(Mem{Base: p}, x)
	vectorLoops(n, 32, func(unroll int) {
		for u := range unroll {
			store(x, Mem{Base: d, Disp: 32 * u})
		}
	}, ptr{r: d})
	VZEROUPPER()
	RET()
}

// copyBytesNT copies s into d with non-temporal stores, len(d) a multiple
// of 32: the unit-stride copy of runs too short for the runtime's own
// non-temporal path (Go's copy() streams only from 1 MiB), whose plain
// stores read each destination line before writing it.
func copyBytesNT() {
	TEXT("copy32NT", NOSPLIT, "func(d, s []byte)")
	Pragma("noescape")
	Doc("copy32NT copies s into d, 32 bytes at a time with non-temporal stores (d 32-byte aligned; the caller issues the SFENCE); len(d) must be a multiple of 32 and len(s) at least len(d).")
	d := Load(Param("d").Base(), GP64())
	src := Load(Param("s").Base(), GP64())
	n := Load(Param("d").Len(), GP64())
	vectorLoops(n, 32, func(unroll int) {
		xs := make([]VecVirtual, unroll)
		for u := range xs {
			xs[u] = YMM()
			VMOVDQU(Mem{Base: src, Disp: 32 * u}, xs[u])
		}
		for u := range xs {
			VMOVNTDQ(xs[u], Mem{Base: d, Disp: 32 * u})
		}
	}, ptr{r: src}, ptr{r: d})
	VZEROUPPER()
	RET()
}

// gemmKern emits a GEMM micro-kernel: an mr×(nvec vectors) tile of C kept
// in registers while k rank-1 updates stream through them, each one a
// vector load of a row of B (nr = nvec*lanes elements), a broadcast of each
// of the mr elements of a column of A, and mr*nvec fused multiply-adds. A
// is read through strides (element (i, p) at a[i*rsa+p*csa]) and B's rows
// are ldb elements apart, so that one kernel serves packed micro-panels
// (rsa 1, csa mr, ldb nr) and, for small products, operands as they lie. C
// is then stored (or, with add, added to) row by row, ldc elements apart.
// wide selects 512-bit ZMM registers (AVX-512F) over 256-bit YMM (AVX2 and
// FMA).
func gemmKern(t elemType, mr, nvec int, wide bool) {
	vbytes, vec, bits := 32, YMM, "Avx2"
	if wide {
		vbytes, vec, bits = 64, ZMM, "Avx512"
	}
	lanes := vbytes / t.size
	nr := nvec * lanes
	shift := U8(map[int]int{4: 2, 8: 3}[t.size])
	name := fmt.Sprintf("gemm%s%dx%d%s", bits, mr, nr, t.sfx)
	TEXT(name, NOSPLIT, fmt.Sprintf("func(k int, a, b, c *%s, rsa, csa, ldb, ldc int, add bool)", t.name))
	Pragma("noescape")
	Doc(fmt.Sprintf("%s stores into c[i*ldc+j], for i < %d and j < %d, the sum over p < k of a[i*rsa+p*csa]*b[p*ldb+j] (added to c[i*ldc+j] with add), k at least 1.", name, mr, nr))
	k := Load(Param("k"), GP64())
	a := Load(Param("a"), GP64())
	b := Load(Param("b"), GP64())
	rsa, csa, ldb := Load(Param("rsa"), GP64()), Load(Param("csa"), GP64()), Load(Param("ldb"), GP64())
	SHLQ(shift, rsa)
	SHLQ(shift, csa)
	SHLQ(shift, ldb)
	rsa3 := GP64()
	LEAQ(Mem{Base: rsa, Index: rsa, Scale: 2}, rsa3)
	a4 := GP64()
	LEAQ(Mem{Base: a, Index: rsa, Scale: 4}, a4)
	// Start fetching the C tile now: its rows are read and written once
	// the k updates are done, and they are rarely in cache.
	{
		c, ldc := Load(Param("c"), GP64()), Load(Param("ldc"), GP64())
		SHLQ(shift, ldc)
		for i := range mr {
			for off := 0; off < nr*t.size; off += 64 {
				PREFETCHT0(Mem{Base: c, Disp: off})
			}
			if i < mr-1 {
				ADDQ(ldc, c)
			}
		}
	}
	acc := make([][]VecVirtual, mr)
	for i := range acc {
		acc[i] = make([]VecVirtual, nvec)
		for j := range acc[i] {
			acc[i][j] = vec()
			if wide {
				VPXORQ(acc[i][j], acc[i][j], acc[i][j])
			} else {
				VXORPS(acc[i][j], acc[i][j], acc[i][j])
			}
		}
	}
	fma := VFMADD231PD
	if t.size == 4 {
		fma = VFMADD231PS
	}
	// rowOf addresses element i of the current column of A: rows 0-3 from
	// a, 4-7 from a4 = a + 4*rsa, with rsa, 2*rsa and 3*rsa as indices.
	rowOf := func(i int) Mem {
		base := Register(a)
		if i >= 4 {
			base, i = a4, i-4
		}
		switch i {
		case 0:
			return Mem{Base: base}
		case 1:
			return Mem{Base: base, Index: rsa, Scale: 1}
		case 2:
			return Mem{Base: base, Index: rsa, Scale: 2}
		}
		return Mem{Base: base, Index: rsa3, Scale: 1}
	}
	// One update, then a, a4 and b move to the next column and row.
	update := func() {
		bs := make([]VecVirtual, nvec)
		for j := range bs {
			bs[j] = vec()
			t.load(Mem{Base: b, Disp: vbytes * j}, bs[j])
		}
		for i := range mr {
			x := vec()
			t.bcast(rowOf(i), x)
			for j := range bs {
				fma(bs[j], x, acc[i][j])
			}
		}
		ADDQ(csa, a)
		ADDQ(csa, a4)
		ADDQ(ldb, b)
	}
	// Four updates a turn while k allows, then one at a time.
	for _, unroll := range []int{4, 1} {
		label := fmt.Sprintf("loop%d", unroll)
		Label(label)
		CMPQ(k, U32(unroll))
		JL(LabelRef(label + "_end"))
		for range unroll {
			update()
		}
		SUBQ(U32(unroll), k)
		JMP(LabelRef(label))
		Label(label + "_end")
	}

	c := Load(Param("c"), GP64())
	ldc := Load(Param("ldc"), GP64())
	SHLQ(shift, ldc)
	add := Load(Param("add"), GP8())
	CMPB(add, U8(0))
	JE(LabelRef("store"))
	row := GP64()
	MOVQ(c, row)
	for i := range mr {
		for j := range nvec {
			t.op["add"](Mem{Base: row, Disp: vbytes * j}, acc[i][j], acc[i][j])
		}
		if i < mr-1 {
			ADDQ(ldc, row)
		}
	}
	Label("store")
	for i := range mr {
		for j := range nvec {
			t.load(acc[i][j], Mem{Base: c, Disp: vbytes * j})
		}
		if i < mr-1 {
			ADDQ(ldc, c)
		}
	}
	VZEROUPPER()
	RET()
}

// compressKernel emits compress64 or compress32: the elements s[i] with
// c[i] true stored in order from d[0], a group of four (64-bit) or eight
// (32-bit) elements a step. A step turns its group's bools into a bit mask
// (a multiply gathers the bytes' low bits into the top byte), loads the
// mask's permutation from a table that moves the kept lanes to the front,
// permutes the group with it and stores the whole vector at the next free
// place of d, which then moves on by the mask's population count: the
// lanes past the kept ones are rewritten by the next step or left over the
// end. It stops before a group that is not whole in s, or whose store
// could reach past len(d), and returns how many elements of s it consumed
// and how many it stored; the caller finishes from there.
func compressKernel(size int) {
	bits, lanes := 8*size, 32/size
	name := fmt.Sprintf("compress%d", bits)
	TEXT(name, NOSPLIT, fmt.Sprintf("func(d, s []uint%d, c []bool) (i, k int)", bits))
	Pragma("noescape")
	Doc(fmt.Sprintf("%s stores the elements s[i] with c[i] true into d from d[0], %d at a time, while a whole group of s remains and d has room for a whole vector at the next free place; it returns the elements of s consumed and the elements stored.", name, lanes))
	// The table: for each mask, the dword indices of the kept lanes in
	// order (two dwords a 64-bit lane), then zeros.
	table := GLOBL(fmt.Sprintf("compressTable%d", bits), RODATA|NOPTR)
	for m := range 1 << lanes {
		var idx []uint32
		for l := range lanes {
			if m>>l&1 == 1 {
				if size == 8 {
					idx = append(idx, uint32(2*l), uint32(2*l+1))
				} else {
					idx = append(idx, uint32(l))
				}
			}
		}
		for len(idx) < 8 {
			idx = append(idx, 0)
		}
		for j := 0; j < 8; j += 2 {
			DATA(32*m+4*j, U64(uint64(idx[j+1])<<32|uint64(idx[j])))
		}
	}
	d := Load(Param("d").Base(), GP64())
	dn := Load(Param("d").Len(), GP64())
	s := Load(Param("s").Base(), GP64())
	n := Load(Param("s").Len(), GP64())
	c := Load(Param("c").Base(), GP64())
	tab := GP64()
	LEAQ(table, tab)
	i, k := GP64(), GP64()
	XORQ(i, i)
	XORQ(k, k)
	SUBQ(U32(lanes), n)  // a group fits while i <= n
	SUBQ(U32(lanes), dn) // a store fits while k <= dn
	mult := GP64()
	if size == 8 {
		MOVQ(U64(0x01020408), mult)
	} else {
		MOVQ(U64(0x0102040810204080), mult)
	}
	Label("loop")
	CMPQ(i, n)
	JG(LabelRef("done"))
	CMPQ(k, dn)
	JG(LabelRef("done"))
	m, cnt := GP64(), GP64()
	if size == 8 {
		MOVL(Mem{Base: c, Index: i, Scale: 1}, m.As32())
		IMULL(mult.As32(), m.As32())
		SHRL(U8(24), m.As32())
	} else {
		MOVQ(Mem{Base: c, Index: i, Scale: 1}, m)
		IMULQ(mult, m)
		SHRQ(U8(56), m)
	}
	POPCNTQ(m, cnt)
	SHLQ(U8(5), m)
	perm, x := YMM(), YMM()
	VMOVDQU(Mem{Base: tab, Index: m, Scale: 1}, perm)
	VPERMD(Mem{Base: s, Index: i, Scale: uint8(size)}, perm, x)
	VMOVDQU(x, Mem{Base: d, Index: k, Scale: uint8(size)})
	ADDQ(cnt, k)
	ADDQ(U32(lanes), i)
	JMP(LabelRef("loop"))
	Label("done")
	Store(i, Return("i"))
	Store(k, Return("k"))
	VZEROUPPER()
	RET()
}
