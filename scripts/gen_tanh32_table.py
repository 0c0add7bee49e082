#!/usr/bin/env python3
"""Print the float32 tanh kernels' polynomials as Go hex literals, from
mpmath at 200 bits.

Below 0.625, tanh x = x + x·z·P(z) with z = x² and P a near-minimax
polynomial of degree 5 for (tanh x - x)/x³ over z in [0, 0.625²].

From 0.625 to 10, sixteen intervals, one for each value of the float32
bits of |x| minus those of 0.625, shifted right by 21 (three in [0.625,
1), four in each binade to 8, and [8, 10)): on interval i, tanh(m_i + y) =
c0_i + y·(c1_i + y·(… + y·c6_i)) for y = |x| - m_i, m_i the float32
nearest the interval's midpoint, c0_i in two float32 parts (hi, lo) and
c1_i … c6_i float32, a near-minimax fit of degree 6 (Chebyshev nodes) with
c0 and c1 fixed first and the rest refit. The kernels clamp |x| to 9.5,
past 9.01, where tanh rounds to 1 in float32.

internal/kernel/tanh32.go (tanh32Small, tanh32Mid, tanh32C0Hi, tanh32C0Lo
and tanh32C) and the assembly generator (internal/kernel/asm) hold its
output."""
import struct

import mpmath

from floatfmt import f32, fmt


def bits32(v):
    return struct.unpack("<I", struct.pack("<f", f32(v)))[0]


def from_bits32(b):
    return struct.unpack("<f", struct.pack("<I", b))[0]


mpmath.mp.prec = 200


def small(z):
    if z == 0:
        return mpmath.mpf(-1) / 3
    x = mpmath.sqrt(z)
    return (mpmath.tanh(x) - x) / (x * z)


coef, err = mpmath.chebyfit(small, [0, mpmath.mpf(0.625) ** 2], 6, error=True)
print("// small: error %.3g" % float(err))
print("small:", ", ".join(fmt(f32(c)) for c in coef))

OFF = bits32(0.625)
mids, c0hi, c0lo, cs = [], [], [], []
worst = 0
for i in range(16):
    lo = mpmath.mpf(from_bits32(OFF + (i << 21)))
    hi = mpmath.mpf(from_bits32(OFF + ((i + 1) << 21)))
    if i == 15:
        hi = mpmath.mpf(10)
    m = f32((lo + hi) / 2)
    mm = mpmath.mpf(m)
    t0 = mpmath.tanh(mm)
    h = f32(t0)
    l = f32(t0 - mpmath.mpf(h))
    t1 = 1 - t0**2

    # The rest after c0 and c1: (tanh(m+y) - c0 - c1·y)/y², degree 4.
    c1 = f32(t1)

    def rest(y, c1=c1):
        if y == 0:
            return -t0 * t1  # tanh'' / 2
        return (mpmath.tanh(mm + y) - t0 - mpmath.mpf(c1) * y) / y**2

    r, e = mpmath.chebyfit(rest, [lo - mm, hi - mm], 5, error=True)
    span = max(abs(lo - mm), abs(hi - mm))
    worst = max(worst, float(e * span**2))
    mids.append(m)
    c0hi.append(h)
    c0lo.append(l)
    cs.append([c1] + [f32(c) for c in reversed(r)])  # c1, c2, … c6
print("// largest fit error times y²: %.3g" % worst)
print("mid:", ", ".join(fmt(v) for v in mids))
print("c0hi:", ", ".join(fmt(v) for v in c0hi))
print("c0lo:", ", ".join(fmt(v) for v in c0lo))
for k in range(6):
    print("c%d:" % (k + 1), ", ".join(fmt(c[k]) for c in cs))
