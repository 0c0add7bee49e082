package random

import (
	"math"
	"math/bits"
)

// Generator draws numbers from a BitGenerator as NumPy's
// np.random.Generator does, with NumPy 1.24's algorithms: the same seed
// gives the same numbers.
type Generator struct {
	bg  BitGenerator
	pcg *PCG64 // bg when it is a PCG64: its draws are direct calls, inlined
}

// New returns the Generator np.random.default_rng(seed...) returns: PCG64
// seeded by NewSeedSequence(seed). New(42) is default_rng(42), New(1, 2)
// is default_rng([1, 2]), and New() seeds from the operating system.
func New(seed ...uint64) *Generator {
	return NewGenerator(NewPCG64(NewSeedSequence(seed)))
}

// NewGenerator returns the Generator over bg, np.random.Generator(bg).
func NewGenerator(bg BitGenerator) *Generator {
	g := &Generator{bg: bg}
	g.pcg, _ = bg.(*PCG64)
	return g
}

// next64 and next32 are bg's Uint64 and Uint32, without the interface
// call for NumPy's default bit generator.
func (g *Generator) next64() uint64 {
	if g.pcg != nil {
		return g.pcg.Uint64()
	}
	return g.bg.Uint64()
}

func (g *Generator) next32() uint32 {
	if g.pcg != nil {
		return g.pcg.Uint32()
	}
	return g.bg.Uint32()
}

// BitGenerator returns g's bit generator.
func (g *Generator) BitGenerator() BitGenerator { return g.bg }

// Float64 returns a number in [0, 1), rng.random(): the top 53 bits of a
// 64-bit draw, scaled.
func (g *Generator) Float64() float64 {
	return float64(g.next64()>>11) * (1.0 / 9007199254740992.0)
}

// Float32 returns a number in [0, 1), rng.random(dtype=np.float32): the top
// 24 bits of a 32-bit draw, scaled.
func (g *Generator) Float32() float32 {
	return float32(g.next32()>>8) * (1.0 / 16777216.0)
}

// NormFloat64 returns a standard normal number, rng.standard_normal():
// NumPy's 256-strip ziggurat.
func (g *Generator) NormFloat64() float64 {
	x, idx, rabs, ok := normFast(g.next64())
	if ok {
		return x
	}
	return g.normSlow(x, idx, rabs)
}

// normFast is the first step of the float64 ziggurat on a 64-bit draw:
// the candidate x, the strip and the magnitude's bits, and whether x lies
// inside its strip (99.3 % of draws), so that it is the number.
func normFast(r uint64) (x float64, idx, rabs uint64, ok bool) {
	idx = r & 0xff
	r >>= 8
	rabs = (r >> 1) & 0x000fffffffffffff
	x = float64(rabs) * wi_double[idx]
	if r&1 != 0 {
		x = -x
	}
	return x, idx, rabs, rabs < ki_double[idx]
}

// normSlow finishes a draw that normFast did not accept: the tail past
// ziggurat_nor_r for strip 0, else the wedge test, and a new draw when the
// candidate is rejected, as NumPy's loop continues.
func (g *Generator) normSlow(x float64, idx, rabs uint64) float64 {
	if idx == 0 {
		for {
			xx := -ziggurat_nor_inv_r * math.Log1p(-g.Float64())
			yy := -math.Log1p(-g.Float64())
			if yy+yy > xx*xx {
				if (rabs>>8)&1 != 0 {
					return -(ziggurat_nor_r + xx)
				}
				return ziggurat_nor_r + xx
			}
		}
	}
	// Each product rounded on its own, as NumPy's C is compiled (no fused
	// multiply-add), so that the comparison is NumPy's.
	if float64((fi_double[idx-1]-fi_double[idx])*g.Float64())+fi_double[idx] < math.Exp(float64(-0.5*x)*x) {
		return x
	}
	return g.NormFloat64()
}

// NormFloat32 returns a standard normal float32,
// rng.standard_normal(dtype=np.float32): NumPy's float32 ziggurat.
func (g *Generator) NormFloat32() float32 {
	for {
		r := g.next32()
		idx := r & 0xff
		sign := (r >> 8) & 1
		rabs := (r >> 9) & 0x0007fffff
		x := float32(rabs) * wi_float[idx]
		if sign != 0 {
			x = -x
		}
		if rabs < ki_float[idx] {
			return x
		}
		if idx == 0 {
			for {
				xx := -ziggurat_nor_inv_r_f * log1pf(-g.Float32())
				yy := -log1pf(-g.Float32())
				if yy+yy > xx*xx {
					if (rabs>>8)&1 != 0 {
						return -(ziggurat_nor_r_f + xx)
					}
					return ziggurat_nor_r_f + xx
				}
			}
		}
		// C computes exp(-0.5 * x * x) in double here.
		if float64(float32((fi_float[idx-1]-fi_float[idx])*g.Float32())+fi_float[idx]) < math.Exp(float64(-0.5*float64(x))*float64(x)) {
			return x
		}
	}
}

// ExpFloat64 returns a standard exponential number,
// rng.standard_exponential(): NumPy's ziggurat.
func (g *Generator) ExpFloat64() float64 {
	for {
		ri := g.next64() >> 3
		idx := ri & 0xff
		ri >>= 8
		x := float64(ri) * we_double[idx]
		if ri < ke_double[idx] {
			return x
		}
		if idx == 0 {
			return ziggurat_exp_r - math.Log1p(-g.Float64())
		}
		if float64((fe_double[idx-1]-fe_double[idx])*g.Float64())+fe_double[idx] < math.Exp(-x) {
			return x
		}
	}
}

// ExpFloat32 returns a standard exponential float32,
// rng.standard_exponential(dtype=np.float32).
func (g *Generator) ExpFloat32() float32 {
	for {
		ri := g.next32() >> 1
		idx := ri & 0xff
		ri >>= 8
		x := float32(ri) * we_float[idx]
		if ri < ke_float[idx] {
			return x
		}
		if idx == 0 {
			return ziggurat_exp_r_f - log1pf(-g.Float32())
		}
		if float32((fe_float[idx-1]-fe_float[idx])*g.Float32())+fe_float[idx] < expf(-x) {
			return x
		}
	}
}

// log1pf and expf are C's float32 functions as glibc computes them
// (correctly rounded): the float64 function rounded once.
func log1pf(x float32) float32 { return float32(math.Log1p(float64(x))) }
func expf(x float32) float32   { return float32(math.Exp(float64(x))) }

// interval returns a number in [0, max], NumPy's random_interval: masked
// rejection, from 32-bit draws when max fits in 32 bits.
func (g *Generator) interval(max uint64) uint64 {
	if max == 0 {
		return 0
	}
	mask := genMask(max)
	if max <= math.MaxUint32 {
		for {
			if v := uint64(g.next32()) & mask; v <= max {
				return v
			}
		}
	}
	for {
		if v := g.next64() & mask; v <= max {
			return v
		}
	}
}

// genMask is the smallest mask of low bits that covers max (0 for 0).
func genMask(max uint64) uint64 {
	if max == 0 {
		return 0
	}
	return math.MaxUint64 >> bits.LeadingZeros64(max)
}

// bounded64 is NumPy's random_bounded_uint64 by Lemire's method: a number
// in [0, rng], from one 32-bit draw when rng fits in 32 bits.
func (g *Generator) bounded64(rng uint64) uint64 {
	switch {
	case rng == 0:
		return 0
	case rng == math.MaxUint32:
		return uint64(g.next32())
	case rng < math.MaxUint32:
		var b buf
		return uint64(g.lemire32(uint32(rng), &b))
	case rng == math.MaxUint64:
		return g.next64()
	}
	excl := rng + 1
	hi, lo := bits.Mul64(g.next64(), excl)
	if lo < excl {
		threshold := (math.MaxUint64 - rng) % excl
		for lo < threshold {
			hi, lo = bits.Mul64(g.next64(), excl)
		}
	}
	return hi
}

// buf is the 32-bit buffer that NumPy's narrow integer draws share within
// one call: its words are spent 16, 8 or 1 bits at a time.
type buf struct {
	n int
	v uint32
}

func (g *Generator) buffered16(b *buf) uint16 {
	if b.n == 0 {
		b.v, b.n = g.next32(), 1
	} else {
		b.v >>= 16
		b.n--
	}
	return uint16(b.v)
}

func (g *Generator) buffered8(b *buf) uint8 {
	if b.n == 0 {
		b.v, b.n = g.next32(), 3
	} else {
		b.v >>= 8
		b.n--
	}
	return uint8(b.v)
}

func (g *Generator) bufferedBool(b *buf) bool {
	if b.n == 0 {
		b.v, b.n = g.next32(), 31
	} else {
		b.v >>= 1
		b.n--
	}
	return b.v&1 != 0
}

// lemire32 is a number in [0, rng] for rng < 2^32 - 1 (the buffer is
// unused: 32-bit draws are whole).
func (g *Generator) lemire32(rng uint32, _ *buf) uint32 {
	excl := rng + 1
	m := uint64(g.next32()) * uint64(excl)
	if uint32(m) < excl {
		threshold := (math.MaxUint32 - rng) % excl
		for uint32(m) < threshold {
			m = uint64(g.next32()) * uint64(excl)
		}
	}
	return uint32(m >> 32)
}

func (g *Generator) lemire16(rng uint16, b *buf) uint16 {
	excl := rng + 1
	m := uint32(g.buffered16(b)) * uint32(excl)
	if uint16(m) < excl {
		threshold := (math.MaxUint16 - rng) % excl
		for uint16(m) < threshold {
			m = uint32(g.buffered16(b)) * uint32(excl)
		}
	}
	return uint16(m >> 16)
}

func (g *Generator) lemire8(rng uint8, b *buf) uint8 {
	excl := rng + 1
	m := uint16(g.buffered8(b)) * uint16(excl)
	if uint8(m) < excl {
		threshold := (math.MaxUint8 - rng) % excl
		for uint8(m) < threshold {
			m = uint16(g.buffered8(b)) * uint16(excl)
		}
	}
	return uint8(m >> 8)
}
