package dev.oqa.internal.local.options;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** ATM IV at the forward: linear in variance between the nearest strikes with an IV on either side (by hand). */
class AtmIvTest {
    private static final double[] K = {90, 100, 110};

    @Test void atAStrikeItsOwnBetweenStrikesLinearInVariance() {
        double[] iv = {0.3, 0.2, 0.25};
        assertEquals(0.2, IvSurface.atmIv(K, iv, 100), 1e-15);
        assertEquals(Math.sqrt(0.5 * 0.04 + 0.5 * 0.0625), IvSurface.atmIv(K, iv, 105), 1e-15);
        assertEquals(Math.sqrt(0.75 * 0.09 + 0.25 * 0.04), IvSurface.atmIv(K, iv, 92.5), 1e-15);
    }

    @Test void strikesWithoutAnIvAreSkipped() {
        assertEquals(Math.sqrt(0.5 * 0.09 + 0.5 * 0.0625), IvSurface.atmIv(K, new double[] {0.3, Double.NaN, 0.25}, 100), 1e-15);
        assertEquals(Math.sqrt(0.5 * 0.09 + 0.5 * 0.0625), IvSurface.atmIv(K, new double[] {0.3, 0, 0.25}, 100), 1e-15);
    }

    @Test void aForwardOutsideTheStrikesWithAnIvHasNone() {
        double[] iv = {0.3, 0.2, 0.25};
        assertTrue(Double.isNaN(IvSurface.atmIv(K, iv, 120)));
        assertTrue(Double.isNaN(IvSurface.atmIv(K, iv, 80)));
        assertTrue(Double.isNaN(IvSurface.atmIv(K, new double[] {0.3, 0.2, Double.NaN}, 105)), "no IV above the forward");
    }
}
