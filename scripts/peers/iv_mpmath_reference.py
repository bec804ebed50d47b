#!/usr/bin/env python3
"""Normalised Black prices to 40 significant digits (mpmath), the fixture of the toolkit's NormalisedVolMpmathTest.

Each row is an out-of-the-money normalised call b(x, s) = e^{x/2}·Φ(x/s + s/2) − e^{−x/2}·Φ(x/s − s/2) at x = −a:
a log-uniform from 1e-7 to 5, s = s_c·10^u with s_c = √(2a) and u uniform in [−1.5, 0.7], so both branches and the
region near the money with little time left (where the price is a small difference of two large terms) are
covered. Synthetic inputs (a fixed seed), exact prices: the test inverts each price and compares s. Rows whose price
underflows a double or reaches its maximum e^{−a/2} are skipped.

Usage (bench venv, see scripts/peers/requirements.txt):
  build/bench/venv/bin/python scripts/peers/iv_mpmath_reference.py > toolkit/src/test/resources/dev/oqa/internal/math/normalised-black-mpmath.csv
"""
import math
import random
import mpmath as mp

mp.mp.dps = 60


def otm_call(a, s):
    x, s = -mp.mpf(a), mp.mpf(s)
    d1 = x / s + s / 2
    return mp.e ** (x / 2) * mp.ncdf(d1) - mp.e ** (-x / 2) * mp.ncdf(d1 - s)


def main():
    rng = random.Random(20261125)
    print("a,s,price")
    for _ in range(2500):
        a = 10 ** rng.uniform(-7, math.log10(5))
        s = (2 * a) ** 0.5 * 10 ** rng.uniform(-1.5, 0.7)
        b = otm_call(a, s)
        if b < mp.mpf("1e-300") or b >= mp.e ** (-mp.mpf(a) / 2):
            continue
        print(f"{a!r},{s!r},{mp.nstr(b, 40, strip_zeros=False)}")


if __name__ == "__main__":
    main()
