package dev.oqa.spark;

import dev.oqa.local.data.DataSource;
import dev.oqa.model.LocalDataException;
import dev.oqa.scan.ScanAnalytic;
import dev.oqa.scan.ScanFunctions;
import dev.oqa.scan.ScanJob;
import dev.oqa.scan.ScanRow;
import dev.oqa.scan.ScanTask;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import org.apache.hadoop.fs.FileSystem;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;

/**
 * Option snapshots stored as Parquet ({@code options/<UNDERLYING>_<DATE>.parquet}, a file or Spark's folder of
 * parts, the columns of {@link ChainColumns}). Spark reads them all at once; each snapshot's rows are grouped on
 * an executor, written back as the normalised csv in a temporary folder, and handed to the same
 * {@code ScanFunctions} as a csv snapshot, so the figures are the same whichever format the data is in.
 */
final class ParquetInput {
    private ParquetInput() {}

    /** True for an options scan of a folder whose {@code options/} holds Parquet snapshots. */
    static boolean applies(SparkSession spark, ScanJob job) {
        if (job.data() == null || job.analytic().family() != ScanAnalytic.Family.OPTIONS) return false;
        try {
            FileSystem fs = new org.apache.hadoop.fs.Path(root(job)).getFileSystem(spark.sparkContext().hadoopConfiguration());
            return RemoteListing.names(fs, root(job) + "/options").stream().anyMatch(n -> n.toLowerCase(Locale.ROOT).endsWith(".parquet"));
        } catch (IOException e) {
            throw new LocalDataException("cannot list " + root(job) + "/options: " + e.getMessage(), e);
        }
    }

    static List<ScanRow> scan(SparkSession spark, ScanJob job) {
        String root = root(job);
        Map<String, String> times;
        try {
            times = RemoteListing.index(new org.apache.hadoop.fs.Path(root).getFileSystem(spark.sparkContext().hadoopConfiguration()), root + "/options/index.csv");
        } catch (IOException e) {
            throw new LocalDataException("cannot read " + root + "/options/index.csv: " + e.getMessage(), e);
        }
        ScanAnalytic analytic = job.analytic();
        JavaRDD<Row> rows = spark.read().parquet(root + "/options/*.parquet")
                .withColumn("_file", functions.input_file_name())
                .javaRDD()
                .groupBy(r -> snapshot(r.getString(r.fieldIndex("_file"))))
                .map(g -> {
                    String name = g._1();
                    Matcher m = RemoteListing.SNAPSHOT.matcher(name);
                    ScanTask csvTask = null;
                    ScanRow row;
                    Path tmp = Files.createTempDirectory("oqa-parquet");
                    try {
                        if (!m.matches()) throw new LocalDataException(name + " is not named <UNDERLYING>_<YYYY-MM-DD>.parquet");
                        String base = name.substring(0, name.length() - ".parquet".length());
                        csvTask = new ScanTask(m.group(1).toUpperCase(Locale.ROOT), LocalDate.parse(m.group(2)), "options/" + base + ".csv", times.get(name));
                        Files.createDirectories(tmp.resolve("options"));
                        try (Writer w = Files.newBufferedWriter(tmp.resolve(csvTask.file()), StandardCharsets.UTF_8)) {
                            w.write(String.join(",", ChainColumns.NAMES));
                            w.write('\n');
                            for (Row r : g._2()) { w.write(ChainColumns.csvLine(r)); w.write('\n'); }
                        }
                        row = ScanFunctions.run(analytic, DataSource.folder(tmp), null, csvTask);
                    } catch (IOException | RuntimeException e) {
                        ScanTask t = csvTask != null ? csvTask : new ScanTask(name, LocalDate.EPOCH, "options/" + name, null);
                        row = ScanFunctions.error(analytic, t, e);
                    } finally {
                        ScanTasks.delete(tmp);
                    }
                    List<Object> v = new ArrayList<>(row.values());
                    v.set(analytic.columns().indexOf(analytic.columns().stream().filter(c -> c.name().equals("file")).findFirst().orElseThrow()), "options/" + name);
                    return RowFactory.create(v.toArray());
                });
        List<ScanRow> out = new ArrayList<>();
        for (Row r : spark.createDataFrame(rows, SparkScanEngine.schema(job, false)).collectAsList()) {
            List<Object> v = new ArrayList<>();
            for (int i = 0; i < r.size(); i++) v.add(r.get(i));
            out.add(new ScanRow(analytic, v));
        }
        out.sort(Comparator.comparing(ScanRow::key).thenComparing(ScanRow::asOf));
        return out;
    }

    /** The snapshot a Parquet part belongs to: the last path segment named like {@code SPY_2023-09-14.parquet}. */
    static String snapshot(String path) {
        String[] seg = path.split("/");
        for (int i = seg.length - 1; i >= 0; i--)
            if (RemoteListing.SNAPSHOT.matcher(seg[i]).matches() && seg[i].toLowerCase(Locale.ROOT).endsWith(".parquet")) return seg[i];
        return seg[seg.length - 1];
    }

    private static String root(ScanJob job) { return job.data().replaceAll("/+$", ""); }
}
