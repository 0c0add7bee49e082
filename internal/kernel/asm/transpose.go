package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// transposeRegs are the registers transposeLoops hands a block emitter:
// s the address of source row j, d of destination column j, i the block's
// first destination row (an element index), and the row strides in bytes
// with their triples.
type transposeRegs struct{ s, d, i, ls, ls3, ld, ld3 Register }

// rowQuad returns the addresses of the four rows from p, stride bytes
// apart (stride3 holds 3*stride).
func rowQuad(p, stride, stride3 Register) []Mem {
	return []Mem{{Base: p}, {Base: p, Index: stride, Scale: 1}, {Base: p, Index: stride, Scale: 2}, {Base: p, Index: stride3, Scale: 1}}
}

// transposeLoops emits the frame every transpose kernel shares, for
// func(dst *T, ld int, src *T, ls int, m, n int, nt bool) with
// dst[i*ld+j] = src[j*ls+i] for i < m (a multiple of rows) and j < n (a
// multiple of cols): blocks of rows destination rows by cols columns,
// columns outer, so that a block's source rows are read along their length
// before the next ones. block emits one block; its stores go through the
// store function it is given, which emits them twice, with plain and with
// non-temporal instructions, behind a test of nt. The arguments stay in
// memory where the loops need them rarely, so that a block has the
// general-purpose registers.
func transposeLoops(name string, t elemType, rows, cols int, wide bool, block func(r transposeRegs, store func(func(nt bool)))) {
	TEXT(name, NOSPLIT, fmt.Sprintf("func(dst *%s, ld int, src *%s, ls int, m, n int, nt bool)", t.name, t.name))
	Pragma("noescape")
	how, align := "", 32 // AVX2 stores a row's line in 32-byte halves
	if wide {
		how, align = " with AVX-512F", 64
	}
	Doc(fmt.Sprintf("%s writes dst[i*ld+j] = src[j*ls+i] for i < m (a multiple of %d) and j < n (a multiple of %d), in %dx%d micro-blocks%s; nt selects non-temporal stores, which need %d-byte aligned destination rows and a later SFENCE.", name, rows, cols, rows, cols, how, align))
	const offDst, offSrc, offM, offN, offNT = 0, 16, 32, 40, 48
	shift := U8(map[int]int{4: 2, 8: 3}[t.size])
	r := transposeRegs{ls: GP64(), ld: GP64(), ls3: GP64(), ld3: GP64()}
	Load(Param("ld"), r.ld)
	Load(Param("ls"), r.ls)
	SHLQ(shift, r.ld) // bytes
	SHLQ(shift, r.ls)
	LEAQ(Mem{Base: r.ls, Index: r.ls, Scale: 2}, r.ls3)
	LEAQ(Mem{Base: r.ld, Index: r.ld, Scale: 2}, r.ld3)

	j := GP64()
	XORQ(j, j)
	Label("jloop")
	CMPQ(j, NewParamAddr("n", offN))
	JGE(LabelRef("done"))
	r.s = GP64() // source row j
	MOVQ(j, r.s)
	IMULQ(r.ls, r.s)
	ADDQ(NewParamAddr("src", offSrc), r.s)
	r.d = GP64() // destination column j
	MOVQ(NewParamAddr("dst", offDst), r.d)
	LEAQ(Mem{Base: r.d, Index: j, Scale: uint8(t.size)}, r.d)
	r.i = GP64()
	XORQ(r.i, r.i)
	Label("iloop")
	CMPQ(r.i, NewParamAddr("m", offM))
	JGE(LabelRef("iend"))
	block(r, func(emit func(nt bool)) {
		CMPB(NewParamAddr("nt", offNT), U8(0))
		JNE(LabelRef("ntstore"))
		emit(false)
		JMP(LabelRef("stored"))
		Label("ntstore")
		emit(true)
		Label("stored")
	})
	ADDQ(U32(rows), r.i)
	JMP(LabelRef("iloop"))
	Label("iend")
	ADDQ(U32(cols), j)
	JMP(LabelRef("jloop"))
	Label("done")
	VZEROUPPER()
	RET()
}

// loadRows loads count source rows from row j+first (first 0, 4 or 8,
// count a multiple of 4), columns i on, into new vectors made by vec, and
// prefetches each row 256 bytes ahead: the next blocks' columns.
func loadRows(r transposeRegs, t elemType, first, count int, vec func() VecVirtual, load func(...Op)) []VecVirtual {
	p := GP64()
	LEAQ(Mem{Base: r.s, Index: r.i, Scale: uint8(t.size)}, p)
	if first > 0 {
		LEAQ(Mem{Base: p, Index: r.ls, Scale: uint8(first)}, p)
	}
	rows := make([]VecVirtual, count)
	for g := range count / 4 {
		if g > 0 {
			LEAQ(Mem{Base: p, Index: r.ls, Scale: 4}, p)
		}
		for k, m := range rowQuad(p, r.ls, r.ls3) {
			rows[4*g+k] = vec()
			load(m, rows[4*g+k])
			PREFETCHT0(m.Offset(256))
		}
	}
	return rows
}

// laneTranspose4 transposes the 4x4 matrix of 128-bit lanes that x holds
// (row k: the lanes of x[k]) with eight VSHUFF64X2: lane L of the result's
// vector c is lane c of x[L].
func laneTranspose4(x [4]VecVirtual) [4]VecVirtual {
	v := [4]VecVirtual{ZMM(), ZMM(), ZMM(), ZMM()}
	VSHUFF64X2(U8(0x88), x[1], x[0], v[0]) // lanes 0, 2 of x[0], then of x[1]
	VSHUFF64X2(U8(0xDD), x[1], x[0], v[1]) // lanes 1, 3
	VSHUFF64X2(U8(0x88), x[3], x[2], v[2])
	VSHUFF64X2(U8(0xDD), x[3], x[2], v[3])
	out := [4]VecVirtual{ZMM(), ZMM(), ZMM(), ZMM()}
	VSHUFF64X2(U8(0x88), v[2], v[0], out[0]) // lane 0 of each x[k]
	VSHUFF64X2(U8(0x88), v[3], v[1], out[1]) // lane 1
	VSHUFF64X2(U8(0xDD), v[2], v[0], out[2]) // lane 2
	VSHUFF64X2(U8(0xDD), v[3], v[1], out[3]) // lane 3
	return out
}

// dstRowAddr sets q to the address of destination row i, column j: d +
// i*ld bytes.
func dstRowAddr(r transposeRegs, q Register) {
	MOVQ(r.i, q)
	IMULQ(r.ld, q)
	ADDQ(r.d, q)
}

// transpose4x8F64 writes dst[i*ld+j] = src[j*ls+i] in micro-blocks of 4
// destination rows by 8 columns: each destination row of a block is one
// 64-byte line, stored as two 32-byte halves. With nt the stores are
// non-temporal (dst and ld*8 must make every row segment 32-byte aligned)
// and the caller issues the SFENCE.
func transpose4x8F64() {
	transposeLoops("transpose4x8F64", f64, 4, 8, false, func(r transposeRegs, store func(func(bool))) {
		rows := loadRows(r, f64, 0, 8, YMM, VMOVUPD)
		p := GP64()
		// Two 4x4 transposes: out[k] is column k of rows 0-3, out[4+k] of
		// rows 4-7.
		out := make([]VecVirtual, 8)
		for half := range 2 {
			x := rows[4*half : 4*half+4]
			t0, t1, t2, t3 := YMM(), YMM(), YMM(), YMM()
			VUNPCKLPD(x[1], x[0], t0)
			VUNPCKHPD(x[1], x[0], t1)
			VUNPCKLPD(x[3], x[2], t2)
			VUNPCKHPD(x[3], x[2], t3)
			for k := range 4 {
				out[4*half+k] = YMM()
			}
			VPERM2F128(U8(0x20), t2, t0, out[4*half+0])
			VPERM2F128(U8(0x20), t3, t1, out[4*half+1])
			VPERM2F128(U8(0x31), t2, t0, out[4*half+2])
			VPERM2F128(U8(0x31), t3, t1, out[4*half+3])
		}
		// Destination row i+k, columns j..j+7: out[k] then out[4+k].
		dstRowAddr(r, p)
		store(func(nt bool) {
			for k, m := range rowQuad(p, r.ld, r.ld3) {
				if nt {
					VMOVNTPD(out[k], m)
					VMOVNTPD(out[4+k], m.Offset(32))
				} else {
					VMOVUPD(out[k], m)
					VMOVUPD(out[4+k], m.Offset(32))
				}
			}
		})
	})
}

// transpose8x8F64Avx512 is transpose4x8F64 with AVX-512F: micro-blocks of
// 8 destination rows by 8 columns, each source row of a block read and
// each destination row written as one 64-byte ZMM vector (a whole line
// when aligned), transposed by 8 unpacks and two transposes of 4x4
// matrices of 128-bit lanes (16 shuffles) instead of AVX2's two 4x4
// transposes per 4x8 block. With nt the
// destination rows must be 64-byte aligned.
func transpose8x8F64Avx512() {
	transposeLoops("transpose8x8F64Avx512", f64, 8, 8, true, func(r transposeRegs, store func(func(bool))) {
		rows := loadRows(r, f64, 0, 8, ZMM, VMOVUPD)
		// a: pairs of rows interleaved within 128-bit lanes, so that lane L
		// of a[2p] holds columns 2L of rows 2p and 2p+1 (of a[2p+1], columns
		// 2L+1); transposing the lanes of a[0], a[2], a[4], a[6] gives the
		// even columns of all eight rows, those of the odd ones the odd.
		a := make([]VecVirtual, 8)
		for k := 0; k < 8; k += 2 {
			a[k], a[k+1] = ZMM(), ZMM()
			VUNPCKLPD(rows[k+1], rows[k], a[k])
			VUNPCKHPD(rows[k+1], rows[k], a[k+1])
		}
		out := make([]VecVirtual, 8)
		for odd := range 2 {
			cols := laneTranspose4([4]VecVirtual{a[odd], a[2+odd], a[4+odd], a[6+odd]})
			for L, v := range cols {
				out[2*L+odd] = v
			}
		}
		// Destination rows i..i+7, columns j..j+7.
		q, q4 := GP64(), GP64()
		dstRowAddr(r, q)
		LEAQ(Mem{Base: q, Index: r.ld, Scale: 4}, q4)
		dst := append(rowQuad(q, r.ld, r.ld3), rowQuad(q4, r.ld, r.ld3)...)
		store(func(nt bool) {
			for k, m := range dst {
				if nt {
					VMOVNTPD(out[k], m)
				} else {
					VMOVUPD(out[k], m)
				}
			}
		})
	})
}

// transpose8x16F32 is transpose4x8F64 for 4-byte elements: micro-blocks
// of 8 destination rows by 16 columns (one 64-byte line per row), built
// from two 8x8 transposes; m is a multiple of 8 and n of 16.
func transpose8x16F32() {
	transposeLoops("transpose8x16F32", f32, 8, 16, false, func(r transposeRegs, store func(func(bool))) {
		buf := AllocLocal(8 * 32) // the first half's eight rows
		q := GP64()
		var out []VecVirtual
		for half := range 2 {
			// Source rows j+8*half .. j+8*half+7, columns i..i+7.
			rows := loadRows(r, f32, 8*half, 8, YMM, VMOVUPS)
			t := make([]VecVirtual, 8)
			for k := 0; k < 8; k += 2 {
				t[k], t[k+1] = YMM(), YMM()
				VUNPCKLPS(rows[k+1], rows[k], t[k])
				VUNPCKHPS(rows[k+1], rows[k], t[k+1])
			}
			u := make([]VecVirtual, 8)
			for g := range 2 {
				a0, a1, b0, b1 := t[4*g], t[4*g+1], t[4*g+2], t[4*g+3]
				u[4*g+0], u[4*g+1], u[4*g+2], u[4*g+3] = YMM(), YMM(), YMM(), YMM()
				VSHUFPS(U8(0x44), b0, a0, u[4*g+0])
				VSHUFPS(U8(0xEE), b0, a0, u[4*g+1])
				VSHUFPS(U8(0x44), b1, a1, u[4*g+2])
				VSHUFPS(U8(0xEE), b1, a1, u[4*g+3])
			}
			out = make([]VecVirtual, 8)
			for k := range 4 {
				out[k], out[4+k] = YMM(), YMM()
				VPERM2F128(U8(0x20), u[4+k], u[k], out[k])
				VPERM2F128(U8(0x31), u[4+k], u[k], out[4+k])
			}
			if half == 0 {
				// Keep columns j..j+7 of the eight destination rows until
				// the other half is ready, so that each row's 64-byte line
				// is written by two consecutive stores (write-combining
				// needs whole lines for non-temporal stores to pay).
				for k := range 8 {
					VMOVUPS(out[k], buf.Offset(32*k))
				}
			}
		}
		dstRowAddr(r, q)
		store(func(nt bool) {
			for g := range 2 {
				if g == 1 {
					LEAQ(Mem{Base: q, Index: r.ld, Scale: 4}, q)
				}
				for k, m := range rowQuad(q, r.ld, r.ld3) {
					lo := YMM()
					VMOVUPS(buf.Offset(32*(4*g+k)), lo)
					if nt {
						VMOVNTPS(lo, m)
						VMOVNTPS(out[4*g+k], m.Offset(32))
					} else {
						VMOVUPS(lo, m)
						VMOVUPS(out[4*g+k], m.Offset(32))
					}
				}
			}
		})
	})
}

// transpose16x16F32Avx512 is transpose8x16F32 with AVX-512F: micro-blocks
// of 16 destination rows by 16 columns, each source row of a block read
// and each destination row written as one 64-byte ZMM vector, transposed
// by 32 unpacks (pairs of floats, then pairs of pairs) and 32 128-bit lane
// shuffles, with no spill. With nt the destination rows must be 64-byte
// aligned.
func transpose16x16F32Avx512() {
	transposeLoops("transpose16x16F32Avx512", f32, 16, 16, true, func(r transposeRegs, store func(func(bool))) {
		rows := loadRows(r, f32, 0, 16, ZMM, VMOVUPS)
		// t: pairs of rows interleaved by float; u[4g+c]: columns c, c+4,
		// c+8, c+12 of rows 4g..4g+3, one per 128-bit lane.
		t := make([]VecVirtual, 16)
		for k := 0; k < 16; k += 2 {
			t[k], t[k+1] = ZMM(), ZMM()
			VUNPCKLPS(rows[k+1], rows[k], t[k])
			VUNPCKHPS(rows[k+1], rows[k], t[k+1])
		}
		u := make([]VecVirtual, 16)
		for g := range 4 {
			x := t[4*g : 4*g+4]
			for k := range 4 {
				u[4*g+k] = ZMM()
			}
			VUNPCKLPD(x[2], x[0], u[4*g+0])
			VUNPCKHPD(x[2], x[0], u[4*g+1])
			VUNPCKLPD(x[3], x[1], u[4*g+2])
			VUNPCKHPD(x[3], x[1], u[4*g+3])
		}
		// For each c, the lanes of u[c], u[4+c], u[8+c], u[12+c] are a 4x4
		// matrix of 128-bit blocks; transposing it gives columns c, c+4,
		// c+8 and c+12 of all sixteen rows.
		out := make([]VecVirtual, 16)
		for c := range 4 {
			cols := laneTranspose4([4]VecVirtual{u[c], u[4+c], u[8+c], u[12+c]})
			for L, v := range cols {
				out[c+4*L] = v
			}
		}
		// Destination rows i..i+15, columns j..j+15.
		q := GP64()
		store(func(nt bool) {
			dstRowAddr(r, q)
			for g := range 4 {
				if g > 0 {
					LEAQ(Mem{Base: q, Index: r.ld, Scale: 4}, q)
				}
				for k, m := range rowQuad(q, r.ld, r.ld3) {
					if nt {
						VMOVNTPS(out[4*g+k], m)
					} else {
						VMOVUPS(out[4*g+k], m)
					}
				}
			}
		})
	})
}
