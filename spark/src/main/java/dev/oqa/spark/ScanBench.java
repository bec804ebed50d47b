package dev.oqa.spark;

import dev.oqa.internal.scan.LocalScanEngine;
import dev.oqa.internal.scan.ScanAnalytic;
import dev.oqa.internal.scan.ScanJob;
import dev.oqa.internal.scan.ScanListener;
import dev.oqa.internal.scan.ScanResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * {@code scripts/bench-scan [N]}: rows per second of a GEX scan in process and on Spark {@code local[2]}, and
 * Spark's fixed start-up cost, on a SYNTHETIC universe of N snapshots (default 500) made at run time from the
 * bundled chains ({@link SyntheticUniverse}). Each engine runs the scan twice and the second run counts (the
 * first warms the JIT and the file cache); Spark's start-up is timed apart, from nothing to a session that has
 * run one trivial job. Prints the crossover: the number of snapshots above which Spark's throughput pays for
 * its start-up, on this machine and for a cluster of a given number of cores.
 */
public final class ScanBench {
    private ScanBench() {}

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 500;
        int threads = Runtime.getRuntime().availableProcessors();
        Path dir = Files.createTempDirectory("oqa-bench-synthetic");
        System.out.printf(Locale.ROOT, "SYNTHETIC universe: %d snapshots made from the 8 bundled chains (open interest and volume scaled by random factors) in %s%n", n, dir);
        SyntheticUniverse.write(dir, n, 42);
        System.out.println("machine: " + threads + " cores, load average " + ScaleBench.load() + " (figures scale with the CPU share the scan gets)");
        ScanJob job = new ScanJob(ScanAnalytic.GEX, dir.toString(), "local[2]");

        LocalScanEngine local = new LocalScanEngine(Math.min(2, threads));
        local.run(job, ScanListener.NONE);
        ScanResult l = local.run(job, ScanListener.NONE);
        check(l, n);
        System.out.printf(Locale.ROOT, "in process (%d threads):  %d rows in %.2f s = %.1f rows/s%n", Math.min(2, threads), l.rows().size(), l.seconds(), l.rowsPerSecond());

        long t0 = System.nanoTime();
        var spark = Sessions.get("local[2]");
        spark.range(1).count();
        double startup = (System.nanoTime() - t0) / 1e9;
        System.out.printf(Locale.ROOT, "Spark local[2] start-up (session + first job): %.2f s%n", startup);
        SparkScanEngine engine = new SparkScanEngine();
        engine.run(job, ScanListener.NONE);
        ScanResult s = engine.run(job, ScanListener.NONE);
        check(s, n);
        System.out.printf(Locale.ROOT, "Spark local[2]:          %d rows in %.2f s = %.1f rows/s (session already up)%n", s.rows().size(), s.seconds(), s.rowsPerSecond());
        System.out.println("identical rows on both engines: " + l.rows().equals(s.rows()));

        double perRowLocal = 1 / l.rowsPerSecond(), perRowSpark = 1 / s.rowsPerSecond();
        if (perRowSpark >= perRowLocal)
            System.out.printf(Locale.ROOT, "crossover on this machine: none (Spark local[2] is %.0f%% of in-process throughput, and pays %.1f s to start)%n",
                    100 * perRowLocal / perRowSpark, startup);
        else
            System.out.printf(Locale.ROOT, "crossover on this machine: %.0f snapshots%n", startup / (perRowLocal - perRowSpark));
        // A cluster of C cores runs C of Spark's per-core rate (scans are embarrassingly parallel and tiny per row).
        double sparkPerCore = s.rowsPerSecond() / 2, localRate = l.rowsPerSecond() * threads / Math.min(2, threads);
        for (int cores : new int[] {16, 64, 256}) {
            double rate = sparkPerCore * cores;
            System.out.printf(Locale.ROOT, "crossover against one %d-core machine, Spark on %d cores: %s%n", threads, cores,
                    rate <= localRate ? "none" : String.format(Locale.ROOT, "%.0f snapshots", startup / (1 / localRate - 1 / rate)));
        }
        spark.stop(); // so that the JVM exits promptly
        ScanTasks.delete(dir);
    }

    private static void check(ScanResult r, int n) {
        if (r.rows().size() != n || !r.failures().isEmpty())
            throw new IllegalStateException("benchmark scan gave " + r.rows().size() + " rows, " + r.failures().size() + " failed: " + r.summary());
    }
}
