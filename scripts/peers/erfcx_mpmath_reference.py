#!/usr/bin/env python3
"""erfcx(y) = e^{y²}·erfc(y) and erfc(y) to 40 significant digits (mpmath), the fixture of the toolkit's NormalErfcxMpmathTest.

y covers each range of Cody's approximations: [0, 0.46875] (erf/y in y²), (0.46875, 4] (erfcx in y) and (4, 27)
(erfcx in 1/y²), 400 points each, uniform in y with a fixed seed, plus the ends of the ranges. Implied volatility
reads erfcx twice per step, so the test holds it to a few ulps.

Usage (bench venv, see scripts/peers/requirements.txt):
  build/bench/venv/bin/python scripts/peers/erfcx_mpmath_reference.py > toolkit/src/test/resources/dev/oqa/internal/math/erfcx-mpmath.csv
"""
import random
import mpmath as mp

mp.mp.dps = 60


def main():
    rng = random.Random(20261126)
    ys = [0.0, 0.46875, 0.46875000000000006, 4.0, 4.000000000000001, 26.5]
    for lo, hi in ((0.0, 0.46875), (0.46875, 4.0), (4.0, 27.0)):
        ys += [rng.uniform(lo, hi) for _ in range(400)]
    print("y,erfcx,erfc")
    for y in ys:
        e = mp.erfc(mp.mpf(y))
        print(f"{y!r},{mp.nstr(e * mp.exp(mp.mpf(y) ** 2), 40, strip_zeros=False)},{mp.nstr(e, 40, strip_zeros=False)}")


if __name__ == "__main__":
    main()
