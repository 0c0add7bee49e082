#!/usr/bin/python3
"""Writes testdata/einsum.jsonl: NumPy's einsum over subscripts that cover
its grammar (explicit and implicit outputs, "...", repeated letters for
diagonals and traces, sums, outer products, chains of three operands,
broadcast length-1 axes, empty axes) and views of the operands, for Einsum
and EinsumTo in both packages, and the subscripts and shapes NumPy rejects.

    /usr/bin/python3 scripts/golden_einsum.py > testdata/einsum.jsonl

Each line is one call: "subs", "dtype", "ops" (each {"shape", "view",
"data"}: a C-contiguous base array, elements in C order, floats as repr
strings and complex as [re, im]; "view" is "c" for the base itself, "r"
for its last axis reversed, "t" for its transpose, whose base has the
reversed shape) and "out" ({"shape", "data"}) or "error" (what NumPy
raised: "subscripts", "rank" or "shape").
"""
import json

import numpy as np


def enc(v):
    if isinstance(v, (complex, np.complexfloating)):
        return [repr(float(v.real)), repr(float(v.imag))]
    if isinstance(v, (float, np.floating)):
        return repr(float(v))
    return int(v)


CASES = [
    ("ij,jk->ik", [(3, 4), (4, 5)]), ("ij,jk", [(3, 4), (4, 5)]), ("ij,kj->ik", [(3, 4), (5, 4)]),
    ("ji,jk->ik", [(4, 3), (4, 5)]), ("ii->", [(4, 4)]), ("ii", [(4, 4)]), ("ii->i", [(4, 4)]),
    ("iij->j", [(2, 2, 3)]), ("ijj->i", [(3, 2, 2)]), ("ij->", [(3, 4)]), ("ij->j", [(3, 4)]),
    ("ij->ji", [(3, 4)]), ("i->", [(7,)]), ("i,i->", [(5,), (5,)]), ("i,i->i", [(5,), (5,)]),
    ("i,j->ij", [(3,), (4,)]), ("i,j", [(3,), (4,)]), ("ij,ij->i", [(3, 4), (3, 4)]),
    ("ij,ij->ij", [(3, 4), (3, 4)]), ("ij,ij", [(3, 4), (3, 4)]), ("bij,bjk->bik", [(3, 2, 4), (3, 4, 5)]),
    ("...ij,...jk", [(2, 3, 4), (4, 5)]), ("...ij,...jk->...ik", [(2, 1, 3, 4), (5, 4, 2)]),
    ("abcd,cdef->abef", [(2, 3, 4, 5), (4, 5, 2, 3)]), ("ij,jk,kl->il", [(3, 4), (4, 5), (5, 2)]),
    ("ij,jk,kl", [(3, 4), (4, 5), (5, 2)]), ("i,ij,j->", [(3,), (3, 4), (4,)]), ("Ab,bA", [(2, 3), (3, 2)]),
    ("i,i->i", [(3,), (1,)]), ("ij,jk->ik", [(3, 0), (0, 2)]), ("ij,jk->ik", [(0, 3), (3, 2)]),
    ("i...,i...->...", [(3, 2), (3, 2)]), (" ij , jk -> ik ", [(3, 4), (4, 5)]), ("ijk,ikl,ilm->jm", [(2, 3, 4), (2, 4, 3), (2, 3, 5)]),
    ("ab,bc,cd,de->ae", [(2, 3), (3, 4), (4, 2), (2, 3)]), ("ii,ij->j", [(3, 3), (3, 4)]), ("ij,ji->", [(3, 4), (4, 3)]),
    ("...", [(2, 3)]), ("i,...->...i", [(3,), (2, 1)]), ("ij...,jk...->ik...", [(2, 3, 4), (3, 2, 4)]),
    # rejected
    ("ij,jk->ik", [(2, 3), (4, 5)]), ("i->ii", [(3,)]), ("i,j", [(3,)]), ("ij", [(2, 3, 4)]),
    ("i.j", [(2, 3)]), ("ij->k", [(2, 3)]), ("i1", [(2, 3)]), ("...i->i", [(2, 3)]), ("ii", [(2, 3)]),
    ("i,i", [(3,), (4,)]), ("ij->i->j", [(2, 3)]),
]


def rand(rng, dtype, shape):
    if dtype == "int64":
        return rng.integers(-5, 6, shape).astype(np.int64)
    if dtype == "complex128":
        return rng.standard_normal(shape) + 1j * rng.standard_normal(shape)
    return rng.standard_normal(shape).astype(dtype)


def main():
    rng = np.random.default_rng(2302)
    for dtype in ["float64", "float32", "int64", "complex128"]:
        for subs, shapes in CASES:
            view_sets = [["c"] * len(shapes)]
            if dtype == "float64":
                view_sets += [["r"] * len(shapes), ["t"] * len(shapes)]
            for views in view_sets:
                ops, recs = [], []
                for shape, v in zip(shapes, views):
                    base_shape = shape[::-1] if v == "t" else shape
                    base = rand(rng, dtype, base_shape)
                    x = base
                    if v == "t":
                        x = base.T
                    elif v == "r" and base.ndim:
                        x = base[..., ::-1]
                    ops.append(x)
                    recs.append({"shape": list(base.shape), "view": v, "data": [enc(e) for e in base.ravel()]})
                rec = {"subs": subs, "dtype": dtype, "ops": recs}
                try:
                    r = np.asarray(np.einsum(subs, *ops))
                    rec["out"] = {"shape": list(r.shape), "data": [enc(e) for e in r.ravel()]}
                except ValueError as e:
                    m = str(e)
                    if m.startswith("output has more dimensions"):
                        rec["error"] = "subscripts: " + m
                    elif "more dimensions than subscripts" in m or "fewer dimensions" in m:
                        rec["error"] = "rank"
                    elif "broadcast" in m or "don't match" in m:
                        rec["error"] = "shape"
                    else:
                        rec["error"] = "subscripts: " + m
                print(json.dumps(rec))


if __name__ == "__main__":
    main()
