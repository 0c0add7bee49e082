#!/usr/bin/python3
"""Writes testdata/overlap.jsonl: NumPy's results for writes whose
destination shares memory with the inputs.

    /usr/bin/python3 scripts/golden_overlap.py > testdata/overlap.jsonl

Each line is one case on a small int64 buffer `buf`. Views are (shape,
strides, offset) in elements, built with as_strided. Kinds:
  - "arith": np.<op>(a, b, out=dst) for op in add, subtract, multiply, where
    dst never overlaps itself and a, b may be transposed, flipped, shifted or
    broadcast views of the same buffer (b may have a lower rank);
  - "assign": dst[...] = src, src possibly overlapping and possibly with
    extra leading axes of length 1 (or, as an error case, of another length).
"want" is the whole buffer afterwards, or null when NumPy raises.
"""
import json
import random

import numpy as np
from numpy.lib.stride_tricks import as_strided

rng = random.Random(12)
L = 40


def view(buf, shape, strides, offset):
    return as_strided(buf[offset:], shape=shape, strides=[s * 8 for s in strides], writeable=True)


def addresses(shape, strides, offset):
    out = [offset]
    for d, s in zip(shape, strides):
        out = [a + i * s for a in out for i in range(d)]
    return out


def place(shape, strides):
    """Returns an offset that keeps every address in [0, L), or None."""
    lo = sum(min(0, s * (d - 1)) for d, s in zip(shape, strides))
    hi = sum(max(0, s * (d - 1)) for d, s in zip(shape, strides))
    if hi - lo >= L:
        return None
    return rng.randint(-lo, L - 1 - hi)


def rand_view(shape, allow_zero):
    for _ in range(100000):
        strides = [rng.choice([-7, -5, -3, -2, -1, 1, 2, 3, 4, 6] + ([0] if allow_zero else [])) for _ in shape]
        off = place(shape, strides)
        if off is None:
            continue
        addr = addresses(shape, strides, off)
        if not allow_zero and len(set(addr)) != len(addr):
            continue
        return strides, off
    raise RuntimeError("no view of shape %s fits" % shape)


def input_shape(shape, rank):
    s = list(shape[len(shape) - rank:])
    return [1 if rng.random() < 0.3 else d for d in s]


def related_view(dshape, dst):
    """An input view that is often exactly related to dst: dst itself, its
    transpose (square), flipped, or shifted by one element."""
    st, off = dst
    kind = rng.choice(["same", "flip", "shift", "transpose", "random", "random"])
    if kind == "same":
        return list(dshape), st, off
    if kind == "flip":
        k = rng.randrange(len(dshape))
        st2 = list(st)
        off2 = off + st[k] * (dshape[k] - 1)
        st2[k] = -st[k]
        return list(dshape), st2, off2
    if kind == "shift":
        off2 = off + rng.choice([-1, 1, 2])
        lo = off2 + sum(min(0, s * (d - 1)) for d, s in zip(dshape, st))
        hi = off2 + sum(max(0, s * (d - 1)) for d, s in zip(dshape, st))
        if lo >= 0 and hi < L:
            return list(dshape), list(st), off2
    if kind == "transpose" and len(dshape) >= 2 and dshape[-1] == dshape[-2]:
        st2 = list(st)
        st2[-1], st2[-2] = st[-2], st[-1]
        return list(dshape), st2, off
    rank = rng.randint(1, len(dshape))
    shp = input_shape(dshape, rank)
    s, o = rand_view(shp, True)
    return shp, s, o


for _ in range(400):
    rank = rng.randint(1, 3)
    if rng.random() < 0.3 and rank >= 2:
        n = rng.randint(2, 4)
        dshape = [rng.randint(1, 3) for _ in range(rank - 2)] + [n, n]
    else:
        dshape = [rng.randint(1, 4) for _ in range(rank)]
    if int(np.prod(dshape)) > 16:  # a non-overlapping dst must fit in the buffer
        continue
    dst = rand_view(dshape, False)
    base = [rng.randint(-9, 9) for _ in range(L)]
    buf = np.array(base, dtype=np.int64)
    kind = rng.choice(["arith", "arith", "arith", "assign"])
    rec = {"kind": kind, "buf": base, "dst": {"shape": dshape, "strides": dst[0], "offset": dst[1]}}
    d = view(buf, dshape, *dst)
    if kind == "arith":
        op = rng.choice(["add", "subtract", "multiply"])
        ashape, ast, aoff = related_view(dshape, dst)
        bshape, bst, boff = related_view(dshape, dst)
        rec.update(op=op, a={"shape": ashape, "strides": ast, "offset": aoff},
                   b={"shape": bshape, "strides": bst, "offset": boff})
        a = view(buf, ashape, ast, aoff)
        b = view(buf, bshape, bst, boff)
        getattr(np, op)(a, b, out=d)
        rec["want"] = buf.tolist()
    else:
        sshape, sst, soff = related_view(dshape, dst)
        extra = rng.choice([0, 0, 1, 2])
        lead = [1] * extra
        if extra and rng.random() < 0.25:
            lead[rng.randrange(extra)] = 2
        full = lead + sshape
        fst = [rng.randint(-3, 3) for _ in lead] + sst
        rec.update(src={"shape": full, "strides": fst, "offset": soff})
        s = view(buf, full, [0 if d == 1 else x for d, x in zip(full, fst)], soff)
        try:
            d[...] = s
            rec["want"] = buf.tolist()
        except ValueError:
            rec["want"] = None
    print(json.dumps(rec, separators=(",", ":")))
