package dev.oqa.internal.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.local.data.DataSource;
import dev.oqa.model.UsageException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScanTest {
    @TempDir Path tmp;

    @Test void bundledScanHasOneRowPerSnapshotWhateverTheThreads() {
        List<int[]> heard = new ArrayList<>();
        ScanResult two = new LocalScanEngine(2).run(ScanJob.of(ScanAnalytic.OPTIONS, null), (d, t, f, r) -> heard.add(new int[] {d, t}));
        ScanResult one = new LocalScanEngine(1).run(ScanJob.of(ScanAnalytic.OPTIONS, null), ScanListener.NONE);
        assertEquals(8, two.rows().size());
        assertEquals(one.rows(), two.rows());
        assertEquals(8, heard.size());
        assertEquals(8, heard.get(7)[0]);
        assertEquals("NVDA", two.rows().get(0).key());
        assertTrue(two.failures().isEmpty(), two.summary());
    }

    @Test void aBadFileIsAnErrorRowAndTheCsvRoundTrips() throws IOException {
        Path d = tmp.resolve("options");
        Files.createDirectories(d);
        try (InputStream in = DataSource.bundled().open("options/SPY_2025-09-25.csv").orElseThrow()) { Files.copy(in, d.resolve("SPY_2025-09-25.csv")); }
        Files.writeString(d.resolve("SPY_2025-09-26.csv"), "");
        ScanResult r = new LocalScanEngine().run(ScanJob.of(ScanAnalytic.GEX, tmp.toString()), ScanListener.NONE);
        assertEquals(2, r.rows().size());
        ScanRow bad = r.failures().get(0);
        assertTrue(bad.error().contains("SPY_2025-09-26.csv"), bad.error());
        assertNull(bad.number("net_gex"));
        assertTrue(r.summary().startsWith("2 snapshots, 1 failed"), r.summary());
        String csv = ScanOutput.csv(r);
        String[] first = csv.lines().skip(1).findFirst().orElseThrow().split(",", -1);
        assertEquals(r.rows().get(0).number("zero_gamma"), Double.valueOf(first[4]));
        assertThrows(UsageException.class, () -> ScanOutput.write(r, tmp.resolve("x.parquet").toString(), "parquet"));
        ScanOutput.write(r, tmp.resolve("out/x.csv").toString(), "csv");
        assertEquals(csv, Files.readString(tmp.resolve("out/x.csv")));

        // text a spreadsheet would run is neutralised; numbers, negative ones too, are not
        java.util.List<Object> v = new java.util.ArrayList<>(bad.values());
        int text = -1;
        for (int i = 0; i < r.analytic().columns().size() && text < 0; i++)
            if (r.analytic().columns().get(i).type() == ScanColumn.Type.STRING) text = i;
        v.set(text, "=cmd|' /C calc'!A0");
        int num = r.analytic().columns().stream().map(ScanColumn::name).toList().indexOf("net_gex");
        v.set(num, -5.0);
        ScanResult hostile = new ScanResult(r.job(), r.engine(), java.util.List.of(new ScanRow(r.analytic(), v)), 0);
        String row = ScanOutput.csv(hostile).lines().skip(1).findFirst().orElseThrow();
        assertTrue(row.contains("'=cmd|' /C calc'!A0") && row.contains(",-5.0"), row);
    }

    @Test void historyPanelDrawsLevelsAndVolatilityOverTime() {
        ScanResult h = History.of(DataSource.bundled(), "spx");
        assertEquals(3, h.rows().size());
        assertTrue(h.rows().get(0).asOf().isBefore(h.rows().get(2).asOf()));
        var panel = dev.oqa.internal.display.ScanView.panel(h, "SPX", "gex");
        String html = panel.html(false), text = panel.text(); // chart titles travel in the charts' data, listed in the text
        assertTrue(text.contains("[chart: SPX GEX levels over 3 snapshots]"), "levels chart");
        assertTrue(text.contains("[chart: SPX ATM IV and skew over 3 snapshots]"), "volatility chart");
        assertTrue(html.split("class=\"oqa-chart\"", -1).length == 3, "two charts drawn");
        assertTrue(html.contains("2023-09-14"));
        assertThrows(dev.oqa.model.LocalDataException.class, () -> History.of(DataSource.bundled(), "QQQ"));
    }

    @Test void namesAndLocations() {
        assertEquals(ScanAnalytic.EM, ScanAnalytic.parse("expected-move"));
        assertThrows(UsageException.class, () -> ScanAnalytic.parse("gamma"));
        assertTrue(DataLocations.isLocal("/data/x") && DataLocations.isLocal("file:/data/x") && DataLocations.isLocal("rel/x"));
        assertTrue(!DataLocations.isLocal("hdfs://nn/x") && !DataLocations.isLocal("s3a://b/x"));
        assertThrows(UsageException.class, () -> DataLocations.local("s3a://b/x"));
        assertThrows(UsageException.class, () -> ScanEngines.find("flink"));
        assertThrows(UsageException.class, () -> ScanEngines.find("spark")); // not on the toolkit's class path
    }
}
