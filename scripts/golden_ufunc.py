#!/usr/bin/python3
"""Writes testdata/ufunc.jsonl: the correctly rounded results of NumPy's
elementwise math functions, from mpmath at 320 bits, beside NumPy 1.24's own
results, for float64 and float32 arguments: random values over each
function's domain, values near its thresholds (overflow, underflow, the
ends of its domain), hard arguments (large ones for sin, cos and tan,
values near 1 for log, near 0 for expm1 and log1p) and every special value
(signed zeros, infinities, NaN, subnormals, the largest and smallest
finite values).

    apt-get install python3-numpy python3-mpmath
    /usr/bin/python3 scripts/golden_ufunc.py > testdata/ufunc.jsonl

Each line of the first part is one function and one float type: "func" (NumPy's name),
"dtype", "x" (and "y" for a function of two arguments) the arguments as
hex bit patterns, "cr" the correctly rounded results as bit patterns, and
"np" NumPy's results. Where a result is not a finite nonzero number (a
special value, a pole, outside the domain), "cr" holds what IEEE 754 and
C99's Annex F give, which is NumPy's result too. The lines marked "exact"
are NumPy's results of the functions that round nothing or once, as IEEE
754's basic operations do: of two arguments maximum, minimum, fmax, fmin,
fmod, remainder, floor_divide, and for integer types also power, the
bitwise functions and the shifts; of one float argument square,
reciprocal, absolute, negative, sign, floor, ceil, trunc, rint and
conjugate. The Go functions must match them bit for bit (a NaN's sign
included); their integers are JSON numbers.
"""
import json
import struct
import warnings

import mpmath
import numpy as np

mpmath.mp.prec = 320


def bits(v, dtype):
    if dtype == "float64":
        return "%016x" % struct.unpack("<Q", struct.pack("<d", float(v)))[0]
    return "%08x" % struct.unpack("<I", struct.pack("<f", np.float32(v)))[0]


def round32(v):
    """The float32 nearest the mpf v (ties to even), without the double
    rounding of float() then float32()."""
    d = float(v)
    if not np.isfinite(d):
        return np.float32(d)
    r = np.float32(d)
    if not np.isfinite(r):
        return r
    lo = np.nextafter(r, np.float32(-np.inf))
    hi = np.nextafter(r, np.float32(np.inf))
    for a, b in ((lo, r), (r, hi)):
        if np.isfinite(a) and np.isfinite(b):
            mid = (float(a) + float(b)) / 2  # exact: both are float32
            if d == mid:
                m = mpmath.mpf(mid)
                if v > m:
                    return b
                if v < m:
                    return a
                return a if int(np.float32(a).view(np.uint32)) % 2 == 0 else b
    return r


def cbrt(x):
    return -mpmath.cbrt(-x) if x < 0 else mpmath.cbrt(x)


# NumPy's name, the mpmath function, and the domain the random arguments come from.
UNARY = {
    "exp": (mpmath.exp, (-746, 710)),
    "exp2": (lambda x: mpmath.power(2, x), (-1076, 1025)),
    "expm1": (mpmath.expm1, (-40, 710)),
    "log": (mpmath.log, "pos"),
    "log2": (lambda x: mpmath.log(x, 2), "pos"),
    "log10": (mpmath.log10, "pos"),
    "log1p": (mpmath.log1p, "gtm1"),
    "sqrt": (mpmath.sqrt, "pos"),
    "cbrt": (cbrt, "any"),
    "sin": (mpmath.sin, "trig"),
    "cos": (mpmath.cos, "trig"),
    "tan": (mpmath.tan, "trig"),
    "arcsin": (mpmath.asin, (-1, 1)),
    "arccos": (mpmath.acos, (-1, 1)),
    "arctan": (mpmath.atan, "any"),
    "sinh": (mpmath.sinh, (-711, 711)),
    "cosh": (mpmath.cosh, (-711, 711)),
    "tanh": (mpmath.tanh, (-20, 20)),
}
BINARY = {
    "arctan2": mpmath.atan2,
    "hypot": mpmath.hypot,
    "power": mpmath.power,
}


def specials(dtype):
    f = np.finfo(dtype)
    tiny = np.float64(f.smallest_subnormal)
    vals = [0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 2.0, 0.5, -0.5, 10.0, 3.0,
            float(f.max), -float(f.max), float(f.tiny), -float(f.tiny), float(tiny), -float(tiny),
            float(f.tiny) / 3, np.pi, -np.pi, np.pi / 2, np.pi / 4, 0.1, 100.0, 1e-8, -1e-8]
    return [float(np.array(v).astype(dtype)) for v in vals]


def randoms(rng, dom, dtype, n):
    out = []
    big = 300 if dtype == "float64" else 37
    for _ in range(n):
        if isinstance(dom, tuple):
            lo, hi = dom
            v = rng.uniform(lo, hi) if rng.random() < 0.7 else rng.uniform(-1, 1) * 10.0 ** rng.uniform(-big, 0)
            v = min(max(v, lo), hi)
        elif dom == "pos":
            v = 10.0 ** rng.uniform(-big, big)
            if rng.random() < 0.3:
                v = 1 + rng.uniform(-1, 1) * 10.0 ** rng.uniform(-16, -1)
        elif dom == "gtm1":
            v = 10.0 ** rng.uniform(-big, big) * (1 if rng.random() < 0.6 else -1)
            v = max(v, -1 + 1e-12)
        elif dom == "trig":
            r = rng.random()
            if r < 0.4:
                v = rng.uniform(-10, 10)
            elif r < 0.7:
                v = rng.uniform(-1, 1) * 10.0 ** rng.uniform(0, 22 if dtype == "float64" else 9)
            else:
                v = rng.uniform(-1, 1) * 10.0 ** rng.uniform(-big, 0)
        else:
            v = rng.uniform(-1, 1) * 10.0 ** rng.uniform(-big, big)
        out.append(float(np.array(v).astype(dtype)))
    return out


def hard(name, dtype):
    """Arguments near each function's thresholds."""
    f = np.finfo(dtype)
    ln_max = float(np.log(np.float64(f.max)))
    ln_min = float(np.log(np.float64(f.smallest_subnormal)))
    around = lambda v, k=4: [float(np.array(v).astype(dtype))] + [
        float(x) for x in np.nextafter(np.array([v] * k, dtype=dtype), np.array([np.inf] * k, dtype=dtype))] + [
        float(np.nextafter(np.array(v, dtype=dtype), np.array(-np.inf, dtype=dtype)))]
    if name in ("exp", "expm1", "sinh", "cosh"):
        return around(ln_max) + around(-ln_max) + around(ln_min) + around(float(np.log(np.float64(f.tiny))))
    if name == "exp2":
        return around(f.maxexp) + around(f.minexp) + around(f.minexp - f.nmant - 1) + [1 / 3, -1 / 3]
    if name in ("log", "log2", "log10", "log1p"):
        return around(1.0) + around(2.0) + around(0.5) + [float(np.array(v).astype(dtype)) for v in (1e-300, 1e300, 7.0, 1000.0)] + (
            around(-1.0) if name == "log1p" else [])
    if name in ("sin", "cos", "tan"):
        vs = [1e22, 1e15, 1e9, 355.0, 103993.0, 6381956970095103 * 2.0 ** 797, 5.319372648326541e255, np.pi, 2 * np.pi, 1e5,
              5.403245649941653e-08, 9.9e-8, -3e-8, 1.1e-7, 2.0 ** -23]
        return [float(np.array(v).astype(dtype)) for v in vs if abs(v) < float(f.max)]
    if name in ("arcsin", "arccos"):
        return around(1.0) + around(-1.0) + [1.0000001, -1.0000001, 2.0]
    return []


def result(fn, args, dtype, npf):
    """The correctly rounded result, or NumPy's where it is special."""
    with np.errstate(all="ignore"):
        npv = npf(*[np.array(a, dtype=dtype) for a in args])
    npv = npv.astype(dtype)[()]
    if any(not np.isfinite(a) for a in args):
        return npv, npv
    try:
        v = fn(*[mpmath.mpf(a) for a in args])
    except (ValueError, ZeroDivisionError):
        return npv, npv
    if isinstance(v, mpmath.mpc) or not mpmath.isfinite(v):
        return npv, npv
    if v == 0 or any(a == 0 for a in args):
        return npv, npv  # signed zeros are IEEE 754's (mpmath has no -0)
    cr = np.float64(float(v)) if dtype == "float64" else round32(v)
    return cr, npv


EXACT_UNARY = ["square", "reciprocal", "absolute", "negative", "sign", "floor", "ceil", "trunc", "rint",
               "conjugate"]
EXACT_FLOAT = ["maximum", "minimum", "fmax", "fmin", "fmod", "remainder", "floor_divide"]
EXACT_INT = ["maximum", "minimum", "fmax", "fmin", "fmod", "remainder", "floor_divide", "power",
             "bitwise_and", "bitwise_or", "bitwise_xor", "left_shift", "right_shift"]


def exact_records(rng):
    """NumPy's own results of the functions that are exact (no rounding to
    argue about): "np" holds them, bit patterns for floats and integers
    for integer types. Integer divisors are never zero and signed exponents
    never negative (the Go functions report those as errors)."""
    for dtype in ["float64", "float32"]:
        sp = specials(dtype)[:14] + [7.5, -7.5, 3.0, -3.0, 1e300 if dtype == "float64" else 1e30, 0.1]
        pairs = [(a, b) for a in sp for b in sp]
        for _ in range(300):
            a, b = randoms(rng, "any", dtype, 2)
            if rng.random() < 0.5:
                b = float(np.array(rng.uniform(-10, 10), dtype=dtype))
            pairs.append((a, b))
        for name in EXACT_FLOAT:
            npf = getattr(np, name)
            with np.errstate(all="ignore"):
                r = npf(np.array([a for a, _ in pairs], dtype=dtype), np.array([b for _, b in pairs], dtype=dtype))
            print(json.dumps({"func": name, "dtype": dtype, "x": [bits(a, dtype) for a, _ in pairs],
                              "y": [bits(b, dtype) for _, b in pairs], "np": [bits(v, dtype) for v in r], "exact": True}))
    for dtype in ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"]:
        info = np.iinfo(dtype)
        edge = [info.min, info.max, 0, 1, -1, 2, -2, 3, -3, 7, -7, info.min + 1, info.max - 1, 5, 100, -100]
        edge = [v for v in edge if info.min <= v <= info.max]
        for name in EXACT_INT:
            pairs = [(a, b) for a in edge for b in edge]
            for _ in range(200):
                a = int(rng.integers(info.min, info.max, endpoint=True, dtype=dtype))
                b = int(rng.integers(info.min, info.max, endpoint=True, dtype=dtype)) if rng.random() < 0.5 else int(rng.integers(max(info.min, -9), 10))
                pairs.append((a, b))
            if name in ("left_shift", "right_shift"):
                w = np.dtype(dtype).itemsize * 8
                pairs += [(a, c) for a in edge[:8] for c in [0, 1, w - 1, w, w + 1, 2 * w, -1, -w] if info.min <= c <= info.max]
            if name in ("fmod", "remainder", "floor_divide"):
                pairs = [(a, b) for a, b in pairs if b != 0]
            if name == "power":
                pairs = [(a, b % 70) for a, b in pairs]
            xs = np.array([a for a, _ in pairs], dtype=dtype)
            ys = np.array([b for _, b in pairs], dtype=dtype)
            with np.errstate(all="ignore"):
                r = getattr(np, name)(xs, ys)
            print(json.dumps({"func": name, "dtype": dtype, "x": [int(v) for v in xs], "y": [int(v) for v in ys],
                              "np": [int(v) for v in r], "exact": True}))


def exact_unary_records(rng):
    """NumPy's own results of the float functions of one argument that
    round at most once (square and reciprocal, as IEEE 754 multiplication
    and division do; the others not at all), as bit patterns: the special
    values, a NaN with its sign bit set, halfway cases for the rounding
    functions and random values."""
    for dtype in ["float64", "float32"]:
        halves = [0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 4503599627370495.5 if dtype == "float64" else 4194303.5]
        xs = specials(dtype) + [-np.nan] + halves + [0.49999999999999994, -0.49999999999999994, 1e16, -3.7, 2.0 ** 52 + 1]
        xs = [float(np.array(v).astype(dtype)) for v in xs] + randoms(rng, "any", dtype, 300)
        xs += [float(np.array(rng.uniform(-100, 100), dtype=dtype)) for _ in range(100)]
        for name in EXACT_UNARY:
            with np.errstate(all="ignore"):
                r = getattr(np, name)(np.array(xs, dtype=dtype))
            print(json.dumps({"func": name, "dtype": dtype, "x": [bits(a, dtype) for a in xs],
                              "np": [bits(v, dtype) for v in r], "exact": True}))


def main():
    warnings.simplefilter("ignore")
    rng = np.random.default_rng(2611)
    for dtype in ["float64", "float32"]:
        for name, (fn, dom) in UNARY.items():
            xs = specials(dtype) + hard(name, dtype) + randoms(rng, dom, dtype, 400)
            npf = getattr(np, name)
            crs, nps = zip(*[result(fn, [x], dtype, npf) for x in xs])
            print(json.dumps({"func": name, "dtype": dtype, "x": [bits(x, dtype) for x in xs],
                              "cr": [bits(v, dtype) for v in crs], "np": [bits(v, dtype) for v in nps]}))
        for name, fn in BINARY.items():
            sp = specials(dtype)
            pairs = [(a, b) for a in sp for b in sp]
            for _ in range(400):
                a, b = randoms(rng, "any", dtype, 2)
                if name == "power":
                    a = abs(a) if rng.random() < 0.7 else a
                    b = float(np.array(rng.uniform(-1, 1) * 10.0 ** rng.uniform(-3, 2.5), dtype=dtype))
                    if rng.random() < 0.3:
                        b = float(rng.integers(-60, 60))
                pairs.append((a, b))
            if name == "power":  # x near 1 to huge powers, results near overflow and underflow, exact powers
                big = 1e12 if dtype == "float64" else 1e5
                tough = [(1 + 2.0 ** -40, big), (1 - 2.0 ** -45, big), (1.0000001, 7.0e9), (2.0, 1023.5), (2.0, -1074.0),
                        (2.0, -1075.0), (10.0, 308.0), (10.0, -323.0), (0.5, 1074.0), (3.0, 40.0), (-3.0, 41.0),
                        (-2.0, -3.0), (-0.5, 1e6), (1e300, 1.0251), (1e-300, 1.077), (7.0, 0.5), (2.0, 0.5),
                        (123456.789, 61.7), (0.9999999999, -7.1e12), (1.5, 1750.0), (-1.5, 1751.0)]
                pairs += [(float(np.array(a, dtype=dtype)), float(np.array(b, dtype=dtype))) for a, b in tough]
            npf = getattr(np, name)
            crs, nps = zip(*[result(fn, list(p), dtype, npf) for p in pairs])
            print(json.dumps({"func": name, "dtype": dtype, "x": [bits(a, dtype) for a, _ in pairs],
                              "y": [bits(b, dtype) for _, b in pairs],
                              "cr": [bits(v, dtype) for v in crs], "np": [bits(v, dtype) for v in nps]}))
    exact_records(rng)
    exact_unary_records(np.random.default_rng(2612))


if __name__ == "__main__":
    main()
