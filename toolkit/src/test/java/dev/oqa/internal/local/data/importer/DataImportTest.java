package dev.oqa.internal.local.data.importer;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.PriceLoader;
import dev.oqa.internal.local.data.PriceSeries;
import dev.oqa.internal.local.options.OptionsEngine;
import dev.oqa.internal.local.quant.QuantEngine;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.LocalDataException;
import dev.oqa.model.OqaException;
import dev.oqa.model.UsageException;
import dev.oqa.model.data.RiskData;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code oqa data import}: real download layouts written in the test. Every price value here is SYNTHETIC (built from
 * the bundled SPY closes or made up) and filed under tickers the project does not hold (ZZSYN, ZZSTQ, ...).
 */
class DataImportTest {
    @TempDir Path tmp;

    private Path data() { return tmp.resolve("data"); }

    /** SYNTHETIC: a Yahoo-format download whose daily returns are exactly 1.5 x SPY's over 2024-08-01..2026-08-03. */
    private Path yahooOnePointFiveSpy(String name) throws IOException {
        PriceSeries spy = PriceLoader.load(DataSource.bundled(), "SPY").between(LocalDate.of(2024, 8, 1), null);
        StringBuilder sb = new StringBuilder("Date,Open,High,Low,Close,Adj Close,Volume\n");
        double p = 50;
        for (int i = 0; i < spy.size(); i++) {
            if (i > 0) p *= 1 + 1.5 * (spy.price(i) / spy.price(i - 1) - 1);
            // Yahoo writes Close unadjusted and Adj Close adjusted; this synthetic series has no splits, so both agree.
            sb.append(String.format(Locale.ROOT, "%s,%.6f,%.6f,%.6f,%.6f,%.17g,%d%n", spy.date(i), p, p * 1.01, p * 0.99, p, p, 1000 + i));
        }
        return Files.writeString(tmp.resolve(name), sb.toString());
    }

    private static ApiRequest risk(String ticker, String period) {
        return ApiRequest.to(Endpoint.RISK).param("ticker", ticker).param("period", period).build();
    }

    private boolean nothingWritten() throws IOException {
        if (!Files.exists(data())) return true;
        try (Stream<Path> s = Files.walk(data())) { return s.noneMatch(Files::isRegularFile); }
    }

    @Test void aYahooDownloadImportsIntoTheUserFolderAndAnswersRiskWithItsBeta() throws IOException {
        Path file = yahooOnePointFiveSpy("ZZSYN.csv");
        List<DataImport.Imported> done = DataImport.into(data(), true).run(List.of(file));
        assertEquals(1, done.size());
        assertTrue(done.get(0).line().contains("Yahoo Finance daily"), done.get(0).line());
        assertTrue(Files.isRegularFile(data().resolve("prices/ZZSYN.csv.gz")));

        // The user folder lies over the bundled set: ZZSYN (user) against SPY (bundled), no --data flag needed.
        Answer<RiskData> a = new QuantEngine(DataSource.layered(data()), null).risk(risk("ZZSYN", "1y"));
        assertEquals(1.5, a.data().summary().get("beta").asDouble(), 1e-6, "returns are 1.5 x SPY's by construction");
        assertEquals(1.0, a.data().summary().get("correlation").asDouble(), 1e-9);
        assertEquals("2026-08-03", a.provenance().asOf());
        String note = a.provenance().notes().get(a.provenance().notes().size() - 1);
        assertTrue(note.contains("your data folder: ZZSYN to 2026-08-03") && note.contains("bundled: SPY to 2026-08-03"), note);
    }

    /** 10:00 in New York on Tuesday 3 March 2026: the folder may hold days up to 4 March (a day of slack), no later. */
    private static final java.time.Clock TUESDAY = java.time.Clock.fixed(java.time.Instant.parse("2026-03-03T15:00:00Z"), java.time.ZoneOffset.UTC);

    @Test void priceRowsDatedInTheFutureAreLeftOutWithANoteAsAFetchDoes() throws IOException {
        // SYNTHETIC closes under a ticker the project does not hold; the last two rows lie after 4 March.
        Path file = Files.writeString(tmp.resolve("ZZFUT.csv"), "Date,Open,High,Low,Close,Adj Close,Volume\n"
                + "2026-02-27,10,10,10,10,10.0,100\n2026-03-02,10,10,10,10,10.1,100\n2026-03-03,10,10,10,10,10.2,100\n"
                + "2026-03-04,10,10,10,10,10.3,100\n2026-03-05,10,10,10,10,10.4,100\n2026-03-06,10,10,10,10,10.5,100\n");
        DataImport.Imported done = DataImport.into(data(), false).clock(TUESDAY).run(List.of(file)).get(0);
        assertTrue(done.line().contains("4 days 2026-02-27..2026-03-04"), done.line());
        assertEquals(1, done.notes().size(), done.notes().toString());
        assertTrue(done.notes().get(0).contains("left out 2 rows dated after 2026-03-04") && done.notes().get(0).contains("line 6 (2026-03-05), line 7 (2026-03-06)"),
                done.notes().get(0));
        PriceSeries held = PriceLoader.load(DataSource.folder(data()), "ZZFUT");
        assertEquals(LocalDate.of(2026, 3, 4), held.lastDate());
        assertEquals(4, held.size());

        // A file of nothing but such rows is refused, and nothing is written.
        Path only = Files.writeString(tmp.resolve("ZZLATE.csv"), "Date,Open,High,Low,Close,Adj Close,Volume\n2026-03-05,10,10,10,10,10.4,100\n2026-03-06,10,10,10,10,10.5,100\n");
        UsageException e = assertThrows(UsageException.class, () -> DataImport.into(data(), false).clock(TUESDAY).run(List.of(only)));
        assertTrue(e.getMessage().contains("every row is dated after today's New York date 2026-03-03") && e.getMessage().contains("nothing was imported"),
                e.getMessage());
        assertFalse(Files.exists(data().resolve("prices/ZZLATE.csv.gz")));
    }

    @Test void aChainDatedInTheFutureIsRefusedAsAFetchRefusesIt() throws IOException {
        // the bundled SPY chain of 25 September 2025 (real Cboe data), imported as if on 23 September
        Path file = tmp.resolve("SPY_2025-09-25.csv");
        try (InputStream in = DataSource.bundled().open("options/SPY_2025-09-25.csv").orElseThrow()) { Files.copy(in, file); }
        java.time.Clock before = java.time.Clock.fixed(java.time.Instant.parse("2025-09-23T15:00:00Z"), java.time.ZoneOffset.UTC);
        UsageException e = assertThrows(UsageException.class, () -> DataImport.into(data(), false).clock(before).run(List.of(file)));
        assertTrue(e.getMessage().contains("the chain is dated 2025-09-25, after today's New York date 2025-09-23") && e.getMessage().contains("nothing was imported"),
                e.getMessage());
        assertTrue(nothingWritten());
        // a day of slack: on the 24th it is accepted
        java.time.Clock dayBefore = java.time.Clock.fixed(java.time.Instant.parse("2025-09-24T15:00:00Z"), java.time.ZoneOffset.UTC);
        assertEquals(1, DataImport.into(data(), false).clock(dayBefore).run(List.of(file)).size());
    }

    @Test void aReplacedBundledTickerAnswersFromTheUserFolder() throws IOException {
        Path file = yahooOnePointFiveSpy("mine.csv");
        DataImport.into(data(), true).ticker("QQQ").replace(true).run(List.of(file));
        Answer<RiskData> a = new QuantEngine(DataSource.layered(data()), null).risk(risk("QQQ", "1y"));
        assertEquals(1.5, a.data().summary().get("beta").asDouble(), 1e-6, "the user's QQQ, not the bundled one");
        String note = a.provenance().notes().get(a.provenance().notes().size() - 1);
        assertTrue(note.contains("your data folder: QQQ to 2026-08-03"), note);
    }

    @Test void aStooqDownloadUsesItsAdjustedCloseAndTakesTheTickerFromTheName() throws IOException {
        Path f = Files.writeString(tmp.resolve("zzstq.us.csv"), """
                Date,Open,High,Low,Close,Volume
                2026-07-27,10.1,10.5,10.0,10.25,1200
                2026-07-28,10.25,10.4,10.1,10.3,900
                2026-07-29,10.3,10.9,10.2,10.8,1500
                """); // SYNTHETIC values in Stooq's layout
        DataImport.into(data(), true).run(List.of(f));
        PriceSeries s = PriceLoader.load(DataSource.folder(data()), "ZZSTQ");
        assertArrayEquals(new double[] {10.25, 10.3, 10.8}, s.prices(), 0);
        assertEquals(LocalDate.of(2026, 7, 29), s.lastDate());
    }

    @Test void anUnknownFormatNamesTheFileWhatWasSeenAndWhatIsAccepted() throws IOException {
        Path f = Files.writeString(tmp.resolve("prices.csv"), "Day;Price\n2026-07-27;10\n");
        UsageException e = assertThrows(UsageException.class, () -> DataImport.into(data(), true).run(List.of(f)));
        assertTrue(e.getMessage().startsWith(f + " line 1: not a format the importer knows; it reads 'Day;Price'"), e.getMessage());
        assertTrue(e.getMessage().contains("Yahoo Finance's daily download") && e.getMessage().contains("Stooq") && e.getMessage().contains("Cboe"), e.getMessage());
        assertEquals(2, e.exitCode());
        assertTrue(nothingWritten());
    }

    @Test void aGapOfYearsIsRefusedWithBothLinesAndNothingIsWrittenEvenForTheGoodFileBesideIt() throws IOException {
        Path good = Files.writeString(tmp.resolve("ZZGOOD.csv"), "date,adj_close\n2026-07-27,10\n2026-07-28,10.1\n"); // SYNTHETIC
        Path gap = Files.writeString(tmp.resolve("ZZGAP.csv"), """
                Date,Open,High,Low,Close,Adj Close,Volume
                2019-03-01,5,5,5,5,5,100
                2019-03-04,5.1,5.1,5.1,5.1,5.1,100
                2022-06-01,5.2,5.2,5.2,5.2,5.2,100
                """); // SYNTHETIC
        UsageException e = assertThrows(UsageException.class, () -> DataImport.into(data(), true).run(List.of(good, gap)));
        assertTrue(e.getMessage().startsWith(gap + " line 3 to line 4: a gap of 3.2 years between 2019-03-04 and 2022-06-01"), e.getMessage());
        assertTrue(nothingWritten(), "the good file is not written either");
    }

    @Test void aSplitThatIsNotAdjustedIsRefused() throws IOException {
        Path f = Files.writeString(tmp.resolve("ZZSPL.csv"), """
                Date,Open,High,Low,Close,Adj Close,Volume
                2026-06-05,1200,1200,1200,1200,1200,100
                2026-06-08,1210,1210,1210,1210,1210,100
                2026-06-09,121.5,121.5,121.5,121.5,121.5,1000
                """); // SYNTHETIC: a 10-for-1 split left in the adjusted column
        UsageException e = assertThrows(UsageException.class, () -> DataImport.into(data(), true).run(List.of(f)));
        assertTrue(e.getMessage().startsWith(f + " line 4: the price moves from 1210 to 121.5 on 2026-06-09"), e.getMessage());
        assertTrue(e.getMessage().contains("like a 10-for-1 split that is not adjusted"), e.getMessage());
        assertTrue(nothingWritten());
    }

    @Test void aRealMoveThatLooksLikeASplitIsImportedWithAcceptMovesAndANote() throws IOException {
        Path f = Files.writeString(tmp.resolve("ZZHALF.csv"), """
                date,adj_close
                2026-06-05,40
                2026-06-08,41
                2026-06-09,20.5
                2026-06-10,21
                """); // SYNTHETIC: the close halves in a day, as a stock may on a failed trial
        UsageException e = assertThrows(UsageException.class, () -> DataImport.into(data(), true).run(List.of(f)));
        assertTrue(e.getMessage().endsWith("give --accept-moves if the move is real"), e.getMessage());
        assertTrue(nothingWritten());
        DataImport.Imported done = DataImport.into(data(), true).acceptMoves(true).run(List.of(f)).get(0);
        assertTrue(done.line().contains("closes only; kept line 4: the price moves from 41 to 20.5 on 2026-06-09 (x0.5000), like a 2-for-1"
                + " split)"), done.line());
        assertArrayEquals(new double[] {40, 41, 20.5, 21}, PriceLoader.load(DataSource.folder(data()), "ZZHALF").prices(), 0);
    }

    @Test void duplicatesDescendingDatesAndNonFiniteValuesNameTheLine() throws IOException {
        String head = "Date,Open,High,Low,Close,Adj Close,Volume\n";
        Path dup = Files.writeString(tmp.resolve("ZZDUP.csv"), head + "2026-07-27,1,1,1,1,1,1\n2026-07-27,1,1,1,1,1,1\n");
        Path nul = Files.writeString(tmp.resolve("ZZNUL.csv"), head + "2026-07-27,1,1,1,1,1,1\n2026-07-28,null,null,null,null,null,null\n");
        Path inf = Files.writeString(tmp.resolve("ZZINF.csv"), head + "2026-07-27,1,1,1,1,1,1\n2026-07-28,1,1,1,1,Infinity,1\n");
        Path desc = Files.writeString(tmp.resolve("ZZDSC.csv"), head + "2026-07-28,1,1,1,1,1,1\n2026-07-27,1,1,1,1,1,1\n");
        assertTrue(msg(dup).contains("line 3: date 2026-07-27 repeats line 2"), msg(dup));
        assertTrue(msg(nul).contains("line 3: price 'null' is not a number (Yahoo writes null"), msg(nul));
        assertTrue(msg(inf).contains("line 3: price Infinity is not a finite positive number"), msg(inf));
        assertTrue(msg(desc).contains("line 3: date 2026-07-27 comes before line 2's 2026-07-28"), msg(desc));
        assertTrue(nothingWritten());
    }

    private String msg(Path f) { return assertThrows(UsageException.class, () -> DataImport.into(data(), true).run(List.of(f))).getMessage(); }

    @Test void anExistingTickerIsRefusedWithoutReplace() throws IOException {
        Path f = yahooOnePointFiveSpy("ZZSYN.csv");
        DataImport.into(data(), true).run(List.of(f));
        byte[] before = Files.readAllBytes(data().resolve("prices/ZZSYN.csv.gz"));
        Path other = Files.writeString(tmp.resolve("other.csv"), "date,adj_close\n2026-07-27,10\n2026-07-28,10.1\n"); // SYNTHETIC
        UsageException e = assertThrows(UsageException.class, () -> DataImport.into(data(), true).ticker("zzsyn").run(List.of(other)));
        assertTrue(e.getMessage().contains("ticker ZZSYN is already in " + data() + "; nothing was imported. Give --replace"), e.getMessage());
        assertArrayEquals(before, Files.readAllBytes(data().resolve("prices/ZZSYN.csv.gz")), "left as it was");

        DataImport.into(data(), true).ticker("ZZSYN").replace(true).run(List.of(other));
        assertEquals(2, PriceLoader.load(DataSource.folder(data()), "ZZSYN").size());

        // A bundled ticker counts too when the folder lies over the bundled set.
        UsageException b = assertThrows(UsageException.class, () -> DataImport.into(data(), true).ticker("NVDA").run(List.of(other)));
        assertTrue(b.getMessage().contains("ticker NVDA is already in the bundled data"), b.getMessage());
        assertDoesNotThrow(() -> DataImport.into(tmp.resolve("own"), false).ticker("NVDA").run(List.of(other)), "a --data folder stands alone");
    }

    @Test void anUnwritableFolderIsAClearMessageAndLeavesNothing() throws IOException {
        Path f = yahooOnePointFiveSpy("ZZSYN.csv");
        Path blocker = Files.writeString(tmp.resolve("blocked"), "a file where the data folder should be");
        OqaException e = assertThrows(OqaException.class, () -> DataImport.into(blocker.resolve("data"), true).run(List.of(f)));
        assertInstanceOf(LocalDataException.class, e);
        assertTrue(e.getMessage().startsWith("cannot create the data folder " + blocker.resolve("data")) && e.getMessage().contains("nothing was written"), e.getMessage());
        assertEquals("a file where the data folder should be", Files.readString(blocker));
    }

    @Test void aCboeQuoteTableDownloadImportsAsTheNormalisedSnapshotAndAnswersTheSame() throws IOException {
        Path f = tmp.resolve("quotedata.csv");
        try (InputStream in = DataSource.bundled().open("options/raw/SPY_2023-09-14.csv").orElseThrow()) {
            Files.copy(in, f); // Cboe's download as saved (real data, bundled)
        }
        List<DataImport.Imported> done = DataImport.into(data(), false).run(List.of(f));
        assertTrue(done.get(0).target().endsWith("options/SPY_2023-09-14.csv.gz"), done.get(0).target());
        ApiRequest gex = ApiRequest.to(Endpoint.GEX).param("ticker", "SPY").build();
        Answer<?> mine = new OptionsEngine(DataSource.folder(data()), LocalDate.of(2023, 9, 14)).answer(gex, OptionsEngine::gex);
        Answer<?> bundled = new OptionsEngine(DataSource.bundled(), LocalDate.of(2023, 9, 14)).answer(gex, OptionsEngine::gex);
        assertEquals(bundled.raw().toString(), mine.raw().toString());
        assertEquals("2023-09-14T16:31 EDT (SPY snapshot)", mine.provenance().asOf(), "the download's own time, kept in the folder's index");
        assertTrue(mine.provenance().notes().stream().anyMatch(n -> n.contains(data() + "/options/SPY_2023-09-14.csv")), mine.provenance().notes().toString());
    }
}
