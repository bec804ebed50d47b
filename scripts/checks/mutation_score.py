#!/usr/bin/env python3
"""Share of mutants killed, per part (local engine, client, cache) and overall, from PIT's mutations.xml files.

A mutant counts as killed when PIT reports it detected (KILLED, TIMED_OUT, MEMORY_ERROR, RUN_ERROR), as PIT's own
"mutation score" does; NO_COVERAGE and SURVIVED count against. When several reports hold the same mutant (a run per
part and a run of all), the last one read wins. --min PART=PERCENT makes the command fail under a threshold.
"""
import argparse
import re
import sys
import xml.etree.ElementTree as ET

PART = re.compile(r"^dev\.oqa(?:\.[a-z0-9_]+)*?\.(local|client|cache)(?:\.|$)")


def part_of(cls):
    m = PART.match(cls)
    return m.group(1) if m else "other"


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("reports", nargs="+")
    ap.add_argument("--min", action="append", default=[], metavar="PART=PERCENT")
    args = ap.parse_args()
    mutants = {}
    for path in args.reports:
        for m in ET.parse(path).getroot().iter("mutation"):
            key = tuple((m.findtext(f) or "") for f in
                        ("mutatedClass", "mutatedMethod", "methodDescription", "lineNumber", "mutator")) + tuple(
                ",".join(x.text or "" for x in m.iter(tag)) for tag in ("index", "block"))
            mutants[key] = m.get("detected") == "true"
    if not mutants:
        sys.exit("mutation_score: no mutants in " + ", ".join(args.reports))
    counts = {}
    for key, killed in mutants.items():
        for part in (part_of(key[0]), "all"):
            k, n = counts.get(part, (0, 0))
            counts[part] = (k + killed, n + 1)
    failed = []
    limits = dict(s.split("=", 1) for s in args.min)
    for part in ("local", "client", "cache", "other", "all"):
        if part not in counts:
            continue
        k, n = counts[part]
        pct = 100.0 * k / n
        want = limits.get(part)
        verdict = "" if want is None else (f"  (target {want}%: " + ("met)" if pct >= float(want) else "MISSED)"))
        print(f"mutation {part:6s} {k:5d} of {n:5d} killed = {pct:5.1f}%{verdict}")
        if want is not None and pct < float(want):
            failed.append(part)
    for part in limits:
        if part not in counts:  # e.g. scripts/mutation cache: the local engine was not run, so not judged
            print(f"mutation {part}: not in these reports (target {limits[part]}% not checked)")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
