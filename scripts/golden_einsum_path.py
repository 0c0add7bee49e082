#!/usr/bin/python3
"""Writes testdata/einsum_path.jsonl: NumPy's einsum_path over random
subscripts of one to eight operands (repeated letters, implicit and
explicit outputs, "..." broadcast, length-1 axes), with the optimize
argument dyn.EinsumPath uses: "optimal" for up to five operands, "greedy"
beyond.

    /usr/bin/python3 scripts/golden_einsum_path.py > testdata/einsum_path.jsonl

Each line is one call: "subs", "shapes", "path" (NumPy's path without its
"einsum_path" head) and "report" (the string einsum_path returns).
"""
import json

import numpy as np

FIXED = [
    ("ij,jk,kl->il", [(256, 256)] * 3),
    ("pi,qj,ijkl,rk,sl->pqrs", [(10, 10), (10, 10), (10, 10, 10, 10), (10, 10), (10, 10)]),
    ("ea,fb,abcd,gc,hd->efgh", [(10, 10), (10, 10), (10, 10, 10, 10), (10, 10), (10, 10)]),
    ("abd,ac,bdc->", [(1, 2, 4), (1, 3), (2, 4, 3)]),
    ("bdik,acaj,ikab,ajac,ikbd", [(4, 5, 6, 7), (8, 9, 8, 3), (6, 7, 8, 4), (8, 3, 8, 9), (6, 7, 4, 5)]),
    ("i,j,k->ijk", [(3,), (4,), (5,)]),
    ("ij,jk", [(3, 4), (4, 5)]),
    ("ii->", [(4, 4)]),
    ("...ij,...jk,...kl", [(2, 3, 4), (4, 5), (7, 1, 5, 6)]),
    ("ab,bc,cd,de,ef,fg,gh->ah", [(2, 30), (30, 4), (4, 50), (50, 3), (3, 20), (20, 6), (6, 2)]),
    ("ab,cd,ef,gh,ij,kl->", [(2, 3), (3, 2), (2, 2), (4, 2), (2, 5), (3, 3)]),
]


def random_case(rng):
    n = int(rng.integers(1, 9))
    pool = "abcdefghijkLM"[: int(rng.integers(3, 11))]
    size = {c: int(rng.choice([1, 2, 3, 4, 5, 8, 16])) for c in pool}
    terms = []
    for _ in range(n):
        k = int(rng.integers(0, 5))
        t = "".join(rng.choice(list(pool), size=k))
        terms.append(t)
    letters = sorted(set("".join(terms)))
    subs = ",".join(terms)
    if letters and rng.random() < 0.6:
        out = [c for c in letters if rng.random() < 0.4]
        rng.shuffle(out)
        subs += "->" + "".join(out)
    shapes = [tuple(size[c] for c in t) for t in terms]
    return subs, shapes


def main():
    rng = np.random.default_rng(2303)
    cases = list(FIXED)
    while len(cases) < 400:
        cases.append(random_case(rng))
    for subs, shapes in cases:
        ops = [np.empty(s) for s in shapes]
        kind = "optimal" if len(ops) <= 5 else "greedy"
        path, report = np.einsum_path(subs, *ops, optimize=kind)
        rec = {"subs": subs, "shapes": [list(s) for s in shapes],
               "path": [list(p) for p in path[1:]], "report": report}
        print(json.dumps(rec))


if __name__ == "__main__":
    main()
