package dev.oqa.internal.fetch;

import static dev.oqa.internal.fetch.KeylessFormats.Quote;
import static dev.oqa.internal.fetch.KeylessLoopback.json;
import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.Oqa;
import dev.oqa.internal.client.MutableClock;
import dev.oqa.internal.fetch.FetchRow.Outcome;
import dev.oqa.model.Answer;
import dev.oqa.model.Mode;
import dev.oqa.model.UsageException;
import dev.oqa.model.data.GexData;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;
import mockwebserver3.MockResponse;
import mockwebserver3.SocketEffect;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Option chains from a loopback server speaking Cboe's delayed-quotes format (docs/DATA.md), written into a data folder
 * and answered by the local engine. The chain served is REAL: the bundled Cboe snapshot SPY 2023-09-14 in Cboe's JSON
 * fields; tests that need another symbol say so where they relabel it (SYNTHETIC).
 */
class CboeFetchTest {
    private static final LocalDate DAY = LocalDate.of(2023, 9, 14);
    @TempDir Path tmp;
    private KeylessLoopback src;
    private final MutableClock clock = new MutableClock(Instant.parse("2023-09-14T21:00:00Z"));

    @BeforeEach void start() throws IOException { src = new KeylessLoopback(); }

    @AfterEach void stop() { src.close(); }

    private Path data() { return tmp.resolve("data"); }

    private DataFetch fetch() {
        return DataFetch.into(data(), src.sources(), HttpManners.defaults().clock(clock).callTimeout(Duration.ofSeconds(5)));
    }

    private FetchReport options(String... symbols) { return fetch().run(DataFetch.items("options", List.of(symbols)), null); }

    private static String spyChain(String symbol, List<Quote> q) {
        return KeylessFormats.cboeChain(symbol, "2023-09-14 20:31:05", "2023-09-14T16:00:00", 450.81, q);
    }

    private static GexData gex(Path folder, String ticker) {
        Oqa oqa = Oqa.builder().mode(Mode.LOCAL).home(folder.resolveSibling(folder.getFileName() + "-home")).dataFolder(folder).asOf(DAY).build();
        return oqa.gex(ticker).answer().data();
    }

    private static String gunzip(Path p) throws IOException {
        try (var in = new GZIPInputStream(Files.newInputStream(p))) { return new String(in.readAllBytes(), StandardCharsets.UTF_8); }
    }

    @Test void aFetchedChainAnswersGexAsOfItsDateExactlyAsTheSameContractsInTheNormalisedCsv() throws IOException {
        List<Quote> spy = KeylessFormats.realSpy20230914();
        src.cboe("SPY.json", json(200, spyChain("SPY", spy)));
        FetchReport r = options("SPY");
        assertEquals(0, r.exitCode(), r.text());
        FetchRow row = r.rows().get(0);
        assertEquals(Outcome.NEW, row.outcome());
        assertEquals(data().resolve("options/SPY_2023-09-14.csv.gz").toString(), row.file());
        assertEquals(spy.size(), row.rows());
        assertEquals("2023-09-14T16:00 EDT", row.asOf());

        Path expected = Files.createDirectories(tmp.resolve("expected/options"));
        Files.writeString(expected.resolve("SPY_2023-09-14.csv"), KeylessFormats.normalisedCsv("SPY", DAY, 450.81, spy));
        GexData fetched = gex(data(), "SPY"), given = gex(expected.getParent(), "SPY");
        assertNotNull(given.zeroLevel());
        assertEquals(given.zeroLevel(), fetched.zeroLevel());
        assertEquals(given.highlightStrikes(), fetched.highlightStrikes());
        assertEquals(given.series(GexData.GAMMA), fetched.series(GexData.GAMMA));

        String index = Files.readString(data().resolve("options/index.csv"));
        assertTrue(index.contains("SPY_2023-09-14.csv,SPY,2023-09-14,2023-09-14T16:00 EDT (Cboe delayed quotes; fetched 2023-09-14T21:00:00Z)," + spy.size()
                + ",Cboe delayed quotes"), index);
        Answer<GexData> a = Oqa.builder().mode(Mode.LOCAL).home(tmp.resolve("h")).dataFolder(data()).build().gex("SPY").answer();
        assertTrue(a.provenance().line().contains("as of 2023-09-14T16:00 EDT (Cboe delayed quotes; fetched 2023-09-14T21:00:00Z)"), a.provenance().line());
    }

    @Test void missingValuesAreBlankNotZerosAndFloatCountsAreWholeContracts() throws IOException {
        List<Quote> q = List.of(
                new Quote("SPY230915C00400000", 50.5, 50.9, 0.0, 1520.0, 210.0, 1.0, 0.0, 50.7, 0.35, "2023-09-14T15:58:41"),
                new Quote("SPY230915P00400000", 0.0, 0.05, 0.3906, 26.0, 0.0, -0.0012, 0.0004, 0.0, 0.0, null));
        src.cboe("SPY.json", json(200, spyChain("SPY", q)));
        assertEquals(0, options("SPY").exitCode());
        String csv = gunzip(data().resolve("options/SPY_2023-09-14.csv.gz"));
        assertTrue(csv.contains("2023-09-14,SPY,450.81,2023-09-15,C,SPY230915C00400000,400,50.7,0.35,50.5,50.9,210,,1,,1520\n"), csv);
        assertTrue(csv.contains("2023-09-14,SPY,450.81,2023-09-15,P,SPY230915P00400000,400,,,0,0.05,0,0.3906,-0.0012,4.0E-4,26\n"), csv);
    }

    @Test void theQuoteDateIsTheNewYorkDateOfTheLastTradeNotThePublicationTime() {
        // Published at 00:43 UTC on the 15th, four hours after the 14th's close in New York.
        src.cboe("SPY.json", json(200, KeylessFormats.cboeChain("SPY", "2023-09-15 00:43:14", "2023-09-14T15:59:59", 450.81,
                KeylessFormats.realSpy20230914().subList(0, 40))));
        FetchReport r = options("SPY");
        assertEquals(data().resolve("options/SPY_2023-09-14.csv.gz").toString(), r.rows().get(0).file(), r.text());
    }

    @Test void withoutATradeTimeThePublicationTimeIsReadAsUtcAndRolledBackToItsSession() {
        // 00:43 UTC on Saturday the 16th is 20:43 on Friday the 15th in New York: Friday's session (as it would be read in Eastern time, 00:43 Saturday, too).
        src.cboe("SPY.json", json(200, KeylessFormats.cboeChain("SPY", "2023-09-16 00:43:14", null, 450.81, KeylessFormats.realSpy20230914().subList(0, 40))));
        FetchReport r = options("SPY");
        assertEquals(data().resolve("options/SPY_2023-09-15.csv.gz").toString(), r.rows().get(0).file(), r.text());
        assertTrue(r.rows().get(0).note().contains("publication time 2023-09-16 00:43:14 read as UTC"), r.text());
    }

    @Test void anIndexIsAskedUnderItsUnderscoreFirstAndAnUnknownIndexUnderItsUnderscoreAfterA403() {
        // SYNTHETIC: SPY's real contracts relabelled for index symbols.
        src.cboe("_SPX.json", json(200, spyChain("_SPX", KeylessFormats.realSpy20230914().subList(0, 60))));
        src.cboe("_ZZIX.json", json(200, spyChain("_ZZIX", KeylessFormats.realSpy20230914().subList(0, 60))));
        FetchReport r = options("SPX", "ZZIX");
        assertEquals(0, r.exitCode(), r.text());
        assertEquals(List.of(KeylessLoopback.CBOE + "_SPX.json", KeylessLoopback.CBOE + "ZZIX.json", KeylessLoopback.CBOE + "_ZZIX.json"), src.paths());
        assertTrue(Files.exists(data().resolve("options/SPX_2023-09-14.csv.gz")));
        assertTrue(Files.exists(data().resolve("options/ZZIX_2023-09-14.csv.gz")), "filed under the symbol without its underscore");
    }

    @Test void a403ForBothFormsFailsWithBothNamedAndWritesNothing() {
        FetchReport r = options("ZZNOPE");
        assertEquals(5, r.exitCode());
        String e = r.rows().get(0).note();
        assertTrue(e.startsWith("Cboe delayed quotes has no option chain for ZZNOPE: 403 for ZZNOPE.json and 403 for _ZZNOPE.json"), e);
        assertEquals(2, src.requests().size());
        assertFalse(Files.exists(data().resolve("options")));
    }

    @Test void anHtmlPageWithStatus200IsABlockPageNotAParseFailure() {
        src.cboe("SPY.json", new MockResponse.Builder().code(200).setHeader("Content-Type", "text/html; charset=utf-8")
                .body("<!DOCTYPE html><html><head><title>Just a moment...</title></head><body>Checking your browser</body></html>").build());
        FetchReport r = options("SPY");
        assertEquals(5, r.exitCode());
        assertTrue(r.rows().get(0).note().contains("answered with a web page (text/html; charset=utf-8: '<!DOCTYPE html>"), r.text());
        assertTrue(r.rows().get(0).note().contains("a block page, a captcha or a challenge, not data"), r.text());
        assertEquals(1, src.requests().size(), "a block page is not a reason to try the other form");
    }

    @Test void anEmptyOptionListIsNoChain() {
        src.cboe("SPY.json", json(200, spyChain("SPY", List.of())));
        FetchReport r = options("SPY");
        assertEquals(5, r.exitCode());
        assertEquals("Cboe delayed quotes lists no options for SPY (" + host() + "/api/global/delayed_quotes/options/SPY.json has an empty option list)",
                r.rows().get(0).note());
    }

    @Test void nullEntriesInTheOptionListAreSkippedAndSaid() throws IOException {
        List<Quote> q = new ArrayList<>(KeylessFormats.realSpy20230914().subList(0, 10));
        q.add(3, null);
        src.cboe("SPY.json", json(200, spyChain("SPY", q)));
        FetchReport r = options("SPY");
        assertEquals(0, r.exitCode(), r.text());
        assertEquals(10, r.rows().get(0).rows());
        assertTrue(r.rows().get(0).note().contains("1 null entry in the option list skipped"), r.text());
    }

    @Test void aTruncatedBodyFailsAndTheEarlierFileStaysAsItWas() throws IOException {
        List<Quote> spy = KeylessFormats.realSpy20230914();
        String full = spyChain("SPY", spy);
        src.cboe("SPY.json", json(200, full), json(200, full.substring(0, full.length() / 2)));
        assertEquals(0, options("SPY").exitCode());
        Path file = data().resolve("options/SPY_2023-09-14.csv.gz");
        byte[] before = Files.readAllBytes(file);
        String index = Files.readString(data().resolve("options/index.csv"));
        clock.advance(Duration.ofMinutes(5));

        FetchReport r = options("SPY");
        assertEquals(5, r.exitCode());
        assertTrue(r.rows().get(0).note().contains("the answer ended early (the JSON stops mid-way, a truncated body); nothing was written"), r.text());
        assertArrayEquals(before, Files.readAllBytes(file));
        assertEquals(index, Files.readString(data().resolve("options/index.csv")));
    }

    @Test void aBodyCutOffByTheServerIsATruncatedBody() {
        String full = spyChain("SPY", KeylessFormats.realSpy20230914());
        src.cboe("SPY.json", new MockResponse.Builder().code(200).setHeader("Content-Type", "application/json")
                .setHeader("Content-Length", full.length() + 5000).body(full.substring(0, full.length() - 2))
                .onResponseEnd(SocketEffect.ShutdownConnection.INSTANCE).build());
        FetchReport r = options("SPY");
        assertEquals(5, r.exitCode(), r.text());
        assertTrue(r.rows().get(0).note().contains("ended early"), r.text());
        assertFalse(Files.exists(data().resolve("options/SPY_2023-09-14.csv.gz")));
    }

    @Test void aSlowServerIsCutOffAtTheDeadlineAsANetworkFailure() {
        String full = spyChain("SPY", KeylessFormats.realSpy20230914());
        src.cboe("SPY.json", new MockResponse.Builder().code(200).setHeader("Content-Type", "application/json").body(full)
                .onResponseBody(SocketEffect.Stall.INSTANCE).build());
        FetchReport r = DataFetch.into(data(), src.sources(), HttpManners.defaults().clock(clock).callTimeout(Duration.ofMillis(300)))
                .run(DataFetch.items("options", List.of("SPY")), null);
        assertEquals(6, r.exitCode(), r.text());
        assertTrue(r.rows().get(0).network());
        assertTrue(r.rows().get(0).note().contains("did not answer in full within 0 s (a slow server or a stalled connection); nothing was kept"), r.text());
        assertFalse(Files.exists(data().resolve("options")));
    }

    @Test void aContractListedTwiceWithDifferentQuotesFailsTheWholeChain() {
        List<Quote> q = new ArrayList<>(KeylessFormats.realSpy20230914().subList(0, 20));
        Quote c = q.get(5);
        q.add(new Quote(c.option(), c.bid() + 1, c.ask() + 1, c.iv(), c.openInterest(), c.volume(), c.delta(), c.gamma(), c.last(), c.change(), c.lastTradeTime()));
        src.cboe("SPY.json", json(200, spyChain("SPY", q)));
        FetchReport r = options("SPY");
        assertEquals(5, r.exitCode());
        assertTrue(r.rows().get(0).note().contains("option 21: the contract 2023-09-14") && r.rows().get(0).note().contains("is also on option 6 with different numbers"), r.text());
        assertFalse(Files.exists(data().resolve("options")));
    }

    @Test void aSmallerChainLaterTheSameDayKeepsTheFullerFileAndAFetchWithinAMinuteIsNotSent() {
        List<Quote> spy = KeylessFormats.realSpy20230914();
        src.cboe("SPY.json", json(200, spyChain("SPY", spy)), json(200, spyChain("SPY", spy.subList(0, 100))));
        assertEquals(Outcome.NEW, options("SPY").rows().get(0).outcome());
        clock.advance(Duration.ofSeconds(30));
        FetchRow recent = options("SPY").rows().get(0);
        assertEquals(Outcome.RECENT, recent.outcome());
        assertEquals("fetched 30 s ago; a chain is fetched at most once a minute", recent.note());
        assertEquals(spy.size(), recent.rows());
        assertEquals(1, src.requests().size());

        clock.advance(Duration.ofSeconds(31));
        FetchRow kept = options("SPY").rows().get(0);
        assertEquals(Outcome.KEPT, kept.outcome(), kept.toString());
        assertEquals(spy.size(), kept.rows());
        assertEquals(2, src.requests().size());
    }

    @Test void symbolsAreCheckedBeforeAnythingIsSent() {
        for (String bad : List.of("../etc", "SPY/..", "..", ".SPY", "SP Y", "TOOLONGSYMBOL", "a\nb", "C:\\X", ""))
            assertThrows(UsageException.class, () -> DataFetch.items("options", List.of("SPY", bad)), bad);
        assertEquals(0, src.requests().size());
        assertEquals("'a?b' is not a symbol: 1 to 10 of A-Z 0-9 . - starting with a letter or a digit (an index may be written _SPX)",
                assertThrows(UsageException.class, () -> Symbol.of("a\nb")).getMessage());
        assertEquals(new Symbol("SPX", true), Symbol.of("_spx"));
        assertEquals(new Symbol("BRK-B", false), Symbol.of(" brk-b "));
    }

    @Test void theRowsOfTheFileAreReadFromTheRightOfTheOccSymbol() {
        assertEquals(new OccSymbol("XYZ1", LocalDate.of(2025, 4, 18), true, 100.0), OccSymbol.parse("XYZ1250418C00100000").orElseThrow());
        assertEquals(new OccSymbol("SPXW", LocalDate.of(2026, 10, 16), false, 5800.0), OccSymbol.parse("SPXW261016P05800000").orElseThrow());
        assertEquals(new OccSymbol("1ABC", LocalDate.of(2025, 1, 17), false, 2.5), OccSymbol.parse("1ABC250117P00002500").orElseThrow());
        for (String bad : List.of("", "250418C00100000", "XYZ251318C00100000", "XYZ250418X00100000", "XYZ250418C0010000", "xyz250418C00100000"))
            assertTrue(OccSymbol.parse(bad).isEmpty(), bad);
    }

    private String host() { return src.requests().isEmpty() ? "" : src.requests().get(0).getUrl().host(); }
}
