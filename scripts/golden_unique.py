#!/usr/bin/python3
"""Writes testdata/unique.jsonl: NumPy 1.24's unique (with return_index,
return_inverse and return_counts) over views of float data with repeats,
NaNs and signed zeros and of integer data, and searchsorted (both sides)
of such values into sorted arrays.

    /usr/bin/python3 scripts/golden_unique.py > testdata/unique.jsonl

Each line is one call: "dtype", "op" ("unique", "unique_axis" or
"searchsorted"), "a"
({"shape", "view", "data"} as in golden_sort.py; for searchsorted the
sorted 1-D array), "v" (searchsorted's values, same form), "side", and the
results: "values" (with "vshape" along an axis, whose "axis" is given),
"index", "inverse", "counts" or "out" (elements in C order; floats as repr
strings), or "error" ("axis").
"""
import json

import numpy as np
from golden_common import enc, view


def rand(rng, dtype, shape):
    n = int(np.prod(shape))
    if dtype.startswith("float"):
        x = rng.choice([0.0, -0.0, 1.0, -1.0, 2.5, np.nan, np.inf, -np.inf, 3.0, 1e-300], size=n)
        x = np.where(rng.random(n) < 0.3, np.round(rng.standard_normal(n), 1), x)
        return x.astype(dtype).reshape(shape)
    info = np.iinfo(dtype)
    if rng.random() < 0.5:
        return rng.integers(max(info.min, -4), min(info.max, 4), size=n, endpoint=True, dtype=dtype).reshape(shape)
    return rng.integers(info.min, info.max, size=n, endpoint=True, dtype=dtype).reshape(shape)


def arr(base, v):
    return {"shape": list(base.shape), "view": v, "data": [enc(e) for e in base.ravel()]}


def main():
    rng = np.random.default_rng(2404)
    for dtype in ["float64", "float32", "int64", "int8", "uint16"]:
        for shape in [(), (0,), (1,), (9,), (50,), (3, 4), (4, 6, 2)]:
            for v in ["c", "t", "r"]:
                if v != "c" and (len(shape) == 0 or rng.random() < 0.4):
                    continue
                base = rand(rng, dtype, shape)
                x = view(base, v)
                vals, idx, inv, cnt = np.unique(x, return_index=True, return_inverse=True, return_counts=True)
                print(json.dumps({"dtype": dtype, "op": "unique", "a": arr(base, v),
                                  "values": [enc(e) for e in vals], "index": [int(e) for e in idx],
                                  "inverse": [int(e) for e in inv], "counts": [int(e) for e in cnt]}))
        # unique along an axis: few distinct values, so that slices repeat.
        for shape in [(0,), (6,), (5, 3), (6, 2), (4, 0), (3, 4, 2), (0, 3)]:
            for v in ["c", "t", "r"]:
                base = rand(rng, dtype, shape)
                if dtype.startswith("float"):
                    base = rng.choice(np.array([0.0, -0.0, 1.0, np.nan, 2.0], dtype=dtype), size=shape)
                else:
                    base = rng.integers(0, 2, size=shape).astype(dtype)
                x = view(base, v)
                for axis in range(-1, x.ndim + 1):
                    rec = {"dtype": dtype, "op": "unique_axis", "a": arr(base, v), "axis": axis}
                    try:
                        vals, idx, inv, cnt = np.unique(x, return_index=True, return_inverse=True,
                                                        return_counts=True, axis=axis)
                        rec.update({"values": [enc(e) for e in vals.ravel()], "vshape": list(vals.shape),
                                    "index": [int(e) for e in idx], "inverse": [int(e) for e in np.ravel(inv)],
                                    "counts": [int(e) for e in cnt]})
                    except np.AxisError:
                        rec["error"] = "axis"
                    print(json.dumps(rec))
        for na in [0, 1, 5, 40]:
            a = np.sort(rand(rng, dtype, (na,)), kind="stable")
            for shape in [(), (7,), (3, 4)]:
                vb = rand(rng, dtype, shape)
                if na and vb.size:
                    pick = rng.random(vb.shape) < 0.5
                    vb = np.where(pick, rng.choice(a, size=vb.shape), vb).astype(dtype)
                for side in ["left", "right"]:
                    out = np.searchsorted(a, vb, side=side)
                    print(json.dumps({"dtype": dtype, "op": "searchsorted", "a": arr(a, "c"), "v": arr(vb, "c"),
                                      "side": side, "out": [int(e) for e in np.ravel(out)]}))


if __name__ == "__main__":
    main()
