package main

import (
	"fmt"
	"math"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// convKinds are the source types of the conversions to floats, in the
// order of the kind argument.
var convKinds = []string{"int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64", "float"}

// convKernels emits convF64 and convF32 and their non-temporal twins.
func convKernels() {
	for _, nt := range []bool{false, true} {
		convKernel(true, nt)
		convKernel(false, nt)
	}
}

// convKernel emits convF64 (to float64) or convF32 (to float32): d[i] =
// the source element i converted as Go converts it, rounded once to the
// nearest (ties to even), for len(d) rounded down to a multiple of the
// float lanes, the source s read from its bytes as the kind-th of
// convKinds ("float" is the other float type). Integers of up to 32 bits
// are exact in float64 and those of up to 16 in float32; int32 to float32
// is VCVTDQ2PS's rounding; uint32 to float32 adds its two exact 16-bit
// halves (one rounding); int64 and uint64 to float64 add an exact high
// part, built in the bits of a double, to an exact low part (one
// rounding). The caller does not ask for 64-bit integers to float32. With
// nt, the "NT" twin stores non-temporally (d 32-byte aligned; the caller
// fences).
func convKernel(f64, nt bool) {
	name, dt, lanes := "convF32", "float32", 8
	if f64 {
		name, dt, lanes = "convF64", "float64", 4
	}
	name += ntSuffix(nt)
	store := func(x, m Op) { VMOVUPS(x, m) }
	if nt {
		store = VMOVNTPS
	}
	TEXT(name, NOSPLIT, fmt.Sprintf("func(d []%s, s []byte, kind int)", dt))
	Pragma("noescape")
	Doc(fmt.Sprintf("%s stores s's elements, of the kind-th type of int8, uint8, int16, uint16, int32, uint32, int64, uint64 and the other float type, converted to %s as Go converts them, into d for len(d) rounded down to a multiple of %d (64-bit integers only to float64)%s.", name, dt, lanes, ntDoc(nt)))
	d := Load(Param("d").Base(), GP64())
	s := Load(Param("s").Base(), GP64())
	n := Load(Param("d").Len(), GP64())
	kind := Load(Param("kind"), GP64())
	sizes := []int{1, 1, 2, 2, 4, 4, 8, 8, 8} // the other float: float64 into float32
	if f64 {
		sizes[8] = 4
	}
	for k, kn := range convKinds {
		if !f64 && (kn == "int64" || kn == "uint64") {
			continue
		}
		next := fmt.Sprintf("not%d", k)
		CMPQ(kind, U8(k))
		JNE(LabelRef(next))
		c := convConsts(kn, f64)
		size := sizes[k]
		for _, unroll := range []int{4, 1} {
			label := fmt.Sprintf("k%dloop%d", k, unroll)
			Label(label)
			CMPQ(n, U32(unroll*lanes))
			JL(LabelRef(label + "_end"))
			for u := range unroll {
				r := YMM()
				convOne(kn, f64, Mem{Base: s, Disp: u * lanes * size}, c, r)
				store(r, Mem{Base: d, Disp: 32 * u})
			}
			ADDQ(U32(32*unroll), d)
			ADDQ(U32(unroll*lanes*size), s)
			SUBQ(U32(unroll*lanes), n)
			JMP(LabelRef(label))
			Label(label + "_end")
		}
		VZEROUPPER()
		RET()
		Label(next)
	}
	RET()
}

// qword returns a vector holding v in every 64 bits.
func qword(v uint64) VecVirtual {
	r, t := YMM(), GP64()
	MOVQ(U64(v), t)
	VMOVQ(t, r.AsX())
	VPBROADCASTQ(r.AsX(), r)
	return r
}

// convConsts returns the constants of a conversion, set before its loop.
func convConsts(kind string, f64 bool) []VecVirtual {
	switch {
	case kind == "uint32" && f64:
		return []VecVirtual{qword(0x8000000080000000), qword(math.Float64bits(0x1p31))}
	case kind == "uint32":
		return []VecVirtual{qword(0x0000ffff0000ffff), qword(uint64(math.Float32bits(0x1p16)) * 0x100000001)}
	case kind == "int64":
		z := YMM()
		VPXOR(z, z, z)
		return []VecVirtual{z, qword(math.Float64bits(0x3p67)), qword(math.Float64bits(0x3p67 + 0x1p52)), qword(math.Float64bits(0x1p52))}
	case kind == "uint64":
		return []VecVirtual{qword(math.Float64bits(0x1p84)), qword(math.Float64bits(0x1p84 + 0x1p52)), qword(math.Float64bits(0x1p52))}
	}
	return nil
}

// convOne emits r = the float lanes of the source elements at src.
func convOne(kind string, f64 bool, src Mem, c []VecVirtual, r VecVirtual) {
	x := YMM()
	if f64 {
		switch kind {
		case "int8", "uint8", "int16", "uint16":
			ext := map[string]func(...Op){"int8": VPMOVSXBD, "uint8": VPMOVZXBD, "int16": VPMOVSXWD, "uint16": VPMOVZXWD}[kind]
			ext(src, x.AsX())
			VCVTDQ2PD(x.AsX(), r)
		case "int32":
			VCVTDQ2PD(src, r)
		case "uint32": // (x - 2^31) as int32, exact in float64, plus 2^31
			VMOVDQU(src, x.AsX())
			VPXOR(c[0].AsX(), x.AsX(), x.AsX())
			VCVTDQ2PD(x.AsX(), r)
			VADDPD(c[1], r, r)
		case "int64": // (x >> 48)·2^48 - 2^52 exactly, plus 2^52 + the low 48 bits
			VMOVDQU(src, x)
			h, l := YMM(), YMM()
			VPSRAD(U8(16), x, h)
			VPBLENDW(U8(0x33), c[0], h, h) // the low 32 bits of each 64 zero: (x >> 48)·2^32
			VPADDQ(c[1], h, h)             // into the mantissa of 3·2^67: 3·2^67 + (x >> 48)·2^48
			VPBLENDW(U8(0x88), c[3], x, l) // the top 16 bits of 2^52: 2^52 + the low 48 bits
			VSUBPD(c[2], h, h)
			VADDPD(l, h, r)
		case "uint64": // (x >> 32)·2^32 - 2^52 exactly, plus 2^52 + the low 32 bits
			VMOVDQU(src, x)
			h, l := YMM(), YMM()
			VPSRLQ(U8(32), x, h)
			VPOR(c[0], h, h)               // 2^84 + (x >> 32)·2^32
			VPBLENDW(U8(0xcc), c[2], x, l) // the top 32 bits of 2^52: 2^52 + the low 32 bits
			VSUBPD(c[1], h, h)
			VADDPD(l, h, r)
		default: // float32
			VCVTPS2PD(src, r)
		}
		return
	}
	switch kind {
	case "int8", "uint8", "int16", "uint16":
		ext := map[string]func(...Op){"int8": VPMOVSXBD, "uint8": VPMOVZXBD, "int16": VPMOVSXWD, "uint16": VPMOVZXWD}[kind]
		ext(src, x)
		VCVTDQ2PS(x, r)
	case "int32":
		VCVTDQ2PS(src, r)
	case "uint32": // the high 16 bits times 2^16 (exact) plus the low 16: one rounding
		VMOVDQU(src, x)
		h := YMM()
		VPSRLD(U8(16), x, h)
		VPAND(c[0], x, x)
		VCVTDQ2PS(h, h)
		VCVTDQ2PS(x, x)
		VMULPS(c[1], h, h)
		VADDPS(x, h, r)
	default: // float64: two halves of four
		h := YMM()
		VCVTPD2PSY(src, r.AsX())
		VCVTPD2PSY(Mem{Base: src.Base, Disp: src.Disp + 32}, h.AsX())
		VINSERTF128(U8(1), h.AsX(), r, r)
	}
}
