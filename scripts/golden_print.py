#!/usr/bin/python3
"""Writes testdata/print.jsonl: NumPy's str() of small and large arrays.

    /usr/bin/python3 scripts/golden_print.py > testdata/print.jsonl

Each line holds a dtype ("int" or "float"), a shape, the elements in C order
and str(array) as NumPy prints it with its default options.
"""
import json
import random

import numpy as np

rng = random.Random(99)
for n in range(400):
    rank = rng.choice([0, 1, 1, 2, 2, 3, 3, 4])
    if n % 40 == 0:
        shape = rng.choice([[2000], [40, 50], [3, 20, 20], [1001], [11, 100]])
    else:
        shape = [rng.choice([0, 1, 2, 3, 4, 5, 7, 12]) for _ in range(rank)]
    size = int(np.prod(shape)) if shape else 1
    kind = rng.choice(["int", "float"])
    if kind == "int":
        scale = rng.choice([1, 10, 1000, 100000])
        vals = [rng.randint(-scale, scale) for _ in range(size)]
        a = np.array(vals, dtype=np.int64).reshape(shape)
    else:
        denom = rng.choice([1, 2, 4, 8, 10, 100])
        vals = [rng.randint(-1000, 1000) / denom for _ in range(size)]
        a = np.array(vals, dtype=np.float64).reshape(shape)
    print(json.dumps({"kind": kind, "shape": shape, "vals": vals, "str": str(a)}, separators=(",", ":")))
