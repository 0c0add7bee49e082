#!/usr/bin/python3
"""Writes testdata/norm.jsonl: NumPy's linalg.norm over vectors, matrices
and stacks, for Norm in both packages.

    /usr/bin/python3 scripts/golden_norm.py > testdata/norm.jsonl

Each line is one call: "dtype", "x" ({"shape", "view", "data"} as in
testdata/einsum.jsonl), "ord" (a number, "inf", "-inf", "fro" or null for
NumPy's default), "axis" (null or a list), "keepdims" and "out" ({"shape",
"data"}, floats as repr strings) or "error" ("axis" or "shape").
"""
import json

import numpy as np


def enc(v):
    if isinstance(v, (float, np.floating)):
        return repr(float(v))
    return int(v)


def ordval(o):
    return {"inf": np.inf, "-inf": -np.inf}.get(o, o)


CASES = [
    ((7,), [None, "inf", "-inf", 0, 1, 2, 3, -1, 0.5], [None, [0]]),
    ((4, 5), [None, "fro", 1, -1, "inf", "-inf"], [None, [0, 1], [1, 0]]),
    ((4, 5), [None, "inf", 0, 1, 2, 3], [[0], [1], [-1]]),
    ((2, 3, 4), [None, "fro"], [None, [0, 2], [2, 1]]),
    ((2, 3, 4), [1, "inf", "-inf", -1], [[1, 2], [2, 0]]),
    ((2, 3, 4), [None, 2, "inf", 0], [[1], [-1]]),
    ((0, 3), [None, 1, 2], [[0], [1]]),
    ((0, 3), ["inf"], [[0]]),
    ((3, 4), [2], [[0, 0], [5]]),
    ((2, 3, 4), [2], [None]),
]


def main():
    rng = np.random.default_rng(2304)
    for dtype in ["float64", "float32", "int64"]:
        for shape, ords, axes in CASES:
            for v in (["c", "r", "t"] if dtype == "float64" else ["c"]):
                base_shape = shape[::-1] if v == "t" else shape
                if dtype == "int64":
                    base = rng.integers(-4, 5, base_shape).astype(np.int64)
                else:
                    base = (rng.standard_normal(base_shape) * 3).astype(dtype)
                    if base.size:
                        base.flat[0] = 0
                x = base.T if v == "t" else (base[..., ::-1] if v == "r" else base)
                for o in ords:
                    for ax in axes:
                        for keep in [False, True]:
                            rec = {"dtype": dtype, "x": {"shape": list(base.shape), "view": v,
                                   "data": [enc(e) for e in base.ravel()]},
                                   "ord": o, "axis": ax, "keepdims": keep}
                            try:
                                r = np.asarray(np.linalg.norm(x, ord=ordval(o), axis=None if ax is None else tuple(ax), keepdims=keep))
                                rec["out"] = {"shape": list(r.shape), "data": [enc(e) for e in r.ravel()]}
                            except ValueError as e:
                                m = str(e)
                                rec["error"] = "shape" if "zero-size" in m else "axis: " + m
                            except Exception as e:
                                rec["error"] = "axis: " + type(e).__name__ + " " + str(e)
                            print(json.dumps(rec))


if __name__ == "__main__":
    main()
