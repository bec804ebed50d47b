package dev.oqa.internal.math;

import static dev.oqa.internal.math.GaussianSweep.*;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link GaussianSweep}'s loop on the Vector API: the same terms and the same order of sums, so the same totals bit
 * for bit, in one pass. The plain loop needs a second, scalar pass because the JIT will not vectorise putting
 * {@code 2^n} into a double's exponent bits ({@code Double.longBitsToDouble}); here that is a lane-wise
 * reinterpretation in registers, and the contracts are walked in blocks that stay in the L1 cache across the points.
 *
 * <p>Loaded only through {@link VectorTier}, where the incubator module is present: nothing else may refer to this class.
 */
final class VectorGaussianSweep {
    private VectorGaussianSweep() {}

    static final VectorSpecies<Double> SPECIES = DoubleVector.SPECIES_PREFERRED;
    static final VectorSpecies<Long> LONGS = SPECIES.withLanes(long.class);
    /** Contracts per block: their four inputs (16 KB) stay in L1 while every point passes over them. */
    static final int BLOCK = 512;

    /** The plain loop's eight accumulators are lanes of one vector (8 lanes) or of two (4 lanes); other widths do not fit. */
    static boolean fitsEightAccumulators() {
        int lanes = SPECIES.length();
        return lanes >= 4 && 8 % lanes == 0;
    }

    /** As {@code GaussianSweep.points}: {@code a}, {@code h} pre-scaled; writes {@code out[from..to)}. */
    static void points(double[] u, double[] k, double[] a, double[] h, double[] w, int m, double[] out, int from, int to) {
        int lanes = SPECIES.length(), groups = 8 / lanes, n = to - from, whole = m & ~7;
        // acc[8·l + j] is the plain loop's accumulator j at point l: kernel c goes into lane c mod 8
        double[] acc = new double[8 * n];
        DoubleVector c11 = DoubleVector.broadcast(SPECIES, C11), c10 = DoubleVector.broadcast(SPECIES, C10),
                c9 = DoubleVector.broadcast(SPECIES, C9), c8 = DoubleVector.broadcast(SPECIES, C8),
                c7 = DoubleVector.broadcast(SPECIES, C7), c6 = DoubleVector.broadcast(SPECIES, C6),
                c5 = DoubleVector.broadcast(SPECIES, C5), c4 = DoubleVector.broadcast(SPECIES, C4),
                c3 = DoubleVector.broadcast(SPECIES, C3), c2 = DoubleVector.broadcast(SPECIES, C2),
                c1 = DoubleVector.broadcast(SPECIES, C1), one = DoubleVector.broadcast(SPECIES, 1.0),
                rounder = DoubleVector.broadcast(SPECIES, ROUNDER);
        LongVector bias = LongVector.broadcast(LONGS, EXPONENT_BIAS_LONG);
        for (int c0 = 0; c0 < whole; c0 += BLOCK) {
            int end = Math.min(c0 + BLOCK, whole);
            for (int l = 0; l < n; l++) {
                DoubleVector ul = DoubleVector.broadcast(SPECIES, u[from + l]);
                for (int g = 0; g < groups; g++) {
                    int slot = 8 * l + g * lanes;
                    DoubleVector s = DoubleVector.fromArray(SPECIES, acc, slot);
                    for (int c = c0 + g * lanes; c < end; c += 8) {
                        DoubleVector d = ul.sub(DoubleVector.fromArray(SPECIES, k, c))
                                .fma(DoubleVector.fromArray(SPECIES, a, c), DoubleVector.fromArray(SPECIES, h, c));
                        DoubleVector z = d.mul(d).min(MAX_Z);
                        DoubleVector t = z.add(rounder);
                        DoubleVector f = t.sub(rounder).sub(z);
                        DoubleVector p = c11.fma(f, c10).fma(f, c9).fma(f, c8).fma(f, c7).fma(f, c6).fma(f, c5)
                                .fma(f, c4).fma(f, c3).fma(f, c2).fma(f, c1).fma(f, one);
                        // GaussianSweep.twoToMinus lane-wise, by reinterpretation and shift (no D2L: AVX2 has none)
                        DoubleVector twoToMinusN = bias.sub(t.reinterpretAsLongs().lanewise(VectorOperators.LSHL, 52)).reinterpretAsDoubles();
                        s = p.mul(DoubleVector.fromArray(SPECIES, w, c)).mul(twoToMinusN).add(s);
                    }
                    s.intoArray(acc, slot);
                }
            }
        }
        for (int l = 0; l < n; l++) {
            int o = 8 * l;
            double s0 = acc[o], ul = u[from + l];
            for (int c = whole; c < m; c++) s0 += GaussianSweep.term(ul, k[c], a[c], h[c], w[c]);
            out[from + l] = GaussianSweep.combine(s0, acc[o + 1], acc[o + 2], acc[o + 3], acc[o + 4], acc[o + 5], acc[o + 6], acc[o + 7]);
        }
    }
}
