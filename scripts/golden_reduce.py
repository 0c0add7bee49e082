#!/usr/bin/python3
"""Writes testdata/reduce.jsonl: NumPy's reductions of random strided views.

    /usr/bin/python3 scripts/golden_reduce.py > testdata/reduce.jsonl

Each line holds a C-contiguous base (shape, integer-valued float64 elements,
so every sum is exact), a view of it (a permutation, then a slice per axis)
and NumPy's sum, min, max and mean over all elements and along each axis
(the axis results flattened in C order).
"""
import json
import random

import numpy as np

rng = random.Random(7)
for _ in range(300):
    rank = rng.choice([1, 2, 3, 3])
    shape = [rng.randint(1, 6) for _ in range(rank)]
    size = int(np.prod(shape))
    vals = [float(rng.randint(-50, 50)) for _ in range(size)]
    a = np.array(vals).reshape(shape)
    perm = list(range(rank))
    rng.shuffle(perm)
    v = a.transpose(perm)
    slices = []
    for d in v.shape:
        step = rng.choice([1, 1, 2, -1, -2])
        slices.append(step)
    v = v[tuple(slice(None, None, s) for s in slices)]
    rec = {"shape": shape, "vals": vals, "perm": perm, "steps": slices,
           "sum": float(v.sum()), "min": float(v.min()), "max": float(v.max()), "mean": float(v.mean()),
           "axes": [{"sum": v.sum(axis=k).ravel().tolist(), "min": v.min(axis=k).ravel().tolist(),
                     "max": v.max(axis=k).ravel().tolist(), "mean": v.mean(axis=k).ravel().tolist()}
                    for k in range(rank)]}
    print(json.dumps(rec, separators=(",", ":")))
