#!/usr/bin/python3
"""Writes testdata/slices.jsonl: Python's slice.indices for every small case.

    /usr/bin/python3 scripts/golden_slices.py > testdata/slices.jsonl

Each line is [length, start, stop, step, indices]: start and stop are null
when omitted, and indices lists range(*slice(start, stop, step).indices(length)).
"""
import json

bounds = [None] + list(range(-8, 9)) + [-100, 100]
for d in range(0, 7):
    for start in bounds:
        for stop in bounds:
            for step in [None, 1, 2, 3, -1, -2, -3, 7, -7]:
                idx = list(range(*slice(start, stop, step).indices(d)))
                print(json.dumps([d, start, stop, step, idx], separators=(",", ":")))
