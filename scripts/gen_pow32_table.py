#!/usr/bin/env python3
"""Print the float32 power kernel's constants as Go hex literals, from
mpmath at 200 bits.

x^y of float32s is computed in float64 as 2^(y·log2 x). log2 x splits x
= 2^k·z with z in [0.703125, 1.40625): bits(x) - 0x3fe6800000000000 gives
k in its top 12 bits and the table index in the next 4, so that 1 lies
inside entry 9's interval [0.984375, 1.03125), where c⁻¹ = 1 and log2 c =
0, and log2 x near 1 keeps its relative accuracy. Each other entry holds
c⁻¹, the inverse of its interval's midpoint rounded to a double, and
log2 c = -log2(c⁻¹) rounded; r = z·c⁻¹ - 1 is at most 1/32 in magnitude,
and log2(1 + r) = r·L(r) with L of degree 6 (relative error about
2^-44). 2^t takes k = round(16t), 2^(k/16) from the exp tables
(gen_exp_table.py), r = t - k/16 in [-1/32, 1/32] and 2^r = 1 + r·E(r)
with E of degree 4 (relative error about 2^-46.6). Both polynomials are
near-minimax (Chebyshev nodes), highest degree last.

internal/kernel/pow32.go (pow32InvC, pow32Log2C, pow32L, pow32E) and the
assembly generator (internal/kernel/asm/pow32.go) hold its output."""
import struct

import mpmath

from floatfmt import fmt

mpmath.mp.prec = 200

OFF = 0x3fe6800000000000


def b2d(b):
    return struct.unpack("<d", struct.pack("<Q", b))[0]


invc, log2c = [], []
for i in range(16):
    lo, hi = b2d(OFF + (i << 48)), b2d(OFF + ((i + 1) << 48))
    v = 1.0 if lo <= 1 < hi else float(2 / (mpmath.mpf(lo) + mpmath.mpf(hi)))
    invc.append(v)
    log2c.append(float(-mpmath.log(mpmath.mpf(v), 2)))
print("invc:", ", ".join(fmt(v) for v in invc))
print("log2c:", ", ".join(fmt(v) for v in log2c))


def l(r):
    return mpmath.log(1 + r, 2) / r if r != 0 else 1 / mpmath.log(2)


def e(r):
    return (mpmath.power(2, r) - 1) / r if r != 0 else mpmath.log(2)


# The function each polynomial approximates, and the function of r and the
# polynomial's value whose relative error the kernel sees.
fits = (("L", l, 6, lambda r, p: r * p, lambda r: mpmath.log(1 + r, 2)),
        ("E", e, 4, lambda r, p: 1 + r * p, lambda r: mpmath.power(2, r)))
for name, f, deg, use, want in fits:
    top = mpmath.mpf(1) / 32
    coef = mpmath.chebyfit(f, [-top, top], deg + 1)
    coef = [float(v) for v in reversed(coef)]  # chebyfit gives the highest degree first
    worst = max(abs(use(r, sum(mpmath.mpf(c) * r ** j for j, c in enumerate(coef))) / want(r) - 1)
                for r in (top * (2 * mpmath.mpf(k) / 4000 - 1) for k in range(4001)) if r != 0)
    print("// %s: relative error 2^%.1f" % (name, float(mpmath.log(worst, 2))))
    print("%s:" % name, ", ".join(fmt(v) for v in coef))
