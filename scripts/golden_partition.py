#!/usr/bin/python3
"""Writes testdata/partition.jsonl: NumPy's partition and argpartition
along every axis of float64 (NaN, signed zeros) and int32 data, with one
or several kth (negative too) and the kth NumPy rejects. NumPy's
arrangement of the other elements is its introselect's, so each record
keeps what is NumPy's by contract: the element at every kth along every
lane.

    /usr/bin/python3 scripts/golden_partition.py > testdata/partition.jsonl

Each line is one call: "dtype", "a" ({"shape", "view", "data"} as in
golden_sort.py), "kth", "axis", and "at" (for each kth, the elements at
that position along the axis, in C order) or "error" ("axis" or "index").
"""
import json

import numpy as np
from golden_common import enc


def main():
    rng = np.random.default_rng(2408)
    for dtype in ["float64", "int32"]:
        for shape in [(7,), (3, 9), (4, 5, 6), (40,)]:
            base = np.round(rng.standard_normal(shape) * 5, 1).astype(dtype)
            if dtype == "float64":
                base.ravel()[::7] = np.nan
                base.ravel()[1::9] = -0.0
            a = {"shape": list(base.shape), "view": "c", "data": [enc(e) for e in base.ravel()]}
            for axis in list(range(-1, base.ndim)) + [base.ndim]:
                n = base.shape[axis] if -base.ndim <= axis < base.ndim else 1
                for kth in [[0], [n - 1], [-1], [n // 2], [1, n // 2], [n + 3]]:
                    rec = {"dtype": dtype, "a": a, "kth": kth, "axis": axis}
                    try:
                        p = np.partition(base, kth, axis=axis)
                        ip = np.argpartition(base, kth, axis=axis)
                        rec["at"] = [[enc(e) for e in np.take(p, k, axis=axis).ravel()] for k in kth]
                        rec["arg_at"] = [[enc(e) for e in np.take(np.take_along_axis(base, ip, axis=axis), k, axis=axis).ravel()] for k in kth]
                    except np.AxisError:
                        rec["error"] = "axis"
                    except ValueError:
                        rec["error"] = "index"
                    print(json.dumps(rec))


if __name__ == "__main__":
    main()
