package dev.oqa.math;

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
 * {@code 2^f} is its Taylor polynomial of degree 13 (truncation below 5e-18 relative) in a loop the JIT
 * turns into SIMD instructions, and {@code 2^n} is put into the exponent bits in a second, scalar pass (the JIT does not
 * vectorise that reinterpretation). Each term agrees with {@code Math.exp} to a few ulps;
 * terms below {@code 2^−1022.5} count as 0, where {@code Math.exp} would give a subnormal (or the smallest normal).
 *
 * <p>Determinism: every point is summed by one thread in contract order into four running accumulators
 * (kernel {@code c} into accumulator {@code c mod 4}) combined in a fixed order, so the totals are bit-for-bit the same on one thread or many;
 * {@link #sum(double[], double[], double[], double[], double[], int, boolean)} splits the points over the
 * common fork-join pool when asked.
 */
public final class GaussianSweep {
    private GaussianSweep() {}

        /** Below this many kernel evaluations a second thread costs more than it saves. */
    public static final long PARALLEL_THRESHOLD = 200_000;
    /** √(log₂e / 2): scales {@code d} so that {@code −(d·SCALE)² = −d²/2 · log₂e}. */
    private static final double SCALE = 0.8493218002880191;
    private static final double MIN_EXPONENT = -1023.0;
    // ln2ⁿ/n!: 2^f = e^{f·ln2}
    private static final double C1 = 0.6931471805599453;
    private static final double C2 = 0.2402265069591007;
    private static final double C3 = 0.055504108664821576;
    private static final double C4 = 0.009618129107628477;
    private static final double C5 = 0.0013333558146428441;
    private static final double C6 = 0.00015403530393381606;
    private static final double C7 = 1.5252733804059838e-05;
    private static final double C8 = 1.3215486790144305e-06;
    private static final double C9 = 1.0178086009239696e-07;
    private static final double C10 = 7.054911620801121e-09;
    private static final double C11 = 4.44553827187081e-10;
    private static final double C12 = 2.5678435993488196e-11;
    private static final double C13 = 1.3691488853904124e-12;

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

    private static void points(double[] u, double[] k, double[] a, double[] h, double[] w, int m, double[] out, int from, int to) {
        // scratch indexed like the inputs: a read and a write at the same index cannot alias, so the JIT vectorises
        double[] mant = new double[m];
        long[] bits = new long[m];
        for (int l = from; l < to; l++) {
            simd(u[l], k, a, h, w, m, mant, bits);
            double s0 = 0, s1 = 0, s2 = 0, s3 = 0;
            int i = 0;
            for (; i + 3 < m; i += 4) {
                s0 += mant[i] * Double.longBitsToDouble(bits[i]);
                s1 += mant[i + 1] * Double.longBitsToDouble(bits[i + 1]);
                s2 += mant[i + 2] * Double.longBitsToDouble(bits[i + 2]);
                s3 += mant[i + 3] * Double.longBitsToDouble(bits[i + 3]);
            }
            for (; i < m; i++) s0 += mant[i] * Double.longBitsToDouble(bits[i]);
            out[l] = (s0 + s1) + (s2 + s3);
        }
    }

    /** The SIMD pass: {@code w·2^f} and the exponent bits of {@code 2^n} of every kernel at point {@code ul}. */
    private static void simd(double ul, double[] k, double[] a, double[] h, double[] w, int m, double[] mant, long[] bits) {
        for (int c = 0; c < m; c++) {
            double d = Math.fma(ul - k[c], a[c], h[c]);
            // clamped at −1023, whose exponent field 0 below makes 2^n exactly 0: no branch in the SIMD loop
            double y = Math.max(-d * d, MIN_EXPONENT);
            double yn = Math.rint(y);
            double f = y - yn;
            double p = C13;
            p = Math.fma(p, f, C12);
            p = Math.fma(p, f, C11);
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
            p = Math.fma(p, f, 1.0);
            mant[c] = w[c] * p;
            bits[c] = ((long) yn + 1023L) << 52;
        }
    }
}
