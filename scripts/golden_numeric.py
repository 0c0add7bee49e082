#!/usr/bin/python3
"""Writes testdata/numeric.jsonl: NumPy's numeric operations on strided views.

    /usr/bin/python3 scripts/golden_numeric.py > testdata/numeric.jsonl

Each line holds a C-contiguous base (dtype, shape, elements), a view of it (a
permutation, then a step per axis, then optionally broadcast to a shape with
more leading axes) and what NumPy returns for the view: prod, argmin/argmax
(flat and along each axis), var/std with ddof 0 and 1, cumsum/cumprod along
each axis and flattened, sum/prod/mean/min/max/var/std/count_nonzero/any/all over every pair of
axes and over all axes with keepdims, argmin with keepdims,
count_nonzero, any, all, argwhere, clip, comparisons and where against a second view
broadcast with it, boolean-mask selection and assignment, astype to int32,
uint8 and float32, and concatenate/stack/array_split. Arrays are flattened in
C order with their shape beside them. Floats that JSON cannot hold are the
strings "nan", "inf" and "-inf"; an operation NumPy refuses records the
exception's type.
"""
import json
import random
import warnings

import numpy as np

warnings.simplefilter("ignore")
rng = random.Random(15)


def enc(x):
    if isinstance(x, (bool, np.bool_)):
        return bool(x)
    if isinstance(x, (int, np.integer)):
        return int(x)
    x = float(x)
    if np.isnan(x):
        return "nan"
    if np.isinf(x):
        return "inf" if x > 0 else "-inf"
    return x


def arr(a):
    a = np.asarray(a)
    return {"shape": list(a.shape), "vals": [enc(v) for v in a.ravel()]}


def attempt(f):
    try:
        return f()
    except (ValueError, TypeError, IndexError) as e:
        return {"error": type(e).__name__}


def make_view():
    kind = rng.choice(["f8", "f8", "i8"])
    rank = rng.choice([1, 2, 2, 3])
    shape = [rng.choice([0, 1, 2, 3, 4, 5]) if rng.random() < 0.1 else rng.randint(1, 5) for _ in range(rank)]
    size = int(np.prod(shape))
    vals = [rng.randint(-9, 9) for _ in range(size)]
    if kind == "f8":
        vals = [float(v) / 2 for v in vals]
        for i in range(size):
            if rng.random() < 0.05:
                vals[i] = float("nan")
    base = np.array(vals, dtype=kind).reshape(shape)
    perm = list(range(rank))
    rng.shuffle(perm)
    v = base.transpose(perm)
    steps = [rng.choice([1, 1, 2, -1, -2]) for _ in v.shape]
    v = v[tuple(slice(None, None, s) for s in steps)]
    bshape = None
    if rng.random() < 0.15:
        bshape = [rng.randint(1, 3)] + list(v.shape)
        v = np.broadcast_to(v, bshape)
    spec = {"dtype": kind, "shape": shape, "vals": [enc(x) for x in vals], "perm": perm, "steps": steps,
            "broadcast": bshape}
    return spec, v


def several(v, axes):
    """Reductions over several axes (None: every axis), with keepdims."""
    return {"axes": list(axes) if axes is not None else None,
            "sum": arr(v.sum(axis=axes, keepdims=True)),
            "prod": arr(v.prod(axis=axes, keepdims=True)),
            "mean": arr(v.mean(axis=axes, keepdims=True)),
            "max": attempt(lambda: arr(v.max(axis=axes, keepdims=True))),
            "min": attempt(lambda: arr(v.min(axis=axes, keepdims=True))),
            "var": [arr(v.var(axis=axes, ddof=d, keepdims=True)) for d in (0, 1)],
            "std": [arr(v.std(axis=axes, ddof=d, keepdims=True)) for d in (0, 1)],
            "count_nonzero": arr(np.count_nonzero(v, axis=axes, keepdims=True)),
            "any": arr(v.any(axis=axes, keepdims=True)),
            "all": arr(v.all(axis=axes, keepdims=True))}


def record(spec, v, other_spec, w):
    n = v.ndim
    rec = {"view": spec, "other": other_spec}
    rec["prod"] = enc(v.prod())
    rec["argmin"] = attempt(lambda: int(v.argmin()))
    rec["argmax"] = attempt(lambda: int(v.argmax()))
    rec["var"] = [enc(v.var(ddof=d)) for d in (0, 1)]
    rec["std"] = [enc(v.std(ddof=d)) for d in (0, 1)]
    rec["count_nonzero"] = int(np.count_nonzero(v))
    rec["any"] = bool(v.any())
    rec["all"] = bool(v.all())
    rec["argwhere"] = arr(np.argwhere(v))
    rec["cumsum_flat"] = arr(np.cumsum(v))
    rec["cumprod_flat"] = arr(np.cumprod(v))
    axes = []
    for k in range(n):
        axes.append({
            "prod": arr(v.prod(axis=k)),
            "argmin": attempt(lambda: arr(v.argmin(axis=k))),
            "argmax": attempt(lambda: arr(v.argmax(axis=k))),
            "argmin_keep": attempt(lambda: arr(v.argmin(axis=k, keepdims=True))),
            "var": [arr(v.var(axis=k, ddof=d)) for d in (0, 1)],
            "std": [arr(v.std(axis=k, ddof=d)) for d in (0, 1)],
            "cumsum": arr(np.cumsum(v, axis=k)),
            "cumprod": arr(np.cumprod(v, axis=k)),
            "count_nonzero": arr(np.count_nonzero(v, axis=k)),
            "any": arr(v.any(axis=k)),
            "all": arr(v.all(axis=k)),
        })
    rec["axes"] = axes
    pairs = []
    for i in range(n):
        for j in range(i + 1, n):
            pairs.append(several(v, (i, j)))
    rec["pairs"] = pairs
    rec["every"] = several(v, None)
    lo, hi = sorted([rng.randint(-4, 4) / 2, rng.randint(-4, 4) / 2])
    rec["clip"] = {"lo": lo, "hi": hi, "out": arr(np.clip(v, lo, hi))}
    rec["less"] = attempt(lambda: arr(np.less(v, w)))
    rec["greater_equal"] = attempt(lambda: arr(np.greater_equal(v, w)))
    rec["equal"] = attempt(lambda: arr(np.equal(v, w)))
    rec["where"] = attempt(lambda: arr(np.where(v > 0, v, w)))
    thr = rng.randint(-3, 3) / 2
    rec["mask"] = {"thr": thr, "select": arr(v[v > thr])}
    if not v.flags.writeable:
        rec["mask"]["assign"] = None
    else:
        c = v.copy()
        c[c > thr] = 7
        rec["mask"]["assign"] = arr(c)
    rec["astype"] = {t: arr(v.astype(t)) for t in ("int32", "float32")
                     if not (t == "int32" and v.dtype.kind == "f" and not np.isfinite(v).all())}
    rec["concatenate"] = [attempt(lambda: arr(np.concatenate([v, v[..., ::-1] if n else v], axis=k))) for k in range(n)]
    rec["stack"] = [attempt(lambda: arr(np.stack([v, v], axis=k))) for k in range(n + 1)]
    rec["array_split"] = []
    for k in range(n):
        sections = rng.randint(1, 4)
        rec["array_split"].append({"axis": k, "sections": sections,
                                    "parts": [arr(p) for p in np.array_split(v, sections, axis=k)]})
    return rec


def main():
    for _ in range(400):
        spec, v = make_view()
        # The second operand broadcasts with v: v's trailing shape with some axes set to 1.
        wshape = [d if rng.random() < 0.6 else 1 for d in v.shape[rng.randint(0, v.ndim):]]
        wvals = [float(rng.randint(-4, 4)) / 2 for _ in range(int(np.prod(wshape)) if wshape else 1)]
        if v.dtype.kind == "i":
            wvals = [int(x * 2) for x in wvals]
        w = np.array(wvals, dtype=v.dtype).reshape(wshape)
        other = {"shape": wshape, "vals": [enc(x) for x in wvals]}
        print(json.dumps(record(spec, v, other, w), separators=(",", ":")))


if __name__ == "__main__":
    main()
