#!/usr/bin/python3
"""Times the bench suite's cases with NumPy (Debian's python3-numpy).

Prints JSON mapping the Go benchmark name to NumPy's throughput in bytes/s
(bytes counted as the Go benchmark's SetBytes does), best of several runs.
Run by `make bench-numpy`; cmd/report divides our throughput by these.
"""
import json
import sys
import timeit

import numpy as np


def best(f, number):
    f()  # warm up: page in the destination
    return min(timeit.repeat(f, number=number, repeat=5)) / number


def main():
    out = {}
    n3, n4, n2 = 256, 64, 4096
    src = np.arange(n3 ** 3, dtype=np.float64)
    x3 = src.reshape(n3, n3, n3)
    x4 = src.reshape(n4, n4, n4, n4)
    x2 = src.reshape(n2, n2)
    dst = np.empty_like(src)
    d3, d4, d2 = dst.reshape(x3.shape), dst.reshape(x4.shape), dst.reshape(x2.shape)
    nbytes = src.nbytes

    out["Copy/128MiB/copy()"] = nbytes / best(lambda: np.copyto(dst, src), 3)
    for p in [(2, 1, 0), (1, 0, 2), (0, 2, 1)]:
        v = x3.transpose(p)
        name = "Copy/128MiB/permute(%s)-256^3" % ",".join(map(str, p))
        # ascontiguousarray allocates as our Clone would; copyto into an
        # existing array is the like-for-like of Assign. Report the faster.
        t = min(best(lambda: np.ascontiguousarray(v), 3), best(lambda: np.copyto(d3, v), 3))
        out[name] = nbytes / t
    v4 = x4.transpose(3, 1, 2, 0)
    out["Copy/128MiB/permute(3,1,2,0)-64^4"] = nbytes / min(
        best(lambda: np.ascontiguousarray(v4), 3), best(lambda: np.copyto(d4, v4), 3))
    out["Copy/128MiB/transpose-4096^2"] = nbytes / min(
        best(lambda: np.ascontiguousarray(x2.T), 3), best(lambda: np.copyto(d2, x2.T), 3))
    neg = x3[::-1, :, ::-1]
    out["Copy/128MiB/negative-strides-256^3"] = nbytes / best(lambda: np.copyto(d3, neg), 3)
    row = src[:n3]
    out["Copy/128MiB/broadcast-fill-256^3"] = nbytes / best(lambda: np.copyto(d3, row), 3)
    out["Copy/128MiB/fill-256^3"] = nbytes / best(lambda: d3.fill(1.0), 3)

    n = 1024
    i, j = np.indices((n, n))
    a = (i - j).astype(np.float64)
    c = (i * 3).astype(np.float64)
    r = np.arange(n, dtype=np.float64) / 2
    d = np.empty((n, n))
    eb = n * n * 8
    out["Elementwise/broadcast-add-1024^2+1024/tensor"] = eb / best(lambda: np.add(a, r, out=d), 50)
    out["Elementwise/add-1024^2+1024^2/tensor"] = eb / best(lambda: np.add(a, c, out=d), 50)
    out["Elementwise/add-transposed-1024^2/tensor"] = eb / best(lambda: np.add(a.T, c, out=d), 20)

    m = 128
    x = np.fromfunction(lambda i, j, k: i + 2 * j - k, (m, m, m), dtype=np.float64)
    for axis in range(3):
        out["Reduce/sum-axis%d-128^3/tensor" % axis] = x.nbytes / best(lambda: x.sum(axis=axis), 20)

    json.dump(out, sys.stdout, indent=1, sort_keys=True)
    print()


if __name__ == "__main__":
    main()
