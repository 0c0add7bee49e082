#!/usr/bin/env python3
"""Print the float32 sin and cos kernels' constants as Go hex literals,
from mpmath at 200 bits: π/2 in three float32 parts (the first two rounded
to float32, the last the float32 nearest the rest), 2/π, and near-minimax
polynomials (Chebyshev nodes) of degree 3 over z = r² in [0, (π/4)²·1.01]
for sin r = r + r³·S(z) and cos r = 1 - z/2 + z²·C(z).

internal/kernel/sin32.go (pio2F32a, pio2F32b, pio2F32c, twoOverPiF32,
sin32S, cos32C) and the assembly generator (internal/kernel/asm) hold its
output."""
import mpmath

from floatfmt import f32, fmt

mpmath.mp.prec = 200


pio2 = mpmath.pi / 2
p1 = f32(pio2)
p2 = f32(pio2 - mpmath.mpf(p1))
p3 = f32(pio2 - mpmath.mpf(p1) - mpmath.mpf(p2))
print("pio2:", fmt(p1), fmt(p2), fmt(p3))
print("twoOverPi:", fmt(f32(2 / mpmath.pi)))


def s(z):
    if z == 0:
        return -mpmath.mpf(1) / 6
    r = mpmath.sqrt(z)
    return (mpmath.sin(r) - r) / (r * z)


def c(z):
    if z == 0:
        return mpmath.mpf(1) / 24
    r = mpmath.sqrt(z)
    return (mpmath.cos(r) - 1 + z / 2) / (z * z)


top = (mpmath.pi / 4) ** 2 * mpmath.mpf(1.01)
for name, f in (("sin", s), ("cos", c)):
    coef, err = mpmath.chebyfit(f, [0, top], 4, error=True)
    print("// %s: relative error %.3g" % (name, float(err / abs(f(0)))))
    print("%s:" % name, ", ".join(fmt(f32(v)) for v in coef))
