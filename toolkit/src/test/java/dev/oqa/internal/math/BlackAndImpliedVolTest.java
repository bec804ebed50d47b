package dev.oqa.internal.math;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

/** Published values from py_lets_be_rational / py_vollib tests and Hull (py_vollib's tests). */
class BlackAndImpliedVolTest {

    @Test void pyLetsBeRationalBlackAndNormalisedValues() {
        assertEquals(5.637197779701664, Black.price(OptionType.CALL, 100, 100, 0.2, 0.5), 1e-12);
        assertEquals(0.2, ImpliedVol.blackVol(5.637197779701664, 100, 100, 0.5, OptionType.CALL), 1e-12);
        double x = Math.log(100 / 95.0), s = 0.3 * Math.sqrt(0.5);
        assertEquals(0.061296663817558904, Black.normalisedPrice(x, s, OptionType.PUT), 1e-12);
        assertEquals(0.11259558142181655, Black.normalisedPrice(x, s, OptionType.CALL), 1e-12);
        assertEquals(0.3989422804014327, Black.normalisedVega(0, 0), 1e-15);
        assertEquals(0.3969525474770118, Black.normalisedVega(0, 0.2), 1e-15);
    }

    @Test void pyVollibBlackScholesDoctests() {
        assertEquals(12.111581435, Black.bsPrice(OptionType.CALL, 100, 90, 0.2, 0.5, 0.01, 0), 1e-9); // printed to 9 dp
        assertEquals(1.66270456231, Black.bsPrice(OptionType.PUT, 100, 90, 0.2, 0.5, 0.01, 0), 1e-10); // printed to 11 dp
    }

    @Test void hullGreeks() {
        double S = 49, K = 50, r = 0.05, t = 0.3846, v = 0.2;
        Greeks c = Black.greeks(OptionType.CALL, S, K, v, t, r, 0), p = Black.greeks(OptionType.PUT, S, K, v, t, r, 0);
        assertEquals(2.4004610869656666, c.price(), 1e-12); // Hull: "about $2.40" (erfc in Python)
        assertEquals(0.521601633972, c.delta(), 1e-9);
        assertEquals(0.521601633972 - 1, p.delta(), 1e-9);
        assertEquals(0.0655453772525, c.gamma(), 1e-10);
        assertEquals(c.gamma(), p.gamma(), 0);
        assertEquals(0.121052427542, c.vega() / 100, 1e-10);
        assertEquals(0.089065740988, c.rho() / 100, 1e-10);
        assertEquals(-4.30538996455, c.theta(), 1e-8);
        assertEquals(-1.8530056722, p.theta(), 1e-8);
        assertEquals(c.gamma(), Black.gamma(S, K, v, t, r, 0), 1e-17);
        assertEquals(c.price(), Black.bsPrice(OptionType.CALL, S, K, v, t, r, 0), 1e-13);
        // put-call parity on the price: C − P = S e^{−qT} − K e^{−rT}
        assertEquals(S - K * Math.exp(-r * t), c.price() - p.price(), 1e-12);
        assertThrows(IllegalArgumentException.class, () -> Black.greeks(OptionType.CALL, S, K, 0, t, r, 0));
    }

    /**
     * The in-the-money intrinsic value {@code 2·sinh(a/2)}, computed from the {@code e^{−a/2}} the inversion already has:
     * within 4 ulps of StrictMath's sinh (itself within 2.5) from a = 1e-12 to 700, the series below a = 1 and the
     * exponentials above included; near the money an error of a few ulps of 1 instead (from {@code 1/e − e} alone)
     * would be 1e4 ulps of a price of 1e-4.
     */
    @Test void intrinsicValueFromTheHalfExponential() {
        double worst = 0;
        for (int i = 0; i <= 20_000; i++) {
            double a = Math.pow(10, -12 + i * (Math.log10(700) + 12) / 20_000);
            double want = 2 * StrictMath.sinh(0.5 * a), got = Black.twoSinhHalf(a, Math.exp(-0.5 * a));
            worst = Math.max(worst, Math.abs(got - want) / Math.ulp(want));
        }
        assertTrue(worst <= 4, worst + " ulps");
        assertEquals(0.0, Black.normalisedIntrinsic(-0.3));
        assertEquals(2 * Math.sinh(0.15), Black.normalisedIntrinsic(0.3), 2 * Math.ulp(0.3));
    }

    /**
     * The lower branch's start, from its table, across the table (|x| from 1e-4 to 5, s from 0.05 to 0.995 of s_c):
     * within 2e-6 of the solution at the median (7.9e-7 measured), which lets the iteration end after one evaluation,
     * and within 1e-4 everywhere (4.2e-5), where two evaluations still reach double precision.
     */
    @Test void lowerBranchStartFromTheCubicTable() {
        java.util.List<Double> errors = new java.util.ArrayList<>();
        for (int i = 0; i <= 200; i++) for (int j = 0; j <= 100; j++) {
            double x = -Math.exp(Math.log(1e-4) + i * Math.log(5e4) / 200), sc = Math.sqrt(-2 * x);
            double s = sc * (0.05 + j * 0.945 / 100), b = Black.otmCall(x, s);
            double start = ImpliedVol.LowerGuess.of(x, Math.log(b), ImpliedVol.inflectionPrice(sc, Math.exp(0.5 * x)), sc);
            errors.add(Math.abs(start - s) / s);
        }
        errors.sort(null);
        double median = errors.get(errors.size() / 2), worst = errors.get(errors.size() - 1);
        System.out.println("[report] lower-branch start: median error " + median + ", worst " + worst);
        assertTrue(median <= 2e-6, "median " + median);
        assertTrue(worst <= 1e-4, "worst " + worst);
    }

    /** The table's coordinates use a logarithm without Math.log: within 1e-9 of it from 1e-300 to 1e300. */
    @Test void roughLogarithmOfTheStartingTable() {
        double worst = 0;
        for (int i = 0; i <= 100_000; i++) {
            double y = Math.pow(10, -300 + i * 600.0 / 100_000);
            worst = Math.max(worst, Math.abs(ImpliedVol.roughLog(y) - Math.log(y)));
        }
        assertTrue(worst <= 1e-9, "worst " + worst);
        System.out.println("[report] roughLog: worst absolute error " + worst);
    }

    @Test void normalCdfTailsAndInverse() {
        assertEquals(0.5, Normal.cdf(0), 0);
        assertEquals(7.619853024160526e-24, Normal.cdf(-10), 1e-36);          // relative accuracy in the tail
        assertEquals(0.9750021048517795, Normal.cdf(1.96), 1e-15);
        for (double p : new double[] {1e-300, 1e-12, 0.01, 0.3, 0.5, 0.9, 0.999999})
            assertEquals(p, Normal.cdf(Normal.inverseCdf(p)), 1e-14 * p + 1e-300);
    }

    /**
     * Round trip over py_vollib's test ranges (F, K in [10, 1000], σ in [0.05, 1], T in (0, 2]), calls and
     * puts. Points whose time value underflows below 1e-250 of the forward carry no volatility information
     * and are excluded, as are deep in-the-money prices whose double rounding alone moves σ by more than 1e-11.
     */
    @Test void roundTripVolatilityErrorBelow1e10() {
        double worst = 0;
        int checked = 0, skipped = 0;
        double[] fs = {10, 100, 1000}, ks = {10, 37, 95, 100, 105, 240, 550, 1000};
        double[] sigmas = {0.05, 0.1, 0.2, 0.35, 0.5, 0.75, 1.0};
        double[] ts = {1.0 / 365, 7.0 / 365, 0.1, 0.5, 1, 2};
        for (double f : fs) for (double k : ks) for (double sig : sigmas) for (double t : ts) for (boolean call : new boolean[] {true, false}) {
            double p = Black.price(OptionType.of(call), f, k, sig, t);
            double intrinsic = Math.max(call ? f - k : k - f, 0);
            double timeValue = p - intrinsic;
            if (!(timeValue > 1e-250 * f)) continue;
            // skip where rounding the input price to a double alone moves σ by more than 1e-11 (deep ITM)
            double vegaSigma = Math.sqrt(f * k) * Black.normalisedVega(Math.log(f / k), sig * Math.sqrt(t)) * Math.sqrt(t);
            if (Math.ulp(p) / vegaSigma > 1e-11) { skipped++; continue; }
            double v = ImpliedVol.blackVol(p, f, k, t, OptionType.of(call));
            double err = Math.abs(v - sig);
            worst = Math.max(worst, err);
            checked++;
            assertTrue(err <= 1e-10, "F=" + f + " K=" + k + " σ=" + sig + " T=" + t + " call=" + call + " → " + v);
        }
        assertTrue(checked > 1000, "checked " + checked + ", skipped " + skipped);
    }

    /**
     * The normalised inversion across the edges of its starting table (|x| from 1e-4 to 5) and of its two branches
     * (either side of s_c = √(2|x|)): s back to 1e-12 relative, or to what rounding the price to a double allows
     * (8 ulps of the larger Black term, over the vega). Outside the table the closed-form start takes over.
     */
    @Test void normalisedVolRoundTripsAcrossTheStartingTableAndBothBranches() {
        double[] xs = {-1e-7, -5e-5, -1e-4, -1.0001e-4, -3e-3, -0.07, -0.5, -1, -2.7, -4.99, -5, -5.01, -7};
        double[] ofSc = {0.2, 0.35, 0.5, 0.7, 0.9, 0.99, 0.999, 1.001, 1.01, 1.5, 3};
        int checked = 0;
        for (double x : xs) for (double u : ofSc) {
            double s = u * Math.sqrt(-2 * x), b = Black.otmCall(x, s);
            double larger = Math.exp(-0.5 * x) * Normal.cdf(x / s - 0.5 * s) + b;
            double allowed = Math.max(1e-12 * s, 8 * Math.ulp(larger) / Black.normalisedVega(x, s));
            for (OptionType type : OptionType.values()) { // a put at −x is the same out-of-the-money price
                double got = ImpliedVol.normalisedVol(b, type == OptionType.CALL ? x : -x, type);
                assertEquals(s, got, allowed, "x=" + x + " s=" + s + " (" + u + "·s_c) " + type);
                checked++;
            }
        }
        assertEquals(2 * 13 * 11, checked);
    }

    @Test void impossiblePricesSayWhy() {
        ImpliedVol.Outcome below = ImpliedVol.black(4, 110, 100, 0.5, OptionType.CALL);
        assertFalse(below.ok());
        assertTrue(below.reason().contains("below intrinsic"), below.reason());
        ImpliedVol.Outcome above = ImpliedVol.black(101, 100, 100, 0.5, OptionType.CALL);
        assertTrue(above.reason().contains("maximum"), above.reason());
        assertTrue(ImpliedVol.black(1, 100, 100, 0, OptionType.CALL).reason().contains("time"));
        assertTrue(ImpliedVol.black(0, 100, 100, 1, OptionType.CALL).reason().contains("not positive"));
        assertTrue(ImpliedVol.black(5.637197779701664, 100, 100, 0.5, OptionType.CALL).ok());
    }
}
