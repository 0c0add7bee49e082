package main

import (
	"fmt"
	"math"
	"strings"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// The elementwise math kernels compute four float64 lanes at a time with
// AVX2 and FMA, or eight with AVX-512. Most float32 forms widen the float32
// lanes to float64, compute there, and round once to float32; exp, log and
// tanh compute in float32 lanes, twice as many. Every operation is the one
// the Go twin (package kernel: Exp64, Log64, exp32, tanh32, …) performs,
// in the same order, so the kernels and their twins give the same bits.

// consts holds the constants declared so far, by name, with their lane
// value: a kernel generated for two types (or an emitter used by two
// kernels) asks for the same constant again and gets the one declaration.
var consts = map[string]struct {
	name string
	m    Mem
	v    uint64
}{}

// lanes returns the 32-byte constant holding the 64-bit pattern v in each
// of four lanes, declared on first use. A YMM operand reads it whole; the
// AVX-512 kernels read its first lane by embedded broadcast (bcast.go).
func lanes(name string, v uint64) Mem {
	if c, ok := consts[name]; ok {
		if c.v != v {
			panic("constant " + name + " declared with two values")
		}
		return c.m
	}
	m := GLOBL("ufunc"+name, RODATA|NOPTR)
	for i := range 4 {
		DATA(8*i, U64(v))
	}
	consts[name] = struct {
		name string
		m    Mem
		v    uint64
	}{name, m, v}
	return m
}

// vconst returns a constant holding v in each float64 lane.
func vconst(name string, v float64) Mem { return lanes(name, math.Float64bits(v)) }

// iconst returns a constant holding v in each 64-bit lane.
func iconst(name string, v uint64) Mem { return lanes(name, v) }

// width is the vector width a math kernel is generated for: AVX2's four
// float64 lanes in YMM registers, whose lane masks are vectors, or
// AVX-512's eight in ZMM registers, whose masks are K registers. The
// emitters below are written once against it; each operation is the same
// IEEE operation at either width, so both kernels give the Go twin's bits.
type width struct {
	lanes int    // float64 lanes
	sfx   string // kernel name suffix: "" or "Avx512"
}

var (
	avx2   = width{4, ""}
	avx512 = width{8, "Avx512"}
)

func (w width) wide() bool { return w.lanes == 8 }

// hoist32 is hoist for a constant of float32 lanes.
func (w width) hoist32(m Mem) Op {
	if !w.wide() {
		return m
	}
	r := w.vec()
	VMOVUPS(m, r)
	return r
}

// hoist returns the constant m as an operand for a kernel's loop: on
// AVX-512, a register loaded once before the loop (where the kernel calls
// hoist), whose copy into a working register the CPU makes without a load;
// on AVX2, whose sixteen registers the loop needs, m itself.
func (w width) hoist(m Mem) Op {
	if !w.wide() {
		return m
	}
	r := w.vec()
	VMOVUPD(m, r)
	return r
}

// vec returns a new float64 vector.
func (w width) vec() VecVirtual {
	if w.wide() {
		return ZMM()
	}
	return YMM()
}

// ints returns a new vector of one int32 per float64 lane.
func (w width) ints() VecVirtual {
	if w.wide() {
		return YMM()
	}
	return XMM()
}

// narrow returns a new vector of one float32 per float64 lane.
func (w width) narrow() VecVirtual { return w.ints() }

// mask returns a new lane mask.
func (w width) mask() Register {
	if w.wide() {
		return K()
	}
	return YMM()
}

// cmp sets the mask m to a pred b, lane by lane (VCMPPD's predicates).
func (w width) cmp(pred uint8, b Op, a Register, m Register) { VCMPPD(U8(pred), b, a, m) }

// blend sets dst to a where m is set and to b elsewhere.
func (w width) blend(m Register, a Op, b, dst Register) {
	if w.wide() {
		VBLENDMPD(a, b, m, dst)
	} else {
		VBLENDVPD(m, a, b, dst)
	}
}

// masked sets dst to the constant c where m is set and to +0 elsewhere.
func (w width) masked(c Mem, m, dst Register) {
	if w.wide() {
		VMOVUPD_Z(c, m, dst)
	} else {
		VANDPD(c, m, dst)
	}
}

// or sets the mask dst to a or b.
func (w width) or(a, b, dst Register) {
	if w.wide() {
		KORB(a, b, dst)
	} else {
		VORPD(a, b, dst)
	}
}

// and sets the mask dst to a and b.
func (w width) and(a, b, dst Register) {
	if w.wide() {
		KANDB(a, b, dst)
	} else {
		VANDPD(a, b, dst)
	}
}

// trunc rounds every lane toward zero.
func (w width) trunc(src, dst Register) {
	if w.wide() {
		VRNDSCALEPD(U8(3), src, dst)
	} else {
		VROUNDPD(U8(3), src, dst)
	}
}

// anySet jumps to label if any lane of m is set.
func (w width) anySet(m Register, label string) {
	if w.wide() {
		KORTESTB(m, m)
	} else {
		mk := GP32()
		VMOVMSKPD(m, mk)
		TESTL(mk, mk)
	}
	JNZ(LabelRef(label))
}

// pand and por are the bitwise and and or of 64-bit lanes.
func (w width) pand(a Op, b, dst Register) {
	if w.wide() {
		VPANDQ(a, b, dst)
	} else {
		VPAND(a, b, dst)
	}
}

func (w width) por(a Op, b, dst Register) {
	if w.wide() {
		VPORQ(a, b, dst)
	} else {
		VPOR(a, b, dst)
	}
}

// lowBit returns a mask of the lanes of the integer vector q whose bit 0
// is set (one holds the integer 1 in each lane): AVX2's blend reads a
// lane's sign bit, so there it is q shifted left by 63.
func (w width) lowBit(q VecVirtual, one Mem) Register {
	if w.wide() {
		k := K()
		VPTESTMQ(one, q, k)
		return k
	}
	b := YMM()
	VPSLLQ(U8(63), q, b)
	return b
}

// round rounds every lane to the nearest integer, ties to even.
func (w width) round(src, dst Register) {
	if w.wide() {
		VRNDSCALEPD(U8(0), src, dst)
	} else {
		VROUNDPD(U8(0), src, dst)
	}
}

// toInt32 converts every lane, an integer already, to int32.
func (w width) toInt32(src, dst Register) {
	if w.wide() {
		VCVTPD2DQ(src, dst)
	} else {
		VCVTPD2DQY(src, dst)
	}
}

// toFloat32 rounds every lane to float32.
func (w width) toFloat32(src, dst Register) {
	if w.wide() {
		VCVTPD2PS(src, dst)
	} else {
		VCVTPD2PSY(src, dst)
	}
}

// expTabHi[j] is 2^(j/16) rounded to a double and expTabLo[j] the double
// nearest the rest, as package kernel has them (scripts/gen_exp_table.py).
var (
	expTabHi = []float64{
		0x1p+00, 0x1.0b5586cf9890fp+00, 0x1.172b83c7d517bp+00, 0x1.2387a6e756238p+00,
		0x1.306fe0a31b715p+00, 0x1.3dea64c123422p+00, 0x1.4bfdad5362a27p+00, 0x1.5ab07dd485429p+00,
		0x1.6a09e667f3bcdp+00, 0x1.7a11473eb0187p+00, 0x1.8ace5422aa0dbp+00, 0x1.9c49182a3f09p+00,
		0x1.ae89f995ad3adp+00, 0x1.c199bdd85529cp+00, 0x1.d5818dcfba487p+00, 0x1.ea4afa2a490dap+00,
	}
	expTabLo = []float64{
		0, 0x1.8a62e4adc610bp-54, -0x1.19041b9d78a76p-55, 0x1.9b07eb6c70573p-54,
		0x1.6f46ad23182e4p-55, 0x1.ada0911f09ebcp-55, 0x1.d4397afec42e2p-56, 0x1.6324c054647adp-54,
		-0x1.bdd3413b26456p-54, -0x1.41577ee04992fp-55, 0x1.6e9f156864b27p-54, 0x1.c7c46b071f2bep-56,
		0x1.7a1cd345dcc81p-54, 0x1.11065895048ddp-55, 0x1.2ed02d75b3707p-55, -0x1.e9c23179c2893p-54,
	}
)

// tables holds the tables declared so far, by name.
var tables = map[string]Mem{}

// table returns the read-only table of the float64 values v, declared on
// first use.
func table(name string, v []float64) Mem {
	if m, ok := tables[name]; ok {
		return m
	}
	m := GLOBL("ufunc"+name, RODATA|NOPTR)
	for i, f := range v {
		DATA(8*i, U64(math.Float64bits(f)))
	}
	tables[name] = m
	return m
}

// tableRegs holds, for the AVX-512 kernel being generated, the two ZMM
// registers that hold each table's halves (entries 0-7 and 8-15), loaded
// once before its loop by preload: a table is 128 bytes, which the linker
// aligns to 32, so reading it in the loop would cross cache lines.
var tableRegs map[string][2]VecVirtual

// preload declares the table name of the values v and, on AVX-512, loads
// it into two registers for lookup; a kernel calls it before its loop for
// each table its emitters look up.
func (w width) preload(name string, v []float64) {
	m := table(name, v)
	if !w.wide() {
		return
	}
	a, b := ZMM(), ZMM()
	VMOVUPD(m, a)
	VMOVUPD(m.Offset(64), b)
	tableRegs[name] = [2]VecVirtual{a, b}
}

// tableIndex is the index of a table lookup, prepared once for every
// table looked up with it: on AVX-512 the index itself; on AVX2 also the
// dword pairs 2j, 2j+1 of VPERMD (which reads the low three bits of each
// dword) and bits 2 and 3 of j moved to the sign bits VBLENDVPD tests.
type tableIndex struct{ idx, pair, bit2, bit3 VecVirtual }

// index prepares the lanes' 64-bit integers in idx, whose low four bits
// select an entry, for lookup.
func (w width) index(idx VecVirtual) tableIndex {
	if w.wide() {
		return tableIndex{idx: idx}
	}
	t := tableIndex{idx: idx, pair: YMM(), bit2: YMM(), bit3: YMM()}
	VPADDQ(idx, idx, t.pair)
	VPSHUFD(U8(0xa0), t.pair, t.pair) // 2j in both dwords of each lane
	VPOR(iconst("LookupOdd", 1<<32), t.pair, t.pair)
	VPSLLQ(U8(61), idx, t.bit2)
	VPSLLQ(U8(60), idx, t.bit3)
	return t
}

// lookup returns a vector holding, in each lane, the entry of the
// 16-entry table name that the lane's index selects: one two-table
// permute of the preloaded registers on AVX-512; on AVX2, a permute of
// each quarter of the table as it lies in memory and three blends instead
// of a gather (short latency: the kernels' steps are long dependency
// chains). log and exp of 4096 float64 in L1 on a 2-core Zen 3 VM, one
// worker, in five of six alternating rounds: 17.9-18.7 → 14.2-16.0 µs and
// 10.8-11.8 → 7.7-10.2 µs (medians 15% and 13% less; see CHANGELOG).
func (w width) lookup(name string, ti tableIndex) VecVirtual {
	if w.wide() {
		regs, ok := tableRegs[name]
		if !ok {
			panic("table " + name + " looked up without preload")
		}
		sel := w.vec()
		VMOVDQA64(ti.idx, sel)
		VPERMI2PD(regs[1], regs[0], sel) // bit 3 of the index picks entries 8-15
		return sel
	}
	m, ok := tables[name]
	if !ok {
		panic("table " + name + " looked up without preload")
	}
	var q [4]VecVirtual
	for i := range q {
		q[i] = YMM()
		VPERMD(m.Offset(32*i), ti.pair, q[i]) // entry j mod 4 of quarter i
	}
	lo, hi, out := YMM(), YMM(), YMM()
	VBLENDVPD(ti.bit2, q[1], q[0], lo) // entries 0-7
	VBLENDVPD(ti.bit2, q[3], q[2], hi) // entries 8-15
	VBLENDVPD(ti.bit3, hi, lo, out)
	return out
}

// preloadExp preloads the tables of emitExp.
func (w width) preloadExp() {
	w.preload("ExpTabHi", expTabHi)
	w.preload("ExpTabLo", expTabLo)
}

// preloadLog preloads the tables of emitLog.
func (w width) preloadLog() {
	w.preload("LogInvC", logInvC)
	w.preload("LogC", logC)
	w.preload("LogCLo", logCLo)
}

// emitExp replaces the float64 lanes of x, |x| at most 704, by e^x as the
// Go twin expCore computes it: t = x·16/ln 2 + 1.5·2^52, whose low bits
// hold k = round(x·16/ln 2), r = x - k·ln 2/16 in two fused steps, 2^(j/16)
// from the table for j = k mod 16, e^r from its Taylor series (degree 7,
// with the table's low part), and the product scaled by 2^(k>>4), exactly:
// its integer added to the exponent field on AVX2, VSCALEFPD on AVX-512.
func emitExp(w width, x VecVirtual) {
	c := func(nm string, v float64) Mem { return vconst("Exp"+nm, v) }
	shift := c("Shift", 0x1.8p52)
	t, kf, r := w.vec(), w.vec(), w.vec()
	VMOVUPD(shift, t)
	VFMADD231PD(c("InvLn2N", 23.083120654223414), x, t) // t = x·16/ln 2 + shift, one rounding
	VSUBPD(shift, t, kf)
	VMOVAPD(x, r)
	VFNMADD231PD(c("Ln2NHi", 0.04332169878499658), kf, r) // r = x - k·hi
	VFNMADD231PD(c("Ln2NLo", 1.4494042586539372e-18), kf, r)
	emitExpTail(w, x, t, kf, r)
}

// emitExp2 replaces the float64 lanes of x, |x| at most 1015, by 2^x as the
// Go twin exp2Core computes it: t = 16x + 1.5·2^52 (k = round(16x) in its
// low bits), r = (x - k/16)·ln 2, the first product exact, and emitExp's
// float64 tail.
func emitExp2(w width, x VecVirtual) {
	c := func(nm string, v float64) Mem { return vconst("Exp"+nm, v) }
	shift := c("Shift", 0x1.8p52)
	t, kf, r := w.vec(), w.vec(), w.vec()
	VMOVUPD(shift, t)
	VFMADD231PD(c("Sixteen", 16), x, t)
	VSUBPD(shift, t, kf)
	VMOVAPD(x, r)
	VFNMADD231PD(c("Sixteenth", 1.0/16), kf, r) // x - k/16, exact
	VMULPD(c("Ln2", math.Ln2), r, r)
	emitExpTail(w, x, t, kf, r)
}

// emitExpTail is the rest of emitExp and emitExp2 once k (t's low bits,
// and kf) and r are known: x = 2^(j/16)·e^r·2^(k>>4).
func emitExpTail(w width, x, t, kf, r VecVirtual) {
	c := func(nm string, v float64) Mem { return vconst("Exp"+nm, v) }
	hi, q := emitExpParts(w, t, r)
	VADDPD(q, hi, x)
	if w.wide() {
		VMULPD(c("Sixteenth", 1.0/16), kf, kf)
		VSCALEFPD(kf, x, x) // x·2^floor(k/16)
	} else {
		VPSRLQ(U8(4), t, t)
		VPSLLQ(U8(52), t, t) // (k>>4)<<52: t's bits 4-15 are k's
		VPADDQ(t, x, x)
	}
}

// emitExpParts returns hi = 2^(j/16) from the table and yl = hi·p + lo
// for k in t's low bits and r, as the Go twin expParts computes them: p =
// e^r - 1 by Estrin's scheme, (c2 + c3·r) + r²·((c4 + c5·r) + r²·(c6 +
// c7·r)) times r², plus r.
func emitExpParts(w width, t, r VecVirtual) (hi, yl VecVirtual) {
	c := func(nm string, v float64) Mem { return vconst("Exp"+nm, v) }
	ti := w.index(t)
	hi = w.lookup("ExpTabHi", ti)
	q := w.vec()
	lo := w.lookup("ExpTabLo", ti)
	r2, a, b := w.vec(), w.vec(), w.vec()
	VMULPD(r, r, r2)
	VMOVUPD(c("C3", 1.0/6), a)
	VFMADD213PD(c("C2", 1.0/2), r, a)
	VMOVUPD(c("C5", 1.0/120), b)
	VFMADD213PD(c("C4", 1.0/24), r, b)
	VMOVUPD(c("C7", 1.0/5040), q)
	VFMADD213PD(c("C6", 1.0/720), r, q)
	VFMADD213PD(b, r2, q)
	VFMADD213PD(a, r2, q)
	VFMADD213PD(r, r2, q)  // p = q·r² + r
	VFMADD213PD(lo, hi, q) // hi·p + lo
	return hi, q
}

// stopKernel emits what every stopping kernel shares: name(d, s []elem)
// int stores f(s[i]) into d[i], lanes elements of size bytes at a time.
// setup runs once before the loop (it preloads tables); step, given the
// source and destination pointers, loads a vector, jumps to "done" when it
// holds an argument the kernel leaves to the Go twin, and stores the
// vector's results. The kernel returns how many elements it stored.
func stopKernel(name, elem, doc string, lanes, size int, setup func(), step func(src, d Register)) {
	TEXT(name, NOSPLIT, fmt.Sprintf("func(d, s []%s) int", elem))
	Pragma("noescape")
	Doc(doc)
	d := Load(Param("d").Base(), GP64())
	src := Load(Param("s").Base(), GP64())
	n := Load(Param("d").Len(), GP64())
	done := GP64()
	XORQ(done, done)
	tableRegs = map[string][2]VecVirtual{}
	setup()
	Label("loop")
	CMPQ(n, U32(lanes))
	JL(LabelRef("done"))
	step(src, d)
	ADDQ(U32(lanes*size), src)
	ADDQ(U32(lanes*size), d)
	SUBQ(U32(lanes), n)
	ADDQ(U32(lanes), done)
	JMP(LabelRef("loop"))
	Label("done")
	Store(done, ReturnIndex(0))
	VZEROUPPER()
	RET()
}

// anySet32 jumps to label if any float32 lane of the mask m (w.mask) is
// set; pand32 is the bitwise and of 32-bit lanes.
func (w width) anySet32(m Register, label string) {
	if w.wide() {
		KORTESTW(m, m)
	} else {
		mk := GP32()
		VMOVMSKPS(m, mk)
		TESTL(mk, mk)
	}
	JNZ(LabelRef(label))
}

func (w width) pand32(a Op, b, dst Register) {
	if w.wide() {
		VPANDD(a, b, dst)
	} else {
		VPAND(a, b, dst)
	}
}

// expKernel writes e^(s[i]) into d[i] for float64 a vector at a time, as
// the Go twin Exp64 computes it, and returns how many it wrote: it stops
// before the first vector holding an argument past ±704 or a NaN, which the
// Go code takes. (The float32 kernels are expKernel32; emitExp's float32
// form serves the float32 tanh.)
func expKernel(w width) {
	name := "expF64" + w.sfx
	doc := fmt.Sprintf("%s stores e^s[i] into d[i], %d at a time, up to the first %d holding an argument past ±704 or a NaN, and returns how many it stored (see Exp64 in ufunc.go).", name, w.lanes, w.lanes)
	stopKernel(name, "float64", doc, w.lanes, 8, func() { w.preloadExp() }, func(src, d Register) {
		x := w.vec()
		VMOVUPD(Mem{Base: src}, x)
		ax, m := w.vec(), w.mask()
		VANDPD(iconst("ExpAbs", 1<<63-1), x, ax)
		w.cmp(0x16, vconst("ExpFast8", 704), ax, m) // not |x| <= 704, or unordered
		w.anySet(m, "done")
		emitExp(w, x)
		VMOVUPD(x, Mem{Base: d})
	})
}

// The tables of the log kernels, as package kernel has them
// (scripts/gen_log_table.py).
var (
	logInvC = []float64{
		0x1.745d1745d1746p+00, 0x1.642c8590b2164p+00, 0x1.5555555555555p+00, 0x1.47ae147ae147bp+00,
		0x1.3b13b13b13b14p+00, 0x1.2f684bda12f68p+00, 0x1.2492492492492p+00, 0x1.1a7b9611a7b96p+00,
		0x1.1111111111111p+00, 0x1.0842108421084p+00, 0x1p+00, 0x1.e1e1e1e1e1e1ep-01,
		0x1.c71c71c71c71cp-01, 0x1.af286bca1af28p-01, 0x1.999999999999ap-01, 0x1.8618618618618p-01,
	}
	logC = []float64{
		-0x1.7fafa3bd81p-02, -0x1.522ae0738ap-02, -0x1.269621134ep-02, -0x1.f991c6cb3cp-03,
		-0x1.a93ed3c8aep-03, -0x1.5bf406b544p-03, -0x1.1178e8227ep-03, -0x1.9335e5d594p-04,
		-0x1.08598b59e4p-04, -0x1.0415d89e78p-05, 0, 0x1.f0a30c0118p-05,
		0x1.e27076e2bp-04, 0x1.5ff3070a7ap-03, 0x1.c8ff7c79aap-03, 0x1.1675cababap-02,
	}
	logCLo = []float64{
		-0x1.471b79bf6d4cbp-44, -0x1.eba708164c759p-45, 0x1.1ba1f10522625p-44, 0x1.90b84cd7cc834p-44,
		0x1.86a4350562169p-45, 0x1.28023eb68981cp-46, -0x1.1e778ce2d07f2p-45, -0x1.30f5c3abd47dap-45,
		0x1.7e9dd7009902cp-46, 0x1.ddfc7f461c516p-44, 0, -0x1.d579e83368e91p-45,
		-0x1.a2c2c2af0003cp-45, -0x1.8546f183bebf2p-44, -0x1.7814f689f8434p-45, 0x1.83c0e731f55c4p-44,
	}
)

// emitLogSplit splits the lanes of x (positive normal numbers) as the Go
// twin logSplit does: tmp = bits(x) - logOff, k = tmp's top 12 bits as a
// signed integer (converted exactly to a double), z = x / 2^k, and the
// table index in the low four bits of tmp >> 48.
func emitLogSplit(w width, x VecVirtual) (kf, z, idx VecVirtual) {
	return emitLogSplitAt(w, x, iconst("LogOff", 0x3fe5800000000000))
}

// emitLogSplitAt is emitLogSplit with the offset off (bits of the
// smallest z) subtracted in place of Log64's.
func emitLogSplitAt(w width, x VecVirtual, off Mem) (kf, z, idx VecVirtual) {
	tmp := w.vec()
	VPSUBQ(off, x, tmp)
	kf, z, idx = w.vec(), w.vec(), w.vec()
	if w.wide() {
		VPSRAQ(U8(52), tmp, kf)
		VCVTQQ2PD(kf, kf)
	} else {
		// (u ^ 0x800) | 2^52's bits, u the top 12 bits unsigned, is the
		// double 2^52 + 2048 + k.
		VPSRLQ(U8(52), tmp, kf)
		VPXOR(iconst("LogKMagic", 0x4330000000000800), kf, kf)
		VSUBPD(vconst("LogKBias", 0x1p52+2048), kf, kf)
	}
	m := w.vec()
	w.pand(iconst("LogTop", 0xfff<<52), tmp, m)
	VPSUBQ(m, x, z)
	VPSRLQ(U8(48), tmp, idx)
	return kf, z, idx
}

// invLn are 1/ln 2 and 1/ln 10 as double-doubles (invLn2Hi and the others
// in package kernel).
var invLn = map[string][2]float64{
	"2":  {0x1.71547652b82fep+0, 0x1.777d0ffda0d24p-56},
	"10": {0x1.bcb7b1526e50ep-2, 0x1.95355baaafad3p-57},
}

// invLn32 are 1/ln 2 and 1/ln 10 in two float32 parts (invLn2Hi32 and the
// others in package kernel).
var invLn32 = map[string][2]float32{
	"2":  {0x1.715476p+00, 0x1.4ae0cp-26},
	"10": {0x1.bcb7b2p-02, -0x1.5b235ep-27},
}

// emitLog replaces the float64 lanes of x, positive normal numbers, by
// log x as the Go twin Log64 computes it (see there), or, for base "2" or
// "10", by log x times 1/ln base as Log2 and Log10 do (logScaled). For
// log1p (lp not nil), x is u = 1 + x0 rounded, lp[0] its rounding error
// c and lp[1] x0, as Log1p computes it: c·2^-min(k, 60) joins pl through
// c⁻¹, and where |x0| < 2^-7, r is x0 and pl 0.
func emitLog(w width, x VecVirtual, base string, lp *[2]VecVirtual) {
	c := func(nm string, v float64) Mem { return vconst("Log"+nm, v) }
	kf, z, idx := emitLogSplit(w, x)
	ti := w.index(idx)
	invc := w.lookup("LogInvC", ti)
	t1 := w.lookup("LogC", ti)
	VFMADD231PD(c("Ln2Hi42", 0x1.62e42fefa38p-01), kf, t1) // k·ln2hi + logc, exact
	r, p, r2 := w.vec(), w.vec(), w.vec()
	ph, pl := w.vec(), w.vec()
	VMULPD(invc, z, ph)
	VMOVAPD(ph, pl)
	VFMSUB231PD(invc, z, pl) // z·c⁻¹ - ph, exact
	VSUBPD(c("One", 1), ph, r)
	if lp != nil {
		emitLog1pLow(w, kf, invc, r, pl, lp[0], lp[1])
	}
	t2, e2, lo := w.vec(), w.vec(), w.vec()
	VADDPD(r, t1, t2)
	VSUBPD(t2, t1, e2)
	VADDPD(r, e2, e2) // (t1 - t2) + r, Fast2Sum's error
	lo = w.lookup("LogCLo", ti)
	VFMADD231PD(c("Ln2Lo42", 0x1.ef35793c7673p-45), kf, lo)
	VADDPD(e2, lo, lo)
	VFNMADD213PD(pl, r, pl) // pl·(1 - r) = pl - pl·r
	VADDPD(pl, lo, lo)
	coef := []float64{ // logA in package kernel
		0x1.98e3b47f9e59p-04, -0x1.c7e7c203a5549p-04, 0x1.00003d5df7566p-03, -0x1.249236a45cebfp-03,
		0x1.5555554c46669p-03, -0x1.9999999ad905ap-03, 0x1.0000000000324p-02, -0x1.5555555555527p-02, 0x1p-01,
	}
	VMOVUPD(c("A8", coef[0]), p)
	for i, v := range coef[1:] {
		VFMADD213PD(c(fmt.Sprintf("A%d", 7-i), v), r, p)
	}
	VMULPD(r, r, r2)
	VMULPD(r2, p, p)  // q
	VSUBPD(p, lo, lo) // lo - q
	if base == "" {
		VADDPD(lo, t2, x) // t2 + (lo - q)
		return
	}
	// logScaled(t2, lo - q, ch, cl): t2·ch = ph + pe exactly, then ph +
	// ((pe + t2·cl) + lo·ch).
	ch, cl := c("InvLn"+base, invLn[base][0]), c("InvLn"+base+"Lo", invLn[base][1])
	VMULPD(ch, t2, ph)
	VMOVAPD(ph, pl)
	VFMSUB231PD(ch, t2, pl)
	VFMADD231PD(cl, t2, pl)
	VFMADD231PD(ch, lo, pl)
	VADDPD(pl, ph, x)
}

// logKernel writes log(s[i]) into d[i] a vector at a time, as the Go twin
// Log64 computes it, and returns how many it wrote: it stops
// before the first vector holding an argument below 2^-1022 (zeros,
// negative numbers and float64 subnormals), +Inf or a NaN, which the Go
// code takes.
func logKernel(w width) {
	name := "logF64" + w.sfx
	doc := fmt.Sprintf("%s stores log(s[i]) into d[i], %d at a time, up to the first %d holding an argument below 2^-1022, +Inf or a NaN, and returns how many it stored (see Log64 in ufunc.go).", name, w.lanes, w.lanes)
	stopKernel(name, "float64", doc, w.lanes, 8, w.preloadLog, func(src, d Register) {
		x := w.vec()
		VMOVUPD(Mem{Base: src}, x)
		emitLogCheck(w, x)
		emitLog(w, x, "", nil)
		VMOVUPD(x, Mem{Base: d})
	})
}

// emitLog1pLow adds log1p's low part to pl, as Log1p: s = c·2^-min(k, 60)
// (exact: VSCALEFPD on AVX-512; on AVX2, 1023 - min(k, 60) is put in the
// exponent field), pl += s·c⁻¹, and r = x0, pl = 0 where |x0| < 2^-7.
func emitLog1pLow(w width, kf, invc, r, pl, cl, x0 VecVirtual) {
	m, sc := w.vec(), w.vec()
	VMINPD(vconst("Log1pKMax", 60), kf, m)
	VXORPD(iconst("Log1pSign", 1<<63), m, m) // -min(k, 60)
	if w.wide() {
		VSCALEFPD(m, cl, sc)
	} else {
		VADDPD(vconst("Log1pExpMagic", 0x1p52+1023), m, sc) // 2^52 + 1023 - min(k, 60), exact
		VPSLLQ(U8(52), sc, sc)                              // 2^-min(k, 60)
		VMULPD(cl, sc, sc)
	}
	VFMADD231PD(invc, sc, pl)
	ax, small, zero := w.vec(), w.mask(), w.vec()
	VANDPD(iconst("Log1pAbs", 1<<63-1), x0, ax)
	w.cmp(0x11, vconst("Log1pSmall", 0x1p-7), ax, small) // |x0| < 2^-7
	w.blend(small, x0, r, r)
	VXORPD(zero, zero, zero)
	w.blend(small, zero, pl, pl)
}

// emitLogCheck jumps to "done" if a lane of x is not in [2^-1022, +Inf).
func emitLogCheck(w width, x VecVirtual) {
	m := w.mask()
	if w.wide() {
		// bits(x) - bits(2^-1022), unsigned, is below that of +Inf only
		// for x in [2^-1022, +Inf).
		u := w.vec()
		VPSUBQ(iconst("LogTinyBits", 0x0010000000000000), x, u)
		VPCMPUQ(U8(5), iconst("LogRange", 0x7fe0000000000000), u, m) // not less than
	} else {
		inf := w.mask()
		w.cmp(0x19, vconst("LogTiny", 0x1p-1022), x, m) // not x >= 2^-1022, or unordered
		w.cmp(0x00, iconst("LogInf", 0x7ff0000000000000), x, inf)
		w.or(m, inf, m)
	}
	w.anySet(m, "done")
}

// float64Kernel writes fn(s[i]) into d[i] (fn exp2, log2, log10 or log1p)
// a vector of float64 lanes at a time, as the Go twins Exp2, Log2, Log10
// and Log1p compute it (for float32 log1p, of the argument widened and the
// result rounded to float32), and returns how many it wrote: it stops
// before the first vector holding an argument the twin takes (exp2: past
// ±1015 or a NaN; log2 and log10: as Log64's kernel; log1p: not above -1,
// +Inf or NaN).
func float64Kernel(fn string, t elemType, w width) {
	name := fn + t.sfx + w.sfx
	twin := map[string]string{"exp2": "Exp2", "log2": "Log2", "log10": "Log10", "log1p": "Log1p"}[fn]
	stops := map[string]string{
		"exp2":  "an argument past ±1015 or a NaN",
		"log1p": "an argument not above -1, +Inf or a NaN",
	}[fn]
	if stops == "" {
		stops = "an argument below 2^-1022 (as a float64), +Inf or a NaN"
	}
	doc := fmt.Sprintf("%s stores %s(s[i]) into d[i], %d at a time, up to the first %d holding %s, and returns how many it stored (see %s in ufunc.go).", name, fn, w.lanes, w.lanes, stops, twin)
	setup := w.preloadLog
	if fn == "exp2" {
		setup = func() { w.preloadExp() }
	}
	stopKernel(name, t.name, doc, w.lanes, t.size, setup, func(src, d Register) {
		x := w.vec()
		w.loadAs(t, src, x)
		switch fn {
		case "exp2":
			ax, m := w.vec(), w.mask()
			VANDPD(iconst("ExpAbs", 1<<63-1), x, ax)
			w.cmp(0x16, vconst("Exp2Fast", 1015), ax, m) // not |x| <= 1015, or unordered
			w.anySet(m, "done")
			emitExp2(w, x)
		case "log1p":
			bad, m := w.mask(), w.mask()
			w.cmp(0x1a, vconst("Log1pMinusOne", -1), x, bad) // not x > -1, or unordered
			w.cmp(0x00, iconst("LogInf", 0x7ff0000000000000), x, m)
			w.or(m, bad, bad)
			w.anySet(bad, "done")
			one, u, cl := w.vec(), w.vec(), w.vec()
			VMOVUPD(vconst("LogOne", 1), one)
			twoSum(w, one, x, u, cl)
			x0 := x
			emitLog(w, u, "", &[2]VecVirtual{cl, x0})
			zm := w.mask()
			w.cmp(0x00, vconst("Log1pZero", 0), x0, zm) // ±0 stays
			w.blend(zm, x0, u, x)
		default:
			emitLogCheck(w, x)
			emitLog(w, x, strings.TrimPrefix(fn, "log"), nil)
		}
		w.storeAs(t, x, d)
	})
}

// The float32 exp kernels' table, as package kernel has it
// (scripts/gen_exp_table.py).
var (
	expTabHi32 = []float32{
		0x1p+00, 0x1.0b5586p+00, 0x1.172b84p+00, 0x1.2387a6p+00, 0x1.306fep+00, 0x1.3dea64p+00, 0x1.4bfdaep+00, 0x1.5ab07ep+00,
		0x1.6a09e6p+00, 0x1.7a1148p+00, 0x1.8ace54p+00, 0x1.9c4918p+00, 0x1.ae89fap+00, 0x1.c199bep+00, 0x1.d5818ep+00, 0x1.ea4afap+00,
	}
	expTabLo32 = []float32{
		0, 0x1.9f3122p-25, -0x1.c15742p-27, 0x1.ceac48p-25, 0x1.4636e2p-25, 0x1.824684p-25, -0x1.593abcp-25, -0x1.5bd5ecp-27,
		0x1.9fcef4p-26, -0x1.829fdp-25, 0x1.15506ep-27, 0x1.51f848p-27, -0x1.a94b14p-26, -0x1.3d56b2p-27, -0x1.822dbcp-27, 0x1.52486cp-27,
	}
)

// table16 preloads (AVX-512: one ZMM register) or declares (AVX2) the
// 16-entry float32 tables names of the values vals, and returns a lookup:
// the entries the low four bits of each 32-bit lane of idx select, by
// VPERMPS (AVX2: two halves of eight, blended where sel, the index shifted
// left by 28, has its sign bit set).
func (w width) table16(names []string, vals [][]float32) func(nm string, idx, sel VecVirtual) VecVirtual {
	regs := map[string]VecVirtual{}
	for i, nm := range names {
		m := table32(nm, vals[i])
		if w.wide() {
			regs[nm] = ZMM()
			VMOVUPS(m, regs[nm])
		}
	}
	return func(nm string, idx, sel VecVirtual) VecVirtual {
		out := w.vec()
		if w.wide() {
			VPERMPS(regs[nm], idx, out)
			return out
		}
		hi := YMM()
		VPERMPS(tables[nm], idx, out)
		VPERMPS(tables[nm].Offset(32), idx, hi)
		VBLENDVPS(sel, hi, out, out)
		return out
	}
}

// expKernel32 writes e^(s[i]) (2^(s[i]) when base2 is set) into d[i] in
// float32 lanes (eight with AVX2, sixteen with AVX-512), as the Go twins
// exp32 and exp2Float32 compute it, and returns how many it wrote: it stops
// before the first vector holding an argument past ±87 (±125) or a NaN,
// which the Go code takes.
func expKernel32(w width, base2 bool) {
	name, what, fast, twin := "expF32"+w.sfx, "e^s[i]", float32(87), "exp32"
	if base2 {
		name, what, fast, twin = "exp2F32"+w.sfx, "2^s[i]", 125, "exp2Float32"
	}
	lanes := 2 * w.lanes
	doc := fmt.Sprintf("%s stores %s into d[i], %d at a time, up to the first %d holding an argument past ±%v or a NaN, and returns how many it stored (see %s in ufunc.go).", name, what, lanes, lanes, fast, twin)
	c := func(nm string, v float32) Mem { return c32("Exp32"+nm, v) }
	var look func(nm string, idx, sel VecVirtual) VecVirtual
	setup := func() {
		look = w.table16([]string{"ExpTabHi32", "ExpTabLo32"}, [][]float32{expTabHi32, expTabLo32})
	}
	stopKernel(name, "float32", doc, lanes, 4, setup, func(src, d Register) {
		x, ax := w.vec(), w.vec()
		VMOVUPS(Mem{Base: src}, x)
		w.pand32(i32("Exp32Abs", 0x7fffffff), x, ax)
		m := w.mask()
		VCMPPS(U8(0x16), c(fmt.Sprintf("Fast%v", fast), fast), ax, m) // not |x| <= fast, or unordered
		w.anySet32(m, "done")
		kf, ki, r, t := w.vec(), w.vec(), w.vec(), w.vec()
		if base2 {
			VMULPS(c("Sixteen", 16), x, kf) // exact
		} else {
			VMULPS(c("InvLn2N", 0x1.715476p+04), x, kf)
		}
		if w.wide() {
			VRNDSCALEPS(U8(0), kf, kf)
		} else {
			VROUNDPS(U8(0), kf, kf)
		}
		VCVTPS2DQ(kf, ki)
		if base2 {
			VMULPS(c("Sixteenth", 1.0/16), kf, t) // exact
			VSUBPS(t, x, r)                       // x - k/16, exact
			VMULPS(c("Ln2", float32(math.Ln2)), r, r)
		} else {
			VMOVAPS(x, r)
			VFNMADD231PS(c("Ln2NHi", 0x1.62ep-05), kf, r) // x - k·hi, exact
			VMULPS(c("Ln2NLo", 0x1.0bfbe8p-19), kf, t)
			VSUBPS(t, r, r)
		}
		var sel VecVirtual
		if !w.wide() {
			sel = YMM()
			VPSLLD(U8(28), ki, sel)
		}
		q, r2 := w.vec(), w.vec()
		VMULPS(c("C4", 1.0/24), r, q)
		VADDPS(c("C3", 1.0/6), q, q)
		VMULPS(r, q, q)
		VADDPS(c("C2", 0.5), q, q)
		VMULPS(r, r, r2)
		VMULPS(r2, q, q)
		VADDPS(r, q, q) // p = q·r² + r
		hi := look("ExpTabHi32", ki, sel)
		VMULPS(hi, q, q)
		VADDPS(look("ExpTabLo32", ki, sel), q, q)
		VADDPS(q, hi, x) // hi + (hi·p + lo)
		VPSRAD(U8(4), ki, ki)
		VPSLLD(U8(23), ki, ki)
		VPADDD(ki, x, x) // ·2^(k>>4), exact
		VMOVUPS(x, Mem{Base: d})
	})
}

// The float32 log kernels' tables, as package kernel has them
// (scripts/gen_log_table.py).
var (
	logInvC32 = []float32{
		0x1.745d18p+00, 0x1.642c86p+00, 0x1.555556p+00, 0x1.47ae14p+00, 0x1.3b13b2p+00, 0x1.2f684cp+00, 0x1.24924ap+00, 0x1.1a7b96p+00,
		0x1.111112p+00, 0x1.08421p+00, 0x1p+00, 0x1.e1e1e2p-01, 0x1.c71c72p-01, 0x1.af286cp-01, 0x1.99999ap-01, 0x1.861862p-01,
	}
	logC32 = []float32{
		-0x1.7fbp-02, -0x1.522ap-02, -0x1.2696p-02, -0x1.f99p-03, -0x1.a94p-03, -0x1.5bf4p-03, -0x1.1178p-03, -0x1.9338p-04,
		-0x1.0858p-04, -0x1.041p-05, 0, 0x1.f0ap-05, 0x1.e27p-04, 0x1.5ff4p-03, 0x1.c9p-03, 0x1.1676p-02,
	}
	logCLo32 = []float32{
		0x1.6909fap-20, -0x1.c36714p-19, -0x1.189a6ep-21, -0x1.c3cb3cp-19, 0x1.273752p-19, -0x1.ed50f6p-25, -0x1.dc44fcp-20, 0x1.0d9536p-19,
		-0x1.9959e4p-20, -0x1.72279ep-19, 0, 0x1.85008cp-20, 0x1.d38abcp-22, -0x1.f3eb0ep-20, -0x1.0b0cacp-20, -0x1.b42a2cp-21,
	}
)

// c32 returns a constant holding the float32 v in every 32-bit lane.
func c32(name string, v float32) Mem {
	b := uint64(math.Float32bits(v))
	return lanes(name, b|b<<32)
}

// i32 returns a constant holding the 32-bit pattern v in every lane.
func i32(name string, v uint32) Mem { return lanes(name, uint64(v)|uint64(v)<<32) }

// table32 returns the read-only table of the 16 float32 values v,
// declared on first use.
func table32(name string, v []float32) Mem {
	if m, ok := tables[name]; ok {
		return m
	}
	m := GLOBL("ufunc"+name, RODATA|NOPTR)
	for i, f := range v {
		DATA(4*i, U32(math.Float32bits(f)))
	}
	tables[name] = m
	return m
}

// logKernel32 writes log(s[i]) (log2 or log10 for base "2" or "10") into
// d[i] in float32 lanes (eight with AVX2, sixteen with AVX-512), as the Go
// twins log32, log2Float32 and log10Float32 compute it, and returns how
// many it wrote: it stops before the first vector holding an argument below
// 2^-126 (zeros, negative numbers and subnormals), +Inf or a NaN, which the
// Go code takes. The log's fused multiply-adds are exact (the scaling's are
// rounded once in Go too, by fma32); its tables are looked up with VPERMPS
// (AVX-512: one register of 16; AVX2: two halves of 8, blended on the
// index's bit 3).
func logKernel32(w width, base string) {
	name := "log" + base + "F32" + w.sfx
	twin := map[string]string{"": "log32", "2": "log2Float32", "10": "log10Float32"}[base]
	lanes := 2 * w.lanes
	doc := fmt.Sprintf("%s stores log%s(s[i]) into d[i], %d at a time, up to the first %d holding an argument below 2^-126, +Inf or a NaN, and returns how many it stored (see %s in ufunc.go).", name, base, lanes, lanes, twin)
	c := func(nm string, v float32) Mem { return c32("Log32"+nm, v) }
	var look func(nm string, idx, sel VecVirtual) VecVirtual
	setup := func() {
		look = w.table16([]string{"LogInvC32", "LogC32", "LogCLo32"}, [][]float32{logInvC32, logC32, logCLo32})
	}
	stopKernel(name, "float32", doc, lanes, 4, setup, func(src, d Register) {
		x := w.vec()
		VMOVUPS(Mem{Base: src}, x)
		m := w.mask()
		if w.wide() {
			// bits(x) - bits(2^-126), unsigned, is below that of +Inf only
			// for x in [2^-126, +Inf).
			u := ZMM()
			VPSUBD(i32("Log32Tiny", 0x00800000), x, u)
			VPCMPUD(U8(5), i32("Log32Range", 0x7f000000), u, m) // not less than
		} else {
			inf := YMM()
			VCMPPS(U8(0x19), c("Tiny", 0x1p-126), x, m) // not x >= 2^-126, or unordered
			VCMPPS(U8(0x00), i32("Log32Inf", 0x7f800000), x, inf)
			VORPS(inf, m, m)
		}
		w.anySet32(m, "done")
		tmp, kf, z, idx := w.vec(), w.vec(), w.vec(), w.vec()
		VPSUBD(i32("Log32Off", 0x3f2c0000), x, tmp)
		VPSRAD(U8(23), tmp, kf)
		VCVTDQ2PS(kf, kf)
		w.pand32(i32("Log32Top", 0xff800000), tmp, z)
		VPSUBD(z, x, z)
		VPSRLD(U8(19), tmp, idx)
		var sel VecVirtual
		if !w.wide() {
			sel = YMM()
			VPSLLD(U8(28), idx, sel) // bit 3 of the index into the sign bit
		}
		ic := look("LogInvC32", idx, sel)
		ph, pl, r := w.vec(), w.vec(), w.vec()
		VMULPS(ic, z, ph)
		VMOVAPS(ph, pl)
		VFMSUB231PS(ic, z, pl) // z·c⁻¹ - ph, exact
		VSUBPS(c("One", 1), ph, r)
		t1 := look("LogC32", idx, sel)
		VFMADD231PS(c("Ln2Hi", 0x1.62e4p-01), kf, t1) // k·ln2hi + logc, exact
		t2, e2 := w.vec(), w.vec()
		VADDPS(r, t1, t2)
		VSUBPS(t2, t1, e2)
		VADDPS(r, e2, e2) // (t1 - t2) + r
		lo := w.vec()
		VMULPS(c("Ln2Lo", 0x1.7f7d1cp-20), kf, lo)
		VADDPS(look("LogCLo32", idx, sel), lo, lo)
		VADDPS(e2, lo, lo)
		pr := w.vec()
		VMULPS(r, pl, pr)
		VSUBPS(pr, pl, pr) // pl - pl·r
		VADDPS(pr, lo, lo)
		p := w.vec()
		VMOVUPS(c("A4", 1.0/6), p)
		for _, a := range []struct {
			nm string
			v  float32
		}{{"A3", -1.0 / 5}, {"A2", 1.0 / 4}, {"A1", -1.0 / 3}, {"A0", 1.0 / 2}} {
			VMULPS(r, p, p)
			VADDPS(c(a.nm, a.v), p, p)
		}
		r2 := w.vec()
		VMULPS(r, r, r2)
		VMULPS(r2, p, p)  // q
		VSUBPS(p, lo, lo) // lo - q
		if base == "" {
			VADDPS(lo, t2, x) // t2 + (lo - q)
		} else {
			// log32Scaled(t2, lo - q, ch, cl): t2·ch = ph + pe exactly,
			// then ph + ((pe + t2·cl) + lo·ch).
			ch, cl := c("InvLn"+base, invLn32[base][0]), c("InvLn"+base+"Lo", invLn32[base][1])
			VMULPS(ch, t2, ph)
			VMOVAPS(ph, pl)
			VFMSUB231PS(ch, t2, pl)
			VFMADD231PS(cl, t2, pl)
			VFMADD231PS(ch, lo, pl)
			VADDPS(pl, ph, x)
		}
		VMOVUPS(x, Mem{Base: d})
	})
}

// emitTanhPQ returns s = x² and the rational form's P(s) and Q(s), as the
// Go twins' tanhPQ computes them.
func emitTanhPQ(w width, x VecVirtual) (sq, p, q VecVirtual) {
	c := func(nm string, v float64) Mem { return vconst("Tanh"+nm, v) }
	sq, p, q = w.vec(), w.vec(), w.vec()
	VMULPD(x, x, sq)
	VMULPD(c("P0", -9.64399179425052238628e-1), sq, p)
	VADDPD(c("P1", -9.92877231001918586564e1), p, p)
	VMULPD(sq, p, p)
	VADDPD(c("P2", -1.61468768441708447952e3), p, p)
	VADDPD(c("Q0", 1.12811678491632931402e2), sq, q)
	VMULPD(sq, q, q)
	VADDPD(c("Q1", 2.23548839060100448583e3), q, q)
	VMULPD(sq, q, q)
	VADDPD(c("Q2", 4.84406305325125486048e3), q, q)
	return sq, p, q
}

// emitTanh replaces the float64 lanes of x by tanh x, as the Go twin
// Tanh computes it: both forms for every lane (the rational one with every
// product rounded, 1 - 2/(e^(2|x|)+1) with the exp kernel and x's sign),
// the rational one kept below 0.625, and x itself below 2^-27 and for NaN.
func emitTanh(w width, x VecVirtual) {
	c := func(nm string, v float64) Mem { return vconst("Tanh"+nm, v) }
	one := vconst("One", 1)
	ax, big := w.vec(), w.vec()
	VANDPD(iconst("TanhAbs", 1<<63-1), x, ax)
	VADDPD(ax, ax, big)                       // 2|x|, exact
	VMINPD(vconst("ExpFast8", 704), big, big) // tanh is 1 long before; NaN lanes are replaced below
	emitExp(w, big)
	t := w.vec()
	VADDPD(one, big, t) // e + 1
	VMOVUPD(c("Two", 2), big)
	VDIVPD(t, big, big) // 2/(e+1)
	VMOVUPD(one, t)
	VSUBPD(big, t, big) // 1 - 2/(e+1)
	sgn := w.vec()
	VANDPD(iconst("TanhSign", 1<<63), x, sgn)
	VORPD(sgn, big, big)
	sq, p, q := emitTanhPQ(w, x)
	VMULPD(x, sq, sq) // x·s
	VMULPD(p, sq, sq) // x·s·p
	VDIVPD(q, sq, sq)
	VADDPD(x, sq, sq) // x + x·s·p/q
	m := w.mask()
	w.cmp(0x11, c("Small", 0.625), ax, m) // |x| < 0.625, ordered
	w.blend(m, sq, big, big)
	w.cmp(0x19, c("Tiny", 0x1p-27), ax, m) // not |x| >= 2^-27: tiny or NaN
	w.blend(m, x, big, x)
}

// tanh32Tables are the float32 tanh's interval tables, as package kernel
// has them (scripts/gen_tanh32_table.py), and tanh32Small its polynomial
// below 0.625.
var (
	tanh32Tables = map[string][]float32{
		"Tanh32Mid": {
			0x1.6p-01, 0x1.ap-01, 0x1.ep-01, 0x1.2p+00, 0x1.6p+00, 0x1.ap+00, 0x1.ep+00, 0x1.2p+01,
			0x1.6p+01, 0x1.ap+01, 0x1.ep+01, 0x1.2p+02, 0x1.6p+02, 0x1.ap+02, 0x1.ep+02, 0x1.2p+03,
		},
		"Tanh32C0Hi": {
			0x1.3157ep-01, 0x1.5789p-01, 0x1.77d838p-01, 0x1.9e5cb6p-01, 0x1.c278a6p-01, 0x1.d9c6fap-01, 0x1.e8789ep-01, 0x1.f4bfd6p-01,
			0x1.fbd50ap-01, 0x1.fe767ap-01, 0x1.ff6f18p-01, 0x1.ffdfa8p-01, 0x1.fffbap-01, 0x1.ffff68p-01, 0x1.ffffecp-01, 0x1.fffffep-01,
		},
		"Tanh32C0Lo": {
			-0x1.608ea4p-29, -0x1.de5accp-26, 0x1.c680bp-26, -0x1.16eca6p-27, -0x1.ab6372p-26, 0x1.fcc39p-26, 0x1.9d81bcp-26, 0x1.85bfa4p-26,
			-0x1.46147p-27, -0x1.45958cp-26, -0x1.62ae24p-27, -0x1.bd58dp-26, -0x1.a07c2ep-26, 0x1.3fb26ep-27, -0x1.0eb872p-26, 0x1.f4b3aep-26,
		},
		"Tanh32C1": {
			0x1.49e6cp-01, 0x1.197fcep-01, 0x1.d834d2p-02, 0x1.615002p-02, 0x1.cea744p-03, 0x1.265e34p-03, 0x1.6fcfa6p-04, 0x1.64108ap-05,
			0x1.09a7a6p-06, 0x1.88ef68p-08, 0x1.21a7aep-09, 0x1.02bec8p-11, 0x1.1832dcp-14, 0x1.2f5ffap-17, 0x1.4875bcp-20, 0x1.05a628p-24,
		},
		"Tanh32C2": {
			-0x1.897d28p-02, -0x1.79c0ep-02, -0x1.5aa21cp-02, -0x1.1defacp-02, -0x1.970e08p-03, -0x1.10646ep-03, -0x1.5ee892p-04, -0x1.5c3d9p-05,
			-0x1.077e0cp-06, -0x1.87c164p-08, -0x1.2155b4p-09, -0x1.02ae7p-11, -0x1.183078p-14, -0x1.2f5fap-17, -0x1.4875bp-20, -0x1.05a628p-24,
		},
		"Tanh32C3": {
			0x1.d691d4p-07, 0x1.071ffep-04, 0x1.84400ep-04, 0x1.c68fcp-04, 0x1.97d94ep-04, 0x1.33de1p-04, 0x1.a85d78p-05, 0x1.bbcdb4p-06,
			0x1.599652p-07, 0x1.039854p-08, 0x1.80eb24p-10, 0x1.589c34p-12, 0x1.756b8cp-15, 0x1.94575cp-18, 0x1.b5c7ccp-21, 0x1.5aa3a6p-25,
		},
		"Tanh32C4": {
			0x1.e98234p-04, 0x1.4716d2p-04, 0x1.6269f4p-05, 0x1.ac31f8p-09, -0x1.5dd59ep-06, -0x1.9d29e8p-06, -0x1.55d5f4p-06, -0x1.93c836p-07,
			-0x1.4e3bccp-08, -0x1.00787ep-09, -0x1.7f37dep-11, -0x1.5855bep-13, -0x1.7570d4p-16, -0x1.94692cp-19, -0x1.b5dcb2p-22, -0x1.5bc48p-26,
		},
		"Tanh32C5": {
			-0x1.cd0bb4p-05, -0x1.ecef28p-05, -0x1.c4fc3cp-05, -0x1.0755ecp-05, -0x1.39a33p-07, 0x1.7be49ep-10, 0x1.2b6a82p-08, 0x1.04c822p-08,
			0x1.f51f9ap-10, 0x1.930718p-11, 0x1.31fa6ep-12, 0x1.1b29ecp-14, 0x1.33b944p-17, 0x1.4d5786p-20, 0x1.68ebc2p-23, 0x1.3a3a42p-27,
		},
		"Tanh32C6": {
			-0x1.7bd26cp-07, 0x1.db6a34p-08, 0x1.167572p-06, 0x1.2f48b6p-06, 0x1.6757p-07, 0x1.0d1a18p-08, 0x1.50fc3ep-11, -0x1.7c4f7ap-11,
			-0x1.1dee1cp-11, -0x1.fd78ap-13, -0x1.8fe2d4p-14, -0x1.7537fp-16, -0x1.970c28p-19, -0x1.b92396p-22, -0x1.ddad62p-25, -0x1.96de0ap-29,
		},
	}
	tanh32Small = []float32{0x1.2c83cp-09, -0x1.116a16p-07, 0x1.64a976p-06, -0x1.ba08c4p-05, 0x1.1110eap-03, -0x1.555556p-02}
)

// tanhF32 writes tanh(s[i]) into d[i] in float32 lanes (eight with AVX2,
// sixteen with AVX-512) for i below len(d) rounded down to a multiple of
// them, as the Go twin tanh32 computes it: both forms for every lane, x +
// x·z·P(z) and the interval's c0 + y·(c1 + …), the first kept below 0.625,
// x's sign bit or'd in, and x itself for NaN.
func tanhF32(w width) {
	name := "tanhF32" + w.sfx
	lanes := 2 * w.lanes
	TEXT(name, NOSPLIT, "func(d, s []float32)")
	Pragma("noescape")
	Doc(fmt.Sprintf("%s stores tanh(s[i]) into d[i] for i below len(d) rounded down to a multiple of %d (see tanh32 in tanh32.go).", name, lanes))
	d := Load(Param("d").Base(), GP64())
	src := Load(Param("s").Base(), GP64())
	n := Load(Param("d").Len(), GP64())
	tableRegs = map[string][2]VecVirtual{}
	names := []string{"Tanh32Mid", "Tanh32C0Hi", "Tanh32C0Lo", "Tanh32C1", "Tanh32C2", "Tanh32C3", "Tanh32C4", "Tanh32C5", "Tanh32C6"}
	vals := make([][]float32, len(names))
	for i, nm := range names {
		vals[i] = tanh32Tables[nm]
	}
	look := w.table16(names, vals)
	c := func(nm string, v float32) Mem { return c32("Tanh32"+nm, v) }
	Label("loop")
	CMPQ(n, U32(lanes))
	JL(LabelRef("done"))
	x, a := w.vec(), w.vec()
	VMOVUPS(Mem{Base: src}, x)
	w.pand32(i32("Tanh32Abs", 0x7fffffff), x, a)

	// Below 0.625: a + (a·z)·P(z), z = a².
	z, p, az := w.vec(), w.vec(), w.vec()
	VMULPS(a, a, z)
	VMOVUPS(c("S0", tanh32Small[0]), p)
	for k, v := range tanh32Small[1:] {
		VFMADD213PS(c(fmt.Sprintf("S%d", k+1), v), z, p)
	}
	VMULPS(z, a, az)
	VFMADD213PS(a, az, p)

	// From 0.625: the interval i of min(a, 9.5), y = a - m_i, and c0hi +
	// (y·(c1 + y·(… + y·c6)) + c0lo).
	ac, idx, y := w.vec(), w.vec(), w.vec()
	VMINPS(c("Clamp", 9.5), a, ac)
	VPSUBD(i32("Tanh32Off", 0x3f200000), ac, idx)
	VPSRLD(U8(21), idx, idx)
	var sel VecVirtual
	if !w.wide() {
		sel = YMM()
		VPSLLD(U8(28), idx, sel)
	}
	VSUBPS(look("Tanh32Mid", idx, sel), ac, y)
	q := look("Tanh32C6", idx, sel)
	for k := 5; k >= 1; k-- {
		VFMADD213PS(look(fmt.Sprintf("Tanh32C%d", k), idx, sel), y, q)
	}
	VFMADD213PS(look("Tanh32C0Lo", idx, sel), y, q)
	VADDPS(look("Tanh32C0Hi", idx, sel), q, q)

	m := w.mask()
	VCMPPS(U8(0x11), c("Small", 0.625), a, m) // a < 0.625, ordered
	nan := w.mask()
	VCMPPS(U8(0x03), a, a, nan) // unordered
	if w.wide() {
		VBLENDMPS(p, q, m, q)
		VPTERNLOGD(U8(0xf8), i32("Tanh32Sign", 0x80000000), x, q) // q | (x & sign)
		VBLENDMPS(x, q, nan, q)
	} else {
		VBLENDVPS(m, p, q, q)
		t := YMM()
		VPAND(i32("Tanh32Sign", 0x80000000), x, t)
		VPOR(t, q, q)
		VBLENDVPS(nan, x, q, q)
	}
	VMOVUPS(q, Mem{Base: d})
	ADDQ(U32(lanes*4), src)
	ADDQ(U32(lanes*4), d)
	SUBQ(U32(lanes), n)
	JMP(LabelRef("loop"))
	Label("done")
	VZEROUPPER()
	RET()
}

// ufuncKernel writes fn(s[i]) into d[i] for i below len(d) rounded down to
// a multiple of the width's lanes (float32 lanes are widened to float64).
func ufuncKernel(fn string, t elemType, w width) {
	if fn == "sqrt" && t.size == 4 {
		sqrtF32(w)
		return
	}
	if fn == "tanh" && t.size == 4 {
		tanhF32(w)
		return
	}
	name := fn + t.sfx + w.sfx
	TEXT(name, NOSPLIT, fmt.Sprintf("func(d, s []%s)", t.name))
	Pragma("noescape")
	Doc(fmt.Sprintf("%s stores %s(s[i]) into d[i] for i below len(d) rounded down to a multiple of %d (see the Go twin in ufunc.go).", name, fn, w.lanes))
	d := Load(Param("d").Base(), GP64())
	src := Load(Param("s").Base(), GP64())
	n := Load(Param("d").Len(), GP64())
	tableRegs = map[string][2]VecVirtual{}
	if fn == "tanh" {
		w.preloadExp()
	}
	Label("loop")
	CMPQ(n, U32(w.lanes))
	JL(LabelRef("done"))
	x := w.vec()
	if t.size == 8 {
		VMOVUPD(Mem{Base: src}, x)
	} else {
		VCVTPS2PD(Mem{Base: src}, x)
	}
	switch fn {
	case "tanh":
		emitTanh(w, x)
	case "sqrt":
		VSQRTPD(x, x) // correctly rounded; for float32 lanes, rounding it again is float32's own sqrt
	}
	if t.size == 8 {
		VMOVUPD(x, Mem{Base: d})
	} else {
		y := w.narrow()
		w.toFloat32(x, y)
		VMOVUPS(y, Mem{Base: d})
	}
	ADDQ(U32(w.lanes*t.size), src)
	ADDQ(U32(w.lanes*t.size), d)
	SUBQ(U32(w.lanes), n)
	JMP(LabelRef("loop"))
	Label("done")
	VZEROUPPER()
	RET()
}

// emitTrigReduce returns t (the quadrant j in its low bits) and hi + lo =
// x - j·π/2 for the lanes of x, below 2^30 in magnitude, as the Go twin
// trigReduce: t = x·2/π + 1.5·2^52, j = t - 1.5·2^52, a = x - j·p1
// exactly, j·p2 = t2 + e2 exactly, hi + l1 = a - t2 exactly, and lo = l1 -
// (j·p3 + e2). c names the constants.
func emitTrigReduce(w width, x VecVirtual, c func(string, float64) Mem) (tq, hi, lo VecVirtual) {
	return emitTrigReduceWith(w, x, c, c("Shifter", 0x1.8p52))
}

// emitTrigReduceWith is emitTrigReduce with the shifter 1.5·2^52 read
// from shifter, a constant or a register that holds it.
func emitTrigReduceWith(w width, x VecVirtual, c func(string, float64) Mem, shifter Op) (tq, hi, lo VecVirtual) {
	twoOverPi, p1, p2, p3 := c("TwoOverPi", 2/math.Pi), c("P1", 0x1.921fb54442d18p+0), c("P2", 0x1.1a62633145c07p-54), c("P3", -0x1.f1976b7ed8fbcp-110)
	j := w.vec()
	tq = w.vec()
	VMOVUPD(shifter, tq)
	VFMADD231PD(twoOverPi, x, tq)
	VSUBPD(shifter, tq, j)
	a, t2, e2 := w.vec(), w.vec(), w.vec()
	hi, lo = w.vec(), w.vec()
	VMOVAPD(x, a)
	VFNMADD231PD(p1, j, a)
	VMULPD(p2, j, t2)
	VMOVAPD(t2, e2)
	VFMSUB231PD(p2, j, e2)
	twoDiff(w, a, t2, hi, lo, false)
	VFMADD231PD(p3, j, e2)
	VSUBPD(e2, lo, lo)
	return tq, hi, lo
}

// trigKernel writes sin(s[i]) (or cos) of float64 into d[i] a vector at a
// time, as the Go twins Sin and Cos compute them, and returns how many it
// wrote: it stops before the first vector that holds an argument of
// magnitude 2^30 or more, an infinity or a NaN, which the Go code takes.
func trigKernel(cos bool, w width) {
	fn := "sin"
	if cos {
		fn = "cos"
	}
	name := fn + "F64" + w.sfx
	TEXT(name, NOSPLIT, "func(d, s []float64) int")
	Pragma("noescape")
	Doc(fmt.Sprintf("%s stores %s(s[i]) into d[i], %d at a time, up to the first %d holding an argument of magnitude 2^30 or more or a NaN, and returns how many it stored (see Sin and Cos in trig.go).", name, fn, w.lanes, w.lanes))
	d := Load(Param("d").Base(), GP64())
	src := Load(Param("s").Base(), GP64())
	n := Load(Param("d").Len(), GP64())
	done := GP64()
	XORQ(done, done)
	c := func(nm string, v float64) Mem { return vconst(fn+"F64"+nm, v) }
	absMask := iconst(fn+"F64"+"Abs", 1<<63-1)
	sign := iconst(fn+"F64"+"Sign", 1<<63)
	big := c("Big", 0x1p30)
	half, one := c("Half", 0.5), c("One", 1)
	S := []Mem{c("S1", -1.66666666666666324348e-01), c("S2", 8.33333333332248946124e-03), c("S3", -1.98412698298579493134e-04),
		c("S4", 2.75573137070700676789e-06), c("S5", -2.50507602534068634195e-08), c("S6", 1.58969099521155010221e-10)}
	C := []Mem{c("C1", 4.16666666666666019037e-02), c("C2", -1.38888888888741095749e-03), c("C3", 2.48015872894767294178e-05),
		c("C4", -2.75573143513906633035e-07), c("C5", 2.08757232129817482790e-09), c("C6", -1.13596475577881948265e-11)}
	var shift Mem
	if cos {
		shift = iconst(fn+"F64"+"Shift", 1)
	}
	// The constants that start a chain of operations, in registers on
	// AVX-512.
	shifter := w.hoist(c("Shifter", 0x1.8p52))
	s3, s5, s6 := w.hoist(S[2]), w.hoist(S[4]), w.hoist(S[5])
	c2, c4, c6 := w.hoist(C[1]), w.hoist(C[3]), w.hoist(C[5])
	oneR := w.hoist(one)

	Label("loop")
	CMPQ(n, U32(w.lanes))
	JL(LabelRef("done"))
	x := w.vec()
	VMOVUPD(Mem{Base: src}, x)
	ax, m := w.vec(), w.mask()
	VANDPD(absMask, x, ax)
	w.cmp(0x15, big, ax, m) // not less than 2^30, or unordered
	w.anySet(m, "done")
	tq, hi, lo := emitTrigReduceWith(w, x, c, shifter)
	ks, kc := w.vec(), w.vec()

	// kSin(hi, lo) into ks: hi - ((z·(lo/2 - v·r) - lo) - v·S1), r by
	// Estrin's scheme: (S2 + z·S3) + z²·((S4 + z·S5) + z²·S6).
	z, v, r, u := w.vec(), w.vec(), w.vec(), w.vec()
	zz := w.vec()
	VMULPD(hi, hi, z)
	VMULPD(z, z, zz)
	VMULPD(hi, z, v)
	sp, sq := w.vec(), w.vec()
	VMOVUPD(s3, r)
	VFMADD213PD(S[1], z, r) // S2 + z·S3
	VMOVUPD(s5, sp)
	VFMADD213PD(S[3], z, sp) // S4 + z·S5
	VMOVUPD(s6, sq)
	VFMADD213PD(sp, zz, sq) // (S4 + z·S5) + z²·S6
	VFMADD231PD(sq, zz, r)
	VMULPD(half, lo, u)
	VFNMADD231PD(r, v, u)    // lo/2 - v·r
	VFMSUB213PD(lo, z, u)    // z·(…) - lo
	VFNMADD231PD(S[0], v, u) // … - v·S1
	VSUBPD(u, hi, ks)

	// kCos(hi, lo) into kc: w + ((((1 - w) - z/2) - hi·lo) + z²·c),
	// w = 1 - z/2 (z/2 is exact, or too small to move 1 - w).
	// c by Estrin's scheme: (C1 + z·C2) + z²·((C3 + z·C4) + z²·(C5 +
	// z·C6)).
	wv, cr := w.vec(), w.vec()
	ca, cb, cd := w.vec(), w.vec(), w.vec()
	VMOVUPD(c2, ca)
	VFMADD213PD(C[0], z, ca)
	VMOVUPD(c4, cb)
	VFMADD213PD(C[2], z, cb)
	VMOVUPD(c6, cd)
	VFMADD213PD(C[4], z, cd)
	VFMADD213PD(cb, zz, cd)
	VFMADD213PD(ca, zz, cd)
	VMOVAPD(cd, kc)
	VMOVUPD(oneR, wv)
	VFNMADD231PD(half, z, wv) // 1 - z/2
	VMOVUPD(oneR, cr)
	VSUBPD(wv, cr, cr)
	VFNMADD231PD(half, z, cr) // (1 - w) - z/2
	VFNMADD231PD(lo, hi, cr)
	VFMADD231PD(kc, zz, cr)
	VADDPD(cr, wv, kc)
	// The quadrant j (+1 for cos) in t's low bits: bit 0 picks cos, bit 1
	// negates.
	if cos {
		VPADDQ(shift, tq, tq)
	}
	b0, res := w.lowBit(tq, iconst("TrigBit0", 1)), w.vec()
	w.blend(b0, kc, ks, res)
	if w.wide() {
		b1 := w.vec()
		VPSLLQ(U8(62), tq, b1)
		VPTERNLOGQ(U8(0x78), sign, b1, res) // res ^ (b1 & sign)
	} else {
		b1 := w.vec()
		VPSRLQ(U8(1), tq, b1)
		VPSLLQ(U8(63), b1, b1)
		VXORPD(b1, res, res)
	}
	VMOVUPD(res, Mem{Base: d})
	ADDQ(U32(w.lanes*8), src)
	ADDQ(U32(w.lanes*8), d)
	SUBQ(U32(w.lanes), n)
	ADDQ(U32(w.lanes), done)
	JMP(LabelRef("loop"))
	Label("done")
	Store(done, ReturnIndex(0))
	VZEROUPPER()
	RET()
}

// trigKernel32 writes sin(s[i]) (or cos) of float32 into d[i] in float32
// lanes (eight with AVX2, sixteen with AVX-512), as the Go twin sinCosF32
// computes it, and returns how many it wrote: it stops before the first
// vector holding an argument of magnitude 2^20 or more, an infinity or a
// NaN, which the Go code takes.
func trigKernel32(cos bool, w width) {
	fn := "sin"
	if cos {
		fn = "cos"
	}
	name := fn + "F32" + w.sfx
	lanes := 2 * w.lanes
	doc := fmt.Sprintf("%s stores %s(s[i]) into d[i], %d at a time, up to the first %d holding an argument of magnitude 2^20 or more or a NaN, and returns how many it stored (see sinCosF32 in sin32.go).", name, fn, lanes, lanes)
	c := func(nm string, v float32) Mem { return c32("Trig32"+nm, v) }
	S := []float32{0x1.6db388p-19, -0x1.a01388p-13, 0x1.11110ep-07, -0x1.555556p-03}
	C := []float32{-0x1.251d4ap-22, 0x1.a015aep-16, -0x1.6c16cp-10, 0x1.555556p-05}
	// The constants that start a chain of operations, in registers on
	// AVX-512 (see hoist).
	var shift, s3, c3, one Op
	setup := func() {
		shift, s3 = w.hoist32(c("Shifter", 0x1.8p23)), w.hoist32(c("S3", S[0]))
		c3, one = w.hoist32(c("C3", C[0])), w.hoist32(c("One", 1))
	}
	stopKernel(name, "float32", doc, lanes, 4, setup, func(src, d Register) {
		x, ax := w.vec(), w.vec()
		VMOVUPS(Mem{Base: src}, x)
		w.pand32(i32("Trig32Abs", 0x7fffffff), x, ax)
		m := w.mask()
		VCMPPS(U8(0x15), c("Fast", 0x1p20), ax, m) // not less than 2^20, or unordered
		w.anySet32(m, "done")
		// t = x·2/π + 1.5·2^23 holds j in its low bits; j = t - 1.5·2^23.
		t, j := w.vec(), w.vec()
		VMOVUPS(shift, t)
		VFMADD231PS(c("TwoOverPi", 0x1.45f306p-01), x, t)
		VSUBPS(shift, t, j)
		// a = x - j·p1 (exact), j·p2 = t2 + e2 (exact), rh + l1 = a - t2,
		// rl = l1 - (j·p3 + e2).
		a, t2, e2, rh, rl := w.vec(), w.vec(), w.vec(), w.vec(), w.vec()
		VMOVAPS(x, a)
		VFNMADD231PS(c("P1", 0x1.921fb6p+00), j, a)
		VMULPS(c("P2", -0x1.777a5cp-25), j, t2)
		VMOVAPS(t2, e2)
		VFMSUB231PS(c("P2", -0x1.777a5cp-25), j, e2)
		twoDiff(w, a, t2, rh, rl, true)
		VFMADD231PS(c("P3", -0x1.ee59dap-50), j, e2)
		VSUBPS(e2, rl, rl)

		z, hz := w.vec(), w.vec()
		VMULPS(rh, rh, z)
		VMULPS(c("Half", 0.5), z, hz)
		var ks, kc VecVirtual
		// sin: rh + (rh·z·S(z) + (rl - z/2·rl)).
		ks = w.vec()
		VMOVUPS(s3, ks)
		for k, v := range S[1:] {
			VFMADD213PS(c(fmt.Sprintf("S%d", 2-k), v), z, ks)
		}
		u, rz := w.vec(), w.vec()
		VMOVAPS(rl, u)
		VFNMADD231PS(hz, rl, u) // rl - z/2·rl
		VMULPS(z, rh, rz)
		VFMADD213PS(u, rz, ks)
		VADDPS(rh, ks, ks)
		// cos: w + ((((1 - w) - z/2) - rh·rl) + z²·C(z)), w = 1 - z/2.
		kc = w.vec()
		VMOVUPS(c3, kc)
		for k, v := range C[1:] {
			VFMADD213PS(c(fmt.Sprintf("C%d", 2-k), v), z, kc)
		}
		wv, cr, zz := w.vec(), w.vec(), w.vec()
		VMOVUPS(one, wv)
		VFNMADD231PS(c("Half", 0.5), z, wv) // 1 - z/2
		VMOVUPS(one, cr)
		VSUBPS(wv, cr, cr)
		VFNMADD231PS(c("Half", 0.5), z, cr) // (1 - w) - z/2
		VFNMADD231PS(rl, rh, cr)            // … - rh·rl
		VMULPS(z, z, zz)
		VFMADD231PS(kc, zz, cr)
		VADDPS(cr, wv, kc)

		// The quadrant j (+1 for cos) in t's low bits: bit 0 picks cos, bit
		// 1 negates.
		if cos {
			VPADDD(i32("Trig32Shift", 1), t, t)
		}
		res := w.vec()
		if w.wide() {
			k := K()
			VPTESTMD(i32("Trig32Bit0", 1), t, k)
			VBLENDMPS(kc, ks, k, res)
			b1 := w.vec()
			VPSLLD(U8(30), t, b1)
			VPTERNLOGD(U8(0x78), i32("Trig32Sign", 0x80000000), b1, res) // res ^ (b1 & sign)
		} else {
			b0, b1 := YMM(), YMM()
			VPSLLD(U8(31), t, b0)
			VBLENDVPS(b0, kc, ks, res)
			VPSRLD(U8(1), t, b1)
			VPSLLD(U8(31), b1, b1)
			VXORPS(b1, res, res)
		}
		if !cos {
			// |x| < 2^-12: sin x rounds to x (and -0 keeps its sign).
			VCMPPS(U8(0x11), c("Tiny", 0x1p-12), ax, m)
			if w.wide() {
				VBLENDMPS(x, res, m, res)
			} else {
				VBLENDVPS(m, x, res, res)
			}
		}
		VMOVUPS(res, Mem{Base: d})
	})
}

// sqrtF32 writes the float32 square roots of s into d eight (AVX-512:
// sixteen) at a time (VSQRTPS is correctly rounded, as is
// float32(math.Sqrt(float64(x))), the Go twin).
func sqrtF32(w width) {
	name := "sqrtF32" + w.sfx
	TEXT(name, NOSPLIT, "func(d, s []float32)")
	Pragma("noescape")
	Doc(fmt.Sprintf("%s stores sqrt(s[i]) into d[i] for i below len(d) rounded down to a multiple of %d.", name, 2*w.lanes))
	d := Load(Param("d").Base(), GP64())
	src := Load(Param("s").Base(), GP64())
	n := Load(Param("d").Len(), GP64())
	bytes := 8 * w.lanes // one vector
	for _, unroll := range []int{4, 1} {
		loop := fmt.Sprintf("loop%d", unroll)
		Label(loop)
		CMPQ(n, U32(unroll*2*w.lanes))
		JL(LabelRef(loop + "_end"))
		xs := make([]VecVirtual, unroll)
		for u := range xs {
			xs[u] = w.vec()
			VSQRTPS(Mem{Base: src, Disp: bytes * u}, xs[u])
		}
		for u := range xs {
			VMOVUPS(xs[u], Mem{Base: d, Disp: bytes * u})
		}
		ADDQ(U32(unroll*bytes), src)
		ADDQ(U32(unroll*bytes), d)
		SUBQ(U32(unroll*2*w.lanes), n)
		JMP(LabelRef(loop))
		Label(loop + "_end")
	}
	VZEROUPPER()
	RET()
}

// powF64 writes a[i]^b[i] (b[0] for every i when bstep is 0) into d a
// vector at a time, as the Go twin Pow computes it: log a in
// double-double (logDD, from Log64's tables), the product with b in
// double-double, and its exponential (expDD, Exp64's tables and tail). It
// returns how many it wrote, stopping before the first vector holding a
// base whose magnitude is outside [2^-1022, +Inf), a negative base with
// an exponent that is not an integer, an infinite or NaN exponent, or a
// product |b·log a| past 704, which the Go code takes. A negative base
// with an integer exponent is the power of |a|, negated for an odd one.
func powF64(w width) {
	name := "powF64" + w.sfx
	doc := fmt.Sprintf("%s stores a[i]^b[i·bstep] into d[i], %d at a time, up to the first %d holding an argument Pow leaves to Go, and returns how many it stored (see Pow in pow.go).", name, w.lanes, w.lanes)
	c := func(nm string, v float64) Mem { return vconst("Pow"+nm, v) }
	absMask := iconst("ExpAbs", 1<<63-1)
	// logDDQ in package kernel.
	q := []float64{4.0 / 13, -4.0 / 12, 4.0 / 11, -4.0 / 10, 4.0 / 9, -4.0 / 8, 4.0 / 7, -4.0 / 6, 4.0 / 5, -1}
	binaryKernel(name, doc, w, func() { w.preloadLog(); w.preloadExp() }, func(x, y VecVirtual) VecVirtual {
		return emitPow(w, x, y, c, absMask, q)
	})
}

// emitPow is powF64's step: x^y of the lanes of x and y, or a jump to
// "done" for a group Pow leaves to Go.
func emitPow(w width, x, y VecVirtual, c func(string, float64) Mem, absMask Mem, q []float64) VecVirtual {
	// A negative base takes an integer exponent only (NaN otherwise, which
	// Go gives): the power of |x|, negated for an odd exponent (every
	// exponent from 2^53 on is even), by flip, the sign bit in the lanes
	// to negate. A vector without a negative lane skips this. Zeros,
	// infinities and NaN fail the range check on |x| below.
	emitCheckFinite(w, y)
	flip := w.vec()
	VXORPD(flip, flip, flip)
	neg := w.mask()
	if w.wide() {
		VPMOVQ2M(x, neg) // the sign bits
		KORTESTB(neg, neg)
	} else {
		mk := GP32()
		VMOVMSKPD(x, mk)
		TESTL(mk, mk)
	}
	JZ(LabelRef("powpos"))
	if !w.wide() {
		w.cmp(0x11, flip, x, neg) // x < 0, ordered (flip is zero here)
	}
	frac, ty := w.mask(), w.vec()
	w.trunc(y, ty)
	w.cmp(0x04, ty, y, frac) // y is not an integer
	w.and(neg, frac, frac)
	w.anySet(frac, "done")
	h := w.vec()
	VMULPD(c("Half", 0.5), y, h)
	w.trunc(h, ty)
	odd := w.mask()
	w.cmp(0x04, ty, h, odd) // y/2 is not an integer: y is odd
	w.and(neg, odd, odd)    // the lanes to negate
	w.masked(iconst("PowSign", 1<<63), odd, flip)
	VANDPD(absMask, x, x)
	Label("powpos")
	emitLogCheck(w, x)
	m, ay := w.mask(), w.vec()

	// logDD(x): x = 2^k·c·(1 + r + pl).
	kf, z, idx := emitLogSplit(w, x)
	ti := w.index(idx)
	invc := w.lookup("LogInvC", ti)
	t1 := w.lookup("LogC", ti)
	VFMADD231PD(vconst("LogLn2Hi42", 0x1.62e42fefa38p-01), kf, t1) // k·ln2hi + logc, exact
	r, pl, ph := w.vec(), w.vec(), w.vec()
	VMULPD(invc, z, ph)
	VMOVAPD(ph, pl)
	VFMSUB231PD(invc, z, pl) // z·c⁻¹ - ph, exact
	VSUBPD(vconst("LogOne", 1), ph, r)
	lo := w.lookup("LogCLo", ti)
	VFMADD231PD(vconst("LogLn2Lo42", 0x1.ef35793c7673p-45), kf, lo)
	// fast2Sum sets s = a + b and adds its error (a - s) + b to lo.
	fast2Sum := func(a, b, s VecVirtual) {
		e := w.vec()
		VADDPD(b, a, s)
		VSUBPD(s, a, e)
		VADDPD(b, e, e)
		VADDPD(e, lo, lo)
	}
	t2 := w.vec()
	fast2Sum(t1, r, t2)
	ar, ah, al := w.vec(), w.vec(), w.vec()
	VMULPD(c("MHalf", -0.5), r, ar)
	VMULPD(ar, r, ah)
	VMOVAPD(ah, al)
	VFMSUB231PD(ar, r, al) // -r²/2 = ah + al
	VADDPD(al, lo, lo)
	h1 := w.vec()
	fast2Sum(t2, ah, h1)
	bh, bl := w.vec(), w.vec()
	VMULPD(ah, r, bh)
	VMOVAPD(bh, bl)
	VFMSUB231PD(ah, r, bl)
	VFMADD231PD(al, r, bl) // -r³/2 = bh + bl
	cH, cL := c("M23Hi", -2.0/3), c("M23Lo", -3.700743415417188e-17)
	ch, cl := w.vec(), w.vec()
	VMULPD(cH, bh, ch)
	VMOVAPD(ch, cl)
	VFMSUB231PD(cH, bh, cl)
	VFMADD231PD(cL, bh, cl)
	VFMADD231PD(cH, bl, cl) // r³/3 = ch + cl
	VADDPD(cl, lo, lo)
	h2 := w.vec()
	fast2Sum(h1, ch, h2)
	v := w.vec()
	VMOVUPD(vconst("LogOne", 1), v)
	VFMADD231PD(r, r, v)    // 1 + r²
	VFNMADD213PD(pl, r, pl) // pl·(1 - r) = pl - pl·r
	VMULPD(v, pl, pl)
	VADDPD(pl, lo, lo)
	p, r2 := w.vec(), w.vec()
	VMULPD(r, r, r2)
	pair := func(i int, dst VecVirtual) { // q[i]·r + q[i+1]
		VMOVUPD(c(fmt.Sprintf("Q%d", 9-i), q[i]), dst)
		VFMADD213PD(c(fmt.Sprintf("Q%d", 8-i), q[i+1]), r, dst)
	}
	pair(0, p)
	for i := 2; i < len(q); i += 2 {
		pr := w.vec()
		pair(i, pr)
		VFMADD213PD(pr, r2, p)
	}
	VMULPD(ah, ah, ah) // r⁴/4
	VMULPD(ah, p, p)
	VADDPD(p, lo, lo)
	hi := w.vec()
	VADDPD(lo, h2, hi)
	VSUBPD(hi, h2, h2)
	VADDPD(lo, h2, lo) // (h2 - hi) + lo

	// z = y·(hi + lo)
	zh, zl := w.vec(), w.vec()
	VMULPD(hi, y, zh)
	VMOVAPD(zh, zl)
	VFMSUB231PD(hi, y, zl)
	VFMADD231PD(lo, y, zl)
	VANDPD(absMask, zh, ay)
	w.cmp(0x16, vconst("ExpFast8", 704), ay, m) // not |zh| <= 704, or unordered
	w.anySet(m, "done")

	// expDD(zh, zl): k = round(zh·16/ln 2), r = (zh - k·hi) + (zl - k·lo).
	e := func(nm string, v float64) Mem { return vconst("Exp"+nm, v) }
	shift := e("Shift", 0x1.8p52)
	t, ek, er := w.vec(), w.vec(), w.vec()
	VMOVUPD(shift, t)
	VFMADD231PD(e("InvLn2N", 23.083120654223414), zh, t)
	VSUBPD(shift, t, ek)
	VFNMADD231PD(e("Ln2NHi", 0.04332169878499658), ek, zh) // exact
	VFNMADD231PD(e("Ln2NLo", 1.4494042586539372e-18), ek, zl)
	VADDPD(zl, zh, er)
	emitExpTail(w, x, t, ek, er)
	VXORPD(flip, x, x)
	return x
}

// binaryKernel emits what the kernels of two arguments share: name(d, a,
// b []float64, bstep int) int stores f(a[i], b[i·bstep]) into d[i], a
// vector at a time (b broadcast from b[0] when bstep is 0); setup runs once
// before the loop; step, given the lanes of a and b, returns the results'
// vector or jumps to "done" for a group the Go twin takes. The kernel
// returns how many elements it stored.
func binaryKernel(name, doc string, w width, setup func(), step func(x, y VecVirtual) VecVirtual) {
	binaryKernelOf(name, doc, w, f64, false, setup, step)
}

// binaryKernelOf is binaryKernel for elements of type et: float32 ones
// are widened exactly to float64 lanes, and the results rounded once.
// With keepY (a step that does not write y's lanes), a broadcast b is
// loaded and widened once, before the loop.
func binaryKernelOf(name, doc string, w width, et elemType, keepY bool, setup func(), step func(x, y VecVirtual) VecVirtual) {
	TEXT(name, NOSPLIT, fmt.Sprintf("func(d, a, b []%s, bstep int) int", et.name))
	Pragma("noescape")
	Doc(doc)
	d := Load(Param("d").Base(), GP64())
	pa := Load(Param("a").Base(), GP64())
	pb := Load(Param("b").Base(), GP64())
	n := Load(Param("d").Len(), GP64())
	bstep := Load(Param("bstep"), GP64())
	step8 := w.lanes * et.size // bytes per vector
	SHLQ(U8(map[int]uint8{16: 4, 32: 5, 64: 6}[step8]), bstep)
	done := GP64()
	XORQ(done, done)
	tableRegs = map[string][2]VecVirtual{}
	setup()
	x, y := w.vec(), w.vec()
	bcast := func() {
		if et.size == 8 {
			VBROADCASTSD(Mem{Base: pb}, y) // one b for every element
		} else {
			b := w.narrow()
			VBROADCASTSS(Mem{Base: pb}, b)
			VCVTPS2PD(b, y)
		}
	}
	if keepY {
		CMPQ(n, U32(w.lanes))
		JL(LabelRef("done"))
		bcast() // whatever bstep is: b has an element where d has
	}
	Label("loop")
	CMPQ(n, U32(w.lanes))
	JL(LabelRef("done"))
	w.loadAs(et, pa, x)
	TESTQ(bstep, bstep)
	JZ(LabelRef("bcast"))
	w.loadAs(et, pb, y)
	JMP(LabelRef("loaded"))
	Label("bcast")
	if !keepY {
		bcast()
	}
	Label("loaded")
	r := step(x, y)
	w.storeAs(et, r, d)
	ADDQ(U32(step8), pa)
	ADDQ(bstep, pb)
	ADDQ(U32(step8), d)
	SUBQ(U32(w.lanes), n)
	ADDQ(U32(w.lanes), done)
	JMP(LabelRef("loop"))
	Label("done")
	Store(done, ReturnIndex(0))
	VZEROUPPER()
	RET()
}

// twoDiff sets s, e to a - b exactly, as the Go twins' twoSum(a, -b): s =
// a - b, bb = s - a, e = (a - (s - bb)) - (b + bb); in float64 lanes, or
// float32 ones (twoSum32) when f32 is set.
func twoDiff(w width, a, b, s, e VecVirtual, f32 bool) {
	sub, add := VSUBPD, VADDPD
	if f32 {
		sub, add = VSUBPS, VADDPS
	}
	bb, u := w.vec(), w.vec()
	sub(b, a, s)
	sub(a, s, bb)
	sub(bb, s, u)
	sub(u, a, u)
	add(bb, b, e)
	sub(e, u, e)
}

// twoSum sets s, e to a + b exactly, as the Go twins' twoSum: s = a + b,
// bb = s - a, e = (a - (s - bb)) + (b - bb).
func twoSum(w width, a, b, s, e VecVirtual) {
	bb, u := w.vec(), w.vec()
	VADDPD(b, a, s)
	VSUBPD(a, s, bb)
	VSUBPD(bb, s, u)
	VSUBPD(u, a, u)
	VSUBPD(bb, b, e)
	VADDPD(e, u, e)
}

// The exact functions of one argument with a vector kernel: rounding by
// VROUNDPD/VROUNDPS's modes (quiet: no precision exception), and the sign
// bit, product, quotient and comparisons, in the element type.
var simpleFuncs = []string{"floor", "ceil", "trunc", "rint", "abs", "negative", "square", "reciprocal", "sign"}

// roundMode is the rounding immediate of each rounding function: the mode
// in the low bits and bit 3 to suppress the precision exception.
var roundMode = map[string]uint8{"rint": 8, "floor": 9, "ceil": 10, "trunc": 11}

// simpleKernel writes fn(s[i]) into d[i] for i below len(d) rounded down to
// a vector's lanes (4 float64 or 8 float32), four vectors a loop, in the
// element type, as the Go twins compute them: math.Floor, math.Ceil,
// math.Trunc and math.RoundToEven (ROUNDSD's modes), math.Abs and -x (the
// sign bit, a NaN's payload untouched), x·x, 1/x, and sign (1 above 0, -1
// below, +0 for ±0 and x itself for NaN). With nt, its "NT" twin stores
// non-temporally (d 32-byte aligned; the caller fences).
func simpleKernel(fn string, t elemType, nt bool) {
	name := fn + t.sfx + ntSuffix(nt)
	TEXT(name, NOSPLIT, fmt.Sprintf("func(d, s []%s)", t.name))
	Pragma("noescape")
	Doc(fmt.Sprintf("%s stores %s(s[i]) into d[i] for i below len(d) rounded down to a multiple of %d%s.", name, fn, t.lanes, ntDoc(nt)))
	d := Load(Param("d").Base(), GP64())
	src := Load(Param("s").Base(), GP64())
	n := Load(Param("d").Len(), GP64())
	// Lane constants of the element type, as 64-bit patterns.
	pat := func(v64 uint64, v32 uint32) uint64 {
		if t.size == 8 {
			return v64
		}
		return uint64(v32)<<32 | uint64(v32)
	}
	absMask := iconst("Abs"+t.sfx, pat(1<<63-1, 1<<31-1))
	signBit := iconst("Sign"+t.sfx, pat(1<<63, 1<<31))
	one := iconst("One"+t.sfx, pat(math.Float64bits(1), math.Float32bits(1)))
	minusOne := iconst("MinusOne"+t.sfx, pat(math.Float64bits(-1), math.Float32bits(-1)))
	and, xor, round := VANDPD, VXORPD, VROUNDPD
	if t.size == 4 {
		and, xor, round = VANDPS, VXORPS, VROUNDPS
	}
	var zero VecVirtual
	if fn == "sign" {
		zero = YMM()
		VXORPD(zero, zero, zero)
	}
	vectorLoops(n, t.lanes, func(unroll int) {
		xs := make([]VecVirtual, unroll)
		for u := range xs {
			xs[u] = YMM()
			x := xs[u]
			in := Mem{Base: src, Disp: 32 * u}
			switch fn {
			case "floor", "ceil", "trunc", "rint":
				round(U8(roundMode[fn]), in, x)
			case "abs":
				t.load(in, x)
				and(absMask, x, x)
			case "negative":
				t.load(in, x)
				xor(signBit, x, x)
			case "square":
				t.load(in, x)
				t.op["mul"](x, x, x)
			case "reciprocal":
				t.load(one, x)
				t.op["div"](in, x, x) // 1 / s
			case "sign":
				t.load(in, x)
				m := YMM()
				t.cmp(U8(0x1e), zero, x, m) // x > 0, ordered
				t.blend(m, one, x, x)
				t.cmp(U8(0x11), zero, x, m) // x < 0, ordered
				t.blend(m, minusOne, x, x)
				t.cmp(U8(0x00), zero, x, m) // x == 0, ordered: +0 for ±0, NumPy's sign of -0
				t.blend(m, zero, x, x)      // (a NaN, signalling too, keeps its bits)
			}
		}
		t.store(nt, xs, d)
	}, ptr{r: src}, ptr{r: d})
	endStores(nt)
}

// roundScaledKernel writes NumPy's round(s[i], decimals) for decimals other
// than 0 into d[i] for i below len(d) rounded down to a vector's lanes, four
// vectors a loop, in the element type, as the Go twin RoundRun computes it:
// rint(s·p)/p (roundMul), or for negative decimals rint(s/p)·p (roundDiv),
// p = 10**|decimals| in the element type. Each step rounds once, so the
// results are the twin's bits.
func roundScaledKernel(t elemType, div bool) {
	name, first, second, formula := "roundMul"+t.sfx, "mul", "div", "rint(s[i]*p)/p"
	if div {
		name, first, second, formula = "roundDiv"+t.sfx, "div", "mul", "rint(s[i]/p)*p"
	}
	TEXT(name, NOSPLIT, fmt.Sprintf("func(d, s []%s, p %s)", t.name, t.name))
	Pragma("noescape")
	Doc(fmt.Sprintf("%s stores %s into d[i], ties to even, for i below len(d) rounded down to a multiple of %d.", name, formula, t.lanes))
	d := Load(Param("d").Base(), GP64())
	src := Load(Param("s").Base(), GP64())
	n := Load(Param("d").Len(), GP64())
	p := YMM()
	t.bcast(Load(Param("p"), XMM()), p)
	round := VROUNDPD
	if t.size == 4 {
		round = VROUNDPS
	}
	vectorLoops(n, t.lanes, func(unroll int) {
		xs := make([]VecVirtual, unroll)
		for u := range xs {
			xs[u] = YMM()
			t.load(Mem{Base: src, Disp: 32 * u}, xs[u])
			t.op[first](p, xs[u], xs[u]) // s·p or s/p
			round(U8(roundMode["rint"]), xs[u], xs[u])
			t.op[second](p, xs[u], xs[u])
		}
		for u := range xs {
			t.load(xs[u], Mem{Base: d, Disp: 32 * u})
		}
	}, ptr{r: src}, ptr{r: d})
	VZEROUPPER()
	RET()
}

// atanKernel writes atan(s[i]) into d[i] a vector of float64 lanes at a
// time, as the Go twin Atan computes it, and returns how many it wrote: it
// stops before the first vector holding a NaN. Every lane runs one path:
// the reduced argument num/den and the interval's point hi + lo chosen by
// blends on |x|'s interval, then fdlibm's polynomial with fused products,
// and the sign of x put back.
func atanKernel(w width, et elemType) {
	name := "atan" + et.sfx + w.sfx
	doc := fmt.Sprintf("%s stores atan(s[i]) into d[i], %d at a time, up to the first %d holding a NaN, and returns how many it stored (see Atan in atan.go).", name, w.lanes, w.lanes)
	stopKernel(name, et.name, doc+wideDoc(et), w.lanes, et.size, func() {}, func(src, d Register) {
		x := w.vec()
		w.loadAs(et, src, x)
		m := w.mask()
		w.cmp(0x03, x, x, m) // unordered: a NaN
		w.anySet(m, "done")
		a, sgn := w.vec(), w.vec()
		VANDPD(iconst("AtanAbs", 1<<63-1), x, a)
		VANDPD(iconst("AtanSign", 1<<63), x, sgn)
		h, t := emitAtanParts(w, a, nil)
		VSUBPD(t, h, h)  // h - t
		VORPD(sgn, h, h) // |atan| with x's sign
		w.storeAs(et, h, d)
	})
}

// emitAtanParts returns h and t with atan(a + c) = h - t for the lanes of
// a (not NaN, not negative), as the Go twin atanParts: the interval's
// reduced argument and atan of its point chosen by blends, the polynomial,
// and t = (r·s - (lo + c)) - r. A nil c is 0.
func emitAtanParts(w width, a VecVirtual, cc VecVirtual) (h, t VecVirtual) {
	c := func(nm string, v float64) Mem { return vconst("Atan"+nm, v) }
	hi := []float64{0, 4.63647609000806093515e-01, 7.85398163397448278999e-01, 9.82793723247329054082e-01, 1.57079632679489655800e+00}
	lo := []float64{0, 2.26987774529616870924e-17, 3.06161699786838301793e-17, 1.39033110312309984516e-17, 6.12323399573676603587e-17}
	aT := []float64{ // atanT in package kernel
		3.33333333333329318027e-01, -1.99999999998764832476e-01, 1.42857142725034663711e-01, -1.11111104054623557880e-01,
		9.09088713343650656196e-02, -7.69187620504482999495e-02, 6.66107313738753120669e-02, -5.83357013379057348645e-02,
		4.97687799461593236017e-02, -3.65315727442169155270e-02, 1.62858201153657823623e-02,
	}
	bounds := []float64{0.4375, 0.6875, 1.1875, 2.4375}
	one := c("One", 1)
	num, den, l := w.vec(), w.vec(), w.vec()
	h = w.vec()
	VMOVAPD(a, num)
	VMOVUPD(one, den)
	VXORPD(h, h, h)
	VXORPD(l, l, l)
	for i, b := range bounds {
		k := w.mask()
		w.cmp(0x1d, c(fmt.Sprintf("B%d", i+1), b), a, k) // a >= b, ordered
		n, e := w.vec(), w.vec()
		switch i {
		case 0: // (2a - 1)/(2 + a)
			VMOVUPD(c("MOne", -1), n)
			VFMADD231PD(c("Two", 2), a, n)
			VADDPD(c("Two", 2), a, e)
		case 1: // (a - 1)/(a + 1)
			VSUBPD(one, a, n)
			VADDPD(one, a, e)
		case 2: // (a - 1.5)/(1 + 1.5a)
			VSUBPD(c("OneHalf3", 1.5), a, n)
			VMOVUPD(one, e)
			VFMADD231PD(c("OneHalf3", 1.5), a, e)
		default: // -1/a
			VMOVUPD(c("MOne", -1), n)
			VMOVAPD(a, e)
		}
		w.blend(k, n, num, num)
		w.blend(k, e, den, den)
		w.blend(k, c(fmt.Sprintf("Hi%d", i+1), hi[i+1]), h, h)
		w.blend(k, c(fmt.Sprintf("Lo%d", i+1), lo[i+1]), l, l)
	}
	r, z, ww := w.vec(), w.vec(), w.vec()
	VDIVPD(den, num, r)
	VMULPD(r, r, z)
	VMULPD(z, z, ww)
	s1, s2 := w.vec(), w.vec()
	VMOVUPD(c("T10", aT[10]), s1)
	for _, k := range []int{8, 6, 4, 2, 0} {
		VFMADD213PD(c(fmt.Sprintf("T%d", k), aT[k]), ww, s1) // s1 = s1·w + aT[k]
	}
	VMOVUPD(c("T9", aT[9]), s2)
	for _, k := range []int{7, 5, 3, 1} {
		VFMADD213PD(c(fmt.Sprintf("T%d", k), aT[k]), ww, s2)
	}
	VMULPD(ww, s2, s2)
	VFMADD213PD(s2, z, s1) // s = z·s1 + w·s2
	if cc != nil {
		VADDPD(cc, l, l) // lo + c
	}
	VFMSUB213PD(l, r, s1) // r·s - (lo + c)
	VSUBPD(r, s1, s1)     // (r·s - (lo + c)) - r
	return h, s1
}

// atan2Kernel writes atan2(a[i], b[i]) (b[0] for every i when bstep is 0)
// into d a vector at a time, as the Go twin Atan2 in ufunc2.go computes
// it: q = |y|/|x|, c = (|y| - q·|x|)/|x|/(1 + q²), emitAtanParts, π - (h -
// t) for a negative x with π - h summed exactly, and y's sign. It returns
// how many it wrote, stopping before the first vector holding an argument
// outside [2^-500, 2^500] in magnitude (zeros, infinities and NaN among
// them), which Atan2 scales or takes as special values.
func atan2Kernel(w width) {
	name := "atan2F64" + w.sfx
	doc := fmt.Sprintf("%s stores atan2(a[i], b[i·bstep]) into d[i], %d at a time, up to the first %d holding an argument outside [2^-500, 2^500] in magnitude, and returns how many it stored (see Atan2 in ufunc2.go).", name, w.lanes, w.lanes)
	binaryKernel(name, doc, w, func() {}, func(y, x VecVirtual) VecVirtual {
		c := func(nm string, v float64) Mem { return vconst("Atan2"+nm, v) }
		abs := iconst("AtanAbs", 1<<63-1)
		ay, ax := w.vec(), w.vec()
		VANDPD(abs, y, ay)
		VANDPD(abs, x, ax)
		lo, hi := w.vec(), w.vec()
		VMINPD(ax, ay, lo)
		VMAXPD(ax, ay, hi)
		m, k := w.mask(), w.mask()
		w.cmp(0x1a, c("Lo", 0x1p-500), lo, m) // not lo >= 2^-500, or unordered
		w.cmp(0x16, c("Hi", 0x1p500), hi, k)  // not hi <= 2^500, or unordered
		w.or(k, m, m)
		w.anySet(m, "done")
		q, e, u := w.vec(), w.vec(), w.vec()
		VDIVPD(ax, ay, q)
		VMOVAPD(ay, e)
		VFNMADD231PD(q, ax, e) // |y| - q·|x|, exact
		VDIVPD(ax, e, e)
		VMULPD(q, q, u)
		VADDPD(c("One", 1), u, u)
		VDIVPD(u, e, e)
		h, t := emitAtanParts(w, q, e)
		// x >= 0: h - t; x < 0: s + (e2 + (π's tail + t)), s + e2 = π - h.
		r := w.vec()
		VSUBPD(t, h, r)
		pi, s, e2 := w.vec(), w.vec(), w.vec()
		VMOVUPD(c("Pi", 3.14159265358979311600e+00), pi)
		twoDiff(w, pi, h, s, e2, false)
		VADDPD(c("PiLo", 2*6.12323399573676603587e-17), t, t)
		VADDPD(t, e2, e2)
		VADDPD(e2, s, s)
		neg := w.mask()
		VXORPD(u, u, u)
		w.cmp(0x11, u, x, neg) // x < 0
		w.blend(neg, s, r, r)
		VANDPD(iconst("AtanSign", 1<<63), y, u)
		VORPD(u, r, r) // y's sign
		return r
	})
}

// hypotF64 writes hypot(a[i], b[i]) (b[0] for every i when bstep is 0) into
// d a vector at a time, as the Go twin Hypot computes it: with x the
// larger of |a| and |b| and y the other, the squares as products and their
// errors, their exact sum (twoSum) plus the errors, its square root h, and
// h + (sh - h² + sl)/(2h); x itself where y is 0. It returns how many it
// wrote, stopping before the first vector holding a NaN, an x past 2^450
// (infinities too) or a nonzero y below 2^-450, which Hypot scales.
func hypotF64(w width) {
	name := "hypotF64" + w.sfx
	doc := fmt.Sprintf("%s stores hypot(a[i], b[i·bstep]) into d[i], %d at a time, up to the first %d holding an argument Hypot scales or a NaN, and returns how many it stored (see Hypot in complex.go).", name, w.lanes, w.lanes)
	binaryKernel(name, doc, w, func() {}, func(p, q VecVirtual) VecVirtual { return emitHypot(w, p, q) })
}

// emitHypot is hypotF64's step: Hypot of the lanes of p and q, or a jump
// to "done" for a group Hypot scales or that holds a NaN.
func emitHypot(w width, p, q VecVirtual) VecVirtual {
	c := func(nm string, v float64) Mem { return vconst("Hypot"+nm, v) }
	m, k := w.mask(), w.mask()
	w.cmp(0x03, q, p, m) // unordered: a NaN in either
	w.anySet(m, "done")
	abs := iconst("HypotAbs", 1<<63-1)
	VANDPD(abs, p, p)
	VANDPD(abs, q, q)
	x, y := w.vec(), w.vec()
	VMAXPD(q, p, x)
	VMINPD(q, p, y)
	w.cmp(0x1e, c("Big", 0x1p450), x, m)    // x > 2^450
	w.cmp(0x11, c("Small", 0x1p-450), y, k) // y < 2^-450
	zero, yz := w.vec(), w.mask()
	VXORPD(zero, zero, zero)
	w.cmp(0x04, zero, y, yz) // y != 0
	if w.wide() {
		KANDB(yz, k, k)
	} else {
		VANDPD(yz, k, k)
	}
	w.or(k, m, m)
	w.anySet(m, "done")
	w.cmp(0x00, zero, y, yz) // y == 0: the result is x
	p1, e1, p2, e2 := w.vec(), w.vec(), w.vec(), w.vec()
	VMULPD(x, x, p1)
	VMOVAPD(p1, e1)
	VFMSUB231PD(x, x, e1) // x·x - p1
	VMULPD(y, y, p2)
	VMOVAPD(p2, e2)
	VFMSUB231PD(y, y, e2)
	sh, sl := w.vec(), w.vec()
	twoSum(w, p1, p2, sh, sl)
	VADDPD(e2, e1, e1)
	VADDPD(e1, sl, sl) // sl + (e1 + e2)
	h, t, h2 := w.vec(), w.vec(), w.vec()
	VSQRTPD(sh, h)
	VMOVAPD(sh, t)
	VFNMADD231PD(h, h, t) // sh - h·h
	VADDPD(sl, t, t)
	VADDPD(h, h, h2)
	VDIVPD(h2, t, t)
	VADDPD(t, h, h)
	w.blend(yz, x, h, h)
	return h
}

// asinKernel writes asin(s[i]) into d[i] (acos when acos) a vector of
// float64 lanes at a time, as the Go twins Asin and Acos in asin.go compute
// them: every lane takes fdlibm's ratio R(t) once, t being x² below 0.5 in
// magnitude and (1 - |x|)/2 above, and every branch of the twin is
// computed and the lane's own picked by blends. It returns how many it
// wrote, stopping before the first vector holding a NaN or an argument
// outside [-1, 1].
func asinKernel(acos bool, w width, et elemType) {
	fn, twin := "asin", "Asin"
	if acos {
		fn, twin = "acos", "Acos"
	}
	name := fn + et.sfx + w.sfx
	doc := fmt.Sprintf("%s stores %s(s[i]) into d[i], %d at a time, up to the first %d holding a NaN or an argument outside [-1, 1], and returns how many it stored (see %s in asin.go).", name, fn, w.lanes, w.lanes, twin)
	c := func(nm string, v float64) Mem { return vconst("Asin"+nm, v) }
	const (
		pio2Hi = 1.57079632679489655800e+00
		pio2Lo = 6.12323399573676603587e-17
		pio4Hi = 7.85398163397448278999e-01
		pi     = 3.14159265358979311600e+00
	)
	ps := []float64{1.66666666666666657415e-01, -3.25565818622400915405e-01, 2.01212532134862925881e-01,
		-4.00555345006794114027e-02, 7.91534994289814532176e-04, 3.47933107596021167570e-05}
	qs := []float64{1, -2.40339491173441421878e+00, 2.02094576023350569471e+00, -6.88283971605453293030e-01,
		7.70381505559019352791e-02}
	stopKernel(name, et.name, doc+wideDoc(et), w.lanes, et.size, func() {}, func(src, d Register) {
		x, a := w.vec(), w.vec()
		w.loadAs(et, src, x)
		VANDPD(iconst("AsinAbs", 1<<63-1), x, a)
		m := w.mask()
		w.cmp(0x16, c("One", 1), a, m) // !(a <= 1): a NaN, or outside [-1, 1]
		w.anySet(m, "done")
		small := w.mask()
		w.cmp(0x11, c("Half", 0.5), a, small) // a < 0.5
		t, u := w.vec(), w.vec()
		VMOVUPD(c("One", 1), t)
		VSUBPD(a, t, t) // 1 - a
		VMULPD(c("Half", 0.5), t, t)
		VMULPD(x, x, u)
		w.blend(small, u, t, t)
		// R = p(t)/q(t), by Horner's rule with every product rounded.
		p, q, r := w.vec(), w.vec(), w.vec()
		VMULPD(c("PS5", ps[5]), t, p)
		for k := 4; k >= 0; k-- {
			VADDPD(c(fmt.Sprintf("PS%d", k), ps[k]), p, p)
			VMULPD(t, p, p)
		}
		VMULPD(c("QS4", qs[4]), t, q)
		for k := 3; k >= 1; k-- {
			VADDPD(c(fmt.Sprintf("QS%d", k), qs[k]), q, q)
			VMULPD(t, q, q)
		}
		VADDPD(c("One", 1), q, q)
		VDIVPD(q, p, r)
		s, rs := w.vec(), w.vec()
		VSQRTPD(t, s)
		// The larger arguments' split square root: hi = s with its low 32
		// bits cleared, and cc = (t - hi²)/(s + hi).
		hi, cc, e := w.vec(), w.vec(), w.vec()
		VANDPD(iconst("AsinHiWord", 0xffffffff00000000), s, hi)
		VMULPD(hi, hi, cc)
		VSUBPD(cc, t, cc)
		VADDPD(hi, s, e)
		VDIVPD(e, cc, cc)
		res := w.vec()
		if !acos {
			VMULPD(r, x, rs)
			VADDPD(x, rs, rs) // x + x·R
			// a >= 0.975: pio2Hi - (2(s + s·R) - pio2Lo)
			r1 := w.vec()
			VMULPD(r, s, r1)
			VADDPD(s, r1, r1)
			VADDPD(r1, r1, r1)
			VSUBPD(c("Pio2Lo", pio2Lo), r1, r1)
			VMOVUPD(c("Pio2Hi", pio2Hi), e)
			VSUBPD(r1, e, r1)
			// otherwise: pio4Hi - (2·s·R - (pio2Lo - 2cc) - (pio4Hi - 2hi))
			pp, qq := w.vec(), w.vec()
			VMULPD(r, s, pp)
			VADDPD(pp, pp, pp)
			VADDPD(cc, cc, cc)
			VMOVUPD(c("Pio2Lo", pio2Lo), e)
			VSUBPD(cc, e, e)
			VSUBPD(e, pp, pp)
			VADDPD(hi, hi, hi)
			VMOVUPD(c("Pio4Hi", pio4Hi), qq)
			VSUBPD(hi, qq, qq)
			VSUBPD(qq, pp, pp)
			VMOVUPD(c("Pio4Hi", pio4Hi), res)
			VSUBPD(pp, res, res)
			near := w.mask()
			w.cmp(0x1d, c("Near1", 0.975), a, near) // a >= 0.975
			w.blend(near, r1, res, res)
			VANDPD(iconst("AsinSign", 1<<63), x, e)
			VORPD(e, res, res) // the positive asin of a with x's sign
			w.blend(small, rs, res, res)
		} else {
			// small: pio2Hi - (x - (pio2Lo - x·R))
			VMULPD(r, x, u)
			VMOVUPD(c("Pio2Lo", pio2Lo), rs)
			VSUBPD(u, rs, rs)
			VSUBPD(rs, x, rs)
			VMOVUPD(c("Pio2Hi", pio2Hi), e)
			VSUBPD(rs, e, rs)
			// x < 0: pi - 2(s + (R·s - pio2Lo))
			rn := w.vec()
			VMULPD(s, r, rn)
			VSUBPD(c("Pio2Lo", pio2Lo), rn, rn)
			VADDPD(s, rn, rn)
			VADDPD(rn, rn, rn)
			VMOVUPD(c("Pi", pi), e)
			VSUBPD(rn, e, rn)
			// x >= 0.5: 2(hi + (R·s + cc))
			VMULPD(s, r, res)
			VADDPD(cc, res, res)
			VADDPD(hi, res, res)
			VADDPD(res, res, res)
			neg := w.mask()
			VXORPD(e, e, e)
			w.cmp(0x11, e, x, neg) // x < 0
			w.blend(neg, rn, res, res)
			w.blend(small, rs, res, res)
			one := w.mask()
			w.cmp(0x00, c("One", 1), x, one) // x == 1: acos is +0
			w.blend(one, e, res, res)
		}
		w.storeAs(et, res, d)
	})
}

// invFact[n] is 1/n! rounded to a double, as package kernel has it.
var invFact = [20]float64{
	2: 0x1.0000000000000p-1, 3: 0x1.5555555555555p-3, 4: 0x1.5555555555555p-5, 5: 0x1.1111111111111p-7,
	6: 0x1.6c16c16c16c17p-10, 7: 0x1.a01a01a01a01ap-13, 8: 0x1.a01a01a01a01ap-16, 9: 0x1.71de3a556c734p-19,
	10: 0x1.27e4fb7789f5cp-22, 11: 0x1.ae64567f544e4p-26, 12: 0x1.1eed8eff8d898p-29, 13: 0x1.6124613a86d09p-33,
	14: 0x1.93974a8c07c9dp-37, 15: 0x1.ae7f3e733b81fp-41, 16: 0x1.ae7f3e733b81fp-45, 17: 0x1.952c77030ad4ap-49,
	19: 0x1.2f49b46814157p-57,
}

// emitHorner returns invFact[lo] + z·(invFact[lo+step] + z·(… invFact[hi]))
// by fused multiply-adds, as the Go twin horner.
func emitHorner(w width, z VecVirtual, lo, hi, step int) VecVirtual {
	c := func(n int) Mem { return vconst(fmt.Sprintf("InvFact%d", n), invFact[n]) }
	p := w.vec()
	VMOVUPD(c(hi), p)
	for n := hi - step; n >= lo; n -= step {
		VFMADD213PD(c(n), z, p) // p = p·z + 1/n!
	}
	return p
}

// emitScale returns 2^(m+s) in each lane, or 2^(s-m) when neg, for m =
// k>>4 with k in t's low bits (as emitExpTail's AVX2 scaling): the
// exponent field's bits are t's bits 4-15 shifted to it, added to or
// subtracted from the biased s.
func emitScale(w width, t VecVirtual, s int, neg bool) VecVirtual {
	m, out := w.vec(), w.vec()
	VPSRLQ(U8(4), t, m)
	VPSLLQ(U8(52), m, m)
	bias := iconst(strings.ReplaceAll(fmt.Sprintf("ExpBias%d", s), "-", "M"), uint64(1023+s)<<52)
	if neg {
		VMOVUPD(bias, out)
		VPSUBQ(m, out, out)
	} else {
		VPADDQ(bias, m, out)
	}
	return out
}

// emitExpSplit returns t (k in its low bits), hi and yl with e^x = (hi +
// yl)·2^(k>>4), as the Go twin expSplit: emitExp's reduction and
// emitExpParts, unrounded.
func emitExpSplit(w width, x VecVirtual) (t, hi, yl VecVirtual) {
	c := func(nm string, v float64) Mem { return vconst("Exp"+nm, v) }
	shift := c("Shift", 0x1.8p52)
	kf, r := w.vec(), w.vec()
	t = w.vec()
	VMOVUPD(shift, t)
	VFMADD231PD(c("InvLn2N", 23.083120654223414), x, t)
	VSUBPD(shift, t, kf)
	VMOVAPD(x, r)
	VFNMADD231PD(c("Ln2NHi", 0.04332169878499658), kf, r)
	VFNMADD231PD(c("Ln2NLo", 1.4494042586539372e-18), kf, r)
	hi, yl = emitExpParts(w, t, r)
	return t, hi, yl
}

// emitExpPair returns e^a/2 + e^-a/2 (e^a/2 - e^-a/2 when minus) for the
// lanes of a, as the Go twin expPair: 1/(hi + yl) as q + q·e, and the four
// parts scaled and summed from the smallest.
func emitExpPair(w width, a VecVirtual, minus bool) VecVirtual {
	t, hi, yl := emitExpSplit(w, a)
	p1, p2 := emitScale(w, t, -1, false), emitScale(w, t, -1, true)
	one := vconst("ExpOne", 1)
	y, q, e, u := w.vec(), w.vec(), w.vec(), w.vec()
	VADDPD(yl, hi, y)
	VMOVUPD(one, q)
	VDIVPD(y, q, q) // q = 1/(hi + yl)
	VMOVUPD(one, e)
	VFNMADD231PD(q, hi, e) // 1 - q·hi, fused
	VMULPD(yl, q, u)
	VSUBPD(u, e, e)
	VMULPD(q, e, e)
	VMULPD(p2, e, e)  // sl
	VMULPD(p2, q, q)  // sm
	VMULPD(p1, yl, u) // bl
	VMULPD(p1, hi, y) // big
	if minus {
		VSUBPD(e, u, u)
		VSUBPD(q, u, u)
	} else {
		VADDPD(e, u, u)
		VADDPD(q, u, u)
	}
	VADDPD(u, y, y)
	return y
}

// expm1HypKernel writes expm1(s[i]), sinh(s[i]) or cosh(s[i]) (fn) into
// d[i] a vector of float64 lanes at a time, as the Go twins Expm1, Sinh
// and Cosh in expm1.go compute them: the Taylor polynomial and the form
// from Exp's tables both, each lane's own picked by a blend. It returns
// how many it wrote, stopping before the first vector holding an argument
// past ±704 or a NaN.
func expm1HypKernel(fn string, w width, et elemType) {
	name := fn + et.sfx + w.sfx
	twin := map[string]string{"expm1": "Expm1", "sinh": "Sinh", "cosh": "Cosh"}[fn]
	doc := fmt.Sprintf("%s stores %s(s[i]) into d[i], %d at a time, up to the first %d holding an argument past ±704 or a NaN, and returns how many it stored (see %s in expm1.go).", name, fn, w.lanes, w.lanes, twin)
	stopKernel(name, et.name, doc+wideDoc(et), w.lanes, et.size, w.preloadExp, func(src, d Register) {
		x, a := w.vec(), w.vec()
		w.loadAs(et, src, x)
		VANDPD(iconst("ExpAbs", 1<<63-1), x, a)
		m := w.mask()
		w.cmp(0x16, vconst("ExpFast", 704), a, m) // not |x| <= 704, or unordered
		w.anySet(m, "done")
		small := w.mask()
		var res VecVirtual
		switch fn {
		case "expm1":
			x2 := w.vec()
			VMULPD(x, x, x2)
			ps := emitHorner(w, x, 2, 13, 1)
			VFMADD213PD(x, x2, ps) // x²·P + x
			t, hi, yl := emitExpSplit(w, x)
			p := emitScale(w, t, 0, false)
			big, s, e := w.vec(), w.vec(), w.vec()
			VMULPD(p, hi, big)
			VMOVUPD(vconst("ExpMOne", -1), s)
			res = w.vec()
			twoSum(w, big, s, res, e)
			VMULPD(p, yl, yl)
			VADDPD(yl, e, e)
			VADDPD(e, res, res)
			w.cmp(0x11, vconst("Expm1Small", 0.25), a, small)
			w.blend(small, ps, res, res)
			zero := w.mask()
			VXORPD(e, e, e)
			w.cmp(0x00, e, x, zero) // ±0 stays
			w.blend(zero, x, res, res)
		case "sinh":
			z, az := w.vec(), w.vec()
			VMULPD(a, a, z)
			VMULPD(z, a, az)
			ps := emitHorner(w, z, 3, 19, 2)
			VFMADD213PD(a, az, ps) // a·z·P + a
			res = emitExpPair(w, a, true)
			w.cmp(0x11, vconst("SinhSmall", 1), a, small)
			w.blend(small, ps, res, res)
			VANDPD(iconst("ExpSign", 1<<63), x, z)
			VORPD(z, res, res)
		default:
			z := w.vec()
			VMULPD(a, a, z)
			ps := emitHorner(w, z, 2, 16, 2)
			VFMADD213PD(vconst("ExpOne", 1), z, ps) // z·P + 1
			res = emitExpPair(w, a, false)
			w.cmp(0x11, vconst("CoshSmall", 0.5), a, small)
			w.blend(small, ps, res, res)
		}
		w.storeAs(et, res, d)
	})
}

// cbrtKernel writes cbrt(s[i]) into d[i] a vector of float64 lanes at a
// time, as the Go twin Cbrt in cbrt.go computes it: the first guess's
// exponent field divided by three by a multiplication (h/3 is h·0xaaaaaaab
// >> 33 for every 32-bit h), and ±0 kept by a blend. It returns how many
// it wrote, stopping before the first vector holding a subnormal, an
// infinity or a NaN.
func cbrtKernel(w width, et elemType) {
	name := "cbrt" + et.sfx + w.sfx
	doc := fmt.Sprintf("%s stores cbrt(s[i]) into d[i], %d at a time, up to the first %d holding a subnormal, an infinity or a NaN, and returns how many it stored (see Cbrt in cbrt.go).", name, w.lanes, w.lanes)
	c := func(nm string, v float64) Mem { return vconst("Cbrt"+nm, v) }
	stopKernel(name, et.name, doc+wideDoc(et), w.lanes, et.size, func() {}, func(src, d Register) {
		x, a := w.vec(), w.vec()
		w.loadAs(et, src, x)
		VANDPD(iconst("CbrtAbs", 1<<63-1), x, a)
		bad, sub, zero := w.mask(), w.mask(), w.mask()
		w.cmp(0x16, c("Max", math.MaxFloat64), a, bad) // not |x| <= MaxFloat64: ±Inf or NaN
		z := w.vec()
		VXORPD(z, z, z)
		w.cmp(0x00, z, x, zero)                        // ±0
		w.cmp(0x11, c("MinNormal", 0x1p-1022), a, sub) // below 2^-1022
		if w.wide() {
			KANDNB(sub, zero, sub) // subnormal: below 2^-1022 but not 0
		} else {
			VANDNPD(sub, zero, sub)
		}
		w.or(sub, bad, bad)
		w.anySet(bad, "done")
		// t: sign | (h/3 + B1) << 32, h the high word of |x|.
		h, t := w.vec(), w.vec()
		VPSRLQ(U8(32), a, h)
		VPMULUDQ(iconst("CbrtThird", 0xaaaaaaab), h, h)
		VPSRLQ(U8(33), h, h)
		VPADDQ(iconst("CbrtB1", 715094163), h, h)
		VPSLLQ(U8(32), h, h)
		VANDPD(iconst("CbrtSign", 1<<63), x, t)
		w.por(h, t, t)
		// r = t²·(t/x); t = t·((P0 + r·(P1 + r·P2)) + r³·(P3 + r·P4)).
		r, u, p, q := w.vec(), w.vec(), w.vec(), w.vec()
		VMULPD(t, t, r)
		VDIVPD(x, t, u)
		VMULPD(u, r, r)
		VMULPD(c("P2", 1.621429720105354466140), r, p)
		VADDPD(c("P1", -1.88497979543377169875), p, p)
		VMULPD(r, p, p)
		VADDPD(c("P0", 1.87595182427177009643), p, p)
		VMULPD(r, r, q)
		VMULPD(r, q, q)
		VMULPD(c("P4", 0.145996192886612446982), r, u)
		VADDPD(c("P3", -0.758397934778766047437), u, u)
		VMULPD(u, q, q)
		VADDPD(q, p, p)
		VMULPD(p, t, t)
		// t rounded away from zero to 22 bits.
		VPADDQ(iconst("CbrtRound", 0x80000000), t, t)
		w.pand(iconst("CbrtChop", 0xffffffffc0000000), t, t)
		// t + t·((x/t² - t)/(2t + x/t²)).
		VMULPD(t, t, u)
		VDIVPD(u, x, r)
		VADDPD(t, t, u)
		VADDPD(r, u, u)
		VSUBPD(t, r, r)
		VDIVPD(u, r, r)
		VMULPD(t, r, r)
		VADDPD(r, t, t)
		w.blend(zero, x, t, t)
		w.storeAs(et, t, d)
	})
}

// tanKernel writes tan(s[i]) into d[i] a vector of float64 lanes at a
// time, as the Go twin Tan in trig.go computes it: trigReduce's reduction,
// and fdlibm's kernel with its three ends (tan past 0.6744 from tan(π/4 -
// |x|), tan below, and -1/tan below for odd quadrants) all computed and
// each lane's own picked by blends. It returns how many it wrote, stopping
// before the first vector holding an argument of magnitude 2^30 or more or
// a NaN.
func tanKernel(w width, et elemType) {
	name := "tan" + et.sfx + w.sfx
	doc := fmt.Sprintf("%s stores tan(s[i]) into d[i], %d at a time, up to the first %d holding an argument of magnitude 2^30 or more or a NaN, and returns how many it stored (see Tan in trig.go).", name, w.lanes, w.lanes)
	c := func(nm string, v float64) Mem { return vconst("Tan"+nm, v) }
	T := []float64{
		3.33333333333334091986e-01, 1.33333333333201242699e-01, 5.39682539762260521377e-02, 2.18694882948595424599e-02,
		8.86323982359930005737e-03, 3.59207910759131235356e-03, 1.45620945432529025516e-03, 5.88041240820264096874e-04,
		2.46463134818469906812e-04, 7.81794442939557092300e-05, 7.14072491382608190305e-05, -1.85586374855275456654e-05,
		2.59073051863633712884e-05,
	}
	tc := func(k int) Mem { return c(fmt.Sprintf("T%d", k), T[k]) }
	stopKernel(name, et.name, doc+wideDoc(et), w.lanes, et.size, func() {}, func(src, d Register) {
		x, ax := w.vec(), w.vec()
		w.loadAs(et, src, x)
		VANDPD(iconst("TanAbs", 1<<63-1), x, ax)
		m := w.mask()
		w.cmp(0x15, c("Huge", 0x1p30), ax, m) // not below 2^30, or unordered
		w.anySet(m, "done")
		tq, hi, lo := emitTrigReduce(w, x, c)
		odd := w.lowBit(tq, iconst("TanBit0", 1))
		// Past 0.6744: x = (π/4 - |hi|) + (π/4's tail - ±lo), y = 0.
		sgn, big := w.vec(), w.mask()
		VANDPD(iconst("TanSign", 1<<63), hi, sgn)
		VANDPD(iconst("TanAbs", 1<<63-1), hi, ax)
		w.cmp(0x1d, c("Big", 0x1.594280p-1), ax, big) // |hi| >= 0.6744
		xb, yb := w.vec(), w.vec()
		VXORPD(sgn, lo, yb)
		VMOVUPD(c("Pio4Lo", 3.06161699786838301793e-17), xb)
		VSUBPD(yb, xb, yb)
		VMOVUPD(c("Pio4", 7.85398163397448278999e-01), xb)
		VSUBPD(ax, xb, xb)
		VADDPD(yb, xb, xb)
		VXORPD(yb, yb, yb)
		w.blend(big, xb, hi, xb) // x
		w.blend(big, yb, lo, yb) // y
		// The polynomials in z = x² and w = z².
		z, ww, r, v, s := w.vec(), w.vec(), w.vec(), w.vec(), w.vec()
		VMULPD(xb, xb, z)
		VMULPD(z, z, ww)
		VMOVUPD(tc(11), r)
		for _, k := range []int{9, 7, 5, 3, 1} {
			VFMADD213PD(tc(k), ww, r)
		}
		VMOVUPD(tc(12), v)
		for _, k := range []int{10, 8, 6, 4, 2} {
			VFMADD213PD(tc(k), ww, v)
		}
		VMULPD(z, v, v)
		VMULPD(xb, z, s)
		// r = y + z·(s·(r + v) + y) + T0·s; wv = x + r.
		VADDPD(v, r, r)
		VMULPD(s, r, r)
		VADDPD(yb, r, r)
		VMULPD(z, r, r)
		VADDPD(r, yb, r)
		VMULPD(tc(0), s, s)
		VADDPD(s, r, r)
		wv := w.vec()
		VADDPD(r, xb, wv)
		// Past 0.6744: ±(sv - 2(x - (wv²/(wv + sv) - r))), sv = ±1 by j's
		// parity, negated where hi is.
		// One division serves both quotients, that one past 0.6744 and
		// -1/wv below: the lanes' numerators and denominators are blended.
		sv, q1, q2 := w.vec(), w.vec(), w.vec()
		VMOVUPD(c("One", 1), sv)
		w.blend(odd, c("MOne", -1), sv, sv)
		VMULPD(wv, wv, q1)
		VADDPD(sv, wv, q2)
		a := w.vec()
		VMOVUPD(c("MOne", -1), a)
		w.blend(big, q1, a, q1)
		w.blend(big, q2, wv, q2)
		VDIVPD(q2, q1, a)
		VSUBPD(r, a, q1)
		VSUBPD(q1, xb, q1)
		VADDPD(q1, q1, q1)
		VSUBPD(q1, sv, sv)
		VXORPD(sgn, sv, sv)
		// -1/(x + r) for odd j: a = -1/wv, th and zh the high words of a
		// and wv, th + a·((1 + th·zh) + th·(r - (zh - x))).
		hw := iconst("TanHiWord", 0xffffffff00000000)
		zh, th, u := w.vec(), w.vec(), w.vec()
		VANDPD(hw, wv, zh)
		VANDPD(hw, a, th)
		VSUBPD(xb, zh, u)
		VSUBPD(u, r, u) // r - (zh - x)
		VMULPD(th, u, u)
		VMULPD(zh, th, zh)
		VADDPD(c("One", 1), zh, zh) // 1 + th·zh
		VADDPD(u, zh, zh)
		VMULPD(a, zh, zh)
		VADDPD(zh, th, th)
		w.blend(odd, th, wv, wv)
		w.blend(big, sv, wv, wv)
		zero := w.mask()
		VXORPD(u, u, u)
		w.cmp(0x00, u, x, zero) // ±0 stays
		w.blend(zero, x, wv, wv)
		w.storeAs(et, wv, d)
	})
}

// loadAs loads the lanes at src into the float64 vector x: float64s, or
// float32s widened (exactly), for the float32 variant of a float64 kernel.
func (w width) loadAs(t elemType, src Register, x VecVirtual) {
	if t.size == 8 {
		VMOVUPD(Mem{Base: src}, x)
	} else {
		VCVTPS2PD(Mem{Base: src}, x)
	}
}

// storeAs stores the float64 vector x at d: as float64s, or rounded once
// to float32s.
func (w width) storeAs(t elemType, x VecVirtual, d Register) {
	if t.size == 8 {
		VMOVUPD(x, Mem{Base: d})
		return
	}
	y := w.narrow()
	w.toFloat32(x, y)
	VMOVUPS(y, Mem{Base: d})
}

// wideDoc says, for a float32 variant of a float64 kernel, how it computes.
func wideDoc(t elemType) string {
	if t.size == 8 {
		return ""
	}
	return " The float32 arguments are widened, the function computed in float64 and the result rounded once to float32."
}
