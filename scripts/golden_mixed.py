#!/usr/bin/python3
"""Writes testdata/ufunc_mixed.jsonl: NumPy 1.24's results of elementwise
functions whose operands have different element types, for BinaryAs and
UnaryAs.

    apt-get install python3-numpy
    /usr/bin/python3 scripts/golden_mixed.py > testdata/ufunc_mixed.jsonl

Each line is one function and one mix of types: "func" (NumPy's name),
"a" and "b" the operands' dtypes ("b" absent for a function of one
argument; "float" or "int" for a Python scalar, whose one value is "y"),
"r" the result's dtype, "dtype" true where NumPy was called with dtype=r
(otherwise r is the type NumPy's own promotion chose), "x" and "y" the
arguments and "np" the results: JSON integers for integer types, hex bit
patterns for float types. For the functions that round an irrational
value (exp, log, sin, cbrt, arctan, arctan2, power, hypot), "cr" holds the
correctly rounded results in r from mpmath at 320 bits, as
golden_ufunc.py computes them (NumPy's where the result is special), since
NumPy's own loops are up to a few units in the last place off. Integer
divisors are never zero and integer exponents never negative (the Go
functions report those as errors).
"""
import json
import struct
import warnings

import numpy as np

import golden_ufunc


def enc(v, dtype):
    dtype = np.dtype(dtype)
    if dtype.kind == "f":
        if dtype.itemsize == 8:
            return "%016x" % struct.unpack("<Q", struct.pack("<d", float(v)))[0]
        return "%08x" % struct.unpack("<I", struct.pack("<f", np.float32(v)))[0]
    return int(v)


def values(rng, dtype, n, positive=False, nonzero=False):
    dtype = np.dtype(dtype)
    if dtype.kind == "f":
        specials = [0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 0.5, 2.0, 3.0, -2.5]
        out = specials + list(rng.uniform(-1, 1, n) * 10.0 ** rng.uniform(-5, 5, n))
        out += list(np.round(rng.uniform(-20, 20, n // 4)))
    else:
        info = np.iinfo(dtype)
        edges = [info.min, info.max, 0, 1, -1, 2, -2, 3, -3, 7, 100, -100]
        out = [v for v in edges if info.min <= v <= info.max]
        out += [int(v) for v in rng.integers(info.min, info.max, size=n, endpoint=True, dtype=dtype)]
        out += [int(v) for v in rng.integers(max(info.min, -20), min(info.max, 20), size=n // 4, endpoint=True)]
    a = np.array(out, dtype=dtype)
    if positive and dtype.kind in "iu":
        a = np.abs(a % 9).astype(dtype)
    if nonzero and dtype.kind in "iu":
        a[a == 0] = 1
    return a


def pairs(rng, ta, tb, positive=False, nonzero=False):
    a = values(rng, ta, 120)
    b = values(rng, tb, 120, positive=positive, nonzero=nonzero)
    n = max(len(a), len(b))
    a = np.resize(a, n)
    b = np.resize(b, n)
    rng.shuffle(b)
    return a, b


BINARY = [
    # (function, a's dtype, b's dtype); NumPy's promotion picks the result.
    ("power", "int32", "float64"), ("subtract", "int32", "float64"), ("multiply", "int32", "float64"),
    ("true_divide", "int32", "float64"), ("maximum", "int32", "float64"), ("arctan2", "int32", "float64"),
    ("floor_divide", "int32", "float64"), ("remainder", "int32", "float64"), ("fmod", "int32", "float64"),
    ("hypot", "int32", "float64"),
    ("add", "float32", "int32"), ("subtract", "float32", "int32"), ("minimum", "float32", "int32"),
    ("power", "float32", "int32"),
    ("add", "int8", "uint8"), ("subtract", "int8", "uint8"), ("maximum", "int8", "uint8"),
    ("bitwise_and", "int8", "uint8"), ("floor_divide", "int8", "uint8"), ("remainder", "uint8", "int8"),
    ("multiply", "uint8", "float32"), ("subtract", "uint8", "float32"), ("true_divide", "uint8", "float32"),
    ("subtract", "int64", "float64"), ("power", "int64", "float64"),
    ("add", "int16", "float32"), ("arctan2", "int16", "float32"),
    ("add", "uint32", "int32"), ("multiply", "uint16", "int64"), ("power", "uint8", "uint16"),
    ("left_shift", "int16", "uint8"),
]

SCALAR = [
    # (function, a's dtype, scalar, result dtype named with dtype=)
    ("multiply", "uint8", 0.5, "float64"), ("subtract", "int32", 2.25, "float64"),
    ("multiply", "uint8", 0.5, "float32"), ("true_divide", "int16", 255, "float32"),
    ("power", "int32", 0.5, "float64"), ("add", "int8", 1000, "int16"),
]

DTYPE = [
    # (function, a's dtype, b's dtype, dtype=): the result type named, the
    # operands cast to it first.
    ("add", "float64", "float64", "float32"), ("multiply", "int64", "int64", "float32"),
    ("subtract", "int32", "int8", "int8"), ("maximum", "uint16", "uint8", "uint8"),
    ("power", "int32", "float32", "float32"),
]

UNARY = [
    # (function, dtype, dtype= or None for NumPy's own choice)
    ("sqrt", "int32", None), ("exp", "int32", None), ("log", "int64", None), ("sin", "int64", None),
    ("sqrt", "int16", None), ("arctan", "uint16", None), ("cbrt", "int32", None),
    ("sqrt", "uint8", "float32"), ("negative", "int8", "float64"), ("absolute", "int8", "float64"),
    ("exp", "float64", "float32"), ("square", "int32", "float64"), ("floor", "int32", "float64"),
    ("negative", "uint8", "int16"),
]


def rounded(name, args, rt):
    """The correctly rounded results of name over the argument lists cast
    to the float type rt, as hex bits, or None for a function that rounds
    nothing."""
    fn = golden_ufunc.UNARY.get(name, (None,))[0] or golden_ufunc.BINARY.get(name)
    if fn is None or np.dtype(rt).kind != "f":
        return None  # integer power rounds nothing: NumPy's results hold
    cast = [np.array(a).astype(rt) for a in args]
    out = []
    for vals in zip(*cast):
        cr, _ = golden_ufunc.result(fn, [float(v) for v in vals], rt, getattr(np, name))
        out.append(enc(cr, rt))
    return out


def with_cr(rec, args):
    cr = rounded(rec["func"], args, rec["r"])
    if cr is not None:
        rec["cr"] = cr
    return rec


def main():
    warnings.simplefilter("ignore")
    rng = np.random.default_rng(2613)
    for name, ta, tb in BINARY:
        ints = np.dtype(ta).kind in "iu" and np.dtype(tb).kind in "iu"
        a, b = pairs(rng, ta, tb, positive=ints and name in ("power", "left_shift"),
                     nonzero=ints and name in ("floor_divide", "remainder"))
        r = getattr(np, name)(a, b)
        rec = {"func": name, "a": ta, "b": tb, "r": str(r.dtype), "dtype": False,
               "x": [enc(v, ta) for v in a], "y": [enc(v, tb) for v in b], "np": [enc(v, r.dtype) for v in r]}
        print(json.dumps(with_cr(rec, [a, b])))
    for name, ta, tb, rt in DTYPE:
        a, b = pairs(rng, ta, tb)
        r = getattr(np, name)(a, b, dtype=rt, casting="same_kind")
        rec = {"func": name, "a": ta, "b": tb, "r": rt, "dtype": True,
               "x": [enc(v, ta) for v in a], "y": [enc(v, tb) for v in b], "np": [enc(v, rt) for v in r]}
        print(json.dumps(with_cr(rec, [a, b])))
    for name, ta, y, rt in SCALAR:
        a = values(rng, ta, 150)
        r = getattr(np, name)(a, y, dtype=rt)
        kind = "float" if isinstance(y, float) else "int"
        rec = {"func": name, "a": ta, "b": kind, "r": rt, "dtype": True,
               "x": [enc(v, ta) for v in a], "y": y, "np": [enc(v, rt) for v in r]}
        print(json.dumps(with_cr(rec, [a, [y] * len(a)])))
    for name, ta, rt in UNARY:
        a = values(rng, ta, 200)
        r = getattr(np, name)(a) if rt is None else getattr(np, name)(a, dtype=rt)
        rec = {"func": name, "a": ta, "r": str(r.dtype), "dtype": rt is not None,
               "x": [enc(v, ta) for v in a], "np": [enc(v, r.dtype) for v in r]}
        print(json.dumps(with_cr(rec, [a])))


if __name__ == "__main__":
    main()
