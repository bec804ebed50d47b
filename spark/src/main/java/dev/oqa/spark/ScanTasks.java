package dev.oqa.spark;

import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.SnapshotCatalog;
import dev.oqa.internal.local.quant.TickerHeadline;
import dev.oqa.internal.scan.ScanAnalytic;
import dev.oqa.internal.scan.ScanFunctions;
import dev.oqa.internal.scan.ScanJob;
import dev.oqa.internal.scan.ScanRow;
import dev.oqa.internal.scan.ScanTask;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;

/**
 * What a Spark task does with one {@link ScanTask}: find the file, then call the toolkit's
 * {@link ScanFunctions#run} exactly as the in-process engine does. Local folders (and the bundled set, which
 * travels in the toolkit jar) are read in place, their catalogue listed once per executor; a file on a
 * distributed file system ({@code hdfs:}, {@code s3a:} …) is first copied to the executor's temporary folder
 * through Hadoop's file system, because the toolkit reads local files.
 */
final class ScanTasks {
    private ScanTasks() {}

    private static final Map<String, SnapshotCatalog> CATALOGS = new ConcurrentHashMap<>();
    private static final Map<String, DataSource> SOURCES = new ConcurrentHashMap<>();

    static ScanRow run(ScanJob job, ScanTask task) {
        if (task.file().toLowerCase(Locale.ROOT).endsWith(".parquet")) return ParquetInput.run(job, task);
        if (job.localData()) {
            String k = job.data() == null ? "" : job.data();
            DataSource src = SOURCES.computeIfAbsent(k, x -> job.source());
            SnapshotCatalog cat = job.analytic().family() == ScanAnalytic.Family.OPTIONS
                    ? CATALOGS.computeIfAbsent(k, x -> SnapshotCatalog.of(src)) : null;
            return ScanFunctions.run(job.analytic(), src, cat, task);
        }
        Path tmp = null;
        try {
            tmp = Files.createTempDirectory("oqa-scan");
            copy(job.data(), task.file(), tmp);
            if (job.analytic().family() == ScanAnalytic.Family.QUANT) {
                String bench = "prices/" + TickerHeadline.BENCHMARK + ".csv";
                if (!task.file().equals(bench)) copy(job.data(), bench, tmp);
            }
            return ScanFunctions.run(job.analytic(), DataSource.folder(tmp), null, task);
        } catch (IOException | RuntimeException e) {
            return ScanFunctions.error(job.analytic(), task, e);
        } finally {
            if (tmp != null) delete(tmp);
        }
    }

    /** Copies {@code root/rel} or {@code root/rel.gz} (whichever exists) into {@code dir}. */
    static void copy(String root, String rel, Path dir) throws IOException {
        Configuration conf = new Configuration();
        for (String name : new String[] {rel, rel + ".gz"}) {
            org.apache.hadoop.fs.Path src = new org.apache.hadoop.fs.Path(root.replaceAll("/+$", "") + "/" + name);
            FileSystem fs = src.getFileSystem(conf);
            if (!fs.exists(src)) continue;
            Path dst = dir.resolve(name);
            Files.createDirectories(dst.getParent());
            fs.copyToLocalFile(false, src, new org.apache.hadoop.fs.Path(dst.toUri()), true);
            return;
        }
    }

    static void delete(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
