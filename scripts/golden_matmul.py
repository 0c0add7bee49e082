#!/usr/bin/python3
"""Writes testdata/matmul.jsonl: NumPy's matmul (a @ b) of random operands
and views, for Matmul and MatmulTo in both packages.

    /usr/bin/python3 scripts/golden_matmul.py > testdata/matmul.jsonl

Each line is one product: "dtype", "a" and "b" (each {"shape", "data"}: a
C-contiguous base array, elements in C order, complex as [re, im] and
floats as repr strings), "va" and "vb" (the view taken of each before the
product: "c" as is, "t" the last two axes swapped, "r" the last axis
reversed, "s" every other element of the last axis), and "out" (NumPy's
result: "shape" and "data") or "error" (the exception NumPy raised:
"rank", "shape" or "broadcast").
"""
import json

import numpy as np


def enc(v):
    if isinstance(v, (complex, np.complexfloating)):
        return [repr(float(v.real)), repr(float(v.imag))]
    if isinstance(v, (float, np.floating)):
        return repr(float(v))
    return int(v)


def view(x, v):
    if v == "t" and x.ndim >= 2:
        return np.swapaxes(x, -1, -2)
    if v == "r" and x.ndim >= 1:
        return x[..., ::-1]
    if v == "s" and x.ndim >= 1:
        return x[..., ::2]
    return x


def base_shape(shape, v):
    """The shape of the base array whose view v has the given shape."""
    s = list(shape)
    if v == "t" and len(s) >= 2:
        s[-1], s[-2] = s[-2], s[-1]
    if v == "s" and len(s) >= 1:
        s[-1] = 2 * s[-1]
    return s


def rand(rng, dtype, shape):
    if dtype == "int64":
        return rng.integers(-9, 10, shape).astype(np.int64)
    if dtype == "complex128":
        return rng.standard_normal(shape) + 1j * rng.standard_normal(shape)
    return rng.standard_normal(shape).astype(dtype)


def main():
    rng = np.random.default_rng(2301)
    cases = [
        ((3, 4), (4, 5)), ((1, 1), (1, 1)), ((4,), (4,)), ((4,), (4, 3)), ((3, 4), (4,)),
        ((2, 3, 4), (2, 4, 5)), ((2, 3, 4), (4, 5)), ((3, 4), (2, 4, 5)), ((2, 1, 3, 4), (5, 4, 2)),
        ((0, 4), (4, 3)), ((3, 0), (0, 2)), ((3, 4), (4, 0)), ((2, 0, 3, 4), (4, 2)),
        ((17, 33), (33, 29)), ((70, 50), (50, 90)), ((5, 3, 9), (9,)), ((9,), (5, 9, 3)),
        ((3, 4), (5, 6)), ((2, 3, 4), (3, 4, 5)), ((), (3,)), ((4,), (5,)),
    ]
    for dtype in ["float64", "float32", "int64", "complex128"]:
        for sa, sb in cases:
            for va, vb in [("c", "c"), ("t", "c"), ("c", "t"), ("r", "s"), ("s", "t")]:
                if dtype != "float64" and (va, vb) not in [("c", "c"), ("t", "t"), ("r", "s")]:
                    continue
                big = np.prod(sa) + np.prod(sb) > 1000
                if big and (dtype not in ["float64", "float32"] or (va, vb) not in [("c", "c"), ("t", "c")]):
                    continue  # the large products cross the kernel's blocks; a few views are enough
                ba, bb = base_shape(sa, va), base_shape(sb, vb)
                A, B = rand(rng, dtype, ba), rand(rng, dtype, bb)
                a, b = view(A, va), view(B, vb)
                rec = {"dtype": dtype,
                       "a": {"shape": list(A.shape), "data": [enc(e) for e in A.ravel()]},
                       "b": {"shape": list(B.shape), "data": [enc(e) for e in B.ravel()]},
                       "va": va, "vb": vb}
                try:
                    r = np.matmul(a, b)
                    r = np.asarray(r)
                    rec["out"] = {"shape": list(r.shape), "data": [enc(e) for e in r.ravel()]}
                except ValueError as e:
                    msg = str(e)
                    if "dimension" in msg and "0" in msg and "enough" in msg:
                        rec["error"] = "rank"
                    elif "mismatch in its core dimension" in msg:
                        rec["error"] = "shape"
                    elif "broadcast" in msg:
                        rec["error"] = "broadcast"
                    else:
                        rec["error"] = msg
                print(json.dumps(rec))


if __name__ == "__main__":
    main()
