package dev.oqa.spark;

import dev.oqa.internal.local.data.BoundedInput;
import dev.oqa.internal.local.data.Csv;
import dev.oqa.model.LocalDataException;
import dev.oqa.internal.scan.ScanAnalytic;
import dev.oqa.internal.scan.ScanJob;
import dev.oqa.internal.scan.ScanTask;
import java.io.IOException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.sql.SparkSession;

/**
 * The tasks of a folder on a distributed file system, listed through Hadoop on the driver with the naming rule
 * of the documented layout: {@code options/<UNDERLYING>_<YYYY-MM-DD>.csv[.gz]} (and the optional
 * {@code options/index.csv} for snapshot times), {@code prices/<TICKER>.csv[.gz]}. Order as the toolkit's
 * catalogue: underlying, then date; tickers alphabetically.
 */
final class RemoteListing {
    private RemoteListing() {}

    static final Pattern SNAPSHOT = Pattern.compile("([A-Z0-9._-]{1,10})_(\\d{4}-\\d{2}-\\d{2})\\.(csv|parquet)(\\.gz)?", Pattern.CASE_INSENSITIVE);

    static List<ScanTask> tasks(SparkSession spark, ScanJob job) {
        String root = root(job);
        try {
            FileSystem fs = fs(spark, root);
            if (job.analytic().family() == ScanAnalytic.Family.QUANT) {
                List<String> tickers = names(fs, root + "/prices").stream().map(n -> n.endsWith(".gz") ? n.substring(0, n.length() - 3) : n)
                        .filter(b -> b.toLowerCase(Locale.ROOT).endsWith(".csv")).map(b -> b.substring(0, b.length() - 4))
                        .distinct().sorted().toList();
                if (tickers.isEmpty()) throw new LocalDataException("no price files in " + root + "/prices; expected <TICKER>.csv[.gz]");
                return tickers.stream().map(t -> new ScanTask(t.toUpperCase(Locale.ROOT), null, "prices/" + t + ".csv", null)).toList();
            }
            Map<String, String> times = index(fs, root + "/options/index.csv");
            List<ScanTask> out = new ArrayList<>();
            for (String n : names(fs, root + "/options")) {
                Matcher m = SNAPSHOT.matcher(n);
                if (!m.matches() || !m.group(3).equalsIgnoreCase("csv")) continue;
                String csv = n.endsWith(".gz") ? n.substring(0, n.length() - 3) : n;
                LocalDate d;
                try { d = LocalDate.parse(m.group(2)); } catch (RuntimeException e) { continue; }
                if (out.stream().anyMatch(t -> t.file().equals("options/" + csv))) continue; // x.csv and x.csv.gz: one snapshot
                out.add(new ScanTask(m.group(1).toUpperCase(Locale.ROOT), d, "options/" + csv, times.get(csv)));
            }
            if (out.isEmpty()) throw new LocalDataException("no option snapshots in " + root + "/options; expected <UNDERLYING>_<YYYY-MM-DD>.csv[.gz]");
            out.sort(Comparator.comparing(ScanTask::key).thenComparing(ScanTask::quoteDate));
            return out;
        } catch (IOException e) {
            throw new LocalDataException("cannot list " + root + ": " + e.getMessage(), e);
        }
    }

    /** The job's folder, without a trailing slash. */
    static String root(ScanJob job) { return job.data().replaceAll("/+$", ""); }

    static FileSystem fs(SparkSession spark, String root) throws IOException {
        return new Path(root).getFileSystem(spark.sparkContext().hadoopConfiguration());
    }

    static List<String> names(FileSystem fs, String dir) throws IOException {
        Path p = new Path(dir);
        if (!fs.exists(p)) return List.of();
        return Stream.of(fs.listStatus(p)).map(s -> s.getPath().getName()).sorted().toList();
    }

    /** {@code file -> snapshot_time} of an {@code index.csv}, empty when there is none. */
    static Map<String, String> index(FileSystem fs, String file) throws IOException {
        Map<String, String> out = new HashMap<>();
        Path p = new Path(file);
        if (!fs.exists(p)) return out;
        try (Csv.Rows rows = Csv.read(BoundedInput.of(fs.open(p), p.getName(), file), file)) {
            String[] h = rows.next();
            if (h == null) return out;
            int f = Csv.column(h, "file"), t = Csv.column(h, "snapshot_time");
            if (f < 0 || t < 0) return out;
            for (String[] v; (v = rows.next()) != null; )
                if (v.length > Math.max(f, t) && !v[t].isBlank()) out.put(v[f].trim(), v[t].trim());
        }
        return out;
    }
}
