#!/usr/bin/env python3
"""Nothing in the repository points outside it.

Scans every tracked text file (git ls-files) for
  * a path into the private workspace: `../shared`, `shared/spec`, `shared/notes`, `shared/data`, or an absolute
    `/work/` path;
  * a Markdown link `[text](target)` whose relative target leaves the repository or names a file that is not there.
Closes with "outside links: N passed, M failed" (N = files scanned clean). Exit 1 on any hit.
Usage: no_outside_links.py [REPO_ROOT]
"""
import os
import re
import subprocess
import sys

PRIVATE = re.compile(r"\.\./shared\b|(?<![\w.-])shared/(?:spec|notes|data)/|(?<![\w.~-])/work/")
MD_LINK = re.compile(r"\]\(([^)\s]+)\)")


def tracked(root):
    out = subprocess.run(["git", "-C", root, "ls-files", "-z"], capture_output=True, check=True).stdout
    return [p for p in out.decode().split("\0") if p]


def text_of(path):
    with open(path, "rb") as f:
        data = f.read()
    if b"\0" in data[:8192]:
        return None  # binary (gzip data, images)
    return data.decode("utf-8", errors="replace")


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else
                           os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
    me = os.path.relpath(os.path.abspath(__file__), root)
    clean, bad = 0, []
    for rel in tracked(root):
        path = os.path.join(root, rel)
        if rel == me or not os.path.isfile(path):
            continue
        text = text_of(path)
        if text is None:
            continue
        hits = []
        for n, line in enumerate(text.splitlines(), 1):
            for m in PRIVATE.finditer(line):
                hits.append(f"{rel}:{n}: points outside the repository: {m.group(0)!r}")
            if rel.endswith(".md"):
                for m in MD_LINK.finditer(line):
                    target = m.group(1).split("#", 1)[0]
                    if not target or re.match(r"^[a-z][a-z0-9+.-]*:", target, re.I):
                        continue  # in-page anchor, or a URL (https:, mailto:)
                    dest = os.path.normpath(os.path.join(os.path.dirname(path), target))
                    if os.path.relpath(dest, root).startswith(".."):
                        hits.append(f"{rel}:{n}: link leaves the repository: {target}")
                    elif not os.path.exists(dest):
                        hits.append(f"{rel}:{n}: link to a file that is not in the repository: {target}")
        if hits:
            bad.extend(hits)
        else:
            clean += 1
    for h in bad:
        print("  FAIL", h)
    files_bad = len({h.split(":", 1)[0] for h in bad})
    print(f"outside links: {clean} passed, {files_bad} failed")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
