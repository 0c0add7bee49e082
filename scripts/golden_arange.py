#!/usr/bin/python3
"""Writes testdata/arange.jsonl: np.arange(start, stop, step, dtype=...) for
every integer and float type, edge cases first, then random ones.

    /usr/bin/python3 scripts/golden_arange.py > testdata/arange.jsonl

Values are repr strings (exact for floats; "nan"/"inf" survive JSON);
"want" is null where NumPy raises (the Go side must return an error).
Cases whose length would exceed 512 store only the length.
"""
import json
import random
import warnings

import numpy as np

warnings.simplefilter("ignore")
rng = random.Random(3)
INTS = ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"]
FLOATS = ["float32", "float64"]
cases = [
    ("int8", -100, 100, 1), ("int8", -128, 127, 50), ("int8", 127, -128, -1), ("int8", -128, 127, 127),
    ("int8", 100, 127, 100), ("uint8", 0, 255, 7), ("uint8", 250, 255, 3), ("int16", -32768, 32767, 4000),
    ("int64", -(1 << 63), (1 << 63) - 1, 1 << 61), ("uint64", 0, (1 << 64) - 1, 1 << 62),
    ("int32", 5, 5, 1), ("int32", 5, 0, 1), ("int32", 0, 5, -1), ("int32", 10, -10, -3),
    ("float64", 0, 10, float("inf")), ("float64", 0, -10, float("inf")), ("float64", 0, 10, float("-inf")),
    ("float64", 0, -10, float("-inf")), ("float64", 0, 1e-300, 1e300), ("float64", 0, -1e-300, 1e300),
    ("float64", 0, 1, 0.1), ("float64", 1, 0, -0.1), ("float64", 0.5, 3.25, 0.25), ("float32", 0, 1, 0.1),
    ("float32", -1, 1, 0.3), ("float64", 0, float("nan"), 1), ("float64", float("nan"), 1, 1),
    ("float64", 0, 1, float("nan")), ("float64", 0, float("inf"), 1), ("float64", float("-inf"), 0, 1),
    ("float64", 5, 5, 0.5), ("float32", 1e-45, 1, 1e38), ("float64", -0.0, 1, 0.5),
]
for _ in range(150):
    dt = rng.choice(INTS + FLOATS)
    if dt in INTS:
        info = np.iinfo(dt)
        a, b = rng.randint(int(info.min), int(info.max)), rng.randint(int(info.min), int(info.max))
        span = abs(b - a) + 1
        step = rng.choice([1, 2, 3, 7]) * max(1, span // rng.choice([5, 50, 500, 4000]))
        if info.min < 0 and rng.random() < 0.5:
            step = -step
        step = max(min(step, int(info.max)), int(info.min) + 1 if info.min < 0 else 1)
        cases.append((dt, a, b, step))
    else:
        a, b = rng.uniform(-100, 100), rng.uniform(-100, 100)
        step = rng.choice([1, -1]) * rng.choice([0.1, 0.3, 1.7, 2.5, 13.0])
        if dt == "float32":
            a, b, step = float(np.float32(a)), float(np.float32(b)), float(np.float32(step))
        cases.append((dt, a, b, step))
for dt, a, b, s in cases:
    rec = {"dtype": dt, "start": repr(a), "stop": repr(b), "step": repr(s)}
    try:
        if dt in FLOATS:
            a, b, s = getattr(np, dt)(a), getattr(np, dt)(b), getattr(np, dt)(s)
            r = np.arange(float(a), float(b), float(s), dtype=dt)
        else:
            r = np.arange(a, b, s, dtype=dt)
        rec["len"] = len(r)
        rec["want"] = [repr(int(v)) if dt in INTS else repr(float(v)) for v in r] if len(r) <= 512 else None
    except (ValueError, OverflowError, ZeroDivisionError):
        rec["len"] = -1
        rec["want"] = None
    print(json.dumps(rec, separators=(",", ":")))
