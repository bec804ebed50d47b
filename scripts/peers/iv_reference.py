#!/usr/bin/env python3
"""Reference implied volatilities from Let's Be Rational (py_lets_be_rational, Jäckel's algorithm) for a fixed
sample of the real bundled SPX chain of 2023-09-14: the fixture of the toolkit's ImpliedVolReferenceTest.

Inputs per contract, as the toolkit's engine forms them: the bid/ask mid as an undiscounted Black price (r = 0),
the expiry's forward from put-call parity (F = K + C − P at the strike where |C − P| is smallest, mids), the time
in calendar days / 365 from the quote date. Every 4th row with a two-sided quote and time left is kept (a fixed,
reproducible sample); rows whose mid is below intrinsic or at/above the maximum are kept with an empty vol (the
toolkit must answer "missing, with the reason").

Usage (bench venv, see scripts/peers/requirements.txt):
  build/bench/venv/bin/python scripts/peers/iv_reference.py > toolkit/src/test/resources/dev/oqa/internal/math/spx-2023-09-14-lbr-iv.csv
"""
import csv, datetime as dt, gzip, os, sys
from py_lets_be_rational import implied_volatility_from_a_transformed_rational_guess as lbr

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CHAIN = os.path.join(ROOT, "toolkit/src/main/resources/dev/oqa/data/options/SPX_2023-09-14.csv.gz")


def num(s):
    try:
        return float(s)
    except (TypeError, ValueError):
        return float("nan")


def main():
    rows = list(csv.DictReader(gzip.open(CHAIN, "rt", newline="")))
    today = dt.date.fromisoformat(rows[0]["quote_date"])
    for r in rows:
        bid, ask = num(r["bid"]), num(r["ask"])
        r["mid"] = 0.5 * (bid + ask) if bid > 0 and ask > 0 else float("nan")
    pairs = {}
    for r in rows:
        if r["mid"] == r["mid"]:
            pairs.setdefault(r["expiration"], {}).setdefault(num(r["strike"]), {})[r["type"]] = r["mid"]
    forwards = {}
    for e, by_k in pairs.items():
        both = [(abs(v["C"] - v["P"]), k, v["C"] - v["P"]) for k, v in by_k.items() if "C" in v and "P" in v]
        if both:
            _, k, cp = min(both)
            forwards[e] = k + cp
    out = csv.writer(sys.stdout, lineterminator="\n")
    out.writerow(["price", "forward", "strike", "years", "type", "lbr_vol"])
    kept = 0
    for r in rows:
        e = r["expiration"]
        t = (dt.date.fromisoformat(e) - today).days / 365.0
        if not (r["mid"] == r["mid"] and t > 0 and e in forwards):
            continue
        kept += 1
        if kept % 4:
            continue
        p, f, k, call = r["mid"], forwards[e], num(r["strike"]), r["type"] == "C"
        intrinsic, top = max(f - k, 0.0) if call else max(k - f, 0.0), f if call else k
        vol = ""
        if intrinsic < p < top:
            vol = repr(lbr(p, f, k, t, 1 if call else -1))
        out.writerow([repr(p), repr(f), repr(k), repr(t), "C" if call else "P", vol])


if __name__ == "__main__":
    main()
