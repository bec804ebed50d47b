"""A vectorised numpy GEX with exactly the toolkit's conventions (docs/METHODS.md, GexCalculator):
open-interest basis, dealers long calls / short puts, Γ·OI·100·S²·0.01 per contract with the file's gamma,
range_pct 1.0, expiries before the valuation day dropped; zero gamma by Perfiliev's re-pricing on
linspace(0.8·S, 1.2·S, 60) with each contract's own (vendor) IV, r = q = 0, T = busday_count/262 (0 → 1);
SpotGamma walls (largest call GEX, largest |put GEX|, largest |call| + |put|); cumulative scaled; Gaussian
smoothing with bandwidth 0.5% of spot cut at 4 bandwidths. The bundled Cboe chains carry IV and gamma on every
row; a chain without them would need the toolkit's own IV, which this peer does not reproduce (it says so).
"""
import csv, gzip, math, os

import numpy as np
import pandas as pd

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DATA = os.path.join(ROOT, "toolkit/src/main/resources/dev/oqa/data/options")
INV_SQRT_2PI = 0.3989422804014327


def snapshot(name):
    """(DataFrame, valuation day, spot) of a bundled chain, e.g. 'SPX_2023-09-14'."""
    df = pd.read_csv(os.path.join(DATA, name + ".csv.gz"))
    with open(os.path.join(DATA, "index.csv"), newline="") as f:
        row = next(r for r in csv.DictReader(f) if r["file"] == name + ".csv")
    valuation = np.datetime64(row["snapshot_time"][:10], "D")
    return df, valuation, float(df["spot"].iloc[0])


def columns(df):
    """The numpy columns the computation reads (the toolkit's compute also starts from parsed columns)."""
    if df["iv"].isna().any() or df["gamma"].isna().any():
        raise SystemExit("gexpeer: this chain lacks vendor IV or gamma on some rows; the peer does not solve IV")
    return dict(exp=df["expiration"].to_numpy(dtype="datetime64[D]"), call=(df["type"] == "C").to_numpy(),
                strike=df["strike"].to_numpy(float), iv=df["iv"].to_numpy(float), gamma=df["gamma"].to_numpy(float),
                oi=df["open_interest"].fillna(0).to_numpy(float))


def sweep_inputs(c, valuation):
    """Per-contract invariants of the zero sweep, hoisted as the toolkit hoists them."""
    ok = (c["exp"] >= valuation) & (c["oi"] > 0) & (c["iv"] > 0)
    days = np.busday_count(valuation, c["exp"][ok])
    t = np.where(days == 0, 1, days) / 262.0
    sd = c["iv"][ok] * np.sqrt(t)
    coef = np.where(c["call"][ok], 1.0, -1.0) * c["oi"][ok] * INV_SQRT_2PI / sd
    a = 1.0 / sd
    b = -np.log(c["strike"][ok]) * a + 0.5 * sd
    return a, b, coef


def sweep(levels, a, b, coef):
    """Σ sign·Γ(L)·OI·100·L²·0.01 at each level: one (60 × contracts) array, updated in place."""
    d = np.multiply.outer(np.log(levels), a)
    d += b
    np.square(d, out=d)
    d *= -0.5
    np.exp(d, out=d)
    return (d @ coef) * levels


def perfiliev_zero(levels, totals):
    s = np.sign(totals)
    idx = np.nonzero(s[:-1] != s[1:])[0]
    if len(idx) == 0:
        return None
    i = idx[0]
    neg, pos, ng, pg = levels[i], levels[i + 1], totals[i], totals[i + 1]
    return float(pos - (pos - neg) * pg / (pg - ng))


def arg_max(ks, v):
    i = int(np.argmax(v))
    return float(ks[i]) if v[i] > 0 else None


def gex(c, valuation, spot, range_pct=1.0):
    live = (c["exp"] >= valuation) & (c["oi"] > 0)
    lo, hi = spot * (1 - range_pct) * (1 - 1e-12), spot * (1 + range_pct) * (1 + 1e-12)
    inr = live & (c["strike"] >= lo) & (c["strike"] <= hi)
    value = c["gamma"][inr] * c["oi"][inr] * 100 * spot * spot * 0.01
    ks, inv = np.unique(c["strike"][inr], return_inverse=True)
    is_call = c["call"][inr]
    call = np.bincount(inv, weights=np.where(is_call, value, 0.0), minlength=len(ks))
    put = -np.bincount(inv, weights=np.where(is_call, 0.0, value), minlength=len(ks))
    net = call + put
    cum = np.cumsum(net)
    top = np.max(np.abs(cum)) if len(cum) else 0.0
    cum = cum / top if top > 0 else cum
    h = 0.005 * spot
    dx = (ks[None, :] - ks[:, None]) / h
    w = np.where(np.abs(dx) <= 4, np.exp(-0.5 * dx * dx), 0.0)
    smoothed = (w @ net) / w.sum(axis=1)
    levels = np.linspace(0.8 * spot, 1.2 * spot, 60)
    totals = sweep(levels, *sweep_inputs(c, valuation))
    zero = perfiliev_zero(levels, totals)
    return dict(spot=spot, zero_level=zero, strikes=ks, gamma=net, cumulative_scaled=cum, smoothed=smoothed,
                highlight_strikes=dict(call_wall=arg_max(ks, call), put_wall=arg_max(ks, np.abs(put)),
                                       absolute_gamma_strike=arg_max(ks, np.abs(call) + np.abs(put)), zero_gamma=zero))
