"""Helpers shared by the golden scripts: how elements are written and how
the views of a base array are taken (the Go tests take the same views)."""
import numpy as np


def enc(v):
    """A float as its repr string (exact, NaN and infinities included), an
    integer as a JSON number."""
    if isinstance(v, (float, np.floating)):
        return repr(float(v))
    return int(v)


def view(base, v):
    """The view v of base: "c" itself, "t" its last two axes swapped, "r"
    its last axis reversed, "s" every other element of its last axis."""
    if v == "t" and base.ndim >= 2:
        return np.swapaxes(base, -1, -2)
    if v == "r" and base.ndim >= 1:
        return base[..., ::-1]
    if v == "s" and base.ndim >= 1:
        return base[..., ::2]
    return base
