#!/usr/bin/python3
"""Writes testdata/views.jsonl: NumPy's results for random chains of views.

Run with Debian's python3 and python3-numpy:

    /usr/bin/python3 scripts/golden_views.py > testdata/views.jsonl

Each line holds a base layout (a C-contiguous arange, sometimes transposed
or flipped first) and a chain of operations: NumPy indexing (slices with
steps, integers, None, Ellipsis), transpose, swapaxes, diagonal,
broadcast_to, squeeze, expand_dims, sliding_window_view (then a step
along each window-position axis) and reshape (C and F order, only when
NumPy returns a view). After each step it records NumPy's result (shape,
strides and offset in elements, every element address in C order) or the
exception NumPy raised, which ends the chain.
"""
import json
import random

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

rng = random.Random(424242)
ITEM = 8


def rand_dim():
    return rng.choice([0, 1, 1, 2, 2, 3, 3, 4, 5, 6])


def rand_bound(d):
    r = rng.random()
    if r < 0.25:
        return None
    if r < 0.35:
        return rng.choice([-100, 100, -d - 1, d + 1])
    return rng.randint(-d - 1, d + 1)


def rand_item(d):
    r = rng.random()
    if r < 0.55:
        step = None if rng.random() < 0.3 else rng.choice([1, 2, 3, -1, -2, -3, 1, -1, 0] if rng.random() < 0.05 else [1, 2, 3, -1, -2, -3])
        return {"t": "s", "start": rand_bound(d), "stop": rand_bound(d), "step": step}
    if r < 0.8:
        return {"t": "i", "i": rng.randint(-d - 1, d)}
    if r < 0.92:
        return {"t": "n"}
    return {"t": "e"}


def to_py(item):
    t = item["t"]
    if t == "s":
        return slice(item["start"], item["stop"], item["step"])
    if t == "i":
        return item["i"]
    if t == "n":
        return None
    return Ellipsis


def rand_op(a):
    n = a.ndim
    r = rng.random()
    if r < 0.35:
        k = rng.randint(0, n + 1) if rng.random() < 0.9 else n + 2
        items = []
        axis = 0
        for _ in range(k):
            d = a.shape[axis] if axis < n else 3
            it = rand_item(d)
            if it["t"] in "si":
                axis += 1
            items.append(it)
        return {"op": "sub", "items": items}
    if r < 0.45:
        axes = list(range(n))
        rng.shuffle(axes)
        axes = [ax - n if rng.random() < 0.3 else ax for ax in axes]
        if rng.random() < 0.1 and n > 1:
            axes[0] = axes[1]
        return {"op": "transpose", "axes": axes}
    if r < 0.52:
        return {"op": "swapaxes", "a": rng.randint(-n - 1, n), "b": rng.randint(-n - 1, n)}
    if r < 0.64:
        return {"op": "diagonal", "k": rng.randint(-5, 5), "a1": rng.randint(-n, max(n - 1, 0)),
                "a2": rng.randint(-n, max(n - 1, 0))}
    if r < 0.74:
        shape = list(a.shape)
        for i, d in enumerate(shape):
            if d == 1 and rng.random() < 0.6:
                shape[i] = rng.choice([0, 2, 3, 4])
            elif rng.random() < 0.05:
                shape[i] = d + 1
        for _ in range(rng.choice([0, 0, 1, 2])):
            shape.insert(0, rng.choice([1, 2, 3]))
        return {"op": "broadcast_to", "shape": shape}
    if r < 0.8:
        return {"op": "squeeze", "axis": rng.randint(-n - 1, n)}
    if r < 0.86:
        return {"op": "expand_dims", "axis": rng.randint(-n - 2, n + 1)}
    if r < 0.92 and n <= 3:
        window = [rng.randint(0, d + 1) if rng.random() < 0.95 else -1 for d in a.shape]
        step = [rng.choice([1, 1, 2, 3]) for _ in a.shape]
        return {"op": "window", "shape": window, "axes": step}
    # reshape: a random factorisation of the size, maybe with -1
    size = a.size
    shape = []
    rest = size
    for _ in range(rng.randint(0, 4)):
        divs = [d for d in range(1, 7) if rest % d == 0] if rest else [0, 1, 2]
        d = rng.choice(divs)
        shape.append(d)
        rest = rest // d if d else rest
    if rest != 1 or rng.random() < 0.3:
        shape.append(rest)
    if shape and rng.random() < 0.4:
        shape[rng.randrange(len(shape))] = -1
    if rng.random() < 0.05:
        shape.append(7)
    return {"op": "reshape", "shape": shape, "order": rng.choice("CF")}


def apply(a, op, base):
    o = op["op"]
    if o == "sub":
        idx = tuple(to_py(it) for it in op["items"])
        if not any(it["t"] == "e" for it in op["items"]):
            # A trailing ellipsis keeps a 0-d result an array, not a scalar.
            idx = idx + (Ellipsis,)
        return a[idx]
    if o == "transpose":
        return a.transpose(op["axes"])
    if o == "swapaxes":
        return a.swapaxes(op["a"], op["b"])
    if o == "diagonal":
        return a.diagonal(op["k"], op["a1"], op["a2"])
    if o == "broadcast_to":
        return np.broadcast_to(a, op["shape"])
    if o == "squeeze":
        return a.squeeze(op["axis"])
    if o == "expand_dims":
        return np.expand_dims(a, op["axis"])
    if o == "window":
        w = sliding_window_view(a, op["shape"]) if a.ndim else sliding_window_view(a, ())
        return w[tuple(slice(None, None, s) for s in op["axes"]) + (Ellipsis,)]
    r = np.reshape(a, op["shape"], order=op["order"])
    if r.size and not np.shares_memory(r, base):
        raise NotView()
    return r


class NotView(Exception):
    pass


def describe(a, base):
    ptr = a.__array_interface__["data"][0] - base.__array_interface__["data"][0]
    return {
        "shape": list(a.shape),
        "strides": [s // ITEM for s in a.strides],
        "offset": ptr // ITEM,
        "addrs": [int(v) for v in a.ravel(order="C")] if a.size else [],
    }


def main():
    out = 0
    while out < 4000:
        rank = rng.choice([0, 1, 2, 2, 3, 3, 3, 4])
        shape = [rand_dim() for _ in range(rank)]
        size = int(np.prod(shape)) if shape else 1
        base = np.arange(max(size, 1), dtype=np.int64)
        a = base[:size].reshape(shape)
        start = {"shape": shape, "transpose": False, "flip": -1}
        if rank and rng.random() < 0.2:
            a = a.T
            start["transpose"] = True
        if rank and rng.random() < 0.2:
            start["flip"] = rng.randrange(rank)
            a = np.flip(a, start["flip"])
        steps = []
        for _ in range(rng.randint(1, 4)):
            op = rand_op(a)
            try:
                a = apply(a, op, base)
            except NotView:
                steps.append({"op": op, "error": "NotView"})
                break
            except (IndexError, ValueError, TypeError) as e:
                steps.append({"op": op, "error": type(e).__name__})
                break
            steps.append({"op": op, "result": describe(a, base)})
        print(json.dumps({"base": start, "steps": steps}, separators=(",", ":")))
        out += 1


if __name__ == "__main__":
    main()
