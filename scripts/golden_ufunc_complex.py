#!/usr/bin/python3
"""Writes testdata/ufunc_complex.jsonl: NumPy's elementwise math functions of
complex128 and complex64 arguments, the correctly rounded parts from mpmath
at 320 bits beside NumPy 1.24's own results.

    apt-get install python3-numpy python3-mpmath
    /usr/bin/python3 scripts/golden_ufunc_complex.py > testdata/ufunc_complex.jsonl

Each line is one function and one dtype. "x" (and "y" for power) hold the
arguments as pairs of hex bit patterns (real part, imaginary part), "np"
NumPy's results the same way. "kind" says what the Go function must give:

  - "cr": "cr" holds the correctly rounded parts of the result, computed by
    mpmath where both parts of every argument are finite. A zero part of an
    argument is moved off the axis by ±1e-400 (the sign of the zero) before
    mpmath sees it, which picks the side of a branch cut the signed zero
    stands for and gives a zero part of the result its sign in the limit.
  - "special": every argument has an infinite or NaN part, or is a pole
    of a logarithm (0, and -1 and 0 for log1p, whose zero has no C99 sign)
    or of arctan (±i); "np" is what
    C99's Annex G (glibc's complex functions, which NumPy calls) gives,
    and the Go function must match it, any NaN matching any NaN.
  - "part": the real functions of a complex number (absolute, angle, real,
    imag): "part" holds the correctly rounded results (NumPy's, which are
    exact, for real and imag, an argument with an infinite or NaN part, and
    the angle on an axis), "np" NumPy's, each one hex bit pattern.
  - "exact": functions NumPy computes with a few exact-formula float
    operations (square, reciprocal, negative, conjugate, sign, rint, the
    lexicographic maximum/minimum/fmax/fmin, and power to an integer
    exponent below 100 in magnitude by repeated multiplication): "np" must
    be matched bit for bit.
"""
import json
import struct
import warnings

import mpmath
import numpy as np

from golden_ufunc import round32

mpmath.mp.prec = 320

PARTS = {"complex128": "float64", "complex64": "float32"}


def bits(v, ftype):
    if ftype == "float64":
        return "%016x" % struct.unpack("<Q", struct.pack("<d", float(v)))[0]
    return "%08x" % struct.unpack("<I", struct.pack("<f", np.float32(v)))[0]


def cbits(z, ftype):
    return [bits(z.real, ftype), bits(z.imag, ftype)]


def mp_of(v):
    """The mpf of a float part, a zero moved off the axis by its sign."""
    if v == 0:
        return mpmath.mpf("-1e-400") if np.signbit(v) else mpmath.mpf("1e-400")
    return mpmath.mpf(float(v))


def mpc_of(z):
    return mpmath.mpc(mp_of(z.real), mp_of(z.imag))


def round_part(v, ftype):
    if ftype == "float64":
        return np.float64(float(v))
    return round32(v)


UNARY = {
    "exp": mpmath.exp,
    "exp2": lambda z: mpmath.power(2, z),
    "expm1": mpmath.expm1,
    "log": mpmath.log,
    "log2": lambda z: mpmath.log(z) / mpmath.log(2),
    "log10": lambda z: mpmath.log(z) / mpmath.log(10),
    "log1p": lambda z: mpmath.log(1 + z),
    "sqrt": mpmath.sqrt,
    "sin": mpmath.sin,
    "cos": mpmath.cos,
    "tan": mpmath.tan,
    "arcsin": mpmath.asin,
    "arccos": mpmath.acos,
    "arctan": mpmath.atan,
    "sinh": mpmath.sinh,
    "cosh": mpmath.cosh,
    "tanh": mpmath.tanh,
}
EXACT_UNARY = ["square", "reciprocal", "negative", "conjugate", "sign", "rint"]
EXACT_BINARY = ["maximum", "minimum", "fmax", "fmin", "add", "subtract", "multiply", "true_divide"]


def special_parts(ftype):
    f = np.finfo(ftype)
    vals = [0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 2.0, -2.0, 0.5, np.pi / 2, 3.0, -3.0,
            float(f.max), float(f.smallest_subnormal), 1e-5]
    return [float(np.array(v).astype(ftype)) for v in vals]


def random_part(rng, ftype):
    big = 300 if ftype == "float64" else 37
    r = rng.random()
    if r < 0.45:
        v = rng.uniform(-10, 10)
    elif r < 0.7:
        v = rng.uniform(-1, 1) * 10.0 ** rng.uniform(-big, 2.8)
    elif r < 0.85:
        v = rng.choice([-1.0, 1.0]) * (1 + rng.uniform(-1, 1) * 10.0 ** rng.uniform(-15, -1))
    else:
        v = rng.uniform(-1, 1) * 10.0 ** rng.uniform(-8, 8)
    return float(np.array(v).astype(ftype))


def randoms(rng, ftype, n):
    out = []
    for _ in range(n):
        re, im = random_part(rng, ftype), random_part(rng, ftype)
        if rng.random() < 0.1:
            im = 0.0 if rng.random() < 0.5 else -0.0
        elif rng.random() < 0.1:
            re = 0.0 if rng.random() < 0.5 else -0.0
        elif rng.random() < 0.1:  # near the unit circle
            t = rng.uniform(0, 2 * np.pi)
            s = 1 + rng.uniform(-1, 1) * 10.0 ** rng.uniform(-15, -2)
            re, im = float(np.array(s * np.cos(t)).astype(ftype)), float(np.array(s * np.sin(t)).astype(ftype))
        out.append(complex(re, im))
    return out


def finite(z):
    return np.isfinite(z.real) and np.isfinite(z.imag)


def np_call(name, dtype, *args):
    with np.errstate(all="ignore"):
        return getattr(np, name)(*[np.array(a, dtype=dtype) for a in args]).astype(dtype)


def cr_of(fn, args, ftype):
    """The correctly rounded parts of fn at the arguments moved off the
    axes; a part that is exactly zero at the arguments themselves is a zero
    with the sign it has off the axes."""
    with mpmath.workprec(4000):  # the moved zeros are 2^-1329, and may be divided by 2^2048
        v = mpmath.mpc(fn(*[mpc_of(a) for a in args]))
    try:
        with mpmath.workprec(4000):
            v0 = mpmath.mpc(fn(*[mpmath.mpc(mpmath.mpf(float(a.real)), mpmath.mpf(float(a.imag))) for a in args]))
    except (ValueError, ZeroDivisionError):
        v0 = v
    parts = []
    for p, p0 in ((v.real, v0.real), (v.imag, v0.imag)):
        if p0 == 0:
            parts.append(-0.0 if p < 0 else 0.0)
        elif abs(p0) < mpmath.mpf("1e-300"):  # tiny: the moved zeros could outweigh it
            parts.append(round_part(p0, ftype))
        else:
            parts.append(round_part(p, ftype))
    return complex(*parts)


def emit(name, dtype, kind, xs, res, nps, ys=None):
    ftype = PARTS[dtype]
    rec = {"func": name, "dtype": dtype, "kind": kind, "x": [cbits(x, ftype) for x in xs]}
    if ys is not None:
        rec["y"] = [cbits(y, ftype) for y in ys]
    if res is not None:
        rec["cr"] = [cbits(v, ftype) for v in res]
    rec["np"] = [cbits(v, ftype) for v in nps]
    print(json.dumps(rec))


def main():
    warnings.simplefilter("ignore")
    rng = np.random.default_rng(2612)
    for dtype, ftype in PARTS.items():
        sp = special_parts(ftype)
        pairs = [complex(a, b) for a in sp for b in sp]
        fin = [z for z in pairs if finite(z)]
        spec = [z for z in pairs if not finite(z)]
        for name, fn in UNARY.items():
            # The logarithms' poles are special values too (C99 gives the
            # signs of their parts).
            poles = {"log1p": [complex(-1, 0), complex(0, 0)], "arctan": [complex(0, 1), complex(0, -1)]}.get(
                name, [complex(0, 0)] if name.startswith("log") else [])
            xs = fin + randoms(rng, ftype, 400)
            at_pole = [z for z in xs if z in poles]
            xs = [z for z in xs if z not in poles]
            emit(name, dtype, "cr", xs, [cr_of(fn, [x], ftype) for x in xs], np_call(name, dtype, xs))
            emit(name, dtype, "special", spec + at_pole, None, np_call(name, dtype, spec + at_pole))
        # power: random bases to non-integer exponents of moderate size.
        xs, ys = [], []
        for _ in range(400):
            a = randoms(rng, ftype, 1)[0]
            b = complex(*(float(np.array(rng.uniform(-4, 4)).astype(ftype)) for _ in range(2)))
            if rng.random() < 0.3:
                b = complex(b.real, 0.0)
            if b.imag == 0 and b.real == int(b.real):
                continue
            if a == 0:
                continue
            xs.append(a)
            ys.append(b)
        emit("power", dtype, "cr", xs, [cr_of(mpmath.power, [a, b], ftype) for a, b in zip(xs, ys)],
             np_call("power", dtype, xs, ys), ys)
        # power's special cases and integer exponents, which NumPy computes by
        # repeated multiplication: exact.
        small = [complex(a, b) for a in sp[:13] for b in sp[:13]]
        exps = [complex(n, 0) for n in (0, 1, 2, 3, 4, 5, 7, -1, -2, -3, 13, 99, -99, 100, -100)] + [
            complex(0.5, 0), complex(2, 1), complex(-1.5, 0), complex(0, 0) * -1, complex(0, 1)]
        xs, ys = [], []
        for a in small + randoms(rng, ftype, 40):
            for b in exps:
                xs.append(a)
                ys.append(b)
        keep = [i for i, (a, b) in enumerate(zip(xs, ys))
                if (b.imag == 0 and b.real == int(b.real) and abs(b.real) < 100) or a == 0 or b == 0]
        xs, ys = [xs[i] for i in keep], [ys[i] for i in keep]
        emit("power", dtype, "exact", xs, None, np_call("power", dtype, xs, ys), ys)
        # The real functions of a complex number (Part): "x" the arguments,
        # "part" the correctly rounded results (NumPy's where an argument
        # has an infinite or NaN part), "np" NumPy's.
        xs = pairs + randoms(rng, ftype, 300)
        for name, fn in (("absolute", mpmath.fabs), ("angle", mpmath.arg), ("real", mpmath.re), ("imag", mpmath.im)):
            with np.errstate(all="ignore"):
                npv = getattr(np, name)(np.array(xs, dtype=dtype))
            cr = []
            for z, v in zip(xs, npv):
                if not finite(z) or name in ("real", "imag") or (name == "angle" and (z.real == 0 or z.imag == 0)):
                    cr.append(v)  # exact, or C99's atan2 of signed zeros and axes
                else:
                    with mpmath.workprec(4000):
                        cr.append(round_part(fn(mpmath.mpc(float(z.real), float(z.imag))), ftype))
            print(json.dumps({"func": name, "dtype": dtype, "kind": "part", "x": [cbits(x, ftype) for x in xs],
                              "part": [bits(v, ftype) for v in cr], "np": [bits(v, ftype) for v in npv]}))
        exs = pairs + randoms(rng, ftype, 200)
        for name in EXACT_UNARY:
            emit(name, dtype, "exact", exs, None, np_call(name, dtype, exs))
        bx = [complex(a, b) for a in sp[:8] for b in sp[:8]]
        bpairs = [(a, b) for a in bx for b in bx[::3]] + [(complex(1, 2), complex(1, 3)), (complex(1, 2), complex(1, 2)),
                                                           (complex(-0.0, 0), complex(0, -0.0))]
        for _ in range(200):
            a, b = randoms(rng, ftype, 2)
            if rng.random() < 0.3:
                b = complex(a.real, b.imag)
            bpairs.append((a, b))
        for name in EXACT_BINARY:
            emit(name, dtype, "exact", [a for a, _ in bpairs], None,
                 np_call(name, dtype, [a for a, _ in bpairs], [b for _, b in bpairs]), [b for _, b in bpairs])


if __name__ == "__main__":
    main()
