package dev.oqa.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.SnapshotCatalog;
import dev.oqa.internal.scan.LocalScanEngine;
import dev.oqa.internal.scan.ScanAnalytic;
import dev.oqa.internal.scan.ScanEngines;
import dev.oqa.internal.scan.ScanJob;
import dev.oqa.internal.scan.ScanListener;
import dev.oqa.internal.scan.ScanResult;
import dev.oqa.internal.scan.ScanRow;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Spark engine in local mode against the in-process engine: the same rows, row for row, value for value. One
 * {@code local[2]} session serves the class (the engine's {@code Sessions.get} finds it running), with two shuffle
 * partitions and no adaptive planning: the scans are a few rows, so Spark's start-up and planning are what take time.
 */
class SparkScanTest {
    @TempDir Path tmp;

    @BeforeAll static void oneSession() {
        SparkSession s = Sessions.get("local[2]");
        s.conf().set("spark.sql.shuffle.partitions", "2");
        s.conf().set("spark.sql.adaptive.enabled", "false");
        s.conf().set("spark.sql.codegen.wholeStage", "false");
    }

    @AfterAll static void endSession() {
        SparkSession.active().stop();
    }

    private static ScanResult local(ScanAnalytic a, String data) {
        return new LocalScanEngine(2).run(new ScanJob(a, data, null), ScanListener.NONE);
    }

    private static ScanResult spark(ScanAnalytic a, String data) {
        return new SparkScanEngine().run(new ScanJob(a, data, "local[2]"), ScanListener.NONE);
    }

    @Test void bundledSnapshotsGiveTheSameRowsOnBothEngines() {
        ScanResult l = local(ScanAnalytic.OPTIONS, null), s = spark(ScanAnalytic.OPTIONS, null);
        assertEquals(SnapshotCatalog.of(DataSource.bundled()).snapshots().size(), l.rows().size());
        assertEquals(l.rows(), s.rows());
        assertTrue(l.failures().isEmpty(), l.summary());
        assertEquals("spark", s.engine());
    }

    @Test void bundledTickersGiveTheSameRowsOnBothEngines() {
        ScanResult l = local(ScanAnalytic.RISK, null), s = spark(ScanAnalytic.RISK, null);
        assertEquals(25, l.rows().size());
        assertEquals(l.rows(), s.rows());
        ScanRow spy = l.rows().stream().filter(r -> r.key().equals("SPY")).findFirst().orElseThrow();
        assertEquals(1.0, spy.number("beta"), 1e-12); // SPY against itself
    }

    @Test void oneCorruptSnapshotIsOneErrorRowOnBothEngines() throws IOException {
        Path dir = tmp.resolve("corrupt");
        SyntheticUniverse.write(dir, 5, 7);
        Files.writeString(dir.resolve("options/BAD_2031-05-05.csv"), "quote_date,underlying,spot\n2031-05-05,BAD,not-a-number\n");
        ScanResult l = local(ScanAnalytic.GEX, dir.toString()), s = spark(ScanAnalytic.GEX, dir.toString());
        for (ScanResult r : List.of(l, s)) {
            assertEquals(6, r.rows().size(), r.engine());
            assertEquals(1, r.failures().size(), r.summary());
            ScanRow bad = r.failures().get(0);
            assertEquals("BAD", bad.key());
            assertTrue(bad.error().contains("BAD_2031-05-05.csv"), bad.error());
            assertNull(bad.number("zero_gamma"));
            assertTrue(r.summary().contains("1 failed"), r.summary());
        }
        assertEquals(l.rows(), s.rows());
    }

    @Test void unseenChainsGiveIdenticalLevelsAndWalls() {
        Path dir = tmp.resolve("unseen");
        SyntheticUniverse.write(dir, 16, 11);
        ScanResult l = local(ScanAnalytic.GEX, dir.toString());
        ScanResult s = spark(ScanAnalytic.GEX, "file:" + dir);
        assertEquals(16, l.rows().size());
        assertEquals(l.rows(), s.rows());
        for (String c : List.of("zero_gamma", "call_wall", "put_wall", "abs_wall"))
            assertTrue(l.rows().stream().filter(r -> r.number(c) != null).count() >= 14, c);
        // Scaled open interest moves the net GEX, so these are new figures, not the bundled ones again.
        assertTrue(l.rows().stream().map(r -> r.number("net_gex")).distinct().count() == 16);
    }

    @Test void parquetSnapshotsGiveTheSameFiguresAsTheirCsv() {
        Path dir = tmp.resolve("csv"), pq = tmp.resolve("pq");
        SyntheticUniverse.write(dir, 4, 3);
        String said = new SparkParquetConverter().convert(dir.toString(), pq.toString());
        assertTrue(said.startsWith("wrote 4 snapshots"), said);
        ScanResult fromCsv = spark(ScanAnalytic.OPTIONS, dir.toString()), fromParquet = spark(ScanAnalytic.OPTIONS, pq.toString());
        assertEquals(4, fromParquet.rows().size());
        for (int i = 0; i < 4; i++) {
            List<Object> a = fromCsv.rows().get(i).values(), b = fromParquet.rows().get(i).values();
            assertEquals(a.subList(0, 2), b.subList(0, 2));
            assertEquals(((String) a.get(2)).replace(".csv", ".parquet"), b.get(2));
            assertEquals(a.subList(3, a.size()), b.subList(3, b.size()));
        }
        // each snapshot is read on its own: a file that is not Parquet is its own error row, the rest answer as before
        try {
            Files.writeString(pq.resolve("options/BAD_2031-01-01.parquet"), "not parquet");
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        ScanResult withBad = spark(ScanAnalytic.OPTIONS, pq.toString());
        assertEquals(5, withBad.rows().size());
        assertEquals(1, withBad.failures().size(), withBad.summary());
        ScanRow bad = withBad.failures().get(0);
        assertEquals("BAD", bad.key());
        assertEquals("options/BAD_2031-01-01.parquet", bad.values().get(2));
        assertTrue(bad.error().contains("BAD_2031-01-01.parquet"), bad.error());
        assertTrue(withBad.summary().contains("1 failed"), withBad.summary());
        assertEquals(fromParquet.rows(), withBad.rows().stream().filter(r -> r.error() == null).toList());
    }

    /** The scale benchmark's history: weekdays only, both forms the same figures on their engines, and labelled. */
    @Test void theSyntheticHistoryGivesTheSameFiguresAsCsvAndAsParquet() throws IOException {
        assertEquals(java.time.LocalDate.of(2030, 1, 1), SyntheticHistory.date(0)); // a Tuesday
        assertEquals(java.time.LocalDate.of(2030, 1, 7), SyntheticHistory.date(4)); // over the weekend
        assertEquals(java.time.LocalDate.of(2030, 1, 14), SyntheticHistory.date(9));
        Path dir = tmp.resolve("history");
        long rows = SyntheticHistory.write(dir, 3, 5, 2);
        assertTrue(rows > 60_000, "three SPX-sized chains: " + rows);
        assertEquals(rows, SyntheticHistory.write(dir, 3, 5, 2)); // found again, from the Parquet footers
        assertTrue(Files.readString(dir.resolve("parquet/SYNTHETIC.txt")).startsWith("SYNTHETIC DATA, not market data"));
        ScanResult l = local(ScanAnalytic.GEX, SyntheticHistory.subset(dir, "csv", 3).toString());
        ScanResult s = spark(ScanAnalytic.GEX, SyntheticHistory.subset(dir, "parquet", 3).toString());
        assertEquals(3, l.rows().size());
        assertTrue(l.failures().isEmpty() && s.failures().isEmpty(), l.summary() + " / " + s.summary());
        for (ScanRow r : l.rows()) assertEquals("SPX", r.key());
        assertTrue(ScaleBench.same(l, s), "every figure but the file's name: " + l.rows() + " / " + s.rows()); // the benchmark's own comparison
        // each is a bundled SPX chain (its spot) with its open interest scaled (another net GEX)
        List<ScanRow> bundled = local(ScanAnalytic.GEX, null).rows().stream().filter(r -> r.key().equals("SPX")).toList();
        for (ScanRow r : l.rows()) {
            ScanRow real = bundled.stream().filter(b -> b.number("spot").equals(r.number("spot"))).findFirst().orElseThrow();
            assertTrue(!real.number("net_gex").equals(r.number("net_gex")), r.values().toString());
        }
    }

    @Test void writesParquetWithTheRowsColumns() {
        ScanResult s = spark(ScanAnalytic.GEX, null);
        String out = tmp.resolve("rows.parquet").toString();
        new SparkScanEngine().write(s, out, "parquet");
        List<Row> back = SparkSession.active().read().parquet(out).orderBy("underlying", "as_of").collectAsList();
        assertEquals(s.rows().size(), back.size());
        assertEquals(s.rows().get(0).number("zero_gamma"), back.get(0).getAs("zero_gamma"));
    }

    /** spark-submit ... SparkScan gex --out rows.csv wrote a Parquet folder named rows.csv: the name's extension now picks the format. */
    @Test void anOutNamedCsvIsOneCsvFile() throws IOException {
        Path csv = tmp.resolve("rows.csv");
        assertEquals(0, SparkScan.run(new String[] {"gex", "--out", csv.toString()}));
        assertTrue(Files.isRegularFile(csv), "a file, not a Parquet folder: " + csv);
        assertTrue(Files.readString(csv).startsWith("underlying,as_of,file,spot,zero_gamma"), Files.readString(csv));
    }

    @Test void theToolkitFindsTheSparkEngineAndProgressIsHeard() {
        assertEquals("spark", ScanEngines.find("spark").name());
        AtomicInteger last = new AtomicInteger();
        ScanResult r = ScanEngines.find("spark").run(new ScanJob(ScanAnalytic.IV, null, "local[2]"), (d, t, f, row) -> last.set(d));
        assertEquals(r.rows().size(), last.get());
        assertNotNull(r.rows().get(0).number("atm_iv_30d"));
    }
}
