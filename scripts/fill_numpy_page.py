#!/usr/bin/python3
"""Writes the Output comment of every Example_numpy<Name> in
numpy_example_test.go from testdata/numpy_page.json (NumPy's text), so the
examples state what NumPy prints; go test then checks that ours agrees.

    /usr/bin/python3 scripts/fill_numpy_page.py
"""
import json
import re

PAGE = "numpy_example_test.go"
rows = json.load(open("testdata/numpy_page.json"))
src = open(PAGE).read()


def fill(m):
    name, body = m.group(1), m.group(2)
    body = re.sub(r"\n\t// Output:(\n\t//.*)*$", "", body)
    out = rows[name]["output"].split("\n")
    lines = "\t// Output:\n" + "".join("\t//" + (" " + l if l else "") + "\n" for l in out)
    return "func Example_numpy%s() {%s%s}\n" % (name, body.rstrip("\n") + "\n", lines)


src = re.sub(r"func Example_numpy(\w+)\(\) \{(.*?)\n\}\n", fill, src, flags=re.S)
open(PAGE, "w").write(src)
