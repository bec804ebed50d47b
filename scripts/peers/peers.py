#!/usr/bin/env python3
"""Times the Python peers of the toolkit's hot paths on the same bundled data and prints one JSON object of
medians in seconds (numpy single-threaded: the caller sets OPENBLAS_NUM_THREADS=1 and friends).

  iv        a vectorised numpy Newton for Black IV (12 iterations; py_vollib_vectorized 0.1.1 no longer runs
            on current numba), per option, SPX 2023-09-14 mids at the parity forward (r = 0, ACT/365)
  sweep     numpy zero-gamma sweep, SPX 2024-01-05 (every live contract with IV and OI × 60 spots), in place
  gex_full  numpy full GEX of SPX 2024-01-05 from parsed columns (series, walls, zero level)
  empyrical NVDA against SPY from 2000-12-11: Sharpe, Sortino, volatility, max drawdown, CAGR, alpha/beta and
            252-day rolling Sharpe, volatility, correlation and the drawdown series
  pypfopt_* PyPortfolioOpt on 20 bundled tickers from 2000-12-11: compounded mean return, sample covariance,
            max_sharpe (risk-free 0) or min_volatility
"""
import datetime as dt, gzip, json, os, statistics, sys, time, warnings

import numpy as np
import pandas as pd

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gexpeer  # noqa: E402

warnings.filterwarnings("ignore")
PRICES = os.path.join(gexpeer.ROOT, "toolkit/src/main/resources/dev/oqa/data/prices")
TICKERS = ["AAPL", "AMZN", "DIA", "EEM", "EFA", "GLD", "HYG", "IWM", "LQD", "MSFT", "NVDA", "QQQ", "SPY", "TLT", "XLB",
           "XLE", "XLF", "XLK", "XLU", "XLV"]


def median_time(fn, repeats, warmup=2):
    for _ in range(warmup):
        fn()
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def iv_inputs():
    df, valuation, _ = gexpeer.snapshot("SPX_2023-09-14")
    bid, ask = df["bid"].to_numpy(float), df["ask"].to_numpy(float)
    ok = (bid > 0) & (ask > 0)
    df = df[ok].assign(mid=0.5 * (bid[ok] + ask[ok]))
    fwd = {}
    for e, g in df.groupby("expiration"):
        c = g[g["type"] == "C"].set_index("strike")["mid"]
        p = g[g["type"] == "P"].set_index("strike")["mid"]
        c, p = c[~c.index.duplicated()], p[~p.index.duplicated()]  # AM and PM series can share a strike
        both = c.index.intersection(p.index)
        if len(both):
            k = (c[both] - p[both]).abs().idxmin()
            fwd[e] = k + c[k] - p[k]
    spot = float(df["spot"].iloc[0])
    f = df["expiration"].map(fwd).fillna(spot).to_numpy(float)
    t = ((df["expiration"].to_numpy(dtype="datetime64[D]") - valuation).astype(float)) / 365.0
    flag = np.where(df["type"] == "C", "c", "p")
    return df["mid"].to_numpy(float), f, df["strike"].to_numpy(float), t, flag


def newton_iv(price, f, k, t, call, iterations=12):
    """Vectorised numpy Newton on the undiscounted Black price from Brenner–Subrahmanyam's ATM guess, clamped
    to [1e-4, 5]; NaN where there is no time or the price is outside (intrinsic, maximum)."""
    from scipy.special import ndtr
    with np.errstate(all="ignore"):
        sqrt_t = np.sqrt(t)
        intrinsic = np.where(call, np.maximum(f - k, 0), np.maximum(k - f, 0))
        valid = (t > 0) & (price > intrinsic) & (price < np.where(call, f, k))
        sigma = np.clip(np.sqrt(2 * np.pi / np.where(t > 0, t, 1)) * price / f, 1e-4, 5)
        lnfk, sign = np.log(f / k), np.where(call, 1.0, -1.0)
        for _ in range(iterations):
            sd = sigma * sqrt_t
            d1 = lnfk / sd + 0.5 * sd
            d2 = d1 - sd
            model = sign * (f * ndtr(sign * d1) - k * ndtr(sign * d2))
            vega = f * np.exp(-0.5 * d1 * d1) * 0.3989422804014327 * sqrt_t
            sigma = np.clip(sigma - (model - price) / vega, 1e-4, 5)
        return np.where(valid, sigma, np.nan)


def prices(ticker):
    s = pd.read_csv(os.path.join(PRICES, ticker + ".csv.gz"), usecols=["date", "adj_close"], index_col="date", parse_dates=True)
    return s["adj_close"].rename(ticker)


def main():
    out = {}
    price, f, k, t, flag = iv_inputs()
    out["iv_options"] = len(price)
    out["iv"] = median_time(lambda: newton_iv(price, f, k, t, flag == "c"), 7) / len(price)

    df, valuation, spot = gexpeer.snapshot("SPX_2024-01-05")
    cols = gexpeer.columns(df)
    a, b, coef = gexpeer.sweep_inputs(cols, valuation)
    levels = np.linspace(0.8 * spot, 1.2 * spot, 60)
    out["sweep_contracts"] = len(a)
    out["sweep"] = median_time(lambda: gexpeer.sweep(levels, a, b, coef), 51, 5)
    out["gex_full"] = median_time(lambda: gexpeer.gex(cols, valuation, spot), 21, 3)

    import empyrical as ep
    start = pd.Timestamp("2000-12-11")
    nvda, spy = prices("NVDA")[start:], prices("SPY")[start:]
    both = pd.concat([nvda, spy], axis=1, join="inner")
    ra, rb = both["NVDA"].pct_change().dropna(), both["SPY"].pct_change().dropna()

    def risk():
        ep.sharpe_ratio(ra), ep.sortino_ratio(ra), ep.annual_volatility(ra), ep.max_drawdown(ra), ep.cagr(ra)
        ep.alpha_beta(ra, rb)
        ep.roll_sharpe_ratio(ra, window=252), ep.roll_annual_volatility(ra, window=252)
        ra.rolling(252).corr(rb)
        cum = ep.cum_returns(ra, starting_value=1.0)
        (cum / cum.cummax() - 1)
    out["empyrical"] = median_time(risk, 7)

    from pypfopt import EfficientFrontier, expected_returns, risk_models
    table = pd.concat([prices(x)[start:] for x in TICKERS], axis=1)

    def optimise(objective):
        mu = expected_returns.mean_historical_return(table, compounding=True, frequency=252)
        cov = risk_models.sample_cov(table, frequency=252)
        ef = EfficientFrontier(mu, cov)
        return ef.max_sharpe(risk_free_rate=0.0) if objective == "sharpe" else ef.min_volatility()
    out["pypfopt_sharpe"] = median_time(lambda: optimise("sharpe"), 5, 1)
    out["pypfopt_min_var"] = median_time(lambda: optimise("min_var"), 5, 1)
    try:
        from threadpoolctl import threadpool_info
        out["blas"] = [(i.get("internal_api"), i.get("num_threads"), i.get("architecture")) for i in threadpool_info()]
    except Exception as e:  # informative only
        out["blas"] = str(e)
    print(json.dumps(out))


if __name__ == "__main__":
    main()
