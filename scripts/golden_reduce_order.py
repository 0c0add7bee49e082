#!/usr/bin/python3
"""Writes testdata/reduce_order.jsonl: NumPy's float reductions (sum, mean,
prod, var, std, min, max, argmin, argmax, cumsum, cumprod) over views of every kind -- permuted, reversed, stepped,
offset, broadcast -- over one axis, several axes and all of them, with
sizes that cross NumPy's 8192-element buffer, for the Go reductions to
match bit for bit.

    /usr/bin/python3 scripts/golden_reduce_order.py > testdata/reduce_order.jsonl

Elements are not stored: element i of a case's C-contiguous base is
    u_i = (i * 2654435761 + seed) mod 2^32
    x_i = (u_i / 2^32 - 0.5) * scale            (sums, means, variances)
    p_i = 1 + (u_i / 2^32 - 0.5) / 64            (products)
computed in float64 and rounded once to the dtype (int16 cases use
u_i mod 2001 - 1000; complex128 cases take the imaginary parts from seed
xor 0x5BD1E995), so the Go test computes identical inputs. The view
is base.transpose(perm)[slices], then broadcast to bshape when given.
Results are the hexadecimal bits of NumPy's values (float32 results as
8 digits; complex results as real and imaginary parts), in C order.
"""
import json
import warnings
import random
import struct

import numpy as np

rng = random.Random(21)
warnings.simplefilter("ignore")


def base(n, seed, dtype, scale, prod):
    if dtype == "complex128":
        re = base(n, seed, "float64", scale, prod)
        im = base(n, seed ^ 0x5BD1E995, "float64", scale, prod)
        return re + 1j * im
    i = np.arange(n, dtype=np.uint64)
    u = (i * np.uint64(2654435761) + np.uint64(seed)) % np.uint64(1 << 32)
    if dtype == "int16":
        return ((u % np.uint64(2001)).astype(np.int64) - 1000).astype(np.int16)
    f = u.astype(np.float64) / 2.0**32 - 0.5
    x = 1 + f / 64 if prod else f * scale
    return x.astype(dtype)


def hexs(a):
    a = np.asarray(a)
    out = []
    if a.dtype == np.complex128:
        return [h for v in a.ravel() for h in hexs(np.array([v.real, v.imag]))]
    for v in a.ravel():
        if a.dtype == np.float32:
            out.append("%08x" % struct.unpack("<I", struct.pack("<f", v))[0])
        else:
            out.append("%016x" % struct.unpack("<Q", struct.pack("<d", float(v)))[0])
    return out


def pick_slice(d):
    r = rng.random()
    if r < 0.3:
        return [None, None, 1]
    if r < 0.5:
        return [None, None, -1]
    step = rng.choice([1, 2, -2, 3, -1])
    a, b = sorted(rng.randint(0, d) for _ in range(2))
    if step < 0:
        return [b - 1 if b > 0 else None, a - 1 if a > 0 else None, step]
    return [a, b, step]


def shapes():
    rank = rng.choice([1, 2, 2, 3, 3, 4])
    big = rng.random() < 0.5
    s = []
    for _ in range(rank):
        s.append(rng.randint(1, 9))
    if big:
        k = rng.randrange(rank)
        s[k] = rng.randint(200, 30000 // max(1, int(np.prod(s)) // s[k]) + 200)
    return s


def view(b, shape, perm, slices, bshape):
    v = b.reshape(shape).transpose(perm)
    v = v[tuple(slice(*s) for s in slices)]
    if bshape is not None:
        v = np.broadcast_to(v, bshape)
    return v


cases = 0
while cases < 800:
    dtype = rng.choice(["float64", "float64", "float32", "float32", "int16"])
    if cases >= 700:
        dtype = "complex128"
    shape = shapes()
    n = int(np.prod(shape))
    if n > 60000:
        continue
    perm = list(range(len(shape)))
    rng.shuffle(perm)
    pshape = [shape[p] for p in perm]
    slices = [pick_slice(d) for d in pshape]
    seed = rng.randint(0, 1 << 31)
    scale = rng.choice([1.0, 1000.1, 3.7e-3])
    x = view(base(n, seed, dtype, scale, False), shape, perm, slices, None)
    bshape = None
    if rng.random() < 0.15 and x.ndim < 4:
        bshape = [rng.randint(2, 4)] + list(x.shape)
        x = np.broadcast_to(x, bshape)
    if x.size == 0:
        continue
    # Axes: one, several or all (None).
    nd = x.ndim
    choice = rng.random()
    if choice < 0.25:
        axes = None
    elif choice < 0.7:
        axes = [rng.randrange(nd)]
    else:
        axes = sorted(rng.sample(range(nd), rng.randint(1, nd)))
    ax = None if axes is None else tuple(axes)
    out_size = x.size if ax is None else int(np.prod([x.shape[k] for k in range(nd) if k not in ax]))
    if ax is None:
        out_size = 1
    if out_size > 256:
        continue
    p = None
    rec = {"dtype": dtype, "shape": shape, "seed": seed, "scale": scale, "perm": perm,
           "slices": slices, "bshape": bshape, "axes": axes}
    if dtype == "int16":
        rec["mean"] = hexs(np.mean(x, axis=ax))
    elif dtype == "complex128":
        rec["sum"] = hexs(np.sum(x, axis=ax))
        p = view(base(n, seed, dtype, scale, True), shape, perm, slices, None)
        if bshape is not None:
            p = np.broadcast_to(p, bshape)
        rec["prod"] = hexs(np.prod(p, axis=ax))
        if (ax is None or len(axes) == 1) and x.size <= 600:
            rec["cumprod"] = hexs(np.cumprod(p, axis=None if ax is None else axes[0]))
    else:
        rec["sum"] = hexs(np.sum(x, axis=ax))
        rec["mean"] = hexs(np.mean(x, axis=ax))
        p = view(base(n, seed, dtype, scale, True), shape, perm, slices, None)
        if bshape is not None:
            p = np.broadcast_to(p, bshape)
        rec["prod"] = hexs(np.prod(p, axis=ax))
        rec["min"] = hexs(np.min(x, axis=ax))
        rec["max"] = hexs(np.max(x, axis=ax))
        if ax is None or len(axes) == 1:
            k = None if ax is None else axes[0]
            rec["argmin"] = [int(v) for v in np.ravel(np.argmin(x, axis=k))]
            rec["argmax"] = [int(v) for v in np.ravel(np.argmax(x, axis=k))]
            if x.size <= 600:
                rec["cumsum"] = hexs(np.cumsum(x, axis=k))
                rec["cumprod"] = hexs(np.cumprod(p, axis=k))
        rec["var"] = [hexs(np.var(x, axis=ax, ddof=d)) for d in (0, 1)]
        rec["std"] = [hexs(np.std(x, axis=ax, ddof=d)) for d in (0, 1)]
        # np.sum(out=) into a destination laid out backwards (F order,
        # reversed) takes its strides into the axis order.
        if ax is not None and len(axes) < nd and rng.random() < 0.3:
            oshape = [x.shape[k] for k in range(nd) if k not in ax]
            o = np.zeros(oshape[::-1], dtype=x.dtype).T[tuple(slice(None, None, -1) for _ in oshape)]
            np.sum(x, axis=ax, out=o)
            rec["sum_out"] = hexs(o)
    print(json.dumps(rec, separators=(",", ":")))
    cases += 1
