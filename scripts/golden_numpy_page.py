#!/usr/bin/python3
"""Writes testdata/numpy_page.json: what NumPy prints for each row of the
"Coming from NumPy" page of the package documentation.

Run with Debian's python3 and python3-numpy:

    /usr/bin/python3 scripts/golden_numpy_page.py > testdata/numpy_page.json

Each row is the NumPy side of one testable example in numpy_example_test.go
(Example_numpy<Name>). The values are printed as the Go example prints them:
arrays as NumPy's str() (which the tensor printing follows), shapes and int
lists as Go prints int arrays ([2 3]), bools as true/false and floats in Go's
shortest form. TestNumPyPage checks that every example's Output is this text.
"""
import io
import json
import os
import tempfile

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view


def gofloat(x):
    s = repr(float(x))
    return s[:-2] if s.endswith(".0") else s


def show(v):
    if isinstance(v, np.ndarray):
        return str(v)
    if isinstance(v, (bool, np.bool_)):
        return "true" if v else "false"
    if isinstance(v, (tuple, list)):
        return "[" + " ".join(show(x) for x in v) + "]"
    if isinstance(v, (float, np.floating)):
        return gofloat(v)
    return str(v)


def a234():
    return np.arange(24).reshape(2, 3, 4)


def m23():
    return np.arange(6).reshape(2, 3)


def m33f():
    return np.arange(9, dtype=np.float64).reshape(3, 3)


ROWS = {}


def row(name, expr):
    def deco(f):
        ROWS[name] = (expr, f)
        return f
    return deco


@row("ArangeReshape", "np.arange(6).reshape(2, 3)")
def _():
    return [np.arange(6).reshape(2, 3)]


@row("Array", "np.array([[1, 2], [3, 4]])")
def _():
    return [np.array([[1, 2], [3, 4]])]


@row("Zeros", "np.zeros((2, 3))")
def _():
    return [np.zeros((2, 3))]


@row("Ones", "np.ones((2, 2), dtype=int)")
def _():
    return [np.ones((2, 2), dtype=int)]


@row("Full", "np.full((2, 3), 7)")
def _():
    return [np.full((2, 3), 7)]


@row("ZerosLike", "np.zeros_like(a.T)")
def _():
    z = np.zeros_like(m23().T)
    return [z.shape, [s // 8 for s in z.strides]]


@row("Eye", "np.eye(3, k=1)")
def _():
    return [np.eye(3, k=1)]


@row("Linspace", "np.linspace(0, 1, 5)")
def _():
    return [np.linspace(0, 1, 5)]


@row("Shape", "a.shape, a.ndim, a.size")
def _():
    a = a234()
    return [a.shape, a.ndim, a.size]


@row("Index", "a[1, 2, -1]")
def _():
    return [a234()[1, 2, -1]]


@row("SetIndex", "a[0, 1] = 9")
def _():
    a = m23()
    a[0, 1] = 9
    return [a]


@row("Row", "a[-1]")
def _():
    return [m23()[-1]]


@row("Column", "a[:, 1]")
def _():
    return [m23()[:, 1]]


@row("Slices", "a[::2, 1:-1, ::-1]")
def _():
    return [a234()[::2, 1:-1, ::-1]]


@row("IndexNewAxis", "a[0, ::-1, None]")
def _():
    return [a234()[0, ::-1, None]]


@row("Ellipsis", "a[..., 0]")
def _():
    return [a234()[..., 0]]


@row("NewAxis", "a[None].shape")
def _():
    return [m23()[None].shape]


@row("T", "a.T")
def _():
    return [m23().T]


@row("Transpose", "a.transpose(1, 0, 2).shape")
def _():
    return [a234().transpose(1, 0, 2).shape]


@row("SwapAxes", "a.swapaxes(0, 2).shape")
def _():
    return [a234().swapaxes(0, 2).shape]


@row("MoveAxis", "np.moveaxis(a, 0, -1).shape")
def _():
    return [np.moveaxis(a234(), 0, -1).shape]


@row("Diagonal", "a.diagonal()")
def _():
    return [m33f().diagonal()]


@row("DiagonalWrite", "np.fill_diagonal(a, 1)")
def _():
    a = m33f()
    np.fill_diagonal(a, 1)
    return [a]


@row("BroadcastTo", "np.broadcast_to(np.arange(3), (2, 3))")
def _():
    return [np.broadcast_to(np.arange(3), (2, 3))]


@row("ReshapeView", "a.reshape(3, -1)")
def _():
    a = m23()
    r = a.reshape(3, -1)
    return [r, np.shares_memory(r, a)]


@row("ReshapeCopy", "a.T.reshape(6)")
def _():
    a = m23()
    r = a.T.reshape(6)
    return [r, np.shares_memory(r, a)]


@row("ReshapeF", "a.reshape(3, 2, order='F')")
def _():
    return [m23().reshape(3, 2, order="F")]


@row("Ravel", "a.T.ravel()")
def _():
    return [m23().T.ravel()]


@row("Squeeze", "np.squeeze(a)")
def _():
    return [np.squeeze(np.arange(3).reshape(1, 3, 1))]


@row("ExpandDims", "np.expand_dims(a, (0, 2)).shape")
def _():
    return [np.expand_dims(m23(), (0, 2)).shape]


@row("Flip", "np.flip(a, 1)")
def _():
    return [np.flip(m23(), 1)]


@row("FlipAll", "np.flip(a)")
def _():
    return [np.flip(m23())]


@row("SlidingWindow", "sliding_window_view(x, 3)")
def _():
    return [sliding_window_view(np.arange(5), 3)]


@row("SlidingWindowAxis", "sliding_window_view(a, 2, axis=1)")
def _():
    return [sliding_window_view(m23(), 2, axis=1).shape, sliding_window_view(m23(), 2, axis=1)[1]]


@row("AsContiguous", "np.ascontiguousarray(a.T)")
def _():
    c = np.ascontiguousarray(m23().T)
    return [c.flags.c_contiguous, [s // 8 for s in c.strides]]


@row("AsFortran", "np.asfortranarray(a)")
def _():
    f = np.asfortranarray(m23())
    return [f.flags.f_contiguous, [s // 8 for s in f.strides]]


@row("Flags", "a.flags.c_contiguous, a.T.flags.c_contiguous")
def _():
    a = m23()
    return [a.flags.c_contiguous, a.T.flags.c_contiguous, a.T.flags.f_contiguous]


@row("Copy", "b = a.copy()")
def _():
    a = m23()
    b = a.copy()
    b[0, 0] = 100
    return [a[0, 0], b[0, 0]]


@row("AssignAll", "a[...] = b")
def _():
    a = np.zeros((2, 3), dtype=int)
    a[...] = np.arange(3)
    return [a]


@row("AssignSlice", "a[:, ::2] = 0")
def _():
    a = m23()
    a[:, ::2] = 0
    return [a]


@row("AddInPlace", "a += b")
def _():
    a = m23()
    a += np.arange(3)
    return [a]


@row("Add", "a + b")
def _():
    return [m23() + np.array([[10], [20]])]


@row("Subtract", "a - b")
def _():
    return [m23() - np.arange(3)]


@row("Multiply", "a * b")
def _():
    return [m23() * np.arange(3)]


@row("Divide", "a / b")
def _():
    return [np.arange(6.0).reshape(2, 3) / np.array([1.0, 2.0, 4.0])]


@row("Scale", "a *= 2")
def _():
    a = m23()
    a *= 2
    return [a]


@row("Sum", "a.sum()")
def _():
    return [m33f().sum()]


@row("SumAxis", "a.sum(axis=0)")
def _():
    return [m23().sum(axis=0)]


@row("MeanAxis", "a.mean(axis=1)")
def _():
    return [m23().mean(axis=1)]


@row("MinMax", "a.min(), a.max(axis=0)")
def _():
    return [m23().min(), m23().max(axis=0)]


@row("Std", "a.std(), a.var(ddof=1)")
def _():
    a = m23()
    return [a.std(), a.var(ddof=1)]


@row("StdAxis", "a.std(axis=0)")
def _():
    return [m23().std(axis=0)]


@row("SumAxes", "a.sum(axis=(0, 2)), a.max(axis=(0, 1), keepdims=True)")
def _():
    a = a234()
    return [a.sum(axis=(0, 2)), a.max(axis=(0, 1), keepdims=True)]


@row("KeepDims", "(a - a.mean(axis=0, keepdims=True)) / a.std(axis=0, keepdims=True)")
def _():
    a = m33f()
    return [(a - a.mean(axis=0, keepdims=True)) / a.std(axis=0, keepdims=True)]


@row("ProdAxis", "a.prod(axis=1)")
def _():
    return [m23().prod(axis=1)]


@row("CountAxes", "np.count_nonzero(a, axis=(0, 1)), a.argmax(axis=1, keepdims=True)")
def _():
    a = a234() % 3
    return [np.count_nonzero(a, axis=(0, 1)), a.argmax(axis=1, keepdims=True)]


@row("ArgWhere", "np.argwhere(a > 2), np.nonzero(a > 2)[1]")
def _():
    a = m23()
    return [np.argwhere(a > 2), np.nonzero(a > 2)[1]]


@row("ArgMax", "a.argmax(), a.argmin(axis=1)")
def _():
    a = np.array([[3, 9, 2], [9, 0, 5]])
    return [a.argmax(), a.argmin(axis=1)]


@row("CountNonzero", "np.count_nonzero(a), a.any(), a.all()")
def _():
    a = np.array([[0, 1, 2], [3, 0, 5]])
    return [np.count_nonzero(a), a.any(), a.all()]


@row("Prod", "a.prod()")
def _():
    return [np.arange(1, 6).prod()]


@row("SumDtype", "img.sum(dtype=np.int64)")
def _():
    return [np.array([[200, 100], [255, 255]], dtype=np.uint8).sum(dtype=np.int64)]


@row("Concatenate", "np.concatenate([a, b], axis=1)")
def _():
    return [np.concatenate([m23(), m23() * 10], axis=1)]


@row("Stack", "np.stack([a, b]).shape")
def _():
    return [np.stack([m23(), m23()]).shape]


@row("ArraySplit", "np.array_split(x, 3)")
def _():
    return [p for p in np.array_split(np.arange(7), 3)]


@row("Astype", "a.astype(np.float32) / 4")
def _():
    return [m23().astype(np.float32) / 4]


@row("Less", "a < b")
def _():
    return [m23() < np.array([1, 1, 3])]


@row("Where", "np.where(a > 2, a, -1)")
def _():
    return [np.where(m23() > 2, m23(), -1)]


@row("Mask", "a[a > 2]; a[a > 2] = 0")
def _():
    a = m23()
    sel = a[a > 2]
    a[a > 2] = 0
    return [sel, a]


@row("Clip", "np.clip(a, 1, 4)")
def _():
    return [np.clip(m23(), 1, 4)]


@row("Sqrt", "np.sqrt(a)")
def _():
    return [np.sqrt(np.array([1.0, 4.0, 9.0]))]


@row("Abs", "np.abs(a)")
def _():
    return [np.abs(np.array([-1.5, 0.0, 2.0]))]


@row("Exp", "np.exp(a)")
def _():
    return [np.exp(np.array([0.0, 1.0]))]


@row("TrueDivide", "i / j (integers)")
def _():
    return [np.array([7, -7, 1]) / np.array([2, 2, 0])]


@row("FloorDivide", "i // j, i % j")
def _():
    i, j = np.array([7, -7, 7]), np.array([2, 2, -2])
    return [i // j, i % j]


@row("LogicalAnd", "(a > 1) & (a < 4), ~m")
def _():
    a = m23()
    m = (a > 1) & (a < 4)
    return [m, ~m]


@row("SharesMemory", "np.shares_memory(a, b)")
def _():
    a = np.arange(10)
    return [np.shares_memory(a[::2], a[1::2]), np.shares_memory(a[:5], a[4:])]


@row("MayShareMemory", "np.may_share_memory(a, b)")
def _():
    a = np.arange(10)
    return [np.may_share_memory(a[::2], a[1::2])]


@row("SaveLoad", "np.save(f, a); np.load(f)")
def _():
    d = tempfile.mkdtemp()
    path = os.path.join(d, "a.npy")
    np.save(path, m23().T)
    b = np.load(path)
    return [b]


@row("LoadDyn", "np.load(f) of unknown rank, then b.sum(axis=-1)")
def _():
    buf = io.BytesIO()
    np.save(buf, np.arange(24, dtype=np.float64).reshape(2, 3, 4))
    buf.seek(0)
    b = np.load(buf)
    return [b.ndim, b.sum(axis=-1)]


@row("Matmul", "a @ b.T, a @ x")
def _():
    a = m23()
    return [a @ a.T, a @ np.array([1, 0, 2])]


@row("MatmulBatch", "np.matmul(t, m) (batched, broadcast)")
def _():
    return [a234() @ np.arange(8).reshape(4, 2)]


@row("Einsum", "np.einsum('ij,kj->ik', a, b), np.einsum('ii', m)")
def _():
    a = m23()
    return [np.einsum("ij,kj->ik", a, a), np.einsum("ii", m33f())]


@row("EinsumPath", "np.einsum_path('ij,jk,kl->il', a, b, c, optimize='optimal')")
def _():
    a, b, c = m23(), np.arange(12).reshape(3, 4), np.arange(8).reshape(4, 2)
    p = np.einsum_path("ij,jk,kl->il", a, b, c, optimize="optimal")[0]
    return [p[1:], np.einsum("ij,jk,kl->il", a, b, c, optimize=p)]


@row("Sort", "np.sort(m, axis=0), np.argsort(x, kind='stable')")
def _():
    m = np.array([[3.0, -0.0, np.nan], [1.0, 0.0, -np.inf]])
    x = np.array([2, 1, 2, 0, 1])
    return [np.sort(m, axis=0), np.argsort(x, kind="stable")]


@row("MedianPercentile", "np.median(m, axis=0), np.percentile(m, 90)")
def _():
    m = np.array([[1.0, 5.0, 2.0], [4.0, 3.0, 8.0]])
    return [np.median(m, axis=0), np.percentile(m, 90)]


@row("RoundIsNaNAllClose", "np.round([0.5, 1.5, 2.5]), np.round(x, 2), np.isnan(y), np.allclose(x, y)")
def _():
    x = np.array([2.675, 1.005, -0.125])
    y = np.array([2.675, np.nan, -0.1250001])
    return [np.round(np.array([0.5, 1.5, 2.5])), np.round(x, 2), np.isnan(y), np.allclose(x, y)]


@row("UniqueSearchSorted", "np.unique(x, return_counts=True), np.searchsorted(a, v)")
def _():
    x = np.array([3, 1, 3, 2, 1, 3])
    vals, counts = np.unique(x, return_counts=True)
    return [vals, counts, np.searchsorted(np.array([1, 2, 2, 5]), np.array([2, 4, 6]))]


@row("Tensordot", "np.tensordot(t, t, axes=([1, 2], [1, 2]))")
def _():
    t = a234()
    return [np.tensordot(t, t, axes=([1, 2], [1, 2]))]


@row("DotOuterTrace", "np.dot(x, x), np.outer(x, x), np.trace(m)")
def _():
    x = np.array([1, 2, 3])
    return [np.dot(x, x), np.outer(x, x), np.trace(m33f())]


@row("MeanFloat32", "x32.mean(axis=0) (stays float32)")
def _():
    x = (np.arange(6, dtype=np.float32) / 3).reshape(2, 3)
    return [x.mean(axis=0)]


@row("Norm", "np.linalg.norm(m), np.linalg.norm(m, axis=1), np.linalg.norm(m, np.inf)")
def _():
    m = m33f()
    return [np.linalg.norm(m), np.linalg.norm(m, axis=1), np.linalg.norm(m, np.inf)]


@row("PadRepeatTile", "np.pad(m, 1, mode='reflect'), np.repeat(x, 2), np.tile(x, (2, 1))")
def _():
    x = np.array([1, 2, 3])
    return [np.pad(m23(), 1, mode="reflect"), np.repeat(x, 2), np.tile(x, (2, 1))]


@row("MeshgridTriuRot90", "np.meshgrid(x, y), np.triu(m, 1), np.rot90(m)")
def _():
    gx, gy = np.meshgrid(np.array([1, 2, 3]), np.array([10, 20]))
    return [gx, gy, np.triu(m33f(), 1), np.rot90(m23())]


@row("NanVarArgMin", "np.nanvar(x), np.nanargmin(x), np.nancumsum(x)")
def _():
    x = np.array([2.0, np.nan, -1.0, 4.0])
    return [np.nanvar(x), np.nanargmin(x), np.nancumsum(x)]


@row("CountingHistogram", "np.bincount(x), np.histogram(a, bins=4), np.digitize(a, bins), np.isin(x, [1, 3])")
def _():
    x = np.array([0, 1, 1, 3, 2, 1])
    a = np.array([0.5, 1.0, 2.5, 4.0, 3.5, 1.5])
    counts, edges = np.histogram(a, bins=4)
    return [np.bincount(x), counts, edges, np.digitize(a, np.array([1.0, 2.0, 3.0])), np.isin(x, [1, 3])]


@row("InterpUniqueRows", "np.interp(x, xp, fp), np.unique(m, axis=0)")
def _():
    m = np.array([[1, 2], [0, 5], [1, 2], [0, 5], [0, 1]])
    return [np.interp(np.array([0.5, 1.5, 3.0]), np.array([0.0, 1.0, 2.0]), np.array([10.0, 20.0, 0.0])), np.unique(m, axis=0)]


@row("IndexRowsAssign", "x[x[:, 0] > 5], m[:, [3, 0]] = v, np.nonzero(a), np.unravel_index(5, (3, 4))")
def _():
    x = np.array([[1, 2], [7, 8], [6, 0]])
    m = np.zeros((2, 4), dtype=int)
    m[:, [3, 0]] = np.array([1, 2])
    a = np.array([[0, 3], [5, 0]])
    return [x[x[:, 0] > 5], m, list(np.nonzero(a)), list(np.unravel_index(5, (3, 4)))]


@row("AtLeast2D", "np.atleast_2d(x).shape, np.atleast_3d(x).shape")
def _():
    x = np.array([1, 2, 3])
    return [np.atleast_2d(x).shape, np.atleast_3d(x).shape]


def main():
    out = {}
    for name, (expr, f) in ROWS.items():
        out[name] = {"numpy": expr, "output": "\n".join(show(v) for v in f())}
    print(json.dumps(out, indent=1, sort_keys=True))


if __name__ == "__main__":
    main()
