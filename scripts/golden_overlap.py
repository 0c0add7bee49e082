#!/usr/bin/python3
"""Writes testdata/overlap.jsonl: NumPy's results for writes whose
destination shares memory with the inputs, and np.shares_memory's answers
under small work caps.

    /usr/bin/python3 scripts/golden_overlap.py > testdata/overlap.jsonl

Each line is one case. Views are (shape, strides, offset) in elements. The
write cases are on a small int64 buffer `buf`, with views built with
as_strided. Kinds:
  - "arith": np.<op>(a, b, out=dst) for op in add, subtract, multiply, where
    dst never overlaps itself and a, b may be transposed, flipped, shifted or
    broadcast views of the same buffer (b may have a lower rank);
  - "assign": dst[...] = src, src possibly overlapping and possibly with
    extra leading axes of length 1 (or, as an error case, of another length);
  - "shares": np.shares_memory(a, b, max_work=w) for several w, on a zeroed
    buffer of item size "itemsize" (see the end of the script).
For "arith" and "assign", "want" is the whole buffer afterwards, or null
when NumPy raises.
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


# Kind "shares": np.shares_memory(a, b, max_work=w) for views a, b of one
# buffer of item size "itemsize", for every w in "max_work"; "answers" holds
# NumPy's answer for each w: "True", "False" or "TooHard" (TooHardError).
# max_work -1 is NumPy's exact search without a cap. The views are basic
# slices (steps of both signs, integer indices, transposes) of reshapes of
# the buffer, or as_strided views with larger strides of both signs, whose
# problems need more work.
srng = random.Random(21)
SL = 2048
WORK = [1, 2, 3, 5, 8, 13, 20, 50, 100, 1000, -1]
DTYPES = [np.int8, np.int16, np.int32, np.int64]


def describe(buf, v):
    size = buf.itemsize
    assert isinstance(v, np.ndarray) and v.base is not None
    off = v.__array_interface__["data"][0] - buf.__array_interface__["data"][0]
    assert 0 <= off < buf.nbytes and off % size == 0 and all(s % size == 0 for s in v.strides)
    return {"shape": list(v.shape), "strides": [s // size for s in v.strides], "offset": off // size}


def rand_item(d):
    if srng.random() < 0.15:
        return srng.randrange(d)
    step = srng.choice([1, 1, 2, 3, -1, -2, -3])
    start = srng.choice([None, srng.randint(-d, d)])
    stop = srng.choice([None, srng.randint(-d, d)])
    return slice(start, stop, step)


def sliced_view(parent):
    v = parent[tuple(rand_item(d) for d in parent.shape) + (Ellipsis,)]  # a view even when every item is an index
    if v.ndim >= 2 and srng.random() < 0.4:
        axes = list(range(v.ndim))
        srng.shuffle(axes)
        v = v.transpose(axes)
    return v


def sliced_pair(buf):
    rank = srng.randint(1, 3)
    pshape = [srng.randint(2, 7) for _ in range(rank)]
    n = int(np.prod(pshape))
    start = srng.randrange(SL - n + 1)
    parent = buf[start:start + n].reshape(pshape)
    other = parent
    if srng.random() < 0.3:  # another reshape of an overlapping stretch
        qshape = [srng.randint(2, 7) for _ in range(srng.randint(1, 3))]
        m = int(np.prod(qshape))
        s2 = min(max(0, start + srng.randint(-m, n)), SL - m)
        other = buf[s2:s2 + m].reshape(qshape)
    return sliced_view(parent), sliced_view(other)


def strided_view(buf, center):
    rank = srng.randint(1, 4)
    for _ in range(1000):
        shape = [srng.randint(1, 9) for _ in range(rank)]
        st = [srng.choice([1, 2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 64, 97, 101])
              * srng.choice([1, -1]) for _ in range(rank)]
        lo = sum(min(0, s * (d - 1)) for d, s in zip(shape, st))
        hi = sum(max(0, s * (d - 1)) for d, s in zip(shape, st))
        off = center + srng.randint(-(hi - lo), hi - lo) // 2 - (lo + hi) // 2
        if off + lo >= 0 and off + hi < SL:
            return as_strided(buf[off:], shape=shape, strides=[s * buf.itemsize for s in st])
    raise RuntimeError("no strided view fits")


def answer(a, b, w):
    try:
        return str(bool(np.shares_memory(a, b, max_work=w)))
    except np.core._exceptions.TooHardError:
        return "TooHard"


def shares_rec(buf, a, b):
    return {"kind": "shares", "itemsize": buf.itemsize, "a": describe(buf, a), "b": describe(buf, b),
            "max_work": WORK, "answers": [answer(a, b, w) for w in WORK]}


# The case of issue 21: y[:, 0:3] and y[:, 3:6] of an int16 array (2, 6).
ybuf = np.zeros(SL, dtype=np.int16)
y = ybuf[:12].reshape(2, 6)
print(json.dumps(shares_rec(ybuf, y[:, 0:3], y[:, 3:6]), separators=(",", ":")))
for i in range(600):
    buf = np.zeros(SL, dtype=srng.choice(DTYPES))
    if i % 2 == 0:
        a, b = sliced_pair(buf)
    else:
        center = srng.randrange(SL)
        a, b = strided_view(buf, center), strided_view(buf, center)
    print(json.dumps(shares_rec(buf, a, b), separators=(",", ":")))
