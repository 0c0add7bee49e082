#!/usr/bin/python3
"""Writes the .npy files the npy package's tests read, with NumPy.

Run from npy/: /usr/bin/python3 testdata/make_npy.py
Each .npy file's expected values go to testdata/manifest.json, each .npz
archive's array names and arrays to testdata/npz_manifest.json: shape, fortran
order, dtype and the elements in C order (complex as [re, im]; floats as
repr strings so that every bit survives JSON).
"""
import json

import numpy as np

DTYPES = ["?", "i1", "i2", "i4", "i8", "u1", "u2", "u4", "u8", "f2", "f4", "f8", "c8", "c16"]


def values(a):
    out = []
    for v in a.ravel(order="C").tolist():
        if isinstance(v, complex):
            out.append([repr(v.real), repr(v.imag)])
        elif isinstance(v, float):
            out.append(repr(v))
        else:
            out.append(v)
    return out


def sample(dt, shape):
    n = int(np.prod(shape))
    base = np.arange(n, dtype=np.int64) * 37 % 101 - 50
    if dt == "?":
        a = base % 3 == 0
    elif dt[0] == "u":
        a = (base + 50).astype(dt) * (1 if dt == "u1" else 1000 + 1)
    elif dt[0] == "i":
        a = base.astype(dt) * (1 if dt == "i1" else 1001)
    elif dt[0] == "f":
        a = (base / 7.0).astype(dt)
    else:
        a = (base / 7.0 + 1j * (base / 3.0)).astype(dt)
    return a.reshape(shape)


def main():
    manifest = {}

    def save(name, a, fortran=False):
        arr = np.asfortranarray(a) if fortran else np.ascontiguousarray(a)
        np.save("testdata/" + name, arr)
        manifest[name] = {"dtype": arr.dtype.str, "fortran": bool(fortran and arr.ndim > 1),
                          "shape": list(arr.shape), "values": values(arr)}

    for dt in DTYPES:
        a = sample(dt, (2, 3, 4))
        tag = "b1" if dt == "?" else dt
        save("%s_c.npy" % tag, a)
        save("%s_f.npy" % tag, a, fortran=True)
    # Odd shapes.
    save("f8_0d.npy", np.array(3.25))
    save("f8_empty.npy", np.zeros((0, 3)))
    save("i4_1d.npy", sample("i4", (7,)))
    save("u1_5x1x3_f.npy", sample("u1", (5, 1, 3)), fortran=True)
    # Big-endian and a version 2.0 header.
    be = sample("f8", (3, 2)).astype(">f8")
    np.save("testdata/f8_big.npy", be)
    manifest["f8_big.npy"] = {"dtype": ">f8", "fortran": False, "shape": [3, 2], "values": values(be)}
    with open("testdata/i2_v2.npy", "wb") as f:
        a = sample("i2", (4, 5))
        np.lib.format.write_array(f, a, version=(2, 0))
        manifest["i2_v2.npy"] = {"dtype": a.dtype.str, "fortran": False, "shape": [4, 5], "values": values(a)}
    be = sample("f2", (3, 2)).astype(">f2")
    np.save("testdata/f2_big.npy", be)
    manifest["f2_big.npy"] = {"dtype": ">f2", "fortran": False, "shape": [3, 2], "values": values(be)}
    # float16 specials: signed zeros, infinities, the largest and the
    # smallest subnormal values.
    save("f2_special.npy", np.array([0.0, -0.0, np.inf, -np.inf, 65504, -65504, 2.0**-24, 2.0**-14, 1 / 3], dtype="f2"))
    with open("testdata/manifest.json", "w") as f:
        json.dump(manifest, f, indent=0, sort_keys=True)
        f.write("\n")

    # .npz archives: positional arrays become arr_0, arr_1 (after the
    # keyword ones, in NumPy 1.24), keywords keep their names.
    npz = {}

    def record(name):
        with np.load("testdata/" + name) as z:
            arrays = {}
            for k in z.files:
                a = z[k]
                arrays[k] = {"dtype": a.dtype.str, "fortran": bool(a.ndim > 1 and a.flags.f_contiguous and not a.flags.c_contiguous),
                             "shape": list(a.shape), "values": values(a)}
            npz[name] = {"names": list(z.files), "arrays": arrays}

    a = sample("f8", (2, 3, 4))
    np.savez("testdata/savez.npz", a, sample("i4", (7,)), half=sample("f2", (3, 2)),
             fort=np.asfortranarray(sample("u1", (5, 1, 3))), big=sample("i8", (4,)).astype(">i8"))
    record("savez.npz")
    np.savez_compressed("testdata/savez_compressed.npz", x=a, y=np.asfortranarray(sample("c8", (3, 4))),
                        flags=sample("?", (10,)), empty=np.zeros((0, 2), dtype="f4"), scalar=np.array(7, dtype="u2"))
    record("savez_compressed.npz")
    with open("testdata/npz_manifest.json", "w") as f:
        json.dump(npz, f, indent=0, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    main()
