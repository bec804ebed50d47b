#!/usr/bin/env python3
"""Independent peer for the local GEX: Perfiliev's re-pricing method written from the notes, in plain Python.

For each normalised chain (options/<UND>_<DATE>.csv) it copies the file into a fresh folder with no index.csv
(as a user's --data folder would be), runs `bin/oqa gex <UND> --local --data DIR --format json`, and checks:
zero level within 1% of spot, call wall and put wall on the same strikes. Chains without vendor gamma/IV are
skipped (the peer has no IV solver). Usage: gex_peer.py CSV... ; exit 1 on any mismatch.
"""
import csv, datetime as dt, json, math, os, shutil, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def busday_count(a, b):  # numpy.busday_count: weekdays in [a, b)
    if b < a:
        return -busday_count(b, a)
    n, d = 0, a
    while d < b:
        n += d.weekday() < 5
        d += dt.timedelta(days=1)
    return n


def num(s):
    try:
        return float(s)
    except (TypeError, ValueError):
        return float("nan")


def peer(path):
    rows = list(csv.DictReader(open(path, newline="")))
    spot = num(rows[0]["spot"])
    today = dt.date.fromisoformat(rows[0]["quote_date"])
    live = [r for r in rows if dt.date.fromisoformat(r["expiration"]) >= today]
    if not any(num(r["gamma"]) > 0 for r in live):
        return None
    call, put = {}, {}
    for r in live:
        k, g, oi = num(r["strike"]), num(r["gamma"]), num(r["open_interest"])
        if not (g == g and oi == oi):
            continue
        gex = g * oi * 100 * spot * spot * 0.01
        (call if r["type"] == "C" else put)[k] = (call if r["type"] == "C" else put).get(k, 0.0) + gex
    call_wall = max(call, key=lambda k: call[k])
    put_wall = max(put, key=lambda k: abs(put[k]))
    levels = [0.8 * spot + i * (0.4 * spot) / 59 for i in range(60)]
    totals = []
    for s in levels:
        tot = 0.0
        for r in live:
            iv, oi, k = num(r["iv"]), num(r["open_interest"]), num(r["strike"])
            if not (iv > 0 and oi > 0):
                continue
            days = busday_count(today, dt.date.fromisoformat(r["expiration"]))
            t = (days if days > 0 else 1) / 262
            d1 = (math.log(s / k) + 0.5 * iv * iv * t) / (iv * math.sqrt(t))
            gamma = math.exp(-0.5 * d1 * d1) / math.sqrt(2 * math.pi) / (s * iv * math.sqrt(t))
            gex = oi * 100 * s * s * 0.01 * gamma
            tot += gex if r["type"] == "C" else -gex
        totals.append(tot)
    zero = None
    for i in range(59):
        if (totals[i] > 0) != (totals[i + 1] > 0) or (totals[i] == 0) != (totals[i + 1] == 0):
            neg_s, pos_s, neg_g, pos_g = levels[i], levels[i + 1], totals[i], totals[i + 1]
            zero = pos_s - (pos_s - neg_s) * pos_g / (pos_g - neg_g)
            break
    return spot, zero, call_wall, put_wall


def ours(path):
    with tempfile.TemporaryDirectory() as d:
        os.makedirs(os.path.join(d, "options"))
        shutil.copy(path, os.path.join(d, "options", os.path.basename(path)))
        und = os.path.basename(path).split("_")[0]
        out = subprocess.run([os.path.join(ROOT, "bin", "oqa"), "gex", und, "--local", "--data", d, "--format", "json"],
                             capture_output=True, text=True, check=True).stdout
        j = json.loads(out)
        return j["spot"], j["zero_level"], j["highlight_strikes"]["call_wall"], j["highlight_strikes"]["put_wall"]


def main(paths):
    bad = skipped = 0
    for p in paths:
        ref = peer(p)
        name = os.path.basename(p)
        if ref is None:
            print(f"{name}: skipped (no vendor gamma/IV for the peer)")
            skipped += 1
            continue
        spot, zero, cw, pw = ref
        s2, z2, cw2, pw2 = ours(p)
        dz = abs((z2 if z2 is not None else float("inf")) - (zero if zero is not None else float("inf"))) / spot if zero is not None and z2 is not None else (0.0 if zero is None and z2 is None else float("inf"))
        ok = dz <= 0.01 and cw == cw2 and pw == pw2
        bad += not ok
        print(f"{name}: {'ok' if ok else 'MISMATCH'} zero {z2} vs peer {zero} ({dz*100:.3f}% of spot), "
              f"call wall {cw2} vs {cw}, put wall {pw2} vs {pw}")
    print(f"gex peer: {len(paths) - bad - skipped} passed, {bad} failed, {skipped} skipped")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
