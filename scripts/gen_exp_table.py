#!/usr/bin/env python3
"""Print the table of exp's kernels: 2^(j/16) for j < 16 as a double (hi)
and the double nearest the rest (lo), as Go hex literals, from mpmath at
300 bits. internal/kernel/ufunc.go (expTabHi, expTabLo) and the assembly
generator (internal/kernel/asm) hold its output."""
import mpmath

mpmath.mp.prec = 300


def _fmt(v):
    s = float.hex(v)  # like 0x1.0b5586cf9890fp+0
    mant, exp = s.split("p")
    mant = mant.rstrip("0").rstrip(".")
    e = int(exp)
    return "%sp%+03d" % (mant, e)


hi, lo = [], []
for j in range(16):
    t = mpmath.power(2, mpmath.mpf(j) / 16)
    h = float(t)
    hi.append(h)
    lo.append(float(t - mpmath.mpf(h)))
print("hi:", ", ".join(_fmt(v) if v else "0" for v in hi))
print("lo:", ", ".join(_fmt(v) if v else "0" for v in lo))
c = mpmath.log(2) / 16
h = float(c)
print("ln2/16:", repr(h), repr(float(c - mpmath.mpf(h))))
print("16/ln2:", repr(float(16 / mpmath.log(2))))
