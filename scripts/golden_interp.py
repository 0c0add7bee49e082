#!/usr/bin/python3
"""Writes testdata/interp.jsonl: NumPy 1.24's interp over views of
float64, float32 and int16 data: sample points from one to sixty
(repeated points, infinities and NaNs among the values included), x
below, inside, on and above them and NaN, with and without left and
right, and the calls NumPy rejects.

    /usr/bin/python3 scripts/golden_interp.py > testdata/interp.jsonl

Each line is one call: "dtype", "x" ({"shape", "view", "data"} as in
golden_sort.py), "xp" and "fp" (lists), "bounds" ([] or [left, right] as
repr strings), and "out" ({"shape", "data"}) or "error" ("value" or
"shape").
"""
import json

import numpy as np
from golden_common import enc, view


def main():
    rng = np.random.default_rng(2409)
    for dtype in ["float64", "float32", "int16"]:
        for m in [0, 1, 2, 3, 4, 5, 9, 60]:
            for trial in range(4):
                if dtype == "int16":
                    xp = np.sort(rng.integers(-20, 20, size=m)).astype(dtype)
                    fp = rng.integers(-100, 100, size=m).astype(dtype)
                else:
                    xp = np.sort(np.round(rng.standard_normal(m) * 5, 1)).astype(dtype)
                    fp = (rng.standard_normal(m) * 3).astype(dtype)
                    if m > 2 and trial == 3:
                        fp[rng.integers(0, m)] = rng.choice([np.inf, -np.inf, np.nan])
                for shape in [(7,), (3, 4), (0,)]:
                    for v in ["c", "t", "r"]:
                        if v != "c" and rng.random() < 0.5:
                            continue
                        if dtype == "int16":
                            base = rng.integers(-25, 25, size=shape).astype(dtype)
                        else:
                            base = np.round(rng.standard_normal(shape) * 6, 2)
                            if base.size and m:
                                flat = base.ravel()
                                flat[rng.integers(0, base.size)] = xp[rng.integers(0, m)]
                                flat[rng.integers(0, base.size)] = np.nan
                            base = base.astype(dtype)
                        x = view(base, v)
                        for bounds in [[], [-1.5, 2.5]]:
                            rec = {"dtype": dtype, "x": {"shape": list(base.shape), "view": v,
                                                         "data": [enc(e) for e in base.ravel()]},
                                   "xp": [enc(e) for e in xp], "fp": [enc(e) for e in fp],
                                   "bounds": [repr(b) for b in bounds]}
                            try:
                                kw = {"left": bounds[0], "right": bounds[1]} if bounds else {}
                                r = np.interp(x, xp, fp, **kw)
                                rec["out"] = {"shape": list(r.shape), "data": [enc(e) for e in r.ravel()]}
                            except ValueError as e:
                                rec["error"] = "shape" if "same length" in str(e) else "value"
                            print(json.dumps(rec))
        # fp of another length than xp.
        print(json.dumps({"dtype": dtype, "x": {"shape": [2], "view": "c", "data": [enc(e) for e in np.array([1, 2], dtype=dtype)]},
                          "xp": [enc(e) for e in np.array([0, 1, 2], dtype=dtype)],
                          "fp": [enc(e) for e in np.array([0, 1], dtype=dtype)], "bounds": [], "error": "shape"}))


if __name__ == "__main__":
    main()
