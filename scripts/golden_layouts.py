#!/usr/bin/python3
"""Writes testdata/layouts.jsonl: NumPy's answers for random strided layouts.

Run with Debian's python3 and python3-numpy (apt-get install python3-numpy):

    /usr/bin/python3 scripts/golden_layouts.py > testdata/layouts.jsonl

Each line holds one layout (shape, strides and offset in elements) and what
NumPy says of it: C- and F-contiguity flags (relaxed rule), internal overlap
(numpy.core._multiarray_tests.internal_overlap, exact), and the address of
every element in C order (the layout is applied to arange, so values are
addresses).
"""
import json
import random

import numpy as np
from numpy.core._multiarray_tests import internal_overlap
from numpy.lib.stride_tricks import as_strided

rng = random.Random(20261121)
ITEM = np.dtype(np.int64).itemsize


def random_layout():
    rank = rng.choice([0, 1, 1, 2, 2, 3, 3, 3, 4, 4, 5])
    shape = [rng.choice([0, 1, 1, 2, 2, 3, 3, 4, 5]) if rng.random() < 0.9 else rng.randint(0, 7)
             for _ in range(rank)]
    kind = rng.random()
    if kind < 0.25:
        # contiguous in C or F order, maybe with some axes flipped
        order = rng.choice("CF")
        strides = [s // ITEM for s in np.empty(shape, order=order).strides]
        if shape and 0 not in shape:
            acc = 1
            rng_axes = range(rank - 1, -1, -1) if order == "C" else range(rank)
            strides = [0] * rank
            for k in rng_axes:
                strides[k] = acc
                acc *= shape[k]
    elif kind < 0.5:
        # contiguous then permuted
        acc = 1
        strides = [0] * rank
        for k in range(rank - 1, -1, -1):
            strides[k] = acc
            acc *= max(shape[k], 1)
        perm = list(range(rank))
        rng.shuffle(perm)
        shape = [shape[p] for p in perm]
        strides = [strides[p] for p in perm]
    else:
        strides = [rng.randint(-12, 12) for _ in range(rank)]
    if rng.random() < 0.3:
        strides = [s if rng.random() < 0.7 else -s for s in strides]
    lo = sum(s * (d - 1) for s, d in zip(strides, shape) if s < 0 and d > 0)
    offset = -lo + rng.randint(0, 3)
    return shape, strides, offset


def main():
    seen = set()
    n = 0
    while n < 3000:
        shape, strides, offset = random_layout()
        key = (tuple(shape), tuple(strides), offset)
        if key in seen:
            continue
        seen.add(key)
        hi = offset + sum(s * (d - 1) for s, d in zip(strides, shape) if s > 0 and d > 0)
        base = np.arange(hi + 1, dtype=np.int64)
        a = as_strided(base[offset:], shape=shape, strides=[s * ITEM for s in strides])
        rec = {
            "shape": shape,
            "strides": strides,
            "offset": offset,
            "c": bool(a.flags.c_contiguous),
            "f": bool(a.flags.f_contiguous),
            "overlap": bool(internal_overlap(a)),
            "addrs": [int(v) for v in a.ravel(order="C")] if a.size else [],
        }
        print(json.dumps(rec, separators=(",", ":")))
        n += 1


if __name__ == "__main__":
    main()
