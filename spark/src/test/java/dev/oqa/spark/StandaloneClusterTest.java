package dev.oqa.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.scan.LocalScanEngine;
import dev.oqa.internal.scan.ScanAnalytic;
import dev.oqa.internal.scan.ScanJob;
import dev.oqa.internal.scan.ScanListener;
import dev.oqa.internal.scan.ScanOutput;
import dev.oqa.internal.scan.ScanResult;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Spark engine on a real cluster, not {@code local[N]}: a standalone master and worker as their own JVMs on
 * loopback ({@link LoopbackCluster}), whose class path has Spark but not the toolkit, and a driver JVM running
 * {@code SparkScan gex --data DIR --master spark://127.0.0.1:PORT}, the command {@code bin/oqa scan --engine spark}
 * runs. Its rows must equal the in-process engine's, which they can only if the driver shipped the toolkit's jars
 * to the executors (before it did, every task failed with {@code ClassNotFoundException: dev.oqa.spark.SparkScanEngine}).
 */
class StandaloneClusterTest {
    @TempDir Path tmp;

    @Test void aScanOnAStandaloneClusterGivesTheInProcessEnginesRows() throws Exception {
        long t0 = System.nanoTime();
        Path data = tmp.resolve("data");
        SyntheticUniverse.write(data, 6, 17); // SYNTHETIC chains: none of these names or figures is in the bundled set
        try (LoopbackCluster cluster = LoopbackCluster.start(tmp.resolve("cluster"), 2, "1g")) {
            double master = seconds(t0);
            List<String> cmd = LoopbackCluster.jvm("768m",
                    "-Dspark.executor.memory=512m", "-Dspark.executor.extraJavaOptions=-XX:TieredStopAtLevel=1 -XX:+UseSerialGC",
                    "-cp", String.join(File.pathSeparator, LoopbackCluster.classPath().stream().map(Path::toString).toList()),
                    "dev.oqa.spark.SparkScan", "gex", "--data", data.toString(), "--master", cluster.url);
            Path out = tmp.resolve("driver.out"), err = tmp.resolve("driver.err");
            ProcessBuilder pb = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile());
            cluster.environment(pb.environment());
            Process driver = pb.start(); // beside the worker's start-up: the application waits at the master for it
            try {
                // the in-process engine's rows while the cluster's JVMs start
                ScanResult local = new LocalScanEngine(2).run(new ScanJob(ScanAnalytic.GEX, data.toString(), null), ScanListener.NONE);
                assertEquals(6, local.rows().size());
                assertTrue(local.failures().isEmpty(), local.summary());
                cluster.awaitWorker();
                double worker = seconds(t0);
                boolean ended = driver.waitFor(120, TimeUnit.SECONDS);
                assertTrue(ended, "the driver did not end within 120 s:\n" + LoopbackCluster.tail(Files.readString(err)) + executorLogs(cluster.work, true));
                assertEquals(0, driver.exitValue(), "the driver failed:\n" + LoopbackCluster.tail(Files.readString(err)) + executorLogs(cluster.work, true));
                System.out.printf(java.util.Locale.ROOT, "standalone cluster: master ready at %.1f s, worker at %.1f s, scan done at %.1f s%n", master, worker, seconds(t0));
                assertEquals(ScanOutput.csv(local), Files.readString(out), Files.readString(err));
            } finally {
                LoopbackCluster.end(driver.toHandle());
            }
            // the rows came from the cluster's executors, which fetched the shipped jars from the driver
            String logs = executorLogs(cluster.work, false);
            for (String jar : List.of("oqa-spark", "oqa-toolkit", "tablesaw-core", "smile-base"))
                assertTrue(logs.contains("Fetching spark://") && logs.contains("/jars/" + jar), jar + " was not fetched:" + LoopbackCluster.tail(logs));
        }
    }

    private static double seconds(long t0) {
        return (System.nanoTime() - t0) / 1e9;
    }

    /** Every executor's stderr under the worker's folder, for a failure message and for the check above. */
    private static String executorLogs(Path work, boolean tails) throws java.io.IOException {
        StringBuilder b = new StringBuilder();
        try (Stream<Path> s = Files.walk(work)) {
            for (Path p : s.filter(f -> f.getFileName().toString().equals("stderr")).sorted().toList())
                b.append("\n--- ").append(work.relativize(p)).append('\n').append(tails ? LoopbackCluster.tail(Files.readString(p)) : Files.readString(p));
        }
        return b.toString();
    }
}
