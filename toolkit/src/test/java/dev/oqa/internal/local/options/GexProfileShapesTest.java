package dev.oqa.internal.local.options;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The two derived GEX series: the Gaussian kernel smoother (Nadaraya–Watson, Σ w·y / Σ w with w = exp(−z²/2),
 * z = Δstrike / h, cut at 4h) and the running sum scaled to a largest magnitude of 1.
 */
class GexProfileShapesTest {
    private static double w(double z) { return Math.exp(-0.5 * z * z); }

    @Test void theSmootherIsAKernelWeightedMeanOfItsNeighbours() {
        double[] out = GexCalculator.gaussianSmooth(new double[] {0, 1, 2}, new double[] {0, 3, 6}, 1);
        assertEquals((3 * w(1) + 6 * w(2)) / (1 + w(1) + w(2)), out[0], 1e-12);
        assertEquals(3, out[1], 1e-12, "a straight line is kept at an inner point (symmetric weights)");
        assertEquals((6 + 3 * w(1)) / (1 + w(1) + w(2)), out[2], 1e-12);
        double[] wide = GexCalculator.gaussianSmooth(new double[] {0, 2}, new double[] {10, 20}, 0.5);
        assertEquals((10 + 20 * w(4)) / (1 + w(4)), wide[0], 1e-15, "a neighbour exactly 4h away still counts");
    }

    @Test void neighboursBeyondFourBandwidthsAreLeftOut() {
        double[] out = GexCalculator.gaussianSmooth(new double[] {0, 1, 5.5}, new double[] {1, 2, 100}, 1);
        assertEquals((1 + 2 * w(1)) / (1 + w(1)), out[0], 1e-12, "5.5 is 5.5h from 0");
        assertEquals(100, out[2], 1e-12, "4.5h from its nearest neighbour: alone");
    }

    @Test void theRunningSumIsScaledToALargestMagnitudeOfOne() {
        assertArrayEquals(new double[] {0.5, -1, -0.5}, GexCalculator.cumulativeScaled(new double[] {1, -3, 1}), 1e-15);
        assertArrayEquals(new double[] {0.25, 0.5, 1}, GexCalculator.cumulativeScaled(new double[] {1, 1, 2}), 1e-15);
        assertArrayEquals(new double[] {0, 0}, GexCalculator.cumulativeScaled(new double[] {0, 0}), 0, "all zero stays zero");
    }
}
