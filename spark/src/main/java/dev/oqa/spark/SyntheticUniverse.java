package dev.oqa.spark;

import dev.oqa.internal.local.data.Csv;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.SnapshotCatalog;
import dev.oqa.internal.local.data.SnapshotRef;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.zip.GZIPOutputStream;

/**
 * SYNTHETIC test and benchmark data: a folder of {@code n} option snapshots made from the bundled (real) Cboe
 * snapshots by scaling every contract's open interest and volume by an independent factor in [0.5, 1.5]
 * (seeded, so the same {@code n} and seed give the same folder). Prices, quotes, IVs and greeks are the real
 * ones. Snapshot {@code k} is a copy of bundled snapshot {@code k mod 8}, filed as
 * {@code options/<UNDERLYING>_<2030-01-01 + k days>.csv.gz} so every name is new to the project; an
 * {@code index.csv} keeps each source snapshot's time and a {@code SYNTHETIC.txt} says what the folder is.
 * Never market data.
 */
public final class SyntheticUniverse {
    private SyntheticUniverse() {}

    public static final LocalDate FIRST = LocalDate.of(2030, 1, 1);

    public static void write(Path dir, int n, long seed) {
        try {
            Files.createDirectories(dir.resolve("options"));
            Files.writeString(dir.resolve("SYNTHETIC.txt"), "SYNTHETIC DATA, not market data: " + n
                    + " option snapshots made by scaling the open interest and volume of the toolkit's bundled Cboe snapshots"
                    + " by random factors in [0.5, 1.5] (seed " + seed + "). Names and dates are made up.\n");
            List<SnapshotRef> base = SnapshotCatalog.of(DataSource.bundled()).snapshots();
            StringWriter index = new StringWriter();
            Csv.Out indexCsv = Csv.write(index).row("file", "snapshot_time");
            for (int k = 0; k < n; k++) {
                SnapshotRef b = base.get(k % base.size());
                String name = b.ticker() + "_" + FIRST.plusDays(k) + ".csv";
                perturb(DataSource.bundled(), b.file(), dir.resolve("options/" + name + ".gz"), new SplittableRandom(seed * 1_000_003L + k));
                if (b.snapshotTime() != null) indexCsv.row(name, b.snapshotTime());
            }
            indexCsv.flush();
            Files.writeString(dir.resolve("options/index.csv"), index.toString());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the synthetic universe in " + dir + ": " + e.getMessage(), e);
        }
    }

    static void perturb(DataSource src, String file, Path out, SplittableRandom rnd) throws IOException {
        try (Csv.Rows in = src.rows(file);
             Writer w = new OutputStreamWriter(new GZIPOutputStream(Files.newOutputStream(out), 1 << 16), StandardCharsets.UTF_8)) {
            String[] h = in.next();
            int oi = Csv.column(h, "open_interest"), vol = Csv.column(h, "volume");
            Csv.Out csv = Csv.write(w).row(h);
            for (String[] v; (v = in.next()) != null; ) {
                scale(v, oi, rnd);
                scale(v, vol, rnd);
                csv.row(v);
            }
            csv.flush();
        }
    }

    private static void scale(String[] v, int col, SplittableRandom rnd) {
        double f = 0.5 + rnd.nextDouble();
        String s = v[col].trim();
        if (s.isEmpty()) return;
        try {
            v[col] = String.format(Locale.ROOT, "%d", Math.round(Double.parseDouble(s) * f));
        } catch (NumberFormatException ignored) { /* leave a non-number for the reader to report */ }
    }
}
