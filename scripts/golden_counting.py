#!/usr/bin/python3
"""Writes testdata/counting.jsonl: NumPy 1.24's counting operations over
views of float and integer data: bincount (with and without weights,
minlength), histogram with a bin count (range from the data or given;
data on, next to and between the edges; equal elements; NaN and
infinities; float32 with bounds that float32 rounds; the calls whose
index computation NumPy refuses), histogram with explicit edges (NaN and
infinite edges, repeated edges), digitize (increasing, decreasing and NaN
bins, both sides), isin (NaN and signed zeros) and lexsort (ties, NaN,
signed zeros), and the calls NumPy rejects.

    /usr/bin/python3 scripts/golden_counting.py > testdata/counting.jsonl

Each line is one call: "op" ("bincount", "histogram", "histedges",
"digitize", "isin" or "lexsort"), "dtype", "a" (the data, {"shape",
"view", "data"} as in golden_sort.py), "b" (the second operand in the
same form: weights, edges, bins, test elements; "wdtype" the weights'
dtype), "bins", "range" ([lo, hi] as floats, or absent for range=None),
"minlength", "right", and "out" (elements in C order: counts, indices,
bools or weighted sums), "edges" (histogram's edges, as floats) or
"error" ("value", "index" or "shape": NumPy's ValueError, IndexError and
lexsort's TypeError for no key and bincount's ValueError for weights
of another length).
"""
import json
import warnings

import numpy as np
from golden_common import enc, view


def arr(base, v):
    return {"shape": list(base.shape), "view": v, "data": [enc(e) for e in base.ravel()]}


def err(e):
    if isinstance(e, IndexError):
        return "index"
    if isinstance(e, TypeError):
        return "shape"
    if isinstance(e, ValueError) and "same length" in str(e):
        return "shape"  # bincount's weights of another length
    if isinstance(e, ValueError):
        return "value"
    raise e


def call(rec, f):
    try:
        rec.update(f())
    except Exception as e:
        rec["error"] = err(e)
    print(json.dumps(rec))


def pool(rng, dtype, shape, kind="mixed"):
    """Random data of dtype and shape: floats from a small pool with
    repeats, signed zeros, NaN and infinities (kind "mixed"), finite only
    ("finite"); integers over a small or the full range."""
    n = int(np.prod(shape))
    if dtype.startswith("float"):
        choices = [0.0, -0.0, 1.0, -1.0, 2.5, 0.1, 3.0, 1e-300, -7.25, 0.3]
        if kind == "mixed":
            choices += [np.nan, np.inf, -np.inf]
        x = rng.choice(choices, size=n)
        x = np.where(rng.random(n) < 0.5, np.round(rng.standard_normal(n) * 4, 2), x)
        return x.astype(dtype).reshape(shape)
    info = np.iinfo(dtype)
    if kind == "full" and rng.random() < 0.3:
        return rng.integers(info.min, info.max, size=n, endpoint=True, dtype=dtype).reshape(shape)
    return rng.integers(max(info.min, -6), min(info.max, 9), size=n, endpoint=True, dtype=dtype).reshape(shape)


def views(rng, ndim):
    out = ["c"]
    for v in ["t", "r", "s"]:
        if (v == "t" and ndim < 2) or ndim == 0:
            continue
        if rng.random() < 0.5:
            out.append(v)
    return out


def bincount(rng):
    for dtype in ["int64", "uint8", "int32", "int16"]:
        for n in [0, 1, 5, 30, 100]:
            for v in ["c", "r", "s"]:
                if v != "c" and (n == 0 or rng.random() < 0.4):
                    continue
                hi = int(rng.choice([1, 5, 20, 60]))
                base = rng.integers(0, hi, size=n, endpoint=True).astype(dtype)
                if dtype != "uint8" and n and rng.random() < 0.15:
                    base[rng.integers(0, n)] = -int(rng.integers(1, 4))
                x = view(base, v)
                for minlength in [0, int(rng.integers(1, 80)), -1 if rng.random() < 0.1 else 3]:
                    rec = {"op": "bincount", "dtype": dtype, "a": arr(base, v), "minlength": minlength}
                    call(rec, lambda: {"out": [int(e) for e in np.bincount(x, minlength=minlength)]})
                    for wdtype in ["float64", "float32", "int64"]:
                        if rng.random() < 0.5:
                            continue
                        m = len(x) if rng.random() < 0.9 else len(x) + int(rng.integers(1, 3))
                        if wdtype.startswith("float"):
                            w = rng.choice([1e16, -1e16, 0.1, 1.0, 3.3, -2.5, 1e-3, 7e15], size=m)
                            w = np.where(rng.random(m) < 0.5, rng.standard_normal(m), w).astype(wdtype)
                        else:
                            w = rng.integers(-(2**60), 2**60, size=m, dtype=np.int64)
                        wv = "c" if v != "r" else "r"
                        ww = view(w, wv)
                        rec = {"op": "bincount", "dtype": dtype, "a": arr(base, v), "minlength": minlength,
                               "wdtype": wdtype, "b": arr(w, wv)}
                        call(rec, lambda: {"out": [enc(float(e)) for e in
                                                   np.bincount(x, weights=ww, minlength=minlength)]})


def edgy(rng, dtype, bins):
    """Finite data that puts elements on NumPy's edges for bins and next
    to them: the edges of a random range, their float neighbours, and
    random values between."""
    lo = float(np.round(rng.standard_normal() * 10, int(rng.integers(0, 4))))
    hi = lo + float(rng.choice([1e-3, 0.1, 1.0, 7.0, 100.0, 1e6]) * rng.random()) + 1e-6
    if dtype.startswith("float"):
        e = np.linspace(lo, hi, bins + 1, dtype=dtype)
        t = np.dtype(dtype).type
        near = np.concatenate([np.nextafter(e, t(np.inf)), np.nextafter(e, t(-np.inf))])
        mid = (lo + (hi - lo) * rng.random(6)).astype(dtype)
        x = np.concatenate([e, near[(near >= e[0]) & (near <= e[-1])], mid])
    else:
        x = rng.integers(-20, 40, size=12).astype(dtype)
    return rng.permutation(x), (lo, hi)


def coarse(rng, dtype):
    """Data a few units in the last place apart, where bins are narrower
    than the spacing of the floats, so that many edges coincide and the
    rounding of the bin index decides the bin."""
    if not dtype.startswith("float"):
        return rng.integers(-3, 3, size=9).astype(dtype), None
    t = np.dtype(dtype).type
    lo = t(2.0 ** (24 if dtype == "float32" else 53) * float(rng.choice([1.0, 1.25, 3.0])))
    ulp = np.spacing(lo)
    x = (lo + ulp * rng.integers(0, 9, size=12).astype(dtype)).astype(dtype)
    return x, (float(lo) - float(ulp) * 0.3, float(lo) + float(ulp) * 6.7)


def histogram(rng):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with np.errstate(all="ignore"):
            histogram_cases(rng)


def histogram_cases(rng):
    for dtype in ["float64", "float32", "int64", "int8", "uint16", "int32"]:
        for shape in [(), (0,), (1,), (7,), (50,), (3, 4), (4, 6, 2), (300,), "edgy", "equal", "coarse"]:
            for kind in ["finite", "mixed"]:
                if kind == "mixed" and not dtype.startswith("float"):
                    continue
                bins = int(rng.choice([1, 2, 3, 4, 5, 7, 10, 13, 50, 100, 256]))
                bounds = None
                if shape == "edgy":
                    base, bounds = edgy(rng, dtype, bins)
                    if kind == "mixed":
                        base = np.concatenate([base, np.array([np.nan, np.inf], dtype)])
                elif shape == "coarse":
                    base, bounds = coarse(rng, dtype)
                elif shape == "equal":
                    base = np.full(int(rng.integers(1, 6)), pool(rng, dtype, (1,), "finite")[0])
                else:
                    base = pool(rng, dtype, shape, kind if dtype.startswith("float") else "full")
                for v in views(rng, base.ndim):
                    x = view(base, v)
                    ranges = [None]
                    if rng.random() < 0.7:
                        lo = float(np.round(rng.standard_normal() * 3, 1))
                        ranges.append((lo, lo + float(rng.choice([0.0, 0.1, 1.0, 5.5, 20.0]))))
                    if bounds is not None:
                        ranges.append(bounds)  # float64 bounds that float32 rounds
                    if x.size and rng.random() < 0.3:
                        f = x[np.isfinite(x)] if dtype.startswith("float") else x
                        if f.size:
                            ranges.append((float(np.min(f)), float(np.max(f))))
                    for r in ranges:
                        rec = {"op": "histogram", "dtype": dtype, "a": arr(base, v), "bins": bins}
                        if r is not None:
                            rec["range"] = [enc(r[0]), enc(r[1])]
                        call(rec, lambda: hist(x, bins, r))
    # Float32 data against bounds that float32 rounds, and the calls whose
    # index computation NumPy refuses (IndexError from a NaN or overflowing
    # index, ValueError from a negative one).
    f1 = np.float32(0.1)
    special = [
        ("float32", np.array([f1, 0.5, np.nextafter(f1, np.float32(1)), 0.3], np.float32), 4, (0.1000000020, 0.5)),
        ("float32", np.array([f1, 0.5, 0.2], np.float32), 3, (0.1000000020, 1e39)),
        ("float32", np.array([f1, 0.5, 0.2, 2e38], np.float32), 3, (0.0, 1e39)),
        ("float32", np.array([0.0, -0.0, 1e-30], np.float32), 2, (0.0, 1e-300)),
        ("float32", np.array([3.402e38, 3.402e38], np.float32), 3, None),
        ("float32", np.array([1.0, 16777216.0, 16777217.0], np.float32), 5, None),
        ("float32", np.array([16777216.0] * 3, np.float32), 5, None),
        ("float32", np.array([0.0, 1e-45, 3e-45, 1e-44], np.float32), 10, None),
        ("float32", np.array([0.0, 1e-45, 3e-45, 1e-44], np.float32), 10, (0.0, 1e-44)),
        ("float32", np.array([0.5, 0.25, 1.0], np.float32), 3, (0.25, 1e-30 + 0.25)),
        ("float64", np.array([-1e308, 1e308]), 3, None),
        ("float64", np.array([0.0, 1.0]), 3, (-1e308, 1e308)),
        ("float64", np.array([0.0, 1.0, 2.0]), 4, (1.0, 0.0)),
        ("float64", np.array([0.0, 1.0, 2.0]), 4, (0.0, np.inf)),
        ("float64", np.array([0.0, 1.0, 2.0]), 4, (np.nan, 1.0)),
        ("float64", np.array([0.0, 1.0, 2.0]), 0, None),
        ("float64", np.array([0.0, 1.0, 2.0]), -3, (0.0, 1.0)),
        ("float64", np.array([5e-324, 1e-323, 0.0]), 7, None),
        ("float64", np.array([1e300, -1e300, 0.0]), 7, None),
        ("int64", np.array([-(2**62), 2**62, 2**53 + 1, 3], np.int64), 9, None),
        ("int64", np.array([2**53 + 1, 2**53], np.int64), 2, None),
        ("int8", np.array([-128, 127, 0], np.int8), 255, None),
        ("int8", np.array([2, 3, 4], np.int8), 3, (2.0009, 4.0)),
        ("uint16", np.array([65535, 0, 7], np.uint16), 6, (0.5, 65535.5)),
    ]
    # Consecutive floats with more bins than floats between them: many
    # edges coincide, and whether NumPy multiplies in float32 decides the
    # bins. The float32 cases are the ones where it does (found with a
    # copy of NumPy's fast path that multiplies in float64 instead).
    picked = 0
    for i in range(3000):
        dtype = "float32" if picked < 10 else "float64"
        t = np.dtype(dtype).type
        lo = t(2.0 ** int(rng.integers(-3, 30)) * float(rng.choice([1.0, 1.25, 1.5, 3.0])))
        k = int(rng.integers(1, 40))
        base = (lo + np.spacing(lo) * np.arange(k + 1).astype(dtype)).astype(dtype)
        bins = int(rng.integers(2, 300))
        r = (float(base[0]), float(base[-1]))
        if dtype == "float32":
            if (fast32(base, bins, r, True) == fast32(base, bins, r, False)).all():
                continue
            picked += 1
        special.append((dtype, base, bins, None))
        special.append((dtype, base, bins, r))
        if picked >= 10 and dtype == "float64" and len(special) > 60:
            break
    for dtype, base, bins, r in special:
        rec = {"op": "histogram", "dtype": dtype, "a": arr(base, "c"), "bins": bins}
        if r is not None:
            rec["range"] = [enc(r[0]), enc(r[1])]
        call(rec, lambda: hist(base, bins, r))


def fast32(a, bins, r, mul32):
    """NumPy 1.24's fast path for float32 data a over the range r, with
    the product of the differences and norm in float32 (as NumPy computes
    it) or in float64."""
    lo, hi = r
    e = np.linspace(lo, hi, bins + 1).astype(np.float32)
    norm = bins / (hi - lo)
    a = a[(a >= np.float32(lo)) & (a <= np.float32(hi))]
    d = a - np.float32(lo)
    f = d * np.float32(norm) if mul32 else d.astype(np.float64) * norm
    i = f.astype(np.intp)
    i[i == bins] -= 1
    i[a < e[i]] -= 1
    i[(a >= e[i + 1]) & (i != bins - 1)] += 1
    return np.bincount(i, minlength=bins)


def hist(x, bins, r):
    n, e = np.histogram(x, bins, range=r)
    return {"out": [int(c) for c in n], "edges": [enc(float(v)) for v in e]}


def histedges(rng):
    edge_sets = [
        [0.0, 1.0, 2.0, 3.0], [-1.0, 0.0, 0.0, 2.5], [-np.inf, 0.0, np.inf], [0.0, 1.0, np.nan],
        [0.0, np.nan, 1.0], [np.nan, 0.0, 1.0], [1.0], [], [3.0, 2.0, 1.0], [0.0, -0.0, 1.0],
        [-7.25, -1.0, 0.1, 0.3, 2.5, 3.0], [1.0, 1.0, 1.0], [-5.0, 5.0], [0.0, 2.0, 1.0, 3.0],
    ]
    for dtype in ["float64", "float32", "int64", "int16"]:
        for shape in [(0,), (1,), (9,), (40,), (3, 4), (2, 3, 5)]:
            base = pool(rng, dtype, shape)
            for v in views(rng, base.ndim):
                x = view(base, v)
                picks = rng.choice(len(edge_sets), size=4, replace=False)
                for k in picks:
                    eb = np.array(edge_sets[k], dtype=np.float64)
                    ev = "c"
                    if len(eb) > 1 and rng.random() < 0.3:
                        eb, ev = eb[::-1].copy(), "r"  # the reversed view is the set
                    elif len(eb) > 1 and rng.random() < 0.2:
                        eb, ev = np.ravel(np.column_stack([eb, np.full(len(eb), 99.0)])), "s"
                    e = view(eb, ev)
                    rec = {"op": "histedges", "dtype": dtype, "a": arr(base, v), "b": arr(eb, ev)}
                    call(rec, lambda: {"out": [int(c) for c in np.histogram(x, bins=e)[0]]})


def digitize(rng):
    bin_sets = [
        [0.0, 1.0, 2.5, 3.0], [3.0, 2.5, 1.0, 0.0], [0.0, 0.0, 1.0, 1.0, 2.5], [2.5, 2.5, 0.0],
        [-1.0, 0.1, np.nan], [np.nan, 1.0, -1.0], [1.0, np.nan, 2.0], [2.0, 1.0, np.nan],
        [0.0, np.nan, 1.0], [np.nan, np.nan], [1.0], [], [0.0, 2.0, 1.0], [-np.inf, 0.0, np.inf],
        [1.0, 1.0], [-0.0, 0.0, 3.0], [5.0, -7.25, -7.25, -8.0],
    ]
    for dtype in ["float64", "float32", "int64", "int16"]:
        for shape in [(), (0,), (7,), (3, 4), (2, 2, 5)]:
            base = pool(rng, dtype, shape)
            for v in views(rng, base.ndim):
                x = view(base, v)
                for k in rng.choice(len(bin_sets), size=5, replace=False):
                    bs = bin_sets[k]
                    if not dtype.startswith("float"):
                        if any(np.isnan(bs)) or any(np.isinf(bs)):
                            continue
                        bs = [int(np.floor(b)) for b in bs]
                    bb = np.array(bs, dtype=dtype)
                    bv = "c"
                    if len(bb) > 1 and rng.random() < 0.3:
                        bb, bv = bb[::-1].copy(), "r"
                    for right in [False, True]:
                        b = view(bb, bv)
                        rec = {"op": "digitize", "dtype": dtype, "a": arr(base, v), "b": arr(bb, bv), "right": right}
                        call(rec, lambda: {"out": [int(e) for e in np.ravel(np.digitize(x, b, right=right))]})


def isin(rng):
    for dtype in ["float64", "float32", "int64", "uint8"]:
        for shape in [(), (0,), (5,), (3, 4), (2, 3, 4), (60,)]:
            base = pool(rng, dtype, shape)
            for v in views(rng, base.ndim):
                x = view(base, v)
                for tshape in [(0,), (1,), (3,), (40,), (2, 5)]:
                    if rng.random() < 0.4:
                        continue
                    tb = pool(rng, dtype, tshape)
                    tv = views(rng, len(tshape))[-1]
                    t = view(tb, tv)
                    rec = {"op": "isin", "dtype": dtype, "a": arr(base, v), "b": arr(tb, tv)}
                    call(rec, lambda: {"out": [bool(e) for e in np.ravel(np.isin(x, t))]})


def lexsort(rng):
    for dtype in ["float64", "float32", "int32", "uint8"]:
        for k in [0, 1, 2, 3]:
            for n in [0, 1, 5, 33, 70]:
                if k == 0 and n > 5:
                    continue
                for v in ["c", "t", "r", "s"]:
                    if v != "c" and rng.random() < 0.5:
                        continue
                    m = 2 * n if v == "s" else n
                    shape = (m, k) if v == "t" else (k, m)
                    base = pool(rng, dtype, shape)
                    if dtype.startswith("float"):
                        base = np.where(rng.random(shape) < 0.5, rng.choice([0.0, -0.0, np.nan, 1.0], size=shape),
                                        base).astype(dtype)
                    x = view(base, v)
                    rec = {"op": "lexsort", "dtype": dtype, "a": arr(base, v)}
                    call(rec, lambda: {"out": [int(e) for e in np.lexsort(x)]})


def main():
    rng = np.random.default_rng(2411)
    bincount(rng)
    histogram(rng)
    histedges(rng)
    digitize(rng)
    isin(rng)
    lexsort(rng)


if __name__ == "__main__":
    main()
