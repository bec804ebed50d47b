package dev.oqa.spark;

import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.SnapshotCatalog;
import dev.oqa.internal.local.data.SnapshotRef;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.LongStream;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.SimpleGroupFactory;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.io.LocalInputFile;
import org.apache.parquet.io.LocalOutputFile;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.apache.parquet.schema.Type;
import org.apache.parquet.schema.Types;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;

/**
 * SYNTHETIC benchmark data, never market data: a daily history of SPX-sized option chains for the scale benchmark.
 * Snapshot {@code k} is bundled (real, Cboe) SPX chain {@code k mod 3} (about 20,500 contracts each) with every
 * contract's open interest and volume scaled by an independent seeded factor in [0.5, 1.5], as
 * {@link SyntheticUniverse} does; it is filed as {@code SPX_<date>} for the {@code k}-th weekday from 2030-01-01, so
 * 5,040 snapshots (20 years of 252 trading days) are about 103 million contract rows. Each snapshot is written twice,
 * with the same figures: {@code csv/options/SPX_<date>.csv.gz} for the in-process engine and
 * {@code parquet/options/SPX_<date>.parquet} (the columns of {@code oqa data to-parquet}) for Spark. A
 * {@code SYNTHETIC.txt} in each folder says what it is. Files are written under a temporary name and moved into
 * place, and a call finds what an earlier call with the same seed wrote, so a bigger history extends a smaller one.
 */
public final class SyntheticHistory {
    private SyntheticHistory() {}

    public static final LocalDate FIRST = LocalDate.of(2030, 1, 1);
    /** Trading days a year (the toolkit's annualisation convention), so 20 years are 5,040 snapshots. */
    public static final int YEAR = 252;

    static final MessageType SCHEMA = schema();

    /** {@code SyntheticHistory DIR N}: writes (or completes) the first N snapshots on every core, so a benchmark can find them ready. */
    public static void main(String[] args) {
        if (args.length != 2) {
            System.err.println("usage: SyntheticHistory DIR N_SNAPSHOTS");
            System.exit(2);
        }
        long t0 = System.nanoTime();
        int n = Integer.parseInt(args[1].replace(",", ""));
        long rows = write(Path.of(args[0]).toAbsolutePath(), n, 42, Runtime.getRuntime().availableProcessors());
        System.out.printf(Locale.ROOT, "SYNTHETIC history: %,d snapshots, %,d contract rows in %s (%.0f s)%n", n, rows, args[0], (System.nanoTime() - t0) / 1e9);
    }

    /** The {@code k}-th weekday from {@link #FIRST} (k = 0 is the first weekday on or after it). */
    static LocalDate date(int k) {
        LocalDate d = FIRST.minusDays(1);
        for (int i = 0; i <= k % 5; i++) { // the first weekday on or after FIRST, then k % 5 weekdays on
            d = d.plusDays(1);
            while (d.getDayOfWeek().getValue() > 5) d = d.plusDays(1);
        }
        return d.plusWeeks(k / 5); // a whole week on is the same weekday
    }

    /** Writes (or completes) the first {@code n} snapshots in {@code dir} on {@code threads} threads; returns the number of contract rows. */
    public static long write(Path dir, int n, long seed, int threads) {
        return LongStream.of(writeEach(dir, n, seed, threads)).sum();
    }

    /** {@link #write}, returning each snapshot's contract rows in order (a benchmark's smaller sizes are prefixes). */
    static long[] writeEach(Path dir, int n, long seed, int threads) {
        if (n < 1) throw new IllegalArgumentException("a history needs at least 1 snapshot, not " + n);
        Path csv = dir.resolve("csv/options"), pq = dir.resolve("parquet/options");
        try {
            Files.createDirectories(csv);
            Files.createDirectories(pq);
            String label = "SYNTHETIC DATA, not market data: a daily history of option snapshots made from the toolkit's bundled SPX chains"
                    + " with every contract's open interest and volume scaled by random factors in [0.5, 1.5] (seed " + seed
                    + "); names and dates (weekdays from " + FIRST + ") are made up.\n";
            for (Path f : List.of(dir.resolve("SYNTHETIC.txt"), dir.resolve("csv/SYNTHETIC.txt"), dir.resolve("parquet/SYNTHETIC.txt"))) {
                if (Files.exists(f) && !Files.readString(f).equals(label))
                    throw new IllegalStateException(dir + " holds a synthetic history of another seed; give another folder");
                Files.writeString(f, label);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot prepare " + dir + ": " + e.getMessage(), e);
        }
        List<SnapshotRef> base = SnapshotCatalog.of(DataSource.bundled()).snapshots().stream().filter(r -> r.ticker().equals("SPX")).toList();
        if (base.isEmpty()) throw new IllegalStateException("the bundled data has no SPX snapshot to build the history from");
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads));
        try {
            List<Future<Long>> done = new ArrayList<>();
            for (int k = 0; k < n; k++) {
                int kk = k;
                done.add(pool.submit(() -> one(csv, pq, base.get(kk % base.size()), kk, seed)));
            }
            long[] rows = new long[n];
            for (int k = 0; k < n; k++) rows[k] = done.get(k).get();
            return rows;
        } catch (Exception e) {
            throw new IllegalStateException("cannot write the synthetic history in " + dir + ": " + e.getMessage(), e);
        } finally {
            pool.shutdownNow();
        }
    }

    /** One snapshot in both forms; the csv is read back with the toolkit's reader, so the Parquet holds what the csv scan sees. */
    private static long one(Path csvDir, Path pqDir, SnapshotRef b, int k, long seed) throws IOException {
        String name = "SPX_" + date(k);
        Path csv = csvDir.resolve(name + ".csv.gz"), pq = pqDir.resolve(name + ".parquet");
        if (Files.exists(csv) && Files.exists(pq)) // written by an earlier run: its footer has the count, no need to parse the csv again
            try (ParquetFileReader r = ParquetFileReader.open(new LocalInputFile(pq))) {
                return r.getRecordCount();
            }
        if (!Files.exists(csv)) {
            Path part = csvDir.resolve("." + name + ".csv.gz.part");
            SyntheticUniverse.perturb(DataSource.bundled(), b.file(), part, new SplittableRandom(seed * 1_000_003L + k));
            Files.move(part, csv, StandardCopyOption.ATOMIC_MOVE);
        }
        Path one = Files.createTempDirectory("oqa-history");
        try {
            Files.createDirectories(one.resolve("options"));
            Files.createSymbolicLink(one.resolve("options/" + csv.getFileName()), csv);
            SnapshotCatalog cat = SnapshotCatalog.of(DataSource.folder(one));
            ChainSnapshot c = cat.load(cat.snapshots().get(0));
            if (!Files.exists(pq)) {
                Path part = pqDir.resolve("." + name + ".parquet.part");
                Files.deleteIfExists(part);
                writeParquet(c, part);
                Files.move(part, pq, StandardCopyOption.ATOMIC_MOVE);
            }
            return c.size();
        } finally {
            ScanTasks.delete(one);
        }
    }

    /** {@link ChainColumns#schema()} in Parquet's types, as Spark writes it. */
    private static MessageType schema() {
        var b = Types.buildMessage();
        for (StructField f : ChainColumns.schema().fields()) {
            Type.Repetition r = f.nullable() ? Type.Repetition.OPTIONAL : Type.Repetition.REQUIRED;
            if (f.dataType().equals(DataTypes.DateType)) b.primitive(PrimitiveTypeName.INT32, r).as(LogicalTypeAnnotation.dateType()).named(f.name());
            else if (f.dataType().equals(DataTypes.StringType))
                b.primitive(PrimitiveTypeName.BINARY, r).as(LogicalTypeAnnotation.stringType()).named(f.name());
            else b.primitive(PrimitiveTypeName.DOUBLE, r).named(f.name());
        }
        return b.named("spark_schema");
    }

    /** The chain in {@link ChainColumns}' columns and types, as Spark writes them (a missing number is absent). */
    static void writeParquet(ChainSnapshot c, Path out) throws IOException {
        SimpleGroupFactory groups = new SimpleGroupFactory(SCHEMA);
        try (ParquetWriter<Group> w = ExampleParquetWriter.builder(new LocalOutputFile(out)).withType(SCHEMA)
                .withCompressionCodec(CompressionCodecName.SNAPPY).build()) {
            for (int i = 0; i < c.size(); i++) {
                Group g = groups.newGroup();
                Object[] v = ChainColumns.values(c, i);
                for (int j = 0; j < v.length; j++) {
                    String n = ChainColumns.NAMES.get(j);
                    if (v[j] instanceof LocalDate d) g.append(n, (int) d.toEpochDay());
                    else if (v[j] instanceof String s) g.append(n, s);
                    else if (v[j] instanceof Double d) g.append(n, d);
                }
                w.write(g);
            }
        }
    }

    /** A folder of the first {@code n} snapshots of a written history in one form ({@code csv} or {@code parquet}): hard links, no copies. */
    public static Path subset(Path dir, String form, int n) {
        Path out = dir.resolve("first-" + n + "/" + form), options = out.resolve("options");
        try {
            Files.createDirectories(options);
            Files.copy(dir.resolve(form + "/SYNTHETIC.txt"), out.resolve("SYNTHETIC.txt"), StandardCopyOption.REPLACE_EXISTING);
            for (int k = 0; k < n; k++) {
                String name = "SPX_" + date(k) + (form.equals("csv") ? ".csv.gz" : ".parquet");
                Path link = options.resolve(name), src = dir.resolve(form + "/options/" + name);
                if (!Files.exists(src)) throw new IllegalStateException(src + " is missing; write the history first");
                if (!Files.exists(link)) Files.createLink(link, src);
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot make " + out + ": " + e.getMessage(), e);
        }
    }
}
