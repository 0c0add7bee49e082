#!/usr/bin/python3
"""Loads the .npy files the Go test wrote and checks them against the
expectations it wrote beside them (same format as manifest.json).

Usage: check_npy.py DIR. Prints one line per mismatch; exits 1 if any.
"""
import json
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(__file__))
from make_npy import values  # noqa: E402


def norm(v):
    """Float strings become floats, so that '1e+08' and '100000000.0' agree."""
    if isinstance(v, str):
        return float(v)
    if isinstance(v, list):
        return [norm(x) for x in v]
    return v


def main():
    d = sys.argv[1]
    with open(os.path.join(d, "expect.json")) as f:
        expect = json.load(f)
    bad = 0
    for name, e in sorted(expect.items()):
        a = np.load(os.path.join(d, name))
        got = {"dtype": a.dtype.str, "fortran": bool(a.ndim > 1 and a.flags.f_contiguous and not a.flags.c_contiguous),
               "shape": list(a.shape), "values": values(a)}
        for k in ("dtype", "fortran", "shape", "values"):
            if norm(got[k]) != norm(e[k]) if k == "values" else got[k] != e[k]:
                print("%s: %s = %r, want %r" % (name, k, got[k], e[k]))
                bad += 1
    print("checked %d files" % len(expect))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
