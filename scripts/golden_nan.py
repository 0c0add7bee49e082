#!/usr/bin/python3
"""Writes testdata/nan.jsonl: NumPy 1.24's nansum, nanmean, nanmin,
nanmax, nanmedian, nanquantile (linear, lower, midpoint, weibull), nanvar
and nanstd (ddof 0, 1, 3), and over every axis or one, nanargmin,
nanargmax, nancumsum and nancumprod, over
views of float64 and float32 data with NaNs (lanes of NaNs only
included), infinities and signed zeros, and of int64 data, over every
axis, one axis and two.

    /usr/bin/python3 scripts/golden_nan.py > testdata/nan.jsonl

Each line is one call: "dtype", "a" ({"shape", "view", "data"} as in
golden_sort.py), "op", "axes" (null for every axis), "q" and "method" for
nanquantile, "ddof" for nanvar and nanstd, and "out" (the result's
elements in C order as repr strings or integers) or "error" ("value" for
NumPy's "All-NaN slice encountered", "shape" for another ValueError: an
empty reduction).
"""
import json
import warnings

import numpy as np
from golden_common import enc, view


def rand(rng, dtype, shape):
    n = int(np.prod(shape))
    if dtype.startswith("float"):
        x = np.round(rng.standard_normal(n) * 3, 3)
        pick = rng.random(n) < 0.3
        x[pick] = rng.choice([np.nan, np.nan, np.inf, -np.inf, -0.0, 0.0], size=int(pick.sum()))
        x = x.astype(dtype).reshape(shape)
        if x.ndim >= 2 and x.shape[0] > 0 and rng.random() < 0.5:
            x[0] = np.nan  # a lane of NaNs only along the other axes
        return x
    return rng.integers(-50, 50, size=n).astype(dtype).reshape(shape)


def main():
    warnings.simplefilter("ignore")
    rng = np.random.default_rng(2405)
    for dtype in ["float64", "float32", "int64"]:
        for shape in [(), (1,), (6,), (40,), (3, 5), (4, 7), (2, 3, 4), (0, 3)]:
            for v in ["c", "t", "r"]:
                if v != "c" and (len(shape) == 0 or rng.random() < 0.4):
                    continue
                base = rand(rng, dtype, shape)
                x = view(base, v)
                a = {"shape": list(base.shape), "view": v, "data": [enc(e) for e in base.ravel()]}
                axes_list = [None] + [[k] for k in range(x.ndim)]
                if x.ndim >= 2:
                    axes_list.append([0, 1])
                for axes in axes_list:
                    ax = None if axes is None else tuple(axes)
                    calls = [("nansum", lambda: np.nansum(x, axis=ax)), ("nanmean", lambda: np.nanmean(x, axis=ax)),
                             ("nanmin", lambda: np.nanmin(x, axis=ax)), ("nanmax", lambda: np.nanmax(x, axis=ax)),
                             ("nanmedian", lambda: np.nanmedian(x, axis=ax))]
                    for method in ["linear", "lower", "midpoint", "weibull"]:
                        q = float(rng.choice([0.0, 0.3, 0.5, 1.0, rng.random()]))
                        calls.append(("nanquantile", (lambda q=q, method=method: np.nanquantile(x, q, axis=ax, method=method)), q, method))
                    for ddof in [0, 1, 3]:
                        calls.append(("nanvar", (lambda d=ddof: np.nanvar(x, axis=ax, ddof=d)), ddof))
                        calls.append(("nanstd", (lambda d=ddof: np.nanstd(x, axis=ax, ddof=d)), ddof))
                    if axes is None or len(axes) == 1:
                        a1 = None if axes is None else axes[0]
                        calls += [("nanargmin", lambda: np.nanargmin(x, axis=a1)),
                                  ("nanargmax", lambda: np.nanargmax(x, axis=a1)),
                                  ("nancumsum", lambda: np.nancumsum(x, axis=a1)),
                                  ("nancumprod", lambda: np.nancumprod(x, axis=a1))]
                    for c in calls:
                        rec = {"dtype": dtype, "a": a, "op": c[0], "axes": axes}
                        if len(c) == 4:
                            rec["q"], rec["method"] = repr(c[2]), c[3]
                        if len(c) == 3:
                            rec["ddof"] = c[2]
                        try:
                            r = np.asarray(c[1]())
                            rec["out"] = [enc(e) for e in r.ravel()]
                        except ValueError as e:
                            rec["error"] = "value" if "All-NaN" in str(e) else "shape"
                        print(json.dumps(rec))


if __name__ == "__main__":
    main()
