#!/usr/bin/python3
"""Writes testdata/shapeops.jsonl: NumPy's diff (n from 0 to 4, every
axis; unsigned and narrow integers that wrap; with prepend and append,
numbers or arrays) and roll (positive,
negative, zero and long shifts, every axis) over views of float64, int8
and uint8 data, and the calls NumPy rejects.

    /usr/bin/python3 scripts/golden_shapeops.py > testdata/shapeops.jsonl

Each line is one call: "dtype", "op" ("diff", "diffwith" or "roll"), "a" ({"shape",
"view", "data"} as in golden_sort.py), "n" (diff's order or roll's
shift), "axis", "operands" for diffwith ({"prepend", "append"}, each
{"scalar"} or {"shape", "data"}), and "out" ({"shape", "data"}) or
"error" ("axis", "value" or "shape").
"""
import json

import numpy as np
from golden_common import enc, view


def main():
    rng = np.random.default_rng(2407)
    for dtype in ["float64", "int8", "uint8"]:
        for shape in [(1,), (6,), (3, 4), (2, 3, 5), (0, 3), (4, 0)]:
            for v in ["c", "t", "r"]:
                if v != "c" and rng.random() < 0.4:
                    continue
                if dtype == "float64":
                    base = np.round(rng.standard_normal(shape) * 10, 2)
                    base.ravel()[::5] = np.nan if base.size else 0
                else:
                    info = np.iinfo(dtype)
                    base = rng.integers(info.min, info.max, size=shape, endpoint=True, dtype=dtype)
                x = view(base, v)
                a = {"shape": list(base.shape), "view": v, "data": [enc(e) for e in base.ravel()]}
                for axis in list(range(-1, x.ndim)) + [x.ndim]:
                    for n in [0, 1, 2, 4, -1]:
                        rec = {"dtype": dtype, "op": "diff", "a": a, "n": n, "axis": axis}
                        try:
                            r = np.diff(x, n=n, axis=axis)
                            rec["out"] = {"shape": list(r.shape), "data": [enc(e) for e in r.ravel()]}
                        except np.AxisError:
                            rec["error"] = "axis"
                        except ValueError:
                            rec["error"] = "value"
                        print(json.dumps(rec))
                    for shift in [0, 1, -1, 3, -7, 11]:
                        rec = {"dtype": dtype, "op": "roll", "a": a, "n": shift, "axis": axis}
                        try:
                            r = np.roll(x, shift, axis=axis)
                            rec["out"] = {"shape": list(r.shape), "data": [enc(e) for e in r.ravel()]}
                        except np.AxisError:
                            rec["error"] = "axis"
                        print(json.dumps(rec))

    # diff with prepend and append: numbers, and arrays joining along axis.
    rng = np.random.default_rng(2410)
    for dtype in ["float64", "int8"]:
        for shape in [(5,), (3, 4), (2, 3, 2)]:
            for v in ["c", "t", "r"]:
                base = np.round(rng.standard_normal(shape) * 10).astype(dtype)
                x = view(base, v)
                a = {"shape": list(base.shape), "view": v, "data": [enc(e) for e in base.ravel()]}
                for axis in range(-1, x.ndim):
                    for n in [0, 1, 2]:
                        for kind in ["pre", "post", "both", "bad"]:
                            ops = {}
                            for side in ["prepend", "append"]:
                                if kind in ("pre", "post") and side != {"pre": "prepend", "post": "append"}[kind]:
                                    continue
                                if rng.random() < 0.5:
                                    ops[side] = {"scalar": enc(np.asarray(rng.integers(-5, 5), dtype=dtype)[()])}
                                else:
                                    sh = list(x.shape)
                                    sh[axis] = int(rng.integers(0, 3))
                                    if kind == "bad" and x.ndim > 1:
                                        sh[(axis + 1) % x.ndim] += 1
                                    arr = rng.integers(-5, 5, size=sh).astype(dtype)
                                    ops[side] = {"shape": sh, "data": [enc(e) for e in arr.ravel()]}
                            kw = {}
                            for side, o in ops.items():
                                kw[side] = np.asarray(o["scalar"], dtype=dtype) if "scalar" in o else \
                                    np.asarray(o["data"], dtype=dtype).reshape(o["shape"])
                            rec = {"dtype": dtype, "op": "diffwith", "a": a, "n": n, "axis": axis, "operands": ops}
                            try:
                                r = np.diff(x, n=n, axis=axis, **kw)
                                rec["out"] = {"shape": list(r.shape), "data": [enc(e) for e in r.ravel()]}
                            except ValueError:
                                rec["error"] = "shape"
                            print(json.dumps(rec))


if __name__ == "__main__":
    main()
