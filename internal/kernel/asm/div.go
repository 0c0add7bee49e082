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
// zero for the remainder), unused. With a = |x| (signed) or x:
//
//	t = mulhi(a, m), q = (t + ((a - t) >> s1)) >> s2   (a / |d| truncated)
//	q = q with the sign of x·d (signed), r = x - q·d
//	where floor is set, r != 0 and r, d differ in sign: r += d
//
// and the quotient or the remainder is stored (a floor quotient comes
// from the floorOnly kernel, so only the remainder is adjusted). With floorOnly (signed
// floor division, divFloorVSInt) the quotient is NumPy's instead, without
// the remainder's multiplication (see divLanes).
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
	Doc(fmt.Sprintf("%s stores the quotient or remainder of %s a[i] by one number into d[i], elements of 1<<w bytes (w at most 2), over len(d) bytes rounded down to a multiple of 32 (16 for w 0), with p's magic number, shifts and masks (see divParams).", name, kind))
	d := Load(Param("d").Base(), GP64())
	a := Load(Param("a").Base(), GP64())
	n := Load(Param("d").Len(), GP64())
	p := Load(Param("p"), GP64())
	w := Load(Param("w"), GP64())
	eachWidth(w, []int{0, 1, 2}, func(wd int) {
		lw := max(wd, 1) // lane width: 16 bits for 8-bit elements
		m, s1, s2, dv, dsign, floor, selq := divParams(p, YMM)
		var low VecVirtual // 0x00ff in every 16 bits, to keep the low bytes
		if wd == 0 {
			low = YMM()
			VPCMPEQW(low, low, low)
			VPSRLW(U8(8), low, low)
		}
		in, out := 32, 32 // bytes read and written a step
		if wd == 0 {
			in, out = 16, 16
		}
		label := fmt.Sprintf("w%dloop", wd)
		Label(label)
		CMPQ(n, U32(out))
		JL(LabelRef(label + "_end"))
		x := YMM()
		loadDividends(wd, signed, Mem{Base: a}, x, false)
		r := divLanes(lw, signed, floorOnly, x, m, s1, s2, dv, dsign, floor, selq)
		if wd == 0 {
			VPAND(low, r, r)
			h := XMM()
			VEXTRACTI128(U8(1), r, h)
			VPACKUSWB(h, r.AsX(), h)
			VMOVDQU(h, Mem{Base: d})
		} else {
			VMOVDQU(r, Mem{Base: d})
		}
		ADDQ(U32(in), a)
		ADDQ(U32(out), d)
		SUBQ(U32(out), n)
		JMP(LabelRef(label))
		Label(label + "_end")
		VZEROUPPER()
		RET()
	})
}

// divLanes emits divKernel's computation on lanes of 1<<lw bytes (16 or
// 32 bits) and returns the stored value's vector. With floorOnly it is
// NumPy's floor division (loops_arithmetic.dispatch.c.src): with a = x < s
// (all ones or zero) for s = 1 if d < 0 else 0, the quotient is
// trunc((x + (s ? -1 : 0) - a) / d) - (a != s): x moves one toward 0 where
// its sign is not d's (and it is not 0), which cannot overflow.
func divLanes(lw int, signed, floorOnly bool, x, m VecVirtual, s1, s2 VecVirtual, dv, dsign, floor, selq VecVirtual) VecVirtual {
	sub := byWidth(lw, nil, VPSUBW, VPSUBD)
	add := byWidth(lw, nil, VPADDW, VPADDD)
	var below VecVirtual // floorOnly: a
	if floorOnly {
		ns, z := YMM(), YMM()
		VPXOR(z, z, z)
		sub(dsign, z, ns) // s: 1 where d < 0
		below = YMM()
		byWidth(lw, nil, VPCMPGTW, VPCMPGTD)(x, ns, below) // s > x
		xm := YMM()
		add(dsign, x, xm)
		sub(below, xm, xm) // x + (s ? -1 : 0) - a
		x = xm
	}
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
	if floorOnly {
		VPXOR(dsign, below, below) // all ones where a != s
		add(below, q, q)
		return q
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
	Doc(fmt.Sprintf("%s is %s with AVX-512 over len(d) bytes rounded down to a multiple of 64 (32 for w 0).", name, name[:len(name)-6]))
	d := Load(Param("d").Base(), GP64())
	a := Load(Param("a").Base(), GP64())
	n := Load(Param("d").Len(), GP64())
	p := Load(Param("p"), GP64())
	w := Load(Param("w"), GP64())
	eachWidth(w, []int{0, 1, 2}, func(wd int) {
		lw := max(wd, 1)
		m, s1, s2, dv, dsign, floor, selq := divParams(p, ZMM)
		z, ns := ZMM(), ZMM()
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
		sub(dsign, z, ns) // s: 1 where d < 0
		var odd OpmaskVirtual
		if lw == 2 {
			odd = K()
			g := GP32()
			MOVL(U32(0xaaaa), g)
			KMOVW(g, odd)
		}
		out := 64
		if wd == 0 {
			out = 32
		}
		label := fmt.Sprintf("w%dloop", wd)
		Label(label)
		CMPQ(n, U32(out))
		JL(LabelRef(label + "_end"))
		x := ZMM()
		loadDividends(wd, signed, Mem{Base: a}, x, true)
		var below VecVirtual
		xin := x
		if floorOnly {
			k := K()
			below = ZMM()
			byWidth(lw, nil, VPCMPGTW, VPCMPGTD)(x, ns, k) // s > x
			spread(k, below)
			xm := ZMM()
			add(dsign, x, xm)
			sub(below, xm, xm) // x + (s ? -1 : 0) - a
			x = xm
		}
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
		r := q
		if floorOnly {
			VPXORD(dsign, below, below) // all ones where a != s
			add(below, q, q)
		} else {
			rem := ZMM()
			byWidth(lw, nil, VPMULLW, VPMULLD)(dv, q, rem)
			sub(rem, xin, rem) // r = x - q·d
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
			r = ZMM()
			VMOVDQA64(selq, r)
			VPTERNLOGD(U8(0xca), rem, q, r) // selq ? q : rem
		}
		if wd == 0 {
			VPMOVWB(r, Mem{Base: d})
			ADDQ(U32(32), a)
		} else {
			VMOVDQU64(r, Mem{Base: d})
			ADDQ(U32(64), a)
		}
		ADDQ(U32(out), d)
		SUBQ(U32(out), n)
		JMP(LabelRef(label))
		Label(label + "_end")
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
