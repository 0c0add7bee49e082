#!/usr/bin/python3
"""Writes testdata/text.jsonl: NumPy 1.24's np.loadtxt and np.savetxt on a
set of text tables and arrays, for package npy's LoadTxt and SaveTxt.

    apt-get install python3-numpy
    /usr/bin/python3 scripts/golden_text.py > testdata/text.jsonl

A "load" line holds the text, the options (delimiter, comments, skiprows,
usecols, max_rows, quotechar, dtype) and NumPy's result: "shape" and
"values" (hex bit patterns for floats, numbers for integers), or "error"
(the exception's name) where NumPy raises; "deprecated" holds NumPy's
DeprecationWarning where it accepts questionable text (a float into an
integer type, an integer out of the type's range, which it wraps), which
LoadTxt refuses. A "save" line holds the array
("dtype", "shape", "values" as hex bits or numbers), the options (fmt,
delimiter, newline, header, footer, comments) and the exact text NumPy
wrote.
"""
import io
import json
import struct
import warnings

import numpy as np


def enc(a):
    a = np.asarray(a)
    if a.dtype.kind == "f":
        w = "<f" if a.dtype.itemsize == 4 else "<d"
        fmt = "%08x" if a.dtype.itemsize == 4 else "%016x"
        u = "<I" if a.dtype.itemsize == 4 else "<Q"
        return [fmt % struct.unpack(u, struct.pack(w, float(v)))[0] for v in a.ravel()]
    return [int(v) for v in a.ravel()]


LOADS = [
    ("1 2 3\n4 5 6\n", {}),
    ("1\t2\r\n3  4\r\n", {}),
    ("# head\n1 2 # tail\n\n   \n3 4\n", {}),
    ("1,2\n3,4\n", {"delimiter": ","}),
    (" 1 , 2 \n 3 ,4\n", {"delimiter": ","}),
    ("1;2//c\n3;4\n", {"delimiter": ";", "comments": "//"}),
    ("1 2 %c\n3 4 ! d\n", {"comments": ["%", "!"]}),
    ("skip me\nand me\n1 2\n3 4\n5 6\n", {"skiprows": 2, "max_rows": 2}),
    ("# c\n1 2\n# c\n3 4\n5 6\n", {"max_rows": 2}),
    ("1 2 3\n4 5 6\n", {"usecols": [2, 0]}),
    ("1 2 3\n4 5 6\n", {"usecols": [-1]}),
    ("1 2 3\n4 5 6\n", {"usecols": [3]}),
    ('"1.5",2\n"3","4e2"\n', {"delimiter": ",", "quotechar": '"'}),
    ('"1,5",2\n', {"delimiter": ",", "quotechar": '"'}),
    ('"1""5",2\n', {"delimiter": ",", "quotechar": '"'}),
    ('1,"#2"\n', {"delimiter": ",", "quotechar": '"'}),
    ("nan inf -Infinity +inf NaN\n", {}),
    ("1e999 -1e999 1e-400 -0.0 4.9e-324\n", {}),
    ("0.1 16777217 3.4028235e38 1e39 1.00000005960464477539\n", {"dtype": "float32"}),
    ("2.5e-45 1.4e-45 7e-46 -7.1e-46\n", {"dtype": "float32"}),
    ("0x10\n", {}),
    ("1_000\n", {}),
    ("a b\n", {}),
    ("1,,2\n", {"delimiter": ","}),
    ("1,2\n3\n", {"delimiter": ","}),
    ("1 2\n3 4 5\n", {}),
    ("5\n", {}),
    ("1\n2\n3\n", {}),
    ("1 2 3\n", {}),
    ("", {}),
    ("# only a comment\n", {}),
    ("127 -128 +7\n", {"dtype": "int8"}),
    ("128\n", {"dtype": "int8"}),
    ("-129\n", {"dtype": "int8"}),
    ("1.5\n", {"dtype": "int64"}),
    ("1e3\n", {"dtype": "int64"}),
    ("9223372036854775807 -9223372036854775808\n", {"dtype": "int64"}),
    ("9223372036854775808\n", {"dtype": "int64"}),
    ("255 0 +3\n", {"dtype": "uint8"}),
    ("256\n", {"dtype": "uint8"}),
    ("-1\n", {"dtype": "uint8"}),
    ("18446744073709551615\n", {"dtype": "uint64"}),
    ("65535 -0\n", {"dtype": "int32"}),
    (" 12 , -3 \n", {"delimiter": ",", "dtype": "int16"}),
    ("   # trailing\n", {"delimiter": ";"}),
    ("1,2\n  \n3,4\n", {"delimiter": ","}),
    ("1\t2\n\t\n", {"delimiter": "\t"}),
    ("1,2\n\n# c\n3,4\n", {"delimiter": ","}),
    ('1,"#2"\n"3",4 # c\n', {"delimiter": ",", "quotechar": '"'}),
]


def load(text, kw):
    kw = dict(kw)
    dtype = kw.pop("dtype", "float64")
    args = dict(kw)
    if "usecols" in args:
        args["usecols"] = tuple(args["usecols"])
    rec = {"kind": "load", "text": text, "dtype": dtype, **kw}
    try:
        with warnings.catch_warnings(record=True) as ws:
            warnings.simplefilter("always")
            r = np.loadtxt(io.StringIO(text), dtype=dtype, **args)
        rec["shape"] = list(r.shape)
        rec["values"] = enc(r)
        dep = [w for w in ws if issubclass(w.category, DeprecationWarning)]
        if dep:
            rec["deprecated"] = str(dep[0].message)
    except Exception as e:
        rec["error"] = type(e).__name__
    return rec


ARRAYS = [
    ("float64", np.array([[1.0, -2.5, 3e300], [np.nan, np.inf, -np.inf], [-0.0, 1e-300, 123456789.0]])),
    ("float64", np.array([0.1, 2.0 / 3, 1e-5, 1e16, 5e-324])),
    ("float32", np.array([[0.1, 1.5], [np.float32(3.4028235e38), -np.inf]], dtype=np.float32)),
    ("int64", np.array([[1, -2, 3], [9223372036854775807, -9223372036854775808, 0]])),
    ("uint8", np.array([[0, 255], [7, 128]], dtype=np.uint8)),
]
FORMATS = [
    {}, {"fmt": "%.3f"}, {"fmt": "%d"}, {"fmt": "%10.4e"}, {"fmt": "%-12.2f"}, {"fmt": "%+g"}, {"fmt": "%g"},
    {"fmt": "%.0e"}, {"fmt": "%05d"}, {"fmt": "%.3G"}, {"fmt": "%12.5E", "delimiter": ","},
    {"fmt": "%.2f", "delimiter": ";", "newline": "\r\n", "header": "a;b\nsecond line", "footer": "end", "comments": "// "},
    {"fmt": "%.1f", "header": "x"},
]


def save(dtype, a, kw):
    buf = io.BytesIO()
    rec = {"kind": "save", "dtype": dtype, "shape": list(a.shape), "values": enc(a), **kw}
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            np.savetxt(buf, a, **kw)
        rec["out"] = buf.getvalue().decode()
    except Exception as e:
        rec["error"] = type(e).__name__
    return rec


def format_records():
    """Python's %-formatting of single values, one "format" line each: the
    conversion (random flags, width, precision, verb), the value (float64
    bits, or an integer) and Python's text. savetxt formats every value so."""
    import random
    import math
    rnd = random.Random(3)
    special = [0.0, -0.0, 1.0, -1.5, 0.1, 123456.789, 1e-7, 1e21, 9.999999e15, 5e-324, 1.7976931348623157e308,
               math.nan, math.inf, -math.inf, 0.5, 2.5, 1e16]
    out = []
    while len(out) < 1500:
        flags = "".join(rnd.sample("-+ 0#", rnd.randint(0, 2)))
        fmt = "%" + flags + rnd.choice(["", "1", "5", "12", "25"]) + rnd.choice(["", ".0", ".1", ".3", ".10", ".17"])
        if rnd.random() < 0.3:
            fmt += rnd.choice("di")
            v = rnd.choice([0, 1, -1, 7, -123456, 2**63 - 1, -2**63, 10**12])
            rec = {"kind": "format", "fmt": fmt, "int": v}
        else:
            fmt += rnd.choice("eEfFgGd")
            v = rnd.choice(special) if rnd.random() < 0.5 else rnd.uniform(-1e6, 1e6) * 10 ** rnd.randint(-20, 20)
            rec = {"kind": "format", "fmt": fmt, "float": enc(np.float64(v))[0]}
        try:
            rec["out"] = fmt % v
        except (ValueError, OverflowError):
            continue
        out.append(rec)
    return out


def main():
    for rec in format_records():
        print(json.dumps(rec))
    for text, kw in LOADS:
        print(json.dumps(load(text, kw)))
    for dtype, a in ARRAYS:
        for kw in FORMATS:
            print(json.dumps(save(dtype, a, kw)))
        if a.ndim == 2:
            cols = a.shape[1]
            print(json.dumps(save(dtype, a, {"fmt": ["%d"] + ["%.3e"] * (cols - 1)})))
            print(json.dumps(save(dtype, a, {"fmt": ",".join(["%.2f"] * cols) + " end"})))


if __name__ == "__main__":
    main()
