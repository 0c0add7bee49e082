"""Helpers of the table scripts: rounding to float32, and Go's hex float
literals."""
import struct


def f32(v):
    """v rounded to the nearest float32, as a Python float."""
    return struct.unpack("<f", struct.pack("<f", float(v)))[0]


def fmt(v):
    """v as a Go hex float literal, without trailing zeros."""
    if v == 0:
        return "0"
    mant, exp = float.hex(float(v)).split("p")
    mant = mant.rstrip("0").rstrip(".")
    return "%sp%+03d" % (mant, int(exp))
