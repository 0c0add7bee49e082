#!/usr/bin/python3
"""Writes testdata/dtype.jsonl: NumPy's sums and products accumulated in the
type of their destination (np.sum(x, axis, out=dst), where the reduction's
dtype defaults to out's), for SumTo and ProdTo.

    /usr/bin/python3 scripts/golden_dtype.py > testdata/dtype.jsonl

The first line holds the inputs: a list of {"dtype", "shape", "data"}
(elements in C order). Each further line is one call: "op" (sum or prod),
"x" (the index of its input), "view" (how x is viewed before the call: "c", "t" for the
transpose, "r" for the last axis reversed), "axis" (null or a list),
"dst" (the destination dtype; its shape is the result's) and "out"
(NumPy's result, elements in C order, floats as repr strings, complex as
[re, im] strings). Only conversions NumPy's safe casting allows are
written: elsewhere NumPy's out= casts unsafely (a float into an int
truncates, a signed into an unsigned wraps) or computes in the wider type
and rounds, where the library refuses with ErrType. Results that NumPy wraps around in a narrow integer
destination are left out too: there the library reports ErrOverflow.
"""
import json
import warnings

import numpy as np

warnings.simplefilter("ignore")


def enc(v):
    if isinstance(v, (complex, np.complexfloating)):
        return [repr(float(v.real)), repr(float(v.imag))]
    if isinstance(v, (float, np.floating)):
        return repr(float(v))
    return int(v)


def view(a, v):
    if v == "t":
        return a.transpose()
    if v == "r":
        return a[..., ::-1]
    return a


def main():
    rng = np.random.default_rng(22)
    inputs = [
        ("uint8", rng.integers(0, 256, (3, 4, 5)).astype(np.uint8)),
        ("int8", rng.integers(-128, 128, (2, 3, 7)).astype(np.int8)),
        ("int16", rng.integers(-300, 300, (4, 5)).astype(np.int16)),
        ("float32", (rng.standard_normal((5, 300)) * 1000).astype(np.float32)),
        ("float32", (rng.standard_normal((3, 9000)) * 7).astype(np.float32)),
        ("float64", rng.standard_normal((4, 6))),
        ("complex64", (rng.standard_normal((3, 4)) + 1j * rng.standard_normal((3, 4))).astype(np.complex64)),
    ]
    print(json.dumps([{"dtype": n, "shape": list(x.shape), "data": [enc(e) for e in x.ravel()]} for n, x in inputs]))
    dsts = ["int64", "uint64", "int32", "uint16", "float64", "float32", "complex128", "uint8", "int16"]
    for xi, (name, x) in enumerate(inputs):
        for v in ["c", "t", "r"]:
            xv = view(x, v)
            axes = [None] + [[k] for k in range(xv.ndim)] + ([[0, xv.ndim - 1]] if xv.ndim > 2 else [])
            for axis in axes:
                ax = None if axis is None else tuple(axis)
                shape = np.sum(xv, axis=ax).shape
                for op, f in [("sum", np.sum), ("prod", np.prod)]:
                    if op == "prod" and x.dtype.kind == "f" and x.size > 100:
                        continue  # products of many floats overflow to inf: not informative
                    for d in dsts:
                        if not np.can_cast(x.dtype, d, "safe"):
                            continue
                        dst = np.zeros(shape, dtype=d)
                        rec = {"op": op, "x": xi, "view": v, "axis": axis, "dst": d}
                        r = f(xv, axis=ax, out=dst)
                        # Leave out totals that wrapped in the destination.
                        if np.dtype(d).kind in "iu" and x.dtype.kind in "iu":
                            exact = f(xv.astype(object), axis=ax)
                            exact = np.asarray(exact, dtype=object)
                            if not np.array_equal(np.asarray(r, dtype=object), exact):
                                continue
                        rec["out"] = [enc(e) for e in np.asarray(r).ravel()]
                        print(json.dumps(rec))


if __name__ == "__main__":
    main()
