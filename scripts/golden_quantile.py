#!/usr/bin/python3
"""Writes testdata/quantile.jsonl: NumPy 1.24's median and quantile (every
method) over views of float64 (with NaN, infinities and signed zeros),
float32 and integer data (int8 near its limits, where b - a wraps), over
no axis, one, two and every axis, with q at the ends, the middle, thirds
and random points, and the calls NumPy rejects.

    /usr/bin/python3 scripts/golden_quantile.py > testdata/quantile.jsonl

Each line is one call: "dtype", "a" ({"shape", "view", "data"}: a
C-contiguous base array, elements in C order; "view" as in golden_sort.py),
"axes" (null for every axis), "q", "method", then "median" and "quantile"
(the results' elements in C order, as float64 repr strings) or
"median_error" / "quantile_error" ("axis", "value" or "index").
"""
import json
import warnings

import numpy as np
from golden_common import enc, view

METHODS = ["linear", "lower", "higher", "midpoint", "nearest", "inverted_cdf", "averaged_inverted_cdf",
           "closest_observation", "interpolated_inverted_cdf", "hazen", "weibull", "median_unbiased",
           "normal_unbiased"]
SHAPES = [(), (1,), (2,), (5,), (8,), (40,), (3, 4), (4, 7), (2, 3, 5), (3, 0), (0,)]


def rand(rng, dtype, shape):
    n = int(np.prod(shape))
    if dtype.startswith("float"):
        x = np.round(rng.standard_normal(n) * 4, 2)
        if rng.random() < 0.3:
            pool = np.array([np.nan, np.inf, -np.inf, -0.0, 0.0])
            pick = rng.random(n) < 0.2
            x[pick] = rng.choice(pool, size=int(pick.sum()))
        return x.astype(dtype).reshape(shape)
    if dtype == "int8":
        return rng.integers(-128, 128, size=n, dtype=np.int8).reshape(shape)
    info = np.iinfo(dtype)
    return rng.integers(max(info.min, -1000), min(info.max, 1000), size=n, dtype=dtype).reshape(shape)


def err(e):
    if isinstance(e, np.AxisError) or str(e) == "repeated axis":
        return "axis"
    if isinstance(e, IndexError):
        return "index"
    return "value"


def main():
    warnings.simplefilter("ignore")
    rng = np.random.default_rng(2402)
    for dtype in ["float64", "float32", "int64", "int8", "uint8"]:
        for shape in SHAPES:
            for v in ["c", "t", "r", "s"]:
                if v != "c" and (len(shape) == 0 or rng.random() < 0.5):
                    continue
                base = rand(rng, dtype, shape)
                x = view(base, v)
                axes_list = [None] + [[k] for k in range(-1, x.ndim)]
                if x.ndim >= 2:
                    axes_list += [[0, 1], [1, -1]]
                for axes in axes_list:
                    for _ in range(3):
                        q = float(rng.choice([0.0, 1.0, 0.5, 0.25, 0.3, 1 / 3, 0.99, rng.random()]))
                        if rng.random() < 0.04:
                            q = float(rng.choice([-0.1, 1.5]))
                        method = str(rng.choice(METHODS))
                        rec = {"dtype": dtype, "a": {"shape": list(base.shape), "view": v,
                                                     "data": [enc(e) for e in base.ravel()]},
                               "axes": axes, "q": repr(q), "method": method}
                        ax = None if axes is None else tuple(axes)
                        try:
                            m = np.asarray(np.median(x, axis=ax))
                            rec["median"] = [repr(float(e)) for e in m.ravel()]
                        except Exception as e:
                            rec["median_error"] = err(e)
                        try:
                            r = np.asarray(np.quantile(x, q, axis=ax, method=method))
                            rec["quantile"] = [repr(float(e)) for e in r.ravel()]
                        except Exception as e:
                            rec["quantile_error"] = err(e)
                        print(json.dumps(rec))


if __name__ == "__main__":
    main()
