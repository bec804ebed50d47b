package dev.oqa.internal.local.options;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

/** ATM IV at the forward: linear in variance between the nearest strikes with an IV, hand-computed. */
class AtmIvTest {
    private static final double NaN = Double.NaN;

    @Test void linearInVarianceBetweenTheNearestStrikesWithAnIv() {
        // 100 has no IV, so 90 and 110 bracket 104: w = 14/20 = 0.7, σ² = 0.3·0.3² + 0.7·0.2² = 0.055
        assertEquals(Math.sqrt(0.055), IvSurface.atmIv(new double[] {90, 100, 110}, new double[] {0.3, NaN, 0.2}, 104), 1e-15);
        assertEquals(Math.sqrt(0.3 * 0.0625 + 0.7 * 0.04), IvSurface.atmIv(new double[] {90, 100, 110}, new double[] {0.3, 0.25, 0.2}, 107), 1e-15);
    }

    @Test void onAStrikeItsOwnIv() {
        assertEquals(0.25, IvSurface.atmIv(new double[] {90, 100, 110}, new double[] {0.3, 0.25, 0.2}, 100));
        assertEquals(0.2, IvSurface.atmIv(new double[] {100, 110}, new double[] {0.25, 0.2}, 110), "the last strike");
        assertEquals(0.25, IvSurface.atmIv(new double[] {100, 110}, new double[] {0.25, 0.2}, 100), "the first strike");
    }

    @Test void noStrikeOnOneSideNoAtmIv() {
        assertTrue(Double.isNaN(IvSurface.atmIv(new double[] {90, 100}, new double[] {0.3, 0.25}, 101)));
        assertTrue(Double.isNaN(IvSurface.atmIv(new double[] {90, 100}, new double[] {0.3, 0.25}, 89)));
        assertTrue(Double.isNaN(IvSurface.atmIv(new double[] {90, 100, 110}, new double[] {0.3, 0.25, 0}, 105)), "a zero IV is none");
    }
}
