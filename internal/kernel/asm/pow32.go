package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// The float32 power's tables and polynomials, as package kernel has them
// (pow32InvC, pow32Log2C, pow32L, pow32E; scripts/gen_pow32_table.py).
var (
	pow32InvC = []float64{
		0x1.642c8590b2164p+00, 0x1.5555555555555p+00, 0x1.47ae147ae147bp+00, 0x1.3b13b13b13b14p+00,
		0x1.2f684bda12f68p+00, 0x1.2492492492492p+00, 0x1.1a7b9611a7b96p+00, 0x1.1111111111111p+00,
		0x1.0842108421084p+00, 0x1p+00, 0x1.e1e1e1e1e1e1ep-01, 0x1.c71c71c71c71cp-01,
		0x1.af286bca1af28p-01, 0x1.999999999999ap-01, 0x1.8618618618618p-01, 0x1.745d1745d1746p-01,
	}
	pow32Log2C = []float64{
		-0x1.e7df5fe538ab3p-02, -0x1.a8ff971810a5dp-02, -0x1.6cb0f6865c8ebp-02, -0x1.32bfee370ee6ap-02,
		-0x1.f5fd8a9063e32p-03, -0x1.8a8980abfbd3p-03, -0x1.22dadc2ab3496p-03, -0x1.7d60496cfbb4bp-04,
		-0x1.77394c9d958dp-05, 0, 0x1.663f6fac91318p-04, 0x1.5c01a39fbd68bp-03,
		0x1.fbc16b902680dp-03, 0x1.49a784bcd1b8ap-02, 0x1.91bba891f170ap-02, 0x1.d6753e032ea0ep-02,
	}
	pow32L = []float64{
		0x1.71547652b82fep+00, -0x1.71547652e0a34p-01, 0x1.ec709dc3e82ap-02, -0x1.71546c361fe5ap-02,
		0x1.2776bc11ef99ap-02, -0x1.ed125b25e54dp-03, 0x1.a6a7284209efp-03,
	}
	pow32E = []float64{
		0x1.62e42fefa39efp-01, 0x1.ebfbdff6988c8p-03, 0x1.c6b08d6faa1bep-05, 0x1.3b2c4ac7da565p-07,
		0x1.5d893e58acc63p-10,
	}
)

// powF32 writes a[i]^b[i] (b[0] for every i when bstep is 0) of float32s
// into d a vector of float64 lanes at a time, as the Go twin pow32
// computes it: the arguments widened, log2 a from pow32's table and
// polynomial, t = b·log2 a, 2^t from the exp table and pow32's polynomial,
// scaled exactly, and rounded once to float32; a·a where b is 2. It
// returns how many it wrote, stopping before the first vector holding a
// base outside (0, +Inf) or an infinite or NaN exponent, which the Go
// code takes; past |t| = 1000 the result is 0 or +Inf, as pow32's.
func powF32(w width) {
	name := "powF32" + w.sfx
	doc := fmt.Sprintf("%s stores a[i]^b[i·bstep] into d[i], %d at a time, up to the first %d holding a base outside (0, +Inf) or an exponent that is not finite, and returns how many it stored (see pow32 in pow32.go); b has an element.", name, w.lanes, w.lanes)
	setup := func() {
		w.preload("Pow32InvC", pow32InvC)
		w.preload("Pow32Log2C", pow32Log2C)
		w.preload("ExpTabHi", expTabHi)
	}
	binaryKernelOf(name, doc, w, f32, true, setup, func(x, y VecVirtual) VecVirtual {
		emitCheckFinite(w, y)
		two := w.mask()
		w.cmp(0x00, vconst("Pow32Two", 2), y, two)
		return emitPow32(w, x, y, two)
	})
}

// emitCheckFinite jumps to "done" if a lane of y is not finite (powF64's
// and powF32's check of the exponent).
func emitCheckFinite(w width, y VecVirtual) {
	m := w.mask()
	if w.wide() {
		VFPCLASSPDZ(U8(0x99), y, m) // NaNs, ±Inf
	} else {
		ay := w.vec()
		VANDPD(iconst("ExpAbs", 1<<63-1), y, ay)
		w.cmp(0x15, iconst("PowInf", 0x7ff0000000000000), ay, m) // not |y| < Inf
	}
	w.anySet(m, "done")
}

// emitPow32 is powF32's step once y is checked: it jumps to "done" if a
// lane of x is not a positive normal float64, and returns x^y, and x·x
// in the lanes of the mask two.
func emitPow32(w width, x, y VecVirtual, two Register) VecVirtual {
	c := func(nm string, v float64) Mem { return vconst("Pow32"+nm, v) }
	if w.wide() {
		bad := w.mask()
		VFPCLASSPDZ(U8(0xff), x, bad) // NaNs, ±0, ±Inf, subnormal, negative
		KORTESTB(bad, bad)
		JNZ(LabelRef("done"))
	} else {
		emitLogCheck(w, x)
	}

	// log2 x = (k + log2 c) + r·L(r), r = z·c⁻¹ - 1.
	kf, z, idx := emitLogSplitAt(w, x, iconst("Pow32Off", 0x3fe6800000000000))
	ti := w.index(idx)
	invc := w.lookup("Pow32InvC", ti)
	l2c := w.lookup("Pow32Log2C", ti)
	VFMSUB213PD(vconst("LogOne", 1), invc, z) // z = z·c⁻¹ - 1 = r
	p := horner(w, z, pow32L, c, "L")
	VADDPD(l2c, kf, kf)
	VFMADD213PD(kf, z, p) // r·L(r) + (k + log2 c)
	t := w.vec()
	VMULPD(p, y, t)

	// 2^t = 2^(k/16)·(1 + r·E(r))·2^(k>>4), k = round(16t), r = t - k/16,
	// j = k mod 16 in u's low bits.
	var kq, u VecVirtual
	if w.wide() {
		// kq = k/16 by VRNDSCALEPD (t rounded to sixteenths), so that no
		// bound on t is needed: r = t - kq stays exact (Sterbenz) and at
		// most 1/32, and past |t| = 1000 VSCALEFPD's 2^floor(kq)
		// overflows or underflows to the float32 0 or +Inf that the Go
		// twin gets from Pow. j is in the low bits of kq + 1.5·2^48,
		// whose last place is 1/16 (garbage only where 2^t is far outside
		// float32's range anyway).
		kq, u = w.vec(), w.vec()
		VRNDSCALEPD(U8(0x40), t, kq)
		VSUBPD(kq, t, t) // exact
		VADDPD(c("Shift", 0x1.8p48), kq, u)
	} else {
		VMINPD(c("Max", 1000), t, t) // t within ±1000: 2^t past float32's range either way
		VMAXPD(c("Min", -1000), t, t)
		shift := vconst("ExpShift", 0x1.8p52)
		u = w.vec()
		ek := w.vec()
		VMOVUPD(shift, u)
		VFMADD231PD(vconst("ExpSixteen", 16), t, u)
		VSUBPD(shift, u, ek)
		VFNMADD231PD(vconst("ExpSixteenth", 1.0/16), ek, t) // t - k/16, exact
	}
	q := horner(w, t, pow32E, c, "E")
	hi := w.lookup("ExpTabHi", w.index(u))
	VMULPD(t, q, q)
	VFMADD213PD(hi, hi, q) // hi·r·E(r) + hi
	if w.wide() {
		VSCALEFPD(kq, q, q)  // ·2^floor(k/16)
		VMULPD(x, x, two, q) // x·x where b is 2, merged into the rest
		return q
	}
	VPSRLQ(U8(4), u, u)
	VPSLLQ(U8(52), u, u) // (k>>4)<<52: u's bits 4-15 are k's
	VPADDQ(u, q, q)
	sq := w.vec()
	VMULPD(x, x, sq)
	w.blend(two, sq, q, q) // x·x where b is 2
	return q
}

// horner returns the polynomial of the coefficients k (lowest degree
// first, c(name+"j") the constant of k[j]) at the lanes of r by Horner's
// rule, as the Go twins' loops of math.FMA compute it: one fused
// multiply-add a coefficient (Estrin's scheme, fewer in a row but more in
// all, was no faster: the kernel is bound by the multipliers' throughput).
func horner(w width, r VecVirtual, k []float64, c func(string, float64) Mem, name string) VecVirtual {
	con := func(j int) Mem { return c(fmt.Sprintf("%s%d", name, j), k[j]) }
	p := w.vec()
	VMOVUPD(con(len(k)-1), p)
	for j := len(k) - 2; j >= 0; j-- {
		VFMADD213PD(con(j), r, p) // p·r + k[j]
	}
	return p
}
