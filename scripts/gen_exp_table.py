#!/usr/bin/env python3
"""Print the table of exp's kernels: 2^(j/16) for j < 16 as a double (hi)
and the double nearest the rest (lo), as Go hex literals, from mpmath at
300 bits, and the float32 kernels' table and constants (see below).
internal/kernel/ufunc.go (expTabHi, expTabLo, expTabHi32, expTabLo32) and
the assembly generator (internal/kernel/asm) hold its output."""
import struct

import mpmath

mpmath.mp.prec = 300


def _fmt(v):
    s = float.hex(v)  # like 0x1.0b5586cf9890fp+0
    mant, exp = s.split("p")
    mant = mant.rstrip("0").rstrip(".")
    e = int(exp)
    return "%sp%+03d" % (mant, e)


def f32(v):
    return struct.unpack("<f", struct.pack("<f", float(v)))[0]


def table(rnd):
    """2^(j/16) for j < 16 rounded by rnd (to a double or a float32), and the
    value of the same kind nearest the rest."""
    hi, lo = [], []
    for j in range(16):
        t = mpmath.power(2, mpmath.mpf(j) / 16)
        h = rnd(t)
        hi.append(h)
        lo.append(rnd(t - mpmath.mpf(h)))
    return hi, lo


def gohex(vals):
    return ", ".join(_fmt(v) if v else "0" for v in vals)


hi, lo = table(float)
print("hi:", gohex(hi))
print("lo:", gohex(lo))
c = mpmath.log(2) / 16
h = float(c)
print("ln2/16:", repr(h), repr(float(c - mpmath.mpf(h))))
print("16/ln2:", repr(float(16 / mpmath.log(2))))

# The float32 kernels' table: 2^(j/16) rounded to float32 (hi) and the
# float32 nearest the rest (lo); ln 2/16 split into a float32 with 12
# significant bits (so that k·hi is exact for |k| < 2^12) and the float32
# nearest the rest.
hi32, lo32 = table(f32)
print("hi32:", gohex(hi32))
print("lo32:", gohex(lo32))
e = mpmath.floor(mpmath.log(c, 2))
h = float(mpmath.nint(c / mpmath.mpf(2) ** (e - 11)) * mpmath.mpf(2) ** (e - 11))
print("ln2/16 f32:", _fmt(h), _fmt(f32(c - mpmath.mpf(h))))
print("16/ln2 f32:", _fmt(f32(16 / mpmath.log(2))))
