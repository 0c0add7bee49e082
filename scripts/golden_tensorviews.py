#!/usr/bin/python3
"""Writes testdata/tensorviews.jsonl: NumPy's results for random chains of
tensor views.

Run with Debian's python3 and python3-numpy:

    /usr/bin/python3 scripts/golden_tensorviews.py > testdata/tensorviews.jsonl

Each line holds a base shape (the chain starts from
np.arange(size).reshape(shape), so an element's value names it) and a chain
of operations: NumPy indexing (slices with steps, integers, None, Ellipsis),
np.flip, np.moveaxis, np.squeeze, np.expand_dims, sliding_window_view (with
axis=, repeated axes included, or over every axis followed by a step along
each window-position axis), np.broadcast_to, np.broadcast_arrays against a
second arange, a.diagonal, a.transpose, a.swapaxes, np.reshape (C and F
order, a view or a copy as NumPy decides) and np.ravel. The first steps
often transpose, flip or stride the base.

After each step it records NumPy's result: the shape, the values in C order
("v"), whether the result shares memory with the base ("view", non-empty
results only), for reshape and ravel whether NumPy copied ("copy", non-empty
only), and "ro" when NumPy marks it read-only. Or it records the exception
NumPy raised ("error", the type) with "why", a short tag read from NumPy's
message (axis out of range, repeated axis, lengths mismatch, ...), which
ends the chain. Arguments are drawn with at most one fault per step, so the
tag names the one thing wrong.

Reshape sometimes asks for a length of -2: NumPy 1.24 reads any negative
length as the unknown one, while Go accepts only -1 (and the Go test
expects its error there).

Cases Go cannot express are not drawn: np.flip and np.squeeze with an empty
tuple (Go's Flip() and Squeeze() with no axes mean axis=None), and np.flip
of a 0-d array with axis=None (NumPy returns a scalar copy).
"""
import json
import random
import warnings

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

rng = random.Random(20240611)
CHAINS = 3000
# Values of the second operand of broadcast_arrays start here, so that they
# cannot be mistaken for elements of the base.
OTHER = 1000


def rand_dim():
    return rng.choice([0, 1, 1, 1, 2, 2, 3, 3, 4])


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
        step = None if rng.random() < 0.3 else rng.choice([1, 2, 3, -1, -2, -3])
        return {"t": "s", "start": rand_bound(d), "stop": rand_bound(d), "step": step}
    if r < 0.8 and d:
        return {"t": "i", "i": rng.randint(-d, d - 1)}
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


def rand_axis(n, fault=False):
    """An axis in [-n, n), or out of range if fault."""
    if fault or n == 0:
        return rng.choice([n, -n - 1, n + 2])
    return rng.randint(-n, n - 1)


def rand_axes(n, k, fault=None):
    """k distinct axes of rank n (negative ones mixed in); fault "axis" puts
    one out of range, "repeat" repeats one."""
    k = min(k, n)
    axes = rng.sample(range(n), k)
    axes = [a - n if rng.random() < 0.3 else a for a in axes]
    if fault == "axis" or (fault == "repeat" and not axes):
        axes.insert(rng.randint(0, len(axes)), rand_axis(n, True))
    elif fault == "repeat":
        a = rng.choice(axes)
        axes.insert(rng.randint(0, len(axes)), a - n if a >= 0 else a + n)
    return axes


def pick_fault(p, *faults):
    return rng.choice(faults) if rng.random() < p else None


def op_sub(a):
    n = a.ndim
    fault = pick_fault(0.08, "step", "index", "many", "ellipsis")
    items, axis = [], 0
    k = rng.randint(0, n + 1)
    for _ in range(k):
        d = a.shape[axis] if axis < n else 1
        it = rand_item(d)
        if it["t"] in "si" and axis >= n:
            it = {"t": "n"}
        if it["t"] == "e" and any(x["t"] == "e" for x in items):
            it = {"t": "n"}
        if it["t"] in "si":
            axis += 1
        items.append(it)
    if fault in ("step", "index") and axis > 0:
        j = rng.choice([j for j, it in enumerate(items) if it["t"] in "si"])
        ax = sum(1 for it in items[:j] if it["t"] in "si")
        if any(it["t"] == "e" for it in items[:j]):
            ax = n - sum(1 for it in items[j:] if it["t"] in "si")
        d = a.shape[ax]
        if fault == "step":
            items[j] = {"t": "s", "start": rand_bound(d), "stop": rand_bound(d), "step": 0}
        else:
            items[j] = {"t": "i", "i": rng.choice([d, -d - 1])}
    elif fault == "many":
        items = [rand_item(d) for d in a.shape]
        items = [it if it["t"] in "si" else {"t": "s", "start": None, "stop": None, "step": None} for it in items]
        items.append({"t": "i", "i": 0})
    elif fault == "ellipsis":
        items.insert(rng.randint(0, len(items)), {"t": "e"})
        items.insert(rng.randint(0, len(items)), {"t": "e"})
    return {"op": "sub", "items": items}


def op_flip(a):
    n = a.ndim
    if rng.random() < 0.2 and n > 0:
        return {"op": "flip", "axes": None}
    fault = pick_fault(0.15, "axis", "repeat")
    axes = rand_axes(n, rng.randint(1, max(n, 1)), fault)
    if not axes:  # an empty tuple flips nothing in NumPy, everything in Go
        axes = [rand_axis(n, True)]
    return {"op": "flip", "axes": axes}


def op_moveaxis(a):
    n = a.ndim
    fault = pick_fault(0.15, "axis", "repeat", "len")
    if rng.random() < 0.4 and n > 0 and fault != "len":
        src, dst = rand_axis(n), rand_axis(n)
        if fault == "axis":
            if rng.random() < 0.5:
                src = rand_axis(n, True)
            else:
                dst = rand_axis(n, True)
        return {"op": "moveaxis", "src": [src], "dst": [dst], "ints": True}
    k = rng.randint(0, n)
    src, dst = rand_axes(n, k), rand_axes(n, k)
    if fault in ("axis", "repeat"):
        if rng.random() < 0.5:
            src = rand_axes(n, k, fault)
            dst = rand_axes(n, len(src))
        else:
            dst = rand_axes(n, k, fault)
            src = rand_axes(n, len(dst))
    elif fault == "len":
        if k < n and rng.random() < 0.5:
            src = rand_axes(n, k + 1)
        elif k > 0:
            dst = dst[1:]
        else:
            dst = rand_axes(n, 1)
    return {"op": "moveaxis", "src": src, "dst": dst, "ints": False}


def op_squeeze(a):
    n = a.ndim
    ones = [k for k, d in enumerate(a.shape) if d == 1]
    fault = pick_fault(0.2, "axis", "repeat", "squeeze")
    if fault is None and (rng.random() < 0.3 or not ones):
        return {"op": "squeeze", "axes": None}
    if fault == "squeeze":
        others = [k for k, d in enumerate(a.shape) if d != 1]
        if not others:
            fault = "axis"
        else:
            axes = [rng.choice(others)] + rng.sample(ones, rng.randint(0, len(ones)))
            rng.shuffle(axes)
            return {"op": "squeeze", "axes": axes, "int": False}
    axes = rng.sample(ones, rng.randint(1, len(ones))) if ones else []
    axes = [k - n if rng.random() < 0.3 else k for k in axes]
    if fault == "axis" or (fault == "repeat" and not axes):
        axes.append(rand_axis(n, True))
    elif fault == "repeat":
        axes.append(axes[0])
    if not axes:
        axes = [rand_axis(n, True)]
    as_int = len(axes) == 1 and rng.random() < 0.5
    return {"op": "squeeze", "axes": axes, "int": as_int}


def op_expand(a):
    n = a.ndim
    k = rng.choice([0, 1, 1, 1, 2, 2, 3]) if n < 6 else 0
    fault = pick_fault(0.12, "axis", "repeat")
    return {"op": "expand", "axes": rand_axes(n + k, k, fault)}


def op_window(a):
    n = a.ndim
    fault = pick_fault(0.15, "axis", "len", "window", "negative")
    if rng.random() < 0.35 and n <= 3 and fault in (None, "len", "window", "negative"):
        window = [rng.randint(0, d) for d in a.shape]
        step = [rng.choice([1, 1, 2, 3]) for _ in a.shape]
        if fault == "len":
            window = window[1:] if n and rng.random() < 0.5 else window + [1]
        elif fault == "window" and n:
            k = rng.randrange(n)
            window[k] = a.shape[k] + 1
        elif fault == "negative" and n:
            window[rng.randrange(n)] = -1
        return {"op": "window", "window": window, "axes": None, "step": step}
    if n == 0:
        return {"op": "window", "window": [1], "axes": [rand_axis(0, True)]}
    k = rng.choice([1, 1, 2, 2, 3])
    axes = [rand_axis(n) for _ in range(k)]  # repeats allowed, as in NumPy
    left = list(a.shape)
    window = []
    for ax in axes:
        w = rng.randint(0, left[ax])
        left[ax] -= w - 1
        window.append(w)
    if fault == "axis":
        axes[rng.randrange(k)] = rand_axis(n, True)
    elif fault == "len":
        window = window[1:] if rng.random() < 0.5 else window + [1]
    elif fault == "window":
        j = rng.randrange(k)
        window[j] = a.shape[axes[j]] + k + 1
    elif fault == "negative":
        window[rng.randrange(k)] = -1
    return {"op": "window", "window": window, "axes": axes}


def op_broadcast_to(a, key="shape"):
    shape = list(a.shape)
    for i, d in enumerate(shape):
        if d == 1 and rng.random() < 0.5:
            shape[i] = rng.choice([0, 2, 3])
    for _ in range(rng.choice([0, 0, 1, 2])):
        shape.insert(0, rng.choice([1, 2, 3]))
    fault = pick_fault(0.12, "bcast", "bcastneg", "lower")
    big = [i for i, d in enumerate(shape) if d > 1 or d == 0]
    if fault == "bcast" and big:
        i = rng.choice(big)
        shape[i] = shape[i] + 1
    elif fault == "bcastneg":
        shape.insert(rng.randint(0, len(shape)), -1)
    elif fault == "lower" and a.ndim > 0 and len(shape) == a.ndim:
        shape = shape[1:]
    return {"op": "broadcast_to", "shape": shape}


def op_broadcast(a):
    """broadcast_arrays(a, b) with b an arange of a shape that broadcasts
    against a's."""
    shape = [d if rng.random() < 0.5 else 1 for d in a.shape]
    for i, d in enumerate(a.shape):
        if d == 1 and rng.random() < 0.5:
            shape[i] = rng.choice([0, 2, 3])
    shape = shape[rng.randint(0, len(shape)):] if rng.random() < 0.3 else shape
    for _ in range(rng.choice([0, 0, 1])):
        shape.insert(0, rng.choice([1, 2]))
    if rng.random() < 0.08:
        big = [i for i, d in enumerate(a.shape) if d > 1]
        if big:
            i = rng.choice(big)
            j = i - a.ndim + len(shape)
            if j >= 0:
                shape[j] = a.shape[i] + 1
    return {"op": "broadcast", "shape": shape}


def op_diagonal(a):
    n = a.ndim
    fault = pick_fault(0.12, "axis", "repeat")
    if n < 2:
        return {"op": "diagonal", "k": 0, "a1": 0, "a2": 1}
    a1, a2 = rng.sample(range(n), 2)
    a1, a2 = [x - n if rng.random() < 0.3 else x for x in (a1, a2)]
    if fault == "axis":
        a1 = rand_axis(n, True)
    elif fault == "repeat":
        a2 = a1 - n if a1 >= 0 else a1 + n
    return {"op": "diagonal", "k": rng.randint(-4, 4), "a1": a1, "a2": a2}


def op_transpose(a):
    n = a.ndim
    if rng.random() < 0.2:
        return {"op": "transpose", "axes": None}
    fault = pick_fault(0.12, "axis", "repeat", "perm")
    axes = rand_axes(n, n)
    if fault == "axis" and n:
        axes[rng.randrange(n)] = rand_axis(n, True)
    elif fault == "repeat" and n > 1:
        axes[0] = axes[1]
    elif fault == "perm":
        axes = axes[1:] if n and rng.random() < 0.5 else axes + [0]
    return {"op": "transpose", "axes": axes}


def op_swapaxes(a):
    n = a.ndim
    fault = pick_fault(0.12, "axis")
    return {"op": "swapaxes", "a": rand_axis(n, fault is not None), "b": rand_axis(n)}


def op_reshape(a):
    size = a.size
    shape, rest = [], size
    for _ in range(rng.randint(0, 4)):
        divs = [d for d in range(1, 7) if rest % d == 0] if rest else [0, 1, 2]
        d = rng.choice(divs)
        shape.append(d)
        rest = rest // d if d else rest
    if rest != 1 or rng.random() < 0.3:
        shape.append(rest)
    if shape and rng.random() < 0.4:
        shape[rng.randrange(len(shape))] = -1
    fault = pick_fault(0.1, "size", "two", "negative")
    if fault == "size":
        shape.append(7)
    elif fault == "two":
        shape = shape + [-1, -1]
    elif fault == "negative":
        shape.insert(rng.randint(0, len(shape)), -2)
    return {"op": "reshape", "shape": shape, "order": rng.choice("CCF")}


OPS = [
    (op_sub, 14), (op_flip, 8), (op_moveaxis, 8), (op_squeeze, 7), (op_expand, 7),
    (op_window, 8), (op_broadcast_to, 6), (op_broadcast, 4), (op_diagonal, 6),
    (op_transpose, 6), (op_swapaxes, 4), (op_reshape, 12), (lambda a: {"op": "ravel"}, 4),
]


def rand_op(a):
    fns, weights = zip(*OPS)
    while True:
        f = rng.choices(fns, weights)[0]
        # Keep the errors of low ranks (no diagonal, no axis to flip) rare.
        if f is op_diagonal and a.ndim < 2 and rng.random() < 0.85:
            continue
        if f is op_flip and a.ndim == 0 and rng.random() < 0.8:
            continue
        return f(a)


def apply(a, op, base):
    """Returns NumPy's result, the second result of broadcast_arrays (or
    None) and, for reshape and ravel, whether NumPy copied."""
    o = op["op"]
    if o == "sub":
        idx = tuple(to_py(it) for it in op["items"])
        if not any(it["t"] == "e" for it in op["items"]):
            # A trailing ellipsis keeps a 0-d result an array, not a scalar.
            idx = idx + (Ellipsis,)
        return a[idx], None
    if o == "flip":
        return np.flip(a, None if op["axes"] is None else tuple(op["axes"])), None
    if o == "moveaxis":
        if op["ints"]:
            return np.moveaxis(a, op["src"][0], op["dst"][0]), None
        return np.moveaxis(a, op["src"], op["dst"]), None
    if o == "squeeze":
        if op["axes"] is None:
            return np.squeeze(a), None
        return np.squeeze(a, op["axes"][0] if op["int"] else tuple(op["axes"])), None
    if o == "expand":
        return np.expand_dims(a, tuple(op["axes"])), None
    if o == "window":
        if op["axes"] is None:
            w = sliding_window_view(a, tuple(op["window"]))
            return w[tuple(slice(None, None, s) for s in op["step"]) + (Ellipsis,)], None
        return sliding_window_view(a, tuple(op["window"]), axis=tuple(op["axes"])), None
    if o == "broadcast_to":
        return np.broadcast_to(a, op["shape"]), None
    if o == "broadcast":
        size = int(np.prod(op["shape"])) if op["shape"] else 1
        b = np.arange(OTHER, OTHER + size).reshape(op["shape"])
        return np.broadcast_arrays(a, b)
    if o == "diagonal":
        return a.diagonal(op["k"], op["a1"], op["a2"]), None
    if o == "transpose":
        return a.transpose(op["axes"]), None
    if o == "swapaxes":
        return a.swapaxes(op["a"], op["b"]), None
    if o == "reshape":
        return np.reshape(a, op["shape"], order=op["order"]), None
    if o == "ravel":
        return np.ravel(a), None
    raise KeyError(o)


# Tags for NumPy's error messages: what went wrong, in one word.
WHY = [
    ("repeated axis", "repeat"),
    ("duplicate value", "repeat"),
    ("axis1 and axis2 cannot be the same", "repeat"),
    ("same number of elements", "len"),
    ("must provide matching length window_shape", "len"),
    ("must provide window_shape for all dimensions", "len"),
    ("cannot select an axis to squeeze out", "squeeze"),
    ("window shape cannot be larger", "window"),
    ("cannot contain negative values", "window"),
    ("cannot reshape array", "reshape"),
    ("can only specify one unknown dimension", "reshape"),
    ("negative dimensions not allowed", "reshape"),
    ("all elements of broadcast shape must be non-negative", "bcastneg"),
    ("could not be broadcast", "bcast"),
    ("cannot be broadcast to a single shape", "bcast"),
    ("input operand has more dimensions than allowed", "bcast"),
    ("too many indices", "index"),
    ("is out of bounds for axis", "index"),
    ("an index can only have a single ellipsis", "index"),
    ("slice step cannot be zero", "step"),
    ("diag requires an array of at least two dimensions", "diag2"),
    ("axes don't match array", "perm"),
]


def why(e):
    if isinstance(e, np.AxisError):
        return "axis"
    msg = str(e).lower()
    for text, tag in WHY:
        if text.lower() in msg:
            return tag
    raise RuntimeError(f"unclassified NumPy error {type(e).__name__}: {e}")


def values(a):
    return [int(v) for v in a.ravel(order="C")]


def describe(r, parent, base, op, second):
    out = {"shape": list(r.shape), "v": values(r)}
    if r.size:
        out["view"] = bool(np.shares_memory(r, base))
        if op["op"] in ("reshape", "ravel"):
            out["copy"] = not np.shares_memory(r, parent)
    if not r.flags.writeable:
        out["ro"] = True
    if second is not None:
        out["v2"] = values(second)
    return out


def start_ops(a):
    """The first steps: often a transpose, a flip or a strided slice."""
    ops = []
    if a.ndim and rng.random() < 0.3:
        ops.append({"op": "transpose", "axes": None})
    if a.ndim and rng.random() < 0.25:
        ops.append({"op": "flip", "axes": [rng.randrange(a.ndim)]})
    if a.ndim and rng.random() < 0.3:
        items = [{"t": "s", "start": None, "stop": None, "step": rng.choice([1, 2, -1, -2])} for _ in range(a.ndim)]
        ops.append({"op": "sub", "items": items})
    return ops


def main():
    # broadcast_arrays warns when its writable results are looked at.
    warnings.simplefilter("ignore", FutureWarning)
    for _ in range(CHAINS):
        rank = rng.choice([0, 1, 1, 2, 2, 2, 3, 3, 3, 4])
        shape = [rand_dim() for _ in range(rank)]
        # Strided starts slice a longer base: double some axes first.
        if rank and rng.random() < 0.3:
            shape = [d * 2 if d and rng.random() < 0.5 else d for d in shape]
        size = int(np.prod(shape)) if shape else 1
        base = np.arange(size)
        a = base.reshape(shape)
        steps = []
        pending = start_ops(a)
        for _ in range(len(pending) + rng.randint(1, 4)):
            op = pending.pop(0) if pending else rand_op(a)
            try:
                r, second = apply(a, op, base)
            except (IndexError, ValueError, TypeError) as e:
                steps.append({"op": op, "error": type(e).__name__, "why": why(e)})
                break
            steps.append({"op": op, "result": describe(r, a, base, op, second)})
            a = r
        print(json.dumps({"shape": shape, "steps": steps}, separators=(",", ":")))


if __name__ == "__main__":
    main()
