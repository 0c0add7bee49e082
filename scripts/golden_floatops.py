#!/usr/bin/python3
"""Writes testdata/floatops.jsonl: NumPy's round (decimals -3 to 8), isnan,
isinf, isfinite and isclose (several rtol/atol, equal_nan, b a broadcast
row or a scalar) over views of float64 and float32 data full of halves,
signed zeros, NaN and infinities, and of integer data near its limits.

    /usr/bin/python3 scripts/golden_floatops.py > testdata/floatops.jsonl

Each line is one call: "dtype", "a" ({"shape", "view", "data"} as in
golden_sort.py), "op" ("round", "isnan", "isinf", "isfinite", "isclose"),
its arguments ("decimals"; "b" (a row {"shape", "data"} or a number),
"rtol", "atol", "equal_nan") and "out" (the result's elements in C order:
repr strings or integers for round, 0/1 for the others).
"""
import json
import warnings

import numpy as np
from golden_common import enc, view


def rand(rng, dtype, shape):
    n = int(np.prod(shape))
    if dtype.startswith("float"):
        x = rng.choice([0.5, 1.5, 2.5, -0.5, -2.5, 2.675, 1.005, 0.125, 1234.5678, -0.0, 0.0, np.nan,
                        np.inf, -np.inf, 1e300, 5e-324, 3.14159265, 0.045, 125.0, 1e15 + 0.5], size=n)
        x = np.where(rng.random(n) < 0.4, np.round(rng.standard_normal(n) * 100, 3), x)
        with np.errstate(over="ignore"):
            return x.astype(dtype).reshape(shape)
    info = np.iinfo(dtype)
    return rng.integers(info.min, info.max, size=n, endpoint=True, dtype=dtype).reshape(shape)


def main():
    warnings.simplefilter("ignore")
    rng = np.random.default_rng(2403)
    for dtype in ["float64", "float32", "int64", "int8", "uint8", "int32"]:
        for shape in [(), (7,), (3, 5), (2, 3, 4), (0, 3)]:
            for v in ["c", "t", "r"]:
                if v != "c" and (len(shape) == 0 or rng.random() < 0.4):
                    continue
                base = rand(rng, dtype, shape)
                x = view(base, v)
                a = {"shape": list(base.shape), "view": v, "data": [enc(e) for e in base.ravel()]}
                for d in range(-3, 9):
                    r = np.round(x, d)
                    print(json.dumps({"dtype": dtype, "a": a, "op": "round", "decimals": d,
                                      "out": [enc(e) for e in r.ravel()]}))
                for op in ["isnan", "isinf", "isfinite"]:
                    r = getattr(np, op)(x)
                    print(json.dumps({"dtype": dtype, "a": a, "op": op, "out": [int(e) for e in r.ravel()]}))
                for rtol, atol in [(1e-5, 1e-8), (0.0, 0.0), (1e-2, 0.5), (0.1, 0.0)]:
                    for eq in [False, True]:
                        if x.ndim >= 1 and rng.random() < 0.6:
                            row = rand(rng, dtype, (x.shape[-1],))
                            row = np.where(rng.random(row.shape) < 0.5, x.reshape(-1, x.shape[-1])[0] if x.size else row, row).astype(dtype)
                            b = {"shape": list(row.shape), "data": [enc(e) for e in row.ravel()]}
                            bv = row
                        else:
                            bv = x.dtype.type(rng.choice([0, 1, 2]))
                            b = enc(bv)
                        r = np.isclose(x, bv, rtol=rtol, atol=atol, equal_nan=eq)
                        print(json.dumps({"dtype": dtype, "a": a, "op": "isclose", "b": b, "rtol": repr(rtol),
                                          "atol": repr(atol), "equal_nan": eq, "out": [int(e) for e in np.ravel(r)]}))


if __name__ == "__main__":
    main()
