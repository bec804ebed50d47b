#!/usr/bin/env python3
"""The sample notebooks use only the toolkit's exported API.

A notebook is what a user copies from, so its code may name only the packages the toolkit module exports
(dev.oqa, dev.oqa.model, dev.oqa.model.data, dev.oqa.query, dev.oqa.result) and the kernel imports for it; a name in
dev.oqa.internal would stop compiling on the module path and may change without notice. Scans the code cells of
every notebooks/*.ipynb (magics included) for `dev.oqa.internal`.
Closes with "notebook api: N passed, M failed" (N = notebooks clean). Exit 1 on any hit.
Usage: notebook_api.py [REPO_ROOT]
"""
import glob
import json
import os
import sys

INTERNAL = "dev.oqa.internal"


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else
                           os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
    notebooks = sorted(glob.glob(os.path.join(root, "notebooks", "*.ipynb")))
    if not notebooks:
        print("notebook api: no notebook found under " + os.path.join(root, "notebooks"), file=sys.stderr)
        return 1
    clean, bad = 0, []
    for path in notebooks:
        rel = os.path.relpath(path, root)
        with open(path, encoding="utf-8") as f:
            cells = json.load(f)["cells"]
        hits = []
        for i, cell in enumerate(cells, 1):
            if cell.get("cell_type") != "code":
                continue
            source = "".join(cell.get("source", []))
            for n, line in enumerate(source.splitlines(), 1):
                if INTERNAL in line:
                    hits.append(f"{rel}: cell {i} ({cell.get('id', 'no id')}), line {n}: names {INTERNAL}: {line.strip()}")
        if hits:
            bad.extend(hits)
        else:
            clean += 1
    for h in bad:
        print(h, file=sys.stderr)
    if bad:
        print("use the exported API (Oqa, its queries, Result, ScanResult, the model); the toolkit's internal packages are not"
              " part of it", file=sys.stderr)
    print(f"notebook api: {clean} passed, {len(notebooks) - clean} failed")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
