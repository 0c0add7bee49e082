#!/usr/bin/python3
"""Writes testdata/contract.jsonl: NumPy's tensordot, dot, inner, outer,
vdot and trace over operands of several ranks and views, for the functions
of the same names in both packages.

    /usr/bin/python3 scripts/golden_contract.py > testdata/contract.jsonl

Each line is one call: "fn", "dtype", "ops" (as in testdata/einsum.jsonl:
{"shape", "view", "data"}), "args" (tensordot: [aAxes, bAxes]; trace:
[offset, axis1, axis2]) and "out" ({"shape", "data"}) or "error" ("axis",
"shape" or "rank").
"""
import json

import numpy as np


def enc(v):
    if isinstance(v, (complex, np.complexfloating)):
        return [repr(float(v.real)), repr(float(v.imag))]
    if isinstance(v, (float, np.floating)):
        return repr(float(v))
    return int(v)


CASES = [
    ("tensordot", [(3, 4, 5), (4, 5, 2)], [[1, 2], [0, 1]]), ("tensordot", [(3, 4), (4, 5)], [[1], [0]]),
    ("tensordot", [(2, 3, 4), (4, 3, 2)], [[0, 1], [2, 1]]), ("tensordot", [(3,), (4,)], [[], []]),
    ("tensordot", [(3, 4), (4, 3)], [[-1, 0], [0, -1]]), ("tensordot", [(3, 4), (5, 4)], [[1], [0]]),
    ("tensordot", [(3, 4), (4, 5)], [[1, 1], [0, 0]]), ("tensordot", [(3, 4), (4, 5)], [[2], [0]]),
    ("dot", [(4,), (4,)], []), ("dot", [(3, 4), (4, 5)], []), ("dot", [(2, 3, 4), (4,)], []),
    ("dot", [(2, 3, 4), (5, 4, 2)], []), ("dot", [(), (3, 2)], []), ("dot", [(3, 4), (5, 6)], []),
    ("inner", [(4,), (4,)], []), ("inner", [(3, 4), (5, 4)], []), ("inner", [(2, 3, 4), (4,)], []),
    ("inner", [(3,), ()], []), ("inner", [(3, 4), (3, 5)], []),
    ("outer", [(3,), (4,)], []), ("outer", [(2, 3), (2, 2)], []), ("outer", [(0,), (3,)], []),
    ("vdot", [(4,), (4,)], []), ("vdot", [(2, 3), (3, 2)], []), ("vdot", [(3,), (4,)], []),
    ("trace", [(4, 4)], [0, 0, 1]), ("trace", [(3, 5)], [1, 0, 1]), ("trace", [(3, 5)], [-2, 0, 1]),
    ("trace", [(2, 3, 4)], [0, 0, 2]), ("trace", [(2, 3, 4)], [1, -1, 1]), ("trace", [(3, 3)], [5, 0, 1]),
    ("trace", [(3, 3)], [0, 1, 1]), ("trace", [(3,)], [0, 0, 1]),
]


def rand(rng, dtype, shape):
    if dtype == "int64":
        return rng.integers(-5, 6, shape).astype(np.int64)
    if dtype == "complex128":
        return rng.standard_normal(shape) + 1j * rng.standard_normal(shape)
    return rng.standard_normal(shape).astype(dtype)


def call(fn, ops, args):
    if fn == "tensordot":
        return np.tensordot(ops[0], ops[1], axes=(args[0], args[1]))
    if fn == "trace":
        return np.trace(ops[0], offset=args[0], axis1=args[1], axis2=args[2])
    return getattr(np, fn)(*ops)


def main():
    rng = np.random.default_rng(2303)
    for dtype in ["float64", "float32", "int64", "complex128"]:
        for fn, shapes, args in CASES:
            for v in (["c", "r", "t"] if dtype == "float64" else ["c"]):
                ops, recs = [], []
                for shape in shapes:
                    base = rand(rng, dtype, shape[::-1] if v == "t" else shape)
                    x = base.T if v == "t" else (base[..., ::-1] if v == "r" and base.ndim else base)
                    ops.append(x)
                    recs.append({"shape": list(base.shape), "view": v, "data": [enc(e) for e in np.ravel(base)]})
                rec = {"fn": fn, "dtype": dtype, "ops": recs, "args": args}
                try:
                    r = np.asarray(call(fn, ops, args))
                    rec["out"] = {"shape": list(r.shape), "data": [enc(e) for e in r.ravel()]}
                except ValueError as e:
                    m = str(e)
                    if "mismatch" in m or "aligned" in m or "must match" in m or "size" in m:
                        rec["error"] = "shape"
                    elif "dim" in m and ("at least" in m or "diag" in m):
                        rec["error"] = "rank"
                    else:
                        rec["error"] = "axis: " + m
                except IndexError as e:
                    rec["error"] = "axis: " + str(e)
                except Exception as e:
                    rec["error"] = type(e).__name__ + ": " + str(e)
                print(json.dumps(rec))


if __name__ == "__main__":
    main()
