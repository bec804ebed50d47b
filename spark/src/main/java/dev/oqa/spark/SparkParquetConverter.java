package dev.oqa.spark;

import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.internal.local.data.Csv;
import dev.oqa.internal.local.data.DataFile;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.SnapshotCatalog;
import dev.oqa.internal.local.data.SnapshotRef;
import dev.oqa.internal.scan.ParquetConverter;
import dev.oqa.model.LocalDataException;
import dev.oqa.model.UsageException;
import dev.oqa.internal.scan.DataLocations;
import java.io.IOException;
import java.io.OutputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;

/**
 * {@code oqa data to-parquet DIR}: every option snapshot of a local data folder, read by the toolkit (normalised
 * csv or Cboe's download, plain or gzip), written as {@code OUT/options/<UNDERLYING>_<DATE>.parquet} with the
 * normalised columns, plus {@code OUT/options/index.csv} keeping each snapshot's time (its valuation day). Price
 * files are small and are copied as they are into {@code OUT/prices/}. {@code OUT} may be any file system Spark
 * writes to.
 */
public final class SparkParquetConverter implements ParquetConverter {

    @Override public String convert(String dataDir, String outDir) {
        if (!DataLocations.isLocal(dataDir))
            throw new UsageException("to-parquet reads a local folder (the toolkit's readers parse it); copy " + dataDir + " here first");
        Path in = Path.of(dataDir).toAbsolutePath().normalize();
        DataSource src = DataSource.folder(in);
        SnapshotCatalog cat = SnapshotCatalog.of(src);
        if (cat.snapshots().isEmpty() && !Files.isDirectory(in.resolve("prices")))
            throw new LocalDataException("no option snapshots and no prices/ in " + in + "; nothing to convert");
        long t0 = System.nanoTime();
        SparkSession spark = Sessions.get(null);
        String out = outDir.replaceAll("/+$", "");
        StringWriter index = new StringWriter();
        Csv.Out indexCsv = Csv.write(index).row("file", "underlying", "quote_date", "snapshot_time");
        int n = 0;
        long contracts = 0;
        for (SnapshotRef ref : cat.snapshots()) {
            ChainSnapshot c = cat.load(ref);
            String csvName = DataFile.chain(ref.ticker(), ref.quoteDate(), ref.file()).name();
            String name = csvName.substring(0, csvName.length() - ".csv".length()) + ".parquet";
            spark.createDataFrame(ChainColumns.rows(c), ChainColumns.schema()).coalesce(1).write().mode(SaveMode.Overwrite)
                    .parquet(out + "/options/" + name);
            String time = ref.snapshotTime() != null ? ref.snapshotTime() : c.valuationDate().toString();
            indexCsv.row(name, ref.ticker(), ref.quoteDate().toString(), time);
            n++;
            contracts += c.size();
        }
        int prices = 0;
        try {
            FileSystem fs = new org.apache.hadoop.fs.Path(out).getFileSystem(spark.sparkContext().hadoopConfiguration());
            if (n > 0) try (OutputStream o = fs.create(new org.apache.hadoop.fs.Path(out + "/options/index.csv"), true)) {
                indexCsv.flush();
                o.write(index.toString().getBytes(StandardCharsets.UTF_8));
            }
            Path p = in.resolve("prices");
            if (Files.isDirectory(p)) {
                List<Path> files;
                try (Stream<Path> s = Files.list(p)) {
                    files = s.filter(Files::isRegularFile).filter(f -> f.getFileName().toString().toLowerCase(Locale.ROOT).matches(".*\\.csv(\\.gz)?")).sorted().toList();
                }
                for (Path f : files) {
                    fs.copyFromLocalFile(false, true, new org.apache.hadoop.fs.Path(f.toUri()), new org.apache.hadoop.fs.Path(out + "/prices/" + f.getFileName()));
                    prices++;
                }
            }
        } catch (IOException e) {
            throw new LocalDataException("cannot write " + out + ": " + e.getMessage(), e);
        }
        return String.format(Locale.ROOT, "wrote %d snapshots (%,d contracts) as Parquet to %s/options and copied %d price files to %s/prices (%.1f s)",
                n, contracts, out, prices, out, (System.nanoTime() - t0) / 1e9);
    }
}
