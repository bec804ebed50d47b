package dev.oqa.spark;

import dev.oqa.internal.scan.LocalScanEngine;
import dev.oqa.internal.scan.ScanAnalytic;
import dev.oqa.internal.scan.ScanColumn;
import dev.oqa.internal.scan.ScanJob;
import dev.oqa.internal.scan.ScanListener;
import dev.oqa.internal.scan.ScanResult;
import dev.oqa.internal.scan.ScanRow;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.LongStream;

/**
 * {@code scripts/bench-scan --history DIR SIZES…}: {@code scan gex} over a SYNTHETIC daily history of SPX-sized
 * chains ({@link SyntheticHistory}, kept in DIR so that a later run reuses it) at each size, e.g. 315, 1,260 and
 * 5,040 snapshots (1×, 4×, 16×; 5,040 is 20 years, about 103 M contract rows): in process on every core (csv.gz),
 * and on a standalone cluster of one master and one worker on loopback ({@link LoopbackCluster}, every core, Parquet)
 * with this JVM as the driver. Prints, per size, each engine's seconds and snapshots per second per core, the growth
 * against the first size, and checks that both engines gave the same figures. Each scan runs once (the sizes are
 * long enough that the JIT has warmed within the first); a warm-up of 12 snapshots on each engine comes first, and
 * the cluster's start-up (session and executors, up to its first job) is timed apart.
 */
public final class ScaleBench {
    private ScaleBench() {}

    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            System.err.println("usage: ScaleBench DIR SIZE... (snapshots; e.g. 315 1260 5040)");
            System.exit(2);
        }
        Path dir = Path.of(args[0]).toAbsolutePath();
        List<Integer> sizes = Arrays.stream(args, 1, args.length).map(a -> Integer.parseInt(a.replace(",", ""))).toList();
        int max = sizes.stream().mapToInt(Integer::intValue).max().orElseThrow();
        int cores = Runtime.getRuntime().availableProcessors();
        System.out.printf(Locale.ROOT, "machine: %d cores, load average %s at the start (the machine may be shared: figures scale with the CPU share the scan gets)%n", cores, load());

        long t0 = System.nanoTime();
        long[] perSnapshot = SyntheticHistory.writeEach(dir, Math.max(max, 12), 42, cores);
        long rows = LongStream.of(perSnapshot).sum();
        System.out.printf(Locale.ROOT, "SYNTHETIC history in %s: %,d snapshots of the bundled SPX chains (open interest and volume scaled), %,d contract rows, csv.gz and Parquet; written or found in %.0f s%n",
                dir, Math.max(max, 12), rows, secs(t0));

        try (LoopbackCluster cluster = LoopbackCluster.start(Files.createTempDirectory("oqa-scale-cluster"), cores, "2g")) {
            cluster.awaitWorker();
            System.setProperty("spark.driver.host", "127.0.0.1");
            System.setProperty("spark.driver.bindAddress", "127.0.0.1");
            System.setProperty("spark.executor.memory", "1g");
            long s0 = System.nanoTime();
            var spark = Sessions.get(cluster.url);
            spark.range(cores).count();
            System.out.printf(Locale.ROOT, "standalone cluster %s: 1 worker of %d cores; driver session and executor up in %.1f s%n", cluster.url, cores, secs(s0));

            LocalScanEngine local = new LocalScanEngine(cores);
            SparkScanEngine engine = new SparkScanEngine();
            local.run(job(SyntheticHistory.subset(dir, "csv", 12), null), ScanListener.NONE);
            engine.run(job(SyntheticHistory.subset(dir, "parquet", 12), cluster.url), ScanListener.NONE);

            System.out.println();
            System.out.println("| snapshots | contract rows | in process: s | snapshots/s/core | cluster: s | snapshots/s/core | same figures | load |");
            System.out.println("|---:|---:|---:|---:|---:|---:|---|---:|");
            double firstLocal = 0, firstSpark = 0;
            int first = sizes.get(0);
            List<String> growth = new ArrayList<>();
            for (int n : sizes) {
                ScanResult l = local.run(job(SyntheticHistory.subset(dir, "csv", n), null), ScanListener.NONE);
                ScanResult s = engine.run(job(SyntheticHistory.subset(dir, "parquet", n), cluster.url), ScanListener.NONE);
                check(l, n);
                check(s, n);
                if (n == first) { firstLocal = l.seconds(); firstSpark = s.seconds(); }
                System.out.printf(Locale.ROOT, "| %,d | %,d | %.1f | %.2f | %.1f | %.2f | %s | %s |%n", n, LongStream.of(perSnapshot).limit(n).sum(),
                        l.seconds(), n / l.seconds() / cores, s.seconds(), n / s.seconds() / cores, same(l, s), load());
                growth.add(String.format(Locale.ROOT, "%.0f× the snapshots: in process %.2f×, cluster %.2f× the time", (double) n / first,
                        l.seconds() / firstLocal, s.seconds() / firstSpark));
            }
            System.out.println();
            growth.forEach(System.out::println);
            spark.stop();
        }
    }

    private static ScanJob job(Path data, String master) {
        return new ScanJob(ScanAnalytic.GEX, data.toString(), master);
    }

    /** Every figure equal, the file column aside (csv.gz against Parquet); SparkScanTest holds the history to it too. */
    static boolean same(ScanResult a, ScanResult b) {
        int file = a.analytic().columns().stream().map(ScanColumn::name).toList().indexOf("file");
        if (a.rows().size() != b.rows().size()) return false;
        for (int i = 0; i < a.rows().size(); i++) {
            List<Object> x = new ArrayList<>(a.rows().get(i).values()), y = new ArrayList<>(b.rows().get(i).values());
            x.remove(file);
            y.remove(file);
            if (!x.equals(y)) return false;
        }
        return true;
    }

    private static void check(ScanResult r, int n) {
        if (r.rows().size() != n || !r.failures().isEmpty()) {
            ScanRow f = r.failures().isEmpty() ? null : r.failures().get(0);
            throw new IllegalStateException("the " + r.engine() + " scan gave " + r.rows().size() + " rows of " + n + ", "
                    + r.failures().size() + " failed" + (f == null ? "" : ": " + f.error()));
        }
    }

    private static double secs(long t0) {
        return (System.nanoTime() - t0) / 1e9;
    }

    /** The 1-minute load average, for a benchmark's report. */
    static String load() {
        try { return Files.readString(Path.of("/proc/loadavg")).split(" ")[0]; } catch (Exception e) { return "n/a"; }
    }
}
