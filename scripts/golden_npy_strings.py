#!/usr/bin/python3
"""Writes npy/testdata/str_*.npy and npy/testdata/str_manifest.json: NumPy
1.24's .npy files of string and byte-string arrays, and their values, for
package npy's ReadStrings, WriteStrings and WriteBytes.

    apt-get install python3-numpy
    /usr/bin/python3 scripts/golden_npy_strings.py

The manifest maps each file to its dtype, shape, Fortran order and values
in C order (str values as text, bytes values as hex), and says whether
np.save wrote it from a C-contiguous array, so that the Go writer must
give the same bytes.
"""
import json
import os

import numpy as np

OUT = os.path.join(os.path.dirname(__file__), "..", "npy", "testdata")

CASES = {
    "str_u_1d": (np.array(["a", "bb", "", "dddd"]), True),
    "str_u_2d": (np.array([["héllo", "中文"], ["😀x", "z"]]), True),
    "str_u_big": (np.array(["abc", "é"], dtype=">U3"), False),
    "str_u_fortran": (np.asfortranarray(np.array([["a", "b", "c"], ["dd", "ee", "ff"]])), False),
    "str_u_0d": (np.array("solo"), True),
    "str_u_empty": (np.array([], dtype="<U1"), True),
    "str_u_allempty": (np.array(["", ""]), True),
    "str_s_1d": (np.array([b"ab", b"", b"\xff\x01c"]), True),
    "str_s_2d": (np.array([[b"x", b"yy"], [b"zzz", b"w"]]), True),
    "str_u_inner_nul": (np.array(["a\x00b", "c"]), True),
}


def main():
    manifest = {}
    for name, (a, same) in CASES.items():
        path = os.path.join(OUT, name + ".npy")
        np.save(path, a)
        flat = a.ravel(order="C").tolist()
        if a.dtype.kind == "S":
            vals = [v.hex() for v in flat]
        else:
            vals = list(flat)
        manifest[name] = {"dtype": a.dtype.str, "shape": list(a.shape), "fortran": bool(np.isfortran(a) and a.ndim > 1),
                          "values": vals, "same_bytes": same}
    with open(os.path.join(OUT, "str_manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1, ensure_ascii=False)
        f.write("\n")


if __name__ == "__main__":
    main()
