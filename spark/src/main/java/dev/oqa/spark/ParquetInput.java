package dev.oqa.spark;

import dev.oqa.internal.local.data.Csv;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.model.LocalDataException;
import dev.oqa.internal.scan.ScanAnalytic;
import dev.oqa.internal.scan.ScanColumn;
import dev.oqa.internal.scan.ScanFunctions;
import dev.oqa.internal.scan.ScanJob;
import dev.oqa.internal.scan.ScanRow;
import dev.oqa.internal.scan.ScanTask;
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
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.ParquetReader;
import org.apache.parquet.hadoop.example.GroupReadSupport;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.PrimitiveType;
import org.apache.parquet.schema.Type;
import org.apache.spark.sql.SparkSession;

/**
 * Option snapshots stored as Parquet ({@code options/<UNDERLYING>_<DATE>.parquet}, a file or Spark's folder of
 * parts, the columns of {@link ChainColumns}). The driver only lists them; each snapshot is one task that reads
 * its own file with the Parquet reader, writes it back as the normalised csv in a temporary folder and hands it
 * to the same {@code ScanFunctions} as a csv snapshot, so the figures are the same whichever format the data is
 * in, and a file that cannot be read is that snapshot's error row rather than a failed job.
 */
final class ParquetInput {
    private ParquetInput() {}

    /**
     * One task per Parquet snapshot of an options scan, in the catalogue's order (underlying, then date); none when
     * the scan reads prices, the bundled set, or a folder whose {@code options/} holds no Parquet.
     */
    static List<ScanTask> tasks(SparkSession spark, ScanJob job) {
        if (job.data() == null || job.analytic().family() != ScanAnalytic.Family.OPTIONS) return List.of();
        String root = RemoteListing.root(job);
        try {
            FileSystem fs = RemoteListing.fs(spark, root);
            List<String> names = RemoteListing.names(fs, root + "/options").stream()
                    .filter(n -> n.toLowerCase(Locale.ROOT).endsWith(".parquet")).toList();
            if (names.isEmpty()) return List.of();
            Map<String, String> times = RemoteListing.index(fs, root + "/options/index.csv");
            List<ScanTask> out = new ArrayList<>();
            for (String name : names) {
                Matcher m = RemoteListing.SNAPSHOT.matcher(name);
                LocalDate d = null;
                if (m.matches()) try { d = LocalDate.parse(m.group(2)); } catch (RuntimeException e) { d = null; }
                // a misnamed file still gets its row, so that it is seen; run() says what is wrong with it
                out.add(d == null ? new ScanTask(name, LocalDate.EPOCH, "options/" + name, null)
                        : new ScanTask(m.group(1).toUpperCase(Locale.ROOT), d, "options/" + name, times.get(name)));
            }
            out.sort(Comparator.comparing(ScanTask::key).thenComparing(ScanTask::quoteDate));
            return out;
        } catch (IOException e) {
            throw new LocalDataException("cannot list " + root + "/options: " + e.getMessage(), e);
        }
    }

    /** One snapshot, on an executor: its Parquet rows as csv, then the toolkit's function; any failure is its error row. */
    static ScanRow run(ScanJob job, ScanTask task) {
        ScanAnalytic analytic = job.analytic();
        String name = task.file().substring(task.file().lastIndexOf('/') + 1);
        Path tmp = null;
        ScanRow row;
        try {
            if (!RemoteListing.SNAPSHOT.matcher(name).matches() || task.quoteDate().equals(LocalDate.EPOCH))
                throw new LocalDataException(name + " is not named <UNDERLYING>_<YYYY-MM-DD>.parquet");
            String base = name.substring(0, name.length() - ".parquet".length());
            ScanTask csvTask = new ScanTask(task.key(), task.quoteDate(), "options/" + base + ".csv", task.snapshotTime());
            tmp = Files.createTempDirectory("oqa-parquet");
            Files.createDirectories(tmp.resolve("options"));
            try (Writer w = Files.newBufferedWriter(tmp.resolve(csvTask.file()), StandardCharsets.UTF_8)) {
                Csv.Out csv = Csv.write(w).row(ChainColumns.NAMES);
                copyAsCsv(new org.apache.hadoop.fs.Path(RemoteListing.root(job) + "/" + task.file()), csv);
                csv.flush();
            }
            row = ScanFunctions.run(analytic, DataSource.folder(tmp), null, csvTask);
        } catch (IOException | RuntimeException e) {
            row = ScanFunctions.error(analytic, task, e);
        } finally {
            if (tmp != null) ScanTasks.delete(tmp);
        }
        // the row names the file the user has, not the temporary csv
        List<Object> v = new ArrayList<>(row.values());
        v.set(analytic.columns().stream().map(ScanColumn::name).toList().indexOf("file"), task.file());
        return new ScanRow(analytic, v);
    }

    /** Every row of a Parquet file, or of the part files of Spark's Parquet folder, as lines of the normalised csv. */
    private static void copyAsCsv(org.apache.hadoop.fs.Path p, Csv.Out csv) throws IOException {
        Configuration conf = new Configuration();
        FileSystem fs = p.getFileSystem(conf);
        List<org.apache.hadoop.fs.Path> files = !fs.getFileStatus(p).isDirectory() ? List.of(p) : Stream.of(fs.listStatus(p))
                .filter(s -> s.isFile() && !s.getPath().getName().startsWith("_") && !s.getPath().getName().startsWith("."))
                .map(FileStatus::getPath).sorted().toList();
        if (files.isEmpty()) throw new LocalDataException(p + " is a folder with no Parquet part files");
        for (org.apache.hadoop.fs.Path f : files) {
            try (ParquetReader<Group> in = ParquetReader.builder(new GroupReadSupport(), f).withConf(conf).build()) {
                for (Group g; (g = in.read()) != null; ) {
                    for (String column : ChainColumns.NAMES) {
                        Object v = value(g, column);
                        csv.text(v == null ? null : v.toString());
                    }
                    csv.end();
                }
            }
        }
    }

    /** A column's value in the csv's form (dates ISO, numbers as Java prints a double); null when absent. */
    private static Object value(Group g, String column) {
        if (!g.getType().containsField(column)) return null;
        int i = g.getType().getFieldIndex(column);
        if (g.getFieldRepetitionCount(i) == 0) return null;
        Type t = g.getType().getType(i);
        if (!t.isPrimitive()) return g.getValueToString(i, 0);
        PrimitiveType pt = t.asPrimitiveType();
        return switch (pt.getPrimitiveTypeName()) {
            case INT32 -> pt.getLogicalTypeAnnotation() instanceof LogicalTypeAnnotation.DateLogicalTypeAnnotation
                    ? LocalDate.ofEpochDay(g.getInteger(i, 0)) : (Object) (double) g.getInteger(i, 0);
            case INT64 -> (double) g.getLong(i, 0);
            case DOUBLE -> g.getDouble(i, 0);
            case FLOAT -> (double) g.getFloat(i, 0);
            case BINARY -> g.getString(i, 0);
            default -> g.getValueToString(i, 0);
        };
    }
}
