#!/usr/bin/env python3
"""Print the tables of log's kernels as Go hex literals, from mpmath at 300
bits: for j < 16, c = the double whose bits are OFF + (2j+1)·2^47 (OFF =
0x3fe5800000000000, so that 1 is c for j = 10), invc = 1/c rounded to a
double, and -log(invc) as logc (rounded to a multiple of 2^-42, so that
k·Ln2hi + logc is exact) and logclo (the double nearest the rest); then
Ln2hi (ln 2 rounded to a multiple of 2^-42) and Ln2lo, the float64
polynomial, and the float32 kernels' tables (see below).
internal/kernel/ufunc.go (logInvC, logC, logCLo, logA and their float32
forms) and the assembly generator (internal/kernel/asm) hold its output."""
import struct

import mpmath

mpmath.mp.prec = 300
OFF = 0x3FE5800000000000


def fmt(v):
    if v == 0:
        return "0"
    mant, exp = float.hex(v).split("p")
    mant = mant.rstrip("0").rstrip(".")
    return "%sp%+03d" % (mant, int(exp))


def round_to(v, bits):
    """v rounded to the nearest multiple of 2^-bits, as a double."""
    s = mpmath.mpf(2) ** bits
    return float(mpmath.nint(v * s) / s)


invc, logc, logclo = [], [], []
for j in range(16):
    c = struct.unpack("<d", struct.pack("<Q", OFF + (2 * j + 1) * 2**47))[0]
    ic = 1.0 / c  # Python's division rounds correctly
    lc = -mpmath.log(mpmath.mpf(ic))
    hi = round_to(lc, 42)
    invc.append(ic)
    logc.append(hi)
    logclo.append(float(lc - mpmath.mpf(hi)))
ln2 = mpmath.log(2)
ln2hi = round_to(ln2, 42)
print("invc:", ", ".join(fmt(v) for v in invc))
print("logc:", ", ".join(fmt(v) for v in logc))
print("logclo:", ", ".join(fmt(v) for v in logclo))
print("ln2hi:", fmt(ln2hi), "ln2lo:", fmt(float(ln2 - mpmath.mpf(ln2hi))))


def p(r):
    """(r - log(1+r))/r², the polynomial part of log's kernels."""
    if r == 0:
        return mpmath.mpf(1) / 2
    return (r - mpmath.log1p(r)) / r**2


# A near-minimax polynomial of degree 8 for p over the reduced arguments
# (r from -1/32 divided by 1.03 to 1/32), highest degree first: its error
# times |r| stays below 2^-61.5.
coef, err = mpmath.chebyfit(p, [mpmath.mpf(-0.0304), mpmath.mpf(0.03126)], 9, error=True)
print("logA:", ", ".join(fmt(float(c)) for c in coef))

# The float32 kernels' tables: c = the float32 whose bits are OFF32 +
# (2j+1)·2^18 (OFF32 = 0x3f2c0000, so that 1 is c for j = 10), invc = 1/c
# rounded to float32, and -log(invc) as logc (a multiple of 2^-17, so that
# k·Ln2hi32 + logc is exact in float32) and logclo (the float32 nearest the
# rest); Ln2hi32 is ln 2 rounded to a multiple of 2^-17.
OFF32 = 0x3F2C0000


def f32(v):
    return struct.unpack("<f", struct.pack("<f", float(v)))[0]


def fmt32(v):
    return fmt(v) if v == 0 else fmt(f32(v))


invc32, logc32, logclo32 = [], [], []
for j in range(16):
    c = struct.unpack("<f", struct.pack("<I", OFF32 + (2 * j + 1) * 2**18))[0]
    ic = f32(mpmath.mpf(1) / mpmath.mpf(c))
    lc = -mpmath.log(mpmath.mpf(ic))
    hi = round_to(lc, 17)
    invc32.append(ic)
    logc32.append(hi)
    logclo32.append(f32(lc - mpmath.mpf(hi)))
ln2hi32 = round_to(ln2, 17)
print("invc32:", ", ".join(fmt32(v) for v in invc32))
print("logc32:", ", ".join(fmt32(v) for v in logc32))
print("logclo32:", ", ".join(fmt32(v) for v in logclo32))
print("ln2hi32:", fmt32(ln2hi32), "ln2lo32:", fmt32(f32(ln2 - mpmath.mpf(ln2hi32))))
