#!/usr/bin/env python3
"""Independent peer for the history analytics (docs/METHODS.md: "Did the expected move hold", "Volatility over time"),
written again in plain Python (stdlib only: csv, gzip, math, statistics) from the methods' description, on the real
bundled snapshots and closes, and compared with the command line's csv.

From the raw files (toolkit/src/main/resources/dev/oqa/data: options/<UND>_<DATE>.csv.gz, prices/<T>.csv.gz):
  * per expiry the put-call parity forward (weighted over the five strikes around the smallest |C - P|), the
    ATM-forward straddle (call mid + put mid, linear in strike between the strikes bracketing the forward) rounded to
    4 decimals as the expected-move answer is: the implied move;
  * realized move = spot x |close(expiry) / close(snapshot day) - 1|, ratio = realized / implied, inside = ratio <= 1,
    and per horizon the hit rate and the mean ratio; the weekly and monthly expiries by their rule (the first expiry
    after the snapshot day that is a Friday, or the third Friday of its month; no bundled expiry of these tickers
    falls in a holiday week);
  * Black implied volatility of every contract (bisection on the undiscounted Black price, r = 0, ACT/365 from the
    snapshot day), the ATM IV of each expiry (out-of-the-money side, linear in variance between the strikes bracketing
    the forward, rounded to 6 decimals as the IV answer is), interpolated linearly in total variance to 7, 30 and 91
    days (7 and 91 blank outside the listed expiries; 30 flat outside them), and the 25-delta risk reversal at 30 days
    (call IV - put IV, each linear in |delta| between the bracketing out-of-the-money strikes).
Compared with `bin/oqa em T --held --local --data DIR --format csv` and `bin/oqa iv T --history ... --format csv`:
moves within 1e-9 relative (the same arithmetic on the same doubles), IVs within 2e-6 (rounding to 6 decimals on both
sides leaves at most a unit in the last place; the solvers agree far closer), the hit rate exactly and the mean ratio
to the printed 2 decimals. SPX has no price file: its rows must all be pending, none dropped.
Closes with "history-peer: N passed, M failed"; exit 1 on any failure.
"""
import csv, datetime as dt, gzip, io, math, os, statistics, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DATA = os.path.join(ROOT, "toolkit", "src", "main", "resources", "dev", "oqa", "data")
SNAPSHOTS = {"SPY": ["2023-09-14", "2025-09-25"], "NVDA": ["2025-01-06"]}
MOVE_RTOL = 1e-9
IV_TOL = 2e-6

passed = failed = 0


def check(ok, what):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print("FAIL " + what)


def close_to(a, b, rtol=MOVE_RTOL, atol=0.0):
    if a is None or b is None:
        return a is None and b is None
    return abs(a - b) <= max(atol, rtol * max(abs(a), abs(b)))


def d(s):
    return dt.date.fromisoformat(s)


# ---- the snapshot ----

def read_chain(und, day):
    with gzip.open(os.path.join(DATA, "options", f"{und}_{day}.csv.gz"), "rt", newline="") as f:
        rows = list(csv.DictReader(f))
    spot = float(rows[0]["spot"])
    chain = {}  # expiry -> strike -> {"C": (bid, ask), "P": (bid, ask)}
    for r in rows:
        chain.setdefault(d(r["expiration"]), {}).setdefault(float(r["strike"]), {})[r["type"]] = (float(r["bid"]), float(r["ask"]))
    return spot, chain


def mid(q):
    if q is None:
        return math.nan
    b, a = q
    return 0.5 * (a + b) if b >= 0 and a > 0 and a >= b else math.nan


def forward(strikes):
    pairs = []
    for k in sorted(strikes):
        c, p = strikes[k].get("C"), strikes[k].get("P")
        if c and p and c[0] > 0 and c[1] >= c[0] and p[0] > 0 and p[1] >= p[0]:
            pairs.append((k, 0.5 * (c[0] + c[1]), c[1] - c[0], 0.5 * (p[0] + p[1]), p[1] - p[0]))
    if not pairs:
        return math.nan
    best = min(range(len(pairs)), key=lambda j: (abs(pairs[j][1] - pairs[j][3]), j))
    num = den = 0.0
    for j in range(max(0, best - 2), min(len(pairs) - 1, best + 2) + 1):
        k, cm, cs, pm, ps = pairs[j]
        w = 1.0 / (cs + ps + 1e-4)
        num += w * (k + cm - pm)
        den += w
    return num / den


def java_round(v, places):  # Math.round(v * 10^p) / 10^p: half up
    m = 10 ** places
    return math.floor(v * m + 0.5) / m


def straddle(strikes, f, spot):
    ks = sorted(strikes)
    lo, hi = 0.0 * (1 - 1e-12), spot * 2 * (1 + 1e-12)
    def s(k):
        return mid(strikes[k].get("C")) + mid(strikes[k].get("P"))
    for j, k in enumerate(ks):
        if k < f:
            continue
        if k == f:
            return s(k)
        if j == 0 or ks[j - 1] < lo or k > hi:
            return math.nan
        s1, s2 = s(ks[j - 1]), s(k)
        return s1 + (s2 - s1) * (f - ks[j - 1]) / (k - ks[j - 1])
    return math.nan


def implied_moves(spot, chain, day):
    out = {}
    for e in sorted(chain):
        if e < day:
            continue
        f = forward(chain[e])
        if not f > 0:
            f = spot
        m = straddle(chain[e], f, spot)
        if m > 0:
            out[e] = java_round(m, 4)
    return out


# ---- Black ----

def ncdf(x):
    return 0.5 * math.erfc(-x / math.sqrt(2))


def black(call, f, k, vol, t):
    sd = vol * math.sqrt(t)
    d1 = math.log(f / k) / sd + 0.5 * sd
    d2 = d1 - sd
    return f * ncdf(d1) - k * ncdf(d2) if call else k * ncdf(-d2) - f * ncdf(-d1)


def implied_vol(price, call, f, k, t):
    if not (price > 0 and t > 0):
        return math.nan
    intrinsic = max(f - k if call else k - f, 0.0)
    if price <= intrinsic or price >= (f if call else k):
        return math.nan
    lo, hi = 1e-9, 20.0
    for _ in range(200):
        m = 0.5 * (lo + hi)
        if black(call, f, k, m, t) > price:
            hi = m
        else:
            lo = m
        if hi - lo < 1e-15:
            break
    return 0.5 * (lo + hi)


def delta(call, f, k, vol, t):
    sd = vol * math.sqrt(t)
    d1 = math.log(f / k) / sd + 0.5 * sd
    return ncdf(d1) if call else ncdf(d1) - 1


# ---- volatility ----

def slices(spot, chain, day):
    """Per live expiry with days > 0: (days, f, strikes, {(k, side): iv})."""
    out = []
    for e in sorted(chain):
        days = (e - day).days
        if days <= 0:
            continue
        f = forward(chain[e])
        if not f > 0:
            f = spot
        t = days / 365.0
        ivs = {}
        for k, sides in chain[e].items():
            for side, q in sides.items():
                ivs[(k, side)] = implied_vol(mid(q), side == "C", f, k, t)
        out.append((days, f, sorted(chain[e]), ivs, t))
    return out


def atm_iv(f, ks, ivs):
    def otm(k):
        first, second = ("P", "C") if k < f else ("C", "P")
        for s in (first, second):
            v = ivs.get((k, s), math.nan)
            if v > 0:
                return v
        return math.nan
    below = above = None
    for k in ks:
        v = otm(k)
        if not v > 0:
            continue
        if k <= f:
            below = (k, v)
        if k >= f and above is None:
            above = (k, v)
    if below is None or above is None:
        return math.nan
    if below[0] == above[0]:
        return below[1]
    w = (f - below[0]) / (above[0] - below[0])
    return math.sqrt((1 - w) * below[1] ** 2 + w * above[1] ** 2)


def wing(call, f, ks, ivs, t):
    prev_d = prev_v = None
    order = ks if call else list(reversed(ks))
    for k in order:
        if (k <= f) if call else (k >= f):
            continue
        v = ivs.get((k, "C" if call else "P"), math.nan)
        if not v > 0:
            continue
        dl = abs(delta(call, f, k, v, t))
        if dl <= 0.25:
            if prev_d is None:
                return v if dl == 0.25 else math.nan
            return prev_v + (v - prev_v) * (prev_d - 0.25) / (prev_d - dl)
        prev_d, prev_v = dl, v
    return math.nan


def in_total_variance(days, vols, target, flat):
    if not days:
        return None
    if target < days[0] or target > days[-1]:
        if not flat:
            return None
        return vols[0] if target < days[0] else vols[-1]
    for i, x in enumerate(days):
        if x == target:
            return vols[i]
    for i in range(1, len(days)):
        t1, t2 = days[i - 1], days[i]
        if target > t2:
            continue
        w1, w2 = vols[i - 1] ** 2 * t1, vols[i] ** 2 * t2
        w = w1 + (w2 - w1) * (target - t1) / (t2 - t1)
        return math.sqrt(w / target) if w > 0 else None
    return None


def volatility(spot, chain, day):
    days, atm, wdays, puts, calls = [], [], [], [], []
    for n, f, ks, ivs, t in slices(spot, chain, day):
        a = atm_iv(f, ks, ivs)
        if a > 0:
            days.append(float(n))
            atm.append(java_round(a, 6))
        p, c = wing(False, f, ks, ivs, t), wing(True, f, ks, ivs, t)
        if p > 0 and c > 0:
            wdays.append(float(n)); puts.append(p); calls.append(c)
    p30, c30 = in_total_variance(wdays, puts, 30, True), in_total_variance(wdays, calls, 30, True)
    return {"atm_iv_7d": in_total_variance(days, atm, 7, False), "atm_iv_30d": in_total_variance(days, atm, 30, True),
            "atm_iv_91d": in_total_variance(days, atm, 91, False),
            "rr_25d": None if p30 is None or c30 is None else c30 - p30}


# ---- closes and horizons ----

def closes(ticker):
    path = os.path.join(DATA, "prices", f"{ticker}.csv.gz")
    if not os.path.exists(path):
        return None
    with gzip.open(path, "rt", newline="") as f:
        return {d(r["date"]): float(r["adj_close"]) for r in csv.DictReader(f)}


def third_friday(e):
    first = e.replace(day=1)
    return first + dt.timedelta(days=(4 - first.weekday()) % 7 + 14)


def horizons(moves, day):
    weekly = next((e for e in sorted(moves) if e > day and e.weekday() == 4), None)
    monthly = next((e for e in sorted(moves) if e > day and e == third_friday(e)), None)
    return [("weekly", weekly), ("monthly", monthly)]


# ---- the command line ----

def oqa(*args):
    p = subprocess.run([os.path.join(ROOT, "bin", "oqa"), *args, "--local", "--data", DATA, "--format", "csv"],
                       capture_output=True, text=True, timeout=600)
    if p.returncode != 0:
        raise SystemExit(f"bin/oqa {' '.join(args)} exited {p.returncode}: {p.stderr}")
    return list(csv.DictReader(io.StringIO(p.stdout))), p.stderr


def num(s):
    return None if s == "" else float(s)


def main():
    for ticker, days in SNAPSHOTS.items():
        px = closes(ticker)
        held, err = oqa("em", ticker, "--held")
        hist, _ = oqa("iv", ticker, "--history")
        check(len(held) == 2 * len(days), f"{ticker}: {len(held)} held rows, expected {2 * len(days)}")
        tally = {"weekly": [], "monthly": []}
        for day_s in days:
            day = d(day_s)
            spot, chain = read_chain(ticker, day)
            moves = implied_moves(spot, chain, day)
            for label, e in horizons(moves, day):
                row = next((r for r in held if r["as_of"] == day_s and r["horizon"] == label), None)
                where = f"{ticker} {day_s} {label}"
                if row is None:
                    check(False, f"{where}: no row")
                    continue
                check(row["expiry"] == str(e), f"{where}: expiry {row['expiry']}, peer {e}")
                implied = moves[e]
                realized = spot * abs(px[e] / px[day] - 1)
                ratio = realized / implied
                tally[label].append(ratio)
                check(close_to(num(row["implied_move"]), implied), f"{where}: implied {row['implied_move']}, peer {implied}")
                check(close_to(num(row["realized_move"]), realized), f"{where}: realized {row['realized_move']}, peer {realized}")
                check(close_to(num(row["ratio"]), ratio), f"{where}: ratio {row['ratio']}, peer {ratio}")
                check(row["inside"] == ("true" if realized <= implied else "false") and row["pending"] == "",
                      f"{where}: inside {row['inside']} pending '{row['pending']}'")
            vol = volatility(spot, chain, day)
            hrow = next((r for r in hist if r["as_of"] == day_s), None)
            for col, v in vol.items():
                got = num(hrow[col]) if hrow else "missing"
                check(close_to(got, v, rtol=0, atol=IV_TOL), f"{ticker} {day_s} {col}: {got}, peer {v}")
        for label, ratios in tally.items():
            hit = sum(r <= 1 for r in ratios) / len(ratios)
            line = f"{label}: {len(ratios)} realized, {sum(r <= 1 for r in ratios)} inside (hit rate {hit * 100:.0f}%), " \
                   f"mean realized/implied {statistics.fmean(ratios):.2f}, 0 pending"
            check(line in err, f"{ticker}: summary '{line}' not in: {err.strip()}")
    spx, err = oqa("em", "SPX", "--held")
    check(len(spx) == 6 and all(r["pending"].startswith("no closes of SPX") and r["ratio"] == "" for r in spx),
          f"SPX: {len(spx)} rows, every one pending for want of closes")
    print(f"history-peer: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
