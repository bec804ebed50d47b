package dev.oqa.internal.math;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;

/**
 * Sums of Gaussian kernels at many points: {@code total[l] = Σ_c w_c·exp(−½·((u_l − k_c)·a_c + h_c)²)}. With
 * {@code u = ln S}, {@code k = ln K}, {@code a = 1/(σ√T)}, {@code h = σ√T/2} the exponent is {@code −d1²/2}, so
 * {@code w·φ(d1)·√(2π)} re-prices Black-Scholes gamma (r = q = 0) of many contracts at many spots, as the
 * zero-gamma sweep of GEX does.
 *
 * <p>Why not {@code Math.exp}: one call per contract per point costs about 5 ns and cannot be vectorised. Here
 * {@code exp(x) = 2^y} with {@code y = x·log₂e} split into an integer {@code n} and {@code f ∈ [−½, ½]};
 * {@code 2^f} is its minimax polynomial of degree 11 (error 3.1e-18 relative) in loops the JIT
 * turns into SIMD instructions (with AVX2 as with AVX-512), and {@code 2^n} is put into the exponent bits in a scalar
 * pass (the JIT does not vectorise that reinterpretation). Each term agrees with {@code Math.exp} to a few ulps;
 * terms below {@code 2^−1022.5} count as 0, where {@code Math.exp} would give a subnormal (or the smallest normal).
 *
 * <p>Determinism: every point is summed by one thread in contract order into eight running accumulators
 * (kernel {@code c} into accumulator {@code c mod 8}) combined in a fixed order, so the totals are bit-for-bit the same on one thread or many;
 * {@link #sum(double[], double[], double[], double[], double[], int, boolean)} splits the points over the
 * common fork-join pool when asked.
 */
public final class GaussianSweep {
    private GaussianSweep() {}

    /** Below this many kernel evaluations a second thread costs more than it saves. */
    public static final long PARALLEL_THRESHOLD = 200_000;
    /** √(log₂e / 2): scales {@code d} so that {@code −(d·SCALE)² = −d²/2 · log₂e}. */
    static final double SCALE = 0.8493218002880191;
    static final double MAX_Z = 1023.0;
    /** 1023·2⁵²: the biased exponent 1023 in place in a double's bits. */
    static final long EXPONENT_BIAS_LONG = 1023L << 52;
    /**
     * 1.5·2⁵²: adding it to {@code 0 ≤ z < 2⁵¹} rounds to an integer, to nearest even as {@code Math.rint} does, and
     * leaves that integer in the low bits of the sum's representation; taking it away again gives {@code rint(z)}.
     */
    static final double ROUNDER = 0x1.8p52;
    // 2^f ≈ 1 + C1·f + … + C11·f¹¹ on [−½, ½]: the minimax polynomial for relative error (Remez, 50 digits;
    // its error 3.1e-18 is below double rounding, as the degree-13 Taylor polynomial it replaces was)
    static final double C1 = 0.6931471805599453;
    static final double C2 = 0.24022650695910155;
    static final double C3 = 0.055504108664819925;
    static final double C4 = 0.009618129107588335;
    static final double C5 = 0.001333355814678995;
    static final double C6 = 0.00015403530462514614;
    static final double C7 = 1.5252733489960805e-05;
    static final double C8 = 1.321543308959463e-06;
    static final double C9 = 1.0178198033328528e-07;
    static final double C10 = 7.074105626245659e-09;
    static final double C11 = 4.4352809446103363e-10;

    /**
     * The totals at each point {@code u}. Arrays {@code k}, {@code a}, {@code h}, {@code w} hold {@code m} kernels
     * (longer arrays are read up to {@code m}).
     *
     * @param parallel split the points over the common fork-join pool when the work exceeds
     *                 {@link #PARALLEL_THRESHOLD}; the result is identical either way
     */
    public static double[] sum(double[] u, double[] k, double[] a, double[] h, double[] w, int m, boolean parallel) {
        if (m < 0 || m > k.length || m > a.length || m > h.length || m > w.length)
            throw new IllegalArgumentException("m = " + m + " exceeds an input array");
        // pre-scale once so that the inner loop computes y = −(d·SCALE)² directly
        double[] as = new double[m], hs = new double[m];
        for (int c = 0; c < m; c++) { as[c] = a[c] * SCALE; hs[c] = h[c] * SCALE; }
        double[] out = new double[u.length];
        if (parallel && (long) m * u.length >= PARALLEL_THRESHOLD && u.length > 1)
            ForkJoinPool.commonPool().invoke(new Points(u, k, as, hs, w, m, out, 0, u.length));
        else
            points(u, k, as, hs, w, m, out, 0, u.length);
        return out;
    }

    private static final class Points extends RecursiveAction {
        final double[] u, k, a, h, w, out;
        final int m, from, to;

        Points(double[] u, double[] k, double[] a, double[] h, double[] w, int m, double[] out, int from, int to) {
            this.u = u; this.k = k; this.a = a; this.h = h; this.w = w; this.m = m; this.out = out; this.from = from; this.to = to;
        }

        @Override protected void compute() {
            int chunks = Math.max(1, Math.min(to - from, (int) ((long) m * (to - from) / (PARALLEL_THRESHOLD / 2))));
            if (chunks <= 1 || to - from <= 1) { points(u, k, a, h, w, m, out, from, to); return; }
            int mid = (from + to) >>> 1;
            invokeAll(new Points(u, k, a, h, w, m, out, from, mid), new Points(u, k, a, h, w, m, out, mid, to));
        }
    }

    /** Points {@code from} to {@code to} (exclusive) of {@code out}; {@code a}, {@code h} pre-scaled by {@link #SCALE}. */
    private static void points(double[] u, double[] k, double[] a, double[] h, double[] w, int m, double[] out, int from, int to) {
        // scratch indexed like the inputs: a read and a write at the same index cannot alias, so the JIT vectorises
        double[] mant = new double[m];
        double[] shifted = new double[m];
        for (int l = from; l < to; l++) {
            exponents(u[l], k, a, h, m, mant, shifted);
            mantissas(w, m, mant);
            // eight running sums: the scalar pass is bound by the latency of the additions, not by their number
            double s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0, s7 = 0;
            int i = 0;
            for (; i + 7 < m; i += 8) {
                s0 += mant[i] * twoToMinus(shifted[i]);
                s1 += mant[i + 1] * twoToMinus(shifted[i + 1]);
                s2 += mant[i + 2] * twoToMinus(shifted[i + 2]);
                s3 += mant[i + 3] * twoToMinus(shifted[i + 3]);
                s4 += mant[i + 4] * twoToMinus(shifted[i + 4]);
                s5 += mant[i + 5] * twoToMinus(shifted[i + 5]);
                s6 += mant[i + 6] * twoToMinus(shifted[i + 6]);
                s7 += mant[i + 7] * twoToMinus(shifted[i + 7]);
            }
            for (; i < m; i++) s0 += mant[i] * twoToMinus(shifted[i]);
            out[l] = combine(s0, s1, s2, s3, s4, s5, s6, s7);
        }
    }

    /*
     * The SIMD part is two loops, not one: fused, its body is too large for C2 to unroll under the default
     * LoopUnrollLimit where a vector holds 4 doubles (AVX2), and then it runs scalar. Neither loop converts a double
     * to a long: AVX2 has no vector instruction for that either.
     */

    /**
     * First SIMD loop: {@code f = n − z} into {@code frac}, and {@code z + 1.5·2⁵²}, whose low bits hold the integer
     * {@code n = rint(z)}, into {@code shifted}, for every kernel at point {@code ul}.
     */
    private static void exponents(double ul, double[] k, double[] a, double[] h, int m, double[] frac, double[] shifted) {
        for (int c = 0; c < m; c++) {
            // z = −y = d²·log₂e/2, clamped at 1023, whose exponent field 0 below makes 2^−1023 exactly 0: no branch
            // in the SIMD loop. Rounding is odd, so f = n − z = y − rint(y) ∈ [−½, ½] and 2^y = 2^f·2^−n.
            double d = Math.fma(ul - k[c], a[c], h[c]);
            double z = Math.min(d * d, MAX_Z);
            double t = z + ROUNDER;
            frac[c] = (t - ROUNDER) - z;
            shifted[c] = t;
        }
    }

    /** Second SIMD loop: {@code w·2^f} in place of {@code f}. */
    private static void mantissas(double[] w, int m, double[] frac) {
        for (int c = 0; c < m; c++) frac[c] = w[c] * twoToThe(frac[c]);
    }

    /**
     * {@code 2^−n} from {@code shifted = z + 1.5·2⁵²}: the low bits of its representation are {@code n} (0 to 1023),
     * moved into the exponent field and taken from the bias; {@code n = 1023} leaves exponent 0, so exactly 0.
     */
    static double twoToMinus(double shifted) {
        return Double.longBitsToDouble(EXPONENT_BIAS_LONG - (Double.doubleToRawLongBits(shifted) << 52));
    }

    /** The eight accumulators combined in one fixed order, so that the totals do not depend on the threads. */
    static double combine(double s0, double s1, double s2, double s3, double s4, double s5, double s6, double s7) {
        return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
    }

    /** {@code 2^f} for {@code f ∈ [−½, ½]}: the minimax polynomial, by Horner's rule in fused steps. */
    static double twoToThe(double f) {
        double p = C11;
        p = Math.fma(p, f, C10);
        p = Math.fma(p, f, C9);
        p = Math.fma(p, f, C8);
        p = Math.fma(p, f, C7);
        p = Math.fma(p, f, C6);
        p = Math.fma(p, f, C5);
        p = Math.fma(p, f, C4);
        p = Math.fma(p, f, C3);
        p = Math.fma(p, f, C2);
        p = Math.fma(p, f, C1);
        return Math.fma(p, f, 1.0);
    }
}
