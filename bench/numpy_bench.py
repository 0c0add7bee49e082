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

    def contiguous(v, d, number=3):
        # ascontiguousarray allocates as our Clone would; copyto into an
        # existing array is the like-for-like of Assign. Report the faster.
        return nbytes / min(best(lambda: np.ascontiguousarray(v), number),
                            best(lambda: np.copyto(d, v), number))

    out["Copy/128MiB/copy()"] = nbytes / best(lambda: np.copyto(dst, src), 3)
    # The transposes that take NumPy over 100 ms run once per repeat.
    for p, number in [((2, 1, 0), 1), ((1, 0, 2), 3), ((0, 2, 1), 3)]:
        name = "Copy/128MiB/permute(%s)-256^3" % ",".join(map(str, p))
        out[name] = contiguous(x3.transpose(p), d3, number)
    out["Copy/128MiB/permute(3,1,2,0)-64^4"] = contiguous(x4.transpose(3, 1, 2, 0), d4, 1)
    out["Copy/128MiB/transpose-4096^2"] = contiguous(x2.T, d2, 1)
    src32 = np.arange(n2 * 2 * n2, dtype=np.float32).reshape(n2, 2 * n2)
    dst32 = np.empty((2 * n2, n2), dtype=np.float32)
    out["Copy/128MiB/transpose-float32-4096x8192"] = contiguous(src32.T, dst32, 1)
    del src32, dst32
    out["Copy/128MiB/reverse-last-axis-256^3"] = contiguous(x3[:, :, ::-1], d3)
    out["Copy/128MiB/negative-strides-256^3"] = contiguous(x3[::-1, :, ::-1], d3)
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
    for op in ["sum", "min", "max"]:
        f = getattr(x, op)
        for axis in range(3):
            name = "Reduce/%s-axis%d-128^3/tensor" % (op, axis)
            out[name] = x.nbytes / best(lambda: f(axis=axis), 20)
    for name, size, number in [("sum-16M", 16 << 20, 3), ("sum-32K", 32 << 10, 2000)]:
        v = (np.arange(size) & 1023) / 8
        out["Reduce/%s/tensor" % name] = v.nbytes / best(lambda: np.sum(v), number)
    v = (np.arange(16 << 20) & 1023) / 8
    v[5::16] = np.nan
    out["Reduce/nansum-16M/tensor"] = v.nbytes / best(lambda: np.nansum(v), 3)

    # Numeric: the same 1024x1024 arrays as BenchmarkNumeric.
    a = np.sin(np.arange(n * n, dtype=np.float64).reshape(n, n) * 0.37)
    c = (i - j).astype(np.float64)
    mask = a > 0
    for axis in range(2):
        out["Numeric/concatenate-axis%d-2x1024^2/tensor" % axis] = 2 * eb / best(lambda: np.concatenate([a, c], axis=axis), 20)
        out["Numeric/argmax-axis%d-1024^2/tensor" % axis] = eb / best(lambda: a.argmax(axis=axis), 20)
    joined = np.empty((n, 2 * n))
    out["Numeric/concatenate-into-axis1-2x1024^2/tensor"] = 2 * eb / best(lambda: np.concatenate([a, c], axis=1, out=joined), 20)
    out["Numeric/var-1024^2/tensor"] = eb / best(lambda: a.var(), 20)
    out["Numeric/greater-1024^2/tensor"] = eb / best(lambda: a > 0, 20)
    out["Numeric/count-nonzero-1024^2/tensor"] = mask.nbytes / best(lambda: np.count_nonzero(mask), 20)
    out["Numeric/all-axis1-1024^2/tensor"] = eb / best(lambda: np.all(a, axis=1), 20)
    out["Numeric/clip-1024^2/tensor"] = eb / best(lambda: np.clip(a, -0.5, 0.5), 20)
    out["Numeric/where-1024^2/tensor"] = 2 * eb / best(lambda: np.where(mask, a, c), 20)
    out["Numeric/mask-select-1024^2/tensor"] = eb / best(lambda: a[mask], 20)
    out["Numeric/pad-reflect-1024^2/tensor"] = eb / best(lambda: np.pad(a, 16, mode="reflect"), 20)

    # The integer cases (bench/integer_test.go): 1 M elements i·k, wrapping
    # as the Go conversion does, into existing results.
    ni = 1 << 20
    ii = np.arange(ni, dtype=np.int64)
    wrap = lambda k, dt: (ii * k).astype(dt)
    x32, y32, d32 = wrap(7919, np.int32), wrap(31, np.int32), np.empty(ni, np.int32)
    out["Elementwise/add-int32-1M/tensor"] = d32.nbytes / best(lambda: np.add(x32, y32, out=d32), 50)
    x8, y8, d8 = wrap(7919, np.int8), wrap(31, np.int8), np.empty(ni, np.int8)
    out["Elementwise/add-int8-1M/tensor"] = d8.nbytes / best(lambda: np.add(x8, y8, out=d8), 50)
    x64, y64, d64 = wrap(7919, np.int64), wrap(31, np.int64), np.empty(ni, np.int64)
    out["Elementwise/maximum-int64-1M/tensor"] = d64.nbytes / best(lambda: np.maximum(x64, y64, out=d64), 50)
    out["Elementwise/floor-divide-int8-1M/tensor"] = d8.nbytes / best(lambda: np.floor_divide(x8, np.int8(7), out=d8), 50)
    out["Elementwise/floor-divide-int32-1M/tensor"] = d32.nbytes / best(lambda: np.floor_divide(x32, np.int32(7), out=d32), 50)
    out["Elementwise/remainder-int32-1M/tensor"] = d32.nbytes / best(lambda: np.remainder(x32, np.int32(7), out=d32), 50)
    s32 = x32 & 1023
    out["Reduce/sum-int32-1M/tensor"] = s32.nbytes / best(lambda: np.sum(s32), 50)
    out["Reduce/max-int8-1M/tensor"] = x8.nbytes / best(lambda: np.max(x8), 50)
    bo = np.empty(ni, bool)
    out["Numeric/greater-int32-1M/tensor"] = x32.nbytes / best(lambda: np.greater(x32, 3, out=bo), 50)
    u8, f32 = wrap(7919, np.uint8), np.empty(ni, np.float32)
    out["Numeric/convert-uint8-float32-1M/tensor"] = u8.nbytes / best(lambda: np.copyto(f32, u8, casting="unsafe"), 50)

    # Whether NumPy's float64 math ufuncs run SIMD loops on this machine:
    # NumPy 1.24 dispatches exp, log, sin, tanh and power of float64 to
    # SVML's AVX-512 loops where the CPU has AVX512_SKX, and calls the C
    # library's scalar functions elsewhere. cmd/report sets the Math
    # targets from it (2x over scalar libm, 1x over SIMD loops).
    um = np.core._multiarray_umath
    simd = um.__cpu_features__.get("AVX512_SKX", False) and "AVX512_SKX" in um.__cpu_dispatch__
    out["meta/numpy-math-simd"] = 1.0 if simd else 0.0

    # Math: np.<f>(a, out=d) over 1 M elements spread as BenchmarkMath spreads them.
    nm = 1 << 20
    for name, lo, hi in [("exp", -20, 20), ("log", 1e-3, 1e3), ("sin", -10, 10), ("tanh", -5, 5), ("sqrt", 0, 1e3)]:
        for dt, tag in [(np.float64, "f64"), (np.float32, "f32")]:
            am = (lo + (hi - lo) * ((np.arange(nm, dtype=np.int64) * 7919) % nm) / nm).astype(dt)
            dm = np.empty_like(am)
            f = getattr(np, name)
            out["Math/%s-%s-1M/tensor" % (name, tag)] = am.nbytes / best(lambda: f(am, out=dm), 10)
    am = 0.1 + 9.9 * ((np.arange(nm, dtype=np.int64) * 7919) % nm) / nm
    dm = np.empty_like(am)
    out["Math/power-f64-1M/tensor"] = am.nbytes / best(lambda: np.power(am, 2.37, out=dm), 10)
    am32, dm32 = am.astype(np.float32), np.empty(nm, np.float32)
    out["Math/power-f32-1M/tensor"] = am32.nbytes / best(lambda: np.power(am32, np.float32(2.37), out=dm32), 10)

    # Random: 10 M draws of default_rng into an existing array, as
    # BenchmarkRandom fills a tensor.
    rng = np.random.default_rng(1)
    dr = np.empty(10_000_000)
    out["Random/normal-f64-10M/tensor"] = dr.nbytes / best(lambda: rng.standard_normal(out=dr), 5)
    out["Random/random-f64-10M/tensor"] = dr.nbytes / best(lambda: rng.random(out=dr), 5)

    # Text: np.loadtxt of BenchmarkText's table (the same values, "%.17g",
    # 8 columns) and np.savetxt of it with the default format.
    import os
    import tempfile
    rows = 280_000
    nt = rows * 8
    it = np.arange(nt, dtype=np.int64)
    xt = (((it * 7919) % nt) / nt * 2000 - 1000 + it * 1e-7).reshape(rows, 8)
    with tempfile.TemporaryDirectory() as tmp:
        csv = os.path.join(tmp, "table.csv")
        np.savetxt(csv, xt, fmt="%.17g", delimiter=",")
        size = os.path.getsize(csv)
        out["Text/loadtxt-50MB/tensor"] = size / best(lambda: np.loadtxt(csv, delimiter=","), 1)
        dst = os.path.join(tmp, "out.csv")
        np.savetxt(dst, xt, delimiter=",")
        size = os.path.getsize(dst)
        out["Text/savetxt-50MB/tensor"] = size / best(lambda: np.savetxt(dst, xt, delimiter=","), 1)

    # Contraction: np.matmul into an existing array, on the BLAS NumPy was
    # built with (make bench pins OpenBLAS to one thread); bytes are flops.
    fill = lambda i, j: np.sin((i * 7 + j * 3) * 0.01)
    for n, number in [(256, 20), (1024, 2), (2048, 1)]:
        i, j = np.indices((n, n))
        a = fill(i, j)
        c = fill(j, i)
        d = np.empty((n, n))
        flops = 2 * n ** 3
        out["Contraction/gemm-f64-%d/tensor" % n] = flops / best(lambda: np.matmul(a, c, out=d), number)
        a32, c32, d32 = a.astype(np.float32), c.astype(np.float32), np.empty((n, n), np.float32)
        out["Contraction/gemm-f32-%d/tensor" % n] = flops / best(lambda: np.matmul(a32, c32, out=d32), number)
        if n == 1024:
            out["Contraction/gemm-f64-1024-transposed/tensor"] = flops / best(lambda: np.matmul(a.T, c, out=d), number)
            bi, bj = np.indices((n + 64, 2 * n))
            s = fill(bi, bj)[32:32 + n, ::2]
            out["Contraction/gemm-f64-1024-sliced/tensor"] = flops / best(lambda: np.matmul(s, c, out=d), number)
    nb, m = 256, 32
    bi, bj, bk = np.indices((nb, m, m))
    p = fill(bi + bj, bk)
    q = fill(bk, bi - bj)
    r = np.empty((nb, m, m))
    out["Contraction/batched-256x32^3/tensor"] = 2 * nb * m ** 3 / best(lambda: np.matmul(p, q, out=r), 20)

    # The einsum suite: np.einsum(..., optimize=True), a new result each.
    def mat(r, c):
        i, j = np.indices((r, c))
        return fill(i + 3 * r, j - c)
    x, y, z = mat(256, 256), mat(256, 256), mat(256, 256)
    ein = lambda subs, *ops: (lambda: np.einsum(subs, *ops, optimize=True))
    out["Contraction/einsum-ij,jk,kl->il-256/tensor"] = 4 * 256 ** 3 / best(ein("ij,jk,kl->il", x, y, z), 20)
    ia, ib, ic, id_ = np.indices((16, 16, 32, 32))
    a4 = fill(ia + ib, ic - id_)
    ia, ib, ic, id_ = np.indices((32, 32, 16, 16))
    b4 = fill(ia - ib, ic + id_)
    out["Contraction/einsum-abcd,cdef->abef/tensor"] = 2 * 256 * 1024 * 256 / best(ein("abcd,cdef->abef", a4, b4), 20)
    out["Contraction/einsum-bij,bjk->bik-256x32^3/tensor"] = 2 * nb * m ** 3 / best(ein("bij,bjk->bik", p, q), 20)
    u, v = mat(1024, 1024), mat(1024, 1024)
    out["Contraction/einsum-ij,ij->i-1024^2/tensor"] = 2 * 1024 ** 2 / best(ein("ij,ij->i", u, v), 20)
    w = mat(4096, 4096)
    out["Contraction/einsum-ii->-4096/tensor"] = 4096 / best(ein("ii->", w), 200)
    vi = fill(np.arange(2048), 5)
    out["Contraction/einsum-i,j->ij-2048/tensor"] = 2048 ** 2 / best(ein("i,j->ij", vi, vi.copy()), 20)

    # Sort: np.sort and np.argsort (default kind) of uniform float64.
    v = np.random.default_rng(24).random(1 << 20)
    m = v.reshape(1024, 1024)
    nb = v.nbytes
    out["Sort/sort-1M/tensor"] = nb / best(lambda: np.sort(v), 5)
    out["Sort/argsort-1M/tensor"] = nb / best(lambda: np.argsort(v), 5)
    order = np.argsort(m, axis=1, kind="stable")
    out["Sort/take-along-axis1-1024^2/tensor"] = nb / best(lambda: np.take_along_axis(m, order, axis=1), 5)
    iv = np.random.default_rng(25).integers(0, 100000, size=1 << 20)
    out["Sort/unique-1M-int64/tensor"] = nb / best(lambda: np.unique(iv), 5)
    for axis in (0, 1):
        out["Sort/sort-axis%d-1024^2/tensor" % axis] = nb / best(lambda: np.sort(m, axis=axis), 5)
        out["Sort/argsort-axis%d-1024^2/tensor" % axis] = nb / best(lambda: np.argsort(m, axis=axis), 5)

    json.dump(out, sys.stdout, indent=1, sort_keys=True)
    print()


if __name__ == "__main__":
    main()
