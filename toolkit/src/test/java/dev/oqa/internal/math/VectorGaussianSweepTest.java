package dev.oqa.internal.math;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.SnapshotCatalog;
import dev.oqa.internal.local.options.OptionsBenchmarkSupport;
import java.time.LocalDate;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The Vector API loop against the plain one: the same totals, bit for bit, so switching loops never moves a result. */
class VectorGaussianSweepTest {

    @Test void theTestJvmHasTheVectorLoop() {
        // surefire starts the tests with --add-modules jdk.incubator.vector, as the kernelspec starts the kernel
        assertTrue(VectorTier.available(), "the vector loop needs the incubator module and 4 or 8 doubles per vector; preferred: "
                + VectorGaussianSweep.SPECIES);
    }

    /** The zero-gamma sweep of SPX 2024-01-05 (real data): 14,980 contracts × 60 spots, on one thread and on many. */
    @Test void realChainSweepIsBitForBitThePlainLoops() {
        var s = SnapshotCatalog.of(DataSource.bundled()).load("SPX", LocalDate.of(2024, 1, 5));
        var sweep = new OptionsBenchmarkSupport.Sweep(s);
        double[] u = new double[sweep.levels.length], a = new double[sweep.m], h = new double[sweep.m];
        for (int l = 0; l < u.length; l++) u[l] = Math.log(sweep.levels[l]);
        for (int c = 0; c < sweep.m; c++) { a[c] = 1 / sweep.vol[c]; h[c] = 0.5 * sweep.vol[c]; }
        double[] plain = GaussianSweep.sum(u, sweep.lnK, a, h, sweep.coef, sweep.m, false, false);
        assertBitsEqual(plain, GaussianSweep.sum(u, sweep.lnK, a, h, sweep.coef, sweep.m, false, true), "one thread");
        assertBitsEqual(plain, GaussianSweep.sum(u, sweep.lnK, a, h, sweep.coef, sweep.m, true, true), "every core");
    }

    /**
     * Synthetic kernels (test data) for the edges of the loop: counts around the 8 accumulators and the 512-contract
     * block, and widths from 1e-4 (terms that underflow to 0 at most points) to 3.
     */
    @Test void everyCountAndWidthIsBitForBitThePlainLoops() {
        SplittableRandom r = new SplittableRandom(11);
        double[] u = new double[37];
        for (int l = 0; l < u.length; l++) u[l] = Math.log(80 + 40.0 * l / (u.length - 1));
        for (int m : new int[] {0, 1, 7, 8, 9, 15, 511, 512, 513, 1024, 1031, 5003}) {
            double[] k = new double[m], a = new double[m], h = new double[m], w = new double[m];
            for (int c = 0; c < m; c++) {
                double sd = Math.exp(r.nextDouble(Math.log(1e-4), Math.log(3)));
                k[c] = Math.log(r.nextDouble(30, 300));
                a[c] = 1 / sd;
                h[c] = 0.5 * sd;
                w[c] = r.nextDouble(-1e6, 1e6);
            }
            assertBitsEqual(GaussianSweep.sum(u, k, a, h, w, m, false, false), GaussianSweep.sum(u, k, a, h, w, m, false, true), "m = " + m);
        }
    }

    @Test void warmUpSwitchesToTheVectorLoop() {
        assertTrue(VectorTier.warm(), "the vector loop, once compiled, is faster than the plain one and identical");
        assertTrue(VectorTier.ready());
    }

    private static void assertBitsEqual(double[] want, double[] got, String what) {
        assertEquals(want.length, got.length, what);
        for (int l = 0; l < want.length; l++)
            assertEquals(Double.doubleToRawLongBits(want[l]), Double.doubleToRawLongBits(got[l]),
                    what + ", point " + l + ": " + want[l] + " vs " + got[l]);
    }
}
