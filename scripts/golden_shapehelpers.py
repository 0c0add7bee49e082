#!/usr/bin/python3
"""Writes testdata/shapehelpers.jsonl: NumPy's repeat, tile, pad (every
mode this package implements, wide pads, per-axis widths and values),
meshgrid (xy and ij, sparse), triu and tril, fill_diagonal (wrap) and rot90
over views of float64, float32, int16 and uint8 data, and the calls NumPy
rejects.

    /usr/bin/python3 scripts/golden_shapehelpers.py > testdata/shapehelpers.jsonl

Each line is one call: "dtype", "op", "a" ({"shape", "view", "data"} as in
golden_sort.py; meshgrid's "xs" is a list of vectors), the op's arguments
("repeats", "axis", "reps", "widths", "mode", "values", "indexing",
"sparse", "k", "axes", "wrap", "v"), and "out" ({"shape", "data"}),
"outs" (meshgrid's list) or "error" ("axis", "value" or "broadcast").
"""
import json

import numpy as np
from golden_common import enc, view


def arr(r):
    return {"shape": list(r.shape), "data": [enc(e) for e in r.ravel()]}


def err(e):
    if isinstance(e, np.AxisError):
        return "axis"
    if isinstance(e, ValueError) and "broadcast" in str(e):
        return "broadcast"
    return "value"


def emit(rec, f):
    try:
        r = f()
        if isinstance(r, list):
            rec["outs"] = [arr(np.asarray(x)) for x in r]
        else:
            rec["out"] = arr(np.asarray(r))
    except (ValueError, IndexError) as e:
        rec["error"] = err(e)
    print(json.dumps(rec))


def data(rng, dtype, shape):
    if dtype.startswith("float"):
        b = np.round(rng.standard_normal(shape) * 10, 2).astype(dtype)
        if b.size > 3:
            b.ravel()[3] = -0.0
        return b
    info = np.iinfo(dtype)
    lo, hi = max(info.min, -100), min(info.max, 200)
    return rng.integers(lo, hi, size=shape, endpoint=True, dtype=dtype)


def main():
    rng = np.random.default_rng(2408)
    for dtype in ["float64", "float32", "int16", "uint8"]:
        for shape in [(1,), (5,), (3, 4), (2, 3, 4), (0, 3), (4, 1)]:
            for v in ["c", "t", "r", "s"]:
                if v != "c" and rng.random() < 0.5:
                    continue
                base = data(rng, dtype, shape)
                x = view(base, v)
                a = {"shape": list(base.shape), "view": v, "data": [enc(e) for e in base.ravel()]}
                nd = x.ndim
                # repeat
                for axis in list(range(-1, nd)) + [nd]:
                    n = x.shape[axis] if -nd <= axis < nd else 2
                    for reps in [[2], [0], list(rng.integers(0, 4, size=n)), [1, 2, 3, 4, 5, 6, 7][:n + 1], [-1]]:
                        reps = [int(e) for e in reps]
                        emit({"dtype": dtype, "op": "repeat", "a": a, "repeats": reps, "axis": axis},
                             lambda: np.repeat(x, reps, axis=axis))
                # tile
                for reps in [[2], [1, 3], [2, 1, 2], [0, 2], [3, 1, 1, 2], [-1]]:
                    emit({"dtype": dtype, "op": "tile", "a": a, "reps": reps}, lambda: np.tile(x, reps))
                # pad
                modes = ["constant", "edge", "reflect", "symmetric", "wrap", "linear_ramp"]
                for mode in modes + ["maximum"]:
                    for _ in range(3):
                        if rng.random() < 0.3:
                            widths = [[int(rng.integers(0, 3)), int(rng.integers(0, 3))]]
                        else:
                            w = 7 if nd < 3 else 3
                            widths = [[int(rng.integers(0, w)), int(rng.integers(0, w))] for _ in range(nd)]
                        if rng.random() < 0.05:
                            widths[0][0] = -1
                        kw = {}
                        values = []
                        if mode in ("constant", "linear_ramp") and rng.random() < 0.7:
                            k = rng.choice([1, 2, 2 * nd])
                            values = [enc(e) for e in data(rng, dtype, (k,))]
                            pairs = np.asarray(values, dtype=dtype)
                            if k == 2 * nd:
                                pairs = pairs.reshape(nd, 2)
                            kw["constant_values" if mode == "constant" else "end_values"] = pairs
                        emit({"dtype": dtype, "op": "pad", "a": a, "widths": widths, "mode": mode, "values": values},
                             lambda: np.pad(x, widths, mode=mode, **kw))
                # triu, tril
                for k in [0, 1, -1, 2, -3, 7]:
                    for op in ["triu", "tril"]:
                        if nd < 2:
                            rec = {"dtype": dtype, "op": op, "a": a, "k": k, "error": "rank"}
                            print(json.dumps(rec))
                            continue
                        emit({"dtype": dtype, "op": op, "a": a, "k": k}, lambda: getattr(np, op)(x, k))
                # fill_diagonal
                for wrap in [False, True]:
                    val = enc(data(rng, dtype, (1,))[0])
                    rec = {"dtype": dtype, "op": "fill_diagonal", "a": a, "wrap": wrap, "v": val}
                    if nd < 2:
                        rec["error"] = "rank"
                        print(json.dumps(rec))
                        continue
                    y = x.copy()

                    def fill():
                        np.fill_diagonal(y, np.asarray(val, dtype=dtype), wrap=wrap)
                        return y
                    emit(rec, fill)
                # rot90
                for k in [1, 2, 3, 4, -1, 5]:
                    for axes in [[0, 1], [1, 0], [-1, 0], [0, 0], [0, 2]]:
                        if rng.random() < 0.5:
                            continue
                        emit({"dtype": dtype, "op": "rot90", "a": a, "k": k, "axes": axes},
                             lambda: np.ascontiguousarray(np.rot90(x, k, axes=axes)))
        # meshgrid
        for lens in [[3], [2, 3], [3, 1, 2], [0, 2], [2, 2, 2, 1]]:
            xs = [data(rng, dtype, (n,)) for n in lens]
            for indexing in ["xy", "ij", "bad"]:
                for sparse in [False, True]:
                    emit({"dtype": dtype, "op": "meshgrid", "xs": [[enc(e) for e in x] for x in xs],
                          "indexing": indexing, "sparse": sparse},
                         lambda: np.meshgrid(*xs, indexing=indexing, sparse=sparse))


if __name__ == "__main__":
    main()
