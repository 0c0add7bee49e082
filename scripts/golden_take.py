#!/usr/bin/python3
"""Writes testdata/take.jsonl: NumPy's take (modes raise, wrap and clip;
indices of rank 0 to 2, negative and out of range) along every axis of
views of float64 and int16 data, and take_along_axis with indices from
argsort, argmax(keepdims) and random ones, broadcast along the other
axes, and the calls NumPy rejects.

    /usr/bin/python3 scripts/golden_take.py > testdata/take.jsonl

Each line is one call: "dtype", "op" ("take" or "along"), "a" ({"shape",
"view", "data"} as in golden_sort.py), "idx" ({"shape", "data"}), "axis",
"mode", and "out" ({"shape", "data"}) or "error" ("index", "axis" or
"broadcast").
"""
import json

import numpy as np
from golden_common import enc, view


def err(e):
    if isinstance(e, np.AxisError):
        return "axis"
    if isinstance(e, IndexError):
        return "index"
    return "broadcast"


def main():
    rng = np.random.default_rng(2406)
    for dtype in ["float64", "int16"]:
        for shape in [(5,), (3, 4), (2, 3, 4), (0, 3), (4, 0)]:
            for v in ["c", "t", "r"]:
                if v != "c" and rng.random() < 0.4:
                    continue
                base = (rng.standard_normal(shape) * 10).astype(dtype)
                x = view(base, v)
                a = {"shape": list(base.shape), "view": v, "data": [enc(e) for e in base.ravel()]}
                for axis in list(range(-1, x.ndim)) + [x.ndim]:
                    n = x.shape[axis] if -x.ndim <= axis < x.ndim else 3
                    for ishape in [(), (4,), (2, 3)]:
                        for mode in ["raise", "wrap", "clip"]:
                            lo, hi = (-n, n) if mode == "raise" and rng.random() < 0.8 else (-2 * n - 2, 2 * n + 2)
                            idx = rng.integers(lo, max(hi, lo + 1), size=ishape)
                            rec = {"dtype": dtype, "op": "take", "a": a, "idx": {"shape": list(np.shape(idx)),
                                   "data": [int(e) for e in np.ravel(idx)]}, "axis": axis, "mode": mode}
                            try:
                                r = np.take(x, idx, axis=axis, mode=mode)
                                rec["out"] = {"shape": list(r.shape), "data": [enc(e) for e in r.ravel()]}
                            except Exception as e:
                                rec["error"] = err(e)
                            print(json.dumps(rec))
                    if not (-x.ndim <= axis < x.ndim):
                        continue
                    cands = [np.argsort(x, axis=axis, kind="stable")]
                    if n:
                        cands.append(np.argmax(x, axis=axis, keepdims=True))
                    ish = list(x.shape)
                    ish[axis] = 3
                    for k in range(x.ndim):
                        if k != axis and rng.random() < 0.4:
                            ish[k] = 1
                    cands.append(rng.integers(-n - (rng.random() < 0.2), max(n, 1), size=ish))
                    for idx in cands:
                        rec = {"dtype": dtype, "op": "along", "a": a, "idx": {"shape": list(idx.shape),
                               "data": [int(e) for e in idx.ravel()]}, "axis": axis, "mode": ""}
                        try:
                            r = np.take_along_axis(x, idx, axis=axis)
                            rec["out"] = {"shape": list(r.shape), "data": [enc(e) for e in r.ravel()]}
                        except Exception as e:
                            rec["error"] = err(e)
                        print(json.dumps(rec))


if __name__ == "__main__":
    main()
