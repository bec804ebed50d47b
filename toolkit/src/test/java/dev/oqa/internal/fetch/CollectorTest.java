package dev.oqa.internal.fetch;

import static dev.oqa.internal.fetch.KeylessLoopback.json;
import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.internal.client.MutableClock;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.PriceLoader;
import dev.oqa.internal.local.data.PriceSeries;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code oqa data collect} against the three sources on loopback, with the clock injected (no real "now"). Served:
 * REAL SPY chain of 2025-09-25 (the bundled snapshot, 400 of its contracts, in Cboe's format), REAL SPY and QQQ
 * adjusted closes up to 2025-09-25 (bundled), REAL TB3MS months (FRED) to 2025-08; the QQQ chain is SYNTHETIC (six
 * contracts made up for this test: no real QQQ chain of that day is held).
 */
class CollectorTest {
    private static final ZoneId NY = ZoneId.of("America/New_York"), BERLIN = ZoneId.of("Europe/Berlin");
    private static final LocalDate DAY = LocalDate.of(2025, 9, 25); // a Thursday session, 16:00 close (20:00 UTC)

    @TempDir Path tmp;
    private KeylessLoopback src;
    private final MutableClock clock = new MutableClock(Instant.parse("2025-09-25T20:30:00Z"));

    @BeforeEach void start() throws IOException { src = new KeylessLoopback(); }

    @AfterEach void stop() { src.close(); }

    private Path data() { return tmp.resolve("data"); }

    private Collector collector() {
        DataFetch f = DataFetch.into(data(), src.sources(), HttpManners.defaults().clock(clock).connectTimeout(Duration.ofSeconds(2)))
                .termsShownIn(tmp.resolve("config/fetch-terms"));
        return Collector.with(f, BERLIN);
    }

    private static Watchlist watch(String... s) { return Watchlist.empty().add(Stream.of(s).map(Symbol::of).toList()); }

    private String spyChain(String lastTrade) {
        return KeylessFormats.cboeChain("SPY", DAY + " 20:31:05", lastTrade, 658.05, realSpy20250925().subList(0, 400));
    }

    private void serve() {
        src.cboe("SPY.json", json(200, spyChain(DAY + "T16:00:00")));
        List<KeylessFormats.Quote> qqq = new ArrayList<>();
        for (int k : new int[] {590, 600, 610}) {
            qqq.add(new KeylessFormats.Quote(String.format("QQQ251017C00%d000", k), 12.0 - (k - 590) / 2.0, 12.4 - (k - 590) / 2.0, 0.21, 1500, 300, 0.5, 0.01, 12.2, 0.1, DAY + "T15:59:00"));
            qqq.add(new KeylessFormats.Quote(String.format("QQQ251017P00%d000", k), 8.0 + (k - 590) / 2.0, 8.4 + (k - 590) / 2.0, 0.22, 1400, 280, -0.5, 0.01, 8.2, -0.1, DAY + "T15:59:00"));
        }
        src.cboe("QQQ.json", json(200, KeylessFormats.cboeChain("QQQ", DAY + " 20:31:05", DAY + "T16:00:00", 600.37, qqq)));
        for (String t : List.of("SPY", "QQQ")) {
            PriceSeries s = PriceLoader.load(DataSource.bundled(), t).between(LocalDate.of(2025, 1, 2), DAY);
            long[] ts = new long[s.size()];
            Double[] adj = new Double[s.size()];
            for (int i = 0; i < s.size(); i++) { ts[i] = s.date(i).atTime(9, 30).atZone(NY).toEpochSecond(); adj[i] = s.price(i); }
            src.yahoo(t, json(200, KeylessFormats.yahooChart(t, "America/New_York", ts, adj, adj, null)));
        }
        src.fred(KeylessLoopback.csv(KeylessFormats.fredCsv("observation_date", "2025-06-01,4.23", "2025-07-01,4.25", "2025-08-01,4.12")));
    }

    @Test void twiceOnATradingDayStoresOneSnapshotPerUnderlyingAndTheSecondRunChangesNothing() throws Exception {
        serve();
        CollectReport first = collector().run(watch("SPY", "QQQ"));
        assertEquals(0, first.exitCode(), first.text());
        assertEquals(DAY, first.day());
        assertEquals(List.of("options SPY new", "options QQQ new", "prices SPY new", "prices QQQ new", "rates TB3MS new"),
                first.rows().stream().map(r -> r.what() + " " + r.symbol() + " " + r.outcome().name().toLowerCase()).toList(), first.text());
        assertEquals(List.of("QQQ_2025-09-25.csv.gz", "SPY_2025-09-25.csv.gz", "index.csv"), list(data().resolve("options")));
        assertEquals(DAY, PriceLoader.load(DataSource.folder(data()), "QQQ").lastDate());
        int asked = src.requests().size();
        assertEquals(5, asked, src.paths().toString());
        Map<String, String> before = digests(data());

        clock.advance(Duration.ofHours(2)); // 18:30 New York, the same session
        CollectReport second = collector().run(watch("SPY", "QQQ"));
        assertEquals(0, second.exitCode(), second.text());
        assertEquals(asked, src.requests().size(), "the second run asks no source: " + src.paths());
        assertTrue(second.changedNothing(), second.text());
        assertTrue(second.headline().startsWith("collected the 2025-09-25 session for SPY QQQ: nothing changed, every item was already held"), second.headline());
        assertTrue(second.rows().stream().allMatch(r -> r.outcome() == FetchRow.Outcome.UNCHANGED), second.text());
        assertEquals(before, digests(data()), "the second run changed no file");

        List<String> log = Files.readAllLines(data().resolve("collect.log"));
        assertEquals(10, log.size(), String.join("\n", log));
        assertTrue(log.get(0).startsWith("2025-09-25T20:30:00Z options SPY new as-of=2025-09-25T16:00 EDT rows=400 " + data().resolve("options/SPY_2025-09-25.csv.gz")), log.get(0));
        assertTrue(log.get(5).startsWith("2025-09-25T22:30:00Z options SPY unchanged"), log.get(5));
    }

    @Test void theLastFetchOfTheDayReplacesAnEarlierOne() throws Exception {
        serve();
        // an intraday fetch at 14:00 New York, then the collector after the close: one file, the closing quotes
        src.cboe("SPY.json", json(200, spyChain(DAY + "T13:59:00")), json(200, spyChain(DAY + "T16:00:00")));
        clock.set(Instant.parse("2025-09-25T18:00:00Z"));
        DataFetch.into(data(), src.sources(), HttpManners.defaults().clock(clock)).run(List.of(new DataFetch.Item("options", Symbol.of("SPY"))), null);
        assertTrue(DataFetch.lastFetched(data(), "SPY").orElseThrow().ref().snapshotTime().startsWith("2025-09-25T13:59 EDT"));

        clock.set(Instant.parse("2025-09-25T20:30:00Z"));
        CollectReport r = collector().run(watch("SPY"));
        assertEquals(0, r.exitCode(), r.text());
        assertEquals(FetchRow.Outcome.REPLACED, r.rows().get(0).outcome(), r.text());
        assertEquals(List.of("SPY_2025-09-25.csv.gz", "index.csv"), list(data().resolve("options")));
        assertTrue(DataFetch.lastFetched(data(), "SPY").orElseThrow().ref().snapshotTime().startsWith("2025-09-25T16:00 EDT"));
    }

    @Test void anEarlierLargerChainOfTheDayThatTheFolderKeepsIsAWarning() {
        serve();
        src.cboe("SPY.json", json(200, spyChain(DAY + "T13:59:00")),
                json(200, KeylessFormats.cboeChain("SPY", DAY + " 20:31:05", DAY + "T16:00:00", 658.05, realSpy20250925().subList(0, 300))));
        clock.set(Instant.parse("2025-09-25T18:00:00Z"));
        DataFetch.into(data(), src.sources(), HttpManners.defaults().clock(clock)).run(List.of(new DataFetch.Item("options", Symbol.of("SPY"))), null);
        clock.set(Instant.parse("2025-09-25T20:30:00Z"));
        CollectReport r = collector().run(watch("SPY"));
        assertEquals(5, r.exitCode(), r.text());
        assertEquals(FetchRow.Outcome.KEPT, r.rows().get(0).outcome());
        assertTrue(r.warnings().get(0).startsWith("SPY: the folder kept an earlier chain of the day with more contracts, so the end-of-day quotes are not in it"),
                r.warnings().toString());
    }

    @Test void onAHolidayNothingIsFetchedAndTheReportSaysWhy() throws Exception {
        serve();
        clock.set(Instant.parse("2026-11-26T21:30:00Z")); // Thanksgiving, 16:30 New York
        CollectReport r = collector().run(watch("SPY", "QQQ"));
        assertEquals(0, r.exitCode());
        assertEquals("2026-11-26 is Thanksgiving Day: NYSE closed; nothing to collect (the next session is 2026-11-27)", r.headline());
        assertEquals(List.of(), src.requests());
        assertEquals(List.of("2026-11-26T21:30:00Z 2026-11-26 is Thanksgiving Day: NYSE closed; nothing to collect (the next session is 2026-11-27)"),
                Files.readAllLines(data().resolve("collect.log")));

        clock.set(Instant.parse("2026-11-28T15:00:00Z"));
        assertTrue(collector().run(watch("SPY")).headline().startsWith("2026-11-28 is Saturday: NYSE closed; nothing to collect"));
        assertEquals(List.of(), src.requests());
    }

    @Test void beforeTheClosingQuotesShowNothingIsFetched() {
        serve();
        clock.set(Instant.parse("2025-09-25T20:14:00Z")); // 16:14 New York: Cboe's 15-minute delayed quotes are not the close yet
        CollectReport r = collector().run(watch("SPY"));
        assertEquals(0, r.exitCode());
        assertEquals("the 2025-09-25 session closes at 16:00 New York; its closing quotes show from 16:15 New York (22:15 Europe/Berlin);"
                + " nothing to collect before then", r.headline());
        assertEquals(List.of(), src.requests());
        // an early close: the day after Thanksgiving closes at 13:00, so at 13:20 New York the day is collected
        clock.set(Instant.parse("2026-11-27T17:10:00Z"));
        assertTrue(collector().run(watch("SPY")).headline().contains("closes at 13:00 New York (an early close: the day after Thanksgiving)"));
        clock.set(Instant.parse("2026-11-27T18:20:00Z"));
        CollectReport late = collector().run(watch("SPY"));
        assertEquals(LocalDate.of(2026, 11, 27), late.day(), late.text());
    }

    @Test void oneFailedItemFailsAloneAndTheExitCodeSaysSo() {
        serve(); // nothing is served for NVDA: Cboe answers 403, Yahoo 404
        CollectReport r = collector().run(watch("SPY", "NVDA"));
        assertEquals(5, r.exitCode(), r.text());
        assertEquals(List.of("options SPY new", "options NVDA failed", "prices SPY new", "prices NVDA failed", "rates TB3MS new"),
                r.rows().stream().map(x -> x.what() + " " + x.symbol() + " " + x.outcome().name().toLowerCase()).toList(), r.text());
    }

    @Test void aChainTheSourceStillDatesTheDayBeforeIsAWarning() {
        serve();
        src.cboe("SPY.json", json(200, KeylessFormats.cboeChain("SPY", "2025-09-24 20:31:05", "2025-09-24T16:00:00", 658.05, realSpy20250925().subList(0, 50))));
        CollectReport r = collector().run(watch("SPY"));
        assertEquals(5, r.exitCode(), r.text());
        assertEquals(List.of("SPY: Cboe delayed quotes dates its chain 2025-09-24, not 2025-09-25 (the source has not moved on yet, or the symbol"
                + " did not trade): run oqa data collect again later"), r.warnings());
    }

    @Test void anEmptyWatchlistIsAUsageError() {
        var e = assertThrows(dev.oqa.model.UsageException.class, () -> collector().run(Watchlist.empty()));
        assertEquals("the watchlist is empty: nothing to collect. Add symbols with oqa data watch add SPY QQQ NVDA", e.getMessage());
    }

    private static List<String> list(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    /** Every file of the folder but the log, with a digest of its bytes. */
    private static Map<String, String> digests(Path dir) throws Exception {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.filter(Files::isRegularFile).filter(p -> !p.getFileName().toString().startsWith("collect.log")).toList())
                out.put(dir.relativize(p).toString(), HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(p))));
        }
        return out;
    }

    /** REAL: the bundled SPY snapshot of 2025-09-25 as Cboe's contract fields (an IV of 0 sent as 0.0, "not computed"). */
    static List<KeylessFormats.Quote> realSpy20250925() {
        List<KeylessFormats.Quote> out = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(new GZIPInputStream(
                CollectorTest.class.getResourceAsStream("/dev/oqa/data/options/SPY_2025-09-25.csv.gz")), StandardCharsets.UTF_8))) {
            String header = in.readLine();
            if (!header.startsWith("quote_date,underlying,spot,expiration,type,contract,strike,last,net_change,bid,ask,volume,iv,delta,gamma,open_interest"))
                throw new IllegalStateException("unexpected header " + header);
            for (String line; (line = in.readLine()) != null; ) {
                String[] f = line.split(",", -1);
                double last = num(f[7]);
                boolean traded = last > 0;
                out.add(new KeylessFormats.Quote(f[5], num(f[9]), num(f[10]), num(f[12]), num(f[15]), num(f[11]), num(f[13]), num(f[14]),
                        traded ? last : 0.0, traded ? num(f[8]) : 0.0, traded ? "2025-09-25T15:59:00" : null));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    private static double num(String s) { return s.isBlank() ? 0 : Double.parseDouble(s); }
}
