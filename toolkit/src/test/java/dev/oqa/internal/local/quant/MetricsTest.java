package dev.oqa.internal.local.quant;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** Reference values from empyrical's tests/test_stats.py (quantopian/empyrical @ 40f61b4), checked to 8 decimals there. */
class MetricsTest {
    private static final double NaN = Double.NaN;
    private static final double[] MIXED = pct(NaN, 1, 10, -4, 2, 3, 2, 1, -10);
    private static final double[] POSITIVE = pct(1, 2, 1, 1, 1, 1, 1, 1, 1);
    // empyrical's expected values are printed to full double precision; the same arithmetic in doubles agrees to the
    // last digit or two (summation order), so 1e-12 is as tight as the method allows (empyrical itself asserts 8 dp).
    private static final double TOL = 1e-12;

    private static double[] pct(double... v) {
        double[] r = new double[v.length];
        for (int i = 0; i < v.length; i++) r[i] = v[i] / 100;
        return r;
    }

    @Test void empyricalSharpe() {
        assertEquals(1.7238613961706866, Metrics.sharpe(MIXED, 0), TOL);
        assertEquals(52.915026221291804, Metrics.sharpe(POSITIVE, 0), TOL);
    }

    @Test void empyricalAnnualVolatility() { assertEquals(0.9136465399704637, Metrics.annualVolatility(MIXED), TOL); }

    @Test void empyricalSortino() { assertEquals(2.605531251673693, Metrics.sortino(MIXED, 0), TOL); }

    @Test void empyricalAnnualReturnCountsMissingDays() { assertEquals(1.9135925373194231, Metrics.cagr(MIXED), TOL); }

    @Test void empyricalMaxDrawdown() {
        assertEquals(-0.1, Metrics.maxDrawdown(MIXED), 1e-15);
        assertEquals(-0.1, Metrics.maxDrawdown(pct(10, -10, 10)), 1e-15);
        // the starting value is a peak: a loss on day one is a drawdown
        assertEquals(-0.05, Metrics.maxDrawdown(pct(-5, 2)), 1e-15);
    }

    @Test void empyricalBetaAndAlpha() {
        Random rnd = new Random(7);
        double[] noise = new double[500];
        for (int i = 0; i < noise.length; i++) noise[i] = rnd.nextGaussian() * 0.01; // synthetic returns
        double[] twice = noise.clone(), neg = noise.clone();
        for (int i = 0; i < noise.length; i++) { twice[i] *= 2; neg[i] = -neg[i]; }
        assertEquals(2.0, Metrics.beta(twice, noise), 1e-12);
        assertEquals(-1.0, Metrics.beta(noise, neg), 1e-12);
        assertEquals(0.0, Metrics.alpha(noise, noise, 0, Metrics.beta(noise, noise)), 1e-15);
        assertEquals(1.0, Metrics.correlation(twice, noise), 1e-12);
    }

    @Test void empyricalPublishedAlphaAndBeta() {
        // empyrical tests/test_stats.py, test_alpha_beta: alpha_beta(mixed_returns, negative_returns[1:]) =
        // (-0.9997853834885004, -0.71296296296296313). Aligned on dates, the leading NaN of mixed_returns has no
        // benchmark day, so the pairs are mixed_returns[1:] against negative_returns[1:].
        double[] r = pct(1, 10, -4, 2, 3, 2, 1, -10);
        double[] b = pct(-6, -7, -1, -9, -2, -6, -8, -5);
        double beta = Metrics.beta(r, b);
        assertEquals(-0.71296296296296313, beta, 1e-15);
        assertEquals(-0.9997853834885004, Metrics.alpha(r, b, 0, beta), 1e-15);
        // and (mixed_returns, -mixed_returns) -> (0.0, -1.0)
        double[] m = pct(1, 10, -4, 2, 3, 2, 1, -10), neg = pct(-1, -10, 4, -2, -3, -2, -1, 10);
        assertEquals(-1.0, Metrics.beta(m, neg), 1e-15);
        assertEquals(0.0, Metrics.alpha(m, neg, 0, Metrics.beta(m, neg)), 1e-15);
    }

    @Test void rollingSeriesEqualTheFullSampleStatisticOnEachWindow() {
        Random rnd = new Random(11);
        // SYNTHETIC 20 years of returns with a volatility regime change, checked on every window
        double[] r = new double[5040], b = new double[5040];
        for (int i = 0; i < r.length; i++) {
            double vol = i < 2500 ? 0.01 : 0.03;
            b[i] = 0.0004 + rnd.nextGaussian() * vol;
            r[i] = 1.3 * b[i] + rnd.nextGaussian() * vol;
        }
        for (int w : new int[] {5, 60, 252}) {
            double[] rs = Metrics.rollingSharpe(r, w, 1e-4), rv = Metrics.rollingVolPct(r, w), rc = Metrics.rollingCorrelation(r, b, w);
            assertEquals(r.length - w + 1, rs.length);
            for (int k = 0; k < rs.length; k++) {
                double[] wr = java.util.Arrays.copyOfRange(r, k, k + w), wb = java.util.Arrays.copyOfRange(b, k, k + w);
                double sh = Metrics.sharpe(wr, 1e-4), vo = Metrics.annualVolatility(wr) * 100, co = Metrics.correlation(wr, wb);
                assertEquals(sh, rs[k], 1e-11 * Math.max(1, Math.abs(sh)));
                assertEquals(vo, rv[k], 1e-11 * vo);
                assertEquals(co, rc[k], 1e-11);
            }
        }
    }

    @Test void drawdownPathEndsAtItsMinimumAtTheTrough() {
        double[] dd = Metrics.drawdownPct(pct(10, -10, 10));
        assertArrayEquals(new double[] {0, -10, -1}, dd, 1e-12);
    }

    @Test void dailyRiskFreeCompoundsToTheAnnualRate() {
        double d = QuantConventions.defaults().withRiskFreeRate(0.02).dailyRiskFree();
        assertEquals(1.02, Math.pow(1 + d, 252), 1e-13);
        assertEquals(0.0, QuantConventions.defaults().dailyRiskFree());
    }
}
