package npy

import (
	"math"
	"math/big"
	"math/bits"
	"sync"
)

// The powers of ten for parseDecimal: pow10Tab[q-pow10Min] is
// floor(10^q · 2^b) for the b that puts it in [2^127, 2^128), as two
// 64-bit halves, with b; computed once with math/big.
const (
	pow10Min = -348
	pow10Max = 347
)

type pow10Entry struct {
	hi, lo uint64
	b      int
}

var pow10Tab = sync.OnceValue(func() []pow10Entry {
	tab := make([]pow10Entry, 0, pow10Max-pow10Min+1)
	ten := big.NewInt(10)
	lim := new(big.Int).Lsh(big.NewInt(1), 128)
	mask := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 64), big.NewInt(1))
	for q := pow10Min; q <= pow10Max; q++ {
		var num, den *big.Int
		if q >= 0 {
			num, den = new(big.Int).Exp(ten, big.NewInt(int64(q)), nil), big.NewInt(1)
		} else {
			num, den = big.NewInt(1), new(big.Int).Exp(ten, big.NewInt(int64(-q)), nil)
		}
		// b such that num·2^b/den is in [2^127, 2^128).
		b := 128 - (num.BitLen() - den.BitLen())
		var t *big.Int
		for {
			n, d := new(big.Int).Set(num), new(big.Int).Set(den)
			if b >= 0 {
				n.Lsh(n, uint(b))
			} else {
				d.Lsh(d, uint(-b))
			}
			t = n.Quo(n, d)
			switch {
			case t.Cmp(lim) >= 0:
				b--
				continue
			case t.BitLen() < 128:
				b++
				continue
			}
			break
		}
		tab = append(tab, pow10Entry{hi: new(big.Int).Rsh(t, 64).Uint64(), lo: new(big.Int).And(t, mask).Uint64(), b: b})
	}
	return tab
})

// parseDecimal parses s, a decimal number of at most 19 significant
// digits with an optional sign, point and exponent, by the Eisel–Lemire
// algorithm: ok is false (and the caller uses strconv.ParseFloat) for
// anything else, and wherever the algorithm cannot decide the rounding or
// the result is subnormal, infinite or out of the table's range, so that
// every result it gives is strconv's, correctly rounded.
func parseDecimal(s string, tab []pow10Entry) (f float64, ok bool) {
	i, n := 0, len(s)
	neg := false
	if i < n && (s[i] == '+' || s[i] == '-') {
		neg = s[i] == '-'
		i++
	}
	var man uint64
	digits, exp10 := 0, 0
	sawDigit, sawDot := false, false
	for i < n {
		// Eight digits at a time once past the leading zeros.
		if digits > 0 && digits <= 11 && n-i >= 8 {
			if v := le64(s[i:]); isEightDigits(v) {
				man = man*100000000 + uint64(eightDigits(v))
				digits += 8
				if sawDot {
					exp10 -= 8
				}
				i += 8
				continue
			}
		}
		c := s[i]
		i++
		switch {
		case c >= '0' && c <= '9':
			sawDigit = true
			if c == '0' && digits == 0 { // a leading zero
				if sawDot {
					exp10--
				}
				continue
			}
			if digits == 19 {
				return 0, false // more digits than a uint64 holds: strconv
			}
			man = man*10 + uint64(c-'0')
			digits++
			if sawDot {
				exp10--
			}
			continue
		case c == '.' && !sawDot:
			sawDot = true
			continue
		}
		i-- // c ends the digits
		break
	}
	if !sawDigit {
		return 0, false
	}
	if i < n && (s[i] == 'e' || s[i] == 'E') {
		i++
		eneg := false
		if i < n && (s[i] == '+' || s[i] == '-') {
			eneg = s[i] == '-'
			i++
		}
		if i >= n {
			return 0, false
		}
		e := 0
		for ; i < n && s[i] >= '0' && s[i] <= '9'; i++ {
			if e < 100000 {
				e = e*10 + int(s[i]-'0')
			}
		}
		if eneg {
			e = -e
		}
		exp10 += e
	}
	if i != n {
		return 0, false
	}
	if man == 0 {
		if neg {
			return math.Copysign(0, -1), true
		}
		return 0, true
	}
	if exp10 < pow10Min || exp10 > pow10Max {
		return 0, false
	}
	p := tab[exp10-pow10Min]
	clz := bits.LeadingZeros64(man)
	man <<= uint(clz)
	xHi, xLo := bits.Mul64(man, p.hi)
	// The low half of the power matters only when the product's bits below
	// the 54 kept are all ones: then add it, and give up if still unsure.
	if xHi&0x1FF == 0x1FF && xLo+man < man {
		yHi, yLo := bits.Mul64(man, p.lo)
		mHi, mLo := xHi, xLo+yHi
		if mLo < xLo {
			mHi++
		}
		if mHi&0x1FF == 0x1FF && mLo+1 == 0 && yLo+man < man {
			return 0, false
		}
		xHi, xLo = mHi, mLo
	}
	msb := xHi >> 63
	mant := xHi >> (msb + 9) // 54 bits
	// Exactly halfway between two floats: strconv decides.
	if xLo == 0 && xHi&0x1FF == 0 && mant&3 == 1 {
		return 0, false
	}
	// man·10^q = man'·2^-clz · T·2^-b, and xHi holds the top 64 bits of
	// man'·T (a 192-bit product): the 53-bit mantissa's exponent follows.
	exp := int64(1214-clz-p.b) - int64(1^msb)
	mant = (mant + mant&1) >> 1
	if mant>>53 > 0 {
		mant >>= 1
		exp++
	}
	if exp < 1 || exp > 0x7FE {
		return 0, false // subnormal or infinite: strconv
	}
	b := uint64(exp)<<52 | mant&(1<<52-1)
	if neg {
		b |= 1 << 63
	}
	return math.Float64frombits(b), true
}

// le64 is the first 8 bytes of s, little-endian.
func le64(s string) uint64 {
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// isEightDigits reports whether the 8 bytes of v are all ASCII digits.
func isEightDigits(v uint64) bool {
	return v&0xF0F0F0F0F0F0F0F0 == 0x3030303030303030 &&
		(v+0x0606060606060606)&0xF0F0F0F0F0F0F0F0 == 0x3030303030303030
}

// eightDigits is the number the 8 ASCII digits of v spell, first byte
// most significant: pairs, then fours, then the eight, by multiply-shift.
func eightDigits(v uint64) uint32 {
	v = (v & 0x0F0F0F0F0F0F0F0F) * 2561 >> 8
	v = (v & 0x00FF00FF00FF00FF) * 6553601 >> 16
	return uint32((v & 0x0000FFFF0000FFFF) * 42949672960001 >> 32)
}
