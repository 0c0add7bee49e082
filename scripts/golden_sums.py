#!/usr/bin/python3
"""Writes testdata/sums.jsonl: NumPy's sums and means of every integer type
and of float32/float64, for the Go reductions to match exactly.

    /usr/bin/python3 scripts/golden_sums.py > testdata/sums.jsonl

Elements are not stored: element i of a case is
    x_i = ((i * 2654435761 + seed) mod 2^32) mod min(hi - lo + 1, 2^32) + lo
for integer types, and for floats the same integer u_i divided by 2^32
minus 0.5, times scale (exact in float64, rounded once to float32), so
the Go test computes identical inputs. Integer sums are written as
decimal strings (NumPy's int64/uint64 totals, exact); floats as repr.
"""
import json
import random

import numpy as np

rng = random.Random(4)


def ints(n, seed, lo, hi):
    i = np.arange(n, dtype=np.uint64)
    u = (i * np.uint64(2654435761) + np.uint64(seed)) % np.uint64(1 << 32)
    m = min(hi - lo + 1, 1 << 32)
    return (u % np.uint64(m)).astype(object) + lo


def floats(n, seed, scale, dtype):
    i = np.arange(n, dtype=np.uint64)
    u = (i * np.uint64(2654435761) + np.uint64(seed)) % np.uint64(1 << 32)
    x = (u.astype(np.float64) / 2.0**32 - 0.5) * scale
    return x.astype(dtype)


INT_TYPES = ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"]
for dt in INT_TYPES:
    info = np.iinfo(dt)
    for _ in range(12):
        rank = rng.choice([1, 2, 3])
        shape = [rng.randint(1, 12) for _ in range(rank)]
        if rank == 1 and rng.random() < 0.5:
            shape[0] = rng.randint(200, 30000)
        n = int(np.prod(shape))
        seed = rng.randint(0, 1 << 31)
        if rng.random() < 0.4:
            lo, hi = int(info.min), int(info.max)
        else:
            lo, hi = max(int(info.min), -3), min(int(info.max), 5)
        a = np.array(ints(n, seed, lo, hi).tolist(), dtype=dt).reshape(shape)
        rec = {"dtype": dt, "shape": shape, "seed": seed, "lo": lo, "hi": hi,
               "sum": str(int(a.sum())), "mean": repr(float(a.mean())),
               "axes": [{"sum": [str(int(v)) for v in a.sum(axis=k).ravel()],
                         "mean": [repr(float(v)) for v in a.mean(axis=k).ravel()]} for k in range(rank)]}
        print(json.dumps(rec, separators=(",", ":")))
    # 200 ones: NumPy's total is 200, whatever the type.
    a = np.ones(200, dtype=dt)
    print(json.dumps({"dtype": dt, "shape": [200], "seed": 0, "lo": 1, "hi": 1, "sum": str(int(a.sum())),
                      "mean": repr(float(a.mean())), "axes": [{"sum": [str(int(a.sum()))], "mean": [repr(float(a.mean()))]}]},
                     separators=(",", ":")))

sizes = [1, 5, 7, 8, 9, 15, 16, 17, 100, 127, 128, 129, 255, 256, 1000, 4097, 8191, 8192, 8193,
         16384, 20000, 65536, 100003, 1 << 20, 3000017]
for dt in ["float32", "float64"]:
    for n in sizes:
        for _ in range(2):
            seed = rng.randint(0, 1 << 31)
            scale = rng.choice([1.0, 1e3, 1e-3, 7.5])
            a = floats(n, seed, scale, dt)
            rec = {"dtype": dt, "shape": [n], "seed": seed, "scale": scale, "sum": repr(float(a.sum())),
                   "mean": repr(float(a.mean()))}
            if n % 100 == 0 or n == 4097:
                # A C-contiguous rank-2 view: sums along each axis (null
                # where the result would be large).
                r = 4 if n % 4 == 0 else 1
                m = a.reshape(r, n // r)
                rec["shape"] = [r, n // r]
                rec["axes"] = [{"sum": [repr(float(v)) for v in m.sum(axis=k).ravel()],
                                "mean": [repr(float(v)) for v in m.mean(axis=k).ravel()]}
                               if m.size // m.shape[k] <= 300 else None for k in range(2)]
            print(json.dumps(rec, separators=(",", ":")))
