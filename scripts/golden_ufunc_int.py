#!/usr/bin/python3
"""Writes testdata/ufunc_int.jsonl: NumPy 1.24's results of the integer and
bool elementwise functions and of true division, which round nothing (or,
for true division, round once in the result type), so the Go functions
must match them exactly.

    apt-get install python3-numpy
    /usr/bin/python3 scripts/golden_ufunc_int.py > testdata/ufunc_int.jsonl

Each line is one function and one argument type: "func" (NumPy's name),
"dtype", "x" (and "y" for a function of two arguments) the arguments as
JSON integers (0 and 1 for bool), and "np" NumPy's results: integers, or
for true_divide hex bit patterns of "rdtype", the result type passed to
np.true_divide as dtype=. Integer reciprocal never meets 0 (the Go
function reports it as an error).
"""
import json
import struct
import warnings

import numpy as np

INTS = ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"]
UNARY_INT = ["absolute", "negative", "sign", "square", "reciprocal", "invert"]
UNARY_BOOL = ["absolute", "invert", "logical_not"]
BINARY_BOOL = ["logical_and", "logical_or", "logical_xor", "bitwise_and", "bitwise_or", "bitwise_xor",
               "maximum", "minimum", "fmax", "fmin"]


def hexbits(v, dtype):
    if dtype == "float64":
        return "%016x" % struct.unpack("<Q", struct.pack("<d", float(v)))[0]
    return "%08x" % struct.unpack("<I", struct.pack("<f", np.float32(v)))[0]


def edges(dtype):
    info = np.iinfo(dtype)
    e = [info.min, info.max, 0, 1, -1, 2, -2, 3, -3, 7, -7, info.min + 1, info.max - 1, 100, -100]
    return [v for v in e if info.min <= v <= info.max]


def randints(rng, dtype, n):
    info = np.iinfo(dtype)
    return [int(v) for v in rng.integers(info.min, info.max, size=n, endpoint=True, dtype=dtype)]


def main():
    warnings.simplefilter("ignore")
    rng = np.random.default_rng(2612)
    for dtype in INTS:
        for name in UNARY_INT:
            xs = edges(dtype) + randints(rng, dtype, 200)
            if name == "reciprocal":
                xs = [v for v in xs if v != 0]
            a = np.array(xs, dtype=dtype)
            r = getattr(np, name)(a)
            print(json.dumps({"func": name, "dtype": dtype, "x": [int(v) for v in a], "np": [int(v) for v in r]}))
    m = [bool(v) for v in rng.integers(0, 2, size=60)]
    for name in UNARY_BOOL:
        a = np.array([False, True] + m)
        r = getattr(np, name)(a)
        print(json.dumps({"func": name, "dtype": "bool", "x": [int(v) for v in a], "np": [int(v) for v in r]}))
    for name in BINARY_BOOL:
        xs = [False, False, True, True] + m
        ys = [False, True, False, True] + m[::-1]
        r = getattr(np, name)(np.array(xs), np.array(ys))
        assert r.dtype == np.bool_
        print(json.dumps({"func": name, "dtype": "bool", "x": [int(v) for v in xs], "y": [int(v) for v in ys],
                          "np": [int(v) for v in r]}))
    # True division: every integer type to float64 (NumPy's a / b), zero
    # divisors included, and two to float32 (dtype=np.float32).
    for dtype, rdtype in [(d, "float64") for d in INTS] + [("int16", "float32"), ("int64", "float32")]:
        e = edges(dtype)
        pairs = [(a, b) for a in e for b in e]
        xs, ys = randints(rng, dtype, 300), randints(rng, dtype, 300)
        pairs += list(zip(xs, ys))
        a = np.array([p[0] for p in pairs], dtype=dtype)
        b = np.array([p[1] for p in pairs], dtype=dtype)
        r = np.true_divide(a, b, dtype=rdtype)
        print(json.dumps({"func": "true_divide", "dtype": dtype, "rdtype": rdtype, "x": [int(v) for v in a],
                          "y": [int(v) for v in b], "np": [hexbits(v, rdtype) for v in r]}))


if __name__ == "__main__":
    main()
