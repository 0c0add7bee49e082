package random

import "math/bits"

// BitGenerator is a source of random bits: NumPy's bit generators. Uint32
// is NumPy's next_uint32, which for PCG64 and PCG64DXSM returns the two
// halves of one 64-bit draw in turn (low half first).
type BitGenerator interface {
	Uint64() uint64
	Uint32() uint32
}

// The multipliers of PCG64's 128-bit LCG and of PCG64DXSM's cheap one.
const (
	pcgMulHi    = 2549297995355413924
	pcgMulLo    = 4865540595714422341
	pcgCheapMul = 0xda942042e4dd58b5
)

// pcgState is the 128-bit LCG state and increment, and the buffered half
// of a 64-bit draw.
type pcgState struct {
	hi, lo       uint64
	incHi, incLo uint64
	hasUint32    bool
	uinteger     uint32
}

// seed is NumPy's pcg64_set_seed: state and increment from four words
// (high word first), through pcg_setseq_128_srandom_r with step.
func (p *pcgState) seed(w []uint64, step func(*pcgState)) {
	p.hi, p.lo = 0, 0
	p.incHi = w[2]<<1 | w[3]>>63
	p.incLo = w[3]<<1 | 1
	step(p)
	var c uint64
	p.lo, c = bits.Add64(p.lo, w[1], 0)
	p.hi, _ = bits.Add64(p.hi, w[0], c)
	step(p)
}

// stepDefault is state = state·mult + inc with the 128-bit multiplier.
func stepDefault(p *pcgState) { p.hi, p.lo = step128(p.hi, p.lo, p.incHi, p.incLo) }

// step128 is one step of the LCG with the 128-bit multiplier on values, so
// that a loop can keep the state in registers.
func step128(hi, lo, incHi, incLo uint64) (uint64, uint64) {
	h, l := bits.Mul64(lo, pcgMulLo)
	h += hi*pcgMulLo + lo*pcgMulHi
	var c uint64
	lo, c = bits.Add64(l, incLo, 0)
	hi, _ = bits.Add64(h, incHi, c)
	return hi, lo
}

// xslrr is PCG64's output function of a state.
func xslrr(hi, lo uint64) uint64 { return bits.RotateLeft64(hi^lo, -int(hi>>58)) }

// stepCheap is state = state·mult + inc with the 64-bit multiplier.
func stepCheap(p *pcgState) {
	hi, lo := bits.Mul64(p.lo, pcgCheapMul)
	hi += p.hi * pcgCheapMul
	var c uint64
	p.lo, c = bits.Add64(lo, p.incLo, 0)
	p.hi, _ = bits.Add64(hi, p.incHi, c)
}

// buffered returns the high half of the last 64-bit draw if it is still
// unused, NumPy's has_uint32; keep uses the low half of a new draw v and
// keeps its high half for the next 32-bit draw.
func (p *pcgState) buffered() (uint32, bool) {
	if !p.hasUint32 {
		return 0, false
	}
	p.hasUint32 = false
	return p.uinteger, true
}

func (p *pcgState) keep(v uint64) uint32 {
	p.hasUint32, p.uinteger = true, uint32(v>>32)
	return uint32(v)
}

// PCG64 is NumPy's default bit generator, np.random.PCG64: a 128-bit LCG
// with the XSL-RR output.
type PCG64 struct{ s pcgState }

// NewPCG64 returns the PCG64 seeded by s, np.random.PCG64(s).
func NewPCG64(s *SeedSequence) *PCG64 {
	p := new(PCG64)
	p.s.seed(s.GenerateState64(4), stepDefault)
	return p
}

// Uint64 returns the next 64 random bits.
func (p *PCG64) Uint64() uint64 {
	stepDefault(&p.s)
	return xslrr(p.s.hi, p.s.lo)
}

// fillNormal stores standard normal numbers into out, the state held in
// locals while draws take normFast's path; the others go through g (whose
// bit generator is p) with the state written back.
func (p *PCG64) fillNormal(g *Generator, out []float64) {
	hi, lo, ih, il := p.s.hi, p.s.lo, p.s.incHi, p.s.incLo
	for i := range out {
		hi, lo = step128(hi, lo, ih, il)
		x, idx, rabs, ok := normFast(xslrr(hi, lo))
		if !ok {
			p.s.hi, p.s.lo = hi, lo
			x = g.normSlow(x, idx, rabs)
			hi, lo = p.s.hi, p.s.lo
		}
		out[i] = x
	}
	p.s.hi, p.s.lo = hi, lo
}

// fillFloat64 stores NumPy's next_double of successive draws into out, the
// state held in locals.
func (p *PCG64) fillFloat64(out []float64) {
	hi, lo, ih, il := p.s.hi, p.s.lo, p.s.incHi, p.s.incLo
	for i := range out {
		hi, lo = step128(hi, lo, ih, il)
		out[i] = float64(xslrr(hi, lo)>>11) * (1.0 / 9007199254740992.0)
	}
	p.s.hi, p.s.lo = hi, lo
}

// Uint32 returns the next 32 random bits: the halves of a 64-bit draw in
// turn, as NumPy's next_uint32.
func (p *PCG64) Uint32() uint32 {
	if v, ok := p.s.buffered(); ok {
		return v
	}
	return p.s.keep(p.Uint64())
}

// Advance moves p on by delta 64-bit draws (NumPy's PCG64.advance), in
// O(log delta) steps, and drops a buffered half.
func (p *PCG64) Advance(delta uint64) {
	p.s.advance(0, delta, pcgMulHi, pcgMulLo)
}

// PCG64DXSM is np.random.PCG64DXSM: the same LCG stepped with a 64-bit
// multiplier, its output the DXSM function of the state before the step.
type PCG64DXSM struct{ s pcgState }

// NewPCG64DXSM returns the PCG64DXSM seeded by s, np.random.PCG64DXSM(s).
// NumPy seeds it as it seeds PCG64, with the 128-bit multiplier's steps.
func NewPCG64DXSM(s *SeedSequence) *PCG64DXSM {
	p := new(PCG64DXSM)
	p.s.seed(s.GenerateState64(4), stepDefault)
	return p
}

// Uint64 returns the next 64 random bits.
func (p *PCG64DXSM) Uint64() uint64 {
	hi, lo := p.s.hi, p.s.lo|1
	hi ^= hi >> 32
	hi *= pcgCheapMul
	hi ^= hi >> 48
	hi *= lo
	stepCheap(&p.s)
	return hi
}

// Uint32 returns the next 32 random bits, as PCG64's.
func (p *PCG64DXSM) Uint32() uint32 {
	if v, ok := p.s.buffered(); ok {
		return v
	}
	return p.s.keep(p.Uint64())
}

// Advance moves p on by delta 64-bit draws (NumPy's PCG64DXSM.advance).
func (p *PCG64DXSM) Advance(delta uint64) { p.s.advance(0, delta, 0, pcgCheapMul) }

// advance is pcg_advance_lcg_128 for a delta of (dHi, dLo) and the
// multiplier (mHi, mLo): the LCG jumped by square-and-multiply.
func (p *pcgState) advance(dHi, dLo, mHi, mLo uint64) {
	accMulHi, accMulLo := uint64(0), uint64(1)
	accPlusHi, accPlusLo := uint64(0), uint64(0)
	curMulHi, curMulLo := mHi, mLo
	curPlusHi, curPlusLo := p.incHi, p.incLo
	for dHi != 0 || dLo != 0 {
		if dLo&1 != 0 {
			accMulHi, accMulLo = mul128(accMulHi, accMulLo, curMulHi, curMulLo)
			accPlusHi, accPlusLo = mul128(accPlusHi, accPlusLo, curMulHi, curMulLo)
			accPlusHi, accPlusLo = add128(accPlusHi, accPlusLo, curPlusHi, curPlusLo)
		}
		// cur_plus = (cur_mult + 1) * cur_plus; cur_mult *= cur_mult
		m1Hi, m1Lo := add128(curMulHi, curMulLo, 0, 1)
		curPlusHi, curPlusLo = mul128(m1Hi, m1Lo, curPlusHi, curPlusLo)
		curMulHi, curMulLo = mul128(curMulHi, curMulLo, curMulHi, curMulLo)
		dLo = dLo>>1 | dHi<<63
		dHi >>= 1
	}
	p.hi, p.lo = mul128(accMulHi, accMulLo, p.hi, p.lo)
	p.hi, p.lo = add128(p.hi, p.lo, accPlusHi, accPlusLo)
	p.hasUint32, p.uinteger = false, 0
}

func mul128(aHi, aLo, bHi, bLo uint64) (uint64, uint64) {
	hi, lo := bits.Mul64(aLo, bLo)
	return hi + aHi*bLo + aLo*bHi, lo
}

func add128(aHi, aLo, bHi, bLo uint64) (uint64, uint64) {
	lo, c := bits.Add64(aLo, bLo, 0)
	hi, _ := bits.Add64(aHi, bHi, c)
	return hi, lo
}

// The jump of PCG64 and PCG64DXSM: (φ - 1)·2^128 draws, φ the golden ratio.
const jumpHi, jumpLo = 0x9e3779b97f4a7c15, 0xf39cc0605cedc835

// Jumped returns a copy of p advanced by jumps·(φ - 1)·2^128 draws,
// NumPy's PCG64.jumped(jumps): a stream that does not overlap p's for any
// practical length.
func (p *PCG64) Jumped(jumps uint64) *PCG64 {
	q := *p
	hi, lo := mul128(jumpHi, jumpLo, 0, jumps)
	q.s.advance(hi, lo, pcgMulHi, pcgMulLo)
	return &q
}

// Jumped returns a copy of p advanced by jumps·(φ - 1)·2^128 draws,
// NumPy's PCG64DXSM.jumped(jumps).
func (p *PCG64DXSM) Jumped(jumps uint64) *PCG64DXSM {
	q := *p
	hi, lo := mul128(jumpHi, jumpLo, 0, jumps)
	q.s.advance(hi, lo, 0, pcgCheapMul)
	return &q
}
