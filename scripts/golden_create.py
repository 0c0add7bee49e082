#!/usr/bin/python3
"""Writes testdata/create.jsonl: NumPy's linspace and zeros_like.

    /usr/bin/python3 scripts/golden_create.py > testdata/create.jsonl

"linspace" lines: np.linspace(start, stop, num, endpoint, dtype) values as
repr strings. "like" lines: a strided view of a float64 array (shape,
element strides) and the element strides of np.zeros_like(view) ("like"), whose
default order='K' keeps the view's memory order.
"""
import json
import random

import numpy as np

rng = random.Random(14)
cases = [(0.0, 1.0, 5, True), (0.0, 1.0, 5, False), (1.0, 1.0, 3, True), (2.0, 3.0, 1, True),
         (2.0, 3.0, 1, False), (0.0, 1.0, 0, True), (-1.0, 1.0, 2, True), (0.0, 1e-320, 4, True),
         (10.0, -10.0, 7, True), (0.1, 0.7, 13, False)]
for _ in range(120):
    cases.append((rng.uniform(-100, 100), rng.uniform(-100, 100), rng.randint(0, 60), rng.random() < 0.7))
for start, stop, num, endpoint in cases:
    for dt in ["float64", "float32"]:
        y = np.linspace(start, stop, num, endpoint=endpoint, dtype=dt)
        print(json.dumps({"kind": "linspace", "dtype": dt, "start": repr(start), "stop": repr(stop),
                          "num": num, "endpoint": endpoint, "want": [repr(float(v)) for v in y]},
                         separators=(",", ":")))
for _ in range(300):
    rank = rng.randint(1, 4)
    shape = [rng.randint(1, 4) for _ in range(rank)]
    base = np.zeros(shape)
    v = base.transpose(rng.sample(range(rank), rank))
    v = v[tuple(slice(None, None, rng.choice([1, 1, -1, 2])) for _ in range(rank))]
    like = np.zeros_like(v)
    print(json.dumps({"kind": "like", "shape": list(v.shape), "strides": [s // 8 for s in v.strides],
                      "like": [s // 8 for s in like.strides]}, separators=(",", ":")))
