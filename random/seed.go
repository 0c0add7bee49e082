package random

import (
	"crypto/rand"
	"encoding/binary"
)

// The constants of NumPy's SeedSequence (numpy/random/bit_generator.pyx).
const (
	poolSize = 4
	initA    = 0x43b0d7e5
	multA    = 0x931e8875
	initB    = 0x8b51f9dd
	multB    = 0x58f38ded
	mixMultL = 0xca01f9dd
	mixMultR = 0x4973f715
	xshift   = 16
)

// SeedSequence is NumPy's np.random.SeedSequence: it hashes entropy (and a
// spawn key) into a pool of 128 bits, from which GenerateState draws the
// words that seed a bit generator, so that NewPCG64(NewSeedSequence(s)) is
// np.random.PCG64(np.random.SeedSequence(s)) bit for bit.
type SeedSequence struct {
	entropy  []uint64
	spawnKey []uint64
	children int
	pool     [poolSize]uint32
}

// NewSeedSequence returns the SeedSequence of entropy, NumPy's
// SeedSequence(entropy, spawn_key=spawnKey): each element of entropy is one
// Python int of a list (SeedSequence(42) is NewSeedSequence([]uint64{42})),
// contributing one 32-bit word, or two above 2^32 - 1. An empty entropy
// draws 128 bits from the operating system (crypto/rand), as
// SeedSequence() does; Entropy reports them, to seed again.
func NewSeedSequence(entropy []uint64, spawnKey ...uint64) *SeedSequence {
	if len(entropy) == 0 {
		var b [16]byte
		_, _ = rand.Read(b[:]) // crypto/rand.Read never returns an error
		entropy = []uint64{binary.LittleEndian.Uint64(b[:8]), binary.LittleEndian.Uint64(b[8:])}
	}
	s := &SeedSequence{entropy: append([]uint64(nil), entropy...), spawnKey: append([]uint64(nil), spawnKey...)}
	s.mixEntropy(s.assembled())
	return s
}

// Entropy returns the entropy s was made from (drawn from the operating
// system when none was given).
func (s *SeedSequence) Entropy() []uint64 { return append([]uint64(nil), s.entropy...) }

// SpawnKey returns s's position in the tree of spawned sequences.
func (s *SeedSequence) SpawnKey() []uint64 { return append([]uint64(nil), s.spawnKey...) }

// words appends the 32-bit words of each value, as NumPy coerces a list of
// Python ints: least significant word first, one word for a value below
// 2^32 (0 included), two otherwise.
func words(dst []uint32, vs []uint64) []uint32 {
	for _, v := range vs {
		dst = append(dst, uint32(v))
		if v>>32 != 0 {
			dst = append(dst, uint32(v>>32))
		}
	}
	return dst
}

// assembled is NumPy's get_assembled_entropy: the entropy words, padded
// with zeros to the pool size when there is a spawn key, then the spawn
// key's words.
func (s *SeedSequence) assembled() []uint32 {
	run := words(nil, s.entropy)
	if len(s.spawnKey) > 0 && len(run) < poolSize {
		run = append(run, make([]uint32, poolSize-len(run))...)
	}
	return words(run, s.spawnKey)
}

func hashmix(v uint32, h *uint32) uint32 {
	v ^= *h
	*h *= multA
	v *= *h
	return v ^ v>>xshift
}

func mix(x, y uint32) uint32 {
	r := mixMultL*x - mixMultR*y
	return r ^ r>>xshift
}

// mixEntropy is NumPy's mix_entropy into the pool.
func (s *SeedSequence) mixEntropy(e []uint32) {
	h := uint32(initA)
	for i := range s.pool {
		var v uint32
		if i < len(e) {
			v = e[i]
		}
		s.pool[i] = hashmix(v, &h)
	}
	for src := range s.pool {
		for dst := range s.pool {
			if src != dst {
				s.pool[dst] = mix(s.pool[dst], hashmix(s.pool[src], &h))
			}
		}
	}
	for src := poolSize; src < len(e); src++ {
		for dst := range s.pool {
			s.pool[dst] = mix(s.pool[dst], hashmix(e[src], &h))
		}
	}
}

// GenerateState returns n 32-bit words of seed, NumPy's
// generate_state(n, np.uint32).
func (s *SeedSequence) GenerateState(n int) []uint32 {
	out := make([]uint32, n)
	h := uint32(initB)
	for i := range out {
		v := s.pool[i%poolSize]
		v ^= h
		h *= multB
		v *= h
		out[i] = v ^ v>>xshift
	}
	return out
}

// GenerateState64 returns n 64-bit words of seed, NumPy's
// generate_state(n, np.uint64): 2n 32-bit words, paired low word first.
func (s *SeedSequence) GenerateState64(n int) []uint64 {
	w := s.GenerateState(2 * n)
	out := make([]uint64, n)
	for i := range out {
		out[i] = uint64(w[2*i]) | uint64(w[2*i+1])<<32
	}
	return out
}

// Spawn returns n child sequences, NumPy's SeedSequence.spawn(n): the same
// entropy with the spawn key extended by each child's number, counting on
// from the children spawned before.
func (s *SeedSequence) Spawn(n int) []*SeedSequence {
	out := make([]*SeedSequence, 0, max(n, 0))
	for i := range max(n, 0) {
		key := append(append([]uint64(nil), s.spawnKey...), uint64(s.children+i))
		out = append(out, NewSeedSequence(s.entropy, key...))
	}
	s.children += max(n, 0)
	return out
}
