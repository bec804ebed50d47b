#!/usr/bin/env python3
"""Wrap text/html fragments into a notebook, one display_data output per cell, in the order given.

    scripts/checks/fragments_to_notebook.py OUT.ipynb FRAGMENT.html...

Reproduces what a JJava session leaves in a notebook (the first chart output carries plotly.js, later ones
wait for it) without needing a kernel, so `jupyter nbconvert --to html OUT.ipynb` can be checked with
scripts/check_charts.py. Needs only the standard library (writes nbformat 4.5 JSON directly).
"""
import json
import pathlib
import sys


def main(argv):
    if len(argv) < 2:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    out, frags = pathlib.Path(argv[0]), [pathlib.Path(a) for a in argv[1:]]
    cells = []
    for i, f in enumerate(frags):
        html = f.read_text(encoding="utf-8")
        cells.append({
            "cell_type": "code", "execution_count": i + 1, "id": "cell%d" % i, "metadata": {},
            "source": "// output %d: %s" % (i + 1, f.name),
            "outputs": [{"output_type": "display_data", "metadata": {},
                         "data": {"text/html": html, "text/plain": "[chart %s]" % f.stem}}],
        })
    nb = {"nbformat": 4, "nbformat_minor": 5, "cells": cells,
          "metadata": {"kernelspec": {"name": "java", "display_name": "Java", "language": "java"},
                       "language_info": {"name": "java"}}}
    out.write_text(json.dumps(nb, indent=1), encoding="utf-8")
    print("%s: %d output(s)" % (out, len(cells)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
