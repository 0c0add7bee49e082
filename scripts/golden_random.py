#!/usr/bin/python3
"""Writes testdata/random.jsonl: NumPy 1.24's random streams, for the
package random to reproduce element for element.

    apt-get install python3-numpy
    /usr/bin/python3 scripts/golden_random.py > testdata/random.jsonl

Lines of three kinds:
  - {"kind": "seedseq", "entropy", "spawn_key", "state32", "state64"}:
    SeedSequence(entropy, spawn_key=...).generate_state(8) and (4, uint64).
  - {"kind": "bitgen", "bitgen": "PCG64" | "PCG64DXSM", "seed", "jump",
    "advance", "u64", "u32"}: raw next_uint64 draws (random_raw) of the bit
    generator seeded with SeedSequence(seed), jumped(jump) or advanced by
    advance first, then 32-bit draws (integers of dtype uint32 over the
    whole range, which are next_uint32 draws).
  - {"kind": "stream", "seed", "calls"}: one default_rng(seed) and a
    sequence of calls on it, each {"fn", "dtype", "shape", "args", "out"},
    so that state carried between calls (the buffered half of a 64-bit
    draw) is checked too. Float results are hex bit patterns, integers
    and bools numbers.
"""
import json
import struct

import numpy as np


def fbits(v, dtype):
    if dtype == "float32":
        return "%08x" % struct.unpack("<I", struct.pack("<f", float(v)))[0]
    return "%016x" % struct.unpack("<Q", struct.pack("<d", float(v)))[0]


def enc(arr):
    arr = np.asarray(arr)
    if arr.dtype.kind == "f":
        return [fbits(v, arr.dtype.name) for v in arr.ravel()]
    if arr.dtype.kind == "b":
        return [bool(v) for v in arr.ravel()]
    return [int(v) for v in arr.ravel()]


SEEDS = [[0], [1], [42], [12345], [2**32 - 1], [2**32], [2**63 + 5], [2**64 - 1], [1, 2, 3], [0, 0], [7] * 9,
         [3141592653, 2718281828, 1618033988, 1414213562, 1732050807]]

INT_CASES = [
    ("int64", 0, 10, False), ("int64", -5, 5, False), ("int64", 0, 2**32, False), ("int64", 0, 2**32 - 1, True),
    ("int64", -2**63, 2**63 - 1, True), ("int64", 0, 2**40 + 7, False), ("int64", 3, 3, True), ("int64", 0, 1, False),
    ("int32", -100, 100, False), ("int32", -2**31, 2**31 - 1, True), ("int32", 0, 7, True),
    ("int16", -300, 300, False), ("int16", -2**15, 2**15 - 1, True), ("int16", 5, 6, False),
    ("int8", -128, 128, False), ("int8", -3, 3, True), ("int8", 0, 100, False),
    ("uint64", 0, 2**63 - 1, True), ("uint64", 10, 1000, False), ("uint64", 0, 2**64 - 1, True),
    ("uint64", 2**63, 2**64 - 1, True), ("uint64", 2**64 - 3, 2**64, False), ("uint32", 0, 2**32 - 1, True),
    ("uint32", 1, 10**9, False), ("uint16", 0, 65535, True), ("uint16", 0, 1000, False),
    ("uint8", 0, 256, False), ("uint8", 0, 255, True), ("uint8", 7, 17, False), ("bool", 0, 2, False),
    ("bool", 1, 1, True), ("bool", 0, 1, True), ("bool", 0, 0, True),
]


def stream(seed, variant):
    rng = np.random.default_rng(seed)
    calls = []

    def add(fn, dtype, shape, args, out):
        calls.append({"fn": fn, "dtype": dtype, "shape": list(shape), "args": args, "out": enc(out)})

    shapes = [(7,), (3, 5), (1,), (2, 3, 4), (0,), (33,)]
    for k in range(3):
        sh = shapes[(variant + k) % len(shapes)]
        add("random", "float64", sh, {}, rng.random(sh))
        add("random", "float32", sh, {}, rng.random(sh, dtype=np.float32))  # leaves a half buffered for odd sizes
        add("standard_normal", "float64", sh, {}, rng.standard_normal(sh))
        add("standard_normal", "float32", sh, {}, rng.standard_normal(sh, dtype=np.float32))
        add("standard_exponential", "float64", sh, {}, rng.standard_exponential(sh))
        add("standard_exponential", "float32", sh, {}, rng.standard_exponential(sh, dtype=np.float32))
        add("normal", "float64", sh, {"loc": 1.5, "scale": 2.25}, rng.normal(1.5, 2.25, sh))
        add("exponential", "float64", sh, {"scale": 0.75}, rng.exponential(0.75, sh))
        add("uniform", "float64", sh, {"low": -3.0, "high": 7.5}, rng.uniform(-3.0, 7.5, sh))
    for dtype, lo, hi, endpoint in INT_CASES:
        sh = shapes[variant % 4]
        out = rng.integers(lo, hi, sh, dtype=dtype, endpoint=endpoint)
        add("integers", dtype, sh, {"low": lo, "high": hi, "endpoint": endpoint}, out)
    # The tails of the ziggurats: many draws, so that the rare branches run.
    add("standard_normal", "float64", (2000,), {}, rng.standard_normal(2000))
    add("standard_normal", "float32", (2000,), {}, rng.standard_normal(2000, dtype=np.float32))
    add("standard_exponential", "float64", (2000,), {}, rng.standard_exponential(2000))
    add("standard_exponential", "float32", (2000,), {}, rng.standard_exponential(2000, dtype=np.float32))
    add("permutation", "int64", (13,), {"n": 13}, rng.permutation(13))
    a = np.arange(10.0)
    rng.shuffle(a)
    add("shuffle", "float64", (10,), {"axis": 0}, a)
    b = np.arange(24).reshape(4, 6)
    rng.shuffle(b, axis=1)
    add("shuffle", "int64", (4, 6), {"axis": 1}, b)
    c = np.arange(24).reshape(4, 3, 2)
    rng.shuffle(c, axis=0)
    add("shuffle", "int64", (4, 3, 2), {"axis": 0}, c)
    add("choice", "int64", (9,), {"n": 20, "replace": True}, rng.choice(20, 9))
    add("choice", "int64", (9,), {"n": 20, "replace": False}, rng.choice(20, 9, replace=False))
    p = np.array([0.1, 0.0, 0.3, 0.25, 0.05, 0.3])
    add("choice", "int64", (8,), {"n": 6, "replace": True, "p": list(p)}, rng.choice(6, 8, p=p))
    add("choice", "int64", (4,), {"n": 6, "replace": False, "p": list(p)}, rng.choice(6, 4, replace=False, p=p))
    add("choice", "int64", (2, 3), {"n": 20000, "replace": False}, rng.choice(20000, (2, 3), replace=False))
    add("choice", "int64", (500,), {"n": 20000, "replace": False}, rng.choice(20000, 500, replace=False))
    add("choice", "int64", (5,), {"n": 2**40, "replace": True}, rng.choice(2**40, 5))
    add("random", "float64", (3,), {}, rng.random(3))
    return calls


def main():
    for ent in [[0], [42], [2**32], [2**64 - 1], [1, 2, 3], [5] * 7, [0, 0, 0, 0, 0]]:
        for key in [[], [0], [1, 2], [2**40]]:
            ss = np.random.SeedSequence(ent if len(ent) > 1 else ent[0], spawn_key=key)
            print(json.dumps({"kind": "seedseq", "entropy": ent, "spawn_key": key,
                              "state32": [int(v) for v in ss.generate_state(8)],
                              "state64": [int(v) for v in ss.generate_state(4, np.uint64)]}))
    ss = np.random.SeedSequence(99)
    kids = ss.spawn(3)
    more = ss.spawn(2)
    print(json.dumps({"kind": "spawn", "entropy": [99],
                      "children": [[int(v) for v in k.generate_state(4)] for k in kids + more]}))
    for name in ["PCG64", "PCG64DXSM"]:
        for seed in SEEDS[:6]:
            for jump, adv in [(0, 0), (1, 0), (3, 0), (0, 1000), (0, 2**63 + 11)]:
                bg = getattr(np.random, name)(np.random.SeedSequence(seed if len(seed) > 1 else seed[0]))
                if jump:
                    bg = bg.jumped(jump)
                if adv:
                    bg.advance(adv)
                u64 = bg.random_raw(5)
                g = np.random.Generator(bg)
                u32 = g.integers(0, 2**32 - 1, 5, dtype=np.uint32, endpoint=True)
                print(json.dumps({"kind": "bitgen", "bitgen": name, "seed": seed, "jump": jump, "advance": adv,
                                  "u64": [int(v) for v in u64], "u32": [int(v) for v in u32]}))
    for i, seed in enumerate(SEEDS):
        print(json.dumps({"kind": "stream", "seed": seed, "calls": stream(seed if len(seed) > 1 else seed[0], i)}))


if __name__ == "__main__":
    main()
