#!/usr/bin/env python3
"""Independent peer for the local GEX: Perfiliev's published method written again in plain Python, from the method's
description (docs/METHODS.md, GEX), not from the Java code.

For each normalised chain (options/<UND>_<DATE>.csv) it copies the file into a fresh folder with no index.csv (as a
user's --data folder would be), runs `bin/oqa gex <UND> --local --data DIR --format json`, and compares:
  * zero_level: within 1e-9 relative. Both sides evaluate the same closed-form sums in double precision, so they
    differ only by rounding (observed ≤ 4e-16 on the bundled chains); 1e-9 leaves room for summation order and nothing else. A zero level on
    one side only is a mismatch;
  * every strike of series.gamma: within 1e-9 of the strike's gross exposure |calls| + |puts| (net gamma cancels
    calls against puts, so its own size is no yardstick for rounding);
  * call wall, put wall and absolute-gamma strike: the same strikes.
A chain the peer cannot compute (no vendor gamma/IV: the peer has no IV solver) is a FAILURE, not a skip: a check
that silently compares nothing proves nothing. Usage: gex_peer.py CSV... ; closes with "gex peer: N passed, M failed";
exit 1 on any mismatch.
"""
import csv, datetime as dt, json, math, os, shutil, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ZERO_RTOL = 1e-9
SERIES_RTOL = 1e-9
RANGE_PCT = 1.0        # the /greeks/gex default: strikes within spot·(1 ± 1.0) make the bars


def busday_count(a, b):  # numpy.busday_count: weekdays in [a, b)
    if b < a:
        return -busday_count(b, a)
    n, d = 0, a
    while d < b:
        n += d.weekday() < 5
        d += dt.timedelta(days=1)
    return n


def linspace(start, stop, num):  # numpy.linspace(start, stop, num): arange(num)·step + start, last point = stop
    step = (stop - start) / (num - 1)
    out = [i * step + start for i in range(num)]
    out[-1] = stop
    return out


def num(s):
    try:
        return float(s)
    except (TypeError, ValueError):
        return float("nan")


def bs_gamma(s, k, iv, t):  # Black-Scholes gamma, r = q = 0
    d1 = (math.log(s / k) + 0.5 * iv * iv * t) / (iv * math.sqrt(t))
    return math.exp(-0.5 * d1 * d1) / math.sqrt(2 * math.pi) / (s * iv * math.sqrt(t))


def years(today, expiry):  # Perfiliev: business days / 262, a same-day expiry counts one day
    days = busday_count(today, expiry)
    return (days if days > 0 else 1) / 262


def peer(path):
    rows = list(csv.DictReader(open(path, newline="")))
    spot = num(rows[0]["spot"])
    today = dt.date.fromisoformat(rows[0]["quote_date"])
    live = [r for r in rows if dt.date.fromisoformat(r["expiration"]) >= today]
    if not any(num(r["gamma"]) > 0 for r in live) or not any(num(r["iv"]) > 0 for r in live):
        return None
    call, put = {}, {}
    lo, hi = spot * (1 - RANGE_PCT), spot * (1 + RANGE_PCT)
    for r in live:
        k, g, oi, iv = num(r["strike"]), num(r["gamma"]), num(r["open_interest"]), num(r["iv"])
        if not (oi > 0) or k < lo or k > hi:
            continue
        if g == 0 and not (iv > 0):  # Cboe's zero (docs/DATA.md): no IV and a gamma of 0 is "not given", no exposure
            continue
        if g != g:  # no vendor gamma: Black-Scholes on the contract's IV at spot, as the method allows
            if not (iv > 0):
                continue
            g = bs_gamma(spot, k, iv, years(today, dt.date.fromisoformat(r["expiration"])))
        side = call if r["type"] == "C" else put
        side[k] = side.get(k, 0.0) + g * oi * 100 * spot * spot * 0.01
    strikes = sorted(set(call) | set(put))
    gross = {k: abs(call.get(k, 0.0)) + abs(put.get(k, 0.0)) for k in strikes}
    net = {k: call.get(k, 0.0) - put.get(k, 0.0) for k in strikes}
    walls = {
        "call_wall": max(strikes, key=lambda k: (call.get(k, 0.0), -k)),
        "put_wall": max(strikes, key=lambda k: (put.get(k, 0.0), -k)),
        "absolute_gamma_strike": max(strikes, key=lambda k: (gross[k], -k)),
    }
    levels = linspace(0.8 * spot, 1.2 * spot, 60)
    # Each contract read once, its time to expiry counted once per expiry (the 60 levels re-price the same
    # contracts); the sums below add the same terms in the same order as a loop over the rows would.
    t_of = {}
    contracts = []
    for r in live:
        iv, oi, k = num(r["iv"]), num(r["open_interest"]), num(r["strike"])
        if not (iv > 0 and oi > 0):
            continue
        e = r["expiration"]
        if e not in t_of:
            t_of[e] = years(today, dt.date.fromisoformat(e))
        contracts.append((k, iv, oi, t_of[e], r["type"] == "C"))
    totals = []
    for s in levels:
        tot = 0.0
        for k, iv, oi, t, is_call in contracts:
            gex = oi * 100 * s * s * 0.01 * bs_gamma(s, k, iv, t)
            tot += gex if is_call else -gex
        totals.append(tot)
    zero = None
    sign = lambda x: (x > 0) - (x < 0)
    for i in range(59):  # Perfiliev: the first sign change, interpolated between levels[i] (neg) and levels[i+1] (pos)
        if sign(totals[i]) != sign(totals[i + 1]):
            neg_s, pos_s, neg_g, pos_g = levels[i], levels[i + 1], totals[i], totals[i + 1]
            zero = pos_s - (pos_s - neg_s) * pos_g / (pos_g - neg_g)
            break
    return spot, zero, walls, net, gross


def ours(path):
    with tempfile.TemporaryDirectory() as d:
        os.makedirs(os.path.join(d, "options"))
        shutil.copy(path, os.path.join(d, "options", os.path.basename(path)))
        und = os.path.basename(path).split("_")[0]
        out = subprocess.run([os.path.join(ROOT, "bin", "oqa"), "gex", und, "--local", "--data", d, "--format", "json"],
                             capture_output=True, text=True, check=True).stdout
        return json.loads(out)


def compare(name, ref, j):
    spot, zero, walls, net, gross = ref
    problems = []
    z2 = j["zero_level"]
    if (zero is None) != (z2 is None):
        problems.append(f"zero level {z2} vs peer {zero}")
        dz = float("inf")
    else:
        dz = 0.0 if zero is None else abs(z2 - zero) / abs(zero)
        if dz > ZERO_RTOL:
            problems.append(f"zero level {z2!r} vs peer {zero!r} ({dz:.2e} relative > {ZERO_RTOL:g})")
    series = {p["strike"]: p["value"] for p in j["series"]["gamma"]}
    if set(series) != set(net):
        problems.append(f"strikes differ: {len(series)} ours, {len(net)} peer; only ours "
                        f"{sorted(set(series) - set(net))[:5]}, only peer {sorted(set(net) - set(series))[:5]}")
    worst = 0.0
    for k in set(series) & set(net):
        if gross[k] == 0:
            if series[k] != 0:
                problems.append(f"strike {k}: {series[k]} where the peer has no exposure")
            continue
        err = abs(series[k] - net[k]) / gross[k]
        worst = max(worst, err)
        if err > SERIES_RTOL:
            problems.append(f"strike {k}: {series[k]!r} vs peer {net[k]!r} ({err:.2e} of gross > {SERIES_RTOL:g})")
    for w, k in walls.items():
        if j["highlight_strikes"].get(w) != k:
            problems.append(f"{w} {j['highlight_strikes'].get(w)} vs peer {k}")
    print(f"{name}: {'ok' if not problems else 'MISMATCH'} zero {z2!r} vs peer {zero!r} ({dz:.1e} relative), "
          f"{len(series)} strikes (worst {worst:.1e} of gross), walls {walls}")
    for p in problems[:10]:
        print("  FAIL", p)
    return not problems


def main(paths):
    if not paths:
        print("gex peer: no chains given", file=sys.stderr)
        return 2
    passed = failed = 0
    for p in paths:
        name = os.path.basename(p)
        ref = peer(p)
        if ref is None:
            print(f"{name}: FAIL the peer cannot compute this chain (no vendor gamma/IV); give chains that have them")
            failed += 1
            continue
        if compare(name, ref, ours(p)):
            passed += 1
        else:
            failed += 1
    print(f"gex peer: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
