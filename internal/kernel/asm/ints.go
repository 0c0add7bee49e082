package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// intOps are the integer kernels: each takes its slices as bytes and the
// element width as w, the log2 of the size in bytes (0 for 8 bits to 3
// for 64), and jumps once to that width's loop. Integer arithmetic wraps,
// as Go's and NumPy's, so one kernel serves the signed and the unsigned
// type of a width where the bits agree (add, sub, mul, the bitwise ones,
// left shifts); max, min and right shifts come in both kinds.
var intOps = []struct {
	name   string
	doc    string   // the operation on x = a[i] and y = b[i] (or the one number)
	widths []int    // the w the kernel has
	forms  []string // "VV", "VS", or "V" for one operand
	nt     bool     // non-temporal variants too (all but rsub and abs)
}{
	{"add", "x + y", []int{0, 1, 2, 3}, []string{"VV", "VS"}, true},
	{"sub", "x - y", []int{0, 1, 2, 3}, []string{"VV", "VS"}, true},
	{"mul", "x · y (the low bits of the product)", []int{0, 1, 2, 3}, []string{"VV", "VS"}, true},
	{"rsub", "y - x", []int{0, 1, 2, 3}, []string{"VS"}, false},
	{"and", "x & y", nil, []string{"VV", "VS"}, true},
	{"or", "x | y", nil, []string{"VV", "VS"}, true},
	{"xor", "x ^ y", nil, []string{"VV", "VS"}, true},
	{"maxs", "the larger of x and y, signed", []int{0, 1, 2, 3}, []string{"VV", "VS"}, true},
	{"mins", "the smaller of x and y, signed", []int{0, 1, 2, 3}, []string{"VV", "VS"}, true},
	{"maxu", "the larger of x and y, unsigned", []int{0, 1, 2, 3}, []string{"VV", "VS"}, true},
	{"minu", "the smaller of x and y, unsigned", []int{0, 1, 2, 3}, []string{"VV", "VS"}, true},
	{"shl", "x << y (0 for a count, read unsigned, at or past the width)", []int{2, 3}, []string{"VV", "VS"}, true},
	{"shr", "x >> y, unsigned (0 for a count, read unsigned, at or past the width)", []int{2, 3}, []string{"VV", "VS"}, true},
	{"sar", "x >> y, signed (the sign in every bit for a count, read unsigned, at or past the width)", []int{2, 3}, []string{"VV", "VS"}, true},
	{"abs", "|x|, the most negative value staying itself", []int{0, 1, 2, 3}, []string{"V"}, false},
}

// intKernels emits every integer kernel.
func intKernels() {
	for _, op := range intOps {
		for _, form := range op.forms {
			intKernel(op.name, op.doc, op.widths, form, false)
			if op.nt {
				intKernel(op.name, op.doc, op.widths, form, true)
			}
		}
	}
}

// intKernel emits one integer kernel: name + form + "Int" (or "Bits" for
// the bitwise ones, which have no width), over d's bytes rounded down to a
// multiple of 32. In the VS form y is the one number repeated across 64
// bits (the caller repeats it).
func intKernel(op, doc string, widths []int, form string, nt bool) {
	bits := widths == nil
	kind := "Int"
	if bits {
		kind = "Bits"
	}
	name := op + form + kind + ntSuffix(nt)
	var sig, operands string
	switch form {
	case "VV":
		sig, operands = "func(d, a, b []byte", "x = a[i] and y = b[i]"
	case "VS":
		sig, operands = "func(d, a []byte, y uint64", "x = a[i] and the number y repeated across 64 bits"
	default:
		sig, operands = "func(d, a []byte", "x = a[i]"
	}
	if !bits {
		sig += ", w int"
		operands += ", elements of 1<<w bytes"
	}
	TEXT(name, NOSPLIT, sig+")")
	Pragma("noescape")
	Doc(fmt.Sprintf("%s stores %s into d[i], for %s, over len(d) bytes rounded down to a multiple of 32%s.", name, doc, operands, ntDoc(nt)))
	d := Load(Param("d").Base(), GP64())
	a := Load(Param("a").Base(), GP64())
	n := Load(Param("d").Len(), GP64())
	ptrs := []ptr{{r: a}, {r: d}}
	var b Register
	var y VecVirtual
	switch form {
	case "VV":
		b = Load(Param("b").Base(), GP64())
		ptrs = append(ptrs, ptr{r: b})
	case "VS":
		y = YMM()
		VMOVQ(Load(Param("y"), GP64()), y.AsX())
		VPBROADCASTQ(y.AsX(), y)
	}
	loops := func(prefix string, w int) {
		c := intConsts(op, w)
		vectorLoopsAt(prefix, n, 32, func(unroll int) {
			for u := range unroll {
				x := YMM()
				VMOVDQU(Mem{Base: a, Disp: 32 * u}, x)
				yv := y
				if form == "VV" {
					yv = YMM()
					VMOVDQU(Mem{Base: b, Disp: 32 * u}, yv)
				}
				r := intOp(op, w, x, yv, c)
				if nt {
					VMOVNTDQ(r, Mem{Base: d, Disp: 32 * u})
				} else {
					VMOVDQU(r, Mem{Base: d, Disp: 32 * u})
				}
			}
		}, ptrs...)
	}
	if bits {
		loops("", 3)
		endStores(nt)
		return
	}
	w := Load(Param("w"), GP64())
	eachWidth(w, widths, func(wd int) {
		loops(fmt.Sprintf("w%d", wd), wd)
		endStores(nt)
	})
}

// intConsts returns the constant vector an operation of width w needs
// before its loop (nil for none): 0x00ff in every 16 bits for 8-bit
// products, the sign bit of every 64 bits for unsigned 64-bit comparisons,
// zero for the 64-bit absolute value and signed right shift.
func intConsts(op string, w int) VecVirtual {
	switch {
	case op == "mul" && w == 0:
		m := YMM()
		VPCMPEQW(m, m, m)
		VPSRLW(U8(8), m, m)
		return m
	case (op == "maxu" || op == "minu") && w == 3:
		m := YMM()
		VPCMPEQQ(m, m, m)
		VPSLLQ(U8(63), m, m)
		return m
	case (op == "abs" || op == "sar") && w == 3:
		z := YMM()
		VPXOR(z, z, z)
		return z
	}
	return nil
}

// byWidth picks the instruction of width w from those of 8, 16, 32 and 64
// bits.
func byWidth(w int, ins ...func(...Op)) func(...Op) { return ins[w] }

// intOp emits r = x op y for lanes of 1<<w bytes and returns r; c is
// intConsts's vector. Go's operand order: the last operand is written,
// VPSUBB(y, x, r) is r = x - y, VPCMPGTQ(y, x, m) is m = x > y, and
// VPBLENDVB(m, p, q, r) is r = m ? p : q.
func intOp(op string, w int, x, y, c VecVirtual) VecVirtual {
	r := YMM()
	intOpTo(op, w, x, y, c, r)
	return r
}

// intOpTo is intOp into r, which may be x (every instruction reads its
// operands before it writes r, and the temporaries are others).
func intOpTo(op string, w int, x, y, c, r VecVirtual) {
	switch op {
	case "add":
		byWidth(w, VPADDB, VPADDW, VPADDD, VPADDQ)(y, x, r)
	case "sub":
		byWidth(w, VPSUBB, VPSUBW, VPSUBD, VPSUBQ)(y, x, r)
	case "rsub":
		byWidth(w, VPSUBB, VPSUBW, VPSUBD, VPSUBQ)(x, y, r)
	case "and":
		VPAND(y, x, r)
	case "or":
		VPOR(y, x, r)
	case "xor":
		VPXOR(y, x, r)
	case "mul":
		switch w {
		case 0: // even bytes from a 16-bit product, odd ones from the high bytes'
			VPMULLW(y, x, r)
			VPAND(c, r, r)
			xo, yo := YMM(), YMM()
			VPSRLW(U8(8), x, xo)
			VPSRLW(U8(8), y, yo)
			VPMULLW(yo, xo, xo)
			VPSLLW(U8(8), xo, xo)
			VPOR(xo, r, r)
		case 1:
			VPMULLW(y, x, r)
		case 2:
			VPMULLD(y, x, r)
		case 3: // xl·yl + (xh·yl + xl·yh)<<32, each a 32×32-bit product
			VPMULUDQ(y, x, r)
			xh, yh := YMM(), YMM()
			VPSRLQ(U8(32), x, xh)
			VPMULUDQ(y, xh, xh)
			VPSRLQ(U8(32), y, yh)
			VPMULUDQ(yh, x, yh)
			VPADDQ(yh, xh, xh)
			VPSLLQ(U8(32), xh, xh)
			VPADDQ(xh, r, r)
		}
	case "maxs", "mins", "maxu", "minu":
		if w < 3 {
			ins := map[string][]func(...Op){
				"maxs": {VPMAXSB, VPMAXSW, VPMAXSD},
				"mins": {VPMINSB, VPMINSW, VPMINSD},
				"maxu": {VPMAXUB, VPMAXUW, VPMAXUD},
				"minu": {VPMINUB, VPMINUW, VPMINUD},
			}[op]
			ins[w](y, x, r)
			break
		}
		m := YMM()
		if op == "maxu" || op == "minu" { // unsigned order is signed order with the sign bits flipped
			xb, yb := YMM(), YMM()
			VPXOR(c, x, xb)
			VPXOR(c, y, yb)
			VPCMPGTQ(yb, xb, m)
		} else {
			VPCMPGTQ(y, x, m) // x > y
		}
		if op == "maxs" || op == "maxu" {
			VPBLENDVB(m, x, y, r)
		} else {
			VPBLENDVB(m, y, x, r)
		}
	case "abs":
		if w < 3 {
			byWidth(w, VPABSB, VPABSW, VPABSD)(x, r)
			break
		}
		s := YMM()
		VPCMPGTQ(x, c, s) // 0 > x
		VPXOR(s, x, r)
		VPSUBQ(s, r, r) // (x ^ s) - s
	case "shl":
		byWidth(w, nil, nil, VPSLLVD, VPSLLVQ)(y, x, r)
	case "shr":
		byWidth(w, nil, nil, VPSRLVD, VPSRLVQ)(y, x, r)
	case "sar":
		if w == 2 {
			VPSRAVD(y, x, r) // a count past 31 fills with the sign
			break
		}
		// AVX2 has no 64-bit arithmetic shift: complement a negative x,
		// shift it logically (0 past 63) and complement it back.
		s := YMM()
		VPCMPGTQ(x, c, s)
		VPXOR(s, x, r)
		VPSRLVQ(y, r, r)
		VPXOR(s, r, r)
	default:
		panic("unknown integer op " + op)
	}
}

// intRuns emits the integer reductions of a run: the extremes of each
// width and kind, and sums of every width in 64-bit lanes.
func intRuns() {
	for _, op := range []string{"maxs", "mins", "maxu", "minu"} {
		extremeRunInt(op)
	}
	for _, signed := range []bool{true, false} {
		sumRunInt(signed)
	}
	zerosInt()
}

// zerosInt emits zerosInt: how many of x's elements of 1<<w bytes (len(x)
// a multiple of 32) are zero once ANDed with m, repeated across 64 bits
// (all ones for integers and bools; the sign bits cleared for floats, so
// that -0 counts as zero and a NaN does not). Each vector's elements are
// compared with zero, the comparison's bytes gathered into 32 bits and
// counted: 1<<w bits an element that is zero.
func zerosInt() {
	TEXT("zerosInt", NOSPLIT, "func(x []byte, w int, m uint64) int")
	Pragma("noescape")
	Doc("zerosInt returns how many of x's elements of 1<<w bytes, len(x) a multiple of 32, are zero once ANDed with m (repeated across 64 bits).")
	x := Load(Param("x").Base(), GP64())
	n := Load(Param("x").Len(), GP64())
	w := Load(Param("w"), GP64())
	m := YMM()
	VMOVQ(Load(Param("m"), GP64()), m.AsX())
	VPBROADCASTQ(m.AsX(), m)
	zero := YMM()
	VPXOR(zero, zero, zero)
	acc := []GPVirtual{GP64(), GP64(), GP64(), GP64()}
	for _, a := range acc {
		XORQ(a, a)
	}
	eq := []func(...Op){VPCMPEQB, VPCMPEQW, VPCMPEQD, VPCMPEQQ}
	eachWidth(w, []int{0, 1, 2, 3}, func(wd int) {
		vectorLoopsAt(fmt.Sprintf("w%d", wd), n, 32, func(unroll int) {
			for u := range unroll {
				v, bits := YMM(), GP64()
				VPAND(Mem{Base: x, Disp: 32 * u}, m, v)
				eq[wd](zero, v, v)
				VPMOVMSKB(v, bits.As32())
				POPCNTL(bits.As32(), bits.As32())
				ADDQ(bits, acc[u])
			}
		}, ptr{r: x})
		ADDQ(acc[1], acc[0])
		ADDQ(acc[3], acc[2])
		ADDQ(acc[2], acc[0])
		if wd > 0 {
			SHRQ(U8(wd), acc[0]) // 1<<wd bits an element
		}
		Store(acc[0], ReturnIndex(0))
		VZEROUPPER()
		RET()
	})
}

// extremeRunInt emits op + "RunInt": the lane-wise extreme of x's 32-byte
// vectors (len(x) a positive multiple of 32) into r, whose lanes the caller
// reduces.
func extremeRunInt(op string) {
	name := op + "RunInt"
	TEXT(name, NOSPLIT, "func(x []byte, r *[32]byte, w int)")
	Pragma("noescape")
	what := map[string]string{"maxs": "maxima, signed", "mins": "minima, signed", "maxu": "maxima, unsigned", "minu": "minima, unsigned"}[op]
	Doc(fmt.Sprintf("%s stores into r the lane-wise %s, of x's 32-byte vectors for elements of 1<<w bytes, len(x) a positive multiple of 32.", name, what))
	x := Load(Param("x").Base(), GP64())
	n := Load(Param("x").Len(), GP64())
	rp := Load(Param("r"), GP64())
	w := Load(Param("w"), GP64())
	eachWidth(w, []int{0, 1, 2, 3}, func(wd int) {
		c := intConsts(op, wd)
		acc := []VecVirtual{YMM(), YMM(), YMM(), YMM()}
		for _, a := range acc {
			VMOVDQU(Mem{Base: x}, a) // the first vector in every accumulator: extremes ignore repeats
		}
		vectorLoopsAt(fmt.Sprintf("w%d", wd), n, 32, func(unroll int) {
			for u := range unroll {
				v := YMM()
				VMOVDQU(Mem{Base: x, Disp: 32 * u}, v)
				intOpTo(op, wd, acc[u], v, c, acc[u])
			}
		}, ptr{r: x})
		for _, a := range acc[1:] {
			intOpTo(op, wd, acc[0], a, c, acc[0])
		}
		VMOVDQU(acc[0], Mem{Base: rp})
		VZEROUPPER()
		RET()
	})
}

// sumRunInt emits sumRunInt or sumRunUint: the sums of x's elements of
// 1<<w bytes, sign- or zero-extended to 64 bits, in four 64-bit lanes
// that wrap (len(x) a positive multiple of 32), into r, whose lanes the
// caller adds.
func sumRunInt(signed bool) {
	name, kind := "sumRunUint", "zero"
	ext := []func(...Op){VPMOVZXBQ, VPMOVZXWQ, VPMOVZXDQ}
	if signed {
		name, kind = "sumRunInt", "sign"
		ext = []func(...Op){VPMOVSXBQ, VPMOVSXWQ, VPMOVSXDQ}
	}
	TEXT(name, NOSPLIT, "func(x []byte, r *[4]uint64, w int)")
	Pragma("noescape")
	Doc(fmt.Sprintf("%s stores into r four wrapping 64-bit sums of x's elements of 1<<w bytes, %s-extended, len(x) a positive multiple of 32: lane j holds the elements whose index is j modulo 4 within each group of 4.", name, kind))
	x := Load(Param("x").Base(), GP64())
	n := Load(Param("x").Len(), GP64())
	rp := Load(Param("r"), GP64())
	w := Load(Param("w"), GP64())
	eachWidth(w, []int{0, 1, 2, 3}, func(wd int) {
		acc := []VecVirtual{YMM(), YMM(), YMM(), YMM()}
		for _, a := range acc {
			VPXOR(a, a, a)
		}
		step := 4 << wd // bytes of four elements: one extended vector
		vectorLoopsAt(fmt.Sprintf("w%d", wd), n, 32, func(unroll int) {
			for k := range 32 * unroll / step {
				v := YMM()
				if wd == 3 {
					VMOVDQU(Mem{Base: x, Disp: 32 * k}, v)
				} else {
					ext[wd](Mem{Base: x, Disp: step * k}, v)
				}
				VPADDQ(v, acc[k%4], acc[k%4])
			}
		}, ptr{r: x})
		VPADDQ(acc[1], acc[0], acc[0])
		VPADDQ(acc[3], acc[2], acc[2])
		VPADDQ(acc[2], acc[0], acc[0])
		VMOVDQU(acc[0], Mem{Base: rp})
		VZEROUPPER()
		RET()
	})
}

// intCompares emits the integer comparison kernels, which store bools:
// cmpgtVVInt, cmpeqVVInt, cmpgtVSInt, cmpltVSInt and cmpeqVSInt (a less
// than b element by element is b greater than a, so VV has no lt).
func intCompares() {
	intCompare("gt", "VV")
	intCompare("eq", "VV")
	intCompare("gt", "VS")
	intCompare("lt", "VS")
	intCompare("eq", "VS")
}

// intCompare emits one integer comparison kernel: the bool x op y into
// d[i], for i below len(d) rounded down to a multiple of 32, of elements
// of 1<<w bytes, x = a[i] and y = b[i] or the one number y repeated across
// 64 bits. flip is xored into x and y first (the sign bits of the width
// for an unsigned order, 0 for a signed one; equality ignores it) and inv
// into the result (all ones to negate it: <= is not >). The lane masks of
// 32 elements become 32 bytes: directly for 8 bits, packed for 16, 32 and
// 64 (maskBytes).
func intCompare(op, form string) {
	name := "cmp" + op + form + "Int"
	sig, what := "func(d []bool, a, b []byte, w int, flip, inv uint64)", "b[i]"
	if form == "VS" {
		sig, what = "func(d []bool, a []byte, y uint64, w int, flip, inv uint64)", "y (repeated across 64 bits)"
	}
	TEXT(name, NOSPLIT, sig)
	Pragma("noescape")
	sym := map[string]string{"gt": ">", "lt": "<", "eq": "=="}[op]
	Doc(fmt.Sprintf("%s stores the bool (a[i] %s %s) into d[i] for i below len(d) rounded down to a multiple of 32, elements of 1<<w bytes, with flip xored into both sides first (the sign bits of the width for an unsigned order) and inv into the result (all ones to negate it).", name, sym, what))
	d := Load(Param("d").Base(), GP64())
	a := Load(Param("a").Base(), GP64())
	n := Load(Param("d").Len(), GP64())
	bcast := func(p string) VecVirtual {
		v := YMM()
		VMOVQ(Load(Param(p), GP64()), v.AsX())
		VPBROADCASTQ(v.AsX(), v)
		return v
	}
	flip, inv := bcast("flip"), bcast("inv")
	var b Register
	var y VecVirtual
	if form == "VV" {
		b = Load(Param("b").Base(), GP64())
	} else {
		y = bcast("y")
		VPXOR(flip, y, y)
	}
	ones := qword(0x0101010101010101)
	w := Load(Param("w"), GP64())
	ptrs := []ptr{{r: a}}
	if form == "VV" {
		ptrs = append(ptrs, ptr{r: b})
	}
	eachWidth(w, []int{0, 1, 2, 3}, func(wd int) {
		prefix := fmt.Sprintf("w%d", wd)
		var order Op
		if wd >= 2 {
			order = maskOrder(wd)
		}
		Label(prefix + "loop")
		CMPQ(n, U32(32))
		JL(LabelRef(prefix + "done"))
		masks := make([]VecVirtual, 1<<wd)
		for v := range masks {
			x := YMM()
			VMOVDQU(Mem{Base: a, Disp: 32 * v}, x)
			yv := y
			if form == "VV" {
				yv = YMM()
				VMOVDQU(Mem{Base: b, Disp: 32 * v}, yv)
			}
			m := YMM()
			if op == "eq" {
				byWidth(wd, VPCMPEQB, VPCMPEQW, VPCMPEQD, VPCMPEQQ)(yv, x, m)
			} else {
				VPXOR(flip, x, x)
				if form == "VV" {
					VPXOR(flip, yv, yv)
				}
				gt := byWidth(wd, VPCMPGTB, VPCMPGTW, VPCMPGTD, VPCMPGTQ)
				if op == "gt" {
					gt(yv, x, m) // x > y
				} else {
					gt(x, yv, m) // y > x
				}
			}
			masks[v] = m
		}
		var r VecVirtual
		switch wd {
		case 0:
			r = masks[0]
		case 1:
			r = YMM()
			VPACKSSWB(masks[1], masks[0], r) // halves interleaved: m0 low, m1 low, m0 high, m1 high
			VPERMQ(U8(0xd8), r, r)
		default:
			r = maskBytes(masks, wd, order)
		}
		VPXOR(inv, r, r)
		VPAND(ones, r, r)
		VMOVDQU(r, Mem{Base: d})
		for _, p := range ptrs {
			ADDQ(U32(32<<wd), p.r)
		}
		ADDQ(U32(32), d)
		SUBQ(U32(32), n)
		JMP(LabelRef(prefix + "loop"))
		Label(prefix + "done")
		VZEROUPPER()
		RET()
	})
}

// eachWidth emits body(wd) for each width in widths, entered when the
// register w holds wd (the last without a test: the caller passes only
// these); each body ends in its own return.
func eachWidth(w Register, widths []int, body func(wd int)) {
	for i, wd := range widths {
		next := fmt.Sprintf("not%d", wd)
		last := i == len(widths)-1
		if !last {
			CMPQ(w, U8(wd))
			JNE(LabelRef(next))
		}
		body(wd)
		if !last {
			Label(next)
		}
	}
}

// maskOrderData holds the two index vectors maskBytes reorders with,
// declared on first use: VPERMD's dword order for 32-bit lanes and
// VPSHUFB's byte order (each 128-bit half alike) for 64-bit ones.
var maskOrderData = map[int]Mem{}

// maskOrder returns maskBytes' index vector for lanes of 1<<wd bytes, to
// be set before a loop: in a register for VPERMD, which takes its indices
// from one, and as memory for VPSHUFB, which reads them as it goes.
func maskOrder(wd int) Op {
	m, ok := maskOrderData[wd]
	if !ok {
		var q [4]uint64
		if wd == 2 {
			// Dwords 0, 4, 1, 5, 2, 6, 3, 7.
			q = [4]uint64{4<<32 | 0, 5<<32 | 1, 6<<32 | 2, 7<<32 | 3}
		} else {
			// Bytes 0, 1, 8, 9, 2, 3, 10, 11, 4, 5, 12, 13, 6, 7, 14, 15.
			lo, hi := uint64(0x0b0a030209080100), uint64(0x0f0e07060d0c0504)
			q = [4]uint64{lo, hi, lo, hi}
		}
		m = GLOBL(fmt.Sprintf("maskOrder%d", wd), RODATA|NOPTR)
		for i, v := range q {
			DATA(8*i, U64(v))
		}
		maskOrderData[wd] = m
	}
	if wd != 2 {
		return m
	}
	r := YMM()
	VMOVDQU(m, r)
	return r
}

// maskBytes turns the lane masks (each lane all ones or zero) of 32
// elements of 1<<wd bytes, wd 2 or 3 (four or eight vectors, in order),
// into one vector of 32 bytes, all ones or zero, in the elements' order,
// with saturating packs, which keep a lane's all ones or zero, instead of
// sign-bit masks spread back to bytes: a pack of two vectors interleaves
// their 128-bit halves, and one permutation by order (from maskOrder) at
// the end undoes it. The masks are overwritten.
func maskBytes(masks []VecVirtual, wd int, order Op) VecVirtual {
	if wd == 3 {
		// A 64-bit lane of all ones or zero is two equal dwords, and a
		// pack of two vectors makes it one: elements 0 1 4 5 | 2 3 6 7 of
		// each eight, which the dword packs below carry along.
		d := make([]VecVirtual, 4)
		for i := range d {
			d[i] = YMM()
			VPACKSSDW(masks[2*i+1], masks[2*i], d[i])
		}
		masks = d
	}
	w0, w1, r := YMM(), YMM(), YMM()
	VPACKSSDW(masks[1], masks[0], w0)
	VPACKSSDW(masks[3], masks[2], w1)
	VPACKSSWB(w1, w0, r)
	if wd == 2 {
		// Dword k of the low half holds elements 8k-8k+3, of the high
		// half 8k+4-8k+7.
		VPERMD(r, order, r)
		return r
	}
	// Word k of the low half holds elements 4k, 4k+1, of the high half
	// 4k+2, 4k+3 (k < 4 in the low quadword of each half, the high
	// quadwords the next 16): pair the quadwords, then the words.
	VPERMQ(U8(0xd8), r, r)
	VPSHUFB(order, r, r)
	return r
}
