package dev.oqa.internal.fetch;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.Oqa;
import dev.oqa.internal.client.MutableClock;
import dev.oqa.internal.fetch.FetchRow.Outcome;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.TreasuryBillRates;
import dev.oqa.model.Answer;
import dev.oqa.model.Mode;
import dev.oqa.model.OqaHome;
import dev.oqa.model.data.RiskData;
import java.io.BufferedReader;
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
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The T-bill rate from a loopback server speaking FRED's graph CSV. The values served are REAL (the bundled TB3MS
 * series); the two months sent as {@code .} and blank are SYNTHETIC gaps, as FRED marks months without an observation.
 */
class FredFetchTest {
    @TempDir Path tmp;
    private KeylessLoopback src;
    private final MutableClock clock = new MutableClock(Instant.parse("2026-08-04T12:00:00Z"));

    @BeforeEach void start() throws IOException { src = new KeylessLoopback(); }

    @AfterEach void stop() { src.close(); }

    private OqaHome home() { return OqaHome.of(tmp.resolve("home")); }

    private FetchReport rates() {
        return DataFetch.into(home().dataDir(), src.sources(), HttpManners.defaults().clock(clock)).run(List.of(DataFetch.rates()), null);
    }

    /** The bundled series as FRED rows, {@code 2025-10-01} sent as {@code .} and {@code 2025-11-01} blank. */
    private static String[] rows() throws IOException {
        List<String> out = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(new GZIPInputStream(
                FredFetchTest.class.getResourceAsStream("/dev/oqa/data/macro/FRED_TB3MS.csv.gz")), StandardCharsets.UTF_8))) {
            in.readLine();
            for (String l; (l = in.readLine()) != null; )
                out.add(l.startsWith("2025-10-01") ? "2025-10-01,." : l.startsWith("2025-11-01") ? "2025-11-01," : l);
        }
        return out.toArray(String[]::new);
    }

    @Test void theNewHeaderAndDotValuesFeedRfTbill() throws IOException {
        src.fred(KeylessLoopback.csv(KeylessFormats.fredCsv("observation_date", rows())));
        FetchReport r = rates();
        assertEquals(0, r.exitCode(), r.text());
        FetchRow row = r.rows().get(0);
        assertEquals(Outcome.NEW, row.outcome());
        assertEquals("2026-01-01", row.asOf());
        assertEquals("2 months without an observation (. or blank) kept blank", row.note());
        assertEquals("/graph/fredgraph.csv?id=TB3MS", src.requests().get(0).getTarget());
        String file = Files.readString(home().dataDir().resolve("macro/FRED_TB3MS.csv"));
        assertTrue(file.startsWith("date,tb3ms\n1970-01-01,7.87\n") && file.contains("\n2025-09-01,3.92\n2025-10-01,\n2025-11-01,\n2025-12-01,3.59\n"), file);

        TreasuryBillRates bills = TreasuryBillRates.of(DataSource.layered(home().dataDir()));
        assertEquals(3.92, bills.percentFor(LocalDate.of(2025, 10, 15)), "a month without an observation takes the month before");
        assertEquals(3.59, bills.percentFor(LocalDate.of(2025, 12, 15)));

        Answer<RiskData> tbill = Oqa.builder().mode(Mode.LOCAL).home(home()).riskFree("tbill").build().risk("NVDA").period("1y").answer();
        String line = tbill.provenance().line();
        assertTrue(line.contains("risk-free rate: 3-month T-bill (FRED TB3MS, macro/FRED_TB3MS.csv (your data folder))"), line);
        RiskData zero = Oqa.builder().mode(Mode.LOCAL).home(home()).build().risk("NVDA").period("1y").answer().data();
        assertTrue(tbill.data().summary().get("sharpe").asDouble() < zero.summary().get("sharpe").asDouble());

        FetchRow again = rates().rows().get(0);
        assertEquals(Outcome.UNCHANGED, again.outcome());
    }

    /**
     * A rate file as earlier versions wrote it by hand (header, then {@code date,value} with a blank value for a month
     * without an observation, LF line ends) is what the CSV writer writes now, byte for byte: fetching the same months
     * again leaves it unchanged, with no backup.
     */
    @Test void aFileWrittenByAnEarlierVersionIsKeptByteForByte() throws IOException {
        String[] months = rows();
        StringBuilder old = new StringBuilder("date,tb3ms\n");
        for (String m : months) old.append(m.endsWith(",.") ? m.substring(0, m.length() - 1) : m).append('\n');
        Path file = home().dataDir().resolve("macro/FRED_TB3MS.csv");
        Files.createDirectories(file.getParent());
        Files.writeString(file, old);
        src.fred(KeylessLoopback.csv(KeylessFormats.fredCsv("observation_date", months)));
        FetchRow row = rates().rows().get(0);
        assertEquals(Outcome.UNCHANGED, row.outcome(), row.note());
        assertEquals(old.toString(), Files.readString(file));
        assertFalse(Files.exists(home().dataDir().resolve("backup")), "nothing was rewritten, so nothing was backed up");
    }

    @Test void theOldHeaderIsReadByPositionToo() {
        src.fred(KeylessLoopback.csv(KeylessFormats.fredCsv("DATE", "2025-11-01,3.78", "2025-12-01,3.59")));
        FetchReport r = rates();
        assertEquals(0, r.exitCode(), r.text());
        assertEquals(2, r.rows().get(0).rows());
    }

    @Test void anErrorPageAnotherSeriesAndABadRowFailAndWriteNothing() {
        src.fred(new MockResponse.Builder().code(200).setHeader("Content-Type", "text/html").body("<html><head><title>Error</title></head><body>Series not found</body></html>").build(),
                KeylessLoopback.csv("observation_date,DTB3\n2025-11-01,3.78\n"),
                KeylessLoopback.csv(KeylessFormats.fredCsv("observation_date", "2025-11-01,3.78", "2025-10-01,3.82")),
                KeylessLoopback.csv(KeylessFormats.fredCsv("observation_date", "2025-11-01,3.78", "2025-12-01,n/a")));
        assertTrue(rates().rows().get(0).note().contains("answered with a web page (text/html: '<html><head><title>Error</title>"));
        assertTrue(rates().rows().get(0).note().endsWith("line 1: expected the header date,tb3ms (a date column, then TB3MS), got 'observation_date,DTB3'; nothing was written"));
        assertTrue(rates().rows().get(0).note().endsWith("line 3: 2025-10-01 does not come after 2025-11-01; nothing was written"));
        assertTrue(rates().rows().get(0).note().endsWith("line 3: 'n/a' is not a rate in percent; nothing was written"));
        assertFalse(Files.exists(home().dataDir().resolve("macro")));
    }
}
