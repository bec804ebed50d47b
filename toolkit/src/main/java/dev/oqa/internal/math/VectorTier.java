package dev.oqa.internal.math;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * When {@link GaussianSweep} runs its Vector API loop ({@link VectorGaussianSweep}) instead of the plain one. Both give
 * the same totals bit for bit, so this decides speed only, never a result.
 *
 * <p>Why not always: the incubator module must be present ({@code --add-modules jdk.incubator.vector}, which the
 * kernelspec and the benchmarks pass and {@code bin/oqa} does not), and until the JIT compiles it the Vector API is
 * very slow: its first sweep of SPY's 4,807 contracts took 457 ms in a fresh JVM, against 20 ms for the plain loop.
 * So the plain loop runs until a process has shown it sweeps repeatedly ({@value #WARM_AFTER_LARGE_SWEEPS} sweeps
 * large enough to go parallel); then a daemon thread warms the vector loop on synthetic kernels, off every
 * caller's path, and switches to it once it is measured faster there and agrees bit for bit. A short-lived process
 * such as {@code bin/oqa} never starts that thread.
 */
final class VectorTier {
    private VectorTier() {}

    static final String MODULE = "jdk.incubator.vector";
    /** Large sweeps before the warm-up starts: the kernel's own warm-up runs several, a one-off command one. */
    static final int WARM_AFTER_LARGE_SWEEPS = 3;
    /** The vector loop must beat the plain one this many times in a row (on the same synthetic input) to be used. */
    static final int FASTER_IN_A_ROW = 5;
    /** Measurements are ignored until then: the first ones time the interpreter, not the loops. */
    private static final int MIN_ROUNDS = 200;
    private static final long GIVE_UP_NANOS = 20_000_000_000L;

    private static final boolean MODULE_PRESENT = ModuleLayer.boot().findModule(MODULE).isPresent();
    private static volatile boolean ready;
    private static final AtomicInteger LARGE_SWEEPS = new AtomicInteger();

    /**
     * The module is present and the preferred vector holds 4 or 8 doubles. Asking loads the Vector API (tens of
     * milliseconds in a fresh JVM), so only the warm-up asks, on its own thread.
     */
    static boolean available() { return MODULE_PRESENT && VectorGaussianSweep.fitsEightAccumulators(); }

    /** The vector loop is warm, faster and identical: {@link GaussianSweep#sum} uses it. */
    static boolean ready() { return ready; }

    static void noteLargeSweep() {
        if (MODULE_PRESENT && !ready && LARGE_SWEEPS.incrementAndGet() == WARM_AFTER_LARGE_SWEEPS) {
            Thread t = new Thread(VectorTier::warm, "oqa-vector-sweep-warm-up");
            t.setDaemon(true);
            t.start();
        }
    }

    /**
     * Runs both loops on the same synthetic kernels until the vector one is faster {@value #FASTER_IN_A_ROW} times in a
     * row, and switches to it if its totals are bit-for-bit the plain loop's. Blocks; gives up (staying plain) after
     * 20 s. Returns whether the vector loop is now used.
     */
    static synchronized boolean warm() {
        if (ready || !available()) return ready;
        // synthetic kernels (not market data): log-strikes and widths like a chain's, weights of both signs
        SplittableRandom r = new SplittableRandom(2026);
        int m = 2 * VectorGaussianSweep.BLOCK + 5, points = 8;
        double[] u = new double[points], k = new double[m], a = new double[m], h = new double[m], w = new double[m];
        for (int l = 0; l < points; l++) u[l] = Math.log(80 + 40.0 * l / (points - 1));
        for (int c = 0; c < m; c++) {
            double sd = r.nextDouble(0.005, 1.0);
            k[c] = Math.log(r.nextDouble(40, 200));
            a[c] = 1 / sd;
            h[c] = sd / 2;
            w[c] = r.nextDouble(-1, 1);
        }
        long start = System.nanoTime();
        for (int round = 0, faster = 0; System.nanoTime() - start < GIVE_UP_NANOS; round++) {
            long t0 = System.nanoTime();
            double[] vector = GaussianSweep.sum(u, k, a, h, w, m, false, true);
            long t1 = System.nanoTime();
            double[] plain = GaussianSweep.sum(u, k, a, h, w, m, false, false);
            long t2 = System.nanoTime();
            faster = t1 - t0 < t2 - t1 ? faster + 1 : 0;
            if (round >= MIN_ROUNDS && faster >= FASTER_IN_A_ROW) {
                ready = Arrays.equals(plain, vector);
                return ready;
            }
        }
        return false;
    }

}
