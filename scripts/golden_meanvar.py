#!/usr/bin/python3
"""Writes testdata/meanvar.jsonl: NumPy's means, variances and standard
deviations written into a destination of a float type (np.mean(x, axis,
out=dst), np.var(x, axis, ddof=ddof, out=dst), np.std), for MeanTo, VarTo
and StdTo, whose destination's element type is NumPy's out= type.

    /usr/bin/python3 scripts/golden_meanvar.py > testdata/meanvar.jsonl

The first line holds the inputs as in testdata/dtype.jsonl. Each further
line is one call: "op" (mean, var or std), "x", "view" ("c", "t" for the
transpose, "r" for the last axis reversed), "axis" (null or a list),
"ddof", "dst" (float32 or float64; its shape is the result's) and "out"
(NumPy's result in C order, floats as repr strings). A float64 input into
a float32 destination is left out: NumPy's out= casts it unsafely there,
where the library refuses with ErrType.
"""
import json
import warnings

import numpy as np

warnings.simplefilter("ignore")


def enc(v):
    return repr(float(v)) if isinstance(v, (float, np.floating)) else int(v)


def view(a, v):
    if v == "t":
        return a.transpose()
    if v == "r":
        return a[..., ::-1]
    return a


def main():
    rng = np.random.default_rng(2201)
    inputs = [
        ("uint8", rng.integers(0, 256, (3, 4, 5)).astype(np.uint8)),
        ("int16", rng.integers(-300, 300, (4, 5)).astype(np.int16)),
        ("int64", rng.integers(-(1 << 40), 1 << 40, (3, 70))),
        ("float32", (rng.standard_normal((5, 300)) * 1000 + 3).astype(np.float32)),
        ("float32", (rng.standard_normal((3, 9000)) * 7 + 1e4).astype(np.float32)),
        ("float32", (rng.standard_normal((2, 3, 4)) + 0.5).astype(np.float32)),
        ("float64", rng.standard_normal((4, 6)) * 100 + 7),
    ]
    print(json.dumps([{"dtype": n, "shape": list(x.shape), "data": [enc(e) for e in x.ravel()]} for n, x in inputs]))
    for xi, (name, x) in enumerate(inputs):
        for v in ["c", "t", "r"]:
            xv = view(x, v)
            axes = [None] + [[k] for k in range(xv.ndim)] + ([[0, xv.ndim - 1]] if xv.ndim > 2 else [])
            if x.size > 8192:  # long lanes for NumPy's chunks, few results
                axes = [None, [1] if v != "t" else [0]]
            for axis in axes:
                ax = None if axis is None else tuple(axis)
                shape = np.mean(xv, axis=ax).shape
                for d in ["float32", "float64"]:
                    if x.dtype == np.float64 and d == "float32":
                        continue
                    calls = [("mean", 0, lambda dst: np.mean(xv, axis=ax, out=dst))]
                    for ddof in [0, 1]:
                        calls.append(("var", ddof, lambda dst, ddof=ddof: np.var(xv, axis=ax, ddof=ddof, out=dst)))
                        calls.append(("std", ddof, lambda dst, ddof=ddof: np.std(xv, axis=ax, ddof=ddof, out=dst)))
                    for op, ddof, f in calls:
                        dst = np.zeros(shape, dtype=d)
                        r = f(dst)
                        rec = {"op": op, "x": xi, "view": v, "axis": axis, "ddof": ddof, "dst": d,
                               "out": [enc(e) for e in np.asarray(r).ravel()]}
                        print(json.dumps(rec))


if __name__ == "__main__":
    main()
