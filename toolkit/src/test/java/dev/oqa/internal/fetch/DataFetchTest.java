package dev.oqa.internal.fetch;

import static dev.oqa.internal.fetch.KeylessLoopback.json;
import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.internal.client.MutableClock;
import dev.oqa.internal.fetch.DataFetch.Item;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.PriceLoader;
import dev.oqa.internal.local.data.PriceSeries;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A fetch of several items: the daily refresh of what a folder holds, progress, the terms shown once, and the exit
 * codes. Chains and prices served are REAL (bundled SPY 2023-09-14 chain, bundled SPY closes) in the sources' formats.
 */
class DataFetchTest {
    @TempDir Path tmp;
    private KeylessLoopback src;
    private final MutableClock clock = new MutableClock(Instant.parse("2026-08-04T12:00:00Z"));

    @BeforeEach void start() throws IOException { src = new KeylessLoopback(); }

    @AfterEach void stop() { src.close(); }

    private Path data() { return tmp.resolve("data"); }

    private DataFetch fetch(Sources sources) {
        return DataFetch.into(data(), sources, HttpManners.defaults().clock(clock).connectTimeout(Duration.ofSeconds(2))).termsShownIn(tmp.resolve("config/fetch-terms"));
    }

    private void serveSpy() {
        src.cboe("SPY.json", json(200, KeylessFormats.cboeChain("SPY", "2023-09-14 20:31:05", "2023-09-14T16:00:00", 450.81, KeylessFormats.realSpy20230914().subList(0, 200))));
        PriceSeries spy = PriceLoader.load(DataSource.bundled(), "SPY").between(LocalDate.of(2026, 1, 1), null);
        long[] ts = new long[spy.size()];
        Double[] adj = new Double[spy.size()];
        for (int i = 0; i < spy.size(); i++) { ts[i] = spy.date(i).atTime(9, 30).atZone(ZoneId.of("America/New_York")).toEpochSecond(); adj[i] = spy.price(i); }
        src.yahoo("SPY", json(200, KeylessFormats.yahooChart("SPY", "America/New_York", ts, adj, adj, null)));
        src.fred(KeylessLoopback.csv(KeylessFormats.fredCsv("observation_date", "2025-12-01,3.59", "2026-01-01,3.57")));
    }

    @Test void aRefreshFetchesWhatTheFolderHoldsAndTheRateWithProgressAndTheTermsOnce() {
        serveSpy();
        assertEquals(List.of(DataFetch.rates()), fetch(src.sources()).holdings(), "an empty folder still refreshes the rate");
        FetchReport first = fetch(src.sources()).run(List.of(new Item("options", Symbol.of("SPY")), new Item("prices", Symbol.of("SPY"))), null);
        assertEquals(0, first.exitCode(), first.text());
        assertEquals(2, first.notices().size());
        assertTrue(first.notices().get(0).startsWith("terms of use (shown once): Cboe delayed quotes: Cboe's website terms allow viewing and downloading"
                + " one copy for personal, non-commercial use"), first.notices().get(0));
        assertTrue(first.notices().get(1).startsWith("terms of use (shown once): Yahoo Finance chart: "), first.notices().get(1));

        clock.advance(Duration.ofMinutes(2));
        List<String> progress = new ArrayList<>();
        DataFetch again = fetch(src.sources()).listener(progress::add);
        List<Item> all = again.holdings();
        assertEquals(List.of(new Item("options", Symbol.of("SPY")), new Item("prices", Symbol.of("SPY")), DataFetch.rates()), all);
        FetchReport r = again.run(all, null);
        assertEquals(0, r.exitCode(), r.text());
        assertEquals(List.of("terms of use (shown once): FRED: FRED data is free to use with a citation of the source (Federal Reserve Bank of St. Louis;"
                + " TB3MS from the Federal Reserve Board's H.15 release). See docs/DATA.md, \"Fetching today's data\"."), r.notices());
        assertEquals(List.of("fetching options SPY from Cboe delayed quotes (1 of 3)", "fetching prices SPY from Yahoo Finance chart (2 of 3)",
                "fetching rates TB3MS from FRED (3 of 3)"), progress);
        assertEquals(List.of("replaced", "unchanged", "new"), r.rows().stream().map(x -> x.outcome().name().toLowerCase()).toList());
        String text = r.text();
        assertTrue(text.startsWith("what     symbol  source               as of                   rows  result    file\n"
                + "options  SPY     Cboe delayed quotes  2023-09-14T16:00 EDT     200  replaced  " + data().resolve("options/SPY_2023-09-14.csv.gz")), text);
    }

    @Test void exitSixWhenNoSourceCanBeReachedAndFiveWhenSomeItemFailed() throws IOException {
        int port;
        try (ServerSocket s = new ServerSocket(0)) { port = s.getLocalPort(); }
        String closed = "http://127.0.0.1:" + port;
        Sources nowhere = Sources.resolve(Map.of("OQA_SOURCE_CBOE", closed, "OQA_SOURCE_YAHOO", closed, "OQA_SOURCE_FRED", closed), null);
        FetchReport off = fetch(nowhere).run(List.of(new Item("options", Symbol.of("SPY")), new Item("options", Symbol.of("QQQ")), DataFetch.rates()), null);
        assertEquals(6, off.exitCode(), off.text());
        assertTrue(off.rows().get(1).note().endsWith("(not tried again)"), off.text());
        assertFalse(Files.exists(data()));

        serveSpy();
        Sources half = Sources.resolve(Map.of("OQA_SOURCE_CBOE", src.base(), "OQA_SOURCE_YAHOO", closed, "OQA_SOURCE_FRED", src.base()), null);
        FetchReport some = fetch(half).run(List.of(new Item("options", Symbol.of("SPY")), new Item("prices", Symbol.of("SPY"))), null);
        assertEquals(5, some.exitCode(), some.text());
        assertEquals(0, fetch(src.sources()).run(List.of(DataFetch.rates()), null).exitCode());
    }

    @Test void theJavaCallFetchesIntoTheUserFolderAndSaysWhatBecameOfEachInOneLine() {
        serveSpy();
        dev.oqa.Oqa oqa = dev.oqa.Oqa.builder().home(tmp.resolve("home")).env(src.env()).clock(clock).build();
        dev.oqa.FetchResult r = oqa.fetch().options("SPY").prices("SPY").connectTimeout(Duration.ofSeconds(1)).run();
        assertTrue(r.ok(), r.text());
        assertTrue(r.summary().startsWith("fetched options SPY (as of 2023-09-14T16:00 EDT), prices SPY (as of 2026-08-03)\nterms of use (shown once): Cboe"), r.summary());
        assertEquals("fetched options SPY (as of 2023-09-14T16:00 EDT)", oqa.fetch().options("SPY").run().summary(), "the terms are shown once");
        assertEquals(2, r.table().rowCount());
        assertTrue(r.ok("spy"));
        assertEquals("new", r.table().stringColumn("result").get(0));
        assertTrue(java.nio.file.Files.exists(tmp.resolve("home/data/options/SPY_2023-09-14.csv.gz")));

        dev.oqa.FetchResult bad = oqa.fetch().options("ZZNOPE", "ZZNADA").run();
        assertEquals(5, bad.exitCode());
        assertFalse(bad.ok("ZZNOPE"));
        assertTrue(bad.summary().startsWith("could not fetch options ZZNOPE: Cboe delayed quotes has no option chain for ZZNOPE") && bad.summary().endsWith("(and 1 more)"), bad.summary());
        assertEquals(3, oqa.fetch().run().items().size(), "naming nothing refreshes what the folder holds and the rate");
    }
}
