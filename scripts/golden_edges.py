#!/usr/bin/python3
"""Writes testdata/edges.jsonl: what NumPy returns at the edges where the
sign of a zero, a NaN bound, an empty reduction or a rank-0 axis decides.

    /usr/bin/python3 scripts/golden_edges.py > testdata/edges.jsonl

Each line is one call: "op" names it (sum, prod, min, max, mean, var, std,
argmin, argmax, count_nonzero, any, all, cumsum, cumprod, clip), "x" is
the input (dtype, shape, elements in C order), "axis" is null (every
axis), an integer or a list, and "keepdims", "ddof", "lo" and "hi" are the
other arguments. "out" is NumPy's result (shape and elements in C order)
or "error" the name of the exception NumPy raised. Floats are written as
Python's repr in a string ("-0.0", "nan", "inf"), exact for float64 and
for float32 widened to float64; integers as JSON numbers, bools as JSON
bools. NumPy 1.24's DeprecationWarning for a NaN clip bound and its
RuntimeWarnings for empty reductions are silenced.
"""
import json
import warnings

import numpy as np

warnings.simplefilter("ignore")

NAN = float("nan")
INF = float("inf")


def enc(v):
    if isinstance(v, (bool, np.bool_)):
        return bool(v)
    if isinstance(v, (int, np.integer)):
        return int(v)
    return repr(float(v))


def arr(a):
    a = np.asarray(a)
    return {"dtype": a.dtype.str[1:], "shape": list(a.shape), "vals": [enc(v) for v in a.ravel()]}


def emit(op, x, f, **args):
    rec = {"op": op, "x": arr(x)}
    rec.update(args)
    try:
        rec["out"] = arr(f())
    except Exception as e:  # NumPy's AxisError is a ValueError and an IndexError
        rec["error"] = type(e).__name__
    print(json.dumps(rec, separators=(",", ":")))


def axis_arg(axis):
    return tuple(axis) if isinstance(axis, list) else axis


# 1. Signed zeros and NaN in running sums and products: the running value
# starts from the first element.
cum_inputs = [
    [-0.0, 1.0],
    [-0.0, -0.0, -0.0],
    [-0.0, 0.0],
    [0.0, -0.0],
    [-0.0],
    [NAN, 1.0],
    [1.0, -INF, INF],
    [[-0.0, 2.0, -0.0], [-0.0, -0.0, 3.0]],
    [[[-0.0], [-0.0]], [[1.0], [-0.0]]],
]
for dt in ["f8", "f4"]:
    for xs in cum_inputs:
        x = np.array(xs, dtype=dt)
        for op, f in [("cumsum", np.cumsum), ("cumprod", np.cumprod)]:
            emit(op, x, lambda: f(x), axis=None)
            for k in range(-x.ndim, x.ndim):
                emit(op, x, lambda: f(x, axis=k), axis=k)

# 2. Clip with scalar bounds: ties between zeros, NaN elements, NaN bounds
# (NumPy 1.24 replaces them by -inf and +inf), lo > hi.
clip_x = [-0.0, 0.0, -1.0, 1.0, 2.0, -2.5, NAN, INF, -INF, 0.5]
clip_bounds = [(0.0, 1.0), (-1.0, -0.0), (-0.0, 0.0), (0.0, -0.0), (-0.0, -0.0), (0.0, 0.0),
               (-0.0, 1.0), (-1.0, 0.0), (0.0, NAN), (NAN, 0.5), (NAN, NAN), (NAN, -0.0),
               (-0.0, NAN), (3.0, 1.0), (1.0, -1.0), (-INF, INF), (INF, -INF), (0.5, 0.5)]
for dt in ["f8", "f4"]:
    x = np.array(clip_x, dtype=dt).reshape(2, 5)
    for lo, hi in clip_bounds:
        lo_t, hi_t = np.dtype(dt).type(lo), np.dtype(dt).type(hi)
        emit("clip", x, lambda: np.clip(x, lo_t, hi_t), lo=enc(lo_t), hi=enc(hi_t))
x = np.array([-3, -1, 0, 1, 2, 5], dtype="i8")
for lo, hi in [(0, 2), (-1, 1), (3, 1), (0, 0), (-5, 10)]:
    emit("clip", x, lambda: np.clip(x, lo, hi), lo=lo, hi=hi)

# 3. Var and std of no element: the empty sum 0 divided by max(n - ddof,
# 0), so 0 for ddof < 0; and ddof >= n on elements.
for dt in ["f8", "i8"]:
    for shape, axes in [((0,), [None, 0, -1]),
                        ((3, 0), [None, 0, 1, -1, [0, 1]]),
                        ((0, 3), [None, 0, 1, [0, 1]]),
                        ((2, 0, 3), [None, 1, [0, 1], [1, 2], [0, 2]])]:
        x = np.zeros(shape, dtype=dt)
        for op, f in [("var", np.var), ("std", np.std)]:
            for axis in axes:
                for ddof in [-2, -1, 0, 1, 2]:
                    for keep in [False, True]:
                        if axis is None and keep:
                            continue
                        emit(op, x, lambda: f(x, axis=axis_arg(axis), ddof=ddof, keepdims=keep),
                             axis=axis, ddof=ddof, keepdims=keep)
for xs in [[1.0, 1.0], [1.0, 2.0], [[1.0, 2.0], [3.0, 3.0]], [-0.0, 0.0], 5.0]:
    x = np.array(xs)
    for op, f in [("var", np.var), ("std", np.std)]:
        for ddof in [-1, 0, 1, 2, 3]:
            emit(op, x, lambda: f(x, ddof=ddof), axis=None, ddof=ddof, keepdims=False)
            if x.ndim == 2:
                emit(op, x, lambda: f(x, axis=1, ddof=ddof), axis=1, ddof=ddof, keepdims=False)

# 4. Axis 0 and -1 of a rank-0 array: accepted by the ufunc reductions,
# argmin/argmax and cumsum/cumprod; mean, var and std raise AxisError, as
# every reduction does for axis 1 and -2.
reductions = [("sum", np.sum), ("prod", np.prod), ("min", np.min), ("max", np.max),
              ("mean", np.mean), ("var", np.var), ("std", np.std),
              ("argmin", np.argmin), ("argmax", np.argmax),
              ("count_nonzero", np.count_nonzero), ("any", np.any), ("all", np.all)]
for x in [np.array(5.0), np.array(-0.0), np.array(0.0), np.array(NAN), np.array(-2.5, dtype="f4"),
          np.array(7, dtype="i8"), np.array(0, dtype="i8")]:
    for op, f in reductions:
        for axis in [None, 0, -1, 1, -2]:
            for keep in [False, True]:
                if op in ("count_nonzero", "argmin", "argmax") and axis is None and keep:
                    continue  # no keepdims form without an axis in Go
                if op in ("var", "std"):
                    emit(op, x, lambda: f(x, axis=axis, keepdims=keep), axis=axis, keepdims=keep, ddof=0)
                else:
                    emit(op, x, lambda: f(x, axis=axis, keepdims=keep), axis=axis, keepdims=keep)
    for op, f in [("cumsum", np.cumsum), ("cumprod", np.cumprod)]:
        for axis in [None, 0, -1, 1, -2]:
            emit(op, x, lambda: f(x, axis=axis), axis=axis)
