#!/usr/bin/python3
"""Writes float16 files with NumPy for the npy package's oracle tests.

Usage: float16_oracle.py DIR. Writes into DIR:
  all_le.npy, all_be.npy  every float16 bit pattern, '<f2' and '>f2'
  all_f4.npy, all_f8.npy  the same values widened by NumPy's astype
  x64.npy, h64.npy        float64 values (ties between float16 values, one
                          step either side, random values over the whole
                          range, overflow) and NumPy's astype(float16)
  x32.npy, h32.npy        the same for float32 values
  f2_f.npy                a Fortran-order float16 array (for mapping)
"""
import os
import sys

import numpy as np


def main():
    np.seterr(over="ignore")  # overflow to inf is part of the test
    d = sys.argv[1]
    allh = np.arange(65536, dtype=np.uint16).view("<f2")
    np.save(os.path.join(d, "all_le.npy"), allh)
    np.save(os.path.join(d, "all_be.npy"), allh.astype(">f2"))
    np.save(os.path.join(d, "all_f4.npy"), allh.astype("f4"))
    np.save(os.path.join(d, "all_f8.npy"), allh.astype("f8"))

    fin = allh[np.isfinite(allh)].astype("f8")
    fin = np.unique(fin)  # sorted, -0 and 0 merged
    mid = (fin[:-1] + fin[1:]) / 2
    rng = np.random.default_rng(16)
    x64 = np.concatenate([
        mid, np.nextafter(mid, np.inf), np.nextafter(mid, -np.inf), fin,
        rng.uniform(-70000, 70000, 20000),
        rng.standard_normal(20000) * 10.0 ** rng.integers(-9, 6, 20000),
        [65504, 65519.99, 65520, -65520, 1e300, -1e300, 2.0**-25, 2.0**-26, 1e-300, -0.0, np.inf, -np.inf],
    ])
    np.save(os.path.join(d, "x64.npy"), x64)
    np.save(os.path.join(d, "h64.npy"), x64.astype("f2"))
    x32 = x64.astype("f4")
    np.save(os.path.join(d, "x32.npy"), x32)
    np.save(os.path.join(d, "h32.npy"), x32.astype("f2"))
    np.save(os.path.join(d, "f2_f.npy"), np.asfortranarray(allh[:24].reshape(2, 3, 4)))


if __name__ == "__main__":
    main()
