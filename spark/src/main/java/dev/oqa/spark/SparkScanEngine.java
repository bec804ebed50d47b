package dev.oqa.spark;

import dev.oqa.internal.local.data.Csv;
import dev.oqa.model.LocalDataException;
import dev.oqa.model.OqaException;
import dev.oqa.model.UsageException;
import dev.oqa.internal.scan.DataLocations;
import dev.oqa.internal.scan.ScanEngine;
import dev.oqa.internal.scan.ScanJob;
import dev.oqa.internal.scan.ScanListener;
import dev.oqa.internal.scan.ScanOutput;
import dev.oqa.internal.scan.ScanPlan;
import dev.oqa.internal.scan.ScanResult;
import dev.oqa.internal.scan.ScanRow;
import dev.oqa.internal.scan.ScanTask;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * The Spark engine: the tasks of a scan as a Spark job, each running the toolkit's {@code ScanFunctions}
 * unchanged inside an executor ({@link ScanTasks}). The rows, one per snapshot or ticker, come back to the
 * driver in the order the in-process engine gives them, so both engines' results compare equal.
 *
 * <p>Input: a folder of the documented layout, local or on any file system the cluster's Hadoop has
 * ({@code hdfs:}, {@code s3a:} …), csv or gzip; a folder whose {@code options/} holds {@code *.parquet}
 * (written by {@code oqa data to-parquet}) is read as Parquet ({@link ParquetInput}). Output: Parquet (or csv).
 */
public final class SparkScanEngine implements ScanEngine {

    @Override public String name() { return "spark"; }

    @Override public ScanResult run(ScanJob job, ScanListener listener) {
        long t0 = System.nanoTime();
        SparkSession spark = Sessions.get(job.master());
        List<ScanRow> rows;
        try {
            rows = scan(spark, job, tasks(spark, job), listener);
        } catch (OqaException e) {
            throw e;
        } catch (Exception e) { // SparkException is checked in Java's eyes, though Scala throws it anywhere
            // snapshots fail one row at a time; what reaches here is the job itself (an unreachable file
            // system, a lost cluster), said as a data error rather than a crash
            Throwable root = e;
            while (root.getCause() != null && root.getCause() != root) root = root.getCause();
            throw new LocalDataException("the Spark scan of " + job.describeData() + " failed: " + root.getMessage(), e);
        }
        return new ScanResult(job, name(), rows, System.nanoTime() - t0);
    }

    /** The tasks in output order: Parquet snapshots, else the toolkit's catalogue for local data, else a Hadoop listing. */
    static List<ScanTask> tasks(SparkSession spark, ScanJob job) {
        List<ScanTask> parquet = ParquetInput.tasks(spark, job);
        if (!parquet.isEmpty()) return parquet;
        if (job.localData()) return ScanPlan.of(job.analytic(), job.source()).tasks();
        return RemoteListing.tasks(spark, job);
    }

    static List<ScanRow> scan(SparkSession spark, ScanJob job, List<ScanTask> tasks, ScanListener listener) {
        JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        int slices = Math.max(1, Math.min(tasks.size(), jsc.defaultParallelism() * 4));
        int total = tasks.size(), perSlice = (total + slices - 1) / slices;
        AtomicInteger ended = new AtomicInteger();
        SparkListener progress = new SparkListener() {
            @Override public void onTaskEnd(SparkListenerTaskEnd e) {
                listener.progress(Math.min(total, ended.incrementAndGet() * perSlice), total, 0, null);
            }
        };
        spark.sparkContext().addSparkListener(progress);
        try {
            return jsc.parallelize(tasks, slices).map(t -> ScanTasks.run(job, t)).collect(); // in the tasks' order
        } finally {
            spark.sparkContext().removeSparkListener(progress);
        }
    }

    /** The rows' Spark schema: the analytic's columns, typed. */
    static StructType schema(ScanJob job) {
        return DataTypes.createStructType(job.analytic().columns().stream().map(c -> DataTypes.createStructField(c.name(), switch (c.type()) {
            case STRING -> DataTypes.StringType;
            case DATE -> DataTypes.DateType;
            case DOUBLE -> DataTypes.DoubleType;
        }, true)).toList());
    }

    /** Parquet (default) or csv through Spark, so {@code --out} may be {@code hdfs:} or {@code s3a:}; json as the toolkit writes it. */
    @Override public void write(ScanResult result, String out, String format) {
        String f = format == null ? "parquet" : format.toLowerCase(Locale.ROOT);
        if (f.equals("json")) { ScanOutput.write(result, out, f); return; }
        if (!f.equals("parquet") && !f.equals("csv"))
            throw new UsageException("--format '" + format + "' is not accepted for --out on Spark; use parquet (default), csv or json");
        if (f.equals("csv") && DataLocations.isLocal(out)) { ScanOutput.write(result, out, f); return; } // one file, as the local engine writes it
        SparkSession spark = Sessions.get(result.job().master());
        List<Row> rows = result.rows().stream().map(r -> RowFactory.create(r.values().stream()
                .map(v -> f.equals("csv") && v instanceof String s ? Csv.spreadsheetText(s) : v).toArray())).toList();
        try {
            // Spark's CSV source is univocity too; a quote is doubled (RFC 4180) as the toolkit's own files have it.
            spark.createDataFrame(rows, schema(result.job())).coalesce(1).write().mode(SaveMode.Overwrite)
                    .option("header", "true").option("escape", "\"").format(f).save(out);
        } catch (RuntimeException e) {
            throw new LocalDataException("cannot write " + out + ": " + e.getMessage(), e);
        }
    }
}
