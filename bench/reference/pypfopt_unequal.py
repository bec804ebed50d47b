"""Reference values for the optimizer on unequal histories, computed by PyPortfolioOpt.

Builds the fixture toolkit/src/test/resources/dev/oqa/internal/local/quant/sectors_unequal.csv.gz from the bundled
adjusted closes (closes_yf/) of the eleven SPDR sector ETFs, 2014-01-02..2020-12-31: XLRE (2015-10-08) and
XLC (2018-06-19) start inside the window, so the histories are unequal. Then runs PyPortfolioOpt's
EfficientFrontier (min_volatility and max_sharpe) twice:
  * pairwise: mean_historical_return and sample_cov on the outer-joined frame, PyPortfolioOpt's defaults
    (sample_cov applies fix_nonpositive_semidefinite, spectral);
  * common:   the same on prices.dropna(), the dates every ticker has (the toolkit's default).
and writes the weights and performance to sectors_unequal_reference.json beside the fixture.

Run:  bench/reference/.venv/bin/python bench/reference/pypfopt_unequal.py   (see requirements.txt)
"""
import gzip
import io
import json
import pathlib
import warnings

import numpy as np
import pandas as pd
import pypfopt
from pypfopt import EfficientFrontier, expected_returns, risk_models

ROOT = pathlib.Path(__file__).resolve().parents[2]
DATA = ROOT / "toolkit/src/main/resources/dev/oqa/data/closes_yf"
OUT = ROOT / "toolkit/src/test/resources/dev/oqa/internal/local/quant"
TICKERS = ["XLB", "XLE", "XLF", "XLI", "XLK", "XLP", "XLU", "XLV", "XLY", "XLRE", "XLC"]
START, END = "2014-01-02", "2020-12-31"
RF = 0.0


def load():
    cols = {}
    for t in TICKERS:
        s = pd.read_csv(DATA / f"{t}.csv.gz", dtype={"date": str, "adj_close": str})
        s = s[(s["date"] >= START) & (s["date"] <= END)]
        cols[t] = s.set_index("date")["adj_close"]
    return pd.DataFrame(cols).sort_index()  # outer join on dates; the text values are kept as they are


def write_fixture(text):
    buf = io.StringIO()
    text.to_csv(buf, index_label="date", na_rep="")
    with open(OUT / "sectors_unequal.csv.gz", "wb") as f:
        with gzip.GzipFile(fileobj=f, mode="wb", mtime=0, filename="") as g:
            g.write(buf.getvalue().encode())


def solve(prices):
    mu = expected_returns.mean_historical_return(prices)
    cov_raw = expected_returns.returns_from_prices(prices).cov() * 252
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        S = risk_models.sample_cov(prices)
    out = {
        "start": prices.index[0], "end": prices.index[-1], "rows": len(prices),
        "min_eigenvalue_before_fix": float(np.linalg.eigvalsh(cov_raw.values)[0]),
        "fixed_by_pypfopt": any("semidefinite" in str(w.message) for w in caught),
        "mu": mu.to_dict(),
    }
    for name in ("min_volatility", "max_sharpe"):
        ef = EfficientFrontier(mu, S)
        if name == "min_volatility":
            ef.min_volatility()
        else:
            ef.max_sharpe(risk_free_rate=RF)
        ret, vol, sharpe = ef.portfolio_performance(risk_free_rate=RF)
        out[name] = {"weights": {t: float(w) for t, w in zip(prices.columns, ef.weights)},
                     "port_return": float(ret), "port_vol": float(vol), "sharpe": float(sharpe)}
    return out


def main():
    text = load()
    write_fixture(text)
    prices = text.astype(float)
    ref = {
        "generator": "bench/reference/pypfopt_unequal.py",
        "pyportfolioopt": pypfopt.__version__, "numpy": np.__version__, "pandas": pd.__version__,
        "risk_free_rate": RF, "tickers": TICKERS, "window": [START, END],
        "first_dates": {t: prices[t].first_valid_index() for t in TICKERS},
        "pairwise": solve(prices),
        "common": solve(prices.dropna()),
    }
    (OUT / "sectors_unequal_reference.json").write_text(json.dumps(ref, indent=2) + "\n")
    for k in ("pairwise", "common"):
        r = ref[k]
        print(k, r["start"], r["end"], "min eig", r["min_eigenvalue_before_fix"], "fixed", r["fixed_by_pypfopt"])
        for name in ("min_volatility", "max_sharpe"):
            print(" ", name, {t: round(w, 6) for t, w in r[name]["weights"].items()}, r[name]["port_vol"])


if __name__ == "__main__":
    main()
