package dev.oqa.internal.fetch;

import static dev.oqa.internal.fetch.KeylessLoopback.json;
import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.Oqa;
import dev.oqa.internal.client.MutableClock;
import dev.oqa.internal.fetch.FetchRow.Outcome;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.PriceLoader;
import dev.oqa.internal.local.data.PriceSeries;
import dev.oqa.model.Mode;
import dev.oqa.model.data.RiskData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.List;
import mockwebserver3.MockResponse;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Daily adjusted closes from a loopback server speaking Yahoo's chart format (docs/DATA.md). The histories served are
 * REAL: the bundled adjusted closes of SPY and NVDA, dated at each session's open in New York as Yahoo dates them;
 * changes made to them for a case (a dividend re-adjustment, a null, a live day) are SYNTHETIC and said where made.
 */
class YahooFetchTest {
    private static final ZoneId NY = ZoneId.of("America/New_York");
    @TempDir Path tmp;
    private KeylessLoopback src;
    private final MutableClock clock = new MutableClock(Instant.parse("2026-08-04T12:00:00Z"));

    @BeforeEach void start() throws IOException { src = new KeylessLoopback(); }

    @AfterEach void stop() { src.close(); }

    private Path data() { return tmp.resolve("data"); }

    private FetchReport prices(LocalDate since, String... tickers) {
        return DataFetch.into(data(), src.sources(), HttpManners.defaults().clock(clock).callTimeout(Duration.ofSeconds(5)))
                .run(DataFetch.items("prices", List.of(tickers)), since);
    }

    private static PriceSeries bundled(String t, LocalDate from) { return PriceLoader.load(DataSource.bundled(), t).between(from, null); }

    private static long open(LocalDate d) { return d.atTime(9, 30).atZone(NY).toEpochSecond(); }

    /** Yahoo's answer for a series: one timestamp per session's open, the adjusted closes, the close equal to them. */
    private static String chart(String t, PriceSeries s, Long regularEnd) {
        long[] ts = new long[s.size()];
        Double[] adj = new Double[s.size()];
        for (int i = 0; i < s.size(); i++) { ts[i] = open(s.date(i)); adj[i] = s.price(i); }
        return KeylessFormats.yahooChart(t, "America/New_York", ts, adj, adj, regularEnd);
    }

    private PriceSeries written(String t) { return PriceLoader.load(DataSource.folder(data()), t); }

    @Test void aFolderThatCannotBeCreatedIsSaidOnceWithWhatToDo() throws IOException {
        Files.writeString(data(), "a file where the data folder should be");
        src.yahoo("NVDA", json(200, chart("NVDA", bundled("NVDA", null), null)));
        String note = prices(null, "NVDA").rows().get(0).note();
        assertTrue(note.contains("cannot create the data folder") && note.contains("--data DIR"), note);
        assertEquals(1, note.split("nothing was written", -1).length - 1, note);
    }

    @Test void aHistoryBecomesAPriceFileWhoseReturnsAreTheInputsAndRiskRunsOnIt() {
        PriceSeries nvda = bundled("NVDA", null), spy = bundled("SPY", null);
        src.yahoo("NVDA", json(200, chart("NVDA", nvda, null))).yahoo("SPY", json(200, chart("SPY", spy, null)));
        FetchReport r = prices(null, "NVDA", "SPY");
        assertEquals(0, r.exitCode(), r.text());
        assertEquals(Outcome.NEW, r.rows().get(0).outcome());
        assertEquals("2026-08-03", r.rows().get(0).asOf());
        assertEquals(data().resolve("prices/NVDA.csv.gz").toString(), r.rows().get(0).file());
        assertTrue(src.requests().get(0).getUrl().toString().contains("period1=-2208994789&period2=" + clock.instant().getEpochSecond()
                + "&interval=1d&events=div%2Csplits&includePrePost=false"), src.requests().get(0).getUrl().toString());

        PriceSeries got = written("NVDA");
        assertArrayEquals(nvda.epochDays(), got.epochDays());
        assertArrayEquals(nvda.returns(), got.returns(), 0.0);

        RiskData fetched = Oqa.builder().mode(Mode.LOCAL).home(tmp.resolve("h")).dataFolder(data()).build().risk("NVDA").period("3y").answer().data();
        RiskData held = Oqa.builder().mode(Mode.LOCAL).home(tmp.resolve("h2")).build().risk("NVDA").period("3y").answer().data();
        assertEquals(held.summary(), fetched.summary());
    }

    @Test void nullsAreSkippedALivePartialDayIsLeftOutAndARepeatedLastDayKeepsTheLaterRow() {
        // SYNTHETIC: the last 30 real SPY closes, a null on one day, the live day 2026-08-04 sent twice (at the open and at 11:43).
        clock.set(LocalDate.of(2026, 8, 4).atTime(12, 0).atZone(NY).toInstant());
        PriceSeries spy = bundled("SPY", LocalDate.of(2026, 6, 20));
        int n = spy.size();
        long[] ts = new long[n + 2];
        Double[] adj = new Double[n + 2];
        for (int i = 0; i < n; i++) { ts[i] = open(spy.date(i)); adj[i] = spy.price(i); }
        adj[5] = null;
        ts[n] = open(LocalDate.of(2026, 8, 4));
        adj[n] = 750.0;
        ts[n + 1] = LocalDate.of(2026, 8, 4).atTime(11, 43).atZone(NY).toEpochSecond();
        adj[n + 1] = 751.5;
        long end = LocalDate.of(2026, 8, 4).atTime(LocalTime.of(16, 0)).atZone(NY).toEpochSecond();
        src.yahoo("SPY", json(200, KeylessFormats.yahooChart("SPY", "America/New_York", ts, adj, adj, end)));
        FetchReport r = prices(null, "SPY");
        assertEquals(0, r.exitCode(), r.text());
        assertEquals("1 day without a close (null) skipped; 1 repeated day kept once, the later row; left out 2026-08-04, a live partial day"
                + " (its session has not closed)", r.rows().get(0).note());
        PriceSeries got = written("SPY");
        assertEquals(n - 1, got.size());
        assertEquals(LocalDate.of(2026, 8, 3), got.lastDate());
        assertTrue(got.indexOf(spy.epochDay(5)) < 0);

        // After the close the same day is complete, and the later of the two rows is the one kept.
        clock.set(Instant.ofEpochSecond(end));
        FetchRow after = prices(null, "SPY").rows().get(0);
        assertEquals(Outcome.APPENDED, after.outcome(), after.toString());
        assertEquals(751.5, written("SPY").price(written("SPY").size() - 1));
    }

    @Test void aLaterFetchAppendsNewDaysAndReplacesTheFileWhenTheAdjustedHistoryChanged() throws IOException {
        PriceSeries spy = bundled("SPY", LocalDate.of(2025, 1, 1));
        PriceSeries upTo = spy.between(null, LocalDate.of(2026, 7, 28));
        // SYNTHETIC re-adjustment: a dividend on 2026-07-31 scales every earlier adjusted close by 0.995.
        Double[] readjusted = new Double[spy.size()];
        long[] ts = new long[spy.size()];
        for (int i = 0; i < spy.size(); i++) { ts[i] = open(spy.date(i)); readjusted[i] = spy.date(i).isBefore(LocalDate.of(2026, 7, 31)) ? spy.price(i) * 0.995 : spy.price(i); }
        src.yahoo("SPY", json(200, chart("SPY", upTo, null)), json(200, chart("SPY", spy, null)), json(200, chart("SPY", spy, null)),
                json(200, KeylessFormats.yahooChart("SPY", "America/New_York", ts, readjusted, readjusted, null)));
        assertEquals(Outcome.NEW, prices(null, "SPY").rows().get(0).outcome());

        FetchRow appended = prices(null, "SPY").rows().get(0);
        assertEquals(Outcome.APPENDED, appended.outcome());
        assertEquals("appended 4 days after 2026-07-28", appended.note());
        assertTrue(src.requests().get(1).getUrl().toString().contains("period1=" + LocalDate.of(2025, 1, 2).atStartOfDay(ZoneId.of("UTC")).toEpochSecond()),
                "a later fetch starts at the file's first day, so it can see a re-adjusted past");
        assertArrayEquals(spy.prices(), written("SPY").prices(), 0.0);

        Path file = data().resolve("prices/SPY.csv.gz");
        byte[] before = Files.readAllBytes(file);
        FetchRow same = prices(null, "SPY").rows().get(0);
        assertEquals(Outcome.UNCHANGED, same.outcome());
        assertEquals("up to date (last day 2026-08-03)", same.note());
        assertArrayEquals(before, Files.readAllBytes(file));

        FetchRow replaced = prices(null, "SPY").rows().get(0);
        assertEquals(Outcome.REPLACED, replaced.outcome());
        assertTrue(replaced.note().startsWith("the adjusted history changed (a dividend or a split re-adjusts the past: " + (spy.size() - 2)
                + " of " + spy.size() + " common days differ, by up to 0.5"), replaced.note());
        assertEquals(spy.price(0) * 0.995, written("SPY").price(0));
    }

    @Test void a429WithATextBodyNamesTheSourceAndTheFallbackIsNotRetriedAndKeepsTheEarlierFile() throws IOException {
        PriceSeries spy = bundled("SPY", LocalDate.of(2026, 1, 1));
        src.yahoo("SPY", json(200, chart("SPY", spy, null)),
                new MockResponse.Builder().code(429).setHeader("Content-Type", "text/plain").body("Edge: Too Many Requests").build());
        prices(null, "SPY");
        byte[] before = Files.readAllBytes(data().resolve("prices/SPY.csv.gz"));
        FetchReport r = prices(null, "SPY", "NVDA");
        assertEquals(5, r.exitCode());
        String e = r.rows().get(0).note();
        assertTrue(e.startsWith("Yahoo Finance chart (" + src.requests().get(0).getUrl().host() + "/v8/finance/chart/SPY) answered 429 Too Many Requests"
                + " ('Edge: Too Many Requests'): the source limits or refuses this client; not retried."), e);
        assertTrue(e.contains("download the file in a browser and run 'oqa data import FILE'"), e);
        assertEquals(3, src.requests().size(), "one request each for the first fetch, SPY's 429 and NVDA's 404: no retry");
        assertTrue(r.rows().get(1).note().contains("has no daily prices for NVDA (404: unknown or delisted symbol)"), r.text());
        assertArrayEquals(before, Files.readAllBytes(data().resolve("prices/SPY.csv.gz")));
    }

    @Test void aConsentPageATruncatedAnswerAndAnErrorObjectAreClearFailures() {
        PriceSeries spy = bundled("SPY", LocalDate.of(2026, 1, 1));
        String full = chart("SPY", spy, null);
        src.yahoo("AAA", new MockResponse.Builder().code(200).setHeader("Content-Type", "text/html")
                .body("<html><body>Before you continue to Yahoo ... consent</body></html>").build());
        src.yahoo("BBB", json(200, full.substring(0, full.length() - 40)));
        src.yahoo("CCC", json(200, "{\"chart\":{\"result\":null,\"error\":{\"code\":\"Bad Request\",\"description\":\"Invalid input - interval=1d is not supported\"}}}"));
        src.yahoo("DDD", new MockResponse.Builder().code(302).setHeader("Location", "https://guce.yahoo.com/consent?x=1").build());
        FetchReport r = prices(null, "AAA", "BBB", "CCC", "DDD");
        assertEquals(5, r.exitCode());
        assertTrue(r.rows().get(0).note().contains("answered with a web page (text/html: '<html><body>Before you continue"), r.text());
        assertTrue(r.rows().get(1).note().contains("the answer ended early (the JSON stops mid-way, a truncated body)"), r.text());
        assertTrue(r.rows().get(2).note().endsWith(": Invalid input - interval=1d is not supported"), r.text());
        assertTrue(r.rows().get(3).note().contains("answered 302, a redirect to guce.yahoo.com (a consent or block page); redirects are not followed"), r.text());
        assertFalse(Files.exists(data().resolve("prices")));
    }

    @Test void aMoveThatLooksLikeASplitInAdjustedDataIsKeptWithANote() {
        // SYNTHETIC: 20 days of SPY with one close doubled from a day on (an adjusted series can double in a day: GME rose 134% on 2021-01-27).
        PriceSeries spy = bundled("SPY", LocalDate.of(2026, 7, 1));
        long[] ts = new long[spy.size()];
        Double[] adj = new Double[spy.size()];
        for (int i = 0; i < spy.size(); i++) { ts[i] = open(spy.date(i)); adj[i] = i < 10 ? spy.price(i) : spy.price(i) * 2; }
        src.yahoo("ZZDBL", json(200, KeylessFormats.yahooChart("ZZDBL", "America/New_York", ts, adj, adj, null)));
        FetchReport r = prices(null, "ZZDBL");
        assertEquals(0, r.exitCode(), r.text());
        assertEquals(spy.size(), written("ZZDBL").size());
        assertEquals(String.format(java.util.Locale.ROOT, "kept the price moves from %s to %s on %s (x%.4f), like a 1-for-2 reverse split: the closes"
                        + " arrive adjusted, so a move like that is taken as real", new java.math.BigDecimal(Double.toString(spy.price(9))).stripTrailingZeros().toPlainString(),
                new java.math.BigDecimal(Double.toString(spy.price(10) * 2)).stripTrailingZeros().toPlainString(), spy.date(10), spy.price(10) * 2 / spy.price(9)),
                r.rows().get(0).note());
    }
}
