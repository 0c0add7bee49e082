#!/usr/bin/python3
"""Writes testdata/sort.jsonl: NumPy's sort and argsort (kind="stable")
along every axis of contiguous, transposed, reversed and stepped views of
every real dtype: floats with NaN, -0.0, 0.0, infinities and repeats,
integers over their whole range with repeats, lanes short (insertion) and
long (radix), empty and length-1 axes, and the axes NumPy rejects.

    /usr/bin/python3 scripts/golden_sort.py > testdata/sort.jsonl

Each line is one call: "dtype", "a" ({"shape", "view", "data"}: a
C-contiguous base array, elements in C order, floats as repr strings;
"view" is "c" for the base, "t" for its last two axes swapped, "r" for its
last axis reversed, "s" for every other element of its last axis),
"axis", then "sort" and "argsort" (the results' elements in C order) or
"error" ("axis").
"""
import json

import numpy as np
from golden_common import enc, view

DTYPES = ["float64", "float32", "int64", "int32", "int16", "int8", "uint64", "uint32", "uint16", "uint8"]
SHAPES = [(), (0,), (1,), (7,), (33,), (100,), (300,), (3, 5), (4, 40), (40, 3), (70, 5), (2, 3, 4), (5, 0, 3), (3, 2, 70), (2, 100, 3)]


def rand(rng, dtype, shape):
    n = int(np.prod(shape))
    if dtype.startswith("float"):
        pool = np.array([np.nan, -0.0, 0.0, np.inf, -np.inf, 1.5, -1.5, 2.0, 1e-300, -1e300, 5e-324, np.nan])
        x = rng.standard_normal(n) * 10
        pick = rng.random(n) < 0.3
        x[pick] = rng.choice(pool, size=int(pick.sum()))
        x = np.round(x, 1) if rng.random() < 0.5 else x  # repeats
        with np.errstate(over="ignore"):
            return x.astype(dtype).reshape(shape)
    info = np.iinfo(dtype)
    if rng.random() < 0.5:
        x = rng.integers(info.min, info.max, size=n, endpoint=True, dtype=dtype)
    else:
        x = rng.integers(max(info.min, -5), min(info.max, 5), size=n, endpoint=True, dtype=dtype)
    return x.reshape(shape)


def main():
    rng = np.random.default_rng(2401)
    for dtype in DTYPES:
        for shape in SHAPES:
            for v in ["c", "t", "r", "s"]:
                if v != "c" and (len(shape) == 0 or rng.random() < 0.5):
                    continue
                base = rand(rng, dtype, shape)
                x = view(base, v)
                for axis in list(range(-1, x.ndim)) + [x.ndim]:
                    rec = {"dtype": dtype, "a": {"shape": list(base.shape), "view": v,
                                                 "data": [enc(e) for e in base.ravel()]}, "axis": axis}
                    try:
                        s = np.sort(x, axis=axis, kind="stable")
                        i = np.argsort(x, axis=axis, kind="stable")
                        rec["sort"] = [enc(e) for e in s.ravel()]
                        rec["argsort"] = [int(e) for e in i.ravel()]
                    except np.AxisError:
                        rec["error"] = "axis"
                    print(json.dumps(rec))


if __name__ == "__main__":
    main()
