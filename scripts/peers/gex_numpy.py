#!/usr/bin/env python3
"""The end-to-end peer of `bin/oqa gex SPX --local --as-of DATE --format json`: read the same bundled csv.gz with
pandas, compute GEX with numpy (gexpeer.py, the toolkit's conventions) and print the answer as JSON.
Usage: gex_numpy.py [DATE]   (default 2023-09-14)"""
import json, os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gexpeer  # noqa: E402


def main():
    date = sys.argv[1] if len(sys.argv) > 1 else "2023-09-14"
    df, valuation, spot = gexpeer.snapshot("SPX_" + date)
    g = gexpeer.gex(gexpeer.columns(df), valuation, spot)
    series = {k: [{"strike": float(s), "value": float(v)} for s, v in zip(g["strikes"], g[k])]
              for k in ("gamma", "cumulative_scaled", "smoothed")}
    print(json.dumps({"ticker": "SPX", "spot": spot, "basis": "open_interest", "range_pct": 1.0, "zero_level": g["zero_level"],
                      "series": series, "highlight_strikes": g["highlight_strikes"]}))


if __name__ == "__main__":
    main()
