package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// divKernels emits divVSInt and divVSUint: integer division by one number
// through a multiplication (Granlund and Montgomery's method).
func divKernels() {
	divKernel(true, false)
	divKernel(false, false)
	divKernel(true, true)
	divAvx512(true, false)
	divAvx512(false, false)
	divAvx512(true, true)
}

// divKernel emits the division of a run by one number d for elements of 8,
// 16 or 32 bits (w 0 to 2; 8-bit elements are computed in 16-bit lanes and
// the results' low bytes kept). p holds eight 64-bit patterns, each
// broadcast: the magic number m, the shifts s1 and s2, d, d's sign (all
// ones for a negative d), the floor mask (all ones for floor division and
// Python's remainder), the quotient mask (all ones to store the quotient,
// zero for the remainder), and for signed 16-bit lanes the multiplier of
// divSigned16. With a = |x| (signed) or x:
//
//	t = mulhi(a, m), q = (t + ((a - t) >> s1)) >> s2   (a / |d| truncated)
//	q = q with the sign of x·d (signed), r = x - q·d
//	where floor is set, r != 0 and r, d differ in sign: r += d
//
// and the quotient or the remainder is stored (a floor quotient comes
// from the floorOnly kernel, so only the remainder is adjusted). With
// floorOnly (signed floor division, divFloorVSInt) the quotient is
// NumPy's instead, by divFloorSigned's loops, 32 bytes a step.
func divKernel(signed, floorOnly bool) {
	name, kind := "divVSUint", "unsigned"
	if signed {
		name, kind = "divVSInt", "signed"
	}
	if floorOnly {
		name = "divFloorVSInt"
	}
	TEXT(name, NOSPLIT, "func(d, a []byte, w int, p *[8]uint64)")
	Pragma("noescape")
	over := "32 (16 for w 0)"
	if floorOnly {
		over = "32"
	}
	Doc(fmt.Sprintf("%s stores the quotient or remainder of %s a[i] by one number into d[i], elements of 1<<w bytes (w at most 2), over len(d) bytes rounded down to a multiple of %s, with p's magic number, shifts and masks (see divParams).", name, kind, over))
	d := Load(Param("d").Base(), GP64())
	a := Load(Param("a").Base(), GP64())
	n := Load(Param("d").Len(), GP64())
	p := Load(Param("p"), GP64())
	w := Load(Param("w"), GP64())
	eachWidth(w, []int{0, 1, 2}, func(wd int) {
		lw := max(wd, 1) // lane width: 16 bits for 8-bit elements
		label := fmt.Sprintf("w%dloop", wd)
		if floorOnly {
			divFloorSigned(false, wd, a, d, n, p, label)
			return
		}
		m, s1, s2, dv, dsign, floor, selq := divParams(p, YMM)
		var low VecVirtual // 0x00ff in every 16 bits, to keep the low bytes
		if wd == 0 {
			low = YMM()
			VPCMPEQW(low, low, low)
			VPSRLW(U8(8), low, low)
		}
		step := 32 // bytes read and written a step
		if wd == 0 {
			step = 16
		}
		stepLoop(label, n, a, d, step, func() {
			x := YMM()
			loadDividends(wd, signed, Mem{Base: a}, x, false)
			r := divLanes(lw, signed, x, m, s1, s2, dv, dsign, floor, selq)
			if wd == 0 {
				VPAND(low, r, r)
				h := XMM()
				VEXTRACTI128(U8(1), r, h)
				VPACKUSWB(h, r.AsX(), h)
				VMOVDQU(h, Mem{Base: d})
			} else {
				VMOVDQU(r, Mem{Base: d})
			}
		})
		VZEROUPPER()
		RET()
	})
}

// divFloorSigned emits the loops of signed floor division of 8-, 16- or
// 32-bit elements (wd 0 to 2), with AVX-512 (wide: ZMM, mask registers) or
// AVX2, by NumPy's formula (see divLanes) computed in lanes of 16 bits (8-
// and 16-bit elements) or 32: for d > 0, with k = x < 0,
//
//	q = trunc((x + 1 where k) / d) - (1 where k)
//
// and for d < 0 the same with k = x > 0 and x - 1; one loop for each sign
// of d, so that neither tests it; the truncated quotient is divSigned16's
// or divSigned32's. 8-bit elements go a vector at a time as its even and
// odd bytes in 16-bit lanes (NumPy's npyv_divc_s8), which needs no
// widening load nor narrowing store across the vector's 128-bit lanes.
// One worker on a 2-core AMD EPYC (Zen 5) VM, floor division of 1 M int8
// by 7 (alternating binaries): AVX-512 80 µs with the unsigned method on
// |x| widened to 16 bits, 43-48 µs with these loops (NumPy's 46 µs); AVX2
// 145-150 µs against 68-73 µs. Floor division of 1 M int32 by 7 on a
// 2-core Zen 3 VM (AVX2), one worker: 404-417 µs with the unsigned method
// on |x|, 263-280 µs with these loops (NumPy 332 µs).
func divFloorSigned(wide bool, wd int, a, d, n, p Register, label string) {
	vec, step := YMM, 32
	if wide {
		vec, step = ZMM, 64
	}
	lw := max(wd, 1) // lane width: 16 bits for 8-bit elements
	cmpgt := byWidth(lw, nil, VPCMPGTW, VPCMPGTD)
	add := byWidth(lw, nil, VPADDW, VPADDD)
	sub := byWidth(lw, nil, VPSUBW, VPSUBD)
	// divParams's p[7] (the multiplier), p[2] (the shift) and p[4] (d's
	// sign: all ones or zero).
	m, sh, sign := vec(), XMM(), GP64()
	VPBROADCASTQ(Mem{Base: p, Disp: 56}, m)
	VMOVQ(Mem{Base: p, Disp: 16}, sh)
	MOVQ(Mem{Base: p, Disp: 32}, sign)
	z := vec()
	VPXOR(z.AsY(), z.AsY(), z.AsY()) // (a VEX XOR clears the whole register)
	// AVX-512: 1 in every lane, for the masked adjustments.
	var one VecVirtual
	if wide {
		one = vec()
		VPTERNLOGD(U8(0xff), one, one, one)
		byWidth(lw, nil, VPSRLW, VPSRLD)(U8(8<<lw-1), one, one)
	}
	var oddBytes OpmaskVirtual
	var oddVec VecVirtual // AVX2: 0xff00 in every lane
	if wd == 0 {
		if wide {
			oddBytes = K()
			g := GP64()
			MOVQ(U64(0xaaaaaaaaaaaaaaaa), g)
			KMOVQ(g, oddBytes)
		} else {
			oddVec = vec()
			VPCMPEQW(oddVec, oddVec, oddVec)
			VPSLLW(U8(8), oddVec, oddVec)
		}
	}
	var oddLanes OpmaskVirtual // AVX-512, 32-bit lanes: the odd ones
	if wide && lw == 2 {
		oddLanes = K()
		g := GP32()
		MOVL(U32(0xaaaa), g)
		KMOVW(g, oddLanes)
	}
	for _, neg := range []bool{false, true} {
		lbl := label
		if neg {
			lbl += "neg"
			Label(lbl)
		} else {
			TESTQ(sign, sign)
			JNZ(LabelRef(label + "neg"))
		}
		floorDiv := func(x VecVirtual) VecVirtual {
			// k: where x moves toward 0 (and the quotient then down).
			var k Op
			if wide {
				k = K()
			} else {
				k = vec()
			}
			if neg {
				cmpgt(z, x, k) // x > 0
			} else {
				cmpgt(x, z, k) // 0 > x
			}
			switch {
			case wide && neg:
				sub(one, x, k, x)
			case wide:
				add(one, x, k, x)
			case neg:
				add(k, x, x) // k is -1 there
			default:
				sub(k, x, x)
			}
			var q VecVirtual
			if lw == 1 {
				q = divSigned16(x, m, sh, vec)
			} else {
				q = divSigned32(x, m, sh, vec, oddLanes)
			}
			if neg {
				sub(q, z, q) // trunc(x / d)
			}
			if wide {
				sub(one, q, k, q)
			} else {
				add(k, q, q)
			}
			return q
		}
		stepLoop(lbl+"step", n, a, d, step, func() {
			x := vec()
			if wide {
				VMOVDQU64(Mem{Base: a}, x)
			} else {
				VMOVDQU(Mem{Base: a}, x)
			}
			if wd == 0 {
				xe, xo := vec(), vec()
				VPSLLW(U8(8), x, xe)
				VPSRAW(U8(8), xe, xe) // the even bytes, sign-extended
				VPSRAW(U8(8), x, xo)  // the odd bytes
				qe, qo := floorDiv(xe), floorDiv(xo)
				VPSLLW(U8(8), qo, qo)
				if wide {
					VMOVDQU8(qo, oddBytes, qe) // the odd quotients into the odd bytes
				} else {
					VPBLENDVB(oddVec, qo, qe, qe)
				}
				x = qe
			} else {
				x = floorDiv(x)
			}
			if wide {
				VMOVDQU64(x, Mem{Base: d})
			} else {
				VMOVDQU(x, Mem{Base: d})
			}
		})
		VZEROUPPER()
		RET()
	}
}

// stepLoop emits the loop of the division kernels: while n holds at least
// step bytes, body, then a and d move on by step and n down by it; labels
// label and label+"_end".
func stepLoop(label string, n, a, d Register, step int, body func()) {
	Label(label)
	CMPQ(n, U32(step))
	JL(LabelRef(label + "_end"))
	body()
	ADDQ(U32(step), a)
	ADDQ(U32(step), d)
	SUBQ(U32(step), n)
	JMP(LabelRef(label))
	Label(label + "_end")
}

// divSigned16 emits the truncated division of 16-bit lanes x by |d|
// (NumPy's npyv_divc_s16 before its sign flip; Granlund and Montgomery's
// signed method): with m the multiplier less 2^16 and sh the shift
// (divParams's p[7] and p[2]),
//
//	q = ((x + mulhi(x, m)) >> sh) - (x >> 15)
//
// five instructions where the unsigned method on |x| takes ten.
func divSigned16(x, m, sh VecVirtual, vec func() VecVirtual) VecVirtual {
	t, q, sg := vec(), vec(), vec()
	VPMULHW(m, x, t)
	VPADDW(t, x, q)
	VPSRAW(sh, q, q)
	VPSRAW(U8(15), x, sg)
	VPSUBW(sg, q, q)
	return q
}

// divSigned32 is divSigned16 for 32-bit lanes (NumPy's npyv_divc_s32):
// the high halves of the signed products of the even lanes and of the odd
// ones (VPMULDQ multiplies the low 32 bits of each 64), merged, with m the
// multiplier less 2^32 and sh the shift:
//
//	q = ((x + mulhi(x, m)) >> sh) - (x >> 31)
//
// odd masks the odd lanes for AVX-512 (ZMM registers), which has no
// VPBLENDD.
func divSigned32(x, m, sh VecVirtual, vec func() VecVirtual, odd OpmaskVirtual) VecVirtual {
	e, xo, o, t, q, sg := vec(), vec(), vec(), vec(), vec(), vec()
	VPMULDQ(m, x, e)
	VPSRLQ(U8(32), e, e)
	VPSRLQ(U8(32), x, xo)
	VPMULDQ(m, xo, o)
	if odd != nil {
		VPBLENDMD(o, e, odd, t)
	} else {
		VPBLENDD(U8(0xaa), o, e, t)
	}
	VPADDD(t, x, q)
	VPSRAD(sh, q, q)
	VPSRAD(U8(31), x, sg)
	VPSUBD(sg, q, q)
	return q
}

// divLanes emits divKernel's computation on lanes of 1<<lw bytes (16 or
// 32 bits) and returns the stored value's vector.
func divLanes(lw int, signed bool, x, m VecVirtual, s1, s2 VecVirtual, dv, dsign, floor, selq VecVirtual) VecVirtual {
	sub := byWidth(lw, nil, VPSUBW, VPSUBD)
	add := byWidth(lw, nil, VPADDW, VPADDD)
	ax := x
	var smask VecVirtual
	if signed {
		ax, smask = YMM(), YMM()
		byWidth(lw, nil, VPABSW, VPABSD)(x, ax)
		byWidth(lw, nil, VPSRAW, VPSRAD)(U8(8<<lw-1), x, smask)
		VPXOR(dsign, smask, smask) // all ones where the quotient is negative
	}
	t := YMM()
	if lw == 1 {
		VPMULHUW(m, ax, t)
	} else { // the high halves of the even lanes' and the odd lanes' 64-bit products
		e, o := YMM(), YMM()
		VPMULUDQ(m, ax, e)
		VPSRLQ(U8(32), e, e)
		VPSRLQ(U8(32), ax, o)
		VPMULUDQ(m, o, o)
		VPBLENDD(U8(0xaa), o, e, t)
	}
	q := YMM()
	srl := byWidth(lw, nil, VPSRLW, VPSRLD)
	sub(t, ax, q)
	srl(s1, q, q)
	add(t, q, q)
	srl(s2, q, q)
	if signed {
		VPXOR(smask, q, q)
		sub(smask, q, q)
	}
	rem := YMM()
	byWidth(lw, nil, VPMULLW, VPMULLD)(dv, q, rem)
	sub(rem, x, rem) // r = x - q·d
	// adj: all ones where r != 0 and r and d differ in sign, and floor is set.
	adj, z := YMM(), YMM()
	VPXOR(z, z, z)
	byWidth(lw, nil, VPCMPEQW, VPCMPEQD)(z, rem, z) // r == 0
	VPXOR(dv, rem, adj)
	byWidth(lw, nil, VPSRAW, VPSRAD)(U8(8<<lw-1), adj, adj) // r ^ d < 0
	VPANDN(adj, z, adj)                                     // and r != 0
	VPAND(floor, adj, adj)
	VPAND(dv, adj, adj)
	add(adj, rem, rem) // r + d
	out := YMM()
	VPBLENDVB(selq, q, rem, out)
	return out
}

// divAvx512 emits the AVX-512 (BW and DQ) twins of divKernel's kernels
// (divVSIntAvx512, divVSUintAvx512, divFloorVSIntAvx512): a ZMM of 16- or
// 32-bit lanes a step, 32 elements of 8 or 16 bits, 16 of 32. The lanes'
// computation is divLanes's; comparisons give mask registers, spread back
// into vectors where a vector is wanted, and the quotient or the
// remainder is chosen by a ternary logic instruction.
func divAvx512(signed, floorOnly bool) {
	name := "divVSUintAvx512"
	switch {
	case floorOnly:
		name = "divFloorVSIntAvx512"
	case signed:
		name = "divVSIntAvx512"
	}
	TEXT(name, NOSPLIT, "func(d, a []byte, w int, p *[8]uint64)")
	Pragma("noescape")
	over := "64 (32 for w 0)"
	if floorOnly {
		over = "64"
	}
	Doc(fmt.Sprintf("%s is %s with AVX-512 over len(d) bytes rounded down to a multiple of %s.", name, name[:len(name)-6], over))
	d := Load(Param("d").Base(), GP64())
	a := Load(Param("a").Base(), GP64())
	n := Load(Param("d").Len(), GP64())
	p := Load(Param("p"), GP64())
	w := Load(Param("w"), GP64())
	eachWidth(w, []int{0, 1, 2}, func(wd int) {
		lw := max(wd, 1)
		if floorOnly {
			divFloorSigned(true, wd, a, d, n, p, fmt.Sprintf("w%dloop", wd))
			return
		}
		m, s1, s2, dv, dsign, floor, selq := divParams(p, ZMM)
		z := ZMM()
		VPXORD(z, z, z)
		sub := byWidth(lw, nil, VPSUBW, VPSUBD)
		add := byWidth(lw, nil, VPADDW, VPADDD)
		srl := byWidth(lw, nil, VPSRLW, VPSRLD)
		sra := byWidth(lw, nil, VPSRAW, VPSRAD)
		spread := func(k, v Op) { // all ones in v's lanes where k is set
			if lw == 1 {
				VPMOVM2W(k, v)
			} else {
				VPMOVM2D(k, v)
			}
		}
		var odd OpmaskVirtual
		if lw == 2 {
			odd = K()
			g := GP32()
			MOVL(U32(0xaaaa), g)
			KMOVW(g, odd)
		}
		label := fmt.Sprintf("w%dloop", wd)
		step := 64
		if wd == 0 {
			step = 32
		}
		stepLoop(label, n, a, d, step, func() {
			x := ZMM()
			loadDividends(wd, signed, Mem{Base: a}, x, true)
			ax := x
			var smask VecVirtual
			if signed {
				ax, smask = ZMM(), ZMM()
				byWidth(lw, nil, VPABSW, VPABSD)(x, ax)
				sra(U8(8<<lw-1), x, smask)
				VPXORD(dsign, smask, smask) // all ones where the quotient is negative
			}
			t := ZMM()
			if lw == 1 {
				VPMULHUW(m, ax, t)
			} else {
				e, o := ZMM(), ZMM()
				VPMULUDQ(m, ax, e)
				VPSRLQ(U8(32), e, e)
				VPSRLQ(U8(32), ax, o)
				VPMULUDQ(m, o, o)
				VPBLENDMD(o, e, odd, t)
			}
			q := ZMM()
			sub(t, ax, q)
			srl(s1, q, q)
			add(t, q, q)
			srl(s2, q, q)
			if signed {
				VPXORD(smask, q, q)
				sub(smask, q, q)
			}
			rem := ZMM()
			byWidth(lw, nil, VPMULLW, VPMULLD)(dv, q, rem)
			sub(rem, x, rem) // r = x - q·d
			// adj: all ones where r != 0 and r and d differ in sign, and
			// floor is set.
			k0, zero, adj := K(), ZMM(), ZMM()
			byWidth(lw, nil, VPCMPEQW, VPCMPEQD)(z, rem, k0) // r == 0
			spread(k0, zero)
			VPXORD(dv, rem, adj)
			sra(U8(8<<lw-1), adj, adj) // r ^ d < 0
			VPANDND(adj, zero, adj)    // and r != 0
			VPANDD(floor, adj, adj)
			VPANDD(dv, adj, adj)
			add(adj, rem, rem) // r + d
			r := ZMM()
			VMOVDQA64(selq, r)
			VPTERNLOGD(U8(0xca), rem, q, r) // selq ? q : rem
			if wd == 0 {
				VPMOVWB(r, Mem{Base: d})
			} else {
				VMOVDQU64(r, Mem{Base: d})
			}
		})
		VZEROUPPER()
		RET()
	})
}

// divParams loads divKernel's parameters from p (see there), each of the
// vectors broadcast into a new register of vec's width (YMM or ZMM): the
// magic number, the shifts (as counts in XMM registers), d, d's sign, the
// floor mask and the quotient mask.
func divParams(p Register, vec func() VecVirtual) (m, s1, s2, dv, dsign, floor, selq VecVirtual) {
	bc := func(k int) VecVirtual {
		v := vec()
		VPBROADCASTQ(Mem{Base: p, Disp: 8 * k}, v)
		return v
	}
	m, dv, dsign, floor, selq = bc(0), bc(3), bc(4), bc(5), bc(6)
	s1, s2 = XMM(), XMM()
	VMOVQ(Mem{Base: p, Disp: 8}, s1)
	VMOVQ(Mem{Base: p, Disp: 16}, s2)
	return m, s1, s2, dv, dsign, floor, selq
}

// loadDividends loads a step's dividends at src into x: 8-bit ones
// widened to 16-bit lanes (sign- or zero-extended), the others as they
// are (a ZMM register's with VMOVDQU64).
func loadDividends(wd int, signed bool, src Mem, x VecVirtual, zmm bool) {
	switch {
	case wd == 0 && signed:
		VPMOVSXBW(src, x)
	case wd == 0:
		VPMOVZXBW(src, x)
	case zmm:
		VMOVDQU64(src, x)
	default:
		VMOVDQU(src, x)
	}
}
