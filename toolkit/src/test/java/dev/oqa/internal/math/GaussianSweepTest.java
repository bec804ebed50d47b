package dev.oqa.internal.math;

import static org.junit.jupiter.api.Assertions.*;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class GaussianSweepTest {

    /** The plain definition, one {@code Math.exp} per kernel per point, summed in kernel order. */
    static double[] direct(double[] u, double[] k, double[] a, double[] h, double[] w, int m) {
        double[] out = new double[u.length];
        for (int l = 0; l < u.length; l++)
            for (int c = 0; c < m; c++) {
                double d = (u[l] - k[c]) * a[c] + h[c];
                out[l] += w[c] * Math.exp(-0.5 * d * d);
            }
        return out;
    }

    /** Synthetic kernels (test data): log-strikes around ln 4700, σ√T from 0.002 to 2, weights of both signs. */
    @Test void agreesWithMathExpToRoundingAndIsTheSameOnManyThreads() {
        SplittableRandom r = new SplittableRandom(7);
        int m = 20_011; // not a multiple of the tile or of 4
        double[] k = new double[m], a = new double[m], h = new double[m], w = new double[m], abs = new double[m];
        for (int c = 0; c < m; c++) {
            double sd = Math.exp(r.nextDouble(Math.log(0.002), Math.log(2)));
            k[c] = Math.log(4700) + r.nextDouble(-1.5, 1.0);
            a[c] = 1 / sd;
            h[c] = 0.5 * sd;
            w[c] = r.nextDouble(-1e6, 1e6);
            abs[c] = Math.abs(w[c]);
        }
        double[] u = new double[60];
        for (int l = 0; l < 60; l++) u[l] = Math.log(0.8 * 4700 + l * 0.4 * 4700 / 59);
        double[] ref = direct(u, k, a, h, w, m), scale = direct(u, k, a, h, abs, m);
        double[] one = GaussianSweep.sum(u, k, a, h, w, m, false), many = GaussianSweep.sum(u, k, a, h, w, m, true);
        for (int l = 0; l < 60; l++) {
            // each term within a few ulps of Math.exp: the sums agree to 1e-14 of the sum of |terms|
            assertEquals(ref[l], one[l], 1e-14 * scale[l], "point " + l);
            assertEquals(Double.doubleToRawLongBits(one[l]), Double.doubleToRawLongBits(many[l]), "point " + l + " differs across threads");
        }
    }

    @Test void exponentsFromZeroToUnderflow() {
        // one kernel, d from 0 to 40: exp(−d²/2) from 1 down to 1e-348 (0 below the smallest normal), to a few ulps
        double[] u = new double[4001];
        for (int l = 0; l < u.length; l++) u[l] = l * 0.01;
        double[] got = GaussianSweep.sum(u, new double[] {0}, new double[] {1}, new double[] {0}, new double[] {1}, 1, false);
        for (int l = 0; l < u.length; l++) {
            double want = Math.exp(-0.5 * u[l] * u[l]);
            if (want < 0x1.0p-1022) assertEquals(0.0, got[l], "d = " + u[l]);
            // the exponent −d²/2 carries a rounding of about |d²|·1e-16, which exp turns into that relative error
            else assertEquals(want, got[l], want * (1 + u[l] * u[l]) * 4e-16, "d = " + u[l]);
        }
    }

    @Test void rejectsACountBeyondTheArrays() {
        double[] one = {1};
        assertThrows(IllegalArgumentException.class, () -> GaussianSweep.sum(one, one, one, one, one, 2, false));
    }
}
