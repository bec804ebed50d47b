package dev.oqa.internal.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.charts.HistoryCharts;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.PriceLoader;
import dev.oqa.internal.local.data.PriceSeries;
import dev.oqa.internal.local.data.SnapshotCatalog;
import dev.oqa.internal.local.options.Headline;
import dev.oqa.model.UsageException;
import dev.oqa.model.data.ExpectedMoveData;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code em --held} on the bundled snapshots and closes, and each reason a row is pending. */
class HeldTest {
    @TempDir Path tmp;

    @Test void bundledSpyAgainstItsClosesAndItsExpectedMoves() {
        ScanResult r = Held.of(DataSource.bundled(), "spy", Held.Horizon.DEFAULT);
        assertEquals(ScanAnalytic.HELD, r.analytic());
        assertEquals(4, r.rows().size(), "two horizons for each of the two SPY snapshots");
        assertEquals(List.of("2023-09-15", "2023-09-15", "2025-10-03", "2025-10-17"),
                r.rows().stream().map(x -> String.valueOf(x.get("expiry"))).toList(),
                "2023-09-14 is a Thursday: its next Friday is also September's third; 2025-09-25's next Friday expiry is 3 Oct, its monthly 17 Oct");
        assertEquals(List.of("weekly", "monthly", "weekly", "monthly"), r.rows().stream().map(x -> (String) x.get("horizon")).toList());
        PriceSeries spy = PriceLoader.load(DataSource.bundled(), "SPY");
        SnapshotCatalog cat = SnapshotCatalog.of(DataSource.bundled());
        for (ScanRow row : r.rows()) {
            assertNull(row.get("pending"), row.toString());
            LocalDate asOf = row.asOf(), expiry = (LocalDate) row.get("expiry");
            // the implied move is the expected-move answer's own term for that expiry
            ExpectedMoveData em = Headline.expectedMoves(cat.load("SPY", asOf));
            ExpectedMoveData.Term term = em.term().stream().filter(t -> t.expiry().equals(expiry.toString())).findFirst().orElseThrow();
            assertEquals(term.move(), row.number("implied_move"), 0);
            assertEquals(em.spot(), row.number("spot"), 0);
            double c0 = spy.price(spy.indexOf((int) asOf.toEpochDay())), c1 = spy.price(spy.indexOf((int) expiry.toEpochDay()));
            assertEquals(c0, row.number("close_as_of"), 0);
            assertEquals(c1, row.number("close_expiry"), 0);
            double realized = em.spot() * Math.abs(c1 / c0 - 1);
            assertEquals(realized, row.number("realized_move"), 1e-12);
            assertEquals(realized / term.move(), row.number("ratio"), 1e-12);
            assertEquals(String.valueOf(realized <= term.move()), row.get("inside"));
            assertEquals((double) java.time.temporal.ChronoUnit.DAYS.between(asOf, expiry), row.number("days"));
        }
        // SPY fell 1.2% on 15 Sep 2023 (433.88 → 428.65 adjusted) against a 0.55% straddle: outside, ratio about 2.19
        assertEquals(2.1888, r.rows().get(0).number("ratio"), 5e-5);
        List<Held.Summary> s = Held.summary(r);
        assertEquals(2, s.size());
        Held.Summary weekly = s.get(0), monthly = s.get(1);
        assertEquals("weekly", weekly.horizon());
        assertEquals(2, weekly.realized());
        assertEquals(0, weekly.inside());
        assertEquals(0.0, weekly.hitRate());
        assertEquals((r.rows().get(0).number("ratio") + r.rows().get(2).number("ratio")) / 2, weekly.meanRatio(), 1e-15);
        assertEquals(1, monthly.inside());
        assertEquals(0.5, monthly.hitRate());
        assertEquals(0, monthly.pending());
        assertEquals(List.of("weekly: 2 realized, 0 inside (hit rate 0%), mean realized/implied 1.67, 0 pending",
                "monthly: 2 realized, 1 inside (hit rate 50%), mean realized/implied 1.28, 0 pending"), Held.summaryLines(r));
        var t = Held.summaryTable(r);
        assertEquals(List.of("horizon", "realized", "inside", "hit_rate", "mean_ratio", "median_ratio", "pending"), t.columnNames());
    }

    @Test void aTickerWithoutClosesIsPendingNotDropped() {
        ScanResult r = Held.of(DataSource.bundled(), "SPX", Held.Horizon.DEFAULT);
        assertEquals(6, r.rows().size());
        for (ScanRow row : r.rows()) {
            assertTrue(((String) row.get("pending")).startsWith("no closes of SPX (no prices/SPX.csv"), row.toString());
            assertTrue(row.number("implied_move") > 0, "the implied move is known; only the realized one is missing");
            assertNull(row.number("ratio"));
            assertNull(row.get("inside"));
        }
        List<Held.Summary> s = Held.summary(r);
        assertEquals(0, s.get(0).realized());
        assertNull(s.get(0).hitRate());
        assertNull(s.get(0).meanRatio());
        assertEquals(3, s.get(0).pending());
        // the SPXW chain of 2025-09-03 has no straddle on a third Friday: a row that says so
        ScanRow noMonthly = Held.of(DataSource.bundled(), "SPXW", Held.Horizon.DEFAULT).rows().get(3);
        assertEquals("monthly", noMonthly.get("horizon"));
        assertNull(noMonthly.get("expiry"));
        assertEquals("no monthly expiry (third Friday) in the expected moves of this snapshot", noMonthly.get("pending"));
        var chart = assertThrows(IllegalArgumentException.class, () -> HistoryCharts.held(r, "SPX"));
        assertTrue(chart.getMessage().contains("every row is pending"), chart.getMessage());
    }

    @Test void aWeeklyRootReadsItsIndexsCloses() throws IOException {
        Path d = tmp.resolve("spxw");
        Files.createDirectories(d.resolve("options"));
        Files.createDirectories(d.resolve("prices"));
        try (InputStream in = DataSource.bundled().open("options/SPXW_2019-06-26.csv").orElseThrow()) {
            Files.copy(in, d.resolve("options/SPXW_2019-06-26.csv"));
        }
        // SYNTHETIC closes (test data, not the index's): up exactly 1% from the snapshot day to the weekly expiry
        Files.writeString(d.resolve("prices/SPX.csv"), "date,adj_close\n2019-06-26,2900\n2019-06-27,2910\n2019-06-28,2929\n");
        ScanResult r = Held.of(DataSource.folder(d), "SPXW", Held.Horizon.DEFAULT);
        ScanRow weekly = r.rows().get(0);
        assertNull(weekly.get("pending"), weekly.toString());
        assertEquals(LocalDate.of(2019, 6, 28), weekly.get("expiry"));
        assertEquals(2918.11 * 0.01, weekly.number("realized_move"), 1e-9);
        assertEquals("the expiry is after the last close held (2019-06-28)", r.rows().get(1).get("pending"));
        // without them, the SPXW rows say which file they wait for
        assertTrue(((String) Held.of(DataSource.bundled(), "SPXW", Held.Horizon.DEFAULT).rows().get(0).get("pending"))
                .startsWith("no closes of SPX (no prices/SPX.csv"));
    }

    @Test void closesThatStopShortOrHaveAHoleArePendingWithTheReason() throws IOException {
        List<String> closes = bundledCloses("SPY");
        // ends the day before the 2025 weekly expiry (3 Oct 2025)
        Path a = folder("a", closes.stream().filter(l -> l.startsWith("date") || l.compareTo("2025-10-03") < 0).toList());
        ScanResult ra = Held.of(DataSource.folder(a), "SPY", Held.Horizon.DEFAULT);
        assertNull(ra.rows().get(0).get("pending"));
        assertEquals("the expiry is after the last close held (2025-10-02)", ra.rows().get(2).get("pending"));
        assertEquals(1, Held.summary(ra).get(0).realized());
        assertEquals(1, Held.summary(ra).get(0).pending());
        // no close on the snapshot day, and none on an expiry day inside the range
        Path b = folder("b", closes.stream().filter(l -> !l.startsWith("2023-09-14") && !l.startsWith("2025-10-17")).toList());
        ScanResult rb = Held.of(DataSource.folder(b), "SPY", Held.Horizon.DEFAULT);
        assertEquals("no close held on the snapshot day 2023-09-14", rb.rows().get(0).get("pending"));
        assertNull(rb.rows().get(2).get("pending"));
        assertEquals("no close held on the expiry day 2025-10-17", rb.rows().get(3).get("pending"));
        // an unreadable snapshot is an error row; the others are computed
        Files.writeString(b.resolve("options/SPY_2024-01-05.csv"), "");
        ScanResult rc = Held.of(DataSource.folder(b), "SPY", Held.Horizon.DEFAULT);
        assertEquals(5, rc.rows().size());
        assertEquals(1, rc.failures().size());
        assertTrue(rc.failures().get(0).error().contains("SPY_2024-01-05.csv"), rc.failures().get(0).error());
        assertTrue(rc.summary().startsWith("5 rows, 1 failed"), rc.summary());
        assertEquals(2, Held.summary(rc).size(), "a failed snapshot belongs to no horizon");
    }

    @Test void aHorizonInDaysTakesEveryExpiryUpToIt() {
        ScanResult r = Held.of(DataSource.bundled(), "NVDA", Held.Horizon.parse("20d"));
        // NVDA 2025-01-06 lists 10, 17, 24 and 31 January: 4, 11 and 18 days out are within 20
        assertEquals(List.of("2025-01-10", "2025-01-17", "2025-01-24"), r.rows().stream().map(x -> String.valueOf(x.get("expiry"))).toList());
        assertTrue(r.rows().stream().allMatch(x -> "20d".equals(x.get("horizon"))));
        ScanRow none = Held.of(DataSource.bundled(), "NVDA", Held.Horizon.days(3)).rows().get(0);
        assertEquals("no expiry from 1 to 3 days out in the expected moves of this snapshot", none.get("pending"));
        assertEquals(Held.Horizon.DEFAULT, Held.Horizon.parse(null));
        assertEquals(45, Held.Horizon.parse(" 45 ").days());
        for (String bad : List.of("abc", "0", "-3", "99999", "4.5")) {
            UsageException e = assertThrows(UsageException.class, () -> Held.Horizon.parse(bad), bad);
            assertTrue(e.getMessage().startsWith("--horizon takes calendar days"), e.getMessage());
        }
    }

    @Test void weeklyAndMonthlyExpiriesOnTheExchangeCalendar() {
        // Good Friday 2025 (18 April) closes the exchange: that week's and month's options expire on Thursday 17 April
        assertTrue(Held.isWeekly(LocalDate.of(2025, 4, 17)) && Held.isMonthly(LocalDate.of(2025, 4, 17)));
        assertFalse(Held.isWeekly(LocalDate.of(2025, 4, 18)));
        assertTrue(Held.isMonthly(LocalDate.of(2025, 10, 17)) && Held.isWeekly(LocalDate.of(2025, 10, 17)));
        assertTrue(Held.isWeekly(LocalDate.of(2025, 10, 10)) && !Held.isMonthly(LocalDate.of(2025, 10, 10)));
        assertFalse(Held.isWeekly(LocalDate.of(2025, 10, 16)), "a Thursday before a trading Friday");
        assertFalse(Held.isWeekly(LocalDate.of(2025, 10, 18)), "a Saturday");
        assertFalse(Held.isMonthly(LocalDate.of(2025, 10, 24)));
    }

    @Test void heldIsNotAUniverseScan() {
        UsageException e = assertThrows(UsageException.class, () -> ScanAnalytic.parse("held"));
        assertEquals("held is one ticker's history, not a universe scan: oqa em TICKER --held", e.getMessage());
        assertFalse(ScanAnalytic.names().contains("held"), ScanAnalytic.names());
        assertFalse(ScanAnalytic.HELD.scannable());
    }

    @Test void theRatioChartHasAHorizonEachAndTheOneLine() {
        ScanResult r = Held.of(DataSource.bundled(), "SPY", Held.Horizon.DEFAULT);
        var fig = HistoryCharts.held(r, "SPY");
        List<Map<String, Object>> data = fig.data();
        assertEquals(List.of("weekly", "monthly", "1.0 = realized equals implied"), data.stream().map(t -> String.valueOf(t.get("name"))).toList());
        assertEquals(List.of(1.0, 1.0), data.get(2).get("y"));
        assertEquals(List.of("2023-09-14", "2025-09-25"), data.get(2).get("x"));
        assertEquals("SPY: did the expected move hold?", fig.title());
        var panel = dev.oqa.internal.display.ScanView.panel(r, "SPY", "expected-move");
        assertTrue(panel.text().contains("[chart: SPY: did the expected move hold?]"), panel.text());
        assertTrue(panel.text().contains("monthly: 2 realized, 1 inside (hit rate 50%)"), panel.text());
    }

    private List<String> bundledCloses(String ticker) throws IOException {
        try (InputStream in = DataSource.bundled().open("prices/" + ticker + ".csv").orElseThrow()) {
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).lines().toList();
        }
    }

    /** A data folder with the bundled SPY snapshots and {@code closes} as prices/SPY.csv. */
    private Path folder(String name, List<String> closes) throws IOException {
        Path d = tmp.resolve(name);
        Files.createDirectories(d.resolve("options"));
        Files.createDirectories(d.resolve("prices"));
        for (String f : List.of("SPY_2023-09-14.csv", "SPY_2025-09-25.csv"))
            try (InputStream in = DataSource.bundled().open("options/" + f).orElseThrow()) { Files.copy(in, d.resolve("options/" + f)); }
        Files.write(d.resolve("prices/SPY.csv"), closes);
        return d;
    }
}
