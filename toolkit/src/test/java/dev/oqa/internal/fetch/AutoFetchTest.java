package dev.oqa.internal.fetch;

import static dev.oqa.internal.fetch.KeylessLoopback.json;
import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.Oqa;
import dev.oqa.internal.client.MutableClock;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.PriceLoader;
import dev.oqa.internal.local.data.PriceSeries;
import dev.oqa.model.Answer;
import dev.oqa.model.LocalDataException;
import dev.oqa.model.Mode;
import dev.oqa.model.data.GexData;
import dev.oqa.model.data.RiskData;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Auto mode without a key: the local engine answers, and first fetches the chain or the prices the request needs when
 * they are missing or outdated. The chain served is the REAL bundled SPY 2023-09-14 snapshot in Cboe's fields (served
 * as QQQ it is SYNTHETIC); the prices are the REAL bundled closes in Yahoo's format.
 */
class AutoFetchTest {
    @TempDir Path home;
    private KeylessLoopback src;
    private final MutableClock clock = new MutableClock(Instant.parse("2023-09-14T21:00:00Z"));

    @BeforeEach void start() throws IOException { src = new KeylessLoopback(); }

    @AfterEach void stop() { src.close(); }

    private Oqa oqa(Map<String, String> env) { return Oqa.builder().home(home).env(env).clock(clock).build(); }

    private void serveChain(String symbol, String lastTrade) {
        src.cboe(symbol + ".json", json(200, KeylessFormats.cboeChain(symbol, "2023-09-14 20:31:05", lastTrade, 450.81, KeylessFormats.realSpy20230914().subList(0, 400))));
    }

    @Test void gexOfAnUnderlyingWithNoSnapshotFetchesItsChainAndSaysSo() {
        serveChain("QQQ", "2023-09-14T16:00:00");
        Oqa oqa = oqa(src.env());
        assertFalse(oqa.gex("SPY").answer().provenance().line().contains("auto-fetch"), "SPY's bundled 2025 snapshot is newer than this clock's session");
        Answer<GexData> a = oqa.gex("QQQ").answer();
        String line = a.provenance().line();
        assertTrue(line.startsWith("local · as of 2023-09-14T16:00 EDT (Cboe delayed quotes; fetched 2023-09-14T21:00:00Z) (QQQ snapshot)"), line);
        assertTrue(line.contains("auto-fetch: options QQQ from Cboe delayed quotes, fetched new (as of 2023-09-14T16:00 EDT, 400 contracts)"), line);
        assertTrue(line.contains("terms of use (shown once): Cboe delayed quotes"), line);
        assertEquals("QQQ", a.data().ticker());
        assertEquals(1, src.requests().size());

        clock.advance(Duration.ofMinutes(10));
        String again = oqa.gex("QQQ").answer().provenance().line();
        assertFalse(again.contains("auto-fetch"), again);
        assertEquals(1, src.requests().size(), "the chain of the current session is not fetched again");
    }

    @Test void aChainDatedInTheFutureIsNeverCurrentAndTheFetchMovesItAside() {
        // SYNTHETIC: a QQQ chain dated 2023-10-16 in the folder (as an earlier version stored a source's bad date)
        Path data = dev.oqa.model.OqaHome.of(home).dataDir();
        dev.oqa.internal.local.data.ChainSnapshot.Builder future = dev.oqa.internal.local.data.ChainSnapshot.builder("QQQ", "fetched", LocalDate.of(2023, 10, 16)).spot(370);
        future.add(LocalDate.of(2023, 10, 20), true, "QQQ231020C00370000", 370, Double.NaN, Double.NaN, 5, 5.2, 10, 0.2, 0.5, 0.01, 100);
        dev.oqa.internal.local.data.importer.DataFolder.at(data).writeChain(future.build(),
                new dev.oqa.internal.local.data.importer.DataFolder.Origin("Cboe delayed quotes", "2023-10-16T16:00 EDT", clock.instant()));
        serveChain("QQQ", "2023-09-14T16:00:00");
        String line = oqa(src.env()).gex("QQQ").answer().provenance().line();
        assertEquals(1, src.requests().size(), "the future-dated chain was taken as current: " + line);
        assertTrue(line.startsWith("local · as of 2023-09-14T16:00 EDT"), line);
        assertTrue(java.nio.file.Files.exists(data.resolve("backup/options/QQQ_2023-10-16.csv.gz")));
        assertFalse(java.nio.file.Files.exists(data.resolve("options/QQQ_2023-10-16.csv.gz")));
    }

    @Test void onADayWithoutNewQuotesTheChainFetchedAfterTheSessionStartCountsAsCurrent() {
        clock.set(Instant.parse("2023-09-15T15:00:00Z")); // 11:00 in New York; the feed still answers the 14th, as on a holiday
        serveChain("QQQ", "2023-09-14T16:00:00");
        Oqa oqa = oqa(src.env());
        oqa.gex("QQQ").answer();
        clock.advance(Duration.ofMinutes(30));
        oqa.gex("QQQ").answer();
        assertEquals(1, src.requests().size());
        clock.set(Instant.parse("2023-09-18T14:00:00Z")); // Monday 10:00: the 18th's quotes are due
        oqa.gex("QQQ").answer();
        assertEquals(2, src.requests().size());
    }

    @Test void onAHolidayTheCalendarDecidesWhatWeekdaysAloneCannot() {
        // Friday 2023-09-01 after the close: QQQ's chain of that session is fetched (SYNTHETIC: SPY's 2023-09-14 quotes as QQQ)
        clock.set(Instant.parse("2023-09-01T22:00:00Z"));
        src.cboe("QQQ.json", json(200, KeylessFormats.cboeChain("QQQ", "2023-09-01 17:15:00", "2023-09-01T16:00:00", 450.81,
                KeylessFormats.realSpy20230914().subList(0, 400))));
        Oqa oqa = oqa(src.env());
        oqa.gex("QQQ").answer();
        assertEquals(1, src.requests().size());
        // Labor Day, Monday 2023-09-04 at 11:00 New York: weekdays alone would expect the 4th's quotes; the exchange is shut
        clock.set(Instant.parse("2023-09-04T15:00:00Z"));
        String line = oqa.gex("QQQ").answer().provenance().line();
        assertFalse(line.contains("auto-fetch"), line);
        assertEquals(1, src.requests().size());
        // Tuesday 2023-09-05 at 11:00 New York: the 5th's quotes are due
        clock.set(Instant.parse("2023-09-05T15:00:00Z"));
        oqa.gex("QQQ").answer();
        assertEquals(2, src.requests().size());
    }

    @Test void localAsOfAndTheSettingNeverFetch() {
        serveChain("QQQ", "2023-09-14T16:00:00");
        assertThrows(LocalDataException.class, () -> Oqa.builder().home(home).env(src.env()).clock(clock).mode(Mode.LOCAL).build().gex("QQQ").answer());
        assertThrows(LocalDataException.class, () -> Oqa.builder().home(home).env(src.env()).clock(clock).asOf(LocalDate.of(2023, 9, 14)).build().gex("QQQ").answer());
        Map<String, String> off = new HashMap<>(src.env());
        off.put("OQA_AUTOFETCH", "off");
        assertThrows(LocalDataException.class, () -> oqa(off).gex("QQQ").answer());
        assertEquals(0, src.requests().size());
    }

    @Test void offlineTheAnswerComesFromWhatIsHeldWithANoteAndTheSourceIsNotAskedAgainAtOnce() throws IOException {
        int port;
        try (ServerSocket s = new ServerSocket(0)) { port = s.getLocalPort(); }
        clock.set(Instant.parse("2026-08-04T15:00:00Z"));
        Oqa oqa = oqa(Map.of("OQA_SOURCE_CBOE", "http://127.0.0.1:" + port));
        String line = oqa.gex("SPY").answer().provenance().line();
        assertTrue(line.startsWith("local · as of 2025-09-25T21:05 EDT (SPY snapshot)"), line);
        assertTrue(line.contains("auto-fetch: cannot reach Cboe delayed quotes (127.0.0.1) at port " + port), line);
        assertTrue(line.contains("; not refreshed: options SPY"), line);
        assertFalse(line.contains("answered from the data held"), "whether there is an answer is the engine's to say: " + line);
        clock.advance(Duration.ofSeconds(40));
        String later = oqa.gex("SPY").answer().provenance().line();
        assertTrue(later.contains("auto-fetch: Cboe delayed quotes could not be reached 40 s ago; not refreshed: options SPY"), later);
        LocalDataException none = assertThrows(LocalDataException.class, () -> oqa.gex("QQQ").answer());
        assertTrue(none.getMessage().startsWith("no option snapshot for QQQ") && none.getMessage().contains("; auto-fetch: Cboe delayed quotes could not be reached"),
                none.getMessage());
    }

    @Test void riskFetchesOutdatedPricesOfTheTickerAndTheBenchmarkOnce() {
        for (String t : List.of("NVDA", "SPY")) {
            PriceSeries s = PriceLoader.load(DataSource.bundled(), t).between(LocalDate.of(2020, 1, 1), null);
            long[] ts = new long[s.size()];
            Double[] adj = new Double[s.size()];
            for (int i = 0; i < s.size(); i++) { ts[i] = s.date(i).atTime(9, 30).atZone(ZoneId.of("America/New_York")).toEpochSecond(); adj[i] = s.price(i); }
            src.yahoo(t, json(200, KeylessFormats.yahooChart(t, "America/New_York", ts, adj, adj, null)));
        }
        clock.set(Instant.parse("2026-08-04T12:00:00Z")); // before the 4th's close: the bundled closes to the 3rd are current
        Oqa oqa = oqa(src.env());
        assertFalse(oqa.risk("NVDA").period("1y").answer().provenance().line().contains("auto-fetch"));
        assertEquals(0, src.requests().size());

        clock.set(Instant.parse("2026-08-05T21:00:00Z")); // after the 5th's close: outdated
        Answer<RiskData> a = oqa.risk("NVDA").period("1y").answer();
        String line = a.provenance().line();
        assertTrue(line.contains("auto-fetch: prices NVDA from Yahoo Finance chart, fetched new (as of 2026-08-03, "), line);
        assertTrue(line.contains("auto-fetch: prices SPY from Yahoo Finance chart, fetched new"), line);
        assertEquals(List.of(KeylessLoopback.YAHOO + "NVDA", KeylessLoopback.YAHOO + "SPY"), src.paths());
        assertTrue(line.contains("data end 2026-08-03 (your data folder: NVDA to 2026-08-03, SPY to 2026-08-03)"), line);
        oqa.risk("NVDA").period("1y").answer();
        assertEquals(2, src.requests().size(), "written after the session's close: the source has nothing newer");
    }

    @Test void theItemsARequestNeedsFollowItsTickers() {
        AutoFetch auto = new AutoFetch(DataFetch.into(home.resolve("data"), src.sources(), HttpManners.defaults()), dev.oqa.internal.local.quant.QuantConventions.defaults());
        var oqa = Oqa.builder().mode(Mode.LOCAL).home(home).build();
        assertEquals(List.of("prices SPY", "prices QQQ", "prices TLT"), names(auto.needs(oqa.assetCorrelation().tickers("SPY", "QQQ", "TLT").request())));
        assertEquals(9, auto.needs(oqa.assetCorrelation().request()).size(), "the configured universe");
        assertEquals(List.of("prices AAPL", "prices SPY"), names(auto.needs(oqa.risk("AAPL").request())));
        assertEquals(List.of("options QQQ"), names(auto.needs(oqa.iv("QQQ").request())));
        assertEquals(List.of(), auto.needs(oqa.gex("SPXW").request()), "SPXW is filed as SPX by a fetch");
        assertEquals(List.of(), auto.needs(oqa.ping().request()));
    }

    private static List<String> names(List<DataFetch.Item> items) { return items.stream().map(i -> i.what() + " " + i.symbol()).toList(); }
}
