package dev.oqa.internal.local.quant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Two-day and one-day cases of the metrics, whose values follow from the definitions by hand. */
class MetricsSmallCasesTest {
    private static final double[] R = {0.02, 0.06}, B = {0.01, 0.03};

    @Test void twoReturnsAreEnoughForASampleStatistic() {
        assertEquals(0.02 * Math.sqrt(2), Metrics.std(R), 1e-15); // deviations ±0.02, ss 0.0008 / (2 − 1)
        assertEquals(Math.sqrt(2) * Math.sqrt(252), Metrics.sharpe(B, 0), 1e-9); // mean 0.02, sd 0.01·√2
        // Smile's cov and cor need three days: two give no beta or correlation (null), never Smile's message.
        assertTrue(Double.isNaN(Metrics.beta(R, B)));
        assertTrue(Double.isNaN(Metrics.correlation(R, B)));
        double[] r3 = {0.02, 0.06, -0.04}, b3 = {0.01, 0.03, -0.02};
        assertEquals(2.0, Metrics.beta(r3, b3), 1e-12, "exactly twice the benchmark");
        assertEquals(1.0, Metrics.correlation(r3, b3), 1e-12);
    }

    @Test void oneReturnHasNoSampleStatistic() {
        double[] one = {0.01};
        assertTrue(Double.isNaN(Metrics.std(one)));
        assertTrue(Double.isNaN(Metrics.sharpe(one, 0)));
        assertTrue(Double.isNaN(Metrics.beta(one, one)));
        assertTrue(Double.isNaN(Metrics.correlation(one, one)));
        assertTrue(Double.isNaN(Metrics.cagr(new double[0])));
        assertTrue(Double.isNaN(Metrics.sortino(new double[0], 0)));
        assertEquals(Math.pow(1.01, 252) - 1, Metrics.cagr(one), 1e-9);
    }

    @Test void anAssetEqualToItsBenchmarkHasNoAlphaAtAnyRiskFreeRate() {
        // Jensen: mean(r − rf − β(b − rf)) with r = b and β = 1 is 0 whatever rf is.
        assertEquals(0.0, Metrics.alpha(B, B, 0.001, 1.0), 1e-15);
        // β = 2 on R = 2B: r − rf − 2(b − rf) = rf each day, so alpha = (1 + rf)^252 − 1.
        assertEquals(Math.pow(1.001, 252) - 1, Metrics.alpha(R, B, 0.001, 2.0), 1e-12);
        assertTrue(Double.isNaN(Metrics.alpha(R, B, 0, Double.NaN)));
    }

    @Test void sortinoMeasuresAgainstTheRequiredReturn() {
        // Excess returns +1.5%, −1.5% over 0.5%: mean 0, so Sortino is 0; against 0 the mean is 0.5%,
        // downside √(0.01²/2)·√252, Sortino 0.005·252 / (0.01/√2·√252).
        double[] r = {0.02, -0.01};
        assertEquals(0.0, Metrics.sortino(r, 0.005), 1e-12);
        assertEquals(0.005 * 252 / (0.01 / Math.sqrt(2) * Math.sqrt(252)), Metrics.sortino(r, 0), 1e-9);
        assertTrue(Double.isNaN(Metrics.sortino(new double[] {0.01, 0.02}, 0)), "no downside: undefined");
    }

    @Test void unalignedReturnsAreRefused() {
        double[] three = {0.01, 0.02, 0.03};
        for (Runnable call : new Runnable[] {() -> Metrics.beta(R, three), () -> Metrics.alpha(R, three, 0, 1), () -> Metrics.correlation(R, three),
                () -> Metrics.rollingCorrelation(R, three, 2)}) {
            var e = assertThrows(IllegalArgumentException.class, call::run);
            assertEquals("returns must be aligned: 2 vs 3 days", e.getMessage());
        }
    }
}
