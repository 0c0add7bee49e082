#!/usr/bin/python3
"""Writes testdata/print.jsonl: NumPy's str() of small and large arrays.

    /usr/bin/python3 scripts/golden_print.py > testdata/print.jsonl

Each line holds a dtype ("kind"), a shape and str(array) as NumPy prints it
with its default options. The "int" and "float" (float64) lines list the
elements in C order as "vals". The "float32", "complex64" and "complex128"
lines list them as "reprs": Python's repr of each float, or of the real and
then the imaginary part of each complex number, so that nan, inf and -0.0
survive JSON. These lines may print a view rather than the array itself:
"items" slices each axis (start, stop, step, as the view goldens encode
them) and "transpose" then reverses the axes.

Array values stay where NumPy keeps positional notation (nonzero finite
magnitudes in [1e-4, 1e8), largest at most 1000 times the smallest, for the
real and imaginary parts separately): the Go package never uses exponent
notation for arrays.
"""
import json
import math
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

# float32 and complex cases, from their own generator so that the lines
# above stay as they were.
rng = random.Random(7)
DTYPES = {"float32": np.float32, "complex64": np.complex64, "complex128": np.complex128}
SPECIAL = [math.nan, math.inf, -math.inf, -0.0, 0.0]


def part_gen():
    """Returns a function drawing one real or imaginary part: a decade, a
    style of value and how often a special value appears."""
    lo = rng.choice([-4, -3, -2, -1, 0, 1, 2, 3, 4, 5])
    digits = rng.choice([0, 1, 2, 3, 5, 7, 9])
    special = rng.choice([0, 0, 0.05, 0.2, 0.5, 1])

    def draw():
        if rng.random() < special:
            return rng.choice(SPECIAL)
        m = 10.0 ** (lo + rng.random() * 2.9)
        if rng.random() < 0.5:
            m = round(m, max(digits - lo, 0))
        else:
            m = rng.choice([0.1, 0.5, 1, 1.30014, 2.5, 7, 123.456, 0.25]) * 10.0 ** lo
        return m if rng.random() < 0.6 else -m

    return draw


def positional(parts):
    """Reports whether NumPy prints the parts without exponent notation."""
    mags = [abs(float(x)) for x in parts if math.isfinite(x) and x != 0]
    return not mags or (min(mags) >= 1e-4 and max(mags) < 1e8 and max(mags) / min(mags) <= 1000)


def rand_slice(d):
    step = rng.choice([1, 1, 2, -1, -1, -2, 3])
    bound = lambda: rng.choice([None, None, rng.randint(-d - 1, d + 1)])
    return {"t": "s", "start": bound(), "stop": bound(), "step": step}


def view(a, items, transpose):
    v = a[tuple(slice(it["start"], it["stop"], it["step"]) for it in items)]
    return v.T if transpose else v


def reprs(a):
    out = []
    for x in a.reshape(-1).tolist():
        if isinstance(x, complex):
            out += [repr(x.real), repr(x.imag)]
        else:
            out.append(repr(x))
    return out


count = 0
while count < 300:
    kind = rng.choice(list(DTYPES))
    big = count % 25 == 0
    if big:
        shape = rng.choice([[1001], [2, 600], [40, 30], [3, 20, 20], [11, 100]])
    else:
        rank = rng.choice([0, 1, 1, 2, 2, 3, 3])
        shape = [rng.choice([1, 2, 3, 4, 5, 7]) for _ in range(rank)]
        if rng.random() < 0.02:
            shape = shape + [0]
    size = int(np.prod(shape)) if shape else 1
    re, im = part_gen(), part_gen()
    if kind == "float32":
        vals = [re() for _ in range(size)]
    else:
        vals = [complex(re(), im()) for _ in range(size)]
    a = np.array(vals, dtype=DTYPES[kind]).reshape(shape)
    items, transpose = [], False
    if shape and rng.random() < 0.5:
        # Summarised arrays are flipped rather than sliced, to stay large.
        items = [{"t": "s", "start": None, "stop": None, "step": rng.choice([1, -1])} if big
                 else rand_slice(d) for d in shape]
        transpose = rng.random() < 0.5
    v = view(a, items, transpose)
    if v.size == 0 and a.size != 0:
        continue
    if kind == "float32":
        ok = positional(v.reshape(-1).tolist())
    else:
        ok = positional(v.real.reshape(-1).tolist()) and positional(v.imag.reshape(-1).tolist())
    if v.ndim == 0:
        # 0-d arrays print as the scalar's repr, which has its own exponent
        # thresholds; keep them positional too.
        ok = ok and all(x == 0 or not math.isfinite(x) or 1e-4 <= abs(x) < 1e16
                        for x in (v.real.item(), v.imag.item()))
    if not ok:
        continue
    s = str(v)
    assert "e" not in s, s
    rec = {"kind": kind, "shape": shape, "reprs": reprs(a), "str": s}
    if items:
        rec["items"] = items
        rec["transpose"] = transpose
    print(json.dumps(rec, separators=(",", ":")))
    count += 1

# Fixed cases from the NumPy documentation and the corners of the format.
FIXED = [
    ("float32", [0.1, 1.30014, 2.5]),
    ("float32", [1.0, 2.0, math.nan]),
    ("float32", [-math.inf, 1.5]),
    ("float32", [math.nan, math.inf]),
    ("float32", [-0.0, 0.0]),
    ("float32", [16777217.0, 65536.5, -20000.125]),
    ("complex128", [1 + 2j, 3.5 - 4j]),
    ("complex128", [1 + 2j, 3.5 - 4j, complex(math.nan, math.inf), complex(-0.0, -0.0)]),
    ("complex128", [complex(math.nan, math.nan), complex(math.inf, -math.inf)]),
    ("complex128", [complex(0.0, 0.0), complex(-0.0, 0.0), complex(0.0, -0.0)]),
    ("complex128", [complex(123.25, 0.01), complex(-0.5, -7.0)]),
    ("complex64", [complex(0.1, 0.2), complex(1.30014, -2.5)]),
    ("complex64", [complex(math.inf, 1.0)]),
]
for z in [1 + 2j, 2j, -2j, complex(-0.0, 2), complex(0.0, -0.0), complex(-0.0, -0.0),
          complex(1.5, math.nan), complex(0.0, math.nan), complex(math.inf, -math.inf),
          complex(0.1, 0.2), complex(123456789012.0, 1.0)]:
    FIXED += [("complex128", z), ("complex64", z)]
for x in [0.1, 1.30014, 16777217.0, 123456789.0, -0.0, math.nan, -math.inf]:
    FIXED.append(("float32", x))
for kind, vals in FIXED:
    a = np.array(vals, dtype=DTYPES[kind])
    s = str(a)
    assert "e" not in s, s
    rec = {"kind": kind, "shape": list(a.shape), "reprs": reprs(a), "str": s}
    print(json.dumps(rec, separators=(",", ":")))
