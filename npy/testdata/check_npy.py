#!/usr/bin/python3
"""Loads the .npy files the Go test wrote and checks them against the
expectations it wrote beside them (same format as manifest.json). A name
ARCHIVE.npz/KEY stands for the array KEY of an .npz archive; npz.json, if
present, gives each archive's keys in order and whether its members are
compressed.

Usage: check_npy.py DIR. Prints one line per mismatch; exits 1 if any.
"""
import zipfile
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
        if ".npz/" in name:
            archive, key = name.split(".npz/")
            with np.load(os.path.join(d, archive + ".npz")) as z:
                a = z[key]
        else:
            a = np.load(os.path.join(d, name))
        got = {"dtype": a.dtype.str, "fortran": bool(a.ndim > 1 and a.flags.f_contiguous and not a.flags.c_contiguous),
               "shape": list(a.shape), "values": values(a)}
        for k in ("dtype", "fortran", "shape", "values"):
            if norm(got[k]) != norm(e[k]) if k == "values" else got[k] != e[k]:
                print("%s: %s = %r, want %r" % (name, k, got[k], e[k]))
                bad += 1
    npz = os.path.join(d, "npz.json")
    if os.path.exists(npz):
        with open(npz) as f:
            archives = json.load(f)
        for name, e in sorted(archives.items()):
            with np.load(os.path.join(d, name)) as z:
                if z.files != e["names"]:
                    print("%s: keys %r, want %r" % (name, z.files, e["names"]))
                    bad += 1
            want = zipfile.ZIP_DEFLATED if e["compressed"] else zipfile.ZIP_STORED
            with zipfile.ZipFile(os.path.join(d, name)) as zf:
                for info in zf.infolist():
                    if info.compress_type != want:
                        print("%s: member %s compress_type %d, want %d" % (name, info.filename, info.compress_type, want))
                        bad += 1
        print("checked %d archives" % len(archives))
    print("checked %d files" % len(expect))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
