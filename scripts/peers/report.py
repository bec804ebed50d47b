#!/usr/bin/env python3
"""Runs the end-to-end pairs, checks the numpy GEX against the toolkit's, and prints the ratio table of
`scripts/bench --peers` from the JMH results (csv) and the peers' medians (json).
Usage: report.py JMH_CSV PEERS_JSON BENCH_PYTHON"""
import csv, json, os, statistics, subprocess, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gexpeer  # noqa: E402

ROOT = gexpeer.ROOT
OQA = os.path.join(ROOT, "bin", "oqa")


def paired(a, b, runs=7):
    """Median wall seconds of commands a and b, run in turn A B A B … after one warm-up each."""
    ta, tb = [], []
    for i in range(runs + 1):
        for cmd, acc in ((a, ta), (b, tb)):
            t0 = time.perf_counter()
            subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
            if i:
                acc.append(time.perf_counter() - t0)
    return statistics.median(ta), statistics.median(tb)


def agree(date, py):
    ours = json.loads(subprocess.run([OQA, "gex", "SPX", "--local", "--as-of", date, "--format", "json"],
                                     capture_output=True, text=True, check=True).stdout)
    peer = json.loads(subprocess.run([py, os.path.join(ROOT, "scripts/peers/gex_numpy.py"), date],
                                     capture_output=True, text=True, check=True).stdout)
    z, pz = ours["zero_level"], peer["zero_level"]
    walls = all(ours["highlight_strikes"][k] == peer["highlight_strikes"][k] for k in ("call_wall", "put_wall", "absolute_gamma_strike"))
    zero = (z is None and pz is None) or (z is not None and pz is not None and abs(z - pz) <= 1e-9 * abs(pz))
    print(f"numpy GEX vs toolkit, SPX {date}: zero {z} vs {pz}, walls {ours['highlight_strikes']} vs "
          f"{peer['highlight_strikes']}: {'agree' if walls and zero else 'DIFFER'}")
    return walls and zero


def main():
    jmh_csv, peers_json, py = sys.argv[1:4]
    jmh = {}
    with open(jmh_csv, newline="") as f:
        for r in csv.DictReader(f):
            name = r["Benchmark"].rsplit(".", 2)[-2] + "." + r["Benchmark"].rsplit(".", 1)[-1]
            params = ",".join(v for k, v in r.items() if k.startswith("Param") and v)
            unit = r["Unit"].split("/")[0]
            scale = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}[unit]
            jmh[name + (f"[{params}]" if params else "")] = float(r["Score"]) * scale
    peers = json.load(open(peers_json))
    ok = agree("2023-09-14", py) & agree("2024-01-05", py)
    e2e = paired([OQA, "gex", "SPX", "--local", "--as-of", "2023-09-14", "--format", "json"],
                 [py, os.path.join(ROOT, "scripts/peers/gex_numpy.py"), "2023-09-14"])
    ping = paired([OQA, "ping", "--local"], [py, "-c", "import numpy, pandas"])

    def fmt(s):
        return f"{s * 1e9:.0f} ns" if s < 1e-5 else f"{s * 1e3:.2f} ms" if s < 1 else f"{s:.2f} s"
    rows = [
        ("IV per option, SPX 2023-09-14 chain", jmh.get("OptionsBenchmark.impliedVolPerOptionSpxChain"), "numpy Newton (vectorised)", peers["iv"]),
        ("GEX zero-gamma sweep, SPX 2024-01-05, one thread", jmh.get("OptionsBenchmark.gexZeroSweepSpx2024OneThread"), "numpy in place", peers["sweep"]),
        ("GEX zero-gamma sweep, every core", jmh.get("OptionsBenchmark.gexZeroSweepSpx2024"), "numpy in place", peers["sweep"]),
        ("GEX full computation, SPX 2024-01-05", jmh.get("OptionsBenchmark.gexFullSpx2024"), "numpy", peers["gex_full"]),
        ("risk, NVDA vs SPY 20 y, 252-day rolling", jmh.get("QuantRiskBenchmark.risk[252]"), "empyrical", peers["empyrical"]),
        ("optimizer max Sharpe, 20 tickers 20 y", jmh.get("QuantOptimizerBenchmark.optimize[sharpe]"), "PyPortfolioOpt", peers["pypfopt_sharpe"]),
        ("optimizer min variance, 20 tickers 20 y", jmh.get("QuantOptimizerBenchmark.optimize[min_var]"), "PyPortfolioOpt", peers["pypfopt_min_var"]),
        ("`bin/oqa ping --local` (median of 7)", ping[0], "`python -c \"import numpy, pandas\"`", ping[1]),
        ("`bin/oqa gex SPX --local --as-of 2023-09-14 --format json` (median of 7)", e2e[0], "numpy + pandas script", e2e[1]),
    ]
    print()
    print("| path | toolkit | peer | ratio toolkit/peer |")
    print("|---|---|---|---|")
    for name, ours, peer_name, theirs in rows:
        if ours is None:
            print(f"| {name} | (not measured) | {peer_name} {fmt(theirs)} | |")
        else:
            print(f"| {name} | {fmt(ours)} | {peer_name} {fmt(theirs)} | {ours / theirs:.2f} |")
    print(f"\nnumpy BLAS: {peers.get('blas')}; IV peer over {peers['iv_options']} options, sweep over {peers['sweep_contracts']} contracts")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
