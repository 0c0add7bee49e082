#!/usr/bin/python3
"""Writes testdata/indexing.jsonl: NumPy's integer and boolean indexing
operations over views of float64 and int16 data (and bool for nonzero):
np.put (modes raise, wrap and clip, values repeated cyclically, duplicate
indices), integer-array assignment along an axis (a[..., idx, ...] = v,
the assignment form of np.take; modes wrap and clip resolved with np.take
as the Go function resolves them), np.put_along_axis, np.nonzero,
np.flatnonzero, np.unravel_index, np.ravel_multi_index, and boolean masks
over leading axes (a[mask] and a[mask] = v), with the calls NumPy
rejects.

    /usr/bin/python3 scripts/golden_indexing.py > testdata/indexing.jsonl

Each line is one call: "dtype", "op" ("put", "putaxis", "along",
"nonzero", "flatnonzero", "unravel", "ravel", "maskget", "maskset"), "a"
({"shape", "view", "data"}: a C-contiguous base and the view taken of it,
as in golden_common.view), "ro" (the view is read-only), "idx" ({"shape",
"data"}), "v" (values, {"shape", "data"}), "mask" ({"shape", "data"} of
0/1), "coords" (a list of {"shape", "data"}), "dims", "axis", "mode",
"order", and the result or "error" (a sentinel name). Writes record in
"out" the whole base afterwards; on an error the Go functions leave the
base unchanged, where NumPy may have written part of it. Other results
are "out" (elements), "iout" (one int array) or "iouts" (a list).
"""
import json
import warnings

import numpy as np
from golden_common import enc, view


def arr(x):
    x = np.asarray(x)
    return {"shape": list(x.shape), "data": [enc(e) for e in x.ravel()]}


def iarr(x):
    x = np.asarray(x)
    return {"shape": list(x.shape), "data": [int(e) for e in x.ravel()]}


def err(e):
    """The sentinel of NumPy's exception e."""
    msg = str(e)
    if isinstance(e, np.AxisError):
        return "axis"
    if isinstance(e, DeprecationWarning):
        return "index"  # an index out of range in an empty selection: an error to come
    if isinstance(e, TypeError):
        return "rank"  # boolean assignment of values of rank > 1
    if "read-only" in msg:
        return "readonly"
    if "could not be broadcast" in msg or "could not broadcast" in msg or "cannot assign" in msg:
        return "broadcast"
    if "same number of dimensions" in msg or "sequence of length" in msg or "multiple indices" in msg:
        return "rank"
    if "too large" in msg or "invalid dims" in msg:
        return "overflow"
    if isinstance(e, (IndexError, ValueError)):
        return "index"
    raise e


def operand(base, v):
    return {"shape": list(base.shape), "view": v, "data": [enc(e) for e in base.ravel()]}


def data(rng, shape, dtype, zeros=0.0):
    x = np.asarray(rng.standard_normal(shape) * 10)
    if zeros:
        x[rng.random(shape) < zeros] = 0
    return x.astype(dtype)


def call(rec, f):
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", DeprecationWarning)
            f(rec)
    except Exception as e:
        rec["error"] = err(e)
        for k in ("out", "iout", "iouts"):
            rec.pop(k, None)
    print(json.dumps(rec))


VIEWS = ["c", "t", "r", "s"]


def views(rng, shape):
    for v in VIEWS:
        if v != "c" and (len(shape) == 0 or rng.random() < 0.5):
            continue
        if v == "t" and len(shape) < 2:
            continue
        yield v


def resolve(idx, n, mode):
    """The positions np.take resolves idx to (wrap, clip), or idx (raise)."""
    if mode == "raise":
        return idx
    return np.take(np.arange(n), idx, mode=mode)


def pick(rng, items, k):
    """k of items, chosen at random without repeats."""
    return [items[i] for i in rng.choice(len(items), size=min(k, len(items)), replace=False)]


def put_cases(rng):
    for dtype in ["float64", "int16"]:
        for shape in [(), (6,), (3, 4), (2, 3, 4), (0, 3)]:
            for v in views(rng, shape):
                base = data(rng, shape, dtype)
                x = view(base, v)
                size = x.size
                for mode in ["raise", "wrap", "clip"]:
                    if size == 0 and mode != "raise":
                        continue  # NumPy 1.24 never returns (wrap) or writes out of bounds (clip)
                    for _ in range(3):
                        ishape = [(), (4,), (2, 3), (0,)][rng.choice(4, p=[0.2, 0.4, 0.3, 0.1])]
                        nv = [1, 2, 5, 0, (2, 2)][rng.choice(5, p=[0.25, 0.3, 0.2, 0.1, 0.15])]
                        bad = mode != "raise" or rng.random() < 0.25
                        lo, hi = (-size, size) if not bad else (-2 * size - 3, 2 * size + 3)
                        if not bad and size > 0 and rng.random() < 0.5:
                            lo, hi = 0, min(size, 3)  # duplicates
                        idx = rng.integers(lo, max(hi, lo + 1), size=ishape)
                        vals = data(rng, nv, dtype)
                        rec = {"dtype": dtype, "op": "put", "a": operand(base, v), "idx": iarr(idx),
                               "v": arr(vals), "mode": mode}

                        def f(rec, base=base, v=v, idx=idx, vals=vals, mode=mode):
                            b = base.copy()
                            np.put(view(b, v), idx, vals, mode=mode)
                            rec["out"] = arr(b)
                        call(rec, f)
                # a read-only destination
                vals = data(rng, 1, dtype)
                rec = {"dtype": dtype, "op": "put", "a": operand(base, v), "ro": True,
                       "idx": iarr([0]), "v": arr(vals), "mode": "raise"}

                def g(rec, base=base, v=v, vals=vals):
                    b = base.copy()
                    y = view(b, v)
                    y.flags.writeable = False
                    np.put(y, [0], vals)
                call(rec, g)


def value_shapes(rng, rshape, k):
    """Shapes of values for a selection of shape rshape: the whole shape,
    k-1 of a scalar, a broadcast one, the trailing axes and an extra
    leading 1, and, one time in five, a shape that does not broadcast."""
    rshape = tuple(rshape)
    others = [(), tuple(d if rng.random() < 0.5 else 1 for d in rshape), rshape[1:], (1,) + rshape]
    out = [rshape] + pick(rng, others, k - 1)
    if rng.random() < 0.2:
        out.append(rshape[:-1] + (rshape[-1] + 1,) if rshape else (2,))
    return out


def putaxis_cases(rng):
    for dtype in ["float64", "int16"]:
        for shape in [(5,), (3, 4), (2, 3, 4), (0, 3), (3, 0)]:
            for v in views(rng, shape):
                base = data(rng, shape, dtype)
                x = view(base, v)
                for axis in list(range(-1, x.ndim)) + [x.ndim]:
                    ok = -x.ndim <= axis < x.ndim
                    n = x.shape[axis] if ok else 3
                    for mode in ["raise", pick(rng, ["wrap", "clip"], 1)[0]] if ok else ["raise"]:
                        for ishape in pick(rng, [(), (3,), (2, 2)], int(rng.integers(1, 3)) if ok else 1):
                            bad = mode != "raise" or rng.random() < 0.25
                            lo, hi = (-n, n) if not bad else (-2 * n - 2, 2 * n + 2)
                            if not bad and n > 0 and rng.random() < 0.4:
                                lo, hi = 0, min(n, 2)  # duplicates
                            idx = rng.integers(lo, max(hi, lo + 1), size=ishape)
                            a = axis % x.ndim if ok else 0
                            rshape = x.shape[:a] + tuple(ishape) + x.shape[a + 1:]
                            for vs in value_shapes(rng, rshape, int(rng.integers(1, 3)) if ok else 1):
                                vals = data(rng, vs, dtype)
                                rec = {"dtype": dtype, "op": "putaxis", "a": operand(base, v), "idx": iarr(idx),
                                       "v": arr(vals), "axis": axis, "mode": mode}

                                def f(rec, base=base, v=v, idx=idx, vals=vals, axis=axis, mode=mode, n=n, rshape=rshape):
                                    b = base.copy()
                                    y = view(b, v)
                                    if not -y.ndim <= axis < y.ndim:
                                        raise np.AxisError(axis, y.ndim)
                                    if mode != "raise":
                                        np.empty(rshape)[...] = vals  # NumPy checks the values first
                                    key = (slice(None),) * (axis % y.ndim) + (resolve(idx, n, mode),)
                                    y[key] = vals
                                    rec["out"] = arr(b)
                                call(rec, f)


def along_cases(rng):
    for dtype in ["float64", "int16"]:
        for shape in [(5,), (3, 4), (2, 3, 4), (0, 3), (4, 0)]:
            for v in views(rng, shape):
                base = data(rng, shape, dtype)
                x = view(base, v)
                for axis in list(range(-1, x.ndim)) + [x.ndim]:
                    ok = -x.ndim <= axis < x.ndim
                    a = axis % x.ndim if ok else 0
                    n = x.shape[a]
                    ishapes = []
                    for _ in range(2 if ok else 1):
                        ish = list(x.shape)
                        ish[a] = int(rng.integers(1, 4))
                        for k in range(x.ndim):
                            if k != a and rng.random() < 0.4:
                                ish[k] = 1
                        ishapes.append(tuple(ish))
                    if ok and x.ndim >= 2 and rng.random() < 0.4:
                        ish = list(x.shape)
                        k = (a + 1) % x.ndim
                        ish[k] = x.shape[k] + 1
                        ishapes.append(tuple(ish))  # does not broadcast
                    if ok and rng.random() < 0.2:
                        ishapes.append((2,) * (x.ndim + 1))  # another rank
                    for ish in ishapes:
                        bad = rng.random() < 0.2
                        lo, hi = (-n, n) if not bad else (-n - 2, n + 2)
                        idx = rng.integers(lo, max(hi, lo + 1), size=ish)
                        if len(ish) == x.ndim:
                            rshape = [ish[k] if k == a or x.shape[k] == 1 else x.shape[k] for k in range(x.ndim)]
                        else:
                            rshape = list(ish)
                        for vs in value_shapes(rng, rshape, 1 + (rng.random() < 0.3)):
                            vals = data(rng, vs, dtype)
                            rec = {"dtype": dtype, "op": "along", "a": operand(base, v), "idx": iarr(idx),
                                   "v": arr(vals), "axis": axis}

                            def f(rec, base=base, v=v, idx=idx, vals=vals, axis=axis):
                                b = base.copy()
                                np.put_along_axis(view(b, v), idx, vals, axis)
                                rec["out"] = arr(b)
                            call(rec, f)


def nonzero_cases(rng):
    for dtype in ["float64", "int16", "bool"]:
        for shape in [(), (7,), (3, 4), (2, 3, 4), (0, 3), (3, 0)]:
            for v in views(rng, shape):
                for z in [0.5] + pick(rng, [0.0, 1.0], 1):
                    base = data(rng, shape, "float64", zeros=z)
                    if dtype == "float64" and base.size:
                        flat = base.reshape(-1)
                        flat[rng.random(flat.shape) < 0.1] = -0.0
                        flat[rng.random(flat.shape) < 0.1] = np.nan
                    base = base.astype(dtype)
                    x = view(base, v)
                    enc_base = {"shape": list(base.shape), "view": v,
                                "data": [int(e) for e in base.ravel()] if dtype == "bool" else [enc(e) for e in base.ravel()]}
                    for op in ["nonzero", "flatnonzero"]:
                        rec = {"dtype": dtype, "op": op, "a": enc_base}

                        def f(rec, x=x, op=op):
                            if op == "nonzero":
                                with warnings.catch_warnings():
                                    warnings.simplefilter("ignore", DeprecationWarning)  # rank 0
                                    rec["iouts"] = [iarr(r) for r in np.nonzero(x)]
                            else:
                                rec["iout"] = iarr(np.flatnonzero(x))
                        call(rec, f)


def unravel_cases(rng):
    dimsets = [(3, 4), (2, 3, 4), (7,), (), (1, 1), (3, 0), (0, 5), (5, 1, 2), (2**40, 2**40),
               (2**40, 2**40, 0), (0, 2**40, 2**40), (2**31, 2**31, 2), (3, -4)]
    for dims in dimsets:
        size = int(np.prod(dims, dtype=object))
        for order in ["C", "F"]:
            for ishape in [(), (5,), (2, 3), (0,)]:
                bad = rng.random() < 0.3
                lo, hi = (0, max(size, 1)) if not bad else (-2, max(size, 1) + 2)
                hi = min(hi, 2**62)
                idx = rng.integers(lo, hi, size=ishape)
                rec = {"op": "unravel", "idx": iarr(idx), "dims": list(dims), "order": order}

                def f(rec, idx=idx, dims=dims, order=order):
                    if any(d < 0 for d in dims):
                        rec["error"] = "shape"  # checked first here; NumPy reports the indices
                        return
                    rec["iouts"] = [iarr(r) for r in np.unravel_index(idx, dims, order=order)]
                call(rec, f)


def ravel_cases(rng):
    dimsets = [(3, 4), (2, 3, 4), (7,), (), (5, 1, 2), (3, 0), (2**40, 2**40), (2**40, 2**40, 0),
               (2**31, 2**31, 2), (3, -4)]
    cshapes = [[(3,)], [(1,), (3,)], [(2, 1), (3,)], [(2, 3)], [()], [(0,)], [(2,), (3,)]]
    for dims in dimsets:
        for order in ["C", "F"]:
            for mode in ["raise", "wrap", "clip"]:
                for cs in pick(rng, cshapes, 3):
                    shapes = [cs[k % len(cs)] for k in range(len(dims))]
                    if rng.random() < 0.15:
                        shapes = shapes[:-1] if shapes else [(2,)]  # another number of coordinates
                    coords = []
                    for k, sh in enumerate(shapes):
                        d = dims[k] if k < len(dims) else 3
                        bad = mode != "raise" or rng.random() < 0.2
                        lo, hi = (0, max(d, 1)) if not bad else (-2 * abs(d) - 2, 2 * abs(d) + 2)
                        hi = min(hi, 2**62)
                        lo = max(lo, -2**62)
                        coords.append(rng.integers(lo, hi, size=sh))
                    rec = {"op": "ravel", "coords": [iarr(c) for c in coords], "dims": list(dims),
                           "mode": mode, "order": order}

                    def f(rec, coords=coords, dims=dims, mode=mode, order=order):
                        if any(d < 0 for d in dims):
                            rec["error"] = "shape"  # checked first here; NumPy has no check
                            return
                        rec["iout"] = iarr(np.ravel_multi_index(tuple(coords), dims, mode=mode, order=order))
                    call(rec, f)


def mask_cases(rng):
    for dtype in ["float64", "int16"]:
        for shape in [(), (6,), (3, 4), (2, 3, 4), (0, 3), (3, 0)]:
            for v in views(rng, shape):
                base = data(rng, shape, dtype)
                x = view(base, v)
                mshapes = [x.shape[:k] for k in range(x.ndim + 1)]
                if x.ndim >= 1:
                    mshapes.append((x.shape[0] + 1,) + x.shape[1:2])  # does not match
                mshapes.append(x.shape + (1,))  # too many axes
                for msh in mshapes:
                    ok = len(msh) <= x.ndim and tuple(msh) == x.shape[:len(msh)]
                    for p in [0.5] + ([0.0, 1.0] if ok and rng.random() < 0.4 else []):
                        mask = rng.random(msh) < p
                        mrec = {"shape": list(mask.shape), "data": [int(e) for e in np.ravel(mask)]}
                        rec = {"dtype": dtype, "op": "maskget", "a": operand(base, v), "mask": mrec}

                        def f(rec, x=x, mask=mask):
                            rec["out"] = arr(x[mask])
                        call(rec, f)
                        count = int(np.count_nonzero(mask)) if ok else 1
                        rshape = (count,) + x.shape[len(msh):]
                        vshapes = value_shapes(rng, rshape, 1 + (rng.random() < 0.4)) if ok else [rshape]
                        if ok and len(rshape) > 1 and rng.random() < 0.5:
                            vshapes.append((count,))
                        for vs in vshapes:
                            vals = data(rng, vs, dtype)
                            rec = {"dtype": dtype, "op": "maskset", "a": operand(base, v), "mask": mrec,
                                   "v": arr(vals)}

                            def g(rec, base=base, v=v, mask=mask, vals=vals):
                                b = base.copy()
                                view(b, v)[mask] = vals
                                rec["out"] = arr(b)
                            call(rec, g)
                rec = {"dtype": dtype, "op": "maskset", "a": operand(base, v), "ro": True,
                       "mask": {"shape": [], "data": [1]}, "v": arr(data(rng, (), dtype))}

                def h(rec, base=base, v=v):
                    b = base.copy()
                    y = view(b, v)
                    y.flags.writeable = False
                    y[np.True_] = 0
                call(rec, h)


def main():
    rng = np.random.default_rng(2407)
    put_cases(rng)
    putaxis_cases(rng)
    along_cases(rng)
    nonzero_cases(rng)
    unravel_cases(rng)
    ravel_cases(rng)
    mask_cases(rng)


if __name__ == "__main__":
    main()
