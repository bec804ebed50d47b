package dev.oqa.faults;

import static dev.oqa.internal.fetch.KeylessLoopback.csv;
import static dev.oqa.internal.fetch.KeylessLoopback.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.oqa.Oqa;
import dev.oqa.internal.charts.ChainChart;
import dev.oqa.internal.charts.StyledFigure;
import dev.oqa.internal.client.MutableClock;
import dev.oqa.internal.fetch.DataFetch;
import dev.oqa.internal.fetch.FetchReport;
import dev.oqa.internal.fetch.FetchRow;
import dev.oqa.internal.fetch.HttpManners;
import dev.oqa.internal.fetch.KeylessFormats;
import dev.oqa.internal.fetch.KeylessFormats.Quote;
import dev.oqa.internal.fetch.KeylessLoopback;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.PriceLoader;
import dev.oqa.internal.local.data.PriceSeries;
import dev.oqa.internal.tables.ChainTable;
import dev.oqa.model.Answer;
import dev.oqa.model.LocalDataException;
import dev.oqa.model.Mode;
import dev.oqa.model.OqaException;
import dev.oqa.model.data.ChainData;
import dev.oqa.model.data.GexData;
import dev.oqa.model.data.RiskData;
import java.io.IOException;
import java.io.InputStream;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import java.util.zip.GZIPInputStream;
import mockwebserver3.MockResponse;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tech.tablesaw.api.Table;

/**
 * Fault matrix of issue 32, the reading side: what a source answers, or a file holds, never becomes an internal error,
 * another symbol's data, or a different answer for the same contracts. A row per fault (3, 4, 5) and per "also seen"
 * item (a parser limit named as such, a spot of 1e308, the auto-fetch cap, one offline line) and the Cboe-zero
 * inconsistency; each was red on the code before the fix. Sources are a loopback server speaking Cboe's, Yahoo's and
 * FRED's formats ({@link KeylessLoopback}); chains and closes are the REAL bundled snapshots and price files, relabelled
 * (SYNTHETIC) where a test needs another symbol; the hostile payloads are SYNTHETIC by nature.
 */
class DataTrustReadsMatrixTest {
    private static final LocalDate SPY_DAY = LocalDate.of(2023, 9, 14);
    @TempDir Path tmp;
    private KeylessLoopback src;
    private final MutableClock clock = new MutableClock(Instant.parse("2023-09-14T21:00:00Z"));

    @BeforeEach void start() throws IOException { src = new KeylessLoopback(); }

    @AfterEach void stop() { src.close(); }

    private DataFetch fetch(Path dir) {
        return DataFetch.into(dir, src.sources(), HttpManners.defaults().clock(clock).callTimeout(Duration.ofSeconds(10)));
    }

    private FetchReport run(String what, String... symbols) { return fetch(tmp.resolve("data")).run(DataFetch.items(what, List.of(symbols)), null); }

    private static String chain(String symbol, List<Quote> q) {
        return KeylessFormats.cboeChain(symbol, "2023-09-14 20:31:05", "2023-09-14T16:00:00", 450.81, q);
    }

    private static List<Quote> spy(int n) { return KeylessFormats.realSpy20230914().subList(0, n); }

    /** REAL: the bundled closes of {@code real} since 2024, in Yahoo's chart format, with {@code ticker} as its symbol. */
    private static String closes(String ticker, String real) {
        PriceSeries s = PriceLoader.load(DataSource.bundled(), real).between(LocalDate.of(2024, 1, 1), null);
        long[] ts = new long[s.size()];
        Double[] adj = new Double[s.size()];
        for (int i = 0; i < s.size(); i++) { ts[i] = s.date(i).atTime(9, 30).atZone(ZoneId.of("America/New_York")).toEpochSecond(); adj[i] = s.price(i); }
        return KeylessFormats.yahooChart(ticker, "America/New_York", ts, adj, adj, null);
    }

    private static void refused(FetchRow r, String... says) {
        assertEquals(FetchRow.Outcome.FAILED, r.outcome(), r.toString());
        assertFalse(r.network(), "a bad answer is the source's fault, not the network's: " + r.note());
        assertFalse(r.note().contains("Exception") || r.note().contains("internal error"), "a typed refusal that says what was wrong: " + r.note());
        for (String s : says) assertTrue(r.note().contains(s), "'" + s + "' in: " + r.note());
    }

    // ---- fault 3: one bad timestamp is an internal error ----

    @Test void fault3_aYahooTimestampOf1e17FailsItsTickerAloneAndTheNextIsStillAsked() {
        clock.set(Instant.parse("2026-08-05T21:00:00Z"));
        String aaa = closes("AAA", "NVDA").replaceFirst("\"timestamp\": \\[\\d+", "\"timestamp\": [100000000000000000");
        src.yahoo("AAA", json(200, aaa)).yahoo("BBB", json(200, closes("BBB", "SPY")));
        FetchReport r = run("prices", "AAA", "BBB");
        refused(r.rows().get(0), "timestamp[0]", "is not a session time");
        assertEquals(FetchRow.Outcome.NEW, r.rows().get(1).outcome(), r.text());
        assertEquals(5, r.exitCode(), "one item failed: exit 5 at the end");
        assertEquals(List.of(KeylessLoopback.YAHOO + "AAA", KeylessLoopback.YAHOO + "BBB"), src.paths());
    }

    @Test void fault3_riskInAutoModeAnswersFromTheBundledDataWhenYahooSendsABadTimestamp() {
        clock.set(Instant.parse("2026-08-05T21:00:00Z")); // after the 5th's close: the bundled closes are outdated
        for (String t : List.of("NVDA", "SPY"))
            src.yahoo(t, json(200, closes(t, t).replaceFirst("\"timestamp\": \\[\\d+", "\"timestamp\": [1e17")));
        Answer<RiskData> a = Oqa.builder().home(tmp.resolve("home")).env(src.env()).clock(clock).build().risk("NVDA").period("1y").answer();
        String line = a.provenance().line();
        assertTrue(line.contains("auto-fetch: could not fetch prices NVDA (") && line.contains("is not a session time"), line);
        assertFalse(line.contains("answered from the data held"), line);
        assertEquals("NVDA", a.data().ticker());
    }

    // ---- fault 4: two contracts at one strike stop the chain view ----

    @Test void fault4_theBundledSpxChainOf2024_01_19ShowsSpxAndSpxwAtOneStrike() {
        Oqa oqa = Oqa.builder().mode(Mode.LOCAL).home(tmp.resolve("home")).asOf(LocalDate.of(2024, 1, 5)).build();
        ChainData d = oqa.chain("SPX").expiry("2024-01-19").answer().data();
        Table t = ChainTable.sideBySide(d, "2024-01-19");
        assertTrue(t.columnNames().contains("root"), t.columnNames().toString());
        List<String> at3995 = new ArrayList<>();
        for (int i = 0; i < t.rowCount(); i++) if (t.doubleColumn("strike").getDouble(i) == 3995) at3995.add(t.stringColumn("root").get(i));
        assertEquals(List.of("SPX", "SPXW"), at3995, "one row per root at 3995");
        StyledFigure chart = (StyledFigure) ChainChart.prices(t, "SPX", "2024-01-19", d.spot());
        List<Object> names = IntStream.range(0, 4).mapToObj(k -> chart.trace(k).get("name")).toList();
        assertEquals(List.of("SPX calls (mid, bid–ask bar)", "SPX puts (mid, bid–ask bar)", "SPXW calls (mid, bid–ask bar)", "SPXW puts (mid, bid–ask bar)"),
                names, "one line per root and side, so the two roots' prices are not joined into one zigzag");
        assertNotNull(oqa.chain("SPX").expiry("2024-01-19").get().table(), "the result's table builds too");
    }

    @Test void fault4_aContractSymbolHoldingALineSeparatorIsRefusedNotStripped() {
        List<Quote> q = new ArrayList<>(spy(40));
        Quote first = q.get(0);
        q.set(0, new Quote("SPY\u2028" + first.option().substring(3), first.bid(), first.ask(), first.iv(), first.openInterest(), first.volume(),
                first.delta(), first.gamma(), first.last(), first.change(), first.lastTradeTime()));
        src.cboe("SPY.json", json(200, chain("SPY", q)));
        FetchRow r = run("options", "SPY").rows().get(0);
        refused(r, "U+2028");
        assertFalse(r.note().contains("\u2028"), "the message names the character, it does not carry it");
        assertFalse(Files.exists(tmp.resolve("data/options/SPY_2023-09-14.csv.gz")), "nothing written");
    }

    // ---- fault 5: a source's answer for another symbol is filed under the one asked ----

    @Test void fault5_asked_QQQ_answered_SPY_isRefusedWithBothNames() {
        src.cboe("QQQ.json", json(200, chain("SPY", spy(60))));        // REAL SPY contracts and symbol, served at QQQ's path
        refused(run("options", "QQQ").rows().get(0), "QQQ", "SPY");
        assertFalse(Files.exists(tmp.resolve("data/options/QQQ_2023-09-14.csv.gz")), "nothing filed under QQQ");

        clock.set(Instant.parse("2026-08-05T21:00:00Z"));
        src.yahoo("QQQ", json(200, closes("SPY", "SPY")));                // Yahoo's meta.symbol says SPY
        refused(run("prices", "QQQ").rows().get(0), "QQQ", "SPY", "meta.symbol");
    }

    @Test void fault5_theRootsAChainOfAnIndexCarriesAreAcceptedAndOthersRefused() {
        // SYNTHETIC: SPY's real contracts relabelled, SPX and SPXW mixed as Cboe's _SPX file lists them
        List<Quote> q = new ArrayList<>(spy(60));
        for (int i = 0; i < q.size(); i++) {
            Quote x = q.get(i);
            q.set(i, new Quote((i % 2 == 0 ? "SPX" : "SPXW") + x.option().substring(3), x.bid(), x.ask(), x.iv(), x.openInterest(), x.volume(),
                    x.delta(), x.gamma(), x.last(), x.change(), x.lastTradeTime()));
        }
        src.cboe("_SPX.json", json(200, chain("_SPX", q)));
        assertEquals(FetchRow.Outcome.NEW, run("options", "SPX").rows().get(0).outcome());
        q.set(7, new Quote("NDXP" + q.get(7).option().substring(q.get(7).option().length() - 15), 1, 1.1, 0.2, 10, 1, 0.5, 0.01, 1, 0, null));
        src.cboe("_SPX.json", json(200, chain("_SPX", q)));
        clock.advance(Duration.ofMinutes(2));
        refused(run("options", "SPX").rows().get(0), "root NDXP", "SPX, SPXPM, SPXW");
    }

    // ---- also seen: a parser limit reported as a truncated body ----

    @Test void alsoSeen_aParserLimitIsNamedNotCalledATruncatedBody() {
        src.cboe("AAA.json", json(200, "{\"data\": {\"extra\": " + "[".repeat(2000) + "]".repeat(2000) + ", \"options\": []}}"));
        src.cboe("BBB.json", json(200, "{\"data\": {\"current_price\": 1" + "0".repeat(2_000_000) + ", \"options\": []}}"));
        src.cboe("CCC.json", json(200, inOptions(chain("CCC", spy(5)), "\"bid\": [0-9.]+", "\"bid\": NaN")));
        FetchReport r = fetch(tmp.resolve("data")).run(DataFetch.items("options", List.of("AAA", "BBB", "CCC")), null);
        refused(r.rows().get(0), "nesting deeper than 1,000");
        refused(r.rows().get(1), "a number longer than 1,000 digits");
        refused(r.rows().get(2), "bare NaN");
        for (FetchRow row : r.rows()) assertFalse(row.note().contains("ended early"), row.note());
    }

    // ---- also seen: a spot of 1e308 is accepted and gex answers nulls ----

    @Test void alsoSeen_aSpotOf1e308RefusesTheChainWithTheFieldNamed() {
        src.cboe("SPY.json", json(200, KeylessFormats.cboeChain("SPY", "2023-09-14 20:31:05", "2023-09-14T16:00:00", 1e308, spy(40))));
        refused(run("options", "SPY").rows().get(0), "data.current_price", "1.0E308");
        assertFalse(Files.exists(tmp.resolve("data/options/SPY_2023-09-14.csv.gz")));
    }

    // ---- also seen: auto-fetch has no cap ----

    @Test void alsoSeen_anAnalyticThatWouldFetchMoreThan25ItemsFetchesNoneAndSaysHow() {
        List<String> tickers = IntStream.range(0, 30).mapToObj(i -> "ZQ" + (char) ('A' + i / 26) + (char) ('A' + i % 26)).toList();
        String said = said(() -> Oqa.builder().home(tmp.resolve("home")).env(src.env()).clock(clock).build()
                .assetCorrelation().tickers(tickers.toArray(String[]::new)).answer().provenance().line());
        assertEquals(0, src.requests().size(), "nothing fetched");
        assertTrue(said.contains("30 items are outdated or missing, more than the 25 fetched before an answer; none fetched"), said);
        assertTrue(said.contains("oqa data fetch prices ZQAA ZQAB"), said);
    }

    // ---- issue 34 item 5 / also seen: offline, one line per ticker ----

    @Test void alsoSeen_offlineOneNoteLineNamesEveryTickerThatCouldNotBeRefreshed() throws IOException {
        int port;
        try (ServerSocket s = new ServerSocket(0)) { port = s.getLocalPort(); }
        clock.set(Instant.parse("2026-08-05T21:00:00Z"));
        Oqa oqa = Oqa.builder().home(tmp.resolve("home")).env(Map.of("OQA_SOURCE_YAHOO", "http://127.0.0.1:" + port)).clock(clock).build();
        String line = oqa.assetCorrelation().tickers("SPY", "QQQ", "TLT", "GLD").period("1y").answer().provenance().line();
        assertEquals(1, line.split("auto-fetch:", -1).length - 1, "one auto-fetch line: " + line);
        assertTrue(line.contains("; not refreshed: prices SPY, QQQ, TLT, GLD"), line);
        assertFalse(line.contains("answered from the data held"), line);
    }

    // ---- Cboe's zero: the same contracts give the same GEX whichever way they arrived ----

    @Test void cboeZero_theBundledSpxDayFetchedAndFiledGivesTheSameGexByStrikeAndZeroLevel() throws IOException {
        // REAL: the bundled SPX 2024-01-05 snapshot (21,038 contracts, 1,046 with Cboe's IV of 0) as Cboe's JSON and as its file
        clock.set(Instant.parse("2024-01-05T21:30:00Z"));
        List<Quote> spx = KeylessFormats.realBundled("SPX_2024-01-05", "2024-01-05T15:59:00");
        assertTrue(spx.stream().filter(q -> q.iv() == 0).count() > 1000);
        src.cboe("_SPX.json", json(200, KeylessFormats.cboeChain("_SPX", "2024-01-05 21:15:00", "2024-01-05T16:00:00", 4697.2402, spx)));
        Path fetched = tmp.resolve("fetched");
        FetchReport r = fetch(fetched).run(DataFetch.items("options", List.of("SPX")), null);
        assertEquals(0, r.exitCode(), r.text());

        Path filed = Files.createDirectories(tmp.resolve("filed/options"));
        try (InputStream in = new GZIPInputStream(getClass().getResourceAsStream("/dev/oqa/data/options/SPX_2024-01-05.csv.gz"))) {
            Files.copy(in, filed.resolve("SPX_2024-01-05.csv")); // no index.csv: valued on its quote date, as the fetched one
        }
        GexData a = gex(fetched), b = gex(filed.getParent());
        assertEquals(b.series(GexData.GAMMA), a.series(GexData.GAMMA), "GEX by strike");
        assertNotNull(b.zeroLevel());
        assertEquals(b.zeroLevel(), a.zeroLevel(), "zero level");
        assertEquals(b.highlightStrikes(), a.highlightStrikes());
    }

    private GexData gex(Path folder) {
        return Oqa.builder().mode(Mode.LOCAL).home(tmp.resolve("h-" + folder.getFileName())).dataFolder(folder).asOf(LocalDate.of(2024, 1, 5)).build()
                .gex("SPX").answer().data();
    }

    // ---- item 1: every reader meets the hostile cases with a typed outcome ----

    /** SYNTHETIC hostile answers: each must fail its item with a message, never end the run in another exception. */
    @Test void everyFetchReaderGivesATypedOutcomeForEveryHostileCase() {
        String good = chain("SPY", spy(20));
        String sym = spy(20).get(3).option();
        Map<String, String> cboe = new LinkedHashMap<>();
        cboe.put("bare NaN", inOptions(good, "\"bid\": [0-9.]+", "\"bid\": NaN"));
        cboe.put("bare Infinity", inOptions(good, "\"ask\": [0-9.]+", "\"ask\": Infinity"));
        cboe.put("Infinity as a string", inOptions(good, "\"ask\": [0-9.]+", "\"ask\": \"Infinity\""));
        cboe.put("1e308 bid", inOptions(good, "\"bid\": [0-9.]+", "\"bid\": 1e308"));
        cboe.put("spot -5", good.replaceFirst("\"current_price\": [0-9.]+", "\"current_price\": -5"));
        cboe.put("deep nesting", "{\"data\": {\"iv30\": " + "[".repeat(5000) + "]".repeat(5000) + ", \"options\": []}}");
        cboe.put("2,000,000 digits", "{\"data\": {\"options\": [{\"bid\": " + "9".repeat(2_000_000) + "}]}}");
        cboe.put("a 21,000,000-character string", "{\"data\": {\"options\": [{\"option\": \"" + "A".repeat(21_000_000) + "\"}]}}");
        for (String bad : List.of("../../etc/x", "<script>alert(1)</script>", "SPY\u001b[2J", "SPY\u0000", "SPY\u2028", "SPY ", " SPY", "SPY\t"))
            cboe.put("symbol " + bad.replaceAll("\\p{Cntrl}", "?"), good.replace(sym, bad + sym.substring(3)).replace("\u0000", "\\u0000").replace("\u001b", "\\u001b").replace("\t", "\\t"));
        cboe.put("timestamp 1e17", good.replaceFirst("\"timestamp\": \"[^\"]+\"", "\"timestamp\": 1e17").replace("\"last_trade_time\": \"2023-09-14T16:00:00\"", "\"last_trade_time\": \"+99999-01-01T00:00\""));
        int i = 0;
        for (var e : cboe.entrySet()) {
            String t = "ZC" + (char) ('A' + i / 26) + (char) ('A' + i++ % 26);
            src.cboe(t + ".json", json(200, e.getValue().replace("\"SPY\"", "\"" + t + "\"").replace("SPY2309", t + "2309")));
            FetchRow r = typed(() -> run("options", t).rows().get(0), "Cboe " + e.getKey());
            if (!e.getKey().equals("timestamp 1e17")) refused(r);
        }

        clock.set(Instant.parse("2026-08-05T21:00:00Z")); // after the closes served, so only the hostile value is wrong
        // a body bomb: an answer past the size cap (64 KiB here) fails while it streams, before it is parsed
        src.cboe("ZBIG.json", json(200, "{\"data\": {\"pad\": \"" + "x".repeat(200_000) + "\", \"options\": []}}"));
        refused(typed(() -> DataFetch.into(tmp.resolve("data"), src.sources(), HttpManners.defaults().clock(clock).maxBytes(1 << 16))
                .run(DataFetch.items("options", List.of("ZBIG")), null).rows().get(0), "Cboe body bomb"), "larger than the cap");

        String y = closes("YYY", "SPY");
        Map<String, String> yahoo = new LinkedHashMap<>();
        yahoo.put("timestamp 1e17", y.replaceFirst("\"timestamp\": \\[\\d+", "\"timestamp\": [1e17"));
        yahoo.put("timestamp -1e17", y.replaceFirst("\"timestamp\": \\[\\d+", "\"timestamp\": [-100000000000000000"));
        yahoo.put("timestamp as text", y.replaceFirst("\"timestamp\": \\[\\d+", "\"timestamp\": [\"soon\""));
        yahoo.put("period end 1e17", y.replaceFirst("\"dataGranularity\"", "\"currentTradingPeriod\": {\"regular\": {\"end\": 100000000000000000}}, \"dataGranularity\""));
        yahoo.put("bare NaN close", y.replaceFirst("\"adjclose\": \\[\\{\"adjclose\": \\[[0-9.]+", "\"adjclose\": [{\"adjclose\": [NaN"));
        yahoo.put("close 1e308", y.replaceFirst("\"adjclose\": \\[\\{\"adjclose\": \\[[0-9.]+", "\"adjclose\": [{\"adjclose\": [1e308"));
        yahoo.put("close -3", y.replaceFirst("\"adjclose\": \\[\\{\"adjclose\": \\[[0-9.]+", "\"adjclose\": [{\"adjclose\": [-3"));
        yahoo.put("deep nesting", "{\"chart\": " + "[".repeat(5000) + "]".repeat(5000) + "}");
        yahoo.put("2,000,000 digits", "{\"chart\": {\"result\": [{\"timestamp\": [" + "1".repeat(2_000_000) + "]}]}}");
        for (var e : yahoo.entrySet()) {
            String t = "ZY" + (char) ('A' + i / 26) + (char) ('A' + i++ % 26);
            src.yahoo(t, json(200, e.getValue().replace("\"YYY\"", "\"" + t + "\"")));
            FetchRow r = typed(() -> run("prices", t).rows().get(0), "Yahoo " + e.getKey());
            if (!e.getKey().equals("period end 1e17")) refused(r);
        }

        for (String v : List.of("NaN", "Infinity", "1e308", "-1e308", "9".repeat(5000), "\u0000", "4.5\u2028")) {
            src.fred(csv("observation_date,TB3MS\n2024-01-01,5.2\n2024-02-01," + v + "\n"));
            refused(typed(() -> fetch(tmp.resolve("data")).run(List.of(DataFetch.rates()), null).rows().get(0), "FRED " + v.length()));
        }
        src.fred(csv("observation_date,TB3MS\n+99999-01-01,5.2\n"));
        refused(typed(() -> fetch(tmp.resolve("data")).run(List.of(DataFetch.rates()), null).rows().get(0), "FRED year 99999"));
    }

    /** SYNTHETIC hostile files in a data folder: each is refused with a {@link LocalDataException}, never another exception. */
    @Test void everyFileReaderGivesATypedOutcomeForEveryHostileCase() throws IOException {
        String head = "quote_date,underlying,spot,expiration,type,contract,strike,last,net_change,bid,ask,volume,iv,delta,gamma,open_interest\n";
        String row = "2023-09-14,XYZ,100,2023-09-15,C,XYZ230915C00100000,100,1,0,1,1.1,5,0.2,0.5,0.05,10\n";
        Map<String, String> files = new LinkedHashMap<>();
        files.put("spot 1e308", head + row.replace(",100,2023", ",1e308,2023"));
        files.put("spot -5", head + row.replace(",100,2023", ",-5,2023"));
        files.put("strike 1e308", head + row.replace("C00100000,100,", "C00100000,1e308,"));
        files.put("bid Infinity", head + row.replace(",1,1.1,", ",Infinity,1.1,"));
        files.put("2,000,000 digits", head + row.replace(",1,1.1,", "," + "9".repeat(2_000_000) + ",1.1,"));
        for (String bad : List.of("\u2028", "\u0000", "\u001b[2J", " ", "\t"))
            files.put("contract with U+" + String.format("%04X", (int) bad.charAt(0)), head + row.replace("XYZ230915", "XYZ" + bad + "230915"));
        files.put("quote table, Last 99999999999", "\nXYZ Inc,Last: 99999999999,Change: 1\n\"Date: September 14, 2023 at 4:31 PM EDT\"\n"
                + "Expiration Date,Calls,Last Sale,Net,Bid,Ask,Volume,IV,Delta,Gamma,Open Interest,Strike,Puts,Last Sale,Net,Bid,Ask,Volume,IV,Delta,Gamma,Open Interest\n"
                + "Fri Sep 15 2023,XYZ230915C00100000,1,0,1,1.1,5,0.2,0.5,0.05,10,100,XYZ230915P00100000,1,0,1,1.1,5,0.2,-0.5,0.05,10\n");
        files.put("quote table, symbol with ESC", "\nXYZ Inc,Last: 100,Change: 1\n\"Date: September 14, 2023 at 4:31 PM EDT\"\n"
                + "Expiration Date,Calls,Last Sale,Net,Bid,Ask,Volume,IV,Delta,Gamma,Open Interest,Strike,Puts,Last Sale,Net,Bid,Ask,Volume,IV,Delta,Gamma,Open Interest\n"
                + "Fri Sep 15 2023,XYZ\u001b230915C00100000,1,0,1,1.1,5,0.2,0.5,0.05,10,100,XYZ230915P00100000,1,0,1,1.1,5,0.2,-0.5,0.05,10\n");
        int i = 0;
        for (var e : files.entrySet()) {
            Path dir = Files.createDirectories(tmp.resolve("f" + i++).resolve("options"));
            Files.writeString(dir.resolve("XYZ_2023-09-14.csv"), e.getValue());
            Oqa oqa = Oqa.builder().mode(Mode.LOCAL).home(tmp.resolve("home" + i)).dataFolder(dir.getParent()).asOf(SPY_DAY).build();
            LocalDataException x = assertThrows(LocalDataException.class, () -> oqa.gex("XYZ").answer(), e.getKey());
            assertTrue(x.getMessage().contains("XYZ_2023-09-14.csv"), e.getKey() + ": names the file: " + x.getMessage());
        }
    }

    /** {@code json} with the first match of {@code regex} inside {@code data.options} replaced (the underlying has a bid too). */
    private static String inOptions(String json, String regex, String replacement) {
        int at = json.indexOf("\"options\": [");
        return json.substring(0, at) + json.substring(at).replaceFirst(regex, replacement);
    }

    private interface Call<T> { T get(); }

    /** What {@code call} returns; a failure if it throws anything but the toolkit's own typed errors. */
    private static <T> T typed(Call<T> call, String what) {
        try {
            return call.get();
        } catch (OqaException e) {
            return fail(what + ": a fetch reports a bad item as a row, not as " + e);
        } catch (RuntimeException | Error e) {
            return fail(what + ": an untyped " + e, e);
        }
    }

    /** The provenance line of an answer, or the message of the typed error that stood in for it. */
    private static String said(Call<String> call) {
        try {
            return call.get();
        } catch (OqaException e) {
            return e.getMessage();
        }
    }
}
